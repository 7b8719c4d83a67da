"""Exception regions: which handler protects each instruction.

Two layouts, one question.  Up to 3.10 a `SETUP_*` instruction pushes a
block whose handler protects what runs until the matching `POP_BLOCK`
(`block_stacks`: the block stack at each instruction, found by walking
every path); from 3.11 the exception table says it directly
(`handler_cover`).
"""

from .idioms import BLOCK_SETUP, LEAVES

SETUP_OPS = BLOCK_SETUP.names
# After these, control leaves the code object (no path goes on).
LEAVE_OPS = LEAVES.names


def block_stacks(instrs):
    """3.8-3.10: for each instruction, the block stack it runs under, a
    tuple, outermost first, of `("S", handler)` (a setup whose handler
    protects it) and `("H", handler)` (running inside that handler); None
    where no path reaches it.  A handler is entered only by the exception
    edge of its setup (with the setup's stack and `("H", handler)`)."""
    count = len(instrs)
    handlers = {ins.target.index for ins in instrs if ins.opname in SETUP_OPS}
    stacks = [None] * count
    work = [(0, (), False)]
    while work:
        k, stack, by_exception = work.pop()
        first = True
        while k < count and stacks[k] is None:
            if k in handlers and not (first and by_exception):
                break
            first = False
            stacks[k] = stack
            ins = instrs[k]
            name = ins.opname
            if name in SETUP_OPS:
                handler = ins.target.index
                work.append((handler, stack + (("H", handler),), True))
                stack = stack + (("S", handler),)
            elif name == "POP_BLOCK" or name == "POP_EXCEPT":
                stack = stack[:-1]
            elif name in ("END_FINALLY", "POP_FINALLY") and stack and stack[-1][0] == "H":
                stack = stack[:-1]
            elif name in LEAVE_OPS:
                break
            elif name == "JUMP":
                work.append((ins.target.index, stack, False))
                break
            elif ins.target is not None:
                work.append((ins.target.index, stack, False))
            k += 1
    return stacks


def handler_cover(count, entries):
    """3.11+: instruction index -> the handler (index) its exceptions go
    to, from the exception table's entries."""
    cover = {}
    for entry in entries:
        stop = entry.end.index if entry.end is not None else count
        # (a later row over an earlier one, as a store an index would; a
        # dict's update of a dict made from the range, no loop of ours)
        cover.update(dict.fromkeys(range(entry.start.index, stop), entry.target.index))
    return cover
