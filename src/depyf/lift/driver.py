"""Entry points: a code object in, an `ast` tree out."""

import ast

from ..bytecode.idioms import arguments_where
from ..bytecode.versions import version_facts
from ..errors import DecompilationError
from .branches import tail_into_else
from .copied_exits import exit_copy_facts, loop_returns_as_breaks, merge_exit_copies, restore_breaks
from .exceptions_shared import _breaks, refuse_unwound_reraises
from .dead_names import (dead_code_blocks, names_only_dead_code_used, restore_dead_code_objects, restore_dead_locals,
                         restore_dead_names, restore_dead_scopes_and_locals, restore_name_order, unloaded_code_objects)
from .jump_tests import folding_negations, jump_tests_spelled
from .loop_test_exit import loop_tests_from_exit_copies
from .functions import (
    CO_ASYNC_GENERATOR,
    CO_COROUTINE,
    CO_GENERATOR,
    CO_VARARGS,
    CO_VARKEYWORDS,
    FunctionOps,
    signature,
)
from .context import LiftContext
from .lifter import lifter_class
from .options import COMPILED_FROM_SOURCE
from .names import LOCAL_OPS, first_of, source_locals, source_names
from .match_nodes import Match, MatchAs, match_case, refutable
from .nodes import LEAVING, FunctionValue, const, is_return_none, lists_inner_first, nests_statements, statement_lists, walk
from .same_tree import same_tree
from .state import Region
from .typeparams import is_class_scope_bookkeeping
from .unbound_locals import declare_annotated_locals
from .values import function_defaults

CO_OPTIMIZED = 0x1
CO_NEWLOCALS = 0x2
MAX_NESTING = 100

_CLASS_BOOKKEEPING = frozenset({"__module__", "__qualname__", "__firstlineno__", "__static_attributes__", "__classcell__"})


class NestedLifting:
    """How the lifter's mixins lift a nested code object (the driver's entry
    points, bound to one decompile's context: `LiftContext.nested`)."""

    __slots__ = ("context",)

    def __init__(self, context):
        self.context = context

    def function_body(self, code, depth, strip_docstring=True, comprehension=False):
        return lift_function_body(code, depth, self.context, strip_docstring, comprehension)

    def comprehension_body(self, code, depth):
        """A comprehension's body, the names its walrus targets bind in
        the enclosing scope: `(global, nonlocal-or-cell)` sets the
        comprehension's lifter declared, that lifter, and the free
        variables and global names no instruction of it uses (only dead
        code did)."""
        lifter, stmts = _lift(code, depth, self.context, comprehension=True)
        dropped = sorted(_unused_free_variables(lifter)) + names_only_dead_code_used(code, lifter.instrs)
        return stmts, lifter.globals_declared, lifter.nonlocals_declared, lifter, dropped

    def function_def(self, code, depth, defaults=None, kwdefaults=None, annotations=None, decorators=()):
        return function_def_node(code, depth, self.context, defaults, kwdefaults, annotations, decorators)

    def class_body(self, code, depth):
        return class_body(code, depth, self.context)

    def lifter(self, code, depth):
        """A lifter for an annotation scope its caller reads by hand."""
        return _new_lifter(code, depth, self.context)


def _new_lifter(code, depth, context, comprehension=False):
    if depth > MAX_NESTING:
        raise DecompilationError("code objects nested too deeply", getattr(code, "co_qualname", code.co_name))
    return lifter_class(context.version)(code, depth, context, comprehension)


def _lift(code, depth, context, comprehension=False):
    lifter = _new_lifter(code, depth, context, comprehension)
    negations = folding_negations()
    stmts, _ = lifter.block(0, lifter.count, Region(lifter.count, None))
    if folding_negations() != negations:
        jump_tests_spelled(stmts)
    if lifter.finally_copies:
        copies = {id(x) for x in lifter.finally_copies}
        if any(id(node) in copies for stmt in stmts for node in walk(stmt)):
            raise DecompilationError("finally body copy before a return not recognised", lifter.qualname)
    if lifter.facts.cold_elses:
        # (the code after a nested try left the protection of a statement
        # that did not take it as its else: left unread)
        raise DecompilationError("code after a try statement leaves the statement around it", lifter.qualname)
    return lifter, stmts


def _strip_trailing_return(version, stmts, function=False):
    """Drop the implicit `return None` at the end of a body.

    A copy of it may also end the statement before (3.11+ copies the exit
    after a `with`), which leaves `return None` twice in a row.
    """
    while stmts and is_return_none(stmts[-1]):
        if function and _kept_return(version, stmts):
            if version.WRITTEN_RETURNS_COPIED and getattr(stmts[-1], "_written", False) and (_shared_return(version, stmts) or getattr(stmts[-1], "_kept_apart", False)):
                # (3.12+ copies a written one, or the implicit one after a
                # `pass`, onto each way in: this one, never copied (the
                # ways in from the statement before, or a jump left
                # reaching it: a with's or an except clause's way out), has
                # the line of a dropped dead test, `if 0:`, whose blocks
                # kept it apart)
                stmts[-1] = ast.If(test=const(0), body=[ast.Pass()], orelse=[], lineno=stmts[-1].lineno)
            break
        stmts.pop()
    return stmts


def _fall_offs(version, stmts, jumps=False):
    """How many ways control leaves the end of `stmts` (an if without else
    has two: its body's end and its false test). `jumps`: each jump of a
    test to the false branch counted (`a and b` has two), and the ends of
    a try's body (or else) and clauses."""
    if not stmts:
        return 1
    last = stmts[-1]
    if isinstance(last, (ast.Return, ast.Raise, ast.Continue, ast.Break)):
        return 0
    if isinstance(last, ast.If):
        if last.orelse:
            return _fall_offs(version, last.body, jumps) + _fall_offs(version, last.orelse, jumps)
        if jumps:
            return _fall_offs(version, last.body, jumps) + _jumps_when(last.test, False)
        # The false test, and each chained comparison's cleanup of its
        # middle operand on the way there.
        chained = sum(1 for node in walk(last.test) if isinstance(node, ast.Compare) and len(node.ops) > 1)
        return _fall_offs(version, last.body) + 1 + chained
    if jumps and isinstance(last, ast.Try) and not last.finalbody:
        return _fall_offs(version, last.orelse or last.body, jumps) + sum(_fall_offs(version, h.body, jumps) for h in last.handlers)
    if version.COPIES_EXIT_AFTER_FINALLY_COPY and isinstance(last, ast.Try) and last.finalbody:
        # The normal exit runs a copy of the finally body, whose ends reach
        # what follows.
        return _fall_offs(version, last.finalbody, jumps)
    if isinstance(last, ast.While) and not last.orelse and not (isinstance(last.test, ast.Constant) and last.test.value):
        return 2  # the test at the top and its copy at the bottom (3.10+)
    return 1


def _kept_return(version, stmts):
    """Whether the `return None` ending `stmts` is source, not a copy of the
    implicit exit: shared (below) or with a line of its own (the implicit
    one has none; each copy takes the line of the code that reaches it)."""
    return _shared_return(version, stmts) or getattr(stmts[-1], "_written", False)


def _shared_return(version, stmts):
    """Whether the `return None` ending `stmts` is a `return` the source
    wrote where the statement before reaches it from two places (the end of
    an if's body and its false test): without it they would each get a copy
    of the implicit exit. Only the written one has a line of its own, past
    every line before it; a copy has the line of the code it follows."""
    if not (version.COPIES_EXITS and len(stmts) > 1 and _fall_offs(version, stmts[:-1]) > 1):
        return False
    line = getattr(stmts[-1], "lineno", 0)
    return line > max(_statement_lines(stmts[:-1], but_return_none_on=line), default=0)


def _statement_lines(stmts, but_return_none_on=None):
    """The line of each statement of `stmts` and of every statement nested
    in them (defs' and classes' bodies too): the statements a walk of every
    node finds, found without visiting an expression (none holds one).
    `but_return_none_on`: not a `return None` on that line (a copy of the
    written one there, 3.10 copies it onto a jump that reaches it)."""
    out = []
    todo = list(stmts)
    while todo:
        stmt = todo.pop()
        if isinstance(stmt, ast.stmt) and not (but_return_none_on and is_return_none(stmt) and getattr(stmt, "lineno", 0) == but_return_none_on):
            out.append(getattr(stmt, "lineno", 0))
        for field in ("body", "orelse", "finalbody"):
            inner = getattr(stmt, field, None)
            if inner.__class__ is list:
                todo.extend(inner)
        for clause in getattr(stmt, "handlers", ()):
            todo.extend(clause.body)
        for case in getattr(stmt, "cases", ()):
            todo.extend(case.body)
    return out


# try/except and (3.11+ ast) try/except*
_TRY_STATEMENTS = (ast.Try, getattr(ast, "TryStar", ast.Try))


def _copies_exit_after(stmt):
    """Whether the exit after `stmt`, ending an except clause at the
    function's end, is copied onto each of its ways out: after a try whose
    finally body ends in an if (each branch has a copy), or after a loop
    with a `break` (its way out has a copy of its own)."""
    if isinstance(stmt, _TRY_STATEMENTS):
        return bool(stmt.finalbody) and isinstance(stmt.finalbody[-1], ast.If)
    return isinstance(stmt, (ast.For, ast.AsyncFor, ast.While)) and _breaks(stmt.body)


def _strip_tail_returns(version, stmts):
    """Drop `return None` that ends an if-branch at the end of the function.

    From 3.10 the compiler copies the implicit `return None` into every
    branch that falls off the end, so those copies are not source.
    """
    if not version.COPIES_EXITS:
        return
    if version.COPIES_EVERY_EXIT:
        _returning_if_to_else(version, stmts)
        _returning_match_to_default(version, stmts)
    else:
        # 3.10 copies fewer exits: only where the body has several ways
        # out does the written `return None` (one block they all reach)
        # differ from the copies each of them gets at the function's end.
        _returning_if_to_else(version, stmts, min_ways_out=2)
    if not stmts:
        return
    node = stmts[-1]
    if isinstance(node, Match):
        # A match ending the function: each case's copy of the exit (3.10
        # copies it too: the implicit exit has no line, and each case's
        # way out jumps to it).
        for case in node.cases:
            if len(case.body) > 1:
                _strip_trailing_return(version, case.body, function=True)
            _strip_tail_returns(version, case.body)
        return
    if version.COPIES_EVERY_EXIT and isinstance(node, ast.Try) and not node.finalbody:
        for handler in node.handlers:
            if len(handler.body) > 1 and isinstance(handler.body[-2], (ast.With, ast.AsyncWith)):
                # The exit copied after a with that ends a clause (its
                # swallow path reaches another copy).
                _strip_trailing_return(version, handler.body)
            elif version.COPIES_EXIT_AFTER_TRY_IN_CLAUSE and len(handler.body) > 1 and isinstance(handler.body[-2], _TRY_STATEMENTS):
                # The same after a try (its clauses reach another copy).
                _strip_trailing_return(version, handler.body, function=True)
            elif len(handler.body) > 1 and _copies_exit_after(handler.body[-2]):
                _strip_trailing_return(version, handler.body, function=True)
            elif len(handler.body) > 1 and isinstance(handler.body[-2], ast.If):
                # The exit copied after an if that ends a clause: each of
                # its ways out (a test's false jumps too) has a copy.
                _strip_trailing_return(version, handler.body, function=True)
            _strip_tail_returns(version, handler.body)  # (and the branches of the clause's last if)
    if isinstance(node, ast.Try) and node.orelse and not node.finalbody:
        # A try's else that ends the function: its copies of the exit too.
        _strip_trailing_return(version, node.orelse, function=True)
        if node.orelse:
            return
        # (an else that was only the exit's copy, laid out between the body
        # and the handlers: the body ends the function, below)
    if isinstance(node, ast.Try) and not node.finalbody and node.body:
        # A try body that ends the function: the copies of the exit ending
        # it, or the branches of its last statement (unprotected: they
        # cannot raise).
        if len(node.body) > 1:
            _strip_trailing_return(version, node.body, function=True)
        _strip_tail_returns(version, node.body)
        if version.BLOCK_EXIT_COPIES:
            # 3.10: so do the ways out of its clauses (the branches of a
            # try or an if ending one), each with its own lineless copy of
            # the exit.
            for handler in node.handlers:
                if len(handler.body) > 1:
                    _strip_trailing_return(version, handler.body, function=True)
                _strip_tail_returns(version, handler.body)
                _strip_with_tail_returns(version, handler.body)
        return
    if version.COPIES_EXIT_AFTER_FINALLY_COPY and isinstance(node, ast.Try) and node.finalbody and not node.handlers:
        # The exit copied after the finally body's copy on the normal way out.
        _strip_finally_exits(node.body, node.finalbody)
        node.body = _strip_trailing_return(version, node.body, function=True) or [ast.Pass()]
        return
    if not isinstance(node, ast.If):
        return
    for branch in (node.body, node.orelse):
        if branch is node.body and len(branch) < 2:
            continue  # `if c: return None` is not `if c: pass`
        _strip_trailing_return(version, branch, function=True)
        _strip_tail_returns(version, branch)


def _strip_with_tail_returns(version, stmts):
    """3.10: the with statements ending `stmts` (a clause ending the
    function), each the last of the one around: the `return None` ending
    their bodies is the exit's copy after their exit calls (a suppressed
    exception resumes at another copy), not source."""
    last = stmts[-1] if stmts else None
    while isinstance(last, (ast.With, ast.AsyncWith)) and len(last.body) > 1:
        _strip_trailing_return(version, last.body, function=True)
        last = last.body[-1]


def _clauses_skip_rest(version, stmts):
    """3.13: a try/except, without else, followed by the rest of the
    function, whose clauses leave (one by a copy of the implicit `return
    None`, which has no line of its own): the clauses go to the function's
    end past the rest, which only the body finishing reaches: the rest is
    the else, and those copies are the clauses falling off. (3.13 keeps a
    `return` the source wrote, so the spellings differ.)"""
    for k, node in enumerate(stmts[:-1]):
        if not (isinstance(node, ast.Try) and node.handlers and not node.orelse and not node.finalbody):
            continue
        ends = [h.body[-1] for h in node.handlers if h.body]
        if len(ends) != len(node.handlers) or not all(isinstance(x, (ast.Return, ast.Raise, ast.Continue, ast.Break)) for x in ends):
            continue
        copies = [h for h in node.handlers if _copied_return_none(h.body)]
        if not copies:
            continue
        node.orelse = stmts[k + 1 :]
        del stmts[k + 1 :]
        for h in copies:
            h.body.pop()
        return
    for node in stmts:
        if isinstance(node, ast.If):
            _branches_skip_rest(version, node)


def _branches_skip_rest(version, node):
    """`_clauses_skip_rest` in the branches of the if `node` that end in
    a copy of the implicit `return None` (they end the function): the try
    then takes the rest of its branch, that copy included, as its else,
    and its clauses keep theirs (`_returning_if_to_else` drops each when
    it makes the code after the if its else, `_try_exits_copied`)."""
    for branch in (node.body, node.orelse):
        if len(branch) < 3 or not is_return_none(branch[-1]) or getattr(branch[-1], "_written", False):
            continue
        for k, stmt in enumerate(branch[:-2]):
            if isinstance(stmt, ast.Try) and stmt.handlers and not stmt.orelse and not stmt.finalbody and all(_copied_return_none(h.body) for h in stmt.handlers):
                stmt.orelse = branch[k + 1 :]
                del branch[k + 1 :]
                break


def _copied_return_none(stmts):
    """Whether the `return None` ending `stmts` is a copy of the implicit
    exit: it has the line of a statement before it (a written one, the
    unwinding of its clause included, has a line of its own)."""
    if len(stmts) < 2 or not is_return_none(stmts[-1]) or getattr(stmts[-1], "_written", False):
        return False
    line = getattr(stmts[-1], "lineno", 0)
    return bool(line) and line in _statement_lines(stmts[:-1])


def _strip_finally_exits(stmts, finalbody, keep=1):
    """3.10: drop the copies of the implicit exit that end the branches of a
    try body (the function's last statement) after the finally body's
    copy: they take its lines (_after_finally_lines)."""
    while len(stmts) > keep and is_return_none(stmts[-1]) and _after_finally_lines(stmts[-1], finalbody):
        stmts.pop()
    if stmts and isinstance(stmts[-1], ast.If):
        _strip_finally_exits(stmts[-1].body, finalbody)
        _strip_finally_exits(stmts[-1].orelse, finalbody, keep=0)


def _after_finally_lines(ret, finalbody):
    """3.10: whether `ret` has a line of the finally body: the implicit exit
    after the finally body's normal-exit copy takes the copy's line (and
    may seem shared, past every line of the try body), a written return
    in the try body has a line before the finally body's."""
    lines = [line for line in _statement_lines(finalbody) if line]
    line = getattr(ret, "lineno", None)
    return bool(lines) and line is not None and line >= min(lines)


def _returning_if_to_else(version, stmts, min_ways_out=0):
    """`if c: A; return None` + the rest of the function is `if c: A else: rest`.

    The `return None` is the function's implicit exit that 3.10+ copied
    into the branch; both spellings compile alike, the if/else reads as
    the source was written.
    """
    before_store = None  # (asked at the first if ending in `return None`: most bodies have none, and no walk)
    for k, stmt in enumerate(stmts[:-1]):
        if (
            isinstance(stmt, ast.If)
            and not stmt.orelse
            and stmt.body
            and is_return_none(stmt.body[-1])
            and ((before_store if before_store is not None else (before_store := _ends_in_kept_join(stmts)))
                 or len(stmt.body) > 1 and not _kept_return(version, stmt.body)
                 and (not min_ways_out or _fall_offs(version, _strip_trailing_return(version, list(stmt.body)), jumps=True) >= min_ways_out))
        ):
            # (before a conditional store, a `return None` of a line of its
            # own may be the copy taking the line of a `pass`: the store's
            # block kept apart from the exit says the body fell to it)
            # (returns of two lines ending the body: copies of the implicit
            # exit, each taking the line of the code reaching it; a written
            # return is one block, its copies keep its line)
            copied = len({getattr(x, "lineno", 0) for x in _trailing_returns(stmt.body)}) > 1
            while len(stmt.body) > 1 and is_return_none(stmt.body[-1]) and (before_store or copied or not _kept_return(version, stmt.body)):
                stmt.body.pop()
            # (a body left holding more than its return: the return kept, written)
            if len(stmt.body) == 1 and is_return_none(stmt.body[-1]):
                stmt.body = [ast.Pass()]
            stmt.orelse = stmts[k + 1 :]
            del stmts[k + 1 :]
            return
        if not min_ways_out and isinstance(stmt, ast.If) and not stmt.orelse and stmt.body and _try_exits_copied(version, stmt.body[-1]):
            # The same with a try ending the branch: each of its ways out
            # (the else, every clause) got its own copy.
            node = stmt.body[-1]
            for body in [node.orelse] + [h.body for h in node.handlers]:
                if is_return_none(body[-1]):
                    body.pop()
            stmt.orelse = stmts[k + 1 :]
            del stmts[k + 1 :]
            return


def _trailing_returns(stmts):
    """The `return None` statements ending `stmts`, in a row."""
    k = len(stmts)
    while k and is_return_none(stmts[k - 1]):
        k -= 1
    return stmts[k:]


def _ends_in_kept_join(stmts):
    """Whether `stmts` end in a simple statement holding a conditional
    expression whose first arm's jump to its join stayed though the code
    from the join is a short exit (`IfExp._join_kept`, set by the reader):
    alone before the implicit exit, that code is one short exit block,
    which the compiler copies onto the jump; with a second way in (the end
    of an if's body before them), the exit stays apart and the jump stays.
    So `if c: A; return None` then such a statement is an if/else as
    written (the `return None` the copy of the exit taking the line of
    `A`, or of a `pass`). (Copied, the arms read as two statements, or as
    one call of a conditional expression without the mark.)"""
    last = stmts[-1] if stmts else None
    if not isinstance(last, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Expr)):
        return False
    return any(getattr(node, "_join_kept", False) for node in walk(last) if isinstance(node, ast.IfExp))


def _jumps_when(test, value):
    """How many jumps a test compiled for a branch takes to where it is
    `value`: `a or b` is false by the jump of `b` alone, `a and b` by
    either's."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return _jumps_when(test.operand, not value)
    if isinstance(test, ast.BoolOp):
        shared = isinstance(test.op, ast.And) != value  # (each operand's jump goes there)
        if shared:
            return sum(_jumps_when(v, value) for v in test.values)
        return _jumps_when(test.values[-1], value)
    if isinstance(test, ast.Compare) and len(test.ops) > 1 and not value:
        return len(test.ops)  # (each comparison but the last: its clean-up, then a jump)
    return 1


def _returning_match_to_default(version, stmts):
    """`match s: case P: A; return None` ... + the rest of the function is
    `match s: case P: A ... case _: rest` when every case leaves (most by
    a copy of the implicit exit) and none always matches: only no case
    matching reaches the rest. 3.11+ copies the exit into each case, the
    default case's end included, so both compile alike where no case
    holds more than one way out; where one does (a try/finally, an if
    whose test has two false jumps), only the default case has each of
    them reach its own copy, as the source had."""
    for k, stmt in enumerate(stmts[:-1]):
        if not (isinstance(stmt, Match) and stmt.cases and refutable(stmt)):
            continue
        copied = [c for c in stmt.cases if c.body and is_return_none(c.body[-1]) and not _kept_return(version, c.body)]
        if not copied or not all(c.body and isinstance(c.body[-1], LEAVING) for c in stmt.cases):
            continue
        for case in copied:
            case.body = _strip_trailing_return(version, case.body, function=True) or [ast.Pass()]
        stmt.cases.append(match_case(pattern=MatchAs(pattern=None, name=None), guard=None, body=stmts[k + 1 :]))
        del stmts[k + 1 :]
        return


def _returned_constant_tests(stmts):
    """`if 0: return x` then `return y` is `return (x if 0 else y)` (3.8,
    3.9): the compiler drops an if statement's constant test, but keeps a
    conditional expression's, whose arms' jumps to the return became
    returns."""
    for stmts in lists_inner_first(stmts):
        k = 0
        while k < len(stmts):
            stmt = stmts[k]
            if _returns_value(stmt) and k + 1 < len(stmts) and _returns_value(stmts[k + 1]):
                # (a return after a return: the compiler drops the dead code
                # after a return statement, but keeps the dead arm of a
                # conditional expression whose constant test it dropped)
                value = ast.IfExp(test=const(True), body=stmt.value, orelse=stmts[k + 1].value)
                stmts[k:k + 2] = [ast.copy_location(ast.Return(value), stmt)]
                continue
            rest = stmt.orelse if isinstance(stmt, ast.If) and stmt.orelse else stmts[k + 1:k + 2]
            if _returns_under_constant_test(stmt) and len(rest) == 1 and _returns_value(rest[0]):
                value = ast.IfExp(test=stmt.test, body=stmt.body[0].value, orelse=rest[0].value)
                stmts[k:k + (1 if stmt.orelse else 2)] = [ast.copy_location(ast.Return(value), stmt)]
            k += 1


def _returns_value(stmt):
    """A return of a value (not the remnant of a dead one: Lifter.dead_return_remnant)."""
    return isinstance(stmt, ast.Return) and stmt.value is not None and not getattr(stmt, "_dead_remnant", False)


def _returns_under_constant_test(stmt):
    """`if <constant>: return X` (an else or not; a false constant is
    spelled `0 and 1`: segments.kept_false_test)."""
    if not isinstance(stmt, ast.If) or len(stmt.body) != 1 or not _returns_value(stmt.body[0]):
        return False
    test = stmt.test
    return isinstance(test, ast.Constant) or isinstance(test, ast.BoolOp) and all(isinstance(v, ast.Constant) for v in test.values)


def _try_exits_copied(version, node):
    """A try (no finally) whose else ends in a copy of the implicit
    `return None` and whose clauses each end in one or never finish."""
    if not isinstance(node, ast.Try) or node.finalbody or not node.orelse or not node.handlers:
        return False
    if not is_return_none(node.orelse[-1]) or _kept_return(version, node.orelse):
        return False
    for h in node.handlers:
        last = h.body[-1]
        if is_return_none(last):
            if _kept_return(version, h.body):
                return False
        elif not isinstance(last, (ast.Raise, ast.Return)):
            return False
    return True


def _same_stmt(a, b):
    return same_tree(a, b)


def _merge_copied_tails(stmts, code):
    """`if a: A; R` `if b: B; R` ... `F` where R is a short exit (`return
    x`, `raise e`) is `if a: A elif b: B else: F` then R when co_names has
    R's names after F's: 3.10+ copies a short exit block onto each jump to
    it, and the original then has no other way in. Both compile alike but
    for that order."""
    for stmt in stmts:
        if nests_statements(stmt):
            for inner in statement_lists(stmt):
                _merge_copied_tails(inner, code)
    for k, stmt in enumerate(stmts):
        if not (isinstance(stmt, ast.If) and not stmt.orelse and len(stmt.body) > 1 and isinstance(stmt.body[-1], (ast.Return, ast.Raise))):
            continue
        tail = stmt.body[-1]
        m = k + 1
        while m < len(stmts) and isinstance(stmts[m], ast.If) and not stmts[m].orelse and len(stmts[m].body) > 1 and _same_stmt(stmts[m].body[-1], tail):
            m += 1
        rest = stmts[m:]
        if not rest or not isinstance(rest[-1], (ast.Return, ast.Raise)):
            continue
        if _same_stmt(rest[-1], tail):
            rest = rest[:-1]
        elif m == k + 1:
            continue  # one if and no copy after it: nothing was copied
        own = source_names(code, [tail])
        if not own:
            continue  # (a tail that names nothing: co_names cannot tell the order)
        later = [x for nxt in stmts[k + 1 : m] for x in [nxt.test] + nxt.body[:-1]] + rest
        if first_of(code, source_names(code, stmts[:k] + [stmt.test] + stmt.body[:-1]), own, source_names(code, later)) is not False:
            continue
        node = stmt
        node.body.pop()
        for nxt in stmts[k + 1 : m]:
            nxt.body.pop()
            node.orelse = [nxt]
            node = nxt
        node.orelse = rest
        stmts[k + 1 :] = [tail]
        return


def _else_from_names(stmts, code, seen=(), cold=False):
    """`try: A except E: H` (every clause leaving: return, raise, break,
    continue) + `B; C` is `try: A except E: H else: B` + C when co_names
    has B's names before H's: 3.12+ compiles the else before the clauses
    (and lays the clauses out last), so both spellings compile alike but
    for that order. Not in a handler's code (`cold`: an except clause, a
    finally body read from its handler copy), which keeps the order it was
    compiled in: the code after the statement comes past the clauses
    there, behind the body's jump over them, which the reading saw."""
    seen = list(seen)
    for k, stmt in enumerate(stmts):
        if not nests_statements(stmt):
            continue  # (no statement list inside, no try statement: most statements)
        header = [getattr(stmt, f) for f in ("test", "iter", "target") if getattr(stmt, f, None) is not None]
        header += [item.context_expr for item in getattr(stmt, "items", ())]
        prior = seen + stmts[:k] + header
        handled = {id(h.body) for h in getattr(stmt, "handlers", ())} | ({id(stmt.finalbody)} if isinstance(stmt, ast.Try) else set())
        for inner in statement_lists(stmt):
            _else_from_names(inner, code, prior, cold or id(inner) in handled)
            prior = prior + inner  # (names the code before it introduced)
        if cold or not (isinstance(stmt, ast.Try) and stmt.handlers and not stmt.orelse and not stmt.finalbody):
            continue
        if not all(h.body and isinstance(h.body[-1], (ast.Return, ast.Raise, ast.Continue, ast.Break)) for h in stmt.handlers):
            continue
        end = _else_end(code, seen + stmts[:k] + stmt.body, stmts, k, stmt.handlers)
        if end > k + 1:
            stmt.orelse = stmts[k + 1 : end]
            del stmts[k + 1 : end]


def _else_end(code, before, stmts, k, handlers):
    """Where the else of the try statement `stmts[k]` (whose clauses are
    `handlers`; `before`: the code before its clauses) ends: the
    statements after it whose co_names entries (`source_names`; where
    those cannot tell, its locals, `source_locals`, after the arguments)
    the compiler numbered before the clauses' (`first_of`); k + 1 where
    none.  The names said before each candidate are kept from one
    statement to the next, not found again from the function's start for
    each (that was quadratic in the statements after a try)."""
    clauses = [x for h in handlers for x in ([h.type] if h.type is not None else []) + h.body]
    clause_names = source_names(code, clauses)
    said = source_names(code, before)
    said_locals = clause_locals = None  # (worked out when co_names cannot tell)
    locals_to = k + 1  # said_locals: before + stmts[k + 1 : locals_to]
    m = end = k + 1  # (a statement introducing no name cannot tell)
    while m < len(stmts):
        own = source_names(code, [stmts[m]])
        first = first_of(code, said, own, clause_names)
        if first is None:
            if said_locals is None:
                said_locals = list(code.co_varnames[:_argument_count(code)]) + source_locals(code, before)
                clause_locals = source_locals(code, handlers)
            said_locals += source_locals(code, stmts[locals_to:m])
            locals_to = m
            first = first_of(code, said_locals, source_locals(code, [stmts[m]]), clause_locals, code.co_varnames)
        if first is False:
            break
        said += own
        m += 1
        if first:
            end = m
    return end


def _strip_implicit_return(stmts):
    """Drop the implicit `return None` of a 3.8/3.9 function.

    Those compilers emit it, unreachable, after a final `return X` when
    the function's last statement is compound (`if`/`else`, `try`/`else`);
    the recompiled function keeps that exit only if it ends the same way.
    """
    if not (stmts and is_return_none(stmts[-1])):
        return
    implicit = stmts.pop()
    if stmts and _returns_under_constant_test(stmts[-1]) and not stmts[-1].orelse:
        # (the compiler drops an if statement's constant test: this one is a
        # conditional expression's, `return X if c else None`, which
        # `_returned_constant_tests` joins again)
        stmts.append(implicit)
        return
    if stmts and isinstance(stmts[-1], ast.Return):
        last = stmts[-1]
        tail_into_else(stmts)
        if stmts[-1] is last:
            # (no compound statement before it: a simple `return X` ends
            # the body, and no implicit return follows one; the
            # `return None` is the dead arm of `return X if 1 else None`,
            # which `_returned_constant_tests` joins again, or, X None
            # too, the else arm a dead `return a if b else None` leaves)
            stmts.append(implicit)


def _argument_count(code):
    flags = code.co_flags
    return code.co_argcount + code.co_kwonlyargcount + bool(flags & CO_VARARGS) + bool(flags & CO_VARKEYWORDS)


def _docstring_of(code):
    consts = code.co_consts
    if consts and isinstance(consts[0], str):
        return consts[0]
    return None


def _unused_free_variables(lifter):
    """Free variables no instruction touches: the source said `nonlocal x`
    and never used x (types._cell_factory), which still gives the function
    its closure cell."""
    free = [n for n in lifter.code.co_freevars if n not in ("__class__", "__classdict__") and not n.startswith(".")]
    if not free:
        return set()
    used = set()
    for ins in lifter.instrs:
        value = ins.argval
        if isinstance(value, str):
            used.add(value)
        elif isinstance(value, tuple):  # 3.13 superinstructions name two locals
            used.update(v for v in value if isinstance(v, str))
    return {n for n in free if n not in used}


def _declarations(lifter):
    decls = []
    if lifter.globals_declared:
        decls.append(ast.Global(names=sorted(lifter.globals_declared)))
    nonlocals = lifter.nonlocals_declared | _unused_free_variables(lifter)
    if nonlocals:
        decls.append(ast.Nonlocal(names=sorted(nonlocals)))
    return decls


def lift_function_body(code, depth, context, strip_docstring=True, comprehension=False, dead_names=False):
    """`dead_names`: a def's body, which may say the names only its dropped
    code used (see dead_names.py); a lambda's body is one expression."""
    lifter, stmts = _lift(code, depth, context, comprehension)
    if comprehension:
        return stmts
    for post_pass in lifter.options.post_passes:
        post_pass(stmts, code)
    version = context.version
    tries = True  # (whether a try statement may stand: 3.8/3.9 make no walk that tells)
    if not version.COPIES_EXITS:
        _strip_implicit_return(stmts)
        if version.KEEPS_UNREACHABLE_CODE:
            _returned_constant_tests(stmts)
    else:
        copies, tails, tries = exit_copy_facts(stmts)  # (one walk says whether the next passes can act: they rarely do)
        if copies:
            restore_breaks(stmts)
            merge_exit_copies(stmts)
        loop_tests_from_exit_copies(stmts)
        if version.TRY_ELSE_BEFORE_CLAUSES:
            _else_from_names(stmts, code)
        if copies or tails:  # (after the copies' passes moved statements, asked again by the pass itself)
            _merge_copied_tails(stmts, code)
        _strip_trailing_return(version, stmts, function=True)
        if version.TRY_ELSE_BEFORE_CLAUSES:
            _clauses_skip_rest(version, stmts)
        _strip_tail_returns(version, stmts)
        if lifter.facts.unwound_reraises:
            refuse_unwound_reraises(stmts, lifter.qualname)
    if dead_names and not lifter.options.names_unordered:
        dead_objects = unloaded_code_objects(code, lifter.instrs)
        # (the blocks read before dead code is put back there; most functions have no dead code object)
        blocks = dead_code_blocks(stmts, version.KEEPS_UNREACHABLE_CODE) if dead_objects else None
        restore_dead_names(code, lifter.instrs, stmts)
        used_locals = arguments_where(lifter.instrs, LOCAL_OPS)  # (one scan for both passes)
        arguments = _argument_count(code)
        restore_dead_scopes_and_locals(code, used_locals, stmts, arguments, version.KEEPS_UNREACHABLE_CODE)
        restore_dead_code_objects(lifter, stmts, blocks, dead_objects)
        restore_dead_locals(code, used_locals, stmts, arguments)
        # (3.8/3.9 keep dead code after a raise, a break, a loop: there a
        # name said again would be code; an `if 0:` body is dropped in all)
        restore_name_order(code, stmts, after_leaving=not version.KEEPS_UNREACHABLE_CODE,
                           else_first=version.TRY_ELSE_NAMED_BEFORE_CLAUSES, finally_first=version.FINALLY_SUBROUTINES,
                           finally_copies=not version.FINALLY_SUBROUTINES, tries=tries)
    if code.co_flags & CO_OPTIMIZED and not lifter.options.no_annotated_locals:
        declare_annotated_locals(stmts, code, lifter.instrs, _argument_count(code), lifter.globals_declared | lifter.nonlocals_declared)
    body = _declarations(lifter)
    if strip_docstring:
        doc = _docstring_of(code)
        if doc is not None:
            body.insert(0, ast.Expr(const(doc)))
    body.extend(stmts)
    return body


def _yields(stmts):
    """Whether `stmts` hold a yield of their own (not one of a nested scope)."""
    todo = list(stmts)
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.Yield, ast.YieldFrom)):
            return True
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            todo.extend(ast.iter_child_nodes(node))
    return False


def _dead_yield():
    # The compiler drops a constant-false test with its body but keeps the
    # generator flag the yield in it set (`while False: yield None` in the
    # stdlib's abstract `__iter__`).
    return ast.If(test=const(False), body=[ast.Expr(value=ast.Yield(value=None))], orelse=[])


def function_def_node(code, depth, context, defaults=None, kwdefaults=None, annotations=None, decorators=(), name=None):
    body = lift_function_body(code, depth, context, dead_names=True)
    if code.co_flags & (CO_GENERATOR | CO_ASYNC_GENERATOR) and not _yields(body):
        body.append(_dead_yield())
    annotations = dict(annotations or {})
    returns = annotations.pop("return", None)
    args = signature(code, defaults, kwdefaults, annotations)
    is_async = bool(code.co_flags & (CO_COROUTINE | CO_ASYNC_GENERATOR))
    kind = ast.AsyncFunctionDef if is_async else ast.FunctionDef
    # (name, args, body, decorator_list, returns, type_comment: by position)
    node = kind(name or code.co_name, args, body or [ast.Pass()], list(decorators), returns, None)
    if context.version.TYPE_PARAMS:
        node.type_params = []
    return node


def _drop_scope_exit_copies(version, stmts):
    """A module or class body has no `return` of its own: a `return None`
    ending a branch is a copy of the implicit exit (3.10+ copies it into
    the branches of the last statement, and into an `if` whose body falls
    off the end while the rest of the body is its else)."""
    if version.COPIES_EXITS and not version.COPIES_EVERY_EXIT:
        _returning_if_to_else(version, stmts)
    _strip_tail_returns(version, stmts)


def _cell_handover_copies(stmts):
    """A class body with a `__class__` cell hands it over at its implicit
    exit (`return (__classcell__ := cell)`), which 3.10+ copies into the
    branches of an if ending the body: read those copies as that exit,
    `return None` (dropped with the other copies). 3.13 stores
    `__static_attributes__` before that exit, with or without a cell: the
    store is copied with it (modules/class_ending_in_if.py)."""
    for stmt in stmts:
        if not isinstance(stmt, ast.If):
            continue
        for branch in (stmt.body, stmt.orelse):
            last = branch[-1] if branch else None
            if isinstance(last, ast.Return) and isinstance(last.value, ast.NamedExpr) and last.value.target.id == "__classcell__":
                branch[-1] = ast.Return(value=None)
                while len(branch) > 1 and isinstance(branch[-2], ast.Assign) and getattr(branch[-2].targets[0], "id", None) in _CLASS_BOOKKEEPING:
                    del branch[-2]  # (3.13: `__static_attributes__`, copied with it)
            elif is_return_none(last) and len(branch) > 1 and isinstance(branch[-2], ast.Assign) and getattr(branch[-2].targets[0], "id", None) == "__static_attributes__":
                del branch[-2]  # (the compiler's one store: one the source wrote before it stays)
            _cell_handover_copies(branch)


def class_body(code, depth, context):
    lifter, stmts = _lift(code, depth, context)
    if context.version.COPIES_EXITS:
        _cell_handover_copies(stmts)
    if context.version.COPIES_EXITS:
        loop_returns_as_breaks(stmts)
    out = []
    for index, stmt in enumerate(stmts):
        if is_class_scope_bookkeeping(stmt, context.version):
            continue
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            target = stmt.targets[0].id
            if target in _CLASS_BOOKKEEPING:
                continue
            if target == "__doc__" and not out and isinstance(stmt.value, ast.Constant):
                out.append(ast.Expr(value=stmt.value))
                continue
        if isinstance(stmt, ast.Return) and index == len(stmts) - 1:
            continue
        out.append(stmt)
    _drop_scope_exit_copies(context.version, out)
    return _declarations(lifter) + out


def module_body(code, context):
    lifter, stmts = _lift(code, 0, context)
    if context.version.COPIES_EXITS:
        loop_returns_as_breaks(stmts)
    _strip_trailing_return(context.version, stmts)
    _drop_scope_exit_copies(context.version, stmts)
    if stmts and isinstance(stmts[0], ast.Assign):
        first = stmts[0]
        if len(first.targets) == 1 and isinstance(first.targets[0], ast.Name) and first.targets[0].id == "__doc__":
            stmts[0] = ast.Expr(value=first.value)
    return _declarations(lifter) + stmts


class _LambdaReader(FunctionOps):
    """What reading a lambda's code object on its own needs of a lifter."""

    def __init__(self, context):
        self.context = context
        self.version = context.version
        self.depth = 0
        self.options = COMPILED_FROM_SOURCE

    def error(self, message, ins=None):
        return DecompilationError(message, "<lambda>")


def decompile_code(code, name=None, function=None, constants=None, constant_prefix="__const_", reading=None,
                   folded_constants=None, version=None):
    """The `ast` for `code`: a Module for modules, a def for functions.

    `constants` (a dict) receives the constants the source cannot spell
    (objects a code generator put in co_consts), under the names the source
    uses.  `reading` chooses the `ReadingOptions` of each code object, and
    `folded_constants` (a set) receives the integers folded subscripts no
    longer load (see LiftContext).  `version`: the CPython version whose
    bytecode `code` holds ((3, 12) or its `bytecode.versions.Version`;
    None: the running interpreter's); an unknown version, or one whose
    layouts nobody measured, is an error.
    """
    version = version_facts(version)
    version.require_layouts()
    context = LiftContext(constants if constants is not None else {}, constant_prefix, reading, folded_constants,
                          version=version)
    context.nested = NestedLifting(context)
    try:
        if code.co_name == "<module>":
            return ast.Module(body=module_body(code, context) or [ast.Pass()], type_ignores=[])
        if code.co_name == "<lambda>":
            return ast.Expression(body=_LambdaReader(context).lambda_of(FunctionValue(code, None, None, None, None), None))
        if not code.co_flags & CO_NEWLOCALS:
            return ast.Module(body=class_body(code, 0, context) or [ast.Pass()], type_ignores=[])
        defaults = kwdefaults = None
        if function is not None:
            defaults, kwdefaults = function_defaults(function)
        node = function_def_node(code, 0, context, defaults, kwdefaults, name=name)
        return ast.Module([node], [])
    except RecursionError:
        raise DecompilationError("code nested too deeply to decompile", getattr(code, "co_qualname", code.co_name))
    finally:
        # (the context and its entry points refer to each other: the cycle
        # broken, the decompile's objects die by reference count instead of
        # piling up for the collector, about 60 of them a decompile)
        context.nested = None
