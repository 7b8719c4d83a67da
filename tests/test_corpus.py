"""The corpus (tests/corpus, sub-folders included) under every supported
interpreter, run by its one runner, `python -m depyf.verify.corpus`.

Hard invariants: every unit that decompiles and recompiles runs the same
(same result or same exception) as the original: depyf never hands back
source that behaves differently; and depyf never crashes (it raises
DecompilationError when it cannot decompile).

Bytecode identity is held by the per-unit ratchet (depyf.verify.ratchet):
tests/ratchet/corpus-X.Y.json records, per interpreter, the units that
round-trip to identical bytecode; a unit may join that set but never leave
it, nor get a worse status, and the run must have the recorded units (on
the interpreter the record was made with). After a change that makes units
identical, or after adding or moving samples, run
`PYTHONPATH=src python -m depyf.verify.ratchet update --kind corpus`.
DEPYF_TARGETS=1: every unit identical.

Files named *_3NN.py are skipped below 3.NN by the runner (the syntax does
not exist there); files in tests/corpus/modules/ are also round-tripped as
whole modules (unit `<module>`).
"""

import json
import os

import pytest

from _pythons import REPO, VERSIONS, interpreter, run_verify
from depyf.verify import ratchet

CORPUS = os.path.join(REPO, "tests", "corpus")
TARGETS = os.environ.get("DEPYF_TARGETS") == "1"


def run_corpus(version, out):
    python = interpreter(version)
    proc = run_verify(python, ["-m", "depyf.verify.corpus", CORPUS, "--json", str(out),
                               "--failures", "25"], timeout=600)
    assert out.exists(), "corpus runner failed:\n" + proc.stdout[-5000:]
    return proc, json.loads(out.read_text())


@pytest.mark.parametrize("version", VERSIONS)
def test_corpus(version, tmp_path):
    proc, data = run_corpus(version, tmp_path / "corpus.json")
    report = "%s\n%s" % (proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else "", proc.stdout[-8000:])
    different = [u for u in data["units"] if u.get("run") not in (None, "same") and not str(u.get("run")).startswith("not run")]
    assert not different, "decompiled code behaves differently:\n%s" % "\n".join(
        "%s %s: %s" % (u["file"], u["qualname"], u["run"]) for u in different)
    crashes = [u for u in data["units"] if u["status"] == "crash"]
    assert not crashes, "depyf crashed instead of raising DecompilationError:\n%s" % "\n".join(
        "%s %s: %s" % (u["file"], u["qualname"], u["message"][:300]) for u in crashes)
    if TARGETS:
        assert proc.returncode == 0, report
        return
    record = ratchet.record_path("corpus", version)
    assert os.path.exists(record), "no corpus ratchet record for %s at %s: run `PYTHONPATH=src python -m " \
        "depyf.verify.ratchet update --kind corpus --versions %s`" % (version, record, version)
    verdict = ratchet.check_results(data, "corpus")
    assert not verdict.failed, "corpus ratchet (%s):\n%s\n%s" % (version, verdict.report(), report)



# Run by the newest interpreter, which parses every corpus file.
_HIDDEN_NAMES = r"""
import ast, os, sys
hidden, unread = [], []
for folder, _, files in os.walk(sys.argv[1]):
    for name in sorted(files):
        if not name.endswith(".py"):
            continue
        path = os.path.join(folder, name)
        rel = os.path.relpath(path, sys.argv[1])
        try:
            with open(path) as f:
                tree = ast.parse(f.read(), path)
        except SyntaxError as e:
            unread.append("%s: %s" % (rel, e))
            continue
        names = [n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
        hidden += ["%s::%s" % (rel, n) for n in sorted(set(names)) if names.count(n) > 1]
print("\n".join(["unread " + u for u in unread] + ["hidden " + h for h in hidden]))
"""


def test_no_sample_hides_another():
    """A module-level name defined twice in one corpus file hides the first
    definition: its case never runs (samples are added side by side by
    several hands, and merged)."""
    import subprocess

    out = subprocess.run([interpreter(VERSIONS[-1]), "-c", _HIDDEN_NAMES, CORPUS], stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, universal_newlines=True, timeout=120)
    assert out.returncode == 0, out.stdout
    assert not out.stdout.strip(), "corpus files the newest interpreter cannot parse, or names defined twice at " \
        "module level (the first never runs):\n" + out.stdout
