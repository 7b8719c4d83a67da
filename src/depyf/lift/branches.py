"""If statements, and the conditional jumps that are `continue` or `break`.

`branch` takes a condition and its false exit and decides what it is: an
if statement (with or without else, its arms' exits maybe copied by the
compiler), a loop's test (loops.py, loop_tests.py), a `continue`/`break`,
or a conditional expression (conditional_values.py).
"""

import ast

from ..bytecode.idioms import (
    ANY_JUMP,
    CHAIN_CLEANUP_JUMP,
    COND_JUMP,
    JUMP,
    LEAVES,
    LOADS_NONE,
    NO_FALLTHROUGH,
    RETURNS_NONE,
    Idiom,
    fits,
    jumps_where,
    match,
    same_run,
    where,
)
from .copy_limits import MAX_COPY_SIZE
from .copy_order import order_exit_copies
from .jump_tests import folds_not, has_folded_arms, negate, negate_folded
from .nodes import LEAVING, const, replace_node, waiting_values
from .same_tree import same_tree
from .segments import boolop, ends_in_own_jump, kept_false_test
from .state import NoStatements, Region, StatementInValue


class BranchOps:
    def branch(self, test, segs, body_start, false_to, st, ins):
        """A conditional jump to `false_to` after the condition `test`
        (the body starts at body_start): an if statement, a loop's test, a
        `continue`/`break`, or a conditional expression.  Returns where the
        reading goes on."""
        if false_to == body_start:
            folded = self._ternary_true_constant_test(test, body_start, st)
            if folded is None:
                folded = self._or_true_constant(test, segs, body_start, st, ins)
            if folded is None and len(st.stack) > st.base:
                folded = self._never_true_test_value(test, body_start, st)
            if folded is None and len(st.stack) > st.base:
                folded = self._always_true_test_value(test, body_start, st)
            if folded is not None:
                return folded
            if self._jumps_to_copies_of(segs, body_start):
                # (its jumps went to a false constant's jump there, which
                # the compiler replaced by a copy of the code after)
                test = self._false_arms_last(test, segs) or boolop(ast.And, test, const(False))
            node = ast.If(test=test, body=[ast.Pass()], orelse=self._kept_empty_else(test, body_start))
            # (its test goes on to the same instruction either way: in a
            # comprehension, a filter never true, build_comprehension)
            node._either_way = True
            self.emit(st, node, ins)
            return body_start
        if body_start + 1 == false_to and len(st.stack) > st.base:
            folded = self._always_true_test_value(test, body_start, st)
            if folded is not None:
                return folded
        test = order_exit_copies(self.version, test, segs, self._returns_none_at)
        if self._arm_jump_left_on_exit(body_start, false_to, ins):
            test = boolop(ast.Or, negate(test), const(True))
        if self._dead_body_past_exit_copy(body_start, false_to):
            test = ast.IfExp(test=test, body=const(False), orelse=const(False))
        folded = self._branch_as_ternary(test, body_start, false_to, st, ins)
        if folded is not None:
            return folded
        copied = self._body_copies_exit(test, body_start, false_to, st, ins)
        if copied is None:
            copied = self._folded_test_around_rest(test, body_start, false_to, st, ins)
        if copied is not None:
            return copied
        if body_start < false_to <= st.end:
            looped = self.never_round_loop(test, segs, body_start, false_to, st, ins)
            if looped is not None:
                return looped
            return self._branch_forward(test, segs, body_start, false_to, st, ins)
        return self._branch_out(test, segs, body_start, false_to, st, ins)

    def _returns_none_at(self, k):
        return k < self.count and match(self.instrs, k, RETURNS_NONE) is not None

    def _kept_empty_else(self, test, body_start):
        """3.8/3.9 (KEEPS_JUMP_PAST_EMPTY_ARM): the else of `if test:
        pass` whose tests all go past the jump to the next instruction at
        body_start: `[pass]` where they keep such a jump only past an empty
        arm: a conditional expression's, which `test` holds none of, or
        this `else: pass` (`if c or a: pass / else: pass`, the tests
        threaded through that jump), else []."""
        if not self.version.KEEPS_JUMP_PAST_EMPTY_ARM or body_start + 1 >= self.count:
            return []
        jump = self.instrs[body_start]
        if not (fits(jump, JUMP) and jump.target.index == body_start + 1) or any(isinstance(n, ast.IfExp) for n in ast.walk(test)):
            return []
        return [ast.Pass()]

    def _dead_body_past_exit_copy(self, body_start, false_to):
        """3.13 (EXITS_COPIED_BEFORE_FOLDING): whether the body is only a
        jump, right before the short exit at `false_to`, to a later copy
        of that exit: the jump of a false constant, a conditional
        expression's first arm (`if (0 if t else 0):`, the else arm's
        jump to the exit copied, the body dead and dropped).  The compiler
        copied the exits before it folded the constants, so the jump made
        then stayed a jump; an empty body (`if t: pass`) leaves none."""
        if not self.version.EXITS_COPIED_BEFORE_FOLDING or body_start + 1 != false_to or body_start in self.flow.jump_sources:
            return False
        jump = self.instrs[body_start]
        if not fits(jump, JUMP) or jump.target.index <= false_to:
            return False
        size = self._terminal_size(false_to, MAX_COPY_SIZE)
        copy = jump.target.index
        return bool(size) and fits(self.instrs[false_to + size - 1], "RETURN_VALUE") and copy + size <= self.count and same_run(self.instrs, copy, false_to, size)

    def _or_true_constant(self, test, segs, body_start, st, ins):
        """`if c or 1: <body ending in an exit>`: the constant's test
        folded to a line marker of the condition's line (a NOP, dropped)
        before the body, where the tests jump when `c` holds; the code
        after the if, dead, was dropped.  `test` goes to body_start either
        way (`if not c: pass`, a `pass` would have a marker of its own
        line): the if is read with the body running to the block's end.
        Where reading goes on, or None."""
        first = self.instrs[body_start] if body_start < self.count else None
        if first is None or len(st.stack) > st.base or first.after_marker is None or first.after_marker != segs[-1].jump.lineno:
            return None
        if first.lineno in (None, first.after_marker) or not self._loop_exit_or_return(body_start, st):
            return None
        if any(s.target == body_start and s.jump.target.index != body_start for s in segs):
            # (tests jumping to a copy of the body: `if a and 0`'s false
            # jumps to a copy of the code after the dead body)
            return None
        test = boolop(ast.Or, negate(test), const(True))
        loop = st.region.loop
        if body_start == st.end and loop is not None and fits(first, JUMP) and self.resolve(first.target.index) == loop.continue_to:
            # (the body is the `continue` the loop closes with)
            self.emit(st, ast.If(test=test, body=[ast.Continue()], orelse=[]), ins)
            return body_start
        if body_start >= st.end:
            return None
        return self.emit_if(test, body_start, st.end, None, st.end, st, ins)

    def _arm_jump_left_on_exit(self, body_start, false_to, ins):
        """Before 3.10 (THREADS_JUMPS_ACROSS_LINES): whether a conditional
        expression's jump past its else arm, in the condition, lands on
        the body's first instruction, a jump that goes where the false
        way goes: `if (x if t else y) or 1: continue`.  The peephole pass
        threads a jump to a jump; this one was aimed at the constant's
        test, folded to nothing only after it ran, so the body is entered
        either way: the condition is `not test or True` (the tests'
        jumps to `false_to` are the body's jump, threaded)."""
        if not self.version.THREADS_JUMPS_ACROSS_LINES or not body_start < self.count:
            return False
        instrs = self.instrs
        if not fits(instrs[body_start], JUMP) or self.resolve(body_start) != self.resolve(false_to):
            return False
        return any(instrs[k].target.index == body_start for k in jumps_where(instrs, self.flow.jump_positions, JUMP, ins.index, body_start))

    def _loop_exit_or_return(self, at, st):
        """Whether the code at `at` is a `continue` or `break` of the loop
        around, or a return statement (not a raise: a finally body's
        exceptional copy ends in its re-raise; one line: a finally body's
        copy falls into the code after the try)."""
        first = self.instrs[at]
        if fits(first, JUMP):
            loop = st.region.loop
            return loop is not None and self.resolve(first.target.index) in (loop.continue_to, loop.break_to)
        size = self._terminal_size(at)
        if not size or not fits(self.instrs[at + size - 1], "RETURN_VALUE"):
            return False
        return all(ins.lineno in (None, first.lineno) for ins in self.instrs[at:at + size])

    def _body_copies_exit(self, test, body_start, false_to, st, ins):
        """3.10+: `if c:` whose body is a copy of the exit block that
        follows the block at `false_to`, which leaves (raises): the
        condition's true way is that exit, its false way the raise, `if
        not c: raise` (an assert whose test ends in `(x if t else 1)`: the
        constant's jump to the exit was copied, the test of `t` going to
        the copy). Where reading goes on, or None."""
        if not self.version.COPIES_EXITS or not getattr(test, "_graph", False):
            return None
        size = self._terminal_size(body_start)
        if not size or body_start + size != false_to:
            return None
        leaves = self._terminal_size(false_to)
        exit_ = false_to + leaves
        if not leaves or exit_ >= st.end or self._exit_copy_size(body_start, exit_) != size:
            return None
        if self.skip.get(exit_) == exit_ + size:
            # (the condition's reader took the exit for a copy of the body
            # here: it is the code after the if, the body the copy)
            del self.skip[exit_]
        return self.emit_if(negate(test), false_to, exit_, None, exit_, st, ins)

    def _folded_test_around_rest(self, test, body_start, false_to, st, ins):
        """3.10+ `if c or (0 if a else 0): <rest>` ending the function: the
        folded arm's ways out are copies of the function's closing
        `return None` (or jumps to it), which the condition falls into,
        read as `not c and (True if a else True)` with those ways out for
        its body: the if is the negated condition around the rest of the
        block, which ends in that return. Where reading goes on, or None."""
        instrs = self.instrs
        end = st.end
        if not self.version.COPIES_EXITS or end != self.count or st.region.loop is not None:
            return None
        if not body_start < false_to < end - 2 or not fits(instrs[end - 1], "RETURN_VALUE") or not LOADS_NONE.fits(instrs[end - 2]):
            return None
        if not has_folded_arms(test):  # (a walk of the test: asked last)
            return None
        if not self._ways_out(body_start, false_to, end - 2) or self._ways_out(false_to, end - 2, end - 2):
            return None  # (the rest only ways out too: a test that is never true, its body dead)
        return self.emit_if(negate_folded(test), false_to, end, None, end, st, ins)

    def _false_arms_last(self, test, segs):
        """`a and (False if t else False)` for the never-true `test` whose
        tests all go where its body would (3.10+): the last test, `t`,
        jumps to the else arm's folded constant, a line marker (a NOP,
        dropped: `marker_line`) before the code after, where no other
        test jumps; its first arm's constant falls, or jumps, there past
        the marker.  None where `test` is no `and` of one operand per
        test, or the tests' jumps land otherwise."""
        values = _and_operands(test)
        if values is None or len(values) != len(segs) or any(isinstance(v, (ast.BoolOp, ast.IfExp)) for v in values):
            return None
        if segs[-1].jump.marker_line is None or any(s.jump.marker_line is not None for s in segs[:-1]):
            return None
        arms = ast.IfExp(test=values[-1], body=const(False), orelse=const(False))
        return boolop(ast.And, boolop(ast.And, *values[:-1]) if len(values) > 2 else values[0], arms) if len(values) > 1 else arms

    def _jumps_to_copies_of(self, segs, at):
        """Whether every test of `segs` read as jumping to `at` jumps to a
        copy of the block there instead (3.11+), one at least."""
        aimed = [s for s in segs if s.target == at]
        return self.version.COPIES_EXITS and bool(aimed) and all(s.jump.target.index != at and self.copied_exit(s.jump.target.index, at) for s in aimed)

    def _branch_as_ternary(self, test, body_start, false_to, st, ins):
        """The branch as a conditional expression (where its arms leave one
        value each), or None.  A branch inside an expression that is none
        spills the values waiting on the stack."""
        instrs = self.instrs
        end = st.end
        if len(st.stack) > st.base:
            # A condition inside an expression: only a conditional expression
            # whose continuation CPython copied into both branches fits.
            folded = None
            last = instrs[false_to - 1] if body_start < false_to <= self.count else None
            if last is not None and fits(last, JUMP) and last.target.index > last.index:
                folded = self.try_ternary(test, body_start, false_to, last.target.index, st)
            if folded is None:
                folded = self.try_ternary_copied_tail(test, body_start, false_to, st)
            if folded is not None:
                return folded
            # Generated code may branch with values on the stack that both
            # arms use; held in temporaries they can be read from either arm.
            # Before 3.11 the value can be a return value waiting while a
            # copy of the finally body runs: it stays on the stack.
            if self.options.values_wait_at_branches or not (st.region.protected and (self.version.RETURN_WAITS_THROUGH_FINALLY or self._returned_through_branches(st, body_start, false_to))):
                self._spill_before_condition(test, st, ins)
        if false_to > body_start and false_to <= end and (
            _returns_copied_constant(instrs, false_to - 1, self.version)
            or (false_to + 1 < end and _returns_copied_constant(instrs, false_to + 1, self.version))
        ):
            # 3.12+ spells `return c` as RETURN_CONST; a constant loaded and
            # returned apart (in either arm) is the return after
            # `a if t else b`, copied.
            folded = self.try_ternary_copied_tail(test, body_start, false_to, st)
            if folded is not None:
                return folded
        if false_to > body_start and false_to <= end and fits(instrs[false_to - 1], "RETURN_VALUE"):
            folded = self.try_ternary_copied_store(test, body_start, false_to, st)
            if folded is None:
                folded = self._ternary_threaded_return(test, body_start, false_to, st)
            if folded is not None:
                return folded
        return None

    def _returned_through_branches(self, st, body_start, false_to):
        """3.11+: whether the one value waiting on the stack is a return
        value under a copy of a finally body whose branches each end in
        the return (the compiler copies the RETURN_VALUE to each): both
        arms of the branch leave by a RETURN_VALUE, nothing jumping out.
        It stays on the stack; the finally's reader strips the copy."""
        instrs = self.instrs
        if len(st.stack) != st.base + 1 or not body_start < false_to <= st.end or not fits(instrs[false_to - 1], "RETURN_VALUE"):
            return False
        k = false_to
        while k < st.end and not fits(instrs[k], NO_FALLTHROUGH):
            k += 1
        if k >= st.end or not fits(instrs[k], "RETURN_VALUE"):
            return False
        return all(x.target is None or body_start <= x.target.index <= k for x in instrs[body_start:k])

    def _spill_before_condition(self, test, st, ins):
        """Every value waiting on the stack into a temporary before the
        condition.  A value the condition holds too (the very object) was
        computed once: where the condition computes it first (a match's
        subject compared with a value pattern) the condition reads its
        temporary; elsewhere (the middle operand of a chained comparison
        not read as one) the temporary would compute it twice, and out of
        order, and the reading is refused."""
        inside = {id(node) for node in ast.walk(test)} - _evaluated_first(test)
        if any(id(value) in inside for value in waiting_values(st)):
            raise self.error("a value the condition reads waits on the stack", ins)
        for value, temp in self.spill_all(st):
            replace_node(test, value, temp)

    def _ternary_threaded_return(self, test, body_start, false_to, st):
        """Before 3.10: `return (c or b) if t else d`: the first arm's jump
        to the return became a copy of it, but a boolean operator in the
        arm, or the first arm of a conditional expression in it, jumps to
        the return itself (an if statement returning in its body would
        have no jump there).  In an arm of such an expression, whose else
        falls into that return, the first arm's copy is the only trace."""
        instrs = self.instrs
        merges = {instrs[k].target.index for k in where(instrs, _OR_POP, body_start, false_to - 1)}
        merges |= {instrs[k].target.index for k in jumps_where(instrs, self.flow.jump_positions, JUMP, body_start, false_to - 1)}
        merges = [m for m in merges if m > false_to and fits(instrs[m], "RETURN_VALUE")]
        if not merges and st.end > false_to and self._both_return(false_to - 1, st.end):
            merges = [st.end]
        if len(merges) != 1:
            return None
        return self.try_ternary(test, body_start, false_to, merges[0], st)

    def _branch_forward(self, test, segs, body_start, false_to, st, ins):
        """The condition jumps forward inside the block: an if statement
        (with an else when the body ends in a jump over it), or a loop
        tested at its bottom."""
        instrs = self.instrs
        region = st.region
        end = st.end
        last = instrs[false_to - 1]
        looped = self._while_false_else_arm(test, body_start, false_to, st, ins)
        if looped is None:
            looped = self._while_or_false_constant(test, body_start, false_to, st, ins)
        if looped is None:
            looped = self._while_true_else_arm(test, body_start, false_to, st, ins)
        if looped is None:
            looped = self._while_folded_arm_exit(test, body_start, false_to, st, ins)
        if looped is None and self._ends_in_jump_back(false_to, body_start):
            looped = self._while_maybe_in_if(test, segs, body_start, false_to, false_to, st, ins)
        if looped is None:
            looped = self._bottom_tested(test, segs, body_start, false_to, st, ins)
        if looped is None:
            looped = self._bottom_test_moved(test, segs, body_start, false_to, st, ins)
        if looped is not None:
            return looped
        # (the body's own last jump, before the handlers of a statement
        # ending it laid out inline: 3.13, a with in an except clause, whose
        # jump over the else was passed; the else read on to the block's
        # end took in the code after the if: fuzz 3.13 seed 81 #280,
        # branch_exits.py::case_h18a_*)
        if false_to in self.facts.cleanup_into_else and not fits(last, JUMP) and not fits(instrs[self.branch_exit(false_to)], JUMP) and not self._jumps_into_else(body_start, false_to, end):
            # (a body that jumps into the else too holds the rest of the
            # condition, `a < b < c and (d or 0)`: read as 3.12 reads it)
            resume = self.emit_if(test, body_start, false_to, false_to, end, st, ins)
            node = st.stmts[-1]
            if isinstance(node, ast.If) and len(node.body) > 1 and len(node.orelse) > 1 and _same_return(node.body[-1], node.orelse[-1]):
                # The else falls into the return after the statement
                # (ending in it, it would be copied behind the cleanup);
                # the branch holds a copy of it, or its own.
                st.stmts.append(node.orelse.pop())
                if self.facts.cleanup_into_else[false_to]:
                    node.body.pop()
            return resume
        if fits(last, JUMP) and last.index > body_start and self._vanished_while_true(instrs[last.index - 1], false_to, false_to, region.loop):
            return self.emit_if(test, body_start, false_to, None, false_to, st, ins)  # (its dead jump back is no jump over an else)
        if not fits(last, JUMP):
            last = instrs[self.branch_exit(false_to)]  # exceptions_shared.branch_exit
        if fits(last, JUMP) and last.index == body_start == false_to - 1 and last.target.index == false_to and last.over_line_marker:
            # (the body no more than a jump over a line marker, no `pass`'s
            # own: a conditional expression's false constants, the first
            # arm's jump to the false exit and the else arm's marker)
            never = self._false_arms_last(test, segs)
            if never is not None:
                return self.emit_if(never, body_start, body_start, None, false_to, st, ins)
        if fits(last, JUMP) and last.index >= body_start:
            resume = self._branch_over_else(test, body_start, false_to, last, st, ins)
            if resume is not None:
                return resume
        past = self._jump_past_else(body_start, false_to, end, region)
        if past is not None and self._loop_exits_into(body_start, false_to):
            past = None
        if past is None:
            past = self.loop_exit_after_else(body_start, false_to, end)
        if past is not None and not fits(instrs[false_to - 1], _FALLS_ON):
            # The body ends without a jump (raise/return) but a branch
            # inside it leaves for the end of the whole if/else.  (One
            # ending in a test, or a chained comparison's cleanup, falls
            # into the code at false_to: no else; its branches leave for
            # the exits of one condition, an assert's.)
            return self.emit_if(test, body_start, false_to, false_to, past, st, ins)
        if (region.follow is None or self._returns_none_at(region.follow)) and self._returns_none_at(false_to - 2) and fits(instrs[false_to - 3], "WITH_EXIT") and not self._returns_none_at(false_to) and self.clause_returns_none(body_start, false_to):
            # (3.13: a body ending in a `return` out of a with, which the
            # try's body so never finishes, but for a clause of its try
            # falling off into the copied `return None` that ends the
            # function, where the block goes on to: the code at false_to is
            # no code after the if, which the clause would have gone on to,
            # but an else: fuzz 3.13 seed 9 #995,
            # except_star_311.py::case_h19e_*)
            return self.emit_if(test, body_start, false_to, false_to, end, st, ins)
        return self.emit_if(test, body_start, false_to, None, false_to, st, ins, empty_else=self._empty_else_before_copy(segs, body_start, false_to, false_to))

    def _loop_exits_into(self, body_start, false_to):
        """Whether a for loop in the body [body_start, false_to) exits
        straight to false_to: the body finishes there, so the code there
        follows the if and is no else that a jump past it would skip (3.13:
        a clause's jump to the code after a try in the loop, laid out after
        the handlers, `if a: for v in xs: try ... except: pass else: return
        a; raise ...`: read as an else, the code after the try went after
        the if, run when the loop ran out; fuzz 3.13 seed 56 #965,
        async_code.py::case_lo17_async_for_try_else_return_then_raise_in_if)."""
        return any(self.instrs[k].target.index == false_to for k in where(self.instrs, "FOR_ITER", body_start, false_to))

    def _ends_in_jump_back(self, end, body_start):
        """Whether the code before `end` ends in a bottom test of a loop
        whose body starts at `body_start`: its conditional jump back, or
        the clean-up of a failed link of `while not (a < b < c)` jumping
        back (its last link jumps back when false, the others through the
        clean-up)."""
        last = self.instrs[end - 1]
        if last.target is None or last.target.index != body_start:
            return False
        if fits(last, COND_JUMP):
            return True
        # (the clean-up is only jumped to, the last link's exit copy before
        # it: a body ending in an expression statement falls into its POP_TOP)
        return match(self.instrs, end - 2, CHAIN_CLEANUP_JUMP) is not None and fits(self.instrs[end - 3], NO_FALLTHROUGH)

    def _empty_else_before_copy(self, segs, body_start, body_end, false_to):
        """Whether the condition's false jumps land on an `else: pass` (its
        line marker, dropped: Instr.marker_line) whose body, ending at
        `body_end`, ends in a copy of the exit block at `false_to`: the jump
        over the else, to that block, was replaced by the copy (3.10+), so
        the source wrote an else there, holding no code."""
        instrs = self.instrs
        lines = {s.jump.marker_line for s in segs if s.target == false_to}
        # (a try body's POP_BLOCK starting the block takes the marker's line)
        own = instrs[false_to + 1] if fits(instrs[false_to], "POP_BLOCK") and false_to + 1 < self.count else instrs[false_to]
        k = false_to
        while k < self.count and instrs[k].target is None and not fits(instrs[k], LEAVES):
            k += 1
        # (3.12+: or the marker's line on the copy itself)
        marked = lines == {None} and self._marker_taken_by_copy(false_to, k)
        if not marked and (len(lines) != 1 or None in lines or lines == {own.lineno}):
            return False
        size = k + 1 - false_to
        # (a clause's way out is copied whole: its clean-up, then the exit)
        if k >= self.count or not fits(instrs[k], "RETURN_VALUE") or not marked and len({x.offset for x in instrs[false_to:k + 1]}) > MAX_COPY_SIZE:
            return False
        # (The copy ends the body, or comes right after it where the block
        # ends before the copies: a try body's, whose reader cut them off.)
        return (body_end - size >= body_start and same_run(instrs, body_end - size, false_to, size)
                or body_end + size <= false_to and same_run(instrs, body_end, false_to, size))

    def _marker_taken_by_copy(self, false_to, k):
        """3.12+: whether the copy [false_to, k] of an except clause's way out
        that the condition's false jumps land on starts with its
        `POP_EXCEPT` on a line of its own, which no code outside the copy
        has: that of an `else: pass`, whose line marker the compiler
        dropped into the lineless instruction after it (the clause's
        clean-up after it takes that line too), where a copy reached by the
        jumps alone takes the test's line (try_except_exits_311.py::
        case_m23_else_pass_in_clause)."""
        instrs = self.instrs
        first = instrs[false_to]
        if not self.version.MARKER_LINE_GIVEN_TO_NEXT or not fits(first, "POP_EXCEPT") or first.lineno is None:
            return False
        return all(x.lineno != first.lineno for x in instrs[:false_to]) and all(x.lineno != first.lineno for x in instrs[k + 1 :])

    def _branch_over_else(self, test, body_start, false_to, last, st, ins):
        """The body [body_start, false_to) ends in the jump `last`: over an
        else, or a `continue`/`break` out of the body.  The if statement
        where the jump is over an else, or None."""
        region = st.region
        end = st.end
        jt = last.target.index
        # (A jump before handlers laid out inline: they end the body.)
        body_end = false_to - 1 if last.index == false_to - 1 else false_to
        if jt > last.index and self._break_ending_unlooped_body(jt, end, region):
            return None
        if jt > last.index:
            folded = self.try_ternary(test, body_start, false_to, jt, st)
            if folded is not None:
                return folded
            if jt <= end:
                # `else: pass`, on every version, is read here alone: the
                # body's own jump over the else's line marker and nothing
                # else (Instr.over_line_marker), reaching the very next
                # instruction once normalisation drops the marker.
                return self.emit_if(test, body_start, body_end, false_to, jt, st, ins, empty_else=jt == last.index + 1 and last.over_line_marker)
            if (
                (self.resolve(jt) == region.follow or (self.version.COPIES_EXITS and self.copied_exit(self.resolve(jt), region.follow)))
                and not self._not_threaded_past(end, last)
                and not (
                    self.version.PEEPHOLE_THREADS_ONCE and region.loop is not None and self.resolve(jt) == region.loop.break_to and self._jumps_into(body_start, false_to - 1, false_to)
                )
            ):
                # (3.11+: or to a copy of the `return None` there,
                # given the jump's line. Before 3.10, a body whose
                # inner ifs end where it does ends in `break`, not in
                # a jump over an else.)
                return self.emit_if(test, body_start, body_end, false_to, end, st, ins)
        elif (
            self.resolve(jt) == region.follow
            and region.loop is not None
            and false_to < end
            and false_to - 1 > body_start
            and (
                (self.version.COPIES_EXITS and not self._jumps_into(body_start, false_to - 1, false_to))
                or (self.loop_tails.get(jt) == end and not self._ends_in_continue(body_start, false_to, jt))
            )
            and not (self.version.COPIES_EXITS and self._jump_past_else(body_start, false_to, end, region) is not None)
            and not self._jump_to_while_true_head_continues(jt, last.index, region.loop)
            and not self._while_continue(jt, region.loop)
            and not self._own_line_jump(last, body_start)
            and not self._continue_on_last_line(last, body_start)
            and not self._handler_jumps_into(body_start, false_to)
            and not self._leaves_clause(last, end)
        ):
            # Before 3.10 the peephole threads a jump to a jump only
            # once: the jump over an else reaches the loop head
            # directly only when the else ends at the loop's back
            # edge; otherwise the body's own jump is `continue`.
            # From 3.10 it is `continue` when a branch inside the
            # body skips it, or jumps past the else.
            return self.emit_if(test, body_start, body_end, false_to, self._written_continue_after_else(body_start, false_to, end, region.loop) or end, st, ins)
        elif (
            self.version.COLD_CODE_AT_END
            and self.resolve(jt) == region.follow
            and false_to < end
            and (region.loop is None or region.follow not in (region.loop.continue_to, region.loop.break_to))
        ):
            # Code laid out after the function (a clause) jumps back
            # to where its block goes on: over the else.
            return self.emit_if(test, body_start, body_end, false_to, end, st, ins)
        return None

    def _break_ending_unlooped_body(self, jt, end, region):
        """Whether a jump to jt ending an if's body is a `break` where the
        loop body's block ends at the loop's exit: its jump back, after a
        return, was dropped as dead (`for ...: if c: break` then `return
        x`), so no else can lie between the two (an if finishing would
        need the jump back)."""
        loop = region.loop
        if loop is None or not jt == end == loop.break_to or end >= self.count:
            return False
        # (or, its jump back laid out before, where the block falls off
        # round the loop: an if finishing there would go round, not out;
        # a clause's `break` ending the block after a `continue` in a try
        # body, loop_exits_through_finally.py::case_hb17_try_else_continue_then_break_in_finally_if_break)
        return self.loop_tails.get(loop.head) is None or region.follow == loop.continue_to != end

    def _branch_out(self, test, segs, body_start, false_to, st, ins):
        """The condition jumps out of the block, or back: a loop's test, a
        `continue`/`break`, or an if whose false way is where the block
        goes on."""
        region = st.region
        end = st.end
        if body_start > end:
            # (the condition's way into its body leaves the block too: the
            # block is not where the condition ends, e.g. a conditional
            # expression's arm read as an if)
            raise self.error("the condition's body lies past its block", ins)
        if false_to > end or false_to < body_start:
            looped = self._bottom_tested(test, segs, body_start, false_to, st, ins)
            if looped is None and (false_to < body_start or self.resolve(false_to) == self.follow_of(end, region)):
                looped = self._bottom_test_moved_back(test, body_start, false_to, st, ins)
            if looped is not None:
                return looped
        target = self.resolve(false_to)
        loop = region.loop
        if self.version.CONTINUE_AS_JUMP_OVER_JUMP_BACK and false_to < body_start and loop is not None and target == loop.continue_to and isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) and folds_not(test.operand):
            # `if not (a in b): rest` would fold into `a not in b`; the jump
            # back tests `a in b` itself: `if a in b: continue` (3.12 spells
            # it as a jump on the opposite test over a jump back).
            self.emit(st, ast.If(test=test.operand, body=[ast.Continue()], orelse=[]), ins)
            return body_start
        if loop is not None and target == loop.continue_to and [s for s in segs if s.target == false_to] == segs[-1:] and ends_in_own_jump(segs[-1].jump):
            # The jump back is the if's `continue`, not the fall off the
            # end of the loop's body (that one keeps the condition's line;
            # other tests jumping there are an enclosing if's).
            self.emit(st, ast.If(test=negate(test), body=[ast.Continue()], orelse=[]), ins)
            return body_start
        if (
            target == region.follow
            or (false_to > end and target == self.follow_of(end, region))
            or self.copied_exit(target, region.follow)
        ):
            if self.version.COPIES_EXITS:
                return self.emit_if(test, body_start, end, None, end, st, ins, empty_else=self._empty_else_before_copy(segs, body_start, end, false_to))
            threaded = self._threaded_else(test, body_start, target, st, ins)
            if threaded is not None:
                return threaded
            if self._threaded_empty_else(body_start, end, target, region):
                return self.emit_if(test, body_start, end - 1, end, end, st, ins, empty_else=True)
            stop = self._threaded_through(body_start, end, false_to)
            return self.emit_if(test, body_start, stop, None, stop, st, ins)
        if loop is not None and target in (loop.continue_to, loop.break_to):
            threaded = None if self.version.COPIES_EXITS else self._threaded_loop_exit(test, body_start, target, st, ins)
            if threaded is not None:
                return threaded
            if target == loop.break_to and self._break_ends_body(false_to, body_start, st):
                # `if c: ...; continue` then `break` ending the loop's body:
                # the break falls into the exit, the test jumps straight there.
                sub = Region(end, region.follow, loop, region.handler_depth, region.protected)
                body, _ = self.block(body_start, end, sub, list(st.stack))
                if not body or not isinstance(body[-1], LEAVING):
                    body.append(ast.Continue())
                self.emit(st, ast.If(test=test, body=body, orelse=[]), ins)
                self.emit(st, ast.Break(), ins)
                return end
            leave = ast.Continue() if target == loop.continue_to else ast.Break()
            node = ast.If(test=negate(test), body=[leave], orelse=[])
            # (a test jumping straight out of the loop: see _while_true)
            node._jumps_out = isinstance(leave, ast.Break)
            self.emit(st, node, ins)
            return body_start
        tail = self._exit_copy_ending(body_start, end, false_to) if self.version.COPIES_EXITS and false_to > end else None
        if tail is not None:
            # 3.11+: the block ends in a copy of the exit block the test
            # jumps to (each way into that short exit got its own copy):
            # the if ends where the block's copy starts.
            return self.emit_if(test, body_start, tail, None, tail, st, ins)
        raise self.error("conditional jump leaves its block", ins)

    def _threaded_through(self, body_start, end, target):
        """Before 3.10: where an if whose condition jumps to `target`
        ends: at the jump the condition's was threaded through, unreached
        behind a body that leaves (`if c: return` then `continue`), or at
        `end`."""
        instrs = self.instrs
        for k in range(end - 1, body_start, -1):
            x = instrs[k]
            if fits(x, JUMP) and x.target.index == target and fits(instrs[k - 1], LEAVES) and k not in self.flow.jump_sources:
                # (Not a nested if's jump over its else, unreached behind
                # a return too: the body's branches jump past it.)
                if any(y.target is not None and k < y.target.index < end for y in instrs[body_start:k]):
                    return end
                return k
        return end

    def _exit_copy_ending(self, start, end, original):
        """Where the copy of the exit block at `original` that ends the
        block [start, end) begins; None if the block ends otherwise."""
        for size in range(1, 9):
            k = end - size
            if k <= start:
                return None
            if self._exit_copy_size(k, original) == size:
                return k
        return None

    def _jump_to_while_true_head_continues(self, target, at, loop):
        """3.10: a jump at `at` straight to the head of a `while True:`
        whose jump back comes later is a `continue`: the jump over an else
        goes to that jump back (on the `while` line, it is not threaded)."""
        if not self.version.JUMP_TO_WHILE_TRUE_HEAD_IS_CONTINUE or target != loop.head or loop.continue_to != loop.head or fits(self.instrs[target], "FOR_ITER"):
            return False
        tail = self.loop_tails.get(target)
        return tail is not None and tail > at and fits(self.instrs[tail], JUMP)

    def _own_line_jump(self, jump, body_start, lines_taken=False):
        """3.11+: a jump back, ending the if's body [body_start, jump], with
        a line none of the code reaching it has is a written `continue`:
        the compiler copies a for loop's lineless jump back to each way in,
        and each copy takes that one's line. (Where the body has other
        jumps back, its fall-offs may have been threaded there: an else
        follows the `continue` then.) `lines_taken`: also 3.10, whose
        lineless jumps take the line of their way in."""
        if not (self.version.JUMPS_KEEP_LINES or lines_taken) or not jump.lineno:
            return False
        head = self.resolve(jump.target.index)
        # (a clause's own `continue`, after its unwinding, is none of those)
        if any(x.target is not None and x.target is not jump and self.resolve(x.target.index) == head and not self._leaves_clause(x) for x in self.instrs[body_start : jump.index]):
            return False
        k = jump.index
        before = self.instrs[k - 1] if k > 0 and not fits(self.instrs[k - 1], NO_FALLTHROUGH) else None
        preds = self.flow.jump_sources.get(k, []) + ([before] if before is not None else [])
        # (A copy reached two ways keeps no line of either; a line none of
        # the ways in has is the jump's own.)
        return bool(preds) and all(p.lineno != jump.lineno for p in preds)

    def _leaves_clause(self, jump, end=None):
        """Whether the jump back `jump` runs right after an except clause
        unwound (its POP_EXCEPT, then the clean-up of its name): a
        `continue` (or `break`) written in the clause, where an if falling
        off inside it jumps to the clause's own way out, which unwinds
        after it (a short exit block is copied onto a jump, not that).
        3.13 threads an if's way out of a clause through the clause's own
        (CLAUSE_EXITS_THREADED), a copy of it: there only where `end`, the
        clause's end, says its own way out jumps elsewhere
        (loop_exits_through_try.py::case_cc18_clause_if_continue_then_code_before_continue)."""
        if not self._after_unwinding(jump.index):
            return False
        if self.version.BLOCK_STACK or not self.version.CLAUSE_EXITS_THREADED:
            return True
        own = self.instrs[end - 1] if end is not None and 0 < end <= self.count else None
        return own is not None and own is not jump and fits(own, JUMP) and self._after_unwinding(own.index) and own.target is not jump.target

    def _after_unwinding(self, k):
        """Whether the instruction at k comes right after an except clause
        unwound: its POP_EXCEPT, then the clean-up of its name."""
        return k > 0 and (fits(self.instrs[k - 1], "POP_EXCEPT") or k > 3 and fits(self.instrs[k - 4], "POP_EXCEPT") and self._name_cleanup(k - 3))

    def _continue_on_last_line(self, jump, body_start):
        """Before 3.11: a jump back ending the if's body [body_start, jump]
        on a line after every line of the body is a written `continue`:
        the jump over an else keeps the line of the body's last statement
        (3.10: takes its way in's), where a `continue` ending the body has
        its own. (Other jumps back in the body, threaded, say nothing; but
        not where the body holds a loop, whose breaks threaded through the
        jump need it to be where the body's block goes on.)"""
        if self.version.JUMPS_KEEP_LINES or not jump.lineno or any(body_start <= h < jump.index for h in self.loop_tails):
            return False
        # (3.10: a copy of the code after the loop, a `break`'s, keeps
        # that code's later line: no line of the body's)
        lines = [x.lineno for x in self.instrs[body_start : jump.index] if x.lineno and not (x.lineno > jump.lineno and self._in_exit_run(x.index, jump.index))]
        return bool(lines) and jump.lineno > max(lines)

    def _in_exit_run(self, k, stop):
        """Whether the straight code from k (before stop) ends in a return
        or raise, no jump first: an exit block (or a copy of one)."""
        instrs = self.instrs
        for j in range(k, stop):
            if fits(instrs[j], "RETURN_VALUE|RAISE_VARARGS"):
                return True
            if instrs[j].target is not None or fits(instrs[j], NO_FALLTHROUGH):
                return False
        return False

    def _not_threaded_past(self, end, jump):
        """3.11+: whether `jump`, past the block's end, cannot be the jump
        over an else threaded on through the jump at `end`: that one has a
        line of its own (a `break`, not the lineless jump over an outer
        else), which the compiler threads only a jump on the same line
        through; `jump` is then a `break` (or `continue`) itself."""
        instrs = self.instrs
        if not self.version.JUMPS_KEEP_LINES or end >= self.count or not fits(instrs[end], JUMP) or fits(instrs[end - 1], NO_FALLTHROUGH):
            return False
        line = instrs[end].lineno
        return bool(line) and line != instrs[end - 1].lineno and line != jump.lineno

    def _while_continue(self, target, loop):
        """3.11+: a jump straight back to a `while` loop's head (or top
        test) is a `continue`: the jump over an else goes to the loop's own
        jump back (or bottom test), which keeps the `while` line and so is
        not threaded; only a for loop's jump back, lineless, is copied."""
        # (a jump to a for loop's head through a `continue` written after
        # the statement the body ends, on its own line, falls off into it:
        # loop_exits_through_try.py::case_cc18_clause_if_else_then_code_before_continue)
        return self.version.JUMPS_KEEP_LINES and self.resolve(target) == loop.continue_to and not fits(self.instrs[self.resolve(target)], "FOR_ITER")

    def _break_ends_body(self, exit_, body_start, st):
        """3.10+: a conditional jump straight to a while loop's exit (no
        `break` jump of its own) from its body's top level, where the rest
        of the body ends in the jump back to the test."""
        end = st.end
        return (
            self.version.COPIES_EXITS
            and body_start < end == st.region.end < self.count
            and not fits(self.instrs[exit_], JUMP)
            and fits(self.instrs[end], JUMP)
            and self.resolve(end) == st.region.loop.continue_to
        )

    def _jumps_into(self, start, end, target):
        return any(ins.target is not None and ins.target.index == target for ins in self.instrs[start:end])

    def _written_continue_after_else(self, body_start, else_start, end, loop):
        """Before 3.10: a written `continue` after an if/else ending a
        loop's body, which a branch inside the body jumps to (the body's
        own jump over the else threaded on to the loop's head): where the
        else ends; or None."""
        if self.version.COPIES_EXITS:
            return None
        instrs = self.instrs
        for k in jumps_where(instrs, self.flow.jump_positions, ANY_JUMP, body_start, else_start - 1):
            t = instrs[k].target.index
            if else_start < t < end and fits(instrs[t], JUMP) and self.resolve(t) == loop.continue_to:
                return t
        return None

    def _handler_jumps_into(self, body_start, else_start):
        """3.12+: whether the handler code of a statement in the body
        [body_start, else_start), laid out after it, goes on at
        `else_start` (a with's swallow path): the code after the if."""
        return self.version.COLD_CODE_AT_END and any(self.instrs[k].target.index == else_start for k in self.moved_handler_code(body_start, else_start))

    def _ends_in_continue(self, body_start, else_start, head):
        """Before 3.10: whether the jump back to `head` that ends the body
        [body_start, else_start) is a `continue` rather than the jump over
        an else: a jump inside the body reaches the code after it, or a
        conditional jump reaches `head`, threaded through that last jump
        (there being no other jump back to go through)."""
        if self._jumps_into(body_start, else_start - 1, else_start):
            return True
        inner = self.instrs[body_start : else_start - 1]
        if any(fits(ins, JUMP) and ins.target.index == head and self._in_inner_loop(ins.index, body_start, else_start - 1) for ins in inner):
            # (a `break` of a loop in the body, threaded through the jump
            # after that loop: had it been the jump over an else, to the
            # loop's back edge after the else, the break would reach that)
            return True
        if any(fits(ins, JUMP) and ins.target.index == head for ins in inner):
            return False
        return any(fits(ins, COND_JUMP) and ins.target.index == head for ins in inner)

    def _in_inner_loop(self, at, start, end):
        """Whether the instruction at `at` lies in a loop inside [start,
        end): a jump back from after it, before `end`, to it or before it,
        from `start` on."""
        return any(x.target is not None and start <= x.target.index <= at for x in self.instrs[at + 1 : end])

    def _threaded_loop_exit(self, test, body_start, target, st, ins):
        """Before 3.10 `if not c: continue` (or `break`) jumps over the
        `continue`; a conditional jump straight to the loop head (or exit)
        was threaded through a `continue` (`break`) ending the block: after
        the if's body, or as its else."""
        instrs = self.instrs
        at = st.end - 1
        if at <= body_start or not fits(instrs[at], JUMP) or self.resolve(at) != target:
            return self._threaded_else(test, body_start, target, st, ins)
        before = instrs[at - 1]
        if at - 1 > body_start and fits(before, JUMP) and self.resolve(before.index) == st.region.follow:
            return self.emit_if(test, body_start, at - 1, at, st.end, st, ins)
        return self.emit_if(test, body_start, at, None, at, st, ins)

    def _threaded_else(self, test, body_start, target, st, ins):
        """Before 3.10: `if c: ... else: continue` with code after it: the
        condition's jump was threaded through the else's `continue`, left
        unreached right behind the body's jump over it; or None."""
        instrs = self.instrs
        for at in range(st.end - 2, body_start + 1, -1):
            over = instrs[at - 1]
            if (fits(instrs[at], JUMP) and self.resolve(at) == target and at not in self.flow.jump_sources
                    and fits(over, JUMP) and over.target.index == at + 1):
                # (Not where a test inside the body was threaded there too:
                # the `continue` is then a nested if's else.)
                if any(x.target is not None and self.resolve(x.target.index) == target for x in instrs[body_start:at - 1]):
                    return None
                return self.emit_if(test, body_start, at - 1, at, at + 1, st, ins)
        return None

    def _threaded_empty_else(self, body_start, end, target, region):
        """Before 3.10: whether an if whose condition jumps to `target`,
        where the block goes on, wrote `else: pass`: its body [body_start,
        end) ends in a jump there nothing jumps to, the jump over that
        else, threaded through the jump at `end` that goes there too and
        that the condition's jump, to the else, was threaded through (`if
        a or (b and c): if a and b: pass / else: pass` then `elif`; without
        the else the body falls into the jump at `end`)."""
        instrs = self.instrs
        if region.loop is not None or end >= self.count or end - 1 <= body_start:
            return False
        last, after = instrs[end - 1], instrs[end]
        return (fits(last, JUMP) and fits(after, JUMP) and last.target.index == after.target.index == target
                and end - 1 not in self.flow.jump_sources)

    def emit_if(self, test, body_start, body_end, else_start, if_end, st, ins, empty_else=False):
        """The if statement whose body is [body_start, body_end) and else
        [else_start, if_end) (None: no else); `empty_else`: the else the
        source wrote holds nothing (`else: pass`)."""
        region = st.region
        if else_start == body_end < if_end and self._jumps_into_else(body_start, else_start, if_end):
            # The body's reading would take a jump to its end for one
            # past the else; it goes into the else (`assert b and (d if a
            # else 1)` on 3.11: the test of `d` jumps to the raise).
            raise self.error("a jump in the if's body goes into its else", ins)
        if st.stmts.__class__ is NoStatements:
            # (an if statement is a statement: in a block read for a value,
            # a conditional expression's arm, it ends the reading before
            # its bodies are read, which the if statement reading the block
            # next reads again: as a loop does, for_loop)
            raise StatementInValue()
        follow = self.follow_of(if_end, region) if if_end != st.end else region.follow
        sub = Region(body_end, follow, region.loop, region.handler_depth, region.protected)
        body, _ = self.block(body_start, body_end, sub, list(st.stack))
        if else_start is not None and body_end < else_start and fits(self.instrs[body_end], JUMP):
            line = self.trailing_pass_line(self.instrs[body_end], body)
            if line is not None:
                body.append(ast.Pass(lineno=line))
        orelse = [ast.Pass()] if empty_else else []
        if else_start is not None and not empty_else:
            sub_else = Region(if_end, follow, region.loop, region.handler_depth, region.protected)
            orelse, _ = self.block(else_start, if_end, sub_else, list(st.stack))
            if not orelse and self._marker_taken_by_copy(else_start, if_end - 1):
                orelse = [ast.Pass()]  # (the else, a clause's way out copied, holds its marker alone)
        if self.version.KEEPS_UNREACHABLE_CODE:
            test = kept_false_test(test)
        node = ast.If(test, body or [ast.Pass()], orelse)
        assertion = _as_assert(node)
        self.emit(st, assertion or node, ins)
        return if_end

    def _jumps_into_else(self, body_start, else_start, if_end):
        """Whether a jump in the body [body_start, else_start) goes to the
        else at `else_start`, where that runs otherwise than the code
        after the statement (an else that is a copy of that exit block
        runs the same)."""
        # (a for loop in the body exiting there falls into it: the code
        # after the loop, `if a < b < c: for ...: assert x` then code on
        # 3.13, its body ending in the assert's raise: fuzz 3.13 seed 119
        # #105, async_code.py::case_h19a_*)
        if not any(self.instrs[k].target.index == else_start for k in where(self.instrs, _JUMPS_OR_LOOP_EXITS, body_start, else_start)):
            return False
        return if_end >= self.count or not self._same_exit(else_start, if_end)


def _and_operands(test):
    """The operands of `test` read as an `and` (`not (not a or not b)`
    is `a and b`; a lone test is its only operand), or None."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) and isinstance(test.operand, ast.BoolOp) and isinstance(test.operand.op, ast.Or):
        return [negate(v) for v in test.operand.values]
    if isinstance(test, ast.BoolOp):
        return list(test.values) if isinstance(test.op, ast.And) else None
    return [test]


# The instructions that jump: a for loop's head jumps to its exit.
_JUMPS_OR_LOOP_EXITS = Idiom("jump, conditional jump or loop head", "JUMP|POP_JUMP_IF_FALSE|POP_JUMP_IF_TRUE|POP_JUMP_IF_NONE|POP_JUMP_IF_NOT_NONE|FOR_ITER")


# The short-circuit jumps of `and` / `or` in a value context.
_OR_POP = Idiom("boolean operator", "JUMP_IF_FALSE_OR_POP|JUMP_IF_TRUE_OR_POP")


# The last instruction of a branch that falls into the code after it.
_FALLS_ON = Idiom("falls on", "POP_JUMP_IF_FALSE|POP_JUMP_IF_TRUE|POP_JUMP_IF_NONE|POP_JUMP_IF_NOT_NONE|POP_TOP")


def _evaluated_first(test):
    """Ids of the nodes `test` evaluates before anything else, below the
    test itself: the left operand of a comparison, of a binary operation,
    the first operand of `and`/`or`, and so on down."""
    out = set()
    node = test
    while True:
        if isinstance(node, ast.Compare):
            node = node.left
        elif isinstance(node, ast.BinOp):
            node = node.left
        elif isinstance(node, ast.BoolOp):
            node = node.values[0]
        elif isinstance(node, ast.UnaryOp):
            node = node.operand
        else:
            return out
        out.add(id(node))


def _returns_copied_constant(instrs, k, version):
    ret = instrs[k]
    return (
        version.RETURN_CONST_OPCODE
        and fits(ret, "RETURN_VALUE")
        and not ret.fused
        and k > 0
        and fits(instrs[k - 1], "LOAD_CONST")
    )


def _same_return(a, b):
    return isinstance(a, ast.Return) and isinstance(b, ast.Return) and same_tree(a, b)


def tail_into_else(stmts):
    """Make the statement list that ends in `return` end in a compound
    statement: what follows the last if/try that can take an else goes
    there. Both spellings compile alike but for code after the return that
    3.8/3.9 keep only behind a compound statement (the function's implicit
    `return None`, an enclosing else's jump)."""
    for k in range(len(stmts) - 2, -1, -1):
        orelse = _free_else(stmts[k])
        if orelse is not None:
            orelse.extend(stmts[k + 1 :])
            del stmts[k + 1 :]
            return


def _free_else(stmt):
    """The empty `else` list of `stmt` that statements after it may move
    into without changing the bytecode, or None."""
    if isinstance(stmt, ast.If):
        if not (stmt.body and isinstance(stmt.body[-1], ast.Return)):
            return None
        if not stmt.orelse:
            return stmt.orelse
        if len(stmt.orelse) == 1:  # elif
            return _free_else(stmt.orelse[0])
        return None
    if isinstance(stmt, ast.Try):
        if stmt.orelse or stmt.finalbody or not stmt.handlers:
            return None
        if all(h.body and isinstance(h.body[-1], ast.Return) for h in stmt.handlers):
            return stmt.orelse
    return None


def _as_assert(node):
    """`if not c: raise AssertionError(msg)` from an assert statement."""
    if node.orelse or len(node.body) != 1:
        return None
    only = node.body[0]
    if isinstance(only, ast.Assert) and isinstance(only.test, ast.Constant) and only.test.value is False:
        return ast.Assert(test=negate(node.test), msg=only.msg)
    if not isinstance(only, ast.Raise):
        return None
    raise_ = node.body[0]
    exc = raise_.exc
    if raise_.cause is not None or exc is None:
        return None
    msg = None
    if isinstance(exc, ast.Call) and len(exc.args) == 1 and not exc.keywords:
        if isinstance(exc.args[0], ast.Starred):
            return None  # `raise AssertionError(*args)` has no assert spelling
        msg = exc.args[0]
        exc = exc.func
    if not (isinstance(exc, ast.Name) and getattr(exc, "_assertion", False)):
        return None
    return ast.Assert(test=negate(node.test), msg=msg)
