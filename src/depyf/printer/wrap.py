"""Wrapping of long calls, displays and conditions at a chosen width.

With `width` set, a call, list, tuple, set or dict display, `and`/`or`
chain or def's parameter list whose one-line text would run past the width from where it starts is
written one element a line, indented one level deeper, with a trailing
comma (a condition gets parentheses and one operand a line); each element
is wrapped the same way when it is still too long.  What fits stays on one
line.  Only the layout changes: the tree parsed back is the same, but for
a `global`/`nonlocal` too long for the width, written as several.

Used for code with no source lines of its own to follow (Dynamo's: a model's
graph call passes dozens of parameters).
"""

import ast

from .precedence import LEVELS as Prec, boolop  # (the members, read fast: precedence._Levels)


class WrappingPrinter:
    width = None

    # -- measuring ----------------------------------------------------------
    def _column(self):
        """Characters on the output line so far."""
        n = 0
        for part in reversed(self._parts):
            cut = part.rfind("\n")
            if cut >= 0:
                return n + len(part) - cut - 1
            n += len(part)
        return n

    def _flat(self, node, prec):
        """`node` written on one line (no wrapping, no source layout)."""
        flat = type(self)(self._indent_unit, layout=False)
        flat._brackets = 1  # inside the caller's bracket: no line breaks
        flat.expr(node, prec)
        return flat.getvalue()

    def wraps(self, node, prec):
        """Write `node` on one line if it fits (True: done), or say that the
        caller must wrap it (False)."""
        if self.width is None or self._unbreakable:
            return None
        text = self._flat(node, prec)
        if "\n" in text or self._column() + len(text) <= self.width:
            self.write(text)
            return True
        return False

    def written_or_wrapped(self, node, prec, wrapped, *extra):
        """With a width set: `node` written on one line where it fits, else
        by `wrapped(node, *extra)`; True when written either way."""
        done = self.wraps(node, prec)
        if done is None:
            return False
        if not done:
            wrapped(node, *extra)
        return True

    def parameters_too_long(self, args):
        """Whether a def's parameter list, on one line from here, would run
        past the width (with its closing `):`)."""
        flat = type(self)(self._indent_unit, layout=False)
        flat._brackets = 1
        flat.arguments(args)
        return self._column() + len(flat.getvalue()) + 3 > self.width

    # -- wrapped forms ------------------------------------------------------
    def wrapped_items(self, start, items, write_one, end):
        """`start`, each item on a line of its own one level deeper with a
        comma after it, then `end` on a line back at this level."""
        self.write(start)
        self._brackets += 1
        with self.indented():
            for item in items:
                self.write("\n" + self._indent_unit * self._level)
                write_one(item)
                self.write(",")
        self._brackets -= 1
        self.write("\n" + self._indent_unit * self._level + end)

    def wrapped_call(self, node):
        self.expr(node.func, Prec.ATOM)
        self.wrapped_items("(", list(node.args) + list(node.keywords), self._call_argument, ")")

    def wrapped_display(self, node, start, end):
        if isinstance(node, ast.Dict):
            self.wrapped_items(start, list(zip(node.keys, node.values)), self._dict_item, end)
        else:
            self.wrapped_items(start, node.elts, self.expr, end)

    def wrapped_boolop(self, node):
        word, own = boolop(node.op)
        self.write("(")
        self._brackets += 1
        with self.indented():
            for k, value in enumerate(node.values):
                self.write("\n" + self._indent_unit * self._level + ("%s " % word if k else ""))
                self.expr(value, own.next())
        self._brackets -= 1
        self.write("\n" + self._indent_unit * self._level + ")")
