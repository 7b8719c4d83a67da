"""Where ranks diverge (report/ranks.py), on dump folders written for it:
no torch needed (the torchrun run is in tests/torch/test_report_ranks_run.py)."""

import json
import os

from depyf.report import load, ranks

GRAPH = '''# a header that names the compile: not part of the graph
class GraphModule(torch.nn.Module):
    def forward(self, L_x_):
        y = L_x_ * 2
%s
        return (y,)
'''


def _function(key, name, line, compiles=1, breaks=(), recompiles=()):
    return {"key": key, "name": name, "qualname": name, "filename": "/src/train.py", "firstlineno": line,
            "compiles": [{"compile_id": "0/%d" % i} for i in range(compiles)],
            "graph_breaks": [{"user_line": "/src/train.py:%d" % b, "reason": "print"} for b in breaks],
            "recompilations": [{"reason": r} for r in recompiles], "skipped": [], "resume_of": None}


def _rank(root, rank, functions, graphs):
    d = root / ("rank_%d" % rank)
    d.mkdir(parents=True)
    artifacts = []
    for path, (fn_key, body) in graphs.items():
        (d / path).write_text(GRAPH % body)
        artifacts.append({"path": path, "kind": "dynamo_graph", "function": fn_key})
    index = {"format": "depyf-index/1", "process": {"rank": rank, "world_size": 2, "name": d.name},
             "functions": functions, "artifacts": artifacts}
    (d / "depyf_index.json").write_text(json.dumps(index))


def test_agreeing_ranks_have_no_divergence(tmp_path):
    for r in (0, 1):
        _rank(tmp_path, r, [_function("step_0", "step", 10)],
              {"__compiled_fn_1.Captured_Graph.0.py": ("step_0", "        y = y + 1")})
    dump = load(str(tmp_path))
    assert ranks.divergences(dump) == []
    assert ranks.text(dump) == ["Ranks 0, 1 agree: the same functions, graphs, graph breaks and recompilations."]


def test_each_kind_of_divergence_is_named_with_function_and_line(tmp_path):
    _rank(tmp_path, 0, [_function("step_0", "step", 10), _function("loss_0", "loss", 30),
                        _function("once_0", "only_on_rank0", 50)],
          {"__compiled_fn_1.Captured_Graph.0.py": ("step_0", "        y = y + 1"),
           "__compiled_fn_2.Captured_Graph.0.py": ("loss_0", "")})
    _rank(tmp_path, 1, [_function("step_0", "step", 10, breaks=[12]),
                        _function("loss_0", "loss", 30, compiles=2, recompiles=["L['x'].size()[0] == 4"])],
          {"__compiled_fn_4.Captured_Graph.0.py": ("step_0", "        y = y - 1"),
           "__compiled_fn_5.Captured_Graph.0.py": ("loss_0", "")})
    found = {(d.kind, d.function): d for d in ranks.divergences(load(str(tmp_path)))}
    assert set(found) == {("graph_differs", "step"), ("graph_break", "step"), ("recompilation", "loss"),
                          ("compiled_on_some_ranks", "only_on_rank0")}, sorted(found)
    diff = found["graph_differs", "step"]
    assert diff.where == "/src/train.py:10"
    assert "-        y = y + 1" in diff.detail and "+        y = y - 1" in diff.detail
    assert not any(line.startswith(("-#", "+#")) for line in diff.detail), "the header is not the graph"
    brk = found["graph_break", "step"]
    assert brk.where == "/src/train.py:12" and brk.per_rank == {0: None, 1: "train.py:12: print"}
    assert found["recompilation", "loss"].per_rank[1] == "L['x'].size()[0] == 4"
    assert found["compiled_on_some_ranks", "only_on_rank0"].per_rank == {0: "1 compile(s)", 1: None}
    words = "\n".join(ranks.text(load(str(tmp_path))))
    assert "Ranks diverge (4 difference(s))" in words
    assert "step has a graph break on some ranks only (/src/train.py:12)" in words


def test_a_single_process_dump_says_nothing_of_ranks(tmp_path):
    (tmp_path / "depyf_index.json").write_text(json.dumps({"format": "depyf-index/1", "functions": [],
                                                          "artifacts": [], "process": {"name": "main"}}))
    dump = load(str(tmp_path))
    assert ranks.divergences(dump) == [] and ranks.text(dump) == []
    assert os.path.isdir(str(tmp_path))
