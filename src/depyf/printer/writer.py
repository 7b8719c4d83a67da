"""Output buffer of the printer: text, indentation, line numbers, and the
context managers used for blocks and delimiters."""

import contextlib

_METHOD_TABLES = {}


def method_table(printer_class, prefix):
    """node class -> `printer_class`'s `<prefix><node class name>` function,
    filled as nodes come (`missing_method`): the printer dispatches once per
    node (a subscript: a getattr with a new string each time, or a `.get`
    call, showed in profiles).  A plain dict: a subscript of a dict subclass
    (one with `__missing__`) goes through a lookup of its `__getitem__` and
    a method call each time, the interpreter's dict subscript does not."""
    table = _METHOD_TABLES.get((printer_class, prefix))
    if table is None:
        table = _METHOD_TABLES[(printer_class, prefix)] = {}
    return table


def missing_method(table, printer_class, prefix, cls):
    """`printer_class`'s method for nodes of `cls`, kept in `table` (its
    `method_table(printer_class, prefix)`), found the first time one comes."""
    method = getattr(printer_class, prefix + cls.__name__, None)
    if method is None:
        kind = "expression" if prefix == "e_" else "statement"
        raise TypeError("cannot print %s node %s" % (kind, cls.__name__))
    table[cls] = method
    return method


class Writer:
    def __init__(self, indent="    "):
        self._indent_unit = indent
        self._level = 0
        self._parts = []
        self._newlines = 0  # number of "\n" written so far
        self._brackets = 0  # open delimiters: a line may break here
        self._unbreakable = 0  # inside an f-string's replacement field
        self._source_line = None  # original line of the current output line
        # level -> (a line break and that level's indentation, the line
        # breaks in it): one append a new line
        self._breaks = {}

    # -- raw output ---------------------------------------------------------
    def write(self, text):
        self._parts.append(text)
        if "\n" in text:
            self._newlines += text.count("\n")

    def getvalue(self):
        return "".join(self._parts)

    @property
    def lineno(self):
        """1-based number of the line being written."""
        return self._newlines + 1

    def new_line(self):
        """Start a new, indented line; returns its line number."""
        self._source_line = None
        parts = self._parts
        if parts:
            level = self._level
            entry = self._breaks.get(level)
            if entry is None:
                text = "\n" + self._indent_unit * level
                entry = self._breaks[level] = (text, text.count("\n"))
            parts.append(entry[0])
            self._newlines += entry[1]
            return self._newlines + 1
        # (`write`'s body, without its call)
        text = self._indent_unit * self._level
        parts.append(text)
        if "\n" in text:
            self._newlines += text.count("\n")
        return self._newlines + 1

    def blank_line(self):
        if self._parts:
            self.write("\n")

    # -- context managers ---------------------------------------------------
    # (classes, not @contextmanager generators: the printer opens one per
    # bracket and block, and a generator context manager costs three times
    # as much)
    def indented(self):
        return _Indented(self)

    def delimit(self, start, end):
        """`start` and `end` (brackets: no line break in them) around the with block."""
        return _Delimited(self, start, end)

    def parens_if(self, condition):
        return _Delimited(self, "(", ")") if condition else _NOTHING

    # The delimiters as two plain calls, for the printer's hot paths: a
    # `with` block costs an object, its __init__, __enter__ and __exit__
    # (calls the interpreter cannot inline), once per call, display and
    # parenthesised operand.  What they leave open when the text between
    # raises is put back by the one caller that goes on after an exception
    # (fstrings._render_in).
    def open_bracket(self, start):
        self._parts.append(start)
        self._brackets += 1

    def close_bracket(self, end):
        self._brackets -= 1
        self._parts.append(end)

    def then_write(self, text):
        """Write `text` after the with block, unless it raised."""
        return _Then(self, text)

    @contextlib.contextmanager
    def unbreakable(self):
        self._unbreakable += 1
        try:
            yield
        finally:
            self._unbreakable -= 1

    def follow_source_line(self, line):
        """Start a new output line if `line` is past the current one's
        original line and a bracket is open (see layout.py)."""
        if self._source_line is None or line <= self._source_line:
            if self._source_line is None:
                self._source_line = line
            return
        self._source_line = line
        if self._brackets and not self._unbreakable:
            if self._parts and self._parts[-1].endswith(" "):
                self._parts[-1] = self._parts[-1].rstrip(" ")
            self.write("\n" + self._indent_unit * (self._level + 1))

    def comma_exprs(self, nodes, prec):
        """``nodes`` as expressions at ``prec``, separated by ``, `` (`items`
        with ``self.expr``, without a function made and called per item)."""
        parts = self._parts
        expr = self.expr
        first = True
        for node in nodes:
            if first:
                first = False
            else:
                parts.append(", ")
            expr(node, prec)

    def items(self, nodes, write_one, sep=", "):
        """Write ``nodes`` separated by ``sep`` using ``write_one(node)``."""
        # (`write`'s body for the separator, without its call)
        newlines = sep.count("\n")
        first = True
        for node in nodes:
            if not first:
                self._parts.append(sep)
                if newlines:
                    self._newlines += newlines
            first = False
            write_one(node)


class _Indented:
    __slots__ = ("writer",)

    def __init__(self, writer):
        self.writer = writer

    def __enter__(self):
        self.writer._level += 1

    def __exit__(self, *exc):
        self.writer._level -= 1


class _Delimited:
    """`start`, then what the block writes (a line may break inside), then
    `end` unless the block raised."""

    __slots__ = ("writer", "start", "end")

    def __init__(self, writer, start, end):
        self.writer = writer
        self.start = start
        self.end = end

    # (the delimiters are brackets: no line break in them to count, and no
    # `write` call for them)
    def __enter__(self):
        writer = self.writer
        writer._parts.append(self.start)
        writer._brackets += 1

    def __exit__(self, exc_type, exc, tb):
        writer = self.writer
        writer._brackets -= 1
        if exc_type is None:
            writer._parts.append(self.end)


class _Then:
    __slots__ = ("writer", "text")

    def __init__(self, writer, text):
        self.writer = writer
        self.text = text

    def __enter__(self):
        pass

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.writer.write(self.text)


_NOTHING = contextlib.nullcontext()
