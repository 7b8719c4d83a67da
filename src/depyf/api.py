"""Public decompiler API: `decompile(obj)` and `Decompiler(code)`."""

import gc
import types


def _code_of(obj):
    if isinstance(obj, types.CodeType):
        return obj
    for attr in ("__code__", "__func__"):
        inner = getattr(obj, attr, None)
        if inner is not None:
            return _code_of(inner)
    raise TypeError(
        "depyf.decompile expects a function, method, code object or an object "
        "with __code__, not %s" % type(obj).__name__
    )


def _function_of(obj):
    """The function object behind `obj` (whose defaults live outside its code)."""
    if isinstance(obj, types.FunctionType):
        return obj
    inner = getattr(obj, "__func__", None)
    if isinstance(inner, types.FunctionType):
        return inner
    return None


_MODULES = None
# Where Dynamo's code wraps a call, display or condition (one item a line):
# 100 in the dump, where a closure's code sits one level deeper, in a wrapper
# that gives it its free variables (pt2/codegen.py).
DYNAMO_WIDTH = 96


def _decompiler_modules():
    """The decompiler's modules, imported by the first decompile (`import
    depyf` stays light) and kept: five import statements per call cost
    about 2% of decompiling a small function."""
    global _MODULES
    if _MODULES is None:
        from . import printer, selfcheck
        from .lift import driver, lifter
        from .pt2 import dynamo_cleanup  # the one pt2 module the API needs: plain `ast`, no torch

        _MODULES = (driver, dynamo_cleanup, lifter, printer, selfcheck)
    return _MODULES


class Decompiler:
    """Decompile one code object (function, lambda, class body or module)."""

    def __init__(self, code):
        # After decompile(): objects from co_consts that have no literal
        # form, by the global name the source reads them from.
        self.constants = {}
        # After decompile() of Dynamo's code: what its cleanup removed on
        # purpose (a `pt2.dynamo_cleanup.Elided`).
        self.elided = None
        self.function = _function_of(code)
        self.code = _code_of(code)

    def decompile(self, indentation=4, overwite_fn_name=None, name=None, constant_prefix="__const_", frame_globals=None,
                  graph_inputs=None):
        """`frame_globals`: for Dynamo's code, the globals it runs with (its
        resume functions name the values passed to them); `graph_inputs`:
        the input names of the compiled graphs it calls, by global name (the
        values it passes them are named so)."""
        # The collector paused: the decompiler's temporaries (instructions,
        # trees) die by reference count; collections while they live only
        # walk them and promote them to older generations, which brings a
        # full collection of the caller's heap forward.
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            return self._decompile(indentation, overwite_fn_name, name, constant_prefix, frame_globals, graph_inputs)
        finally:
            if was_enabled:
                gc.enable()

    def _decompile(self, indentation, overwite_fn_name, name, constant_prefix, frame_globals, graph_inputs):
        driver, dynamo_cleanup, lifter, printer, selfcheck = _decompiler_modules()
        self.constants = {}
        self.elided = dynamo_cleanup.Elided()
        tree = driver.decompile_code(
            self.code,
            name=name or overwite_fn_name,
            function=self.function,
            constants=self.constants,
            constant_prefix=constant_prefix,
            frame_globals=frame_globals,
            graph_inputs=graph_inputs,
            elided=self.elided,
            post_passes=(dynamo_cleanup.post_pass,),
        )
        dynamo = lifter.looks_like_dynamo(self.code)
        # the lifter marks no lines in Dynamo's code (its lines are borrowed);
        # its long calls (a model's graph call passes every parameter) wrap
        text = printer.to_source(tree, indent=" " * indentation, layout=not dynamo, width=DYNAMO_WIDTH if dynamo else None)
        if not dynamo:  # pt2 checks Dynamo's code itself, against torch's
            selfcheck.check_effects(self.code, text, name or overwite_fn_name)
        return text


def decompile(obj, **options):
    """Return Python source for `obj`'s bytecode; a function gives its whole def."""
    return Decompiler(obj).decompile(**options)
