"""String and bytes literals: escaping a value for a chosen quote.

Outside f-strings ``repr`` is used (readable and exact).  Inside the expression
part of an f-string, Python < 3.12 forbids backslashes and the enclosing quote
character, so literals there are built here under those constraints.
"""

import re

QUOTES = ("'", '"', "'''", '"""')


class Impossible(Exception):
    """The value cannot be written under the requested constraints."""


def escape_body(value, quote, backslash_ok=True, fstring_literal=False, literal_newlines=False):
    """The text between the quotes for ``value`` (a str) in ``quote``.

    ``backslash_ok=False`` refuses escapes (raises Impossible when one is
    unavoidable).  ``fstring_literal`` doubles braces.  In a triple-quoted
    literal, newlines are written as such when escapes are refused or when
    ``literal_newlines`` is set.
    """
    q = quote[0]
    triple = len(quote) == 3
    if "\\" not in value and q not in value and not (fstring_literal and ("{" in value or "}" in value)):
        # nothing to escape (most docstrings): the loop below would copy it
        plain = value.replace("\n", "") if triple and (literal_newlines or not backslash_ok) else value
        if (plain if backslash_ok else plain.replace("\t", "")).isprintable():
            return value
    if backslash_ok:
        text = _escaped_by_replacing(value, q, triple, fstring_literal, literal_newlines)
        if text is not None:
            return _closing_quote_escaped(text, q, triple, backslash_ok, value)
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
        elif c == "\n" and triple and (literal_newlines or not backslash_ok):
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
    return _closing_quote_escaped("".join(out), q, triple, backslash_ok, value)


def _closing_quote_escaped(text, q, triple, backslash_ok, value):
    """`text` with a quote ending it escaped: it would close the literal."""
    if triple and text.endswith(q) and not text.endswith("\\" + q):
        if not backslash_ok:
            raise Impossible(value)
        text = text[:-1] + "\\" + q
    return text


def _escaped_by_replacing(value, q, triple, fstring_literal, literal_newlines):
    """`escape_body`'s loop, with escapes allowed, done by `str.replace`
    where the only characters to escape are backslashes, quotes and (in an
    f-string) braces (a docstring holding a quote or a backslash: the loop
    went through it a character at a time); None where another character
    needs an escape (the loop writes it)."""
    rest = value.replace(q, "").replace("\\", "")
    if fstring_literal:
        rest = rest.replace("{", "").replace("}", "")
    if triple and literal_newlines:
        rest = rest.replace("\n", "")
    if not rest.isprintable():
        return None
    text = value.replace("\\", "\\\\")
    if fstring_literal:
        text = text.replace("{", "{{").replace("}", "}}")
    if not triple:
        return text.replace(q, "\\" + q)
    # (in a triple-quoted literal a quote is escaped only where another
    # follows it, or at the end)
    return re.sub(re.escape(q) + "(?=" + re.escape(q) + "|\\Z)", lambda m: "\\" + q, text)


def str_literal(value, kind=None):
    """Readable, exact literal for a str constant (``kind == 'u'`` keeps ``u``)."""
    return ("u" if kind == "u" else "") + repr(value)


def constrained_literal(value, forbidden, backslash_ok, kind=None):
    """A str/bytes literal that contains none of the strings in ``forbidden``
    (the quotes of enclosing f-strings) and, unless ``backslash_ok``, no
    backslash.  Raises Impossible."""
    for text in _candidates(value, backslash_ok, kind):
        if any(f in text for f in forbidden):
            continue
        if not backslash_ok and "\\" in text:
            continue
        return text
    raise Impossible(value)


def _candidates(value, backslash_ok, kind):
    if isinstance(value, bytes):
        yield repr(value)
        if any(b > 127 for b in value):
            return  # needs \x escapes whatever the quote
        prefix, value = "b", value.decode("ascii")
    else:
        prefix = "u" if kind == "u" else ""
        yield prefix + repr(value)
    for q in QUOTES:
        try:
            yield prefix + q + escape_body(value, q, backslash_ok) + q
        except Impossible:
            continue


def block_literal(value, kind=None):
    """A multi-line string (docstrings) as a triple-quoted literal with real
    line breaks, or None for a one-line string."""
    if "\n" not in value:
        return None
    prefix = "u" if kind == "u" else ""
    return prefix + '"""' + escape_body(value, '"""', literal_newlines=True) + '"""'
