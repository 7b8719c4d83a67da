"""torch.compile cases under prepare_debug: outputs equal eager, every dumped
.py compiles, the index describes what happened, and the code that ran came
from the dump folder (the last check fails when the decompiler falls back)."""

import re
import types

import pytest

torch = pytest.importorskip("torch")

from casekit import run_case  # noqa: E402


def t(*shape, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g)


# -- graph breaks ----------------------------------------------------------------


def toy_example(a, b):
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:
        b = b * -1
    return x * b


def test_data_dependent_branch(tmp_path):
    args = [(t(10, seed=i), t(10, seed=100 + i)) for i in range(6)]
    r = run_case(tmp_path, toy_example, args)
    top = r.functions("toy_example")[0]
    assert top["graph_breaks"], "graph break not recorded"
    gb = top["graph_breaks"][0]
    # torch's own words: "Data-dependent branching" (2.6+), "generic_jump
    # TensorVariable()" where it logs no such break (2.2-2.5: the reason it
    # compiled the graph there)
    assert "Data-dependent branching" in gb["reason"] or gb["reason"].startswith("generic_jump"), gb
    assert gb["user_line"].endswith(":%d" % (toy_example.__code__.co_firstlineno + 2))
    resumes = [f for f in r.index["functions"] if f.get("resume_of") == top["key"]]
    assert resumes, "resume functions not recorded"
    full = r.read(top["full_code"])
    assert "def __guard_0_for_toy_example(L, G" in full
    assert "def toy_example(a, b):" in full
    assert "__resume_at_" in full
    # resume functions as Dynamo made them read as code (torch <= 2.7 starts
    # them with a jump over dead code)
    assert "depyf could not decompile" not in full, full
    graphs = r.artifacts("dynamo_graph")
    assert graphs and all(re.match(r"__compiled_fn_\d+\.Captured_Graph\.\d+\.py$", g["path"]) for g in graphs)
    assert any("torch.abs" in r.read(g["path"]) for g in graphs)
    assert r.artifacts("aot_forward_graph")
    r.assert_ran_from_dump()


def live_locals(x, n):
    y = x * 2
    z = [y, n]
    print("graph break with live locals", n)
    return y + z[0] + x * z[1]


def test_graph_break_with_live_locals(tmp_path, capsys):
    r = run_case(tmp_path, live_locals, [(t(4), 3), (t(4, seed=1), 3)])
    gb = r.functions("live_locals")[0]["graph_breaks"]
    assert gb and "print" in (gb[0]["reason"] + (gb[0].get("explanation") or ""))
    r.assert_ran_from_dump()


def break_then_sin(x):
    y = x + 1
    print("break")
    return torch.sin(y)


def test_graph_break_recorded_again_after_recompile(tmp_path, capsys):
    # torch logs a repeated graph break in a shorter form: it still names
    # the user line, in every compile it happens in.
    r = run_case(tmp_path, break_then_sin, [(t(3),), (t(3, 4),)])
    rec = r.functions("break_then_sin")[0]
    line = ":%d" % (break_then_sin.__code__.co_firstlineno + 2)
    assert len(rec["graph_breaks"]) >= 2, rec["graph_breaks"]
    assert len({gb["compile_id"] for gb in rec["graph_breaks"]}) >= 2
    assert all(gb["user_line"].endswith(line) for gb in rec["graph_breaks"]), rec["graph_breaks"]
    assert all("print" in gb["reason"] + (gb.get("explanation") or "") for gb in rec["graph_breaks"])
    r.assert_ran_from_dump()


# -- modules, forward and backward -------------------------------------------------


class Tiny(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(4, 3)

    def forward(self, x):
        return torch.relu(self.lin(x)).sum()


@pytest.mark.parametrize("backend", ["aot_eager", "inductor"])
def test_module_forward_backward(tmp_path, backend):
    torch.manual_seed(0)
    model = Tiny()
    ref = Tiny()
    ref.load_state_dict(model.state_dict())
    x = t(2, 4)

    def step(m, x):
        m.zero_grad()
        loss = m(x)
        loss.backward()
        return loss.detach(), m.lin.weight.grad.clone()

    expected = step(ref, x)
    compiled = torch.compile(model, backend=backend)
    import depyf
    from helpers import FrameRecorder, assert_all_python_compiles, assert_nothing_else, load_index, same

    torch._dynamo.reset()
    dump = str(tmp_path / "dump")
    with depyf.prepare_debug(dump):
        step(compiled, x)
        with FrameRecorder() as rec:
            got = step(compiled, x)
    assert same(expected, got)
    assert_all_python_compiles(dump)
    assert_nothing_else(dump)
    index = load_index(dump)
    kinds = {a["kind"] for a in index["artifacts"]}
    assert {"dynamo_graph", "aot_forward_graph", "aot_backward_graph", "aot_joint_graph"} <= kinds, kinds
    if backend == "inductor":
        kernels = [a for a in index["artifacts"] if a["kind"] == "inductor_output_code"]
        names = [a["path"] for a in kernels]
        assert any(".kernel_" in n for n in names) and any(".Backward_kernel_" in n for n in names), names
        for a in kernels:
            with open(f"{dump}/{a['path']}") as f:
                assert "def call(" in f.read()
    bw = [a for a in index["artifacts"] if a["kind"] == "aot_backward_graph"][0]
    assert bw["compiled_fn"] and bw["path"].startswith(bw["compiled_fn"] + ".Backward_graph.")
    if not rec.ran_transformed_from(dump):
        raise AssertionError("DECOMPILER: no code ran from the dump: %s" % [
            (a["path"], a.get("reason")) for a in index["artifacts"] if a["kind"] == "transformed_code"])


# -- recompilation ---------------------------------------------------------------------


def shapes(x):
    return torch.sin(x) * x.shape[0]


def test_recompilation_changing_shapes(tmp_path):
    r = run_case(tmp_path, shapes, [(t(3),), (t(4),), (t(5),)])
    rec = r.functions("shapes")[0]
    assert rec["recompilations"], rec
    assert "size mismatch" in rec["recompilations"][0]["reason"]
    assert len(rec["compiles"]) >= 2
    full = r.read(rec["full_code"])
    assert "__guard_1_for_shapes" in full  # one guard function per cache entry
    r.assert_ran_from_dump()



def test_recompile_limit_is_recorded(tmp_path):
    # past the limit torch runs the frame eagerly; its record of that
    # attempt names no function, only the compile id of the frame
    # torch <= 2.6 calls the limit cache_size_limit
    limit = "recompile_limit" if hasattr(torch._dynamo.config, "recompile_limit") else "cache_size_limit"
    with torch._dynamo.config.patch(**{limit: 2}):
        r = run_case(tmp_path, shapes, [(t(n),) for n in (2, 3, 4, 5)], compile_kwargs={"dynamic": False})
    rec = r.functions("shapes")[0]
    assert len(rec["compiles"]) == 2
    # torch's wording: "recompile limit" (2.13), "recompile_limit reached" (2.9), "cache_size_limit" (<= 2.5)
    ran_eagerly = [s for s in rec["skipped"] if re.search("recompile.limit|cache_size_limit", s["reason"])]
    assert ran_eagerly and ran_eagerly[0]["ran"] == "eagerly", rec

def test_dynamic_shapes(tmp_path):
    r = run_case(tmp_path, shapes, [(t(3),), (t(4),), (t(7),)], compile_kwargs={"dynamic": True})
    rec = r.functions("shapes")[0]
    assert len(rec["compiles"]) == 1
    r.assert_ran_from_dump()


# -- closures, side effects ----------------------------------------------------------------


def make_closure(scale):
    offset = torch.ones(3)

    def inner(x):
        return x * scale + offset

    return inner


def test_closure(tmp_path):
    fn = make_closure(2.5)
    r = run_case(tmp_path, fn, [(t(3),), (t(3, seed=1),)])
    r.assert_ran_from_dump()


def make_wrapper(func):
    def wrapper(x):
        y = func(x)
        return y + 1

    return wrapper


def breaks_the_graph(x):
    print("graph break inside a callee of a closure")
    return x * 2


def test_graph_break_in_a_closure(tmp_path, capsys):
    # Dynamo makes the resume function of a closure from the frame's cells:
    # the decompiled code must pass the cells, not the values in them
    fn = make_wrapper(breaks_the_graph)
    r = run_case(tmp_path, fn, [(t(3),), (t(3, seed=1),)])
    top = r.functions("wrapper")[0]
    assert top["graph_breaks"]
    transformed = r.read(top["compiles"][0]["transformed_code"])
    assert "__closure__" in transformed, transformed
    # the global Dynamo calls makes the resume function from the cells: the
    # resume function is still filed under the function it continues
    # (torch 2.2 names a resume function resume_in_<fn>)
    resumes = [f for f in r.index["functions"] if f["name"].startswith(("torch_dynamo_resume_in_wrapper", "resume_in_wrapper"))]
    assert resumes and all(f.get("resume_of") == top["key"] for f in resumes), resumes
    r.assert_ran_from_dump()



def nested_functions_across_a_break(x):
    y = x + 1

    def scale(z):
        return z * y

    shift = lambda t: t.sin() + x  # noqa: E731
    print("graph break with nested functions alive")
    return scale(x) + shift(y)


def test_nested_functions_live_across_a_graph_break(tmp_path, capsys):
    # Dynamo rebuilds them after the break from their code objects, the
    # frame's globals dict and their cells: constants with no literal form,
    # in a code object that cannot be hashed
    r = run_case(tmp_path, nested_functions_across_a_break, [(t(3),), (t(3, seed=1),)])
    assert not r.index["failures"], r.index["failures"]
    top = r.functions("nested_functions_across_a_break")[0]
    text = r.read(top["compiles"][0]["transformed_code"])
    assert "<the globals of module" in text  # one line, not the dict's repr
    r.assert_ran_from_dump()


def same_storage(a, b):
    # a nested helper whose generator expressions graph-break (data_ptr):
    # Dynamo rebuilds it after the break from its code object and the
    # module's globals dict, both constants of its resume function
    def ptrs(ts):
        return tuple(t.untyped_storage().data_ptr() for t in ts)

    left = ptrs([a])
    right = ptrs([b])
    return all(p == q for p, q in zip(left, right))


def calls_a_nested_helper(x):
    y = x * 2
    if same_storage(x, y):
        return y - 1
    return y + 1


def storage_ptrs(ts):
    return [t.untyped_storage().data_ptr() for t in ts]


def storage_ptrs_plus(x):
    y = x + 1
    ptrs = storage_ptrs([x, y])
    return y * len(ptrs)


def test_graph_break_inside_a_comprehension(tmp_path, capsys):
    # torch 2.15 resumes inside the comprehension: Dynamo's stack shuffles
    # must be read as Dynamo's (the call of its resume function lost an
    # argument and raised in the user's program)
    r = run_case(tmp_path, storage_ptrs_plus, [(t(3),), (t(3, seed=1),)])
    r.assert_ran_from_dump()


def test_rebuilt_nested_helper_leaves_the_module_alone(tmp_path, capsys):
    # torch walks the objects a frame reads: the module's globals dict must
    # not be installed into itself (RecursionError in the user's program),
    # and nothing of depyf's stays in the module after the block
    before = set(globals())
    r = run_case(tmp_path, calls_a_nested_helper, [(t(3),), (t(3, seed=1),)])
    left = sorted(set(globals()) - before)
    # (Dynamo's own globals stay: __compiled_fn_*, __resume_at_*, __import_*, __builtins_dict_*)
    assert not [n for n in left if not n.startswith(("__compiled_fn", "__resume_at", "__import_", "__builtins_dict_"))], left
    assert not any(v is globals() for v in globals().values())
    r.assert_ran_from_dump()


COUNTER = 0
LOG = []
STATE = {}
holder = types.SimpleNamespace(value=0)


def side_effects(x):
    global COUNTER
    COUNTER += 1
    LOG.append(1)
    STATE["last"] = 2
    holder.value = holder.value + 1
    return x + COUNTER


def test_side_effects(tmp_path):
    global COUNTER
    arg_sets = [(t(3),), (t(3, seed=1),)]

    def reference(args):
        return args[0]  # compared separately below

    import depyf

    torch._dynamo.reset()
    COUNTER, holder.value = 0, 0
    LOG.clear()
    STATE.clear()
    eager = [side_effects(*a) for a in arg_sets]
    eager_state = (COUNTER, list(LOG), dict(STATE), holder.value)
    COUNTER, holder.value = 0, 0
    LOG.clear()
    STATE.clear()
    compiled = torch.compile(side_effects, backend="aot_eager")
    from helpers import FrameRecorder, assert_all_python_compiles, same

    dump = str(tmp_path / "dump")
    with depyf.prepare_debug(dump):
        got = [compiled(*arg_sets[0])]
        with FrameRecorder() as rec:
            got.append(compiled(*arg_sets[1]))
    assert same(eager, got)
    assert (COUNTER, list(LOG), dict(STATE), holder.value) == eager_state
    assert_all_python_compiles(dump)
    if not rec.ran_transformed_from(dump):
        raise AssertionError("DECOMPILER: side-effect replay code not decompiled")


# -- control flow around graph breaks ---------------------------------------------------------


def python_control_flow(x, mode):
    if mode == "add":
        total = x + 1
    elif x.mean() > 10:  # data-dependent: graph break
        total = x - 1
    else:
        total = x * 1.5
    for i in range(x.shape[0]):
        total = total + i
    return total


def test_data_dependent_python_control_flow(tmp_path):
    r = run_case(tmp_path, python_control_flow, [(t(3), "add"), (t(3), "other"), (t(3, seed=2), "other")])
    rec = r.functions("python_control_flow")[0]
    assert rec["recompilations"] and "mode" in rec["recompilations"][0]["reason"]
    r.assert_ran_from_dump()


def break_in_loop(x):
    for i in range(2):
        if x.mean() > 10:
            x = x - i
        else:
            x = x * 1.5
    return x


def test_frame_run_eagerly_is_recorded(tmp_path):
    r = run_case(tmp_path, break_in_loop, [(t(3),), (t(3, seed=1),)])
    rec = r.functions("break_in_loop")[0]
    assert rec["skipped"] and rec["skipped"][0]["ran"] == "eagerly"
    assert "loop" in rec["skipped"][0]["reason"]


def around_try(x):
    try:
        y = x + 1
        print("break inside try")
        y = y * 2
    except ValueError:
        y = x
    return y


def test_try_except_around_graph_break(tmp_path, capsys):
    # torch 2.13 cannot resume inside a try block: the frame runs eagerly,
    # and the index must say so, with the reason and the user line
    r = run_case(tmp_path, around_try, [(t(3),), (t(3, seed=1),)])
    rec = r.functions("around_try")[0]
    assert rec["skipped"] and "print" in rec["skipped"][0]["reason"]
    assert rec["skipped"][0]["user_line"].endswith(":%d" % (around_try.__code__.co_firstlineno + 3))


def around_with(x):
    with torch.no_grad():
        z = x * 3
        print("break inside with")
        z = z + 1
    return z


def test_with_around_graph_break(tmp_path, capsys):
    r = run_case(tmp_path, around_with, [(t(3),), (t(3, seed=1),)])
    assert r.functions("around_with")[0]["graph_breaks"]
    r.assert_ran_from_dump()


def try_after_with_break(x):
    with torch.no_grad():
        y = x * 2
        print("break inside with, a try after it")
        z = y + 1
    with torch.enable_grad():
        w = (x * z).sum()
    try:
        if w > 0:
            raise ValueError("positive")
    except ValueError as e:
        w = w + len(str(e))
    return w


def test_try_after_a_graph_break_in_a_with(tmp_path, capsys):
    # the resume function jumps to the next instruction (over the try's NOP)
    # and folds `[...][-1]`: both once made depyf fall back to torch's code
    args = [(t(3).requires_grad_(),), ((-t(3).abs()).requires_grad_(),)]
    r = run_case(tmp_path, try_after_with_break, args)
    assert r.functions("try_after_with_break")[0]["graph_breaks"]
    r.assert_ran_from_dump()


def comprehensions(xs):
    squares = [x * x for x in xs]
    named = {i: s.sum() for i, s in enumerate(squares)}
    return sum(v for v in named.values()) + torch.stack(squares).mean()


def test_comprehensions(tmp_path):
    r = run_case(tmp_path, comprehensions, [([t(2), t(2, seed=1)],), ([t(2, seed=3), t(2, seed=4)],)])
    r.assert_ran_from_dump()


def varargs(*args, scale=1.0, **kwargs):
    out = sum(args) * scale
    for k in sorted(kwargs):
        out = out + kwargs[k]
    return out


def test_args_kwargs(tmp_path):
    arg_sets = [(t(2), t(2, seed=1)), (t(2, seed=2), t(2, seed=3))]

    def call(fn):
        return lambda *a: fn(*a, scale=2.0, bias=torch.ones(2))

    import depyf
    from helpers import FrameRecorder, assert_all_python_compiles, same

    torch._dynamo.reset()
    expected = [call(varargs)(*a) for a in arg_sets]
    compiled = torch.compile(varargs, backend="aot_eager")
    dump = str(tmp_path / "dump")
    with depyf.prepare_debug(dump):
        got = [call(compiled)(*arg_sets[0])]
        with FrameRecorder() as rec:
            got.append(call(compiled)(*arg_sets[1]))
    assert same(expected, got)
    files = assert_all_python_compiles(dump)
    full = [f for f in files if "full_code_for_varargs" in f]
    assert full and "def varargs(*args, scale, **kwargs):" in open(full[0]).read()
    if not rec.ran_transformed_from(dump):
        raise AssertionError("DECOMPILER: nothing ran from the dump")


def callee(x):
    y = x.cos()
    if y.sum() > 0:  # graph break inside the callee
        return y + 1
    return y - 1


def caller(x):
    a = x * 2
    b = callee(a)
    return b * 3


def test_nested_calls_with_graph_breaks(tmp_path):
    r = run_case(tmp_path, caller, [(t(4),), (t(4, seed=5),), (-t(4, seed=5) + 10,)])
    names = {f["name"] for f in r.index["functions"]}
    assert "caller" in names
    r.assert_ran_from_dump()


def with_cond(x):
    return torch.cond(x.sum() > 0, lambda v: v.sin(), lambda v: v.cos(), (x,))


def test_torch_cond(tmp_path):
    r = run_case(tmp_path, with_cond, [(t(3),), (-t(3).abs() - 1,)])
    assert any("cond" in r.read(a["path"]) for a in r.artifacts("dynamo_graph"))
    r.assert_ran_from_dump()


def raises(x):
    y = x + 1
    if y.sum() > -1e9:
        raise ValueError("from compiled code")
    return y


def test_exception_out_of_compiled_code(tmp_path):
    import depyf
    from helpers import assert_all_python_compiles

    torch._dynamo.reset()
    compiled = torch.compile(raises, backend="aot_eager")
    dump = str(tmp_path / "dump")
    with pytest.raises(ValueError, match="from compiled code"):
        with depyf.prepare_debug(dump):
            compiled(t(3))
    assert_all_python_compiles(dump)
    # hooks are gone after the block raised: a later compile writes nothing new
    before = set(__import__("os").listdir(dump))
    torch.compile(shapes, backend="eager")(t(2))
    assert set(__import__("os").listdir(dump)) == before
    # leave no compiled code behind: the next prepare_debug would report it
    # as compiled before its block (a depyf warning the matrix counts)
    torch._dynamo.reset()


def test_export_does_not_crash(tmp_path):
    import depyf

    class M(torch.nn.Module):
        def forward(self, x):
            return x.relu() + 1

    torch._dynamo.reset()  # functions earlier tests compiled would be dumped (and warned about) too
    dump = str(tmp_path / "dump")
    with depyf.prepare_debug(dump):
        ep = torch.export.export(M(), (t(3),))
    x = t(3)
    assert torch.allclose(ep.module()(x), M()(x))
