"""Whether two syntax trees are the same: `ast.dump(a) == ast.dump(b)`
without building the two strings.

The lift compares statements and expressions for copies many times per
function; each `ast.dump` formats a whole subtree (and its nested closure
leaves a reference cycle for the collector), where a walk of the two trees
side by side stops at the first difference.  The answer must be the one
`ast.dump` gives on the running interpreter, so the walk keeps what it keeps
(the class name, each field present; never the line/column attributes) and
leaves out what it leaves out: a field not set, and (from 3.9) a None where
the class's default is None and (from 3.13) a None or empty list, but for
Constant and MatchSingleton.  Those omissions are facts of the running `ast`
module: detected from its own output, not looked up by version."""

import ast

_NONE_LEFT_OUT = ast.dump(ast.Return(value=None)) == "Return()"
_EMPTY_LEFT_OUT = ast.dump(ast.Delete(targets=[])) == "Delete()"
_NONE_SHOWN = tuple(getattr(ast, name) for name in ("Constant", "MatchSingleton") if hasattr(ast, name))

# Leaves whose repr is equal exactly when they are (a float is not: 0.0 == -0.0).
_PLAIN = frozenset((str, int, bool, type(None)))
_MISSING = object()


def same_tree(a, b):
    """`ast.dump(a) == ast.dump(b)` for ASTs, lists of them and leaf values."""
    if isinstance(a, ast.AST):
        return isinstance(b, ast.AST) and _same_node(a, b)
    if isinstance(a, list):
        return isinstance(b, list) and len(a) == len(b) and all(map(same_tree, a, b))
    if isinstance(b, (ast.AST, list)):
        return False
    if type(a) is type(b) and type(a) in _PLAIN:
        return a == b
    return repr(a) == repr(b)


def same_trees(a, b):
    """Pairwise `same_tree` of two statement lists, as comparing their dumps."""
    return len(a) == len(b) and all(map(same_tree, a, b))


def _same_node(a, b):
    cls = type(a)
    if cls is type(b):
        # One class, one field list: the fields written must match one by one.
        for name in a._fields:
            value_a = _shown(a, cls, name)
            value_b = _shown(b, cls, name)
            if value_a is _MISSING or value_b is _MISSING:
                if value_a is not value_b:
                    return False
            elif not same_tree(value_a, value_b):
                return False
        return True
    if a.__class__.__name__ != b.__class__.__name__:
        return False
    shown_a = _shown_fields(a)
    shown_b = _shown_fields(b)
    if len(shown_a) != len(shown_b):
        return False
    for (name_a, value_a), (name_b, value_b) in zip(shown_a, shown_b):
        if name_a != name_b or not same_tree(value_a, value_b):
            return False
    return True


def _shown_fields(node):
    """(name, value) of the fields `ast.dump` writes for `node`."""
    cls = type(node)
    shown = []
    for name in node._fields:
        value = _shown(node, cls, name)
        if value is not _MISSING:
            shown.append((name, value))
    return shown


def _shown(node, cls, name):
    """The field's value as `ast.dump` writes it, or _MISSING if left out."""
    value = getattr(node, name, _MISSING)
    if value is None and _NONE_LEFT_OUT and getattr(cls, name, ...) is None:
        return _MISSING
    if _EMPTY_LEFT_OUT and (value is None or value == []) and not isinstance(node, _NONE_SHOWN):
        return _MISSING
    return value
