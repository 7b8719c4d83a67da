"""The self-check of another version's code runs in that version's interpreter."""

import subprocess
import sys

import pytest

from _pythons import interpreter

from depyf import selfcheck
from depyf.bytecode.pyc import load_pyc
from depyf.errors import DecompilationError
from depyf.selfcheck_elsewhere import NOT_CHECKED, check_elsewhere

SOURCE = "def f(a):\n    g(a)\n    a.x = 1\n    return h(a)\n"


def _function_record(tmp_path, version):
    path = tmp_path / "m.py"
    path.write_text(SOURCE)
    pyc = tmp_path / "m.pyc"
    subprocess.run([interpreter(version), "-c", "import py_compile,sys; py_compile.compile(sys.argv[1], "
                    "cfile=sys.argv[2], doraise=True)", str(path), str(pyc)], check=True)
    module, _ = load_pyc(str(pyc))
    return [c for c in module.co_consts if hasattr(c, "co_code")][0]


def _other_version():
    return "3.8" if sys.version_info[:2] != (3, 8) else "3.13"


def test_same_program_passes(tmp_path):
    code = _function_record(tmp_path, _other_version())
    assert check_elsewhere(code, SOURCE, "f", code.version) is None
    assert selfcheck.check_effects(code, SOURCE, "f") == "checked by Python %s" % _other_version()


def test_a_lost_statement_is_named(tmp_path):
    code = _function_record(tmp_path, _other_version())
    lossy = "def f(a):\n    a.x = 1\n    return h(a)\n"
    assert "lose 1 call" in check_elsewhere(code, lossy, "f", code.version)
    with pytest.raises(DecompilationError, match="lose 1 call"):
        selfcheck.check_effects(code, lossy, "f")


def test_no_interpreter_is_not_checked(tmp_path, monkeypatch):
    code = _function_record(tmp_path, _other_version())
    version = _other_version().replace(".", "_")
    monkeypatch.setenv("DEPYF_PYTHON_" + version, str(tmp_path / "no-such-python"))
    monkeypatch.setenv("PATH", str(tmp_path))
    assert check_elsewhere(code, SOURCE, "f", code.version) == NOT_CHECKED
    assert selfcheck.check_effects(code, SOURCE, "f").startswith("not checked: no Python %s" % _other_version())
