"""What every statement read from the block stack holds."""


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
