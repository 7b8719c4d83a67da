"""3.12+ (and 3.10) loops that never go round: `while c: ...; break` (or a
body that always leaves) compiles to no jump back at all, the `break` to a
line marker alone (a NOP, dropped: Instr.after_marker) then a copy of the
exit block the loop's test jumps to when false. Read as an if statement the
copy is taken for the exit itself and the `break`'s line is lost. (3.10
lays such a loop out the same, its short exits copied onto the jumps to
them (BLOCK_EXIT_COPIES); 3.11's is read so only where a with body's
`break` ends its main line, `break_before_inline_with_handler`.)"""

import ast

from ..bytecode.idioms import CLAUSE_JUMPED_OUT, COND_JUMP, HANDLER_LEFT, JUMP, fits, jumps_where, match, where
from ..errors import DecompilationError
from .exceptions_shared import _breaks, _dump, cannot_finish
from .segments import kept_false_test
from .state import LoopInfo, Region


class NeverRoundLoopOps:
    """Lifter mixin: the if statement that is such a loop (branches.branch)."""

    def marked_copy(self, copy, test_lines):
        """3.10+: whether the code at `copy`, a copy of an exit block, follows
        a line marker of a line of its own (not its own, nor one of the
        condition's, `test_lines`): a statement that compiled to nothing
        but that copy (a `break` of a loop that never goes round, a
        `return` through a finally body), not the exit a condition jumps to
        (condition_chains._merge_copied_exits keeps it apart). 3.11 marks such a
        line with a NOP as 3.12 does (the `return`'s of
        try_finally_exits.py::case_bare_return_through_finally_in_if), and
        3.10 keeps a NOP for it (break_continue.py::case_never_round)."""
        if not self.version.COPIES_EXITS:
            return False
        line = self.instrs[copy].after_marker
        return line is not None and line != self.instrs[copy].lineno and line not in test_lines

    def _never_round_layout(self):
        """Whether the code's compiler lays a loop that never goes round
        out so (the module's docstring): 3.10 and 3.12+."""
        return self.version.COLD_CODE_AT_END or self.version.BLOCK_EXIT_COPIES

    def break_marked_copy(self, copy, original, test_lines):
        """3.10, 3.12+: whether [copy, original) is a marked copy (marked_copy) of
        the exit block at `original`, right before it: a `break`'s."""
        if not self._never_round_layout():
            return False
        if not (copy < original and self.marked_copy(copy, test_lines) and self._exit_copy_size(copy, original) == original - copy):
            return False
        # (3.10: a block the compiler would not copy, one that calls a
        # with's __exit__, is code written there: `if c: return 1` in a
        # with, the break after it leaving the with through the same code,
        # with_exits_in_loops.py::case_o21_seed227_break_in_two_item_with_in_while_then_return)
        return not self.version.BLOCK_EXIT_COPIES or self.compiler_may_copy(copy, original)

    def with_break_loop_body(self, body_start, false_to, st, ins):
        """The body [body_start, false_to) of a loop that never goes round
        whose with body's `break` (`never_round_break`) its with's reader
        reads, the loop's exit at false_to (falling off the body would go
        round); None (read rolled back) where that is no such loop: the
        code after the with, reached when __exit__ swallows, does not
        leave, or the marker was another statement's (a `return` through
        the exit calls)."""
        region = st.region
        loop = LoopInfo(body_start, ins.index, false_to)
        try:
            with self.trial:
                body, _ = self.block(body_start, false_to, Region(false_to, ins.index, loop, region.handler_depth, region.protected), list(st.stack))
                if not body or not isinstance(body[-1], (ast.Return, ast.Raise, ast.Break, ast.Continue)):
                    raise self.error("loop body after a with's break goes on", ins)
        except DecompilationError:
            return None
        return body

    def never_round_break(self, segs, body_start, false_to, st, ins):
        """Where the `break` of the branch's body [body_start, false_to)
        read as a loop that never goes round starts (a copy of the exit
        block at false_to, or a jump there), and whether it is a with
        body's, read by the with's reader (after its exit calls); (None,
        False) for none."""
        if self.version.TABLE_HANDLERS_INLINE:
            copy = self.break_before_inline_with_handler(body_start, false_to)
            return copy, copy is not None
        instrs = self.instrs
        lines = {s.jump.lineno for s in segs or () if s.jump is not None} | {ins.lineno}
        # (a marked copy follows a line marker: the rest are passed by one test)
        copy = next((c for c in range(body_start, false_to) if instrs[c].after_marker is not None and self.break_marked_copy(c, false_to, lines)), None)
        if copy is not None:
            return copy, False
        copy = self.break_copy_past_exits(body_start, false_to, lines)
        if copy is not None:
            return copy, True
        return self.break_jump_at_end(body_start, false_to, st, ins), False

    def break_copy_past_exits(self, body_start, false_to, lines):
        """3.12+: where the copy of the exit block at false_to starts that
        the `break` of a with body makes after the exit calls of the with
        statements it leaves, right before false_to (3.12+; 3.10: each
        after its POP_BLOCK; or false_to itself, no copy; 3.10: or a jump
        there, the with's handler after it): the break's line marker is
        on the first exit call (compiled after it), not on the copy (with_and_loops.py::case_hb16_break_from_with_in_never_round_while_computed_return);
        None otherwise."""
        instrs = self.instrs
        if not self._never_round_layout():
            return None
        for c in range(body_start, false_to):
            if instrs[c].after_marker is None or not fits(instrs[c], "WITH_EXIT|POP_BLOCK"):
                continue
            line = instrs[c].after_marker
            k = c
            while k < false_to and fits(instrs[k], "WITH_EXIT"):
                k += 1
            while k < false_to and self.version.BLOCK_EXIT_COPIES and self._with_exit_len(k)[0]:
                k += self._with_exit_len(k)[0]  # (3.10: POP_BLOCK and the exit call)
            if line == instrs[k].lineno or line in lines:
                continue
            if k == false_to:
                return k  # (the exit block itself, no copy: the `break` falls into it)
            if self.version.BLOCK_EXIT_COPIES and fits(instrs[k], JUMP) and self.resolve(k) == self.resolve(false_to) and fits(instrs[k + 1], "WITH_EXCEPT_START"):
                return k  # (3.10: a jump there, the exit too long to copy)
            size = self._exit_copy_size(k, false_to)
            # (3.10: the with's handler, inline, between the copy and false_to)
            if size and (k + size == false_to or self.version.BLOCK_EXIT_COPIES and fits(instrs[k + size], "WITH_EXCEPT_START")):
                return k
        return None

    def break_before_inline_with_handler(self, body_start, false_to):
        """3.11: where the `break` of a with body ends that body's main
        line, a jump to false_to (the loop's exit) right after the with's
        exit call and before its handler, laid out inline, whose swallow
        path goes on to code ending in a return or raise right before
        false_to: a loop that never goes round has no jump back, read as an
        if statement its with's body would fall into that code, which only
        the swallow path runs (with_and_loops.py::case_hb16_break_from_with_in_never_round_while);
        None otherwise."""
        instrs = self.instrs
        if not fits(instrs[false_to - 1], "RETURN_VALUE|RAISE_VARARGS"):
            return None
        for c in jumps_where(instrs, self.flow.jump_positions, JUMP, body_start + 1, false_to - 2):  # (the jumps found by one scan by name)
            if self.resolve(c) == self.resolve(false_to) and fits(instrs[c - 1], "WITH_EXIT") and fits(instrs[c + 1], "PUSH_EXC_INFO") and fits(instrs[c + 2], "WITH_EXCEPT_START"):
                return c
        return None

    def break_jump_at_end(self, body_start, false_to, st, ins):
        """3.12+: where the body [body_start, false_to) ends in a jump of a
        line of its own (not the test's nor the code's before it) to where the jump at false_to
        goes, which is no `continue` or `break` of the loop around: the
        `break` of a loop that never goes round, whose exit is a jump too
        (over an else); None otherwise."""
        instrs = self.instrs
        last = false_to - 1
        if not self.version.COLD_CODE_AT_END or last < body_start or not fits(instrs[last], JUMP) or not fits(instrs[false_to], JUMP):
            return None
        target = self.resolve(instrs[last].target.index)
        loop = st.region.loop
        if target != self.resolve(false_to) or (loop is not None and target in (loop.continue_to, loop.break_to)):
            return None
        before = instrs[last - 1] if last > body_start else ins
        if instrs[last].lineno is None or instrs[last].lineno in (before.lineno, ins.lineno, instrs[false_to].lineno):
            return None  # (the jump over an else, which takes the line of the code before it)
        return last

    def never_round_loop(self, test, segs, body_start, false_to, st, ins):
        """`while test: <body>; break` where the branch's body [body_start,
        false_to) ends in a `break`'s copy of the exit block at false_to
        (break_marked_copy; or a with body's `break`, `never_round_break`)
        and nothing in it jumps past that copy: emits the loop into st and
        returns where reading goes on, or None."""
        if self.version.KEEPS_UNREACHABLE_CODE:
            kept = self.never_round_loop_kept(test, body_start, false_to, st, ins)
            if kept is not None or not self._clause_jumps_to(body_start, false_to):
                return kept
            return self.loop_left_from_clause(test, body_start, false_to, st, ins)
        readers = ()
        if self.version.TABLE_HANDLERS_INLINE:
            readers = (self.never_round_loop_left_from_handler, self.loop_left_from_clause)
        elif not self._never_round_layout():
            return None  # (the readings below are of such code: no call per instruction of the body)
        elif self.version.BLOCK_EXIT_COPIES and self.loop_left_falling_from_handler(body_start, false_to, st):
            # (the handler copy's POP_EXCEPT is the `break`)
            self.facts.handler_tail_actions[false_to - 1] = (false_to, True)
            return self.loop_left_at_exit(test, body_start, false_to, st, ins)
        elif self.version.BLOCK_EXIT_COPIES:
            readers = (self.never_round_loop_left_from_copied_handler, self.loop_left_from_clause)
        elif self.version.COLD_CODE_AT_END:
            readers = (self.never_round_loop_left_from_cold_handler, self.never_round_loop_left_from_cold_clause, self.never_round_loop_left_by_clause_jump)
        for read in readers:
            left = read(test, body_start, false_to, st, ins)
            if left is not None:
                return left
        instrs = self.instrs
        copy, past_exits = self.never_round_break(segs, body_start, false_to, st, ins)
        if copy is None:
            return None
        if any(x.target is not None and not body_start <= x.target.index <= (false_to if past_exits else copy) for x in instrs[body_start:copy]):
            return None
        if any(x.index >= copy for k in range(body_start, copy + 1) for x in self.flow.jump_sources.get(k, ())):
            return None  # (a way back into the body from past it: a loop that goes round, its test laid out after handlers)
        region = st.region
        if past_exits:
            body = self.with_break_loop_body(body_start, false_to, st, ins)
            if body is None:
                return None
        else:
            loop = LoopInfo(body_start, ins.index, copy)
            sub = Region(copy, copy, loop, region.handler_depth, region.protected)
            body, _ = self.block(body_start, copy, sub, list(st.stack))
            body.append(ast.Break())
        self.emit(st, ast.While(test=test, body=body, orelse=[]), ins)
        if self.skip.get(false_to) == false_to + (false_to - copy):
            del self.skip[false_to]  # (passed over as a copy of the one the `break` stands for: the exit itself)
        return false_to

    def never_round_loop_left_from_handler(self, test, body_start, false_to, st, ins):
        """3.11: `while test: ...` that never goes round, left by a `break`
        out of a finally body (`try: ... finally: ...; break`): the branch's
        body [body_start, false_to) holds a finally body's `POP_EXCEPT`
        then a jump to false_to, which no if statement's body holds (a
        finally body's handler copy leaves by re-raising or by a loop's
        jump), and ends in a re-raise,
        so every way to false_to is a jump there: each is a `break` (a
        `while` read as an if, that jump is unstructured). Every jump of
        the body stays in it: emits the loop into st and returns where
        reading goes on, or None
        (loop_exits_through_finally.py::case_finally_ends_in_break_before_copied_return)."""
        instrs = self.instrs
        if not fits(instrs[false_to - 1], "RERAISE") or self._exit_is_loop_jump(false_to, st):
            return None
        # (the POP_EXCEPTs found by one scan by name: no `fits` call an instruction)
        if not any(fits(instrs[k + 1], JUMP) and instrs[k + 1].target.index == false_to and self._finally_left_at(k) for k in where(instrs, "POP_EXCEPT", body_start, false_to - 1)):
            return None
        return self.closed_loop_left_at_exit(test, body_start, false_to, st, ins)

    def never_round_loop_left_from_copied_handler(self, test, body_start, false_to, st, ins):
        """3.10: `while test: ...` that never goes round, left by a `break`
        out of a finally body (`try: ... finally: ...; break`): the branch's
        body [body_start, false_to) holds the handler copy of a finally body
        left (`POP_TOP x3; POP_EXCEPT`) into a copy of the exit block at
        false_to, which no if statement's body holds (a finally body's
        handler copy re-raises at its end, or leaves by a loop's jump; a
        `return` there keeps its value over the exception it drops). Every
        jump of the body stays in it: emits the loop into st and returns
        where reading goes on, or None
        (loop_exits_through_finally.py::case_nr18_while_left_by_break_in_finally_if)."""
        if self._exit_is_loop_jump(false_to, st):
            return None
        if not any(self._finally_handler_left_into(k, false_to) for k in range(body_start, false_to - 4)):
            return None
        if any(x.target is not None and x.target.index == body_start for x in self.instrs[body_start:false_to]):
            return None  # (a jump back to the body's start: the loop goes round, its test copied at its bottom)
        return self.closed_loop_left_at_exit(test, body_start, false_to, st, ins)

    def _exit_is_loop_jump(self, false_to, st):
        """Whether false_to, the branch's exit, is the enclosing loop's
        `continue` or `break` target: the branch leaving there is that
        loop's jump, no `break` of a loop of its own."""
        loop = st.region.loop
        return loop is not None and self.resolve(false_to) in (loop.continue_to, loop.break_to)

    def closed_loop_left_at_exit(self, test, body_start, false_to, st, ins):
        """`loop_left_at_exit` where every jump of the body [body_start,
        false_to) stays in it and none from past it comes back in (a loop
        that goes round, its test laid out after); else None."""
        if not self._body_closed(body_start, false_to):
            return None
        return self.loop_left_at_exit(test, body_start, false_to, st, ins)

    def _body_closed(self, body_start, false_to):
        """Whether every jump of the branch's body [body_start, false_to)
        stays in it (false_to included) and none from false_to on comes
        back into it (a loop that goes round, its test laid out after)."""
        if any(x.target is not None and not body_start <= x.target.index <= false_to for x in self.instrs[body_start:false_to]):
            return False
        return not any(x.index >= false_to for k in range(body_start, false_to) for x in self.flow.jump_sources.get(k, ()))

    def loop_left_falling_from_handler(self, body_start, false_to, st):
        """3.10: whether the branch's body [body_start, false_to) is that of
        `while test: ...` that never goes round, left by a `break` ending a
        finally body (`try: ... finally: ...; break`) whose handler copy
        falls into the loop's exit at false_to right after its POP_EXCEPT
        (the jump to the next instruction dropped): an if statement's
        finally body re-raises there. Every jump of the body stays in it."""
        instrs = self.instrs
        last = false_to - 1
        if last <= body_start or not fits(instrs[last], "POP_EXCEPT") or self._exit_is_loop_jump(false_to, st):
            return False
        blk = self.blocks[last]
        if not blk or blk[-1][0] != "H" or not body_start <= blk[-1][1] < last or self._is_try_except_handler(blk[-1][1]):
            return False
        if not self._body_closed(body_start, false_to):
            return False
        return not any(x.index < body_start - 1 for k in range(body_start, false_to) for x in self.flow.jump_sources.get(k, ()))

    def loop_left_from_clause(self, test, body_start, false_to, st, ins):
        """3.8-3.11: `while test: ...` that never goes round, left by a
        `break` ending an except clause (`_clause_left_to`): read as an if,
        the break's way out is taken for the code after the try statement
        (3.10) or is a jump past it (3.8/3.9, whose loop body ending in a
        return keeps no jump back: try_in_loops.py::case_r21b_never_round_while_two_clause_breaks_then_return; 3.11). Read as the loop, its body must
        not finish (it would go round) and must hold the break; emits the
        loop into st and returns where reading goes on, or None (rolled
        back)."""
        instrs = self.instrs
        if self._exit_is_loop_jump(false_to, st):
            return None
        if not self.version.BLOCK_EXIT_COPIES and not any(instrs[k].target.index == false_to for k in jumps_where(instrs, self.flow.jump_positions, JUMP, body_start, self.count)):
            return None  # (a clause left so ends in a jump to false_to, `_clause_left_to`: none, no scan of the body)
        # (the clauses' ends found by one scan by name: no call an instruction)
        if not any(self._clause_left_to(k + 1, false_to, ins) for k in where(instrs, "POP_EXCEPT", body_start, false_to - 1)):
            return None
        if not self._body_closed(body_start, false_to):
            return None
        try:
            with self.trial:
                body = self._body_left_by_break(body_start, false_to, st, ins)
                first = next(k for k, x in enumerate(body) if _breaks([x]))
                rest = [_dump(x) for x in body[first + 1 :] if not isinstance(x, ast.Break)]
                if not rest or rest == self._exit_read(false_to, st):
                    # (the break skips no code, only the exit block's copy:
                    # an if statement's clause falling off goes there too;
                    # read so)
                    raise self.error("loop body's break skips nothing", ins)
        except DecompilationError:
            return None
        self.emit(st, ast.While(test=test, body=body, orelse=[]), ins)
        return false_to

    def _exit_read(self, false_to, st):
        """The exit block at false_to, up to its return or raise, read
        (dumped); None where it is not such a block."""
        k = false_to
        while k < self.count and self.instrs[k].target is None and not fits(self.instrs[k], "RETURN_VALUE|RAISE_VARARGS"):
            k += 1
        if k >= self.count or not fits(self.instrs[k], "RETURN_VALUE|RAISE_VARARGS"):
            return None
        try:
            with self.trial:
                stmts, _ = self.block(false_to, k + 1, Region(k + 1, None, st.region.loop, st.region.handler_depth, st.region.protected), list(st.stack))
        except DecompilationError:
            return None
        return [_dump(x) for x in stmts]

    def _clause_left_to(self, k, false_to, ins):
        """Whether an except clause's POP_EXCEPT before k goes to false_to
        from k: a jump there (3.8/3.9, 3.11: CLAUSE_JUMPED_OUT, a named
        clause's name cleared first), or (3.10) a copy of the exit block
        there, on that block's line, the POP_EXCEPT on a line of its own
        (the break's): an except clause falling off into the code after
        its try statement or into the branch's end takes the line of its
        last statement, and the copy there is on the line of the code it
        copies."""
        instrs = self.instrs
        if not self.version.BLOCK_EXIT_COPIES:
            span = match(instrs, k - 1, CLAUSE_JUMPED_OUT, self.version)
            return span is not None and instrs[span.end - 1].target.index == false_to
        line = instrs[false_to].lineno
        return instrs[k].lineno == line and instrs[k - 1].lineno not in (line, ins.lineno) and bool(self._exit_copy_size(k, false_to))

    def _clause_jumps_to(self, body_start, false_to):
        """3.8/3.9: whether a jump to false_to from the branch's body
        [body_start, false_to) leaves an except clause there (the
        CLAUSE_JUMPED_OUT before it): an if statement's clause jumps only
        to the code right after its try statement (a loop's `break`
        there, were it in the body, would leave by that jump); looked up
        among the jumps to false_to, no scan of the body."""
        instrs = self.instrs
        for x in self.flow.jump_sources.get(false_to, ()):
            if body_start < x.index < false_to and any(match(instrs, k, CLAUSE_JUMPED_OUT, self.version) for k in range(max(body_start, x.index - 4), x.index)):
                return True
        return False

    def _finally_handler_left_into(self, k, exit_at):
        """3.10: whether a finally body's handler copy (no except clause's
        handler) is left at k (`POP_TOP x3; POP_EXCEPT`) into a copy of the
        exit block at exit_at (fuzz 3.10 seed 3 #445: not a `return` of a
        constant, in a loop that goes round)."""
        span = match(self.instrs, k, HANDLER_LEFT, self.version)
        # (not `return c`, which a finally body's own return compiles to
        # there: its constant is loaded after the unwinding)
        if not span or not self._exit_copy_size(span.end, exit_at) or self._fresh_tail(span.end, self.count) is None:
            return False
        b = self.blocks[k]
        return bool(b) and b[-1][0] == "H" and not self._is_try_except_handler(b[-1][1])

    def never_round_loop_left_from_cold_handler(self, test, body_start, false_to, st, ins):
        """3.12+: `while test: ...` that never goes round, left by a `break`
        ending a finally body (`try: ... finally: ...; break`) whose normal
        copy falls into the loop's exit at false_to (its marker alone): the
        handler copy, laid out past the function, leaves by `POP_EXCEPT`
        then a jump to false_to, which no if statement's finally body does
        (it re-raises, or takes a loop's jump), its try statement in the
        branch's body [body_start, false_to). Every jump of the body stays
        in it, and only the handlers of its own statements jump back into
        it: emits the loop into st and returns where reading goes on, or
        None (loop_exits_through_finally.py::case_nr18_while_left_by_break_in_finally_in_for)."""
        instrs = self.instrs
        if self._exit_is_loop_jump(false_to, st):
            return None
        left = [x.index for x in self.flow.jump_sources.get(false_to, ()) if x.index > false_to and fits(x, JUMP) and fits(instrs[x.index - 1], "POP_EXCEPT")]
        if not left:
            return None
        ours = self._cold_handlers_of(body_start, false_to)
        if not any(self._finally_left_at(k - 1) and self._cold_owner(k) in ours for k in left):
            return None
        if any(x.target is not None and not body_start < x.target.index <= false_to for x in instrs[body_start:false_to]):
            return None  # (a jump back to the body's start: the loop goes round, its test copied there)
        if any(x.index >= false_to and self._cold_owner(x.index) not in ours for k in range(body_start, false_to) for x in self.flow.jump_sources.get(k, ())):
            return None
        if any(x.index > false_to and fits(x, COND_JUMP) for x in self.flow.jump_sources.get(body_start, ())):
            # (the loop's bottom test, laid out past those handlers, which
            # a swallowing with's way on reaches: the loop goes round,
            # loop_exits_through_finally.py::case_finally_with_break_in_while_exit_copied)
            return None
        return self.loop_left_at_exit(test, body_start, false_to, st, ins)

    def never_round_loop_left_from_cold_clause(self, test, body_start, false_to, st, ins):
        """3.12+: `while test: ...` that never goes round, left by a `break`
        ending an except clause of a try statement in the branch's body
        [body_start, false_to), whose main line ends in a return or raise
        and never reaches false_to (no jump there: 3.12+ copies a short
        exit block): the clause, laid out past the function, leaves by
        `POP_EXCEPT` then a copy of the exit block at false_to (or a jump
        there) while another clause of its statement goes on to other
        code, the code after the statement. Read as an if statement the
        clause falls off its statement into that copy, where the code
        after the statement (a raise another clause falls into) is what it
        would run (try_in_loops.py::
        case_r19b_never_round_while_break_in_second_clause). Only the
        handlers of the body's own statements jump back into it. Read on
        trial (a clause's copy not read as its `break` rolls back): emits
        the loop into st and returns where reading goes on, or None."""
        instrs = self.instrs
        if not fits(instrs[false_to - 1], "RETURN_VALUE|RAISE_VARARGS") or self._exit_is_loop_jump(false_to, st):
            return None
        if any(x.target is not None and not body_start < x.target.index < false_to for x in instrs[body_start:false_to]):
            return None  # (a way to the exit, or back to the body's start: the loop goes round)
        ours = self._cold_handlers_of(body_start, false_to)
        if any(x.index >= false_to and self._cold_owner(x.index) not in ours for k in range(body_start, false_to) for x in self.flow.jump_sources.get(k, ())):
            return None
        # (a written `return` in the clause computes its value before the
        # POP_EXCEPT: `SWAP` there)
        ways = {}
        for k in where(instrs, "POP_EXCEPT", false_to, self.count - 1):
            if self._cold_owner(k) in ours and not fits(instrs[k - 1], "SWAP") and not self._is_cleanup(k - 1) and not self._finally_left_at(k):
                ways.setdefault(self._cold_owner(k), set()).add(self._clause_leaves_to(k, false_to))
        if not any(len(both) == 2 for both in ways.values()):
            # (no other clause of the statement goes on elsewhere, to the
            # code after it: an if statement's clause falling off it reads
            # the same, `except E: pass`, the code after it its else)
            return None
        try:
            with self.trial:
                return self.loop_left_at_exit(test, body_start, false_to, st, ins)
        except DecompilationError:
            return None

    def _clause_leaves_to(self, k, false_to):
        """Whether the except clause whose POP_EXCEPT is at k goes on (past
        the clearing of its name, in a named one) into a copy of the exit
        block at false_to, or jumps there (an exit too long to copy)."""
        on = self._past_unwind(k)
        if fits(self.instrs[on], JUMP):
            return self.resolve(self.instrs[on].target.index) == self.resolve(false_to)
        return self._exit_copy_size(on, false_to) > 0

    def never_round_loop_left_by_clause_jump(self, test, body_start, false_to, st, ins):
        """3.13: `while test: ...` that never goes round, left by a `break`
        ending an except clause (`except E: ...; break`), laid out past the
        function: its `POP_EXCEPT` then a plain jump back to the loop's exit
        at false_to, where a clause falling off into the code after its try
        statement (an if statement's, read so) jumps uninterruptibly
        (CLAUSE_EXIT_UNINTERRUPTIBLE), its try statement in the branch's
        body [body_start, false_to). Every jump of the body stays in it,
        and only the handlers of its own statements jump back into it. Read
        as the loop, its body must not finish (it would go round) and must
        hold the break: emits the loop into st and returns where reading
        goes on, or None (rolled back)
        (try_in_loops.py::case_r21c_never_round_while_clause_break_then_return_code_after_loop)."""
        instrs = self.instrs
        if not self.version.CLAUSE_EXIT_UNINTERRUPTIBLE or self._exit_is_loop_jump(false_to, st):
            return None
        left = self.clause_breaks_back_to(false_to, false_to + 1, self.count)
        if not left:
            return None
        ours = self._cold_handlers_of(body_start, false_to)
        if not any(self._cold_owner(k) in ours and not self._finally_left_at(k - 1) for k in left):
            return None
        if any(x.target is not None and not body_start < x.target.index <= false_to for x in instrs[body_start:false_to]):
            return None
        if any(x.index >= false_to and self._cold_owner(x.index) not in ours for k in range(body_start, false_to) for x in self.flow.jump_sources.get(k, ())):
            return None
        try:
            with self.trial:
                body = self._body_left_by_break(body_start, false_to, st, ins)
        except DecompilationError:
            return None
        self.emit(st, ast.While(test=test, body=body, orelse=[]), ins)
        return false_to

    def _body_left_by_break(self, body_start, false_to, st, ins):
        """The body [body_start, false_to) of `while test:` that never goes
        round, its exit at false_to, read; it must not finish (it would go
        round) and must hold a `break` (else DecompilationError)."""
        region = st.region
        sub = Region(false_to, false_to, LoopInfo(body_start, ins.index, false_to), region.handler_depth, region.protected)
        body, _ = self.block(body_start, false_to, sub, list(st.stack))
        if not body or not cannot_finish(body[-1]) or not _breaks(body) or _goes_round(body):
            raise self.error("loop body goes round or is never left by a break", ins)
        return body

    def clause_breaks_back_to(self, target, lo, hi):
        """3.13: the jumps back to `target` from [lo, hi) that leave an
        except clause (CLAUSE_JUMPED_OUT: `POP_EXCEPT`, a name cleared,
        the jump) spelled as a statement's, a plain JUMP_BACKWARD: the
        clause falling off into the code after its try statement jumps
        uninterruptibly (CLAUSE_EXIT_UNINTERRUPTIBLE). Empty where any
        such jump is spelled so, or none leaves a clause."""
        instrs = self.instrs
        left = []
        for x in self.flow.jump_sources.get(target, ()):
            if not lo <= x.index < hi:
                continue
            spans = (match(instrs, k, CLAUSE_JUMPED_OUT, self.version) for k in range(max(lo, x.index - 4), x.index))
            if x.uninterruptible or not fits(x, JUMP) or not any(span is not None and span.end - 1 == x.index for span in spans):
                return []
            left.append(x.index)
        return left

    def loop_left_at_exit(self, test, body_start, false_to, st, ins):
        """Emits `while test:` whose body [body_start, false_to) ends in a
        `break` to false_to, its exit, into st; where reading goes on."""
        region = st.region
        sub = Region(false_to, false_to, LoopInfo(body_start, ins.index, false_to), region.handler_depth, region.protected)
        body, _ = self.block(body_start, false_to, sub, list(st.stack))
        if not body or not isinstance(body[-1], (ast.Return, ast.Raise)):
            body.append(ast.Break())
        self.emit(st, ast.While(test=test, body=body, orelse=[]), ins)
        return false_to

    def _cold_handlers_of(self, start, end):
        """3.12+: the handlers (their PUSH_EXC_INFO) of the statements in
        [start, end), laid out past it, and the handlers of their code."""
        ours = {e.target.index for e in self.entries if start <= e.start.index < end}
        grown = True
        while grown:
            more = {e.target.index for e in self.entries if e.start.index >= end and self._cold_owner(e.start.index) in ours}
            grown = not more <= ours
            ours |= more
        return ours

    def _cold_owner(self, k):
        """3.12+: the handler laid out last before k (handlers follow one
        another past the function's main line), or None."""
        return max((h for h in self.exc_handlers if h <= k), default=None)

    def _finally_left_at(self, k):
        """3.11+: whether the POP_EXCEPT at k leaves the handler copy of a
        finally body (not an except clause, which goes on after its
        statement so)."""
        cleanup = self.cover.get(k - 1)
        handler = max((h for h in self.exc_handlers if h < k and self.cover.get(h) == cleanup), default=None)
        return cleanup is not None and handler is not None and not self._is_except(handler, cleanup, None)

    def never_round_loop_kept(self, test, body_start, false_to, st, ins):
        """3.8/3.9: `while test: <body>; break; <dead code>` where the dead
        code after the `break` ends in a return or raise: no jump back is
        left (a loop body falling off would keep one, dead, after it), the
        branch's body [body_start, false_to) ends in the break's jump to
        false_to and the dead code, kept up to there, which nothing jumps
        into. Read as an if statement the dead code is lost. Every jump of
        the body stays in it (a `continue` would make the loop go round):
        emits the loop into st and returns where reading goes on, or
        None."""
        instrs = self.instrs
        if not fits(instrs[false_to - 1], "RETURN_VALUE|RAISE_VARARGS"):
            return None
        brk = self._break_before_kept_code(body_start, false_to)
        if brk is None:
            return None
        if any(x.target is not None and not body_start <= x.target.index <= false_to for x in instrs[body_start:brk]):
            return None
        region = st.region
        loop = LoopInfo(body_start, ins.index, false_to)
        sub = Region(false_to, false_to, loop, region.handler_depth, region.protected)
        body, _ = self.block(body_start, false_to, sub, list(st.stack))
        self.emit(st, ast.While(test=kept_false_test(test), body=body, orelse=[]), ins)
        return false_to

    def _break_before_kept_code(self, body_start, false_to):
        """3.8/3.9: the `break` (a jump to false_to) after which the body
        [body_start, false_to) holds only code no jump from before it
        reaches: dead code, or a with statement's handler, reached by the
        exception its SETUP_WITH in the body catches, then the code after
        the with, where a swallowed exception goes on (`with cm: ...;
        break` then `return`: the with's dead normal exit jumps there too);
        None where there is no such break."""
        instrs = self.instrs
        sources = self.flow.jump_sources
        brk = false_to - 1
        while brk > body_start and not (fits(instrs[brk], JUMP) and instrs[brk].target.index == false_to):
            if instrs[brk].target is not None and not brk < instrs[brk].target.index < false_to:
                return None
            brk -= 1
        if brk <= body_start or not fits(instrs[brk], JUMP):
            return None
        for k in range(brk + 1, false_to):
            for x in sources.get(k, ()):
                if not (brk < x.index < false_to or body_start <= x.index < brk and fits(x, "SETUP_WITH|SETUP_ASYNC_WITH")):
                    return None  # (reached from the body before the break: no dead code)
        return brk


def _goes_round(stmts):
    """Whether a `continue` in `stmts` goes round the loop around them
    (not one of a loop nested in them)."""
    for node in stmts:
        if isinstance(node, ast.Continue):
            return True
        if isinstance(node, (ast.For, ast.AsyncFor, ast.While)):
            if _goes_round(node.orelse):
                return True
        elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            inner = [v for f in ("body", "orelse", "finalbody", "handlers", "cases") for v in getattr(node, f, None) or () if isinstance(v, ast.AST)]
            if _goes_round(inner):
                return True
    return False
