"""Bytecode of one Python decompiled by another: a sample of the (code
version x running version) table (`depyf.verify.crossversion`), and the
named error for a construct the running `ast` cannot express."""

import subprocess
import sys

import pytest

from _pythons import SRC, VERSIONS, find_python, interpreter

from depyf.verify.crossversion import CRASH, DIFFERS, EQUAL, ERROR, measure

RUNNING = "%d.%d" % sys.version_info[:2]
# Files per code version: the table's figures over every unit of them.
SAMPLE = 2


def _found_or_fail(versions):
    missing = [v for v in versions if find_python(v)[0] is None]
    if missing:
        pytest.fail("interpreters not found: %s" % "; ".join("Python %s (%s)" % (v, find_python(v)[1])
                                                             for v in missing))
    return list(versions)


def test_table_sample():
    """Every code version read by the running interpreter and by the oldest
    and newest: each unit reads to the text its own interpreter gives, or
    fails with a named DecompilationError (the diagonal: exactly); never
    other text, never another exception."""
    codes = _found_or_fail(VERSIONS)
    runnings = _found_or_fail(sorted({RUNNING, VERSIONS[0], VERSIONS[-1]}, key=VERSIONS.index))
    table, missing = measure(codes, runnings, SAMPLE)
    assert not missing
    for (code, running), cell in table.items():
        assert "failed" not in cell, (code, running, cell)
        compared = cell["units"] - cell["own_errors"]
        assert compared > 0, (code, running)
        wrong = [f for f in cell["findings"] if f[2] in (CRASH, DIFFERS)]
        assert not wrong, (code, running, wrong[:5])
        if code == running:
            assert cell[EQUAL] == compared, (code, cell["findings"][:5])
        assert cell[EQUAL] + cell[ERROR] == compared
        assert all(f[3] for f in cell["findings"]), "an error without a reason"


def _pyc(python, source, tmp_path, name):
    path = tmp_path / (name + ".py")
    path.write_text(source)
    pyc = tmp_path / (name + ".pyc")
    subprocess.run([python, "-c", "import py_compile,sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], "
                    "doraise=True)", str(path), str(pyc)], check=True)
    return pyc


_DECOMPILE = "import sys, depyf\ntry:\n    depyf.decompile(depyf.load_pyc(sys.argv[1]))\n" \
             "except depyf.DecompilationError as exc:\n    print(exc)\n"


@pytest.mark.parametrize("code_version, running, source, words", [
    ("3.10", "3.9", "def f(x):\n    match x:\n        case {'k': v}:\n            return v\n", "a `match` statement"),
    ("3.11", "3.10", "def f():\n    try:\n        g()\n    except* ValueError:\n        h()\n", "an `except*` clause"),
    ("3.12", "3.11", "def f[T](x: T) -> T:\n    return x\n", "type parameters or a `type` statement (PEP 695)"),
])
def test_construct_the_running_ast_lacks(tmp_path, code_version, running, source, words):
    pyc = _pyc(interpreter(code_version), source, tmp_path, "c")
    proc = subprocess.run([interpreter(running), "-c", _DECOMPILE, str(pyc)], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True, env={"PYTHONPATH": SRC}, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "Python %s bytecode holds %s, which the running Python %s's ast cannot express" % (
        code_version, words, running) in proc.stdout, proc.stdout


def test_set_display_text_does_not_depend_on_the_hash_seed():
    """A set display of constants is compiled with a frozenset constant whose
    order is the process's string hashes: the text must not follow it (the
    code's own interpreter and the reader run with different seeds)."""
    script = ("import sys, depyf\nsys.stdout.write(depyf.decompile(compile("
              "\"def f():\\n    return {'npgettext', 'ngettext', 'pgettext', 'gettext', 'a', 'b'}\\n\", 'm', 'exec')"
              ".co_consts[0]))\n")
    texts = set()
    for seed in range(8):
        proc = subprocess.run([sys.executable, "-c", script], stdout=subprocess.PIPE, universal_newlines=True,
                              env={"PYTHONPATH": SRC, "PYTHONHASHSEED": str(seed)}, timeout=120, check=True)
        texts.add(proc.stdout)
    assert len(texts) == 1, texts


# Shapes the whole-stdlib table found (each file of every standard library,
# all 36 pairs): a 3.11 `a = b = v` before an `if` read by 3.11 itself as
# `match v: case a as b if ...` (datetime, gettext, http.cookies: 14 units),
# and matches of values and names only, which no MATCH_* instruction gives
# away, read by 3.8/3.9 as other text (a temporary for the subject, an
# if-chain) or refused as "unstructured jump" (turtle, _strptime, sqlite3).
_CHAINED_THEN_IF = """
def f(self, other):
    mytz = self.a
    ottz = other.a
    myoff = otoff = None
    if mytz is ottz:
        base = True
    else:
        myoff = self.b()
        otoff = other.b()
        base = myoff == otoff
    return (base, myoff, otoff)
"""
_VALUE_MATCH_IN_LOOP = """
def f(fmt):
    year = day = False
    while '%' in fmt:
        i = fmt.index('%') + 1
        c = fmt[i]
        fmt = fmt[i + 1:]
        match c:
            case 'Y' | 'y' | 'G':
                year = True
            case 'd':
                day = True
    return year, day
"""
_VALUE_MATCH_RETURNS = """
def f(source):
    match source:
        case '.version':
            return 1
        case '.help':
            return 2
        case _:
            return 3
"""
_NAME_MATCH_STORES = """
def f(flag, k):
    match flag:
        case 'r':
            mode = 'ro'
        case 'w':
            mode = 'rw'
        case k.N:
            mode = 'rwc'
        case _:
            raise ValueError(flag)
    return mode
"""

_READ = "import sys, depyf\ntry:\n    sys.stdout.write(depyf.decompile(depyf.load_pyc(sys.argv[1])))\n" \
        "except depyf.DecompilationError as exc:\n    sys.stdout.write('error: %s' % exc)\n"


def _read_with(running, pyc):
    proc = subprocess.run([interpreter(running), "-c", _READ, str(pyc)], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, universal_newlines=True, env={"PYTHONPATH": SRC}, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


@pytest.mark.parametrize("code_version", ["3.10", "3.11", "3.12", "3.13"])
def test_chained_assignment_before_if_is_no_match(tmp_path, code_version):
    pyc = _pyc(interpreter(code_version), _CHAINED_THEN_IF, tmp_path, "c")
    own = _read_with(code_version, pyc)
    assert "myoff = otoff = None" in own and "match" not in own, own
    assert _read_with("3.8", pyc) == own


@pytest.mark.parametrize("code_version", ["3.10", "3.12", "3.13"])
@pytest.mark.parametrize("source", [_VALUE_MATCH_IN_LOOP, _VALUE_MATCH_RETURNS, _NAME_MATCH_STORES],
                         ids=["in_loop", "returns", "stores"])
def test_value_match_read_by_an_older_ast_is_named(tmp_path, code_version, source):
    pyc = _pyc(interpreter(code_version), source, tmp_path, "c")
    own = _read_with(code_version, pyc)
    assert own.count("match ") == 1 and not own.startswith("error"), own
    for running in ("3.8", "3.9"):
        text = _read_with(running, pyc)
        assert "bytecode holds a `match` statement, which the running Python %s's ast cannot express" % running \
            in text, (running, text)


# A cell used only by a nested code object (the comprehension reads
# `self`): read by another interpreter, the nested code is a CodeRecord, not
# the running interpreter's code type, and the cell was taken for one that
# only dropped code made: a dead `lambda: self` was added after the return
# (the whole-stdlib table: 3.9's idlelib.debugger_r.IdbProxy.get_stack read
# by 3.8).
_CELL_USED_BY_COMPREHENSION = """
class P:
    def get_stack(self, frame, tbid):
        stack, i = self.call('get_stack', frame._fid, tbid)
        stack = [(self.proxy(self.conn, fid), k) for fid, k in stack]
        return stack, i
"""


@pytest.mark.parametrize("code_version, running", [("3.9", "3.8"), ("3.11", "3.13"), ("3.13", "3.9")])
def test_cell_of_a_nested_code_record_is_no_dead_cell(tmp_path, code_version, running):
    pyc = _pyc(interpreter(code_version), _CELL_USED_BY_COMPREHENSION, tmp_path, "c")
    own = _read_with(code_version, pyc)
    assert "lambda" not in own and ("return (stack, i)" in own or "return stack, i" in own), own
    assert _read_with(running, pyc) == own
