"""Turn a Python ``ast`` tree into source text (standard library only).

    >>> to_source(ast.parse("x = (a + b) * c"))
    'x = (a + b) * c\\n'

The output parses back to the same tree (``ast.dump`` equality) on the running
interpreter, 3.8 through 3.13, and constants compile back to identical values.
"""

import ast
import sys

from .expressions import ExpressionPrinter
from .fstrings import FStringPrinter
from .patterns import PatternPrinter
from .prepare import prepare
from .precedence import Prec
from .statements import StatementPrinter
from .wrap import WrappingPrinter
from .writer import Writer, method_table

__all__ = ["SourcePrinter", "Prec", "to_source"]


class SourcePrinter(
    StatementPrinter, PatternPrinter, FStringPrinter, ExpressionPrinter, WrappingPrinter, Writer
):
    """Prints one tree.  After :meth:`print`, ``statement_lines`` maps
    ``id(stmt)`` of every printed statement (and except handler / match case)
    to the 1-based output line it starts on (None with ``lines=False``: not
    recorded)."""

    def __init__(self, indent="    ", layout=True, width=None, lines=True):
        Writer.__init__(self, indent)
        self.width = width
        self.statement_lines = {} if lines else None
        self.layout = layout
        self.expr_methods = method_table(type(self), "e_")
        self.stmt_methods = method_table(type(self), "s_")

    def print(self, node):
        prepare(node, self.layout)
        if isinstance(node, list):
            self.statements(node)
            return self.getvalue() + "\n"
        if isinstance(node, ast.Expression):
            node = node.body
        elif isinstance(node, ast.FunctionType):
            with self.delimit("(", ")"):
                self.exprs(node.argtypes)
            self.write(" -> ")
            self.expr(node.returns)
            return self.getvalue()
        if isinstance(node, getattr(ast, "pattern", ())):  # 3.10+
            self.pattern(node)
            return self.getvalue()
        if isinstance(node, ast.expr):
            self.expr(node, Prec.TUPLE)
            return self.getvalue()
        self.stmt(node)
        return self.getvalue() + "\n"


# Deep trees need more than the default recursion limit.  Before 3.12 every
# Python call also uses C stack, so the limit stays where that is still safe.
_RECURSION_HEADROOM = 20000 if sys.version_info >= (3, 12) else 8000


def to_source(node, indent="    ", line_map=None, layout=True, width=None):
    """Source text for ``node``: an ast.Module (or Interactive/Expression), a
    statement, a list of statements, or an expression.

    Statements end with a newline; an expression does not.  If ``line_map`` is
    a dict it receives ``id(stmt) -> output line`` for every statement.
    ``layout=False`` skips the original's line layout (see ``layout.py``) for
    trees that carry no line marks (a walk over the whole tree saved).
    ``width``: wrap calls, displays and conditions that would run past it
    (see ``wrap.py``); None keeps each expression on its line.
    """
    printer = SourcePrinter(indent, layout, width, lines=line_map is not None)
    limit = sys.getrecursionlimit()
    if limit < _RECURSION_HEADROOM:  # deeply nested expressions (a + b + ... )
        sys.setrecursionlimit(_RECURSION_HEADROOM)
    try:
        text = printer.print(node)
    finally:
        sys.setrecursionlimit(limit)
    if line_map is not None:
        line_map.update(printer.statement_lines)
    return text
