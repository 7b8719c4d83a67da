"""Stdlib round trip under every supported interpreter, held by the per-unit ratchet.

Each interpreter sweeps its whole standard library (every module-level
function and method: decompile, recompile in context, compare bytecode).
The run must meet the targets (100% decompiled, 100% recompiles, >= 99%
identical, no lossy unit) and the ratchet in tests/ratchet/stdlib-X.Y.json:
no unit that was identical may stop being identical, no other unit may get
worse (`python -m depyf.verify.ratchet update --kind stdlib` locks in units
that joined). DEPYF_SAMPLE=N sweeps only N files (a quick local run; the
ratchet then checks the units of those files only).
"""

import json
import os

import pytest

from _pythons import VERSIONS, interpreter, run_verify
from depyf.verify.ratchet import check_results

SAMPLE = int(os.environ.get("DEPYF_SAMPLE", "0") or 0)


@pytest.mark.parametrize("version", VERSIONS)
def test_stdlib_roundtrip(version, tmp_path):
    python = interpreter(version)
    out = tmp_path / "sweep.json"
    args = ["-m", "depyf.verify.sweep", "--json", str(out), "--timeout", "10", "--failures", "10"]
    if SAMPLE:
        args += ["--sample", str(SAMPLE)]
    proc = run_verify(python, args, timeout=1800)
    assert proc.returncode == 0 and out.exists(), "sweep itself failed:\n" + proc.stdout[-5000:]
    data = json.loads(out.read_text())
    s = data["summary"]
    report = "%s\n%s" % (proc.stdout.strip().splitlines()[-1], proc.stdout[-6000:])
    assert s["units"] > 0, report
    assert s["decompiled_pct"] == 100.0, report
    assert s["compiles_pct"] == 100.0, report
    assert s["identical_pct"] >= 99.0, report
    assert s["lossy"] == 0, report
    verdict = check_results(data, "stdlib")
    if SAMPLE:
        # units outside the sample are absent by design; everything swept is held
        verdict.missing = []
    assert not verdict.failed, "stdlib ratchet (%s):\n%s" % (s["python"], verdict.report())
