"""Output buffer of the printer: text, indentation, line numbers, and the
context managers used for blocks and delimiters."""

import contextlib


class Writer:
    def __init__(self, indent="    "):
        self._indent_unit = indent
        self._level = 0
        self._parts = []
        self._newlines = 0  # number of "\n" written so far

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
        yield
        self.write(end)

    @contextlib.contextmanager
    def parens_if(self, condition):
        if condition:
            self.write("(")
        yield
        if condition:
            self.write(")")

    def items(self, nodes, write_one, sep=", "):
        """Write ``nodes`` separated by ``sep`` using ``write_one(node)``."""
        first = True
        for node in nodes:
            if not first:
                self.write(sep)
            first = False
            write_one(node)
