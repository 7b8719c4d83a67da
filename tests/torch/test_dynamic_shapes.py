"""Which sizes torch made symbolic (dynamic), per compile, in the index, the
terminal overview and the report: a recompilation that switched a function
to dynamic shapes says so."""

import os
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch")

import depyf  # noqa: E402
from helpers import load_index  # noqa: E402

SRC = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "src")


def doubled_sum(x):
    return (x * 2).sum()


def _compiles(dump):
    index = load_index(dump)
    rec = next(f for f in index["functions"] if f["name"] == "doubled_sum")
    return rec


def test_recompilation_to_dynamic_shapes_is_recorded(tmp_path):
    torch._dynamo.reset()
    c = torch.compile(doubled_sum, backend="eager")
    dump = str(tmp_path / "dump")
    with depyf.prepare_debug(dump):
        for n in (3, 4, 5):
            c(torch.ones(n))
    rec = _compiles(dump)
    assert [bool(cp["symbolic_sizes"]) for cp in rec["compiles"]] == [False, True], rec["compiles"]
    size = rec["compiles"][1]["symbolic_sizes"][0]
    assert size["source"] == "L['x'].size()[0]" and size["symbol"].startswith("s") and size["value"] == "4", size
    if size["user_line"] is not None:  # torch >= 2.5 names the user's line
        assert size["user_line"] == "%s:%d" % (__file__, doubled_sum.__code__.co_firstlineno + 1), size
    assert rec["recompilations"] and rec["recompilations"][0]["compile_id"] == rec["compiles"][1]["compile_id"]


def test_dynamic_true_marks_the_first_compile(tmp_path):
    torch._dynamo.reset()
    c = torch.compile(doubled_sum, backend="eager", dynamic=True)
    dump = str(tmp_path / "dump")
    with depyf.prepare_debug(dump):
        c(torch.ones(3))
    rec = _compiles(dump)
    assert len(rec["compiles"]) == 1
    assert [s["source"] for s in rec["compiles"][0]["symbolic_sizes"]] == ["L['x'].size()[0]"], rec["compiles"]


def test_explain_and_report_say_which_sizes_became_dynamic(tmp_path):
    torch._dynamo.reset()
    c = torch.compile(doubled_sum, backend="eager")
    dump = str(tmp_path / "dump")
    with depyf.prepare_debug(dump):
        for n in (3, 4):
            c(torch.ones(n))
    env = dict(os.environ, PYTHONPATH=SRC)
    out = subprocess.run([sys.executable, "-m", "depyf", "explain", dump], env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert "switched to dynamic shapes: L['x'].size()[0]" in out.stdout, out.stdout
    pytest.importorskip("jinja2")
    pytest.importorskip("pygments")
    from depyf import report

    page_dir = str(tmp_path / "report")
    report.build(dump, page_dir)
    pages = "".join(open(os.path.join(page_dir, n)).read() for n in os.listdir(page_dir) if n.endswith(".html"))
    assert "Dynamic shapes" in pages
    assert "L[&#39;x&#39;].size()[0]" in pages or "L['x'].size()[0]" in pages
