"""try/except/finally and with statements read from the block stack
(SETUP_FINALLY, SETUP_WITH, POP_BLOCK: CPython 3.8-3.10).

There is no exception table: SETUP_FINALLY/SETUP_WITH/SETUP_ASYNC_WITH push
a block whose handler is the jump target, POP_BLOCK pops it, and entering a
handler pushes an except-handler block that POP_EXCEPT (3.8 also
END_FINALLY/POP_FINALLY) pops. `index.BlockIndexOps._index_blocks` reads
that stack at each instruction from the flow index, so `self.blocks[k]` is
the block stack before k (None: unreachable); ("S", h) is the protected
body of handler h, ("H", h) the handler itself. Every statement is laid
out as

    SETUP h; body; <normal exit>; h: handler; after

and each statement kind is one class, in its own module, holding the
statement's parts as fields:

  try_except.py      `TryExcept`: clauses `COPY 1; type;
                     JUMP_IF_NOT_EXC_MATCH next; POP_TOP; STORE|POP_TOP;
                     POP_TOP; body; POP_EXCEPT; JUMP after` (a named clause
                     wraps its body in SETUP_FINALLY + `name = None; del
                     name`), or a bare `POP_TOP x3; body`; then END_FINALLY
                     (3.8) / RERAISE. Normal exit `POP_BLOCK; JUMP else|after`.
  try_finally.py     `TryFinally`: 3.8 runs the finally body as a subroutine
                     (`POP_BLOCK; BEGIN_FINALLY` falls into it, it ends with
                     END_FINALLY, early exits are `POP_BLOCK; CALL_FINALLY
                     h`); 3.9/3.10 copy it inline onto every way out of the
                     body, the handler's copy ending in RERAISE.
  with_statement.py  `WithStatement` (and `async with`): the exit call
                     sequences of `BlockIndexOps._with_exit_len`.

`exit_copies.py` reads what 3.10 copies onto the ways out of a statement
(a short exit block, the loop's exit after a `break`, the finally body's
closing RERAISE); `while_true.py` the 3.10 `while True:` that a clause's
`continue` closes. The lifter calls the family through
`exceptions_blocks.BlockStackOps`. The layout differences between 3.8, 3.9
and 3.10 are read from the code's own layout facts (`self.version`).
"""
