"""Rewrite decoded instructions into one shape shared by CPython 3.8-3.13.

Each pass undoes one CPython change, so the lifter sees the same patterns on
every version. Instructions are removed by marking them; jumps and
exception-table entries that reached a removed instruction then reach the
next surviving one, which is what the interpreter would execute anyway.
"""

from operator import attrgetter, itemgetter

from .asyncfor import fold_async_for
from .comprehensions import fold_inlined_comprehensions
from .decode import LEFT_OUT, NOTED
from .idioms import NAME_CLEANUP, SWALLOW_THEN_JUMP, match, same_run
from .instr import ExceptionEntry, Instr
from .versions import version_facts

# Bookkeeping that has no source-level meaning.
_DROPPED = frozenset(
    {
        "NOP",
        "RESUME",
        "CACHE",
        "PRECALL",
        "GEN_START",
        "MAKE_CELL",
        "COPY_FREE_VARS",
        "TO_BOOL",
        "END_FOR",
        "EXTENDED_ARG",
    }
)

_UNCONDITIONAL = frozenset(
    {
        "JUMP_FORWARD",
        "JUMP_ABSOLUTE",
        "JUMP_BACKWARD",
        "JUMP_BACKWARD_NO_INTERRUPT",
        "JUMP",
        "JUMP_NO_INTERRUPT",
    }
)

_CONDITIONAL_RENAME = {
    "POP_JUMP_FORWARD_IF_FALSE": "POP_JUMP_IF_FALSE",
    "POP_JUMP_BACKWARD_IF_FALSE": "POP_JUMP_IF_FALSE",
    "POP_JUMP_FORWARD_IF_TRUE": "POP_JUMP_IF_TRUE",
    "POP_JUMP_BACKWARD_IF_TRUE": "POP_JUMP_IF_TRUE",
    "POP_JUMP_FORWARD_IF_NONE": "POP_JUMP_IF_NONE",
    "POP_JUMP_BACKWARD_IF_NONE": "POP_JUMP_IF_NONE",
    "POP_JUMP_FORWARD_IF_NOT_NONE": "POP_JUMP_IF_NOT_NONE",
    "POP_JUMP_BACKWARD_IF_NOT_NONE": "POP_JUMP_IF_NOT_NONE",
}

# Every opname `_drop_bookkeeping` renames or drops.
_BOOKKEEPING = _DROPPED | _UNCONDITIONAL | frozenset(_CONDITIONAL_RENAME) | {"TO_BOOL", "RETURN_GENERATOR"}
# ... each one decode_for_read notes the position of, leaves out, or never
# makes an instruction (the jumps it notes all).
if not _BOOKKEEPING <= NOTED | LEFT_OUT | _UNCONDITIONAL | frozenset(_CONDITIONAL_RENAME) | {"CACHE", "EXTENDED_ARG"}:
    raise ImportError("decode_for_read notes none of %s" % sorted(_BOOKKEEPING - NOTED - LEFT_OUT))

NEGATED_JUMP = {
    "POP_JUMP_IF_FALSE": "POP_JUMP_IF_TRUE",
    "POP_JUMP_IF_TRUE": "POP_JUMP_IF_FALSE",
    "POP_JUMP_IF_NONE": "POP_JUMP_IF_NOT_NONE",
    "POP_JUMP_IF_NOT_NONE": "POP_JUMP_IF_NONE",
}

_OLD_BINARY = {
    "POWER": "**",
    "MULTIPLY": "*",
    "MATRIX_MULTIPLY": "@",
    "FLOOR_DIVIDE": "//",
    "TRUE_DIVIDE": "/",
    "MODULO": "%",
    "ADD": "+",
    "SUBTRACT": "-",
    "LSHIFT": "<<",
    "RSHIFT": ">>",
    "AND": "&",
    "XOR": "^",
    "OR": "|",
}


class _Rewriter:
    def __init__(self, instrs, entries):
        self.instrs = instrs
        self.entries = entries
        self.removed = set()
        self._live = None  # live() until the next drop or rewrite
        # The list whose instructions' `index` fields compact() last set
        # (passes replace the list, never change one in place).
        self._numbered = None

    def drop(self, ins):
        # (the instructions themselves, hashed by identity: `Instr` defines
        # no equality, and a test needs no `id()` call)
        self.removed.add(ins)
        self._live = None

    def move_after(self, ins, group):
        """Move the instructions of `group` (in its order) right after `ins`;
        references to them follow (they are the same objects)."""
        moving = {id(x) for x in group}
        rest = [x for x in self.instrs if id(x) not in moving]
        k = next(k for k, x in enumerate(rest) if x is ins) + 1
        self.instrs = rest[:k] + list(group) + rest[k:]
        self._live = None

    def live(self):
        if self._live is None or self._live[0] is not self.instrs:
            removed = self.removed
            # (after compact() nothing is removed: no test per instruction)
            self._live = (self.instrs, [ins for ins in self.instrs if ins not in removed] if removed else self.instrs)
        return list(self._live[1])

    def compact(self):
        """Remove dropped instructions and forward every reference to them."""
        if not self.removed:  # nothing to forward: the same result, sooner
            self.entries = [e for e in self.entries if e.start is not None and e.start is not e.end]
            if self.instrs is not self._numbered:
                for index, ins in enumerate(self.instrs):
                    ins.index = index
                self._numbered = self.instrs
            return
        instrs = self.instrs
        # (a list numbered since it last changed: what is dropped found by
        # its `index`, no test of every instruction; None where a dropped
        # one is not where its index says, one the list does not hold)
        cut = self._cut_by_index() if instrs is self._numbered else None
        first = 0
        if cut is None:
            removed = self.removed
            cut = [k for k, ins in enumerate(instrs) if ins in removed]
        elif cut:
            first = min(cut)  # (those before it keep their numbers)
        # the list built of its slices; each one cut -> the next one kept
        kept, forward = _cut(instrs, cut)
        for index in range(first, len(kept)):
            kept[index].index = index
        if forward:
            for ins in kept:
                if ins.target in forward:  # (None is no key: one test)
                    ins.target = forward[ins.target]
            _forward_entries(self, forward)
        self.entries = [e for e in self.entries if e.start is not None and e.start is not e.end]
        self.instrs = kept
        self.removed = set()
        self._numbered = kept
        self._live = None

    def _cut_by_index(self):
        """The positions of the dropped instructions, read off their
        `index` (the list numbered since it last changed), or None where
        one is not where its index says."""
        instrs = self.instrs
        size = len(instrs)
        cut = []
        for ins in self.removed:
            k = ins.index
            if not 0 <= k < size or instrs[k] is not ins:
                return None
            cut.append(k)
        return cut


def _split(ins, first, second):
    """Split a superinstruction in two; the first half keeps its identity."""
    a, b = ins.argval
    tail = Instr(second, None, b, ins.offset, ins.lineno)
    ins.opname = first
    ins.argval = a
    return tail


def _expand_superinstructions(rw, version):
    superinstructions = version.superinstructions
    out = []
    for ins in rw.instrs:
        name = ins.opname
        halves = superinstructions.get(name)
        if halves is not None:
            tail = _split(ins, *halves)
        elif name == "RETURN_CONST":
            tail = Instr("RETURN_VALUE", None, None, ins.offset, ins.lineno)
            ins.opname = "LOAD_CONST"
            ins.fused = tail.fused = True
        else:
            tail = None
        if name == "LOAD_FAST_CHECK":
            ins.opname = "LOAD_FAST"
        out.append(ins)
        if tail is not None:
            out.append(tail)
    rw.instrs = out


def _cover_unprotected_try_bodies(rw, version):
    """3.11+: `try: return 5` protects nothing (a constant's return unwinds
    the try first, so no row of the exception table covers the body), which
    leaves its handler reached by nothing. The body (after the `try:` line's
    NOPs, up to the handler) gets the row it would have had: to the handler,
    one stack item below the handler's own row."""
    instrs = rw.instrs
    handled = {id(e.target) for e in rw.entries}
    # (the handlers first, without their positions: one test an instruction
    # where the positions cost an unpacking more; almost every one is reached)
    if all(id(x) in handled for x in [x for x in instrs if x.opname == "PUSH_EXC_INFO"]):
        return  # (the common case: spare the tables below)
    orphans = [h for h, x in enumerate(instrs) if x.opname == "PUSH_EXC_INFO" and id(x) not in handled]
    covered = set()
    guarded = set()  # (what a generator's StopIteration guard covers: every body)
    where = {id(x): k for k, x in enumerate(instrs)}
    for e in rw.entries:
        rows = guarded if _stop_iteration_guard(instrs, where[id(e.target)]) else covered
        rows.update(range(where[id(e.start)], where[id(e.end)] if e.end is not None else len(instrs)))
    reached = handled | {id(x.target) for x in instrs if x.target is not None}
    added = []
    for h in orphans:
        handler = instrs[h]
        own = next((e for e in rw.entries if e.start is handler), None)
        if id(handler) in reached or own is None or h == 0:
            continue
        body = _unprotected_return(instrs, h, covered, guarded, reached)
        if body is None:
            body = _return_through_withs(rw, h, covered, guarded, reached, where)
        if body is None and version.TABLE_HANDLERS_INLINE:
            body = _unprotected_loop_jump(instrs, h, covered, reached)
        if body is None and version.COLD_CODE_AT_END:
            body = _continue_before_loop_exit(instrs, h, covered, reached)
        if body is None and version.COLD_CODE_AT_END:
            # (`with c: for ...: try: continue`: the jump is the with's
            # row's too)
            body = _through_withs(rw, h, where, lambda rows: _continue_before_loop_exit(instrs, h, covered - rows, reached))
        if body is None and version.COLD_CODE_AT_END:
            body = _break_falling_out_of_loop(instrs, h, covered)
        if body is None and version.COLD_CODE_AT_END:
            body = _break_copies_before_loop_exit(instrs, h, covered, reached)
        if body is not None:
            added.append(ExceptionEntry(instrs[body[0]], instrs[body[1]], handler, own.depth - 1, False, covers_nothing=True))
    if added:
        rw.entries = sorted(rw.entries + added, key=lambda e: where[id(e.start)])


def _return_through_withs(rw, h, covered, guarded, reached, where):
    """3.12+: `with c: try: return 5 / except...`: the body of the orphan
    handler at h (its `try:` line's NOPs, a finally body's copy, the with
    exit calls, the return) is covered by the rows of the with statements
    around the try statement alone. Those rows leave that body (cut
    around it) for the row it gets, as without the withs; where it lies,
    or None."""
    return _through_withs(rw, h, where, lambda rows: _unprotected_return(rw.instrs, h, covered - rows, guarded, reached))


def _through_withs(rw, h, where, find):
    """The body of the orphan handler at h that `find` finds when the
    rows of the with statements around the try statement alone are left
    out of the covered rows it is given (`find(their rows)`); those rows
    then cut around that body (for the row it gets). None when there
    are no such withs or `find` finds nothing."""
    instrs = rw.instrs
    withs = _enclosing_with_rows(rw, h, where)
    if not withs:
        return None
    theirs = {k for e in withs for k in range(where[id(e.start)], where[id(e.end)] if e.end is not None else len(instrs))}
    body = find(theirs)
    if body is None:
        return None
    first, stop = body
    for e in withs:
        start, end = where[id(e.start)], where[id(e.end)] if e.end is not None else len(instrs)
        if end <= first or start >= stop:
            continue
        if end > stop:
            rw.entries.append(ExceptionEntry(instrs[stop], e.end, e.target, e.depth, e.lasti, e.covers_nothing))
        e.end = instrs[first]
    rw.entries = [e for e in rw.entries if e.start is not e.end]
    return body


def _enclosing_with_rows(rw, h, where):
    """The rows to the handlers of the with statements around the handler
    at h (walked out through the rows covering each handler and its
    cleanup block in turn)."""
    instrs = rw.instrs
    rows = {}
    for e in rw.entries:
        for k in range(where[id(e.start)], where[id(e.end)] if e.end is not None else len(instrs)):
            rows[k] = e
    withs, seen, k = set(), set(), h
    while k in rows and k not in seen:
        seen.add(k)
        k = where[id(rows[k].target)]
        if instrs[k].opname == "PUSH_EXC_INFO" and k + 1 < len(instrs) and instrs[k + 1].opname == "WITH_EXCEPT_START":
            withs.add(id(instrs[k]))
    return [e for e in rw.entries if id(e.target) in withs]


def _unprotected_return(instrs, h, covered, guarded, reached):
    """Where the body `return constant` of the orphan handler at h starts
    (past its `try:` line's NOPs) and ends, or None: the code from a run of NOPs no
    row covers, on lines before the handler's clauses, to a return, no
    instruction of it covered or reached by a jump. Right before the
    handler, or (an if's branch, the code after the if laid out between:
    it ends the function too) the last such return before it whose NOPs'
    line comes right before the clauses'."""
    last = _before_throw_stubs(instrs, h)
    ends = [last] if instrs[last].opname == "RETURN_VALUE" else []
    after_if = _code_after_if_before(instrs, h, reached)
    if after_if is not None and instrs[after_if - 1].opname == "RETURN_VALUE" and instrs[after_if - 2].opname == "LOAD_CONST":
        ends.append(after_if - 1)
    brk = _break_before_loop_exit(instrs, h, reached)
    if brk is not None:
        ends.append(brk)
        after_if = brk + 1
    for r in ends:
        # (right before the handler, as when this was all: the guard's
        # cover counts)
        rows = covered | guarded if r == h - 1 else covered
        if r == last != h - 1:
            # (an `await`'s yield is covered by the row to its throw stub)
            rows = {k for k in rows if not (instrs[k].opname == "YIELD_VALUE" and instrs[k - 1].opname == "SEND")}
        k = _return_run_start(instrs, r, rows, reached, h if r == last else None, _finally_lines_from(instrs, h))
        if k < 0 or k in rows or instrs[k].opname != "NOP":
            continue
        # (the body's line right before the clauses': the NOP's, or, a
        # `break` on the line after the `try:` line's NOP, its first
        # instruction's)
        lines = [instrs[k].lineno] + ([instrs[k + 1].lineno] if r == brk and k < r else [])
        if r != last and not any(line is not None and h + 1 < len(instrs) and line + 1 == instrs[h + 1].lineno for line in lines):
            continue
        if r != last and r != brk and _after_clause_line(instrs, k + 1, _past_finally_copies(instrs, r - 1), h):
            # (an if's branch on lines after the clauses': the else of
            # `try: pass` ending the function, which the clauses do not
            # cover, not a body that can raise nothing)
            continue
        if r == last and h + 1 < len(instrs) and instrs[k].lineno is not None and instrs[h + 1].lineno is not None and instrs[k].lineno > instrs[h + 1].lineno:
            continue  # (a line after the clauses': not the `try:` line, a default case's `case _:`)
        if r == last and _except_handler(instrs, h) and _after_clause_line(instrs, k + 1, _past_finally_copies(instrs, r - 1), h):
            # (the code after a loop whose `break` compiled to nothing
            # there, on lines after the clauses': it can raise, the body
            # could not: `_break_falling_out_of_loop`; not the copies of
            # the finally bodies and with exits the return runs first). A
            # finally handler's normal copy may hold the code after the
            # statement in its arms (3.12+ copies a short exit into each
            # way to it): the table reader proves the copy (the statements
            # read there, the finally body's, then the way out) or refuses.
            continue
        while k > 0 and instrs[k - 1].opname == "NOP" and k - 1 not in rows:
            k -= 1
        if _for_loop_end_marker(instrs, k):
            continue  # (the code after a for loop, `return None` then: no `try:` line)
        if r == brk:
            if not any(x.opname == "FOR_ITER" for x in instrs[:k]):
                continue
        elif r != last and not all(x.target is None or x.target is instrs[after_if] and x.opname in _TESTS for x in instrs[:k]):
            continue  # (the code after the if reached from its test alone)
        return k + 1, r + 1
    return None


def _for_loop_end_marker(instrs, k):
    """3.12+: whether the NOP at k is the line marker of a for loop after
    its END_FOR, on the loop's line (the code after the loop follows),
    not a `try:` line's."""
    end = instrs[k - 1] if k > 0 else None
    if end is None or end.opname != "END_FOR" or instrs[k].opname != "NOP":
        return False
    return any(x.opname == "FOR_ITER" and x.target is end and x.lineno == instrs[k].lineno for x in instrs)


def _finally_lines_from(instrs, h):
    """The first line of the finally body whose handler (not an except
    clause's) is at h, or None."""
    if _except_handler(instrs, h) or h + 1 >= len(instrs):
        return None
    return instrs[h + 1].lineno


def _after_clause_line(instrs, start, end, h):
    """Whether an instruction of [start, end) that is no pop of an
    iterator (a return leaving loops) lies on a line after that of the
    first clause of the handler at h."""
    clause_line = instrs[h + 1].lineno if h + 1 < len(instrs) else None
    if clause_line is None:
        return False
    return any(x.lineno is not None and x.lineno > clause_line and x.opname != "POP_TOP" for x in instrs[start:end])


def _before_throw_stubs(instrs, h):
    """The last instruction before the handler at h past the stubs 3.12+
    lays out after the code an `await` ends (`CLEANUP_THROW; JUMP back`,
    reached from the exception table alone): an `async with`'s exit
    call's, when the body of `try: return` leaves it."""
    k = h - 1
    while k >= 2 and instrs[k - 1].opname == "CLEANUP_THROW" and instrs[k].opname in ("JUMP_BACKWARD", "JUMP_BACKWARD_NO_INTERRUPT"):
        k -= 2
    return k


def _return_run_start(instrs, r, rows, reached, stop=None, finally_line=None):
    """Where the code no row covers that ends at r starts going back: at
    the first NOP, covered instruction or instruction a jump reaches; past
    those reached only by jumps from inside the run (an `async with`'s exit
    call awaits in a loop of its own, its throw stubs laid out up to
    `stop`, past r) when a NOP starts it then. `finally_line`: the first
    line of the finally body whose handler the run would be the body of: a
    NOP on that line or after is the normal copy's own (an if's end kept
    for its line), not the `try:` line's."""

    def starts_run(j):
        return instrs[j].opname == "NOP" and not (finally_line is not None and (instrs[j].lineno or 0) >= finally_line)

    k = r
    while k >= 0 and k not in rows and not starts_run(k) and id(instrs[k]) not in reached:
        k -= 1
    if k < 0 or k in rows or starts_run(k):
        return k
    j = k
    while j >= 0 and j not in rows and not starts_run(j):
        j -= 1
    if j < 0 or j in rows:
        return k
    inside = {id(x) for x in instrs[j + 1 : max(r + 1, stop or 0)]}
    if any(x.target is not None and id(x.target) in inside and id(x) not in inside for x in instrs):
        return k
    return j


def _unprotected_loop_jump(instrs, h, covered, reached):
    """3.11: where the body `break` (`continue`) of the orphan handler at h
    starts (at its line's NOP, on a line before the clauses') and ends (its
    jump, right before the handler), or None: between them only copies of
    the finally bodies around and the iterators popped, nothing covered or
    reached by a jump (an else's code, or `try: pass`'s jump over the
    handlers, is not)."""
    r = h - 1
    if r < 1 or instrs[r].opname not in ("JUMP_FORWARD", "JUMP_BACKWARD") or r in covered or id(instrs[r]) in reached:
        return None
    if not _except_handler(instrs, h):
        return None  # (`try: pass` in a loop, through the finally body's only copy, reads alike)
    if any(instrs[j - 1].opname == "POP_EXCEPT" and instrs[j].target is instrs[r].target for j in range(h + 1, len(instrs))):
        return None  # (the clauses go on there too: `try: pass`'s jump over them)
    pops = r
    while pops > 0 and instrs[pops - 1].opname == "POP_TOP":
        pops -= 1
    # (the last copy may end in a POP_TOP too)
    k = next((k for k in (_past_finally_copies(instrs, p) for p in range(pops, r + 1)) if k > 0 and instrs[k - 1].opname == "NOP"), None)
    if k is None or k - 1 in covered or id(instrs[k - 1]) in reached:
        return None
    line, clause_line = instrs[k - 1].lineno, instrs[h + 1].lineno
    if line is None or clause_line is None or line >= clause_line:
        return None
    if any(id(x) in reached for x in instrs[k:r]) or any(x in covered for x in range(k, r)):
        return None
    return k, r + 1


def _continue_before_loop_exit(instrs, h, covered, reached):
    """3.12+: where the body `continue` of the orphan handler at h starts
    (past its line's NOP, on a line before the clauses') and ends (its
    jump back to the for loop's head), or None: the copies of the finally
    bodies around, then the jump, right before the loop's exit (its
    END_FOR, which the loop's head jumps to) and the code after the loop,
    straight code returning right before h; nothing of it covered or
    reached by a jump.  (An async for's exit lies past the handlers: the
    jump comes right before its head's throw cleanup, `_async_closing_jump`.)"""
    r = _async_closing_jump(instrs, h)
    if r is None:
        end_for = _reached_return_run(instrs, h, reached)
        if end_for is None or end_for < 2 or instrs[end_for].opname != "END_FOR":
            return None
        r = end_for - 1
        jump = instrs[r]
        if jump.opname != "JUMP_BACKWARD" or jump.target.opname != "FOR_ITER" or jump.target.target is not instrs[end_for]:
            return None
    if r in covered:
        return None
    if not _except_handler(instrs, h):
        return None
    k = _past_finally_copies(instrs, r)
    if k == r or k < 1 or instrs[k - 1].opname != "NOP" or k - 1 in covered or id(instrs[k - 1]) in reached:
        return None
    line, clause_line = instrs[k - 1].lineno, instrs[h + 1].lineno
    if line is None or clause_line is None or line >= clause_line:
        return None
    if any(id(x) in reached for x in instrs[k : r + 1]) or any(x in covered for x in range(k, r + 1)):
        return None
    return k, r + 1


def _async_closing_jump(instrs, h):
    """3.12+: where the closing jump of an async for loop lies when its
    head's throw cleanup (`CLEANUP_THROW`, then its jump back to the
    `END_SEND`), laid out behind that jump, comes right before h: the
    jump back to the loop's `GET_ANEXT`; or None."""
    if h < 3 or instrs[h - 2].opname != "CLEANUP_THROW" or instrs[h - 1].target is None or instrs[h - 1].target.opname != "END_SEND":
        return None
    jump = instrs[h - 3]
    if jump.opname != "JUMP_BACKWARD" or jump.target.opname != "GET_ANEXT":
        return None
    return h - 3


def _break_falling_out_of_loop(instrs, h, covered):
    """3.12+: where the body `break` of the orphan handler at h lies when
    it compiled to nothing, falling into the code after its loop (a while
    loop's, laid out right after the body): its line's NOP, the last of
    the run of NOPs no row covers on lines before the clauses', then the
    code after the loop, on lines after the clauses', straight to h. The
    clauses go on behind the handler, where 3.12+ lays out the rest of the
    loop's body, not into the code after the NOPs (`try: pass`). The NOP
    becomes the jump the `break` would have been, to the code after the
    loop; (it, its end), or None."""
    if not _except_handler(instrs, h):
        return None
    clause_line = instrs[h + 1].lineno
    end = h
    while end > 0 and instrs[end - 1].opname != "NOP" and (instrs[end - 1].lineno or 0) > (clause_line or 0):
        end -= 1
        if end < h and _for_loop_end_before(instrs, end) is not None:
            # (a for loop's: the break pops the iterator in a copy of the
            # way out before the loop's end, then the code after it)
            end = _for_loop_end_before(instrs, end)
    k = end - 1
    if clause_line is None or end == h or k < 1 or k in covered or instrs[k].opname != "NOP":
        return None
    if instrs[k].lineno is None or instrs[k].lineno >= clause_line or instrs[h - 1].opname not in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
        return None
    if any(x.opname == "PUSH_EXC_INFO" or j in covered for j, x in enumerate(instrs[end:h], end)):
        return None
    leaves = [_past_name_cleanup(instrs, j + 1) for j in range(h, len(instrs) - 1) if instrs[j].opname == "POP_EXCEPT"]
    leaves = [j for j in leaves if j < len(instrs) and instrs[j].target is not None]
    if not leaves or any(instrs[j].target is instrs[end] for j in leaves):
        return None
    if not any(instrs[j].opname.startswith("JUMP") and instrs[j].target.offset > instrs[h].offset for j in leaves):
        return None
    nop = instrs[k]
    nop.opname = "JUMP_FORWARD"
    nop.target = instrs[end]
    nop.jump_offset = instrs[end].offset
    return k, end


def _for_loop_end_before(instrs, k):
    """Where the for loop's end right before k (END_FOR, 3.13: then its
    POP_TOP) begins when the code before it leaves (a return or raise),
    the loop's head jumping there; else None."""
    j = k - 1
    if j >= 0 and instrs[j].opname == "POP_TOP" and j > 0 and instrs[j - 1].opname == "END_FOR":
        j -= 1
    if j < 1 or instrs[j].opname != "END_FOR" or instrs[j - 1].opname not in ("RETURN_VALUE", "RAISE_VARARGS"):
        return None
    end_for = instrs[j]
    return j if any(x.opname == "FOR_ITER" and x.target is end_for for x in instrs[:j]) else None


def _past_name_cleanup(instrs, k):
    """Where an except clause's way on lies when it ends at k: past the
    deletion of the clause's name (`except E as e`) when one is there."""
    span = match(instrs, k, NAME_CLEANUP)
    return span.end if span is not None else k


def _break_copies_before_loop_exit(instrs, h, covered, reached):
    """3.12+: where the body `break` of the orphan finally handler at h
    starts (past its line's NOP, on a line before the finally body's) and
    ends (right before its for loop's exit, END_FOR, which the loop's head
    jumps to, the code after the loop straight to a return right before
    h): the normal copy of the finally body, each of its ways out the
    iterator popped and a copy of the code after the loop (a short exit,
    ending in a return). Nothing of it covered, or reached by a jump from
    outside; None otherwise (or where one way out has no copies). (The
    table reader proves the copy.)"""
    finally_line = _finally_lines_from(instrs, h)
    end_for = _reached_return_run(instrs, h, reached)
    if finally_line is None or end_for is None or end_for < 2 or instrs[end_for].opname != "END_FOR" or instrs[end_for - 1].opname != "RETURN_VALUE":
        return None
    k = end_for - 1
    while k > 0 and not (instrs[k].opname == "NOP" and (instrs[k].lineno or 0) < finally_line):
        if k in covered or instrs[k].opname in ("FOR_ITER", "PUSH_EXC_INFO"):
            return None
        k -= 1
    if k <= 0 or k in covered or not any(x.opname == "FOR_ITER" and x.target is instrs[end_for] for x in instrs[:k]):
        return None
    if sum(x.opname == "RETURN_VALUE" for x in instrs[k + 1 : end_for]) < 2:
        return None  # (one way out, no copies: the table reader finds the copy itself, `_copies_by_paths`)
    inside = {id(x) for x in instrs[k + 1 : end_for]}
    if any(x.target is not None and id(x.target) in inside and id(x) not in inside for x in instrs):
        return None
    return k + 1, end_for


def _except_handler(instrs, h):
    """Whether the handler at h begins with an except clause: a bare one
    (the exception popped), or a match test."""
    if h + 1 < len(instrs) and instrs[h + 1].opname == "POP_TOP":
        return True
    k = next((k for k in range(h + 1, len(instrs)) if instrs[k].opname in ("CHECK_EXC_MATCH", "CHECK_EG_MATCH", "RERAISE") or instrs[k].target is not None), None)
    return k is not None and instrs[k].opname in ("CHECK_EXC_MATCH", "CHECK_EG_MATCH")


def _past_finally_copies(instrs, end):
    """Where the copies of finally bodies (a handler's code from its
    PUSH_EXC_INFO to its re-raise, laid out later) and the with
    statements' exit calls ending at `end` begin."""
    while True:
        exit_call = _with_exit_before(instrs, end)
        if exit_call is not None:
            end = exit_call
            continue
        for x in range(end, len(instrs)):
            if instrs[x].opname != "PUSH_EXC_INFO":
                continue
            y = next((j for j in range(x + 1, len(instrs)) if instrs[j].opname == "RERAISE" or instrs[j].target is not None), None)
            n = (y - x - 1) if y is not None and instrs[y].opname == "RERAISE" else 0
            if 0 < n <= end and same_run(instrs, end - n, x + 1, n):
                end -= n
                break
        else:
            return end


def _with_exit_before(instrs, end):
    """Where a with statement's exit call (`LOAD_CONST None` three times,
    `PRECALL 2` (3.11), `CALL 2; POP_TOP`) ending at `end` begins, or
    None."""
    for size in (6, 5):
        names = [x.opname for x in instrs[max(end - size, 0) : end]]
        if names[:3] + names[-2:] != ["LOAD_CONST", "LOAD_CONST", "LOAD_CONST", "CALL", "POP_TOP"] or names[3:-2] != ["PRECALL"][: size - 5] or instrs[end - 2].arg != 2:
            continue
        return end - size if all(x.argval is None for x in instrs[end - size : end - size + 3]) else None
    return None


def _break_before_loop_exit(instrs, h, reached):
    """Where `try: break` (a for loop's, its iterator popped) ends: the
    jump right before the loop's exit (END_FOR, 3.13: and its POP_TOP),
    to the code after the loop, straight code returning right before h;
    or None."""
    k = _reached_return_run(instrs, h, reached)
    if k is None:
        return None
    j = k - 1
    while j > 0 and instrs[j].opname in ("END_FOR", "POP_TOP") and instrs[j].target is None:
        j -= 1
    if j == k - 1 or instrs[j].opname != "JUMP_FORWARD" or instrs[j].target is not instrs[k] or instrs[j - 1].opname != "POP_TOP":
        return None
    return j


def _reached_return_run(instrs, h, reached):
    """Where straight code ending in a return right before h starts (at
    the nearest instruction a jump reaches), or None."""
    k = h - 1
    if instrs[k].opname != "RETURN_VALUE":
        return None
    while k > 0 and id(instrs[k]) not in reached:
        k -= 1
        if instrs[k].target is not None or instrs[k].opname in ("RETURN_VALUE", "RAISE_VARARGS", "RERAISE"):
            return None
    return k


def _code_after_if_before(instrs, h, reached):
    """Where straight code ending in a return right before h starts when
    only a jump reaches it (the code after an if laid out there), or None."""
    k = _reached_return_run(instrs, h, reached)
    if k is None:
        return None
    return k if k > 0 and instrs[k - 1].opname == "RETURN_VALUE" else None


# what _expand_superinstructions rewrites beside the superinstructions:
# 3.12's RETURN_CONST and LOAD_FAST_CHECK
_FUSED = frozenset({"RETURN_CONST", "LOAD_FAST_CHECK"})


_TESTS = frozenset({"POP_JUMP_IF_TRUE", "POP_JUMP_IF_FALSE", "UNARY_NOT"})


def _tested_next(instrs, k):
    """Whether the value TO_BOOL at k makes goes to a test (a jump, `not`),
    which is all it is there for; otherwise it is the value (3.13 compiles
    `not not x` to TO_BOOL alone)."""
    return k + 1 < len(instrs) and instrs[k + 1].opname in _TESTS


def _drop_bookkeeping(rw, version, nulls=False, noted=None):
    """Drop what no source spells, and (in the same walk: each pass is a
    walk over every instruction) give each jump the one name the lifter
    reads, JUMP or a conditional jump without its direction, and with
    `nulls` make the NULL a global's load pushes an instruction
    (`_global_null`).  `noted`: the positions of the instructions it acts
    on (decode_for_read's, every jump among them), visited alone; None:
    every instruction.  With `noted` the list is built again here, without
    what is dropped (`_rebuilt`): compact() then has nothing to forward."""
    end_for_then_pop_top = version.END_FOR_THEN_POP_TOP
    instrs = rw.instrs
    # (each NULL made an instruction, with where it goes: the list is built
    # again after the walk only where there is one)
    nulls_after = []
    # (the positions dropped, where the list is built again here)
    cut = [] if noted is not None and not rw.removed else None
    drop = rw.drop if cut is None else cut.append
    for k in range(len(instrs)) if noted is None else noted:
        ins = instrs[k]
        name = ins.opname
        if nulls and ins.push_null:
            extra = _global_null(ins, version)
            if extra is not None:
                nulls_after.append((k, extra))
        target = ins.target
        if target is not None and target.opname == "NOP":
            ins.marker_line = target.lineno
        if name not in _BOOKKEEPING:
            continue  # (most instructions: one test, not one per kind below)
        if name in _UNCONDITIONAL:
            _mark_jump_over_marker(instrs, k)
            if name == "JUMP_ABSOLUTE" and target is not None and target.offset > ins.offset:
                ins.absolute_forward = True
            elif name == "JUMP_BACKWARD_NO_INTERRUPT":
                ins.uninterruptible = True
            ins.opname = "JUMP"
            continue
        if name in _CONDITIONAL_RENAME:
            ins.opname = _CONDITIONAL_RENAME[name]
            continue
        if name == "TO_BOOL" and not _tested_next(instrs, k):
            continue  # `not not x`: the conversion alone (the lifter reads it)
        if name in _DROPPED:
            drop(ins if cut is None else k)
            if name == "NOP" and ins.lineno is not None and k + 1 < len(instrs):
                instrs[k + 1].after_marker = ins.lineno
            # 3.13 pops the exhausted iterator with a POP_TOP after END_FOR.
            if name == "END_FOR" and end_for_then_pop_top and k + 1 < len(instrs) and instrs[k + 1].opname == "POP_TOP":
                drop(instrs[k + 1] if cut is None else k + 1)
        elif name == "RETURN_GENERATOR":
            drop(ins if cut is None else k)
            if k + 1 < len(instrs) and instrs[k + 1].opname == "POP_TOP":
                drop(instrs[k + 1] if cut is None else k + 1)
    if cut:
        _rebuilt(rw, cut, nulls_after, noted)
    elif nulls_after:
        rw.instrs = _inserted_after(instrs, nulls_after)


def _rebuilt(rw, cut, inserts, jumps):
    """rw's instructions without those at the positions of `cut` and with
    each (k, instruction) of `inserts` put right after instrs[k] (what
    compact() after rw.drop and `_inserted_after` gives): every reference
    to one cut (the jumps, among the positions `jumps`, and the exception
    entries) forwarded to the next one kept (None: none is)."""
    instrs = rw.instrs
    out, forward = _cut(instrs, cut, inserts)
    for k in jumps:
        ins = instrs[k]
        if ins.target in forward:
            ins.target = forward[ins.target]
    _forward_entries(rw, forward)
    rw.instrs = out
    rw._live = None


def _cut(instrs, cut, inserts=()):
    """(`instrs` without those at the positions of `cut`, with each (k,
    instruction) of `inserts` right after instrs[k] (k not cut): a new
    list built of the list's slices; each instruction cut -> the next one
    kept, None where none is)."""
    size = len(instrs)
    cut = sorted(set(cut))
    gone = set(cut)
    forward = {}
    for k in cut:
        j = k + 1
        while j in gone:
            j += 1
        forward[instrs[k]] = instrs[j] if j < size else None
    out = []
    done = 0
    for k, extra in sorted([(k, None) for k in cut] + list(inserts), key=_FIRST) if inserts else [(k, None) for k in cut]:
        out.extend(instrs[done:k])
        if extra is not None:  # (inserted after instrs[k], never cut)
            out.append(instrs[k])
            out.append(extra)
        done = k + 1
    out.extend(instrs[done:])
    return out, forward


def _forward_entries(rw, forward):
    """Each exception entry's instructions forwarded past those cut
    (`forward`, from `_cut`)."""
    for entry in rw.entries:
        entry.start = forward.get(entry.start, entry.start)
        entry.end = forward.get(entry.end, entry.end)
        entry.target = forward.get(entry.target, entry.target)


_FIRST = itemgetter(0)


def _inserted_after(instrs, inserts):
    """`instrs` with each (k, instruction) of `inserts` (k increasing) put
    right after instrs[k]: a new list."""
    out = []
    done = 0
    for k, extra in inserts:
        out.extend(instrs[done:k + 1])
        out.append(extra)
        done = k + 1
    out.extend(instrs[done:])
    return out


def _mark_jump_over_marker(instrs, k):
    """The forward jump at k over a line marker alone (a NOP, dropped: an
    else holding no code, `else: pass`), or to the very next instruction
    (3.8/3.9, whose peephole drops the marker but keeps the jump)."""
    n = k + 1
    while n < len(instrs) and instrs[n].opname in ("CACHE", "EXTENDED_ARG"):
        n += 1
    if n < len(instrs) and instrs[n].opname == "NOP":
        n += 1
    if n < len(instrs) and instrs[k].target is instrs[n]:
        instrs[k].over_line_marker = True


def _rotation(depth):
    """3.11's rotation of the top `depth` values, as its compiler emits it
    where 3.10's used ROT_THREE or ROT_N: SWAP depth, ..., SWAP 2."""
    return [("SWAP", d) for d in range(depth, 1, -1)]


# 3.8-3.10's stack moves, each as the (opname, argument) list 3.11 spells it.
_STACK_MOVES = {
    "DUP_TOP": [("COPY", 1)],
    "DUP_TOP_TWO": [("COPY", 2), ("COPY", 2)],
    "ROT_TWO": _rotation(2),
    "ROT_THREE": _rotation(3),
    "ROT_FOUR": _rotation(4),
    "ROT_N": None,  # (its depth is its argument)
}
# Pairs for which 3.11's compiler emits a shorter spelling for the same
# source: a chained comparison's, a three-name swap's (`a, b, c = c, b, a`).
_STACK_MOVE_PAIRS = {
    ("DUP_TOP", "ROT_THREE"): [("SWAP", 2), ("COPY", 2)],
    ("ROT_THREE", "ROT_TWO"): [("SWAP", 3)],
}


def _stack_moves(rw):
    """3.8-3.10: DUP_TOP, DUP_TOP_TWO and the ROT_* are 3.11's COPY and SWAP,
    so the lifter reads both versions' moves alike.

    A pair is spelled as one only when no jump reaches its second half. The
    move's first instruction keeps its identity (jumps reach it)."""
    instrs = rw.instrs
    moves = [k for k, ins in enumerate(instrs) if ins.opname in _STACK_MOVES]
    targets = None  # built for the first pair: most code has none
    added = []  # (index, the instructions added after it), in order
    for k in moves:
        ins = instrs[k]
        name = ins.opname
        if name not in _STACK_MOVES or ins in rw.removed:
            continue  # (a pair's second half, respelled or dropped already)
        moved = [ins]
        spelling = _STACK_MOVES[name] or _rotation(ins.argval)
        if k + 1 < len(instrs) and (name, instrs[k + 1].opname) in _STACK_MOVE_PAIRS:
            if targets is None:
                targets = _jump_targets(instrs)
            if id(instrs[k + 1]) not in targets:
                moved.append(instrs[k + 1])
                spelling = _STACK_MOVE_PAIRS[name, instrs[k + 1].opname]
        for x, (opname, depth) in zip(moved, spelling):
            x.opname = opname
            x.arg = x.argval = depth
        for x in moved[len(spelling) :]:
            rw.drop(x)
        if len(spelling) > len(moved):
            added.append((k, [Instr(opname, depth, depth, ins.offset, ins.lineno) for opname, depth in spelling[len(moved) :]]))
    if added:
        out = []
        start = 0
        for k, extra in added:
            out += instrs[start : k + 1]
            out += extra
            start = k + 1
        out += instrs[start:]
        rw.instrs = out


# 3.8-3.10's opname of each binary operator -> BINARY_OP's argval for it.
_BINARY_OP_ARGVALS = {"BINARY_" + name: (op, False) for name, op in _OLD_BINARY.items()}
_BINARY_OP_ARGVALS.update({"INPLACE_" + name: (op, True) for name, op in _OLD_BINARY.items()})


def _rename_binary_ops(rw):
    for ins in rw.instrs:
        if ins.opname in _BINARY_OP_ARGVALS:  # (one test an instruction)
            ins.argval = _BINARY_OP_ARGVALS[ins.opname]
            ins.opname = "BINARY_OP"


def _jump_targets(instrs):
    targets = set()
    for ins in instrs:
        if ins.target is not None:
            targets.add(id(ins.target))
    return targets


def _fold_or_pop(rw):
    """3.12+: `COPY 1; POP_JUMP_IF_X L; POP_TOP` is the old JUMP_IF_X_OR_POP."""
    instrs = rw.live()
    targets = None  # built for the first candidate: most code has none
    last = len(instrs) - 3
    # (from each COPY, found by one name test an instruction: the pass
    # renames no COPY, and makes none)
    for k in [k for k, ins in enumerate(instrs) if ins.opname == "COPY"]:
        if k > last:
            break
        copy, jump, pop = instrs[k], instrs[k + 1], instrs[k + 2]
        if not (copy.argval == 1 and jump.opname in ("POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE")):
            continue
        if targets is None:
            targets = _jump_targets(instrs)
        if (
            pop.opname == "POP_TOP"
            and id(jump) not in targets
            and id(pop) not in targets
            and copy not in rw.removed
        ):
            jump.opname = "JUMP_IF_FALSE_OR_POP" if jump.opname == "POP_JUMP_IF_FALSE" else "JUMP_IF_TRUE_OR_POP"
            rw.drop(copy)
            rw.drop(pop)


_OR_POPS = frozenset({"JUMP_IF_TRUE_OR_POP", "JUMP_IF_FALSE_OR_POP"})


def _unthread_or_pop(rw):
    """Undo jump threading into a JUMP_IF_X_OR_POP.

    `a and b or c` compiles to `a; POP_JUMP_IF_FALSE L; b; JUMP_IF_TRUE_OR_POP
    end; L: c`: the first jump was aimed at the or-pop test and threaded past
    it. Aiming it back at the test gives the nested shape the lifter reads,
    and recompiles to the same threaded code.
    """
    instrs = rw.instrs
    # (from the last jump back: an or-pop made here may be the one an
    # earlier jump was threaded past, `((a and b) or y) and z`)
    for ins in reversed(instrs):
        target = ins.target
        if target is None or target.index <= 0:
            continue
        before = instrs[target.index - 1]
        if ins.opname == "POP_JUMP_IF_FALSE" and before.opname == "JUMP_IF_TRUE_OR_POP" and before is not ins:
            ins.opname = "JUMP_IF_FALSE_OR_POP"
            ins.target = before
        elif ins.opname == "POP_JUMP_IF_TRUE" and before.opname == "JUMP_IF_FALSE_OR_POP" and before is not ins:
            ins.opname = "JUMP_IF_TRUE_OR_POP"
            ins.target = before


def _unthread_vanished_loops(rw):
    """Undo jump threading into the end of a `while True: break` (3.8/3.9).

    The loop leaves only jumps, each threaded to where it goes on: its
    break, its jump back (which nothing reaches) and, after them, the jump
    that went on from its end (`JUMP X` three times). A test that entered
    the loop was aimed at its head, the break, and threaded, by the jump
    back it was then, past it onto that last jump. Aiming it back at the
    head gives the shape the lifter reads; all three go to X alike.
    """
    instrs = rw.live()
    targets = None  # built for the first candidate (before any change): most code has none
    last = len(instrs) - 3
    # (from each JUMP, found by one name test an instruction: the pass
    # renames none)
    for k in [k for k, ins in enumerate(instrs) if ins.opname == "JUMP"]:
        if k > last:
            break
        brk, back, end = instrs[k], instrs[k + 1], instrs[k + 2]
        if not (back.opname == end.opname == "JUMP" and brk.target is back.target is end.target):
            continue
        if targets is None:
            targets = _jump_targets(instrs)
        if id(back) in targets or brk.target.offset <= end.offset:
            continue
        for ins in instrs[:k]:
            if ins.target is end and ins.opname in NEGATED_JUMP:
                ins.target = brk


def _thread_cold_jumps(rw):
    """Thread a with's way on (_ends_with_exit) through the lone backward
    JUMP it lands on, laid out after a RERAISE (3.12).

    3.12 lays the code after a with whose body never falls on (it
    returns) after the with's clean-up, cold, reached only by the jumps
    of the with's exits: where that code is one jump (out of an if, back
    to a loop's head), 3.13 threads the exits' jumps through it and drops
    it.  Aimed at its target, the exits read as 3.13's; the lone jump,
    reached no more, goes.  One going back to a loop's head is kept: the
    with's body ends in a `continue` there (both go on at the head), and
    the lone jump is all that tells it from a body falling off the end of
    the loop's (3.12 recompiles that to a jump straight back)."""
    instrs = rw.live()
    lone = {}
    for k in range(1, len(instrs)):
        ins = instrs[k]
        if ins.opname == "JUMP" and instrs[k - 1].opname == "RERAISE" and ins.target.offset < ins.offset:
            lone[id(ins)] = ins
    if not lone:
        return
    heads = {id(ins.target) for ins in instrs if ins.target is not None and ins.target.offset <= ins.offset and id(ins) not in lone}
    lone = {key: ins for key, ins in lone.items() if ins.target.opname != "FOR_ITER" and id(ins.target) not in heads}
    referred = set()
    for k, ins in enumerate(instrs):
        target = ins.target
        if target is None or id(target) not in lone:
            continue
        if ins.opname == "JUMP" and id(ins) not in lone and _ends_with_exit(instrs, k):
            ins.target = target.target
            ins.jump_offset = target.jump_offset
        else:
            referred.add(id(target))
    for entry in rw.entries:
        referred.update((id(entry.start), id(entry.target)))
    for key, ins in lone.items():
        if key not in referred:
            rw.drop(ins)


def _copy_cold_returns(rw):
    """Give a with's way on that jumps to a lone `return <constant>` laid
    out after cold code its own copy of it (3.12).

    As in _thread_cold_jumps, where the code after a with whose body never
    falls on is the function's `return None`, 3.12 lays it out once after
    the with's clean-up, its exits jumping there; 3.13 copies it to each
    (its copies of short exits).  Copied, the exits read as 3.13's; the
    lone return, reached no more, goes.  (Only the with's own: on its
    line.  A written `return` after the with, on a line of its own, is
    left where it is, the code after the statement.)"""
    instrs = rw.live()
    lone = {}
    for k in range(1, len(instrs) - 1):
        load, ret = instrs[k], instrs[k + 1]
        if load.opname == "LOAD_CONST" and ret.opname == "RETURN_VALUE" and load.fused and ret.fused and instrs[k - 1].opname in ("RERAISE", "RETURN_VALUE"):
            lone[id(load)] = (load, ret)
    if not lone:
        return
    referred = set()
    copies = []
    for k, ins in enumerate(instrs):
        target = ins.target
        if target is None or id(target) not in lone:
            continue
        if ins.opname == "JUMP" and ins.lineno == target.lineno and _ends_with_exit(instrs, k):
            copies.append((ins, target, lone[id(target)][1]))
        else:
            referred.add(id(target))
    if not copies:
        return
    for entry in rw.entries:
        referred.update((id(entry.start), id(entry.target)))
    for key, (load, ret) in lone.items():
        if key not in referred and id(ret) not in referred:
            rw.drop(load)
            rw.drop(ret)
    inserts = []
    for jump, load, ret in copies:
        copy = Instr(ret.opname, ret.arg, ret.argval, jump.offset, jump.lineno)
        copy.fused = True
        jump.opname, jump.arg, jump.argval = load.opname, load.arg, load.argval
        jump.target = None
        jump.fused = True
        jump.jump_offset = None  # (no jump now)
        inserts.append((next(k for k, x in enumerate(rw.instrs) if x is jump), copy))
    rw.instrs = _inserted_after(rw.instrs, sorted(inserts, key=_FIRST))
    rw._live = None


def _ends_with_exit(instrs, k):
    """The jump at `k` is a with's way on: after its exit call, or after
    the clean-up of an exception its exit swallowed."""
    return k >= 4 and (instrs[k - 1].opname == "WITH_EXIT" or match(instrs, k - 4, SWALLOW_THEN_JUMP) is not None)


def _backward_conditionals(rw):
    """3.12+: `POP_JUMP_IF_X L; JUMP back; L:` is a backward POP_JUMP_IF_NOT_X."""
    instrs = rw.live()
    targets = None  # built for the first candidate (before any change): most code has none
    last = len(instrs) - 3
    # (from each conditional jump, found by one name test an instruction:
    # the pass negates them, which keeps them conditional jumps)
    for k in [k for k, ins in enumerate(instrs) if ins.opname in NEGATED_JUMP]:
        if k > last:
            break
        cond, jump, after = instrs[k], instrs[k + 1], instrs[k + 2]
        if not (cond.target is after and jump.opname == "JUMP" and jump.target.offset < jump.offset):
            continue
        if targets is None:
            targets = _jump_targets(instrs)
            kept = _empty_finally_lines(rw, instrs)
        if jump.lineno in kept:
            continue  # (the jump is all of `try: continue` / `finally: pass`: the try statement's, lift/table/entries)
        if id(jump) not in targets and cond not in rw.removed:
            cond.opname = NEGATED_JUMP[cond.opname]
            cond.target = jump.target
            cond.folded_line = jump.lineno
            cond.jump_offset = jump.jump_offset  # (where it went: a line NOP before its target, perhaps)
            rw.drop(jump)


def _empty_finally_lines(rw, instrs):
    """The lines of the empty finally bodies (`finally: pass`, the handler
    its re-raise alone) that no row of the table reaches: a jump on such
    a line is the body's way out (`try: continue`), its copy of the body."""
    handled = {id(e.target) for e in rw.entries}
    return {instrs[k + 1].lineno for k in range(len(instrs) - 1)
            if instrs[k].opname == "PUSH_EXC_INFO" and instrs[k + 1].opname == "RERAISE" and id(instrs[k]) not in handled and instrs[k + 1].lineno is not None}


def _exception_match(rw):
    """3.8: `COMPARE_OP exception match; POP_JUMP_IF_FALSE` is 3.9's JUMP_IF_NOT_EXC_MATCH."""
    instrs = rw.live()
    last = len(instrs) - 2
    # (from each COMPARE_OP, found by one name test an instruction)
    for k in [k for k, ins in enumerate(instrs) if ins.opname == "COMPARE_OP"]:
        if k > last:
            break
        cmp_, jump = instrs[k], instrs[k + 1]
        if cmp_.argval == "exception match" and jump.opname == "POP_JUMP_IF_FALSE":
            jump.opname = "JUMP_IF_NOT_EXC_MATCH"
            rw.drop(cmp_)


# Instructions that neither read nor leave a value on the stack: Dynamo
# puts a `del` of a graph's outputs between a keyword call's names and the call.
_STACK_NEUTRAL = frozenset({"DELETE_FAST", "DELETE_DEREF", "DELETE_GLOBAL", "DELETE_NAME", "NOP"})


def _keyword_names_load(instrs, k):
    """The LOAD_CONST of the names tuple of the keyword call at `k`, or None."""
    j = k - 1
    while j >= 0 and instrs[j].opname in _STACK_NEUTRAL:
        j -= 1
    if j >= 0 and instrs[j].opname == "LOAD_CONST" and isinstance(instrs[j].argval, tuple):
        return instrs[j]
    return None


# The opcodes _calls rewrites (a CALL takes the names of a KW_NAMES before it).
_KEYWORD_CALLS = frozenset({"KW_NAMES", "CALL_KW", "CALL_FUNCTION_KW", "CALL_METHOD"})
_CALL_NAMES = _KEYWORD_CALLS | {"CALL"}


def _calls(rw):
    """Fold keyword names into the call and mark how many callable slots it pops."""
    instrs = rw.live()
    pending_kw = None
    # (the instructions it reads, found by one comprehension: the loop
    # below tested every instruction's name three times)
    for k in [k for k, x in enumerate(instrs) if x.opname in _CALL_NAMES]:
        ins = instrs[k]
        name = ins.opname
        if name == "KW_NAMES":
            pending_kw = ins.argval
            rw.drop(ins)
        elif name in ("CALL", "CALL_KW", "CALL_FUNCTION_KW"):
            if name != "CALL":
                names = _keyword_names_load(instrs, k)
                if names is None:
                    continue  # left as it is: the lifter refuses it
                ins.kwnames = names.argval
                rw.drop(names)
                ins.opname = "CALL" if name == "CALL_KW" else "CALL_FUNCTION"
            elif pending_kw is not None:  # (None is the class's default: no store)
                ins.kwnames = pending_kw
            pending_kw = None
        elif name == "CALL_METHOD":
            ins.opname = "CALL"
    # A call's `arg` counts positional and keyword arguments together.


def _make_function(rw, version):
    instrs = rw.live()
    for k, ins in enumerate(instrs):
        if ins.opname == "MAKE_FUNCTION":
            if version.MAKE_FUNCTION_TAKES_QUALNAME:
                rw.drop(instrs[k - 1])  # the qualified name constant
            elif version.FUNCTION_ATTRIBUTES_SET_APART:
                flags = 0
                j = k + 1
                while j < len(instrs) and instrs[j].opname == "SET_FUNCTION_ATTRIBUTE":
                    flags |= instrs[j].argval
                    rw.drop(instrs[j])
                    j += 1
                ins.argval = flags


def _global_null(ins, version):
    """3.11+: LOAD_GLOBAL/LOAD_SUPER_ATTR with the NULL bit push an extra
    NULL: the instruction to put after `ins` for it, or None.

    3.11 and 3.12 push the NULL below the value, 3.13 above it; the NULL is
    made explicit so the stack simulation needs no flag.
    """
    if ins.opname == "LOAD_SUPER_ATTR":
        ins.opname = "LOAD_SUPER_METHOD"
    elif ins.opname == "LOAD_GLOBAL":
        if version.NULL_AFTER_GLOBAL:
            return Instr("PUSH_NULL", None, None, ins.offset, ins.lineno)
        # The NULL comes first; it keeps the identity jumps aim at.
        load = Instr("LOAD_GLOBAL", ins.arg, ins.argval, ins.offset, ins.lineno)
        ins.opname = "PUSH_NULL"
        ins.argval = None
        ins.push_null = False
        return load
    return None


def _fold_send(rw):
    """3.11+: the SEND/YIELD_VALUE loop of `yield from`/`await` is one YIELD_FROM."""
    instrs = rw.live()
    for k in range(len(instrs) - 2):
        send, yld, back = instrs[k], instrs[k + 1], instrs[k + 2]
        if send.opname == "SEND" and yld.opname == "YIELD_VALUE" and back.opname == "JUMP" and back.target is send:
            exit_ = send.target
            send.opname = "YIELD_FROM"
            send.target = None
            send.jump_offset = None
            send.argval = None  # (the loop's exit offset: copies of one await compare alike, as up to 3.10)
            rw.drop(yld)
            rw.drop(back)
            if exit_ is not None and exit_.opname == "END_SEND":
                rw.drop(exit_)


def _drop_implicit_handlers(rw):
    """Remove handlers the compiler adds on its own.

    3.12+ wraps generator bodies in a handler that turns a leaked
    StopIteration into RuntimeError, and gives each SEND loop a
    CLEANUP_THROW handler; neither has a source-level counterpart.
    """
    instrs = rw.live()
    position = {id(ins): k for k, ins in enumerate(instrs)}
    doomed = set()
    for entry in rw.entries:
        target = entry.target
        k = position.get(id(target))
        if k is None:
            continue
        if _stop_iteration_guard(instrs, k):
            doomed.add(id(entry))
            rw.drop(target)
            rw.drop(instrs[k + 1])
        elif target.opname == "CLEANUP_THROW":
            doomed.add(id(entry))
            rw.drop(target)
            if k + 1 < len(instrs) and instrs[k + 1].opname == "JUMP":
                rw.drop(instrs[k + 1])
    if doomed:
        rw.entries = [e for e in rw.entries if id(e) not in doomed]


def _stop_iteration_guard(instrs, k):
    """Whether k is the handler 3.12+ wraps a generator's body in (a leaked
    StopIteration made RuntimeError)."""
    target = instrs[k]
    return target.opname == "CALL_INTRINSIC_1" and target.argval == 3 and k + 1 < len(instrs) and instrs[k + 1].opname == "RERAISE"


# 3.11+: what begins a with statement (its exit calls follow in the same code)
_WITH_ENTRIES = frozenset({"BEFORE_WITH", "BEFORE_ASYNC_WITH"})


def _with_exit_calls(rw):
    """The normal-exit call of a with block is one WITH_EXIT on every version.

    3.11+: `LOAD_CONST None x3; CALL 2; POP_TOP` calls the saved __exit__.
    """
    instrs = rw.live()
    for k in _three_before_calls(instrs):
        if instrs[k].opname != "LOAD_CONST" or instrs[k].argval is not None:
            continue
        seq = instrs[k : k + 5]
        if (
            [x.opname for x in seq] == ["LOAD_CONST", "LOAD_CONST", "LOAD_CONST", "CALL", "POP_TOP"]
            and all(x.argval is None for x in seq[:3])
            and seq[3].arg == 2
            and instrs[k - 1].opname != "PUSH_NULL"
            and not any(x in rw.removed for x in seq)
        ):
            seq[0].opname = "WITH_EXIT"
            seq[0].argval = None
            for x in seq[1:]:
                rw.drop(x)
        # async with: `...; CALL 2; GET_AWAITABLE 2; LOAD_CONST None; YIELD_FROM; POP_TOP`.
        seq = instrs[k : k + 8]
        if (
            [x.opname for x in seq] == ["LOAD_CONST", "LOAD_CONST", "LOAD_CONST", "CALL", "GET_AWAITABLE", "LOAD_CONST", "YIELD_FROM", "POP_TOP"]
            and all(x.argval is None for x in seq[:3])
            and seq[3].arg == 2
            and seq[4].arg == 2
            and instrs[k - 1].opname != "PUSH_NULL"
            and not any(x in rw.removed for x in seq)
        ):
            seq[0].opname = "WITH_EXIT"
            seq[0].argval = "async"
            for x in seq[1:]:
                rw.drop(x)


_OPNAME = attrgetter("opname")


def _three_before_calls(instrs):
    """k in [1, len(instrs) - 4) for each CALL at k + 3, in order: where an
    exit call can begin (both shapes call at k + 3), found by C loops (an
    opname list and its index()) instead of a test of every instruction."""
    names = list(map(_OPNAME, instrs))
    found = []
    c = 3
    last = len(instrs) - 2  # (k + 3 for the last k)
    while True:
        try:
            c = names.index("CALL", c + 1, last + 1)
        except ValueError:
            return found
        found.append(c - 3)


_ENDS_FLOW = _UNCONDITIONAL | {"RETURN_VALUE", "RETURN_CONST", "RAISE_VARARGS", "RERAISE"}


def _drop_unreachable(rw):
    """Remove the instructions no path from the entry reaches.

    CPython leaves some dead code that a round trip must reproduce, so this
    runs only on generated code that has dead code no source has: Dynamo's
    resume functions (torch 2.7 and older) start with a jump to the resume
    point over the original function's code before it."""
    instrs = rw.live()
    if not instrs or _all_reached(instrs, rw.entries):
        return
    position = {id(ins): k for k, ins in enumerate(instrs)}
    reached = [False] * len(instrs)
    work = [0]
    handlers_open = list(rw.entries)
    while work:
        while work:
            k = work.pop()
            while k < len(instrs) and not reached[k]:
                reached[k] = True
                ins = instrs[k]
                if ins.target is not None and id(ins.target) in position:
                    work.append(position[id(ins.target)])
                if ins.opname in _ENDS_FLOW:
                    break
                k += 1
        # an exception handler is reached when anything it covers is
        still_open = []
        for entry in handlers_open:
            start = position.get(id(entry.start), len(instrs))
            end = position.get(id(entry.end), len(instrs)) if entry.end is not None else len(instrs)
            if any(reached[start:end]) and id(entry.target) in position:
                work.append(position[id(entry.target)])
            else:
                still_open.append(entry)
        handlers_open = still_open
    for k, ins in enumerate(instrs):
        if not reached[k]:
            rw.drop(ins)


def _all_reached(instrs, entries):
    """Whether one pass in order shows every instruction reached (then
    `_drop_unreachable` has nothing to drop: most of Dynamo's code holds
    no dead code, and its search costs about three times this pass): each instruction follows one that falls through to it, or
    is the target of a jump met before it, or the handler of a row whose
    first instruction (before it: reached) covers a non-empty range.  False
    where it cannot tell (a backward jump's only way in): the search
    decides."""
    opened = {}  # id of a row's first instruction -> the handlers it reaches
    if entries:
        position = {id(ins): k for k, ins in enumerate(instrs)}
        for entry in entries:
            start = position.get(id(entry.start))
            end = position.get(id(entry.end), len(instrs)) if entry.end is not None else len(instrs)
            if start is not None and start < end:
                opened.setdefault(id(entry.start), []).append(id(entry.target))
    met = set()  # ids of the instructions a jump or row met so far reaches
    falls = True
    for ins in instrs:
        if not falls and id(ins) not in met:
            return False
        if ins.target is not None:
            met.add(id(ins.target))
        if opened and id(ins) in opened:
            met.update(opened[id(ins)])
        falls = ins.opname not in _ENDS_FLOW
    return True


def _drop_discarded_nones(rw):
    """`LOAD_CONST None` on every path into a `POP_TOP` that discards it: the
    pair goes.

    Dynamo (torch 2.15) inlines small functions' bytecode as templates and
    turns each `return` into a push of None and a jump to the template's
    end, where it pops the value: `if p: cm = enter()` reads as a ternary
    whose arms run statements, with the graph's call waiting on the stack
    below.  Without the pushes and the pop it is the `if` statement it was.
    Generated code only (CPython never pushes a value only to pop it)."""
    instrs = rw.live()
    # (the jumps to each POP_TOP: only a POP_TOP a jump reaches is looked
    # at below, and most code has none: no further walk then)
    jumpers = {}
    for k, ins in enumerate(instrs):
        target = ins.target
        if target is not None and target.opname == "POP_TOP":
            jumpers.setdefault(id(target), []).append(k)
    if not jumpers:
        return
    targets = _jump_targets(instrs)
    handlers = {id(e.target) for e in rw.entries}

    def pushes_none(ins):
        return ins.opname == "LOAD_CONST" and ins.argval is None and id(ins) not in handlers

    for p, pop in enumerate(instrs):
        if pop.opname != "POP_TOP" or id(pop) not in targets or id(pop) in handlers or p == 0:
            continue
        pushes = []
        for j in jumpers.get(id(pop), ()):
            jump = instrs[j]
            if jump.opname != "JUMP" or id(jump) in targets or j == 0 or not pushes_none(instrs[j - 1]):
                break
            pushes.append(instrs[j - 1])
        else:
            before = instrs[p - 1]
            if before.opname in _ENDS_FLOW:
                pass
            elif pushes_none(before):
                pushes.append(before)
            else:
                continue
            if pushes:
                for ins in pushes:
                    rw.drop(ins)
                rw.drop(pop)


def normalize(instrs, entries, reachable_only=False, version=None, present=None, noted=None):
    """Return (instructions, exception entries) in depyf's neutral shape.

    `reachable_only`: generated code (Dynamo's): drop the code no path
    reaches, and values pushed only to be discarded.  `version`: the
    CPython version whose bytecode the instructions are ((3, 12) or its
    `versions.Version` record; None: the running interpreter's); each pass
    runs for the versions whose facts call for it.  `present`: the
    instructions' opnames, or a set holding them (decode.opnames_present).
    `noted`: the instructions are decode_for_read's, and these its noted
    positions (what it split is split: that pass is not run again)."""
    version = version_facts(version)
    version.require_layouts()
    # Passes that rewrite an opcode the code does not hold are not run at
    # all (each pass is a walk over every instruction; no pass makes the
    # opcodes that the tests below look for).
    if present is None:
        present = {ins.opname for ins in instrs}
    rw = _Rewriter(instrs, entries)
    _unfuse(rw, present, version, noted)
    if reachable_only:
        _drop_unreachable(rw)
        rw.compact()
    if reachable_only:
        _drop_discarded_nones(rw)
        rw.compact()
    _fold_blocks(rw, present, version, reachable_only)
    rw.compact()
    _fold_conditions(rw, present, version)
    return rw.instrs, rw.entries


def _unfuse(rw, present, version, noted=None):
    """The passes that split what one instruction does for two, and drop
    the bookkeeping no source spells (`noted`: as normalize's)."""
    if noted is None and version.FUSED_OPCODES and not (present.isdisjoint(version.superinstructions) and present.isdisjoint(_FUSED)):
        _expand_superinstructions(rw, version)
    if version.EXCEPTION_TABLE and "PUSH_EXC_INFO" in present:
        _cover_unprotected_try_bodies(rw, version)  # (a handler's first instruction: the list is not changed)
    # (decode_for_read made the NULLs where it noted: `noted` set)
    nulls = noted is None and version.CALLS_PUSH_NULL and ("LOAD_GLOBAL" in present or "LOAD_SUPER_ATTR" in present)
    _drop_bookkeeping(rw, version, nulls, noted)
    rw.compact()
    if version.DUP_AND_ROT_STACK_MOVES:
        _stack_moves(rw)


def _fold_blocks(rw, present, version, generated=False):
    """The passes that fold a version's spelling of a construct into the
    one the lifter reads.  `generated`: code a generator wrote (Dynamo's),
    which may spell a with's exit call where it never entered one."""
    if version.IMPLICIT_HANDLERS and rw.entries:
        _drop_implicit_handlers(rw)
    if "SEND" in present:
        _fold_send(rw)
    if "GET_ANEXT" in present:
        fold_async_for(rw, version.BLOCK_STACK, version.COLD_CODE_AT_END)
    if version.INLINED_COMPREHENSIONS and not present.isdisjoint(("FOR_ITER", "GET_ANEXT")):
        fold_inlined_comprehensions(rw)  # (each one loops: a scan of every instruction for nothing else)
    if version.BINARY_OPCODE_PER_OPERATOR:
        _rename_binary_ops(rw)
    if version.EXCEPTION_MATCH_AS_COMPARE:
        _exception_match(rw)
    if not present.isdisjoint(_KEYWORD_CALLS):
        _calls(rw)  # (without these a call keeps no keyword names: its kwnames stay None)
    if "MAKE_FUNCTION" in present:
        _make_function(rw, version)
    if version.EXCEPTION_TABLE and (generated or not present.isdisjoint(_WITH_ENTRIES)):
        _with_exit_calls(rw)  # (the exit calls of the code's own withs: none without one)


def _fold_conditions(rw, present, version):
    """The passes that give conditions and their jumps one shape."""
    if version.OR_POP_AS_COPY_AND_JUMP and "COPY" in present:
        _fold_or_pop(rw)
    if version.FORWARD_ONLY_CONDITIONALS:
        _backward_conditionals(rw)
    if version.KEEPS_UNREACHABLE_CODE:
        _unthread_vanished_loops(rw)
    if version.COLD_JUMPS_UNTHREADED and "RERAISE" in present:
        _thread_cold_jumps(rw)
        _copy_cold_returns(rw)
    rw.compact()
    if version.OR_POP_AS_COPY_AND_JUMP or not present.isdisjoint(_OR_POPS):
        _unthread_or_pop(rw)
