"""for, async for and while loops: where each starts and ends, its else,
its breaks and continues, and `while True:` loops whose test was folded.
"""

import ast

from ..bytecode.idioms import ANY_JUMP, BLOCK_SETUP, COND_JUMP, JUMP, LEAVES, NO_FALLTHROUGH, RETURNS_NONE, Idiom, Op, first_where, fits, jumps_where, match, same_run, same_shifted, where
from ..errors import DecompilationError
from .jump_tests import jump_test, negate
from .nodes import LEAVING, LOOP_TARGET, IterValue, Slot, Unpacking, const
from .copy_limits import MAX_COPY_SIZE
from .exceptions_shared import cannot_finish
from .segments import Segment, ends_in_own_jump, kept_false_test
from .state import LoopInfo, NoStatements, Region, State, StatementInValue


# What opens or closes a with or try statement's block on 3.11+ (no SETUP_*
# there), or runs in its handler.
_BLOCK_CODE = "BEFORE_WITH|BEFORE_ASYNC_WITH|PUSH_EXC_INFO|WITH_EXIT|POP_EXCEPT"
# A block's setup or code (`_straight_code`: one scan for both).
_BLOCK_SETUP_OR_CODE = Idiom("block setup or code", Op(BLOCK_SETUP.names | Idiom("block code", _BLOCK_CODE).names))


class LoopOps:
    def op_FOR_ITER(self, ins, st):
        # A loop whose body never reaches its end has no jump back.
        return self.for_loop(ins.index, st)

    def loop_at(self, head, st, tail):
        ins = self.instrs[head]
        if fits(ins, "FOR_ITER"):
            return self.for_loop(head, st)
        if self._continues_to_top_test(head, tail):
            # (also where that `continue` lies in a clause laid out past
            # the block: the loop, tested at its bottom, ends inside it)
            return None  # the conditional at the test's end starts the loop
        if tail >= st.end:
            # 3.12+ `while True:` going round only through a clause of a try
            # statement whose handlers lie after the block: it ends where
            # that statement's body finishes (`break` after it).
            ends = self.past_handler(head, tail, st.end) if self.version.COLD_CODE_AT_END and fits(self.instrs[tail], JUMP) else None
            if ends is None or ends > st.end:
                if not self._tail_reached_by_handlers(head, tail, st.end):
                    raise self.error("loop runs past its block", ins)
                return self.while_loop(head, tail, st, past=True)
        if self._breaks_alone_leave_shared_head(head, tail, st):
            return self._while_true(head, tail, st, ins)
        return self.while_loop(head, tail, st)

    def inner_loop_tail(self, head, end, loop):
        """The tail of a loop nested at the very start of `loop`'s body, or
        None. A jump back to the body's start is no `continue` of a
        bottom-tested `while` (that goes to the test), so it closes a loop
        inside, which shares the head."""
        instrs = self.instrs
        inner = [k for k in jumps_where(instrs, self.flow.jump_positions, JUMP, head, end) if instrs[k].target.index == head]
        if loop.continue_to != head:
            # (`while c: continue` first in a bottom-tested loop's body: its
            # test jumps back to the shared head when true, 3.12+)
            inner += [k for k in jumps_where(instrs, self.flow.jump_positions, COND_JUMP, head, end) if instrs[k].target.index == head]
        if loop.continue_to != head and self.version.COLD_CODE_AT_END:
            # (or from a clause of a try statement in the body, laid out
            # after the loop: `while True: try ... except: continue`)
            empty = self._empty_tries_at(head)
            inner += [k for k in self.moved_handler_code(head, end) if fits(instrs[k], JUMP) and instrs[k].target.index == head
                      and not any(h < k < c for h, c in empty)]
        if loop.continue_to == head:
            behind = self._loop_behind_line_nop(head, end)
            if behind is None and self.version.KEEPS_UNREACHABLE_CODE:
                behind = self._dead_inner_loop_tail(head, inner)
            if behind is not None or not self.version.JUMPS_KEEP_LINES:
                return behind
            # `while True:` right inside `while True:`: both go back to the
            # body's start, the outer loop's `continue` too. 3.11+ gives a
            # loop's closing jump the `while` line, between the outer
            # `while` and the body's first; a `continue` comes after that,
            # a jump from the handlers of a try before the loop (to the
            # code after it) before the outer `while`.
            line = instrs[head].lineno
            outer = instrs[self.loop_tails.get(head, head)].lineno
            if not line or not outer:
                return None
            inner = [k for k in inner if instrs[k].lineno and outer < instrs[k].lineno < line]
        return max(inner) if inner else None

    def _dead_inner_loop_tail(self, head, jumps_back):
        """3.8/3.9 (KEEPS_UNREACHABLE_CODE): `while True:` first in a
        `while True:` body, both heads one instruction, the inner body
        ending in `if c: ... else: break`: the peephole threaded the
        test's jump past that `break`, left dead between the if body's
        jump back and the inner loop's closing jump back, dead too, right
        before the code after the inner loop (where the break goes).
        The closing jump's index, or None."""
        for k in sorted(jumps_back, reverse=True):
            if self._closes_after_dead_else_break(head, k):
                return k
        return None

    def _closes_after_dead_else_break(self, head, k):
        """Whether the jump back to `head` at `k` is dead and follows a
        dead `break` to k + 1 after a jump back to `head` (a `while c:`
        body ending in `break` reaches that break)."""
        instrs = self.instrs
        sources = self.flow.jump_sources
        brk = k - 1
        if brk - 1 <= head or k in sources or brk in sources or not fits(instrs[brk], JUMP) or instrs[brk].target.index != k + 1:
            return False
        return fits(instrs[brk - 1], JUMP) and instrs[brk - 1].target.index == head

    def _empty_tries_at(self, at):
        """The (handler, cleanup) of each `try: pass` starting at `at` (no
        row of the table reaches its handler): its clauses' way on, the
        code after it, is `at` itself, a jump there from them no loop's."""
        cover = self.cover
        return [(h, cover[h]) for h in self.try_starts.get(at, ()) if h in self.unprotected and self.unprotected[h] is None and cover.get(h) is not None]

    def _loop_behind_line_nop(self, head, end):
        """3.10+: `while True:` first in a `while True:` body. Only the inner
        loop's line NOP lay between the two heads (normalising dropped it),
        but each jump still says where it went: past that NOP, the inner
        loop's head; to it, the outer's (its `continue` and its end)."""
        outer = self.loop_tails.get(head)
        mark = self.instrs[outer].jump_offset if outer is not None else None
        if mark is None:
            return None
        inner = [
            k for k in jumps_where(self.instrs, self.flow.jump_positions, JUMP, head, end)  # (the jumps by one scan by name: no `fits` call an instruction)
            if self.instrs[k].target.index == head
            and self.instrs[k].jump_offset is not None and self.instrs[k].jump_offset > mark
        ]
        return max(inner) if inner else None

    def _tail_reached_by_handlers(self, head, tail, end, first=None):
        """3.12+: whether the jump back at `tail`, past the block ending at
        `end`, lies in code only handlers reach (laid out after them: a
        with's swallow path, an except clause, going on to a `continue`):
        every way there, walked back, starts at the handler of a statement
        that starts in [head, end), none in the block's own code (a loop's
        else laid out there, the jump after it going to the code after the
        loop, is no loop). `first`: where those statements may start
        (`head` by default)."""
        instrs = self.instrs
        if not self.version.COLD_CODE_AT_END or not fits(instrs[tail], JUMP) or instrs[tail].target.index != head:
            return False
        first = head if first is None else first
        entries = {h for starts in (self.try_starts, self.with_starts) for k, handlers in starts.items() if first <= k < end for h in handlers}
        sources = self.flow.jump_sources
        seen = set()
        todo = [tail]
        while todo:
            k = todo.pop()
            if k in seen or k in entries:
                continue
            seen.add(k)
            ways = [x.index for x in sources.get(k, [])]
            if not fits(instrs[k - 1], NO_FALLTHROUGH):
                ways.append(k - 1)
            if k < end or not ways:
                return False
            todo.extend(ways)
        return True

    def _continues_to_top_test(self, head, tail):
        """3.12+: `continue` in a bottom-tested `while` jumps back to the
        test's first copy at `head`, the loop proper starting after it."""
        instrs = self.instrs
        for k in range(head + 1, tail + 1):
            inner = self.loop_tails.get(k)
            if inner is None or not fits(instrs[inner], COND_JUMP) or self._loop_test_at(head, k, inner + 1) is None:
                continue
            # (the `continue` in the body, before the bottom test; or in an
            # except clause of a try statement in the body, laid out after
            # the loop: not of one around the loop, whose clause goes round
            # a loop around it)
            if inner > tail or self._tail_reached_by_handlers(head, tail, inner + 1, first=k):
                return True
        return False

    def _loop_body(self, start, end, follow, loop, st, stack):
        region = Region(end, follow, loop, st.region.handler_depth, st.region.protected)
        body, out = self.block(start, end, region, stack)
        return body

    def _break_target(self, start, end, exit_):
        """Where `break` jumps: a target beyond the loop's natural exit."""
        best = None
        cold = self.swallow_tail_jumps(start, end) + self.clause_break_jumps(start, end, exit_) if self.version.COLD_CODE_AT_END else []
        for k in jumps_where(self.instrs, self.flow.jump_positions, JUMP, start, end) + cold:
            ins = self.instrs[k]
            if ins.target.index > exit_:
                if self.version.COPIES_EXITS and self._exit_copy_size(ins.target.index, exit_):
                    continue  # a break to a copy of the exit block (op_JUMP)
                if best is None or ins.target.index > best:
                    best = ins.target.index
        return best

    def _break_through_with_copy(self, start, end, exit_, st):
        """3.12+: where the code after a while loop with an else starts when a
        `break` ending a with's body left through the with's exit call
        straight into a copy of that code (a short exit block, `return
        x`): the first place past the loop's exit, up to the block's end,
        that the code right after an exit call in the body copies, the
        else falling into it; or None."""
        instrs = self.instrs
        if not (self.version.COLD_CODE_AT_END or self.version.BLOCK_EXIT_COPIES) or fits(instrs[start - 1], "FOR_ITER"):
            return None  # (a for loop's break pops its iterator first)
        # (the else runs straight on from the loop's exit: a copy further
        # on, past code that leaves, is another's, such as a with's swallow
        # path's copy of the code after it, laid out after the handlers)
        stop = min(st.end, self.count)
        leaving = first_where(instrs, NO_FALLTHROUGH, exit_, stop)
        for copy in self._past_with_exit_calls(start, end):
            for q in range(exit_ + 1, stop if leaving is None else leaving + 1):
                # (a `return x` written in the with computes its value
                # before the exit call: only its RETURN_VALUE follows it)
                size = self._exit_copy_size(copy, q)
                if size > 1 and copy + size <= end:
                    return q
        return None

    def _clause_exit_copy_past_else(self, start, end, exit_, st):
        """3.10 (`BLOCK_EXIT_COPIES`): where the code after a loop with an
        else starts when the loop ends an except clause: a `break` pops the
        iterator (a while loop's does not), then runs a copy of the clause's
        way out (`POP_EXCEPT; <code after the try>`, no jump), which the
        else falls into at its end: the first place past the loop's exit,
        up to the block's end, that such a copy repeats; or None. (Read
        without the else, the break's copy was the clause falling off,
        `pass`, and the else ran after the loop: hunt seed 275 #569,
        loop_else.py::case_h23_*.)"""
        instrs = self.instrs
        if not self.version.BLOCK_EXIT_COPIES:
            return None
        # (a for loop's break pops its iterator first)
        popped = fits(instrs[start - 1], "FOR_ITER")
        stop = min(st.end, self.count)
        leaving = first_where(instrs, NO_FALLTHROUGH, exit_, stop)
        for k in where(instrs, "POP_EXCEPT", start + popped, end):
            if popped and not fits(instrs[k - 1], "POP_TOP"):
                continue
            # (compared past the POP_EXCEPTs: a while loop's break has no
            # pop before it, its line starts at the copy's POP_EXCEPT)
            for q in where(instrs, "POP_EXCEPT", exit_ + 1, stop if leaving is None else leaving + 1):
                size = self._exit_copy_size(k + 1, q + 1)
                if size and k + 1 + size <= end:
                    return q
        return None

    def _past_with_exit_calls(self, start, end):
        """Where the with statements' exit calls in [start, end) end: past
        WITH_EXIT (3.12+), or (3.10, `BLOCK_EXIT_COPIES`) past the exit call
        that a with body's early exit makes after its POP_BLOCK
        (with_exits_in_loops.py::case_hb18_with_break_in_while_else_then_return_call)."""
        if self.version.COLD_CODE_AT_END:
            return [k + 1 for k in where(self.instrs, "WITH_EXIT", start, end)]
        return [k + n for k in where(self.instrs, "POP_BLOCK", start, end) for n in (self._with_exit_len(k)[0],) if n]

    def _threaded_break(self, start, end, exit_, st):
        """The end of a loop's else that ends the enclosing block, whose
        breaks jump there and were threaded on backwards (to the head of
        the loop around it; 3.10 and 3.11 keep such a jump forward). 3.12+
        threads an `if c: break` test there too, and a `break` in an except
        clause, laid out past the loop."""
        follow = st.region.follow
        if follow is None or follow >= start or self.resolve(exit_) == follow:
            return None
        cold = self.clause_back_jumps(start, end) if self.version.COLD_CODE_AT_END else []
        for k in list(range(start, end)) + cold:
            ins = self.instrs[k]
            if (fits(ins, JUMP) or self.version.COLD_CODE_AT_END and fits(ins, COND_JUMP)) and ins.target.index < start and self.resolve(ins.target.index) == follow:
                return st.end
        return None

    def _break_threaded_back_past_else(self, start, end, exit_, st):
        """Before 3.10 (THREADS_JUMPS_ACROSS_LINES): where the else of a
        loop ends when its breaks jump back before the loop, threaded
        through the jump back that follows the else in the block (a
        `continue` of the loop around, `if c: while ...: break / else: ...`
        then `continue`): the last such jump after the loop's exit, or
        None. (From inside the loop no other jump goes there: a `continue`
        there is the loop's own.)"""
        if not self.version.THREADS_JUMPS_ACROSS_LINES:
            return None
        instrs = self.instrs
        # (the loop's own `continue`s go back to its head, where its
        # closing jump at `end` goes)
        own = self.resolve(instrs[end].target.index) if end < self.count and fits(instrs[end], JUMP) else None
        targets = {self.resolve(instrs[k].target.index) for k in jumps_where(instrs, self.flow.jump_positions, JUMP, start, end) if instrs[k].target.index < start} - {own}
        if len(targets) != 1:
            return None
        target = targets.pop()
        for p in range(min(st.end, self.count) - 1, exit_, -1):
            if fits(instrs[p], JUMP) and instrs[p].target.index < start and self.resolve(p) == target:
                return p
        return None

    def _loop_else(self, start, end, exit_, st):
        """(else_end or None) for a loop whose breaks skip an else block."""
        brk = self._break_target(start, end, exit_)
        if brk is None:
            brk = self._threaded_break(start, end, exit_, st)
        if brk is None:
            brk = self._break_through_with_copy(start, end, exit_, st)
        if brk is None:
            brk = self._break_threaded_back_past_else(start, end, exit_, st)
        if brk is None:
            brk = self._clause_exit_copy_past_else(start, end, exit_, st)
        if brk is not None and brk > st.end and exit_ < st.end and self.resolve(brk) == self.follow_of(st.end, st.region) != self.resolve(exit_):
            # The else ends the enclosing block: breaks jump where that
            # block goes (threaded through its closing jump).
            return st.end
        if brk is not None and brk > st.end and exit_ < st.end:
            # The else is followed by a jump (`break` of a loop around),
            # through which the breaks were threaded: the last such jump.
            target = self.resolve(brk)
            for p in range(st.end - 1, exit_, -1):
                if fits(self.instrs[p], JUMP) and self.resolve(p) == target:
                    return p
        if brk is None and (any(self.instrs[k].target.index == exit_ for k in jumps_where(self.instrs, self.flow.jump_positions, JUMP, start, end)) or self._body_falls_into_exit(start, end, exit_)):
            # A jump from the body to the loop's exit is a `break` (3.13:
            # `try: break` / `except* ...` falling into the exit, the bottom
            # test laid out past the handlers): code there is no else, which
            # a break would skip.
            return None
        if brk is None:
            split = self._else_before_split_exit(exit_, st)
            return split if split is not None else self._else_before_hopped_comprehension_exit(exit_, st)
        if brk > st.end:
            return None
        if self.resolve(brk) == self.resolve(exit_):
            return None
        return brk

    def _body_falls_into_exit(self, start, end, exit_):
        """Whether the body [start, end) of a loop with no jump back closing
        it falls into the loop's exit: a `break` ending it (3.11 pops a for
        loop's iterator and falls on, no jump of its own), so the code at
        the exit is the code after the loop, never an else
        (break_continue.py::case_hb20_*)."""
        if end != exit_ or end <= start or not fits(self.instrs[start - 1], "FOR_ITER"):
            return False  # (a while loop that falls out never goes round: read as an if)
        last = self.instrs[end - 1]
        return not fits(last, NO_FALLTHROUGH) and last.target is None

    def _else_before_split_exit(self, exit_, st):
        """Where the else of a loop with no break ends when it runs into the
        short exit block ending the function, or None.  3.10+ copies a short
        run that ends the function onto each jump to it when the run is one
        block; the else's end is a label of its own, so where the else's
        last code and the code after the loop make such a run, it is two
        blocks, and a forward jump in the code after the loop (a
        conditional expression's arm to where the arms meet, a chained
        comparison's) was left landing on it.  The else ends where the
        second block begins, read at the first such jump in one of two ways:
        - by its lines (3.10-3.12): the code after the loop is straight up
          to the run (no loop, try or with); the else ends at the first line
          starting in the run, or at the implicit `return None` ending it.
          (Not 3.13: it copies the short exits before it optimises the
          blocks, so jumps made after, from folded tests, reach uncopied
          runs of their own.)
        - at its return (3.10, 3.12+, SHORT_EXITS_COPIED_ONTO_JUMPS): the
          run, a copied exit's size, ends in `return None`, where the else
          ends, and only cold code (a handler of a with in the else, 3.12+)
          follows it in the block.
        (Without breaks, either spelling runs the same.)"""
        by_lines = self.version.COPIES_EXITS and not self.version.EXITS_COPIED_BEFORE_FOLDING
        at_return = self.version.SHORT_EXITS_COPIED_ONTO_JUMPS
        if not by_lines and not at_return:
            return None
        instrs = self.instrs
        stop = min(st.end, self.count)
        checked = exit_  # (by lines: the code after the loop found straight up to here)
        for k in jumps_where(instrs, self.flow.jump_positions, JUMP, exit_, stop):
            by_lines = by_lines and self._straight_code(checked, k + 1)
            checked = k + 1
            if not by_lines and not at_return:
                return None
            join = instrs[k].target.index
            if not k < join < stop:
                continue
            leave = self._straight_run_out(join)
            if leave is None:
                continue
            if by_lines and leave < stop and self.short_enough_to_copy(join, leave + 1):
                end = self._first_line_start(join + 1, leave)
                # (3.11+: a try body is only a table's range, its handler
                # lying on; an end before which a jump goes past it would
                # split a statement: a match's case)
                if first_where(instrs, _BLOCK_CODE, exit_, leave) is None and end is not None and not any(fits(x, ANY_JUMP) and x.target.index > end for x in instrs[exit_:end]):
                    return end
                by_lines = False
            ret = leave - 1
            if at_return and ret > join and self._terminal_size(join, MAX_COPY_SIZE) == leave + 1 - join and match(instrs, ret, RETURNS_NONE) is not None and self._only_cold_after(leave + 1, st.end):
                return ret
        return None

    def _else_before_hopped_comprehension_exit(self, exit_, st):
        """Where the else of a loop with no break ends when it ends in an
        inlined comprehension whose clean-up handler stayed in place (cold
        code: past END_ASYNC_FOR), the jump at its loop's exit hopping over
        it kept (bytecode.comprehensions), or None.  3.12 copies a short
        exit block onto each jump to it: the restores after the hop, the
        code after them and `return None`, one block, take the hop's place,
        the handler then lying past the return.  The else's end is a label
        of its own, splitting that run in two: the hop stays, and the else
        ends at the `return None`.  (Not 3.13, EXITS_COPIED_BEFORE_FOLDING:
        the hop stays either way.  Without breaks, either spelling runs the
        same.)"""
        if not self.version.SHORT_EXITS_COPIED_ONTO_JUMPS or self.version.EXITS_COPIED_BEFORE_FOLDING:
            return None
        instrs = self.instrs
        stop = min(st.end, self.count)
        for k in where(instrs, "INLINE_COMPREHENSION", exit_, stop):
            join = instrs[k + 1].target.index  # (the comprehension's loop's exit: past the restores)
            restores = instrs[k].restores_after_hop
            if not restores or not k < join < stop:
                continue
            leave = self._straight_run_out(join)
            if leave is None or leave - 1 < join or match(instrs, leave - 1, RETURNS_NONE) is None:
                continue
            if restores + len({x.offset for x in instrs[join:leave + 1]}) <= MAX_COPY_SIZE and self._only_cold_after(leave + 1, st.end):
                return leave - 1
        return None

    def _straight_code(self, start, end):
        """Whether [start, end) holds no loop, try or with statement: no
        block's setup or code (3.11+), no jump backward."""
        instrs = self.instrs
        if first_where(instrs, _BLOCK_SETUP_OR_CODE, start, end) is not None:
            return False
        return all(instrs[k].target.index > k for k in jumps_where(instrs, self.flow.jump_positions, ANY_JUMP, start, end))

    def _straight_run_out(self, start):
        """The return or raise ending the straight run from `start` (no jump
        in it, none from elsewhere into it past `start`), or None."""
        instrs = self.instrs
        leave = first_where(instrs, NO_FALLTHROUGH, start, self.count)
        if leave is None or not fits(instrs[leave], LEAVES) or any(x.target is not None for x in instrs[start:leave]):
            return None
        return None if any(self.flow.jump_sources.get(k) for k in range(start + 1, leave + 1)) else leave

    def _only_cold_after(self, start, end):
        """Whether the code in [start, end) is reached by no jump from
        before it (a handler's, reached through the exception table)."""
        return all(src.index >= start for k in range(start, end) for src in self.flow.jump_sources.get(k, ()))

    def _first_line_start(self, start, leave):
        """The first place in [start, leave] where a statement's line
        starts, or the implicit `return None` ending there; None if
        neither."""
        instrs = self.instrs
        for k in range(start, leave + 1):
            if instrs[k].lineno is not None and instrs[k].lineno != instrs[k - 1].lineno:
                return k
        none = instrs[leave - 1]
        if leave - 1 >= start and fits(none, "LOAD_CONST") and none.argval is None and fits(instrs[leave], "RETURN_VALUE") and self.inherits_line(leave - 1):
            return leave - 1
        return None

    def for_loop(self, head, st):
        if isinstance(st.stmts, NoStatements):
            # (a loop is a statement: in a block read for a value, a
            # conditional expression's arm, it ends the reading before its
            # body is read, whose `try: pass` ending it is read once only)
            raise StatementInValue()
        ins = self.instrs[head]
        iterator = st.stack[-1] if st.stack else None
        is_async = ins.argval == "async"  # bytecode/asyncfor.py
        if isinstance(iterator, ast.Name) and iterator.id == ".0":
            iterator = st.stack[-1] = IterValue(iterator, is_async)
        if not isinstance(iterator, IterValue):
            raise self.error("FOR_ITER without an iterator", ins)
        if iterator.is_async != is_async:
            raise self.error("async for over a sync iterator (or the reverse)", ins)
        exit_ = ins.target.index
        body_end = exit_
        back = exit_ - 1
        while self.version.FINALLY_RERAISE_COPIES_IN_LOOPS and back > head and fits(self.instrs[back], "RERAISE"):
            # 3.10 in a finally body: copies of its closing RERAISE (jumped
            # to from before the loop) between the jump back and the exit.
            back -= 1
        if (closing := self._closing_jump_end(head, back, exit_, is_async, st)) is not None:
            body_end, exit_ = closing
        elif exit_ > st.end and self.follow_of(st.end, st.region) == self.resolve(exit_) and (is_async or not self.flow.jump_sources.get(head)):
            body_end, exit_ = self._loop_ending_block(head, body_end, exit_, st)
        elif exit_ > st.end and self._exit_copies_way_on(exit_, st):
            body_end, exit_ = self._loop_ending_block(head, st.end, st.end, st)
        else_end = self._loop_else(head + 1, body_end, exit_, st)
        trailing_break = else_end is None and self._else_then_break(head + 1, body_end, exit_, st)
        if trailing_break:
            else_end = st.end
        loop_end = else_end if else_end is not None else exit_
        after = self.follow_of(loop_end, st.region) if loop_end >= st.end else self.resolve(loop_end)
        if trailing_break:
            after = st.region.loop.break_to
        loop = LoopInfo(head, head, after)
        if else_end is None and self.version.LOOP_EXIT_COPIED_INTO_BREAKS and exit_ <= st.end:
            loop.orphan = None  # open: see orphan_break
        while True:
            holder = Unpacking(1, None, None)
            holder.value = LOOP_TARGET
            stack = list(st.stack) + [Slot(holder, 0)]
            body = self._loop_body(head + 1, body_end, head, loop, st, stack)
            if not loop.orphan:
                break
            orelse = self._orphan_else(exit_, st)
            if orelse is not None:
                break
            loop.orphan = False  # read the copies as the returns they look like
        if holder.missing:
            raise self.error("loop target not stored", ins)
        if body_end == back and self._written_closing_continue(back) and not (body and isinstance(body[-1], LEAVING)) and not (_falls_from_pass(body) and not self._marker_before_own_line(back)):
            # Reached only by falling into it (or by the exit of a loop
            # ending that branch), the `continue` ends the innermost branch
            # laid out last (`if c: yield x; continue`, the other way round
            # having its own copy of the jump back).
            jumped = any(not fits(x, "FOR_ITER") for x in self.flow.jump_sources.get(back, ()))
            (body if jumped else _falling_end(body)).append(ast.Continue())
        tail = []
        if loop.orphan:
            a, b = loop.orphan
            r = st.region
            tail, _ = self.block(a, b, Region(b, None, r.loop, r.handler_depth, r.protected), list(st.stack[:-1]))
            loop_end = st.end
        else:
            orelse = []
            if else_end is not None:
                orelse = self._loop_body(exit_, else_end, self.follow_of(else_end, st.region), st.region.loop, st, list(st.stack[:-1]))
        st.stack.pop()
        kind = ast.AsyncFor if iterator.is_async else ast.For
        if trailing_break and (not orelse or not isinstance(orelse[-1], LEAVING)):
            orelse.append(ast.Continue())
        node = kind(target=holder.elts[0], iter=iterator.iterable, body=body or [ast.Pass()], orelse=orelse, type_comment=None)
        self.emit(st, node, ins)
        for stmt in tail:
            self.emit(st, stmt)
        if trailing_break:
            self.emit(st, ast.Break(), ins)
        return loop_end

    def _closing_jump_end(self, head, back, exit_, is_async, st):
        """(body end, exit) when the jump back to `head` at `back`, right
        before the loop's exit, closes the body: not all the body of `try:
        break` (`_try_body_jump`); an async loop closed past the block
        ends with it (`_async_closing_past_block`). None otherwise."""
        if back <= head or not fits(self.instrs[back], JUMP) or self.instrs[back].target.index != head or self._try_body_jump(back, exit_):
            return None
        if self._async_closing_past_block(back, exit_, is_async, st):
            return st.end, st.end
        return back, exit_

    def _try_body_jump(self, back, exit_):
        """Whether the jump back at `back`, right before the loop's exit, is
        all the body of a try statement whose handler no row of the table
        reaches (`try: break` in a while loop ending the body, threaded to
        this loop's head, its clauses going on behind the handlers: fuzz
        3.12/3.13 seed 8 #43, try_in_loops.py::
        case_try_break_out_of_while_in_for): the body's block holds it,
        not its closing `continue`."""
        return any(self.unprotected.get(h) == exit_ for h in self.try_starts.get(back, ()))

    def _async_closing_past_block(self, back, exit_, is_async, st):
        """3.12+: whether an async for loop's jump back at `back` lies past
        the block the loop ends (in the code after a try statement of its
        body, laid out after the handlers), its exit (END_ASYNC_FOR, after
        the function) going on where the block does: the body's block
        ends with the block, as a for loop's, whose exit lies there, does;
        the code after that try statement, which its reader takes, goes
        round (async_code.py::
        case_ctx18_async_for_named_clause_then_raise_in_if_then_code)."""
        return is_async and back > st.end and self.follow_of(st.end, st.region) == self.resolve(exit_)

    def _loop_ending_block(self, head, body_end, exit_, st):
        """A loop ending the block, its exit the block's way on (an async
        loop's END_ASYNC_FOR laid out after the function, jumping there; a
        for loop that never goes round, 3.10, whose exit is the last copy
        of the closing end of a with body, a try's else ending there and
        its clauses jumping to an earlier copy): its body ends at its jump
        back closing the block (a match case's body), or with the block
        when it never goes round or the code past the block is another
        branch's. (body end, exit)."""
        last = self.instrs[st.end - 1]
        if fits(last, JUMP) and last.target.index == head:
            return st.end - 1, st.end
        if not self.flow.jump_sources.get(head):
            return st.end, st.end
        if any(x.index < head for k in range(st.end, exit_) for x in self.flow.jump_sources.get(k, ())):
            # A body that goes round only from the cold code (its jump back
            # after a clause or a finally body there) ends in line before
            # the block's end: what lies between it and the exit is entered
            # from before the loop (the if's else, an elif: 3.13, whose
            # exit jumps back to the code after the if), not the body's.
            return st.end, st.end
        return body_end, exit_

    def _exit_copies_way_on(self, exit_, st):
        """Whether the loop's exit, laid out past the block it ends, is the
        compiler's copy of the block's way on (3.10+: a short exit, the
        function's `return None` after the if whose body the loop ends,
        copied to the loop's exit, laid out after the if's own). What lies
        between the block's end and the exit is not the loop's (a handler's
        RERAISE ending the body comes before the block's end, the if's own
        exit after it): the loop ends with the block."""
        way_on = self.follow_of(st.end, st.region)
        return way_on is not None and way_on != self.resolve(exit_) and self._same_exit(way_on, exit_)

    def _written_closing_continue(self, back):
        """Whether the jump back at `back` closing a for loop's body is a
        written `continue`: a line none of its ways in has (3.10:
        LOOP_JUMP_BACK_TAKES_LINE_OF_WAY_IN; 3.11+: JUMPS_KEEP_LINES, the
        loop's own jump back copied into each way in with its line)."""
        instrs = self.instrs
        jump = instrs[back]
        if not (self.version.LOOP_JUMP_BACK_TAKES_LINE_OF_WAY_IN or self.version.JUMPS_KEEP_LINES) or not jump.lineno:
            return False
        if instrs[back - 1].lineno == jump.lineno or back in self.tries_ending_loops:
            # (a jump back with no line of its own takes the one before it,
            # or the `pass` of a `try: pass` ending the body)
            return False
        before = instrs[back - 1] if not fits(instrs[back - 1], NO_FALLTHROUGH) else None
        preds = self.flow.jump_sources.get(back, []) + ([before] if before is not None else [])
        return bool(preds) and all(p.lineno != jump.lineno for p in preds)

    def _marker_before_own_line(self, back):
        """Whether a line marker (a `pass`'s NOP, dropped: after_marker)
        lies right before the jump back at `back` on a line other than
        the jump's: the `pass` kept its own line, which the jump did not
        take (it has its own)."""
        jump = self.instrs[back]
        return jump.after_marker is not None and jump.after_marker != jump.lineno

    def _else_then_break(self, start, end, exit_, st):
        """3.10+: `for ...: (break) else: ...; continue` then `break`, ending
        a loop's body: that break falls into the loop's exit, where the
        for's breaks jump; the else's end is the loop's jump back."""
        loop = st.region.loop
        if not self.version.COPIES_EXITS or loop is None or not exit_ < st.end < self.count:
            return False
        brk = self._break_target(start, end, exit_)
        if brk is None or brk <= st.end or self.resolve(brk) != loop.break_to:
            return False
        back = self.instrs[st.end]
        return fits(back, JUMP) and back.target.index < st.end and self.resolve(back.target.index) == self.resolve(loop.continue_to)

    def orphan_break(self, ins, st):
        """3.12+: `break` out of a for loop whose else never finishes: the
        code after the loop (a short exit) is reached only through the
        breaks, so the compiler copied it into each and dropped the
        original. The iterator is popped before that code runs, where a
        `return` in the loop pops it after computing the value, and a
        `raise` in it leaves it to the unwinding. (An else that falls into
        a raise after the loop is read so too: the copies in the breaks
        found no jump to that raise.)"""
        loop = st.region.loop
        if loop is None or loop.orphan is False or fits(self.instrs[ins.index - 1], "SWAP"):
            return None  # (a return value swapped under the iterators)
        size = self.orphan_copy_size(ins.index + 1, loop, ins.lineno)
        if not size:
            return None
        self.emit(st, ast.Break(), ins)
        return ins.index + 1 + size

    def orphan_copy_size(self, a, loop, lineno):
        """The length of the copy at `a`, after the iterator's pop (on line
        `lineno`), of the code after `loop` that its breaks alone hold
        (`orphan_break`), the copy noted as the loop's first (or checked
        against it); 0 for none."""
        instrs = self.instrs
        if loop.orphan is False:
            return 0
        k = a
        while k < self.count and instrs[k].target is None and not fits(instrs[k], NO_FALLTHROUGH):
            k += 1
        if k >= self.count or not (fits(instrs[k], "RETURN_VALUE") and not all(fits(instrs[x], "LOAD_CONST") for x in range(a, k)) or fits(instrs[k], "RAISE_VARARGS")):
            # (a `return constant` in the loop pops the iterator first too;
            # a `raise` in it leaves the iterator to the unwinding: after
            # the pop, a raise is the code after the loop, `raise` alone too)
            return 0
        if any(fits(instrs[x], "POP_EXCEPT|WITH_EXIT|POP_BLOCK") for x in range(a, k)):
            return 0  # it leaves more statements than the loop: not the code right after it
        if self.version.COLD_CODE_AT_END and fits(instrs[a], "POP_TOP") and None is not instrs[a].lineno == lineno and not self._ends_in_loop_head(loop):
            # (3.12+: the next loop's iterator popped on this one's line: a
            # `return` leaving both, not a `break` then another's copy:
            # loop_exits_through_try.py::case_mnew13_return_in_clause_in_nested_for.
            # 3.10 reads such a return, through a finally body, otherwise:
            # fuzz_shapes.py::finally_with_loop_holding_with_and_return;
            # so do the readings of a loop ending the body of the one around,
            # fuzz 3.13 seed 3 #20)
            return 0
        if any(x.target is not None and a < x.target.index <= k for x in instrs):
            return 0
        if loop.orphan is not None:
            c, d = loop.orphan
            if d - c != k + 1 - a or not same_run(instrs, c, a, d - c):
                return 0
        else:
            loop.orphan = (a, k + 1)
        return k + 1 - a

    def _ends_in_loop_head(self, loop):
        """Whether `loop` exits to the head of a loop around (it ends that
        loop's body)."""
        b = loop.break_to
        return b is not None and b < self.count and fits(self.instrs[b], "FOR_ITER")

    def _orphan_else(self, exit_, st):
        """The else [exit_, st.end) of a for loop whose breaks hold the only
        copy of the code after it; None where that else may finish."""
        r = st.region
        follow = r.follow
        try:
            with self.trial:
                orelse, _ = self.block(exit_, st.end, Region(st.end, follow, r.loop, r.handler_depth, r.protected), list(st.stack[:-1]))
        except DecompilationError:
            return None
        if orelse and isinstance(orelse[-1], LEAVING):
            return orelse
        if r.loop is not None and follow is not None and follow == r.loop.continue_to:
            return orelse + [ast.Continue()]
        return None

    def while_loop(self, head, tail, st, past=False):
        """The `while` loop from `head` to its last jump back at `tail`:
        where reading goes on. `past`: that jump lies past the block
        (`_tail_reached_by_handlers`); the test must say where the loop
        ends in it."""
        ins = self.instrs[head]
        exit_ = tail + 1
        scanned = self.scan_segment(head, st.region, st.stack)
        # One more value: the test; two: a chained comparison's middle operand too.
        if scanned is not None and len(scanned[0]) - len(st.stack) in (1, 2):
            stack, j = scanned
            graph = self._graph_while(self.instrs[j], stack, head, exit_, st)
            if graph is not None:
                return self._emit_while(graph[0], head, graph[1], tail, exit_, head, st, ins)
            trial = State(list(stack), st.region, head, st.end)
            trial.base = len(st.stack)
            ternary = self._any_ternary(self.instrs[j], trial)
            if ternary is not None and self.resolve(ternary[3]) == self.resolve(exit_):
                # `while (a if t else b):`
                return self._emit_while(ternary[0], head, ternary[2], tail, exit_, head, st, ins)
            trial = State(list(stack), st.region, head, st.end)
            segs, fall = self.collect_chain(self.instrs[j], trial)
            self._chain_fall = fall
            starts = {s.start for s in segs[1:]}
            exits = {s.target for s in segs} - starts
            exits.discard(fall)
            segs, exits = self._break_body_threaded(segs, fall, exit_, exits, tail)
            if len(exits) == 1 and not _never_taken(segs):
                false_to = exits.pop()
                if false_to == head and fall == exit_:
                    # `while c: continue`: the test alone, its jump out and
                    # the jump back folded into one jump back.
                    test = self.recover(segs, 0, len(segs), head, exit_)
                    if test is not None:
                        return self._emit_while(test, head, tail, tail, exit_, head, st, ins)
                broken = self._while_closed_apart(segs, head, fall, tail, false_to, st, ins)
                if broken is not None:
                    return broken
                if (
                    false_to == exit_
                    or (false_to > exit_ and self.resolve(false_to) == self.follow_of(exit_, st.region) and not self._conditional_tail_falls_out(tail))
                    # (3.12+: a loop ending the body of a loop around, the
                    # test's exit threaded back to that loop's head)
                    or (exit_ == st.region.end and false_to < head and self.resolve(false_to) == st.region.follow)
                    # Before 3.10 an exit that is a jump back (to the loop
                    # around) took the test's jump with it.
                    or (not self.version.COPIES_EXITS and self.resolve(exit_) == false_to)
                ):
                    test = self.recover(segs, 0, len(segs), fall, false_to)
                    if test is not None:
                        return self._emit_while(test, head, fall, tail, exit_, head, st, ins)
                if (exit_ < false_to or past or self._tail_past_returning_body(head, tail, false_to)) and false_to <= st.end and fits(self.instrs[false_to - 1], "RETURN_VALUE|RAISE_VARARGS|RERAISE"):
                    # A body that ends in return (or in a try statement
                    # whose handler re-raises, the way on a `continue`
                    # through its finally body) has no jump back (nor a
                    # bottom test) at its end: the last one is a `continue`
                    # inside it. (3.12+: one laid out past the block, after
                    # the handlers of a statement in the body: its
                    # clauses' or swallow path's way on.)
                    test = self.recover(segs, 0, len(segs), fall, false_to)
                    if test is not None:
                        if self.version.BLOCK_EXIT_COPIES and fits(self.instrs[tail - 1], "POP_EXCEPT"):
                            # (3.10: that jump ends an except clause, straight
                            # to the head: a `continue` written there; a
                            # clause falling into one after the statement
                            # jumps to that one's own jump back)
                            self.facts.clause_continues.add(tail)
                        return self._emit_while(test, head, fall, false_to, false_to, head, st, ins, closing_break=self._breaks_to_end(fall, false_to))
                inner = self._while_true_starting_with(segs, head, fall, false_to, tail, st, ins)
                if inner is not None:
                    return inner
        broken = self._with_breaking_into_rest(head, tail, st)
        if broken is not None:
            return self._while_true(head, tail, st, ins, broken, closing=True)
        if past:
            ends = self._endless_loop_end(head, st)
            if ends is None:
                raise self.error("loop runs past its block", ins)
            return self._while_true(head, tail, st, ins, ends)
        return self._while_true(head, tail, st, ins)

    def _breaks_alone_leave_shared_head(self, head, tail, st):
        """3.8/3.9: whether the loop at the head of the loop around is the
        `while True:` that `_dead_inner_loop_tail` found (its test-like
        first jump goes past its dead `else: break`, to its exit)."""
        loop = st.region.loop
        if not self.version.KEEPS_UNREACHABLE_CODE or loop is None or loop.head != head or self.loop_tails.get(head) == tail:
            return False
        return self._closes_after_dead_else_break(head, tail)

    def _while_closed_apart(self, segs, head, fall, tail, false_to, st, ins):
        """The loop whose test's last jump is the jump back
        (`_folded_continue_exits_kept`) or whose body ends in a marked
        `break` (`_while_ending_in_marked_break`): where reading goes on,
        or None."""
        kept = self._folded_continue_exits_kept(segs, head, fall, tail, false_to, st, ins)
        return kept if kept is not None else self._while_ending_in_marked_break(segs, head, fall, tail, false_to, st, ins)

    def _folded_continue_exits_kept(self, segs, head, fall, tail, false_to, st, ins):
        """3.13 `while a and b: continue` whose tests' exits keep a jump
        each (`_conditional_tail_falls_out`): the last test's false jump,
        folded with the jump back into one conditional jump back at
        `tail`, falls into a jump out at `exit_`; the tests before it
        (`segs`, falling into it at `fall`) jump to the other jump out,
        at false_to right after, that goes where it goes. Read as the
        loop of the whole test, both jumps out its exit (the first
        skipped): where reading goes on, or None
        (match_310.py::case_h18a_while_and_continue_in_first_case_in_try_else)."""
        instrs = self.instrs
        exit_ = tail + 1
        if not head < fall < tail or false_to != exit_ + 1 or not self._conditional_tail_falls_out(tail) or instrs[tail].target.index != head:
            return None
        if not fits(instrs[false_to], JUMP) or self.resolve(false_to) != self.resolve(exit_):
            return None
        if not all(any(j.index == s.jump.index for s in segs if s.jump is not None) for j in self.flow.jump_sources.get(false_to, ())):
            return None  # (the other jump out reached from elsewhere too)
        scanned = self.scan_segment(fall, st.region, st.stack)
        if scanned is None or scanned[1] != tail or len(scanned[0]) != len(st.stack) + 1:
            return None
        trial = State(list(scanned[0]), st.region, head, st.end)
        last, last_fall = self.collect_chain(instrs[tail], trial)
        if last_fall != exit_ or any(x.target != head for x in last):
            return None
        joined = [Segment(x.test, x.jump_when, exit_ if x.target == false_to else x.target, x.start, x.jump, x.copy) for x in segs]
        self._chain_fall = exit_
        test = self.recover(joined + [Segment(x.test, x.jump_when, x.target, fall, x.jump, x.copy) for x in last], 0, len(joined) + len(last), head, exit_)
        if test is None:
            return None
        # (the last test's jump out skipped: the first tests' one, right
        # after, ends the block where that is the way on, as a loop around's
        # `continue` that is no statement of its own)
        self.skip[exit_] = false_to
        return self._emit_while(test, head, tail, tail, exit_, head, st, ins)

    def _breaks_to_end(self, start, end):
        """Whether a loop body [start, end) that cannot fall off its end,
        read up to the loop's exit there, jumps to that exit: a break (read
        as falling off, it went round: loop_grid, 3.10+, `if a: break elif
        b: continue else: return`). The body ends in a return, a raise or,
        with a block stack, the re-raise of an except clause; with an
        exception table a re-raise there may be an enclosing finally
        body's handler copy's, whose way on the loop's exit is (3.12+:
        loop_exits_through_finally.py::case_hb17_*), or the clauses' layout
        is read otherwise (3.11 refused loop_grid's `try: break except:
        continue`, read right without this)."""
        if fits(self.instrs[end - 1], "RERAISE") and not self.version.BLOCK_STACK:
            return False
        return any(self.resolve(self.instrs[k].target.index) == end
                   for k in jumps_where(self.instrs, self.flow.jump_positions, ANY_JUMP, start, end))

    def _conditional_tail_falls_out(self, tail):
        """Whether the loop's last jump back at `tail` is a conditional one
        whose other way falls into a jump out of the loop: a test of the
        condition whose false jump, right before the jump back, normalising
        folded into it (3.13 `while a and b: continue` whose tests' exits
        keep a jump each: `b` read as the body's `if b: continue`, falling
        off the body went round, the loop never left when b was false: fuzz
        3.13 seed 80 #795, match_310.py::case_h18a_*; or back to the head
        of a loop around, before the one the tail goes to: the `continue`
        of a for loop whose body ends in the match, read as `while a:
        continue`, b dropped, match_310.py::
        case_refuse23c_while_and_continue_in_first_case_in_try_else_in_for).
        Not the test of a loop tested at its bottom, whose fall-through is
        the loop's exit."""
        instrs = self.instrs
        if not (fits(instrs[tail], COND_JUMP) and tail + 1 < self.count and fits(instrs[tail + 1], JUMP)):
            return False
        out = instrs[tail + 1].target.index
        return out > tail + 1 or out < instrs[tail].target.index

    def _while_true_starting_with(self, segs, head, fall, false_to, tail, st, ins):
        """A jump back to the head after the test's exit belongs to a
        `while True:` whose body starts with this loop: where reading goes
        on, or None."""
        if false_to > fall and false_to <= st.end and tail < false_to:
            last = self.instrs[false_to - 1]
            if fits(last, COND_JUMP) and last.target.index == fall:
                test = self.recover(segs, 0, len(segs), fall, false_to)
                if test is not None:
                    return self.while_loop_bottom_tested(test, segs, fall, false_to, st, ins, top=head)
        return None

    def _with_breaking_into_rest(self, head, tail, st):
        """3.12+ `while True:` going round only through the swallow path of
        a with statement ending its body (laid out past the block), whose
        exit call falls into code that ends the block: that code follows
        the loop, the with's body ending in a `break` compiled to nothing
        (code after the with would be the swallow path's way on, not the
        loop's head): where the loop ends, right after that exit call;
        None otherwise. (The loop has no other way out; that code is
        straight, ends in a return or raise before the jump back at
        `tail`, and only the exit call reaches it.) Nested with statements
        (`with a, b:`) alike, their exit calls in a row there
        (with_exits_in_loops.py::case_break_out_of_with_in_while_1_before_raise,
        case_w17_break_out_of_swallowing_with_in_while_1_siblings)."""
        instrs = self.instrs
        if not self.version.COLD_CODE_AT_END:
            return None
        opens = next((k for k in range(head, st.end) if fits(instrs[k], "BEFORE_WITH|BEFORE_ASYNC_WITH")), None)
        exits = [k for k in range(head, st.end) if fits(instrs[k], "WITH_EXIT")]
        withs = sum(1 for k in range(head, st.end) if fits(instrs[k], "BEFORE_WITH|BEFORE_ASYNC_WITH"))
        # (one with, or nested ones, `with a, b:`, their exit calls in a
        # row, the inner swallow paths through copies of the outer ones';
        # straight code before it: the loop's body)
        if opens is None or not exits:
            return None
        run = exits[:1]
        while run[-1] + 1 in exits:
            run.append(run[-1] + 1)
        if len(run) != withs or any(ins.target is not None or fits(ins, NO_FALLTHROUGH) for ins in instrs[head:opens]):
            return None
        exits = run
        if fits(instrs[exits[0] - 1], "SWAP"):
            return None  # (a value under the exit call: the body's return)
        handler = self._with_handler_at(opens)
        swallowed = handler is not None and self._swallow_end(handler)
        if not swallowed or self.resolve(swallowed) != head:
            return None
        end = exits[-1] + 1
        if any(ins.target is not None and not (head <= ins.target.index < end) and ins.target.index != head for ins in instrs[head:end]):
            return None  # (a way out of the loop besides: the code after it may be its own)
        rest = end
        while rest < st.end and instrs[rest].target is None and not fits(instrs[rest], NO_FALLTHROUGH):
            rest += 1
        if rest >= st.end or instrs[rest].target is not None or tail <= rest:
            return None
        sources = self.flow.jump_sources
        if any(sources.get(k) for k in range(end, rest + 1)):
            return None
        return end

    def _break_body_threaded(self, segs, fall, exit_, exits, tail):
        """Before 3.10: `while a or b: break` (the loop ending a block that
        jumps on, over an else): the body [fall, tail) is only the `break`,
        a jump on to where the loop's exit goes. `a`'s jump into the body
        was threaded through the break, then still to the loop's end
        (`exit_`, that block's jump on), the test's jump out straight past
        it. Every way of the test reaches that place: (segs, exits) with the
        jumps when true sent into the body and those when false to the
        exit (each stops the test where it did), or the ones given."""
        instrs = self.instrs
        if self.version.COPIES_EXITS or tail != fall + 1 or len(exits) != 1 or not fits(instrs[exit_], JUMP) or not fits(instrs[fall], JUMP):
            return segs, exits
        there = self.resolve(exit_)
        if self.resolve(instrs[fall].target.index) != there:
            return segs, exits
        same = {exit_, fall, there}
        if not exits <= same or not any(s.target == exit_ for s in segs):
            return segs, exits
        threaded = [Segment(s.test, s.jump_when, fall if s.jump_when else exit_, s.start, s.jump, s.copy) if s.target in same else s for s in segs]
        return threaded, {exit_}

    def _while_ending_in_marked_break(self, segs, head, fall, tail, false_to, st, ins):
        """The loop whose body ends in a marked `break` (below), read up
        to its exit at false_to: where reading goes on, or None."""
        if not self._body_ends_in_marked_break(segs, head, tail, false_to, st):
            return None
        test = self.recover(segs, 0, len(segs), fall, false_to)
        if test is None:
            return None
        return self._emit_while(test, head, fall, false_to, false_to, head, st, ins, closing_break=True)

    def _body_ends_in_marked_break(self, segs, head, tail, false_to, st):
        """3.11+: whether the body ends in a `break` compiled to its line
        marker alone (a NOP, dropped: `after_marker` of the loop's exit at
        false_to) that the body's ways there land on, while the loop's test
        jumps past it: the body has no jump back at its end, its last one
        (before the marker) is a `continue` inside it (`if a: continue`
        then `break`). Read up to that jump, the marker was the code after
        the loop's, and the statement the jump ends (3.11: a try whose
        handlers lie past it) was cut off (try_else.py::w38_named_clause_binds_else_continue_then_break);
        3.12+, the loop first in a bottom-tested loop's body (one head for
        both), the folded `if`'s test was dropped
        (break_continue.py::case_mb17_continue_then_break_ending_inner_while)."""
        instrs = self.instrs
        if not self.version.COPIES_EXITS or not tail < false_to <= st.end:
            return False
        exit_ins = instrs[false_to]
        if exit_ins.after_marker is None or exit_ins.after_marker == exit_ins.lineno:
            return False
        # (3.12+ folds `if c: continue` into one conditional jump back, its
        # false way the marker it fell into: the tail itself, whose decoded
        # argument still says where the conditional went, over the jump)
        folded = tail + 1 == false_to and instrs[tail].folded_line is not None and instrs[tail].argval < exit_ins.offset
        if not folded and not fits(instrs[false_to - 1], NO_FALLTHROUGH):
            return False
        if any(s.jump is not None and s.jump.jump_offset != exit_ins.offset for s in segs if s.target == false_to):
            return False
        ways = [j for j in self.flow.jump_sources.get(false_to, ()) if head <= j.index < false_to]
        return (folded or any(j.jump_offset < exit_ins.offset for j in ways)) and not self._falls_from_handler(tail, head)

    def _falls_from_handler(self, k, head):
        """Whether the straight run of code holding `k` (the instructions
        falling into it, none a jump's target) starts a handler: `k` is
        an except clause's (its `continue`), which the try statement's
        reader takes, not the body's own code."""
        instrs = self.instrs
        while k > head and not self.flow.jump_sources.get(k) and not fits(instrs[k - 1], NO_FALLTHROUGH):
            k -= 1
        return fits(instrs[k], "PUSH_EXC_INFO")

    def _tail_past_returning_body(self, head, tail, false_to):
        """3.12+: the loop's last jump back lies past where its test exits
        to, in code only handlers of statements in the body reach (an
        except clause's `continue`): the body ends before the exit, in a
        return, and the jump back is no end of it."""
        # (Only a clause's own `continue`, the clause falling into it: one
        # after the statement, jumped to past a finally body's copy, is code
        # after the statement, which the try reader ends the body at.)
        return (tail > false_to > head and not self.flow.jump_sources.get(tail)
                and self._tail_reached_by_handlers(head, tail, false_to))

    def _graph_while(self, first, stack, head, exit_, st):
        """Before 3.10: `while (a if t else b) or c:` (a conditional
        expression's jump over its else arm among the tests): (test, body
        start) read from the graph of the tests, when they leave to the
        loop's exit; or None."""
        if self.version.COPIES_EXITS:
            return None
        before = dict(self.skip)
        trial = State(list(stack), st.region, head, st.end)
        trial.base = len(st.stack)
        graph = self._graph_condition(first, trial)
        if graph is not None and self.resolve(graph[3]) == self.resolve(exit_) and not _never_taken(graph[1]):
            return graph[0], graph[2]
        self.skip.clear()
        self.skip.update(before)
        return None

    def _while_true(self, head, tail, st, ins, ends=None, closing=False):
        """`while True:` (or a loop whose test was folded away) from `head`
        to its last jump back at `tail`: where reading goes on. `ends`:
        where the loop ends when that jump lies past the block; `closing`:
        the body falls into the loop's exit there, a `break` compiled to
        nothing at the end of the last with statement's body
        (`_close_with_break`)."""
        exit_ = tail + 1
        body_end = tail
        closing_break = None
        if ends is not None:
            body_end = exit_ = ends
            self.skip[tail] = tail + 1  # (going round: falling off the body)
        elif not fits(self.instrs[tail], JUMP):
            body_end = exit_ = self._open_loop_end(head, tail, st)
            if exit_ is None:
                body_end = exit_ = closing_break = self._continue_then_falls_off(head, tail, st)
            if exit_ is None:
                raise self.error("loop ends in a conditional jump that is not its test", self.instrs[tail])
        else:
            exit_ = self.past_handler(head, tail, st.end) or exit_
            # (Past an enclosing loop's exit block laid out here.)
            exit_ = self.facts.exits_inside.get(exit_, exit_)
            if self.version.CLAUSE_CONTINUE_ENDS_WHILE_TRUE:
                ends = self.clause_continue_end(head, tail, st.end, self.follow_of(st.end, st.region))
                if ends is not None:
                    body_end = exit_ = ends
            if self.try_runs_past(head, tail):
                # The jump back is a `continue` inside a try statement whose
                # body goes on after it: the loop goes on there too, to a
                # `break` that compiled to nothing. Where the code after the
                # statement ends the block with a return or raise, the loop
                # holds all of it; where it falls off the block's end, all
                # of it and the `break` (to where the block goes).
                ends = self.rest_ends_block(head, tail + 1, st.end)
                if ends is None:
                    ends = closing_break = self.rest_ends_block(head, tail + 1, st.end, falls=True)
                if ends is None:
                    raise self.error("loop whose last jump back is inside a try statement not understood", self.instrs[tail])
                body_end = exit_ = ends
            rest = self._rest_past_continue(head, tail, st) if exit_ == tail + 1 and body_end == tail else None
            if rest is not None:
                body_end = exit_ = rest
        # Before 3.10 the else of `while True:` is still compiled, dead, and
        # its breaks jump past it.
        else_end = None if self.version.COPIES_EXITS else self._loop_else(head, body_end, exit_, st)
        loop_end = else_end if else_end is not None else exit_
        after = self.follow_of(loop_end, st.region) if loop_end >= st.end else self.resolve(loop_end)
        loop = LoopInfo(head, head, self.handler_break(head, exit_) or after)
        body = self._loop_body(head, body_end, head, loop, st, list(st.stack))
        self._close_endless_body(body, head, closing, closing_break is not None)
        orelse = []
        if else_end is not None:
            orelse = self._loop_body(exit_, else_end, self.follow_of(else_end, st.region), st.region.loop, st, list(st.stack))
        test = const(True)
        if not self.version.COPIES_EXITS and else_end is None and body and getattr(body[0], "_jumps_out", False):
            # Before 3.10 `if not c: break` jumps on `not c` over the
            # break's own jump; a first test jumping straight out is the
            # loop's (one the chain reader could not read: `while (a if
            # t else b) in c:`).
            test = jump_test(negate(body.pop(0).test))
        self.emit(st, ast.While(test=test, body=body or [ast.Pass()], orelse=orelse), ins)
        tail = self.facts.loop_exit_tails.pop(head, None)
        if tail is not None:
            # 3.10: the code after a loop left only by breaks from except
            # clauses exists only as their copies (exceptions_blocks, table/).
            if self.past_skipped(loop_end, st.end) < st.end:
                # (3.12+ lays the handlers of the loop's statements out
                # after it: they are no code that follows.)
                raise self.error("loop exit copied while code follows the loop", ins)
            stmts, _ = self.block(tail[0], tail[1], Region(tail[1], None, st.region.loop, st.region.handler_depth, True), list(st.stack))
            for stmt in stmts:
                self.emit(st, stmt)
        return loop_end

    def _close_endless_body(self, body, head, closing, falls_off):
        """The `break` that compiled to nothing at the end of an endless
        loop's body: `closing`, at the end of its last with statement's
        body; `falls_off` (or a loop that clause_continue_end saw ending in
        a break), after the body, which runs on to the end of the block
        where the loop's `break` went."""
        if closing:
            if body and isinstance(body[-1], ast.Continue):
                body.pop()  # (the swallow path's jump round, read after the with: the body's end)
            _close_with_break(body)
        ends_in_break = head in self.facts.loops_ending_in_break and body
        if (ends_in_break or falls_off) and not (body and isinstance(body[-1], LEAVING)):
            body.append(ast.Break())

    def _endless_loop_end(self, head, st):
        """3.12+ `while True:` going round only through code laid out past
        the block (after the handlers of a statement in it): without
        breaks it runs to the end of the block, which it does not fall
        into (nor jump to: a break). None where it does, or where a jump
        might be a break: an unconditional one landing after code that
        does not fall through. (A with statement whose `return` goes
        through a finally body's copy falls into it.)"""
        instrs = self.instrs
        if not fits(instrs[st.end - 1], NO_FALLTHROUGH):
            return None
        for ins in instrs[head:st.end]:
            if ins.target is None or not head < ins.target.index <= st.end:
                continue
            if ins.target.index == st.end or fits(ins, JUMP) and fits(instrs[ins.target.index - 1], NO_FALLTHROUGH):
                return None
        return st.end

    def _exit_reached_from_loop(self, loop):
        """Whether the loop's exit (break_to, in the code) is its own: a
        jump from the loop or past it goes there, or the code before it
        falls in. Else it is the end of the block around the loop (an if
        body's, `if c: while True: ...` then code after the if), which
        only the code before the loop jumps to: the code after the loop
        in that block is kept only as the breaks' copies
        (loop_exits_through_finally.py::case_h20a_clause_break_through_finally_then_raise)."""
        instrs, exit_at = self.instrs, loop.break_to
        if not fits(instrs[exit_at - 1], NO_FALLTHROUGH):
            return True
        return any(src.index >= min(loop.head, loop.continue_to) for src in self.flow.jump_sources.get(exit_at, ()))

    def _no_exit_copy(self, head, ins):
        if self.facts.loop_exit_tails.pop(head, None) is not None:
            raise self.error("loop exit kept only as copies in a loop with a test", ins)

    def _continue_then_falls_off(self, head, tail, st):
        """3.12+ `while True:` closed by a folded `if c: continue`: where
        the loop ends with a `break` after it, compiled to nothing, or
        None. At the end of the block (a try body's, whose normal exit
        leaves the loop: the try statement read around the loop) the way
        on falls off the block, where the break goes; in a try statement
        begun at the head (`while True: try: ... if c: continue ...` /
        `except E: ...` / `break`), where its body falls out."""
        if not ends_in_own_jump(self.instrs[tail]):
            return None
        if tail + 1 == st.end:
            return st.end
        return self.try_body_falls_out(head, tail, st.end)

    def _open_loop_end(self, head, tail, st):
        """3.12+ `while True:` whose body never reaches its end, closed by a
        folded `if c: continue`: without breaks it runs to the end of the
        block. None where a jump might be a break (`_jumps_into_rest`)."""
        if not ends_in_own_jump(self.instrs[tail]) or self._jumps_into_rest(head, tail, st) is None:
            return None
        return st.end

    def _rest_past_continue(self, head, tail, st):
        """`while True:` whose last jump back is a `continue` that tests jump
        over (`if not c: continue`, a chained comparison's cleanup between),
        the code after it leaving the block by a return or raise: the loop
        runs to the end of the block. None where the code past the jump back
        may follow the loop: a `break` there keeps an unconditional jump to
        it (the compiler folds a test into the break's jump only where the
        break ends the body, which makes the test the loop's closing jump;
        3.10 copies a short exit onto the break), so a jump to code past
        the jump back that only tests make is a way on inside the body."""
        into = self._jumps_into_rest(head, tail, st)
        instrs = self.instrs
        if into is None or not any(k < tail and instrs[k].target.index == tail + 1 and fits(instrs[k], COND_JUMP) for k in into):
            return None
        return st.end

    def _jumps_into_rest(self, head, tail, st):
        """The jumps from [head, st.end) into the code past the loop's jump
        back at `tail`, where that code leaves the block by a return or
        raise (or goes round); None where it falls off the block's end (a
        try body's, whose normal exit leaves the loop: the loop's body does
        reach its end, and that is no way round), or where a jump into it
        might be a break: an unconditional one landing after code that does
        not fall through."""
        instrs = self.instrs
        last = instrs[st.end - 1]
        if st.end <= tail + 1 or not (fits(last, LEAVES) or fits(last, JUMP) and last.target.index == head):
            return None
        into = []
        for k in range(head, st.end):
            ins = instrs[k]
            if ins.target is None or not tail < ins.target.index < st.end:
                continue
            if fits(ins, JUMP) and fits(instrs[ins.target.index - 1], NO_FALLTHROUGH):
                return None
            into.append(k)
        return into

    def _emit_while(self, test, head, body_start, tail, exit_, continue_to, st, ins, closing_break=False):
        else_end = self._loop_else(body_start, tail, exit_, st)
        loop_end = else_end if else_end is not None else exit_
        after = self.follow_of(loop_end, st.region) if loop_end >= st.end else self.resolve(loop_end)
        loop = LoopInfo(head, continue_to, after)
        # (a body ending in a `break` falls into the loop's exit: its ways
        # there fall off it)
        body = self._loop_body(body_start, tail, after if closing_break else continue_to, loop, st, list(st.stack))
        self._no_exit_copy(head, ins)
        if closing_break:
            body.append(ast.Break(lineno=self.instrs[tail].after_marker))  # (its marker is no `pass` after the loop)
        elif self.version.COPIES_EXITS and not (body and (isinstance(body[-1], LEAVING) or cannot_finish(body[-1]))):
            # 3.10+ tests again at the bottom of a body that can end: the
            # jump back to the test at the top is a written `continue`
            # (the whole body, when nothing else is left; not after a
            # statement that never finishes, where it would be dead).
            self._continue_target(body, head).append(ast.Continue())
        orelse = []
        if else_end is not None:
            orelse = self._loop_body(exit_, else_end, self.follow_of(else_end, st.region), st.region.loop, st, list(st.stack))
        if self.version.KEEPS_UNREACHABLE_CODE:
            test = kept_false_test(test)
        self.emit(st, ast.While(test=test, body=body or [ast.Pass()], orelse=orelse), ins)
        return loop_end

    def _continue_target(self, body, head):
        """The statements the `continue` that the loop's last jump back to
        `head` spells ends: the loop's body, or (the handlers laid out
        inline, 3.10/3.11) the body of the try/finally ending it when the
        jump follows that statement's normal copy of the finally body
        straight away; a `continue` after the statement jumps there over
        the handler."""
        last = body[-1] if body else None
        tail = self.loop_tails.get(head)
        if tail is not None and isinstance(last, ast.Try) and last.handlers and self.version.TABLE_HANDLERS_INLINE and self._leaves_clause(self.instrs[tail]):
            # (3.11: the jump follows the last clause's unwinding, laid out
            # inline before it: that clause's `continue`, a clause falling
            # off jumps to the loop's bottom test; loop_exits_through_finally.py::case_finally_only_continue_or_break_39)
            clause = last.handlers[-1].body
            if len(clause) == 1 and isinstance(clause[0], ast.Pass):
                clause.pop()
            return clause
        if (
            tail is None
            or self.version.COLD_CODE_AT_END
            or not isinstance(last, ast.Try)
            or not last.finalbody
            or last.handlers
            or (last.body and isinstance(last.body[-1], LEAVING))
            or fits(self.instrs[tail - 1], NO_FALLTHROUGH)
        ):
            return body
        return last.body

    def while_loop_bottom_tested(self, test, segs, body_start, exit_, st, ins, top=None, test_end=None, moved_bottom=None):
        """3.10+: `while c: body` is `c; if not c goto exit; body; if c goto body`.

        `test_end` is where the bottom test ends when 3.12+ copied the code
        after the loop between it and `exit_`; `moved_bottom` where the
        bottom test is when it lies past the exit (the body ends at it).
        """
        if top is None:
            top = st.stmt_start
        if moved_bottom is not None:
            # A body falling into the exit (a with whose body breaks, the
            # exit call compiled before the loop's exit) leaves the loop
            # there: the bottom test lies past the handlers.
            falls = not fits(self.instrs[exit_ - 1], NO_FALLTHROUGH)
            return self._emit_bottom_tested(test, body_start, exit_, moved_bottom, exit_, top, st, ins, closing_break=falls)
        instrs = self.instrs
        end_of_test = test_end if test_end is not None else exit_
        bottom = end_of_test - (body_start - top)
        prefix = 0
        while top + prefix < body_start and not fits(instrs[top + prefix], COND_JUMP):
            prefix += 1
        prefix = max(prefix, 1)
        found = self._graph_bottom(test, top, body_start, end_of_test, exit_, st) if getattr(test, "_graph", False) else None
        if found is not None:
            bottom = found
        elif bottom < body_start or not same_run(instrs, bottom, top, prefix, same_shifted):
            # The bottom copy of a chained comparison is shaped differently:
            # find it by the instructions before the first test's jump,
            # preferring the place with as many tests after it as the top
            # has (those instructions may come again inside the test:
            # `while b or (g(a) and c < b < d)`).
            starts = [b for b in range(end_of_test - prefix, body_start - 1, -1) if same_run(instrs, b, top, prefix, same_shifted)]
            if not starts:
                raise self.error("loop test not found at the loop bottom", ins)
            tests = len(jumps_where(instrs, self.flow.jump_positions, COND_JUMP, top, body_start))
            bottom = next((b for b in starts if len(jumps_where(instrs, self.flow.jump_positions, COND_JUMP, b, end_of_test)) == tests), starts[0])
        if test_end is not None and test_end < exit_:
            self.skip[test_end] = exit_
        return self._emit_bottom_tested(test, body_start, bottom, bottom, exit_, top, st, ins)

    def _emit_bottom_tested(self, test, body_start, body_end, bottom, exit_, top, st, ins, closing_break=False):
        else_end = self._loop_else(body_start, body_end, exit_, st)
        loop_end = else_end if else_end is not None else exit_
        after = self.follow_of(loop_end, st.region) if loop_end >= st.end else self.resolve(loop_end)
        loop = LoopInfo(body_start, top, after)
        body = self._loop_body(body_start, body_end, bottom, loop, st, list(st.stack))
        if closing_break:
            _close_with_break(body)
        test = self.bottom_test_made_last(test, body, top, body_start, bottom)
        self._no_exit_copy(body_start, ins)
        orelse = []
        if else_end is not None:
            orelse = self._loop_body(exit_, else_end, self.follow_of(else_end, st.region), st.region.loop, st, list(st.stack))
        self.emit(st, ast.While(test=test, body=body or [ast.Pass()], orelse=orelse), ins)
        return loop_end


def _never_taken(segs):
    """Whether the tests `segs` of a loop are one test of a constant that
    never jumps out, which no loop's test leaves (`while 1:` has none,
    `while not None:` is folded to it first; 3.8/3.9 keep `while 0 and 1:`
    as `0`'s jump out, always taken): the test at the loop's head is an
    operand of the first statement of a `while True:` body's condition
    (`if (None if 1 else a) or b: break`)."""
    if len(segs) != 1 or not isinstance(segs[0].test, ast.Constant):
        return False
    return bool(segs[0].test.value) != bool(segs[0].jump_when)


def _close_with_break(stmts):
    """Put the `break` of a loop body falling into the loop's exit where
    the body's main line ends: in the last with statement's body (its exit
    call comes before the exit; its swallow path goes on to the bottom
    test), the last try statement's else or body (its clauses go there)."""
    while stmts and isinstance(stmts[-1], (ast.With, ast.AsyncWith, ast.Try)):
        last = stmts[-1]
        if isinstance(last, ast.Try) and _jumps_out_at_end(last.finalbody):
            return  # (its finally body leaves: the loop through it)
        stmts = last.orelse if isinstance(last, ast.Try) and last.orelse else last.body
    if any(getattr(x, "_breaks_into_exit", False) for x in stmts):
        return  # (a try body wrote it: the code after that statement is reached by its clauses alone)
    if stmts and isinstance(stmts[-1], LEAVING):
        return
    if len(stmts) == 1 and isinstance(stmts[0], ast.Pass):
        stmts.pop()
    stmts.append(ast.Break())


def _jumps_out_at_end(stmts):
    """Whether the main line of `stmts` never finishes: it reaches a
    `break` or `continue`, maybe in the body of a with statement (a jump
    cannot raise, so no __exit__ swallows it: the code after that with
    runs only when its body's other code raises and __exit__ swallows)."""
    for x in stmts:
        if isinstance(x, (ast.Break, ast.Continue)) or isinstance(x, (ast.With, ast.AsyncWith)) and _jumps_out_at_end(x.body):
            return True
    return False


def _falls_from_pass(stmts):
    """Whether a `pass` (its NOP dropped, its line handed to the next
    instruction) may fall straight into what follows `stmts`: a jump back
    on its line is then not a written `continue`. (A then-branch followed
    by an else leaves through a jump of its own, which takes the line.)"""
    if not stmts:
        return True
    last = stmts[-1]
    if isinstance(last, ast.Pass):
        return True
    if isinstance(last, ast.If):
        return _falls_from_pass(last.orelse or last.body)
    if isinstance(last, ast.Try) and last.finalbody:
        return _falls_from_pass(last.finalbody)
    return False


def _falling_end(stmts):
    """The statement list, innermost, whose end falls into what follows
    `stmts`: through the ifs ending it, their else (laid out last) or body."""
    while stmts and isinstance(stmts[-1], ast.If):
        stmts = stmts[-1].orelse or stmts[-1].body
    return stmts
