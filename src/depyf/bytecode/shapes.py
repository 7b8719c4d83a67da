"""What the running CPython's compiler does, as named facts.

Every version difference the decompiler must know is decided here, once,
from the interpreter's version: `lift/` tests these flags and never the
version.  A flag names a shape of the code the compiler emits (how it lays
out exits, handlers, loops, comprehensions...), with the versions it holds
for; adding a Python version means reading each flag's description and
setting it for the new release (docs/architecture.md).

The flags are plain booleans (a few are numbers), computed at import.
"""

import sys

PY = sys.version_info[:2]

# ----------------------------------------------------- exception handling
# Try statements are blocks on a run-time block stack (SETUP_FINALLY,
# SETUP_WITH, POP_BLOCK) up to 3.10; from 3.11 an exception table maps
# protected ranges to handlers and the code has no block instructions.
BLOCK_STACK = PY <= (3, 10)
EXCEPTION_TABLE = not BLOCK_STACK
# 3.8 runs finally bodies as subroutines (BEGIN_FINALLY, CALL_FINALLY,
# POP_FINALLY, END_FINALLY); from 3.9 each exit has its own copy.
FINALLY_SUBROUTINES = PY == (3, 8)
# A handler holds the exception as (type, value, traceback) on the stack up
# to 3.10, as the exception alone from 3.11.
EXCEPTION_STACK_ITEMS = 3 if BLOCK_STACK else 1
# 3.12+ moves cold code (exception handlers, and the code after a loop that
# only its breaks reach) after the function's body, reached by jumps.
COLD_CODE_AT_END = PY >= (3, 12)

# ------------------------------------------------------------ exits, jumps
# 3.10+ copies a small exit block (the implicit `return None`, a return of
# a name or constant) into each branch that reaches it instead of jumping.
COPIES_EXITS = PY >= (3, 10)
# 3.10: the blocks it copies keep no line of their own where the copy
# starts with a lineless instruction (co_lines gives None).
LINELESS_COPIES = PY == (3, 10)
# 3.11+: a jump back keeps its line: a lineless jump back is the compiler's
# own (a for loop's, copied into each way in), one with a line is written.
JUMPS_BACK_KEEP_LINES = PY >= (3, 11)
# 3.13 keeps a branch's copy of a final return only where the source wrote
# one (3.10-3.12 lay both spellings out alike).
KEEPS_WRITTEN_RETURN_COPIES = PY >= (3, 13)

# --------------------------------------------------- scopes and functions
# 3.12+ compiles list/set/dict comprehensions in place (no code object).
INLINED_COMPREHENSIONS = PY >= (3, 12)
# 3.13 loads a cell for a closure with LOAD_FAST (3.12 and before: LOAD_CLOSURE).
CELLS_LOADED_AS_FAST = PY >= (3, 13)
# 3.12+ `type` statements, generic functions and classes (type parameters).
TYPE_PARAMS = PY >= (3, 12)

# ----------------------------------------------------------- statements
# 3.9+ has LOAD_ASSERTION_ERROR; 3.8 loads the global name AssertionError.
ASSERTION_ERROR_OPCODE = PY >= (3, 9)
# 3.10+ match statements.
MATCH_STATEMENTS = PY >= (3, 10)
# 3.12+ stores a slice with STORE_SLICE (before: BUILD_SLICE, STORE_SUBSCR).
STORE_SLICE_OPCODE = PY >= (3, 12)

# ------------------------------------- exception handling: reading shapes
# (the layouts lift/exceptions*.py reads; see each flag's versions)
