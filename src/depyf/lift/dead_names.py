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
from .nodes import LEAVING, children, const, name, no_arguments, walk

_OWN_CODE = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def restore_dead_names(code, instrs, stmts):
    """Put the names of co_names that no instruction uses back into `stmts`
    (a function body) as dead code, where their order in co_names allows."""
    dead = names_only_dead_code_used(code, instrs)
    if not dead or set(dead) & set(source_names(code, stmts)):
        return
    for name in dead:
        _place(code, stmts, name)


def restore_dead_scopes_and_locals(code, instrs, stmts, arguments, after_return_only):
    """Put back, as dead code after the last statement that leaves its
    block, what only dropped code made: the cells of co_cellvars no nested
    code object closes over (a dead comprehension or lambda made them
    cells; its code object, the last constant, was trimmed from co_consts),
    as a lambda closing over them, and the locals ending co_varnames no
    instruction uses (a dead store), as a store (`arguments`: how many
    locals the arguments are). `after_return_only`: the
    compiler keeps the dead code after a raise, a break or a loop (3.8/3.9)."""
    users = set()
    for value in code.co_consts:
        if isinstance(value, CODE_TYPES):
            users.update(value.co_freevars)
    cells = [name(cell) for cell in code.co_cellvars if cell not in users and cell.isidentifier()]
    stores = _locals_only_dead_code_bound(code, instrs, arguments)
    if not cells and not stores:
        return  # (most functions: no walk of the tree for the blocks)
    blocks = [block for block in _leaving_blocks(stmts) if not after_return_only or isinstance(block[-1], ast.Return)]
    if not blocks:
        return
    if cells:
        body = cells[0] if len(cells) == 1 else ast.Tuple(elts=cells, ctx=ast.Load())
        blocks[-1].append(ast.Expr(value=ast.Lambda(args=no_arguments(), body=body)))
    if stores:
        blocks[-1].append(ast.Assign(targets=[name(local, ast.Store()) for local in stores], value=const(None)))


def _locals_only_dead_code_bound(code, instrs, arguments):
    """The locals ending co_varnames (past the arguments) that no
    instruction uses, when every local after the first of them is one."""
    own = code.co_varnames[arguments:]
    if not own or own[-1] in code.co_cellvars or not own[-1].isidentifier():
        return []  # (the last local cannot be one: no scan of the instructions)
    used = {instrs[k].argval for k in where(instrs, LOCAL_OPS, 0, len(instrs))}
    dead = [local for local in own if local not in used and local not in code.co_cellvars]
    if not dead or own[len(own) - len(dead):] != tuple(dead) or not all(local.isidentifier() for local in dead):
        return []
    return dead


def names_only_dead_code_used(code, instrs):
    """The names of co_names no instruction uses, in their order."""
    if not code.co_names:
        return []  # (no scan of the instructions)
    used = {instrs[k].argval for k in where(instrs, NAME_OPS, 0, len(instrs))}
    if len(used) >= len(code.co_names) and used.issuperset(code.co_names):
        return []  # (the common case: every name used)
    local = code_locals(code)
    return [n for n in code.co_names if n not in used and n not in local and n.isidentifier()]


def restore_name_order(code, stmts):
    """Where the source says every name of co_names but first says one
    later than co_names numbers it, dead code dropped by the compiler said
    it there first (a try's else after a body that returns: 3.12+ compiles
    the else before the clauses): say it there again, dead, after a
    leaving statement. Kept only when the names then come in co_names'
    order exactly (else the order is left as it was)."""
    if not _try_body_leaving(stmts):
        return
    local = code_locals(code)
    order = [n for n in code.co_names if n not in local and n.isidentifier()]
    said = _first_mentions(code, stmts)
    if said == order or set(said) != set(order):
        return
    if any(isinstance(node, ast.Try) and node.finalbody for stmt in stmts for node in walk(stmt)):
        return  # (a return, break or continue names a finally body's names where it stands: not said in source order)
    placed = []
    while said != order and len(placed) < len(order):
        k = next(k for k, (a, b) in enumerate(zip(said, order)) if a != b)
        block = _place(code, stmts, order[k])
        if block is None:
            break
        placed.append(block)
        said = _first_mentions(code, stmts)
    if said != order:
        for block in placed:
            block.pop()


def _try_body_leaving(stmts):
    """Whether a try statement with handlers has a body that leaves (the
    dead code that says a name first is its else; a cheap test before
    the names of the whole tree are read)."""
    for stmt in stmts:
        if not (hasattr(stmt, "body") or hasattr(stmt, "cases")) or isinstance(stmt, _OWN_CODE):
            continue  # (a simple statement; a nested def's names are its code's)
        if isinstance(stmt, ast.Try) and stmt.handlers and stmt.body and isinstance(stmt.body[-1], LEAVING):
            return True
        # (in the order of a list of the blocks and `any` over it, without them)
        for field in _BLOCK_FIELDS:
            block = getattr(stmt, field, ())
            if block and _try_body_leaving(block):
                return True
        for clauses in (getattr(stmt, "handlers", ()), getattr(stmt, "cases", ())):
            for clause in clauses:
                if _try_body_leaving(clause.body):
                    return True
    return False


_BLOCK_FIELDS = ("body", "orelse", "finalbody")


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
    blocks.sort(key=lambda block: not isinstance(block[-1], ast.Return))
    for block, said in zip(blocks, _names_up_to_each(code, stmts, name, blocks)):
        if said is not None and earlier <= said and not (later & said):
            block.append(ast.Expr(value=ast.Name(id=name, ctx=ast.Load())))
            return block
    return None


def _names_up_to_each(code, stmts, name, blocks):
    """For each of `blocks` (statement lists in `stmts`), the names the
    source would say before the dead `name` said at the block's end (None
    if absent): one walk of the tree with a marker ending each block, not
    one walk a block (a marker is no identifier: no name of the code)."""
    for k, block in enumerate(blocks):
        block.append(ast.Expr(value=ast.Name(id="\0%d" % k, ctx=ast.Load())))
    try:
        said = source_names(code, stmts)
    finally:
        for block in blocks:
            block.pop()
    names, marked_at = [], {}
    for n in said:
        if n.startswith("\0"):
            marked_at.setdefault(int(n[1:]), len(names))
        else:
            names.append(n)
    first = names.index(name) if name in names else None
    visible = name not in code_locals(code)  # (a local's mention says no name of co_names)
    out = []
    for k in range(len(blocks)):
        at = marked_at.get(k) if visible else None
        if at is not None and (first is None or at <= first):
            out.append(set(names[:at]))
        else:
            out.append(None if first is None else set(names[:first]))
    return out


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
    if stmts and (isinstance(stmts[-1], LEAVING) or _endless(stmts[-1])):
        yield stmts


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
