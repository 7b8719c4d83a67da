"""Everything depyf knows of one CPython version's bytecode, as data.

One `Version` record per CPython version (3.8 to 3.14), built from two
tables and chosen by the version of the code being read, never by the
interpreter depyf runs on:

- `opcodes_3_X.json`: how the bytecode is encoded: each opcode's number,
  name, argument kind and inline cache size, which jumps go backward and in
  what unit, the comparison and binary-operator tables, the flag bits below
  a name index, the .pyc magic number.  Written by `generate.py` from each
  interpreter's own `opcode` and `dis` modules (and checked against them by
  tests/test_bytecode_versions.py); 3.14's from its published metadata.
- `layouts.py`: how the compiler lays code out, one named fact per row and
  a value per version (`UNMEASURED` where nobody measured it).

The superinstructions come from their one table
(`bytecode/superinstructions.py`).  `version_facts((3, 12))` returns the
record; an unknown version is a `DecompilationError` naming it.  Reading a
layout fact that is `UNMEASURED` for the version raises the same error,
naming the fact, and `require_layouts()` checks them all before a reading.
"""

import json
import os
import sys

from ...errors import DecompilationError
from ..superinstructions import SUPERINSTRUCTIONS_BY_VERSION
from .layouts import COLUMNS, LAYOUTS, UNMEASURED

# The argument kinds of the opcode tables (generate.KINDS), as the numbers
# the decoder switches on.
NO_ARG, CONST, NAME, LOCAL, FREE, COMPARE, JREL, JABS, BINARY, RAW = range(10)
_KIND_NUMBERS = {name: k for k, name in enumerate(("none", "const", "name", "local", "free", "compare", "jrel", "jabs", "binary", "raw"))}

KNOWN_VERSIONS = tuple(tuple(int(part) for part in column.split(".")) for column in COLUMNS)
# The versions whose layouts were all measured (the ratchet's interpreters).
MEASURED_VERSIONS = tuple(v for k, v in enumerate(KNOWN_VERSIONS) if all(row[k] is not UNMEASURED for row in LAYOUTS.values()))


class Version:
    """The encoding and layout facts of one CPython version (see the module)."""

    # (the names of its layout facts that nobody measured)
    unmeasured = ()

    def __init__(self, number):
        self.number = number
        self.name = "%d.%d" % number
        self._encoding(_load(self.name))
        column = COLUMNS.index(self.name)
        for flag, row in LAYOUTS.items():
            if row[column] is not UNMEASURED:
                setattr(self, flag, row[column])

    def _encoding(self, facts):
        self.source = facts["source"]
        self.magic = facts["magic"]
        self.magic_bytes = self.magic.to_bytes(2, "little") + b"\r\n"
        self.have_argument = facts["have_argument"]
        self.opname = [None] * 256
        self.opmap = {}
        self.arg_kind = [RAW] * 256
        self.cache_count = [0] * 256
        for op, name, kind, caches in facts["opcodes"]:
            self.opname[op] = name
            self.opmap[name] = op
            self.arg_kind[op] = _KIND_NUMBERS[kind]
            self.cache_count[op] = caches
        self.backward_jumps = frozenset(self.opmap[name] for name in facts["backward_jumps"])
        self.jump_unit = facts["jump_unit"]
        self.compare_ops = tuple(facts["compare_ops"])
        self.compare_shift = facts["compare_shift"]
        # BINARY_OP's argument -> (operator, in place): "+=" is ("+", True).
        self.binary_ops = tuple((s[:-1], True) if s.endswith("=") else (s, False) for s in facts["binary_ops"])
        self.name_arg_shifts = {self.opmap[name]: shift for name, shift in facts["name_arg_shifts"].items()}
        self.localsplus = facts["localsplus"]
        self.superinstructions = SUPERINSTRUCTIONS_BY_VERSION[self.number]

    def require_layouts(self):
        """Stop with a clear error unless every layout fact of the version is known."""
        if self.unmeasured:
            shown = ", ".join(self.unmeasured[:4]) + (", ..." if len(self.unmeasured) > 4 else "")
            raise DecompilationError("Python %s bytecode cannot be read yet: %d of its compiler's layout facts are not measured "
                                     "(%s: bytecode/versions/layouts.py); depyf reads %s"
                                     % (self.name, len(self.unmeasured), shown, _names(MEASURED_VERSIONS)))

    def as_dict(self):
        """The layout facts, by name."""
        return {name: value for name, value in vars(self).items() if name.isupper()}

    def __repr__(self):
        return "<Python %s bytecode facts>" % self.name


def _new_record(number):
    """The record of `number`; where some layout facts are unmeasured, of a
    subclass whose property for each raises (a class of its own keeps the
    attribute reads of the measured versions' records plain)."""
    column = COLUMNS.index("%d.%d" % number)
    unmeasured = tuple(sorted(flag for flag, row in LAYOUTS.items() if row[column] is UNMEASURED))
    if not unmeasured:
        return Version(number)
    members = {flag: property(_unmeasured_reader(flag)) for flag in unmeasured}
    members["unmeasured"] = unmeasured
    return type("Version_%d_%d" % number, (Version,), members)(number)


def _unmeasured_reader(flag):
    def read(self):
        raise DecompilationError("Python %s bytecode: the layout fact %s is not measured for %s (depyf reads %s)"
                                 % (self.name, flag, self.name, _names(MEASURED_VERSIONS)))
    return read


def _names(versions):
    return ", ".join("%d.%d" % v for v in versions)


def _load(name):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "opcodes_%s.json" % name.replace(".", "_"))
    with open(path, encoding="utf-8") as f:
        return json.load(f)


_BY_VERSION = {}


def version_facts(version=None):
    """The `Version` of CPython `version`: (major, minor), a record (returned
    as it is) or None (the running interpreter's).  An unknown version is a
    DecompilationError."""
    if isinstance(version, Version):
        return version
    number = tuple(sys.version_info[:2] if version is None else version[:2])
    facts = _BY_VERSION.get(number)
    if facts is None:
        if number not in KNOWN_VERSIONS:
            raise DecompilationError("no facts for Python %s bytecode (known: %s)"
                                     % (".".join(map(str, number)), _names(KNOWN_VERSIONS)))
        facts = _BY_VERSION[number] = _new_record(number)
    return facts


def version_of_magic(magic):
    """The (major, minor) whose .pyc files begin with `magic` (their first
    four bytes: the final release's magic number, then b"\\r\\n"); anything
    else is a DecompilationError naming it."""
    magic = bytes(magic[:4])
    for number in KNOWN_VERSIONS:
        if version_facts(number).magic_bytes == magic:
            return number
    raise DecompilationError("no known Python version writes .pyc files with the magic number %r (known: %s)"
                             % (magic, _names(KNOWN_VERSIONS)))
