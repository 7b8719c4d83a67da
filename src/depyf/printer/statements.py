"""Statements: one ``s_<NodeName>(node)`` method per ast statement node.

Every statement starts on a fresh line through :meth:`begin`, which records
the output line in ``statement_lines`` (``id(stmt) -> lineno``)."""

import ast

from .precedence import LEVELS as Prec, binop  # (the members, read fast: precedence._Levels)
from .strings import block_literal
from .writer import missing_method

_DEFS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


class StatementPrinter:
    # -- plumbing -------------------------------------------------------------
    def stmt(self, node):
        try:
            method = self.stmt_methods[node.__class__]
        except KeyError:
            method = missing_method(self.stmt_methods, self.__class__, "s_", node.__class__)
        method(self, node)

    def begin(self, node, text=""):
        """Start the line of ``node``; remember where it is."""
        parts = self._parts
        entry = self._breaks.get(self._level) if parts else None
        if entry is None:  # (the first line, or a level's first break: new_line makes it)
            line = self.new_line()
        else:  # (new_line's body for a level's break met before, without its call)
            self._source_line = None
            parts.append(entry[0])
            self._newlines += entry[1]
            line = self._newlines + 1
        lines = self.statement_lines
        if lines is not None:  # (None: no caller reads them)
            lines.setdefault(id(node), line)
        # (`write`'s body, without its call: once a statement)
        self._parts.append(text)
        if "\n" in text:
            self._newlines += text.count("\n")

    def body(self, statements, spaced=False):
        """Statements of a block, one level deeper; ``pass`` when empty."""
        self._level += 1
        self.statements(statements, spaced)
        if not statements:
            self.new_line()
            self._parts.append("pass")
        self._level -= 1

    def statements(self, statements, spaced=None):
        """``spaced``: a blank line around defs (module and class level)."""
        if spaced is None:
            spaced = self._level == 0
        previous = None
        methods = self.stmt_methods
        for node in statements:
            if spaced and previous is not None and (
                isinstance(node, _DEFS) or isinstance(previous, _DEFS)
            ):
                self.blank_line()
            # (`stmt`'s body, without its call: once a statement)
            try:
                method = methods[node.__class__]
            except KeyError:
                method = missing_method(methods, self.__class__, "s_", node.__class__)
            method(self, node)
            previous = node

    def block(self, node, text):
        """``text:`` on the line of ``node``; the caller writes the header's
        expressions inside the ``with``, then gives the body to :meth:`body`.
        (The hot statements write `begin`, the header, then ":" without it.)"""
        self.begin(node, text)
        return self.then_write(":")

    # -- modules ----------------------------------------------------------------
    def s_Module(self, node):
        self.statements(node.body)

    def s_Interactive(self, node):
        self.statements(node.body)

    # -- simple statements ------------------------------------------------------
    def s_Expr(self, node):
        self.begin(node)
        value = node.value
        if isinstance(value, ast.Constant) and type(value.value) is str:
            # Docstrings read best with their line breaks.
            block = block_literal(value.value, getattr(value, "kind", None))
            if block is not None:
                self.write(block)
                return
        self.expr(value, Prec.YIELD)

    def s_Assign(self, node):
        self.begin(node)
        for target in node.targets:
            self.expr(target, Prec.STAR_TUPLE)
            self._parts.append(" = ")  # (`write`'s body: no line break in it)
        self.expr(node.value, Prec.YIELD)

    def s_AugAssign(self, node):
        self.begin(node)
        self.expr(node.target, Prec.ATOM)
        self.write(" %s= " % binop(node.op)[0])
        self.expr(node.value, _rhs(node.value))

    def s_AnnAssign(self, node):
        self.begin(node)
        with self.parens_if(not node.simple and isinstance(node.target, ast.Name)):
            self.expr(node.target, Prec.ATOM)
        self.write(": ")
        self.expr(node.annotation)
        if node.value is not None:
            self.write(" = ")
            self.expr(node.value, _rhs(node.value))

    def s_Return(self, node):
        self.begin(node, "return")
        if node.value is not None:
            self.write(" ")
            self.expr(node.value, Prec.STAR_TUPLE)

    def s_Delete(self, node):
        self.begin(node, "del ")
        self.exprs(node.targets)

    def s_Pass(self, node):
        self.begin(node, "pass")

    def s_Break(self, node):
        self.begin(node, "break")

    def s_Continue(self, node):
        self.begin(node, "continue")

    def s_Raise(self, node):
        self.begin(node, "raise")
        if node.exc is not None:
            self.write(" ")
            self.expr(node.exc)
            if node.cause is not None:
                self.write(" from ")
                self.expr(node.cause)

    def s_Assert(self, node):
        self.begin(node, "assert ")
        self.expr(node.test)
        if node.msg is not None:
            self.write(", ")
            self.expr(node.msg)

    def s_Global(self, node):
        self._declaration(node, "global ")

    def s_Nonlocal(self, node):
        self._declaration(node, "nonlocal ")

    def _declaration(self, node, keyword):
        """With a width set, a declaration too long for it is written as
        several of the same kind (one meaning; each line within the width)."""
        names = list(node.names)
        if self.width is None:
            self.begin(node, keyword + ", ".join(names))
            return
        room = self.width - len(self._indent_unit) * self._level - len(keyword)
        first = True
        while names:
            line = [names.pop(0)]
            while names and len(", ".join(line + names[:1])) <= room:
                line.append(names.pop(0))
            if first:
                self.begin(node, keyword + ", ".join(line))
                first = False
            else:
                self.new_line()
                self.write(keyword + ", ".join(line))

    def s_Import(self, node):
        self.begin(node, "import " + ", ".join(map(_alias, node.names)))

    def s_ImportFrom(self, node):
        module = "." * (node.level or 0) + (node.module or "")
        names = ", ".join(map(_alias, node.names))
        self.begin(node, "from %s import %s" % (module, names))

    def s_TypeAlias(self, node):  # 3.12
        self.begin(node, "type ")
        self.expr(node.name, Prec.ATOM)
        self.type_params(node)
        self.write(" = ")
        self.expr(node.value)

    # -- compound statements ----------------------------------------------------
    def s_If(self, node, keyword="if "):
        self.begin(node, keyword)
        self.expr(node.test, Prec.NAMED_EXPR)
        self._parts.append(":")
        self.body(node.body)
        orelse = node.orelse
        if len(orelse) == 1 and isinstance(orelse[0], ast.If):
            self.s_If(orelse[0], "elif ")
        else:
            self._clause("else", orelse)

    def _clause(self, keyword, statements):
        """``else:`` / ``finally:`` and its body, if there is one."""
        if statements:
            self.new_line()
            self.write(keyword + ":")
            self.body(statements)

    def s_While(self, node):
        self.begin(node, "while ")
        self.expr(node.test, Prec.NAMED_EXPR)
        self._parts.append(":")
        self.body(node.body)
        self._clause("else", node.orelse)

    def s_For(self, node, keyword="for "):
        self.begin(node, keyword)
        self.expr(node.target, Prec.STAR_TUPLE)
        self._parts.append(" in ")
        self.expr(node.iter, Prec.TUPLE)
        self._parts.append(":")
        self.body(node.body)
        self._clause("else", node.orelse)

    def s_AsyncFor(self, node):
        self.s_For(node, "async for ")

    def s_With(self, node, keyword="with "):
        with self.block(node, keyword):
            items = node.items
            if len(items) == 1 and items[0].optional_vars is None and isinstance(
                items[0].context_expr, ast.Tuple
            ):
                # 3.9+ would read ``with (a, b):`` as two context managers
                self.open_bracket("(")
                self.expr(items[0].context_expr, Prec.ATOM)
                self.close_bracket(")")
            else:
                self.items(items, self._withitem)
        self.body(node.body)

    def s_AsyncWith(self, node):
        self.s_With(node, "async with ")

    def _withitem(self, item):
        self.expr(item.context_expr)
        if item.optional_vars is not None:
            self.write(" as ")
            self.expr(item.optional_vars)

    def s_Try(self, node, star=""):
        self.begin(node, "try:")
        self.body(node.body)
        for handler in node.handlers:
            self.begin(handler, "except" + star)
            if handler.type is not None:
                self._parts.append(" ")
                self.expr(handler.type)
                if handler.name:
                    self.write(" as " + handler.name)
            self._parts.append(":")
            self.body(handler.body)
        self._clause("else", node.orelse)
        self._clause("finally", node.finalbody)

    def s_TryStar(self, node):  # 3.11
        self.s_Try(node, "*")

    def s_Match(self, node):  # 3.10
        with self.block(node, "match "):
            self.expr(node.subject, Prec.STAR_TUPLE)
        with self.indented():
            for case in node.cases:
                with self.block(case, "case "):
                    self.pattern(case.pattern)
                    if case.guard is not None:
                        self.write(" if ")
                        self.expr(case.guard, Prec.NAMED_EXPR)
                self.body(case.body)

    def _decorators(self, node):
        for decorator in node.decorator_list:
            self.new_line()  # the statement's line is the def/class line
            self.write("@")
            self.expr(decorator)

    def s_FunctionDef(self, node, keyword="def "):
        self._decorators(node)
        with self.block(node, keyword + node.name):
            self.type_params(node)
            if self.width is not None and self.parameters_too_long(node.args):
                self.wrapped_items("(", self.parameter_parts(node.args), lambda write_part: write_part(), ")")
            else:
                self.open_bracket("(")
                self.arguments(node.args)
                self.close_bracket(")")
            if node.returns is not None:
                self.write(" -> ")
                self.expr(node.returns)
        self.body(node.body)

    def s_AsyncFunctionDef(self, node):
        self.s_FunctionDef(node, "async def ")

    def s_ClassDef(self, node):
        self._decorators(node)
        with self.block(node, "class " + node.name):
            self.type_params(node)
            if node.bases or node.keywords:
                self.open_bracket("(")
                self.call_arguments(node.bases, node.keywords)
                self.close_bracket(")")
        self.body(node.body, spaced=True)

    # -- type parameters (3.12+) --------------------------------------------
    def type_params(self, node):
        params = getattr(node, "type_params", None)
        if params:
            with self.delimit("[", "]"):
                self.items(params, self._type_param)

    def _type_param(self, param):
        kind = type(param).__name__
        prefix = {"TypeVar": "", "TypeVarTuple": "*", "ParamSpec": "**"}[kind]
        self.write(prefix + param.name)
        bound = getattr(param, "bound", None)
        if bound is not None:
            self.write(": ")
            self.expr(bound)
        default = getattr(param, "default_value", None)  # 3.13
        if default is not None:
            self.write(" = ")
            self.expr(default)


def _alias(alias):
    return alias.name if alias.asname is None else "%s as %s" % (alias.name, alias.asname)


def _rhs(value):
    """Right-hand side of ``x += v`` / ``x: T = v``: a yield may stay bare, a
    tuple with ``*`` needs parentheses on 3.8."""
    return Prec.YIELD if isinstance(value, (ast.Yield, ast.YieldFrom)) else Prec.TUPLE
