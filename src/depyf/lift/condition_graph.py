"""A compound condition read back from the graph of its tests.

In a jump context each test of a condition jumps one way and falls the
other; a conditional expression's first arm ends in an unconditional jump
over the else arm.  CPython threads jumps that land on jumps, so that jump
goes wherever the conditional expression goes on: the next `and` / `or`
operand, or an exit of the whole condition.  Instead of matching those
layouts one by one, the expression is rebuilt from the edges: a run of
tests is `a and b`, `a or b` or `(a if t else b)` of shorter runs when its
edges say so, and one test is itself or its negation.  Any reading found
sends every test's outcome where the bytecode does, so it is the same
condition; which spelling recompiles to the same bytecode is left to the
round trip.
"""

import ast
import copy

# Longest run of tests read as one graph (the reading is polynomial, but
# not cheap: longer conditions are left to the chain reader).
GRAPH_MAX = 20
# A comprehension's filter is one condition however long (no statement
# around it reads it in parts): it gets a longer run.
GRAPH_MAX_FILTER = 40


class ConditionGraph:
    """`items`: the tests (`test`, `jump_when`, `target`, `start`) and the
    arms' jumps (`test` None) of a condition in layout order; `fall`: where
    the last one falls.  `negate` and `join(op, left, right)` build the
    expression (they keep the caller's spelling of `not` and of chains).
    `folds`: a jump that only a test falls into may be a folded false
    constant's (where no jump is a `break` or `continue`); `dead_tests`:
    and a test that goes on either way may be one whose first arm was
    dropped (a comprehension's filter: no statement after it to take in);
    `true_arms_fall`: a first arm that left no code is a true constant
    where the condition falls when true, only (before 3.10);
    `constant_returns`: the starts of the arms' copies of an exit that
    returns a constant."""

    def __init__(self, items, fall, negate, join, folds=False, dead_tests=True, true_arms_fall=False, constant_returns=()):
        self.items = items
        # (the arms' copies of an exit that returns a constant: only
        # fallen into after a test, a false constant's jump to the false
        # exit, which became a copy of it, wherever the condition stands:
        # `if (a if b else (c or 0)):` before the implicit `return None`)
        self.constant_returns = constant_returns
        self.starts = [item.start for item in items]
        self.fall = fall
        self.negate = negate
        self.join = join
        self.passes = {item.start: item.target for item in items if item.test is None}
        self.memo = {}
        self.threaded = False
        self.folding = False
        self.folds = folds
        self.dead_tests = dead_tests
        self.true_arms_fall = true_arms_fall
        self.last_resort = False
        # Where control comes: a jump's target or a test's fall.  (An arm
        # no way reaches is dead code after a folded constant test.)
        self.jumped_to = {item.target for item in items}
        self.reached = set(self.jumped_to)
        self.reached.update(self.starts[k + 1] for k, item in enumerate(items[:-1]) if item.test is not None)

    def resolve(self, pos):
        """Where control reaching `pos` goes: through the arms' jumps."""
        for _ in range(len(self.passes) + 1):
            if pos not in self.passes:
                break
            pos = self.passes[pos]
        return pos

    def condition(self, true_to, false_to):
        """The whole run as one condition, or None.  Jumps are first taken
        to go exactly where the source's structure sends them; only then
        to go anywhere control ends up the same (threaded through the
        arms' jumps), which reads more layouts but spells fewer alike;
        last with a jump only a test falls into taken for a folded false
        constant's (`t or None`), which any other reading beats."""
        # (last of all, see _conditional: an empty else arm may end a run
        # other than the whole one, `(a if t else 1)` testing another; a
        # conditional expression's test may end in a folded false
        # constant, `b if (t or None) else c`)
        for threaded, folding, inner in ((False, False, False), (True, False, False), (True, self.folds, False), (True, self.folds, True)):
            self.threaded = threaded
            self.folding = folding
            self.last_resort = inner
            test = self.read(0, len(self.items), true_to, false_to)
            if test is not None:
                return test
        return None

    def read(self, lo, hi, true_to, false_to):
        if self.threaded:
            # A part whose jumps go exactly where the source's structure
            # sends them is read so even where the whole run needs threaded
            # jumps elsewhere: `((a or b) if (a if t else None) else c)`,
            # whose `a or b` jumps to the arm's jump past the else arm, is
            # no `(a or b) if (t and (True if a else False)) else c`.
            exact = self._read_exactly(lo, hi, true_to, false_to)
            if exact is not None:
                return exact
        key = (self.threaded, self.folding, self.last_resort, lo, hi, true_to, false_to)
        if key not in self.memo:
            self.memo[key] = self._read(lo, hi, true_to, false_to)
        return self.memo[key]

    def _read_exactly(self, lo, hi, true_to, false_to):
        """items[lo:hi] read with the jumps taken exactly (the first pass
        of `condition`), or None."""
        ways = (self.threaded, self.folding, self.last_resort)
        self.threaded = self.folding = self.last_resort = False
        try:
            return self.read(lo, hi, true_to, false_to)
        finally:
            self.threaded, self.folding, self.last_resort = ways

    def _after(self, k):
        return self.starts[k + 1] if k + 1 < len(self.items) else self.fall

    def _jumps_to(self, target, label):
        return target == label or self.threaded and self.resolve(target) == self.resolve(label)

    def _read(self, lo, hi, true_to, false_to):
        items = self.items
        if self.resolve(true_to) == self.resolve(false_to):
            # (but a conditional expression's test whose arms both go on
            # alike, `(None if t else 0)`, still tests: its jumps say where)
            return self._exact_test(lo, hi, true_to, false_to)
        if hi - lo == 1 and items[lo].test is None:
            return self._lone_constant(lo, true_to, false_to)
        if items[lo].test is None:
            test = self._dead_else_arm(lo, hi, true_to, false_to)
            if test is None and self._before_dead_arm(lo):
                # (`(1 if 1 else b) and c`)
                test = self._split(lo, hi, true_to, false_to, dead_arms=True)
            return test
        if hi - lo == 1:
            item = items[lo]
            # (falling into an arm's jump is going where it goes)
            fell = self.resolve(self._after(lo))
            for value, (jumped_to, fell_to) in ((item.test, (true_to, false_to)), (None, (false_to, true_to))):
                if not item.jump_when:
                    jumped_to, fell_to = fell_to, jumped_to
                if self._jumps_to(item.target, jumped_to) and fell == self.resolve(fell_to):
                    return value if value is not None else self.negate(item.test)
            if item.jump_when and item.target == self._after(lo) == true_to:
                # `t or 1`: the constant's test folded away, `t` jumps
                # when true where it falls (the chain reader's reading too)
                return self.join(ast.Or, item.test, ast.Constant(True, None))
            if not item.jump_when and item.target == self._after(lo) in (true_to, false_to) and lo + 1 < len(items) and items[lo + 1].jump.lineno == item.jump.lineno:
                # `(None if t else None) or c`: `t` jumps when false where
                # it falls, the next operand on its line, a constant's way
                # either way (the chain reader's too)
                value = ast.Constant(item.target == true_to, None)
                return ast.IfExp(test=item.test, body=value, orelse=value)
            if not item.jump_when and lo + 1 == len(items) and item.target == self.fall in (true_to, false_to):
                # `... or (0 if t else 0)` ending the run: `t` jumps where
                # it falls (3.11: an assert's raise, not copied)
                value = ast.Constant(item.target == true_to, None)
                return ast.IfExp(test=item.test, body=value, orelse=value)
            return None
        if self.folding and self.dead_tests and hi - lo > 1 and self._goes_on_either_way(lo):
            # `(b if (0 if t else 0) else c)`: `t` leads to the else arm
            # whichever way it goes; the first arm was dead code. (An else
            # arm that left no code, the run's end, is a constant: `1`.)
            orelse = self.read(lo + 2, hi, true_to, false_to) if hi - lo > 2 else self._constant_end(lo + 1, true_to, false_to)
            if orelse is not None:
                item = items[lo]
                test = self.negate(item.test) if item.jump_when else item.test
                never = ast.IfExp(test=test, body=ast.Constant(False, None), orelse=ast.Constant(False, None))
                return ast.IfExp(test=never, body=ast.Constant(False, None), orelse=orelse)
        test = self._split(lo, hi, true_to, false_to)
        if test is not None:
            return test
        test = self._conditional(lo, hi, true_to, false_to)
        if test is None:
            # (after `(a if 1 else b)`, which holds such a jump too)
            test = self._split(lo, hi, true_to, false_to, dead_arms=True)
        if test is None and (self.folding or self.starts[lo + 1] in self.constant_returns) and hi - lo == 2 and items[lo + 1].test is None and self.starts[lo + 1] not in self.jumped_to:
            # `a or None` in an arm: the constant's jump, only fallen into
            # (before 3.12 the arm's jump past the else arm follows it).
            test = self._folded_operand(lo, true_to, false_to)
        return test

    def _exact_test(self, lo, hi, true_to, false_to):
        """The one test items[lo] jumping to one of the labels `true_to`,
        `false_to` and falling into the other, or None."""
        item = self.items[lo]
        if hi - lo != 1 or item.test is None:
            return None
        after = self._after(lo)
        if (item.target, after) == ((true_to, false_to) if item.jump_when else (false_to, true_to)):
            return item.test
        if (item.target, after) == ((false_to, true_to) if item.jump_when else (true_to, false_to)):
            return self.negate(item.test)
        return None

    def _split(self, lo, hi, true_to, false_to, dead_arms=False):
        """items[lo:hi] as `left and right` or `left or right`, or None.
        The last split first: `a and b and c` is (a and b) and c.  An
        operand begins with a test; with `dead_arms`, or with an arm's
        jump over code nothing reaches."""
        for k in range(hi - 1, lo, -1):
            if self.items[k].test is None and not (dead_arms and self._before_dead_arm(k)):
                continue
            split = self.starts[k]
            for op, left_ways in ((ast.And, (split, false_to)), (ast.Or, (true_to, split))):
                left = self.read(lo, k, *left_ways)
                if left is None:
                    continue
                right = self.read(k, hi, true_to, false_to)
                if right is not None:
                    return self.join(op, left, right)
            if self.folding and self._goes_on_whatever(lo, k):
                left = self._dead_ended(lo, k)
                right = self.read(k, hi, true_to, false_to) if left is not None else None
                if right is not None:
                    return self.join(ast.Or, left, right)
        return None

    def _goes_on_whatever(self, lo, k):
        """Whether every way out of the tests items[lo:k] (more than one)
        goes to the next operand, items[k]: the operand ended in a false
        constant, `(a if t else b) and None`, whose test the compiler
        folded into the fall."""
        if k - lo < 2 or self.items[k].jump.lineno != self.items[lo].jump.lineno:
            # (the next operand on another line is the next statement's
            # test: `if (None if d else None): g(1)` before it)
            return False
        on = self.starts[k]
        inner = set(self.starts[lo + 1:k])
        return all(item.target in inner or self.resolve(item.target) == on for item in self.items[lo:k])

    def _dead_ended(self, lo, k):
        """`x and False`: the operand items[lo:k] (see _goes_on_whatever)
        read with its tests' jumps to the next operand as its false way
        and its fall, where the folded constant's test stood, and its
        arms' jumps there as its true way; or None."""
        on = self.starts[k]
        # (where the constant's test stood: between the operand and the next)
        stood = on - 0.5
        items = []
        for item in self.items[lo:k]:
            if item.test is None and self.resolve(item.target) == on:
                item = copy.copy(item)
                item.target = stood
            items.append(item)
        graph = ConditionGraph(items, stood, self.negate, self.join, self.folds, self.dead_tests, self.true_arms_fall, self.constant_returns)
        test = graph.condition(stood, on)
        return None if test is None else self.join(ast.And, test, ast.Constant(False, None))

    def _conditional(self, lo, hi, true_to, false_to):
        """`(a if t else b)`: t's tests go into a (true) or into b (false);
        a ends in the jump over b, at m - 1.  An arm `a` that is only that
        jump is a constant the compiler folded: the jump goes where its
        truth leads (t's tests going into it are threaded there too)."""
        items = self.items
        # (an else arm that is a true constant leaves no code: the test's
        # false jump goes to the body; only the last arm may be so, where
        # no operand follows to read it apart from, but for a conditional
        # expression testing another: there, its first arm)
        # (or where the run ends in an arm's jump to the very next
        # instruction: over a false constant's else arm that left no code)
        last = hi + 1 if hi == len(items) or self.last_resort or self._jumps_to_next(hi - 1) or self._constant_test(lo) else hi
        copied = self._arm_copy_of_true_test(lo, hi, true_to, false_to)
        if copied is not None:
            return copied
        for m in range(lo + 2, last):
            if items[m - 1].test is not None:
                continue
            # (in a comprehension's filter an arm's jump goes on forward:
            # one back to the loop is a false constant's ending the first
            # arm, after which the jump past the else arm was dead)
            arm_end = m if self.folds and items[m - 1].target <= self.starts[m - 1] else m - 1
            else_arm = self._after(m - 1)
            # (the jump at m - 1 may be the first arm's own last operand, a
            # folded constant going where the condition does, `(t and 0) if
            # c else b`: the jump past the else arm after it was dead or
            # left out, before 3.10 too)
            ends = (arm_end, m) if arm_end < m else (arm_end,)
            for k in range(lo + 1, m):
                test = self.read(lo, k, self.starts[k], else_arm)
                if test is None and self.last_resort and not self.folding:
                    # (a jump there is no `break`: it goes to the else arm)
                    test = self._folded_test(lo, k, else_arm)
                if test is None or k == m - 1 and self._kept_true_test(m - 1, hi, true_to, false_to):
                    continue
                for arm_end in ends:
                    if arm_end == m - 1 and k < arm_end and m < hi and self._false_constant_ends_arm(m - 1, hi, true_to, false_to):
                        body = self._folded_operand(k, true_to, false_to, m - 1)
                    elif not self._lands_past(m - 1, hi) if arm_end == m - 1 else self._landed(m - 1):
                        # (a jump aimed at the one it landed on is an
                        # arm's past an else arm, no constant's)
                        continue
                    else:
                        body = self.read(k, arm_end, true_to, false_to) if k < arm_end else self._constant(m - 1, true_to, false_to)
                    if body is None:
                        continue
                    orelse = self.read(m, hi, true_to, false_to) if m < hi else self._empty_arm(m - 1, lo, k, true_to, false_to)
                    if orelse is not None:
                        return self._conditional_of(test, body, orelse, k == arm_end and self.items[m - 1].copy)
            if m - 1 > lo and m < hi and self.starts[m] not in self.reached and self._lands_past(m - 1, hi):
                # `(a if 1 else b)`: the compiler dropped the true test
                # (before 3.10 it keeps the dead else arm).
                body = self.read(lo, m - 1, true_to, false_to)
                orelse = self.read(m, hi, true_to, false_to) if body is not None else None
                if orelse is not None:
                    return ast.IfExp(test=ast.Constant(True, None), body=body, orelse=orelse)
            if self.last_resort and m - 1 > lo and m == hi and self._empty_dead_arm(m - 1, true_to):
                # `(a if 1 else 1)` (before 3.10): no code for the test nor
                # the else arm, only the first arm's jump over it, kept
                # (last: a test's jump past it may be to an else arm that
                # left no code, `x or (x if y else 2)`).
                body = self.read(lo, m - 1, true_to, false_to)
                if body is not None:
                    return ast.IfExp(test=ast.Constant(True, None), body=body, orelse=ast.Constant(True, None))
        return None

    def _conditional_of(self, test, body, orelse, copied):
        """`(body if test else orelse)`, or where the first arm is a false
        constant's lone jump, which the compiler replaced by a copy of
        the exit (`copied`), and the else arm the true constant of an
        empty arm, `not test or False`: `(False if t else True)` keeps a
        jump past the else arm, and the else arm's line marker, there
        (3.10+: `(a or '') if b else c`)."""
        if copied and _is_constant(body, False) and _is_constant(orelse, True):
            return self.join(ast.Or, self.negate(test), body)
        return ast.IfExp(test=test, body=body, orelse=orelse)

    def _lands_past(self, k, hi):
        """Whether the arm's jump items[k] may be the jump past the else
        arm of a conditional expression ending where items[hi] starts:
        any may, but a jump the peephole threaded (spelled absolute,
        Instr.absolute_forward) that the reader aimed at the jump it landed
        on lands there (`(a if 1 else b) if 1 else c`: the inner arm's jump
        lands on the outer arm's, past `c`; taken to the end, the run reads
        `a if 1 else (b if 1 else c)`, whose arms jump there unthreaded)."""
        return not self._landed(k) or self._jumps_to(self.items[k].target, self._after(hi - 1))

    def _landed(self, k):
        """Whether the jump items[k] is one the peephole threaded, aimed
        at the jump it landed on (_lands_past)."""
        item = self.items[k]
        jump = item.jump
        return jump is not None and jump.absolute_forward and jump.target is not None and item.target != jump.target.index

    def _arm_copy_of_true_test(self, lo, hi, true_to, false_to):
        """`(t or False) if True else y` (3.10+): the true test and the
        dead else arm left no code; the first arm's jump past the else arm
        became a copy of the exit where the run goes when true, items[hi -
        1], right after the jump of the arm's folded false operand, so only
        the arm's tests jump to it.  (An else arm that is a true constant,
        `(False if not t else True)`, leaves no copy: its test's jump goes
        on to the exit itself.)  The conditional expression, or None."""
        items = self.items
        arm = hi - 1
        if arm - lo < 2 or not items[arm].copy or items[arm - 1].test is not None or self.starts[arm] not in self.jumped_to:
            return None
        if self.resolve(self.starts[arm]) != self.resolve(true_to) or self._after(arm) != self.resolve(true_to):
            return None
        body = self._folded_operand(lo, self.starts[arm], false_to, arm - 1)
        if body is None:
            return None
        return ast.IfExp(test=ast.Constant(True, None), body=body, orelse=ast.Constant(False, None))

    def _lone_constant(self, k, true_to, false_to):
        """The folded constant whose jump is items[k], an operand that left
        no other code, or None (see _kept_true_test)."""
        if self._kept_true_test(k, k + 1, true_to, false_to):
            return None
        return self._constant(k, true_to, false_to)

    def _kept_true_test(self, k, hi, true_to, false_to):
        """Whether the jump items[k], as the whole of an operand or of a
        first arm in a run ending at `hi`, would be a true constant whose
        test the compiler keeps: before 3.10, where the run falls when
        false (an `or`'s left operand).  `(True if c else d) or e` has no
        empty arm, `True if c else (d or e)` has."""
        if not self.true_arms_fall or self.resolve(self.starts[k]) != self.resolve(true_to):
            return False
        return self.resolve(self._after(hi - 1)) == self.resolve(false_to) != self.resolve(true_to)

    def _empty_dead_arm(self, k, true_to):
        """Whether the jump items[k] goes to the very next item (or fall),
        where the run goes when true, and only falling reaches it: an arm's
        jump over a true constant else arm, which leaves no code where
        the condition jumps when false."""
        return self._jumps_to_next(k) and self.starts[k] not in self.jumped_to and self.resolve(self._after(k)) == self.resolve(true_to)

    def _constant_test(self, k):
        """Whether items[k] tests a constant: a conditional expression's
        test the compiler kept (before 3.10), no if statement's."""
        return isinstance(self.items[k].test, ast.Constant)

    def _jumps_to_next(self, k):
        """Whether items[k] is an arm's jump to the item (or fall) right after it."""
        return self.items[k].test is None and self.items[k].target == self._after(k)

    def _before_dead_arm(self, k):
        """Whether the jump items[k] is followed by code nothing reaches
        (an operand may begin with it, see _dead_else_arm)."""
        return k + 1 < len(self.items) and self.starts[k + 1] not in self.reached

    def _dead_else_arm(self, lo, hi, true_to, false_to):
        """`(1 if 1 else b)`: the constant test and the constant first arm
        leave no code but the arm's jump over the else arm, items[lo], to
        the end of the run; the else arm's tests, which nothing reaches,
        are kept (before 3.10)."""
        if not self._before_dead_arm(lo) or self.items[lo].target != self._after(hi - 1):
            return None
        body = self._constant(lo, true_to, false_to)
        orelse = self.read(lo + 1, hi, true_to, false_to) if body is not None else None
        if orelse is None:
            return None
        return ast.IfExp(test=ast.Constant(True, None), body=body, orelse=orelse)

    def _folded_test(self, lo, k, else_arm):
        """The test items[lo:k] of a conditional expression read with a
        folded false constant's jump, to the else arm, among them."""
        self.folding = True
        try:
            return self.read(lo, k, self.starts[k], else_arm)
        finally:
            self.folding = False

    def _goes_on_either_way(self, k):
        """Whether the test items[k] jumps where the folded constant's jump
        it falls into goes: to the item after that jump."""
        on = self._after(k + 1)
        jump = self.items[k + 1]
        return jump.test is None and jump.start not in self.jumped_to and self.items[k].target == on and self.resolve(jump.start) == on

    def _constant_end(self, k, true_to, false_to):
        """The constant an arm that left no code after the jump items[k]
        (the last of the run) was: the run goes on from there as it does
        when true, or when false; None where it is neither."""
        to = self.resolve(self._after(k))
        if to not in (self.resolve(true_to), self.resolve(false_to)):
            return None
        return ast.Constant(to == self.resolve(true_to), None)

    def _folded_operand(self, k, true_to, false_to, jump=None):
        """items[k:jump] (one test by default) then the jump of a folded
        false constant it falls into: `t or False`, or None.  (A jump to
        the true way is the jump past an else arm, or a true constant's:
        `x and True` would be read where `(x if y else True)` is.)"""
        jump = k + 1 if jump is None else jump
        constant = self._constant(jump, true_to, false_to)
        if constant is None or constant.value:
            return None
        left = self.read(k, jump, true_to, self.starts[jump])
        return None if left is None else self.join(ast.Or, left, constant)

    def _false_constant_ends_arm(self, k, hi, true_to, false_to):
        """Whether the jump items[k], where a conditional expression's
        first arm ends, goes where the run goes when false while the run
        ends where it goes when true (an if or while test): the jump past
        the else arm goes to the end of the run, so this one is a folded
        false constant's, the arm's last operand (`(t or 0) if c else b`,
        3.12+: the jump past the else arm after it was dropped)."""
        to, end = self.resolve(self.starts[k]), self.resolve(self._after(hi - 1))
        return to == self.resolve(false_to) != self.resolve(true_to) == end

    def _empty_arm(self, arm, lo, k, true_to, false_to):
        """The true constant an empty else arm after the jump items[arm]
        was, or None.  Only after a first arm of tests (from items[k])
        whose jump goes where the run goes when true: `if x: break` is no
        `(False if x else True)`; or, where the run jumps when true (an
        assert's test), whose jump goes where it goes when false, the
        else arm the true constant's jump there (3.10+: a copy of that
        exit, which the test's false jump goes to)."""
        true_to, false_to = self.resolve(true_to), self.resolve(false_to)
        if k == arm and not (k == lo + 1 and self._constant_test(lo)):
            return None
        after = self.resolve(self._after(arm))
        to = self.resolve(self.starts[arm])
        if after == true_to and (to == true_to or (to == false_to and self.items[arm].copy)):
            return ast.Constant(True, None)
        if after == to == false_to and self._jumps_to_next(arm):
            # A false operand's: the arm's jump past it goes to the very
            # next instruction, where the test's false jump goes too (3.10+
            # `(x if t else (None and c)) or y`: the constant's jump past
            # the dead `c` kept the arm's jump from being dropped, which
            # `(x if t else False)` has not; `False and False` keeps it).
            false = ast.Constant(False, None)
            return ast.BoolOp(op=ast.And(), values=[false, ast.Constant(False, None)])
        return None

    def _constant(self, k, true_to, false_to):
        """The folded constant whose jump is items[k], or None: it goes
        where its truth leads."""
        to = self.resolve(self.starts[k])
        if to not in (self.resolve(true_to), self.resolve(false_to)):
            return None
        return ast.Constant(to == self.resolve(true_to), None)


def _is_constant(node, value):
    return isinstance(node, ast.Constant) and node.value is value
