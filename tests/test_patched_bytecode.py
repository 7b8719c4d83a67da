"""Bytecode that no source compiles to but Dynamo emits, on every
interpreter: a closure cell used as a value (the cells Dynamo makes a
closure's resume function from: reading the values in them broke the
user's program), and a jump to the next instruction (over a NOP, into a
try statement, in Dynamo's resume functions), and a jump over dead code
(the start of a resume function as torch 2.7 and older make it), and a
del between a keyword call's names and the call (3.8-3.10 and 3.13; 3.11
and 3.12 name keywords before the arguments, where no del comes between),
and a list waiting on the stack that grows between two dels (what the
second del must spill is what the list reads then)."""

import os

import pytest

from _pythons import REPO, VERSIONS, interpreter, run_verify

SCRIPT = os.path.join(REPO, "tests", "helpers", "patched_bytecode.py")


@pytest.mark.parametrize("case", ["cell", "jump", "dead", "kwdel", "grown"])
@pytest.mark.parametrize("version", VERSIONS)
def test_patched_bytecode(version, case):
    proc = run_verify(interpreter(version), [SCRIPT, case], timeout=120)
    if proc.returncode == 0 and proc.stdout.startswith("SKIP: "):
        pytest.skip("Python %s: %s" % (version, proc.stdout[6:].strip()))
    assert proc.returncode == 0 and proc.stdout.strip().endswith("OK"), proc.stdout[-3000:]
