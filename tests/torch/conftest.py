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


@pytest.fixture
def subprocess_env():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([SRC, HERE] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    env.pop("TORCH_LOGS", None)
    return env
