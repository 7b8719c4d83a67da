"""Run-equivalence corpus (tests/corpus) under every supported interpreter.

Each unit must decompile, recompile in context, be bytecode-identical to
the original, and (for zero-argument "cases") return or raise the same as
the original when run. Files named *_3NN.py are skipped below 3.NN by the
runner (the syntax does not exist there).
"""

import os

import pytest

from _pythons import REPO, VERSIONS, interpreter, run_verify

CORPUS = os.path.join(REPO, "tests", "corpus")


@pytest.mark.parametrize("version", VERSIONS)
def test_corpus(version, tmp_path):
    python = interpreter(version)
    out = tmp_path / "corpus.json"
    proc = run_verify(python, ["-m", "depyf.verify.corpus", CORPUS, "--json", str(out),
                               "--failures", "25"], timeout=600)
    summary = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else ""
    assert out.exists(), "corpus runner failed:\n" + proc.stdout[-5000:]
    assert proc.returncode == 0, "%s\n%s" % (summary, proc.stdout[-8000:])
