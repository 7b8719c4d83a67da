"""The stack simulation that turns a normalised instruction list into `ast`.

`Lifter.block(start, end, region)` walks instructions in order with a
simulated stack of expressions; each opcode has a method `op_<NAME>`
defined in one of the mixins (expressions, statements, control flow,
functions, exceptions). Control flow is recovered from the layout CPython
gives it: source order, with jumps for branches and loops, so a handler for a
branch decompiles the sub-ranges it owns recursively.
"""

import ast

from ..bytecode import read
from ..bytecode.flow import FlowIndex
from ..bytecode.idioms import CHAIN_CLEANUP_RETURN, JUMP, LEAVES, NO_FALLTHROUGH, fits, match
from ..errors import DecompilationError
from .nodes import LOAD, NULL, ChainedTarget, IterValue, Null, Slot, const, is_pure_literal, rebound_names, replace_node, waiting_values, walk
from .condition_chains import ConditionChainOps
from .conditional_jumps import ConditionalJumpOps
from .branches import BranchOps, tail_into_else
from .loop_tests import LoopTestOps
from .conditional_values import ConditionalValueOps
from .jumps import JumpOps
from .loops import LoopOps
from .exceptions import family_for
from .expressions import LITERAL_CLASSES, PLAIN_VALUES, ExpressionOps, as_expr, iterator_expr
from .facts import ReadingFacts, Trial
from .functions import FunctionOps
from .never_round_loops import NeverRoundLoopOps
from .patterns import PatternOps
from .state import NoStatements, Region, State, StatementInValue
from .statements import StatementOps
from .typeparams import TypeParamOps, outside_annotation_scopes, passes_type_params_by



# Generous: no function of the 3.9 or 3.12 standard library needs more
# than 3.3 steps per instruction (measured 2026-12-01).
STEP_BUDGET_PER_INSTRUCTION = 200
STEP_BUDGET_BASE = 20000


ROLLED_BACK = "(read: rolled back)"


def dead_remnant_stand_ins(count):
    """`count` values standing for those a dead remnant pops that the
    peephole removed: compiled after a return, they and the statement's
    start are removed up to the last one's jump target (`None and None`
    jumps to where the remnant begins), so the remnant is kept alone as
    in the original; the code never runs."""
    return [const(None) for _ in range(count - 1)] + [ast.BoolOp(op=ast.And(), values=[const(None), const(None)])]


class Lifter(TypeParamOps, PatternOps, ConditionChainOps, ConditionalJumpOps, BranchOps, LoopTestOps,
             ConditionalValueOps, JumpOps, LoopOps, NeverRoundLoopOps, ExpressionOps, StatementOps,
             FunctionOps):
    """One reading of one code object.  `context` (a `LiftContext`) holds
    the decompile's settings and lifts nested code objects; `comprehension`:
    the code is a comprehension's own, read as the loop that builds it.

    What every version shares; `lifter_class(version)` is the class that
    reads the code of `version`: this one with the reading of try
    statements of that version's bytecode family (the block stack or the
    exception table)."""

    # The fields __init__ sets, as slots: an instance whose dict holds 30
    # keys or more loses CPython 3.11+'s shared-key layout, and every method
    # call and field read on it then takes the slow path (a method call on
    # the lifter cost half as much again: measured with callgrind).  A
    # field set later, by one reading or another, goes to the dict (the
    # mixins have no slots: the instance keeps one).
    __slots__ = ("code", "depth", "context", "version", "qualname", "options", "handlers", "instrs", "entries", "count",
                 "flow", "globals_declared", "nonlocals_declared", "comprehension_mode", "skip", "finally_copies",
                 "facts", "trial", "steps", "step_budget", "_temps", "_taken", "_return_none_lines",
                 "_conditional_jumps", "_lineless", "_chain_fall", "_scanning_arms", "_scans", "loop_tails",
                 "try_starts", "with_starts", "returned_at", "active_tries", "cover", "unprotected", "tries_ending_loops", "exit_copies_after_tries", "blocks",
                 "statement_starts", "block_tables")

    def __init__(self, code, depth, context, comprehension=False):
        self.code = code
        self.depth = depth
        self.context = context
        # The facts of the code's Python version (bytecode/versions/).
        self.version = context.version
        self.qualname = getattr(code, "co_qualname", code.co_name)
        # What the reading allows beyond CPython's layouts (options.py).
        self.options = options = context.reading(code)
        self.handlers = op_handlers(type(self))
        self.instrs, self.entries = read(code, reachable_only=options.reachable_only, version=self.version)
        self.count = len(self.instrs)
        # Blocks, jumps into each instruction, dominators, loops.
        self.flow = FlowIndex(self.instrs, self.entries)
        # What the source declares: `global`/`nonlocal` names it stores.
        self.globals_declared = set()
        self.nonlocals_declared = set()
        # Reading a comprehension's own code object (its appends build the
        # result the caller's comprehension node stands for).
        self.comprehension_mode = comprehension
        # Ranges of duplicated code to pass over: start index -> end index.
        self.skip = {}
        # Statements read from a finally body's copy before a return that
        # the try statement must strip.
        self.finally_copies = []
        # What the reading learnt about the code's shape (see facts.py);
        # `with self.trial:` rolls it back when a speculative read fails.
        self.facts = ReadingFacts()
        self.trial = Trial(self.facts)
        # Instructions simulated so far, all blocks together: ranges are
        # read again speculatively, but a shape that makes the reading go
        # round in circles must end in an error, not hang the caller.
        self.steps = 0
        self.step_budget = STEP_BUDGET_PER_INSTRUCTION * self.count + STEP_BUDGET_BASE
        # Temporaries handed out (`__temp_N`) and the names they must avoid.
        self._temps = 0
        self._taken = None
        # Derived from the instructions on first use (jumps.py).
        self._return_none_lines = None
        self._conditional_jumps = None
        self._lineless = None
        # Where the branches of a chained condition fall through to, while
        # its segments are read (condition_chains.py, patterns.py).
        self._chain_fall = None
        # Simulating a conditional's arms (conditional_values.try_ternary_copied_store).
        self._scanning_arms = False
        # Condition segments scanned, kept while they hold (condition_chains.scan_segment).
        self._scans = {}
        # Loops: each backward-jump target -> the last jump reaching it.
        self.loop_tails = {}
        # The block stack at each instruction (3.8-3.10, `_index_blocks`).
        self.blocks = None
        self._index_loops()
        # Try and with statements: the family's `_index_exceptions` starts
        # their tables (`_start_exception_index`), then fills them.
        self._index_exceptions()
        # Where a loop or a try statement may begin (a loop head, a try's
        # body start: a superset, kept by whoever adds a loop tail), for
        # `block`'s one test an instruction of both tables.
        self.statement_starts = set(self.loop_tails).union(self.try_starts)
        self.block_tables = self.tables_for_block()

    def tables_for_block(self):
        """What `block` reads of the lifter on every call, in one tuple
        (one unpacking a call, not an attribute read each): the tables
        (built before any block is read, never replaced), the loads it
        reads in place (ExpressionOps.plain_loads: made again where the
        handlers change, an annotation scope's), the reading's facts."""
        return (self.skip, self.statement_starts, self.handlers, self.step_budget) + self.plain_loads(self.handlers) + (
            not self.options.lines_borrowed, self.version.KEEPS_UNREACHABLE_CODE)

    def annotation_scope_handlers(self):
        """The handlers for the code of an annotation scope (typeparams.py)."""
        return op_handlers(type(self), annotation_scope=True)

    # ---------------------------------------------------------------- errors
    def error(self, message, ins=None):
        return DecompilationError(
            message,
            self.qualname,
            ins.offset if ins is not None else None,
            ins,
        )

    # -------------------------------------------------------------- indexing
    def _index_loops(self):
        """Map each backward-jump target to the last jump that reaches it."""
        self.loop_tails = self.flow.backward_jump_tails()

    def resolve(self, index):
        """Where control really goes from `index`, through chains of jumps."""
        instrs, count = self.instrs, self.count
        seen = 0
        # (an instruction with no target is no jump: most are not, told
        # without `fits`' call; a jump's target it then reads)
        while index < count and (ins := instrs[index]).target is not None and fits(ins, JUMP) and seen < 100:
            index = ins.target.index
            seen += 1
        # 3.10: a copy of the end of a with body (blocks/with_statement.py).
        return self.facts.exit_copies.get(index, index)

    def past_skipped(self, k, end):
        """Where the code at k goes on before end past code already read
        (handlers)."""
        while k < end and self.skip.get(k, k) > k:
            k = self.skip[k]
        return k

    def follow_of(self, index, region):
        if index >= region.end:
            if index == region.end:
                return region.follow
            return self.resolve(index)
        return self.resolve(index)

    # ------------------------------------------------------------ simulation
    def block(self, start, end, region, stack=None, values_only=False):
        """Decompile instructions [start, end): (statements, final stack).
        `values_only`: the first statement raises `StatementInValue`."""
        st = State(stack if stack is not None else [], region, start, end)
        if values_only:
            st.stmts = NoStatements()
        instrs = self.instrs
        # (local names for the tables save attribute lookups on every instruction)
        skip, starts, handlers, budget, loads, name_loads, null_pushes, marks_lines, keeps_unreachable = self.block_tables
        literals, Name, Constant, expr = LITERAL_CLASSES, ast.Name, ast.Constant, ast.expr
        stack = st.stack  # (the same list for the whole block)
        base = st.base  # (`st.base`, which only this loop changes: kept in step)
        i = start
        while i < end:
            ins = instrs[i]
            steps = self.steps = self.steps + 1
            if steps > budget:
                raise self.error("control flow too tangled to decompile (work budget exhausted)", ins)
            if i in skip:
                nxt = skip[i]
            else:
                depth = len(stack)
                if depth <= base:
                    if depth < base:
                        # What the block started with was consumed (a loop target, an
                        # exception bound by `as`): statements now start lower.
                        st.base = base = depth
                    st.stmt_start = i
                    st.rotated = False
                    if keeps_unreachable:
                        past = self.past_dead_remnant(i, start, end, st)
                        if past > i:
                            i = past
                            continue
                # (one test for the usual instruction, which begins no loop or try: `i` is
                # in `skip` here only where a dead remnant's trial read put it, 3.8/3.9)
                if not (i in starts or keeps_unreachable and i in skip) or (nxt := self.statement_hook(i, start, end, st)) is None:
                    opname = ins.opname
                    # (a plain load, read in place: what its handler does,
                    # and the line mark below of its new node; one test
                    # for the other instructions)
                    if opname in loads:
                        if opname in name_loads:
                            node = Name(ins.argval, LOAD)
                        elif opname in null_pushes:
                            stack.append(NULL)  # (no expression: no line mark)
                            i += 1
                            continue
                        else:
                            node = Constant(ins.argval, None) if ins.argval.__class__ in literals else None
                        if node is not None:
                            stack.append(node)
                            if marks_lines:
                                line = ins.lineno
                                if line:
                                    node._line = line
                            i += 1
                            continue
                    try:
                        handler = handlers[opname]
                    except KeyError:
                        raise self.error("unsupported instruction", ins) from None
                    nxt = handler(self, ins, st)
                    if stack and marks_lines:
                        line = ins.lineno
                        if line:
                            top = stack[-1]
                            if isinstance(top, expr) and not hasattr(top, "_line"):
                                top._line = line  # where the original's line layout shows (printer/layout.py)
                    if nxt is None:
                        i += 1
                        continue
            if nxt <= i:
                # Every step moves forward; going back would never end.
                # (tested here only: the next instruction is the rule)
                raise self.error("control flow read back to an earlier instruction", ins)
            i = nxt
        if st.pending is None and start != end and end not in self.tries_ending_loops and self.version.COPIES_EXITS:
            return st.stmts, st.stack  # (what `_block_end` does for most blocks, without its call)
        return self._block_end(start, end, st)

    def _block_end(self, start, end, st):
        """What `block` does once its instructions are read: (statements,
        final stack)."""
        instrs = self.instrs
        if end in self.tries_ending_loops:
            self.try_ending_loop(end, st)
        elif start == end and end in self.try_starts and not self.active_tries.isdisjoint(self.try_starts[end]):
            # The empty body of a try statement being read that holds a
            # `try: pass` (3.11+: begun at the same place, `entries`).
            self.exception_hook(end, st)
        if st.pending is not None:
            self.flush_pending(st, instrs[end - 1] if end else None)
        if (
            not self.version.COPIES_EXITS
            and st.stmts
            and isinstance(st.stmts[-1], ast.Return)
            and start < end < self.count
            and fits(instrs[end - 1], "RETURN_VALUE")
            and self.blocks[end] is None
        ):
            # Dead code after a return survives the 3.8/3.9 peephole only
            # behind a label: the block ended in a compound statement.
            tail_into_else(st.stmts)
        return st.stmts, st.stack

    def statement_hook(self, i, start, end, st):
        """Where reading goes on past the loop or try statement that
        begins at `i`, read here, or None where none is (block)."""
        nxt = self.loop_from(i, start, end, st) if i in self.loop_tails else None
        if nxt is None and (i in self.skip or i in self.try_starts):
            if st.stmts.__class__ is NoStatements and i not in self.skip and not self.active_tries.issuperset(self.try_starts[i]):
                # (a try statement is a statement: in a block read for a
                # value, a conditional expression's arm, it ends the
                # reading before the statement is read, which the if
                # statement reading the block next reads again: as a
                # loop does, for_loop)
                raise StatementInValue()
            nxt = self.exception_hook(i, st)
        return nxt

    def loop_from(self, i, start, end, st):
        """Where reading goes on past the loop whose head is `i`, read
        here, or None where no loop is read there (block)."""
        loop = st.region.loop
        own = loop is not None and loop.head == i and i == start
        tail = self.inner_loop_tail(i, end, loop) if own else self.loop_tails[i]
        return None if tail is None or self.try_around_loop(i, tail) else self.loop_at(i, st, tail)

    def expression(self, start, end, region, stack):
        """Decompile [start, end) that must push exactly one value."""
        base = len(stack)
        stmts, out = self.block(start, end, region, list(stack))
        if stmts or len(out) != base + 1:
            raise self.error("expected one value from an expression range", self.instrs[start] if start < self.count else None)
        return out[-1], out

    def past_dead_remnant(self, i, start, end, st):
        """3.8/3.9 keep dead code after a return (or raise, jump) only
        from its first jump target on: what is left of a statement whose
        start was removed (`return` then `return a and b`: the second
        return alone) pops what nothing pushed. Where reading goes on: at i
        with stand-ins for the missing values pushed when the remnant then
        reads (`dead_remnant_stand_ins`), else past the code nothing
        reaches from i when it is such a remnant (the return it may stand
        for emitted: dead_return_remnant), else at i."""
        flow = self.flow
        if i == start or not fits(self.instrs[i - 1], NO_FALLTHROUGH) or i in flow.jump_sources or flow.reachable(flow.block_at[i]):
            return i  # (a block starting here: the trial read's own)
        j = i + 1
        while j < end and not flow.reachable(flow.block_at[j]):
            j += 1
        if not self.underflows(self.remnant_trial(i, j, st, []), i, j):
            return i
        remnant = self.dead_return_remnant(i, j)
        if remnant is not None:
            self.emit(st, remnant, self.instrs[i])
            return j
        if j == i + 1 and fits(self.instrs[i], LEAVES):
            return j  # (a raise alone: dropped)
        for missing in range(1, 4):
            stand_ins = dead_remnant_stand_ins(missing)
            error = self.remnant_trial(i, j, st, stand_ins)
            if error.reason == ROLLED_BACK:
                st.stack.extend(stand_ins)
                return i
            if not self.underflows(error, i, j):
                break
        return j

    def remnant_trial(self, i, j, st, stand_ins):
        """The error that ends reading [i, j) (then rolled back) on the
        block's stack, or on `stand_ins` alone when there are any (so that
        a remnant needing more values than they are underflows instead of
        taking a live one, a loop's iterator): ROLLED_BACK when it read."""
        stack = list(stand_ins) if stand_ins else list(st.stack)
        try:
            with self.trial:
                self.block(i, j, Region(j, None, st.region.loop, st.region.handler_depth, st.region.protected), stack)
                raise self.error(ROLLED_BACK)
        except DecompilationError as e:
            return e

    @staticmethod
    def underflows(error, i, j):
        """Whether `error` is [i, j) popping what nothing pushed."""
        return error.reason == "stack underflow" and error.instruction is not None and i <= error.instruction.index < j

    def dead_return_remnant(self, i, end):
        """The statement that leaves [i, end), the remnant of a dead return
        (past_dead_remnant), when one does: the 3.8/3.9 peephole keeps a
        dead `return a or b` from its first label on, its RETURN_VALUE
        alone, and a dead `return a < b < c` from its clean-up on. Any
        such return leaves the same remnant, so one of constants stands
        for it (None: the first constant of every function); without it
        the recompiled code lacks those instructions. None for another
        remnant."""
        instrs = self.instrs
        if end == i + 1 and fits(instrs[i], "RETURN_VALUE"):
            value = ast.BoolOp(op=ast.Or(), values=[const(None), const(None)])
        elif end == i + 3 and match(instrs, i, CHAIN_CLEANUP_RETURN):
            value = ast.Compare(left=const(None), ops=[ast.Lt(), ast.Lt()], comparators=[const(None), const(None)])
        else:
            return None
        node = ast.Return(value=value)
        node._dead_remnant = True  # (not a return to fold into a conditional expression: driver)
        return node

    def pop(self, st, ins):
        try:
            return st.stack.pop()
        except IndexError:
            raise self.error("stack underflow", ins) from None

    def pop_expr(self, st, ins):
        """`as_expr` of the value popped (one call for the usual operand, a
        plain expression)."""
        try:
            value = st.stack.pop()
        except IndexError:
            raise self.error("stack underflow", ins) from None
        return value if value.__class__ in PLAIN_VALUES else as_expr(self, value, ins)

    def pop_two_exprs(self, st, ins):
        """`pop_expr` twice, in one call (operators, comparisons,
        subscripts): (the lower value, the top one), the top one popped
        and read first; where the stack is short, the same error at the
        same pop."""
        stack = st.stack
        if len(stack) < 2:
            top = self.pop_expr(st, ins)
            lower = self.pop_expr(st, ins)  # (raises: the stack is short)
        top = stack.pop()
        if top.__class__ not in PLAIN_VALUES:
            top = as_expr(self, top, ins)
        lower = stack.pop()
        if lower.__class__ not in PLAIN_VALUES:
            lower = as_expr(self, lower, ins)
        return lower, top

    def popn(self, st, n, ins):
        if n == 0:
            return []
        stack = st.stack
        if len(stack) < n:
            raise self.error("stack underflow", ins)
        items = stack[-n:]
        del stack[-n:]
        return items

    def emit(self, st, stmt, ins=None):
        if st.pending is not None:
            self.flush_pending(st, ins)
        if len(st.stack) > st.base and not st.region.protected:
            self.spill(st, stmt, ins)
        if ins is not None:
            stmt.lineno = ins.lineno or 0
            at = st.stmt_start
            if at is not None and at < self.count:
                first = self.instrs[at]
                if first.after_marker is not None and self.pass_marked_before(st, stmt, first):
                    st.stmts.append(ast.Pass(lineno=first.after_marker))
        st.stmts.append(stmt)

    def spill(self, st, stmt, ins):
        """Keep evaluation order when a statement runs while values wait on the stack.

        CPython never does this at statement boundaries, but generated code
        may (it calls helpers between loading a function and calling it).
        A waiting value is moved into a temporary unless reading it later
        gives the same result: a constant, or a name the statement does not
        rebind.
        """
        nodes = walk(stmt)
        rebound = rebound_names(stmt, nodes)
        bookkeeping = inside = None  # worked out for the first value that is not passed at once
        mentioned = None  # the names `stmt` mentions, worked out when asked
        for k in range(st.base, len(st.stack)):
            value = st.stack[k]
            cls = value.__class__
            if cls is ast.Constant or cls is Null or cls is ast.Name and value.id not in rebound:
                # (most waiting values, passed at once: generated code
                # may run statement after statement while a call's
                # arguments wait, hundreds of them)
                continue
            if inside is None:
                bookkeeping = _only_touches_names(stmt)
                inside = {id(node) for node in nodes}
            if self.options.iterators_as_values and isinstance(value, IterValue) and not value.is_async:
                # an iterator passed on: made where GET_ITER ran, like any
                # other waiting value
                value = st.stack[k] = iterator_expr(value)
            if not isinstance(value, ast.expr) or isinstance(value, ast.Name) and value.id not in rebound:
                continue
            if isinstance(value, ast.Slice):
                continue  # only meaningful inside a subscript
            # The same object both in the statement and still waiting: one
            # evaluation at run time, so one in the source too.
            shared = id(value) in inside and not isinstance(value, (ast.Name, ast.Constant))
            if not shared:
                if is_pure_literal(value):
                    continue
                if bookkeeping:
                    # (one walk of the value: generated code may delete
                    # names one by one while a long call waits)
                    reads, binds = _reads_and_binds(value)
                    if mentioned is None and not reads & rebound:
                        mentioned = {n.id for n in nodes if isinstance(n, ast.Name)}
                    if not reads & rebound and not binds & mentioned:
                        # (a waiting `(t := v)` the statement reads back, or
                        # `COPY 1; STORE_FAST tmp_1` before `ptrs = tmp_1`, binds
                        # it first)
                        continue
            temp = self.store_temp(st, value)
            st.stack[k] = temp
            if shared:
                replace_node(stmt, value, temp)
                nodes = walk(stmt)
                inside = {id(node) for node in nodes}
                mentioned = None

    def flush_pending(self, st, ins):
        """Stores taken for `a, b = b, a` that were not one statement: a
        finally body's copy above a waiting return value, or a misreading.
        (Stores are taken so only without `stores_stand_alone`.)
        """
        if st.region.protected and ins is not None and fits(ins, "RETURN_VALUE"):
            # Inside try/with: stores above a waiting return value are
            # a finally body's copy run before the RETURN; the try statement
            # strips it (checked in driver._lift).
            self.finally_copies.append(self.end_pending(st, ins))
            return
        st.pending = None
        # CPython's own code stores rotated values back to back; anything
        # else means the stores were misread, and sequential stores of
        # values that were evaluated together could be wrong.
        raise self.error("multiple assignment interrupted", ins)

    def unpack_into_temps(self, slot):
        """An unpacked element read as a value: unpack into temporaries.

        The tuple assignment goes where the unpacking ran; elements already
        stored keep their targets.
        """
        owner = slot.owner
        st = owner.state
        if owner.temps is None:
            owner.temps = [self.new_temp() for _ in owner.elts]
            targets = []
            for k, elt in enumerate(owner.elts):
                if elt is None:
                    name = ast.Name(id=owner.temps[k], ctx=ast.Store())
                    targets.append(ast.Starred(value=name, ctx=ast.Store()) if owner.star == k else name)
                else:
                    targets.append(elt)
            assign = ast.Assign(targets=[ast.Tuple(elts=targets, ctx=ast.Store())], value=owner.value, type_comment=None)
            st.stmts.insert(owner.at, assign)
            owner.missing = 0
            for k, item in enumerate(st.stack):
                if isinstance(item, Slot) and item.owner is owner:
                    st.stack[k] = ast.Name(id=owner.temps[item.position], ctx=ast.Load())
        return ast.Name(id=owner.temps[slot.position], ctx=ast.Load())

    def spill_all(self, st):
        """Every waiting value that is not a plain name into a temporary;
        (value, its temporary) pairs."""
        pairs = []
        for value in waiting_values(st):
            if not any(value is done for done, _ in pairs):  # (one object waiting twice: one temporary)
                pairs.append((value, self.store_temp(st, value)))
        return pairs

    def store_temp(self, st, value):
        """`__temp_N = value` now; returns the name to read it back."""
        if isinstance(value, ChainedTarget):
            # `x = v` with a copy of v still waiting: do the store, read x back.
            targets, inner = [], value
            while isinstance(inner, ChainedTarget):
                targets.insert(0, inner.target)
                inner = inner.value
            st.stmts.append(ast.Assign(targets=targets, value=inner, type_comment=None))
            if isinstance(value.target, ast.Name):
                back = ast.Name(id=value.target.id, ctx=ast.Load())
                for k in range(st.base, len(st.stack)):
                    if st.stack[k] is value:
                        st.stack[k] = back
                return back
            value = value.value
        temp = self.new_temp()
        st.stmts.append(ast.Assign(targets=[ast.Name(id=temp, ctx=ast.Store())], value=value, type_comment=None))
        for k in range(st.base, len(st.stack)):
            if st.stack[k] is value:
                st.stack[k] = ast.Name(id=temp, ctx=ast.Load())
        return ast.Name(id=temp, ctx=ast.Load())

    def new_temp(self):
        taken = self.taken_names
        n = self._temps
        while True:
            n += 1
            candidate = "__temp_%d" % n
            if candidate not in taken:
                taken.add(candidate)
                self._temps = n
                return candidate

    @property
    def taken_names(self):
        names = self._taken
        if names is None:
            code = self.code
            names = self._taken = set(code.co_varnames) | set(code.co_names) | set(code.co_cellvars) | set(code.co_freevars)
        return names


_BY_FAMILY = {}


def lifter_class(version):
    """The `Lifter` subclass that reads code of `version` (a
    `bytecode.versions.Version`), one per exception-handling family and
    per whether its code can hold type parameters (without them the class
    calls past the type-parameter layer)."""
    family = family_for(version)
    key = (family, bool(version.TYPE_PARAMS))
    cls = _BY_FAMILY.get(key)
    if cls is None:
        name = "BlockStackLifter" if version.BLOCK_STACK else "ExceptionTableLifter"
        cls = _BY_FAMILY[key] = type(name, (Lifter, family), {"__doc__": "A Lifter reading try statements by %s." % family.__name__,
                                                              "__module__": __name__})
        if not version.TYPE_PARAMS:
            passes_type_params_by(cls)
    return cls


_HANDLERS = {}


def op_handlers(cls, annotation_scope=False):
    """opname -> the `op_<opname>` function of `cls` (call it with the
    lifter first); `annotation_scope`: for a lifter that reads one (3.12+
    type parameters), else the table that passes their bookkeeping by.
    Built once per class: a `getattr(self, "op_" + name)` per simulated
    instruction (a new string, a bound method) cost about four dict
    lookups' time each."""
    table = _HANDLERS.get((cls, annotation_scope))
    if table is None:
        table = {name[3:]: getattr(cls, name) for name in dir(cls) if name.startswith("op_")}
        if not annotation_scope:
            table = outside_annotation_scopes(cls, table)
        _HANDLERS[(cls, annotation_scope)] = table
    return table


def _reads_and_binds(node):
    """(the names an expression mentions, those it binds with `:=`)."""
    names, binds = set(), set()
    for n in walk(node):
        if isinstance(n, ast.Name):
            names.add(n.id)
            if isinstance(n.ctx, ast.Store):
                binds.add(n.id)
    return names, binds


def _only_touches_names(stmt):
    """`del a, b` or `a = b`: a statement that runs no code but name binding."""
    if isinstance(stmt, ast.Delete):
        return all(isinstance(t, ast.Name) for t in stmt.targets)
    if isinstance(stmt, ast.Assign):
        return all(isinstance(t, ast.Name) for t in stmt.targets) and isinstance(stmt.value, (ast.Name, ast.Constant))
    return False
