"""The lifter's entry points into the exception-table family (3.11+):
`exception_hook`, where a try statement's body starts or handler code
already read lies, and the opcodes that begin a with statement or end its
body. Each statement is read by its own class (try_except, try_star,
try_finally, with_statement), from the table's facts (index, body_extent).
"""

import ast

from ...bytecode.idioms import CONSTANT_RETURN_OUT_OF_LOOPS, match
from ..state import NoStatements
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
        for h in self.try_starts.get(i, ()):
            if h not in self.active_tries:
                self.active_tries.add(h)
                try:
                    nxt = self.read_try(i, h, st)
                finally:
                    self.active_tries.discard(h)
                if nxt != i:
                    return nxt
                # (`try: pass` and no else: no instruction of its own)
        return None

    def try_ending_loop(self, end, st):
        """At the end of a block [.., end) in a loop: the `try: pass` there
        whose clauses go round (`tries_ending_loops`), read into st when
        the loop is the one they go round."""
        handler, goes_to, _ = self.tries_ending_loops[end]
        loop = st.region.loop
        if loop is None or goes_to not in (loop.head, loop.continue_to) or handler in self.active_tries or handler not in self.try_starts.get(end, ()):
            return
        if isinstance(st.stmts, NoStatements) or st.stmts and isinstance(st.stmts[-1], LEAVING) or any(x.index < st.start for x in self.flow.jump_sources.get(end, ())):
            # (a value's arm; a branch that leaves, or one code before it
            # jumps past: the statement follows it)
            return
        self.exception_hook(end, st)
        self.try_starts[end].remove(handler)  # (read once, by the innermost block)

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
        if body_end > st.end:
            # The body read on past the enclosing block (a loop's closing
            # jump): a branch's way out was taken for more of the body
            # (`try: if c: continue` in `while True:` whose normal exit
            # leaves the loop); what the block goes on with would be lost.
            raise self.error("try body runs past its block", instrs[body_start])
        if self._is_except(handler, cleanup, st) and not self._finally_only_returns(body_end, handler, cleanup):
            statement = TryExcept(self, st, body_start, body_end, handler, cleanup)
            statement.unprotected_exit_copies()
            return statement.read()
        return TryFinally(self, st, body_start, body_end, handler, cleanup).read()

    def op_BEFORE_WITH(self, ins, st):
        return WithStatement(self, st, ins, False).read()

    def op_BEFORE_ASYNC_WITH(self, ins, st):
        return WithStatement(self, st, ins, True).read()

    def op_WITH_EXIT(self, ins, st):
        self._pop_exit_marker(st, ins)
        return self._break_after_exit(ins.index + 1, st)
