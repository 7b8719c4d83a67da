"""The idiom matcher (depyf.bytecode.idioms): named instruction sequences
per version, one matcher, one rule for "the same instruction"."""

import sys

import pytest

from depyf.bytecode import read
from depyf.bytecode.idioms import (
    AWAIT,
    EXCEPT_HANDLER_HEAD,
    FINALLY_ENTRY,
    HANDLER_CLEANUP,
    NAME_CLEANUP,
    RETURN_THROUGH_HANDLER,
    UNDER_EXCEPTION,
    WITH_EXIT_CALL,
    WITH_SWALLOW,
    WITH_SWALLOW_BLOCKS,
    Idiom,
    Maybe,
    Op,
    OneOf,
    Repeat,
    Span,
    first_jump_or,
    fits,
    jumps_where,
    match,
    match_before,
    UNWINDING,
    same,
    same_but_target,
    same_run,
    same_shifted,
    where,
)
from depyf.bytecode.flow import FlowIndex
from depyf.bytecode.instr import Instr
from depyf.bytecode.versions import version_facts as shapes_for


def spell(text):
    """Instructions from `OPNAME [argval]; ...` (argval a literal)."""
    out = []
    for k, part in enumerate(text.split(";")):
        name, _, arg = part.strip().partition(" ")
        ins = Instr(name, None, eval(arg) if arg else None, 2 * k)
        ins.index = k
        out.append(ins)
    return out


def test_a_spelling_matches_opnames_and_arguments():
    instrs = spell("NOP; SWAP 2; POP_TOP; RETURN_VALUE")
    assert match(instrs, 1, "SWAP 2; POP_TOP") == Span(1, 3)
    assert match(instrs, 1, "SWAP 3; POP_TOP") is None
    assert match(instrs, 1, "SWAP; POP_TOP|POP_EXCEPT; *") == Span(1, 4)
    assert match(instrs, 2, "POP_TOP; RETURN_VALUE; NOP") is None  # (past the end)
    assert match(instrs, -1, "NOP") is None


def test_argument_values_compare_with_their_type():
    # `LOAD_CONST 1` is not `LOAD_CONST True`: the code differs.
    assert match(spell("LOAD_CONST True"), 0, "LOAD_CONST 1") is None
    assert match(spell("LOAD_CONST 1"), 0, "LOAD_CONST 1")
    raw = spell("CALL_FUNCTION 3")
    raw[0].arg = 3
    assert match(raw, 0, "CALL_FUNCTION #3") and not match(raw, 0, "CALL_FUNCTION #2")


def test_optional_parts_alternatives_and_repeats():
    instrs = spell("SWAP 2; POP_TOP; POP_TOP; POP_TOP; RETURN_VALUE")
    assert match(instrs, 0, "SWAP 2?; POP_TOP") == Span(0, 2)
    assert match(instrs, 1, "SWAP 2?; POP_TOP") == Span(1, 2)
    assert match(instrs, 1, (Repeat("POP_TOP", 1), "RETURN_VALUE")) == Span(1, 5)
    assert match(instrs, 1, (Repeat("POP_TOP", 1, 2), "RETURN_VALUE")) is None
    # the alternative that lets the rest match is taken
    assert match(instrs, 0, (OneOf("SWAP 2; POP_TOP", "SWAP 2"), "POP_TOP; POP_TOP; RETURN_VALUE")) == Span(0, 5)
    assert match(instrs, 0, (Maybe("SWAP 2"), Op("POP_TOP", test=lambda ins: ins.index == 1))) == Span(0, 2)
    # an optional part that matches nothing: an empty span, still true
    assert match(instrs, 4, "NOP?") == Span(4, 4) and match(instrs, 4, "NOP?")


def test_an_idiom_is_spelled_per_version():
    instrs = spell("COPY 3; POP_EXCEPT; RERAISE 1")
    assert match(instrs, 0, HANDLER_CLEANUP, shapes_for((3, 12))) == Span(0, 3)
    assert match(instrs, 0, HANDLER_CLEANUP, (3, 11)) == Span(0, 3)
    assert match(instrs, 0, HANDLER_CLEANUP, (3, 10)) is None  # no such block before 3.11
    rotated = spell("SWAP 4; SWAP 3; SWAP 2")
    assert match(rotated, 0, UNDER_EXCEPTION, (3, 9)) and not match(rotated, 0, UNDER_EXCEPTION, (3, 12))
    with pytest.raises(TypeError):
        match(instrs, 0, HANDLER_CLEANUP)  # a per-version idiom needs the code's version
    # idioms nest in other spellings
    nested = Idiom("await twice", (AWAIT, AWAIT))
    assert match(spell("GET_AWAITABLE; LOAD_CONST None; YIELD_FROM; GET_AWAITABLE; LOAD_CONST None; YIELD_FROM"), 0, nested) == Span(0, 6)


def test_match_before_finds_the_run_ending_at_an_index():
    instrs = spell("NOP; POP_BLOCK; BEGIN_FINALLY; NOP")
    assert match_before(instrs, 3, "POP_BLOCK; BEGIN_FINALLY") == Span(1, 3)
    assert match_before(instrs, 2, "POP_BLOCK; BEGIN_FINALLY") is None
    assert match_before(instrs, 3, "NOP?; POP_BLOCK; BEGIN_FINALLY") == Span(0, 3)


def test_fits_tests_one_instruction():
    ins = spell("POP_JUMP_IF_TRUE")[0]
    assert fits(ins, "POP_JUMP_IF_FALSE|POP_JUMP_IF_TRUE")
    assert fits(ins, Idiom("true test", "POP_JUMP_IF_TRUE")) and fits(ins, Op("POP_JUMP_IF_TRUE"))
    assert fits(spell("SWAP 2")[0], "SWAP 2") and not fits(spell("SWAP 3")[0], "SWAP 2")
    assert not fits(None, "POP_JUMP_IF_TRUE")
    assert not fits(ins, "JUMP")


def test_where_scans_for_one_kind_of_instruction():
    instrs = spell("JUMP; POP_TOP; POP_JUMP_IF_TRUE; JUMP; SWAP 2; SWAP 3")
    assert where(instrs, Idiom("jump", "JUMP")) == [0, 3]
    assert where(instrs, Idiom("jump", "JUMP"), 1, 3) == []
    assert where(instrs, "SWAP 3") == [5]
    assert where(instrs, "POP_JUMP_IF_TRUE|JUMP", 2) == [2, 3]
    # the range as a slice takes it: an end past the list, a start past it
    assert where(instrs, "SWAP", 4, 100) == [4, 5]
    assert where(instrs, "JUMP", 7) == []
    assert where(instrs, "JUMP", 0, -3) == [0]


def test_jumps_where_tests_the_jumps_alone_as_where_would_find_them():
    instrs = spell("JUMP; POP_TOP; POP_JUMP_IF_TRUE; JUMP; RETURN_VALUE; POP_JUMP_IF_FALSE; LOAD_CONST 1")
    for k in (0, 2, 3, 5):
        instrs[k].target = instrs[6]
    flow = FlowIndex(instrs)
    assert flow.jump_positions == [0, 2, 3, 5]
    for step in (Idiom("jump", "JUMP"), "POP_JUMP_IF_TRUE|POP_JUMP_IF_FALSE", "JUMP|POP_JUMP_IF_FALSE"):
        for start, end in ((0, 7), (1, 3), (3, 4), (4, 6), (6, 100), (5, 2)):
            assert jumps_where(instrs, flow.jump_positions, step, start, end) == where(instrs, step, start, end)
    # (a step that is no jump: the plain scan)
    assert jumps_where(instrs, flow.jump_positions, "RETURN_VALUE|JUMP", 0, 7) == [0, 3, 4]
    # an instruction read as a jump later is found once kept in the list
    instrs[4].opname, instrs[4].target = "JUMP", instrs[6]
    flow.made_jump(4)
    flow.made_jump(4)
    assert flow.jump_positions == [0, 2, 3, 4, 5]
    assert jumps_where(instrs, flow.jump_positions, "JUMP", 0, 7) == where(instrs, "JUMP", 0, 7) == [0, 3, 4]


def test_first_jump_or_stops_at_a_jump_of_any_kind_or_the_step():
    instrs = spell("LOAD_FAST 'a'; JUMP_IF_TRUE_OR_POP; LOAD_FAST 'b'; RETURN_VALUE; LOAD_CONST 1")
    instrs[1].target = instrs[3]
    stops = Idiom("way out", "RETURN_VALUE|RAISE_VARARGS")
    # (a jump no idiom names stops the run too: it has a target)
    assert first_jump_or(instrs, stops, 0, 5) == 1
    assert first_jump_or(instrs, stops, 2, 5) == 3
    assert first_jump_or(instrs, "RETURN_VALUE", 2, 5) == 3
    # (none before the end: the end)
    assert first_jump_or(instrs, stops, 4, 5) == 5
    assert first_jump_or(spell("LOAD_FAST 'a'; POP_TOP; LOAD_CONST 1"), stops, 0, 2) == 2


def test_one_rule_for_the_same_instruction():
    instrs = spell("LOAD_CONST 1; LOAD_CONST True; LOAD_CONST 1; JUMP; JUMP; NOP; JUMP; JUMP; NOP")
    assert same(instrs[0], instrs[2]) and not same(instrs[0], instrs[1])
    instrs[3].target = instrs[4].target = instrs[5]
    instrs[6].target = instrs[8]
    assert same(instrs[3], instrs[4]) and not same(instrs[3], instrs[6])
    # shifted copies: jumps forward by the same distance
    instrs[7].target = instrs[8]
    assert not same(instrs[4], instrs[7]) and same_shifted(instrs[4], instrs[7])
    assert same_run(instrs, 0, 2, 1) and not same_run(instrs, 0, 1, 1)
    assert not same_run(instrs, 7, 8, 2)  # (past the end)
    # copies whose exits go elsewhere: jumps alike wherever they go, the
    # rest by `same`
    assert same_but_target(instrs[3], instrs[6]) and same_but_target(instrs[0], instrs[2])
    assert not same_but_target(instrs[0], instrs[1]) and not same_but_target(instrs[3], instrs[5])


def test_what_unwinds_depends_on_the_codes_version():
    # Up to 3.10 a with's exit call copies None (COPY) and a returned value
    # is moved under the blocks (SWAP); from 3.11 fresh code moves values too.
    swap, pop = spell("SWAP 2; POP_EXCEPT")
    assert fits(swap, UNWINDING, (3, 10)) and not fits(swap, UNWINDING, (3, 11))
    assert fits(pop, UNWINDING, (3, 8)) and fits(pop, UNWINDING, (3, 13))


def _awaits():
    async def f(x):
        return await x

    return f


def test_the_await_idiom_is_what_the_reader_gives_on_every_version():
    instrs, _ = read(_awaits().__code__)
    starts = [k for k in range(len(instrs)) if match(instrs, k, AWAIT, shapes_for(sys.version_info[:2]))]
    assert len(starts) == 1


def test_a_test_of_the_whole_run():
    # `e = None; del e` clears one name: a store and a delete of two do not
    assert match(spell("LOAD_CONST None; STORE_FAST 'e'; DELETE_FAST 'e'"), 0, NAME_CLEANUP) == Span(0, 3)
    assert match(spell("LOAD_CONST None; STORE_FAST 'e'; DELETE_FAST 'f'"), 0, NAME_CLEANUP) is None
    assert match_before(spell("NOP; LOAD_CONST None; STORE_NAME 'e'; DELETE_NAME 'e'"), 4, NAME_CLEANUP) == Span(1, 4)


def _except(f):
    try:
        f()
    except ValueError:
        return 1
    return 0


def _except_return(f, x):
    try:
        f()
    except ValueError:
        return x


def _except_as(f):
    try:
        f()
    except ValueError as e:
        print(e)


def _with(m):
    with m:
        pass


def _finally_returns(f):
    try:
        f()
    finally:
        return f


VERSION = sys.version_info[:2]

# (sample, idiom, the versions whose compiler emits it there)
EMITTED = [
    (_except, EXCEPT_HANDLER_HEAD, VERSION <= (3, 10)),
    (_except, HANDLER_CLEANUP, VERSION >= (3, 11)),
    (_except_return, UNDER_EXCEPTION, VERSION <= (3, 10)),
    (_except_as, NAME_CLEANUP, True),
    (_with, FINALLY_ENTRY, VERSION == (3, 8)),
    (_with, WITH_EXIT_CALL, (3, 9) <= VERSION <= (3, 10)),
    (_with, WITH_SWALLOW_BLOCKS, (3, 9) <= VERSION <= (3, 10)),
    (_with, WITH_SWALLOW, VERSION >= (3, 11)),
    (_finally_returns, RETURN_THROUGH_HANDLER, VERSION >= (3, 11)),
]


@pytest.mark.parametrize("sample, idiom, emitted", EMITTED, ids=["%s-%s" % (f.__name__, i.name) for f, i, _ in EMITTED])
def test_each_idiom_is_found_where_the_running_compiler_emits_it(sample, idiom, emitted):
    instrs, _ = read(sample.__code__)
    found = [k for k in range(len(instrs)) if match(instrs, k, idiom, shapes_for(VERSION))]
    assert bool(found) == emitted, (idiom.name, found, instrs)
