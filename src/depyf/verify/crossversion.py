"""Bytecode of one Python read by another: the (code version, running
version) table.

    python -m depyf.verify.crossversion [--sample N] [--code 3.8,3.11]
                                        [--running 3.9,3.13] [--json out.json]
                                        [--timeout S] [--errors N]

For each code version C found (`depyf.pythons`), C's own interpreter
compiles N files of its standard library (spread evenly, as the sweep picks
them) to `.pyc` files in a temporary folder and decompiles every unit (the
functions the round trip reads) itself: the reference text.  Then each
running version R reads those `.pyc` files (`depyf.load_pyc`: C's code as a
`CodeRecord` when R is not C) and decompiles each unit; its text must equal
the reference, unit for unit.  A unit C itself cannot decompile is left out
of the comparison (counted as "own error").  The self-check is off on the R
side: equal text is what C checked.

Each cell reports units compared, equal, different text, and the errors
(DecompilationError reasons, named) and crashes (any other exception).
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

from ..pythons import VERSIONS, find_python

EQUAL, DIFFERS, ERROR, CRASH = "equal", "differs", "error", "crash"
_CO_OPTIMIZED = 0x1
_PER_UNIT_SECONDS = 20


def units(code, chain=()):
    """(qualname, code) of each unit under a module's code, in a fixed order
    both sides share: the functions and lambdas at module level or in class
    bodies (and 3.12+ generic scopes) reached without entering a function."""
    from ..owner import is_code

    for const in code.co_consts:
        if not is_code(const):
            continue
        name = chain + (const.co_name,)
        if not const.co_flags & _CO_OPTIMIZED or const.co_name.startswith("<generic parameters of "):
            for found in units(const, name):
                yield found
        elif const.co_name == "<lambda>" or not const.co_name.startswith("<"):
            yield ".".join(name), const


def _pyc_bytes(code):
    import importlib.util
    import marshal

    return importlib.util.MAGIC_NUMBER + b"\0" * 12 + marshal.dumps(code)


def _decompile_unit(code, self_check):
    """(status, text or reason) of one unit."""
    from ..api import Decompiler
    from ..errors import DecompilationError
    from .roundtrip import UnitTimeout, time_limit

    try:
        with time_limit(_PER_UNIT_SECONDS):
            return EQUAL, Decompiler(code).decompile(self_check=self_check)
    except DecompilationError as exc:
        return ERROR, exc.reason
    except UnitTimeout:
        return CRASH, "timed out after %ds" % _PER_UNIT_SECONDS
    except Exception as exc:  # noqa: BLE001 - a crash is a finding, recorded
        return CRASH, "%s: %s" % (type(exc).__name__, str(exc)[:300])


def own(folder, sample):
    """In the code's own interpreter: write the sample's .pyc files and the
    reference text of every unit (folder/own.json)."""
    from ..quiet import quiet_compile
    from .sweep import sample_files, stdlib_files, stdlib_root

    root = stdlib_root()
    reference = {}
    for rel in sample_files(stdlib_files(root), sample):
        path = os.path.join(root, rel)
        with open(path, "rb") as f:
            try:
                module = quiet_compile(f.read(), path, "exec")
            except (SyntaxError, ValueError):
                continue
        pyc = os.path.join(folder, rel.replace(os.sep, "__") + "c")
        with open(pyc, "wb") as f:
            f.write(_pyc_bytes(module))
        reference[rel] = [[qualname] + list(_decompile_unit(code, True)) for qualname, code in units(module)]
    with open(os.path.join(folder, "own.json"), "w") as f:
        json.dump({"version": "%d.%d" % sys.version_info[:2], "files": reference}, f)


def cross(folder):
    """In the running interpreter: read the .pyc files, decompile each unit,
    compare with the reference; a cell's counts as JSON on stdout."""
    from ..api import load_pyc

    with open(os.path.join(folder, "own.json")) as f:
        reference = json.load(f)
    cell = {"units": 0, "own_errors": 0, EQUAL: 0, DIFFERS: 0, ERROR: 0, CRASH: 0, "findings": [], "seconds": 0.0}
    start = time.perf_counter()
    for rel, expected in sorted(reference["files"].items()):
        module = load_pyc(os.path.join(folder, rel.replace(os.sep, "__") + "c"))
        found = list(units(module))
        if [q for q, _ in found] != [e[0] for e in expected]:
            cell[CRASH] += 1
            cell["findings"].append([rel, "", CRASH, "the units differ from the reference's"])
            continue
        for (qualname, code), (_q, own_status, own_text) in zip(found, expected):
            cell["units"] += 1
            if own_status != EQUAL:
                cell["own_errors"] += 1
                continue
            status, text = _decompile_unit(code, False)
            if status == EQUAL and text != own_text:
                status, text = DIFFERS, _first_difference(own_text, text)
            cell[status] += 1
            if status != EQUAL:
                cell["findings"].append([rel, qualname, status, text])
    cell["seconds"] = round(time.perf_counter() - start, 2)
    sys.stdout.write(json.dumps(cell))


def _first_difference(want, got):
    a, b = want.splitlines(), got.splitlines()
    for k, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return "line %d: %r (own) vs %r" % (k + 1, x.strip()[:120], y.strip()[:120])
    return "length: %d lines (own) vs %d" % (len(a), len(b))


def _run(python, args, timeout):
    src = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, PYTHONPATH=src, PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run([python, "-m", "depyf.verify.crossversion"] + args, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True, timeout=timeout)


def measure(codes, runnings, sample, timeout=3600):
    """{(code version, running version): cell} and the versions not found."""
    found = {v: find_python(v)[0] for v in sorted(set(codes) | set(runnings), key=VERSIONS.index)}
    missing = [v for v, path in found.items() if path is None]
    table = {}
    with tempfile.TemporaryDirectory(prefix="depyf-crossversion-") as tmp:
        for c in codes:
            if found[c] is None:
                continue
            folder = os.path.join(tmp, c)
            os.mkdir(folder)
            proc = _run(found[c], ["--own", folder, "--sample", str(sample)], timeout)
            if proc.returncode != 0:
                raise RuntimeError("Python %s could not write its reference: %s" % (c, proc.stderr[-2000:]))
            for r in runnings:
                if found[r] is None:
                    continue
                proc = _run(found[r], ["--cross", folder], timeout)
                if proc.returncode != 0:
                    table[c, r] = {"failed": proc.stderr[-2000:]}
                else:
                    table[c, r] = json.loads(proc.stdout)
    return table, missing


_NUMBERS = re.compile(r"\d+")


def named_errors(table):
    """{error reason with numbers blanked: count} over every cell."""
    counts = {}
    for cell in table.values():
        for _rel, _qualname, status, text in cell.get("findings", ()):
            if status in (ERROR, CRASH):
                key = "%s: %s" % (status, _NUMBERS.sub("N", text)[:160])
                counts[key] = counts.get(key, 0) + 1
    return counts


def format_table(table, codes, runnings):
    """The table as text: a row per code version, a column per running one
    (equal / compared)."""
    lines = ["code \\ running | " + " | ".join(runnings), "---|" + "---|" * len(runnings)]
    for c in codes:
        row = []
        for r in runnings:
            cell = table.get((c, r))
            if cell is None:
                row.append("n/a")
            elif "failed" in cell:
                row.append("failed")
            else:
                compared = cell["units"] - cell["own_errors"]
                row.append("%d/%d" % (cell[EQUAL], compared))
        lines.append("%s | %s" % (c, " | ".join(row)))
    return "\n".join(lines)


def _arguments(argv):
    parser = argparse.ArgumentParser(prog="python -m depyf.verify.crossversion", description=__doc__.split("\n")[0])
    parser.add_argument("--sample", type=int, default=3, help="stdlib files per code version (0: all)")
    parser.add_argument("--code", default=",".join(VERSIONS), help="code versions (comma-separated)")
    parser.add_argument("--running", default=",".join(VERSIONS), help="running versions (comma-separated)")
    parser.add_argument("--json", help="write the cells and their findings here")
    parser.add_argument("--errors", type=int, default=20, help="named errors listed (most frequent first)")
    parser.add_argument("--own", help=argparse.SUPPRESS)
    parser.add_argument("--cross", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def main(argv=None):
    args = _arguments(argv)
    if args.own:
        return own(args.own, args.sample) or 0
    if args.cross:
        return cross(args.cross) or 0
    codes, runnings = args.code.split(","), args.running.split(",")
    table, missing = measure(codes, runnings, args.sample)
    print(format_table(table, codes, runnings))
    if missing:
        print("not found: %s" % ", ".join("Python %s (%s)" % (v, find_python(v)[1]) for v in missing))
    for text, n in sorted(named_errors(table).items(), key=lambda x: -x[1])[: args.errors]:
        print("%5d  %s" % (n, text))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"%s on %s" % key: cell for key, cell in table.items()}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
