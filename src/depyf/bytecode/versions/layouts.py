"""How each CPython version's compiler lays code out, one row per fact.

Each row names a shape of the code the compiler emits (how it lays out
exits, handlers, loops, comprehensions...) and gives its value for every
version, written out: no value follows from a comparison of versions, so a
new version gets a column of its own, filled in flag by flag.  `UNMEASURED`
marks a value nobody measured: reading that version's code stops with an
error naming the flag (versions/__init__.py) instead of guessing from the
nearest known version.  The 3.14 column sets only what its published opcode
table or its grammar states (said in each row's comment); its layouts are
not measured.

`lift/` reads these as `self.version.FLAG`; `normalize.py` chooses its
passes by them.
"""

COLUMNS = ("3.8", "3.9", "3.10", "3.11", "3.12", "3.13", "3.14")


class Unmeasured:
    """The value of a fact nobody measured for a version."""

    def __repr__(self):
        return "UNMEASURED"


UNMEASURED = U = Unmeasured()
T, F = True, False

# 3.14's column, where set: "(table)" = follows from 3.14's opcode table
# (opcodes_3_14.json; tests/test_bytecode_versions.py checks it), "(grammar)"
# = a language feature 3.14 keeps.
LAYOUTS = {
    # ---------------------------------------------------------- encoding
    # How the line table reads: "lnotab" (co_lnotab, 3.8/3.9), "lines"
    # (co_lines, a lineless range keeps the line before), "lines_none"
    # (co_lines, a lineless range has no line: dis.findlinestarts of 3.13+).
    #                                        3.8  3.9  3.10 3.11 3.12 3.13 3.14
    # 3.14: "lines_none" (its dis.findlinestarts reads co_lines as 3.13's).
    "LINE_STARTS": ("lnotab", "lnotab", "lines", "lines", "lines", "lines_none", "lines_none"),
    # ------------------------------------------------ exception handling
    # Try statements are blocks on a run-time block stack (SETUP_FINALLY,
    # SETUP_WITH, POP_BLOCK) up to 3.10; from 3.11 an exception table maps
    # protected ranges to handlers and the code has no block instructions.
    # 3.14: no SETUP_* opcode (table).
    "BLOCK_STACK":                         (T,   T,   T,   F,   F,   F,   F),
    "EXCEPTION_TABLE":                     (F,   F,   F,   T,   T,   T,   T),
    # 3.8 runs finally bodies as subroutines (BEGIN_FINALLY, CALL_FINALLY,
    # POP_FINALLY, END_FINALLY); from 3.9 each exit has its own copy.
    # 3.14: no CALL_FINALLY (table).
    "FINALLY_SUBROUTINES":                 (T,   F,   F,   F,   F,   F,   F),
    # A handler holds the exception as (type, value, traceback) on the stack
    # up to 3.10, as the exception alone from 3.11 (PUSH_EXC_INFO, table).
    "EXCEPTION_STACK_ITEMS":               (3,   3,   3,   1,   1,   1,   1),
    # 3.12+ moves cold code (exception handlers, and the code after a loop
    # that only its breaks reach) after the function's body, reached by jumps.
    "COLD_CODE_AT_END":                    (F,   F,   F,   F,   T,   T,   U),
    # 3.12 leaves a jump that goes on from cold code unthreaded where it
    # lands on a lone jump laid out after more cold code (a with's way on
    # after an exception it swallowed, where the with's body never falls
    # on: `JUMP L; <clean-up> RERAISE; L: JUMP X`); 3.13 threads it (`JUMP
    # X`, the lone jump gone).  3.14: not measured.
    "COLD_JUMPS_UNTHREADED":               (F,   F,   F,   F,   T,   F,   U),
    # 3.11 lays each try statement's handlers out inline, right after its
    # body in the main line (a branch of the body jumps over them to more of
    # the body, a `break`/`continue` sits between the body and the handler);
    # 3.12+ moves them after the function's body (COLD_CODE_AT_END); up to
    # 3.10 there is no table to read.
    "TABLE_HANDLERS_INLINE":               (F,   F,   F,   T,   F,   F,   U),
    # 3.12+ gives a branch of a try body, or an except clause, that goes on
    # to a short exit after the statement (`return x`, the code after the
    # loop that a `break` reaches) its own copy of that exit, outside the
    # protected range, instead of a jump (3.11 jumps there, or falls through
    # the inline handler).
    "TRY_EXITS_COPIED":                    (F,   F,   F,   F,   T,   T,   U),
    # 3.13+ threads an except clause's way out through the short exit of
    # the enclosing handler (`POP_EXCEPT; JUMP t`): the clause ends with its
    # own copy of that exit, and a way out from inside a clause jumps on to
    # where the enclosing statement goes on.
    "CLAUSE_EXITS_THREADED":               (F,   F,   F,   F,   F,   T,   U),
    # 3.13 leaves an except clause for the code after its try statement
    # with JUMP_NO_INTERRUPT (spelled JUMP_BACKWARD_NO_INTERRUPT where that
    # code lies before the clause, laid out past the function); a `break`
    # or `continue` there is a plain JUMP (JUMP_BACKWARD), and so is the
    # clause's way out threaded through a plain jump. 3.12 spells both
    # JUMP; 3.11 lays the clause out inline (its way out goes forward).
    "CLAUSE_EXIT_UNINTERRUPTIBLE":         (F,   F,   F,   F,   F,   T,   U),
    # 3.12+ drops the line marker of a statement that compiled to nothing
    # (`else: pass` in an except clause) into the lineless instruction
    # after it, the POP_EXCEPT of the clause's way out copied there: that
    # copy takes the marker's line (3.11 lays the clause out inline, the
    # way out not copied; up to 3.10 a block stack).
    "MARKER_LINE_GIVEN_TO_NEXT":           (F,   F,   F,   F,   T,   T,   U),
    # 3.10+ drops the test of a constant written as an operand of a value's
    # `and` / `or` (`None or x` is `x`); one that survives stands for an
    # operator the compiler folded into it (`(1 and None) or x`).
    "FOLDS_CONSTANT_BOOL_OPERANDS":        (F,   F,   T,   T,   T,   T,   U),
    # 3.8/3.9's peephole drops a constant's test only where a true constant
    # falls (`LOAD_CONST True; POP_JUMP_IF_FALSE`): a conditional
    # expression's first arm that left no code is a true constant where the
    # condition falls when true, never where it falls when false (an `or`'s
    # left operand keeps `LOAD_CONST True; POP_JUMP_IF_TRUE`).  3.10+ folds
    # a constant test whichever way it jumps.
    "FOLDS_ONLY_FALLING_TRUE_CONSTANTS":   (T,   T,   F,   F,   F,   F,   U),
    # 3.10, the block stack with exits copied: a way out of a try or with
    # statement gets its own copy of what it would jump to (a short exit
    # block, the loop's exit after a `break`, the RERAISE closing a finally
    # body, the exit call), and a jump is not threaded through a jump with a
    # line of its own (the loop's jump back).
    "BLOCK_EXIT_COPIES":                   (F,   F,   T,   F,   F,   F,   U),
    # 3.8/3.9 leave unreachable code in place: a clause's `POP_EXCEPT; JUMP
    # after` after its own `continue`, the re-raise after a finally body's
    # `raise`, and (3.9) copies of a finally body's last loop or try after
    # the body's return.  3.10+ drops it.
    "KEEPS_UNREACHABLE_CODE":              (T,   T,   F,   F,   F,   F,   U),
    # 3.8/3.9 keep a conditional expression's jump past an else arm that
    # left no code (`(1 if t else 1)`: a jump to the next instruction);
    # 3.10+ drops it, so a jump kept there (3.10-3.12) is a folded constant
    # test's (`(x if (0 if t else 0) else 1)`: `t` goes on either way).
    "KEEPS_JUMP_PAST_EMPTY_ARM":           (T,   T,   F,   F,   F,   F,   U),
    # 3.8/3.9 thread a jump to a jump onto the final target whatever their
    # lines (the body's jump to an else that starts with `break` goes where
    # the break goes); 3.10+ keeps a jump that has a line of its own (PEP 626).
    "THREADS_JUMPS_ACROSS_LINES":          (T,   T,   F,   F,   F,   F,   U),
    # 3.10, 3.12 and 3.13 copy the code after a loop left only by breaks (a
    # short block ending in a return) onto each `break` out of a try/finally
    # or with in it, after the finally body's copy or the exit call
    # (loop_exit_after_else).
    "BREAK_COPIES_LOOP_EXIT":              (F,   F,   T,   F,   T,   T,   U),
    # A return value waits on the stack while a copy of the finally body (or
    # __exit__ call) runs before its RETURN, up to 3.10; a plain store above
    # a waiting value is such a copy (a multiple assignment rotates instead).
    "RETURN_WAITS_THROUGH_FINALLY":        (T,   T,   T,   F,   F,   F,   U),
    # 3.12+ compiles the else of a try before its clauses (and lays the
    # clauses out last): only co_names' order tells `try/except/else` from
    # the code after the statement.
    "TRY_ELSE_BEFORE_CLAUSES":             (F,   F,   F,   F,   T,   T,   U),
    # 3.11+ compiles the else of a try (laid out or not) before its clauses:
    # co_names numbers the else's names first.
    "TRY_ELSE_NAMED_BEFORE_CLAUSES":       (F,   F,   F,   T,   T,   T,   U),
    # ------------------------------------------------------ exits, jumps
    # 3.10+ copies a small exit block (the implicit `return None`, a return
    # of a name or constant) into each branch that reaches it instead of
    # jumping.
    "COPIES_EXITS":                        (F,   F,   T,   T,   T,   T,   U),
    # 3.10 copies an exit block of at most four instructions (NOPs
    # counted: MAX_COPY_SIZE) onto each jump that reaches it, whatever its
    # line, once per block, after folding constant tests: a jump still
    # reaching one reached a block that ended in a jump when it was copied
    # (a return of a folded test, `return 1 or a`: `LOAD_CONST 1;
    # JUMP_ABSOLUTE` to the RETURN_VALUE).  3.11 copies only lineless
    # exits; 3.12 and 3.13 copy again whatever the line
    # (inline_small_exit_blocks: `with ...: ...` then `return d` ends in
    # two copies of the return, `return (c if 0 else d)` in one).
    "SHORT_EXITS_COPIED_ONTO_JUMPS":       (F,   F,   T,   F,   T,   T,   U),
    # 3.10 and 3.11 lay the copies of an exit a condition's tests jump to
    # out after it in the order the compiler made the blocks those jumps
    # end (a conditional expression's join is made before its arms' tests:
    # the test after it jumps from an older block), not in the jumps'
    # order (lift/copy_order.py).
    "EXIT_COPIES_IN_MAKING_ORDER":         (F,   F,   T,   T,   F,   F,   U),
    # How that exit block's size is read: 3.10's from the code object's
    # offsets (two bytes an instruction, its line NOPs counted); 3.12's and
    # 3.13's offsets hold inline caches, so from the instructions.
    "EXIT_COPY_SIZE_FROM_OFFSETS":         (F,   F,   T,   F,   F,   F,   U),
    # 3.13 copies those short exits once, before it optimises the blocks
    # (3.12 copies again after): a RETURN_CONST was two instructions then,
    # and a jump made from a folded constant test (`0 if a else b` in a
    # condition) reached no exit block yet.
    "EXITS_COPIED_BEFORE_FOLDING":         (F,   F,   F,   F,   F,   T,   U),
    # 3.13 emits a call's NULL as a PUSH_NULL of its own and folds it into
    # the LOAD_GLOBAL after copying those exits: `return g(x)` was five
    # instructions then, too many to copy (3.12 folds it before).
    "GLOBAL_NULL_FOLDED_AFTER_EXIT_COPY":  (F,   F,   F,   F,   F,   T,   U),
    # 3.12 and 3.13 make jumps to exits after making those copies: where
    # a handler's cold code that fell into an exit is moved to the end, a
    # conditional jump backward is turned into one forward over a
    # JUMP_BACKWARD, and a jump to the end of a try body (its POP_BLOCK
    # dropped) is threaded on. A backward jump to a short exit, or one in a
    # try or with body the exit is not in, is then one of them, unless it
    # is a handler's way out (an except clause's end, a with's swallow
    # path: their jumps were written before).
    "JUMPS_TO_EXITS_ADDED_LATER":          (F,   F,   F,   F,   T,   T,   U),
    # 3.10: the blocks it copies keep no line of their own where the copy
    # starts with a lineless instruction (co_lines gives None).
    "LINELESS_COPIES":                     (F,   F,   T,   F,   F,   F,   U),
    # 3.13 keeps a branch's copy of a final return only where the source
    # wrote one (3.10-3.12 lay both spellings out alike).
    "KEEPS_WRITTEN_RETURN_COPIES":         (F,   F,   F,   F,   F,   T,   U),
    # 3.12 and 3.13 copy a written `return None` ending the function (and
    # the implicit one after a `pass`) onto each jump to it, whatever its
    # line: one the jumps share there, with a line of its own, is the
    # implicit exit after a dropped dead test (`if 0:`).
    "WRITTEN_RETURNS_COPIED":              (F,   F,   F,   F,   T,   T,   U),
    # 3.10 copies the code after a try statement's finally body into its
    # normal way out (the copy of the finally body then ends in a copy of
    # the exit).
    "COPIES_EXIT_AFTER_FINALLY_COPY":      (F,   F,   T,   F,   F,   F,   U),
    # 3.11+ copies every exit into each branch reaching it; 3.10 copies
    # fewer, so an if that returns and one with an else still spell
    # differently there.
    "COPIES_EVERY_EXIT":                   (F,   F,   F,   T,   T,   T,   U),
    # 3.11: the exit after a try statement that ends an except clause is
    # copied into the clause (its own clauses reach another copy).
    "COPIES_EXIT_AFTER_TRY_IN_CLAUSE":     (F,   F,   F,   T,   F,   T,   U),
    # Before 3.10 the peephole optimiser threads a jump to a jump only once:
    # a body whose inner ifs end where it does ends in a `break`, and a jump
    # over a cleanup into a branch starting with a jump is threaded through.
    "PEEPHOLE_THREADS_ONCE":               (T,   T,   F,   F,   F,   F,   U),
    # 3.10: a jump over an else to the jump back of a `while True:` on the
    # `while` line is not threaded: a jump straight to the head is `continue`.
    "JUMP_TO_WHILE_TRUE_HEAD_IS_CONTINUE": (F,   F,   T,   F,   F,   F,   U),
    # 3.11+: a while loop's closing jump keeps the `while` line and is not
    # threaded; a for loop's is lineless and copied into each way in, each
    # copy taking that one's line; jumps are threaded only through jumps on
    # their own line.  So a jump back with a line of its own is a `continue`.
    "JUMPS_KEEP_LINES":                    (F,   F,   F,   T,   T,   T,   U),
    # 3.10: a for loop's closing jump back takes the line of its way in
    # (propagated from its one predecessor, or the line before it): one with
    # a line none of its ways in has is a written `continue` ending the body.
    "LOOP_JUMP_BACK_TAKES_LINE_OF_WAY_IN":  (F,   F,   T,   F,   F,   F,   U),
    # 3.10: in a finally body, copies of its closing RERAISE (jumped to from
    # before a loop) lie between the loop's jump back and its exit.
    "FINALLY_RERAISE_COPIES_IN_LOOPS":     (F,   F,   T,   F,   F,   F,   U),
    # Up to 3.10: a `while True:` whose last jump back is an except clause's
    # `continue` and whose try statement does not finish ends where that
    # statement's handler ends (its no-match re-raise last); one whose
    # statement goes on holds the code after it up to a return or raise.
    "CLAUSE_CONTINUE_ENDS_WHILE_TRUE":     (T,   T,   T,   F,   F,   F,   U),
    # 3.13: the cleanup of a chained comparison jumps to the false exit
    # (rather than falling into it) where that leads to an else.
    "CHAIN_CLEANUP_JUMPS_TO_ELSE":         (F,   F,   F,   F,   F,   T,   U),
    # 3.10, 3.12+ for loops: the code after the loop may be copied into its
    # breaks with no original left (3.10: a short exit block, copied onto
    # the break out of a try body's else or clause).
    "LOOP_EXIT_COPIED_INTO_BREAKS":        (F,   F,   T,   F,   T,   T,   U),
    # 3.12+ spells `if a in b: continue` as a jump on the opposite test over
    # a jump back.
    "CONTINUE_AS_JUMP_OVER_JUMP_BACK":     (F,   F,   F,   F,   T,   T,   U),
    # 3.12+ conditional jumps only go forward: a backward one is spelled
    # `POP_JUMP_IF_X L; JUMP back; L:` (normalize: _backward_conditionals).
    "FORWARD_ONLY_CONDITIONALS":           (F,   F,   F,   F,   T,   T,   U),
    # How a test jumping back itself tells from one falling into the
    # source's own jump back (a false constant's, `if a or None`):
    # "layout": it is a backward conditional jump (3.8/3.9 keep the
    # constant's own test jumping back: None, the reading has it); 3.12+
    # lays both out as that pair, and the exception table leaves out (under a handler: an
    # inlined comprehension's, a generator's) what the compiler made: 3.12
    # the jump, 3.13 the test (and the jump, either way).
    "INVERTED_TEST_UNPROTECTED":           (None, None, "layout", "layout", "jump", "test", U),
    # 3.12+ has no JUMP_IF_X_OR_POP: `a or b` is `COPY 1; POP_JUMP_IF_X L;
    # POP_TOP` (normalize: _fold_or_pop).
    "OR_POP_AS_COPY_AND_JUMP":             (F,   F,   F,   F,   T,   T,   U),
    # --------------------------------------------- scopes and functions
    # 3.12+ compiles list/set/dict comprehensions in place (no code object).
    "INLINED_COMPREHENSIONS":              (F,   F,   F,   F,   T,   T,   U),
    # 3.13 loads a cell for a closure with LOAD_FAST (before: LOAD_CLOSURE).
    "CELLS_LOADED_AS_FAST":                (F,   F,   F,   F,   F,   T,   U),
    # 3.12+ `type` statements, generic functions and classes (grammar).
    "TYPE_PARAMS":                         (F,   F,   F,   F,   T,   T,   T),
    # 3.8-3.10: MAKE_FUNCTION takes the qualified name from the stack (a
    # LOAD_CONST right before it); 3.11 dropped it.
    "MAKE_FUNCTION_TAKES_QUALNAME":        (T,   T,   T,   F,   F,   F,   U),
    # 3.13 sets a new function's defaults, annotations and closure with
    # SET_FUNCTION_ATTRIBUTE after MAKE_FUNCTION (before: MAKE_FUNCTION's
    # flags).
    "FUNCTION_ATTRIBUTES_SET_APART":       (F,   F,   F,   F,   F,   T,   U),
    # 3.10+ builds a function's annotations as a flat tuple (name, value, ...).
    "ANNOTATIONS_AS_FLAT_TUPLE":           (F,   F,   T,   T,   T,   T,   U),
    # 3.11+ pushes NULL (or the object of a method) below a callable.
    "CALLS_PUSH_NULL":                     (F,   F,   F,   T,   T,   T,   U),
    # 3.11 and 3.12 push a global's NULL (its argument's low bit) below the
    # global, 3.13 above it.
    "NULL_AFTER_GLOBAL":                   (F,   F,   F,   F,   F,   T,   U),
    # 3.12+ runs `import *` as CALL_INTRINSIC_1, which leaves a result to pop.
    "IMPORT_STAR_LEAVES_RESULT":           (F,   F,   F,   F,   T,   T,   U),
    # 3.12+ wraps generator bodies in a handler that turns a leaked
    # StopIteration into RuntimeError, and gives each SEND loop a
    # CLEANUP_THROW handler (normalize: _drop_implicit_handlers).
    "IMPLICIT_HANDLERS":                   (F,   F,   F,   F,   T,   T,   U),
    # --------------------------------------------------------- statements
    # 3.9+ has LOAD_ASSERTION_ERROR; 3.8 loads the global name AssertionError.
    # 3.14: no LOAD_ASSERTION_ERROR (table: LOAD_COMMON_CONSTANT instead).
    "ASSERTION_ERROR_OPCODE":              (F,   T,   T,   T,   T,   T,   F),
    # 3.10+ match statements (grammar).
    "MATCH_STATEMENTS":                    (F,   F,   T,   T,   T,   T,   T),
    # 3.10/3.11: `LOAD_CONST c; POP_TOP` can be `match c: case _:` (a bare
    # constant statement compiles to nothing); 3.12+ drops both.
    "WILDCARD_MATCH_KEEPS_SUBJECT":        (F,   F,   T,   T,   F,   F,   U),
    # 3.11 compiles a match whose only case is irrefutable as a match; 3.10
    # and 3.12+ as the plain stores it does.
    "LONE_IRREFUTABLE_CASE_IS_MATCH":      (F,   F,   F,   T,   F,   F,   U),
    # 3.11+ tests MATCH_CLASS/MATCH_KEYS' result for None (before: a bool
    # popped by POP_JUMP_IF_FALSE).
    "MATCH_RESULT_TESTED_FOR_NONE":        (F,   F,   F,   T,   T,   T,   U),
    # 3.13+ turns the first of two stores to one name in a row into POP_TOP
    # (`a, _, _ = t`).
    "DEAD_STORES_POPPED":                  (F,   F,   F,   F,   F,   T,   U),
    # 3.12+ stores a slice with STORE_SLICE (before: BUILD_SLICE,
    # STORE_SUBSCR).  3.14: STORE_SLICE (table).
    "STORE_SLICE_OPCODE":                  (F,   F,   F,   F,   T,   T,   T),
    # 3.12/3.13 return a constant with RETURN_CONST (read as a fused
    # LOAD_CONST; RETURN_VALUE): a plain pair is a copied exit.  3.14: no
    # RETURN_CONST (table).
    "RETURN_CONST_OPCODE":                 (F,   F,   F,   F,   T,   T,   F),
    # 3.12+ fuses instructions (RETURN_CONST, LOAD_FAST_CHECK, the
    # superinstructions) that normalisation splits back.
    "FUSED_OPCODES":                       (F,   F,   F,   F,   T,   T,   U),
    # 3.13: a for loop's exhausted iterator is popped by END_FOR; POP_TOP.
    "END_FOR_THEN_POP_TOP":                (F,   F,   F,   F,   F,   T,   U),
    # Up to 3.10 each operator has its opcode (BINARY_ADD, INPLACE_ADD...);
    # 3.11+ one BINARY_OP.  3.14: BINARY_OP (table).
    "BINARY_OPCODE_PER_OPERATOR":          (T,   T,   T,   F,   F,   F,   F),
    # Up to 3.10 the stack moves are DUP_TOP, DUP_TOP_TWO and the ROT_*;
    # 3.11+ COPY and SWAP.  3.14: COPY, SWAP (table).
    "DUP_AND_ROT_STACK_MOVES":             (T,   T,   T,   F,   F,   F,   F),
    # 3.8 matches an exception with COMPARE_OP `exception match`.
    # 3.14: no such comparison (table).
    "EXCEPTION_MATCH_AS_COMPARE":          (T,   F,   F,   F,   F,   F,   F),
}
