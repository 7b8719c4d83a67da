"""lift/same_tree.py must answer exactly as `ast.dump(a) == ast.dump(b)`
on the running interpreter (the lift's copy tests depended on that)."""

import ast
import copy
import itertools

from depyf.lift.same_tree import same_tree, same_trees

SOURCE = """
def f(a, b=1, *c, d, **e):
    global g
    x = a.b[1:2] if a else -0.0
    try:
        return f"{x!r:>10}", (1, 2.0), b'x', ...
    except (ValueError, TypeError) as err:
        raise RuntimeError() from err
    finally:
        del x
    for i, j in zip(a, b):
        yield
    with open(a) as h, open(b):
        return
"""


def _edge_cases():
    return [
        ast.Return(), ast.Return(value=None), ast.Return(value=ast.Constant(value=None)),
        ast.Constant(value=0.0), ast.Constant(value=-0.0), ast.Constant(value=1), ast.Constant(value=True),
        ast.Constant(value=1.0), ast.Constant(value=float("nan")), ast.Constant(value=(1, 2)), ast.Constant(value=(1, 2.0)),
        ast.Constant(value=1, kind="u"), ast.Constant(value=1, kind=None),
        ast.Name(id="x"), ast.Name(id="x", ctx=ast.Load()), ast.Name(id="x", ctx=ast.Store()),
        ast.Delete(targets=[]), ast.Global(names=["a"]), ast.Global(names=["b"]),
        ast.Expr(value=ast.Name(id="x", ctx=ast.Load(), lineno=3)), ast.Expr(value=ast.Name(id="x", ctx=ast.Load(), lineno=5)),
    ]


def test_same_tree_answers_as_dump_equality():
    nodes = list(ast.walk(ast.parse(SOURCE))) + _edge_cases()
    nodes += [copy.deepcopy(n) for n in nodes[:40]]
    for a, b in itertools.product(nodes, repeat=2):
        assert same_tree(a, b) == (ast.dump(a) == ast.dump(b)), (ast.dump(a), ast.dump(b))


def test_same_trees_compares_statement_lists():
    one = ast.parse("x = 1\nreturn x").body
    again = ast.parse("x = 1\n\n\nreturn x").body
    assert same_trees(one, again)
    assert not same_trees(one, again[:1])
    assert not same_trees(one, ast.parse("x = 2\nreturn x").body)
