"""with and async with read from the block stack: `WithStatement`.

    [BEFORE_ASYNC_WITH; GET_AWAITABLE; LOAD_CONST None; YIELD_FROM]
    SETUP_WITH h | SETUP_ASYNC_WITH h; STORE target | POP_TOP; body;
    POP_BLOCK; <exit call>; JUMP after
    h: the handler (3.8: WITH_CLEANUP_START ... END_FINALLY; 3.9/3.10:
    WITH_EXCEPT_START ... POP_JUMP_IF_TRUE to `POP_TOP x3; POP_EXCEPT;
    POP_TOP`)

The exit call sequences are `BlockIndexOps._with_exit_len`'s.
"""

import ast

from ...bytecode.idioms import FINALLY_ENTRY, HANDLER_LEFT, fits, match
from ...errors import DecompilationError
from ..exceptions_shared import FallOff, WithEnter, _Marker, cannot_finish, loop_exit_kind
from .statement import BlockStatement


class WithStatement(BlockStatement):
    """A with (or async with) statement whose SETUP_WITH (SETUP_ASYNC_WITH)
    is at `start`: its context manager, its handler and the handler's end,
    and where the body's normal exit (its POP_BLOCK) is."""

    def __init__(self, reader, setup, st, is_async, manager=None):
        super().__init__(reader, setup.index, setup.target.index, st)
        self.setup = setup
        self.is_async = is_async
        self.manager = reader.pop(st, setup) if manager is None else manager
        self.end = self.handler_end()
        self.pop_block = None

    def read(self):
        """Emit the With into the state; where reading goes on."""
        reader = self.reader
        instrs = self.instrs
        st = self.st
        handler = self.handler
        exit_ = _Marker("exit")
        enter = WithEnter(id="__with_enter__", ctx=ast.Load())
        stack = list(st.stack) + [exit_, enter]
        self.find_normal_exit()
        body = None
        if self.pop_block is not None:
            body = self.read_finishing_body(self.pop_block, stack, exit_)
        if body is None:
            body_end = handler if self.pop_block is None else self.pop_block
            body, _ = reader.block(self.start + 1, body_end, self.sub(body_end, None), stack)
            if not (body and cannot_finish(body[-1]) and not isinstance(body[-1], FallOff)):
                raise self.error("with body without its exit call", instrs[handler - 1])
            self.refuse_value_after_exit(body)
        leave = self.normal_exit_leaves_loop() if self.pop_block is not None else None
        if leave is not None and not (body and cannot_finish(body[-1])):
            body.append(leave())
        if leave is None and self.pop_block is not None:
            self.refuse_parted_ways()
        self.emit(body)
        end = self.end
        if self.version.COPIES_EXITS and fits(instrs[handler - 1], "JUMP"):
            # 3.10 copies a short exit (an enclosing with's exit, `return`)
            # to where a suppressed exception resumes: it is the same code
            # the body's normal exit jumps to.
            follow = instrs[handler - 1].target.index
            size = reader._exit_copy_size(end, follow) if follow != end else 0
            if size and end + size <= st.end:
                end += size
        return end

    def refuse_parted_ways(self):
        """3.10: refuses the reading when the body's normal exit jumps
        (after its exit call) elsewhere than where a swallowed exception
        goes on, after the handler, and neither is a copy of the other nor
        a loop's `break` or `continue`: the `break` of a loop that never
        goes round (no jump back), read as an if statement, the code after
        the with, reached only when __exit__ swallows, would run after the
        body finishes too
        (with_and_loops.py::case_with18_break_from_with_in_never_round_while_then_raise_computed)."""
        jump = self.instrs[self.handler - 1]
        if not (self.version.COPIES_EXITS and fits(jump, "JUMP")) or self.end >= self.reader.count:
            return
        to = jump.target.index
        if not (self.reader._same_exit(to, self.end) or self.reader._same_exit(self.end, to)):
            raise self.error("with body leaves apart from its swallow path", self.setup)

    def refuse_value_after_exit(self, body):
        """3.9/3.10: refuses a body read as ending in `return value` where
        the value (not a constant) is computed after the body's exit call
        (`POP_BLOCK` and the call, no `ROT_TWO` keeping a value under it)
        and the enclosing handler is left (`POP_TOP x3; POP_EXCEPT`): a
        return in the body computes it first, so that code runs after the
        with is left: a `break` ending a finally body whose loop exit (a
        short return) is copied there, in the handler copy
        (loop_exits_through_finally.py::case_finally_with_leaving_while_then_code;
        a with's own `break` so copied is turned back by `copied_exits`)."""
        last = body[-1] if body else None
        if not isinstance(last, ast.Return) or last.value is None or isinstance(last.value, ast.Constant):
            return
        k = self.reader._last_pop_block(self.start, self.handler)
        exit_len, rotated = self.reader._with_exit_len(k) if k is not None else (0, True)
        left = match(self.instrs, k + exit_len, HANDLER_LEFT, self.version) if exit_len and not rotated else None
        if not left:
            return
        loop = self.st.region.loop
        if loop is not None and loop.break_to is not None and self.handler_left_to_loop_exit(left.end, loop):
            body[-1] = ast.Break()  # (the loop's exit copied onto the break)
            return
        raise self.error("return value computed after the with's exit call", self.instrs[k])

    def handler_left_to_loop_exit(self, at, loop):
        """3.10: whether the code at `at` (the handler left after the body's
        exit call) up to the with's handler is a copy of the loop's exit
        block: the body's `break`, the short exit copied onto its jump
        (loop_exits_through_finally.py::case_finally_with_break_in_while_exit_copied)."""
        reader = self.reader
        exit_at = reader.resolve(loop.break_to)
        if exit_at >= reader.count or exit_at == at:
            return False
        size = reader._exit_copy_size(at, exit_at)
        return bool(size) and at + size == self.handler

    def normal_exit_leaves_loop(self):
        """3.10: a body ending in `continue` (`break`) has its exit call
        jump to the loop's head (exit), where a body that finishes jumps
        past the handler: ast.Continue (ast.Break), or None."""
        loop = self.st.region.loop
        jump = self.instrs[self.handler - 1]
        if loop is None or not (self.version.COPIES_EXITS and fits(jump, "JUMP")):
            return None
        return loop_exit_kind(self.reader.resolve, loop, jump, self.end, straight_back=True)

    def read_finishing_body(self, pop_block, stack, exit_):
        """The body up to its normal exit at pop_block; None where that
        exit is unreachable (3.8/3.9 keep it after a body left only by
        `continue` through this and an enclosing with's exits) and the body
        does not read as finishing there."""
        reader = self.reader
        dead = reader.blocks[pop_block] is None
        try:
            with reader.trial:
                body, out = reader.block(self.start + 1, pop_block, self.sub(pop_block, pop_block), list(stack))
        except DecompilationError:
            if not dead:
                raise
            return None
        if not out or out[-1] is not exit_:
            if not dead:
                raise self.error("with body leaves values on the stack", self.instrs[pop_block])
            return None
        return body

    def handler_end(self):
        """One past the with statement's exception handler."""
        end = self.reader.with_handler_end(self.handler)
        if end is None:
            raise self.error("with handler shape", self.instrs[self.handler])
        return end

    def find_normal_exit(self):
        """The POP_BLOCK of the body's normal exit, `POP_BLOCK; <exit call>;
        JUMP after` (3.8: `POP_BLOCK; BEGIN_FINALLY` into the handler; 3.10:
        the exit call then a copy of the code after the statement); stays
        None where the body never finishes."""
        reader = self.reader
        instrs = self.instrs
        handler = self.handler
        if self.version.FINALLY_SUBROUTINES:
            if match(instrs, handler - 2, FINALLY_ENTRY, self.version):
                self.pop_block = handler - 2
            return
        if fits(instrs[handler - 1], "JUMP"):
            for k in range(handler - 12, handler - 5):
                # (An enclosing with's exit before the jump: a way out of
                # both, `continue`, not this body's end.)
                if k > self.start and reader._with_exit_len(k) == (handler - 1 - k, False) and self.own_exit(k):
                    self.pop_block = k
            return
        k = reader._last_pop_block(self.start, handler)
        exit_len, rot = reader._with_exit_len(k) if k is not None else (0, True)
        tail = reader._short_exit_tail(k + exit_len, handler) if exit_len and not rot else None
        if exit_len and not rot and k + exit_len == handler - 1 and fits(instrs[handler - 1], "RERAISE") and instrs[handler - 1].arg == 0:
            tail = handler - 1  # a finally body's closing RERAISE after it, copied (op_RERAISE)
        if exit_len and not rot and k + exit_len == handler - 1 and fits(instrs[handler - 1], "RAISE_VARARGS") and instrs[handler - 1].arg == 0:
            # A bare `raise` after the with, copied: a raise in the body
            # would run before the exit call.
            tail = handler - 1
        if exit_len and not rot and reader._closing_copy_at(k + exit_len, self.end, handler):
            # 3.10: a copy of the closing end of the try body the statement
            # ends (`_note_closing_end`), where a swallowed exception
            # resumes too: the statement falls off that body.
            self.pop_block = k
            return
        if exit_len and not rot and reader.facts.handler_tail_actions.get(k + exit_len) == (handler, False):
            # 3.10: the except clause the statement ends falls off into its
            # copy of the code after that try statement
            # (TryExcept.settle_clause_exit_copies).
            self.pop_block = k
            return
        if tail is not None and reader._same_code(tail, self.end, handler - tail):
            self.pop_block = k  # the copy after the handler is decompiled as what follows
            reader._note_closing_end(self.start, k, handler)

    def own_exit(self, k):
        """Whether the POP_BLOCK at k closes this statement's body (or is
        unreachable: 3.8/3.9 keep the dead normal exit after a `continue`)."""
        block = self.reader.blocks[k]
        return block is None or block[-1] == ("S", self.handler)

    def emit(self, body):
        """Emit the with statement from its body, whose first statement
        stores (or drops) the value `__enter__` returned (nested withs of
        one line merge into one statement of several items)."""
        reader = self.reader
        ins = self.setup
        if not body:
            raise self.error("with target not stored", ins)
        first = body.pop(0)
        value = first.value if isinstance(first, (ast.Expr, ast.Assign)) else None
        if isinstance(value, ast.Await) and self.is_async:
            value = value.value
        if not isinstance(value, WithEnter):
            raise self.error("with target not understood", ins)
        if isinstance(first, ast.Expr):
            target = None
        elif len(first.targets) == 1:
            target = first.targets[0]
        else:
            raise self.error("with target not understood", ins)
        kind = ast.AsyncWith if self.is_async else ast.With
        item = ast.withitem(context_expr=reader._as_expr(self.manager, ins), optional_vars=target)
        if len(body) == 1 and isinstance(body[0], kind) and getattr(body[0], "_merge", False):
            node = kind(items=[item] + body[0].items, body=body[0].body, type_comment=None)
        else:
            node = kind(items=[item], body=body or [ast.Pass()], type_comment=None)
        node._merge = True
        reader.emit(self.st, node, ins)
