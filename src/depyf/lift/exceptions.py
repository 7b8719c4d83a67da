"""try/except/finally and with statements: the family of readers the
Lifter is built with.

3.11+ (exception table): the package `table/` reads each statement kind
with its own class (try_except.TryExcept, try_star.TryStar,
try_finally.TryFinally, with_statement.WithStatement) from the table's
facts; `table.ExceptionTableOps` holds the lifter's entry points
(`exception_hook`, the with opcodes). See table/__init__.py.

3.8-3.10 (block stack): see the notes in exceptions_blocks.py; the same
statements are recovered from SETUP_FINALLY/SETUP_WITH/SETUP_ASYNC_WITH and
the block stack at each instruction (bytecode/regions.py, read by
`_index_blocks`) instead of the table.

Each family is its own strategy class, holding only its own methods:
`ExceptionTableOps` (table/) and `BlockStackOps` (exceptions_blocks.py,
blocks/), each with its own entry points, over `SharedExceptionOps`
(exceptions_shared.py: the opcodes no layout reads and helpers that hold
for both, calling into neither family). `family_for` says which family
reads the code of a version record; `lifter.lifter_class` builds one
Lifter per family. Within a family, what differs between compilers is read
from the code's layout record (`self.version`), never from the version
number.
"""

from .exceptions_blocks import BlockStackOps
from .table import ExceptionTableOps


def family_for(version):
    """The readers of try and with statements for code laid out as the
    version record (`bytecode.versions.Version`) says: the block stack
    (3.8-3.10) or the exception table (3.11+)."""
    return BlockStackOps if version.BLOCK_STACK else ExceptionTableOps
