"""with / async with (3.11+): `BEFORE_WITH | BEFORE_ASYNC_WITH;
GET_AWAITABLE 1; LOAD_CONST None; YIELD_FROM`, the body, WITH_EXIT (the
normalised exit call); the handler `PUSH_EXC_INFO; WITH_EXCEPT_START;
[await]; POP_JUMP_IF_TRUE swallow; RERAISE 2`.
"""

import ast

from ...bytecode.idioms import AWAIT, COND_JUMP, ITERATOR_POPPED_JUMP, JUMP, LEAVES, NAME_CLEANUP, NO_FALLTHROUGH, WITH_SWALLOW, first_where, fits, match, same
from ...errors import DecompilationError
from ..exceptions_shared import CLEANUP_SIZE, WithEnter, _Marker, loop_exit_kind
from ..nodes import IterValue
from ..state import Region


class WithStatement:
    """One with (or async with) statement being read, from its
    BEFORE_WITH / BEFORE_ASYNC_WITH `ins`, into `st`."""

    def __init__(self, lifter, st, ins, is_async):
        self.lifter = lifter
        self.version = lifter.version
        self.st = st
        self.ins = ins
        self.is_async = is_async
        # Where the body starts (past the await of __aenter__), its handler
        # and cleanup block, the context manager's expression.
        self.body_start = None
        self.handler = None
        self.cleanup = None
        self.manager = None
        # Where the body ends; whether it ends in a return; whether the
        # code after the statement is reached only when __exit__ swallows
        # an exception; where a `return value` out of it goes on through an
        # enclosing finally body's copy (or None).
        self.body_end = None
        self.returns = False
        self.swallow_only = False
        self.through = None
        # The handler's swallow path and its end.
        self.swallow = None
        self.stop = None
        # The body's statements and the `as` target (None without).
        self.body = None
        self.target = None
        # Whether the body never finishes and ends the enclosing block; the
        # exit call a nested with's swallow path reaches then, laid out
        # after its handler, and the end of the code after it (or None).
        self.ends_block = False
        self.cold_exit = None
        self.cold_exit_end = None
        # The handler of the with right inside whose swallow path reaches
        # that exit call.
        self.cold_inner = None
        # The enclosing block's way on laid out inside the body (3.12+,
        # `foreign_gap`): [start, end), passed over when the body is read,
        # and the end of the way on after the exit call.
        self.gap = None
        # The copy after the exit call of the exit block ending that gap
        # (an else branch's `return None`): [start, end), read after the
        # statement (or None).
        self.gap_exit_copy = None
        # Whether the body past the gap never finishes (ends in a raise).
        self.gap_never_finishes = False

    def read(self):
        """Reads the statement (merging `with a: with b:` into one with two
        items where the source may have had either) and emits it into st;
        where reading goes on."""
        self.find_handler()
        self.manager = self.lifter.pop(self.st, self.ins)
        self.find_swallow()
        self.find_body_end()
        ret_end = None if self.returns else self.const_return_inside(self.body_end, self.stop)
        if ret_end is not None:
            self.refuse_swallow_into_finally_copy()
            self.body_end = ret_end
            self.returns = True
        passed = self.lifter._exit_before_handlers(self.body_start, self.body_end, self.st) if self.version.COLD_CODE_AT_END and self.body_end > self.st.end else None
        if passed is None:
            resume, tail = self.read_body_and_resume()
        else:
            # 3.12+: the body goes on past the loop's closing jump and exit
            # into the handlers of a try statement in it (its clause goes
            # on to the exit call laid out after them): read as read_try
            # reads such a try body.
            self.lifter.skip[self.st.end] = passed
            try:
                resume, tail = self.read_body_and_resume()
            finally:
                self.lifter.skip.pop(self.st.end, None)
        if passed is None:
            self.own_return_past_block()
        self.emit_statement(tail)
        if self.gap_exit_copy is not None:
            # (the way on after the statement, `return None`: its own,
            # where the gap is an else branch's)
            self.emit_gap_exit_copy()
        return resume if passed is None else self.lifter._round_the_loop_after(resume, passed, self.st, self.ins.index)

    def refuse_swallow_into_finally_copy(self):
        """`try: with m: ...; return c` / `finally: f()` then more code
        (3.11+): the return read inside the statement (`const_return_inside`),
        the swallow path goes on into the normal copy of the finally body
        around and past it to the code after the try statement, which no
        reader takes as the way on after the with (not the block's way on): read, a swallowed
        exception returned c (hunt 3.12 seed 315 #616,
        async_with.py::case_h23_seed315_*). Refused."""
        instrs = self.lifter.instrs
        b = self.lifter.resolve(self.stop)
        while b < self.lifter.count and fits(instrs[b], "NOP"):
            b += 1
        follow = self.st.region.follow
        if follow is not None and b in (follow, self.lifter.resolve(follow)):
            return  # (the block's own way on: read there; finally_and_with.py::case_tn10_*)
        for at, size in self.lifter._finally_bodies_around(self.handler, every_layout=True):
            if size and b + size <= self.lifter.count and all(same(instrs[at + m], instrs[b + m]) for m in range(size)):
                raise DecompilationError("a swallowed exception going on into the finally body's normal copy after a with returning in a try/finally", self.lifter.qualname)

    def own_return_past_block(self):
        """`with m: return c` (3.11+) ending the block it is read in, a
        block measured up to the last exit call: the constant and the
        return (and the pops of the for loops' iterators it leaves), loaded
        after the exit calls, outside every protected range, lie past the
        block's end (a try body's, a loop else's), and a swallowed
        exception goes on elsewhere (`const_return_inside`). The return
        is this statement's: marked read, so the block around does not
        read it again after the statement (as a try's else, as the code
        after the with in the try body, or as the loops' `break` and
        `return None`; fuzz 3.12/3.13 seeds 98 #283 and 99 #209,
        with_exits_in_loops.py::case_o19_*, with_exits.py::case_o19_*)."""
        st = self.st
        if self.returns and self.body_start <= st.end < self.body_end and st.end not in self.lifter.skip:
            self.lifter.skip[st.end] = self.body_end

    def read_body_and_resume(self):
        """The body read; where reading goes on after the statement and the
        code after it reached only through the swallow path (`find_resume`)."""
        self.read_body()
        return self.find_resume()

    def emit_statement(self, tail):
        """The statement emitted into st, then the code after it read from
        `tail` (`find_resume`)."""
        item = ast.withitem(context_expr=self.lifter._as_expr(self.manager, self.ins), optional_vars=self.target)
        kind = ast.AsyncWith if self.is_async else ast.With
        body = self.body
        if len(body) == 1 and type(body[0]) is kind and getattr(body[0], "_merge", False):
            node = kind(items=[item] + body[0].items, body=body[0].body, type_comment=None)
        else:
            node = kind(items=[item], body=body or [ast.Pass()], type_comment=None)
        node._merge = True
        if tail is not None and _ends_in_break(body):
            # (its `break` leaves the loop, the code after it reached only
            # when __exit__ swallows: the loop reader, the body's main line
            # falling into the loop's exit through this exit call, writes
            # no second one after that code; fuzz 3.12/3.13 seed 27 program
            # 427, with_and_loops.py::case_hb16_break_from_with_then_code_in_while)
            node._breaks_into_exit = True
        self.lifter.emit(self.st, node, self.ins)
        if tail is not None:
            r = self.st.region
            self.lifter.skip.pop(tail[0], None)  # (read before, the statement read again)
            last = self.lifter.instrs[tail[1] - 1]
            # (a `break` to the closing jump of the loop around the loop: read by hand, `breaks_straight`)
            closing = fits(last, JUMP) and self.breaks_straight(tail[0], last.index) and self.lifter.resolve(last.index) != self.lifter.resolve(r.loop.break_to)
            stmts, _ = self.lifter.block(tail[0], tail[1] - closing, Region(tail[1] - closing, r.follow, r.loop, r.handler_depth, r.protected), list(self.st.stack))
            if closing:
                stmts.append(ast.Break())
            if not stmts and fits(last, JUMP) and r.loop is not None and self.lifter.resolve(last.index) == r.loop.continue_to and (last.lineno or 0) > (self.ins.lineno or 0):
                # Only the jump back, its own block, on a line of its own
                # after the statement: a written `continue` (without one the
                # swallow path would jump back itself, or to the loop's
                # closing jump, which keeps the loop's line).
                stmts = [ast.Continue()]
            for x in stmts:
                self.lifter.emit(self.st, x)
            self.lifter.skip[tail[0]] = tail[1]  # (laid out after the handler: read here)

    def find_handler(self):
        """For the with statement at ins: where its body starts (past the
        await of __aenter__), its handler and its cleanup block."""
        instrs = self.lifter.instrs
        statement_start = self.ins.index
        body_start = statement_start + 1
        if self.is_async:
            awaited = match(instrs, statement_start + 1, AWAIT, self.version)
            if not awaited:
                raise self.lifter.error("async with shape not supported", self.ins)
            body_start = awaited.end
        handler = self.lifter.cover.get(body_start)
        if handler is None or not fits(instrs[handler], "PUSH_EXC_INFO") or not fits(instrs[handler + 1], "WITH_EXCEPT_START"):
            raise self.lifter.error("with statement without its handler", self.ins)
        cleanup = self.lifter._cleanup_of(handler)
        self.body_start, self.handler, self.cleanup = body_start, handler, cleanup

    def find_body_end(self):
        """Where the with body from body_start (handler at `handler`) ends; whether it
        ends in a return; whether the code after the statement is reached
        only when __exit__ swallows an exception (swallow_only); and where
        a `return value` out of it goes on through an enclosing finally
        body's copy (`returned_through`) or None."""
        instrs = self.lifter.instrs
        body_end = self.lifter._main_line_end(self.body_start, self.handler)
        passed = self.lifter.skip.get(body_end)
        if self.version.COLD_CODE_AT_END and passed is not None and body_end < passed < self.handler and self.lifter._in_extent(passed, self.handler):
            # (the gap of a with around, passed over: the body goes on
            # after it, fuzz_shapes.py::_two_item_with_raising_in_with_before_else)
            body_end = self.lifter._main_line_end(passed, self.handler)
        rest = self.foreign_gap(body_end)
        if rest is not None:
            self.gap = (body_end, rest[0], rest[2])
            body_end = rest[1]
        body_end = self.exit_before_block_end(body_end)
        body_end = self.exit_past_try_handlers(body_end)
        k = body_end
        while k < self.handler and fits(instrs[k], "END_FOR|NOP"):
            k += 1
        if k > body_end and fits(instrs[k], "WITH_EXIT") and fits(instrs[body_end - 1], "RETURN_VALUE"):
            # A for loop ending the body, left by a return: its exit (and
            # the line marker after it) lies before the exit call.
            body_end = k
        self.body_end = body_end
        # A body ending in a return, unless a branch (or a loop ending)
        # skips that return to reach the normal exit.
        returns = fits(instrs[body_end - 1], "RETURN_VALUE") and not any((fits(x, COND_JUMP) or fits(x, "FOR_ITER") or fits(x, JUMP)) and x.target.index == body_end for x in instrs[self.body_start:body_end])
        # A body that never finishes (ends in raise): the handler follows it,
        # and the code after the statement is reached only when __exit__
        # swallows the exception, right after the handler's swallow path.
        # (An endless loop's nested handlers may lie between it and handler.)
        # (3.12+ may also lay out the handlers of statements before the
        # with between its body and its handler.)
        # (Or a try statement's handlers, the body's last statement a raise
        # after it, inside the enclosing block (one the statement ends
        # goes on past them: `ends_block`):
        # with_exits_312.py::case_raise_after_returning_try_in_with.)
        nested = fits(instrs[body_end], "PUSH_EXC_INFO") and (
            (self.lifter._in_extent(body_end, self.handler) and fits(instrs[body_end - 1], JUMP) and instrs[body_end - 1].target.index < body_end)
            or self.lifter._past_foreign_handlers(body_end, self.handler) == self.handler
            or self.version.COLD_CODE_AT_END and body_end < self.st.end and fits(instrs[body_end - 1], "RAISE_VARARGS") and self.past_try_handlers(body_end, body_end) == self.handler
        )
        swallow_only = not returns and (self.lifter.past_skipped(body_end, self.handler) == self.handler or nested) and self.lifter._no_fallthrough(self.body_start, body_end, with_body=True)
        # A body that never finishes and ends its block, the enclosing
        # block's code laid out between it and the handler (3.12+): a
        # swallowed exception goes on where the block does
        # (`swallow_leaves_block`).
        self.ends_block = self.gap_never_finishes or not returns and not swallow_only and self.past_block_end(body_end) == self.st.end < self.handler and (self.lifter._no_fallthrough(self.body_start, body_end, with_body=True) or self.find_cold_exit(self.lifter.follow_of(self.st.end, self.st.region)) or self.find_cold_exit(self.stop) or self.find_cold_exit(self.lifter.resolve(self.stop)))
        through = None if returns or swallow_only or self.ends_block else self.returned_through()
        if not returns and not swallow_only and not self.ends_block and through is None and not fits(instrs[body_end], "WITH_EXIT"):
            raise self.lifter.error("with body without its exit call", instrs[body_end])
        self.returns, self.swallow_only, self.through = returns, swallow_only, through

    def exit_past_try_handlers(self, body_end):
        """3.12+: the body's exit call when a with nested in it returns out
        of a try statement's finally body (`with a: try: ... finally: with
        b: return`): the measured body stops at the nested with's cleanup
        block, whose swallow path jumps over the try statement's handlers to
        this statement's exit call, the only way on. body_end otherwise."""
        lifter = self.lifter
        instrs = lifter.instrs
        jump = body_end - 1
        if not self.version.COLD_CODE_AT_END or fits(instrs[body_end], "WITH_EXIT") or not fits(instrs[jump], JUMP) or not lifter._is_with_cleanup(body_end):
            return body_end
        exit_call = lifter.resolve(jump)
        after_cleanup = body_end + CLEANUP_SIZE
        if not (after_cleanup < exit_call < self.handler and fits(instrs[exit_call], "WITH_EXIT")):
            return body_end
        # (only the handlers of try statements begun in the body between)
        if self.past_try_handlers(after_cleanup, body_end) != exit_call:
            return body_end
        if lifter._in_extent(exit_call, self.handler):
            # (the exit call of a with around the try, in this body: the
            # body goes on there, up to this statement's own exit call)
            return self.exit_past_try_handlers(lifter._main_line_end(exit_call, self.handler))
        return exit_call

    def exit_before_block_end(self, body_end):
        """3.12+: the end of the protected range past the enclosing
        block's end: `with a, b: break` (`continue`, `return c`), whose
        exit calls end the block (then its jump out of the loop, or the
        return; or falling into the code after the loop), laid out before
        the inner with's handler and this one's exit call that its swallow
        path reaches. The body ends at this one's exit call."""
        instrs = self.lifter.instrs
        end = self.st.end
        if not self.version.COLD_CODE_AT_END or not self.body_start < end < body_end or self.lifter._in_extent(end, self.handler):
            return body_end
        starts = self.lifter.try_starts
        if any(not fits(instrs[h + 1], "WITH_EXCEPT_START") for i in range(self.body_start, end) for h in starts.get(i, ())):
            # (a try in the body: its `continue`/`break` leaves through the
            # exit calls, the with itself goes on after them:
            # loop_exits_through_finally.py::case_continue_through_finally_variants_312)
            return body_end
        # (or the jump out of the loop after the exit calls, a for loop's
        # iterator popped first, ends the block)
        if fits(instrs[end - 1], JUMP):
            end -= 2 if self.popped_jump(end - 2) else 1
        elif fits(instrs[end - 1], "RETURN_VALUE") and fits(instrs[end - 2], "LOAD_CONST"):
            end -= 2  # (`return c`: the constant loaded after the exit calls)
            while end > self.body_start and fits(instrs[end - 1], "POP_TOP"):
                end -= 1  # (the iterators of the loops it leaves)
        if not fits(instrs[end - 1], "WITH_EXIT") or self.lifter._in_extent(end - 1, self.handler):
            return body_end
        return end - 1

    def past_block_end(self, body_end):
        """Where the code at body_end goes on before the block's end, past
        code already read (handlers) and (3.12) a copy of the block's way
        on (`return None`, its line the body's) that only the code after
        the statement, laid out after the handler, jumps back to. (Or
        several such copies one after another: that code branches, each
        way ending there, finally_and_with.py::case_endless_with_then_if.)"""
        instrs = self.lifter.instrs
        k = self.lifter.past_skipped(body_end, self.st.end)
        follow = self.st.region.follow
        if follow is None or not fits(instrs[self.st.end - 1], LEAVES):
            return k
        copy = k
        while copy < self.st.end:
            leaves = next(m for m in range(copy, self.st.end) if fits(instrs[m], LEAVES))
            size = leaves + 1 - copy
            if not size <= follow < self.lifter.count - size or not self.lifter._same_code(copy, follow, size):
                return k
            if any(x.index < self.handler for x in self.lifter.flow.jump_sources.get(copy, ())):
                return k
            copy += size
        return self.st.end

    def foreign_gap(self, body_end):
        """3.12+: a with body whose nested with statement always raises,
        at the end of the enclosing block: the compiler lays out the block's
        way on (`return None`) right after the raise, then the nested
        handler and the rest of this body, reached through its swallow
        path, up to this statement's exit call. (start, end) of that rest
        and the end of the way on after it, or None."""
        lifter = self.lifter
        instrs = lifter.instrs
        # (or returns, out through this statement's exit too: `with a: with
        # b: return x` + more of a's body, with_exits_312.py::
        # case_returning_with_in_with_in_else_then_code)
        if not self.version.COLD_CODE_AT_END or body_end != self.st.end or body_end >= self.handler or not fits(instrs[body_end - 1], "RAISE_VARARGS|RERAISE|RETURN_VALUE"):
            return None
        if fits(instrs[body_end - 1], "RETURN_VALUE") and not lifter._returns_out_of_withs(self.body_start, body_end):
            return None
        rest = body_end
        while rest < self.handler and not lifter._in_extent(rest, self.handler):
            rest += 1
        # (the gap ends before the handlers of a try statement in the body:
        # an else branch's copy of its exit block is matched up to there,
        # with_exits_312.py::case_with_raising_try_in_with_in_if_else)
        gap_end = rest
        rest = self.past_try_handlers(rest, body_end)
        if rest >= self.handler or rest == body_end or not fits(instrs[rest - 1], LEAVES) or lifter._swallow_continuation(rest) is None:
            return None
        if any(x.target is not None and body_end <= x.target.index < rest for x in instrs[self.body_start:body_end]):
            return None  # (the body goes there: its own code)
        end = lifter._main_line_end(rest, self.handler)
        if end == self.handler and self.rest_never_finishes(rest):
            # (the rest of the body never finishes either, `raise`: the
            # gap is the block's way on, or the loop's exit, all the same)
            loop = self.st.region.loop
            follow = lifter.follow_of(self.st.end, self.st.region)
            out = lifter.resolve(body_end)
            if follow is None or not (out == follow or body_end < follow < rest or loop is not None and out == loop.break_to):
                return None
            self.gap_never_finishes = True
            return rest, end, end
        if not (rest < end < self.handler and fits(instrs[end], "WITH_EXIT")):
            return None
        # (after the exit call, a jump back to the gap, where the block
        # goes on, or a copy of that exit block)
        follow = lifter.follow_of(self.st.end, self.st.region)
        # (3.12+ lays out an if's else branch there too, before the code
        # after the if the exit call goes on to)
        else_first = body_end < follow < rest if follow is not None else False
        if follow is None or lifter.resolve(body_end) != follow and not else_first and not self.gap_is_loop_exit(body_end, end, follow):
            return None  # (the gap is not where the block goes on: a loop's exit, say)
        if fits(instrs[end + 1], JUMP) and (lifter.resolve(end + 1) == follow or self.to_outer_cold_exit(end + 1)):
            return rest, end, end + 2
        size = lifter._exit_copy_size(end + 1, follow)
        if not size and lifter.resolve(body_end) == follow:
            size = self.gap_exit_copy_size(body_end, gap_end, end + 1)
            self.gap_exit_copy = (end + 1, end + 1 + size) if size else None
        return (rest, end, end + 1 + size) if size else None

    def to_outer_cold_exit(self, jump):
        """Whether the jump at `jump`, after this statement's exit call,
        goes to the exit call of a with around, laid out after this one's
        handler (`find_cold_exit`)."""
        to = self.lifter.resolve(jump)
        return to > self.cleanup and fits(self.lifter.instrs[to], "WITH_EXIT")

    def past_try_handlers(self, k, body_end):
        """Past the handlers (and cleanup blocks) at k of the try statements
        begun in the body before body_end (`exit_past_try_handlers`; and a
        try in a nested with that always raises, laid out before that
        with's handler: `foreign_gap`,
        with_exits_312.py::case_with_raising_try_in_with_in_if)."""
        lifter = self.lifter
        inside = lifter.handlers_begun_in(self.body_start, body_end)
        while k < self.handler and k in inside and not fits(lifter.instrs[k + 1], "WITH_EXCEPT_START") and lifter.cover.get(k, -1) > k:
            k = lifter.cover[k] + CLEANUP_SIZE
        return k

    def emit_gap_exit_copy(self):
        """The copy of the exit block after the exit call read after the
        statement (`gap_exit_copy`)."""
        start, end = self.gap_exit_copy
        r = self.st.region
        stmts, _ = self.lifter.block(start, end, Region(end, r.follow, r.loop, r.handler_depth, r.protected), list(self.st.stack))
        for x in stmts:
            self.lifter.emit(self.st, x)

    def gap_exit_copy_size(self, gap, rest, copy):
        """The length of the copy at `copy` of the exit block that ends
        the gap [gap, rest) (an else branch ending in `return None`), or 0."""
        for k in range(rest - 1, gap - 1, -1):
            size = self.lifter._exit_copy_size(copy, k)
            if size:
                return size if k + size == rest else 0
        return 0

    def rest_never_finishes(self, rest):
        """Whether the code the nested with's handler at `rest` goes on to
        when its __exit__ swallows (the rest of this body, up to that
        handler's cleanup block; 3.13: after it, up to this one's handler)
        never finishes: code ending in a raise
        (with_exits_in_loops.py::case_with_nested_raise_then_raise)."""
        lifter = self.lifter
        cont = lifter._swallow_continuation(rest)
        cleanup = lifter.cover.get(rest)
        if cont is None or cleanup is None or cont <= rest:
            return False
        stop = cleanup if cont < cleanup else self.handler
        return cont < stop and fits(lifter.instrs[stop - 1], "RAISE_VARARGS") and lifter._no_fallthrough(cont, stop)

    def gap_is_loop_exit(self, body_end, exit_call, follow):
        """Whether the gap at body_end is the exit of the loop whose body
        the statement ends (its `return None`, laid out after the loop's
        body like the block's way on elsewhere), the exit call at
        exit_call then jumping round the loop: the with is the body's last
        statement (with_exits_in_loops.py::case_with_nested_raise_then_code_in_for)."""
        loop = self.st.region.loop
        jump = exit_call + 1
        # (straight round: through a jump of its own, the way on is a
        # written `continue` after the statement, nest_loop_310.py::
        # f_for__with_parens__reraise)
        return (loop is not None and follow == loop.continue_to and self.lifter.resolve(body_end) == loop.break_to
                and fits(self.lifter.instrs[jump], JUMP) and self.lifter.instrs[jump].target.index == follow)

    def read_around_gap(self, stack):
        """The body read (`block`), past the gap (`foreign_gap`): the
        enclosing block reads that code itself."""
        gap, skip = self.gap, self.lifter.skip
        before = None if gap is None else skip.get(gap[0])
        if gap is not None:
            skip[gap[0]] = gap[1]
        try:
            return self.lifter.block(self.body_start, self.body_end, self.lifter._sub(self.st, self.body_end, self.body_end), stack)
        finally:
            if gap is not None:
                if before is None:
                    del skip[gap[0]]
                else:
                    skip[gap[0]] = before
                skip[gap[1]] = gap[2]  # (read here, with the way on after it)

    def find_swallow(self):
        """Where the with handler at `handler` goes when __exit__ swallows the
        exception: its swallow path (`WITH_SWALLOW`), [swallow, stop)."""
        instrs = self.lifter.instrs
        swallow_jump = instrs[self.handler + 2]
        if self.is_async:
            awaited = match(instrs, self.handler + 2, AWAIT, self.version)
            if not awaited:
                raise self.lifter.error("async with handler shape", instrs[self.handler])
            swallow_jump = instrs[awaited.end]  # past WITH_EXCEPT_START and the await
        if not fits(swallow_jump, "POP_JUMP_IF_TRUE"):
            raise self.lifter.error("with handler shape", swallow_jump)
        swallow = match(instrs, swallow_jump.target.index, WITH_SWALLOW, self.version)
        if not swallow:
            raise self.lifter.error("with handler shape", swallow_jump)
        self.swallow, self.stop = swallow

    def read_body(self):
        """The with body [body_start, body_end) read: its statements without the store
        of the target, and the target (None without `as`). swallow is the
        handler's swallow path, through where a `return value` out of the
        body goes on (`find_body_end`)."""
        instrs = self.lifter.instrs
        exit_ = _Marker("exit")
        enter = WithEnter(id="__with_enter__", ctx=ast.Load())
        stack = list(self.st.stack) + [exit_, enter]
        body, out = self.read_around_gap(stack)
        if self.through is not None:
            # `return value` out of nested with statements, after which an
            # enclosing finally body's copy runs: the innermost returns it.
            if len(out) == len(self.st.stack) + 2 and out[-2] is exit_:
                body.append(ast.Return(value=self.lifter._as_expr(out[-1], instrs[self.body_end])))
                self.returned_copy_read()
            elif len(out) == len(self.st.stack) + 1 and body and isinstance(body[-1], ast.Try) and body[-1].finalbody and isinstance(body[-1].body[-1], ast.Return):
                # (a try/finally ending the body returned the value itself,
                # out through its finally body: try_finally.find_resume)
                self.returned_copy_read()
            elif not (len(out) == len(self.st.stack) + 1 and body and isinstance(body[-1], (ast.With, ast.Try)) and isinstance(body[-1].body[-1], ast.Return)):
                raise self.lifter.error("with return shape", instrs[self.body_end])
        if not body:
            raise self.lifter.error("with target not stored", self.ins)
        head = body.pop(0)
        if isinstance(head, ast.Expr) and head.value is enter:
            target = None
        elif isinstance(head, ast.Assign) and len(head.targets) == 1 and head.value is enter:
            target = head.targets[0]
        else:
            raise self.lifter.error("with target not understood", self.ins)
        self.body, self.target = body, target

    def returned_copy_read(self):
        """`return value` out of the body through `through`: the enclosing
        finally body's copy and the return read here (skipped there), and
        where a swallowed exception goes on, the exits of the statements
        around, with nothing after this one."""
        instrs = self.lifter.instrs
        self.lifter.returned_at.discard(self.through)
        self.lifter.returned_at.discard(self.lifter.past_inner_final_copies(self.through, self.handler))
        ret = self.through
        while ret < self.lifter.count and not fits(instrs[ret], "RETURN_VALUE"):
            ret += 1
        # (3.12+: or past a return after each way out of the copy,
        # `_final_copy_return_end`)
        ends = [self.lifter._final_copy_return_end(self.through, at, size) for at, size in self.lifter._finally_bodies_around(self.handler, every_layout=True)]
        self.lifter.skip[self.through] = max([ret + 1] + [end for end in ends if end is not None])
        exit_at = self.lifter.resolve(self.stop)
        while exit_at + 1 < self.lifter.count and fits(instrs[exit_at], "WITH_EXIT") and fits(instrs[exit_at + 1], JUMP):
            self.lifter.skip[exit_at] = exit_at + 2
            exit_at = self.lifter.resolve(exit_at + 1)

    def find_resume(self):
        """Where reading goes on after the with statement (body ending at
        body_end, handler at `handler`, cleanup block at `cleanup`, swallow path ending at stop),
        marking its handler read; and the code after the statement that is
        reached only through the swallow path, (start, end), or None."""
        instrs = self.lifter.instrs
        stop = self.stop
        tail = None
        left_by = 0
        if self.ends_block:
            # The code after the statement laid out after the handler
            # first (its jump would read as the block's way on), then a
            # jump or copy of the block's way on, then that code right
            # after the swallow path.
            jumps = fits(instrs[self.stop], JUMP)
            tail = self.cold_tail() if jumps else None
            way_on = None if tail is not None else self.swallow_leaves_block()
            if tail is None and way_on is None:
                tail = self.cold_tail()
                if tail is None:
                    raise self.lifter.error("with body without its exit call", instrs[self.body_end])
            self.lifter.skip[self.handler] = way_on if way_on is not None else self.stop + 1 if jumps else self.stop
            if self.cold_exit is not None:
                self.lifter.skip[self.cold_exit] = self.cold_exit_end
            if self.handler < self.cleanup:
                self.lifter.skip[self.cleanup] = self.cleanup + CLEANUP_SIZE
            return self.body_end, tail
        if self.swallow_only:
            if stop > self.st.end:
                raise self.lifter.error("with statement runs past its block", self.ins)
            if self.cleanup >= stop or self.cleanup < self.handler:
                self.lifter.skip[self.cleanup] = self.cleanup + CLEANUP_SIZE
            self.lifter.skip[self.handler] = stop
            resume = stop
        elif self.version.COLD_CODE_AT_END:
            k = stop
            while k < self.lifter.count and k != self.cleanup and not fits(instrs[k], "JUMP|RETURN_VALUE|RERAISE|RAISE_VARARGS"):
                k += 1
            if k < self.lifter.count and k != self.cleanup:
                after = (stop, k + 1)
                if self.returns and not fits(instrs[stop], JUMP) and fits(instrs[k], "RETURN_VALUE|RAISE_VARARGS") and self.follow_copy_size(stop) != k + 1 - stop and self.protected_as_statement(stop, k + 1):
                    # The body returns: the code after the statement is only
                    # reached when __exit__ swallows, and lies here.
                    tail = after
                stop = k + 1
            if (self.returns or self.through is not None) and self.find_cold_exit(self.lifter.resolve(self.stop)):
                # (the body's return may run an except clause's exit and a
                # finally body's copy first, `through`: finally_and_with.py::_rn14x_in_two_withs)
                self.lifter.skip[self.cold_exit] = self.cold_exit_end
            if tail is None:
                tail, left_by = self.code_after_leaving()
            if tail is None and not left_by and k < self.lifter.count and k != self.cleanup and fits(instrs[k], LEAVES):
                self.refuse_parted_ways(self.body_end + 1)
            if self.cleanup >= stop or self.cleanup < self.handler:
                # (after the code after the statement is found: the inner
                # swallow path's copy of this exit call, `find_cold_exit`)
                self.lifter.skip[self.cleanup] = self.cleanup + CLEANUP_SIZE + self.swallow_hop()
        elif not self.returns and fits(instrs[self.body_end], "WITH_EXIT"):
            # 3.11: a swallowed exception goes on through a copy of the
            # exit block after the statement (`POP_EXCEPT; return None`).
            # (Or of the one the jump after the exit call reaches, laid out
            # elsewhere: a clause's exit, `POP_EXCEPT; <clear name>;
            # return None`.)
            after = self.body_end + 1
            reached = self.lifter.resolve(after) if fits(instrs[after], JUMP) else None
            copied = self.lifter._exit_copy_size(stop, reached) if reached is not None and reached > stop else 0
            size = self.lifter._exit_copy_size(stop, after) or copied or self.leave_through_exits(stop)
            tail = None if size else self.swallowed_tail_after_leaving(after)
            stop += size
        elif self.returns and self.find_cold_exit(self.lifter.resolve(stop)):
            # 3.11: `with a, b: return x`, the inner swallow path through a
            # copy of this exit call to where this one's goes on.
            self.lifter.skip[self.cold_exit] = self.cold_exit_end
        elif self.returns:
            tail = self.swallowed_tail_past_block()
        if not self.swallow_only:
            self.lifter.skip[self.handler] = max(stop, self.cleanup + CLEANUP_SIZE) if self.handler < self.cleanup < stop else stop
            resume = self.body_end if self.returns else self.body_end + 1 if self.through is None else self.body_end + 2
            resume += left_by or self.leave_after_exit(resume)
        return resume, tail

    def body_leaves_loop(self, k):
        """3.11: whether the body leaves the loop around by the jump at k,
        right after its exit call and before the handler (a `continue` or
        `break`), while a swallowed exception goes on elsewhere: then the
        code where the swallow path falls is the code after the statement,
        reached only when __exit__ swallows (`swallowed_tail_past_block`;
        read after the loop, fuzz 3.11 seed 167 #814)."""
        instrs = self.lifter.instrs
        if not fits(instrs[k], JUMP) or k + 1 != self.handler:
            return False
        leaving = self.main_line_leaving_jump(k)
        return loop_exit_kind(self.lifter.resolve, self.st.region.loop, instrs[leaving], self.stop, straight_back=True) is not None

    def main_line_leaving_jump(self, k):
        """3.11: the jump at k, right before the handler, or, where the
        body ends (at k - 1) in the copy of this exit call on the swallow
        path of the with right inside (`with a, b: continue`, the copy
        jumping at k to the code after the statement, at stop), the jump
        after the main line's exit call, right before that with's handler
        (the body measured up to the copy, fuzz 3.11 seed 167 #814)."""
        instrs, lifter = self.lifter.instrs, self.lifter
        if lifter.resolve(k) != self.stop or not fits(instrs[k - 1], "WITH_EXIT"):
            return k
        cover = lifter.cover
        for i in range(self.body_start, k - 1):
            inner = lifter._with_handler_at(i) if fits(instrs[i], "BEFORE_WITH|BEFORE_ASYNC_WITH") else None
            if inner is not None and cover.get(cover.get(inner)) == self.handler and lifter._swallow_continuation(inner) == k - 1:
                return inner - 1 if fits(instrs[inner - 1], JUMP) and fits(instrs[inner - 2], "WITH_EXIT") else k
        return k

    def swallowed_tail_after_leaving(self, k):
        """3.11: the code after a with statement whose body leaves the loop
        around by the jump at k (`body_leaves_loop`), laid out right after
        the swallow path, which falls into it: straight code up to a return
        or raise, protected as the statement is, joined from nowhere else,
        not a copy of the block's way on. (start, end), or None."""
        instrs, cover = self.lifter.instrs, self.lifter.cover
        stop = self.stop
        if stop >= self.lifter.count or fits(instrs[stop], JUMP) or not self.body_leaves_loop(k):
            return None
        end = first_where(instrs, "JUMP|RETURN_VALUE|RERAISE|RAISE_VARARGS", stop, self.lifter.count)
        if end is None or not (fits(instrs[end], "RETURN_VALUE|RAISE_VARARGS") or self.breaks_straight(stop, end)) or self.follow_copy_size(stop) == end + 1 - stop:
            return None
        around = cover.get(self.ins.index)
        if any(cover.get(k) != around or k in self.lifter.flow.jump_sources for k in range(stop + 1, end + 1)):
            return None
        # (an inner with's swallow path, through a copy of this exit call,
        # jumps to it too: `with a, b: continue`)
        if cover.get(stop) != around or any(not self.body_start <= x.index < stop for x in self.lifter.flow.jump_sources.get(stop, ())):
            return None
        return stop, end + 1

    def breaks_straight(self, start, end):
        """3.11: whether the code [start, end] runs straight (no jump) to
        the loop's `break` at end, a jump to where the loop around exits
        that is not its way round (or, the loop a `while True:` ending an
        outer loop's body, that loop's closing jump back to its head,
        with_exits_in_loops.py::case_o38_with_continue_then_break_in_while_true_in_for)."""
        instrs, loop = self.lifter.instrs, self.st.region.loop
        if loop is None or loop.break_to is None or not fits(instrs[end], JUMP):
            return False
        lifter = self.lifter
        to = lifter.resolve(end)
        if to == lifter.resolve(loop.continue_to) or not all(x.target is None for x in instrs[start:end]):
            return False
        if to == lifter.resolve(loop.break_to):
            return True
        # (the loop's exit as read is this statement's handler, the code
        # after the loop nothing but this code, ending the body of the
        # loop around by its closing jump: the `break` falls to that jump)
        return self.handler <= lifter.resolve(loop.break_to) <= start and to < loop.head and lifter.loop_tails.get(to) == end

    def protected_as_statement(self, start, end):
        """Whether the code [start, end) is protected as the statement is:
        code after it, reached only when __exit__ swallows; not the
        compiler's copy of the code after the try statement whose body the
        statement ends (3.12+: a short exit, `raise`, copied onto the
        swallow path and left out of the try's range)."""
        around, instrs = self.lifter.cover.get(self.ins.index), self.lifter.instrs
        if around is None or not fits(instrs[around], "PUSH_EXC_INFO") or fits(instrs[around + 1], "WITH_EXCEPT_START"):
            return True  # (not in a try body: an except clause's end, a with's body)
        # (a constant return is left out of the range written there too)
        return all(self.lifter.cover.get(k) == around or fits(instrs[k], "LOAD_CONST|RETURN_VALUE|POP_TOP") for k in range(start, end))

    def swallowed_tail_past_block(self):
        """3.11: the code after a with statement whose body returns, reached
        only through its swallow path, laid out there past the end of the
        block the statement is read in (an enclosing with's body, which
        ends with its main line): (start, end), or None. It ends in a
        return or raise and the handler that covers the statement covers
        it (it is that with's body: read after the statement, not after
        the enclosing with, whose swallow path would reach it)."""
        instrs, cover = self.lifter.instrs, self.lifter.cover
        stop = self.stop
        around = cover.get(self.ins.index)
        if around is None or stop < self.st.end or stop >= self.lifter.count or fits(instrs[stop], JUMP):
            return None
        end = first_where(instrs, "JUMP|RETURN_VALUE|RERAISE|RAISE_VARARGS", stop, self.lifter.count)
        if end is None or not fits(instrs[end], "RETURN_VALUE|RAISE_VARARGS") or self.follow_copy_size(stop) == end + 1 - stop:
            return None
        if any(cover.get(k) != around or k in self.lifter.flow.jump_sources for k in range(stop + 1, end + 1)):
            return None  # (protected otherwise, or joined from elsewhere: not straight code of that body)
        return stop, end + 1

    def swallow_hop(self):
        """3.12+: 1 when the body ends in a `continue` (or `break`, or a
        return) and the swallow path jumps to a lone jump right after the
        cleanup block that goes round the loop too (or where the block
        around goes on: the try ends an if's body), reached from nowhere
        else (the with ends a try statement's body that ends the loop
        body: that jump lies outside the try's rows, so CPython does not
        thread the swallow path through it); else 0. The jump is the
        swallow path's, read with the statement. (`with a, b: return x`:
        the inner swallow path's copy of this exit call, `cold_exit`,
        jumps there too.)"""
        instrs = self.lifter.instrs
        hop = self.cleanup + CLEANUP_SIZE
        loop = self.st.region.loop
        if loop is None or hop >= self.lifter.count or not fits(instrs[self.stop], JUMP) or instrs[self.stop].target.index != hop:
            return 0
        if not fits(instrs[hop], JUMP) or self.lifter.resolve(hop) not in (loop.continue_to, self.lifter.follow_of(self.st.end, self.st.region)):
            return 0
        if self.through is not None or not (self.returns or isinstance(self.loop_exit_after(self.body_end + 1), (ast.Continue, ast.Break))):
            return 0
        copy = range(self.cold_exit, self.cold_exit_end) if self.cold_exit is not None else ()
        return 0 if any(x.target is not None and x.target.index == hop and x.index != self.stop and x.index not in copy for x in instrs) else 1

    def leave_after_exit(self, k):
        """The length of the body's way out of the loop around read into it
        at k, after the exit call and right before the handler: a jump to
        the loop's head or exit, or (a `break` out of a for loop) the pop of
        its iterator and that jump; 0 for none."""
        instrs = self.lifter.instrs
        loop = self.st.region.loop
        if k < self.lifter.count and fits(instrs[k], JUMP) and k + 1 == self.handler:
            leave = loop_exit_kind(self.lifter.resolve, loop, instrs[k], self.stop, straight_back=not self.version.COLD_CODE_AT_END)
            if leave is not None:
                self.body.append(leave())
            else:
                self.refuse_parted_ways(instrs[k].target.index)
            return 1
        left = self.leave_from_handler_copy(k)
        if left:
            return left
        if k + 2 == self.handler and match(instrs, k, ITERATOR_POPPED_JUMP) and self.st.stack and isinstance(self.st.stack[-1], IterValue):
            # (a swallowed exception goes on past the loop's exit)
            if loop_exit_kind(self.lifter.resolve, loop, instrs[k + 1], self.stop) is ast.Break:
                self.body.append(ast.Break())
                return 2
        return 0

    def refuse_parted_ways(self, way_on):
        """Refuses the reading when the body finishes through its exit call
        to `way_on` (the code after the exit call, or where the jump after
        it goes) while a swallowed exception goes on elsewhere, neither a
        loop's `break` nor `continue`, nor one exit block and its copy: the
        body leaves past code that the swallow path runs, a `break` of a
        loop that never goes round, read as an if statement (`while c:
        with a: g(); break` + `return`: the with's body read as falling
        into that `return`; fuzz 3.11 seed 30 program 420,
        with_and_loops.py::case_hb16_break_from_with_in_never_round_while)."""
        if self.returns or self.through is not None or not fits(self.lifter.instrs[self.body_end], "WITH_EXIT"):
            return
        if not self.lifter._same_exit(way_on, self.stop):
            raise self.lifter.error("with body leaves apart from its swallow path", self.ins)

    def leave_from_handler_copy(self, k):
        """3.11: the length of the body's way out of the loop around at k
        when the with lies in a finally body's handler copy, code after it
        there: its `continue` or `break` leaves that handler first (`POP_TOP;
        POP_EXCEPT`, the exception dropped), then jumps (a for loop's
        iterator popped first for a `break`), right before the with's
        handler; the code after the statement, reached when __exit__
        swallows, still runs in the handler. (Ending the finally body, the
        with reads as the normal copy does, the way out after it.) Or in an
        except clause, code after it there: `POP_EXCEPT`, the clause's name
        cleared, then the jump (with_exits_in_loops.py::case_r21a_with_*).
        0 for none."""
        instrs = self.lifter.instrs
        swallowed_to = self.lifter._swallow_end(self.handler) if self.version.TABLE_HANDLERS_INLINE else None
        if swallowed_to is None or fits(instrs[swallowed_to], "RERAISE") or not (self.st.stack and isinstance(self.st.stack[-1], _Marker)):
            return 0
        # (in an except clause only `POP_EXCEPT`, the exception popped when
        # the clause began, then its name cleared, `e = None; del e`;
        # there the code after the statement must be more of the clause,
        # not a copy of its exit block, which reads as the way out after
        # the statement)
        p = 2 if match(instrs, k, "POP_TOP; POP_EXCEPT") else 1 if fits(instrs[k], "POP_EXCEPT") and not self.lifter._exit_copy_size(swallowed_to, k) else 0
        cleared = match(instrs, k + 1, NAME_CLEANUP) if p == 1 else None
        p += cleared.end - cleared.start if cleared else 0
        loop = self.st.region.loop
        if not p:
            return 0
        if k + p + 1 == self.handler and fits(instrs[k + p], JUMP):
            leave = loop_exit_kind(self.lifter.resolve, loop, instrs[k + p], self.stop)
        elif k + p + 2 == self.handler and match(instrs, k + p, ITERATOR_POPPED_JUMP) and loop is not None and fits(instrs[loop.head], "FOR_ITER"):
            leave = loop_exit_kind(self.lifter.resolve, loop, instrs[k + p + 1], self.stop)
            leave = leave if leave is ast.Break else None
        else:
            return 0
        if leave is None:
            return 0
        self.body.append(leave())
        return self.handler - k

    def code_after_leaving(self):
        """3.12+: the code after the statement when the body leaves by a
        return or by a `continue`/`break` after its exit call: reached only
        through the swallow path, laid out after the handler (`cold_tail`).
        (start, end) or None, and the length of the jump (or copy of the
        code after the loop; or the exit calls of the withs around and the
        jump, `leave_before_code_after`) after the exit call read into the
        body."""
        leave, left, popped = self.leave_after_exit_calls()
        if not self.returns and leave is None:
            return None, self.leave_before_code_after()
        # `with a, b: continue` (or break): the inner with's swallow path
        # goes through a copy of this one's exit call to that code too;
        # the jump after this exit call is the inner body's.
        into_inner = leave is not None and len(self.body) == 1 and isinstance(self.body[0], (ast.With, ast.AsyncWith)) and self.find_cold_exit(self.lifter.resolve(self.stop))
        tail = self.cold_tail()
        swallowed_to = self.lifter.resolve(self.stop)
        if tail is None and into_inner and (swallowed_to == self.lifter.follow_of(self.st.end, self.st.region) or self.cleanup < swallowed_to < self.st.end):
            # (the swallow paths go on where the block does: no code after;
            # or at code after the statement that the block reads on to
            # itself, laid out after the handlers: a while loop's body
            # before its bottom test)
            self.leave_into_inner(leave)
            return None, left
        if tail is None and popped and not into_inner and (self.swallow_reads_on_in_clause(left, swallowed_to) or self.swallow_ends_clause(left, swallowed_to)):
            self.body.append(leave)
            return None, left
        left_loop = isinstance(leave, ast.Break) or isinstance(leave, ast.Continue) and swallowed_to != self.st.region.loop.continue_to
        if tail is None and left_loop and not into_inner and swallowed_to == self.lifter.follow_of(self.st.end, self.st.region):
            # The swallow path goes on where the block does (round the
            # loop: its bottom test, laid out past the handlers; past the
            # if whose body the statement ends), the exit call out of it:
            # the `break` (`continue`) is the body's.
            self.body.append(leave)
            return None, left
        if tail is None and not into_inner and leave is not None and self.swallow_leaves_try(swallowed_to):
            # (the swallow path leaves the try body the statement ends, to
            # that try's else, laid out before its handler: the `break`
            # (`continue`) is the body's, nothing follows it in the try body:
            # try_except.else_past_with_cleanup)
            self.body.append(leave)
            return None, left
        if tail is None and not into_inner and isinstance(leave, ast.Continue) and self.swallow_hop():
            # (the swallow path's own jump round the loop: the body's
            # `continue` is written, else the swallow path would go round
            # itself)
            self.body.append(leave)
            return None, left
        if tail is None:
            if into_inner:
                self.cold_exit = self.cold_exit_end = None
            return None, 0
        if into_inner:
            self.leave_into_inner(leave)
        elif leave is not None:
            self.body.append(leave)
        return tail, left

    def leave_after_exit_calls(self):
        """The body's `continue` or `break` after its exit call (None
        where it returns or leaves otherwise), the length of that way out,
        and whether it leaves the handler around first (`POP_EXCEPT` in an
        except clause, `POP_TOP; POP_EXCEPT` in a finally body's handler
        copy; then the jump or the copy of the code after the loop:
        with_exits_in_loops.py::case_r21a_*,
        loop_exits_through_finally.py::case_r21a_*). Read after the
        statement, that way out would take the swallow path round the
        loop too, where it goes on at the code after the with."""
        if self.returns or self.through is not None:
            return None, 0, False
        k = self.body_end + 1
        leave = self.loop_exit_after(k)
        if leave is not None:
            return leave, self.leave_size(k), False
        popped = 1
        if k + 1 < self.lifter.count and fits(self.lifter.instrs[k], "POP_TOP"):
            popped, k = 2, k + 1  # (a finally body's handler copy: its exception first)
        if k + 1 < self.lifter.count and fits(self.lifter.instrs[k], "POP_EXCEPT"):
            # (a named clause clears its name after POP_EXCEPT)
            cleared = match(self.lifter.instrs, k + 1, NAME_CLEANUP) if popped == 1 else None
            at = cleared.end if cleared else k + 1
            leave = self.loop_exit_after(at)
            if leave is not None:
                return leave, popped + at - k - 1 + self.leave_size(at), True
        return None, 0, False

    def swallow_reads_on_in_clause(self, left, swallowed_to):
        """The body leaves the handler around right after its exit
        call (`left` long, right before the handler); a swallowed exception
        goes on, past the cleanup block, at more of the clause, which its
        reader reads on to itself, reached only from the swallow path: the
        way out is the body's last statement."""
        lifter = self.lifter
        if self.body_end + 1 + left != self.handler or not self.cleanup < swallowed_to < self.st.end:
            return False
        return [x.index for x in lifter.flow.jump_sources.get(swallowed_to, ())] == [self.stop]

    def swallow_ends_clause(self, left, swallowed_to):
        """The body leaves the handler around right after its exit call
        (`left` long, right before the handler) for the loop's head or
        exit; a swallowed exception falls, past the cleanup block, into the
        clause's own exit (`POP_EXCEPT`, its name cleared, a jump), which
        goes on where the block does, elsewhere: the statement ends the
        clause, the way out is the body's last statement
        (with_exits_in_loops.py::case_r21e_*_ending_*, 3.13)."""
        lifter, instrs = self.lifter, self.lifter.instrs
        if self.body_end + 1 + left != self.handler or not fits(instrs[swallowed_to], "POP_EXCEPT"):
            return False
        cleared = match(instrs, swallowed_to + 1, NAME_CLEANUP)
        jump = cleared.end if cleared else swallowed_to + 1
        if jump >= lifter.count or not fits(instrs[jump], JUMP):
            return False
        to = lifter.resolve(jump)
        return to == lifter.follow_of(self.st.end, self.st.region) and to != lifter.resolve(self.handler - 1)

    def swallow_leaves_try(self, swallowed_to):
        """3.12+: whether the swallow path goes on at `swallowed_to`, past
        the cleanup block, outside the try statement whose body holds the
        statement but before that statement's handler (its else)."""
        lifter = self.lifter
        around = lifter.cover.get(self.ins.index)
        if not self.version.COLD_CODE_AT_END or around is None or not fits(lifter.instrs[around], "PUSH_EXC_INFO") or fits(lifter.instrs[around + 1], "WITH_EXCEPT_START"):
            return False
        return self.cleanup < swallowed_to < around and not lifter._in_extent(swallowed_to, around)

    def leave_into_inner(self, leave):
        """`with a, b: break` (continue): the way out read into the inner
        body, the copy of this one's exit call its swallow path goes
        through passed over. Three or four withs deep, each inner swallow
        path goes through a copy of the exit call around it, then a jump
        to the copy one level out: the way out is the innermost body's
        (with_exits_in_loops.py::case_three_withs_break_in_for)."""
        skip = self.lifter.skip
        skip[self.cold_exit] = self.cold_exit_end
        copies = self.copied_exits_inside()
        node, levels = self.body[0], 1 + len(copies)
        if not copies and len(node.items) > 1:
            # No inner swallow path goes through a copy of the exit call
            # around it: the way out follows the with right inside, in the
            # body of the next one out, which merged with it (`with a, b:`,
            # `with c: g()` then `break` in b's body: read into c's, an
            # exception c swallowed broke instead of going on round the
            # loop; hunt seed 303 #998, with_exits_in_loops.py::case_h23_*).
            inner = ast.copy_location(type(node)(items=node.items[1:], body=node.body, type_comment=None), node)
            node.items, node.body = node.items[:1], [inner, leave]
            return
        while levels > len(node.items):
            levels -= len(node.items)
            inside = [x for x in node.body if not isinstance(x, ast.Pass)]
            if len(inside) != 1 or type(inside[0]) is not type(node):
                raise self.lifter.error("with exit without its context manager", self.lifter.instrs[copies[-1]])
            node = inside[0]
        if levels != len(node.items):
            raise self.lifter.error("with exit without its context manager", self.lifter.instrs[copies[-1]])
        for k in copies:
            skip[k] = k + 2
        node.body = [x for x in node.body if not isinstance(x, ast.Pass)] + [leave]

    def copied_exits_inside(self):
        """The copies of exit calls (each then a jump to the copy one level
        out) that the swallow paths of the withs nested right inside one
        another within `cold_inner`'s go through, outermost first."""
        instrs = self.lifter.instrs
        cover = self.lifter.cover
        handler, exit_at, copies = self.cold_inner, self.cold_exit, []
        while True:
            found = None
            for k in range(self.body_start, self.body_end):
                inner = self.lifter._with_handler_at(k) if fits(instrs[k], "BEFORE_WITH|BEFORE_ASYNC_WITH") else None
                if inner is None or cover.get(cover.get(inner)) != handler:
                    continue
                cont = self.lifter._swallow_continuation(inner)
                if cont is not None and cont + 1 < self.lifter.count and fits(instrs[cont], "WITH_EXIT") and fits(instrs[cont + 1], JUMP) and self.lifter.resolve(cont + 1) == exit_at:
                    found = inner, cont
            if found is None:
                return copies
            handler, exit_at = found
            copies.append(exit_at)

    def leave_through_exits(self, copy):
        """3.11: `with a, b: continue` (or break): after the inner exit
        call, the exit calls of the with statements around and the jump
        (a break out of a for loop: the pop of its iterator first);
        the swallow path goes on through a copy of those exit calls (at
        `copy`) and a jump to the code after them, past their handlers. The
        jump is the body's: read into it. Three or four withs deep, the
        copy jumps to the copy of the exit call around, laid out after the
        next handler, and so on (the way out is the innermost body's; the
        withs around it pass over their copies only:
        with_exits_in_loops.py::case_three_withs_break_in_for). The length
        of that copy, or 0."""
        instrs = self.lifter.instrs
        count = self.lifter.count
        at = self.body_end + 1
        n, c, size = 0, copy, 0
        while at + n < count and c < count and fits(instrs[at + n], "WITH_EXIT"):
            if fits(instrs[c], "WITH_EXIT"):
                n, c = n + 1, c + 1
            elif n and fits(instrs[c], JUMP) and instrs[c].target.index > c and fits(instrs[self.lifter.resolve(c)], "WITH_EXIT"):
                size = size or c + 1 - copy  # (this one's copy: the rest are the copies of the withs around)
                c = self.lifter.resolve(c)
            else:
                break
        if not n:
            self.leave_before_code_after()
            return 0
        if c >= count or not fits(instrs[c], JUMP) or instrs[c].target.index <= c:
            return 0
        # (a `break` out of a for loop pops its iterator before the jump;
        # 3.11, in an except clause or a finally body's handler copy, the
        # handler is left first: with_exits_in_loops.py::case_r21a_two_withs_*,
        # loop_exits_through_finally.py::case_r21a_raising_try_finally_two_withs_*)
        left = 2 if match(instrs, at + n, "POP_TOP; POP_EXCEPT") else 1 if at + n < count and fits(instrs[at + n], "POP_EXCEPT") else 0
        iterator = 1 if match(instrs, at + n + left, ITERATOR_POPPED_JUMP) else 0
        popped = left + iterator
        leave = self.loop_exit_after(at + n + popped)
        if leave is None or iterator and not isinstance(leave, ast.Break):
            return 0
        if self.lifter.skip.get(at + n) == at + n + popped + 1 and self.inner_body_ends_in(type(leave)):
            return size or c + 1 - copy  # (read into a with inside already)
        self.body.append(leave)
        self.lifter.skip[at + n] = at + n + popped + 1
        return size or n + 1

    def leave_before_code_after(self):
        """`with a: with b: continue` (or break) then code in a's body
        after the inner with: after this exit call, the exit calls of the
        withs around (no row of theirs covers them) and the jump out of the
        loop; the swallow path goes on at that code, protected as the
        statement is. The jump is the body's: read into it, the exit calls
        passed over (with_exits_in_loops.py::
        case_o38_nested_withs_code_between_continue_then_return). The
        length of those exit calls and the jump, or 0."""
        lifter, instrs = self.lifter, self.lifter.instrs
        around = lifter.cover.get(self.ins.index)
        at = self.body_end + 1
        n = 0
        while at + n < lifter.count and fits(instrs[at + n], "WITH_EXIT") and lifter.cover.get(at + n) != around:
            n += 1
        on = lifter.resolve(self.stop)
        if not n or around is None or lifter.cover.get(on) != around or on == at or fits(instrs[on], "WITH_EXIT"):
            return 0  # (a swallow path through a copy of the exit calls around: `with a, b:`, leave_through_exits)
        leave = self.loop_exit_after(at + n)
        if leave is None or self.popped_jump(at + n) or self.inner_body_ends_in(type(leave)) or not fits(instrs[at + n], JUMP):
            return 0
        self.body.append(leave)
        self.lifter.skip[at] = at + n + 1
        return n + 1

    def inner_body_ends_in(self, kind):
        """Whether the body ends in with statements nested right inside one
        another whose innermost body ends in a `kind` (ast.Break,
        ast.Continue)."""
        body = _innermost_body(self.body)
        return bool(body) and isinstance(body[-1], kind) and body is not self.body

    def loop_exit_after(self, k):
        """The `continue` or `break` the jump at k is (to the loop's head
        or exit; 3.12+: or the copy there of the code after the loop, a
        short exit block), or None."""
        loop = self.st.region.loop
        if loop is None or k >= self.lifter.count:
            return None
        if self.lifter.resolve(self.stop) == k:
            return None  # (the swallow path goes on there too: after the statement)
        if self.popped_jump(k):
            # (a `break` out of a for loop pops its iterator before the jump)
            leave = loop_exit_kind(self.lifter.resolve, loop, self.lifter.instrs[k + 1], self.stop)
            return ast.Break() if leave is ast.Break else None
        if k == self.st.end == loop.break_to != self.st.region.follow:
            # (3.12+: the block is laid out right before the code after the
            # loop, which its end falls into: `while` tested at the bottom)
            return ast.Break()
        if not fits(self.lifter.instrs[k], JUMP):
            return ast.Break() if self.break_copy_size(k) else None
        to = self.lifter.resolve(k)
        return ast.Continue() if to == loop.continue_to else ast.Break() if to == loop.break_to else None

    def popped_jump(self, k):
        """Whether k is a for loop's iterator popped, then a jump."""
        loop = self.st.region.loop
        return loop is not None and fits(self.lifter.instrs[loop.head], "FOR_ITER") and bool(match(self.lifter.instrs, k, ITERATOR_POPPED_JUMP))

    def leave_size(self, k):
        """The length of the way out of the loop around at k (`loop_exit_after`)."""
        if fits(self.lifter.instrs[k], JUMP):
            return 1
        return 2 if self.popped_jump(k) else self.break_copy_size(k)

    def break_copy_size(self, k):
        """The length of the copy at k of the code after the loop around
        (3.12+ copies a short exit block to each `break`), or 0."""
        loop = self.st.region.loop
        if not self.version.COLD_CODE_AT_END or loop is None or loop.break_to is None or loop.break_to == k:
            return 0
        instrs = self.lifter.instrs
        if fits(instrs[loop.head], "FOR_ITER") and fits(instrs[k], "POP_TOP"):
            # (a for loop's iterator popped first)
            size = self.lifter._exit_copy_size(k + 1, loop.break_to)
            if not size:
                # (or of the code after the loop's else, the breaks' own:
                # `orphan_break`, with_exits_in_loops.py::case_r21e_with_break_in_clause_then_if)
                size = self.lifter.orphan_copy_size(k + 1, loop, instrs[k].lineno)
            return size + 1 if size else 0
        return self.lifter._exit_copy_size(k, loop.break_to)

    def cold_tail(self):
        """3.12+: a body that never finishes (it ends in a `continue`,
        `break`, return or raise): the code after the statement, reached
        only when __exit__ swallows an exception, is laid out after the
        handler, where its swallow path jumps over the cleanup block, up to
        its own way out. (start, end), or None."""
        instrs = self.lifter.instrs
        count = self.lifter.count
        jump = self.stop
        if jump >= count:
            return None
        if fits(instrs[jump], JUMP):
            start = instrs[jump].target.index
            if start <= max(jump, self.cleanup):
                return None
        elif self.handler < jump < self.cleanup:
            start = jump  # (right after the swallow path, before the cleanup block)
            if self.st.region.follow != start and self.follow_copy_size(start):
                # a copy of the exit block the enclosing block goes on to
                # (3.13 copies a small one there and where the branch
                # around goes on): the block's, read by the branch
                return None
        else:
            return None
        if fits(instrs[start], "WITH_EXIT|PUSH_EXC_INFO") or start < self.st.end:
            return None  # (code the enclosing block reads on to itself)
        end = start
        loop = self.st.region.loop
        while end < count and instrs[end].target is None and not fits(instrs[end], LEAVES) and not (loop is not None and end > start and self.lifter.skip.get(end, end) > end):
            end += 1
        # (falling into the loop's bottom test, passed over: the loop goes on)
        falls = loop is not None and end < count and end > start and self.lifter.skip.get(end, end) > end and self.lifter.loop_tails.get(loop.head, -1) >= end
        if end < count and not falls and instrs[end].target is not None and not fits(instrs[end], JUMP):
            test = self.branchy_tail_into_test(start)
            if test is not None:
                end, falls = test, True
            else:
                end = self.branchy_tail_end(start)
        if end >= count or not (falls or fits(instrs[end], JUMP) or fits(instrs[end], LEAVES)) or self.lifter.cover.get(start) != self.lifter.cover.get(self.ins.index):
            return None
        around = self.lifter.cover.get(start)
        if around is not None and any(not self.lifter._in_extent(k, around) and not fits(instrs[k], "NOP|POP_TOP|JUMP|LOAD_FAST|LOAD_CONST|RETURN_VALUE|SWAP|WITH_EXIT") for k in range(start, end)):
            # (it runs on out of the statement around, into a try's else:
            # code that can raise, protected otherwise; what cannot raise,
            # a `break`, the copy of the code after the loop, an enclosing
            # with's exit call, may lie outside its rows; unless it leaves
            # for good into that try's else, `cold_else_start`)
            left = self.cold_else_start(start, end, around)
            if left is None:
                return None
            end, falls = left, True
        # (Reached only from the swallow path and from inside itself: a
        # loop of its own, with_and_loops_312.py::case_raising_with_then_loop.
        # The copy of this one's exit call an inner with's swallow path
        # goes through to this code, read with a `continue` or `break`.)
        copy = range(self.cold_exit, self.cold_exit_end) if self.cold_exit is not None else ()
        if any(x.target is not None and start <= x.target.index <= end and x.index != jump and x.index not in copy and not start <= x.index <= end for x in instrs):
            return None
        return start, end if falls else end + 1

    def cold_else_start(self, start, end, around):
        """3.12+: where the code after the statement [start, end), more of
        the body of the try/except whose handler `around` protects it,
        falls off that protection for good: the rest, up to its jump at
        `end`, unprotected, reached only from here, going on where the
        clauses do, is that try's else, laid out after the code; its
        reader takes it (`cold_elses`). None otherwise (read as more of the
        try body, the clauses would catch what the else raises:
        with_exits_in_loops.py::case_w16_with_continue_then_code_in_try_else_in_for)."""
        lifter = self.lifter
        instrs = lifter.instrs
        cleanup = lifter.cover.get(around)
        if cleanup is None or not fits(instrs[end], JUMP) or not lifter._is_except(around, cleanup, self.st) or any(fits(x, "CHECK_EG_MATCH") for x in instrs[around:cleanup]):
            return None  # (except* clauses: TryStar takes no such else)
        left = end
        while left > start and not lifter._in_extent(left - 1, around):
            left -= 1
        # (a statement starts there, on a line of its own)
        if left in (start, end) or fits(instrs[left - 1], NO_FALLTHROUGH) or fits(instrs[left], "RETURN_VALUE") or instrs[left].lineno == instrs[left - 1].lineno:
            return None
        if any(not start <= x.index <= end for k in range(left, end + 1) for x in lifter.flow.jump_sources.get(k, ())):
            return None
        to = lifter.resolve(end)
        if to <= cleanup or not any(fits(x, JUMP) and lifter.resolve(x.index) == to for x in instrs[around:cleanup]):
            return None
        lifter.facts.cold_elses[around] = (left, end)
        return left

    def branchy_tail_into_test(self, start):
        """3.12+: the code after the statement at `start` (`cold_tail`) that
        branches inside (an if) and falls into the loop's bottom test,
        passed over (the loop goes on): where that test starts, or None
        (fuzz_shapes.py::with_raising_in_while_then_if)."""
        loop = self.st.region.loop
        if loop is None:
            return None
        lifter = self.lifter
        instrs = lifter.instrs
        for k in range(start + 1, min(lifter.loop_tails.get(loop.head, -1) + 1, lifter.count)):
            if lifter.skip.get(k, k) > k:
                # (only branches inside, up to the test: forward, or back
                # round a loop of its own)
                inside = all(x.target is None or start <= x.target.index <= k for x in instrs[start:k])
                return k if inside and not any(fits(x, "PUSH_EXC_INFO|WITH_EXIT") for x in instrs[start:k]) else None
        return None

    def branchy_tail_end(self, start):
        """The last instruction of the code after the statement at `start`
        (`cold_tail`) that branches inside (a conditional expression, an
        if, a loop of its own): its first way out that no forward jump inside skips, a jump
        or a return (the count when there is none)."""
        instrs = self.lifter.instrs
        last = self.lifter._cold_end(start) - 1
        if not fits(instrs[last], JUMP) and not fits(instrs[last], LEAVES):
            return self.lifter.count
        loop = self.st.region.loop
        head = None if loop is None else loop.continue_to
        # (3.12+: or back to the copies of the block's way on between the
        # body and the handler, `past_block_end`)
        copies = range(self.body_end, self.st.end) if self.ends_block else ()
        if any(x.target is not None and not (start <= x.target.index <= last) and self.lifter.resolve(x.target.index) != head and x.target.index not in copies for x in instrs[start:last]):
            return self.lifter.count  # (a way out inside; round the loop around is the tail's own way on)
        return last

    def follow_copy_size(self, start):
        """The length of the copy at `start` of the exit block the enclosing
        block goes on to (0: none, or no such block)."""
        follow = self.st.region.follow
        return 0 if follow is None else self.lifter._exit_copy_size(start, follow)

    def find_cold_exit(self, follow):
        """3.12+ `with a, b: raise` (or `return`): the body never finishes,
        and the inner with's swallow path jumps to this one's exit call,
        laid out after the inner handler, then the way on after the
        statement, `follow` (a jump there or a copy of the code there).
        Whether that is so (and where they lie)."""
        instrs = self.lifter.instrs
        conts = set()
        cover = self.lifter.cover
        for k in range(self.body_start, self.body_end):
            inner = self.lifter._with_handler_at(k) if fits(instrs[k], "BEFORE_WITH|BEFORE_ASYNC_WITH") else None
            # (the withs right inside: their cleanup blocks are this one's
            # body; those nested deeper reach the exits of theirs)
            if inner is not None and cover.get(cover.get(inner)) == self.handler:
                cont = self.lifter._swallow_continuation(inner)
                if cont is not None and self.body_end < cont < self.handler:
                    conts.add(cont)
                    self.cold_inner = inner
        if len(conts) != 1 or follow is None:
            return False
        cont = conts.pop()
        if not fits(instrs[cont], "WITH_EXIT"):
            return False
        if any(x.target is not None and x.target.index == cont and not self.body_end <= x.index < cont for x in instrs):
            return False
        size = 1 if fits(instrs[cont + 1], JUMP) and self.lifter.resolve(cont + 1) == follow else self.lifter._exit_copy_size(cont + 1, follow) or self.jump_ended_copy_size(cont + 1, follow)
        if not size:
            return False
        self.cold_exit, self.cold_exit_end = cont, cont + 1 + size
        return True

    def jump_ended_copy_size(self, a, b):
        """3.13: the length of the straight code at `a` ending in a jump
        that copies the code at `b` (an except clause's exit, the name
        cleared, then the jump on: each swallow path gets its own), 0 for
        none (finally_and_with.py::_rn14x_in_two_withs)."""
        instrs = self.lifter.instrs
        k = a
        while k < self.lifter.count and k - a < 8 and instrs[k].target is None and not fits(instrs[k], NO_FALLTHROUGH):
            k += 1
        if k >= self.lifter.count or not fits(instrs[k], JUMP) or b + k - a >= self.lifter.count:
            return 0
        return k + 1 - a if self.lifter._same_code(a, b, k + 1 - a) else 0

    def finally_copy_size(self, a):
        """The length of the copy at `a` of the body of a finally around
        the statement (the innermost whose handler the statement's start
        reaches, past except clauses), that a return out of it runs
        before the constant is loaded; 0 for none."""
        lifter = self.lifter
        instrs = lifter.instrs
        for h in lifter._chain(self.ins.index):
            cleanup = lifter.cover.get(h)
            if not fits(instrs[h], "PUSH_EXC_INFO") or cleanup is None or cleanup < h or fits(instrs[h + 1], "WITH_EXCEPT_START"):
                continue
            if lifter._is_except(h, cleanup, None):
                continue
            n = cleanup - 1 - (h + 1)
            if not fits(instrs[cleanup - 1], "RERAISE") or n <= 0 or a + n >= lifter.count or not lifter._same_code(a, h + 1, n):
                return 0
            return n
        return 0

    def past_blocks_left(self, a):
        """Past what a return out of the statement leaves after its exit
        call, from a: the with statements around (their exit calls), the
        iterators of the for loops around (popped) and the except clauses
        around (their exception popped, a named clause's name cleared)."""
        instrs = self.lifter.instrs
        while a < self.lifter.count and fits(instrs[a], "WITH_EXIT|POP_TOP|POP_EXCEPT"):
            a += 1
            if fits(instrs[a - 1], "POP_EXCEPT") and self.lifter._name_cleanup(a):
                a += 3
        return a

    def swallow_leaves_block(self):
        """Where the swallow path [swallow, stop) of a body that ends its
        block (`ends_block`) and what follows it end: that goes on where
        the block does, by a jump there or a copy of the exit block there
        (`return x` after an if whose body is the statement); None when
        it goes on otherwise."""
        instrs = self.lifter.instrs
        follow = self.lifter.follow_of(self.st.end, self.st.region)
        stop = self.stop
        if stop < self.lifter.count and fits(instrs[stop], JUMP) and follow is not None and self.lifter.resolve(stop) == follow:
            return stop + 1
        if stop < self.lifter.count and fits(instrs[stop], JUMP) and self.lifter.resolve(stop) > self.cleanup and fits(instrs[self.lifter.resolve(stop)], "WITH_EXIT"):
            return stop + 1  # to the exit of the with around, laid out after this one (`find_cold_exit`)
        size = 0 if follow is None else self.lifter._exit_copy_size(stop, follow)
        return stop + size if size else None

    def returned_through(self):
        """Where `SWAP 2; WITH_EXIT` at body_end, and the exits of the statements
        around after it, leave a value that an enclosing finally body's copy
        then returns (`returned_at`); None otherwise."""
        instrs = self.lifter.instrs
        q = self.lifter.past_with_exits_under_value(self.body_end)
        if q == self.body_end or not fits(instrs[self.body_end + 1], "WITH_EXIT"):
            return None
        if q in self.lifter.returned_at:
            return q
        if self.lifter.past_inner_final_copies(q, self.handler) is not None:
            # (the copies read here with the return: `returned_copy_read`)
            return q
        past_exits = q
        q = self.lifter.returned_through_final_copy(self.body_end, self.handler)
        if q is None:
            # (not past a clause's handlers: the return right after this
            # with's own exits)
            return past_exits if self.copy_then_return_at(past_exits) else None
        # (the handlers it leaves on the way, `SWAP 2; POP_EXCEPT` after
        # this exit call, are left with the return read here)
        if q > self.body_end + 2:
            self.lifter.skip[self.body_end + 2] = q
        return q

    def copy_then_return_at(self, q):
        """Whether a copy of the finally body of a try statement around
        this one, then the return of the value left, begins at q: a return
        out of the with in the middle of that try's body (more of the body
        after the with, reached when __exit__ swallows an exception:
        finally_and_with.py::case_swallow_path_after_with_in_try_finally)."""
        lifter = self.lifter
        finals = lifter._finally_bodies_around(self.handler, every_layout=True)
        if lifter.final_copy_then_return(q, finals):
            return True
        # (or through the copies of the finally bodies around, innermost
        # first, then the return: a try/finally in that try's body,
        # try_else.py::case_with18_with_returning_in_nested_try_else_under_two_finally)
        for k, (start, size) in enumerate(finals[:-1]):
            end = lifter._final_copy_end(q, start, size) if size else None
            if end is None:
                return False
            q = lifter.past_with_exits_under_value(end)
            if lifter.final_copy_then_return(q, finals[k + 1 :]):
                return True
        return False

    def const_return_inside(self, exit_, resume):
        """`with m: return c` (3.11+): the constant is loaded after the
        normal `__exit__` call (and those of the with statements around it
        that the return leaves too), outside the protected range, so it
        reads like a return after the statement; where a swallowed exception
        resumes (`resume`) tells them apart: the code after the statement.
        The end of the return, or None."""
        instrs = self.lifter.instrs
        if not fits(instrs[exit_], "WITH_EXIT"):
            return None
        a = self.past_blocks_left(exit_ + 1)
        a += self.finally_copy_size(a)
        if a + 1 >= self.lifter.count or not fits(instrs[a], "LOAD_CONST") or not fits(instrs[a + 1], "RETURN_VALUE"):
            return None
        loop = self.st.region.loop
        if loop is not None and a >= self.st.end and a == loop.break_to:
            # (the code after the loop, laid out after the exit calls of a
            # with whose body `break`s out of the loop's body, the bottom
            # test past the handlers: not the with's; fuzz 3.12/3.13 seed
            # 227 #93, with_exits_in_loops.py::case_o21_seed227_*)
            return None
        b = self.lifter.resolve(resume)
        n = a + 1 - exit_  # the exits after this one, the constant, the return
        if b + n <= self.lifter.count and all(instrs[b + m].target is None and same(instrs[exit_ + 1 + m], instrs[b + m]) for m in range(n)):
            # 3.12+ (`with a, b: return c`): the compiler never copies a
            # block that calls __exit__, so the inner swallow path reaching
            # a copy of the outer's exit call and the return, apart from
            # them, says the return is inside; and so does, for the outer,
            # the inner swallow path reaching a copy of its exit call.
            # (3.11 copies no block that calls __exit__ either: its copies
            # are of at most four instructions.)
            # (Only an exit call between them tells: a for loop's iterator
            # popped or an except clause's exception and name cleared
            # before `return None` make a block the compiler copies onto
            # the swallow path, the return after the statement;
            # with_exits_312.py::case_return_after_two_item_with_in_try_in_for,
            # case_two_item_with_ending_named_clause_then_else;
            # with_exits_in_loops.py::case_l19_*, fuzz 3.12 seed 113 #458.)
            exits = any(fits(instrs[x], "WITH_EXIT") for x in range(exit_ + 1, a))
            if exits and b != exit_ + 1 or self.version.COLD_CODE_AT_END and self.find_cold_exit(b):
                return a + 2
            return None
        return a + 2


def _innermost_body(stmts):
    """The body of the with statements nested right inside one another
    that end `stmts` (`with a, b:` is read as two), or `stmts` where no
    with ends them."""
    while stmts and isinstance(stmts[-1], (ast.With, ast.AsyncWith)):
        stmts = stmts[-1].body
    return stmts


def _ends_in_break(stmts):
    """Whether `stmts` end in a `break`, maybe in the body of with
    statements ending them (`with a, b: break`)."""
    stmts = _innermost_body(stmts)
    return bool(stmts) and isinstance(stmts[-1], ast.Break)
