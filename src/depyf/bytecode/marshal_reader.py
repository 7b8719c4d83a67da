"""Read the marshal data of a `.pyc` written by any CPython 3.8-3.13.

The `marshal` module only reads code objects of its own interpreter; this
reader rebuilds every other value as the same Python object (ints, floats,
strings, bytes, tuples, frozensets...) and each code object as a
`CodeRecord` of the version given.  Facts from CPython's Python/marshal.c:
one type byte per object, its high bit (FLAG_REF) asking that the object be
remembered for later back-references ('r' + index); containers and code
objects take their index before their contents are read.  Code objects
differ by version: 3.8-3.10 store varnames/freevars/cellvars and nlocals,
3.11+ one localsplus list with a kind per name, a qualname and an exception
table.
"""

import struct

from .code_record import CodeRecord, split_localsplus

FLAG_REF = 0x80
_DEPTH_LIMIT = 2000  # marshal.c's MAX_MARSHAL_STACK_DEPTH


class MarshalError(ValueError):
    """Marshal data that cannot be read, with the reason and byte offset."""


_UNSET = object()  # a reserved reference whose object is still being read

_CONSTANTS = {
    ord("N"): None,
    ord("F"): False,
    ord("T"): True,
    ord("."): Ellipsis,
    ord("S"): StopIteration,
}


class _Reader:
    def __init__(self, data, version):
        self.data = data
        self.pos = 0
        self.version = version
        self.refs = []
        self.depth = 0

    # ---------------------------------------------------------- raw reads
    def fail(self, reason):
        raise MarshalError("bad marshal data at byte %d: %s" % (self.pos, reason))

    def take(self, n):
        end = self.pos + n
        if n < 0 or end > len(self.data):
            self.fail("truncated (%d bytes wanted, %d left)" % (n, len(self.data) - self.pos))
        chunk = self.data[self.pos:end]
        self.pos = end
        return chunk

    def byte(self):
        if self.pos >= len(self.data):
            self.fail("truncated (1 byte wanted, 0 left)")
        b = self.data[self.pos]
        self.pos += 1
        return b

    def long(self):
        return struct.unpack("<i", self.take(4))[0]

    def size(self, what):
        n = self.long()
        if n < 0:
            self.fail("negative %s size %d" % (what, n))
        return n

    # ------------------------------------------------------------ objects
    def reserve(self, flag):
        if not flag:
            return None
        self.refs.append(_UNSET)
        return len(self.refs) - 1

    def fill(self, index, value):
        if index is not None:
            self.refs[index] = value
        return value

    def remember(self, flag, value):
        if flag:
            self.refs.append(value)
        return value

    def object(self):
        self.depth += 1
        if self.depth > _DEPTH_LIMIT:
            self.fail("nested too deeply")
        head = self.byte()
        flag, kind = head & FLAG_REF, head & ~FLAG_REF
        try:
            if kind in _CONSTANTS:
                return _CONSTANTS[kind]
            reader = _READERS.get(kind)
            if reader is None:
                self.pos -= 1
                self.fail("unknown type code %r" % chr(kind))
            return reader(self, flag)
        finally:
            self.depth -= 1

    def value(self, what):
        """An object that must be there (not the NULL that ends a dict)."""
        value = self.object()
        if value is _NULL:
            self.fail("NULL where %s was expected" % what)
        return value


class _Null:
    """The NULL marker ('0'): ends a dict's pairs."""


_NULL = _Null()


def _ref(r, flag):
    index = r.long()
    if not 0 <= index < len(r.refs) or r.refs[index] is _UNSET:
        r.fail("invalid reference %d" % index)
    return r.refs[index]


def _int(r, flag):
    return r.remember(flag, r.long())


def _int64(r, flag):
    return r.remember(flag, struct.unpack("<q", r.take(8))[0])


def _long(r, flag):
    n = r.long()
    value = 0
    for k in range(abs(n)):
        digit = struct.unpack("<H", r.take(2))[0]
        if digit >= 1 << 15:
            r.fail("digit out of range in long")
        value |= digit << (15 * k)
    return r.remember(flag, -value if n < 0 else value)


def _float_text(r):
    text = r.take(r.byte())
    try:
        return float(text.decode("ascii"))
    except (UnicodeDecodeError, ValueError):
        r.fail("bad float text %r" % text)


def _float(r, flag):
    return r.remember(flag, _float_text(r))


def _binary_float(r, flag):
    return r.remember(flag, struct.unpack("<d", r.take(8))[0])


def _complex(r, flag):
    real = _float_text(r)
    return r.remember(flag, complex(real, _float_text(r)))


def _binary_complex(r, flag):
    real, imag = struct.unpack("<dd", r.take(16))
    return r.remember(flag, complex(real, imag))


def _bytes(r, flag):
    return r.remember(flag, r.take(r.size("bytes")))


def _text(r, flag):
    raw = r.take(r.size("string"))
    try:
        return r.remember(flag, raw.decode("utf-8", "surrogatepass"))
    except UnicodeDecodeError as exc:
        r.fail("bad UTF-8 string (%s)" % exc.reason)


def _ascii(r, flag):
    return r.remember(flag, r.take(r.size("string")).decode("latin-1"))


def _short_ascii(r, flag):
    return r.remember(flag, r.take(r.byte()).decode("latin-1"))


def _items(r, n, what):
    return [r.value("an item of a " + what) for _ in range(n)]


def _tuple(r, flag):
    index = r.reserve(flag)
    return r.fill(index, tuple(_items(r, r.size("tuple"), "tuple")))


def _small_tuple(r, flag):
    index = r.reserve(flag)
    return r.fill(index, tuple(_items(r, r.byte(), "tuple")))


def _list(r, flag):
    value = r.remember(flag, [])
    value.extend(_items(r, r.size("list"), "list"))
    return value


def _dict(r, flag):
    value = r.remember(flag, {})
    while True:
        key = r.object()
        if key is _NULL:
            return value
        value[key] = r.value("a dict value")


def _set(r, flag):
    value = r.remember(flag, set())
    value.update(_items(r, r.size("set"), "set"))
    return value


def _frozenset(r, flag):
    index = r.reserve(flag)
    return r.fill(index, frozenset(_items(r, r.size("frozenset"), "frozenset")))


def _slice(r, flag):  # 3.14+ (marshal version 5)
    index = r.reserve(flag)
    start = r.value("a slice's start")
    stop = r.value("a slice's stop")
    return r.fill(index, slice(start, stop, r.value("a slice's step")))


def _null(r, flag):
    return _NULL


def _code_fields_38(r):
    """The fields 3.8-3.10 write, in their order."""
    fields = {}
    for name in ("co_argcount", "co_posonlyargcount", "co_kwonlyargcount", "co_nlocals", "co_stacksize", "co_flags"):
        fields[name] = r.long()
    for name in ("co_code", "co_consts", "co_names", "co_varnames", "co_freevars", "co_cellvars", "co_filename",
                 "co_name"):
        fields[name] = r.value(name)
    fields["co_firstlineno"] = r.long()
    fields["co_lnotab" if r.version < (3, 10) else "co_linetable"] = r.value("the line table")
    return fields


def _code_fields_311(r):
    """The fields 3.11+ write, in their order; locals spelled as before."""
    fields = {}
    for name in ("co_argcount", "co_posonlyargcount", "co_kwonlyargcount", "co_stacksize", "co_flags"):
        fields[name] = r.long()
    for name in ("co_code", "co_consts", "co_names"):
        fields[name] = r.value(name)
    names = r.value("localsplusnames")
    kinds = r.value("localspluskinds")
    if not isinstance(names, tuple) or not isinstance(kinds, bytes) or len(names) != len(kinds):
        r.fail("localsplusnames and localspluskinds do not match")
    varnames, cellvars, freevars = split_localsplus(names, kinds)
    fields.update(co_varnames=varnames, co_cellvars=cellvars, co_freevars=freevars, co_nlocals=len(varnames))
    for name in ("co_filename", "co_name", "co_qualname"):
        fields[name] = r.value(name)
    fields["co_firstlineno"] = r.long()
    fields["co_linetable"] = r.value("the line table")
    fields["co_exceptiontable"] = r.value("the exception table")
    return fields


_CODE_TYPES = {
    "co_code": bytes, "co_consts": tuple, "co_names": tuple, "co_varnames": tuple, "co_freevars": tuple,
    "co_cellvars": tuple, "co_filename": str, "co_name": str, "co_qualname": str, "co_lnotab": bytes,
    "co_linetable": bytes, "co_exceptiontable": bytes,
}


def _code(r, flag):
    index = r.reserve(flag)
    start = r.pos
    fields = _code_fields_311(r) if r.version >= (3, 11) else _code_fields_38(r)
    for name, value in fields.items():
        wanted = _CODE_TYPES.get(name)
        if wanted is not None and not isinstance(value, wanted):
            r.pos = start
            r.fail("a code object's %s is a %s" % (name, type(value).__name__))
    return r.fill(index, CodeRecord(r.version, **fields))


_READERS = {
    ord(k): f
    for k, f in (
        ("r", _ref), ("i", _int), ("I", _int64), ("l", _long), ("f", _float), ("g", _binary_float),
        ("x", _complex), ("y", _binary_complex), ("s", _bytes), ("t", _text), ("u", _text), ("a", _ascii),
        ("A", _ascii), ("z", _short_ascii), ("Z", _short_ascii), ("(", _tuple), (")", _small_tuple),
        ("[", _list), ("{", _dict), ("<", _set), (">", _frozenset), (":", _slice), ("c", _code), ("0", _null),
    )
}


def loads(data, version):
    """The object marshalled in `data` by CPython `version` ((3, minor)),
    its code objects as `CodeRecord`s; a MarshalError says what is wrong."""
    r = _Reader(data, tuple(version))
    try:
        value = r.object()
    except RecursionError:
        r.fail("nested too deeply")
    if value is _NULL:
        r.fail("NULL object")
    return value
