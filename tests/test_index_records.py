"""The index's records (pt2/index.py): one schema, the one docs/torch.md documents."""

import dataclasses
import json
import os
import re

import pytest

from depyf.pt2 import index as index_records

DOC = os.path.join(os.path.dirname(__file__), "..", "docs", "torch.md")
RECORDS = [c for c in vars(index_records).values() if dataclasses.is_dataclass(c) and isinstance(c, type)]


def _documented_rows():
    """ClassName -> (the record's path in the JSON, the backticked names of its row)."""
    text = open(DOC, encoding="utf-8").read()
    section = text.split("### The index, `depyf_index.json`", 1)[1].split("\n### ", 1)[0]
    out = {}
    for row in section.splitlines():
        m = re.match(r"\| `([\w.\[\]]+)` \(`(\w+)`\)[^|]*\| (.*) \|$", row)
        if m:
            out[m.group(2)] = (m.group(1), set(re.findall(r"`(\w+)`", m.group(3))))
    return out


def test_every_record_is_documented_field_for_field():
    rows = _documented_rows()
    paths = {path for path, _ in rows.values()}
    for record in RECORDS:
        assert record.__name__ in rows, "%s has no row in docs/torch.md's index table" % record.__name__
        path, documented = rows[record.__name__]
        for f in dataclasses.fields(record):
            # a list of records has a row of its own, `<path>.<field>[]`
            own_row = "%s.%s[]" % (path, f.name) in paths
            assert f.name in documented or own_row, "%s.%s is not in docs/torch.md" % (record.__name__, f.name)


def test_a_misspelt_field_is_an_error_not_a_new_key():
    idx = index_records.Index()
    idx.function("f_0", name="f")
    with pytest.raises(TypeError, match="resume_off"):
        idx.function("f_0", resume_off="g_0")
    with pytest.raises(TypeError, match="kindd"):
        idx.artifact("a.py", kindd="full_code")


def test_none_leaves_a_field_as_it_is():
    idx = index_records.Index()
    idx.function("f_0", full_code="full_code_for_f_0.py")
    rec = idx.function("f_0", full_code=None, name="f")
    assert (rec.full_code, rec.name) == ("full_code_for_f_0.py", "f")


def test_every_field_is_in_the_json_even_when_empty():
    idx = index_records.Index(index_records.ProcessInfo(pid=1))
    rec = idx.function("f_0")
    rec.compiles.append(index_records.Compile("0/0", "__transformed_code_0_for_f.py", True))
    rec.skipped.append(index_records.EagerRun("0/1", "graph break in a loop"))
    idx.artifact("__transformed_code_0_for_f.py", kind="transformed_code", function="f_0")
    data = json.loads(json.dumps(idx.to_json("0", None, [])))
    fn = data["functions"][0]
    assert set(fn) == {f.name for f in dataclasses.fields(index_records.FunctionRecord)}
    assert fn["resume_of"] is None and fn["restarts"] == [] and fn["compiled_before_block"] is False
    assert set(fn["compiles"][0]) == {f.name for f in dataclasses.fields(index_records.Compile)}
    assert fn["skipped"][0] == {"compile_id": "0/1", "reason": "graph break in a loop", "user_line": None, "ran": "eagerly"}
    assert set(data["artifacts"][0]) == {f.name for f in dataclasses.fields(index_records.Artifact)}
    assert data["process"]["role"] == "main" and data["other_processes"] == []
    assert data["format"] == index_records.FORMAT


def test_a_deferred_fact_is_in_the_json_and_one_that_fails_stays_null():
    # `later` files what is too costly to work out inside a compile (a
    # resume function's line: dis reads its code); the index written after
    # has it, worked out once
    idx = index_records.Index()
    rec = idx.function("f_0", name="f")
    calls = []
    idx.later(rec, "resumes_at", lambda: calls.append(1) or "prog.py:7")
    idx.later(idx.function("g_0"), "wraps", lambda: 1 / 0)
    with pytest.raises(TypeError, match="resume_att"):
        idx.later(rec, "resume_att", lambda: None)
    assert rec.resumes_at is None
    first = idx.to_json("0", None, [])
    again = idx.to_json("0", None, [])
    assert [f["resumes_at"] for f in first["functions"]] == ["prog.py:7", None]
    assert first["functions"] == again["functions"] and calls == [1]
    assert first["functions"][1]["wraps"] is None
