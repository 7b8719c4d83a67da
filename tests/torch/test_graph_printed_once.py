"""The captured graph is printed once (torch no longer prints it for a
structured trace depyf does not listen to), and the file holds that text
with the forward pointed at it.

The compile runs in a fresh interpreter: a log handler that formats every
record (pytest's log capture does, from pytest 9.2 on) makes torch render
its lazy graph messages, which would count calls that are the test
runner's, not depyf's or torch's."""

import json
import os
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch")

from helpers import load_index  # noqa: E402

PROGRAM = r"""
import json, sys
import torch
import depyf

class Mlp(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = torch.nn.Linear(4, 8)

    def forward(self, x):
        return torch.relu(self.l1(x)).sum()

calls = []
original = torch.fx.GraphModule.print_readable

def counting(self, *args, **kwargs):
    calls.append(type(self).__name__)
    return original(self, *args, **kwargs)

torch.fx.GraphModule.print_readable = counting
model = Mlp()
x = torch.randn(2, 4)
with depyf.prepare_debug(sys.argv[1]):
    out = torch.compile(model, backend="eager")(x)
print(json.dumps({"calls": calls, "same": bool(torch.allclose(out, model(x)))}))
"""


def _torch_annotates_dynamo_graphs():
    """Whether torch's own print_readable of a Dynamo graph shows shapes
    (its nodes carry meta 'val'; torch 2.2's carry only 'example_value')."""
    seen = []

    def backend(gm, inputs):
        seen.append(gm.print_readable(print_output=False))
        return gm.forward

    torch._dynamo.reset()
    torch.compile(lambda x: torch.relu(x) + 1, backend=backend)(torch.ones(2, 3))
    torch._dynamo.reset()
    return bool(seen) and "f32[2, 3]" in seen[0]


def test_dynamo_graph_printed_once_and_rebound(tmp_path, subprocess_env):
    dump = str(tmp_path / "dump")
    proc = subprocess.run([sys.executable, "-c", PROGRAM, dump], env=subprocess_env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-5000:]
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    assert result["same"]
    graphs = [a for a in load_index(dump)["artifacts"] if a["kind"] == "dynamo_graph"]
    assert len(graphs) == 1 and graphs[0]["code_from_dump"]
    text = open(os.path.join(dump, graphs[0]["path"])).read()
    assert "torch.relu" in text
    if _torch_annotates_dynamo_graphs():
        assert 'f32[2, 8]' in text  # print_readable's annotated text
    else:  # torch 2.2: its Dynamo graph nodes carry no 'val', its own print has no shapes
        assert 'f32[' not in text
    assert len(result["calls"]) == 1, result["calls"]  # depyf's, for the file
