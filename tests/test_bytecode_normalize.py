"""The bytecode normalisation passes, one at a time, on hand-made instruction lists.

Each case builds `Instr` objects directly (as depyf.bytecode.decode would),
runs ONE pass of depyf/bytecode/normalize.py (or asyncfor.py,
comprehensions.py) and asserts the exact instruction list (and exception
table) that comes out. A case names the interpreter versions whose bytecode
it is: its input opcodes must exist in that interpreter's `dis.opmap` (the
test checks it), and some passes read the running interpreter's version.

Every case runs under each interpreter it names: `test_pass` runs those of
the interpreter running pytest in-process, `test_passes_under` runs this
file (`python tests/test_bytecode_normalize.py`, no pytest needed) under
each supported interpreter and fails when a case fails or when an
interpreter runs no case; `test_every_pass_has_a_case` fails when a pass
of `normalize()` has no case.
"""

import dis
import inspect
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(os.path.dirname(HERE), "src")
if SRC not in sys.path:
    sys.path.insert(0, SRC)

import importlib  # noqa: E402

# (depyf.bytecode exports the normalize() function under the module's name)
normalize = importlib.import_module("depyf.bytecode.normalize")
asyncfor = importlib.import_module("depyf.bytecode.asyncfor")
comprehensions = importlib.import_module("depyf.bytecode.comprehensions")
from depyf.bytecode.instr import ExceptionEntry, Instr  # noqa: E402
from depyf.bytecode.versions import version_facts  # noqa: E402

try:
    import pytest
except ImportError:  # run as a script under an interpreter without pytest
    pytest = None

PY = "%d.%d" % sys.version_info[:2]
# The facts of the bytecode the cases stand for: this interpreter's.
RECORD = version_facts(sys.version_info[:2])
ALL = ("3.8", "3.9", "3.10", "3.11", "3.12", "3.13")
UPTO310 = ("3.8", "3.9", "3.10")
FROM311 = ("3.11", "3.12", "3.13")
FROM312 = ("3.12", "3.13")

# Opcodes the passes themselves produce (inputs of later passes), where
# dis.opmap does not have them: JUMP and 3.11's POP_JUMP_IF_X (_drop_bookkeeping),
# YIELD_FROM (_fold_send, 3.11+), JUMP_IF_X_OR_POP (_fold_or_pop, 3.12+).
SYNTHETIC = {"JUMP", "YIELD_FROM", "WITH_EXIT"} | (
    {"JUMP_IF_FALSE_OR_POP", "JUMP_IF_TRUE_OR_POP"} if sys.version_info >= (3, 12) else set()) | (
    {"POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE", "POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE"}
    if sys.version_info[:2] == (3, 11) else set())


class Case:
    def __init__(self, name, versions, run, code, expected, entries=(), expected_entries=(), check=None):
        self.name = name
        self.versions = versions
        self.run = run          # the pass: callable(rewriter)
        self.code = code        # [(opname, argval[, target index][, attrs dict])]
        self.expected = expected
        self.entries = entries  # [(start, end, target, depth, lasti)] by input index
        self.expected_entries = expected_entries  # the same, by output index
        self.check = check      # optional callable(input instrs, output instrs)

    def __repr__(self):
        return self.name


def build(code, entries=()):
    instrs = []
    for k, spec in enumerate(code):
        opname, argval = spec[0], spec[1]
        attrs = {}
        target = None
        for extra in spec[2:]:
            if isinstance(extra, dict):
                attrs = extra
            else:
                target = extra
        arg = attrs.pop("arg", argval if isinstance(argval, int) and not isinstance(argval, bool) else None)
        ins = Instr(opname, arg, argval, 2 * k, attrs.pop("lineno", 1))
        ins.jump_offset = None if target is None else 2 * target
        for key, value in attrs.items():
            setattr(ins, key, value)
        instrs.append((ins, target))
    out = [ins for ins, _ in instrs]
    for ins, target in instrs:
        if target is not None:
            ins.target = out[target]
    for k, ins in enumerate(out):
        ins.index = k
    table = [ExceptionEntry(out[s], None if e is None else out[e], out[t], d, l) for s, e, t, d, l in entries]
    return out, table


def show(instrs):
    where = {id(ins): k for k, ins in enumerate(instrs)}
    lines = []
    for ins in instrs:
        text = ins.opname
        if ins.argval is not None or ins.opname in ("LOAD_CONST", "RETURN_CONST"):
            text += " %r" % (ins.argval,)
        if ins.target is not None:
            text += " ->%s" % where.get(id(ins.target), "?")
        if ins.kwnames is not None:
            text += " kw=%r" % (ins.kwnames,)
        lines.append(text)
    return lines


def show_entries(instrs, entries):
    where = {id(ins): k for k, ins in enumerate(instrs)}
    return [(where.get(id(e.start), "?"), None if e.end is None else where.get(id(e.end), "?"),
             where.get(id(e.target), "?"), e.depth, e.lasti) for e in entries]


def apply(case):
    instrs, entries = build(case.code, case.entries)
    before = list(instrs)
    rw = normalize._Rewriter(instrs, entries)
    if len(inspect.signature(case.run).parameters) >= 2:
        case.run(rw, RECORD)  # (a pass that reads the version's facts)
    else:
        case.run(rw)
    rw.compact()
    return before, rw


def run_case(case):
    """Raise AssertionError when the case fails on this interpreter."""
    missing = sorted({spec[0] for spec in case.code} - set(dis.opmap) - SYNTHETIC)
    assert not missing, "%s: %s not opcodes of %s" % (case.name, missing, PY)
    before, rw = apply(case)
    got = show(rw.instrs)
    assert got == case.expected, "%s on %s:\n  got      %s\n  expected %s" % (case.name, PY, got, case.expected)
    got_entries = show_entries(rw.instrs, rw.entries)
    assert got_entries == list(case.expected_entries), "%s on %s: entries %s, expected %s" % (
        case.name, PY, got_entries, list(case.expected_entries))
    if case.check:
        case.check(before, rw.instrs)


def _async_for(rw):
    asyncfor.fold_async_for(rw, RECORD.BLOCK_STACK, RECORD.COLD_CODE_AT_END)


def _nulls(rw, version):
    normalize._drop_bookkeeping(rw, version, nulls=True)


def _same(a, b):
    def check(before, after):
        assert before[a] is after[b], "instruction %d should keep its identity as %d" % (a, b)
    return check


def _copy_fused(*ks):
    def check(before, after):
        assert all(after[k].fused for k in ks), "the copy's instructions %r should be fused" % (ks,)
    return check


def _folded_line(k, line):
    def check(before, after):
        assert after[k].folded_line == line, "folded_line %r" % after[k].folded_line
    return check


def _over_line_marker(*ks):
    def check(before, after):
        got = [k for k, ins in enumerate(after) if ins.over_line_marker]
        assert got == list(ks), "jumps over a line marker %r" % got
    return check


def _fused(*ks):
    def check(before, after):
        assert [after[k].fused for k in range(len(after))] == [k in ks for k in range(len(after))]
        assert before[1] is after[1]  # the first half keeps its identity
    return check


CASES = [
    # -- _expand_superinstructions (3.12+) --------------------------------
    Case("expand_return_const_and_load_fast_check", FROM312, normalize._expand_superinstructions,
         [("LOAD_FAST_CHECK", "x"), ("POP_JUMP_IF_FALSE", None, 3), ("RETURN_CONST", 1), ("RETURN_CONST", None)],
         ["LOAD_FAST 'x'", "POP_JUMP_IF_FALSE ->4", "LOAD_CONST 1", "RETURN_VALUE", "LOAD_CONST None", "RETURN_VALUE"],
         check=_fused(2, 3, 4, 5)),
    Case("expand_fast_pairs", ("3.13",), normalize._expand_superinstructions,
         [("LOAD_FAST_LOAD_FAST", ("a", "b")), ("BINARY_OP", 0), ("STORE_FAST_LOAD_FAST", ("c", "c")),
          ("STORE_FAST_STORE_FAST", ("d", "e"))],
         ["LOAD_FAST 'a'", "LOAD_FAST 'b'", "BINARY_OP 0", "STORE_FAST 'c'", "LOAD_FAST 'c'",
          "STORE_FAST 'd'", "STORE_FAST 'e'"],
         check=_same(2, 3)),
    # -- _drop_bookkeeping with nulls: a global's NULL (3.11+) ------------
    Case("global_null_below_3_11_3_12", ("3.11", "3.12"), _nulls,
         [("LOAD_GLOBAL", "f", {"push_null": True}), ("CALL", 0), ("JUMP_BACKWARD", None, 0)],
         ["PUSH_NULL", "LOAD_GLOBAL 'f'", "CALL 0", "JUMP ->0"],
         check=_same(0, 0)),
    Case("global_null_above_3_13", ("3.13",), _nulls,
         [("LOAD_GLOBAL", "f", {"push_null": True}), ("LOAD_GLOBAL", "g"), ("CALL", 0)],
         ["LOAD_GLOBAL 'f'", "PUSH_NULL", "LOAD_GLOBAL 'g'", "CALL 0"]),
    Case("super_method", FROM312, _nulls,
         [("LOAD_GLOBAL", "super"), ("LOAD_DEREF", "__class__"), ("LOAD_FAST", "self"),
          ("LOAD_SUPER_ATTR", "m", {"push_null": True}), ("LOAD_SUPER_ATTR", "attr")],
         ["LOAD_GLOBAL 'super'", "LOAD_DEREF '__class__'", "LOAD_FAST 'self'", "LOAD_SUPER_METHOD 'm'",
          "LOAD_SUPER_ATTR 'attr'"]),
    # -- _drop_bookkeeping (every version) --------------------------------
    Case("drop_nop_forwards_jumps", UPTO310, normalize._drop_bookkeeping,
         [("LOAD_FAST", "x"), ("POP_JUMP_IF_FALSE", None, 2), ("NOP", None), ("EXTENDED_ARG", 1),
          ("LOAD_CONST", None), ("RETURN_VALUE", None)],
         ["LOAD_FAST 'x'", "POP_JUMP_IF_FALSE ->2", "LOAD_CONST None", "RETURN_VALUE"]),
    # The jump over `else: pass` (a lone line marker) is marked, so the lifter
    # reads the else; a jump over code, dropped or not, is no else.
    Case("mark_jump_over_else_pass", ALL, normalize._drop_bookkeeping,
         [("LOAD_FAST", "x"), ("POP_JUMP_IF_FALSE", None, 4), ("LOAD_FAST", "y"), ("JUMP_FORWARD", None, 5),
          ("NOP", None), ("LOAD_FAST", "z"), ("POP_JUMP_IF_FALSE", None, 9), ("JUMP_FORWARD", None, 9),
          ("LOAD_CONST", 1), ("LOAD_CONST", None), ("RETURN_VALUE", None)],
         ["LOAD_FAST 'x'", "POP_JUMP_IF_FALSE ->4", "LOAD_FAST 'y'", "JUMP ->4", "LOAD_FAST 'z'",
          "POP_JUMP_IF_FALSE ->8", "JUMP ->8", "LOAD_CONST 1", "LOAD_CONST None", "RETURN_VALUE"],
         check=_over_line_marker(3)),
    Case("drop_gen_start", ("3.10",), normalize._drop_bookkeeping,
         [("GEN_START", 0), ("LOAD_CONST", None), ("RETURN_VALUE", None)],
         ["LOAD_CONST None", "RETURN_VALUE"]),
    Case("drop_resume_precall_cells_generator", ("3.11",), normalize._drop_bookkeeping,
         [("COPY_FREE_VARS", 1), ("MAKE_CELL", "x"), ("RETURN_GENERATOR", None), ("POP_TOP", None), ("RESUME", 0),
          ("LOAD_GLOBAL", "f"), ("PRECALL", 0), ("CACHE", None), ("CALL", 0), ("POP_TOP", None)],
         ["LOAD_GLOBAL 'f'", "CALL 0", "POP_TOP"],
         entries=[(4, 9, 6, 0, False)], expected_entries=[(0, 2, 1, 0, False)]),
    Case("drop_end_for_3_12", ("3.12",), normalize._drop_bookkeeping,
         [("FOR_ITER", None, 2), ("JUMP_BACKWARD", None, 0), ("END_FOR", None), ("POP_TOP", None), ("RETURN_CONST", None)],
         ["FOR_ITER ->2", "JUMP ->0", "POP_TOP", "RETURN_CONST None"]),
    Case("drop_end_for_and_its_pop_3_13", ("3.13",), normalize._drop_bookkeeping,
         [("FOR_ITER", None, 2), ("JUMP_BACKWARD", None, 0), ("END_FOR", None), ("POP_TOP", None),
          ("RETURN_CONST", None)],
         ["FOR_ITER ->2", "JUMP ->0", "RETURN_CONST None"]),
    # TO_BOOL before a test is the test's; alone it is the value (`not not y`)
    Case("to_bool_dropped_before_a_test_kept_alone_3_13", ("3.13",), normalize._drop_bookkeeping,
         [("LOAD_FAST", "x"), ("TO_BOOL", None), ("UNARY_NOT", None), ("LOAD_FAST", "y"), ("TO_BOOL", None),
          ("RETURN_VALUE", None)],
         ["LOAD_FAST 'x'", "UNARY_NOT", "LOAD_FAST 'y'", "TO_BOOL", "RETURN_VALUE"]),
    # -- _drop_unreachable (every version; generated code only) ------------
    Case("drop_code_jumped_over", ALL, normalize._drop_unreachable,
         [("JUMP_FORWARD", None, 3), ("LOAD_CONST", 1), ("RETURN_VALUE", None), ("LOAD_CONST", 2),
          ("RETURN_VALUE", None), ("LOAD_CONST", 3)],
         ["JUMP_FORWARD ->1", "LOAD_CONST 2", "RETURN_VALUE"]),
    Case("drop_unreachable_keeps_reached_handlers", FROM311, normalize._drop_unreachable,
         [("JUMP_FORWARD", None, 3), ("LOAD_CONST", "dead"), ("RETURN_VALUE", None), ("LOAD_GLOBAL", "f"),
          ("CALL", 0), ("RETURN_VALUE", None), ("PUSH_EXC_INFO", None), ("POP_TOP", None), ("RERAISE", 0),
          ("PUSH_EXC_INFO", None), ("RERAISE", 0)],
         ["JUMP_FORWARD ->1", "LOAD_GLOBAL 'f'", "CALL 0", "RETURN_VALUE", "PUSH_EXC_INFO", "POP_TOP", "RERAISE 0"],
         # the second handler covers only dead code: it goes with it
         entries=[(3, 5, 6, 0, False), (1, 2, 9, 0, False)], expected_entries=[(1, 3, 4, 0, False)]),
    # -- _drop_discarded_nones (every version; generated code only) ------
    # torch 2.15's inlined template: each arm pushes None for its return and
    # jumps to the end, where the value is popped
    Case("drop_nones_pushed_only_to_be_popped", ALL, normalize._drop_discarded_nones,
         [("LOAD_FAST", "p"), ("POP_JUMP_IF_FALSE", None, 4), ("LOAD_CONST", None), ("JUMP", None, 5),
          ("LOAD_CONST", None), ("POP_TOP", None), ("LOAD_FAST", "x"), ("RETURN_VALUE", None)],
         ["LOAD_FAST 'p'", "POP_JUMP_IF_FALSE ->3", "JUMP ->3", "LOAD_FAST 'x'", "RETURN_VALUE"]),
    Case("keep_a_pop_some_path_reaches_with_another_value", ALL, normalize._drop_discarded_nones,
         [("LOAD_FAST", "p"), ("POP_JUMP_IF_FALSE", None, 4), ("LOAD_CONST", None), ("JUMP", None, 5),
          ("LOAD_FAST", "y"), ("POP_TOP", None), ("LOAD_FAST", "x"), ("RETURN_VALUE", None)],
         ["LOAD_FAST 'p'", "POP_JUMP_IF_FALSE ->4", "LOAD_CONST None", "JUMP ->5", "LOAD_FAST 'y'", "POP_TOP",
          "LOAD_FAST 'x'", "RETURN_VALUE"]),
    # -- _stack_moves (3.8-3.10) -----------------------------------------
    # `p = q = x; a[i] += v` and a return from a loop: a jump reaching a
    # rotation reaches its first SWAP
    Case("stack_moves_as_copy_and_swap", UPTO310, normalize._stack_moves,
         [("LOAD_FAST", "x"), ("DUP_TOP", None), ("STORE_FAST", "p"), ("STORE_FAST", "q"), ("LOAD_FAST", "a"),
          ("LOAD_FAST", "i"), ("DUP_TOP_TWO", None), ("BINARY_SUBSCR", None), ("LOAD_FAST", "v"),
          ("INPLACE_ADD", None), ("ROT_THREE", None), ("STORE_SUBSCR", None), ("JUMP_ABSOLUTE", None, 10),
          ("ROT_TWO", None), ("POP_TOP", None), ("ROT_FOUR", None), ("POP_EXCEPT", None)],
         ["LOAD_FAST 'x'", "COPY 1", "STORE_FAST 'p'", "STORE_FAST 'q'", "LOAD_FAST 'a'", "LOAD_FAST 'i'",
          "COPY 2", "COPY 2", "BINARY_SUBSCR", "LOAD_FAST 'v'", "INPLACE_ADD", "SWAP 3", "SWAP 2", "STORE_SUBSCR",
          "JUMP_ABSOLUTE ->11", "SWAP 2", "POP_TOP", "SWAP 4", "SWAP 3", "SWAP 2", "POP_EXCEPT"],
         check=_same(10, 11)),
    # `a < b < c` and `a, b, c = c, b, a` as 3.11 spells them; a pair with a
    # jump to its second half stays two moves
    Case("stack_move_pairs_as_3_11_spells_them", UPTO310, normalize._stack_moves,
         [("LOAD_FAST", "a"), ("LOAD_FAST", "b"), ("DUP_TOP", None), ("ROT_THREE", None), ("COMPARE_OP", "<"),
          ("LOAD_FAST", "c"), ("LOAD_FAST", "b"), ("LOAD_FAST", "a"), ("ROT_THREE", None), ("ROT_TWO", None),
          ("ROT_THREE", None), ("ROT_TWO", None), ("JUMP_ABSOLUTE", None, 11)],
         ["LOAD_FAST 'a'", "LOAD_FAST 'b'", "SWAP 2", "COPY 2", "COMPARE_OP '<'", "LOAD_FAST 'c'", "LOAD_FAST 'b'",
          "LOAD_FAST 'a'", "SWAP 3", "SWAP 3", "SWAP 2", "SWAP 2", "JUMP_ABSOLUTE ->11"]),
    # a match statement's rotation of its captures
    Case("rot_n_as_swaps", ("3.10",), normalize._stack_moves,
         [("ROT_N", 5), ("POP_TOP", None)],
         ["SWAP 5", "SWAP 4", "SWAP 3", "SWAP 2", "POP_TOP"]),
    # -- _drop_bookkeeping renames the jumps (every version) --------------
    Case("rename_jumps_3_8_3_10", UPTO310, normalize._drop_bookkeeping,
         [("JUMP_FORWARD", None, 2), ("JUMP_ABSOLUTE", None, 0), ("POP_JUMP_IF_TRUE", None, 0)],
         ["JUMP ->2", "JUMP ->0", "POP_JUMP_IF_TRUE ->0"]),
    Case("rename_jumps_3_11", ("3.11",), normalize._drop_bookkeeping,
         [("JUMP_BACKWARD", None, 0), ("POP_JUMP_FORWARD_IF_FALSE", None, 5), ("POP_JUMP_BACKWARD_IF_TRUE", None, 0),
          ("POP_JUMP_FORWARD_IF_NONE", None, 5), ("POP_JUMP_BACKWARD_IF_NOT_NONE", None, 0),
          ("JUMP_BACKWARD_NO_INTERRUPT", None, 0)],
         ["JUMP ->0", "POP_JUMP_IF_FALSE ->5", "POP_JUMP_IF_TRUE ->0", "POP_JUMP_IF_NONE ->5",
          "POP_JUMP_IF_NOT_NONE ->0", "JUMP ->0"]),
    Case("rename_jumps_3_12_3_13", FROM312, normalize._drop_bookkeeping,
         [("JUMP_FORWARD", None, 2), ("JUMP_BACKWARD", None, 0), ("POP_JUMP_IF_NONE", None, 0)],
         ["JUMP ->2", "JUMP ->0", "POP_JUMP_IF_NONE ->0"]),
    # -- _drop_implicit_handlers (3.12+) ----------------------------------
    Case("drop_stopiteration_handler", FROM312, normalize._drop_implicit_handlers,
         [("LOAD_FAST", "x"), ("YIELD_VALUE", 0), ("RETURN_CONST", None),
          ("CALL_INTRINSIC_1", 3), ("RERAISE", 1)],
         ["LOAD_FAST 'x'", "YIELD_VALUE 0", "RETURN_CONST None"],
         entries=[(0, 3, 3, 0, True)], expected_entries=[]),
    Case("drop_cleanup_throw", FROM312, normalize._drop_implicit_handlers,
         [("SEND", None, 3), ("YIELD_VALUE", 2), ("JUMP", None, 0), ("END_SEND", None), ("RETURN_VALUE", None),
          ("CLEANUP_THROW", None), ("JUMP", None, 3)],
         ["SEND ->3", "YIELD_VALUE 2", "JUMP ->0", "END_SEND", "RETURN_VALUE"],
         entries=[(1, 2, 5, 2, False)], expected_entries=[]),
    # -- _fold_send (3.11+: SEND) -----------------------------------------
    Case("fold_send_3_11", ("3.11",), normalize._fold_send,
         [("GET_AWAITABLE", 0), ("LOAD_CONST", None), ("SEND", None, 5), ("YIELD_VALUE", None), ("JUMP", None, 2),
          ("RETURN_VALUE", None)],
         ["GET_AWAITABLE 0", "LOAD_CONST None", "YIELD_FROM", "RETURN_VALUE"]),
    Case("fold_send_end_send", FROM312, normalize._fold_send,
         [("GET_AWAITABLE", 0), ("LOAD_CONST", None), ("SEND", None, 5), ("YIELD_VALUE", 2), ("JUMP", None, 2),
          ("END_SEND", None), ("RETURN_VALUE", None)],
         ["GET_AWAITABLE 0", "LOAD_CONST None", "YIELD_FROM", "RETURN_VALUE"]),
    # -- normalize._cover_unprotected_try_bodies (3.11+) -------------------
    # `try: return 5 / except: return 6`: no row covers the body; it gets
    # the row to the handler, one item below the handler's own.
    Case("unprotected_try_body", FROM311, normalize._cover_unprotected_try_bodies,
         [("NOP", None), ("LOAD_CONST", 5), ("RETURN_VALUE", None), ("PUSH_EXC_INFO", None), ("POP_TOP", None),
          ("POP_EXCEPT", None), ("LOAD_CONST", 6), ("RETURN_VALUE", None), ("COPY", 3), ("POP_EXCEPT", None),
          ("RERAISE", 1)],
         ["NOP", "LOAD_CONST 5", "RETURN_VALUE", "PUSH_EXC_INFO", "POP_TOP", "POP_EXCEPT", "LOAD_CONST 6",
          "RETURN_VALUE", "COPY 3", "POP_EXCEPT", "RERAISE 1"],
         entries=[(3, 5, 8, 1, True)], expected_entries=[(1, 3, 3, 0, False), (3, 5, 8, 1, True)]),
    # `if a: try: return / except: ...` then B: 3.12+ lays B (reached by
    # the if's test) out between the return and the handler; the body
    # (the return's line comes right before the clause's) gets the row.
    Case("unprotected_try_body_in_if", FROM311, normalize._cover_unprotected_try_bodies,
         [("LOAD_FAST", "a", {"lineno": 1}), ("POP_JUMP_IF_FALSE", None, 6, {"lineno": 1}), ("NOP", None, {"lineno": 2}),
          ("NOP", None, {"lineno": 3}), ("LOAD_CONST", None, {"lineno": 3}), ("RETURN_VALUE", None, {"lineno": 3}),
          ("LOAD_CONST", 7, {"lineno": 6}), ("RETURN_VALUE", None, {"lineno": 6}), ("PUSH_EXC_INFO", None, {"lineno": 6}),
          ("POP_TOP", None, {"lineno": 4}), ("POP_EXCEPT", None, {"lineno": 5}), ("JUMP", None, 6, {"lineno": 5}),
          ("COPY", 3, {"lineno": 4}), ("POP_EXCEPT", None, {"lineno": 4}), ("RERAISE", 1, {"lineno": 4})],
         ["LOAD_FAST 'a'", "POP_JUMP_IF_FALSE ->6", "NOP", "NOP", "LOAD_CONST None", "RETURN_VALUE", "LOAD_CONST 7",
          "RETURN_VALUE", "PUSH_EXC_INFO", "POP_TOP", "POP_EXCEPT", "JUMP ->6", "COPY 3", "POP_EXCEPT", "RERAISE 1"],
         entries=[(8, 10, 12, 1, True)], expected_entries=[(3, 6, 8, 0, False), (8, 10, 12, 1, True)]),
    # -- asyncfor.fold_async_for ------------------------------------------
    Case("async_for_block_stack", UPTO310, _async_for,
         [("LOAD_FAST", "it"), ("GET_AITER", None), ("SETUP_FINALLY", None, 9), ("GET_ANEXT", None),
          ("LOAD_CONST", None), ("YIELD_FROM", None), ("POP_BLOCK", None), ("STORE_FAST", "x"), ("JUMP", None, 2),
          ("END_ASYNC_FOR", None), ("LOAD_CONST", None), ("RETURN_VALUE", None)],
         ["LOAD_FAST 'it'", "GET_AITER", "FOR_ITER 'async' ->5", "STORE_FAST 'x'", "JUMP ->2", "LOAD_CONST None",
          "RETURN_VALUE"]),
    Case("async_for_exception_table_3_11", ("3.11",), _async_for,
         [("LOAD_FAST", "it"), ("GET_AITER", None), ("GET_ANEXT", None), ("LOAD_CONST", None), ("YIELD_FROM", None),
          ("STORE_FAST", "x"), ("JUMP", None, 2), ("END_ASYNC_FOR", None), ("LOAD_CONST", None), ("RETURN_VALUE", None)],
         ["LOAD_FAST 'it'", "GET_AITER", "FOR_ITER 'async' ->5", "STORE_FAST 'x'", "JUMP ->2", "LOAD_CONST None",
          "RETURN_VALUE"],
         entries=[(2, 5, 7, 1, False)], expected_entries=[]),
    # 3.12+: END_ASYNC_FOR, in the cold code, jumps to the code after the
    # loop laid out in line: that code is the loop's exit.
    Case("async_for_end_jumps_on_3_12", FROM312, _async_for,
         [("LOAD_FAST", "it"), ("GET_AITER", None), ("GET_ANEXT", None), ("LOAD_CONST", None), ("YIELD_FROM", None),
          ("STORE_FAST", "x"), ("JUMP", None, 2), ("LOAD_CONST", None), ("RETURN_VALUE", None),
          ("CLEANUP_THROW", None), ("END_ASYNC_FOR", None), ("JUMP", None, 7)],
         ["LOAD_FAST 'it'", "GET_AITER", "FOR_ITER 'async' ->5", "STORE_FAST 'x'", "JUMP ->2", "LOAD_CONST None",
          "RETURN_VALUE", "CLEANUP_THROW"],
         entries=[(2, 5, 10, 1, False)], expected_entries=[]),
    # 3.12+: an async for ending an if's body before its else: the jump
    # behind END_ASYNC_FOR goes past the else, to the code after the if;
    # it is kept after the loop's jump back, the loop's exit (a plain for's
    # jump over the else).
    Case("async_for_end_jumps_over_else_on_3_12", FROM312, _async_for,
         [("LOAD_FAST", "a"), ("POP_JUMP_IF_FALSE", None, 9), ("LOAD_FAST", "it"), ("GET_AITER", None),
          ("GET_ANEXT", None), ("LOAD_CONST", None), ("YIELD_FROM", None), ("STORE_FAST", "x"), ("JUMP", None, 4),
          ("LOAD_CONST", 1), ("STORE_FAST", "y"), ("LOAD_CONST", None), ("RETURN_VALUE", None),
          ("CLEANUP_THROW", None), ("END_ASYNC_FOR", None), ("JUMP", None, 11)],
         ["LOAD_FAST 'a'", "POP_JUMP_IF_FALSE ->8", "LOAD_FAST 'it'", "GET_AITER", "FOR_ITER 'async' ->7",
          "STORE_FAST 'x'", "JUMP ->4", "JUMP ->10", "LOAD_CONST 1", "STORE_FAST 'y'", "LOAD_CONST None",
          "RETURN_VALUE", "CLEANUP_THROW"],
         entries=[(4, 7, 14, 1, False)], expected_entries=[]),
    # 3.11 keeps END_ASYNC_FOR in line: the jump after it (the end of a try
    # body, over the handler) is the code after the loop, kept.
    Case("async_for_exit_jump_kept_on_3_11", ("3.11",), _async_for,
         [("LOAD_FAST", "it"), ("GET_AITER", None), ("GET_ANEXT", None), ("LOAD_CONST", None), ("YIELD_FROM", None),
          ("STORE_FAST", "x"), ("JUMP", None, 2), ("END_ASYNC_FOR", None), ("JUMP", None, 10), ("RERAISE", 0),
          ("LOAD_CONST", None), ("RETURN_VALUE", None)],
         ["LOAD_FAST 'it'", "GET_AITER", "FOR_ITER 'async' ->5", "STORE_FAST 'x'", "JUMP ->2", "JUMP ->7",
          "RERAISE 0", "LOAD_CONST None", "RETURN_VALUE"],
         entries=[(2, 5, 7, 1, False)], expected_entries=[]),
    # 3.12+: `for i in r: async for y in c: ...`: the for's jump back was
    # moved out of line behind END_ASYNC_FOR; it comes back after the async
    # loop's own jump back.
    Case("async_for_tail_back_in_line_3_12", FROM312, _async_for,
         [("LOAD_FAST", "r"), ("GET_ITER", None), ("FOR_ITER", None, 11), ("STORE_FAST", "i"), ("LOAD_FAST", "c"),
          ("GET_AITER", None), ("GET_ANEXT", None), ("LOAD_CONST", None), ("YIELD_FROM", None), ("STORE_FAST", "y"),
          ("JUMP", None, 6), ("LOAD_CONST", None), ("RETURN_VALUE", None), ("END_ASYNC_FOR", None),
          ("JUMP", None, 2)],
         ["LOAD_FAST 'r'", "GET_ITER", "FOR_ITER ->10", "STORE_FAST 'i'", "LOAD_FAST 'c'", "GET_AITER",
          "FOR_ITER 'async' ->9", "STORE_FAST 'y'", "JUMP ->6", "JUMP ->2", "LOAD_CONST None", "RETURN_VALUE"],
         entries=[(6, 9, 13, 2, False)], expected_entries=[]),
    # ... a try after the async loop: its body moves, keeping its row; its
    # handler stays in the cold code.
    Case("async_for_tail_with_try_back_in_line_3_12", FROM312, _async_for,
         [("LOAD_FAST", "c"), ("GET_ITER", None), ("FOR_ITER", None, 11), ("STORE_FAST", "b"), ("LOAD_FAST", "c2"),
          ("GET_AITER", None), ("GET_ANEXT", None), ("LOAD_CONST", None), ("YIELD_FROM", None), ("STORE_FAST", "b2"),
          ("JUMP", None, 6), ("LOAD_CONST", None), ("RETURN_VALUE", None), ("END_ASYNC_FOR", None),
          ("LOAD_GLOBAL", "S"), ("POP_TOP", None), ("JUMP", None, 2), ("PUSH_EXC_INFO", None), ("POP_TOP", None),
          ("POP_EXCEPT", None), ("JUMP", None, 2)],
         ["LOAD_FAST 'c'", "GET_ITER", "FOR_ITER ->12", "STORE_FAST 'b'", "LOAD_FAST 'c2'", "GET_AITER",
          "FOR_ITER 'async' ->9", "STORE_FAST 'b2'", "JUMP ->6", "LOAD_GLOBAL 'S'", "POP_TOP", "JUMP ->2",
          "LOAD_CONST None", "RETURN_VALUE", "PUSH_EXC_INFO", "POP_TOP", "POP_EXCEPT", "JUMP ->2"],
         entries=[(6, 9, 13, 2, False), (14, 16, 17, 1, False)], expected_entries=[(9, 11, 14, 1, False)]),
    # -- comprehensions.fold_inlined_comprehensions (3.12+) ---------------
    Case("inlined_list_comprehension", FROM312, comprehensions.fold_inlined_comprehensions,
         [("LOAD_FAST", "xs"), ("GET_ITER", None), ("LOAD_FAST_AND_CLEAR", "x"), ("SWAP", 2), ("BUILD_LIST", 0),
          ("SWAP", 2), ("FOR_ITER", None, 11), ("STORE_FAST", "x"), ("LOAD_FAST", "x"), ("LIST_APPEND", 2),
          ("JUMP", None, 6), ("SWAP", 2), ("STORE_FAST", "x"), ("RETURN_VALUE", None),
          ("SWAP", 2), ("POP_TOP", None), ("SWAP", 2), ("STORE_FAST", "x"), ("RERAISE", 0)],
         ["LOAD_FAST 'xs'", "GET_ITER", "INLINE_COMPREHENSION ('list', ('x',))", "FOR_ITER ->8", "STORE_FAST 'x'",
          "LOAD_FAST 'x'", "LIST_APPEND 2", "JUMP ->3", "RETURN_VALUE"],
         entries=[(4, 11, 14, 2, False)], expected_entries=[]),
    Case("inlined_comprehension_in_try", FROM312, comprehensions.fold_inlined_comprehensions,
         [("LOAD_FAST", "xs"), ("GET_ITER", None), ("LOAD_FAST_AND_CLEAR", "x"), ("SWAP", 2), ("BUILD_SET", 0),
          ("SWAP", 2), ("FOR_ITER", None, 11), ("STORE_FAST", "x"), ("LOAD_FAST", "x"), ("SET_ADD", 2),
          ("JUMP", None, 6), ("SWAP", 2), ("STORE_FAST", "x"), ("RETURN_VALUE", None),
          ("SWAP", 2), ("POP_TOP", None), ("SWAP", 2), ("STORE_FAST", "x"), ("RERAISE", 0),
          ("PUSH_EXC_INFO", None), ("RERAISE", 0)],
         ["LOAD_FAST 'xs'", "GET_ITER", "INLINE_COMPREHENSION ('set', ('x',))", "FOR_ITER ->8", "STORE_FAST 'x'",
          "LOAD_FAST 'x'", "SET_ADD 2", "JUMP ->3", "RETURN_VALUE", "PUSH_EXC_INFO", "RERAISE 0"],
         # the try covers everything; the comprehension's cleanup handler is
         # replaced by the try's handler
         entries=[(0, 4, 19, 0, False), (4, 11, 14, 2, False), (11, 14, 19, 0, False), (14, 19, 19, 0, False)],
         expected_entries=[(0, 9, 9, 0, False)]),
    # -- _rename_binary_ops (3.8-3.10) ------------------------------------
    Case("old_binary_ops", UPTO310, normalize._rename_binary_ops,
         [("BINARY_ADD", None), ("INPLACE_MULTIPLY", None), ("BINARY_SUBSCR", None), ("BINARY_MATRIX_MULTIPLY", None)],
         ["BINARY_OP ('+', False)", "BINARY_OP ('*', True)", "BINARY_SUBSCR", "BINARY_OP ('@', False)"]),
    # -- _exception_match (3.8) -------------------------------------------
    Case("exception_match_3_8", ("3.8",), normalize._exception_match,
         [("DUP_TOP", None), ("LOAD_GLOBAL", "KeyError"), ("COMPARE_OP", "exception match"),
          ("POP_JUMP_IF_FALSE", None, 5), ("POP_TOP", None), ("END_FINALLY", None)],
         ["DUP_TOP", "LOAD_GLOBAL 'KeyError'", "JUMP_IF_NOT_EXC_MATCH ->4", "POP_TOP", "END_FINALLY"]),
    # -- _calls -------------------------------------------------------------
    Case("calls_3_8_3_10", UPTO310, normalize._calls,
         [("LOAD_GLOBAL", "f"), ("LOAD_CONST", 1), ("LOAD_CONST", ("k",)), ("CALL_FUNCTION_KW", 1),
          ("LOAD_METHOD", "m"), ("CALL_METHOD", 0)],
         ["LOAD_GLOBAL 'f'", "LOAD_CONST 1", "CALL_FUNCTION 1 kw=('k',)", "LOAD_METHOD 'm'", "CALL 0"]),
    Case("calls_kw_names_3_11_3_12", ("3.11", "3.12"), normalize._calls,
         [("LOAD_GLOBAL", "f"), ("LOAD_CONST", 1), ("KW_NAMES", ("k",)), ("CALL", 1), ("CALL", 0)],
         ["LOAD_GLOBAL 'f'", "LOAD_CONST 1", "CALL 1 kw=('k',)", "CALL 0"]),
    Case("calls_call_kw_3_13", ("3.13",), normalize._calls,
         [("LOAD_GLOBAL", "f"), ("LOAD_CONST", 1), ("LOAD_CONST", ("k",)), ("CALL_KW", 1), ("CALL", 0)],
         ["LOAD_GLOBAL 'f'", "LOAD_CONST 1", "CALL 1 kw=('k',)", "CALL 0"]),
    # -- _make_function -----------------------------------------------------
    Case("make_function_qualname_3_8_3_10", UPTO310, normalize._make_function,
         [("LOAD_CONST", "<code f>"), ("LOAD_CONST", "f"), ("MAKE_FUNCTION", 0), ("STORE_FAST", "f")],
         ["LOAD_CONST '<code f>'", "MAKE_FUNCTION 0", "STORE_FAST 'f'"]),
    Case("make_function_unchanged_3_11_3_12", ("3.11", "3.12"), normalize._make_function,
         [("LOAD_CONST", "<code f>"), ("MAKE_FUNCTION", 0), ("STORE_FAST", "f")],
         ["LOAD_CONST '<code f>'", "MAKE_FUNCTION 0", "STORE_FAST 'f'"]),
    Case("make_function_attributes_3_13", ("3.13",), normalize._make_function,
         [("LOAD_CONST", (1,)), ("LOAD_CONST", "<code f>"), ("MAKE_FUNCTION", None),
          ("SET_FUNCTION_ATTRIBUTE", 8), ("SET_FUNCTION_ATTRIBUTE", 1), ("STORE_FAST", "f")],
         ["LOAD_CONST (1,)", "LOAD_CONST '<code f>'", "MAKE_FUNCTION 9", "STORE_FAST 'f'"]),
    # -- _with_exit_calls (3.11+) -------------------------------------------
    Case("with_exit_call", FROM311, normalize._with_exit_calls,
         [("BEFORE_WITH", None), ("POP_TOP", None), ("LOAD_CONST", None), ("LOAD_CONST", None), ("LOAD_CONST", None),
          ("CALL", 2), ("POP_TOP", None), ("RETURN_VALUE", None)],
         ["BEFORE_WITH", "POP_TOP", "WITH_EXIT", "RETURN_VALUE"]),
    Case("with_exit_call_async", FROM311, normalize._with_exit_calls,
         [("BEFORE_ASYNC_WITH", None), ("POP_TOP", None), ("LOAD_CONST", None), ("LOAD_CONST", None),
          ("LOAD_CONST", None), ("CALL", 2), ("GET_AWAITABLE", 2), ("LOAD_CONST", None), ("YIELD_FROM", None),
          ("POP_TOP", None), ("RETURN_VALUE", None)],
         ["BEFORE_ASYNC_WITH", "POP_TOP", "WITH_EXIT 'async'", "RETURN_VALUE"]),
    Case("with_exit_not_a_call_of_a_null", FROM311, normalize._with_exit_calls,
         [("LOAD_GLOBAL", "f"), ("PUSH_NULL", None), ("LOAD_CONST", None), ("LOAD_CONST", None), ("LOAD_CONST", None),
          ("CALL", 2), ("POP_TOP", None), ("RETURN_VALUE", None)],
         ["LOAD_GLOBAL 'f'", "PUSH_NULL", "LOAD_CONST None", "LOAD_CONST None", "LOAD_CONST None", "CALL 2",
          "POP_TOP", "RETURN_VALUE"]),
    # -- _fold_or_pop (3.12+) -----------------------------------------------
    Case("copy_jump_pop_is_or_pop", FROM312, normalize._fold_or_pop,
         [("LOAD_FAST", "a"), ("COPY", 1), ("POP_JUMP_IF_FALSE", None, 5), ("POP_TOP", None), ("LOAD_FAST", "b"),
          ("RETURN_VALUE", None)],
         ["LOAD_FAST 'a'", "JUMP_IF_FALSE_OR_POP ->3", "LOAD_FAST 'b'", "RETURN_VALUE"]),
    Case("copy_jump_pop_reached_by_a_jump_stays", FROM312, normalize._fold_or_pop,
         [("LOAD_FAST", "a"), ("COPY", 1), ("POP_JUMP_IF_TRUE", None, 5), ("POP_TOP", None), ("JUMP", None, 3),
          ("RETURN_VALUE", None)],
         ["LOAD_FAST 'a'", "COPY 1", "POP_JUMP_IF_TRUE ->5", "POP_TOP", "JUMP ->3", "RETURN_VALUE"]),
    # -- _backward_conditionals (3.12+) --------------------------------------
    Case("backward_conditional", FROM312, normalize._backward_conditionals,
         [("LOAD_FAST", "x"), ("POP_JUMP_IF_FALSE", None, 3), ("JUMP", None, 0, {"lineno": 7}),
          ("RETURN_CONST", None)],
         ["LOAD_FAST 'x'", "POP_JUMP_IF_TRUE ->0", "RETURN_CONST None"],
         check=_folded_line(1, 7)),
    Case("backward_jump_reached_by_a_jump_stays", FROM312, normalize._backward_conditionals,
         [("LOAD_FAST", "x"), ("POP_JUMP_IF_NONE", None, 3), ("JUMP", None, 0), ("JUMP", None, 2)],
         ["LOAD_FAST 'x'", "POP_JUMP_IF_NONE ->3", "JUMP ->0", "JUMP ->2"]),
    # -- _thread_cold_jumps / _copy_cold_returns (3.12: the code after a with
    #    whose body never falls on, laid out after its clean-up) ----------
    # The with's way on lands on a lone backward jump after the RERAISE:
    # aimed at that jump's target (as 3.13 threads it), the lone jump goes.
    Case("with_way_on_threaded_through_lone_jump_3_12", ("3.12",), normalize._thread_cold_jumps,
         [("LOAD_FAST", "a"), ("POP_JUMP_IF_FALSE", None, 7), ("NOP", None), ("WITH_EXIT", None), ("JUMP", None, 6),
          ("RERAISE", 2), ("JUMP", None, 0), ("RETURN_CONST", None)],
         ["LOAD_FAST 'a'", "POP_JUMP_IF_FALSE ->6", "NOP", "WITH_EXIT", "JUMP ->0", "RERAISE 2", "RETURN_CONST None"]),
    # A lone jump back to a loop's head (another backward jump's target) is
    # kept: the with's body ends in a `continue` there.
    Case("lone_jump_to_loop_head_kept_3_12", ("3.12",), normalize._thread_cold_jumps,
         [("LOAD_FAST", "a"), ("POP_JUMP_IF_FALSE", None, 8), ("NOP", None), ("WITH_EXIT", None), ("JUMP", None, 6),
          ("RERAISE", 2), ("JUMP", None, 0), ("JUMP", None, 0), ("RETURN_CONST", None)],
         ["LOAD_FAST 'a'", "POP_JUMP_IF_FALSE ->8", "NOP", "WITH_EXIT", "JUMP ->6", "RERAISE 2", "JUMP ->0",
          "JUMP ->0", "RETURN_CONST None"]),
    # The with's way on jumps to a lone `return None` (fused, on the with's
    # line) after the RERAISE: the jump becomes its own copy (as 3.13's).
    Case("with_way_on_gets_its_copy_of_lone_return_3_12", ("3.12",), normalize._copy_cold_returns,
         [("LOAD_FAST", "a"), ("STORE_FAST", "b"), ("NOP", None), ("WITH_EXIT", None), ("JUMP", None, 6),
          ("RERAISE", 2), ("LOAD_CONST", None, {"fused": True}), ("RETURN_VALUE", None, {"fused": True})],
         ["LOAD_FAST 'a'", "STORE_FAST 'b'", "NOP", "WITH_EXIT", "LOAD_CONST None", "RETURN_VALUE", "RERAISE 2"],
         check=_copy_fused(4, 5)),
    # A written `return None` after the with (a line of its own) stays.
    Case("written_return_after_with_left_3_12", ("3.12",), normalize._copy_cold_returns,
         [("LOAD_FAST", "a"), ("STORE_FAST", "b"), ("NOP", None), ("WITH_EXIT", None), ("JUMP", None, 6),
          ("RERAISE", 2), ("LOAD_CONST", None, {"fused": True, "lineno": 5}),
          ("RETURN_VALUE", None, {"fused": True, "lineno": 5})],
         ["LOAD_FAST 'a'", "STORE_FAST 'b'", "NOP", "WITH_EXIT", "JUMP ->6", "RERAISE 2", "LOAD_CONST None",
          "RETURN_VALUE"]),
    # -- _unthread_vanished_loops (3.8/3.9: `while True: break` left as jumps) --
    Case("test_into_vanished_loop_aimed_at_its_head", ("3.8", "3.9"), normalize._unthread_vanished_loops,
         [("LOAD_FAST", "a"), ("POP_JUMP_IF_FALSE", None, 7), ("LOAD_FAST", "b"), ("POP_JUMP_IF_TRUE", None, 6),
          ("JUMP", None, 9), ("JUMP", None, 9), ("JUMP", None, 9), ("LOAD_FAST", "c"), ("RETURN_VALUE", None),
          ("LOAD_FAST", "d"), ("RETURN_VALUE", None)],
         ["LOAD_FAST 'a'", "POP_JUMP_IF_FALSE ->7", "LOAD_FAST 'b'", "POP_JUMP_IF_TRUE ->4", "JUMP ->9", "JUMP ->9",
          "JUMP ->9", "LOAD_FAST 'c'", "RETURN_VALUE", "LOAD_FAST 'd'", "RETURN_VALUE"]),
    Case("jumps_whose_middle_one_is_reached_stay", ("3.8", "3.9"), normalize._unthread_vanished_loops,
         [("LOAD_FAST", "a"), ("POP_JUMP_IF_TRUE", None, 5), ("LOAD_FAST", "b"), ("POP_JUMP_IF_TRUE", None, 4),
          ("JUMP", None, 7), ("JUMP", None, 7), ("JUMP", None, 7), ("LOAD_FAST", "c"), ("RETURN_VALUE", None)],
         ["LOAD_FAST 'a'", "POP_JUMP_IF_TRUE ->5", "LOAD_FAST 'b'", "POP_JUMP_IF_TRUE ->4", "JUMP ->7", "JUMP ->7",
          "JUMP ->7", "LOAD_FAST 'c'", "RETURN_VALUE"]),
    # -- _unthread_or_pop (every version: JUMP_IF_X_OR_POP is 3.8-3.11 bytecode,
    #    and _fold_or_pop's output on 3.12+) ---------------------------------
    Case("unthread_and_or_3_8_3_11", ALL[:4], normalize._unthread_or_pop,
         [("LOAD_FAST", "a"), ("POP_JUMP_IF_FALSE", None, 4), ("LOAD_FAST", "b"), ("JUMP_IF_TRUE_OR_POP", None, 5),
          ("LOAD_FAST", "c"), ("RETURN_VALUE", None)],
         ["LOAD_FAST 'a'", "JUMP_IF_FALSE_OR_POP ->3", "LOAD_FAST 'b'", "JUMP_IF_TRUE_OR_POP ->5", "LOAD_FAST 'c'",
          "RETURN_VALUE"]),
    Case("unthread_or_and_3_12_3_13", FROM312, normalize._unthread_or_pop,
         [("LOAD_FAST", "a"), ("POP_JUMP_IF_TRUE", None, 4), ("LOAD_FAST", "b"), ("JUMP_IF_FALSE_OR_POP", None, 5),
          ("LOAD_FAST", "c"), ("RETURN_VALUE", None)],
         ["LOAD_FAST 'a'", "JUMP_IF_TRUE_OR_POP ->3", "LOAD_FAST 'b'", "JUMP_IF_FALSE_OR_POP ->5", "LOAD_FAST 'c'",
          "RETURN_VALUE"]),
]

# The passes normalize() runs, each with at least one case above.
PASSES = {
    normalize._expand_superinstructions, normalize._cover_unprotected_try_bodies,
    normalize._drop_bookkeeping,
    normalize._stack_moves,
    normalize._drop_unreachable, normalize._drop_discarded_nones,
    normalize._drop_implicit_handlers, normalize._fold_send, _async_for,
    comprehensions.fold_inlined_comprehensions, normalize._rename_binary_ops, normalize._exception_match,
    normalize._calls, normalize._make_function, normalize._with_exit_calls, normalize._fold_or_pop,
    normalize._backward_conditionals, normalize._unthread_vanished_loops, normalize._unthread_or_pop,
    normalize._thread_cold_jumps, normalize._copy_cold_returns,
}


def cases_for(version):
    return [c for c in CASES if version in c.versions]


def main():
    """Run this interpreter's cases; print one line per failure and a count."""
    failed = 0
    mine = cases_for(PY)
    for case in mine:
        try:
            run_case(case)
        except AssertionError as exc:
            failed += 1
            print("FAIL %s" % exc)
    print("%s: %d cases, %d failed" % (PY, len(mine), failed))
    return 1 if failed or not mine else 0


if pytest is not None:
    from _pythons import REPO, VERSIONS, interpreter, run_verify

    @pytest.mark.parametrize("case", cases_for(PY), ids=repr)
    def test_pass(case):
        run_case(case)

    @pytest.mark.parametrize("version", VERSIONS)
    def test_passes_under(version):
        proc = run_verify(interpreter(version), [os.path.join(REPO, "tests", "test_bytecode_normalize.py")],
                          timeout=120)
        assert proc.returncode == 0, proc.stdout[-5000:]
        assert "%s: %d cases, 0 failed" % (version, len(cases_for(version))) in proc.stdout, proc.stdout[-2000:]

    def test_every_pass_has_a_case():
        assert set(VERSIONS) == set(ALL)
        covered = {c.run for c in CASES}
        assert not PASSES - covered, "passes without a case: %s" % sorted(p.__name__ for p in PASSES - covered)
        for case in CASES:
            assert case.versions and set(case.versions) <= set(ALL), case
        # normalize() runs exactly these passes (a new pass needs a case here)
        steps = (normalize._unfuse, normalize._fold_blocks, normalize._fold_conditions)
        source = "".join(inspect.getsource(f) for f in (normalize.normalize,) + steps)
        called = {name for name in dir(normalize) if name.startswith("_") and callable(getattr(normalize, name))
                  and re.search(r"\b%s\(rw\b" % name, source)}
        named = {p.__name__ for p in PASSES if p.__module__ == normalize.__name__} | {f.__name__ for f in steps}
        assert called == named, (sorted(called), sorted(named))
        assert "fold_async_for(rw" in source and "fold_inlined_comprehensions(rw)" in source


if __name__ == "__main__":
    sys.exit(main())
