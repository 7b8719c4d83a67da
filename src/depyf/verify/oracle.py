"""A stand-in "decompiler" that returns the original source of each unit.

It checks the harness itself: with a perfect decompiler the round trip must
report (nearly) everything identical; whatever it does not is either harness
unfairness (a context.py bug) or bytecode that depends on line layout, i.e.
the ceiling a real decompiler can reach. Uses ast.unparse, so 3.9+ only.
"""

import ast

from ..errors import DecompilationError
from ..quiet import quiet_parse


class SourceOracle:
    def __init__(self, source):
        self.source = source
        self.tree = quiet_parse(source)
        self.by_line = {}
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                first = min([node.lineno] + [d.lineno for d in node.decorator_list])
                self.by_line.setdefault((node.name, first), node)
                self.by_line.setdefault((node.name, node.lineno), node)
            elif isinstance(node, ast.Lambda):
                self.by_line.setdefault(("<lambda>", node.lineno), node)

    def __call__(self, code):
        if code.co_name == "<module>":
            return self.source
        node = self.by_line.get((code.co_name, code.co_firstlineno))
        if node is None:
            raise DecompilationError("oracle: no source for %s" % code.co_name)
        if isinstance(node, ast.Lambda):
            return ast.unparse(node)
        # Decorators and 3.12+ type parameters are compiled in the enclosing
        # scope; a decompiler sees neither in the function's own code object.
        saved = node.decorator_list, getattr(node, "type_params", None)
        node.decorator_list = []
        if saved[1] is not None:
            node.type_params = []
        try:
            return ast.unparse(node)
        finally:
            node.decorator_list = saved[0]
            if saved[1] is not None:
                node.type_params = saved[1]
