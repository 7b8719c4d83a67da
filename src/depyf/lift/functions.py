"""Code objects inside code: defs, lambdas, classes, comprehensions, yields."""

import ast
import types

from ..quiet import quiet_parse
from ..bytecode.idioms import fits
from .comprehension_filters import filter_around, filter_before, source_jump_back, spell_filter_end
from .expressions import PLAIN_VALUES, as_expr
from .jump_tests import or_folded_constant
from .nodes import ClassValue, FunctionValue, InlineContainer, IterValue, const
from .state import Region


CO_OPTIMIZED = 0x01
_NEW_LOCALS = 0x02
CO_VARARGS = 0x04
CO_VARKEYWORDS = 0x08
CO_GENERATOR = 0x20
CO_COROUTINE = 0x80
CO_ASYNC_GENERATOR = 0x200
CO_FUTURE_ANNOTATIONS = 0x1000000

COMPREHENSIONS = {"<listcomp>": ast.ListComp, "<setcomp>": ast.SetComp, "<dictcomp>": ast.DictComp, "<genexpr>": ast.GeneratorExp}


class Element(ast.stmt):
    """The innermost step of a comprehension body: the element it adds."""

    _fields = ("value", "value2")


class Awaitable:
    """GET_AWAITABLE's operand, awaited by the YIELD_FROM that follows."""

    __slots__ = ("value", "implicit")

    def __init__(self, value):
        self.value = value
        self.implicit = False


def signature(code, defaults=None, kwdefaults=None, annotations=None):
    """An `ast.arguments` for `code`, with defaults and annotations as ast nodes."""
    names = code.co_varnames
    argc = code.co_argcount
    posonly = getattr(code, "co_posonlyargcount", 0)
    kwonly = code.co_kwonlyargcount
    annotations = annotations or {}

    def arg(n):
        return ast.arg(n, annotations.get(n), None)

    positional = [arg(n) for n in names[:argc]]
    kwonlyargs = [arg(n) for n in names[argc : argc + kwonly]]
    k = argc + kwonly
    vararg = kwarg = None
    if code.co_flags & CO_VARARGS:
        vararg = arg(names[k])
        k += 1
    if code.co_flags & CO_VARKEYWORDS:
        kwarg = arg(names[k])
    defaults = list(defaults or [])
    kw_defaults = [(kwdefaults or {}).get(a.arg) for a in kwonlyargs]
    # (fields by position, in `_fields` order on every version 3.8-3.13:
    # one per def read, and keywords cost three times as much)
    return ast.arguments(positional[:posonly], positional[posonly:], vararg, kwonlyargs, kw_defaults, kwarg, defaults)


def _expr_items(node):
    """Elements of a tuple given either as BUILD_TUPLE or a folded constant."""
    if isinstance(node, ast.Tuple):
        return list(node.elts)
    if isinstance(node, ast.Constant) and isinstance(node.value, tuple):
        return [const(v) for v in node.value]
    return None


def _unstring(node):
    """Under `from __future__ import annotations` annotations are stored as source strings."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            return quiet_parse(node.value, mode="eval").body
        except SyntaxError:
            return node
    return node


def _annotation_map(node, version, postponed=False):
    if postponed:
        return {k: _unstring(v) for k, v in _annotation_map(node, version).items()}
    if node is None:
        return {}
    if isinstance(node, ast.Dict):
        return {k.value: v for k, v in zip(node.keys, node.values)}
    items = _expr_items(node)
    if items is None:
        return {}
    if version.ANNOTATIONS_AS_FLAT_TUPLE:
        return {items[i].value: items[i + 1] for i in range(0, len(items) - 1, 2)}
    return {}


def _saying_dropped_names(value, names, first=False):
    """`lambda: 1 or c`: the compiler dropped the only use of the free
    variable c, which still makes its closure cell.  The lambda says the
    names in an arm a constant test drops: `1 if True else c`, or with
    `first` (where the compiler drops a dead arm's code, the jump past it
    too: 3.10+) `c if False else 1`, with no jump after the value that the
    compiler may copy the return onto (3.12: the value's own jumps to the
    return then land elsewhere)."""
    load = [ast.Name(id=n, ctx=ast.Load()) for n in names]
    dropped = load[0] if len(load) == 1 else ast.Tuple(elts=load, ctx=ast.Load())
    for node in _same_scope_nodes(value):
        # (an arm a constant test drops that the reading already spelled,
        # a constant, says them where it stands: a new one around the
        # whole value would add the first arm's jump past it, which the
        # compiler may copy an exit onto: `(a or b) if True else c`, the
        # last operand of a returned `and`)
        if isinstance(node, ast.IfExp) and isinstance(node.test, ast.Constant):
            arm = "orelse" if node.test.value else "body"
            if isinstance(getattr(node, arm), ast.Constant):
                setattr(node, arm, dropped)
                return value
    if first:
        return ast.IfExp(test=const(False), body=dropped, orelse=value)
    return ast.IfExp(test=const(True), body=value, orelse=dropped)


_SCOPES = (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def _same_scope_nodes(value):
    """The nodes of the expression `value`, outermost first, but for those
    of the lambdas and comprehensions in it (scopes of their own)."""
    todo = [value]
    while todo:
        node = todo.pop(0)
        yield node
        todo.extend(child for child in ast.iter_child_nodes(node) if not isinstance(child, _SCOPES))


def _comprehension_saying_dropped_names(node, names):
    """As a lambda does (above): the comprehension's last filter, or its
    element where it has none, says the names in a dropped arm (a filter
    `t if True else c` compiles as `t` does)."""
    last = node.generators[-1]
    if last.ifs:
        last.ifs[-1] = _saying_dropped_names(last.ifs[-1], names)
    elif isinstance(node, ast.DictComp):
        node.value = _saying_dropped_names(node.value, names)
    else:
        node.elt = _saying_dropped_names(node.elt, names)


def _returned_ternary(stmts):
    """`if t: return a` + `return b` (or with an else) as `a if t else b`:
    the lambda's conditional expression, read as statements where the
    compiler copied its return into both arms (3.13). Nothing left is
    the `return None` the lambda falls into (`a if t else None`)."""
    if not stmts:
        return const(None)
    if len(stmts) == 1 and isinstance(stmts[0], ast.Return) and stmts[0].value is not None:
        return stmts[0].value
    if not stmts or not isinstance(stmts[0], ast.If):
        return None
    node = stmts[0]
    if len(node.body) == 1 and isinstance(node.body[0], ast.Pass) and not node.orelse:
        return _true_constant_tested(node.test, stmts[1:])
    if node.orelse:
        if len(stmts) != 1:
            return None
        rest = node.orelse
    else:
        rest = stmts[1:]
    body = _returned_ternary(node.body)
    orelse = _returned_ternary(rest)
    if body is None or orelse is None:
        return None
    return ast.IfExp(test=node.test, body=body, orelse=orelse)


def _true_constant_tested(test, rest):
    """`a if (t or 1) else b`, read as `if not t: pass` (`t` jumps to
    where it falls, the constant's test folded away) and the return of
    `a`, then (3.8/3.9) of the dead `b`; None where `rest` is not that."""
    either = or_folded_constant(test, True)
    if len(rest) == 2 and all(isinstance(r, ast.Return) and r.value is not None for r in rest):
        return ast.IfExp(test=either, body=rest[0].value, orelse=rest[1].value)
    body = _returned_ternary(rest) if rest else None
    if body is None:
        return None
    return ast.IfExp(test=either, body=body, orelse=const(None))


class FunctionOps:
    # ------------------------------------------------------------- creation
    def op_MAKE_FUNCTION(self, ins, st):
        code_node = self.pop(st, ins)
        code = getattr(code_node, "value", None)
        if not hasattr(code, "co_code"):
            raise self.error("MAKE_FUNCTION without a code object", ins)
        flags = ins.argval or 0
        closure = self.pop(st, ins) if flags & 8 else None
        annotations = self.pop(st, ins) if flags & 4 else None
        kwdefaults = self.pop(st, ins) if flags & 2 else None
        defaults = self.pop(st, ins) if flags & 1 else None
        postponed = bool(self.code.co_flags & CO_FUTURE_ANNOTATIONS)
        ann = _annotation_map(annotations, self.version, postponed) if flags & 4 else {}
        kwd = {}
        if kwdefaults is not None:
            if isinstance(kwdefaults, ast.Dict):
                kwd = {k.value: v for k, v in zip(kwdefaults.keys, kwdefaults.values)}
            else:
                raise self.error("keyword defaults not understood", ins)
        dflt = None
        if defaults is not None:
            dflt = _expr_items(defaults)
            if dflt is None:
                raise self.error("defaults not understood", ins)
        st.stack.append(FunctionValue(code, dflt, kwd, ann, closure, self._qualname_of(ins)))

    def _qualname_of(self, ins):
        """3.8-3.10: the qualified name MAKE_FUNCTION `ins` takes, from the
        LOAD_CONST right before it in the raw bytecode (normalising drops
        it), or None."""
        if not self.version.MAKE_FUNCTION_TAKES_QUALNAME or ins.offset < 2:
            return None
        raw = self.code.co_code
        k = ins.offset - 2
        if raw[k] != self.version.opmap["LOAD_CONST"]:
            return None
        arg, shift = raw[k + 1], 8
        while k >= 2 and raw[k - 2] == self.version.opmap["EXTENDED_ARG"]:
            k -= 2
            arg |= raw[k + 1] << shift
            shift += 8
        value = self.code.co_consts[arg] if arg < len(self.code.co_consts) else None
        return value if isinstance(value, str) else None

    def op_SET_FUNCTION_ATTRIBUTE(self, ins, st):
        raise self.error("SET_FUNCTION_ATTRIBUTE outside MAKE_FUNCTION", ins)

    def lambda_of(self, fv, ins):
        code = fv.code
        if code.co_name != "<lambda>":
            if self.options.code_objects_as_values:
                return self.function_from_code(fv, ins)
            raise self.error("function %s used as a value" % code.co_name, ins)
        body = self.context.nested.function_body(code, self.depth + 1, strip_docstring=False)
        unused = body.pop(0).names if body and isinstance(body[0], ast.Nonlocal) else None
        folded = _returned_ternary(body)
        if folded is not None:
            body = [ast.Return(value=folded)]
        if len(body) == 1 and isinstance(body[0], ast.Return) and body[0].value is not None:
            value = body[0].value
        elif len(body) == 1 and isinstance(body[0], ast.Expr) and isinstance(body[0].value, (ast.Yield, ast.YieldFrom)):
            value = body[0].value
        elif not body:
            value = const(None)  # `lambda: None`: its return was read as the implicit one
        else:
            raise self.error("lambda body is not one expression", ins)
        if unused:
            value = _saying_dropped_names(value, unused, first=not self.version.KEEPS_UNREACHABLE_CODE)
        args = signature(code, fv.defaults, fv.kwdefaults, None)
        return ast.Lambda(args=args, body=value)

    def function_from_code(self, fv, ins):
        """`FunctionType(code, globals(), None, defaults, cells)`: a function
        made in place from a constant code object (`code_objects_as_values`).
        The function must run that very code object (its maker may key
        caches on it), which no `def` or lambda gives."""
        if fv.kwdefaults or fv.annotations:
            raise self.error("function %s used as a value" % fv.code.co_name, ins)
        defaults = const(None)
        if fv.defaults:
            defaults = ast.Tuple(elts=list(fv.defaults), ctx=ast.Load())
        closure = const(None) if fv.closure is None else as_expr(self, fv.closure, ins)
        frame_globals = ast.Call(func=ast.Name(id="globals", ctx=ast.Load()), args=[], keywords=[])
        # 3.8-3.10 (where a closure's function is made from its code): the
        # qualified name MAKE_FUNCTION took becomes the name (`__name__`;
        # `__qualname__` is then the code's name)
        args = [self.named_constant(fv.code), frame_globals, const(fv.qualname), defaults, closure]
        return ast.Call(func=self.named_constant(types.FunctionType), args=args, keywords=[])

    def make_call(self, func, pos, keywords, ins):
        if isinstance(func, FunctionValue) and func.code.co_name in COMPREHENSIONS and len(pos) == 1 and not keywords:
            return self.comprehension(func, pos[0], ins)
        return ast.Call(as_expr(self, func, ins), self.positional_exprs(pos, ins), keywords)

    def positional_exprs(self, pos, ins):
        """A call's positional arguments as expressions (a def or a class a
        decorator call wraps kept for `definition_for`)."""
        if not pos:
            return []
        return [p if p.__class__ in PLAIN_VALUES or _is_definition(p) else as_expr(self, p, ins) for p in pos]

    # ---------------------------------------------------------- definitions
    def definition_for(self, value, target, ins):
        """A def or class statement when `value` is one being bound to its name."""
        decorators = []
        node = value
        while isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords and isinstance(node.args[0], (FunctionValue, ClassValue, ast.Call)):
            decorators.append(node.func)
            node = node.args[0]
        if not isinstance(target, ast.Name):
            return None
        if isinstance(node, FunctionValue):
            code = node.code
            if self.bound_name(code.co_name) != target.id or code.co_name == "<lambda>":
                return None
            return self.function_def(node, decorators)
        if isinstance(node, ClassValue):
            if self.bound_name(node.name) != target.id:
                return None
            return self.class_def(node, decorators)
        return None

    def bound_name(self, written):
        """The name a `def` or `class` statement written with `written`
        binds here: in a class body a private name (`__x`, not `__x__`) is
        mangled with the class's name (`_C__x`), while the function or class
        keeps the written one."""
        code = self.code
        if code.co_flags & _NEW_LOCALS or code.co_name == "<module>":
            return written
        if not written.startswith("__") or written.endswith("__") or "." in written:
            return written
        owner = code.co_name.lstrip("_")
        return "_%s%s" % (owner, written) if owner else written

    def function_def(self, fv, decorators):
        return self.context.nested.function_def(fv.code, self.depth + 1, fv.defaults, fv.kwdefaults, fv.annotations, decorators)

    def class_value(self, pos, keywords, ins):
        if len(pos) < 2 or not isinstance(pos[0], FunctionValue) or not isinstance(pos[1], ast.Constant):
            raise self.error("class creation not understood", ins)
        bases = [as_expr(self, b, ins) for b in pos[2:]]
        kws = [ast.keyword(arg=k, value=as_expr(self, v, ins)) for k, v in keywords]
        return ClassValue(pos[0], pos[1].value, bases, kws)

    def class_def(self, cv, decorators):
        body = self.context.nested.class_body(cv.function.code, self.depth + 1)
        node = ast.ClassDef(name=cv.name, bases=cv.bases, keywords=cv.keywords, body=body or [ast.Pass()], decorator_list=list(decorators))
        if self.version.TYPE_PARAMS:
            node.type_params = []
        return node

    # ------------------------------------------------------- comprehensions
    def comprehension(self, fv, iterator, ins):
        if not isinstance(iterator, IterValue):
            raise self.error("comprehension without an iterator", ins)
        body, bound_global, bound_free, inner, dropped = self.context.nested.comprehension_body(fv.code, self.depth + 1)
        self._walrus_binds_outside(bound_global, bound_free)
        kind = COMPREHENSIONS[fv.code.co_name]
        node = build_comprehension(self, kind, body, iterator.iterable, ins)
        spell_filter_end(node, source_jump_back(inner, 0, inner.count))
        if dropped:
            _comprehension_saying_dropped_names(node, dropped)
        if fv.code.co_flags & CO_COROUTINE:
            # An async list/set/dict comprehension: its call is awaited by
            # GET_AWAITABLE/YIELD_FROM that the source does not spell.
            node._implicit_await = True
        return node

    def _walrus_binds_outside(self, bound_global, bound_free):
        """A walrus in a comprehension binds a name of the enclosing
        function: when that name is the function's free variable (or a
        global), only `nonlocal x` (`global x`) in the function makes the
        comprehension store it there, and no instruction of the function
        itself says so."""
        if self.code.co_flags & CO_OPTIMIZED:
            self.globals_declared.update(bound_global)
        self.nonlocals_declared.update(n for n in bound_free if n in self.code.co_freevars)

    def op_INLINE_COMPREHENSION(self, ins, st):
        """3.12+: a comprehension compiled in place (see bytecode/comprehensions.py)."""
        kind, saved = ins.argval
        iterator = self.pop(st, ins)
        if not isinstance(iterator, IterValue):
            raise self.error("inlined comprehension without an iterator", ins)
        head = ins.index + 1
        loop = self.instrs[head] if head < self.count else None
        if loop is None or not fits(loop, "FOR_ITER"):
            raise self.error("inlined comprehension without a loop", ins)
        exit_ = loop.target.index
        container = InlineContainer()
        base = list(st.stack) + [container]
        outer = self.comprehension_locals
        # the names it binds are its own plain locals, even where the
        # function's slot of that name holds a cell (3.13 reads both by LOAD_FAST)
        self.comprehension_locals = outer | frozenset(saved)
        self.inlined_comprehensions += 1
        try:
            body, out = self.block(head, exit_, Region(exit_, exit_, None, st.region.handler_depth), base + [iterator])
        finally:
            self.comprehension_locals = outer
            self.inlined_comprehensions -= 1
        if len(out) != len(base) or any(a is not b for a, b in zip(out, base)):
            raise self.error("inlined comprehension leaves its stack unbalanced", ins)
        node = build_comprehension(self, _INLINE_KINDS[kind], body, iterator.iterable, ins, inline=True)
        spell_filter_end(node, source_jump_back(self, head, exit_))
        st.stack.append(node)
        return exit_

    def comprehension_append(self, st, ins, value, value2):
        self.emit(st, Element(value=value, value2=value2), ins)

    # --------------------------------------------------------------- yields
    def op_YIELD_VALUE(self, ins, st):
        value = self.pop_expr(st, ins)
        if self.code.co_name == "<genexpr>" or self.comprehension_mode:
            st.stack.append(_GenElement(value))
            return
        st.stack.append(ast.Yield(value=None if _is_none_const(value) and getattr(value, "_implicit", False) else value))

    def op_GET_AWAITABLE(self, ins, st):
        value = self.pop(st, ins)
        awaitable = Awaitable(as_expr(self, value, ins))
        awaitable.implicit = getattr(value, "_implicit_await", False)
        st.stack.append(awaitable)

    def op_YIELD_FROM(self, ins, st):
        self.pop(st, ins)  # the None sent first
        source = self.pop(st, ins)
        if isinstance(source, Awaitable):
            if source.implicit:
                source.value._implicit_await = False
                st.stack.append(source.value)
            else:
                st.stack.append(ast.Await(value=source.value))
        elif isinstance(source, IterValue):
            st.stack.append(ast.YieldFrom(value=source.iterable))
        else:
            raise self.error("yield from without an iterator", ins)

    def op_ASYNC_GEN_WRAP(self, ins, st):
        """3.11: wraps the value an async generator yields; no source form."""
        if not self.code.co_flags & CO_ASYNC_GENERATOR:
            raise self.error("ASYNC_GEN_WRAP outside an async generator", ins)

    def op_GET_ANEXT(self, ins, st):
        raise self.error("async for is not supported yet", ins)

    # BEFORE_ASYNC_WITH: see op_BEFORE_ASYNC_WITH in exceptions_blocks.py and lift/table/reading.py (async with).


def _is_definition(value):
    """A def or class value that a decorator call may still be wrapping."""
    if isinstance(value, FunctionValue):
        return value.code.co_name != "<lambda>"
    return isinstance(value, ClassValue)


class _GenElement(ast.expr):
    _fields = ("value",)

    def __init__(self, value):
        self.value = value


def _is_none_const(node):
    return isinstance(node, ast.Constant) and node.value is None


def _filter_falling_back(test):
    """The filter read as `if test: continue` before the element: its last
    test falls into the jump back, which only a false constant at its end
    (`if a or b or None`, its test folded away) leaves."""
    return or_folded_constant(test, False)


_INLINE_KINDS = {"list": ast.ListComp, "set": ast.SetComp, "dict": ast.DictComp}


def _passes_both_ways(stmt):
    """`if t: pass / else: pass`."""
    return isinstance(stmt, ast.If) and all(len(arm) == 1 and isinstance(arm[0], ast.Pass) for arm in (stmt.body, stmt.orelse))


def _passes_alone(stmt):
    """`if t: pass` (no else) whose test goes on to the next instruction
    either way (BranchOps.branch): in a comprehension's loop, with nothing
    after it, `t` is a conditional expression's test whose arms are both
    false constants (3.13 keeps that jump), not a filter of its own."""
    return isinstance(stmt, ast.If) and not stmt.orelse and len(stmt.body) == 1 and isinstance(stmt.body[0], ast.Pass) and getattr(stmt, "_either_way", False)


def _always_true_filter(stmt, version):
    """The filter an if that states nothing before the element was (its
    test goes on to the element either way), or None: `t or 1` (the
    constant's test folded away, `t` jumps to where it falls: `if t:
    pass`), `(1 if t else 1)` (`if t: pass / else: pass`, the jump past the
    empty else arm kept), or where no such jump is kept
    (KEEPS_JUMP_PAST_EMPTY_ARM) a folded constant test's jump there, `t`
    going on either way: `(x if (0 if t else 0) else 1)`, the first arm
    dead (spelled with constants)."""
    if not (len(stmt.body) == 1 and isinstance(stmt.body[0], ast.Pass)):
        return None
    if not stmt.orelse:
        return or_folded_constant(stmt.test, True)
    if not _passes_both_ways(stmt):
        return None
    if version.KEEPS_JUMP_PAST_EMPTY_ARM:
        return ast.IfExp(test=stmt.test, body=const(True), orelse=const(True))
    never = ast.IfExp(test=stmt.test, body=const(False), orelse=const(False))
    return ast.IfExp(test=never, body=const(False), orelse=const(True))


def build_comprehension(lifter, kind, body, iterable, ins, inline=False):
    """Turn the loop nest a comprehension compiles to back into its syntax."""
    generators = []
    stmts = body
    first = True
    element = None
    while True:
        stmts = [s for s in stmts if not (isinstance(s, ast.Return))]
        if generators and all(isinstance(s, ast.Pass) for s in stmts):
            # A filter ending in a false constant (`if b and 0`): the
            # compiler dropped the element with the constant's test.
            generators[-1].ifs.append(const(False))
            element = Element(value=const(None), value2=const(None))
            break
        if generators and len(stmts) == 1 and (_passes_both_ways(stmts[0]) or _passes_alone(stmts[0])):
            # `(x if (0 if t else 0) else 0)`: never true, the element
            # dropped; `t` goes on to the else arm's jump back either way
            # (3.13: a jump to that jump right after it, `if t: pass`)
            never = ast.IfExp(test=stmts[0].test, body=const(False), orelse=const(False))
            generators[-1].ifs.append(ast.IfExp(test=never, body=const(False), orelse=const(False)))
            element = Element(value=const(None), value2=const(None))
            break
        read = filter_before(stmts) if generators and len(stmts) != 1 else None
        if read is None and generators:
            read = filter_around(stmts)
        if read is not None:
            generators[-1].ifs.append(read[0])
            stmts = read[1]
            continue
        if len(stmts) != 1:
            raise lifter.error("comprehension body not understood", ins)
        node = stmts[0]
        if isinstance(node, (ast.For, ast.AsyncFor)):
            it = iterable if first else node.iter
            if first and not inline and not (isinstance(node.iter, ast.Name) and node.iter.id == ".0"):
                raise lifter.error("comprehension does not loop over its argument", ins)
            first = False
            gen = ast.comprehension(target=node.target, iter=it, ifs=[], is_async=int(isinstance(node, ast.AsyncFor)))
            generators.append(gen)
            stmts = node.body
            while stmts and isinstance(stmts[0], ast.If):
                always = _always_true_filter(stmts[0], lifter.version) if len(stmts) > 1 else None
                if always is not None:
                    gen.ifs.append(always)
                    stmts = stmts[1:]
                elif stmts[0].orelse or len(stmts) == 1 and _passes_alone(stmts[0]):
                    break
                elif len(stmts) == 1:
                    gen.ifs.append(stmts[0].test)
                    stmts = stmts[0].body
                elif len(stmts[0].body) == 1 and isinstance(stmts[0].body[0], ast.Continue):
                    gen.ifs.append(_filter_falling_back(stmts[0].test))
                    stmts = stmts[1:]
                else:
                    break
            continue
        if isinstance(node, Element):
            element = node
            break
        if isinstance(node, ast.Expr) and isinstance(node.value, _GenElement):
            element = Element(value=node.value.value, value2=None)
            break
        raise lifter.error("comprehension body not understood", ins)
    if not generators:
        raise lifter.error("comprehension without a loop", ins)
    if kind is ast.DictComp:
        return ast.DictComp(key=element.value, value=element.value2, generators=generators)
    return kind(elt=element.value, generators=generators)
