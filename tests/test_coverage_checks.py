"""pt2's evidence checks read 3.13's fused local accesses (superinstructions)
as the two accesses they are, and 3.12's STORE_SLICE as the subscript
store it is, and a free variable's cell as bound, on every interpreter: a correct decompilation
of Dynamo's code must not fall back to torch's, a wrong one still must."""

import os

import pytest

from _pythons import REPO, VERSIONS, interpreter, run_verify

SCRIPT = os.path.join(REPO, "tests", "helpers", "coverage_checks.py")


@pytest.mark.parametrize("case", ["fused", "lost", "slice", "cell", "compiled"])
@pytest.mark.parametrize("version", VERSIONS)
def test_coverage_checks(version, case):
    proc = run_verify(interpreter(version), [SCRIPT, case], timeout=120)
    assert proc.returncode == 0 and proc.stdout.strip().endswith("OK"), proc.stdout[-3000:]
