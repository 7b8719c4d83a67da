"""Boolean chains: the conditional jumps of a compound condition read back
into one boolean expression.

`recover` rebuilds the expression from the members' jump targets; the
chain's members are collected by `collect_chain` as the conditional jumps
are met, with the conditional expressions and chained comparisons that may
stand among them.
"""

import ast

from ..bytecode.idioms import COND_JUMP, JUMP, LOADS_NONE, NO_FALLTHROUGH, Idiom, Op, first_jump_or, fits, same_run, where
from ..errors import DecompilationError
from .copy_limits import COPIED_EXIT_MAX
from .jump_tests import jump_test, negate
from .expressions import LITERAL_CLASSES
from .nodes import LOAD, NULL, const
from .segments import SCAN_STOPS, Segment, boolop, copies, ends_in_own_jump, segment_test
from .state import NoStatements, State, StatementInValue


class ConditionChainOps:
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
            if folded is None and not seg.jump_when and seg.target == fall in (true_to, false_to) and (
                hi < len(segs) and segs[hi].jump.lineno == seg.jump.lineno or hi == len(segs) and seg.jump.target.index != fall
            ):
                # `a or (None if d else None) or c`: the test jumps when
                # false where it falls, the next operand (on its line: not
                # the next statement's test after `if c and None:`), a
                # constant's way either way (when true: `b or 1` above).
                # Ending the chain (3.10/3.12 `if c or (0 if a else 0):`):
                # both arms' jumps to the false exit became copies of it,
                # one where the test falls, the other where it jumps (read
                # as one exit, _merge_copied_exits); a test written so
                # jumps to the place it reads as going to.
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
            # `left or right`: the left part leaves to the true exit or
            # falls on; `left and right`: to the false exit or falls on
            for op, left_true, left_false in ((ast.Or, true_to, split), (ast.And, split, false_to)):
                if exits <= {left_true, left_false}:
                    left = self.recover(segs, lo, k, left_true, left_false)
                    if left is not None:
                        right = self.recover(segs, k, hi, true_to, false_to)
                        if right is not None:
                            return boolop(op, left, right)
        return None

    def _constant_arm_of_copy(self, segs, lo, hi, true_to, false_to):
        """3.10, 3.12+: `assert (b if t else 1)` ending a function: t's false
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
        # (where the constant's jump became a copy of the exit whatever
        # its line: 3.10, 3.12+; 3.11 keeps that jump, and lays out `if t:
        # assert b` so, the if's false way copied right after the raise)
        if not self.version.SHORT_EXITS_COPIED_ONTO_JUMPS or first.jump_when or first.test is None:
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

    def _two_ways_of_one_test(self, segs, target, fall_through):
        """Whether one test of `segs` jumps to `target` and falls into
        `fall_through` right after it, both a written value's exit (not
        `return None`) on the test's own line: the source's own two
        statements (`return (a if a else a)`'s arms), not one copied (a
        copy onto a `break` after a test has the line of the exit, not
        the test's: break_continue.py::case_never_round)."""
        if fall_through >= self.count or LOADS_NONE.fits(self.instrs[fall_through]):
            return False
        line = self.instrs[fall_through].lineno
        return any(s.jump is not None and fits(s.jump, COND_JUMP) and s.jump.target is not None
                   and s.jump.index + 1 == fall_through and s.jump.target.index == target
                   and s.jump.lineno == line == self.instrs[target].lineno for s in segs)

    def _merge_copied_exits(self, segs, fall):
        """Aim jumps at copies of an exit block (3.11+) at the original."""
        targets = sorted({s.target for s in segs} | {fall})
        held = self.skip.get(fall)
        held_before = set(self.skip)
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
                # (the cheap tests first: the search over the tests asks
                # nothing and changes nothing, copied_exit marks a skip)
                if original in alias or original in arms or self._two_ways_of_one_test(segs, t, original):
                    continue
                if ((self.copied_exit(t, original) or self._read_as_one_exit(t, original))
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
            self._read_copies_of_body(segs, fall, alias, held_before)

    def _read_copies_of_body(self, segs, fall, alias, held_before):
        """A later copy of the body's first block that the code before it
        falls into is read there, not passed over as a copy: 3.10 copies
        a final return into an arm that jumped to it and sends a test's
        jump to the written one, which the other arm falls into (`if a:`
        / `if g(): pass` / `else: g(1)` / `return d` reads `if not a or
        g(): return d` / `g(1)` / `return d`; passed over, the `g(1)` arm
        returned None). (A copy of the false exit the body falls into is
        where the body joins the code after the if: passed over.)"""
        last = segs[-1]
        if last.test is None:
            return
        body = last.target if last.jump_when else fall
        for copy, original in alias.items():
            if (original == body and copy > original and copy not in held_before and copy in self.skip
                    and not fits(self.instrs[copy - 1], NO_FALLTHROUGH)):
                del self.skip[copy]

    def _read_as_one_exit(self, copy, original):
        """Whether the copies at `copy` and `original` of an except
        clause's end (`POP_EXCEPT; return None`) both read as the jump to
        that end already (TryExcept.inner_exit_copies: one skipped up to
        its jump there, the one right before it skipped into it), or one
        of them is that end: a
        condition's three false ways, `if (d if c else (c and a)):` ending
        the clause, each to its own copy, are one exit."""
        skip = self.skip
        if copy not in skip and original not in skip or not self._copy_lines(copy, original):
            # (a `return` written in the clause, on a line of its own, is
            # no copy of its end, though it reads as that jump too)
            return False
        return self._skipped_to(copy) == self._skipped_to(original)

    def _skipped_to(self, at):
        """Where reading code at `at` goes on: past what it skips."""
        return self.resolve(self.skip[at]) if at in self.skip else at

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

    def scan_segment(self, start, region, stack, held=0, stop=None):
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
        operand's, not a test of the condition.  `stop`:
        `first_jump_or(instrs, SCAN_STOPS, start, region.end)`: the first
        jump or stop, found already.
        """
        key = (start, id(region), held, *map(id, stack))
        mark = (self.steps, self._temps, len(self.skip))
        kept = self._scans.get(key)
        if kept is not None and kept[0] == mark:
            found = kept[1]
            return None if found is None else (list(found[0]), found[1])
        end = region.end
        if stop is None:
            stop = first_jump_or(self.instrs, SCAN_STOPS, start, end)
        if stop == end or self.instrs[stop].target is None:
            # The code runs straight to a way out (a return, a raise) or
            # another stop that is no test, or to the region's end, with
            # no jump of any kind before (none a handler could read on
            # past: a conditional expression's, an inlined comprehension's
            # loop, a boolean operator's): no test, found without reading
            # the values (the scan would read the way out's value to
            # throw it away; straight code reads no block, names no
            # temporary, skips nothing).
            scanned = None
        else:
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
        loop_tails = self.loop_tails
        handlers = _scan_handlers(self.handlers)
        loads, name_loads, null_pushes = self.plain_loads(self.handlers)
        while i < end:
            ins = instrs[i]
            opname = ins.opname
            if opname in loads and (i not in loop_tails or i == start):
                # (a plain load, read in place as `Lifter.block` reads it,
                # without its handler's call: about half the instructions
                # scanned; no line mark, as its handler makes none)
                if opname in name_loads:
                    local.append(ast.Name(ins.argval, LOAD))
                    i += 1
                    continue
                if opname in null_pushes:
                    local.append(NULL)
                    i += 1
                    continue
                if ins.argval.__class__ in LITERAL_CLASSES:
                    local.append(ast.Constant(ins.argval, None))
                    i += 1
                    continue
            handler = handlers.get(opname)
            if handler is _SCAN_END:
                return None
            if handler is _SCAN_TEST:
                if st.stmts:
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
        handlers = _scan_handlers(self.handlers)
        try:
            for k in range(ins.index + 1, else_arm - 1):
                handler = handlers.get(instrs[k].opname)
                if handler is None or handler is _SCAN_END or handler is _SCAN_TEST or handler(self, instrs[k], local) is not None:
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
        test, when = segment_test(self, first, self.pop(st, first))
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
        best = (copies(segs), pos)
        skips = dict(self.skip)
        while True:
            if pos in self.loop_tails:
                # A `while` test right after `if c:` is the loop's own; from
                # 3.10 a loop's body (its test at the bottom) starts there.
                break
            if statement and ends_in_own_jump(segs[-1].jump):
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
            elif statement and not self._jump_over_empty_else(candidate, fall, st.region):
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
                best = (copies(candidate), fall)
                skips = dict(self.skip)
            elif not any(e > fall for e in exits) or len(candidate) > 64:
                # No later segment can absorb the extra exits.
                break
            segs = candidate
            pos = fall
        self.skip.clear()
        self.skip.update(skips)
        return best

    def _chain_step(self, pos, region, base, scanned=None):
        """The next test of a condition, read from `pos` over the values
        `base`: (segment, where it falls), or None.  (`scanned`: the scan
        of `pos` over `base`, when made already.)"""
        if scanned is None:
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
            test, when = segment_test(self, jump, trial_stack.pop())
            trial = [Segment(test, when, jump.target.index, pos, jump)]
            nxt = self._merge_chained_compare(trial, j + 1, region, trial_stack[:-1] + [trial_stack[-1]], residue=trial_stack[-1])
            if nxt is None:
                return None
            return trial[0], nxt
        test, when = segment_test(self, jump, stack[-1])
        return Segment(test, when, jump.target.index, pos, jump), j + 1

    def _jump_over_empty_else(self, segs, fall, region):
        """Before 3.10: whether the jump at `fall` is an if body's jump over
        an `else: pass`, threaded through the jump right after it, which a
        test of `segs` jumps to, to the same place outside any loop: the
        tests jumping there straight are then an enclosing if's, whose
        false way went to that else and was threaded (`if a or (b and c):
        if a and b: pass / else: pass` then `elif`), not this if's true
        ways threaded through its body's jump."""
        instrs = self.instrs
        if fall + 1 >= self.count or not fits(instrs[fall], JUMP) or not fits(instrs[fall + 1], JUMP):
            return False
        landing = instrs[fall].target.index
        if instrs[fall + 1].target.index != landing or fall in self.flow.jump_sources or region.loop is not None:
            return False
        return any(s.target == fall + 1 for s in segs) and any(s.target == landing for s in segs)

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
            link, when = segment_test(self, jump, stack[-1])
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
            and not self._written_jump_behind_cleanup(when, over, cleanup)
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

    def _written_jump_behind_cleanup(self, when, over, cleanup):
        """Before 3.10, `if a < b < c: continue`: the last link jumps back
        when false, the cleanup jumps back too (to where the if goes on),
        and the `continue` after it, which the jump over the cleanup was
        threaded through, is a jump back nothing reaches (kept).  Not `if
        not a < b < c: continue`, whose last link jumps back when true and
        whose cleanup falls into the `continue`."""
        body = cleanup + 2
        return (not when and not self.version.COPIES_EXITS and body < self.count
                and fits(self.instrs[body], JUMP) and body not in self.flow.jump_sources
                and self.resolve(body) == self.resolve(over.target.index))

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
            test, when = segment_test(self, jump, stack[-1])
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

    def no_ternary_among(self, tests, st):
        """Whether none of the conditional jumps of `tests` (segments) can
        be the test of a conditional expression `_ternary_parts` reads:
        its first arm must end (`_first_arm_end`, nothing changed by
        asking) where the arm's own chain of tests ends, its last test
        right before, or be empty, ending right after the test."""
        instrs = self.instrs
        for seg in tests:
            at = seg.jump.index
            ends = self._first_arm_end(at, seg.jump.target.index, st)
            if ends is not None and (ends[0] == at + 1 or fits(instrs[ends[0] - 1], COND_JUMP)):
                return False
        return True

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
        test, when = segment_test(self, ins, st.stack[-1])
        st.stack.pop()
        cond = negate(test) if when else test
        node = ast.IfExp(test=cond, body=a, orelse=b)
        return node, [Segment(cond, False, else_arm, -1, ins)] + first + second, body, false_to

    def _first_arm_end(self, i, else_arm, st):
        """(end of a ternary condition's first arm, start of the body it
        goes into), or None.  The arm ends in a jump over the else arm, or
        (3.11+) in a copy of the body, a short exit block."""
        instrs = self.instrs
        if not fits(instrs[else_arm - 1], NO_FALLTHROUGH):
            # (the code before the else arm falls into it: no jump over
            # it, no exit copy, no chained comparison's cleanup; most tests)
            return None
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
        # (the tests from the flow index's list, not a scan of the window)
        for test in self.conditional_jumps(max(i + 1, end - COPIED_EXIT_MAX - 1), end - 1):
            if not fits(instrs[test], COND_JUMP):
                continue
            if returns is None:
                returns = where(instrs, "RETURN_VALUE", else_arm + 1, st.end + COPIED_EXIT_MAX)
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
        # The cleanup is a place a test of the arm jumps forward to: the
        # places tried are the targets of the conditional jumps after `i`
        # (a few), not every POP_TOP before the else arm (a scan of up to
        # COPIED_EXIT_MAX instructions for each if with an else); the
        # nearest that is a cleanup.
        lo, hi = max(i + 1, else_arm - COPIED_EXIT_MAX - 2) + 1, else_arm - 1
        found = else_arm
        for j in self.conditional_jumps(i + 1, hi - 1):
            c = instrs[j].target.index
            if not (j < c and lo <= c < hi and (found == else_arm or c > found)) or not fits(instrs[j], COND_JUMP):
                continue
            # (the arm ends in its jump over the else arm, or in a copy of
            # the body: an exit)
            before = instrs[c - 1]
            if fits(instrs[c], "POP_TOP") and fits(before, NO_FALLTHROUGH) and not (fits(before, JUMP) and before.target.index <= else_arm):
                found = c
        return found

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
        test, when = segment_test(self, ins, st.stack[-1])
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


def _chain_link(stack):
    """Whether the top of `stack` is a link of a chained comparison, its
    last operand kept under it for the next link."""
    top = stack[-1]
    return isinstance(top, ast.Compare) and top.comparators[-1] is stack[-2]


def _chain_exits(segs, fall):
    """Where the chain's jumps, and its fall, leave it to."""
    starts = {s.start for s in segs[1:]}
    return ({s.target for s in segs} - starts) | {fall}



# In a scan's table of handlers: the opnames of the segment's own test, and
# those of code no segment holds.
_SCAN_TEST = object()
_SCAN_END = object()

# A table of handlers (Lifter.handlers, one per lifter class) -> (it, its
# scan's table): opname -> handler, or _SCAN_TEST / _SCAN_END where the scan
# stops.  (One lookup an instruction scanned, not a test of its kind first:
# a call of `fits` per instruction was a tenth of a scan.)
_SCAN_TABLES = {}


def _scan_handlers(handlers):
    """The scan's table of `handlers` (see _SCAN_TABLES)."""
    kept = _SCAN_TABLES.get(id(handlers))
    if kept is None or kept[0] is not handlers:
        table = dict(handlers)
        table.update(dict.fromkeys(SCAN_STOPS.names, _SCAN_END))
        table.update(dict.fromkeys(COND_JUMP.names, _SCAN_TEST))
        kept = _SCAN_TABLES[id(handlers)] = (handlers, table)
    return kept[1]


def _folded_constant_operand(seg, fall, true_to, false_to):
    """`t or 1`: the constant's test folded away, `t` jumps when true
    where it falls, the way the constant goes; or None.  (Not `t and 0`:
    a conditional expression's test whose first arm the compiler dropped,
    `(x if (t and 0) else y)`, is read where the else arm is.)"""
    if not seg.jump_when or seg.target != fall or fall != true_to:
        return None
    return boolop(ast.Or, seg.test, const(True))
