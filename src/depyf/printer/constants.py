"""Numbers and container constants written so that they compile back to the
identical constant (same type, same value, same sign of zero)."""

import math

from .precedence import LEVELS as Prec  # (the members, read fast: precedence._Levels)

INF = "1e309"  # overflows to float('inf') when parsed


def _same(a, b):
    """Exact equality: type, sign of zero, and nan-ness all count."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        if math.isnan(a) or math.isnan(b):
            return math.isnan(a) and math.isnan(b)
        return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)
    if isinstance(a, complex):
        return _same(a.real, b.real) and _same(a.imag, b.imag)
    return a == b


def float_text(value):
    """(text, precedence) for a float."""
    if math.isnan(value):
        return "(%s - %s)" % (INF, INF), Prec.ATOM
    if math.isinf(value):
        return ("-" + INF if value < 0 else INF), (Prec.FACTOR if value < 0 else Prec.ATOM)
    text = repr(value)
    return text, (Prec.FACTOR if text.startswith("-") else Prec.ATOM)


def _short(value):
    """Float text as in ``repr(complex)``: ``2`` rather than ``2.0``."""
    text = float_text(value)[0]
    return text[:-2] if text.endswith(".0") and value != 0 else text


def complex_text(value):
    """(text, precedence) for a complex constant.

    ``1j`` parses to complex(0.0, 1.0); anything with a real part or a
    negative/zero imaginary part has to be built from ``+``/``-`` and unary
    minus, whose results on signed zeros are not obvious, so we try candidate
    spellings (most readable first) and keep the first that evaluates to
    exactly ``value``.
    """
    re, im = value.real, value.imag
    candidates = []
    for short in (_short, lambda v: float_text(v)[0]):
        if math.isnan(im):
            i = "(%sj - %sj)" % (INF, INF)
        else:
            i = ("0" if im == 0 else short(abs(im))) + "j"
        ni = i
        r, nr = short(re), short(-re)
        candidates += [
            (i, Prec.ATOM),
            ("-" + i, Prec.FACTOR),
            ("(%s + %s)" % (r, i), Prec.ATOM),
            ("(%s - %s)" % (r, i), Prec.ATOM),
            ("-(%s + %s)" % (nr, ni), Prec.FACTOR),
            ("-(%s - %s)" % (nr, ni), Prec.FACTOR),
        ]
    for text, prec in candidates:
        try:
            got = eval(compile(text, "<const>", "eval"), {"__builtins__": {}})
        except Exception:  # pragma: no cover - defensive
            continue
        if _same(got, value):
            return text, prec
    return "complex(%r, %r)" % (re, im), Prec.ATOM  # pragma: no cover


def number_text(value):
    """(text, precedence) of an int/float/complex/bool/None/Ellipsis constant."""
    if value is None or value is True or value is False:
        return repr(value), Prec.ATOM
    if value is Ellipsis:
        return "...", Prec.ATOM
    if isinstance(value, int):
        try:
            text = repr(value)
        except ValueError:  # more digits than int_max_str_digits allows
            text = hex(value)
        return text, (Prec.FACTOR if value < 0 else Prec.ATOM)
    if isinstance(value, float):
        return float_text(value)
    if isinstance(value, complex):
        return complex_text(value)
    raise TypeError("not a number constant: %r" % (value,))
