"""Stdlib round trip under every supported interpreter.

Default: a fixed sample (SAMPLE_FILES files spread evenly over the sorted
stdlib listing, ~400-600 units per version). DEPYF_FULL=1: the whole stdlib.
Thresholds: 100% decompiled, 100% recompile, >= 99% bytecode-identical
(the rest is bytecode that depends on line layout, which the harness's
--oracle mode shows is not reachable even from the original source).
"""

import json
import os

import pytest

from _pythons import VERSIONS, interpreter, run_verify

SAMPLE_FILES = 30
FULL = os.environ.get("DEPYF_FULL") == "1"


@pytest.mark.parametrize("version", VERSIONS)
def test_stdlib_roundtrip(version, tmp_path):
    python = interpreter(version)
    out = tmp_path / "sweep.json"
    args = ["-m", "depyf.verify.sweep", "--json", str(out), "--timeout", "10", "--failures", "10"]
    if not FULL:
        args += ["--sample", str(SAMPLE_FILES)]
    proc = run_verify(python, args, timeout=None if FULL else 600)
    assert proc.returncode == 0 and out.exists(), "sweep itself failed:\n" + proc.stdout[-5000:]
    s = json.loads(out.read_text())["summary"]
    report = "%s\n%s" % (proc.stdout.strip().splitlines()[-1], proc.stdout[-6000:])
    assert s["units"] > 0, report
    assert s["decompiled_pct"] == 100.0, report
    assert s["compiles_pct"] == 100.0, report
    assert s["identical_pct"] >= 99.0, report
