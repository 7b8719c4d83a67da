"""try/finally (3.11+): `PUSH_EXC_INFO; F; RERAISE 0`, the cleanup block,
and a copy of F on every way out of the body (the normal exit's after the
body, each return's before it); or, where F ends in `return`, the handler
copy returning and the normal copy followed by RETURN_VALUE.
"""

import ast
from copy import deepcopy

from ...bytecode.idioms import (
    CLAUSE_LEFT_UNDER_VALUE,
    COND_JUMP,
    EXCEPTION_POPPED,
    EXCEPT_STAR_RERAISE,
    JUMP,
    LEAVES,
    NO_FALLTHROUGH,
    POPPED_UNDER_VALUE,
    RETURN_THROUGH_HANDLER,
    WITH_SWALLOW,
    fits,
    match,
    match_before,
    opnames,
    same_but_target,
    same_run,
    same_shifted,
)
from ...errors import DecompilationError
from ..exceptions_shared import CLEANUP_SIZE, _Marker, _dump, _exiting_copy_left, _strip_copies, _strip_overriding_copies, cannot_finish, _shared_return_values, loop_exit_kind
from ..functions import CO_ASYNC_GENERATOR
from ..loops import _close_with_break
from ..nodes import const, is_const, walk
from .exit_spelling import _conditional_values_as_ifs, _exit_copies_as_breaks, _temps_inlined, _raises_after_line, _returns_after_line, _returns_to_breaks, _value_returned_after_copies
from .finally_copies import FinallyCopies
from .copy_paths import copy_by_paths_end

# A try body ending in one of these never goes on after the statement (a
# `break` out of a for loop popped its iterator: the stack it leaves says
# nothing); one ending in a jump out (not a raise) leaves no copy after it.
_LEAVES = (ast.Return, ast.Raise, ast.Break, ast.Continue)


_TRY_STATEMENTS = tuple(getattr(ast, kind) for kind in ("Try", "TryStar") if hasattr(ast, kind))


def _last_with(body):
    """The with statement ending `body`, or ending the body of the
    try/except ending it (its clauses go on where the with's swallow path
    does); None otherwise."""
    last = body[-1] if body else None
    if isinstance(last, ast.Try) and last.handlers and not last.orelse and not last.finalbody:
        last = last.body[-1] if last.body else None
    return last if isinstance(last, (ast.With, ast.AsyncWith)) else None
_JUMPS_OUT = (ast.Return, ast.Break, ast.Continue)


def _never_finishes(stmts):
    """Whether `stmts` end in a statement that leaves, or in a try/finally
    whose body does (the finally body's copy on that way out is its)."""
    last = stmts[-1] if stmts else None
    while isinstance(last, ast.Try) and not last.handlers and not last.orelse and last.body:
        last = last.body[-1]
    return isinstance(last, _LEAVES)


class TryFinally(FinallyCopies):
    """One try/finally statement being read: its body [body_start,
    body_end), its finally body [handler + 1, final_end) in the handler at
    `handler` with its cleanup block at `cleanup`, read into `st`."""

    def __init__(self, lifter, st, body_start, body_end, handler, cleanup):
        super().__init__(lifter, st, body_start, body_end, handler, cleanup)
        # The finally body: its end, length, opnames, statements, the
        # stack it starts with, and its branches ending in a copy of its
        # re-raise (`inner_exits`).
        self.final_end = None
        self.final_len = None
        self.shape = None
        self.final = None
        self.base = None
        self.inner = None
        # A body ending in `return value`: the end of the finally copy and
        # return, and 1 where a branch of the copy returns after it.
        self.ret_end = None
        # A finally body ending in `break` whose handler copy runs a copy
        # of the loop's exit block, a return (`break_exit_copy`).
        self.breaks_out = False
        # The enclosing finally bodies' copies, dumped, innermost first.
        self.outer = []
        self.extra = 0
        # The body's statements and the stack it leaves.
        self.body = None
        self.out = None
        # Whether the copy after the body returns the value the body
        # leaves; the copy a with swallowing an exception reaches.
        self.consumed = False
        self.swallowed = None
        # The normal copy of the finally body (`copy_end`) and where it
        # starts (None: the copy opening the body, `copy_opening_body`),
        # and where the body goes on past the handlers of earlier
        # statements.
        self.copy = None
        self.copy_start = None
        self.past_handlers = None
        # The way out of a body that can raise nothing, read as its body
        # (`copy_opening_body`): a range, or None.
        self.way_out_in_body = None
        # Where reading goes on; the code after the statement held in the
        # copy (a range, or statements) or None.
        self.resume = None
        self.tail = None
        # The code after the statement laid out past the handlers, after a
        # cold normal copy (`cold_copy`): (start, end read, end), or None.
        self.cold = None

    def read(self):
        """Reads the finally body, the body without the copies of the
        finally body at its exits, emits the Try into st; where reading
        goes on."""
        instrs = self.lifter.instrs
        if fits(instrs[self.cleanup - 1], "RETURN_VALUE") and not self.reraises_inside():
            return self.read_returning_final()
        self.final_end = self.find_final_end()
        self.base = list(self.st.stack) + [_Marker("prev_exc"), _Marker("exc")]
        self.inner = self.inner_exits()
        # (a jump to the re-raise ending the handler copy, a loop's `break`
        # there, falls off the finally body too)
        to_end = self.inner or any(fits(x, JUMP) and x.target.index == self.final_end for x in instrs[self.handler + 1 : self.final_end])
        self.final, _ = self.lifter.block(self.handler + 1, self.final_end, self.lifter._sub(self.st, self.final_end, self.final_end if to_end else None, 1), self.base)
        self.final_len = self.final_end - (self.handler + 1)
        self.shape = opnames(instrs, self.handler + 1, self.final_end)
        # A return in the body runs the enclosing finally bodies' copies
        # after this one's (`strip_final_copies`).
        finals = self.lifter.facts.enclosing_finals
        self.outer = [d for f in reversed(finals) for d in f]
        finals.append([_dump(x) for x in self.final])
        try:
            self.read_body_and_copies()
        finally:
            finals.pop()
        self.find_resume()
        return self.emit()

    def read_body_and_copies(self):
        """The body read, its normal copy of the finally body found, and the
        copies at its exits stripped."""
        opening = self.copy_opening_body()
        self.find_return_end()
        if self.ret_end is not None:
            self.read_returning_body()
        self.copy = opening or (self.copy_end(self.body_end) if self.inner or self.branch_jumps_to_end() else None)
        self.copy_start = None if opening else self.body_end
        self.past_handlers = self.lifter._past_earlier_handlers(self.body_end, self.handler)
        if self.copy is None and self.inner and self.ret_end is None and self.past_handlers != self.body_end:
            self.copy = self.copy_end(self.past_handlers)
            self.copy_start = self.past_handlers
        if self.ret_end is None and self.returns_through_copy():
            self.body_end = self.copy_start = self.copy[0]
            self.copy = self.copy_end(self.body_end)
            self.past_handlers = self.lifter._past_earlier_handlers(self.body_end, self.handler)
        if self.ret_end is None:
            self.read_body()
        self.strip_final_copies()

    def branch_jumps_to_end(self):
        """3.11: whether a branch of the handler copy of the finally body
        ends in a jump to its re-raise (`if b: ... else: ...`), onto which
        the normal copy has the exit block copied (`copy_end`)."""
        instrs = self.lifter.instrs
        return any(fits(x, JUMP) and x.target.index == self.final_end for x in instrs[self.handler + 1 : self.final_end])

    def returns_through_copy(self):
        """3.11: whether the body's main line ends in a return's value, a
        branch's (`if c: return v`), left for the copy of the finally body
        that follows it (a try statement, its handlers inline, the return
        copied to each of its ends), while a jump in the body goes past
        that copy to the normal one: the copy is the body's too (3.12+
        lays its handlers out cold, so the body's main line holds it)."""
        if self.copy is None or not self.inner or self.copy[0] <= self.body_end:
            return False
        instrs = self.lifter.instrs
        if not all(y - x == 1 and fits(instrs[x], "RETURN_VALUE") for x, y in self.copy[1]):
            return False
        return any(x.target is not None and x.target.index == self.copy[0] for x in instrs[self.body_start : self.body_end])

    def copy_opening_body(self):
        """3.12+: a try body that can raise nothing (`try: pass` ending the
        function, `try: return 5`: the row `normalize` gives it runs to the
        handler) before a finally body with branches ending in re-raises
        (`inner_exits`): the body is the normal copy, each re-raise a copy
        of the way out (the return, after the exit calls of the with
        statements and the copies of the finally bodies around), the last
        branch falling into one. Its layout may differ from the handler
        copy's (3.12 jumps from one branch into another's `y = ...; return
        None`), so it may read otherwise (a conditional expression for an
        if/else) and is not stripped as a reading: found here by its
        instructions (`copy_end`, a branch's tail before its re-raise maybe
        folded into a jump to the last branch's, 3.13), it leaves the body
        empty, the way out read after the statement: that copy (as
        `copy_end` gives it), or None."""
        instrs = self.lifter.instrs
        # (or `try: break` ending a for loop's body, 3.12+: the code after
        # the loop copied onto each way out of the copy, the body's row
        # ending at the loop's exit: `_break_copies_before_loop_exit`)
        if not self.inner or self.body_end not in (self.handler, self.st.end) or self.body_start >= self.body_end or not self.body_raises_nothing():
            return None
        copy = self.copy_end(self.body_start, folded=True)
        if copy is None:
            self.empty_body_before_proved_copy()
            return None
        resume, exits, joins = copy
        way_out = self.body_end - resume
        if way_out <= 0 or not fits(instrs[self.body_end - 1], "RETURN_VALUE"):
            return None
        if any(y - x != way_out or not self.lifter._same_code(x, resume, way_out) for x, y in exits):
            return None
        way = (resume, self.body_end)
        spelt = self.spell_as_copy_with_exit(self.body_start, resume, way)
        if exits and (self._way_out_leaves_loop(way) or spelt and not self._into_other_arm(self.body_start, resume, exits)):
            # A break or continue after the statement is no exit block
            # copied into the branches of the copy, they join: one copied
            # there is the body's (`try: break`). A return after it spells
            # the jump of one arm of a conditional value into the other's
            # copy of it: kept in its own arm, the return is the body's
            # (`try: return 5`).
            self.way_out_in_body = way
        self.body_end = self.body_start
        return resume, exits or [(resume, resume + way_out)], joins

    def empty_body_before_proved_copy(self):
        """3.12+: the body that can raise nothing left empty where its
        normal copy of the finally body (by its instructions' names, or
        proved by its paths) ends before the handler: the code after it
        up to the handler (the body's way out, the code after the
        statement; no row of the original table covers it, and the copy
        runs first either way) is read after the statement, where
        `find_resume` goes on past the copy."""
        end = self.shape_copy_end(self.body_start)
        if end is None:
            end = self.paths_copy_end(self.body_start)
        if end is not None and self.body_start < end < self.body_end:
            self.body_end = self.body_start

    def read_returning_final(self):
        """try/finally whose finally body ends in `return`: the handler copy
        ends `value; SWAP 2; POP_TOP; SWAP 2; POP_EXCEPT; RETURN_VALUE` (or,
        for a constant, `POP_TOP; POP_EXCEPT; LOAD_CONST; RETURN_VALUE`),
        the iterators of the for loops it leaves popped before the return,
        and the normal-exit copy is the finally body itself, then the same
        exit (`handler_return`)."""
        instrs = self.lifter.instrs
        return_at = self.cleanup - 1
        base = list(self.st.stack) + [_Marker("prev_exc"), _Marker("exc")]
        final_end, extra, computed = self.handler_return(return_at)
        final_len = final_end - (self.handler + 1)
        final, out = self.lifter.block(self.handler + 1, final_end, self.lifter._sub(self.st, final_end, None, 1), list(base))
        if len(out) != len(base) + computed:
            raise self.lifter.error("finally return shape", instrs[return_at])
        if self.breaks_out:
            final.append(ast.Break())
        else:
            value = self.lifter._as_expr(out[-1], instrs[return_at]) if computed else const(instrs[return_at - 1].argval)
            if is_const(value, None, check=True) and self.lifter.code.co_flags & CO_ASYNC_GENERATOR:
                value = None  # an async generator may not spell `return None`
            final.append(ast.Return(value=value))
        copied = self.copied_in_place(self.body_end, final_len)
        replaced = copied and self.return_replaced(self.body_end + final_len, return_at, extra)
        if replaced:
            resume = replaced
        elif copied and self.lifter._same_code(self.body_end + final_len, return_at - extra + 1, extra):
            resume = self.body_end + final_len + extra
        elif self.lifter._no_fallthrough(self.body_start, self.body_end):
            resume = self.body_end
        else:
            resume = None if not computed else self.copy_with_inlined_returns(final_end, (return_at - extra + 1, return_at + 1))
        body, out = self.lifter.block(self.body_start, self.body_end, self.lifter._sub(self.st, self.body_end, self.lifter.resolve(self.body_end)), list(self.st.stack))
        if resume is None:
            # (read after the body: its handlers may lie inside the copy)
            resume = self.returning_copy_read(final)
            if resume is None and self.breaks_out:
                resume = self.break_copies_read(final, final_end)
            if resume is None:
                raise self.lifter.error("finally body not copied after the try body", instrs[self.body_end])
        # (a finally body ending in `break`, `break_exit_copy`, overrides
        # the body's ways out: their copies of it end in that break)
        self.overriding_copies_as_breaks(body, final)
        body = _strip_overriding_copies(_strip_copies(body, final), final)
        if _exiting_copy_left(body, final):
            raise self.lifter.error("a copy of a finally body that cannot finish left in the try body", instrs[self.body_end])
        if replaced:
            # `try: return x` whose value the finally body's return replaces.
            if len(out) != len(self.st.stack) + 1:
                raise self.lifter.error("finally return shape", instrs[self.body_end])
            body.append(ast.Return(value=self.lifter._as_expr(out[-1], instrs[self.body_end])))
        self.lifter.skip[self.handler] = self.cleanup + CLEANUP_SIZE
        if len(body) == 1 and isinstance(body[0], ast.Try) and not body[0].finalbody and body[0].handlers:
            node = body[0]
            node.finalbody = final
        else:
            node = ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=final)
        self.lifter.emit(self.st, node, instrs[self.body_start])
        return resume

    def overriding_copies_as_breaks(self, body, final):
        """3.12+: a finally body ending in `break` (`breaks_out`) is run
        last by each way out of the try body in a loop: a copy of it, then
        its break's copy of the loop's exit (a short return), read as a
        `return` in the try body (it ran the finally body twice). Each
        such way out ending body or an if branch in it becomes that copy
        then `break`, stripped as the others are
        (loop_exits_through_finally.py::case_m21_*_finally_ending_in_break_in_while)."""
        loop = self.st.region.loop
        if not self.breaks_out or loop is None or loop.break_to is None or loop.break_to >= self.lifter.count:
            return
        size = self.lifter._terminal_size(loop.break_to)
        try:
            with self.lifter.trial:
                exit_block, _ = self.lifter.block(loop.break_to, loop.break_to + size, self.lifter._sub(self.st, loop.break_to + size, None), list(self.st.stack))
        except DecompilationError:
            return
        _exit_copies_as_breaks(body, exit_block, before=final[:-1])

    def break_copies_read(self, final, final_end):
        """3.12+: a finally body ending in `break` (`break_exit_copy`) out of
        a loop that never goes round, the statement ending its body (the
        loop's exit, a short return, is copied onto each way out, the
        normal copy falling off into the last copy, which the loop's reader
        takes for its `break`): each `break` inside the finally body is such
        a copy too, in the handler copy after the handler is left (every
        return of [handler + 1, final_end) so), in the normal copy after a
        line marker. Read as returns, they are breaks: the loop's exit runs
        next either way. Where the normal copy [body_end, st.end), its
        copies turned into breaks, then falling off, is the finally body
        so turned (`final`, rewritten): st.end; else None."""
        instrs = self.lifter.instrs
        loop = self.st.region.loop
        if loop is None or loop.break_to != self.st.end or self.st.region.follow != loop.break_to or self.lifter.facts.enclosing_finals:
            return None
        returns = [k for k in range(self.handler + 1, final_end) if fits(instrs[k], "RETURN_VALUE")]
        if not returns or any(self.break_exit_copy(k) is None for k in returns):
            return None
        size = self.lifter._terminal_size(loop.break_to)
        try:
            with self.lifter.trial:
                exit_block, _ = self.lifter.block(loop.break_to, loop.break_to + size, self.lifter._sub(self.st, loop.break_to + size, None), list(self.st.stack))
                copy, out = self.lifter.block(self.body_end, self.st.end, self.lifter._sub(self.st, self.st.end, None), list(self.st.stack))
        except DecompilationError:
            return None
        turned = deepcopy(final[:-1])
        written = [x for s in turned for x in walk(s) if isinstance(x, ast.Return)]
        if len(out) != len(self.st.stack) or len(written) != len(returns) or _exit_copies_as_breaks(turned, exit_block) != len(returns):
            return None
        _exit_copies_as_breaks(copy, exit_block)
        if [_dump(x) for x in copy] != [_dump(x) for x in turned]:
            return None
        final[:-1] = turned
        return self.st.end

    def handler_return(self, return_at):
        """How the handler copy of a finally body ending in `return` returns
        at return_at: (where the finally body ends, how many instructions
        after its POP_EXCEPT leave the loops around and return, whether the
        value is computed rather than a constant loaded after the exit)."""
        instrs = self.lifter.instrs
        # computed: `value; SWAP 2; POP_TOP; SWAP 2; POP_EXCEPT;
        # (SWAP 2; POP_TOP)*; RETURN_VALUE`, one pop per loop left
        # (and `SWAP 2; POP_EXCEPT` per enclosing except clause left)
        # (and `SWAP 2; WITH_EXIT` per with statement left)
        exit_at = self.past_enclosing_copy(return_at)
        while not match(instrs, exit_at - 4, RETURN_THROUGH_HANDLER, self.version) and (
            match(instrs, exit_at - 2, POPPED_UNDER_VALUE, self.version)
            or match(instrs, exit_at - 2, CLAUSE_LEFT_UNDER_VALUE, self.version)
            or fits(instrs[exit_at - 2], "SWAP") and instrs[exit_at - 2].argval == 2 and fits(instrs[exit_at - 1], "WITH_EXIT")
        ):
            exit_at -= 2
        if match(instrs, exit_at - 4, RETURN_THROUGH_HANDLER, self.version):
            return exit_at - 4, return_at + 1 - exit_at, True
        broke = self.break_exit_copy(return_at)
        if broke is not None:
            self.breaks_out = True
            return broke
        # a constant: `POP_TOP; POP_EXCEPT; POP_TOP*; LOAD_CONST; RETURN_VALUE`
        # (and the with statements left: WITH_EXIT, 3.12+)
        exit_at = return_at - 1
        if not fits(instrs[exit_at], "LOAD_CONST"):
            raise self.lifter.error("finally handler without its re-raise", instrs[self.handler])
        while exit_at > self.handler and fits(instrs[exit_at - 1], "POP_TOP|WITH_EXIT"):
            exit_at -= 1
        if exit_at - 2 > self.handler and match(instrs, exit_at - 2, EXCEPTION_POPPED, self.version):
            return exit_at - 2, return_at + 1 - exit_at, False
        popped = match(instrs, self.handler + 1, EXCEPTION_POPPED, self.version)
        if popped and any(self.enclosing_copy_at(popped.end, k) for k in range(exit_at, return_at)):
            # (a bare `return`, after the copy of the enclosing finally body)
            return self.handler + 1, return_at + 1 - popped.end, False
        raise self.lifter.error("finally handler without its re-raise", instrs[self.handler])

    def break_exit_copy(self, return_at):
        """3.12+: a finally body ending in `break`, the loop's exit block
        (a short return, `return x`) copied after it: the handler copy
        ends `POP_TOP; POP_EXCEPT; POP_TOP*` (the iterators popped) then
        that copy, up to return_at; the value is loaded after the handler
        is left, not before as a written `return x` loads it. As
        handler_return answers, or None (a constant's return reads
        alike: it is the `return constant`)."""
        instrs = self.lifter.instrs
        loop = self.st.region.loop
        if not self.version.COPIES_EXITS or loop is None or loop.break_to is None or fits(instrs[return_at - 1], "LOAD_CONST"):
            return None
        size = self.lifter._terminal_size(loop.break_to)
        start = return_at + 1 - size
        if not size or start <= self.handler or not fits(instrs[return_at], "RETURN_VALUE") or not self.lifter._same_code(start, loop.break_to, size):
            return None
        j = start
        while j - 1 > self.handler and fits(instrs[j - 1], "POP_TOP") and not match(instrs, j - 2, EXCEPTION_POPPED, self.version):
            j -= 1
        if j - 2 > self.handler and match(instrs, j - 2, EXCEPTION_POPPED, self.version):
            return j - 2, return_at + 1 - j, False
        return None

    def enclosing_copy_at(self, start, end):
        """Whether [start, end), straight-line code, is a copy of the finally
        body of the try/finally around this one (facts.enclosing_finals),
        which a return leaving both runs after this finally body
        (finally_overrides_return.py::_bare_return_in_finally_in_finally)."""
        instrs = self.lifter.instrs
        finals = self.lifter.facts.enclosing_finals
        if not finals or start >= end or any(x.target is not None for x in instrs[start:end]):
            return False
        return self.reads_as(start, end, finals[-1], None)

    def past_enclosing_copy(self, return_at):
        """Where the handler copy's return at return_at leaves its handlers:
        before the copy of an enclosing finally body that the return runs
        after the last POP_EXCEPT (straight-line code, not this body's), or
        return_at itself."""
        instrs = self.lifter.instrs
        j = return_at - 1
        while j > self.handler and instrs[j].target is None and not fits(instrs[j], "POP_EXCEPT|PUSH_EXC_INFO|RETURN_VALUE|RAISE_VARARGS|RERAISE"):
            j -= 1
        if j + 1 < return_at and fits(instrs[j], "POP_EXCEPT") and match(instrs, j - 1, CLAUSE_LEFT_UNDER_VALUE, self.version):
            return j + 1
        return return_at

    def copied_in_place(self, at, length):
        """Whether the `length` instructions at `at` are a copy of the
        handler's (the finally body), each jump of it within the copy, to
        its end at most, and to the same place in each copy: forward (a
        branch) or back (a loop in the finally body, its jump back:
        nesting/nest_depth3.py::f3_try_except_else_finally__async_for__async_with__yield)."""
        instrs = self.lifter.instrs
        first = self.handler + 1
        if not same_run(instrs, at, first, length, same_but_target):
            return False
        return all(
            x.target is None or at < x.target.index <= at + length and x.target.index - at == instrs[first + m].target.index - first
            for m, x in enumerate(instrs[at : at + length]))

    def return_replaced(self, at, return_at, extra):
        """Where the normal way out of a try body that returns a value ends
        when the finally body's return (its handler copy's last `extra`
        instructions, ending at return_at, leave the loops around and
        return) replaces that value: after the finally body's copy, ending
        at `at`, the body's value is popped (under a computed value) and
        the same exit follows. None otherwise."""
        instrs = self.lifter.instrs
        if fits(instrs[at], "POP_TOP"):
            dropped = at + 1
        else:
            span = match(instrs, at, POPPED_UNDER_VALUE, self.version)
            if not span:
                return None
            dropped = span.end
        if not self.lifter._same_code(dropped, return_at - extra + 1, extra):
            return None
        return dropped + extra

    def find_final_end(self):
        """Where the finally body at handler + 1 ends: its re-raise before the
        cleanup block at `cleanup`, or cleanup when the whole handler is the body."""
        instrs = self.lifter.instrs
        final_end = self.cleanup - 1
        if self.lifter._is_cleanup(self.cleanup - 3):
            # The finally body ends with a nested statement's handlers (3.11+
            # puts them after the body's own re-raise): all of it is the body.
            final_end = self.cleanup
        elif fits(instrs[final_end], "RAISE_VARARGS|RETURN_VALUE") or fits(instrs[final_end], JUMP) and self.handler < instrs[final_end].target.index < final_end:
            # The finally body ends in a raise or an endless loop: its
            # re-raise is dead code, left out; all of the handler is the body.
            final_end = self.cleanup
        elif fits(instrs[final_end], JUMP) and self.leaves_handler(final_end):
            # The finally body ends in `continue` or `break`: the handler is
            # left, then the jump; all of the handler is the body.
            final_end = self.cleanup
        elif not fits(instrs[final_end], "RERAISE"):
            raise self.lifter.error("finally handler without its re-raise", instrs[self.handler])
        return final_end

    def leaves_handler(self, k):
        """Whether the jump at k follows the handler left (its exception
        popped, a `break`'s loop iterators after)."""
        j = k
        while j - 1 > self.handler and fits(self.lifter.instrs[j - 1], "POP_TOP") and not match(self.lifter.instrs, j - 2, EXCEPTION_POPPED, self.version):
            j -= 1
        return j - 2 > self.handler and bool(match(self.lifter.instrs, j - 2, EXCEPTION_POPPED, self.version))

    def copy_leaving_loop(self):
        """Where the normal copy of a finally body ending in `break` or
        `continue` (`leaves_handler`) ends: the handler's code but for the
        exception popped before the jump out. None where the code after the
        body is no such copy."""
        instrs = self.lifter.instrs
        last = self.final_end - 1
        if self.final_end != self.cleanup or not fits(instrs[last], JUMP) or not self.leaves_handler(last):
            return None
        j = last
        while fits(instrs[j - 1], "POP_TOP") and not match(instrs, j - 2, EXCEPTION_POPPED, self.version):
            j -= 1
        head = j - 2 - (self.handler + 1)  # (the code before the exception is popped)
        at = self.past_handlers
        if not same_run(instrs, at, self.handler + 1, head, same_shifted) or not same_run(instrs, at + head, j, self.final_end - j):
            return None
        return at + head + self.final_end - j

    def reraises_inside(self):
        """Whether a branch of the handler re-raises (`RERAISE 0`) before
        its last instruction: the finally body ends there, another branch
        returns."""
        instrs = self.lifter.instrs
        return any(fits(instrs[k], "RERAISE") and instrs[k].argval == 0 and self.lifter.cover.get(k) == self.cleanup for k in range(self.handler + 1, self.cleanup - 1))

    def inner_exits(self):
        """The branches of the finally body [handler + 1, final_end) that end in a copy of
        its final re-raise (or a jump there), turned into jumps to its end final_end
        and noted in facts.fin_jumps; returns their offsets."""
        instrs = self.lifter.instrs
        fin_jumps = self.lifter.facts.fin_jumps
        # (Not the re-raise of an except* statement in the finally body:
        # `SWAP 2; POP_EXCEPT; RERAISE 0` raises what its clauses left.)
        inner = [
            k for k in range(self.handler + 1, self.final_end)
            if (k in fin_jumps or fits(instrs[k], "RERAISE") and instrs[k].argval == 0 and match(instrs, k - 2, EXCEPT_STAR_RERAISE, self.version) != (k - 2, k + 1)) and self.lifter.cover.get(k) == self.cleanup
        ]
        fin_jumps.update(inner)
        for k in inner:
            # A branch ending in a copy of the final re-raise falls off the
            # finally body: read it as a jump to the end.
            instrs[k].opname = "JUMP"
            instrs[k].target = instrs[self.final_end]
            self.lifter.flow.made_jump(k)
        end_jumps_from = self.final_end
        while end_jumps_from - 1 in fin_jumps:
            end_jumps_from -= 1
        for x in instrs[self.handler + 1 : end_jumps_from]:
            if x.target is not None and end_jumps_from <= x.target.index < self.final_end:
                x.target = instrs[self.final_end]  # the re-raises right before the last one are the end too (conditions are read by target)
        return inner

    def find_return_end(self):
        """Where the try body ends (body_end: past a loop around a return), the
        end of `<finally copy>; return value` ending it (None if it does
        not), and 1 when a branch of the copy returns after it (3.11)."""
        instrs = self.lifter.instrs
        ret_end = None
        loop_exit = self.loop_around_return(self.final_len, self.shape, bool(self.inner))
        if loop_exit is not None:
            self.body_end = loop_exit
        elif self.body_end + self.final_len < self.lifter.count and not self.inner and opnames(instrs, self.body_end, self.body_end + self.final_len) == self.shape:
            ret_end = self.body_end + self.final_len + 1 if fits(instrs[self.body_end + self.final_len], "RETURN_VALUE") else self.lifter._return_chain_end(self.body_end + self.final_len)
            if ret_end is None:
                ret_end = self.return_through_outer_copies()
        # (3.11: a branch of the finally body that reaches its end, the
        # re-raise, jumps in the copy to a RETURN of its own, after the
        # one the copy falls into.)
        # (the return may pop the iterators of the for loops it leaves
        # first, `SWAP 2; POP_TOP`, each branch's too: the `extra` copy)
        size = ret_end - (self.body_end + self.final_len) if ret_end is not None else 0
        extra = size if size and self.branch_return_after(self.body_end, self.handler + 1, self.final_len, size) else 0
        self.ret_end, self.extra = ret_end, extra

    def return_through_outer_copies(self):
        """The end of the return after the copy of the finally body at
        body_end when copies of the finally bodies of the try statements
        around lie between (innermost first), where the body ends in a
        with statement's exit calls under the value: `try: try: with c:
        return x` / `finally:` / `finally:`, whose with reads the return
        and passes those copies over (`WithStatement.returned_copy_read`),
        try_else.py::case_with18_with_returning_in_nested_try_else_under_two_finally.
        None otherwise (a plain `return x` leaves its value for the
        statements around: `find_resume`)."""
        instrs = self.lifter.instrs
        k = self.body_end - 2
        if k < 0 or not (fits(instrs[k], "SWAP") and instrs[k].argval == 2 and fits(instrs[k + 1], "WITH_EXIT")):
            return None
        if self.lifter.past_inner_final_copies(self.body_end, self.handler) is None:
            return None
        k = self.body_end
        while k < self.lifter.count and not fits(instrs[k], "RETURN_VALUE"):
            k += 1
        return k + 1 if k < self.lifter.count else None

    def read_returning_body(self):
        """The try body that ends in `return value` (the finally body's copy
        of final_len instructions then the return, ending at ret_end): its
        statements, the stack it leaves, and where it ends."""
        instrs = self.lifter.instrs
        # `return value` ending the body: the value is computed inside
        # the protected range, then the finally copy runs, then RETURN
        # (leaving the enclosing with blocks and handlers first).
        # Lift the body without the copy: its stores would run while the
        # value waits on the stack, which reads as an assignment.
        # Clauses that go on after the statement reach the other normal
        # copy, after the handlers of the body placed behind the return.
        end = self.ret_end + self.extra  # (past a branch's own return, `find_return_end`)
        while end < self.st.end:
            if self.lifter._in_extent(end, self.handler):
                end += 1
            elif fits(instrs[end], "PUSH_EXC_INFO") and self.lifter.skip.get(end, end) > end:
                # An earlier statement's handlers, which 3.12+ lays
                # out after this return: the clauses' way on lies past.
                end = self.lifter.skip[end]
            else:
                break
        swallowed = self.swallow_goes_on_to(end)  # a with's handler goes on
        reached = swallowed or any(x.target is not None and x.target.index == end for x in instrs[self.ret_end:end])
        follow = end
        if opnames(instrs, end, end + self.final_len) != self.shape or not reached:
            end, follow = self.body_end, self.ret_end
            # 3.12+: the clauses of a statement in the body go on to the
            # normal copy laid out past the handlers, the code after the
            # statement behind it (read after the statement, `find_resume`).
            self.cold = self.cold_copy(returns=True)
            if self.cold is not None:
                follow = self.cold[3]
        self.lifter.returned_at.add(self.body_end)
        body, out = self.lifter.block(self.body_start, end, self.lifter._sub(self.st, end, follow), list(self.st.stack))
        if self.body_end in self.lifter.returned_at:
            self.lifter.returned_at.discard(self.body_end)
            if len(out) != len(self.st.stack) + 1:
                raise self.lifter.error("finally return shape", instrs[self.body_end + self.final_len])
            ret, _ = self.lifter.block(self.body_end + self.final_len, self.ret_end, self.lifter._sub(self.st, self.ret_end, None), out)
            if len(ret) != 1 or not isinstance(ret[0], ast.Return):
                raise self.lifter.error("finally return shape", instrs[self.body_end + self.final_len])
            body += ret
        elif len(out) != len(self.st.stack):
            raise self.lifter.error("finally return shape", instrs[self.body_end + self.final_len])
        self.body_end = self.ret_end + self.extra if end == self.body_end else end + self.final_len
        self.body, self.out = body, out

    def bare_return(self, start, end):
        """Whether [start, end), an exit of the finally body's copy, returns
        the value under it: RETURN_VALUE, after popping the iterators of
        the for loops it leaves (`SWAP 2; POP_TOP` each: a return in a for
        loop, finally_and_with.py::case_with18_return_through_if_finally_in_for)."""
        instrs = self.lifter.instrs
        k = start
        while k + 1 < end and fits(instrs[k], "SWAP") and instrs[k].argval == 2 and fits(instrs[k + 1], "POP_TOP"):
            k += 2
        return k == end - 1 and fits(instrs[k], "RETURN_VALUE")

    def swallow_goes_on_to(self, end):
        """Whether the swallow path of a with statement in the body, laid
        out between the return and `end`, goes on to `end`: right there,
        or (3.11) through code after the with statement, in the try body,
        that runs straight on to it."""
        instrs = self.lifter.instrs
        if match_before(instrs, end, WITH_SWALLOW, self.version):
            return True
        for k in range(self.ret_end, end):
            span = match(instrs, k, WITH_SWALLOW, self.version)
            if span and not any(fits(x, NO_FALLTHROUGH) or x.target is not None for x in instrs[span.end:end]):
                return True
        return False

    def read_body(self):
        """The try body [body_start, body_end) read when it does not end in a return: its
        statements, the stack it leaves, whether the copy of the finally
        body after it returns the value it leaves (consumed), and the copy
        a with swallowing an exception reaches (`swallowed_copy`) or None."""
        instrs = self.lifter.instrs
        swallowed = None
        # A finally body with branches, each exit of its copy a bare
        # RETURN_VALUE: a nested statement may leave the value for it.
        # (Not past a with that, swallowing an exception, leaves the
        # body: that reaches another copy.)
        returns_value = self.copy is not None and all(self.bare_return(x, y) for x, y in self.copy[1])
        if returns_value and any(fits(x, "BEFORE_WITH|BEFORE_ASYNC_WITH") and not self.lifter._swallow_stays_in(x.index, self.body_start, self.body_end) for x in instrs[self.body_start:self.body_end]):
            swallowed = self.swallowed_copy()
            returns_value = swallowed is not None
        if returns_value:
            self.lifter.returned_at.add(self.body_end)
        body, out = self.lifter.block(self.body_start, self.body_end, self.lifter._sub(self.st, self.body_end, self.lifter.resolve(self.body_end)), list(self.st.stack))
        if self.main_line_breaks():
            _close_with_break(body)
        consumed = returns_value and self.body_end not in self.lifter.returned_at
        self.lifter.returned_at.discard(self.body_end)
        self.body, self.out, self.consumed, self.swallowed = body, out, consumed, swallowed

    def main_line_breaks(self):
        """3.12+: whether the body's main line falls into the loop's exit
        (the end of the block, a with's exit call: the loop's bottom test
        laid out past it) inside the body's range, the clauses' copy of
        the finally body laid out past the handlers: that way out is a
        `break` through the finally body, whose copy right before the
        exit the main line ends in. Written here, before the copies are
        stripped (the loop reader would write it after the copy, the
        finally body run twice; loop_exits_through_finally.py::
        case_h21a_seed196_else_break_through_finally_in_while_ending_with).
        A copy not the finally body's instructions is refused."""
        instrs = self.lifter.instrs
        loop = self.st.region.loop
        end = self.st.end
        if loop is None or loop.break_to != end or not self.body_start < end < self.body_end or fits(instrs[end - 1], NO_FALLTHROUGH):
            return False
        if end - self.final_len < self.body_start or not self.lifter._same_code(end - self.final_len, self.handler + 1, self.final_len):
            raise self.lifter.error("a break's copy of the finally body before the loop's exit not found", instrs[end - 1])
        return True

    def strip_final_copies(self):
        """The try body's statements without the copies of the finally body
        (final) at its exits; raises when a return value or the code after
        the statement would be read in the wrong place."""
        instrs = self.lifter.instrs
        self.body = _strip_overriding_copies(
            _strip_copies(_value_returned_after_copies(self.body, self.final), self.final, loops=True, outer=self.outer),
            self.final)
        if _exiting_copy_left(self.body, self.final):
            raise self.lifter.error("a copy of a finally body that cannot finish left in the try body", instrs[self.handler - 1])
        if self.copy_left_in_unraising_body():
            raise self.lifter.error("finally body copy not found in a try body that raises nothing", instrs[self.handler - 1])
        if _shared_return_values(self.body):
            # A value computed once, before a copy of the finally body that
            # was not recognised (one ending in a try statement holds the
            # return at each of its ends), would be written twice.
            raise self.lifter.error("return value computed before a finally body copy", instrs[self.handler - 1])
        # (`finally: pass` leaves only the re-raise, on the `pass` line)
        line = max((x.lineno or 0 for x in instrs[self.handler + 1 : self.final_end]), default=instrs[self.final_end].lineno or 0)
        if _returns_after_line(self.body, line, self.outer):
            # Code after the statement (a loop's exit) copied behind a copy
            # of the finally body: as a return in the body its value would
            # be computed before the finally body runs. Where each is the
            # code after the loop around, they are its breaks.
            self.body = self.returns_as_breaks(line)
            if self.body is None:
                raise self.lifter.error("code after the try statement copied into its body", instrs[self.handler - 1])
        if _raises_after_line(self.body, line):
            # (3.12: the code after a `while True:` that only a break in a
            # clause leaves, laid out once behind that break's copy of the
            # finally body: read in the clause, the finally body ran twice;
            # each is a break where the loop keeps that code as its tail,
            # `loop_exit_copy`)
            self.body = self.returns_as_breaks(line, ast.Raise)
            if self.body is None:
                raise self.lifter.error("a raise after the try statement read in its body", instrs[self.handler - 1])
            # (the finally body's copy before each, left by a raise, is the break's)
            self.body = _strip_copies(self.body, self.final, loops=True, outer=self.outer)

    def body_raises_nothing(self):
        """Whether the body's row is one normalising gave a body that can
        raise nothing (`covers_nothing`): only the finally body's copies
        and the way out lie there."""
        return any(e.covers_nothing and e.target.index == self.handler for e in self.lifter.entries)

    def copy_left_in_unraising_body(self):
        """Whether the body is one that can raise nothing (`try: pass`,
        `try: return 5`, `try: break`: the row normalising gave it,
        `covers_nothing`), the finally body's copies and its jump out
        alone, and a statement besides that jump is left after stripping
        the copies: a copy not recognised (read otherwise than the handler
        copy), which would run the finally body twice."""
        if not self.body_raises_nothing():
            return False
        rest = self.body[:-1] if self.body and isinstance(self.body[-1], _JUMPS_OUT) else self.body
        return any(not isinstance(x, ast.Pass) for x in rest)

    def find_resume(self):
        """Where reading goes on after the try/finally, past the copy of the
        finally body after the try body; the code after the statement held
        in that copy (a range, or statements) or None; and the body and the
        stack it leaves, with the return read from the copy's exits."""
        instrs = self.lifter.instrs
        resume = self.body_end
        tail = None
        if self.ret_end is not None:
            # (the copy and the return were read with the body)
            tail = self.cold and self.cold[:2]
            if tail and self.only_exit_copy(resume):
                resume = self.st.end
        elif self.break_copy_then_cold() or self.continue_copy_then_cold():
            tail, resume = self.cold[:2], self.st.end
        elif (left := self.with_leaves_through_copy()) is not None:
            resume, tail = left
        elif (copied := self.shape_copy_end(self.past_handlers) or self.proved_copy_returning()) is not None and self.copy_reached(self.past_handlers):
            resume = copied
            through_withs = self.lifter.past_with_exits_under_value(resume)
            if self.value_returned_after(resume) and len(self.out) == len(self.st.stack) + 1:
                # The value is returned after an enclosing finally body's
                # copy (3.11+: first out through the exit calls of the with
                # statements around, which read that return themselves,
                # `WithStatement.returned_through`: finally_and_with.py::
                # case_try_return_in_with_in_try_finally).
                if through_withs == resume:
                    self.lifter.returned_at.discard(resume)
                self.body.append(ast.Return(value=self.lifter._as_expr(self.out[-1], instrs[resume])))
                self.out = self.out[:-1]
                if through_withs not in self.lifter.returned_at:
                    resume = self.lifter.return_through_clause_end(resume, self.handler) or resume
            else:
                resume = self.constant_returned_in_body(resume)
                way = self.continue_copied_into_copy(self.past_handlers, resume)
                if way is not None:
                    self.way_out_in_body = way
        elif self.copy is not None and self.copy[0] <= self.st.end:
            resume, tail = self.resume_after_copy()
        elif len(self.out) == len(self.st.stack) and self.paths_copy_end(self.past_handlers) is not None and self.copy_reached(self.past_handlers):
            resume = self.paths_copy_end(self.past_handlers)
            self.spell_as_proved_copy(self.past_handlers, resume)
            way = self.copied_ways_on(self.past_handlers, resume)
            if way is not None:
                self.way_out_in_body = way
        elif self.found_cold_copy():
            tail = self.cold[:2]
        elif self.copy_leaving_loop() is not None:
            resume = self.copy_leaving_loop()
        elif self.copy_without_handlers_end() is not None:
            resume = self.copy_without_handlers_end()
        elif not (self.body and isinstance(self.body[-1], _LEAVES)) and not self.endless_body():
            self.lifter.skip[self.handler] = self.cleanup + CLEANUP_SIZE
            rest = self.copy_then_rest()
            if rest is None:
                raise self.lifter.error("finally body not copied after the try body", instrs[self.body_end])
            tail, resume = rest, self.st.end
        jump_out = None
        if tail is None and self.ret_end is None and self.way_out_in_body is None:
            jump_out = self.way_out_in_body = self.jump_out_before_handler(resume)
        self.resume, self.tail = self.past_way_out_in_body(resume, tail, jump_out is not None)

    def resume_after_copy(self):
        """Where reading goes on past the copy of the finally body found
        after the try body (`copy`), and the code after the statement held
        in it or None (`find_resume`); the body's `return value` is read
        from the copy's exits."""
        instrs = self.lifter.instrs
        tail = None
        resume, exits, joins = self.copy
        exit_start, exit_end = exits[0]
        if any(y - x != exit_end - exit_start or not self.lifter._same_code(x, exit_start, exit_end - exit_start) for x, y in exits):
            raise self.lifter.error("finally exits differ", instrs[self.body_end])
        if not fits(instrs[self.final_end - 1], NO_FALLTHROUGH):
            joins.add(resume)
        if self.consumed:
            if resume in joins and self.lifter._same_code(resume, exit_start, exit_end - exit_start):
                resume += exit_end - exit_start  # the returns were read with the body
            if self.swallowed is not None:
                resume, tail = self.after_swallowed_copy(resume)
        elif len(self.out) == len(self.st.stack) + 1:
            # `return value` in the body: each exit of the copy returns
            # it (leaving the enclosing with blocks and handlers first).
            if resume in joins:
                if not self.lifter._same_code(resume, exit_start, exit_end - exit_start):
                    raise self.lifter.error("finally return shape", instrs[resume])
                resume += exit_end - exit_start
            ret, _ = self.lifter.block(exit_start, exit_end, self.lifter._sub(self.st, exit_end, None), list(self.out))
            if len(ret) != 1 or not isinstance(ret[0], ast.Return):
                raise self.lifter.error("finally return shape", instrs[exit_start])
            self.body += ret
        elif resume not in joins:
            # No way goes on after the end of the copy: the code after
            # the statement only exists as the copies at the exits.
            tail = exits[0]
        elif self.constant_returned_through_copy(resume, exits):
            self.spell_as_copy_with_exit(self.copy_start, resume, exits[0])
            end = resume + exit_end - exit_start
            inner = self.try_compiled_around(resume, end)
            (self.body if inner is None else inner.body).append(ast.Return(value=const(instrs[exit_start].argval)))
            return end, tail
        self.spell_as_copy_with_exit(self.copy_start, resume, exits[0])
        return resume, tail

    def constant_returned_through_copy(self, resume, exits):
        """Whether `return c` (c not None) at resume, after the normal
        copy [copy_start, resume), is the try body's, through the finally
        body: the compiler gives the return that follows the unwinding no
        line (it runs after the statement that leaves), so it copies it
        to each way into it, the branch of the copy falling off there too
        (an exit right before resume, `if a: f()` ending the finally
        body); `return c` written after the statement keeps its line, that
        branch falling into it (try_finally_exits.py::
        case_m23_constant_return_through_finally_if)."""
        instrs = self.lifter.instrs
        size = exits[0][1] - exits[0][0]
        if len(self.out) != len(self.st.stack) or self.body and isinstance(self.body[-1], _LEAVES) or resume + size > self.st.end:
            return False
        if not any(y == resume for _, y in exits) or not match(instrs, resume, "LOAD_CONST; RETURN_VALUE") or instrs[resume].argval is None:
            return False
        return size == 2 and self.lifter._same_code(resume, exits[0][0], size)

    def past_way_out_in_body(self, resume, tail, jump_out=False):
        """Where reading goes on and the code after the statement, past
        the way out read as the body (`way_out_in_body`) where there is
        one (`jump_out`: that of `jump_out_before_handler`)."""
        if self.way_out_in_body is None:
            return resume, tail
        start, end = self.way_out_in_body
        way, _ = self.lifter.block(start, end, self.lifter._sub(self.st, end, None), list(self.st.stack))
        if jump_out and not self.only_a_jump(way):
            # (`jump_out_before_handler`: only a jump runs alike in the
            # body and after the statement)
            raise self.lifter.error("way out before the handler", self.lifter.instrs[start])
        self.body = [x for x in self.body if not isinstance(x, ast.Pass)] + way if jump_out else way
        return end, None

    def only_a_jump(self, way):
        """Whether the statements `way` are a `continue` or `break` after
        whole copies of the enclosing finally bodies (innermost first,
        which their own statements strip)."""
        if not way or not isinstance(way[-1], (ast.Continue, ast.Break)):
            return False
        copies = [_dump(x) for x in way[:-1]]
        sizes = {0}
        for f in reversed(self.lifter.facts.enclosing_finals):
            sizes.add(max(sizes) + len(f))
        return len(copies) in sizes and copies == self.outer[:len(copies)]

    def ends_in_break_copy(self, start, end, loop):
        """Whether [start, end) ends in a `break` out of `loop` that copies
        the code after the loop (a for loop's iterator popped first)."""
        lifter = self.lifter
        if loop.break_to is None:
            return False
        after = lifter.resolve(loop.break_to)
        pops = fits(lifter.instrs[loop.head], "FOR_ITER")
        for k in range(start + 1, end):
            n = end - k - pops
            if n > 0 and (not pops or fits(lifter.instrs[k], "POP_TOP")) and lifter._same_code(k + pops, after, n):
                return True
        return False

    def jump_out_before_handler(self, resume):
        """The way out of an except clause (or of an else, 3.11) round or
        out of the loop around (`POP_EXCEPT`, the copies of the enclosing
        finally bodies, the jump to the loop's head or exit) laid out after the normal copy of the
        finally body, ending at `resume`, right before the handler: the
        body's `continue` or `break` (`try: continue`), (start, end); or
        None. The code after the statement lies past the handler, the
        copy jumping there (3.13 may copy a clause's end without a line
        in, then the two readings run alike: the finally body, then the
        jump). (loop_exits_through_finally.py::
        case_ha16_continue_through_two_alike_finally_bodies)"""
        instrs = self.lifter.instrs
        loop = self.st.region.loop
        end = self.handler
        if loop is None or not self.body_end <= resume < end - 1:
            return None
        if not fits(instrs[resume], "POP_EXCEPT") and not self.lifter._loop_exit_through_finally(resume, end, self.handler):
            # (not out of a clause: the way out is copies of the enclosing
            # finally bodies, then the jump, `try: continue` in an else,
            # case_ha16_continue_in_else_through_two_alike_finally_bodies)
            return None
        if fits(instrs[end - 1], JUMP):
            if self.lifter.resolve(instrs[end - 1].target.index) not in (loop.continue_to, loop.break_to):
                return None
        elif not self.ends_in_break_copy(resume, end, loop):
            return None
        inside = range(resume, end)
        if any(j not in inside for k in inside for j in self.lifter.flow.jump_sources.get(k, ())):
            return None  # (other code goes on there: the code after the statement)
        if any(x.target is not None and x.target.index in inside for x in instrs[resume:end]):
            return None
        return resume, end

    def constant_returned_in_body(self, at):
        """3.11: `return c` ending the try body loads its constant after the
        finally body's copy (ending at `at`, on the copy's line), then
        returns, right before the handler, where `return c` after the
        statement follows the handler (only the implicit `return None`,
        without a line, is copied before it): that return appended to
        the body; where reading goes on (exceptions.py::
        _return_in_finally_order)."""
        instrs = self.lifter.instrs
        # (or past the exit calls of the with statements around that the
        # return leaves: an exit call is never copied, so `return` after
        # the statement, in the with, would jump over the handler to it,
        # with_exits.py::case_h18a_returning_finally_in_with_in_try_then_code)
        k = at
        while k < self.handler and fits(instrs[k], "WITH_EXIT"):
            k += 1
        # (a branch of the copy falling off into the return, a loop's
        # exit, jumps to a copy of it right after: the return has no line,
        # `constant_returned_through_copy`)
        end = k + 4 if k + 4 == self.handler and instrs[k].argval is not None and self.lifter._same_code(k, k + 2, 2) else k + 2
        # (or before the handlers of the try/finally ending the body, laid
        # out after the copy: compiled inside that statement's body, as its
        # `return c` unwinds both, loop_exits_through_finally.py::_Cond.wait)
        inner = self.try_compiled_around(at, end) if end < self.handler and instrs[k].argval is not None else None
        if not self.version.TABLE_HANDLERS_INLINE or end != self.handler and inner is None or not match(instrs, k, "LOAD_CONST; RETURN_VALUE") or instrs[k].argval is None and k == at:
            return at
        # (the inner statement's way: the copy's branches may join there)
        joining = range(self.body_end, at) if inner is not None else ()
        if len(self.out) != len(self.st.stack) or self.body and isinstance(self.body[-1], _LEAVES) or any(x.index not in joining for j in range(at, k + 1) for x in self.lifter.flow.jump_sources.get(j, ())):
            return at
        (self.body if inner is None else inner.body).append(ast.Return(value=const(instrs[k].argval)))
        return end

    def last_try_finally(self):
        """The try/finally statement ending the body, whose body can finish
        (a `return` there unwinds it, then this one), or None."""
        last = self.body[-1] if self.body else None
        if not isinstance(last, ast.Try) or not last.finalbody or not last.body or isinstance(last.body[-1], _LEAVES):
            return None
        return last

    def break_copy_then_cold(self):
        """3.12+: whether the body ends in a `break` (a try statement's,
        `TryClauses.breaks_through_final_copy`) through the finally body's
        copy at body_end, which falls into the loop's exit ending the
        block, while the clauses of that statement go on to the normal
        copy past the handlers, the code after the statement behind it
        (`cold_copy`, kept in cold)."""
        loop = self.st.region.loop
        end = self.body_end + self.final_len
        if loop is None or loop.break_to is None or not self.lifter.falls_into_loop_exit(end, loop, self.st.end):
            return False
        if not self.body or not getattr(self.body[-1], "_breaks_into_exit", False) or opnames(self.lifter.instrs, self.body_end, end) != self.shape:
            return False
        self.cold = self.cold_copy(breaks=True)
        return self.cold is not None

    def continue_copy_then_cold(self):
        """3.12+: `break_copy_then_cold` for a `continue`: the body ends in
        a try statement whose body ends in one compiled to nothing
        (`TryClauses.continues_through_final_copy`), falling into the
        finally body's copy at body_end, whose jump back round the loop
        ends the block; the clauses of that statement go on to the normal
        copy past the handlers."""
        loop = self.st.region.loop
        end = self.body_end + self.final_len
        instrs = self.lifter.instrs
        if loop is None or end + 1 != self.st.end or not fits(instrs[end], JUMP) or self.lifter.resolve(end) != self.lifter.resolve(loop.continue_to):
            return False
        last = self.body[-1] if self.body else None
        if not isinstance(last, _TRY_STATEMENTS) or not last.handlers or not last.body or not isinstance(last.body[-1], ast.Continue) or opnames(instrs, self.body_end, end) != self.shape:
            return False
        self.cold = self.cold_copy(breaks=True)
        return self.cold is not None

    def with_leaves_through_copy(self):
        """A body ending in a with statement whose body leaves the loop
        around after its exit call (`with c: break`, `continue`): through
        the copy of the finally body at body_end, then the way out (a for
        loop's iterator popped, the jump or the copy of the code after the
        loop), while the with's swallow path, the body finishing, goes on
        to the normal copy laid out past its cleanup block (3.12+; 3.11
        right after its swallow path, inline), then round the loop. The way out is the with body's last statement
        (added to it), that normal copy passed over: where reading goes
        on past the way out and the code after the statement laid out
        after that copy (a range, or None); or None
        (with_exits_in_loops.py::case_wr12_with_break_in_try_finally_in_for)."""
        lifter = self.lifter
        instrs = lifter.instrs
        loop = self.st.region.loop
        with_node = _last_with(self.body)
        if loop is None or with_node is None or with_node.body and isinstance(with_node.body[-1], _LEAVES):
            return None
        if self.body_end != self.past_handlers or opnames(instrs, self.body_end, self.body_end + self.final_len) != self.shape:
            return None
        way = self.body_end + self.final_len
        size = lifter._leaving_jump_size(way, loop) if way < lifter.count else 0
        if not size and way < lifter.count and self.version.COLD_CODE_AT_END and fits(instrs[way], "POP_TOP") and fits(instrs[loop.head], "FOR_ITER"):
            # (a `break` out of a for loop with an else: the iterator popped,
            # then the copy of the code after the else, `orphan_break`)
            copied = lifter.orphan_copy_size(way + 1, loop, instrs[way].lineno)
            size = copied + 1 if copied else 0
        if not size or any(lifter.flow.jump_sources.get(k) for k in range(self.body_end, way + size)):
            return None
        handler = lifter._with_exiting_at(self.body_start, self.body_end)
        if handler is None:
            return None
        copy = lifter._swallow_end(handler)
        while copy is not None and copy < lifter.count and fits(instrs[copy], JUMP) and instrs[copy].target.index > copy:
            copy = instrs[copy].target.index
        while copy is not None and copy < lifter.count and fits(instrs[copy], "NOP"):
            copy += 1
        if copy is None or copy <= self.body_end or opnames(instrs, copy, copy + self.final_len) != self.shape:
            return None
        rest = round_at = copy + self.final_len
        hop = None
        # (round the loop: to its head, or where the block goes on, a
        # while loop's bottom test laid out past the handlers, 3.12+)
        rounds = {lifter.resolve(loop.continue_to)}
        if self.st.region.follow is not None:
            rounds.add(lifter.resolve(self.st.region.follow))
        if rest < lifter.count and fits(instrs[rest], JUMP) and lifter.resolve(rest) not in rounds:
            # (the code after laid out apart, reached only from the copy)
            hop, rest = rest, instrs[rest].target.index
            if rest <= hop or [x.index for x in lifter.flow.jump_sources.get(rest, ())] != [hop]:
                return None
            round_at = rest
        round_at, past = self.round_the_loop_at(round_at, rounds)
        if round_at is None:
            return None
        if any(lifter.flow.jump_sources.get(k) for k in range(copy + 1, (hop if hop is not None else round_at) + 1)) or any(lifter.flow.jump_sources.get(k) for k in range(rest + 1, min(past, round_at + 1))):
            return None  # (reached otherwise than from the swallow path)
        leave = ast.Continue() if fits(instrs[way], JUMP) and lifter.resolve(way) in rounds else ast.Break()
        with_node.body.append(leave)
        if hop is not None:
            lifter.skip[copy] = hop + 1
            self.cold = (rest, round_at, past, copy)  # (passed over once read, `emit`)
        elif past == round_at:
            return None  # (falling into the bottom test: laid out apart only)
        else:
            lifter.skip[copy] = past
        return way + size, (rest, round_at) if round_at > rest else None

    def round_the_loop_at(self, k, rounds):
        """Where the code after the statement, from k (straight, as
        protected as the statement), goes round the loop: (its jump round,
        past it), or (the while loop's bottom test it falls into, the same),
        3.12+; (None, None) otherwise."""
        lifter = self.lifter
        instrs = lifter.instrs
        bottom = lifter.resolve(self.st.region.follow) if self.st.region.follow is not None else None
        while k < lifter.count and k != bottom and instrs[k].target is None and not fits(instrs[k], NO_FALLTHROUGH) and lifter.cover.get(k) == lifter.cover.get(self.cleanup):
            k += 1
        if k == bottom:
            return k, k
        if k >= lifter.count or not fits(instrs[k], JUMP) or lifter.resolve(k) not in rounds:
            return None, None
        return k, k + 1

    def proved_copy_returning(self):
        """The end of the normal copy past the body, proved by its paths
        (`paths_copy_end`), where the body leaves `return value`'s value
        for the enclosing finally body's copy, which returns it (its start
        noted in `returned_at`): a branch ending the finally body (`if a:
        g()`) falls into that copy, with no jump on where the handler copy
        re-raises, so the copy is not this one's by its names
        (try_finally_exits.py::case_o17_return_through_nested_finally_if_else).
        None otherwise."""
        if len(self.out) != len(self.st.stack) + 1:
            return None
        end = self.paths_copy_end(self.past_handlers)
        return end if end is not None and self.value_returned_after(end) else None

    def value_returned_after(self, at):
        """Whether the code at `at`, after the normal copy, returns the
        value the body leaves: an enclosing statement noted it in
        `returned_at` (past the exit calls of the with statements around),
        or (3.11+: a try/finally in an except clause, in a with there, of
        a try/finally) the return goes out through the handlers to a copy
        of an enclosing finally body (`returned_through_final_copy`)."""
        through_withs = self.lifter.past_with_exits_under_value(at)
        return through_withs in self.lifter.returned_at or through_withs > at and self.lifter.returned_through_final_copy(at, self.handler) is not None

    def copy_reached(self, at):
        """Whether the code at `at`, past the body, is reached from the body: it
        falls off there or a jump inside the statement goes there (else it is
        other code shaped like the finally body: the body never finishes)."""
        instrs = self.lifter.instrs
        if at == self.body_start:
            # (an empty body, one that can raise nothing: `try: return` the
            # copy right where the statement begins, reached as it is, even
            # where the code before it ends in a raise that a branch jumps
            # past: with_exits.py::case_h18a_returning_finally_in_with_in_try_then_code)
            return True
        if not fits(instrs[self.body_end - 1], NO_FALLTHROUGH):
            return True
        return any(self.body_start <= x.index < self.handler for x in self.lifter.flow.jump_sources.get(at, ()))

    def paths_copy_end(self, at):
        """Where the two copies' jump threading differs: the end of the
        normal copy of the finally body at `at` proved by its paths
        (`copy_by_paths_end`), or None."""
        if at >= self.lifter.count:
            return None
        stop = self.handler if at < self.handler else self.lifter.count
        return copy_by_paths_end(self.lifter.instrs, self.handler + 1, self.final_end, at, stop, set(self.inner or ()), self.lifter.cover, self.cleanup)

    def continue_copied_into_copy(self, start, resume):
        """3.13: the copy [start, resume) of the finally body ends in a jump
        back round the loop, and a branch of it jumps back there too
        where the handler copy's re-raises: the `continue` after the copy
        was copied into that branch, so it is the body's way out (`try:
        continue`; a body falling off the loop's end would have the branch
        jump to the copy's end), where the body is empty (it can raise
        nothing). The way out, as `way_out_in_body`, or None."""
        lifter = self.lifter
        instrs = lifter.instrs
        loop = self.st.region.loop
        last = resume - 1
        # (only where the body is empty, a body that can raise nothing: 3.12
        # threads a branch of a copy after a body that goes on round the
        # loop straight to the loop's head too)
        if self.body_start < self.body_end or loop is None or last <= start or not fits(instrs[last], JUMP):
            return None
        back = lifter.resolve(loop.continue_to)
        if lifter.resolve(instrs[last].target.index) != back:
            return None
        if not any(fits(x, COND_JUMP) and x.target.index < start and lifter.resolve(x.target.index) == back for x in instrs[start:last]):
            return None
        return last, resume

    def copied_ways_on(self, start, resume):
        """3.13: the way on [resume, end) after the proved copy [start,
        resume) where the copy's ways out that jump past it each run their
        own copy of it (a `break`'s `POP_TOP; JUMP`,
        `copy_paths._first_of_copied_ways_on`): copied into the branches
        of the copy, it is the body's way out (`try: break`, as
        `copy_opening_body` reads it); the other copies are passed over.
        None where there is no such copy."""
        lifter = self.lifter
        instrs = lifter.instrs
        if self.body_start < self.body_end:
            return None  # (the way on is the body's only where the body is empty)
        end = next((k for k in range(resume, min(resume + 4, self.handler)) if fits(instrs[k], JUMP)), None)
        if end is None:
            return None
        size = end + 1 - resume
        copies = {x.target.index for x in instrs[start:resume] if x.target is not None and resume < x.target.index < self.handler}
        if not copies or not all(lifter._same_code(there, resume, size) for there in copies):
            return None
        for there in copies:
            lifter.skip[there] = there + size
        return resume, end + 1

    def spell_as_proved_copy(self, start, end):
        """The finally body spelt as its normal copy [start, end) reads,
        where that copy is proved (`paths_copy_end`) and reads otherwise
        only by a conditional expression where the handler copy reads an
        if (3.12+ copies the statement's tail and the re-raise into each
        arm of the handler copy; `_conditional_values_as_ifs`; the handler
        copy's reading may hold a value in a temporary name across its
        branches, `t = f; if c: t(a) else: t(b)`: `_temps_inlined`)."""
        try:
            with self.lifter.trial:
                copy, out = self.lifter.block(start, end, self.lifter._sub(self.st, end, end), list(self.st.stack))
        except DecompilationError:
            return
        if len(out) != len(self.st.stack):
            return
        if [_dump(x) for x in copy] != [_dump(x) for x in self.final] and [_dump(x) for x in _conditional_values_as_ifs(copy)] == [_dump(x) for x in _conditional_values_as_ifs(_temps_inlined(self.final))]:
            self.final[:] = copy

    def spell_as_copy_with_exit(self, start, resume, way):
        """The finally body spelt as its normal copy [start, resume) reads,
        where that reads otherwise only by a conditional expression where
        the handler copy reads an if: the normal copy's arms may share what
        the handler copy's repeat (3.12 jumps from one arm's `or` into the
        other's `y = ...; return None`; a call's function loaded before the
        test), which only the conditional expression spells
        (`_conditional_values_as_ifs`). The way out `way` copied into the
        copy's branches ends its reading (the body read before it where the
        copy starts with the body's empty main line: `try: pass` / `except
        E: ...`). The way out's reading where the body is spelt so, else
        None. (Not where the copy returns the body's value or follows a
        with's swallow path, `consumed`, nor for the copy opening the body
        when `copy_start` is None: `copy_opening_body` spells that.)"""
        if start is None or self.consumed or self.out is not None and len(self.out) != len(self.st.stack):
            return None
        exit_start, exit_end = way
        try:
            with self.lifter.trial:
                copy, out = self.lifter.block(start, resume, self.lifter._sub(self.st, resume, resume), list(self.st.stack))
                way_out, _ = self.lifter.block(exit_start, exit_end, self.lifter._sub(self.st, exit_end, exit_end), list(self.st.stack))
        except DecompilationError:
            return None
        n = len(way_out)
        if n and [_dump(x) for x in copy[-n:]] == [_dump(x) for x in way_out]:
            copy = copy[:-n]
        elif len(out) != len(self.st.stack):
            return None
        body = [_dump(x) for x in self.body or ()]
        if body and [_dump(x) for x in copy[: len(body)]] == body:
            copy = copy[len(body) :]
        if copy and [_dump(x) for x in copy] != [_dump(x) for x in self.final] and [_dump(x) for x in _conditional_values_as_ifs(copy)] == [_dump(x) for x in _conditional_values_as_ifs(_temps_inlined(self.final))]:
            self.final[:] = copy
            return way_out
        return None

    def _way_out_leaves_loop(self, way):
        """Whether the code `way` reads as a break or continue."""
        try:
            with self.lifter.trial:
                stmts, _ = self.lifter.block(way[0], way[1], self.lifter._sub(self.st, way[1], way[1]), list(self.st.stack))
        except DecompilationError:
            return False
        return len(stmts) == 1 and isinstance(stmts[0], (ast.Break, ast.Continue))

    def _into_other_arm(self, start, resume, exits):
        """Whether a jump in [start, resume) goes over a copy of the way out
        (a range of `exits`) into the middle of the code after it (where
        the instruction before falls through: not an arm's start): one
        arm's `or` into the other's tail."""
        instrs = self.lifter.instrs
        for k in range(start, resume):
            t = instrs[k].target
            if t is None or not k < t.index <= resume or fits(instrs[t.index - 1], NO_FALLTHROUGH):
                continue
            if any(k < x and y <= t.index for x, y in exits):
                return True
        return False

    def shape_copy_end(self, at):
        """The end of the normal copy of the finally body at `at` when its
        instructions are the handler copy's (`shape`) by name, or None.
        Where the handler copy ends in several re-raises, one per branch
        (`if a and b:` ending the finally body, each turned into a jump to
        its end: inner_exits), the normal copy may end in one jump on that
        all its branches reach (3.11: a try/finally in an except clause,
        the jump to the clause's POP_EXCEPT)."""
        instrs = self.lifter.instrs
        if opnames(instrs, at, at + self.final_len) == self.shape:
            return at + self.final_len
        folded = self.folded_tail_copy_end(at)
        if folded is not None:
            return folded
        last = self.final_end - 1
        first = last
        while first - 1 > self.handler and first - 1 in self.inner:
            first -= 1
        if last not in self.inner:
            return None
        without_reraises = self.copy_without_reraise_end(at)
        if first == last or without_reraises is not None:
            return without_reraises
        size = first + 1 - (self.handler + 1)
        end = at + size
        if end > self.lifter.count or opnames(instrs, at, end) != self.shape[:size]:
            return None
        # (each jump of the copy past its end goes to that one jump)
        if any(x.target is not None and x.target.index >= end - 1 and x.target.index != end - 1 for x in instrs[at : end - 1]):
            return None
        return end

    def folded_tail_copy_end(self, at):
        """The end of the normal copy at `at` of a finally body whose
        branches ending in a re-raise (`inner_exits`) repeat the code right
        before the body's own re-raise (3.12 copies that short tail into
        each way to a re-raise: `g(a and None)`'s call), where the normal
        copy holds the tail once, each branch going on into it; every other
        instruction and jump the same. None otherwise."""
        instrs = self.lifter.instrs
        first, end = self.handler + 1, self.final_end
        left_out = {}  # handler copy index -> the index it repeats
        for k in sorted(x for x in self.inner if first < x < end):
            t = 0
            while k - t - 1 > first and end - t - 1 > k and instrs[k - t - 1].target is None and same_but_target(instrs[k - t - 1], instrs[end - t - 1]):
                t += 1
            if t == 0 or fits(instrs[k - t - 1], NO_FALLTHROUGH):
                return None
            left_out.update({k - t + j: end - t + j for j in range(t)})
            left_out[k] = end
        kept = [x for x in range(first, end) if x not in left_out]
        if not left_out or at + len(kept) > self.lifter.count:
            return None
        pos = {x: at + i for i, x in enumerate(kept)}
        pos[end] = at + len(kept)
        pos.update({x: pos[y] for x, y in left_out.items()})
        for x in kept:
            ins = instrs[pos[x]]
            if not same_but_target(instrs[x], ins) or instrs[x].target is not None and ins.target.index != pos.get(instrs[x].target.index):
                return None
        return at + len(kept)

    def copy_without_reraise_end(self, at):
        """3.12+: the end of the normal copy at `at` of a finally body whose
        branches end in re-raises in the handler copy (`inner_exits`: `if a:
        assert b`, `elif c: g()`) where the normal copy has no re-raise:
        one after code that never finishes is left out, one a branch falls
        into is a jump on; every jump out of the copy goes to that one
        place (the clause around going on: past the handlers, or in line,
        3.13), each jump to a re-raise too. None otherwise."""
        instrs = self.lifter.instrs
        if not self.version.COLD_CODE_AT_END:
            return None
        at_of = {}  # handler copy index -> normal copy index
        h, n = self.handler + 1, at
        falls_on = None  # (where the copy falls into the clause's end, 3.13)
        while h < self.final_end:
            if n >= self.lifter.count or falls_on is not None and h not in self.inner:
                return None
            if h in self.inner:
                if fits(instrs[n], JUMP) and not fits(instrs[h - 1], NO_FALLTHROUGH):
                    n += 1  # (the branch falls into it: a jump on)
                elif not fits(instrs[h - 1], NO_FALLTHROUGH):
                    falls_on = n
                h += 1
                continue
            if not same_but_target(instrs[h], instrs[n]):
                return None
            at_of[h] = n
            h, n = h + 1, n + 1
        if n == at or falls_on is None and not fits(instrs[n - 1], NO_FALLTHROUGH):
            return None
        out = {x.target.index for x in instrs[at:n] if x.target is not None and not at <= x.target.index < n} | ({n} if falls_on is not None else set())
        if len(out) != 1 or min(out) < n or not fits(instrs[min(out)], "POP_EXCEPT"):
            return None  # (one place on: the end of the clause around)
        on = min(out)
        for h, k in at_of.items():
            if instrs[h].target is not None and instrs[k].target.index != at_of.get(instrs[h].target.index, on):
                return None
        return n

    def only_exit_copy(self, at):
        """Whether [at, st.end), reached only from the code after the
        statement laid out past the handlers (3.12+ lays it out behind the
        body's return), is a copy of the exit block the block goes on to
        (`return None`; its line may be another's): nothing the source
        wrote there."""
        instrs = self.lifter.instrs
        follow = self.lifter.follow_of(self.st.end, self.st.region)
        n = self.st.end - at
        if follow is None or n <= 0 or follow + n > self.lifter.count or not fits(instrs[self.st.end - 1], LEAVES):
            return False
        if any(fits(x, LEAVES) for x in instrs[at : self.st.end - 1]):
            return False
        rest, _, cold_end, _ = self.cold
        if any(not rest <= x.index < cold_end for x in self.lifter.flow.jump_sources.get(at, [])):
            return False
        return self.lifter._same_code(at, follow, n)

    def found_cold_copy(self):
        """Whether the only way on from the body is a normal copy of the
        finally body laid out past the handlers (`cold_copy`, kept in cold)."""
        self.cold = self.cold_copy()
        return self.cold is not None

    def emit(self):
        """Emits the Try (body, finally body final) into st, with what the
        body leaves on the stack and the code after it held in the copy
        (tail); returns where reading goes on (resume, moved past the
        handler's way round)."""
        instrs = self.lifter.instrs
        results = None
        if (len(self.out) != len(self.st.stack) or self.lifter.options.values_outlive_try and self.lifter._stack_changed(self.out, self.st)) and not (self.body and isinstance(self.body[-1], _JUMPS_OUT)):
            results = self.lifter._values_out_of_try(self.st, self.body, self.out, instrs[self.body_end])
        if self.break_after_copy():
            # (3.11: the body's `break`, through the finally body's copy)
            self.body.append(ast.Break())
            self.resume = self.handler
        elif self.break_after_copy(inner=True):
            self.resume = self.handler  # (a try statement's inside it, read there)
        if self.resume < self.lifter.count and fits(instrs[self.resume], JUMP) and self.resume + 1 == self.handler:
            leave = self.jump_over_handlers_leaves()
            if leave is not None:
                self.body.append(leave())
            self.resume += 1
        self.lifter.skip[self.handler] = self.cleanup + CLEANUP_SIZE
        if self.lifter.options.with_exit_over_handler and self.resume + 2 == self.handler and self.pushed_over_handler(self.resume, self.cleanup + CLEANUP_SIZE):
            # the generated `with` exit (with_exit_over_handler): `None` pushed, a jump over the handler, popped
            self.resume += 2
            self.lifter.skip[self.handler] = instrs[self.resume - 1].target.index + 1
        if len(self.body) == 1 and isinstance(self.body[0], ast.Try) and not self.body[0].finalbody and self.body[0].handlers:
            node = self.body[0]
            node.finalbody = self.final or [ast.Pass()]
        else:
            node = ast.Try(body=self.body or [ast.Pass()], handlers=[], orelse=[], finalbody=self.final or [ast.Pass()])
        self.lifter.emit(self.st, node, instrs[self.body_start])
        if results is not None:
            kept, values = results
            self.st.stack[kept:] = values
        if isinstance(self.tail, tuple):
            self.tail, _ = self.lifter.block(self.tail[0], self.tail[1], self.lifter._sub(self.st, self.tail[1], None), list(self.st.stack))
            if self.cold is not None:
                self.lifter.skip[self.cold[0]] = self.cold[2]  # (read: laid out past the handlers)
        if self.returned_in_last_try() and node is not self.body[-1]:
            # (not where the body's one try/except became this statement's
            # node: the return is after it)
            self.body[-1].body.append(self.tail.pop())
        for x in self.tail or ():
            self.lifter.emit(self.st, x)
        self.read_way_on_copy()
        return self.resume

    def returned_in_last_try(self):
        """3.12+: whether the code after the statement, `return c` alone
        (the tail, read from the copies at the exits of the normal copy of
        the finally body or after it), is the body's, ending the try body
        of the try/finally ending the body (`try_compiled_around`)."""
        tail = self.tail
        if not self.version.COLD_CODE_AT_END or not tail or len(tail) != 1 or not isinstance(tail[0], ast.Return) or is_const(tail[0].value, None, check=True):
            return False
        return isinstance(tail[0].value, ast.Constant) and self.try_compiled_around(self.st.end, self.st.end) is not None

    def try_compiled_around(self, copy_end, ret_end):
        """The try/finally ending the body (`last_try_finally`) inside whose
        body the normal copy of this finally body [body_end, copy_end) and
        `return c` after it [copy_end, ret_end) were compiled, as a return
        there unwinds both (loop_exits_through_finally.py::_Cond.wait), or
        None: that statement's handlers are laid out after them, where
        they would come first were the return after this statement. 3.11
        lays them out inline, after its body: between the return and this
        statement's handler. 3.12+ lays them out cold, in the order they
        were compiled: after the handlers of the try statements in the
        copy."""
        inner = self.last_try_finally()
        if inner is None:
            return None
        if self.version.TABLE_HANDLERS_INLINE:
            return inner if ret_end < self.handler and self.lifter._past_earlier_handlers(ret_end, self.handler) == self.handler else None
        if not self.version.COLD_CODE_AT_END:
            return None
        cover = self.lifter.cover
        around = set()
        h = self.cleanup
        while h is not None and h not in around:
            around.add(h)
            h = cover.get(h)
        own = {cover.get(k) for k in range(self.body_start, self.body_end)} - around - {None, self.handler}
        copied = {cover.get(k) for k in range(self.body_end, copy_end)} - around - {None, self.handler}
        return inner if own and copied and max(own) > min(copied) else None

    def read_way_on_copy(self):
        """Unskip the exit block where reading goes on (`return None`)
        where it was taken for a copy of an earlier one (`copied_exit`, a
        test of the normal copy aimed at it), so that it is read: it is the
        code after the statement, the way on of every branch of the copy,
        which the block after it may not run (the body of an if whose else
        follows: the exit lost, the branch fell into the code after the if;
        fuzz 3.12/3.13 seed 184 #761 in a match)."""
        lifter = self.lifter
        at = self.resume
        past = lifter.skip.get(at)
        if past is not None and at < self.st.end and past > at and lifter._terminal_size(at) == past - at:
            del lifter.skip[at]

    def jump_over_handlers_leaves(self):
        """ast.Continue or ast.Break where the jump after the normal copy,
        right before the handler (`resume`), leaves the loop's body while
        the code after the statement, past the handlers, goes on elsewhere:
        the body's `continue`/`break` (`try: continue`, no dead code after
        it), not its jump over the handlers; else None
        (loop_exits_through_finally.py::
        case_h19b_continue_in_try_finally_in_if_variants)."""
        if self.tail is not None or self.ret_end is not None or self.body and isinstance(self.body[-1], _LEAVES):
            return None
        lifter = self.lifter
        st = self.st
        nxt = lifter.past_skipped(self.cleanup + CLEANUP_SIZE, st.end)
        # (code after the statement laid out past the block's end, 3.12+'s
        # cold code: not known here, the jump taken for the way on)
        on = lifter.follow_of(nxt, st.region) if nxt <= st.end else None
        loop = st.region.loop
        if on is None and self.version.TABLE_HANDLERS_INLINE and self.resume == st.end and loop is not None and lifter.resolve(self.resume) == lifter.resolve(loop.continue_to):
            # (3.11: the jump back ends the loop's block right before the
            # handler: the loop's own closing jump, which the body's way on
            # reaches, lies past the handlers; this one is the body's
            # `continue`, nest_depth3_311.py::f3_while_true__try_finally__*)
            return ast.Continue
        if on is None:
            return None
        return loop_exit_kind(lifter.resolve, st.region.loop, lifter.instrs[self.resume], on)

    def break_after_copy(self, inner=False):
        """3.11: whether the normal copy of the finally body, ending at
        resume, is followed right before the handler by the iterators
        popped and a jump out of the loop around, on the copy's line (a
        `break` after the statement would have its own line and lie past
        the handler): the body's `break`. `inner`: the `break` of a
        try/finally ending the body, which never finishes, its way out
        through this copy (read with that statement)."""
        instrs = self.lifter.instrs
        loop = self.st.region.loop
        if not self.version.TABLE_HANDLERS_INLINE or loop is None or not self.body_end < self.resume < self.handler or _never_finishes(self.body) != inner:
            return False
        # (the inner statement's handlers lie between that way out and this one's)
        end = next((h for h in range(self.resume, self.handler) if fits(instrs[h], "PUSH_EXC_INFO")), self.handler) if inner else self.handler
        k = self.past_enclosing_copies(self.resume, end - 1)
        line = instrs[k - 1].lineno
        while k < end and fits(instrs[k], "POP_TOP"):
            k += 1
        jump = instrs[end - 1]
        if jump.lineno != line:
            return False
        if fits(jump, JUMP) and k == end - 1:
            return self.lifter.resolve(jump.target.index) == loop.break_to
        # (or a copy of the code after the loop, a short exit)
        n = end - k
        exit_ = loop.break_to
        return fits(jump, "RETURN_VALUE") and n <= 3 and exit_ is not None and exit_ + n <= self.lifter.count and self.lifter._same_code(k, exit_, n) and fits(instrs[exit_ + n - 1], "RETURN_VALUE")

    def past_enclosing_copies(self, k, end):
        """Past the copies, from k on (before `end`), of the finally bodies
        of the try/finally statements around this one, innermost first,
        that a `break` out of both runs after this one's
        (nesting/nest_depth3.py::f3_for__try_finally__try_finally__break)."""
        for dumps in reversed(self.lifter.facts.enclosing_finals):
            e = next((e for e in range(k + 1, end) if self.reads_as(k, e, dumps, None)), None)
            if e is None:
                break
            k = e
        return k

    def returns_as_breaks(self, line, kind=ast.Return):
        """3.12+: `break` out of the loop around a try/finally, from its
        body [body_start, body_end): the finally body's copy, then a copy of the code
        after the loop (a short block ending in a return, which 3.12 copies
        into each jump that reaches it; `loop_exit_copy`). body with the
        returns on lines after the statement (`line`) read as those
        breaks; None unless each of them is one."""
        loop = self.st.region.loop
        if not self.version.TRY_EXITS_COPIED or loop is None:
            return None
        n = self.final_len
        # (a raise: from a clause of the body's try statement, its handlers
        # laid out before this one's, 3.12)
        end = self.handler if kind is ast.Raise else self.body_end
        sites = [p for p in range(self.body_start + n, end) if self.lifter._same_code(p - n, self.handler + 1, n) and self.lifter.loop_exit_copy(p, end, loop)]
        if not sites:
            return None
        found = _returns_to_breaks(self.body, line, kind)
        if len(found) != len(sites) or len({_dump(x) for x in found}) != 1:
            return None
        return self.body

    def endless_body(self):
        """A try body ending in a loop that only a return or a raise leaves
        (`while True:` without break), or in a statement no way of which
        finishes (a try/finally whose body raises): no normal copy of the finally body
        follows it, only the handler (after those of earlier statements)."""
        endless = self.body and (isinstance(self.body[-1], ast.While) and not self.body[-1].orelse or cannot_finish(self.body[-1], (ast.Return, ast.Raise)))
        if not (endless and (self.lifter._no_fallthrough(self.body_start, self.body_end) or self.loop_closes_body())):
            return False
        k = self.body_end
        while k != self.handler and k in self.lifter.skip and self.lifter.skip[k] > k:
            k = self.lifter.skip[k]
        # (or the block ends there: the code up to the handler is the
        # enclosing block's, `while a:` around whose back jump is dead)
        return k in (self.handler, self.st.end)

    def loop_closes_body(self):
        """Whether the body, read as ending in `while True` without a break,
        ends in that loop's jump back and no jump in it goes past its end:
        the clauses inside the loop that return (`_no_fallthrough` takes a
        clause's return for the code after the statement, copied) go on
        round the loop when they fall off, so each return is written."""
        instrs = self.lifter.instrs
        last = self.body[-1]
        if not (isinstance(last, ast.While) and is_const(last.test) and cannot_finish(last)) or self.body_end <= self.body_start:
            return False
        end = self.body_end
        # (3.12+: the handlers of a try statement in the loop, read with it,
        # passed over up to the body's end: the loop's main line ends before
        # them)
        end = min([k for k, v in self.lifter.skip.items() if v == end and self.body_start < k < end], default=end)
        back = instrs[end - 1]
        if not fits(back, JUMP) or not self.body_start <= back.target.index < end - 1:
            return False
        return not any(x.target is not None and x.target.index >= self.body_end for x in instrs[self.body_start : self.body_end])

    def loop_around_return(self, n, shape, inner=False):
        """3.12+ `try: for ...: return x finally: F`: the return (popping the
        iterator, the copy of F, RETURN) ends the protected range but lies
        inside the loop, whose exit, followed by the normal copy of F, ends
        the body. That exit; None otherwise. `inner`: F has branches, the
        last ending in a jump to the end of F (a re-raise in the handler),
        which its normal copy falls through instead."""
        if not self.version.COLD_CODE_AT_END:
            return None
        if inner and shape[-1] == "JUMP":
            shape = shape[:-1]
            n -= 1
        instrs = self.lifter.instrs
        for k in range(self.body_start, self.body_end):
            t = instrs[k].target
            if fits(instrs[k], "FOR_ITER") and t.index > self.body_end and fits(instrs[t.index - 1], "RETURN_VALUE") and opnames(instrs, t.index, t.index + n) == shape:
                return t.index
        return None

    def pushed_over_handler(self, k, after):
        """`LOAD_CONST None; JUMP` to `after` (NOPs aside), which is `POP_TOP`."""
        instrs = self.lifter.instrs
        if not (fits(instrs[k], "LOAD_CONST") and instrs[k].argval is None and fits(instrs[k + 1], JUMP)):
            return False
        t = instrs[k + 1].target.index
        if t != after or t >= self.lifter.count or not fits(instrs[t], "POP_TOP"):
            return False
        return True
