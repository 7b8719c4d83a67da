"""What one reading of a code object has learnt about its shape, shared
between the parts of the lifter that find it and the parts that use it.

Each table is a declared field, so a reader can see every piece of state
the mixins hand each other.  A speculative read (trying one reading of a
range and falling back to another when it fails) must not leave behind
what it learnt: `Lifter.trial` saves the tables before it and restores
them when it fails (`Trial`).
"""

from operator import attrgetter

from ..errors import DecompilationError


# The tables, by what their keys and values are (instruction indices).
_TABLES = (
    # 3.10 (exceptions_blocks._note_closing_end): a handler -> where its
    # statement's body ends; a copy of that closing end -> the original
    # (Lifter.resolve sends jumps there).
    "body_ends",
    "exit_copies",
    # A false exit a chained comparison's cleanup leads into (the if
    # statement has an else) -> whether its branch's copy of a final
    # return is a copy (False: the source wrote it).
    "cleanup_into_else",
    # A loop's exit code laid out inside its body: start -> end, passed
    # over where it lies.
    "exits_inside",
    # 3.10: heads of `while True:` loops that hold the code after a try
    # statement ending in a break.
    "loops_ending_in_break",
    # A loop's head -> (start, end) of the copy of its exit code.
    "loop_exit_tails",
    # 3.10: jumps back that end an except clause (a `continue`), and
    # jumps of a try body that are a `break`.
    "clause_continues",
    "body_breaks",
    # The last instruction of a clause's copy of an exit that leaves the
    # handler unwound (copied_exits finds its jump).
    "unwound_exits",
    # Bare raises read after the POP_EXCEPT of a handler whose body
    # was being read (`_reraise_after_unwinding`): the driver refuses
    # those that end inside more handlers than were left.
    "unwound_reraises",
    # 3.12+: the handler of a try statement whose body ends in a nested
    # try whose code after, laid out past that try's handlers, leaves the
    # handler's protection -> that unprotected rest (start, end): the
    # statement's else (TryExcept.emit_code_after).
    "cold_elses",
    # A for loop's iterator popped, then a copy of the code after the loop,
    # that an except clause has a copy of, line and all: a written
    # `return`, not a `break` (TryExcept.strip_tails, copied_break).
    "written_loop_returns",
    # Jumps inside a finally handler already read as part of its body.
    "fin_jumps",
    # 3.10: where a clause's copy of the code after the try starts -> how
    # op_POP_EXCEPT reads it (passed over, or a break).
    "handler_tail_actions",
    # 3.10: a POP_BLOCK closing a try body from inside the statement that
    # ends it, before a copy of the code after the try -> that copy's end
    # (op_POP_BLOCK passes over it: the body falls off there).
    "closing_tails",
    # 3.8/3.9: the finally bodies of the try statements being read,
    # innermost last (a return runs their copies in order).
    "enclosing_finals",
)


# (every table at once, for `tables`: a reading is set up for every code object read)
_ALL_TABLES = attrgetter(*_TABLES)


class ReadingFacts:
    """What one reading has learnt, one declared table each (_TABLES)."""

    __slots__ = _TABLES + ("tables",)

    def __init__(self):
        self.body_ends = {}
        self.exit_copies = {}
        self.cleanup_into_else = {}
        self.exits_inside = {}
        self.loops_ending_in_break = set()
        self.loop_exit_tails = {}
        self.clause_continues = set()
        self.body_breaks = set()
        self.unwound_exits = set()
        self.unwound_reraises = set()
        self.cold_elses = {}
        self.written_loop_returns = set()
        self.fin_jumps = set()
        self.handler_tail_actions = {}
        self.closing_tails = {}
        self.enclosing_finals = []
        # The same objects, in slot order (never rebound: `restore` works in
        # place), for the saves.
        self.tables = _ALL_TABLES(self)

    def save(self):
        """A snapshot `restore` brings back: None while every table is
        empty (the common case: a save happens at every speculative read),
        else a copy of each non-empty table."""
        tables = self.tables
        if not any(tables):
            return None
        return [table.copy() if table else None for table in tables]

    def restore(self, saved):
        """Back to `saved`, each table changed in place (the readers hold
        them by reference)."""
        for k, table in enumerate(self.tables):
            before = saved[k] if saved is not None else None
            if not before:
                table.clear()
            elif table != before:
                table.clear()
                if isinstance(table, list):
                    table.extend(before)
                else:
                    table.update(before)


class Trial:
    """`with lifter.trial:` around a speculative read: what the read learnt
    is rolled back when it fails (raises DecompilationError, which goes on
    to the caller).  One object per lifter; trials nest."""

    __slots__ = ("facts", "saved")

    def __init__(self, facts):
        self.facts = facts
        self.saved = []

    def __enter__(self):
        self.saved.append(self.facts.save())

    def __exit__(self, kind, value, traceback):
        saved = self.saved.pop()
        if kind is not None and issubclass(kind, DecompilationError):
            self.facts.restore(saved)
        return False
