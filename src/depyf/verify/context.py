"""Recompile decompiled output the way the original was compiled.

A function's bytecode depends on more than its own source text, so comparing
`compile(decompiled_def)` against the original would report differences the
decompiler cannot (and should not) fix. The context that matters, and how it
is reproduced here:

* `__future__` features: stored in the original's co_flags; passed back to
  compile() as flags (`annotations` changes how annotations compile).
* Module-level imports: from 3.11 a method call on a name that the module's
  *top-level scope* binds by `import` is compiled without LOAD_METHOD /
  method-flagged LOAD_ATTR (compile.c: is_import_originated looks only at the
  module symbol table, even if the function shadows the name). So the
  wrapper module starts with `import n1, n2, ...` for exactly the names the
  original module binds by import (found with `symtable`). The same table
  decides whether 3.12+ may compile `super()` as LOAD_SUPER_ATTR (not if
  the module's top level mentions `super`): then `super` is imported too.
  Nothing else at module level changes a function's code.
* Enclosing scopes: the unit is recompiled inside the same chain of scopes it
  was defined in: `class Packer:` for a method of Packer, `def f():` for a
  function nested in f. That reproduces
    - `__class__` (super()) cells, which only a class body provides;
    - CO_NESTED and the qualname constants that 3.8-3.10 embed before
      MAKE_FUNCTION (`'Packer.pack.<locals>.g'`);
    - name mangling: the wrapper class has the original class's name, so
      mangling is what it was originally. Names that arrive already mangled
      (`self._Packer__buf`) start with one underscore and are never mangled
      again, and names the compiler did not mangle (keyword names) are not
      mangled on recompilation either.
  Free variables are defined as locals (`x = None`) in the innermost
  function-like wrapper, adding `def __depyf_outer__():` if the chain has
  none. 3.12+ annotation scopes (`<generic parameters of X>`) become plain
  def wrappers: they only matter as providers of the type-parameter cells.
* The wrapper is built as an AST around the parsed decompiled text, not by
  indenting text: indenting would change multi-line string constants.
"""

import __future__
import ast
import symtable
import types

from ..quiet import quiet_compile

CO_OPTIMIZED = 0x1

FUTURE_FLAGS = 0
for _name in __future__.all_feature_names:
    FUTURE_FLAGS |= getattr(__future__, _name).compiler_flag

OUTER_NAME = "__depyf_outer__"
CLASS_NAME = "__depyf_class__"


class ContextError(Exception):
    """The recompiled output does not contain the unit (e.g. no def at all)."""


def future_flags(code):
    return code.co_flags & FUTURE_FLAGS


def module_import_names(source, filename="<module>"):
    """Names bound by `import` in the module's top-level scope (symtable's
    DEF_IMPORT, the very flag the compiler consults), and `super` when the
    top-level scope mentions it at all: 3.12+ then compiles `super()` in
    the module's methods as a plain call, not LOAD_SUPER_ATTR
    (compile.c: can_optimize_super_call looks at the module symbol table,
    e.g. `_safe_super = super`). The wrapper only compiles, so `import
    super` is a way to mention it."""
    top = symtable.symtable(source, filename, "exec")
    return sorted(s.get_name() for s in top.get_symbols() if s.is_imported() or s.get_name() == "super")


def is_function_like(code):
    return bool(code.co_flags & CO_OPTIMIZED)


def _parse(source, flags, mode="exec"):
    return quiet_compile(source, "<decompiled>", mode, ast.PyCF_ONLY_AST | flags)


def _unit_body(text, unit, flags):
    """Statements for the decompiled unit; a lambda comes back as an
    expression and becomes an expression statement."""
    if unit.co_name == "<lambda>":
        try:
            expr = _parse(text.strip(), flags, "eval")
            return [ast.Expr(value=expr.body)]
        except SyntaxError:
            pass  # maybe it was printed as a statement; try that
    return _parse(text, flags).body


GENERIC_PREFIX = "<generic parameters of "


def _scope_plan(chain, unit):
    """[(kind, name)] for the wrappers, outermost first."""
    plan = []
    for code in chain:
        if is_function_like(code):
            name = code.co_name if code.co_name.isidentifier() else OUTER_NAME
            plan.append(("def", name))
        else:
            plan.append(("class", code.co_name))
    # A module-level 3.12+ generic class/function binds its name in the
    # module, not in the annotation scope standing in for it here: declare it
    # global in the wrapper so references to it (recursion, `Box(...)` in a
    # method) stay globals instead of becoming free variables.
    bound_globals = []
    if chain and chain[0].co_name.startswith(GENERIC_PREFIX):
        bound_globals = [chain[0].co_name[len(GENERIC_PREFIX):-1]]
    free = [n for n in unit.co_freevars if n != "__class__"]
    if free and not any(kind == "def" for kind, _ in plan):
        plan.insert(0, ("def", OUTER_NAME))
    if "__class__" in unit.co_freevars and not any(kind == "class" for kind, _ in plan):
        plan.append(("class", CLASS_NAME))
    return plan, bound_globals


def build_module_ast(text, unit, chain=(), import_names=()):
    """The wrapper module (an ast.Module) around the decompiled `text`."""
    flags = future_flags(unit)
    body = _unit_body(text, unit, flags)
    plan, bound_globals = _scope_plan(chain, unit)
    free = [n for n in unit.co_freevars if n != "__class__" and n.isidentifier()]
    innermost_def = max((i for i, (k, _) in enumerate(plan) if k == "def"), default=None)
    for i in range(len(plan) - 1, -1, -1):
        kind, name = plan[i]
        if kind == "class":
            node = ast.parse("class %s:\n    pass\n" % name).body[0]
            node.body = body
        else:
            node = ast.parse("def %s():\n    pass\n" % name).body[0]
            prefix = []
            if i == 0 and bound_globals:
                prefix += ast.parse("global " + ", ".join(bound_globals)).body
            if i == innermost_def and free:
                # `a = b = None`: makes them locals of the wrapper, hence cells
                # for the unit, hence free variables in the unit.
                prefix += ast.parse(" = ".join(free) + " = None").body
            node.body = prefix + body
        body = [node]
    if import_names:
        body = ast.parse("import " + ", ".join(import_names)).body + body
    module = ast.Module(body=body, type_ignores=[])
    ast.fix_missing_locations(module)
    return module, plan


def find_unit(module_code, plan, unit):
    """Walk co_consts along the wrapper plan to the recompiled unit."""
    code = module_code
    for kind, name in plan:
        found = [c for c in code.co_consts if isinstance(c, types.CodeType) and c.co_name == name]
        if not found:
            raise ContextError("wrapper scope %r missing from recompiled code" % name)
        code = found[0]
    candidates = [c for c in code.co_consts if isinstance(c, types.CodeType) and is_function_like(c)]
    generic = "<generic parameters of %s>" % unit.co_name
    for c in candidates:
        if c.co_name == generic:
            # The decompiled def carried type parameters itself (3.12+).
            candidates = [k for k in c.co_consts if isinstance(k, types.CodeType) and is_function_like(k)]
            break
    named = [c for c in candidates if c.co_name == unit.co_name]
    if named:
        return named[0]
    if len(candidates) == 1:
        return candidates[0]  # renamed by the decompiler: compare_code reports it
    raise ContextError(
        "no function %r in the recompiled output (found %s)"
        % (unit.co_name, [c.co_name for c in candidates] or "no functions")
    )


def recompile_unit(text, unit, chain=(), import_names=(), filename="<decompiled>"):
    """Compile decompiled `text` for code object `unit` in its original
    context; returns the recompiled unit's code object.

    SyntaxError (and ValueError etc. from compile) propagate: the caller
    counts them as compile errors. ContextError means the text compiled but
    holds no matching function.
    """
    module, plan = build_module_ast(text, unit, chain, import_names)
    module_code = quiet_compile(module, filename, "exec", future_flags(unit))
    return find_unit(module_code, plan, unit)


def recompile_module(text, module_code, filename="<decompiled>"):
    """Whole-module mode: the module source carries its own imports."""
    return quiet_compile(text, filename, "exec", future_flags(module_code))


def wrapper_source(text, unit, chain=(), import_names=()):
    """The wrapper module as source, for failure reports (needs 3.9+ unparse)."""
    module, _ = build_module_ast(text, unit, chain, import_names)
    unparse = getattr(ast, "unparse", None)
    return unparse(module) if unparse else ast.dump(module)
