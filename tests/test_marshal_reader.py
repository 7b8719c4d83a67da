"""The marshal reader and code record against each interpreter's own code
objects: every interpreter found compiles a few stdlib modules, writes the
.pyc bytes and its own view of every code object (attributes, co_lines,
dis.findlinestarts); the running interpreter reads the bytes with
`marshal_reader` and must see the same."""

import json
import subprocess
import sys

import pytest

from _pythons import SRC, VERSIONS, find_python

from depyf.bytecode.code_record import CodeRecord, is_code, version_of
from depyf.bytecode.marshal_reader import MarshalError, loads
from depyf.bytecode.pyc import PycError, loads_pyc

MODULES = ("textwrap", "dataclasses", "asyncio/tasks", "json/decoder", "fractions")

# Run by each interpreter: the .pyc bytes and its view of each code object.
_EXPECT = r"""
import dis, importlib.util, json, os, sys, types, marshal
def canon(v):
    if isinstance(v, types.CodeType):
        return ["code", v.co_qualname if hasattr(v, "co_qualname") else v.co_name]
    if isinstance(v, tuple):
        return ["tuple", [canon(x) for x in v]]
    if isinstance(v, frozenset):
        return ["frozenset", sorted(json.dumps(canon(x)) for x in v)]
    return repr(v)
def view(code, out):
    d = {k: canon(getattr(code, k)) for k in dir(code) if k.startswith("co_") and k not in
         ("co_lines", "co_positions", "co_code_adaptive", "co_lnotab", "co_linetable", "co_exceptiontable")}
    d["co_code"] = code.co_code.hex()
    d["starts"] = [[a, b] for a, b in dis.findlinestarts(code)]
    if hasattr(code, "co_lines"):
        d["lines"] = [list(x) for x in code.co_lines()]
    if hasattr(code, "co_exceptiontable"):
        d["co_exceptiontable"] = code.co_exceptiontable.hex()
    out.append(d)
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            view(c, out)
result = {}
lib = os.path.dirname(os.__file__)
for name in sys.argv[1:]:
    path = os.path.join(lib, name + ".py")
    with open(path, "rb") as f:
        code = compile(f.read(), path, "exec")
    data = importlib.util.MAGIC_NUMBER + b"\0" * 12 + marshal.dumps(code)
    out = []
    view(code, out)
    result[name] = {"pyc": data.hex(), "codes": out}
print(json.dumps(result))
"""


def _canon(v):
    if is_code(v):
        return ["code", getattr(v, "co_qualname", v.co_name)]
    if isinstance(v, tuple):
        return ["tuple", [_canon(x) for x in v]]
    if isinstance(v, frozenset):
        return ["frozenset", sorted(json.dumps(_canon(x)) for x in v)]
    return repr(v)


def _walk(code, out):
    out.append(code)
    for c in code.co_consts:
        if is_code(c):
            _walk(c, out)
    return out


def _found():
    return [(v, find_python(v)[0]) for v in VERSIONS if find_python(v)[0]]


def test_every_interpreter_found():
    missing = [v for v in VERSIONS if find_python(v)[0] is None]
    assert not missing, "interpreters not found: %s (looked for %s)" % (
        ", ".join(missing), "; ".join(find_python(v)[1] for v in missing))


@pytest.mark.parametrize("version", VERSIONS)
def test_records_match_the_code_objects(version):
    python = find_python(version)[0]
    if python is None:
        pytest.fail("Python %s not found: %s" % (version, find_python(version)[1]))
    proc = subprocess.run([python, "-c", _EXPECT] + list(MODULES), stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    wanted = tuple(int(x) for x in version.split("."))
    for module, expected in json.loads(proc.stdout).items():
        code, read_version = loads_pyc(bytes.fromhex(expected["pyc"]), module)
        assert read_version == wanted
        assert version_of(code) == wanted
        records = _walk(code, [])
        assert len(records) == len(expected["codes"]), module
        for record, want in zip(records, expected["codes"]):
            where = (module, want["co_name"])
            assert record.co_code.hex() == want["co_code"], where
            for name, value in want.items():
                if name.startswith("co_") and name not in ("co_code", "co_exceptiontable"):
                    assert _canon(getattr(record, name)) == value, where + (name,)
            if "co_exceptiontable" in want:
                assert record.co_exceptiontable.hex() == want["co_exceptiontable"], where
            if "lines" in want:
                assert [list(x) for x in record.co_lines()] == want["lines"], where
            starts = record.line_starts() if isinstance(record, CodeRecord) else None
            if starts is not None:
                assert sorted(starts.items(), key=lambda x: x[0]) == [tuple(x) for x in want["starts"]], where


def test_refs_and_containers():
    # a small tuple (reference 0), a string (1) and a back-reference to it, a long, a frozenset
    data = b"\xa9\x03" + b"\xfa\x02ab" + b"r\x01\x00\x00\x00" + b"l\x02\x00\x00\x00\x01\x00\x01\x00"
    assert loads(data, (3, 11)) == ("ab", "ab", 1 + (1 << 15))
    assert loads(b">\x02\x00\x00\x00\xe9\x01\x00\x00\x00r\x00\x00\x00\x00", (3, 8)) == frozenset({1})


@pytest.mark.parametrize("data, reason", [
    (b"", "truncated"),
    (b"\xa9\x03\xe9\x01\x00", "truncated"),
    (b"r\x05\x00\x00\x00", "invalid reference 5"),
    (b"?", "unknown type code"),
    (b"{\xe9\x01\x00\x00\x000", "NULL where a dict value"),
])
def test_bad_marshal_data(data, reason):
    with pytest.raises(MarshalError, match=reason):
        loads(data, (3, 10))


def test_pyc_headers():
    with pytest.raises(PycError, match="f.pyc is not a .pyc file"):
        loads_pyc(b"hello world", "f.pyc")
    with pytest.raises(PycError, match="unknown bytecode magic number 9999"):
        loads_pyc((9999).to_bytes(2, "little") + b"\r\n" + b"\0" * 20, "f.pyc")
    with pytest.raises(PycError, match="pre-release of CPython 3.11 .magic 3494; the release's is 3495"):
        loads_pyc((3494).to_bytes(2, "little") + b"\r\n" + b"\0" * 20, "f.pyc")
    with pytest.raises(PycError, match="CPython 3.0-3.7 .magic 3394.: depyf reads the bytecode of CPython 3.8-3.13"):
        loads_pyc((3394).to_bytes(2, "little") + b"\r\n" + b"\0" * 20, "f.pyc")
    with pytest.raises(PycError, match="f.pyc is truncated: the header"):
        loads_pyc((3413).to_bytes(2, "little") + b"\r\n\0\0", "f.pyc")
    with pytest.raises(PycError, match="invalid header flags 0x4"):
        loads_pyc((3413).to_bytes(2, "little") + b"\r\n\x04" + b"\0" * 15, "f.pyc")
    with pytest.raises(PycError, match="f.pyc: corrupt bytecode .bad marshal data at byte 1: truncated"):
        loads_pyc((3439).to_bytes(2, "little") + b"\r\n" + b"\0" * 12 + b"\xe3", "f.pyc")
    with pytest.raises(PycError, match="does not hold a code object .it holds a int"):
        loads_pyc((3439).to_bytes(2, "little") + b"\r\n" + b"\0" * 12 + b"\xe9\x01\x00\x00\x00", "f.pyc")


def test_hash_based_pyc_headers():
    """PEP 552: flags 1 (hash-based) and 3 (checked): the code follows the
    source hash instead of the mtime and size."""
    body = (3439).to_bytes(2, "little") + b"\r\n"
    for flags in (1, 3):
        data = body + bytes([flags, 0, 0, 0]) + b"\x11" * 8 + b"N"
        with pytest.raises(PycError, match="does not hold a code object .it holds a NoneType"):
            loads_pyc(data, "h.pyc")
