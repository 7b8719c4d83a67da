"""Opcodes that compute values: loads, operators, calls, containers."""

import ast
import types

from .nodes import (
    AST_INDEX_NODES,
    LOAD,
    no_arguments,
    InlineContainer,
    Slot,
    ChainedTarget,
    NULL,
    BuildClass,
    ClassValue,
    ExceptionValue,
    FunctionValue,
    IterValue,
    Null,
    const,
    name,
)

_CODE = types.CodeType
_Name = ast.Name
_Constant = ast.Constant

BINOPS = {
    "+": ast.Add,
    "-": ast.Sub,
    "*": ast.Mult,
    "/": ast.Div,
    "//": ast.FloorDiv,
    "%": ast.Mod,
    "**": ast.Pow,
    "<<": ast.LShift,
    ">>": ast.RShift,
    "&": ast.BitAnd,
    "|": ast.BitOr,
    "^": ast.BitXor,
    "@": ast.MatMult,
}

CMPOPS = {
    "<": ast.Lt,
    "<=": ast.LtE,
    "==": ast.Eq,
    "!=": ast.NotEq,
    ">": ast.Gt,
    ">=": ast.GtE,
    "in": ast.In,
    "not in": ast.NotIn,
    "is": ast.Is,
    "is not": ast.IsNot,
}

_INTRINSIC_1 = {
    1: "INTRINSIC_PRINT",
    2: "INTRINSIC_IMPORT_STAR",
    3: "INTRINSIC_STOPITERATION_ERROR",
    4: "INTRINSIC_ASYNC_GEN_WRAP",
    5: "INTRINSIC_UNARY_POSITIVE",
    6: "INTRINSIC_LIST_TO_TUPLE",
    7: "INTRINSIC_TYPEVAR",
    8: "INTRINSIC_PARAMSPEC",
    9: "INTRINSIC_TYPEVARTUPLE",
    10: "INTRINSIC_SUBSCRIPT_GENERIC",
    11: "INTRINSIC_TYPEALIAS",
}


class AugValue:
    """An in-place operator's result, waiting for the store that names it."""

    __slots__ = ("target", "op", "value")

    def __init__(self, target, op, value):
        self.target = target
        self.op = op
        self.value = value


class Converted:
    """3.13 CONVERT_VALUE: a value with its f-string conversion."""

    __slots__ = ("value", "conversion")

    def __init__(self, value, conversion):
        self.value = value
        self.conversion = conversion


# Expression classes a stack value is returned as by `as_expr` unchanged
# (neither a ChainedTarget nor a Constant, which may hold a code object).
PLAIN_VALUES = frozenset((ast.Name, ast.Attribute, ast.Call, ast.BinOp, ast.Subscript, ast.Compare, ast.BoolOp,
                           ast.UnaryOp, ast.Tuple, ast.List, ast.Dict, ast.JoinedStr, ast.IfExp))


def as_expr(lifter, value, ins):
    """A stack value as an `ast.expr`, turning pending objects into syntax."""
    cls = value.__class__
    if cls in PLAIN_VALUES:
        return value  # (the common case: no test below can apply)
    if cls is _Constant:
        # (the next most common: a constant, the function's code as a
        # value now and then, as below)
        return value if value.value.__class__ is not _CODE else lifter.named_constant(value.value)
    if isinstance(value, ChainedTarget):
        return ast.NamedExpr(target=value.target, value=as_expr(lifter, value.value, ins))
    if isinstance(value, ast.AST):
        if value.__class__ is ast.Constant and value.value.__class__ is _CODE:
            # a code object as a value, not made into a function (passed
            # to the maker of a nested function the code rebuilds)
            return lifter.named_constant(value.value)
        return value
    if isinstance(value, FunctionValue):
        return lifter.lambda_of(value, ins)
    if isinstance(value, Slot) and value.owner.parent is None and value.owner.value is not None and value.owner.state is not None:
        return lifter.unpack_into_temps(value)
    if isinstance(value, IterValue) and lifter.options.iterators_as_values and not value.is_async:
        return iterator_expr(value)
    raise lifter.error("value %s used as an expression" % type(value).__name__, ins)


def iterator_expr(value):
    """`iter(iterable)` for an IterValue read as a value (its one node)."""
    if value.expr is None:
        value.expr = ast.Call(func=ast.Name(id="iter", ctx=ast.Load()), args=[value.iterable], keywords=[])
    return value.expr


# (the handler table, its name loads, its constant loads) by the table's id
# and the version facts that choose them (ExpressionOps.plain_loads).
_PLAIN_LOADS = {}


class ExpressionOps:
    # ------------------------------------------------------------------ loads
    def op_LOAD_CONST(self, ins, st):
        value = ins.argval
        if value.__class__ in _LITERAL_CLASSES:
            # (most constants: one set lookup, the node made here; one of
            # the most frequent instructions)
            st.stack.append(_Constant(value, None))
        elif has_literal(value):
            st.stack.append(const(value))
        else:
            st.stack.append(self.named_constant(value))

    def plain_loads(self, handlers):
        """(the opnames `Lifter.block` reads in place, without their
        handler's call: the three kinds below; those whose handler in
        `handlers` pushes `Name(argval, Load)` and does nothing else; those
        whose handler is `op_PUSH_NULL`), the rest of the three kinds being
        those whose handler is `op_LOAD_CONST` (read in place for a
        constant of a literal class). A load is about half the
        instructions read. Told by the handlers themselves: a table that
        wraps one (an annotation scope's) keeps it out."""
        key = (id(handlers), self.version.CELLS_LOADED_AS_FAST, self.version.ASSERTION_ERROR_OPCODE)
        found = _PLAIN_LOADS.get(key)
        if found is None or found[0] is not handlers:
            plain = {ExpressionOps._load_name}
            if not self.version.CELLS_LOADED_AS_FAST:
                plain.add(ExpressionOps.op_LOAD_FAST)
            if self.version.ASSERTION_ERROR_OPCODE:
                plain.add(ExpressionOps.op_LOAD_GLOBAL)
            names = frozenset(op for op, handler in handlers.items() if handler in plain)
            nulls = frozenset(op for op, handler in handlers.items() if handler is ExpressionOps.op_PUSH_NULL)
            consts = frozenset(op for op, handler in handlers.items() if handler is ExpressionOps.op_LOAD_CONST)
            found = _PLAIN_LOADS[key] = (handlers, names | nulls | consts, names, nulls)
        return found[1:]

    def named_constant(self, value):
        """A name for a constant with no literal form (generated code puts
        devices, dtypes and functions in co_consts); the caller gets name ->
        object."""
        registry = self.context.constants
        if registry is None:
            raise self.error("constant %r has no literal form" % (value,))
        for key, existing in registry.items():
            if existing is value:
                return name(key)
        key = "%s%d" % (self.context.constant_prefix, len(registry))
        while key in self.code.co_names or key in self.code.co_varnames:
            key += "_"
        registry[key] = value
        return name(key)

    def op_LOAD_SMALL_INT(self, ins, st):
        st.stack.append(const(ins.argval))

    def _load_name(self, ins, st):
        st.stack.append(_Name(ins.argval, LOAD))  # (`nodes.name`, made here: the most frequent instructions)

    op_LOAD_NAME = _load_name

    def op_LOAD_GLOBAL(self, ins, st):
        node = _Name(ins.argval, LOAD)
        if not self.version.ASSERTION_ERROR_OPCODE and ins.argval == "AssertionError":
            node._assertion = True  # 3.8's assert loads the global itself
        st.stack.append(node)

    op_LOAD_DEREF = _load_name
    op_LOAD_CLASSDEREF = _load_name

    def op_LOAD_CLOSURE(self, ins, st):
        st.stack.append(self.cell_of(ins.argval))

    def _load_fast_or_cell(self, ins, st):
        # A LOAD_FAST of a cell's slot is LOAD_CLOSURE's spelling (a cell's
        # value is read by LOAD_DEREF).
        cells = self._cell_names
        if cells is None:
            cells = self._cell_names = frozenset(self.code.co_cellvars + self.code.co_freevars)
        if ins.argval in cells and ins.argval not in self.comprehension_locals:
            st.stack.append(self.cell_of(ins.argval))
        else:
            st.stack.append(_Name(ins.argval, LOAD))

    def op_LOAD_FAST(self, ins, st):
        if self.version.CELLS_LOADED_AS_FAST:
            return self._load_fast_or_cell(ins, st)
        st.stack.append(_Name(ins.argval, LOAD))  # (`_load_name`: a quarter of the instructions read are LOAD_FAST)

    _cell_names = None
    comprehension_locals = frozenset()  # names an enclosing inlined comprehension binds
    inlined_comprehensions = 0  # how many inlined comprehensions the reading is inside

    def cell_of(self, var):
        """`(lambda: var).__closure__[0]`: the cell of `var` itself.

        A closure's cells are consumed by MAKE_FUNCTION and a class's by
        `__classcell__`, and then never printed; but bytecode may also pass a
        cell as a value (generated code makes functions of closures from a
        tuple of the frame's cells).  No other source gives the cell, and a
        lambda closing over `var` shares the frame's cell."""
        closure = ast.Attribute(value=ast.Lambda(args=no_arguments(), body=name(var)), attr="__closure__", ctx=ast.Load())
        node = ast.Subscript(value=closure, slice=self.slice_of(const(0)), ctx=ast.Load())
        node._cell_of = var  # for the readers of class bookkeeping (`__classdictcell__`)
        return node

    op_LOAD_FAST_AND_CLEAR = _load_name

    def op_LOAD_FROM_DICT_OR_DEREF(self, ins, st):
        self.pop(st, ins)
        st.stack.append(name(ins.argval))

    op_LOAD_FROM_DICT_OR_GLOBALS = op_LOAD_FROM_DICT_OR_DEREF

    def op_LOAD_LOCALS(self, ins, st):
        st.stack.append(ast.Call(func=name("locals"), args=[], keywords=[]))

    def op_PUSH_NULL(self, ins, st):
        st.stack.append(NULL)

    def op_LOAD_ASSERTION_ERROR(self, ins, st):
        node = name("AssertionError")
        node._assertion = True
        st.stack.append(node)

    def op_LOAD_BUILD_CLASS(self, ins, st):
        st.stack.append(BuildClass())

    def op_LOAD_ATTR(self, ins, st):
        stack = st.stack
        try:  # (`pop_expr` in place: one call less for a frequent instruction)
            obj = stack.pop()
        except IndexError:
            raise self.error("stack underflow", ins) from None
        if obj.__class__ not in PLAIN_VALUES:
            obj = as_expr(self, obj, ins)
        stack.append(ast.Attribute(obj, ins.argval, LOAD))

    def op_LOAD_METHOD(self, ins, st):
        self.op_LOAD_ATTR(ins, st)
        st.stack.append(NULL)

    def _super_attr(self, ins, st):
        _self_arg = self.pop(st, ins)
        cls = self.pop(st, ins)
        sup = self.pop(st, ins)
        if ins.two_arg_super:
            call = ast.Call(func=sup, args=[cls, _self_arg], keywords=[])
        else:
            call = ast.Call(func=sup, args=[], keywords=[])
        st.stack.append(ast.Attribute(value=call, attr=ins.argval, ctx=ast.Load()))

    def op_LOAD_SUPER_ATTR(self, ins, st):
        self._super_attr(ins, st)

    def op_LOAD_SUPER_METHOD(self, ins, st):
        self._super_attr(ins, st)
        st.stack.append(NULL)

    # -------------------------------------------------------------- operators
    def op_BINARY_OP(self, ins, st):
        op, inplace = ins.argval
        left, right = self.pop_two_exprs(st, ins)
        if op == "[]":
            st.stack.append(ast.Subscript(value=left, slice=self.slice_of(right), ctx=ast.Load()))
            return
        if inplace:
            st.stack.append(AugValue(left, BINOPS[op](), right))
        else:
            st.stack.append(ast.BinOp(left, BINOPS[op](), right))

    def _unary(op):
        def handler(self, ins, st):
            operand = self.pop_expr(st, ins)
            if isinstance(operand, ast.Constant) and self.version.FOLDS_CONSTANT_BOOL_OPERANDS:
                # `not 1` would be folded into one constant: the operator
                # stays only over a constant the compiler folds later
                # (`1 and 1`, one LOAD_CONST from 3.10).
                operand = ast.BoolOp(op=ast.And(), values=[operand, const(operand.value)])
            st.stack.append(ast.UnaryOp(op=op(), operand=operand))

        return handler

    op_UNARY_NEGATIVE = _unary(ast.USub)
    op_UNARY_POSITIVE = _unary(ast.UAdd)
    op_UNARY_INVERT = _unary(ast.Invert)
    op_UNARY_NOT = _unary(ast.Not)
    del _unary

    def op_TO_BOOL(self, ins, st):
        """3.13: a truth value used as a value (normalisation keeps only
        those), which the source spells `not not x`."""
        operand = self.pop_expr(st, ins)
        st.stack.append(ast.UnaryOp(op=ast.Not(), operand=ast.UnaryOp(op=ast.Not(), operand=operand)))

    def op_COMPARE_OP(self, ins, st):
        left, right = self.pop_two_exprs(st, ins)
        if ins.argval in ("in", "not in"):
            right = _set_display(right)
        st.stack.append(ast.Compare(left, [CMPOPS[ins.argval]()], [right]))

    def op_IS_OP(self, ins, st):
        left, right = self.pop_two_exprs(st, ins)
        op = ast.IsNot() if ins.argval else ast.Is()
        st.stack.append(ast.Compare(left, [op], [right]))

    def op_CONTAINS_OP(self, ins, st):
        left, right = self.pop_two_exprs(st, ins)
        right = _set_display(right)
        op = ast.NotIn() if ins.argval else ast.In()
        st.stack.append(ast.Compare(left, [op], [right]))

    # ---------------------------------------------------------- subscripting
    def slice_of(self, node):
        if AST_INDEX_NODES:
            if isinstance(node, ast.Slice):
                return node
            if isinstance(node, ast.Tuple) and any(isinstance(e, ast.Slice) for e in node.elts):
                return ast.ExtSlice(dims=[e if isinstance(e, ast.Slice) else ast.Index(value=e) for e in node.elts])
            return ast.Index(value=node)
        return node

    def op_BINARY_SUBSCR(self, ins, st):
        obj, index = self.pop_two_exprs(st, ins)
        if self.options.display_subscripts_folded:
            folded = _fold_display_subscript(obj, index)
            if folded is not None:
                _note_folded_index(self.context, index)
                st.stack.append(folded)
                return
        st.stack.append(ast.Subscript(obj, self.slice_of(index), LOAD))

    def op_BUILD_SLICE(self, ins, st):
        parts = [as_expr(self, v, ins) for v in self.popn(st, ins.argval, ins)]
        lower, upper = parts[0], parts[1]
        step = parts[2] if len(parts) == 3 else None
        st.stack.append(
            ast.Slice(
                lower=None if _is_none(lower) else lower,
                upper=None if _is_none(upper) else upper,
                step=None if step is None or _is_none(step) else step,
            )
        )

    def op_BINARY_SLICE(self, ins, st):
        upper = self.pop_expr(st, ins)
        lower = self.pop_expr(st, ins)
        obj = self.pop_expr(st, ins)
        sl = ast.Slice(lower=None if _is_none(lower) else lower, upper=None if _is_none(upper) else upper, step=None)
        st.stack.append(ast.Subscript(value=obj, slice=sl, ctx=ast.Load()))

    # ------------------------------------------------------------- containers
    def _build(kind):
        def handler(self, ins, st):
            elts = [as_expr(self, v, ins) for v in self.popn(st, ins.argval, ins)]
            if kind is ast.Set:
                st.stack.append(ast.Set(elts=elts))
            else:
                st.stack.append(kind(elts=elts, ctx=ast.Load()))

        return handler

    op_BUILD_TUPLE = _build(ast.Tuple)
    op_BUILD_LIST = _build(ast.List)
    op_BUILD_SET = _build(ast.Set)
    del _build

    def op_BUILD_MAP(self, ins, st):
        items = [as_expr(self, v, ins) for v in self.popn(st, 2 * ins.argval, ins)]
        st.stack.append(ast.Dict(keys=items[0::2], values=items[1::2]))

    def op_BUILD_CONST_KEY_MAP(self, ins, st):
        keys = self.pop(st, ins)
        values = [as_expr(self, v, ins) for v in self.popn(st, ins.argval, ins)]
        st.stack.append(ast.Dict(keys=[const(k) for k in keys.value], values=values))

    def op_BUILD_STRING(self, ins, st):
        parts = self.popn(st, ins.argval, ins)
        values = []
        for part in parts:
            if isinstance(part, ast.JoinedStr):
                values.extend(part.values)
            else:
                values.append(part)
        st.stack.append(ast.JoinedStr(values=values))

    def _container_of(self, st, depth, ins):
        if len(st.stack) < depth:
            raise self.error("stack underflow", ins)
        return st.stack[-depth]

    def _collects_element(self, target, depth):
        """Whether an append at `depth` feeds a comprehension being rebuilt."""
        return isinstance(target, InlineContainer) or (depth > 1 and self.comprehension_mode)

    def _add_element(self, ins, st, display, method):
        """LIST_APPEND / SET_ADD: an element for a comprehension being
        rebuilt, one more of the `display` (ast.List, ast.Set) right under
        it, or a call of its `method` on the container."""
        value = self.pop_expr(st, ins)
        target = self._container_of(st, ins.argval, ins)
        if self._collects_element(target, ins.argval):
            self.comprehension_append(st, ins, value, None)
        elif isinstance(target, display) and ins.argval == 1:
            target.elts.append(value)
        else:
            self.mutate_in_place(st, ins, ins.argval, method, [value])

    def op_LIST_APPEND(self, ins, st):
        self._add_element(ins, st, ast.List, "append")

    def op_SET_ADD(self, ins, st):
        self._add_element(ins, st, ast.Set, "add")

    def op_MAP_ADD(self, ins, st):
        value = self.pop_expr(st, ins)
        key = self.pop_expr(st, ins)
        target = self._container_of(st, ins.argval, ins)
        if self._collects_element(target, ins.argval):
            self.comprehension_append(st, ins, key, value)
        elif isinstance(target, ast.Dict) and ins.argval == 1:
            target.keys.append(key)
            target.values.append(value)
        else:
            self.mutate_in_place(st, ins, ins.argval, "__setitem__", [key, value])

    def mutate_in_place(self, st, ins, depth, method, args):
        """`container.method(*args)` on a container that is not a display being built.

        Generated code extends lists it loaded or sliced; the container is
        read once at run time, so it goes through a temporary unless it is
        a plain name.
        """
        container = st.stack[-depth]
        if not isinstance(container, ast.Name):
            container = self.store_temp(st, as_expr(self, container, ins))
        call = ast.Call(func=ast.Attribute(value=container, attr=method, ctx=ast.Load()), args=args, keywords=[])
        self.emit(st, ast.Expr(value=call), ins)

    def op_LIST_EXTEND(self, ins, st):
        value = self.pop_expr(st, ins)
        target = self._container_of(st, ins.argval, ins)
        if not isinstance(target, ast.List):
            self.mutate_in_place(st, ins, ins.argval, "extend", [value])
            return
        if isinstance(target, ast.List) and not target.elts and isinstance(value, ast.Constant) and isinstance(value.value, tuple):
            target.elts.extend(const(v) for v in value.value)
        elif isinstance(target, ast.List) and not target.elts and isinstance(value, ast.List):
            target.elts.extend(value.elts)
        else:
            target.elts.append(ast.Starred(value=value, ctx=ast.Load()))

    def op_SET_UPDATE(self, ins, st):
        value = self.pop_expr(st, ins)
        target = self._container_of(st, ins.argval, ins)
        if not isinstance(target, ast.Set):
            self.mutate_in_place(st, ins, ins.argval, "update", [value])
            return
        if not target.elts and isinstance(value, ast.Constant) and isinstance(value.value, frozenset):
            # (in one order whatever the process's string hashes, as _set_display)
            target.elts.extend(const(v) for v in sorted(value.value, key=repr))
        else:
            target.elts.append(ast.Starred(value=value, ctx=ast.Load()))

    def op_DICT_UPDATE(self, ins, st):
        value = self.pop_expr(st, ins)
        target = self._container_of(st, ins.argval, ins)
        if not isinstance(target, ast.Dict):
            self.mutate_in_place(st, ins, ins.argval, "update", [value])
            return
        # (a display merged into the empty dict is `**{...}`: keyword
        # arguments and items before an unpacking build the dict)
        target.keys.append(None)
        target.values.append(value)

    op_DICT_MERGE = op_DICT_UPDATE

    def op_LIST_TO_TUPLE(self, ins, st):
        value = self.pop(st, ins)
        st.stack.append(ast.Tuple(elts=value.elts, ctx=ast.Load()))

    def _build_unpack(kind):
        # 3.8: BUILD_*_UNPACK joins iterables: [*a, *b], (*a, *b), {*a}.
        def handler(self, ins, st):
            parts = [as_expr(self, v, ins) for v in self.popn(st, ins.argval, ins)]
            elts = []
            for part in parts:
                if isinstance(part, (ast.Tuple, ast.List)) and kind is not None:
                    elts.extend(part.elts)
                else:
                    elts.append(ast.Starred(value=part, ctx=ast.Load()))
            if kind is ast.Set:
                st.stack.append(ast.Set(elts=elts))
            else:
                st.stack.append((kind or ast.Tuple)(elts=elts, ctx=ast.Load()))

        return handler

    op_BUILD_TUPLE_UNPACK = _build_unpack(ast.Tuple)
    op_BUILD_LIST_UNPACK = _build_unpack(ast.List)
    op_BUILD_SET_UNPACK = _build_unpack(ast.Set)
    op_BUILD_TUPLE_UNPACK_WITH_CALL = _build_unpack(ast.Tuple)
    del _build_unpack

    def op_BUILD_MAP_UNPACK(self, ins, st):
        parts = [as_expr(self, v, ins) for v in self.popn(st, ins.argval, ins)]
        keys, values = [], []
        after_items = False
        for part in parts:
            # Items (keyword arguments) between unpackings are one dict; a
            # display right after them, or an empty one, is `**{...}`.
            if isinstance(part, ast.Dict) and part.keys and not after_items and all(k is not None for k in part.keys):
                keys.extend(part.keys)
                values.extend(part.values)
            else:
                keys.append(None)
                values.append(part)
            after_items = isinstance(part, ast.Dict)
        st.stack.append(ast.Dict(keys=keys, values=values))

    op_BUILD_MAP_UNPACK_WITH_CALL = op_BUILD_MAP_UNPACK

    # ---------------------------------------------------------------- f-strings
    def op_FORMAT_VALUE(self, ins, st):
        flags = ins.argval
        spec = self.pop_expr(st, ins) if flags & 4 else None
        value = self.pop_expr(st, ins)
        conversion = {0: -1, 1: 115, 2: 114, 3: 97}[flags & 3]
        st.stack.append(_formatted(value, conversion, spec))

    def op_CONVERT_VALUE(self, ins, st):
        value = self.pop_expr(st, ins)
        st.stack.append(Converted(value, {1: 115, 2: 114, 3: 97}[ins.argval]))

    def op_FORMAT_SIMPLE(self, ins, st):
        value = self.pop(st, ins)
        if isinstance(value, Converted):
            st.stack.append(_formatted(value.value, value.conversion, None))
        else:
            st.stack.append(_formatted(as_expr(self, value, ins), -1, None))

    def op_FORMAT_WITH_SPEC(self, ins, st):
        spec = self.pop_expr(st, ins)
        value = self.pop(st, ins)
        if isinstance(value, Converted):
            st.stack.append(_formatted(value.value, value.conversion, spec))
        else:
            st.stack.append(_formatted(as_expr(self, value, ins), -1, spec))

    # ------------------------------------------------------------ stack moves
    def _share(self, ins, st, n):
        """Generated code may copy values it built (lists it then mutates,
        call results) and use each copy apart; the source must build them
        once.  CPython's own copies (chained stores, augmented assignment,
        chained comparisons) are consumed in shapes the lifter rebuilds
        instead."""
        if not self.options.copies_built_once:
            return
        value = st.stack[-n]
        if not isinstance(value, ast.expr) or isinstance(value, (ast.Name, ast.Constant)):
            return
        after = self.instrs[ins.index + 1] if ins.index + 1 < self.count else None
        if n == 1 and after is not None and after.opname.startswith("STORE_"):
            return
        self.spill_all(st)

    def op_COPY(self, ins, st):
        n = ins.argval
        if len(st.stack) < n:
            raise self.error("stack underflow", ins)
        self._share(ins, st, n)
        st.stack.append(st.stack[-n])

    def op_SWAP(self, ins, st):
        st.rotated = True
        n = ins.argval
        s = st.stack
        if len(s) < n:
            raise self.error("stack underflow", ins)
        s[-1], s[-n] = s[-n], s[-1]

    # ------------------------------------------------------------------ calls
    def op_CALL(self, ins, st, argc=None, slots=2, kwnames=None):
        """CALL (3.11+: two slots below the arguments, a NULL in one) and,
        given their arguments, the other calls (the reading of every call,
        here: no second call for the commonest)."""
        stack = st.stack
        if argc is None:
            argc = ins.argval
        if len(stack) < argc + slots:
            self.popn(st, argc, ins)
            self.popn(st, slots, ins)  # (one of the two raises: the stack is short)
        items = stack[-argc - slots :]
        del stack[-argc - slots :]
        # The callable: the first of the `slots` values that is no NULL;
        # where neither is, a method call loaded as (function, self): self
        # is the first argument. (Null has no subclasses.)
        func = items[0]
        if slots == 2 and (func.__class__ is Null or items[1].__class__ is Null):
            if func.__class__ is Null:
                func = items[1]
            args = items[2:]
        else:
            args = items[1:]
        if func.__class__ is Null:
            raise self.error("call without a callable", ins)
        kwnames = kwnames or ins.kwnames or ()
        if kwnames:
            npos = len(args) - len(kwnames)
            pos, kw = args[:npos], args[npos:]
        else:
            pos = args  # (most calls pass no keyword)
        if func.__class__ in PLAIN_VALUES:
            # (most callees: a name or an attribute, where `make_call`
            # neither reads a comprehension nor an annotation scope; most
            # arguments plain expressions too, told by one C-level pass)
            keywords = [ast.keyword(k, as_expr(self, v, ins)) for k, v in zip(kwnames, kw)] if kwnames else []
            stack.append(ast.Call(func, pos if PLAIN_VALUES.issuperset(map(type, pos)) else self.positional_exprs(pos, ins), keywords))
            return
        if isinstance(func, BuildClass):
            stack.append(self.class_value(pos, list(zip(kwnames, kw)) if kwnames else [], ins))
            return
        keywords = [ast.keyword(k, as_expr(self, v, ins)) for k, v in zip(kwnames, kw)] if kwnames else []
        stack.append(self.make_call(func, pos, keywords, ins))

    def op_CALL_FUNCTION(self, ins, st):
        self.op_CALL(ins, st, ins.argval, 1)

    # A keyword call whose names the bytecode pass could not fold (the names
    # were loaded earlier and moved into place, as generated code may with SWAPs):
    # the names are the value on top of the stack.
    def op_CALL_KW(self, ins, st):
        self.op_CALL(ins, st, ins.argval, 2, self._keyword_names(ins, st))

    def op_CALL_FUNCTION_KW(self, ins, st):
        self.op_CALL(ins, st, ins.argval, 1, self._keyword_names(ins, st))

    def _keyword_names(self, ins, st):
        names = self.pop(st, ins)
        if not (isinstance(names, ast.Constant) and isinstance(names.value, tuple)
                and all(isinstance(n, str) for n in names.value)):
            raise self.error("keyword names that are not a constant tuple", ins)
        return names.value

    def op_CALL_FUNCTION_EX(self, ins, st):
        kwargs = self.pop(st, ins) if ins.argval & 1 else None
        args = self.pop_expr(st, ins)
        callee = [self.pop(st, ins)]
        if self.version.CALLS_PUSH_NULL:
            callee.insert(0, self.pop(st, ins))
        real = [c for c in callee if not isinstance(c, Null)]
        if len(real) != 1:
            raise self.error("call without a callable", ins)
        func = real[0]
        if isinstance(args, (ast.Tuple, ast.List)):
            pos = list(args.elts)
        else:
            pos = [ast.Starred(value=args, ctx=ast.Load())]
        keywords = []
        if kwargs is not None:
            kwargs = as_expr(self, kwargs, ins)
            # (keyword arguments alone, no unpacking, make no CALL_FUNCTION_EX:
            # a display passed alone is `**{...}`, 3.8)
            alone = not any(isinstance(p, ast.Starred) for p in pos) and isinstance(kwargs, ast.Dict) and all(k is not None for k in kwargs.keys)
            if isinstance(kwargs, ast.Dict) and not alone and all(
                k is None or (isinstance(k, ast.Constant) and isinstance(k.value, str) and k.value.isidentifier())
                for k in kwargs.keys
            ):
                for k, v in zip(kwargs.keys, kwargs.values):
                    if k is None:
                        keywords.append(ast.keyword(arg=None, value=v))
                    else:
                        keywords.append(ast.keyword(arg=k.value, value=v))
            else:
                keywords.append(ast.keyword(arg=None, value=kwargs))
        if isinstance(func, BuildClass):
            kws = [(k.arg, k.value) for k in keywords]
            st.stack.append(self.class_value(pos, kws, ins))
            return
        st.stack.append(self.make_call(func, pos, keywords, ins))

    def op_CALL_INTRINSIC_1(self, ins, st):
        kind = _INTRINSIC_1.get(ins.argval)
        if kind == "INTRINSIC_UNARY_POSITIVE":
            operand = self.pop_expr(st, ins)
            st.stack.append(ast.UnaryOp(op=ast.UAdd(), operand=operand))
        elif kind == "INTRINSIC_LIST_TO_TUPLE":
            self.op_LIST_TO_TUPLE(ins, st)
        elif kind == "INTRINSIC_IMPORT_STAR":
            self.import_star(ins, st)
        elif kind == "INTRINSIC_PRINT":
            value = self.pop_expr(st, ins)
            st.stack.append(value)
        elif kind == "INTRINSIC_ASYNC_GEN_WRAP":
            pass
        else:
            self.intrinsic(ins, st, kind)

    # ------------------------------------------------------------- iteration
    def op_GET_ITER(self, ins, st):
        value = self.pop(st, ins)
        # (`for c in {1, 2}` iterates a frozenset constant)
        st.stack.append(IterValue(_set_display(as_expr(self, value, ins))))

    def op_GET_AITER(self, ins, st):
        value = self.pop(st, ins)
        st.stack.append(IterValue(_set_display(as_expr(self, value, ins)), is_async=True))

    def op_GET_YIELD_FROM_ITER(self, ins, st):
        value = self.pop(st, ins)
        st.stack.append(IterValue(as_expr(self, value, ins)))


_LITERAL_TYPES = (type(None), bool, int, float, complex, str, bytes, type(Ellipsis))


_LITERAL_CLASSES = LITERAL_CLASSES = frozenset(_LITERAL_TYPES)


def has_literal(value):
    """Whether the printer can spell `value` (code objects are never printed)."""
    if type(value) in _LITERAL_CLASSES:
        return True  # (most constants: one set lookup)
    if isinstance(value, _LITERAL_TYPES) or hasattr(value, "co_code"):
        return type(value) in _LITERAL_TYPES or hasattr(value, "co_code")
    if type(value) in (tuple, frozenset):
        return all(has_literal(v) for v in value)
    return False


def _set_display(node):
    """`x in {1, 2}` and `for x in {1, 2}` are compiled with a frozenset
    constant (no source spells one); write the display."""
    if isinstance(node, ast.Constant) and type(node.value) is frozenset and node.value:
        return ast.Set(elts=[const(v) for v in sorted(node.value, key=repr)])
    return node


def _simple(node):
    return isinstance(node, (ast.Name, ast.Constant))


def _pure_read(node):
    """A name, a constant, or constant subscripts of them: dropping it loses nothing."""
    while isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
        node = node.value
    return _simple(node)


def _note_folded_index(context, index):
    """Record the integers of a folded subscript: the code loads them and
    the source no longer does, which the compile-back check would otherwise
    take for a lost value."""
    for node in (index.lower, index.upper) if isinstance(index, ast.Slice) else (index,):
        if isinstance(node, ast.Constant) and type(node.value) is int:
            context.note_folded_int(node.value)


def _fold_display_subscript(obj, index):
    """`[a, b][0]` is `a` and `[a, b][0:1]` is `[a]` when what is dropped is a plain read."""
    if not isinstance(obj, (ast.List, ast.Tuple)):
        return None
    if isinstance(index, ast.Constant) and type(index.value) is int:
        try:
            kept = obj.elts[index.value]
        except IndexError:
            return None
        if all(e is kept or _pure_read(e) for e in obj.elts) and not isinstance(kept, ast.Starred):
            return kept
        return None
    if not all(_pure_read(e) for e in obj.elts):
        return None
    if isinstance(index, ast.Slice) and index.step is None:
        bounds = []
        for bound in (index.lower, index.upper):
            if bound is None or (isinstance(bound, ast.Constant) and bound.value is None):
                bounds.append(None)
            elif isinstance(bound, ast.Constant) and type(bound.value) is int:
                bounds.append(bound.value)
            else:
                return None
        return type(obj)(elts=obj.elts[bounds[0] : bounds[1]], ctx=ast.Load())
    return None


def _is_none(node):
    return isinstance(node, ast.Constant) and node.value is None


def _formatted(value, conversion, spec):
    if spec is not None and not isinstance(spec, ast.JoinedStr):
        spec = ast.JoinedStr(values=[spec])
    return ast.JoinedStr(values=[ast.FormattedValue(value=value, conversion=conversion, format_spec=spec)])


__all__ = ["ExpressionOps", "AugValue", "BINOPS", "as_expr", "ExceptionValue", "ClassValue"]
