"""PEP 695 (3.12+): generic defs and classes, `type` aliases.

CPython compiles `def f[T: int, *Ts, **P](x=d) -> T: ...` as a call of a
hidden function, the *annotation scope* `<generic parameters of f>`:

    <defaults>                      passed as `.defaults` / `.kwdefaults`
    MAKE_FUNCTION <generic parameters of f>; CALL
    STORE f

Inside it each parameter is built and bound to its name:

    LOAD_CONST 'T'; CALL_INTRINSIC_1 TYPEVAR        (or PARAMSPEC, TYPEVARTUPLE)
    LOAD_CONST 'T'; <bound fn>; CALL_INTRINSIC_2 TYPEVAR_WITH_BOUND / _CONSTRAINTS
    <default fn>; CALL_INTRINSIC_2 SET_TYPEPARAM_DEFAULT                (3.13)
    COPY 1; STORE T
    BUILD_TUPLE n                                   the parameters

then, for a def, `<annotations, defaults> MAKE_FUNCTION f; SWAP 2;
CALL_INTRINSIC_2 SET_FUNCTION_TYPE_PARAMS; RETURN_VALUE`; for a class,
`STORE .type_params; __build_class__(body, 'C', *bases,
SUBSCRIPT_GENERIC(.type_params) as .generic_base, **kw); RETURN_VALUE`.

`type A[T] = v` is `BUILD_TUPLE ('A', params or None, <fn computing v>);
CALL_INTRINSIC_1 TYPEALIAS` (inside the annotation scope `<generic
parameters of A>` when generic). Bounds, constraints, defaults and alias
values are lazily evaluated: one-expression code objects whose return value
is the source expression.

The annotation scope is simulated by a nested lifter in *generic mode*: the
intrinsics build `ast.TypeVar`/`ParamSpec`/`TypeVarTuple` nodes, stores and
loads of the scope's dotted names are bookkeeping, and the value it returns
(a def, a class or an alias with its type parameters) goes back to the call
site, where the usual store turns it into a statement. Any other shape
raises.
"""

import ast

from .expressions import as_expr
from ..bytecode.idioms import fits
from .nodes import ClassValue, FunctionValue, const
from .state import Region


GENERIC_PREFIX = "<generic parameters of "

_INTRINSIC_2 = {
    1: "INTRINSIC_PREP_RERAISE_STAR",
    2: "INTRINSIC_TYPEVAR_WITH_BOUND",
    3: "INTRINSIC_TYPEVAR_WITH_CONSTRAINTS",
    4: "INTRINSIC_SET_FUNCTION_TYPE_PARAMS",
    5: "INTRINSIC_SET_TYPEPARAM_DEFAULT",
}

_PARAM_KINDS = {
    "INTRINSIC_TYPEVAR": "TypeVar",
    "INTRINSIC_PARAMSPEC": "ParamSpec",
    "INTRINSIC_TYPEVARTUPLE": "TypeVarTuple",
}


class _TypeParam:
    """A type parameter being built; `stored` once bound to its name."""

    __slots__ = ("node", "stored")

    def __init__(self, node):
        self.node = node
        self.stored = False


class _ParamTuple:
    """BUILD_TUPLE of type parameters: the scope's `.type_params`."""

    __slots__ = ("params",)

    def __init__(self, params):
        self.params = params


class _GenericBase:
    """`Generic[*params]`: the hidden last base of a generic class."""

    __slots__ = ("params",)

    def __init__(self, params):
        self.params = params


class _AliasArgs:
    """The (name, params, value function) tuple handed to TYPEALIAS."""

    __slots__ = ("items",)

    def __init__(self, items):
        self.items = items


class TypeAliasValue:
    """A `type` alias before the store that names it."""

    __slots__ = ("name", "type_params", "value")

    def __init__(self, name_, type_params, value):
        self.name = name_
        self.type_params = type_params
        self.value = value


class GenericFunctionValue(FunctionValue):
    __slots__ = ("type_params",)


class GenericClassValue(ClassValue):
    __slots__ = ("type_params",)


def _generic_function(fv, params):
    out = GenericFunctionValue(fv.code, fv.defaults, fv.kwdefaults, fv.annotations, fv.closure)
    out.type_params = params
    return out


def _generic_class(cv, params):
    out = GenericClassValue(cv.function, cv.name, cv.bases, cv.keywords)
    out.type_params = params
    return out


def is_class_scope_bookkeeping(stmt, version):
    """Class-body statements the compiler adds for annotation scopes (3.12+):
    `__type_params__ = .type_params`, `__classdict__ = locals()` and
    `__classdictcell__ = __classdict__`."""
    if not version.TYPE_PARAMS or not isinstance(stmt, ast.Assign) or len(stmt.targets) != 1:
        return False
    target, value = stmt.targets[0], stmt.value
    if not isinstance(target, ast.Name):
        return False
    if target.id == "__type_params__":
        return isinstance(value, ast.Name) and value.id == ".type_params"
    if target.id == "__classdict__":
        return isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "locals" and not value.args
    if target.id == "__classdictcell__":  # the cell of __classdict__
        return getattr(value, "_cell_of", None) == "__classdict__"
    return False


# The loads, stores and return an annotation scope reads its bookkeeping
# with; outside one (generic_locals None) each does what the next reader's
# handler does.
_ANNOTATION_SCOPE_OPS = ("STORE_FAST", "STORE_DEREF", "LOAD_FAST", "LOAD_DEREF", "LOAD_CLOSURE", "RETURN_VALUE")


def outside_annotation_scopes(cls, handlers):
    """`handlers` (opname -> handler of lifter class `cls`) for code that is
    no annotation scope: those ops go straight to the next reader's
    handler (a call fewer for every load and store read)."""
    table = dict(handlers)
    after = super(TypeParamOps, cls)
    for name in _ANNOTATION_SCOPE_OPS:
        own = getattr(TypeParamOps, "op_" + name)
        if table.get(name) is own:
            table[name] = getattr(after, "op_" + name)
    return table


def passes_type_params_by(cls):
    """Lifter class `cls`, for code of a version without type parameters
    (3.8-3.11: no annotation scope, no intrinsic that makes one), takes as
    its own, for each method of `TypeParamOps` that stands in front of
    another reader's, that reader's: those methods only pass such code on
    (a call and a `super()` fewer for each call, definition and tuple
    read, 0.8% of a 3.11 decompile)."""
    after = super(TypeParamOps, cls)
    for name, own in vars(TypeParamOps).items():
        if callable(own) and getattr(cls, name) is own:
            underneath = getattr(after, name, None)
            if underneath is not None:
                setattr(cls, name, underneath)


class TypeParamOps:
    # Set on the nested lifter of an annotation scope: name -> value its
    # loads of dotted names push; None everywhere else.
    generic_locals = None
    generic_result = None

    # ----------------------------------------------------- the call site
    def make_call(self, func, pos, keywords, ins):
        if isinstance(func, FunctionValue) and func.code.co_name.startswith(GENERIC_PREFIX):
            return self.generic_scope(func, pos, keywords, ins)
        return super().make_call(func, pos, keywords, ins)

    def generic_scope(self, fv, pos, keywords, ins):
        """The def/class/alias an annotation scope returns, with its type parameters."""
        code = fv.code
        wanted = code.co_name[len(GENERIC_PREFIX) : -1]
        argnames = code.co_varnames[: code.co_argcount]
        if keywords or fv.defaults or fv.kwdefaults or fv.annotations or len(pos) != len(argnames):
            raise self.error("annotation scope called in an unknown way", ins)
        if code.co_kwonlyargcount or code.co_flags & 0x0C:
            raise self.error("annotation scope with an unknown signature", ins)
        passed = {}
        for argname, value in zip(argnames, pos):
            if argname not in (".defaults", ".kwdefaults") or argname in passed:
                raise self.error("annotation scope argument %s not understood" % argname, ins)
            passed[argname] = value
        sub = self._nested_lifter(code)
        sub.generic_locals = dict(passed)
        sub.handlers = sub.annotation_scope_handlers()
        sub.block_tables = sub.tables_for_block()
        stmts, stack = sub.block(0, sub.count, Region(sub.count, None))
        result = sub.generic_result
        if stmts or stack or result is None:
            raise self.error("annotation scope not understood", ins)
        if sub.globals_declared or sub.nonlocals_declared:
            raise self.error("annotation scope binds names", ins)
        if isinstance(result, GenericFunctionValue):
            if result.code.co_name != wanted:
                raise self.error("annotation scope returns another function", ins)
            if (".defaults" in passed) != (result.defaults is not None) or (".kwdefaults" in passed) != bool(result.kwdefaults):
                raise self.error("generic function defaults not understood", ins)
        elif isinstance(result, GenericClassValue):
            if result.name != wanted or passed:
                raise self.error("annotation scope returns another class", ins)
        elif isinstance(result, TypeAliasValue):
            if result.name != wanted or passed or not result.type_params:
                raise self.error("annotation scope returns another alias", ins)
        else:
            raise self.error("annotation scope returns %s" % type(result).__name__, ins)
        return result

    def _nested_lifter(self, code):
        return self.context.nested.lifter(code, self.depth + 1)

    def lazy_expression(self, fv, ins, star=False):
        """The expression a lazily evaluated bound/constraints/default/alias value returns."""
        if not isinstance(fv, FunctionValue) or fv.defaults or fv.kwdefaults or fv.annotations:
            raise self.error("lazy type value not understood", ins)
        sub = self._nested_lifter(fv.code)
        instrs = sub.instrs
        returns = [i.index for i in instrs if fits(i, "RETURN_VALUE")]
        if returns != [sub.count - 1]:
            raise self.error("lazy type value is not one expression", ins)
        end = sub.count - 1
        starred = False
        if star and end > 0 and fits(instrs[end - 1], "UNPACK_SEQUENCE 1"):
            end -= 1
            starred = True
        value, _ = sub.expression(0, end, Region(end, None), [])
        value = as_expr(sub, value, instrs[end])
        if sub.globals_declared or sub.nonlocals_declared:
            raise self.error("lazy type value binds names", ins)
        if starred:
            value = ast.Starred(value=value, ctx=ast.Load())
        return value

    # ------------------------------------------------------- definitions
    def definition_for(self, value, target, ins):
        if isinstance(value, TypeAliasValue):
            if not isinstance(target, ast.Name) or target.id != value.name:
                raise self.error("type alias stored under another name", ins)
            node = ast.TypeAlias(name=ast.Name(id=value.name, ctx=ast.Store()), type_params=list(value.type_params), value=value.value)
            return node
        return super().definition_for(value, target, ins)

    def function_def(self, fv, decorators):
        node = super().function_def(fv, decorators)
        if isinstance(fv, GenericFunctionValue):
            node.type_params = list(fv.type_params)
        return node

    def class_def(self, cv, decorators):
        node = super().class_def(cv, decorators)
        if isinstance(cv, GenericClassValue):
            node.type_params = list(cv.type_params)
        return node

    def class_value(self, pos, keywords, ins):
        marks = [k for k, p in enumerate(pos) if isinstance(p, _GenericBase)]
        if not marks:
            return super().class_value(pos, keywords, ins)
        if self.generic_locals is None or marks != [len(pos) - 1] or len(pos) < 3:
            raise self.error("generic class creation not understood", ins)
        cv = super().class_value(pos[:-1], keywords, ins)
        return _generic_class(cv, pos[-1].params)

    # --------------------------------------------------------- intrinsics
    def intrinsic(self, ins, st, kind):
        if kind in _PARAM_KINDS:
            if self.generic_locals is None:
                raise self.error("type parameter outside an annotation scope", ins)
            param_name = self.pop(st, ins)
            if not isinstance(param_name, ast.Constant) or not isinstance(param_name.value, str):
                raise self.error("type parameter without a name", ins)
            node = getattr(ast, _PARAM_KINDS[kind])(name=param_name.value)
            if kind == "INTRINSIC_TYPEVAR":
                node.bound = None
            st.stack.append(_TypeParam(node))
        elif kind == "INTRINSIC_SUBSCRIPT_GENERIC":
            value = self.pop(st, ins)
            params = self.generic_locals.get(".type_params") if self.generic_locals is not None else None
            if not (isinstance(value, ast.Name) and value.id == ".type_params" and isinstance(params, _ParamTuple)):
                raise self.error("generic base not understood", ins)
            st.stack.append(_GenericBase(params.params))
        elif kind == "INTRINSIC_TYPEALIAS":
            args = self.pop(st, ins)
            if not isinstance(args, _AliasArgs):
                raise self.error("type alias not understood", ins)
            alias_name, params, fn = args.items
            if not isinstance(alias_name, ast.Constant) or not isinstance(alias_name.value, str):
                raise self.error("type alias without a name", ins)
            if isinstance(params, _ParamTuple):
                if self.generic_locals is None:
                    raise self.error("generic type alias outside an annotation scope", ins)
                type_params = params.params
            elif isinstance(params, ast.Constant) and params.value is None:
                type_params = []
            else:
                raise self.error("type alias parameters not understood", ins)
            if not isinstance(fn, FunctionValue) or fn.code.co_name != alias_name.value:
                raise self.error("type alias value not understood", ins)
            st.stack.append(TypeAliasValue(alias_name.value, type_params, self.lazy_expression(fn, ins)))
        else:
            return super().intrinsic(ins, st, kind)

    def op_CALL_INTRINSIC_2(self, ins, st):
        kind = _INTRINSIC_2.get(ins.argval)
        if kind in ("INTRINSIC_TYPEVAR_WITH_BOUND", "INTRINSIC_TYPEVAR_WITH_CONSTRAINTS"):
            fn = self.pop(st, ins)
            param_name = self.pop(st, ins)
            if self.generic_locals is None or not isinstance(param_name, ast.Constant) or not isinstance(param_name.value, str):
                raise self.error("bounded type parameter not understood", ins)
            if not isinstance(fn, FunctionValue) or fn.code.co_name != param_name.value:
                raise self.error("type parameter bound not understood", ins)
            bound = self.lazy_expression(fn, ins)
            if kind == "INTRINSIC_TYPEVAR_WITH_CONSTRAINTS":
                if isinstance(bound, ast.Constant) and isinstance(bound.value, tuple):
                    bound = ast.Tuple(elts=[const(v) for v in bound.value], ctx=ast.Load())
                if not isinstance(bound, ast.Tuple) or any(isinstance(e, ast.Starred) for e in bound.elts):
                    raise self.error("type parameter constraints not understood", ins)
            elif isinstance(bound, ast.Tuple) or isinstance(bound, ast.Constant) and isinstance(bound.value, tuple):
                raise self.error("type parameter bound is a tuple", ins)
            st.stack.append(_TypeParam(ast.TypeVar(name=param_name.value, bound=bound)))
        elif kind == "INTRINSIC_SET_TYPEPARAM_DEFAULT":
            fn = self.pop(st, ins)
            param = self.pop(st, ins)
            if not isinstance(param, _TypeParam) or param.stored or getattr(param.node, "default_value", None) is not None:
                raise self.error("type parameter default not understood", ins)
            if not isinstance(fn, FunctionValue) or fn.code.co_name != param.node.name:
                raise self.error("type parameter default not understood", ins)
            param.node.default_value = self.lazy_expression(fn, ins, star=isinstance(param.node, ast.TypeVarTuple))
            st.stack.append(param)
        elif kind == "INTRINSIC_SET_FUNCTION_TYPE_PARAMS":
            params = self.pop(st, ins)
            fn = self.pop(st, ins)
            if self.generic_locals is None or not isinstance(params, _ParamTuple) or type(fn) is not FunctionValue:
                raise self.error("generic function not understood", ins)
            st.stack.append(_generic_function(fn, params.params))
        else:
            parent = getattr(super(), "op_CALL_INTRINSIC_2", None)
            if parent is None:
                raise self.error("unsupported intrinsic %s" % kind, ins)
            return parent(ins, st)

    # ------------------------------------------- the annotation scope itself
    def op_BUILD_TUPLE(self, ins, st):
        n = ins.argval
        nxt = self.instrs[ins.index + 1] if ins.index + 1 < self.count else None
        if n == 3 and nxt is not None and fits(nxt, "CALL_INTRINSIC_1 11") and len(st.stack) >= 3:
            st.stack.append(_AliasArgs(self.popn(st, 3, ins)))
            return
        if n and len(st.stack) >= n and any(isinstance(v, _TypeParam) for v in st.stack[-n:]):
            items = self.popn(st, n, ins)
            if not all(isinstance(v, _TypeParam) and v.stored for v in items):
                raise self.error("type parameters not understood", ins)
            st.stack.append(_ParamTuple([v.node for v in items]))
            return
        return super().op_BUILD_TUPLE(ins, st)

    def _generic_store(self, ins, st):
        """Bookkeeping stores of an annotation scope; True when handled."""
        if self.generic_locals is None or not st.stack:
            return False
        value = st.stack[-1]
        if isinstance(value, _TypeParam):
            if value.stored or value.node.name != ins.argval or len(st.stack) < 2 or st.stack[-2] is not value:
                raise self.error("type parameter stored strangely", ins)
            st.stack.pop()
            value.stored = True
            return True
        if ins.argval == ".type_params" and isinstance(value, _ParamTuple):
            st.stack.pop()
            self.generic_locals[".type_params"] = value
            return True
        if ins.argval == ".generic_base" and isinstance(value, _GenericBase):
            st.stack.pop()
            self.generic_locals[".generic_base"] = value
            return True
        if ins.argval.startswith("."):
            raise self.error("annotation scope store not understood", ins)
        return False

    def op_STORE_FAST(self, ins, st):
        if not self._generic_store(ins, st):
            return super().op_STORE_FAST(ins, st)

    def op_STORE_DEREF(self, ins, st):
        if not self._generic_store(ins, st):
            return super().op_STORE_DEREF(ins, st)

    def _generic_load(self, ins, st):
        if self.generic_locals is None or not ins.argval.startswith("."):
            return False
        name_ = ins.argval
        if name_ == ".type_params":
            if name_ not in self.generic_locals:
                raise self.error(".type_params read before it is set", ins)
            st.stack.append(ast.Name(id=name_, ctx=ast.Load()))
            return True
        if name_ not in self.generic_locals:
            raise self.error("annotation scope load not understood", ins)
        st.stack.append(self.generic_locals[name_])
        return True

    def op_LOAD_FAST(self, ins, st):
        if not self._generic_load(ins, st):
            return super().op_LOAD_FAST(ins, st)

    def op_LOAD_DEREF(self, ins, st):
        if not self._generic_load(ins, st):
            return super().op_LOAD_DEREF(ins, st)

    def op_LOAD_CLOSURE(self, ins, st):
        if not self._generic_load(ins, st):
            return super().op_LOAD_CLOSURE(ins, st)

    def op_RETURN_VALUE(self, ins, st):
        if self.generic_locals is None:
            return super().op_RETURN_VALUE(ins, st)
        value = self.pop(st, ins)
        if self.generic_result is not None or st.stack or st.stmts or ins.index != self.count - 1:
            raise self.error("annotation scope returns early", ins)
        self.generic_result = value
