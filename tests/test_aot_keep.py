"""AOT graphs kept beside torch's cache are found again for the same graph
compiled from another folder (or after lines moved), and come back naming
this run's files and lines: no torch needed."""

from depyf.pt2.aot_keep import AotGraphKeeper

DYNAMO = """class GraphModule(torch.nn.Module):
    def forward(self, L_a_):
        # File: {path}:{line} in toy_example, code: x = a / (torch.abs(a) + 1)
        abs_1 = torch.abs(L_a_)
        return (abs_1,)
"""
AOT = """class GraphModule(torch.nn.Module):
    def forward(self, arg0_1):
        # File: {path}:{line} in toy_example, code: x = a / (torch.abs(a) + 1)
        abs_1 = torch.ops.aten.abs.default(arg0_1)
        return (abs_1,)
"""


def test_kept_graphs_come_back_for_another_folder_with_its_paths(tmp_path):
    keeper = AotGraphKeeper(str(tmp_path / "kept"), "2.13.0")
    first = DYNAMO.format(path="/home/a/seed.py", line=9)
    keeper.save(first, "aot_forward_graph", "Forward_graph", AOT.format(path="/home/a/seed.py", line=9))
    # another process, another folder, the function two lines lower
    later = AotGraphKeeper(str(tmp_path / "kept"), "2.13.0")
    moved = DYNAMO.format(path="/tmp/b/seed.py", line=11)
    (graph,) = later.load(moved)
    assert graph["kind"] == "aot_forward_graph"
    assert graph["text"] == AOT.format(path="/tmp/b/seed.py", line=11)


def test_other_code_or_another_torch_finds_nothing(tmp_path):
    keeper = AotGraphKeeper(str(tmp_path / "kept"), "2.13.0")
    keeper.save(DYNAMO.format(path="/a.py", line=1), "aot_forward_graph", "Forward_graph", "text")
    assert keeper.load(DYNAMO.format(path="/a.py", line=1).replace("torch.abs", "torch.neg")) == []
    assert AotGraphKeeper(str(tmp_path / "kept"), "2.14.1").load(DYNAMO.format(path="/a.py", line=1)) == []
