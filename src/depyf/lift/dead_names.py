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
from itertools import filterfalse
import copy
from functools import partial

from ..bytecode.code_record import CODE_TYPES
from ..errors import DecompilationError
from ..bytecode.idioms import arguments_where
from .functions import COMPREHENSIONS
from .names import LOCAL_OPS, NAME_OPS, code_locals, source_locals, source_names
from .nodes import LEAVING, FunctionValue, IterValue, children, const, name, no_arguments, statement_fields, walk

_OWN_CODE = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def restore_dead_names(code, instrs, stmts):
    """Put the names of co_names that no instruction uses back into `stmts`
    (a function body) as dead code, where their order in co_names allows."""
    dead = names_only_dead_code_used(code, instrs)
    if not dead or set(dead) & set(source_names(code, stmts)):
        return
    for name in dead:
        if _place(code, stmts, name) is None:
            _place_dead_test(code, stmts, name)


def restore_dead_scopes_and_locals(code, used_locals, stmts, arguments, after_return_only):
    """Put back, as dead code after the last statement that leaves its
    block, what only dropped code made: the cells of co_cellvars no nested
    code object closes over (a dead comprehension or lambda made them
    cells; its code object, the last constant, was trimmed from co_consts),
    as a lambda closing over them, and the locals ending co_varnames no
    instruction uses (a dead store), as a store (`arguments`: how many
    locals the arguments are; `used_locals`: those the instructions use,
    `arguments_where(instrs, LOCAL_OPS)`). `after_return_only`: the
    compiler keeps the dead code after a raise, a break or a loop (3.8/3.9)."""
    cells = []
    if code.co_cellvars:  # (most functions have no cell: no loop over co_consts)
        users = set()
        for value in code.co_consts:
            if isinstance(value, CODE_TYPES):
                users.update(value.co_freevars)
        cells = [name(cell) for cell in code.co_cellvars if cell not in users and cell.isidentifier()]
    stores = _locals_only_dead_code_bound(code, used_locals, arguments)
    if not cells and not stores:
        return  # (most functions: no walk of the tree for the blocks)
    blocks = dead_code_blocks(stmts, after_return_only)
    if not blocks and after_return_only and stores:
        # (3.8/3.9 number a local only where they compile its store: not
        # in an `if 0:` body, but after a return, the last one here, a
        # bare `return` left out as the implicit one: said again)
        stmts.append(ast.Return(value=None))
        blocks = [stmts]
    if cells:
        body = cells[0] if len(cells) == 1 else ast.Tuple(elts=cells, ctx=ast.Load())
        closure = ast.Expr(value=ast.Lambda(args=no_arguments(), body=body))
        if blocks:
            blocks[-1].append(closure)
        else:
            # (no statement leaves a block: the dead code was behind a
            # constant test; co_cellvars is in name order, any place does)
            stmts.append(ast.If(test=const(0), body=[closure], orelse=[]))
    if not blocks:
        return
    if stores:
        blocks[-1].append(ast.Assign(targets=[name(local, ast.Store()) for local in stores], value=const(None)))


def dead_code_blocks(stmts, after_return_only):
    """The statement lists ending in a statement that leaves them, where
    what follows is dead code (`after_return_only`: 3.8/3.9 keep the dead
    code after a raise, a break or a loop, and drop it after a return)."""
    return [block for block in _leaving_blocks(stmts) if not after_return_only or isinstance(_leaving_statement(block), ast.Return)]


def unloaded_code_objects(code, instrs):
    """The code objects of co_consts no instruction of `instrs` loads."""
    codes = [value for value in code.co_consts if isinstance(value, CODE_TYPES)]
    if not codes:
        return []  # (most functions: no scan of the instructions)
    loaded = {id(ins.argval) for ins in instrs}
    return [value for value in codes if id(value) not in loaded]


def restore_dead_code_objects(lifter, stmts, blocks, dead):
    """Put back, as dead code after the last of `blocks` (`dead_code_blocks`,
    read before other dead code was put back), the comprehensions and
    lambdas of `dead` (`unloaded_code_objects`: co_consts holds them but
    no instruction loads them): the compiler made the code object, then
    dropped the dead code that made a function of it (3.8-3.11 keep the
    constant), and its effects (a call, a yield) are counted with the
    function's own. Their iterable was dead code too: an empty tuple
    stands for it. With no such block, after a `return` written at the
    end of the body (`stmts`): the implicit one."""
    if not dead:
        return
    ins = lifter.instrs[-1] if lifter.instrs else None
    for code in dead:
        function = FunctionValue(code, None, {}, {}, None)
        try:
            if code.co_name in COMPREHENSIONS:
                value = lifter.comprehension(function, IterValue(ast.Tuple(elts=[], ctx=ast.Load())), ins)
            elif code.co_name == "<lambda>":
                value = lifter.lambda_of(function, ins)
            else:
                continue  # (a def or class statement would bind its name: not dead code's to say)
        except DecompilationError:
            continue  # (left out: the self-check says whether that loses anything)
        if not blocks:
            stmts.append(ast.Return(value=None))
            blocks = [stmts]
        _dead_code_block(blocks, code.co_firstlineno).append(ast.Expr(value=value))


def _dead_code_block(blocks, line):
    """The block of `blocks` (`_leaving_blocks`' order, inner first) a
    dead code object first written at `line` follows: of those begun
    before that line, the one that ends last before it; else (a statement
    read from a copy may carry the copy's line) the one begun last; else
    the last block.  (Where it stands decides where its constant goes in
    co_consts: 3.10 and 3.11 drop the unused constants ending co_consts,
    a dead comprehension put after the last return would be one of them.)"""

    def first_line(block):
        return getattr(block[0], "lineno", 0) or 0

    def leaving_line(block):
        # (the line of the last statement that has one: a `name = None`
        # put back after it has none, nor has a statement read from a copy)
        return next((stmt.lineno for stmt in reversed(block) if getattr(stmt, "lineno", 0)), 0)

    begun = [block for block in blocks if 0 < first_line(block) <= line]
    if not begun:
        return blocks[-1]
    left_before = [block for block in begun if 0 < leaving_line(block) <= line]
    if left_before:
        return max(left_before, key=leaving_line)
    return max(begun, key=first_line)


def _locals_only_dead_code_bound(code, used, arguments):
    """The locals ending co_varnames (past the arguments) that no
    instruction uses (`used`: those they use), when every local after the
    first of them is one."""
    own = code.co_varnames[arguments:]
    if not own or own[-1] in code.co_cellvars or not own[-1].isidentifier():
        return []  # (the last local cannot be one)
    dead = [local for local in own if local not in used and local not in code.co_cellvars]
    if not dead or own[len(own) - len(dead):] != tuple(dead) or not all(local.isidentifier() for local in dead):
        return []
    return dead


def names_only_dead_code_used(code, instrs):
    """The names of co_names no instruction uses, in their order."""
    if not code.co_names:
        return []  # (no scan of the instructions)
    used = arguments_where(instrs, NAME_OPS)
    if len(used) >= len(code.co_names) and used.issuperset(code.co_names):
        return []  # (the common case: every name used)
    local = code_locals(code)
    return [n for n in code.co_names if n not in used and n not in local and n.isidentifier()]


def restore_name_order(code, stmts, after_leaving=True, else_first=False, finally_first=False, finally_copies=False, tries=True):
    """Where the source says every name of co_names but first says one
    later than co_names numbers it, dead code dropped by the compiler said
    it there first: say it there again, dead, after a leaving statement
    (a try's else after a body that returns: 3.12+ compiles the else
    before the clauses; `after_leaving`: where no dead code is kept
    there) or in an `if 0:` body. The names are read in the order the
    compiler meets them (`_CompileOrder`: `else_first`, 3.11+ compile a
    try's else before its clauses; `finally_first`, 3.8 compiles a finally
    body before the rest of its try statement; `finally_copies`, 3.9+
    compile a copy of each finally body a return, break or continue leaves
    through where it stands; `tries`: False where no try statement stands,
    the view is then the statements themselves). Kept only when the names
    then come in co_names' order exactly (else the order is left as it
    was)."""
    # (C-level filters: no bytecodes a name)
    order = list(filter(str.isidentifier, filterfalse(code_locals(code).__contains__, code.co_names)))
    if len(order) < 2:
        # (the names said, each once, all of co_names: with one name or
        # none to say, either they are `order` or another stands among
        # them, and nothing is reordered; one function in six, no walk)
        return
    say = _CompileOrder(code, else_first, finally_first, finally_copies).names if tries else partial(source_names, code)
    said = _first_mentions(code, stmts, say)
    if said == order or set(said) != set(order):
        return
    after_leaving = after_leaving and _try_body_leaving(stmts)
    placed = []
    while said != order and len(placed) < len(order):
        k = next(k for k, (a, b) in enumerate(zip(said, order)) if a != b)
        where_placed = _place(code, stmts, order[k], say) if after_leaving else None
        if where_placed is None:
            where_placed = _place_dead_test(code, stmts, order[k], say)
        if where_placed is None:
            break
        placed.append(where_placed)
        said = _first_mentions(code, stmts, say)
    if said != order:
        for block, dead in placed:
            block.remove(dead)


_TRY_STATEMENTS = tuple(getattr(ast, kind) for kind in ("Try", "TryStar") if hasattr(ast, kind))


class _CompileOrder:
    """The names a function body says, in the order the compiler numbers
    them: a view of the statements with each try statement's parts in
    the order they are compiled, and each finally body said again where
    a return, break or continue leaving through it stands."""

    def __init__(self, code, else_first, finally_first, finally_copies):
        self.code = code
        self.else_first = else_first
        self.finally_first = finally_first
        self.finally_copies = finally_copies

    def names(self, stmts):
        return source_names(self.code, self._view(stmts, (), 0))

    def _view(self, stmts, finals, loop_finals):
        """`stmts` inside the finally bodies `finals` (innermost last),
        `loop_finals` of them outside the innermost loop: the very list
        `stmts` where the view changes nothing in it (no try statement
        stands there: most functions; copying every statement for the
        view cost 3% of a decompile, and one walk both finds the try
        statements and builds the view)."""
        out = []
        changed = False
        simple = _SIMPLE_STATEMENTS
        for stmt in stmts:
            if not finals:
                try:
                    alone = simple[stmt.__class__]
                except KeyError:
                    alone = _is_simple_statement(stmt.__class__)
                if alone:
                    out.append(stmt)  # (`_statement`'s first answer, without the call: most statements)
                    continue
            parts = self._statement(stmt, finals, loop_finals)
            if len(parts) != 1 or parts[0] is not stmt:
                changed = True
            out.extend(parts)
        return out if changed else stmts

    def _statement(self, stmt, finals, loop_finals):
        """The statements `stmt` reads as in compile order (`[stmt]` itself
        where that is the source's)."""
        if isinstance(stmt, _OWN_CODE) or not (hasattr(stmt, "body") or hasattr(stmt, "cases") or finals):
            return [stmt]  # (a nested def's names are its code's; a simple statement outside a finally is itself)
        if self.finally_copies and isinstance(stmt, ast.Return) and finals:
            # (the value first, then each finally body it leaves through)
            value = [ast.Expr(value=stmt.value)] if stmt.value is not None else []
            return value + [s for body in reversed(finals) for s in body] + [stmt]
        if self.finally_copies and isinstance(stmt, (ast.Break, ast.Continue)):
            return [s for body in reversed(finals[loop_finals:]) for s in body] + [stmt]
        if isinstance(stmt, _TRY_STATEMENTS):
            inner = finals + (stmt.finalbody,) if stmt.finalbody else finals
            clauses = []
            for handler in stmt.handlers:
                if handler.type is not None:
                    clauses.append(ast.Expr(value=handler.type))
                clauses.extend(self._view(handler.body, inner, loop_finals))
            orelse = self._view(stmt.orelse, inner, loop_finals)
            body = self._view(stmt.body, inner, loop_finals) + (orelse + clauses if self.else_first else clauses + orelse)
            final = self._view(stmt.finalbody, finals, loop_finals)
            return final + body if self.finally_first else body + final
        return [self._compound(stmt, finals, loop_finals)]

    def _compound(self, stmt, finals, loop_finals):
        """`stmt` with its blocks in compile order: a copy where a block's
        view differs, else `stmt` itself."""
        view = stmt
        loop = isinstance(stmt, (ast.For, ast.AsyncFor, ast.While))
        for field in _BLOCK_FIELDS:
            block = getattr(stmt, field, None)
            if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                seen = self._view(block, finals, len(finals) if loop and field == "body" else loop_finals)
                if seen is not block:
                    view = copy.copy(stmt) if view is stmt else view
                    setattr(view, field, seen)
        cases = getattr(stmt, "cases", None)
        if cases:
            seen = [self._view(case.body, finals, loop_finals) for case in cases]
            if any(body is not case.body for body, case in zip(seen, cases)):
                view = copy.copy(stmt) if view is stmt else view
                view.cases = [copy.copy(case) for case in cases]
                for case, body in zip(view.cases, seen):
                    case.body = body
        return view


# Statement class -> whether `_CompileOrder._statement` reads a statement of
# it as itself outside a finally body (a simple statement, a nested def).
_SIMPLE_STATEMENTS = {}


def _is_simple_statement(cls):
    fields, handlers, cases = statement_fields(cls)
    simple = _SIMPLE_STATEMENTS[cls] = issubclass(cls, _OWN_CODE) or not (fields or handlers or cases)
    return simple


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


def _first_mentions(code, stmts, say):
    """The names of co_names the source says (`say(stmts)`: in order),
    each once, in the order it first says them (a comprehension's
    variables, which `source_names` meets too, are its own code's
    locals)."""
    # (`filter` over a set's membership test: no bytecodes a name)
    return list(filter(frozenset(code.co_names).__contains__, dict.fromkeys(say(stmts))))


def _place(code, stmts, name, say=None):
    """Put `name` after the first leaving statement where every co_names
    entry before it is already said and none after it is: a `return`
    first (3.8/3.9 keep the dead code after a raise, a break or a loop,
    and drop it only after a return)."""
    order = code.co_names
    k = order.index(name)
    earlier, later = set(order[:k]), set(order[k + 1 :])
    blocks = list(_leaving_blocks(stmts))
    blocks.sort(key=lambda block: not isinstance(_leaving_statement(block), ast.Return))
    for block, said in zip(blocks, _names_up_to_each(code, stmts, name, blocks, say)):
        if said is not None and earlier <= said and not (later & said):
            block.append(ast.Expr(value=ast.Name(id=name, ctx=ast.Load())))
            return block, block[-1]
    return None


def _names_up_to_each(code, stmts, name, blocks, say=None):
    """For each of `blocks` (statement lists in `stmts`), the names the
    source would say before the dead `name` said at the block's end (None
    if absent): one walk of the tree with a marker ending each block, not
    one walk a block (a marker is no identifier: no name of the code)."""
    for k, block in enumerate(blocks):
        block.append(ast.Expr(value=ast.Name(id="\0%d" % k, ctx=ast.Load())))
    try:
        said = say(stmts) if say is not None else source_names(code, stmts)
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


def _place_dead_test(code, stmts, name, say=None):
    """Put `name` in an `if 0:` body (the compiler numbers its names and
    drops its code, in every version) at the first statement boundary
    where every co_names entry before it is already said and none after
    it is: the place of a dead test the source had there (an `if 0:` that
    opens a block, or whose block's leaving statement was dropped as the
    implicit return)."""
    dead = ast.Expr(value=ast.Name(id=name, ctx=ast.Load()))
    said_now = (lambda: say(stmts)) if say is not None else (lambda: source_names(code, stmts))
    return _place_in_dead_test(stmts, name, code.co_names, said_now, dead)


def _place_in_dead_test(stmts, name, order, said_now, dead):
    """Put the statement `dead` (that says `name`) in an `if 0:` body at the
    first statement boundary where `said_now()` (the names the source
    says, in order) says every name of `order` before `name` first, and
    none after it. Returns (list, the if statement) or None."""
    k = order.index(name)
    earlier, later = set(order[:k]), set(order[k + 1 :])
    dead_test = ast.If(test=const(0), body=[dead], orelse=[])
    for tried, (block, index) in enumerate(_statement_boundaries(stmts)):
        if tried == _BOUNDARIES_TRIED:
            break
        block.insert(index, dead_test)
        said = said_now()
        if name in said:
            said = set(said[: said.index(name)])
            if earlier <= said and not (later & said):
                return block, dead_test
        del block[index]
    return None


def restore_dead_locals(code, used, stmts, arguments):
    """Put the locals of co_varnames (past the `arguments`) that no
    instruction uses and the source does not say back, as `del` in an
    `if 0:` body (a dead store the compiler numbered and dropped: after an
    endless loop, behind a constant test), where their order allows; kept
    only when the locals then come in co_varnames' order. `used`: the
    locals the instructions use (`arguments_where(instrs, LOCAL_OPS)`)."""
    order = [local for local in code.co_varnames[arguments:] if local not in code.co_cellvars]
    if not all(local.isidentifier() for local in order):
        return
    unused = [local for local in order if local not in used]
    if not unused:
        return  # (most functions: no walk of the tree for the locals it says)
    said = set(source_locals(code, stmts))
    dead = [local for local in unused if local not in said]
    if not dead:
        return
    placed = []
    for local in dead:
        where_placed = _place_in_dead_test(stmts, local, order, lambda: source_locals(code, stmts),
                                           ast.Delete(targets=[ast.Name(id=local, ctx=ast.Del())]))
        if where_placed is None:
            break
        placed.append(where_placed)
    if [local for local in dict.fromkeys(source_locals(code, stmts)) if local in order] != order:
        for block, dead_test in placed:
            block.remove(dead_test)


# (each try reads the names of the whole body: a bound on the work where no
# boundary fits)
_BOUNDARIES_TRIED = 200


def _statement_boundaries(stmts):
    """(list, index) of each place a statement could stand, in source
    order: before each statement, inside it, then at the end of the list."""
    for index, stmt in enumerate(stmts):
        yield stmts, index
        if isinstance(stmt, _OWN_CODE):
            continue  # (its body's names are its own code's)
        clauses = list(getattr(stmt, "handlers", ())) + list(getattr(stmt, "cases", ()))
        inner = [getattr(stmt, "body", None)] + [clause.body for clause in clauses]
        for block in inner + [getattr(stmt, "orelse", None), getattr(stmt, "finalbody", None)]:
            if isinstance(block, list) and block and isinstance(block[0], ast.stmt):
                yield from _statement_boundaries(block)
    yield stmts, len(stmts)


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
    last = _leaving_statement(stmts)
    if last is not None and (isinstance(last, LEAVING) or _endless(last)):
        yield stmts


def _leaving_statement(block):
    """The last statement of `block` before the names put back after it
    (None if none): what follows it is dead still."""
    for stmt in reversed(block):
        if not _said_dead(stmt):
            return stmt
    return None


def _said_dead(stmt):
    """A name said as a statement of its own: only `restore_dead_names`
    writes one (a compiled one loads the name and pops it)."""
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Name)


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
