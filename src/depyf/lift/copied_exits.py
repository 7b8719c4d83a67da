"""Short exits the compiler copied, read back as the one statement they copy.

3.10+ copies a short block that ends the function (`return x`, `raise e`,
`self.x = y` + the implicit `return None`: at most four instructions) onto
each jump that reaches it, and drops the original when nothing falls into
it.  The lifter reads each copy where it stands: a `return` for each
`break` of a loop followed by the block, the block again at the end of each
branch of an if that jumps past its else.  That runs alike, and often
compiles alike, but not always: a `return` in a try body or in an except
clause is protected, or unwinds, differently from a `break`, and co_names
numbers a copy's names where the copy stands rather than where the source
wrote the statement.

A copy keeps the line of the statement it copies, and a statement the
source wrote has a line of its own: two equal statements on one line are
one statement, and one with a line before that of a statement laid out
after it (or, in an except clause, read after the clause unwound: the
value of a written `return` is computed before) stands where the source
has no such statement.

Only statements that end the function move, from the end of a branch to
where the branch goes on, never out of a with or finally, nor a bare
`raise` or one that reads an except clause's name out of the clause.
"""

import ast

from .match_nodes import Match
from .nodes import nests_statements, statement_fields, walk
from .same_tree import same_tree

_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
_LOOPS = (ast.For, ast.AsyncFor, ast.While)
_NO_STATEMENTS_BELOW = _SCOPES + (ast.expr,)
_EXITS = (ast.Return, ast.Raise)
_TRY_STATEMENTS = tuple(getattr(ast, kind) for kind in ("Try", "TryStar") if hasattr(ast, kind))


def _line(stmt):
    return getattr(stmt, "lineno", 0) or 0


def _exits_in(loop):
    """(list, index) of each `return`/`raise` that a `break` of `loop` can
    stand for: not in an inner loop (its break leaves that one), nor in a
    with or finally (a break runs the exit before the value, a return after;
    but in a with, one read after its exit call, `_copy`, is such a copy),
    nor one that reads the name of the except clause it is in (unbound after
    the clause), nor one read inside a block the loop's body set up
    (`_in_block`)."""
    found = []
    _visit_exits(loop.body, frozenset(), found, False)
    return found


def _visit_exits(stmts, bound, found, exited):
    # Module level, not a closure: a recursive closure is a reference cycle
    # left for the collector on every call. (`exited`: inside a with,
    # where only a copy read after its exit call counts.)
    for k, stmt in enumerate(stmts):
        if isinstance(stmt, (ast.Return, ast.Raise)):
            if exited and not getattr(stmt, "_copy", False) or getattr(stmt, "_in_block", False):
                continue
            if not bound or not any(isinstance(n, ast.Name) and n.id in bound for n in walk(stmt)):
                found.append((stmts, k))
        elif isinstance(stmt, ast.If):
            _visit_exits(stmt.body, bound, found, exited)
            _visit_exits(stmt.orelse, bound, found, exited)
        elif isinstance(stmt, ast.Try) and not stmt.finalbody:
            _visit_exits(stmt.body, bound, found, exited)
            for handler in stmt.handlers:
                _visit_exits(handler.body, bound | {handler.name} if handler.name else bound, found, exited)
            _visit_exits(stmt.orelse, bound, found, exited)
        elif isinstance(stmt, ast.Try):
            # (a finally body's own exits: nothing runs between a `break`
            # there and the code after the loop, as nothing after a return)
            _visit_exits(stmt.finalbody, bound, found, exited)
        elif isinstance(stmt, (ast.With, ast.AsyncWith)):
            _visit_exits(stmt.body, bound, found, True)


def _is_copy(stmt, original):
    return (_line(stmt) == _line(original) and type(stmt) is type(original)
            and same_tree(stmt, original))


def _in_order(node):
    """The statements under `node` in the order the source has them.
    (An expression holds no statement: its nodes are not visited.)"""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.stmt):
            yield child
        if not isinstance(child, _NO_STATEMENTS_BELOW):
            yield from _in_order(child)


def _written_before(loop, copies):
    """Whether a statement of `loop` after one of `copies` has a line before
    theirs, or one of them comes after its except clause unwound: then they
    stand where the source has no such statement."""
    if any(getattr(s[j], "_copy", False) for s, j in copies):
        return True  # read after an except clause unwound (table/try_except.py, TryExcept.strip_tails)
    line = _line(copies[0][0][copies[0][1]])
    ids = {id(s[j]) for s, j in copies}
    seen = False
    for stmt in _in_order(loop):
        if id(stmt) in ids:
            seen = True
        elif seen and 0 < _line(stmt) < line:
            return True
    return False


def _breaks_for(loop, after):
    """The copies of `after` (the statement following `loop`) in `loop`,
    or, with `after` None (nothing follows: the loop never ends but by a
    jump), the copies of the exit that follows the loop in the source.
    Never a bare `raise`: it re-raises the exception handled where it
    stands."""
    exits = _exits_in(loop)
    if after is not None:
        return [(stmts, k) for stmts, k in exits if _is_copy(stmts[k], after)]
    for stmts, k in exits:
        stmt = stmts[k]
        if isinstance(stmt, ast.Raise) and stmt.exc is None or not _line(stmt):
            continue
        copies = [(s, j) for s, j in exits if _is_copy(s[j], stmt)]
        if _written_before(loop, copies):
            return copies
    return []


def exit_copy_facts(stmts):
    """What one walk of the statements of a function body (`stmts`, every
    statement list nested in it, defs' bodies and match cases too; no
    expression) says the passes after the lift can act on, `(copies,
    tails, tries)`. `copies`: two return or raise statements of one class
    on one line (a copy and what it copies, or two copies: lineless ones
    too), one marked `_copy` (only those are: statements._mark_unwound),
    or a `while <constant>` loop (`restore_breaks` puts the exit of a loop
    that never ends back after it): without, `restore_breaks` and
    `merge_exit_copies` change nothing. `tails`: two return or raise
    statements of one class and an if without else whose body ends in one
    (`driver._merge_copied_tails` needs both). `tries`: a try statement
    stands somewhere (no pass after the lift makes one; without,
    `dead_names.restore_name_order`'s compile-order view is the body
    itself). Most functions have none of them: the passes' walks of every
    statement list are then left out."""
    exits = set()
    shapes = set()
    copies = repeated = tail_if = tries = False
    plans = _FACT_PLANS
    todo = list(stmts)
    for stmt in todo:  # (a list's iterator goes on over what is appended)
        cls = stmt.__class__
        try:  # (one lookup of the class says what to test and which lists to read: most statements are simple)
            plan = plans[cls]
        except KeyError:
            plan = _fact_plan(stmt)
        if plan is None:
            continue  # (a simple statement: nothing to test, no list to read)
        kind, bodies, handlers, cases = plan
        if kind is _EXIT:
            key = (cls, _line(stmt))
            copies = copies or key in exits or getattr(stmt, "_copy", False)
            exits.add(key)
            shape = _exit_shape(stmt)
            repeated = repeated or shape in shapes
            shapes.add(shape)
            continue
        if kind is _WHILE:
            copies = copies or isinstance(stmt.test, ast.Constant)
        elif kind is _IF:
            tail_if = tail_if or not stmt.orelse and len(stmt.body) > 1 and isinstance(stmt.body[-1], _EXITS)
        elif kind is _TRY:
            tries = True
        for field in bodies:
            inner = getattr(stmt, field, None)
            if inner.__class__ is list:
                todo.extend(inner)
        if handlers:
            for handler in stmt.handlers:
                todo.extend(handler.body)
        if cases:  # (the passes pass match statements by; the view reads their cases)
            for case in stmt.cases:
                todo.extend(case.body)
    return copies, repeated and tail_if, tries


# What exit_copy_facts reads of a statement, by its class: (kind, the
# statement-list fields it reads, whether its handlers', whether its cases'),
# None for a statement of none of the kinds that holds no statement.
_FACT_PLANS = {}
_EXIT, _WHILE, _IF, _TRY = "exit", "while", "if", "try"


def _fact_plan(stmt):
    cls = stmt.__class__
    kind = None
    for test, name in ((_EXITS, _EXIT), (ast.While, _WHILE), (ast.If, _IF), (_TRY_STATEMENTS, _TRY)):
        if issubclass(cls, test):
            kind = name
            break
    # (the lists nodes.statement_lists reads, and a match's cases; an
    # exit's value holds no statement)
    bodies, handlers, cases = statement_fields(cls) if kind is not _EXIT else ((), False, False)
    plan = (kind, bodies, handlers, cases) if kind is not None or bodies or handlers or cases else None
    _FACT_PLANS[cls] = plan
    return plan


def _exit_shape(stmt):
    """What two return or raise statements `same_tree` finds alike share:
    their class's name and their value's (or exception's), and a name's
    identifier."""
    value = getattr(stmt, "value", None) if isinstance(stmt, ast.Return) else getattr(stmt, "exc", None)
    kind = value.__class__.__name__
    return stmt.__class__.__name__, kind, getattr(value, "id", None) if kind == "Name" else None


def _never_ends(loop):
    return isinstance(loop, ast.While) and isinstance(loop.test, ast.Constant) and loop.test.value and not loop.orelse


def restore_breaks(stmts, tail=True):
    """Turn the copies of a loop's exit in `stmts` (a function body, and the
    statement lists nested in it) back into `break`.  `tail`: whether the
    end of `stmts` ends the function (a loop that never ends may then get
    its exit back after it: nothing else would follow it).  For the code of
    a compiler that copies exits (the layout fact COPIES_EXITS)."""
    loops = False
    for k, stmt in enumerate(stmts):
        if not nests_statements(stmt) or isinstance(stmt, _SCOPES):
            continue
        loops = loops or isinstance(stmt, _LOOPS)
        last = k == len(stmts) - 1
        for field in ("body", "orelse", "finalbody"):
            inner = getattr(stmt, field, None)
            if isinstance(inner, list):
                restore_breaks(inner, tail and last and isinstance(stmt, ast.If))
        for handler in getattr(stmt, "handlers", ()):
            restore_breaks(handler.body, False)
    if not loops:
        return  # (the list's own loops are what the rest reads)
    k = 0
    while k < len(stmts):
        loop = stmts[k]
        k += 1
        if not isinstance(loop, _LOOPS):
            continue
        after = stmts[k] if k < len(stmts) else None
        if after is not None and not isinstance(after, _EXITS):
            _else_skipped_by_breaks(stmts, k)
            continue
        if after is None and not (tail and _never_ends(loop)):
            continue
        if after is not None and not isinstance(after, (ast.Return, ast.Raise)):
            continue
        copies = _breaks_for(loop, after)
        if not copies:
            continue
        original = copies[0][0][copies[0][1]]
        for inner, j in copies:
            inner[j] = ast.Break()  # no line: the copy had the line after the loop
        if after is None:
            stmts.append(original)


def _else_skipped_by_breaks(stmts, k):
    """The loop `stmts[k - 1]`, without else, followed by more of `stmts`
    ending in an exit, which the loop's except clauses end in copies of,
    read after the clause unwound (`_copy`): those are its `break`s, the
    code between the loop and the exit (which they go past) its else
    (the compiler copies only the block a jump reaches). The copy may
    hold statements before the exit (`x = d; return x`): they go too.
    3.12 and 3.13, no jump of a `break` to tell a while loop's else:
    loop_else.py::wf15_while_else_break_in_clause_raise."""
    loop, ends = stmts[k - 1], stmts[-1]
    if loop.orelse or not isinstance(ends, _EXITS):
        return
    copies = [(s, j) for s, j in _exits_in(loop) if getattr(s[j], "_copy", False) and _is_copy(s[j], ends)]
    if not copies:
        return
    size = 1
    while size < len(stmts) - k and all(j >= size and _is_copy(s[j - size], stmts[-1 - size]) for s, j in copies):
        size += 1
    if len(stmts) - k <= size:
        return  # (no code between: no else)
    for s, j in sorted(copies, key=lambda c: -c[1]):
        s[j - size + 1 : j + 1] = [ast.Break()]  # no line: the copy had the line after the loop
    loop.orelse = stmts[k:-size]
    del stmts[k:-size]


def loop_returns_as_breaks(stmts, in_loop=False):
    """A module or class body cannot return: from 3.10 a `return None` in
    one of its loops is a copy of the body's end, put there for a `break`
    that reached it (the end of every loop around it is that end too)."""
    for k, stmt in enumerate(stmts):
        if isinstance(stmt, _SCOPES):
            continue
        if in_loop and _returns_none(stmt):
            stmts[k] = ast.Break()
            continue
        looping = in_loop or isinstance(stmt, (ast.For, ast.AsyncFor, ast.While))
        loop_returns_as_breaks(getattr(stmt, "body", None) or [], looping)
        loop_returns_as_breaks(getattr(stmt, "orelse", None) or [], in_loop)
        loop_returns_as_breaks(getattr(stmt, "finalbody", None) or [], in_loop)
        for handler in getattr(stmt, "handlers", None) or ():
            loop_returns_as_breaks(handler.body, in_loop)
        for case in getattr(stmt, "cases", None) or ():
            loop_returns_as_breaks(case.body, in_loop)


def _returns_none(stmt):
    return isinstance(stmt, ast.Return) and (stmt.value is None or (isinstance(stmt.value, ast.Constant) and stmt.value.value is None))


# ------------------------------------------------------------ if branches
#
# The same copies end the branches of an if (or a try's else) that the exit
# follows in the source: `if c: A; R else: B; R` for `if c: A else: B` + R,
# `if c: A; R` + rest + R for `if c: A else: rest` + R.  Both spellings run
# alike; the source's numbers R's names after B's (or rest's).

_FALLS_NOWHERE = (ast.Return, ast.Raise, ast.Continue, ast.Break)


_SIMPLE = (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Pass)


def _exit_block(stmts, start=0):
    """The statements of `stmts` from `start` up to the first return or
    raise, if only simple statements come before it: what a copied exit
    block can be.  (`start`, not a slice: asked after every statement of a
    list, a slice would copy the rest of it each time.)"""
    for k in range(start, len(stmts)):
        stmt = stmts[k]
        if isinstance(stmt, (ast.Return, ast.Raise)):
            return stmts[start : k + 1] if _line(stmt) else None
        if not isinstance(stmt, _SIMPLE):
            return None
    return None


def _copied_size(stmts, after):
    """How many statements ending `stmts` copy the exit block `after`
    (0 if they do not, or if they are all of `stmts`)."""
    n = len(after or ())
    if not n or len(stmts) <= n:
        return 0
    return n if all(_is_copy(a, b) for a, b in zip(stmts[-n:], after)) else 0


def _common_tail(branches):
    """How many statements end every list in `branches` alike (lines too),
    the last a return or raise, leaving each list a statement of its own."""
    n = 0
    shortest = min(len(b) for b in branches)
    while n < shortest - 1:
        first = branches[0][-1 - n]
        if not _line(first) or not all(_is_copy(b[-1 - n], first) for b in branches[1:]):
            break
        n += 1
    if n and not isinstance(branches[0][-1], (ast.Return, ast.Raise)):
        return 0
    return n


def _branch_ends(node, out):
    """Collect the statement lists that end the ways through the if `node`
    into `out`; False if one falls off the if's end with nothing (an if
    without else)."""
    for branch in (node.body, node.orelse):
        if not branch:
            return False
        last = branch[-1]
        if isinstance(last, ast.If):
            if not _branch_ends(last, out):
                return False
        else:
            out.append(branch)
    return True


def _hoist_tail(stmts):
    """`if ...: A; T ... else: B; T` ending `stmts` (every other way through
    never gets to the end) is `if ...: A ... else: B` + T: T is one
    statement, as its copies share its line."""
    ends = []
    if not (stmts and isinstance(stmts[-1], ast.If) and _branch_ends(stmts[-1], ends)):
        return
    exits = [b for b in ends if isinstance(b[-1], (ast.Return, ast.Raise)) and _line(b[-1])]
    tailed = max(([b for b in exits if _is_copy(b[-1], e[-1])] for e in exits), key=len, default=[])
    n = _common_tail(tailed) if len(tailed) > 1 else 0
    if not n or not all(isinstance(b[-1], _FALLS_NOWHERE) for b in ends if b not in tailed):
        return
    tail = tailed[0][-n:]
    for b in tailed:
        del b[-n:]
    stmts.extend(tail)


def _if_run(stmts, k):
    """The ifs without else from stmts[k] on whose bodies end alike."""
    run = []
    for m in range(k, len(stmts)):
        node = stmts[m]
        if not (isinstance(node, ast.If) and not node.orelse and len(node.body) > 1):
            break
        if run and not _is_copy(node.body[-1], run[0].body[-1]):
            break
        run.append(node)
    return run


def _chain_into_elifs(stmts):
    """`if a: A; T` `if b: B; T` ... rest (never falling off its end, or
    ending in T too) is `if a: A elif b: B ... else: rest` + T: T is one
    statement, as its copies share its line (`driver._merge_copied_tails`
    reads co_names where the lines cannot tell)."""
    for k in range(len(stmts)):
        run = _if_run(stmts, k)
        if not run or k + len(run) >= len(stmts):
            continue  # (no run, or nothing after it: the rest not copied)
        rest = stmts[k + len(run) :]
        ends = [node.body for node in run]
        copied = _is_copy(rest[-1], run[0].body[-1])
        if copied:
            ends.append(rest)
        elif not isinstance(rest[-1], _FALLS_NOWHERE):
            continue
        n = _common_tail(ends) if len(ends) > 1 else 0
        if not n:
            continue
        tail = ends[0][-n:]
        for body in ends:
            del body[-n:]
        node = run[0]
        for nxt in run[1:]:
            node.orelse = [nxt]
            node = nxt
        node.orelse = rest
        stmts[k + 1 :] = tail
        return


def _fold_into_else(stmts, after):
    """`if c: A; R` + rest, where falling off `stmts` reaches R, is
    `if c: A else: rest` (the last such if first: its rest is shorter)."""
    for k in range(len(stmts) - 2, -1, -1):
        node = stmts[k]
        n = _copied_size(node.body, after) if isinstance(node, ast.If) and not node.orelse else 0
        if n:
            del node.body[-n:]
            node.orelse = stmts[k + 1 :]
            del stmts[k + 1 :]
            merge_exit_copies(node.orelse, after)


def _rest_skipped_by_clauses(stmts, k, after):
    """The try/except `stmts[k]`, without else, followed by more of `stmts`,
    whose clauses end in a copy of `after` (what falling off `stmts`
    reaches), or of the exit ending `stmts`, read after the clause
    unwound: the clauses go there past the rest (up to that exit), which
    is the statement's else. (The compiler copies only the block a jump
    reaches: a clause reaching code after the statement that is not that
    exit jumps there. 3.12 and 3.13, `raise` after a loop in the else:
    try_except_exits.py::wh15_reraise_after_named_clause.)"""
    node = stmts[k]
    if node.orelse or k + 1 == len(stmts):
        return
    ends = stmts[-1]
    if isinstance(ends, _EXITS) and _clause_copies_of(node, ends):
        # (the copy may hold statements before the exit: `x = d; raise`)
        size = _clauses_copy_tail(stmts[k + 1 :], [h for h in node.handlers if h.body and _is_copy(h.body[-1], ends)])
        if len(stmts) > k + 1 + size:
            node.orelse = stmts[k + 1 : -size]
            del stmts[k + 1 : -size]
        return
    if not after or len(after) != 1 or len(stmts) == k + 2 and _is_copy(stmts[k + 1], after[0]):
        return  # (nothing to skip but that code's own copy)
    if not _clause_copies_of(node, after[0]):
        return
    node.orelse = stmts[k + 1 :]
    del stmts[k + 1 :]


def _clause_copies_of(node, exit_):
    """Whether a clause of the try statement `node` ends in a copy of
    `exit_` read after the clause unwound."""
    return any(h.body and getattr(h.body[-1], "_copy", False) and _is_copy(h.body[-1], exit_) for h in node.handlers)


def _clauses_copy_tail(nxt, copied):
    """How many statements ending the exit block `nxt` every clause of
    `copied` ends in copies of (lines alike), the return or raise at
    least: `x = d` + the implicit return, at most four instructions, is
    copied whole after each clause unwound, not just its return."""
    size = 1
    while size < len(nxt) and all(len(h.body) > size + 1 and _is_copy(h.body[-1 - size], nxt[-1 - size]) for h in copied):
        size += 1
    return size


def _unwound_clause_copies(stmts, k, nxt):
    """The try/except `stmts[k]` whose clauses end in a copy of the code
    after it, read after the clause unwound (`_copy`: a written `return`
    computes its value first): the clauses fall off into that code. It is
    `nxt`, or, where the statement ends `stmts` and never falls off but
    through its clauses or into a copy ending its else, it goes after the
    statement. Every other clause must not fall off. (When the clauses'
    exit follows simple statements, those are the else: the clauses jump
    past them.)"""
    node = stmts[k]
    copies = [h for h in node.handlers if h.body and getattr(h.body[-1], "_copy", False)]
    if not copies:
        return
    exit_ = copies[0].body[-1]
    copied = [h for h in node.handlers if h.body and _is_copy(h.body[-1], exit_)]
    if nxt is not None and _is_copy(nxt[-1], exit_) and (len(nxt) == 1 or not node.orelse and k + 1 < len(stmts)):
        size = _clauses_copy_tail(nxt, copied)
        if len(nxt) > size:
            # (what comes before the exit the clauses reach is the else)
            node.orelse = stmts[k + 1 : k + 1 + len(nxt) - size]
            del stmts[k + 1 : k + 1 + len(nxt) - size]
        moved = []
    elif k + 1 < len(stmts) or not all(h in copied or isinstance(h.body[-1], _FALLS_NOWHERE) for h in node.handlers):
        return
    elif node.orelse and _is_copy(node.orelse[-1], exit_):
        size = _clauses_copy_tail(node.orelse, copied)
        moved = node.orelse[-size:]
        del node.orelse[-size:]
    elif (node.orelse or node.body) and isinstance((node.orelse or node.body)[-1], _FALLS_NOWHERE):
        size, moved = 1, [exit_]
    else:
        return
    for h in copied:
        del h.body[-size:]
        if not h.body:
            h.body.append(ast.Pass())
    stmts.extend(moved)


def merge_exit_copies(stmts, after=None, jumps=False):
    """Fold the copies of short exits at the ends of branches in `stmts`
    back into the statements they copy.  `after`: the exit block that
    falling off the end of `stmts` reaches, when there is one; `jumps`:
    whether the source gets there by a jump (out of an if's body past its
    else, out of a try's else past the clauses, or out of the last
    statement of a list that ends so), the only way it ends in a copy: code
    that falls into the exit block does not get one.  For the code of a
    compiler that copies exits (the layout fact COPIES_EXITS)."""
    ifs = False  # (the folds below change only ifs of this list)
    for k, stmt in enumerate(stmts):
        if not nests_statements(stmt) or isinstance(stmt, _SCOPES):
            continue
        last = k + 1 == len(stmts)
        if isinstance(stmt, ast.If):
            nxt = after if last else _exit_block(stmts, k + 1)  # (asked for ifs and trys only)
            ifs = True
            merge_exit_copies(stmt.body, nxt, bool(stmt.orelse) or (last and jumps))
            merge_exit_copies(stmt.orelse, nxt, last and jumps)
        elif isinstance(stmt, ast.Try) and not stmt.finalbody:
            _rest_skipped_by_clauses(stmts, k, after)
            last = k + 1 == len(stmts)
            nxt = after if last else _exit_block(stmts, k + 1)
            # body: a copy there is unprotected; clauses: they fall off
            # into the code after the statement, which each copy (a copy
            # keeps the line of what it copies: a written `return` has its
            # own)
            merge_exit_copies(stmt.body)
            for handler in stmt.handlers:
                merge_exit_copies(handler.body, nxt, True)
            merge_exit_copies(stmt.orelse, nxt, True)
            _unwound_clause_copies(stmts, k, nxt)
        else:
            for field in ("body", "orelse", "finalbody"):
                inner = getattr(stmt, field, None)
                if isinstance(inner, list):
                    merge_exit_copies(inner)
            for handler in getattr(stmt, "handlers", ()):
                merge_exit_copies(handler.body)
    if ifs:
        _chain_into_elifs(stmts)
        _fold_into_else(stmts, after)
    n = _copied_size(stmts, after) if jumps else 0
    if n:
        del stmts[-n:]
    _hoist_tail(stmts)
