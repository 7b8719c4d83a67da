"""Shared by tests/test_lift_*.py: run a lift corpus under one interpreter.

Each corpus directory under tests/lift_corpus/ is run by _lift_runner.py in a
subprocess of the interpreter under test: every unit must decompile,
recompile to identical normalised bytecode (and exception table), and each
zero-argument module-level function must return/raise the same when run.
A missing interpreter fails (never skips) the test.
"""

import os
import subprocess

from _pythons import REPO, SRC, interpreter

RUNNER = os.path.join(REPO, "tests", "_lift_runner.py")
CORPORA = os.path.join(REPO, "tests", "lift_corpus")


def _run(version, args, timeout=600):
    python = interpreter(version)
    env = dict(os.environ, PYTHONPATH=SRC, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([python, RUNNER] + args, cwd=REPO, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, universal_newlines=True, timeout=timeout)
    return proc


def check_corpus(version, name):
    proc = _run(version, [os.path.join(CORPORA, name), "--failures", "30"])
    last = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else ""
    assert proc.returncode == 0, "%s\n%s" % (last, proc.stdout[-10000:])


def check_modules(version, name):
    proc = _run(version, ["--modules", os.path.join(CORPORA, name)])
    last = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else ""
    assert proc.returncode == 0, "%s\n%s" % (last, proc.stdout[-10000:])
