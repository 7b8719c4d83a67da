"""The harness checks itself: with the original source standing in for the
decompiler (SourceOracle, 3.9+) the corpus must round-trip exactly, and the
comparison must notice real differences. Runs on the pytest interpreter."""

import os
import sys

import pytest

from _pythons import REPO  # noqa: F401  (puts src/ on sys.path)
from depyf.verify.compare import compare_code
from depyf.verify.context import module_import_names, recompile_unit
from depyf.verify.roundtrip import IDENTICAL, roundtrip_source


def _fn(src, name="f"):
    code = compile(src, "<t>", "exec")
    return next(c for c in code.co_consts if getattr(c, "co_name", None) == name)


def test_compare_ignores_layout_but_not_values():
    a = _fn("def f(x):\n    return x + -0.0\n")
    b = _fn("def f(x):\n\n\n    return (x +\n -0.0)\n")
    c = _fn("def f(x):\n    return x + 0.0\n")
    assert compare_code(a, b) == []
    diffs = compare_code(a, c)
    assert diffs and "-0.0" in diffs[0] and "0.0" in diffs[0]


def test_nested_code_compared():
    a = _fn("def f():\n    def g():\n        return 1\n    return g\n")
    b = _fn("def f():\n    def g():\n        return 2\n    return g\n")
    assert any("f.<locals>.g" in d for d in compare_code(a, b))


@pytest.mark.skipif(sys.version_info < (3, 11), reason="import special case is 3.11+")
def test_context_reproduces_module_imports():
    src = "import os\ndef f():\n    return os.getcwd()\n"
    unit = _fn(src)
    text = "def f():\n    return os.getcwd()\n"
    assert compare_code(unit, recompile_unit(text, unit, (), module_import_names(src))) == []
    assert compare_code(unit, recompile_unit(text, unit, (), ())) != []


def test_context_methods_super_and_mangling():
    src = "class Packer:\n    def f(self):\n        self.__buf = 1\n        return super().f()\n"
    results = roundtrip_source(src, "<t>", decompile=lambda code: (
        "def f(self):\n    self._Packer__buf = 1\n    return super().f()\n"))
    assert [r.status for r in results] == [IDENTICAL], results[0].message


def test_context_module_mentions_super():
    # 3.12+ compiles super() as a plain call in a module whose top level
    # mentions `super` (mock.py: `_safe_super = super`).
    src = "_safe_super = super\nclass A:\n    def f(self):\n        return super().f()\n"
    results = roundtrip_source(src, "<t>", decompile=lambda code: "def f(self):\n    return super().f()\n")
    assert [r.status for r in results] == [IDENTICAL], results[0].message


def test_crash_is_reported_not_raised():
    def boom(code):
        raise RecursionError("deep")
    (r,) = roundtrip_source("def f():\n    pass\n", "<t>", decompile=boom)
    assert r.status == "crash" and "RecursionError" in r.message


@pytest.mark.skipif(sys.version_info < (3, 9), reason="oracle needs ast.unparse")
def test_corpus_roundtrips_with_oracle():
    from depyf.verify import corpus

    assert corpus.main([os.path.join(REPO, "tests", "corpus"), "--oracle", "--failures", "20"]) == 0


def _unit(path, qualname, line, status):
    return {"file": path, "qualname": qualname, "line": line, "status": status, "message": status}


def test_corpus_runs_one_module_and_names_a_bad_path(capsys, tmp_path):
    import json

    from depyf.verify import corpus

    one = os.path.join(REPO, "tests", "corpus", "closures.py")
    assert corpus.main([one, "--oracle", "--json", str(tmp_path / "out.json")]) == 0
    units = json.loads((tmp_path / "out.json").read_text())["units"]
    assert units and {os.path.basename(u["file"]) for u in units} == {"closures.py"}
    with pytest.raises(SystemExit) as exc:
        corpus.main([os.path.join(REPO, "tests", "no_such_corpus")])
    assert exc.value.code == 2
    assert "no such corpus file or directory" in capsys.readouterr().err


def test_sweep_diff_finds_units_that_got_worse_across_checkouts():
    from depyf.verify.sweep import diff_units

    base = [_unit("/a/lib/python3.12/json/decoder.py", "f", 3, "identical"),
            _unit("/a/lib/python3.12/json/decoder.py", "g", 9, "mismatch"),
            _unit("/a/lib/python3.12/os.py", "h", 1, "identical")]
    # Same stdlib seen from another prefix; f got worse, g better, h vanished.
    new = [_unit("/b/lib/python3.12/json/decoder.py", "f", 3, "decompile_error"),
           _unit("/b/lib/python3.12/json/decoder.py", "g", 9, "identical")]
    worse, better, missing = diff_units(base, new)
    assert [(o["qualname"], c["status"]) for o, c in worse] == [("f", "decompile_error")]
    assert [o["qualname"] for o, _ in better] == ["g"]
    assert [u["qualname"] for u in missing] == ["h"]


def test_a_mismatch_that_drops_a_statement_is_reported_lossy():
    from depyf.verify.roundtrip import MISMATCH, summarize

    source = "def f(x):\n    g(x)\n    x.a = 1\n    return x\n"

    def dropping(code):  # a decompiler that loses the attribute store
        return "def f(x):\n    g(x)\n    return x\n"

    def reordering(code):  # another program, but nothing lost
        return "def f(x):\n    x.a = 1\n    g(x)\n    return x\n"

    (lossy,) = roundtrip_source(source, "<lossy>", decompile=dropping)
    (other,) = roundtrip_source(source, "<other>", decompile=reordering)
    assert lossy.status == other.status == MISMATCH
    assert lossy.lost == {"store attribute": 1} and not other.lost
    assert summarize([lossy, other])["lossy"] == 1


def test_super_attribute_in_one_instruction_counts_as_its_call():
    from depyf.effects import effect_counts

    src = "class A(B):\n    def f(self):\n        return super().f()\n"
    code = compile(src, "<super>", "exec")
    cls = [c for c in code.co_consts if hasattr(c, "co_code")][0]
    f = [c for c in cls.co_consts if hasattr(c, "co_code")][0]
    # super() and the method call, whether 3.12+ fuses super().f or not
    assert effect_counts(f)["call"] == 2


def test_matrix_cells_install_the_report_requirements():
    """The torch tests build the HTML report: every cell installs what the
    test extra declares for it (pytest 8.4 brings pygments along, the
    pytest Python 3.8 gets does not)."""
    import re

    from depyf.verify.matrix import DEFAULT_CELLS, cell

    with open(os.path.join(REPO, "pyproject.toml")) as f:
        text = f.read()
    report = re.search(r"^report = \[(.*)\]", text, re.M).group(1)
    wanted = re.findall(r'"([^"]+)"', report)
    assert wanted
    for spec in DEFAULT_CELLS:
        assert set(wanted) <= set(cell(spec).packages()), spec


def _run_script(tmp_path, name, template):
    """Run `template` (a script with `{src}` for depyf's src folder) in a
    fresh interpreter: a unit that defeats the time limit ends only there."""
    import subprocess
    script = tmp_path / name
    script.write_text(template.format(src=os.path.join(REPO, "src")))
    return subprocess.run([sys.executable, str(script)], stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, universal_newlines=True, timeout=60)


_SWALLOWS_THE_TIME_OUT = '''
import sys, time
sys.path.insert(0, {src!r})
from depyf.verify.corpus import outcome

def loops_for_ever():
    n = 0
    while True:
        try:
            while n < 10 ** 12:
                n += 1
        except:
            pass
        try:
            while n < 10 ** 12:
                n += 2
        finally:
            continue

started = time.monotonic()
print(outcome(loops_for_ever, 0.2)[:2], round(time.monotonic() - started) < 10)
'''


def test_a_case_that_swallows_its_time_out_still_stops(tmp_path):
    # A wrong reading can turn a finite loop of a corpus case into an endless
    # one; when the loop's body holds a bare `except:` or a `finally:
    # continue`, the unit's time-out is caught by the case itself and the
    # runner ran on for ever (a case that also appended to a list grew the
    # runner to 10-16 GB in whole-corpus runs).
    proc = _run_script(tmp_path, "swallow.py", _SWALLOWS_THE_TIME_OUT)
    assert proc.stdout.strip() == "('raise', 'UnitTimeout') True", proc.stdout


_CATCHES_EVERY_RAISE = '''
import sys
sys.path.insert(0, {src!r})
from depyf.verify.corpus import outcome

def catches_every_raise():
    n = 0
    while True:
        try:
            while True:
                try:
                    while True:
                        n += 1
                except BaseException:
                    n += 1
        except:
            continue

print(outcome(catches_every_raise, 0.2))
'''


def test_a_case_that_catches_every_raise_ends_the_check_with_its_name(tmp_path):
    # Each handler here runs a loop of its own, so the raises that follow the
    # time-out are caught one level at a time and the loops start again: the
    # check cannot win in-process. It must end, naming the case, instead of
    # running on.
    from depyf.verify.time_limit import UNSTOPPABLE_EXIT_STATUS
    proc = _run_script(tmp_path, "catch_all.py", _CATCHES_EVERY_RAISE)
    assert proc.returncode == UNSTOPPABLE_EXIT_STATUS, proc.stdout
    assert "catches_every_raise" in proc.stdout and "did not stop" in proc.stdout


_TIMES_OUT_IN_ITS_OWN_FRAME = '''
import signal, sys
sys.path.insert(0, {src!r})
from depyf.verify.time_limit import UnitTimeout, time_limit

def busy_in_the_limits_own_frame():
    try:
        with time_limit(0.05):
            n = 0
            while True:
                n += 1
    except UnitTimeout:
        pass

busy_in_the_limits_own_frame()
print(sys.gettrace(), signal.getitimer(signal.ITIMER_REAL))
signal.setitimer(signal.ITIMER_REAL, 0.01)  # a stray alarm after the limit
import time
time.sleep(0.2)
print("alive")
'''


def test_a_time_out_in_the_limits_own_frame_leaves_nothing_behind(tmp_path):
    # The time-out landed in the frame that set the limit: no unit frame to
    # trace, but the trace function was still turned on and was left on,
    # so the checker's next call raised UnitTimeout (whole-corpus runs with
    # short limits died of it, or of the timer firing under the default
    # handler).
    proc = _run_script(tmp_path, "own_frame.py", _TIMES_OUT_IN_ITS_OWN_FRAME)
    assert proc.stdout.split() == ["None", "(0.0,", "0.0)", "alive"], proc.stdout


def test_the_corpus_runner_survives_time_outs_landing_anywhere(tmp_path):
    # With limits of milliseconds the time-out lands everywhere: in the
    # decompiler, in asyncio's event loop, in the limit's own entry and
    # exit. A raise inside the entry skipped the exit, so the trace function
    # and the timer outlived the unit: the runner then raised in its own
    # code or was killed by SIGALRM (exit -14), as 10 of 18 such
    # whole-corpus runs were before the fix. Every run must end with its
    # summary, whatever the time-outs did to the units.
    import subprocess
    env = dict(os.environ, PYTHONPATH=os.path.join(REPO, "src"))
    for limit in ("0.003", "0.01"):
        proc = subprocess.run([sys.executable, "-m", "depyf.verify.corpus", os.path.join(REPO, "tests", "corpus"),
                               "--timeout", limit, "--json", str(tmp_path / "out.json"), "--failures", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
                              universal_newlines=True, timeout=900)
        assert proc.returncode in (0, 1), (limit, proc.returncode, proc.stdout[-2000:])
        assert " corpus: units " in proc.stdout, (limit, proc.stdout[-2000:])


def test_a_corpus_case_that_never_ends_is_reported(tmp_path):
    # A case whose original runs past the time-out compared "same" with its
    # decompiled twin (both timed out): a case of with_and_loops.py looped
    # for ever under a manager that swallows every exception, unseen, and
    # cost each whole-corpus run twenty seconds and gigabytes.
    import json
    import subprocess
    (tmp_path / "endless_case.py").write_text(
        "def case_never_ends():\n    n = 0\n    while True:\n        n += 1\n")
    env = dict(os.environ, PYTHONPATH=os.path.join(REPO, "src"))
    subprocess.run([sys.executable, "-m", "depyf.verify.corpus", str(tmp_path / "endless_case.py"),
                    "--timeout", "0.2", "--json", str(tmp_path / "out.json")],
                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, timeout=120)
    (unit,) = json.loads((tmp_path / "out.json").read_text())["units"]
    assert unit["run"].startswith("case did not finish"), unit["run"]
    assert not unit["passed"]
