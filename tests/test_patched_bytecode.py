"""Bytecode that no source compiles to but Dynamo emits, on every
interpreter: a closure cell used as a value (the cells Dynamo makes a
closure's resume function from: reading the values in them broke the
user's program), and a jump to the next instruction (over a NOP, into a
try statement, in Dynamo's resume functions), and a jump over dead code
(the start of a resume function as torch 2.7 and older make it)."""

import os

import pytest

from _pythons import REPO, VERSIONS, interpreter, run_verify

SCRIPT = os.path.join(REPO, "tests", "helpers", "patched_bytecode.py")


@pytest.mark.parametrize("case", ["cell", "jump", "dead"])
@pytest.mark.parametrize("version", VERSIONS)
def test_patched_bytecode(version, case):
    proc = run_verify(interpreter(version), [SCRIPT, case], timeout=120)
    assert proc.returncode == 0 and proc.stdout.strip().endswith("OK"), proc.stdout[-3000:]
