"""try/except/finally and with statements read from the exception table
(CPython 3.11+): `ExceptionTableOps`.
"""

import ast
from copy import deepcopy

from ..bytecode.flow import LOOP_JUMPS
from .control import COND_JUMPS
from .exceptions_shared import (
    CLEANUP_SIZE,
    _same_ins,
    _Marker,
    WithEnter,
    _dump,
    _breaks,
    _strip_copies,
    _drop_exit_copies,
    _shared_return_values,
    SharedExceptionOps,
)
from .expressions import as_expr
from .names import written_first
from .nodes import const
from .state import Region

# Instruction runs the readers below look for (each checked with `_runs`,
# and stepped over by its length):
# the cleanup block ending each handler (CLEANUP_SIZE long)
HANDLER_CLEANUP = ("COPY", "POP_EXCEPT", "RERAISE")
# a with's handler whose __exit__ swallowed the exception: the exception,
# the exit's result and the saved lasti are popped
WITH_SWALLOW = ("POP_TOP", "POP_EXCEPT", "POP_TOP", "POP_TOP")
# an `await` (async with's __aenter__ / __aexit__ result)
AWAIT = ("GET_AWAITABLE", "LOAD_CONST", "YIELD_FROM")


def _runs(instrs, k, names):
    """Whether the instructions from `k` on are `names`, in order."""
    if k < 0 or k + len(names) > len(instrs):
        return False
    return all(instrs[k + n].opname == name for n, name in enumerate(names))


def _one_exit_spelling(stmts):
    """A copy of stmts in one spelling of the exits 3.11+ copies to each
    way that reaches them (the same program): code that ends every branch
    of a statement follows it instead (`_hoist_in`), and code ending a
    branch that repeats all the code after the statement, up to a return
    or raise, is left out (the branch falls into it, `_sink_in`)."""
    out = deepcopy(stmts)
    _hoist_in(out)
    _sink_in(out)
    return out


def _inner_lists(stmt):
    """The statement lists directly inside stmt."""
    lists = [getattr(stmt, field, None) for field in ("body", "orelse", "finalbody")]
    return [x for x in lists if isinstance(x, list)] + [h.body for h in getattr(stmt, "handlers", ())]


def _hoist_in(stmts):
    """In place: the code ending every branch of an if (with else) or of a
    try's else and clauses goes after the statement (`_one_exit_spelling`)."""
    for s in stmts:
        for sub in _inner_lists(s):
            _hoist_in(sub)
    k = 0
    while k < len(stmts):
        s = stmts[k]
        if isinstance(s, ast.If) and s.orelse:
            branches = [s.body, s.orelse]
        elif isinstance(s, ast.Try) and s.orelse and s.handlers and not s.finalbody:
            # (not the body: what ends it is protected by the handlers)
            branches = [s.orelse] + [h.body for h in s.handlers]
        else:
            k += 1
            continue
        n = 0
        while all(len(b) > n for b in branches) and len({_dump(b[-1 - n]) for b in branches}) == 1:
            n += 1
        if n:
            tail = branches[0][-n:]
            for b in branches:
                del b[-n:]
            for b in [s.body] + [h.body for h in getattr(s, "handlers", ())]:
                b[:] = b or [ast.Pass()]
            stmts[k + 1 : k + 1] = tail
        k += 1


def _sink_in(stmts):
    """In place: branches falling into the code after their statement
    (`_one_exit_spelling`) instead of ending in a copy of it."""
    for s in stmts:
        for sub in _inner_lists(s):
            _sink_in(sub)
    for k, s in enumerate(stmts):
        tail = stmts[k + 1 :]
        if tail and isinstance(tail[-1], (ast.Return, ast.Raise)) and _sink_into_breaks(s, tail):
            del stmts[k + 1 :]
            break
    for k, s in enumerate(stmts):
        tail = stmts[k + 1 :]
        if tail and isinstance(tail[-1], (ast.Return, ast.Raise)):
            lone = len(tail) == 1 and isinstance(tail[0], ast.Return) and (tail[0].value is None or isinstance(tail[0].value, ast.Constant))
            _drop_tail_copy(s, [_dump(x) for x in tail], lone)


def _sink_into_breaks(loop, tail):
    """`while True:` whose breaks lead to `tail` (ending in a return or
    raise, no break or continue in it): put a copy of tail in place of each
    break, when each sits where running tail instead runs the same (an if
    branch, a try's else without finally), as 3.12+ lays out a loop whose
    break falls into the code after it. Whether done."""
    if not (isinstance(loop, ast.While) and isinstance(loop.test, ast.Constant) and loop.test.value and not loop.orelse):
        return False
    if any(isinstance(x, (ast.Break, ast.Continue)) for t in tail for x in ast.walk(t)):
        return False
    sites = []
    if not _break_sites(loop.body, sites) or not sites:
        return False
    for branch in sites:
        k = next(i for i, x in enumerate(branch) if isinstance(x, ast.Break))
        branch[k : k + 1] = deepcopy(tail)
    return True


def _break_sites(stmts, sites):
    """Collect the lists in which the loop's breaks sit (stmts is its body
    or a branch in it); False when one sits elsewhere than in an if branch
    or a try's else (without finally)."""
    for s in stmts:
        if isinstance(s, ast.Break):
            sites.append(stmts)
        elif isinstance(s, ast.If):
            if not (_break_sites(s.body, sites) and _break_sites(s.orelse, sites)):
                return False
        elif isinstance(s, ast.Try) and not s.finalbody:
            if _breaks(s.body) or any(_breaks(h.body) for h in s.handlers) or not _break_sites(s.orelse, sites):
                return False
        elif _breaks([s]):
            return False
    return True


def _drop_tail_copy(stmt, tail, lone):
    """Drop the copies of `tail` (dumped) ending stmt's branches. Other code
    than `return constant` (`lone`) only moves out of an if: out of a try or
    with it would run unprotected, or after the exit or finally body."""
    if isinstance(stmt, ast.If):
        branches = [stmt.body, stmt.orelse]
    elif lone and isinstance(stmt, ast.Try):
        # (the body falling off would run the else)
        branches = ([] if stmt.orelse else [stmt.body]) + [stmt.orelse] + [h.body for h in stmt.handlers]
    elif lone and isinstance(stmt, (ast.With, ast.AsyncWith)):
        branches = [stmt.body]
    else:
        return
    k = len(tail)
    for branch in branches:
        if len(branch) >= k and [_dump(x) for x in branch[-k:]] == tail:
            del branch[-k:]
            if not branch and branch is not stmt.orelse:
                branch.append(ast.Pass())
        elif branch:
            _drop_tail_copy(branch[-1], tail, lone)


def _exit_tails(stmts, limit=64):
    """The code ending each statement list in stmts (every suffix that ends
    in a return or raise): where the code after a statement may have been
    copied to (`_sink_in`)."""
    out = []
    todo = [stmts]
    while todo and len(out) < limit:
        lst = todo.pop()
        if lst and isinstance(lst[-1], (ast.Return, ast.Raise)):
            out.extend(lst[k:] for k in range(len(lst) - 1, -1, -1))
        for s in lst:
            todo.extend(_inner_lists(s))
    return out[:limit]


def _returns_after_line(stmts, line):
    """Whether stmts hold a `return` of a computed value on a line after
    `line` (the end of the try statement they are the body of)."""
    return any(
        isinstance(x, ast.Return) and x.value is not None and not isinstance(x.value, ast.Constant) and (getattr(x, "lineno", None) or 0) > line
        for stmt in stmts for x in ast.walk(stmt)
    )


def _returns_to_breaks(stmts, line):
    """Replace each `return` on a line after `line` in stmts (not inside a
    nested loop or definition: a `break` there would leave that) by
    `break`; the returns replaced."""
    found = []
    for k, s in enumerate(stmts):
        if isinstance(s, ast.Return) and (getattr(s, "lineno", None) or 0) > line:
            found.append(s)
            stmts[k] = ast.Break(lineno=s.lineno)
        elif not isinstance(s, (ast.For, ast.AsyncFor, ast.While, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for inner in _inner_lists(s):
                found += _returns_to_breaks(inner, line)
    return found


class ExceptionTableOps(SharedExceptionOps):
    """3.11+: statements recovered from the exception table."""

    def _handler_back_jumps(self, starts):
        """3.12+ moves handlers after the function body, so a handler that
        finishes jumps backwards: to the code after its statement, or to the
        head of a loop around it. Only the second closes a loop: its target
        dominates the jump (the flow index's back edge), where the code after
        the statement is reached only once the statement is done. Such
        jumps never extend the tail of a loop the main line already closes."""
        instrs = self.instrs
        flow = self.flow
        handler_jumps = set()
        for h in starts:
            c = self.cover.get(h)
            if c is None or c < h:
                continue
            for k in self._handler_code(h, c):
                t = instrs[k].target
                if t is not None and t.index < h and (instrs[k].opname == "JUMP" or k >= c and instrs[k].opname in COND_JUMPS):
                    handler_jumps.add(k)
        if not handler_jumps:
            return
        tails = {}
        late = []
        for ins in instrs:
            t = ins.target
            if t is None or t.index > ins.index or ins.opname not in LOOP_JUMPS:
                continue
            if ins.index in handler_jumps:
                late.append(ins)
            elif tails.get(t.index, -1) < ins.index:
                tails[t.index] = ins.index
        block_at = flow.block_at
        for ins in late:
            t = ins.target.index
            if t in tails or not flow.dominates(block_at[t], block_at[ins.index]):
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
            # its body, control._exit_in_with_body.)
            if self.version.COLD_CODE_AT_END and instrs[k].opname == "JUMP" and t.index > cleanup + 2 and not (instrs[t.index].opname == "WITH_EXIT" and self.facts.exits_inside):
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

    def _first_exit(self, scan_from, start, stop):
        """The end of the first return or raise in [start, stop) that no
        forward jump from [scan_from, it) skips; None if there is none."""
        furthest = scan_from
        for k in range(scan_from, stop):
            ins = self.instrs[k]
            if ins.target is not None and ins.target.index > k:
                furthest = max(furthest, ins.target.index)
            if ins.opname in ("RETURN_VALUE", "RAISE_VARARGS") and k >= max(furthest, start):
                return k + 1
        return None

    def _is_cleanup(self, k):
        instrs = self.instrs
        return _runs(instrs, k, HANDLER_CLEANUP)

    def _is_with_cleanup(self, k):
        instrs = self.instrs
        if not _runs(instrs, k, HANDLER_CLEANUP):
            return False
        return any(self.cover.get(w) == k and instrs[w].opname == "PUSH_EXC_INFO" and instrs[w + 1].opname == "WITH_EXCEPT_START" for w in range(max(0, k - 20), k))

    def _in_extent(self, k, handler):
        return handler in self._chain(k)

    def _main_line_end(self, start, handler):
        """End of the protected body of handler that begins at `start`."""
        last = None
        gap = False
        gap_at = run_at = None
        k = start
        while k < self.count:
            if self._in_extent(k, handler):
                if gap and self.instrs[k].opname == "PUSH_EXC_INFO":
                    goes_on = self._nested_with_goes_on(start, k, handler)
                    if self.version.TABLE_HANDLERS_INLINE and (goes_on or self._jumped_past(start, k, handler) or self._try_goes_on_after_return(start, k, handler)):
                        # The gap was that nested statement's way out (a
                        # return): the body goes on, as without a gap.
                        gap = False
                    elif (
                        not goes_on
                        and not (self.version.TABLE_HANDLERS_INLINE and self._begun_after(k, start, gap_at))
                        and not self._returned_into_handler(start, run_at, k)
                    ):
                        break
                if gap and self.version.COLD_CODE_AT_END and self._is_with_cleanup(k):
                    k += 3  # a with statement's cleanup block, placed after a copied exit
                    continue
                last = k
            else:
                if k in self.facts.exits_inside:
                    # A loop's exit laid out here (control._exit_in_with_body),
                    # and after it the handlers of statements before this one.
                    k = self.facts.exits_inside[k]
                    while k in self._earlier_handlers(start):
                        k = self.cover[k] + CLEANUP_SIZE
                    continue
                j = self.instrs[k - 1]
                if self.version.COLD_CODE_AT_END and k != handler and j.opname == "JUMP" and start <= j.target.index < k:
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
                if self.instrs[k].opname == "PUSH_EXC_INFO" or k == handler:
                    break
                if gap_at != k - 1:
                    run_at = k
                gap = True
                gap_at = k
            k += 1
        if last is None:
            raise self.error("empty protected region", self.instrs[start])
        end = last + 1
        if self._is_with_cleanup(end) and self.instrs[last].opname == "JUMP" and self.instrs[last].target.index == end + CLEANUP_SIZE:
            end += 3  # a nested with's swallow path jumps over its cleanup block
        # Instructions that cannot raise are left out of the table.
        names = [x.opname for x in self.instrs[end : end + 3]]
        if names[:1] == ["RETURN_VALUE"]:
            end += 1
        elif names == ["SWAP", "WITH_EXIT", "RETURN_VALUE"] or names[:2] == ["WITH_EXIT", "RETURN_VALUE"]:
            end += len(names) if names[0] == "SWAP" else 2
        else:
            end = self._return_chain_end(end) or end
        return self._branch_exits_after(start, end, handler)

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
            x.target is not None and x.target.index > k and self._in_extent(x.target.index, handler) and instrs[x.target.index - 1].opname in ("RETURN_VALUE", "RERAISE", "RAISE_VARARGS", "JUMP")
            for x in instrs[start:k]
        )

    def _try_goes_on_after_return(self, start, k, handler):
        """3.11: k is the handler, laid out inline, of a try statement begun
        in the body [start, k) of handler whose own body ends in a return (out
        through the exits of with statements, which their ranges leave
        out): the body of handler goes on after k's cleanup block, where a clause
        jumps to."""
        instrs = self.instrs
        if not self.version.TABLE_HANDLERS_INLINE or instrs[k - 1].opname != "RETURN_VALUE":
            return False
        cleanup = self.cover.get(k)
        if cleanup is None or not self._is_cleanup(cleanup) or not self._in_extent(cleanup + CLEANUP_SIZE, handler):
            return False
        if not any(self.cover.get(x) == k for x in range(start, k)):
            return False
        return any(instrs[x].opname == "JUMP" and instrs[x].target.index == cleanup + CLEANUP_SIZE for x in range(k, cleanup))

    def _returned_into_handler(self, start, gap, handler):
        """Whether the gap [gap, handler) is the `return` (unprotected: it
        cannot raise) ending the body of a try statement begun in [start,
        gap) whose handler follows (3.11 lays handlers out inline, 3.12+ too when the
        statement goes on after them), a clause going on right after that
        handler: the handler is still main line (the statement around goes
        on with more of its body, its else, or a loop's way round)."""
        instrs = self.instrs
        if gap is None or instrs[handler - 1].opname != "RETURN_VALUE" or any(instrs[x].opname not in ("LOAD_CONST", "RETURN_VALUE") for x in range(gap, handler)):
            return False
        cleanup = self.cover.get(handler)
        if cleanup is None or cleanup < handler or instrs[handler + 1].opname == "WITH_EXCEPT_START" or not any(instrs[x].opname == "JUMP" and instrs[x].target.index == cleanup + CLEANUP_SIZE for x in range(handler, cleanup)):
            return False
        return any(self._in_extent(x, handler) for x in range(start, gap))

    def _begun_after(self, handler, start, gap):
        """Whether the statement whose handler is `handler` begins in (gap,
        handler), not in [start, gap]: 3.11 lays its handler out inline, after its body, so
        both are main line."""
        return not any(self._in_extent(x, handler) for x in range(start, gap + 1)) and any(self._in_extent(x, handler) for x in range(gap + 1, handler))

    def _nested_with_goes_on(self, start, k, handler):
        """Whether k is the handler of a with statement begun in [start, k)
        whose body is an endless loop: the statement around goes on only
        where that handler's swallow path leads, after it."""
        instrs = self.instrs
        if k + 1 >= self.count or instrs[k + 1].opname != "WITH_EXCEPT_START":
            return False
        first = next((x for x in range(start, k) if self.cover.get(x) == k), None)
        if first is None or first <= start or instrs[first - 1].opname != "BEFORE_WITH":
            return False
        if instrs[k - 1].opname == "JUMP" and instrs[k - 1].target.index < k and self._no_fallthrough(first, k):
            return True
        cont = self._swallow_continuation(k)
        if cont is not None and cont > k and instrs[k - 1].opname in ("RAISE_VARARGS", "RERAISE") and self._no_fallthrough(first, k, with_body=True):
            # Its body never finishes (returns on some ways out, whose
            # copies of a finally body leave the protected range): the code
            # after it starts at the swallow path, after the handler.
            return True
        # 3.11: its handler inline, between its normal exit's jump and where
        # both ways go on with the main line.
        if cont is not None and cont > k and instrs[k - 1].opname == "RETURN_VALUE" and self._returns_through_exits(first, k):
            # Its body returns (out through this statement's exit too): the
            # statement around goes on only after a swallowed exception, at
            # the rest of its body or its own exit call.
            return self._goes_on_in(cont, handler)
        if not self.version.TABLE_HANDLERS_INLINE:
            return False
        return cont is not None and cont > k and self._goes_on_in(cont, handler) and instrs[k - 1].opname == "JUMP" and self.resolve(k - 1) == cont

    def _goes_on_in(self, cont, handler):
        """Whether code at `cont` is more of the body of handler, or its own exit
        call (left out of the range) right after the body."""
        return self._in_extent(cont, handler) or (self.instrs[cont].opname == "WITH_EXIT" and self._in_extent(cont - 1, handler))

    def _returns_through_exits(self, first, k):
        """Whether the with body from `first`, whose handler k follows it,
        ends in a return leaving two or more with statements:
        `[SWAP 2] WITH_EXIT` repeated, then the return (constant: loaded
        after the exits); no jump in it reaches past k."""
        instrs = self.instrs
        if any(x.target is not None and x.target.index >= k for x in instrs[first:k]):
            return False
        j = k - 1
        if instrs[j - 1].opname == "LOAD_CONST":
            j -= 1
        n = 0
        while j >= 1 and instrs[j - 1].opname == "WITH_EXIT":
            j -= 1
            n += 1
            if instrs[j - 1].opname == "SWAP" and instrs[j - 1].argval == 2:
                j -= 1
        return n >= 2

    def _branch_exits_after(self, start, end, handler):
        """`try: ... if c: return 1` ends in a branch whose exit (a constant
        return, a break) cannot raise, so the table leaves it out; the
        branch's false jump skips it: the body reaches that target."""
        instrs = self.instrs
        while True:
            beyond = [ins.target.index for ins in instrs[start:end] if ins.opname in COND_JUMPS and ins.target.index > end]
            beyond += self._breaks_past_else(start, end)
            if not beyond:
                return end
            reach = min(beyond)
            gap = range(end, reach)
            inside = self._handlers_within(end, reach, handler)
            if any(self._in_extent(k, handler) or instrs[k].opname == "PUSH_EXC_INFO" and k not in inside for k in gap):
                return end
            if instrs[reach - 1].opname not in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE", "JUMP"):
                return end
            if self._exit_copy_size(end, reach) == reach - end:
                # 3.12+ copies of the exit after the statement, one per path.
                return end
            end = reach

    def _handlers_within(self, a, b, handler):
        """3.11+: the handlers (with their cleanup blocks) of the try
        statements begun and ended inside [a, b): a finally body that is a
        try statement, copied onto the exit of a branch, brings its own
        handlers into that branch; they are no other statement's. Only
        those with the stack of h's body: a deeper one runs while a
        computed return value waits (that copy cannot be told apart from
        code of the body)."""
        if self.version.BLOCK_STACK:
            return set()
        depth = {e.target.index: e.depth for e in self.entries}
        return {
            x for i, hs in self.try_starts.items() if a <= i for x in hs
            if x < b and self.cover.get(x) is not None and self.cover[x] + CLEANUP_SIZE <= b and depth.get(x) == depth.get(handler)
        }

    def _breaks_past_else(self, start, end):
        """Where the breaks of a for loop in [start, end) whose else ends
        the body at `end` jump past it: the else goes on after the
        protected range (a finally body's copy and a `continue`)."""
        instrs = self.instrs
        found = []
        for f in range(start, end):
            if instrs[f].opname == "FOR_ITER" and instrs[f].target.index <= end:
                found += [
                    instrs[k].target.index for k in range(f + 1, instrs[f].target.index)
                    if instrs[k].opname == "JUMP" and instrs[k - 1].opname == "POP_TOP" and instrs[k].target.index > end
                ]
        return found

    def _return_chain_end(self, j):
        """End of `return value` leaving enclosing handlers, with blocks and
        for loops from j: `(SWAP 2; POP_EXCEPT | WITH_EXIT | POP_TOP)+
        RETURN_VALUE`; leaving a named except clause also clears the name
        (`POP_EXCEPT; LOAD_CONST None; STORE x; DELETE x`)."""
        instrs = self.instrs
        k = j
        while k + 1 < self.count and instrs[k].opname == "SWAP" and instrs[k].argval == 2 and instrs[k + 1].opname in ("POP_EXCEPT", "WITH_EXIT", "POP_TOP"):
            k += 2
            if instrs[k - 1].opname == "POP_EXCEPT" and self._name_cleanup(k):
                k += 3
        if k > j and k < self.count and instrs[k].opname == "RETURN_VALUE":
            return k + 1
        return None

    # ------------------------------------------------------------ dispatch
    def exception_hook(self, i, st):
        """Called by Lifter.block at a try start or skipped handler code."""
        if i in self.skip:
            return self.skip[i]
        for h in self.try_starts.get(i, ()):
            if h not in self.active_tries:
                self.active_tries.add(h)
                try:
                    return self._try_311(i, h, st)
                finally:
                    self.active_tries.discard(h)
        return None

    def _body_and_else(self, body_start, body_end, handler, else_end, follow, st):
        """The try body [body_start, body_end) and its else [body_end, else_end) (3.11+)."""
        body, out = self.block(body_start, body_end, self._sub(st, body_end, self.resolve(body_end) if body_end < else_end else follow), list(st.stack))
        returned = self._return_after_body(body_end, else_end if else_end > body_end else handler, st, out, handler)
        if returned is None and body_end in self.returned_at and else_end in (body_end, handler) and len(out) == len(st.stack) + 1:
            # The value is returned after an enclosing finally body's copy.
            self.returned_at.discard(body_end)
            self.skip[body_end] = handler
            returned = ast.Return(value=self._as_expr(out[-1], self.instrs[body_end]))
            body.append(returned)
            return body, []
        if returned is not None:
            # `try: return x` in a loop: the value is protected, popping the
            # iterator and returning it are not.
            if else_end <= body_end or else_end > handler:
                self.skip[body_end] = handler  # the return sits between the body and the handler
            body.append(returned)
            return body, []
        if else_end > body_end:
            r = self._else_returned_at(body_end, else_end, handler)
            if r is not None:
                # `else: return value` inside try/finally: the value waits
                # on the stack through the enclosing finally body's copy.
                orelse, out = self.block(body_end, r, self._sub(st, r, r), list(st.stack))
                if len(out) != len(st.stack) + 1:
                    raise self.error("finally return shape", self.instrs[r])
                self.returned_at.discard(r)
                orelse.append(ast.Return(value=self._as_expr(out[-1], self.instrs[r])))
                return body, orelse
            orelse, _ = self.block(body_end, else_end, self._sub(st, else_end, follow), list(st.stack))
            return body, orelse
        return body, []

    def _else_returned_at(self, body_end, else_end, handler):
        """Where the else [body_end, else_end) hands its value to an enclosing
        finally body's copy and return (`returned_at`), when that copy and
        return end the else right before the handlers at handler (or before
        earlier statements' handlers, already read, that 3.12+ lays out
        there) and nothing jumps into them; None otherwise."""
        instrs = self.instrs
        found = [r for r in self.returned_at if body_end < r < else_end]
        if else_end != handler or len(found) != 1:
            return None
        r = found[0]
        ret = r
        while ret < handler and instrs[ret].opname != "RETURN_VALUE":
            ret += 1
        k = ret + 1
        while k < handler and instrs[k].opname == "PUSH_EXC_INFO" and self.skip.get(k, k) > k:
            k = self.skip[k]
        if k != handler or any(x.target is not None and r < x.target.index <= ret for x in instrs):
            return None
        return r

    def _return_after_body(self, body_end, else_end, st, out, handler):
        """A Return when the body leaves one value and [body_end, else_end) only
        pops what the loops around hold (SWAP 2; POP_TOP) and returns it."""
        if len(out) != len(st.stack) + 1:
            return None
        instrs = self.instrs
        k = body_end
        while k + 1 < else_end and instrs[k].opname == "SWAP" and instrs[k].argval == 2 and instrs[k + 1].opname == "POP_TOP":
            k += 2
        if k + 1 not in (else_end, handler) or instrs[k].opname != "RETURN_VALUE":
            return None
        return ast.Return(value=as_expr(self, out[-1], instrs[k]))

    def _cleanup_of(self, handler):
        cleanup = self.cover.get(handler)
        instrs = self.instrs
        if cleanup is None or not _runs(instrs, cleanup, HANDLER_CLEANUP):
            raise self.error("handler without its cleanup block", instrs[handler])
        return cleanup

    def _try_311(self, body_start, handler, st):
        instrs = self.instrs
        cleanup = self._cleanup_of(handler)
        if cleanup < handler:
            raise self.error("cleanup block before its handler", instrs[handler])
        body_end = self._main_line_end(body_start, handler)
        if body_end > st.end:
            # The body read on past the enclosing block (a loop's closing
            # jump): a branch's way out was taken for more of the body
            # (`try: if c: continue` in `while True:` whose normal exit
            # leaves the loop); what the block goes on with would be lost.
            raise self.error("try body runs past its block", instrs[body_start])
        if self._is_except(handler, cleanup, st):
            self._unprotected_exit_copies(body_start, body_end, handler)
            return self._try_except_311(body_start, body_end, handler, cleanup, st)
        return self._try_finally_311(body_start, body_end, handler, cleanup, st)

    def _unprotected_exit_copies(self, body_start, body_end, handler):
        """3.12+ ends a branch of the try body that goes on after the
        statement with a copy of the code there when that is a short exit
        (`return x`); unlike a `return x` written in the body, the copy is
        outside the protected range. Read each such copy as the jump to the
        end of the body it replaces. (`return constant` cannot raise: written
        in the body it is left out of the range too, so it tells nothing.)"""
        if not self.version.TRY_EXITS_COPIED or body_end >= self.count or self._in_extent(body_end, handler):
            return
        instrs = self.instrs
        k = body_start + 1
        while k < body_end:
            m = 0
            if self._in_extent(k - 1, handler) and not self._in_extent(k, handler) and instrs[k - 1].opname not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
                m = self._exit_copy_size(k, body_end)
            if m > 1 and k + m <= body_end and instrs[k + m - 1].opname == "RETURN_VALUE" and not any(self._in_extent(x, handler) for x in range(k, k + m)) and any(instrs[x].opname != "LOAD_CONST" for x in range(k, k + m - 1)):
                self.skip[k] = k + m - 1
                instrs[k + m - 1].opname = "JUMP"
                instrs[k + m - 1].target = instrs[body_end]
                k += m
            else:
                k += 1

    def _is_except(self, handler, cleanup, st):
        instrs = self.instrs
        if instrs[handler + 1].opname == "POP_TOP":
            return True
        for k in range(handler + 1, cleanup):
            name = instrs[k].opname
            if name in ("CHECK_EXC_MATCH", "CHECK_EG_MATCH"):
                return True
            if name in ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF", "POP_TOP", "RETURN_VALUE", "JUMP", "RERAISE", "PUSH_EXC_INFO") or name.startswith("POP_JUMP"):
                return False
        return False

    # ------------------------------------------------------------ try/except
    def _try_except_311(self, body_start, body_end, handler, cleanup, st):
        """try/except (3.11+) whose body is [body_start, body_end), handler at `handler` and
        cleanup block at `cleanup`: reads the clauses, where the statement ends and
        its else, emits the Try into st and returns where reading goes on."""
        prev_exc = _Marker("prev_exc")
        base = list(st.stack) + [prev_exc]
        clauses = self._except_clauses_311(handler, cleanup, st, base)
        if clauses is None:
            return self._try_star_311(body_start, body_end, handler, cleanup, st)
        clauses, after, tail, leaves = self._clause_ends_311(clauses, body_start, body_end, handler, cleanup, st)
        clause_after = after
        body_end, cold, else_end, nxt_index, after, continues = self._except_else_range_311(body_start, body_end, handler, cleanup, after, tail, leaves, st)
        follow, hfollow, breaks = self._clauses_follow_311(body_start, body_end, handler, cleanup, after, clause_after, else_end, st)
        self._emit_try_except_311(body_start, body_end, handler, cleanup, st, base, clauses, follow, hfollow, else_end, nxt_index, continues, breaks)
        self._emit_after_try_except_311(st, tail, cold)
        return nxt_index

    def _except_clauses_311(self, handler, cleanup, st, base):
        """The clauses of the handler at `handler` (cleanup block at `cleanup`), each
        (type expression, name, start, end) of its body; None when they are
        except* clauses (CHECK_EG_MATCH)."""
        instrs = self.instrs
        clauses = []
        clause_head = handler + 1
        star = False
        while True:
            ins = instrs[clause_head]
            if ins.opname == "RERAISE" and clause_head + 1 == cleanup:
                break
            if ins.opname == "POP_TOP":
                clause_end = cleanup
                clauses.append((None, None, clause_head + 1, clause_end))
                clause_head = cleanup
                break
            match_test = clause_head
            while match_test < cleanup and instrs[match_test].opname not in ("CHECK_EXC_MATCH", "CHECK_EG_MATCH"):
                match_test += 1
            if match_test >= cleanup:
                raise self.error("except clause without a match test", ins)
            star = instrs[match_test].opname == "CHECK_EG_MATCH"
            if star:
                return None
            typ, _ = self.expression(clause_head, match_test, self._sub(st, match_test, None), base + [_Marker("exc")])
            jump = instrs[match_test + 1]
            if jump.opname != "POP_JUMP_IF_FALSE":
                raise self.error("except clause without its jump", jump)
            next_clause = jump.target.index
            store = instrs[match_test + 2]
            name = None
            clause_end = next_clause
            if store.opname.startswith("STORE_"):
                name = store.argval
                if not (instrs[next_clause - 1].opname == "RERAISE" and instrs[next_clause - 2].opname.startswith("DELETE_") and instrs[next_clause - 2].argval == name):
                    raise self.error("named except clause without its cleanup", store)
                clause_end = next_clause - 4  # before the name's cleanup: LOAD_CONST None; STORE; DELETE; RERAISE 1
            elif store.opname != "POP_TOP":
                raise self.error("unexpected except clause target", store)
            clauses.append((typ, name, match_test + 3, clause_end))  # body: past POP_JUMP_IF_FALSE and STORE|POP_TOP
            clause_head = next_clause
        return clauses

    def _clause_ends_311(self, clauses, body_start, body_end, handler, cleanup, st):
        """The clauses with the copies of the code after the statement and
        the exits threaded into them cut off, each (type, name, start, end,
        extra: the statement to append or None); where they go on (None if
        no clause says); the code after the statement held in a clause
        (`_strip_tails`) or None; and whether a clause leaves the enclosing
        handler (`_cut_enclosing_exits`)."""
        instrs = self.instrs
        after = None
        if self.version.TRY_EXITS_COPIED:
            self._cur_handler = handler
            clauses, after, tail = self._strip_tails(clauses, body_start, body_end, handler, st)
        else:
            tail = None
            clauses = [x + (None,) for x in clauses]
        clauses, after = self._cut_threaded_exits(clauses, body_end, after)
        clauses, leaves = self._cut_enclosing_exits(clauses, handler)
        # Where the statement ends: the clauses jump there.
        loop = st.region.loop
        for (_, _, clause_start, clause_end, _) in clauses:
            k = self.branch_exit(clause_end)
            last = instrs[k]
            if last.opname == "JUMP" and loop is not None and instrs[loop.head].opname == "FOR_ITER" and instrs[k - 1].opname == "POP_TOP" and self.resolve(last.target.index) == loop.break_to:
                continue  # `break`: pops the iterator
            if last.opname == "JUMP":
                after = self.resolve(last.target.index)
                break
        if after is None and self.version.CLAUSE_EXITS_THREADED:
            after = self._clause_exit_inside(clauses, handler, cleanup, loop)
        return clauses, after, tail, leaves

    def _except_else_range_311(self, body_start, body_end, handler, cleanup, after, tail, leaves, st):
        """Where the try body ends (body_end, moved past a `break` laid out before
        the handler), the code after the statement laid out past the
        enclosing block (`_cold_tail`) or None, where the else ends, where
        reading goes on, where the statement ends, and whether the body
        ends in a `continue` that is not written in it."""
        instrs = self.instrs
        loop = st.region.loop
        if self.version.TABLE_HANDLERS_INLINE and body_end == handler - 1 and loop is not None and instrs[body_end].opname == "JUMP" and self.resolve(instrs[body_end].target.index) == loop.break_to != after:
            body_end = handler  # the body ends with `break`, between it and the handler
        cold = self._cold_tail(body_start, body_end, cleanup, after, st) if tail is None else None
        continues = False
        if cold is not None:
            else_end = nxt_index = body_end
            continues = not self._no_fallthrough(body_start, body_end)
        elif tail is not None and body_end < handler <= st.end and not self._no_fallthrough(body_start, body_end, tail):
            else_end = nxt_index = handler  # (`_strip_tails`) the else never finishes
        elif leaves and after is None and body_end == handler and cleanup + CLEANUP_SIZE == st.end:
            else_end, nxt_index = body_end, cleanup + CLEANUP_SIZE  # the clauses go on where the enclosing clause ends
        elif self._continue_before_handler(body_end, handler, cleanup, after, st):
            else_end, nxt_index, continues = body_end, handler, True
        else:
            else_end, nxt_index, after = self._else_range(body_end, handler, cleanup, after, st)
        return body_end, cold, else_end, nxt_index, after, continues

    def _clauses_follow_311(self, body_start, body_end, handler, cleanup, after, clause_after, else_end, st):
        """Where the statement goes on (follow), where the clauses' bodies
        go on when they fall off (hfollow: None when their way round is a
        written `continue`), and whether a `break` follows the statement."""
        loop = st.region.loop
        follow = after if after is not None else st.region.follow
        hfollow = follow
        if loop is not None and clause_after in (loop.break_to, loop.continue_to) and after != clause_after:
            hfollow = after  # the statement ends elsewhere: the clauses' jumps are written out
        elif loop is not None and after in (loop.break_to, loop.continue_to) and else_end >= st.end:
            # The clauses `break`/`continue` while the statement, finishing,
            # would go elsewhere: the handlers write the jump out.
            natural = self.follow_of(else_end, st.region)
            if natural is not None and natural != after:
                hfollow = natural
        closes = self._loop_closes_in(handler, cleanup, st)
        breaks = closes and else_end == body_end and not self._no_fallthrough(body_start, body_end) and self.resolve(body_end) == loop.break_to
        if breaks:
            hfollow = loop.break_to  # the clauses fall off into the `break` after the statement
        elif closes:
            hfollow = None  # the clauses' way round is a written `continue`
        return follow, hfollow, breaks

    def _emit_try_except_311(self, body_start, body_end, handler, cleanup, st, base, clauses, follow, hfollow, else_end, nxt_index, continues, breaks):
        """Reads the body, the else and each clause's body and emits the Try
        (then a `break` when the body finishing leaves the loop) into st."""
        instrs = self.instrs
        loop = st.region.loop
        body_follow = follow
        if self.version.TRY_EXITS_COPIED and else_end == nxt_index == body_end < handler and follow != body_end and self.resolve(body_end) == body_end:
            # The statement goes on at the body's end: branches of the body
            # jump there (or leave through copies of the exit there).
            body_follow = body_end
        body, orelse = self._body_and_else(body_start, body_end, handler, else_end, body_follow, st)
        if continues:
            body.append(ast.Continue())
        handlers = []
        for typ, name, clause_start, clause_end, extra in clauses:
            clause_body, _ = self.block(clause_start, clause_end, self._sub(st, clause_end, hfollow, 1), list(base))
            if extra is None and self._clause_continues(clause_end, hfollow, loop):
                extra = ast.Continue
            if extra is not None:
                clause_body.append(extra())
            handlers.append(ast.ExceptHandler(type=typ, name=name, body=clause_body or [ast.Pass()]))
        self.skip[handler] = cleanup + CLEANUP_SIZE
        node = ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[])
        self.emit(st, node, instrs[body_start])
        if breaks:
            # `while True: try ... except: continue` then `break`: the body
            # finishing leaves the loop (3.11 jumps over the handlers, 3.12+
            # falls into the code after the loop).
            self.emit(st, ast.Break(), instrs[body_end])

    def _emit_after_try_except_311(self, st, tail, cold):
        """Emits into st the code after the statement that was held in a
        clause (tail, `_strip_tails`) or laid out past the enclosing block
        (cold, `_cold_tail`), when there is some."""
        instrs = self.instrs
        if tail is not None:
            stmts, _ = self.block(tail[0], tail[1], self._sub(st, tail[1], None), list(st.stack))
            for x in stmts:
                self.emit(st, x)
        if cold is not None:
            r = st.region
            cold_end = end = self._cold_end(cold)
            if instrs[end - 1].opname == "JUMP" and self.resolve(instrs[end - 1].target.index) == r.follow:
                end -= 1  # falls off the enclosing block (a loop body's way round), as a try body there may
            stmts, _ = self.block(cold, end, Region(end, r.follow, r.loop, r.handler_depth, r.protected), list(st.stack))
            self.skip[cold] = cold_end
            for x in stmts:
                self.emit(st, x)

    def _clause_continues(self, clause_end, hfollow, loop):
        """Whether the clause ending at e ends in a written `continue`, read
        as falling off: it jumps straight to the loop's head, while falling
        off the statement goes through the loop's own closing jump (a
        `while` loop's: it keeps the loop's line, so is not threaded; a for
        loop's, lineless, is copied to each way in)."""
        if not self.version.JUMPS_KEEP_LINES or loop is None or hfollow != loop.continue_to or loop.continue_to != loop.head or self.instrs[loop.head].opname == "FOR_ITER":
            return False
        last = self.instrs[clause_end - 1]
        tail = self.loop_tails.get(loop.head)
        if last.opname != "JUMP" or last.target.index != loop.head or tail is None or tail == last.index:
            return False
        return self.instrs[tail].opname == "JUMP" and self.instrs[tail].target.index == loop.head

    def _clause_exit_inside(self, clauses, handler, cleanup, loop):
        """3.13: where the statement goes on when no clause ends by jumping
        there but one leaves from inside (`POP_EXCEPT; JUMP t`: a branch
        that does not end the clause, a `break` out of a loop whose else
        never finishes with the clause's exit copied into it); None when no
        clause, or more than one place, says."""
        instrs = self.instrs
        found = set()
        for (_, _, clause_start, clause_end, _) in clauses:
            for k in range(clause_start + 1, clause_end - 1):
                if instrs[k].opname != "POP_EXCEPT" or instrs[k - 1].opname == "POP_EXCEPT" or self._is_cleanup(k - 1):
                    continue
                j = k + 4 if self._name_cleanup(k + 1) else k + 1  # (`except E as name`)
                if j >= clause_end or instrs[j].opname != "JUMP":
                    continue
                goes_to = self.resolve(instrs[j].target.index)
                if handler <= goes_to < cleanup + CLEANUP_SIZE or (loop is not None and goes_to in (loop.break_to, loop.continue_to)):
                    continue
                found.add(goes_to)
        return found.pop() if len(found) == 1 else None

    def _cold_tail(self, body_start, body_end, cleanup, after, st):
        """3.12+: where the code after a try statement starts when only its
        clauses reach it (the body never finishes) and it was laid out after
        the handlers, past the end of the enclosing block; None otherwise."""
        if not self.version.COLD_CODE_AT_END or after is None or after <= cleanup or body_end != st.end or st.end >= self.count:
            return None
        loop = st.region.loop
        if loop is not None and self.resolve(after) == loop.break_to:
            return None  # the clauses `break` (`while True:` ending in the statement)
        if self._no_fallthrough(body_start, body_end):
            return after
        if loop is not None and self.instrs[body_end].opname == "JUMP" and self.instrs[body_end].target.index == loop.head == loop.continue_to:
            return after  # the body goes on with the loop (`continue`)
        return None

    def _continue_before_handler(self, body_end, handler, cleanup, after, st):
        """3.11: `try: ...; continue` whose clauses go on to code later in the
        loop body: the body's way out, between it and the handler, jumps to
        the loop head, not to where the statement ends."""
        loop = st.region.loop
        if not self.version.TABLE_HANDLERS_INLINE or loop is None or after is None or not cleanup < after <= st.end or body_end != handler - 1:
            return False
        return self.instrs[body_end].opname == "JUMP" and self.resolve(self.instrs[body_end].target.index) == loop.continue_to != after

    def _cold_end(self, a):
        """End of the code from `a` reached only by jumping there: the first
        way out (return, raise, jump) that no forward jump inside skips."""
        instrs = self.instrs
        furthest = a
        for k in range(a, self.count):
            ins = instrs[k]
            if ins.target is not None and ins.target.index > k:
                furthest = max(furthest, ins.target.index)
            if ins.opname in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE", "JUMP") and k >= furthest:
                return k + 1
        return self.count

    def _try_star_311(self, body_start, body_end, handler, cleanup, st):
        """try/except*: after `PUSH_EXC_INFO` and a prologue that keeps the
        group and a list of raised groups, each clause is `type;
        CHECK_EG_MATCH; COPY 1; POP_JUMP_IF_NONE nomatch; STORE|POP_TOP;
        body (protected by a handler collecting what it raises); jumps`,
        `nomatch: POP_TOP`; then `[LIST_APPEND 1]; PREP_RERAISE_STAR;
        COPY 1; POP_JUMP_IF_NOT_NONE r; POP_TOP; POP_EXCEPT; <after>`,
        `r: SWAP 2; POP_EXCEPT; RERAISE 0`, cleanup."""
        instrs = self.instrs
        marks = [_Marker("prev_exc"), _Marker("exc"), _Marker("raised"), _Marker("rest")]
        base = list(st.stack) + marks
        after_clauses, clauses = self._star_clauses_311(handler, cleanup, st, base)
        after, tail = self._star_end_311(body_start, body_end, cleanup, after_clauses)
        else_end, nxt_index, after = self._else_range(body_end, handler, cleanup, after, st)
        follow = after if after is not None else st.region.follow
        body, orelse = self._body_and_else(body_start, body_end, handler, else_end, follow, st)
        handlers = []
        for typ, name, clause_start, clause_end in clauses:
            clause_body, _ = self.block(clause_start, clause_end, self._sub(st, clause_end, None, 1), list(base))
            handlers.append(ast.ExceptHandler(type=typ, name=name, body=clause_body or [ast.Pass()]))
        self.skip[handler] = cleanup + CLEANUP_SIZE
        node = ast.TryStar(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[])
        self.emit(st, node, instrs[body_start])
        if tail is not None:
            stmts, _ = self.block(tail[0], tail[1], self._sub(st, tail[1], None), list(st.stack))
            for x in stmts:
                self.emit(st, x)
        return nxt_index

    def _star_clauses_311(self, handler, cleanup, st, base):
        """The except* clauses of the handler at `handler` (cleanup block at `cleanup`):
        where the code after the last one starts, and the clauses, each
        (type expression, name, start, end) of its body."""
        instrs = self.instrs
        names = [x.opname for x in instrs[handler + 1 : handler + 4]]
        if names[:2] == ["BUILD_LIST", "COPY"]:
            clause_head = handler + 3  # past PUSH_EXC_INFO; BUILD_LIST; COPY
        elif names == ["COPY", "BUILD_LIST", "SWAP"]:
            clause_head = handler + 4  # past PUSH_EXC_INFO; COPY; BUILD_LIST; SWAP
        else:
            raise self.error("except* prologue not understood", instrs[handler])
        clauses = []
        while True:
            match_test = clause_head
            while match_test < cleanup and instrs[match_test].opname != "CHECK_EG_MATCH":
                if instrs[match_test].opname in ("PREP_RERAISE_STAR", "CALL_INTRINSIC_2", "LIST_APPEND"):
                    break
                match_test += 1
            if match_test >= cleanup or instrs[match_test].opname != "CHECK_EG_MATCH":
                break
            typ, _ = self.expression(clause_head, match_test, self._sub(st, match_test, None), base)
            if [x.opname for x in instrs[match_test + 1 : match_test + 3]] != ["COPY", "POP_JUMP_IF_NONE"]:
                raise self.error("except* clause shape", instrs[match_test])
            nomatch = instrs[match_test + 2].target.index
            if instrs[nomatch].opname != "POP_TOP":
                raise self.error("except* clause shape", instrs[nomatch])
            store = instrs[match_test + 3]
            name = store.argval if store.opname.startswith("STORE_") else None
            if name is None and store.opname != "POP_TOP":
                raise self.error("unexpected except* clause target", store)
            clause_start = match_test + 4  # past COPY 1; POP_JUMP_IF_NONE; STORE|POP_TOP
            clause_handler = self.cover.get(clause_start)
            clause_end = clause_start
            if clause_handler is not None and clause_start < clause_handler < nomatch:
                for x in range(clause_start, clause_handler):
                    if self._in_extent(x, clause_handler):
                        clause_end = x + 1
            clauses.append((typ, name, clause_start, clause_end))
            clause_head = nomatch + 1
        if not clauses:
            raise self.error("except* without clauses", instrs[handler])
        return clause_head, clauses

    def _star_end_311(self, body_start, body_end, cleanup, after_clauses):
        """The end of except* clauses, from k (`[LIST_APPEND 1];
        PREP_RERAISE_STAR; ...`, cleanup block at `cleanup`): where the statement
        goes on (None if they do not say), and the code after the statement
        held there, (start, end), or None."""
        instrs = self.instrs
        reraise_star = after_clauses
        if instrs[reraise_star].opname == "LIST_APPEND":
            reraise_star += 1
        tail_names = [x.opname for x in instrs[reraise_star : reraise_star + 6]]
        if tail_names[0] not in ("PREP_RERAISE_STAR", "CALL_INTRINSIC_2") or tail_names[1:5] != ["COPY", "POP_JUMP_IF_NOT_NONE", "POP_TOP", "POP_EXCEPT"]:
            raise self.error("except* end not understood", instrs[reraise_star])
        reraise = instrs[reraise_star + 2].target.index
        if [x.opname for x in instrs[reraise : reraise + 3]] != ["SWAP", "POP_EXCEPT", "RERAISE"] or reraise + 3 != cleanup:
            raise self.error("except* re-raise not understood", instrs[reraise])
        clauses_done = reraise_star + 5  # past PREP_RERAISE_STAR; COPY 1; POP_JUMP_IF_NOT_NONE; POP_TOP; POP_EXCEPT
        after = None
        tail = None
        if instrs[clauses_done].opname == "JUMP":
            after = self.resolve(instrs[clauses_done].target.index)
        elif clauses_done < reraise and instrs[reraise - 1].opname == "RETURN_VALUE":
            if self._same_code(clauses_done, body_end, reraise - clauses_done):
                after = body_end
            elif self.cover.get(cleanup) is None and self._no_fallthrough(body_start, body_end, (clauses_done, reraise)):
                tail = (clauses_done, reraise)  # not inside another try: the code after, held here
            else:
                raise self.error("except* clauses end in code not understood", instrs[clauses_done])
        else:
            raise self.error("except* end not understood", instrs[clauses_done])
        return after, tail

    def _strip_tails(self, clauses, body_start, body_end, handler, st):
        """3.12+: a clause that ends the function ends with a copy of the code
        after the statement (`POP_EXCEPT; <tail>; RETURN_VALUE`); cut it off.
        The copy may also be of the code after the loop around the statement
        (a `break`) or after the enclosing block."""
        instrs = self.instrs
        out = []
        after = None
        tail = None
        loop = st.region.loop
        for typ, name, clause_start, clause_end in clauses:
            pop_except = clause_end - 1
            while pop_except >= clause_start and instrs[pop_except].opname != "POP_EXCEPT":
                pop_except -= 1
            extra = None
            ends = instrs[clause_end - 1].opname
            # (`raise` in a clause raises before POP_EXCEPT: after it, it is
            # the code after the statement, unless a nested clause's.)
            raises = ends == "RAISE_VARARGS" and pop_except + 1 < clause_end and all(x.target is None and x.opname not in ("RERAISE", "RETURN_VALUE", "RAISE_VARARGS") for x in instrs[pop_except + 1 : clause_end - 1])
            if pop_except >= clause_start and (ends == "RETURN_VALUE" and pop_except + 1 < clause_end - 1 or raises) and instrs[pop_except - 1].opname not in ("SWAP", "POP_EXCEPT"):
                cut = pop_except + 1
                if name is not None and instrs[cut].opname == "LOAD_CONST" and instrs[cut + 2].opname.startswith("DELETE_"):
                    cut += 3
                tail_len = clause_end - cut
                if tail_len and self._same_code(cut, body_end, tail_len):
                    self._inner_exit_copies(clause_start, pop_except, body_end, tail_len, cut - pop_except - 1)
                    clause_end = cut
                    after = body_end
                elif tail_len and self._break_copy(cut, clause_end, loop, body_end):
                    clause_end = cut
                    extra = ast.Break
                else:
                    region_follow = self.follow_of(st.end, st.region)
                    if tail_len and region_follow is not None and region_follow != cut and self._same_code(cut, region_follow, tail_len) and (after is None or after == region_follow):
                        clause_end = cut
                        after = region_follow
                    elif tail_len and self.cover.get(self.cover.get(self._cur_handler)) is None and not self._loop_closes_in(handler, self.cover[handler], st) and (self._no_fallthrough(body_start, body_end, (cut, clause_end)) or body_end < handler <= st.end and self._computes(cut, clause_end) and self._no_fallthrough(body_start, handler, (cut, clause_end))) and (tail is None or self._same_code(cut, tail[0], tail_len) and tail[1] - tail[0] == tail_len):
                        # The body (or the else it goes on with) never
                        # finishes: the code after the statement is only
                        # reached from the handlers, and each clause holds
                        # it (the first one is the original). (A clause's
                        # own `return constant` also pops the exception
                        # first: with an else, only a computed value tells.)
                        if tail is None:
                            tail = (cut, clause_end)
                        clause_end = cut
                    elif tail_len and (raises or self._computes(cut, clause_end)):
                        # Left as it is, but no statement the clause wrote
                        # (that computes its value before unwinding): a
                        # copy of an exit whose jump copied_exits finds.
                        self.facts.unwound_exits.add(clause_end - 1)
            out.append((typ, name, clause_start, clause_end, extra))
        return out, after, tail

    def _computes(self, a, b):
        """Whether [a, b), ending in RETURN_VALUE or RAISE_VARARGS, does more
        than load constants."""
        return any(self.instrs[x].opname != "LOAD_CONST" for x in range(a, b - 1))

    def _inner_exit_copies(self, clause_start, pop_except, body_end, copy_len, named=0):
        """The clause [clause_start, pop_except] ends with POP_EXCEPT at
        `pop_except` (and the `named` instructions clearing its name) and a
        copy of the `copy_len` instructions at body_end, the code after the
        statement; a branch inside it may end the same way (`POP_EXCEPT;
        <clear name>; <copy>`): read each such copy as the jump to the
        clause's end at `pop_except`."""
        instrs = self.instrs
        for x in range(clause_start + 1, pop_except - copy_len - named):
            if instrs[x].opname == "POP_EXCEPT" and instrs[x - 1].opname not in ("SWAP", "POP_EXCEPT", "POP_TOP") and (not named or self._same_code(x + 1, pop_except + 1, named)) and self._same_code(x + 1 + named, body_end, copy_len) and x not in self.skip:
                if x + named + copy_len + 1 == pop_except:
                    self.skip[x] = pop_except  # right before the end: falls into it
                else:
                    self.skip[x] = x + named + copy_len
                    instrs[x + named + copy_len].opname = "JUMP"
                    instrs[x + named + copy_len].target = instrs[pop_except]
                if named:
                    # (3.12 lays such a copy out after a nested try's
                    # handlers, where its clauses jump: to the end too.)
                    for y in instrs[clause_start:pop_except]:
                        if y.target is instrs[x] and y.opname == "JUMP":
                            y.target = instrs[pop_except]

    def _cut_threaded_exits(self, clauses, body_end, after):
        """A clause whose jump to the end of the statement was threaded
        through a short exit at body_end (`POP_EXCEPT; JUMP t`, leaving an
        enclosing handler, 3.13) ends with a copy of that exit: cut it off,
        the clause then goes on at body_end."""
        instrs = self.instrs
        exit_len = 1
        while exit_len <= 5 and body_end + exit_len <= self.count and instrs[body_end + exit_len - 1].opname != "JUMP":
            if instrs[body_end + exit_len - 1].target is not None:
                return clauses, after
            exit_len += 1
        if exit_len > 5 or body_end + exit_len > self.count or instrs[body_end].opname != "POP_EXCEPT" or instrs[body_end + exit_len - 1].target.index in self.loop_tails:
            return clauses, after  # (a jump to a loop head is read as the loop going on)
        out = []
        for typ, name, clause_start, clause_end, extra in clauses:
            if clause_end - exit_len > clause_start and instrs[clause_end - exit_len - 1].opname == "POP_EXCEPT" and self._same_code(clause_end - exit_len, body_end, exit_len):
                clause_end -= exit_len
                after = body_end
            out.append((typ, name, clause_start, clause_end, extra))
        return out, after

    def _cut_enclosing_exits(self, clauses, handler):
        """3.13 threads a clause's way out of a try statement that ends an
        enclosing except clause through that clause's exit: the clause ends
        `POP_EXCEPT; POP_EXCEPT; JUMP t`, t where the enclosing statement
        goes on. Cut the copy off (the clause then falls off the enclosing
        clause); also tell whether any clause had it."""
        if not self.version.CLAUSE_EXITS_THREADED:
            return clauses, False
        instrs = self.instrs
        out = []
        leaves = False
        for typ, name, clause_start, clause_end, extra in clauses:
            if clause_end - 3 >= clause_start and [x.opname for x in instrs[clause_end - 3 : clause_end]] == ["POP_EXCEPT", "POP_EXCEPT", "JUMP"] and self.resolve(clause_end - 1) == self._enclosing_end(handler):
                clause_end -= 2
                leaves = True
            out.append((typ, name, clause_start, clause_end, extra))
        return out, leaves

    def _enclosing_end(self, handler):
        """Where the try statement whose handler holds handler goes on
        after its body (its main line's end); None if unknown."""
        for i, hs in self.try_starts.items():
            for o in hs:
                c = self.cover.get(o)
                if o in self.active_tries and o < handler and c is not None and handler < c and self._is_except(o, c, None):
                    return self.resolve(self._main_line_end(i, o))
        return None

    def _break_copy(self, start, stop, loop, body_end):
        """Whether [start, stop) is a `break` out of `loop` followed by a copy
        of the code after the loop (a for loop first pops its iterator)."""
        if loop is None or loop.break_to is None or loop.break_to == body_end:
            return False
        instrs = self.instrs
        if instrs[loop.head].opname == "FOR_ITER":
            if instrs[start].opname != "POP_TOP":
                return False
            start += 1
        n = stop - start
        return n > 0 and self._same_code(start, self.resolve(loop.break_to), n)

    def _no_fallthrough(self, body_start, body_end, tail=None, with_body=False):
        """Whether the protected body [body_start, body_end) cannot finish normally. A
        nested handler may leave through a copy of `tail` (start, end). In a
        with body (`with_body`), a handler's way out through the with's exit
        is a return out of the with."""
        instrs = self.instrs
        if body_end <= body_start:
            return False
        last = instrs[body_end - 1]
        if last.opname not in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") and not (last.opname == "JUMP" and body_start <= last.target.index < body_end - 1):
            return False  # ends neither in an exit nor in an endless loop
        handler_exit = False
        for k in range(body_start, body_end):
            name = instrs[k].opname
            t = instrs[k].target
            if t is not None and t.index >= body_end and name != "SETUP_FINALLY":
                return False
            if name == "BEFORE_ASYNC_WITH" or name == "BEFORE_WITH" and not self._swallow_stays_in(k, body_start, body_end):
                return False  # __exit__ may swallow an exception: the with finishes
            if name == "POP_EXCEPT" and not self._is_cleanup(k - 1):
                handler_exit = True
                if tail is not None and self._same_code(k + 1, tail[0], tail[1] - tail[0]):
                    handler_exit = False  # leaves through the same copy
            elif name == "WITH_EXIT" and with_body:
                handler_exit = False
            elif name == "RETURN_VALUE" and handler_exit:
                return False  # a nested handler's way out may be a copy of the code after
            elif name in ("RAISE_VARARGS", "RERAISE", "RETURN_VALUE", "JUMP"):
                handler_exit = False
        return True

    def _swallow_stays_in(self, k, body_start, body_end):
        """Whether the with statement at BEFORE_WITH k goes on, when its
        __exit__ swallows an exception, to code in [body_start, body_end)."""
        with_handler = self.cover.get(k + 1)
        cont = None if with_handler is None else self._swallow_continuation(with_handler)
        return cont is not None and body_start <= cont < body_end

    def _swallow_continuation(self, with_handler):
        """Where the with statement whose handler is with_handler goes on when its
        __exit__ swallows the exception; None if with_handler is no such handler."""
        instrs = self.instrs
        if with_handler + 2 >= self.count or instrs[with_handler + 1].opname != "WITH_EXCEPT_START" or instrs[with_handler + 2].opname != "POP_JUMP_IF_TRUE":
            return None
        swallow = instrs[with_handler + 2].target.index
        if not _runs(instrs, swallow, WITH_SWALLOW):
            return None
        return self.resolve(swallow + len(WITH_SWALLOW))

    def _follows_clauses(self, body_end, end, handler, cleanup):
        """Whether [body_end, end), laid out between a try body and its handlers
        [handler, cleanup) whose clauses `continue` or `break` to where it goes, is the
        code after the statement rather than its else: both compile alike
        but for the order the names are numbered in."""
        return self._names_say_else(body_end, end, handler, cleanup) is False

    def _names_say_else(self, body_end, end, handler, cleanup):
        """Whether co_names has the code [body_end, end) written before the
        handlers [handler, cleanup) (True), after them (False), or cannot tell (None).
        A try statement inside that code tells by itself: its handlers are
        laid out after this statement's only if the code came first."""
        earlier = {x for i, hs in self.try_starts.items() if i < body_end for x in hs}
        own = next((k for k in range(body_end, end) if k in earlier), end)  # earlier statements' handlers
        nested = [x for k in range(body_end, own) for x in self.try_starts.get(k, ())]
        if nested:
            if all(x < handler for x in nested):
                return True
            if all(x > cleanup for x in nested):
                return False
            return None
        return written_first(self.code, self.instrs, (body_end, own), (handler, cleanup), body_end)

    def _loop_closes_in(self, handler, cleanup, st):
        """Whether the loop around goes round only through a clause of the
        statement with handler [handler, cleanup) (`past_handler`): nothing follows the
        statement in the loop body."""
        loop = st.region.loop
        return loop is not None and handler < st.end < cleanup and self.loop_tails.get(loop.head) == st.end

    def _clauses_break_at_block_end(self, handler, cleanup, after, st):
        """Whether the clauses [handler, cleanup) of a statement ending its block, laid
        out inline after its body, leave the loop around (`break`): their
        jump there is no way to the statement's end, which is the block's
        (3.11: a try inside an except clause). The else then ends at handler (in
        a raise, or a `break` of its own)."""
        loop = st.region.loop
        if loop is None or after != loop.break_to or cleanup + CLEANUP_SIZE != st.end:
            return False
        return after != self.follow_of(st.end, st.region)

    def _else_leaves_loop(self, body_end, handler, after, st):
        """Whether code [body_end, handler) before handlers laid out inline ends in a
        jump that leaves the loop around or goes round it (`continue`,
        `break`) rather than to where the clauses go on: an else that never
        finishes. (A lone jump there is the body's own way out.)"""
        loop = st.region.loop
        last = self.instrs[handler - 1]
        if loop is None or handler - 1 <= body_end or last.opname != "JUMP":
            return False
        target = self.resolve(last.target.index)
        return target != after and target in (loop.continue_to, loop.break_to)

    def _else_range(self, body_end, handler, cleanup, after, st):
        """(else end, where the lifter goes on, after) for a try body ending at body_end."""
        instrs = self.instrs
        if self._loop_closes_in(handler, cleanup, st):
            if body_end < handler and self.resolve(body_end) == st.region.loop.break_to:
                # The body finishing leaves the loop (`break` after the
                # statement, see _try_except_311): the code there (3.12+)
                # or the jump to it (3.11) follows the loop.
                return body_end, cleanup + CLEANUP_SIZE, after
            # Statements between the body and the handlers are the else (it
            # leaves the loop or goes round): the statement ends the loop
            # body.  A lone jump there is the body's own way out, which the
            # clauses' exits already say.
            if handler - 1 > body_end or (handler - 1 == body_end and instrs[body_end].opname != "JUMP"):
                return handler, cleanup + CLEANUP_SIZE, after
            return body_end, cleanup + CLEANUP_SIZE, after
        if (handler == body_end or instrs[handler - 1].opname in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") or self._else_leaves_loop(body_end, handler, after, st)) and handler <= st.end and cleanup + CLEANUP_SIZE <= st.end and after is not None and (self.resolve(cleanup + CLEANUP_SIZE) == after or cleanup + CLEANUP_SIZE == st.end and after == self.follow_of(st.end, st.region)):
            # Handlers inline, right after the body (or an else that never
            # finishes); the clauses go on after them.
            return handler, handler, after
        if self._clauses_break_at_block_end(handler, cleanup, after, st):
            return handler, handler, self.follow_of(st.end, st.region)
        if self.version.TABLE_HANDLERS_INLINE or (handler <= st.end and handler - 1 >= body_end and instrs[handler - 1].opname == "JUMP"):
            if handler - 1 >= body_end and instrs[handler - 1].opname == "JUMP" and handler <= st.end:
                target = self.resolve(instrs[handler - 1].target.index)
                if after is None or (after != target and self.copied_exit(after, target)):
                    # (The clauses may reach their own copy of the exit
                    # block, `return None`, the body's jump reaches.)
                    after = target
                loop = st.region.loop
                leaves_loop = loop is not None and after in (loop.break_to, loop.continue_to)
                if (
                    target == after
                    # 3.11+: the body jumps to its own copy of the short
                    # exit the clauses reach (a named clause's cleanup
                    # and `return`, in an enclosing clause); the later
                    # copy is passed over when read.
                    or (after is not None and self.copied_exit(max(target, after), min(target, after)))
                    or (self.version.TABLE_HANDLERS_INLINE and leaves_loop and target != self.resolve(handler) and target != loop.break_to)
                    # 3.12+ handlers inline (inside a clause): the body
                    # jumps over them to the code after the statement,
                    # the clauses `continue`/`break`.
                    or (leaves_loop and target == cleanup + CLEANUP_SIZE <= st.end and target not in (loop.break_to, loop.continue_to))
                ):
                    if self._follows_clauses(body_end, handler - 1, handler, cleanup):
                        return body_end, body_end, body_end
                    return handler - 1, handler, target
                if loop is not None and target == loop.break_to != after and cleanup + CLEANUP_SIZE <= st.end:
                    # A `break` (unprotected) ends the body, before the
                    # handlers laid out inline (3.11; 3.12+ inside a
                    # clause): it is the else, as when the handlers lie
                    # past the loop.
                    return handler, handler, after
            if handler <= st.end and (after is None or handler == after):
                return handler, handler, after
        if after is None:
            end = min(handler, st.end)  # a loop's handlers lie past its back jump
            if body_end < end and self._names_say_else(body_end, end, handler, cleanup):
                # Neither the clauses nor the code before them finish: that
                # code is the else if the source wrote it first.
                return end, end, after
            return body_end, body_end, after
        if body_end <= after <= st.end:
            return after, after, after
        f = self.follow_of(st.end, st.region)
        if f is not None and after > st.end and self.copied_exit(after, f):
            # The clauses end in copies of the exit block (`return None`)
            # the statement goes on to; 3.12+ gives each way its own copy.
            after = f
        if after == f or (st.region.loop is not None and after in (st.region.loop.continue_to, st.region.loop.break_to)):
            loop = st.region.loop
            if loop is not None and after in (loop.continue_to, loop.break_to) and (self._jumps_into(handler, cleanup, body_end) and self.resolve(body_end) != after or self.instrs[body_end].opname == "POP_EXCEPT" or self._follows_clauses(body_end, st.end, handler, cleanup)):
                # (A clause that goes on there, one of its branches
                # jumping to the body's end, says so too; so does the body
                # going on by leaving the enclosing clause, 3.13.)
                return body_end, body_end, body_end
            return st.end, st.end, after
        raise self.error("cannot find where the try statement ends", instrs[body_end])

    # ----------------------------------------------------------- try/finally
    def _try_finally_311(self, body_start, body_end, handler, cleanup, st):
        """try/finally (3.11+) whose body is [body_start, body_end), handler at `handler` (the
        finally body, then its re-raise) and cleanup block at `cleanup`: reads the
        finally body, the body without the copies of the finally body at its
        exits, emits the Try into st and returns where reading goes on."""
        instrs = self.instrs
        if instrs[cleanup - 1].opname == "RETURN_VALUE":
            return self._finally_returns_311(body_start, body_end, handler, cleanup, st)
        final_end = self._finally_reraise_311(handler, cleanup)
        base = list(st.stack) + [_Marker("prev_exc"), _Marker("exc")]
        inner = self._finally_inner_exits_311(handler, cleanup, final_end)
        final, _ = self.block(handler + 1, final_end, self._sub(st, final_end, final_end if inner else None, 1), base)
        final_len = final_end - (handler + 1)
        shape = [x.opname for x in instrs[handler + 1 : final_end]]
        body_end, ret_end, extra = self._finally_return_end_311(body_start, body_end, handler, final_len, shape, inner)
        consumed = False
        swallowed = None
        if ret_end is not None:
            body, out, body_end = self._finally_body_returning_311(body_start, body_end, handler, final_len, shape, ret_end, extra, st)
        copy = self._finally_copy_end(handler + 1, final_end, body_end, inner) if inner else None
        past_handlers = self._past_earlier_handlers(body_end, handler)
        if copy is None and inner and ret_end is None and past_handlers != body_end:
            copy = self._finally_copy_end(handler + 1, final_end, past_handlers, inner)
        if ret_end is None:
            body, out, consumed, swallowed = self._finally_body_311(body_start, body_end, handler, final_end, inner, copy, st)
        body = self._finally_body_checked_311(body, final, body_start, body_end, handler, final_end, st)
        resume, tail, body, out = self._after_try_finally_311(body_start, body_end, handler, cleanup, final_end, final_len, shape, past_handlers, copy, consumed, swallowed, ret_end, body, out, final, st)
        return self._emit_try_finally_311(body_start, body_end, handler, cleanup, st, body, out, final, resume, tail)

    def _finally_reraise_311(self, handler, cleanup):
        """Where the finally body at handler + 1 ends: its re-raise before the
        cleanup block at `cleanup`, or cleanup when the whole handler is the body."""
        instrs = self.instrs
        final_end = cleanup - 1
        if self._is_cleanup(cleanup - 3):
            # The finally body ends with a nested statement's handlers (3.11+
            # puts them after the body's own re-raise): all of it is the body.
            final_end = cleanup
        elif instrs[final_end].opname == "RAISE_VARARGS":
            # The finally body ends in a raise: its re-raise is dead code,
            # left out; all of the handler is the body.
            final_end = cleanup
        elif instrs[final_end].opname != "RERAISE":
            raise self.error("finally handler without its re-raise", instrs[handler])
        return final_end

    def _finally_inner_exits_311(self, handler, cleanup, final_end):
        """The branches of the finally body [handler + 1, final_end) that end in a copy of
        its final re-raise (or a jump there), turned into jumps to its end final_end
        and noted in facts.fin_jumps; returns their offsets."""
        instrs = self.instrs
        fin_jumps = self.facts.fin_jumps
        inner = [k for k in range(handler + 1, final_end) if (k in fin_jumps or instrs[k].opname == "RERAISE" and instrs[k].argval == 0) and self.cover.get(k) == cleanup]
        fin_jumps.update(inner)
        for k in inner:
            # A branch ending in a copy of the final re-raise falls off the
            # finally body: read it as a jump to the end.
            instrs[k].opname = "JUMP"
            instrs[k].target = instrs[final_end]
        end_jumps_from = final_end
        while end_jumps_from - 1 in fin_jumps:
            end_jumps_from -= 1
        for x in instrs[handler + 1 : end_jumps_from]:
            if x.target is not None and end_jumps_from <= x.target.index < final_end:
                x.target = instrs[final_end]  # the re-raises right before the last one are the end too (conditions are read by target)
        return inner

    def _finally_return_end_311(self, body_start, body_end, handler, final_len, shape, inner):
        """Where the try body ends (body_end: past a loop around a return), the
        end of `<finally copy>; return value` ending it (None if it does
        not), and 1 when a branch of the copy returns after it (3.11)."""
        instrs = self.instrs
        ret_end = None
        loop_exit = self._loop_around_return(body_start, body_end, final_len, shape, bool(inner))
        if loop_exit is not None:
            body_end = loop_exit
        elif body_end + final_len < self.count and not inner and [x.opname for x in instrs[body_end : body_end + final_len]] == shape:
            ret_end = body_end + final_len + 1 if instrs[body_end + final_len].opname == "RETURN_VALUE" else self._return_chain_end(body_end + final_len)
        # (3.11: a branch of the finally body that reaches its end, the
        # re-raise, jumps in the copy to a RETURN of its own, after the
        # one the copy falls into.)
        extra = 1 if ret_end == body_end + final_len + 1 and self._branch_return_after(body_end, handler + 1, final_len) else 0
        return body_end, ret_end, extra

    def _finally_body_returning_311(self, body_start, body_end, handler, final_len, shape, ret_end, extra, st):
        """The try body that ends in `return value` (the finally body's copy
        of final_len instructions then the return, ending at ret_end): its
        statements, the stack it leaves, and where it ends."""
        instrs = self.instrs
        # `return value` ending the body: the value is computed inside
        # the protected range, then the finally copy runs, then RETURN
        # (leaving the enclosing with blocks and handlers first).
        # Lift the body without the copy: its stores would run while the
        # value waits on the stack, which reads as an assignment.
        # Clauses that go on after the statement reach the other normal
        # copy, after the handlers of the body placed behind the return.
        end = ret_end
        while end < st.end:
            if self._in_extent(end, handler):
                end += 1
            elif instrs[end].opname == "PUSH_EXC_INFO" and self.skip.get(end, end) > end:
                # An earlier statement's handlers, which 3.12+ lays
                # out after this return: the clauses' way on lies past.
                end = self.skip[end]
            else:
                break
        swallowed = _runs(instrs, end - len(WITH_SWALLOW), WITH_SWALLOW)  # a with's handler goes on
        reached = swallowed or any(x.target is not None and x.target.index == end for x in instrs[ret_end:end])
        if [x.opname for x in instrs[end : end + final_len]] != shape or not reached:
            end = body_end
        self.returned_at.add(body_end)
        body, out = self.block(body_start, end, self._sub(st, end, ret_end if end == body_end else end), list(st.stack))
        if body_end in self.returned_at:
            self.returned_at.discard(body_end)
            if len(out) != len(st.stack) + 1:
                raise self.error("finally return shape", instrs[body_end + final_len])
            ret, _ = self.block(body_end + final_len, ret_end, self._sub(st, ret_end, None), out)
            if len(ret) != 1 or not isinstance(ret[0], ast.Return):
                raise self.error("finally return shape", instrs[body_end + final_len])
            body += ret
        elif len(out) != len(st.stack):
            raise self.error("finally return shape", instrs[body_end + final_len])
        body_end = ret_end + extra if end == body_end else end + final_len
        return body, out, body_end

    def _finally_body_311(self, body_start, body_end, handler, final_end, inner, copy, st):
        """The try body [body_start, body_end) read when it does not end in a return: its
        statements, the stack it leaves, whether the copy of the finally
        body after it returns the value it leaves (consumed), and the copy
        a with swallowing an exception reaches (`_swallowed_copy`) or None."""
        instrs = self.instrs
        swallowed = None
        # A finally body with branches, each exit of its copy a bare
        # RETURN_VALUE: a nested statement may leave the value for it.
        # (Not past a with that, swallowing an exception, leaves the
        # body: that reaches another copy.)
        returns_value = copy is not None and all(y - x == 1 and instrs[x].opname == "RETURN_VALUE" for x, y in copy[1])
        if returns_value and any(x.opname in ("BEFORE_WITH", "BEFORE_ASYNC_WITH") and not self._swallow_stays_in(x.index, body_start, body_end) for x in instrs[body_start:body_end]):
            swallowed = self._swallowed_copy(body_start, body_end, handler, final_end, inner)
            returns_value = swallowed is not None
        if returns_value:
            self.returned_at.add(body_end)
        body, out = self.block(body_start, body_end, self._sub(st, body_end, self.resolve(body_end)), list(st.stack))
        consumed = returns_value and body_end not in self.returned_at
        self.returned_at.discard(body_end)
        return body, out, consumed, swallowed

    def _finally_body_checked_311(self, body, final, body_start, body_end, handler, final_end, st):
        """The try body's statements without the copies of the finally body
        (final) at its exits; raises when a return value or the code after
        the statement would be read in the wrong place."""
        instrs = self.instrs
        body = _strip_copies(body, final, loops=True)
        if _shared_return_values(body):
            # A value computed once, before a copy of the finally body that
            # was not recognised (one ending in a try statement holds the
            # return at each of its ends), would be written twice.
            raise self.error("return value computed before a finally body copy", instrs[handler - 1])
        line = max((x.lineno or 0 for x in instrs[handler + 1 : final_end]), default=0)
        if _returns_after_line(body, line):
            # Code after the statement (a loop's exit) copied behind a copy
            # of the finally body: as a return in the body its value would
            # be computed before the finally body runs. Where each is the
            # code after the loop around, they are its breaks.
            body = self._finally_breaks_311(body, body_start, body_end, handler, final_end, st, line)
            if body is None:
                raise self.error("code after the try statement copied into its body", instrs[handler - 1])
        return body

    def _after_try_finally_311(self, body_start, body_end, handler, cleanup, final_end, final_len, shape, past_handlers, copy, consumed, swallowed, ret_end, body, out, final, st):
        """Where reading goes on after the try/finally, past the copy of the
        finally body after the try body; the code after the statement held
        in that copy (a range, or statements) or None; and the body and the
        stack it leaves, with the return read from the copy's exits."""
        instrs = self.instrs
        resume = body_end
        tail = None
        if ret_end is not None:
            pass  # the copy and the return were read with the body
        elif [x.opname for x in instrs[past_handlers : past_handlers + final_len]] == shape:
            resume = past_handlers + final_len
            if resume in self.returned_at and len(out) == len(st.stack) + 1:
                # The value is returned after an enclosing finally body's copy.
                self.returned_at.discard(resume)
                body.append(ast.Return(value=self._as_expr(out[-1], instrs[resume])))
                out = out[:-1]
        elif copy is not None and copy[0] <= st.end:
            resume, exits, joins = copy
            exit_start, exit_end = exits[0]
            if any(y - x != exit_end - exit_start or not self._same_code(x, exit_start, exit_end - exit_start) for x, y in exits):
                raise self.error("finally exits differ", instrs[body_end])
            if instrs[final_end - 1].opname not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
                joins.add(resume)
            if consumed:
                if resume in joins and self._same_code(resume, exit_start, exit_end - exit_start):
                    resume += exit_end - exit_start  # the returns were read with the body
                if swallowed is not None:
                    resume, tail = self._after_swallowed_copy(resume, swallowed, handler, cleanup)
            elif len(out) == len(st.stack) + 1:
                # `return value` in the body: each exit of the copy returns
                # it (leaving the enclosing with blocks and handlers first).
                if resume in joins:
                    if not self._same_code(resume, exit_start, exit_end - exit_start):
                        raise self.error("finally return shape", instrs[resume])
                    resume += exit_end - exit_start
                ret, _ = self.block(exit_start, exit_end, self._sub(st, exit_end, None), list(out))
                if len(ret) != 1 or not isinstance(ret[0], ast.Return):
                    raise self.error("finally return shape", instrs[exit_start])
                body += ret
            elif resume not in joins:
                # No way goes on after the end of the copy: the code after
                # the statement only exists as the copies at the exits.
                tail = exits[0]
        elif not (body and isinstance(body[-1], (ast.Return, ast.Raise))) and not self._endless_body(body_start, body_end, handler, body):
            self.skip[handler] = cleanup + CLEANUP_SIZE
            rest = self._copy_then_rest(body_end, final, st, body)
            if rest is None:
                raise self.error("finally body not copied after the try body", instrs[body_end])
            tail, resume = rest, st.end
        return resume, tail, body, out

    def _emit_try_finally_311(self, body_start, body_end, handler, cleanup, st, body, out, final, resume, tail):
        """Emits the Try (body, finally body final) into st, with what the
        body leaves on the stack and the code after it held in the copy
        (tail); returns where reading goes on (resume, moved past the
        handler's way round)."""
        instrs = self.instrs
        results = None
        if (len(out) != len(st.stack) or self.dynamo and self._stack_changed(out, st)) and not (body and isinstance(body[-1], ast.Return)):
            results = self._values_out_of_try(st, body, out, instrs[body_end])
        if resume < self.count and instrs[resume].opname == "JUMP" and resume + 1 == handler:
            resume += 1
        self.skip[handler] = cleanup + CLEANUP_SIZE
        if self.dynamo and resume + 2 == handler and self._pushed_over_handler(resume, cleanup + CLEANUP_SIZE):
            # Dynamo's `with` exit: `None` pushed, a jump over the handler, popped
            resume += 2
            self.skip[handler] = instrs[resume - 1].target.index + 1
        if len(body) == 1 and isinstance(body[0], ast.Try) and not body[0].finalbody and body[0].handlers:
            node = body[0]
            node.finalbody = final or [ast.Pass()]
        else:
            node = ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=final or [ast.Pass()])
        self.emit(st, node, instrs[body_start])
        if results is not None:
            kept, values = results
            st.stack[kept:] = values
        if isinstance(tail, tuple):
            tail, _ = self.block(tail[0], tail[1], self._sub(st, tail[1], None), list(st.stack))
        for x in tail or ():
            self.emit(st, x)
        return resume

    def _finally_breaks_311(self, body, body_start, body_end, handler, r, st, line):
        """3.12+: `break` out of the loop around a try/finally, from its
        body [body_start, body_end): the finally body's copy, then a copy of the code
        after the loop (a short block ending in a return, which 3.12 copies
        into each jump that reaches it; `loop_exit_copy`). body with the
        returns on lines after the statement (`line`) read as those
        breaks; None unless each of them is one."""
        loop = st.region.loop
        if not self.version.TRY_EXITS_COPIED or loop is None:
            return None
        n = r - (handler + 1)
        sites = [p for p in range(body_start + n, body_end) if self._same_code(p - n, handler + 1, n) and self.loop_exit_copy(p, body_end, loop)]
        if not sites:
            return None
        found = _returns_to_breaks(body, line)
        if len(found) != len(sites) or len({_dump(x) for x in found}) != 1:
            return None
        return body

    def loop_exit_copy(self, p, end, loop):
        """3.12+: the end of the copy at p (before end) of the code after
        `loop`: a short block that loads and returns or raises, which
        3.12 copies into each way that reaches it; None if [p, ..) is not
        one. A `while True:` left only by such ways keeps no original (its
        handlers follow it): the copies are that code, written after the
        loop (while_loop)."""
        e = self._fresh_tail(p, end)
        if e is None or self._copied_from(p, loop.break_to, e - p):
            return e
        if self.instrs[loop.head].opname == "FOR_ITER" or not self._nothing_after_loop(loop) or not self._after_loop_lines(p, e, loop):
            return None
        tails = self.facts.loop_exit_tails
        t = tails.setdefault(loop.head, (p, e))
        return e if t[1] - t[0] == e - p and self._same_code(t[0], p, e - p) else None

    def _after_loop_lines(self, start, stop, loop):
        """Whether the code [start, stop) lies on lines after those of the loop
        (its copies aside) and of its statements' handlers: it copies no
        statement of the loop (an enclosing finally body or with exit that
        the way out runs first)."""
        instrs = self.instrs
        tail = self.loop_tails.get(loop.head)
        if tail is None:
            return False
        n = stop - start
        spans = [(loop.head, tail + 1)]
        spans += [(h, self.cover[h] + CLEANUP_SIZE) for i, hs in self.try_starts.items() if loop.head <= i <= tail for h in hs if self.cover.get(h, -1) > h]
        lines = set()
        for a, b in spans:
            k = a
            while k < b:
                if self._same_code(k, start, n):
                    k += n
                    continue
                lines.add(instrs[k].lineno or 0)
                k += 1
        return min(x.lineno or 0 for x in instrs[start:stop]) > max(lines, default=0)

    def _nothing_after_loop(self, loop):
        """3.12+: whether no code follows `loop` in its block: where its
        breaks go lies past the code, or handlers laid out after it start
        there."""
        b = loop.break_to
        return b is None or b >= self.count or self.instrs[b].opname == "PUSH_EXC_INFO"

    def _past_earlier_handlers(self, k, handler):
        """Where the code at k goes on past the handlers of other statements
        laid out there (3.12+; before handler, this statement's): the normal copy
        of a finally body that only a `break` out of the body reaches lies
        after them."""
        instrs = self.instrs
        while k < handler and instrs[k].opname == "PUSH_EXC_INFO":
            cleanup = self.cover.get(k)
            if cleanup is None or cleanup < k or not self._is_cleanup(cleanup):
                break
            k = cleanup + CLEANUP_SIZE
        return k

    def _endless_body(self, body_start, body_end, handler, body):
        """A try body ending in a loop that only a return or a raise leaves
        (`while True:` without break): no normal copy of the finally body
        follows it, only the handler (after those of earlier statements)."""
        if not (body and isinstance(body[-1], ast.While) and not body[-1].orelse and self._no_fallthrough(body_start, body_end)):
            return False
        k = body_end
        while k != handler and k in self.skip and self.skip[k] > k:
            k = self.skip[k]
        return k == handler

    def _swallowed_copy(self, body_start, body_end, handler, final_end, inner):
        """`try: with m: return v finally: F` (3.11+), F with branches: where
        __exit__ swallows an exception the body falls off, into the normal
        copy of F laid out after the handlers. That copy (its start, end,
        exits, joins) when every with statement of the body goes on there
        (through the exits of the with statements around it); else None."""
        instrs = self.instrs
        goes = set()
        for k in range(body_start, body_end):
            if instrs[k].opname not in ("BEFORE_WITH", "BEFORE_ASYNC_WITH"):
                continue
            with_handler = self.cover.get(k + 1)
            cont = None if with_handler is None else self._swallow_continuation(with_handler)
            if cont is None:
                return None
            while cont + 1 < self.count and instrs[cont].opname == "WITH_EXIT" and instrs[cont + 1].opname == "JUMP":
                cont = self.resolve(cont + 1)
            if body_start <= cont < body_end:
                return None  # the body goes on after it: not the shape
            goes.add(cont)
        if len(goes) != 1:
            return None
        copy_start = goes.pop()
        if copy_start < body_end:
            return None
        found = self._finally_copy_end(handler + 1, final_end, copy_start, inner)
        if found is None:
            return self._copy_jumping_on(handler, final_end, copy_start, inner)
        end, exits, joins = found
        if any(y - x != exits[0][1] - exits[0][0] or not self._same_code(x, exits[0][0], y - x) for x, y in exits):
            return None
        return copy_start, end, exits, joins

    def _copy_jumping_on(self, handler, final_end, copy_start, inner):
        """The normal copy at copy_start of the finally body [handler + 1, final_end) whose every
        way out (the handler copy's re-raises at `inner`, its jumps to final_end)
        jumps to one place J, the code after the statement: (copy_start, end of the
        copy, [], {J}); None otherwise."""
        instrs = self.instrs
        final_len = final_end - (handler + 1)
        if copy_start + final_len > self.count:
            return None
        join = None
        for offset in range(final_len):
            x, y = instrs[handler + 1 + offset], instrs[copy_start + offset]
            if handler + 1 + offset in inner:
                if y.opname != "JUMP":
                    return None
                goes_to = self.resolve(y.target.index)
            elif x.opname != y.opname or (x.target is None) != (y.target is None):
                return None
            elif x.target is None:
                if x.argval != y.argval:
                    return None
                continue
            elif x.target.index == final_end:
                goes_to = self.resolve(y.target.index)
            elif x.target.index - (handler + 1) == y.target.index - copy_start and x.target.index < final_end:
                continue
            else:
                return None
            if join is not None and goes_to != join:
                return None
            join = goes_to
        if join is None or join < copy_start + final_len:
            return None
        return copy_start, copy_start + final_len, [], {join}

    def _after_swallowed_copy(self, resume, swallowed, handler, cleanup):
        """Go on after the normal copy of the finally body that swallowed
        exceptions reach (`_swallowed_copy`), when only skipped handlers lie
        between: (where to go on, the code after the statement copied into
        the copy's exits or None)."""
        copy_start, end, exits, joins = swallowed
        at = resume
        while at in self.skip and self.skip[at] > at:
            at = self.skip[at]
        if at != copy_start:
            raise self.error("finally body not copied after the try body", self.instrs[resume])
        if not exits:
            # Jumps on to the code after the statement: right after the
            # copy, or past the finally handler laid out there.
            if joins != {end} and not (end == handler and joins == {cleanup + CLEANUP_SIZE}):
                raise self.error("finally body not copied after the try body", self.instrs[resume])
            return end, None
        if end in joins:
            return end, None
        return end, exits[0]

    def _branch_return_after(self, copy, final, length):
        """Whether the copy [copy, copy + length) of the finally body at
        `final`, followed by RETURN, has branches that jump to a second
        RETURN right after, each where the finally body jumps to its end
        (its re-raise)."""
        instrs = self.instrs
        ret = copy + length + 1
        if ret >= self.count or instrs[ret].opname != "RETURN_VALUE":
            return False
        found = False
        for m in range(length):
            x, y = instrs[copy + m], instrs[final + m]
            if x.target is not None and x.target.index == ret:
                if y.target is None or y.target.index != final + length:
                    return False
                found = True
        return found

    def _loop_around_return(self, body_start, body_end, n, shape, inner=False):
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
        instrs = self.instrs
        for k in range(body_start, body_end):
            t = instrs[k].target
            if instrs[k].opname == "FOR_ITER" and t.index > body_end and instrs[t.index - 1].opname == "RETURN_VALUE" and [x.opname for x in instrs[t.index : t.index + n]] == shape:
                return t.index
        return None

    def _pushed_over_handler(self, k, after):
        """`LOAD_CONST None; JUMP` to `after` (NOPs aside), which is `POP_TOP`."""
        instrs = self.instrs
        if not (instrs[k].opname == "LOAD_CONST" and instrs[k].argval is None and instrs[k + 1].opname == "JUMP"):
            return False
        t = instrs[k + 1].target.index
        if t != after or t >= self.count or instrs[t].opname != "POP_TOP":
            return False
        return True

    def _copy_then_rest(self, body_end, final, st, body):
        """The statements after the normal-exit copy of the finally body when
        [body_end, st.end) starts with that copy (the same statements as `final`);
        None otherwise. For copies laid out differently from the handler copy
        (3.12+ moves a nested statement's handlers out of the normal copy,
        not out of the handler copy, which is already cold)."""
        stmts, out = self.block(body_end, st.end, st.region, list(st.stack))
        n = len(final)
        copy, rest = stmts[:n], stmts[n:]
        if len(out) != len(st.stack):
            return None
        spelled = _one_exit_spelling(stmts)
        if copy and rest:
            _drop_exit_copies(copy[-1], [_dump(x) for x in rest])
        if [_dump(x) for x in copy] != [_dump(x) for x in final]:
            # Exit blocks copied differently into the two copies (a return
            # in the finally body, `x = 0; return`, on each way in to it
            # in the handler copy, shared with the code after the statement
            # in the normal copy; the code ending the body, before the
            # re-raise, in each branch of the handler copy): the finally
            # body runs as the normal copy does when both are spelled one
            # way. (Only when the body has no way out, each with its own
            # copy to strip.)
            if any(isinstance(x, (ast.Return, ast.Break, ast.Continue)) for s in body for x in ast.walk(s)):
                return None
            mine = _one_exit_spelling(final)
            want = [_dump(x) for x in spelled]
            for rest in [stmts[len(mine) :]] + _exit_tails(stmts):
                if [_dump(x) for x in _one_exit_spelling(mine + rest)] == want:
                    final[:] = mine
                    return deepcopy(rest)
            return None
        return rest

    def _finally_returns_311(self, body_start, body_end, handler, cleanup, st):
        """try/finally whose finally body ends in `return`: the handler copy
        ends `value; SWAP 2; POP_TOP; SWAP 2; POP_EXCEPT; RETURN_VALUE` (or,
        for a constant, `POP_TOP; POP_EXCEPT; LOAD_CONST; RETURN_VALUE`) and
        the normal-exit copy is the finally body itself, then RETURN_VALUE."""
        instrs = self.instrs
        return_at = cleanup - 1
        names = [x.opname for x in instrs[return_at - 4 : return_at]]
        base = list(st.stack) + [_Marker("prev_exc"), _Marker("exc")]
        if names == ["SWAP", "POP_TOP", "SWAP", "POP_EXCEPT"] and instrs[return_at - 4].argval == 2 and instrs[return_at - 2].argval == 2:
            final_end = return_at - 4
            final_len = final_end - (handler + 1)
            final, out = self.block(handler + 1, final_end, self._sub(st, final_end, None, 1), list(base))
            if len(out) != len(base) + 1:
                raise self.error("finally return shape", instrs[return_at])
            value = self._as_expr(out[-1], instrs[return_at])
            extra = 1
        elif names[1:] == ["POP_TOP", "POP_EXCEPT", "LOAD_CONST"]:
            final_end = return_at - 3
            final_len = final_end - (handler + 1)
            final, out = self.block(handler + 1, final_end, self._sub(st, final_end, None, 1), list(base))
            if len(out) != len(base):
                raise self.error("finally return shape", instrs[return_at])
            value = const(instrs[return_at - 1].argval)
            extra = 2
        else:
            raise self.error("finally handler without its re-raise", instrs[handler])
        final.append(ast.Return(value=value))
        if self._same_code(body_end, handler + 1, final_len) and self._same_code(body_end + final_len, return_at - extra + 1, extra):
            resume = body_end + final_len + extra
        elif self._no_fallthrough(body_start, body_end):
            resume = body_end
        else:
            raise self.error("finally body not copied after the try body", instrs[body_end])
        body, _ = self.block(body_start, body_end, self._sub(st, body_end, self.resolve(body_end)), list(st.stack))
        body = _strip_copies(body, final)
        self.skip[handler] = cleanup + CLEANUP_SIZE
        if len(body) == 1 and isinstance(body[0], ast.Try) and not body[0].finalbody and body[0].handlers:
            node = body[0]
            node.finalbody = final
        else:
            node = ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=final)
        self.emit(st, node, instrs[body_start])
        return resume

    def _finally_copy_end(self, final_start, final_end, copy_at, inner):
        """3.11+: the normal-exit copy of the finally body [final_start, final_end)
        starting at copy_at, where the handler copy re-raises (RERAISE 0 at `inner`) at the end
        of a branch and the normal copy has the exit block copied instead
        (`...; RETURN_VALUE`): (end of the copy, [(start, end) of each exit
        copy], {where the copy's jumps to its end go}). None when they differ.
        3.12+ lays out a nested try's handlers in the normal copy after the
        code the copy goes on to, when that is an exit block (`return`): that
        exit then ends the copy and the handlers after it are skipped. The
        handlers of the body's own statements may come before the copy's."""
        instrs = self.instrs
        exits = []
        joins = set()
        end = None
        start = copy_at
        begun = {o: i for i, hs in self.try_starts.items() for o in hs}
        passed = None
        final_at = final_start
        while final_at < final_end:
            if copy_at >= self.count:
                return None
            x, y = instrs[final_at], instrs[copy_at]
            if x.opname == y.opname == "PUSH_EXC_INFO" and exits and begun.get(copy_at, start) < start and copy_at in self.cover:
                copy_at = self.cover[copy_at] + CLEANUP_SIZE  # the handler of a statement of the body, laid out first
                passed = copy_at
                continue
            if x.opname == "PUSH_EXC_INFO" != y.opname and exits and end is None:
                exit_len = exits[0][1] - exits[0][0]
                if not (copy_at + exit_len < self.count and instrs[copy_at + exit_len].opname == "PUSH_EXC_INFO" and self._same_code(copy_at, exits[0][0], exit_len)):
                    return None
                end = copy_at
                copy_at += exit_len
                continue
            if final_at in inner:
                k = copy_at
                while k < self.count and instrs[k].opname not in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") and instrs[k].target is None:
                    k += 1
                if k >= self.count or instrs[k].opname != "RETURN_VALUE":
                    return None
                exits.append((copy_at, k + 1))
                final_at, copy_at = final_at + 1, k + 1
                continue
            if x.opname != y.opname or (x.target is None and x.argval != y.argval):
                return None
            if x.target is not None and x.target.index == final_end:
                joins.add(y.target.index)
            final_at, copy_at = final_at + 1, copy_at + 1
        if end is not None:
            self.skip[end + exits[0][1] - exits[0][0]] = copy_at
            if passed is not None:
                # That statement's reading skips its own handlers only: the
                # copy's come next.
                self.skip[passed] = copy_at
            return end, exits, joins
        return copy_at, exits, joins

    # ------------------------------------------------------------------- with
    def op_BEFORE_WITH(self, ins, st):
        return self._with_311(ins, st, False)

    def _with_311(self, ins, st, is_async):
        """with / async with (3.11+): `BEFORE_WITH | BEFORE_ASYNC_WITH;
        GET_AWAITABLE 1; LOAD_CONST None; YIELD_FROM`, the body, WITH_EXIT;
        the handler `PUSH_EXC_INFO; WITH_EXCEPT_START; [await];
        POP_JUMP_IF_TRUE swallow; RERAISE 2`."""
        body_start, handler, cleanup = self._with_handler_311(ins, is_async)
        manager = self.pop(st, ins)
        body_end, returns, swallow_only, through = self._with_body_end_311(body_start, handler)
        swallow = self._with_swallow_311(handler, is_async)
        stop = swallow + len(WITH_SWALLOW)
        ret_end = None if returns else self._const_return_inside(body_end, stop)
        if ret_end is not None:
            body_end = ret_end
            returns = True
        body, target = self._with_body_311(ins, body_start, body_end, swallow, through, st)
        nxt, tail = self._after_with_311(ins, body_end, handler, cleanup, stop, returns, swallow_only, through, st)
        item = ast.withitem(context_expr=self._as_expr(manager, ins), optional_vars=target)
        kind = ast.AsyncWith if is_async else ast.With
        if len(body) == 1 and type(body[0]) is kind and getattr(body[0], "_merge", False):
            node = kind(items=[item] + body[0].items, body=body[0].body, type_comment=None)
        else:
            node = kind(items=[item], body=body or [ast.Pass()], type_comment=None)
        node._merge = True
        self.emit(st, node, ins)
        if tail is not None:
            r = st.region
            stmts, _ = self.block(tail[0], tail[1], Region(tail[1], r.follow, r.loop, r.handler_depth, r.protected), list(st.stack))
            for x in stmts:
                self.emit(st, x)
        return nxt

    def _with_handler_311(self, ins, is_async):
        """For the with statement at ins: where its body starts (past the
        await of __aenter__), its handler and its cleanup block."""
        instrs = self.instrs
        statement_start = ins.index
        body_start = statement_start + 1
        if is_async:
            if not _runs(instrs, statement_start + 1, AWAIT):
                raise self.error("async with shape not supported", ins)
            body_start = statement_start + 1 + len(AWAIT)
        handler = self.cover.get(body_start)
        if handler is None or instrs[handler].opname != "PUSH_EXC_INFO" or instrs[handler + 1].opname != "WITH_EXCEPT_START":
            raise self.error("with statement without its handler", ins)
        cleanup = self._cleanup_of(handler)
        return body_start, handler, cleanup

    def _with_body_end_311(self, body_start, handler):
        """Where the with body from body_start (handler at `handler`) ends; whether it
        ends in a return; whether the code after the statement is reached
        only when __exit__ swallows an exception (swallow_only); and where
        a `return value` out of it goes on through an enclosing finally
        body's copy (`_returned_through`) or None."""
        instrs = self.instrs
        body_end = self._main_line_end(body_start, handler)
        # A body ending in a return, unless a branch (or a loop ending)
        # skips that return to reach the normal exit.
        returns = instrs[body_end - 1].opname == "RETURN_VALUE" and not any((x.opname in COND_JUMPS or x.opname == "FOR_ITER") and x.target.index == body_end for x in instrs[body_start:body_end])
        # A body that never finishes (ends in raise): the handler follows it,
        # and the code after the statement is reached only when __exit__
        # swallows the exception, right after the handler's swallow path.
        # (An endless loop's nested handlers may lie between it and handler.)
        # (3.12+ may also lay out the handlers of statements before the
        # with between its body and its handler.)
        nested = instrs[body_end].opname == "PUSH_EXC_INFO" and (self._in_extent(body_end, handler) or self._past_foreign_handlers(body_end, handler) == handler) and instrs[body_end - 1].opname == "JUMP" and instrs[body_end - 1].target.index < body_end
        swallow_only = not returns and (body_end == handler or nested) and self._no_fallthrough(body_start, body_end, with_body=True)
        through = None if returns or swallow_only else self._returned_through(body_end)
        if not returns and not swallow_only and through is None and instrs[body_end].opname != "WITH_EXIT":
            raise self.error("with body without its exit call", instrs[body_end])
        return body_end, returns, swallow_only, through

    def _with_swallow_311(self, handler, is_async):
        """Where the with handler at `handler` goes when __exit__ swallows the
        exception: its `POP_TOP; POP_EXCEPT; POP_TOP; POP_TOP`."""
        instrs = self.instrs
        swallow_jump = instrs[handler + 2]
        if is_async:
            if not _runs(instrs, handler + 2, AWAIT):
                raise self.error("async with handler shape", instrs[handler])
            swallow_jump = instrs[handler + 2 + len(AWAIT)]  # past WITH_EXCEPT_START and the await
        if swallow_jump.opname != "POP_JUMP_IF_TRUE":
            raise self.error("with handler shape", swallow_jump)
        swallow = swallow_jump.target.index
        if not _runs(instrs, swallow, WITH_SWALLOW):
            raise self.error("with handler shape", swallow_jump)
        return swallow

    def _with_body_311(self, ins, body_start, body_end, swallow, through, st):
        """The with body [body_start, body_end) read: its statements without the store
        of the target, and the target (None without `as`). swallow is the
        handler's swallow path, through where a `return value` out of the
        body goes on (`_with_body_end_311`)."""
        instrs = self.instrs
        exit_ = _Marker("exit")
        enter = WithEnter(id="__with_enter__", ctx=ast.Load())
        stack = list(st.stack) + [exit_, enter]
        body, out = self.block(body_start, body_end, self._sub(st, body_end, body_end), stack)
        if through is not None:
            # `return value` out of nested with statements, after which an
            # enclosing finally body's copy runs: the innermost returns it.
            if len(out) == len(st.stack) + 2 and out[-2] is exit_:
                self.returned_at.discard(through)
                body.append(ast.Return(value=self._as_expr(out[-1], instrs[body_end])))
                ret = through
                while ret < self.count and instrs[ret].opname != "RETURN_VALUE":
                    ret += 1
                self.skip[through] = ret + 1  # the finally copy and the return, read here
                # Where a swallowed exception goes on: the exits of the
                # statements around, with nothing after this one.
                exit_at = self.resolve(swallow + len(WITH_SWALLOW))
                while exit_at + 1 < self.count and instrs[exit_at].opname == "WITH_EXIT" and instrs[exit_at + 1].opname == "JUMP":
                    self.skip[exit_at] = exit_at + 2
                    exit_at = self.resolve(exit_at + 1)
            elif not (len(out) == len(st.stack) + 1 and body and isinstance(body[-1], (ast.With, ast.Try)) and isinstance(body[-1].body[-1], ast.Return)):
                raise self.error("with return shape", instrs[body_end])
        if not body:
            raise self.error("with target not stored", ins)
        head = body.pop(0)
        if isinstance(head, ast.Expr) and head.value is enter:
            target = None
        elif isinstance(head, ast.Assign) and len(head.targets) == 1 and head.value is enter:
            target = head.targets[0]
        else:
            raise self.error("with target not understood", ins)
        return body, target

    def _after_with_311(self, ins, body_end, handler, cleanup, stop, returns, swallow_only, through, st):
        """Where reading goes on after the with statement (body ending at
        body_end, handler at `handler`, cleanup block at `cleanup`, swallow path ending at stop),
        marking its handler read; and the code after the statement that is
        reached only through the swallow path, (start, end), or None."""
        instrs = self.instrs
        tail = None
        if swallow_only:
            if stop > st.end:
                raise self.error("with statement runs past its block", ins)
            if cleanup >= stop or cleanup < handler:
                self.skip[cleanup] = cleanup + CLEANUP_SIZE
            self.skip[handler] = stop
            resume = stop
        elif self.version.COLD_CODE_AT_END:
            k = stop
            while k < self.count and k != cleanup and instrs[k].opname not in ("JUMP", "RETURN_VALUE", "RERAISE", "RAISE_VARARGS"):
                k += 1
            if k < self.count and k != cleanup:
                after = (stop, k + 1)
                region_follow = st.region.follow
                if returns and instrs[stop].opname != "JUMP" and instrs[k].opname in ("RETURN_VALUE", "RAISE_VARARGS") and (region_follow is None or self._exit_copy_size(stop, region_follow) != k + 1 - stop):
                    # The body returns: the code after the statement is only
                    # reached when __exit__ swallows, and lies here.
                    tail = after
                stop = k + 1
            if cleanup >= stop or cleanup < handler:
                self.skip[cleanup] = cleanup + CLEANUP_SIZE
        elif not returns and instrs[body_end].opname == "WITH_EXIT":
            # 3.11: a swallowed exception goes on through a copy of the
            # exit block after the statement (`POP_EXCEPT; return None`).
            stop += self._exit_copy_size(stop, body_end + 1)
        if not swallow_only:
            self.skip[handler] = max(stop, cleanup + CLEANUP_SIZE) if handler < cleanup < stop else stop
            resume = body_end if returns else body_end + 1 if through is None else body_end + 2
            if resume < self.count and instrs[resume].opname == "JUMP" and resume + 1 == handler:
                resume += 1
        return resume, tail

    def _past_foreign_handlers(self, k, handler):
        """Where the whole handler blocks (handler code, then its cleanup
        block) of statements outside handler that start at k end (k if none)."""
        while k < self.count and k != handler and self.instrs[k].opname == "PUSH_EXC_INFO" and not self._in_extent(k, handler):
            cleanup = self.cover.get(k)
            if cleanup is None or cleanup < k or not self._is_cleanup(cleanup):
                break
            k = cleanup + CLEANUP_SIZE
        return k

    def _returned_through(self, body_end):
        """Where `SWAP 2; WITH_EXIT` at body_end, and the exits of the statements
        around after it, leave a value that an enclosing finally body's copy
        then returns (`returned_at`); None otherwise."""
        instrs = self.instrs
        q = body_end
        while q + 1 < self.count and instrs[q].opname == "SWAP" and instrs[q].argval == 2 and instrs[q + 1].opname in ("WITH_EXIT", "POP_EXCEPT", "POP_TOP"):
            q += 2
        if q == body_end or instrs[body_end + 1].opname != "WITH_EXIT" or q not in self.returned_at:
            return None
        return q

    def _const_return_inside(self, exit_, resume):
        """`with m: return c` (3.11+): the constant is loaded after the
        normal `__exit__` call (and those of the with statements around it
        that the return leaves too), outside the protected range, so it
        reads like a return after the statement; where a swallowed exception
        resumes (`resume`) tells them apart: the code after the statement.
        The end of the return, or None."""
        instrs = self.instrs
        if instrs[exit_].opname != "WITH_EXIT":
            return None
        a = exit_ + 1
        while a < self.count and instrs[a].opname == "WITH_EXIT":
            a += 1
        if a + 1 >= self.count or instrs[a].opname != "LOAD_CONST" or instrs[a + 1].opname != "RETURN_VALUE":
            return None
        b = self.resolve(resume)
        n = a + 1 - exit_  # the exits after this one, the constant, the return
        if b + n <= self.count and all(_same_ins(instrs[exit_ + 1 + m], instrs[b + m]) for m in range(n)):
            return None
        return a + 2

    def op_WITH_EXIT(self, ins, st):
        self._pop_exit_marker(st, ins)
        return self._break_after_exit(ins.index + 1, st)

    def _break_after_exit(self, a, st):
        """3.12+: `break` out of a loop from a with body at the end of the
        function: `WITH_EXIT; [POP_TOP (a for loop's iterator)]; <copy of
        the code after the loop>; RETURN_VALUE`. (`return value` computes
        the value first.)"""
        loop = st.region.loop
        if not self.version.TRY_EXITS_COPIED or loop is None or a >= self.count:
            return None
        if self.instrs[loop.head].opname != "FOR_ITER":
            # (a while loop: no iterator to pop)
            e = self.loop_exit_copy(a, st.end, loop)
            if e is not None:
                self.emit(st, ast.Break(), self.instrs[a])
            return e
        if loop.break_to is None or self.instrs[a].opname != "POP_TOP":
            return None
        b = self.resolve(loop.break_to)
        k = 0
        while a + 1 + k < self.count and b + k < self.count and _same_ins(self.instrs[a + 1 + k], self.instrs[b + k]):
            if self.instrs[b + k].opname == "RETURN_VALUE":
                end = a + 2 + k
                if end > st.end:
                    return None
                self.emit(st, ast.Break(), self.instrs[a])
                return end
            if self.instrs[b + k].target is not None:
                return None
            k += 1
        return None

    def _break_copies_311(self, a, b):
        """3.12+: (t, e, None) for each short exit block [t, e) in [a, b)
        right after a with statement's exit call or a copy of the
        (straight-line) finally body of a try statement begun in [a, b):
        a way out of the statement into a copy of the code after it."""
        instrs = self.instrs
        finals = []
        for i, hs in self.try_starts.items():
            for h in hs if a <= i < b else ():
                c = self.cover.get(h, -1)
                if c > h + 1 and instrs[c - 1].opname == "RERAISE" and not self._is_except(h, c, None):
                    finals.append((h + 1, c - 2 - h))
        out = []
        for t in range(a + 1, b):
            if instrs[t - 1].opname == "WITH_EXIT" or any(n and self._same_code(t - n, f, n) for f, n in finals):
                e = self._fresh_tail(t, b)
                if e is not None:
                    out.append((t, e, None))
        return out
