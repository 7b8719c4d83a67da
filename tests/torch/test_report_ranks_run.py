"""Two ranks under torchrun (gloo, CPU) that compile one function
differently: the merged report and `depyf explain` name the divergence,
the function and the line."""

import json
import os
import shutil
import subprocess
import sys

import pytest

from helpers import run_torchrun

torch = pytest.importorskip("torch")
dist = pytest.importorskip("torch.distributed")

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAM = os.path.join(HERE, "rank_programs", "diverging_ranks.py")
SRC = os.path.join(os.path.dirname(os.path.dirname(HERE)), "src")


def _env():
    env = dict(os.environ, PYTHONPATH=SRC + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("TORCH_LOGS", None)
    return env


@pytest.fixture(scope="module")
def rank_dump(tmp_path_factory):
    if not (dist.is_available() and dist.is_gloo_available()):
        pytest.skip("torch %s has no gloo backend" % torch.__version__)
    dump = str(tmp_path_factory.mktemp("ranks") / "dump")
    p = run_torchrun(["--nproc_per_node=2", "--master_addr=127.0.0.1", PROGRAM, dump],
                     cleanup=lambda: shutil.rmtree(dump, ignore_errors=True), env=_env(), stdout=subprocess.PIPE,
                     stderr=subprocess.STDOUT, timeout=600)
    assert p.returncode == 0, p.stdout[-4000:]
    assert "rank 0 total 16.0" in p.stdout and "rank 1 total 16.0" in p.stdout, p.stdout[-2000:]
    assert sorted(os.listdir(dump)) == ["rank_0", "rank_1"]
    return dump


def test_explain_names_the_divergence(rank_dump):
    out = subprocess.run([sys.executable, "-m", "depyf", "explain", rank_dump], env=_env(), stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "Ranks diverge" in text, text
    assert "step is compiled into different graphs on different ranks (%s:14)" % PROGRAM in text, text
    assert "step has a graph break on some ranks only (%s:19)" % PROGRAM in text, text
    data = json.loads(subprocess.run([sys.executable, "-m", "depyf", "explain", "--json", rank_dump], env=_env(),
                                     stdout=subprocess.PIPE, universal_newlines=True, timeout=300).stdout)
    kinds = {(d["kind"], d["function"]) for d in data["rank_divergences"]}
    assert ("graph_differs", "step") in kinds and ("graph_break", "step") in kinds, kinds
    brk = next(d for d in data["rank_divergences"] if d["kind"] == "graph_break")
    assert brk["per_rank"]["0"] is None and brk["per_rank"]["1"].startswith("diverging_ranks.py:19: "), brk


def test_report_shows_the_divergence_with_each_ranks_pages(rank_dump, tmp_path):
    pytest.importorskip("jinja2")
    pytest.importorskip("pygments")
    out = str(tmp_path / "report")
    p = subprocess.run([sys.executable, "-m", "depyf", "report", rank_dump, "--out", out], env=_env(),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
    assert p.returncode == 0, p.stderr
    with open(os.path.join(out, "index.html")) as f:
        page = f.read()
    assert "Ranks diverge" in page
    assert "step is compiled into different graphs on different ranks" in page
    assert "diverging_ranks.py:19" in page
    # each rank's own function page is linked from the divergence
    assert 'href="f_rank_0_' in page and 'href="f_rank_1_' in page
    shutil.rmtree(out)
