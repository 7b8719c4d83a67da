"""Output buffer of the printer: text, indentation, line numbers, and the
context managers used for blocks and delimiters."""

import contextlib


class Writer:
    def __init__(self, indent="    "):
        self._indent_unit = indent
        self._level = 0
        self._parts = []
        self._newlines = 0  # number of "\n" written so far
        self._brackets = 0  # open delimiters: a line may break here
        self._unbreakable = 0  # inside an f-string's replacement field
        self._source_line = None  # original line of the current output line

    # -- raw output ---------------------------------------------------------
    def write(self, *texts):
        for text in texts:
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
        if self._parts:
            self.write("\n")
        self.write(self._indent_unit * self._level)
        return self.lineno

    def blank_line(self):
        if self._parts:
            self.write("\n")

    # -- context managers ---------------------------------------------------
    @contextlib.contextmanager
    def indented(self):
        self._level += 1
        try:
            yield
        finally:
            self._level -= 1

    @contextlib.contextmanager
    def delimit(self, start, end):
        self.write(start)
        self._brackets += 1
        try:
            yield
        finally:
            self._brackets -= 1
        self.write(end)

    @contextlib.contextmanager
    def parens_if(self, condition):
        if condition:
            self.write("(")
            self._brackets += 1
        try:
            yield
        finally:
            if condition:
                self._brackets -= 1
        if condition:
            self.write(")")

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

    def items(self, nodes, write_one, sep=", "):
        """Write ``nodes`` separated by ``sep`` using ``write_one(node)``."""
        first = True
        for node in nodes:
            if not first:
                self.write(sep)
            first = False
            write_one(node)
