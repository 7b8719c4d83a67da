"""A function compiled (and warmed up) before `prepare_debug` and called
inside it: torch compiles nothing in the block, so nothing passes depyf's
hooks. The dump holds what torch still keeps for it (each cache entry's
guards and transformed code, resume functions, the graphs a backend keeps
as graph modules), the index says which functions were compiled before the
block and what could not be recovered, and one warning says so."""

import os
import warnings

import pytest

torch = pytest.importorskip("torch")

import depyf  # noqa: E402
from helpers import assert_all_python_compiles, load_index  # noqa: E402


def warmed(a, b):
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:
        b = b * -1
    return x * b


def _run(tmp_path, backend):
    torch._dynamo.reset()
    compiled = torch.compile(warmed, backend=backend)
    a, b = torch.randn(10), torch.randn(10)
    for sign in (1, -1):
        compiled(a, b * sign)  # both resume functions compiled before the block
    dump = str(tmp_path / "dump")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with depyf.prepare_debug(dump):
            got = compiled(a, b)
    assert torch.allclose(got, warmed(a, b))
    ours = [str(w.message) for w in caught if str(w.message).startswith("depyf")]
    return dump, load_index(dump), ours


def test_compiled_before_the_block_is_dumped_and_said(tmp_path):
    dump, index, messages = _run(tmp_path, "eager")
    before = index["compiled_before"]
    assert [b["name"] for b in before] == ["warmed"], before
    entry = before[0]
    assert entry["cache_entries"] == 1 and entry["resume_functions"] == 2, entry
    top = [f for f in index["functions"] if f["key"] == entry["function"]][0]
    assert top["compiled_before_block"] is True
    resumes = [f for f in index["functions"] if f.get("resume_of") == top["key"]]
    assert len(resumes) == 2 and all(len(r["compiles"]) == 1 for r in resumes), resumes
    transformed = [a for a in index["artifacts"] if a["kind"] == "transformed_code"]
    assert len(transformed) == 3 and all(a["decompiled"] and not a["code_from_dump"] for a in transformed)
    text = open(os.path.join(dump, transformed[0]["path"])).read()
    assert "compiled before prepare_debug" in text and "__compiled_fn_" in text
    full = open(os.path.join(dump, top["full_code"])).read()
    assert "def __guard_0_for_warmed(L, G" in full and "__resume_at_" in full
    # the eager backend keeps the Dynamo graph module: its file is there
    graphs = [a for a in index["artifacts"] if a["kind"] == "dynamo_graph"]
    assert len(graphs) == 3 and any("torch.abs" in open(os.path.join(dump, g["path"])).read() for g in graphs)
    assert entry["not_recovered"] == [], entry
    assert_all_python_compiles(dump)
    said = [m for m in messages if "compiled before" in m]
    assert len(said) == 1 and "warmed" in said[0], messages


def test_graphs_a_backend_does_not_keep_are_named_as_missing(tmp_path):
    dump, index, messages = _run(tmp_path, "aot_eager")
    entry = index["compiled_before"][0]
    assert entry["name"] == "warmed"
    assert entry["not_recovered"] and all("graph" in m for m in entry["not_recovered"]), entry
    said = [m for m in messages if "compiled before" in m]
    assert len(said) == 1 and "could not be recovered" in said[0], messages
