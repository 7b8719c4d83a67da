"""Statement lists compared in one spelling of the exits 3.11+ copies
into each way that reaches them: what a finally body's two copies (the
handler's and the normal exit's) and a try body's returns are checked
with.
"""

import ast
from copy import deepcopy

from ..exceptions_shared import _breaks, _conditional_values_as_ifs, _drop_exit_copies, _dump, _dump_without_exit, _ends_in, cannot_finish
from ..nodes import lists_inner_first, statement_lists, walk


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

def _else_spelling(stmts):
    """A copy of stmts (`_else_in`) where an if without else whose body ends in a copy
    of the return or raise ending its statement list (`if c: X; return v`,
    then S, `return v`) holds the statements between as its else (`if c: X
    else: S`, then `return v`): both run alike, and 3.12+ copies such an
    exit into the branch of one copy of a finally body (the normal one)
    and not the other."""
    out = deepcopy(stmts)
    _else_in(out)
    return out

def _else_in(stmts):
    """In place: `_else_spelling`; and a `continue` or `break` ending the
    body of a try without else or finally goes in its else (it cannot
    raise: both run alike)."""
    for s in stmts:
        for sub in statement_lists(s):
            _else_in(sub)
        if isinstance(s, ast.Try) and s.handlers and not s.orelse and not s.finalbody and len(s.body) > 1 and isinstance(s.body[-1], (ast.Continue, ast.Break)):
            s.orelse = [s.body.pop()]
    if not stmts or not isinstance(stmts[-1], (ast.Return, ast.Raise)):
        return
    last = _dump(stmts[-1])
    k = len(stmts) - 3
    while k >= 0:
        # (the last such if first: an earlier one's else then holds it)
        s = stmts[k]
        if isinstance(s, ast.If) and not s.orelse and len(s.body) > 1 and _dump(s.body[-1]) == last:
            del s.body[-1]
            s.orelse = stmts[k + 1 : -1]
            del stmts[k + 1 : -1]
        k -= 1

def _hoist_in(stmts):
    """In place: the code ending every branch of an if (with else) or of a
    try's else and clauses goes after the statement (`_one_exit_spelling`)."""
    for stmts in lists_inner_first(stmts):
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
        for sub in statement_lists(s):
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
    _replace_breaks(sites, tail)
    return True

def _replace_breaks(sites, tail):
    """In each branch of `sites` (`_break_sites`), its break replaced by a
    copy of `tail`."""
    for branch in sites:
        k = next(i for i, x in enumerate(branch) if isinstance(x, ast.Break))
        branch[k : k + 1] = deepcopy(tail)

def _breaks_as_tail(stmts, tail):
    """A copy of stmts whose last statement, a loop, has each of its breaks
    replaced by a copy of `tail` (the code after stmts, ending in a return
    or raise, no break or continue in it), when each sits where running
    tail instead runs the same (`_break_sites`); else None. 3.12+ reads a
    finally body's normal copy `for ...: return` before the code after the
    statement (`return`) as `for ...: break`: the return there is a copy
    of that code, where the handler copy keeps the return."""
    if not stmts or not isinstance(stmts[-1], (ast.For, ast.AsyncFor, ast.While)) or not tail:
        return None
    if not isinstance(tail[-1], (ast.Return, ast.Raise)) or any(isinstance(x, (ast.Break, ast.Continue)) for t in tail for x in ast.walk(t)):
        return None
    out = deepcopy(stmts)
    sites = []
    lone = len(tail) == 1 and isinstance(tail[0], ast.Return) and (tail[0].value is None or isinstance(tail[0].value, ast.Constant))
    if not _break_sites(out[-1].body, sites, lone) or not sites:
        return None
    _replace_breaks(sites, tail)
    return out

def _loop_returns_as_breaks(stmts, tail):
    """A copy of stmts whose last statement, a loop, has each copy of
    `tail` (the code after stmts, ending in a return) that ends its body
    or an if branch in it (not inside a try, with or inner loop, where the
    return would run before the code around it) replaced by `break`; None
    when there is none. 3.12+ copies a short exit block onto each break of
    a while loop ending a finally body's normal copy, where the handler
    copy keeps the break: the break runs that code next, alike."""
    if not stmts or not isinstance(stmts[-1], (ast.For, ast.AsyncFor, ast.While)) or not tail or not isinstance(tail[-1], ast.Return):
        return None
    out = deepcopy(stmts)
    return out if _exit_copies_as_breaks(out[-1].body, tail) else None

def _exit_copies_as_breaks(stmts, tail, before=()):
    """In place: each copy of `tail` (statements) ending stmts or an if
    branch in them (not inside a try, with or loop), after a copy of
    `before` (a finally body ending in `break`, but that break, whose
    copy of the loop's exit `tail` is), replaced by `break`; how many
    were."""
    want = [_dump(x) for x in list(before) + list(tail)]
    todo, found = [stmts], 0
    while todo:
        lst = todo.pop()
        if tail and len(lst) >= len(want) and [_dump(x) for x in lst[-len(want):]] == want:
            lst[-len(tail):] = [ast.Break(lineno=getattr(lst[-len(tail)], "lineno", None))]
            found += 1
        todo.extend(x for s in lst if isinstance(s, ast.If) for x in (s.body, s.orelse))
    return found

def _clause_jump_spelling(stmts):
    """A copy of stmts (`_else_spelling`) in one spelling of a `break` or
    `continue` after a try statement whose body and else never finish:
    moved into each clause that falls off into it (only the clauses reach
    it; a jump leaves a clause as it leaves after it), and code after a
    statement that never finishes dropped (the handler copy of a finally
    body reads such a jump into the clause, a dead `continue` after)."""
    out = _else_spelling(stmts)
    for lst in lists_inner_first(out):
        # (an if whose body never finishes holds the code after it as an
        # else or not: the handler copy reads `if c: break` then S as an
        # else, the normal copy, its break a copy of the code after the
        # statement, without)
        for k in reversed(range(len(lst))):
            s = lst[k]
            if isinstance(s, ast.If) and s.orelse and s.body and cannot_finish(s.body[-1]):
                lst[k + 1 : k + 1], s.orelse = s.orelse, []
        dead = next((k for k, s in enumerate(lst[:-1]) if cannot_finish(s)), None)
        if dead is not None:
            del lst[dead + 1 :]
        if len(lst) < 2 or not isinstance(lst[-1], (ast.Break, ast.Continue)):
            continue
        s = lst[-2]
        main = s.orelse or s.body if isinstance(s, ast.Try) else None
        if not main or not s.handlers or s.finalbody or not cannot_finish(main[-1]):
            continue
        jump = lst.pop()
        for h in s.handlers:
            if not h.body or not cannot_finish(h.body[-1]):
                h.body = [x for x in h.body if not isinstance(x, ast.Pass)] + [deepcopy(jump)]
    return out

def _with_jump_spelling(stmts):
    """A copy of stmts where a with statement whose body does nothing
    (`pass`) followed by a `break` or `continue` holds that jump as its
    body, the code after the jump then after the with. The handler copy
    of a finally body (3.12+) reads `with cm: continue` then code reached
    when __exit__ swallows so: the way out leaves the handler before the
    with's own handler, whose way on is read after the jump. (Only a
    comparison with the normal copy, which reads it whole, tells them
    apart: `with_jump_read_as`.)"""
    out = deepcopy(stmts)
    for lst in lists_inner_first(out):
        k = next((k for k, s in enumerate(lst) if isinstance(s, (ast.Break, ast.Continue))), None)
        if k and isinstance(lst[k - 1], (ast.With, ast.AsyncWith)) and all(isinstance(x, ast.Pass) for x in lst[k - 1].body):
            lst[k - 1].body = [lst.pop(k)]
    return out

def _merged_withs(stmts):
    """A copy of stmts where each with statement whose body is a single
    with of its kind is one with of both items (`with a: with b: X` as
    `with a, b: X`): the with reader merges them so where it reads the
    inner with as the whole body, not where a copied exit follows it
    (a finally body's handler copy: `with a, b:` then `return`, the
    return read into the outer with)."""
    out = deepcopy(stmts)
    for lst in lists_inner_first(out):
        for s in lst:
            while isinstance(s, (ast.With, ast.AsyncWith)) and len(s.body) == 1 and type(s.body[0]) is type(s):
                s.items, s.body = s.items + s.body[0].items, s.body[0].body
    return out

def _else_after_try(stmts):
    """A copy of stmts whose last statement, a try/except/else every clause
    of which returns or raises, has its else after it instead (both run
    alike); None when it is not such a try. The normal copy of a finally
    body ending in one reads its else as the code after the statement."""
    last = stmts[-1] if stmts else None
    if not isinstance(last, ast.Try) or not last.handlers or not last.orelse or last.finalbody:
        return None
    if not all(h.body and cannot_finish(h.body[-1], (ast.Return, ast.Raise)) for h in last.handlers):
        return None
    out = deepcopy(stmts)
    out.extend(out[-1].orelse)
    out[-2].orelse = []
    return out

def _break_sites(stmts, sites, in_with=False):
    """Collect the lists in which the loop's breaks sit (stmts is its body
    or a branch in it); False when one sits elsewhere than in an if branch
    or a try's else (without finally), or, with `in_with`, a with's body
    (where the code run instead is a `return constant`: leaving the with
    first or after it runs alike)."""
    for s in stmts:
        if isinstance(s, ast.Break):
            sites.append(stmts)
        elif isinstance(s, ast.If):
            if not (_break_sites(s.body, sites, in_with) and _break_sites(s.orelse, sites, in_with)):
                return False
        elif isinstance(s, ast.Try) and not s.finalbody:
            if _breaks(s.body) or any(_breaks(h.body) for h in s.handlers) or not _break_sites(s.orelse, sites, in_with):
                return False
        elif in_with and isinstance(s, (ast.With, ast.AsyncWith)):
            if not _break_sites(s.body, sites, in_with):
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
            if not branch and branch is not getattr(stmt, "orelse", None):  # (a with has no else)
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
            todo.extend(statement_lists(s))
    return out[:limit]

def _returns_after_line(stmts, line, outer=()):
    """Whether stmts hold a `return` of a computed value on a line after
    `line` (the end of the try statement they are the body of). `outer`:
    the enclosing finally bodies' copies (dumped, innermost first); a
    return right after them is theirs to judge (`_strip_copies` leaves
    them before it)."""
    late = [
        x for stmt in stmts for x in walk(stmt)  # (nodes.walk: no generator per node)
        if isinstance(x, ast.Return) and x.value is not None and not isinstance(x.value, ast.Constant) and (getattr(x, "lineno", None) or 0) > line
    ]
    if not late or not outer:
        return bool(late)
    after_outer = {id(s[k]) for s in lists_inner_first(stmts) for k in range(len(outer), len(s)) if [_dump(x) for x in s[k - len(outer):k]] == list(outer)}
    return any(id(x) not in after_outer for x in late)

def _raises_after_line(stmts, line):
    """Whether stmts hold a `raise` on a line after `line` (the end of the
    try statement they are the body of): code after the statement."""
    return any(isinstance(x, ast.Raise) and (getattr(x, "lineno", None) or 0) > line for stmt in stmts for x in walk(stmt))


def _returns_to_breaks(stmts, line, kind=ast.Return):
    """Replace each `return` (or statement of `kind`: `raise`) on a line
    after `line` in stmts (not inside a nested loop or definition: a
    `break` there would leave that) by `break`; the statements replaced."""
    found = []
    for k, s in enumerate(stmts):
        if isinstance(s, kind) and (getattr(s, "lineno", None) or 0) > line:
            found.append(s)
            stmts[k] = ast.Break(lineno=s.lineno)
        elif not isinstance(s, (ast.For, ast.AsyncFor, ast.While, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for inner in statement_lists(s):
                found += _returns_to_breaks(inner, line, kind)
    return found


def _value_returned_after_copies(stmts, final):
    """3.12+: a copy of the finally body `final` ending in a try statement,
    before a `return` of a value computed once before it (waiting on the
    stack through the copy, the return copied to each end of that try
    statement: the same expression object at each): the returns leave the
    ends of that statement and one follows it, where the copy's reader
    strips the copy before a way out. stmts, rewritten in place."""
    if not final or not isinstance(final[-1], ast.Try):
        return stmts  # (before the dumps: most finally bodies end otherwise)
    want = [_dump(x) for x in final]
    n = len(want)
    for lst in lists_inner_first(stmts):
        for p in range(len(lst) - 1, n - 2, -1):
            s = lst[p]
            if not isinstance(s, ast.Try) or s.finalbody or not s.handlers:
                continue
            last = (s.orelse or s.body)[-1]
            if not isinstance(last, ast.Return) or last.value is None or isinstance(last.value, ast.Constant):
                continue
            if not all(x.value is last.value for x in walk(s) if isinstance(x, ast.Return)):
                continue  # (a value computed at each end: inside the try statement)
            exit_dump = _dump(last)
            if not all(_ends_in(h.body, exit_dump) for h in s.handlers):
                continue
            if [_dump(x) for x in lst[p - n + 1 : p]] + [_dump_without_exit(s, exit_dump)] != want:
                continue
            _drop_exit_copies(s, [exit_dump])
            lst.insert(p + 1, last)
    return stmts


def _temps_inlined(stmts):
    """A copy of stmts where a value held in a temporary name
    (`__temp_N = f`, the lifter's `store_temp`) for the statements after
    it is read in its place, the store left out: the handler copy of a
    finally body holds the callee across the branches that 3.12+ lays out
    for a conditional argument (`t = f; if c: t(a) else: t(b)`), where the
    normal copy reads `f(a if c else b)`. The temporary is read only there,
    after a value evaluated first all the same. (For comparing the two
    copies only.)"""
    out = deepcopy(stmts)
    for k in range(len(out) - 1, -1, -1):
        s = out[k]
        if not (isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name) and s.targets[0].id.startswith("__temp_")):
            continue
        name = s.targets[0].id
        for later in out[k + 1:]:
            for node in walk(later):
                for field, child in ast.iter_fields(node):
                    if isinstance(child, ast.Name) and child.id == name:
                        setattr(node, field, deepcopy(s.value))
                    elif isinstance(child, list):
                        child[:] = [deepcopy(s.value) if isinstance(x, ast.Name) and x.id == name else x for x in child]
        del out[k]
    return out
