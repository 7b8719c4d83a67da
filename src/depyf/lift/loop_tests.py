"""The tests of while loops as 3.10+ lays them out.

From 3.10 a `while c:` loop tests `c` at its top and again at its bottom
(turned round to jump back); the bottom test may be moved past the exit,
threaded through jumps or followed by copies of the code after the loop.
These readers find that test and say whether a jump is the loop's.
"""

import ast

from ..bytecode.idioms import (
    ANY_JUMP,
    COND_JUMP,
    HANDLER_CLEANUP,
    JUMP,
    LEAVES,
    NO_FALLTHROUGH,
    RETURNS_NONE,
    Idiom,
    first_where,
    fits,
    jumps_where,
    match,
    same_but_target,
    same_run,
    same_shifted,
    where,
)
from .copy_order import neutral_first, straight_body
from .exceptions_shared import CLEANUP_SIZE
from .jump_tests import negate_folded, or_folded_constant
from .nodes import const
from .segments import boolop
from .state import LoopInfo, Region, State


class LoopTestOps:
    def _while_or_false_constant(self, test, exit_way, body_start, st, ins):
        """3.10+ `while t or None:`: the constant's test folded away, `t`
        jumps into the body (at `body_start`) and falls into the way out
        (`exit_way`: a jump to the code after the loop, or a copy of it);
        the loop's bottom test is the same `t`, every jump to the body.
        Where the reading goes on, or None."""
        instrs = self.instrs
        tail = self.loop_tails.get(body_start)
        if not self.version.COPIES_EXITS or tail is None or not fits(instrs[tail], COND_JUMP) or instrs[tail].target.index != body_start:
            return None
        top = st.stmt_start
        size = exit_way - top
        bottom = tail + 1 - size
        if bottom <= body_start or not same_run(instrs, bottom, top, size):
            return None
        way = instrs[exit_way]
        gap = body_start - exit_way
        if not (
            (gap == 1 and fits(way, JUMP) and self._same_exit(self.resolve(exit_way), self.resolve(tail + 1)))
            or same_run(instrs, exit_way, tail + 1, gap)
        ):
            return None
        either = or_folded_constant(test, False)
        return self._emit_bottom_tested(either, body_start, bottom, bottom, tail + 1, top, st, ins)

    def _while_folded_arm_exit(self, test, exit_way, body_start, st, ins):
        """3.10+ `while c or (0 if a else 0):`: the conditional
        expression's arms fold to constants that never go round, so `a`
        jumps to the way out either way (to two copies of it, or to jumps
        to it). The top test falls into those ways out, at `exit_way`
        (3.10, 3.12: `test` is read with them as its true exit, the loop's
        body at `body_start` as its false one) or jumps past them to the
        exit (3.11, 3.13: `test` is the loop's, `exit_way` its body, the
        ways out right before it). Where the reading goes on, or None."""
        if not self.version.COPIES_EXITS:
            return None
        if self.loop_tails.get(body_start) is not None:
            return self._folded_arm_loop(negate_folded(test), exit_way, body_start, st, ins)
        body_start = exit_way
        if body_start not in self.loop_tails:
            return None  # (no loop begins there: `_folded_arm_loop`'s first test, before the scan for tests)
        tests = jumps_where(self.instrs, self.flow.jump_positions, COND_JUMP, st.stmt_start, body_start)
        if not tests:
            return None
        return self._folded_arm_loop(test, tests[-1] + 1, body_start, st, ins)

    def _folded_arm_loop(self, test, exit_way, body_start, st, ins):
        """The loop of _while_folded_arm_exit: the top test [top,
        exit_way), its jumps into the body at `body_start` or out (to
        [exit_way, body_start), only ways out); the bottom test the same
        tests, its last jump into the body the loop's jump back (not its
        last: `a`'s test follows it), then the first arm's way out and the code after
        the loop, where the bottom's last test jumps. A way out inside the
        tests (`(None and 1) if t else ...`: the arm folded to a jump out)
        may be a jump in one and a copy of the exit in the other."""
        instrs = self.instrs
        tail = self.loop_tails.get(body_start)
        if tail is None or not fits(instrs[tail], COND_JUMP) or instrs[tail].target.index != body_start:
            return None
        top = st.stmt_start
        into = [k for k in range(top, exit_way) if instrs[k].target is not None and self.resolve(instrs[k].target.index) == body_start]
        if not into or not fits(instrs[exit_way - 1], COND_JUMP):
            return None
        reach = min(st.end, tail + 2 * (exit_way - top))
        exits = [instrs[k].target.index for k in jumps_where(instrs, self.flow.jump_positions, COND_JUMP, tail + 1, reach)]
        for exit_ in dict.fromkeys(e for e in exits if tail < e <= st.end):
            if not self._ways_out(exit_way, body_start, exit_):
                continue
            for bottom in range(tail, body_start, -1):
                walked = self._walk_tests(top, exit_way, bottom, body_start, exit_)
                if walked is None:
                    continue
                spots, end_of_test = walked
                if spots.get(into[-1]) == tail and tail < end_of_test - 1 and self._ways_out(end_of_test, exit_, exit_):
                    return self._emit_bottom_tested(test, body_start, bottom, bottom, exit_, top, st, ins)
        return None

    def _walk_tests(self, top, end, bottom, body_start, exit_):
        """Walk the tests [top, end) and the run at `bottom` side by side:
        the same instructions, but for ways out to `exit_` (a jump there
        or a copy of the exit block) on both sides; each jump inside goes
        to the same step, out or back to the loop. ({top step: bottom
        step}, where the bottom's run ends), or None."""
        instrs = self.instrs
        spots = {}
        i, j = top, bottom
        while i < end:
            if j >= self.count:
                return None
            spots[i] = j
            way = self._way_out_size(i, exit_)
            if way:
                there = self._way_out_size(j, exit_)
                if not there:
                    return None
                i, j = i + way, j + there
                continue
            if not same_but_target(instrs[i], instrs[j]):
                return None
            i, j = i + 1, j + 1
        if i != end:
            return None
        for step, twin in spots.items():
            a, b = instrs[step], instrs[twin]
            if a.target is None or not fits(a, COND_JUMP):
                continue
            there, here = a.target.index, b.target.index
            if there in spots:
                same_way = spots[there] == here
            elif self.resolve(there) == body_start:
                same_way = self.resolve(here) == body_start
            else:
                same_way = self._leaves_to(there, exit_) and self._leaves_to(here, exit_)
            if not same_way:
                return None
        return spots, j

    def _ways_out(self, start, end, exit_):
        """Whether [start, end) is only ways to `exit_` (_way_out_size)."""
        k = start
        while k < end:
            size = self._way_out_size(k, exit_)
            if not size:
                return False
            k += size
        return k == end

    def _way_out_size(self, k, exit_):
        """The length of the way to `exit_` at `k`: a jump there, or a copy
        of the exit block there; 0 where there is none."""
        if fits(self.instrs[k], JUMP) and self.resolve(self.instrs[k].target.index) == self.resolve(exit_):
            return 1
        return self._exit_copy_size(k, self.resolve(exit_)) if k != exit_ else 0

    def _leaves_to(self, k, exit_):
        """Whether control at `k` goes to `exit_`: it is that place or a way there."""
        return self.resolve(k) == self.resolve(exit_) or self._way_out_size(k, exit_) > 0

    def _while_false_else_arm(self, test, arm_jump, false_to, st, ins):
        """3.10+ `while (b if t else None):`: the else arm's constant
        folded into `t`'s jump out, the test reads as `t and b` followed
        by the first arm's jump past the else arm, to the loop's body
        (over a copy of the way out); the bottom test is the same tests,
        jumping back to the body.  Where the reading goes on, or None."""
        instrs = self.instrs
        jump = instrs[arm_jump]
        if not (self.version.COPIES_EXITS and fits(jump, JUMP) and isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And)):
            return None
        body_start = jump.target.index
        tail = self.loop_tails.get(body_start)
        if body_start <= arm_jump + 1 or tail is None or tail >= st.end or not fits(instrs[tail], COND_JUMP) or instrs[tail].target.index != body_start:
            return None
        bottom = self._loop_test_copy(st.stmt_start, arm_jump, tail + 1)
        if bottom is None or bottom <= body_start or not self._same_exit(false_to, tail + 1) or not self._same_tests(st.stmt_start, arm_jump, bottom, tail):
            return None
        first = test.values[:-1]
        either = ast.IfExp(test=first[0] if len(first) == 1 else ast.BoolOp(op=ast.And(), values=first), body=test.values[-1], orelse=const(False))
        return self._emit_bottom_tested(either, body_start, bottom, bottom, tail + 1, st.stmt_start, st, ins)

    def _while_true_else_arm(self, test, body_start, false_to, st, ins):
        """3.11+ `while (b if t else 1):`: the true else arm left no code,
        `t`'s false jump goes into the body as the first arm's jump past
        the else arm does (right before the body); the bottom test is the
        same tests, jumping back to the body.  Where the reading goes on,
        or None."""
        instrs = self.instrs
        arm_jump = body_start - 1
        if not (self.version.COPIES_EXITS and _ends_in_true_arm(test)):
            return None
        if arm_jump <= st.stmt_start or not fits(instrs[arm_jump], JUMP) or instrs[arm_jump].target.index != body_start:
            return None
        last = self.loop_tails.get(body_start)
        # (the bottom test's jump back is the last but for the else arm's
        # jump there, which 3.12+ moves behind the exit's copy)
        tails = [k for k in range(body_start + 1, min(st.end, last + 1) if last is not None else body_start) if instrs[k].target is instrs[body_start] and fits(instrs[k], COND_JUMP)]
        for tail in reversed(tails[-2:]):
            bottom = self._loop_test_copy(st.stmt_start, arm_jump, tail + 1)
            if bottom is None or bottom <= body_start or not self._same_exit(false_to, tail + 1) or not self._same_tests(st.stmt_start, arm_jump, bottom, tail):
                continue
            arms = self._arm_jumps_back(bottom, tail, body_start)
            exit_ = tail + 1
            if arms:
                # (the empty else arm's jumps back, laid out after the way
                # out, behind a jump over them (3.11) or the exit's copy
                # (3.12+): the loop goes on where the top test leaves it)
                if not all(exit_ < k < false_to for k in arms):
                    continue
                exit_ = false_to
            return self._emit_bottom_tested(test, body_start, bottom, bottom, exit_, st.stmt_start, st, ins)
        return None

    def _arm_jumps_back(self, bottom, tail, body_start):
        """Where the bottom test [bottom, tail] jumps to the body through a
        jump past its end."""
        instrs = self.instrs
        arms = set()
        for k in range(bottom, tail):
            arm = instrs[k].target
            if arm is not None and arm.index > tail and fits(arm, JUMP) and arm.target.index == body_start:
                arms.add(arm.index)
        return arms

    def _same_tests(self, top, arm_jump, bottom, tail):
        """Whether the bottom test [bottom, tail] tests what the top test
        [top, arm_jump) does: the same steps, each jump inside going to
        the same step, to the body (the top's to the arm's jump there) or
        out of the loop; the last one turned round to jump back."""
        instrs = self.instrs
        body_start = instrs[arm_jump].target.index
        if tail - bottom != arm_jump - 1 - top:
            return False
        for k in range(tail - bottom):
            a, b = instrs[top + k], instrs[bottom + k]
            if not same_but_target(a, b):
                return False
            if a.target is None:
                continue
            there, here = a.target.index, b.target.index
            if there == arm_jump or self.resolve(there) == body_start:
                same_way = self.resolve(here) == body_start
            elif top <= there < arm_jump:
                same_way = here - bottom == there - top
            else:
                same_way = self._same_exit(there, tail + 1) and self._same_exit(here, tail + 1)
            if not same_way:
                return False
        return True

    def _bottom_tested(self, test, segs, body_start, false_to, st, ins):
        """3.10+ `while` whose bottom test is followed by exit machinery or copies."""
        instrs = self.instrs
        tail = self.loop_tails.get(body_start)
        if tail is not None and fits(instrs[tail], JUMP) and (getattr(test, "_graph", False) or len(segs) == 1):
            return self._bottom_test_through_jump(test, body_start, false_to, tail, st, ins)
        if tail is None or not fits(instrs[tail], COND_JUMP):
            return None
        exit_ = false_to
        if not body_start <= false_to <= st.end and tail < st.end and self.resolve(false_to) == self.follow_of(st.end, st.region):
            # A loop that ends the block: 3.12+ threads its exit through the
            # jump (over an else, back to a loop around) the block ends
            # with, or copies the code after the statement behind it.
            exit_ = st.end
        if tail >= exit_:
            return None
        gap = exit_ - tail - 1
        copied = same_run(instrs, tail + 1, false_to, gap)
        if not (copied or self._loop_exit_machinery(tail + 1, exit_)):
            return None
        return self._while_maybe_in_if(test, segs, body_start, exit_, tail + 1, st, ins)

    def _bottom_test_through_jump(self, test, body_start, exit_, tail, st, ins):
        """3.10+ `while (a if t else b) and True:` whose bottom copy of the
        test falls, when true, into a jump back to the body (the folded
        constant's place) instead of ending in a jump back: the loop, or
        None where the code before that jump is no copy of the test."""
        if not tail < exit_ <= st.end or not same_run(self.instrs, tail + 1, exit_, exit_ - tail - 1):
            return None
        bottom = self._graph_bottom(test, st.stmt_start, body_start, tail, exit_, st, falls=True)
        if bottom is None:
            return None
        self.skip[tail] = exit_
        # (the top test falls into the body where the constant was: the
        # jump there, to the very next instruction, is dropped)
        test = boolop(ast.And, test, const(True))
        return self._emit_bottom_tested(test, body_start, bottom, bottom, exit_, st.stmt_start, st, ins)

    def _while_maybe_in_if(self, test, segs, body_start, exit_, test_end, st, ins):
        """The bottom-tested loop whose top test is the condition (or its
        later members), or None where the loop tests none of it again: `if
        c: while d: continue`, the loop its own test alone (the jump out
        and the jump back folded into one conditional jump back), is the
        if's body."""
        bottom = self._loop_test_at(st.stmt_start, body_start, test_end)
        if bottom is None:
            # `if a: while b:` whose exits CPython merged: the loop re-tests
            # only the chain's later members.
            k = self._loop_chain_start(segs, body_start, test_end)
            if k is not None:
                return self._if_around_while(segs, k, body_start, exit_, test_end, st, ins)
            scanned = self.scan_segment(body_start, st.region, list(st.stack))
            if scanned is not None and scanned[1] == test_end - 1:
                return None
        elif bottom > test_end - (body_start - st.stmt_start) and (not fits(self.instrs[bottom - 1], NO_FALLTHROUGH) or self._ends_handler_in_body(body_start, bottom)):
            # `if a or b: while a:`: the bottom test the body falls into,
            # shorter than the whole test, is no copy of it but one of its
            # later members alone, whose first step only looks like the
            # test's first step. (A copy whose arms end in copies of the
            # exit is longer, or is matched at its last arm, jumped to.)
            for k in range(1, len(segs)):
                if self._loop_test_copy(segs[k].start, body_start, test_end) == bottom:
                    return self._if_around_while(segs, k, body_start, exit_, test_end, st, ins)
        return self.while_loop_bottom_tested(test, segs, body_start, exit_, st, ins, test_end=test_end)

    def bottom_test_made_last(self, test, body, top, body_start, bottom):
        """3.10/3.11 (EXIT_COPIES_IN_MAKING_ORDER, lift/copy_order.py): a
        loop whose body makes no block tests at its bottom from the block
        made for the body, before the top test's later blocks: the copy of
        the exit its first test jumps to comes right after the top's
        first test's.  Where it comes after a later top test's copy, the
        source's test began with dead code (`while None and x or t:`),
        whose folded test gave each first test a block of its own: `test`
        after a neutral constant then; else `test`."""
        if not self.version.EXIT_COPIES_IN_MAKING_ORDER or not straight_body(body):
            return test
        instrs = self.instrs
        tops = jumps_where(instrs, self.flow.jump_positions, COND_JUMP, top, body_start)
        again = first_where(instrs, COND_JUMP, bottom, self.count)
        if len(tops) < 2 or again is None:
            return test
        landing = instrs[again].target.index
        # (copies of the implicit `return None`, the lineless exit copied
        # onto conditional jumps)
        if landing <= again or instrs[tops[0]].target.index == landing or match(instrs, landing, RETURNS_NONE) is None:
            return test
        for k in tops[1:]:
            t = instrs[k].target.index
            if again < t < landing and match(instrs, t, RETURNS_NONE) is not None:
                return neutral_first(test)
        return test

    def _loop_chain_start(self, segs, body_start, test_end):
        """Which member of the chain `segs` the loop's test begins at (`if
        a and b: while c:`), the if's test being the members before it:
        the first whose members from there to the body are as long as the
        bottom copy of the test ending at `test_end`; else the first whose
        first step the bottom copy begins with (`_loop_test_at`); None
        when none. (`if a and b(): while b():` tests `b()` twice before
        the body, once in the if's test, once in the loop's: a bottom copy
        begun like the if's `b()` is no copy of `b() and b()`.)"""
        found = [(k, self._loop_test_at(segs[k].start, body_start, test_end)) for k in range(1, len(segs))]
        found = [(k, bottom) for k, bottom in found if bottom is not None]
        whole = [k for k, bottom in found if test_end - bottom == body_start - segs[k].start]
        if whole:
            return whole[0]
        return found[0][0] if found else None

    def _ends_handler_in_body(self, body_start, k):
        """Whether the re-raise before k ends the handler of a try statement
        in the loop's body [body_start, k): the body falls into the bottom
        test at k, reached by the try's jumps too, not the last arm of a
        longer copy of the test after an arm ending in a copy of the exit.
        3.10 keeps a block stack; 3.11 ends the handler with its clean-up
        block, which only the exception table reaches (never a copy)."""
        instrs = self.instrs
        if not fits(instrs[k - 1], "RERAISE"):
            return False
        cleanup = k - CLEANUP_SIZE
        if match(instrs, cleanup, HANDLER_CLEANUP, self.version):
            # (a try body in the loop's body whose handler's clean-up it is)
            cover = self.cover
            return any(cover.get(cover.get(x, -1)) == cleanup for x in range(body_start, cleanup))
        return any(fits(instrs[s], "SETUP_FINALLY") and self._handler_end(instrs[s].target.index) == k for s in range(body_start, k))

    def _bottom_test_moved(self, test, segs, body_start, exit_, st, ins):
        """3.12+ `while` whose body ends in a try that only its handlers
        leave: the bottom test follows the handlers, past the exit, and
        jumps there when the test fails."""
        instrs = self.instrs
        # Not loop_tails: a jump back from past the handlers counts there
        # only for a loop that has no other.
        last = self.count - 1
        if not any(j.index >= exit_ for j in self.flow.jump_sources.get(body_start, ())):
            # (no jump read there from past the exit: a jump back there
            # now was one when read, as readers aim jumps only forward)
            return None
        # (the target first: tried at every forward branch, over every
        # conditional jump after it, few of which go back to the body)
        tails = [k for k in self.conditional_jumps(exit_, last) if instrs[k].target.index == body_start and fits(instrs[k], COND_JUMP)]
        if not tails:
            return None
        tail = max(tails)
        bottom = self._loop_test_at(st.stmt_start, body_start, tail + 1)
        held = self._exit_in_with_body(body_start, exit_, bottom, tail) if bottom is not None and bottom > exit_ else None
        if held is not None:
            return self._loop_around_exit(test, body_start, exit_, held, bottom, tail, st, ins)
        inner = 0
        if bottom is None:
            # `if a: while b:` whose exits CPython merged: the loop re-tests
            # only the chain's later members (a whole copy of them).
            inner = next((k for k in range(1, len(segs)) if self._loop_test_copy(segs[k].start, body_start, tail + 1) is not None), 0)
            bottom = self._loop_test_copy(segs[inner].start, body_start, tail + 1) if inner else None
        if bottom is None or bottom <= exit_:
            return None
        way_end = self._bottom_exit_ways(body_start, exit_, bottom, tail)
        if way_end is None:
            return None
        self.skip[bottom] = way_end
        # Its jumps to the exit (a way out of `a or b and c`, laid out after
        # the exit) are no loop's closing jumps.
        # (nor are the `break`s of the handlers of the body's statements,
        # laid out past the exit: a finally body's handler copy leaving
        # the loop, loop_exits_through_finally.py::case_finally_with_break_in_while_exit_copied)
        ours = self._cold_handlers_of(body_start, exit_)
        back = [k for k in range(exit_, bottom) if instrs[k].target is instrs[exit_] and fits(instrs[k], ANY_JUMP) and self._cold_owner(k) not in ours]
        if back:
            self.loop_tails[exit_] = max(back)
            self.statement_starts.add(exit_)
        else:
            self.loop_tails.pop(exit_, None)
        if inner:
            return self._if_around_while(segs, inner, body_start, exit_, None, st, ins, moved_bottom=bottom)
        return self.while_loop_bottom_tested(test, segs, body_start, exit_, st, ins, moved_bottom=bottom)

    def _bottom_test_moved_back(self, test, body_start, false_to, st, ins):
        """3.12+ `while` ending the body of a loop around, whose test's
        false way goes back (round that loop), its body leaving only by
        jumps (a with statement's `break`): the bottom test lies past the
        handlers, reached through their swallow paths, and goes back there
        too when it fails. The loop runs to the end of the block. (Or
        ending an if's body, its false way threaded over the else to the
        code after the if: with_and_loops.py::case_la16_while_with_break_in_if_else.)"""
        instrs = self.instrs
        if not self.version.COLD_CODE_AT_END:
            return None
        last = self.count - 1
        tails = [k for k in self.conditional_jumps(st.end, last) if fits(instrs[k], COND_JUMP) and instrs[k].target.index == body_start]
        if not tails:
            return None
        tail = max(tails)
        bottom = self._loop_test_at(st.stmt_start, body_start, tail + 1)
        if bottom is None or bottom < st.end:
            return None
        way_end = self._bottom_exit_ways(body_start, false_to, bottom, tail)
        if way_end is None:
            return None
        self.skip[bottom] = way_end
        return self._emit_bottom_tested(test, body_start, st.end, bottom, st.end, st.stmt_start, st, ins)

    def _bottom_exit_ways(self, body_start, exit_, bottom, tail):
        """Where the moved bottom test [bottom, tail] and its ways out end,
        when each way out goes where the top test's does: to the loop's
        exit, or to a copy of that short block (3.12+ copies `return None`
        to each way reaching it, the copy taking the line of the code
        before it) right after the test (3.13: falling from it, the next
        ones jumped to) or laid out in the body after code that does not
        fall into it, reached from the test alone (passed over there).
        None otherwise."""
        instrs = self.instrs
        exit_ = self.resolve(exit_)
        end = tail + 1
        while end < self.count and end != exit_ and not fits(instrs[end], JUMP) and self._same_block(end, exit_):
            end = self._terminal_end(end)
        if end == tail + 1:
            if not fits(instrs[end], JUMP):
                return None
            end += 1
        ways = [k for k in range(bottom, tail + 1) if instrs[k].target is not None and instrs[k].target.index != body_start and not bottom <= instrs[k].target.index <= tail]
        if fits(instrs[tail + 1], JUMP):
            ways.append(tail + 1)
        inside = set(range(bottom, end))
        passed = set()
        for k in ways:
            copy = self.resolve(instrs[k].target.index)
            if copy == exit_ or tail < copy < end:
                continue
            if not body_start < copy < exit_ or not fits(instrs[copy - 1], NO_FALLTHROUGH) or not self._same_block(copy, exit_):
                return None
            if not all(x.index in inside for x in self.flow.jump_sources.get(copy, [])):
                return None
            passed.add(copy)
        for copy in passed:
            self.skip[copy] = self._terminal_end(copy)
        return end

    def _exit_in_with_body(self, body_start, exit_, bottom, tail):
        """3.12+: [lo, hi) around `exit_`, the exit block (and the copy of
        it right before, the bottom test's), when the compiler laid it out
        inside a with body that never reaches its end (`while True:` in
        it), the with statement going on past it to the bottom test at
        `tail` (which leaves through a copy of the exit block); None
        otherwise. (Such a copy may keep the line of the code before it.)"""
        instrs = self.instrs
        hi = self._terminal_end(exit_)
        if hi is None or not fits(instrs[exit_ - 1], NO_FALLTHROUGH) or not self._same_block(self.resolve(tail + 1), exit_):
            return None
        if fits(instrs[exit_], "WITH_EXIT"):
            # (the exit call of a with whose body the loop ends, then the
            # code after it: the with's own end, not laid out inside it,
            # with_exits_312.py::case_try_in_with_in_while_in_with)
            return None
        lo = exit_
        size = hi - exit_
        # (a test of several members has a copy per member's exit, before
        # and after `exit_`, each reached from a test alone:
        # with_exits_312.py::case_returning_with_in_with_in_while_and)
        while lo - size > body_start and self._same_block(lo - size, exit_) and fits(instrs[lo - size - 1], NO_FALLTHROUGH):
            lo -= size
        while hi + size <= bottom and self._same_block(hi, exit_):
            hi += size
        copies = range(lo, hi, size)
        if any(x.target is not None and lo < x.target.index < hi and x.target.index != exit_ and not (x.target.index in copies and self._is_loop_test_jump(x.index, body_start, bottom, tail)) for x in instrs):
            return None
        withs = [x for x in instrs[body_start:lo] if fits(x, "BEFORE_WITH|BEFORE_ASYNC_WITH")]
        if not withs or not any(fits(x, "WITH_EXIT") for x in instrs[hi:bottom]):
            return None
        return lo, hi

    @staticmethod
    def _is_loop_test_jump(k, body_start, bottom, tail):
        """Whether k lies in the test of the loop whose body starts at
        body_start (before it) or in its bottom test [bottom, tail + 1]."""
        return k < body_start or bottom <= k <= tail + 1

    def _same_block(self, a, b):
        """Whether the short blocks at a and b, ending in a return or raise,
        are the same instructions (lines aside)."""
        end = self._terminal_end(b)
        return end is not None and same_run(self.instrs, a, b, end - b)

    def _terminal_end(self, k):
        """The end of the short block at k that ends in a return or raise
        (the kind the compiler copies), or None."""
        size = self._terminal_size(k, _SHORT_EXIT_MAX)
        return k + size if size else None

    def _loop_around_exit(self, test, body_start, exit_, held, bottom, tail, st, ins):
        """The loop [body_start, bottom) whose exit block `held` lies in
        its body, passed over there; the code after the loop is the copy
        the bottom test falls into (3.13), or the exit block itself that
        its jump goes back to (3.12)."""
        lo, hi = held
        self.skip[lo] = hi
        self.facts.exits_inside[lo] = hi
        for k in range(lo, hi):
            self.loop_tails.pop(k, None)
        self.skip[bottom] = tail + 1
        # (No else: a `break` jumps to a copy of the exit block.)
        loop = LoopInfo(body_start, st.stmt_start, exit_)
        body = self._loop_body(body_start, bottom, bottom, loop, st, list(st.stack))
        self._no_exit_copy(body_start, ins)
        self.emit(st, ast.While(test=test, body=body or [ast.Pass()], orelse=[]), ins)
        nxt = tail + 1
        if self.resolve(nxt) >= nxt:
            return nxt
        r = st.region
        passed = self.skip.pop(exit_, None)  # (no copy right before: the block itself was passed over)
        own_end = self._terminal_end(exit_)  # (not the copies after it)
        stmts, _ = self.block(exit_, own_end, Region(own_end, None, r.loop, r.handler_depth, r.protected), list(st.stack))
        if passed is not None:
            self.skip[exit_] = passed
        for stmt in stmts:
            self.emit(st, stmt)
        return nxt + 1

    def _loop_test_at(self, top, body_start, end_of_test):
        """Where the bottom copy of the test [top, body_start) starts, or None."""
        instrs = self.instrs
        prefix = self._test_prefix(top, body_start)
        bottom = self._loop_test_copy(top, body_start, end_of_test)
        if bottom is not None:
            return bottom
        for b in range(end_of_test - prefix, body_start - 1, -1):
            if same_run(instrs, b, top, prefix, same_shifted) and self._same_test_kind(b + prefix, top + prefix) and self._bottom_ends_fit(top, body_start, end_of_test):
                return b
        return None

    def _test_prefix(self, top, body_start):
        """How many instructions of the test at `top` come before its first
        conditional jump (at least one): what its bottom copy repeats alike."""
        prefix = 0
        while top + prefix < body_start and not fits(self.instrs[top + prefix], COND_JUMP):
            prefix += 1
        return max(prefix, 1)

    def _loop_test_copy(self, top, body_start, end_of_test):
        """Where the bottom copy of the test [top, body_start) starts when it
        is as long as the test and ends at `end_of_test`, or None."""
        prefix = self._test_prefix(top, body_start)
        bottom = end_of_test - (body_start - top)
        if bottom >= body_start and same_run(self.instrs, bottom, top, prefix, same_shifted) and self._same_test_kind(bottom + prefix, top + prefix) and self._bottom_ends_fit(top, body_start, end_of_test):
            return bottom
        return None

    def _bottom_ends_fit(self, top, body_start, end_of_test):
        """Whether the test ending at end_of_test can be the bottom copy of
        the loop test [top, body_start) when that is a plain chain of
        tests (each jumping into the body or to one exit, no conditional
        expression's jump): the top's last jump leaves when the test
        fails, so the bottom's last goes back to the body on the opposite
        outcome. (`if a or b: while not a: continue`: the inner loop's `a`
        false, back to itself, was taken for the bottom copy of `a or b`,
        whose first step it repeats, the if read as `while a or b: pass`;
        fuzz 3.12/3.13 seed 89 #841, loop_shapes.py::case_h18a_*.)"""
        instrs = self.instrs
        last, bottom = instrs[body_start - 1], instrs[end_of_test - 1]
        if not fits(last, COND_JUMP) or not fits(bottom, COND_JUMP):
            return True
        exit_ = last.target.index
        if any(fits(x, JUMP) or fits(x, COND_JUMP) and x.target.index not in (body_start, exit_) for x in instrs[top:body_start]):
            return True
        return bottom.target.index == body_start and fits(last, _JUMPS_WHEN_TRUE) != fits(bottom, _JUMPS_WHEN_TRUE)

    def _same_test_kind(self, bottom, top):
        """Whether the jumps ending two copies of a test's first step test
        alike (`is None` / truth): `if a is None: while a or b:` loads `a`
        first in both tests, and `g(a)` in the loop's body loads it too."""
        first = self.instrs[top]
        if not fits(first, COND_JUMP):
            return True
        if bottom >= self.count or not fits(self.instrs[bottom], COND_JUMP):
            return False
        return fits(self.instrs[bottom], _NONE_TEST) == fits(first, _NONE_TEST)

    def _if_around_while(self, segs, k, body_start, exit_, test_end, st, ins, moved_bottom=None):
        to = self._threaded_chain_exit(segs, body_start, exit_)
        saved = self._chain_fall
        self._chain_fall = segs[k].start
        outer = self.recover(segs[:k], 0, k, segs[k].start, to)
        self._chain_fall = saved
        inner = self.recover(segs, k, len(segs), body_start, to)
        if outer is None or inner is None:
            raise self.error("condition around a loop not understood", ins)
        region = st.region
        # Falling off the if goes on at the exit (a `break` jumps there).
        follow = self.follow_of(exit_, region) if exit_ != st.end else region.follow
        sub = State(list(st.stack), Region(exit_, follow, region.loop, region.handler_depth, region.protected), segs[k].start, exit_)
        end = self.while_loop_bottom_tested(inner, segs[k:], body_start, exit_, sub, ins, top=segs[k].start, test_end=test_end, moved_bottom=moved_bottom)
        self.emit(st, ast.If(test=outer, body=sub.stmts, orelse=[]), ins)
        return end

    def _threaded_chain_exit(self, segs, body_start, exit_):
        """Where the tests of the if and of the while in it jump when false:
        `exit_`, or (3.12+, the loop ending the body of a loop around,
        `_bottom_tested`) the place they all name instead, that loop's head,
        where the jump at `exit_` goes (`for ...: if a: while b: ...`)."""
        named = {s.target for s in segs} - {s.start for s in segs} - {body_start}
        if exit_ in named or len(named) != 1:
            return exit_
        to = next(iter(named))
        return to if self.resolve(to) == self.resolve(exit_) else exit_

    def _jump_past_else(self, body_start, else_start, end, region):
        """The furthest target past `else_start` (within the block) that a
        jump in [body_start, else_start), or in the handlers of its try
        statements, reaches, other than break/continue."""
        loop = region.loop
        best = nearest = None
        moved = self.moved_handler_code(body_start, else_start)
        swallows = set(self.moved_swallow_jumps(body_start, else_start)) if self.version.COLD_CODE_AT_END else ()
        # (3.12+: the code after a with whose body never finishes, reached
        # only when __exit__ swallows, is laid out after the handler; its
        # jump on leaves the if's body too.)
        tails = self.swallow_tail_jumps(body_start, else_start) if self.version.COLD_CODE_AT_END else []
        # (3.12+: an `async for`'s exit, its END_ASYNC_FOR laid out after
        # the function, jumps on to where the if/else goes on: a loop that
        # never goes round, `if c: async for v in it: raise`, has no jump
        # over the else of its own.)
        async_exits = [k for k in where(self.instrs, "FOR_ITER", body_start, else_start) if self.instrs[k].argval == "async"] if self.version.COLD_CODE_AT_END else []
        # (one going on at `else_start` itself, where the body's block
        # ends, leaves no else: async_code.py::
        # case_ctx18_async_for_named_clause_then_raise_in_if_then_code)
        async_exits = [k for k in async_exits if self.resolve(self.instrs[k].target.index) != else_start]
        for k in jumps_where(self.instrs, self.flow.jump_positions, ANY_JUMP, body_start, else_start) + [k for k in moved if fits(self.instrs[k], ANY_JUMP)] + tails + async_exits:
            ins = self.instrs[k]
            t = ins.target.index
            if body_start <= k < else_start and else_start < end and (
                (self.version.COLD_CODE_AT_END and (t < body_start and fits(ins, JUMP) or t > end) and self.resolve(t) == region.follow and (loop is None or region.follow not in (loop.break_to, loop.continue_to)))
                or (self.version.COPIES_EXITS and t > end and self.resolve(t) == self.follow_of(end, region))
            ):
                # A branch leaves for where the block goes on (code laid out
                # after the function, a clause, jumps back there; 3.10+
                # threads the jump to the end of an if/else ending the
                # block on to there): past the else, to the block's end.
                t = end
            elif k in swallows and self._swallow_round_loop(ins, end, region):
                t = end
            threaded_back = body_start <= k < else_start and self._test_threaded_round(ins, body_start, else_start, end, region)
            if threaded_back:
                t = end
            if t <= else_start or t > end:
                continue
            written_continue = fits(self.instrs[t], JUMP) and self.resolve(t) == loop.continue_to if loop is not None else False
            if loop is not None and not threaded_back and self.resolve(t) in (loop.break_to, loop.continue_to) and not ((self.version.COLD_CODE_AT_END or written_continue) and t == end and fits(ins, JUMP) and (t > k or k in swallows)):
                # (3.12+ does not thread a jump to the block's end onto
                # the loop's closing jump there, nor 3.8-3.11 onto a
                # closing jump that keeps a line of its own, a written
                # `continue`: that is no `continue`. A jump to a written
                # `break` there may be a `break`. A with's swallow path,
                # laid out after the loop, jumps back there.)
                continue
            if best is None or t > best:
                best = t
            nearest = t if nearest is None or t < nearest else nearest
        if self.version.COPIES_EXITS and nearest is not None and nearest < best and fits(self.instrs[nearest - 1], NO_FALLTHROUGH):
            # The jumps past the else reach copies of one exit (3.10+ gives
            # each jump to a short exit block its own copy, laid out after
            # the else): no jump of the body lands inside the else, so it
            # ends at the nearest copy (`if a and b: pass` ending the body,
            # each of its false jumps copying the closing `return None`;
            # read up to the furthest, the nearer copy went into the else
            # and the inner if's false way fell off into the code after:
            # fuzz 3.12 seed 70 #601, branch_exits.py::case_h18a_*).
            return nearest
        return best

    def _test_threaded_round(self, ins, body_start, else_start, end, region):
        """3.12+: whether the conditional jump `ins` in the body [body_start,
        else_start) of an if/else that ends the loop's body goes straight
        back to the loop's head: its way on after the statement, threaded
        through the loop's closing jump (an assert in the copy of a finally
        body ending the if's body, whose body then ends in the assert's
        raise). That way skips the else: read without one, the code there
        ran after the body (`if a: try ... finally: assert x` / `elif c:
        g()` in a for loop: fuzz 3.12 seed 62 #324, branch_exits.py::
        case_h18a_*)."""
        loop = region.loop
        if not self.version.COLD_CODE_AT_END or loop is None or not fits(ins, COND_JUMP) or else_start >= end or end != region.end or end >= self.count:
            return False
        t = ins.target.index
        return t < body_start and self.resolve(t) == loop.continue_to == region.follow and fits(self.instrs[else_start - 1], LEAVES)

    def _swallow_round_loop(self, jump, end, region):
        """3.12+: whether `jump`, a with's swallow path laid out after the
        loop, goes straight back to the head of the loop whose body ends
        at `end` with the if: it went on after the if/else (a `continue`
        after the with would jump from a line of its own)."""
        loop = region.loop
        return self.version.COLD_CODE_AT_END and loop is not None and fits(jump, JUMP) and end == region.end and self.resolve(jump.target.index) == loop.continue_to == region.follow


# The conditional jumps that test for None (the others test truth).
_NONE_TEST = Idiom("none test", "POP_JUMP_IF_NONE|POP_JUMP_IF_NOT_NONE")

# The conditional jumps taken when their test holds (truth, `is not None`).
_JUMPS_WHEN_TRUE = Idiom("jump when the test holds", "POP_JUMP_IF_TRUE|POP_JUMP_IF_NOT_NONE")


# Longest exit block the compiler copies to the end of a with body.
_SHORT_EXIT_MAX = 8


def _ends_in_true_arm(test):
    """Whether the last operand of `test` is a conditional expression
    whose else arm is the constant `True` (which the compiler left as no
    code): `a or (b if t else True)`."""
    while isinstance(test, ast.BoolOp):
        test = test.values[-1]
    return isinstance(test, ast.IfExp) and isinstance(test.orelse, ast.Constant) and test.orelse.value is True

