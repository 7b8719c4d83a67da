"""The captured graph is printed once (torch no longer prints it for a
structured trace depyf does not listen to), and the file holds that text
with the forward pointed at it."""

import os

import pytest

torch = pytest.importorskip("torch")

import depyf  # noqa: E402
from helpers import load_index  # noqa: E402


class _Mlp(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = torch.nn.Linear(4, 8)

    def forward(self, x):
        return torch.relu(self.l1(x)).sum()


def test_dynamo_graph_printed_once_and_rebound(tmp_path, monkeypatch):
    gm_class = torch.fx.GraphModule
    calls = []
    original = gm_class.print_readable

    def counting(self, *args, **kwargs):
        calls.append(type(self).__name__)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(gm_class, "print_readable", counting)
    dump = str(tmp_path / "dump")
    torch._dynamo.reset()
    model = _Mlp()
    x = torch.randn(2, 4)
    with depyf.prepare_debug(dump):
        out = torch.compile(model, backend="eager")(x)
    assert torch.allclose(out, model(x))
    graphs = [a for a in load_index(dump)["artifacts"] if a["kind"] == "dynamo_graph"]
    assert len(graphs) == 1 and graphs[0]["code_from_dump"]
    text = open(os.path.join(dump, graphs[0]["path"])).read()
    assert 'f32[2, 8]' in text and "torch.relu" in text  # print_readable's annotated text
    assert len(calls) == 1, calls  # depyf's, for the file
