"""Dynamo's lookup chains as plain statements.

Dynamo reads a model's parameters through chains that cache each step in a
walrus (`tmp_N := ...`), nested inside the statement that needs them:

    w = (tmp_35 := (tmp_34 := tmp_33[0]._modules)['model']._modules)['embed']._parameters['weight']

Each cached step becomes a statement of its own before that statement, in
the order Python evaluates them:

    tmp_34 = tmp_33[0]._modules
    tmp_35 = tmp_34['model']._modules
    w = tmp_35['embed']._parameters['weight']

A walrus is taken out only where nothing the statement evaluates before it
could see the difference: every earlier step of the statement is a plain
read of a name other than the walrus's target, or a constant.  Anything
else (an attribute read, a call, a conditional part) keeps the walrus where
it is.
"""

import ast

from ..lift.nodes import walk

# Statements whose expression is evaluated once, before anything else the
# statement does (an Assign's targets come after its value).
_SIMPLE = (ast.Assign, ast.Expr, ast.Return)
_INDEX = getattr(ast, "Index", None)


def hoist_lookup_chains(stmts, with_walrus=None):
    """Rewrite every statement list in `stmts` (nested bodies too), in place.
    `with_walrus`: the ids of the statements of `stmts` that hold a walrus,
    when the caller knows (the others, nested bodies and all, are passed
    over)."""
    k = 0
    while k < len(stmts):
        stmt = stmts[k]
        if with_walrus is not None and id(stmt) not in with_walrus:
            k += 1
            continue
        for field in ("body", "orelse", "finalbody"):
            inner = getattr(stmt, field, None)
            if isinstance(inner, list) and inner and isinstance(inner[0], ast.stmt):
                hoist_lookup_chains(inner)
        for handler in getattr(stmt, "handlers", ()):
            hoist_lookup_chains(handler.body)
        hoisted = _hoist_from(stmt)
        stmts[k:k] = hoisted
        k += len(hoisted) + 1


def _hoist_from(stmt):
    """The statements taken out of `stmt`, in order (`stmt` rewritten)."""
    if not isinstance(stmt, _SIMPLE) or getattr(stmt, "value", None) is None:
        return []
    if isinstance(stmt, ast.Assign) and any(isinstance(n, ast.NamedExpr) for t in stmt.targets for n in walk(t)):
        return []
    out = []
    while True:
        found = _first_hoistable(stmt.value)
        if found is None:
            return out
        walrus, parent, field, index = found
        out.append(ast.Assign(targets=[ast.Name(id=walrus.target.id, ctx=ast.Store())], value=walrus.value, type_comment=None))
        read = ast.Name(id=walrus.target.id, ctx=ast.Load())
        if parent is None:
            stmt.value = read
        elif index is None:
            setattr(parent, field, read)
        else:
            getattr(parent, field)[index] = read


class _Stop(Exception):
    """Evaluation reaches a step after which nothing may move."""


def _first_hoistable(expr):
    """(walrus, parent, field, index) of the first walrus `expr` evaluates
    (the innermost of nested ones), where everything evaluated before it,
    outside it, is a plain read of another name or a constant; None where
    there is none."""
    before = []
    try:
        for node, parent, field, index in _in_order(expr, None, None, None):
            if isinstance(node, ast.NamedExpr):
                own = {id(n) for n in walk(node.value)}
                for earlier in before:
                    if id(earlier) in own or isinstance(earlier, ast.Constant):
                        continue
                    if isinstance(earlier, ast.Name) and earlier.id != node.target.id:
                        continue
                    return None
                return node, parent, field, index
            before.append(node)
    except _Stop:
        return None
    return None


def _in_order(node, parent, field, index):
    """The nodes of `node` in the order Python evaluates them (operands
    before the operation, a walrus after its value), each with where it
    sits; `_Stop` at a step whose later parts may not run (a condition, a
    lambda, a comprehension) or that this reading does not follow."""
    if isinstance(node, ast.NamedExpr):
        yield from _in_order(node.value, node, "value", None)
    elif isinstance(node, (ast.Name, ast.Constant)):
        pass
    elif isinstance(node, ast.Attribute):
        yield from _in_order(node.value, node, "value", None)
    elif isinstance(node, ast.Subscript):
        yield from _in_order(node.value, node, "value", None)
        yield from _in_order(node.slice, node, "slice", None)
    elif isinstance(node, ast.Call):
        yield from _in_order(node.func, node, "func", None)
        for k, arg in enumerate(node.args):
            if isinstance(arg, ast.Starred):
                raise _Stop
            yield from _in_order(arg, node, "args", k)
        for keyword in node.keywords:
            yield from _in_order(keyword.value, keyword, "value", None)
    elif isinstance(node, (ast.Tuple, ast.List)):
        for k, elt in enumerate(node.elts):
            if isinstance(elt, ast.Starred):
                raise _Stop
            yield from _in_order(elt, node, "elts", k)
    elif isinstance(node, ast.Dict):
        for k, (key, value) in enumerate(zip(node.keys, node.values)):
            if key is None:
                raise _Stop  # `**mapping` (reads it whole)
            yield from _in_order(key, node, "keys", k)
            yield from _in_order(value, node, "values", k)
    elif _INDEX is not None and isinstance(node, _INDEX):  # 3.8's subscript wrapper
        yield from _in_order(node.value, node, "value", None)
        return
    elif isinstance(node, ast.Slice):
        for part in ("lower", "upper", "step"):
            if getattr(node, part) is not None:
                yield from _in_order(getattr(node, part), node, part, None)
        return
    elif isinstance(node, ast.BinOp):
        yield from _in_order(node.left, node, "left", None)
        yield from _in_order(node.right, node, "right", None)
    else:
        raise _Stop
    yield node, parent, field, index
