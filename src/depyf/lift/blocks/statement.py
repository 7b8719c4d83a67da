"""What every statement read from the block stack holds."""

import ast

from ..exceptions_shared import FallOff, _breaks


class BlockStatement:
    """One statement read from the block stack: the lifter reading it
    (`reader`), where it starts (its SETUP instruction), its handler, and the
    state it is emitted into."""

    def __init__(self, reader, start, handler, st):
        self.reader = reader
        self.instrs = reader.instrs
        self.version = reader.version
        self.start = start
        self.handler = handler
        self.st = st

    def error(self, message, ins):
        return self.reader.error(message, ins)

    def sub(self, end, follow, depth=0):
        """The region of a part of the statement ending at `end`."""
        return self.reader._sub(self.st, end, follow, depth)


def cannot_finish(stmt):
    """Whether control never runs past `stmt` (every way through it leaves)."""
    if isinstance(stmt, (ast.Return, ast.Raise, ast.Break, ast.Continue, FallOff)):
        return True
    if isinstance(stmt, ast.Try):
        if stmt.finalbody and cannot_finish(stmt.finalbody[-1]):
            return True
        main = stmt.orelse or stmt.body
        return bool(main) and cannot_finish(main[-1]) and all(h.body and cannot_finish(h.body[-1]) for h in stmt.handlers)
    if isinstance(stmt, ast.If):
        return bool(stmt.body and stmt.orelse) and cannot_finish(stmt.body[-1]) and cannot_finish(stmt.orelse[-1])
    if isinstance(stmt, ast.While):
        return isinstance(stmt.test, ast.Constant) and bool(stmt.test.value) and not _breaks(stmt.body)
    return False
