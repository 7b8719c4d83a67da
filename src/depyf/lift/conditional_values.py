"""Conditional expressions and boolean operators used as values.

`a if c else b` (both arms push one value and state nothing), the 3.10+
copies of the code after one (a store, a call, a return) in both arms, and
`a and b` / `a or b` as values (`JUMP_IF_*_OR_POP` before 3.12, chains of
`COPY`/`POP_JUMP` after).
"""

import ast

from ..bytecode.idioms import (
    ANY_JUMP,
    CHAIN_CLEANUP,
    CHAIN_CLEANUP_RETURN,
    COND_JUMP,
    JUMP,
    LEAVES,
    NO_FALLTHROUGH,
    fits,
    first_where,
    match,
    same_run,
    where,
)
from ..bytecode.decode import decode
from ..errors import DecompilationError
from .copy_limits import COPIED_EXIT_MAX, MAX_COPY_SIZE
from .expressions import as_expr
from .jump_tests import negate, or_folded_constant
from .names import names_before, names_used, written_first
from .nodes import LEAVING, NULL, const
from .same_tree import same_tree
from .segments import SEGMENT_STOPS, boolop, segment_test
from .state import Region, State, StatementInValue


class ConditionalValueOps:
    def try_ternary(self, test, body_start, else_start, merge, st):
        """`a if c else b`: both branches push one value and state nothing."""
        if merge > st.end and st.end < self.count and (self.resolve(st.end) == self.resolve(merge) or self._both_return(st.end, merge)):
            # The first arm of a conditional expression that is itself an
            # arm: its jump to the end was threaded past that arm's own
            # (before 3.10, to the return after the whole expression while
            # the arm's own jump became a copy of it).
            merge = st.end
        merge = self._end_before_dead_arm(else_start, merge, st)
        returned = self._returned_before_dead_arm(test, body_start, else_start, merge, st)
        if returned is not None:
            return returned
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
        body = self._short_circuit_constant(as_expr(self, out[-1], None), else_start - 1)
        orelse = as_expr(self, out2[-1], None)
        node = ast.IfExp(test=test, body=body, orelse=orelse)
        if self._join_kept_before_short_exit(else_start - 1, merge):
            node._join_kept = True
        st.stack.append(node)
        return merge

    def _join_kept_before_short_exit(self, jump_at, merge):
        """Whether the first arm's jump (at `jump_at`) to the join stayed
        though the code from the join on is a short exit (a return within
        MAX_COPY_SIZE instructions, nothing else jumping into it): 3.10+
        copies such an exit block onto a jump that reaches it, so the code
        from the join to the return was two blocks: a statement ended in
        between (the end of an if/else whose else arm the expression's
        statement ends; `_returning_if_to_else` reads it so)."""
        instrs = self.instrs
        jump = instrs[jump_at]
        if not (fits(jump, JUMP) and jump.target.index == merge):
            return False
        sources = self.flow.jump_sources
        for k in range(merge, min(self.count, merge + MAX_COPY_SIZE)):
            if fits(instrs[k], ANY_JUMP) or (k > merge and k in sources):
                return False
            if fits(instrs[k], "RETURN_VALUE"):
                return True
        return False

    def _end_before_dead_arm(self, else_start, merge, st):
        """3.8/3.9: `(a if t else c) if 1 else d`: the first arm's jump to
        its end, the outer first arm's jump over the dead else arm, was
        threaded through it (an absolute jump to `merge`), and the else arm
        falls into it. Where this expression ends: at that jump (read next,
        as the constant test's, `_constant_test_ternary`), else `merge`.
        (Either nesting runs the same: the constant test is always true.)"""
        if not self.version.KEEPS_UNREACHABLE_CODE or not else_start < merge <= st.end:
            return merge
        instrs = self.instrs
        over = instrs[else_start - 1]
        # (a forward jump whose argument is its target's offset: absolute,
        # as 3.8/3.9's peephole rewrites a jump it threads)
        if not fits(over, JUMP) or over.target.index != merge or over.arg != over.target.offset:
            return merge
        ends = [p for p in range(else_start, merge - 1) if fits(instrs[p], JUMP) and instrs[p].target.index == merge]
        if not ends or any(k in self.flow.jump_sources for k in range(ends[-1] + 1, merge)):
            return merge
        return ends[-1]

    def _returned_before_dead_arm(self, test, body_start, else_start, merge, st):
        """3.8/3.9: `return (a if t else c) if 1 else d`: as in
        `_end_before_dead_arm`, the first arm's jump was threaded through
        the outer arm's jump over the dead arm `d`, to the return after it;
        the else arm's own jump, to that return, became a copy of it. Reads
        the whole expression up to the return at `merge` (where the reading
        goes on), or None. (Either nesting returns the same.)"""
        # (the return read in this block: not where an enclosing arm's
        # reading ends there, which reads the dead arm as its own)
        if not self.version.KEEPS_UNREACHABLE_CODE or not else_start < merge < st.end:
            return None
        instrs = self.instrs
        over = instrs[else_start - 1]
        if not fits(over, JUMP) or over.target.index != merge or over.arg != over.target.offset:
            return None
        # (and only this expression's arms jump to the return, nothing
        # into its statement before its arms, no test falling into it:
        # not where it is an arm of one read further out, `(...) if (None
        # or 1) else d`, which reads the dead arm)
        sources = self.flow.jump_sources
        if not fits(instrs[merge], "RETURN_VALUE") or any(x.index < body_start for x in sources[merge]):
            return None
        if any(k in sources for k in range(st.stmt_start + 1, body_start)):
            return None
        if st.stmt_start and fits(instrs[st.stmt_start - 1], COND_JUMP) and instrs[st.stmt_start - 1].target.index == st.stmt_start:
            return None
        copies = where(instrs, "RETURN_VALUE", else_start, merge)
        if not copies or any(k in self.flow.jump_sources for k in range(copies[0] + 1, merge)):
            return None
        values = self._values_of_ranges(((body_start, else_start - 1), (else_start, copies[0]), (copies[0] + 1, merge)), st)
        if values is None:
            return None
        body, orelse, dead = values
        st.stack.append(ast.IfExp(test=const(True), body=ast.IfExp(test=test, body=body, orelse=orelse), orelse=dead))
        return merge

    def _values_of_ranges(self, ranges, st):
        """The one value each (start, end) range pushes, stating nothing,
        or None."""
        region = st.region
        values = []
        try:
            with self.trial:
                for start, end in ranges:
                    sub = Region(end, None, region.loop, region.handler_depth, region.protected)
                    stmts, out = self.block(start, end, sub, list(st.stack), values_only=True)
                    if stmts or len(out) != len(st.stack) + 1:
                        return None
                    values.append(as_expr(self, out[-1], None))
        except (DecompilationError, StatementInValue):
            return None
        return values

    def _short_circuit_constant(self, value, jump_at):
        """The arm `value`, a constant whose jump over the other arm (at
        jump_at) no exception-table row covers while the instructions
        around it are covered: the jump of a short circuit the compiler
        folded (`1 or x`, `None and x`: 3.13 makes it after the rows are
        set), spelled `c or c` / `c and c`, which folds alike; else
        `value` as it is.  Such a short circuit may end the arm's own
        parts: its else arm (`a if t else (1 or y)`, the folded jump going
        past both: the arm's own is dropped), or a boolean operator's last
        operand (`x and None and y`, `x or 1 or y`), read `x and (None if
        True else None)`, the folded test's jump right before the arm's
        own, to which x's test jumps."""
        if isinstance(value, ast.IfExp):
            folded = self._short_circuit_constant(value.orelse, jump_at)
            return value if folded is value.orelse else ast.IfExp(test=value.test, body=value.body, orelse=folded)
        last = value.values[-1] if isinstance(value, ast.BoolOp) else None
        if isinstance(last, ast.IfExp) and all(isinstance(v, ast.Constant) for v in (last.test, last.body, last.orelse)) and last.test.value:
            folded = self._short_circuit_constant(last.body, jump_at - 1)
            if folded is last.body:
                return value
            tail = folded.values if type(folded.op) is type(value.op) else [folded]
            return ast.BoolOp(op=value.op, values=value.values[:-1] + tail)
        if not isinstance(value, ast.Constant) or not getattr(self.code, "co_exceptiontable", None) or not 0 < jump_at < self.count - 1:
            return value
        # (the table as read, before normalising drops the rows the
        # compiler adds on its own: a generator's guard covers the jump's
        # neighbours too)
        _, rows = decode(self.code, self.version)
        offsets = [self.instrs[k].offset for k in (jump_at - 1, jump_at, jump_at + 1)]
        covered = [any(e.start.offset <= at and (e.end is None or at < e.end.offset) for e in rows) for at in offsets]
        if covered != [True, False, True]:
            return value
        return ast.BoolOp(op=ast.Or() if value.value else ast.And(), values=[value, const(value.value)])

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

    def _always_true_test_value(self, test, body_start, st):
        """3.8/3.9: `g(x if (1 if c else 1) else y)`: the constants'
        tests folded, `c` jumps past the first arm's jump over the empty
        else arm (kept, KEEPS_JUMP_PAST_EMPTY_ARM) or falls to it, and the
        dead else arm `y` is kept past x's jump. With values waiting on the
        stack (the called function), `if c: pass` would run `c` before they
        are computed: the test stays in the conditional expression whose
        first arm is the first value computed there (read as `x if True
        else y`), spelt `x if (True if c else True) else y`. Where the
        reading goes on, or None."""
        jump = self.instrs[body_start] if body_start < self.count else None
        if not self.version.KEEPS_JUMP_PAST_EMPTY_ARM or not (fits(jump, JUMP) and jump.target.index == body_start + 1):
            return None
        point = next(self._one_value_points(body_start + 1, self.count, st), None)
        if point is None or not fits(self.instrs[point[0]], JUMP):
            return None
        p, first = point
        if first is NULL:
            return None
        st.stack.append(first)
        nxt = self._constant_test_ternary(self.instrs[p], st)
        value = st.stack[-1]
        if nxt is None or not (isinstance(value, ast.IfExp) and value.body is first and isinstance(value.test, ast.Constant) and value.test.value is True):
            st.stack.pop()
            return None
        value.test = ast.IfExp(test=test, body=const(True), orelse=const(True))
        return nxt

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
            if fits(ins, SEGMENT_STOPS) or i in self.loop_tails:
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
                    orelse = self._short_circuit_before_tail(as_expr(self, orelse, None), p, q + tail, tail)
                    st.stack.append(ast.IfExp(test=test, body=as_expr(self, body, None), orelse=orelse))
                    return p
        return None

    def _short_circuit_before_tail(self, value, tail_at, end, size):
        """The else arm `value`, a constant whose copy of the code after
        the merge (`size` instructions, as at `tail_at`) is followed, at
        `end`, by that code itself, which only jumps reach (a boolean
        operator's around the expression): the arm ended in a jump to the
        merge, which the compiler replaced with a copy of the short exit
        there, the jump of a short circuit it folded (`0 and x`, `1 or x`),
        spelled `c and c` / `c or c`, which folds alike; else `value` as
        it is (a constant that falls into the code after the merge)."""
        if not isinstance(value, ast.Constant) or end + size > self.count or end not in self.flow.jump_sources:
            return value
        if not same_run(self.instrs, tail_at, end, size):
            return value
        return ast.BoolOp(op=ast.Or() if value.value else ast.And(), values=[value, const(value.value)])

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
        # (both found once for the five sizes tried, not per size: the
        # boolean operators' jumps in the arm, and the places after it that
        # end as the arm does, by `list.index` over their opnames)
        operators = ends = None
        for n in range(2, 7):
            p = else_start - n
            if p <= body_start or instrs[p].target is not None:
                return None
            if operators is None:
                operators = where(instrs, "JUMP_IF_FALSE_OR_POP|JUMP_IF_TRUE_OR_POP", body_start, else_start)
            threaded = bool(operators) and self._operator_past_copy(operators, p, n)
            if not threaded and not names_used(instrs, p, else_start):
                continue  # (the order of co_names cannot take the copy: written_first is never False)
            if ends is None:
                after = else_start + 2
                ends = [after + k for k in _positions([x.opname for x in instrs[after:]], instrs[else_start - 1].opname, 0, self.count)]
            seen = None  # (the names before p: the same for every q)
            for r in ends:
                # (a copy ends where the arm's does, in a return: found by
                # that opname, far rarer than the copy's first one; checked
                # again, as a read below may turn one into a JUMP)
                if r < else_start + n:
                    continue
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

    def _operator_past_copy(self, operators, copy, size):
        """Whether a boolean operator (its jump at one of `operators`, those
        of an arm) jumps to a copy of the exit at `copy` (`size` long) past
        another copy of it: 3.12 threads the jump from the end of an
        operand in an expression's arm into another arm's copy (`((d and
        g(a)) if t else c) if a else b`); an if statement's body keeps the
        jump to its own copy."""
        instrs = self.instrs
        for k in operators:
            t = instrs[k].target.index
            if t > k and same_run(instrs, t, copy, size) and any(same_run(instrs, r, t, size) for r in range(k + 1, t - size + 1)):
                return True
        return False

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
        for p in range(max(ins.index + 1, end - COPIED_EXIT_MAX), end):
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
            # (only where a finally body's copy of the code after the
            # operator ends in a copy of its re-raise, read as a jump to the
            # last one: no block of its own, which the shapes below read;
            # any other failure is the operand's own)
            if not self.facts.fin_jumps.intersection(range(ins.index + 1, t)):
                raise
            right = self._conditional_before_reraise_copy(ins, t, st)
            if right is not None:
                return right
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

    def _conditional_before_reraise_copy(self, ins, t, st):
        """3.12+ `y = x or (a if c else b)` in a finally body's copy for
        exceptions: the code at `t` (`y = <operand>`, the re-raise) is
        copied behind the first arm, its re-raise read as a jump to the
        one at the end (try_finally.inner_exits), so the operand is no
        block of its own: `c`'s test jumping to `b`, which ends at `t`,
        over `a` and that copy. The operand, or None."""
        instrs = self.instrs
        start = ins.index + 1
        k = first_where(instrs, ANY_JUMP, start, t)
        if k is None or not fits(instrs[k], COND_JUMP):
            return None
        arm = instrs[k].target.index
        if not k < arm < t or arm - 1 not in self.facts.fin_jumps:
            return None
        copy = next((p for p in range(arm - 1, k, -1) if self._exit_copy_size(p, t) == arm - p), None)
        value = self._operand_value(None, start, k, st) if copy is not None else None
        body = self._operand_value(None, k + 1, copy, st) if value is not None else None
        orelse = self._operand_value(None, arm, t, st) if body is not None else None
        if orelse is None:
            return None
        test, when = segment_test(self, instrs[k], value)
        return ast.IfExp(test=negate(test) if when else test, body=body, orelse=orelse)

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
        test, when = segment_test(self, self.instrs[k], value)
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
        # (the reading goes on at `t`: the copy is never read; 3.13 copies
        # the exit before it folds `1 or None`, so only a conditional
        # expression's true test, folded as the code is made, keeps that
        # copy of a value used: boolean_constants.py::
        # case_mnew13_constant_arm_under_true_test; one dropped, an
        # expression statement's, keeps `x and None and None`:
        # finally_layouts.py::case_finally_and_none_call_statement)
        if not isinstance(value, ast.Constant) or self.version.EXITS_COPIED_BEFORE_FOLDING and not fits(self.instrs[t], "POP_TOP"):
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
            if fits(step, COND_JUMP) or fits(step, SEGMENT_STOPS):
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
