"""What try/except and try/except* read alike (3.11+): the body and its
else, and where the statement ends, from where the clauses go on.
"""

import ast

from ...bytecode.idioms import ITERATOR_UNDER_VALUE_DROPPED, JUMP, NO_FALLTHROUGH, fits, match
from ...errors import DecompilationError
from ..exceptions_shared import CLEANUP_SIZE
from ..expressions import as_expr
from ..names import written_first
from .statement import TableStatement


class TryClauses(TableStatement):
    """A try statement with except (or except*) clauses: its body
    [body_start, body_end), its handler (clauses) at `handler` and their
    cleanup block at `cleanup`, read into `st`; `after`: where the clauses
    go on (None while unknown)."""

    def __init__(self, lifter, st, body_start, body_end, handler, cleanup):
        super().__init__(lifter, st, body_start, body_end, handler, cleanup)
        self.after = None
        # The stack the clauses start with (the exception values on top).
        self.base = None
        # The clauses, each (type expression, name, start, end[, extra]).
        self.clauses = None
        # The code after the statement held in a clause, (start, end), or None.
        self.tail = None

    def read_body_and_else(self, else_end, follow):
        """The try body [body_start, body_end) and its else [body_end, else_end) (3.11+)."""
        body_follow = self.lifter.resolve(self.body_end) if self.body_end < else_end else follow
        if self.lifter.unprotected.get(self.handler) is not None:
            # (a body that never finishes, entries._leaving_try_body: its
            # jump back to the loop's head is a `continue`, not the loop
            # going on after the statement)
            body_follow = self.handler
        body, out = self.lifter.block(self.body_start, self.body_end, self.lifter._sub(self.st, self.body_end, body_follow), list(self.st.stack))
        returned = self.return_after_body(else_end if else_end > self.body_end else self.handler, out)
        if returned is None and self.body_end in self.lifter.returned_at and else_end in (self.body_end, self.handler) and len(out) == len(self.st.stack) + 1:
            # The value is returned after an enclosing finally body's copy.
            self.lifter.returned_at.discard(self.body_end)
            self.lifter.skip[self.body_end] = self.handler
            returned = ast.Return(value=self.lifter._as_expr(out[-1], self.lifter.instrs[self.body_end]))
            body.append(returned)
            return body, []
        if returned is None and else_end in (self.body_end, self.handler) and len(out) == len(self.st.stack) + 1 and self.lifter.return_through_clause_end(self.body_end, self.handler) == self.handler:
            # The value is returned out through the clauses around and an
            # enclosing finally body's copy, all before the handler
            # (try_finally_exits.py::_n15rc_try_except_returning_in_clause).
            self.lifter.skip[self.body_end] = self.handler
            body.append(ast.Return(value=self.lifter._as_expr(out[-1], self.lifter.instrs[self.body_end])))
            return body, []
        if returned is not None:
            # `try: return x` in a loop: the value is protected, popping the
            # iterator and returning it are not.
            if else_end <= self.body_end or else_end > self.handler:
                self.lifter.skip[self.body_end] = self.handler  # the return sits between the body and the handler
            body.append(returned)
            return body, []
        if else_end > self.body_end:
            r = self.else_returned_at(else_end)
            if r is not None:
                # `else: return value` inside try/finally: the value waits
                # on the stack through the enclosing finally body's copy.
                orelse, out = self.lifter.block(self.body_end, r, self.lifter._sub(self.st, r, r), list(self.st.stack))
                if len(out) != len(self.st.stack) + 1:
                    raise self.lifter.error("finally return shape", self.lifter.instrs[r])
                self.lifter.returned_at.discard(r)
                orelse.append(ast.Return(value=self.lifter._as_expr(out[-1], self.lifter.instrs[r])))
                return body, orelse
            orelse, _ = self.lifter.block(self.body_end, else_end, self.lifter._sub(self.st, else_end, follow), list(self.st.stack))
            return body, orelse
        return body, []

    def else_returned_at(self, else_end):
        """Where the else [body_end, else_end) hands its value to an enclosing
        finally body's copy and return (`returned_at`), when that copy and
        return end the else right before the handlers at handler (or before
        earlier statements' handlers, already read, that 3.12+ lays out
        there) and nothing jumps into them; None otherwise."""
        instrs = self.lifter.instrs
        found = [r for r in self.lifter.returned_at if self.body_end < r < else_end]
        if else_end != self.handler or len(found) != 1:
            return None
        r = found[0]
        ret = r
        while ret < self.handler and not fits(instrs[ret], "RETURN_VALUE"):
            ret += 1
        k = ret + 1
        # (and the handlers of the else's own statements, not read yet)
        own = self.lifter.handlers_begun_in(self.body_end, r)
        k = self.loop_exit_code_end(k)
        while k < self.handler and fits(instrs[k], "PUSH_EXC_INFO"):
            if self.lifter.skip.get(k, k) > k:
                k = self.lifter.skip[k]
            elif k in own and self.lifter.cover.get(k, k) > k and self.lifter._is_cleanup(self.lifter.cover[k]):
                k = self.lifter.cover[k] + CLEANUP_SIZE
            else:
                break
        if k != self.handler or any(x.target is not None and r < x.target.index <= ret for x in instrs):
            return None
        return r

    def loop_exit_code_end(self, k):
        """Where the code after the loop around the statement ends when it
        starts at k (3.12+ lays it out right after the loop body, before
        the handlers: an else's return in a for loop, through an enclosing
        finally body's copy, is followed by the loop's END_FOR and the code
        after the loop, try_else.py::
        case_r22b_named_clause_then_raise_after_else_return_in_try_finally_in_for):
        past its last instruction when that cannot fall through, nothing
        jumps into it from the statement and no row covers it; k
        otherwise."""
        instrs = self.lifter.instrs
        loop = self.st.region.loop
        if loop is None or k >= self.handler or k != self.lifter.resolve(loop.break_to):
            return k
        end = k
        while end < self.handler and not fits(instrs[end], "PUSH_EXC_INFO"):
            if self.lifter.cover.get(end) is not None:
                return k
            end += 1
        if not fits(instrs[end - 1], NO_FALLTHROUGH) or any(x.target is not None and k < x.target.index < end for x in instrs):
            return k
        return end

    def return_after_body(self, else_end, out):
        """A Return when the body leaves one value and [body_end, else_end) only
        pops what the loops around hold (SWAP 2; POP_TOP) and returns it."""
        if len(out) != len(self.st.stack) + 1:
            return None
        instrs = self.lifter.instrs
        k = self.body_end
        while k + 1 < else_end and fits(instrs[k], "SWAP") and instrs[k].argval == 2 and fits(instrs[k + 1], "POP_TOP"):
            k += 2
        if k + 1 not in (else_end, self.handler) or not fits(instrs[k], "RETURN_VALUE"):
            return None
        return ast.Return(value=as_expr(self.lifter, out[-1], instrs[k]))

    def continue_before_handler(self):
        """3.11: `try: ...; continue` (except or except*) whose clauses go on to code later in the
        loop body: the body's way out, between it and the handler, jumps to
        the loop head, not to where the statement ends."""
        loop = self.st.region.loop
        if not self.version.TABLE_HANDLERS_INLINE or loop is None or self.after is None or not self.cleanup < self.after <= self.st.end or self.body_end != self.handler - 1:
            return False
        if self.clauses_break_at_block_end():
            # (they go on to the loop's exit, which ends the block: a
            # `break`, not the code after the statement; read so, it was
            # lost, with_exits_in_loops.py::case_hb17_try_else_continue_then_break_in_while_in_with)
            return False
        return fits(self.lifter.instrs[self.body_end], JUMP) and self.lifter.resolve(self.lifter.instrs[self.body_end].target.index) == loop.continue_to != self.after
    def round_before_exit(self, loop):
        """3.12+: the loop's closing jump `tail` when it ends the body or
        the straight code [body_end, tail) the body falls into, inside the
        block (an enclosing statement's body goes on past it, to its
        handlers), the loop's exit laid out right behind it, before the
        handlers: a `continue` written after an enclosing finally body's
        copy (or a with's exit call), which is the else when not in the
        body, the clauses going on to code laid out past the handlers; or
        None."""
        instrs = self.lifter.instrs
        if not self.version.COLD_CODE_AT_END or loop is None or self.after is None or self.after <= self.cleanup:
            return None
        tail = self.lifter.loop_tails.get(loop.head)
        if tail is None or not self.body_end - 1 <= tail < self.handler or self.st.end <= tail or tail + 1 != loop.break_to:
            return None
        if not fits(instrs[tail], JUMP) or self.lifter.resolve(instrs[tail].target.index) != loop.continue_to or not self.lifter._only_leaves(tail + 1, self.else_handlers_before(tail)):
            return None
        # (straight code, or code whose branches stay in it: a for loop
        # there, `else: for v in xs: ...` then `continue`, fuzz 3.12/3.13
        # seed 67 #477, try_else.py::case_h18a_*)
        inside = range(self.body_end, tail)
        if any(x.target is not None and x.target.index not in inside for x in instrs[self.body_end:tail]):
            return None
        if any(s.index not in inside for k in range(self.body_end + 1, tail + 1) for s in self.lifter.flow.jump_sources.get(k, ())):
            return None
        return tail

    def else_handlers_before(self, tail):
        """Where the handlers of the statements begun in [body_end, tail),
        the else, laid out right before this statement's handler, begin
        (3.12+ lays a try/finally's handler in the else out first); the
        handler where there are none."""
        instrs = self.lifter.instrs
        handlers = sorted(h for i, hs in self.lifter.try_starts.items() if self.body_end <= i < tail for h in hs if tail < h < self.handler)
        if not handlers:
            return self.handler
        k = handlers[0]
        while k in handlers and self.lifter.cover.get(k) is not None and self.lifter.cover[k] > k:
            k = self.lifter.cover[k] + CLEANUP_SIZE
        return handlers[0] if k == self.handler else self.handler

    def clauses_fall_into_continue(self):
        """3.12+: whether the jump at body_end, which a clause jumps to, is a
        `continue` written after the statement, ending the block: the body
        falls into it and the clauses' jumps to the loop's head go through
        it (3.12+ does not thread them), where a `continue` ending a clause
        jumps to the head itself."""
        return self.version.COLD_CODE_AT_END and self.body_end == self.st.end - 1 and fits(self.lifter.instrs[self.body_end], JUMP) and self.written_continue(self.body_end)

    def clauses_continue_straight(self):
        """3.12+: whether the clauses' jumps to the loop's head go there
        straight (a `continue` written in the clause: falling off, a clause
        would jump to a `continue` written after the statement, which 3.12+
        does not thread on) while the code [body_end, st.end) the body falls
        into never goes round (a return or raise ends it): that code is the
        code after the statement, unless co_names has it written first."""
        instrs = self.lifter.instrs
        loop = self.st.region.loop
        if not self.version.COLD_CODE_AT_END or loop is None or self.after != loop.continue_to or not self.body_end < self.st.end <= self.handler:
            return False
        if not fits(instrs[self.st.end - 1], "RETURN_VALUE|RAISE_VARARGS") or fits(instrs[self.body_end - 1], NO_FALLTHROUGH):
            return False
        if any(x.target is not None and not self.body_end <= x.target.index < self.st.end for x in instrs[self.body_end : self.st.end]):
            return False
        jumps = [x for x in instrs[self.handler : self.cleanup] if fits(x, JUMP) and self.lifter.resolve(x.target.index) == self.after]
        return bool(jumps) and all(x.target.index == self.after and self.own_line_continue(x) for x in jumps) and self.names_say_else(self.st.end) is not True

    def own_line_continue(self, jump):
        """Whether the jump ending a clause (after its POP_EXCEPT and name
        cleanup) has a line of its own, a written `continue`'s: the copy of
        a for loop's lineless jump back that a clause falling off gets
        takes the line of the clause's last statement. (A `pass` there, a
        dropped line marker, is no `continue`.)"""
        instrs = self.lifter.instrs
        k = jump.index - 1
        while k > self.handler:
            if instrs[k + 1].after_marker is not None:
                return False
            if k >= 3 and self.lifter._name_cleanup(k - 2):
                k -= 3
            elif fits(instrs[k], "POP_EXCEPT"):
                k -= 1
            else:
                break
        return jump.lineno is not None and instrs[k].lineno != jump.lineno and instrs[k + 1].after_marker is None

    def written_continue(self, k):
        """Whether the jump at k, between the body and the handlers, is a
        `continue` written there (not the body's way out to the loop's
        closing jump after the statement): a jump back to the head of the
        loop around with a line of its own (3.11+), read as the else (which
        then ends past it, not at it)."""
        loop = self.st.region.loop
        jump = self.lifter.instrs[k]
        return (loop is not None and k == self.body_end and jump.target.index < k
                and self.lifter.resolve(jump.target.index) == loop.continue_to and self.lifter._own_line_jump(jump, self.body_start))

    def body_breaks(self, loop):
        """3.12+: whether the body ends in a `break` of the loop around (a
        for loop's iterator popped first, then the jump out) that no branch
        of the body skips: it never finishes, the loop's exit ending its
        block."""
        instrs = self.lifter.instrs
        last = self.body_end - 1
        if loop is None or loop.break_to is None or last < self.body_start or not fits(instrs[last], JUMP):
            return False
        if fits(instrs[loop.head], "FOR_ITER") and (last == self.body_start or not fits(instrs[last - 1], "POP_TOP")):
            return False
        if self.lifter.resolve(instrs[last].target.index) != self.lifter.resolve(loop.break_to):
            return False
        return not any(x.target is not None and x.target.index >= last for x in instrs[self.body_start:last])

    def ends_in_with_way_out(self):
        """3.12+: whether the body ends in the way out of the loop around
        of a with statement's body, after its exit call
        (`_with_way_out_after`): the body never finishes; its end is not
        where branches of it go on."""
        instrs = self.lifter.instrs
        k = self.body_end - 1
        while k > self.body_start and not fits(instrs[k], "WITH_EXIT"):
            k -= 1
        if k <= self.body_start:
            return False
        popped = k + 1
        while popped < self.body_end - 1 and match(instrs, popped, ITERATOR_UNDER_VALUE_DROPPED, self.version):
            popped += 2  # (the iterators of the for loops the return leaves)
        if fits(instrs[self.body_end - 1], "RETURN_VALUE") and popped == self.body_end - 1:
            # (`return value` out of the with: its swallow path goes on
            # after the statement, the way the clauses go on)
            return self.after is not None and self.swallowed_to_after(k)
        if k + 1 == self.body_end == self.st.end:
            # (the way out is the block's own closing jump, round the loop:
            # the rest of the body after the with is reached only when
            # __exit__ swallows, laid out past its cleanup block)
            return self.lifter._with_way_out_after(self.body_start, k + 1, self.st) > 0
        return k + 1 + self.lifter._with_way_out_after(self.body_start, k + 1, self.st) == self.body_end > k + 1

    def swallowed_to_after(self, exit_at):
        """Whether the one with statement begun in the body, whose exit call
        is at exit_at after the value returned is moved under its exit
        (SWAP), goes on, when its __exit__ swallows, where the clauses go
        on."""
        instrs = self.lifter.instrs
        withs = [w for w in range(self.body_start, exit_at) if fits(instrs[w], "BEFORE_WITH|BEFORE_ASYNC_WITH")]
        if len(withs) != 1 or not fits(instrs[exit_at - 1], "SWAP"):
            return False
        handler = self.lifter._with_handler_at(withs[0])
        cont = self.lifter._swallow_continuation(handler) if handler is not None else None
        return cont is not None and cont == self.lifter.resolve(self.after)

    def break_after_body(self, loop):
        """3.12+: whether a `break` of the for loop around (its iterator
        popped, the jump out), which cannot raise, lies right after the
        body and ends the block, the code after the statement laid out
        past the handlers: the body's last statement."""
        instrs = self.lifter.instrs
        k = self.body_end
        if not self.version.COLD_CODE_AT_END or loop is None or k + 2 != self.st.end or self.st.end > self.handler or self.after is None or self.after <= self.cleanup:
            return False
        return fits(instrs[k], "POP_TOP") and fits(instrs[k + 1], JUMP) and fits(instrs[loop.head], "FOR_ITER") and self.lifter.resolve(instrs[k + 1].target.index) == self.lifter.resolve(loop.break_to) and k not in self.lifter.flow.jump_sources

    def copied_loop_return(self, copy, length):
        """A clause ends in `copy`, `length` instructions copying the code
        at body_end: where that is a for loop's iterator popped then a copy
        of the code after the loop, on the same line in both, it is a
        `return` written after the statement, which 3.13 copies into the
        clause (a `break` the clause would jump to, or copy on the line of
        a break of its own); copied_break reads it so
        (`written_loop_returns`) (nesting/nest_async_311.py::
        f_async_for__try_except_star__yield)."""
        loop = self.st.region.loop
        instrs = self.lifter.instrs
        k = self.body_end
        if loop is None or loop.break_to is None or length < 2 or not fits(instrs[loop.head], "FOR_ITER|GET_ANEXT"):
            return
        if fits(instrs[copy], "POP_TOP") and fits(instrs[k], "POP_TOP") and instrs[copy].lineno == instrs[k].lineno and self.lifter._same_code(k + 1, self.lifter.resolve(loop.break_to), length - 1):
            self.lifter.facts.written_loop_returns.add(k)

    def code_after_as_else(self, else_end):
        """Where an else ending at `else_end` really ends where it would
        hold the code after the statement (None: it does not): there.
        Where it would start at the code after the statement, which the
        clauses' tails copy (3.12+), where
        the body's way there is laid out past it, jumping back (a branch
        ending in a with that may swallow, or in a nested try's else that
        returns): there is no else, the statement ends with its body (read
        as the else, the clauses fell off to return None; refused until
        the sixteenth session:
        try_except_exits.py::case_wh14_code_after_try_read_as_else;
        except* too: except_star_311.py::case_wh15_code_after_try_star_read_as_else).
        Where the else range holds that code further on, after a branch of
        the else, the else ends there: what lies past it is the else's own
        code laid out past the code after the statement, jumping back
        (3.13: an if's else branch falling into it, the if's body a
        two-item with that raises and code after it, reached when __exit__
        swallows; fuzz 3.13 seed 27 program 390, refused until session 22:
        try_else.py::case_hb16_code_after_try_inside_else). The one reader
        of that fact (`find_else_range` asks it): so also where the jump
        before the handlers, followed to where it ends, goes back to the
        body's end, a branch of the body laid out past the code after the
        statement (after a with that raises:
        try_except_exits.py::case_hb16_code_after_try_read_as_else_after_loop_with)."""
        back = self.lifter.instrs[self.handler - 1]
        if not (self.version.TRY_EXITS_COPIED and self.after is not None and self.body_end <= self.after < else_end
                and fits(back, JUMP) and back.target is not None and self.lifter.resolve(back.target.index) == self.after):
            return None
        return self.after

    def find_else_range(self):
        """(else end, where the lifter goes on, after) for a try body ending
        at body_end: no else where the code after the statement would start
        it (`code_after_as_else`)."""
        if self.clauses_round_past_block_end():
            return self.handler, self.handler, self.st.end
        else_end, resume, self.after = self.else_range()
        end = self.code_after_as_else(else_end)
        if end is not None:
            return end, end, self.after
        return else_end, resume, self.after

    def else_range(self):
        """`find_else_range`, the code after not yet told from an else."""
        instrs = self.lifter.instrs
        if self.loop_closes_in():
            if self.body_end < self.handler and self.lifter.resolve(self.body_end) == self.st.region.loop.break_to:
                # The body finishing leaves the loop (`break` after the
                # statement, see TryExcept.find_follow): the code there (3.12+)
                # or the jump to it (3.11) follows the loop.
                return self.body_end, self.cleanup + CLEANUP_SIZE, self.after
            # Statements between the body and the handlers are the else (it
            # leaves the loop or goes round): the statement ends the loop
            # body.  A lone jump there is the body's own way out, which the
            # clauses' exits already say.
            if self.handler - 1 > self.body_end or (self.handler - 1 == self.body_end and not fits(instrs[self.body_end], JUMP)):
                return self.handler, self.cleanup + CLEANUP_SIZE, self.after
            return self.body_end, self.cleanup + CLEANUP_SIZE, self.after
        if self.clauses_break_at_block_end():  # (before the inline handlers: their way on, the loop's exit ending the block, is a `break`)
            return self.handler, self.handler, self.lifter.follow_of(self.st.end, self.st.region)
        if (self.handler == self.body_end or fits(instrs[self.handler - 1], "RETURN_VALUE|RAISE_VARARGS|RERAISE") or self.else_leaves_loop() or self.else_loops_forever()) and self.handler <= self.st.end and self.cleanup + CLEANUP_SIZE <= self.st.end and self.after is not None and (self.lifter.resolve(self.cleanup + CLEANUP_SIZE) == self.after or self.cleanup + CLEANUP_SIZE == self.st.end and self.after == self.lifter.follow_of(self.st.end, self.st.region)):
            # Handlers inline, right after the body (or an else that never
            # finishes); the clauses go on after them.
            return self.inline_handlers_range()
        if self.version.TABLE_HANDLERS_INLINE or (self.handler <= self.st.end and self.handler - 1 >= self.body_end and fits(instrs[self.handler - 1], JUMP)):
            if self.handler - 1 >= self.body_end and fits(instrs[self.handler - 1], JUMP) and self.handler <= self.st.end and not self.else_loops_forever():
                target = self.lifter.resolve(instrs[self.handler - 1].target.index)
                if self.after is None or (self.after != target and self.lifter.copied_exit(self.after, target)):
                    # (The clauses may reach their own copy of the exit
                    # block, `return None`, the body's jump reaches.)
                    self.after = target
                loop = self.st.region.loop
                leaves_loop = loop is not None and self.after in (loop.break_to, loop.continue_to)
                if (
                    target == self.after
                    # 3.11+: the body jumps to its own copy of the short
                    # exit the clauses reach (a named clause's cleanup
                    # and `return`, in an enclosing clause); the later
                    # copy is passed over when read.
                    or (self.after is not None and self.lifter.copied_exit(max(target, self.after), min(target, self.after)))
                    or (self.version.TABLE_HANDLERS_INLINE and leaves_loop and target != self.lifter.resolve(self.handler) and target != loop.break_to)
                    # 3.12+ handlers inline (inside a clause): the body
                    # jumps over them to the code after the statement,
                    # the clauses `continue`/`break`.
                    or (leaves_loop and target == self.cleanup + CLEANUP_SIZE <= self.st.end and target not in (loop.break_to, loop.continue_to))
                ):
                    if self.follows_clauses(self.handler - 1):
                        return self.body_end, self.body_end, self.body_end
                    return self.handler - (not self.written_continue(self.handler - 1)), self.handler, target
                if loop is not None and target == loop.break_to != self.after and self.cleanup + CLEANUP_SIZE <= self.st.end:
                    # A `break` (unprotected) ends the body, before the
                    # handlers laid out inline (3.11; 3.12+ inside a
                    # clause): it is the else, as when the handlers lie
                    # past the loop.
                    return self.handler, self.handler, self.after
            if self.handler <= self.st.end and (self.after is None or self.handler == self.after):
                return self.handler, self.handler, self.after
        if self.after is None:
            end = min(self.handler, self.st.end)  # a loop's handlers lie past its back jump
            if self.body_end < end and (self.names_say_else(end) or self.else_before_block_exit() or end == self.handler and (self.else_loops_forever() or self.else_in_cold_code() or self.else_reached_only_by_swallow())):
                # Neither the clauses nor the code before them finish: the
                # else if written first (or an endless loop: runs alike).
                return end, end, self.after
            return self.body_end, self.body_end, self.after
        if self.body_end <= self.after <= self.st.end:
            return self.after, self.after, self.after
        f = self.lifter.follow_of(self.st.end, self.st.region)
        if f is not None and self.after > self.st.end and self.lifter.copied_exit(self.after, f):
            # The clauses end in copies of the exit block (`return None`)
            # the statement goes on to; 3.12+ gives each way its own copy.
            self.after = f
        if self.after == f or (self.st.region.loop is not None and self.after in (self.st.region.loop.continue_to, self.st.region.loop.break_to)):
            loop = self.st.region.loop
            if loop is not None and self.after in (loop.continue_to, loop.break_to) and (self.lifter._jumps_into(self.handler, self.cleanup, self.body_end) and (self.lifter.resolve(self.body_end) != self.after or self.clauses_fall_into_continue()) or fits(self.lifter.instrs[self.body_end], "POP_EXCEPT") or self.follows_clauses(self.st.end) or self.clauses_continue_straight()):
                # (A clause that goes on there, one of its branches
                # jumping to the body's end, says so too; so does the body
                # going on by leaving the enclosing clause, 3.13.)
                return self.body_end, self.body_end, self.body_end
            return self.st.end, self.st.end, self.after
        if self.else_ends_block() or self.else_ends_final_body() or self.with_leaves_through_final_copy():
            return self.st.end, self.st.end, self.after
        return self.range_before_cold_after()

    def range_before_cold_after(self):
        """`else_range`'s last answer: no else, the code after the statement
        laid out past the handlers (`cold_after_with_way_out`); else the
        reading is refused."""
        if self.cold_after_with_way_out():
            # (code between the body and the with's exit call: the else,
            # going round by that way out too)
            return self.st.end, self.st.end, self.after
        raise self.lifter.error("cannot find where the try statement ends", self.lifter.instrs[self.body_end])

    def cold_after_with_way_out(self):
        """3.13: whether the body ends the body of the with statement around
        (st.end), or an else of straight code does, whose exit call and
        jump round the loop follow (the else's `continue`, or the body's;
        loop_exits_through_try.py::case_o19e_*_else_code_continue_in_with_in_for), while the code after the
        statement, which the clauses alone reach, is laid out past the
        cleanup block, as protected as the statement, ending in a raise
        (no except* clauses): the cold code after the statement (`cold_tail`), not the
        clauses' own (3.12 copies it into them;
        loop_exits_through_try.py::case_o19w_*)."""
        lifter = self.lifter
        instrs = lifter.instrs
        loop = self.st.region.loop
        k = self.st.end
        if not self.version.CLAUSE_EXITS_THREADED or loop is None or self.after is None or k < self.body_end or k + 1 >= lifter.count or not self.else_straight_to(k):
            return False
        j = k
        while j < lifter.count and fits(instrs[j], "WITH_EXIT"):
            j += 1  # (and the exit calls of the withs around it the jump leaves too)
        if j == k or j >= lifter.count or not fits(instrs[j], JUMP) or lifter.resolve(j) != lifter.resolve(loop.continue_to):
            return False
        if self.after != self.cleanup + CLEANUP_SIZE or lifter.cover.get(self.after) != lifter.cover.get(self.cleanup) or lifter.cover.get(self.after) is None:
            return False
        end = lifter._cold_end(self.after)
        if not fits(instrs[end - 1], "RAISE_VARARGS") or any(x.target is not None or fits(x, "WITH_EXIT") for x in instrs[self.after:end]) or any(fits(x, "CHECK_EG_MATCH") for x in instrs[self.handler:self.cleanup]):
            return False
        return all(self.handler <= x.index < self.cleanup for x in lifter.flow.jump_sources.get(self.after, ()))

    def else_straight_to(self, end):
        """Whether the code from the body's end to `end` is straight code
        no jump reaches (an else that falls into what follows it; nothing
        when the body ends there)."""
        instrs = self.lifter.instrs
        sources = self.lifter.flow.jump_sources
        return not any(x.target is not None or fits(x, NO_FALLTHROUGH) or x.index in sources for x in instrs[self.body_end:end])

    def with_leaves_through_final_copy(self):
        """Whether the body is a with statement whose body leaves the loop
        around after its exit call, ending the enclosing finally's body
        (body_end is the block's end):
        the way out runs that finally body's copy at body_end (the
        finally's reader takes it, `TryFinally.with_leaves_through_copy`),
        while the clauses, as the with's swallow path, go on to the
        normal copy
        (with_exits_in_loops.py::case_wr12_with_break_in_try_except_finally_in_for)."""
        lifter = self.lifter
        loop = self.st.region.loop
        if loop is None or self.body_end != self.st.end or not fits(lifter.instrs[self.body_end - 1], "WITH_EXIT"):
            return False
        outer, n = self.enclosing_final()
        if not n or self.after <= self.cleanup or not lifter._same_code(self.after, outer + 1, n) or not lifter._same_code(self.body_end, outer + 1, n):
            return False
        # (the copy then the way out: a `break` or `continue`)
        way = self.body_end + n
        if way >= lifter.count:
            return False
        if lifter._leaving_jump_size(way, loop) > 0:
            return True
        # (or a `break` compiled to nothing, falling into the loop's exit
        # laid out right behind, 3.12+, while the normal copy goes round
        # the loop at once: no code after the statement in the loop, which
        # the finally's reader would not place,
        # with_exits_in_loops.py::case_r20a_with_break_in_try_except_finally_in_while_then_code)
        falls_out = self.version.COLD_CODE_AT_END and loop.break_to is not None and lifter.resolve(way) == lifter.resolve(loop.break_to)
        # (or, out of a for loop with an else, the iterator popped, then
        # the copy of the code after the else that the breaks alone hold:
        # `orphan_break`, with_exits_in_loops.py::case_with18_with_break_in_try_except_finally_in_for_then_code)
        falls_out = falls_out or self.version.COLD_CODE_AT_END and fits(lifter.instrs[way], "POP_TOP") and fits(lifter.instrs[loop.head], "FOR_ITER") and lifter.orphan_copy_size(way + 1, loop, lifter.instrs[way].lineno) > 0
        return falls_out and self.after + n < lifter.count and lifter._round_from(self.after + n, loop)

    def clauses_round_past_block_end(self):
        """3.11: whether the handlers lie inline, ending the block, after an
        else that never finishes (the body's `return`, unprotected, between
        them: a dead else the compiler dropped) or a body ending in a
        raise, and the clauses go round
        the loop while the block goes on elsewhere (an if's body, its else
        branch after it): the else ends at the handler, and the clauses'
        jumps round are written (`continue`), falling off would run the
        code after the block (try_else.py::case_ha17_dead_else_in_for)."""
        loop = self.st.region.loop
        instrs = self.lifter.instrs
        if not self.version.TABLE_HANDLERS_INLINE or loop is None or self.after != loop.continue_to or not self.body_end <= self.handler:
            return False
        if not fits(instrs[self.handler - 1], "RETURN_VALUE|RAISE_VARARGS|RERAISE") or self.cleanup + CLEANUP_SIZE != self.st.end:
            return False
        return self.after not in (self.lifter.follow_of(self.st.end, self.st.region), self.lifter.resolve(self.st.end))

    def else_ends_block(self):
        """3.12+: whether an else that never finishes ends the block while
        the clauses go on to code laid out past the handlers, outside every
        statement around (an enclosing finally body's normal copy, an
        enclosing try's else): the statement ends the block, which goes on
        there."""
        instrs = self.lifter.instrs
        if not (self.after > self.cleanup and self.body_end < self.st.end <= self.handler):
            return False
        return fits(instrs[self.st.end - 1], "RETURN_VALUE|RAISE_VARARGS|RERAISE") and self.lifter.cover.get(self.after) not in self.lifter._chain(self.body_start)

    def enclosing_final(self):
        """(handler, length of its finally body) of the finally whose handler covers this
        statement's cleanup block; (None, 0) when no finally does."""
        outer = self.lifter.cover.get(self.cleanup)
        cleanup = self.lifter.cover.get(outer) if outer is not None else None
        if cleanup is None or cleanup <= outer + 1 or self.lifter._is_except(outer, cleanup, None) or not fits(self.lifter.instrs[cleanup - 1], "RERAISE"):
            return None, 0
        return outer, max(0, cleanup - 1 - (outer + 1))

    def breaks_through_final_copy(self, loop):
        """3.12+: whether the body ends the enclosing finally's body, falling
        into that finally body's copy, which falls into the loop's exit laid
        out right behind it (a `break`, its jump compiled to nothing), while
        the clauses go on to the finally body's normal copy past the handlers
        (`finally_copy_at`)."""
        if not self.version.COLD_CODE_AT_END or loop is None or loop.break_to is None or self.after is None or self.body_end != self.st.end:
            return False
        if fits(self.lifter.instrs[self.body_end - 1], "WITH_EXIT"):
            # (a with ending the body, its `break` before the exit call: the
            # body also finishes when __exit__ swallows, going on to the
            # normal copy, not out of the loop; `with_leaves_through_final_copy`)
            return False
        outer, n = self.enclosing_final()
        if not n or self.after <= self.cleanup or not (self.finally_copy_at(self.after) or self.final_copy_closing_loop(self.after, loop)) or self.lifter._no_fallthrough(self.body_start, self.body_end):
            return False
        end = self.st.end + n
        return end < self.lifter.count and self.lifter._same_code(self.st.end, outer + 1, n) and self.lifter.falls_into_loop_exit(end, loop)

    def else_breaks_through_final_copy(self, loop):
        """3.12+: `breaks_through_final_copy` for an else: the body falls
        into straight code up to the block's end (the else, its `break`
        compiled to nothing: a try/finally there whose body is that
        break), which falls into the enclosing finally body's copy and the
        loop's exit behind it (loop_exits_through_finally.py::
        case_ha18_break_in_else_through_two_finally_bodies)."""
        if not self.version.COLD_CODE_AT_END or loop is None or loop.break_to is None or self.after is None or not self.body_end < self.st.end <= self.handler:
            return False
        if self.lifter._no_fallthrough(self.body_start, self.body_end) or fits(self.lifter.instrs[self.st.end - 1], NO_FALLTHROUGH):
            return False
        if any(x.target is not None and not self.body_end <= x.target.index < self.st.end for x in self.lifter.instrs[self.body_end : self.st.end]):
            return False
        outer, n = self.enclosing_final()
        if not n or self.after <= self.cleanup or not (self.finally_copy_at(self.after) or self.final_copy_closing_loop(self.after, loop)):
            return False
        end = self.st.end + n
        return end < self.lifter.count and self.lifter._same_code(self.st.end, outer + 1, n) and self.lifter.falls_into_loop_exit(end, loop)

    def continues_through_final_copy(self, loop):
        """3.12+: whether the body, a `continue` compiled to nothing, ends
        the enclosing finally's body, falling into that finally body's
        copy, whose jump back round the loop follows, while the clauses go
        on to the finally body's normal copy past the handlers
        (`finally_copy_at`): the body's `continue` (except_star_311.py::
        case_h19a_try_continue_except_star_in_try_finally_in_while)."""
        if not self.version.COLD_CODE_AT_END or loop is None or self.after is None or self.body_end != self.st.end:
            return False
        outer, n = self.enclosing_final()
        if not n or self.after <= self.cleanup or not self.finally_copy_at(self.after) or self.lifter._no_fallthrough(self.body_start, self.body_end):
            return False
        way = self.st.end + n
        return way < self.lifter.count and self.lifter._same_code(self.st.end, outer + 1, n) and fits(self.lifter.instrs[way], JUMP) and self.lifter.resolve(way) == self.lifter.resolve(loop.continue_to)

    def final_copy_closing_loop(self, k, loop):
        """Whether k starts a copy of the body of the finally whose handler
        covers this statement's cleanup block, followed by the loop's
        closing jump (its last jump back to the head): that finally ends
        the loop's body, the copy is the normal one the clauses go on to
        and the jump the loop going round (a for loop's, 3.12+), not a
        `continue` of their own."""
        outer, n = self.enclosing_final()
        lifter = self.lifter
        if not n or lifter.cover.get(k) == outer or not lifter._same_code(k, outer + 1, n) or k + n >= lifter.count:
            return False
        return fits(lifter.instrs[k + n], JUMP) and lifter.loop_tails.get(loop.head) == k + n and lifter.resolve(lifter.instrs[k + n].target.index) == loop.continue_to

    def finally_copy_at(self, k):
        """Whether k starts a copy of the body of the finally whose handler
        covers this statement's cleanup block: the normal copy the clauses
        go on to when the statement ends that finally's body (not code
        after the statement)."""
        outer, n = self.enclosing_final()
        if not n or self.lifter.cover.get(k) == outer or not self.lifter._same_code(k, outer + 1, n):
            return False
        # (A copy then a `continue` or `break` out of the loop around is
        # that jump's own copy, which the finally's reader strips: the
        # jump is the code after the statement.)
        loop = self.st.region.loop
        way = self.lifter.instrs[k + n] if k + n < self.lifter.count else None
        return not (loop is not None and way is not None and fits(way, JUMP) and self.lifter.resolve(way.target.index) in (loop.continue_to, loop.break_to))

    def else_ends_final_body(self):
        """Whether an else that never finishes ends the enclosing finally's
        body, the clauses going on to that finally body's only normal copy
        (`finally_copy_at`), past the handlers."""
        return self.body_end < self.st.end <= self.handler and self.finally_copy_at(self.after) and self.lifter._no_fallthrough(self.body_end, self.st.end)

    def loop_closes_in(self):
        """Whether the loop around goes round only through a clause of the
        statement with handler [handler, cleanup) (`past_handler`): nothing follows the
        statement in the loop body."""
        loop = self.st.region.loop
        return loop is not None and self.handler < self.st.end < self.cleanup and self.lifter.loop_tails.get(loop.head) == self.st.end

    def clauses_break_at_block_end(self):
        """Whether the clauses [handler, cleanup) of a statement ending its block, laid
        out inline after its body, leave the loop around (`break`): their
        jump there is no way to the statement's end, which is the block's
        (3.11: a try inside an except clause). The else then ends at handler (in
        a raise, or a `break` of its own)."""
        loop = self.st.region.loop
        if loop is None or self.after != loop.break_to or self.cleanup + CLEANUP_SIZE != self.st.end:
            return False
        return self.after != self.lifter.follow_of(self.st.end, self.st.region)

    def else_leaves_loop(self):
        """Whether code [body_end, handler) before handlers laid out inline ends in a
        jump that leaves the loop around or goes round it (`continue`,
        `break`) rather than to where the clauses go on: an else that never
        finishes. (A lone jump there is the body's own way out.)"""
        loop = self.st.region.loop
        last = self.lifter.instrs[self.handler - 1]
        if loop is None or self.handler - 1 <= self.body_end or not fits(last, JUMP):
            return False
        target = self.lifter.resolve(last.target.index)
        return target != self.after and target in (loop.continue_to, loop.break_to)

    def inline_handlers_range(self):
        """find_else_range's answer for handlers inline after the body:
        the code between is the else, unless it is the body falling off
        the enclosing clause (`unwound_exit_copy`)."""
        if self.unwound_exit_copy():
            return self.body_end, self.body_end, self.after
        return self.handler, self.handler, self.after

    def unwound_exit_copy(self):
        """3.12+: whether [body_end, handler) is the enclosing clause's
        unwinding (POP_EXCEPT) then a copy of the exit block the clauses
        go on to: the body falling off the enclosing clause, not an else
        (a `return` written there computes its value before unwinding)."""
        instrs = self.lifter.instrs
        k = self.body_end
        if not self.version.COLD_CODE_AT_END or self.after is None or k + 1 >= self.handler or not fits(instrs[k], "POP_EXCEPT"):
            return False
        return self.lifter._exit_copy_size(k + 1, self.after) == self.handler - (k + 1)

    def else_in_cold_code(self):
        """3.12+: whether the code [body_end, handler) the body falls into,
        which never reaches the handlers, is the else because the statement
        lies in a handler: all of that is cold code, which keeps the order
        it was compiled in (body, else, handlers, the code after), where
        warm code goes on past a try statement before its handlers, moved
        to the end."""
        instrs = self.lifter.instrs
        if not (self.version.COLD_CODE_AT_END and self.st.region.handler_depth > 0 and self.body_end < self.handler):
            return False
        if fits(instrs[self.body_end - 1], NO_FALLTHROUGH) or not fits(instrs[self.handler - 1], NO_FALLTHROUGH):
            return False
        return self.lifter.cover.get(self.body_end) == self.lifter.cover.get(self.cleanup)

    def else_before_block_exit(self):
        """3.11: whether the code [body_end, st.end) the body falls into,
        ending the enclosing block, is the else, the handlers lying past the
        block's end (its exit, `return None`, copied in between): code
        after the statement would follow the handlers, which the body
        jumps over (nesting/nest_try.py::f_try_except_as__try_except_else__reraise,
        try_else.py::case_te17_else_ending_try_body_clauses_raise)."""
        instrs = self.lifter.instrs
        if not (self.version.TABLE_HANDLERS_INLINE and self.body_end < self.st.end < self.handler):
            return False
        if fits(instrs[self.body_end - 1], NO_FALLTHROUGH):
            return False
        return all(self.lifter.cover.get(k) != self.handler for k in range(self.body_end, self.st.end))

    def else_reached_only_by_swallow(self):
        """3.12+: whether the code [body_end, handler), which never reaches
        the handlers, is the else because the body reaches it only through
        the swallow paths of with statements in it (`try: with m: return
        x` / `except E: return y` / `else: ...`): code after the statement
        reached only so is cold, laid out past the handlers; an else is
        compiled right after the body (try_else.py::
        case_mnew13_with_returning_in_try_else)."""
        lifter = self.lifter
        instrs = lifter.instrs
        if not (self.version.COLD_CODE_AT_END and self.body_end < self.handler):
            return False
        if not fits(instrs[self.body_end - 1], NO_FALLTHROUGH) or not fits(instrs[self.handler - 1], NO_FALLTHROUGH):
            return False
        sources = lifter.flow.jump_sources.get(self.body_end, [])
        ends = {lifter._swallow_end(k) for k in range(self.body_start, self.body_end) if fits(instrs[k], "PUSH_EXC_INFO")}
        return bool(sources) and all(self.body_start <= j.index < self.body_end and j.index in ends for j in sources)

    def else_loops_forever(self):
        """Whether code [body_end, handler) before handlers laid out inline
        ends in the jump back of an endless loop begun in it (`else: while
        True: ...`; a jump to itself, `while True: pass`): an else that
        never finishes. (Only where no handler but the one around the
        statement covers that code: else it holds later statements, whose
        handlers 3.12+ lays out before this one's.)"""
        last = self.lifter.instrs[self.handler - 1]
        if not (self.handler - 1 >= self.body_end and fits(last, JUMP) and self.body_end <= last.target.index <= self.handler - 1):
            return False
        around = self.lifter.cover.get(self.cleanup)
        # (3.11 lays the handlers of the else's own statements inline, in
        # the else: code they cover is the else's too)
        own_handlers = range(self.body_end, self.handler) if self.version.TABLE_HANDLERS_INLINE else ()
        return all(self.lifter.cover.get(k) == around or self.lifter.cover.get(k) in own_handlers for k in range(self.body_end, self.handler))

    def follows_clauses(self, end):
        """Whether [body_end, end), laid out between a try body and its handlers
        [handler, cleanup) whose clauses `continue` or `break` to where it goes, is the
        code after the statement rather than its else: both compile alike
        but for the order the names are numbered in."""
        return self.names_say_else(end) is False

    def names_say_else(self, end):
        """Whether co_names has the code [body_end, end) written before the
        handlers [handler, cleanup) (True), after them (False), or cannot tell (None).
        A try statement inside that code tells by itself: its handlers are
        laid out after this statement's only if the code came first."""
        earlier = self.lifter.handlers_begun_in(0, self.body_end)
        own = next((k for k in range(self.body_end, end) if k in earlier), end)  # earlier statements' handlers
        nested = [x for k in range(self.body_end, own) for x in self.lifter.try_starts.get(k, ())]
        if nested:
            if all(x < self.handler for x in nested):
                return True
            if all(x > self.cleanup for x in nested):
                return False
            return None
        return written_first(self.lifter.code, self.lifter.instrs, (self.body_end, own), (self.handler, self.cleanup), self.body_end)
