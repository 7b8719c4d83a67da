"""Stdlib round trip under every supported interpreter.

Default: a fixed sample (SAMPLE_FILES files spread evenly over the sorted
stdlib listing, ~400-700 units per version), checked against the measured
floors in floors.json. DEPYF_FULL=1: the whole stdlib. DEPYF_TARGETS=1: the
issue's targets (100% decompiled, 100% recompile, >= 99% identical).
"""

import json
import os

import pytest

from _floors import TARGETS, floors
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
    if TARGETS:
        assert s["decompiled_pct"] == 100.0, report
        assert s["compiles_pct"] == 100.0, report
        assert s["identical_pct"] >= 99.0, report
        assert s["lossy"] == 0, report
        return
    if FULL:
        return
    floor = floors("stdlib_sample", version)
    for key in ("decompiled_pct", "compiles_pct", "identical_pct"):
        assert s[key] >= floor[key], "%s fell below its floor %.2f\n%s" % (key, floor[key], report)
    # lossy: mismatches that are likely wrong code (verify.effects); a ceiling
    assert s["lossy"] <= floor.get("lossy", 0), "lossy units rose above %d\n%s" % (floor.get("lossy", 0), report)
