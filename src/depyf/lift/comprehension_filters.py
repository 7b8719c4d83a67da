"""A comprehension's filter read back from the statements it lifted to.

A filter is one condition, but the statement reader may have split it:
where a test jumps straight back to the loop head (`continue`) or to the
next test whatever its outcome (`pass`: an operand that is never true, its
arms folded away), the loop body reads as a run of ifs before the element.
No comprehension has statements, so that run is read back as one
condition that is true exactly where the run falls through to the element
and false where it continues: each if becomes an operand of `and` / `or`
evaluated in the same order, so the tests run as they did.
"""

import ast

from ..bytecode.decode import protected_ranges
from ..bytecode.idioms import ANY_JUMP, COND_JUMP, JUMP, fits
from .jump_tests import negate, or_folded_constant
from .nodes import const

_APPEND = "LIST_APPEND|SET_ADD|MAP_ADD"


def filter_before(stmts):
    """(the filter, the statements it guards) for the body `stmts` of a
    comprehension's loop that holds ifs before its last step, or None."""
    if len(stmts) < 2 or not all(isinstance(s, ast.If) for s in stmts[:-1]):
        return None
    last = stmts[-1]
    if not isinstance(last, ast.If):
        test = _falls_through(stmts[:-1], None)
        return None if test is None else (test, [last])
    if last.orelse:
        return None
    test = _falls_through(stmts[:-1], last.test)
    return None if test is None else (test, last.body)


def filter_around(stmts):
    """(the filter, the statements it guards) for the body `stmts` of a
    comprehension's loop that is one if whose else holds the rest, its
    body tests that go on to the loop head whichever way they go (`x or
    (0 if a else 0)`, 3.12+: `if not x: if not a: pass / else: <element>`),
    or None."""
    if len(stmts) != 1 or not isinstance(stmts[0], ast.If) or not stmts[0].orelse or len(stmts[0].body) != 1:
        return None
    never = _never_true(stmts[0].body[0])
    if never is None:
        return None
    if isinstance(never, ast.IfExp) and isinstance(never.test, ast.UnaryOp) and isinstance(never.test.op, ast.Not):
        # (its arms alike, the test's `not` is no matter: 3.12+ turned the
        # test round over the jump past the first arm)
        never = _never(never.test.operand)
    return ast.BoolOp(op=ast.Or(), values=[negate(stmts[0].test), never]), stmts[0].orelse


def _falls_through(stmts, then):
    """The condition that the ifs `stmts` (whose only way out is
    `continue`) fall through and then `then` (None: nothing) holds, or
    None where they do something else."""
    if not stmts:
        return then
    first, rest = stmts[0], stmts[1:]
    if not isinstance(first, ast.If):
        return None
    after = _falls_through(rest, then) if rest else then
    never = _never_true(first)
    if never is not None:
        # `(0 if t else 0)` tested before an `or`'s next operand (3.13
        # keeps the test, jumping to the next instruction)
        return None if after is None else ast.BoolOp(op=ast.Or(), values=[never, after])
    if rest and after is None or first.orelse:
        return None
    if len(first.body) == 1 and isinstance(first.body[0], ast.Continue):
        # (its last test falls into the jump back: a false constant at
        # its end that the compiler folded away, `a or b or None`)
        head = or_folded_constant(first.test, False)
    else:
        inner = _falls_through(first.body, None)
        if inner is None:
            return None
        head = ast.BoolOp(op=ast.Or(), values=[negate(first.test), inner])
    return head if after is None else ast.BoolOp(op=ast.And(), values=[head, after])


def _never_true(stmt):
    """The operand that is never true whose tests the if `stmt` runs,
    doing nothing whichever way they go (`if t: pass`: `(0 if t else 0)`;
    `if a: if t: pass`: `a and (0 if t else 0)`), or None."""
    if not isinstance(stmt, ast.If) or not all(isinstance(s, ast.Pass) for s in stmt.orelse):
        return None
    if all(isinstance(s, ast.Pass) for s in stmt.body):
        # (`else: pass`, the jump past an empty arm, is a conditional
        # expression on its test whose first arm the compiler dropped)
        return _never(_never(stmt.test)) if stmt.orelse else _never(stmt.test)
    inner = _never_true(stmt.body[0]) if len(stmt.body) == 1 and not stmt.orelse else None
    return None if inner is None else ast.BoolOp(op=ast.And(), values=[stmt.test, inner])


def _never(test):
    return ast.IfExp(test=test, body=const(False), orelse=const(False))


def source_jump_back(lifter, head, end):
    """Whether the last filter test of the comprehension loop at
    instrs[head:end] fell into the source's own jump back (True: a false
    constant ended the filter, `if a or None`), jumped back itself (False),
    or None where the code does not tell.  Where conditional jumps go
    back, the test's own jump shows it; 3.12+ lays the two out alike, a
    test jumping back inverted over a jump back the compiler made, and
    only the exception table tells: it leaves out what the compiler made
    (INVERTED_TEST_UNPROTECTED)."""
    mark = lifter.version.INVERTED_TEST_UNPROTECTED
    instrs = lifter.instrs
    appends = [k for k in range(head, end) if fits(instrs[k], _APPEND)]
    if not appends or appends[-1] + 1 >= end or not fits(instrs[appends[-1] + 1], JUMP):
        return None
    loop = instrs[appends[-1] + 1].target
    backs = [k for k in range(loop.index + 1, appends[-1]) if fits(instrs[k], ANY_JUMP) and instrs[k].target is loop]
    if not backs or backs[-1] < 1:
        return None
    last = instrs[backs[-1]]
    before = instrs[backs[-1] - 1]
    if mark == "layout":
        if fits(last, COND_JUMP):
            return False
        return True if fits(before, COND_JUMP) and before.target.index == last.index + 1 else None
    if mark is None or not fits(last, COND_JUMP):
        return None
    after = instrs[last.index + 1]
    ranges = protected_ranges(lifter.code)

    def protected(start, stop):
        return any(lo < stop and start < hi for lo, hi in ranges)

    if not protected(before.offset, before.offset + 1):
        return None  # (no handler around it: nothing left out)
    if mark == "jump":
        return protected(after.offset - 1, after.offset)  # (the jump's last byte)
    return protected(last.offset, last.offset + 1)


def spell_filter_end(node, source_jump):
    """The last filter of comprehension `node` ending in a false constant
    exactly where the source's did (`source_jump_back`).  In a filter only
    the truth of the right-most operand counts: `x or False` is `x`."""
    ifs = node.generators[-1].ifs if node.generators else None
    if source_jump is None or not ifs:
        return
    ends = _false_end(ifs[-1])
    if source_jump and ends is None:
        ifs[-1] = _with_false_end(ifs[-1])
    elif not source_jump and ends is not None:
        ifs[-1] = _without_false_end(ifs[-1])


def _right(node):
    """The operand evaluated last whose truth is `node`'s, or None."""
    if isinstance(node, ast.BoolOp):
        return node.values[-1]
    if isinstance(node, ast.IfExp):
        return node.orelse
    return None


def _false_end(node):
    """The `or` on `node`'s right spine that ends in a false constant."""
    while node is not None:
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or):
            last = node.values[-1]
            if isinstance(last, ast.Constant) and not last.value:
                return node
        node = _right(node)
    return None


def _with_false_end(node):
    if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or):
        return ast.BoolOp(op=ast.Or(), values=node.values + [const(False)])
    if isinstance(node, ast.BoolOp):
        return ast.BoolOp(op=node.op, values=node.values[:-1] + [_with_false_end(node.values[-1])])
    if isinstance(node, ast.IfExp):
        return ast.IfExp(test=node.test, body=node.body, orelse=_with_false_end(node.orelse))
    return ast.BoolOp(op=ast.Or(), values=[node, const(False)])


def _without_false_end(node):
    if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and _false_end(node) is node:
        values = node.values[:-1]
        return values[0] if len(values) == 1 else ast.BoolOp(op=ast.Or(), values=values)
    if isinstance(node, ast.BoolOp):
        return ast.BoolOp(op=node.op, values=node.values[:-1] + [_without_false_end(node.values[-1])])
    return ast.IfExp(test=node.test, body=node.body, orelse=_without_false_end(node.orelse))
