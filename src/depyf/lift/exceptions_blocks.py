"""try/except/finally and with statements read from the block stack
(SETUP_FINALLY, SETUP_WITH, POP_BLOCK: CPython 3.8-3.10): `BlockStackOps`.
"""

import ast
from copy import deepcopy

from ..bytecode.instr import spelled
from ..bytecode.regions import SETUP_OPS
from .exceptions_shared import (
    _same_ins,
    _Marker,
    WithEnter,
    FallOff,
    _dump,
    _settle_fall_offs,
    _breaks,
    _strip_copies,
    _copy_before,
    _drop_exit_copies,
    _shared_return_values,
    _BEFORE_COPIES,
    UNDER_EXCEPTION,
    SharedExceptionOps,
)


def _cannot_finish(stmt):
    """Whether control never runs past `stmt` (every way through it leaves)."""
    if isinstance(stmt, (ast.Return, ast.Raise, ast.Break, ast.Continue, FallOff)):
        return True
    if isinstance(stmt, ast.Try):
        if stmt.finalbody and _cannot_finish(stmt.finalbody[-1]):
            return True
        main = stmt.orelse or stmt.body
        return bool(main) and _cannot_finish(main[-1]) and all(h.body and _cannot_finish(h.body[-1]) for h in stmt.handlers)
    if isinstance(stmt, ast.If):
        return bool(stmt.body and stmt.orelse) and _cannot_finish(stmt.body[-1]) and _cannot_finish(stmt.orelse[-1])
    if isinstance(stmt, ast.While):
        return isinstance(stmt.test, ast.Constant) and bool(stmt.test.value) and not _breaks(stmt.body)
    return False


def _after_statement_copies(body, after_line):
    """3.10 copies a short exit block after a try/finally statement (`return
    x`) behind each copy of the finally body in the try body: the returns
    there on lines after the statement (the finally body's last
    line, `after_line`) are that code. Take them off the ends of the
    body's last statement (those ways then fall off the body, where that
    code runs after the finally body): (body, copy) with copy the one
    statement they all are, or None where there are none; False where
    one is left elsewhere (it would run before the finally body)."""

    def after(node):
        # (Not a raise: the finally body's copy before it is left in place,
        # as a raise in the try body has none.)
        return isinstance(node, ast.Return) and (getattr(node, "lineno", None) or 0) > after_line

    copies = []

    def strip(stmts):
        if stmts and after(stmts[-1]):
            copies.append(stmts.pop())
            strip(stmts)  # (what comes before now ends there)
        elif stmts and isinstance(stmts[-1], ast.If):
            node = stmts[-1]
            strip(node.body)
            strip(node.orelse)
            node.body = node.body or [ast.Pass()]
        elif stmts and isinstance(stmts[-1], ast.Try) and stmts[-1].handlers and not stmts[-1].finalbody:
            # The ends of the else (or of the body, without one) and of the
            # clauses are the statement's.
            node = stmts[-1]
            strip(node.orelse or node.body)
            node.body = node.body or [ast.Pass()]
            for handler in node.handlers:
                strip(handler.body)
                handler.body = handler.body or [ast.Pass()]

    strip(body)
    left = any(isinstance(n, ast.stmt) and (getattr(n, "lineno", None) or 0) > after_line for stmt in body for n in ast.walk(stmt))
    if left or len({ast.dump(c) for c in copies}) > 1:
        return body, False
    return body, copies[0] if copies else None


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
    rets = [x for x in ast.walk(last) if isinstance(x, ast.Return)]
    if not rets or any(r.value is not rets[0].value for r in rets):
        return body
    stripped = deepcopy(last)
    _drop_exit_copies(stripped, [_dump(rets[0])])
    if any(isinstance(x, ast.Return) for x in ast.walk(stripped)):
        return body
    mine = [_dump(x) for x in final]
    for want in (mine, mine + list(outer)):
        n = len(want)
        if n and len(tail) >= n and [_dump(x) for x in tail[len(tail) - n : -1]] + [_dump(stripped)] == want:
            tail[len(tail) - n :] = [ast.Return(value=rets[0].value)]
            return body
    return body


# --------------------------------------------------------------------------
# 3.8-3.10: the block stack.
#
# There is no exception table: SETUP_FINALLY/SETUP_WITH/SETUP_ASYNC_WITH push
# a block whose handler is the jump target, POP_BLOCK pops it, and entering a
# handler pushes an except-handler block that POP_EXCEPT (3.8 also
# END_FINALLY/POP_FINALLY) pops. `_index_blocks` simulates that stack along
# the control flow, so `self.blocks[k]` is the block stack before k (None:
# unreachable); ("S", h) is the protected body of handler h, ("H", h) the
# handler itself. Every statement is laid out as
#     SETUP h; body; <normal exit>; h: handler; after
# and the shapes recognised are (each read by one method and its steps):
#   try/except   `_try_except_310`: clauses `COPY 1; type;
#                JUMP_IF_NOT_EXC_MATCH next; POP_TOP; STORE|POP_TOP; POP_TOP;
#                body; POP_EXCEPT; JUMP after` (a named clause wraps its body
#                in SETUP_FINALLY + `name = None; del name`), or a bare
#                `POP_TOP x3; body`; then END_FINALLY (3.8) / RERAISE.
#                Normal exit `POP_BLOCK; JUMP else|after`.
#   try/finally  `_try_finally_38`: `POP_BLOCK; BEGIN_FINALLY` falls into the
#                finally body, which ends with END_FINALLY; early exits are
#                `POP_BLOCK; CALL_FINALLY h`.
#                `_try_finally_39`: the finally body is copied inline on
#                every way out of the body; the handler copy ends in RERAISE.
#   with         `_with_310`: the exit call sequences in `_with_exit_len`.
# --------------------------------------------------------------------------



class BlockStackOps(SharedExceptionOps):
    """3.8-3.10: statements recovered from the block stack."""

    def past_handler_310(self, head, tail, st_end, out=None):
        """3.10 `while True:` whose last jump back is a clause's `continue`
        and whose try statement does not finish (its body and other clauses
        return or raise): the end of that statement's handler (its no-match
        re-raise last), which ends the loop."""
        instrs = self.instrs
        for k in range(head, tail):
            if instrs[k].opname != "SETUP_FINALLY":
                continue
            h = instrs[k].target.index
            if tail < h and not self._is_try_except_handler(h):
                # The jump back is a `continue` in a try/finally body (after
                # its copy of the finally body).
                end = self._handler_end(h)
                if tail < end <= st_end and instrs[end - 1].opname == "RERAISE":
                    return self._loop_holds_rest_310(head, tail, end, st_end, out)
                continue
            if not (h <= tail and self._is_try_except_handler(h)):
                continue
            end = self._handler_end(h)
            if not (tail < end <= st_end and instrs[end - 1].opname == "RERAISE"):
                continue
            brk = None
            if end == st_end and out is not None and self.resolve(end) == out and instrs[h - 1].opname == "JUMP" and instrs[h - 1].target.index == end and instrs[h - 2].opname == "POP_BLOCK":
                # The loop ends its block, the body's way out of the try
                # its jump out: `break` (the code after the loop is where
                # the block goes).
                brk = h - 1
            if any(x.target is not None and x.target.index >= end and x is not instrs[brk or 0] for x in instrs[head:end]) or not self._never_finishes_310(k, end, head, brk):
                # The body goes on after the statement: that code is the
                # loop's too, up to a `break` (or its copied exit). Where
                # that code runs to the block's end and leaves it by a
                # return or raise, the loop may hold all of it (the `break`
                # before the return compiled to nothing).
                if end == st_end and (out is None or self.resolve(end) != out):
                    return None  # (the block's end must be where a break goes)
                if self._loop_holds_rest_310(head, tail, end, st_end, out) is None:
                    return None
                self.facts.clause_continues.add(tail)
                return st_end
            # The jump back ends a clause, not the loop's body: `continue`.
            self.facts.clause_continues.add(tail)
            if brk is not None:
                self.facts.body_breaks.add(brk)
            return end
        return None

    def _loop_holds_rest_310(self, head, tail, end, st_end, out):
        """st_end where the `while True:` at head holds the code after its
        try statement [.., end) up to the block's end (rest_ends_block),
        None otherwise. (`out`: where the block goes on, a `break` there;
        unknown, None.)"""
        if self.rest_ends_block(head, end, st_end) is not None:
            return st_end
        if out is None or self.rest_ends_block(head, end, st_end, falls=True) is None:
            return None
        self.facts.loops_ending_in_break.add(head)
        return st_end

    def _never_finishes_310(self, k, end, head, brk=None):
        """Whether each way out of the block or a handler in [k, end) is a
        return (its value loaded before, or a constant) or a jump back to
        head: nothing there is a copy of the code after the loop."""
        instrs = self.instrs
        for j in range(k, end):
            if instrs[j].opname not in ("POP_BLOCK", "POP_EXCEPT"):
                continue
            n = j + 1
            while n < end and instrs[n].opname in ("POP_BLOCK", "POP_EXCEPT"):
                n += 1
            if self._name_cleanup(n):
                n += 3
            if n >= end:
                return False
            x = instrs[n]
            if x.opname == "RETURN_VALUE" or (x.opname == "JUMP" and x.target.index == head) or n == brk:
                continue
            if x.opname == "LOAD_CONST" and n + 1 < end and instrs[n + 1].opname == "RETURN_VALUE":
                continue
            if x.opname in ("POP_BLOCK", "POP_EXCEPT"):
                continue
            return False
        return True

    def _is_try_except_handler(self, handler):
        instrs = self.instrs
        first = instrs[handler]
        return (first.opname == "COPY" and first.argval == 1) or [x.opname for x in instrs[handler : handler + 3]] == ["POP_TOP"] * 3

    def _finish_with(self, ins, st, manager, body, is_async=False):
        """Build the with statement from its body, whose first statement
        stores (or drops) the value `__enter__` returned."""
        if not body:
            raise self.error("with target not stored", ins)
        first = body.pop(0)
        value = first.value if isinstance(first, (ast.Expr, ast.Assign)) else None
        if isinstance(value, ast.Await) and is_async:
            value = value.value
        if not isinstance(value, WithEnter):
            raise self.error("with target not understood", ins)
        if isinstance(first, ast.Expr):
            target = None
        elif len(first.targets) == 1:
            target = first.targets[0]
        else:
            raise self.error("with target not understood", ins)
        kind = ast.AsyncWith if is_async else ast.With
        item = ast.withitem(context_expr=self._as_expr(manager, ins), optional_vars=target)
        if len(body) == 1 and isinstance(body[0], kind) and getattr(body[0], "_merge", False):
            node = kind(items=[item] + body[0].items, body=body[0].body, type_comment=None)
        else:
            node = kind(items=[item], body=body or [ast.Pass()], type_comment=None)
        node._merge = True
        self.emit(st, node, ins)
    def _index_blocks(self):
        # the block stack of each instruction: ("S", handler) protects it,
        # ("H", handler) runs it inside that handler (bytecode/regions.py)
        self.blocks = self.flow.block_stacks()

    def _has_block(self, k, blk):
        b = self.blocks[k] if 0 <= k < self.count else None
        return b is not None and blk in b

    def _handler_end(self, handler):
        """One past the last instruction that runs inside handler."""
        last = handler
        for k in range(handler, self.count):
            if self._has_block(k, ("H", handler)):
                last = k
        return last + 1

    def _leave_after_pop_except(self, r):
        """r follows a bare clause's last POP_EXCEPT: one past the
        straight-line code that leaves the function from there, when the
        clause's unreachable no-match re-raise comes right after it."""
        instrs = self.instrs
        if r < 1 or instrs[r - 1].opname != "POP_EXCEPT":
            return None
        if self.version.BLOCK_EXIT_COPIES:
            # `<under the exception>; POP_EXCEPT; RETURN_VALUE`: a computed
            # value returned (3.10 has no dead re-raise after it).
            k = r
            while k + 2 < self.count and spelled(instrs, k, (("SWAP", 2), ("POP_TOP", None))):
                k += 2  # (the iterators of the loops it leaves)
            if k < self.count and instrs[k].opname == "RETURN_VALUE" and spelled(instrs, r - 1 - len(UNDER_EXCEPTION), UNDER_EXCEPTION):
                return k + 1
            # A copy of the short exit after the statement (the clause falls
            # off there), which the body's normal exit jumps over to its else.
            end = self._exit_block_end(r, self.count)
            if end is not None and any(x.opname == "JUMP" and x.target.index == end for x in instrs[:r]):
                return end
            return None
        for k in range(r, self.count - 1):
            x = instrs[k]
            if x.target is not None or x.opname in SETUP_OPS or x.opname in ("POP_BLOCK", "POP_EXCEPT", "END_FINALLY", "RERAISE"):
                return None
            if x.opname in ("RETURN_VALUE", "RAISE_VARARGS"):
                nxt = instrs[k + 1]
                if nxt.opname in ("END_FINALLY", "RERAISE") and self.blocks[k + 1] is None:
                    return k + 1
                return None
        return None

    def _last_pop_block(self, statement_start, handler):
        for k in range(handler - 1, statement_start, -1):
            b = self.blocks[k]
            if self.instrs[k].opname == "POP_BLOCK" and b and b[-1] == ("S", handler):
                return k
        return None

    def _tail_310(self, a, handler):
        """3.10 copies a short exit block (`...; RETURN_VALUE` or a raise)
        onto every way out of a statement instead of jumping to it: [a, handler)
        when that is one. (An else that cannot finish is laid out the same:
        3.10 compiles it after the clauses, as the code after the statement.)
        In a finally body, the code that ends it with its RERAISE too."""
        if not self.version.BLOCK_EXIT_COPIES or a is None or a >= handler or self.instrs[handler - 1].opname not in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
            return None
        if any(x.target is not None or x.opname in SETUP_OPS for x in self.instrs[a:handler]):
            return None
        if self.instrs[handler - 1].opname in ("RAISE_VARARGS", "RERAISE") and any(x.opname in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") for x in self.instrs[a : handler - 1]):
            return None  # a nested handler's re-raise, after the code that leaves
        if not self.instrs[a].opname.startswith("LOAD_"):
            return None
        return a

    def _emit_tail(self, st, a, handler):
        stmts, _ = self.block(a, handler, self._sub(st, handler, None), list(st.stack))
        for x in stmts:
            self.emit(st, x)
        return stmts

    # ------------------------------------------------------------ dispatch
    def op_SETUP_FINALLY(self, ins, st):
        if self.version.EXCEPTION_TABLE:
            raise self.error("exception handling shape not supported", ins)
        handler = ins.target.index
        if self._is_try_except_handler(handler):
            return self._try_except_310(ins.index, handler, st)
        if self.version.FINALLY_SUBROUTINES:
            return self._try_finally_38(ins.index, handler, st)
        return self._try_finally_39(ins.index, handler, st)

    def op_RERAISE(self, ins, st):
        """3.10: a copy of the RERAISE that ends the finally body around,
        closing a way out of a statement nested in it: the finally body
        falls off its end there. (Copies left up to the end are those of
        the other ways out of a condition read as one: `if a and b:`.)"""
        top = st.stack[-3:]
        copies = all(x.opname == "RERAISE" for x in self.instrs[ins.index : st.end])
        if not self.version.BLOCK_EXIT_COPIES or not copies or len(top) < 3 or not all(isinstance(v, _Marker) and v.kind == "exc" for v in top):
            raise self.error("exception handling shape not supported", ins)
        self.emit(st, FallOff(), ins)
        return st.end

    def op_POP_BLOCK(self, ins, st):
        """An early exit (or the end) of a protected body."""
        k = ins.index
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
            self._drop_exit(st, ins)
            return k + n
        return None

    def _finally_break_copy(self, k, st):
        """3.10: the POP_BLOCK at k closes the body of a try/finally (or a
        with) inside a loop, then come a copy of the finally body (or the
        exit call) and a copy of the loop's exit block: a `break` (a loop
        left only by breaks keeps its exit code only as such copies,
        written after the loop). Read as a `return` there, its value would
        be computed before the finally body runs. Where that break goes
        on, or None."""
        loop = st.region.loop
        if loop is None:
            return None
        copy = self._finally_exit_copy(k, loop.head, st.end) or self._with_exit_copy(k, loop.head, st.end)
        if copy is None:
            return None
        t, e, final = copy
        if not self._copies_loop_exit(t, e, loop, final):
            return None
        return e

    def _with_exit_copy(self, k, head, end):
        """3.10: (t, e, None) when the POP_BLOCK at k leaves a with statement
        begun after `head` (its exit call) into a fresh exit block [t, e):
        a `return x` in the body loads x before the exit call."""
        n, _ = self._with_exit_len(k)
        b = self.blocks[k]
        if not self.version.BLOCK_EXIT_COPIES or not n or not b:
            return None
        h = b[-1][1]
        if not any(x.opname in ("SETUP_WITH", "SETUP_ASYNC_WITH") and x.target.index == h for x in self.instrs[head:k]):
            return None
        e = self._fresh_tail(k + n, end)
        return None if e is None else (k + n, e, None)

    def _finally_exit_copy(self, k, head, end):
        """3.10: (t, e, (h, n)) when the POP_BLOCK at k closes the body of a
        try/finally begun after `head`, followed by a copy of the finally
        body [h, h + n) and a fresh exit block [t, e) (before end)."""
        if not self.version.BLOCK_EXIT_COPIES or self._is_try_except_block(k):
            return None
        b = self.blocks[k]
        if not b or b[-1][0] != "S":
            return None
        h = b[-1][1]
        instrs = self.instrs
        if not any(x.opname == "SETUP_FINALLY" and x.target.index == h for x in instrs[head:k]):
            return None  # (a try around the loop: its break is a return)
        n = self._finally_range(h, "RERAISE") - h
        if not n or not self._same_code(k + 1, h, n):
            return None
        t = k + 1 + n
        e = self._fresh_tail(t, end)
        return None if e is None else (t, e, (h, n))

    def _is_try_except_block(self, k):
        """Whether the POP_BLOCK at k closes a try body with except clauses."""
        b = self.blocks[k]
        if not b or b[-1][0] != "S":
            return False
        return self._is_try_except_handler(b[-1][1])

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

    def _prev_exc(self):
        return [_Marker("prev_exc") for _ in range(3)]

    # ------------------------------------------------------------ try/except
    def _try_except_310(self, statement_start, handler, st):
        """try/except (3.8-3.10) whose SETUP_FINALLY is at statement_start and handler at
        handler: reads the clauses, where the body, the else and the statement
        end, emits the Try into st and returns where reading goes on."""
        base = list(st.stack) + self._prev_exc()
        handler_end = self._handler_end(handler)
        clauses, exits, handler_end = self._except_clauses_310(handler, handler_end, st, base)
        clauses = self._explicit_clause_exits_310(handler, clauses, st)
        after = self._clauses_after_310(exits)
        # The body's normal exit: POP_BLOCK; JUMP else|after.
        normal = self._jumps_over_handler_310(handler)
        else_end = handler_end
        if normal and handler - 1 in self.facts.body_breaks:
            normal = False  # (past_handler_310: the body's jump is `break`)
        if normal:
            else_end, body_end, after, clauses = self._try_end_310(handler, handler_end, after, clauses, st)
        else:
            body_end, normal, clauses = self._body_end_unjumped_310(statement_start, handler, after, clauses)
        tail_after = else_from_body = None
        if self.version.BLOCK_EXIT_COPIES:
            body_tail = (body_end + 1, handler) if normal and not self._jumps_over_handler_310(handler) else None
            settled = self._settle_handler_tails(handler, handler_end, clauses, normal, else_end, body_tail, st)
            if settled is not None:
                else_end, tail_after = settled
                if body_tail is not None and tail_after is not None:
                    else_from_body = body_tail
        if after is None:
            after = self.follow_of(else_end, st.region)
        self._emit_try_except_310(statement_start, handler, handler_end, st, base, clauses, body_end, normal, else_end, after, else_from_body, tail_after)
        return else_end

    def _jumps_over_handler_310(self, handler):
        """Whether the try body ends in its normal exit, `POP_BLOCK; JUMP
        else|after`, right before the handler."""
        instrs = self.instrs
        return instrs[handler - 1].opname == "JUMP" and instrs[handler - 2].opname == "POP_BLOCK"

    def _except_clauses_310(self, handler, handler_end, st, base):
        """The clauses of the handler at `handler` (its end handler_end), each (type
        expression, name, start, end) of its body; the offsets of the
        clauses' ways out (`POP_EXCEPT; JUMP after` or where it would be);
        and the handler's end, moved past a bare clause's own exit."""
        instrs = self.instrs
        clauses = []
        clause_head = handler
        exits = []
        while True:
            ins = instrs[clause_head]
            if ins.opname == "POP_TOP":  # bare except: the last clause
                clause_end, handler_end = self._bare_clause_end_310(handler_end, exits)
                clauses.append((None, None, clause_head + 3, clause_end))  # body: past POP_TOP (x3, the exception)
                break
            if ins.opname in ("RERAISE", "END_FINALLY"):
                if clause_head + 1 != handler_end:
                    raise self.error("except clauses end before their handler", ins)
                break
            clause, clause_head = self._typed_clause_310(clause_head, handler_end, st, base, exits)
            clauses.append(clause)
        return clauses, exits, handler_end

    def _bare_clause_end_310(self, handler_end, exits):
        """Where the bare except clause ending the handler (whose end is handler_end)
        ends, and the handler's end past the clause's own way out; notes
        where the clause's `POP_EXCEPT; JUMP after` is in exits."""
        instrs = self.instrs
        clause_end = handler_end
        if instrs[clause_end - 1].opname == "POP_EXCEPT" and clause_end < self.count and instrs[clause_end].opname == "JUMP":
            clause_end += 1
            handler_end = clause_end
            if self.version.KEEPS_UNREACHABLE_CODE and handler_end + 1 < self.count and self.blocks[handler_end] is None and instrs[handler_end].opname == "POP_EXCEPT" and instrs[handler_end + 1].opname == "JUMP":
                # The clause ends in its own jump (`continue`); the
                # unreachable `POP_EXCEPT; JUMP after` says where
                # falling off it would go.
                exits.append(handler_end + 1)
                handler_end += 2
            else:
                exits.append(clause_end - 1)
        elif handler_end + 1 < self.count and self.blocks[handler_end] is None and instrs[handler_end].opname == "POP_EXCEPT" and instrs[handler_end + 1].opname == "JUMP":
            # The clause cannot finish: its `POP_EXCEPT; JUMP after`
            # is unreachable, but still says where `after` is.
            exits.append(handler_end + 1)
            handler_end += 2
        else:
            leave = self._leave_after_pop_except(handler_end)
            if leave is not None:
                # `except: ...; return x`: the return runs after
                # POP_EXCEPT, outside the handler block, and the dead
                # no-match re-raise follows it.
                clause_end = handler_end = leave
            exits.append(clause_end - 1)
        if handler_end < self.count and instrs[handler_end].opname in ("END_FINALLY", "RERAISE") and self.blocks[handler_end] is None:
            handler_end += 1  # the no-match re-raise, unreachable after a bare clause
        return clause_end, handler_end

    def _typed_clause_310(self, clause_head, handler_end, st, base, exits):
        """The except clause starting at clause_head (`COPY 1; type;
        JUMP_IF_NOT_EXC_MATCH next; POP_TOP; STORE|POP_TOP; POP_TOP`, in a
        handler ending at handler_end): (type expression, name, start, end) of its
        body, and where the next clause starts; notes its way out in
        exits."""
        instrs = self.instrs
        ins = instrs[clause_head]
        if not (ins.opname == "COPY" and ins.argval == 1):
            raise self.error("except clause shape", ins)
        match_test = clause_head + 1
        while match_test < handler_end and instrs[match_test].opname != "JUMP_IF_NOT_EXC_MATCH":
            match_test += 1
        if match_test >= handler_end:
            raise self.error("except clause without a match test", ins)
        typ, _ = self.expression(clause_head + 1, match_test, self._sub(st, match_test, None), base + [_Marker("exc")])
        next_clause = instrs[match_test].target.index
        if instrs[match_test + 1].opname != "POP_TOP" or instrs[match_test + 3].opname != "POP_TOP":
            raise self.error("except clause shape", instrs[match_test + 1])
        store = instrs[match_test + 2]
        if store.opname == "POP_TOP":
            exits.append(next_clause - 1)
            return (typ, None, match_test + 4, next_clause), next_clause  # body: past POP_TOP; POP_TOP; POP_TOP
        if not store.opname.startswith("STORE_"):
            raise self.error("unexpected except clause target", store)
        name = store.argval
        setup = instrs[match_test + 4]
        if setup.opname != "SETUP_FINALLY":
            raise self.error("named except clause without its cleanup", setup)
        name_cleanup = setup.target.index
        names = [(x.opname, x.argval) for x in instrs[name_cleanup : name_cleanup + 4]]
        want = [("LOAD_CONST", None), (store.opname, name), ("DELETE" + store.opname[5:], name)]
        if names[:3] != want:
            raise self.error("named except clause without its cleanup", instrs[name_cleanup])
        if self.version.FINALLY_SUBROUTINES:
            if names[3][0] != "END_FINALLY":
                raise self.error("named except clause without its cleanup", instrs[name_cleanup])
            clause_end = name_cleanup - 2 if [x.opname for x in instrs[name_cleanup - 2 : name_cleanup]] == ["POP_BLOCK", "BEGIN_FINALLY"] else name_cleanup
            exits.append(name_cleanup + 5)  # the JUMP after the cleanup's END_FINALLY and POP_EXCEPT
        else:
            if names[3][0] != "RERAISE" or name_cleanup + 4 != next_clause:
                raise self.error("named except clause without its cleanup", instrs[name_cleanup])
            clause_end = name_cleanup
            exits.append(name_cleanup - 1)  # the clause's JUMP out, before its name's cleanup
        return (typ, name, match_test + 5, clause_end), next_clause  # body: past POP_TOP; STORE; POP_TOP; SETUP_FINALLY

    def _explicit_clause_exits_310(self, handler, clauses, st):
        """The clauses without the unreachable `POP_EXCEPT; JUMP` after one
        that cannot finish, each with a fifth field: whether the jump
        ending it is a written `continue`/`break` rather than its way out."""
        instrs = self.instrs
        # Unreachable `POP_EXCEPT; JUMP` after a clause that cannot finish.
        trimmed = []
        loop = st.region.loop
        for typ, name, clause_start, clause_end in clauses:
            explicit = False
            while clause_end > clause_start and self.blocks[clause_end - 1] is None:
                clause_end -= 1
                explicit = True
            # `continue`/`break` ending a clause is then written, not implied.
            explicit = explicit and loop is not None and instrs[clause_end - 1].opname == "JUMP" and self.resolve(instrs[clause_end - 1].target.index) in (loop.continue_to, loop.break_to)
            if clause_end - 1 in self.facts.clause_continues:
                explicit = True  # (past_handler_310)
            trimmed.append((typ, name, clause_start, clause_end, explicit))
        clauses = trimmed
        if self.version.BLOCK_EXIT_COPIES and loop is not None and instrs[handler - 1].opname == "JUMP" and instrs[handler - 1].target.index != loop.continue_to:
            # 3.10 leaves the try by a jump to the loop's jump back (the body
            # does); a clause whose jump reaches the loop's head itself ends
            # in a written `continue`.
            clauses = [
                (typ, name, clause_start, clause_end, explicit or (instrs[clause_end - 1].opname == "JUMP" and instrs[clause_end - 1].target.index == loop.continue_to and self.loop_tails.get(loop.continue_to) != clause_end - 1))
                for typ, name, clause_start, clause_end, explicit in clauses
            ]
        return clauses

    def _clauses_after_310(self, exits):
        """Where the clauses go when they finish: the target of the first
        `POP_EXCEPT; JUMP` at their exits (reachable ones first), or None."""
        instrs = self.instrs
        after = None
        for reachable in (True, False):
            for exit_at in exits:
                if 0 <= exit_at < self.count and (self.blocks[exit_at] is None) == reachable:
                    continue
                # 3.9+ clears a clause's name between the two.
                pop_except = exit_at - 4 if not self.version.FINALLY_SUBROUTINES and exit_at >= 4 and instrs[exit_at - 1].opname.startswith("DELETE_") else exit_at - 1
                if 0 <= exit_at < self.count and instrs[exit_at].opname == "JUMP" and instrs[pop_except].opname == "POP_EXCEPT":
                    after = self.resolve(instrs[exit_at].target.index)
                    break
            if after is not None or not self.version.KEEPS_UNREACHABLE_CODE:
                break
        return after

    def _try_end_310(self, handler, handler_end, after, clauses, st):
        """For a body ending in `POP_BLOCK; JUMP else|after` before the
        handler at `handler` (its end handler_end): where the else ends, where the body ends,
        where the statement goes on, and the clauses, their jumps marked as
        written breaks where they leave the loop the body stays in."""
        instrs = self.instrs
        else_end = handler_end
        body_jump_to = instrs[handler - 1].target.index
        if body_jump_to != handler_end and handler_end < self.count and instrs[handler_end].opname == "JUMP" and self.resolve(handler_end) == self.resolve(body_jump_to) and self.version.THREADS_JUMPS_ACROSS_LINES:
            # The body's jump to an else that starts with a jump (`else:
            # break`) is threaded through it.
            body_jump_to = handler_end
        if body_jump_to == handler_end and after is not None and after != self.resolve(handler_end):
            loop = st.region.loop
            fall = self.follow_of(st.end, st.region)
            if handler_end < after <= st.end:
                else_end = after
            elif after == fall or (loop is not None and after in (loop.continue_to, loop.break_to) and fall is not None and self.resolve(fall) == after):
                else_end = st.end
                if loop is not None and after == loop.break_to != fall:
                    # The body goes on in the loop, the clauses leave it:
                    # their jumps are written breaks.
                    clauses = [(typ, name, clause_start, clause_end, explicit or instrs[clause_end - 1].opname == "JUMP") for typ, name, clause_start, clause_end, explicit in clauses]
            elif loop is not None and after in (loop.continue_to, loop.break_to):
                # Every clause ends in continue/break; falling off the
                # block goes elsewhere: the statement ends at handler_end.
                after = None
            else:
                raise self.error("cannot find where the try statement ends", instrs[handler_end])
        body_end = handler - 2
        goes = after if after is not None else self.follow_of(handler_end, st.region)
        if body_jump_to != handler_end and goes is not None and not self._same_exit(body_jump_to, goes):
            loop = st.region.loop
            if loop is not None and self.resolve(body_jump_to) in (loop.continue_to, loop.break_to):
                body_end = handler  # the body ends in its own break/continue
            elif self.version.BLOCK_EXIT_COPIES and loop is not None and after in (loop.continue_to, loop.break_to) and handler_end == st.end and self._same_exit(body_jump_to, self.follow_of(st.end, st.region)):
                # The try ends its block (an if's body, jumping over
                # the else); the clauses leave the loop: written breaks.
                clauses = [(typ, name, clause_start, clause_end, explicit or instrs[clause_end - 1].opname == "JUMP") for typ, name, clause_start, clause_end, explicit in clauses]
                after = None
            elif after is not None:
                raise self.error("try body and handlers go different ways", instrs[handler - 1])
        return else_end, body_end, after, clauses

    def _body_end_unjumped_310(self, statement_start, handler, after, clauses):
        """For a body (from the SETUP_FINALLY at statement_start) that does not end in a
        jump over the handler at `handler`: where it ends, whether it has a normal
        exit after all (a copy of the code after the statement before the
        handler), and the clauses without their copies of that code."""
        instrs = self.instrs
        normal = False
        body_end = handler
        pop_block = self._last_pop_block(statement_start, handler)
        tail = self._tail_310(pop_block + 1 if pop_block is not None else None, handler)
        if tail is not None and after is not None and not self._copied_from(tail, after, handler - tail):
            # A clause falls off to other code: the body's return is its own.
            tail = None
        if tail is not None:
            tail_len = handler - tail
            cut = []
            for typ, name, clause_start, clause_end, explicit in clauses:
                if self._same_code(clause_end - tail_len, tail, tail_len) and clause_end - tail_len > clause_start:
                    clause_end -= tail_len
                cut.append((typ, name, clause_start, clause_end, explicit))
            clauses = cut
            body_end = pop_block
            normal = True
            self._note_closing_end(statement_start, pop_block, handler)
        elif instrs[handler - 1].opname == "RERAISE" and self.blocks[handler - 1] == self.blocks[statement_start] and pop_block != handler - 2:
            # Code between the body's POP_BLOCK and a finally body's
            # end (op_RERAISE) is not the body's.
            raise self.error("code after the try body before the finally body ends", instrs[handler - 1])
        return body_end, normal, clauses

    def _emit_try_except_310(self, statement_start, handler, handler_end, st, base, clauses, body_end, normal, else_end, after, else_from_body, tail_after):
        """Reads the body [statement_start + 1, body_end), the else and each clause's body
        and emits the Try into st, then the code after the statement held
        in the body's or a clause's copy."""
        instrs = self.instrs
        follow = after
        body, _ = self.block(statement_start + 1, body_end, self._sub(st, body_end, body_end if normal else None), list(st.stack))
        orelse = []
        if else_end > handler_end:
            orelse, _ = self.block(handler_end, else_end, self._sub(st, else_end, follow), list(st.stack))
        elif else_from_body is not None:
            orelse, _ = self.block(else_from_body[0], else_from_body[1], self._sub(st, else_from_body[1], None), list(st.stack))
        handlers = []
        for typ, name, clause_start, clause_end, explicit in clauses:
            hfollow = -1 if explicit else follow
            if self.version.FINALLY_SUBROUTINES and name is not None and not explicit and [x.opname for x in instrs[clause_end : clause_end + 2]] == ["POP_BLOCK", "BEGIN_FINALLY"]:
                # Jumps out of a named clause's branches land on its
                # cleanup's POP_BLOCK (3.8 threads none of them further).
                hfollow = clause_end
            clause_body, _ = self.block(clause_start, clause_end, self._sub(st, clause_end, hfollow, 1), list(base))
            handlers.append(ast.ExceptHandler(type=typ, name=name, body=clause_body or [ast.Pass()]))
        node = ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[])
        self.emit(st, node, instrs[statement_start])
        if not self._jumps_over_handler_310(handler) and normal and else_from_body is None:
            self._emit_tail(st, body_end + 1, handler)
        if tail_after is not None:
            self._emit_tail(st, tail_after[0], tail_after[1])

    def _after_with_exit(self, p):
        """Whether p follows a with statement's exit call (a copy after it)."""
        return any(self._with_exit_len(k)[0] == p - k for k in range(max(p - 10, 0), p))

    def _after_finally_copy(self, p, final):
        """Whether p follows `POP_BLOCK; <copy of the finally body final>`."""
        if final is None:
            return False
        h, n = final
        return p - n - 1 >= 0 and self.instrs[p - n - 1].opname == "POP_BLOCK" and self._same_code(p - n, h, n)

    def _handler_tails(self, handler, clauses):
        """3.10: (POP_EXCEPT index, start, end) of each copy of a short exit
        block that ends a clause of `handler`: the clause fell off, and its
        jump to the code after the statement became that code."""
        instrs = self.instrs
        found = []
        for typ, name, clause_start, clause_end, explicit in clauses:
            for pop_except in range(clause_start, clause_end):
                if instrs[pop_except].opname != "POP_EXCEPT" or not self.blocks[pop_except] or self.blocks[pop_except][-1] != ("H", handler):
                    continue
                if any(x.opname in SETUP_OPS and x.target.index > pop_except for x in instrs[clause_start:pop_except]):
                    continue  # after a nested statement's copied exit (a finally body's)
                tail_start = pop_except + 4 if self._name_cleanup(pop_except + 1) else pop_except + 1
                tail_end = self._fresh_tail(tail_start, clause_end)
                if tail_end is not None:
                    found.append((pop_except, tail_start, tail_end))
        return found

    def _copies_loop_exit(self, copy_start, copy_end, loop, final=None):
        """3.10: whether the exit copy [copy_start, copy_end) is a break out of `loop`: it
        copies the loop's exit block, or a `while True` left only by breaks
        keeps none but such copies (written after the loop: while_loop).
        `final`: (h, n), a finally body [h, h + n) whose copies, after a
        POP_BLOCK, come before copies too (breaks out of its try body)."""
        copy_len = copy_end - copy_start
        if self._copied_from(copy_start, loop.break_to, copy_len):
            return True
        if loop.break_to is not None and loop.break_to < self.count or self.instrs[loop.head].opname == "FOR_ITER":
            return False
        for p in range(1, self.count - copy_len + 1):
            if p != copy_start and self._copied_from(p, copy_start, copy_len) and self.instrs[p - 1].opname not in _BEFORE_COPIES and not self._after_finally_copy(p, final):
                return False  # the code exists: copies of it go there
        self.facts.loop_exit_tails.setdefault(loop.head, (copy_start, copy_end))
        return True

    def _settle_handler_tails(self, handler, handler_end, clauses, normal, else_end, body_tail, st):
        """3.10: clauses ending in copies of the code after the try (a
        `return x` or a raise after POP_EXCEPT, where a return written in
        the clause would run it before). Each copy is the clause falling
        off: marked for op_POP_EXCEPT to skip, or to read as a break where
        it copies the loop's exit. `body_tail`: the code the body runs after
        its POP_BLOCK, read as the code after the statement.

        Returns (else_end, tail to write after the statement or None), or
        None to leave the shape alone."""
        copies = self._handler_tails(handler, clauses)
        if not copies:
            return None
        instrs = self.instrs
        _, first_start, first_end = copies[0]
        tail_len = first_end - first_start
        if any(tail_end - tail_start != tail_len or not all(_same_ins(instrs[tail_start + j], instrs[first_start + j]) for j in range(tail_len)) for _, tail_start, tail_end in copies):
            return None
        actions = self.facts.handler_tail_actions
        loop = st.region.loop
        end = st.end
        if loop is not None and self._copies_loop_exit(first_start, first_end, loop):
            for pop_except, tail_start, tail_end in copies:
                actions[pop_except] = (tail_end, True)
            return else_end, None
        last = instrs[handler - 1]
        if body_tail is not None:
            # The clauses copied other code than the body runs after its
            # POP_BLOCK: that code is the try's else, theirs follows.
            if handler_end != end:
                return None
            new_end, tail_after = handler_end, (first_start, first_end)
        elif not normal:
            if last.opname not in ("RETURN_VALUE", "RAISE_VARARGS") or handler_end != end:
                return None
            new_end, tail_after = handler_end, (first_start, first_end)
        elif last.opname != "JUMP" or last.target.index != handler_end:
            return None
        elif handler_end <= end - tail_len and self._copied_from(first_start, end - tail_len, tail_len):
            new_end, tail_after = end - tail_len, None  # the code after the try ends the block
        elif handler_end <= end and self._copied_from(first_start, self.follow_of(end, st.region), tail_len):
            new_end, tail_after = end, None  # the code after the enclosing statement
        elif handler_end < end and instrs[end - 1].opname in ("RETURN_VALUE", "RAISE_VARARGS"):
            # Only the clauses reach the code after the try: its one copy
            # is theirs; the rest of the block is the try's else.
            new_end, tail_after = end, (first_start, first_end)
        else:
            return None
        for pop_except, tail_start, tail_end in copies:
            actions[pop_except] = (tail_end, False)
        return new_end, tail_after

    # ----------------------------------------------------------- try/finally
    def _finally_range(self, handler, last):
        """3.8-3.10: the finally body at handler ends at the first `last` opcode run
        in h's own handler block."""
        blk = self.blocks[handler]
        instrs = self.instrs
        for k in range(handler, self.count):
            if instrs[k].opname != last:
                continue
            if self.blocks[k] == blk:
                return k
            if self.blocks[k] is None and k > handler and instrs[k - 1].opname in ("RAISE_VARARGS", "RETURN_VALUE") and (
                self.blocks[k - 1] == blk or (blk and self.blocks[k - 1] == blk[:-1])
            ):
                # The body ends in `raise` (or in `return`, after the
                # POP_FINALLY, 3.8, or POP_EXCEPT, 3.9, that leaves the
                # finally block): its end is unreachable.
                return k
        if self.version.BLOCK_STACK and not self.version.KEEPS_UNREACHABLE_CODE:
            last_in = max((k for k in range(handler, self.count) if self.blocks[k] == blk), default=None)
            if last_in is not None and instrs[last_in].opname == "RAISE_VARARGS":
                # ... and 3.10 drops it.
                return last_in + 1
            after = last_in + 1 if last_in is not None else self.count
            for end in range(after, min(after + 2, self.count)):
                # ... also after a `return`, which the POP_EXCEPT before it
                # leaves the block for (a constant is loaded after it).
                if not blk or self.blocks[end] != blk[:-1]:
                    break
                if instrs[end].opname == "RETURN_VALUE":
                    return end + 1
        raise self.error("finally body without its end", self.instrs[handler])

    def _try_finally_38(self, statement_start, handler, st):
        instrs = self.instrs
        final_end = self._finally_range(handler, "END_FINALLY")
        base = list(st.stack) + [_Marker("fin")]
        final, _ = self.block(handler, final_end, self._sub(st, final_end, None, 1), base)
        if [x.opname for x in instrs[handler - 2 : handler]] == ["POP_BLOCK", "BEGIN_FINALLY"]:
            body_end = handler - 2
        else:
            body_end = handler
        body, out = self.block(statement_start + 1, body_end, self._sub(st, body_end, body_end), list(st.stack))
        results = None
        if self.dynamo and self._stack_changed(out, st) and not (body and isinstance(body[-1], ast.Return)):
            # a value Dynamo's try body leaves for the code after it (_try_finally_39_body)
            results = self._values_out_of_try(st, body, out, instrs[body_end])
        nxt = self._emit_finally(st, instrs[statement_start], body, final, final_end + 1)
        self._push_out_of_try(st, results)
        return nxt

    def _try_finally_39(self, statement_start, handler, st):
        instrs = self.instrs
        final_end = self._finally_range(handler, "RERAISE")
        base = list(st.stack) + self._prev_exc() + [_Marker("exc")] * 3
        handler_end = self._handler_end(handler)
        shape_end = final_end
        if self.version.BLOCK_EXIT_COPIES and final_end + 1 < handler_end:
            # 3.10 copies the closing RERAISE onto each way out of a statement
            # nested in the finally body (op_RERAISE): the body runs to the
            # handler's end (past code after them, or only other copies:
            # those are not in the normal exit's copy).
            final, _ = self.block(handler, handler_end, self._sub(st, handler_end, None, 1), base)
            if any(x.opname != "RERAISE" for x in instrs[final_end + 1 : handler_end]):
                shape_end = handler_end - 1
            final_end = handler_end - 1
        else:
            # 3.10 copies the closing RERAISE onto each branch that reaches
            # it: a jump to a copy goes where the finally body ends.
            if self.version.BLOCK_EXIT_COPIES and final_end + 1 < handler_end:
                for x in instrs[handler:final_end]:
                    if x.target is not None and final_end < x.target.index < handler_end:
                        x.target = instrs[final_end]  # (a loop's exit too)
                self.skip[final_end + 1] = handler_end  # the copies, reached only from there
            final, _ = self.block(handler, final_end, self._sub(st, final_end, final_end if self.version.BLOCK_EXIT_COPIES else None, 1), base)
        final = _settle_fall_offs(final, lambda message: self.error(message, instrs[handler]))
        shape = self._without_handler_exits(handler, shape_end)
        final_len = len(shape)
        # The normal exit: POP_BLOCK; <copy of the finally body>; JUMP after.
        pop_block = None
        # (a copy that ends in `return` needs no jump over the handler)
        closing = 1 if instrs[handler - 1].opname == "JUMP" else 0
        start = handler - 1 - closing - final_len
        if (closing or shape[-1:] == ["RETURN_VALUE"]) and start >= statement_start and instrs[start].opname == "POP_BLOCK":
            if [x.opname for x in instrs[start + 1 : handler - closing]] == shape:
                pop_block = start
        tail = None
        if pop_block is None and self.version.BLOCK_EXIT_COPIES:
            last_pop = self._last_pop_block(statement_start, handler)
            if last_pop is not None and [x.opname for x in instrs[last_pop + 1 : last_pop + 1 + final_len]] == shape:
                tail = self._tail_310(last_pop + 1 + final_len, handler)
                if tail is not None:
                    pop_block = last_pop
                elif last_pop + 1 + final_len == handler and final_len and shape[-1] == "RAISE_VARARGS":
                    # The copy ends in `raise`: no jump over the handler.
                    pop_block = last_pop
            if pop_block is None and last_pop is not None and self._copy_leaves_to_end_310(last_pop + 1, handler, handler_end):
                pop_block = last_pop
        # A return in the body runs the enclosing finally bodies' copies
        # after this one's (_strip_copies).
        finals = self.facts.enclosing_finals
        outer = [d for f in reversed(finals) for d in f]
        finals.append([_dump(x) for x in final])
        try:
            return self._try_finally_39_body(statement_start, handler, st, final, pop_block, tail, final_end, outer)
        finally:
            finals.pop()

    def _copy_leaves_to_end_310(self, copy_start, handler, end):
        """3.10: whether [copy_start, handler) is the normal exit's copy of the finally body
        [handler, end) whose last statement is a try statement (its no-match
        re-raise last in both): each way out of that statement, a copy of
        the closing RERAISE in the handler's copy, is a jump to `end` (the
        code after the statement) in this one."""
        instrs = self.instrs
        if handler - copy_start != end - handler or instrs[end - 1].opname != "RERAISE":
            return False
        leaves = False
        for x, y in zip(instrs[copy_start:handler], instrs[handler:end]):
            if x.opname == "JUMP" and x.target.index == end and y.opname == "RERAISE":
                leaves = True
            elif x.opname != y.opname or x.argval != y.argval and x.target is None:
                return False
            elif x.target is not None and x.target.index - copy_start != y.target.index - handler:
                return False
        return leaves

    def _without_handler_exits(self, handler, copy_end):
        """3.9/3.10: the opnames of the finally body's handler copy [handler, copy_end) as
        its normal copy has them: a way out of the handler copy (`return`)
        first pops the exception and the handler."""
        instrs = self.instrs
        exception = (("POP_TOP", None),) * 3
        pops = exception + (("POP_EXCEPT", None),)
        # (`return value`: rotated under the exception, then the handler)
        under = UNDER_EXCEPTION + exception + UNDER_EXCEPTION + (("POP_EXCEPT", None),)
        out = []
        k = handler
        while k < copy_end:
            for seq in (pops, under):
                seq_end = k + len(seq)
                if spelled(instrs, k, seq) and self.blocks[seq_end - 1] and self.blocks[seq_end - 1][-1] == ("H", handler):
                    break
            else:
                seq_end = None
            if seq_end is not None:
                k = seq_end
                continue
            out.append(instrs[k].opname)
            k += 1
        return out

    def _try_finally_39_body(self, statement_start, handler, st, final, pop_block, tail, final_end, outer):
        instrs = self.instrs
        results = None
        if pop_block is not None:
            body, out = self.block(statement_start + 1, pop_block, self._sub(st, pop_block, pop_block), list(st.stack))
            if self.dynamo and self._stack_changed(out, st) and not (body and isinstance(body[-1], ast.Return)):
                # Dynamo (torch 2.2-2.5) calls, inside its `with` around a
                # graph break, a function loaded before the try: its
                # result waits on the stack for the code after the statement
                results = self._values_out_of_try(st, body, out, instrs[pop_block])
            if tail is not None:
                body = _strip_copies(body, final, loops=True, outer=outer)
                body, copy = self._after_statement_310(body, handler, final_end, outer)
                nxt = self._emit_finally(st, instrs[statement_start], body, final, final_end + 1)
                self._push_out_of_try(st, results)
                emitted = self._emit_tail(st, tail, handler)
                if copy is not None and [ast.dump(x) for x in emitted] != [ast.dump(copy)]:
                    # The copies taken out of the body must be of that code.
                    raise self.error("code after the try statement copied with changes", instrs[handler - 1])
                return nxt
        else:
            # The normal exit's jump after a copy that ends in a branch
            # survives the return before it, unreachable.
            end = handler - 1 if instrs[handler - 1].opname == "JUMP" and self.blocks[handler - 1] is None else handler
            if self.version.KEEPS_UNREACHABLE_CODE and not self.version.FINALLY_SUBROUTINES:
                # 3.9 leaves dead copies of the finally body's last loop or
                # try after the body's return.
                while end > statement_start + 1 and self.blocks[end - 1] is None:
                    end -= 1
            body, _ = self.block(statement_start + 1, end, self._sub(st, end, None), list(st.stack))
            if not (body and _cannot_finish(body[-1])):
                raise self.error("finally body not copied after the try body", instrs[handler - 1])
            body = _return_through_copy(body, final, outer)
            if isinstance(body[-1], FallOff) and _copy_before(body, len(body) - 1, [_dump(x) for x in final]) is None:
                # The copy run on the way out must be all that follows the
                # body's POP_BLOCK.
                raise self.error("finally body not copied before the outer finally body ends", instrs[handler - 1])
            k = self._last_pop_block(statement_start, handler)
            rets = [j for j in range(k + 1, handler) if instrs[j].opname == "RETURN_VALUE"] if k is not None else []
            if (
                self.version.BLOCK_EXIT_COPIES
                and rets
                and all(instrs[j - 1].opname.startswith("LOAD_") and instrs[j - 1].opname != "LOAD_CONST" for j in rets)
                and isinstance(body[-1], ast.Return)
                and _copy_before(body, len(body) - 1, [_dump(x) for x in final]) is not None
            ):
                # `return x` after the statement, copied behind the finally
                # body's copy (and into its branches): x is loaded after the
                # POP_BLOCK (a return in the body loads it before, a
                # constant is loaded after both).
                body = _strip_copies(body, final, loops=True, outer=outer)
                body, ret = self._after_statement_310(body, handler, final_end, outer)
                if ret is None:
                    ret = body.pop()
                nxt = self._emit_finally(st, instrs[statement_start], body, final, final_end + 1)
                self.emit(st, ret, instrs[rets[-1]])
                return nxt
        body = _strip_copies(body, final, loops=True, outer=outer)
        if pop_block is None and not outer and _shared_return_values(body):
            # A value computed once, before a copy of the finally body that
            # was not recognised, would be written (and computed) twice.
            # (Inside another finally body's try, that one's copy is left
            # for it to strip: it checks.)
            raise self.error("return value computed before a finally body copy", instrs[handler - 1])
        body, after = self._after_statement_310(body, handler, final_end, outer)
        if after is None:
            nxt = self._emit_finally(st, instrs[statement_start], body, final, final_end + 1)
            self._push_out_of_try(st, results)
            return nxt
        if pop_block is not None:
            raise self.error("code after the statement copied into a try body that jumps past it", instrs[handler - 1])
        nxt = self._emit_finally(st, instrs[statement_start], body, final, final_end + 1)
        self.emit(st, after, instrs[handler - 1])
        return nxt

    @staticmethod
    def _push_out_of_try(st, results):
        """The values a try body left on the stack (`_values_out_of_try`)
        wait there for the code after the statement."""
        if results is not None:
            kept, values = results
            st.stack[kept:] = values

    def _after_statement_310(self, body, handler, final_end, outer):
        """_after_statement_copies for the try/finally statement whose
        finally body's handler copy is [handler, final_end]: (body, copy or None)."""
        if not self.version.BLOCK_EXIT_COPIES or outer:
            # (Inside another try/finally body a return's own runs that
            # one's finally body too, on its lines.)
            return body, None
        after_line = max((x.lineno or 0 for x in self.instrs[handler : final_end + 1]), default=0)
        body, copy = _after_statement_copies(body, after_line)
        if copy is False:
            raise self.error("code after the try statement copied where it cannot be moved out", self.instrs[handler - 1])
        return body, copy

    def _emit_finally(self, st, ins, body, final, nxt):
        if len(body) == 1 and isinstance(body[0], ast.Try) and not body[0].finalbody and body[0].handlers:
            node = body[0]
            node.finalbody = final or [ast.Pass()]
        else:
            node = ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=final or [ast.Pass()])
        self.emit(st, node, ins)
        return nxt

    # ------------------------------------------------------------------ with
    def _with_exit_len(self, k):
        """(length, rotated) of the with exit call starting at POP_BLOCK k, or (0, False).

        3.9-3.10: `POP_BLOCK; [SWAP 2]; LOAD_CONST None; COPY 1; COPY 1;
        CALL_FUNCTION 3; [GET_AWAITABLE; LOAD_CONST None; YIELD_FROM]; POP_TOP`.
        3.8 (early exits only): `POP_BLOCK; [SWAP 2]; BEGIN_FINALLY;
        WITH_CLEANUP_START; [GET_AWAITABLE; LOAD_CONST None; YIELD_FROM];
        WITH_CLEANUP_FINISH; POP_FINALLY 0`.
        """
        instrs = self.instrs
        if instrs[k].opname != "POP_BLOCK":
            return 0, False
        j = k + 1
        rot = spelled(instrs, j, (("SWAP", 2),))
        if rot:
            j += 1
        names = [x.opname for x in instrs[j : j + 9]]
        aw = ["GET_AWAITABLE", "LOAD_CONST", "YIELD_FROM"]
        if not self.version.FINALLY_SUBROUTINES:
            head = (("LOAD_CONST", None), ("COPY", 1), ("COPY", 1))
            if spelled(instrs, j, head) and names[3:4] == ["CALL_FUNCTION"] and instrs[j + 3].arg == 3:
                if names[4:5] == ["POP_TOP"]:
                    return j + 5 - k, rot
                if names[4:8] == aw + ["POP_TOP"]:
                    return j + 8 - k, rot
            return 0, False
        if names[:4] == ["BEGIN_FINALLY", "WITH_CLEANUP_START", "WITH_CLEANUP_FINISH", "POP_FINALLY"]:
            return j + 4 - k, rot
        if names[:7] == ["BEGIN_FINALLY", "WITH_CLEANUP_START"] + aw + ["WITH_CLEANUP_FINISH", "POP_FINALLY"]:
            return j + 7 - k, rot
        return 0, False

    def _note_closing_end(self, statement_start, pop_block, handler):
        """3.10: the body of the statement at statement_start (handler) ends at pop_block in
        `POP_BLOCK[; exit]; <code after the statement>` (that code copied,
        up to handler). Jumps to the other copies of that end go where the body
        ends (Lifter.resolve); `_closing_copies` passes over them."""
        self.facts.body_ends[handler] = pop_block
        copies = self.facts.exit_copies
        for j in range(statement_start + 1, pop_block):
            if self.instrs[j].opname == "POP_BLOCK" and self.blocks[j] == self.blocks[pop_block] and self._same_code(j, pop_block, handler - pop_block):
                copies[j] = pop_block

    def _closing_copies(self, k, st):
        """3.10: copies of a body's closing end (`_note_closing_end`) that
        close the block at k are its fall off the end."""
        block = self.blocks[k]
        ends = self.facts.body_ends
        if not block or block[-1][0] != "S" or block[-1][1] not in ends:
            return None
        pop_block = ends[block[-1][1]]
        end_len = block[-1][1] - pop_block
        j = k
        while j < st.end and self.blocks[j] == block and self._same_code(j, pop_block, end_len):
            j += end_len
        return j if j == st.end and self.follow_of(j, st.region) == pop_block else None

    def _drop_exit(self, st, ins):
        self._pop_exit_marker(st, ins)

    def _with_handler_end(self, handler):
        """One past the with statement's exception handler at `handler`."""
        instrs = self.instrs
        if self.version.FINALLY_SUBROUTINES:
            k = handler
            while k < min(handler + 6, self.count) and instrs[k].opname != "END_FINALLY":
                k += 1
            if k >= self.count or instrs[k].opname != "END_FINALLY" or instrs[k - 1].opname != "WITH_CLEANUP_FINISH":
                raise self.error("with handler shape", instrs[handler])
            return k + 1
        if instrs[handler].opname != "WITH_EXCEPT_START":
            raise self.error("with handler shape", instrs[handler])
        k = handler + 1
        while k < min(handler + 6, self.count) and instrs[k].opname != "POP_JUMP_IF_TRUE":
            k += 1
        x = instrs[k].target.index if instrs[k].opname == "POP_JUMP_IF_TRUE" else -1
        if x < 0 or [y.opname for y in instrs[x : x + 5]] != ["POP_TOP", "POP_TOP", "POP_TOP", "POP_EXCEPT", "POP_TOP"]:
            raise self.error("with handler shape", instrs[handler])
        return x + 5

    def _with_310(self, ins, st, is_async, manager=None):
        instrs = self.instrs
        statement_start = ins.index
        handler = ins.target.index
        if manager is None:
            manager = self.pop(st, ins)
        end = self._with_handler_end(handler)
        exit_ = _Marker("exit")
        enter = WithEnter(id="__with_enter__", ctx=ast.Load())
        stack = list(st.stack) + [exit_, enter]
        pop_block = None
        if self.version.FINALLY_SUBROUTINES:
            if [x.opname for x in instrs[handler - 2 : handler]] == ["POP_BLOCK", "BEGIN_FINALLY"]:
                pop_block = handler - 2
        elif instrs[handler - 1].opname == "JUMP":
            for k in range(handler - 12, handler - 5):
                if k > statement_start and self._with_exit_len(k) == (handler - 1 - k, False):
                    pop_block = k
        else:
            k = self._last_pop_block(statement_start, handler)
            exit_len, rot = self._with_exit_len(k) if k is not None else (0, True)
            tail = self._tail_310(k + exit_len, handler) if exit_len and not rot else None
            if exit_len and not rot and k + exit_len == handler - 1 and instrs[handler - 1].opname == "RERAISE" and instrs[handler - 1].arg == 0:
                tail = handler - 1  # a finally body's closing RERAISE after it, copied (op_RERAISE)
            if exit_len and not rot and k + exit_len == handler - 1 and instrs[handler - 1].opname == "RAISE_VARARGS" and instrs[handler - 1].arg == 0:
                # A bare `raise` after the with, copied: a raise in the body
                # would run before the exit call.
                tail = handler - 1
            if tail is not None and self._same_code(tail, end, handler - tail):
                pop_block = k  # the copy after the handler is decompiled as what follows
                self._note_closing_end(statement_start, pop_block, handler)
        if pop_block is not None:
            body, out = self.block(statement_start + 1, pop_block, self._sub(st, pop_block, pop_block), stack)
            if not out or out[-1] is not exit_:
                raise self.error("with body leaves values on the stack", instrs[pop_block])
        else:
            body, _ = self.block(statement_start + 1, handler, self._sub(st, handler, None), stack)
            if not (body and _cannot_finish(body[-1]) and not isinstance(body[-1], FallOff)):
                raise self.error("with body without its exit call", instrs[handler - 1])
        self._finish_with(ins, st, manager, body, is_async)
        if self.version.COPIES_EXITS and instrs[handler - 1].opname == "JUMP":
            # 3.10 copies a short exit (an enclosing with's exit, `return`)
            # to where a suppressed exception resumes: it is the same code
            # the body's normal exit jumps to.
            follow = instrs[handler - 1].target.index
            size = self._exit_copy_size(end, follow) if follow != end else 0
            if size and end + size <= st.end:
                end += size
        return end

    def op_SETUP_WITH(self, ins, st):
        if self.version.EXCEPTION_TABLE:
            raise self.error("exception handling shape not supported", ins)
        return self._with_310(ins, st, False)

    def op_SETUP_ASYNC_WITH(self, ins, st):
        raise self.error("async with without BEFORE_ASYNC_WITH", ins)
