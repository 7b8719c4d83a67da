"""depyf's own bytecode reader agrees with `dis` on every interpreter 3.8-3.13."""

import pytest

from _pythons import VERSIONS, interpreter, run_verify

# Every code object of a quarter of the stdlib's top-level files (`STEP`
# picks which quarter), as `(f, c)` pairs for the checks below.
STDLIB_CODES = r'''
import glob, os, sys, sysconfig
files = sorted(glob.glob(os.path.join(sysconfig.get_paths()["stdlib"], "*.py")))[STEP::4]
def walk(co):
    yield co
    for c in co.co_consts:
        if hasattr(c, "co_code"):
            yield from walk(c)
def stdlib_codes():
    for f in files:
        try:
            co = compile(open(f, encoding="utf-8").read(), f, "exec")
        except Exception:
            continue
        for c in walk(co):
            yield f, c
'''

CHECK = STDLIB_CODES.replace("STEP", "0") + r'''
import dis
from depyf.bytecode.decode import decode
codes = bad = 0
for f, c in stdlib_codes():
    ours, _ = decode(c)
    ref = [i for i in dis.get_instructions(c) if i.opname not in ("CACHE", "EXTENDED_ARG")]
    codes += 1
    if len(ours) != len(ref):
        bad += 1; print("length", f, c.co_name); continue
    for a, b in zip(ours, ref):
        if a.opname != b.opname and not (a.opname == "LOAD_METHOD" and b.opname == "LOAD_ATTR"):
            bad += 1; print("name", f, c.co_name, a, b.opname); break
        if a.target is not None and a.target.offset != b.argval:
            bad += 1; print("jump", f, c.co_name, a, b.argval); break
print("codes", codes, "bad", bad)
sys.exit(1 if bad or codes < 100 else 0)
'''


@pytest.mark.parametrize("version", VERSIONS)
def test_decoder_matches_dis(version):
    proc = run_verify(interpreter(version), ["-c", CHECK], timeout=300)
    assert proc.returncode == 0, proc.stdout[-3000:]


OPERATIONS = STDLIB_CODES.replace("STEP", "1") + r'''
from depyf.bytecode.decode import decode, operations
from depyf.bytecode.superinstructions import SUPERINSTRUCTIONS
from depyf.bytecode.versions import CONST, FREE, LOCAL, NAME, version_facts
kinds = version_facts(None).arg_kind
opmap = version_facts(None).opmap
codes = bad = 0
for f, c in stdlib_codes():
    want = []
    for i in decode(c)[0]:
        halves = SUPERINSTRUCTIONS.get(i.opname)
        if halves is not None:
            want += [(halves[0], i.argval[0]), (halves[1], i.argval[1])]
            continue
        named = kinds[opmap.get(i.opname, opmap.get("LOAD_ATTR"))] in (CONST, FREE, LOCAL, NAME)
        want.append((i.opname, i.argval if named else None))
    codes += 1
    if operations(c) != want:
        bad += 1; print("differs", f, c.co_name)
print("codes", codes, "bad", bad)
sys.exit(1 if bad or codes < 100 else 0)
'''


@pytest.mark.parametrize("version", VERSIONS)
def test_operations_match_decode(version):
    """`operations` (the evidence checks' light reading) names each
    instruction and the local, name or constant it uses as `decode` does."""
    proc = run_verify(interpreter(version), ["-c", OPERATIONS], timeout=300)
    assert proc.returncode == 0, proc.stdout[-3000:]
