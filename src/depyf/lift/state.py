"""The bookkeeping of one reading: a loop's exits, a block's region, the
simulated stack of a block being read (`lifter.Lifter.block`).

Its own module, free of imports, so that the mixins read by the lifter
import it at the top instead of from `lifter` inside every method that
needs it (an import statement run per call showed in profiles).
"""


class LoopInfo:
    __slots__ = ("head", "continue_to", "break_to", "orphan")

    def __init__(self, head, continue_to, break_to):
        self.head = head
        self.continue_to = continue_to
        self.break_to = break_to
        # 3.12+ for loops: [start, end) of the code after the loop copied
        # into its breaks with no original left (loops.for_loop); False
        # where that reading is not open.
        self.orphan = False


class Region:
    """Where a block ends, where falling off it leads, and the loop around it."""

    __slots__ = ("end", "follow", "loop", "handler_depth", "protected")

    def __init__(self, end, follow, loop=None, handler_depth=0, protected=False):
        self.end = end
        self.follow = follow
        self.loop = loop
        self.handler_depth = handler_depth
        # Inside try/with: statements copied from a finally or an __exit__
        # run between a return value and its RETURN; no temporaries there.
        self.protected = protected


class StatementInValue(Exception):
    """A statement read where only a value may be (`NoStatements`).  Not a
    DecompilationError: no reading that catches those may take it for a
    failed shape and try another on the same block."""


class NoStatements(list):
    """The statements of a block that must read as values alone (a
    conditional expression's arm): the first one ends the reading, which
    would otherwise go on to the block's end only to be thrown away (the
    if statement reading the block next reads it again)."""

    __slots__ = ()

    def append(self, stmt):
        raise StatementInValue()

    def insert(self, at, stmt):
        raise StatementInValue()

    def extend(self, stmts):
        raise StatementInValue()


class State:
    __slots__ = ("stmts", "stack", "region", "end", "start", "stmt_start", "base", "pending", "rotated")

    def __init__(self, stack, region, start, end):
        self.stmts = []
        self.stack = stack
        self.region = region
        self.start = start
        self.end = end
        # Where the statement being simulated began: a condition's first
        # instruction, needed to find its 3.10+ duplicate at a loop bottom.
        self.stmt_start = start
        self.base = len(stack)
        # A multiple assignment whose stores are still arriving.
        self.pending = None
        self.rotated = False
