"""The control-flow index of a normalised instruction list, computed once.

Basic blocks, their successors and predecessors (normal and exceptional
edges apart), dominators, loops (headers, back edges, bodies, exits) and
exception regions.  The lifter asks it instead of scanning the
instructions again for the same facts (which jumps reach an instruction,
where each loop closes, what a handler protects).
"""

from bisect import bisect_left

from . import idioms
from .regions import block_stacks, handler_cover

# The idioms' opnames as sets, for the scans over every instruction.
NO_FALLTHROUGH = idioms.NO_FALLTHROUGH.names
SETUP_OPS = idioms.BLOCK_SETUP.names
# Backward jumps that close a loop (the lifter's reading of loops).
LOOP_JUMPS = idioms.ANY_JUMP.names


class Block:
    """Instructions [start, end) that run in a row."""

    __slots__ = ("number", "start", "end", "succs", "preds", "handlers", "handled_from")

    def __init__(self, number, start, end):
        self.number = number
        self.start = start
        self.end = end
        self.succs = []  # blocks control reaches normally (jump, fall through)
        self.preds = []
        self.handlers = []  # blocks an exception raised here goes to
        self.handled_from = []

    def __repr__(self):
        return "Block(%d: [%d, %d))" % (self.number, self.start, self.end)


class Loop:
    """A natural loop: `header` dominates every block of `body`; `tails`
    are the blocks whose edges go back to it; `exits` the blocks outside
    the body that an edge from inside reaches."""

    __slots__ = ("header", "tails", "body", "exits")

    def __init__(self, header, tails, body, exits):
        self.header = header
        self.tails = tails
        self.body = body
        self.exits = exits

    def __repr__(self):
        return "Loop(header=%d, tails=%s, blocks=%d)" % (self.header.start, [t.start for t in self.tails], len(self.body))


class FlowIndex:
    """`FlowIndex(instrs, entries)`: `instrs` normalised (`Instr.index` set,
    jump targets resolved), `entries` the 3.11+ exception table (empty up to
    3.10, where SETUP_* instructions name the handlers)."""

    def __init__(self, instrs, entries=()):
        self.instrs = instrs
        self.entries = list(entries)
        self.count = len(instrs)
        # target index -> the instructions that jump there, in order; and
        # (`backward_jump_tails`, in the same walk) the last backward jump
        # of a loop's kind reaching it
        sources = self.jump_sources = {}
        tails = self._backward_tails = {}
        # the index of every instruction that jumps (has a `target`), in
        # order: what `idioms.jumps_where` scans for a kind of jump
        # (the jumps found by a comprehension, then walked alone: a tenth
        # of the instructions or so, where a loop over every instruction
        # paid a store and a test more for each)
        jumping = [ins for ins in instrs if ins.target is not None]
        self.jump_positions = [ins.index for ins in jumping]
        for ins in jumping:
            reached = ins.target.index
            sources.setdefault(reached, []).append(ins)
            if reached <= ins.index and ins.opname in LOOP_JUMPS and tails.get(reached, -1) < ins.index:
                tails[reached] = ins.index
        self._blocks = None
        self._block_at = None
        self._idom = None
        self._loops = None
        self._block_stacks = None
        self._handler_cover = None

    # Blocks, dominators and loops are built on first use (most code
    # objects are read without them).
    @property
    def blocks(self):
        if self._blocks is None:
            self._blocks = []
            self._block_at = [None] * self.count
            self._build_blocks()
            self._link()
        return self._blocks

    @property
    def block_at(self):
        """Instruction index -> its block."""
        self.blocks
        return self._block_at

    @property
    def idom(self):
        if self._idom is None:
            self._idom = self._dominators()
        return self._idom

    @property
    def loops(self):
        if self._loops is None:
            self._loops = self._find_loops()
        return self._loops

    # ---------------------------------------------------------------- blocks
    def _leaders(self):
        leaders = {0} if self.count else set()
        for ins in self.instrs:
            k = ins.index
            if ins.target is not None:
                leaders.add(ins.target.index)
                leaders.add(k + 1)
            elif ins.opname in NO_FALLTHROUGH:
                leaders.add(k + 1)
        for entry in self.entries:
            leaders.add(entry.start.index)
            leaders.add(entry.end.index if entry.end is not None else self.count)
            leaders.add(entry.target.index)
        return sorted(k for k in leaders if 0 <= k < self.count)

    def _build_blocks(self):
        leaders = self._leaders()
        for n, start in enumerate(leaders):
            end = leaders[n + 1] if n + 1 < len(leaders) else self.count
            block = Block(n, start, end)
            self._blocks.append(block)
            for k in range(start, end):
                self._block_at[k] = block

    def _link(self):
        def edge(a, b, exceptional=False):
            if exceptional:
                if b not in a.handlers:
                    a.handlers.append(b)
                    b.handled_from.append(a)
            elif b not in a.succs:
                a.succs.append(b)
                b.preds.append(a)

        for block in self._blocks:
            last = self.instrs[block.end - 1]
            if last.target is not None:
                edge(block, self._block_at[last.target.index], exceptional=last.opname in SETUP_OPS)
            if last.opname not in NO_FALLTHROUGH and block.end < self.count:
                edge(block, self._block_at[block.end])
        for entry in self.entries:
            stop = entry.end.index if entry.end is not None else self.count
            handler = self._block_at[entry.target.index]
            k = entry.start.index
            while k < stop:
                block = self._block_at[k]
                edge(block, handler, exceptional=True)
                k = block.end

    # ------------------------------------------------------------ dominators
    def _reverse_postorder(self):
        blocks = self.blocks
        if not blocks:
            return []
        seen, order = set(), []
        stack = [(blocks[0], iter(blocks[0].succs + blocks[0].handlers))]
        seen.add(0)
        while stack:
            block, children = stack[-1]
            for child in children:
                if child.number not in seen:
                    seen.add(child.number)
                    stack.append((child, iter(child.succs + child.handlers)))
                    break
            else:
                stack.pop()
                order.append(block)
        order.reverse()
        return order

    def _dominators(self):
        """Immediate dominator of each reachable block (by number; the entry
        is its own), by Cooper, Harvey and Kennedy's iteration."""
        order = self._reverse_postorder()
        rank = {b.number: k for k, b in enumerate(order)}
        idom = {}
        if not order:
            return idom
        idom[order[0].number] = order[0].number

        def intersect(a, b):
            while a != b:
                while rank[a] > rank[b]:
                    a = idom[a]
                while rank[b] > rank[a]:
                    b = idom[b]
            return a

        changed = True
        while changed:
            changed = False
            for block in order[1:]:
                new = None
                for pred in block.preds + block.handled_from:
                    if pred.number in idom:
                        new = pred.number if new is None else intersect(pred.number, new)
                if new is not None and idom.get(block.number) != new:
                    idom[block.number] = new
                    changed = True
        return idom

    def dominates(self, a, b):
        """Whether block `a` dominates block `b` (every path from the entry
        to b passes a); False where b is unreachable."""
        if b.number not in self.idom:
            return False
        n = b.number
        while True:
            if n == a.number:
                return True
            parent = self.idom[n]
            if parent == n:
                return False
            n = parent

    def reachable(self, block):
        return block.number in self.idom

    # ----------------------------------------------------------------- loops
    def _find_loops(self):
        tails_of = {}
        for block in self.blocks:
            for succ in block.succs:
                if self.dominates(succ, block):
                    tails_of.setdefault(succ.number, []).append(block)
        loops = []
        for number in sorted(tails_of):
            header = self.blocks[number]
            tails = tails_of[number]
            body = {header.number}
            todo = [t for t in tails if t.number != header.number]
            while todo:
                block = todo.pop()
                if block.number in body:
                    continue
                body.add(block.number)
                todo.extend(block.preds + block.handled_from)
            exits = set()
            for n in body:
                for succ in self.blocks[n].succs:
                    if succ.number not in body:
                        exits.add(succ.number)
            loops.append(Loop(header, tails, frozenset(body), frozenset(exits)))
        return loops

    def made_jump(self, index):
        """The instruction at `index` was made a jump as it is read (a copy
        of an exit read as the jump to where it goes, table/): kept in
        `jump_positions`, which `idioms.jumps_where` scans."""
        jumps = self.jump_positions
        k = bisect_left(jumps, index)
        if k == len(jumps) or jumps[k] != index:
            jumps.insert(k, index)

    def backward_jump_tails(self):
        """Target index -> index of the last backward jump reaching it (a
        loop's closing jump as the lifter reads loops: by layout, which 3.12
        handler code laid out after the body also takes part in)."""
        return dict(self._backward_tails)  # (found with the jump sources; the caller's own copy)

    # ---------------------------------------------------- exception regions
    def block_stacks(self):
        """3.8-3.10: the block stack at each instruction (`regions.block_stacks`)."""
        if self._block_stacks is None:
            self._block_stacks = block_stacks(self.instrs)
        return self._block_stacks

    def handler_cover(self):
        """3.11+: instruction index -> the handler its exceptions go to."""
        if self._handler_cover is None:
            self._handler_cover = handler_cover(self.count, self.entries)
        return self._handler_cover

    def protected_by(self, handler_index):
        """3.11+: the instruction ranges [start, end) whose exceptions go to
        the handler at `handler_index`, in order."""
        out = []
        for entry in self.entries:
            if entry.target.index == handler_index:
                out.append((entry.start.index, entry.end.index if entry.end is not None else self.count))
        return out

    def handler_starts(self):
        """Every instruction index an exception can go to, in order."""
        starts = {e.target.index for e in self.entries}
        starts.update(ins.target.index for ins in self.instrs if ins.opname in SETUP_OPS and ins.target is not None)
        return sorted(starts)
