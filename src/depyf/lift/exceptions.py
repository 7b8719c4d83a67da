"""try/except/finally and with statements.

3.11+ (exception table): every handler that starts with PUSH_EXC_INFO is one
try or with statement. `_index_exceptions` derives, from the table alone
(its cover of each instruction comes from the flow index,
bytecode/regions.py),
where each statement's protected body starts (`try_starts`): an instruction
belongs to handler H when H is reached by following "which handler covers
this" upwards from it (a nested statement's handler code is covered by its
cleanup block, which is covered by H). The lifter calls `exception_hook` when
it reaches such a start, or handler code already decompiled (`skip`).

The layouts recognised (each in one method):
  try/except     `_try_except_311`   PUSH_EXC_INFO, clauses of
                 `type; CHECK_EXC_MATCH; POP_JUMP_IF_FALSE next; STORE|POP_TOP;
                 body; POP_EXCEPT[; name cleanup]`, RERAISE 0, cleanup block
  try/except*    `_try_star_311`     the same with CHECK_EG_MATCH clauses
  try/finally    `_try_finally_311`  PUSH_EXC_INFO; F; RERAISE 0; cleanup; and
                 an inline copy of F on every way out of the body
  with           `_with_311`         (op_BEFORE_WITH, op_BEFORE_ASYNC_WITH:
                 `async with` too) body; WITH_EXIT (normalised exit call)
Anything else raises DecompilationError.

3.8-3.10 (block stack): see the notes in exceptions_blocks.py; the same
statements are recovered from SETUP_FINALLY/SETUP_WITH/SETUP_ASYNC_WITH and
the block stack at each instruction (bytecode/regions.py, read by
`_index_blocks`) instead of the table.

Each reading is its own strategy class, holding only its own methods:
`ExceptionTableOps` (exceptions_table.py) and `BlockStackOps`
(exceptions_blocks.py), over `SharedExceptionOps` (exceptions_shared.py:
the lifter's entry points and what both use). `ExceptionOps`, the one the
Lifter is built with, is chosen here once, from bytecode/shapes.py's
BLOCK_STACK; what else differs between compilers is read from that module's
flags too, never from the version.
"""

from ..bytecode.shapes import BLOCK_STACK
from .exceptions_blocks import BlockStackOps
from .exceptions_table import ExceptionTableOps

ExceptionOps = BlockStackOps if BLOCK_STACK else ExceptionTableOps
