"""Dynamo's resume functions on Python 3.8 list their free variables in
another order than their decompiled source compiles to; depyf reorders the
compiled-back code to the original's order instead of falling back to
torch's code: checked on every interpreter."""

import os

import pytest

from _pythons import REPO, VERSIONS, interpreter, run_verify

SCRIPT = os.path.join(REPO, "tests", "helpers", "variable_order.py")


@pytest.mark.parametrize("version", VERSIONS)
def test_variable_order(version):
    proc = run_verify(interpreter(version), [SCRIPT], timeout=120)
    assert proc.returncode == 0 and proc.stdout.strip().endswith("OK"), proc.stdout[-3000:]
