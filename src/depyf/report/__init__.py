"""The report on a dump folder: `build(dir)` writes `dir/report/index.html`
(static HTML, no server, no network), `explain(dir)` the overview as text.

Reading the folder needs only the standard library; the HTML needs the
`report` extra (`pip install depyf[report]`: jinja2 and pygments).
"""

from .html import MissingExtra
from .model import BadDump, load

__all__ = ["build", "explain", "load", "BadDump", "MissingExtra"]


def build(dump_dir, out_dir=None):
    """Write the HTML report for `dump_dir` (default into `dump_dir/report`);
    returns the path of its index.html."""
    from .html import build as _build

    return _build(dump_dir, out_dir)


def explain(dump_dir, limit=10):
    """The overview in plain words, as a string."""
    from .terminal import text

    return "\n".join(text(load(dump_dir), limit=limit)) + "\n"
