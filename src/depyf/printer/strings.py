"""String and bytes literals: escaping a value for a chosen quote.

Outside f-strings ``repr`` is used (readable and exact).  Inside the expression
part of an f-string, Python < 3.12 forbids backslashes and the enclosing quote
character, so literals there are built here under those constraints.
"""

QUOTES = ("'", '"', "'''", '"""')


class Impossible(Exception):
    """The value cannot be written under the requested constraints."""


def escape_body(value, quote, backslash_ok=True, fstring_literal=False):
    """The text between the quotes for ``value`` (a str) in ``quote``.

    ``backslash_ok=False`` refuses escapes (raises Impossible when one is
    unavoidable).  ``fstring_literal`` doubles braces.
    """
    q = quote[0]
    triple = len(quote) == 3
    out = []
    n = len(value)
    for i, c in enumerate(value):
        if c == q:
            if triple and i + 1 < n and value[i + 1] != q:
                out.append(c)
                continue
            esc = "\\" + c
        elif c == "\\":
            esc = "\\\\"
        elif fstring_literal and c in "{}":
            out.append(c + c)
            continue
        elif c.isprintable():
            out.append(c)
            continue
        elif c == "\n" and triple and not backslash_ok:
            out.append(c)
            continue
        elif c == "\t" and not backslash_ok:
            out.append(c)
            continue
        else:
            esc = repr(c)[1:-1]
        if not backslash_ok:
            raise Impossible(value)
        out.append(esc)
    text = "".join(out)
    if triple and text.endswith(q) and not text.endswith("\\" + q):
        if not backslash_ok:
            raise Impossible(value)
        text = text[:-1] + "\\" + q
    return text


def str_literal(value, kind=None):
    """Readable, exact literal for a str constant (``kind == 'u'`` keeps ``u``)."""
    return ("u" if kind == "u" else "") + repr(value)


def constrained_literal(value, forbidden, backslash_ok, kind=None):
    """A str/bytes literal that avoids the quote characters in ``forbidden``
    and, unless ``backslash_ok``, any backslash.  Raises Impossible."""
    if isinstance(value, bytes):
        text = repr(value)
        if text[1] in forbidden or (not backslash_ok and "\\" in text):
            # retry with the other quote by hand
            for q in QUOTES[:2]:
                if q in forbidden:
                    continue
                body = escape_body(value.decode("latin-1"), q, backslash_ok)
                if any(ord(c) > 127 for c in body):
                    raise Impossible(value)
                return "b" + q + body + q
            raise Impossible(value)
        return text
    prefix = "u" if kind == "u" else ""
    text = repr(value)
    if text[0] not in forbidden and (backslash_ok or "\\" not in text):
        return prefix + text
    for q in QUOTES:
        if q[0] in forbidden:
            continue
        try:
            return prefix + q + escape_body(value, q, backslash_ok) + q
        except Impossible:
            continue
    raise Impossible(value)
