"""Unconditional jumps, and the exit blocks the compiler copies.

A jump is a `break`, a `continue`, a loop's jump back, or the end of an
if's body; from 3.10 the compiler copies short exit blocks (`return None`)
to every jump that reaches them, and these readers tell a copy from code
the source wrote.
"""

import ast
import bisect
from copy import deepcopy

from ..bytecode.idioms import COND_JUMP, JUMP, LEAVES, LOADS_NONE, NO_FALLTHROUGH, fits, jumps_where, same, where
from ..errors import DecompilationError
from .copy_limits import COPIED_EXIT_MAX, MAX_COPY_SIZE
from .expressions import as_expr
from .nodes import const
from .state import LoopInfo, Region


class JumpOps:
    def op_JUMP(self, ins, st):
        region = st.region
        target = self.resolve(ins.target.index)
        last = ins.index == st.end - 1
        loop = region.loop
        if self._vanished_while_true(ins, st.end, region.follow, loop):
            self.emit(st, ast.While(test=const(True), body=[ast.Break()], orelse=[]), ins)
            return ins.index + 2
        resume = self._while_true_breaking_first(ins, st)
        if resume is not None:
            return resume
        # (or to the jump itself, a statement's (TryExcept.written_jump_after))
        if last and region.follow in (target, ins.target.index) and not self._written_last_continue(ins, st) and not self._written_last_break(ins, st):
            line = self.trailing_pass_line(ins, st.stmts)
            if line is not None:
                st.stmts.append(ast.Pass(lineno=line))
            return None
        if loop is not None:
            if target == loop.continue_to:
                self.emit(st, ast.Continue(), ins)
                return None
            if target == loop.break_to or (self.version.COPIES_EXITS and self.copied_exit(target, loop.break_to)):
                # 3.10+ copies a short exit after the loop (`return x`, a
                # with's exit on the way) to each break.
                self.emit(st, ast.Break(), ins)
                return None
        if target == region.follow or (last and self.copied_exit(target, region.follow)):
            if not last and self._over_unreached(ins, st):
                # 3.8/3.9 keep code after a jump out that nothing reaches
                # (`else: break` then `return a` in a loop that never goes
                # round, read as an if): it is not the way on.
                return ins.target.index
            return None
        if self.skip.get(ins.index + 1) == ins.target.index and (ins.target.index < st.end or (last and region.follow == st.end)):
            # Over code read elsewhere (a handler), to right after it, where
            # the block goes on (or, ending the block, where it goes next).
            return None
        if ins.target.index == ins.index + 1 and ins.index + 1 not in self.skip:
            # Jumping to the next instruction is falling through (CPython
            # never emits one; generated code may, over a NOP, into a try)
            return None
        folded = self._constant_test_ternary(ins, st)
        if folded is not None:
            return folded
        if self.version.KEEPS_UNREACHABLE_CODE:
            tested = self.dead_arm_condition(ins, st)
            if tested is not None:
                return tested
        if self._over_unreached(ins, st):
            # 3.8/3.9 keep an arm a constant test dropped, which nothing
            # reaches: the jump over it leaves the source nothing to say.
            return ins.target.index
        if last and self._both_return_none(target, region.follow):
            # 3.12+: the code after a with whose body returns, laid out
            # after the function, jumps to a copy of `return None` that took
            # the with's line, not that of the block's own way on.
            return None
        if last and st.end < self.count and fits(self.instrs[st.end], JUMP) and self.resolve(st.end) == target:
            # 3.10+: going where the jump after the block goes is falling
            # into it (`b or (a if 1 else a)` as a conditional
            # expression's first arm: the folded arm's jump over its
            # dropped else is threaded through the arm's own jump; the
            # value it jumps with is that folded arm's, spelt so)
            if len(st.stack) > st.base:
                value = as_expr(self, st.stack[-1], ins)
                st.stack[-1] = ast.IfExp(test=const(True), body=value, orelse=deepcopy(value))
            return None
        raise self.error("unstructured jump", ins)

    def _both_return_none(self, a, b):
        """Whether `a` and `b` both start `return None`: jumping to
        either does the same."""
        return b is not None and all(k + 1 < self.count and LOADS_NONE.fits(self.instrs[k]) and fits(self.instrs[k + 1], "RETURN_VALUE") for k in (a, b))

    def _vanished_while_true(self, ins, end, follow, loop):
        """3.8/3.9: `while True: break` ending a block [.., end) that goes
        on at `follow`, or before more of the block, leaves its break,
        threaded there (right past the loop), then its jump back, which
        nothing reaches, threaded there too (the loop's head is the
        break). A `continue` before a loop's own jump back looks the
        same: not a loop's head."""
        nxt = ins.index + 1
        if not self.version.KEEPS_UNREACHABLE_CODE or not fits(ins, JUMP) or nxt in self.flow.jump_sources:
            return False
        # (ending the block, the break goes where the block goes on;
        # before more of it, to right past the jump back)
        over = ins.target.index == nxt + 1 <= end
        if not (over or (nxt + 1 == end and follow is not None)):
            return False
        dead = self.instrs[nxt]
        target = self.resolve(ins.target.index)
        return (fits(dead, JUMP) and dead.target is ins.target and ins.target.index > nxt and (over or target == self.resolve(follow))
                and (loop is None or target != loop.continue_to))

    def _while_true_breaking_first(self, ins, st):
        """3.8/3.9: `while True: break` then more of the body, dead code
        kept: the loop's head is the break's jump, and the body's jump
        back, threaded through it, goes past the loop too. The loop read
        and emitted: where reading goes on, or None."""
        start, end = ins.index + 1, ins.target.index
        back = end - 1
        if not (self.version.KEEPS_UNREACHABLE_CODE and len(st.stack) == st.base and start < back and end <= st.end):
            return None
        if not fits(self.instrs[back], JUMP) or self.instrs[back].target is not ins.target:
            return None
        sources = self.flow.jump_sources
        if any(not start <= j.index < end for k in range(start, end) for j in sources.get(k, ())):
            return None
        loop = LoopInfo(ins.index, ins.index, self.resolve(end))
        try:
            with self.trial:
                body = self._loop_body(start, back, ins.index, loop, st, list(st.stack))
        except DecompilationError:
            return None
        self.emit(st, ast.While(test=const(True), body=[ast.Break(), *body], orelse=[]), ins)
        return end

    def _over_unreached(self, ins, st):
        start, end = ins.index + 1, ins.target.index
        return (self.version.KEEPS_UNREACHABLE_CODE and len(st.stack) == st.base and start < end <= st.end
                and not any(k in self.flow.jump_sources for k in range(start, end)))

    def _constant_test_ternary(self, ins, st):
        """3.8/3.9: `a if 1 else b`: the constant test leaves no code, and
        the first arm's value jumps over the else arm, which nothing
        reaches (kept).  3.11+: `(d and (a if 1 else c)) if t else b`: the
        else arm is dropped, and the jump to the end of the expression,
        threaded to the end of the outer one, ends the block.  Where the
        reading goes on, or None."""
        start, merge = ins.index + 1, ins.target.index
        if merge > st.end and st.end < self.count and (self.resolve(st.end) == self.resolve(merge) or self._both_return(st.end, merge)):
            # (as the first arm of another conditional expression: the
            # jump threaded past that arm's own, see try_ternary)
            merge = st.end
        if start == merge == st.end and len(st.stack) > st.base:
            # (no dead arm left to read: the constant test's else arm is
            # gone, any value reads the same)
            body = as_expr(self, st.stack.pop(), ins)
            st.stack.append(ast.IfExp(test=const(True), body=body, orelse=const(None)))
            return merge
        if not (self.version.KEEPS_UNREACHABLE_CODE and len(st.stack) > st.base and start < merge <= st.end):
            return None
        if any(k in self.flow.jump_sources for k in range(start, merge)):
            return None
        region = st.region
        try:
            with self.trial:
                sub = Region(merge, None, region.loop, region.handler_depth, region.protected)
                stmts, out = self.block(start, merge, sub, list(st.stack[:-1]))
        except DecompilationError:
            return None
        if stmts or len(out) != len(st.stack):
            return None
        body = as_expr(self, st.stack.pop(), ins)
        st.stack.append(ast.IfExp(test=const(True), body=body, orelse=as_expr(self, out[-1], None)))
        return merge

    def returned_dead_arm(self, ins, st):
        """3.8/3.9: `return (a if 1 else b)`: the first arm's jump past
        the else arm became the return, and the else arm, which nothing
        reaches, is kept behind it with a return of its own.  (the else
        arm's value, where the reading goes on), or None."""
        start = ins.index + 1
        if not (self.version.KEEPS_UNREACHABLE_CODE and start < st.end) or start in self.flow.jump_sources:
            return None
        if self._tested_in_statement(st, ins.index):
            # (the arm is one of a conditional expression's read there)
            return None
        returns = where(self.instrs, "RETURN_VALUE", start, st.end)
        if not returns or any(k in self.flow.jump_sources for k in range(start, returns[0] + 1)):
            return None
        end = returns[0]
        if end == self.count - 1 == start + 1 and self.instrs[start].argval is None and fits(self.instrs[start], "LOAD_CONST"):
            # (the `return None` the compiler adds when the last statement
            # does not return, after a try or if whose branches all do)
            return None
        value = self._operand_value(None, start, end, st)
        return None if value is None else (value, end + 1)

    def _tested_in_statement(self, st, end):
        """Whether the statement read up to `end` holds a conditional
        jump, or one from elsewhere jumps into it: dead code after it may
        be the else arm of a conditional expression read there. (A jump
        to its first instruction from an earlier statement of the block
        read, an if or a loop before it ending there, is no arm's; from
        before the block, it may be: the block is an arm.)"""
        return bool(jumps_where(self.instrs, self.flow.jump_positions, COND_JUMP, st.stmt_start, end)) or any(
            fits(j, COND_JUMP) and not (k == st.stmt_start and st.start <= j.index < k)
            for k in range(st.stmt_start, end + 1) for j in self.flow.jump_sources.get(k, ()))

    def _written_last_continue(self, ins, st):
        """3.8/3.9: a `continue` ending a loop's body is a jump back right
        before the loop's own, which no code reaches (kept, not removed);
        3.11+: a jump back with a line none of its ways in has."""
        loop = st.region.loop
        closing = self.instrs[st.end] if st.end < self.count else None
        # (3.10: one no jump reaches, or one jumps reach on a line past the
        # loop head's, a chained comparison's jump over its cleanup; the
        # loop's own closing jump back takes the line of its one way in,
        # or keeps the loop's line where several ways join there, before
        # the lines of the body)
        if loop is None or self.resolve(ins.target.index) != loop.continue_to:
            return False
        if self.version.KEEPS_UNREACHABLE_CODE and closing is not None and fits(closing, "POP_EXCEPT") and st.end + 1 < self.count and st.end not in self.flow.jump_sources:
            # (an except clause's own way out, unreachable after its
            # `continue`: BlockTryExcept.bare_clause_end)
            closing = self.instrs[st.end + 1]
        line_kept = ins.index not in self.flow.jump_sources or (ins.lineno or 0) > (self.instrs[loop.continue_to].lineno or 0)
        if self._own_line_jump(ins, st.start, self.version.LOOP_JUMP_BACK_TAKES_LINE_OF_WAY_IN and line_kept):
            return True  # (3.10+: a line of its own)
        return (self.version.KEEPS_UNREACHABLE_CODE and loop is not None and closing is not None
                and closing.target is ins.target
                and self.resolve(ins.target.index) == loop.continue_to
                and st.end not in self.flow.jump_sources)

    def _written_last_break(self, ins, st):
        """3.8/3.9: a `break` ending a block (an if's body, no else) that
        a `break` follows: its jump to the block's end was threaded through
        that one to the loop's exit, where a block that falls off has no
        jump (`if b: x(); break` then `break`)."""
        loop = st.region.loop
        if not self.version.KEEPS_UNREACHABLE_CODE or loop is None or st.end >= self.count or ins.target.index == st.end:
            return False
        after = self.instrs[st.end]
        target = self.resolve(ins.target.index)
        return target == loop.break_to and fits(after, JUMP) and self.resolve(st.end) == target

    def _loop_exit_machinery(self, start, exit_):
        """Whether [start, exit_) only leaves a bottom-tested loop.

        A chained comparison's bottom test ends in `JUMP exit` (or a copy of
        the exit block, 3.12+) and its cleanup `POP_TOP`.
        """
        instrs = self.instrs
        k = start
        target = self.resolve(exit_)
        while k < exit_:
            g = instrs[k]
            if fits(g, "POP_TOP") or (fits(g, JUMP) and self.resolve(g.target.index) == target):
                k += 1
                continue
            if fits(g, JUMP) and g.target.index == k + 1 and self._same_block(k + 1, target):
                # 3.12: the way out of a bottom test moved in with an async
                # for's exit from past the block: its jump back to the
                # `return None` after the loop, which took the line of the
                # body's last jump back, laid out before it.
                k = self._terminal_end(k + 1)
                continue
            size = self._exit_copy_size(k, exit_)
            if not size:
                return False
            k += size
        return True

    def _behind_cleanup(self, cleanup, false_to):
        """Length of what a chained comparison's cleanup goes on with to
        reach `false_to`: a jump there, a copy of the code there, or 0."""
        back = self.instrs[cleanup + 1]
        if fits(back, JUMP) and back.target.index == false_to:
            return 1
        return self._exit_copy_size(cleanup + 1, false_to)

    def _exit_copy_size(self, copy, original):
        """Length of the terminal block at `copy` that repeats the one at `original`."""
        instrs = self.instrs
        # (the first instructions compared before the lines: ternary scans
        # try every pair of places)
        if not same(instrs[copy], instrs[original]) or not self._copy_lines(copy, original):
            return 0
        for m in range(COPIED_EXIT_MAX):
            a, b = copy + m, original + m
            if a < self.count and self._reraise_copy_of(a, b):
                return m + 1
            if a >= self.count or b >= self.count or not same(instrs[a], instrs[b]):
                return 0
            if fits(instrs[a], LEAVES):
                return m + 1 if not self.version.COLD_CODE_AT_END or self.compiler_may_copy(copy, a + 1) else 0
        return 0

    def _reraise_copy_of(self, a, b):
        """Whether `a` is a finally body's copy of its final re-raise, read
        as a jump to it (try_finally.inner_exits), and `b` that re-raise:
        the two end a copied exit block alike."""
        return a in self.facts.fin_jumps and self.instrs[a].target.index == b

    def _same_exit(self, a, b):
        """Whether control at `a` and at `b` goes the same way (one place, or
        copies of one exit block). (None: nowhere known, the same only as
        None.)"""
        if a is None or b is None:
            return a is b
        a, b = self.resolve(a), self.resolve(b)
        return a == b or self._exit_copy_size(a, b) > 0

    def copied_exit(self, copy, original):
        """Whether `copy` starts a copy of the exit block at `original`.

        3.11+ copies short blocks that end the function (`return None`) to
        each jump that reaches them; the copies are skipped when read.
        3.10 copies a finally body ending the function (however long) to
        each way out of its try body: `a and b` jumping to two such copies
        is one condition.
        """
        if copy is None or original is None or copy == original or copy >= self.count or original >= self.count:
            return False
        instrs = self.instrs
        if not self._copy_lines(copy, original):
            return False
        for k in range(COPIED_EXIT_MAX):
            a = copy + k
            b = original + k
            if a >= self.count or b >= self.count or not same(instrs[a], instrs[b]):
                return False
            if fits(instrs[a], LEAVES):
                if copy > original:
                    self.skip[copy] = a + 1
                return True
        return False

    def compiler_may_copy(self, start, end):
        """Whether the exit block [start, end) may be the compiler's copy
        of another (3.11+ copies an exit block of at most four
        instructions, or one without a line of its own that takes the line
        of the code reaching it), never one that calls a with's __exit__:
        else the code written there (a return through a finally body's
        copy, in a clause) ends that way itself."""
        instrs = self.instrs
        if any(fits(x, "WITH_EXIT") for x in instrs[start:end]):
            return False
        return self.short_enough_to_copy(start, end) or self.inherits_line(start)

    def short_enough_to_copy(self, start, end):
        """Whether the exit block [start, end) is short enough for the
        compiler to copy it whatever its lines (3.10+: at most four
        instructions)."""
        # (normalisation splits some instructions in two: one offset each)
        return len({x.offset for x in self.instrs[start:end]}) <= MAX_COPY_SIZE

    def _copy_lines(self, copy, original):
        """Whether the block at `copy` can be a copy of the one at `original`
        by their lines: a copy keeps the line, but for the implicit `return
        None`, whose copies each take the line of the code reaching them."""
        line = self.instrs[copy].lineno
        return line == self.instrs[original].lineno or (self.inherits_line(copy) and self.inherits_line(original))

    def conditional_jumps(self, start=0, end=None):
        """The indices in [start, end) (`end` None: to the code's end) of
        the instructions that were conditional jumps when the code was
        read, in order (a reader may since have made one a plain jump:
        test each).  (Asked at every forward branch: a scan of the
        instructions after it each time was quadratic in big functions;
        so was a copy of the whole rest of the list, where the caller
        looks at a window.)"""
        found = self._conditional_jumps
        if found is None:
            # (from the jumps the flow index keeps, a tenth of the code:
            # not a scan of every instruction)
            found = self._conditional_jumps = sorted(
                ins.index for sources in self.flow.jump_sources.values() for ins in sources if fits(ins, COND_JUMP))
        lo = bisect.bisect_left(found, start)
        if end is None:
            return found[lo:]
        return found[lo:bisect.bisect_left(found, end, lo)]

    def return_none_lines(self):
        """The line of each `return None` in the code (copies included)."""
        lines = self._return_none_lines
        if lines is None:
            instrs = self.instrs
            # (LOADS_NONE's test: `fits` finds a step with an argument only
            # after a failed lookup of its opnames, and this runs at every return)
            lines = self._return_none_lines = [
                instrs[k].lineno for k in where(instrs, "RETURN_VALUE", 1) if LOADS_NONE.fits(instrs[k - 1])
            ]
        return lines

    @property
    def lineless(self):
        """3.10: indices of instructions without a line (the reader gives
        them the line before): 3.10 copies a block that starts with one, and
        ends the function, to each jump that reaches it (its first
        instruction keeps no line when the jump has none)."""
        found = self._lineless
        if found is None:
            found = self._lineless = set()
            if self.version.LINELESS_COPIES:
                none = [(a, b) for a, b, line in self.code.co_lines() if line is None]
                if none:
                    for ins in self.instrs:
                        if any(a <= ins.offset < b for a, b in none):
                            found.add(ins.index)
        return found

    def inherits_line(self, k):
        """Whether the block at `k` has the line of an instruction leading to
        it: the implicit `return None` has none and takes that one's (each
        copy of it that of its jump)."""
        sources = self.flow.jump_sources
        line = self.instrs[k].lineno
        if k in self.lineless:
            return True
        if not line:
            return True
        if k > 0 and not fits(self.instrs[k - 1], NO_FALLTHROUGH) and self.instrs[k - 1].lineno == line:
            return True
        # (a loop: a generator left early is closed by an exception thrown into it)
        for ins in sources.get(k, ()):
            if ins.lineno == line:
                return True
        return False
