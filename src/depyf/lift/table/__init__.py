"""try/except/finally and with statements read from the exception table
(CPython 3.11+).

Every handler that starts with PUSH_EXC_INFO is one try or with statement.
`_index_exceptions` derives, from the table alone (its cover of each
instruction comes from the flow index, bytecode/regions.py), where each
statement's protected body starts (`try_starts`): an instruction belongs to
handler H when H is reached by following "which handler covers this"
upwards from it (a nested statement's handler code is covered by its
cleanup block, which is covered by H). The lifter calls `exception_hook`
when it reaches such a start, or handler code already decompiled (`skip`).

One class per statement kind reads it, holding its body, handlers and
exits as fields:
  try/except     try_except.TryExcept      (try_clauses.TryClauses: the
  try/except*    try_star.TryStar           body, its else, the statement's end)
  try/finally    try_finally.TryFinally    (finally_copies: its copies)
  with           with_statement.WithStatement (async with too)
over the lifter's queries of the table (index.TableIndexOps,
body_extent.BodyExtentOps) and its readers of copied loop exits
(loop_exits.LoopExitOps); reading.ExceptionTableOps holds the entry points.
What differs between 3.11, 3.12 and 3.13 is read from the code's layout
record, `version` (bytecode/shapes.py). Anything else raises
DecompilationError.
"""

from .reading import ExceptionTableOps

__all__ = ["ExceptionTableOps"]
