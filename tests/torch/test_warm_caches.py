"""torch's compile caches stay as the user has them under prepare_debug: a
warm run's dump is as whole as a cold one's (Inductor's code from the cache,
the AOT graphs from depyf's copy beside it), the index says which artifacts
came from a cache hit, and `disable_caches=True` / `depyf run --cold-caches`
compile cold."""

import os
import shutil
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch")

from depyf.pt2 import _torch  # noqa: E402
from depyf.runner import parse_args  # noqa: E402
from helpers import assert_nothing_else, load_index  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(os.path.dirname(os.path.dirname(HERE)), "src")

PROGRAM = """
import sys, torch, depyf

def g(x):
    return (x.sin() * 2).cos().sum()

cold = {"cold": True, "auto": None}[sys.argv[1]]
with depyf.prepare_debug("dump", disable_caches=cold):
    torch.compile(g)(torch.randn(8, requires_grad=True)).backward()
"""

def _aot_cache_on():
    """Whether this torch's AOTAutograd cache is on by default (2.6 on)."""
    import torch._functorch.config as config

    return bool(getattr(config, "enable_autograd_cache", False))


needs_cache_reports = pytest.mark.skipif(
    not _torch.caches_report_loaded_code(),
    reason="this torch does not log Inductor's code when loading it from its cache: depyf compiles cold there")


def _run(tmp_path, mode, cache):
    proc = subprocess.run([sys.executable, "prog.py", mode], cwd=str(tmp_path),
                          env=dict(os.environ, PYTHONPATH=SRC, TORCHINDUCTOR_CACHE_DIR=cache),
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
    index = load_index(str(tmp_path / "dump"))
    texts = {a["path"]: (tmp_path / "dump" / a["path"]).read_text() for a in index["artifacts"]}
    return index, texts


def _body(text):
    return text.split("\n", 1)[1]  # without the header line


def _hits(index):
    return sorted(a["path"] for a in index["artifacts"] if a["cache_hit"])


@needs_cache_reports
def test_a_warm_run_dumps_what_a_cold_one_does_and_says_what_came_from_the_cache(tmp_path):
    (tmp_path / "prog.py").write_text(PROGRAM)
    cache = str(tmp_path / "inductor_cache")
    cold, cold_texts = _run(tmp_path, "auto", cache)
    warm, warm_texts = _run(tmp_path, "auto", cache)
    assert cold["caches"] == warm["caches"] == "kept"
    assert _hits(cold) == []
    assert sorted(cold_texts) == sorted(warm_texts)  # as whole as the cold dump
    aot = sorted(p for p, a in ((a["path"], a) for a in warm["artifacts"]) if a["kind"].startswith("aot_"))
    kernels = sorted(a["path"] for a in warm["artifacts"] if a["kind"] == "inductor_output_code")
    assert any(".Forward_graph." in p for p in aot) and any(".Backward_graph." in p for p in aot), aot
    assert len(kernels) == 2, kernels  # forward and (lazily compiled) backward
    # AOT graphs: from depyf's copy where torch's AOTAutograd cache hit,
    # traced again (and not marked) where this torch has it off
    from_copy = aot if _aot_cache_on() else []
    assert _hits(warm) == sorted(from_copy + kernels)
    for path in aot:  # the same graphs either way
        assert _body(warm_texts[path]) == _body(cold_texts[path])
        assert ("beside torch's cache" in warm_texts[path].splitlines()[0]) == (path in from_copy)
    for path in kernels:
        assert "FX-graph cache" in warm_texts[path].splitlines()[0]
    assert os.listdir(os.path.join(cache, "depyf_aot_graphs"))
    assert_nothing_else(str(tmp_path / "dump"))
    # the overview says what came from the cache
    out = subprocess.run([sys.executable, "-m", "depyf", "explain", str(tmp_path / "dump")], capture_output=True,
                         text=True, env=dict(os.environ, PYTHONPATH=SRC), timeout=300)
    assert "torch's compile caches kept: %d file(s) came from a cache hit." % len(_hits(warm)) in out.stdout, out.stdout


@needs_cache_reports
@pytest.mark.skipif(not _aot_cache_on(), reason="this torch's AOTAutograd cache is off by default: AOT graphs are traced")
def test_without_the_kept_copy_a_warm_dump_lacks_only_the_aot_graphs_and_says_so(tmp_path):
    (tmp_path / "prog.py").write_text(PROGRAM)
    cache = str(tmp_path / "inductor_cache")
    _run(tmp_path, "auto", cache)
    shutil.rmtree(os.path.join(cache, "depyf_aot_graphs"))
    warm, _ = _run(tmp_path, "auto", cache)
    kinds = {a["kind"] for a in warm["artifacts"]}
    assert not any(k.startswith("aot_") for k in kinds), kinds
    assert {"dynamo_graph", "inductor_output_code", "transformed_code", "full_code"} <= kinds
    assert warm["failures"] == []
    (said,) = [n for n in warm["limitations"] if n.startswith("no AOT graphs for __compiled_fn_")]
    assert "disable_caches=True" in said
    # one cold run dumps them and keeps a copy: the next warm run is whole again
    cold, _ = _run(tmp_path, "cold", cache)
    assert any(a["kind"].startswith("aot_") for a in cold["artifacts"])
    warm, _ = _run(tmp_path, "auto", cache)
    assert any(a["kind"].startswith("aot_") and a["cache_hit"] for a in warm["artifacts"])
    assert warm["limitations"] == []


def test_disable_caches_compiles_cold_even_with_a_warm_cache(tmp_path):
    (tmp_path / "prog.py").write_text(PROGRAM)
    cache = str(tmp_path / "inductor_cache")
    _run(tmp_path, "auto", cache)  # warms the cache where this torch keeps it
    cold, texts = _run(tmp_path, "cold", cache)
    assert cold["caches"] == "disabled"
    assert _hits(cold) == []
    kinds = {a["kind"] for a in cold["artifacts"]}
    assert {"aot_forward_graph", "aot_backward_graph", "inductor_output_code"} <= kinds
    assert not any("beside torch's cache" in t.splitlines()[0] or "FX-graph cache" in t.splitlines()[0]
                   for t in texts.values() if t)


def test_depyf_run_takes_the_cold_caches_switch():
    opts, kind, target, args = parse_args(["--cold-caches", "prog.py", "--cold-caches"])
    assert opts["cold_caches"] is True and (kind, target, args) == ("script", "prog.py", ["--cold-caches"])
    assert parse_args(["prog.py"])[0]["cold_caches"] is False
