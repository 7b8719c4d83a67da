"""A `while True:` whose body ends in a copy of the implicit `return None`
is a loop with a test.

`while True:` leaves only by `break` (or a statement leaving the function),
so no copy of the function's implicit exit ends its body. A `while c:`
ending the function goes there when `c` fails; a body that never reaches
its end (a `return`, its last jump back a `continue` laid out past it: in
an except clause, or after a try statement whose finally copy is there)
leaves the reader without the loop's closing jump, and it reads
`while True: if c: body` + the copy (3.12+ copies the exit onto each of the
test's jumps, one copy where the source wrote `return`). Those compile
alike but for the copies, and run alike: the if's body never falls off
(nor breaks: that would go past the copy), and the copy leaves.
"""

import ast

from .nodes import LEAVING, is_return_none, statement_lists

_LOOPS = (ast.While, ast.For, ast.AsyncFor)
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)


def loop_tests_from_exit_copies(stmts):
    """Rewrite the function's last statement (`stmts`, a function body)
    `while True: if c: B` + a copied `return None` to `while c: B` +
    `return None` after the loop (the implicit exit, dropped later)."""
    if not stmts:
        return
    loop = stmts[-1]
    if not (isinstance(loop, ast.While) and not loop.orelse and _true(loop.test) and len(loop.body) == 2):
        return
    branch, exit_ = loop.body
    if not (isinstance(branch, ast.If) and not branch.orelse and _copied_return_none(exit_)):
        return
    if not (branch.body and isinstance(branch.body[-1], LEAVING)) or _breaks(branch.body):
        return
    stmts[-1] = ast.copy_location(ast.While(test=branch.test, body=branch.body, orelse=[]), loop)
    stmts.append(exit_)


def _true(test):
    return isinstance(test, ast.Constant) and test.value is True


def _copied_return_none(stmt):
    """A `return None` the lifter did not find written (see
    driver._kept_return): a copy of the implicit exit."""
    return is_return_none(stmt) and not getattr(stmt, "_written", False)


def _breaks(stmts):
    """Whether `stmts` hold a `break` of the loop around them (not one of a
    loop inside, but for its else)."""
    todo = list(stmts)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Break):
            return True
        if isinstance(node, _SCOPES):
            continue
        if isinstance(node, _LOOPS):
            todo.extend(node.orelse)
            continue
        for inner in statement_lists(node):
            todo.extend(inner)
        for case in getattr(node, "cases", ()):
            todo.extend(case.body)
    return False
