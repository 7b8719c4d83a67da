"""What both readings of try/except/finally and with statements use.

`SharedExceptionOps` holds the entry points the lifter calls whatever the
compiler's layout (the loop helpers, the handler values, the bookkeeping of
`try_starts` and `skip`), the opcodes no layout reads, and the helpers of
both; `exceptions_blocks.BlockStackOps` (3.8-3.10) and
`exceptions_table.ExceptionTableOps` (3.11+) add each reading's own methods
(lift/exceptions.py picks one).
"""

import ast
from copy import deepcopy

from ..bytecode.instr import spelled
from ..errors import DecompilationError
from .control import _NO_FALLTHROUGH
from .expressions import as_expr
from .state import Region

# A handler's cleanup block, `COPY 3; POP_EXCEPT; RERAISE 1`: `cleanup +
# CLEANUP_SIZE` is the first instruction past it.
CLEANUP_SIZE = 3


def _same_ins(x, y):
    return x.opname == y.opname and x.argval == y.argval and x.target is None and y.target is None


class _Marker:
    """Stack values the handlers push that no source expression stands for."""

    __slots__ = ("kind",)

    def __init__(self, kind):
        self.kind = kind

    def __repr__(self):
        return "<%s>" % self.kind


class WithEnter(ast.Name):
    """The value `__enter__` returned: stored into the `as` target, or popped."""


class FallOff(ast.Pass):
    """3.10: a copy of the RERAISE that ends the finally body around, where
    a statement nested in that body finishes (op_RERAISE): control falls
    off the finally body there. `_settle_fall_offs` removes it."""


def _dump(node):
    return ast.dump(node, annotate_fields=False, include_attributes=False)


def _settle_fall_offs(stmts, error, tail=True):
    """The finally body `stmts` without FallOff markers.

    A marker may end any branch that ends the body; an if whose body ends in
    one, followed by more code, is an if/else (the body's jump over the else
    to the end of the finally body became a copy of its RERAISE). Anywhere
    else a marker cannot be written: `error(message)` is raised."""
    out = list(stmts)
    k = 0
    while k < len(out):
        s = out[k]
        rest = out[k + 1 :]
        if tail and rest and all(isinstance(x, FallOff) for x in rest):
            del out[k + 1 :]
            rest = []
        last = not rest
        if isinstance(s, FallOff):
            if not (tail and last):
                raise error("finally body falls off where no statement ends")
            del out[k]
            continue
        if isinstance(s, ast.If) and rest and not s.orelse and _ends_in_fall_off(s.body):
            s.orelse = rest
            del out[k + 1 :]
            last = True
        if isinstance(s, ast.If):
            s.body = _settle_fall_offs(s.body, error, tail and last) or [ast.Pass()]
            s.orelse = _settle_fall_offs(s.orelse, error, tail and last)
        elif isinstance(s, ast.Try):
            s.body = _settle_fall_offs(s.body, error, tail and last) or [ast.Pass()]
            s.orelse = _settle_fall_offs(s.orelse, error, tail and last)
            for h in s.handlers:
                h.body = _settle_fall_offs(h.body, error, tail and last) or [ast.Pass()]
        elif any(isinstance(x, FallOff) for x in ast.walk(s)):
            raise error("finally body falls off inside a statement that cannot end it")
        k += 1
    return out


def _breaks(stmts):
    """Whether a `break` in `stmts` leaves the loop around them."""
    for s in stmts:
        if isinstance(s, ast.Break):
            return True
        if isinstance(s, (ast.For, ast.AsyncFor, ast.While)):
            inner = [s.orelse]  # a break in the body leaves that loop
        elif isinstance(s, (ast.If, ast.With, ast.AsyncWith, ast.Try)) or type(s).__name__ in ("Match", "TryStar"):
            inner = [getattr(s, "body", []), getattr(s, "orelse", []), getattr(s, "finalbody", [])]
            inner += [x.body for x in getattr(s, "handlers", []) + getattr(s, "cases", [])]
        else:
            continue
        if any(_breaks(x) for x in inner):
            return True
    return False


def _ends_in_fall_off(stmts):
    """Whether every way off the end of `stmts` is a FallOff."""
    last = stmts[-1] if stmts else None
    if isinstance(last, ast.If):
        return bool(last.orelse) and _ends_in_fall_off(last.body) and _ends_in_fall_off(last.orelse)
    if isinstance(last, ast.Try):
        return _ends_in_fall_off(last.orelse or last.body) and all(_ends_in_fall_off(h.body) for h in last.handlers)
    return isinstance(last, FallOff)


def _strip_copies(stmts, copy, loops=False, leaving=(ast.Return, ast.Break, ast.Continue, FallOff), outer=()):
    """Remove the inline copies of a finally body before each way out.

    With `loops`, also inside loops, where only `return` leaves the try.
    `outer`: the enclosing finally bodies' copies (dumped, innermost first),
    which a `return` runs after this one's.
    """
    if not copy:
        return stmts
    want = [_dump(s) for s in copy]
    n = len(copy)
    out = list(stmts)
    p = 0
    while p < len(out):
        s = out[p]
        start = _copy_before(out, p, want) if isinstance(s, leaving) else None
        if start is None and outer and isinstance(s, ast.Return):
            m = len(outer)
            seg = out[p - m - n : p] if p >= m + n else []
            dumps = [_dump(x) for x in seg]
            if seg and dumps != want + list(outer):
                # (3.10: the return copied to the ends of the last copy's branches)
                dumps[-1] = _dump_without_exit(seg[-1], _dump(s))
            if seg and dumps == want + list(outer):
                # Left for the enclosing statements to strip.
                del out[p - m - n : p - m]
                p -= n
                continue
        if start is not None:
            del out[start:p]
            p = start
        elif _exit_spread_copy(out, p, want, leaving):
            # The copy's last statement holds the way out at each of its ends.
            out[p - n + 1 : p + 1] = [_exit_spread_copy(out, p, want, leaving)]
            p -= n - 1
        elif isinstance(s, ast.If):
            s.body = _strip_copies(s.body, copy, loops, leaving, outer)
            s.orelse = _strip_copies(s.orelse, copy, loops, leaving, outer)
        elif isinstance(s, (ast.With, ast.AsyncWith)):
            s.body = _strip_copies(s.body, copy, loops, leaving, outer)
        elif isinstance(s, ast.Try):
            s.body = _strip_copies(s.body, copy, loops, leaving, outer)
            s.orelse = _strip_copies(s.orelse, copy, loops, leaving, outer)
            for h in s.handlers:
                h.body = _strip_copies(h.body, copy, loops, leaving, outer)
        elif loops and isinstance(s, (ast.For, ast.AsyncFor, ast.While)):
            s.body = _strip_copies(s.body, copy, loops, ast.Return, outer)
            s.orelse = _strip_copies(s.orelse, copy, loops, leaving, outer)
        p += 1
    return out


def _exit_spread_copy(stmts, p, want, leaving):
    """3.11+: a finally body ending in a try statement, copied before a way
    out that cannot raise (`return None`, a break): the way out is copied to
    each end of that statement (its else and its clauses), so no statement
    follows the copy. The way out when stmts[p] is that try statement and
    the statements before it are the rest of the copy, else None."""
    s = stmts[p]
    n = len(want)
    if not isinstance(s, ast.Try) or s.finalbody or not s.handlers or p < n - 1:
        return None
    last = (s.orelse or s.body)[-1]
    if not isinstance(last, leaving) or isinstance(last, FallOff):
        return None
    if isinstance(last, ast.Return) and not (last.value is None or isinstance(last.value, ast.Constant)):
        return None  # (one that may raise would run inside the try statement)
    exit_dump = _dump(last)
    if not all(_ends_in(h.body, exit_dump) for h in s.handlers):
        return None
    if [_dump(x) for x in stmts[p - n + 1 : p]] + [_dump_without_exit(s, exit_dump)] != want:
        return None
    return last


def _ends_in(stmts, exit_dump):
    """Whether every way through stmts ends in the statement exit_dump."""
    if not stmts:
        return False
    s = stmts[-1]
    if _dump(s) == exit_dump:
        return True
    if isinstance(s, ast.If):
        return _ends_in(s.body, exit_dump) and _ends_in(s.orelse, exit_dump)
    return False


def _copy_before(stmts, p, want):
    """Where the copy of a finally body (`want`, dumped) that runs before
    the way out stmts[p] starts, or None."""
    n = len(want)
    if p >= n and [_dump(x) for x in stmts[p - n : p]] == want:
        return p - n
    # The way out (a `return`, `continue`, a FallOff) is copied to the ends
    # of the copy's branches that reach it (3.10), or they jump to it
    # directly (a `continue`, threaded).
    exit_dump = _dump(stmts[p])
    for start in range(p - 1, -1, -1):
        copy = _fold_exit_copies(stmts[start:p], exit_dump)
        if len(copy) == n and [_dump(x) for x in copy[:-1]] + [_dump_without_exit(copy[-1], exit_dump)] == want:
            return start
    return None


def _fold_exit_copies(stmts, exit_dump):
    """`if c: A; <exit>` + B, the exit copied: `if c: A else: B`."""
    for j, s in enumerate(stmts):
        if isinstance(s, ast.If) and not s.orelse and len(s.body) > 1 and _dump(s.body[-1]) == exit_dump:
            body = _fold_exit_copies(s.body[:-1], exit_dump)
            orelse = _fold_exit_copies(stmts[j + 1 :], exit_dump)
            return stmts[:j] + [ast.If(test=s.test, body=body, orelse=orelse)]
    return stmts


def _dump_without_exit(stmt, exit_dump):
    """stmt dumped without the copies of the exit after it at its branches' ends."""
    if not isinstance(stmt, (ast.If, ast.Try)):
        return _dump(stmt)
    stmt = deepcopy(stmt)
    _drop_exit_copies(stmt, [exit_dump])
    return _dump(stmt)


def _drop_exit_copies(stmt, rest):
    """Remove, from the ends of stmt's branches, the copies of the code after
    it (`rest`, dumped) that 3.12+ puts on each way into that code."""
    k = len(rest)
    for field in ("body", "orelse"):
        branch = getattr(stmt, field, None)
        if not branch or isinstance(stmt, (ast.For, ast.AsyncFor, ast.While)):
            continue
        if len(branch) >= k and [_dump(x) for x in branch[-k:]] == rest:
            del branch[-k:]
            branch[:] = branch or ([ast.Pass()] if field == "body" else [])
        elif branch:
            _drop_exit_copies(branch[-1], rest)
    for handler in getattr(stmt, "handlers", ()):
        _drop_exit_copies(handler, rest)


def _shared_return_values(stmts):
    """Whether two `return` statements in stmts return one computed value
    (the same expression object, not a constant)."""
    seen = set()
    for stmt in stmts:
        for x in ast.walk(stmt):
            if isinstance(x, ast.Return) and x.value is not None and not isinstance(x.value, ast.Constant):
                if id(x.value) in seen:
                    return True
                seen.add(id(x.value))
    return False


_ENDS = ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE")
_BEFORE_COPIES = frozenset({"POP_EXCEPT", "POP_BLOCK", "DELETE_FAST", "DELETE_NAME", "DELETE_GLOBAL", "DELETE_DEREF"})
# An enclosing statement's unwinding, which fresh code has none of. Up to
# 3.10 that includes the with exit call's copies of None (COPY) and a
# returned value moved under what the blocks leave (SWAP); from 3.11 the
# exit call is one WITH_EXIT, and fresh code may move values of its own
# (`return (x := f())`).
_UNWINDS_TABLE = frozenset({"POP_EXCEPT", "POP_BLOCK", "SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH"})
_UNWINDS_BLOCKS = _UNWINDS_TABLE | {"SWAP", "COPY"}  # (the block stack's DUP_TOP/ROT_*, normalised)
# 3.8-3.10: a returned value rotated under the three values of the
# exception being handled (a rotation of the top four, as normalised).
UNDER_EXCEPTION = (("SWAP", 4), ("SWAP", 3), ("SWAP", 2))


class SharedExceptionOps:
    """Both readings: the lifter's entry points, the opcodes no layout reads, shared helpers."""

    def _unsupported(self, ins, st):
        raise self.error("exception handling shape not supported", ins)

    op_PUSH_EXC_INFO = _unsupported
    op_RERAISE = _unsupported
    op_BEGIN_FINALLY = _unsupported
    op_END_FINALLY = _unsupported
    op_POP_FINALLY = _unsupported
    op_WITH_EXCEPT_START = _unsupported
    op_JUMP_IF_NOT_EXC_MATCH = _unsupported
    op_CHECK_EXC_MATCH = _unsupported
    op_CHECK_EG_MATCH = _unsupported


    # -------------------------------------------------------------- indexing
    def _index_exceptions(self):
        self.try_starts = {}
        self.skip = {}
        self.returned_at = set()
        self.active_tries = set()
        self.cover = {}
        if self.version.BLOCK_STACK:
            self._index_blocks()
            return
        if not self.entries:
            return
        cover = self.cover = self.flow.handler_cover()
        instrs = self.instrs
        handlers = [offset for offset in sorted(set(cover.values())) if instrs[offset].opname == "PUSH_EXC_INFO"]
        starts = {}
        for k in range(self.count):
            for handler in self._chain(k):
                if handler not in starts and instrs[handler].opname == "PUSH_EXC_INFO":
                    starts[handler] = k
        for handler in handlers:
            if handler + 1 < self.count and instrs[handler + 1].opname == "WITH_EXCEPT_START":
                continue
            if handler in starts:
                self.try_starts.setdefault(starts[handler], []).append(handler)
        for nested in self.try_starts.values():
            nested.sort(key=lambda handler: len(self._chain(handler)))
        if self.version.COLD_CODE_AT_END:
            self._handler_back_jumps(starts)

    def try_around_loop(self, head, tail):
        """Whether a try statement starting at loop head `head` holds the whole
        loop (its closing jump, at tail, is protected): the try is lifted first."""
        return any(handler not in self.active_tries and self._in_extent(tail, handler) for handler in self.try_starts.get(head, ()))

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
        return out

    def past_handler(self, head, tail, st_end):
        """`while True:` whose only way round is a clause's `continue` (its
        back jump at `tail` lies in the handler of a try statement in the
        loop): where that statement's handler code ends, which ends the
        loop; None when tail is not such a jump."""
        if self.version.BLOCK_STACK:
            return None
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
                return body_end
        return end

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
            if stop is None or stop < st_end and instrs[stop].opname != "PUSH_EXC_INFO":
                return None
        if not end <= stop <= self.count or end == stop and not falls:
            return None
        last = instrs[stop - 1].opname
        if end < stop and (last in _NO_FALLTHROUGH if falls else last not in ("RETURN_VALUE", "RAISE_VARARGS")):
            return None
        for x in instrs[head:stop]:
            t = x.target
            if t is None or x.opname == "SETUP_FINALLY" and t.index < end:
                continue  # (3.10: a handler inside the loop)
            if not head <= t.index < stop + falls or (x.index >= end and t.index <= head):
                return None
        return stop

    def try_runs_past(self, head, tail):
        """3.11+: whether a try statement begun in the loop [head, tail]
        protects code past its jump back at tail (other than through the
        handler that jump lies in)."""
        if self.version.BLOCK_STACK:
            return False
        for statement_start, handlers in self.try_starts.items():
            if not head < statement_start <= tail:
                continue  # (one begun at the head may hold the loop)
            for handler in handlers:
                if handler <= tail < self.cover.get(handler, -1):
                    continue
                try:
                    with self.trial:
                        body_end = self._main_line_end(statement_start, handler)
                except DecompilationError:
                    continue
                if body_end > tail + 1 and any(self._in_extent(k, handler) for k in range(tail + 1, body_end)):
                    return True
                if body_end > tail and self.instrs[tail].opname == "JUMP" and any(x.target is not None and x.target.index == body_end for x in self.instrs[statement_start:tail]):
                    # (A branch of the body jumps past the jump back, to the
                    # normal exit: `try: if c: continue` ends the body.)
                    return True
        return False

    def handler_break(self, head, exit_):
        """3.12+ `while True:` whose try statements' handlers lie after its
        back jump (at `exit_`): where those handlers leave the loop to (a
        `break`), when they agree; None otherwise."""
        if not self.version.COLD_CODE_AT_END or exit_ >= self.count or self.instrs[exit_].opname != "PUSH_EXC_INFO":
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
        if self.version.BLOCK_STACK:
            return k
        j = k
        while j >= 2 and self._is_cleanup(j - 2):
            cleanup = j - 2
            handlers = [handler for handler in range(max(0, cleanup - 400), cleanup) if self.cover.get(handler) == cleanup and self.instrs[handler].opname == "PUSH_EXC_INFO"]
            if len(handlers) != 1 or handlers[0] < 1:
                return k
            j = handlers[0] - 1
            if self.instrs[j].opname == "JUMP":
                return j
        return k

    def _sub(self, st, end, follow, depth=0):
        enclosing = st.region
        return Region(end, follow, enclosing.loop, enclosing.handler_depth + depth, protected=True)

    def _values_out_of_try(self, st, body, out, ins):
        """Dynamo's try bodies may call a function loaded before the try and
        leave its result on the stack for the code after the statement
        (CPython's never do): the result goes into a temporary at the end of
        the body.  Returns (how many waiting values survive, the values that
        follow them after the statement)."""
        if not self.dynamo:
            raise self.error("value left on the stack by the try body", ins)
        kept = 0
        while kept < min(len(out), len(st.stack)) and out[kept] is st.stack[kept]:
            kept += 1
        values = []
        for value in out[kept:]:
            if not isinstance(value, ast.expr):
                raise self.error("value left on the stack by the try body", ins)
            if not isinstance(value, ast.Constant):
                temp = self.new_temp()
                body.append(ast.Assign(targets=[ast.Name(id=temp, ctx=ast.Store())], value=value, type_comment=None))
                value = ast.Name(id=temp, ctx=ast.Load())
            values.append(value)
        return kept, values

    # --------------------------------------------------------------- handlers
    def _name_cleanup(self, k):
        """Whether k starts `LOAD_CONST None; STORE x; DELETE x`, the end of a
        named except clause."""
        instrs = self.instrs
        return (
            k + 2 < self.count
            and instrs[k].opname == "LOAD_CONST"
            and instrs[k].argval is None
            and instrs[k + 1].opname.startswith("STORE_")
            and instrs[k + 2].opname.startswith("DELETE_")
            and instrs[k + 1].argval == instrs[k + 2].argval
        )

    def op_POP_EXCEPT(self, ins, st):
        for _ in range(self.version.EXCEPTION_STACK_ITEMS):
            for k in range(len(st.stack) - 1, -1, -1):
                v = st.stack[k]
                if isinstance(v, _Marker) and v.kind == "prev_exc":
                    del st.stack[k]
                    break
            else:
                raise self.error("POP_EXCEPT outside a handler", ins)
        settled = self.facts.handler_tail_actions.get(ins.index)
        if settled is not None:
            resume, is_break = settled
            if is_break:
                self.emit(st, ast.Break(), ins)
            return resume
        if self._name_cleanup(ins.index + 1):
            return ins.index + 4
        return None

    def pop_special(self, st, value, ins):
        if isinstance(value, _Marker):
            raise self.error("exception bookkeeping value popped", ins)
        return False

    def pop_handler_value(self, st, value, ins):
        """3.11+: a finally body left early (`return` in it) from its
        handler copy pops the exception, then the handler."""
        nxt = ins.index + 1
        if not isinstance(value, _Marker) or value.kind != "exc" or nxt + 1 >= self.count:
            return False
        instrs = self.instrs
        if self.version.BLOCK_STACK:
            # 3.9/3.10: the three values of the exception, then the handler.
            while nxt < self.count and instrs[nxt].opname == "POP_TOP" and nxt - ins.index < 3:
                nxt += 1
            if nxt + len(UNDER_EXCEPTION) < self.count and spelled(instrs, nxt, UNDER_EXCEPTION):
                nxt += len(UNDER_EXCEPTION)  # (`return value`: rotated under them)
            return instrs[nxt].opname == "POP_EXCEPT"
        if instrs[nxt].opname == "SWAP" and instrs[nxt].argval == 2:
            nxt += 1  # (`return value`: swapped under it)
        return instrs[nxt].opname == "POP_EXCEPT"

    def _as_expr(self, value, ins):
        return as_expr(self, value, ins)

    def _same_code(self, first, second, length):
        """Whether the `length` instructions at `first` and at `second` are the same."""
        instrs = self.instrs
        if first < 0 or second < 0 or first + length > self.count or second + length > self.count:
            return False
        return all(instrs[first + k].opname == instrs[second + k].opname and instrs[first + k].argval == instrs[second + k].argval for k in range(length))

    def loop_exit_after_else(self, body_start, false_to, end):
        """3.10, 3.12+: `if c: <while True left only by breaks> else: B`
        then X: the then-branch never falls through, so it reads as an if
        without else, but its breaks out of a try/finally (or a with) are
        copies of X (after the finally body's copy, or the exit call), and
        X is after B. Where X starts (the if/else ends there, the loop's
        breaks go there), or None."""
        instrs = self.instrs
        last = instrs[false_to - 1]
        if not self.version.BREAK_COPIES_LOOP_EXIT or last.opname != "JUMP" or not body_start <= last.target.index < false_to:
            return None
        head = last.target.index
        if self.version.BLOCK_EXIT_COPIES:
            sites = [self._finally_exit_copy(k, head, false_to) for k in range(head, false_to) if instrs[k].opname == "POP_BLOCK"]
            sites = [x for x in sites if x is not None]

            def copied(p, final):
                return instrs[p - 1].opname in _BEFORE_COPIES or self._after_finally_copy(p, final) or self._after_with_exit(p)
        else:
            sites = self._break_copies_311(head, end)
            starts = {t for t, _, _ in sites}
            sites = [x for x in sites if x[0] < false_to]

            def copied(p, final):
                return p in starts
        found = None
        for t, e, final in sites:
            real = [p for p in range(false_to, end) if self._copied_from(p, t, e - t) and not copied(p, final)]
            if len(real) != 1 or found not in (None, real[0]):
                return None
            found = real[0]
        if found is None or any(x.target is not None and x.target.index >= false_to for x in instrs[body_start:false_to]):
            return None
        return found

    def _fresh_tail(self, start, stop):
        """3.10: the end of a copy of a short exit block starting at
        `start` (before `stop`), after a POP_EXCEPT or POP_BLOCK: a return
        of a non-constant, or a raise. None if [start, …) is not one."""
        end = self._exit_block_end(start, stop)
        if end == start + 2 and self.instrs[start].opname == "LOAD_CONST" and self.instrs[start + 1].opname == "RETURN_VALUE":
            # `return c` written there compiles the same (a constant is
            # loaded after the unwinding): keep it there.
            return None
        return end

    def _exit_block_end(self, start, stop):
        """One past a short straight-line block at `start` (before `stop`)
        that loads and returns or raises, or None."""
        instrs = self.instrs
        m = start
        while m < stop and m < start + 6 and instrs[m].target is None and instrs[m].opname not in _ENDS:
            m += 1
        if m >= stop or instrs[m].opname not in ("RETURN_VALUE", "RAISE_VARARGS") or m == start:
            return None
        unwinds = _UNWINDS_BLOCKS if self.version.BLOCK_STACK else _UNWINDS_TABLE
        if not instrs[start].opname.startswith("LOAD_") or any(x.opname in unwinds for x in instrs[start:m]):
            return None  # an enclosing statement's unwinding, not fresh code
        return m + 1

    def _copied_from(self, copy, original, n):
        return original is not None and 0 <= original < self.count and self._exit_copy_size(copy, original) == n

    def op_BEFORE_ASYNC_WITH(self, ins, st):
        """3.8-3.10: `BEFORE_ASYNC_WITH; GET_AWAITABLE; LOAD_CONST None;
        YIELD_FROM; SETUP_ASYNC_WITH h` awaits __aenter__ and opens the block."""
        if self.version.EXCEPTION_TABLE:
            return self._with_311(ins, st, True)
        statement_start = ins.index
        names = [x.opname for x in self.instrs[statement_start + 1 : statement_start + 5]]
        if names != ["GET_AWAITABLE", "LOAD_CONST", "YIELD_FROM", "SETUP_ASYNC_WITH"]:
            raise self.error("async with shape not supported", ins)
        manager = self.pop(st, ins)
        return self._with_310(self.instrs[statement_start + 4], st, True, manager)

    def _pop_exit_marker(self, st, ins):
        """Take a with statement's exit marker off the stack (it sits within
        the top three values)."""
        stack = st.stack
        for k in range(len(stack) - 1, max(len(stack) - 3, -1), -1):
            v = stack[k]
            if isinstance(v, _Marker) and v.kind == "exit":
                del stack[k]
                return
        raise self.error("with exit without its context manager", ins)

    @staticmethod
    def _stack_changed(out, st):
        """Whether a try body left the stack other than it found it: more or
        fewer values, or as many with one replaced (Dynamo's body calls a
        function loaded before the try, torch 2.2-2.5: the callee's place
        holds the call's result)."""
        return len(out) != len(st.stack) or any(a is not b for a, b in zip(out, st.stack))
