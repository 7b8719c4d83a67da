"""Decompile cost in CPU instructions, this checkout against a git revision
(or a folder holding a `depyf` package).

    python benchmarks/decompile_instructions.py --baseline REF [--sample N]

Timings on a shared machine move with its load; instruction counts do not.
Each side (the decompiler of git revision REF, and this checkout's) runs the
same workload under `valgrind --tool=callgrind` twice: once preparing the
units only (imports, compiling the sample's files, one warm-up decompile of
each unit) and once decompiling every unit one more time.  The difference is
what one decompile of the sample costs; the ratio of the two sides is the
change.  Needs valgrind.  `--sample N` picks N stdlib files (the same spread
as decompile_speed.py).

Both sides run from paths of the same length: CPython's instruction counts
move with path lengths (co_filename strings, tracebacks, import lookups), so
the baseline is unpacked into TMP/base/src and this checkout's src is copied
into TMP/work/src (a folder given as the baseline is copied to TMP/base/src
too) before either side runs.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from decompile_speed import ROOT, _export  # noqa: E402

WORKLOAD = r"""
import os, sys
sys.path.insert(0, sys.argv[1])
passes = int(sys.argv[2])
sample = int(sys.argv[3])
import depyf
from depyf.verify.roundtrip import iter_units
from depyf.verify.sweep import read_source, sample_files, stdlib_files, stdlib_root
root = stdlib_root()
codes = []
for rel in sample_files(stdlib_files(root), sample):
    path = os.path.join(root, rel)
    try:
        module = compile(read_source(path), path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError, UnicodeDecodeError):
        continue
    codes.extend(unit.code for unit in iter_units(module))
ok = []
for code in codes:
    try:
        depyf.decompile(code)
        ok.append(code)
    except Exception:
        pass
for _ in range(passes):
    for code in ok:
        depyf.decompile(code)
print("units", len(ok))
"""


def equal_length_sides(baseline, work_src, tmp):
    """{"base": src path, "work": src path}: the baseline (git revision or
    folder holding `depyf`) and `work_src` copied under `tmp` into sibling
    folders whose paths have the same length, so that path-dependent costs
    (code object file names, import lookups) are equal on both sides."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    base_dir = os.path.join(tmp, "base")
    os.makedirs(base_dir)
    exported = _export(baseline, base_dir)
    base_src = os.path.join(base_dir, "src")
    if exported != base_src:
        shutil.copytree(exported, base_src, ignore=ignore)
    work = os.path.join(tmp, "work", "src")
    shutil.copytree(work_src, work, ignore=ignore)
    return {"base": base_src, "work": work}


def _instructions(src, passes, sample, tmp):
    out = os.path.join(tmp, "callgrind.out")
    script = os.path.join(tmp, "workload.py")
    with open(script, "w") as f:
        f.write(WORKLOAD)
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, sys.executable, script, src, str(passes), str(sample)]
    run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    if run.returncode != 0:
        raise SystemExit("valgrind failed:\n" + run.stderr[-2000:])
    units = int(re.search(r"units (\d+)", run.stdout).group(1))
    with open(out) as f:
        for line in f:
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1]), units
    raise SystemExit("no instruction total in callgrind's output")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--baseline", metavar="REF", required=True)
    p.add_argument("--sample", type=int, default=6, help="stdlib files (default 6)")
    args = p.parse_args(argv)
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (Debian: apt-get install valgrind)")
    tmp = tempfile.mkdtemp(prefix="depyf-instructions-")
    try:
        paths = equal_length_sides(args.baseline, os.path.join(ROOT, "src"), tmp)
        sides = {"baseline (%s)" % args.baseline: paths["base"], "this checkout": paths["work"]}
        cost = {}
        for name, src in sides.items():
            prepared, units = _instructions(src, 0, args.sample, tmp)
            once_more, _ = _instructions(src, 1, args.sample, tmp)
            cost[name] = once_more - prepared
            print("%-22s %d units, %.1f M instructions per decompile of the sample" % (name, units, cost[name] / 1e6))
        base, new = cost.values()
        print("ratio %.3f (this checkout / baseline; under 1.05 is within 5%%)" % (new / base))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
