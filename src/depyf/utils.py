"""`depyf.utils`: the helpers the older depyf's clients import.

`decompile_ensure(code, overwite_fn_name=None)` always gives a def: the
decompiled source, or the function's signature over a body that says why
it could not be decompiled (serving engines log it for every compile and
must not fail on one).  `get_code_owner(fn)` is the function whose code a
callable runs (a bound method, partial, decorated function or callable
instance peeled to it): the object whose `__code__` may be assigned.
"""

import inspect
import types

from .owner import code_owner

__all__ = ["decompile_ensure", "get_code_owner"]


def get_code_owner(fn):
    """The function (or code object) that owns the code `fn` runs."""
    return code_owner(fn)


def _signature(code, name):
    """`def name(params):` for `code`, parameters without defaults."""
    names = list(code.co_varnames)
    positional = code.co_argcount
    posonly = getattr(code, "co_posonlyargcount", 0)
    params = [n if n.isidentifier() else "arg_%d" % i for i, n in enumerate(names[:positional])]
    if posonly:
        params.insert(posonly, "/")
    rest = positional + code.co_kwonlyargcount
    keyword_only = names[positional:rest]
    if code.co_flags & inspect.CO_VARARGS:
        params.append("*" + names[rest])
        rest += 1
    elif keyword_only:
        params.append("*")
    params.extend(keyword_only)
    if code.co_flags & inspect.CO_VARKEYWORDS:
        params.append("**" + names[rest])
    return "def %s(%s):\n" % (name, ", ".join(params))


def _def_name(code, overwite_fn_name):
    if overwite_fn_name:
        return overwite_fn_name
    name = getattr(code, "co_name", "")
    return name if name.isidentifier() else "_"


def decompile_ensure(fn, overwite_fn_name=None, overwrite_fn_name=None):
    """Source for `fn` (a code object or anything `depyf.decompile` takes),
    or a def whose body is a string saying it failed and why.  Never raises."""
    from .api import Decompiler

    name = overwrite_fn_name or overwite_fn_name
    try:
        return Decompiler(fn).decompile(overwite_fn_name=name)
    except Exception as e:  # the promise is a def, whatever went wrong
        reason = "%s: %s" % (type(e).__name__, e)
    try:
        from .owner import code_of

        code = code_of(fn)
        header = _signature(code, _def_name(code, name))
    except Exception:
        header = "def %s(*args, **kwargs):\n" % (name or "_")
    return header + "    %r\n" % ("Failed to decompile. " + reason)
