"""try/except/finally and with statements.

3.11+ (exception table): every handler that starts with PUSH_EXC_INFO is one
try or with statement. `_index_exceptions` derives, from the table alone,
where each statement's protected body starts (`try_starts`): an instruction
belongs to handler H when H is reached by following "which handler covers
this" upwards from it (a nested statement's handler code is covered by its
cleanup block, which is covered by H). The lifter calls `exception_hook` when
it reaches such a start, or handler code already decompiled (`skip`).

The layouts recognised (each in one method):
  try/except     `_try_except_311`   PUSH_EXC_INFO, clauses of
                 `type; CHECK_EXC_MATCH; POP_JUMP_IF_FALSE next; STORE|POP_TOP;
                 body; POP_EXCEPT[; name cleanup]`, RERAISE 0, cleanup block
  try/finally    `_try_finally_311`  PUSH_EXC_INFO; F; RERAISE 0; cleanup; and
                 an inline copy of F on every way out of the body
  with           `op_BEFORE_WITH`    body; WITH_EXIT (normalised exit call)
Anything else raises DecompilationError.

3.8-3.10 (block stack): see the `BlockOps` notes below; the same statements
are recovered from SETUP_FINALLY/SETUP_WITH/SETUP_ASYNC_WITH and a simulated
block stack (`_index_blocks`) instead of the table. `ExceptionOps` combines
both; 3.11+ `async with` and `except*` still raise DecompilationError.
"""

import ast
from copy import deepcopy
import sys

from .control import _NO_FALLTHROUGH, COND_JUMPS
from .names import written_first
from .state import Region

PY = sys.version_info[:2]


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


class _TableOps:
    """3.11+: statements recovered from the exception table."""

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
        if PY <= (3, 10):
            self._index_blocks()
            return
        if not self.entries:
            return
        cover = self.cover
        for e in self.entries:
            stop = e.end.index if e.end is not None else self.count
            for k in range(e.start.index, stop):
                cover[k] = e.target.index
        instrs = self.instrs
        handlers = [t for t in sorted(set(cover.values())) if instrs[t].opname == "PUSH_EXC_INFO"]
        starts = {}
        for k in range(self.count):
            for h in self._chain(k):
                if h not in starts and instrs[h].opname == "PUSH_EXC_INFO":
                    starts[h] = k
        for h in handlers:
            if h + 1 < self.count and instrs[h + 1].opname == "WITH_EXCEPT_START":
                continue
            if h in starts:
                self.try_starts.setdefault(starts[h], []).append(h)
        for lst in self.try_starts.values():
            lst.sort(key=lambda h: len(self._chain(h)))
        if PY >= (3, 12):
            self._handler_back_jumps(starts)

    def _handler_back_jumps(self, starts):
        """3.12+ moves handlers after the function body, so a handler that
        finishes jumps backwards to the code after its statement (or to the
        loop around it). Such jumps are not loop tails when the target is at
        or after the end of the protected body, and never extend the tail of
        a loop the main line already closes."""
        from ..errors import DecompilationError

        instrs = self.instrs
        handler_code = {}
        for h, s in starts.items():
            c = self.cover.get(h)
            if c is None or c < h:
                continue
            try:
                be = self._main_line_end(s, h)
            except DecompilationError:
                continue
            for k in self._handler_code(h, c):
                t = instrs[k].target
                if t is not None and t.index < h and (instrs[k].opname == "JUMP" or k >= c and instrs[k].opname in COND_JUMPS):
                    handler_code[k] = min(be, handler_code.get(k, be))  # nested: the outermost statement's end
        if not handler_code:
            return
        tails = {}
        late = []
        for ins in instrs:
            t = ins.target
            if t is None or t.index > ins.index or ins.opname == "SETUP_FINALLY":
                continue
            if ins.opname not in ("JUMP", "POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE", "POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE"):
                continue
            if ins.index in handler_code:
                late.append(ins)
            elif tails.get(t.index, -1) < ins.index:
                tails[t.index] = ins.index
        for ins in late:
            t = ins.target.index
            if t in tails or t >= handler_code[ins.index]:
                continue
            tails[t] = max(tails.get(t, -1), ins.index)
        self.loop_tails = tails

    def _handler_code(self, h, c):
        """The handler [h, c) of a 3.12+ statement, with the code after the
        statement that its clauses jump to when that was laid out after the
        handler and goes back into the enclosing block (so belongs to it)."""
        instrs = self.instrs
        code = list(range(h, c))
        for k in range(h, c):
            t = instrs[k].target
            # (Not an enclosing with's exit: a `break` out of the loop in
            # its body, control._exit_in_with_body.)
            if PY >= (3, 12) and instrs[k].opname == "JUMP" and t.index > c + 2 and not (instrs[t.index].opname == "WITH_EXIT" and self.__dict__.get("exits_inside")):
                tail = range(t.index, self._cold_end(t.index))
                if any(instrs[x].target is not None and instrs[x].target.index < h for x in tail):
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

    def try_around_loop(self, i, tail):
        """Whether a try statement starting at loop head i holds the whole
        loop (its closing jump, at tail, is protected): the try is lifted first."""
        return any(h not in self.active_tries and self._in_extent(tail, h) for h in self.try_starts.get(i, ()))

    def moved_handler_code(self, start, end):
        """The jumps out of the handlers of try statements starting in
        [start, end) that 3.12+ moved after it: they leave the statement too."""
        out = []
        for i, hs in self.try_starts.items():
            if start <= i < end:
                for h in hs:
                    c = self.cover.get(h)
                    if h >= end and c is not None and c > h:
                        code = self._handler_code(h, c)
                        inside = set(code) | {c}
                        out.extend(k for k in code if self.instrs[k].target is not None and self.instrs[k].target.index not in inside)
        return out

    def past_handler(self, head, tail, st_end):
        """`while True:` whose only way round is a clause's `continue` (its
        back jump at `tail` lies in the handler of a try statement in the
        loop): where that statement's handler code ends, which ends the
        loop; None when tail is not such a jump."""
        if PY < (3, 11):
            return None
        ends = [(self.cover[h] + 3, i, h) for i, hs in self.try_starts.items() if i >= head for h in hs if h <= tail < self.cover.get(h, -1)]
        if not ends:
            return None
        end, i, h = max(ends)
        if PY >= (3, 12):
            from ..errors import DecompilationError

            try:
                be = self._main_line_end(i, h)
            except DecompilationError:
                return end
            instrs = self.instrs
            if head < be < h and be <= st_end and not any(instrs[k].target is not None and head <= instrs[k].target.index < be for k in range(be, min(h, st_end))):
                # The body finishing leaves the loop (`break` after the
                # statement): 3.12+ lays the code after the loop out
                # between the body and the handlers (or that is where the
                # enclosing block ends: an outer loop's test going round).
                return be
        return end

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
                self.__dict__.setdefault("clause_continues", set()).add(tail)
                return st_end
            # The jump back ends a clause, not the loop's body: `continue`.
            self.__dict__.setdefault("clause_continues", set()).add(tail)
            if brk is not None:
                self.__dict__.setdefault("body_breaks", set()).add(brk)
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
        self.__dict__.setdefault("loops_ending_in_break", set()).add(head)
        return st_end

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
        if PY >= (3, 12) and not falls:
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

    def _first_exit(self, a, start, b):
        """The end of the first return or raise in [start, b) that no
        forward jump from [a, it) skips; None if there is none."""
        furthest = a
        for k in range(a, b):
            ins = self.instrs[k]
            if ins.target is not None and ins.target.index > k:
                furthest = max(furthest, ins.target.index)
            if ins.opname in ("RETURN_VALUE", "RAISE_VARARGS") and k >= max(furthest, start):
                return k + 1
        return None

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

    def _is_try_except_handler(self, h):
        instrs = self.instrs
        return instrs[h].opname == "DUP_TOP" or [x.opname for x in instrs[h : h + 3]] == ["POP_TOP"] * 3

    def try_runs_past(self, head, tail):
        """3.11+: whether a try statement begun in the loop [head, tail]
        protects code past its jump back at tail (other than through the
        handler that jump lies in)."""
        if PY < (3, 11):
            return False
        from ..errors import DecompilationError

        for i, hs in self.try_starts.items():
            if not head < i <= tail:
                continue  # (one begun at the head may hold the loop)
            for h in hs:
                if h <= tail < self.cover.get(h, -1):
                    continue
                try:
                    be = self._main_line_end(i, h)
                except DecompilationError:
                    continue
                if be > tail + 1 and any(self._in_extent(k, h) for k in range(tail + 1, be)):
                    return True
                if be > tail and self.instrs[tail].opname == "JUMP" and any(x.target is not None and x.target.index == be for x in self.instrs[i:tail]):
                    # (A branch of the body jumps past the jump back, to the
                    # normal exit: `try: if c: continue` ends the body.)
                    return True
        return False

    def handler_break(self, head, exit_):
        """3.12+ `while True:` whose try statements' handlers lie after its
        back jump (at `exit_`): where those handlers leave the loop to (a
        `break`), when they agree; None otherwise."""
        if PY < (3, 12) or exit_ >= self.count or self.instrs[exit_].opname != "PUSH_EXC_INFO":
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
        if PY < (3, 11):
            return k
        j = k
        while j >= 2 and self._is_cleanup(j - 2):
            c = j - 2
            hs = [h for h in range(max(0, c - 400), c) if self.cover.get(h) == c and self.instrs[h].opname == "PUSH_EXC_INFO"]
            if len(hs) != 1 or hs[0] < 1:
                return k
            j = hs[0] - 1
            if self.instrs[j].opname == "JUMP":
                return j
        return k

    def _is_cleanup(self, k):
        instrs = self.instrs
        return k + 2 < self.count and instrs[k].opname == "COPY" and instrs[k + 1].opname == "POP_EXCEPT" and instrs[k + 2].opname == "RERAISE"

    def _is_with_cleanup(self, k):
        instrs = self.instrs
        if not (k + 2 < self.count and instrs[k].opname == "COPY" and instrs[k + 1].opname == "POP_EXCEPT" and instrs[k + 2].opname == "RERAISE"):
            return False
        return any(self.cover.get(w) == k and instrs[w].opname == "PUSH_EXC_INFO" and instrs[w + 1].opname == "WITH_EXCEPT_START" for w in range(max(0, k - 20), k))

    def _in_extent(self, k, h):
        return h in self._chain(k)

    def _main_line_end(self, start, h):
        """End of the protected body of handler h that begins at `start`."""
        last = None
        gap = False
        gap_at = run_at = None
        k = start
        while k < self.count:
            if self._in_extent(k, h):
                if gap and self.instrs[k].opname == "PUSH_EXC_INFO":
                    goes_on = self._nested_with_goes_on(start, k, h)
                    if PY == (3, 11) and (goes_on or self._jumped_past(start, k, h) or self._try_goes_on_after_return(start, k, h)):
                        # The gap was that nested statement's way out (a
                        # return): the body goes on, as without a gap.
                        gap = False
                    elif (
                        not goes_on
                        and not (PY == (3, 11) and self._begun_after(k, start, gap_at))
                        and not self._returned_into_handler(start, run_at, k)
                    ):
                        break
                if gap and PY >= (3, 12) and self._is_with_cleanup(k):
                    k += 3  # a with statement's cleanup block, placed after a copied exit
                    continue
                last = k
            else:
                if k in self.__dict__.get("exits_inside", ()):
                    # A loop's exit laid out here (control._exit_in_with_body),
                    # and after it the handlers of statements before this one.
                    k = self.exits_inside[k]
                    while k in self._earlier_handlers(start):
                        k = self.cover[k] + 3
                    continue
                j = self.instrs[k - 1]
                if PY >= (3, 12) and k != h and j.opname == "JUMP" and start <= j.target.index < k:
                    # A body ending in an endless loop: 3.12+ may lay out
                    # the handlers of statements before it between the loop
                    # and the handlers of statements nested in it.
                    p = self._past_foreign_handlers(k, h)
                    if k < p < self.count and self._in_extent(p, h):
                        k = p
                        continue
                if gap and gap_at == k - 1 and k in self._handlers_within(run_at, self.count, h):
                    # A finally body that is a try statement, copied onto a
                    # way out of the body (a return in an except clause):
                    # its handlers are the copy's, the body goes on after.
                    k = self.cover[k] + 3
                    gap_at = k - 1
                    continue
                if self.instrs[k].opname == "PUSH_EXC_INFO" or k == h:
                    break
                if gap_at != k - 1:
                    run_at = k
                gap = True
                gap_at = k
            k += 1
        if last is None:
            raise self.error("empty protected region", self.instrs[start])
        end = last + 1
        if self._is_with_cleanup(end) and self.instrs[last].opname == "JUMP" and self.instrs[last].target.index == end + 3:
            end += 3  # a nested with's swallow path jumps over its cleanup block
        # Instructions that cannot raise are left out of the table.
        names = [x.opname for x in self.instrs[end : end + 3]]
        if names[:1] == ["RETURN_VALUE"]:
            end += 1
        elif names == ["SWAP", "WITH_EXIT", "RETURN_VALUE"] or names[:2] == ["WITH_EXIT", "RETURN_VALUE"]:
            end += len(names) if names[0] == "SWAP" else 2
        else:
            end = self._return_chain_end(end) or end
        return self._branch_exits_after(start, end, h)

    def _earlier_handlers(self, start):
        """The handlers of the try statements begun before `start`."""
        return {x for i, hs in self.try_starts.items() if i < start for x in hs if self.cover.get(x) is not None}

    def _jumped_past(self, start, k, h):
        """3.11: a branch of the body [start, k) jumps over the handler at k
        of a try statement nested in it (which ends in a return) to more of
        the body: an `elif` after an if whose branch ends in that try."""
        if PY != (3, 11):
            return False
        instrs = self.instrs
        return any(
            x.target is not None and x.target.index > k and self._in_extent(x.target.index, h) and instrs[x.target.index - 1].opname in ("RETURN_VALUE", "RERAISE", "RAISE_VARARGS", "JUMP")
            for x in instrs[start:k]
        )

    def _try_goes_on_after_return(self, start, k, h):
        """3.11: k is the handler, laid out inline, of a try statement begun
        in the body [start, k) of h whose own body ends in a return (out
        through the exits of with statements, which their ranges leave
        out): the body of h goes on after k's cleanup block, where a clause
        jumps to."""
        instrs = self.instrs
        if PY != (3, 11) or instrs[k - 1].opname != "RETURN_VALUE":
            return False
        c = self.cover.get(k)
        if c is None or not self._is_cleanup(c) or not self._in_extent(c + 3, h):
            return False
        if not any(self.cover.get(x) == k for x in range(start, k)):
            return False
        return any(instrs[x].opname == "JUMP" and instrs[x].target.index == c + 3 for x in range(k, c))

    def _returned_into_handler(self, start, a, k):
        """Whether the gap [a, k) is the `return` (unprotected: it cannot
        raise) ending the body of a try statement begun in [start, a) whose
        handler k follows (3.11 lays handlers out inline, 3.12+ too when the
        statement goes on after them), a clause going on right after that
        handler: the handler is still main line (the statement around goes
        on with more of its body, its else, or a loop's way round)."""
        instrs = self.instrs
        if a is None or instrs[k - 1].opname != "RETURN_VALUE" or any(instrs[x].opname not in ("LOAD_CONST", "RETURN_VALUE") for x in range(a, k)):
            return False
        c = self.cover.get(k)
        if c is None or c < k or instrs[k + 1].opname == "WITH_EXCEPT_START" or not any(instrs[x].opname == "JUMP" and instrs[x].target.index == c + 3 for x in range(k, c)):
            return False
        return any(self._in_extent(x, k) for x in range(start, a))

    def _begun_after(self, k, start, a):
        """Whether the statement whose handler is k begins in (a, k), not in
        [start, a]: 3.11 lays its handler out inline, after its body, so
        both are main line."""
        return not any(self._in_extent(x, k) for x in range(start, a + 1)) and any(self._in_extent(x, k) for x in range(a + 1, k))

    def _nested_with_goes_on(self, start, k, h):
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
            return self._goes_on_in(cont, h)
        if PY != (3, 11):
            return False
        return cont is not None and cont > k and self._goes_on_in(cont, h) and instrs[k - 1].opname == "JUMP" and self.resolve(k - 1) == cont

    def _goes_on_in(self, cont, h):
        """Whether code at `cont` is more of the body of h, or its own exit
        call (left out of the range) right after the body."""
        return self._in_extent(cont, h) or (self.instrs[cont].opname == "WITH_EXIT" and self._in_extent(cont - 1, h))

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

    def _branch_exits_after(self, start, end, h):
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
            inside = self._handlers_within(end, reach, h)
            if any(self._in_extent(k, h) or instrs[k].opname == "PUSH_EXC_INFO" and k not in inside for k in gap):
                return end
            if instrs[reach - 1].opname not in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE", "JUMP"):
                return end
            if self._exit_copy_size(end, reach) == reach - end:
                # 3.12+ copies of the exit after the statement, one per path.
                return end
            end = reach

    def _handlers_within(self, a, b, h):
        """3.11+: the handlers (with their cleanup blocks) of the try
        statements begun and ended inside [a, b): a finally body that is a
        try statement, copied onto the exit of a branch, brings its own
        handlers into that branch; they are no other statement's. Only
        those with the stack of h's body: a deeper one runs while a
        computed return value waits (that copy cannot be told apart from
        code of the body)."""
        if PY < (3, 11):
            return set()
        depth = {e.target.index: e.depth for e in self.entries}
        return {
            x for i, hs in self.try_starts.items() if a <= i for x in hs
            if x < b and self.cover.get(x) is not None and self.cover[x] + 3 <= b and depth.get(x) == depth.get(h)
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

    def _body_and_else(self, bs, be, h, else_end, follow, st):
        """The try body [bs, be) and its else [be, else_end) (3.11+)."""
        body, out = self.block(bs, be, self._sub(st, be, self.resolve(be) if be < else_end else follow), list(st.stack))
        returned = self._return_after_body(be, else_end if else_end > be else h, st, out, h)
        if returned is None and be in self.returned_at and else_end in (be, h) and len(out) == len(st.stack) + 1:
            # The value is returned after an enclosing finally body's copy.
            self.returned_at.discard(be)
            self.skip[be] = h
            returned = ast.Return(value=self._as_expr(out[-1], self.instrs[be]))
            body.append(returned)
            return body, []
        if returned is not None:
            # `try: return x` in a loop: the value is protected, popping the
            # iterator and returning it are not.
            if else_end <= be or else_end > h:
                self.skip[be] = h  # the return sits between the body and the handler
            body.append(returned)
            return body, []
        if else_end > be:
            r = self._else_returned_at(be, else_end, h)
            if r is not None:
                # `else: return value` inside try/finally: the value waits
                # on the stack through the enclosing finally body's copy.
                orelse, out = self.block(be, r, self._sub(st, r, r), list(st.stack))
                if len(out) != len(st.stack) + 1:
                    raise self.error("finally return shape", self.instrs[r])
                self.returned_at.discard(r)
                orelse.append(ast.Return(value=self._as_expr(out[-1], self.instrs[r])))
                return body, orelse
            orelse, _ = self.block(be, else_end, self._sub(st, else_end, follow), list(st.stack))
            return body, orelse
        return body, []

    def _else_returned_at(self, be, else_end, h):
        """Where the else [be, else_end) hands its value to an enclosing
        finally body's copy and return (`returned_at`), when that copy and
        return end the else right before the handlers at h (or before
        earlier statements' handlers, already read, that 3.12+ lays out
        there) and nothing jumps into them; None otherwise."""
        instrs = self.instrs
        found = [r for r in self.returned_at if be < r < else_end]
        if else_end != h or len(found) != 1:
            return None
        r = found[0]
        ret = r
        while ret < h and instrs[ret].opname != "RETURN_VALUE":
            ret += 1
        k = ret + 1
        while k < h and instrs[k].opname == "PUSH_EXC_INFO" and self.skip.get(k, k) > k:
            k = self.skip[k]
        if k != h or any(x.target is not None and r < x.target.index <= ret for x in instrs):
            return None
        return r

    def _return_after_body(self, be, else_end, st, out, h):
        """A Return when the body leaves one value and [be, else_end) only
        pops what the loops around hold (SWAP 2; POP_TOP) and returns it."""
        if len(out) != len(st.stack) + 1:
            return None
        instrs = self.instrs
        k = be
        while k + 1 < else_end and instrs[k].opname == "SWAP" and instrs[k].argval == 2 and instrs[k + 1].opname == "POP_TOP":
            k += 2
        if k + 1 not in (else_end, h) or instrs[k].opname != "RETURN_VALUE":
            return None
        from .expressions import as_expr

        return ast.Return(value=as_expr(self, out[-1], instrs[k]))

    def _sub(self, st, end, follow, depth=0):
        r = st.region
        return Region(end, follow, r.loop, r.handler_depth + depth, protected=True)

    def _cleanup_of(self, h):
        c = self.cover.get(h)
        instrs = self.instrs
        if c is None or c + 2 >= self.count or instrs[c].opname != "COPY" or instrs[c + 1].opname != "POP_EXCEPT" or instrs[c + 2].opname != "RERAISE":
            raise self.error("handler without its cleanup block", instrs[h])
        return c

    def _try_311(self, bs, h, st):
        instrs = self.instrs
        c = self._cleanup_of(h)
        if c < h:
            raise self.error("cleanup block before its handler", instrs[h])
        be = self._main_line_end(bs, h)
        if be > st.end:
            # The body read on past the enclosing block (a loop's closing
            # jump): a branch's way out was taken for more of the body
            # (`try: if c: continue` in `while True:` whose normal exit
            # leaves the loop); what the block goes on with would be lost.
            raise self.error("try body runs past its block", instrs[bs])
        if self._is_except(h, c, st):
            self._unprotected_exit_copies(bs, be, h)
            return self._try_except_311(bs, be, h, c, st)
        return self._try_finally_311(bs, be, h, c, st)

    def _unprotected_exit_copies(self, bs, be, h):
        """3.12+ ends a branch of the try body that goes on after the
        statement with a copy of the code there when that is a short exit
        (`return x`); unlike a `return x` written in the body, the copy is
        outside the protected range. Read each such copy as the jump to the
        end of the body it replaces. (`return constant` cannot raise: written
        in the body it is left out of the range too, so it tells nothing.)"""
        if PY < (3, 12) or be >= self.count or self._in_extent(be, h):
            return
        instrs = self.instrs
        k = bs + 1
        while k < be:
            m = 0
            if self._in_extent(k - 1, h) and not self._in_extent(k, h) and instrs[k - 1].opname not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
                m = self._exit_copy_size(k, be)
            if m > 1 and k + m <= be and instrs[k + m - 1].opname == "RETURN_VALUE" and not any(self._in_extent(x, h) for x in range(k, k + m)) and any(instrs[x].opname != "LOAD_CONST" for x in range(k, k + m - 1)):
                self.skip[k] = k + m - 1
                instrs[k + m - 1].opname = "JUMP"
                instrs[k + m - 1].target = instrs[be]
                k += m
            else:
                k += 1

    def _is_except(self, h, c, st):
        instrs = self.instrs
        if instrs[h + 1].opname == "POP_TOP":
            return True
        for k in range(h + 1, c):
            name = instrs[k].opname
            if name in ("CHECK_EXC_MATCH", "CHECK_EG_MATCH"):
                return True
            if name in ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF", "POP_TOP", "RETURN_VALUE", "JUMP", "RERAISE", "PUSH_EXC_INFO") or name.startswith("POP_JUMP"):
                return False
        return False

    # ------------------------------------------------------------ try/except
    def _try_except_311(self, bs, be, h, c, st):
        instrs = self.instrs
        prev_exc = _Marker("prev_exc")
        base = list(st.stack) + [prev_exc]
        clauses = []
        k = h + 1
        after = None
        star = False
        while True:
            ins = instrs[k]
            if ins.opname == "RERAISE" and k + 1 == c:
                break
            if ins.opname == "POP_TOP":
                end = c
                clauses.append((None, None, k + 1, end))
                k = c
                break
            j = k
            while j < c and instrs[j].opname not in ("CHECK_EXC_MATCH", "CHECK_EG_MATCH"):
                j += 1
            if j >= c:
                raise self.error("except clause without a match test", ins)
            star = instrs[j].opname == "CHECK_EG_MATCH"
            if star:
                return self._try_star_311(bs, be, h, c, st)
            typ, _ = self.expression(k, j, self._sub(st, j, None), base + [_Marker("exc")])
            jump = instrs[j + 1]
            if jump.opname != "POP_JUMP_IF_FALSE":
                raise self.error("except clause without its jump", jump)
            nxt = jump.target.index
            store = instrs[j + 2]
            name = None
            end = nxt
            if store.opname.startswith("STORE_"):
                name = store.argval
                if not (instrs[nxt - 1].opname == "RERAISE" and instrs[nxt - 2].opname.startswith("DELETE_") and instrs[nxt - 2].argval == name):
                    raise self.error("named except clause without its cleanup", store)
                end = nxt - 4
            elif store.opname != "POP_TOP":
                raise self.error("unexpected except clause target", store)
            clauses.append((typ, name, j + 3, end))
            k = nxt
        if PY >= (3, 12):
            self._cur_handler = h
            clauses, after, tail = self._strip_tails(clauses, bs, be, h, st)
        else:
            tail = None
            clauses = [x + (None,) for x in clauses]
        clauses, after = self._cut_threaded_exits(clauses, be, after)
        clauses, leaves = self._cut_enclosing_exits(clauses, h)
        # Where the statement ends: the clauses jump there.
        loop = st.region.loop
        for (_, _, s, e, _) in clauses:
            k = self.branch_exit(e)
            last = instrs[k]
            if last.opname == "JUMP" and loop is not None and instrs[loop.head].opname == "FOR_ITER" and instrs[k - 1].opname == "POP_TOP" and self.resolve(last.target.index) == loop.break_to:
                continue  # `break`: pops the iterator
            if last.opname == "JUMP":
                after = self.resolve(last.target.index)
                break
        if after is None and PY >= (3, 13):
            after = self._clause_exit_inside(clauses, h, c, loop)
        clause_after = after
        if PY == (3, 11) and be == h - 1 and loop is not None and instrs[be].opname == "JUMP" and self.resolve(instrs[be].target.index) == loop.break_to != after:
            be = h  # the body ends with `break`, between it and the handler
        cold = self._cold_tail(bs, be, c, after, st) if tail is None else None
        continues = False
        if cold is not None:
            else_end = nxt_index = be
            continues = not self._no_fallthrough(bs, be)
        elif tail is not None and be < h <= st.end and not self._no_fallthrough(bs, be, tail):
            else_end = nxt_index = h  # (`_strip_tails`) the else never finishes
        elif leaves and after is None and be == h and c + 3 == st.end:
            else_end, nxt_index = be, c + 3  # the clauses go on where the enclosing clause ends
        elif self._continue_before_handler(be, h, c, after, st):
            else_end, nxt_index, continues = be, h, True
        else:
            else_end, nxt_index, after = self._else_range(be, h, c, after, st)
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
        closes = self._loop_closes_in(h, c, st)
        breaks = closes and else_end == be and not self._no_fallthrough(bs, be) and self.resolve(be) == loop.break_to
        if breaks:
            hfollow = loop.break_to  # the clauses fall off into the `break` after the statement
        elif closes:
            hfollow = None  # the clauses' way round is a written `continue`
        body_follow = follow
        if PY >= (3, 12) and else_end == nxt_index == be < h and follow != be and self.resolve(be) == be:
            # The statement goes on at the body's end: branches of the body
            # jump there (or leave through copies of the exit there).
            body_follow = be
        body, orelse = self._body_and_else(bs, be, h, else_end, body_follow, st)
        if continues:
            body.append(ast.Continue())
        handlers = []
        for typ, name, s, e, extra in clauses:
            hbody, _ = self.block(s, e, self._sub(st, e, hfollow, 1), list(base))
            if extra is None and self._clause_continues(e, hfollow, loop):
                extra = ast.Continue
            if extra is not None:
                hbody.append(extra())
            handlers.append(ast.ExceptHandler(type=typ, name=name, body=hbody or [ast.Pass()]))
        self.skip[h] = c + 3
        node = ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[])
        self.emit(st, node, instrs[bs])
        if breaks:
            # `while True: try ... except: continue` then `break`: the body
            # finishing leaves the loop (3.11 jumps over the handlers, 3.12+
            # falls into the code after the loop).
            self.emit(st, ast.Break(), instrs[be])
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
        return nxt_index

    def _clause_continues(self, e, hfollow, loop):
        """Whether the clause ending at e ends in a written `continue`, read
        as falling off: it jumps straight to the loop's head, while falling
        off the statement goes through the loop's own closing jump (a
        `while` loop's: it keeps the loop's line, so is not threaded; a for
        loop's, lineless, is copied to each way in)."""
        if PY < (3, 11) or loop is None or hfollow != loop.continue_to or loop.continue_to != loop.head or self.instrs[loop.head].opname == "FOR_ITER":
            return False
        last = self.instrs[e - 1]
        tail = self.loop_tails.get(loop.head)
        if last.opname != "JUMP" or last.target.index != loop.head or tail is None or tail == last.index:
            return False
        return self.instrs[tail].opname == "JUMP" and self.instrs[tail].target.index == loop.head

    def _clause_exit_inside(self, clauses, h, c, loop):
        """3.13: where the statement goes on when no clause ends by jumping
        there but one leaves from inside (`POP_EXCEPT; JUMP t`: a branch
        that does not end the clause, a `break` out of a loop whose else
        never finishes with the clause's exit copied into it); None when no
        clause, or more than one place, says."""
        instrs = self.instrs
        found = set()
        for (_, _, s, e, _) in clauses:
            for k in range(s + 1, e - 1):
                if instrs[k].opname != "POP_EXCEPT" or instrs[k - 1].opname == "POP_EXCEPT" or self._is_cleanup(k - 1):
                    continue
                j = k + 4 if self._name_cleanup(k + 1) else k + 1  # (`except E as name`)
                if j >= e or instrs[j].opname != "JUMP":
                    continue
                t = self.resolve(instrs[j].target.index)
                if h <= t < c + 3 or (loop is not None and t in (loop.break_to, loop.continue_to)):
                    continue
                found.add(t)
        return found.pop() if len(found) == 1 else None

    def _cold_tail(self, bs, be, c, after, st):
        """3.12+: where the code after a try statement starts when only its
        clauses reach it (the body never finishes) and it was laid out after
        the handlers, past the end of the enclosing block; None otherwise."""
        if PY < (3, 12) or after is None or after <= c or be != st.end or st.end >= self.count:
            return None
        loop = st.region.loop
        if loop is not None and self.resolve(after) == loop.break_to:
            return None  # the clauses `break` (`while True:` ending in the statement)
        if self._no_fallthrough(bs, be):
            return after
        if loop is not None and self.instrs[be].opname == "JUMP" and self.instrs[be].target.index == loop.head == loop.continue_to:
            return after  # the body goes on with the loop (`continue`)
        return None

    def _continue_before_handler(self, be, h, c, after, st):
        """3.11: `try: ...; continue` whose clauses go on to code later in the
        loop body: the body's way out, between it and the handler, jumps to
        the loop head, not to where the statement ends."""
        loop = st.region.loop
        if PY != (3, 11) or loop is None or after is None or not c < after <= st.end or be != h - 1:
            return False
        return self.instrs[be].opname == "JUMP" and self.resolve(self.instrs[be].target.index) == loop.continue_to != after

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

    def _try_star_311(self, bs, be, h, c, st):
        """try/except*: after `PUSH_EXC_INFO` and a prologue that keeps the
        group and a list of raised groups, each clause is `type;
        CHECK_EG_MATCH; COPY 1; POP_JUMP_IF_NONE nomatch; STORE|POP_TOP;
        body (protected by a handler collecting what it raises); jumps`,
        `nomatch: POP_TOP`; then `[LIST_APPEND 1]; PREP_RERAISE_STAR;
        COPY 1; POP_JUMP_IF_NOT_NONE r; POP_TOP; POP_EXCEPT; <after>`,
        `r: SWAP 2; POP_EXCEPT; RERAISE 0`, cleanup."""
        instrs = self.instrs
        names = [x.opname for x in instrs[h + 1 : h + 4]]
        if names[:2] == ["BUILD_LIST", "COPY"]:
            k = h + 3
        elif names == ["COPY", "BUILD_LIST", "SWAP"]:
            k = h + 4
        else:
            raise self.error("except* prologue not understood", instrs[h])
        marks = [_Marker("prev_exc"), _Marker("exc"), _Marker("raised"), _Marker("rest")]
        base = list(st.stack) + marks
        clauses = []
        while True:
            j = k
            while j < c and instrs[j].opname != "CHECK_EG_MATCH":
                if instrs[j].opname in ("PREP_RERAISE_STAR", "CALL_INTRINSIC_2", "LIST_APPEND"):
                    break
                j += 1
            if j >= c or instrs[j].opname != "CHECK_EG_MATCH":
                break
            typ, _ = self.expression(k, j, self._sub(st, j, None), base)
            if [x.opname for x in instrs[j + 1 : j + 3]] != ["COPY", "POP_JUMP_IF_NONE"]:
                raise self.error("except* clause shape", instrs[j])
            nomatch = instrs[j + 2].target.index
            if instrs[nomatch].opname != "POP_TOP":
                raise self.error("except* clause shape", instrs[nomatch])
            store = instrs[j + 3]
            name = store.argval if store.opname.startswith("STORE_") else None
            if name is None and store.opname != "POP_TOP":
                raise self.error("unexpected except* clause target", store)
            s = j + 4
            hb = self.cover.get(s)
            e = s
            if hb is not None and s < hb < nomatch:
                for x in range(s, hb):
                    if self._in_extent(x, hb):
                        e = x + 1
            clauses.append((typ, name, s, e))
            k = nomatch + 1
        if not clauses:
            raise self.error("except* without clauses", instrs[h])
        p = k
        if instrs[p].opname == "LIST_APPEND":
            p += 1
        tail_names = [x.opname for x in instrs[p : p + 6]]
        if tail_names[0] not in ("PREP_RERAISE_STAR", "CALL_INTRINSIC_2") or tail_names[1:5] != ["COPY", "POP_JUMP_IF_NOT_NONE", "POP_TOP", "POP_EXCEPT"]:
            raise self.error("except* end not understood", instrs[p])
        r = instrs[p + 2].target.index
        if [x.opname for x in instrs[r : r + 3]] != ["SWAP", "POP_EXCEPT", "RERAISE"] or r + 3 != c:
            raise self.error("except* re-raise not understood", instrs[r])
        q = p + 5
        after = None
        tail = None
        if instrs[q].opname == "JUMP":
            after = self.resolve(instrs[q].target.index)
        elif q < r and instrs[r - 1].opname == "RETURN_VALUE":
            if self._same_code(q, be, r - q):
                after = be
            elif self.cover.get(c) is None and self._no_fallthrough(bs, be, (q, r)):
                tail = (q, r)  # not inside another try: the code after, held here
            else:
                raise self.error("except* clauses end in code not understood", instrs[q])
        else:
            raise self.error("except* end not understood", instrs[q])
        else_end, nxt_index, after = self._else_range(be, h, c, after, st)
        follow = after if after is not None else st.region.follow
        body, orelse = self._body_and_else(bs, be, h, else_end, follow, st)
        handlers = []
        for typ, name, s, e in clauses:
            hbody, _ = self.block(s, e, self._sub(st, e, None, 1), list(base))
            handlers.append(ast.ExceptHandler(type=typ, name=name, body=hbody or [ast.Pass()]))
        self.skip[h] = c + 3
        node = ast.TryStar(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[])
        self.emit(st, node, instrs[bs])
        if tail is not None:
            stmts, _ = self.block(tail[0], tail[1], self._sub(st, tail[1], None), list(st.stack))
            for x in stmts:
                self.emit(st, x)
        return nxt_index

    def _strip_tails(self, clauses, bs, be, h, st):
        """3.12+: a clause that ends the function ends with a copy of the code
        after the statement (`POP_EXCEPT; <tail>; RETURN_VALUE`); cut it off.
        The copy may also be of the code after the loop around the statement
        (a `break`) or after the enclosing block."""
        instrs = self.instrs
        out = []
        after = None
        tail = None
        loop = st.region.loop
        for typ, name, s, e in clauses:
            k = e - 1
            while k >= s and instrs[k].opname != "POP_EXCEPT":
                k -= 1
            extra = None
            ends = instrs[e - 1].opname
            # (`raise` in a clause raises before POP_EXCEPT: after it, it is
            # the code after the statement, unless a nested clause's.)
            raises = ends == "RAISE_VARARGS" and k + 1 < e and all(x.target is None and x.opname not in ("RERAISE", "RETURN_VALUE", "RAISE_VARARGS") for x in instrs[k + 1 : e - 1])
            if k >= s and (ends == "RETURN_VALUE" and k + 1 < e - 1 or raises) and instrs[k - 1].opname not in ("SWAP", "POP_EXCEPT"):
                cut = k + 1
                if name is not None and instrs[cut].opname == "LOAD_CONST" and instrs[cut + 2].opname.startswith("DELETE_"):
                    cut += 3
                n = e - cut
                if n and self._same_code(cut, be, n):
                    self._inner_exit_copies(s, k, be, n, cut - k - 1)
                    e = cut
                    after = be
                elif n and self._break_copy(cut, e, loop, be):
                    e = cut
                    extra = ast.Break
                else:
                    f = self.follow_of(st.end, st.region)
                    if n and f is not None and f != cut and self._same_code(cut, f, n) and (after is None or after == f):
                        e = cut
                        after = f
                    elif n and self.cover.get(self.cover.get(self._cur_handler)) is None and not self._loop_closes_in(h, self.cover[h], st) and (self._no_fallthrough(bs, be, (cut, e)) or be < h <= st.end and self._computes(cut, e) and self._no_fallthrough(bs, h, (cut, e))) and (tail is None or self._same_code(cut, tail[0], n) and tail[1] - tail[0] == n):
                        # The body (or the else it goes on with) never
                        # finishes: the code after the statement is only
                        # reached from the handlers, and each clause holds
                        # it (the first one is the original). (A clause's
                        # own `return constant` also pops the exception
                        # first: with an else, only a computed value tells.)
                        if tail is None:
                            tail = (cut, e)
                        e = cut
                    elif n and (raises or self._computes(cut, e)):
                        # Left as it is, but no statement the clause wrote
                        # (that computes its value before unwinding): a
                        # copy of an exit whose jump copied_exits finds.
                        self.__dict__.setdefault("unwound_exits", set()).add(e - 1)
            out.append((typ, name, s, e, extra))
        return out, after, tail

    def _computes(self, a, b):
        """Whether [a, b), ending in RETURN_VALUE or RAISE_VARARGS, does more
        than load constants."""
        return any(self.instrs[x].opname != "LOAD_CONST" for x in range(a, b - 1))

    def _inner_exit_copies(self, s, k, be, n, named=0):
        """The clause [s, k] ends with POP_EXCEPT at k (and the `named`
        instructions clearing its name) and a copy of the n instructions at
        be, the code after the statement; a branch inside it may end the
        same way (`POP_EXCEPT; <clear name>; <copy>`): read each such copy
        as the jump to the clause's end at k."""
        instrs = self.instrs
        for x in range(s + 1, k - n - named):
            if instrs[x].opname == "POP_EXCEPT" and instrs[x - 1].opname not in ("SWAP", "POP_EXCEPT", "POP_TOP") and (not named or self._same_code(x + 1, k + 1, named)) and self._same_code(x + 1 + named, be, n) and x not in self.skip:
                if x + named + n + 1 == k:
                    self.skip[x] = k  # right before the end: falls into it
                else:
                    self.skip[x] = x + named + n
                    instrs[x + named + n].opname = "JUMP"
                    instrs[x + named + n].target = instrs[k]
                if named:
                    # (3.12 lays such a copy out after a nested try's
                    # handlers, where its clauses jump: to the end too.)
                    for y in instrs[s:k]:
                        if y.target is instrs[x] and y.opname == "JUMP":
                            y.target = instrs[k]

    def _cut_threaded_exits(self, clauses, be, after):
        """A clause whose jump to the end of the statement was threaded
        through a short exit at `be` (`POP_EXCEPT; JUMP t`, leaving an
        enclosing handler, 3.13) ends with a copy of that exit: cut it off,
        the clause then goes on at be."""
        instrs = self.instrs
        m = 1
        while m <= 5 and be + m <= self.count and instrs[be + m - 1].opname != "JUMP":
            if instrs[be + m - 1].target is not None:
                return clauses, after
            m += 1
        if m > 5 or be + m > self.count or instrs[be].opname != "POP_EXCEPT" or instrs[be + m - 1].target.index in self.loop_tails:
            return clauses, after  # (a jump to a loop head is read as the loop going on)
        out = []
        for typ, name, s, e, extra in clauses:
            if e - m > s and instrs[e - m - 1].opname == "POP_EXCEPT" and self._same_code(e - m, be, m):
                e -= m
                after = be
            out.append((typ, name, s, e, extra))
        return out, after

    def _cut_enclosing_exits(self, clauses, h):
        """3.13 threads a clause's way out of a try statement that ends an
        enclosing except clause through that clause's exit: the clause ends
        `POP_EXCEPT; POP_EXCEPT; JUMP t`, t where the enclosing statement
        goes on. Cut the copy off (the clause then falls off the enclosing
        clause); also tell whether any clause had it."""
        if PY < (3, 13):
            return clauses, False
        instrs = self.instrs
        out = []
        leaves = False
        for typ, name, s, e, extra in clauses:
            if e - 3 >= s and [x.opname for x in instrs[e - 3 : e]] == ["POP_EXCEPT", "POP_EXCEPT", "JUMP"] and self.resolve(e - 1) == self._enclosing_end(h):
                e -= 2
                leaves = True
            out.append((typ, name, s, e, extra))
        return out, leaves

    def _enclosing_end(self, h):
        """Where the try statement whose handler holds handler h goes on
        after its body (its main line's end); None if unknown."""
        for i, hs in self.try_starts.items():
            for o in hs:
                c = self.cover.get(o)
                if o in self.active_tries and o < h and c is not None and h < c and self._is_except(o, c, None):
                    return self.resolve(self._main_line_end(i, o))
        return None

    def _break_copy(self, a, e, loop, be):
        """Whether [a, e) is a `break` out of `loop` followed by a copy of the
        code after the loop (a for loop first pops its iterator)."""
        if loop is None or loop.break_to is None or loop.break_to == be:
            return False
        instrs = self.instrs
        if instrs[loop.head].opname == "FOR_ITER":
            if instrs[a].opname != "POP_TOP":
                return False
            a += 1
        n = e - a
        return n > 0 and self._same_code(a, self.resolve(loop.break_to), n)

    def _no_fallthrough(self, bs, be, tail=None, with_body=False):
        """Whether the protected body [bs, be) cannot finish normally. A
        nested handler may leave through a copy of `tail` (start, end). In a
        with body (`with_body`), a handler's way out through the with's exit
        is a return out of the with."""
        instrs = self.instrs
        if be <= bs:
            return False
        last = instrs[be - 1]
        if last.opname not in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") and not (last.opname == "JUMP" and bs <= last.target.index < be - 1):
            return False  # ends neither in an exit nor in an endless loop
        handler_exit = False
        for k in range(bs, be):
            name = instrs[k].opname
            t = instrs[k].target
            if t is not None and t.index >= be and name != "SETUP_FINALLY":
                return False
            if name == "BEFORE_ASYNC_WITH" or name == "BEFORE_WITH" and not self._swallow_stays_in(k, bs, be):
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

    def _swallow_stays_in(self, k, bs, be):
        """Whether the with statement at BEFORE_WITH k goes on, when its
        __exit__ swallows an exception, to code in [bs, be)."""
        hw = self.cover.get(k + 1)
        cont = None if hw is None else self._swallow_continuation(hw)
        return cont is not None and bs <= cont < be

    def _swallow_continuation(self, hw):
        """Where the with statement whose handler is hw goes on when its
        __exit__ swallows the exception; None if hw is no such handler."""
        instrs = self.instrs
        if hw + 2 >= self.count or instrs[hw + 1].opname != "WITH_EXCEPT_START" or instrs[hw + 2].opname != "POP_JUMP_IF_TRUE":
            return None
        lab = instrs[hw + 2].target.index
        if [x.opname for x in instrs[lab : lab + 4]] != ["POP_TOP", "POP_EXCEPT", "POP_TOP", "POP_TOP"]:
            return None
        return self.resolve(lab + 4)

    def _follows_clauses(self, be, end, h, c):
        """Whether [be, end), laid out between a try body and its handlers
        [h, c) whose clauses `continue` or `break` to where it goes, is the
        code after the statement rather than its else: both compile alike
        but for the order the names are numbered in."""
        return self._names_say_else(be, end, h, c) is False

    def _names_say_else(self, be, end, h, c):
        """Whether co_names has the code [be, end) written before the
        handlers [h, c) (True), after them (False), or cannot tell (None).
        A try statement inside that code tells by itself: its handlers are
        laid out after this statement's only if the code came first."""
        earlier = {x for i, hs in self.try_starts.items() if i < be for x in hs}
        own = next((k for k in range(be, end) if k in earlier), end)  # earlier statements' handlers
        nested = [x for k in range(be, own) for x in self.try_starts.get(k, ())]
        if nested:
            if all(x < h for x in nested):
                return True
            if all(x > c for x in nested):
                return False
            return None
        return written_first(self.code, self.instrs, (be, own), (h, c), be)

    def _loop_closes_in(self, h, c, st):
        """Whether the loop around goes round only through a clause of the
        statement with handler [h, c) (`past_handler`): nothing follows the
        statement in the loop body."""
        loop = st.region.loop
        return loop is not None and h < st.end < c and self.loop_tails.get(loop.head) == st.end

    def _clauses_break_at_block_end(self, h, c, after, st):
        """Whether the clauses [h, c) of a statement ending its block, laid
        out inline after its body, leave the loop around (`break`): their
        jump there is no way to the statement's end, which is the block's
        (3.11: a try inside an except clause). The else then ends at h (in
        a raise, or a `break` of its own)."""
        loop = st.region.loop
        if loop is None or after != loop.break_to or c + 3 != st.end:
            return False
        return after != self.follow_of(st.end, st.region)

    def _else_leaves_loop(self, be, h, after, st):
        """Whether code [be, h) before handlers laid out inline ends in a
        jump that leaves the loop around or goes round it (`continue`,
        `break`) rather than to where the clauses go on: an else that never
        finishes. (A lone jump there is the body's own way out.)"""
        loop = st.region.loop
        last = self.instrs[h - 1]
        if loop is None or h - 1 <= be or last.opname != "JUMP":
            return False
        target = self.resolve(last.target.index)
        return target != after and target in (loop.continue_to, loop.break_to)

    def _else_range(self, be, h, c, after, st):
        """(else end, where the lifter goes on, after) for a try body ending at be."""
        instrs = self.instrs
        if self._loop_closes_in(h, c, st):
            if be < h and self.resolve(be) == st.region.loop.break_to:
                # The body finishing leaves the loop (`break` after the
                # statement, see _try_except_311): the code there (3.12+)
                # or the jump to it (3.11) follows the loop.
                return be, c + 3, after
            # Statements between the body and the handlers are the else (it
            # leaves the loop or goes round): the statement ends the loop
            # body.  A lone jump there is the body's own way out, which the
            # clauses' exits already say.
            if h - 1 > be or (h - 1 == be and instrs[be].opname != "JUMP"):
                return h, c + 3, after
            return be, c + 3, after
        if (h == be or instrs[h - 1].opname in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") or self._else_leaves_loop(be, h, after, st)) and h <= st.end and c + 3 <= st.end and after is not None and (self.resolve(c + 3) == after or c + 3 == st.end and after == self.follow_of(st.end, st.region)):
            # Handlers inline, right after the body (or an else that never
            # finishes); the clauses go on after them.
            return h, h, after
        if self._clauses_break_at_block_end(h, c, after, st):
            return h, h, self.follow_of(st.end, st.region)
        if PY == (3, 11) or (h <= st.end and h - 1 >= be and instrs[h - 1].opname == "JUMP"):
            if h - 1 >= be and instrs[h - 1].opname == "JUMP" and h <= st.end:
                target = self.resolve(instrs[h - 1].target.index)
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
                    or (PY == (3, 11) and leaves_loop and target != self.resolve(h) and target != loop.break_to)
                    # 3.12+ handlers inline (inside a clause): the body
                    # jumps over them to the code after the statement,
                    # the clauses `continue`/`break`.
                    or (leaves_loop and target == c + 3 <= st.end and target not in (loop.break_to, loop.continue_to))
                ):
                    if self._follows_clauses(be, h - 1, h, c):
                        return be, be, be
                    return h - 1, h, target
                if loop is not None and target == loop.break_to != after and c + 3 <= st.end:
                    # A `break` (unprotected) ends the body, before the
                    # handlers laid out inline (3.11; 3.12+ inside a
                    # clause): it is the else, as when the handlers lie
                    # past the loop.
                    return h, h, after
            if h <= st.end and (after is None or h == after):
                return h, h, after
        if after is None:
            end = min(h, st.end)  # a loop's handlers lie past its back jump
            if be < end and self._names_say_else(be, end, h, c):
                # Neither the clauses nor the code before them finish: that
                # code is the else if the source wrote it first.
                return end, end, after
            return be, be, after
        if be <= after <= st.end:
            return after, after, after
        f = self.follow_of(st.end, st.region)
        if f is not None and after > st.end and self.copied_exit(after, f):
            # The clauses end in copies of the exit block (`return None`)
            # the statement goes on to; 3.12+ gives each way its own copy.
            after = f
        if after == f or (st.region.loop is not None and after in (st.region.loop.continue_to, st.region.loop.break_to)):
            loop = st.region.loop
            if loop is not None and after in (loop.continue_to, loop.break_to) and (self._jumps_into(h, c, be) and self.resolve(be) != after or self.instrs[be].opname == "POP_EXCEPT" or self._follows_clauses(be, st.end, h, c)):
                # (A clause that goes on there, one of its branches
                # jumping to the body's end, says so too; so does the body
                # going on by leaving the enclosing clause, 3.13.)
                return be, be, be
            return st.end, st.end, after
        raise self.error("cannot find where the try statement ends", instrs[be])

    # ----------------------------------------------------------- try/finally
    def _try_finally_311(self, bs, be, h, c, st):
        instrs = self.instrs
        r = c - 1
        if instrs[r].opname == "RETURN_VALUE":
            return self._finally_returns_311(bs, be, h, c, st)
        if self._is_cleanup(c - 3):
            # The finally body ends with a nested statement's handlers (3.11+
            # puts them after the body's own re-raise): all of it is the body.
            r = c
        elif instrs[r].opname == "RAISE_VARARGS":
            # The finally body ends in a raise: its re-raise is dead code,
            # left out; all of the handler is the body.
            r = c
        elif instrs[r].opname != "RERAISE":
            raise self.error("finally handler without its re-raise", instrs[h])
        base = list(st.stack) + [_Marker("prev_exc"), _Marker("exc")]
        fin_jumps = self.__dict__.setdefault("fin_jumps", set())
        inner = [k for k in range(h + 1, r) if (k in fin_jumps or instrs[k].opname == "RERAISE" and instrs[k].argval == 0) and self.cover.get(k) == c]
        fin_jumps.update(inner)
        for k in inner:
            # A branch ending in a copy of the final re-raise falls off the
            # finally body: read it as a jump to the end.
            instrs[k].opname = "JUMP"
            instrs[k].target = instrs[r]
        tail = r
        while tail - 1 in fin_jumps:
            tail -= 1
        for x in instrs[h + 1 : tail]:
            if x.target is not None and tail <= x.target.index < r:
                x.target = instrs[r]  # the re-raises right before the last one are the end too (conditions are read by target)
        final, _ = self.block(h + 1, r, self._sub(st, r, r if inner else None, 1), base)
        n = r - (h + 1)
        shape = [x.opname for x in instrs[h + 1 : r]]
        ret_end = None
        loop_exit = self._loop_around_return(bs, be, n, shape, bool(inner))
        if loop_exit is not None:
            be = loop_exit
        elif be + n < self.count and not inner and [x.opname for x in instrs[be : be + n]] == shape:
            ret_end = be + n + 1 if instrs[be + n].opname == "RETURN_VALUE" else self._return_chain_end(be + n)
        # (3.11: a branch of the finally body that reaches its end, the
        # re-raise, jumps in the copy to a RETURN of its own, after the
        # one the copy falls into.)
        extra = 1 if ret_end == be + n + 1 and self._branch_return_after(be, h + 1, n) else 0
        if ret_end is not None:
            # `return value` ending the body: the value is computed inside
            # the protected range, then the finally copy runs, then RETURN
            # (leaving the enclosing with blocks and handlers first).
            # Lift the body without the copy: its stores would run while the
            # value waits on the stack, which reads as an assignment.
            # Clauses that go on after the statement reach the other normal
            # copy, after the handlers of the body placed behind the return.
            end = ret_end
            while end < st.end:
                if self._in_extent(end, h):
                    end += 1
                elif instrs[end].opname == "PUSH_EXC_INFO" and self.skip.get(end, end) > end:
                    # An earlier statement's handlers, which 3.12+ lays
                    # out after this return: the clauses' way on lies past.
                    end = self.skip[end]
                else:
                    break
            swallowed = [x.opname for x in instrs[end - 4 : end]] == ["POP_TOP", "POP_EXCEPT", "POP_TOP", "POP_TOP"]  # a with's handler goes on
            reached = swallowed or any(x.target is not None and x.target.index == end for x in instrs[ret_end:end])
            if [x.opname for x in instrs[end : end + n]] != shape or not reached:
                end = be
            self.returned_at.add(be)
            body, out = self.block(bs, end, self._sub(st, end, ret_end if end == be else end), list(st.stack))
            if be in self.returned_at:
                self.returned_at.discard(be)
                if len(out) != len(st.stack) + 1:
                    raise self.error("finally return shape", instrs[be + n])
                ret, _ = self.block(be + n, ret_end, self._sub(st, ret_end, None), out)
                if len(ret) != 1 or not isinstance(ret[0], ast.Return):
                    raise self.error("finally return shape", instrs[be + n])
                body += ret
            elif len(out) != len(st.stack):
                raise self.error("finally return shape", instrs[be + n])
            be = ret_end + extra if end == be else end + n
        consumed = False
        swallowed = None
        copy = self._finally_copy_end(h + 1, r, be, inner) if inner else None
        at = self._past_earlier_handlers(be, h)
        if copy is None and inner and ret_end is None and at != be:
            copy = self._finally_copy_end(h + 1, r, at, inner)
        if ret_end is None:
            # A finally body with branches, each exit of its copy a bare
            # RETURN_VALUE: a nested statement may leave the value for it.
            # (Not past a with that, swallowing an exception, leaves the
            # body: that reaches another copy.)
            returns_value = copy is not None and all(y - x == 1 and instrs[x].opname == "RETURN_VALUE" for x, y in copy[1])
            if returns_value and any(x.opname in ("BEFORE_WITH", "BEFORE_ASYNC_WITH") and not self._swallow_stays_in(x.index, bs, be) for x in instrs[bs:be]):
                swallowed = self._swallowed_copy(bs, be, h, r, inner)
                returns_value = swallowed is not None
            if returns_value:
                self.returned_at.add(be)
            body, out = self.block(bs, be, self._sub(st, be, self.resolve(be)), list(st.stack))
            consumed = returns_value and be not in self.returned_at
            self.returned_at.discard(be)
        body = _strip_copies(body, final, loops=True)
        if _shared_return_values(body):
            # A value computed once, before a copy of the finally body that
            # was not recognised (one ending in a try statement holds the
            # return at each of its ends), would be written twice.
            raise self.error("return value computed before a finally body copy", instrs[h - 1])
        line = max((x.lineno or 0 for x in instrs[h + 1 : r]), default=0)
        if _returns_after_line(body, line):
            # Code after the statement (a loop's exit) copied behind a copy
            # of the finally body: as a return in the body its value would
            # be computed before the finally body runs. Where each is the
            # code after the loop around, they are its breaks.
            body = self._finally_breaks_311(body, bs, be, h, r, st, line)
            if body is None:
                raise self.error("code after the try statement copied into its body", instrs[h - 1])
        nxt = be
        tail = None
        if ret_end is not None:
            pass  # the copy and the return were read with the body
        elif [x.opname for x in instrs[at : at + n]] == shape:
            nxt = at + n
            if nxt in self.returned_at and len(out) == len(st.stack) + 1:
                # The value is returned after an enclosing finally body's copy.
                self.returned_at.discard(nxt)
                body.append(ast.Return(value=self._as_expr(out[-1], instrs[nxt])))
                out = out[:-1]
        elif copy is not None and copy[0] <= st.end:
            nxt, exits, joins = copy
            a, b = exits[0]
            if any(y - x != b - a or not self._same_code(x, a, b - a) for x, y in exits):
                raise self.error("finally exits differ", instrs[be])
            if instrs[r - 1].opname not in ("JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
                joins.add(nxt)
            if consumed:
                if nxt in joins and self._same_code(nxt, a, b - a):
                    nxt += b - a  # the returns were read with the body
                if swallowed is not None:
                    nxt, tail = self._after_swallowed_copy(nxt, swallowed, h, c)
            elif len(out) == len(st.stack) + 1:
                # `return value` in the body: each exit of the copy returns
                # it (leaving the enclosing with blocks and handlers first).
                if nxt in joins:
                    if not self._same_code(nxt, a, b - a):
                        raise self.error("finally return shape", instrs[nxt])
                    nxt += b - a
                ret, _ = self.block(a, b, self._sub(st, b, None), list(out))
                if len(ret) != 1 or not isinstance(ret[0], ast.Return):
                    raise self.error("finally return shape", instrs[a])
                body += ret
            elif nxt not in joins:
                # No way goes on after the end of the copy: the code after
                # the statement only exists as the copies at the exits.
                tail = exits[0]
        elif not (body and isinstance(body[-1], (ast.Return, ast.Raise))) and not self._endless_body(bs, be, h, body):
            self.skip[h] = c + 3
            rest = self._copy_then_rest(be, final, st, body)
            if rest is None:
                raise self.error("finally body not copied after the try body", instrs[be])
            tail, nxt = rest, st.end
        results = None
        if (len(out) != len(st.stack) or self.dynamo and self._stack_changed(out, st)) and not (body and isinstance(body[-1], ast.Return)):
            results = self._values_out_of_try(st, body, out, instrs[be])
        if nxt < self.count and instrs[nxt].opname == "JUMP" and nxt + 1 == h:
            nxt += 1
        self.skip[h] = c + 3
        if self.dynamo and nxt + 2 == h and self._pushed_over_handler(nxt, c + 3):
            # Dynamo's `with` exit: `None` pushed, a jump over the handler, popped
            nxt += 2
            self.skip[h] = instrs[nxt - 1].target.index + 1
        if len(body) == 1 and isinstance(body[0], ast.Try) and not body[0].finalbody and body[0].handlers:
            node = body[0]
            node.finalbody = final or [ast.Pass()]
        else:
            node = ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=final or [ast.Pass()])
        self.emit(st, node, instrs[bs])
        if results is not None:
            kept, values = results
            st.stack[kept:] = values
        if isinstance(tail, tuple):
            tail, _ = self.block(tail[0], tail[1], self._sub(st, tail[1], None), list(st.stack))
        for x in tail or ():
            self.emit(st, x)
        return nxt

    def _finally_breaks_311(self, body, bs, be, h, r, st, line):
        """3.12+: `break` out of the loop around a try/finally, from its
        body [bs, be): the finally body's copy, then a copy of the code
        after the loop (a short block ending in a return, which 3.12 copies
        into each jump that reaches it; `loop_exit_copy`). body with the
        returns on lines after the statement (`line`) read as those
        breaks; None unless each of them is one."""
        loop = st.region.loop
        if PY < (3, 12) or loop is None:
            return None
        n = r - (h + 1)
        sites = [p for p in range(bs + n, be) if self._same_code(p - n, h + 1, n) and self.loop_exit_copy(p, be, loop)]
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
        tails = self.__dict__.setdefault("loop_exit_tails", {})
        t = tails.setdefault(loop.head, (p, e))
        return e if t[1] - t[0] == e - p and self._same_code(t[0], p, e - p) else None

    def _after_loop_lines(self, p, e, loop):
        """Whether the code [p, e) lies on lines after those of the loop
        (its copies aside) and of its statements' handlers: it copies no
        statement of the loop (an enclosing finally body or with exit that
        the way out runs first)."""
        instrs = self.instrs
        tail = self.loop_tails.get(loop.head)
        if tail is None:
            return False
        n = e - p
        spans = [(loop.head, tail + 1)]
        spans += [(h, self.cover[h] + 3) for i, hs in self.try_starts.items() if loop.head <= i <= tail for h in hs if self.cover.get(h, -1) > h]
        lines = set()
        for a, b in spans:
            k = a
            while k < b:
                if self._same_code(k, p, n):
                    k += n
                    continue
                lines.add(instrs[k].lineno or 0)
                k += 1
        return min(x.lineno or 0 for x in instrs[p:e]) > max(lines, default=0)

    def _nothing_after_loop(self, loop):
        """3.12+: whether no code follows `loop` in its block: where its
        breaks go lies past the code, or handlers laid out after it start
        there."""
        b = loop.break_to
        return b is None or b >= self.count or self.instrs[b].opname == "PUSH_EXC_INFO"

    def _past_earlier_handlers(self, k, h):
        """Where the code at k goes on past the handlers of other statements
        laid out there (3.12+; before h, this statement's): the normal copy
        of a finally body that only a `break` out of the body reaches lies
        after them."""
        instrs = self.instrs
        while k < h and instrs[k].opname == "PUSH_EXC_INFO":
            c = self.cover.get(k)
            if c is None or c < k or not self._is_cleanup(c):
                break
            k = c + 3
        return k

    def _endless_body(self, bs, be, h, body):
        """A try body ending in a loop that only a return or a raise leaves
        (`while True:` without break): no normal copy of the finally body
        follows it, only the handler (after those of earlier statements)."""
        if not (body and isinstance(body[-1], ast.While) and not body[-1].orelse and self._no_fallthrough(bs, be)):
            return False
        k = be
        while k != h and k in self.skip and self.skip[k] > k:
            k = self.skip[k]
        return k == h

    def _swallowed_copy(self, bs, be, h, r, inner):
        """`try: with m: return v finally: F` (3.11+), F with branches: where
        __exit__ swallows an exception the body falls off, into the normal
        copy of F laid out after the handlers. That copy (its start, end,
        exits, joins) when every with statement of the body goes on there
        (through the exits of the with statements around it); else None."""
        instrs = self.instrs
        goes = set()
        for k in range(bs, be):
            if instrs[k].opname not in ("BEFORE_WITH", "BEFORE_ASYNC_WITH"):
                continue
            hw = self.cover.get(k + 1)
            cont = None if hw is None else self._swallow_continuation(hw)
            if cont is None:
                return None
            while cont + 1 < self.count and instrs[cont].opname == "WITH_EXIT" and instrs[cont + 1].opname == "JUMP":
                cont = self.resolve(cont + 1)
            if bs <= cont < be:
                return None  # the body goes on after it: not the shape
            goes.add(cont)
        if len(goes) != 1:
            return None
        p = goes.pop()
        if p < be:
            return None
        found = self._finally_copy_end(h + 1, r, p, inner)
        if found is None:
            return self._copy_jumping_on(h, r, p, inner)
        end, exits, joins = found
        if any(y - x != exits[0][1] - exits[0][0] or not self._same_code(x, exits[0][0], y - x) for x, y in exits):
            return None
        return p, end, exits, joins

    def _copy_jumping_on(self, h, r, p, inner):
        """The normal copy at p of the finally body [h + 1, r) whose every
        way out (the handler copy's re-raises at `inner`, its jumps to r)
        jumps to one place J, the code after the statement: (p, end of the
        copy, [], {J}); None otherwise."""
        instrs = self.instrs
        n = r - (h + 1)
        if p + n > self.count:
            return None
        join = None
        for m in range(n):
            x, y = instrs[h + 1 + m], instrs[p + m]
            if h + 1 + m in inner:
                if y.opname != "JUMP":
                    return None
                t = self.resolve(y.target.index)
            elif x.opname != y.opname or (x.target is None) != (y.target is None):
                return None
            elif x.target is None:
                if x.argval != y.argval:
                    return None
                continue
            elif x.target.index == r:
                t = self.resolve(y.target.index)
            elif x.target.index - (h + 1) == y.target.index - p and x.target.index < r:
                continue
            else:
                return None
            if join is not None and t != join:
                return None
            join = t
        if join is None or join < p + n:
            return None
        return p, p + n, [], {join}

    def _after_swallowed_copy(self, nxt, swallowed, h, c):
        """Go on after the normal copy of the finally body that swallowed
        exceptions reach (`_swallowed_copy`), when only skipped handlers lie
        between: (where to go on, the code after the statement copied into
        the copy's exits or None)."""
        p, end, exits, joins = swallowed
        i = nxt
        while i in self.skip and self.skip[i] > i:
            i = self.skip[i]
        if i != p:
            raise self.error("finally body not copied after the try body", self.instrs[nxt])
        if not exits:
            # Jumps on to the code after the statement: right after the
            # copy, or past the finally handler laid out there.
            if joins != {end} and not (end == h and joins == {c + 3}):
                raise self.error("finally body not copied after the try body", self.instrs[nxt])
            return end, None
        if end in joins:
            return end, None
        return end, exits[0]

    def _branch_return_after(self, a, f, n):
        """Whether the copy [a, a + n) of the finally body at f, followed
        by RETURN, has branches that jump to a second RETURN right after,
        each where the finally body jumps to its end (its re-raise)."""
        instrs = self.instrs
        ret = a + n + 1
        if ret >= self.count or instrs[ret].opname != "RETURN_VALUE":
            return False
        found = False
        for m in range(n):
            x, y = instrs[a + m], instrs[f + m]
            if x.target is not None and x.target.index == ret:
                if y.target is None or y.target.index != f + n:
                    return False
                found = True
        return found

    def _loop_around_return(self, bs, be, n, shape, inner=False):
        """3.12+ `try: for ...: return x finally: F`: the return (popping the
        iterator, the copy of F, RETURN) ends the protected range but lies
        inside the loop, whose exit, followed by the normal copy of F, ends
        the body. That exit; None otherwise. `inner`: F has branches, the
        last ending in a jump to the end of F (a re-raise in the handler),
        which its normal copy falls through instead."""
        if PY < (3, 12):
            return None
        if inner and shape[-1] == "JUMP":
            shape = shape[:-1]
            n -= 1
        instrs = self.instrs
        for k in range(bs, be):
            t = instrs[k].target
            if instrs[k].opname == "FOR_ITER" and t.index > be and instrs[t.index - 1].opname == "RETURN_VALUE" and [x.opname for x in instrs[t.index : t.index + n]] == shape:
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

    def _copy_then_rest(self, be, final, st, body):
        """The statements after the normal-exit copy of the finally body when
        [be, st.end) starts with that copy (the same statements as `final`);
        None otherwise. For copies laid out differently from the handler copy
        (3.12+ moves a nested statement's handlers out of the normal copy,
        not out of the handler copy, which is already cold)."""
        stmts, out = self.block(be, st.end, st.region, list(st.stack))
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

    def _finally_returns_311(self, bs, be, h, c, st):
        """try/finally whose finally body ends in `return`: the handler copy
        ends `value; SWAP 2; POP_TOP; SWAP 2; POP_EXCEPT; RETURN_VALUE` (or,
        for a constant, `POP_TOP; POP_EXCEPT; LOAD_CONST; RETURN_VALUE`) and
        the normal-exit copy is the finally body itself, then RETURN_VALUE."""
        instrs = self.instrs
        r = c - 1
        names = [x.opname for x in instrs[r - 4 : r]]
        base = list(st.stack) + [_Marker("prev_exc"), _Marker("exc")]
        if names == ["SWAP", "POP_TOP", "SWAP", "POP_EXCEPT"] and instrs[r - 4].argval == 2 and instrs[r - 2].argval == 2:
            fend = r - 4
            copy = fend - (h + 1)
            final, out = self.block(h + 1, fend, self._sub(st, fend, None, 1), list(base))
            if len(out) != len(base) + 1:
                raise self.error("finally return shape", instrs[r])
            value = self._as_expr(out[-1], instrs[r])
            extra = 1
        elif names[1:] == ["POP_TOP", "POP_EXCEPT", "LOAD_CONST"]:
            fend = r - 3
            copy = fend - (h + 1)
            final, out = self.block(h + 1, fend, self._sub(st, fend, None, 1), list(base))
            if len(out) != len(base):
                raise self.error("finally return shape", instrs[r])
            from .nodes import const

            value = const(instrs[r - 1].argval)
            extra = 2
        else:
            raise self.error("finally handler without its re-raise", instrs[h])
        final.append(ast.Return(value=value))
        if self._same_code(be, h + 1, copy) and self._same_code(be + copy, r - extra + 1, extra):
            nxt = be + copy + extra
        elif self._no_fallthrough(bs, be):
            nxt = be
        else:
            raise self.error("finally body not copied after the try body", instrs[be])
        body, _ = self.block(bs, be, self._sub(st, be, self.resolve(be)), list(st.stack))
        body = _strip_copies(body, final)
        self.skip[h] = c + 3
        if len(body) == 1 and isinstance(body[0], ast.Try) and not body[0].finalbody and body[0].handlers:
            node = body[0]
            node.finalbody = final
        else:
            node = ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=final)
        self.emit(st, node, instrs[bs])
        return nxt

    def _finally_copy_end(self, a, r, q, inner):
        """3.11+: the normal-exit copy of the finally body [a, r) starting at
        q, where the handler copy re-raises (RERAISE 0 at `inner`) at the end
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
        start = q
        begun = {o: i for i, hs in self.try_starts.items() for o in hs}
        passed = None
        p = a
        while p < r:
            if q >= self.count:
                return None
            x, y = instrs[p], instrs[q]
            if x.opname == y.opname == "PUSH_EXC_INFO" and exits and begun.get(q, start) < start and q in self.cover:
                q = self.cover[q] + 3  # the handler of a statement of the body, laid out first
                passed = q
                continue
            if x.opname == "PUSH_EXC_INFO" != y.opname and exits and end is None:
                n = exits[0][1] - exits[0][0]
                if not (q + n < self.count and instrs[q + n].opname == "PUSH_EXC_INFO" and self._same_code(q, exits[0][0], n)):
                    return None
                end = q
                q += n
                continue
            if p in inner:
                k = q
                while k < self.count and instrs[k].opname not in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") and instrs[k].target is None:
                    k += 1
                if k >= self.count or instrs[k].opname != "RETURN_VALUE":
                    return None
                exits.append((q, k + 1))
                p, q = p + 1, k + 1
                continue
            if x.opname != y.opname or (x.target is None and x.argval != y.argval):
                return None
            if x.target is not None and x.target.index == r:
                joins.add(y.target.index)
            p, q = p + 1, q + 1
        if end is not None:
            self.skip[end + exits[0][1] - exits[0][0]] = q
            if passed is not None:
                # That statement's reading skips its own handlers only: the
                # copy's come next.
                self.skip[passed] = q
            return end, exits, joins
        return q, exits, joins

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
        for _ in range(3 if PY <= (3, 10) else 1):
            for k in range(len(st.stack) - 1, -1, -1):
                v = st.stack[k]
                if isinstance(v, _Marker) and v.kind == "prev_exc":
                    del st.stack[k]
                    break
            else:
                raise self.error("POP_EXCEPT outside a handler", ins)
        settled = self.__dict__.get("handler_tail_actions", {}).get(ins.index)
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
        if PY < (3, 11):
            # 3.9/3.10: the three values of the exception, then the handler.
            while nxt < self.count and instrs[nxt].opname == "POP_TOP" and nxt - ins.index < 3:
                nxt += 1
            if nxt + 1 < self.count and instrs[nxt].opname == "ROT_FOUR":
                nxt += 1  # (`return value`: rotated under them)
            return instrs[nxt].opname == "POP_EXCEPT"
        if instrs[nxt].opname == "SWAP" and instrs[nxt].argval == 2:
            nxt += 1  # (`return value`: swapped under it)
        return instrs[nxt].opname == "POP_EXCEPT"

    # ------------------------------------------------------------------- with
    def op_BEFORE_WITH(self, ins, st):
        return self._with_311(ins, st, False)

    def _with_311(self, ins, st, is_async):
        """with / async with (3.11+): `BEFORE_WITH | BEFORE_ASYNC_WITH;
        GET_AWAITABLE 1; LOAD_CONST None; YIELD_FROM`, the body, WITH_EXIT;
        the handler `PUSH_EXC_INFO; WITH_EXCEPT_START; [await];
        POP_JUMP_IF_TRUE swallow; RERAISE 2`."""
        instrs = self.instrs
        i = ins.index
        first = i + 1
        if is_async:
            if [x.opname for x in instrs[i + 1 : i + 4]] != ["GET_AWAITABLE", "LOAD_CONST", "YIELD_FROM"]:
                raise self.error("async with shape not supported", ins)
            first = i + 4
        h = self.cover.get(first)
        if h is None or instrs[h].opname != "PUSH_EXC_INFO" or instrs[h + 1].opname != "WITH_EXCEPT_START":
            raise self.error("with statement without its handler", ins)
        c = self._cleanup_of(h)
        cm = self.pop(st, ins)
        be = self._main_line_end(first, h)
        # A body ending in a return, unless a branch (or a loop ending)
        # skips that return to reach the normal exit.
        returns = instrs[be - 1].opname == "RETURN_VALUE" and not any((x.opname in COND_JUMPS or x.opname == "FOR_ITER") and x.target.index == be for x in instrs[first:be])
        # A body that never finishes (ends in raise): the handler follows it,
        # and the code after the statement is reached only when __exit__
        # swallows the exception, right after the handler's swallow path.
        # (An endless loop's nested handlers may lie between it and h.)
        # (3.12+ may also lay out the handlers of statements before the
        # with between its body and its handler.)
        nested = instrs[be].opname == "PUSH_EXC_INFO" and (self._in_extent(be, h) or self._past_foreign_handlers(be, h) == h) and instrs[be - 1].opname == "JUMP" and instrs[be - 1].target.index < be
        swallow_only = not returns and (be == h or nested) and self._no_fallthrough(first, be, with_body=True)
        through = None if returns or swallow_only else self._returned_through(be)
        if not returns and not swallow_only and through is None and instrs[be].opname != "WITH_EXIT":
            raise self.error("with body without its exit call", instrs[be])
        jt = instrs[h + 2]
        if is_async:
            if [x.opname for x in instrs[h + 2 : h + 5]] != ["GET_AWAITABLE", "LOAD_CONST", "YIELD_FROM"]:
                raise self.error("async with handler shape", instrs[h])
            jt = instrs[h + 5]
        if jt.opname != "POP_JUMP_IF_TRUE":
            raise self.error("with handler shape", jt)
        lab = jt.target.index
        if [x.opname for x in instrs[lab : lab + 4]] != ["POP_TOP", "POP_EXCEPT", "POP_TOP", "POP_TOP"]:
            raise self.error("with handler shape", jt)
        stop = lab + 4
        ret_end = None if returns else self._const_return_inside(be, stop)
        if ret_end is not None:
            be = ret_end
            returns = True
        tail = None
        exit_ = _Marker("exit")
        enter = WithEnter(id="__with_enter__", ctx=ast.Load())
        stack = list(st.stack) + [exit_, enter]
        body, out = self.block(first, be, self._sub(st, be, be), stack)
        if through is not None:
            # `return value` out of nested with statements, after which an
            # enclosing finally body's copy runs: the innermost returns it.
            if len(out) == len(st.stack) + 2 and out[-2] is exit_:
                self.returned_at.discard(through)
                body.append(ast.Return(value=self._as_expr(out[-1], instrs[be])))
                ret = through
                while ret < self.count and instrs[ret].opname != "RETURN_VALUE":
                    ret += 1
                self.skip[through] = ret + 1  # the finally copy and the return, read here
                # Where a swallowed exception goes on: the exits of the
                # statements around, with nothing after this one.
                t = self.resolve(lab + 4)
                while t + 1 < self.count and instrs[t].opname == "WITH_EXIT" and instrs[t + 1].opname == "JUMP":
                    self.skip[t] = t + 2
                    t = self.resolve(t + 1)
            elif not (len(out) == len(st.stack) + 1 and body and isinstance(body[-1], (ast.With, ast.Try)) and isinstance(body[-1].body[-1], ast.Return)):
                raise self.error("with return shape", instrs[be])
        if not body:
            raise self.error("with target not stored", ins)
        head = body.pop(0)
        if isinstance(head, ast.Expr) and head.value is enter:
            target = None
        elif isinstance(head, ast.Assign) and len(head.targets) == 1 and head.value is enter:
            target = head.targets[0]
        else:
            raise self.error("with target not understood", ins)
        if swallow_only:
            if stop > st.end:
                raise self.error("with statement runs past its block", ins)
            if c >= stop or c < h:
                self.skip[c] = c + 3
            self.skip[h] = stop
            nxt = stop
        elif PY >= (3, 12):
            k = stop
            while k < self.count and k != c and instrs[k].opname not in ("JUMP", "RETURN_VALUE", "RERAISE", "RAISE_VARARGS"):
                k += 1
            if k < self.count and k != c:
                after = (stop, k + 1)
                f = st.region.follow
                if returns and instrs[stop].opname != "JUMP" and instrs[k].opname in ("RETURN_VALUE", "RAISE_VARARGS") and (f is None or self._exit_copy_size(stop, f) != k + 1 - stop):
                    # The body returns: the code after the statement is only
                    # reached when __exit__ swallows, and lies here.
                    tail = after
                stop = k + 1
            if c >= stop or c < h:
                self.skip[c] = c + 3
        elif not returns and instrs[be].opname == "WITH_EXIT":
            # 3.11: a swallowed exception goes on through a copy of the
            # exit block after the statement (`POP_EXCEPT; return None`).
            stop += self._exit_copy_size(stop, be + 1)
        if not swallow_only:
            self.skip[h] = max(stop, c + 3) if h < c < stop else stop
            nxt = be if returns else be + 1 if through is None else be + 2
            if nxt < self.count and instrs[nxt].opname == "JUMP" and nxt + 1 == h:
                nxt += 1
        item = ast.withitem(context_expr=self._as_expr(cm, ins), optional_vars=target)
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

    def _past_foreign_handlers(self, k, h):
        """Where the whole handler blocks (handler code, then its cleanup
        block) of statements outside h that start at k end (k if none)."""
        while k < self.count and k != h and self.instrs[k].opname == "PUSH_EXC_INFO" and not self._in_extent(k, h):
            c = self.cover.get(k)
            if c is None or c < k or not self._is_cleanup(c):
                break
            k = c + 3
        return k

    def _returned_through(self, be):
        """Where `SWAP 2; WITH_EXIT` at be, and the exits of the statements
        around after it, leave a value that an enclosing finally body's copy
        then returns (`returned_at`); None otherwise."""
        instrs = self.instrs
        q = be
        while q + 1 < self.count and instrs[q].opname == "SWAP" and instrs[q].argval == 2 and instrs[q + 1].opname in ("WITH_EXIT", "POP_EXCEPT", "POP_TOP"):
            q += 2
        if q == be or instrs[be + 1].opname != "WITH_EXIT" or q not in self.returned_at:
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

    def _finish_with(self, ins, st, cm, body, is_async=False):
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
        item = ast.withitem(context_expr=self._as_expr(cm, ins), optional_vars=target)
        if len(body) == 1 and isinstance(body[0], kind) and getattr(body[0], "_merge", False):
            node = kind(items=[item] + body[0].items, body=body[0].body, type_comment=None)
        else:
            node = kind(items=[item], body=body or [ast.Pass()], type_comment=None)
        node._merge = True
        self.emit(st, node, ins)

    def _as_expr(self, value, ins):
        from .expressions import as_expr

        return as_expr(self, value, ins)

    def op_WITH_EXIT(self, ins, st):
        stack = st.stack
        for k in range(len(stack) - 1, max(len(stack) - 3, -1), -1):
            v = stack[k]
            if isinstance(v, _Marker) and v.kind == "exit":
                del stack[k]
                return self._break_after_exit(ins.index + 1, st)
        raise self.error("with exit without its context manager", ins)

    def _break_after_exit(self, a, st):
        """3.12+: `break` out of a loop from a with body at the end of the
        function: `WITH_EXIT; [POP_TOP (a for loop's iterator)]; <copy of
        the code after the loop>; RETURN_VALUE`. (`return value` computes
        the value first.)"""
        loop = st.region.loop
        if PY < (3, 12) or loop is None or a >= self.count:
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
# and the shapes recognised are (each in one method):
#   try/except   `_try_except_310`: clauses `DUP_TOP; type;
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

_SETUPS = ("SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH")
_ENDS = ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE")
_BEFORE_COPIES = frozenset({"POP_EXCEPT", "POP_BLOCK", "DELETE_FAST", "DELETE_NAME", "DELETE_GLOBAL", "DELETE_DEREF"})
_UNWINDS = frozenset({"POP_EXCEPT", "POP_BLOCK", "ROT_TWO", "ROT_THREE", "ROT_FOUR", "DUP_TOP", "SETUP_FINALLY", "SETUP_WITH", "SETUP_ASYNC_WITH"})


class BlockOps:
    def _index_blocks(self):
        instrs = self.instrs
        n = self.count
        handlers = set()
        for ins in instrs:
            if ins.opname in _SETUPS:
                handlers.add(ins.target.index)
        self.handler_starts = handlers
        blocks = [None] * n
        work = [(0, (), False)]
        while work:
            k, s, exc = work.pop()
            first = True
            while k < n and blocks[k] is None:
                if k in handlers and not (first and exc):
                    break
                first = False
                blocks[k] = s
                ins = instrs[k]
                name = ins.opname
                if name in _SETUPS:
                    h = ins.target.index
                    work.append((h, s + (("H", h),), True))
                    s = s + (("S", h),)
                elif name == "POP_BLOCK" or name == "POP_EXCEPT":
                    s = s[:-1]
                elif name in ("END_FINALLY", "POP_FINALLY") and s and s[-1][0] == "H":
                    s = s[:-1]
                elif name in _ENDS:
                    break
                elif name == "JUMP":
                    work.append((ins.target.index, s, False))
                    break
                elif ins.target is not None:
                    work.append((ins.target.index, s, False))
                k += 1
        self.blocks = blocks

    def _has_block(self, k, blk):
        b = self.blocks[k] if 0 <= k < self.count else None
        return b is not None and blk in b

    def _handler_end(self, h):
        """One past the last instruction that runs inside handler h."""
        last = h
        for k in range(h, self.count):
            if self._has_block(k, ("H", h)):
                last = k
        return last + 1

    def _leave_after_pop_except(self, r):
        """r follows a bare clause's last POP_EXCEPT: one past the
        straight-line code that leaves the function from there, when the
        clause's unreachable no-match re-raise comes right after it."""
        instrs = self.instrs
        if r < 1 or instrs[r - 1].opname != "POP_EXCEPT":
            return None
        if PY == (3, 10):
            # `ROT_FOUR; POP_EXCEPT; RETURN_VALUE`: a computed value returned
            # (3.10 has no dead re-raise after it).
            k = r
            while k + 2 < self.count and [x.opname for x in instrs[k : k + 2]] == ["ROT_TWO", "POP_TOP"]:
                k += 2  # (the iterators of the loops it leaves)
            if k < self.count and instrs[k].opname == "RETURN_VALUE" and instrs[r - 2].opname == "ROT_FOUR":
                return k + 1
            # A copy of the short exit after the statement (the clause falls
            # off there), which the body's normal exit jumps over to its else.
            end = self._exit_block_end(r, self.count)
            if end is not None and any(x.opname == "JUMP" and x.target.index == end for x in instrs[:r]):
                return end
            return None
        for k in range(r, self.count - 1):
            x = instrs[k]
            if x.target is not None or x.opname in _SETUPS or x.opname in ("POP_BLOCK", "POP_EXCEPT", "END_FINALLY", "RERAISE"):
                return None
            if x.opname in ("RETURN_VALUE", "RAISE_VARARGS"):
                nxt = instrs[k + 1]
                if nxt.opname in ("END_FINALLY", "RERAISE") and self.blocks[k + 1] is None:
                    return k + 1
                return None
        return None

    def _last_pop_block(self, i, h):
        for k in range(h - 1, i, -1):
            b = self.blocks[k]
            if self.instrs[k].opname == "POP_BLOCK" and b and b[-1] == ("S", h):
                return k
        return None

    def _tail_310(self, a, h):
        """3.10 copies a short exit block (`...; RETURN_VALUE` or a raise)
        onto every way out of a statement instead of jumping to it: [a, h)
        when that is one. (An else that cannot finish is laid out the same:
        3.10 compiles it after the clauses, as the code after the statement.)
        In a finally body, the code that ends it with its RERAISE too."""
        if PY != (3, 10) or a is None or a >= h or self.instrs[h - 1].opname not in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
            return None
        if any(x.target is not None or x.opname in _SETUPS for x in self.instrs[a:h]):
            return None
        if self.instrs[h - 1].opname in ("RAISE_VARARGS", "RERAISE") and any(x.opname in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE") for x in self.instrs[a : h - 1]):
            return None  # a nested handler's re-raise, after the code that leaves
        if not self.instrs[a].opname.startswith("LOAD_"):
            return None
        return a

    def _same_code(self, a, b, n):
        instrs = self.instrs
        if a < 0 or b < 0 or a + n > self.count or b + n > self.count:
            return False
        return all(instrs[a + k].opname == instrs[b + k].opname and instrs[a + k].argval == instrs[b + k].argval for k in range(n))

    def _emit_tail(self, st, a, h):
        stmts, _ = self.block(a, h, self._sub(st, h, None), list(st.stack))
        for x in stmts:
            self.emit(st, x)
        return stmts

    # ------------------------------------------------------------ dispatch
    def op_SETUP_FINALLY(self, ins, st):
        if PY > (3, 10):
            raise self.error("exception handling shape not supported", ins)
        h = ins.target.index
        instrs = self.instrs
        if instrs[h].opname == "DUP_TOP" or [x.opname for x in instrs[h : h + 3]] == ["POP_TOP"] * 3:
            return self._try_except_310(ins.index, h, st)
        if PY == (3, 8):
            return self._try_finally_38(ins.index, h, st)
        return self._try_finally_39(ins.index, h, st)

    def op_RERAISE(self, ins, st):
        """3.10: a copy of the RERAISE that ends the finally body around,
        closing a way out of a statement nested in it: the finally body
        falls off its end there. (Copies left up to the end are those of
        the other ways out of a condition read as one: `if a and b:`.)"""
        top = st.stack[-3:]
        copies = all(x.opname == "RERAISE" for x in self.instrs[ins.index : st.end])
        if PY != (3, 10) or not copies or len(top) < 3 or not all(isinstance(v, _Marker) and v.kind == "exc" for v in top):
            raise self.error("exception handling shape not supported", ins)
        self.emit(st, FallOff(), ins)
        return st.end

    def op_POP_BLOCK(self, ins, st):
        """An early exit (or the end) of a protected body."""
        k = ins.index
        if PY == (3, 10) and st.region.loop is not None and self._is_try_except_block(k):
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
        if PY != (3, 10) or not n or not b:
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
        if PY != (3, 10) or self._is_try_except_block(k):
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

    def loop_exit_after_else(self, body_start, false_to, end):
        """3.10, 3.12+: `if c: <while True left only by breaks> else: B`
        then X: the then-branch never falls through, so it reads as an if
        without else, but its breaks out of a try/finally (or a with) are
        copies of X (after the finally body's copy, or the exit call), and
        X is after B. Where X starts (the if/else ends there, the loop's
        breaks go there), or None."""
        instrs = self.instrs
        last = instrs[false_to - 1]
        if PY not in ((3, 10), (3, 12), (3, 13)) or last.opname != "JUMP" or not body_start <= last.target.index < false_to:
            return None
        head = last.target.index
        if PY == (3, 10):
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

    def _is_try_except_block(self, k):
        """Whether the POP_BLOCK at k closes a try body with except clauses."""
        b = self.blocks[k]
        if not b or b[-1][0] != "S":
            return False
        h = b[-1][1]
        instrs = self.instrs
        return instrs[h].opname == "DUP_TOP" or [x.opname for x in instrs[h : h + 3]] == ["POP_TOP"] * 3

    def op_POP_FINALLY(self, ins, st):
        """3.8: a way out of a finally body (`return` in it) drops what
        entering the body pushed; the value returned (arg 1) stays on top."""
        if PY != (3, 8):
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
    def _try_except_310(self, i, h, st):
        instrs = self.instrs
        base = list(st.stack) + self._prev_exc()
        R = self._handler_end(h)
        clauses = []
        k = h
        exits = []
        while True:
            ins = instrs[k]
            if ins.opname == "POP_TOP":  # bare except: the last clause
                end = R
                if instrs[end - 1].opname == "POP_EXCEPT" and end < self.count and instrs[end].opname == "JUMP":
                    end += 1
                    R = end
                    if PY < (3, 10) and R + 1 < self.count and self.blocks[R] is None and instrs[R].opname == "POP_EXCEPT" and instrs[R + 1].opname == "JUMP":
                        # The clause ends in its own jump (`continue`); the
                        # unreachable `POP_EXCEPT; JUMP after` says where
                        # falling off it would go.
                        exits.append(R + 1)
                        R += 2
                    else:
                        exits.append(end - 1)
                elif R + 1 < self.count and self.blocks[R] is None and instrs[R].opname == "POP_EXCEPT" and instrs[R + 1].opname == "JUMP":
                    # The clause cannot finish: its `POP_EXCEPT; JUMP after`
                    # is unreachable, but still says where `after` is.
                    exits.append(R + 1)
                    R += 2
                else:
                    leave = self._leave_after_pop_except(R)
                    if leave is not None:
                        # `except: ...; return x`: the return runs after
                        # POP_EXCEPT, outside the handler block, and the dead
                        # no-match re-raise follows it.
                        end = R = leave
                    exits.append(end - 1)
                if R < self.count and instrs[R].opname in ("END_FINALLY", "RERAISE") and self.blocks[R] is None:
                    R += 1  # the no-match re-raise, unreachable after a bare clause
                clauses.append((None, None, k + 3, end))
                break
            if ins.opname in ("RERAISE", "END_FINALLY"):
                if k + 1 != R:
                    raise self.error("except clauses end before their handler", ins)
                break
            if ins.opname != "DUP_TOP":
                raise self.error("except clause shape", ins)
            j = k + 1
            while j < R and instrs[j].opname != "JUMP_IF_NOT_EXC_MATCH":
                j += 1
            if j >= R:
                raise self.error("except clause without a match test", ins)
            typ, _ = self.expression(k + 1, j, self._sub(st, j, None), base + [_Marker("exc")])
            nxt = instrs[j].target.index
            if instrs[j + 1].opname != "POP_TOP" or instrs[j + 3].opname != "POP_TOP":
                raise self.error("except clause shape", instrs[j + 1])
            store = instrs[j + 2]
            if store.opname == "POP_TOP":
                clauses.append((typ, None, j + 4, nxt))
                exits.append(nxt - 1)
            elif store.opname.startswith("STORE_"):
                name = store.argval
                setup = instrs[j + 4]
                if setup.opname != "SETUP_FINALLY":
                    raise self.error("named except clause without its cleanup", setup)
                cl = setup.target.index
                names = [(x.opname, x.argval) for x in instrs[cl : cl + 4]]
                want = [("LOAD_CONST", None), (store.opname, name), ("DELETE" + store.opname[5:], name)]
                if names[:3] != want:
                    raise self.error("named except clause without its cleanup", instrs[cl])
                if PY == (3, 8):
                    if names[3][0] != "END_FINALLY":
                        raise self.error("named except clause without its cleanup", instrs[cl])
                    end = cl - 2 if [x.opname for x in instrs[cl - 2 : cl]] == ["POP_BLOCK", "BEGIN_FINALLY"] else cl
                    exits.append(cl + 5)
                else:
                    if names[3][0] != "RERAISE" or cl + 4 != nxt:
                        raise self.error("named except clause without its cleanup", instrs[cl])
                    end = cl
                    exits.append(cl - 1)
                clauses.append((typ, name, j + 5, end))
            else:
                raise self.error("unexpected except clause target", store)
            k = nxt
        # Unreachable `POP_EXCEPT; JUMP` after a clause that cannot finish.
        trimmed = []
        loop = st.region.loop
        for typ, name, s, e in clauses:
            explicit = False
            while e > s and self.blocks[e - 1] is None:
                e -= 1
                explicit = True
            # `continue`/`break` ending a clause is then written, not implied.
            explicit = explicit and loop is not None and instrs[e - 1].opname == "JUMP" and self.resolve(instrs[e - 1].target.index) in (loop.continue_to, loop.break_to)
            if e - 1 in self.__dict__.get("clause_continues", ()):
                explicit = True  # (past_handler_310)
            trimmed.append((typ, name, s, e, explicit))
        clauses = trimmed
        if PY == (3, 10) and loop is not None and instrs[h - 1].opname == "JUMP" and instrs[h - 1].target.index != loop.continue_to:
            # 3.10 leaves the try by a jump to the loop's jump back (the body
            # does); a clause whose jump reaches the loop's head itself ends
            # in a written `continue`.
            clauses = [
                (typ, name, s, e, explicit or (instrs[e - 1].opname == "JUMP" and instrs[e - 1].target.index == loop.continue_to and self.loop_tails.get(loop.continue_to) != e - 1))
                for typ, name, s, e, explicit in clauses
            ]
        # Where the clauses go when they finish.
        after = None
        for reachable in (True, False):
            for x in exits:
                if 0 <= x < self.count and (self.blocks[x] is None) == reachable:
                    continue
                # 3.9+ clears a clause's name between the two.
                pop = x - 4 if PY >= (3, 9) and x >= 4 and instrs[x - 1].opname.startswith("DELETE_") else x - 1
                if 0 <= x < self.count and instrs[x].opname == "JUMP" and instrs[pop].opname == "POP_EXCEPT":
                    after = self.resolve(instrs[x].target.index)
                    break
            if after is not None or PY >= (3, 10):
                break
        # The body's normal exit: POP_BLOCK; JUMP else|after.
        normal = instrs[h - 1].opname == "JUMP" and instrs[h - 2].opname == "POP_BLOCK"
        else_end = R
        if normal and h - 1 in self.__dict__.get("body_breaks", ()):
            normal = False  # (past_handler_310: the body's jump is `break`)
        if normal:
            T = instrs[h - 1].target.index
            if T != R and R < self.count and instrs[R].opname == "JUMP" and self.resolve(R) == self.resolve(T) and PY < (3, 10):
                # The body's jump to an else that starts with a jump (`else:
                # break`) is threaded through it.
                T = R
            if T == R and after is not None and after != self.resolve(R):
                loop = st.region.loop
                fall = self.follow_of(st.end, st.region)
                if R < after <= st.end:
                    else_end = after
                elif after == fall or (loop is not None and after in (loop.continue_to, loop.break_to) and fall is not None and self.resolve(fall) == after):
                    else_end = st.end
                    if loop is not None and after == loop.break_to != fall:
                        # The body goes on in the loop, the clauses leave it:
                        # their jumps are written breaks.
                        clauses = [(typ, name, s, e, explicit or instrs[e - 1].opname == "JUMP") for typ, name, s, e, explicit in clauses]
                elif loop is not None and after in (loop.continue_to, loop.break_to):
                    # Every clause ends in continue/break; falling off the
                    # block goes elsewhere: the statement ends at R.
                    after = None
                else:
                    raise self.error("cannot find where the try statement ends", instrs[R])
            body_end = h - 2
            goes = after if after is not None else self.follow_of(R, st.region)
            if T != R and goes is not None and not self._same_exit(T, goes):
                loop = st.region.loop
                if loop is not None and self.resolve(T) in (loop.continue_to, loop.break_to):
                    body_end = h  # the body ends in its own break/continue
                elif PY == (3, 10) and loop is not None and after in (loop.continue_to, loop.break_to) and R == st.end and self._same_exit(T, self.follow_of(st.end, st.region)):
                    # The try ends its block (an if's body, jumping over
                    # the else); the clauses leave the loop: written breaks.
                    clauses = [(typ, name, s, e, explicit or instrs[e - 1].opname == "JUMP") for typ, name, s, e, explicit in clauses]
                    after = None
                elif after is not None:
                    raise self.error("try body and handlers go different ways", instrs[h - 1])
        else:
            body_end = h
            pb = self._last_pop_block(i, h)
            tail = self._tail_310(pb + 1 if pb is not None else None, h)
            if tail is not None and after is not None and not self._copied_from(tail, after, h - tail):
                # A clause falls off to other code: the body's return is its own.
                tail = None
            if tail is not None:
                n = h - tail
                cut = []
                for typ, name, s, e, explicit in clauses:
                    if self._same_code(e - n, tail, n) and e - n > s:
                        e -= n
                    cut.append((typ, name, s, e, explicit))
                clauses = cut
                body_end = pb
                normal = True
                self._note_closing_end(i, pb, h)
            elif instrs[h - 1].opname == "RERAISE" and self.blocks[h - 1] == self.blocks[i] and pb != h - 2:
                # Code between the body's POP_BLOCK and a finally body's
                # end (op_RERAISE) is not the body's.
                raise self.error("code after the try body before the finally body ends", instrs[h - 1])
        tail_after = else_from_body = None
        if PY == (3, 10):
            body_tail = (body_end + 1, h) if normal and not (instrs[h - 1].opname == "JUMP" and instrs[h - 2].opname == "POP_BLOCK") else None
            settled = self._settle_handler_tails(h, R, clauses, normal, else_end, body_tail, st)
            if settled is not None:
                else_end, tail_after = settled
                if body_tail is not None and tail_after is not None:
                    else_from_body = body_tail
        if after is None:
            after = self.follow_of(else_end, st.region)
        follow = after
        body, _ = self.block(i + 1, body_end, self._sub(st, body_end, body_end if normal else None), list(st.stack))
        orelse = []
        if else_end > R:
            orelse, _ = self.block(R, else_end, self._sub(st, else_end, follow), list(st.stack))
        elif else_from_body is not None:
            orelse, _ = self.block(else_from_body[0], else_from_body[1], self._sub(st, else_from_body[1], None), list(st.stack))
        handlers = []
        for typ, name, s, e, explicit in clauses:
            hfollow = -1 if explicit else follow
            if PY == (3, 8) and name is not None and not explicit and [x.opname for x in instrs[e : e + 2]] == ["POP_BLOCK", "BEGIN_FINALLY"]:
                # Jumps out of a named clause's branches land on its
                # cleanup's POP_BLOCK (3.8 threads none of them further).
                hfollow = e
            hbody, _ = self.block(s, e, self._sub(st, e, hfollow, 1), list(base))
            handlers.append(ast.ExceptHandler(type=typ, name=name, body=hbody or [ast.Pass()]))
        node = ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[])
        self.emit(st, node, instrs[i])
        if not (instrs[h - 1].opname == "JUMP" and instrs[h - 2].opname == "POP_BLOCK") and normal and else_from_body is None:
            self._emit_tail(st, body_end + 1, h)
        if tail_after is not None:
            self._emit_tail(st, tail_after[0], tail_after[1])
        return else_end

    def _after_with_exit(self, p):
        """Whether p follows a with statement's exit call (a copy after it)."""
        return any(self._with_exit_len(k)[0] == p - k for k in range(max(p - 10, 0), p))

    def _after_finally_copy(self, p, final):
        """Whether p follows `POP_BLOCK; <copy of the finally body final>`."""
        if final is None:
            return False
        h, n = final
        return p - n - 1 >= 0 and self.instrs[p - n - 1].opname == "POP_BLOCK" and self._same_code(p - n, h, n)

    def _handler_tails(self, h, clauses):
        """3.10: (POP_EXCEPT index, start, end) of each copy of a short exit
        block that ends a clause of handler h: the clause fell off, and its
        jump to the code after the statement became that code."""
        instrs = self.instrs
        found = []
        for typ, name, s, e, explicit in clauses:
            for k in range(s, e):
                if instrs[k].opname != "POP_EXCEPT" or not self.blocks[k] or self.blocks[k][-1] != ("H", h):
                    continue
                if any(x.opname in _SETUPS and x.target.index > k for x in instrs[s:k]):
                    continue  # after a nested statement's copied exit (a finally body's)
                t = k + 4 if self._name_cleanup(k + 1) else k + 1
                m = self._fresh_tail(t, e)
                if m is not None:
                    found.append((k, t, m))
        return found

    def _fresh_tail(self, t, e):
        """3.10: the end of a copy of a short exit block starting at t
        (before e), after a POP_EXCEPT or POP_BLOCK: a return of a
        non-constant, or a raise. None if [t, …) is not one."""
        end = self._exit_block_end(t, e)
        if end == t + 2 and self.instrs[t].opname == "LOAD_CONST" and self.instrs[t + 1].opname == "RETURN_VALUE":
            # `return c` written there compiles the same (a constant is
            # loaded after the unwinding): keep it there.
            return None
        return end

    def _exit_block_end(self, t, e):
        """One past a short straight-line block at t (before e) that loads
        and returns or raises, or None."""
        instrs = self.instrs
        m = t
        while m < e and m < t + 6 and instrs[m].target is None and instrs[m].opname not in _ENDS:
            m += 1
        if m >= e or instrs[m].opname not in ("RETURN_VALUE", "RAISE_VARARGS") or m == t:
            return None
        if not instrs[t].opname.startswith("LOAD_") or any(x.opname in _UNWINDS for x in instrs[t:m]):
            return None  # an enclosing statement's unwinding, not fresh code
        return m + 1

    def _copies_loop_exit(self, t, e, loop, final=None):
        """3.10: whether the exit copy [t, e) is a break out of `loop`: it
        copies the loop's exit block, or a `while True` left only by breaks
        keeps none but such copies (written after the loop: while_loop).
        `final`: (h, n), a finally body [h, h + n) whose copies, after a
        POP_BLOCK, come before copies too (breaks out of its try body)."""
        n = e - t
        if self._copied_from(t, loop.break_to, n):
            return True
        if loop.break_to is not None and loop.break_to < self.count or self.instrs[loop.head].opname == "FOR_ITER":
            return False
        for p in range(1, self.count - n + 1):
            if p != t and self._copied_from(p, t, n) and self.instrs[p - 1].opname not in _BEFORE_COPIES and not self._after_finally_copy(p, final):
                return False  # the code exists: copies of it go there
        self.__dict__.setdefault("loop_exit_tails", {}).setdefault(loop.head, (t, e))
        return True

    def _settle_handler_tails(self, h, R, clauses, normal, else_end, body_tail, st):
        """3.10: clauses ending in copies of the code after the try (a
        `return x` or a raise after POP_EXCEPT, where a return written in
        the clause would run it before). Each copy is the clause falling
        off: marked for op_POP_EXCEPT to skip, or to read as a break where
        it copies the loop's exit. `body_tail`: the code the body runs after
        its POP_BLOCK, read as the code after the statement.

        Returns (else_end, tail to write after the statement or None), or
        None to leave the shape alone."""
        copies = self._handler_tails(h, clauses)
        if not copies:
            return None
        instrs = self.instrs
        _, t0, e0 = copies[0]
        n = e0 - t0
        if any(e - t != n or not all(_same_ins(instrs[t + j], instrs[t0 + j]) for j in range(n)) for _, t, e in copies):
            return None
        actions = self.__dict__.setdefault("handler_tail_actions", {})
        loop = st.region.loop
        end = st.end
        if loop is not None and self._copies_loop_exit(t0, e0, loop):
            for k, t, e in copies:
                actions[k] = (e, True)
            return else_end, None
        last = instrs[h - 1]
        if body_tail is not None:
            # The clauses copied other code than the body runs after its
            # POP_BLOCK: that code is the try's else, theirs follows.
            if R != end:
                return None
            new_end, tail_after = R, (t0, e0)
        elif not normal:
            if last.opname not in ("RETURN_VALUE", "RAISE_VARARGS") or R != end:
                return None
            new_end, tail_after = R, (t0, e0)
        elif last.opname != "JUMP" or last.target.index != R:
            return None
        elif R <= end - n and self._copied_from(t0, end - n, n):
            new_end, tail_after = end - n, None  # the code after the try ends the block
        elif R <= end and self._copied_from(t0, self.follow_of(end, st.region), n):
            new_end, tail_after = end, None  # the code after the enclosing statement
        elif R < end and instrs[end - 1].opname in ("RETURN_VALUE", "RAISE_VARARGS"):
            # Only the clauses reach the code after the try: its one copy
            # is theirs; the rest of the block is the try's else.
            new_end, tail_after = end, (t0, e0)
        else:
            return None
        for k, t, e in copies:
            actions[k] = (e, False)
        return new_end, tail_after

    def _copied_from(self, copy, original, n):
        return original is not None and 0 <= original < self.count and self._exit_copy_size(copy, original) == n

    # ----------------------------------------------------------- try/finally
    def _finally_range(self, h, last):
        """3.8-3.10: the finally body at h ends at the first `last` opcode run
        in h's own handler block."""
        blk = self.blocks[h]
        instrs = self.instrs
        for k in range(h, self.count):
            if instrs[k].opname == last and self.blocks[k] == blk:
                return k
            if instrs[k].opname == last and self.blocks[k] is None and k > h and self.blocks[k - 1] == blk and instrs[k - 1].opname in ("RAISE_VARARGS", "RETURN_VALUE"):
                # The body ends in `raise`: its end is unreachable.
                return k
        if PY == (3, 10):
            last_in = max((k for k in range(h, self.count) if self.blocks[k] == blk), default=None)
            if last_in is not None and instrs[last_in].opname == "RAISE_VARARGS":
                # ... and 3.10 drops it.
                return last_in + 1
        raise self.error("finally body without its end", self.instrs[h])

    def _try_finally_38(self, i, h, st):
        instrs = self.instrs
        r = self._finally_range(h, "END_FINALLY")
        base = list(st.stack) + [_Marker("fin")]
        final, _ = self.block(h, r, self._sub(st, r, None, 1), base)
        if [x.opname for x in instrs[h - 2 : h]] == ["POP_BLOCK", "BEGIN_FINALLY"]:
            body_end = h - 2
        else:
            body_end = h
        body, out = self.block(i + 1, body_end, self._sub(st, body_end, body_end), list(st.stack))
        results = None
        if self.dynamo and self._stack_changed(out, st) and not (body and isinstance(body[-1], ast.Return)):
            # a value Dynamo's try body leaves for the code after it (_try_finally_39_body)
            results = self._values_out_of_try(st, body, out, instrs[body_end])
        nxt = self._emit_finally(st, instrs[i], body, final, r + 1)
        self._push_out_of_try(st, results)
        return nxt

    def _try_finally_39(self, i, h, st):
        instrs = self.instrs
        r = self._finally_range(h, "RERAISE")
        base = list(st.stack) + self._prev_exc() + [_Marker("exc")] * 3
        end = self._handler_end(h)
        shape_end = r
        if PY == (3, 10) and r + 1 < end:
            # 3.10 copies the closing RERAISE onto each way out of a statement
            # nested in the finally body (op_RERAISE): the body runs to the
            # handler's end (past code after them, or only other copies:
            # those are not in the normal exit's copy).
            final, _ = self.block(h, end, self._sub(st, end, None, 1), base)
            if any(x.opname != "RERAISE" for x in instrs[r + 1 : end]):
                shape_end = end - 1
            r = end - 1
        else:
            # 3.10 copies the closing RERAISE onto each branch that reaches
            # it: a jump to a copy goes where the finally body ends.
            if PY == (3, 10) and r + 1 < end:
                for x in instrs[h:r]:
                    if x.target is not None and r < x.target.index < end:
                        x.target = instrs[r]  # (a loop's exit too)
                self.skip[r + 1] = end  # the copies, reached only from there
            final, _ = self.block(h, r, self._sub(st, r, r if PY == (3, 10) else None, 1), base)
        final = _settle_fall_offs(final, lambda message: self.error(message, instrs[h]))
        shape = self._without_handler_exits(h, shape_end)
        n = len(shape)
        # The normal exit: POP_BLOCK; <copy of the finally body>; JUMP after.
        pb = None
        if instrs[h - 1].opname == "JUMP" and h - 2 - n >= i and instrs[h - 2 - n].opname == "POP_BLOCK":
            if [x.opname for x in instrs[h - 1 - n : h - 1]] == shape:
                pb = h - 2 - n
        tail = None
        if pb is None and PY == (3, 10):
            k = self._last_pop_block(i, h)
            if k is not None and [x.opname for x in instrs[k + 1 : k + 1 + n]] == shape:
                tail = self._tail_310(k + 1 + n, h)
                if tail is not None:
                    pb = k
                elif k + 1 + n == h and n and shape[-1] == "RAISE_VARARGS":
                    # The copy ends in `raise`: no jump over the handler.
                    pb = k
            if pb is None and k is not None and self._copy_leaves_to_end_310(k + 1, h, end):
                pb = k
        # A return in the body runs the enclosing finally bodies' copies
        # after this one's (_strip_copies).
        finals = self.__dict__.setdefault("enclosing_finals", [])
        outer = [d for f in reversed(finals) for d in f]
        finals.append([_dump(x) for x in final])
        try:
            return self._try_finally_39_body(i, h, st, final, pb, tail, r, outer)
        finally:
            finals.pop()

    def _copy_leaves_to_end_310(self, a, h, end):
        """3.10: whether [a, h) is the normal exit's copy of the finally body
        [h, end) whose last statement is a try statement (its no-match
        re-raise last in both): each way out of that statement, a copy of
        the closing RERAISE in the handler's copy, is a jump to `end` (the
        code after the statement) in this one."""
        instrs = self.instrs
        if h - a != end - h or instrs[end - 1].opname != "RERAISE":
            return False
        leaves = False
        for x, y in zip(instrs[a:h], instrs[h:end]):
            if x.opname == "JUMP" and x.target.index == end and y.opname == "RERAISE":
                leaves = True
            elif x.opname != y.opname or x.argval != y.argval and x.target is None:
                return False
            elif x.target is not None and x.target.index - a != y.target.index - h:
                return False
        return leaves

    def _without_handler_exits(self, h, r):
        """3.9/3.10: the opnames of the finally body's handler copy [h, r) as
        its normal copy has them: a way out of the handler copy (`return`)
        first pops the exception and the handler."""
        instrs = self.instrs
        pops = ["POP_TOP", "POP_TOP", "POP_TOP", "POP_EXCEPT"]
        # (`return value`: rotated under the exception, then the handler)
        under = ["ROT_FOUR", "POP_TOP", "POP_TOP", "POP_TOP", "ROT_FOUR", "POP_EXCEPT"]
        out = []
        k = h
        while k < r:
            for seq in (pops, under):
                e = k + len(seq)
                if [x.opname for x in instrs[k:e]] == seq and self.blocks[e - 1] and self.blocks[e - 1][-1] == ("H", h):
                    break
            else:
                e = None
            if e is not None:
                k = e
                continue
            out.append(instrs[k].opname)
            k += 1
        return out

    def _try_finally_39_body(self, i, h, st, final, pb, tail, r, outer):
        instrs = self.instrs
        results = None
        if pb is not None:
            body, out = self.block(i + 1, pb, self._sub(st, pb, pb), list(st.stack))
            if self.dynamo and self._stack_changed(out, st) and not (body and isinstance(body[-1], ast.Return)):
                # Dynamo (torch 2.2-2.5) calls, inside its `with` around a
                # graph break, a function loaded before the try: its
                # result waits on the stack for the code after the statement
                results = self._values_out_of_try(st, body, out, instrs[pb])
            if tail is not None:
                body = _strip_copies(body, final, loops=True, outer=outer)
                body, copy = self._after_statement_310(body, h, r, outer)
                nxt = self._emit_finally(st, instrs[i], body, final, r + 1)
                self._push_out_of_try(st, results)
                emitted = self._emit_tail(st, tail, h)
                if copy is not None and [ast.dump(x) for x in emitted] != [ast.dump(copy)]:
                    # The copies taken out of the body must be of that code.
                    raise self.error("code after the try statement copied with changes", instrs[h - 1])
                return nxt
        else:
            # The normal exit's jump after a copy that ends in a branch
            # survives the return before it, unreachable.
            end = h - 1 if instrs[h - 1].opname == "JUMP" and self.blocks[h - 1] is None else h
            if PY == (3, 9):
                # 3.9 leaves dead copies of the finally body's last loop or
                # try after the body's return.
                while end > i + 1 and self.blocks[end - 1] is None:
                    end -= 1
            body, _ = self.block(i + 1, end, self._sub(st, end, None), list(st.stack))
            if not (body and _cannot_finish(body[-1])):
                raise self.error("finally body not copied after the try body", instrs[h - 1])
            body = _return_through_copy(body, final, outer)
            if isinstance(body[-1], FallOff) and _copy_before(body, len(body) - 1, [_dump(x) for x in final]) is None:
                # The copy run on the way out must be all that follows the
                # body's POP_BLOCK.
                raise self.error("finally body not copied before the outer finally body ends", instrs[h - 1])
            k = self._last_pop_block(i, h)
            rets = [j for j in range(k + 1, h) if instrs[j].opname == "RETURN_VALUE"] if k is not None else []
            if (
                PY == (3, 10)
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
                body, ret = self._after_statement_310(body, h, r, outer)
                if ret is None:
                    ret = body.pop()
                nxt = self._emit_finally(st, instrs[i], body, final, r + 1)
                self.emit(st, ret, instrs[rets[-1]])
                return nxt
        body = _strip_copies(body, final, loops=True, outer=outer)
        if pb is None and not outer and _shared_return_values(body):
            # A value computed once, before a copy of the finally body that
            # was not recognised, would be written (and computed) twice.
            # (Inside another finally body's try, that one's copy is left
            # for it to strip: it checks.)
            raise self.error("return value computed before a finally body copy", instrs[h - 1])
        body, after = self._after_statement_310(body, h, r, outer)
        if after is None:
            nxt = self._emit_finally(st, instrs[i], body, final, r + 1)
            self._push_out_of_try(st, results)
            return nxt
        if pb is not None:
            raise self.error("code after the statement copied into a try body that jumps past it", instrs[h - 1])
        nxt = self._emit_finally(st, instrs[i], body, final, r + 1)
        self.emit(st, after, instrs[h - 1])
        return nxt

    @staticmethod
    def _stack_changed(out, st):
        """Whether a try body left the stack other than it found it: more or
        fewer values, or as many with one replaced (Dynamo's body calls a
        function loaded before the try, torch 2.2-2.5: the callee's place
        holds the call's result)."""
        return len(out) != len(st.stack) or any(a is not b for a, b in zip(out, st.stack))

    @staticmethod
    def _push_out_of_try(st, results):
        """The values a try body left on the stack (`_values_out_of_try`)
        wait there for the code after the statement."""
        if results is not None:
            kept, values = results
            st.stack[kept:] = values

    def _after_statement_310(self, body, h, r, outer):
        """_after_statement_copies for the try/finally statement whose
        finally body's handler copy is [h, r]: (body, copy or None)."""
        if PY != (3, 10) or outer:
            # (Inside another try/finally body a return's own runs that
            # one's finally body too, on its lines.)
            return body, None
        after_line = max((x.lineno or 0 for x in self.instrs[h : r + 1]), default=0)
        body, copy = _after_statement_copies(body, after_line)
        if copy is False:
            raise self.error("code after the try statement copied where it cannot be moved out", self.instrs[h - 1])
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

        3.9-3.10: `POP_BLOCK; [ROT_TWO]; LOAD_CONST None; DUP_TOP; DUP_TOP;
        CALL_FUNCTION 3; [GET_AWAITABLE; LOAD_CONST None; YIELD_FROM]; POP_TOP`.
        3.8 (early exits only): `POP_BLOCK; [ROT_TWO]; BEGIN_FINALLY;
        WITH_CLEANUP_START; [GET_AWAITABLE; LOAD_CONST None; YIELD_FROM];
        WITH_CLEANUP_FINISH; POP_FINALLY 0`.
        """
        instrs = self.instrs
        if instrs[k].opname != "POP_BLOCK":
            return 0, False
        j = k + 1
        rot = j < self.count and instrs[j].opname == "ROT_TWO"
        if rot:
            j += 1
        names = [x.opname for x in instrs[j : j + 9]]
        aw = ["GET_AWAITABLE", "LOAD_CONST", "YIELD_FROM"]
        if PY >= (3, 9):
            head = ["LOAD_CONST", "DUP_TOP", "DUP_TOP", "CALL_FUNCTION"]
            if names[:4] == head and instrs[j].argval is None and instrs[j + 3].arg == 3:
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

    def _note_closing_end(self, i, pb, h):
        """3.10: the body of the statement at i (handler h) ends at pb in
        `POP_BLOCK[; exit]; <code after the statement>` (that code copied,
        up to h). Jumps to the other copies of that end go where the body
        ends (Lifter.resolve); `_closing_copies` passes over them."""
        self.__dict__.setdefault("body_ends", {})[h] = pb
        copies = self.__dict__.setdefault("exit_copies", {})
        for j in range(i + 1, pb):
            if self.instrs[j].opname == "POP_BLOCK" and self.blocks[j] == self.blocks[pb] and self._same_code(j, pb, h - pb):
                copies[j] = pb

    def _closing_copies(self, k, st):
        """3.10: copies of a body's closing end (`_note_closing_end`) that
        close the block at k are its fall off the end."""
        b = self.blocks[k]
        ends = getattr(self, "body_ends", {})
        if not b or b[-1][0] != "S" or b[-1][1] not in ends:
            return None
        pb = ends[b[-1][1]]
        n = b[-1][1] - pb
        j = k
        while j < st.end and self.blocks[j] == b and self._same_code(j, pb, n):
            j += n
        return j if j == st.end and self.follow_of(j, st.region) == pb else None

    def _drop_exit(self, st, ins):
        stack = st.stack
        for k in range(len(stack) - 1, max(len(stack) - 3, -1), -1):
            v = stack[k]
            if isinstance(v, _Marker) and v.kind == "exit":
                del stack[k]
                return
        raise self.error("with exit without its context manager", ins)

    def _with_handler_end(self, h):
        """One past the with statement's exception handler at h."""
        instrs = self.instrs
        if PY == (3, 8):
            k = h
            while k < min(h + 6, self.count) and instrs[k].opname != "END_FINALLY":
                k += 1
            if k >= self.count or instrs[k].opname != "END_FINALLY" or instrs[k - 1].opname != "WITH_CLEANUP_FINISH":
                raise self.error("with handler shape", instrs[h])
            return k + 1
        if instrs[h].opname != "WITH_EXCEPT_START":
            raise self.error("with handler shape", instrs[h])
        k = h + 1
        while k < min(h + 6, self.count) and instrs[k].opname != "POP_JUMP_IF_TRUE":
            k += 1
        x = instrs[k].target.index if instrs[k].opname == "POP_JUMP_IF_TRUE" else -1
        if x < 0 or [y.opname for y in instrs[x : x + 5]] != ["POP_TOP", "POP_TOP", "POP_TOP", "POP_EXCEPT", "POP_TOP"]:
            raise self.error("with handler shape", instrs[h])
        return x + 5

    def _with_310(self, ins, st, is_async, cm=None):
        instrs = self.instrs
        i = ins.index
        h = ins.target.index
        if cm is None:
            cm = self.pop(st, ins)
        end = self._with_handler_end(h)
        exit_ = _Marker("exit")
        enter = WithEnter(id="__with_enter__", ctx=ast.Load())
        stack = list(st.stack) + [exit_, enter]
        pb = None
        if PY == (3, 8):
            if [x.opname for x in instrs[h - 2 : h]] == ["POP_BLOCK", "BEGIN_FINALLY"]:
                pb = h - 2
        elif instrs[h - 1].opname == "JUMP":
            for k in range(h - 12, h - 5):
                if k > i and self._with_exit_len(k) == (h - 1 - k, False):
                    pb = k
        else:
            k = self._last_pop_block(i, h)
            m, rot = self._with_exit_len(k) if k is not None else (0, True)
            tail = self._tail_310(k + m, h) if m and not rot else None
            if m and not rot and k + m == h - 1 and instrs[h - 1].opname == "RERAISE" and instrs[h - 1].arg == 0:
                tail = h - 1  # a finally body's closing RERAISE after it, copied (op_RERAISE)
            if m and not rot and k + m == h - 1 and instrs[h - 1].opname == "RAISE_VARARGS" and instrs[h - 1].arg == 0:
                # A bare `raise` after the with, copied: a raise in the body
                # would run before the exit call.
                tail = h - 1
            if tail is not None and self._same_code(tail, end, h - tail):
                pb = k  # the copy after the handler is decompiled as what follows
                self._note_closing_end(i, pb, h)
        if pb is not None:
            body, out = self.block(i + 1, pb, self._sub(st, pb, pb), stack)
            if not out or out[-1] is not exit_:
                raise self.error("with body leaves values on the stack", instrs[pb])
        else:
            body, _ = self.block(i + 1, h, self._sub(st, h, None), stack)
            if not (body and _cannot_finish(body[-1]) and not isinstance(body[-1], FallOff)):
                raise self.error("with body without its exit call", instrs[h - 1])
        self._finish_with(ins, st, cm, body, is_async)
        if PY >= (3, 10) and instrs[h - 1].opname == "JUMP":
            # 3.10 copies a short exit (an enclosing with's exit, `return`)
            # to where a suppressed exception resumes: it is the same code
            # the body's normal exit jumps to.
            follow = instrs[h - 1].target.index
            size = self._exit_copy_size(end, follow) if follow != end else 0
            if size and end + size <= st.end:
                end += size
        return end

    def op_SETUP_WITH(self, ins, st):
        if PY > (3, 10):
            raise self.error("exception handling shape not supported", ins)
        return self._with_310(ins, st, False)

    def op_BEFORE_ASYNC_WITH(self, ins, st):
        """3.8-3.10: `BEFORE_ASYNC_WITH; GET_AWAITABLE; LOAD_CONST None;
        YIELD_FROM; SETUP_ASYNC_WITH h` awaits __aenter__ and opens the block."""
        if PY > (3, 10):
            return self._with_311(ins, st, True)
        i = ins.index
        names = [x.opname for x in self.instrs[i + 1 : i + 5]]
        if names != ["GET_AWAITABLE", "LOAD_CONST", "YIELD_FROM", "SETUP_ASYNC_WITH"]:
            raise self.error("async with shape not supported", ins)
        cm = self.pop(st, ins)
        return self._with_310(self.instrs[i + 4], st, True, cm)

    def op_SETUP_ASYNC_WITH(self, ins, st):
        raise self.error("async with without BEFORE_ASYNC_WITH", ins)


class ExceptionOps(BlockOps, _TableOps):
    """try/except/finally and with: block stack (3.8-3.10) or table (3.11+)."""
