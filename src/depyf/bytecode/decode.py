"""Read a code object's raw bytecode into `Instr` objects.

Decodes `co_code` directly (faster than going through `dis`): folds
EXTENDED_ARG, skips inline caches, resolves arguments to values and jump
arguments to the instruction they reach. Everything that differs between
CPython versions in *encoding* is handled here; differences in *shape* are
handled by `normalize.py`.
"""

import dis
import opcode
import sys

from .instr import Instr, ExceptionEntry
from .superinstructions import SUPERINSTRUCTIONS

PY = sys.version_info[:2]

_CACHES = getattr(opcode, "_inline_cache_entries", None)
if isinstance(_CACHES, dict):  # 3.13: keyed by name
    _CACHE_COUNT = [_CACHES.get(opcode.opname[i], 0) for i in range(256)]
elif _CACHES is not None:  # 3.11, 3.12: indexed by opcode
    _CACHE_COUNT = list(_CACHES) + [0] * (256 - len(_CACHES))
else:
    _CACHE_COUNT = [0] * 256

_HAVE_ARGUMENT = opcode.HAVE_ARGUMENT
_HASJREL = frozenset(opcode.hasjrel)
_HASJABS = frozenset(getattr(opcode, "hasjabs", ()))
_HASCONST = frozenset(opcode.hasconst)
_HASNAME = frozenset(opcode.hasname)
_HASLOCAL = frozenset(opcode.haslocal)
_HASFREE = frozenset(opcode.hasfree)
_HASCOMPARE = frozenset(opcode.hascompare)
_EXTENDED_ARG = opcode.opmap["EXTENDED_ARG"]
_CACHE_OP = opcode.opmap.get("CACHE", -1)
_BACKWARD = frozenset(
    opcode.opmap[name]
    for name in (
        "JUMP_BACKWARD",
        "JUMP_BACKWARD_NO_INTERRUPT",
        "POP_JUMP_BACKWARD_IF_FALSE",
        "POP_JUMP_BACKWARD_IF_TRUE",
        "POP_JUMP_BACKWARD_IF_NONE",
        "POP_JUMP_BACKWARD_IF_NOT_NONE",
    )
    if name in opcode.opmap
)
# 3.10 counts jump arguments in instructions instead of bytes.
_JUMP_UNIT = 2 if PY >= (3, 10) else 1
_OPNAME = opcode.opname

# Instructions whose argument carries flag bits beside the name index.
if PY >= (3, 11):
    _LOAD_GLOBAL = opcode.opmap["LOAD_GLOBAL"]
else:
    _LOAD_GLOBAL = -1
if PY >= (3, 12):
    _LOAD_ATTR = opcode.opmap["LOAD_ATTR"]
    _LOAD_SUPER_ATTR = opcode.opmap["LOAD_SUPER_ATTR"]
else:
    _LOAD_ATTR = _LOAD_SUPER_ATTR = -1
_COMPARE_SHIFT = 5 if PY >= (3, 13) else 4 if PY >= (3, 12) else 0
_BINARY_OP = opcode.opmap.get("BINARY_OP", -1)
_NB_OPS = [
    "+", "&", "//", "<<", "@", "*", "%", "|", "**", ">>", "-", "/", "^",
]

# How each opcode's argument is read, in one table: looked up once per
# instruction instead of a chain of up to eight set tests (decode runs
# over every instruction of every code object).
_NO_ARG, _CONST, _NAME, _LOCAL, _FREE, _COMPARE, _JREL, _JABS, _BINARY, _RAW = range(10)


def _arg_kind(op):
    if op < _HAVE_ARGUMENT:
        return _NO_ARG
    for kind, ops in ((_CONST, _HASCONST), (_NAME, _HASNAME), (_LOCAL, _HASLOCAL), (_FREE, _HASFREE),
                      (_COMPARE, _HASCOMPARE), (_JREL, _HASJREL), (_JABS, _HASJABS)):
        if op in ops:
            return kind
    return _BINARY if op == _BINARY_OP else _RAW


_ARG_KIND = [_arg_kind(op) for op in range(256)]


def _local_names(code):
    """Names of the frame's fast locals, cells and frees, in oparg order."""
    if PY >= (3, 11):
        names = list(code.co_varnames)
        seen = set(names)
        for name in code.co_cellvars:
            if name not in seen:
                names.append(name)
                seen.add(name)
        names.extend(code.co_freevars)
        return names, names
    return list(code.co_varnames), list(code.co_cellvars) + list(code.co_freevars)


def _line_starts(code):
    if not (3, 10) <= PY <= (3, 12):
        return dict(dis.findlinestarts(code))
    # `dis.findlinestarts` of 3.10-3.12 without its generator (one
    # resumption per line, for every code object read)
    starts = {}
    last = None
    for start, _end, line in code.co_lines():
        if line is not None and line != last:
            last = line
            starts[start] = line
    return starts


def decode(code):
    """Return (instructions, exception_entries) for `code`; targets resolved."""
    raw = code.co_code
    consts = code.co_consts
    names = code.co_names
    fast_names, deref_names = _local_names(code)
    lines = _line_starts(code)
    instrs = []
    by_offset = {}
    ext = 0
    ext_start = None
    n = len(raw)
    i = 0
    lineno = None
    while i < n:
        op = raw[i]
        arg = raw[i + 1] | ext
        offset = i
        start = ext_start if ext_start is not None else offset
        if offset in lines:
            lineno = lines[offset]
        elif start in lines:
            lineno = lines[start]
        i += 2 + 2 * _CACHE_COUNT[op]
        if op == _EXTENDED_ARG:
            ext = arg << 8
            if ext_start is None:
                ext_start = offset
            continue
        if op == _CACHE_OP:
            ext = 0
            ext_start = None
            continue
        ext = 0
        ext_start = None
        name = _OPNAME[op]
        kind = _ARG_KIND[op]
        if kind == _NO_ARG:
            argval = None
            arg = None
        elif kind == _CONST:
            argval = consts[arg]
        elif kind == _NAME:
            argval, name = _name_arg(op, arg, names, name)
        elif kind == _LOCAL:
            if name in SUPERINSTRUCTIONS:
                argval = (fast_names[arg >> 4], fast_names[arg & 15])
            else:
                argval = fast_names[arg]
        elif kind == _FREE:
            argval = deref_names[arg]
        elif kind == _COMPARE:
            argval = dis.cmp_op[arg >> _COMPARE_SHIFT]
        elif kind == _JREL:
            delta = arg * _JUMP_UNIT
            if op in _BACKWARD:
                argval = i - delta
            else:
                argval = i + delta
        elif kind == _JABS:
            argval = arg * _JUMP_UNIT
        elif kind == _BINARY:
            argval = (_NB_OPS[arg % 13], arg >= 13) if arg < 26 else ("[]", False)
        else:
            argval = arg
        ins = Instr(name, arg, argval, start, lineno)
        if kind == _JREL or kind == _JABS:
            ins.jump_offset = argval
        elif op == _LOAD_GLOBAL and arg & 1:
            ins.push_null = True
        elif op == _LOAD_SUPER_ATTR:
            ins.push_null = bool(arg & 1)
            ins.two_arg_super = bool(arg & 2)
        by_offset[start] = ins
        instrs.append(ins)
    for ins in instrs:
        if ins.jump_offset is not None:
            ins.target = _at(by_offset, ins.jump_offset, ins, code)
    return instrs, _exception_entries(code, instrs, by_offset)


def _name_arg(op, arg, names, name):
    """(argval, opname) of an instruction that names a global or attribute:
    3.11+ packs flags into the low bits of some (a LOAD_ATTR that is 3.12's
    LOAD_METHOD)."""
    if op == _LOAD_GLOBAL:
        return names[arg >> 1], name
    if op == _LOAD_ATTR:
        return names[arg >> 1], ("LOAD_METHOD" if arg & 1 else name)
    if op == _LOAD_SUPER_ATTR:
        return names[arg >> 2], name
    return names[arg], name


def _exception_entries(code, instrs, by_offset):
    """3.11+: the exception table, its offsets resolved to instructions."""
    entries = []
    table = getattr(code, "co_exceptiontable", None)
    if table:
        for start, end, target, depth, lasti in _parse_exception_table(table):
            entries.append(
                ExceptionEntry(
                    _at(by_offset, start, None, code),
                    _after(instrs, by_offset, end),
                    _at(by_offset, target, None, code),
                    depth,
                    lasti,
                )
            )
    return entries


def _at(by_offset, offset, ins, code):
    target = by_offset.get(offset)
    if target is None:
        from ..errors import DecompilationError

        raise DecompilationError(
            "jump to offset %d which starts no instruction" % offset,
            getattr(code, "co_qualname", code.co_name),
            ins.offset if ins is not None else None,
            ins,
        )
    return target


def _after(instrs, by_offset, end):
    """The first instruction at or after byte offset `end` (None: end of code)."""
    ins = by_offset.get(end)
    if ins is not None:
        return ins
    for candidate in instrs:
        if candidate.offset >= end:
            return candidate
    return None


def _parse_varint(data, pos):
    b = data[pos]
    pos += 1
    value = b & 63
    while b & 64:
        b = data[pos]
        pos += 1
        value = (value << 6) | (b & 63)
    return value, pos


def _parse_exception_table(table):
    pos = 0
    n = len(table)
    while pos < n:
        start, pos = _parse_varint(table, pos)
        length, pos = _parse_varint(table, pos)
        target, pos = _parse_varint(table, pos)
        dl, pos = _parse_varint(table, pos)
        yield start * 2, (start + length) * 2, target * 2, dl >> 1, bool(dl & 1)
