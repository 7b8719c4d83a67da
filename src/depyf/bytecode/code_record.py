"""A code object of any CPython version, readable by any other.

The running interpreter can only build code objects of its own version:
code read from another version's `.pyc` (`bytecode.marshal_reader`) is a
`CodeRecord` instead, with the attributes the decompiler reads from a code
object, under their usual names, plus the `version` whose bytecode it
holds.  A real code object of the running interpreter is never wrapped:
the decompiler reads it as it is (`version_of` gives the running version),
so the ordinary path pays nothing for this.

3.11+ keeps locals, cells and free variables in one list with a kind byte
each (`localsplusnames`, `localspluskinds`); the record spells them as the
three tuples older versions store and every version's code object shows.
"""

import types

from .linetables import (
    linetable_310_lines,
    lnotab_line_starts,
    location_table_lines,
    starts_from_lines,
)

from .versions import version_facts

# (the running interpreter's version, as its record knows it)
RUNNING_VERSION = version_facts(None).number

# 3.11+ kinds of a localsplus name (Include/internal/pycore_code.h)
CO_FAST_LOCAL = 0x20
CO_FAST_CELL = 0x40
CO_FAST_FREE = 0x80


class CodeRecord:
    """The parts of a code object the decompiler reads, for code of `version`."""

    __slots__ = (
        "version",
        "co_argcount",
        "co_posonlyargcount",
        "co_kwonlyargcount",
        "co_nlocals",
        "co_stacksize",
        "co_flags",
        "co_code",
        "co_consts",
        "co_names",
        "co_varnames",
        "co_cellvars",
        "co_freevars",
        "co_filename",
        "co_name",
        "co_qualname",  # 3.11+ only (absent before, as on those versions' code)
        "co_firstlineno",
        "co_lnotab",  # 3.8/3.9
        "co_linetable",  # 3.10+
        "co_exceptiontable",  # 3.11+
        "_lines",
        "_starts",
    )

    def __init__(self, version, **fields):
        self.version = tuple(version)
        for name, value in fields.items():
            setattr(self, name, value)
        self._lines = None
        self._starts = None

    def co_lines(self):
        """(start, end, line or None) ranges, as this version's own
        `co_lines()` gives them (3.10+, like a real code object)."""
        if self.version < (3, 10):
            raise AttributeError("Python %d.%d code has no co_lines()" % self.version)
        if self._lines is None:
            if self.version == (3, 10):
                self._lines = linetable_310_lines(self.co_linetable, self.co_firstlineno)
            else:
                self._lines = location_table_lines(self.co_linetable, self.co_firstlineno, self.version)
        return iter(self._lines)

    def line_starts(self):
        """{offset: line} as this version's `dis.findlinestarts` gives it."""
        if self._starts is None:
            if self.version < (3, 10):
                self._starts = lnotab_line_starts(self.co_lnotab, self.co_firstlineno, len(self.co_code))
            else:
                self._starts = starts_from_lines(self.co_lines(), self.version)
        return dict(self._starts)

    def __repr__(self):
        return "<Python %d.%d code %s, file %r, line %s>" % (
            self.version + (self.co_name, self.co_filename, self.co_firstlineno))


def split_localsplus(names, kinds):
    """(varnames, cellvars, freevars) of 3.11+ code from its localsplus list
    (an argument that is also a cell is in both the first and second)."""
    varnames = tuple(n for n, k in zip(names, kinds) if k & CO_FAST_LOCAL)
    cellvars = tuple(n for n, k in zip(names, kinds) if k & CO_FAST_CELL)
    freevars = tuple(n for n, k in zip(names, kinds) if k & CO_FAST_FREE)
    return varnames, cellvars, freevars


# (for `isinstance` in loops over every constant, where a call of
# `is_code` per constant showed in profiles)
CODE_TYPES = (types.CodeType, CodeRecord)


def is_code(obj):
    """Whether `obj` is code the decompiler reads: a code object of the
    running interpreter or a `CodeRecord` of any version."""
    return isinstance(obj, CODE_TYPES)


def version_of(code):
    """(major, minor) of the bytecode `code` holds."""
    if code.__class__ is CodeRecord:
        return code.version
    return RUNNING_VERSION
