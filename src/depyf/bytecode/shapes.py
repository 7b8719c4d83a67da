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
# 3.11 lays each try statement's handlers out inline, right after its body
# in the main line (a branch of the body jumps over them to more of the
# body, a `break`/`continue` sits between the body and the handler); 3.12+
# moves them after the function's body (COLD_CODE_AT_END); up to 3.10 there
# is no table to read.
TABLE_HANDLERS_INLINE = EXCEPTION_TABLE and not COLD_CODE_AT_END
# 3.12+ gives a branch of a try body, or an except clause, that goes on to a
# short exit after the statement (`return x`, the code after the loop that a
# `break` reaches) its own copy of that exit, outside the protected range,
# instead of a jump (3.11 jumps there, or falls through the inline handler).
TRY_EXITS_COPIED = PY >= (3, 12)
# 3.13+ threads an except clause's way out through the short exit of the
# enclosing handler (`POP_EXCEPT; JUMP t`): the clause ends with its own
# copy of that exit, and a way out from inside a clause jumps on to where
# the enclosing statement goes on.
CLAUSE_EXITS_THREADED = PY >= (3, 13)
# 3.10, the block stack with exits copied (COPIES_EXITS): a way out of a try
# or with statement gets its own copy of what it would jump to (a short exit
# block, the loop's exit after a `break`, the RERAISE closing a finally body,
# the exit call), and a jump is not threaded through a jump with a line of
# its own (the loop's jump back).
BLOCK_EXIT_COPIES = BLOCK_STACK and COPIES_EXITS
# 3.8/3.9 leave unreachable code in place: a clause's `POP_EXCEPT; JUMP after`
# after its own `continue`, the re-raise after a finally body's `raise`, and
# (3.9) copies of a finally body's last loop or try after the body's return.
# 3.10+ drops it.
KEEPS_UNREACHABLE_CODE = PY <= (3, 9)
# 3.8/3.9 thread a jump to a jump onto the final target whatever their lines
# (the body's jump to an else that starts with `break` goes where the break
# goes); 3.10+ keeps a jump that has a line of its own (PEP 626).
THREADS_JUMPS_ACROSS_LINES = PY <= (3, 9)
# 3.10, 3.12 and 3.13 copy the code after a loop left only by breaks (a short
# block ending in a return) onto each `break` out of a try/finally or with in
# it, after the finally body's copy or the exit call
# (loop_exit_after_else); 3.14's layout is not measured yet: not read so.
BREAK_COPIES_LOOP_EXIT = BLOCK_EXIT_COPIES or (TRY_EXITS_COPIED and PY <= (3, 13))
