"""What the running CPython's compiler does, as named facts.

Every version difference the decompiler must know is decided here, once,
from the interpreter's version: `lift/` tests these flags and never the
version.  A flag names a shape of the code the compiler emits (how it lays
out exits, handlers, loops, comprehensions...), with the versions it holds
for; adding a Python version means reading each flag's description and
setting it for the new release (docs/architecture.md).

A `Shapes` record holds the flags for one version: the lifter reads the
record of the code it is reading (`Lifter.version`, from its `LiftContext`);
the module-level names are the running interpreter's record, kept for the
code that has not moved to the record yet.
"""

import sys

from ..errors import DecompilationError

PY = sys.version_info[:2]

# The versions whose layouts were measured (the ratchet's interpreters).
KNOWN_VERSIONS = ((3, 8), (3, 9), (3, 10), (3, 11), (3, 12), (3, 13))


class Shapes:
    """The layout facts of one CPython version's compiler."""

    def __init__(self, version):
        version = tuple(version[:2])
        self.number = version

        self._exception_handling(version)
        self._exits_jumps(version)
        self._scopes_and_functions(version)
        self._statements(version)
        self._the_ast_module(version)
        self._exception_handling_reading_shapes(version)

    def _exception_handling(self, version):
        """Exception handling."""
        # Try statements are blocks on a run-time block stack (SETUP_FINALLY,
        # SETUP_WITH, POP_BLOCK) up to 3.10; from 3.11 an exception table maps
        # protected ranges to handlers and the code has no block instructions.
        self.BLOCK_STACK = version <= (3, 10)
        self.EXCEPTION_TABLE = not self.BLOCK_STACK
        # 3.8 runs finally bodies as subroutines (BEGIN_FINALLY, CALL_FINALLY,
        # POP_FINALLY, END_FINALLY); from 3.9 each exit has its own copy.
        self.FINALLY_SUBROUTINES = version == (3, 8)
        # A handler holds the exception as (type, value, traceback) on the stack up
        # to 3.10, as the exception alone from 3.11.
        self.EXCEPTION_STACK_ITEMS = 3 if self.BLOCK_STACK else 1
        # 3.12+ moves cold code (exception handlers, and the code after a loop that
        # only its breaks reach) after the function's body, reached by jumps.
        self.COLD_CODE_AT_END = version >= (3, 12)

    def _exits_jumps(self, version):
        """Exits, jumps."""
        # 3.10+ copies a small exit block (the implicit `return None`, a return of
        # a name or constant) into each branch that reaches it instead of jumping.
        self.COPIES_EXITS = version >= (3, 10)
        # 3.10: the blocks it copies keep no line of their own where the copy
        # starts with a lineless instruction (co_lines gives None).
        self.LINELESS_COPIES = version == (3, 10)
        # 3.13 keeps a branch's copy of a final return only where the source wrote
        # one (3.10-3.12 lay both spellings out alike).
        self.KEEPS_WRITTEN_RETURN_COPIES = version >= (3, 13)

    def _scopes_and_functions(self, version):
        """Scopes and functions."""
        # 3.12+ compiles list/set/dict comprehensions in place (no code object).
        self.INLINED_COMPREHENSIONS = version >= (3, 12)
        # 3.13 loads a cell for a closure with LOAD_FAST (3.12 and before: LOAD_CLOSURE).
        self.CELLS_LOADED_AS_FAST = version >= (3, 13)
        # 3.12+ `type` statements, generic functions and classes (type parameters).
        self.TYPE_PARAMS = version >= (3, 12)
        # 3.8-3.10: MAKE_FUNCTION takes the qualified name from the stack (a
        # LOAD_CONST right before it).
        self.MAKE_FUNCTION_TAKES_QUALNAME = version <= (3, 10)
        # 3.10+ builds a function's annotations as a flat tuple (name, value, ...).
        self.ANNOTATIONS_AS_FLAT_TUPLE = version >= (3, 10)
        # 3.11+ pushes NULL (or the object of a method) below a callable.
        self.CALLS_PUSH_NULL = version >= (3, 11)
        # 3.12+ runs `import *` as CALL_INTRINSIC_1, which leaves a result to pop.
        self.IMPORT_STAR_LEAVES_RESULT = version >= (3, 12)

    def _statements(self, version):
        """Statements."""
        # 3.9+ has LOAD_ASSERTION_ERROR; 3.8 loads the global name AssertionError.
        self.ASSERTION_ERROR_OPCODE = version >= (3, 9)
        # 3.10+ match statements.
        self.MATCH_STATEMENTS = version >= (3, 10)
        # 3.10/3.11: `LOAD_CONST c; POP_TOP` can be `match c: case _:` (a bare
        # constant statement compiles to nothing); 3.12+ drops both.
        self.WILDCARD_MATCH_KEEPS_SUBJECT = version in ((3, 10), (3, 11))
        # 3.11 compiles a match whose only case is irrefutable as a match; 3.10 and
        # 3.12+ as the plain stores it does.
        self.LONE_IRREFUTABLE_CASE_IS_MATCH = version == (3, 11)
        # 3.11+ tests MATCH_CLASS/MATCH_KEYS' result for None (before: a bool
        # popped by POP_JUMP_IF_FALSE).
        self.MATCH_RESULT_TESTED_FOR_NONE = version >= (3, 11)
        # 3.13+ turns the first of two stores to one name in a row into POP_TOP
        # (`a, _, _ = t`).
        self.DEAD_STORES_POPPED = version >= (3, 13)

    def _the_ast_module(self, version):
        """The ast module."""
        # Before 3.9 a subscript's index is wrapped in ast.Index / ast.ExtSlice.
        self.AST_INDEX_NODES = version < (3, 9)
        # 3.12+ stores a slice with STORE_SLICE (before: BUILD_SLICE, STORE_SUBSCR).
        self.STORE_SLICE_OPCODE = version >= (3, 12)

        # A return value waits on the stack while a copy of the finally body (or
        # __exit__ call) runs before its RETURN, up to 3.10; a plain store above a
        # waiting value is such a copy (a multiple assignment rotates instead).
        self.RETURN_WAITS_THROUGH_FINALLY = version <= (3, 10)
        # 3.10 copies the code after a try statement's finally body into its normal
        # way out (the copy of the finally body then ends in a copy of the exit).
        self.COPIES_EXIT_AFTER_FINALLY_COPY = version == (3, 10)
        # 3.11+ copies every exit into each branch reaching it; 3.10 copies fewer,
        # so an if that returns and one with an else still spell differently there.
        self.COPIES_EVERY_EXIT = version >= (3, 11)
        # 3.11: the exit after a try statement that ends an except clause is copied
        # into the clause (its own clauses reach another copy).
        self.COPIES_EXIT_AFTER_TRY_IN_CLAUSE = version == (3, 11)
        # Before 3.10 the peephole optimiser threads a jump to a jump only once: a
        # body whose inner ifs end where it does ends in a `break`, and a jump over
        # a cleanup into a branch starting with a jump is threaded through it.
        self.PEEPHOLE_THREADS_ONCE = version < (3, 10)
        # 3.10: a jump over an else to the jump back of a `while True:` on the
        # `while` line is not threaded: a jump straight to the head is `continue`.
        self.JUMP_TO_WHILE_TRUE_HEAD_IS_CONTINUE = version == (3, 10)
        # 3.11+: a while loop's closing jump keeps the `while` line and is not
        # threaded; a for loop's is lineless and copied into each way in, each copy
        # taking that one's line; jumps are threaded only through jumps on their
        # own line.  So a jump back with a line of its own is a written `continue`.
        self.JUMPS_KEEP_LINES = version >= (3, 11)
        # 3.10: in a finally body, copies of its closing RERAISE (jumped to from
        # before a loop) lie between the loop's jump back and its exit.
        self.FINALLY_RERAISE_COPIES_IN_LOOPS = version == (3, 10)
        # 3.10: a `while True:` whose last jump back is an except clause's
        # `continue` and whose try statement does not finish ends where that
        # statement's handler ends (its no-match re-raise last).
        self.CLAUSE_CONTINUE_ENDS_WHILE_TRUE = version == (3, 10)
        # 3.13: the cleanup of a chained comparison jumps to the false exit (rather
        # than falling into it) where that leads to an else.
        self.CHAIN_CLEANUP_JUMPS_TO_ELSE = version >= (3, 13)
        # 3.12+ for loops: the code after the loop may be copied into its breaks
        # with no original left.
        self.LOOP_EXIT_COPIED_INTO_BREAKS = version >= (3, 12)
        # 3.12 spells `if a in b: continue` as a jump on the opposite test over a
        # jump back.
        self.CONTINUE_AS_JUMP_OVER_JUMP_BACK = version >= (3, 12)
        # 3.12+ compiles the else of a try before its clauses (and lays the clauses
        # out last): only co_names' order tells `try/except/else` from the code
        # after the statement.
        self.TRY_ELSE_BEFORE_CLAUSES = version >= (3, 12)
        # 3.12+ returns a constant with RETURN_CONST (read as a fused LOAD_CONST;
        # RETURN_VALUE): a plain pair is a copied exit.
        self.RETURN_CONST_OPCODE = version >= (3, 12)

    def _exception_handling_reading_shapes(self, version):
        """Exception handling: reading shapes."""
        # (the layouts lift/exceptions*.py reads; see each flag's versions)
        # 3.11 lays each try statement's handlers out inline, right after its body
        # in the main line (a branch of the body jumps over them to more of the
        # body, a `break`/`continue` sits between the body and the handler); 3.12+
        # moves them after the function's body (COLD_CODE_AT_END); up to 3.10 there
        # is no table to read.
        self.TABLE_HANDLERS_INLINE = self.EXCEPTION_TABLE and not self.COLD_CODE_AT_END
        # 3.12+ gives a branch of a try body, or an except clause, that goes on to a
        # short exit after the statement (`return x`, the code after the loop that a
        # `break` reaches) its own copy of that exit, outside the protected range,
        # instead of a jump (3.11 jumps there, or falls through the inline handler).
        self.TRY_EXITS_COPIED = version >= (3, 12)
        # 3.13+ threads an except clause's way out through the short exit of the
        # enclosing handler (`POP_EXCEPT; JUMP t`): the clause ends with its own
        # copy of that exit, and a way out from inside a clause jumps on to where
        # the enclosing statement goes on.
        self.CLAUSE_EXITS_THREADED = version >= (3, 13)
        # 3.10, the block stack with exits copied (COPIES_EXITS): a way out of a try
        # or with statement gets its own copy of what it would jump to (a short exit
        # block, the loop's exit after a `break`, the RERAISE closing a finally body,
        # the exit call), and a jump is not threaded through a jump with a line of
        # its own (the loop's jump back).
        self.BLOCK_EXIT_COPIES = self.BLOCK_STACK and self.COPIES_EXITS
        # 3.8/3.9 leave unreachable code in place: a clause's `POP_EXCEPT; JUMP after`
        # after its own `continue`, the re-raise after a finally body's `raise`, and
        # (3.9) copies of a finally body's last loop or try after the body's return.
        # 3.10+ drops it.
        self.KEEPS_UNREACHABLE_CODE = version <= (3, 9)
        # 3.8/3.9 thread a jump to a jump onto the final target whatever their lines
        # (the body's jump to an else that starts with `break` goes where the break
        # goes); 3.10+ keeps a jump that has a line of its own (PEP 626).
        self.THREADS_JUMPS_ACROSS_LINES = version <= (3, 9)
        # 3.10, 3.12 and 3.13 copy the code after a loop left only by breaks (a short
        # block ending in a return) onto each `break` out of a try/finally or with in
        # it, after the finally body's copy or the exit call
        # (loop_exit_after_else); 3.14's layout is not measured yet: not read so.
        self.BREAK_COPIES_LOOP_EXIT = self.BLOCK_EXIT_COPIES or (self.TRY_EXITS_COPIED and version <= (3, 13))

    def as_dict(self):
        return {name: value for name, value in vars(self).items() if name.isupper()}


_BY_VERSION = {}


def shapes_for(version):
    """The `Shapes` of CPython `version` ((major, minor)); a version whose
    layouts nobody measured is an error, not the nearest known one."""
    version = tuple(version[:2])
    shapes = _BY_VERSION.get(version)
    if shapes is None:
        if version not in KNOWN_VERSIONS:
            known = ", ".join("%d.%d" % v for v in KNOWN_VERSIONS)
            raise DecompilationError("no layout facts for Python %d.%d bytecode (known: %s)" % (version + (known,)))
        shapes = _BY_VERSION[version] = Shapes(version)
    return shapes


RUNNING = shapes_for(PY) if PY in KNOWN_VERSIONS else Shapes(PY)
globals().update(RUNNING.as_dict())
