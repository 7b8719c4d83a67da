"""The dumped transformed code of a graph-break program reads like code a
person writes (the counts of benchmarks/torch_overhead.py's readability)
and still runs as eager does."""

import os
import sys

import pytest

torch = pytest.importorskip("torch")

import depyf  # noqa: E402
from helpers import FrameRecorder, load_index, same  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "benchmarks"))

from torch_overhead import readability  # noqa: E402


def breaks_twice(a, b):
    x = torch.sin(a) + b
    torch._dynamo.graph_break()
    y = torch.cos(x) * b
    print("between the graphs")
    return y + a, x


def test_graph_break_dump_has_no_single_use_temporaries(tmp_path, capsys):
    dump = str(tmp_path / "dump")
    torch._dynamo.reset()
    a, b = torch.randn(5), torch.randn(5)
    with depyf.prepare_debug(dump):
        compiled = torch.compile(breaks_twice, backend="eager")
        with FrameRecorder() as frames:
            results = [compiled(a, b), compiled(-a, b)]
    assert same(results, [breaks_twice(a, b), breaks_twice(-a, b)])
    assert frames.ran_transformed_from(dump)
    tc = [x for x in load_index(dump)["artifacts"] if x["kind"] == "transformed_code"]
    assert len(tc) >= 3 and all(x.get("decompiled") for x in tc)
    stats = readability(dump)
    assert stats["files"] == len(tc)
    assert stats["dead"] == 0, stats
    assert stats["single_use_temporaries"] == 0, stats
    texts = [open(os.path.join(dump, x["path"])).read() for x in tc]
    # the frame values reach the resume functions by the user's names
    assert any("__resume_at_" in t and ", x)" in t for t in texts)


class TwoLayers(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = torch.nn.Linear(4, 8)
        self.l2 = torch.nn.Linear(8, 2)

    def forward(self, x):
        return self.l2(torch.relu(self.l1(x)))


def test_values_passed_to_a_graph_carry_the_graph_input_names(tmp_path):
    dump = str(tmp_path / "dump")
    torch._dynamo.reset()
    model, x = TwoLayers(), torch.randn(3, 4)
    with depyf.prepare_debug(dump):
        compiled = torch.compile(model, backend="eager")
        with FrameRecorder() as frames:
            out = compiled(x)
    assert same(out, model(x))
    assert frames.ran_transformed_from(dump)
    (tc,) = [x for x in load_index(dump)["artifacts"] if x["kind"] == "transformed_code"]
    text = open(os.path.join(dump, tc["path"])).read()
    graph = [x for x in load_index(dump)["artifacts"] if x["kind"] == "dynamo_graph"]
    graph_text = open(os.path.join(dump, graph[0]["path"])).read()
    # the weight the transformed code passes is the graph's input of that name
    assert "L_self_modules_l1_parameters_weight_ = " in text, text
    assert "L_self_modules_l1_parameters_weight_" in graph_text
    assert "__temp_" not in text, text


def toy_example(a, b):
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:
        b = b * -1
    return x * b


def test_the_seeds_branch_reads_its_graph_output_and_graphs_by_stable_names(tmp_path):
    import gc
    import re

    dump = str(tmp_path / "dump")
    torch._dynamo.reset()
    a, b = torch.randn(10), torch.randn(10)
    with depyf.prepare_debug(dump):
        compiled = torch.compile(toy_example, backend="eager")
        with FrameRecorder() as frames:
            out = compiled(a, b)
    assert same(out, toy_example(a, b))
    assert frames.ran_transformed_from(dump)
    index = load_index(dump)
    texts = {x["path"]: open(os.path.join(dump, x["path"])).read()
             for x in index["artifacts"] if x["kind"] in ("transformed_code", "full_code")}
    (main,) = [t for p, t in texts.items() if p.startswith("__transformed_code_0_for_toy_example")]
    # Dynamo's uuid-suffixed globals are called by their stable names
    # (the graph files' names): the dump reads the same in every run
    assert not any(re.search(r"__compiled_fn_\d+_[0-9a-f]{8}_", t) for t in texts.values()), texts
    assert re.search(r"graph_out_0 = __compiled_fn_\d+\(a, b\)\n", main), main
    # (which output is the test's is the graph's order: torch 2.2-2.5 put
    # it after x, newer torch first)
    assert re.search(r"if graph_out_0\[[01]\]:\n +del graph_out_0\n", main), main
    assert "__temp_" not in main

    def names():
        aliases = {n for n in globals() if re.fullmatch(r"__compiled_fn_\d+", n)}
        dynamos = {n for n in globals() if re.fullmatch(r"__compiled_fn_\d+_[0-9a-f_]+", n)}
        return aliases, {re.match(r"__compiled_fn_\d+", n).group(0) for n in dynamos}

    aliases, dynamo_stable = names()
    called = {n for t in texts.values() for n in re.findall(r"\b__compiled_fn_\d+\b", t)}
    assert called
    if not any(re.fullmatch(r"__compiled_fn_\d+_[0-9a-f_]+", n) for n in globals()):
        # torch 2.2-2.5 name a graph's global `__compiled_fn_<n>` already,
        # the same in every run: the text calls Dynamo's own globals and
        # depyf installs no alias (what follows is about aliases)
        assert called <= aliases, (called, aliases)
        return
    assert aliases and aliases == dynamo_stable
    # an alias lives as long as Dynamo's own global: both go with the code
    # that calls them (depyf's last session holds that code for debug())
    import depyf.pt2.session as session

    torch._dynamo.reset()
    del compiled, frames
    session._last_session = None
    gc.collect()
    after, dynamo_after = names()
    assert after == dynamo_after and len(after) < len(aliases), (aliases, after)


def test_guard_comment_without_a_user_line_has_one_hash():
    from depyf.pt2.guards import _split_comment

    assert _split_comment("check_tensor(L['a'], Tensor)  # # prog.py:5 in toy") == (
        "check_tensor(L['a'], Tensor)", "prog.py:5 in toy")
    assert _split_comment("L['n'] == 3  # if n == 3:  # prog.py:7 in f") == (
        "L['n'] == 3", "if n == 3:  # prog.py:7 in f")
    assert _split_comment("G['s'] == '#'  # s = '#'") == ("G['s'] == '#'", "s = '#'")
