"""Locals the source declared by annotation alone.

`x: int` in a function compiles to no instruction, yet it makes `x` a local
of the function: a later `return x` reads the local slot (and raises
UnboundLocalError) instead of the global. Nothing else in the decompiled
body binds `x`, so without a declaration of its own the recompiled function
would read a global. The annotation itself is not kept anywhere (a local's
annotation is never evaluated), so the declaration says `object`.
"""

import ast


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_BODIES = ("body", "orelse", "finalbody", "handlers", "cases")


def _bound_names(stmts):
    """Names a statement list binds in its own scope (nested scopes' bodies
    left out; a walrus inside a comprehension binds here too)."""
    bound = set()
    todo = list(stmts)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            bound.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(node.name)
        elif isinstance(node, ast.alias):
            bound.add(node.asname or node.name.split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound.add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            bound.update(node.names)
        elif getattr(node, "name", None) and type(node).__name__ in ("MatchAs", "MatchStar"):
            bound.add(node.name)
        elif getattr(node, "rest", None) and type(node).__name__ == "MatchMapping":
            bound.add(node.rest)
        if isinstance(node, _COMPREHENSIONS):
            # its loop variables are its own (hidden in the function's
            # slots from 3.12 on); a walrus in it binds here
            for gen in node.generators:
                todo.append(gen.iter)
                todo.extend(gen.ifs)
            todo.extend(getattr(node, field) for field in ("elt", "key", "value") if hasattr(node, field))
            continue
        if isinstance(node, _SCOPES):
            # decorators, defaults and bases run here; the body does not
            todo.extend(getattr(node, "decorator_list", ()))
            todo.extend(getattr(node, "bases", ()))
            args = getattr(node, "args", None)
            if args is not None:
                todo.extend(args.defaults)
                todo.extend(d for d in args.kw_defaults if d is not None)
            continue
        todo.extend(ast.iter_child_nodes(node))
    return bound


def _mentions(node, name):
    """Whether `node` reads `name` (a comprehension's own loop variable of
    that name is another variable)."""
    todo = [node]
    while todo:
        n = todo.pop()
        if isinstance(n, ast.Name) and n.id == name:
            return True
        if isinstance(n, _COMPREHENSIONS) and any(_binds(gen.target, name) for gen in n.generators):
            todo.append(n.generators[0].iter)
            continue
        todo.extend(ast.iter_child_nodes(n))
    return False


def _binds(target, name):
    return any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(target))


def _header_mentions(stmt, name):
    """Whether `name` appears in `stmt` outside its statement bodies."""
    for field, value in ast.iter_fields(stmt):
        if field in _BODIES:
            continue
        values = value if isinstance(value, list) else [value]
        if any(isinstance(v, ast.AST) and _mentions(v, name) for v in values):
            return True
    return False


def _declare_before_first_use(stmts, name):
    """Insert `name: object` just before the innermost statement that first
    mentions `name` (the symbol table numbers locals in the order the
    source first names them)."""
    for k, stmt in enumerate(stmts):
        if not _mentions(stmt, name):
            continue
        if not isinstance(stmt, _SCOPES) and not _header_mentions(stmt, name):
            for field in _BODIES:
                for body in _statement_lists(getattr(stmt, field, None)):
                    if _declare_before_first_use(body, name):
                        return True
        stmts.insert(k, _declaration(name))
        return True
    return False


def _declaration(name):
    return ast.AnnAssign(target=ast.Name(id=name, ctx=ast.Store()), annotation=ast.Name(id="object", ctx=ast.Load()),
                         value=None, simple=1)


def _statement_lists(value):
    """The statement lists under a body field: a list of statements, or
    handlers/match cases each holding one."""
    if not value:
        return []
    if isinstance(value[0], ast.stmt):
        return [value]
    return [item.body for item in value]


def declare_annotated_locals(stmts, code, argcount, declared=()):
    """Give every local the body reads but never binds (`x: int` alone in
    the source) its declaration back. (A local nothing mentions, one of
    code the compiler dropped, needs none: the declaration would not bring
    it back either.)"""
    names = list(code.co_varnames[argcount:]) + [n for n in code.co_cellvars if n not in code.co_varnames]
    # (a name the body declares global or nonlocal, or a free variable, is
    # no local whatever the slots say)
    names = [n for n in names if n.isidentifier() and n not in declared and n not in code.co_freevars]
    if not names:
        return
    bound = _bound_names(stmts)
    unbound = [name for name in names if name not in bound]
    if not unbound:
        return
    # (a name no Name node holds, nested scopes included, is mentioned
    # nowhere: Dynamo's code leaves most of its slots so, and each search
    # below is a walk of the body)
    named = {node.id for stmt in stmts for node in ast.walk(stmt) if isinstance(node, ast.Name)}
    for name in unbound:
        if name in named:
            _declare_before_first_use(stmts, name)
