"""Expressions: one ``e_<NodeName>(node, prec)`` method per ast expression
node.  ``prec`` is the precedence the parent requires; a node that binds more
loosely wraps itself in parentheses."""

import ast

from . import constants
from .precedence import LEVELS as Prec, binop, boolop, cmpop, unaryop  # (the members, read fast: precedence._Levels)
from .writer import missing_method

_NAME = ast.Name


def _is_signed(node):
    """A unary +/- or a negative number constant (``-(-x)`` reads better)."""
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, (ast.USub, ast.UAdd))
    if isinstance(node, ast.Constant) and not isinstance(node.value, (str, bytes, tuple, frozenset)):
        try:
            return constants.number_text(node.value)[0].startswith("-")
        except TypeError:
            return False
    return False


class ExpressionPrinter:
    def expr(self, node, prec=Prec.TEST):
        start = getattr(node, "_start", None)
        if start is not None:
            source_line = self._source_line
            if source_line is None:
                self._source_line = start  # (follow_source_line's first case, without its call: a statement's first line)
            elif start > source_line:
                self.follow_source_line(start)  # (only a later line changes anything)
        cls = node.__class__
        if cls is _NAME:  # (half the nodes printed: e_Name's body, without its call)
            text = node.id
            self._parts.append(text)
            if "\n" in text:
                self._newlines += text.count("\n")
            return
        try:
            method = self.expr_methods[cls]
        except KeyError:
            method = missing_method(self.expr_methods, self.__class__, "e_", cls)
        method(self, node, prec)

    def exprs(self, nodes, prec=Prec.TEST):
        self.comma_exprs(nodes, prec)

    # -- atoms ----------------------------------------------------------------
    def e_Name(self, node, prec):
        # (`write`'s body, without its call: the most common node)
        text = node.id
        self._parts.append(text)
        if "\n" in text:
            self._newlines += text.count("\n")

    def e_Constant(self, node, prec):
        value = node.value
        if value.__class__ is str:  # (the commonest: write_constant's and write's bodies, without their calls)
            text = self.string_constant(value, getattr(node, "kind", None))
            self._parts.append(text)
            if "\n" in text:
                self._newlines += text.count("\n")
            return
        self.write_constant(value, prec, getattr(node, "kind", None))

    def write_constant(self, value, prec, kind=None):
        if isinstance(value, (str, bytes)):
            self.write(self.string_constant(value, kind))
        elif isinstance(value, tuple):
            with self.delimit("(", ")"):
                self.items(value, lambda v: self.write_constant(v, Prec.TEST))
                if len(value) == 1:
                    self.write(",")
        elif isinstance(value, frozenset):
            if not value:
                self.write("frozenset()")
                return
            with self.delimit("frozenset({", "})"):  # (one order whatever the string hashes)
                self.items(sorted(value, key=repr), lambda v: self.write_constant(v, Prec.TEST))
        else:
            text, own = constants.number_text(value)
            if prec > own:
                text = "(" + text + ")"  # (no line breaks in a number: no bracket to open)
            self._parts.append(text)  # (`write` without its call: no line break to count)

    # Nodes that only exist before 3.8's Constant; harmless to keep.
    def e_Num(self, node, prec):  # pragma: no cover
        self.write_constant(node.n, prec)

    def e_Str(self, node, prec):  # pragma: no cover
        self.write_constant(node.s, prec)

    def e_Bytes(self, node, prec):  # pragma: no cover
        self.write_constant(node.s, prec)

    def e_NameConstant(self, node, prec):  # pragma: no cover
        self.write_constant(node.value, prec)

    def e_Ellipsis(self, node, prec):  # pragma: no cover
        self.write("...")

    # -- displays -----------------------------------------------------------
    def e_Tuple(self, node, prec):
        elts = node.elts
        starred = any(isinstance(e, ast.Starred) for e in elts)
        bare = (
            len(elts) > 1  # () and (x,) always get their parentheses
            and prec <= Prec.TUPLE
            and not (starred and prec > Prec.STAR_TUPLE)
        )
        if self.width is not None and len(elts) > 1 and isinstance(node.ctx, ast.Load) and not starred:
            if self.written_or_wrapped(node, prec, self.wrapped_display, "(", ")"):
                return
        if not bare:
            self.open_bracket("(")
        self.comma_exprs(elts, Prec.TEST)
        if len(elts) == 1:
            self._parts.append(",")
        if not bare:
            self.close_bracket(")")

    def e_List(self, node, prec):
        if self.width is not None and node.elts:
            if self.written_or_wrapped(node, prec, self.wrapped_display, "[", "]"):
                return
        self.open_bracket("[")
        self.comma_exprs(node.elts, Prec.TEST)
        self.close_bracket("]")

    def e_Set(self, node, prec):
        if not node.elts:
            self.write("{*()}")  # there is no empty-set literal
            return
        if self.width is not None:
            if self.written_or_wrapped(node, prec, self.wrapped_display, "{", "}"):
                return
        self.open_bracket("{")
        self.comma_exprs(node.elts, Prec.TEST)
        self.close_bracket("}")

    def e_Dict(self, node, prec):
        if self.width is not None and node.keys:
            if self.written_or_wrapped(node, prec, self.wrapped_display, "{", "}"):
                return
        self.open_bracket("{")
        self.items(zip(node.keys, node.values), self._dict_item)
        self.close_bracket("}")

    def _dict_item(self, pair):
        key, value = pair
        if key is None:
            self.write("**")
            self.expr(value, Prec.BOR)
        else:
            self.expr(key)
            self.write(": ")
            self.expr(value)

    def e_Starred(self, node, prec):
        self.write("*")
        self.expr(node.value, Prec.EXPR)

    # -- comprehensions -----------------------------------------------------
    def _generators(self, generators):
        for gen in generators:
            self.write(" async for " if getattr(gen, "is_async", 0) else " for ")
            self.expr(gen.target, Prec.STAR_TUPLE)
            self.write(" in ")
            self.expr(gen.iter, Prec.OR)
            for cond in gen.ifs:
                start = getattr(cond, "_start", None)
                if start is not None:
                    self.follow_source_line(start)  # break before `if`
                self.write(" if ")
                self.expr(cond, Prec.OR)

    def e_ListComp(self, node, prec):
        self.open_bracket("[")
        self.expr(node.elt)
        self._generators(node.generators)
        self.close_bracket("]")

    def e_SetComp(self, node, prec):
        self.open_bracket("{")
        self.expr(node.elt)
        self._generators(node.generators)
        self.close_bracket("}")

    def e_GeneratorExp(self, node, prec):
        self.open_bracket("(")
        self.expr(node.elt)
        self._generators(node.generators)
        self.close_bracket(")")

    def e_DictComp(self, node, prec):
        self.open_bracket("{")
        self.expr(node.key)
        self._parts.append(": ")
        self.expr(node.value)
        self._generators(node.generators)
        self.close_bracket("}")

    # -- operators ----------------------------------------------------------
    def e_BinOp(self, node, prec):
        symbol, own = binop(node.op)
        paren = prec > own
        if paren:
            self.open_bracket("(")
        if isinstance(node.op, ast.Pow):  # right-associative; ``2 ** -x``
            self.expr(node.left, Prec.AWAIT)
            self._parts.append(" ** ")
            self.expr(node.right, Prec.FACTOR)
            if paren:
                self.close_bracket(")")
            return
        # Left-associative: walk the left spine of same-level operators
        # iteratively, so that ``a + b + ... + z`` does not recurse per term.
        spine = [node]
        while isinstance(spine[-1].left, ast.BinOp):
            left = spine[-1].left
            if isinstance(left.op, ast.Pow) or binop(left.op)[1] != own:
                break
            spine.append(left)
        self.expr(spine[-1].left, own)
        tighter = own.next()
        parts = self._parts
        for part in reversed(spine):
            parts.append(" %s " % binop(part.op)[0])
            self.expr(part.right, tighter)
        if paren:
            self.close_bracket(")")

    def e_UnaryOp(self, node, prec):
        symbol, own = unaryop(node.op)
        operand = own
        if isinstance(node.op, (ast.USub, ast.UAdd)) and _is_signed(node.operand):
            operand = Prec.POWER  # print -(-x), not --x
        self._prefixed(prec > own, symbol, node.operand, operand)

    def e_BoolOp(self, node, prec):
        if self.width is not None:
            if self.written_or_wrapped(node, prec, self.wrapped_boolop):
                return
        word, own = boolop(node.op)
        paren = prec > own or self._breaks_outside_brackets(node)
        if paren:
            self.open_bracket("(")
        tighter, sep, parts = own.next(), " %s " % word, self._parts
        first = True
        for value in node.values:
            if first:
                first = False
            else:
                parts.append(sep)
            self.expr(value, tighter)
        if paren:
            self.close_bracket(")")

    def _breaks_outside_brackets(self, node):
        """Whether `node`'s operands started on several source lines with no
        bracket open to break in: 3.11+ thread jumps of `and`/`or` only
        within one line, so the recompiled code needs the same lines."""
        if self._brackets or self._unbreakable:
            return False
        start = getattr(node, "_start", None)
        return start is not None and any(getattr(v, "_start", start) > start for v in node.values)

    def e_Compare(self, node, prec):
        paren = prec > Prec.CMP
        if paren:
            self.open_bracket("(")
        self.expr(node.left, Prec.EXPR)
        parts = self._parts
        for op, right in zip(node.ops, node.comparators):
            parts.append(" %s " % cmpop(op))
            self.expr(right, Prec.EXPR)
        if paren:
            self.close_bracket(")")

    def e_IfExp(self, node, prec):
        paren = prec > Prec.TEST
        if paren:
            self.open_bracket("(")
        self.expr(node.body, Prec.OR)
        self._parts.append(" if ")
        self.expr(node.test, Prec.OR)
        self._parts.append(" else ")
        self.expr(node.orelse, Prec.TEST)
        if paren:
            self.close_bracket(")")

    def e_NamedExpr(self, node, prec):
        # Bare only where the parent explicitly allows a walrus.
        with self.parens_if(prec != Prec.NAMED_EXPR):
            self.expr(node.target, Prec.ATOM)
            self.write(" := ")
            self.expr(node.value, Prec.TEST)

    def e_Lambda(self, node, prec):
        with self.parens_if(prec > Prec.TEST):
            self.write("lambda")
            if _has_arguments(node.args):
                self.write(" ")
                self.arguments(node.args, annotations=False)
            self.write(": ")
            self.expr(node.body, Prec.TEST)

    def e_Await(self, node, prec):
        self._prefixed(prec > Prec.AWAIT, "await ", node.value, Prec.ATOM)

    def e_Yield(self, node, prec):
        paren = prec > Prec.YIELD
        if paren:
            self.open_bracket("(")
        self._parts.append("yield")
        if node.value is not None:
            self._parts.append(" ")
            self.expr(node.value, Prec.STAR_TUPLE)
        if paren:
            self.close_bracket(")")

    def e_YieldFrom(self, node, prec):
        self._prefixed(prec > Prec.YIELD, "yield from ", node.value, Prec.TEST)

    def _prefixed(self, paren, prefix, operand, operand_prec):
        """`prefix` and `operand` (at `operand_prec`), in parentheses where
        `paren`."""
        if paren:
            self.open_bracket("(")
        self._parts.append(prefix)
        self.expr(operand, operand_prec)
        if paren:
            self.close_bracket(")")

    # -- trailers -----------------------------------------------------------
    def e_Attribute(self, node, prec):
        value = node.value
        self.expr(value, Prec.ATOM)
        if (
            isinstance(value, ast.Constant)
            and type(value.value) is int
            and value.value >= 0
        ):
            self._parts.append(" ")  # ``1 .real``: ``1.real`` would be a float token
        self._parts.append("." + node.attr)  # (`write`'s body: no line break in a name)

    def e_Call(self, node, prec):
        args, keywords = node.args, node.keywords
        genexp = len(args) == 1 and not keywords and isinstance(args[0], ast.GeneratorExp)
        if self.width is not None and not genexp and (args or keywords):
            if self.written_or_wrapped(node, prec, self.wrapped_call):
                return
        self.expr(node.func, Prec.ATOM)
        if genexp:
            self.expr(args[0])  # f(x for x in y): the genexp brings its parens
            return
        # (open_bracket's and close_bracket's bodies, without their calls)
        parts = self._parts
        parts.append("(")
        self._brackets += 1
        self.call_arguments(args, keywords)
        self._brackets -= 1
        parts.append(")")

    def call_arguments(self, args, keywords):
        self.comma_exprs(args, Prec.TEST)
        if keywords:
            if args:
                self._parts.append(", ")
            self.items(keywords, self._call_argument)

    def _call_argument(self, node):
        if isinstance(node, ast.keyword):
            start = getattr(node.value, "_start", None)
            if start is not None:
                self.follow_source_line(start)  # break before `name=`, not after it
            if node.arg is None:
                self.write("**")
                self.expr(node.value, Prec.BOR)
            else:
                self.write(node.arg + "=")
                self.expr(node.value)
        else:
            self.expr(node)

    def e_Subscript(self, node, prec):
        self.expr(node.value, Prec.ATOM)
        # (open_bracket's and close_bracket's bodies, without their calls)
        parts = self._parts
        parts.append("[")
        self._brackets += 1
        self.subscript(node.slice)
        self._brackets -= 1
        parts.append("]")

    def subscript(self, node):
        kind = type(node).__name__
        if kind == "Index":  # 3.8
            self.subscript(node.value)
        elif kind == "ExtSlice":  # 3.8
            self.items(node.dims, self._slice_element)
            if len(node.dims) == 1:
                self.write(",")
        elif kind == "Tuple" and node.elts:
            has_star = any(isinstance(e, ast.Starred) for e in node.elts)
            has_slice = any(isinstance(e, ast.Slice) for e in node.elts)
            if has_star and not has_slice:
                self.expr(node, Prec.ATOM)  # a[(*x, y)] reads on every version
                return
            self.items(node.elts, self._slice_element)
            if len(node.elts) == 1:
                self.write(",")
        else:
            self._slice_element(node)

    def _slice_element(self, node):
        if isinstance(node, ast.Slice):
            self.e_Slice(node, Prec.TEST)
        elif isinstance(node, ast.Starred):
            self.expr(node)
        else:
            self.expr(node, Prec.TEST)

    def e_Slice(self, node, prec):
        if node.lower is not None:
            self.expr(node.lower)
        self.write(":")
        if node.upper is not None:
            self.expr(node.upper)
        if node.step is not None:
            self.write(":")
            self.expr(node.step)

    def e_Index(self, node, prec):  # 3.8 wrapper, if handed over directly
        self.expr(node.value, prec)

    def e_ExtSlice(self, node, prec):  # 3.8 wrapper, if handed over directly
        self.subscript(node)

    # -- function signatures (shared with def) ----------------------------
    def arguments(self, args, annotations=True):
        """Write the inside of a parameter list (no parentheses)."""
        self.items(self.parameter_parts(args, annotations), lambda write_part: write_part())

    def parameter_parts(self, args, annotations=True):
        """One callable per parameter (and `/`, `*` markers) that writes it."""
        posonly = list(getattr(args, "posonlyargs", []))
        positional = posonly + list(args.args)
        first_default = len(positional) - len(args.defaults)
        parts = []  # callables that each write one parameter

        for i, arg in enumerate(positional):
            default = args.defaults[i - first_default] if i >= first_default else None
            parts.append(lambda a=arg, d=default: self._parameter(a, d, annotations))
            if posonly and i == len(posonly) - 1:
                parts.append(lambda: self.write("/"))
        if args.vararg is not None or args.kwonlyargs:
            def star(vararg=args.vararg):
                self.write("*")
                if vararg is not None:
                    self._parameter(vararg, None, annotations)
            parts.append(star)
        for arg, default in zip(args.kwonlyargs, args.kw_defaults):
            parts.append(lambda a=arg, d=default: self._parameter(a, d, annotations))
        if args.kwarg is not None:
            def dstar(kwarg=args.kwarg):
                self.write("**")
                self._parameter(kwarg, None, annotations)
            parts.append(dstar)
        return parts

    def _parameter(self, arg, default, annotations):
        self.write(arg.arg)
        annotated = annotations and arg.annotation is not None
        if annotated:
            self.write(": ")
            self.expr(arg.annotation)
        if default is not None:
            self.write(" = " if annotated else "=")
            self.expr(default)


def _has_arguments(args):
    return bool(
        getattr(args, "posonlyargs", None)
        or args.args
        or args.vararg
        or args.kwonlyargs
        or args.kwarg
    )
