"""How a test is spelled where the compiler only jumps on it.

In a jump context (an if's, a loop's or an assert's test, a comprehension's
filter, a conditional expression's test, a match guard) the compiler never
computes `not x` or `a and b` as values: `not` flips the jump and
`and` / `or` route their operands' jumps, so `not (a or b)` and
`not a and not b` compile alike, and so do `not (a if t else b)` and
`(not a if t else not b)`.  The `not`s of a reading may move along those
laws freely, which matters because the compiler folds a `not` right on some
tests before it jumps: `not 1` is the constant `False`, `not a is b` is
`a is not b`; each then jumps the other way on something else.  A test
whose reading negates such a leaf is spelled with the `not` higher up.
"""

import ast

from .match_nodes import match_case
from .nodes import const, walk


# How many `not`s `negate` has put right on a test the compiler folds (the
# only way a reading gets one: the compiler never leaves such a `not` in
# the bytecode). `jump_tests_spelled` has nothing to do where none was
# made while the code was read; it only grows, so a count moved by
# another thread costs a walk, never a test left unspelled.
_folding_negations = [0]


def folding_negations():
    return _folding_negations[0]


def negate(expr):
    if isinstance(expr, ast.UnaryOp) and isinstance(expr.op, ast.Not):
        return expr.operand
    if getattr(expr, "_none_test", False):
        flipped = ast.Compare(
            left=expr.left,
            ops=[ast.IsNot() if isinstance(expr.ops[0], ast.Is) else ast.Is()],
            comparators=expr.comparators,
        )
        flipped._none_test = True
        return flipped
    if folds_not(expr):
        _folding_negations[0] += 1
    return ast.UnaryOp(op=ast.Not(), operand=expr)


def or_folded_constant(test, constant):
    """`t or constant` where `test`, read as `not t`, has every jump go
    one way (into an arm, a body, an element) and falls the other: only
    a constant's test the compiler folded away at its end leaves that.
    The `or` of `t`'s operands (`not (not a and not b)` is `a or b`)."""
    if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
        values = [negate(v) for v in test.values]
    else:
        kept = negate(test)
        values = kept.values if isinstance(kept, ast.BoolOp) and isinstance(kept.op, ast.Or) else [kept]
    return ast.BoolOp(op=ast.Or(), values=values + [const(constant)])


def negate_folded(test):
    """`not test` where `test` holds conditional expressions whose arms
    are one constant (folded arms, `(True if a else True)`): the `or` of
    the negated members of an `and`, such an expression negated arm by
    arm, so that it keeps its spelling (`c or (False if a else False)`)."""
    values = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
    kept = [_negated_arms(v) for v in values]
    return kept[0] if len(kept) == 1 else ast.BoolOp(op=ast.Or(), values=kept)


def _negated_arms(expr):
    if isinstance(expr, ast.IfExp) and isinstance(expr.body, ast.Constant) and isinstance(expr.orelse, ast.Constant):
        return ast.IfExp(test=expr.test, body=const(not expr.body.value), orelse=const(not expr.orelse.value))
    return negate(expr)


def has_folded_arms(test):
    """Whether `test` holds a conditional expression whose two arms are
    one constant (the reading of a test whose arms the compiler folded).
    (`nodes.walk`: a list, not `ast.walk`'s generator of generators; asked
    of every test of an if ending a function on 3.10+)"""
    return any(isinstance(n, ast.IfExp) and isinstance(n.body, ast.Constant) and isinstance(n.orelse, ast.Constant) and n.body.value == n.orelse.value for n in walk(test))


def folds_not(expr):
    """Whether the compiler folds a `not` right on `expr`: a constant, or
    `a is b` / `a in b` (into `a is not b` / `a not in b`; a 3.12+ None
    test negates to the other jump instead)."""
    if isinstance(expr, ast.Constant):
        return True
    return not getattr(expr, "_none_test", False) and isinstance(expr, ast.Compare) and len(expr.ops) == 1 and isinstance(expr.ops[0], (ast.Is, ast.IsNot, ast.In, ast.NotIn))


def jump_test(expr):
    """`expr`, a test in a jump context, with no `not` right on a test
    the compiler folds when a spelling without one exists (else as it is).
    The spelling read is kept wherever no such `not` forces a change."""
    if expr.__class__ not in _SPELLED:
        return expr  # (a leaf read without a `not`: the common case)
    fixed = _Spelling().of(expr, False)
    return expr if fixed is None else fixed


class _Spelling:
    """The spelling of a jump-context test (negated or not) whose folding
    leaves carry no `not`: at each `and` / `or` / conditional expression
    the `not` stays where it was read, or moves across it (De Morgan), the
    first that works; None where neither does."""

    def __init__(self):
        self.memo = {}

    def of(self, expr, negated):
        key = (id(expr), negated)
        if key not in self.memo:
            self.memo[key] = self._of(expr, negated)
        return self.memo[key]

    def _of(self, expr, negated):
        if isinstance(expr, ast.UnaryOp) and isinstance(expr.op, ast.Not):
            return self.of(expr.operand, not negated)
        if isinstance(expr, ast.BoolOp):
            build = self._boolop
        elif isinstance(expr, ast.IfExp):
            build = self._ifexp
        else:
            if not negated:
                return expr
            return None if folds_not(expr) else negate(expr)
        # A `not` on this node, or pushed into it: the reading's own
        # spelling first (`not (a or b)` read so stays so).
        ways = ((True, False), (False, True)) if negated else ((False, False), (True, True))
        for wrapped, pushed in ways:
            inner = build(expr, pushed)
            if inner is not None:
                return _with_attributes(ast.UnaryOp(op=ast.Not(), operand=inner), expr) if wrapped else inner
        return None

    def _boolop(self, expr, negated):
        """`expr` with `negated` pushed into its operands (None if one
        cannot take it): `not (a or b)` is `not a and not b`."""
        values = [self.of(v, negated) for v in expr.values]
        if any(v is None for v in values):
            return None
        op = expr.op if not negated else (ast.And() if isinstance(expr.op, ast.Or) else ast.Or())
        return _with_attributes(ast.BoolOp(op=op, values=values), expr)

    def _ifexp(self, expr, negated):
        """`expr` with `negated` pushed into both arms; its test is a jump
        context of its own."""
        body, orelse = self.of(expr.body, negated), self.of(expr.orelse, negated)
        if body is None or orelse is None:
            return None
        return _with_attributes(ast.IfExp(test=jump_test(expr.test), body=body, orelse=orelse), expr)


def _with_attributes(node, read):
    """`node` with the lifter's notes (`_line`, `_closed`...) of `read`."""
    node.__dict__.update({k: v for k, v in read.__dict__.items() if k.startswith("_")})
    return node


_SPELLED = (ast.UnaryOp, ast.BoolOp, ast.IfExp)
_TESTED = (ast.If, ast.While, ast.Assert, ast.IfExp)


def jump_tests_spelled(stmts):
    """Every jump-context test under `stmts` spelled by `jump_test`.

    The nodes are collected before any test changes: a test spelled anew
    is made of nodes already collected, or of conditional expressions
    whose tests `jump_test` spelled when it built them."""
    for stmt in stmts:
        for node in walk(stmt):
            cls = node.__class__
            if cls in _TESTED:
                node.test = jump_test(node.test)
            elif cls is ast.comprehension:
                if node.ifs:
                    node.ifs = [jump_test(x) for x in node.ifs]
            elif cls is match_case:
                if node.guard is not None:
                    node.guard = jump_test(node.guard)
