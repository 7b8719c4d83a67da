"""Members of a condition chain and the tests they spell.

CPython lays a compound condition (`a and (b or c)`) out as a chain of
conditional jumps whose targets are either later members or the two exits;
each member is a `Segment`. The readers of chains, conditional jumps,
branches, loop tests and conditional values share these.
"""

import ast

from ..bytecode.idioms import COND_JUMP, Idiom, Op
from .expressions import PLAIN_VALUES, as_expr
from .nodes import const


class Segment:
    """One member of a condition chain: `if test == jump_when: goto target`."""

    __slots__ = ("test", "jump_when", "target", "start", "jump", "copy")

    def __init__(self, test, jump_when, target, start, jump, copy=False):
        self.test = test
        self.jump_when = jump_when
        self.target = target
        self.start = start
        self.jump = jump
        # (an arm's jump that 3.10+ replaced by a copy of the exit it went to)
        self.copy = copy


def boolop(op, left, right):
    values = []
    for side in (left, right):
        if isinstance(side, ast.BoolOp) and isinstance(side.op, op) and not getattr(side, "_closed", False):
            values.extend(side.values)
        else:
            values.append(side)
    return ast.BoolOp(op(), values)


def kept_false_test(test):
    """`test`, spelled so that the compiler keeps it and the body it
    guards: a false constant (`0`) is `0 and 1`.  3.8/3.9 test a false
    constant an operator left (the peephole dropped the true constant's
    test) and keep the body; `if 0:` and `while 0:` compile to nothing."""
    if isinstance(test, ast.Constant) and not test.value:
        return boolop(ast.And, test, ast.Constant(1))
    return test


def segment_test(self, ins, value):
    """The jump's test and whether the jump is taken when it holds."""
    name = ins.opname
    expr = value if value.__class__ in PLAIN_VALUES else as_expr(self, value, ins)  # (its common case, without the call)
    if name == "POP_JUMP_IF_FALSE":
        return expr, False
    if name == "POP_JUMP_IF_TRUE":
        return expr, True
    test = ast.Compare(expr, [ast.Is() if name == "POP_JUMP_IF_NONE" else ast.IsNot()], [const(None)])
    test._none_test = True
    return test, True


SEGMENT_STOPS = Idiom("end of a condition segment", Op(
    {
        "JUMP",
        "RETURN_VALUE",
        "FOR_ITER",
        "SETUP_FINALLY",
        "SETUP_WITH",
        "SETUP_ASYNC_WITH",
        "POP_BLOCK",
        "RAISE_VARARGS",
        "RERAISE",
        "YIELD_VALUE",
        "POP_EXCEPT",
        "BEFORE_WITH",
        "PUSH_EXC_INFO",
    }
))


# What ends a condition segment's scan: its jump, or code no segment holds.
SCAN_STOPS = Idiom("end of a segment scan", Op(COND_JUMP.names | SEGMENT_STOPS.names))


def copies(segs):
    """Segments whose aims a later candidate of the chain cannot move."""
    return [Segment(s.test, s.jump_when, s.target, s.start, s.jump, s.copy) for s in segs]


def ends_in_own_jump(jump):
    """A 3.12+ backward conditional folded from a jump on a line of its
    own: the body of its `if` is that `continue`; no later test joins it
    (a jump the condition itself threads there keeps its line)."""
    line = jump.folded_line
    return line is not None and line != jump.lineno
