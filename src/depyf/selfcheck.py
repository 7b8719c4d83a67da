"""The last check before decompiled source is handed back.

A decompilation can compile and still be another program: a statement
dropped or moved out of a block.  Before returning, the source is compiled
on its own and the effects its code performs (calls, raises, attribute and
subscript stores, yields, imports: `effects.py`) are counted against
the original's, and so are the constants its code loads and the scope of
its names (`effects.scope_facts`).  Fewer means something was lost, and the
caller gets a DecompilationError instead of source that is knowingly wrong.  More is
allowed: the same program can legitimately be spelled with more (a
`super()` compiled outside its class, annotations evaluated without the
original's `from __future__ import annotations`).  One shape of more is
refused all the same: an inner finally body ending in a copy of the
enclosing one, which runs that body twice (`finally_read_twice`).

The check is skipped, never failed, where the source cannot be compiled on
its own in a comparable way (code that is neither a function nor a module).

Code of another Python version (a `CodeRecord` read from its `.pyc`) is
checked by an interpreter of that version when one is found
(`selfcheck_elsewhere`); otherwise it is not checked, and the answer says so.
"""

import ast
import re
import types

from .bytecode.code_record import RUNNING_VERSION, version_of
from .errors import DecompilationError
from .quiet import quiet_compile
from .effects import effect_counts, fewer, has_scope_facts, imported_call_names, lost_facts, nested_loss, performs_effects, same_code, scope_facts

_FUNCTION_FLAGS = 0x1 | 0x2  # CO_OPTIMIZED | CO_NEWLOCALS

# What `check_effects` did.
CHECKED = "checked"
SKIPPED = "skipped: the source cannot be compiled on its own"


def _wrapped(text, code):
    """`text` in a function that binds the free variables `text` refers to
    (`nonlocal x` needs an enclosing x to compile)."""
    free = [n for n in code.co_freevars if n.isidentifier()]
    if not free:
        return text
    lines = ["def __depyf_selfcheck():", "    %s = None" % " = ".join(free)]
    lines.extend(("    " + line) if line.strip() else line for line in text.splitlines())
    return "\n".join(lines) + "\n"


def _find(code, name, argcount):
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            if const.co_name == name and const.co_argcount == argcount:
                return const
            found = _find(const, name, argcount)
            if found is not None:
                return found
    return None


def check_effects(code, text, name=None):
    """Raise DecompilationError when `text` performs fewer effects than
    `code`; otherwise say how it was checked (CHECKED, SKIPPED, or for code
    of another version with no interpreter of it, a "not checked" line)."""
    _refuse_finally_read_twice(code, text)
    module = code.co_name == "<module>"
    if not module and (code.co_flags & _FUNCTION_FLAGS) != _FUNCTION_FLAGS:
        return SKIPPED  # a class body: no standalone spelling to compare
    version = version_of(code)
    if version != RUNNING_VERSION:
        return _check_with_own_interpreter(code, text, name, version)
    # (the effects are counted only where they are compared: where the
    # recompiled code is not the original's bytecode, names and constants)
    counted = performs_effects(code)
    facts = None  # (counted only where they are compared)
    if not counted and not _has_facts(code):
        return CHECKED  # nothing to lose: the compile is saved
    if not module and code.__class__ is types.CodeType and _same_with_imports(code, text, name):
        return CHECKED
    try:
        compiled = quiet_compile(_wrapped(text, code), "<depyf self-check>", "exec")
    except (SyntaxError, ValueError) as exc:
        # a function's source compiles on its own (its free variables bound
        # by the wrapper): text that does not is no decompilation
        raise DecompilationError("the decompiled source does not compile (%s)" % (exc.msg if isinstance(exc, SyntaxError) else exc),
                                 getattr(code, "co_qualname", code.co_name)) from None
    recompiled = compiled if module else _find(compiled, name or code.co_name, code.co_argcount)
    if recompiled is None:
        return SKIPPED
    if code.__class__ is types.CodeType and same_code(code, recompiled):
        return CHECKED  # the same bytecode, names and constants: nothing lost
    # (no effect in the original: none can be lost)
    lost = fewer(effect_counts(code), effect_counts(recompiled)) if counted else {}
    if not lost:
        if facts is None:
            facts = _facts(code)
        missing = lost_facts(facts, scope_facts(recompiled))
        if missing:
            raise DecompilationError(
                "the decompiled source would lose %s (a name read in another scope, or code dropped)"
                % ", ".join(_fact(f) for f in missing[:4]),
                getattr(code, "co_qualname", code.co_name),
            )
    if lost:
        raise DecompilationError(
            "the decompiled source would lose %s (a statement dropped or moved out of its block)"
            % ", ".join("%d %s" % (n, k) for k, n in lost.items()),
            getattr(code, "co_qualname", code.co_name),
        )
    _refuse_nested_loss(code, recompiled)
    return CHECKED


def _same_with_imports(code, text, name):
    """Whether the function's text, compiled after the imports its calls
    show its module made (`imported_call_names`: 3.11+ calls an imported
    module's function otherwise than another name's), is the original's
    bytecode (`same_code`): then nothing is lost.  (Where it is not, or no
    call shows an import, the text is compiled alone and compared as
    before: an import line is the only difference.)"""
    names = imported_call_names(code)
    if not names:
        return False
    try:
        compiled = quiet_compile("import %s\n" % ", ".join(sorted(names)) + _wrapped(text, code), "<depyf self-check>", "exec")
    except (SyntaxError, ValueError):
        return False
    recompiled = _find(compiled, name or code.co_name, code.co_argcount)
    return recompiled is not None and same_code(code, recompiled)


def _refuse_nested_loss(code, recompiled):
    """Refuse source where one nested function lost what the summed counts
    cannot see (`nested_loss`): a sibling holding the same constant, or
    gaining as many effects."""
    found = nested_loss(code, recompiled)
    if found is None:
        return
    inner, path, lost, missing = found
    what = ["%d %s" % (n, k) for k, n in lost.items()] + [_fact(f) for f in missing[:4]]
    raise DecompilationError(
        "the decompiled source would lose %s in %s (a statement dropped, or moved into another function)"
        % (", ".join(what), ".".join(path)),
        getattr(inner, "co_qualname", ".".join(path)),
    )


def _refuse_finally_read_twice(code, text):
    """Refuse source running a finally body twice (`finally_read_twice`):
    more effects than the original, which the counts allow."""
    if text.count("finally:") < 2 or not _finally_inside_another(text):
        return  # (no try/finally inside another: nothing to parse)
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return  # (another version's syntax: its interpreter compiles it)
    inner = finally_read_twice(tree)
    if inner is not None:
        raise DecompilationError(
            "the decompiled source would run a finally body twice (line %d: the enclosing finally body copied into this one)" % inner.lineno,
            getattr(code, "co_qualname", code.co_name),
        )


# A `finally:` clause's line (the printer writes each at its statement's
# indentation, spaces only).
_FINALLY_LINE = re.compile(r"^( *)finally:", re.M)


def _finally_inside_another(text):
    """Whether a `finally:` line of `text` comes before a less indented
    one: what a try statement with a finally body inside the body, an else
    or a handler of another one with a finally body (the shape
    `finally_read_twice` looks for) prints, its clause deeper than the
    outer one's and before it.  (Where it is not, the text is not parsed
    again: two try/finally statements side by side, or in two functions,
    are most texts holding two; a string holding such a line only adds a
    parse.)"""
    deepest = -1
    for found in _FINALLY_LINE.finditer(text):
        depth = len(found.group(1))
        if depth < deepest:
            return True
        if depth > deepest:
            deepest = depth
    return False


def _facts(code):
    # (the slim record another version's interpreter rebuilds carries the
    # bytecode and nesting only: its effects are compared, not its scopes)
    return scope_facts(code) if hasattr(code, "co_varnames") else set()


def _has_facts(code):
    """Whether `_facts(code)` holds anything (`has_scope_facts`: most code
    compiles back to its own bytecode, and then the facts are never
    compared)."""
    return has_scope_facts(code) if hasattr(code, "co_varnames") else False


def _fact(fact):
    kind, name = fact[0], fact[-1]
    if kind == "constant":
        return "the constant %r" % (name,)
    if kind == "local":
        return "the local %s (read as a global)" % name
    return "the %s variable %s" % (kind, name)


def _check_with_own_interpreter(code, text, name, version):
    from .selfcheck_elsewhere import NOT_CHECKED, check_elsewhere

    answer = check_elsewhere(code, text, name, version)
    if answer == NOT_CHECKED:
        return "not checked: no Python %d.%d interpreter found to compile the source with" % version
    if answer:
        raise DecompilationError(answer, getattr(code, "co_qualname", code.co_name))
    return "checked by Python %d.%d" % version


# A finally body read twice. 3.9+ copies a finally body onto each way out of
# its try body; where that body ends in another try statement with a finally
# body, the outer copy follows the inner statement's own normal copy straight
# away. A reader that takes the outer copy for the end of the inner finally
# body writes source that runs the outer finally body twice: once at the end
# of the inner one, once as its own. The effect counts cannot see it (more
# effects is another spelling, not a loss), so the shape itself is refused: a
# try statement ending (through the last statements of its body, else or
# clauses) in a try statement whose finally body is longer than the outer
# one's and ends in a copy of it.

_TRY = tuple(getattr(ast, name) for name in ("Try", "TryStar") if hasattr(ast, name))


def _ending_statements(stmts):
    """The statements that end `stmts`, through the last statements of
    the if, with and try statements there (not loops: their body's end
    goes round, not on)."""
    while stmts:
        last = stmts[-1]
        yield last
        if isinstance(last, ast.If):
            yield from _ending_statements(last.orelse)
            stmts = last.body
        elif isinstance(last, (ast.With, ast.AsyncWith)):
            stmts = last.body
        elif isinstance(last, _TRY):
            for handler in last.handlers:
                yield from _ending_statements(handler.body)
            yield from _ending_statements(last.orelse)
            stmts = last.body
        else:
            return


def finally_read_twice(tree):
    """The first try statement in `tree` whose finally body ends a try
    statement it ends with a copy of its own (see the module), or None."""
    for node in ast.walk(tree):
        if not isinstance(node, _TRY) or not node.finalbody:
            continue
        outer = [ast.dump(s) for s in node.finalbody]
        ends = list(_ending_statements(node.body)) + list(_ending_statements(node.orelse))
        for handler in node.handlers:
            ends.extend(_ending_statements(handler.body))
        for inner in ends:
            if isinstance(inner, _TRY) and len(inner.finalbody) > len(outer) and [ast.dump(s) for s in inner.finalbody[-len(outer):]] == outer:
                return inner
    return None
