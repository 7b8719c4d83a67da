"""Library code nobody here wrote, compiled the way users compile it: a
torch optimizer's `step()`. Its frames are closures (torch wraps `step` in
decorators) with graph breaks, which once crashed the user's program under
prepare_debug (the resume function's maker got a cell's contents)."""

import pytest

torch = pytest.importorskip("torch")

import depyf  # noqa: E402
from helpers import assert_all_python_compiles, assert_nothing_else, load_index  # noqa: E402


def _train(compile_step, steps=3):
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 2))
    opt = torch.optim.AdamW(model.parameters(), lr=0.01)

    def step():
        opt.step()

    if compile_step:
        step = torch.compile(step, backend="eager")
    for i in range(steps):
        x = torch.randn(4, 8, generator=torch.Generator().manual_seed(i))
        model(x).sum().backward()
        step()
        opt.zero_grad()
    return [p.detach().clone() for p in model.parameters()]


def test_compiled_optimizer_step_matches_eager(tmp_path):
    expected = _train(compile_step=False)
    torch._dynamo.reset()
    dump = str(tmp_path / "dump")
    with depyf.prepare_debug(dump):
        got = _train(compile_step=True)
    assert all(torch.allclose(a, b, atol=1e-6) for a, b in zip(expected, got))
    assert_all_python_compiles(dump)
    assert_nothing_else(dump)
    index = load_index(dump)
    assert not index["failures"], index["failures"]
    transformed = [a for a in index["artifacts"] if a["kind"] == "transformed_code"]
    assert len(transformed) >= 2  # the step and the closures it goes through
    assert all(a["decompiled"] for a in transformed), [(a["path"], a.get("reason")) for a in transformed]
