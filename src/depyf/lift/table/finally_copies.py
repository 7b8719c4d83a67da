"""The copies of a finally body (3.11+) on the ways out of a try body,
matched against the handler's copy: where the normal copy ends, its exits,
and what a with swallowing an exception in the body reaches.
"""

import ast
from ...bytecode.idioms import JUMP, NO_FALLTHROUGH, fits, opnames, same, same_but_target, same_run
from copy import deepcopy

from ...errors import DecompilationError

from ..exceptions_shared import CLEANUP_SIZE, _conditional_values_as_ifs, _dump, _drop_exit_copies
from .exit_spelling import _breaks_as_tail, _clause_jump_spelling, _with_jump_spelling, _loop_returns_as_breaks, _else_after_try, _else_spelling, _exit_tails, _merged_withs, _one_exit_spelling
from .statement import TableStatement


class FinallyCopies(TableStatement):
    """TryFinally's readers of the copies of its finally body."""

    def copy_end(self, copy_at, folded=False):
        """3.11+: the normal-exit copy of the finally body [handler + 1, final_end)
        starting at copy_at, where the handler copy re-raises (RERAISE 0 at `inner`) at the end
        of a branch and the normal copy has the exit block copied instead
        (`...; RETURN_VALUE`): (end of the copy, [(start, end) of each exit
        copy], {where the copy's jumps to its end go}). None when they differ.
        3.12+ lays out a nested try's handlers in the normal copy after the
        code the copy goes on to, when that is an exit block (`return`): that
        exit then ends the copy and the handlers after it are skipped. The
        handlers of the body's own statements may come before the copy's.
        `folded`: a branch's tail up to its re-raise may be a jump in the
        normal copy to the same code in the last branch (`_folded_into_jump`)."""
        instrs = self.lifter.instrs
        exits = []
        joins = set()
        end = None
        start = copy_at
        begun = {o: i for i, hs in self.lifter.try_starts.items() for o in hs}
        passed = None
        final_at = self.handler + 1
        at = {}  # (where each instruction of the handler copy has its normal copy)
        while final_at < self.final_end:
            if copy_at >= self.lifter.count:
                return None
            at[final_at] = copy_at
            x, y = instrs[final_at], instrs[copy_at]
            if fits(x, "PUSH_EXC_INFO") and fits(y, "PUSH_EXC_INFO") and exits and begun.get(copy_at, start) < start and copy_at in self.lifter.cover:
                copy_at = self.lifter.cover[copy_at] + CLEANUP_SIZE  # the handler of a statement of the body, laid out first
                passed = copy_at
                continue
            if fits(x, "PUSH_EXC_INFO") and not fits(y, "PUSH_EXC_INFO") and exits and end is None:
                exit_len = exits[0][1] - exits[0][0]
                if not (copy_at + exit_len < self.lifter.count and fits(instrs[copy_at + exit_len], "PUSH_EXC_INFO") and self.lifter._same_code(copy_at, exits[0][0], exit_len)):
                    return None
                end = copy_at
                copy_at += exit_len
                continue
            if final_at in self.inner:
                elsewhere = self._exit_jumped_to(final_at, at, exits, joins)
                if elsewhere is not None:
                    if elsewhere not in exits:
                        exits.append(elsewhere)
                    final_at += 1
                    continue
                ret = self._return_copy_end(copy_at)
                if ret is None:
                    return None
                exits.append((copy_at, ret))
                final_at, copy_at = final_at + 1, ret
                continue
            if fits(x, JUMP) and x.target.index == self.final_end and y.target is None:
                # (a branch's jump to the handler copy's re-raise, the body's
                # return copied onto it: 3.11 finally_and_with.py::case_r19b_*;
                # a constant there is the implicit `return None`, try_finally_exits.py::_mnew14_*)
                ret = None if fits(y, "LOAD_CONST") else self._return_copy_end(copy_at)
                if ret is None:
                    return None
                exits.append((copy_at, ret))
                final_at, copy_at = final_at + 1, ret
                continue
            if folded and fits(y, JUMP) and not fits(x, JUMP):
                past = self._folded_into_jump(final_at, y)
                if past is not None:
                    final_at, copy_at = past, copy_at + 1
                    continue
            if not same_but_target(x, y):
                return None
            if x.target is not None and x.target.index == self.final_end:
                joins.add(y.target.index)
            final_at, copy_at = final_at + 1, copy_at + 1
        if end is not None:
            self.lifter.skip[end + exits[0][1] - exits[0][0]] = copy_at
            if passed is not None:
                # That statement's reading skips its own handlers only: the
                # copy's come next.
                self.lifter.skip[passed] = copy_at
            return end, exits, joins
        return copy_at, exits, joins

    def _return_copy_end(self, k):
        """Where the straight run from k ends in a RETURN_VALUE, past it;
        None where a jump, a raise or the code's end comes first."""
        instrs = self.lifter.instrs
        while k < self.lifter.count and not fits(instrs[k], "RETURN_VALUE|RAISE_VARARGS|RERAISE") and instrs[k].target is None:
            k += 1
        if k >= self.lifter.count or not fits(instrs[k], "RETURN_VALUE"):
            return None
        return k + 1

    def _folded_into_jump(self, final_at, jump):
        """3.13: where the handler copy goes on past the re-raise ending the
        branch at `final_at` (a call's tail `CALL; POP_TOP; RERAISE`) when
        the normal copy's `jump` there goes forward to the same code (by
        name) laid out once for the last branch, which then falls into the
        exit; None otherwise."""
        instrs = self.lifter.instrs
        reraise = min((k for k in self.inner if k >= final_at), default=None)
        to = jump.target.index
        if reraise is None or reraise == final_at or to <= jump.index:
            return None
        n = reraise - final_at
        if to + n > self.lifter.count or opnames(instrs, final_at, reraise) != opnames(instrs, to, to + n):
            return None
        return reraise + 1

    def _exit_jumped_to(self, final_at, at, exits, joins):
        """3.12+: the re-raise at `final_at` of the handler copy ends a branch
        (`if a and b:` ending the finally body) whose normal copy jumps to
        a copy of the exit block laid out past the handlers (the clause's
        way out), or to the one in line (3.13), not to one right after the
        copy's end: that copy, (start, end); None otherwise. (A jump to
        the re-raise may have been turned into one to the copy's end, as
        each branch ending in a re-raise is: then the branches going
        there must all reach the one copy `joins` or the first exit is.)"""
        instrs = self.lifter.instrs
        if not exits or not self.version.COLD_CODE_AT_END:
            return None
        exit_start, exit_end = exits[0]
        n = exit_end - exit_start
        jumps = [j for j in range(self.handler + 1, final_at) if j in at and j not in self.inner and instrs[j].target is not None]
        # (the jumps there when read: jump_offset keeps where they went)
        to = [j for j in jumps if instrs[j].jump_offset == instrs[final_at].offset]
        shared = not to
        if shared:
            to = [j for j in jumps if instrs[j].target.index == self.final_end]
        for j in to:
            y = instrs[at[j]]
            t = y.target.index if y.target is not None else None
            if t is None or shared and t != exit_start and t not in joins or t + n > self.lifter.count or not self.lifter._same_code(t, exit_start, n):
                return None
            if t != exit_start and t < self.handler:
                return None  # (a copy in line after the first: read there)
        places = {instrs[at[j]].target.index for j in to}
        if len(places) != 1:
            return None  # (none, or each branch going to a copy of its own)
        t = places.pop()
        return t, t + n

    def copy_with_inlined_returns(self, final_end, return_tail):
        """3.11+: the normal copy at body_end of a finally body
        [handler + 1, final_end) that ends in `return`, whose branches
        join (a forward jump in the handler copy) at the block computing
        the value, where the normal copy holds that block and the return
        (`return_tail`: (start, end) of the handler copy's instructions
        after its POP_EXCEPT) inline instead (the compiler copies a short
        exit to each jump reaching it). Jumps inside the copies match when
        they reach matching places. The end of the normal copy, or None
        when it is not such a copy."""
        instrs = self.lifter.instrs
        count = self.lifter.count
        tail_start, tail_end = return_tail
        tail_len = tail_end - tail_start
        at = {}  # handler copy index -> normal copy index
        jumps = []
        h, n = self.handler + 1, self.body_end
        join = None
        while h < final_end:
            x = instrs[h]
            if h == join and fits(instrs[h - 1], NO_FALLTHROUGH):
                return n  # only jumps reach the value's block: each holds its own
            if n >= count:
                return None
            t = x.target.index if x.target is not None else None
            if fits(x, JUMP) and not fits(instrs[n], JUMP) and h < t <= final_end and not any(instrs[k].target is not None for k in range(t, final_end)):
                # The jump to the block computing the value: inlined here.
                size = final_end - t
                if not (same_run(instrs, t, n, size) and same_run(instrs, tail_start, n + size, tail_len)):
                    return None
                at[h] = n
                h, n, join = h + 1, n + size + tail_len, t
                continue
            y = instrs[n]
            if (t is None) != (y.target is None) or (not same(x, y) if t is None else opnames(instrs, h, h + 1) != opnames(instrs, n, n + 1)):
                return None
            if t is not None:
                jumps.append((t, y.target.index))
            at[h] = n
            h, n = h + 1, n + 1
        if not same_run(instrs, tail_start, n, tail_len):
            return None
        at[final_end] = n
        if any(at.get(t) != u for t, u in jumps):
            return None
        return n + tail_len

    def returning_copy_read(self, final):
        """3.12+: the normal copy of a finally body ending in `return`
        (`final`, its statements) that holds a statement with handlers of
        its own (a with, a try inside a loop) lays out those handlers after
        its return, and the with's swallowing exit holds a copy of the
        return, where the handler copy (already cold) keeps them inline:
        the two differ instruction by instruction. Read as statements, the
        normal copy [body_end, handler) is the finally body: the handler,
        where reading goes on (the code after the statement is unreachable);
        else None. (Where other code of the block lies between, the copy
        ends at the first return that ends it.)"""
        want = [_dump(x) for x in final]
        ends = [self.handler] + [k + 1 for k in range(self.body_end, self.handler - 1) if fits(self.lifter.instrs[k], "RETURN_VALUE")]
        for end in ends:
            try:
                with self.lifter.trial:
                    copy, out = self.lifter.block(self.body_end, end, self.lifter._sub(self.st, end, None), list(self.st.stack))
            except DecompilationError:
                continue
            if len(out) == len(self.st.stack) and [_dump(x) for x in copy] == want:
                return end
            if end == self.handler and [_dump(x) for x in copy[: len(final)]] != want:
                return None
        return None

    def copy_without_handlers_end(self):
        """3.12+: the normal copy of a finally body that holds a statement
        with handlers of its own (a try in a loop) lays those handlers out
        past the function, where the handler copy keeps them inline after
        its re-raise: the code before that re-raise, copied at
        past_handlers, is all the normal copy holds. Read as statements, it
        is the finally body (`final`): where the copy ends; else None."""
        instrs = self.lifter.instrs
        if not self.version.COLD_CODE_AT_END or self.final_end != self.cleanup:
            return None
        # (that re-raise may be a jump to the body's end now, `inner_exits`)
        fin_jumps = self.lifter.facts.fin_jumps
        reraise = next((k for k in range(self.handler + 1, self.cleanup) if (k in fin_jumps or fits(instrs[k], "RERAISE") and instrs[k].argval == 0) and self.lifter.cover.get(k) == self.cleanup), None)
        if reraise is None or not fits(instrs[reraise + 1], "PUSH_EXC_INFO"):
            return None
        at = self.past_handlers
        end = at + reraise - (self.handler + 1)
        if end > min(self.st.end, self.handler) or opnames(instrs, at, end) != opnames(instrs, self.handler + 1, reraise):
            return None
        return end if self.reads_as(at, end, [_dump(x) for x in self.final], end) else None

    def reads_as(self, start, end, dumps, follow):
        """Whether [start, end), read on the statement's stack (followed
        by `follow`), is the statements dumped in `dumps` (`_dump`), leaving
        the stack as it was: a copy of a finally body."""
        try:
            with self.lifter.trial:
                stmts, out = self.lifter.block(start, end, self.lifter._sub(self.st, end, follow), list(self.st.stack))
        except DecompilationError:
            return False
        return len(out) == len(self.st.stack) and [_dump(x) for x in stmts] == dumps

    def swallowed_copy(self):
        """`try: with m: return v finally: F` (3.11+), F with branches: where
        __exit__ swallows an exception the body falls off, into the normal
        copy of F laid out after the handlers. That copy (its start, end,
        exits, joins) when every with statement of the body goes on there
        (through the exits of the with statements around it); else None."""
        instrs = self.lifter.instrs
        goes = set()
        for k in range(self.body_start, self.body_end):
            if not fits(instrs[k], "BEFORE_WITH|BEFORE_ASYNC_WITH"):
                continue
            with_handler = self.lifter._with_handler_at(k)
            cont = None if with_handler is None else self.lifter._swallow_continuation(with_handler)
            if cont is None:
                return None
            while cont + 1 < self.lifter.count and fits(instrs[cont], "WITH_EXIT") and fits(instrs[cont + 1], JUMP):
                cont = self.lifter.resolve(cont + 1)
            if self.body_start <= cont < self.body_end:
                return None  # the body goes on after it: not the shape
            goes.add(cont)
        if len(goes) != 1:
            return None
        copy_start = goes.pop()
        if copy_start < self.body_end:
            return None
        found = self.copy_end(copy_start)
        if found is None:
            return self.copy_jumping_on(copy_start)
        end, exits, joins = found
        if any(y - x != exits[0][1] - exits[0][0] or not self.lifter._same_code(x, exits[0][0], y - x) for x, y in exits):
            return None
        return copy_start, end, exits, joins

    def copy_jumping_on(self, copy_start):
        """The normal copy at copy_start of the finally body [handler + 1, final_end) whose every
        way out (the handler copy's re-raises at `inner`, its jumps to final_end)
        jumps to one place J, the code after the statement: (copy_start, end of the
        copy, [], {J}); None otherwise."""
        instrs = self.lifter.instrs
        final_len = self.final_end - (self.handler + 1)
        if copy_start + final_len > self.lifter.count:
            return None
        join = None
        for offset in range(final_len):
            x, y = instrs[self.handler + 1 + offset], instrs[copy_start + offset]
            if self.handler + 1 + offset in self.inner:
                if not fits(y, JUMP):
                    return None
                goes_to = self.lifter.resolve(y.target.index)
            elif not same_but_target(x, y):
                return None
            elif x.target is None:
                continue
            elif x.target.index == self.final_end:
                goes_to = self.lifter.resolve(y.target.index)
            elif x.target.index - (self.handler + 1) == y.target.index - copy_start and x.target.index < self.final_end:
                continue
            else:
                return None
            if join is not None and goes_to != join:
                return None
            join = goes_to
        loop = self.st.region.loop
        round_loop = loop is not None and join is not None and join == self.lifter.resolve(loop.continue_to)
        if join is None or join < copy_start + final_len and not round_loop:
            return None
        return copy_start, copy_start + final_len, [], {join}

    def after_swallowed_copy(self, resume):
        """Go on after the normal copy of the finally body that swallowed
        exceptions reach (`swallowed_copy`), when only skipped handlers lie
        between: (where to go on, the code after the statement copied into
        the copy's exits or None)."""
        copy_start, end, exits, joins = self.swallowed
        at = resume
        while at in self.lifter.skip and self.lifter.skip[at] > at:
            at = self.lifter.skip[at]
        if self.swallowed_copy_goes_round(at):
            # (past the jumps back the copy's branches end in, 3.13)
            instrs, back = self.lifter.instrs, joins.copy().pop()
            stop = end
            while stop < self.lifter.count and fits(instrs[stop], JUMP) and self.lifter.resolve(instrs[stop].target.index) == back:
                stop += 1
            self.lifter.skip[copy_start] = stop
            return at, None
        if at != copy_start:
            raise self.lifter.error("finally body not copied after the try body", self.lifter.instrs[resume])
        if not exits:
            # Jumps on to the code after the statement: right after the
            # copy, or past the finally handler laid out there (3.11: or
            # back round the loop whose body the statement ends there).
            loop = self.st.region.loop
            if loop is not None and end + 1 == self.handler and fits(self.lifter.instrs[end], JUMP) and self.lifter.resolve(end) == self.lifter.resolve(loop.continue_to):
                # (the last branch's way on, a jump back round the loop, laid
                # out after the copy, right before the handler: 3.11
                # finally_and_with.py::case_r19b_with_return_through_if_else_finally_in_for)
                end = self.handler
            after = self.cleanup + CLEANUP_SIZE if end == self.handler else end
            if loop is not None and after == self.st.end and joins == {self.lifter.resolve(loop.continue_to)}:
                return end, None
            if joins != {end} and not (end == self.handler and joins == {self.cleanup + CLEANUP_SIZE}):
                raise self.lifter.error("finally body not copied after the try body", self.lifter.instrs[resume])
            return end, None
        if end in joins:
            return end, None
        return end, exits[0]

    def swallowed_copy_goes_round(self, at):
        """3.12+: whether the statement ends the loop body at `at` (the end
        of its block) and the normal copy swallowed exceptions reach
        (`swallowed`) lies past it, laid out after the loop, every way out
        of it jumping back round the loop: the loop body going on
        (finally_and_with.py::case_with18_return_through_if_finally_in_for)."""
        copy_start, _, exits, joins = self.swallowed
        loop = self.st.region.loop
        if exits or loop is None or at != self.st.end or copy_start <= self.st.end:
            return False
        return joins == {self.lifter.resolve(loop.continue_to)}

    def branch_return_after(self, copy, final, length, size=1):
        """Whether the copy [copy, copy + length) of the finally body at
        `final`, followed by a return of `size` instructions (RETURN, or
        the iterators of the for loops it leaves popped first), has
        branches that jump to a second such return right after, each where
        the finally body jumps to its end (its re-raise)
        (finally_and_with.py::_n15wf_ternary_finally_in_for)."""
        instrs = self.lifter.instrs
        ret = copy + length + size
        if ret + size > self.lifter.count or not fits(instrs[ret + size - 1], "RETURN_VALUE") or not self.lifter._same_code(ret, copy + length, size):
            return False
        found = False
        for m in range(length):
            x, y = instrs[copy + m], instrs[final + m]
            if x.target is not None and x.target.index == ret:
                if y.target is None or y.target.index != final + length:
                    return False
                found = True
        return found

    def cold_copy(self, returns=False, breaks=False):
        """3.12+: when the body's main line never finishes and only the
        clauses of a statement in it go on, to the normal copy of the
        finally body laid out past the handlers (cold) and then the code
        after the statement: that code, (start, end to read: its way round
        the loop around left out, the block's end says it; end; the copy's
        start), or None. `returns`: the main line ends in `return value` through the
        finally body's copy (it never finishes, though the value's
        instructions fall off the body); `breaks`: in a `break` through it
        (`break_copy_then_cold`)."""
        instrs = self.lifter.instrs
        if not self.version.COLD_CODE_AT_END or not (returns or breaks or self.lifter._no_fallthrough(self.body_start, self.body_end)):
            return None
        # (not the jumps of the enclosing block's code laid out between the
        # body and the handler, which it does not protect: another case's;
        # nor a jump to the next instruction, the row normalize gives a
        # `try: break` that the copy of the break's way out follows)
        # (nor the jumps inside one handler of a statement of the body,
        # an except* clause's own: both ends under the one row)
        cover = self.lifter.cover
        jumps = [
            x for x in instrs[self.body_start : self.handler]
            if fits(x, JUMP) and x.target.index >= self.body_end and x.target.index != x.index + 1 and not self.handler <= x.target.index < self.cleanup + CLEANUP_SIZE
            and (x.index < self.body_end or self.lifter._in_extent(x.index, self.handler))
            and not (x.index >= self.body_end and cover.get(x.index) is not None and cover.get(x.index) == cover.get(x.target.index) != self.handler)]
        if not jumps:
            return None
        copy_at = min(x.target.index for x in jumps)
        if any(x.index < copy_at and x.target.index != copy_at for x in jumps):
            return None
        if opnames(instrs, copy_at, copy_at + self.final_len) != self.shape or not same_run(instrs, copy_at, self.handler + 1, self.final_len, same_but_target):
            # (the same instructions, not only their names: code after the
            # statement of one shape, `log.append(4)` before finally's
            # `log.append(9)`, is no copy of it)
            return None
        rest = copy_at + self.final_len
        if rest < self.lifter.count and fits(instrs[rest], JUMP) and self.lifter.resolve(instrs[rest].target.index) == self.lifter.follow_of(self.st.end, self.st.region):
            # (nothing after the statement in its block: the copy goes on
            # where the block does)
            self.lifter.skip[copy_at] = rest + 1
            return rest, rest, rest + 1, copy_at
        if rest < self.lifter.count and fits(instrs[rest], JUMP):
            # (the code after laid out apart, reached only from the copy)
            way = instrs[rest]
            rest = way.target.index
            if rest <= way.index or any(x.target is not None and x.target.index == rest and x is not way for x in instrs):
                return None
            self.lifter.skip[copy_at] = way.index + 1
        cold_end = end = self.lifter._cold_end(rest)
        if end <= rest:
            return None
        self.lifter.skip.setdefault(copy_at, cold_end)
        way_on = {self.lifter.follow_of(self.st.end, self.st.region)}
        if returns:
            way_on.add(self.ret_end + self.extra)  # (where reading goes on after the statement)
        if fits(instrs[end - 1], JUMP) and self.lifter.resolve(instrs[end - 1].target.index) in way_on:
            end -= 1
        return rest, end, cold_end, copy_at

    def breaks_as_returns(self, copy, rest):
        """The code after the statement when the normal copy `copy` of the
        finally body ends in a loop whose returns, copies of that code
        (`rest`), were read as breaks (`_breaks_as_tail`); None otherwise.
        Where the statement ends the body of a loop around, the copy's
        loop falls off into the way round (`else: continue`): the code read
        after it is only the returns' (none follows)."""
        looped = _breaks_as_tail(copy, rest)
        if looped is None:
            return None
        # (an if in the loop whose body ends in one of those returns and
        # whose else the handler copy keeps, a with's body ending in one
        # before the return after it: compared in one spelling)
        spelled = lambda stmts: [_dump(x) for x in _one_exit_spelling(_else_spelling(stmts))]
        want = spelled(self.final)
        if spelled(looped) == want:
            return rest
        loop = self.st.region.loop
        if loop is None or self.st.region.follow != loop.continue_to or len(looped[-1].orelse) != 1 or not isinstance(looped[-1].orelse[0], ast.Continue):
            return None
        looped[-1].orelse = []
        return [] if spelled(looped) == want else None

    def loop_exit_known_in_copy(self, copy, rest):
        """The normal copy `copy` of a finally body ending in a loop, its
        breaks copies of the code after the statement (`rest`) turned back
        into breaks (`_loop_returns_as_breaks`), when it runs as the handler
        copy's reading does (both in `_clause_jump_spelling`); else None.
        The handler copy, where the loop's way out is a re-raise, reads a
        `break` after a try whose clauses fall into it inside those clauses
        and a dead `continue` after: the normal copy knows the loop's exit,
        and its reading compiles back as the source did."""
        looped = _loop_returns_as_breaks(copy, rest) or copy
        if not looped or not isinstance(looped[-1], (ast.For, ast.AsyncFor, ast.While)):
            return None
        want = [_dump(x) for x in _clause_jump_spelling(self.final)]
        return looped if [_dump(x) for x in _clause_jump_spelling(looped)] == want else None

    def with_jump_read_as(self, stmts):
        """The code after the statement when the finally body, read from
        the handler copy as a with doing nothing, a jump out of the loop,
        then code (`_with_jump_spelling`), is the start of the normal
        copy's statements `stmts`: a with whose body is the jump, then the
        code reached when __exit__ swallows. The finally body is then the
        normal copy's reading. None otherwise."""
        final = _with_jump_spelling(self.final)
        n = len(final)
        if [_dump(x) for x in final] == [_dump(x) for x in self.final] or n > len(stmts) or [_dump(x) for x in stmts[:n]] != [_dump(x) for x in final]:
            return None
        self.final[:] = stmts[:n]
        return stmts[n:]

    def with_break_copied_read_as(self, stmts):
        """The code after the statement when the normal copy's statements
        `stmts` start with the finally body (the handler copy's reading)
        once a with doing nothing (`pass`) followed by a copy of the code
        after the while loop around (ending in a return or raise: 3.12+
        copies that short exit block onto the with's `break`, after its
        exit call, where the handler copy keeps the break) is that with
        holding a `break`: both run __exit__ and then that code. None
        otherwise."""
        loop = self.st.region.loop
        instrs = self.lifter.instrs
        if loop is None or loop.break_to is None or fits(instrs[loop.head], "FOR_ITER"):
            return None
        start = self.lifter.resolve(loop.break_to)
        last = stmts[-1] if stmts else None
        if start == self.st.end and isinstance(last, (ast.With, ast.AsyncWith)) and all(isinstance(y, ast.Pass) for y in last.body) and not fits(instrs[start - 1], NO_FALLTHROUGH):
            # (3.13 lays the loop's exit out right after the copy, which
            # falls into it: the block ends there; the code after the
            # with, reached when __exit__ swallows, lies past that exit)
            out = deepcopy(stmts)
            out[-1].body = [ast.Break()]
            n = len(out)
            return [] if [_dump(x) for x in out] == [_dump(x) for x in self.final[:n]] else None
        end = self._return_copy_end(start) if start < self.lifter.count else None
        # (read from its first copy in the normal copy: the loop's own
        # exit is read after the loop)
        size = end - start if end is not None else 0
        at = next((k for k in range(self.body_end, self.st.end - size + 1) if self.lifter._same_code(k, start, size)), None) if size else None
        if at is None:
            return None
        try:
            with self.lifter.trial:
                after, _ = self.lifter.block(at, at + size, self.lifter._sub(self.st, at + size, None), list(self.st.stack))
        except DecompilationError:
            return None
        want = [_dump(x) for x in after]
        if not after or not isinstance(after[-1], (ast.Return, ast.Raise)):
            return None
        out = deepcopy(stmts)
        for k, x in enumerate(out):
            if isinstance(x, (ast.With, ast.AsyncWith)) and all(isinstance(y, ast.Pass) for y in x.body) and [_dump(y) for y in out[k + 1 : k + 1 + len(after)]] == want:
                x.body = [ast.Break()]
                del out[k + 1 : k + 1 + len(after)]
                break
        else:
            return None
        n = len(self.final)
        return out[n:] if [_dump(x) for x in out[:n]] == [_dump(x) for x in self.final] else None

    def withs_merged_read_as(self, copy):
        """Whether the finally body, read from the handler copy as nested
        withs (`_merged_withs`: a copied exit read into the outer one), is
        the normal copy `copy` once they are one with and the exits are
        spelled one way."""
        spelled = _one_exit_spelling(self.final)
        merged = [_dump(x) for x in _merged_withs(spelled)]
        return merged != [_dump(x) for x in spelled] and merged == [_dump(x) for x in _merged_withs(_one_exit_spelling(copy))]

    def copy_then_rest(self):
        """The statements after the normal-exit copy of the finally body when
        [body_end, st.end) starts with that copy (the same statements as `final`);
        None otherwise. For copies laid out differently from the handler copy
        (3.12+ moves a nested statement's handlers out of the normal copy,
        not out of the handler copy, which is already cold)."""
        stmts, out = self.lifter.block(self.body_end, self.st.end, self.st.region, list(self.st.stack))
        loop = self.st.region.loop
        if self.final and isinstance(self.final[-1], ast.Continue) and loop is not None and self.st.region.follow == loop.continue_to and [_dump(x) for x in stmts] == [_dump(x) for x in self.final[:-1]]:
            # The finally body ends in `continue` and the statement ends
            # the loop's body: the normal copy falls off into the loop's
            # way round instead.
            return [] if len(out) == len(self.st.stack) else None
        if self.final and isinstance(self.final[-1], ast.Break) and loop is not None and self.st.region.follow == loop.break_to and [_dump(x) for x in stmts] == [_dump(x) for x in self.final[:-1]]:
            # (in `break`, where falling off the statement leaves the loop,
            # one that never goes round: the normal copy falls into its exit)
            return [] if len(out) == len(self.st.stack) else None
        n = len(self.final)
        copy, rest = stmts[:n], stmts[n:]
        if len(out) != len(self.st.stack):
            return None
        hoisted = _else_after_try(self.final)
        if hoisted is not None and [_dump(x) for x in stmts[: len(hoisted)]] == [_dump(x) for x in hoisted]:
            return stmts[len(hoisted) :]  # (its else read as the code after it: `_else_after_try`)
        spelled = _one_exit_spelling(stmts)
        if copy and rest:
            _drop_exit_copies(copy[-1], [_dump(x) for x in rest])
        if [_dump(x) for x in copy] != [_dump(x) for x in self.final]:
            returning = self.breaks_as_returns(copy, rest)
            if returning is not None:
                return returning
            known = self.loop_exit_known_in_copy(copy, rest)
            if known is not None:
                self.final[:] = known
                return rest
            if [_dump(x) for x in _conditional_values_as_ifs(copy)] == [_dump(x) for x in _conditional_values_as_ifs(self.final)]:
                # (a conditional expression ending the finally body, read
                # as an if from the handler copy: `_conditional_values_as_ifs`)
                self.final[:] = copy
                return rest
            jumped = self.with_jump_read_as(stmts)
            if jumped is None:
                jumped = self.with_break_copied_read_as(stmts)
            if jumped is not None:
                return jumped
            if self.withs_merged_read_as(copy):
                self.final[:] = copy  # (nested withs read from the handler copy: `_merged_withs`)
                return rest
            # Exit blocks copied differently into the two copies (a return
            # in the finally body, `x = 0; return`, on each way in to it
            # in the handler copy, shared with the code after the statement
            # in the normal copy; the code ending the body, before the
            # re-raise, in each branch of the handler copy): the finally
            # body runs as the normal copy does when both are spelled one
            # way. (Only when the body has no way out, each with its own
            # copy to strip.)
            if any(isinstance(x, (ast.Return, ast.Break, ast.Continue)) for s in self.body for x in ast.walk(s)):
                return None
            mine = _one_exit_spelling(self.final)
            want = [_dump(x) for x in _else_spelling(spelled)]
            for rest in [stmts[len(mine) :]] + _exit_tails(stmts):
                if [_dump(x) for x in _else_spelling(_one_exit_spelling(mine + rest))] == want:
                    self.final[:] = mine
                    return deepcopy(rest)
            return None
        if len(rest) == 1 and isinstance(rest[0], ast.Continue) and self.copy_goes_round():
            return []
        return rest

    def copy_goes_round(self):
        """3.11: whether the normal copy ends in the jump back of the loop
        whose body the statement ends, right before the handler, on the
        copy's last line (the code after a with in the finally body, the
        with's own `continue` leaving the handler copy before its handler:
        the loop's last jump back, which closes its body, lies there), no
        written `continue`: falling off the body goes round."""
        loop = self.st.region.loop
        k = self.handler - 1
        instrs = self.lifter.instrs
        if not self.version.TABLE_HANDLERS_INLINE or loop is None or self.st.region.follow != loop.continue_to or k <= self.body_end:
            return False
        jump = instrs[k]
        # (or on the line of a loop or an if ending the copy, whose exit
        # jumps to it: a written `continue` has a line of its own)
        lines = {instrs[k - 1].lineno} | {x.lineno for x in self.lifter.flow.jump_sources.get(k, ()) if self.body_end <= x.index < k}
        return fits(jump, JUMP) and self.lifter.resolve(jump.target.index) == loop.continue_to and jump.lineno in lines

