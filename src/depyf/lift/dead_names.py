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
from ..errors import DecompilationError
from ..bytecode.idioms import where
from .functions import COMPREHENSIONS
from .names import LOCAL_OPS, NAME_OPS, code_locals, source_names
from .nodes import LEAVING, FunctionValue, IterValue, children, const, name, no_arguments, walk

_OWN_CODE = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def restore_dead_names(code, instrs, stmts):
    """Put the names of co_names that no instruction uses back into `stmts`
    (a function body) as dead code, where their order in co_names allows."""
    dead = names_only_dead_code_used(code, instrs)
    if not dead or set(dead) & set(source_names(code, stmts)):
        return
    for name in dead:
        _place(code, stmts, name)


def restore_dead_scopes_and_locals(code, instrs, blocks, arguments):
    """Put back, as dead code after the last statement that leaves its
    block, what only dropped code made: the cells of co_cellvars no nested
    code object closes over (a dead comprehension or lambda made them
    cells; its code object, the last constant, was trimmed from co_consts),
    as a lambda closing over them, and the locals ending co_varnames no
    instruction uses (a dead store), as a store (`arguments`: how many
    locals the arguments are; `blocks`: `dead_code_blocks`)."""
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


def dead_code_blocks(stmts, after_return_only):
    """The statement lists ending in a statement that leaves them, where
    what follows is dead code (`after_return_only`: 3.8/3.9 keep the dead
    code after a raise, a break or a loop, and drop it after a return)."""
    return [block for block in _leaving_blocks(stmts) if not after_return_only or isinstance(block[-1], ast.Return)]


def restore_dead_code_objects(lifter, stmts, blocks):
    """Put back, as dead code after the last of `blocks` (`dead_code_blocks`,
    read before other dead code was put back), the comprehensions and
    lambdas whose code objects co_consts holds but no instruction loads:
    the compiler made the code object, then dropped the dead code that made
    a function of it (3.8-3.11 keep the constant), and its effects (a call,
    a yield) are counted with the function's own. Their iterable was dead
    code too: an empty tuple stands for it. With no such block, after a
    `return` written at the end of the body (`stmts`): the implicit one."""
    loaded = {id(ins.argval) for ins in lifter.instrs}
    dead = [value for value in lifter.code.co_consts if isinstance(value, CODE_TYPES) and id(value) not in loaded]
    if not dead:
        return
    values = []
    ins = lifter.instrs[-1] if lifter.instrs else None
    for code in dead:
        function = FunctionValue(code, None, {}, {}, None)
        try:
            if code.co_name in COMPREHENSIONS:
                values.append(lifter.comprehension(function, IterValue(ast.Tuple(elts=[], ctx=ast.Load())), ins))
            elif code.co_name == "<lambda>":
                values.append(lifter.lambda_of(function, ins))
            # (a def or class statement would bind its name: not dead code's to say)
        except DecompilationError:
            continue  # (left out: the self-check says whether that loses anything)
    if not values:
        return
    if blocks:
        block = blocks[-1]
    else:
        stmts.append(ast.Return(value=None))
        block = stmts
    block.extend(ast.Expr(value=value) for value in values)


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
    blocks.sort(key=lambda block: not isinstance(block[-1], ast.Return))
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
