"""The decompiler on the bytecode Dynamo (torch 2.13) actually makes.

Fast (eager backend, no dump): for each small program, every transformed code
object must decompile, compile back in Dynamo's frame layout and pass the
evidence checks depyf applies before running decompiled code.  These fail
with the decompiler's own reason until it handles Dynamo's shapes; they are
the quickest target for it.
"""

import types

import pytest

torch = pytest.importorskip("torch")

from depyf.pt2.dynamo_cleanup import Elided  # noqa: E402
from depyf.pt2.codegen import CodegenFailure, compile_back, file_text_for  # noqa: E402
from depyf.pt2.dumpdir import safe_name  # noqa: E402
from test_cases import around_with, breaks_the_graph, make_wrapper, nested_functions_across_a_break  # noqa: E402


def _transformed_codes(fn, *arg_sets):
    from torch._dynamo.convert_frame import register_bytecode_hook

    codes = []
    handle = register_bytecode_hook(lambda old, new: codes.append(new))
    try:
        torch._dynamo.reset()
        compiled = torch.compile(fn, backend="eager")
        for args in arg_sets:
            compiled(*args)
    finally:
        handle.remove()
    return codes


def toy(a, b):
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:
        b = b * -1
    return x * b


def no_break(x):
    return torch.sin(x) + 1


def closure_maker():
    k = torch.ones(3)

    def inner(x):
        return x + k

    return inner


def closure_break_maker():
    k = torch.ones(3)

    def inner(x):
        y = x * k
        print("graph break in a closure")
        return y + k

    return inner


def comp(xs):
    return torch.stack([x * 2 for x in xs]).sum()


STATE = []


def effects(x):
    STATE.append(1)
    return x + len(STATE)


def storage_ptrs(ts):
    # torch 2.15 resumes inside the comprehension (data_ptr breaks the
    # graph): the frame calls `__comprehension_*` and reads Dynamo's
    # `___module_iter_<id>_c<n>` global, and names no other Dynamo global
    return [t.untyped_storage().data_ptr() for t in ts]


def loop_break(x):
    for i in range(5):
        x = x * 2
        if x.abs().sum() > 20:
            break
    return x, i


def call_in_with_across_break(x):
    with torch.enable_grad():
        y = x * 2
        torch._dynamo.graph_break()
        if y.shape[0] > 2:
            return y + 1
        y = y - 1
    return y


def prints_a_shape(x):
    print("shape", x.shape)
    return x + 1


def kwargs_fn(*args, **kwargs):
    return sum(args) + kwargs["bias"]


CASES = {
    # Dynamo's code keeps the call's result on the stack across its own
    # try/finally for the context manager, then jumps over the handler
    "with_graph_break": (around_with, [(torch.ones(3),)]),
    "no_graph_break": (no_break, [(torch.ones(3),)]),
    "graph_break": (toy, [(torch.ones(3), torch.ones(3)), (torch.ones(3), -torch.ones(3))]),
    "closure": (closure_maker(), [(torch.ones(3),)]),
    # torch 2.2-2.5 make a closure's resume function in place (MAKE_FUNCTION
    # with the frame's cells) and call it: a function used as a value
    "closure_graph_break": (closure_break_maker(), [(torch.ones(3),)]),
    "comprehension": (comp, [([torch.ones(2), torch.ones(2)],)]),
    "side_effects": (effects, [(torch.ones(2),)]),
    "args_kwargs": (lambda a, b: kwargs_fn(a, b, bias=torch.ones(2)), [(torch.ones(2), torch.ones(2))]),
    # a closure whose callee breaks the graph: torch 2.9 makes the closure's
    # resume function in place (MAKE_FUNCTION from a constant code object
    # and the frame's cells) and copies a list only to pop the copy
    "closure_break_in_callee": (make_wrapper(breaks_the_graph), [(torch.ones(3),)]),
    # nested functions alive across a graph break: rebuilt after it
    "nested_functions_across_break": (nested_functions_across_a_break, [(torch.ones(3),)]),
    "comprehension_graph_break": (storage_ptrs, [([torch.ones(3), torch.ones(2)],)]),
    # a graph break in a loop: torch 2.2-2.5 pass the loop's iterator (GET_ITER
    # of the remaining items, never iterated by the frame) to the resume
    # function, and branch to one of two resume calls
    "loop_graph_break": (loop_break, [(torch.ones(3),)]),
    # torch 2.2-2.5 call the breaking function, loaded before the `with`'s
    # try/finally, inside it: its result waits on the stack (in the callee's
    # place) for the resume call after the statement
    "call_in_with_across_break": (call_in_with_across_break, [(torch.ones(3),), (torch.ones(2),)]),
    # torch 2.2-2.5 pass the printed shape as a constant, a torch.Size: a
    # tuple subclass with no literal form (its items are not constants of
    # the code the decompiler writes, which reads it from a global)
    "print_a_shape": (prints_a_shape, [(torch.ones(4),)]),
}


# cases a torch release runs eagerly instead of compiling, and why
TORCH_RUNS_EAGERLY = {
    "comprehension_graph_break": "a graph break inside a comprehension is one in a loop; a torch "
    "that cannot resume inside a comprehension (2.9; 2.13 and 2.15 can) skips such a frame",
    "loop_graph_break": "a graph break on a tensor's value inside a for loop: a torch that does not "
    "resume inside the loop (2.13 skips the frame; 2.2-2.5 resume with the loop's iterator) runs it eagerly",
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_transformed_code_decompiles_and_compiles_back(case):
    fn, arg_sets = CASES[case]
    codes = _transformed_codes(fn, *arg_sets)
    if not codes and case in TORCH_RUNS_EAGERLY:
        pytest.skip("torch %s makes no code for it: %s" % (torch.__version__, TORCH_RUNS_EAGERLY[case]))
    assert codes
    failures = []
    for i, code in enumerate(codes):
        name = "__transformed_code_%d_for_%s" % (i, safe_name(code.co_name))
        try:
            elided = Elided()
            constants = {}
            text, _ = file_text_for(code, name, constants=constants, elided=elided)
            new = compile_back(text, "<dump>/%s.py" % name, name, code, elided, installed=constants)
            assert isinstance(new, types.CodeType)
        except CodegenFailure as e:
            failures.append("%s: %s" % (code.co_name, e))
    assert not failures, "DECOMPILER: " + "; ".join(failures)
