"""Branches, boolean chains, conditional expressions and loops.

CPython lays code out in source order: a condition's false jump skips the
body, the body's last jump skips the else, loops end with a jump back to
their head. Compound conditions (`a and (b or c)`) become chains of
conditional jumps whose targets are either later chain members or the two
exits; `recover` rebuilds the boolean expression from those targets.
"""

import ast
import bisect
from copy import deepcopy

from ..bytecode.idioms import (
    ANY_JUMP,
    CHAIN_CLEANUP,
    CHAIN_CLEANUP_JUMP,
    CHAIN_CLEANUP_RETURN,
    COND_JUMP,
    JUMP,
    LEAVES,
    NO_FALLTHROUGH,
    Idiom,
    Op,
    fits,
    first_where,
    match,
    same,
    same_but_target,
    same_run,
    same_shifted,
    where,
)
from ..errors import DecompilationError
from .condition_graph import GRAPH_MAX, GRAPH_MAX_FILTER, ConditionGraph
from .expressions import as_expr
from .jump_tests import folds_not, jump_test, negate, or_folded_constant
from .nodes import LEAVING, LOOP_TARGET, NULL, IterValue, Slot, Unpacking, const, replace_node, waiting_values
from .names import names_before, names_used, written_first
from .same_tree import same_tree
from .state import LoopInfo, NoStatements, Region, State, StatementInValue

# From 3.10 the compiler copies short exit blocks (`return None`) to every
# jump that reaches them; before, identical exits are the source's own.

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


def _chain_link(stack):
    """Whether the top of `stack` is a link of a chained comparison, its
    last operand kept under it for the next link."""
    top = stack[-1]
    return isinstance(top, ast.Compare) and top.comparators[-1] is stack[-2]


def _chain_exits(segs, fall):
    """Where the chain's jumps, and its fall, leave it to."""
    starts = {s.start for s in segs[1:]}
    return ({s.target for s in segs} - starts) | {fall}


def boolop(op, left, right):
    values = []
    for side in (left, right):
        if isinstance(side, ast.BoolOp) and isinstance(side.op, op) and not getattr(side, "_closed", False):
            values.extend(side.values)
        else:
            values.append(side)
    return ast.BoolOp(op(), values)


def _segment_test(self, ins, value):
    """The jump's test and whether the jump is taken when it holds."""
    name = ins.opname
    expr = as_expr(self, value, ins)
    if name == "POP_JUMP_IF_FALSE":
        return expr, False
    if name == "POP_JUMP_IF_TRUE":
        return expr, True
    test = ast.Compare(expr, [ast.Is() if name == "POP_JUMP_IF_NONE" else ast.IsNot()], [const(None)])
    test._none_test = True
    return test, True


def returned_value(stmts):
    """The value that `stmts` return on every way through, written as
    conditional expressions: (3.10+: `x or (b if c else d)`, each arm
    returned by a copy) one `if c: return b` per arm but the last, then
    `return d`; or (3.13) an if/else whose two bodies return that way.
    None when some way does not end in a return."""
    last = stmts[-1] if stmts else None
    if isinstance(last, ast.Return):
        value = last.value if last.value is not None else const(None)
    elif isinstance(last, ast.If) and last.orelse:
        body, orelse = returned_value(last.body), returned_value(last.orelse)
        if body is None or orelse is None:
            return None
        value = ast.IfExp(test=last.test, body=body, orelse=orelse)
    else:
        return None
    for branch in reversed(stmts[:-1]):
        if not (isinstance(branch, ast.If) and not branch.orelse):
            return None
        arm = returned_value(branch.body)
        if arm is None:
            return None
        value = ast.IfExp(test=branch.test, body=arm, orelse=value)
    return value


def returned_comparison_arms(stmts, last, residue):
    """3.12+: `return a < b < (x if c else y)`: the last comparison and
    the return after it are copied behind every arm but the last of the
    conditional expression, so the operand reads as one `if c: return b <
    x` per such arm, then `b < y` (`last`) on the stack.  The comparison
    of `residue` (`b`) with the conditional expression, or None."""
    if not (isinstance(last, ast.Compare) and last.left is residue and len(last.ops) == 1):
        return None
    value = last.comparators[0]
    for branch in reversed(stmts):
        if not (isinstance(branch, ast.If) and not branch.orelse and len(branch.body) == 1 and isinstance(branch.body[0], ast.Return)):
            return None
        arm = branch.body[0].value
        if not (isinstance(arm, ast.Compare) and arm.left is residue and len(arm.ops) == 1 and type(arm.ops[0]) is type(last.ops[0])):
            return None
        value = ast.IfExp(test=branch.test, body=arm.comparators[0], orelse=value)
    return ast.Compare(left=residue, ops=last.ops, comparators=[value])


class ControlFlowOps:
    # ------------------------------------------------------ condition chains
    def recover(self, segs, lo, hi, true_to, false_to):
        """Boolean expression of segs[lo:hi] that exits to true_to / false_to."""
        test = self._recover(segs, lo, hi, true_to, false_to)
        return None if test is None else jump_test(test)

    def _recover(self, segs, lo, hi, true_to, false_to):
        fall = segs[hi].start if hi < len(segs) else self._chain_fall
        if hi - lo == 1:
            seg = segs[lo]
            if seg.target == true_to and fall == false_to:
                return seg.test if seg.jump_when else negate(seg.test)
            if seg.target == false_to and fall == true_to:
                return negate(seg.test) if seg.jump_when else seg.test
            if self._falls_into_jump():
                # (a conditional expression's test, `(x if (t or 1) else
                # y)`, falls into its first arm, whose jump past the else
                # arm ends it: read there, not as an if's condition)
                return None
            folded = _folded_constant_operand(seg, fall, true_to, false_to)
            if folded is None and not seg.jump_when and seg.target == fall in (true_to, false_to) and hi < len(segs) and segs[hi].jump.lineno == seg.jump.lineno:
                # `a or (None if d else None) or c`: the test jumps when
                # false where it falls, the next operand (on its line: not
                # the next statement's test after `if c and None:`), a
                # constant's way either way (when true: `b or 1` above)
                value = const(fall == true_to)
                folded = ast.IfExp(test=seg.test, body=value, orelse=value)
            return folded
        arm = self._constant_arm_of_copy(segs, lo, hi, true_to, false_to)
        if arm is not None:
            return arm
        # (no split between a constant arm's test and the tests of its
        # first arm, see _constant_arm_of_copy)
        arms = [(k, reach) for k in range(lo, hi) for reach in [self._constant_arm_reach(segs, k, hi)] if reach is not None]
        flat = None if arms else self._flat_chain(segs, lo, hi, true_to, false_to)
        if flat is not None:
            return flat
        for k in range(hi - 1, lo, -1):
            if any(test < k <= reach for test, reach in arms):
                continue
            inner = {segs[j].start for j in range(lo + 1, k)}
            exits = {segs[j].target for j in range(lo, k)} - inner
            split = segs[k].start
            if exits <= {split, true_to}:
                left = self.recover(segs, lo, k, true_to, split)
                if left is not None:
                    right = self.recover(segs, k, hi, true_to, false_to)
                    if right is not None:
                        return boolop(ast.Or, left, right)
            if exits <= {split, false_to}:
                left = self.recover(segs, lo, k, split, false_to)
                if left is not None:
                    right = self.recover(segs, k, hi, true_to, false_to)
                    if right is not None:
                        return boolop(ast.And, left, right)
        return None

    def _constant_arm_of_copy(self, segs, lo, hi, true_to, false_to):
        """3.12+: `assert (b if t else 1)` ending a function: t's false
        jump goes to the constant arm's jump to the exit, replaced by a
        copy of the exit laid out right after the raise, before the copy
        a later test of `b` jumps to, where `not t or b` (jumps to one
        label) gets the copies the other way round (the exit's later copy
        for the earlier jump).  The run read
        so (the constant True or False as the exit is true_to or
        false_to), or None."""
        first = segs[lo]
        if first.target not in (true_to, false_to) or self._constant_arm_reach(segs, lo, hi) is None:
            return None
        body = self.recover(segs, lo + 1, hi, true_to, false_to)
        if body is None:
            return None
        return ast.IfExp(test=first.test, body=body, orelse=const(first.target == true_to))

    def _constant_arm_reach(self, segs, lo, hi):
        """The last test of segs[lo + 1:hi] jumping to a later copy of the
        exit segs[lo] jumps to when false (see _constant_arm_of_copy),
        or None where segs[lo] is no such conditional expression's test."""
        first = segs[lo]
        # (3.12+: 3.11 lays out `if t: assert b` so, the if's false way
        # copied right after the raise)
        if not self.version.COLD_CODE_AT_END or first.jump_when or first.test is None:
            return None
        copy = first.jump.target.index
        # (only after an assert's raise, which the run falls into: where
        # else the copies are laid out is no tell of the source's labels)
        fall = self._chain_fall
        if fall is None or not segs[-1].jump.index < fall < self.count or not fits(self.instrs[fall], "LOAD_ASSERTION_ERROR"):
            return None
        if fall + self._terminal_size(fall) != copy:
            return None
        later = [k for k in range(lo + 1, hi) if segs[k].target == first.target]
        targets = [segs[k].jump.target.index for k in later]
        if not later or any(t <= copy for t in targets) or any(s.jump.target.index == copy for s in segs[lo + 1:hi]):
            return None
        if not all(self._exit_copy_size(copy, t) for t in targets):
            return None
        return later[-1]

    def _merge_copied_exits(self, segs, fall):
        """Aim jumps at copies of an exit block (3.11+) at the original."""
        targets = sorted({s.target for s in segs} | {fall})
        held = self.skip.get(fall)
        alias = {}
        # (an arm read from a copy of an exit stands for a jump to it: no
        # original the exit's other copies are aimed at; an arm's jump that
        # is a copy of an exit is an item of the run: the jumps to it go
        # into that arm, `(b if c else 0)`'s test to the false constant's
        # copied jump)
        arms = {s.start for s in segs if s.test is None}
        lines = {s.jump.lineno for s in segs if s.jump is not None}
        for k, t in enumerate(targets):
            if t in arms:
                continue
            for original in targets[:k]:
                if (original not in alias and original not in arms and self.copied_exit(t, original)
                        and not self.marked_copy(original, lines)):
                    alias[t] = original
                    break
        if fall in alias:
            # (where the run falls is the exit its copies stand for, though
            # a copy of it comes first: a first arm's copy of the body)
            first = alias.pop(fall)
            alias = {t: fall if o == first else o for t, o in alias.items()}
            alias[first] = fall
            # (read, not skipped as a copy)
            if held is None:
                self.skip.pop(fall, None)
            else:
                self.skip[fall] = held
        if alias:
            for seg in segs:
                seg.target = alias.get(seg.target, seg.target)

    def _falls_into_jump(self):
        """Whether the chain read falls into an unconditional jump."""
        fall = self._chain_fall
        return fall is not None and fall < self.count and fits(self.instrs[fall], JUMP)

    def _flat_chain(self, segs, lo, hi, true_to, false_to):
        """`a and b and …` / `a or b or …` without recursion (long chains)."""
        fall = segs[hi].start if hi < len(segs) else self._chain_fall
        body = segs[lo:hi]
        if fall == true_to and all(s.target == false_to for s in body):
            return ast.BoolOp(ast.And(), [negate(s.test) if s.jump_when else s.test for s in body])
        if fall == false_to and all(s.target == true_to for s in body):
            return ast.BoolOp(ast.Or(), [s.test if s.jump_when else negate(s.test) for s in body])
        last = body[-1]
        if fall == true_to and last.target == false_to and all(s.target == true_to for s in body[:-1]):
            values = [s.test if s.jump_when else negate(s.test) for s in body[:-1]]
            values.append(negate(last.test) if last.jump_when else last.test)
            return ast.BoolOp(ast.Or(), values)
        return None

    def scan_segment(self, start, region, stack, held=0):
        """Simulate [start, …) up to the next conditional jump at this level.

        Returns (stack, jump index) or None when the code there is not a pure
        expression ending in a conditional jump.

        The readings of one condition (its graph, a conditional expression,
        the chain) scan the same segments over the same values: a scan that
        read no block, named no temporary and passed over nothing new is
        kept, and given again while the reading has done none of these
        since (the mark: `steps`, `_temps`, the skips' count).

        `held`: how many values at the top of `stack` wait under the
        segment's own values (a chained comparison's middle operand, kept
        for the next link): a conditional expression over them is an
        operand's, not a test of the condition.
        """
        key = (start, id(region), held, *map(id, stack))
        mark = (self.steps, self._temps, len(self.skip))
        kept = self._scans.get(key)
        if kept is not None and kept[0] == mark:
            found = kept[1]
            return None if found is None else (list(found[0]), found[1])
        scanned = self._scan_segment(start, region, stack, held)
        if mark == (self.steps, self._temps, len(self.skip)):
            # (the region and values are kept with it: their ids stay theirs)
            found = None if scanned is None else (tuple(scanned[0]), scanned[1])
            self._scans[key] = (mark, found, region, tuple(stack))
        return scanned

    def _scan_segment(self, start, region, stack, held):
        instrs = self.instrs
        end = region.end
        i = start
        local = list(stack)
        st = State(local, region, start, end)
        st.base -= held
        facts = self.facts
        tables = facts.tables
        loop_tails, handlers = self.loop_tails, self.handlers
        while i < end:
            ins = instrs[i]
            if fits(ins, _SCAN_STOPS):  # (one test for the two kinds, then which)
                if not fits(ins, COND_JUMP) or st.stmts:
                    return None
                waiting = len(local) >= len(stack) + 2 - held
                if (_chain_link(local) if waiting else not self._value_arm(ins, st)):
                    return st.stack, i
                # Values wait under the test: a conditional expression
                # inside an operand (`x in (b if c else d)`), read as one.
                nxt = self._operand_conditional(ins, st, len(local))
                if nxt is None:
                    return st.stack, i
                i = nxt
                continue
            if i in loop_tails and i != start:
                return None
            handler = handlers.get(ins.opname)
            if handler is None:
                return None
            # (`with self.trial:` spelled out: a trial per instruction scanned,
            # where the with statement cost half the scan; nothing to save
            # while every table is empty, the common case)
            saved = facts.save() if any(tables) else None
            try:
                nxt = handler(self, ins, st)
            except DecompilationError:
                facts.restore(saved)
                return None
            if st.stmts:
                return None
            i = i + 1 if nxt is None else nxt
        return None

    def _value_arm(self, ins, st):
        """Whether the test jumping at `ins` is a conditional expression's
        whose first arm is a value (nothing waits under it: the expression
        begins an operand, `(b if c else d) < e`): the arm is straight code
        leaving one value, then a jump over the else arm.  (A condition's
        own test is followed by another test or a statement.)  Only a test
        of its own: no other jump goes into either arm (`(b if (c or t)
        else d)` is a condition's test `c` first)."""
        instrs = self.instrs
        else_arm = ins.target.index
        over = instrs[else_arm - 1] if ins.index + 1 < else_arm <= self.count else None
        if over is None or not fits(over, JUMP) or over.target.index <= else_arm:
            return False
        sources = self.flow.jump_sources
        if ins.index + 1 in sources or sources.get(else_arm) != [ins]:
            return False
        local = State(st.stack[:-1], st.region, ins.index + 1, else_arm - 1)
        local.stmts = NoStatements()
        saved = self.facts.save()
        try:
            for k in range(ins.index + 1, else_arm - 1):
                handler = self.handlers.get(instrs[k].opname)
                if fits(instrs[k], _SCAN_STOPS) or handler is None or handler(self, instrs[k], local) is not None:
                    return False
        except (DecompilationError, StatementInValue):
            return False
        finally:
            self.facts.restore(saved)
        return len(local.stack) == len(st.stack)

    def _operand_conditional(self, ins, st, depth):
        """The conditional expression whose test jumps at `ins` read in
        place (the test taken off the stack, the expression put there):
        where scanning goes on, or None."""
        handler = self.handlers.get(ins.opname)
        try:
            with self.trial:
                nxt = handler(self, ins, st)
        except DecompilationError:
            return None
        if st.stmts or len(st.stack) != depth or nxt is None or nxt <= ins.index or not isinstance(st.stack[-1], ast.IfExp):
            return None
        return nxt

    def collect_chain(self, first, st, statement=False):
        """Greedily gather the conditional jumps of one compound condition.

        `first` is the conditional jump just reached; its test is on st.stack;
        `statement`: it is an if's condition, not a loop's test.
        Returns (segments, fallthrough index).
        """
        test, when = _segment_test(self, first, self.pop(st, first))
        base = list(st.stack)
        segs = [Segment(test, when, first.target.index, -1, first)]
        pos = first.index + 1
        merged = self._merge_chained_compare(segs, pos, st.region, base)
        if merged is not None and merged != pos:
            pos = merged
            # The middle operand kept for the comparison chain is consumed.
            st.stack.pop()
            base = list(st.stack)
        # The longest prefix of the chain whose jumps leave by at most two
        # exits; the exit copies (3.10+) a longer candidate found are no
        # copies to skip, nor its aims at them the best's.
        best = (_copies(segs), pos)
        skips = dict(self.skip)
        while True:
            if pos in self.loop_tails:
                # A `while` test right after `if c:` is the loop's own; from
                # 3.10 a loop's body (its test at the bottom) starts there.
                break
            if statement and _ends_in_own_jump(segs[-1].jump):
                break
            if pos in self.try_starts:
                # A try statement begins here: the if's body, not more of
                # its condition (3.12+ copies the code after both into
                # each way out, so the two jumps seem to leave alike).
                break
            step = self._chain_step(pos, st.region, base)
            if step is None:
                break
            seg, fall = step
            candidate = segs + [seg]
            if self.version.COPIES_EXITS:
                self._merge_copied_exits(candidate, fall)
            elif statement:
                candidate = self._through_jump_at(candidate, fall)
            else:
                # A loop's test: `while a and (b or c): continue` jumps
                # from `b` back to the head the test starts at.
                candidate = self._through_jump_at(candidate, fall, st.stmt_start)
            exits = _chain_exits(candidate, fall)
            if len(exits) > 2 and not statement and not self.version.COPIES_EXITS:
                # `while a and (b or c): break` else ...: `b` jumps straight
                # to where the body's `break` goes, past the else (a
                # test's own ways out are the else, right after the loop's
                # jump back, and the body).
                threaded = self._through_jump_at(candidate, fall)
                tail = self.loop_tails.get(st.stmt_start)
                if tail is not None and _chain_exits(threaded, fall) == {fall, tail + 1}:
                    candidate = threaded
                    exits = _chain_exits(candidate, fall)
            if len(exits) <= 2:
                best = (_copies(candidate), fall)
                skips = dict(self.skip)
            elif not any(e > fall for e in exits) or len(candidate) > 64:
                # No later segment can absorb the extra exits.
                break
            segs = candidate
            pos = fall
        self.skip.clear()
        self.skip.update(skips)
        return best

    def _chain_step(self, pos, region, base):
        """The next test of a condition, read from `pos` over the values
        `base`: (segment, where it falls), or None."""
        scanned = self.scan_segment(pos, region, base)
        if scanned is None:
            return None
        stack, j = scanned
        if len(stack) != len(base) + 1 or any(a is not b for a, b in zip(stack, base)):
            # A chained comparison leaves the middle operand behind.
            if not (len(stack) == len(base) + 2 and all(a is b for a, b in zip(stack, base))):
                return None
        jump = self.instrs[j]
        if len(stack) == len(base) + 2:
            trial_stack = list(stack)
            test, when = _segment_test(self, jump, trial_stack.pop())
            trial = [Segment(test, when, jump.target.index, pos, jump)]
            nxt = self._merge_chained_compare(trial, j + 1, region, trial_stack[:-1] + [trial_stack[-1]], residue=trial_stack[-1])
            if nxt is None:
                return None
            return trial[0], nxt
        test, when = _segment_test(self, jump, stack[-1])
        return Segment(test, when, jump.target.index, pos, jump), j + 1

    def _through_jump_at(self, segs, fall, landing=None):
        """Before 3.10: `if a or b: break` jumps from `a` straight to where
        the `break` at `fall` goes (threaded); aim it at the break. (Only
        where the jump at `fall` lands at `landing`, when given.)"""
        ins = self.instrs[fall] if fall < self.count else None
        if ins is None or not fits(ins, JUMP) or landing not in (None, ins.target.index):
            return segs
        landing = ins.target.index
        return [Segment(s.test, s.jump_when, fall, s.start, s.jump, s.copy) if s.target == landing else s for s in segs]

    def _merge_chained_compare(self, segs, pos, region, base, residue=None):
        """Fold `a < b < c` in a jump context into one Compare segment.

        CPython keeps the middle operand on the stack, jumps to a cleanup
        block (`POP_TOP; JUMP false_exit`) when a link fails, and jumps over
        that block once the last link succeeds.
        """
        seg = segs[-1]
        if residue is None:
            if not base or not isinstance(seg.test, ast.Compare):
                return pos
            residue = base[-1]
            if not seg.test.comparators or seg.test.comparators[-1] is not residue:
                return pos
            below = base[:-1]
        else:
            below = base[:-1]
        instrs = self.instrs
        cleanup = seg.target
        if cleanup >= self.count or not fits(instrs[cleanup], "POP_TOP"):
            return pos if residue is None else None
        test = seg.test
        while True:
            scanned = self.scan_segment(pos, region, below + [residue], held=1)
            if scanned is None:
                return pos if segs[-1].test is not test else None
            stack, j = scanned
            jump = instrs[j]
            link, when = _segment_test(self, jump, stack[-1])
            if not isinstance(link, ast.Compare) or link.left is not residue:
                return None
            if len(stack) == len(below) + 2 and jump.target.index == cleanup:
                test = ast.Compare(left=test.left, ops=test.ops + link.ops, comparators=test.comparators + link.comparators)
                residue = stack[-2]
                pos = j + 1
                continue
            if when and getattr(link, "_none_test", False) and self._same_exit(cleanup + 1, jump.target.index):
                # A failed link's cleanup goes where this jump does: the jump
                # is taken when the last link fails, its `is None` folded into
                # the jump (POP_JUMP_IF_NOT_NONE).
                link, when = negate(link), False
            return self._close_chain(segs, seg, test, link, when, jump, cleanup)

    def _close_chain(self, segs, seg, test, link, when, jump, cleanup):
        """The last link `link` of the chained comparison `test` jumps at
        `jump`: the chain becomes the last segment, and its cleanup block
        (at `cleanup`) is placed: where reading goes on, or None (the
        segment restored to `seg`) where the layout is not one known."""
        test = ast.Compare(left=test.left, ops=test.ops + link.ops, comparators=test.comparators + link.comparators)
        after = jump.index + 1
        instrs = self.instrs
        over = instrs[after] if after < self.count else None
        segs[-1] = Segment(test, when, jump.target.index, seg.start, jump)
        back = instrs[cleanup + 1] if cleanup + 1 < self.count else None
        if (
            over is not None
            and fits(over, JUMP)
            and after + 1 == cleanup
            and over.target.index <= over.index
            and back is not None
            and fits(back, JUMP)
            and self.resolve(back.target.index) == self.resolve(over.target.index)
        ):
            # `if not a < b < c: continue`: the jump after the last link
            # is the branch itself (going back), not a jump over the
            # cleanup; the cleanup holds a copy of it.
            self.skip[cleanup] = cleanup + 2
            return after
        if over is not None and fits(over, JUMP) and after + 1 == cleanup:
            return self._chain_before_jump(jump, when, over, cleanup)
        if (
            back is not None
            and fits(back, JUMP)
            and jump.target.index < after
            and self.resolve(back.target.index) == self.resolve(jump.target.index)
            and fits(instrs[cleanup - 1], NO_FALLTHROUGH)
        ):
            # 3.11+ `while not (a < b < c):`, the bottom test: the last
            # link jumps back into the body, and so does the cleanup, laid
            # out after the way out (copied there).
            self.skip[cleanup] = cleanup + 2
            return after
        if jump.target.index == cleanup + 1 and fits(instrs[cleanup - 1], NO_FALLTHROUGH):
            # 3.10+: the branch ends without falling into the cleanup,
            # which falls into the false exit (an else: without one, the
            # code after the statement would be copied behind it).
            segs[-1].target = cleanup
            self.skip[cleanup] = cleanup + 1
            # 3.13 keeps the branch's copy of a final return only when
            # the source has it (3.10-3.12 lay both spellings out alike).
            self.facts.cleanup_into_else[cleanup] = not self.version.KEEPS_WRITTEN_RETURN_COPIES
            return after
        t = jump.target.index
        copy = self._behind_cleanup(cleanup, t) if t > cleanup + 1 and fits(instrs[cleanup - 1], NO_FALLTHROUGH) else 0
        if copy:
            # The code after the statement, copied behind the cleanup, or
            # a jump to it (before what other tests jump to: `if d or a <
            # b < c: return` aims `d` at a copy of the body laid out there).
            self.skip[cleanup] = cleanup + 1 + copy
            return after
        # 3.12+ copies a small false branch after the cleanup's POP_TOP
        # instead of jumping to it; the copy is skipped.
        size = cleanup - after
        if size > 0 and same_run(instrs, after, cleanup + 1, size):
            self.skip[cleanup] = cleanup + 1 + size
            return after
        segs[-1] = seg
        return None

    def _chain_before_jump(self, jump, when, over, cleanup):
        """The last link at `jump` falls into the jump `over`, right
        before the chain's cleanup at `cleanup`: where reading goes on."""
        instrs = self.instrs
        copy = self._exit_copy_size(cleanup + 1, over.target.index) if over.target.index > cleanup + 1 else 0
        if copy and when:
            # 3.13 (`assert x and (a < b < c)`): the chain fails into
            # a jump to an exit block (the raise) and its cleanup into
            # a copy of that block: the jump is an arm's, read next;
            # the copy is skipped.
            self.skip[cleanup] = cleanup + 1 + copy
            return over.index
        behind = self._behind_cleanup(cleanup, jump.target.index) if not when else 0
        end = cleanup + 1 + behind
        if behind and over.target.index > end and end in self.flow.jump_sources:
            # (`(a == b in c) if t else d` in a condition: the jump goes
            # past code other tests reach, the else arm: it is the first
            # arm's jump over it, read next; the cleanup goes where the
            # last link does when false, and is skipped)
            self.skip[cleanup] = end
            return over.index
        body = cleanup + 2
        if (
            not self.version.COPIES_EXITS
            and over.target.index != body
            and body < self.count
            and fits(instrs[cleanup + 1], JUMP)
            and fits(instrs[body], JUMP)
            and self.resolve(body) == self.resolve(over.target.index)
        ):
            # Before 3.10 the jump over the cleanup into a branch
            # that starts with a jump (`break`) is threaded through it.
            return body
        back = instrs[cleanup + 1] if cleanup + 1 < self.count else None
        if (
            self.version.CHAIN_CLEANUP_JUMPS_TO_ELSE
            and back is not None
            and fits(back, JUMP)
            and back.target is jump.target
            and fits(instrs[jump.target.index - 1], NO_FALLTHROUGH)
        ):
            # 3.13: a cleanup that jumps to the false exit (rather
            # than falling into it) leads to an else. (3.11 lays out
            # `if a < b < c: ...; return` the same way.)
            self.facts.cleanup_into_else[jump.target.index] = True
        return over.target.index

    # ------------------------------------------------------------ statements
    def _arm_segments(self, start, end, base, st):
        """The condition chain filling [start, end) exactly, or None."""
        segs = []
        pos = start
        while pos < end:
            scanned = self.scan_segment(pos, st.region, base)
            if scanned is None:
                return None
            stack, j = scanned
            if j >= end or any(a is not b for a, b in zip(stack, base)):
                return None
            if len(stack) == len(base) + 2:
                # A chained comparison ending the arm: its last link is
                # the arm's last test (its cleanup lies past `end`).
                step = self._chain_step(pos, st.region, base)
                if step is None or step[0].jump.index + 1 != end:
                    return None
                segs.append(step[0])
                pos = end
                continue
            if len(stack) != len(base) + 1:
                return None
            jump = self.instrs[j]
            test, when = _segment_test(self, jump, stack[-1])
            segs.append(Segment(test, when, jump.target.index, pos, jump))
            pos = j + 1
        return segs if segs and pos == end else None

    def _ternary_condition(self, ins, st):
        """`if (a if t else b):` in a jump context, alone or after `x or` /
        `x and`: the if (or loop test) read, or None."""
        parts = self._any_ternary(ins, st)
        if parts is None:
            return None
        node, segs, body, false_to = parts
        return self.branch(node, segs, body, false_to, st, ins)

    def _any_ternary(self, ins, st):
        # A true constant arm leaves no code, so `x or (y if t else 1)`
        # also reads as a ternary on `x`: the plain shapes are tried first.
        # (each shape needs a value under the test; the first arm's end,
        # a backward scan, is found once for both plain tries)
        if not st.stack or len(st.stack) <= st.base:
            return None
        ends = self._first_arm_end(ins.index, ins.target.index, st)
        return (ends and self._ternary_parts(ins, st, ends)) or self._prefixed_ternary(ins, st) or (
            ends and self._ternary_parts(ins, st, ends, True))

    def _ternary_parts(self, ins, st, ends, empty_arm=False):
        """`(a if t else b)` as a condition: `t` jumps to the else arm, the
        first arm's end jumps over it to the body, both arms' jumps go to
        the body or to one false exit.  An arm that is a true constant
        leaves no code (the way into it goes straight to the body).
        (IfExp, segments, body, false exit) with `t` popped, or None."""
        instrs = self.instrs
        i = ins.index
        else_arm = ins.target.index
        over, body = ends
        empty_first = empty_arm and over == i + 1
        if not (i + 1 < over or empty_first):
            return None
        empty_else = empty_arm and (else_arm == body or (else_arm < body and all(fits(instrs[k], "NOP") for k in range(else_arm, body))))
        if not else_arm <= body <= st.end or empty_first and empty_else:
            return None
        # 3.10+: a false constant arm is a jump to the false exit.
        false_else = else_arm + 1 == body and fits(instrs[else_arm], JUMP) and instrs[else_arm].target.index > body
        base = list(st.stack[:-1])
        first = [] if empty_first else self._arm_segments(i + 1, over, base, st)
        second = [] if first is not None and (empty_else or false_else) else (
            self._arm_segments(else_arm, body, base, st) if first is not None else None)
        if second is None or empty_else and any(i < seg.target <= seg.jump.index for seg in first):
            # (Before an empty arm, a jump back into the arm is a loop's
            # bottom test, not an arm.)
            return None
        for seg in first:
            if seg.target == over:
                seg.target = body
        if self.version.COPIES_EXITS:
            # 3.11+: each arm's false jump may go to its own copy of the exit.
            self._merge_copied_exits(first + second, body)
        exits = set()
        for segs, lo, hi in ((first, i + 1, over), (second, else_arm, body)):
            starts = {x.start for x in segs}
            exits |= {x.target for x in segs if not (lo < x.target < hi and x.target in starts)}
        exits.discard(body)
        if false_else:
            exits = self._false_arm_exit(exits, instrs[else_arm].target.index)
        if len(exits) != 1:
            return None
        false_to = exits.pop()
        if else_arm <= false_to <= body:
            return None
        self._chain_fall = body
        a = self.recover(first, 0, len(first), body, false_to) if first else const(True)
        b = (self.recover(second, 0, len(second), body, false_to) if second else const(not false_else)) if a is not None else None
        if b is None:
            return None
        test, when = _segment_test(self, ins, st.stack[-1])
        st.stack.pop()
        cond = negate(test) if when else test
        node = ast.IfExp(test=cond, body=a, orelse=b)
        return node, [Segment(cond, False, else_arm, -1, ins)] + first + second, body, false_to

    def _first_arm_end(self, i, else_arm, st):
        """(end of a ternary condition's first arm, start of the body it
        goes into), or None.  The arm ends in a jump over the else arm, or
        (3.11+) in a copy of the body, a short exit block."""
        instrs = self.instrs
        # (an arm ending in a chained comparison ends before its cleanup)
        end = self._chain_cleanup_before(i, else_arm)
        over = end - 1
        if over < st.end and fits(instrs[over], JUMP):
            return over, instrs[over].target.index
        # (a return: an assert's raise, copied for each of its ways out,
        # reads as its own statement)
        if not (self.version.COPIES_EXITS and over < st.end and fits(instrs[over], "RETURN_VALUE")):
            return None
        # (the copy follows the arm's last test: the longest one that fits;
        # an empty arm would take two statements' like exits for one)
        # (a copy of [p, else_arm) ends in a return where the arm does: the
        # places tried are those before a return, not every one)
        returns = None
        for test in where(instrs, COND_JUMP, max(i + 1, end - _COPIED_EXIT_MAX - 1), end - 1):
            if returns is None:
                returns = where(instrs, "RETURN_VALUE", else_arm + 1, st.end + _COPIED_EXIT_MAX)
            p = test + 1
            size = end - p
            for r in returns:
                q = r - size + 1
                if else_arm < q < st.end and self._exit_copy_size(p, q) == size:
                    return p, q
        return None

    def _chain_cleanup_before(self, i, else_arm):
        """Where the first arm of a ternary condition (its test's jump at
        `i`) ends: `else_arm`, or the cleanup block of a chained comparison
        ending the arm (`POP_TOP`, then a jump to the false exit or a copy
        of it, the arm's links failing into it) laid out before the else
        arm."""
        instrs = self.instrs
        if not fits(instrs[else_arm - 1], NO_FALLTHROUGH):
            return else_arm
        # (the cleanup's POP_TOPs found by one scan, the nearest first: a
        # test per place tried cost more than the rest of the reading)
        for c in reversed(where(instrs, "POP_TOP", max(i + 1, else_arm - _COPIED_EXIT_MAX - 2) + 1, else_arm - 1)):
            # (the arm ends in its jump over the else arm, or in a copy of
            # the body: an exit)
            before = instrs[c - 1]
            if fits(before, JUMP) and before.target.index <= else_arm:
                continue
            if fits(before, NO_FALLTHROUGH) and any(
                    instrs[j].target.index == c for j in where(instrs, COND_JUMP, i + 1, c)):
                return c
        return else_arm

    def _false_arm_exit(self, exits, target):
        """The false exits of a ternary condition with the one its false
        constant arm jumps to (3.11+: the same exit, or a copy of it)."""
        if self.version.COPIES_EXITS:
            for e in exits:
                if self._same_exit(e, target):
                    return {e}
        return exits | {target}

    def _prefixed_ternary(self, ins, st):
        """`x or (a if t else b)` / `x and (...)` as a condition: `x` jumps
        to the ternary's body (or) or to its false exit (and)."""
        if not st.stack or len(st.stack) <= st.base:
            return None
        base = list(st.stack[:-1])
        scanned = self.scan_segment(ins.index + 1, st.region, base)
        if scanned is None or len(scanned[0]) != len(base) + 1:
            return None
        stack, j = scanned
        sub = State(list(stack), st.region, ins.index + 1, st.end)
        sub.base = st.base
        parts = self._any_ternary(self.instrs[j], sub)
        if parts is None:
            return None
        node, segs, body, false_to = parts
        target = ins.target.index
        test, when = _segment_test(self, ins, st.stack[-1])
        # `not x or (...)` (`not (x and (...))`: x jumps to the body when
        # false) only before a ternary with both arms read: a constant arm
        # leaves too little code to tell it from a loop's `if y: break`.
        plain = isinstance(node, ast.IfExp) and not isinstance(node.body, ast.Constant) and not isinstance(node.orelse, ast.Constant)
        if target == body and (when or plain):
            node = boolop(ast.Or, test if when else negate(test), node)
        elif (target == false_to or (self.version.COPIES_EXITS and self.copied_exit(target, false_to))) and (not when or plain):
            node = boolop(ast.And, negate(test) if when else test, node)
        else:
            return None
        st.stack.pop()
        return node, [Segment(test, when, target, -1, ins)] + segs, body, false_to

    def _conditional(self, ins, st):
        graph = self._graph_condition(ins, st)
        if graph is not None:
            test, segs, fall, false_to, taken = graph
            del st.stack[-taken:]
            return self.branch(test, segs, fall, false_to, st, ins)
        ternary = self._ternary_condition(ins, st)
        if ternary is not None:
            return ternary
        segs, fall = self.collect_chain(ins, st, statement=True)
        test, false_to = self._chain_condition(segs, fall, ins)
        if test is None:
            # The chain ran on into the next statement's test (`while a or
            # b:` whose body starts with `if a or b:`: both leave by the
            # same two exits): the longest prefix that is one condition.
            for k in range(len(segs) - 1, 0, -1):
                test, false_to = self._chain_condition(segs[:k], segs[k].start, None)
                if test is not None:
                    segs, fall = segs[:k], segs[k].start
                    break
            else:
                raise self.error("cannot rebuild condition", ins)
        return self.branch(test, segs, fall, false_to, st, ins)

    def _graph_condition(self, ins, st):
        """An if's condition holding a conditional expression whose first
        arm's jump over the else arm is threaded (to the next operand or
        an exit): (condition, its tests, body start, false exit, values
        it takes off the stack) read from
        the graph of its tests (condition_graph), or None.  The longest
        run of tests and arm jumps that leaves by two exits is taken."""
        if not st.stack or len(st.stack) <= st.base:
            return None
        base = list(st.stack[:-1])
        test, when = _segment_test(self, ins, st.stack[-1])
        first = [Segment(test, when, ins.target.index, -1, ins)]
        pos = ins.index + 1
        if base and isinstance(test, ast.Compare) and test.comparators[-1] is base[-1]:
            # The first link of a chained comparison: its middle operand
            # waits under it.
            pos = self._merge_chained_compare(first, pos, st.region, base)
            if pos is None or pos == ins.index + 1:
                return None
            base.pop()
        best = None
        runs = []
        for items, fall in self._graph_steps(first, pos, st, base):
            if any(item.test is None for item in items):
                runs.append((list(items), fall))
                read = self._read_graph(items, fall, unlooped=self._plain_jumps(items, st.region.loop))
                if read is not None:
                    best = read
        if best is None and st.region.loop is None:
            # Outside a loop no jump is a `break` or `continue`: one that
            # only a test falls into may be a folded false constant's
            # (`b if (t or None) else c`), where no other reading is found.
            for items, fall in runs:
                if not _jumped_over_jump(items):
                    continue
                read = self._read_graph(items, fall, unlooped=True)
                if read is not None:
                    best = read
        if best is None:
            return None
        self.skip.update(best[-1])
        best[0]._graph = True
        return best[:-1] + (len(st.stack) - len(base),)

    def loops_without_continue(self):
        """Whether the code read is a comprehension's loops, where no
        jump back is a `continue`: one among a filter's tests is the
        filter's (a false constant's, an arm's) way to the next item."""
        return self.comprehension_mode or self.inlined_comprehensions > 0

    @staticmethod
    def _graph_size(items):
        """How many of `items` count towards the longest run read as one
        graph: the tests, not the arms' jumps (3.10+: many of them copies
        of an exit, an assert's raise, each one more item), nor the tests
        of constants (before 3.10 `(d if d else 0)` keeps the test of its
        else arm, which 3.10+ folds away): a long condition read in parts
        may read in none (nesting/expressions.py e23, e35, e69)."""
        return sum(item.test is not None and not isinstance(item.test, ast.Constant) for item in items)

    def _graph_steps(self, items, pos, st, base, exit_=None):
        """Read a condition's tests and arm jumps on from `pos` (over the
        values `base`), adding them to `items`: yields (items, where the
        last one falls) after each.  `exit_`: an exit whose copies
        may end a first arm (besides those the tests jump to)."""
        most = GRAPH_MAX_FILTER if self.loops_without_continue() else GRAPH_MAX
        while self._graph_size(items) < most and pos < st.end:
            if pos in self.loop_tails or pos in self.try_starts or items and _ends_in_own_jump(items[-1].jump):
                return
            if items and items[-1].test is None and self._skipped_cleanup_copy(items, pos):
                # (3.12+: the copy of a chain's false way behind its
                # cleanup, `POP_TOP`, which the chain reader skips)
                pos = self.skip[pos]
                continue
            here = self.instrs[pos]
            if items and fits(here, JUMP):
                line = next(s.jump.lineno for s in reversed(items) if s.test is not None)
                if here.target.index <= pos and self.version.COPIES_EXITS and not self.loops_without_continue() or here.lineno not in (None, line):
                    # (a jump on a line of its own ends a statement's
                    # body: `if a: pass` before an elif; before 3.10 an
                    # arm's jump into a `continue` goes back, see
                    # _read_graph)
                    return
                items.append(Segment(None, None, here.target.index, pos, here))
                pos += 1
                # (a folded constant else arm may end the condition)
                yield items, pos
                continue
            copy = self._arm_exit_copy(items, pos, exit_)
            if copy is not None:
                items.append(copy[0])
                pos = self._past_chain_cleanup(pos + copy[1], items)
                yield items, pos
                continue
            step = self._chain_step(pos, st.region, base)
            if step is None:
                return
            items.append(step[0])
            pos = step[1]
            arm_end = self._chain_ends_arm(step[0], pos)
            if arm_end is not None:
                items.append(arm_end)
                pos = arm_end.start + 3
                continue
            yield items, pos

    def _arm_exit_copy(self, items, pos, exit_=None):
        """3.11+: a first arm going into a short exit block gets a copy of
        it instead of the jump over the else arm.  (the copy as an arm's
        jump to that block, its size), or None.  The block copied is one
        a test read already jumps to, or `exit_`, or one found later
        (target None, see _read_graph) where the test before it jumps
        elsewhere than past it: an if statement's body (`if a: return x`
        before `if b: return x`, an assert's raise) is skipped by the
        test before it."""
        if not self.version.COPIES_EXITS or not items or (items[-1].test is None and not self._after_arm_copy(items, pos)):
            return None
        size = self._terminal_size(pos)
        if not size:
            return None
        known = {s.target for s in items if s.target is not None and s.target > pos}
        for target in sorted(known | ({exit_} if exit_ is not None else set())):
            if target < self.count and self._exit_copy_size(pos, target) == size:
                return Segment(None, None, target, pos, self.instrs[pos], copy=True), size
        if items[-1].target == pos + size and not (
            size == 2 and fits(self.instrs[pos], "LOAD_CONST None") and self.instrs[pos].lineno == items[-1].jump.lineno
        ) and not self._assert_raise_copy(items, pos, size) and not self._copy_of_later_exit(items, pos, size):
            # (but a false constant arm's jump to the implicit `return
            # None`, copied with the line of the condition, is skipped so,
            # and one to an assert's raise, and one to a later exit)
            return None
        return Segment(None, None, None, pos, self.instrs[pos], copy=True), size

    def _past_chain_cleanup(self, pos, items=None):
        """Where a condition goes on after an arm's exit copy at `pos`:
        past the cleanup of a chained comparison ending the arm, and the
        copy of the same exit after it, which the chain's reader marked
        skipped (`assert (a < b < c) if d else e`: a failed link drops
        the middle operand, then raises too)."""
        if pos < self.count and fits(self.instrs[pos], "POP_TOP") and self.skip.get(pos, pos) > pos:
            on = self.skip[pos]
            # (only where the condition goes on there, on its line: after
            # an assert's raise the next statement starts a line of its own)
            if items is None or (on < self.count and self.instrs[on].lineno == items[-2].jump.lineno):
                return on
        return pos

    def _copy_of_later_exit(self, items, pos, size):
        """Whether the exit block [pos, pos + size), on a line other than
        the test's before it, is the compiler's copy of one laid out later
        (same code, same line) and a test follows it: a false constant's
        jump to the false exit, `a or (None if b else d)` before `return
        2`, not an if statement's body (whose own line no later block
        shares) before the next statement."""
        if self.instrs[pos].lineno in (None, items[-1].jump.lineno):
            return False
        after = pos + size
        if after >= self.count or self.instrs[after].lineno != items[-1].jump.lineno or not where(self.instrs, COND_JUMP, after, min(after + 8, self.count)):
            return False
        return any(self._exit_copy_size(pos, k) == size for k in range(after, self.count) if fits(self.instrs[k - 1], NO_FALLTHROUGH))

    def _assert_raise_copy(self, items, pos, size):
        """Whether the exit copy at `pos` (`size` long) is an assert's
        raise that a false constant arm copied, not the body of an if
        statement (which an assert of its own would be: the next assert's
        test starts a line of its own): the code past it goes on with the
        line of the test before it (`assert (0 if c else x)`), or the raise
        is on that line and the condition goes on there past a chained
        comparison's cleanup (`assert b if c else (False if d else a)`)."""
        if not fits(self.instrs[pos], "LOAD_ASSERTION_ERROR"):
            return False
        line = items[-1].jump.lineno
        after = pos + size
        if after < self.count and self.instrs[after].lineno == line:
            return True
        if self.instrs[pos].lineno != line:
            return False
        after = self._past_chain_cleanup(after)
        return after < self.count and self.instrs[after].lineno == line

    def _skipped_cleanup_copy(self, items, pos):
        """Whether `pos` holds a chained comparison's cleanup followed by
        a copy of the arm read last, or the way to a place the items go,
        which the chain reader skips."""
        end = self.skip.get(pos)
        if end is None or not fits(self.instrs[pos], "POP_TOP"):
            return False
        if any(pos < s.target < end for s in items if s.target is not None):
            # (what the copy would stand for is the original a test
            # jumps to: the assert's own raise, read in place)
            return False
        last = items[-1]
        size = end - pos - 1
        if size == pos - last.start and same_run(self.instrs, last.start, pos + 1, size):
            return True
        # (3.13: the arm jumps to the block copied; a first arm's jump over
        # the else arm: the cleanup goes where the last link goes)
        return any(self._behind_cleanup(pos, t) == size for t in {s.target for s in items if s.target is not None and s.target > pos})

    def _after_arm_copy(self, items, pos):
        """3.12 (`assert b and (d if a else 1)`): the first arm's copy of
        one exit (the raise) is followed by the else arm's copy of the
        other (the code after the assert), which 3.11/3.13 jump to: the
        second copy is read as that arm's jump too."""
        last = items[-1]
        size = 1 if fits(last.jump, JUMP) else self._terminal_size(last.start)
        return last.start + size == pos and len(items) > 1 and items[-2].test is not None

    def _terminal_size(self, pos, most=None):
        """Length of the straight block at `pos` (at most `most`
        instructions, a copied exit's longest by default) that ends in a
        return or raise (no jump in it), or 0."""
        stop = first_where(self.instrs, _STRAIGHT_END, pos, pos + min(most or _COPIED_EXIT_MAX, self.count - pos))
        if stop is None:
            return 0
        return stop - pos + 1 if fits(self.instrs[stop], LEAVES) else 0

    def _chain_ends_arm(self, seg, resumes):
        """A chained comparison ending a conditional expression's first
        arm: the last link of `seg` falls into the arm's jump over the
        else arm, followed by the chain's cleanup (`POP_TOP`, a jump going
        the same way, or where the link goes when false), which the chain
        reader took for the jump over the cleanup into the body.  The
        arm's jump (as an item), or None."""
        instrs = self.instrs
        over = seg.jump.index + 1
        if over + 2 >= self.count or not fits(instrs[over], JUMP) or instrs[over].target.index != resumes:
            return None
        if not (fits(instrs[over + 1], "POP_TOP") and fits(instrs[over + 2], JUMP)):
            return None
        cleanup_to = self.resolve(instrs[over + 2].target.index)
        if cleanup_to != self.resolve(resumes) and not (over + 3 < resumes and not seg.jump_when and cleanup_to == self.resolve(seg.target)):
            # (before 3.10 either jump may be threaded further than the
            # other; a jump past the else arm while the cleanup goes where
            # the last link does when false is the arm's own jump)
            return None
        return Segment(None, None, resumes, over, instrs[over])

    def _plain_jumps(self, items, loop):
        """Whether every jump among `items` (no test's) is a jump, not a
        copy of an exit (an assert's raise), and goes nowhere a `break` or
        `continue` of `loop` (None: no loop) would: one only a test falls
        into may then be a folded false constant's."""
        jumps = [item for item in items if item.test is None]
        if any(item.copy or item.target is None for item in jumps):
            return False
        if loop is None:
            return True
        # (a loop's way out may be unknown, None: only the known ones)
        exits = {self.resolve(k) for k in (loop.continue_to, loop.break_to) if k is not None}
        return not any(self.resolve(item.target) in exits for item in jumps)

    def _fallen_into(self, k, items):
        """Whether code outside the condition `items` falls into `k`: no
        copy of an exit to skip, but the code after a body that goes on
        there (3.12 `if (g(d) if t else (c or 0)): g(1)` then `return
        g(2)`: the false constant's jump became a copy of it)."""
        before = self.instrs[k - 1]
        if fits(before, "POP_TOP") and k > 1 and fits(self.instrs[k - 2], NO_FALLTHROUGH):
            # (a chained comparison's cleanup, which only its failed links
            # jump to: the condition's own way there)
            return False
        return not fits(before, NO_FALLTHROUGH) and all(s.jump is not before for s in items)

    def _read_graph(self, items, fall, body=None, unlooped=False):
        """(condition, tests, fall, false exit, exit copies to skip) of
        `items` falling into `fall` when true (or, given `body`, jumping
        there when true and falling into `fall` when false: a loop's
        bottom test), or None when they leave by other than two exits or
        read as no condition.  `unlooped`: no jump among `items` is a
        `break` or `continue` (a jump only a test falls into may be a
        folded false constant's, `if (x if t else (c or 0)):`)."""
        items = _copies(items)
        for s in items:
            if s.target is not None and self._cleanup_falls_on(s.target):
                # (a chained comparison whose failed links drop the middle
                # operand in a cleanup falling into the false way: the
                # chain goes there; the reader skips the cleanup)
                s.target += 1
        known = sorted({s.target for s in items if s.target is not None} | {fall})
        for s in items:
            if s.target is None:
                size = self._terminal_size(s.start)
                s.target = next((t for t in known if s.start < t < self.count and self._exit_copy_size(s.start, t) == size), None)
                if s.target is None:
                    return None
        if self.version.COPIES_EXITS:
            # (the exit copies it finds are skipped only if this reading
            # is the one taken: a shorter run's fall may be a copy too)
            before = dict(self.skip)
            self._merge_copied_exits(items, fall)
            skips = {k: v for k, v in self.skip.items() if before.get(k) != v}
            self.skip.clear()
            self.skip.update(before)
            if any(self._fallen_into(k, items) for k in skips):
                return None
        else:
            skips = {}
            if not self._arms_threaded_to(items, fall):
                return None
            items = self._through_jump_at(items, fall)
        if self._constant_copy_before_test(items, fall):
            return None
        items = self._exit_through_jump(items, fall)
        starts = {s.start for s in items[1:]}
        exits = {s.target for s in items} - starts - {fall}
        if body is not None:
            true_to, false_to = body, fall
            if exits - {body}:
                return None
        elif not exits:
            return self._graph_or_true(items, fall, skips)
        elif len(exits) != 1:
            return None
        else:
            true_to, false_to = fall, exits.pop()
        # (not where exit copies were merged: the false constant's jump may
        # have become a copy of the false exit, the fall the body's way on)
        # (an if's test ending in such a test would take in the statements
        # after it: only a comprehension's filter reads one)
        comprehension = self.loops_without_continue()
        # (FOLDS_CONSTANT_BOOL_OPERANDS: where the compiler drops a constant
        # operand's test, 3.10+; 3.8/3.9's peephole leaves other jumps)
        folds = comprehension or (unlooped and not skips and self.version.FOLDS_CONSTANT_BOOL_OPERANDS)
        test = ConditionGraph(items, fall, negate, boolop, folds=folds, dead_tests=comprehension).condition(true_to, false_to)
        if test is None:
            return None
        return jump_test(test), [s for s in items if s.test is not None], fall, false_to, skips

    def _exit_through_jump(self, items, fall):
        """3.13: `if (x if t else (b if d else 0)):` ending an if body: the
        false constant's jump (an arm's, to the false exit) is threaded
        past that exit, a jump without a line of its own (the one over
        the else after the body), to where it goes; aim it at that jump."""
        starts = {s.start for s in items[1:]}
        exits = {s.target for s in items} - starts - {fall}
        for at in exits:
            ins = self.instrs[at] if at < self.count else None
            if ins is None or not fits(ins, JUMP) or ins.lineno is not None or ins.target.index not in exits:
                continue
            landing = ins.target.index
            return [Segment(s.test, s.jump_when, at, s.start, s.jump, s.copy) if s.target == landing and s.test is None else s for s in items]
        return items

    def _graph_or_true(self, items, fall, skips):
        """`(a if t else b) or 1` (see _or_true_constant): every way of
        `items` goes to `fall`, the constant's test folded to a NOP there
        (dropped, Instr.after_marker) which the last test falls through
        and the arms' jumps land on (Instr.marker_line).  The condition
        before the constant is read with that NOP as its false way; the
        reading returned, as _read_graph's, is its negation going to
        `fall` either way (branch reads the constant back), or None."""
        line = items[-1].jump.lineno
        if fall >= self.count or items[-1].test is None or self.instrs[fall].after_marker != line:
            return None
        # (the dropped NOP lies between the last test and `fall`)
        nop = fall - 0.5
        moved = [
            Segment(s.test, s.jump_when, nop, s.start, s.jump, s.copy) if s.test is None and s.target == fall and s.jump.marker_line == line else s
            for s in items
        ]
        test = ConditionGraph(moved, nop, negate, boolop, folds=self.loops_without_continue()).condition(fall, nop)
        if test is None:
            return None
        return jump_test(negate(test)), [s for s in items if s.test is not None], fall, fall, skips

    def _cleanup_falls_on(self, at):
        """Whether `at` is a chained comparison's cleanup the chain's reader
        marked skipped, falling into the code after it (3.10+)."""
        return at < self.count and fits(self.instrs[at], "POP_TOP") and self.skip.get(at) == at + 1

    def _constant_copy_before_test(self, items, fall):
        """Whether a constant arm's copied jump to an exit (after a first
        arm's jump) is in a run that falls into no exit block: the run is
        then the start of a longer test (an assert's, its later operands
        jumping to the raise too), whose next operand is no if's body."""
        return not self._terminal_size(fall) and any(
            s.copy and not items[k - 1].copy and items[k - 1].test is None for k, s in enumerate(items) if k
        ) and self._tests_an_assert(items)

    def _tests_an_assert(self, items):
        """Whether a test of the run jumps to an assert's raise (a loop's
        test, `while (a if c else 0) ...`, is read on as it is)."""
        return any(
            s.target is not None and s.target < self.count and fits(self.instrs[s.target], "LOAD_ASSERTION_ERROR")
            for s in items
        )

    def _arms_threaded_to(self, items, fall):
        """Before 3.10: whether every arm's jump going back lands where the
        body at `fall` goes, a jump on a line of its own (`continue`): the
        arm's jump into that body was threaded there."""
        back = [k for k, s in enumerate(items) if s.test is None and s.target <= s.start]
        if not back:
            return True
        body = self.instrs[fall] if fall < self.count else None
        if body is None or not fits(body, JUMP):
            return False
        for k in back:
            arm = items[k]
            # (the else arm's tests follow on the arm's line: a `continue`
            # of `if a: continue` is followed by the next statement's)
            after = items[k + 1].jump.lineno if k + 1 < len(items) else arm.jump.lineno
            if arm.target != body.target.index or arm.jump.lineno == body.lineno or after != arm.jump.lineno:
                return False
        return True

    def _graph_bottom(self, test, top, body_start, end_of_test, exit_, st, falls=False):
        """Where the bottom copy of a loop's test read from its graph
        starts: the nearest start before `end_of_test` whose tests read as
        `test`, or None.  (3.11+ lays the copy out unlike the top: its
        first arms end in copies of the exit instead of jumps.)  `falls`:
        the copy falls into the jump back when true, as the top falls
        into the body."""
        want = ast.dump(test)
        first = self.instrs[top]
        for b in range(end_of_test - 1, max(body_start, end_of_test - _GRAPH_BOTTOM_MAX) - 1, -1):
            if not same_shifted(self.instrs[b], first):
                continue
            fall = None
            for items, fall in self._graph_steps([], b, st, list(st.stack), exit_):
                if fall >= end_of_test:
                    break
            if fall != end_of_test:
                continue
            read = self._read_graph(items, fall, None if falls else body_start)
            if read is not None and ast.dump(read[0]) == want:
                return b
        return None

    def _chain_condition(self, segs, fall, ins):
        """(condition, false exit) of the chain falling into `fall` when
        true, or (None, None) when it is no one condition (more than two
        exits raise, unless `ins` is None)."""
        self._chain_fall = fall
        starts = {s.start for s in segs[1:]}
        exits = {s.target for s in segs} - starts
        exits.discard(fall)
        if len(exits) > 1:
            if ins is None:
                return None, None
            raise self.error("condition with more than two exits", ins)
        false_to = exits.pop() if exits else fall
        test = self.recover(segs, 0, len(segs), fall, false_to) if false_to != fall else None
        if test is None and false_to == fall and len(segs) == 1:
            test = segs[0].test if not segs[0].jump_when else negate(segs[0].test)
        elif test is None and all(s.target == fall for s in segs):
            # `t or u or 1`: each test jumps to where the last falls (the
            # constant's test folded away)
            jumps = [s.test if s.jump_when else negate(s.test) for s in segs]
            test = ast.UnaryOp(op=ast.Not(), operand=ast.BoolOp(op=ast.Or(), values=jumps))
        return test, false_to if test is not None else None

    op_POP_JUMP_IF_FALSE = _conditional
    op_POP_JUMP_IF_TRUE = _conditional
    op_POP_JUMP_IF_NONE = _conditional
    op_POP_JUMP_IF_NOT_NONE = _conditional

    def branch(self, test, segs, body_start, false_to, st, ins):
        """A conditional jump to `false_to` after the condition `test`
        (the body starts at body_start): an if statement, a loop's test, a
        `continue`/`break`, or a conditional expression.  Returns where the
        reading goes on."""
        if false_to == body_start:
            folded = self._ternary_true_constant_test(test, body_start, st)
            if folded is None:
                folded = self._or_true_constant(test, segs, body_start, st, ins)
            if folded is None and len(st.stack) > st.base:
                folded = self._never_true_test_value(test, body_start, st)
            if folded is not None:
                return folded
            if self._jumps_to_copies_of(segs, body_start):
                # (its jumps went to a false constant's jump there, which
                # the compiler replaced by a copy of the code after)
                test = boolop(ast.And, test, const(False))
            self.emit(st, ast.If(test=test, body=[ast.Pass()], orelse=[]), ins)
            return body_start
        folded = self._branch_as_ternary(test, body_start, false_to, st, ins)
        if folded is not None:
            return folded
        copied = self._body_copies_exit(test, body_start, false_to, st, ins)
        if copied is not None:
            return copied
        if body_start < false_to <= st.end:
            looped = self.never_round_loop(test, segs, body_start, false_to, st, ins)
            if looped is not None:
                return looped
            return self._branch_forward(test, segs, body_start, false_to, st, ins)
        return self._branch_out(test, segs, body_start, false_to, st, ins)

    def _or_true_constant(self, test, segs, body_start, st, ins):
        """`if c or 1: <body ending in an exit>`: the constant's test
        folded to a line marker of the condition's line (a NOP, dropped)
        before the body, where the tests jump when `c` holds; the code
        after the if, dead, was dropped.  `test` goes to body_start either
        way (`if not c: pass`, a `pass` would have a marker of its own
        line): the if is read with the body running to the block's end.
        Where reading goes on, or None."""
        first = self.instrs[body_start] if body_start < self.count else None
        if first is None or len(st.stack) > st.base or first.after_marker is None or first.after_marker != segs[-1].jump.lineno:
            return None
        if first.lineno in (None, first.after_marker) or not self._loop_exit_or_return(body_start, st):
            return None
        if any(s.target == body_start and s.jump.target.index != body_start for s in segs):
            # (tests jumping to a copy of the body: `if a and 0`'s false
            # jumps to a copy of the code after the dead body)
            return None
        test = boolop(ast.Or, negate(test), const(True))
        loop = st.region.loop
        if body_start == st.end and loop is not None and fits(first, JUMP) and self.resolve(first.target.index) == loop.continue_to:
            # (the body is the `continue` the loop closes with)
            self.emit(st, ast.If(test=test, body=[ast.Continue()], orelse=[]), ins)
            return body_start
        if body_start >= st.end:
            return None
        return self.emit_if(test, body_start, st.end, None, st.end, st, ins)

    def _loop_exit_or_return(self, at, st):
        """Whether the code at `at` is a `continue` or `break` of the loop
        around, or a return statement (not a raise: a finally body's
        exceptional copy ends in its re-raise; one line: a finally body's
        copy falls into the code after the try)."""
        first = self.instrs[at]
        if fits(first, JUMP):
            loop = st.region.loop
            return loop is not None and self.resolve(first.target.index) in (loop.continue_to, loop.break_to)
        size = self._terminal_size(at)
        if not size or not fits(self.instrs[at + size - 1], "RETURN_VALUE"):
            return False
        return all(ins.lineno in (None, first.lineno) for ins in self.instrs[at:at + size])

    def _body_copies_exit(self, test, body_start, false_to, st, ins):
        """3.10+: `if c:` whose body is a copy of the exit block that
        follows the block at `false_to`, which leaves (raises): the
        condition's true way is that exit, its false way the raise, `if
        not c: raise` (an assert whose test ends in `(x if t else 1)`: the
        constant's jump to the exit was copied, the test of `t` going to
        the copy). Where reading goes on, or None."""
        if not self.version.COPIES_EXITS or not getattr(test, "_graph", False):
            return None
        size = self._terminal_size(body_start)
        if not size or body_start + size != false_to:
            return None
        leaves = self._terminal_size(false_to)
        exit_ = false_to + leaves
        if not leaves or exit_ >= st.end or self._exit_copy_size(body_start, exit_) != size:
            return None
        return self.emit_if(negate(test), false_to, exit_, None, exit_, st, ins)

    def _jumps_to_copies_of(self, segs, at):
        """Whether every test of `segs` read as jumping to `at` jumps to a
        copy of the block there instead (3.11+), one at least."""
        aimed = [s for s in segs if s.target == at]
        return self.version.COPIES_EXITS and bool(aimed) and all(s.jump.target.index != at and self.copied_exit(s.jump.target.index, at) for s in aimed)

    def _branch_as_ternary(self, test, body_start, false_to, st, ins):
        """The branch as a conditional expression (where its arms leave one
        value each), or None.  A branch inside an expression that is none
        spills the values waiting on the stack."""
        instrs = self.instrs
        end = st.end
        if len(st.stack) > st.base:
            # A condition inside an expression: only a conditional expression
            # whose continuation CPython copied into both branches fits.
            folded = None
            last = instrs[false_to - 1] if body_start < false_to <= self.count else None
            if last is not None and fits(last, JUMP) and last.target.index > last.index:
                folded = self.try_ternary(test, body_start, false_to, last.target.index, st)
            if folded is None:
                folded = self.try_ternary_copied_tail(test, body_start, false_to, st)
            if folded is not None:
                return folded
            # Generated code may branch with values on the stack that both
            # arms use; held in temporaries they can be read from either arm.
            # Before 3.11 the value can be a return value waiting while a
            # copy of the finally body runs: it stays on the stack.
            if self.options.values_wait_at_branches or not (st.region.protected and (self.version.RETURN_WAITS_THROUGH_FINALLY or self._returned_through_branches(st, body_start, false_to))):
                self._spill_before_condition(test, st, ins)
        if false_to > body_start and false_to <= end and (
            _returns_copied_constant(instrs, false_to - 1, self.version)
            or (false_to + 1 < end and _returns_copied_constant(instrs, false_to + 1, self.version))
        ):
            # 3.12+ spells `return c` as RETURN_CONST; a constant loaded and
            # returned apart (in either arm) is the return after
            # `a if t else b`, copied.
            folded = self.try_ternary_copied_tail(test, body_start, false_to, st)
            if folded is not None:
                return folded
        if false_to > body_start and false_to <= end and fits(instrs[false_to - 1], "RETURN_VALUE"):
            folded = self.try_ternary_copied_store(test, body_start, false_to, st)
            if folded is None:
                folded = self._ternary_threaded_return(test, body_start, false_to, st)
            if folded is not None:
                return folded
        return None

    def _returned_through_branches(self, st, body_start, false_to):
        """3.11+: whether the one value waiting on the stack is a return
        value under a copy of a finally body whose branches each end in
        the return (the compiler copies the RETURN_VALUE to each): both
        arms of the branch leave by a RETURN_VALUE, nothing jumping out.
        It stays on the stack; the finally's reader strips the copy."""
        instrs = self.instrs
        if len(st.stack) != st.base + 1 or not body_start < false_to <= st.end or not fits(instrs[false_to - 1], "RETURN_VALUE"):
            return False
        k = false_to
        while k < st.end and not fits(instrs[k], NO_FALLTHROUGH):
            k += 1
        if k >= st.end or not fits(instrs[k], "RETURN_VALUE"):
            return False
        return all(x.target is None or body_start <= x.target.index <= k for x in instrs[body_start:k])

    def _spill_before_condition(self, test, st, ins):
        """Every value waiting on the stack into a temporary before the
        condition.  A value the condition holds too (the very object) was
        computed once: where the condition computes it first (a match's
        subject compared with a value pattern) the condition reads its
        temporary; elsewhere (the middle operand of a chained comparison
        not read as one) the temporary would compute it twice, and out of
        order, and the reading is refused."""
        inside = {id(node) for node in ast.walk(test)} - _evaluated_first(test)
        if any(id(value) in inside for value in waiting_values(st)):
            raise self.error("a value the condition reads waits on the stack", ins)
        for value, temp in self.spill_all(st):
            replace_node(test, value, temp)

    def _ternary_threaded_return(self, test, body_start, false_to, st):
        """Before 3.10: `return (c or b) if t else d`: the first arm's jump
        to the return became a copy of it, but a boolean operator in the
        arm, or the first arm of a conditional expression in it, jumps to
        the return itself (an if statement returning in its body would
        have no jump there).  In an arm of such an expression, whose else
        falls into that return, the first arm's copy is the only trace."""
        instrs = self.instrs
        merges = {instrs[k].target.index for k in where(instrs, _OR_POP, body_start, false_to - 1)}
        merges |= {instrs[k].target.index for k in where(instrs, JUMP, body_start, false_to - 1)}
        merges = [m for m in merges if m > false_to and fits(instrs[m], "RETURN_VALUE")]
        if not merges and st.end > false_to and self._both_return(false_to - 1, st.end):
            merges = [st.end]
        if len(merges) != 1:
            return None
        return self.try_ternary(test, body_start, false_to, merges[0], st)

    def _branch_forward(self, test, segs, body_start, false_to, st, ins):
        """The condition jumps forward inside the block: an if statement
        (with an else when the body ends in a jump over it), or a loop
        tested at its bottom."""
        instrs = self.instrs
        region = st.region
        end = st.end
        last = instrs[false_to - 1]
        looped = self._while_false_else_arm(test, body_start, false_to, st, ins)
        if looped is None:
            looped = self._while_or_false_constant(test, body_start, false_to, st, ins)
        if looped is None:
            looped = self._while_true_else_arm(test, body_start, false_to, st, ins)
        if looped is None and self._ends_in_jump_back(false_to, body_start):
            looped = self._while_maybe_in_if(test, segs, body_start, false_to, false_to, st, ins)
        if looped is None:
            looped = self._bottom_tested(test, segs, body_start, false_to, st, ins)
        if looped is None:
            looped = self._bottom_test_moved(test, segs, body_start, false_to, st, ins)
        if looped is not None:
            return looped
        if false_to in self.facts.cleanup_into_else and not fits(last, JUMP) and not self._jumps_into_else(body_start, false_to, end):
            # (a body that jumps into the else too holds the rest of the
            # condition, `a < b < c and (d or 0)`: read as 3.12 reads it)
            resume = self.emit_if(test, body_start, false_to, false_to, end, st, ins)
            node = st.stmts[-1]
            if isinstance(node, ast.If) and len(node.body) > 1 and len(node.orelse) > 1 and _same_return(node.body[-1], node.orelse[-1]):
                # The else falls into the return after the statement
                # (ending in it, it would be copied behind the cleanup);
                # the branch holds a copy of it, or its own.
                st.stmts.append(node.orelse.pop())
                if self.facts.cleanup_into_else[false_to]:
                    node.body.pop()
            return resume
        if fits(last, JUMP) and last.index > body_start and self._vanished_while_true(instrs[last.index - 1], false_to, false_to, region.loop):
            return self.emit_if(test, body_start, false_to, None, false_to, st, ins)  # (its dead jump back is no jump over an else)
        if not fits(last, JUMP):
            last = instrs[self.branch_exit(false_to)]  # exceptions_shared.branch_exit
        if fits(last, JUMP) and last.index >= body_start:
            resume = self._branch_over_else(test, body_start, false_to, last, st, ins)
            if resume is not None:
                return resume
        past = self._jump_past_else(body_start, false_to, end, region)
        if past is None:
            past = self.loop_exit_after_else(body_start, false_to, end)
        if past is not None and not fits(instrs[false_to - 1], _FALLS_ON):
            # The body ends without a jump (raise/return) but a branch
            # inside it leaves for the end of the whole if/else.  (One
            # ending in a test, or a chained comparison's cleanup, falls
            # into the code at false_to: no else; its branches leave for
            # the exits of one condition, an assert's.)
            return self.emit_if(test, body_start, false_to, false_to, past, st, ins)
        return self.emit_if(test, body_start, false_to, None, false_to, st, ins, empty_else=self._empty_else_before_copy(segs, body_start, false_to, false_to))

    def _ends_in_jump_back(self, end, body_start):
        """Whether the code before `end` ends in a bottom test of a loop
        whose body starts at `body_start`: its conditional jump back, or
        the clean-up of a failed link of `while not (a < b < c)` jumping
        back (its last link jumps back when false, the others through the
        clean-up)."""
        last = self.instrs[end - 1]
        if last.target is None or last.target.index != body_start:
            return False
        if fits(last, COND_JUMP):
            return True
        # (the clean-up is only jumped to, the last link's exit copy before
        # it: a body ending in an expression statement falls into its POP_TOP)
        return match(self.instrs, end - 2, CHAIN_CLEANUP_JUMP) is not None and fits(self.instrs[end - 3], NO_FALLTHROUGH)

    def _empty_else_before_copy(self, segs, body_start, body_end, false_to):
        """Whether the condition's false jumps land on an `else: pass` (its
        line marker, dropped: Instr.marker_line) whose body, ending at
        `body_end`, ends in a copy of the exit block at `false_to`: the jump
        over the else, to that block, was replaced by the copy (3.10+), so
        the source wrote an else there, holding no code."""
        instrs = self.instrs
        lines = {s.jump.marker_line for s in segs if s.target == false_to}
        if len(lines) != 1 or None in lines or lines == {instrs[false_to].lineno}:
            return False
        k = false_to
        while k < self.count and instrs[k].target is None and not fits(instrs[k], LEAVES):
            k += 1
        size = k + 1 - false_to
        if k >= self.count or not fits(instrs[k], "RETURN_VALUE") or len({x.offset for x in instrs[false_to:k + 1]}) > _MAX_COPY_SIZE:
            return False
        # (The copy ends the body, or comes right after it where the block
        # ends before the copies: a try body's, whose reader cut them off.)
        return (body_end - size >= body_start and same_run(instrs, body_end - size, false_to, size)
                or body_end + size <= false_to and same_run(instrs, body_end, false_to, size))

    def _branch_over_else(self, test, body_start, false_to, last, st, ins):
        """The body [body_start, false_to) ends in the jump `last`: over an
        else, or a `continue`/`break` out of the body.  The if statement
        where the jump is over an else, or None."""
        region = st.region
        end = st.end
        jt = last.target.index
        # (A jump before handlers laid out inline: they end the body.)
        body_end = false_to - 1 if last.index == false_to - 1 else false_to
        if jt > last.index and self._break_ending_unlooped_body(jt, end, region):
            return None
        if jt > last.index:
            folded = self.try_ternary(test, body_start, false_to, jt, st)
            if folded is not None:
                return folded
            if jt <= end:
                # `else: pass`, on every version, is read here alone: the
                # body's own jump over the else's line marker and nothing
                # else (Instr.over_line_marker), reaching the very next
                # instruction once normalisation drops the marker.
                return self.emit_if(test, body_start, body_end, false_to, jt, st, ins, empty_else=jt == last.index + 1 and last.over_line_marker)
            if (
                (self.resolve(jt) == region.follow or (self.version.COPIES_EXITS and self.copied_exit(self.resolve(jt), region.follow)))
                and not self._not_threaded_past(end, last)
                and not (
                    self.version.PEEPHOLE_THREADS_ONCE and region.loop is not None and self.resolve(jt) == region.loop.break_to and self._jumps_into(body_start, false_to - 1, false_to)
                )
            ):
                # (3.11+: or to a copy of the `return None` there,
                # given the jump's line. Before 3.10, a body whose
                # inner ifs end where it does ends in `break`, not in
                # a jump over an else.)
                return self.emit_if(test, body_start, body_end, false_to, end, st, ins)
        elif (
            self.resolve(jt) == region.follow
            and region.loop is not None
            and false_to < end
            and false_to - 1 > body_start
            and (
                (self.version.COPIES_EXITS and not self._jumps_into(body_start, false_to - 1, false_to))
                or (self.loop_tails.get(jt) == end and not self._ends_in_continue(body_start, false_to, jt))
            )
            and not (self.version.COPIES_EXITS and self._jump_past_else(body_start, false_to, end, region) is not None)
            and not self._jump_to_while_true_head_continues(jt, last.index, region.loop)
            and not self._while_continue(jt, region.loop)
            and not self._own_line_jump(last, body_start)
            and not self._continue_on_last_line(last, body_start)
            and not self._handler_jumps_into(body_start, false_to)
        ):
            # Before 3.10 the peephole threads a jump to a jump only
            # once: the jump over an else reaches the loop head
            # directly only when the else ends at the loop's back
            # edge; otherwise the body's own jump is `continue`.
            # From 3.10 it is `continue` when a branch inside the
            # body skips it, or jumps past the else.
            return self.emit_if(test, body_start, body_end, false_to, self._written_continue_after_else(body_start, false_to, end, region.loop) or end, st, ins)
        elif (
            self.version.COLD_CODE_AT_END
            and self.resolve(jt) == region.follow
            and false_to < end
            and (region.loop is None or region.follow not in (region.loop.continue_to, region.loop.break_to))
        ):
            # Code laid out after the function (a clause) jumps back
            # to where its block goes on: over the else.
            return self.emit_if(test, body_start, body_end, false_to, end, st, ins)
        return None

    def _break_ending_unlooped_body(self, jt, end, region):
        """Whether a jump to jt ending an if's body is a `break` where the
        loop body's block ends at the loop's exit: its jump back, after a
        return, was dropped as dead (`for ...: if c: break` then `return
        x`), so no else can lie between the two (an if finishing would
        need the jump back)."""
        loop = region.loop
        return loop is not None and jt == end == loop.break_to and end < self.count and self.loop_tails.get(loop.head) is None

    def _branch_out(self, test, segs, body_start, false_to, st, ins):
        """The condition jumps out of the block, or back: a loop's test, a
        `continue`/`break`, or an if whose false way is where the block
        goes on."""
        region = st.region
        end = st.end
        if body_start > end:
            # (the condition's way into its body leaves the block too: the
            # block is not where the condition ends, e.g. a conditional
            # expression's arm read as an if)
            raise self.error("the condition's body lies past its block", ins)
        if false_to > end or false_to < body_start:
            looped = self._bottom_tested(test, segs, body_start, false_to, st, ins)
            if looped is None and false_to < body_start:
                looped = self._bottom_test_moved_back(test, body_start, false_to, st, ins)
            if looped is not None:
                return looped
        target = self.resolve(false_to)
        loop = region.loop
        if self.version.CONTINUE_AS_JUMP_OVER_JUMP_BACK and false_to < body_start and loop is not None and target == loop.continue_to and isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) and folds_not(test.operand):
            # `if not (a in b): rest` would fold into `a not in b`; the jump
            # back tests `a in b` itself: `if a in b: continue` (3.12 spells
            # it as a jump on the opposite test over a jump back).
            self.emit(st, ast.If(test=test.operand, body=[ast.Continue()], orelse=[]), ins)
            return body_start
        if loop is not None and target == loop.continue_to and [s for s in segs if s.target == false_to] == segs[-1:] and _ends_in_own_jump(segs[-1].jump):
            # The jump back is the if's `continue`, not the fall off the
            # end of the loop's body (that one keeps the condition's line;
            # other tests jumping there are an enclosing if's).
            self.emit(st, ast.If(test=negate(test), body=[ast.Continue()], orelse=[]), ins)
            return body_start
        if (
            target == region.follow
            or (false_to > end and target == self.follow_of(end, region))
            or self.copied_exit(target, region.follow)
        ):
            if self.version.COPIES_EXITS:
                return self.emit_if(test, body_start, end, None, end, st, ins, empty_else=self._empty_else_before_copy(segs, body_start, end, false_to))
            threaded = self._threaded_else(test, body_start, target, st, ins)
            if threaded is not None:
                return threaded
            stop = self._threaded_through(body_start, end, false_to)
            return self.emit_if(test, body_start, stop, None, stop, st, ins)
        if loop is not None and target in (loop.continue_to, loop.break_to):
            threaded = None if self.version.COPIES_EXITS else self._threaded_loop_exit(test, body_start, target, st, ins)
            if threaded is not None:
                return threaded
            if target == loop.break_to and self._break_ends_body(false_to, body_start, st):
                # `if c: ...; continue` then `break` ending the loop's body:
                # the break falls into the exit, the test jumps straight there.
                sub = Region(end, region.follow, loop, region.handler_depth, region.protected)
                body, _ = self.block(body_start, end, sub, list(st.stack))
                if not body or not isinstance(body[-1], LEAVING):
                    body.append(ast.Continue())
                self.emit(st, ast.If(test=test, body=body, orelse=[]), ins)
                self.emit(st, ast.Break(), ins)
                return end
            leave = ast.Continue() if target == loop.continue_to else ast.Break()
            node = ast.If(test=negate(test), body=[leave], orelse=[])
            # (a test jumping straight out of the loop: see _while_true)
            node._jumps_out = isinstance(leave, ast.Break)
            self.emit(st, node, ins)
            return body_start
        tail = self._exit_copy_ending(body_start, end, false_to) if self.version.COPIES_EXITS and false_to > end else None
        if tail is not None:
            # 3.11+: the block ends in a copy of the exit block the test
            # jumps to (each way into that short exit got its own copy):
            # the if ends where the block's copy starts.
            return self.emit_if(test, body_start, tail, None, tail, st, ins)
        raise self.error("conditional jump leaves its block", ins)

    def _threaded_through(self, body_start, end, target):
        """Before 3.10: where an if whose condition jumps to `target`
        ends: at the jump the condition's was threaded through, unreached
        behind a body that leaves (`if c: return` then `continue`), or at
        `end`."""
        instrs = self.instrs
        for k in range(end - 1, body_start, -1):
            x = instrs[k]
            if fits(x, JUMP) and x.target.index == target and fits(instrs[k - 1], LEAVES) and k not in self.flow.jump_sources:
                # (Not a nested if's jump over its else, unreached behind
                # a return too: the body's branches jump past it.)
                if any(y.target is not None and k < y.target.index < end for y in instrs[body_start:k]):
                    return end
                return k
        return end

    def _exit_copy_ending(self, start, end, original):
        """Where the copy of the exit block at `original` that ends the
        block [start, end) begins; None if the block ends otherwise."""
        for size in range(1, 9):
            k = end - size
            if k <= start:
                return None
            if self._exit_copy_size(k, original) == size:
                return k
        return None

    def _jump_to_while_true_head_continues(self, target, at, loop):
        """3.10: a jump at `at` straight to the head of a `while True:`
        whose jump back comes later is a `continue`: the jump over an else
        goes to that jump back (on the `while` line, it is not threaded)."""
        if not self.version.JUMP_TO_WHILE_TRUE_HEAD_IS_CONTINUE or target != loop.head or loop.continue_to != loop.head or fits(self.instrs[target], "FOR_ITER"):
            return False
        tail = self.loop_tails.get(target)
        return tail is not None and tail > at and fits(self.instrs[tail], JUMP)

    def _own_line_jump(self, jump, body_start, lines_taken=False):
        """3.11+: a jump back, ending the if's body [body_start, jump], with
        a line none of the code reaching it has is a written `continue`:
        the compiler copies a for loop's lineless jump back to each way in,
        and each copy takes that one's line. (Where the body has other
        jumps back, its fall-offs may have been threaded there: an else
        follows the `continue` then.) `lines_taken`: also 3.10, whose
        lineless jumps take the line of their way in."""
        if not (self.version.JUMPS_KEEP_LINES or lines_taken) or not jump.lineno:
            return False
        head = self.resolve(jump.target.index)
        if any(x.target is not None and x.target is not jump and self.resolve(x.target.index) == head for x in self.instrs[body_start : jump.index]):
            return False
        k = jump.index
        before = self.instrs[k - 1] if k > 0 and not fits(self.instrs[k - 1], NO_FALLTHROUGH) else None
        preds = self.flow.jump_sources.get(k, []) + ([before] if before is not None else [])
        # (A copy reached two ways keeps no line of either; a line none of
        # the ways in has is the jump's own.)
        return bool(preds) and all(p.lineno != jump.lineno for p in preds)

    def _continue_on_last_line(self, jump, body_start):
        """Before 3.11: a jump back ending the if's body [body_start, jump]
        on a line after every line of the body is a written `continue`:
        the jump over an else keeps the line of the body's last statement
        (3.10: takes its way in's), where a `continue` ending the body has
        its own. (Other jumps back in the body, threaded, say nothing; but
        not where the body holds a loop, whose breaks threaded through the
        jump need it to be where the body's block goes on.)"""
        if self.version.JUMPS_KEEP_LINES or not jump.lineno or any(body_start <= h < jump.index for h in self.loop_tails):
            return False
        lines = [x.lineno for x in self.instrs[body_start : jump.index] if x.lineno]
        return bool(lines) and jump.lineno > max(lines)

    def _not_threaded_past(self, end, jump):
        """3.11+: whether `jump`, past the block's end, cannot be the jump
        over an else threaded on through the jump at `end`: that one has a
        line of its own (a `break`, not the lineless jump over an outer
        else), which the compiler threads only a jump on the same line
        through; `jump` is then a `break` (or `continue`) itself."""
        instrs = self.instrs
        if not self.version.JUMPS_KEEP_LINES or end >= self.count or not fits(instrs[end], JUMP) or fits(instrs[end - 1], NO_FALLTHROUGH):
            return False
        line = instrs[end].lineno
        return bool(line) and line != instrs[end - 1].lineno and line != jump.lineno

    def _while_continue(self, target, loop):
        """3.11+: a jump straight back to a `while` loop's head (or top
        test) is a `continue`: the jump over an else goes to the loop's own
        jump back (or bottom test), which keeps the `while` line and so is
        not threaded; only a for loop's jump back, lineless, is copied."""
        return self.version.JUMPS_KEEP_LINES and self.resolve(target) == loop.continue_to and not fits(self.instrs[target], "FOR_ITER")

    def _break_ends_body(self, exit_, body_start, st):
        """3.10+: a conditional jump straight to a while loop's exit (no
        `break` jump of its own) from its body's top level, where the rest
        of the body ends in the jump back to the test."""
        end = st.end
        return (
            self.version.COPIES_EXITS
            and body_start < end == st.region.end < self.count
            and not fits(self.instrs[exit_], JUMP)
            and fits(self.instrs[end], JUMP)
            and self.resolve(end) == st.region.loop.continue_to
        )

    def _jumps_into(self, start, end, target):
        return any(ins.target is not None and ins.target.index == target for ins in self.instrs[start:end])

    def _written_continue_after_else(self, body_start, else_start, end, loop):
        """Before 3.10: a written `continue` after an if/else ending a
        loop's body, which a branch inside the body jumps to (the body's
        own jump over the else threaded on to the loop's head): where the
        else ends; or None."""
        if self.version.COPIES_EXITS:
            return None
        instrs = self.instrs
        for k in where(instrs, ANY_JUMP, body_start, else_start - 1):
            t = instrs[k].target.index
            if else_start < t < end and fits(instrs[t], JUMP) and self.resolve(t) == loop.continue_to:
                return t
        return None
    def _handler_jumps_into(self, body_start, else_start):
        """3.12+: whether the handler code of a statement in the body
        [body_start, else_start), laid out after it, goes on at
        `else_start` (a with's swallow path): the code after the if."""
        return self.version.COLD_CODE_AT_END and any(self.instrs[k].target.index == else_start for k in self.moved_handler_code(body_start, else_start))

    def _ends_in_continue(self, body_start, else_start, head):
        """Before 3.10: whether the jump back to `head` that ends the body
        [body_start, else_start) is a `continue` rather than the jump over
        an else: a jump inside the body reaches the code after it, or a
        conditional jump reaches `head`, threaded through that last jump
        (there being no other jump back to go through)."""
        if self._jumps_into(body_start, else_start - 1, else_start):
            return True
        inner = self.instrs[body_start : else_start - 1]
        if any(fits(ins, JUMP) and ins.target.index == head for ins in inner):
            return False
        return any(fits(ins, COND_JUMP) and ins.target.index == head for ins in inner)

    def _threaded_loop_exit(self, test, body_start, target, st, ins):
        """Before 3.10 `if not c: continue` (or `break`) jumps over the
        `continue`; a conditional jump straight to the loop head (or exit)
        was threaded through a `continue` (`break`) ending the block: after
        the if's body, or as its else."""
        instrs = self.instrs
        at = st.end - 1
        if at <= body_start or not fits(instrs[at], JUMP) or self.resolve(at) != target:
            return self._threaded_else(test, body_start, target, st, ins)
        before = instrs[at - 1]
        if at - 1 > body_start and fits(before, JUMP) and self.resolve(before.index) == st.region.follow:
            return self.emit_if(test, body_start, at - 1, at, st.end, st, ins)
        return self.emit_if(test, body_start, at, None, at, st, ins)

    def _threaded_else(self, test, body_start, target, st, ins):
        """Before 3.10: `if c: ... else: continue` with code after it: the
        condition's jump was threaded through the else's `continue`, left
        unreached right behind the body's jump over it; or None."""
        instrs = self.instrs
        for at in range(st.end - 2, body_start + 1, -1):
            over = instrs[at - 1]
            if (fits(instrs[at], JUMP) and self.resolve(at) == target and at not in self.flow.jump_sources
                    and fits(over, JUMP) and over.target.index == at + 1):
                # (Not where a test inside the body was threaded there too:
                # the `continue` is then a nested if's else.)
                if any(x.target is not None and self.resolve(x.target.index) == target for x in instrs[body_start:at - 1]):
                    return None
                return self.emit_if(test, body_start, at - 1, at, at + 1, st, ins)
        return None

    def _while_or_false_constant(self, test, exit_way, body_start, st, ins):
        """3.10+ `while t or None:`: the constant's test folded away, `t`
        jumps into the body (at `body_start`) and falls into the way out
        (`exit_way`: a jump to the code after the loop, or a copy of it);
        the loop's bottom test is the same `t`, every jump to the body.
        Where the reading goes on, or None."""
        instrs = self.instrs
        tail = self.loop_tails.get(body_start)
        if not self.version.COPIES_EXITS or tail is None or not fits(instrs[tail], COND_JUMP) or instrs[tail].target.index != body_start:
            return None
        top = st.stmt_start
        size = exit_way - top
        bottom = tail + 1 - size
        if bottom <= body_start or not same_run(instrs, bottom, top, size):
            return None
        way = instrs[exit_way]
        gap = body_start - exit_way
        if not (
            (gap == 1 and fits(way, JUMP) and self._same_exit(self.resolve(exit_way), self.resolve(tail + 1)))
            or same_run(instrs, exit_way, tail + 1, gap)
        ):
            return None
        either = or_folded_constant(test, False)
        return self._emit_bottom_tested(either, body_start, bottom, bottom, tail + 1, top, st, ins)

    def _while_false_else_arm(self, test, arm_jump, false_to, st, ins):
        """3.10+ `while (b if t else None):`: the else arm's constant
        folded into `t`'s jump out, the test reads as `t and b` followed
        by the first arm's jump past the else arm, to the loop's body
        (over a copy of the way out); the bottom test is the same tests,
        jumping back to the body.  Where the reading goes on, or None."""
        instrs = self.instrs
        jump = instrs[arm_jump]
        if not (self.version.COPIES_EXITS and fits(jump, JUMP) and isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And)):
            return None
        body_start = jump.target.index
        tail = self.loop_tails.get(body_start)
        if body_start <= arm_jump + 1 or tail is None or tail >= st.end or not fits(instrs[tail], COND_JUMP) or instrs[tail].target.index != body_start:
            return None
        bottom = self._loop_test_copy(st.stmt_start, arm_jump, tail + 1)
        if bottom is None or bottom <= body_start or not self._same_exit(false_to, tail + 1) or not self._same_tests(st.stmt_start, arm_jump, bottom, tail):
            return None
        first = test.values[:-1]
        either = ast.IfExp(test=first[0] if len(first) == 1 else ast.BoolOp(op=ast.And(), values=first), body=test.values[-1], orelse=const(False))
        return self._emit_bottom_tested(either, body_start, bottom, bottom, tail + 1, st.stmt_start, st, ins)

    def _while_true_else_arm(self, test, body_start, false_to, st, ins):
        """3.11+ `while (b if t else 1):`: the true else arm left no code,
        `t`'s false jump goes into the body as the first arm's jump past
        the else arm does (right before the body); the bottom test is the
        same tests, jumping back to the body.  Where the reading goes on,
        or None."""
        instrs = self.instrs
        arm_jump = body_start - 1
        if not (self.version.COPIES_EXITS and _ends_in_true_arm(test)):
            return None
        if arm_jump <= st.stmt_start or not fits(instrs[arm_jump], JUMP) or instrs[arm_jump].target.index != body_start:
            return None
        last = self.loop_tails.get(body_start)
        # (the bottom test's jump back is the last but for the else arm's
        # jump there, which 3.12+ moves behind the exit's copy)
        tails = [k for k in range(body_start + 1, min(st.end, last + 1) if last is not None else body_start) if instrs[k].target is instrs[body_start] and fits(instrs[k], COND_JUMP)]
        for tail in reversed(tails[-2:]):
            bottom = self._loop_test_copy(st.stmt_start, arm_jump, tail + 1)
            if bottom is None or bottom <= body_start or not self._same_exit(false_to, tail + 1) or not self._same_tests(st.stmt_start, arm_jump, bottom, tail):
                continue
            arms = self._arm_jumps_back(bottom, tail, body_start)
            exit_ = tail + 1
            if arms:
                # (the empty else arm's jumps back, laid out after the way
                # out, behind a jump over them (3.11) or the exit's copy
                # (3.12+): the loop goes on where the top test leaves it)
                if not all(exit_ < k < false_to for k in arms):
                    continue
                exit_ = false_to
            return self._emit_bottom_tested(test, body_start, bottom, bottom, exit_, st.stmt_start, st, ins)
        return None

    def _arm_jumps_back(self, bottom, tail, body_start):
        """Where the bottom test [bottom, tail] jumps to the body through a
        jump past its end."""
        instrs = self.instrs
        arms = set()
        for k in range(bottom, tail):
            arm = instrs[k].target
            if arm is not None and arm.index > tail and fits(arm, JUMP) and arm.target.index == body_start:
                arms.add(arm.index)
        return arms

    def _same_tests(self, top, arm_jump, bottom, tail):
        """Whether the bottom test [bottom, tail] tests what the top test
        [top, arm_jump) does: the same steps, each jump inside going to
        the same step, to the body (the top's to the arm's jump there) or
        out of the loop; the last one turned round to jump back."""
        instrs = self.instrs
        body_start = instrs[arm_jump].target.index
        if tail - bottom != arm_jump - 1 - top:
            return False
        for k in range(tail - bottom):
            a, b = instrs[top + k], instrs[bottom + k]
            if not same_but_target(a, b):
                return False
            if a.target is None:
                continue
            there, here = a.target.index, b.target.index
            if there == arm_jump or self.resolve(there) == body_start:
                same_way = self.resolve(here) == body_start
            elif top <= there < arm_jump:
                same_way = here - bottom == there - top
            else:
                same_way = self._same_exit(there, tail + 1) and self._same_exit(here, tail + 1)
            if not same_way:
                return False
        return True

    def _bottom_tested(self, test, segs, body_start, false_to, st, ins):
        """3.10+ `while` whose bottom test is followed by exit machinery or copies."""
        instrs = self.instrs
        tail = self.loop_tails.get(body_start)
        if tail is not None and fits(instrs[tail], JUMP) and getattr(test, "_graph", False):
            return self._bottom_test_through_jump(test, body_start, false_to, tail, st, ins)
        if tail is None or not fits(instrs[tail], COND_JUMP):
            return None
        exit_ = false_to
        if not body_start <= false_to <= st.end and tail < st.end and self.resolve(false_to) == self.follow_of(st.end, st.region):
            # A loop that ends the block: 3.12+ threads its exit through the
            # jump (over an else, back to a loop around) the block ends
            # with, or copies the code after the statement behind it.
            exit_ = st.end
        if tail >= exit_:
            return None
        gap = exit_ - tail - 1
        copied = same_run(instrs, tail + 1, false_to, gap)
        if not (copied or self._loop_exit_machinery(tail + 1, exit_)):
            return None
        return self._while_maybe_in_if(test, segs, body_start, exit_, tail + 1, st, ins)

    def _bottom_test_through_jump(self, test, body_start, exit_, tail, st, ins):
        """3.10+ `while (a if t else b) and True:` whose bottom copy of the
        test falls, when true, into a jump back to the body (the folded
        constant's place) instead of ending in a jump back: the loop, or
        None where the code before that jump is no copy of the test."""
        if not tail < exit_ <= st.end or not same_run(self.instrs, tail + 1, exit_, exit_ - tail - 1):
            return None
        bottom = self._graph_bottom(test, st.stmt_start, body_start, tail, exit_, st, falls=True)
        if bottom is None:
            return None
        self.skip[tail] = exit_
        # (the top test falls into the body where the constant was: the
        # jump there, to the very next instruction, is dropped)
        test = boolop(ast.And, test, const(True))
        return self._emit_bottom_tested(test, body_start, bottom, bottom, exit_, st.stmt_start, st, ins)

    def _while_maybe_in_if(self, test, segs, body_start, exit_, test_end, st, ins):
        """The bottom-tested loop whose top test is the condition (or its
        later members), or None where the loop tests none of it again: `if
        c: while d: continue`, the loop its own test alone (the jump out
        and the jump back folded into one conditional jump back), is the
        if's body."""
        bottom = self._loop_test_at(st.stmt_start, body_start, test_end)
        if bottom is None:
            # `if a: while b:` whose exits CPython merged: the loop re-tests
            # only the chain's later members.
            for k in range(1, len(segs)):
                if self._loop_test_at(segs[k].start, body_start, test_end) is not None:
                    return self._if_around_while(segs, k, body_start, exit_, test_end, st, ins)
            scanned = self.scan_segment(body_start, st.region, list(st.stack))
            if scanned is not None and scanned[1] == test_end - 1:
                return None
        elif bottom > test_end - (body_start - st.stmt_start) and not fits(self.instrs[bottom - 1], NO_FALLTHROUGH):
            # `if a or b: while a:`: the bottom test the body falls into,
            # shorter than the whole test, is no copy of it but one of its
            # later members alone, whose first step only looks like the
            # test's first step. (A copy whose arms end in copies of the
            # exit is longer, or is matched at its last arm, jumped to.)
            for k in range(1, len(segs)):
                if self._loop_test_copy(segs[k].start, body_start, test_end) == bottom:
                    return self._if_around_while(segs, k, body_start, exit_, test_end, st, ins)
        return self.while_loop_bottom_tested(test, segs, body_start, exit_, st, ins, test_end=test_end)

    def _bottom_test_moved(self, test, segs, body_start, exit_, st, ins):
        """3.12+ `while` whose body ends in a try that only its handlers
        leave: the bottom test follows the handlers, past the exit, and
        jumps there when the test fails."""
        instrs = self.instrs
        # Not loop_tails: a jump back from past the handlers counts there
        # only for a loop that has no other.
        last = self.count - 1
        tails = [k for k in self.conditional_jumps(exit_) if k < last and fits(instrs[k], COND_JUMP) and instrs[k].target.index == body_start]
        if not tails:
            return None
        tail = max(tails)
        bottom = self._loop_test_at(st.stmt_start, body_start, tail + 1)
        held = self._exit_in_with_body(body_start, exit_, bottom, tail) if bottom is not None and bottom > exit_ else None
        if held is not None:
            return self._loop_around_exit(test, body_start, exit_, held, bottom, tail, st, ins)
        inner = 0
        if bottom is None:
            # `if a: while b:` whose exits CPython merged: the loop re-tests
            # only the chain's later members (a whole copy of them).
            inner = next((k for k in range(1, len(segs)) if self._loop_test_copy(segs[k].start, body_start, tail + 1) is not None), 0)
            bottom = self._loop_test_copy(segs[inner].start, body_start, tail + 1) if inner else None
        if bottom is None or bottom <= exit_:
            return None
        way_end = self._bottom_exit_ways(body_start, exit_, bottom, tail)
        if way_end is None:
            return None
        self.skip[bottom] = way_end
        # Its jumps to the exit (a way out of `a or b and c`, laid out after
        # the exit) are no loop's closing jumps.
        back = [k for k in range(exit_, bottom) if instrs[k].target is instrs[exit_] and fits(instrs[k], ANY_JUMP)]
        if back:
            self.loop_tails[exit_] = max(back)
        else:
            self.loop_tails.pop(exit_, None)
        if inner:
            return self._if_around_while(segs, inner, body_start, exit_, None, st, ins, moved_bottom=bottom)
        return self.while_loop_bottom_tested(test, segs, body_start, exit_, st, ins, moved_bottom=bottom)

    def _bottom_test_moved_back(self, test, body_start, false_to, st, ins):
        """3.12+ `while` ending the body of a loop around, whose test's
        false way goes back (round that loop), its body leaving only by
        jumps (a with statement's `break`): the bottom test lies past the
        handlers, reached through their swallow paths, and goes back there
        too when it fails. The loop runs to the end of the block."""
        instrs = self.instrs
        if not self.version.COLD_CODE_AT_END:
            return None
        last = self.count - 1
        tails = [k for k in self.conditional_jumps(st.end) if k < last and fits(instrs[k], COND_JUMP) and instrs[k].target.index == body_start]
        if not tails:
            return None
        tail = max(tails)
        bottom = self._loop_test_at(st.stmt_start, body_start, tail + 1)
        if bottom is None or bottom < st.end:
            return None
        way_end = self._bottom_exit_ways(body_start, false_to, bottom, tail)
        if way_end is None:
            return None
        self.skip[bottom] = way_end
        return self._emit_bottom_tested(test, body_start, st.end, bottom, st.end, st.stmt_start, st, ins)

    def _bottom_exit_ways(self, body_start, exit_, bottom, tail):
        """Where the moved bottom test [bottom, tail] and its ways out end,
        when each way out goes where the top test's does: to the loop's
        exit, or to a copy of that short block (3.12+ copies `return None`
        to each way reaching it, the copy taking the line of the code
        before it) right after the test (3.13: falling from it, the next
        ones jumped to) or laid out in the body after code that does not
        fall into it, reached from the test alone (passed over there).
        None otherwise."""
        instrs = self.instrs
        exit_ = self.resolve(exit_)
        end = tail + 1
        while end < self.count and end != exit_ and not fits(instrs[end], JUMP) and self._same_block(end, exit_):
            end = self._terminal_end(end)
        if end == tail + 1:
            if not fits(instrs[end], JUMP):
                return None
            end += 1
        ways = [k for k in range(bottom, tail + 1) if instrs[k].target is not None and instrs[k].target.index != body_start and not bottom <= instrs[k].target.index <= tail]
        if fits(instrs[tail + 1], JUMP):
            ways.append(tail + 1)
        inside = set(range(bottom, end))
        passed = set()
        for k in ways:
            copy = self.resolve(instrs[k].target.index)
            if copy == exit_ or tail < copy < end:
                continue
            if not body_start < copy < exit_ or not fits(instrs[copy - 1], NO_FALLTHROUGH) or not self._same_block(copy, exit_):
                return None
            if not all(x.index in inside for x in self.flow.jump_sources.get(copy, [])):
                return None
            passed.add(copy)
        for copy in passed:
            self.skip[copy] = self._terminal_end(copy)
        return end

    def _exit_in_with_body(self, body_start, exit_, bottom, tail):
        """3.12+: [lo, hi) around `exit_`, the exit block (and the copy of
        it right before, the bottom test's), when the compiler laid it out
        inside a with body that never reaches its end (`while True:` in
        it), the with statement going on past it to the bottom test at
        `tail` (which leaves through a copy of the exit block); None
        otherwise. (Such a copy may keep the line of the code before it.)"""
        instrs = self.instrs
        hi = self._terminal_end(exit_)
        if hi is None or not fits(instrs[exit_ - 1], NO_FALLTHROUGH) or not self._same_block(self.resolve(tail + 1), exit_):
            return None
        lo = exit_
        size = hi - exit_
        if lo - size > body_start and self._same_block(lo - size, exit_) and fits(instrs[lo - size - 1], NO_FALLTHROUGH):
            lo -= size
        if any(x.target is not None and lo < x.target.index < hi and x.target.index != exit_ for x in instrs):
            return None
        withs = [x for x in instrs[body_start:lo] if fits(x, "BEFORE_WITH|BEFORE_ASYNC_WITH")]
        if not withs or not any(fits(x, "WITH_EXIT") for x in instrs[hi:bottom]):
            return None
        return lo, hi

    def _same_block(self, a, b):
        """Whether the short blocks at a and b, ending in a return or raise,
        are the same instructions (lines aside)."""
        end = self._terminal_end(b)
        return end is not None and same_run(self.instrs, a, b, end - b)

    def _terminal_end(self, k):
        """The end of the short block at k that ends in a return or raise
        (the kind the compiler copies), or None."""
        size = self._terminal_size(k, _SHORT_EXIT_MAX)
        return k + size if size else None

    def _loop_around_exit(self, test, body_start, exit_, held, bottom, tail, st, ins):
        """The loop [body_start, bottom) whose exit block `held` lies in
        its body, passed over there; the code after the loop is the copy
        the bottom test falls into (3.13), or the exit block itself that
        its jump goes back to (3.12)."""
        lo, hi = held
        self.skip[lo] = hi
        self.facts.exits_inside[lo] = hi
        for k in range(lo, hi):
            self.loop_tails.pop(k, None)
        self.skip[bottom] = tail + 1
        # (No else: a `break` jumps to a copy of the exit block.)
        loop = LoopInfo(body_start, st.stmt_start, exit_)
        body = self._loop_body(body_start, bottom, bottom, loop, st, list(st.stack))
        self._no_exit_copy(body_start, ins)
        self.emit(st, ast.While(test=test, body=body or [ast.Pass()], orelse=[]), ins)
        nxt = tail + 1
        if self.resolve(nxt) >= nxt:
            return nxt
        r = st.region
        passed = self.skip.pop(exit_, None)  # (no copy right before: the block itself was passed over)
        stmts, _ = self.block(exit_, hi, Region(hi, None, r.loop, r.handler_depth, r.protected), list(st.stack))
        if passed is not None:
            self.skip[exit_] = passed
        for stmt in stmts:
            self.emit(st, stmt)
        return nxt + 1

    def _loop_test_at(self, top, body_start, end_of_test):
        """Where the bottom copy of the test [top, body_start) starts, or None."""
        instrs = self.instrs
        prefix = self._test_prefix(top, body_start)
        bottom = self._loop_test_copy(top, body_start, end_of_test)
        if bottom is not None:
            return bottom
        for b in range(end_of_test - prefix, body_start - 1, -1):
            if same_run(instrs, b, top, prefix, same_shifted) and self._same_test_kind(b + prefix, top + prefix):
                return b
        return None

    def _test_prefix(self, top, body_start):
        """How many instructions of the test at `top` come before its first
        conditional jump (at least one): what its bottom copy repeats alike."""
        prefix = 0
        while top + prefix < body_start and not fits(self.instrs[top + prefix], COND_JUMP):
            prefix += 1
        return max(prefix, 1)

    def _loop_test_copy(self, top, body_start, end_of_test):
        """Where the bottom copy of the test [top, body_start) starts when it
        is as long as the test and ends at `end_of_test`, or None."""
        prefix = self._test_prefix(top, body_start)
        bottom = end_of_test - (body_start - top)
        if bottom >= body_start and same_run(self.instrs, bottom, top, prefix, same_shifted) and self._same_test_kind(bottom + prefix, top + prefix):
            return bottom
        return None

    def _same_test_kind(self, bottom, top):
        """Whether the jumps ending two copies of a test's first step test
        alike (`is None` / truth): `if a is None: while a or b:` loads `a`
        first in both tests, and `g(a)` in the loop's body loads it too."""
        first = self.instrs[top]
        if not fits(first, COND_JUMP):
            return True
        if bottom >= self.count or not fits(self.instrs[bottom], COND_JUMP):
            return False
        return fits(self.instrs[bottom], _NONE_TEST) == fits(first, _NONE_TEST)

    def _if_around_while(self, segs, k, body_start, exit_, test_end, st, ins, moved_bottom=None):
        saved = self._chain_fall
        self._chain_fall = segs[k].start
        outer = self.recover(segs[:k], 0, k, segs[k].start, exit_)
        self._chain_fall = saved
        inner = self.recover(segs, k, len(segs), body_start, exit_)
        if outer is None or inner is None:
            raise self.error("condition around a loop not understood", ins)
        region = st.region
        # Falling off the if goes on at the exit (a `break` jumps there).
        follow = self.follow_of(exit_, region) if exit_ != st.end else region.follow
        sub = State(list(st.stack), Region(exit_, follow, region.loop, region.handler_depth, region.protected), segs[k].start, exit_)
        end = self.while_loop_bottom_tested(inner, segs[k:], body_start, exit_, sub, ins, top=segs[k].start, test_end=test_end, moved_bottom=moved_bottom)
        self.emit(st, ast.If(test=outer, body=sub.stmts, orelse=[]), ins)
        return end

    def _jump_past_else(self, body_start, else_start, end, region):
        """The furthest target past `else_start` (within the block) that a
        jump in [body_start, else_start), or in the handlers of its try
        statements, reaches, other than break/continue."""
        loop = region.loop
        best = None
        moved = self.moved_handler_code(body_start, else_start)
        swallows = set(self.moved_swallow_jumps(body_start, else_start)) if self.version.COLD_CODE_AT_END else ()
        # (3.12+: the code after a with whose body never finishes, reached
        # only when __exit__ swallows, is laid out after the handler; its
        # jump on leaves the if's body too.)
        tails = self.swallow_tail_jumps(body_start, else_start) if self.version.COLD_CODE_AT_END else []
        for k in where(self.instrs, ANY_JUMP, body_start, else_start) + [k for k in moved if fits(self.instrs[k], ANY_JUMP)] + tails:
            ins = self.instrs[k]
            t = ins.target.index
            if body_start <= k < else_start and else_start < end and (
                (self.version.COLD_CODE_AT_END and (t < body_start and fits(ins, JUMP) or t > end) and self.resolve(t) == region.follow and (loop is None or region.follow not in (loop.break_to, loop.continue_to)))
                or (self.version.COPIES_EXITS and t > end and self.resolve(t) == self.follow_of(end, region))
            ):
                # A branch leaves for where the block goes on (code laid out
                # after the function, a clause, jumps back there; 3.10+
                # threads the jump to the end of an if/else ending the
                # block on to there): past the else, to the block's end.
                t = end
            elif k in swallows and self._swallow_round_loop(ins, end, region):
                t = end
            if t <= else_start or t > end:
                continue
            written_continue = fits(self.instrs[t], JUMP) and self.resolve(t) == loop.continue_to if loop is not None else False
            if loop is not None and self.resolve(t) in (loop.break_to, loop.continue_to) and not ((self.version.COLD_CODE_AT_END or written_continue) and t == end and fits(ins, JUMP) and (t > k or k in swallows)):
                # (3.12+ does not thread a jump to the block's end onto
                # the loop's closing jump there, nor 3.8-3.11 onto a
                # closing jump that keeps a line of its own, a written
                # `continue`: that is no `continue`. A jump to a written
                # `break` there may be a `break`. A with's swallow path,
                # laid out after the loop, jumps back there.)
                continue
            if best is None or t > best:
                best = t
        return best

    def _swallow_round_loop(self, jump, end, region):
        """3.12+: whether `jump`, a with's swallow path laid out after the
        loop, goes straight back to the head of the loop whose body ends
        at `end` with the if: it went on after the if/else (a `continue`
        after the with would jump from a line of its own)."""
        loop = region.loop
        return self.version.COLD_CODE_AT_END and loop is not None and fits(jump, JUMP) and end == region.end and self.resolve(jump.target.index) == loop.continue_to == region.follow

    def emit_if(self, test, body_start, body_end, else_start, if_end, st, ins, empty_else=False):
        """The if statement whose body is [body_start, body_end) and else
        [else_start, if_end) (None: no else); `empty_else`: the else the
        source wrote holds nothing (`else: pass`)."""
        region = st.region
        if else_start == body_end < if_end and self._jumps_into_else(body_start, else_start, if_end):
            # The body's reading would take a jump to its end for one
            # past the else; it goes into the else (`assert b and (d if a
            # else 1)` on 3.11: the test of `d` jumps to the raise).
            raise self.error("a jump in the if's body goes into its else", ins)
        follow = self.follow_of(if_end, region) if if_end != st.end else region.follow
        sub = Region(body_end, follow, region.loop, region.handler_depth, region.protected)
        body, _ = self.block(body_start, body_end, sub, list(st.stack))
        orelse = [ast.Pass()] if empty_else else []
        if else_start is not None and not empty_else:
            sub_else = Region(if_end, follow, region.loop, region.handler_depth, region.protected)
            orelse, _ = self.block(else_start, if_end, sub_else, list(st.stack))
        node = ast.If(test, body or [ast.Pass()], orelse)
        assertion = _as_assert(node)
        self.emit(st, assertion or node, ins)
        return if_end

    def _jumps_into_else(self, body_start, else_start, if_end):
        """Whether a jump in the body [body_start, else_start) goes to the
        else at `else_start`, where that runs otherwise than the code
        after the statement (an else that is a copy of that exit block
        runs the same)."""
        if not any(self.instrs[k].target.index == else_start for k in where(self.instrs, ANY_JUMP, body_start, else_start)):
            return False
        return if_end >= self.count or not self._same_exit(else_start, if_end)

    def try_ternary(self, test, body_start, else_start, merge, st):
        """`a if c else b`: both branches push one value and state nothing."""
        if merge > st.end and st.end < self.count and (self.resolve(st.end) == self.resolve(merge) or self._both_return(st.end, merge)):
            # The first arm of a conditional expression that is itself an
            # arm: its jump to the end was threaded past that arm's own
            # (before 3.10, to the return after the whole expression while
            # the arm's own jump became a copy of it).
            merge = st.end
        if merge > st.end and merge > self.count:
            return None
        if body_start == else_start - 1:
            # (the "body" is only a jump: to the else arm, or threaded
            # past the block's end, read no further)
            over = self.instrs[body_start]
            if not (fits(over, JUMP) and over.target.index == merge):
                return None
            return self._ternary_false_constant_test(test, else_start, merge, st)
        region = st.region
        try:
            with self.trial:
                # (an arm that states something is no arm: the reading
                # stops at its first statement, which an if statement's
                # body, read next, reads again)
                sub = Region(else_start - 1, None, region.loop, region.handler_depth, region.protected)
                stmts, out = self.block(body_start, else_start - 1, sub, list(st.stack), values_only=True)
                if stmts or len(out) != len(st.stack) + 1:
                    return None
                sub2 = Region(merge, None, region.loop, region.handler_depth, region.protected)
                stmts2, out2 = self.block(else_start, merge, sub2, list(st.stack), values_only=True)
                if stmts2 or len(out2) != len(st.stack) + 1:
                    return None
        except (DecompilationError, StatementInValue):
            return None
        body = as_expr(self, out[-1], None)
        orelse = as_expr(self, out2[-1], None)
        st.stack.append(ast.IfExp(test=test, body=body, orelse=orelse))
        return merge

    def _ternary_false_constant_test(self, test, arm_start, else_start, st):
        """`a if (t or None) else b`: the constant's test folded into a
        jump to the else arm (at `else_start`), which `t`, read as `not t`,
        falls into when false; when true it jumps over it to the first arm
        (at `arm_start`), ended by its own jump past the else arm.  Where
        the reading goes on, or None."""
        if else_start <= arm_start or else_start > self.count:
            return None
        jump = self.instrs[else_start - 1]
        if not (fits(jump, JUMP) and jump.target.index > else_start):
            return None
        if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or):
            # (`(a and b) or None`: `not a or not b` when false)
            either = ast.BoolOp(op=ast.Or(), values=[ast.BoolOp(op=ast.And(), values=[negate(v) for v in test.values]), const(False)])
        else:
            either = or_folded_constant(test, False)
        return self.try_ternary(either, arm_start, else_start, jump.target.index, st)

    def _ternary_true_constant_test(self, test, body_start, st):
        """`a if (t or 1) else b`: the constant's test folded away, `t`
        jumps to where it falls, the first arm, and the else arm is dead.
        3.8/3.9 keep it past the first arm's jump over it; 3.10+ drop it
        (and its constants), so in an expression (the rest of the block
        one value, no statement) the first value computed there is the
        arm: whatever goes on from it compiles alike.  Where the reading
        goes on, or None (then it is `if t: pass`)."""
        either = or_folded_constant(test, True)
        points = self._one_value_points(body_start, self.count, st)
        if self.version.KEEPS_UNREACHABLE_CODE:
            for p, _ in points:
                jump = self.instrs[p]
                if fits(jump, JUMP) and jump.target.index > p:
                    return self.try_ternary(either, body_start, p + 1, jump.target.index, st)
                if self._both_return(p, st.end):
                    # (its jump to the return became a copy of it)
                    return self.try_ternary(either, body_start, p + 1, st.end, st)
                if fits(jump, "RETURN_VALUE"):
                    # `return a if (t or 1) else b`, or `if t or 1: return
                    # a` then `return b`, alike: the dead else arm is
                    # returned on its own
                    return self._dead_returned_arm(either, body_start, p, st)
            return self._dead_arm_after_copied_return(either, body_start, st)
        try:
            with self.trial:
                stmts, out = self.block(body_start, st.end, st.region, list(st.stack))
        except DecompilationError:
            return None
        if not stmts and len(out) == len(st.stack) + 1:
            for p, value in points:
                if value is not NULL:
                    st.stack.append(ast.IfExp(test=either, body=as_expr(self, value, None), orelse=const(None)))
                    return p
            return None
        if len(stmts) == 1 and isinstance(stmts[0], ast.Return) and len(out) == len(st.stack) and self._both_return(st.end - 1, st.end):
            # The arm's jump to the return became a copy of it: the arm is
            # all the value returned.
            st.stack.append(ast.IfExp(test=either, body=stmts[0].value, orelse=const(None)))
            return st.end
        return None

    def _never_true_test_value(self, test, body_start, st):
        """`g(x if (c and 0) else y)` (3.10+): the constant's test folded,
        `c` jumps to the else arm either way and the first arm is dropped.
        With values waiting on the stack (the called function), `if c:
        pass` would run `c` before they are computed: the test stays in
        the first value computed there (whatever goes on from it compiles
        alike), spelt `None if (c and False) else y`.  Where the reading
        goes on, or None."""
        for p, value in self._one_value_points(body_start, self.count, st):
            if value is not NULL:
                never = boolop(ast.And, test, const(False))
                st.stack.append(ast.IfExp(test=never, body=const(None), orelse=as_expr(self, value, None)))
                return p
        return None

    def _dead_arm_after_copied_return(self, test, body_start, st):
        """`return (d and c) if (t or 1) else b`: the first arm's jump to
        the return became a copy of it, its boolean operator jumps to the
        return itself, past the dead else arm that nothing reaches (after
        the first return): where the reading goes on, or None."""
        p = next(iter(where(self.instrs, "RETURN_VALUE", body_start, st.end)), None)
        if p is None or p + 1 in self.flow.jump_sources:
            return None
        return self._ternary_threaded_return(test, body_start, p + 1, st)

    def _dead_returned_arm(self, test, body_start, p, st):
        """The conditional expression whose first arm [body_start, p) is
        returned at `p` and whose else arm, which nothing reaches, is
        returned at the next return: where the reading goes on, or None."""
        instrs = self.instrs
        # (the else arm's own conditional expressions return copies of
        # that return: the first return that ends a value is the arm's)
        for end in where(instrs, "RETURN_VALUE", p + 1, st.end):
            if any(ins.target is not None and p < ins.target.index <= end and not p < ins.index < end for ins in instrs):
                return None
            found = self.try_ternary(test, body_start, p + 1, end, st)
            if found is not None:
                return found
        return None

    def _both_return(self, a, b):
        """Whether `a` and `b` are both a bare return of the value on the
        stack: jumping to either does the same."""
        return fits(self.instrs[a], "RETURN_VALUE") and b < self.count and fits(self.instrs[b], "RETURN_VALUE")

    def _one_value_points(self, start, limit, st):
        """Indices where simulating from `start` has pushed exactly one value."""
        trial = State(list(st.stack), st.region, start, limit)
        # (the values waiting below stay waiting: a nested condition is read
        # as one inside an expression)
        trial.base = st.base
        depth = len(st.stack)
        below = list(st.stack)
        i = start
        instrs = self.instrs
        while i < limit:
            ins = instrs[i]
            # A nested conditional expression is fine (its handler folds it).
            if fits(ins, _SEGMENT_STOPS) or i in self.loop_tails:
                return
            handler = self.handlers.get(ins.opname)
            if handler is None:
                return
            try:
                with self.trial:
                    nxt = handler(self, ins, trial)
            except DecompilationError:
                return
            if trial.stmts:
                return
            i = i + 1 if nxt is None else nxt
            if len(trial.stack) == depth + 1 and all(a is b for a, b in zip(trial.stack, below)):
                yield i, trial.stack[-1]

    def try_ternary_copied_tail(self, test, body_start, else_start, st):
        """`f(a if c else b)` where 3.10+ copied the code after the merge into both arms."""
        if self.options.tails_never_copied:
            return None
        instrs = self.instrs
        for p, body in self._one_value_points(body_start, else_start, st):
            tail = self._copied_tail_size(p, else_start, len(st.stack) > st.base)
            if tail <= 0 or not fits(instrs[else_start - 1], LEAVES):
                continue
            for q, orelse in self._one_value_points(else_start, self.count, st):
                if same_run(instrs, p, q, tail):
                    if not self._tail_keeps_order(p, p + tail, body, st):
                        return None
                    self.skip[else_start] = q + tail
                    st.stack.append(ast.IfExp(test=test, body=as_expr(self, body, None), orelse=as_expr(self, orelse, None)))
                    return p
        return None

    def _copied_tail_size(self, start, else_start, waiting):
        """The size of the copy at `start` of the code after the merge,
        which runs up to the else arm at else_start, or to its first
        leaving instruction when a nested conditional expression with
        copied tails of its own ends the first arm (`g((x if c else y) if
        d else z)`: its else arm and copy lie between, skipped); 0 when it
        is neither.  The nested one only with values waiting on the stack
        (`waiting`): a statement (`if c: return x if d else y` + more)
        reads as the if statement it is just as well, and as one it
        keeps the code after it."""
        if not waiting:
            return else_start - start
        end = first_where(self.instrs, LEAVES, start, else_start)
        if end is None:
            return 0
        after = end + 1
        while after < else_start and after in self.skip:
            after = self.skip[after]
        return end + 1 - start if after == else_start else 0

    def _tail_keeps_order(self, start, end, value, st):
        """Whether the copied tail [start, end) states nothing while values
        computed before the conditional still wait on the stack: 3.10 runs
        a finally body's copy (if/else arms each ending in a copy of the
        return) with the return value waiting, which is no conditional
        expression."""
        pending = st.stack[st.base :]
        if not pending:
            return True
        trial = State(list(st.stack) + [value], st.region, start, end)
        i = start
        while i < end - 1:
            ins = self.instrs[i]
            handler = self.handlers.get(ins.opname)
            if handler is None:
                return False
            count = len(trial.stmts)
            try:
                with self.trial:
                    nxt = handler(self, ins, trial)
            except DecompilationError:
                return False
            if len(trial.stmts) > count and any(v is w for v in pending for w in trial.stack):
                return False
            i = i + 1 if nxt is None else nxt
        return True

    def try_ternary_copied_store(self, test, body_start, else_start, st):
        """`x = a if c else b` ending the function: 3.10+ copies the short
        exit after the merge (the store and the return) into both arms,
        which is how an if/else of two assignments compiles too. Taken only
        where co_names has the false arm's names before the copied code's:
        an if/else would have them after."""
        if self._scanning_arms:
            return None  # the arms' own conditionals: no exit copied there
        instrs = self.instrs
        opnames = None
        for n in range(2, 7):
            p = else_start - n
            if p <= body_start or instrs[p].target is not None:
                return None
            threaded = self._operator_past_copy(body_start, else_start, p, n)
            if not threaded and not names_used(instrs, p, else_start):
                continue  # (the order of co_names cannot take the copy: written_first is never False)
            if opnames is None:
                opnames = [x.opname for x in instrs]
                last = opnames[else_start - 1]
            seen = None  # (the names before p: the same for every q)
            for r in _positions(opnames, last, else_start + n, self.count):
                # (a copy ends where the arm's does, in a return: found by
                # that opname, far rarer than the copy's first one; checked
                # again, as a read below may turn one into a JUMP)
                q = r - n + 1
                if not same_run(instrs, p, q, n):
                    continue
                if seen is None and not threaded:
                    seen = names_before(instrs, p)
                if not threaded and written_first(self.code, instrs, (p, else_start), (else_start, q), p, seen) is not False:
                    continue
                self._scanning_arms = True
                try:
                    body = next((v for i, v in self._one_value_points(body_start, else_start, st) if i == p), None)
                    orelse = next((v for i, v in self._one_value_points(else_start, q + 1, st) if i == q), None)
                finally:
                    self._scanning_arms = False
                if body is not None and orelse is not None:
                    self.skip[else_start] = q + n
                    st.stack.append(ast.IfExp(test=test, body=as_expr(self, body, None), orelse=as_expr(self, orelse, None)))
                    return p
        return None

    def _operator_past_copy(self, start, end, copy, size):
        """Whether a boolean operator in [start, end) jumps to a copy of the
        exit at `copy` (`size` long) past another copy of it: 3.12 threads
        the jump from the end of an operand in an expression's arm into
        another arm's copy (`((d and g(a)) if t else c) if a else b`); an
        if statement's body keeps the jump to its own copy."""
        instrs = self.instrs
        for k in where(instrs, "JUMP_IF_FALSE_OR_POP|JUMP_IF_TRUE_OR_POP", start, end):
            t = instrs[k].target.index
            if t > k and same_run(instrs, t, copy, size) and any(same_run(instrs, r, t, size) for r in range(k + 1, t - size + 1)):
                return True
        return False

    # --------------------------------------------------- value-context bools
    def _or_pop(op):
        def handler(self, ins, st):
            left = as_expr(self, self.pop(st, ins), ins)
            t = ins.target.index
            instrs = self.instrs
            before = instrs[t - 1]
            if (
                fits(before, JUMP)
                and before.target.index > t
                and isinstance(left, ast.Compare)
                and st.stack
                and left.comparators[-1] is st.stack[-1]
            ):
                return self._chained_compare_value(left, ins, t, before.target.index, st)
            if isinstance(left, ast.Compare) and st.stack and left.comparators[-1] is st.stack[-1] and fits(before, LEAVES) and match(instrs, t, CHAIN_CLEANUP):
                copied = self._chained_compare_copied_arms(left, ins, t, st)
                if copied is not None:
                    return copied
            if (
                fits(before, "RETURN_VALUE")
                and t + 2 < self.count
                and match(instrs, t, CHAIN_CLEANUP_RETURN)
                and isinstance(left, ast.Compare)
                and st.stack
                and left.comparators[-1] is st.stack[-1]
            ):
                # Before 3.10 the jump over the cleanup to a return is that
                # return, copied: `return x or a < b < c`.
                return self._chained_compare_value(left, ins, t, t + 2, st)
            if isinstance(left, ast.Compare) and st.stack and left.comparators[-1] is st.stack[-1]:
                resume = self._chained_compare_copied_tail(left, ins, t, st)
                if resume is not None:
                    return resume
            if t > st.end:
                t = (self._threaded_to_return(ins, t, st) or self._threaded_past_arm(t, st) or self._threaded_past_operator(ins, t, st)
                     or self._threaded_to_exit_copy(ins, t, st))
                if t is None:
                    raise self.error("boolean operator leaves its block", ins)
            right = self._boolean_operand(ins, t, st)
            if isinstance(left, ast.Constant) and self.version.FOLDS_CONSTANT_BOOL_OPERANDS:
                # (a constant written there would lose its test; in a group
                # of its own, or `0 and g(0)` would lose the call: the group
                # kept the test, its operands after the constant dropped)
                left = ast.BoolOp(op=ast.And(), values=[const(True), left])
                left._closed = True
            node = boolop(op, left, right)
            if t < self.count and fits(self.instrs[t], ins.opname):
                # 3.12+: `(a or b) or c`: the inner group's jump stops at
                # the outer operator (no longer threaded past it).
                node._closed = True
            st.stack.append(node)
            return t

        return handler

    def _threaded_to_return(self, ins, t, st):
        """Before 3.10: `return (c or 1 or b) if t else d`: the arm's jump
        to the return after the whole expression became a copy of that
        return, and the operator's short-circuit jump, threaded through
        it, goes straight to the original.  The return ending the
        operand's own code stands for it: its index, or None."""
        instrs = self.instrs
        if not fits(instrs[t], "RETURN_VALUE"):
            return None
        # (an inner operator's block ends at that return: it is read too;
        # the first arm of a conditional expression in the operand jumps
        # over its else arm, or to the return itself: `(a or (b if c else
        # d)) if t else e`)
        ends = where(instrs, NO_FALLTHROUGH, ins.index + 1, min(st.end + 1, self.count))
        k = next((k for k in ends if not (fits(instrs[k], JUMP) and (k < instrs[k].target.index <= st.end or instrs[k].target.index == t))), None)
        return k if k is not None and fits(instrs[k], "RETURN_VALUE") else None

    def _threaded_past_arm(self, t, st):
        """Before 3.10: `(a or b) if c else d`: the operator's jump to the
        end of the conditional expression is threaded past the arm's jump
        over the else arm, which ends the block read (at `st.end`) and
        goes there too: the operand ends at that jump (its index), or
        None.  (`((d and x) if t else c) if a else b`: the other way
        round, the operator's jump goes to the outer arm's jump, or to
        the copy of the return it became, past which the inner arm's jump
        is threaded.)"""
        end = st.end
        if end < self.count and fits(self.instrs[end], JUMP) and self._same_exit(t, self.instrs[end].target.index):
            return end
        return None

    def _threaded_past_operator(self, ins, t, st):
        """Before 3.12: `(a and (d or y)) or c`: the inner operator's jump
        to the outer one that ends the operand read (at `st.end`), which
        jumps on the same truth, is threaded to where that one goes: the
        operand ends at that operator (its index), or None."""
        end = st.end
        if end < self.count and fits(self.instrs[end], ins.opname) and self.instrs[end].target.index == t:
            return end
        return None

    def _threaded_to_exit_copy(self, ins, t, st):
        """3.12: `((a and None) if c else g(a)) if a else b`: the code after
        the operator (up to its return) is copied behind every arm, and
        the operator's jump goes to the same code in another arm's copy.
        The operand ends where its own copy, ending the block read (at
        `st.end`) or right after it (an inner operator's: `a and (b or
        c)`), starts: its index, or None."""
        end = st.end
        if end < self.count and self._exit_copy_size(end, t):
            return end
        for p in range(max(ins.index + 1, end - _COPIED_EXIT_MAX), end):
            if p + self._exit_copy_size(p, t) == end:
                return p
        return None

    def _boolean_operand(self, ins, t, st):
        """The right operand of the boolean operator `ins`, whose
        short-circuit jump goes to `t`."""
        region = st.region
        sub = Region(t, None, region.loop, region.handler_depth, region.protected)
        try:
            with self.trial:
                stmts, out = self.block(ins.index + 1, t, sub, list(st.stack))
        except DecompilationError:
            # (a finally body's copy of the code after the operator ends in
            # a copy of its re-raise, read as a jump to the last one: no
            # block of its own; the shapes below read it)
            stmts, out = [], []
        if not stmts and len(out) == len(st.stack) + 1:
            return as_expr(self, out[-1], ins)
        right = self._conditional_before_copied_tail(ins.index + 1, t, stmts, out, st)
        if right is None:
            right = self._constant_before_copied_tail(ins, t, st)
        if right is None:
            right = self._returned_operand(t, stmts, out, st)
        if right is None:
            right = self._never_true_test_operand(ins.index + 1, t, st)
        if right is None:
            raise self.error("boolean operand is not an expression", ins)
        return right

    def _never_true_test_operand(self, start, t, st):
        """`x and (b if (None if c else 0) else y)` (3.10+): a test of two
        false constants goes to the else arm either way, the first arm
        dropped: `c`'s jump and the jump it falls into both go to `y`,
        which ends at `t`.  The operand, or None."""
        k = first_where(self.instrs, ANY_JUMP, start, t)
        if k is None or k + 1 >= t or not fits(self.instrs[k], COND_JUMP):
            return None
        jump, arm = self.instrs[k + 1], self.instrs[k].target.index
        if not (fits(jump, JUMP) and jump.target.index == arm == k + 2 and arm < t):
            # (the jump goes to the very next instruction: nothing left of
            # the first arm, no code only another jump could reach)
            return None
        value = self._operand_value(None, start, k, st)
        orelse = self._operand_value(None, arm, t, st) if value is not None else None
        if orelse is None:
            return None
        test, when = _segment_test(self, self.instrs[k], value)
        never = ast.IfExp(test=negate(test) if when else test, body=const(None), orelse=const(None))
        return ast.IfExp(test=never, body=const(None), orelse=orelse)

    def _returned_operand(self, t, stmts, out, st):
        """3.12+: `return x or (None if c else b)`: the return at `t` is
        copied behind every way the operand ends, so the operand reads as
        a return statement of its own (or one if per arm returning it, the
        last arm returned): its value, or None."""
        if not stmts or len(out) != len(st.stack):
            return None
        if t >= self.count or not fits(self.instrs[t], "RETURN_VALUE"):
            return None
        return returned_value(stmts)

    def _constant_before_copied_tail(self, ins, t, st):
        """`b or 1 or x` (3.10+), `d and (a if 1 else c)` (3.8+): the
        operand's value goes on with a jump to the end `t` that became a
        copy of its code (up to its return): the true constant's own test
        folded, `x` dropped; the first arm's jump past the else arm (3.8/
        3.9: the return alone, the dead else arm kept behind it). The
        operand: the constant followed by a dropped one (`1 or None`: the
        jump to the end needs it), or the arm under a true test; None when
        it is not that shape."""
        start = ins.index + 1
        found = self._copy_of_end_before(start, t)
        if found is None:
            return None
        copy, dead = found
        value = self._operand_value(ins, start, copy, st)
        if value is None:
            return None
        if dead < t:
            if self._tested_in_statement(st, ins.index):
                # (`b or ((d or c) if (a or 1) else b)`: the dead code is
                # the else arm of the conditional expression tested there)
                return None
            orelse = self._operand_value(None, dead, t, st)
            if orelse is None:
                return None
            return ast.IfExp(test=const(True), body=value, orelse=orelse)
        # (the reading goes on at `t`: the copy is never read)
        if not isinstance(value, ast.Constant):
            return ast.IfExp(test=const(True), body=value, orelse=const(None))
        # A true constant short-circuits an `or`, a false one an `and`
        # (`x or (None and y)`), whichever operator it is an operand of.
        return ast.BoolOp(op=ast.Or() if value.value else ast.And(), values=[value, const(None)])

    def _copy_of_end_before(self, start, t):
        """(where a copy of the code at `t` up to its return starts after
        `start`, where the code after it that nothing reaches starts (`t`
        when none)), or None."""
        for p in range(t - 1, start, -1):
            size = self._exit_copy_size(p, t)
            if not size:
                continue
            dead = p + size
            if dead == t:
                return p, t
            if self.version.KEEPS_UNREACHABLE_CODE and dead < t and not any(k in self.flow.jump_sources for k in range(dead, t)):
                return p, dead
        return None

    def _operand_value(self, ins, start, end, st):
        """The one value [start, end) pushes over the stack of `st` (no
        statement), or None."""
        region = st.region
        sub = Region(end, None, region.loop, region.handler_depth, region.protected)
        try:
            with self.trial:
                stmts, out = self.block(start, end, sub, list(st.stack))
        except DecompilationError:
            return None
        if stmts or len(out) != len(st.stack) + 1:
            return None
        return as_expr(self, out[-1], ins)

    def _conditional_before_copied_tail(self, start, t, stmts, out, st):
        """`return x or (a if c else b)`: the compiler copied the code at
        `t` (up to its return) into the conditional expression's first arm
        (in [start, t)),
        so the operand reads as `if c: <that copy, of a>` leaving `b` on the
        stack. The operand is `a if c else b` when the code at `t` reads with
        `a` as the copy did; None when it is not that shape."""
        size = next((n for n in (self._exit_copy_size(p, t) for p in range(t - 1, start, -1)) if n), 0)
        if not size or not stmts or len(out) != len(st.stack) + 1:
            return None
        # (`a if c else (b if d else e)`: one if per arm copying the code,
        # the last else arm left on the stack)
        value = as_expr(self, out[-1], None)
        for branch in reversed(stmts):
            if not isinstance(branch, ast.If) or branch.orelse:
                return None
            node = self._copied_tail_value(branch.body, t, t + size, st)
            if node is None:
                return None
            value = ast.IfExp(test=branch.test, body=node, orelse=value)
        return value

    def _copied_tail_value(self, body, t, end, st):
        """The value with which the code [t, end) reads as `body` does
        (the copy of that code behind an arm of a conditional
        expression), or None."""
        shown = [ast.dump(s) for s in body]
        region = st.region
        for node in ast.walk(ast.Module(body=body, type_ignores=[])):
            if not isinstance(node, ast.expr):
                continue
            try:
                with self.trial:
                    sub = Region(end, None, region.loop, region.handler_depth, region.protected)
                    again, _ = self.block(t, end, sub, list(st.stack) + [node])
            except DecompilationError:
                continue
            if [ast.dump(s) for s in again] == shown:
                return node
        return None

    op_JUMP_IF_FALSE_OR_POP = _or_pop(ast.And)
    op_JUMP_IF_TRUE_OR_POP = _or_pop(ast.Or)
    del _or_pop

    def _chained_compare_copied_tail(self, left, ins, cleanup, st):
        """3.12+: `(a < b < c, d)` where the code after the chain was copied
        behind the cleanup (`SWAP 2; POP_TOP`) instead of jumped to."""
        instrs = self.instrs
        if not match(instrs, cleanup, CHAIN_CLEANUP):
            return None
        residue = st.stack[-1]
        below = st.stack[:-1]
        trial = State(list(st.stack), st.region, ins.index + 1, cleanup)
        i = ins.index + 1
        while i < cleanup:
            step = instrs[i]
            if fits(step, COND_JUMP) or fits(step, _SEGMENT_STOPS):
                return None
            handler = self.handlers.get(step.opname)
            if handler is None:
                return None
            try:
                with self.trial:
                    nxt = handler(self, step, trial)
            except DecompilationError:
                return None
            if trial.stmts:
                return None
            i = i + 1 if nxt is None else nxt
            top = trial.stack[-1] if trial.stack else None
            if (
                len(trial.stack) == len(below) + 1
                and all(a is b for a, b in zip(trial.stack, below))
                and isinstance(top, ast.Compare)
                and top.left is residue
            ):
                size = cleanup - i
                copy = cleanup + 2
                if size > 0 and same_run(instrs, i, copy, size):
                    merged = ast.Compare(left=left.left, ops=left.ops + top.ops, comparators=left.comparators + top.comparators)
                    st.stack[:] = below + [merged]
                    if copy == st.end:
                        # The copied code is what follows this block (`x or
                        # a < b < c` returned): the value is complete here.
                        return st.end
                    self.skip[cleanup] = copy + size
                    return i
        return None

    def _chained_compare_copied_arms(self, left, ins, cleanup, st):
        """3.10+ `return a < b >= (x if t else y)`: the last link and the
        code after the chain, which leaves the function (its return, `z =
        ...; return z`), are copied into the conditional expression's first
        arm; read [ins + 1, cleanup) as those statements, the chain's value
        merged from them left on the stack for that code after the cleanup
        (read once there): where reading goes on, or None."""
        residue = st.stack[-1]
        sub = Region(cleanup, None, st.region.loop, st.region.handler_depth, st.region.protected)
        try:
            with self.trial:
                stmts, _ = self.block(ins.index + 1, cleanup, sub, list(st.stack))
        except DecompilationError:
            return None
        right = _copied_last_link(stmts, residue)
        if right is None:
            return None
        st.stack[-1] = ast.Compare(left=left.left, ops=left.ops + right.ops, comparators=left.comparators + right.comparators)
        return cleanup + 2

    def _chained_compare_value(self, left, ins, cleanup, end, st):
        sub = Region(cleanup - 1, None, st.region.loop, st.region.handler_depth, st.region.protected)
        stmts, out = self.block(ins.index + 1, cleanup - 1, sub, list(st.stack))
        if len(out) != len(st.stack):
            raise self.error("chained comparison not understood", ins)
        right = out[-1]
        if stmts:
            right = returned_comparison_arms(stmts, right, left.comparators[-1]) if fits(self.instrs[cleanup - 1], "RETURN_VALUE") else None
        if isinstance(right, ast.Compare) and right.left is left.comparators[-1]:
            merged = ast.Compare(left=left.left, ops=left.ops + right.ops, comparators=left.comparators + right.comparators)
        elif isinstance(right, ast.BoolOp):
            raise self.error("chained comparison not understood", ins)
        else:
            raise self.error("chained comparison not understood", ins)
        st.stack[:] = out[:-1] + [merged]
        return end

    # ------------------------------------------------------------ statements
    def op_JUMP(self, ins, st):
        region = st.region
        target = self.resolve(ins.target.index)
        last = ins.index == st.end - 1
        loop = region.loop
        if self._vanished_while_true(ins, st.end, region.follow, loop):
            self.emit(st, ast.While(test=const(True), body=[ast.Break()], orelse=[]), ins)
            return ins.index + 2
        resume = self._while_true_breaking_first(ins, st)
        if resume is not None:
            return resume
        if last and target == region.follow and not self._written_last_continue(ins, st):
            return None
        if loop is not None:
            if target == loop.continue_to:
                self.emit(st, ast.Continue(), ins)
                return None
            if target == loop.break_to or (self.version.COPIES_EXITS and self.copied_exit(target, loop.break_to)):
                # 3.10+ copies a short exit after the loop (`return x`, a
                # with's exit on the way) to each break.
                self.emit(st, ast.Break(), ins)
                return None
        if target == region.follow or (last and self.copied_exit(target, region.follow)):
            if not last and self._over_unreached(ins, st):
                # 3.8/3.9 keep code after a jump out that nothing reaches
                # (`else: break` then `return a` in a loop that never goes
                # round, read as an if): it is not the way on.
                return ins.target.index
            return None
        if self.skip.get(ins.index + 1) == ins.target.index and (ins.target.index < st.end or (last and region.follow == st.end)):
            # Over code read elsewhere (a handler), to right after it, where
            # the block goes on (or, ending the block, where it goes next).
            return None
        if ins.target.index == ins.index + 1 and ins.index + 1 not in self.skip:
            # Jumping to the next instruction is falling through (CPython
            # never emits one; generated code may, over a NOP, into a try)
            return None
        folded = self._constant_test_ternary(ins, st)
        if folded is not None:
            return folded
        if self._over_unreached(ins, st):
            # 3.8/3.9 keep an arm a constant test dropped, which nothing
            # reaches: the jump over it leaves the source nothing to say.
            return ins.target.index
        if last and self._both_return_none(target, region.follow):
            # 3.12+: the code after a with whose body returns, laid out
            # after the function, jumps to a copy of `return None` that took
            # the with's line, not that of the block's own way on.
            return None
        if last and st.end < self.count and fits(self.instrs[st.end], JUMP) and self.resolve(st.end) == target:
            # 3.10+: going where the jump after the block goes is falling
            # into it (`b or (a if 1 else a)` as a conditional
            # expression's first arm: the folded arm's jump over its
            # dropped else is threaded through the arm's own jump; the
            # value it jumps with is that folded arm's, spelt so)
            if len(st.stack) > st.base:
                value = as_expr(self, st.stack[-1], ins)
                st.stack[-1] = ast.IfExp(test=const(True), body=value, orelse=deepcopy(value))
            return None
        raise self.error("unstructured jump", ins)

    def _both_return_none(self, a, b):
        """Whether `a` and `b` both start `return None`: jumping to
        either does the same."""
        return b is not None and all(k + 1 < self.count and fits(self.instrs[k], "LOAD_CONST None") and fits(self.instrs[k + 1], "RETURN_VALUE") for k in (a, b))

    def _vanished_while_true(self, ins, end, follow, loop):
        """3.8/3.9: `while True: break` ending a block [.., end) that goes
        on at `follow` leaves its break, threaded there, then its jump
        back, which nothing reaches, threaded there too (the loop's head
        is the break). A `continue` before a loop's own jump back looks
        the same: not a loop's head."""
        nxt = ins.index + 1
        if not self.version.KEEPS_UNREACHABLE_CODE or not fits(ins, JUMP) or nxt + 1 != end or nxt in self.flow.jump_sources or follow is None:
            return False
        dead = self.instrs[nxt]
        target = self.resolve(ins.target.index)
        return (fits(dead, JUMP) and dead.target is ins.target and ins.target.index > nxt and target == self.resolve(follow)
                and (loop is None or target != loop.continue_to))

    def _while_true_breaking_first(self, ins, st):
        """3.8/3.9: `while True: break` then more of the body, dead code
        kept: the loop's head is the break's jump, and the body's jump
        back, threaded through it, goes past the loop too. The loop read
        and emitted: where reading goes on, or None."""
        start, end = ins.index + 1, ins.target.index
        back = end - 1
        if not (self.version.KEEPS_UNREACHABLE_CODE and len(st.stack) == st.base and start < back and end <= st.end):
            return None
        if not fits(self.instrs[back], JUMP) or self.instrs[back].target is not ins.target:
            return None
        sources = self.flow.jump_sources
        if any(not start <= j.index < end for k in range(start, end) for j in sources.get(k, ())):
            return None
        loop = LoopInfo(ins.index, ins.index, self.resolve(end))
        try:
            with self.trial:
                body = self._loop_body(start, back, ins.index, loop, st, list(st.stack))
        except DecompilationError:
            return None
        self.emit(st, ast.While(test=const(True), body=[ast.Break(), *body], orelse=[]), ins)
        return end

    def _over_unreached(self, ins, st):
        start, end = ins.index + 1, ins.target.index
        return (self.version.KEEPS_UNREACHABLE_CODE and len(st.stack) == st.base and start < end <= st.end
                and not any(k in self.flow.jump_sources for k in range(start, end)))

    def _constant_test_ternary(self, ins, st):
        """3.8/3.9: `a if 1 else b`: the constant test leaves no code, and
        the first arm's value jumps over the else arm, which nothing
        reaches (kept).  3.11+: `(d and (a if 1 else c)) if t else b`: the
        else arm is dropped, and the jump to the end of the expression,
        threaded to the end of the outer one, ends the block.  Where the
        reading goes on, or None."""
        start, merge = ins.index + 1, ins.target.index
        if merge > st.end and st.end < self.count and (self.resolve(st.end) == self.resolve(merge) or self._both_return(st.end, merge)):
            # (as the first arm of another conditional expression: the
            # jump threaded past that arm's own, see try_ternary)
            merge = st.end
        if start == merge == st.end and len(st.stack) > st.base:
            # (no dead arm left to read: the constant test's else arm is
            # gone, any value reads the same)
            body = as_expr(self, st.stack.pop(), ins)
            st.stack.append(ast.IfExp(test=const(True), body=body, orelse=const(None)))
            return merge
        if not (self.version.KEEPS_UNREACHABLE_CODE and len(st.stack) > st.base and start < merge <= st.end):
            return None
        if any(k in self.flow.jump_sources for k in range(start, merge)):
            return None
        region = st.region
        try:
            with self.trial:
                sub = Region(merge, None, region.loop, region.handler_depth, region.protected)
                stmts, out = self.block(start, merge, sub, list(st.stack[:-1]))
        except DecompilationError:
            return None
        if stmts or len(out) != len(st.stack):
            return None
        body = as_expr(self, st.stack.pop(), ins)
        st.stack.append(ast.IfExp(test=const(True), body=body, orelse=as_expr(self, out[-1], None)))
        return merge

    def returned_dead_arm(self, ins, st):
        """3.8/3.9: `return (a if 1 else b)`: the first arm's jump past
        the else arm became the return, and the else arm, which nothing
        reaches, is kept behind it with a return of its own.  (the else
        arm's value, where the reading goes on), or None."""
        start = ins.index + 1
        if not (self.version.KEEPS_UNREACHABLE_CODE and start < st.end) or start in self.flow.jump_sources:
            return None
        if self._tested_in_statement(st, ins.index):
            # (the arm is one of a conditional expression's read there)
            return None
        returns = where(self.instrs, "RETURN_VALUE", start, st.end)
        if not returns or any(k in self.flow.jump_sources for k in range(start, returns[0] + 1)):
            return None
        end = returns[0]
        if end == self.count - 1 == start + 1 and self.instrs[start].argval is None and fits(self.instrs[start], "LOAD_CONST"):
            # (the `return None` the compiler adds when the last statement
            # does not return, after a try or if whose branches all do)
            return None
        region = st.region
        try:
            with self.trial:
                sub = Region(end, None, region.loop, region.handler_depth, region.protected)
                stmts, out = self.block(start, end, sub, list(st.stack))
        except DecompilationError:
            return None
        if stmts or len(out) != len(st.stack) + 1:
            return None
        return as_expr(self, out[-1], None), end + 1

    def _tested_in_statement(self, st, end):
        """Whether the statement read up to `end` holds a conditional
        jump, or one from elsewhere jumps into it: dead code after it may
        be the else arm of a conditional expression read there. (A jump
        to its first instruction from an earlier statement of the block
        read, an if or a loop before it ending there, is no arm's; from
        before the block, it may be: the block is an arm.)"""
        return bool(where(self.instrs, COND_JUMP, st.stmt_start, end)) or any(
            fits(j, COND_JUMP) and not (k == st.stmt_start and st.start <= j.index < k)
            for k in range(st.stmt_start, end + 1) for j in self.flow.jump_sources.get(k, ()))

    def _written_last_continue(self, ins, st):
        """3.8/3.9: a `continue` ending a loop's body is a jump back right
        before the loop's own, which no code reaches (kept, not removed);
        3.11+: a jump back with a line none of its ways in has."""
        loop = st.region.loop
        closing = self.instrs[st.end] if st.end < self.count else None
        # (3.10: one no jump reaches; the loop's own closing jump back
        # takes the line of its one way in, or keeps the loop's line where
        # several ways join there)
        fallen_into = ins.index not in self.flow.jump_sources
        if loop is not None and self.resolve(ins.target.index) == loop.continue_to and self._own_line_jump(ins, st.start, self.version.LOOP_JUMP_BACK_TAKES_LINE_OF_WAY_IN and fallen_into):
            return True  # (3.10+: a line of its own)
        return (self.version.KEEPS_UNREACHABLE_CODE and loop is not None and closing is not None
                and closing.target is ins.target
                and self.resolve(ins.target.index) == loop.continue_to
                and st.end not in self.flow.jump_sources)

    def _loop_exit_machinery(self, start, exit_):
        """Whether [start, exit_) only leaves a bottom-tested loop.

        A chained comparison's bottom test ends in `JUMP exit` (or a copy of
        the exit block, 3.12+) and its cleanup `POP_TOP`.
        """
        instrs = self.instrs
        k = start
        target = self.resolve(exit_)
        while k < exit_:
            g = instrs[k]
            if fits(g, "POP_TOP") or (fits(g, JUMP) and self.resolve(g.target.index) == target):
                k += 1
                continue
            if fits(g, JUMP) and g.target.index == k + 1 and self._same_block(k + 1, target):
                # 3.12: the way out of a bottom test moved in with an async
                # for's exit from past the block: its jump back to the
                # `return None` after the loop, which took the line of the
                # body's last jump back, laid out before it.
                k = self._terminal_end(k + 1)
                continue
            size = self._exit_copy_size(k, exit_)
            if not size:
                return False
            k += size
        return True

    def _behind_cleanup(self, cleanup, false_to):
        """Length of what a chained comparison's cleanup goes on with to
        reach `false_to`: a jump there, a copy of the code there, or 0."""
        back = self.instrs[cleanup + 1]
        if fits(back, JUMP) and back.target.index == false_to:
            return 1
        return self._exit_copy_size(cleanup + 1, false_to)

    def _exit_copy_size(self, copy, original):
        """Length of the terminal block at `copy` that repeats the one at `original`."""
        instrs = self.instrs
        # (the first instructions compared before the lines: ternary scans
        # try every pair of places)
        if not same(instrs[copy], instrs[original]) or not self._copy_lines(copy, original):
            return 0
        for m in range(_COPIED_EXIT_MAX):
            a, b = copy + m, original + m
            if a < self.count and self._reraise_copy_of(a, b):
                return m + 1
            if a >= self.count or b >= self.count or not same(instrs[a], instrs[b]):
                return 0
            if fits(instrs[a], LEAVES):
                return m + 1 if not self.version.COLD_CODE_AT_END or self.compiler_may_copy(copy, a + 1) else 0
        return 0

    def _reraise_copy_of(self, a, b):
        """Whether `a` is a finally body's copy of its final re-raise, read
        as a jump to it (try_finally.inner_exits), and `b` that re-raise:
        the two end a copied exit block alike."""
        return a in self.facts.fin_jumps and self.instrs[a].target.index == b

    def _same_exit(self, a, b):
        """Whether control at `a` and at `b` goes the same way (one place, or
        copies of one exit block). (None: nowhere known, the same only as
        None.)"""
        if a is None or b is None:
            return a is b
        a, b = self.resolve(a), self.resolve(b)
        return a == b or self._exit_copy_size(a, b) > 0

    def copied_exit(self, copy, original):
        """Whether `copy` starts a copy of the exit block at `original`.

        3.11+ copies short blocks that end the function (`return None`) to
        each jump that reaches them; the copies are skipped when read.
        3.10 copies a finally body ending the function (however long) to
        each way out of its try body: `a and b` jumping to two such copies
        is one condition.
        """
        if copy is None or original is None or copy == original or copy >= self.count or original >= self.count:
            return False
        instrs = self.instrs
        if not self._copy_lines(copy, original):
            return False
        for k in range(_COPIED_EXIT_MAX):
            a = copy + k
            b = original + k
            if a >= self.count or b >= self.count or not same(instrs[a], instrs[b]):
                return False
            if fits(instrs[a], LEAVES):
                if copy > original:
                    self.skip[copy] = a + 1
                return True
        return False

    def compiler_may_copy(self, start, end):
        """Whether the exit block [start, end) may be the compiler's copy
        of another (3.11+ copies an exit block of at most four
        instructions, or one without a line of its own that takes the line
        of the code reaching it), never one that calls a with's __exit__:
        else the code written there (a return through a finally body's
        copy, in a clause) ends that way itself."""
        instrs = self.instrs
        if any(fits(x, "WITH_EXIT") for x in instrs[start:end]):
            return False
        return self.short_enough_to_copy(start, end) or self.inherits_line(start)

    def short_enough_to_copy(self, start, end):
        """Whether the exit block [start, end) is short enough for the
        compiler to copy it whatever its lines (3.10+: at most four
        instructions)."""
        # (normalisation splits some instructions in two: one offset each)
        return len({x.offset for x in self.instrs[start:end]}) <= _MAX_COPY_SIZE

    def _copy_lines(self, copy, original):
        """Whether the block at `copy` can be a copy of the one at `original`
        by their lines: a copy keeps the line, but for the implicit `return
        None`, whose copies each take the line of the code reaching them."""
        line = self.instrs[copy].lineno
        return line == self.instrs[original].lineno or (self.inherits_line(copy) and self.inherits_line(original))

    def conditional_jumps(self, start=0):
        """The indices from `start` on of the instructions that were
        conditional jumps when the code was read, in order (a reader may
        since have made one a plain jump: test each).  (Asked at every
        forward branch: a scan of the instructions after it each time was
        quadratic in big functions.)"""
        found = self._conditional_jumps
        if found is None:
            found = self._conditional_jumps = where(self.instrs, COND_JUMP)
        return found[bisect.bisect_left(found, start):]

    def return_none_lines(self):
        """The line of each `return None` in the code (copies included)."""
        lines = self._return_none_lines
        if lines is None:
            instrs = self.instrs
            lines = self._return_none_lines = [
                instrs[k].lineno for k in where(instrs, "RETURN_VALUE", 1) if fits(instrs[k - 1], "LOAD_CONST None")
            ]
        return lines

    @property
    def lineless(self):
        """3.10: indices of instructions without a line (the reader gives
        them the line before): 3.10 copies a block that starts with one, and
        ends the function, to each jump that reaches it (its first
        instruction keeps no line when the jump has none)."""
        found = self._lineless
        if found is None:
            found = self._lineless = set()
            if self.version.LINELESS_COPIES:
                none = [(a, b) for a, b, line in self.code.co_lines() if line is None]
                if none:
                    for ins in self.instrs:
                        if any(a <= ins.offset < b for a, b in none):
                            found.add(ins.index)
        return found

    def inherits_line(self, k):
        """Whether the block at `k` has the line of an instruction leading to
        it: the implicit `return None` has none and takes that one's (each
        copy of it that of its jump)."""
        sources = self.flow.jump_sources
        line = self.instrs[k].lineno
        if k in self.lineless:
            return True
        if not line:
            return True
        if k > 0 and not fits(self.instrs[k - 1], NO_FALLTHROUGH) and self.instrs[k - 1].lineno == line:
            return True
        # (a loop: a generator left early is closed by an exception thrown into it)
        for ins in sources.get(k, ()):
            if ins.lineno == line:
                return True
        return False

    # ----------------------------------------------------------------- loops
    def op_FOR_ITER(self, ins, st):
        # A loop whose body never reaches its end has no jump back.
        return self.for_loop(ins.index, st)

    def loop_at(self, head, st, tail):
        ins = self.instrs[head]
        if fits(ins, "FOR_ITER"):
            return self.for_loop(head, st)
        if self._continues_to_top_test(head, tail):
            # (also where that `continue` lies in a clause laid out past
            # the block: the loop, tested at its bottom, ends inside it)
            return None  # the conditional at the test's end starts the loop
        if tail >= st.end:
            # 3.12+ `while True:` going round only through a clause of a try
            # statement whose handlers lie after the block: it ends where
            # that statement's body finishes (`break` after it).
            ends = self.past_handler(head, tail, st.end) if self.version.COLD_CODE_AT_END and fits(self.instrs[tail], JUMP) else None
            if ends is None or ends > st.end:
                if not self._tail_reached_by_handlers(head, tail, st.end):
                    raise self.error("loop runs past its block", ins)
                return self.while_loop(head, tail, st, past=True)
        return self.while_loop(head, tail, st)

    def inner_loop_tail(self, head, end, loop):
        """The tail of a loop nested at the very start of `loop`'s body, or
        None. A jump back to the body's start is no `continue` of a
        bottom-tested `while` (that goes to the test), so it closes a loop
        inside, which shares the head."""
        instrs = self.instrs
        inner = [k for k in where(instrs, JUMP, head, end) if instrs[k].target.index == head]
        if loop.continue_to != head:
            # (`while c: continue` first in a bottom-tested loop's body: its
            # test jumps back to the shared head when true, 3.12+)
            inner += [k for k in where(instrs, COND_JUMP, head, end) if instrs[k].target.index == head]
        if loop.continue_to != head and self.version.COLD_CODE_AT_END:
            # (or from a clause of a try statement in the body, laid out
            # after the loop: `while True: try ... except: continue`)
            inner += [k for k in self.moved_handler_code(head, end) if fits(instrs[k], JUMP) and instrs[k].target.index == head]
        if loop.continue_to == head:
            behind = self._loop_behind_line_nop(head, end)
            if behind is not None or not self.version.JUMPS_KEEP_LINES:
                return behind
            # `while True:` right inside `while True:`: both go back to the
            # body's start, the outer loop's `continue` too. 3.11+ gives a
            # loop's closing jump the `while` line, between the outer
            # `while` and the body's first; a `continue` comes after that,
            # a jump from the handlers of a try before the loop (to the
            # code after it) before the outer `while`.
            line = instrs[head].lineno
            outer = instrs[self.loop_tails.get(head, head)].lineno
            if not line or not outer:
                return None
            inner = [k for k in inner if instrs[k].lineno and outer < instrs[k].lineno < line]
        return max(inner) if inner else None

    def _loop_behind_line_nop(self, head, end):
        """3.10+: `while True:` first in a `while True:` body. Only the inner
        loop's line NOP lay between the two heads (normalising dropped it),
        but each jump still says where it went: past that NOP, the inner
        loop's head; to it, the outer's (its `continue` and its end)."""
        outer = self.loop_tails.get(head)
        mark = self.instrs[outer].jump_offset if outer is not None else None
        if mark is None:
            return None
        inner = [
            k for k in range(head, end)
            if fits(self.instrs[k], JUMP) and self.instrs[k].target.index == head
            and self.instrs[k].jump_offset is not None and self.instrs[k].jump_offset > mark
        ]
        return max(inner) if inner else None

    def _tail_reached_by_handlers(self, head, tail, end, first=None):
        """3.12+: whether the jump back at `tail`, past the block ending at
        `end`, lies in code only handlers reach (laid out after them: a
        with's swallow path, an except clause, going on to a `continue`):
        every way there, walked back, starts at the handler of a statement
        that starts in [head, end), none in the block's own code (a loop's
        else laid out there, the jump after it going to the code after the
        loop, is no loop). `first`: where those statements may start
        (`head` by default)."""
        instrs = self.instrs
        if not self.version.COLD_CODE_AT_END or not fits(instrs[tail], JUMP) or instrs[tail].target.index != head:
            return False
        first = head if first is None else first
        entries = {h for starts in (self.try_starts, self.with_starts) for k, handlers in starts.items() if first <= k < end for h in handlers}
        sources = self.flow.jump_sources
        seen = set()
        todo = [tail]
        while todo:
            k = todo.pop()
            if k in seen or k in entries:
                continue
            seen.add(k)
            ways = [x.index for x in sources.get(k, [])]
            if not fits(instrs[k - 1], NO_FALLTHROUGH):
                ways.append(k - 1)
            if k < end or not ways:
                return False
            todo.extend(ways)
        return True

    def _continues_to_top_test(self, head, tail):
        """3.12+: `continue` in a bottom-tested `while` jumps back to the
        test's first copy at `head`, the loop proper starting after it."""
        instrs = self.instrs
        for k in range(head + 1, tail + 1):
            inner = self.loop_tails.get(k)
            if inner is None or not fits(instrs[inner], COND_JUMP) or self._loop_test_at(head, k, inner + 1) is None:
                continue
            # (the `continue` in the body, before the bottom test; or in an
            # except clause of a try statement in the body, laid out after
            # the loop: not of one around the loop, whose clause goes round
            # a loop around it)
            if inner > tail or self._tail_reached_by_handlers(head, tail, inner + 1, first=k):
                return True
        return False

    def _loop_body(self, start, end, follow, loop, st, stack):
        region = Region(end, follow, loop, st.region.handler_depth, st.region.protected)
        body, out = self.block(start, end, region, stack)
        return body

    def _break_target(self, start, end, exit_):
        """Where `break` jumps: a target beyond the loop's natural exit."""
        best = None
        cold = self.swallow_tail_jumps(start, end) if self.version.COLD_CODE_AT_END else []
        for k in where(self.instrs, JUMP, start, end) + cold:
            ins = self.instrs[k]
            if ins.target.index > exit_:
                if self.version.COPIES_EXITS and self._exit_copy_size(ins.target.index, exit_):
                    continue  # a break to a copy of the exit block (op_JUMP)
                if best is None or ins.target.index > best:
                    best = ins.target.index
        return best

    def _threaded_break(self, start, end, exit_, st):
        """The end of a loop's else that ends the enclosing block, whose
        breaks jump there and were threaded on backwards (to the head of
        the loop around it; 3.10 and 3.11 keep such a jump forward)."""
        follow = st.region.follow
        if follow is None or follow >= start or self.resolve(exit_) == follow:
            return None
        for k in range(start, end):
            ins = self.instrs[k]
            if fits(ins, JUMP) and ins.target.index < start and self.resolve(ins.target.index) == follow:
                return st.end
        return None

    def _loop_else(self, start, end, exit_, st):
        """(else_end or None) for a loop whose breaks skip an else block."""
        brk = self._break_target(start, end, exit_)
        if brk is None:
            brk = self._threaded_break(start, end, exit_, st)
        if brk is not None and brk > st.end and exit_ < st.end and self.resolve(brk) == self.follow_of(st.end, st.region) != self.resolve(exit_):
            # The else ends the enclosing block: breaks jump where that
            # block goes (threaded through its closing jump).
            return st.end
        if brk is not None and brk > st.end and exit_ < st.end:
            # The else is followed by a jump (`break` of a loop around),
            # through which the breaks were threaded: the last such jump.
            target = self.resolve(brk)
            for p in range(st.end - 1, exit_, -1):
                if fits(self.instrs[p], JUMP) and self.resolve(p) == target:
                    return p
        if brk is None or brk > st.end:
            return None
        if self.resolve(brk) == self.resolve(exit_):
            return None
        return brk

    def for_loop(self, head, st):
        ins = self.instrs[head]
        iterator = st.stack[-1] if st.stack else None
        is_async = ins.argval == "async"  # bytecode/asyncfor.py
        if isinstance(iterator, ast.Name) and iterator.id == ".0":
            iterator = st.stack[-1] = IterValue(iterator, is_async)
        if not isinstance(iterator, IterValue):
            raise self.error("FOR_ITER without an iterator", ins)
        if iterator.is_async != is_async:
            raise self.error("async for over a sync iterator (or the reverse)", ins)
        exit_ = ins.target.index
        body_end = exit_
        back = exit_ - 1
        while self.version.FINALLY_RERAISE_COPIES_IN_LOOPS and back > head and fits(self.instrs[back], "RERAISE"):
            # 3.10 in a finally body: copies of its closing RERAISE (jumped
            # to from before the loop) between the jump back and the exit.
            back -= 1
        if back > head and fits(self.instrs[back], JUMP) and self.instrs[back].target.index == head:
            body_end = back
        elif is_async and exit_ > st.end and self.follow_of(st.end, st.region) == self.resolve(exit_) and not self.flow.jump_sources.get(head):
            # A loop that never goes round ending the block, its exit the
            # block's way on (an `async for`'s END_ASYNC_FOR laid out after it).
            body_end = exit_ = st.end
        else_end = self._loop_else(head + 1, body_end, exit_, st)
        trailing_break = else_end is None and self._else_then_break(head + 1, body_end, exit_, st)
        if trailing_break:
            else_end = st.end
        loop_end = else_end if else_end is not None else exit_
        after = self.follow_of(loop_end, st.region) if loop_end >= st.end else self.resolve(loop_end)
        if trailing_break:
            after = st.region.loop.break_to
        loop = LoopInfo(head, head, after)
        if else_end is None and self.version.LOOP_EXIT_COPIED_INTO_BREAKS and exit_ <= st.end:
            loop.orphan = None  # open: see orphan_break
        while True:
            holder = Unpacking(1, None, None)
            holder.value = LOOP_TARGET
            stack = list(st.stack) + [Slot(holder, 0)]
            body = self._loop_body(head + 1, body_end, head, loop, st, stack)
            if not loop.orphan:
                break
            orelse = self._orphan_else(exit_, st)
            if orelse is not None:
                break
            loop.orphan = False  # read the copies as the returns they look like
        if holder.missing:
            raise self.error("loop target not stored", ins)
        if body_end == back and self._written_closing_continue(back) and not (body and isinstance(body[-1], LEAVING)) and not _falls_from_pass(body):
            # Reached only by falling into it (or by the exit of a loop
            # ending that branch), the `continue` ends the innermost branch
            # laid out last (`if c: yield x; continue`, the other way round
            # having its own copy of the jump back).
            jumped = any(not fits(x, "FOR_ITER") for x in self.flow.jump_sources.get(back, ()))
            (body if jumped else _falling_end(body)).append(ast.Continue())
        tail = []
        if loop.orphan:
            a, b = loop.orphan
            r = st.region
            tail, _ = self.block(a, b, Region(b, None, r.loop, r.handler_depth, r.protected), list(st.stack[:-1]))
            loop_end = st.end
        else:
            orelse = []
            if else_end is not None:
                orelse = self._loop_body(exit_, else_end, self.follow_of(else_end, st.region), st.region.loop, st, list(st.stack[:-1]))
        st.stack.pop()
        kind = ast.AsyncFor if iterator.is_async else ast.For
        if trailing_break and (not orelse or not isinstance(orelse[-1], LEAVING)):
            orelse.append(ast.Continue())
        node = kind(target=holder.elts[0], iter=iterator.iterable, body=body or [ast.Pass()], orelse=orelse, type_comment=None)
        self.emit(st, node, ins)
        for stmt in tail:
            self.emit(st, stmt)
        if trailing_break:
            self.emit(st, ast.Break(), ins)
        return loop_end

    def _written_closing_continue(self, back):
        """Whether the jump back at `back` closing a for loop's body is a
        written `continue`: a line none of its ways in has (3.10:
        LOOP_JUMP_BACK_TAKES_LINE_OF_WAY_IN; 3.11+: JUMPS_KEEP_LINES, the
        loop's own jump back copied into each way in with its line)."""
        instrs = self.instrs
        jump = instrs[back]
        if not (self.version.LOOP_JUMP_BACK_TAKES_LINE_OF_WAY_IN or self.version.JUMPS_KEEP_LINES) or not jump.lineno:
            return False
        if instrs[back - 1].lineno == jump.lineno or back in self.tries_ending_loops:
            # (a jump back with no line of its own takes the one before it,
            # or the `pass` of a `try: pass` ending the body)
            return False
        before = instrs[back - 1] if not fits(instrs[back - 1], NO_FALLTHROUGH) else None
        preds = self.flow.jump_sources.get(back, []) + ([before] if before is not None else [])
        return bool(preds) and all(p.lineno != jump.lineno for p in preds)

    def _else_then_break(self, start, end, exit_, st):
        """3.10+: `for ...: (break) else: ...; continue` then `break`, ending
        a loop's body: that break falls into the loop's exit, where the
        for's breaks jump; the else's end is the loop's jump back."""
        loop = st.region.loop
        if not self.version.COPIES_EXITS or loop is None or not exit_ < st.end < self.count:
            return False
        brk = self._break_target(start, end, exit_)
        if brk is None or brk <= st.end or self.resolve(brk) != loop.break_to:
            return False
        back = self.instrs[st.end]
        return fits(back, JUMP) and back.target.index < st.end and self.resolve(back.target.index) == self.resolve(loop.continue_to)

    def orphan_break(self, ins, st):
        """3.12+: `break` out of a for loop whose else never finishes: the
        code after the loop (a short exit) is reached only through the
        breaks, so the compiler copied it into each and dropped the
        original. The iterator is popped before that code runs, where a
        `return` in the loop pops it after computing the value."""
        loop = st.region.loop
        instrs = self.instrs
        if loop is None or loop.orphan is False or fits(instrs[ins.index - 1], "SWAP"):
            return None  # (a return value swapped under the iterators)
        a = ins.index + 1
        k = a
        while k < self.count and instrs[k].target is None and not fits(instrs[k], NO_FALLTHROUGH):
            k += 1
        if k >= self.count or not fits(instrs[k], "RETURN_VALUE") or all(fits(instrs[x], "LOAD_CONST") for x in range(a, k)):
            return None
        if any(fits(instrs[x], "POP_EXCEPT|WITH_EXIT|POP_BLOCK") for x in range(a, k)):
            return None  # it leaves more statements than the loop: not the code right after it
        if any(x.target is not None and a < x.target.index <= k for x in instrs):
            return None
        if loop.orphan is not None:
            c, d = loop.orphan
            if d - c != k + 1 - a or not same_run(instrs, c, a, d - c):
                return None
        else:
            loop.orphan = (a, k + 1)
        self.emit(st, ast.Break(), ins)
        return k + 1

    def _orphan_else(self, exit_, st):
        """The else [exit_, st.end) of a for loop whose breaks hold the only
        copy of the code after it; None where that else may finish."""
        r = st.region
        follow = r.follow
        try:
            with self.trial:
                orelse, _ = self.block(exit_, st.end, Region(st.end, follow, r.loop, r.handler_depth, r.protected), list(st.stack[:-1]))
        except DecompilationError:
            return None
        if orelse and isinstance(orelse[-1], LEAVING):
            return orelse
        if r.loop is not None and follow is not None and follow == r.loop.continue_to:
            return orelse + [ast.Continue()]
        return None

    def while_loop(self, head, tail, st, past=False):
        """The `while` loop from `head` to its last jump back at `tail`:
        where reading goes on. `past`: that jump lies past the block
        (`_tail_reached_by_handlers`); the test must say where the loop
        ends in it."""
        ins = self.instrs[head]
        exit_ = tail + 1
        scanned = self.scan_segment(head, st.region, st.stack)
        # One more value: the test; two: a chained comparison's middle operand too.
        if scanned is not None and len(scanned[0]) - len(st.stack) in (1, 2):
            stack, j = scanned
            graph = self._graph_while(self.instrs[j], stack, head, exit_, st)
            if graph is not None:
                return self._emit_while(graph[0], head, graph[1], tail, exit_, head, st, ins)
            trial = State(list(stack), st.region, head, st.end)
            trial.base = len(st.stack)
            ternary = self._any_ternary(self.instrs[j], trial)
            if ternary is not None and self.resolve(ternary[3]) == self.resolve(exit_):
                # `while (a if t else b):`
                return self._emit_while(ternary[0], head, ternary[2], tail, exit_, head, st, ins)
            trial = State(list(stack), st.region, head, st.end)
            segs, fall = self.collect_chain(self.instrs[j], trial)
            self._chain_fall = fall
            starts = {s.start for s in segs[1:]}
            exits = {s.target for s in segs} - starts
            exits.discard(fall)
            if len(exits) == 1:
                false_to = exits.pop()
                if false_to == head and fall == exit_:
                    # `while c: continue`: the test alone, its jump out and
                    # the jump back folded into one jump back.
                    test = self.recover(segs, 0, len(segs), head, exit_)
                    if test is not None:
                        return self._emit_while(test, head, tail, tail, exit_, head, st, ins)
                if (
                    false_to == exit_
                    or (false_to > exit_ and self.resolve(false_to) == self.follow_of(exit_, st.region))
                    # (3.12+: a loop ending the body of a loop around, the
                    # test's exit threaded back to that loop's head)
                    or (exit_ == st.region.end and false_to < head and self.resolve(false_to) == st.region.follow)
                    # Before 3.10 an exit that is a jump back (to the loop
                    # around) took the test's jump with it.
                    or (not self.version.COPIES_EXITS and self.resolve(exit_) == false_to)
                ):
                    test = self.recover(segs, 0, len(segs), fall, false_to)
                    if test is not None:
                        return self._emit_while(test, head, fall, tail, exit_, head, st, ins)
                if (exit_ < false_to or past or self._tail_past_returning_body(head, tail, false_to)) and false_to <= st.end and fits(self.instrs[false_to - 1], "RETURN_VALUE|RAISE_VARARGS|RERAISE"):
                    # A body that ends in return (or in a try statement
                    # whose handler re-raises, the way on a `continue`
                    # through its finally body) has no jump back (nor a
                    # bottom test) at its end: the last one is a `continue`
                    # inside it. (3.12+: one laid out past the block, after
                    # the handlers of a statement in the body: its
                    # clauses' or swallow path's way on.)
                    test = self.recover(segs, 0, len(segs), fall, false_to)
                    if test is not None:
                        return self._emit_while(test, head, fall, false_to, false_to, head, st, ins)
                # A jump back to the head after the test's exit belongs to
                # a `while True:` whose body starts with this loop.
                if false_to > fall and false_to <= st.end and tail < false_to:
                    last = self.instrs[false_to - 1]
                    if fits(last, COND_JUMP) and last.target.index == fall:
                        test = self.recover(segs, 0, len(segs), fall, false_to)
                        if test is not None:
                            return self.while_loop_bottom_tested(test, segs, fall, false_to, st, ins, top=head)
        if past:
            ends = self._endless_loop_end(head, st)
            if ends is None:
                raise self.error("loop runs past its block", ins)
            return self._while_true(head, tail, st, ins, ends)
        return self._while_true(head, tail, st, ins)

    def _tail_past_returning_body(self, head, tail, false_to):
        """3.12+: the loop's last jump back lies past where its test exits
        to, in code only handlers of statements in the body reach (an
        except clause's `continue`): the body ends before the exit, in a
        return, and the jump back is no end of it."""
        # (Only a clause's own `continue`, the clause falling into it: one
        # after the statement, jumped to past a finally body's copy, is code
        # after the statement, which the try reader ends the body at.)
        return (tail > false_to > head and not self.flow.jump_sources.get(tail)
                and self._tail_reached_by_handlers(head, tail, false_to))

    def _graph_while(self, first, stack, head, exit_, st):
        """Before 3.10: `while (a if t else b) or c:` (a conditional
        expression's jump over its else arm among the tests): (test, body
        start) read from the graph of the tests, when they leave to the
        loop's exit; or None."""
        if self.version.COPIES_EXITS:
            return None
        before = dict(self.skip)
        trial = State(list(stack), st.region, head, st.end)
        trial.base = len(st.stack)
        graph = self._graph_condition(first, trial)
        if graph is not None and self.resolve(graph[3]) == self.resolve(exit_):
            return graph[0], graph[2]
        self.skip.clear()
        self.skip.update(before)
        return None

    def _while_true(self, head, tail, st, ins, ends=None):
        """`while True:` (or a loop whose test was folded away) from `head`
        to its last jump back at `tail`: where reading goes on. `ends`:
        where the loop ends when that jump lies past the block."""
        exit_ = tail + 1
        body_end = tail
        closing_break = None
        if ends is not None:
            body_end = exit_ = ends
            self.skip[tail] = tail + 1  # (going round: falling off the body)
        elif not fits(self.instrs[tail], JUMP):
            body_end = exit_ = self._open_loop_end(head, tail, st)
            if exit_ is None:
                body_end = exit_ = closing_break = self._continue_then_falls_off(head, tail, st)
            if exit_ is None:
                raise self.error("loop ends in a conditional jump that is not its test", self.instrs[tail])
        else:
            exit_ = self.past_handler(head, tail, st.end) or exit_
            # (Past an enclosing loop's exit block laid out here.)
            exit_ = self.facts.exits_inside.get(exit_, exit_)
            if self.version.CLAUSE_CONTINUE_ENDS_WHILE_TRUE:
                ends = self.clause_continue_end(head, tail, st.end, self.follow_of(st.end, st.region))
                if ends is not None:
                    body_end = exit_ = ends
            if self.try_runs_past(head, tail):
                # The jump back is a `continue` inside a try statement whose
                # body goes on after it: the loop goes on there too, to a
                # `break` that compiled to nothing. Where the code after the
                # statement ends the block with a return or raise, the loop
                # holds all of it; where it falls off the block's end, all
                # of it and the `break` (to where the block goes).
                ends = self.rest_ends_block(head, tail + 1, st.end)
                if ends is None:
                    ends = closing_break = self.rest_ends_block(head, tail + 1, st.end, falls=True)
                if ends is None:
                    raise self.error("loop whose last jump back is inside a try statement not understood", self.instrs[tail])
                body_end = exit_ = ends
        # Before 3.10 the else of `while True:` is still compiled, dead, and
        # its breaks jump past it.
        else_end = None if self.version.COPIES_EXITS else self._loop_else(head, body_end, exit_, st)
        loop_end = else_end if else_end is not None else exit_
        after = self.follow_of(loop_end, st.region) if loop_end >= st.end else self.resolve(loop_end)
        loop = LoopInfo(head, head, self.handler_break(head, exit_) or after)
        body = self._loop_body(head, body_end, head, loop, st, list(st.stack))
        ends_in_break = head in self.facts.loops_ending_in_break and body  # (clause_continue_end)
        if (ends_in_break or closing_break is not None) and not (body and isinstance(body[-1], LEAVING)):
            # The body runs on to the end of the block, where the loop's
            # `break` went.
            body.append(ast.Break())
        orelse = []
        if else_end is not None:
            orelse = self._loop_body(exit_, else_end, self.follow_of(else_end, st.region), st.region.loop, st, list(st.stack))
        test = const(True)
        if not self.version.COPIES_EXITS and else_end is None and body and getattr(body[0], "_jumps_out", False):
            # Before 3.10 `if not c: break` jumps on `not c` over the
            # break's own jump; a first test jumping straight out is the
            # loop's (one the chain reader could not read: `while (a if
            # t else b) in c:`).
            test = jump_test(negate(body.pop(0).test))
        self.emit(st, ast.While(test=test, body=body or [ast.Pass()], orelse=orelse), ins)
        tail = self.facts.loop_exit_tails.pop(head, None)
        if tail is not None:
            # 3.10: the code after a loop left only by breaks from except
            # clauses exists only as their copies (exceptions_blocks, table/).
            if self.past_skipped(loop_end, st.end) < st.end:
                # (3.12+ lays the handlers of the loop's statements out
                # after it: they are no code that follows.)
                raise self.error("loop exit copied while code follows the loop", ins)
            stmts, _ = self.block(tail[0], tail[1], Region(tail[1], None, st.region.loop, st.region.handler_depth, True), list(st.stack))
            for stmt in stmts:
                self.emit(st, stmt)
        return loop_end

    def _endless_loop_end(self, head, st):
        """3.12+ `while True:` going round only through code laid out past
        the block (after the handlers of a statement in it): without
        breaks it runs to the end of the block, which it does not fall
        into (nor jump to: a break). None where it does, or where a jump
        might be a break: an unconditional one landing after code that
        does not fall through. (A with statement whose `return` goes
        through a finally body's copy falls into it.)"""
        instrs = self.instrs
        if not fits(instrs[st.end - 1], NO_FALLTHROUGH):
            return None
        for ins in instrs[head:st.end]:
            if ins.target is None or not head < ins.target.index <= st.end:
                continue
            if ins.target.index == st.end or fits(ins, JUMP) and fits(instrs[ins.target.index - 1], NO_FALLTHROUGH):
                return None
        return st.end

    def _no_exit_copy(self, head, ins):
        if self.facts.loop_exit_tails.pop(head, None) is not None:
            raise self.error("loop exit kept only as copies in a loop with a test", ins)

    def _continue_then_falls_off(self, head, tail, st):
        """3.12+ `while True:` closed by a folded `if c: continue`: where
        the loop ends with a `break` after it, compiled to nothing, or
        None. At the end of the block (a try body's, whose normal exit
        leaves the loop: the try statement read around the loop) the way
        on falls off the block, where the break goes; in a try statement
        begun at the head (`while True: try: ... if c: continue ...` /
        `except E: ...` / `break`), where its body falls out."""
        if not _ends_in_own_jump(self.instrs[tail]):
            return None
        if tail + 1 == st.end:
            return st.end
        return self.try_body_falls_out(head, tail, st.end)

    def _open_loop_end(self, head, tail, st):
        """3.12+ `while True:` whose body never reaches its end, closed by a
        folded `if c: continue`: without breaks it runs to the end of the
        block. None where a jump might be a break: an unconditional one
        landing after code that does not fall through."""
        instrs = self.instrs
        if not _ends_in_own_jump(instrs[tail]):
            return None
        last = instrs[st.end - 1]
        if st.end == tail + 1 or not (fits(last, LEAVES) or fits(last, JUMP) and last.target.index == head):
            # The code after the folded test falls off the block's end (a
            # try body's, whose normal exit leaves the loop): the loop's
            # body does reach its end, and that is no way round.
            return None
        for k in range(head, st.end):
            ins = instrs[k]
            if ins.target is None or not tail < ins.target.index < st.end:
                continue
            if fits(ins, JUMP) and fits(instrs[ins.target.index - 1], NO_FALLTHROUGH):
                return None
        return st.end

    def _emit_while(self, test, head, body_start, tail, exit_, continue_to, st, ins):
        else_end = self._loop_else(body_start, tail, exit_, st)
        loop_end = else_end if else_end is not None else exit_
        after = self.follow_of(loop_end, st.region) if loop_end >= st.end else self.resolve(loop_end)
        loop = LoopInfo(head, continue_to, after)
        body = self._loop_body(body_start, tail, continue_to, loop, st, list(st.stack))
        self._no_exit_copy(head, ins)
        if self.version.COPIES_EXITS and not (body and isinstance(body[-1], LEAVING)):
            # 3.10+ tests again at the bottom of a body that can end: the
            # jump back to the test at the top is a written `continue`
            # (the whole body, when nothing else is left).
            self._continue_target(body, head).append(ast.Continue())
        orelse = []
        if else_end is not None:
            orelse = self._loop_body(exit_, else_end, self.follow_of(else_end, st.region), st.region.loop, st, list(st.stack))
        self.emit(st, ast.While(test=test, body=body or [ast.Pass()], orelse=orelse), ins)
        return loop_end

    def _continue_target(self, body, head):
        """The statements the `continue` that the loop's last jump back to
        `head` spells ends: the loop's body, or (the handlers laid out
        inline, 3.10/3.11) the body of the try/finally ending it when the
        jump follows that statement's normal copy of the finally body
        straight away; a `continue` after the statement jumps there over
        the handler."""
        last = body[-1] if body else None
        tail = self.loop_tails.get(head)
        if (
            tail is None
            or self.version.COLD_CODE_AT_END
            or not isinstance(last, ast.Try)
            or not last.finalbody
            or last.handlers
            or (last.body and isinstance(last.body[-1], LEAVING))
            or fits(self.instrs[tail - 1], NO_FALLTHROUGH)
        ):
            return body
        return last.body

    def while_loop_bottom_tested(self, test, segs, body_start, exit_, st, ins, top=None, test_end=None, moved_bottom=None):
        """3.10+: `while c: body` is `c; if not c goto exit; body; if c goto body`.

        `test_end` is where the bottom test ends when 3.12+ copied the code
        after the loop between it and `exit_`; `moved_bottom` where the
        bottom test is when it lies past the exit (the body ends at it).
        """
        if top is None:
            top = st.stmt_start
        if moved_bottom is not None:
            # A body falling into the exit (a with whose body breaks, the
            # exit call compiled before the loop's exit) leaves the loop
            # there: the bottom test lies past the handlers.
            falls = not fits(self.instrs[exit_ - 1], NO_FALLTHROUGH)
            return self._emit_bottom_tested(test, body_start, exit_, moved_bottom, exit_, top, st, ins, closing_break=falls)
        instrs = self.instrs
        end_of_test = test_end if test_end is not None else exit_
        bottom = end_of_test - (body_start - top)
        prefix = 0
        while top + prefix < body_start and not fits(instrs[top + prefix], COND_JUMP):
            prefix += 1
        prefix = max(prefix, 1)
        found = self._graph_bottom(test, top, body_start, end_of_test, exit_, st) if getattr(test, "_graph", False) else None
        if found is not None:
            bottom = found
        elif bottom < body_start or not same_run(instrs, bottom, top, prefix, same_shifted):
            # The bottom copy of a chained comparison is shaped differently:
            # find it by the instructions before the first test's jump,
            # preferring the place with as many tests after it as the top
            # has (those instructions may come again inside the test:
            # `while b or (g(a) and c < b < d)`).
            starts = [b for b in range(end_of_test - prefix, body_start - 1, -1) if same_run(instrs, b, top, prefix, same_shifted)]
            if not starts:
                raise self.error("loop test not found at the loop bottom", ins)
            tests = len(where(instrs, COND_JUMP, top, body_start))
            bottom = next((b for b in starts if len(where(instrs, COND_JUMP, b, end_of_test)) == tests), starts[0])
        if test_end is not None and test_end < exit_:
            self.skip[test_end] = exit_
        return self._emit_bottom_tested(test, body_start, bottom, bottom, exit_, top, st, ins)

    def _emit_bottom_tested(self, test, body_start, body_end, bottom, exit_, top, st, ins, closing_break=False):
        else_end = self._loop_else(body_start, body_end, exit_, st)
        loop_end = else_end if else_end is not None else exit_
        after = self.follow_of(loop_end, st.region) if loop_end >= st.end else self.resolve(loop_end)
        loop = LoopInfo(body_start, top, after)
        body = self._loop_body(body_start, body_end, bottom, loop, st, list(st.stack))
        if closing_break:
            _close_with_break(body)
        self._no_exit_copy(body_start, ins)
        orelse = []
        if else_end is not None:
            orelse = self._loop_body(exit_, else_end, self.follow_of(else_end, st.region), st.region.loop, st, list(st.stack))
        self.emit(st, ast.While(test=test, body=body or [ast.Pass()], orelse=orelse), ins)
        return loop_end


# The short-circuit jumps of `and` / `or` in a value context.
_OR_POP = Idiom("boolean operator", "JUMP_IF_FALSE_OR_POP|JUMP_IF_TRUE_OR_POP")


def _close_with_break(stmts):
    """Put the `break` of a loop body falling into the loop's exit where
    the body's main line ends: in the last with statement's body (its exit
    call comes before the exit; its swallow path goes on to the bottom
    test), the last try statement's else or body (its clauses go there)."""
    while stmts and isinstance(stmts[-1], (ast.With, ast.AsyncWith, ast.Try)):
        last = stmts[-1]
        stmts = last.orelse if isinstance(last, ast.Try) and last.orelse else last.body
    if stmts and isinstance(stmts[-1], LEAVING):
        return
    if len(stmts) == 1 and isinstance(stmts[0], ast.Pass):
        stmts.pop()
    stmts.append(ast.Break())


def _falls_from_pass(stmts):
    """Whether a `pass` (its NOP dropped, its line handed to the next
    instruction) may fall straight into what follows `stmts`: a jump back
    on its line is then not a written `continue`. (A then-branch followed
    by an else leaves through a jump of its own, which takes the line.)"""
    if not stmts:
        return True
    last = stmts[-1]
    if isinstance(last, ast.Pass):
        return True
    if isinstance(last, ast.If):
        return _falls_from_pass(last.orelse or last.body)
    if isinstance(last, ast.Try) and last.finalbody:
        return _falls_from_pass(last.finalbody)
    return False

def _falling_end(stmts):
    """The statement list, innermost, whose end falls into what follows
    `stmts`: through the ifs ending it, their else (laid out last) or body."""
    while stmts and isinstance(stmts[-1], ast.If):
        stmts = stmts[-1].orelse or stmts[-1].body
    return stmts

# The last instruction of a branch that falls into the code after it.
_FALLS_ON = Idiom("falls on", "POP_JUMP_IF_FALSE|POP_JUMP_IF_TRUE|POP_JUMP_IF_NONE|POP_JUMP_IF_NOT_NONE|POP_TOP")

# The conditional jumps that test for None (the others test truth).
_NONE_TEST = Idiom("none test", "POP_JUMP_IF_NONE|POP_JUMP_IF_NOT_NONE")

_SEGMENT_STOPS = Idiom("end of a condition segment", Op(
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
_SCAN_STOPS = Idiom("end of a segment scan", Op(COND_JUMP.names | _SEGMENT_STOPS.names))

# What ends a straight run of code (`_terminal_size`): a way out, a jump, or
# the end of a condition segment; one test per instruction, then which.
_STRAIGHT_END = Idiom("end of straight code", Op(LEAVES.names | ANY_JUMP.names | _SEGMENT_STOPS.names))


def _evaluated_first(test):
    """Ids of the nodes `test` evaluates before anything else, below the
    test itself: the left operand of a comparison, of a binary operation,
    the first operand of `and`/`or`, and so on down."""
    out = set()
    node = test
    while True:
        if isinstance(node, ast.Compare):
            node = node.left
        elif isinstance(node, ast.BinOp):
            node = node.left
        elif isinstance(node, ast.BoolOp):
            node = node.values[0]
        elif isinstance(node, ast.UnaryOp):
            node = node.operand
        else:
            return out
        out.add(id(node))


def _folded_constant_operand(seg, fall, true_to, false_to):
    """`t or 1`: the constant's test folded away, `t` jumps when true
    where it falls, the way the constant goes; or None.  (Not `t and 0`:
    a conditional expression's test whose first arm the compiler dropped,
    `(x if (t and 0) else y)`, is read where the else arm is.)"""
    if not seg.jump_when or seg.target != fall or fall != true_to:
        return None
    return boolop(ast.Or, seg.test, const(True))


def _copied_last_link(stmts, residue):
    """The last link `residue OP (x if t else y)` of a chained comparison
    from the code after it (leaving the function) copied into the first
    arm: `if t: <code reading residue OP x>` then the same code reading
    `residue OP y` (or that code with the conditional expression read
    back already); or None."""
    if stmts and isinstance(stmts[-1], LEAVING) and not isinstance(stmts[0], ast.If):
        found = [n for stmt in stmts for n in ast.walk(stmt) if isinstance(n, ast.Compare) and n.left is residue]
        if len(found) == 1 and len(found[0].ops) == 1 and isinstance(found[0].comparators[0], ast.IfExp):
            return found[0]
        return None
    if len(stmts) < 2 or not isinstance(stmts[0], ast.If) or stmts[0].orelse:
        return None
    first, second = stmts[0].body, stmts[1:]
    if not (first and isinstance(first[-1], LEAVING) and isinstance(second[-1], LEAVING)):
        return None
    links = [[n for stmt in part for n in ast.walk(stmt) if isinstance(n, ast.Compare) and n.left is residue] for part in (first, second)]
    if len(links[0]) != 1 or len(links[1]) != 1:
        return None
    a, b = links[0][0], links[1][0]
    if len(a.ops) != 1 or len(b.ops) != 1 or type(a.ops[0]) is not type(b.ops[0]):
        return None
    x, y = a.comparators[0], b.comparators[0]
    # (the code around the link alike in both: compared with one stand-in)
    a.comparators[0] = b.comparators[0] = residue
    alike = same_tree(first, second)
    a.comparators[0], b.comparators[0] = x, y
    if not alike:
        return None
    return ast.Compare(left=residue, ops=a.ops, comparators=[ast.IfExp(test=stmts[0].test, body=x, orelse=y)])


def _copies(segs):
    """Segments whose aims a later candidate of the chain cannot move."""
    return [Segment(s.test, s.jump_when, s.target, s.start, s.jump, s.copy) for s in segs]


def _ends_in_own_jump(jump):
    """A 3.12+ backward conditional folded from a jump on a line of its
    own: the body of its `if` is that `continue`; no later test joins it
    (a jump the condition itself threads there keeps its line)."""
    line = jump.folded_line
    return line is not None and line != jump.lineno


def _returns_copied_constant(instrs, k, version):
    ret = instrs[k]
    return (
        version.RETURN_CONST_OPCODE
        and fits(ret, "RETURN_VALUE")
        and not ret.fused
        and k > 0
        and fits(instrs[k - 1], "LOAD_CONST")
    )


def _same_return(a, b):
    return isinstance(a, ast.Return) and isinstance(b, ast.Return) and same_tree(a, b)


# Farthest a loop's bottom test read as a graph may start before its end.
_GRAPH_BOTTOM_MAX = 160

# Longest exit block read as a copy of another (a copied finally body).
_COPIED_EXIT_MAX = 64

# Most instructions of an exit block with a line the compiler copies to
# each jump reaching it (CPython's MAX_COPY_SIZE).
_MAX_COPY_SIZE = 4

# Longest exit block the compiler copies to the end of a with body.
_SHORT_EXIT_MAX = 8


def _positions(opnames, name, start, end):
    """The indices in [start, end) whose opname is `name`, in order (found
    by `list.index`: most functions have few of them past `start`)."""
    k = start - 1
    while True:
        try:
            k = opnames.index(name, k + 1, end)
        except ValueError:
            return
        yield k


def _jumped_over_jump(items):
    """Whether a jump among a condition's `items` is one that the test
    before it jumps over when true and only that test falls into: the
    test of a false constant ending an `or` (`t or None`), folded to a
    jump to the false exit."""
    return any(
        cur.test is None and prev.test is not None and prev.jump_when and prev.target == cur.start + 1
        for prev, cur in zip(items, items[1:])
    )


def tail_into_else(stmts):
    """Make the statement list that ends in `return` end in a compound
    statement: what follows the last if/try that can take an else goes
    there. Both spellings compile alike but for code after the return that
    3.8/3.9 keep only behind a compound statement (the function's implicit
    `return None`, an enclosing else's jump)."""
    for k in range(len(stmts) - 2, -1, -1):
        orelse = _free_else(stmts[k])
        if orelse is not None:
            orelse.extend(stmts[k + 1 :])
            del stmts[k + 1 :]
            return


def _free_else(stmt):
    """The empty `else` list of `stmt` that statements after it may move
    into without changing the bytecode, or None."""
    if isinstance(stmt, ast.If):
        if not (stmt.body and isinstance(stmt.body[-1], ast.Return)):
            return None
        if not stmt.orelse:
            return stmt.orelse
        if len(stmt.orelse) == 1:  # elif
            return _free_else(stmt.orelse[0])
        return None
    if isinstance(stmt, ast.Try):
        if stmt.orelse or stmt.finalbody or not stmt.handlers:
            return None
        if all(h.body and isinstance(h.body[-1], ast.Return) for h in stmt.handlers):
            return stmt.orelse
    return None


def _as_assert(node):
    """`if not c: raise AssertionError(msg)` from an assert statement."""
    if node.orelse or len(node.body) != 1:
        return None
    only = node.body[0]
    if isinstance(only, ast.Assert) and isinstance(only.test, ast.Constant) and only.test.value is False:
        return ast.Assert(test=negate(node.test), msg=only.msg)
    if not isinstance(only, ast.Raise):
        return None
    raise_ = node.body[0]
    exc = raise_.exc
    if raise_.cause is not None or exc is None:
        return None
    msg = None
    if isinstance(exc, ast.Call) and len(exc.args) == 1 and not exc.keywords:
        if isinstance(exc.args[0], ast.Starred):
            return None  # `raise AssertionError(*args)` has no assert spelling
        msg = exc.args[0]
        exc = exc.func
    if not (isinstance(exc, ast.Name) and getattr(exc, "_assertion", False)):
        return None
    return ast.Assert(test=negate(node.test), msg=msg)


def _ends_in_true_arm(test):
    """Whether the last operand of `test` is a conditional expression
    whose else arm is the constant `True` (which the compiler left as no
    code): `a or (b if t else True)`."""
    while isinstance(test, ast.BoolOp):
        test = test.values[-1]
    return isinstance(test, ast.IfExp) and isinstance(test.orelse, ast.Constant) and test.orelse.value is True
