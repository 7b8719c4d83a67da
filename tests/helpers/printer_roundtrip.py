"""Round-trip stdlib sources through depyf.printer on *this* interpreter.

    python printer_roundtrip.py [--full] [--include-tests]

parse -> to_source -> parse, and compare ``ast.dump`` (no attributes).
Default: a fixed sample of varied stdlib modules.  ``--full``: every .py file
of the stdlib outside test directories (files that do not parse on this
interpreter are skipped and counted).  Standard library only; expects
PYTHONPATH to contain the repository's ``src``.  Exit status 1 on any failure.
"""

import ast
import json
import os
import sys
import sysconfig
import traceback
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from printer_snippets import SNIPPETS  # noqa: E402

SAMPLE = [
    "ast.py",
    "typing.py",
    "dataclasses.py",
    "argparse.py",
    "asyncio/base_events.py",
    "email/_header_value_parser.py",
    "inspect.py",
    "enum.py",
    "functools.py",
    "sre_parse.py",  # re/_parser.py on 3.11+
    "json/decoder.py",
    "statistics.py",
    "fractions.py",
    "_pydecimal.py",
    "difflib.py",
    "textwrap.py",
    "string.py",
    "tokenize.py",
    "contextlib.py",
    "collections/__init__.py",
    "pathlib.py",  # pathlib/_local.py on 3.13
    "traceback.py",
]
ALTERNATIVES = {
    "sre_parse.py": "re/_parser.py",
    "pathlib.py": "pathlib/_local.py",
}
SKIP_DIRS = {"test", "tests", "idle_test", "site-packages", "__pycache__"}


def stdlib_dir():
    return sysconfig.get_paths()["stdlib"]


def sample_files():
    root = stdlib_dir()
    out = []
    for rel in SAMPLE:
        for cand in (ALTERNATIVES.get(rel), rel):
            if cand and os.path.exists(os.path.join(root, cand)):
                out.append(os.path.join(root, cand))
                break
        else:
            raise SystemExit("sample file missing on this interpreter: " + rel)
    return out


def all_files(include_tests=False):
    root = stdlib_dir()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(
            d for d in dirnames
            if d != "site-packages" and d != "__pycache__" and (
                include_tests or (d not in SKIP_DIRS and not d.startswith("test")))
        )
        for name in sorted(filenames):
            if name.endswith(".py") and (include_tests or not name.startswith("test_")):
                yield os.path.join(dirpath, name)


def check_file(path, to_source):
    """None if unparsable, True if round trip ok, else an error message."""
    with open(path, "rb") as f:
        data = f.read()
    return check_source(data, path, to_source)


def check_source(data, path, to_source):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            tree = ast.parse(data, path)
        except (SyntaxError, ValueError):
            return None
        try:
            text = to_source(tree)
        except Exception:
            return "printer crashed:\n" + traceback.format_exc(limit=3)
        try:
            again = ast.parse(text, path + " (printed)")
        except SyntaxError as e:
            line = text.splitlines()[e.lineno - 1] if e.lineno else ""
            return "printed source does not parse: %s\n    %s" % (e, line)
    if ast.dump(tree) != ast.dump(again):
        return "ast differs:\n" + _first_difference(tree, again)
    return True


def _first_difference(a, b):
    for x, y in zip(a.body, b.body):
        if ast.dump(x) != ast.dump(y):
            inner_x = getattr(x, "body", None)
            inner_y = getattr(y, "body", None)
            if isinstance(inner_x, list) and isinstance(inner_y, list) and ast.dump(
                type(x)(body=inner_x)) != ast.dump(type(y)(body=inner_y)):
                return _first_difference(x, y)
            return "  line %s\n  want %s\n  got  %s" % (
                getattr(x, "lineno", "?"), ast.dump(x)[:600], ast.dump(y)[:600])
    return "  (different number of statements)"


def main(argv):
    full = "--full" in argv
    from depyf.printer import to_source

    include_tests = "--include-tests" in argv  # extra torture, not required
    files = list(all_files(include_tests)) if full or include_tests else sample_files()
    ok, skipped, failures = 0, 0, []
    snippets = [src for version, src in SNIPPETS if sys.version_info >= version]
    for i, src in enumerate(snippets):
        result = check_source(src, "<snippet %d>" % i, to_source)
        if result is not True:
            failures.append(("snippet %d %r" % (i, src), result or "does not parse"))
    for path in files:
        result = check_file(path, to_source)
        if result is None:
            skipped += 1
        elif result is True:
            ok += 1
        else:
            failures.append((os.path.relpath(path, stdlib_dir()), result))
    summary = {
        "python": "%d.%d.%d" % sys.version_info[:3],
        "files": len(files),
        "snippets": len(snippets),
        "ok": ok,
        "skipped_unparsable": skipped,
        "failed": len(failures),
    }
    for rel, message in failures[:30]:
        print("FAIL %s: %s" % (rel, message))
    print(json.dumps(summary))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
