"""Decompiler speed over the stdlib, on the running interpreter.

    PYTHONPATH=src python benchmarks/decompile_speed.py [--sample N] [--repeat R]

Uses the same file list and units as `python -m depyf.verify.sweep`. For
every unit that decompiles, times depyf.decompile(code) and compile() of
the produced source in the same run, and prints functions/s plus the
decompile/compile time ratio (how many compile()s one decompile costs).
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src"))

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
    args = p.parse_args(argv)

    root = stdlib_root()
    files = sample_files(stdlib_files(root), args.sample)
    units = failed = 0
    t_dec = t_comp = 0.0
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


if __name__ == "__main__":
    main()
