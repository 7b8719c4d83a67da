"""try/finally read from the block stack: `TryFinally`.

3.8 runs the finally body as a subroutine: `SETUP_FINALLY h; body;
POP_BLOCK; BEGIN_FINALLY; h: finally body; END_FINALLY`, each early exit
`POP_BLOCK; CALL_FINALLY h`. 3.9/3.10 copy the finally body inline onto
every way out of the body (`POP_BLOCK; <copy>; JUMP after` the normal one)
and the handler's copy ends in RERAISE; 3.10 also copies the code after the
statement, or the copy's closing RERAISE, onto those ways out.
"""

import ast
from copy import deepcopy

from ...errors import DecompilationError
from ...bytecode.idioms import FINALLY_ENTRY, LOADS_NONE, HANDLER_LEFT, HANDLER_LEFT_UNDER_VALUE, fits, match, opnames, same_but_target
from ..exceptions_shared import (
    FallOff,
    _conditional_values_as_ifs,
    _copy_before,
    _drop_exit_copies,
    _dump,
    _Marker,
    _settle_fall_offs,
    _exiting_copy_left,
    _shared_return_values,
    _strip_copies,
    _strip_overriding_copies,
    _strip_outer_copies,
    cannot_finish,
    loop_exit_kind,
)
from ..copy_limits import MAX_COPY_SIZE
from ..match_nodes import Match
from ..nodes import LEAVING, is_const, lists_inner_first
from ..same_tree import same_trees
from ..table.exit_spelling import _clause_jump_spelling, _loop_returns_as_breaks
from .statement import BlockStatement


# Statements a copy of an exit (3.10's short exit blocks) never is.
_COMPOUND = tuple(getattr(ast, name) for name in ("For", "AsyncFor", "While", "If", "With", "AsyncWith", "Try", "TryStar", "Match") if hasattr(ast, name))


class TryFinally(BlockStatement):
    """A try/finally whose SETUP_FINALLY is at `start` and handler (the
    finally body's handler copy, or 3.8's subroutine) at `handler`."""

    def __init__(self, reader, start, handler, st):
        super().__init__(reader, start, handler, st)
        # The finally body (statements) and its last instruction.
        self.final = []
        self.final_end = None
        # Where the finally body's handler copy ends.
        self.handler_end = None
        # The POP_BLOCK of the body's normal exit (None: the body never
        # finishes), and 3.10's copy of the code after the statement after
        # it ([tail, tail_end) or None: tail_end is the handler, or the end
        # of the copy's first way out where a nested statement's handler
        # copies close the copy).
        self.pop_block = None
        # Whether that exit ends in the jump right before the handler
        # (closing_jump_leaves).
        self.closing_jump = False
        self.tail = None
        self.tail_end = handler
        # The enclosing finally bodies' copies (dumped, innermost first),
        # which a `return` in the body runs after this one's.
        self.outer = []
        # What the body leaves on the stack for the code after the statement
        # (reader._values_out_of_try), or None.
        self.results = None
        # Whether the body ends in `return v` whose value the finally
        # body's return replaces (copy_replaces_value).
        self.replaced = False

    def read(self):
        """Emit the Try into the state; where reading goes on."""
        if self.version.FINALLY_SUBROUTINES:
            return self.read_subroutine()
        return self.read_copied()

    def read_subroutine(self):
        """3.8: the finally body is one subroutine the body's exits call."""
        reader = self.reader
        instrs = self.instrs
        st = self.st
        handler = self.handler
        self.final_end = reader._finally_range(handler, "END_FINALLY")
        base = list(st.stack) + [_Marker("fin")]
        self.final, _ = reader.block(handler, self.final_end, self.sub(self.final_end, self.final_end, 1), base)
        if match(instrs, handler - 2, FINALLY_ENTRY, self.version):
            body_end = handler - 2
        else:
            body_end = handler
        body, out = reader.block(self.start + 1, body_end, self.sub(body_end, body_end), list(st.stack))
        if reader.options.values_outlive_try and reader._stack_changed(out, st) and not (body and isinstance(body[-1], ast.Return)):
            # a value the try body leaves for the code after it (values_outlive_try)
            self.results = reader._values_out_of_try(st, body, out, instrs[body_end])
        nxt = self.emit(body)
        self.push_out_of_try()
        return nxt

    def read_copied(self):
        """3.9/3.10: the finally body is copied onto each way out."""
        shape = self.read_finally_body()
        self.find_normal_exit(shape)
        # A return in the body runs the enclosing finally bodies' copies
        # after this one's (_strip_copies).
        finals = self.reader.facts.enclosing_finals
        self.outer = [d for f in reversed(finals) for d in f]
        finals.append([_dump(x) for x in self.final])
        try:
            if self.pop_block is not None:
                return self.read_exiting_body()
            return self.read_leaving_body()
        finally:
            finals.pop()

    def read_finally_body(self):
        """Read the finally body from the handler's copy; the opnames its
        normal copy has (without_handler_exits)."""
        reader = self.reader
        instrs = self.instrs
        st = self.st
        handler = self.handler
        final_end = reader._finally_range(handler, "RERAISE")
        base = list(st.stack) + reader._prev_exc() + [_Marker("exc")] * 3
        handler_end = reader._handler_end(handler)
        if handler_end < reader.count and fits(instrs[handler_end], "RETURN_VALUE") and fits(instrs[handler_end - 1], "POP_EXCEPT"):
            handler_end += 1  # (a return leaving the handler copy: past its POP_EXCEPT)
        elif handler_end < reader.count and fits(instrs[handler_end], "JUMP") and match(instrs, handler_end - 4, HANDLER_LEFT, self.version) == (handler_end - 4, handler_end):
            handler_end += 1  # (a `continue`/`break` ending it, laid out last)
        shape_end = final_end
        if self.version.BLOCK_EXIT_COPIES and final_end + 1 < handler_end:
            # 3.10 copies the closing RERAISE onto each way out of a statement
            # nested in the finally body (op_RERAISE): the body runs to the
            # handler's end (past code after them, or only other copies:
            # those are not in the normal exit's copy).
            final, _ = reader.block(handler, handler_end, self.sub(handler_end, None, 1), base)
            if any(not fits(x, "RERAISE") for x in instrs[final_end + 1 : handler_end]):
                shape_end = handler_end - 1
            final_end = handler_end - 1
        else:
            # 3.10 copies the closing RERAISE onto each branch that reaches
            # it: a jump to a copy goes where the finally body ends.
            if self.version.BLOCK_EXIT_COPIES and final_end + 1 < handler_end:
                for x in instrs[handler:final_end]:
                    if x.target is not None and final_end < x.target.index < handler_end:
                        x.target = instrs[final_end]  # (a loop's exit too)
                reader.skip[final_end + 1] = handler_end  # the copies, reached only from there
            final, _ = reader.block(handler, final_end, self.sub(final_end, final_end, 1), base)
        self.final = _settle_fall_offs(final, lambda message: self.error(message, instrs[handler]))
        # (a return here runs the enclosing finally bodies' copies first)
        outer = [d for f in reversed(reader.facts.enclosing_finals) for d in f]
        self.final = _strip_outer_copies(self.final, outer)
        self.final_end = final_end
        self.handler_end = handler_end
        return self.without_handler_exits(shape_end)

    def find_normal_exit(self, shape):
        """The body's normal exit, `POP_BLOCK; <copy of the finally body
        (opnames shape)>; JUMP after`: its POP_BLOCK, and 3.10's copy of the
        code after the statement after it."""
        reader = self.reader
        instrs = self.instrs
        handler = self.handler
        final_len = len(shape)
        # (a copy that ends in `return` needs no jump over the handler)
        closing = 1 if fits(instrs[handler - 1], "JUMP") else 0
        start = handler - 1 - closing - final_len
        # (the POP_BLOCK this statement's own: a `continue` out of it and an
        # enclosing try body ends `POP_BLOCK; <copy>; POP_EXCEPT; POP_BLOCK;
        # <the enclosing finally body's copy>; JUMP`, and the two finally
        # bodies may be alike: _under_other_body)
        if ((closing or shape[-1:] == ["RETURN_VALUE"]) and start >= self.start and fits(instrs[start], "POP_BLOCK")
                and not reader._under_other_body(start, handler)):
            if opnames(instrs, start + 1, handler - closing) == shape:
                self.pop_block = start
                self.closing_jump = bool(closing)
        start = handler - final_len - 1
        if self.pop_block is None and self.final and isinstance(self.final[-1], ast.While) and cannot_finish(self.final[-1]) and start > self.start:
            # A finally body that never finishes (`while True:`) needs no
            # jump over the handler after its normal copy either.
            if fits(instrs[start], "POP_BLOCK") and not reader._under_other_body(start, handler) and opnames(instrs, start + 1, handler) == shape:
                self.pop_block = start
        last_pop = reader._last_pop_block(self.start, handler)
        if self.pop_block is None and last_pop is not None and self.final and isinstance(self.final[-1], ast.Return) and self.copy_replaces_value(last_pop):
            self.pop_block = last_pop
            self.replaced = True
        if self.pop_block is not None or not self.version.BLOCK_EXIT_COPIES:
            return
        if last_pop is not None and opnames(instrs, last_pop + 1, last_pop + 1 + final_len) == shape:
            self.tail = reader._short_exit_tail(last_pop + 1 + final_len, handler)
            if self.tail is not None:
                self.pop_block = last_pop
            elif last_pop + 1 + final_len == handler and final_len and shape[-1] == "RAISE_VARARGS":
                # The copy ends in `raise`: no jump over the handler.
                self.pop_block = last_pop
                self.pass_raising_copies(shape)
            elif last_pop + 1 + final_len in reader.facts.closing_tails:
                # The copy closes the enclosing try body, this statement
                # ending it (TryExcept.read_nested_closing_ends).
                self.pop_block = last_pop
                self.pass_closing_copies(shape)
            elif reader.facts.handler_tail_actions.get(last_pop + 1 + final_len) == (handler, False):
                # ... or the except clause this statement ends, which falls
                # off into its copy of the code after that try statement
                # (TryExcept.settle_clause_exit_copies).
                self.pop_block = last_pop
                self.pass_closing_copies(shape)
        if self.pop_block is None and last_pop is not None and self.copy_through_closing_tails(last_pop + 1, shape):
            self.pop_block = last_pop
        if self.pop_block is None and last_pop is not None and (self.copy_leaves_to_end(last_pop + 1) or self.copy_returns(last_pop + 1)):
            self.pop_block = last_pop
        if self.pop_block is None and last_pop is not None and self.version.BLOCK_EXIT_COPIES and self.protects_nothing():
            # The copy closes the enclosing try body, its opnames not the
            # handler copy's: a conditional value stored at its end
            # (final_read_from_copy).
            for close in sorted(x for x in reader.facts.closing_tails if last_pop + 1 < x < handler):
                if self.copy_reads_as_final(last_pop + 1, close, None, close):
                    self.pop_block = last_pop
                    break

    def copy_through_closing_tails(self, k, shape):
        """3.10: whether [k, handler) is the normal copy of the finally body
        (opnames shape) whose ways out to the end of a statement nested in
        it (the handler copy's copies of its closing re-raise) are copies
        of the enclosing try body's close (facts.closing_tails, `POP_BLOCK;
        <code after that statement>`): a nested try/finally whose finally
        body ends in a loop left by a break (finally_layouts.py::
        _finally_async_break_after_raise). The body falls off into it."""
        tails = self.reader.facts.closing_tails
        i, passed = 0, False
        while i < len(shape) and k < self.handler:
            if opnames(self.instrs, k, k + 1)[0] == shape[i]:
                k += 1
            elif shape[i] == "RERAISE" and tails.get(k, k) > k:
                k, passed = tails[k], True
            else:
                return False
            i += 1
        # (the nested statement's own closing re-raise, last: in the handler
        # copy it is where that copy ends, left out of the shape)
        return passed and i == len(shape) and (k == self.handler or k + 1 == self.handler and fits(self.instrs[k], "RERAISE"))

    def pass_closing_copies(self, shape):
        """3.10: the body's other normal exits (a try statement's else and
        clauses ending it) are each `POP_BLOCK; <copy of the finally body>`
        before a copy of the enclosing statement's close (its body's, or
        the clause's that this statement ends): the body falls off there,
        and the finally body runs after it (read over, the copy would be
        read as body code, run twice)."""
        reader = self.reader
        instrs = self.instrs
        facts = reader.facts
        n = len(shape)
        for j in range(self.start + 1, self.pop_block):
            block = reader.blocks[j]
            if not (fits(instrs[j], "POP_BLOCK") and block and block[-1] == ("S", self.handler)):
                continue
            close = j + 1 + n
            closes = close in facts.closing_tails or facts.handler_tail_actions.get(close, (None, True))[1] is False
            if closes and opnames(instrs, j + 1, close) == shape:
                reader.skip[j] = close

    def pass_raising_copies(self, shape):
        """3.10: a finally body ending in `raise` is copied onto the body's
        other ways out (an except clause or else ending a try statement in
        it) as `POP_BLOCK; <copy>`, with no jump after: the body falls off
        there and the finally body runs after it (read over, the copied
        `raise` would be read as the clause's own, re-raising its
        exception). A `return` or `break` there is laid out the same (the
        code after the copy is unreachable) and runs the same."""
        reader = self.reader
        instrs = self.instrs
        n = len(shape)
        for j in range(self.start + 1, self.pop_block):
            block = reader.blocks[j]
            if fits(instrs[j], "POP_BLOCK") and block and block[-1] == ("S", self.handler) and opnames(instrs, j + 1, j + 1 + n) == shape:
                reader.facts.closing_tails[j] = j + 1 + n

    def copy_replaces_value(self, pop_block):
        """3.9/3.10: whether the body ends in `return v`, v left on the
        stack at its POP_BLOCK, and the finally body's copy after it ends
        in the return that replaces v: the copy drops v just before its
        return (`POP_TOP`, or `ROT_TWO; POP_TOP` under a computed value),
        where the handler's copy leaves the handler."""
        reader = self.reader
        end = self.handler
        while end > pop_block + 1 and reader.blocks[end - 1] is None:
            end -= 1  # (3.9 leaves a dead copy of the return after it)
        try:
            with reader.trial:  # (what a failed reading learnt is rolled back)
                _, out = reader.block(self.start + 1, pop_block, self.sub(pop_block, pop_block), list(self.st.stack))
                if len(out) != len(self.st.stack) + 1:
                    return False
                copy, _ = reader.block(pop_block + 1, end, self.sub(end, None), list(out))
        except DecompilationError:
            return False
        if len(copy) < 2 or not isinstance(copy[-2], ast.Expr) or copy[-2].value is not out[-1]:
            return False
        return [_dump(x) for x in copy[:-2] + copy[-1:]] == [_dump(x) for x in self.final]

    def copy_leaves_to_end(self, copy_start):
        """3.10: whether [copy_start, handler) is the normal exit's copy of
        the finally body [handler, handler_end) whose last statement is a
        try statement (its no-match re-raise last in both): each way out of
        that statement, a copy of the closing RERAISE in the handler's copy,
        is a jump to handler_end (the code after the statement) in this one,
        or a copy of the enclosing finally body's re-raise that this
        statement ends."""
        instrs = self.instrs
        handler, end = self.handler, self.handler_end
        if handler - copy_start != end - handler or not fits(instrs[end - 1], "RERAISE"):
            return False
        blocks = self.reader.blocks
        leaves = False
        # (ending its block, the statement goes on where the block does: a
        # loop body's jump back)
        on = self.st.region.follow if end == self.st.end else None
        for x, y in zip(instrs[copy_start:handler], instrs[handler:end]):
            if fits(x, "JUMP") and (x.target.index == end or on is not None and self.reader.resolve(x.target.index) == on) and fits(y, "RERAISE"):
                leaves = True
            elif fits(x, "RERAISE") and fits(y, "RERAISE") and blocks[x.index] == blocks[copy_start] and blocks[y.index] == blocks[handler]:
                # (this statement ends an enclosing finally body's handler
                # copy: its ways out are copies of that one's re-raise)
                leaves = True
            elif not same_but_target(x, y):
                return False
            elif x.target is not None and x.target.index - copy_start != y.target.index - handler:
                return False
        return leaves

    def copy_returns(self, copy_start):
        """3.10: whether [copy_start, handler) is the normal exit's copy of
        the finally body where the opnames differ from the handler's copy:
        3.10 copies a short exit block onto each jump to it, and the handler
        copy's exits (a return) jump to one. A finally body that cannot
        finish (ends in `return`, or a statement every way through which
        leaves) needs no jump over the handler after its copy; another one
        is followed by the code after the statement, copied there (a
        `return x`, also onto the copy's own jumps to it: `self.tail`)."""
        final = self.final
        if not final or isinstance(final[-1], FallOff):
            return False
        reader = self.reader
        handler = self.handler
        level = reader.blocks[copy_start]
        if any(fits(x, "POP_EXCEPT|POP_BLOCK") and reader.blocks[k] == level for k, x in enumerate(self.instrs[copy_start:handler], copy_start)):
            return False  # (the copy leaves an enclosing statement: its code is not this one's)
        last = self.instrs[handler - 1]
        # (copy end, code after the statement copied there or None, where
        # the copy's ways out go)
        shapes = [(handler, None, self.handler_end)]
        if fits(last, "JUMP") and last.target.index >= self.handler_end:
            # A jump over the handler closes the copy (the handler copy's
            # nested statements end in copies of its RERAISE).
            shapes = [(handler - 1, None, last.target.index)]
        elif not cannot_finish(final[-1]):
            # The code after the statement follows the copy, or the copy's
            # ways out jump to it, past the handler (a branch ending in a
            # return needs no jump over the handler).
            tails = [t for t in range(handler - 1, copy_start, -1) if reader._short_exit_tail(t, handler) == t]
            shapes = [(handler, tails[0], None)] if tails else []
            loop = self.st.region.loop
            if fits(last, "RETURN_VALUE|RAISE_VARARGS|RERAISE") or loop is not None and fits(last, "JUMP") and reader.resolve(last.target.index) == loop.continue_to:
                # (a RERAISE: the copy's last statement is a try/finally,
                # its handler copy last; a jump back: a `continue` ending
                # it, an else laid out last; its other ways out jump past
                # the handler)
                shapes.append((handler, None, self.handler_end))
            # (the shortest exit block that can be is not always the code
            # after the statement: `return f(y)` after `y = ...`, whose
            # `y` alone loads too; the longer ones tried last)
            shapes += [(handler, t, None) for t in tails[1:]]
        for end, tail, follow in shapes:
            if self.copy_reads_as_final(copy_start, end, tail, follow):
                self.tail = tail
                return True
        return not cannot_finish(final[-1]) and self.copy_returns_inside(copy_start)

    def copy_returns_inside(self, copy_start):
        """3.10: copy_returns where the copy's last statement is a try
        statement with a finally body: the code after this statement
        (`return x`) is copied onto each of that one's ways out, before its
        own handler copies, which close the copy. Tried at each short exit
        block ending in a return, the last first."""
        reader = self.reader
        handler = self.handler
        for tail_end in range(handler - 1, copy_start + 1, -1):
            if not fits(self.instrs[tail_end - 1], "RETURN_VALUE"):
                continue
            for tail in range(tail_end - 1, copy_start, -1):
                if reader._short_exit_tail(tail, tail_end) != tail:
                    continue
                if self.copy_reads_as_final(copy_start, handler, tail, None, tail_end):
                    self.tail, self.tail_end = tail, tail_end
                    return True
        return False

    def copy_reads_as_final(self, copy_start, end, tail, follow, tail_end=None):
        """Whether [copy_start, end) reads as the finally body, then the
        code after the statement copied at [tail, tail_end) (or None; to the
        handler), its ways out going to follow."""
        reader = self.reader
        tail_end = tail_end or self.handler
        try:
            with reader.trial:  # (what a failed reading learnt is rolled back)
                copy, _ = reader.block(copy_start, end, self.sub(end, follow), list(self.st.stack))
                after = [] if tail is None else reader.block(tail, tail_end, self.sub(tail_end, None), list(self.st.stack))[0]
                if (
                    [_dump(x) for x in _distributed(copy)] != [_dump(x) for x in _distributed(self.final + after)]
                    and not _alike_but_breaks(copy, self.final + after)
                    and not self.final_read_from_copy(copy, after)
                    and not self.loop_exit_known_in_copy(copy, after)
                ):
                    raise self.error("not a copy of the finally body", self.instrs[copy_start])
        except DecompilationError:
            return False
        return True

    def final_read_from_copy(self, copy, after):
        """3.10: whether the normal copy's reading `copy` (then the code
        after the statement, `after`) is the finally body read from the
        handler copy but for a conditional value stored or passed on at
        its end (`y = 1 if a else b`, in the finally body or in a try
        statement's there): the handler copy's first arm jumps to the
        join, `STORE_FAST y; RERAISE`, a short exit block copied onto that
        jump, and reads as an if; the normal copy's jump goes to the join,
        followed by other code. The finally body is then the normal
        copy's reading (`_conditional_values_as_ifs`)."""
        if after:
            if len(copy) <= len(after) or [_dump(x) for x in copy[-len(after) :]] != [_dump(x) for x in after]:
                return False
            copy = copy[: -len(after)]
        loop = self.st.region.loop
        last = self.instrs[self.handler - 1]
        goes_round = loop is not None and fits(last, "JUMP") and self.reader.resolve(last.target.index) == loop.continue_to
        if goes_round and copy and isinstance(copy[-1], ast.Continue) and not (self.final and isinstance(self.final[-1], ast.Continue)):
            # (the statement ends the loop's body: the normal copy's jump
            # back, read with it, is the loop going round)
            copy = copy[:-1]
        if [_dump(x) for x in _distributed(copy)] == [_dump(x) for x in _distributed(self.final)]:
            # (the copies read alike but for what the comparison leaves
            # out, dead operands: not this shape, the handler copy's
            # reading keeps them)
            return False
        if [_dump(x) for x in _distributed(_conditional_values_as_ifs(copy))] != [_dump(x) for x in _distributed(_conditional_values_as_ifs(self.final))]:
            return False
        self.final = copy
        return True

    def loop_exit_known_in_copy(self, copy, after):
        """3.10: whether the normal copy's reading `copy` is the finally
        body ending in a loop, then the code after the statement (`after`,
        ending in a return), with that code copied onto each `break` of
        the loop (or a for loop, its breaks known to it: they pop its
        iterator): the handler copy, where the loop's way out is a copy of
        the closing re-raise, reads those breaks from their re-raises
        (`_settle_fall_offs`), inside a clause that falls off into one.
        Compared in one spelling of the jumps after a try statement; the
        finally body is then the normal copy's reading with its breaks
        back (it compiles back as the source did)."""
        if not after or len(copy) <= len(after) or [_dump(x) for x in copy[-len(after) :]] != [_dump(x) for x in after]:
            return False
        looped = _loop_returns_as_breaks(copy[: -len(after)], after) or deepcopy(copy[: -len(after)])
        if not isinstance(looped[-1], (ast.For, ast.AsyncFor, ast.While)):
            return False
        for lst in lists_inner_first(looped):
            # (the break's line marker, read as a `pass` before the copy)
            for k in range(len(lst) - 2, -1, -1):
                if isinstance(lst[k], ast.Pass) and isinstance(lst[k + 1], ast.Break):
                    jump = lst[k + 1]
                    jump.lineno = getattr(lst.pop(k), "lineno", None)
        if _jump_spelling(looped) != _jump_spelling(self.final):
            return False
        self.final = looped
        return True

    def without_handler_exits(self, copy_end):
        """The opnames of the finally body's handler copy [handler,
        copy_end) as its normal copy has them: a way out of the handler copy
        (`return`) first pops the exception and the handler."""
        instrs = self.instrs
        blocks = self.reader.blocks
        handler = self.handler
        out = []
        k = handler
        while k < copy_end:
            for way_out in (HANDLER_LEFT, HANDLER_LEFT_UNDER_VALUE):
                span = match(instrs, k, way_out, self.version)
                # (3.9: or dead, after a loop the body never leaves)
                if span and (blocks[span.end - 1] is None or blocks[span.end - 1] and blocks[span.end - 1][-1] == ("H", handler)):
                    seq_end = span.end
                    break
            else:
                seq_end = None
            if seq_end is not None:
                k = seq_end
                continue
            out.append(instrs[k].opname)
            k += 1
        return out

    # ------------------------------------------------------------------- body
    def read_exiting_body(self):
        """The body, which finishes at its normal exit (pop_block)."""
        reader = self.reader
        instrs = self.instrs
        st = self.st
        pop_block = self.pop_block
        body, out = reader.block(self.start + 1, pop_block, self.sub(pop_block, pop_block), list(st.stack))
        if self.replaced:
            body.append(ast.Return(value=reader._as_expr(out.pop(), instrs[pop_block])))
        if reader.options.values_outlive_try and reader._stack_changed(out, st) and not (body and isinstance(body[-1], ast.Return)):
            # generated code that calls, inside a `with`, a function
            # loaded before it: its result waits on the stack for the
            # code after the statement (values_outlive_try)
            self.results = reader._values_out_of_try(st, body, out, instrs[pop_block])
        leaving = self.closing_jump_leaves()
        if leaving is not None and not (body and isinstance(body[-1], LEAVING)):
            body.append(leaving())
        # (a `return v` through a copy ending in a branch: read_leaving_body)
        body = _return_through_copy(body, self.final, self.outer)
        if self.tail is None:
            return self.emit_stripped(body)
        # (the code after the statement `return None`: copies of it with
        # the finally body's lines are that code too)
        returns_none = self.tail_end - self.tail == 2 and LOADS_NONE.fits(instrs[self.tail])
        raising = fits(instrs[self.tail_end - 1], "RAISE_VARARGS")
        body, copy = self.after_statement(self.stripped(body), returns_none, raising)
        nxt = self.emit(body)
        self.push_out_of_try()
        emitted = reader._emit_tail(st, self.tail, self.tail_end)
        if copy is not None and not same_trees(emitted, copy):
            # The copies taken out of the body must be of that code.
            raise self.error("code after the try statement copied with changes", instrs[self.handler - 1])
        return nxt

    def closing_jump_leaves(self):
        """ast.Continue or ast.Break where the normal exit's jump after its
        copy (closing_jump) leaves the loop's body while the code after the
        statement goes on elsewhere: a `continue`/`break` ending the body,
        its `POP_BLOCK; <copy>; JUMP` laid out last before the handler as a
        body that finishes is (3.10 keeps no dead code after it); else None
        (loop_exits_through_finally.py::
        case_h19b_seed85_continue_in_try_finally_in_if)."""
        if not self.closing_jump or self.tail is not None:
            return None
        reader = self.reader
        st = self.st
        nxt = reader.past_skipped(self.final_end + 1, st.end)
        on = reader.follow_of(nxt, st.region) if nxt <= st.end else None
        if on is None:
            return None
        loop = st.region.loop
        jump = self.instrs[self.handler - 1]
        if nxt == st.end and loop is not None and reader.resolve(jump.target.index) == reader.resolve(loop.continue_to) and not self.loop_closes_at(st.end):
            # (the statement ends a while loop's body, whose own closing
            # jump back, which a body that finishes jumps to, is not there:
            # this jump back is the body's `continue`; a for loop's is
            # threaded into it, and unreachable, alike)
            return ast.Continue
        return loop_exit_kind(reader.resolve, loop, jump, on)

    def loop_closes_at(self, k):
        """Whether the loop's own jump back lies at k (a for loop's: taken
        for there)."""
        reader = self.reader
        loop = self.st.region.loop
        if fits(self.instrs[loop.head], "FOR_ITER"):
            return True
        return k < reader.count and fits(self.instrs[k], "JUMP") and reader.resolve(self.instrs[k].target.index) == reader.resolve(loop.continue_to)

    def read_leaving_body(self):
        """The body, which never finishes (every way out leaves through a
        copy of the finally body)."""
        reader = self.reader
        instrs = self.instrs
        handler = self.handler
        # The normal exit's jump after a copy that ends in a branch
        # survives the return before it, unreachable.
        end = handler - 1 if fits(instrs[handler - 1], "JUMP") and reader.blocks[handler - 1] is None else handler
        body = self.read_dead_ending_body(end)
        if not (body and cannot_finish(body[-1])):
            raise self.error("finally body not copied after the try body", instrs[handler - 1])
        body = _return_through_copy(body, self.final, self.outer)
        if isinstance(body[-1], FallOff) and _copy_before(body, len(body) - 1, [_dump(x) for x in self.final]) is None:
            # The copy run on the way out must be all that follows the
            # body's POP_BLOCK.
            raise self.error("finally body not copied before the outer finally body ends", instrs[handler - 1])
        rets = self.returns_after_statement(body)
        if rets:
            # `return x` after the statement, copied behind the finally
            # body's copy (and into its branches): x is loaded after the
            # POP_BLOCK (a return in the body loads it before, a
            # constant is loaded after both).
            body = _strip_copies(body, self.final, loops=True, outer=self.outer)
            body, copy = self.after_statement(body)
            if copy is None:
                copy = [body.pop()]
            self.check_nothing_left(body)
            nxt = self.emit(body)
            for stmt in copy:
                reader.emit(self.st, stmt, instrs[rets[-1]])
            return nxt
        return self.emit_stripped(body)

    def read_dead_ending_body(self, end):
        """The body [start + 1, end) of a try that never finishes. 3.9
        leaves dead copies of the finally body's last loop or try after the
        body's return, read without them; but dead statements after an
        endless loop or a raise (`return x` and its copy of the finally
        body) are the source's: the body is read with them when it can."""
        reader = self.reader
        live_end = end
        if self.version.KEEPS_UNREACHABLE_CODE and not self.version.FINALLY_SUBROUTINES:
            while live_end > self.start + 1 and reader.blocks[live_end - 1] is None:
                live_end -= 1
        if live_end < end:
            try:
                with reader.trial:
                    body, _ = reader.block(self.start + 1, end, self.sub(end, None), list(self.st.stack))
                    if not (body and cannot_finish(body[-1])):
                        raise self.error("dead code read as a way on", self.instrs[end - 1])
                    return body
            except DecompilationError:
                pass
        return reader.block(self.start + 1, live_end, self.sub(live_end, None), list(self.st.stack))[0]

    def returns_after_statement(self, body):
        """3.10: the RETURN_VALUEs after the body's last POP_BLOCK when they
        are a `return x` after the statement copied behind the finally
        body's copy (x loaded after the POP_BLOCK); else []."""
        instrs = self.instrs
        k = self.reader._last_pop_block(self.start, self.handler)
        rets = [j for j in range(k + 1, self.handler) if fits(instrs[j], "RETURN_VALUE")] if k is not None else []
        if (
            self.version.BLOCK_EXIT_COPIES
            and rets
            and all(instrs[j - 1].opname.startswith("LOAD_") and not fits(instrs[j - 1], "LOAD_CONST") for j in rets)
            and isinstance(body[-1], ast.Return)
            and _copy_before(body, len(body) - 1, [_dump(x) for x in self.final]) is not None
        ):
            return rets
        return []

    def emit_stripped(self, body):
        """Emit the Try from the body, without its copies of the finally
        body, and the code after the statement copied into its ends."""
        instrs = self.instrs
        handler = self.handler
        self.adopt_copy_reading(body)
        if self.version.BLOCK_EXIT_COPIES and not self.outer and self.pop_block is None:
            if _end_without_copy(body, [_dump(x) for x in self.final], max(self.final_lines(), default=0)):
                # The body's normal exit (its copy of the finally body, read
                # differently from the handler's) was not found: left in the
                # body, that copy would run twice.
                raise self.error("a way out of the try body runs no copy of the finally body", instrs[handler - 1])
        body = self.stripped(body)
        body, after = self.after_statement(body)
        self.check_nothing_left(body)
        if after is None:
            nxt = self.emit(body)
            self.push_out_of_try()
            return nxt
        if self.pop_block is not None:
            raise self.error("code after the statement copied into a try body that jumps past it", instrs[handler - 1])
        nxt = self.emit(body)
        for stmt in after:
            self.reader.emit(self.st, stmt, instrs[handler - 1])
        return nxt

    def stripped(self, body):
        """The body without its copies of the finally body."""
        self.adopt_copy_reading(body)
        body = _strip_overriding_copies(_strip_copies(body, self.final, loops=True, outer=self.outer), self.final)
        if not self.outer and _shared_return_values(body):
            # A value computed once, before a copy of the finally body that
            # was not recognised, would be written (and computed) twice.
            # (Inside another finally body's try, that one's copy is left
            # for it to strip: it checks.)
            raise self.error("return value computed before a finally body copy", self.instrs[self.handler - 1])
        self.check_no_copy_left(body)
        if _exiting_copy_left(body, self.final):
            raise self.error("a copy of a finally body that cannot finish left in the try body", self.instrs[self.handler - 1])
        return body

    def check_no_copy_left(self, body):
        """3.10: a compound statement left in the stripped body on a line
        of the finally body is a copy of it that was not recognised (read
        otherwise than the handler copy: 3.10 copies a return after a with
        in it onto the with's normal exit, which the handler copy jumps
        to): left there, it would run the finally body twice. (Code
        written in the body is on earlier lines; the code after the
        statement and the enclosing finally bodies' copies on later ones.)"""
        # (the finally body's own statements: the handler copy's lines
        # also hold enclosing withs' exits, on earlier lines)
        lines = [getattr(n, "lineno", None) or 0 for stmt in self.final for n in ast.walk(stmt) if isinstance(n, ast.stmt)]
        lines = [line for line in lines if line]
        if not self.version.BLOCK_EXIT_COPIES or not lines:
            return
        low, high = min(lines), max(lines)
        for node in (n for stmt in body for n in ast.walk(stmt)):
            if isinstance(node, _COMPOUND) and low <= (getattr(node, "lineno", None) or 0) <= high:
                raise self.error("a copy of the finally body left in the try body", self.instrs[self.handler - 1])

    def adopt_copy_reading(self, body):
        """3.10: in a body that protects nothing (protects_nothing) all
        before the way out is the finally body's normal copy; where it
        reads as the handler copy but for a conditional value at its end
        (final_read_from_copy: `y = a or f(a) if c else b`, the handler
        copy's first arm an if with the store and re-raise copied), the
        finally body is its reading (the copies then strip alike)."""
        if not self.version.BLOCK_EXIT_COPIES or self.outer or not self.protects_nothing():
            return
        rest = body[:-1] if body and isinstance(body[-1], LEAVING) else body
        if rest and [_dump(x) for x in rest] != [_dump(x) for x in self.final]:
            self.final_read_from_copy(list(rest), [])

    def protects_nothing(self):
        """3.9+: whether the body protects nothing: its POP_BLOCK right
        after the SETUP_FINALLY (`try: continue`, `try: return 5`, `try:
        pass`)."""
        k = self.start + 1
        while k < self.handler and fits(self.instrs[k], "NOP"):
            k += 1
        return not self.version.FINALLY_SUBROUTINES and fits(self.instrs[k], "POP_BLOCK")

    def check_nothing_left(self, body):
        """3.9+: a body that protects nothing (`try: continue`: the
        POP_BLOCK right after the SETUP_FINALLY, the rest the finally
        body's copy and the way out) holds nothing but that way out once
        the copies are stripped; a statement besides it is a copy not
        recognised (read otherwise than the handler copy: 3.10 lays out a
        conditional value's arms apart), which would run the finally body
        twice: refused."""
        if not self.protects_nothing():
            return
        rest = body[:-1] if body and isinstance(body[-1], LEAVING) else body
        # (an enclosing finally body's copy is left for that statement)
        if any(not isinstance(x, ast.Pass) and _dump(x) not in self.outer for x in rest):
            raise self.error("finally body copy not found in a try body that protects nothing", self.instrs[self.handler - 1])

    def push_out_of_try(self):
        """The values the try body left on the stack (`_values_out_of_try`)
        wait there for the code after the statement."""
        if self.results is not None:
            kept, values = self.results
            self.st.stack[kept:] = values

    def after_statement(self, body, returns_none=False, raising=False):
        """_after_statement_copies for this statement: (body, copy or None).
        `raising`: the code after the statement is a raise (self.tail)."""
        if not self.version.BLOCK_EXIT_COPIES or self.outer and not raising:
            # (Inside another try/finally body a return's own runs that
            # one's finally body too, on its lines. A raise runs none: its
            # copies are taken off there too, only raises, else they would
            # run this finally body twice.)
            return body, None
        lines = self.final_lines()
        first_line = min(lines, default=0) if returns_none else None
        only_raises = bool(self.outer)
        # A try/except ending the body leaves its clauses (and its body,
        # without an else) by a jump to the normal exit (POP_BLOCK, the
        # finally body's copy, the code after), onto which the compiler
        # copies that block only when it is short (MAX_COPY_SIZE; that
        # code two instructions at least); an else, or a last bare clause
        # (no RERAISE after it), falls into it. Past those, a return
        # ending them is written there.
        clauses_copied = self.final_end - self.handler + 3 <= MAX_COPY_SIZE
        body, copy = _after_statement_copies(body, first_line, max(lines, default=0), [_dump(x) for x in self.final], only_raises,
                                             clauses_copied)
        if copy is False:
            raise self.error("code after the try statement copied where it cannot be moved out", self.instrs[self.handler - 1])
        return body, copy

    def final_lines(self):
        """The line numbers of the finally body's handler copy (0: none)."""
        return [x.lineno or 0 for x in self.instrs[self.handler : self.final_end + 1]]

    def emit(self, body):
        """Emit the Try (a lone try/except body takes the finally body);
        where reading goes on."""
        final = self.final
        if len(body) == 1 and isinstance(body[0], ast.Try) and not body[0].finalbody and body[0].handlers:
            node = body[0]
            node.finalbody = final or [ast.Pass()]
        else:
            node = ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=final or [ast.Pass()])
        self.reader.emit(self.st, node, self.instrs[self.start])
        return self.final_end + 1


def _after_statement_copies(body, first_line, after_line, final, only_raises=False, clauses_copied=True):
    """3.10 copies a short exit block after a try/finally statement (`return
    x`) behind each copy of the finally body in the try body: the returns
    there on lines after the statement (the finally body's last line,
    `after_line`) are that code. Where that code is `return None`
    (first_line not None), so is a `return None` that takes a line of the
    finally body (from `first_line` on): the implicit one ending the
    function, whose copies take the line of the code before them (one
    written in the try body, whose None is loaded after the copy, takes
    it too: moved after the statement, it returns the same). A short block
    of simple statements ending in the return (`x = a`, then the implicit
    `return None`) is copied whole, behind a copy of the finally body
    (`final`, dumped) that is taken off with it. Take them off the ends of
    the body's last statement (those ways then fall off the body, where
    that code runs after the finally body): (body, copy) with copy the
    statements they all are, or None where there are none; False where
    one is left elsewhere (it would run before the finally body).
    `only_raises`: the code after is a raise, the statement inside another
    finally body's try (its returns are that one's to read). `clauses_copied`:
    whether a try/except's clauses (but a last bare one) and its body
    (without an else) may end in such copies."""
    def after(node, lined=False):
        # (A raise only on a line after the statement: a raise in the try
        # body runs no copy of the finally body.)
        line = getattr(node, "lineno", None) or 0
        if isinstance(node, ast.Raise):
            return line > after_line
        if only_raises or not isinstance(node, ast.Return):
            return False
        implicit = (node.value is None or is_const(node.value, None, check=True)) and not getattr(node, "_written", False)
        return line > after_line or not lined and implicit and first_line is not None and line >= first_line

    copies = []
    unmatched = []

    def strip(stmts, lined=False):
        if stmts and after(stmts[-1], lined):
            copy = [stmts.pop()]
            while stmts and _copied_before_return(stmts[-1], after_line):
                copy.insert(0, stmts.pop())
            if len(copy) > 1 or isinstance(copy[-1], ast.Raise):
                # (more than a return copied, or a raise: the copy of the
                # finally body before it was not taken for one, and goes
                # with it)
                n = len(final)
                if [_dump(x) for x in stmts[len(stmts) - n :]] != final:
                    unmatched.append(copy)
                del stmts[len(stmts) - n :]
            copies.append(copy)
            strip(stmts, lined)  # (what comes before now ends there)
        elif stmts and isinstance(stmts[-1], ast.If):
            node = stmts[-1]
            strip(node.body, lined)
            strip(node.orelse, lined)
            node.body = node.body or [ast.Pass()]
        elif stmts and isinstance(stmts[-1], ast.Try) and stmts[-1].handlers and not stmts[-1].finalbody:
            # The ends of the else (or of the body, without one) and of the
            # clauses are the statement's.
            node = stmts[-1]
            # (else only code on a line after the statement: a loop's exit
            # copied onto a `break`, not an implicit `return None`)
            strip(node.orelse or node.body, lined or not (node.orelse or clauses_copied))
            node.body = node.body or [ast.Pass()]
            for handler in node.handlers:
                strip(handler.body, lined or not (clauses_copied or handler is node.handlers[-1] and handler.type is None))
                handler.body = handler.body or [ast.Pass()]
        elif stmts and isinstance(stmts[-1], Match):
            # (each case's end is the statement's, as an if's branches)
            for case in stmts[-1].cases:
                strip(case.body, lined)
                case.body = case.body or [ast.Pass()]

    strip(body)
    # (only_raises: inside another finally body's try, whose copies on
    # later lines stay in the body for that statement)
    kinds = ast.Raise if only_raises else ast.stmt
    left = any(isinstance(n, kinds) and (getattr(n, "lineno", None) or 0) > after_line for stmt in body for n in ast.walk(stmt))
    if left or unmatched or not all(same_trees(c, copies[0]) for c in copies):
        return body, False
    return body, copies[0] if copies else None


def _end_without_copy(stmts, final, after_line):
    """3.10: whether an end of stmts (where _after_statement_copies looks)
    is a lone `return` on a line after the statement (after_line), or a
    `continue` or `break`, with no copy of the finally body (`final`,
    dumped) before it: the code after the statement (a loop's jump back) is
    copied there behind the copy of the finally body the way out runs, so
    that copy was read differently."""
    if not stmts:
        return False
    last = stmts[-1]
    if isinstance(last, (ast.Continue, ast.Break)):
        return _copy_before(stmts, len(stmts) - 1, final) is None
    if isinstance(last, ast.Return):
        lone = len(stmts) < 2 or not _copied_before_return(stmts[-2], after_line)
        return (getattr(last, "lineno", None) or 0) > after_line and lone and _copy_before(stmts, len(stmts) - 1, final) is None
    if isinstance(last, ast.If):
        return _end_without_copy(last.body, final, after_line) or _end_without_copy(last.orelse, final, after_line)
    if isinstance(last, ast.Try) and last.handlers and not last.finalbody:
        ends = [last.orelse or last.body] + [h.body for h in last.handlers]
        return any(_end_without_copy(end, final, after_line) for end in ends)
    if isinstance(last, Match):
        return any(_end_without_copy(case.body, final, after_line) for case in last.cases)
    return False


def _copied_before_return(stmt, after_line):
    """Whether `stmt`, before a return after the statement, is part of the
    exit block 3.10 copied with it (`x = a` then the implicit `return
    None`): a simple statement on a line after the statement's, which
    goes on (a return before it is a copy of its own)."""
    return not hasattr(stmt, "body") and not isinstance(stmt, LEAVING) and (getattr(stmt, "lineno", None) or 0) > after_line


def _jump_spelling(stmts):
    """stmts dumped in one spelling of a `break` or `continue` after a try
    statement (`_clause_jump_spelling`), where the code after a try whose
    clauses never finish is its else (only its body falls off into it)."""
    out = _clause_jump_spelling(stmts)
    for lst in lists_inner_first(out):
        for k, s in enumerate(lst[:-1]):
            if isinstance(s, ast.Try) and s.handlers and not s.orelse and not s.finalbody and all(h.body and cannot_finish(h.body[-1]) for h in s.handlers):
                s.orelse = lst[k + 1 :]
                del lst[k + 1 :]
                break
    return [_dump(x) for x in out]


def _distributed(stmts):
    """stmts with the statements after each if (and match ending in a
    wildcard case) moved onto the ends of its branches that can finish: the
    form 3.10's copies of exit blocks at each jump to them read in, and an
    if whose body cannot finish then holds the statements after it as its
    else. A try statement with clauses and a finally body is spelt as the
    try/finally holding the try/except it compiles as (a lone try/except
    body takes the finally body when read: TryFinally.emit). Nodes are
    copied, not changed."""
    out = []
    for i, s in enumerate(stmts):
        rest = stmts[i + 1 :]
        if isinstance(s, ast.Try) and s.handlers and s.finalbody:
            inner = ast.Try(body=s.body, handlers=s.handlers, orelse=s.orelse, finalbody=[])
            s = ast.Try(body=[inner], handlers=[], orelse=[], finalbody=s.finalbody)
        if isinstance(s, ast.If):
            node = deepcopy(s)
            node.body = _distributed(_then(node.body, rest))
            node.orelse = _distributed(_then(node.orelse, rest))
            out.append(node)
            return out
        if isinstance(s, ast.Match) and s.cases and (rest or _wildcard(s.cases[-1])):
            node = deepcopy(s)
            if not _wildcard(node.cases[-1]):
                # (no case matching runs the rest: a wildcard case's body)
                node.cases.append(ast.match_case(pattern=ast.MatchAs(pattern=None, name=None), guard=None, body=[]))
            for case in node.cases:
                case.body = _distributed(_then(case.body, rest))
            out.append(node)
            return out
        out.append(s)
        if cannot_finish(s):
            return out  # (what follows never runs)
    return out


def _alike_but_breaks(copy, final):
    """Whether `copy` is `final` but for a loop's returns read as breaks
    (_breaks_returned), compared with the code after each if moved into
    its branches in the loop bodies too."""
    undone = _breaks_returned(copy)
    return undone is not copy and [_dump(x) for x in _deep_distributed(undone)] == [_dump(x) for x in _deep_distributed(final)]


def _deep_distributed(stmts):
    """_distributed, in the bodies of the loops in stmts too (copied); a
    with ending in `return <constant>` that the statement after it repeats
    without it (3.10 copies that short exit onto the with's normal exit,
    after its exit call: the constant's return runs the same either
    side)."""
    out = []
    stmts = _distributed(stmts)
    for k, stmt in enumerate(stmts):
        if isinstance(stmt, (ast.For, ast.AsyncFor, ast.While)):
            stmt = deepcopy(stmt)
            stmt.body = _deep_distributed(stmt.body)
        elif isinstance(stmt, (ast.With, ast.AsyncWith)):
            stmt = deepcopy(stmt)
            after = stmts[k + 1] if k + 1 < len(stmts) else None
            if _constant_return(after) and len(stmt.body) > 1 and _dump(stmt.body[-1]) == _dump(after):
                stmt.body.pop()
            stmt.body = _deep_distributed(stmt.body)
            if len(stmt.body) == 1 and type(stmt.body[0]) is type(stmt):
                # (`with a: with b:` compiles as `with a, b:`)
                stmt.items, stmt.body = stmt.items + stmt.body[0].items, stmt.body[0].body
        out.append(stmt)
    return out


def _constant_return(stmt):
    return isinstance(stmt, ast.Return) and (stmt.value is None or is_const(stmt.value))


def _breaks_returned(stmts):
    """stmts ending in `for ...: ... break ... else: continue` then `return
    v` (or `raise`), read back as the for loop whose body holds `return v`
    where the break is, with no else: the reading of a loop's return that
    pops its iterator first as a break and the code after it
    (LoopReader.orphan_break), the loop's fall off going round an
    enclosing loop. Where the copy of a finally body ending a loop's body
    is read so and its handler copy with the returns (3.10), the two run
    alike. stmts itself where it does not end so; nodes are copied."""
    if len(stmts) < 2 or not isinstance(stmts[-2], (ast.For, ast.AsyncFor)) or not isinstance(stmts[-1], (ast.Return, ast.Raise)):
        return stmts
    loop, leave = stmts[-2], stmts[-1]
    if len(loop.orelse) != 1 or not isinstance(loop.orelse[0], ast.Continue):
        return stmts
    loop = deepcopy(loop)
    loop.orelse = []
    _breaks_as(loop.body, leave)
    return stmts[:-2] + [loop]


def _breaks_as(stmts, leave):
    """Each `break` of the loop whose body is `stmts` (not those of loops
    nested in it) replaced by a copy of `leave`, in place."""
    for k, stmt in enumerate(stmts):
        if isinstance(stmt, ast.Break):
            stmts[k] = deepcopy(leave)
        elif isinstance(stmt, (ast.For, ast.AsyncFor, ast.While, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            _breaks_as(getattr(stmt, "orelse", []), leave)
        else:
            for field in ("body", "orelse", "finalbody"):
                inner = getattr(stmt, field, None)
                if isinstance(inner, list):
                    _breaks_as(inner, leave)
            for handler in getattr(stmt, "handlers", ()):
                _breaks_as(handler.body, leave)
            for case in getattr(stmt, "cases", ()):
                _breaks_as(case.body, leave)


def _then(branch, rest):
    return branch if branch and cannot_finish(branch[-1]) else branch + rest


def _wildcard(case):
    return case.guard is None and isinstance(case.pattern, ast.MatchAs) and case.pattern.pattern is None and case.pattern.name is None


def _return_through_copy(body, final, outer=()):
    """3.9/3.10: `return v` ending a try body, v computed before the finally
    body's normal copy (then the enclosing finally bodies' copies, `outer`,
    dumped); a copy that branches gets the RETURN_VALUE at the end of each
    branch instead of one after it."""
    for stmt in body:
        if isinstance(stmt, (ast.With, ast.AsyncWith)):
            # (`return` in a with: its exit runs first)
            _return_through_copy(stmt.body, final, outer)
    tail = body
    last = tail[-1] if tail else None
    if not isinstance(last, (ast.If, ast.Try)):
        return body
    if not _returned_through(body, final, outer) and isinstance(last, ast.If):
        # (an if ending the body: each branch may end in its own `return
        # v` through a copy)
        _return_through_copy(last.body, final, outer)
        _return_through_copy(last.orelse, final, outer)
    return body


def _returned_through(tail, final, outer):
    """_return_through_copy where the copy (then `return v`) ends `tail`
    itself: whether it did (`tail` changed)."""
    last = tail[-1]
    rets = [x for x in ast.walk(last) if isinstance(x, ast.Return)]
    if not rets or any(r.value is not rets[0].value for r in rets):
        return False
    stripped = deepcopy(last)
    _drop_exit_copies(stripped, [_dump(rets[0])])
    if any(isinstance(x, ast.Return) for x in ast.walk(stripped)):
        return False
    mine = [_dump(x) for x in final]
    for want in (mine, mine + list(outer)):
        n = len(want)
        if n and len(tail) >= n and [_dump(x) for x in tail[len(tail) - n : -1]] + [_dump(stripped)] == want:
            tail[len(tail) - n :] = [ast.Return(value=rets[0].value)]
            return True
    return False
