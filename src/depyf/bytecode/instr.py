"""The version-neutral instruction and exception-table entry."""


class Instr:
    """One instruction; a jump's `target` is the `Instr` it reaches.

    The fields every instruction has its own value of are slots; the ones
    that hold their default on almost every instruction (marks normalising
    sets on a few) are class attributes, stored on an instruction only where
    they differ (in its `__dict__`, made then): making an instruction stores
    seven fields, not sixteen."""

    __slots__ = ("opname", "arg", "argval", "offset", "lineno", "target", "index", "__dict__")

    # The rare fields, each at its default.
    # Where a jump reaches, as decoded (an offset; None: not a jump).
    jump_offset = None
    # A global's load (3.11+: LOAD_GLOBAL, LOAD_SUPER_ATTR) that pushes a
    # NULL too, a two-argument super().
    push_null = False
    two_arg_super = False
    # A call's keyword names (3.11+: KW_NAMES before it).
    kwnames = None
    # Part of a superinstruction split in two (3.12+ RETURN_CONST...).
    fused = False
    # The line of the backward JUMP folded into this conditional (3.12+).
    folded_line = None
    # A forward jump over a line marker alone (a NOP, dropped): the
    # jump over an else holding no code (`else: pass`).
    over_line_marker = False
    # A forward jump spelled JUMP_ABSOLUTE (before 3.11): the compiler
    # spells its own jumps over code JUMP_FORWARD; an absolute one going
    # forward is a `break`, or (3.8/3.9's peephole, 3.10's optimiser) a
    # relative one threaded through the jump it landed on.
    absolute_forward = False
    # A jump spelled JUMP_BACKWARD_NO_INTERRUPT (3.11+): 3.13 leaves an
    # except clause for the code after its try statement so, where a
    # `break` or `continue` is a plain JUMP_BACKWARD
    # (CLAUSE_EXIT_UNINTERRUPTIBLE).
    uninterruptible = False
    # The line of the line marker alone (a NOP, dropped) a conditional
    # jump landed on: an else holding no code (`else: pass`) whose body
    # ends in a copy of the exit block after the statement.
    marker_line = None
    # The line of the line marker alone (a NOP, dropped) laid out right
    # before this instruction: a statement that compiled to nothing
    # there (`break` falling into the code after its loop, `pass`).
    after_marker = None
    # An inlined comprehension (INLINE_COMPREHENSION, 3.12+) whose clean-up
    # handler was laid out in place, a jump at its loop's exit hopping over
    # it (in cold code: past END_ASYNC_FOR), not moved past the function's
    # end: how many instructions restoring the names it saves the jump
    # reached (dropped with the jump and the handler); 0: no such jump.
    restores_after_hop = 0
    # Reached by a jump over code laid out in line between them (3.12+ cold
    # code: an inlined comprehension's clean-up handler), the jump dropped
    # when that code was moved in line (bytecode.asyncfor).
    hopped_to = False

    def __init__(self, opname, arg, argval, offset, lineno=None):
        self.opname = opname
        self.arg = arg
        self.argval = argval
        self.offset = offset
        self.lineno = lineno
        self.target = None
        self.index = -1

    def __repr__(self):
        if self.target is not None:
            shown = "-> %d" % self.target.offset
        elif self.argval is None:
            shown = ""
        else:
            shown = repr(self.argval)
            if len(shown) > 40:
                shown = shown[:37] + "..."
        return "%s %s @%d" % (self.opname, shown, self.offset)

    __str__ = __repr__


class ExceptionEntry:
    """A 3.11+ exception-table row: instructions [start, end) go to `target`."""

    __slots__ = ("start", "end", "target", "depth", "lasti", "first_offset", "covers_nothing")

    def __init__(self, start, end, target, depth, lasti, covers_nothing=False):
        self.start = start
        # A row normalising gave a try body that can raise nothing (`try:
        # pass`, `try: return 5`: no row of the table named its handler).
        self.covers_nothing = covers_nothing
        # Where the row began when read: normalising forwards `start` past
        # the instructions it drops (line NOPs).
        self.first_offset = start.offset if start is not None else None
        self.end = end
        self.target = target
        self.depth = depth
        self.lasti = lasti

    def __repr__(self):
        end = self.end.offset if self.end is not None else "end"
        return "ExceptionEntry(%d..%s -> %d, depth=%d%s)" % (
            self.start.offset,
            end,
            self.target.offset,
            self.depth,
            ", lasti" if self.lasti else "",
        )
