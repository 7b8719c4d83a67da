"""Decompiled Dynamo code reads the constants no source can spell (code
objects, the module's globals dict, devices) by name; depyf turns those
reads into LOAD_CONSTs, so nothing is installed in the user's module: on
every interpreter."""

import os

import pytest

from _pythons import REPO, VERSIONS, interpreter, run_verify

SCRIPT = os.path.join(REPO, "tests", "helpers", "embed_constants.py")


@pytest.mark.parametrize("version", VERSIONS)
def test_embed_constants(version):
    proc = run_verify(interpreter(version), [SCRIPT], timeout=120)
    assert proc.returncode == 0 and proc.stdout.strip().endswith("OK"), proc.stdout[-3000:]
