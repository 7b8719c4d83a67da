"""What the exception table says about the code around an instruction
(3.11+): the handlers covering it, each handler's cleanup block, whether a
handler is a try/except's or a finally body's, where the handlers 3.12+
moves after the function lead back to. Queries of the lifter
(`TableIndexOps`), used by every statement reader of the family and by
the lifter's loop readers.
"""

from ...bytecode.idioms import (
    ANY_JUMP,
    AWAIT,
    COND_JUMP,
    EXCEPTION_POPPED,
    FINALLY_ONLY_RETURNS,
    HANDLER_CLEANUP,
    JUMP,
    NO_FALLTHROUGH,
    WITH_SWALLOW,
    fits,
    match,
    same_but_target,
    where,
)
from ..exceptions_shared import CLEANUP_SIZE
from .copy_paths import copy_by_paths_end, returning_copy_by_paths_end

class TableIndexOps:
    """The lifter's queries over the exception table (`self.cover`: the
    handler covering each instruction, bytecode/regions.py)."""

    def _handler_back_jumps(self, starts):
        """3.12+ moves handlers after the function body, so a handler that
        finishes jumps backwards: to the code after its statement, or to the
        head of a loop around it. Only the second closes a loop: its target
        dominates the jump (the flow index's back edge), where the code after
        the statement is reached only once the statement is done. Such
        jumps never extend the tail of a loop the main line already closes,
        but where the try body leaves (`try: continue`: its jump back is
        no loop's end, the code after the statement, behind the handler,
        goes on with the loop's body)."""
        instrs = self.instrs
        flow = self.flow
        handler_jumps = {}
        for h in starts:
            c = self.cover.get(h)
            if c is None or c < h:
                continue
            for k in self._handler_code(h, c):
                t = instrs[k].target
                if t is not None and t.index < h and (fits(instrs[k], JUMP) or k >= c and fits(instrs[k], COND_JUMP)):
                    handler_jumps[k] = h
        if not handler_jumps:
            return
        tails = {}
        late = []
        for ins in instrs:
            t = ins.target
            if t is None or t.index > ins.index or not fits(ins, ANY_JUMP):
                continue
            if ins.index in handler_jumps:
                late.append(ins)
            elif tails.get(t.index, -1) < ins.index:
                tails[t.index] = ins.index
        block_at = flow.block_at
        for ins in late:
            t = ins.target.index
            if self.unprotected.get(handler_jumps[ins.index]) is not None:
                # (no row reaches that handler, so nothing dominates its
                # code: its jump back to a loop head the body's jump
                # reaches goes on with that loop)
                if t not in tails:
                    continue
            elif t in tails or not flow.dominates(block_at[t], block_at[ins.index]):
                continue
            tails[t] = max(tails.get(t, -1), ins.index)
        self.loop_tails = tails

    def _handler_code(self, handler, cleanup):
        """The handler [handler, cleanup) of a 3.12+ statement, with the code after the
        statement that its clauses jump to when that was laid out after the
        handler and goes back into the enclosing block (so belongs to it)."""
        instrs = self.instrs
        code = list(range(handler, cleanup))
        for k in range(handler, cleanup):
            t = instrs[k].target
            # (Not an enclosing with's exit: a `break` out of the loop in
            # its body, loop_tests._exit_in_with_body.)
            if self.version.COLD_CODE_AT_END and fits(instrs[k], JUMP) and t.index > cleanup + 2 and not (fits(instrs[t.index], "WITH_EXIT") and self.facts.exits_inside):
                tail = range(t.index, self._cold_end(t.index))
                if any(instrs[x].target is not None and instrs[x].target.index < handler for x in tail):
                    code.extend(tail)
        return code

    def _chain(self, k):
        """Handlers reached from instruction k, innermost first."""
        out = []
        c = self.cover.get(k)
        while c is not None and len(out) < 200:
            out.append(c)
            c = self.cover.get(c)
        return out

    def _in_extent(self, k, handler):
        # (`handler in self._chain(k)`, walked without making the list)
        cover = self.cover
        c = cover.get(k)
        n = 0
        while c is not None and n < 200:
            if c == handler:
                return True
            c = cover.get(c)
            n += 1
        return False

    def _first_exit(self, scan_from, start, stop):
        """The end of the first return or raise in [start, stop) that no
        forward jump from [scan_from, it) skips; None if there is none."""
        furthest = scan_from
        for k in range(scan_from, stop):
            ins = self.instrs[k]
            if ins.target is not None and ins.target.index > k:
                furthest = max(furthest, ins.target.index)
            if fits(ins, "RETURN_VALUE|RAISE_VARARGS") and k >= max(furthest, start):
                return k + 1
        return None

    def _cold_end(self, a):
        """End of the code from `a` reached only by jumping there: the first
        way out (return, raise, jump) that no forward jump inside skips."""
        instrs = self.instrs
        furthest = a
        for k in range(a, self.count):
            ins = instrs[k]
            if ins.target is not None and ins.target.index > k:
                furthest = max(furthest, ins.target.index)
            if fits(ins, "RETURN_VALUE|RAISE_VARARGS|RERAISE|JUMP") and k >= furthest:
                return k + 1
        return self.count

    def _is_cleanup(self, k):
        instrs = self.instrs
        return bool(match(instrs, k, HANDLER_CLEANUP, self.version))

    def _is_with_cleanup(self, k):
        instrs = self.instrs
        if not match(instrs, k, HANDLER_CLEANUP, self.version):
            return False
        return any(self.cover.get(w) == k and fits(instrs[w], "PUSH_EXC_INFO") and fits(instrs[w + 1], "WITH_EXCEPT_START") for w in range(max(0, k - 20), k))

    def _cleanup_of(self, handler):
        cleanup = self.cover.get(handler)
        instrs = self.instrs
        if cleanup is None or not match(instrs, cleanup, HANDLER_CLEANUP, self.version):
            raise self.error("handler without its cleanup block", instrs[handler])
        return cleanup

    def _is_except(self, handler, cleanup, st):
        instrs = self.instrs
        if fits(instrs[handler + 1], "POP_TOP"):
            return True
        for k in range(handler + 1, cleanup):
            name = instrs[k].opname
            if name in ("CHECK_EXC_MATCH", "CHECK_EG_MATCH"):
                return True
            if name in ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF", "POP_TOP", "RETURN_VALUE", "JUMP", "RERAISE", "PUSH_EXC_INFO") or name.startswith("POP_JUMP"):
                return False
        return False

    def _finally_only_returns(self, body_end, handler, cleanup):
        """Whether the handler [handler, cleanup), `POP_TOP; POP_EXCEPT;
        return c` as a bare except clause returning c reads, is a finally
        body that only returns c: the try body's way out at body_end pops
        the value it returns (`try: return x`), then leaves the same loops
        and returns c too."""
        instrs = self.instrs
        if match(instrs, handler + 1, FINALLY_ONLY_RETURNS, self.version) != (handler + 1, cleanup):
            return False
        exit_len = cleanup - (handler + 3)  # past `POP_TOP; POP_EXCEPT`: the loops left, the return
        return fits(instrs[body_end], "POP_TOP") and self._same_code(body_end + 1, handler + 3, exit_len)

    def _finally_returns_after_exits(self, body_end, handler, cleanup):
        """3.11: whether the handler [handler, cleanup), `POP_TOP; POP_EXCEPT`
        then code ending in RETURN_VALUE, as a bare except clause reads, is
        the finally body `return` inside another try/finally: that one's
        finally body copied before the return, on both ways out, the try
        body's normal exit at body_end running the same code with no jump
        (finally_overrides_return.py::_bare_return_in_finally_in_finally).
        Not where the compiler may have copied the code after a bare
        except clause onto both ways (short, or without a line of its
        own: `except: pass` then compiles alike) but for a copy on the
        return's line, the handler's first (nesting/nest_try.py::
        f_try_except__try_finally__bare_return), nor out of a with (its
        exit call copied: read as the bare except clause it compiles alike
        to, finally_overrides_return.py::case_bare_return_in_finally_in_with).
        3.12+: only that last shape, `return` in a with body (the clause
        would jump to the exit call after the statement, which is never
        copied)."""
        instrs = self.instrs
        if not (self.version.TABLE_HANDLERS_INLINE or self.version.TRY_EXITS_COPIED):
            return False
        popped = match(instrs, handler + 1, EXCEPTION_POPPED, self.version)
        if not popped or popped.end >= cleanup or not fits(instrs[cleanup - 1], "RETURN_VALUE"):
            return False
        if any(fits(x, "WITH_EXIT") for x in instrs[popped.end : cleanup]) != (not self.version.TABLE_HANDLERS_INLINE):
            return False
        n = cleanup - popped.end
        if body_end + n > self.count or fits(instrs[body_end - 1], NO_FALLTHROUGH) or not self._same_code(body_end, popped.end, n):
            return False
        # (a copy of the finally body's own `return c` keeps its line, the
        # handler's first; one of the implicit `return None` after the
        # statement takes the line of the body's code before it)
        own_line = instrs[body_end].lineno == instrs[handler + 1].lineno and not self.inherits_line(body_end)
        return own_line or not self.compiler_may_copy(popped.end, cleanup)

    def _enclosing_end(self, handler):
        """Where the try statement whose handler holds handler goes on
        after its body (its main line's end); None if unknown."""
        found = self._enclosing_handler(handler)
        return None if found is None else self.resolve(self._main_line_end(*found))

    def _enclosing_handler(self, handler):
        """(where its body starts, its handler) of the try statement whose
        except handler holds handler; None if none."""
        for i, hs in self.try_starts.items():
            for o in hs:
                c = self.cover.get(o)
                if o in self.active_tries and o < handler and c is not None and handler < c and self._is_except(o, c, None):
                    return i, o
        return None

    def _past_foreign_handlers(self, k, handler):
        """Where the whole handler blocks (handler code, then its cleanup
        block) of statements outside handler that start at k end (k if none)."""
        while k < self.count and k != handler and not self._in_extent(k, handler):
            end = self._handler_block_end(k)
            if end is None:
                break
            k = end
        return k

    def _past_earlier_handlers(self, k, handler):
        """Where the code at k goes on past the handlers of other statements
        laid out there (3.12+; before handler, this statement's): the normal copy
        of a finally body that only a `break` out of the body reaches lies
        after them."""
        while k < handler:
            end = self._handler_block_end(k)
            if end is None:
                break
            k = end
        return k

    def _handler_block_end(self, k):
        """Where the whole handler block at k (its handler code, then its
        cleanup block) ends, or None if no handler starts at k."""
        cleanup = self.cover.get(k)
        if not fits(self.instrs[k], "PUSH_EXC_INFO") or cleanup is None or cleanup < k or not self._is_cleanup(cleanup):
            return None
        return cleanup + CLEANUP_SIZE

    def _swallow_continuation(self, with_handler):
        """Where the with statement whose handler is with_handler goes on when its
        __exit__ swallows the exception; None if with_handler is no such handler."""
        end = self._swallow_end(with_handler)
        return None if end is None else self.resolve(end)

    def _swallow_end(self, with_handler):
        """Where the swallow path of the with statement whose handler is
        with_handler ends (what it falls or jumps into); None if
        with_handler is no such handler."""
        instrs = self.instrs
        if with_handler + 2 >= self.count or not fits(instrs[with_handler + 1], "WITH_EXCEPT_START"):
            return None
        test = with_handler + 2
        awaited = match(instrs, test, AWAIT, self.version)  # (async with: __aexit__ awaited)
        if awaited:
            test = awaited.end
        if test >= self.count or not fits(instrs[test], "POP_JUMP_IF_TRUE"):
            return None
        swallow = instrs[test].target.index
        span = match(instrs, swallow, WITH_SWALLOW, self.version)
        return span.end if span else None

    def _with_handler_at(self, k):
        """The handler of the with statement at BEFORE_WITH (or
        BEFORE_ASYNC_WITH) k, which covers its body from its first
        instruction (an async with's once __aenter__ is awaited); or None."""
        first = k + 1
        awaited = match(self.instrs, first, AWAIT, self.version) if fits(self.instrs[k], "BEFORE_ASYNC_WITH") else None
        if awaited:
            first = awaited.end
        return self.cover.get(first)

    def _swallow_stays_in(self, k, body_start, body_end, tail=None):
        """Whether the with statement at BEFORE_WITH k goes on, when its
        __exit__ swallows an exception, to code in [body_start, body_end),
        or (`tail`: the code after the statement the body is of) returns
        there through a short exit other than a copy of `tail` (`_returns_apart`).
        (An async with's body starts once __aenter__ is awaited.)"""
        with_handler = self._with_handler_at(k)
        cont = None if with_handler is None else self._swallow_continuation(with_handler)
        if cont is not None and tail is not None and self._returns_apart(cont, tail):
            return True
        if cont is not None and cont >= body_end and any(self._exit_copy_size(cont, x + 1) for x in where(self.instrs, "WITH_EXIT", body_start, body_end - 1)):
            # (3.12+: a copy of the exit block after a with's exit call in
            # the body, `raise` or `return`: the swallow leaves as well)
            return True
        return cont is not None and body_start <= cont < body_end

    def _swallow_joins(self, swallow, body_start):
        """Whether a with's swallow at `swallow` goes on to code the with's
        normal exit in [body_start, ..) jumps to (3.11): code both share,
        no copy of the code after a statement."""
        span = match(self.instrs, swallow, WITH_SWALLOW, self.version)
        sources = self.flow.jump_sources.get(span.end, ()) if span else ()
        return any(body_start <= x.index < swallow for x in sources)

    def _no_fallthrough(self, body_start, body_end, tail=None, with_body=False):
        """Whether the protected body [body_start, body_end) cannot finish normally. A
        nested handler may leave through a copy of `tail` (start, end). In a
        with body (`with_body`), a handler's way out through the with's exit
        is a return out of the with."""
        instrs = self.instrs
        if body_end <= body_start:
            return False
        last = instrs[body_end - 1]
        if not fits(last, "RETURN_VALUE|RAISE_VARARGS|RERAISE") and not (fits(last, JUMP) and body_start <= last.target.index <= body_end - 1):
            return False  # ends neither in an exit nor in an endless loop (`while 1: pass`: a jump to itself)
        handler_exit = False
        for k in range(body_start, body_end):
            name = instrs[k].opname
            t = instrs[k].target
            if t is not None and t.index >= body_end and name != "SETUP_FINALLY":
                return False
            if (name == "BEFORE_WITH" or name == "BEFORE_ASYNC_WITH") and not self._swallow_stays_in(k, body_start, body_end, tail):
                return False  # __exit__ may swallow an exception: the with finishes
            if name == "POP_EXCEPT" and not self._is_cleanup(k - 1) and not self._swallow_joins(k - 1, body_start):
                handler_exit = True
                after = self._past_unwind(k)
                if tail is not None and (self._same_code(k + 1, tail[0], tail[1] - tail[0]) or self._returns_apart(after, tail)):
                    handler_exit = False  # leaves through the same copy, or returns
            elif name == "WITH_EXIT" and with_body:
                handler_exit = False
            elif name == "RETURN_VALUE" and handler_exit:
                return False  # a nested handler's way out may be a copy of the code after
            elif name in ("RAISE_VARARGS", "RERAISE", "RETURN_VALUE", "JUMP"):
                handler_exit = False
        return True

    def _returns_apart(self, k, tail):
        """3.12+: whether the code from k, after a nested clause unwound,
        is a short exit (straight to a return) other than a copy of `tail`,
        the code after the statement: what follows a nested statement ending
        the body is that code, so this is the code after a nested statement
        that does not end it, which returns."""
        instrs = self.instrs
        if not self.version.TRY_EXITS_COPIED:
            return False
        end = k
        while end < min(k + 5, self.count) and instrs[end].target is None and not fits(instrs[end], "RETURN_VALUE|RAISE_VARARGS|RERAISE"):
            end += 1
        if end >= self.count or not fits(instrs[end], "RETURN_VALUE") or instrs[end].target is not None:
            return False
        return end + 1 - k != tail[1] - tail[0] or not self._same_code(k, tail[0], end + 1 - k)

    def _computes(self, a, b):
        """Whether [a, b), ending in RETURN_VALUE or RAISE_VARARGS, does more
        than load constants."""
        return any(not fits(self.instrs[x], "LOAD_CONST") for x in range(a, b - 1))

    def returned_through_final_copy(self, k, handler):
        """3.11+: where a `return value` leaving from k out through exit
        calls and handlers under the value (`past_with_exits_under_value`,
        then a named clause's cleanup) reaches a copy of the body of a
        try/finally around `handler` followed by the return: `return value`
        in a with in that statement's except clause, not at the end of its
        try body (which `returned_at` holds); None otherwise."""
        instrs = self.instrs
        q = self.past_with_exits_under_value(k)
        if q > k and fits(instrs[q - 1], "POP_EXCEPT") and self._name_cleanup(q):
            q += 3  # (the clause's `as` name cleared after its handler is left)
        finals = [(start, size) for start, size in self._finally_bodies_around(handler, every_layout=True) if size]
        return q if self.final_copy_then_return(q, finals) else None

    def return_through_clause_end(self, k, handler):
        """The end of `return value` leaving from k when no with statement
        around reads it: out through the handlers of the except clauses
        around (`SWAP 2; POP_EXCEPT`, no exit call among them), an
        enclosing finally body's copy (`returned_through_final_copy`), the
        return: a try statement ending an except clause of a try/finally
        (try_finally_exits.py::_n15rc_return_in_try_finally_in_clause_under_finally);
        None otherwise."""
        q = self.returned_through_final_copy(k, handler)
        if q is None or any(fits(x, "WITH_EXIT") for x in self.instrs[k:q]):
            return None
        ends = [self._final_copy_return_end(q, at, size) for at, size in self._finally_bodies_around(handler, every_layout=True) if size]
        return max([end for end in ends if end is not None], default=None)

    def past_inner_final_copies(self, q, handler):
        """3.11+: where a `return value` leaving from q (past the exit calls
        under the value) reaches the place an enclosing try/finally noted
        in `returned_at` (its body's return, read there) through the
        normal copies of the finally bodies of the try statements nested
        in it, innermost first (`try: try: with c: return x` / `finally:`
        / `finally:`, try_else.py::
        case_with18_with_returning_in_nested_try_else_under_two_finally):
        that place, or None. Each copy is read after its own statement's
        body (`TryFinally.find_resume`)."""
        finals = [(start, size) for start, size in self._finally_bodies_around(handler, every_layout=True) if size]
        for start, size in finals:
            end = self._final_copy_end(q, start, size)
            if end is None:
                return None
            q = self.past_with_exits_under_value(end)
            if q in self.returned_at:
                return q
        return None

    def final_copy_then_return(self, q, finals):
        """Whether a copy of one of the finally bodies `finals` ((start,
        length) pairs), then a return, begins at q (3.12+: the iterators
        of the for loops around the try popped under the value between)."""
        return any(self._final_copy_return_end(q, start, size) is not None for start, size in finals)

    def _final_copy_return_end(self, q, start, size):
        """The end of a copy at q of the finally body [start, start + size)
        then `return value` (`final_copy_then_return`), or None: one
        return after the copy (`_final_copy_end`), or (3.11+: both lay the
        copy's tail out once per branch) a return after each of its ways
        out (`returning_copy_by_paths_end`: an if ending the finally body)."""
        end = self._final_copy_end(q, start, size)
        if end is not None:
            return self._return_after_copy(end)
        if q >= self.count or not same_but_target(self.instrs[q], self.instrs[start]):
            return None
        handler, cleanup = start - 1, start + size + 1
        stop = handler if q < handler else self.count
        return returning_copy_by_paths_end(self.instrs, start, start + size, q, stop, self._final_reraises(start, cleanup), self.cover, cleanup, self._return_after_copy)

    def _return_after_copy(self, k):
        """The end of the `return value` at k (past the exits under the
        value: `past_with_exits_under_value`), or None."""
        ret = self.past_with_exits_under_value(k)
        return ret + 1 if ret < self.count and fits(self.instrs[ret], "RETURN_VALUE") else None

    def _final_copy_end(self, q, start, size):
        """The end of the copy at q of the finally body [start, start +
        size) (its handler copy, re-raising after it), or None: the same
        instructions, or (3.12+, where jump threading differs between the
        copies, the handler copy's tail laid out once per branch) one
        proved by its paths (`copy_by_paths_end`)."""
        if q + size < self.count and self._same_code(q, start, size):
            return q + size
        if not self.version.COLD_CODE_AT_END or q >= self.count or not same_but_target(self.instrs[q], self.instrs[start]):
            return None
        handler, cleanup = start - 1, start + size + 1
        stop = handler if q < handler else self.count
        return copy_by_paths_end(self.instrs, start, start + size, q, stop, self._final_reraises(start, cleanup), self.cover, cleanup)

    def past_with_exits_under_value(self, k):
        """Past `SWAP 2; WITH_EXIT` (or POP_EXCEPT, POP_TOP) pairs from k:
        the exits of the statements around that a `return value` leaves,
        the value kept on top (3.11+)."""
        instrs = self.instrs
        while k + 1 < self.count and fits(instrs[k], "SWAP") and instrs[k].argval == 2 and fits(instrs[k + 1], "WITH_EXIT|POP_EXCEPT|POP_TOP"):
            k += 2
        return k
