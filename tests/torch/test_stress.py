"""Stress set: many small compiled programs under prepare_debug.

Each program runs through casekit.run_case (outputs equal eager, every dumped
.py compiles, only indexed files in the folder) and then `verify`: depyf
recorded no internal failure, and the code Dynamo made ran from the dump with
no fallback to torch's code (or, where torch itself ran the frame eagerly,
the index says so with a reason).  Index facts are checked where meaningful:
graph breaks with their user line (the lines marked `# BREAK`),
recompilations, resume functions with `resume_of`.

Programs are registered with @program and run by one parametrized driver,
`test_stress[<name>]`; the transformers families by
`test_stress_transformers[<family>]` (select them with -k transformers).
A program skips only where torch itself lacks what it uses (feature
detection, the torch version named).
"""

import collections
import contextlib
import dataclasses
import enum
import functools
import inspect
import logging
import os
import re
import sys
import textwrap
import types

import pytest

torch = pytest.importorskip("torch")

import casekit  # noqa: E402
import depyf  # noqa: E402
from helpers import assert_all_python_compiles, load_index, same  # noqa: E402

nn = torch.nn
TORCH = torch.__version__.split("+")[0]
PY = "%d.%d" % sys.version_info[:2]

PROGRAMS = {}


# -- torch alone ---------------------------------------------------------------------------
# A program that fails under prepare_debug runs again with torch alone
# (plain torch.compile, no depyf): when torch itself raises or differs from
# eager there, the program is skipped on this cell, naming torch's version
# and its failure; otherwise depyf's failure stands.


class TorchItselfFails(Exception):
    pass


def _torch_error(e):
    """`Type: message` of an error torch raised, and the user line it names
    (`from user code:`), the line when torch's message is empty."""
    text = str(e)
    head, _, user = text.partition("from user code:")
    msg = (head.strip().splitlines() or ["(no message)"])[0][:300]
    where = ""
    lines = user.splitlines()
    for i, line in enumerate(lines):
        m = re.search(r'File "(.+?)", line (\d+)', line)
        if m:
            code = lines[i + 1].strip() if i + 1 < len(lines) and lines[i + 1].startswith("    ") else ""
            if code.startswith("File "):
                code = ""
            where = " at %s:%s%s" % (os.path.basename(m.group(1)), m.group(2), " `%s`" % code if code else "")
    return "%s: %s%s" % (type(e).__name__, msg, where)


class _PlainAny(list):
    """Stands for any index fact with torch alone."""

    def __getitem__(self, k):
        return _PlainAny()

    def get(self, *a):
        return _PlainAny()

    def __len__(self):
        return 1 << 20

    def __contains__(self, k):
        return True

    def __iter__(self):
        return iter(())

    def __bool__(self):
        return True


class _Plain:
    """What run_case returns with torch alone: no dump, nothing to check."""

    index = None


_PLAIN = []


def run_case(tmp_path, fn, arg_sets, backend="aot_eager", reference=None, compile_kwargs=None, kwarg_sets=None,
             compare=None):
    if not _PLAIN:
        return casekit.run_case(tmp_path, fn, arg_sets, backend=backend, reference=reference,
                                compile_kwargs=compile_kwargs, kwarg_sets=kwarg_sets, compare=compare)
    torch._dynamo.reset()
    kwarg_sets = kwarg_sets or [{} for _ in arg_sets]
    if reference is None:
        expected = [fn(*a, **kw) for a, kw in zip(arg_sets, kwarg_sets)]
    else:
        expected = [reference(a) for a in arg_sets]
    compiled = torch.compile(fn, backend=backend, **(compile_kwargs or {}))
    try:
        got = [compiled(*a, **kw) for a, kw in zip(arg_sets, kwarg_sets)]
    except Exception as e:
        raise TorchItselfFails("raises %s" % _torch_error(e))
    try:
        ok = (compare or same)(expected, got) is not False
    except AssertionError:
        ok = False
    if not ok:
        raise TorchItselfFails("gives outputs that differ from eager")
    return _Plain()


def _torch_alone(runner):
    """None, or how torch alone fails the program `runner`."""
    _PLAIN.append(True)
    try:
        import tempfile
        import pathlib

        with tempfile.TemporaryDirectory() as d:
            runner(pathlib.Path(d))
    except TorchItselfFails as e:
        return str(e)
    except BaseException:
        return None
    finally:
        _PLAIN.pop()
    return None


def run_program(tmp_path, runner):
    try:
        runner(tmp_path)
    except pytest.skip.Exception:
        raise
    except BaseException:
        why = _torch_alone(runner)
        if why is None:
            raise
        pytest.skip("%s: torch %s (Python %s) itself, without depyf, %s"
                    % (getattr(runner, "__name__", "transformers"), TORCH, PY, why))


def program(f):
    name = f.__name__[len("prog_"):]
    assert name not in PROGRAMS, name
    PROGRAMS[name] = f
    return f


def t(*shape, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g)


# -- checks ------------------------------------------------------------------------------


def verify(r):
    """No failure inside depyf; the code Dynamo made ran from the dump (or,
    when torch compiled nothing, the index says why it ran eagerly)."""
    if isinstance(r, _Plain):
        return
    assert not r.index["failures"], r.index["failures"]
    if r.artifacts("transformed_code"):
        r.assert_ran_from_dump()
    else:
        skipped = [s for f in r.index["functions"] for s in f["skipped"]] + list(r.index.get("skipped_frames", []))
        assert skipped, "nothing compiled and no skipped frame recorded: %s" % r.index["functions"]
        assert all(s.get("reason") for s in skipped), skipped


def marked_lines(fn, marker="BREAK"):
    src, start = inspect.getsourcelines(fn)
    base = os.path.basename(fn.__code__.co_filename)
    return {"%s:%d" % (base, start + i) for i, line in enumerate(src) if "# " + marker in line}


def all_breaks(r):
    return [gb for f in r.index["functions"] for gb in f["graph_breaks"]]


def expect_break(r, *fns, marker="BREAK"):
    """A graph break recorded with its user line at a `# BREAK` line of one of fns."""
    if isinstance(r, _Plain):
        return _PlainAny()
    want = set().union(*(marked_lines(fn, marker) for fn in fns))
    assert want, "no marked line"
    got = [gb for gb in all_breaks(r) if gb.get("user_line") and
           "%s:%s" % (os.path.basename(gb["user_line"].rsplit(":", 1)[0]), gb["user_line"].rsplit(":", 1)[1]) in want]
    assert got, ("no graph break recorded at", sorted(want), all_breaks(r))
    assert all(gb.get("reason") for gb in got), got
    return got


def top(r, name):
    if isinstance(r, _Plain):
        return _PlainAny()
    recs = r.functions(name)
    assert recs, (name, [f["name"] for f in r.index["functions"]])
    return recs[0]


def expect_resumes(r, name):
    if isinstance(r, _Plain):
        return _PlainAny()
    rec = top(r, name)
    resumes = [f for f in r.index["functions"] if f.get("resume_of") == rec["key"]]
    assert resumes, ("no resume function recorded for", name, [f["key"] for f in r.index["functions"]])
    return resumes


def expect_recompiled(r, name, at_least=2, reason=None):
    if isinstance(r, _Plain):
        return _PlainAny()
    rec = top(r, name)
    assert len(rec["compiles"]) >= at_least, rec["compiles"]
    assert rec["recompilations"], rec
    if reason:
        assert any(reason in x["reason"] for x in rec["recompilations"]), rec["recompilations"]


def verify_every_frame(r, *fns):
    """Each of `fns` whose frame Dynamo compiled has its transformed code in
    the dump; each it did not is in the index with torch's reason."""
    if isinstance(r, _Plain):
        return
    recorded = {f["name"]: f for f in r.index["functions"]}
    skipped = {s["function"] for s in r.index.get("skipped_frames", [])}
    ran = {os.path.basename(p) for p in r.recorder.ran_from(r.dump)}
    for fn in fns:
        name = fn.__name__
        rec = recorded.get(name)
        if rec is not None and rec["compiles"]:
            assert any(p.startswith("__transformed_code_") and p.endswith("_for_%s.py" % name) for p in ran), (
                "%s was compiled but its dumped code did not run" % name, sorted(ran))
            continue
        reasons = [s.get("reason") for s in (rec or {}).get("skipped", [])]
        reasons += [s.get("reason") for s in r.index.get("skipped_frames", []) if s["function"] == name]
        assert name in skipped or rec is not None, (
            "%s ran outside the dump and the index says nothing of it" % name, sorted(recorded), sorted(skipped))
        assert reasons and all(reasons), (name, reasons)


@contextlib.contextmanager
def captured_stderr():
    """What reaches the process's standard error, Python's writes and the
    file descriptor's alike (a handler may hold the stream it started with)."""
    import io
    import tempfile

    sys.stderr.flush()
    saved = os.dup(2)
    buf = io.StringIO()
    with tempfile.TemporaryFile(mode="w+") as f:
        os.dup2(f.fileno(), 2)
        try:
            with contextlib.redirect_stderr(buf):
                yield buf
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            f.seek(0)
            buf.write(f.read())


def run_stateful(tmp_path, fn, arg_sets, reset, snapshot, **kw):
    """run_case for programs with side effects: eager first from `reset()`,
    then compiled from `reset()` again; the state after both must agree."""
    reset()
    eager = [fn(*a) for a in arg_sets]
    want = snapshot()
    reset()
    it = iter(eager)
    r = run_case(tmp_path, fn, arg_sets, reference=lambda a: next(it), **kw)
    got = snapshot()
    assert same(want, got), (want, got)
    return r


def needs(cond, what):
    if not cond:
        pytest.skip("torch %s (Python %s) has no %s" % (TORCH, PY, what))


# ==========================================================================================
# closures and nested functions
# ==========================================================================================


def make_counter():
    count = 0

    def counted(x):
        nonlocal count
        count += 1
        return x * count

    return counted


@program
def prog_closure_nonlocal_counter(tmp_path):
    args = [(t(3),), (t(3, seed=1),), (t(3, seed=2),)]
    eager = make_counter()
    want = [eager(*a) for a in args]
    it = iter(want)
    r = run_case(tmp_path, make_counter(), args, reference=lambda a: next(it))
    verify(r)


def closure_factory(x):
    def make(k):
        return lambda v: v * k + x

    fns = [make(k) for k in range(3)]
    return sum(f(x) for f in fns)


@program
def prog_closure_factory_inside(tmp_path):
    verify(run_case(tmp_path, closure_factory, [(t(3),), (t(3, seed=1),)], backend="eager"))


def nonlocal_across_break(x):
    acc = x.clone()

    def add(v):
        nonlocal acc
        acc = acc + v

    add(x)
    print("break with a nonlocal writer alive")  # BREAK
    add(1)
    return acc


@program
def prog_nonlocal_writer_across_break(tmp_path):
    r = run_case(tmp_path, nonlocal_across_break, [(t(3),), (t(3, seed=1),)])
    expect_break(r, nonlocal_across_break)
    verify(r)


def nested_defaults_across_break(x, k=2):
    def scale(v, factor=k, *, shift=1.0):
        return v * factor + shift

    y = scale(x)
    torch._dynamo.graph_break()  # BREAK
    return scale(y, shift=0.5) + scale(x, 3)


@program
def prog_nested_defaults_kwonly_across_break(tmp_path):
    r = run_case(tmp_path, nested_defaults_across_break, [(t(3),), (t(3, seed=1), 4)])
    expect_break(r, nested_defaults_across_break)
    expect_resumes(r, "nested_defaults_across_break")
    verify(r)


def two_level_closure(base):
    def outer(x):
        def middle(y):
            def inner(z):
                return z * base + x

            print("break three closures deep")  # BREAK
            return inner(y) + y

        return middle(x * 2)

    return outer


@program
def prog_closure_three_levels_break(tmp_path):
    fn = two_level_closure(t(3, seed=9))
    r = run_case(tmp_path, fn, [(t(3),), (t(3, seed=1),)])
    expect_break(r, two_level_closure)
    verify(r)


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        out = fn(*args, **kwargs)
        return out * 1

    return wrapper


@logged
def decorated_with_break(x, y):
    z = x + y
    torch._dynamo.graph_break()  # BREAK
    return z.relu()


@program
def prog_decorated_function_break(tmp_path):
    r = run_case(tmp_path, decorated_with_break, [(t(3), t(3, seed=1)), (t(3, seed=2), t(3, seed=3))])
    expect_break(r, decorated_with_break.__wrapped__)
    verify(r)


def lambda_defaults(x):
    fs = [lambda v, i=i: v + i for i in range(3)]
    return [f(x) for f in fs]


@program
def prog_lambda_default_capture(tmp_path):
    verify(run_case(tmp_path, lambda_defaults, [(t(2),), (t(2, seed=1),)]))


def partial_target(x, y, *, scale):
    return (x - y) * scale


@program
def prog_functools_partial(tmp_path):
    fn = functools.partial(partial_target, scale=3.0)
    verify(run_case(tmp_path, fn, [(t(3), t(3, seed=1)), (t(3, seed=2), t(3, seed=3))]))


# ==========================================================================================
# generators
# ==========================================================================================


def gen_pairs(xs):
    for i, x in enumerate(xs):
        yield i, x * 2


def gen_delegating(xs):
    yield from gen_pairs(xs)
    yield len(xs), xs[0]


def generator_consumed(xs):
    total = 0
    for i, y in gen_pairs(xs):
        total = total + y * i
    sums = list(v.sum() for _, v in gen_delegating(xs))
    return total, sums, dict(gen_pairs(xs[:1]))


@program
def prog_generators_consumed(tmp_path):
    xs = [t(3, seed=i) for i in range(3)]
    verify(run_case(tmp_path, generator_consumed, [(xs,), ([x + 1 for x in xs],)]))


def noisy_gen(x):
    for i in range(3):
        print("inside a generator", i)  # BREAK
        yield x + i


def generator_with_break(x):
    parts = list(noisy_gen(x))
    return torch.stack(parts).sum(0)


@program
def prog_generator_with_break(tmp_path):
    verify(run_case(tmp_path, generator_with_break, [(t(3),), (t(3, seed=1),)]))


def genexpr_reductions(xs):
    pos = any(x.shape[0] > 2 for x in xs)
    big = all(x.ndim == 1 for x in xs)
    return torch.stack(tuple(x.mean() for x in xs)), pos, big, max(x.shape[0] for x in xs)


@program
def prog_genexpr_reductions(tmp_path):
    verify(run_case(tmp_path, genexpr_reductions, [([t(2), t(3, seed=1)],), ([t(2, seed=2), t(3, seed=3)],)]))


# ==========================================================================================
# with blocks
# ==========================================================================================


class Scaled:
    active = 0

    def __init__(self, k):
        self.k = k

    def __enter__(self):
        Scaled.active += 1
        return self

    def __exit__(self, *exc):
        Scaled.active -= 1
        return False


def custom_ctx(x):
    with Scaled(3) as s:
        y = x * s.k + Scaled.active
    return y + Scaled.active


@program
def prog_custom_context_manager(tmp_path):
    verify(run_case(tmp_path, custom_ctx, [(t(3),), (t(3, seed=1),)]))


def custom_ctx_break(x):
    with Scaled(2) as s:
        y = x * s.k
        print("break inside a user context manager")  # BREAK
        y = y + Scaled.active
    return y


@program
def prog_custom_context_manager_break(tmp_path):
    r = run_case(tmp_path, custom_ctx_break, [(t(3),), (t(3, seed=1),)])
    assert Scaled.active == 0
    verify(r)


EVENTS = []


@contextlib.contextmanager
def tagged(tag):
    EVENTS.append("enter " + tag)
    try:
        yield tag
    finally:
        EVENTS.append("exit " + tag)


def generator_ctx(x):
    with tagged("a") as tag:
        y = x * len(tag)
    return y.sin()


@program
def prog_contextlib_contextmanager(tmp_path):
    r = run_stateful(tmp_path, generator_ctx, [(t(3),), (t(3, seed=1),)], EVENTS.clear, lambda: list(EVENTS))
    verify(r)


def grad_modes(x):
    with torch.no_grad():
        a = x * 2
        with torch.enable_grad():
            b = (x * 3).sum()
            print("break in enable_grad inside no_grad")  # BREAK
            c = b * 2
        d = a + 1
    e = x * 4
    return a.requires_grad, c.requires_grad, d.requires_grad, e.requires_grad, c.detach(), d, e.detach()


@program
def prog_no_grad_enable_grad_nested_break(tmp_path):
    args = [(t(3).requires_grad_(),), (t(3, seed=1).requires_grad_(),)]
    r = run_case(tmp_path, grad_modes, args)
    expect_break(r, grad_modes)
    verify(r)


def set_grad(x):
    with torch.set_grad_enabled(False):
        y = x * 2
    torch._dynamo.graph_break()  # BREAK
    with torch.set_grad_enabled(True):
        z = x * 3
    return y.requires_grad, z.requires_grad, y, z.detach()


@program
def prog_set_grad_enabled(tmp_path):
    r = run_case(tmp_path, set_grad, [(t(3).requires_grad_(),), (t(3, seed=1).requires_grad_(),)])
    expect_break(r, set_grad)
    verify(r)


@torch.no_grad()
def no_grad_decorated(x, w):
    return (x @ w).requires_grad, x @ w


@program
def prog_no_grad_decorator(tmp_path):
    w = t(3, 3, seed=5).requires_grad_()
    verify(run_case(tmp_path, no_grad_decorated, [(t(2, 3), w), (t(2, 3, seed=1), w)]))


def autocast_cpu(a, b):
    with torch.autocast("cpu", dtype=torch.bfloat16):
        c = a @ b
        print("break inside autocast")  # BREAK
        d = (c @ b).relu()
    return c.dtype, d.dtype, d.float()


@program
def prog_autocast_cpu_break(tmp_path):
    args = [(t(4, 4), t(4, 4, seed=1)), (t(4, 4, seed=2), t(4, 4, seed=3))]
    r = run_case(tmp_path, autocast_cpu, args)
    verify(r)


def autocast_no_break(a, b):
    with torch.autocast("cpu", dtype=torch.bfloat16):
        c = torch.mm(a, b)
    return c.float() + 1


@program
def prog_autocast_cpu(tmp_path):
    verify(run_case(tmp_path, autocast_no_break, [(t(4, 4), t(4, 4, seed=1)), (t(4, 4, seed=2), t(4, 4, seed=3))]))


# ==========================================================================================
# try / except / finally
# ==========================================================================================


def try_finally_break(x):
    done = []
    try:
        y = x + 1
        torch._dynamo.graph_break()  # BREAK
        y = y * 2
    finally:
        done.append(1)
    return y, len(done)


@program
def prog_try_finally_break(tmp_path):
    verify(run_case(tmp_path, try_finally_break, [(t(3),), (t(3, seed=1),)]))


def catch_inside(x):
    try:
        if x.shape[0] > 2:
            raise KeyError("big")
        y = x
    except KeyError as e:
        y = x * len(e.args)
    else:
        y = y + 1
    finally:
        x = x - 0.5
    return y + x


@program
def prog_raise_and_catch_inside(tmp_path):
    verify(run_case(tmp_path, catch_inside, [(t(3),), (t(2),), (t(3, seed=1),)]))


def break_then_try(x):
    y = x.cos()
    print("break before a try")  # BREAK
    try:
        z = {"a": y}["b"]
    except KeyError:
        z = y * 2
    else:
        z = z + 3
    finally:
        y = y + 1
    return z + y


@program
def prog_graph_break_then_try_except(tmp_path):
    r = run_case(tmp_path, break_then_try, [(t(3),), (t(3, seed=1),)])
    expect_break(r, break_then_try)
    expect_resumes(r, "break_then_try")
    verify(r)


def except_around_callee_break(x):
    try:
        y = callee_prints(x)
    except RuntimeError:
        y = x
    return y * 2


def callee_prints(x):
    print("break in a callee inside a try")  # BREAK
    return x + 1


@program
def prog_try_around_callee_break(tmp_path):
    verify(run_case(tmp_path, except_around_callee_break, [(t(3),), (t(3, seed=1),)]))


# ==========================================================================================
# data-dependent branches
# ==========================================================================================


def nested_branches(x, y):
    if x.sum() > 0:
        if y.mean() > 0:
            out = x + y
        else:
            out = x - y
    elif (x * y).sum() > 0:
        out = x * y
    else:
        out = -x
    return out * 2


@program
def prog_nested_data_dependent_branches(tmp_path):
    args = [(t(4, seed=s), t(4, seed=s + 50)) for s in range(8)]
    r = run_case(tmp_path, nested_branches, args)
    breaks = top(r, "nested_branches")["graph_breaks"]
    assert breaks, ("data-dependent branch: no graph break recorded", top(r, "nested_branches"))
    expect_resumes(r, "nested_branches")
    verify(r)


def while_data_dependent(x):
    n = 0
    while x.abs().max() > 1:
        x = x / 2
        n += 1
    return x, n


@program
def prog_while_data_dependent(tmp_path):
    verify(run_case(tmp_path, while_data_dependent, [(t(4) * 5,), (t(4, seed=1) * 9,)]))


def item_branch(x):
    m = x.max().item()
    if m > 0.5:
        return x * m
    return x - m


@program
def prog_item_branch(tmp_path):
    verify(run_case(tmp_path, item_branch, [(t(4),), (t(4, seed=3) - 5,), (t(4, seed=4),)]))


def ternary_branch(x):
    y = x.sin() if x.sum() > 0 else x.cos()
    return y * 2 if bool(y.mean() > 0) else y


@program
def prog_ternary_on_tensor(tmp_path):
    args = [(t(3, seed=s),) for s in range(5)]
    r = run_case(tmp_path, ternary_branch, args)
    expect_resumes(r, "ternary_branch")
    verify(r)


@program
def prog_data_dependent_branch_inductor(tmp_path):
    r = run_case(tmp_path, item_branch, [(t(4),), (t(4, seed=3) - 5,)], backend="inductor")
    assert r.artifacts("inductor_output_code")
    verify(r)


# ==========================================================================================
# loops
# ==========================================================================================


def loop_break_continue(xs, limit):
    total = torch.zeros(3)
    for i, x in enumerate(xs):
        if i % 2 == 1:
            continue
        if i > limit:
            break
        total = total + x * i
    j = 0
    while True:
        j += 1
        total = total * 1.5
        if j >= 3:
            break
    return total, j


@program
def prog_loop_break_continue(tmp_path):
    xs = [t(3, seed=i) for i in range(7)]
    verify(run_case(tmp_path, loop_break_continue, [(xs, 4), (xs, 4)], backend="eager"))


def iterate_tensor_rows(x):
    acc = []
    for row in x:
        acc.append(row.sum())
    for a, b in zip(x[:-1], x[1:]):
        acc.append((a * b).sum())
    return torch.stack(acc)


@program
def prog_iterate_tensor_rows(tmp_path):
    verify(run_case(tmp_path, iterate_tensor_rows, [(t(4, 3),), (t(4, 3, seed=1),)]))


def helper_breaks(x, i):
    print("break in a helper called from a loop", i)  # BREAK
    return x + i


def break_in_loop_callee(x):
    for i in range(3):
        x = helper_breaks(x, i) * 2
    return x


@program
def prog_loop_calling_helper_with_break(tmp_path):
    r = run_case(tmp_path, break_in_loop_callee, [(t(3),), (t(3, seed=1),)])
    expect_break(r, helper_breaks)
    verify(r)


def loop_with_graph_break(x):
    for i in range(3):
        x = x + i
        torch._dynamo.graph_break()  # BREAK
    return x


@program
def prog_graph_break_inside_loop(tmp_path):
    verify(run_case(tmp_path, loop_with_graph_break, [(t(3),), (t(3, seed=1),)]))


def loop_break_on_tensor(x):
    for i in range(5):
        x = x * 2
        if x.abs().sum() > 20:
            break
    return x, i


@program
def prog_loop_break_on_tensor_condition(tmp_path):
    verify(run_case(tmp_path, loop_break_on_tensor, [(t(3),), (t(3, seed=1) / 10,)]))


# ==========================================================================================
# comprehensions and generator expressions
# ==========================================================================================


def comprehension_kinds(xs):
    sq = [x * x for x in xs if x.shape[0] > 1]
    sizes = {x.shape[0] for x in xs}
    by = {i: x.sum() for i, x in enumerate(xs)}
    nested = [[a * b for b in xs[:2]] for a in xs[:2]]
    g = sum(x.mean() for x in xs)
    return sq, sorted(sizes), by, nested, g


@program
def prog_comprehension_kinds(tmp_path):
    xs = [t(2), t(2, seed=1), t(1, seed=2)]
    verify(run_case(tmp_path, comprehension_kinds, [(xs,), ([x * 2 for x in xs],)]))


def comprehension_with_break(xs):
    ys = [x + 1 for x in xs]
    zs = [print("break in a comprehension") or y * 2 for y in ys]  # BREAK
    return zs, {k: v.sum() for k, v in zip("abc", zs)}


@program
def prog_comprehension_with_break(tmp_path):
    xs = [t(2), t(2, seed=1)]
    r = run_case(tmp_path, comprehension_with_break, [(xs,), ([x * 2 for x in xs],)])
    verify(r)


def comprehension_closure_over_local(x, n):
    scale = x.sum()
    rows = [x * scale * i for i in range(n)]
    torch._dynamo.graph_break()  # BREAK
    return [r + scale for r in rows]


@program
def prog_comprehension_around_break(tmp_path):
    r = run_case(tmp_path, comprehension_closure_over_local, [(t(3), 3), (t(3, seed=1), 3)])
    expect_break(r, comprehension_closure_over_local)
    verify(r)


# ==========================================================================================
# side effects
# ==========================================================================================

COUNTER = 0
LOG = []
STATE = {}
HOLDER = types.SimpleNamespace(value=0, last=None)


def _reset_globals():
    global COUNTER
    COUNTER = 0
    LOG.clear()
    STATE.clear()
    HOLDER.value, HOLDER.last = 0, None


def _snapshot_globals():
    return (COUNTER, list(LOG), dict(STATE), HOLDER.value, HOLDER.last)


def side_effects_across_break(x):
    global COUNTER
    COUNTER += 1
    LOG.append(x.shape[0])
    y = x + COUNTER
    print("break between side effects")  # BREAK
    STATE["y"] = y
    HOLDER.value += 2
    HOLDER.last = y * 2
    LOG.append(len(STATE))
    return y


@program
def prog_side_effects_across_break(tmp_path):
    r = run_stateful(tmp_path, side_effects_across_break, [(t(3),), (t(3, seed=1),)], _reset_globals, _snapshot_globals)
    expect_break(r, side_effects_across_break)
    verify(r)


def mutate_arguments(xs, d, obj):
    xs.append(xs[0] * 2)
    xs.insert(0, xs.pop())
    d["new"] = d.pop("a") + 1
    d.setdefault("count", 0)
    obj.count += 1
    obj.last = xs[-1]
    return len(xs), sorted(d)


@program
def prog_mutate_list_dict_attr_args(tmp_path):
    def fresh():
        return [([t(2)], {"a": t(2, seed=1)}, types.SimpleNamespace(count=0, last=None)),
                ([t(2, seed=2)], {"a": t(2, seed=3)}, types.SimpleNamespace(count=5, last=None))]

    eager_args, comp_args = fresh(), fresh()
    want = [mutate_arguments(*a) for a in eager_args]
    it = iter(want)
    r = run_case(tmp_path, mutate_arguments, comp_args, reference=lambda a: next(it))
    for (xs, d, o), (xs2, d2, o2) in zip(eager_args, comp_args):
        assert same(xs, xs2) and same(d, d2) and o.count == o2.count and same(o.last, o2.last)
    verify(r)


BUFFER = None


def store_global_tensor(x):
    global BUFFER
    BUFFER = x * 2
    return BUFFER + 1


@program
def prog_global_tensor_rebind(tmp_path):
    def reset():
        global BUFFER
        BUFFER = None

    r = run_stateful(tmp_path, store_global_tensor, [(t(3),), (t(3, seed=1),)], reset, lambda: BUFFER)
    verify(r)


class Stateful(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 3)
        self.calls = 0
        self.history = []

    def forward(self, x):
        self.calls += 1
        self.history.append(self.calls)
        return self.lin(x) * self.calls


@program
def prog_module_attribute_side_effects(tmp_path):
    torch.manual_seed(0)
    eager, comp = Stateful(), Stateful()
    comp.load_state_dict(eager.state_dict())
    args = [(t(2, 3),), (t(2, 3, seed=1),), (t(2, 3, seed=2),)]
    want = [eager(*a) for a in args]
    it = iter(want)
    r = run_case(tmp_path, comp, args, reference=lambda a: next(it))
    assert (comp.calls, comp.history) == (eager.calls, eager.history)
    verify(r)


def inplace_on_inputs(x, y):
    x.add_(1)
    y.mul_(2)
    x[0] = y[1]
    return x.sum() + y.sum()


@program
def prog_inplace_mutation_of_inputs(tmp_path):
    def fresh():
        return [(t(3), t(3, seed=1)), (t(3, seed=2), t(3, seed=3))]

    e, c = fresh(), fresh()
    want = [inplace_on_inputs(*a) for a in e]
    it = iter(want)
    r = run_case(tmp_path, inplace_on_inputs, c, reference=lambda a: next(it))
    assert same(e, c)
    verify(r)


# ==========================================================================================
# dataclasses, namedtuples, dicts as inputs and outputs
# ==========================================================================================


@dataclasses.dataclass(eq=False)
class Batch:
    x: torch.Tensor
    scale: float = 1.0
    tag: str = "b"

    def __eq__(self, other):
        return (type(other) is Batch and torch.allclose(self.x, other.x) and self.scale == other.scale
                and self.tag == other.tag)


def dataclass_io(b):
    out = Batch(b.x * b.scale, b.scale + 1, b.tag + "!")
    out.x = out.x + 1
    return out


@program
def prog_dataclass_in_out(tmp_path):
    verify(run_case(tmp_path, dataclass_io, [(Batch(t(3), 2.0),), (Batch(t(3, seed=1), 2.0),)]))


def dataclass_break(b):
    y = b.x.sin()
    print("break with a dataclass alive")  # BREAK
    return dataclasses.replace(b, x=y * b.scale)


@program
def prog_dataclass_across_break(tmp_path):
    r = run_case(tmp_path, dataclass_break, [(Batch(t(3), 3.0),), (Batch(t(3, seed=1), 3.0),)])
    expect_break(r, dataclass_break)
    verify(r)


Pair = collections.namedtuple("Pair", "a b")


def namedtuple_io(p):
    s = p.a + p.b
    torch._dynamo.graph_break()  # BREAK
    q = p._replace(a=s)
    return Pair(q.a * 2, q.b), q


@program
def prog_namedtuple_in_out_break(tmp_path):
    r = run_case(tmp_path, namedtuple_io, [(Pair(t(3), t(3, seed=1)),), (Pair(t(3, seed=2), t(3, seed=3)),)])
    expect_break(r, namedtuple_io)
    verify(r)


def nested_structures(d):
    out = collections.OrderedDict()
    for k, (a, b) in d["pairs"].items():
        out[k.upper()] = a @ b
    out["n"] = len(d["pairs"])
    return {"out": out, "meta": (d["name"], [v.shape[0] for v in out.values() if isinstance(v, torch.Tensor)])}


@program
def prog_nested_dict_structures(tmp_path):
    d = {"pairs": {"x": (t(2, 3), t(3, 2)), "y": (t(1, 3, seed=1), t(3, 4, seed=2))}, "name": "nd"}
    verify(run_case(tmp_path, nested_structures, [(d,), (d,)]))


# ==========================================================================================
# arguments
# ==========================================================================================


def star_args_break(*args, **kwargs):
    total = sum(args)
    torch._dynamo.graph_break()  # BREAK
    for k, v in sorted(kwargs.items()):
        total = total * v if isinstance(v, float) else total + v
    return total


@program
def prog_star_args_kwargs_break(tmp_path):
    args = [(t(2), t(2, seed=1)), (t(2, seed=2), t(2, seed=3))]
    kws = [{"scale": 2.0, "bias": t(2, seed=4)}, {"scale": 2.0, "bias": t(2, seed=5)}]
    r = run_case(tmp_path, star_args_break, args, kwarg_sets=kws)
    expect_break(r, star_args_break)
    verify(r)


def kwonly(x, *, scale, shift=0.5, **extra):
    return x * scale + shift + len(extra)


@program
def prog_keyword_only_args(tmp_path):
    args = [(t(3),), (t(3, seed=1),), (t(3, seed=2),)]
    kws = [{"scale": 2.0}, {"scale": 2.0, "shift": 1.5}, {"scale": 3.0, "other": 1}]
    verify(run_case(tmp_path, kwonly, args, kwarg_sets=kws))


def defaults(x, y=None, n=2, flag=False):
    if y is None:
        y = torch.ones_like(x)
    out = x * n + y
    return -out if flag else out


@program
def prog_default_args(tmp_path):
    args = [(t(3),), (t(3, seed=1), t(3, seed=2)), (t(3, seed=3), None, 5, True)]
    r = run_case(tmp_path, defaults, args)
    assert len(top(r, "defaults")["compiles"]) >= 2
    verify(r)


ns = {}
exec(textwrap.dedent("""
    def positional_only(x, y, /, z=1, *, w=2):
        return (x - y) * z + w
"""), ns)
positional_only = ns["positional_only"]


@program
def prog_positional_only_args(tmp_path):
    verify(run_case(tmp_path, positional_only, [(t(3), t(3, seed=1)), (t(3, seed=2), t(3, seed=3), 4)]))


def star_unpacking(xs):
    first, *middle, last = xs
    a, (b, c) = first, (middle[0], last)
    bsz, n = a.shape
    return a * bsz + b * n + c, len(middle)


@program
def prog_star_unpacking_assignments(tmp_path):
    xs = [t(2, 3, seed=i) for i in range(4)]
    verify(run_case(tmp_path, star_unpacking, [(xs,), (xs[::-1],)]))


# ==========================================================================================
# dynamic shapes and recompilation
# ==========================================================================================


def dyn_view(x):
    n = x.shape[0]
    return x.view(n // 2, -1).sum(0) * n


@program
def prog_dynamic_true(tmp_path):
    r = run_case(tmp_path, dyn_view, [(t(4, 6),), (t(6, 6),), (t(8, 6),)], compile_kwargs={"dynamic": True})
    assert len(top(r, "dyn_view")["compiles"]) == 1
    verify(r)


def automatic_dynamic(x):
    return (x * x.shape[0]).cumsum(0)


@program
def prog_automatic_dynamic(tmp_path):
    r = run_case(tmp_path, automatic_dynamic, [(t(n),) for n in (2, 3, 4, 5)])
    rec = top(r, "automatic_dynamic")
    assert len(rec["compiles"]) == 2, rec["compiles"]
    expect_recompiled(r, "automatic_dynamic", reason="size mismatch")
    verify(r)


def recompile_on_int(x, n):
    return x * n + n


@program
def prog_recompile_on_int_arg(tmp_path):
    r = run_case(tmp_path, recompile_on_int, [(t(3), 1), (t(3), 2), (t(3), 3)])
    expect_recompiled(r, "recompile_on_int")
    verify(r)


def dtype_change(x):
    return x.sin().to(torch.float32) + 1


@program
def prog_recompile_on_dtype(tmp_path):
    r = run_case(tmp_path, dtype_change, [(t(3),), (t(3).double(),)])
    expect_recompiled(r, "dtype_change")
    verify(r)


def mark_dynamic_fn(x):
    return torch.cat([x, x.flip(0)]) * x.shape[0]


@program
def prog_mark_dynamic(tmp_path):
    args = []
    for n in (3, 5, 7):
        x = t(n, 2)
        torch._dynamo.mark_dynamic(x, 0)
        args.append((x,))
    r = run_case(tmp_path, mark_dynamic_fn, args)
    assert len(top(r, "mark_dynamic_fn")["compiles"]) == 1
    verify(r)


def dynamic_with_break(x):
    y = x.reshape(-1, 2).sum(1)
    print("break under dynamic shapes", y.shape)  # BREAK
    return y * x.shape[0]


@program
def prog_dynamic_shapes_with_break(tmp_path):
    r = run_case(tmp_path, dynamic_with_break, [(t(n * 2),) for n in (2, 3, 4)], compile_kwargs={"dynamic": True})
    expect_break(r, dynamic_with_break)
    verify(r)


@program
def prog_dynamic_true_inductor(tmp_path):
    r = run_case(tmp_path, dyn_view, [(t(4, 3),), (t(6, 3),)], backend="inductor", compile_kwargs={"dynamic": True})
    assert r.artifacts("inductor_output_code")
    verify(r)


def guard_on_global_fn(x):
    return ACTIVATION(x) * 2


ACTIVATION = torch.relu


@program
def prog_recompile_on_global_rebind(tmp_path):
    global ACTIVATION
    torch._dynamo.reset()
    compiled = torch.compile(guard_on_global_fn, backend="aot_eager")
    dump = str(tmp_path / "dump")
    x = t(4)
    try:
        with (contextlib.nullcontext() if _PLAIN else depyf.prepare_debug(dump)):
            ACTIVATION = torch.relu
            a = compiled(x)
            ACTIVATION = torch.sigmoid
            b = compiled(x)
    finally:
        ACTIVATION = torch.relu
    if _PLAIN:  # torch alone (torch 2.2 guards no global bound to a torch function)
        if not (same(a, torch.relu(x) * 2) and same(b, torch.sigmoid(x) * 2)):
            raise TorchItselfFails("gives outputs that differ from eager (no guard on the rebound global)")
        return
    assert same(a, torch.relu(x) * 2) and same(b, torch.sigmoid(x) * 2)
    assert_all_python_compiles(dump)
    index = load_index(dump)
    rec = [f for f in index["functions"] if f["name"] == "guard_on_global_fn"][0]
    assert len(rec["compiles"]) == 2 and rec["recompilations"], rec
    assert all(c["decompiled"] for c in rec["compiles"]), rec["compiles"]


# ==========================================================================================
# torch.cond and other higher-order ops
# ==========================================================================================


def cond_closure(x, y):
    def t_fn(v):
        return v.sin() + y

    def f_fn(v):
        return v.cos() - y

    return torch.cond(x.sum() > 0, t_fn, f_fn, (x,))


@program
def prog_torch_cond_closure(tmp_path):
    needs(hasattr(torch, "cond"), "torch.cond")
    r = run_case(tmp_path, cond_closure, [(t(3), t(3, seed=1)), (-t(3).abs() - 1, t(3, seed=1))])
    verify(r)


class CondModule(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(3, 3)
        self.b = nn.Linear(3, 3)

    def forward(self, x):
        out = torch.cond(x.mean() > 0, lambda v: self.a(v), lambda v: self.b(v).relu(), (x,))
        print("break after a cond")  # BREAK
        return out * 2


@program
def prog_torch_cond_in_module_break(tmp_path):
    needs(hasattr(torch, "cond"), "torch.cond")
    torch.manual_seed(0)
    m = CondModule()
    r = run_case(tmp_path, m, [(t(2, 3),), (-t(2, 3).abs(),)])
    verify(r)


def checkpointed(x, w):
    import torch.utils.checkpoint as cp

    def block(v):
        return (v @ w).relu() @ w

    return cp.checkpoint(block, x, use_reentrant=False).sum()


@program
def prog_activation_checkpoint(tmp_path):
    w = t(3, 3, seed=7)
    verify(run_case(tmp_path, checkpointed, [(t(2, 3), w), (t(2, 3, seed=1), w)]))


def vmapped(x, w):
    return torch.vmap(lambda row: (row * w).sum())(x)


@program
def prog_vmap_inside(tmp_path):
    needs(hasattr(torch, "vmap"), "torch.vmap")
    verify(run_case(tmp_path, vmapped, [(t(4, 3), t(3, seed=1)), (t(4, 3, seed=2), t(3, seed=1))]))


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return 2 * x * g


def custom_autograd(x):
    y = Square.apply(x)
    return y.sum(), y


@program
def prog_custom_autograd_function(tmp_path):
    verify(run_case(tmp_path, custom_autograd, [(t(3),), (t(3, seed=1),)]))


def grad_inside(x):
    x = x.detach().requires_grad_()
    y = (x.sin() * x).sum()
    (g,) = torch.autograd.grad(y, x)
    return g * 2


@program
def prog_autograd_grad_inside(tmp_path):
    verify(run_case(tmp_path, grad_inside, [(t(3),), (t(3, seed=1),)]))


# ==========================================================================================
# modules
# ==========================================================================================


class Hooked(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin1 = nn.Linear(4, 4)
        self.lin2 = nn.Linear(4, 2)

    def forward(self, x):
        return self.lin2(self.lin1(x).relu())


@program
def prog_module_forward_hooks(tmp_path):
    torch.manual_seed(0)
    m = Hooked()
    calls = []
    m.lin1.register_forward_pre_hook(lambda mod, args: (args[0] * 2,))
    m.lin2.register_forward_hook(lambda mod, args, out: out + 1)
    m.register_forward_hook(lambda mod, args, out: calls.append(out.shape[-1]) or out * 3)
    r = run_case(tmp_path, m, [(t(2, 4),), (t(2, 4, seed=1),)])
    assert calls and set(calls) == {2}
    verify(r)


@program
def prog_module_hook_with_break(tmp_path):
    torch.manual_seed(0)
    m = Hooked()

    def noisy_hook(mod, args, out):
        print("break in a forward hook")  # BREAK
        return out - 1

    m.lin1.register_forward_hook(noisy_hook)
    r = run_case(tmp_path, m, [(t(2, 4),), (t(2, 4, seed=1),)])
    verify(r)


class Chain(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(4, 4)
        self.b = nn.Linear(4, 4)

    def encode(self, x):
        h = self.a(x).relu()
        print("break in a module method")  # BREAK
        return h

    def decode(self, h):
        return self.b(h) + self.helper(h)

    def helper(self, h):
        return h.tanh()

    def forward(self, x):
        return self.decode(self.encode(x)) + self.encode(x)


@program
def prog_module_methods_with_breaks(tmp_path):
    torch.manual_seed(0)
    r = run_case(tmp_path, Chain(), [(t(2, 4),), (t(2, 4, seed=1),)])
    expect_break(r, Chain.encode)
    verify(r)


@program
def prog_batchnorm_train_buffers(tmp_path):
    torch.manual_seed(0)
    e = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.ReLU())
    c = nn.Sequential(nn.Linear(3, 4), nn.BatchNorm1d(4), nn.ReLU())
    c.load_state_dict(e.state_dict())
    args = [(t(5, 3),), (t(5, 3, seed=1),)]
    want = [e(*a) for a in args]
    it = iter(want)
    r = run_case(tmp_path, c, args, reference=lambda a: next(it))
    assert same(dict(e.state_dict()), dict(c.state_dict()))
    verify(r)


class Stack(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(3, 3) for _ in range(3))
        self.heads = nn.ModuleDict({"p": nn.Linear(3, 1), "q": nn.Linear(3, 2)})

    def forward(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x) + (i if i % 2 else 0)
        return {k: h(x) for k, h in self.heads.items()}


@program
def prog_module_list_dict(tmp_path):
    torch.manual_seed(0)
    verify(run_case(tmp_path, Stack(), [(t(2, 3),), (t(2, 3, seed=1),)]))


class Base:
    def f(self, x):
        return x + 1


class Child(Base):
    def f(self, x):
        y = super().f(x)
        print("break after super()")  # BREAK
        return y * 2 + super().f(y)


@program
def prog_super_across_break(tmp_path):
    r = run_case(tmp_path, Child().f, [(t(3),), (t(3, seed=1),)])
    expect_break(r, Child.f)
    verify(r)


# ==========================================================================================
# optimizers
# ==========================================================================================


def _mlp():
    torch.manual_seed(0)
    return nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 2))


@program
def prog_sgd_momentum_train_step(tmp_path):
    def build():
        m = _mlp()
        return m, torch.optim.SGD(m.parameters(), lr=0.1, momentum=0.9)

    (me, oe), (mc, oc) = build(), build()

    def make_step(m, opt):
        def train_step(x):
            loss = m(x).pow(2).mean()
            loss.backward()
            opt.step()
            opt.zero_grad()
            return loss.detach()

        return train_step

    args = [(t(3, 4, seed=i),) for i in range(3)]
    want = [make_step(me, oe)(*a) for a in args]
    it = iter(want)
    r = run_case(tmp_path, make_step(mc, oc), args, reference=lambda a: next(it))
    assert all(torch.allclose(a, b, atol=1e-6) for a, b in zip(me.parameters(), mc.parameters()))
    verify(r)


@program
def prog_adam_step_compiled(tmp_path):
    def build():
        m = _mlp()
        return m, torch.optim.Adam(m.parameters(), lr=0.01)

    (me, oe), (mc, oc) = build(), build()

    def make_step(m, opt):
        def step(x):
            m(x).sum().backward()
            opt.step()
            opt.zero_grad()
            return [p.detach().clone() for p in m.parameters()]

        return step

    args = [(t(3, 4, seed=i),) for i in range(3)]
    se = make_step(me, oe)
    want = [se(*a) for a in args]
    it = iter(want)
    r = run_case(tmp_path, make_step(mc, oc), args, reference=lambda a: next(it), backend="eager")
    verify(r)


# ==========================================================================================
# classes: methods, staticmethod, classmethod, property
# ==========================================================================================


class Scaler:
    factor = 2

    def __init__(self, k):
        self.k = k

    def apply(self, x):
        return self._inner(x) * self.k

    def _inner(self, x):
        return x + self.factor

    @staticmethod
    def sq(x):
        return x * x

    @classmethod
    def make(cls, k):
        return cls(k)

    @classmethod
    def scaled(cls, x):
        print("break in a classmethod")  # BREAK
        return x * cls.factor

    @property
    def double(self):
        return self.k * 2


def class_methods(x):
    s = Scaler.make(3)
    return s.apply(x) + Scaler.sq(x) + s.double + Scaler.scaled(x)


@program
def prog_class_static_class_methods(tmp_path):
    r = run_case(tmp_path, class_methods, [(t(3),), (t(3, seed=1),)], backend="eager")
    expect_break(r, Scaler.scaled)
    verify(r)


@program
def prog_bound_method_compiled(tmp_path):
    s = Scaler(4)
    verify(run_case(tmp_path, s.apply, [(t(3),), (t(3, seed=1),)]))


@program
def prog_staticmethod_compiled(tmp_path):
    verify(run_case(tmp_path, Scaler.sq, [(t(3),), (t(3, seed=1),)]))


@program
def prog_classmethod_compiled_break(tmp_path):
    r = run_case(tmp_path, Scaler.scaled, [(t(3),), (t(3, seed=1),)])
    expect_break(r, Scaler.scaled)
    verify(r)


# ==========================================================================================
# recursion, deep nesting, explicit breaks
# ==========================================================================================


def recurse(x, n):
    if n == 0:
        print("break at the bottom of a recursion")  # BREAK
        return x
    return recurse(x * 2, n - 1) + n


@program
def prog_recursion_through_break(tmp_path):
    r = run_case(tmp_path, recurse, [(t(3), 3), (t(3, seed=1), 3)])
    expect_break(r, recurse)
    verify(r)


def level3(x):
    torch._dynamo.graph_break()  # BREAK
    return x.sin()


def level2(x):
    y = level3(x + 1)
    return y * 2


def level1(x):
    a = x.cos()
    y = level2(a)
    return y - a


@program
def prog_break_three_calls_deep(tmp_path):
    r = run_case(tmp_path, level1, [(t(3),), (t(3, seed=1),)])
    expect_break(r, level3)
    verify(r)


def many_breaks(x):
    a = x + 1
    torch._dynamo.graph_break()  # BREAK
    b = a * 2
    torch._dynamo.graph_break()  # BREAK
    c = b - x
    torch._dynamo.graph_break()  # BREAK
    return a, b, c


@program
def prog_three_explicit_breaks(tmp_path):
    r = run_case(tmp_path, many_breaks, [(t(3),), (t(3, seed=1),)])
    expect_break(r, many_breaks)
    expect_resumes(r, "many_breaks")
    verify(r)
    # one resume function per break; the last one holds no op, torch runs it
    # eagerly: it is still a resume function of this program
    # (torch 2.2 names them resume_in_<fn>)
    resumes = [f for f in r.index["functions"]
               if f["name"].startswith(("torch_dynamo_resume_in_many_breaks", "resume_in_many_breaks"))]
    assert len({(f["name"], f.get("firstlineno")) for f in resumes}) >= 3, [(f["key"], f.get("firstlineno")) for f in resumes]
    unlinked = [f["key"] for f in resumes if not f.get("resume_of")]
    assert not unlinked, ("resume functions without resume_of", unlinked, r.index.get("skipped_frames"))
    no_reason = [f["key"] for f in resumes if not f["compiles"] and not f["skipped"]]
    assert not no_reason, ("resume functions run eagerly, their record has no skipped reason", no_reason)


def callee_in_with(x):
    print("break in a callee inside the caller's no_grad")  # BREAK
    return x * 2


def caller_with_block(x):
    with torch.no_grad():
        y = callee_in_with(x + 1)
    return y.requires_grad, y + x


@program
def prog_callee_break_inside_with(tmp_path):
    r = run_case(tmp_path, caller_with_block, [(t(3).requires_grad_(),), (t(3, seed=1).requires_grad_(),)])
    expect_break(r, callee_in_with)
    verify(r)


def inner_compiled(x):
    return x.exp()


def outer_calls_compiled(x):
    return INNER_COMPILED(x) + 1


INNER_COMPILED = torch.compile(inner_compiled, backend="aot_eager")


@program
def prog_compiled_calls_compiled(tmp_path):
    # the eager reference must not compile the inner function before the
    # block (depyf would then rightly warn it was compiled before)
    verify(run_case(tmp_path, outer_calls_compiled, [(t(3),), (t(3, seed=1),)],
                    reference=lambda args: inner_compiled(*args) + 1))


def del_local_across_break(x):
    big = x.repeat(4)
    small = big.sum()
    del big
    torch._dynamo.graph_break()  # BREAK
    return small * x


@program
def prog_del_local_across_break(tmp_path):
    r = run_case(tmp_path, del_local_across_break, [(t(3),), (t(3, seed=1),)])
    verify(r)


# ==========================================================================================
# print, logging, strings
# ==========================================================================================


def print_formatted(x):
    print(f"shape={tuple(x.shape)} dtype={x.dtype}")  # BREAK
    return x + x.shape[0]


@program
def prog_print_fstring_shapes(tmp_path):
    r = run_case(tmp_path, print_formatted, [(t(3),), (t(3, seed=1),)])
    expect_break(r, print_formatted)
    verify(r)


stress_log = logging.getLogger("depyf.stress")


def logging_call(x):
    stress_log.info("shape %s", tuple(x.shape))
    y = x * 2
    stress_log.warning("warned %d", y.shape[0])
    return y + 1


@program
def prog_logging_calls(tmp_path):
    verify(run_case(tmp_path, logging_call, [(t(3),), (t(3, seed=1),)]))


def shape_strings(x):
    s = "x".join(str(d) for d in x.shape)
    key = "%s-%d" % (s, x.ndim)
    table = {key: x.sum(), "{}:{}".format(*x.shape): x.mean()}
    return s, f"{x.shape[0]}:{x.ndim}", x * len(s), table


@program
def prog_shape_string_formatting(tmp_path):
    verify(run_case(tmp_path, shape_strings, [(t(2, 3),), (t(2, 3, seed=1),)]))


# ==========================================================================================
# isinstance, Python scalars from tensors
# ==========================================================================================


def isinstance_checks(x, extra):
    if isinstance(extra, torch.Tensor):
        out = x + extra
    elif isinstance(extra, (list, tuple)):
        out = x + sum(extra)
    elif isinstance(extra, dict):
        out = x * len(extra)
    else:
        out = x * extra
    return out, isinstance(out, nn.Parameter), isinstance(extra, int)


@program
def prog_isinstance_dispatch(tmp_path):
    args = [(t(3), t(3, seed=1)), (t(3), [1, 2]), (t(3), {"a": 1}), (t(3), 3), (t(3), 2.5)]
    verify(run_case(tmp_path, isinstance_checks, args))


def item_math(x):
    s = x.sum().item()
    m = int(x.argmax())
    f = float(x[0])
    return x * s + m - f, s > 0, m


@program
def prog_item_scalars(tmp_path):
    verify(run_case(tmp_path, item_math, [(t(4),), (t(4, seed=1),)]))


def tolist_use(x):
    vals = x.tolist()
    return sum(vals), x * len(vals), max(vals)


@program
def prog_tolist(tmp_path):
    verify(run_case(tmp_path, tolist_use, [(t(3),), (t(3, seed=1),)]))


@program
def prog_item_captured_scalars(tmp_path):
    with torch._dynamo.config.patch(capture_scalar_outputs=True):
        r = run_case(tmp_path, item_math, [(t(4),), (t(4, seed=1),)])
    verify(r)


# ==========================================================================================
# assorted Python
# ==========================================================================================


class Mode(enum.Enum):
    ADD = 1
    MUL = 2


def enum_arg(x, mode):
    if mode is Mode.ADD:
        return x + mode.value
    return x * mode.value


@program
def prog_enum_argument(tmp_path):
    r = run_case(tmp_path, enum_arg, [(t(3), Mode.ADD), (t(3), Mode.MUL), (t(3, seed=1), Mode.MUL)])
    verify(r)


def sort_and_slice(xs):
    ordered = sorted(xs, key=lambda v: v.shape[0], reverse=True)
    y = ordered[0][::2] + ordered[-1][..., None][:1, 0]
    vals, idx = torch.topk(y, 2)
    mx, am = y.max(dim=0)
    return y, vals, idx, mx, am, 1 < y.shape[0] <= 4


@program
def prog_sorted_slicing_topk(tmp_path):
    xs = [t(2), t(6, seed=1), t(4, seed=2)]
    verify(run_case(tmp_path, sort_and_slice, [(xs,), (xs[::-1],)]))


def walrus_and_assert(x):
    assert x.ndim == 1, "1-d only"
    if (n := x.shape[0]) > 2:
        x = x[:n - 1]
    return (y := x * n), y.sum()


@program
def prog_walrus_and_assert(tmp_path):
    verify(run_case(tmp_path, walrus_and_assert, [(t(4),), (t(4, seed=1),)]))


ns = {"torch": torch}
exec(textwrap.dedent("""
    def match_statement(x, cmd):
        match cmd:
            case ("scale", k):
                out = x * k
            case {"shift": s}:
                out = x + s
            case [*_]:
                out = x - len(cmd)
            case _:
                out = x
        torch._dynamo.graph_break()  # BREAK
        return out.sin()
""") if sys.version_info >= (3, 10) else "match_statement = None", ns)
match_statement = ns["match_statement"]


@program
def prog_match_statement_break(tmp_path):
    if match_statement is None:
        pytest.skip("Python %s has no match statement" % PY)
    args = [(t(3), ("scale", 2)), (t(3), {"shift": 1}), (t(3), [1, 2, 3]), (t(3, seed=1), ("scale", 2))]
    verify(run_case(tmp_path, match_statement, args))


def params_and_buffers_inputs(p, b):
    return (p * b).sum(), p.requires_grad


@program
def prog_parameter_inputs(tmp_path):
    p = nn.Parameter(t(3))
    verify(run_case(tmp_path, params_and_buffers_inputs, [(p, t(3, seed=1)), (p, t(3, seed=2))]))


def returns_mixed(x):
    return None, 1, "s", (x, [x * 2, {"k": x - 1}]), 2.5, True


@program
def prog_mixed_python_outputs(tmp_path):
    verify(run_case(tmp_path, returns_mixed, [(t(2),), (t(2, seed=1),)]))


GLOBAL_TABLE = {"a": 2.0, "b": -1.0}


def global_lookups(x, key):
    return x * GLOBAL_TABLE[key] + len(GLOBAL_TABLE)


@program
def prog_global_dict_lookup(tmp_path):
    verify(run_case(tmp_path, global_lookups, [(t(3), "a"), (t(3), "b")]))


def break_returns_tuple_of_locals(x, y):
    a, b = x + y, x - y
    c = {"a": a, "b": [b, b * 2]}
    print("break with a dict of lists alive")  # BREAK
    return c["b"][1] + a, c


@program
def prog_break_with_containers_alive(tmp_path):
    r = run_case(tmp_path, break_returns_tuple_of_locals, [(t(3), t(3, seed=1)), (t(3, seed=2), t(3, seed=3))])
    expect_break(r, break_returns_tuple_of_locals)
    verify(r)


def unsupported_call_break(x):
    y = x * 2
    z = torch.tensor(sorted(set(y.tolist())))  # BREAK
    return y + z.sum()


@program
def prog_unsupported_call_break(tmp_path):
    verify(run_case(tmp_path, unsupported_call_break, [(t(3),), (t(3, seed=1),)]))


# ==========================================================================================
# torch.export under prepare_debug
# ==========================================================================================


class ExportMe(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)

    def forward(self, x):
        return self.lin(x).relu() + x.shape[0]


@program
def prog_torch_export_under_prepare_debug(tmp_path):
    needs(hasattr(torch, "export") and hasattr(torch.export, "export"), "torch.export.export")
    torch.manual_seed(0)
    m = ExportMe()
    torch._dynamo.reset()
    dump = str(tmp_path / "dump")
    kwargs = {}
    if hasattr(torch.export, "Dim"):
        kwargs["dynamic_shapes"] = {"x": {0: torch.export.Dim("b", min=2, max=64)}}
    with depyf.prepare_debug(dump):
        ep = torch.export.export(m, (t(2, 4),), **kwargs)
        if "strict" in inspect.signature(torch.export.export).parameters:
            ep_strict = torch.export.export(m, (t(2, 4),), strict=True, **kwargs)
        else:
            ep_strict = ep
    x = t(3, 4, seed=1) if kwargs else t(2, 4, seed=1)
    assert torch.allclose(ep.module()(x), m(x))
    assert torch.allclose(ep_strict.module()(x), m(x))
    if os.path.exists(os.path.join(dump, "depyf_index.json")):
        index = load_index(dump)
        assert not index["failures"], index["failures"]
        assert_all_python_compiles(dump) if any(f["compiles"] for f in index["functions"]) else None


# ==========================================================================================
# graph breaks in the middle of expressions (values live on the stack)
# ==========================================================================================


def brk(x):
    print("break in a helper")  # BREAK
    return x + 1


def mid_expression(x):
    y = x.sin() + brk(x) * 2
    z = [x + 1, brk(y), x + 2]
    w = {"a": x, **{"b": brk(x)}}
    return y, z, w


@program
def prog_break_mid_expression(tmp_path):
    r = run_case(tmp_path, mid_expression, [(t(3),), (t(3, seed=1),)])
    expect_break(r, brk)
    verify(r)


def break_in_call_args(x):
    return torch.cat([x, brk(x)], dim=0).mul(brk(x).sum()).add(x.repeat(2), alpha=2)


@program
def prog_break_in_call_arguments(tmp_path):
    verify(run_case(tmp_path, break_in_call_args, [(t(3),), (t(3, seed=1),)]))


def break_in_kwargs_and_star(x, *rest):
    return combine(x, *rest, scale=brk(x).mean(), **{"shift": brk(x)})


def combine(x, *rest, scale, shift):
    return (x + sum(rest)) * scale + shift


@program
def prog_break_in_kwargs_and_star_call(tmp_path):
    verify(run_case(tmp_path, break_in_kwargs_and_star, [(t(3), t(3, seed=1)), (t(3, seed=2), t(3, seed=3))]))


def break_in_fstring_and_boolops(x, flag):
    label = f"{brk(x).shape[0]}-{flag}"
    y = flag and brk(x)
    z = x if not flag else brk(x * 2)
    return label, y, z


@program
def prog_break_in_fstring_and_boolops(tmp_path):
    verify(run_case(tmp_path, break_in_fstring_and_boolops, [(t(3), True), (t(3), False), (t(3, seed=1), True)]))


class Box:
    def __init__(self, v):
        self.v = v


def break_in_augmented_assignments(x):
    d = {"k": x.clone()}
    box = Box(x * 2)
    d["k"] += brk(x)
    box.v *= brk(x)
    xs = [x.clone(), x * 1]
    xs[1] -= brk(x)
    return d["k"], box.v, xs


@program
def prog_break_in_augmented_assignment_targets(tmp_path):
    verify(run_case(tmp_path, break_in_augmented_assignments, [(t(3),), (t(3, seed=1),)]))


def pair_breaks(x):
    print("break in a function returning a pair")  # BREAK
    return x + 1, x - 1


def unpack_break_result(x):
    a, b = pair_breaks(x)
    (c, d), e = pair_breaks(a), b
    return a * b + c * d + e


@program
def prog_unpack_result_of_breaking_call(tmp_path):
    r = run_case(tmp_path, unpack_break_result, [(t(3),), (t(3, seed=1),)])
    expect_break(r, pair_breaks)
    verify(r)


def subscript_with_break(x, table):
    return table[brk(x).argmax().item() % 2] * x[brk(x).abs().argmin()]


@program
def prog_break_inside_subscripts(tmp_path):
    verify(run_case(tmp_path, subscript_with_break, [(t(4), [1.0, 2.0]), (t(4, seed=1), [1.0, 2.0])]))


GLOBAL_OUT = None


def global_assign_from_break(x):
    global GLOBAL_OUT
    GLOBAL_OUT = brk(x) * 3
    return GLOBAL_OUT.sum()


@program
def prog_global_assigned_from_breaking_call(tmp_path):
    def reset():
        global GLOBAL_OUT
        GLOBAL_OUT = None

    verify(run_stateful(tmp_path, global_assign_from_break, [(t(3),), (t(3, seed=1),)], reset, lambda: GLOBAL_OUT))


def many_live_locals(x):
    a0 = x + 0; a1 = x + 1; a2 = x + 2; a3 = x + 3; a4 = x + 4; a5 = x + 5; a6 = x + 6; a7 = x + 7  # noqa: E702
    b0 = a0 * a1; b1 = a2 * a3; b2 = a4 * a5; b3 = a6 * a7; n0 = 1; n1 = 2.5; n2 = "s"; n3 = (1, 2)  # noqa: E702
    c0 = [a0, a1]; c1 = {"k": b0}; c2 = (b1, b2); c3 = {n0, n1}  # noqa: E702
    print("break with many live locals")  # BREAK
    out = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + b0 + b1 + b2 + b3
    return out * n0 * n1 + len(n2) + sum(n3) + c0[1] + c1["k"] + c2[0] + len(c3)


@program
def prog_many_live_locals_across_break(tmp_path):
    r = run_case(tmp_path, many_live_locals, [(t(3),), (t(3, seed=1),)])
    expect_break(r, many_live_locals)
    verify(r)


ns = {"torch": torch}
_long = ["def long_function(x, flag):", "    y = x", "    if flag:"]
_long += ["        y = y * 1.01 + %d" % i for i in range(150)]
_long += ["    else:"]
_long += ["        y = y - 0.5 * %d" % i for i in range(150)]
_long += ["    torch._dynamo.graph_break()", "    for i in range(3):"]
_long += ["        y = y + i * %d" % j for j in range(60)]
_long += ["    return y"]
exec(compile("\n".join(_long) + "\n", "<stress long_function>", "exec"), ns)
long_function = ns["long_function"]


@program
def prog_long_function_extended_jumps(tmp_path):
    verify(run_case(tmp_path, long_function, [(t(3), True), (t(3), False), (t(3, seed=1), True)]))


ns = {"torch": torch}
exec(compile(textwrap.dedent("""
    def from_exec(x):
        y = x * 2
        print("break in code made by exec")
        return y.sin()
"""), "<string>", "exec"), ns)
from_exec = ns["from_exec"]


@program
def prog_function_without_source_file(tmp_path):
    verify(run_case(tmp_path, from_exec, [(t(3),), (t(3, seed=1),)]))


@program
def prog_lambda_with_break(tmp_path):
    fn = lambda x, k=2: brk(x) * k  # noqa: E731
    r = run_case(tmp_path, fn, [(t(3),), (t(3, seed=1),)])
    verify(r)


ns = {"torch": torch}
exec(textwrap.dedent("""
    def функция_π(тензор):
        результат = тензор * 2
        print("break in a function with a non-ASCII name")
        return результат + 1
"""), ns)
unicode_named = ns["функция_π"]


@program
def prog_unicode_identifiers(tmp_path):
    verify(run_case(tmp_path, unicode_named, [(t(3),), (t(3, seed=1),)]))


def _same_name_a():
    def step(x):
        print("break in the first step")
        return x + 1
    return step


def _same_name_b():
    def step(x):
        print("break in the second step")
        return x * 3
    return step


@program
def prog_two_functions_same_name(tmp_path):
    a, b = _same_name_a(), _same_name_b()
    torch._dynamo.reset()
    ca, cb = torch.compile(a, backend="aot_eager"), torch.compile(b, backend="eager")
    dump = str(tmp_path / "dump")
    x = t(3)
    from helpers import FrameRecorder, assert_nothing_else

    with depyf.prepare_debug(dump):
        ca(x), cb(x)
        with FrameRecorder() as rec:
            got = (ca(x), cb(x))
    assert same(got, (a(x), b(x)))
    assert_all_python_compiles(dump)
    assert_nothing_else(dump)
    index = load_index(dump)
    assert not index["failures"], index["failures"]
    tops = [f for f in index["functions"] if f["name"] == "step"]
    assert len(tops) == 2, [f["key"] for f in index["functions"]]
    assert len({f["full_code"] for f in tops}) == 2, tops
    files = {c["transformed_code"] for f in index["functions"] for c in f["compiles"]}
    assert len(files) == sum(len(f["compiles"]) for f in index["functions"]), files
    ran = rec.ran_transformed_from(dump)
    assert len({os.path.basename(p) for p in ran}) >= 2, ran


def break_inside_nested_with(x):
    with torch.no_grad(), Scaled(2) as s:
        y = x * s.k
        torch._dynamo.graph_break()  # BREAK
        y = y + 1
    return y


@program
def prog_break_in_two_item_with(tmp_path):
    verify(run_case(tmp_path, break_inside_nested_with, [(t(3),), (t(3, seed=1),)]))


def return_inside_with_after_break(x):
    with torch.enable_grad():
        y = x * 2
        torch._dynamo.graph_break()  # BREAK
        if y.shape[0] > 2:
            return y + 1
        y = y - 1
    return y


@program
def prog_return_inside_with_after_break(tmp_path):
    r = run_case(tmp_path, return_inside_with_after_break, [(t(3),), (t(2),), (t(3, seed=1),)])
    expect_break(r, return_inside_with_after_break)
    verify(r)


def try_inside_with_break(x):
    with torch.no_grad():
        try:
            y = x * 2
            torch._dynamo.graph_break()  # BREAK
        except RuntimeError:
            y = x
    return y


@program
def prog_try_inside_with_break(tmp_path):
    verify(run_case(tmp_path, try_inside_with_break, [(t(3),), (t(3, seed=1),)]))


def dict_loop_callee_break(d):
    out = {}
    for k, v in d.items():
        out[k] = brk(v) * 2
    return out


@program
def prog_dict_items_loop_callee_break(tmp_path):
    d = {"a": t(2), "b": t(2, seed=1)}
    verify(run_case(tmp_path, dict_loop_callee_break, [(d,), ({k: v + 1 for k, v in d.items()},)]))


class Lazy:
    def __init__(self, x):
        print("break in __init__")  # BREAK
        self.x = x * 2

    @property
    def value(self):
        print("break in a property")  # BREAK
        return self.x + 1


def construct_with_breaks(x):
    obj = Lazy(x)
    return obj.value * obj.x


@program
def prog_break_in_init_and_property(tmp_path):
    r = run_case(tmp_path, construct_with_breaks, [(t(3),), (t(3, seed=1),)])
    verify(r)


def map_filter_lambda(xs):
    ys = list(map(lambda v: v * 2, xs))
    zs = list(filter(lambda v: v.shape[0] > 1, ys))
    return functools.reduce(lambda a, b: a + b.sum(), zs, torch.zeros(()))


@program
def prog_map_filter_reduce(tmp_path):
    verify(run_case(tmp_path, map_filter_lambda, [([t(2), t(1, seed=1), t(2, seed=2)],), ([t(2, seed=3), t(1), t(2)],)]))


@torch._dynamo.disable
def not_traced(x):
    return x.numpy().sum()


def calls_disabled(x):
    y = x * 2
    s = not_traced(y)
    return y + float(s)


@program
def prog_dynamo_disabled_callee(tmp_path):
    verify(run_case(tmp_path, calls_disabled, [(t(3),), (t(3, seed=1),)]))


def tensor_hook(x):
    y = x * 2
    y.register_hook(lambda g: g * 3)
    return (y * y).sum()


@program
def prog_tensor_register_hook(tmp_path):
    xe, xc = t(3).requires_grad_(), t(3).requires_grad_()
    want = tensor_hook(xe)
    want.backward()
    r = run_case(tmp_path, tensor_hook, [(xc,)], reference=lambda a: want)
    r.got[-1].backward()
    assert torch.allclose(xe.grad, xc.grad)
    verify(r)


import random  # noqa: E402


def py_random(x):
    r = random.random()
    k = random.randint(1, 5)
    return x * r + k


@program
def prog_python_random(tmp_path):
    r = run_stateful(tmp_path, py_random, [(t(3),), (t(3, seed=1),)], lambda: random.seed(0), lambda: random.random())
    verify(r)


def math_on_shapes(x):
    import math

    n = x.shape[0]
    return x * math.sqrt(n) + math.floor(n / 2) + math.pi, slice(1, None), x[slice(1, None)]


@program
def prog_math_on_shapes(tmp_path):
    verify(run_case(tmp_path, math_on_shapes, [(t(4),), (t(4, seed=1),)]))


def list_length_varies(xs):
    return torch.stack(xs).sum(0) * len(xs)


@program
def prog_recompile_on_list_length(tmp_path):
    r = run_case(tmp_path, list_length_varies, [([t(2)] * 2,), ([t(2)] * 3,), ([t(2, seed=1)] * 3,)])
    expect_recompiled(r, "list_length_varies")
    verify(r)


def resume_recompiles(x, n):
    y = x * 2
    torch._dynamo.graph_break()  # BREAK
    return y + n


@program
def prog_resume_function_recompiles(tmp_path):
    r = run_case(tmp_path, resume_recompiles, [(t(3), 1), (t(3), 2), (t(3), 3)], compile_kwargs={"dynamic": False})
    resumes = expect_resumes(r, "resume_recompiles")
    assert any(len(f["compiles"]) >= 2 and f["recompilations"] for f in resumes), resumes
    full = r.read(top(r, "resume_recompiles")["full_code"])
    assert "def __guard_1_for_resume_at_" in full, full[:2000]
    verify(r)


@program
def prog_module_compile_method(tmp_path):
    needs(hasattr(nn.Module, "compile"), "nn.Module.compile")
    torch.manual_seed(0)
    m, ref = Chain(), Chain()
    ref.load_state_dict(m.state_dict())
    m.compile(backend="aot_eager")
    torch._dynamo.reset()
    dump = str(tmp_path / "dump")
    x = t(2, 4)
    from helpers import FrameRecorder

    with depyf.prepare_debug(dump):
        m(x)
        with FrameRecorder() as rec:
            got = m(x)
    assert same(ref(x), got)
    assert_all_python_compiles(dump)
    index = load_index(dump)
    assert not index["failures"], index["failures"]
    bad = [(a["path"], a.get("reason")) for a in index["artifacts"] if a["kind"] == "transformed_code" and not a["decompiled"]]
    assert not bad, bad
    assert rec.ran_transformed_from(dump)


def same_fn_two_backends(x):
    y = x.cos()
    print("break, compiled twice")  # BREAK
    return y * 2


@program
def prog_same_function_two_backends(tmp_path):
    torch._dynamo.reset()
    c1 = torch.compile(same_fn_two_backends, backend="eager")
    c2 = torch.compile(same_fn_two_backends, backend="aot_eager")
    dump = str(tmp_path / "dump")
    x = t(3)
    with depyf.prepare_debug(dump):
        a, b = c1(x), c2(x)
    assert same(a, same_fn_two_backends(x)) and same(b, a)
    assert_all_python_compiles(dump)
    index = load_index(dump)
    assert not index["failures"], index["failures"]
    assert all(a["decompiled"] for a in index["artifacts"] if a["kind"] == "transformed_code")


# ==========================================================================================
# more shapes (a later round: each a construct the rounds above did not combine)
# ==========================================================================================


def for_else_break_on_tensor(xs):
    total = xs[0] * 0
    for x in xs:
        total = total + x
        if x.sum() > 100:  # BREAK
            break
    else:
        total = total * 2
    return total


@program
def prog_for_else_with_break_on_tensor(tmp_path):
    big = [t(2), t(2) + 1000]
    r = run_case(tmp_path, for_else_break_on_tensor, [([t(2), t(2, seed=1)],), (big,)])
    verify(r)


def retry_in_loop(xs):
    out = []
    for x in xs:
        try:
            if x.sum() > 0:  # BREAK
                raise ValueError("positive")
            out.append(x * 2)
        except ValueError:
            out.append(x - 1)
            continue
        out.append(x + 1)
    return out


@program
def prog_except_continue_in_loop(tmp_path):
    verify(run_case(tmp_path, retry_in_loop, [([t(2), -t(2).abs(), t(2, seed=3)],), ([t(2, seed=4)],)]))


def caught_inside(x):
    y = x * 3
    try:
        print("break before raising")  # BREAK
        if y.shape[0] == 3:
            raise KeyError("three")
        return y
    except KeyError as e:
        return y + len(str(e))


@program
def prog_exception_caught_after_break(tmp_path):
    verify(run_case(tmp_path, caught_inside, [(t(3),), (t(4),)]))


def chained_item_compare(x):
    v = x.sum().item()  # BREAK
    if -10 < v < 10:
        return x * 2
    return x


@program
def prog_chained_compare_on_item(tmp_path):
    verify(run_case(tmp_path, chained_item_compare, [(t(3),), (t(3) + 100,)]))


def kw_target(a, b, *, scale=1.0, shift=0.0):
    return a * scale + b + shift


def splat_kwargs(x, opts):
    print("break before the call")  # BREAK
    return kw_target(x, x, **opts)


@program
def prog_double_star_call_after_break(tmp_path):
    verify(run_case(tmp_path, splat_kwargs, [(t(2), {"scale": 2.0}), (t(2), {"scale": 3.0, "shift": 1.0})]))


class CallableScaler:
    def __init__(self, k):
        self.k = k

    def __call__(self, x):
        y = x * self.k
        print("break in __call__")  # BREAK
        return y + self.k


@program
def prog_callable_instance_compiled(tmp_path):
    verify(run_case(tmp_path, CallableScaler(3), [(t(2),), (t(2, seed=1),)]))


@functools.lru_cache(maxsize=None)
def cached_factor(n):
    return n * 2 + 1


def uses_cached(x):
    return x * cached_factor(x.shape[0])


@program
def prog_lru_cached_helper(tmp_path):
    verify(run_case(tmp_path, uses_cached, [(t(2),), (t(3),)]))


def default_list_mutated(x, seen=[]):  # noqa: B006 (the mutable default is the point)
    seen.append(x.shape[0])
    print("break after the append")  # BREAK
    return x * len(seen)


@program
def prog_mutable_default_argument(tmp_path):
    defaults = default_list_mutated.__defaults__[0]
    r = run_stateful(tmp_path, default_list_mutated, [(t(2),), (t(2, seed=1),)], defaults.clear, lambda: list(defaults))
    verify(r)


def grad_modes_nested_return(x):
    with torch.no_grad():
        y = x * 2
        with torch.enable_grad():
            z = x * y
            print("break in the inner block")  # BREAK
            if z.requires_grad:
                return z.sum()
    return y.sum()


@program
def prog_nested_grad_modes_return_inside(tmp_path):
    x = t(3).requires_grad_()
    r = run_case(tmp_path, grad_modes_nested_return, [(x,), (x.detach(),)])
    verify(r)


def slice_assign_and_del(x, items):
    y = x.clone()
    y[1:3] = 0
    del items[0]
    print("break between the mutations")  # BREAK
    y[0] = len(items)
    items[-1:] = [y.sum()]
    return y, items


@program
def prog_slice_assignment_and_del_item(tmp_path):
    args = [(t(4), [1, 2, 3]), (t(4, seed=1), [4, 5])]
    want = [slice_assign_and_del(x, list(items)) for x, items in args]  # on copies: it mutates its list
    it = iter(want)
    verify(run_case(tmp_path, slice_assign_and_del, args, reference=lambda a: next(it)))


def shape_text(x):
    label = "-".join(str(d) for d in x.shape)
    return x * len(label), label.upper()


@program
def prog_string_join_over_shape(tmp_path):
    # static shapes: a recompile with symbolic sizes would run eagerly
    # (torch cannot trace str() of a SymInt), and the last call is checked
    verify(run_case(tmp_path, shape_text, [(t(2, 3),), (t(4, 5),)], compile_kwargs={"dynamic": False}))


def stack_from_breaking_generator(xs):
    return torch.stack([brk_scale(x) for x in xs if x.numel() > 1]).sum(0)


def brk_scale(x):
    print("break inside a comprehension's call")  # BREAK
    return x * 2


@program
def prog_comprehension_filter_with_breaking_call(tmp_path):
    verify(run_case(tmp_path, stack_from_breaking_generator, [([t(2), t(2, seed=1), t(1)],)]))


class Config:
    scale = 1.0


def class_attr_across_break(x):
    Config.scale = Config.scale + 1.0
    print("break after the class attribute write")  # BREAK
    return x * Config.scale


@program
def prog_class_attribute_mutation(tmp_path):
    def reset():
        Config.scale = 1.0

    r = run_stateful(tmp_path, class_attr_across_break, [(t(2),), (t(2, seed=1),)], reset, lambda: Config.scale)
    verify(r)


def dispatch_on_types(x, extra):
    if isinstance(extra, (int, float)):
        k = extra
    elif isinstance(extra, (list, tuple)):
        k = len(extra)
    else:
        k = type(extra).__name__.count("e")
    return x * k


@program
def prog_isinstance_tuple_of_types(tmp_path):
    verify(run_case(tmp_path, dispatch_on_types, [(t(2), 2), (t(2), [1, 2, 3]), (t(2), "three")]))


def masked_select(x):
    kept = x[x > 0]
    return kept.sum() * kept.numel(), torch.where(x > 0, x, -x)


@program
def prog_boolean_mask_data_dependent_shape(tmp_path):
    verify(run_case(tmp_path, masked_select, [(t(6),), (t(6, seed=1),)]))


def closures_made_in_loop(x):
    fns = []
    for k in range(3):
        def scaled(v, k=k):
            return v * k

        fns.append(scaled)
        if k == 1:
            print("break while making closures")  # BREAK
    return sum(f(x) for f in fns)


@program
def prog_closures_made_in_a_loop_with_break(tmp_path):
    verify(run_case(tmp_path, closures_made_in_loop, [(t(2),), (t(2, seed=1),)]))


def finally_with_break_and_return(x):
    y = x + 1
    try:
        return y * 2
    finally:
        print("break in finally")  # BREAK
        y.add_(1)


@program
def prog_break_inside_finally_after_return(tmp_path):
    verify(run_case(tmp_path, finally_with_break_and_return, [(t(2),), (t(2, seed=1),)]))


def inplace_on_input_view(x):
    v = x.view(-1)
    v.add_(1)
    print("break after an in-place op on a view of the input")  # BREAK
    v.mul_(2)
    return x.sum()


@program
def prog_inplace_on_input_view_across_break(tmp_path):
    base = t(2, 2)
    r = run_stateful(tmp_path, inplace_on_input_view, [(base,)], lambda: base.copy_(t(2, 2)), lambda: base.clone())
    verify(r)


def while_true_else_less(x):
    n = 0
    while True:
        x = x * 0.5
        n += 1
        if x.abs().max() < 0.1:  # BREAK
            break
        if n > 50:
            return x, -1
    return x, n


@program
def prog_while_true_data_dependent_exit(tmp_path):
    verify(run_case(tmp_path, while_true_else_less, [(t(3),), (t(3) * 100,)]))


def walrus_in_comprehension(xs):
    return [y for x in xs if (y := x * 2).sum() > -100], y


@program
def prog_walrus_inside_comprehension(tmp_path):
    verify(run_case(tmp_path, walrus_in_comprehension, [([t(2), t(2, seed=1)],)]))


# ==========================================================================================
# shapes the older torch releases handle differently (2.2 to 2.9)
# ==========================================================================================


@dataclasses.dataclass
class Carry:
    h: torch.Tensor
    steps: int


def carry_untraceable_step(c):
    y = c.h * 2
    print("an untraceable call inside the helper")  # BREAK
    return Carry(y + 1, c.steps + 1)


def carry_through_helper(x):
    c = Carry(x.sin(), 0)
    c = carry_untraceable_step(c)
    return c.h.cos() + c.steps


@program
def prog_dataclass_through_breaking_helper(tmp_path):
    """A helper takes a dataclass, breaks the graph and returns a new one:
    every frame Dynamo compiled runs from the dump, or the index says why
    torch ran it eagerly (older torch runs the helper's frame itself)."""
    r = run_case(tmp_path, carry_through_helper, [(t(3),), (t(3, seed=1),)])
    verify(r)
    verify_every_frame(r, carry_through_helper, carry_untraceable_step)


class BranchInHelper(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        scale, shift = 2.0, 0.5

        def helper(y):
            # `zk` is a cell of the helper, the rest are free in it: Dynamo's
            # resume functions on Python 3.8 list them cells first, in an
            # order no source compiles to
            zk = 3.0
            bias = lambda v: v + zk + shift  # noqa: E731
            if y.sum() > 0:  # BREAK
                return bias(y.relu()) * scale + x
            return bias(y.sigmoid()) - x

        return helper(self.lin(x)) * 2


@program
def prog_helper_branch_in_forward_inductor(tmp_path):
    """A data-dependent branch inside a helper a module's forward calls,
    under inductor, both branches taken: the resume functions are
    decompiled and run, and the outputs equal torch's own to the bit."""
    torch.manual_seed(0)
    m = BranchInHelper()
    args = [(t(2, 4),), (t(2, 4, seed=1) - 10,), (t(2, 4, seed=2) + 10,)]
    with torch.no_grad():
        r = run_case(tmp_path, m, args, backend="inductor")
    expect_break(r, BranchInHelper.forward)
    verify(r)
    if not isinstance(r, _Plain):
        torch._dynamo.reset()
        with torch.no_grad():
            plain = torch.compile(m, backend="inductor")
            alone = [plain(*a) for a in args]
        for a, b in zip(alone, r.got):
            assert torch.equal(a, b), ("outputs differ from torch alone", (a - b).abs().max())


def small_branch(x):
    if x.sum() > 0:
        return x + 1
    return x - 1


@program
def prog_cache_entries_read_back(tmp_path):
    """A small function with a data-dependent `if` compiled inside
    prepare_debug, its cache entries read back with torch's debug
    accessor: nothing of depyf's reaches the user's output."""
    with captured_stderr() as err:
        r = run_case(tmp_path, small_branch, [(t(3) + 5,), (t(3) - 5,)])
        entries = torch._dynamo.eval_frame._debug_get_cache_entry_list(small_branch.__code__)
        assert entries, "no cache entry read back"
        for e in entries:
            assert isinstance(e.code, types.CodeType), e
        again = torch.compile(small_branch)(t(3) + 5)
        assert same(again, small_branch(t(3) + 5))
    verify(r)
    text = err.getvalue()
    assert "Traceback" not in text and "[depyf]" not in text, text


# ==========================================================================================
# the driver
# ==========================================================================================


@pytest.mark.parametrize("name", list(PROGRAMS))
def test_stress(tmp_path, name, capsys):
    run_program(tmp_path, PROGRAMS[name])


# ==========================================================================================
# transformers families, tiny, from configs (no downloads): -k transformers
# ==========================================================================================

SEQ = 8


def _ids(vocab=128, seed=0):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(3, vocab, (2, SEQ), generator=g)


def _decoder(config_name, model_name, **cfg):
    def build(tf):
        config = getattr(tf, config_name)(vocab_size=128, max_position_embeddings=64, **cfg)
        return getattr(tf, model_name)(config), [{"input_ids": _ids(), "attention_mask": torch.ones(2, SEQ, dtype=torch.long)},
                                                {"input_ids": _ids(seed=1)}]
    build.classes = (config_name, model_name)
    return build


def _seq2seq(config_name, model_name, **cfg):
    def build(tf):
        config = getattr(tf, config_name)(vocab_size=128, **cfg)
        return getattr(tf, model_name)(config), [
            {"input_ids": _ids(), "decoder_input_ids": _ids(seed=2)[:, :5]},
            {"input_ids": _ids(seed=1), "decoder_input_ids": _ids(seed=3)[:, :5]}]
    build.classes = (config_name, model_name)
    return build


def _vit(tf):
    config = tf.ViTConfig(image_size=32, patch_size=8, num_channels=3, hidden_size=32, num_hidden_layers=2,
                          num_attention_heads=4, intermediate_size=64)
    return tf.ViTModel(config), [{"pixel_values": t(2, 3, 32, 32)}, {"pixel_values": t(2, 3, 32, 32, seed=1)}]


_vit.classes = ("ViTConfig", "ViTModel")

LLAMA_LIKE = dict(hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2)
BERT_LIKE = dict(hidden_size=32, num_hidden_layers=2, num_attention_heads=4, intermediate_size=64)

FAMILIES = {
    "gpt2": _decoder("GPT2Config", "GPT2LMHeadModel", n_embd=32, n_layer=2, n_head=4),
    "bert": _decoder("BertConfig", "BertModel", **BERT_LIKE),
    "roberta": _decoder("RobertaConfig", "RobertaForMaskedLM", pad_token_id=1, **BERT_LIKE),
    "distilbert": _decoder("DistilBertConfig", "DistilBertModel", dim=32, n_layers=2, n_heads=4, hidden_dim=64),
    "t5": _seq2seq("T5Config", "T5ForConditionalGeneration", d_model=32, d_kv=8, d_ff=64, num_layers=1,
                   num_decoder_layers=1, num_heads=4, decoder_start_token_id=0),
    "bart": _seq2seq("BartConfig", "BartForConditionalGeneration", d_model=32, encoder_layers=1, decoder_layers=1,
                     encoder_attention_heads=4, decoder_attention_heads=4, encoder_ffn_dim=64, decoder_ffn_dim=64,
                     max_position_embeddings=64),
    "opt": _decoder("OPTConfig", "OPTForCausalLM", hidden_size=32, num_hidden_layers=2, ffn_dim=64,
                    num_attention_heads=4, word_embed_proj_dim=32),
    "llama": _decoder("LlamaConfig", "LlamaForCausalLM", **LLAMA_LIKE),
    "mistral": _decoder("MistralConfig", "MistralForCausalLM", sliding_window=16, **LLAMA_LIKE),
    "qwen2": _decoder("Qwen2Config", "Qwen2ForCausalLM", **LLAMA_LIKE),
    "qwen3": _decoder("Qwen3Config", "Qwen3ForCausalLM", head_dim=8, **LLAMA_LIKE),
    "gemma": _decoder("GemmaConfig", "GemmaForCausalLM", head_dim=8, **dict(LLAMA_LIKE, num_key_value_heads=1)),
    "phi": _decoder("PhiConfig", "PhiForCausalLM", **dict(LLAMA_LIKE, num_key_value_heads=4)),
    "gpt_neox": _decoder("GPTNeoXConfig", "GPTNeoXForCausalLM", hidden_size=32, num_hidden_layers=2,
                         num_attention_heads=4, intermediate_size=64),
    "vit": _vit,
}


@pytest.mark.parametrize("family", list(FAMILIES))
def test_stress_transformers(tmp_path, family):
    tf = pytest.importorskip("transformers")
    build = FAMILIES[family]
    missing = [c for c in build.classes if not hasattr(tf, c)]
    if missing:
        pytest.skip("transformers %s (torch %s) has no %s" % (tf.__version__, TORCH, ", ".join(missing)))
    run_program(tmp_path, functools.partial(_transformers_program, tf, build))


def _transformers_program(tf, build, tmp_path):
    torch.manual_seed(0)
    model, kwarg_sets = build(tf)
    model.eval().requires_grad_(False)
    if hasattr(model.config, "use_cache"):
        model.config.use_cache = False
    from test_transformers import deep_equal

    r = run_case(tmp_path, model, [() for _ in kwarg_sets], kwarg_sets=kwarg_sets, compare=deep_equal)
    graphs = r.artifacts("dynamo_graph")
    assert graphs, "no graph captured"
    assert any("modeling_" in line for g in graphs for line in g["user_lines"]), [g["user_lines"][:3] for g in graphs]
    verify(r)


def test_no_program_helper_is_defined_twice():
    # the programs share this module's namespace: a second `class Scaler`
    # silently replaced the first, and four programs called the wrong one
    import ast
    import collections

    with open(__file__, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    counts = collections.Counter(n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef)))
    assert not [name for name, n in counts.items() if n > 1]
