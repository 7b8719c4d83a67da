"""Locals the source declared by annotation alone.

`x: int` in a function compiles to no instruction, yet it makes `x` a local
of the function: a later `return x` reads the local slot (and raises
UnboundLocalError) instead of the global. Nothing else in the decompiled
body binds `x`, so without a declaration of its own the recompiled function
would read a global. The annotation itself is not kept anywhere (a local's
annotation is never evaluated), so the declaration says `object`.
"""

import ast

from ..bytecode.idioms import Idiom, where
from .nodes import walk


# What reads or binds a name as a global of the function.
_GLOBAL_NAME_OPS = Idiom("uses a global name", "LOAD_GLOBAL|STORE_GLOBAL|DELETE_GLOBAL")

_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_BODIES = ("body", "orelse", "finalbody", "handlers", "cases")


def _bound_names(stmts, wanted=None):
    """Names a statement list binds in its own scope (nested scopes' bodies
    left out; a walrus inside a comprehension binds here too); with
    `wanted` (a set), the walk may stop once all of those are found: it
    goes in source order, where most locals are bound early.  (It walks
    every node of every function body: one plan per node class, no
    generators.)"""
    bound = set()
    todo = stmts[::-1]
    pop, push, extend = todo.pop, todo.append, todo.extend
    plans = _PLANS
    while todo:
        node = pop()
        plan = plans.get(node.__class__)
        if plan is None:
            plan = _plan(node.__class__)
        binds, walk, fields = plan
        if binds:  # (most nodes bind nothing: one test passes them)
            if binds is _NAME:
                if not isinstance(node.ctx, ast.Load):
                    bound.add(node.id)
            elif binds is _DEF:
                bound.add(node.name)
            elif binds is _ALIAS:
                bound.add(node.asname or node.name.split(".")[0])
            elif binds is _HANDLER:
                if node.name:
                    bound.add(node.name)
            elif binds is _DECLARATION:
                bound.update(node.names)
            elif binds is _CAPTURE:
                if node.name:
                    bound.add(node.name)
            elif binds is _REST:
                if node.rest:
                    bound.add(node.rest)
            if wanted is not None and wanted <= bound:
                break
        if walk is _COMPREHENSION:
            # its loop variables are its own (hidden in the function's
            # slots from 3.12 on); a walrus in it binds here
            for gen in node.generators:
                push(gen.iter)
                extend(gen.ifs)
            extend(getattr(node, field) for field in ("elt", "key", "value") if hasattr(node, field))
            continue
        if walk is _SCOPE:
            # decorators, defaults and bases run here; the body does not
            extend(getattr(node, "decorator_list", ()))
            extend(getattr(node, "bases", ()))
            args = getattr(node, "args", None)
            if args is not None:
                extend(args.defaults)
                extend(d for d in args.kw_defaults if d is not None)
            continue
        for field in fields:  # (last first: popped first to last)
            value = getattr(node, field, None)
            if isinstance(value, ast.AST):
                push(value)
            elif isinstance(value, list):
                extend([item for item in reversed(value) if isinstance(item, ast.AST)])
    return bound


# How a node binds (`_bound_names`), and how its children are walked.
_NAME, _DEF, _ALIAS, _HANDLER, _DECLARATION, _CAPTURE, _REST = range(1, 8)
_COMPREHENSION, _SCOPE = 1, 2
# Fields that hold only contexts and operators (nodes that bind nothing),
# or by the grammar only text and numbers: not looked into.
_LEAF_FIELDS = frozenset(("ctx", "op", "ops", "id", "attr", "arg", "module", "asname", "level", "simple", "is_async",
                          "conversion", "kind", "type_comment", "tag"))
_PLANS = {}


def _plan(cls):
    """(what a node of class `cls` binds, how its children are walked, the
    fields that may hold them, last first), as the node tests of `_bound_names` read
    it; kept per class."""
    binds = None
    if issubclass(cls, ast.Name):
        binds = _NAME
    elif issubclass(cls, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        binds = _DEF
    elif issubclass(cls, ast.alias):
        binds = _ALIAS
    elif issubclass(cls, ast.ExceptHandler):
        binds = _HANDLER
    elif issubclass(cls, (ast.Global, ast.Nonlocal)):
        binds = _DECLARATION
    elif cls.__name__ in ("MatchAs", "MatchStar"):
        binds = _CAPTURE
    elif cls.__name__ == "MatchMapping":
        binds = _REST
    walk = _COMPREHENSION if issubclass(cls, _COMPREHENSIONS) else _SCOPE if issubclass(cls, _SCOPES) else None
    fields = tuple(f for f in reversed(getattr(cls, "_fields", ())) if f not in _LEAF_FIELDS)
    if binds is _NAME or issubclass(cls, ast.Constant):
        fields = ()  # (a name's fields are its text and context, a constant's its value: no node below)
    plan = _PLANS[cls] = (binds, walk, fields)
    return plan


# Statement fields holding a binding target, by statement class.
_TARGET_FIELDS = {ast.Assign: ("targets",), ast.AugAssign: ("target",), ast.AnnAssign: ("target",), ast.For: ("target",),
                  ast.AsyncFor: ("target",), ast.Delete: ("targets",)}
_DEF_NAME, _IMPORTS, _DECLARES, _WITH_TARGETS = range(1, 5)
_STATEMENT_PLANS = {}


def _statement_plan(cls):
    """(target fields, what else the statement binds, its statement-list
    fields, whether it has handlers, whether it has cases), kept per class."""
    fields = getattr(cls, "_fields", ())
    binds = None
    if issubclass(cls, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        binds = _DEF_NAME
    elif issubclass(cls, (ast.Import, ast.ImportFrom)):
        binds = _IMPORTS
    elif issubclass(cls, (ast.Global, ast.Nonlocal)):
        binds = _DECLARES
    elif issubclass(cls, (ast.With, ast.AsyncWith)):
        binds = _WITH_TARGETS
    # (a def's or class's body is another scope)
    bodies = () if binds is _DEF_NAME else tuple(f for f in ("body", "orelse", "finalbody") if f in fields)
    plan = _STATEMENT_PLANS[cls] = (_TARGET_FIELDS.get(cls, ()), binds, bodies, "handlers" in fields, "cases" in fields)
    return plan


Name, Load = ast.Name, ast.Load


def _bound_by_targets(stmts, wanted):
    """Whether the statements' own targets, names and declarations (not
    their expressions, where only a walrus binds) bind every name of
    `wanted`: what most function bodies show, found without the walk of
    every expression node `_bound_names` makes.  (A sufficient test: each
    name found here `_bound_names` finds too; False says nothing.)"""
    missing = set(wanted)
    todo = list(stmts)
    targets = []
    plans = _STATEMENT_PLANS
    while todo:
        stmt = todo.pop()
        try:  # (a subscript: one plan a statement, found by most lookups)
            fields, binds, bodies, handlers, cases = plans[stmt.__class__]
        except KeyError:
            fields, binds, bodies, handlers, cases = _statement_plan(stmt.__class__)
        for field in fields:
            value = getattr(stmt, field)
            if value.__class__ is list:
                targets.extend(value)
            else:
                targets.append(value)
        if binds is _DEF_NAME:
            missing.discard(stmt.name)
        elif binds is _IMPORTS:
            for alias in stmt.names:
                missing.discard(alias.asname or alias.name.split(".")[0])
        elif binds is _DECLARES:
            missing.difference_update(stmt.names)
        elif binds is _WITH_TARGETS:
            targets.extend(item.optional_vars for item in stmt.items if item.optional_vars is not None)
        for field in bodies:
            todo.extend(getattr(stmt, field))
        if handlers:
            for handler in stmt.handlers:
                if handler.name:
                    missing.discard(handler.name)
                todo.extend(handler.body)
        if cases:
            for case in stmt.cases:
                todo.extend(case.body)
        while targets:
            target = targets.pop()
            if target.__class__ is Name:  # (most targets: a plain name, one test)
                if target.ctx.__class__ is not Load:
                    missing.discard(target.id)
            elif isinstance(target, ast.Name):
                if not isinstance(target.ctx, ast.Load):
                    missing.discard(target.id)
            elif isinstance(target, (ast.Tuple, ast.List)):
                targets.extend(target.elts)
            elif isinstance(target, ast.Starred):
                targets.append(target.value)
        if not missing:
            return True
    return False


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


def declare_annotated_locals(stmts, code, instrs, argcount, declared=()):
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
    if _bound_by_targets(stmts, set(names)):
        return
    # (a name no Name node holds, nested scopes included, is mentioned
    # nowhere: Dynamo's code leaves most of its slots so.  Asked before the
    # binding walk, which then looks only for the names mentioned: where
    # none is, it is not made at all)
    named = {node.id for stmt in stmts for node in walk(stmt) if isinstance(node, ast.Name)}
    names = [name for name in names if name in named]
    if not names:
        return
    bound = _bound_names(stmts, set(names))
    unbound = [name for name in names if name not in bound]
    if not unbound:
        return
    # (an inlined comprehension's loop variable (3.12+) has a slot of the
    # function without being its local: where the function's own code
    # reads the name as a global, it is none)
    as_global = {instrs[k].argval for k in where(instrs, _GLOBAL_NAME_OPS)}
    for name in unbound:
        if name not in as_global:
            _declare_before_first_use(stmts, name)
