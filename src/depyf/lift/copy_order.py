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
of its own, the newest.  Where the copies say a test's block is newer than
the spelling read makes it, the source held such dead code before it: the
test gets a neutral constant operand before it (`False or t` where it is
an `or`'s operand, `True and t` an `and`'s), which compiles to no code.
"""

import ast
import copy

from .nodes import const

# What a test holds that makes blocks of its own as a value (its jumps
# then start from another block than the one it started in).
_VALUE_FLOW = (ast.BoolOp, ast.IfExp)


class _Blocks:
    """The blocks the compiler makes while it compiles one condition."""

    def __init__(self, places):
        # per test, in code order: (its exit, where its jump goes) or None
        self.places = places
        self.made = 0
        self.current = 0
        self.tests = 0
        self.ranked = []
        self.fresh = []
        self.failed = False

    def new(self):
        self.made += 1
        return self.made

    def rank(self, at):
        """The block test number `at` jumps from, made anew (a neutral
        constant before it) where the copies of its exit say so."""
        rank = self.current
        place = self.places[at]
        if place is None:
            return rank, False
        exit_, where = place
        earlier = [(w, r) for e, w, r in self.ranked if e == exit_ and w != where]
        fresh = False
        if any((w < where) != (r < rank) for w, r in earlier):
            if not all(w < where for w, r in earlier):
                self.failed = True
            fresh = True
            rank = self.new()
        self.ranked.append((exit_, where, rank))
        return rank, fresh


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
    blocks = _Blocks(places)
    spelled = _walk(test, when, blocks)
    if blocks.failed or not blocks.fresh or blocks.tests != len(tests):
        return test
    return spelled


def _place(seg):
    """(the exit seg's jump stands for, where that jump lands: the exit
    or its copy), or None where it lands on no copy of an exit."""
    target = seg.target
    landing = seg.jump.target
    if target is None or landing is None or landing.index < target:
        return None
    return target, landing.index


def _walk(node, when, blocks):
    """`node`, compiled as a test that jumps when it is `when`: its blocks
    counted, its tests ranked; the node spelled with the neutral
    constants the ranks ask for."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        out = copy.copy(node)
        out.operand = _walk(node.operand, not when, blocks)
        if blocks.fresh and out.operand is blocks.fresh[-1]:
            # (`True and not t`, not `not (False or t)`: the same blocks)
            out.operand = out.operand.values[1]
            return _neutral_before(out, when, blocks, replace=True)
        return out
    if isinstance(node, ast.BoolOp):
        return _walk_boolop(node, when, blocks)
    if isinstance(node, ast.IfExp):
        end, orelse = blocks.new(), blocks.new()
        out = copy.copy(node)
        out.test = _walk(node.test, False, blocks)
        out.body = _walk(node.body, when, blocks)
        blocks.current = orelse
        out.orelse = _walk(node.orelse, when, blocks)
        blocks.current = end
        return out
    if isinstance(node, ast.Constant):
        # (its test is compiled, then folded away: the block after it stays)
        blocks.current = blocks.new()
        return node
    if isinstance(node, ast.Compare) and len(node.ops) > 1 or any(isinstance(n, _VALUE_FLOW) for n in ast.walk(node)):
        blocks.failed = True
        return node
    if blocks.tests >= len(blocks.places):
        blocks.failed = True
        return node
    _, fresh = blocks.rank(blocks.tests)
    blocks.tests += 1
    blocks.current = blocks.new()
    if not fresh:
        return node
    return _neutral_before(node, when, blocks)


def _neutral_before(node, when, blocks, replace=False):
    """`node` after a neutral constant: an operand of the kind the
    compiler reads the test as, so that no join is made for it (`or`
    where it jumps when true)."""
    op = ast.Or if when else ast.And
    spelled = ast.BoolOp(op(), [const(not when), node])
    if replace:
        blocks.fresh[-1] = spelled
    else:
        blocks.fresh.append(spelled)
    return spelled


def _walk_boolop(node, when, blocks):
    is_or = isinstance(node.op, ast.Or)
    join = blocks.new() if is_or != when else None
    values = []
    last = len(node.values) - 1
    for k, value in enumerate(node.values):
        spelled = _walk(value, when if k == last else is_or, blocks)
        if any(spelled is w for w in blocks.fresh) and type(spelled.op) is type(node.op):
            values.extend(spelled.values)
        else:
            values.append(spelled)
    if join is not None:
        blocks.current = join
    out = copy.copy(node)
    out.values = values
    return out
