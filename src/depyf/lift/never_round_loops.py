"""3.12+ loops that never go round: `while c: ...; break` (or a body that
always leaves) compiles to no jump back at all, the `break` to a line
marker alone (a NOP, dropped: Instr.after_marker) then a copy of the exit
block the loop's test jumps to when false. Read as an if statement the
copy is taken for the exit itself and the `break`'s line is lost."""

import ast

from ..bytecode.idioms import JUMP, fits
from .state import LoopInfo, Region


class NeverRoundLoopOps:
    """Lifter mixin: the if statement that is such a loop (branches.branch)."""

    def marked_copy(self, copy, test_lines):
        """3.11+: whether the code at `copy`, a copy of an exit block, follows
        a line marker of a line of its own (not its own, nor one of the
        condition's, `test_lines`): a statement that compiled to nothing
        but that copy (a `break` of a loop that never goes round, a
        `return` through a finally body), not the exit a condition jumps to
        (condition_chains._merge_copied_exits keeps it apart). 3.11 marks such a
        line with a NOP as 3.12 does (the `return`'s of
        try_finally_exits.py::case_bare_return_through_finally_in_if)."""
        if not self.version.COPIES_EVERY_EXIT:
            return False
        line = self.instrs[copy].after_marker
        return line is not None and line != self.instrs[copy].lineno and line not in test_lines

    def break_marked_copy(self, copy, original, test_lines):
        """3.12+: whether [copy, original) is a marked copy (marked_copy) of
        the exit block at `original`, right before it: a `break`'s."""
        if not self.version.COLD_CODE_AT_END:
            return False
        return copy < original and self.marked_copy(copy, test_lines) and self._exit_copy_size(copy, original) == original - copy

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
        (break_marked_copy) and nothing in it jumps past that copy: emits
        the loop into st and returns where reading goes on, or None."""
        if not self.version.COLD_CODE_AT_END:
            return None  # (both readings below are of such code: no call per instruction of the body)
        instrs = self.instrs
        lines = {s.jump.lineno for s in segs or () if s.jump is not None} | {ins.lineno}
        # (a marked copy follows a line marker: the rest are passed by one test)
        copy = next((c for c in range(body_start, false_to) if instrs[c].after_marker is not None and self.break_marked_copy(c, false_to, lines)), None)
        if copy is None:
            copy = self.break_jump_at_end(body_start, false_to, st, ins)
        if copy is None:
            return None
        if any(x.target is not None and not body_start <= x.target.index <= copy for x in instrs[body_start:copy]):
            return None
        if any(x.index >= copy for k in range(body_start, copy + 1) for x in self.flow.jump_sources.get(k, ())):
            return None  # (a way back into the body from past it: a loop that goes round, its test laid out after handlers)
        region = st.region
        loop = LoopInfo(body_start, ins.index, copy)
        sub = Region(copy, copy, loop, region.handler_depth, region.protected)
        body, _ = self.block(body_start, copy, sub, list(st.stack))
        body.append(ast.Break())
        self.emit(st, ast.While(test=test, body=body, orelse=[]), ins)
        if self.skip.get(false_to) == false_to + (false_to - copy):
            del self.skip[false_to]  # (passed over as a copy of the one the `break` stands for: the exit itself)
        return false_to
