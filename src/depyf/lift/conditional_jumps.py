"""The conditional jump: which condition it ends and where its arms go.

A chain whose tests hold a conditional expression with threaded arm jumps
is read from the graph of its tests (`condition_graph`); the result goes to
`branch` (branches.py), which decides what statement it is.
"""

import ast
from types import CodeType

from ..bytecode.idioms import (
    ANY_JUMP,
    COND_JUMP,
    JUMP,
    LEAVES,
    LOADS_NONE,
    NO_FALLTHROUGH,
    Idiom,
    Op,
    fits,
    first_jump_or,
    first_where,
    match,
    same_run,
    same_shifted,
    where,
)
from ..errors import DecompilationError
from .condition_graph import GRAPH_MAX, GRAPH_MAX_FILTER, ConditionGraph
from .copy_limits import COPIED_EXIT_MAX
from .jump_tests import jump_test, negate
from .segments import SCAN_STOPS, SEGMENT_STOPS, Segment, boolop, copies, ends_in_own_jump, segment_test


class ConditionalJumpOps:
    def _conditional(self, ins, st):
        first = self._first_step_scan(ins, st)
        if first is not None and first[0] is None and first[1]:
            # The lone test before a statement: the graph reads nothing
            # after it, the conditional expression's tries find no arm,
            # the chain is that test (collect_chain, from kept scans).
            st.stack.pop()
            segs, fall = [Segment(first[2], first[3], ins.target.index, -1, ins)], ins.index + 1
            before = None  # (one test: always one condition)
        else:
            read = self._graph_or_ternary(ins, st, first)
            if read is not None:
                return read
            before = self.skip.copy()
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
            if before is not None and any(fall <= k < false_to and before.get(k) != v for k, v in self.skip.items()):
                # (the longer chain's reader marked exit copies skipped for
                # its own reading: in the prefix's body they are its code,
                # which would go unread)
                raise self.error("cannot rebuild condition", ins)
        return self.branch(test, segs, fall, false_to, st, ins)

    def _graph_or_ternary(self, ins, st, first):
        """The if read from the graph of its condition, or as a condition
        that is a conditional expression: where reading goes on, or None.
        `first`: _first_step_scan's answer."""
        tests = []
        if first is None:
            graph = self._graph_condition(ins, st)
        elif first[0] is None:
            # (the graph's first step finds no test: it reads nothing more)
            graph = None
        else:
            mark = (self.steps, self._temps, len(self.skip))
            graph = self._graph_condition(ins, st, first[0], tests if first[1] else None)
            if mark != (self.steps, self._temps, len(self.skip)):
                tests = []
        if graph is not None:
            test, segs, fall, false_to, taken = graph
            del st.stack[-taken:]
            return self.branch(test, segs, fall, false_to, st, ins)
        if tests and self.no_ternary_among(tests, st):
            # The conditional expression's tries find nothing, and change
            # nothing: they read the tests the graph read, each after the
            # one before, by the same scans (kept, the first step's too:
            # nothing changed since), up to where no test follows.
            return None
        return self._ternary_condition(ins, st)

    def _first_step_scan(self, ins, st):
        """The scan of the code after the test at `ins` that the graph of
        its condition takes first (its own test being no chained
        comparison's link, nothing but a test or a statement possibly
        coming next): (the scan, whether it left the reading's state as
        it was, the test, whether the jump is taken when it holds), or
        None where the graph's first step is no such scan.  A scan
        finding no test (the statement after an `if`'s lone test) makes
        the graph read nothing; left clean, it is kept (scan_segment),
        and the conditional expression's tries, whose first arm would
        start with it (or with a jump), find nothing either."""
        if len(st.stack) <= st.base:
            return None
        value = st.stack[-1]
        if not isinstance(value, ast.AST) or value.__class__ is ast.Constant and value.value.__class__ is CodeType:
            # (a pending value, or a code object, made into syntax may
            # name a temporary: as the graph's first test)
            return None
        pos = ins.index + 1
        if pos >= st.end or pos in self.loop_tails or pos in self.try_starts or ends_in_own_jump(ins) or fits(self.instrs[pos], JUMP):
            return None
        base = st.stack[:-1]
        if base and isinstance(value, ast.Compare) and value.comparators[-1] is base[-1]:
            # (a chained comparison's first link)
            return None
        test, when = segment_test(self, ins, value)
        end = st.region.end
        stop = first_jump_or(self.instrs, SCAN_STOPS, pos, end)
        if self.version.COPIES_EXITS:
            # (the stop found is where the copy of an exit would end: the
            # first jump or way out, found once for both questions)
            size = None
            if stop < end and stop < pos + COPIED_EXIT_MAX and fits(self.instrs[stop], _STRAIGHT_END):
                size = stop - pos + 1 if fits(self.instrs[stop], LEAVES) else 0
            if self._arm_exit_copy([Segment(test, when, ins.target.index, -1, ins)], pos, size=size) is not None:
                return None
        if stop == end or self.instrs[stop].target is None:
            # (scan_segment's own test: the code runs straight to a way
            # out, `if a: return x`, a guard, about a fifth of the ifs,
            # or another stop that is no test: no test, and the state
            # left as it was, found without reading the values)
            return None, True, test, when
        mark = (self.steps, self._temps, len(self.skip))
        scanned = self.scan_segment(pos, st.region, base, stop=stop)
        return scanned, mark == (self.steps, self._temps, len(self.skip)), test, when

    def dead_arm_condition(self, ins, st):
        """3.8/3.9 `if (1 if 1 else t):` starting a statement: the constant
        test and first arm left only the arm's jump, `ins`, over the else
        arm's tests, which nothing else reaches (kept), to the body; they
        jump past the body or into it.  The statement read from the graph
        of the arm's jump, those tests and the ones after (where reading
        goes on), or None."""
        start, body = ins.index + 1, ins.target.index
        if len(st.stack) != st.base or body <= start or fits(self.instrs[start], JUMP):
            # (dead code that begins with a jump holds no test first)
            return None
        sources = self.flow.jump_sources
        if any(not start <= j.index < body for k in range(start, body) for j in sources.get(k, ())):
            return None
        best = None
        arm = Segment(None, None, body, ins.index, ins)
        try:
            for items, fall in self._graph_steps([arm], start, st, list(st.stack)):
                if fall >= body and items[-1].test is not None:
                    read = self._read_graph(items, fall, unlooped=self._plain_jumps(items, st.region.loop))
                    if read is not None:
                        best = read
        except DecompilationError:
            # (dead code that reads as no tests: a jump over it, below)
            return None
        if best is None:
            return None
        test, segs, fall, false_to, skips = best
        self.skip.update(skips)
        test._graph = True
        return self.branch(test, segs, fall, false_to, st, ins)

    def _graph_condition(self, ins, st, scanned=None, tests=None):
        """An if's condition holding a conditional expression whose first
        arm's jump over the else arm is threaded (to the next operand or
        an exit): (condition, its tests, body start, false exit, values
        it takes off the stack) read from
        the graph of its tests (condition_graph), or None.  The longest
        run of tests and arm jumps that leaves by two exits is taken.
        `tests`: a list given to hold the run's items where they are all
        tests and the run ended where no test follows (_graph_steps)."""
        if not st.stack or len(st.stack) <= st.base:
            return None
        base = list(st.stack[:-1])
        test, when = segment_test(self, ins, st.stack[-1])
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
        for items, fall in self._graph_steps(first, pos, st, base, first_scan=scanned, tests=tests):
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
                if not self._jumped_over_jump(items, fall):
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

    def _graph_steps(self, items, pos, st, base, exit_=None, first_scan=None, tests=None):
        """Read a condition's tests and arm jumps on from `pos` (over the
        values `base`), adding them to `items`: yields (items, where the
        last one falls) after each.  `exit_`: an exit whose copies
        may end a first arm (besides those the tests jump to).
        `first_scan`: the scan at `pos`, made already (_first_step_scan).
        `tests`: a list that gets the items where they are all tests, each
        one a scan's over `base`, and the next scan finds no test."""
        most = GRAPH_MAX_FILTER if self.loops_without_continue() else GRAPH_MAX
        while self._graph_size(items) < most and pos < st.end:
            if first_scan is None:
                # (else the first step: _first_step_scan found no stop, jump
                # or exit copy there)
                if pos in self.loop_tails or pos in self.try_starts or items and ends_in_own_jump(items[-1].jump):
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
            step = self._chain_step(pos, st.region, base, first_scan)
            first_scan = None
            if step is None:
                if tests is not None and all(item.test is not None for item in items):
                    tests.extend(items)
                return
            items.append(step[0])
            pos = step[1]
            arm_end = self._chain_ends_arm(step[0], pos)
            if arm_end is not None:
                items.append(arm_end)
                pos = arm_end.start + 3
                continue
            yield items, pos

    def _arm_exit_copy(self, items, pos, exit_=None, size=None):
        """3.11+: a first arm going into a short exit block gets a copy of
        it instead of the jump over the else arm.  (the copy as an arm's
        jump to that block, its size), or None.  The block copied is one
        a test read already jumps to, or `exit_`, or one found later
        (target None, see _read_graph) where the test before it jumps
        elsewhere than past it: an if statement's body (`if a: return x`
        before `if b: return x`, an assert's raise) is skipped by the
        test before it.  (`size`: `_terminal_size(pos)`, found already.)"""
        if not self.version.COPIES_EXITS or not items or (items[-1].test is None and not self._after_arm_copy(items, pos)):
            return None
        if size is None:
            size = self._terminal_size(pos)
        if not size:
            return None
        known = {s.target for s in items if s.target is not None and s.target > pos}
        for target in sorted(known | ({exit_} if exit_ is not None else set())):
            if target < self.count and self._exit_copy_size(pos, target) == size:
                return Segment(None, None, target, pos, self.instrs[pos], copy=True), size
        if items[-1].target == pos + size and not (
            size == 2 and LOADS_NONE.fits(self.instrs[pos]) and self.instrs[pos].lineno == items[-1].jump.lineno
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
        stop = first_where(self.instrs, _STRAIGHT_END, pos, pos + min(most or COPIED_EXIT_MAX, self.count - pos))
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

    def _jumped_over_jump(self, items, fall):
        """Whether a jump among a condition's `items` is one that the test
        before it jumps over when true and only that test falls into: the
        test of a false constant ending an `or` (`t or None`), folded to a
        jump to the false exit, or (3.10+) to the copy of that exit which
        replaced the jump (`if (g(d) if not c else (c or 0)):` before a
        short `return`)."""
        for k in range(1, len(items)):
            prev, cur = items[k - 1], items[k]
            if cur.test is not None or prev.test is None or not prev.jump_when:
                continue
            after = cur.start + (self._terminal_size(cur.start) if cur.copy else 1)
            if prev.target == after and (not cur.copy or after == (items[k + 1].start if k + 1 < len(items) else fall)):
                return True
        return False

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
        items = copies(items)
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
            items = self._unthreaded_arm_jumps(self._through_jump_at(items, fall))
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
        # (where exit copies were merged, a jump that stayed a jump, to a
        # copy of the false exit, may still be the false constant's: 3.13
        # folds the constant after copying the exits, `if (a if b else (c
        # or 0)):` jumps to its own copy of the implicit `return None`)
        plain = not any(s.copy for s in items if s.test is None)
        folds = comprehension or (unlooped and (not skips or plain) and self.version.FOLDS_CONSTANT_BOOL_OPERANDS)
        true_arms_fall = self.version.FOLDS_ONLY_FALLING_TRUE_CONSTANTS
        returns = {s.start for s in items if s.copy and match(self.instrs, s.start, _CONSTANT_RETURNED) is not None}
        graph = ConditionGraph(items, fall, negate, boolop, folds=folds, dead_tests=comprehension, true_arms_fall=true_arms_fall, constant_returns=returns)
        test = graph.condition(true_to, false_to)
        if test is None:
            return None
        return jump_test(test), [s for s in items if s.test is not None], fall, false_to, skips

    def _exit_through_jump(self, items, fall):
        """`if (x if t else (b if d else 0)):` ending an if body (seen on
        3.13; any version that threads so is read alike): the false
        constant's jump (an arm's, to the false exit) is threaded past that
        exit, a jump without a line of its own (the one over the else after
        the body), to where it goes; aim it at that jump, which goes there
        too."""
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

    @staticmethod
    def _unthreaded_arm_jumps(items):
        """Before 3.10: `items` with each arm's jump past an else arm that
        the peephole threaded (spelled absolute, Instr.absolute_forward)
        aimed at the nearest later arm's jump, not threaded, going to the
        same place: the jump it landed on.  `((a if t else b) if u else c)`
        with `t` and `u` folded: `a`'s arm jumped to the outer arm's jump
        past `c`, which the exact reading (condition_graph) then nests the
        inner conditional expression before; read as threaded, the run
        reads `a if t else (b if u else c)` first, which compiles to two
        jumps straight to the end."""
        out = items
        for k, s in enumerate(items):
            if s.test is not None or not s.jump.absolute_forward or s.target != s.jump.target.index:
                continue
            landed = next((t for t in items[k + 1:] if t.test is None and t.target == s.target and not t.jump.absolute_forward), None)
            # (not one landing on the jump right after it: past an else
            # arm that left no code, `(1 if t else 1)`, read threaded)
            if landed is not None and landed.start != s.start + 1:
                out = out if out is not items else list(items)
                out[k] = Segment(None, None, landed.start, s.start, s.jump, s.copy)
        return out

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
        if len(segs) == 1:
            # (one test, the common case: as recover reads it, no search)
            seg = segs[0]
            test = negate(seg.test) if seg.jump_when else seg.test
            if seg.target == fall:
                return test, fall
            return jump_test(test), seg.target
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


# An exit block that returns a constant (an arm's copy of one may stand
# for a false constant's jump to it: condition_graph).
_CONSTANT_RETURNED = Idiom("a constant returned", "LOAD_CONST; RETURN_VALUE")

# What ends a straight run of code (`_terminal_size`): a way out, a jump, or
# the end of a condition segment; one test per instruction, then which.
_STRAIGHT_END = Idiom("end of straight code", Op(LEAVES.names | ANY_JUMP.names | SEGMENT_STOPS.names))


# Farthest a loop's bottom test read as a graph may start before its end.
_GRAPH_BOTTOM_MAX = 160
