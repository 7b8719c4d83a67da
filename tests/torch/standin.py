"""A test-only stand-in for the decompiler, to exercise the torch plumbing.

It does not decompile: the source it returns calls the original code object
through a runner.  That is enough to check what the torch layer owns (files
compiled back from the dump and run, the debugger stopping in them) while the
real decompiler is incomplete.  Never shipped, never used by depyf itself.
"""

import itertools
import sys
import types

import depyf
from depyf.pt2.codegen import call_text, signature_text

RUNNER = "__depyf_test_standin_run__"
_codes = {}
_ids = itertools.count()


def _run(idx, free, *args, **kwargs):
    code = _codes[idx]
    g = sys._getframe(1).f_globals
    # fresh cells holding the free variables' current values (enough for tests)
    closure = tuple(types.CellType(v) for v in free) if code.co_freevars else None
    return types.FunctionType(code, g, None, None, closure)(*args, **kwargs)


def _skip_runner():
    # the runner is plumbing, not user code: Dynamo must not trace it
    from torch._dynamo.eval_frame import skip_code

    skip_code(_run.__code__)


class StandinDecompiler:
    def __init__(self, code):
        self.code = code

    constants = {}
    elided = None  # removes nothing

    def decompile(self, indentation=4, overwite_fn_name=None, name=None, constant_prefix="__const_", frame_globals=None,
                  graph_inputs=None):
        code = self.code
        idx = next(_ids)
        _codes[idx] = code
        if (overwite_fn_name or "").startswith("__transformed_code_"):
          try:  # torch's own code now runs behind ours: Dynamo must not compile it again
            from torch._dynamo.eval_frame import skip_code

            skip_code(code)
          except ImportError:
            pass
        fn = overwite_fn_name or name or code.co_name
        return (
            "def %s(%s):\n"
            "    __standin_marker = %d  # a line to stop at\n"
            "    return %s(%d, (%s), %s)\n" % (fn, signature_text(code), idx, RUNNER, idx,
                                           "".join(v + ", " for v in code.co_freevars), call_text(code))
        )


def _relax_checks():
    # the stand-in calls the original code instead of reproducing it, so the
    # coverage evidence depyf asks of real decompilations does not apply
    import depyf.pt2.codegen as codegen

    codegen.check_coverage = lambda original, new, *rest: None


def install(module_globals):
    """Use the stand-in; `module_globals` are the globals compiled code runs in."""
    _skip_runner()
    _relax_checks()
    module_globals[RUNNER] = _run
    depyf.Decompiler = StandinDecompiler


if __name__ == "__main__":
    # python standin.py script.py [args]: run a script with the stand-in active
    import runpy

    script = sys.argv[1]
    sys.argv = sys.argv[1:]
    depyf.Decompiler = StandinDecompiler
    _skip_runner()
    _relax_checks()
    import builtins
    builtins.__dict__[RUNNER] = _run  # reachable from any module's globals
    runpy.run_path(script, run_name="__main__")
