"""3.10 copies the code a way out of a try or with statement would jump
to onto that way out: a short exit block (`return x`, a raise), the loop's
exit after a `break`, the RERAISE closing a finally body. What is read here
tells such a copy from code written there."""

from ...bytecode.idioms import BEFORE_EXIT_COPY, BLOCK_SETUP, COND_JUMP, HANDLER_LEFT, WITH_SWALLOW_BLOCKS, fits, match


class ExitCopyOps:
    """Lifter mixin: the copies of exits 3.10 lays out on the ways out of a
    statement (`self.version.BLOCK_EXIT_COPIES`)."""

    def _short_exit_tail(self, a, handler):
        """3.10 copies a short exit block (`...; RETURN_VALUE` or a raise)
        onto every way out of a statement instead of jumping to it: [a, handler)
        when that is one. (An else that cannot finish is laid out the same:
        3.10 compiles it after the clauses, as the code after the statement.)
        In a finally body, the code that ends it with its RERAISE too."""
        if not self.version.BLOCK_EXIT_COPIES or a is None or a >= handler or not fits(self.instrs[handler - 1], "RETURN_VALUE|RAISE_VARARGS|RERAISE"):
            return None
        if any(x.target is not None or fits(x, BLOCK_SETUP) for x in self.instrs[a:handler]):
            return None
        if fits(self.instrs[handler - 1], "RAISE_VARARGS|RERAISE") and any(fits(x, "RETURN_VALUE|RAISE_VARARGS|RERAISE") for x in self.instrs[a : handler - 1]):
            return None  # a nested handler's re-raise, after the code that leaves
        if not self.instrs[a].opname.startswith("LOAD_") and not (a == handler - 1 and fits(self.instrs[a], "RAISE_VARARGS 0")):
            return None  # (a bare `raise` loads nothing)
        return a

    def _emit_tail(self, st, a, handler):
        stmts, _ = self.block(a, handler, self._sub(st, handler, None), list(st.stack))
        for x in stmts:
            self.emit(st, x)
        return stmts

    def _note_closing_end(self, statement_start, pop_block, handler):
        """3.10: the body of the statement at statement_start (handler) ends at pop_block in
        `POP_BLOCK[; exit]; <code after the statement>` (that code copied,
        up to handler). Jumps to the other copies of that end go where the body
        ends (Lifter.resolve); `_closing_copies` passes over them."""
        self.facts.body_ends[handler] = pop_block
        copies = self.facts.exit_copies
        for j in range(statement_start + 1, pop_block):
            if fits(self.instrs[j], "POP_BLOCK") and self.blocks[j] == self.blocks[pop_block] and self._same_code(j, pop_block, handler - pop_block):
                copies[j] = pop_block

    def _closing_copies(self, k, st):
        """3.10: copies of a body's closing end (`_note_closing_end`) that
        close the block at k are its fall off the end."""
        block = self.blocks[k]
        ends = self.facts.body_ends
        if not block or block[-1][0] != "S" or block[-1][1] not in ends:
            return None
        pop_block = ends[block[-1][1]]
        end_len = block[-1][1] - pop_block
        j = k
        while j < st.end and self.blocks[j] == block and self._same_code(j, pop_block, end_len):
            j += end_len
        return j if j == st.end and self.follow_of(j, st.region) == pop_block else None

    def _closing_copy_else(self, body_start, false_to, end):
        """3.10: the then-branch [body_start, false_to) of an if/else ending
        a body ends in a copy of that body's closing end (`_note_closing_end`):
        its jump over the else to the body's end became the copy. Where the
        else ends (the body's closing POP_BLOCK), or None."""
        for handler, pop_block in self.facts.body_ends.items():
            j = false_to - (handler - pop_block)
            if body_start <= j and false_to < pop_block <= end and self._closing_copy_at(j, pop_block, false_to):
                return pop_block
        return None

    def _clause_copy_else(self, body_start, false_to, end):
        """3.10: the then-branch [body_start, false_to) of an if/else ending
        an except clause ends in the clause's copy of the code after the
        try statement (TryExcept.settle_clause_exit_copies), or one ending
        a try body in its copy (TryExcept.read_nested_closing_ends): its
        jump over the else to the clause's or body's end became that copy. Where the else ends
        (the block's end), or None. Only handler code of a statement ending
        the branch (a try/except's no-match RERAISE, a finally body's
        handler copy) may follow the copy: nothing falls into it."""
        actions = self.facts.handler_tail_actions
        level = self.blocks[body_start]

        def ends_branch(e):
            return e is not None and e <= false_to and all(self.blocks[j] and self.blocks[j][-1][0] == "H" and self.blocks[j][:-1] == level for j in range(e, false_to))

        for k in range(body_start, false_to):
            action = actions.get(k)
            if action is not None and not action[1] and ends_branch(action[0]) and fits(self.instrs[k], "POP_EXCEPT"):
                return end
            if ends_branch(self.facts.closing_tails.get(k)):
                return end  # (the same inside a statement ending a try body)
        return None

    def _statement_continue_else(self, body_start, false_to, end):
        """3.10: the then-branch [body_start, false_to) of an if/else ending
        a loop's body ends in a try statement (its last handler's RERAISE
        last): its ways out jump back to the loop's head, where the jump
        over the else to the body's end is threaded, the else ending where
        the loop jumps back. Where the else ends (the block's end), or
        None. (Read as an if without an else, the try statement's normal
        exit fell into the code after it.)"""
        instrs = self.instrs
        if not self.version.BLOCK_EXIT_COPIES or end <= false_to or not fits(instrs[false_to - 1], "RERAISE"):
            return None
        if any(x.target is not None and x.target.index == false_to for x in instrs[body_start:false_to]):
            return None  # (a way into the else's code from the branch)
        level = self.blocks[body_start]
        for k in range(body_start, false_to):
            x = instrs[k]
            if fits(x, "JUMP") and self.blocks[k] == level and self.loop_tails.get(x.target.index) in (end, end - 1):
                return end
        return None

    def _closing_copy_at(self, j, pop_block, end):
        """3.10: whether [j, end) is a copy of the closing end of a try body
        with except clauses that closes at pop_block (`_note_closing_end`).
        (A with body's `return` is the same code, and a `return c` written
        there too, but on its own line: the copy keeps the lines of the
        code it copies.)"""
        instrs = self.instrs
        handler = next((h for h, p in self.facts.body_ends.items() if p == pop_block), None)
        if handler is None or self.facts.exit_copies.get(j) != pop_block or end - j != handler - pop_block:
            return False
        return self._is_try_except_handler(handler) and all(instrs[j + d].lineno == instrs[pop_block + d].lineno for d in range(1, end - j))

    def _copies_loop_exit(self, copy_start, copy_end, loop, final=None):
        """3.10: whether the exit copy [copy_start, copy_end) is a break out of `loop`: it
        copies the loop's exit block, or a `while True` left only by breaks
        keeps none but such copies (written after the loop: while_loop).
        `final`: (h, n), a finally body [h, h + n) whose copies, after a
        POP_BLOCK, come before copies too (breaks out of its try body)."""
        copy_len = copy_end - copy_start
        if self._in_block_of_loop_body(copy_start, loop):
            return False
        if self._copied_from(copy_start, loop.break_to, copy_len):
            return True
        if loop.break_to is not None and loop.break_to < self.count and self._exit_reached_from_loop(loop) or fits(self.instrs[loop.head], "FOR_ITER"):
            return False
        for p in range(1, self.count - copy_len + 1):
            if p != copy_start and self._copied_from(p, copy_start, copy_len) and not fits(self.instrs[p - 1], BEFORE_EXIT_COPY) and not self._after_finally_copy(p, final) and not self._after_own_finally_copy(p) and not self._after_break_marker(p):
                return False  # the code exists: copies of it go there
        self.facts.loop_exit_tails.setdefault(loop.head, (copy_start, copy_end))
        return True

    def _in_block_of_loop_body(self, k, loop):
        """Whether the code at k stands inside a block the loop's body set
        up (a with or try around it, a handler): a break leaves each first
        (POP_BLOCK, the exit call), so its copy of the loop's exit stands
        at the loop's own level; one inside is the code after a statement
        in that block (with_exits_in_loops.py::
        case_h19b_seed95_raise_after_try_in_with_in_while_true)."""
        inner, outer = self.blocks[k], self.blocks[loop.head]
        return inner is not None and outer is not None and len(inner) > len(outer)

    def _after_with_exit(self, p):
        """Whether p follows a with statement's exit call (a copy after it)."""
        return any(self._with_exit_len(k)[0] == p - k for k in range(max(p - 10, 0), p))

    def _after_finally_copy(self, p, final):
        """Whether p follows `POP_BLOCK; <copy of the finally body final>`."""
        if final is None:
            return False
        h, n = final
        return p - n - 1 >= 0 and fits(self.instrs[p - n - 1], "POP_BLOCK") and self._same_code(p - n, h, n)

    def _after_own_finally_copy(self, p):
        """Whether p follows `POP_BLOCK; <copy of the finally body of the
        try/finally that POP_BLOCK closes>` (its handler copy ending in its
        re-raise): a break out of another try/finally's body than the one
        read (loop_exits_through_finally.py::
        break_through_two_finally_statements)."""
        instrs = self.instrs
        for k in range(p - 1, 0, -1):
            if not fits(instrs[k], "POP_BLOCK"):
                continue
            b = self.blocks[k]
            if not b or b[-1][0] != "S" or self._is_try_except_handler(b[-1][1]):
                return False
            h, n = b[-1][1], p - k - 1
            return h + n < self.count and fits(instrs[h + n], "RERAISE") and self._same_code(k + 1, h, n)
        return False

    def _after_break_marker(self, p):
        """Whether p follows a line marker of a line of its own (a NOP,
        dropped: Instr.after_marker): a statement that compiled to
        nothing but the copy at p, a `break`
        (loop_exits_through_finally.py::
        case_break_before_try_finally_breaking_in_while_true)."""
        line = self.instrs[p].after_marker
        return line is not None and line != self.instrs[p].lineno

    def _finally_break_copy(self, k, st):
        """3.10: the POP_BLOCK at k closes the body of a try/finally (or a
        with) inside a loop, then come a copy of the finally body (or the
        exit call) and a copy of the loop's exit block: a `break` (a loop
        left only by breaks keeps its exit code only as such copies,
        written after the loop). Read as a `return` there, its value would
        be computed before the finally body runs. Where that break goes
        on, or None."""
        loop = st.region.loop
        if loop is None:
            return None
        copy = self._finally_exit_copy(k, loop.head, st.end) or self._with_exit_copy(k, loop.head, st.end)
        if copy is None:
            return None
        t, e, final = copy
        if not self._copies_loop_exit(t, e, loop, final) and not (final is None and self._with_break_before_tail(k, t, e, loop)):
            return None
        return e

    def _with_break_before_tail(self, k, t, e, loop):
        """3.10: whether the exit call of the with body closed at k, then
        the short exit block [t, e), is a `break` out of `while True`
        whose loop has no exit code of its own (the code after it, a
        return or raise, kept only as the break's copy, while the loop's
        break_to is the end of the block around it, which nothing in the
        loop jumps to), where a swallowed exception goes round the loop:
        the code after the with in the body is the loop going round, so
        that block is no code of the body (with_exits_in_loops.py::
        case_break_out_of_with_in_while_1_before_raise). Records the block
        as the code after the loop (while_loop emits it)."""
        instrs = self.instrs
        head = instrs[loop.head]
        if fits(head, "FOR_ITER") or loop.break_to is None or loop.break_to >= self.count:
            return False
        if any(src.index >= loop.head for src in self.flow.jump_sources.get(loop.break_to, ())):
            return False  # (the loop's own exit: its breaks copy that code)
        top = min(loop.head, loop.continue_to)
        if any(x.target is not None and fits(x, COND_JUMP) and x.target.index > k for x in instrs[top:k]):
            return False  # (a test leaving the loop, `while c:`, or past the with: not that shape)
        h = self.blocks[k][-1][1]
        k2 = h + 1
        while k2 < min(h + 6, self.count) and not fits(instrs[k2], "POP_JUMP_IF_TRUE"):
            k2 += 1
        if not fits(instrs[h], "WITH_EXCEPT_START") or not fits(instrs[k2], "POP_JUMP_IF_TRUE"):
            return False
        x = instrs[k2].target.index
        if not match(instrs, x, WITH_SWALLOW_BLOCKS, self.version) or x + 5 >= self.count:
            return False
        resumes = instrs[x + 5]
        if not (fits(resumes, "JUMP") and self.resolve(resumes.target.index) == self.resolve(loop.continue_to)):
            return False
        self.facts.loop_exit_tails.setdefault(loop.head, (t, e))
        return True

    def _with_exit_copy(self, k, head, end):
        """3.10: (t, e, None) when the POP_BLOCK at k leaves a with statement
        begun after `head` (its exit call) into a fresh exit block [t, e):
        a `return x` in the body loads x before the exit call."""
        n, _ = self._with_exit_len(k)
        b = self.blocks[k]
        if not self.version.BLOCK_EXIT_COPIES or not n or not b:
            return None
        h = b[-1][1]
        if not any(fits(x, "SETUP_WITH|SETUP_ASYNC_WITH") and x.target.index == h for x in self.instrs[head:k]):
            return None
        e = self._fresh_tail(k + n, end)
        return None if e is None else (k + n, e, None)

    def _finally_left_len(self, h):
        """3.10: the length of the finally body at h up to where its handler
        copy is left (`POP_TOP x3; POP_EXCEPT`, in h's own handler block)
        into a copy of a short exit block: a finally body ending in a
        `break`, which every way out of the try body runs last; 0 where it
        has no such end."""
        blk = self.blocks[h]
        for k in range(h, self.count):
            if self.blocks[k] != blk or self.instrs[k].target is not None:
                return 0  # (straight code only: a branch's own way out is no end of the body)
            span = match(self.instrs, k, HANDLER_LEFT, self.version)
            if span:
                return k - h if self._fresh_tail(span.end, self.count) is not None else 0
        return 0

    def _finally_exit_copy(self, k, head, end):
        """3.10: (t, e, (h, n)) when the POP_BLOCK at k closes the body of a
        try/finally begun after `head`, followed by a copy of the finally
        body [h, h + n) and a fresh exit block [t, e) (before end)."""
        if not self.version.BLOCK_EXIT_COPIES or self._is_try_except_block(k):
            return None
        b = self.blocks[k]
        if not b or b[-1][0] != "S":
            return None
        h = b[-1][1]
        instrs = self.instrs
        if not any(fits(x, "SETUP_FINALLY") and x.target.index == h for x in instrs[head:k]):
            return None  # (a try around the loop: its break is a return)
        n = self._finally_range(h, "RERAISE") - h
        if not n or not self._same_code(k + 1, h, n):
            n = self._finally_left_len(h)
            if not n or not self._same_code(k + 1, h, n):
                return None
        t = k + 1 + n
        e = self._fresh_tail(t, end)
        return None if e is None else (t, e, (h, n))

