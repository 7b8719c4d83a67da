import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(os.path.dirname(os.path.dirname(HERE)), "src")


def pytest_collection_modifyitems(config, items):
    try:
        import torch  # noqa: F401
    except Exception:
        skip = pytest.mark.skip(reason="torch is not importable")
        for item in items:
            if "tests/torch" in str(item.fspath).replace(os.sep, "/"):
                item.add_marker(skip)
    for item in items:
        if "tests/torch" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.torch)


@pytest.fixture(scope="session", autouse=True)
def _own_compile_cache(tmp_path_factory):
    """A compile-cache folder of this test session's own (unless the caller
    chose one): prepare_debug keeps torch's caches, and a cache warmed
    outside it by other programs on the machine would leave the tests'
    dumps without AOT graphs (torch skips them on a hit)."""
    if "TORCHINDUCTOR_CACHE_DIR" in os.environ:
        yield
        return
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = str(tmp_path_factory.mktemp("inductor_cache"))
    try:
        yield
    finally:
        os.environ.pop("TORCHINDUCTOR_CACHE_DIR", None)


@pytest.fixture
def subprocess_env():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([SRC, HERE] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    env.pop("TORCH_LOGS", None)
    return env


@pytest.fixture(autouse=True)
def _standin_decompiler(request, monkeypatch):
    """DEPYF_TEST_STANDIN=1: run the torch tests with the test-only stand-in
    decompiler, to check the torch layer's own plumbing independently of the
    real decompiler (never the default)."""
    if os.environ.get("DEPYF_TEST_STANDIN") != "1" or "tests/torch" not in str(request.fspath).replace(os.sep, "/"):
        yield
        return
    import builtins

    import depyf
    import depyf.pt2.codegen as codegen
    import standin

    monkeypatch.setattr(depyf, "Decompiler", standin.StandinDecompiler)
    monkeypatch.setattr(codegen, "check_coverage", lambda original, new, elided=None: None)
    monkeypatch.setitem(builtins.__dict__, standin.RUNNER, standin._run)
    standin._skip_runner()
    yield


def pytest_warning_recorded(warning_message, when, nodeid, location):
    """Under the compatibility matrix (DEPYF_MATRIX_LOG set), every depyf
    warning no test asked for is written down: each is a fallback to torch's
    code or an internal failure the matrix counts."""
    path = os.environ.get("DEPYF_MATRIX_LOG")
    text = str(warning_message.message)
    if not path or not text.startswith("depyf"):
        return
    import json

    with open(path, "a") as f:
        f.write(json.dumps({"test": nodeid, "warning": text[:500]}) + "\n")
