"""The self-check of code of another Python version, run by that version.

The effects check (`selfcheck`) compiles the decompiled text and counts
what its bytecode does against the original's.  The running compiler
cannot judge code of another version: it lays the same source out with
other instructions (3.12 inlines comprehensions a 3.11 calls; 3.8 exits a
`with` without a call).  So the text goes to the code's own interpreter,
found as the harness finds one (`$DEPYF_PYTHON_3_X`, pyenv) or as
`python3.X` on the PATH, which compiles it and counts both sides with its
own opcode table: `selfcheck_child`, run there with depyf's own folder on
its path and the original's bytecode (co_code and nesting, all the count
reads) on stdin.  No such interpreter: the decompile is not checked, and
says so (`NOT_CHECKED`).
"""

import json
import os
import shutil
import subprocess

_SRC = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_CHILD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "selfcheck_child.py")
_TIMEOUT = 120
NOT_CHECKED = "not checked"
# What the check reads of the original (selfcheck_child rebuilds it).
FIELDS = ("co_name", "co_flags", "co_argcount", "co_freevars")


def find_interpreter(version):
    """Path of a CPython `version` ((3, minor)) interpreter, or None."""
    from .pythons import find_python

    text = "%d.%d" % tuple(version)
    path, _looked = find_python(text)
    return path or shutil.which("python" + text)


def _as_json(code):
    node = {k: getattr(code, k) for k in FIELDS}
    node["co_freevars"] = list(node["co_freevars"])
    node["co_code"] = code.co_code.hex()
    node["nested"] = [_as_json(c) for c in code.co_consts if hasattr(c, "co_code")]
    return node


def check_elsewhere(code, text, name, version):
    """The check of `selfcheck.check_effects`, run by CPython `version`:
    None when it passed, the reason the source is wrong (a
    DecompilationError message) when it failed, or NOT_CHECKED when no
    interpreter of `version` was found or it could not run."""
    python = find_interpreter(version)
    if python is None:
        return NOT_CHECKED
    request = json.dumps({"code": _as_json(code), "text": text, "name": name})
    try:
        proc = subprocess.run([python, "-I", _CHILD, _SRC], input=request,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                              timeout=_TIMEOUT)
        answer = json.loads(proc.stdout)
    except (OSError, ValueError, subprocess.SubprocessError):
        return NOT_CHECKED
    return answer.get("lost")


