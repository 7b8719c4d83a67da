"""The version records (bytecode/versions/): the opcode tables say what each
interpreter's own `opcode` and `dis` modules say, the layout table has a
value for every version, the facts that follow from an opcode table agree
with it, the decoder reads the bytecode of the version it is given (not the
running interpreter's), and an unknown or unmeasured version is a clear
error."""

import json
import os
import sys

import pytest

from _pythons import SRC, VERSIONS, interpreter, run_verify
from depyf.bytecode import decode
from depyf.bytecode.superinstructions import SUPERINSTRUCTIONS_BY_VERSION
from depyf.bytecode.versions import KNOWN_VERSIONS, MEASURED_VERSIONS, generate, version_facts
from depyf.bytecode.versions.layouts import COLUMNS, LAYOUTS, UNMEASURED
from depyf.errors import DecompilationError

ALL = tuple("%d.%d" % v for v in KNOWN_VERSIONS)


@pytest.mark.parametrize("version", VERSIONS)
def test_the_table_is_what_the_interpreter_says(version):
    with open(generate.path_for(version), encoding="utf-8") as f:
        stored = json.load(f)
    measured = generate.run_extract(interpreter(version))
    stored.pop("source"), measured.pop("source")  # (names the micro release)
    for key in sorted(set(stored) | set(measured)):
        assert stored.get(key) == measured.get(key), "%s: %s differs (regenerate: python -m depyf.verify.opcode_tables)" % (
            version, key)


def test_every_fact_has_a_value_for_every_version():
    assert COLUMNS == ALL and ALL[:-1] == tuple(VERSIONS) and ALL[-1] == "3.14"
    for flag, row in LAYOUTS.items():
        assert flag.isupper() and len(row) == len(COLUMNS), flag
    assert MEASURED_VERSIONS == KNOWN_VERSIONS[:-1]  # 3.14's layouts are not measured
    assert sorted(SUPERINSTRUCTIONS_BY_VERSION) == list(KNOWN_VERSIONS)


# Layout facts that an opcode table decides: the row must agree with it.
TABLE_FACTS = {
    "BLOCK_STACK": lambda v: "SETUP_FINALLY" in v.opmap,
    "EXCEPTION_TABLE": lambda v: "PUSH_EXC_INFO" in v.opmap,
    "FINALLY_SUBROUTINES": lambda v: "CALL_FINALLY" in v.opmap,
    "ASSERTION_ERROR_OPCODE": lambda v: "LOAD_ASSERTION_ERROR" in v.opmap,
    "STORE_SLICE_OPCODE": lambda v: "STORE_SLICE" in v.opmap,
    "RETURN_CONST_OPCODE": lambda v: "RETURN_CONST" in v.opmap,
    "BINARY_OPCODE_PER_OPERATOR": lambda v: "BINARY_ADD" in v.opmap,
    "DUP_AND_ROT_STACK_MOVES": lambda v: "DUP_TOP" in v.opmap,
    "EXCEPTION_MATCH_AS_COMPARE": lambda v: "exception match" in v.compare_ops,
    "MATCH_STATEMENTS": lambda v: "MATCH_CLASS" in v.opmap,
    "FUNCTION_ATTRIBUTES_SET_APART": lambda v: "SET_FUNCTION_ATTRIBUTE" in v.opmap,
    "CELLS_LOADED_AS_FAST": lambda v: "LOAD_CLOSURE" not in v.opmap,
}


@pytest.mark.parametrize("version", ALL)
def test_facts_an_opcode_table_decides_agree_with_it(version):
    record = version_facts(tuple(int(x) for x in version.split(".")))
    column = COLUMNS.index(version)
    for flag, rule in TABLE_FACTS.items():
        if LAYOUTS[flag][column] is not UNMEASURED:
            assert getattr(record, flag) == rule(record), (version, flag)
    # every fused opcode of the table (two opcode names joined) is split by the one table
    fused = sorted(n for n in record.opmap for k in range(1, len(n))
                   if n[k] == "_" and n[:k] in record.opmap and n[k + 1:] in record.opmap)
    assert fused == sorted(record.superinstructions), version
    assert all(record.arg_kind[record.opmap[n]] == record.arg_kind[record.opmap[record.superinstructions[n][0]]]
               for n in fused)


def test_magic_numbers():
    import importlib.util

    from depyf.bytecode.versions import version_of_magic

    assert version_facts(None).magic_bytes == importlib.util.MAGIC_NUMBER
    assert version_of_magic(importlib.util.MAGIC_NUMBER) == sys.version_info[:2]
    assert version_facts((3, 14)).magic_bytes == (3627).to_bytes(2, "little") + b"\r\n"
    assert [version_of_magic(version_facts(v).magic_bytes + b"rest") for v in KNOWN_VERSIONS] == list(KNOWN_VERSIONS)
    with pytest.raises(DecompilationError, match="magic number"):
        version_of_magic(b"\x00\x00\r\n")


def test_an_unknown_version_is_a_clear_error():
    from depyf.lift.driver import decompile_code

    with pytest.raises(DecompilationError, match=r"no facts for Python 3\.7 bytecode \(known: 3\.8, .*3\.14\)"):
        version_facts((3, 7))
    with pytest.raises(DecompilationError, match=r"Python 3\.15"):
        decompile_code(test_an_unknown_version_is_a_clear_error.__code__, version=(3, 15))


def test_an_unmeasured_version_is_a_clear_error():
    from depyf.lift.driver import decompile_code

    record = version_facts((3, 14))
    with pytest.raises(DecompilationError, match="the layout fact COPIES_EXITS is not measured for 3.14"):
        record.COPIES_EXITS
    assert record.BLOCK_STACK is False  # (set from its opcode table)
    with pytest.raises(DecompilationError, match=r"Python 3\.14 bytecode cannot be read yet: \d+ of its compiler's layout"):
        decompile_code(test_an_unmeasured_version_is_a_clear_error.__code__, version=(3, 14))


class FakeCode:
    """What the decoder reads of a code object, for bytecode the running
    interpreter cannot hold."""

    co_cellvars = co_freevars = ()
    co_exceptiontable = b""
    co_name = co_qualname = "f"
    co_firstlineno = 1

    def __init__(self, code, consts=(), names=(), varnames=(), lines=()):
        self.co_code = bytes(code)
        self.co_consts, self.co_names, self.co_varnames = tuple(consts), tuple(names), tuple(varnames)
        self._lines = list(lines) or [(0, len(self.co_code), 1)]

    def co_lines(self):
        return iter(self._lines)


def _ops(record, *spec):
    """Raw bytecode: (opname, arg) pairs, each with its version's caches."""
    out = []
    for name, arg in spec:
        op = record.opmap[name]
        out += [op, arg] + [0, 0] * record.cache_count[op]
    return out


def test_decode_reads_the_version_it_is_given():
    # return a + b + 5 in 3.14's bytecode, read on whatever runs the test:
    # its superinstruction, LOAD_SMALL_INT and BINARY_OP's caches are its own.
    v314 = version_facts((3, 14))
    code = FakeCode(_ops(v314, ("RESUME", 0), ("LOAD_FAST_BORROW_LOAD_FAST_BORROW", 0x01), ("BINARY_OP", 0),
                         ("LOAD_SMALL_INT", 5), ("BINARY_OP", 13), ("RETURN_VALUE", 0)), varnames=("a", "b"))
    instrs, _ = decode(code, v314)
    assert [(x.opname, x.argval) for x in instrs] == [
        ("RESUME", 0), ("LOAD_FAST_BORROW_LOAD_FAST_BORROW", ("a", "b")), ("BINARY_OP", ("+", False)),
        ("LOAD_SMALL_INT", 5), ("BINARY_OP", ("+", True)), ("RETURN_VALUE", None)]
    assert [x.offset for x in instrs] == [0, 2, 4, 16, 18, 30]
    # the same bytes are other instructions in 3.13's table
    try:
        other = [x.opname for x in decode(code, (3, 13))[0]]
    except (DecompilationError, IndexError):
        other = None
    assert other != [x.opname for x in instrs]


def test_decode_takes_an_explicit_record():
    def f(a, b):
        for x in a:
            if x < b:
                return x
        return b.y

    plain = decode(f.__code__)[0]
    explicit = decode(f.__code__, version_facts(sys.version_info[:2]))[0]
    assert [(x.opname, x.argval, x.offset, x.lineno) for x in plain] == [
        (x.opname, x.argval, x.offset, x.lineno) for x in explicit]


# Dumped by an interpreter of each version: its code objects' raw fields and
# what its own dis makes of them, for the running interpreter to decode.
DUMP = r'''
import dis, json, sys, types
SAMPLE = """
import os
def f(a, b, *c, **d):
    global g
    e = [x for x in a if x > b]
    try:
        g = os.path.join(a, b)
    except (OSError, ValueError) as err:
        print(err)
    finally:
        del e
    while a:
        a -= 1
        if a is None or not b:
            break
    def h():
        return a + b
    return h, {k: v for k, v in d.items()}, super, c[1:2], f"{a!r:>3}"
class C(object):
    def m(self):
        return super().m(1, key=2)
"""
def walk(co):
    yield co
    for c in co.co_consts:
        if isinstance(c, types.CodeType):
            yield from walk(c)
out = []
for co in walk(compile(SAMPLE, "<sample>", "exec")):
    lines = list(co.co_lines()) if hasattr(co, "co_lines") else None
    out.append({
        "code": co.co_code.hex(), "consts": [repr(c) if isinstance(c, types.CodeType) else c for c in co.co_consts
                                             if not isinstance(c, (tuple, frozenset, bytes))],
        "nconsts": len(co.co_consts), "names": co.co_names, "varnames": co.co_varnames, "cellvars": co.co_cellvars,
        "freevars": co.co_freevars, "firstlineno": co.co_firstlineno, "name": co.co_name,
        "lnotab": co.co_lnotab.hex() if sys.version_info < (3, 10) else None, "lines": lines,
        "exceptiontable": getattr(co, "co_exceptiontable", b"").hex(),
        "dis": [[i.opname, i.offset, i.argval if isinstance(i.argval, (int, str, type(None))) else None,
                 i.opcode in dis.hasjrel or i.opcode in getattr(dis, "hasjabs", ())]
                for i in dis.get_instructions(co) if i.opname not in ("CACHE", "EXTENDED_ARG")],
        "starts": sorted([o, l] for o, l in dis.findlinestarts(co)),
    })
print(json.dumps(out))
'''


class DumpedCode(FakeCode):
    def __init__(self, d):
        FakeCode.__init__(self, bytes.fromhex(d["code"]), names=d["names"], varnames=d["varnames"])
        self.co_consts = tuple(range(d["nconsts"]))  # (argvals of consts are not compared)
        self.co_cellvars, self.co_freevars = tuple(d["cellvars"]), tuple(d["freevars"])
        self.co_firstlineno, self.co_name, self.co_qualname = d["firstlineno"], d["name"], d["name"]
        self.co_lnotab = bytes.fromhex(d["lnotab"]) if d["lnotab"] is not None else None
        self._lines = [tuple(x) for x in d["lines"]] if d["lines"] is not None else None
        self.co_exceptiontable = bytes.fromhex(d["exceptiontable"])


@pytest.mark.parametrize("version", VERSIONS)
def test_decode_reads_another_interpreters_bytecode(version):
    """Each version's code, decoded here by its record, is what its own dis reads."""
    proc = run_verify(interpreter(version), ["-c", DUMP], timeout=120)
    assert proc.returncode == 0, proc.stdout[-3000:]
    record = version_facts(tuple(int(x) for x in version.split(".")))
    from depyf.bytecode.decode import _line_starts

    checked = 0
    for d in json.loads(proc.stdout):
        code = DumpedCode(d)
        instrs, _ = decode(code, record)
        theirs = d["dis"]
        assert len(instrs) == len(theirs), (version, d["name"])
        for ours, (opname, offset, argval, jumps) in zip(instrs, theirs):
            assert ours.offset == offset and ours.opname in (opname, "LOAD_METHOD" if opname == "LOAD_ATTR" else opname)
            if jumps:
                assert ours.target.offset == argval, (version, d["name"], ours)
            elif isinstance(argval, str) and opname != "LOAD_CONST":
                assert ours.argval == argval or argval in (ours.argval or ()), (version, d["name"], ours, argval)
        assert _line_starts(code, record) == {o: l for o, l in d["starts"]}, (version, d["name"])
        checked += 1
    assert checked >= 5


def test_the_lifter_reads_the_record_it_is_given():
    import ast

    from depyf.api import Decompiler
    from depyf.lift.driver import decompile_code
    from depyf.lift.lifter import lifter_class

    def f(a, b):
        try:
            return [x for x in a if x > b]
        except ValueError:
            return None

    record = version_facts(sys.version_info[:2])
    assert ast.dump(decompile_code(f.__code__, version=record)) == ast.dump(decompile_code(f.__code__))
    assert Decompiler(f, version=sys.version_info[:2]).decompile() == Decompiler(f).decompile()
    classes = {v: lifter_class(version_facts(v)) for v in MEASURED_VERSIONS}
    # one class per exception-handling family and per whether the code can
    # hold type parameters: the block stack's (3.8-3.10), the exception
    # table's without type parameters (3.11) and with them (3.12+)
    assert len(set(classes.values())) == 3
    assert classes[(3, 8)] is classes[(3, 10)] and classes[(3, 12)] is classes[(3, 13)]
    assert classes[(3, 11)] is not classes[(3, 12)]


def test_the_readers_ask_the_record_not_the_running_interpreter():
    # bytecode/ and the converted lift/ modules read version facts from the
    # record of the code's version only (versions/ itself: the default
    # record is the running interpreter's; generate.py runs inside each
    # interpreter).
    import re

    allowed = {"versions/__init__.py", "versions/generate.py"}
    found = []
    folder = os.path.join(SRC, "depyf", "bytecode")
    for root, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            rel = os.path.relpath(path, folder).replace(os.sep, "/")
            if name.endswith(".py") and rel not in allowed:
                text = open(path, encoding="utf-8").read()
                found += [(rel, w) for w in re.findall(r"^\s*import (?:dis|opcode)\b|version_info|\bshapes\b.*import", text, re.M)]
    lift = os.path.join(SRC, "depyf", "lift")
    for root, _, files in os.walk(lift):
        for name in sorted(files):
            if name.endswith(".py"):
                text = open(os.path.join(root, name), encoding="utf-8").read()
                found += [(name, w) for w in re.findall(r"^\s*import (?:dis|opcode)\b|version_info|bytecode\.shapes", text, re.M)]
    assert not found, found
