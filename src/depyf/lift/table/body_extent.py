"""Where the protected body of a try or with statement ends (3.11+): the
instructions the table gives its handler, and the ways out of the body
the table leaves out (instructions that cannot raise: a return, a
branch's break) or that 3.11 and 3.12+ lay out apart from it. Queries of
the lifter (`BodyExtentOps`).
"""

from ...bytecode.idioms import AWAIT, COND_JUMP, ITERATOR_POPPED_JUMP, ITERATOR_UNDER_VALUE_DROPPED, JUMP, LEAVES, NAME_CLEANUP, NO_FALLTHROUGH, RETURN_OUT_OF_WITH, WITH_EXITS_UNDER_RETURN, WITH_SWALLOW, Idiom, fits, jumps_where, match, where, where_two
from ..copy_limits import MAX_COPY_SIZE
from ..exceptions_shared import CLEANUP_SIZE

# A for loop's head or a jump: what may leave a with body through its exit.
_LOOP_HEAD_OR_JUMP = Idiom("for loop head or jump", "FOR_ITER|JUMP")
# What a return or a jump out of a protected body that the table leaves out
# may run (`_code_after_in_gap`): nothing that can raise.
_CANNOT_RAISE = Idiom("cannot raise", "NOP|LOAD_CONST|LOAD_FAST|POP_TOP|SWAP|COPY|POP_EXCEPT|RETURN_VALUE|RETURN_CONST|JUMP")
# What the handlers, exit calls and swallow paths of with statements hold
# (`_holds_code`): no code of the user's.
_WITH_MACHINERY = Idiom("with machinery", "NOP|POP_TOP|JUMP|POP_EXCEPT|WITH_EXIT|COPY|RERAISE|PUSH_EXC_INFO|WITH_EXCEPT_START|POP_JUMP_IF_TRUE|SWAP|LOAD_CONST")


def _covered_run_last(cover, k, count, own):
    """The last index of the run from `k` whose instructions `cover` gives
    the handler `own` (that of `k`): one answer for the run, whether the
    body of a handler holds them (`own`, or one inside its extent)."""
    k += 1
    while k < count and cover.get(k) == own:
        k += 1
    return k - 1


class BodyExtentOps:
    """`_main_line_end`: the end of a protected body, and what it asks."""

    # Each handler's index -> the stack depth of its table row (the rows
    # never change once read): made on first use by `_handlers_within`.
    _handler_depths = None

    def _main_line_end(self, start, handler):
        """End of the protected body of handler that begins at `start`."""
        last = gap_at = run_at = accepted = None
        gap = False
        k, passed = start, set()  # (handlers laid out after one passed so, `_try_goes_on_after_return`)
        cover, count = self.cover, self.count
        while k < count:
            c = cover.get(k)  # (`_in_extent`'s first steps in place: most are covered by the handler itself, or by none)
            inside = c == handler or c is not None and (d := cover.get(c)) is not None and (d == handler or self._in_extent(k, handler))
            if inside and not gap:  # (the commonest step, nothing below applies but `last = k`: a run of one cover at a time)
                last = k = _covered_run_last(cover, k, count, c)
            elif inside:
                if gap and k in passed:
                    gap = False
                if gap and fits(self.instrs[k], "PUSH_EXC_INFO"):
                    goes_on = self._nested_with_goes_on(start, k, handler) or self._nested_with_goes_on_past_tries(start, k, handler) or self._leaving_with_swallows_on(start, k, handler) or self._returning_with_past_tries(start, k, handler)
                    if self.version.TABLE_HANDLERS_INLINE and (goes_on or self._jumped_past(start, k, handler) or self._try_goes_on_after_return(start, k, handler, passed)) or self._jumps_over_handler(start, k, handler):
                        # The gap was that nested statement's way out (a
                        # return): the body goes on, as without a gap.
                        gap = False
                    elif self._encloses_returned_into(accepted, k) or self._clauses_join_swallow(start, accepted, k, handler):
                        accepted = k
                    elif not goes_on and not (self.version.TABLE_HANDLERS_INLINE and self._begun_after(k, start, gap_at)) and not self._returned_into_handler(start, run_at, self._past_with_handler_after_return(start, k, run_at), handler, gap_end=k):
                        break
                    else:
                        after = self._raise_after_in_gap(start, start if last is None else last + 1, k, handler)
                        if after is not None:
                            return after  # (the statement ends there: the code after it, laid out in the gap)
                        accepted = k
                if gap and self.version.COLD_CODE_AT_END and self._is_with_cleanup(k):
                    k += 3  # a with statement's cleanup block, placed after a copied exit
                    continue
                last = k
            else:
                if k in self.facts.exits_inside:
                    # A loop's exit laid out here (loop_tests._exit_in_with_body),
                    # and after it the handlers of statements before this one.
                    k = self.facts.exits_inside[k]
                    while k in self._earlier_handlers(start):
                        k = self.cover[k] + CLEANUP_SIZE
                    continue
                j = self.instrs[k - 1]
                if self.version.COLD_CODE_AT_END and k != handler and fits(j, JUMP) and start <= j.target.index < k:
                    # A body ending in an endless loop: 3.12+ may lay out
                    # the handlers of statements before it between the loop
                    # and the handlers of statements nested in it.
                    p = self._past_foreign_handlers(k, handler)
                    if k < p < self.count and self._in_extent(p, handler):
                        k = p
                        continue
                if gap and gap_at == k - 1 and k in self._handlers_within(run_at, self.count, handler):
                    # A finally body that is a try statement, copied onto a
                    # way out of the body (a return in an except clause):
                    # its handlers are the copy's, the body goes on after.
                    k = self.cover[k] + CLEANUP_SIZE
                    gap_at = k - 1
                    continue
                if fits(self.instrs[k], "PUSH_EXC_INFO") or k == handler:
                    break
                if fits(self.instrs[k], "FOR_ITER") and not gap and k + 1 < self.count and self._in_extent(k + 1, handler):
                    # An `async for` head (read as one instruction) that
                    # the table leaves out: the loop's body goes on in it.
                    k += 1
                    continue
                if gap_at != k - 1:
                    run_at = k
                gap, gap_at = True, k
            k += 1
        if last is None:
            raise self.error("empty protected region", self.instrs[start])
        end = self._end_past_last_covered(last)
        held_to = self.facts.exits_inside.get(end)
        if held_to is not None and held_to < self.count and fits(self.instrs[held_to], "WITH_EXIT"):
            # (a loop's exit blocks held right after the body's return
            # (`_exit_in_with_body`), then the with's exit call that a for
            # loop ending the body exits to: the body goes on there,
            # with_exits_in_loops.py::case_while_with_async_for_returning)
            end = held_to
        return self._branch_exits_after(start, end, handler)

    def _raise_after_in_gap(self, start, lo, k, handler):
        """Where the body of `handler` (from `start`) ends when the gap
        [lo, k) before the handler k it would be taken on to holds the code
        after the statement: a raise no table row covers whose straight run
        is jumped to from within that body (a loop's exit there), laid out
        (3.12+) after a with's return in the loop; or None (the body goes
        on to k). Read in the body, the statement's own clauses would catch
        what it raises (fuzz 3.12/3.13 seed 235 #185,
        with_exits_in_loops.py::case_o21_seed235_raise_after_try_holding_while_with_returning):
        the body ends where the raise's uncovered run begins; its rest
        (the with's handlers, the loop's test past them) is reached by
        jumps. (The exit block of a loop around the statement, entered
        from its head before `start`, is read after that loop:
        finally_and_with.py::case_rn13_with_return_then_body_in_try_finally_if_in_for;
        one held in a with body, `_exit_in_with_body`, is passed over.)
        The run goes back past the gap into covered code: a loop's else
        (covered, the loop's exit block) may fall into the raise, the
        jump of the loop's test going to the else's start; the body ends
        after that else."""
        held = self.facts.exits_inside
        sources = self.flow.jump_sources
        cover = self.cover
        for x in range(lo, k):
            if cover.get(x) is not None or not fits(self.instrs[x], "RAISE_VARARGS") or any(a <= x < b for a, b in held.items()):
                continue
            p = x  # (back past covered code too: a loop's else falling into the raise)
            while p > start and not fits(self.instrs[p - 1], NO_FALLTHROUGH):
                p -= 1
            if any(start <= j.index < handler for t in range(p, x + 1) for j in sources.get(t, ())):
                q = x  # (the raise's own uncovered run: `raise E(...)`)
                while q > p and cover.get(q - 1) is None:
                    q -= 1
                if self._past_final_copies(q, handler) <= x:  # (not in a return's copy of a finally body around)
                    return q
        return self._code_after_in_gap(start, lo, k, handler)

    def _code_after_in_gap(self, start, lo, k, handler):
        """Where the body of `handler` ends when the gap [lo, k) holds the
        code after the statement as straight code no table row covers,
        entered only by jumps, all from within the body (a loop's exit) or
        the statement's clauses (going on after it), and able to raise (not a way out of the body: those the table
        leaves out cannot raise, but for finally bodies' copies, which are
        fallen into): laid out (3.12+) after a with's return in a loop
        (with_and_loops.py::case_r21c_try_finally_while_two_item_with_swallow_return_then_code,
        the finally body's normal copy then the code after the statement);
        or None."""
        instrs, cover, sources = self.instrs, self.cover, self.flow.jump_sources
        clauses_end = cover.get(handler, handler)
        for q in range(max(lo, start + 1), k):
            if cover.get(q) is not None or not fits(instrs[q - 1], NO_FALLTHROUGH) or not sources.get(q):
                continue
            if any(not (start <= j.index < handler and (cover.get(j.index) is not None or fits(j, JUMP)) or handler < j.index < clauses_end) for j in sources[q]):
                continue  # (from the body, or the statement's clauses going on there)
            if not any(self._exits_loop_in_body(j, start, handler) for j in sources[q]):
                continue  # (jumped to by ways out alone: a `break`, past a finally body's copy or not)
            end = q
            while end < k and cover.get(end) is None and instrs[end].target is None and not fits(instrs[end], NO_FALLTHROUGH):
                end += 1
            if end >= k or cover.get(end) is not None or not fits(instrs[end], "RETURN_VALUE|RETURN_CONST|RAISE_VARARGS"):
                continue
            rest = self._past_final_copies(q, handler)
            if any(sources.get(t) for t in range(q + 1, end + 1)) or any(fits(x, "WITH_EXIT|POP_EXCEPT") for x in instrs[rest:end]) or all(fits(x, _CANNOT_RAISE) for x in instrs[rest:end]):
                continue  # (a way out of the body: a return through the exits of statements around)
            return q
        return None

    def _exits_loop_in_body(self, j, start, handler):
        """Whether the jump `j` is the exit of a loop in the body [start,
        handler) of `handler` (its test or head, protected, a jump back in
        the body, conditional or not, to its head at or before j, or to right after the test,
        a while loop's body tested first): not the `break` of a loop
        around the statement (loop_exits_through_try.py::case_h20a_break_in_nested_try_then_code_after_loop)."""
        if not start <= j.index < handler or self.cover.get(j.index) is None or not fits(j, COND_JUMP) and not fits(j, "FOR_ITER"):
            return False
        return any(x.target is not None and start <= x.target.index <= j.index + 1 and j.index < x.index for x in self.instrs[j.index:handler])

    def _past_final_copies(self, q, handler):
        """Past the copies at q (line markers first) of the finally bodies
        of `handler` and those around it, innermost first: a return in the
        body runs them before returning, jumped to where nothing comes
        before the return (`if x: raise E` / `return`:
        try_finally_exits.py::case_if_branch_try_returns_through_finally);
        what follows them says whether the run is the code after the
        statement (a try/finally's normal copy then that code)."""
        instrs = self.instrs
        p = q
        while p < self.count and fits(instrs[p], "NOP"):
            p += 1
        for at, n in self._finally_bodies_around(handler, True):
            if p + n < self.count and self._same_code(p, at, n):
                p += n
        return p

    def _end_past_last_covered(self, last):
        """Where a protected body whose last covered instruction is `last`
        ends: instructions that cannot raise are left out of the table."""
        end = last + 1
        if self._is_with_cleanup(end) and fits(self.instrs[last], JUMP) and self.instrs[last].target.index == end + CLEANUP_SIZE:
            end += 3  # a nested with's swallow path jumps over its cleanup block
        with_return = match(self.instrs, end, RETURN_OUT_OF_WITH, self.version)
        if match(self.instrs, end, "RETURN_VALUE"):
            return end + 1
        if with_return:
            return with_return.end
        return self._return_chain_end(end) or end

    def _encloses_returned_into(self, accepted, k):
        """3.13: whether k, right after the cleanup block of the handler
        `accepted` that the gap's return went into (`_returned_into_handler`),
        is the handler of a statement around it: its clauses' ways on are
        threaded past both, so no jump over k says the body goes on.
        (3.12: where k's clause goes on right after its own cleanup block,
        the handler accepted never going on: a finally body that returns.)"""
        if accepted is None or not self.version.COLD_CODE_AT_END:
            return False
        cleanup = self.cover.get(accepted)
        if cleanup is None or cleanup + CLEANUP_SIZE != k or self.cover.get(cleanup) != k:
            return False
        return self.version.CLAUSE_EXITS_THREADED or self._clause_goes_on(k, self.cover.get(k, -1)) and not self._clause_goes_on(accepted, cleanup)

    def _jumps_over_handler(self, start, k, handler):
        """3.12+: whether the gap before k is a jump over the handler at k
        (and its cleanup block) of a try statement begun in [start, k), to
        more of the body of `handler`: the statement's handlers laid out
        within that body (it goes on after them: a with body holding a try
        whose else returned, its other ways on after the handlers; or its
        try body returned and its clauses go on to the with's exit)."""
        instrs = self.instrs
        cleanup = self.cover.get(k)
        if not self.version.COLD_CODE_AT_END or cleanup is None or cleanup < k or not self._is_cleanup(cleanup) or not fits(instrs[k - 1], JUMP):
            return False
        to = instrs[k - 1].target.index
        # (or to the exit call of the with whose body is measured, right
        # after the handler: the statement ends that body)
        if to != cleanup + CLEANUP_SIZE or not self._goes_on_in(to, handler):
            return False
        return any(start <= i < k and k in hs for i, hs in self.try_starts.items())

    def _earlier_handlers(self, start):
        """The handlers of the try statements begun before `start`."""
        return {x for i, hs in self.try_starts.items() if i < start for x in hs if self.cover.get(x) is not None}

    def _jumped_past(self, start, k, handler):
        """3.11: a branch of the body [start, k) jumps over the handler at k
        of a try statement nested in it (which ends in a return) to more of
        the body: an `elif` after an if whose branch ends in that try."""
        if not self.version.TABLE_HANDLERS_INLINE:
            return False
        instrs = self.instrs
        return any(
            x.target is not None and x.target.index > k and (self._in_extent(x.target.index, handler) or self._own_exit_call_at(x.target.index, handler)) and fits(instrs[x.target.index - 1], "RETURN_VALUE|RERAISE|RAISE_VARARGS|JUMP")
            for x in instrs[start:k]
        )

    def _with_exiting_at(self, start, end):
        """The handler of the with statement begun in [start, end) whose
        exit call ends that range (`_own_exit_call_at` end - 1), or None."""
        instrs = self.instrs
        withs = (w for w in range(start, end) if fits(instrs[w], "BEFORE_WITH|BEFORE_ASYNC_WITH"))
        return next((h for h in map(self._with_handler_at, withs) if h is not None and self._own_exit_call_at(end - 1, h)), None)

    def _own_exit_call_at(self, k, handler):
        """Whether k (past line markers) is the exit call of the with
        statement whose handler is `handler`, right after its protected
        body: the try statement that ends that body, its handler inline,
        goes on there (`if c: return x` in it: the if's other branch
        jumps over that handler)."""
        instrs = self.instrs
        if handler + 1 >= self.count or not fits(instrs[handler + 1], "WITH_EXCEPT_START") or not self._in_extent(k - 1, handler):
            return False
        while k < self.count and fits(instrs[k], "NOP"):
            k += 1
        return k < self.count and fits(instrs[k], "WITH_EXIT")

    def _try_goes_on_after_return(self, start, k, handler, passed):
        """3.11: k is the handler, laid out inline, of a try statement begun
        in the body [start, k) of handler whose own body ends in a return (out
        through the exits of with statements, which their ranges leave
        out), or in a way out of a loop around `handler`'s statement
        (`_leaves_body_at`: an else's `continue` after a finally body's
        copy, loop_exits_through_finally.py::case_r22b_else_continue_through_finally_in_try_in_for):
        the body of handler goes on after k's cleanup block, where a clause
        jumps to. Past a try/finally whose finally body returns, the handler
        of a try statement around it may follow that cleanup block, its
        clause going on: that handler goes into `passed`."""
        instrs = self.instrs
        if not self.version.TABLE_HANDLERS_INLINE or not (fits(instrs[k - 1], "RETURN_VALUE") or self._leaves_body_at(k - 1, start, handler)):
            return False
        chain = []
        while True:
            cleanup = self.cover.get(k)
            if cleanup is None or not self._is_cleanup(cleanup) or not any(self.cover.get(x) == k for x in range(start, k)):
                return False
            on = cleanup + CLEANUP_SIZE
            while on < self.count and fits(instrs[on], "NOP"):
                on += 1  # (line markers are left out of the table)
            if not (self._in_extent(on, handler) or self._own_exit_call_at(cleanup + CLEANUP_SIZE, handler)):
                return False
            if any(fits(instrs[x], JUMP) and instrs[x].target.index == cleanup + CLEANUP_SIZE for x in range(k, cleanup)):
                passed.update(chain)
                return True
            # (a try/finally whose finally body returns, its handler laid
            # out first: the handler of a try statement around it, begun in
            # the body too, may follow its cleanup block)
            k = cleanup + CLEANUP_SIZE
            if not fits(instrs[k], "PUSH_EXC_INFO"):
                return False
            chain.append(k)
            if fits(instrs[k + 1], "WITH_EXCEPT_START") and any(self.cover.get(x) == k for x in range(start, k)):
                # (or that of a with statement around it, begun in the body
                # too, whose swallow path goes on in the body: the code
                # after that with, with_exits.py::case_with_holding_with_that_returns_then_return_value)
                cont = self._swallow_continuation(k)
                if cont is not None and cont > k and self._in_extent(cont, handler):
                    passed.update(chain)
                    return True

    def _leaves_body_at(self, j, start, handler):
        """3.11: whether j is a jump no row covers out of the body [start,
        handler) of `handler`, back before it or past its cleanup block: a
        `continue` or `break` of a loop around the statement, which
        unwinds it (no row covers a jump inside the body but its own end's
        jump, right before the handler), a way out like a return."""
        x = self.instrs[j]
        if not fits(x, JUMP) or self.cover.get(j) is not None:
            return False
        to = x.target.index
        return to < start or to >= self.cover.get(handler, handler) + CLEANUP_SIZE

    def _returned_into_handler(self, start, gap, handler, outer, gap_end=None):
        """Whether the gap [gap, handler) is the `return` (unprotected: it
        cannot raise) ending the body of a try statement begun in [start,
        gap) whose handler follows (3.11 lays handlers out inline, 3.12+ too when the
        statement goes on after them), a clause going on right after that
        handler: the handler is still main line (the statement around goes
        on with more of its body, its else, or a loop's way round). When
        the body measured is that of a finally (its handler `outer`), the
        return runs a copy of the finally body first. (`gap_end`: where the
        gap ends when a with's handler lies between it and `handler`,
        `_past_with_handler_after_return`.)"""
        instrs = self.instrs
        if gap is None:
            return False
        end = handler if gap_end is None else gap_end
        if not fits(instrs[end - 1], "RETURN_VALUE"):
            # (3.11: a `break` or `continue` through the finally body's
            # copy, a clause going on right after the handler)
            return self.version.TABLE_HANDLERS_INLINE and end == handler and self._loop_exits_through_finally(gap, handler, outer) and self._clause_goes_on_after(start, gap, handler)
        handler_at = handler
        handler = self._past_code_after_branch(start, gap, end, self._finally_around(outer))
        out_of_with = match(instrs, gap, RETURN_OUT_OF_WITH, self.version) or self._return_out_of_withs(gap)
        # (a constant is loaded after the exit calls: `return c` out of
        # withs, and of the for loops around, their iterators popped; the
        # body measured has its own exit call later, else those are its
        # normal exit and the code after it)
        const_out_of_with = (
            fits(instrs[gap], "WITH_EXIT")
            and all(fits(instrs[x], "WITH_EXIT|POP_TOP|LOAD_CONST|RETURN_VALUE") for x in range(gap, handler))
            and any(fits(instrs[x], "WITH_EXIT") for x in range(handler, outer))
        )
        through = self._return_through_finally(gap, handler, self._finally_around(outer)) or self._break_through_finally(gap, handler, self._finally_around(outer))
        # (3.12+: a `continue` or `break` through the finally bodies and
        # with statements around, the loop's exit laid out behind it)
        through = through or (handler < handler_at and not self._clauses_leave_past_own_exit(handler_at, outer) and self._loop_exit_through_finally(gap, handler, outer))
        through = through or self._exit_after_nested_final_copy(start, gap, handler)
        if any(not fits(instrs[x], "LOAD_CONST|RETURN_VALUE") for x in range(gap, handler)) and not through and not (out_of_with and out_of_with.end == handler) and not const_out_of_with:
            return False  # (a computed value returned out of the with around: its exit call, then the return)
        body_start = next((i for i, hs in self.try_starts.items() if handler_at in hs), gap)
        if const_out_of_with and self._entered_from_before(body_start - 1, handler):
            # (the exit block of a loop around the try, which the loop's
            # test jumps to: with_exits_312.py::case_try_in_with_in_while_in_with)
            return False
        return self._clause_goes_on_after(start, gap, handler_at)

    def _clauses_leave_past_own_exit(self, handler, outer):
        """3.13: whether `outer` is the handler of the with statement
        measured and the clauses of the try statement whose handler is
        `handler` go on, right after its cleanup block, to straight code of
        that with's body ending in a raise (the code after the
        try, which 3.13 threads the clauses to, laid out there): the loop
        exit before `handler` is then the with's own way out (its exit
        call, the jump round the loop), not a way through it; its body
        ends there (loop_exits_through_try.py::case_o19w_*)."""
        instrs = self.instrs
        cleanup = self.cover.get(handler)
        if not self.version.CLAUSE_EXITS_THREADED or not fits(instrs[outer + 1], "WITH_EXCEPT_START") or cleanup is None or cleanup < handler:
            return False
        at = cleanup + CLEANUP_SIZE
        if at >= outer or not self._in_extent(at, outer):
            return False
        end = self._cold_end(at)
        # (a raise: not a return out of the with, its exit call first; not
        # except* clauses)
        return end <= outer and fits(instrs[end - 1], "RAISE_VARARGS") and all(x.target is None and not fits(x, "WITH_EXIT") for x in instrs[at:end]) and not any(fits(x, "CHECK_EG_MATCH") for x in instrs[handler:cleanup])

    def _past_with_handler_after_return(self, start, k, gap):
        """3.12+: past the handler (and cleanup block) at k of a with
        statement begun in [start, gap) whose swallow path goes back to
        right after its own exit call, before the gap (the return ending a
        try body, through a finally body's copy, laid out before the
        with's handler): the handler of the try statement whose body
        returns comes next (`try: with c: ... / return / except: ... /
        finally: F`: finally_and_with.py::_try_with_then_return_except_finally).
        k otherwise."""
        instrs = self.instrs
        if not self.version.COLD_CODE_AT_END or gap is None or k + 1 >= self.count or not fits(instrs[k + 1], "WITH_EXCEPT_START"):
            return k
        first = next((x for x in range(start, gap) if self.cover.get(x) == k), None)
        cont = self._swallow_continuation(k)
        cleanup = self.cover.get(k)
        if first is None or cont is None or not first < cont <= gap or cleanup is None or cleanup < k or not self._is_cleanup(cleanup):
            return k
        if not fits(instrs[cont - 1], "WITH_EXIT") or self._in_extent(cont - 1, k):
            return k
        return cleanup + CLEANUP_SIZE

    def _exit_after_nested_final_copy(self, start, gap, end):
        """3.12+: whether [gap, end) is the way out of a `break` (the
        iterators popped, then the code after the loop: a constant
        returned, or the jump there) right behind a copy of the body of a finally whose try
        statement begins in [start, gap): a `break` in that statement's
        body leaves through the copy, covered by the statement measured,
        then leaves it; the exit is the body's own
        (loop_exits_through_finally.py::case_h19a_*)."""
        instrs = self.instrs
        k = gap
        while k < end and fits(instrs[k], "POP_TOP"):
            k += 1
        # (or a jump to it, the code after the loop not copied: 3.13,
        # loop_exits_through_finally.py::case_r22b_else_break_through_finally_in_try_in_for_then_code)
        jumps_out = k == end - 1 and fits(instrs[k], JUMP) and instrs[k].target.index >= end
        if not self.version.COLD_CODE_AT_END or k == gap or k == end or not jumps_out and any(not fits(instrs[x], "LOAD_CONST|RETURN_VALUE") for x in range(k, end)):
            return False
        for h in {x for i, hs in self.try_starts.items() if start <= i < gap for x in hs}:
            cleanup = self.cover.get(h)
            if cleanup is None or cleanup < h or not fits(instrs[cleanup - 1], "RERAISE") or fits(instrs[h + 1], "WITH_EXCEPT_START") or self._is_except(h, cleanup, None):
                continue
            n = cleanup - 1 - (h + 1)
            if n > 0 and gap - n >= start and self._same_code(gap - n, h + 1, n):
                return True
        return False

    def _clause_goes_on_after(self, start, gap, handler):
        """Whether the try statement whose handler `handler` follows the
        gap (begun in [start, gap)) is no with statement and has a clause
        going on right after its cleanup block."""
        instrs = self.instrs
        cleanup = self.cover.get(handler)
        if cleanup is None or cleanup < handler or fits(instrs[handler + 1], "WITH_EXCEPT_START"):
            return False
        if not self._clause_goes_on(handler, cleanup) and not self._returning_finally_then_clause(start, gap, handler, cleanup) and not self._else_finally_then_clause(start, gap, handler, cleanup):
            return False
        if handler in self.unprotected:
            # (`try: continue`: its body covers nothing, begun where its
            # reading noted it)
            return any(start <= i < gap and handler in hs for i, hs in self.try_starts.items())
        return any(self._in_extent(x, handler) for x in range(start, gap))

    def _clause_goes_on(self, handler, cleanup):
        """Whether a jump in the handler code [handler, cleanup) goes on
        right after its cleanup block (`_goes_on_past`)."""
        instrs = self.instrs
        return any(fits(instrs[x], JUMP) and self._goes_on_past(instrs[x].target.index, cleanup) for x in range(handler, cleanup))

    def _returning_finally_then_clause(self, start, gap, handler, cleanup):
        """3.12+: whether the handler at `handler` never goes on (a finally
        body that returns: `try: try: ... finally: return` / `except E:`),
        the handler of a try statement around it, begun in [start, gap),
        laid out right after its cleanup block, its clause going on after
        that statement's own."""
        instrs = self.instrs
        outer = cleanup + CLEANUP_SIZE
        if not self.version.COLD_CODE_AT_END or outer >= self.count or not fits(instrs[outer], "PUSH_EXC_INFO") or fits(instrs[outer + 1], "WITH_EXCEPT_START"):
            return False
        if any(instrs[x].target is not None and instrs[x].target.index >= cleanup for x in range(handler, cleanup)):
            return False
        if not any(start <= i < gap and outer in hs and handler in hs for i, hs in self.try_starts.items()):
            return False
        outer_cleanup = self.cover.get(outer)
        return outer_cleanup is not None and outer_cleanup > outer and self._clause_goes_on(outer, outer_cleanup)

    def _else_finally_then_clause(self, start, gap, handler, cleanup):
        """Whether the handler at `handler` is a try/finally's that never goes
        on, in the else of a try statement (both begun in [start, gap),
        the try/finally after the other, outside what its handler
        protects; the other's handler laid out after its own, as an else
        is compiled before the handlers) whose handler is laid
        out right after its cleanup block, a clause of it going on: the
        gap is the else's `continue` (or `break`) through the finally
        bodies around, the handlers still main line
        (loop_exits_through_finally.py::case_ha16_continue_in_else_through_two_alike_finally_bodies)."""
        instrs = self.instrs
        outer = cleanup + CLEANUP_SIZE
        if outer >= self.count or not fits(instrs[outer], "PUSH_EXC_INFO") or fits(instrs[outer + 1], "WITH_EXCEPT_START"):
            return False
        if any(instrs[x].target is not None and instrs[x].target.index >= cleanup for x in range(handler, cleanup)):
            return False
        begun_at = {h: i for i, hs in self.try_starts.items() for h in hs if start <= i < gap}
        if handler not in begun_at or outer not in begun_at or begun_at[handler] <= begun_at[outer] or self._in_extent(begun_at[handler], outer):
            return False
        outer_cleanup = self.cover.get(outer)
        return outer_cleanup is not None and outer_cleanup > outer and self._clause_goes_on(outer, outer_cleanup)

    def _return_out_of_withs(self, gap):
        """3.12+: `return value` out of two or more with statements at
        `gap` (the value computed inside): their exit calls under it, then
        the return; its span, or None."""
        exits = match(self.instrs, gap, WITH_EXITS_UNDER_RETURN, self.version)
        return match(self.instrs, exits.end, "RETURN_VALUE") if exits and self.version.COLD_CODE_AT_END else None

    def _goes_on_past(self, target, cleanup):
        """Whether a clause's jump to target goes on right after its
        cleanup block, or (3.13 threads it further) right after the
        handlers of the statements around laid out there."""
        k = cleanup + CLEANUP_SIZE
        if self.version.CLAUSE_EXITS_THREADED:
            around = self._chain(cleanup)
            while k < target and k in around and self.cover.get(k, -1) > k:
                k = self.cover[k] + CLEANUP_SIZE  # (past the handler of a statement around)
        return k == target

    def _past_code_after_branch(self, start, gap, handler, final=None):
        """3.12+: where the return in the gap [gap, handler) ends (or the
        body's own return or raise before it) when the code after it, up
        to the handler, is the code after an if whose branch holds the
        body begun at start (reached only by the if's test, ending in a
        return): laid out there, between the return and the handlers;
        `handler` otherwise."""
        instrs = self.instrs
        if not self.version.COLD_CODE_AT_END:
            return handler
        # (the body's own way out before the gap: its raise, or a `try:
        # return` whose row normalize gave it, bytecode/normalize.py)
        ends = [gap - 1] if fits(instrs[gap - 1], "RETURN_VALUE|RAISE_VARARGS") else []
        ends += [next((x for x in range(gap, handler - 1) if fits(instrs[x], "RETURN_VALUE|RAISE_VARARGS|RERAISE")), None)]
        for r in ends:
            if r is None or any(instrs[x].target is not None for x in range(gap, r + 1)):
                continue
            sources = [x for x in self.flow.jump_sources.get(r + 1, ()) if x.index < handler]
            if sources and all(x.index < start and fits(x, "FOR_ITER") or x.index < start and fits(x, COND_JUMP) for x in sources) and self._terminal_size(r + 1) == handler - (r + 1):
                return r + 1
        # (a `break` in the gap, through a finally copy, to the code after
        # the loop laid out right behind it; or the body's own, a `try:
        # break` whose row normalize gave it)
        r = gap - 1 if fits(instrs[gap - 1], JUMP) else next((x for x in range(gap, handler - 1) if instrs[x].target is not None), None)
        # (not where that row's jump runs into a copy of the finally body
        # around, `final`: the break leaves through it, the code after the
        # loop behind the copy is the break's way out, and the finally's
        # body ends at the jump: `_final_copy_at`)
        if r is not None and fits(instrs[r], JUMP) and instrs[r].target.index == r + 1 and self._only_leaves(r + 1, handler) and not (r < gap and self._final_copy_at(gap, final)):
            sources = [x for x in self.flow.jump_sources.get(r + 1, ()) if x.index < handler]
            if all(x.index == r or x.index < start and fits(x, "FOR_ITER") for x in sources):
                return r + 1
        if r is not None and self._break_over_loop_else(start, r, handler):
            return r + 1
        # (a `continue` in the gap, through a finally copy, back to the
        # loop's head before the body: the code after the loop, reached
        # only from before the body, laid out right behind it)
        if r is not None and fits(instrs[r], JUMP) and instrs[r].target.index <= start and self._only_leaves(r + 1, handler):
            sources = [x for x in self.flow.jump_sources.get(r + 1, ()) if x.index < handler]
            if sources and all(x.index < start for x in sources):
                return r + 1
        return handler

    def _final_copy_at(self, k, handler):
        """Whether a copy of the body of the finally whose handler is
        `handler` starts at k (line markers first)."""
        instrs = self.instrs
        cleanup = self.cover.get(handler) if handler is not None else None
        if cleanup is None or cleanup < handler or not fits(instrs[cleanup - 1], "RERAISE") or self._is_except(handler, cleanup, None):
            return False
        n = cleanup - 1 - (handler + 1)
        while k < self.count and fits(instrs[k], "NOP"):
            k += 1
        return n > 0 and k + n < self.count and self._same_code(k, handler + 1, n)

    def _only_leaves(self, a, b):
        """Whether [a, b) is code that only leaves the function, laid out
        whole: straight code ending in a return or raise (`_terminal_size`),
        or branches (`y = 0 if c else d` after a loop) whose jumps stay in
        it, each way ending in a return or raise, only its own jumps
        reaching into it past its first instruction."""
        if self._terminal_size(a) == b - a:
            return True
        return a < b and fits(self.instrs[b - 1], LEAVES) and self._closed_region(a, b)

    def _closed_region(self, a, b, to_end=False):
        """Whether [a, b) is code laid out whole: it holds no handler, each
        of its jumps stays in it past its first instruction (or goes to b,
        with `to_end`), and nothing else jumps into it past that first
        instruction."""
        instrs = self.instrs
        top = b + 1 if to_end else b
        if any(fits(instrs[x], "PUSH_EXC_INFO") for x in range(a, b)):
            return False
        if any(instrs[x].target is not None and not a < instrs[x].target.index < top for x in range(a, b)):
            return False
        return all(a <= s.index < b for x in range(a + 1, b) for s in self.flow.jump_sources.get(x, ()))

    def _break_over_loop_else(self, start, r, handler):
        """3.12+: whether the jump at r, ending the gap (a `break` through a
        finally copy), goes to the code after the loop around, code that
        only leaves (`_only_leaves`) before the handler, over what the
        compiler laid out between, all reached from before the body begun
        at start: the else of the for loop (falling into that code, reached
        when the loop's head is exhausted) and the rest of the loop's body
        after an if whose branch holds the statement (straight code going
        back round) (`for ...: if c: ... else: try: ... else: break /
        finally: ...` / `else:`)."""
        instrs = self.instrs
        if not fits(instrs[r], JUMP) or not r + 1 < instrs[r].target.index < handler:
            return False
        after_loop = instrs[r].target.index
        if not self._only_leaves(after_loop, handler):
            return False
        if any(not (r <= x.index < after_loop or x.index < start and fits(x, "FOR_ITER")) for x in self.flow.jump_sources.get(after_loop, ()) if x.index < handler):
            return False
        k = r + 1
        while k < after_loop:
            sources = [x for x in self.flow.jump_sources.get(k, ()) if x.index < handler]
            if not sources or any(x.index >= start for x in sources):
                return False
            last = next((x for x in range(k, after_loop) if instrs[x].target is not None or fits(instrs[x], NO_FALLTHROUGH)), None)
            if last is None or fits(instrs[last], JUMP) and instrs[last].target.index == after_loop:
                # (the loop's else, falling or jumping into the code after the loop)
                if not all(fits(x, "FOR_ITER") for x in sources):
                    return False
                k = after_loop if last is None else last + 1
                continue
            if not fits(instrs[last], JUMP) or instrs[last].target.index >= start:
                return False
            k = last + 1  # (the rest of the loop's body, going round)
        return True

    def _finally_around(self, outer):
        """The handler of the innermost finally whose body holds the
        body of `outer` (or is it): a return from inside runs its copy
        first, through the except clauses in between (their handlers leave
        the return alone)."""
        instrs = self.instrs
        for h in [outer] + self._chain(outer):
            cleanup = self.cover.get(h)
            if fits(instrs[h], "PUSH_EXC_INFO") and cleanup is not None and cleanup > h and not fits(instrs[h + 1], "WITH_EXCEPT_START") and not self._is_except(h, cleanup, None):
                return h
        return outer

    def _return_through_finally(self, a, b, handler):
        """Whether [a, b) is `return constant` through a copy of the finally
        body whose handler is `handler`: the return's line marker, the copy,
        the constant, the return (then only other blocks returning a
        constant: the exits of the loops around, copied)."""
        instrs = self.instrs
        cleanup = self.cover.get(handler)
        if cleanup is None or cleanup < handler or not fits(instrs[cleanup - 1], "RERAISE") or self._is_except(handler, cleanup, None):
            return False
        n = cleanup - 1 - (handler + 1)
        k = a
        while k < b and fits(instrs[k], "NOP"):
            k += 1
        if n <= 0 or k + n + 2 > b or not self._same_code(k, handler + 1, n):
            return False
        # (the iterators of the for loops it leaves popped first: also a
        # `break` to a copy of the function's `return None`; the exit calls
        # of the with statements around it)
        c = k + n
        while c < b and fits(instrs[c], "POP_TOP|WITH_EXIT"):
            c += 1
        if c >= b or not fits(instrs[c], "LOAD_CONST"):
            return False
        # (the closing jump of a loop around, where a loop nested in it
        # exits, back to its head: before the copy)
        return all(fits(instrs[x], "LOAD_CONST|RETURN_VALUE") or x > c and fits(instrs[x], JUMP) and instrs[x].target.index < a for x in range(c, b))

    def _loop_exit_through_finally(self, a, b, outer):
        """Whether [a, b) is a `break` or `continue` through the finally
        bodies and with statements around the body of `outer` (or it)
        (line markers first): a copy of each finally body or the with's
        exit call, the iterators popped, the jump out of the loop or back
        to its head."""
        instrs = self.instrs
        if not fits(instrs[b - 1], JUMP):
            return False
        finals = self._finally_bodies_around(outer, every_layout=True)
        k = a
        while k < b and fits(instrs[k], "NOP"):
            k += 1
        begun = k
        while k < b - 1:
            if fits(instrs[k], "WITH_EXIT"):
                k += 1
                continue
            n = next((n for at, n in finals if k + n < b and self._same_code(k, at, n)), None)
            if n is None:
                break
            k += n
        return k > begun and all(fits(instrs[x], "POP_TOP") for x in range(k, b - 1))

    def _loop_exits_through_finally(self, a, b, outer):
        """Whether [a, b) is one or more loop exits through the finally
        bodies around (`_loop_exit_through_finally`), one after the other:
        the branches of a try body that each leave the loop (`if c:
        continue` then `break`: loop_exits_through_finally.py::case_h18a_break_in_try_finally_in_while_variants)."""
        instrs = self.instrs
        while a < b:
            a = next((e for e in range(a + 1, b + 1) if fits(instrs[e - 1], JUMP) and self._loop_exit_through_finally(a, e, outer)), None)
            if a is None:
                return False
        return True

    def _break_through_finally(self, a, b, handler):
        """3.12+: whether [a, b) is a `break` through a copy of the finally
        body whose handler is `handler`: the copy, the iterators popped,
        the jump out of the loop; or a `continue`: the copy, the jump back
        to the loop's head."""
        instrs = self.instrs
        cleanup = self.cover.get(handler)
        if not self.version.COLD_CODE_AT_END or cleanup is None or cleanup < handler or not fits(instrs[cleanup - 1], "RERAISE") or self._is_except(handler, cleanup, None):
            return False
        n = cleanup - 1 - (handler + 1)
        if n <= 0 or a + n >= b or not self._same_code(a, handler + 1, n) or not fits(instrs[b - 1], JUMP):
            return False
        if instrs[b - 1].target.index < a:
            return a + n == b - 1  # (a `continue`: the jump back right after the copy)
        return instrs[b - 1].target.index >= b and all(fits(instrs[x], "POP_TOP") for x in range(a + n, b - 1))

    def _begun_after(self, handler, start, gap):
        """Whether the statement whose handler is `handler` begins in (gap,
        handler), not in [start, gap]: 3.11 lays its handler out inline, after its body, so
        both are main line."""
        return not any(self._in_extent(x, handler) for x in range(start, gap + 1)) and any(self._in_extent(x, handler) for x in range(gap + 1, handler))

    def _nested_with_goes_on_past_tries(self, start, k, handler):
        """3.12+: whether k is the first of the handlers of try statements
        begun in [start, k), laid out after a raise, right before the
        handler of a with statement begun there that goes on
        (`_nested_with_goes_on`): `with a, b: try: ... raise x`, the body
        of b ending in the raise after the try statement
        (with_exits_312.py::case_raise_after_try_in_two_item_with)."""
        if not self.version.COLD_CODE_AT_END or not fits(self.instrs[k - 1], "RAISE_VARARGS"):
            return False
        found = self._with_handler_past_tries(start, k, handler)
        return found is not None and self._nested_with_goes_on(start, found[1], handler)

    def _with_handler_past_tries(self, start, k, handler):
        """(first, at): `at`, the handler reached from k past the handlers
        (and cleanup blocks) of try statements begun in [start, k), when
        they are all begun in the body of the statement whose handler `at`
        is (from `first`, its first protected instruction), and `at` lies
        before `handler`; or None."""
        instrs = self.instrs
        inside = self.handlers_begun_in(start, k)
        at, passed = k, []
        while at in inside and not fits(instrs[at + 1], "WITH_EXCEPT_START") and self.cover.get(at, -1) > at:
            passed.append(at)
            at = self.cover[at] + CLEANUP_SIZE
        if at == k or at >= handler:
            return None
        # (only the handlers of try statements in that with's body: not
        # those of a try around it, the with in its finally body's copy)
        first = next((x for x in range(start, k) if self.cover.get(x) == at), None)
        if first is None or not all(h in self.handlers_begun_in(first, k) for h in passed):
            return None
        return first, at

    def _leaving_with_swallows_on(self, start, k, handler):
        """3.11: whether k is the handler of a with statement begun in
        [start, k) whose body leaves the loop around after its exit call
        (the gap before k, which cannot raise: a `break` or `continue`
        jump, a for loop's iterator popped first) while its swallow path,
        protected by `handler`, goes on in that body (to the code after
        the with, or round the loop where the body ends): the body goes on
        past the gap (with_exits_in_loops.py::case_wr12_with_break_in_try_in_for).
        3.12+ (the handlers laid out last): only where the way out leaves
        an except clause around the statement first (`POP_EXCEPT`, its
        name cleared), the statement's way on being that clause's end, not
        the loop's (with_exits_in_loops.py::case_r21e_with_continue_in_try_in_clause),
        or where the way out runs the exit calls of the withs around
        first, k laid out inline (`_exits_around_before_jump`)."""
        instrs = self.instrs
        if k + 1 >= self.count or not fits(instrs[k + 1], "WITH_EXCEPT_START"):
            return False
        if not fits(instrs[k - 1], JUMP):
            return self._clause_left_into_exit_copy(start, k, handler)
        exit_at = k - 3 if match(instrs, k - 2, ITERATOR_POPPED_JUMP) else k - 2
        if not self.version.TABLE_HANDLERS_INLINE and not self._exits_around_before_jump(exit_at, k, handler):
            if exit_at - 2 > start and match(instrs, exit_at - 2, NAME_CLEANUP):
                exit_at -= 3
            if not self.version.COLD_CODE_AT_END or not fits(instrs[exit_at], "POP_EXCEPT") or fits(instrs[exit_at - 2], "WITH_EXIT"):
                # (`with a, b:`, the exit calls of both before the way out:
                # its reader would write the way out after the inner with)
                return False
            exit_at -= 1
        elif exit_at - 3 > start and match(instrs, exit_at - 2, NAME_CLEANUP) and fits(instrs[exit_at - 3], "POP_EXCEPT") and fits(instrs[exit_at - 4], "WITH_EXIT"):
            exit_at -= 4  # (3.11: leaving a named except clause around first, its name cleared)
        while exit_at - 1 > start and fits(instrs[exit_at - 1], "WITH_EXIT") and not self._in_extent(exit_at - 1, k):
            exit_at -= 1  # (`with a, b:` the inner item's exit call first, its swallow path through the outer's copy)
        if exit_at <= start or not fits(instrs[exit_at], "WITH_EXIT") or not self._in_extent(exit_at - 1, k):
            return False
        left_to = self.resolve(k - 1)
        cleanup = self.cover.get(handler)
        if cleanup is None or start <= left_to <= cleanup:
            return False  # (the jump goes on inside the statement: not a way out of the loop)
        end = self._swallow_end(k)
        return end is not None and end > k and self._in_extent(end - 1, handler) and self.resolve(end) != left_to

    def _exits_around_before_jump(self, exit_at, k, handler):
        """3.12+: whether the way out before the handler k (inline, before
        `handler`) runs, after the exit call of k's with, the exit calls of
        the withs around it (`handler`'s own among them, no row covering
        them): nested withs, code after the inner one in the outer body,
        which the swallow path goes on to (with_exits_in_loops.py::
        case_o38_nested_withs_code_between_continue_then_return)."""
        instrs = self.instrs
        if not (fits(instrs[exit_at], "WITH_EXIT") and self.cover.get(exit_at) is None and fits(instrs[exit_at - 1], "WITH_EXIT") and k < handler):
            return False
        end = self._swallow_end(k)
        if end is None:
            return False
        on = self.resolve(end)
        while on < handler and fits(instrs[on], "NOP"):
            on += 1
        return self._holds_code(on, on + 1, handler)  # (the code after the inner with, not a copy of the outer exit call)

    def _holds_code(self, a, b, handler):
        """Whether [a, b) holds code `handler` protects that is no with's
        or handler's machinery (exit calls, swallow paths, jumps): the
        user's code, not only a copy of an exit call."""
        return any(self._in_extent(k, handler) and not fits(self.instrs[k], _WITH_MACHINERY) for k in range(a, b))

    def _clause_left_into_exit_copy(self, start, k, handler):
        """3.12+: whether the gap before the handler k of a with statement
        begun in [start, k) is its body's `break` out of the loop around
        after its exit call, leaving an except clause around the statement
        first (`POP_EXCEPT`, its name cleared, a for loop's iterator
        popped), into the compiler's copy of the code after the loop (a
        straight run, a return; a written `return` computes its value
        before the exit call) while its swallow path goes on in the body
        of `handler` (with_exits_in_loops.py::case_r22a_with_break_in_try_in_clause_then_code)."""
        instrs, cover = self.instrs, self.cover
        if not self.version.COLD_CODE_AT_END or not fits(instrs[k - 1], "RETURN_VALUE"):
            return False
        p = k - 1
        while p > start and cover.get(p) is None and instrs[p].target is None:
            p -= 1
        if p <= start or not fits(instrs[p], "WITH_EXIT") or cover.get(p) is None or not fits(instrs[p + 1], "POP_EXCEPT") or not self._in_extent(p - 1, k):
            return False
        q = p + 2 + 3 * bool(match(instrs, p + 2, NAME_CLEANUP))
        q += fits(instrs[q], "POP_TOP")
        if q >= k - 1 or any(fits(x, "SWAP|POP_TOP|POP_EXCEPT") for x in instrs[q : k - 1]):
            return False
        end = self._swallow_end(k)
        return end is not None and end > k and self._in_extent(end - 1, handler)

    def _measures_finally_body(self, handler):
        """3.12+: whether `handler` is a finally handler (the body measured
        is a try/finally's): a return out of a with right in it (no other
        try statement around the with) runs the finally body's copy after
        the exit call, one more exit
        (finally_and_with.py::case_code_after_returning_with_in_try_finally)."""
        return self.version.COLD_CODE_AT_END and any(at == handler + 1 for at, _ in self._finally_bodies_around(handler, True))

    def _swallow_goes_on_in_body(self, start, first, k, held, cont, handler):
        """Whether the with statement whose body begins at `first` (its
        handler at k), right in the body of `handler` (no statement begun
        in [start, first) around it but the try statements around
        `handler`'s own), goes on after a swallowed exception at `cont`,
        more of that body (not the exit call of a with around it): the
        body does not end at the with's handler even when its return
        (ending at `held`) leaves only the with (`try: with c: return a` /
        `x = d` / `except:` or `finally:`,
        finally_and_with.py::case_swallow_path_after_with_in_try_except)."""
        instrs = self.instrs
        # (a finally around `handler`'s try/except begins with it: not in
        # between; nor the with statements around this one that the return
        # leaves too, their exit calls on the swallow path, then a jump)
        between = {h for h in self.handlers_begun_in(start, first) if h != handler and not self._in_extent(handler, h) and not fits(instrs[h + 1], "WITH_EXCEPT_START")}
        while not between and cont + 1 < self.count and fits(instrs[cont], "WITH_EXIT") and fits(instrs[cont + 1], JUMP):
            on = self.resolve(cont + 1)
            if on <= cont:
                # (to the jump back round a loop, laid out further on: the
                # outer with's swallow path's, where both go on)
                on = instrs[cont + 1].target.index
            if on <= cont:
                break
            cont = on
        if between or not self._in_extent(cont, handler) or fits(instrs[cont], "WITH_EXIT"):
            return False
        # (the return right after the with's own body, straight through
        # its exit call: not one of a statement around laid out before k)
        last = max((x for x in range(first, held) if self.cover.get(x) == k), default=None)
        sources = self.flow.jump_sources
        # (a value's own jumps from inside the body, `return a or b`, may
        # reach the exit call under it; a finally body's copy after the
        # exit call, laid out otherwise than its handler copy, branches
        # inside itself: `_proved_copy_before`)
        copy = self._proved_copy_ending_return(first, held, k) if last is not None else range(0)
        if last is None or any(x.index not in copy and (x.target is not None or fits(x, NO_FALLTHROUGH) or any(not first <= s.index <= last for s in sources.get(x.index, ()))) for x in instrs[last + 1:held - 1]):
            return False
        if self._returns_out_of_its_with(first, held, value_through_finally=True):
            return True
        if copy and copy.stop == held and fits(instrs[held - 1], "RETURN_VALUE"):
            # (3.11+: the return right after each way out of the copy, no
            # iterator popped under the value: `while`, an except clause)
            return True
        # (3.12+: out of the for loops around too, their iterators popped
        # under the value after the exits, `SWAP 2; POP_TOP` each; the
        # loop's exit block between the return and k: the finally bodies
        # are those around k)
        j = held - 1
        while j >= 2 and match(instrs, j - 2, ITERATOR_UNDER_VALUE_DROPPED):
            j -= 2
        if (j == held - 1 and held == k) or not fits(instrs[held - 1], "RETURN_VALUE") or fits(instrs[j - 1], "LOAD_CONST") or any(x.target is not None and x.target.index >= held for x in instrs[first:held]):
            return False
        # (a copy with a return after each of its ways out ends the body
        # all the same: one exit)
        return copy.stop == held or self._exits_before(first, j, self._finally_bodies_around(k, True)) >= 1

    def _loop_exit_before(self, first, k):
        """3.12+: where the exit block of a loop around the with body that
        begins at `first` starts when it lies between that body's return
        and the with's handler k (the loop's exit, ending in a return or
        raise right before k, reached only from the loop's end or test);
        else k."""
        instrs = self.instrs
        if self.version.TABLE_HANDLERS_INLINE or not fits(instrs[k - 1], LEAVES):
            return k
        exits = sorted({x.target.index for x in instrs[:first] if (fits(x, "FOR_ITER") or fits(x, COND_JUMP)) and first < x.target.index < k})
        if not exits:
            return k
        lo = exits[0]
        if not fits(instrs[lo - 1], "RETURN_VALUE") or any(fits(x, "WITH_EXIT") for x in instrs[lo:k]):
            return k  # (not the exit call of a with around the loop: its exit block leaves that with)
        # (nested loops: each inner loop's exit goes round the loop around
        # it, back to its head before the body, the outer's exit next)
        if any(not fits(instrs[b - 1], JUMP) or instrs[b - 1].target.index >= first for b in exits[1:]):
            return k
        sources = self.flow.jump_sources
        if any(sources.get(t) for t in range(lo + 1, k) if t not in exits) or any(first <= s.index < k for t in exits for s in sources.get(t, ())):
            return k  # (reached from inside the with's body: not the loops' exits alone)
        return lo

    def _raises_after_own_exit(self, first, k):
        """Whether the raise before k, the handler of the with statement
        whose body starts at `first`, follows that statement's own exit
        call (one out of k's range) by straight code: the with body
        finishes (a nested with swallowing goes on to that call), and the
        raise is the code after the with, 3.12+'s copy of the code after a
        statement around it, laid out before k (`with a, b: raise` ending a
        try body followed by `raise`: fuzz 3.12/3.13 seed 23 #661,
        with_exits.py::case_hb16_two_item_with_raising_in_try_then_raise)."""
        instrs = self.instrs
        x = k - 2
        while x > first and not fits(instrs[x], "WITH_EXIT"):
            if instrs[x].target is not None or fits(instrs[x], NO_FALLTHROUGH):
                return False
            x -= 1
        return x > first and not self._in_extent(x, k)

    def _entered_from_before(self, first, k):
        """Whether a jump from before `first` lands in (first, k)."""
        sources = self.flow.jump_sources
        return any(x.index < first for t in range(first + 1, k) for x in sources.get(t, ()))

    def _nested_with_goes_on(self, start, k, handler):
        """Whether k is the handler of a with statement begun in [start, k)
        whose body is an endless loop: the statement around goes on only
        where that handler's swallow path leads, after it."""
        instrs = self.instrs
        if k + 1 >= self.count or not fits(instrs[k + 1], "WITH_EXCEPT_START"):
            return False
        first = next((x for x in range(start, k) if self.cover.get(x) == k), None)
        opens = first is not None and first > start and (fits(instrs[first - 1], "BEFORE_WITH") or first - 4 >= start and fits(instrs[first - 4], "BEFORE_ASYNC_WITH") and match(instrs, first - 3, AWAIT, self.version))
        if not opens:
            return False
        if fits(instrs[k - 1], JUMP) and instrs[k - 1].target.index < k and self._no_fallthrough(first, k):
            return True
        cont = self._swallow_continuation(k)
        if cont is not None and cont > k and fits(instrs[k - 1], "RAISE_VARARGS|RERAISE") and self._no_fallthrough(first, k, with_body=True) and not self._entered_from_before(first, k) and not self._raises_after_own_exit(first, k):
            # Its body never finishes (returns on some ways out, whose
            # copies of a finally body leave the protected range): the code
            # after it starts at the swallow path, after the handler.
            # (Not when the raise is the exit block of a loop around that
            # the loop's test jumps to, laid out after the body's return:
            # with_exits_312.py::case_returning_with_in_while_in_with_then_raise.)
            return True
        # 3.11: its handler inline, between its normal exit's jump and where
        # both ways go on with the main line.
        # (3.12+: the exit block of a loop around, held between that body's
        # return and k, `_exit_in_with_body`: the body ends before it)
        held = next((lo for lo, hi in self.facts.exits_inside.items() if hi == k and first < lo), k)
        # (3.12+: or the exit blocks of the loops around, laid out after
        # the return, the last a raise: `_loop_exit_before`)
        loop_held = self._loop_exit_before(first, k) if held == k and cont is not None and cont > k else held
        if cont is not None and cont > k and (
            fits(instrs[held - 1], "RETURN_VALUE") and self._returns_out_of_withs(first, held, every_layout=self._measures_finally_body(handler) and not self.handlers_begun_in(start, first) - {handler})
            or fits(instrs[loop_held - 1], "RETURN_VALUE") and self._swallow_goes_on_in_body(start, first, k, loop_held, cont, handler)
        ):
            # Its body returns (out through this statement's exit too): the
            # statement around goes on only after a swallowed exception, at
            # the rest of its body or its own exit call; 3.11: or where a
            # try statement it ends the else of ends, that try's handler
            # laid out after this one (_ends_nested_try).
            if self._goes_on_in(cont, handler):
                return True
            return self.version.TABLE_HANDLERS_INLINE and fits(instrs[k - 1], "RETURN_VALUE") and self._ends_nested_try(start, k, cont, handler)
        if cont is not None and cont > k and fits(instrs[k - 1], "RETURN_VALUE") and self._ends_nested_try(start, k, cont, handler):
            # 3.12+: the same in a try statement's else, its clauses and the
            # swallowed exception going on where it ends, in the body, out
            # through this with's exit alone too (3.11: its handler laid
            # out inline before that try's;
            # try_else.py::case_with_returning_in_nested_try_else; the
            # value held through the copy of a finally body around the
            # statement too: try_else.py::case_te13_with_returning_in_nested_try_else_under_finally).
            if self._returns_out_of_its_with(first, k, value_through_finally=True):
                return True
        if self.version.TABLE_HANDLERS_INLINE and cont is not None and cont > k and fits(instrs[k - 1], "RETURN_VALUE") and self._goes_on_in(cont, handler) and self.handlers_begun_in(start, first) - {handler}:
            # 3.11: a with in a nested try statement's else returning out
            # through its own exit, code after it there (reached when
            # __exit__ swallows): the body goes on at that code.
            if self._returns_out_of_its_with(first, k):
                return True
        if cont is not None and fits(instrs[k - 1], "RETURN_VALUE") and self._returning_with_goes_round(start, first, k, cont, handler):
            return True
        if cont is not None and fits(instrs[k - 1], "RETURN_VALUE") and self._returning_with_ends_body(first, k, handler):
            return True
        if not self.version.TABLE_HANDLERS_INLINE:
            # 3.12+: both ways out of it go on at the exit call of the
            # statement around, laid out after its handler; or at more of
            # that statement's body there, its own normal exit laid out in
            # the cold code too (reached only from a with's swallow path
            # nested in it: `with a: with b: with c: return` + more of a).
            cold_exit = fits(instrs[k - 2], "WITH_EXIT") and self._in_extent(cont, handler)
            return cont is not None and cont > k and (fits(instrs[cont], "WITH_EXIT") or cold_exit) and self._goes_on_in(cont, handler) and fits(instrs[k - 1], JUMP) and self.resolve(k - 1) == cont
        return cont is not None and cont > k and self._goes_on_in(cont, handler) and fits(instrs[k - 1], JUMP) and self.resolve(k - 1) == cont

    def _returning_with_past_tries(self, start, k, handler):
        """Whether k, after a gap ending in a with's `return c` (its exit
        call, the constant, the return), is the first of the handlers of try
        statements begun in that with's body, laid out before the with's
        handler (3.11 inline; 3.12+ where the return ends the main line), and that with ends the body of `handler`
        (`_returning_with_ends_body`): the body goes on through those
        handlers to the with's. (`with m: try: return / finally: F` in a
        try body with clauses: the body cut at the return, the return read
        again as an else, where a swallowed exception goes on after the
        statement: fuzz 3.11-3.13 seed 69 #449, with_exits.py::case_h18a_*.)"""
        if k < 3 or not fits(self.instrs[k - 1], "RETURN_VALUE"):
            return False
        found = self._with_handler_past_tries(start, k, handler)
        if found is None or not fits(self.instrs[found[1] + 1], "WITH_EXCEPT_START"):
            return False
        return self._returning_with_ends_body(found[0], found[1], handler, returned_to=k) or self._returning_with_swallows_into_body(found[0], found[1], handler, k)

    def _returning_with_swallows_into_body(self, first, k, handler, r):
        """3.12+: whether the with statement whose body (from `first`, its
        handler at k, within the protected range of `handler`) returns a
        constant through its own exit call (the return ending at r, before
        the handlers of the try statements in that body) goes on, when
        __exit__ swallows, at more of the body of `handler`: that body does
        not end at the return (`try: with c: try: ... / return` then code
        after the with, then `except`; read as the try's else, the
        clauses did not catch what that code raised: hunt 3.12/3.13 seed
        141 #437, with_exits_312.py::case_code_after_returning_with_in_try)."""
        instrs = self.instrs
        if not self.version.COLD_CODE_AT_END or not self._in_extent(k, handler) or fits(instrs[handler + 1], "WITH_EXCEPT_START"):
            return False  # (a with body: `with a, b: return`, out through the outer exit call too)
        cont = self._swallow_continuation(k)
        if cont is None or cont <= k or not self._in_extent(cont, handler) or fits(instrs[cont], "WITH_EXIT"):
            return False
        # (its own exit call, protected as the with is: the return leaves
        # no other with)
        if r - 3 < first or not fits(instrs[r - 3], "WITH_EXIT") or not fits(instrs[r - 2], "LOAD_CONST") or self._in_extent(r - 3, k) or not self._in_extent(r - 3, handler):
            return False
        if any(x.target is not None and not first <= x.target.index <= r - 3 for x in instrs[first:r]):
            return False
        return self._no_fallthrough(first, r, with_body=True)

    def _returning_with_ends_body(self, first, k, handler, returned_to=None):
        """Whether the with statement whose body (from `first`, its handler
        at k, within the protected range) returns through its exit call ends
        the body of the try statement whose handler is `handler`: its swallow path goes on right after its
        cleanup block, to code left out of the range (the else, or the
        body's jump past the handlers). Its return, a constant loaded after
        the exit call, cannot raise: the range stops before it."""
        cleanup = self.cover.get(k)
        end = self._swallow_end(k)
        if cleanup is None or cleanup < k or not self._is_cleanup(cleanup) or end is None:
            return False
        # (3.12+: the swallow path jumps over the cleanup block; 3.11: it
        # comes after it and falls through)
        after = self.instrs[end].target.index if fits(self.instrs[end], JUMP) else end
        # (3.11 and 3.13 may thread that jump straight past the handlers of
        # `handler`, to the code after the statement: try_else.py::
        # case_mnew13_with_returning_in_try_then_code)
        past_handlers = self.cover.get(handler, -1) + CLEANUP_SIZE
        if after not in (max(cleanup + CLEANUP_SIZE, end), past_handlers) and not self._copied_exit_before(after, cleanup, handler) or not self._in_extent(k, handler) or self._in_extent(after, handler):
            return False
        if fits(self.instrs[handler + 1], "WITH_EXCEPT_START") or fits(self.instrs[after], "WITH_EXIT"):
            return False  # (a with body: `with a, b: return`, the swallow path to the outer exit call)
        # (the body's one way out: its exit call, then the constant returned;
        # no branch of it reaches the exit call on another way)
        instrs = self.instrs
        r = k if returned_to is None else returned_to  # (where the return ends)
        exit_at = self._exit_call_of_return(first, r)
        if exit_at is None:
            return False
        to = self.resolve(after)
        if exit_at == r - 3 and to + 2 <= self.count and self._same_code(r - 2, to, 2):
            return False  # (a copy of the return where the body goes on: the with may fall into it)
        # (a branch to the exit call itself is the way into the return: `if
        # c: raise` before it; falling off the body there would go on after
        # the statement, as the swallow path does, or into a copy of the
        # return, both refused above)
        if any(x.target is not None and not first <= x.target.index <= exit_at for x in instrs[first:r]):
            return False
        return self._no_fallthrough(first, r, with_body=True)

    def _exit_call_of_return(self, first, r):
        """Where the exit call is of the return ending at r, out of the with
        whose body begins at `first`: a constant loaded after that call
        (`WITH_EXIT; LOAD_CONST; RETURN_VALUE`), or (3.12+) the value,
        computed in the body, rotated under it (`SWAP 2; WITH_EXIT;
        RETURN_VALUE`: a bare `raise` after the try statement copied onto
        the swallow path, with_exits_312.py::
        case_raise_after_try_around_returning_with); None otherwise."""
        instrs = self.instrs
        if r - 3 >= first and fits(instrs[r - 3], "WITH_EXIT") and fits(instrs[r - 2], "LOAD_CONST"):
            return r - 3
        if self.version.COLD_CODE_AT_END and r - 3 > first and fits(instrs[r - 3], "SWAP") and fits(instrs[r - 2], "WITH_EXIT") and fits(instrs[r - 1], "RETURN_VALUE"):
            return r - 2
        return None

    def _copied_exit_before(self, at, cleanup, handler):
        """3.12+: whether [at, cleanup) is a copy of a short exit block
        (no branch, a return or raise at its end) that `handler` does not
        protect, ending where a with's cleanup block begins: the code after
        the try statement of `handler`, copied onto the with's swallow path
        (`return d` after `try: with m: return`: read after the with, in
        the try body, the clauses caught what it raised; fuzz 3.12/3.13
        seed 69 #449, with_exits.py::case_h18a_*_short_code)."""
        instrs = self.instrs
        if not self.version.COLD_CODE_AT_END or not at < cleanup <= at + MAX_COPY_SIZE or not fits(instrs[cleanup - 1], "RETURN_VALUE|RAISE_VARARGS"):
            return False
        return all(x.target is None and not self._in_extent(x.index, handler) for x in instrs[at:cleanup - 1])

    def _returning_with_goes_round(self, start, first, k, cont, handler):
        """3.11+: whether the with statement whose body (from `first`, its
        handler at k) returns through its exit call ends the body of a
        loop begun in [start, first) that goes round only from the with's
        swallow path: the code there (at `cont`, laid out past the handler
        and still in the body of `handler`) runs straight to the loop's
        jump back. The statement around goes on there (`try: while True:
        with c: return` / `g()` / `except`)."""
        instrs = self.instrs
        if any(x.target is not None and x.target.index >= k for x in instrs[first:k]):
            return False
        if start <= cont < first:
            # (the swallow path's jump threaded through the loop's jump
            # back, right after the with's cleanup block: nothing between;
            # 3.11 lays the swallow path out there, inline, then that jump:
            # with_and_loops.py::_while_true_with_return_alone_in_try)
            back = self.cover.get(k, -1) + CLEANUP_SIZE
            swallow = match(instrs, back, WITH_SWALLOW, self.version) if self.version.TABLE_HANDLERS_INLINE and back < self.count else None
            if swallow:
                back = swallow.end
            return k < back < self.count and fits(instrs[back], JUMP) and instrs[back].target.index == cont and self._in_extent(back, handler)
        if cont < k or not self._in_extent(cont, handler):
            return False
        j = cont
        while j < self.count and instrs[j].target is None and not fits(instrs[j], NO_FALLTHROUGH) and self._in_extent(j, handler):
            j += 1
        if not (j < self.count and fits(instrs[j], JUMP) and start <= instrs[j].target.index < first):
            return False
        # (A loop that also leaves on its own, a for loop's exhausted
        # iterator or a while loop's test, goes on after it: the code there,
        # laid out before the handler, is the main line; and a with body
        # that never finishes there, its exit call on the swallow path
        # alone: the return before k is then the loop's exit,
        # try_except_exits.py::case_le16_code_after_try_after_for_with.)
        head = instrs[j].target.index
        return not any(x.target is not None and x.target.index >= first for x in instrs[head:first])

    def _clauses_join_swallow(self, start, accepted, k, handler):
        """3.12+: whether k, right after the cleanup block of the with
        statement's handler `accepted` (its body returning), is the handler
        of the try statement around it (`_ends_nested_try`) in the body of
        `handler`, whose clauses go on where the with's swallow path does:
        still main line."""
        if accepted is None or k + 1 >= self.count or not fits(self.instrs[accepted + 1], "WITH_EXCEPT_START"):
            return False
        cleanup = self.cover.get(accepted)
        cont = self._swallow_continuation(accepted)
        if cleanup is None or cleanup + CLEANUP_SIZE != k or cont is None:
            return False
        h_cleanup = self.cover.get(k)
        return h_cleanup is not None and h_cleanup + CLEANUP_SIZE == cont and self._ends_nested_try(start, accepted, cont, handler)

    def _ends_nested_try(self, start, k, cont, handler):
        """Whether `cont`, past k, is where a try statement begun in
        [start, k) ends, its handler laid out in [k, cont) inside the body
        of `handler` and a clause going on right after its cleanup block,
        at cont (a with swallowing an exception in its else goes on there;
        3.11 lays the with's handler out inline, before that try's)."""
        for h in self.handlers_begun_in(start, k):
            cleanup = self.cover.get(h)
            if k < h < cont and self._in_extent(h, handler) and cleanup is not None and cleanup + CLEANUP_SIZE == cont and self._clause_goes_on(h, cleanup):
                return True
        return False

    def _goes_on_in(self, cont, handler):
        """Whether code at `cont` is more of the body of handler, or its own exit
        call (left out of the range) right after the body."""
        return self._in_extent(cont, handler) or (fits(self.instrs[cont], "WITH_EXIT") and self._in_extent(cont - 1, handler))

    def _returns_out_of_withs(self, first, k, every_layout=False):
        """Whether the with body from `first`, whose handler k follows it,
        ends in a return leaving two or more with statements (a with
        around it too): `_exits_of_final_return`, the finally bodies
        around looked for on 3.11 (on every layout where `every_layout`)."""
        return self._exits_of_final_return(first, k, every_layout) >= 2

    def _returns_out_of_its_with(self, first, k, value_through_finally=False):
        """Whether the with body from `first`, whose handler k follows it,
        ends in a return through its own exit call (or more):
        `_exits_of_final_return`, the finally bodies around looked for on
        every layout; `value_through_finally`: a value returned (not a
        constant) through the copy of one after the exit call too."""
        return self._exits_of_final_return(first, k, True, value_through_finally) >= 1

    def _exits_of_final_return(self, first, k, every_layout, value_through_finally=False):
        """How many exits the return ending the with body from `first`
        (its handler k follows it) leaves through: `[SWAP 2] WITH_EXIT`
        repeated, then the return; a constant returned is loaded after the
        exits, which may be copies of the finally bodies around too
        (`_finally_bodies_around`; for a value returned, only where
        `value_through_finally`). 0 where a jump in it reaches past k."""
        instrs = self.instrs
        if any(x.target is not None and x.target.index >= k for x in instrs[first:k]):
            return 0
        j = k - 1
        if not fits(instrs[j - 1], "LOAD_CONST"):
            return self._exits_before(first, j, self._finally_bodies_around(k, every_layout) if value_through_finally else ())
        j -= 1
        ends = [j]
        # (the iterators of the for loops it leaves, popped after the
        # exits; the last exit, a finally body's copy (3.11: a constant
        # loaded after it), may end in a POP_TOP too)
        while j >= 1 and fits(instrs[j - 1], "POP_TOP"):
            j -= 1
            ends.insert(0, j)
        finals = self._finally_bodies_around(k, every_layout)
        return max(self._exits_before(first, j, finals) for j in ends)

    def _exits_before(self, first, j, finals):
        """How many exits (with statements' exit calls, copies of the
        finally bodies `finals`) end at j, back to `first` at most."""
        instrs = self.instrs
        n = 0
        while j >= 1:
            # (3.11: a copy of an enclosing finally body is another exit)
            size = next((size for at, size in finals if j - size >= first and self._same_code(j - size, at, size)), None)
            if size is None:
                size = self._proved_copy_before(first, j, finals)
            if size is not None:
                j -= size
                n += 1
                continue
            if not fits(instrs[j - 1], "WITH_EXIT"):
                break
            j -= 1
            n += 1
            if fits(instrs[j - 1], "SWAP") and instrs[j - 1].argval == 2:
                j -= 1
        return n

    def _proved_copy_ending_return(self, first, held, k):
        """The places of the copy of a finally body around k, proved
        by its paths (`_proved_copy_before`), right before the return
        ending at `held` (past the iterators popped under the value; 3.12+,
        or 3.11+ a return after each way out of the copy);
        empty where there is none."""
        instrs = self.instrs
        j = held - 1
        if not fits(instrs[j], "RETURN_VALUE"):
            return range(0)
        while j >= 2 and match(instrs, j - 2, ITERATOR_UNDER_VALUE_DROPPED):
            j -= 2
        finals = self._finally_bodies_around(k, True)
        size = self._proved_copy_before(first, j, finals)
        if size is not None:
            return range(j - size, j)
        # (or a return after each way out of the copy, `if c: X` ending
        # the finally body: `_final_copy_return_end`, the returns within)
        for at, size in finals:
            if self._final_reraises(at, at + size + 1):
                start = next((p for p in range(j - 1, max(first, j - 2 * size - 8) - 1, -1) if self._final_copy_return_end(p, at, size) == held), None)
                if start is not None:
                    return range(start, held)
        return range(0)

    def _proved_copy_before(self, first, j, finals):
        """3.12+: the length of a copy ending at j, back to `first` at most,
        of one of the finally bodies `finals` that branch (their handler
        copy may re-raise at the end of each branch), proved the same code
        by its paths (its jumps' targets are elsewhere; jump threading may
        differ: `_final_copy_end`); or None."""
        if not self.version.COLD_CODE_AT_END:
            return None
        for at, size in finals:
            if not any(x.target is not None for x in self.instrs[at:at + size]):
                continue  # (no jump in it: `_same_code` says)
            # (a copy is about as long as the handler's: its branches'
            # tails shared, or laid out once per branch there)
            for p in range(j - 1, max(first, j - 2 * size - 2) - 1, -1):
                if self._final_copy_end(p, at, size) == j:
                    return j - p
        return None

    def _finally_bodies_around(self, k, every_layout=False):
        """(start, length) of the finally bodies of the try/finally
        statements whose handlers are k or on its chain (3.11 only unless
        `every_layout`)."""
        instrs = self.instrs
        if not self.version.TABLE_HANDLERS_INLINE and not every_layout:
            return []
        out = []
        for h in [k] + self._chain(k):
            cleanup = self.cover.get(h)
            if fits(instrs[h], "PUSH_EXC_INFO") and cleanup is not None and cleanup > h + 2 and fits(instrs[cleanup - 1], "RERAISE") and not fits(instrs[h + 1], "WITH_EXCEPT_START") and not self._is_except(h, cleanup, None):
                out.append((h + 1, cleanup - 1 - (h + 1)))
        return out

    def _branch_exits_after(self, start, end, handler):
        """`try: ... if c: return 1` ends in a branch whose exit (a constant
        return, a break) cannot raise, so the table leaves it out; the
        branch's false jump skips it: the body reaches that target."""
        instrs = self.instrs
        while True:
            # (In a with body left by a return through its exit call: a for
            # loop's exit too, or an arm's jump over the rest, `match` whose
            # last case returns; the loop's body may leave by a `break`
            # whose copy of the exit there reads alike.)
            # (the loop heads, jumps and conditional jumps past `end` found
            # by one scan by opname, where four `where` scans took it)
            heads, tests = where_two(instrs, _LOOP_HEAD_OR_JUMP, COND_JUMP, start, end)
            through_exit = [
                ins for ins in map(instrs.__getitem__, heads)
                if ins.target.index > end and any(fits(x, "WITH_EXIT") for x in instrs[end:ins.target.index])
            ]
            if through_exit:
                through_exit = self._not_breaks_out(through_exit, start)
            loop_exits = [ins.target.index for ins in through_exit if fits(ins, "FOR_ITER")]
            beyond = [instrs[k].target.index for k in tests if instrs[k].target.index > end]
            loop_heads = [k for k in heads if fits(instrs[k], "FOR_ITER")]
            if not fits(instrs[handler + 1], "WITH_EXCEPT_START"):
                # (a for loop begun in a try body ends in it: one whose
                # body ends in a constant return, which cannot raise,
                # exits right after that return, past `end`. The return
                # may leave except clauses and run copies of finally
                # bodies on its way, none of it in the table, and the loop
                # may go round, a test before the return jumping back to
                # its head: cut at the return, the loop's exit was read as
                # an else that returns, loop_exits_through_try.py::case_hb17_*)
                own_exits = [instrs[k].target.index for k in loop_heads if self._ends_in_constant_return(k, end) or self._ends_in_break_copy(k, end)]
                beyond += own_exits
                loop_exits += own_exits
            beyond += [ins.target.index for ins in through_exit]
            beyond += self._breaks_past_else(loop_heads, end)
            if not beyond:
                return end
            reach = min(beyond)
            gap = range(end, reach)
            inside = self._handlers_within(end, reach, handler)
            if any(self._in_extent(k, handler) or fits(instrs[k], "PUSH_EXC_INFO") and k not in inside for k in gap):
                return end
            if not fits(instrs[reach - 1], "RETURN_VALUE|RAISE_VARARGS|RERAISE|JUMP"):
                return end
            if self._exit_copy_size(end, reach) == reach - end and self.compiler_may_copy(end, reach) and reach not in loop_exits:
                # 3.12+ copies of the exit after the statement, one per path
                # (3.11 too: only what the compiler may copy; a longer one,
                # a return's through a finally body, is the branch's own).
                return end
            end = reach

    def _not_breaks_out(self, jumps, start):
        """`jumps` less those to the exit of a for loop begun before
        `start` around it: a `break` out of the with body at `start`
        (after its exit call and the iterator popped), not the body's way
        on. (`with a: for v in xs: with b: if c: break` then `g(v)`: the
        body read on to the break's target took in the code after the
        inner with, read inside it and as an else; fuzz 3.12/3.13 seed 74
        #916, with_exits_in_loops.py::case_h18a_*.)"""
        instrs = self.instrs
        targets = {ins.target.index for ins in jumps}
        exits = {instrs[k].target.index for k in where(instrs, "FOR_ITER", 0, start) if instrs[k].target.index in targets}
        # (or right after the closing jump of a loop begun before `start`,
        # `while True:`'s exit: 3.12/3.13 fuzz seed 226 #316, an async
        # with holding a match whose case breaks, the code after it read
        # inside it, with_exits_in_loops.py::case_o21_seed226_*)
        exits |= {t for t in targets if t > start and fits(instrs[t - 1], JUMP) and instrs[t - 1].target.index < start}
        return [ins for ins in jumps if ins.target.index not in exits] if exits else jumps

    def _ends_in_constant_return(self, head, end):
        """Whether the for loop at `head` exits past `end` right after a
        constant return that ends its body: entered only at its head (a
        branch before the loop may lay its own exit, a copy of `return
        None`, between the loop's jump back and its exit: 3.11 pathlib's
        _PreciseSelector._select_from)."""
        exit_ = self.instrs[head].target.index
        if exit_ <= end + 1 or not match(self.instrs, exit_ - 2, "LOAD_CONST; RETURN_VALUE"):
            return False
        sources = self.flow.jump_sources
        return all(head <= x.index < exit_ for k in range(head + 1, exit_) for x in sources.get(k, ()))

    def _ends_in_break_copy(self, head, end):
        """3.12+: whether the for loop at `head` exits past `end` right
        after a `break` that ends its body: the iterator popped, then a
        copy of the code at the loop's exit (a short exit, ending in a
        return), which the table leaves out, as it does the copies of the
        other breaks before it; the loop's END_FOR, covered, is dropped.
        The loop, entered only at its head, ends in the body: the code at
        its exit is the code after the statement, the copies before it
        are the loop's (loop_exits_through_try.py::
        case_m22_two_breaks_ending_for_loop_in_try_before_return)."""
        if not self.version.COLD_CODE_AT_END:
            return False
        instrs = self.instrs
        exit_ = instrs[head].target.index
        if exit_ <= end + 1 or not fits(instrs[exit_ - 1], "RETURN_VALUE"):
            return False
        size = next((n for n in range(1, min(MAX_COPY_SIZE, exit_ - end) + 1) if fits(instrs[exit_ - n - 1], "POP_TOP") and self._exit_copy_size(exit_ - n, exit_) == n), None)
        if size is None:
            return False
        sources = self.flow.jump_sources
        return all(head <= x.index < exit_ for k in range(head + 1, exit_) for x in sources.get(k, ()))

    def _handlers_within(self, a, b, handler):
        """3.11+: the handlers (with their cleanup blocks) of the try
        statements begun and ended inside [a, b): a finally body that is a
        try statement, copied onto the exit of a branch, brings its own
        handlers into that branch; they are no other statement's. Only
        those with the stack of h's body: a deeper one runs while a
        computed return value waits (that copy cannot be told apart from
        code of the body)."""
        depth = self._handler_depths
        if depth is None:  # (made once: a body's end asks at every gap)
            depth = self._handler_depths = {e.target.index: e.depth for e in self.entries}
        return {
            x for i, hs in self.try_starts.items() if a <= i for x in hs
            if x < b and self.cover.get(x) is not None and self.cover[x] + CLEANUP_SIZE <= b and depth.get(x) == depth.get(handler)
        }

    def _breaks_past_else(self, loop_heads, end):
        """Where the breaks of a for loop (its head one of `loop_heads`,
        those in the body before `end`) whose else ends the body at `end`
        jump past it: the else goes on after the protected range (a
        finally body's copy and a `continue`)."""
        instrs = self.instrs
        found = []
        for f in loop_heads:
            if instrs[f].target.index <= end:
                found += [
                    instrs[k].target.index for k in jumps_where(instrs, self.flow.jump_positions, JUMP, f + 1, instrs[f].target.index)  # (the jumps by one scan by name)
                    if fits(instrs[k - 1], "POP_TOP") and instrs[k].target.index > end
                ]
        return found

    def _return_chain_end(self, j):
        """End of `return value` leaving enclosing handlers, with blocks and
        for loops from j: `(SWAP 2; POP_EXCEPT | WITH_EXIT | POP_TOP)+
        RETURN_VALUE`; leaving a named except clause also clears the name
        (`POP_EXCEPT; LOAD_CONST None; STORE x; DELETE x`)."""
        instrs = self.instrs
        k = j
        while k + 1 < self.count and fits(instrs[k], "SWAP") and instrs[k].argval == 2 and fits(instrs[k + 1], "POP_EXCEPT|WITH_EXIT|POP_TOP"):
            k += 2
            if fits(instrs[k - 1], "POP_EXCEPT") and self._name_cleanup(k):
                k += 3
        if k > j and k < self.count and fits(instrs[k], "RETURN_VALUE"):
            return k + 1
        return None
