"""What every try statement read from the exception table (3.11+) starts
from: its body, its handler and the handler's cleanup block.
"""


class TableStatement:
    """A try statement whose body is [body_start, body_end), its handler
    at `handler` with its cleanup block at `cleanup`, read into `st` by
    `lifter` (whose version record it reads)."""

    def __init__(self, lifter, st, body_start, body_end, handler, cleanup):
        self.lifter = lifter
        self.version = lifter.version
        self.st = st
        self.body_start = body_start
        self.body_end = body_end
        self.handler = handler
        self.cleanup = cleanup
