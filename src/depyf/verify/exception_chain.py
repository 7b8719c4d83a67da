"""What an exception shows when two runs are compared: its type and
message, and its chain.

A wrong reading can raise the right exception from the wrong place: a
`raise` read inside an except clause it followed makes the caught exception
the new one's `__context__`, one read outside a clause it was in drops it.
Type and message alone cannot see that, so the corpus runner
(`corpus.outcome`), the fuzz set and the hunt (`fuzz.run_outcome`) and the
behaviour grid all compare `exception_summary`: type, message (addresses
taken out), the members of an exception group, `__suppress_context__`, and
the same summary of `__cause__` and `__context__`, `DEPTH` links deep.  A
chain can loop (an exception raised again while it is being handled, as
its own context's context): a link already on the way down shows as
`CYCLE`.
"""

import re

DEPTH = 4  # links of __cause__/__context__ (and group members) followed
CYCLE = "<cycle>"
_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def without_addresses(text):
    """`text` with object addresses (` at 0x...`) taken out: they differ
    between two runs of the same code."""
    return _ADDRESS.sub("", text)


def exception_summary(exc, depth=DEPTH, _seen=()):
    """[type, message, members, suppress_context, cause, context] of `exc`
    (None for no exception), nested summaries for the members and links."""
    if exc is None:
        return None
    if id(exc) in _seen:
        return CYCLE
    parts = [type(exc).__name__, without_addresses(_text(exc))]
    if depth <= 0:
        return parts
    seen = _seen + (id(exc),)
    members = getattr(exc, "exceptions", None)
    parts.append([exception_summary(m, depth - 1, seen) for m in members] if isinstance(members, tuple) else None)
    parts.append(bool(exc.__suppress_context__))
    for link in (exc.__cause__, exc.__context__):
        parts.append(exception_summary(link, depth - 1, seen))
    return parts


def _text(exc):
    try:
        return str(exc)
    except Exception as failed:  # a __str__ that raises
        return "<str raised %s>" % type(failed).__name__
