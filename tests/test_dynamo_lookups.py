"""Dynamo's walrus lookup chains become statements in evaluation order
(depyf.pt2.dynamo_lookups), and only where nothing could see the move."""

import ast
import textwrap

import pytest

from depyf.pt2.dynamo_lookups import hoist_lookup_chains


def hoisted(src):
    tree = ast.parse(textwrap.dedent(src))
    hoist_lookup_chains(tree.body)
    return ast.unparse(ast.fix_missing_locations(tree)) if hasattr(ast, "unparse") else ast.dump(tree)


def runs_alike(src, namespace):
    """The statements leave the same names bound, before and after."""
    before, after = dict(namespace), dict(namespace)
    exec(textwrap.dedent(src), before)
    exec(hoisted(src), after)
    keys = set(before) - {"__builtins__"}
    assert {k: before[k] for k in keys} == {k: after[k] for k in keys}


class M:
    def __init__(self, **kw):
        self._modules = kw


@pytest.mark.skipif(not hasattr(ast, "unparse"), reason="ast.unparse needs 3.9")
def test_a_llama_parameter_chain_reads_as_statements():
    src = """
    w = (tmp_35 := (tmp_34 := tmp_33[0]._modules)['model']._modules)['embed']._parameters['weight']
    v = tmp_35['norm']._parameters['weight']
    """
    assert hoisted(src).splitlines() == [
        "tmp_34 = tmp_33[0]._modules",
        "tmp_35 = tmp_34['model']._modules",
        "w = tmp_35['embed']._parameters['weight']",
        "v = tmp_35['norm']._parameters['weight']",
    ]


def test_the_moved_chain_binds_the_same_values():
    class P:
        def __init__(self, w):
            self._parameters = {"weight": w}

    model = M(model=M(embed=P(1), norm=P(2)))
    src = """
    w = (tmp_35 := (tmp_34 := tmp_33[0]._modules)['model']._modules)['embed']._parameters['weight']
    v = tmp_35['norm']._parameters['weight']
    """
    runs_alike(src, {"tmp_33": [model]})


@pytest.mark.skipif(not hasattr(ast, "unparse"), reason="ast.unparse needs 3.9")
def test_a_dict_value_after_constant_keys_moves():
    src = "out = {'logits': x, 'cache': (tmp_26 := (tmp_25 := stack).cache)}"
    assert hoisted(src).splitlines() == ["tmp_25 = stack", "tmp_26 = tmp_25.cache", "out = {'logits': x, 'cache': tmp_26}"]


@pytest.mark.skipif(not hasattr(ast, "unparse"), reason="ast.unparse needs 3.9")
def test_a_call_argument_after_plain_reads_moves():
    src = "out = f(a, b, (t := x[0]).y, t)"
    assert hoisted(src).splitlines() == ["t = x[0]", "out = f(a, b, t.y, t)"]


@pytest.mark.parametrize(
    "src",
    [
        "out = f(a.b, (t := x[0]))",  # an attribute read runs first: it could see t's old value's object change
        "out = f(t, (t := x[0]))",  # the walrus rebinds a name read before it
        "out = a if c else (t := x)",  # conditional: may not run
        "out = g() + (t := x)",  # a call runs first
        "out = {'a': y[0], 'b': (t := x)}",  # a subscript runs first
        "out = {**m, 'b': (t := x)}",  # reading a mapping whole runs first
        "out = [i for i in (t := x)]",  # comprehension: its own scope
        "x[(t := 0)] = (u := 1)",  # a walrus in a target
        "while (t := x.y): pass",  # a loop's test runs each time round
    ],
)
def test_what_could_see_the_move_stays(src):
    before = ast.dump(ast.parse(src))
    tree = ast.parse(src)
    hoist_lookup_chains(tree.body)
    assert ast.dump(tree) == before


@pytest.mark.skipif(not hasattr(ast, "unparse"), reason="ast.unparse needs 3.9")
def test_nested_bodies_are_rewritten_in_place():
    src = """
    if c:
        y = (t := x._modules)['a']
    else:
        y = None
    """
    assert hoisted(src).splitlines() == ["if c:", "    t = x._modules", "    y = t['a']", "else:", "    y = None"]
