"""Locate the CPython 3.8-3.13 interpreters the harness runs under.

Looked up as $DEPYF_PYTHON_3_11 (explicit path) or
$PYENV_ROOT/versions/3.11.*/bin/python (PYENV_ROOT defaults to ~/.pyenv).
"""

import glob
import os

VERSIONS = ("3.8", "3.9", "3.10", "3.11", "3.12", "3.13")


def pattern(version):
    root = os.environ.get("PYENV_ROOT") or os.path.expanduser("~/.pyenv")
    return os.path.join(root, "versions", version + ".*", "bin", "python")


def find_python(version):
    """(path or None, what was looked for)."""
    env = "DEPYF_PYTHON_" + version.replace(".", "_")
    explicit = os.environ.get(env)
    if explicit:
        return (explicit if os.path.exists(explicit) else None), "%s=%s" % (env, explicit)
    pat = pattern(version)
    # Sort numerically by micro version so 3.8.18 beats 3.8.9.
    hits = sorted(glob.glob(pat), key=lambda p: [int(x) if x.isdigit() else 0
                                                for x in p.split(os.sep)[-3].split(".")])
    return (hits[-1] if hits else None), pat
