"""f-strings (JoinedStr / FormattedValue) and string constants.

Python < 3.12 does not allow, inside a replacement field ``{...}``: the quote
character of the enclosing f-string, backslashes, or ``#``.  We first try to
write every f-string under those rules (choosing the outer quote, then the
quotes of strings nested inside the expressions), so the output reads on every
version.  If that is impossible (only possible for trees that came from 3.12+
source, or from bytecode), we fall back to the free 3.12+ (PEP 701) syntax.
"""

import ast
import collections

from .precedence import LEVELS as Prec  # (the members, read fast: precedence._Levels)
from .strings import Impossible, constrained_literal, escape_body, str_literal

# forbidden: quotes of the enclosing f-strings, which may not appear here; backslash_ok: whether
# escapes are allowed; free: PEP 701 rules (anything goes).
Context = collections.namedtuple("Context", "forbidden backslash_ok free")
FREE = Context(frozenset(), True, True)


class FStringPrinter:
    _fctx = None  # None outside f-strings

    def string_constant(self, value, kind=None):
        ctx = self._fctx
        if ctx is None or ctx.free:
            return str_literal(value, kind) if isinstance(value, str) else repr(value)
        return constrained_literal(value, ctx.forbidden, ctx.backslash_ok, kind)

    def e_JoinedStr(self, node, prec):
        self.write(self._fstring(node.values))

    def e_FormattedValue(self, node, prec):  # only when handed over alone
        self.write(self._fstring([node]))

    # -- choosing the quotes -------------------------------------------------
    def _fstring(self, values):
        outer = self._fctx
        if outer is not None and outer.free:
            return self._fstring_in(values, _preferred_quote(values), FREE, True)
        forbidden = outer.forbidden if outer else frozenset()
        literal_backslash_ok = outer.backslash_ok if outer else True
        for quote in _quote_order(values):
            inner = Context(forbidden | {quote}, False, False)
            try:
                text = self._fstring_in(values, quote, inner, literal_backslash_ok)
            except Impossible:
                continue
            if not any(f in text for f in forbidden):
                return text
        if outer is not None:
            raise Impossible(values)
        return self._fstring_in(values, _preferred_quote(values), FREE, True)

    def _fstring_in(self, values, quote, inner, literal_backslash_ok):
        body = self._fstring_body(values, quote, inner, literal_backslash_ok)
        return "f" + quote + body + quote

    def _fstring_body(self, values, quote, inner, literal_backslash_ok):
        parts = []
        for value in values:
            if isinstance(value, ast.Constant):
                parts.append(
                    escape_body(value.value, quote, literal_backslash_ok, fstring_literal=True)
                )
            elif isinstance(value, ast.FormattedValue):
                parts.append(self._field(value, quote, inner, literal_backslash_ok))
            else:  # e.g. a nested JoinedStr from a hand-built tree
                parts.append(self._field(ast.FormattedValue(value, -1, None), quote, inner, literal_backslash_ok))
        return "".join(parts)

    def _field(self, node, quote, inner, literal_backslash_ok):
        text = self._render_in(inner, node.value)
        if not inner.free:
            if "\\" in text or any(f in text for f in inner.forbidden):
                raise Impossible(text)
            if "\n" in text and len(quote) != 3:
                raise Impossible(text)
        if text.startswith("{"):
            text = " " + text  # "{{" would be an escaped brace
        out = ["{", text]
        conversion = getattr(node, "conversion", -1)
        if conversion is not None and conversion != -1:
            out.append("!" + chr(conversion))
        spec = node.format_spec
        if spec is not None:
            out.append(":")
            values = spec.values if isinstance(spec, ast.JoinedStr) else [spec]
            out.append(self._fstring_body(values, quote, inner, literal_backslash_ok))
        out.append("}")
        return "".join(out)

    def _render_in(self, ctx, node):
        """Print ``node`` into a string under f-string context ``ctx``."""
        # (the open brackets and the level are put back too: the printer
        # opens and closes them by plain calls, which an Impossible raised
        # between leaves open)
        saved = self._parts, self._newlines, self._fctx, self._brackets, self._level
        self._parts, self._newlines, self._fctx = [], 0, ctx
        try:
            with self.unbreakable():
                self.expr(node, Prec.TEST.next())
            return "".join(self._parts)
        finally:
            self._parts, self._newlines, self._fctx, self._brackets, self._level = saved


def _literal_text(values):
    return "".join(
        v.value for v in values if isinstance(v, ast.Constant) and isinstance(v.value, str)
    )


def _preferred_quote(values):
    text = _literal_text(values)
    return '"' if text.count("'") > text.count('"') else "'"


def _quote_order(values):
    first = _preferred_quote(values)
    second = '"' if first == "'" else "'"
    return (first, second, first * 3, second * 3)
