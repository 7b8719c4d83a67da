"""The lifter's explicit state: the facts a speculative read rolls back,
and the context a decompile hands every lifter."""

import pytest

import depyf
from depyf.errors import DecompilationError
from depyf.lift.context import LiftContext
from depyf.lift.facts import ReadingFacts, Trial


def test_save_of_empty_tables_is_none_and_restore_clears():
    facts = ReadingFacts()
    saved = facts.save()
    assert saved is None
    facts.clause_continues.add(3)
    facts.exits_inside[4] = 9
    facts.restore(saved)
    assert not any(facts.tables)


def test_restore_brings_back_each_table_in_place():
    facts = ReadingFacts()
    facts.enclosing_finals.append(["final"])
    facts.loop_exit_tails[1] = (5, 7)
    held = facts.loop_exit_tails
    saved = facts.save()
    facts.enclosing_finals.append(["inner"])
    facts.loop_exit_tails[2] = (8, 9)
    facts.fin_jumps.add(11)
    facts.restore(saved)
    assert facts.enclosing_finals == [["final"]]
    assert facts.loop_exit_tails == {1: (5, 7)} and facts.loop_exit_tails is held
    assert facts.fin_jumps == set()


def test_trial_rolls_back_a_failed_read_only():
    facts = ReadingFacts()
    trial = Trial(facts)
    with trial:
        facts.body_breaks.add(1)  # a read that succeeds keeps what it learnt
    with pytest.raises(DecompilationError):
        with trial:
            facts.body_breaks.add(2)
            with trial:  # nested trials
                facts.unwound_exits.add(3)
            raise DecompilationError("misread", "f")
    assert facts.body_breaks == {1} and facts.unwound_exits == set()
    with pytest.raises(ValueError):
        with trial:  # an error that is not a misreading is not a trial's failure
            facts.body_breaks.add(4)
            raise ValueError("bug")
    assert facts.body_breaks == {1, 4}
    assert trial.saved == []


def test_every_table_is_declared_and_saved():
    facts = ReadingFacts()
    names = [n for n in ReadingFacts.__slots__ if n != "tables"]
    assert len(facts.tables) == len(names)
    for name, table in zip(names, facts.tables):
        assert getattr(facts, name) is table


def test_context_collects_folded_ints():
    folded = set()
    context = LiftContext(constants={}, folded_constants=folded)
    context.note_folded_int(3)
    assert folded == {(int, 3)}
    LiftContext().note_folded_int(4)  # no record: nothing to do


def test_each_decompile_has_its_own_constants():
    # The context of one decompile (its constants and their names) never
    # reaches another: the context variables it replaces were shared by
    # every decompile running in the thread.
    def g():
        return 12345

    def with_constant(value):
        return g.__code__.replace(co_consts=tuple(value if c == 12345 else c for c in g.__code__.co_consts))

    first_value, second_value = object(), object()
    first = depyf.Decompiler(with_constant(first_value))
    assert "return __k_0" in first.decompile(constant_prefix="__k_")
    second = depyf.Decompiler(with_constant(second_value))
    assert "return __const_0" in second.decompile()
    assert first.constants == {"__k_0": first_value}
    assert second.constants == {"__const_0": second_value}


def test_a_block_read_for_values_stops_at_its_first_statement():
    from depyf.lift.state import NoStatements, StatementInValue

    stmts = NoStatements()
    for add in (stmts.append, stmts.extend, lambda s: stmts.insert(0, s)):
        with pytest.raises(StatementInValue):
            add([])
    assert not stmts
    # (not a DecompilationError: no reader that catches those takes it for
    # a failed shape and reads the block another way)
    assert not issubclass(StatementInValue, DecompilationError)


def _if_else_with_long_body(a, b):
    if a:
        b.x = 1
        b.y = 2
        b.z = 3
        b.w = 4
        b.v = 5
        b.u = 6
    else:
        b.t = 7
    return b


def test_a_conditional_expression_trial_reads_an_arm_no_further_than_its_first_statement():
    # The if's body is tried as a conditional expression's first arm before
    # it is read as the if's body: the trial ends at `b.x = 1`, the rest of
    # the body is simulated once (where the body ends in a jump over the
    # else: 3.8, 3.9, 3.11; 3.10 and 3.12+ copy the return into it).
    from depyf.bytecode.versions import version_facts
    from depyf.lift.driver import _lift
    from depyf.pt2.dynamo_reading import dynamo_reading

    code = _if_else_with_long_body.__code__
    context = LiftContext({}, "__const_", dynamo_reading(), None, version=version_facts(None))
    lifter, stmts = _lift(code, 0, context)
    assert [type(s).__name__ for s in stmts[0].body[:6]] == ["Assign"] * 6
    # (each instruction read once, the first statement's three at most twice;
    # read to the end of the body, the trial took 17 more steps)
    assert lifter.steps <= lifter.count + 3, (lifter.steps, lifter.count)
