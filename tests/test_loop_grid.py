"""The loop grid (`depyf.verify.loop_grid`): the programs are the same on
every run and hold every statement and ending, a wrong reading is caught by
the runs, and a sample of the grid (every 9th program, each statement and
loop kind among them) holds this interpreter's record
(tests/ratchet/loop-grid-X.Y.json)."""

import json
import sys

from depyf.verify import loop_grid


def test_programs_are_fixed_and_cover_the_grid():
    grid = loop_grid.programs()
    assert grid == loop_grid.programs()
    statements = {name for name, oldest, _, _ in loop_grid.STATEMENTS if oldest <= sys.version_info[:2]}
    assert len(grid) == len(statements) * len(loop_grid.ENDINGS) ** 2 * len(loop_grid.LOOPS)
    for name, source in grid:
        assert ("def %s(" % name) in source
    text = "".join(source for _, source in grid)
    for word in ("continue", "break", "return g(", "raise ValueError", "pass", "else:", "finally:", "with cm("):
        assert word in text
    assert ("match " in text) == (sys.version_info >= (3, 10))


def test_the_oldest_grammar_has_no_match():
    for _, source in loop_grid.programs((3, 8)):
        assert "match " not in source
        compile(source, "<loop grid>", "exec")


def test_every_input_takes_an_arm():
    name, source = next(p for p in loop_grid.programs() if p[0].endswith("_if_elif_else_for"))
    rec = loop_grid.run_program(0, name, source)
    assert rec["run"] == "same"
    taken = set()
    for xs in loop_grid.INPUTS:
        if xs:
            taken.add(1 if xs[0] == 1 else 2 if xs[0] in (2, 3) else 3)
    assert taken == {1, 2, 3}


def test_a_program_that_runs_differently_fails_the_check():
    grid = loop_grid.programs()
    records = [loop_grid.run_program(i, *grid[i]) for i in (0, 1)]
    codes = " ".join(["IS"] * len(grid))
    assert [r["run"] for r in records] == ["same", "same"]
    wrong_status = [f for f in loop_grid.compare(codes, records)[0] if "runs differently" in f]
    assert wrong_status == []
    records[1]["run"] = "different: x"
    failures, _ = loop_grid.compare(codes, records)
    assert any("program 1 runs differently" in f for f in failures)
    assert any(f.startswith("runs_same dropped") for f in failures)
    failures, _ = loop_grid.compare(codes, records, known_wrong=(1,))
    assert not any("runs differently" in f for f in failures)


def test_a_sample_holds_the_record():
    out = []
    assert loop_grid.check(range(0, len(loop_grid.programs()), 9), out=out.append), "\n".join(out)


def test_the_record_has_no_unknown_wrong_reading():
    version = "%d.%d" % sys.version_info[:2]
    with open(loop_grid.record_path(version)) as f:
        codes = json.load(f)["programs"].split()
    assert len(codes) == len(loop_grid.programs())
    wrong = [i for i, code in enumerate(codes) if code[1] == "F"]
    assert wrong == sorted(loop_grid.KNOWN_WRONG.get(version, ()))
