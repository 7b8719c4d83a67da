"""Round trip over an interpreter's standard library.

    python -m depyf.verify.sweep [--sample N] [--json out.json] [--timeout S]
                                 [--failures N] [--mode units|module]
                                 [--versions 3.8,3.13] [--oracle]
                                 [--compare BASE.json]
    python -m depyf.verify.sweep --diff BASE.json NEW.json

Runs on the interpreter it is started with and prints one table line for it.
--versions re-runs the sweep under each listed interpreter (found by
depyf.pythons) in a subprocess and prints one line per version.
--oracle replaces the decompiler by the original source (harness self-check).
--compare (after a run) and --diff (two saved runs) list the units whose status
got worse or better, unit by unit, and exit 1 when any got worse: the check a
decompiler change must pass before it is merged.  "lossy" counts mismatches
whose recompiled code makes fewer calls, raises, attribute or subscript
stores, yields or imports than the original (depyf.effects): likely wrong
code rather than another spelling.  --lossy lists them.
"""

import argparse
import json
import os
import subprocess
import sys
import sysconfig
import tempfile
import time
import tokenize

from ..quiet import quiet_compile
from .roundtrip import CRASH, IDENTICAL, roundtrip_source, summarize

# Directory names never swept: test suites (incl. idlelib/idle_test,
# tkinter/test, lib2to3/tests and its deliberately broken data files) and
# third-party packages.
EXCLUDED_DIRS = {"test", "tests", "idle_test", "site-packages", "dist-packages", "__pycache__"}


def stdlib_root():
    return sysconfig.get_paths()["stdlib"]


def stdlib_files(root=None):
    """Sorted .py paths under the stdlib, relative to its root."""
    root = root or stdlib_root()
    found = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in EXCLUDED_DIRS)
        rel_dir = os.path.relpath(dirpath, root)
        for name in filenames:
            if name.endswith(".py"):
                found.append(os.path.normpath(os.path.join(rel_dir, name)))
    return sorted(found)


def sample_files(files, n):
    """n files spread evenly over the sorted list: same files every run."""
    if not n or n >= len(files):
        return list(files)
    return [files[(i * len(files)) // n] for i in range(n)]


def read_source(path):
    with tokenize.open(path) as f:  # honours PEP 263 coding cookies
        return f.read()


def sweep(files, root, mode="units", timeout=10.0, oracle=False, progress=None):
    """Yield (relpath, [UnitResult]) per file; files that do not compile on
    this version are yielded with None."""
    for rel in files:
        path = os.path.join(root, rel)
        try:
            source = read_source(path)
            quiet_compile(source, path, "exec")
        except (SyntaxError, ValueError, UnicodeDecodeError, OSError):
            yield rel, None
            continue
        decompile = None
        if oracle:
            from .oracle import SourceOracle
            decompile = SourceOracle(source)
        yield rel, roundtrip_source(source, path, mode=mode, timeout=timeout, decompile=decompile)


def format_line(version, summary, files, skipped, wall):
    s = summary
    rate = s["units"] / s["decompile_seconds"] if s["decompile_seconds"] else float("inf")
    return ("%-8s units %6d  decompiled %6.2f%%  compiles %6.2f%%  identical %6.2f%%  "
            "lossy %3d  crash %4d  %8.0f fn/s  (%d files, %d skipped, %.1fs)"
            % (version, s["units"], s["decompiled_pct"], s["compiles_pct"], s["identical_pct"],
               s.get("lossy", 0), s["counts"][CRASH], rate, files, skipped, wall))


def _snippet(path, line, limit=12):
    import inspect
    try:
        with tokenize.open(path) as f:
            lines = f.readlines()
        block = inspect.getblock(lines[line - 1:])
    except Exception:
        return "    <source unavailable>"
    more = len(block) > limit
    return "".join("    | " + l for l in block[:limit]).rstrip() + ("\n    | ..." if more else "")


def print_failures(results, n, out=sys.stdout, lossy_only=False):
    shown = 0
    for r in results:
        if r.status == IDENTICAL or shown >= n or (lossy_only and not r.lost):
            continue
        shown += 1
        out.write("\n--- [%s] %s:%d %s\n" % (r.status, r.filename, r.firstlineno, r.qualname))
        out.write("  original source:\n%s\n" % _snippet(r.filename, r.firstlineno))
        if r.decompiled is not None:
            lines = r.decompiled.splitlines()
            out.write("  decompiled:\n%s\n" % "\n".join("    | " + l for l in lines[:12]))
            if len(lines) > 12:
                out.write("    | ...\n")
        if r.lost:
            out.write("  LOSSY: the recompiled code has fewer %s\n" % ", ".join(
                "%s (%d)" % (k, n) for k, n in r.lost.items()))
        out.write("  %s\n" % r.message.replace("\n", "\n  "))


_RANK = {IDENTICAL: 0, "mismatch": 1, "compile_error": 2, "decompile_error": 3, CRASH: 4}


def _unit_key(unit):
    # Paths differ between checkouts only in their prefix; file + qualname +
    # line names a unit within one interpreter's stdlib.
    return (os.path.basename(os.path.dirname(unit["file"])), os.path.basename(unit["file"]),
            unit["qualname"], unit["line"])


def diff_units(base_units, new_units):
    """(worse, better, missing): units whose status rank rose or fell, and
    base units with no counterpart in the new run."""
    new = {_unit_key(u): u for u in new_units}
    worse, better, missing = [], [], []
    for old in base_units:
        cur = new.get(_unit_key(old))
        if cur is None:
            missing.append(old)
            continue
        a, b = _RANK.get(old["status"], 5), _RANK.get(cur["status"], 5)
        if b > a:
            worse.append((old, cur))
        elif b < a:
            better.append((old, cur))
    return worse, better, missing


def print_diff(base_units, new_units, out=sys.stdout):
    worse, better, missing = diff_units(base_units, new_units)
    out.write("better %d  worse %d  missing %d\n" % (len(better), len(worse), len(missing)))
    for old, cur in worse:
        out.write("  WORSE %s:%d %s  %s -> %s  %s\n" % (
            cur["file"], cur["line"], cur["qualname"], old["status"], cur["status"],
            cur["message"].splitlines()[0] if cur["message"] else ""))
    return 1 if worse else 0


def _load_units(path):
    with open(path) as f:
        return json.load(f)["units"]


def run_here(args):
    root = stdlib_root()
    files = sample_files(stdlib_files(root), args.sample)
    start = time.perf_counter()
    results, skipped = [], 0
    for rel, file_results in sweep(files, root, args.mode, args.timeout, args.oracle):
        if file_results is None:
            skipped += 1
        else:
            results.extend(file_results)
    wall = time.perf_counter() - start
    summary = summarize(results)
    summary.update(files=len(files), skipped=skipped, wall_seconds=wall,
                   python=sys.version.split()[0], mode=args.mode, sample=args.sample, root=root)
    version = summary["python"]
    if args.failures or args.lossy:
        print_failures(results, args.failures or len(results), lossy_only=args.lossy)
    print(format_line(version, summary, len(files), skipped, wall))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"summary": summary,
                       "units": [r.to_json() for r in results]}, f, indent=1)
    if args.compare:
        return print_diff(args.compare_units, [r.to_json() for r in results])
    return 0


def run_versions(args):
    from ..pythons import find_python

    src = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, PYTHONPATH=src)
    status = 0
    for version in args.versions.split(","):
        python, looked = find_python(version)
        if python is None:
            print("%-8s interpreter not found (looked for %s)" % (version, looked))
            status = 1
            continue
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "sweep.json")
            cmd = [python, "-m", "depyf.verify.sweep", "--json", out, "--mode", args.mode,
                   "--timeout", str(args.timeout)]
            if args.sample:
                cmd += ["--sample", str(args.sample)]
            if args.failures:
                cmd += ["--failures", str(args.failures)]
            if args.oracle:
                cmd.append("--oracle")
            proc = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  universal_newlines=True)
            if args.failures:
                sys.stdout.write(proc.stdout)
            elif proc.returncode != 0 or not os.path.exists(out):
                print("%-8s sweep failed (exit %d):\n%s" % (version, proc.returncode, proc.stdout[-3000:]))
                status = 1
            else:
                print(proc.stdout.strip().splitlines()[-1])
    return status


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m depyf.verify.sweep", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sample", type=int, default=0, metavar="N",
                   help="sweep N files spread evenly over the sorted stdlib list (0 = all)")
    p.add_argument("--json", metavar="OUT", help="write summary and per-unit results")
    p.add_argument("--timeout", type=float, default=10.0, help="seconds per unit (default 10)")
    p.add_argument("--failures", type=int, default=0, metavar="N",
                   help="print the first N failures with source snippets")
    p.add_argument("--mode", choices=("units", "module"), default="units",
                   help="round-trip each function (units) or whole module code objects")
    p.add_argument("--versions", help="comma-separated versions to run in subprocesses, e.g. 3.8,3.13")
    p.add_argument("--oracle", action="store_true",
                   help="use the original source instead of depyf (checks the harness)")
    p.add_argument("--lossy", action="store_true",
                   help="print every lossy mismatch (likely wrong code) with source snippets")
    p.add_argument("--compare", metavar="BASE",
                   help="after the run, list units that got worse or better than in BASE (a --json file)")
    p.add_argument("--diff", nargs=2, metavar=("BASE", "NEW"),
                   help="compare two saved --json runs without sweeping")
    args = p.parse_args(argv)
    try:
        if args.diff:
            return print_diff(_load_units(args.diff[0]), _load_units(args.diff[1]))
        # read before sweeping: a bad file fails at once, not after the run
        args.compare_units = _load_units(args.compare) if args.compare else None
    except (OSError, ValueError, KeyError) as e:
        p.error("cannot read sweep results: %s" % e)
    if args.versions:
        return run_versions(args)
    return run_here(args)


if __name__ == "__main__":
    sys.exit(main())
