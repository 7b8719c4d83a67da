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
# 3.8-3.10: MAKE_FUNCTION takes the qualified name from the stack (a
# LOAD_CONST right before it).
MAKE_FUNCTION_TAKES_QUALNAME = PY <= (3, 10)
# 3.10+ builds a function's annotations as a flat tuple (name, value, ...).
ANNOTATIONS_AS_FLAT_TUPLE = PY >= (3, 10)
# 3.11+ pushes NULL (or the object of a method) below a callable.
CALLS_PUSH_NULL = PY >= (3, 11)
# 3.12+ runs `import *` as CALL_INTRINSIC_1, which leaves a result to pop.
IMPORT_STAR_LEAVES_RESULT = PY >= (3, 12)

# ----------------------------------------------------------- statements
# 3.9+ has LOAD_ASSERTION_ERROR; 3.8 loads the global name AssertionError.
ASSERTION_ERROR_OPCODE = PY >= (3, 9)
# 3.10+ match statements.
MATCH_STATEMENTS = PY >= (3, 10)
# 3.10/3.11: `LOAD_CONST c; POP_TOP` can be `match c: case _:` (a bare
# constant statement compiles to nothing); 3.12+ drops both.
WILDCARD_MATCH_KEEPS_SUBJECT = PY in ((3, 10), (3, 11))
# 3.11 compiles a match whose only case is irrefutable as a match; 3.10 and
# 3.12+ as the plain stores it does.
LONE_IRREFUTABLE_CASE_IS_MATCH = PY == (3, 11)
# 3.11+ tests MATCH_CLASS/MATCH_KEYS' result for None (before: a bool
# popped by POP_JUMP_IF_FALSE).
MATCH_RESULT_TESTED_FOR_NONE = PY >= (3, 11)
# 3.13+ turns the first of two stores to one name in a row into POP_TOP
# (`a, _, _ = t`).
DEAD_STORES_POPPED = PY >= (3, 13)

# --------------------------------------------------------- the ast module
# Before 3.9 a subscript's index is wrapped in ast.Index / ast.ExtSlice.
AST_INDEX_NODES = PY < (3, 9)
# 3.12+ stores a slice with STORE_SLICE (before: BUILD_SLICE, STORE_SUBSCR).
STORE_SLICE_OPCODE = PY >= (3, 12)

# A return value waits on the stack while a copy of the finally body (or
# __exit__ call) runs before its RETURN, up to 3.10; a plain store above a
# waiting value is such a copy (a multiple assignment rotates instead).
RETURN_WAITS_THROUGH_FINALLY = PY <= (3, 10)
# 3.10 copies the code after a try statement's finally body into its normal
# way out (the copy of the finally body then ends in a copy of the exit).
COPIES_EXIT_AFTER_FINALLY_COPY = PY == (3, 10)
# 3.11+ copies every exit into each branch reaching it; 3.10 copies fewer,
# so an if that returns and one with an else still spell differently there.
COPIES_EVERY_EXIT = PY >= (3, 11)
# 3.11: the exit after a try statement that ends an except clause is copied
# into the clause (its own clauses reach another copy).
COPIES_EXIT_AFTER_TRY_IN_CLAUSE = PY == (3, 11)
# Before 3.10 the peephole optimiser threads a jump to a jump only once: a
# body whose inner ifs end where it does ends in a `break`, and a jump over
# a cleanup into a branch starting with a jump is threaded through it.
PEEPHOLE_THREADS_ONCE = PY < (3, 10)
# 3.10: a jump over an else to the jump back of a `while True:` on the
# `while` line is not threaded: a jump straight to the head is `continue`.
JUMP_TO_WHILE_TRUE_HEAD_IS_CONTINUE = PY == (3, 10)
# 3.11+: a while loop's closing jump keeps the `while` line and is not
# threaded; a for loop's is lineless and copied into each way in, each copy
# taking that one's line; jumps are threaded only through jumps on their
# own line.  So a jump back with a line of its own is a written `continue`.
JUMPS_KEEP_LINES = PY >= (3, 11)
# 3.10: in a finally body, copies of its closing RERAISE (jumped to from
# before a loop) lie between the loop's jump back and its exit.
FINALLY_RERAISE_COPIES_IN_LOOPS = PY == (3, 10)
# 3.10: a `while True:` whose last jump back is an except clause's
# `continue` and whose try statement does not finish ends where that
# statement's handler ends (its no-match re-raise last).
CLAUSE_CONTINUE_ENDS_WHILE_TRUE = PY == (3, 10)
# 3.13: the cleanup of a chained comparison jumps to the false exit (rather
# than falling into it) where that leads to an else.
CHAIN_CLEANUP_JUMPS_TO_ELSE = PY >= (3, 13)
# 3.12+ for loops: the code after the loop may be copied into its breaks
# with no original left.
LOOP_EXIT_COPIED_INTO_BREAKS = PY >= (3, 12)
# 3.12 spells `if a in b: continue` as a jump on the opposite test over a
# jump back.
CONTINUE_AS_JUMP_OVER_JUMP_BACK = PY >= (3, 12)
# 3.12+ compiles the else of a try before its clauses (and lays the clauses
# out last): only co_names' order tells `try/except/else` from the code
# after the statement.
TRY_ELSE_BEFORE_CLAUSES = PY >= (3, 12)
# 3.12+ returns a constant with RETURN_CONST (read as a fused LOAD_CONST;
# RETURN_VALUE): a plain pair is a copied exit.
RETURN_CONST_OPCODE = PY >= (3, 12)

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
