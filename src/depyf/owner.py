"""The object that owns the code behind a callable.

`depyf.decompile` and `Decompiler` take what users hand them: functions,
bound and class methods, `functools.partial`, `lru_cache` and other
decorators that keep `__wrapped__`, callable instances.  Only a function owns
its code (a bound method's `__code__` is read-only, a partial has none), so
each wrapper is peeled until a function or code object is left.  A function
that `functools.wraps` another is peeled too: the user means the function
they decorated.
"""

import functools
import sys
import types

# Wrappers peeled at most this many times: a decorator whose `__wrapped__`
# leads back to itself must end in the TypeError, not a hang.
_MAX_PEELS = 100


def is_code(obj):
    """A code object, or a `CodeRecord` of another version's code (one
    exists only once its module is imported: `import depyf` stays light)."""
    if isinstance(obj, types.CodeType):
        return True
    records = sys.modules.get("depyf.bytecode.code_record")
    return records is not None and isinstance(obj, records.CodeRecord)


def _peel(obj):
    """The next object inward, or None when `obj` wraps nothing."""
    try:
        inner = getattr(obj, "__func__", None)  # bound, class and static methods
    except Exception:  # proxies may raise anything from __getattr__
        inner = None
    if inner is not None:
        return inner
    if isinstance(obj, functools.partial):
        return obj.func
    try:
        inner = getattr(obj, "__wrapped__", None)  # lru_cache, functools.wraps
    except Exception:  # proxies may raise anything from __getattr__
        inner = None
    if inner is not None:
        return inner
    if isinstance(obj, type):
        return None  # a class's __call__ makes instances; its methods are decompiled one by one
    call = getattr(type(obj), "__call__", None)
    if isinstance(call, types.FunctionType):  # an instance of a class that defines __call__
        return call
    return None


def code_owner(obj):
    """The function (or code object) whose code `obj` runs; `obj` itself
    when nothing owns code."""
    for _ in range(_MAX_PEELS):
        if is_code(obj):  # a code object, or a CodeRecord of another version's
            return obj
        inner = _peel(obj)
        if inner is None or inner is obj:
            return obj
        obj = inner
    return obj


def code_of(obj):
    """The code object behind `obj`; a TypeError naming its type otherwise."""
    owner = code_owner(obj)
    if is_code(owner):
        return owner
    code = getattr(owner, "__code__", None)
    if isinstance(code, types.CodeType):
        return code
    if isinstance(obj, type):
        raise TypeError(
            "depyf.decompile expects a function, method, code object or callable, not the class %s: "
            "decompile one of its methods (e.g. %s.__init__)" % (obj.__name__, obj.__name__)
        )
    raise TypeError(
        "depyf.decompile expects a function, method, code object, functools.partial, a decorated "
        "function (__wrapped__) or an instance with a Python __call__, not %s%s"
        % (type(obj).__name__, "" if owner is obj else " (which wraps %s)" % type(owner).__name__)
    )


def function_of(obj):
    """The function object behind `obj` (whose defaults live outside its code), or None."""
    owner = code_owner(obj)
    return owner if isinstance(owner, types.FunctionType) else None
