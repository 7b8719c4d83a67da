"""Up to 3.10: a `while True:` whose last jump back is an except clause's
`continue`, and whose try statement does not finish, ends where that
statement's handler ends (`self.version.CLAUSE_CONTINUE_ENDS_WHILE_TRUE`)."""

from ...bytecode.idioms import NAME_RETURNED, fits, match


class WhileTrueOps:
    """Lifter mixin: where such a loop ends (loops.py's `_while_true`)."""

    def clause_continue_end(self, head, tail, st_end, out=None):
        """3.8-3.10 `while True:` whose last jump back is a clause's `continue`
        and whose try statement does not finish (its body and other clauses
        return or raise): the end of that statement's handler (its no-match
        re-raise last), which ends the loop."""
        instrs = self.instrs
        for k in range(head, tail):
            if fits(instrs[k], "SETUP_WITH|SETUP_ASYNC_WITH") and tail < instrs[k].target.index:
                held = self._with_continue_end(head, tail, instrs[k].target.index, st_end, out)
                if held is not None:
                    return held
            if not fits(instrs[k], "SETUP_FINALLY"):
                continue
            h = instrs[k].target.index
            if tail < h and not self._is_try_except_handler(h):
                # The jump back is a `continue` in a try/finally body (after
                # its copy of the finally body).
                end = self._handler_end(h)
                if tail < end <= st_end and fits(instrs[end - 1], "RERAISE|END_FINALLY"):
                    return self._finally_continue_end(head, tail, h, end, st_end, out)
                continue
            if tail < h and self._body_continue_ends_block(head, h, st_end):
                return st_end
            if tail < h and self._try_ends_block_going_out(h, st_end, out):
                # (its ways out go to where the block goes: the `break`
                # after the statement compiled to nothing)
                return self._loop_holds_rest(head, tail, st_end, st_end, out)
            if tail < h and self._try_ways_out_meet(head, h, st_end):
                # (after the statement a `break`, which compiled to nothing:
                # the loop ends where its ways out meet)
                self.facts.loops_ending_in_break.add(head)
                return self._handler_end(h)
            if not (h <= tail and self._is_try_except_handler(h)):
                continue
            end = self._handler_end(h)
            if not (tail < end <= st_end and fits(instrs[end - 1], "RERAISE|END_FINALLY")):
                continue
            brk = None
            if end == st_end and out is not None and self.resolve(end) == out and fits(instrs[h - 1], "JUMP") and instrs[h - 1].target.index == end and fits(instrs[h - 2], "POP_BLOCK"):
                # The loop ends its block, the body's way out of the try
                # its jump out: `break` (the code after the loop is where
                # the block goes).
                brk = h - 1
            if any(x.target is not None and x.target.index >= end and x is not instrs[brk or 0] for x in instrs[head:end]) or not self._never_finishes(k, end, head, brk):
                # The body goes on after the statement: that code is the
                # loop's too, up to a `break` (or its copied exit). Where
                # that code runs to the block's end and leaves it by a
                # return or raise, the loop may hold all of it (the `break`
                # before the return compiled to nothing).
                if end == st_end and (out is None or self.resolve(end) != out):
                    return None  # (the block's end must be where a break goes)
                # (3.10: a rest that leaves an enclosing block, a return
                # through its finally body's copy, is no loop's)
                held = None if self.version.COPIES_EXITS and self._leaves_enclosing_block(end, st_end) else self._loop_holds_rest(head, tail, end, st_end, out)
                if held is None and self._try_ways_out_meet(head, h, st_end):
                    # (the code after the statement is the loop's exit,
                    # reached only from it: a `break` before it, which
                    # compiled to nothing)
                    self.facts.clause_continues.add(tail)
                    self.facts.loops_ending_in_break.add(head)
                    return end
                if held is None:
                    return None
                self.facts.clause_continues.add(tail)
                return st_end
            # The jump back ends a clause, not the loop's body: `continue`.
            self.facts.clause_continues.add(tail)
            if brk is not None:
                self.facts.body_breaks.add(brk)
            return end
        return None

    def _with_continue_end(self, head, tail, handler, st_end, out):
        """st_end where the jump back at tail is a `continue` in the body
        of a with statement (handler at `handler`) and the loop holds the
        code after the statement, reached only where __exit__ swallows an
        exception, up to the block's end (a return or raise there, or a
        `break` that compiled to nothing); None otherwise."""
        end = self.with_handler_end(handler)
        if end is None or not tail < end <= st_end:
            return None
        return self._loop_holds_rest(head, tail, end, st_end, out)

    def _body_continue_ends_block(self, head, handler, st_end):
        """Whether the jump back is a `continue` in the body of a try
        statement (handler at `handler`) whose handler ends the block, no
        jump leaving [head, st_end): the statement's other ways out are
        copies of the code after the loop (a return or raise), the `break`
        before that code compiled to nothing; the loop holds them."""
        instrs = self.instrs
        if not self._is_try_except_handler(handler) or self._handler_end(handler) != st_end or not fits(instrs[st_end - 1], "RERAISE"):
            return False
        return not any(x.target is not None and not head <= x.target.index < st_end for x in instrs[head:st_end])

    def _try_ends_block_going_out(self, handler, st_end, out):
        """Whether the try/except statement whose handler is `handler` ends
        the block (its no-match re-raise last) that goes on at `out`."""
        if out is None or not self._is_try_except_handler(handler) or self._handler_end(handler) != st_end:
            return False
        return fits(self.instrs[st_end - 1], "RERAISE") and self.resolve(st_end) == out

    def _try_ways_out_meet(self, head, handler, st_end):
        """Whether the try/except statement whose handler is `handler`, its
        no-match re-raise last before st_end, has its ways out (of it and
        of [head, it)) all go to right after that re-raise."""
        instrs = self.instrs
        if not self._is_try_except_handler(handler):
            return False
        end = self._handler_end(handler)
        if not end < st_end or not fits(instrs[end - 1], "RERAISE"):
            return False
        jumps = [x for x in instrs[head:end] if x.target is not None]
        return all(head <= x.target.index <= end for x in jumps) and any(x.target.index == end for x in jumps)

    def _leaves_enclosing_block(self, start, end):
        """Whether [start, end) pops a block it did not set up (a return
        through an enclosing finally body): no loop begun before it holds it."""
        depth = 0
        for x in self.instrs[start:end]:
            if fits(x, "SETUP_FINALLY|SETUP_WITH|SETUP_ASYNC_WITH"):
                depth += 1
            elif fits(x, "POP_BLOCK"):
                depth -= 1
                if depth < 0:
                    return True
        return False

    def _returns_before_handler(self, head, handler, st_end):
        """Whether the code right before the handler at `handler` (a try/finally's,
        ending the block at st_end) returns or raises and no jump from
        [head, st_end) leaves it."""
        instrs = self.instrs
        if not fits(instrs[handler - 1], "RETURN_VALUE|RAISE_VARARGS"):
            return False
        return all(head <= x.target.index < st_end for x in instrs[head:st_end] if x.target is not None)

    def _finally_continue_end(self, head, tail, h, end, st_end, out):
        """clause_continue_end where the jump back at tail is a `continue`
        in the body of the try/finally whose handler [h, end) comes after
        it: where the loop ends, or None."""
        held = self._loop_holds_rest(head, tail, end, st_end, out)
        if held is None and end == st_end and self._returns_before_handler(head, h, st_end):
            # (the code after the loop, copied behind the finally body's
            # normal copy, ends the block: the loop holds it, the `break`
            # before it compiled to nothing)
            return st_end
        if held is None and end == st_end and not any(x.target is not None and x.target.index >= end for x in self.instrs[head:end]):
            # (the statement ends the block, no way out of the loop but a
            # return or raise: nothing follows for it to hold; the jump
            # back before the handler is the body's `continue`, the loop's
            # own closing jump, past the handler, compiled to nothing)
            return st_end
        return held

    def _loop_holds_rest(self, head, tail, end, st_end, out):
        """st_end where the `while True:` at head holds the code after its
        try statement [.., end) up to the block's end (rest_ends_block),
        None otherwise. (`out`: where the block goes on, a `break` there;
        unknown, None.)"""
        if self.rest_ends_block(head, end, st_end) is not None:
            return st_end
        if out is None or self.rest_ends_block(head, end, st_end, falls=True) is None:
            return None
        self.facts.loops_ending_in_break.add(head)
        return st_end

    def _never_finishes(self, k, end, head, brk=None):
        """Whether each way out of the block or a handler in [k, end) is a
        return (its value loaded before, or a constant) or a jump back to
        head: nothing there is a copy of the code after the loop."""
        instrs = self.instrs
        for j in range(k, end):
            if not fits(instrs[j], "POP_BLOCK|POP_EXCEPT"):
                continue
            n = j + 1
            while n < end and fits(instrs[n], "POP_BLOCK|POP_EXCEPT"):
                n += 1
            if self._name_cleanup(n):
                n += 3
            if n >= end:
                return False
            x = instrs[n]
            if fits(x, "RETURN_VALUE") or (fits(x, "JUMP") and x.target.index == head) or n == brk:
                continue
            returned = match(instrs, n, NAME_RETURNED, self.version)
            if returned and returned.end <= end:
                # (A copied `return name` after the statement: read as the
                # loop's, it does what the code after it would.)
                continue
            if fits(x, "POP_BLOCK|POP_EXCEPT"):
                continue
            return False
        return True

