"""What older torch (2.2-2.7) records differently, and what depyf must not
do to a program there.  The parsing tests run on any torch; the others run
the same program on whichever torch is installed."""

import os
import subprocess
import sys
import textwrap

import pytest

torch = pytest.importorskip("torch")

from depyf.pt2.events import compile_reason_facts, parse_graph_break  # noqa: E402


def test_graph_break_message_of_torch_2_2_is_parsed():
    # torch 2.2: the reason in the message, then the user stack
    msg = (
        "Graph break: call_function BuiltinVariable(print) [ConstantVariable(str)] {} from user code at:\n"
        '  File "/u/prog.py", line 12, in outer\n    y = inner(x)\n'
        '  File "/u/prog.py", line 7, in inner\n    print("hi")\n'
    )
    gb = parse_graph_break(msg)
    assert gb["user_line"] == "/u/prog.py:7"
    assert gb["reason"].startswith("call_function BuiltinVariable(print)")


def test_graph_break_message_of_torch_2_5_is_parsed():
    # torch 2.3-2.5: the reason only in the exception the record carries
    msg = 'Graph break: from user code at:\n  File "/u/prog.py", line 7, in f\n    print("hi")\n'
    try:
        raise RuntimeError("builtin: print [<class 'ConstantVariable'>] False\nmore")
    except RuntimeError:
        gb = parse_graph_break(msg, sys.exc_info())
    assert gb == {"user_line": "/u/prog.py:7", "reason": "builtin: print [<class 'ConstantVariable'>] False", "explanation": None,
                  "user_stack": [{"user_line": "/u/prog.py:7", "function": "f"}], "hints": [], "doc_url": None}
    skip = parse_graph_break('Graph break: skip: from user code at:\n  File "/u/p.py", line 3, in g\n', None)
    assert skip["user_line"] == "/u/p.py:3"


def test_graph_compile_reason_is_read():
    import traceback

    class Reason:  # the fields of torch's GraphCompileReason
        reason = "generic_jump TensorVariable()"
        user_stack = [traceback.FrameSummary("/u/prog.py", 9, "f")]

    assert compile_reason_facts(Reason()) == {
        "user_line": "/u/prog.py:9", "reason": "generic_jump TensorVariable()", "explanation": None}


def test_skip_frame_without_a_message_reads_its_cause():
    # torch 2.9: a graph break inside a generator raises `SkipFrame from e`
    # with no message; the reason and the user stack are the cause's
    import traceback

    from depyf.pt2.events import skip_frame_facts

    class SkipFrame(Exception):
        pass

    class Unsupported(Exception):
        pass

    cause = Unsupported("Failed to trace builtin operator\n  Explanation: print")
    cause.real_stack = [traceback.FrameSummary("/u/prog.py", 14, "outer"), traceback.FrameSummary("/u/prog.py", 11, "gen")]
    try:
        try:
            raise cause
        except Unsupported as e:
            raise SkipFrame() from e
    except SkipFrame as e:
        skip = e
    assert skip_frame_facts(skip) == {"reason": "Failed to trace builtin operator", "user_line": "/u/prog.py:11"}
    # a message of its own: that one, with the user line it names
    own = skip_frame_facts(SkipFrame('because there is a graph break in a for/while loop\n  File "/u/p.py", line 3, in g'))
    assert own == {"reason": "because there is a graph break in a for/while loop", "user_line": "/u/p.py:3"}
    assert skip_frame_facts(SkipFrame()) == {"reason": "", "user_line": None}


def test_skip_frame_messages_of_each_torch():
    from depyf.pt2.events import is_skip_frame_message

    # torch <= 2.9 (a graph break in a loop, no ops traced, ...)
    assert is_skip_frame_message("Skipping frame %s %s                 %s %s")
    # torch 2.11: the frame of a resume function with no ops left
    assert is_skip_frame_message("Received signal to skip frame (without graph break): %s %s                 %s %s")
    assert not is_skip_frame_message("skipping: %s (reason: %s, file: %s)")


def test_guard_user_stacks_gated_on_the_guards_log_are_detected():
    # torch 2.4-2.8 record a guard's user stack (the guard comments of the
    # full_code files, the user line of a failed guard) only while its
    # `guards` log is at DEBUG; 2.9+ always; 2.2-2.3 always
    from depyf.pt2._torch import guard_user_stacks_need_guards_log

    class Gated:  # torch 2.4-2.8's GuardsSet
        def __init__(self):
            self.inner = set()

        def add(self, guard, *, collect_debug_stack=True, skip=0):
            if collect_debug_stack:
                if guard.user_stack is None:
                    guard.user_stack = ["frame"]
            self.inner.add(guard)

    class Always(Gated):  # torch 2.9+
        def add(self, guard, *, collect_debug_stack=True, skip=0):
            if guard.user_stack is None:
                guard.user_stack = ["frame"]
            self.inner.add(guard)

    class Old(Gated):  # torch 2.2-2.3: no such argument
        def add(self, guard, *, skip=0):
            guard.user_stack = ["frame"]

    assert guard_user_stacks_need_guards_log(Gated) is True
    assert guard_user_stacks_need_guards_log(Always) is False
    assert guard_user_stacks_need_guards_log(Old) is False
    assert guard_user_stacks_need_guards_log(None) is False
    # and on the installed torch, a guard of the seed example has its comment
    # (test_seeds_and_debug); here only that the probe answers
    assert guard_user_stacks_need_guards_log() in (True, False)


PROGRAM = textwrap.dedent(
    """
    import torch, depyf

    def f(x):
        y = x.cos()
        if y.sum() > 0:
            y = y + 1
        return y * 2

    def g(x):
        with torch.no_grad():
            z = x * 3
            print("inside")
            z = z + 1
        return z

    cf = torch.compile(f, backend="eager")
    cg = torch.compile(g, backend="eager")
    with depyf.prepare_debug(DUMP):
        for n in (3, 3, 4):
            cf(torch.ones(n))
        cg(torch.ones(2))
    print("done")
    """
)


def test_program_output_is_not_polluted(tmp_path, subprocess_env):
    # torch 2.5 prints `f_lasti first_real_inst_idx` for every frame its
    # callback skips while its convert_frame log is enabled at DEBUG: depyf
    # must not turn that log up there (the program's stdout is the user's)
    prog = tmp_path / "prog.py"
    prog.write_text("DUMP = %r\n" % str(tmp_path / "dump") + PROGRAM)
    out = subprocess.run([sys.executable, str(prog)], env=subprocess_env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.splitlines() == ["inside", "done"], out.stdout[-2000:]
    assert "[depyf]" not in out.stderr and "Traceback" not in out.stderr, out.stderr[-3000:]
    assert os.path.exists(str(tmp_path / "dump" / "depyf_index.json"))


def test_graph_user_lines_in_the_torch_2_2_form():
    """torch 2.2 comments a graph's nodes `# File: <path>:<line>, code: ...`
    (no ` in <fn>`): the graph artifact's user_lines still name them."""
    from depyf.pt2.graphs import user_lines_of_graph

    text = ("        # File: p.py:9, code: x = a / (torch.abs(a) + 1)\n        abs_1 = torch.abs(l_a_)\n"
            "        # File: /u/p.py:10 in f, code: if b.sum() < 0:\n        sum_1 = l_b_.sum()\n"
            "        # File: /u/p.py:11\n        y = x\n")
    assert user_lines_of_graph(text) == ["p.py:9", "/u/p.py:10", "/u/p.py:11"]


def _guarded(a, b):
    x = a + 1
    if x.sum() > 0:
        return torch.relu(b)
    return b


def test_guard_without_a_user_line_names_the_first_read_of_what_it_checks():
    # torch <= 2.5 give most guards no user line (their guard has no user
    # stack): the line is the one where the frame first reads the local or
    # global the guard checks, as newer torch record it
    from depyf.pt2.guards import guard_function_source

    class CheckFn:  # torch 2.2-2.5: the entry's check_fn lists its guards
        code_parts = ["check_tensor(L['b'], Tensor)", "___check_obj_id(G['torch'], 1)",
                      "utils_device.CURRENT_DEVICE == None  # _dynamo/output_graph.py:471 in init_ambient_guards"]

    code = _guarded.__code__
    text = guard_function_source("g", CheckFn(), code.co_filename, code)
    line = code.co_firstlineno
    assert "check_tensor(L['b'], Tensor)  # return torch.relu(b)  # %s:%d in _guarded" % (code.co_filename, line + 3) in text
    assert "___check_obj_id(G['torch'], 1)  # return torch.relu(b)  # %s:%d" % (code.co_filename, line + 3) in text
    assert text.count("init_ambient_guards") == 1 and "relu(b)  # _dynamo" not in text
