"""Shared by the multi-interpreter tests: where the repo's src/ is, and how
to run a `depyf.verify` module under another interpreter."""

import os
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(REPO, "src")
if SRC not in sys.path:
    sys.path.insert(0, SRC)

from depyf.pythons import VERSIONS, find_python  # noqa: E402


def interpreter(version):
    """Path of the interpreter; pytest.fail (never skip) when it is missing."""
    import pytest

    path, looked = find_python(version)
    if path is None:
        pytest.fail("Python %s interpreter not found: looked for %s" % (version, looked))
    return path


def run_verify(python, args, timeout):
    env = dict(os.environ, PYTHONPATH=SRC, PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run([python] + args, cwd=REPO, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, universal_newlines=True, timeout=timeout)
