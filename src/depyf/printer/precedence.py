"""Operator precedence for the printer.

The parent node decides which precedence its child must *at least* have to be
printed bare; a child whose own precedence is lower is wrapped in parentheses.
Levels are ordered from the loosest binding to the tightest.
"""

import ast
import enum


class Prec(enum.IntEnum):
    # ``yield x`` / ``yield from x``: bare only as an expression statement or
    # the right-hand side of an assignment.
    YIELD = 0
    # Contexts that accept an unparenthesized tuple containing ``*x``
    # (assignment, expression statements, return, yield).
    STAR_TUPLE = 1
    TUPLE = 2  # a, b
    # ``x := y``.  Special: a walrus is printed bare only when the parent asks
    # for exactly this level (if/while tests, case guards); see expressions.py.
    NAMED_EXPR = 3
    TEST = 4  # lambda, x if c else y
    OR = 5
    AND = 6
    NOT = 7
    CMP = 8  # <, ==, in, is, ...
    EXPR = 9  # the level of a starred operand: *x, **x
    BOR = 10  # |
    BXOR = 11  # ^
    BAND = 12  # &
    SHIFT = 13  # << >>
    ARITH = 14  # + -
    TERM = 15  # * @ / // %
    FACTOR = 16  # unary + - ~
    POWER = 17  # **
    AWAIT = 18  # await x
    ATOM = 19  # names, literals, calls, subscripts, attributes, displays

    def next(self):
        """The next tighter level (used for the operand that must bind tighter)."""
        return _NEXT[self]


# (read from a table: `Prec(n)` runs the enum's lookup in Python)
_NEXT = {level: Prec(min(level + 1, Prec.ATOM)) for level in Prec}


class _Levels:
    """Prec's members as the attributes of a plain object, for the printer's
    modules to read (`from .precedence import LEVELS as Prec`): the same
    objects, but a member read off an Enum class goes through its
    metaclass's lookup, about 900 CPU instructions on 3.11, and the printer
    reads one or two per node it prints; off this object, about 20."""

    def __init__(self):
        for level in Prec:
            setattr(self, level.name, level)


LEVELS = _Levels()


BINOP = {
    "Add": ("+", Prec.ARITH),
    "Sub": ("-", Prec.ARITH),
    "Mult": ("*", Prec.TERM),
    "MatMult": ("@", Prec.TERM),
    "Div": ("/", Prec.TERM),
    "FloorDiv": ("//", Prec.TERM),
    "Mod": ("%", Prec.TERM),
    "Pow": ("**", Prec.POWER),
    "LShift": ("<<", Prec.SHIFT),
    "RShift": (">>", Prec.SHIFT),
    "BitOr": ("|", Prec.BOR),
    "BitXor": ("^", Prec.BXOR),
    "BitAnd": ("&", Prec.BAND),
}

UNARYOP = {
    "Not": ("not ", Prec.NOT),
    "Invert": ("~", Prec.FACTOR),
    "UAdd": ("+", Prec.FACTOR),
    "USub": ("-", Prec.FACTOR),
}

CMPOP = {
    "Eq": "==",
    "NotEq": "!=",
    "Lt": "<",
    "LtE": "<=",
    "Gt": ">",
    "GtE": ">=",
    "Is": "is",
    "IsNot": "is not",
    "In": "in",
    "NotIn": "not in",
}

BOOLOP = {
    "And": ("and", Prec.AND),
    "Or": ("or", Prec.OR),
}


def binop(op: ast.operator):
    """(symbol, precedence) of a binary operator node."""
    return BINOP[type(op).__name__]


def unaryop(op: ast.unaryop):
    return UNARYOP[type(op).__name__]


def cmpop(op: ast.cmpop) -> str:
    return CMPOP[type(op).__name__]


def boolop(op: ast.boolop):
    return BOOLOP[type(op).__name__]
