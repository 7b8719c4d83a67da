"""install/uninstall, the wrapper class, several processes, failures inside
depyf, restoring torch's state, warm and cold compile caches."""

import gc
import logging
import os
import subprocess
import sys
import textwrap
import warnings

import pytest

torch = pytest.importorskip("torch")

import depyf  # noqa: E402
from helpers import assert_all_python_compiles, assert_nothing_else, load_index  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(os.path.dirname(os.path.dirname(HERE)), "src")


def _env(**extra):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([SRC, HERE])
    env.pop("TORCH_LOGS", None)
    env.update(extra)
    return env


def _run(code, cwd, stdin=None, **env):
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], cwd=cwd, env=_env(**env),
        capture_output=True, text=True, timeout=600, input=stdin,
    )


def f(x):
    return torch.sin(x) + 1


# -- install / uninstall ---------------------------------------------------------------


def test_install_shows_decompiled_source_in_bytecode_log(tmp_path):
    code = """
        import torch, depyf
        def fn(x):
            return torch.cos(x) * 2
        depyf.install()
        torch.compile(fn, backend="eager")(torch.ones(2))
        depyf.uninstall()
        torch._dynamo.reset()
        def g(x):
            return x - 1
        torch.compile(g, backend="eager")(torch.ones(2))
    """
    proc = _run(code, str(tmp_path), TORCH_LOGS="+bytecode")
    assert proc.returncode == 0, proc.stderr[-2000:]
    log = proc.stderr
    assert "MODIFIED BYTECODE fn" in log
    assert "DECOMPILED SOURCE for MODIFIED BYTECODE fn" in log
    # either the source, or the decompiler's reason: never silence
    assert "possible source code:" in log or "depyf could not decompile it:" in log
    assert "DECOMPILED SOURCE for MODIFIED BYTECODE g" not in log  # uninstalled


def test_install_is_silent_without_torch_logs(tmp_path):
    proc = _run(
        """
        import torch, depyf
        depyf.install(); depyf.install()
        torch.compile(lambda x: x + 1, backend="eager")(torch.ones(2))
        depyf.uninstall(); depyf.uninstall()
        """,
        str(tmp_path),
    )
    assert proc.returncode == 0, proc.stderr
    assert "DECOMPILED SOURCE" not in proc.stderr + proc.stdout


# -- the wrapper --------------------------------------------------------------------------


class MyWrapper(depyf.TorchCompileWrapperWithCustomDispatcher):
    def __init__(self):
        self.calls = 0
        super().__init__(backend="eager")

    def forward(self, x):
        return x * 3 + 1


def test_wrapper_records_and_dispatches():
    torch._dynamo.reset()
    w = MyWrapper()
    x = torch.ones(3)
    assert torch.equal(w(x), x * 3 + 1)
    assert torch.equal(w(torch.ones(4)), torch.ones(4) * 3 + 1)  # recompiles
    assert len(w.compiled_codes) == 2
    for code in w.compiled_codes:
        assert any(n.startswith("__compiled_fn") for n in code.co_names)
    with w.dispatch_to_code(0):
        assert w.forward.__code__ is w.compiled_codes[0]
        assert torch.equal(w.forward(x), x * 3 + 1)
    assert w.forward.__code__ is MyWrapper.forward.__code__ or w.forward.__func__.__code__ is w.original_code_object


# -- processes -------------------------------------------------------------------------------

MP_CHILD = """
import torch, depyf, multiprocessing as mp

def work(i, dump):
    with depyf.prepare_debug(dump):
        fn = torch.compile(lambda x: x * (i + 1) + 1, backend="eager")
        fn(torch.ones(2))

if __name__ == "__main__":
    dump = "dump"
    with depyf.prepare_debug(dump):
        torch.compile(lambda x: x.sin(), backend="eager")(torch.ones(2))
    ctx = mp.get_context("spawn")
    ps = [ctx.Process(target=work, args=(i, dump), name="worker%d" % i) for i in range(2)]
    for p in ps: p.start()
    for p in ps: p.join()
    assert all(p.exitcode == 0 for p in ps)
"""


def test_processes_sharing_a_dump_dir(tmp_path):
    (tmp_path / "mp_main.py").write_text(MP_CHILD)
    proc = subprocess.run([sys.executable, "mp_main.py"], cwd=str(tmp_path), env=_env(),
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    dump = tmp_path / "dump"
    main_index = load_index(str(dump))
    assert main_index["process"]["role"] == "main"
    children = [d for d in os.listdir(dump) if d.startswith("proc_")]
    assert sorted(children) == ["proc_worker0", "proc_worker1"], os.listdir(dump)
    pids = {main_index["process"]["pid"]}
    for child in children:
        idx = load_index(str(dump / child))
        assert idx["process"]["role"] == "child"
        assert idx["process"]["name"] == child
        pids.add(idx["process"]["pid"])
        assert any(a["kind"] == "transformed_code" for a in idx["artifacts"])
        assert_all_python_compiles(str(dump / child))
        assert_nothing_else(str(dump / child))
    assert len(pids) == 3


def test_rank_folders_from_torchrun_environment(tmp_path):
    code = """
        import torch, depyf
        with depyf.prepare_debug("dump"):
            torch.compile(lambda x: x + 1, backend="eager")(torch.ones(2))
    """
    for rank in (0, 1):
        proc = _run(code, str(tmp_path), RANK=str(rank), WORLD_SIZE="2", LOCAL_RANK=str(rank))
        assert proc.returncode == 0, proc.stderr[-2000:]
    for rank in (0, 1):
        idx = load_index(str(tmp_path / "dump" / ("rank_%d" % rank)))
        assert idx["process"]["rank"] == rank and idx["process"]["world_size"] == 2
        assert idx["artifacts"]


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_fork_inside_the_block_gets_its_own_folder(tmp_path):
    code = """
        import os, torch, depyf
        with depyf.prepare_debug("dump"):
            torch.compile(lambda x: x + 1, backend="eager")(torch.ones(2))
            pid = os.fork()
            if pid == 0:
                torch.compile(lambda x: x * 5, backend="eager")(torch.ones(3))
                os._exit(0)
            os.waitpid(pid, 0)
        print("CHILD", pid)
    """
    proc = _run(code, str(tmp_path))
    assert proc.returncode == 0, proc.stderr[-2000:]
    pid = int(proc.stdout.split("CHILD")[1])
    child = tmp_path / "dump" / ("pid_%d" % pid)
    idx = load_index(str(child))
    assert idx["process"]["role"] == "forked" and idx["process"]["pid"] == pid
    assert [a for a in idx["artifacts"] if a["kind"] == "transformed_code"]
    main = load_index(str(tmp_path / "dump"))
    assert main["process"]["role"] == "main"


# -- failures never break the program ------------------------------------------------------------


def test_decompiler_crash_falls_back_with_one_warning(tmp_path, monkeypatch):
    class Broken:
        def __init__(self, code):
            pass

        def decompile(self, **kw):
            raise depyf.DecompilationError("synthetic failure", "fn")

    monkeypatch.setattr(depyf, "Decompiler", Broken)
    import depyf.pt2.notices as notices

    monkeypatch.setattr(notices, "_warned", set())

    def twice(x):
        return torch.tanh(x) * 2

    torch._dynamo.reset()
    fn = torch.compile(twice, backend="eager")
    dump = str(tmp_path / "dump")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with depyf.prepare_debug(dump):
            out = [fn(torch.ones(n)) for n in (2, 3, 4)]  # recompiles: still one warning
    assert all(torch.allclose(o, torch.tanh(torch.ones(o.shape)) * 2) for o in out)
    mine = [w for w in caught if "depyf" in str(w.message) and "twice" in str(w.message)]
    assert len(mine) == 1, [str(w.message) for w in caught]
    assert "synthetic failure" in str(mine[0].message)
    index = load_index(dump)
    tc = [a for a in index["artifacts"] if a["kind"] == "transformed_code"]
    assert tc and all(not a["decompiled"] and "synthetic failure" in a["reason"] for a in tc)
    assert any(a["kind"] == "dynamo_graph" for a in index["artifacts"])  # the rest is written
    assert_all_python_compiles(dump)


def test_torch_internal_change_does_not_break(tmp_path, monkeypatch):
    import depyf.pt2._torch as _torch

    def boom(code):
        raise RuntimeError("torch changed")

    monkeypatch.setattr(_torch, "cache_entries", boom)
    import depyf.pt2.notices as notices

    monkeypatch.setattr(notices, "_warned", set())
    torch._dynamo.reset()
    fn = torch.compile(f, backend="eager")
    dump = str(tmp_path / "dump")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with depyf.prepare_debug(dump):
            out = fn(torch.ones(2))
    assert torch.allclose(out, f(torch.ones(2)))
    index = load_index(dump)
    assert any("torch changed" in x["reason"] for x in index["failures"])
    assert any(a["kind"] == "transformed_code" for a in index["artifacts"])


def test_setup_that_fails_runs_the_block_and_leaves_no_writer_thread(tmp_path, monkeypatch):
    # the writer's timer thread starts when the block is entered (not at
    # the first compile): a setup that fails after it stops it again
    import threading

    import depyf.pt2.hooks as hooks
    import depyf.pt2.notices as notices

    def broken(*args, **kwargs):
        raise RuntimeError("torch changed its hooks")

    monkeypatch.setattr(hooks, "Installation", broken)
    monkeypatch.setattr(notices, "_warned", set())
    torch._dynamo.reset()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with depyf.prepare_debug(str(tmp_path / "dump")):
            out = torch.compile(f, backend="eager")(torch.ones(2))
    assert torch.allclose(out, f(torch.ones(2)))
    assert any("could not hook into torch" in str(w.message) for w in caught)
    for thread in threading.enumerate():
        if thread.name == "depyf-writer":
            thread.join(5)
            assert not thread.is_alive()


def test_torch_without_compilation_metrics(tmp_path, monkeypatch):
    # an older or newer torch without get_compilation_metrics: the dump is
    # written, and the index says which facts are missing
    import depyf.pt2._torch as _torch

    monkeypatch.setattr(_torch, "compilation_metrics", lambda: None)
    monkeypatch.setattr(_torch, "metrics_logger", lambda: None)  # nor logs them (torch 2.2 does)
    torch._dynamo.reset()
    dump = str(tmp_path / "dump")
    with depyf.prepare_debug(dump):
        out = torch.compile(f, backend="eager")(torch.ones(2))
    assert torch.allclose(out, f(torch.ones(2)))
    index = load_index(dump)
    assert any("get_compilation_metrics" in x["reason"] for x in index["failures"])
    assert any(a["kind"] == "transformed_code" and a["decompiled"] for a in index["artifacts"])


def _torch_state():
    import torch._logging._internal as logging_internal
    from torch._dynamo import convert_frame

    trace_log = getattr(logging_internal, "trace_log", None)  # none before torch 2.3
    loggers = {}
    for name in list(logging.root.manager.loggerDict):
        if name.startswith("torch"):
            lg = logging.getLogger(name)
            loggers[name] = (lg.level, tuple(lg.filters), tuple(lg.handlers), lg.propagate)
    import torch._functorch.config as fconf
    import torch._inductor.config as iconf

    return (
        tuple(convert_frame._bytecode_hooks),
        tuple(trace_log.handlers) if trace_log else (),
        trace_log.level if trace_log else None,
        loggers,
        getattr(fconf, "enable_autograd_cache", None),
        iconf.fx_graph_cache,
    )


def test_everything_restored_even_when_block_raises(tmp_path):
    # torch's own one-time changes happen before the state is taken: a first
    # compile drops torch <= 2.4's LazyTraceHandler (it removes itself when no
    # trace folder is set), and an earlier test's wrapper (a reference cycle)
    # removes its bytecode hook when the collector frees it
    torch.compile(f, backend="eager")(torch.ones(2))
    torch._dynamo.reset()
    gc.collect()
    before = _torch_state()
    with pytest.raises(KeyError):
        with depyf.prepare_debug(str(tmp_path / "dump")):
            torch.compile(f, backend="eager")(torch.ones(2))
            raise KeyError("user error")
    after = _torch_state()
    # loggers made during the block (torch's modules imported by a first
    # compile, artifact loggers of modules this torch lacks) are compared
    # only if they are not inert: a logger at NOTSET without filters and
    # handlers behaves as a missing one
    made = {k: v for k, v in after[3].items() if k not in before[3]}
    assert all(v[1:3] == ((), ()) for v in made.values()), made
    assert all(v[0] == 0 for k, v in made.items() if ".__" in k), made  # artifact loggers left at NOTSET
    kept = {k: v for k, v in after[3].items() if k in before[3]}
    assert after[:3] + (kept,) + after[4:] == before


def test_taps_do_not_turn_on_torch_child_loggers(tmp_path):
    # Turning the convert_frame logger to DEBUG for its "skipping:" records
    # must not turn on its children: `__bytecode` makes torch disassemble
    # every compiled frame twice (most of what the tap used to cost).
    torch._dynamo.reset()
    children = ["torch._dynamo.convert_frame.__bytecode"]
    before = {n: logging.getLogger(n).isEnabledFor(logging.DEBUG) for n in children}
    seen = {}

    def hook(code, new_code):
        seen.update({n: logging.getLogger(n).isEnabledFor(logging.DEBUG) for n in children})

    handle = torch._dynamo.convert_frame.register_bytecode_hook(hook)
    try:
        with depyf.prepare_debug(str(tmp_path / "dump")):
            torch.compile(f, backend="eager")(torch.ones(2))
    finally:
        handle.remove()
    assert seen == before
    assert {n: logging.getLogger(n).isEnabledFor(logging.DEBUG) for n in children} == before


def test_torch_structured_trace_left_alone(tmp_path):
    # torch serialises every compile event once its trace logger has a
    # handler; depyf reads the same facts from cheaper records instead.
    import torch._logging._internal as logging_internal

    if not hasattr(logging_internal, "trace_log"):
        pytest.skip("torch %s has no structured trace (torch._logging._internal.trace_log)" % torch.__version__)
    trace_log = logging_internal.trace_log

    # (torch's own first compile in a process drops the lazy handler it
    # installs at import: the handlers a plain compile sees are the measure,
    # not those before it, or the test would depend on what ran first)
    def handlers_seen(under_depyf):
        torch._dynamo.reset()
        seen = []
        handle = torch._dynamo.convert_frame.register_bytecode_hook(lambda c, n: seen.append(list(trace_log.handlers)))
        try:
            if under_depyf:
                with depyf.prepare_debug(str(tmp_path / "dump")):
                    torch.compile(f, backend="eager")(torch.ones(2))
            else:
                torch.compile(f, backend="eager")(torch.ones(2))
        finally:
            handle.remove()
        return seen

    plain = handlers_seen(False)
    seen = handlers_seen(True)
    assert plain and seen and all(h == plain[0] for h in plain + seen)


# -- compile caches -------------------------------------------------------------------------------

CACHE_SCRIPT = """
import torch, depyf
def g(x):
    y = torch.relu(x) * 2
    return y.sum()
with depyf.prepare_debug("dump"):
    torch.compile(g)(torch.randn(8, requires_grad=True)).backward()
"""


def test_same_artifacts_with_warm_and_cold_caches(tmp_path):
    (tmp_path / "c.py").write_text(CACHE_SCRIPT)
    cache = str(tmp_path / "inductor_cache")
    listings = []
    for _ in range(2):  # cold, then warm
        proc = subprocess.run([sys.executable, "c.py"], cwd=str(tmp_path),
                              env=_env(TORCHINDUCTOR_CACHE_DIR=cache),
                              capture_output=True, text=True, timeout=600)
        assert proc.returncode == 0, proc.stderr[-3000:]
        idx = load_index(str(tmp_path / "dump"))
        listings.append(sorted((a["path"], a["kind"]) for a in idx["artifacts"]))
    assert listings[0] == listings[1]
    kinds = {k for _, k in listings[0]}
    assert {"aot_forward_graph", "aot_backward_graph", "inductor_output_code"} <= kinds
    names = [p for p, _ in listings[0]]
    assert any(".Backward_kernel_" in n for n in names)  # compiled lazily at backward
    assert_nothing_else(str(tmp_path / "dump"))


def test_process_that_dies_inside_the_block_keeps_index_and_full_code(tmp_path):
    # full_code and the index are written by a timer after the compiles that
    # changed them, not on the compile path; a process killed later (no exit
    # handlers run) must still have them.
    code = """
        import os, time, torch, depyf
        from depyf.pt2 import writer
        with depyf.prepare_debug("dump"):
            torch.compile(lambda x: x + 1, backend="eager")(torch.ones(2))
            time.sleep(writer.DEFERRED_WRITE_S + 1.5)
            os._exit(0)
    """
    proc = _run(code, str(tmp_path))
    assert proc.returncode == 0, proc.stderr[-2000:]
    idx = load_index(str(tmp_path / "dump"))
    kinds = {a["kind"] for a in idx["artifacts"]}
    assert {"transformed_code", "full_code"} <= kinds, kinds
    full = [a["path"] for a in idx["artifacts"] if a["kind"] == "full_code"]
    text = (tmp_path / "dump" / full[0]).read_text()
    compile(text, full[0], "exec")
    assert "__transformed_code_0_for_" in text


def test_debug_session_keeps_writing_the_index_while_it_runs(tmp_path):
    # debug() starts the last session again: its deferred writes must run
    # again too (they were switched off when prepare_debug's block ended)
    code = """
        import os, time, torch, depyf
        from depyf.pt2 import writer
        with depyf.prepare_debug("dump"):
            torch.compile(lambda x: x + 1, backend="eager")(torch.ones(2))
        with depyf.debug():
            torch.compile(lambda x: x * 7, backend="eager")(torch.ones(3))
            time.sleep(writer.DEFERRED_WRITE_S + 1.5)
            os._exit(0)
    """
    proc = _run(code, str(tmp_path), stdin="c\n")
    assert proc.returncode == 0, proc.stderr[-2000:]
    idx = load_index(str(tmp_path / "dump"))
    tc = [a for a in idx["artifacts"] if a["kind"] == "transformed_code"]
    assert len(tc) == 2, tc


@pytest.mark.parametrize("user_enabled", [True, False])
def test_collector_paused_in_the_hook_and_left_as_the_user_set_it(tmp_path, monkeypatch, user_enabled):
    # depyf's decompile inside torch's compile runs with the collector
    # paused (its temporaries would otherwise be promoted and bring a full
    # collection of the user's heap into the compile); the user's setting
    # is what it finds and what it leaves
    from depyf.pt2.session import Session

    seen = []
    real = Session._on_bytecode

    def spy(self, code, new_code):
        seen.append(gc.isenabled())
        return real(self, code, new_code)

    monkeypatch.setattr(Session, "_on_bytecode", spy)
    torch._dynamo.reset()
    was = gc.isenabled()
    (gc.enable if user_enabled else gc.disable)()
    try:
        with depyf.prepare_debug(str(tmp_path / "dump")):
            torch.compile(f, backend="eager")(torch.ones(2))
        assert gc.isenabled() == user_enabled
    finally:
        (gc.enable if was else gc.disable)()
    assert seen and not any(seen)


def test_dumped_code_compiles_without_the_users_syntax_warnings(tmp_path):
    # `n is 1` warns when compiled ("is" with a literal): the user saw it
    # when their module compiled; depyf compiling the decompiled text back
    # (here the resume function after the break, and the full_code file)
    # must not say it again
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        namespace = {"torch": torch}
        exec(compile("def literal_is(x, n):\n    x = x * 2\n    print('break')\n    if n is 1:\n        return x + 1\n    return x - 1\n",
                     "literal_is.py", "exec"), namespace)
    fn = namespace["literal_is"]
    torch._dynamo.reset()
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        with depyf.prepare_debug(str(tmp_path / "dump")):
            torch.compile(fn, backend="eager")(torch.ones(2), 1)
    syntax = [w for w in seen if issubclass(w.category, SyntaxWarning)]
    assert not syntax, [str(w.message) for w in syntax]
