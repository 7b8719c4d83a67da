"""Decompiler speed over the stdlib, on the running interpreter.

    PYTHONPATH=src python benchmarks/decompile_speed.py [--sample N] [--repeat R]
    python benchmarks/decompile_speed.py --baseline REF [--rounds K] [--sample N]

Uses the same file list and units as `python -m depyf.verify.sweep`. For
every unit that decompiles, times depyf.decompile(code) and compile() of
the produced source in the same run, and prints functions/s plus the
decompile/compile time ratio (how many compile()s one decompile costs).

--baseline REF compares this checkout's decompiler with the one of git
revision REF (or of a folder holding a `depyf` package) in the same run: each round times both sides, one after the
other in fresh processes (their order alternating between rounds), over
the same units; it prints each side's best total and the ratio.  Only the
units both sides decompile are timed.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _src_from_argv(argv):
    """`--src DIR` must take effect before depyf is imported."""
    for k, arg in enumerate(argv):
        if arg == "--src" and k + 1 < len(argv):
            return argv[k + 1]
        if arg.startswith("--src="):
            return arg.split("=", 1)[1]
    return os.path.join(ROOT, "src")


sys.path.insert(0, _src_from_argv(sys.argv))

import depyf  # noqa: E402
from depyf.verify.roundtrip import UnitTimeout, iter_units, time_limit  # noqa: E402
from depyf.verify.sweep import read_source, sample_files, stdlib_files, stdlib_root  # noqa: E402


def best_of(fn, repeat):
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sample", type=int, default=0, help="N files spread over the stdlib (0 = all)")
    p.add_argument("--repeat", type=int, default=1, help="best of R timings per unit")
    p.add_argument("--timeout", type=float, default=10.0)
    p.add_argument("--src", help="import depyf from this folder (default: the checkout's src)")
    p.add_argument("--json", action="store_true", help="print per-unit times as JSON")
    p.add_argument("--baseline", metavar="REF", help="compare with the decompiler of git revision REF")
    p.add_argument("--rounds", type=int, default=3, help="with --baseline: rounds of both sides")
    args = p.parse_args(argv)
    if args.baseline:
        return compare(args)

    root = stdlib_root()
    files = sample_files(stdlib_files(root), args.sample)
    units = failed = 0
    t_dec = t_comp = 0.0
    per_unit = {}
    for rel in files:
        path = os.path.join(root, rel)
        try:
            module_code = compile(read_source(path), path, "exec", dont_inherit=True)
        except (SyntaxError, ValueError, UnicodeDecodeError):
            continue
        for unit in iter_units(module_code):
            units += 1
            try:
                with time_limit(args.timeout):
                    # The first call may pay for lazy imports; it is not timed.
                    text = depyf.decompile(unit.code)
                    d = best_of(lambda: depyf.decompile(unit.code), args.repeat)
                    c = best_of(lambda: compile(text, path, "exec"), args.repeat)
            except (Exception, UnitTimeout):
                failed += 1
                continue
            t_dec += d
            t_comp += c
            per_unit["%s::%s#%d" % (rel, unit.qualname, units)] = d
    if args.json:
        json.dump({"python": sys.version.split()[0], "units": units, "failed": failed, "times": per_unit}, sys.stdout)
        return 0
    ok = units - failed
    rows = [
        ("python", sys.version.split()[0]),
        ("files", len(files)),
        ("units", units),
        ("decompiled", "%d (%.1f%%)" % (ok, 100.0 * ok / units if units else 0)),
        ("decompile time", "%.3f s" % t_dec),
        ("functions/s", "%.0f" % (ok / t_dec) if t_dec else "n/a"),
        ("compile() time of output", "%.3f s" % t_comp),
        ("decompile / compile ratio", "%.1fx" % (t_dec / t_comp) if t_comp else "n/a"),
    ]
    width = max(len(k) for k, _ in rows)
    for k, v in rows:
        print("%-*s  %s" % (width, k, v))


def _export(ref, into):
    """The `src` folder of git revision `ref`, unpacked under `into`; `ref`
    may also name a folder that holds the `depyf` package (a patched copy)."""
    if os.path.isdir(os.path.join(ref, "depyf")):
        return os.path.abspath(ref)
    archive = os.path.join(into, "src.tar")
    subprocess.run(["git", "-C", ROOT, "archive", "--format=tar", "-o", archive, ref, "src"], check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(into)
    return os.path.join(into, "src")


def _side(src, args):
    cmd = [sys.executable, os.path.abspath(__file__), "--src", src, "--json", "--sample", str(args.sample),
           "--repeat", str(args.repeat), "--timeout", str(args.timeout)]
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, universal_newlines=True).stdout
    return json.loads(out)["times"]


def compare(args):
    tmp = tempfile.mkdtemp(prefix="depyf-baseline-")
    try:
        sides = {"baseline": _export(args.baseline, tmp), "this checkout": os.path.join(ROOT, "src")}
        best = {name: {} for name in sides}
        order = list(sides)
        for round_ in range(args.rounds):
            for name in order if round_ % 2 == 0 else order[::-1]:
                for key, t in _side(sides[name], args).items():
                    best[name][key] = min(t, best[name].get(key, t))
        common = set(best["baseline"]) & set(best["this checkout"])
        totals = {name: sum(best[name][k] for k in common) for name in sides}
        print("python %s, %d units both sides decompile, best of %d rounds each" % (sys.version.split()[0], len(common), args.rounds))
        print("baseline (%s)   %.3f s" % (args.baseline, totals["baseline"]))
        print("this checkout   %.3f s" % totals["this checkout"])
        print("ratio           %.3f (this checkout / baseline; under 1.05 is within 5%%)" % (totals["this checkout"] / totals["baseline"]))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
