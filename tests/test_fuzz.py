"""The fuzz set (`depyf.verify.fuzz`): programs are the same for a seed on
every run, a wrong recompilation is caught by its run (a wrong exception
path by the exception-path run), the records' verdicts, and the first 100
programs of each recorded seed held to this interpreter's records
(tests/ratchet/fuzz-X.Y.json, tests/ratchet/exception-runs-X.Y.json)."""

import os
import sys

from depyf.quiet import quiet_compile
from depyf.verify import fuzz
from depyf.verify.fuzz_programs import program


def function_code(source):
    return next(c for c in quiet_compile(source, "<test>", "exec").co_consts if hasattr(c, "co_code"))


def test_programs_depend_on_seed_and_index_only():
    assert program(7, 3) == program(7, 3)
    assert program(7, 3) != program(7, 4) and program(7, 3) != program(8, 3)
    name, source = program(7, 3)
    assert name == "fuzz_7_3" and ("def %s(" % name) in source
    compile(source, "<fuzz>", "exec")


def test_programs_use_only_this_grammar():
    for index in range(150):
        compile(program(1, index, (3, 8))[1], "<fuzz>", "exec")  # no match, no except*


def test_a_wrong_recompilation_runs_differently():
    right = function_code("def f(a=2):\n    with cm(a):\n        return g(a) + 1\n")
    wrong = function_code("def f(a=2):\n    with cm(a):\n        return g(a) - 1\n")
    expected = fuzz.run_outcome(right, (2,), fuzz.LINE_BUDGET)
    assert expected[:3] == ("return", "int", "3")
    assert "('enter', 2)" in expected[3] and "('exit', 2, None)" in expected[3]
    assert fuzz.run_outcome(wrong, (2,), fuzz.LINE_BUDGET) != expected


def test_the_exception_path_prelude_raises_and_swallows():
    swallowed = function_code("def f(a=1):\n    with cm(a):\n        g(0)\n    return g(2)\n")
    outcome = fuzz.run_outcome(swallowed, (1,), fuzz.LINE_BUDGET, fuzz.EXCEPTION_PRELUDE_CODES[0])
    assert outcome[:3] == ("return", "int", "2")
    assert "('raise', 'ValueError')" in outcome[3] and "('exit', 1, 'ValueError', 'swallowed')" in outcome[3]
    # g(0) raises KeyError in odd programs; cm(0) lets it through
    outcome = fuzz.run_outcome(swallowed, (0,), fuzz.LINE_BUDGET, fuzz.EXCEPTION_PRELUDE_CODES[1])
    assert outcome[:3] == ("raise", "KeyError", "0") and "('exit', 0, 'KeyError')" in outcome[3]


def test_an_inner_enter_raises_and_the_outer_exit_swallows():
    nested = function_code("def f(a='k'):\n    with cm(a):\n        with cm(a):\n            return 1\n        return 2\n")
    outcome = fuzz.run_outcome(nested, ('k',), fuzz.LINE_BUDGET, fuzz.EXCEPTION_PRELUDE_CODES[0])
    assert outcome[:3] == ("return", "NoneType", "None")  # (swallowed by the outer with, after its body)
    assert "('enter', 'k'), ('enter', 'k'), ('raise', 'ValueError'), ('exit', 'k', 'ValueError', 'swallowed')" in outcome[3]


def test_a_wrong_exception_path_is_caught_by_the_exception_path_run():
    right = function_code("def f(a=1):\n    with cm(a):\n        g(0)\n        return 1\n")
    wrong = function_code("def f(a=1):\n    with cm(a):\n        g(0)\n    return 1\n")
    assert fuzz.run_outcome(right, (1,), fuzz.LINE_BUDGET) == fuzz.run_outcome(wrong, (1,), fuzz.LINE_BUDGET)
    on_exception_path = [fuzz.run_outcome(code, (1,), fuzz.LINE_BUDGET, fuzz.EXCEPTION_PRELUDE_CODES[0])
                         for code in (right, wrong)]
    assert on_exception_path[0][:3] == ("return", "NoneType", "None") and on_exception_path[1][:3] == (
        "return", "int", "1")


def test_a_swallowing_exit_lets_the_budget_stop_through():
    code = function_code("def f(a=1):\n    while True:\n        with cm(a):\n            g(0)\n")
    assert fuzz.run_outcome(code, (1,), 200, fuzz.EXCEPTION_PRELUDE_CODES[0])[0] == "budget"


def test_exception_run_verdicts():
    runs = [{"exception_run": v} for v in ("same", None, "different: x", "does not terminate")]
    assert fuzz.encode_exception_runs(runs) == "S-FN"
    assert fuzz.compare_exception_runs("S-FN", runs) == []
    assert fuzz.compare_exception_runs("S-FN", runs[:2]) == []  # a shorter run: the first programs
    failures = fuzz.compare_exception_runs("SSSS", runs)
    assert [f.split(":")[0] for f in failures] == [
        "program %d no longer runs the same on the exception path" % i for i in (1, 2, 3)]


def test_a_run_that_does_not_end_spends_its_budget():
    code = function_code("def f(a=1):\n    while True:\n        try:\n            g(a)\n        except Exception:\n            pass\n")
    assert fuzz.run_outcome(code, (1,), 200)[0] == "budget"


def test_coroutines_and_async_generators_are_driven():
    coro = function_code("async def f(a=2):\n    async with acm(a):\n        return await w(a)\n")
    assert fuzz.run_outcome(coro, (2,), fuzz.LINE_BUDGET)[:3] == ("return", "int", "2")
    agen = function_code("async def f(a=2):\n    async for v in ait(a):\n        yield v\n")
    assert fuzz.run_outcome(agen, (2,), fuzz.LINE_BUDGET)[:3] == ("return", "list", "[0, 1]")


def records(*codes):
    status = {"I": "identical", "M": "mismatch", "D": "decompile_error"}
    return [{"status": status[c[0]], "run": {"S": "same", "-": None, "F": "different: x"}[c[1]], "error": "why"}
            for c in codes]


def test_record_verdicts():
    recorded = "IS I- MS D-"
    assert fuzz.compare_seed(recorded, records("IS", "I-", "MS", "D-")) == ([], [])
    assert fuzz.compare_seed(recorded, records("IS", "I-", "IS", "D-")) == ([], [2])
    # one program leaves, another joins: the count is the same, the check fails
    failures, joined = fuzz.compare_seed(recorded, records("IS", "MS", "IS", "D-"))
    assert failures == ["program 1 left the identical set: why"] and joined == [2]
    failures, _ = fuzz.compare_seed(recorded, records("IS", "I-", "MF", "D-"))
    assert failures == ["runs_same dropped: 2 -> 1"]
    # a shorter run is held to the record's first programs
    assert fuzz.compare_seed(recorded, records("IS", "I-")) == ([], [])


def test_first_hundred_programs_hold_the_record():
    path = fuzz.record_path("%d.%d" % sys.version_info[:2])
    assert os.path.exists(path), "no fuzz record for this interpreter: run python -m depyf.verify.fuzz --record"
    assert os.path.exists(fuzz.exception_record_path("%d.%d" % sys.version_info[:2])), (
        "no exception-path record for this interpreter: run python -m depyf.verify.fuzz --record-exception-runs")
    lines = []
    assert fuzz.check(count=100, out=lines.append), "\n".join(lines)
    assert len(lines) == len(fuzz.SEEDS)


def test_programs_whose_finally_can_swallow_the_stop_are_not_run():
    import ast

    swallowing = "def f():\n    while 1:\n        try:\n            g(0)\n        finally:\n            continue\n"
    inner_loop = "def f():\n    try:\n        g(0)\n    finally:\n        for v in xs:\n            break\n"
    returning = "def f():\n    for v in xs:\n        try:\n            g(0)\n        finally:\n            if a:\n                return 1\n"
    assert fuzz.swallows_exceptions(ast.parse(swallowing))
    assert not fuzz.swallows_exceptions(ast.parse(inner_loop))
    assert fuzz.swallows_exceptions(ast.parse(returning))
