"""The order of an exit's copies, read back into a condition's spelling.

3.10 and 3.11 (EXIT_COPIES_IN_MAKING_ORDER) lay the copies of a short exit
out after it in the order the compiler made the blocks whose jumps reach
it, not in the order of those jumps.  A block is made when the compiler
needs a label: one after each test's jump (the next test starts a block of
its own), and, before its operands are compiled, the join of a conditional
expression and of an `and`/`or` that ends elsewhere than the condition
around it.  So the test right after a conditional expression jumps from
that expression's join, a block older than the ones its arms' tests jump
from; a test after a constant operand the compiler folded away (`False or
t`, `(x if 1 else y)`: its test is made, then dropped) jumps from a block
of its own, the newest; a test after a conditional expression whose test
is a constant (`(a if 1 else None) and t`) jumps from its join, made
before `a`'s block.  Where the copies say a test's block is newer or older
than the spelling read makes it, the source held such dead code: the test
gets a neutral constant operand before it (`False or t` where it is an
`or`'s operand, `True and t` an `and`'s), or the operand before it becomes
the first arm of a conditional expression whose test is `True`.  Both
compile to no code.
"""

import ast
import copy

from .nodes import const

# What a test holds that makes blocks of its own as a value (its jumps
# then start from another block than the one it started in).
_VALUE_FLOW = (ast.BoolOp, ast.IfExp)
# The spellings of dead code a test's block may ask for: a neutral
# constant before it (a block of its own), or the operand before it in a
# conditional expression with a true constant test (that one's join).
_FRESH, _JOIN = "fresh", "join"


class _Blocks:
    """The blocks the compiler makes while it compiles one condition, the
    dead code `edits` asks for (per test number) spelled in."""

    def __init__(self, places, edits):
        # per test, in code order: (its exit, where its jump goes) or None
        self.places = places
        self.edits = edits
        self.made = 0
        self.current = 0
        self.tests = 0
        self.ranked = []
        # (the neutral constants' operations spelled in, by id)
        self.neutral = set()
        # (the first test whose block the copies of its exit contradict)
        self.wrong = None
        self.failed = False

    def new(self):
        self.made += 1
        return self.made

    def rank(self):
        """Rank the next test, from the current block."""
        at = self.tests
        self.tests += 1
        place = self.places[at] if at < len(self.places) else None
        if at >= len(self.places):
            self.failed = True
        if place is None:
            return
        exit_, where = place
        rank = self.current
        if self.wrong is None and any((w < where) != (r < rank) for e, w, r in self.ranked if e == exit_ and w != where):
            self.wrong = at
        self.ranked.append((exit_, where, rank))


def order_exit_copies(version, test, segs, when=False):
    """`test` (jumping away when it is `when`, falling on otherwise),
    spelled so that its tests' blocks are made in the order the copies of
    their exits are laid out; `test` itself where that order is the one
    it compiles to already, or no spelling of this kind gives it."""
    if not version.EXIT_COPIES_IN_MAKING_ORDER:
        return test
    tests = sorted((s for s in segs if s.test is not None and s.jump is not None), key=lambda s: s.jump.index)
    if len(tests) < 2:
        return test
    places = [_place(s) for s in tests]
    groups = [p[0] for p in places if p is not None]
    if len(set(groups)) == len(groups):
        return test
    edits = {}
    while True:
        blocks = _Blocks(places, edits)
        spelled = _walk(test, when, blocks, _first_tests(test))
        if blocks.failed or blocks.tests != len(tests):
            return test
        wrong = blocks.wrong
        if wrong is None:
            return spelled if edits else test
        if wrong in edits:
            return test
        edits = _edit_for(test, when, places, edits, wrong)
        if edits is None:
            return test


def _edit_for(test, when, places, edits, wrong):
    """`edits` and the spelling of dead code before test number `wrong`
    that puts its block in its place, or None where neither does."""
    firsts = _first_tests(test)
    for kind in (_FRESH, _JOIN):
        trial = dict(edits)
        trial[wrong] = kind
        blocks = _Blocks(places, trial)
        _walk(test, when, blocks, firsts)
        if not blocks.failed and (blocks.wrong is None or blocks.wrong > wrong):
            return trial
    return None


def _place(seg):
    """(the exit seg's jump stands for, where that jump lands: the exit
    or its copy), or None where it lands on no copy of an exit."""
    target = seg.target
    landing = seg.jump.target
    if target is None or landing is None or landing.index < target:
        return None
    return target, landing.index


def _first_tests(test):
    """The number of the first test each operand of an `and`/`or` in
    `test` holds (by id; compile order: a conditional expression's test
    before its arms), or None where it holds none."""
    firsts = {}
    count = [0]

    def visit(node):
        first = count[0]
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            visit(node.operand)
        elif isinstance(node, ast.BoolOp):
            for value in node.values:
                visit(value)
        elif isinstance(node, ast.IfExp):
            visit(node.test)
            visit(node.body)
            visit(node.orelse)
        elif not isinstance(node, ast.Constant):
            count[0] += 1
        firsts[id(node)] = first if count[0] > first else None

    visit(test)
    return firsts


def _walk(node, when, blocks, firsts):
    """`node`, compiled as a test that jumps when it is `when`: its blocks
    counted, its tests ranked; the node spelled with the dead code the
    edits ask for."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        out = copy.copy(node)
        out.operand = _walk(node.operand, not when, blocks, firsts)
        if id(out.operand) in blocks.neutral:
            # (`True and not t`, not `not (False or t)`: the same blocks)
            out.operand = out.operand.values[1]
            return _neutral_before(out, when, blocks)
        return out
    if isinstance(node, ast.BoolOp):
        return _walk_boolop(node, when, blocks, firsts)
    if isinstance(node, ast.IfExp):
        end, orelse = blocks.new(), blocks.new()
        out = copy.copy(node)
        out.test = _walk(node.test, False, blocks, firsts)
        out.body = _walk(node.body, when, blocks, firsts)
        blocks.current = orelse
        out.orelse = _walk(node.orelse, when, blocks, firsts)
        blocks.current = end
        return out
    if isinstance(node, ast.Constant):
        # (its test is compiled, then folded away: the block after it stays)
        blocks.current = blocks.new()
        return node
    if isinstance(node, ast.Compare) and len(node.ops) > 1 or any(isinstance(n, _VALUE_FLOW) for n in ast.walk(node)):
        blocks.failed = True
        return node
    if blocks.edits.get(blocks.tests) == _FRESH:
        # (the neutral constant's test, folded away, ends the block)
        blocks.current = blocks.new()
        node = _neutral_before(node, when, blocks)
    blocks.rank()
    blocks.current = blocks.new()
    return node


def _neutral_before(node, when, blocks):
    """`node` after a neutral constant: an operand of the kind the
    compiler reads the test as, so that no join is made for it (`or`
    where it jumps when true)."""
    op = ast.Or if when else ast.And
    spelled = ast.BoolOp(op(), [const(not when), node])
    blocks.neutral.add(id(spelled))
    return spelled


def _walk_boolop(node, when, blocks, firsts):
    is_or = isinstance(node.op, ast.Or)
    join = blocks.new() if is_or != when else None
    values = []
    last = len(node.values) - 1
    for k, value in enumerate(node.values):
        after = firsts.get(id(node.values[k + 1])) if k < last else None
        if after is not None and blocks.edits.get(after) == _JOIN:
            # (the next operand's test jumps from this one's join)
            value = ast.IfExp(test=const(True), body=value, orelse=const(None))
        spelled = _walk(value, when if k == last else is_or, blocks, firsts)
        if id(spelled) in blocks.neutral and type(spelled.op) is type(node.op):
            values.extend(spelled.values)
        else:
            values.append(spelled)
    if join is not None:
        blocks.current = join
    out = copy.copy(node)
    out.values = values
    return out


# Statements that make no block of their own (a loop's body of these ends
# in the block the loop made for it before its test).
_STRAIGHT = (ast.Expr, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Pass, ast.Delete, ast.Global, ast.Nonlocal, ast.Import, ast.ImportFrom)
# Expressions that do (a value's short circuit or arms, a delegation loop).
_MAKES_BLOCKS = (ast.BoolOp, ast.IfExp, ast.Await, ast.Yield, ast.YieldFrom)


def straight_body(body):
    """Whether the statements `body` make no block: a loop's bottom test
    then starts in the block made for the body, before the top test's."""
    for stmt in body:
        if not isinstance(stmt, _STRAIGHT):
            return False
        for node in ast.walk(stmt):
            if isinstance(node, _MAKES_BLOCKS) or isinstance(node, ast.Compare) and len(node.ops) > 1:
                return False
    return True


def neutral_first(test):
    """`test` after a neutral constant (`True and t`, `False or t`): its
    first jump from a block of its own, made after the ones before."""
    if isinstance(test, ast.BoolOp):
        out = copy.copy(test)
        out.values = [const(isinstance(test.op, ast.And)), *test.values]
        return out
    return ast.BoolOp(ast.And(), [const(True), test])
