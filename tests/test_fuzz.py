"""The fuzz set (`depyf.verify.fuzz`): programs are the same for a seed on
every run, a wrong recompilation is caught by its run, the record's verdicts,
and the first 100 programs of each recorded seed held to this interpreter's
record (tests/ratchet/fuzz-X.Y.json)."""

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
