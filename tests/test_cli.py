"""The command line: decompiles targets, rejects bad ones with one clear line and exit status 2."""

import os
import py_compile
import subprocess
import sys

from _pythons import REPO, SRC, interpreter

SAMPLE = "def greet(name, punctuation='!'):\n    if name:\n        return 'hello ' + name + punctuation\n    return None\n"


def run_cli(args, python=sys.executable, cwd=REPO):
    env = dict(os.environ, PYTHONPATH=SRC)
    return subprocess.run([python, "-m", "depyf"] + args, cwd=cwd, env=env, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True, timeout=120)


def test_decompile_py_file(tmp_path):
    path = tmp_path / "sample.py"
    path.write_text(SAMPLE)
    proc = run_cli(["decompile", str(path)])
    assert proc.returncode == 0, proc.stderr
    assert "def greet(name, punctuation='!'):" in proc.stdout
    assert "return 'hello ' + name + punctuation" in proc.stdout
    compile(proc.stdout, "out", "exec")


def test_decompile_pyc(tmp_path):
    path = tmp_path / "sample.py"
    path.write_text(SAMPLE)
    pyc = tmp_path / "sample.pyc"
    py_compile.compile(str(path), cfile=str(pyc), doraise=True)
    proc = run_cli(["decompile", str(pyc)])
    assert proc.returncode == 0, proc.stderr
    assert "def greet" in proc.stdout


def test_decompile_qualname():
    proc = run_cli(["decompile", "textwrap:dedent"])
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("def dedent(text):")


def test_pyc_of_other_version(tmp_path):
    other = interpreter("3.8" if sys.version_info[:2] != (3, 8) else "3.9")
    path = tmp_path / "sample.py"
    path.write_text(SAMPLE)
    pyc = tmp_path / "old.pyc"
    subprocess.run([other, "-c", "import py_compile,sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], doraise=True)",
                    str(path), str(pyc)], check=True)
    proc = run_cli(["decompile", str(pyc)])
    assert proc.returncode == 2
    line = proc.stderr.strip()
    assert len(line.splitlines()) == 1
    assert "compiled by CPython 3." in line and "this is CPython %d.%d" % sys.version_info[:2] in line
    assert "Traceback" not in proc.stderr


def test_bad_targets(tmp_path):
    not_pyc = tmp_path / "data.pyc"
    not_pyc.write_bytes(b"hello world, not bytecode at all")
    cases = [
        ([str(tmp_path / "missing.pyc")], "no such file"),
        ([str(not_pyc)], "not a .pyc"),
        (["textwrap:no_such_function"], "no attribute"),
        (["no_such_module_xyz:f"], "cannot import"),
        ([str(tmp_path)], "neither"),
        ([], "command is required"),
    ]
    for args, expected in cases:
        proc = run_cli(["decompile"] + args if args else [])
        assert proc.returncode == 2, (args, proc.stdout, proc.stderr)
        assert expected in proc.stderr, (args, proc.stderr)
        assert "Traceback" not in proc.stderr
