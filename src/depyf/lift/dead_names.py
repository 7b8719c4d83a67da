"""Names only dead code used, put back as dead code.

The compiler numbers a name in co_names when it compiles the code using it,
then drops that code when nothing reaches it (after a `return`, behind a
constant test, after an endless loop). The function's instructions then
never use the name, but co_names still holds it, at its place in source
order. The decompiled source says the name, unreachable, right after a
statement that leaves its block: the recompiled function drops it again and
numbers it at the same place.
"""

import ast

from ..bytecode.code_record import CODE_TYPES
from ..bytecode.idioms import where
from .names import LOCAL_OPS, NAME_OPS, code_locals, source_names
from .nodes import LEAVING, children, const, is_const, name, no_arguments, walk

_OWN_CODE = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def restore_dead_names(code, instrs, stmts):
    """Put the names of co_names that no instruction uses back into `stmts`
    (a function body) as dead code, where their order in co_names allows."""
    dead = names_only_dead_code_used(code, instrs)
    if not dead or set(dead) & set(source_names(code, stmts)):
        return
    for name in dead:
        if _place(code, stmts, name) is None:
            _place_under_false_test(code, stmts, name)


def restore_dead_scopes_and_locals(code, instrs, stmts, arguments, after_return_only):
    """Put back, as dead code after the last statement that leaves its
    block, what only dropped code made: the cells of co_cellvars no nested
    code object closes over (a dead comprehension or lambda made them
    cells; its code object, the last constant, was trimmed from co_consts),
    as a lambda closing over them, and the locals ending co_varnames no
    instruction uses (a dead store), as a store (`arguments`: how many
    locals the arguments are). `after_return_only`: the
    compiler keeps the dead code after a raise, a break or a loop (3.8/3.9)."""
    blocks = [block for block in _leaving_blocks(stmts) if not after_return_only or isinstance(_leaver(block), ast.Return)]
    if not blocks:
        return
    users = set()
    for value in code.co_consts:
        if isinstance(value, CODE_TYPES):
            users.update(value.co_freevars)
    cells = [name(cell) for cell in code.co_cellvars if cell not in users and cell.isidentifier()]
    if cells:
        body = cells[0] if len(cells) == 1 else ast.Tuple(elts=cells, ctx=ast.Load())
        blocks[-1].append(ast.Expr(value=ast.Lambda(args=no_arguments(), body=body)))
    stores = _locals_only_dead_code_bound(code, instrs, arguments)
    if stores:
        blocks[-1].append(ast.Assign(targets=[name(local, ast.Store()) for local in stores], value=const(None)))


def _locals_only_dead_code_bound(code, instrs, arguments):
    """The locals ending co_varnames (past the arguments) that no
    instruction uses, when every local after the first of them is one."""
    used = {instrs[k].argval for k in where(instrs, LOCAL_OPS, 0, len(instrs))}
    own = code.co_varnames[arguments:]
    dead = [local for local in own if local not in used and local not in code.co_cellvars]
    if not dead or own[len(own) - len(dead):] != tuple(dead) or not all(local.isidentifier() for local in dead):
        return []
    return dead


def names_only_dead_code_used(code, instrs):
    """The names of co_names no instruction uses, in their order."""
    used = {instrs[k].argval for k in where(instrs, NAME_OPS, 0, len(instrs))}
    local = code_locals(code)
    return [n for n in code.co_names if n not in used and n not in local and n.isidentifier()]


def restore_name_order(code, stmts):
    """Where the source says every name of co_names but first says one
    later than co_names numbers it, dead code dropped by the compiler said
    it there first: say it there again, dead. After a leaving statement
    where a try's else follows a body that returns (3.12+ compiles the
    else before the clauses); else under a false test (`if False: g`),
    where the source tested a constant (`if 0: g(1)`, the body compiled,
    numbering its names, then dropped). Kept only when the names then come
    in co_names' order exactly (else the order is left as it was)."""
    local = code_locals(code)
    order = [n for n in code.co_names if n not in local and n.isidentifier()]
    said = _first_mentions(code, stmts)
    if said == order or set(said) != set(order):
        return
    if any(isinstance(node, ast.Try) and node.finalbody for stmt in stmts for node in walk(stmt)):
        return  # (a return, break or continue names a finally body's names where it stands: not said in source order)
    after_leaving = _try_body_leaving(stmts)
    # (a try's else said after its clauses is numbered before them: the
    # order said is no evidence of a dropped test then)
    under_test = not any(isinstance(node, ast.Try) and node.orelse for stmt in stmts for node in walk(stmt))
    placed = []
    while said != order and len(placed) < len(order):
        k = next(k for k, (a, b) in enumerate(zip(said, order)) if a != b)
        block = _place(code, stmts, order[k]) if after_leaving else None
        spot = (block, block[-1]) if block is not None else _place_under_false_test(code, stmts, order[k]) if under_test else None
        if spot is None:
            break
        placed.append(spot)
        said = _first_mentions(code, stmts)
    if said != order:
        for block, stmt in placed:
            block.remove(stmt)


def _place_under_false_test(code, stmts, name):
    """Put `if False: name` at the first place, in source order, where
    every co_names entry before `name` is already said and none after it;
    (the statement list, the if) or None."""
    order = code.co_names
    k = order.index(name)
    earlier, later = set(order[:k]), set(order[k + 1 :])
    for block, i in _places(stmts, stmts):
        dead = ast.If(test=const(False), body=[ast.Expr(value=ast.Name(id=name, ctx=ast.Load()))], orelse=[])
        block.insert(i, dead)
        said = _names_up_to(code, stmts, name)
        if said is not None and later & said:
            block.remove(dead)
            return None  # (further places say more)
        if said is not None and earlier <= said:
            return block, dead
        block.remove(dead)
    return None


def _places(block, body):
    """The places a statement may go, (statement list, index), in source
    order: before each statement and at the end of each list, nested ones
    included, but not before a docstring, inside an `elif` chain's else or
    in a nested def or class (its names are its own code's)."""
    for i, stmt in enumerate(block):
        if not (block is body and i == 0 and isinstance(stmt, ast.Expr) and is_const(stmt.value) and isinstance(stmt.value.value, str)):
            yield block, i
        if isinstance(stmt, _OWN_CODE):
            continue
        inner = [getattr(stmt, field, None) for field in ("body", "orelse", "finalbody")]
        inner[1:1] = [clause.body for clause in getattr(stmt, "handlers", [])]
        inner += [case.body for case in getattr(stmt, "cases", [])]
        for nested in inner:
            if isinstance(nested, list) and nested and isinstance(nested[0], ast.stmt):
                if nested is getattr(stmt, "orelse", None) and len(nested) == 1 and isinstance(nested[0], ast.If):
                    continue  # (an elif)
                yield from _places(nested, body)
    yield block, len(block)


def _try_body_leaving(stmts):
    """Whether a try statement with handlers has a body that leaves (the
    dead code that says a name first is its else; a cheap test before
    the names of the whole tree are read)."""
    for stmt in stmts:
        if not (hasattr(stmt, "body") or hasattr(stmt, "cases")) or isinstance(stmt, _OWN_CODE):
            continue  # (a simple statement; a nested def's names are its code's)
        if isinstance(stmt, ast.Try) and stmt.handlers and stmt.body and isinstance(stmt.body[-1], LEAVING):
            return True
        inner = [getattr(stmt, "body", ()), getattr(stmt, "orelse", ()), getattr(stmt, "finalbody", ())]
        inner += [clause.body for clause in getattr(stmt, "handlers", []) + getattr(stmt, "cases", [])]
        if any(_try_body_leaving(block) for block in inner):
            return True
    return False


def _first_mentions(code, stmts):
    """The names the source says, each once, in the order it first says them."""
    return list(dict.fromkeys(source_names(code, stmts)))


def _place(code, stmts, name):
    """Put `name` after the first leaving statement where every co_names
    entry before it is already said and none after it is: a `return`
    first (3.8/3.9 keep the dead code after a raise, a break or a loop,
    and drop it only after a return)."""
    order = code.co_names
    k = order.index(name)
    earlier, later = set(order[:k]), set(order[k + 1 :])
    blocks = list(_leaving_blocks(stmts))
    blocks.sort(key=lambda block: not isinstance(_leaver(block), ast.Return))
    for block in blocks:
        block.append(ast.Expr(value=ast.Name(id=name, ctx=ast.Load())))
        said = _names_up_to(code, stmts, name)
        if said is not None and earlier <= said and not (later & said):
            return block
        block.pop()
    return None


def _names_up_to(code, stmts, name):
    """The names the source says before the dead `name` (None if absent)."""
    names = source_names(code, stmts)
    if name not in names:
        return None
    return set(names[: names.index(name)])


def _leaving_blocks(stmts):
    """Statement lists (in source order) ending in a statement that leaves
    them: what follows there is unreachable."""
    for stmt in stmts:
        for field in ("body", "orelse", "finalbody"):
            inner = getattr(stmt, field, None)
            if isinstance(inner, list) and inner and isinstance(inner[0], ast.stmt):
                yield from _leaving_blocks(inner)
        for handler in getattr(stmt, "handlers", ()):
            yield from _leaving_blocks(handler.body)
        for case in getattr(stmt, "cases", ()):
            yield from _leaving_blocks(case.body)
    if _leaver(stmts) is not None:
        yield stmts


def _leaver(stmts):
    """The last statement of `stmts` that leaves them, or None: the last
    one, or the one before the dead code already put back after it (a name
    said again, then the dead store of a local: each pass appends there)."""
    for stmt in reversed(stmts):
        if isinstance(stmt, LEAVING) or _endless(stmt):
            return stmt
    return None


def _endless(stmt):
    """`while True:` with no break of its own."""
    if not (isinstance(stmt, ast.While) and isinstance(stmt.test, ast.Constant) and stmt.test.value and not stmt.orelse):
        return False
    todo = list(stmt.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Break):
            return False
        if not isinstance(node, (ast.While, ast.For, ast.AsyncFor, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            todo.extend(children(node))
    return True
