"""Per-unit ratchet: the units that round-trip to identical bytecode may only grow.

    python -m depyf.verify.ratchet check  [--kind stdlib|corpus|all] [--versions 3.8,3.13]
    python -m depyf.verify.ratchet update [--kind stdlib|corpus|all] [--versions 3.8,3.13]
    python -m depyf.verify.ratchet check  --results RUN.json   (a saved sweep/corpus run)

A record (tests/ratchet/<kind>-<X.Y>.json) holds, for one interpreter, every
unit of the run by a key that survives edits elsewhere in its file
(`path::qualname`, `#2`, `#3`... for a qualname met again), split into the
set that round-tripped to identical bytecode and the others with their
status.  A new run fails the ratchet when:

- a unit of the identical set is no longer identical (it *left* the set);
- a unit outside the set got a worse status (a mismatch became an error);
- a recorded unit is missing from the run, or the run has units the record
  does not know, on the interpreter the record was made with (the harness
  changed what it counts: update the record on purpose);
- a unit's decompiled code runs differently from the original (the corpus
  runner's `run`): a wrong reading fails whatever its status, since a
  mismatch recorded as one would otherwise pass.

A unit that becomes identical *joins*: the check passes and says so, and
`update` locks it in.  Counts cannot do this: one unit fixed and another
broken keep the same count.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

from ..pythons import VERSIONS, find_python

IDENTICAL = "identical"
KINDS = ("stdlib", "corpus")
# How bad a status is; a unit may only move down this list.
RANK = {IDENTICAL: 0, "mismatch": 1, "compile_error": 2, "decompile_error": 3, "import_error": 4, "crash": 5}

SRC = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REPO = os.path.dirname(SRC)
RECORD_DIR = os.path.join(REPO, "tests", "ratchet")
CORPUS_DIR = os.path.join(REPO, "tests", "corpus")


def unit_keys(units, root):
    """Stable keys for the units of one run, in run order.

    Line numbers are left out on purpose: adding a sample at the top of a
    corpus file must not rename every unit below it."""
    seen = {}
    keys = []
    for u in units:
        rel = os.path.relpath(u["file"], root).replace(os.sep, "/")
        base = "%s::%s" % (rel, u["qualname"])
        seen[base] = seen.get(base, 0) + 1
        keys.append(base if seen[base] == 1 else "%s#%d" % (base, seen[base]))
    return keys


def make_record(kind, python, units, root):
    keys = unit_keys(units, root)
    identical = sorted(k for k, u in zip(keys, units) if u["status"] == IDENTICAL)
    others = {k: u["status"] for k, u in sorted(zip(keys, units)) if u["status"] != IDENTICAL}
    return {"kind": kind, "python": python, "units": len(units),
            "identical_count": len(identical), "identical": identical, "others": others}


class Verdict:
    def __init__(self):
        self.left = []      # (key, status, message): left the identical set
        self.worse = []     # (key, old, new, message): a non-identical unit got worse
        self.joined = []    # keys now identical that were not
        self.missing = []   # recorded keys absent from the run
        self.unknown = []   # run keys the record does not have
        self.different = []  # (key, run): decompiled code that runs differently
        self.same_python = True

    @property
    def failed(self):
        return bool(self.left or self.worse or self.different or (self.same_python and (self.missing or self.unknown)))

    def report(self, limit=30):
        lines = ["left the identical set: %d  worse: %d  joined: %d  missing: %d  unknown: %d%s%s" % (
            len(self.left), len(self.worse), len(self.joined), len(self.missing), len(self.unknown),
            "  RUNS DIFFERENTLY: %d" % len(self.different) if self.different else "",
            "" if self.same_python else "  (other interpreter micro version: missing/unknown not held against it)")]
        for key, status, message in self.left[:limit]:
            lines.append("  LEFT    %s -> %s  %s" % (key, status, _first_line(message)))
        for key, old, new, message in self.worse[:limit]:
            lines.append("  WORSE   %s  %s -> %s  %s" % (key, old, new, _first_line(message)))
        for key, run in self.different[:limit]:
            lines.append("  DIFFERENT %s  %s" % (key, _first_line(run)))
        if self.same_python:
            for key in self.missing[:limit]:
                lines.append("  MISSING %s" % key)
            for key in self.unknown[:limit]:
                lines.append("  UNKNOWN %s" % key)
        if self.joined:
            lines.append("  joined (run `python -m depyf.verify.ratchet update` to lock them in): %s"
                         % ", ".join(self.joined[:limit]))
        return "\n".join(lines)


def _first_line(message):
    return (message or "").strip().splitlines()[0][:200] if (message or "").strip() else ""


def compare(record, units, root, python):
    """Verdict of a run (list of unit dicts with file/qualname/status/message)
    against a record."""
    v = Verdict()
    v.same_python = record["python"] == python
    current = {}
    for key, u in zip(unit_keys(units, root), units):
        current[key] = u
        if str(u.get("run") or "").startswith("different"):
            v.different.append((key, u["run"]))
    identical = set(record["identical"])
    others = record["others"]
    for key in record["identical"]:
        u = current.get(key)
        if u is None:
            v.missing.append(key)
        elif u["status"] != IDENTICAL:
            v.left.append((key, u["status"], u.get("message")))
    for key, old in sorted(others.items()):
        u = current.get(key)
        if u is None:
            v.missing.append(key)
        elif u["status"] == IDENTICAL:
            v.joined.append(key)
        elif RANK.get(u["status"], 9) > RANK.get(old, 9):
            v.worse.append((key, old, u["status"], u.get("message")))
    v.unknown = sorted(k for k in current if k not in identical and k not in others)
    return v


def record_path(kind, version, record_dir=RECORD_DIR):
    return os.path.join(record_dir, "%s-%s.json" % (kind, version))


def load_record(path):
    with open(path) as f:
        return json.load(f)


def save_record(record, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(record, f, indent=0, sort_keys=True)
        f.write("\n")


def run_kind(kind, python, out, timeout=10.0):
    """Run the sweep (stdlib) or the corpus runner under `python`, writing
    its per-unit JSON to `out`; returns (completed process, root of the
    units' paths)."""
    env = dict(os.environ, PYTHONPATH=SRC, PYTHONDONTWRITEBYTECODE="1")
    if kind == "stdlib":
        cmd = [python, "-m", "depyf.verify.sweep", "--json", out, "--timeout", str(timeout)]
    else:
        cmd = [python, "-m", "depyf.verify.corpus", CORPUS_DIR, "--json", out, "--timeout", str(timeout),
               "--failures", "0"]
    proc = subprocess.run(cmd, cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          universal_newlines=True)
    return proc


def run_root(kind, data):
    """The folder unit paths are relative to in a saved run."""
    if kind == "corpus":
        return CORPUS_DIR if "root" not in data["summary"] else data["summary"]["root"]
    return data["summary"]["root"]


def results_kind(data):
    return "stdlib" if "root" in data["summary"] and data["summary"].get("mode") else "corpus"


def check_results(data, kind, record_dir=RECORD_DIR):
    """Verdict of a saved run against the record of its interpreter."""
    python = data["summary"]["python"]
    version = ".".join(python.split(".")[:2])
    record = load_record(record_path(kind, version, record_dir))
    return compare(record, data["units"], run_root(kind, data), python)


def _main_versions(args, action):
    status = 0
    kinds = KINDS if args.kind == "all" else (args.kind,)
    for version in args.versions.split(","):
        python, looked = find_python(version)
        if python is None:
            print("%-5s interpreter not found (looked for %s)" % (version, looked))
            status = 1
            continue
        for kind in kinds:
            with tempfile.TemporaryDirectory() as tmp:
                out = os.path.join(tmp, "run.json")
                proc = run_kind(kind, python, out)
                if not os.path.exists(out):
                    print("%-5s %-6s run failed (exit %d):\n%s" % (version, kind, proc.returncode, proc.stdout[-3000:]))
                    status = 1
                    continue
                with open(out) as f:
                    data = json.load(f)
            path = record_path(kind, version, args.dir)
            if action == "update":
                record = make_record(kind, data["summary"]["python"], data["units"], run_root(kind, data))
                save_record(record, path)
                print("%-5s %-6s %d units, %d identical -> %s" % (
                    version, kind, record["units"], record["identical_count"], os.path.relpath(path)))
                continue
            if not os.path.exists(path):
                print("%-5s %-6s no record at %s (run update)" % (version, kind, path))
                status = 1
                continue
            verdict = compare(load_record(path), data["units"], run_root(kind, data), data["summary"]["python"])
            print("%-5s %-6s %s" % (version, kind, verdict.report()))
            status |= int(verdict.failed)
    return status


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m depyf.verify.ratchet", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("action", choices=("check", "update"))
    p.add_argument("--kind", choices=KINDS + ("all",), default="all")
    p.add_argument("--versions", default=",".join(VERSIONS), help="comma-separated, e.g. 3.8,3.13")
    p.add_argument("--dir", default=RECORD_DIR, help="where the records live (default tests/ratchet)")
    p.add_argument("--results", metavar="RUN.json",
                   help="check a saved `verify.sweep --json` or `verify.corpus --json` run instead of running")
    args = p.parse_args(argv)
    if args.results:
        if args.action != "check":
            p.error("--results goes with check")
        try:
            with open(args.results) as f:
                data = json.load(f)
            kind = args.kind if args.kind != "all" else results_kind(data)
            verdict = check_results(data, kind, args.dir)
        except (OSError, ValueError, KeyError) as e:
            p.error("cannot check %s: %s" % (args.results, e))
        print(verdict.report())
        return int(verdict.failed)
    return _main_versions(args, args.action)


if __name__ == "__main__":
    sys.exit(main())
