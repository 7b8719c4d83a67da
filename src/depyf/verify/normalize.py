"""Normalised view of a code object, built with the stdlib `dis` module.

The point is to compare two code objects (original and recompiled) while
ignoring what source layout legitimately changes: line numbers, NOPs left
behind for line events, CACHE entries and EXTENDED_ARG prefixes (which move
every offset). Jumps and exception-table ranges are therefore expressed as
indices into the normalised instruction list, not as byte offsets.

`dis` is used on purpose instead of depyf's own bytecode reader: a bug shared
by the decompiler and the checker would otherwise go unnoticed.
"""

import dis
import sys
import types

from ..bytecode.superinstructions import SUPERINSTRUCTIONS

IGNORED_OPS = frozenset({"NOP", "CACHE", "EXTENDED_ARG"})

_JUMP_OPS = frozenset(
    set(dis.hasjrel) | set(dis.hasjabs) | set(getattr(dis, "hasjump", ()))
)
_CONST_OPS = frozenset(dis.hasconst)
_NAME_OPS = frozenset(dis.hasname)
_LOCAL_OPS = frozenset(set(dis.haslocal) | set(dis.hasfree))

# co_flags bits that are compile-time `from __future__` features; used by
# context.py to recompile with the same features.
CO_NESTED = 0x10


# 3.13 fuses two local accesses into one instruction only when both come from
# the same source line, so fusion is a line-layout artefact: split them back
# (by the table the decompiler splits them with; the oracle still reads the
# bytecode with `dis`).


class Instr:
    """One normalised instruction: `key` is what gets compared."""

    __slots__ = ("opname", "key", "text", "offset")

    def __init__(self, opname, key, text, offset):
        self.opname = opname
        self.key = key
        self.text = text
        self.offset = offset

    def __repr__(self):
        return "Instr(%s)" % self.text


def const_key(value):
    """Hashable key for a constant that compares by value *and* type.

    `0 == 0.0 == False` and `-0.0 == 0.0`, and `nan != nan`; none of that may
    hide (or invent) a difference, so floats/complex go through repr() and
    containers recurse. Code objects compare by name here; their bodies are
    compared recursively by compare.py.
    """
    if isinstance(value, types.CodeType):
        return ("code", value.co_name)
    if isinstance(value, float):
        return ("float", repr(value))
    if isinstance(value, complex):
        return ("complex", repr(value))
    if isinstance(value, tuple):
        return ("tuple", tuple(const_key(v) for v in value))
    if isinstance(value, frozenset):
        # Iteration order of a frozenset is not stable across equal sets, so
        # sort by the (printable) key.
        return ("frozenset", tuple(sorted((const_key(v) for v in value), key=repr)))
    if isinstance(value, (slice,)):  # 3.14 constant slices; harmless earlier
        return ("slice", const_key((value.start, value.stop, value.step)))
    return (type(value).__name__, value)


def const_text(value):
    if isinstance(value, types.CodeType):
        return "<code %s>" % value.co_name
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _instructions(code):
    kwargs = {}
    if sys.version_info >= (3, 11):
        kwargs["show_caches"] = False
        kwargs["adaptive"] = False
    if sys.version_info >= (3, 13):
        kwargs.pop("show_caches")  # deprecated no-op in 3.13+
    return list(dis.get_instructions(code, **kwargs))


def _index_at(kept_offsets, offset):
    """Index of the first kept instruction at or after `offset`.

    Jumps may land on a NOP/EXTENDED_ARG that normalisation drops; they then
    effectively reach the next kept instruction. len(list) means "the end".
    """
    import bisect

    return bisect.bisect_left(kept_offsets, offset)


def parse_exception_table(code):
    """(start, end, target, depth, lasti) byte-offset entries, 3.11+.

    Decoded by hand from co_exceptiontable (dis only offers a private helper,
    whose name and shape changed between versions). end is exclusive.
    """
    table = getattr(code, "co_exceptiontable", b"")
    it = iter(table)

    def varint():
        b = next(it)
        val = b & 63
        while b & 64:
            val <<= 6
            b = next(it)
            val |= b & 63
        return val

    entries = []
    try:
        while True:
            start = varint() * 2
            length = varint() * 2
            target = varint() * 2
            dl = varint()
            entries.append((start, start + length, target, dl >> 1, bool(dl & 1)))
    except StopIteration:
        return entries


class NormalizedCode:
    """Comparable description of one code object (not recursive)."""

    def __init__(self, code):
        self.code = code
        raw = _instructions(code)
        kept = [ins for ins in raw if ins.opname not in IGNORED_OPS]
        # index_offsets[i]: byte offset that normalised index i starts at; a
        # split superinstruction's second half gets offset + 1 so that no
        # jump (always to an even offset) can land between the halves.
        index_offsets = []
        for ins in kept:
            index_offsets.append(ins.offset)
            if ins.opname in SUPERINSTRUCTIONS:
                index_offsets.append(ins.offset + 1)
        self.instructions = []
        for ins in kept:
            parts = SUPERINSTRUCTIONS.get(ins.opname)
            if parts:
                for part, name in zip(parts, ins.argval):
                    self.instructions.append(
                        Instr(part, (part, name), "%s %s" % (part, name), ins.offset))
            else:
                self.instructions.append(self._normalize(ins, index_offsets))
        self._mask_class_firstlineno()
        self.exception_table = self._normalize_table(code, index_offsets)
        self.nested = [c for c in code.co_consts if isinstance(c, types.CodeType)]

    @staticmethod
    def _normalize(ins, offsets):
        op = ins.opcode
        name = ins.opname
        if op in _JUMP_OPS:
            target = _index_at(offsets, ins.argval)
            return Instr(name, (name, "->", target), "%s -> #%d" % (name, target), ins.offset)
        if op in _CONST_OPS:
            return Instr(name, (name, const_key(ins.argval)),
                         "%s %s" % (name, const_text(ins.argval)), ins.offset)
        if op in _NAME_OPS:
            # argrepr carries the flag bits packed into the arg from 3.11 on
            # ("NULL + len", "NULL|self + append"), which the name alone loses.
            return Instr(name, (name, ins.argval, ins.argrepr),
                         "%s %s" % (name, ins.argrepr), ins.offset)
        if op in _LOCAL_OPS:
            return Instr(name, (name, ins.argval), "%s %s" % (name, ins.argrepr), ins.offset)
        # Everything else: the raw arg is meaningful on its own (counts,
        # operator numbers, MAKE_FUNCTION flags, RESUME kind, ...).
        text = name if ins.arg is None else "%s %s" % (name, ins.argrepr or ins.arg)
        return Instr(name, (name, ins.arg), text, ins.offset)

    def _mask_class_firstlineno(self):
        # 3.13+ class bodies store `__firstlineno__ = <line>`: a line number
        # in disguise, so its value is not compared.
        ins = self.instructions
        for i in range(len(ins) - 1):
            if (ins[i].opname == "LOAD_CONST" and ins[i + 1].opname == "STORE_NAME"
                    and ins[i + 1].key[1] == "__firstlineno__"):
                ins[i].key = ("LOAD_CONST", "<line number>")

    @staticmethod
    def _normalize_table(code, offsets):
        entries = []
        for start, end, target, depth, lasti in parse_exception_table(code):
            s, e = _index_at(offsets, start), _index_at(offsets, end)
            if s == e:
                continue  # covered only dropped instructions
            entry = [s, e, _index_at(offsets, target), depth, lasti]
            # The compiler splits ranges around instructions it does not
            # cover; once those are dropped, adjacent equal entries merge.
            if entries and entries[-1][1] == s and entries[-1][2:] == entry[2:]:
                entries[-1][1] = e
            else:
                entries.append(entry)
        return [tuple(e) for e in entries]


def docstring(code):
    """The docstring as the compiler stored it (first constant, if a str).

    Only the same heuristic on both sides matters; a non-docstring str first
    constant cannot differ without the instructions differing too.
    """
    if sys.version_info >= (3, 14) and not (code.co_flags & 0x4000000):
        return None
    consts = code.co_consts
    if consts and isinstance(consts[0], str):
        return consts[0]
    return None


ATTRIBUTES = (
    "co_name",
    "co_argcount",
    "co_posonlyargcount",
    "co_kwonlyargcount",
    "co_flags",
    "co_varnames",
    "co_cellvars",
    "co_freevars",
    "co_names",
)


def describe_flags(flags):
    names = [n for v, n in sorted(dis.COMPILER_FLAG_NAMES.items()) if flags & v]
    rest = flags & ~sum(v for v in dis.COMPILER_FLAG_NAMES)
    if rest:
        names.append(hex(rest))
    return "%s (%s)" % (hex(flags), "|".join(names) or "0")
