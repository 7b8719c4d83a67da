"""The decompiler warmed up before any frame is compiled.

The first decompile of a process pays for what is made on first use: the
printer's walker of each node class (generated and compiled, one per class
and layout), the lifter's and the clean-up passes' first calls.  Paid when
`prepare_debug` is entered, it is not paid inside the first compile the
user waits for (on a small program, the walkers alone were a sixth of
depyf's time there).
"""

from .codegen import compile_back, file_text_for


def warm_up():
    """Run the code swap's steps once, on code of Dynamo's shapes (this
    imports the decompiler too)."""
    from .dynamo_cleanup import Elided

    code = _dynamo_shaped.__code__
    constants, elided = {}, Elided()
    try:
        text, _ = file_text_for(code, "_warm_up_swap", "", constants, {}, elided, {})
        compile_back(text, "<depyf warm-up>", "_warm_up_swap", code, elided, constants)
    except Exception:
        # a warm-up that fails leaves only the first compile slower (a bug
        # it meets, the compile meets too: there the hook reports it and
        # torch's own code runs); it must not stop the session starting
        pass


def _dynamo_shaped(self, x, b):
    # never run: read as Dynamo's transformed code is (its names make it
    # look like Dynamo's), with the forms Dynamo's code holds: a cache kept
    # by `:=` and deleted, a graph called and its outputs indexed, frame
    # values passed to a resume function
    tmp_2 = (tmp_1 := __import_torch_dot__dynamo_dot_utils.enter)()  # noqa: F821
    weight = self._modules["l1"]._parameters["weight"]
    __import_torch_dot__dynamo_dot_utils.exit(tmp_2)  # noqa: F821
    del tmp_1
    graph_out_0 = __compiled_fn_1(tmp_2, weight, -x)  # noqa: F821
    y = graph_out_0[1]
    if not graph_out_0[0] is None:
        del graph_out_0
        return __resume_at_10_2([], [b + y], *(b,), key=x)  # noqa: F821
    del graph_out_0
    return y
