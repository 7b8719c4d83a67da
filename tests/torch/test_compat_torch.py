"""The older depyf's torch-facing API, imported and used the way its clients
(serving engines, tutorials) do: the wrapper from `depyf.optimization`,
`depyf.explain.dump_src`, `prepare_debug` entered and left by hand, two blocks
in one process, and `debug()` pausing through Python's breakpoint hook."""

import os
import sys
from typing import Optional

import pytest

torch = pytest.importorskip("torch")

import depyf  # noqa: E402
from depyf.explain import dump_src  # noqa: E402
from depyf.optimization import TorchCompileWrapperWithCustomDispatcher  # noqa: E402
from depyf.utils import decompile_ensure  # noqa: E402


# -- the wrapper, as serving engines subclass it -------------------------------------------


class CacheModel(torch.nn.Module):
    def forward(self, x, cache=None):
        if cache is not None:
            return x + cache
        return x * 2


class EngineWrapper(TorchCompileWrapperWithCustomDispatcher):
    """The shape of a serving engine's subclass: compiles its own forward,
    then dispatches by hand once both variants are compiled."""

    def __init__(self, model):
        self.model = model
        super().__init__(torch.compile(self.forward, backend="eager"))

    def forward(self, x, cache: Optional[torch.Tensor] = None):
        return self.model(x, cache)

    def __call__(self, x, cache=None):
        if self.use_custom_dispatcher and len(self.compiled_codes) == 2:
            with self.dispatch_to_code(0 if cache is None else 1):
                return self.forward(x, cache)
        return self.compiled_callable(x, cache)


def test_wrapper_defaults_to_the_custom_dispatcher():
    torch._dynamo.reset()
    wrapper = EngineWrapper(CacheModel())
    assert wrapper.use_custom_dispatcher is True
    assert wrapper.compiled_codes == []
    assert wrapper.original_code_object is EngineWrapper.forward.__code__


def test_several_wrappers_after_reset_have_independent_codes():
    model = CacheModel()
    wrappers = []
    for _ in range(3):
        torch._dynamo.reset()
        wrapper = EngineWrapper(model)
        wrappers.append(wrapper)
        x, cache = torch.tensor([1]), torch.tensor([2])
        wrapper(x, None)
        wrapper(x, cache)  # recompiles: the second code
        assert len(wrapper.compiled_codes) == 2
        new_x = torch.tensor([3])
        assert wrapper(new_x, None).item() == 6  # through code 0
        assert wrapper(new_x, cache).item() == 5  # through code 1
        assert EngineWrapper.forward.__code__ is wrapper.original_code_object  # restored after dispatch
    for wrapper in wrappers:
        assert len(wrapper.compiled_codes) == 2
    assert len({id(c) for w in wrappers for c in w.compiled_codes}) == 6


def test_dispatch_restores_the_code_when_forward_raises():
    torch._dynamo.reset()
    wrapper = EngineWrapper(CacheModel())
    wrapper(torch.ones(2), None)
    with pytest.raises(TypeError):
        with wrapper.dispatch_to_code(0):
            wrapper.forward()  # missing argument
    assert EngineWrapper.forward.__code__ is wrapper.original_code_object


def test_engines_decompile_every_compiled_code_with_decompile_ensure():
    torch._dynamo.reset()
    wrapper = EngineWrapper(CacheModel())
    wrapper(torch.ones(2), None)
    (code,) = wrapper.compiled_codes
    src = decompile_ensure(code, "forward")
    assert src.startswith("def forward(self, x, cache):"), src
    assert "__compiled_fn_" in src and "Failed to decompile" not in src
    assert depyf.decompiler.Decompiler(code).decompile(indentation=2, overwite_fn_name="fwd").startswith("def fwd(")


# -- dump_src ------------------------------------------------------------------------------


def toy(a, b):
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:
        b = b * -1
    return x * b


def test_dump_src_gives_the_full_source_inside_prepare_debug(tmp_path):
    torch._dynamo.reset()
    compiled = torch.compile(toy, backend="eager")
    with depyf.prepare_debug(str(tmp_path)):
        compiled(torch.ones(4), torch.ones(4))
        compiled(torch.ones(4), -torch.ones(4))
        src = dump_src(toy.__code__, sys.modules[__name__])
        assert dump_src(toy) == src  # the function itself, as decompile takes it
    assert "def __transformed_code_0_for_toy(a, b):" in src
    assert "resume_in_toy" in src  # torch 2.2 names them resume_in_<fn>, later torch_dynamo_resume_in_<fn>
    compile(src, "full_code", "exec")
    full = open(os.path.join(str(tmp_path), "full_code_for_toy_0.py")).read()
    assert src == full


def test_dump_src_names_a_function_not_compiled_in_the_block(tmp_path):
    def never_compiled(x):
        return x

    torch._dynamo.reset()
    with depyf.prepare_debug(str(tmp_path)):
        with pytest.raises(ValueError, match="has not compiled never_compiled"):
            dump_src(never_compiled.__code__, sys.modules[__name__])


# -- prepare_debug by hand, two blocks, debug() after either --------------------------------


_engine_state = {}


def _engine_start(dump_dir):
    cm = depyf.prepare_debug(dump_dir, clean_wild_fx_code=False, log_bytecode=True)
    cm.__enter__()
    _engine_state["cm"] = cm


def _engine_serve(fn, *args):
    return fn(*args)


def _engine_shutdown():
    _engine_state.pop("cm").__exit__(None, None, None)


class _Recorder:
    """Stands in for an IDE debugger's breakpoint hook and trace function."""

    def __init__(self):
        self.pauses = []

    def hook(self, *args, **kwargs):
        self.pauses.append(sys._getframe(1).f_code.co_name)

    def trace(self, frame, event, arg):
        return None


def _debug_with_hook(fn, *args):
    recorder = _Recorder()
    old_hook, old_trace = sys.breakpointhook, sys.gettrace()
    sys.breakpointhook = recorder.hook
    sys.settrace(recorder.trace)
    try:
        with depyf.debug():
            out = fn(*args)
        assert sys.gettrace() == recorder.trace  # the debugger's tracer stays
    finally:
        sys.settrace(old_trace)
        sys.breakpointhook = old_hook
    assert len(recorder.pauses) == 1  # paused once, through the hook
    return out


def test_prepare_debug_by_hand_then_a_second_block_then_debug(tmp_path):
    torch._dynamo.reset()
    first, second = str(tmp_path / "first"), str(tmp_path / "second")
    f = torch.compile(lambda x: x.cos() + 1, backend="eager")
    g = torch.compile(toy, backend="eager")
    _engine_start(first)
    assert torch.equal(_engine_serve(f, torch.zeros(3)), torch.full((3,), 2.0))
    _engine_shutdown()
    assert any(n.startswith("__transformed_code_0_for_") for n in os.listdir(first))
    assert os.path.exists(os.path.join(first, "depyf_index.json"))
    assert torch.equal(_debug_with_hook(f, torch.zeros(3)), torch.full((3,), 2.0))  # debug() after the first

    # the engine's lambda, compiled in the first block, is still compiled:
    # the second block says so (and dumps what torch holds of it)
    with pytest.warns(RuntimeWarning, match="compiled before prepare_debug"):
        with depyf.prepare_debug(second):
            g(torch.ones(4), torch.ones(4))
    names = os.listdir(second)
    assert "__transformed_code_0_for_toy.py" in names and "full_code_for_toy_0.py" in names
    assert not any("toy" in n for n in os.listdir(first))  # each block its own folder
    out = _debug_with_hook(g, torch.ones(4), torch.ones(4))  # debug() after the second
    assert torch.allclose(out, toy(torch.ones(4), torch.ones(4)))


def test_debug_skips_the_pause_when_breakpoints_are_off(tmp_path, monkeypatch):
    torch._dynamo.reset()
    f = torch.compile(lambda x: x + 1, backend="eager")
    with depyf.prepare_debug(str(tmp_path)):
        f(torch.ones(1))
    monkeypatch.setenv("PYTHONBREAKPOINT", "0")
    before = sys.gettrace()
    with depyf.debug():
        assert f(torch.ones(1)).item() == 2
    assert sys.gettrace() is before
