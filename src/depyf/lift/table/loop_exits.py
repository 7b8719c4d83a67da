"""3.12+ copies the short code after a loop (a return or raise) into each
way out of it, a `break` from a try or with body included: reading such a
copy as the `break` it stands for (3.11+ exception-table layouts).
"""

import ast

from ...bytecode.idioms import ITERATOR_POPPED_JUMP, JUMP, fits, match, same
from ..exceptions_shared import CLEANUP_SIZE


class LoopExitOps:
    """The lifter's readers of copies of the code after a loop."""

    def loop_exit_copy(self, p, end, loop):
        """3.12+: the end of the copy at p (before end) of the code after
        `loop`: a short block that loads and returns or raises, which
        3.12 copies into each way that reaches it; None if [p, ..) is not
        one. A `while True:` left only by such ways keeps no original (its
        handlers follow it): the copies are that code, written after the
        loop (while_loop)."""
        e = self._fresh_tail(p, end)
        if e is None or self._copied_from(p, loop.break_to, e - p):
            return e
        if fits(self.instrs[loop.head], "FOR_ITER") or not self._nothing_after_loop(loop) or not self._after_loop_lines(p, e, loop):
            return None
        tails = self.facts.loop_exit_tails
        t = tails.setdefault(loop.head, (p, e))
        return e if t[1] - t[0] == e - p and self._same_code(t[0], p, e - p) else None

    def _after_loop_lines(self, start, stop, loop):
        """Whether the code [start, stop) lies on lines after those of the loop
        (its copies aside) and of its statements' handlers: it copies no
        statement of the loop (an enclosing finally body or with exit that
        the way out runs first)."""
        instrs = self.instrs
        tail = self.loop_tails.get(loop.head)
        if tail is None:
            return False
        n = stop - start
        spans = [(loop.head, tail + 1)]
        spans += [(h, self.cover[h] + CLEANUP_SIZE) for i, hs in self.try_starts.items() if loop.head <= i <= tail for h in hs if self.cover.get(h, -1) > h]
        lines = set()
        for a, b in spans:
            k = a
            while k < b:
                if self._same_code(k, start, n):
                    k += n
                    continue
                if not fits(instrs[k], "PUSH_EXC_INFO"):
                    # (a handler's first instruction has no line of its
                    # own: it keeps the one of the code laid out before)
                    lines.add(instrs[k].lineno or 0)
                k += 1
        return min(x.lineno or 0 for x in instrs[start:stop]) > max(lines, default=0)

    def _nothing_after_loop(self, loop):
        """3.12+: whether no code follows `loop` in its block: where its
        breaks go lies past the code, or handlers laid out after it start
        there."""
        b = loop.break_to
        # (or its exit is the end of the block around, an if body's, no
        # code of its own: `_exit_reached_from_loop`)
        return b is None or b >= self.count or fits(self.instrs[b], "PUSH_EXC_INFO") or not self._exit_reached_from_loop(loop)

    def _break_after_exit(self, a, st):
        """3.12+: `break` out of a loop from a with body at the end of the
        function: `WITH_EXIT; [POP_TOP (a for loop's iterator)]; <copy of
        the code after the loop>; RETURN_VALUE`. (`return value` computes
        the value first.)"""
        loop = st.region.loop
        if not self.version.TRY_EXITS_COPIED or loop is None or a >= self.count:
            return None
        if not fits(self.instrs[loop.head], "FOR_ITER"):
            # (a while loop: no iterator to pop)
            e = self.loop_exit_copy(a, st.end, loop)
            if e is not None:
                self.emit(st, ast.Break(), self.instrs[a])
            return e
        if loop.break_to is None or not fits(self.instrs[a], "POP_TOP"):
            return None
        b = self.resolve(loop.break_to)
        k = 0
        while a + 1 + k < self.count and b + k < self.count and self.instrs[b + k].target is None and same(self.instrs[a + 1 + k], self.instrs[b + k]):
            if fits(self.instrs[b + k], "RETURN_VALUE"):
                end = a + 2 + k
                if end > st.end:
                    return None
                self.emit(st, ast.Break(), self.instrs[a])
                return end
            if self.instrs[b + k].target is not None:
                return None
            k += 1
        return None

    def break_copies(self, a, b):
        """3.12+: (t, e, None) for each short exit block [t, e) in [a, b)
        right after a with statement's exit call or a copy of the
        (straight-line) finally body of a try statement begun in [a, b):
        a way out of the statement into a copy of the code after it."""
        instrs = self.instrs
        finals = []
        for i, hs in self.try_starts.items():
            for h in hs if a <= i < b else ():
                c = self.cover.get(h, -1)
                if c > h + 1 and fits(instrs[c - 1], "RERAISE") and not self._is_except(h, c, None):
                    finals.append((h + 1, c - 2 - h))
        out = []
        for t in range(a + 1, b):
            if fits(instrs[t - 1], "WITH_EXIT") or any(n and self._same_code(t - n, f, n) for f, n in finals):
                e = self._fresh_tail(t, b)
                if e is not None:
                    out.append((t, e, None))
        return out

    def _with_way_out_after(self, body_start, body_end, st):
        """3.12+: the length of the way out of the loop around at body_end
        that ends the body of a with statement whose exit call ends the
        protected body [body_start, body_end) of a try statement (a
        `break` or `continue` jump, a for loop's iterator popped first, or
        a copy of the code after the loop: none can raise, the table
        leaves them out), its swallow path going on elsewhere (to the rest
        of the try body, or where that body goes on): the try body's last
        statement, not an else (with_exits_in_loops.py::case_wr12_with_break_in_try_in_for);
        0 otherwise."""
        loop = st.region.loop
        instrs = self.instrs
        if not self.version.COLD_CODE_AT_END or loop is None or not body_start < body_end < self.count or not fits(instrs[body_end - 1], "WITH_EXIT"):
            return 0
        handler = self._with_exiting_at(body_start, body_end)
        swallowed_to = self._swallow_continuation(handler) if handler is not None else None
        if swallowed_to is None or swallowed_to in (body_end, self.resolve(body_end)):
            return 0  # (the code at body_end is where the with goes on: after it)
        size = self._loop_way_out_size(body_end, loop)
        if not size or any(k in self.flow.jump_sources for k in range(body_end, body_end + size)):
            return 0
        # (3.12 gives the swallow path its own copy of a short way on: the
        # same code there says the way out is after the with, an else's)
        same_way = self.resolve(swallowed_to) == self.resolve(body_end) if size == 1 else swallowed_to + size <= self.count and self._same_code(body_end, swallowed_to, size)
        return 0 if same_way else size

    def _leaving_jump_size(self, k, loop):
        """`_loop_way_out_size`, or 1 for a while loop's `break` that is a
        plain jump to the loop's exit (3.11; 3.12+ where that exit is not
        copied)."""
        size = self._loop_way_out_size(k, loop)
        if not size and fits(self.instrs[k], JUMP) and loop.break_to is not None and self.resolve(k) == self.resolve(loop.break_to):
            return 1
        return size

    def falls_into_loop_exit(self, at, loop, block_end=None):
        """3.12+: whether the code at `at` is a `break` of `loop` compiled
        to nothing, falling into the loop's exit, or its way out the
        compiler wrote there (a for loop's iterator popped, then the jump
        or a copy of the code after the loop when that is a short exit);
        `block_end`: that way must end there too (the block it ends)."""
        if self.resolve(at) == self.resolve(loop.break_to):
            return block_end is None or at == block_end
        if fits(self.instrs[at], JUMP):
            return False  # (a while loop's: its `break` is the exit's own code or copy)
        size = self._loop_way_out_size(at, loop)
        return size > 0 and (block_end is None or at + size == block_end)

    def _loop_way_out_size(self, k, loop):
        """3.12+: the length of the `break` or `continue` of `loop` at k: a
        jump to its head or exit, a for loop's iterator popped then that
        jump, or then a copy of the code after the loop; 0 for none."""
        instrs = self.instrs
        popped = fits(instrs[loop.head], "FOR_ITER") and fits(instrs[k], "POP_TOP")
        if fits(instrs[k], JUMP):
            return 1 if self.resolve(k) == loop.continue_to else 0
        if loop.break_to is None:
            return 0
        if popped and match(instrs, k, ITERATOR_POPPED_JUMP):
            return 2 if self.resolve(k + 1) == self.resolve(loop.break_to) else 0
        copied = self._exit_copy_size(k + popped, loop.break_to) if k + popped != loop.break_to else 0
        return copied + popped if copied else 0
