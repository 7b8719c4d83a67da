"""Open a `.pyc` file of any CPython 3.8-3.13.

The header (Lib/importlib/_bootstrap_external.py, PEP 552) is 16 bytes: a
magic number naming the bytecode format, a flags word (bit 0: hash-based,
then bit 1: checked), and either the source's mtime and size or its hash.
Each release freezes one magic number; the numbers between two releases
belong to that version's alphas and betas, whose bytecode is not the
release's.  Code of the running interpreter is read by `marshal` (a real
code object); code of another version by `marshal_reader` (a `CodeRecord`).
"""

import marshal

from ..errors import DecompilationError
from .code_record import RUNNING_VERSION
from .marshal_reader import MarshalError, loads
from .versions import MEASURED_VERSIONS, version_facts, version_of_magic as release_of_magic

# The versions read: those whose layouts were measured.
READ_VERSIONS = MEASURED_VERSIONS

# The number ranges each version's development used (3.11 on: 2900 + 50 * minor).
_MAGIC_RANGES = (
    (3400, 3419, "3.8"),
    (3420, 3429, "3.9"),
    (3430, 3449, "3.10"),
    (3450, 3499, "3.11"),
    (3500, 3549, "3.12"),
    (3550, 3599, "3.13"),
    (3600, 3649, "3.14"),
    (3650, 3699, "3.15"),
    (3000, 3399, "3.0-3.7"),
    (20000, 62299, "2.x"),
)
HEADER_SIZE = 16
_FLAGS_KNOWN = 0b11


class PycError(ValueError):
    """A file that is not a readable .pyc, with the file's name and why."""


def _range_of(number):
    for low, high, version in _MAGIC_RANGES:
        if low <= number <= high:
            return version
    return None


def version_of_magic(number, path):
    """(3, minor) of a release's magic `number` whose bytecode depyf reads
    (the version records know each release's); PycError otherwise, saying
    whose number it is."""
    try:
        version = release_of_magic(number.to_bytes(2, "little") + b"\r\n")
    except DecompilationError:
        version = None
    if version in READ_VERSIONS:
        return version
    family = _range_of(number)
    if family is None:
        raise PycError("%s has an unknown bytecode magic number %d (not CPython 3.8-3.13)" % (path, number))
    known = "%d.%d" % READ_VERSIONS[0] + "-" + "%d.%d" % READ_VERSIONS[-1]
    if family in {"%d.%d" % v for v in READ_VERSIONS}:
        release = version_facts(tuple(int(x) for x in family.split("."))).magic
        raise PycError("%s was compiled by a pre-release of CPython %s (magic %d; the release's is %d): "
                       "its bytecode is not the release's" % (path, family, number, release))
    raise PycError("%s was compiled by CPython %s (magic %d): depyf reads the bytecode of CPython %s"
                   % (path, family, number, known))


def read_header(data, path):
    """(version, flags) from a .pyc's header; PycError when it is not one."""
    if len(data) < 4 or data[2:4] != b"\r\n":
        raise PycError("%s is not a .pyc file (no bytecode header)" % path)
    version = version_of_magic(int.from_bytes(data[:2], "little"), path)
    if len(data) < HEADER_SIZE:
        raise PycError("%s is truncated: the header needs %d bytes, the file has %d" % (path, HEADER_SIZE, len(data)))
    flags = int.from_bytes(data[4:8], "little")
    if flags & ~_FLAGS_KNOWN:
        raise PycError("%s has invalid header flags %#x" % (path, flags))
    return version, flags


def loads_pyc(data, path="<pyc>"):
    """(code, version) from the bytes of a .pyc: a code object when
    `version` is the running interpreter's, a `CodeRecord` otherwise."""
    version, _flags = read_header(data, path)
    body = data[HEADER_SIZE:]
    if not body:
        raise PycError("%s is truncated: no code after the header" % path)
    if version == RUNNING_VERSION:
        try:
            code = marshal.loads(body)
        except (ValueError, EOFError, TypeError) as exc:
            raise PycError("%s: corrupt bytecode (%s)" % (path, exc))
    else:
        try:
            code = loads(body, version)
        except MarshalError as exc:
            raise PycError("%s: corrupt bytecode (%s)" % (path, exc))
    if not hasattr(code, "co_code"):
        raise PycError("%s does not hold a code object (it holds a %s)" % (path, type(code).__name__))
    return code, version


def load_pyc(path):
    """(code, version) of the .pyc file at `path` (see `loads_pyc`)."""
    with open(path, "rb") as f:
        return loads_pyc(f.read(), path)
