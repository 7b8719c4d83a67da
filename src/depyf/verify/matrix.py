"""Compatibility matrix: the torch tests under each Python x torch cell.

    python -m depyf.verify.matrix [--cells 3.12+2.9.1,3.13+2.14.1] [--cache DIR]
                                  [--delete-after] [--json OUT] [--markdown OUT]
                                  [-k EXPR] [--list]

For each cell: a virtual environment under the cache (default
~/.cache/depyf-matrix/py<X.Y>-torch<V>, reused while its recorded installs
match), that torch release, pytest and the cell's transformers, then
`pytest tests/torch` of this checkout with the checkout's src/ first on the
path (depyf itself is not installed into the cell).  Prints one table:
tests passed/failed/skipped, fallbacks to torch's code, crashes, seconds.

- fallbacks: tests that failed because depyf fell back to torch's own code
  (the test kit's "DECOMPILER" failures), plus every depyf warning a test
  raised (recorded by tests/torch/conftest.py when DEPYF_MATRIX_LOG is set);
- crashes: tests that ended in an exception other than a failed assertion
  (the user's program broke), and a pytest that died without its report.

torch releases above a pip cap of this machine's configuration are
installed with the configuration bypassed for that one pip command (pip
answers "constraint" when a configured cap refuses the release).  Each
torch other than the CPU build is several GB: --delete-after removes each
cell's environment once it has run.  Exit status 1 when any cell is not
green (a failure, a fallback, a crash, or an install that failed).
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

from ..pythons import find_python

SRC = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REPO = os.path.dirname(SRC)
TESTS = os.path.join(REPO, "tests", "torch")
DEFAULT_CACHE = os.path.join(os.path.expanduser("~"), ".cache", "depyf-matrix")

# transformers' newest releases use torch APIs old releases lack, and drop
# old Pythons: older cells pin the last release that supports both.
OLD_TRANSFORMERS = "transformers==4.46.3"
# The report's requirements (pyproject's `report` extra): the torch tests
# build the HTML report.  pytest 8.4 brings pygments along; the last pytest
# for Python 3.8 does not.
REPORT = ("jinja2>=3", "pygments>=2.12")


class Cell:
    def __init__(self, python, torch, extras=()):
        self.python = python
        self.torch = torch
        self.extras = tuple(extras)

    @property
    def name(self):
        return "%s+%s" % (self.python, self.torch)

    def packages(self):
        return ("torch==%s" % self.torch,) + self.extras


def _torch_tuple(version):
    return tuple(int(p) for p in version.split(".")[:2])


def cell(spec):
    """A Cell from 'X.Y+torch.version'."""
    try:
        python, torch = spec.split("+")
        _torch_tuple(torch)
        tuple(int(p) for p in python.split("."))
    except ValueError:
        raise ValueError("a cell is PYTHON+TORCH, e.g. 3.12+2.9.1: got %r" % spec)
    extras = ["pytest", "debugpy"] + list(REPORT)  # debugpy: the IDE-debugging test
    if _torch_tuple(torch) < (2, 6):
        extras.append(OLD_TRANSFORMERS)
    else:
        extras.append("transformers")
    if _torch_tuple(torch) < (2, 3):
        extras.append("numpy<2")  # built against numpy 1.x
    return Cell(python, torch, extras)


DEFAULT_CELLS = ("3.8+2.2.2", "3.9+2.4.1", "3.10+2.5.1", "3.11+2.7.1", "3.12+2.9.1",
                 "3.12+2.11.0", "3.11+2.13.0", "3.13+2.14.1", "3.12+2.15.0")


def venv_dir(cache, c):
    return os.path.join(cache, "py%s-torch%s" % (c.python, c.torch))


def _pip(python, args, env=None):
    return subprocess.run([python, "-m", "pip", "install", "--no-cache-dir", "-q"] + list(args),
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True,
                          env=env)


def prepare(c, cache, log):
    """The cell's interpreter, installing what is missing; raises RuntimeError
    with pip's words when an install fails."""
    base, looked = find_python(c.python)
    if base is None:
        raise RuntimeError("Python %s not found (looked for %s)" % (c.python, looked))
    d = venv_dir(cache, c)
    python = os.path.join(d, "bin", "python")
    marker = os.path.join(d, "depyf-cell.json")
    want = {"packages": list(c.packages())}
    if os.path.exists(marker):
        with open(marker) as f:
            if json.load(f) == want:
                return python
    if not os.path.exists(python):
        log("  creating %s" % d)
        subprocess.run([base, "-m", "venv", d], check=True)
    log("  installing %s" % " ".join(c.packages()))
    proc = _pip(python, c.packages())
    if proc.returncode != 0 and ("constraint" in proc.stdout or "ResolutionImpossible" in proc.stdout):
        # A configured cap refuses this release: bypass the configuration
        # for this one command only.
        log("  pip's configured cap refuses torch %s: installing with the configuration bypassed" % c.torch)
        proc = _pip(python, c.packages(), env=dict(os.environ, PIP_CONFIG_FILE=os.devnull))
    if proc.returncode != 0:
        raise RuntimeError("pip install failed:\n" + proc.stdout[-3000:])
    with open(marker, "w") as f:
        json.dump(want, f)
    return python


def _versions(python):
    code = "import sys, torch, pytest; print(sys.version.split()[0], torch.__version__, pytest.__version__)"
    proc = subprocess.run([python, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          universal_newlines=True)
    return proc.stdout.strip().splitlines()[-1] if proc.returncode == 0 else "?"


def classify(junit_path, warnings_path):
    """Counts from pytest's junit report and the depyf warnings log."""
    r = {"passed": 0, "failed": 0, "skipped": 0, "fallbacks": 0, "crashes": 0,
         "failures": [], "skips": [], "warnings": []}
    tree = ET.parse(junit_path)
    for case in tree.iter("testcase"):
        name = "%s::%s" % (case.get("classname", "").split(".")[-1], case.get("name"))
        bad = case.find("failure")
        if bad is None:
            bad = case.find("error")
        skip = case.find("skipped")
        if bad is not None:
            text = (bad.get("message") or "") + "\n" + (bad.text or "")
            r["failed"] += 1
            if "DECOMPILER" in text or "fell back" in text:
                r["fallbacks"] += 1
                kind = "fallback"
            elif bad.tag == "error" or not (bad.get("message") or "").startswith(("AssertionError", "assert")):
                r["crashes"] += 1
                kind = "crash"
            else:
                kind = "failed"
            r["failures"].append("%s [%s] %s" % (name, kind, (bad.get("message") or "").splitlines()[0][:300]
                                                 if bad.get("message") else ""))
        elif skip is not None:
            r["skipped"] += 1
            r["skips"].append("%s: %s" % (name, (skip.get("message") or "")[:200]))
        else:
            r["passed"] += 1
    if warnings_path and os.path.exists(warnings_path):
        with open(warnings_path) as f:
            r["warnings"] = [json.loads(line) for line in f if line.strip()]
        r["fallbacks"] += len(r["warnings"])
    return r


def run_cell(c, cache, args, log):
    start = time.time()
    result = {"cell": c.name, "python": c.python, "torch": c.torch}
    try:
        python = prepare(c, cache, log)
    except (RuntimeError, subprocess.CalledProcessError, OSError) as e:
        result.update(status="install failed", error=str(e), seconds=time.time() - start)
        return result
    result["versions"] = _versions(python)
    with tempfile.TemporaryDirectory() as tmp:
        junit = os.path.join(tmp, "junit.xml")
        warns = os.path.join(tmp, "warnings.jsonl")
        env = dict(os.environ, PYTHONPATH=SRC, DEPYF_MATRIX_LOG=warns, PYTHONDONTWRITEBYTECODE="1")
        env.pop("TORCH_LOGS", None)
        cmd = [python, "-m", "pytest", TESTS, "-q", "-p", "no:cacheprovider", "--junitxml", junit]
        if args.k:
            cmd += ["-k", args.k]
        log("  running %s" % " ".join(cmd[1:]))
        try:
            proc = subprocess.run(cmd, cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  universal_newlines=True, timeout=args.timeout)
            tail = proc.stdout[-4000:]
        except subprocess.TimeoutExpired as e:
            tail = "timed out after %ss\n%s" % (args.timeout, (e.stdout or "")[-4000:] if isinstance(e.stdout, str) else "")
            proc = None
        if os.path.exists(junit):
            result.update(classify(junit, warns))
        else:
            result.update(crashes=1, failed=0, passed=0, skipped=0, fallbacks=0, failures=["pytest died"])
        result["tail"] = tail
    green = (proc is not None and proc.returncode in (0, 5) and not result["failed"]
             and not result["fallbacks"] and not result["crashes"])
    result["status"] = "green" if green else "red"
    result["seconds"] = time.time() - start
    if args.delete_after:
        shutil.rmtree(venv_dir(cache, c), ignore_errors=True)
    return result


def table(results):
    rows = ["| cell (Python + torch) | installed | passed | failed | skipped | fallbacks | crashes | time | status |",
            "|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        rows.append("| %s | %s | %s | %s | %s | %s | %s | %.0f s | %s |" % (
            r["cell"], r.get("versions", "-"), r.get("passed", "-"), r.get("failed", "-"), r.get("skipped", "-"),
            r.get("fallbacks", "-"), r.get("crashes", "-"), r.get("seconds", 0), r["status"]))
    return "\n".join(rows)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m depyf.verify.matrix", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--cells", default=",".join(DEFAULT_CELLS), help="comma-separated PYTHON+TORCH cells")
    p.add_argument("--cache", default=DEFAULT_CACHE, help="where the cells' environments live")
    p.add_argument("--delete-after", action="store_true", help="remove each cell's environment after its run")
    p.add_argument("--timeout", type=float, default=3600, help="seconds for one cell's tests")
    p.add_argument("-k", help="pytest -k expression (a subset of the torch tests)")
    p.add_argument("--json", metavar="OUT", help="write the full results")
    p.add_argument("--markdown", metavar="OUT", help="write the table")
    p.add_argument("--list", action="store_true", help="list the cells and exit")
    args = p.parse_args(argv)
    if not os.path.isdir(TESTS):
        p.error("the torch tests are not at %s: run the matrix from a depyf checkout" % TESTS)
    try:
        cells = [cell(s.strip()) for s in args.cells.split(",") if s.strip()]
    except ValueError as e:
        p.error(str(e))
    if args.list:
        for c in cells:
            print("%-14s %s" % (c.name, " ".join(c.packages())))
        return 0

    def log(msg):
        print(msg, flush=True)

    results = []
    for c in cells:
        log("cell %s" % c.name)
        r = run_cell(c, args.cache, args, log)
        results.append(r)
        log("  %s: %s (passed %s, failed %s, skipped %s, fallbacks %s, crashes %s)" % (
            c.name, r["status"], r.get("passed"), r.get("failed"), r.get("skipped"), r.get("fallbacks"),
            r.get("crashes")))
        for line in r.get("failures", [])[:40]:
            log("    " + line)
        for w in r.get("warnings", [])[:20]:
            log("    warning in %s: %s" % (w["test"], w["warning"][:300]))
        if r["status"] == "red" and not r.get("failures") and not r.get("warnings"):
            log("    pytest's last lines:\n" + "\n".join("      " + l for l in r.get("tail", "").splitlines()[-15:]))
        if r["status"] == "install failed":
            log("    " + r["error"].replace("\n", "\n    "))
    text = table(results)
    print(text)
    print("matrix: %d passed, %d failed" % (sum(r.get("passed", 0) for r in results),
                                            sum(r.get("failed", 0) for r in results)
                                            + sum(1 for r in results if r["status"] == "install failed")))
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(text + "\n")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0 if all(r["status"] == "green" for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
