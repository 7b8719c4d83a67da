"""What both readings of try/except/finally and with statements use.

Plain functions over `ast` statements (the finally body's copies, the
FallOff markers, the exits copied into branches), the stack markers, and
`SharedExceptionOps`: the opcodes no layout reads and the helpers both
readings call. Nothing here calls into one reading: each family
(`exceptions_blocks.BlockStackOps`, 3.8-3.10; `exceptions_table`, 3.11+,
with its entry points in `exceptions_table_entries.TableEntryOps`) defines
the lifter's entry points itself (lift/exceptions.py picks one), and what
differs between layouts is read from the code's `self.version`.
"""

import ast
from copy import deepcopy

from ..bytecode.idioms import ITERATOR_UNDER_VALUE_DROPPED, LEAVES, NO_FALLTHROUGH, UNWINDING, fits, match, same_run
from ..errors import DecompilationError

from .expressions import as_expr
from .match_nodes import Match, MatchAs, match_case, refutable
from .nodes import is_const, lists_inner_first, statement_lists, walk
from .state import Region

# A handler's cleanup block, `COPY 3; POP_EXCEPT; RERAISE 1`: `cleanup +
# CLEANUP_SIZE` is the first instruction past it.
CLEANUP_SIZE = 3


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
    """node's dump for comparing copies of code: what runs (operands a
    constant short-circuits past are dropped: see _without_dead_operands)."""
    return ast.dump(_without_dead_operands(node), annotate_fields=False, include_attributes=False)


def _short_circuits(op, value):
    """Whether the operand `value` of a boolean operator `op` ends it
    whatever follows: a false constant in an `and`, a true one in an `or`."""
    return isinstance(value, ast.Constant) and bool(value.value) == isinstance(op, ast.Or)


def _without_dead_operands(node):
    """node (copied where changed) without the operands of a boolean
    operator after a constant that short-circuits it: 3.10+ drops their
    code, and copies the code after the operator behind the constant in
    one copy of a finally body (read `x and None and None`) but not in
    another (`x and None`), so the two copies differ only in code that
    never runs."""
    if not any(isinstance(n, ast.BoolOp) and any(_short_circuits(n.op, v) for v in n.values[:-1]) for n in walk(node)):
        return node
    return _DeadOperandDropper().visit(deepcopy(node))


class _DeadOperandDropper(ast.NodeTransformer):
    """Drops (in place) the operands of each boolean operator after a
    constant that short-circuits it, innermost first; an operator left
    with one operand is that operand."""

    def visit_BoolOp(self, op):
        self.generic_visit(op)
        end = next((k + 1 for k, v in enumerate(op.values) if _short_circuits(op.op, v)), len(op.values))
        op.values = op.values[:end]
        return op.values[0] if len(op.values) == 1 else op


def _settle_fall_offs(stmts, error, tail=True, marked=None):
    """The finally body `stmts` without FallOff markers (`marked`: the
    line of a `pass` read after the if around, _pass_line_after).

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
        if isinstance(s, ast.Try) and rest and s.handlers and not s.orelse and not s.finalbody and all(_ends_in_fall_off(h.body) for h in s.handlers):
            # (so is a try statement whose clauses all end in one: the code
            # after it is its else)
            s.orelse = rest
            del out[k + 1 :]
            last = True
        if isinstance(s, Match) and rest and refutable(s) and all(_ends_in_fall_off(c.body) for c in s.cases):
            # (so is a match whose cases all end in one: the code after it
            # is its default case, which no case's jump passes)
            s.cases.append(match_case(pattern=MatchAs(pattern=None, name=None), guard=None, body=rest))
            del out[k + 1 :]
            last = True
        line = _pass_line_after(s) if tail and last else None
        if line is not None and line != marked:
            out.insert(k + 1, ast.Pass(lineno=line))
        if isinstance(s, ast.If):
            s.body = _settle_fall_offs(s.body, error, tail and last, line or marked) or [ast.Pass()]
            s.orelse = _settle_fall_offs(s.orelse, error, tail and last, line or marked)
        elif isinstance(s, ast.Try):
            s.body = _settle_fall_offs(s.body, error, tail and last) or [ast.Pass()]
            s.orelse = _settle_fall_offs(s.orelse, error, tail and last)
            for h in s.handlers:
                h.body = _settle_fall_offs(h.body, error, tail and last) or [ast.Pass()]
        elif isinstance(s, Match):
            for case in s.cases:
                case.body = _settle_fall_offs(case.body, error, tail and last) or [ast.Pass()]
        elif isinstance(s, (ast.While, ast.For, ast.AsyncFor)) and tail and last:
            # A loop ending the finally body: its exit is the body's end, so
            # a way out of its body there is a `break` (its copy of the
            # closing RERAISE); its else ends the body.
            s.body = _fall_offs_as_breaks(s.body, error)
            s.orelse = _settle_fall_offs(s.orelse, error, True)
        elif any(isinstance(x, FallOff) for x in ast.walk(s)):
            raise error("finally body falls off inside a statement that cannot end it")
        k += 1
    return out


def _pass_line_after(s):
    """3.10: the line of a `pass` after the if/else `s` ending the finally
    body, or None: every way out of it ends in a copy of the closing
    RERAISE (FallOff) that takes that line, past every line of the
    statement (the `pass` kept its ways out apart: statements.
    trailing_pass_line reads it from the normal copy)."""
    if not isinstance(s, ast.If) or not s.orelse:
        return None
    lines = _fall_off_lines(s.body) | _fall_off_lines(s.orelse)
    if len(lines) != 1 or None in lines:
        return None
    line = lines.pop()
    if all(isinstance(x, FallOff) or (getattr(x, "lineno", 0) or 0) < line for x in walk(s)):
        return line
    return None


def _fall_off_lines(stmts):
    """The lines of the FallOff markers ending the ways through stmts
    (None among them where one ends otherwise; none for a way that leaves,
    a raise, which reaches no end of the body)."""
    last = stmts[-1] if stmts else None
    if isinstance(last, (ast.Raise, ast.Return)):
        return set()
    if isinstance(last, FallOff):
        return {getattr(last, "lineno", None) or None}
    if isinstance(last, ast.If) and last.orelse:
        return _fall_off_lines(last.body) | _fall_off_lines(last.orelse)
    return {None}


def _fall_offs_as_breaks(stmts, error):
    """The body `stmts` of a loop that ends a finally body, each FallOff
    marker in it a `break` (through if statements and try/except, not
    into a nested loop, whose way out does not reach the body's end)."""
    out = [ast.Break() if isinstance(s, FallOff) else s for s in stmts]
    for s in out:
        if isinstance(s, ast.If):
            s.body, s.orelse = _fall_offs_as_breaks(s.body, error), _fall_offs_as_breaks(s.orelse, error)
        elif isinstance(s, ast.Try) and not s.finalbody:
            s.body, s.orelse = _fall_offs_as_breaks(s.body, error), _fall_offs_as_breaks(s.orelse, error)
            for h in s.handlers:
                h.body = _fall_offs_as_breaks(h.body, error)
        elif any(isinstance(x, FallOff) for x in ast.walk(s)):
            raise error("finally body falls off inside a statement that cannot end it")
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


# Every statement that leaves the code around it for good.
EVERY_EXIT = (ast.Return, ast.Raise, ast.Break, ast.Continue, FallOff)


def cannot_finish(stmt, exits=EVERY_EXIT, loops=True):
    """Whether control never runs past `stmt`: it is one of `exits`, or
    every way through it ends so; with `loops`, a `while True`
    without a break counts as never ending."""
    if isinstance(stmt, exits):
        return True
    if isinstance(stmt, ast.Try):
        if stmt.finalbody and cannot_finish(stmt.finalbody[-1], exits, loops):
            return True
        main = stmt.orelse or stmt.body
        return bool(main) and cannot_finish(main[-1], exits, loops) and all(h.body and cannot_finish(h.body[-1], exits, loops) for h in stmt.handlers)
    if isinstance(stmt, ast.If):
        return bool(stmt.body and stmt.orelse) and cannot_finish(stmt.body[-1], exits, loops) and cannot_finish(stmt.orelse[-1], exits, loops)
    if loops and isinstance(stmt, ast.While):
        return isinstance(stmt.test, ast.Constant) and bool(stmt.test.value) and not _breaks(stmt.body)
    return False


def _strip_copies(stmts, copy, loops=False, leaving=(ast.Return, ast.Break, ast.Continue, FallOff), outer=(), want=None):
    """Remove the inline copies of a finally body before each way out.

    With `loops`, also inside loops, where only `return` leaves the try.
    `outer`: the enclosing finally bodies' copies (dumped, innermost first),
    which a `return` runs after this one's.  `want`: `copy` dumped, where
    the caller has it (the blocks nested in `stmts` are stripped with the
    dumps made at the top: a dump formats the whole copy, and the
    statements of `copy` are not changed here).
    """
    if not copy:
        return stmts
    if want is None:
        want = [_dump(s) for s in copy]
    n = len(copy)
    out = list(stmts)
    p = 0
    while p < len(out):
        s = out[p]
        start = _copy_before(out, p, want) if isinstance(s, leaving) else None
        if start is None and outer and isinstance(s, ast.Return):
            # (3.10: the return copied to the ends of the last copy's
            # branches, `if c: A; return v` + B for `if c: A else: B`:
            # _copy_before folds them back)
            both = _copy_before(out, p, want + list(outer))
            if both is not None and [_dump(x) for x in out[both : both + n]] == want:
                # Left for the enclosing statements to strip.
                del out[both : both + n]
                p -= n
                continue
            hoisted = _hoisted_copy_before(out, p, want, outer)
            if hoisted is not None:
                # (... the copy ending in an if, the enclosing ones' copies
                # and the return copied into its branches: theirs, after
                # it, left for them to strip)
                start, theirs = hoisted
                out[start:p] = theirs
                p = start + len(theirs) + 1
                continue
        if start is None and outer and isinstance(s, (ast.Break, ast.Continue)):
            # A `break` or `continue` runs the copies of the enclosing
            # finally bodies inside the loop (some of `outer`) after this
            # one's: this copy goes, theirs are left for them to strip.
            m = next((m for m in range(len(outer), 0, -1) if p >= m + n and [_dump(x) for x in out[p - m - n : p]] == want + list(outer[:m])), None)
            if m is not None:
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
            s.body = _strip_copies(s.body, copy, loops, leaving, outer, want)
            s.orelse = _strip_copies(s.orelse, copy, loops, leaving, outer, want)
        elif isinstance(s, (ast.With, ast.AsyncWith)):
            s.body = _strip_copies(s.body, copy, loops, leaving, outer, want)
        elif isinstance(s, Match):
            for case in s.cases:
                case.body = _strip_copies(case.body, copy, loops, leaving, outer, want)
        elif isinstance(s, ast.Try) or type(s).__name__ == "TryStar":
            # (a try/except* too: its `return` in a branch of the body
            # runs the copy first; fuzz 3.11 seed 40 program 167,
            # except_star_311.py::case_hb16_return_in_try_star_under_finally)
            s.body = _strip_copies(s.body, copy, loops, leaving, outer, want)
            s.orelse = _strip_copies(s.orelse, copy, loops, leaving, outer, want)
            for h in s.handlers:
                h.body = _strip_copies(h.body, copy, loops, leaving, outer, want)
        elif loops and isinstance(s, (ast.For, ast.AsyncFor, ast.While)):
            s.body = _strip_copies(s.body, copy, loops, ast.Return, outer, want)
            s.orelse = _strip_copies(s.orelse, copy, loops, leaving, outer, want)
        p += 1
    return out


def _exiting_copy_left(stmts, final):
    """Whether a whole copy of the finally body `final` that cannot
    finish (it ends in a return, raise, break or continue) is left in the
    stripped try body `stmts` (or a statement nested in it, not a nested
    scope): the way out it was copied before is dead code, dropped, so
    the copy was not recognised there; left in, the finally body would
    run twice (loop_grid: `except E: return g(1)` under `finally: return
    g(2)`, read as `except E: g(1); return g(2)`)."""
    if not final or not cannot_finish(final[-1]) or len(final) == 1 and _lone_jump(final[0]):
        return False
    want = [_dump(x) for x in final]
    n = len(want)
    pending = [stmts]
    while pending:
        block = pending.pop()
        dumps = [_dump(x) for x in block]
        if any(dumps[k : k + n] == want for k in range(len(block) - n + 1)):
            return True
        # (All but its exit: 3.12+ reads a finally body ending in `break`
        # from its handler copy as the code after the loop, `g(); return
        # 'end'`, its copies in the body ending in the break; 3.9 writes
        # the value of a return it overrides after the copy, `g(); v;
        # continue`.)
        if n > 1 and any(dumps[k : k + n - 1] == want[:-1] for k in range(len(block) - n + 2)):
            return True
        for s in block:
            if not isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                pending.extend(statement_lists(s) + [c.body for c in getattr(s, "cases", ())])
    return False


EXITS = (ast.Return, ast.Raise, ast.Break, ast.Continue)


def _lone_jump(stmt):
    """A `break`, `continue` or `return` of nothing, a constant or a
    name: written in the body alike, or run twice to no more effect (fuzz
    3.10 seed 1 #260, `finally: return a` also read into an except clause,
    ran the same)."""
    if isinstance(stmt, (ast.Break, ast.Continue)):
        return True
    return isinstance(stmt, ast.Return) and (stmt.value is None or isinstance(stmt.value, (ast.Constant, ast.Name)))


def _strip_overriding_copies(stmts, final):
    """A finally body `final` ending in `break` (`continue`) overrides each
    way out of the try body: its copy, that jump last, is all that a
    `break`, `continue` or `return` there leaves. The copies before those
    jumps removed (the jump kept: it does the same)."""
    if not final or not isinstance(final[-1], (ast.Break, ast.Continue)):
        return stmts
    return _strip_copies(stmts, final[:-1], leaving=(type(final[-1]),))


def _strip_outer_copies(stmts, outer):
    """A `return` in a finally body (3.9/3.10) leaving enclosing try
    bodies runs their finally bodies' copies (`outer`, dumped, innermost
    first) right before it: no statements of this body."""
    n = len(outer)
    out = list(stmts)
    p = 0
    while n and p < len(out):
        s = out[p]
        if isinstance(s, ast.Return) and p >= n and [_dump(x) for x in out[p - n : p]] == list(outer):
            del out[p - n : p]
            p -= n
        elif isinstance(s, ast.If):
            s.body = _strip_outer_copies(s.body, outer)
            s.orelse = _strip_outer_copies(s.orelse, outer)
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
    q = p
    while q > 0 and _dead_remnant(stmts[q - 1]):
        q -= 1
    if q < p and q >= n and _dump(stmts[q - 1]) == _dump(stmts[p]) and [_dump(x) for x in stmts[q - n : q]] == want:
        # (3.8/3.9: a copy that ends in this way out, `finally: ...;
        # break`; the way out's own code after it is unreachable, kept:
        # read as dead remnants, lifter.dead_remnant_stand_ins)
        return q - n
    # The way out (a `return`, `continue`, a FallOff) is copied to the ends
    # of the copy's branches that reach it (3.10), or they jump to it
    # directly (a `continue`, threaded).
    exit_dump = _dump(stmts[p])
    for start in range(p - 1, -1, -1):
        copy = _fold_exit_copies(stmts[start:p], exit_dump)
        if len(copy) == n and [_dump(x) for x in copy[:-1]] + [_dump_without_exit(copy[-1], exit_dump)] == want:
            return start
    return None


def _dead_remnant(stmt):
    """Whether stmt is what a dead remnant's stand-ins read as
    (lifter.dead_remnant_stand_ins): code that never runs."""
    value = stmt.value if isinstance(stmt, ast.Expr) else None
    return isinstance(value, ast.BoolOp) and isinstance(value.op, ast.And) and all(is_const(v, None, check=True) for v in value.values)


def _hoisted_copy_before(stmts, p, want, outer):
    """Where the copy of a finally body (`want`, dumped) that ends in an if
    starts before the `return` stmts[p], the copies of the enclosing
    finally bodies (`outer`) after it copied with the return into both
    branches of the if (3.10: `if c: A; <outer>; return v` + `<outer>;
    return v`), and those copies as statements: (start, statements), or
    None."""
    exit_dump = _dump(stmts[p])
    whole = want + list(outer)
    for start in range(p - 1, -1, -1):
        copy = _fold_exit_copies(stmts[start:p], exit_dump)
        hoisted = _common_tail_hoisted(copy[-1]) if copy else None
        if hoisted is None:
            continue
        candidate = copy[:-1] + hoisted
        if len(candidate) == len(whole) and [_dump(x) for x in candidate] == whole:
            return start, candidate[len(want) :]
    return None


def _common_tail_hoisted(stmt):
    """[if, S...] for an if (with else) whose branches both end in the
    statements S (the longest such run; an else left empty dropped), or
    None where they share no last statement or S is the whole body."""
    if not isinstance(stmt, ast.If) or not stmt.orelse or not stmt.body:
        return None
    k = 0
    while k < min(len(stmt.body), len(stmt.orelse)) and _dump(stmt.body[-1 - k]) == _dump(stmt.orelse[-1 - k]):
        k += 1
    if not k or k == len(stmt.body):
        return None
    node = deepcopy(stmt)
    node.body, node.orelse, rest = node.body[:-k], node.orelse[:-k], node.body[-k:]
    return [node] + rest


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
        for x in walk(stmt):  # (nodes.walk: ast.walk's order, no generator per node)
            if isinstance(x, ast.Return) and x.value is not None and not isinstance(x.value, ast.Constant):
                if id(x.value) in seen:
                    return True
                seen.add(id(x.value))
    return False


def _conditional_values_as_ifs(stmts):
    """A copy of stmts where each simple statement holding one conditional
    expression (`y = A if c else B`, `g(A if c else B)`) is an if running
    the statement with each arm in its place: 3.12+ copies the short exit
    after such a statement ending a finally body (the rest of the
    statement and the re-raise) into the jump of the handler copy's first
    arm, which then reads as that if, where the normal copy, followed by
    other code, reads as written; 3.10 likewise, where the normal copy
    keeps the jump to the join. (For comparing the two copies only.)"""
    out = deepcopy(stmts)
    for lst in lists_inner_first(out):
        for k, s in enumerate(lst):
            lst[k] = _conditional_value_as_if(s)
    return out


def _conditional_value_as_if(stmt):
    """`_conditional_values_as_ifs` of one statement."""
    if any(True for _ in statement_lists(stmt)):
        return stmt
    found = []
    _outer_conditionals(stmt, found)
    if len(found) != 1:
        return stmt
    test = found[0].test
    arms = [_ExpressionSwap(found[0], value).visit(deepcopy(stmt, {id(found[0]): found[0]})) for value in (found[0].body, found[0].orelse)]
    return ast.If(test=test, body=[_conditional_value_as_if(arms[0])], orelse=[_conditional_value_as_if(arms[1])])


def _outer_conditionals(node, found):
    """Collect the conditional expressions in node not inside another one
    nor in a nested scope (a lambda, a comprehension)."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.IfExp):
            found.append(child)
        elif not isinstance(child, (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            _outer_conditionals(child, found)


class _ExpressionSwap(ast.NodeTransformer):
    """Replaces one expression node (by identity) with another."""

    def __init__(self, old, new):
        self.old, self.new = old, new

    def visit(self, node):
        return self.new if node is self.old else self.generic_visit(node)


class SharedExceptionOps:
    """Both readings: the opcodes no layout reads, and helpers that hold for both."""

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
    def _start_exception_index(self):
        """The lifter's tables of try statements, empty (each reading's
        `_index_exceptions` fills the ones it reads): where a statement's
        body starts -> its handlers, ranges to pass over, the returns a
        handler's copy reads, the handlers whose statement is being read,
        each instruction's covering handler (3.11+)."""
        self.try_starts = {}
        # The same for with statements (3.11+): where a body starts -> its handlers.
        self.with_starts = {}
        self.skip = {}
        self.returned_at = set()
        self.active_tries = set()
        self.cover = {}
        # Handlers no row of the table reaches (`try: pass`), 3.11+ -> where
        # the body ends when it holds more than nothing or a `return
        # constant` (None: the reader tells those two apart).
        self.unprotected = {}
        # `try: pass` (`try: continue`) ending a loop body, 3.12+: the
        # loop's closing jump, where the body's block ends -> (its handler,
        # where its clauses go round, whether its body is that `continue`).
        # Also `try: pass` ending a with's body: its exit call -> (the
        # handler, that exit call, False).
        self.tries_ending_loops = {}
        # A copy of the code after a try statement that ends a branch of its
        # body (3.12+, read as the jump there) where a `try: pass` begins
        # (the copy is the code after that statement too): the copy's first
        # instruction -> its last, passed once that statement is read.
        self.exit_copies_after_tries = {}

    def _sub(self, st, end, follow, depth=0):
        enclosing = st.region
        return Region(end, follow, enclosing.loop, enclosing.handler_depth + depth, protected=True)

    def _values_out_of_try(self, st, body, out, ins):
        """Under `values_outlive_try`: a try body may call a function loaded
        before the try and leave its result on the stack for the code after
        the statement (CPython's never do): the result goes into a temporary
        at the end of the body.  Returns (how many waiting values survive, the values that
        follow them after the statement)."""
        if not self.options.values_outlive_try:
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
    def _past_unwind(self, k):
        """Where the code goes on after the POP_EXCEPT at k: past the
        clean-up of the clause's name too, in a named clause (`except E as
        name`)."""
        return k + 4 if self._name_cleanup(k + 1) else k + 1

    def _name_cleanup(self, k):
        """Whether k starts `LOAD_CONST None; STORE x; DELETE x`, the end of a
        named except clause."""
        instrs = self.instrs
        return (
            k + 2 < self.count
            and fits(instrs[k], "LOAD_CONST")
            and instrs[k].argval is None
            and instrs[k + 1].opname.startswith("STORE_")
            and instrs[k + 2].opname.startswith("DELETE_")
            and instrs[k + 1].argval == instrs[k + 2].argval
        )

    def _reraise_after_unwinding(self, st, stmt, ins):
        """A bare `raise` read while fewer handlers' exceptions are held
        than the bodies of handlers (except clauses, finally bodies) being
        read (their regions count them): read after a POP_EXCEPT restored
        one, it re-raises the exception around that handler, or none. Note
        how many it may stand in (`_held`) for `refuse_unwound_reraises`,
        which runs once the copies have moved, and mark it a copied exit
        (`_copy`): the copy of the code after the statement, which the
        clause falls off, that copied_exits moves there (a `raise` the
        clause wrote re-raises before unwinding; in a clause around, the
        copy is that clause's own `raise` after this statement:
        cpython_test_shapes.py::reraise_after_try_in_handler,
        try_except_exits.py::wf15_clause_i). (A raise of a new exception
        so read chains the clause's exception where the code chains the
        one around: not refused, 3.10's fuzz record holds one in a clause
        never reached; the loop readers read that shape as a break then
        the raise: try_except_exits.py::case_wh15_raise_after_clause_break_chains_nothing.)"""
        held = sum(1 for v in st.stack if isinstance(v, _Marker) and v.kind == "prev_exc") // self.version.EXCEPTION_STACK_ITEMS
        if ins.argval == 0 and held < st.region.handler_depth:
            stmt._held = held
            stmt._copy = True
            self.facts.unwound_reraises.add(ins.index)


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
            if is_break or self._copies_exit_of_loop_inside(ins.index, resume, st):
                self.emit(st, ast.Break(), ins)
            return resume
        if self._name_cleanup(ins.index + 1):
            return ins.index + 4
        return None

    def _copies_exit_of_loop_inside(self, k, resume, st):
        """Whether the clause's copy [k, resume) of its way out
        (`POP_EXCEPT; <code after the try>`, the clause falling off) lies in
        a loop inside the clause whose exit is that way out itself, an else
        falling into it: a while loop's `break` (3.10; a for loop's pops its
        iterator first, read there: hunt seed 275 #569,
        loop_else.py::case_h23_*)."""
        loop = st.region.loop
        exit_ = None if loop is None else loop.break_to
        if exit_ is None or exit_ == k or exit_ >= self.count or not fits(self.instrs[exit_], "POP_EXCEPT"):
            return False
        return resume - k > 1 and self._exit_copy_size(k + 1, exit_ + 1) == resume - k - 1

    def pop_special(self, st, value, ins):
        if isinstance(value, _Marker):
            raise self.error("exception bookkeeping value popped", ins)
        return False

    def _as_expr(self, value, ins):
        return as_expr(self, value, ins)

    def _same_code(self, first, second, length):
        """Whether the `length` instructions at `first` and at `second` are the same."""
        return same_run(self.instrs, first, second, length)

    # ------------------------------------------------ loops and copied exits
    def _rest_ends_at(self, head, end, stop, falls, last_checked=True):
        """rest_ends_block once each family has found where the code after
        the statement would stop (`stop`); `last_checked`: whether the last
        instruction must say so (fall off, or return or raise)."""
        instrs = self.instrs
        if not end <= stop <= self.count or end == stop and not falls:
            return None
        last = instrs[stop - 1]
        if last_checked and end < stop and (fits(last, NO_FALLTHROUGH) if falls else not fits(last, "RETURN_VALUE|RAISE_VARARGS")):
            return None
        for x in instrs[head:stop]:
            t = x.target
            if t is None or fits(x, "SETUP_FINALLY") and t.index < end or fits(x, "CALL_FINALLY"):
                continue  # (3.10: a handler inside the loop; 3.8: a finally body called, which comes back)
            if not head <= t.index < stop + falls or (x.index >= end and t.index <= head):
                return None
        return stop

    def _loop_head_before_else(self, body_start, false_to):
        """loop_exit_after_else: the head of the `while True` ending the
        then-branch [body_start, false_to) with its jump back, where the
        code's compiler copies a loop's exit onto its breaks; else None."""
        last = self.instrs[false_to - 1]
        if not self.version.BREAK_COPIES_LOOP_EXIT or not fits(last, "JUMP") or not body_start <= last.target.index < false_to:
            return None
        return last.target.index

    def _one_real_exit(self, body_start, false_to, end, sites, copied):
        """loop_exit_after_else once each reading has found its break
        sites ((copy start, copy end, what it runs first)) and what a
        copy follows (`copied(p, final)`): the one original of them all."""
        instrs = self.instrs
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
        if end == start + 2 and fits(self.instrs[start], "LOAD_CONST") and fits(self.instrs[start + 1], "RETURN_VALUE"):
            # `return c` written there compiles the same (a constant is
            # loaded after the unwinding): keep it there.
            return None
        return end

    def _exit_block_end(self, start, stop):
        """One past a short straight-line block at `start` (before `stop`)
        that loads and returns or raises, or None."""
        instrs = self.instrs
        m = start
        while m < stop and m < start + 6 and instrs[m].target is None and not fits(instrs[m], LEAVES):
            m += 1
        if m >= stop or not fits(instrs[m], "RETURN_VALUE|RAISE_VARARGS"):
            return None
        if m == start:
            # A bare `raise` loads nothing: after an unwinding it re-raises
            # the exception an enclosing handler holds, code after the
            # statement (one written in the clause runs before it).
            return m + 1 if fits(instrs[m], "RAISE_VARARGS 0") else None
        own = m
        while self.version.BLOCK_STACK and fits(instrs[m], "RETURN_VALUE") and own - 2 > start and match(instrs, own - 2, ITERATOR_UNDER_VALUE_DROPPED):
            own -= 2  # (`return x` inside loops drops their iterators under x)
        if self.version.BLOCK_EXIT_COPIES and fits(instrs[m], "RETURN_VALUE"):
            # (3.10: a return inside enclosing try bodies pops their blocks
            # after its value is loaded: `x; POP_BLOCK; RETURN_VALUE`)
            while own - 1 > start and fits(instrs[own - 1], "POP_BLOCK"):
                own -= 1
        # (a call's NULL first: `return g(c)`, 3.11+, whose copies were read
        # as the code they copy, in place: a break from a with body then
        # called g before the exit call: fuzz 3.12 seed 68 #636)
        if not (instrs[start].opname.startswith("LOAD_") or fits(instrs[start], "PUSH_NULL")) or any(fits(x, UNWINDING, self.version) for x in instrs[start:own]):
            return None  # an enclosing statement's unwinding, not fresh code
        return m + 1

    def _copied_from(self, copy, original, n):
        return original is not None and 0 <= original < self.count and self._exit_copy_size(copy, original) == n

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
        fewer values, or as many with one replaced (a body that calls a
        function loaded before the try: the callee's place holds the call's
        result)."""
        return len(out) != len(st.stack) or any(a is not b for a, b in zip(out, st.stack))


def loop_exit_kind(resolve, loop, jump, resumes_at, straight_back=False):
    """The statement a with body ends in when the jump after its normal exit
    call leaves the loop around (`continue`: to the loop's head, `break`:
    to its exit) while a swallowed exception goes on elsewhere
    (`resumes_at`): ast.Continue or ast.Break, else None (the body
    finishes, as a with ending the loop's body jumps there too).
    `straight_back` (3.10/3.11, the swallow path laid out after the body):
    a body that finishes jumps to where the swallow path goes on, the
    loop's jump back there; `continue` jumps straight to the head, the
    swallow path by a jump of its own."""
    if loop is None:
        return None
    to = resolve(jump.target.index)
    on = resolve(resumes_at)
    if to == loop.continue_to and (on != loop.continue_to or straight_back and jump.target.index == to != resumes_at):
        return ast.Continue
    if loop.break_to is not None and to == resolve(loop.break_to) and on != to:
        return ast.Break
    return None


def refuse_unwound_reraises(stmts, qualname, depth=0):
    """Refuse the reading when a bare `raise` read after its handler
    unwound (`_reraise_after_unwinding`) stands inside more except clauses
    or finally bodies (`depth`) than it was read under: there it re-raises
    that clause's exception, where the code re-raises the one around it or
    none (3.10, 3.12 and 3.13: a with in a clause swallowing, or a break
    out of a loop from a clause, then `raise` after the statement, read as
    the clause's own last statement:
    try_except_exits.py::case_wh15_reraise_after_clause_with_swallow)."""
    for stmt in stmts:
        if isinstance(stmt, ast.Raise) and getattr(stmt, "_held", depth) < depth:
            raise DecompilationError("a bare raise after a handler unwound read inside it", qualname)
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        for field in ("body", "orelse"):
            refuse_unwound_reraises(getattr(stmt, field, None) or (), qualname, depth)
        refuse_unwound_reraises(getattr(stmt, "finalbody", None) or (), qualname, depth + 1)
        for inner in getattr(stmt, "handlers", None) or ():
            refuse_unwound_reraises(inner.body, qualname, depth + 1)
        for inner in getattr(stmt, "cases", None) or ():
            refuse_unwound_reraises(inner.body, qualname, depth)
