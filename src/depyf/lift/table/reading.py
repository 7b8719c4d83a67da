"""The lifter's entry points into the exception-table family (3.11+):
`exception_hook`, where a try statement's body starts or handler code
already read lies, and the opcodes that begin a with statement or end its
body. Each statement is read by its own class (try_except, try_star,
try_finally, with_statement), from the table's facts (index, body_extent).
"""

import ast

from ...bytecode.idioms import COND_JUMP, CONSTANT_RETURN_OUT_OF_LOOPS, JUMP, LEAVES, NO_FALLTHROUGH, fits, match
from ..state import NoStatements, Region
from .body_extent import BodyExtentOps
from .entries import TableEntryOps
from .index import TableIndexOps
from .loop_exits import LoopExitOps
from .try_except import TryExcept
from .try_finally import TryFinally
from .with_statement import WithStatement


# Statements after which a block does not fall off its end.
LEAVING = (ast.Return, ast.Raise, ast.Break, ast.Continue)


class ExceptionTableOps(TableIndexOps, BodyExtentOps, LoopExitOps, TableEntryOps):
    """3.11+: statements recovered from the exception table."""

    def exception_hook(self, i, st):
        """Called by Lifter.block at a try start or skipped handler code."""
        if i in self.skip:
            return self.skip[i]
        # (a handler read since, inside the body of one before it begun at
        # the same place, is passed: `try: try: pass` / `except` then code,
        # fuzz 3.12/3.13 seed 2 #67, try_layouts.py::
        # case_mnew13_nested_empty_tries_then_code)
        read_before = {h for h in self.try_starts.get(i, ()) if h in self.skip}
        for h in self.try_starts.get(i, ()):
            if h not in self.active_tries and (h not in self.skip or h in read_before):
                self.active_tries.add(h)
                try:
                    nxt = self.read_try(i, h, st)
                finally:
                    self.active_tries.discard(h)
                if nxt != i:
                    return nxt
                # (`try: pass` and no else: no instruction of its own)
        # (the copy of the code after an enclosing try statement that
        # follows it, read as the jump there: `unprotected_exit_copies`)
        return self.exit_copies_after_tries.get(i)

    def try_ending_loop(self, end, st):
        """At the end of a block [.., end) in a loop: the `try: pass` there
        whose clauses go round (`tries_ending_loops`), read into st when
        the loop is the one they go round; or at the end of a with's body,
        the one whose clauses go on to its exit call at `end`."""
        handler, goes_to, _ = self.tries_ending_loops[end]
        loop = st.region.loop
        ends_with = goes_to == end and fits(self.instrs[end], "WITH_EXIT")  # (a with's body: its clauses go on to the exit call)
        # (or an if's branch whose jump on is the body: `_pass_jump_before`)
        ends_with = ends_with or fits(self.instrs[end], JUMP) and self.instrs[end].target.index == goes_to > end
        if not ends_with and (loop is None or goes_to not in (loop.head, loop.continue_to)) or handler in self.active_tries or handler not in self.try_starts.get(end, ()):
            return
        if isinstance(st.stmts, NoStatements) or st.stmts and isinstance(st.stmts[-1], LEAVING) or any(x.index < st.start for x in self.flow.jump_sources.get(end, ())) and not self.entered_by_its_condition(end, st):
            # (a value's arm; a branch that leaves, or one code before it
            # jumps past: the statement follows it)
            return
        self.exception_hook(end, st)
        self.try_starts[end].remove(handler)  # (read once, by the innermost block)

    def entered_by_its_condition(self, end, st):
        """Whether the empty block at `end` is the body of an if statement
        whose condition's jumps there are its ways in (true): its last
        test, right before, jumps elsewhere when false, and only
        conditional jumps reach `end`. The `try: pass` there is that
        body's, not the code after the if (`if a and (b or c): try: pass`
        / `except E: ...` ending a loop body: fuzz 3.12/3.13 seed 1 #467,
        try_layouts.py::case_mnew13_empty_try_in_if_ending_loop)."""
        instrs = self.instrs
        if st.start != end or end < 1 or not fits(instrs[end - 1], COND_JUMP) or instrs[end - 1].target.index == end:
            return False
        return all(fits(x, COND_JUMP) for x in self.flow.jump_sources.get(end, ()))

    def read_try(self, body_start, handler, st):
        """The try statement whose body starts at body_start, its handler
        at `handler`, read into st; where reading goes on."""
        instrs = self.instrs
        cleanup = self._cleanup_of(handler)
        if cleanup < handler:
            raise self.error("cleanup block before its handler", instrs[handler])
        if handler in self.unprotected:
            # Nothing, or a `return constant` (which unwinds first).
            body_end = self.unprotected[handler]
            if body_end is None:
                ret = match(instrs, body_start, CONSTANT_RETURN_OUT_OF_LOOPS)
                body_end = ret.end if ret else body_start
        else:
            body_end = self._main_line_end(body_start, handler)
            if body_end != st.end:
                body_end += self._with_way_out_after(body_start, body_end, st)
        passed = None
        if body_end > st.end:
            # (or a with statement's, begun there: its body returns, the
            # rest of the try body after it reached when __exit__ swallows)
            passed = self._exit_before_handlers(body_start, body_end, st, (self.try_starts, self.with_starts))
            if passed is None:
                # The body read on past the enclosing block (a loop's closing
                # jump): a branch's way out was taken for more of the body
                # (`try: if c: continue` in `while True:` whose normal exit
                # leaves the loop); what the block goes on with would be lost.
                raise self.error("try body runs past its block", instrs[body_start])
            self.skip[st.end] = passed
        if self._is_except(handler, cleanup, st) and not self._finally_only_returns(body_end, handler, cleanup) and not self._finally_returns_after_exits(body_end, handler, cleanup):
            statement = TryExcept(self, st, body_start, body_end, handler, cleanup)
            statement.unprotected_exit_copies()
        else:
            statement = TryFinally(self, st, body_start, body_end, handler, cleanup)
        if passed is None:
            return statement.read()
        try:
            nxt = statement.read()
        finally:
            self.skip.pop(st.end, None)
        way = self._way_round_at(body_end, st) if nxt == st.end else None
        if way is not None:
            # (the body, read past the block, goes round the loop at its end
            # by a jump laid out past the handlers of the statements in it,
            # 3.12 by one of its own past more handlers: they and it are
            # passed over after the loop; `for: try: try ... else: break /
            # finally: ...` / `except E: pass`,
            # loop_exits_through_finally.py::case_h19a_else_break_through_finally_in_try_in_for)
            self.skip[passed] = body_end + (way == body_end)
            self.skip[way] = way + 1
            return nxt
        return self._round_the_loop_after(nxt, passed, st)

    def _way_round_at(self, k, st):
        """Where the jump that goes round the loop around st lies when the
        body of a try statement, read past st's end, ends there: at `k`,
        which code before it falls into and nothing jumps to, or (3.12)
        past the handlers at k, the jump at k - 1 reaching it alone; None
        otherwise."""
        loop = st.region.loop
        instrs = self.instrs
        if loop is None or k >= self.count or k < 1:
            return None
        if fits(instrs[k], JUMP):
            falls = not fits(instrs[k - 1], NO_FALLTHROUGH) and not self.flow.jump_sources.get(k)
            return k if falls and self._round_from(k, loop) else None
        hop = instrs[k - 1].target.index if fits(instrs[k - 1], JUMP) else -1
        if hop > k and fits(instrs[hop], JUMP) and len(self.flow.jump_sources.get(hop, ())) == 1 and self._round_from(hop, loop):
            return hop
        return None

    def _round_the_loop_after(self, nxt, passed, st, at=None):
        """Where the block goes on after a try statement whose body went on
        past the block's exit (`_exit_before_handlers`), into the handlers
        at `passed`: it ends with the jump back round the loop (or the fall
        into its bottom test) laid out after them, maybe after more of the
        loop's body (straight code, read here); they and it are passed
        over after the loop. `at`: the statement's first instruction (a
        with's), whose row that code must share: else it is not more of
        this block (3.13: the code after a try around the with, read in
        that try's body, fuzz seed 174 #385)."""
        loop = st.region.loop
        if nxt <= st.end:
            return nxt
        instrs = self.instrs
        if nxt < self.count and fits(instrs[nxt - 1], LEAVES) and fits(instrs[nxt], "PUSH_EXC_INFO"):
            # (the statement leaves the function itself, `with c: try: ...
            # / except E: ... / return v` in a loop: nothing of the loop's
            # body follows it)
            return self._rest_of_loop_body_leaves(nxt, nxt, passed, st)
        last = nxt if nxt < self.count and fits(instrs[nxt], JUMP) else nxt - 1
        if loop is None and fits(instrs[last], JUMP) and instrs[last].target.index == st.end:
            # (the statement's last way on, laid out past the handlers,
            # jumps back to where the block ends: an if's branch ends
            # with it, the code after the if laid out before them)
            self.skip[passed] = last + 1
            return st.end
        if fits(instrs[nxt - 1], JUMP):
            nxt -= 1  # (the statement took the jump for its way on)
        if fits(instrs[nxt], JUMP) and not self._round_from(nxt, loop) and instrs[nxt].target.index > nxt:
            nxt = instrs[nxt].target.index  # (more of the body, past the handlers after this one)
        end = nxt
        while end < self.count and not self._round_from(end, loop):
            if instrs[end].target is not None or fits(instrs[end], "PUSH_EXC_INFO|RETURN_VALUE|RAISE_VARARGS|RERAISE"):
                branching_end = self._branching_rest_end(nxt, loop)
                if branching_end is not None:
                    end = branching_end
                    break
                if end > nxt and fits(instrs[end], "RETURN_VALUE|RAISE_VARARGS") and instrs[end].target is None:
                    return self._rest_of_loop_body_leaves(nxt, end + 1, passed, st)
                raise self.error("try body runs past its block", instrs[nxt])
            end += 1
        if end >= self.count:
            raise self.error("try body runs past its block", instrs[nxt])
        if end > nxt:
            if at is not None and self.cover.get(nxt) != self.cover.get(at):
                raise self.error("code past the handlers outside the statement's try", instrs[nxt])
            r = st.region
            stmts, _ = self.block(nxt, end, Region(end, r.follow, loop, r.handler_depth, r.protected), list(st.stack))
            for stmt in stmts:
                self.emit(st, stmt)
        self.skip[passed] = end + 1 if fits(instrs[end], JUMP) else end
        if st.region.follow is None or not self._goes_round(st.region.follow, loop):
            # (the block falls off elsewhere: an if's body in the loop)
            self.emit(st, ast.Continue(), instrs[end])
        return st.end

    def _branching_rest_end(self, nxt, loop):
        """3.12+: where the rest of the loop's body after a try statement,
        laid out past the handlers, goes round `loop` (`_round_from`) when
        it branches (`assert c`, an if): its jumps stay in it or go to that
        point, nothing else jumps into it past its start, and it holds no
        handler; or None."""
        end = nxt
        while end < self.count and not self._round_from(end, loop):
            if fits(self.instrs[end], "PUSH_EXC_INFO"):
                return None
            end += 1
        if end >= self.count or end == nxt or not self._closed_region(nxt, end, to_end=True):
            return None
        return end

    def _rest_of_loop_body_leaves(self, nxt, end, passed, st):
        """The rest of the loop's body after the try statement, laid out
        past the handlers at `passed`, is straight code [nxt, end) ending
        in a return or raise (3.12+: `for x in xs: try: ... else: break /
        finally: ...` / `return y`): read here, the block ends with it; it
        is passed over after the loop."""
        r = st.region
        stmts, _ = self.block(nxt, end, Region(end, None, r.loop, r.handler_depth, r.protected), list(st.stack))
        for stmt in stmts:
            self.emit(st, stmt)
        self.skip[passed] = end
        return st.end

    def _round_from(self, k, loop):
        """Whether control at k goes round `loop` at once (`_goes_round`): a
        jump there, or its bottom test."""
        if loop is None:
            return False
        if fits(self.instrs[k], JUMP):
            return self._goes_round(self.instrs[k].target.index, loop)
        passed_to = self.skip.get(k, k)
        return passed_to > k and k <= self.loop_tails.get(loop.head, -1) < passed_to

    def _goes_round(self, target, loop):
        """Whether a jump to `target` goes round `loop`: to its head, or to
        its bottom test, laid out past the handlers and passed over there."""
        if self.resolve(target) == self.resolve(loop.continue_to):
            return True
        passed_to = self.skip.get(target, target)
        return passed_to > target and target <= self.loop_tails.get(loop.head, -1) < passed_to

    def _exit_before_handlers(self, body_start, body_end, st, begun=None):
        """3.12+: whether the body read on past the block's end only over
        the block's exit (a loop's `return None`, laid out after its body)
        into the handlers of try statements begun in the body (a return
        of their else through a finally body's copy before them; `begun`:
        the tables of the statements whose handlers count, try statements'
        by default): the body is the try statement's still; the exit is
        passed over."""
        begun = begun or (self.try_starts,)
        instrs = self.instrs
        k = st.end
        while k < body_end and not fits(instrs[k], "PUSH_EXC_INFO"):
            size = self._terminal_size(k)
            handlers_at = next((x for x in range(k, body_end) if fits(instrs[x], "PUSH_EXC_INFO")), body_end)
            if not size and self._only_leaves(k, handlers_at):
                size = handlers_at - k  # (the loop's exit, branching, each way leaving)
            if not size:
                # (the closing jump of a loop around, where this loop exits;
                # or the rest of the loop's body after an if whose branch
                # holds the statement, straight code going round)
                last = next((x for x in range(k, body_end) if instrs[x].target is not None or fits(instrs[x], NO_FALLTHROUGH)), None)
                # (or a loop's else jumping to the code after the loop, laid
                # out right behind it)
                if last is not None and fits(instrs[last], JUMP) and (instrs[last].target.index < body_start or instrs[last].target.index == last + 1):
                    size = last + 1 - k
            if not size:
                return None
            k += size
        if k == st.end or k >= body_end:
            return None
        if not any(body_start <= i < st.end and k in hs for starts in begun for i, hs in starts.items()):
            return None
        loop = st.region.loop
        if any(x.target is not None and st.end <= x.target.index < k and not (loop is not None and x.target.index == loop.break_to) for x in instrs[body_start:st.end]):
            return None  # (a `break` goes there: the loop's exit)
        return k

    def op_BEFORE_WITH(self, ins, st):
        return WithStatement(self, st, ins, False).read()

    def op_BEFORE_ASYNC_WITH(self, ins, st):
        return WithStatement(self, st, ins, True).read()

    def op_WITH_EXIT(self, ins, st):
        self._pop_exit_marker(st, ins)
        return self._break_after_exit(ins.index + 1, st)
