"""depyf.lift.jump_tests: a test's `not` moves off the leaves the compiler
folds it into (constants, `is` / `in` tests), and the spelling compiles to
the same jumps as the reading it came from."""

import ast
import dis

import pytest

from depyf.lift.jump_tests import jump_test


def _spelled(source):
    return ast.unparse(jump_test(ast.parse(source, mode="eval").body)) if hasattr(ast, "unparse") else None


def _jumps(test):
    """The instructions of `if <test>: f()` (constants folded as the
    compiler does)."""
    code = compile("def _f(a, b, c):\n    if %s:\n        f()\n" % test, "<test>", "exec")
    body = next(c for c in code.co_consts if hasattr(c, "co_code"))
    return [(i.opname, i.argval if not isinstance(i.argval, int) or "JUMP" not in i.opname else None) for i in dis.get_instructions(body)]


@pytest.mark.skipif(not hasattr(ast, "unparse"), reason="ast.unparse is 3.9+")
@pytest.mark.parametrize(
    "read, spelled",
    [
        # nothing folds: the reading's own spelling stays
        ("not (a or b)", "not (a or b)"),
        ("not a and b", "not a and b"),
        # a constant's `not` moves up (De Morgan)
        ("not (not 1 and not a) or b", "(1 or a) or b"),
        ("not (not 1 and not a)", "1 or a"),
        # `not a is b` would be `a is not b`: the `not` stays above the `or`
        ("not (a is b) and not c", "not (a is b or c)"),
        # into a conditional expression's arms, never its test
        ("not (not 1 if a else b)", "(1 if a else not b)"),
    ],
)
def test_spelling(read, spelled):
    assert _spelled(read) == ast.unparse(ast.parse(spelled, mode="eval").body)


@pytest.mark.skipif(not hasattr(ast, "unparse"), reason="ast.unparse is 3.9+")
@pytest.mark.parametrize("read", ["not (a or b) and c", "not (not a and (b or not c))", "not (a if b else not c)", "not (not a or b) or c"])
def test_moves_keep_the_jumps(read):
    """The laws jump_test moves `not` by hold for the compiler: the
    spelling with every `not` pushed to the leaves jumps alike."""
    pushed = _Pushed().visit(ast.parse(read, mode="eval").body)
    assert _jumps(read) == _jumps(ast.unparse(pushed))


class _Pushed(ast.NodeTransformer):
    def visit_UnaryOp(self, node):
        if not isinstance(node.op, ast.Not):
            return node
        inner = node.operand
        if isinstance(inner, ast.BoolOp):
            dual = ast.Or() if isinstance(inner.op, ast.And) else ast.And()
            return self.visit(ast.BoolOp(op=dual, values=[ast.UnaryOp(op=ast.Not(), operand=v) for v in inner.values]))
        if isinstance(inner, ast.IfExp):
            return self.visit(ast.IfExp(test=inner.test, body=ast.UnaryOp(op=ast.Not(), operand=inner.body),
                                        orelse=ast.UnaryOp(op=ast.Not(), operand=inner.orelse)))
        if isinstance(inner, ast.UnaryOp) and isinstance(inner.op, ast.Not):
            return self.visit(inner.operand)
        return node
