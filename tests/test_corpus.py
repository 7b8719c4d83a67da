"""Run-equivalence corpus (tests/corpus) under every supported interpreter.

Hard invariant: every unit that decompiles and recompiles runs the same
(same result or same exception) as the original: depyf never hands back
source that behaves differently. Bytecode identity is checked against the
measured floor in floors.json (DEPYF_TARGETS=1: every unit identical).
Files named *_3NN.py are skipped below 3.NN by the runner (the syntax does
not exist there).
"""

import json
import os

import pytest

from _floors import TARGETS, floors
from _pythons import REPO, VERSIONS, interpreter, run_verify

CORPUS = os.path.join(REPO, "tests", "corpus")


@pytest.mark.parametrize("version", VERSIONS)
def test_corpus(version, tmp_path):
    python = interpreter(version)
    out = tmp_path / "corpus.json"
    proc = run_verify(python, ["-m", "depyf.verify.corpus", CORPUS, "--json", str(out),
                               "--failures", "25"], timeout=600)
    assert out.exists(), "corpus runner failed:\n" + proc.stdout[-5000:]
    data = json.loads(out.read_text())
    s = data["summary"]
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
    floor = floors("corpus", version)
    assert s["identical"] >= floor["identical"], "identical fell below its floor %d\n%s" % (floor["identical"], report)
