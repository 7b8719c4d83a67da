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


def _pyc_by(python, source, tmp_path, name):
    """A .pyc of `source` written by the interpreter `python`."""
    path = tmp_path / (name + ".py")
    path.write_text(source)
    pyc = tmp_path / (name + ".pyc")
    subprocess.run([python, "-c", "import py_compile,sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], doraise=True)",
                    str(path), str(pyc)], check=True)
    return pyc


def test_pyc_of_other_version(tmp_path):
    """Another version's .pyc decompiles to the text its own interpreter gives."""
    for version in ("3.8", "3.13"):
        if version == "%d.%d" % sys.version_info[:2]:
            continue
        other = interpreter(version)
        pyc = _pyc_by(other, SAMPLE, tmp_path, "v" + version.replace(".", ""))
        proc = run_cli(["decompile", str(pyc)])
        assert proc.returncode == 0, proc.stderr
        own = run_cli(["decompile", str(pyc)], python=other)
        assert own.returncode == 0, own.stderr
        assert proc.stdout == own.stdout
        assert "def greet(name, punctuation='!'):" in proc.stdout


def test_match_pyc_read_by_38(tmp_path):
    """A 3.10 `match` read on 3.8, whose ast has no Match node: one clear line."""
    source = "def f(x):\n    match x:\n        case [a, b]:\n            return a\n        case _:\n            return None\n"
    pyc = _pyc_by(interpreter("3.10"), source, tmp_path, "m")
    proc = run_cli(["decompile", str(pyc)], python=interpreter("3.8"))
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr
    line = proc.stderr.strip()
    assert len(line.splitlines()) == 1
    assert "Python 3.10 bytecode holds a `match` statement" in line and "Python 3.8's ast" in line, line


def test_pyc_of_unknown_versions(tmp_path):
    for magic, expected in ((3394, "CPython 3.0-3.7 (magic 3394)"), (3494, "pre-release of CPython 3.11"),
                            (4321, "unknown bytecode magic number 4321")):
        pyc = tmp_path / ("m%d.pyc" % magic)
        pyc.write_bytes(magic.to_bytes(2, "little") + b"\r\n" + b"\0" * 20)
        proc = run_cli(["decompile", str(pyc)])
        assert proc.returncode == 2
        assert expected in proc.stderr and str(pyc) in proc.stderr, proc.stderr
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


def test_pyc_of_other_version_unchecked_says_so(tmp_path):
    """No interpreter of the code's version to run the self-check: the source
    comes out, and a note on stderr says it was not checked."""
    version = "3.8" if sys.version_info[:2] != (3, 8) else "3.13"
    pyc = _pyc_by(interpreter(version), SAMPLE, tmp_path, "u")
    env = dict(os.environ, PYTHONPATH=SRC, PATH=str(tmp_path),
               **{"DEPYF_PYTHON_" + version.replace(".", "_"): str(tmp_path / "none")})
    proc = subprocess.run([sys.executable, "-m", "depyf", "decompile", str(pyc)], cwd=REPO, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "def greet(name, punctuation='!'):" in proc.stdout
    assert proc.stderr == "depyf: note: %s: not checked: no Python %s interpreter found to compile the source with\n" % (
        pyc, version)


def test_an_internal_error_is_one_line_not_a_traceback(monkeypatch, capsys):
    # A bug inside depyf (not bad input) must still end in a message that
    # names it and a non-zero status, with the traceback only on request.
    from depyf import api, cli

    def broken(self, *args, **kwargs):
        raise IndexError("list index out of range")

    monkeypatch.setattr(api.Decompiler, "decompile", broken)
    monkeypatch.delenv("DEPYF_TRACEBACK", raising=False)
    status = cli.main(["decompile", "json:dumps"])
    err = capsys.readouterr().err
    assert status == cli.EXIT_INTERNAL
    assert "Traceback" not in err
    assert err.count("\n") == 1 and "internal error" in err and "IndexError: list index out of range" in err
    assert "DEPYF_TRACEBACK=1" in err

    monkeypatch.setenv("DEPYF_TRACEBACK", "1")
    assert cli.main(["decompile", "json:dumps"]) == cli.EXIT_INTERNAL
    assert "Traceback" in capsys.readouterr().err
