"""The lifter's entry points into the exception-table reading (3.11+):
the indexing of try statements from the table, the loop helpers loops.py
calls, the handler values, `async with`. The readers themselves are
`reading.ExceptionTableOps`, built over this class."""

from ...bytecode.idioms import ANY_JUMP, COND_JUMP, CONSTANT_RETURN_OUT_OF_LOOPS, JUMP, LEAVES, NO_FALLTHROUGH, RETURNS_NONE, fits, jumps_where, match, same_but_target, same_run, same_shifted, where
from ...errors import DecompilationError
from ..exceptions_shared import CLEANUP_SIZE, SharedExceptionOps, _Marker
from ..names import written_first
from .copy_paths import copy_by_paths_end


class TableEntryOps(SharedExceptionOps):
    """3.11+: what the lifter and the other mixins call."""

    # The indices of the handlers' first instructions (PUSH_EXC_INFO), in
    # order: set by `_index_exceptions` where the code has a table.
    exc_handlers = ()

    def _index_exceptions(self):
        self._start_exception_index()
        if not self.entries:
            return
        cover = self.cover = self.flow.handler_cover()
        instrs = self.instrs
        # (the handlers, those covering nothing too, by one scan by opname;
        # the conditional jumps among the jumps alone)
        handlers = where(instrs, "PUSH_EXC_INFO")
        tests = jumps_where(instrs, self.flow.jump_positions, COND_JUMP, 0, self.count)
        self._cover_jumps_between(cover, tests)
        self.exc_handlers = handlers
        starts = {}
        # (an instruction whose innermost handler an earlier one had adds
        # nothing: its chain is that one's)
        walked = set()
        for k in sorted(cover):  # (the covered instructions in order: those no row covers pass no test)
            first = cover[k]
            if first in walked:
                continue
            walked.add(first)
            for handler in self._chain(k):
                if handler not in starts and fits(instrs[handler], "PUSH_EXC_INFO"):
                    starts[handler] = k
        for handler in handlers:
            if handler + 1 < self.count and fits(instrs[handler + 1], "WITH_EXCEPT_START"):
                if handler in starts:
                    self.with_starts.setdefault(starts[handler], []).append(handler)
                continue
            if handler in starts and starts[handler] in self.unprotected and starts[handler] != handler:
                # The first instruction the handler covers is the handler of
                # a `try: pass` (no row reaches it): that statement is all
                # of this one's body, begun where it begins.
                inner = starts[handler]
                starts[handler] = start = starts[inner]
                self.try_starts.setdefault(start, []).append(handler)
                self.unprotected[handler] = self._returning_inner_end(inner, start)
            elif handler in starts:
                self.try_starts.setdefault(starts[handler], []).append(handler)
            else:
                start, body_end = self._unprotected_try_start(handler), None
                if start is None:
                    start, body_end = self._leaving_try_body(handler)
                if start is None:
                    start, body_end = self._jumping_try_body(handler)
                if start is not None:
                    self.try_starts.setdefault(start, []).append(handler)
                    self.unprotected[handler] = body_end
                    starts[handler] = start
        for nested in self.try_starts.values():
            nested.sort(key=lambda handler: len(self._chain(handler)))
        if self.version.COLD_CODE_AT_END:
            self._handler_back_jumps(starts)

    def _cover_jumps_between(self, cover, tests):
        """A conditional jump left out of the table between two places of
        one handler gets that handler: it raises nothing, and 3.13 leaves
        out `POP_JUMP_IF_x; JUMP_BACKWARD` (a condition going round a
        loop, read as one jump back) where 3.12 covers its first half, so
        the range's readers see no gap in a body there
        (with_and_loops.py::_n15cj_filter_comprehension_then_try_in_with)."""
        # (`tests`: the positions of the conditional jumps, in order)
        last = self.count - 1
        for k in tests:
            if 1 <= k < last and k not in cover and cover.get(k - 1) is not None and cover.get(k - 1) == cover.get(k + 1):
                cover[k] = cover[k - 1]

    def _returning_inner_end(self, inner, start):
        """Where the body of a try statement ends that holds only the `try:
        pass` (or `try: return constant`) whose handler is `inner`, begun
        at `start`: past that statement's `return constant` (a generator's
        `try: pass` ending the function, its implicit return copied into
        the body, which no row covers), else at `start` (an empty body that
        reads the inner statement)."""
        if self.unprotected[inner] is not None:
            return start
        ret = match(self.instrs, start, CONSTANT_RETURN_OUT_OF_LOOPS)
        return ret.end if ret and ret.end == inner else start

    def _unprotected_try_start(self, handler):
        """Where the try/except statement of a handler that covers nothing
        starts (`try: pass`, `try: return`: the body can raise nothing, so
        no row of the table names the handler), or None. Its clauses go on
        at `after`; before that lie its else (3.11: then the body's jump
        over the handlers, right before them), whose lines come after the
        clauses' first, and before the else its body: nothing, or a
        `return constant`. The try's own line left no instruction."""
        instrs = self.instrs
        cleanup = self.cover.get(handler)
        if cleanup is None or cleanup < handler or not self._is_cleanup(cleanup) or handler + 1 >= cleanup:
            return None
        clause_line = instrs[handler + 1].lineno
        if clause_line is None:
            return None
        if not self._is_except(handler, cleanup, None):
            return self._finally_normal_copy_start(handler, cleanup)
        if self.version.TABLE_HANDLERS_INLINE:
            if handler >= 1 and fits(instrs[handler - 1], LEAVES):
                # (an else ending the function, or raising: no jump over
                # the handlers, the else right before them)
                start = handler
            elif handler < 1 or not fits(instrs[handler - 1], JUMP):
                return None
            elif self._continue_all_of_loop(handler - 1):
                return handler - 1
            else:
                start = handler - 1
        else:
            # (past the clearing of an `as` name)
            leaves = [self._past_unwind(k) for k in range(handler, cleanup - 1) if fits(instrs[k], "POP_EXCEPT")]
            after = {instrs[j].target.index for j in leaves if j < self.count and fits(instrs[j], JUMP)}
            if not after:
                start = self._returning_try_body(handler, clause_line)
                if start is None:
                    start = self._code_after_copied(handler, leaves, clause_line)
                if start is None:
                    # (or an else ending the function right before the
                    # handlers: walked back below)
                    start = self._else_ending_function(handler, clause_line)
                    if start is None:
                        return None
                else:
                    return start
            elif len(after) != 1:
                return None
            else:
                start = self._code_after_before_handler(handler, after.pop(), leaves)
                if start >= handler:
                    return None
                if fits(instrs[start], "WITH_EXIT"):
                    # 3.12+: `try: pass` ending a with's body, its clauses going
                    # on to the with's exit call: read where the body's block
                    # ends (`try_ending_loop`).
                    self.tries_ending_loops[start] = (handler, start, False)
                    return start
                if instrs[start].lineno is not None and instrs[start].lineno < clause_line:
                    # (the clauses go round a loop, its head or closing jump on
                    # an earlier line; not a with's exit call)
                    closing = self._empty_try_ending_loop(handler, start)
                    if closing is not None:
                        return self._else_before_closing(handler, closing, clause_line)
                    returning = self._returning_try_body(handler, clause_line)
                    if returning is not None and start < returning:
                        return returning  # (`try: return constant` ending the loop body: it never reaches a closing jump)
        targets = {x.target.index for x in instrs if x.target is not None}
        start = self._pass_jump_before(handler, self._back_over_lines_after(start, clause_line), start, cleanup)  # the else
        if start >= 2 and fits(instrs[start - 1], "RETURN_VALUE") and fits(instrs[start - 2], "LOAD_CONST") and start - 1 not in targets and start not in targets:
            # `return constant`, the body (not where the statement starts at
            # a jump's target, a loop's head: the return before it is other
            # code's, an if's branch)
            start -= 2
        if start > 0 and not fits(instrs[start - 1], "RETURN_VALUE|RAISE_VARARGS|RERAISE") and (instrs[start - 1].lineno or 0) > clause_line:
            return None
        return start

    def _pass_jump_before(self, handler, walked, after, cleanup):
        """3.13: where `try: pass` starts whose clauses go on at `after`
        when the code from `walked` to there (on lines after the clauses'
        first) is not its else but another branch's: the body is the jump
        to `after` right before that code, on the line right before the
        clauses' (the `pass` ending an if's branch, `try: if c: try: pass`
        / `except E: ...` / `elif d: ...`, covered as the cleanup block
        is: try_except_exits.py::
        case_h21c_seed187_try_ending_then_branch_before_elif), read where
        the branch's block ends (`try_ending_loop`); `walked` otherwise."""
        instrs = self.instrs
        k = walked - 1
        clause_line = instrs[handler + 1].lineno
        if not self.version.TABLE_HANDLERS_INLINE and walked < after and k >= 0 and fits(instrs[k], JUMP) and instrs[k].target.index == after and instrs[k].lineno == clause_line - 1 and self.cover.get(k) == self.cover.get(cleanup):
            self.tries_ending_loops[k] = (handler, after, False)
            return k
        return walked

    def _continue_all_of_loop(self, k):
        """3.11: whether the jump at `k`, right before a handler, jumps to
        itself: `try: continue` all of a `while True` body, the loop's
        closing jump, no jump over the handlers (read as 3.12+ reads it,
        `_jumping_try_body`: noted in `tries_ending_loops`;
        nest_loop.py::f_while_true__try_except__continue). (A jump back
        elsewhere may be a `try: pass`'s, threaded.)"""
        if self.instrs[k].target.index != k:
            return False
        self.tries_ending_loops[k] = (k + 1, k, True)
        return True

    def _code_after_before_handler(self, handler, goes_to, leaves):
        """3.12+: where the code after `try: pass` (its clauses going on at
        `goes_to` by their jumps, `leaves`) lies when it is laid out
        right before the handler; `goes_to` otherwise."""
        instrs = self.instrs
        if goes_to > handler and fits(instrs[handler - 1], JUMP) and instrs[handler - 1].target.index == goes_to:
            # `try: pass` in a handler's or a with's body, whose code after
            # it lies behind the handler: the body is the jump over the
            # clauses there, as 3.11 lays it out inline.
            return handler - 1
        # (3.13: the same, the jump over the clauses gone: the enclosing
        # clause's `POP_EXCEPT; JUMP` right before the handler is the code
        # after the statement, which the clauses' exits copy,
        # `cut_threaded_exits`)
        threaded = self._threaded_unwind_before(handler, goes_to, leaves)
        return goes_to if threaded is None else threaded

    def _threaded_unwind_before(self, handler, goes_to, leaves):
        """Where `POP_EXCEPT; JUMP goes_to` (the name's clean-up between,
        `except E as e`) right before the handler at `handler` starts,
        when each of the clauses' jumps on (`leaves`, past their own
        POP_EXCEPT) ends a copy of it: `try: pass` in an except clause
        whose code after it is that clause's end (3.13,
        try_layouts.py::case_flownew12_empty_try_in_clause); else None."""
        instrs = self.instrs
        if handler < 2 or not fits(instrs[handler - 1], JUMP) or instrs[handler - 1].target.index != goes_to:
            return None
        k = handler - 2
        if k >= 3 and self._name_cleanup(k - 2):
            k -= 3
        if not fits(instrs[k], "POP_EXCEPT"):
            return None
        n = handler - k
        jumps = [j for j in leaves if j < self.count and fits(instrs[j], JUMP)]
        if all(j + 1 - n > handler and self._same_code(j + 1 - n, k, n) for j in jumps):
            return k
        return None

    def _else_ending_function(self, handler, clause_line):
        """3.12+: where the else of `try: pass` starts when it ends the
        function (returns or raises) right before the handlers, no clause
        jumping on, as 3.11 lays it out: the code on lines after the
        clauses' first, which the code before falls into (not the code
        after a loop whose body jumps round); None otherwise."""
        instrs = self.instrs
        if handler < 1 or not fits(instrs[handler - 1], LEAVES):
            return None
        start = self._back_over_lines_after(handler, clause_line)
        if start == handler or start > 0 and fits(instrs[start - 1], NO_FALLTHROUGH):
            return None
        return start

    def _finally_normal_copy_start(self, handler, cleanup):
        """A try/finally whose body covers nothing starts with the finally
        body's normal copy, the only one: where it starts, or None."""
        instrs = self.instrs
        n = cleanup - 1 - (handler + 1)
        if n == 0 and fits(instrs[handler + 1], "RERAISE"):
            return self._empty_finally_way_out(handler)
        if n <= 0 or not fits(instrs[cleanup - 1], "RERAISE"):
            return None
        copies = [k for k in range(handler - n + 1) if self._same_code(k, handler + 1, n)]
        if not copies:
            copies = self._copies_by_paths(handler, cleanup)
        if len(copies) > 1:
            # (the same code written elsewhere too: the copy keeps the
            # finally body's line)
            copies = [k for k in copies if self._copy_lines(k, handler + 1)]
        return copies[0] if len(copies) == 1 else None

    def _empty_finally_way_out(self, handler):
        """`try: continue` (`break`) / `finally: pass`: the finally body's
        copy is empty, the body's jump takes its line (the `pass`'s, the
        handler's re-raise's); where that jump lies, the only one no row
        covers, or None."""
        instrs = self.instrs
        line = instrs[handler + 1].lineno
        if line is None:
            return None
        # (a jump the statements around protect as they protect the handler's
        # cleanup block: no row of its own)
        around = self.cover.get(self.cover.get(handler))
        jumps = [k for k in range(handler) if fits(instrs[k], JUMP) and instrs[k].lineno == line and self.cover.get(k) == around]
        if len(jumps) != 1:
            return None
        k = jumps[0]
        if instrs[k].target.index < k:
            # (`continue` ending the loop body: its closing jump, as in
            # `_jumping_try_body`)
            self.tries_ending_loops[k] = (handler, instrs[k].target.index, True)
        return k

    def _copies_by_paths(self, handler, cleanup):
        """Where the normal copies of the finally body of the handler at
        `handler` (re-raising to `cleanup`) start that are not its
        instructions in order (jump threading differs between the copies:
        `copy_by_paths_end` proves them), before the handler."""
        instrs = self.instrs
        first = handler + 1
        ends = self._final_reraises(first, cleanup)
        return [k for k in range(handler) if same_but_target(instrs[k], instrs[first]) and copy_by_paths_end(instrs, first, cleanup - 1, k, handler, ends, self.cover, cleanup) is not None]

    def _final_reraises(self, first, cleanup):
        """The re-raises (`RERAISE 0`) ending the branches of the handler
        copy of a finally body from `first`, re-raising to `cleanup`."""
        instrs = self.instrs
        return {k for k in range(first, cleanup - 1) if fits(instrs[k], "RERAISE") and instrs[k].argval == 0 and self.cover.get(k) == cleanup}

    def _empty_try_ending_loop(self, handler, goes_to):
        """3.12+: where `try: pass` ending a loop body lies, its clauses going
        round to `goes_to` (the loop's head, or its closing jump there, on
        an earlier line): at the loop's closing jump, the last before the
        handler (the body's line NOPs are gone: it carries the `pass`
        line), where the body's block ends; None when there is none."""
        instrs = self.instrs
        if fits(instrs[goes_to], JUMP) and instrs[goes_to].target.index < goes_to:
            closing = [goes_to]
            goes_to = instrs[goes_to].target.index
        else:
            closing = [k for k in range(handler) if fits(instrs[k], JUMP) and instrs[k].target.index == goes_to]
        head = self._bottom_test_head(goes_to)
        if head is not None:
            # (a while loop's bottom test, going round to its head: the
            # body's block falls into it, or jumps there past an else,
            # try_layouts.py::case_mnew13_empty_try_in_if_ending_while)
            closing, goes_to = closing or [goes_to], head
        if not closing:
            return None
        self.tries_ending_loops[closing[-1]] = (handler, goes_to, False)
        return closing[-1]

    def _bottom_test_head(self, k):
        """The head of the while loop whose bottom test straight code at
        `k` ends in (a conditional jump back there, before `k`; an and/or
        condition's jumps out of the loop before it), or None."""
        instrs = self.instrs
        start, out = k, []
        while k < self.count and not fits(instrs[k], NO_FALLTHROUGH):
            x = instrs[k]
            if x.target is not None:
                if not fits(x, COND_JUMP):
                    return None
                if x.target.index < start:
                    return x.target.index if all(t > k for t in out) else None
                out.append(x.target.index)
            k += 1
        return None

    def _back_over_lines_after(self, end, clause_line, stop=None):
        """Where the run of code ending at `end` on lines after the clauses'
        first (`clause_line`) starts, back over instructions fitting `stop`
        never: an else laid out before the handlers is such a run."""
        instrs = self.instrs
        start = end
        while start > 0 and (instrs[start - 1].lineno or 0) > clause_line and not (stop and fits(instrs[start - 1], stop)):
            start -= 1
        return start

    def _else_before_closing(self, handler, closing, clause_line):
        """Where `try: pass` whose clauses go round a loop, read at the
        loop's closing jump `closing` (`_empty_try_ending_loop`), starts
        when the code before that jump in the loop body is on lines after
        the clauses' first: its else (`for ...: try: pass` / `except: ...`
        / `else: if c: ...`, fuzz 3.13 seed 2 #406,
        try_layouts.py::case_mnew13_empty_try_else_in_loop), the try
        beginning the loop body; `closing` otherwise."""
        instrs = self.instrs
        start = self._back_over_lines_after(closing, clause_line, stop="FOR_ITER")
        if start == closing or start - 1 < 0 or instrs[start - 1].lineno is None:
            return closing
        del self.tries_ending_loops[closing]
        return start

    def _leaving_try_body(self, handler):
        """3.12+: where `try: break` (`continue`, `return`) starts and ends
        whose clauses go on behind the handler, where 3.12+ lays out the
        code after the statement: the body, which can raise nothing, is
        that one statement, on a line before the clauses' first; between
        it and the handler only the code after its loop (on lines after
        the clauses'). (None, None) when the code there is no such
        statement."""
        instrs = self.instrs
        cleanup = self.cover.get(handler)
        if self.version.TABLE_HANDLERS_INLINE or handler < 1 or cleanup is None or cleanup < handler or handler + 1 >= cleanup:
            return None, None
        clause_line = instrs[handler + 1].lineno
        if clause_line is None or not self._is_except(handler, cleanup, None):
            return None, None
        # (a named clause goes on past the clearing of its name: `try:
        # break` / `except E as e:` in a while ending a for body, hunt seed
        # 273 #503, loop_exits_through_try.py::case_h22c_seed273_*)
        leaves = [self._past_unwind(k) for k in range(handler, cleanup - 1) if fits(instrs[k], "POP_EXCEPT")]
        if not any(fits(instrs[j], JUMP) and instrs[j].target.index > handler for j in leaves if j < self.count):
            return None, None
        end = handler
        while end > 0 and (instrs[end - 1].lineno is None or instrs[end - 1].lineno > clause_line):
            end -= 1  # (the code after the loop)
        exits = [x.target.index for x in instrs[:end] if fits(x, "FOR_ITER") and 0 < x.target.index < end]
        if exits and fits(instrs[max(exits) - 1], NO_FALLTHROUGH) and len({x.lineno for x in instrs[max(exits):end]}) == 1:
            # (the function's `return None` after the loop, on the loop's line)
            end = max(exits)
        last = instrs[end - 1] if end > 0 else None
        if last is None or not fits(last, NO_FALLTHROUGH) or last.lineno == clause_line:
            return None, None
        targets = {x.target.index for x in instrs if x.target is not None}
        if any(k in targets for k in range(end, handler)) and end < handler and end not in targets:
            return None, None  # (code between reached from elsewhere: not only the loop's exit)
        start = end - 1
        # (not into a with's own code on the same line, which its handler
        # covers: its exit call and a jump out of it leave the body)
        while start > 0 and instrs[start - 1].lineno == last.lineno and not fits(instrs[start - 1], NO_FALLTHROUGH) and self.cover.get(start - 1) == self.cover.get(start):
            if start in targets:
                return None, None  # (a jump into the statement)
            start -= 1
        if start == end - 1 and fits(last, JUMP) and last.target.index < start and not self._loop_closed_after(last.target.index, start):
            # `try: continue` whose jump is the loop's closing jump (the code
            # after the statement, behind the handler, goes round by its
            # own): read at the end of the loop body's block, as
            # `_jumping_try_body` reads one.
            self.tries_ending_loops[start] = (handler, last.target.index, True)
            return start, None
        return start, end

    def _loop_closed_after(self, head, k):
        """Whether a loop nested in the one whose head is `head` holds
        instruction k: a jump back from past k to a target in (head, k]
        that is no bottom test of the loop at `head` (a copy of the code
        from `head` up to its test's jump: a while's `try: continue` is
        all its body). Then k's jump back to `head` leaves that inner loop
        (`while a: try: break` in a for body, threaded to the for's head,
        fuzz 3.12/3.13 seed 8 #43), no `continue` closing the outer
        loop's body."""
        instrs = self.instrs
        test = k - head - 1  # (the code of a top test before its jump)
        for j in range(k + 1, self.count):
            t = instrs[j].target
            if t is None or not fits(instrs[j], ANY_JUMP) or not head < t.index <= k:
                continue
            if not (test > 0 and j - test >= k and same_run(instrs, j - test, head, test, same_shifted)):
                return True
        return False

    def _jumping_try_body(self, handler):
        """3.12+: where `try: continue` (`break`) starts and ends when its
        clauses end in copies of the code after the statement (a short
        exit, which the body never reaches: no original of it is left):
        the body is that jump alone, the only instruction on the latest
        line before the clauses' first. (None, None) otherwise."""
        instrs = self.instrs
        cleanup = self.cover.get(handler)
        if self.version.TABLE_HANDLERS_INLINE or cleanup is None or cleanup < handler or handler + 1 >= cleanup:
            return None, None
        clause_line = instrs[handler + 1].lineno
        if clause_line is None or not self._is_except(handler, cleanup, None):
            return None, None
        if any(fits(instrs[k], "POP_EXCEPT") and self._clause_jumps_on(k, cleanup) for k in range(handler, cleanup)):
            return None, None  # (a clause goes on by a jump: the code after is elsewhere)
        lines = [(x.lineno, k) for k, x in enumerate(instrs[:handler]) if x.lineno is not None and x.lineno < clause_line]
        if not lines:
            return None, None
        line = max(lines)[0]
        on_line = [k for m, k in lines if m == line]
        k = on_line[0]
        if len(on_line) != 1 or not fits(instrs[k], JUMP):
            return None, None
        if instrs[k].target.index < k:
            # `continue` ending the loop body: its closing jump, where the
            # body's block ends; the statement is read there, the body
            # empty but for the `continue` it does not write.
            self.tries_ending_loops[k] = (handler, instrs[k].target.index, True)
            return k, None
        return k, k + 1

    def _clause_jumps_on(self, k, cleanup):
        """Whether the clause whose POP_EXCEPT is at k goes on by a jump to
        the code after the statement: right after the POP_EXCEPT; or, in a
        named clause, past the clearing of its name, to code other than a
        jump (a loop's test: `try: break` / `except E as e:` in `while not
        (a and b)` ending a for body, the break threaded to the for's head;
        read as `try: continue` of the for, the while's body was left
        empty: hunt seed 273 #503, loop_exits_through_try.py::
        case_h22c_seed273_*). A named clause's jump to a jump is to a copy
        of the loop's closing jump (`try: continue` all of a `while True`
        body: case_y16_try_continue_all_of_while_true)."""
        instrs = self.instrs
        if k + 1 < cleanup and fits(instrs[k + 1], JUMP):
            return True
        on = self._past_unwind(k)
        if on == k + 1 or on >= cleanup or not fits(instrs[on], JUMP):
            return False
        target = instrs[on].target.index
        return not fits(instrs[target], JUMP)

    def _returning_try_body(self, handler, clause_line):
        """3.12+: where `try: return constant` starts when its clauses end
        the function too: the return whose line comes last before the
        clauses' first (only the try body's lines lie between); None when
        that code is no such return."""
        instrs = self.instrs
        lines = [(x.lineno, k) for k, x in enumerate(instrs[:handler]) if x.lineno is not None and x.lineno < clause_line]
        if not lines:
            return None
        line, k = max(lines)
        k = min(j for m, j in lines if m == line)
        # (in a loop, the iterators popped first, on the return's line)
        ret = match(instrs, k, CONSTANT_RETURN_OUT_OF_LOOPS)
        if ret and all(x.lineno == line for x in instrs[k:ret.end]) and max(lines)[1] == ret.end - 1:
            return k
        return None

    def _code_after_copied(self, handler, leaves, clause_line):
        """3.12+: where the code after a try statement whose body covers
        nothing starts when every clause ends in a copy of it (a short
        exit, `return x`) rather than jumping there: the one place before
        the handler, on a line after the clauses' first, that holds the
        code each clause's copy repeats; None when not exactly one. (The
        else, if any, lies before it: the caller walks back over it.)"""
        found = set()
        for leave in leaves:
            copies = {k for k in range(handler) if (self.instrs[k].lineno or 0) > clause_line and self._exit_copy_size(k, leave) > 0}
            if len(copies) != 1:
                return None
            found |= copies
        return found.pop() if len(found) == 1 else None

    def try_around_loop(self, head, tail):
        """Whether a try statement starting at loop head `head` holds the whole
        loop (its closing jump, at tail, is protected): the try is lifted first.
        Not where that jump went before the statement's protected range (the
        loop's line NOP, dropped: `while True:` then `try:`)."""
        went = self.instrs[tail].jump_offset
        return any(
            handler not in self.active_tries and self._in_extent(tail, handler) and not self._protected_after(head, handler, went)
            for handler in self.try_starts.get(head, ())
        )

    def _protected_after(self, head, handler, offset):
        """Whether the row from `head` to `handler` began after `offset`."""
        if offset is None:
            return False
        return any(e.start.index == head and e.target.index == handler and e.first_offset > offset for e in self.entries)

    def moved_handler_code(self, start, end):
        """The jumps out of the handlers of try statements starting in
        [start, end) that 3.12+ moved after it: they leave the statement too."""
        out = []
        for statement_start, handlers in self.try_starts.items():
            if start <= statement_start < end:
                for handler in handlers:
                    cleanup = self.cover.get(handler)
                    if handler >= end and cleanup is not None and cleanup > handler:
                        code = self._handler_code(handler, cleanup)
                        inside = set(code) | {cleanup}
                        out.extend(k for k in code if self.instrs[k].target is not None and self.instrs[k].target.index not in inside)
        # A with statement's swallow path goes on after the statement too
        # (back there: not into the exit call of a with around it, laid
        # out after it).
        return out + self.moved_swallow_jumps(start, end)

    def clause_returns_none(self, start, end):
        """Whether a clause of a try statement starting in [start, end),
        its handler moved after `end` (3.12+), falls off into a copy of
        the function's closing `return None` (POP_EXCEPT, then it): the
        code after the statement is the function's end, not `end`."""
        for statement_start, handlers in self.try_starts.items():
            if start <= statement_start < end:
                for handler in handlers:
                    cleanup = self.cover.get(handler)
                    if handler >= end and cleanup is not None and cleanup > handler:
                        if any(self._copied_return_none_after(k) for k in range(handler, cleanup)):
                            return True
        return False

    def _copied_return_none_after(self, k):
        """Whether the POP_EXCEPT at `k` goes on into a copy of the
        implicit `return None`: lineless, or on the line of the code before
        the unwinding (a written `return` has a line of its own)."""
        instrs = self.instrs
        if not fits(instrs[k], "POP_EXCEPT") or match(instrs, k + 1, RETURNS_NONE) is None:
            return False
        line = instrs[k + 2].lineno
        return line is None or line == instrs[k - 1].lineno

    def moved_swallow_jumps(self, start, end):
        """The jumps back out of the swallow paths of the with statements
        starting in [start, end) that 3.12+ moved after it."""
        out = []
        for statement_start, handlers in self.with_starts.items():
            if start <= statement_start < end:
                for handler in handlers:
                    cleanup = self.cover.get(handler)
                    if handler >= end and cleanup is not None and cleanup > handler:
                        out.extend(k for k in range(handler, cleanup) if fits(self.instrs[k], JUMP) and self.instrs[k].target.index < handler)
        return out

    def swallow_tail_jumps(self, start, end):
        """3.12+: the jumps ending the code after the with statements
        starting in [start, end) whose bodies never finish: reached only
        through their swallow paths, it is laid out after their handlers
        (a `break` there jumps past a loop's else)."""
        out = []
        for statement_start, handlers in self.with_starts.items():
            if start <= statement_start < end:
                for handler in handlers:
                    cont = self._swallow_continuation(handler)
                    cleanup = self.cover.get(handler)
                    if cont is not None and cleanup is not None and handler >= end and cont > cleanup:
                        last = self._cold_end(cont) - 1
                        if fits(self.instrs[last], JUMP):
                            out.append(last)
        return out

    def clause_break_jumps(self, start, end, exit_):
        """3.12+: the jumps in the handlers, laid out past [start, end), of
        the try statements begun there that go past the loop's exit at
        exit_ over code falling into their target, holding no handler: a
        `break` in an except clause jumping past the loop's else."""
        out = []
        for handler in self.handlers_begun_in(start, end):
            cleanup = self.cover.get(handler)
            if handler < end or cleanup is None:
                continue
            for k in range(handler, cleanup):
                target = self.instrs[k].target
                if fits(self.instrs[k], JUMP) and exit_ < target.index and not fits(self.instrs[target.index - 1], NO_FALLTHROUGH):
                    if not any(fits(x, "PUSH_EXC_INFO") for x in self.instrs[exit_ : target.index]):
                        out.append(k)
        return out

    def clause_back_jumps(self, start, end):
        """3.12+: the jumps back before `start` in the handlers, laid out
        past [start, end), of the try statements begun there (a `break` in
        an except clause threaded to the head of the loop around)."""
        out = []
        for handler in self.handlers_begun_in(start, end):
            cleanup = self.cover.get(handler)
            if handler >= end and cleanup is not None:
                out.extend(k for k in range(handler, cleanup) if fits(self.instrs[k], JUMP) and self.instrs[k].target.index < start)
        return out

    def past_handler(self, head, tail, st_end):
        """`while True:` whose only way round is a clause's `continue` (its
        back jump at `tail` lies in the handler of a try statement in the
        loop): where that statement's handler code ends, which ends the
        loop; None when tail is not such a jump."""
        ends = [(self.cover[handler] + CLEANUP_SIZE, statement_start, handler) for statement_start, handlers in self.try_starts.items() if statement_start >= head for handler in handlers if handler <= tail < self.cover.get(handler, -1)]
        if not ends:
            return None
        end, statement_start, handler = max(ends)
        if self.version.COLD_CODE_AT_END:
            try:
                with self.trial:
                    body_end = self._main_line_end(statement_start, handler)
            except DecompilationError:
                return end
            instrs = self.instrs
            if head < body_end < handler and body_end <= st_end and not any(instrs[k].target is not None and head <= instrs[k].target.index < body_end for k in range(body_end, min(handler, st_end))):
                # The body finishing leaves the loop (`break` after the
                # statement): 3.12+ lays the code after the loop out
                # between the body and the handlers (or that is where the
                # enclosing block ends: an outer loop's test going round).
                return self.else_before_break(body_end, min(handler, st_end), handler)
        return end

    def else_before_break(self, body_end, stop, handler):
        """3.12+: where the code after a `while True:` starts in [body_end,
        stop), which the body of the try statement (its handler at
        `handler`) holding the loop's jump back falls into: at the line
        marker of the loop's `break` (a NOP, dropped: Instr.after_marker),
        the try's else coming before it; at body_end when a marker there
        says the break comes first, no marker past it closes code that
        stays inside, or co_names has that code written after the handler
        (code after the try statement, then the `break`)."""
        instrs = self.instrs
        if instrs[body_end].after_marker is not None:
            return body_end
        for p in range(body_end + 1, stop):
            if instrs[p].after_marker is not None and all(x.target is None or body_end <= x.target.index <= p for x in instrs[body_end:p]):
                if written_first(self.code, instrs, (body_end, p), (handler, self.cover.get(handler, handler)), body_end) is False:
                    return body_end
                return p
        return body_end

    def rest_ends_block(self, head, end, st_end, falls=False):
        """Where [end, ...), following the try statement closing a `while
        True:` (3.10: its handler's end; 3.11+: past the loop's jump back,
        which lies inside it), ends the block with a return or raise, every
        jump from [head, there) staying inside and none from [end, there)
        going back to the head; None otherwise. That is st_end, but that
        3.12+ lays the handlers of the try statements out after the return
        (the first one no jump skips ends the code). `falls`: the block's
        end, which the code falls off instead (jumps may go there too:
        where the block goes, as a `break` there would); where the
        statement ends the block ([end, st_end) empty) its ways out go
        there."""
        instrs = self.instrs
        stop = st_end
        if self.version.COLD_CODE_AT_END and not falls:
            stop = self._first_exit(head, end, st_end)
            if stop is None or stop < st_end and not fits(instrs[stop], "PUSH_EXC_INFO"):
                return None
        if falls and self._handlers_end_block(head, end, stop):
            # (3.11: the statement ends the block, its handlers inline,
            # last: its ways out go to the block's end)
            return stop if self._rest_ends_at(head, end, stop, falls, last_checked=False) else None
        return self._rest_ends_at(head, end, stop, falls)

    def handlers_begun_in(self, lo, hi):
        """The handlers of the try statements begun in [lo, hi)."""
        return {h for i, hs in self.try_starts.items() if lo <= i < hi for h in hs}

    def _handlers_end_block(self, head, end, stop):
        """3.11: whether [.., stop) ends with the cleanup block of the handler
        of a try statement begun in [head, end), its handlers laid out
        inline after its body."""
        at = stop - CLEANUP_SIZE
        if not self.version.TABLE_HANDLERS_INLINE or at <= end or not self._is_cleanup(at):
            return False
        return any(head <= i < end and self.cover.get(h) == at for i, hs in self.try_starts.items() for h in hs)

    def try_runs_past(self, head, tail):
        """3.11+: whether a try statement begun in the loop [head, tail]
        protects code past its jump back at tail (other than through the
        handler that jump lies in)."""
        for statement_start, handlers in self.try_starts.items():
            if not head <= statement_start <= tail:
                continue
            for handler in handlers:
                if handler <= tail < self.cover.get(handler, -1):
                    continue
                if statement_start == head and self._in_extent(tail, handler):
                    continue  # (one begun at the head may hold the loop: then it protects the jump back)
                try:
                    with self.trial:
                        body_end = self._main_line_end(statement_start, handler)
                except DecompilationError:
                    continue
                if body_end > tail + 1 and any(self._in_extent(k, handler) for k in range(tail + 1, body_end)):
                    return True
                if body_end > tail and fits(self.instrs[tail], "JUMP") and any(x.target is not None and x.target.index == body_end for x in self.instrs[statement_start:tail]):
                    # (A branch of the body jumps past the jump back, to the
                    # normal exit: `try: if c: continue` ends the body.)
                    return True
        return self.with_runs_past(head, tail)

    def with_runs_past(self, head, tail):
        """Whether the jump back at tail is the `continue` of a with
        statement nested in the body of another begun in the loop (the
        exit calls of both before it), the outer body going on past it
        with code after the inner with, which its swallow path reaches
        (with_exits_in_loops.py::case_o38_nested_withs_code_between_continue_then_return)."""
        if not fits(self.instrs[tail], JUMP) or not fits(self.instrs[tail - 1], "WITH_EXIT"):
            return False
        for statement_start, handlers in self.with_starts.items():
            for handler in handlers:
                if not head <= statement_start <= tail < handler:
                    continue
                try:
                    with self.trial:
                        body_end = self._main_line_end(statement_start, handler)
                except DecompilationError:
                    continue
                if body_end > tail + 1 and self._holds_code(tail + 1, body_end, handler):
                    return True
        return False

    def try_body_falls_out(self, head, tail, st_end):
        """3.12+: where the body of the try statement begun at loop head
        `head`, holding the loop's last jump back at `tail` (a folded `if c:
        continue`), falls out of its protected range into code that never
        goes back to the head: the loop's `break` after the statement,
        compiled to nothing (its exit follows). None otherwise."""
        for handler in self.try_starts.get(head, ()):
            if handler in self.active_tries or not self._in_extent(tail, handler):
                continue
            try:
                with self.trial:
                    end = self._main_line_end(head, handler)
            except DecompilationError:
                continue
            if not tail < end < st_end or fits(self.instrs[end - 1], NO_FALLTHROUGH):
                continue
            if any(x.target is not None and x.target.index == head for x in self.instrs[end:st_end]):
                continue
            return end
        return None

    def handler_break(self, head, exit_):
        """3.12+ `while True:` whose try statements' handlers lie after its
        back jump (at `exit_`): where those handlers leave the loop to (a
        `break`), when they agree; None otherwise."""
        if not self.version.COLD_CODE_AT_END or exit_ >= self.count or not fits(self.instrs[exit_], "PUSH_EXC_INFO"):
            return None
        targets = {self.resolve(self.instrs[k].target.index) for k in self.moved_handler_code(head, exit_)}
        targets = {t for t in targets if t >= exit_}
        return targets.pop() if len(targets) == 1 else None

    def branch_exit(self, end):
        """The instruction that really ends the branch [.., end): 3.11 puts a
        try statement's handlers after its body, so a branch ending in one
        ends, for control flow, at the try's own `JUMP after` before them
        (before the handlers of a statement nested last in its else too)."""
        k = end - 1
        j = k
        while j >= 2 and self._is_cleanup(j - 2):
            cleanup = j - 2
            lo = max(0, cleanup - 400)
            handlers = [handler for handler in self.exc_handlers if lo <= handler < cleanup and self.cover.get(handler) == cleanup]
            if len(handlers) != 1 or handlers[0] < 1:
                return k
            j = handlers[0] - 1
            if fits(self.instrs[j], "JUMP"):
                return j
        return k

    def pop_handler_value(self, st, value, ins):
        """3.11+: a finally body left early (`return` in it) from its
        handler copy pops the exception, then the handler."""
        nxt = ins.index + 1
        if not isinstance(value, _Marker) or value.kind != "exc" or nxt + 1 >= self.count:
            return False
        instrs = self.instrs
        if fits(instrs[nxt], "SWAP") and instrs[nxt].argval == 2:
            nxt += 1  # (`return value`: swapped under it)
        return fits(instrs[nxt], "POP_EXCEPT")

    def loop_exit_after_else(self, body_start, false_to, end):
        """3.10, 3.12+: `if c: <while True left only by breaks> else: B`
        then X: the then-branch never falls through, so it reads as an if
        without else, but its breaks out of a try/finally (or a with) are
        copies of X (after the finally body's copy, or the exit call), and
        X is after B. Where X starts (the if/else ends there, the loop's
        breaks go there), or None."""
        head = self._loop_head_before_else(body_start, false_to)
        if head is None:
            return None
        sites = self.break_copies(head, end)
        starts = {t for t, _, _ in sites}
        sites = [x for x in sites if x[0] < false_to]

        def copied(p, final):
            return p in starts

        return self._one_real_exit(body_start, false_to, end, sites, copied)
