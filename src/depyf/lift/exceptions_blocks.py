"""try/except/finally and with statements read from the block stack
(SETUP_FINALLY, SETUP_WITH, POP_BLOCK: CPython 3.8-3.10): `BlockStackOps`,
the lifter's entry points into the readers of the `blocks` package (one
class per statement kind there; see its notes for the layouts)."""

import ast

from .blocks.exit_copies import ExitCopyOps
from .blocks.index import BlockIndexOps
from .blocks.try_except import TryExcept
from .blocks.try_finally import TryFinally
from .blocks.while_true import WhileTrueOps
from .blocks.with_statement import WithStatement
from ..bytecode.idioms import ASYNC_WITH_SETUP, BEFORE_EXIT_COPY, JUMP, UNDER_EXCEPTION, fits, match
from .exceptions_shared import FallOff, SharedExceptionOps, _Marker


class BlockStackOps(WhileTrueOps, ExitCopyOps, BlockIndexOps, SharedExceptionOps):
    """3.8-3.10: statements recovered from the block stack."""

    # ------------------------------------------------------- entry points
    def _index_exceptions(self):
        self._start_exception_index()
        self._index_blocks()

    def try_around_loop(self, head, tail):
        """A try statement is read where its SETUP_FINALLY is (a loop's head
        is never one): the loop is read first."""
        return False

    def moved_handler_code(self, start, end):
        """Handlers stay where the compiler put them, after their body."""
        return []

    def clause_returns_none(self, start, end):
        """(3.12+: a moved clause of a try in [start, end) ending in the copied `return None`.)"""
        return False

    def past_handler(self, head, tail, st_end):
        """(3.11+ reading; 3.10's shape is clause_continue_end.)"""
        return None

    def rest_ends_block(self, head, end, st_end, falls=False):
        """Where [end, st_end), following the try statement closing a `while
        True:` (its handler's end), ends the block with a return or raise,
        every jump from [head, st_end) staying inside and none from [end,
        st_end) going back to the head; None otherwise. `falls`: the
        block's end, which the code falls off instead (jumps may go there
        too: where the block goes, as a `break` there would)."""
        return self._rest_ends_at(head, end, st_end, falls)

    def try_runs_past(self, head, tail):
        """(3.11+: a try statement's body going on past a loop's jump back.)"""
        return False

    def try_body_falls_out(self, head, tail, st_end):
        """(3.12+: a try body closing a `while True:` by falling out.)"""
        return None

    def handler_break(self, head, exit_):
        """(3.12+: handlers laid out after a loop's jump back.)"""
        return None

    def branch_exit(self, end):
        """The instruction that ends the branch [.., end): its last."""
        return end - 1

    def pop_handler_value(self, st, value, ins):
        """3.9/3.10: a finally body left early (`return` in it) from its
        handler copy pops the three values of the exception, then the
        handler."""
        nxt = ins.index + 1
        if not isinstance(value, _Marker) or value.kind != "exc" or nxt + 1 >= self.count:
            return False
        instrs = self.instrs
        while nxt < self.count and fits(instrs[nxt], "POP_TOP") and nxt - ins.index < 3:
            nxt += 1
        rotated = match(instrs, nxt, UNDER_EXCEPTION, self.version)
        if rotated and rotated.end < self.count:
            nxt = rotated.end  # (`return value`: rotated under them)
        return fits(instrs[nxt], "POP_EXCEPT")

    def loop_exit_after_else(self, body_start, false_to, end):
        """3.10: `if c: <while True left only by breaks> else: B` then X:
        the then-branch never falls through, so it reads as an if without
        else, but its breaks out of a try/finally (or a with) are copies
        of X (after the finally body's copy, or the exit call), and X is
        after B. Where X starts (the if/else ends there, the loop's breaks
        go there), or None."""
        past = self._closing_copy_else(body_start, false_to, end)
        if past is None:
            past = self._clause_copy_else(body_start, false_to, end)
        if past is None:
            past = self._statement_continue_else(body_start, false_to, end)
        if past is not None:
            return past
        head = self._loop_head_before_else(body_start, false_to)
        if head is None:
            return None
        instrs = self.instrs
        sites = [self._finally_exit_copy(k, head, false_to) for k in range(head, false_to) if fits(instrs[k], "POP_BLOCK")]
        sites = [x for x in sites if x is not None]

        def copied(p, final):
            return fits(instrs[p - 1], BEFORE_EXIT_COPY) or self._after_finally_copy(p, final) or self._after_with_exit(p)

        return self._one_real_exit(body_start, false_to, end, sites, copied)

    # ------------------------------------------------------------ dispatch
    def op_SETUP_FINALLY(self, ins, st):
        if self.version.EXCEPTION_TABLE:
            raise self.error("exception handling shape not supported", ins)
        handler = ins.target.index
        if self._is_try_except_handler(handler):
            return TryExcept(self, ins.index, handler, st).read()
        return TryFinally(self, ins.index, handler, st).read()

    def op_SETUP_WITH(self, ins, st):
        if self.version.EXCEPTION_TABLE:
            raise self.error("exception handling shape not supported", ins)
        return WithStatement(self, ins, st, False).read()

    def op_SETUP_ASYNC_WITH(self, ins, st):
        raise self.error("async with without BEFORE_ASYNC_WITH", ins)

    def op_BEFORE_ASYNC_WITH(self, ins, st):
        """`BEFORE_ASYNC_WITH; GET_AWAITABLE; LOAD_CONST None; YIELD_FROM;
        SETUP_ASYNC_WITH h` awaits __aenter__ and opens the block."""
        statement_start = ins.index
        if not match(self.instrs, statement_start + 1, ASYNC_WITH_SETUP, self.version):
            raise self.error("async with shape not supported", ins)
        manager = self.pop(st, ins)
        return WithStatement(self, self.instrs[statement_start + 4], st, True, manager).read()

    def op_RERAISE(self, ins, st):
        """3.10: a copy of the RERAISE that ends the finally body around,
        closing a way out of a statement nested in it: the finally body
        falls off its end there. (Copies left up to the end are those of
        the other ways out of a condition read as one: `if a and b:`, or
        skipped.)"""
        top = st.stack[-3:]
        # (past what a reader skips: a conditional value's else arm and its
        # copy of the code after it, `g(a if c else b)` ending the body,
        # try_ternary_copied_tail)
        rest = self.past_skipped(ins.index + 1, st.end)
        copies = all(fits(x, "RERAISE") for x in self.instrs[rest : st.end])
        if not self.version.BLOCK_EXIT_COPIES or not copies or len(top) < 3 or not all(isinstance(v, _Marker) and v.kind == "exc" for v in top):
            raise self.error("exception handling shape not supported", ins)
        self.emit(st, FallOff(), ins)
        return st.end

    def op_POP_BLOCK(self, ins, st):
        """An early exit (or the end) of a protected body."""
        k = ins.index
        e = self.facts.closing_tails.get(k)
        if e is not None:
            if e != st.end:
                raise self.error("code after a copy of the code after the try statement", ins)
            return e  # (TryExcept.read_nested_closing_ends)
        if self.version.BLOCK_EXIT_COPIES and st.region.loop is not None and self._is_try_except_block(k):
            # `break` in a try body: its jump to a short loop exit became a copy.
            e = self._fresh_tail(k + 1, st.end)
            if e is not None and self._copies_loop_exit(k + 1, e, st.region.loop):
                self.emit(st, ast.Break(), ins)
                return e
        e = self._finally_break_copy(k, st)
        if e is not None:
            self.emit(st, ast.Break(), ins)
            return e
        done = self._closing_copies(k, st)
        if done is not None:
            return done
        n, _ = self._with_exit_len(k)
        if n:
            e = self._with_break_copy_end(k + n, st)
            if e is not None:
                # `break` out of the with body: its exit call, then the
                # jump to a short loop exit became a copy of it.
                self._drop_exit(st, ins)
                self.emit(st, ast.Break(), ins)
                return e
            if self._runs_after_with_exit(k + n, st):
                raise self.error("code after a with's exit call in its body", ins)
            if not self._dead_after_exit(k + n, st):
                self._drop_exit(st, ins)
            return k + n
        return None

    def _with_break_copy_end(self, k, st):
        """3.10: the end of the copy of the loop's short exit block (a
        raise, a return of a computed value) at k, right after a with's
        exit call: that with body's `break` (a loop that never goes round,
        never_round_loops.never_round_break; with_and_loops.py::
        case_hb16_break_from_with_in_never_round_while_computed_return);
        None otherwise."""
        loop = st.region.loop
        if not self.version.BLOCK_EXIT_COPIES or loop is None:
            return None
        end = self._fresh_tail(k, st.end)
        return end if end is not None and self._copies_loop_exit(k, end, loop) else None

    def _runs_after_with_exit(self, k, st):
        """3.10: whether the with exit call ending at k is followed by a
        copy of a short exit block (a raise, a return of a computed value)
        that runs once the with is left: a `break` whose loop exit was
        copied there and not read as one. Read on in the body, it would run
        before __exit__ (with_exits_in_loops.py::
        case_break_out_of_with_in_while_1_before_raise). A return that
        only moves locals and constants reads the same there (`x = None;
        return n`: __exit__ cannot see or rebind them)."""
        if not self.version.BLOCK_EXIT_COPIES:
            return False
        end = self._fresh_tail(k, st.end)
        if end is None:
            return False
        instrs = self.instrs
        quiet = all(fits(x, "LOAD_FAST|LOAD_DEREF|LOAD_CONST|STORE_FAST") for x in instrs[k : end - 1])
        return not (quiet and fits(instrs[end - 1], "RETURN_VALUE"))

    def _dead_after_exit(self, k, st):
        """3.8/3.9: whether the with exit ending at k leaves the body by a
        jump (`continue`, `break`) that dead code in the block follows
        (kept; `for ... else: continue`, then code after the loop): the
        compiler wrote that code inside the with still, the exit marker
        on the stack."""
        instrs = self.instrs
        return (self.version.KEEPS_UNREACHABLE_CODE and k + 1 < st.end and fits(instrs[k], JUMP)
                and k + 1 not in self.flow.jump_sources)

    def op_POP_FINALLY(self, ins, st):
        """3.8: a way out of a finally body (`return` in it) drops what
        entering the body pushed; the value returned (arg 1) stays on top."""
        if not self.version.FINALLY_SUBROUTINES:
            return self._unsupported(ins, st)
        keep = self.pop(st, ins) if ins.arg else None
        if not st.stack or not isinstance(st.stack[-1], _Marker) or st.stack[-1].kind != "fin":
            raise self.error("POP_FINALLY outside a finally body", ins)
        st.stack.pop()
        if ins.arg:
            st.stack.append(keep)
        return None

    def op_CALL_FINALLY(self, ins, st):
        """3.8: run the finally body on the way out; it is in the Try node."""
        return None

    def _drop_exit(self, st, ins):
        """Leaving a with body early: its exit call ran (op_POP_BLOCK)."""
        self._pop_exit_marker(st, ins)

