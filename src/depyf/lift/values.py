"""Runtime values (a function's defaults) back into expressions."""

import ast
import builtins

_ATOMS = (type(None), bool, int, float, complex, str, bytes, type(Ellipsis))


def value_expr(value, namespace):
    """An expression that evaluates to `value`, or None when there is none.

    Literals are written out; other objects are named when the function's
    globals (or the builtins) bind a name to that very object.
    """
    if isinstance(value, _ATOMS):
        return ast.Constant(value=value, kind=None)
    if type(value) in (tuple, list, set, frozenset):
        items = [value_expr(v, namespace) for v in value]
        if any(i is None for i in items):
            return _named(value, namespace)
        if type(value) is tuple:
            return ast.Tuple(elts=items, ctx=ast.Load())
        if type(value) is list:
            return ast.List(elts=items, ctx=ast.Load())
        if type(value) is set and items:
            return ast.Set(elts=items)
        return _named(value, namespace)
    if type(value) is dict:
        keys = [value_expr(k, namespace) for k in value]
        values = [value_expr(v, namespace) for v in value.values()]
        if any(k is None for k in keys) or any(v is None for v in values):
            return _named(value, namespace)
        return ast.Dict(keys=keys, values=values)
    return _named(value, namespace)


def _named(value, namespace):
    for source in (namespace or {}, vars(builtins)):
        for key, candidate in source.items():
            if candidate is value and isinstance(key, str) and key.isidentifier():
                return ast.Name(id=key, ctx=ast.Load())
    return None


def function_defaults(function):
    """(defaults, kwdefaults) of a function object as expressions, or (None, None)."""
    namespace = getattr(function, "__globals__", None)
    defaults = getattr(function, "__defaults__", None) or ()
    kwdefaults = getattr(function, "__kwdefaults__", None) or {}
    pos = [value_expr(v, namespace) for v in defaults]
    kw = {k: value_expr(v, namespace) for k, v in kwdefaults.items()}
    if any(p is None for p in pos) or any(v is None for v in kw.values()):
        return None, None
    return pos, kw
