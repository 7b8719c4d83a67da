"""`async for` folded into a FOR_ITER whose argval is "async".

3.8-3.10:  head: SETUP_FINALLY exit; GET_ANEXT; LOAD_CONST None; YIELD_FROM;
           POP_BLOCK; <body>; JUMP head; exit: END_ASYNC_FOR
3.11+:     head: GET_ANEXT; LOAD_CONST None; YIELD_FROM (the SEND loop, already
           folded by normalize._fold_send); <body>; JUMP head;
           exit: END_ASYNC_FOR, with exception-table entries from the head's
           instructions to END_ASYNC_FOR (StopAsyncIteration ends the loop).

Both become `head: FOR_ITER after_exit; <body>; JUMP head`, the shape of a
plain for loop; the lifter makes it an `ast.AsyncFor` (loops.for_loop). The
head instruction keeps its identity so the back jump still reaches it.

3.12+ moves END_ASYNC_FOR to the cold code at the end, and with it the code
after the loop when only the loop's exit reaches it (in a loop's body: the
rest of that body, up to the jump back to its head; the handlers of a try
there stay in the cold code). That code is moved back after the async
loop's own back jump, where a plain `for` has it, keeping each
instruction's exception-table row. A lone jump behind END_ASYNC_FOR to the
code after the loop (laid out in line) is the loop's exit itself. (On 3.11
END_ASYNC_FOR stays in line: a jump after it belongs to the code after the
loop, such as the end of a try body.)
"""

from .idioms import COND_JUMP, LEAVES, SWALLOW_THEN_JUMP, WITH_EXIT_CALL_SPELT, fits, match, match_before
from .instr import ExceptionEntry


def _next_live(rw, instrs, k):
    for m in range(k + 1, len(instrs)):
        if instrs[m] not in rw.removed:
            return instrs[m]
    return None


_NO_FALL_THROUGH = frozenset({"JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"})


def _cold_start(rw, instrs, head, position):
    """The index where 3.12+'s cold code begins after `head` (its first
    handler: one a row names, or one no row names, `try: pass`), or None."""
    h = position[id(head)]
    starts = [position[id(e.target)] for e in rw.entries if id(e.target) in position and position[id(e.target)] > h]
    starts += [k for k in range(h + 1, len(instrs)) if instrs[k].opname == "PUSH_EXC_INFO"][:1]
    return min(starts, default=None)


def _cold_tail(rw, instrs, first, position, cold, moved):
    """The instructions normal flow reaches from `first` without leaving the
    cold code (the code CPython moved out of line with END_ASYNC_FOR), in
    layout order, and {id(head): first instruction after the loop} of the
    async loops in it (which go on after their END_ASYNC_FOR, or where that
    code was moved: `moved`); None when that flow enters a handler."""
    handlers = {id(e.target) for e in rw.entries}
    seen, work, inner = set(), [first], {}
    while work:
        ins = work.pop()
        if id(ins) in seen or position[id(ins)] < cold:
            continue
        if id(ins) in handlers:
            return None, None
        seen.add(id(ins))
        if ins.target is not None:
            work.append(ins.target)
        exit_ = _new_style_exit(rw, instrs, position[id(ins)])
        if exit_ is not None and id(exit_) in position:
            after = moved.get(id(ins)) or _next_live(rw, instrs, position[id(exit_)])
            if after is not None:
                work.append(after)
                inner[id(ins)] = after
        if ins.opname not in _NO_FALL_THROUGH:
            nxt = _next_live(rw, instrs, position[id(ins)])
            if nxt is None:
                return None, None
            work.append(nxt)
    tail = [ins for ins in instrs if id(ins) in seen]
    for ins in tail:
        k = position[id(ins)] - 1
        while k >= 0 and instrs[k] in rw.removed:
            k -= 1
        if k >= 0 and id(instrs[k]) not in seen and instrs[k].opname not in _NO_FALL_THROUGH | {"END_ASYNC_FOR"}:
            # Code outside falls into it: laid out in line (an async loop
            # in an except* clause, the next clause's test after the first's
            # no-match `POP_TOP`), not cold.
            return None, None
    return tail, inner


def _last_warm_back_jump(rw, instrs, head, stop, position, cold):
    """The last back jump to `head` before index `stop` laid out before the
    cold code, or None."""
    last = None
    for k in range(position[id(head)] + 1, min(stop, cold)):
        ins = instrs[k]
        if ins.target is head and ins.opname == "JUMP" and ins not in rw.removed:
            last = ins
    return last


def _body_end_going_nowhere(instrs, head, tail, position, cold, clauses=frozenset()):
    """The last instruction of an async loop whose body never goes round
    (no back jump to `head`): the one before the first place after the
    head that the code before the loop or the code after it (`tail`)
    jumps to (where the statement around the loop goes on), or before the
    cold code when none lies between and the body ends there in a return
    or raise (not a jump on into the cold code), when it does not fall
    into that place; or None."""
    h = position[id(head)]
    landings = [position[id(ins.target)] for ins in instrs[:h] + tail if ins.target is not None and id(ins.target) in position]
    inside = [p for p in landings if h < p < cold]
    if not inside:
        if fits(instrs[cold - 1], LEAVES) and _round_only_by_swallowing(instrs, head, h, cold):
            inside = [cold]
        elif not _all_body(instrs, h, cold, position):
            return None
    moving = {id(ins) for ins in tail}
    if any(ins.target is not None and id(ins.target) in moving and id(ins) not in moving and not _swallow_jump(instrs, k)
           and id(ins) not in clauses for k, ins in enumerate(instrs)):
        # Other code jumps into the code after the loop (a clause's end
        # the loop shares with others, in the cold code itself): it stays.
        # (The clauses of a try statement whose else the loop is in, laid
        # out before that code, may: it is the code after that statement,
        # in line where a plain `for` ends the else, `clauses`:
        # async_code.py::case_h19a_*.)
        # (A with's swallow path may: `with m: async for ...: return`, the
        # code after the with moves with the exit call that jumps there,
        # async_with.py::case_async_for_returning_in_with_then_code.)
        return None
    last = instrs[min(inside, default=cold) - 1]
    if not inside and (last.opname == "JUMP" or any(ins.target is not None and id(ins.target) not in moving for ins in tail)):
        # (a body ending in a loop of its own, `while True: yield`, or code
        # after the loop that goes on elsewhere, a `break` of a loop around
        # it: read where they are; a jump inside that code, to the exit
        # call of a with around it, moves with it)
        return None
    return last if last.opname in _NO_FALL_THROUGH else None


def _swallow_jump(instrs, k):
    """Whether instrs[k] is the jump ending a with's swallow path, or the
    jump after a copy of an outer with's exit call that only swallow paths
    reach (`with a, b:` the inner item's swallow path goes on through the
    outer item's exit call: async_with.py::case_la16_async_for_two_item_with_break_in_if_else)."""
    if k >= 4 and match(instrs, k - 4, SWALLOW_THEN_JUMP) is not None:
        return True
    call = match_before(instrs, k, WITH_EXIT_CALL_SPELT)
    if call is None or call.start == 0 or instrs[call.start - 1].opname not in _NO_FALL_THROUGH:
        return False
    first = instrs[call.start]
    comers = [j for j, ins in enumerate(instrs) if ins.target is first]
    return bool(comers) and all(j < k and _swallow_jump(instrs, j) for j in comers)


def _round_only_by_swallowing(instrs, head, h, cold):
    """Whether the async loop at `head` (position h), laid out in line up
    to `cold`, goes round only through with statements' swallow paths,
    each jumping back to the head itself (no code of the body after
    them), at least one of them: a loop with no way round at all is not
    one of these."""
    rounds = [k for k in range(cold, len(instrs)) if instrs[k].target is head]
    return bool(rounds) and all(_swallow_jump(instrs, k) for k in rounds)


def _all_body(instrs, h, cold, position):
    """Whether the loop at instrs[h], which never goes round (nothing jumps
    back to it), reaches every instruction from it up to the cold code by
    its own flow, and its flow stays there: all of that code is the loop's
    body, the code after the loop goes right behind it. (Code only a
    handler reaches, such as the code after a try around the loop, is not
    the body; a body going on in the cold code may go round there: then no.)"""
    if any(ins.target is instrs[h] for ins in instrs):
        return False
    seen, work = set(), [h]
    while work:
        k = work.pop()
        if k >= cold:
            return False
        if k in seen or k < h:
            continue
        seen.add(k)
        ins = instrs[k]
        if ins.target is not None and id(ins.target) in position:
            work.append(position[id(ins.target)])
        if ins.opname not in _NO_FALL_THROUGH:
            work.append(k + 1)
    return len(seen) == cold - h


def _past_back_jump(instrs, head, back, tail, position, cold):
    """Where the body of an async loop whose last back jump in line is
    `back` ends: past it where the body's own jumps reach the code behind
    it (`if c: raise` closing the body), up to the first place the code
    before the loop or after it (`tail`) jumps to, or the cold code; at
    `back` where the cold code jumps in between (a clause or a with's
    exit: the body may go on there) or goes round itself."""
    h, k = position[id(head)], position[id(back)]
    if k + 1 >= cold or not any(ins.target is instrs[k + 1] for ins in instrs[h:k]):
        return back
    moving = {id(ins) for ins in tail}
    ends = [position[id(ins.target)] for ins in instrs[:h] + tail
            if ins.target is not None and id(ins.target) in position and k < position[id(ins.target)] < cold]
    end = min(ends, default=cold)
    landings = []
    for ins in instrs[cold:]:
        if id(ins) not in moving and ins.target is not None and id(ins.target) in position:
            if ins.target is head:
                return back
            if k < position[id(ins.target)] < end:
                landings.append(position[id(ins.target)])
    if landings:
        # (the cold code jumps in behind the body's own code past `back`:
        # the body ends there when its jumps stay before that place and it
        # does not fall into it, `assert c` closing a loop nested in an
        # async loop whose way out, from its test laid out in the cold
        # code, lands there; the body may go on there otherwise)
        end = min(landings)
        reached = [position[id(ins.target)] for ins in instrs[h:k] if ins.target is not None and id(ins.target) in position]
        if instrs[end - 1].opname not in _NO_FALL_THROUGH or any(p >= end for p in reached if p > k):
            return back
    last = instrs[end - 1]
    return last if last.opname in _NO_FALL_THROUGH else back


def _owners(rw):
    """{id(instruction): the exception-table row covering it} (the rows never
    overlap)."""
    where = {id(x): k for k, x in enumerate(rw.instrs)}
    owner = {}
    for e in rw.entries:
        for k in range(where[id(e.start)], where[id(e.end)] if e.end is not None else len(rw.instrs)):
            owner[id(rw.instrs[k])] = e
    return owner


def _retable(rw, owner):
    """Rows rebuilt from each instruction's row after instructions moved."""
    instrs = rw.instrs
    rows = [owner.get(id(x)) for x in instrs]
    key = [e and (id(e.target), e.depth, e.lasti) for e in rows]
    entries = []
    k = 0
    while k < len(instrs):
        stop = k + 1
        while stop < len(instrs) and key[stop] == key[k]:
            stop += 1
        e = rows[k]
        if e is not None:
            entries.append(ExceptionEntry(instrs[k], instrs[stop] if stop < len(instrs) else None,
                                          e.target, e.depth, e.lasti))
        k = stop
    rw.entries = entries


def _inline_loop_tail(rw, instrs, head, first, position, moved):
    """Move the code after an async loop that 3.12+ laid out in the cold code
    (from `first`, its handlers left there) after the loop's last warm back
    jump, where a plain `for` has it; the first instruction moved, or None.
    Each instruction keeps its exception-table row; a jump to the
    instruction now after it goes."""
    cold = _cold_start(rw, instrs, head, position)
    if cold is None:
        return None
    tail, inner = _cold_tail(rw, instrs, first, position, cold, moved)
    tail = _cut_at_shared_code(instrs, head, tail, position)
    back = tail and _last_warm_back_jump(rw, instrs, head, position[id(first)], position, cold)
    clauses = _clauses_before(rw, instrs, head, position) if tail and back is None else frozenset()
    last = tail and (back and _past_back_jump(instrs, head, back, tail, position, cold)
                     or _body_end_going_nowhere(instrs, head, tail, position, cold, clauses))
    else_first = None
    if not last and tail and back is None:
        last = _body_end_breaking_into(instrs, head, tail, position, cold)
        if last:
            # (the else's jump back is the break: behind the body, the else after it)
            else_first, tail = tail[0], tail[-1:] + tail[:-1]
    if not last:
        return None
    # (the async loops in it: their code after moves with it)
    moved.update((k, v) for k, v in inner.items() if k not in moved)
    owner = _owners(rw)
    following = _next_live(rw, rw.live(), rw.live().index(last))
    rw.move_after(last, tail)
    for ins, nxt in zip(tail, tail[1:]):
        if ins.opname == "JUMP" and ins.target is nxt:
            if any(x not in rw.removed for x in instrs[position[id(ins)] + 1:position[id(nxt)]]):
                nxt.hopped_to = True  # (bytecode.comprehensions)
            rw.drop(ins)
    if len(tail) > 1 and (fits(tail[-2], COND_JUMP) or tail[-2].opname == "JUMP") and tail[-1].opname == "JUMP" and tail[-1].target is following:
        # (a while loop's test at the bottom, moved, falls into its else
        # now after it, as a plain `for` has it:
        # async_with.py::case_async_for_raising_through_finally_in_with_in_while;
        # not a jump something falls into, the clean-up of a chained
        # comparison's test)
        rw.drop(tail[-1])
    _retable(rw, owner)
    for key, value in list(moved.items()):
        while value in rw.removed and value.opname == "JUMP":
            value = moved[key] = value.target  # (a jump to the next instruction)
    first = else_first or next((ins for ins in tail if ins not in rw.removed), None)
    rw.compact()  # (jumps to a dropped jump reach what follows it)
    return first


def _clauses_before(rw, instrs, head, position):
    """The ids of the instructions normal flow reaches from the handlers
    whose rows all cover code before the loop at `head` (the clauses of a
    try statement whose else the loop is in)."""
    h = position[id(head)]
    ends = {}
    for e in rw.entries:
        end = position.get(id(e.end), len(instrs)) if e.end is not None else len(instrs)
        ends[id(e.target)] = max(ends.get(id(e.target), 0), end if position[id(e.start)] < h else len(instrs))
    work = [ins for ins in instrs if ends.get(id(ins), len(instrs)) <= h]
    seen = set()
    while work:
        ins = work.pop()
        if ins is None or id(ins) in seen or id(ins) not in position:
            continue
        seen.add(id(ins))
        if ins.target is not None and position.get(id(ins.target), -1) > position[id(ins)]:
            work.append(ins.target)  # (forward only: a clause's jump back is into a loop's body)
        if ins.opname not in _NO_FALL_THROUGH:
            work.append(_next_live(rw, instrs, position[id(ins)]))
    return seen


def _cut_at_shared_code(instrs, head, tail, position):
    """The code after the loop at `head`, `tail`, up to where code before
    the loop jumps in after a jump of its own there: that code is no cold
    code (CPython moves only what the loop's exit alone reaches) but the
    rest of a finally body's exceptional copy, laid out past the first
    handler, that a try body there jumps to over its handlers; it stays."""
    if not tail:
        return tail
    h = position[id(head)]
    reached = {id(ins.target) for ins in instrs[:h] if ins.target is not None}
    for k in range(1, len(tail)):
        if id(tail[k]) in reached and tail[k - 1].opname in _NO_FALL_THROUGH:
            return tail[:k]
    return tail


def _body_end_breaking_into(instrs, head, tail, position, cold):
    """The last instruction of an async loop's body that never goes round
    and ends in a `break` falling into the code after the loop (the
    compiler drops a jump to the next instruction), its else clause being
    the code `tail` moved out of line, which ends in a jump back to that
    code and is the only code to land there; or None."""
    h = position[id(head)]
    jump = tail[-1]
    if jump.opname != "JUMP" or id(jump.target) not in position:
        return None
    landing = position[id(jump.target)]
    if not h < landing < cold:
        return None
    moving = {id(ins) for ins in tail}
    for ins in instrs:
        if ins.target is None:
            continue
        if id(ins) in moving:
            if id(ins.target) not in moving and ins.target is not jump.target:
                return None  # (the else goes on elsewhere: a break of a loop around)
        elif id(ins.target) in moving:
            return None  # (other code jumps into the else)
    if any(ins.target is not None and position.get(id(ins.target), -1) > landing for ins in instrs[h + 1:landing]):
        return None  # (the body's own jumps reach past its end)
    last = instrs[landing - 1]
    return None if last.opname in _NO_FALL_THROUGH else last


def _new_style_exit(rw, instrs, k):
    """The END_ASYNC_FOR of the 3.11+ async loop whose head is instrs[k], or None."""
    ins = instrs[k]
    if not (ins.opname == "GET_ANEXT" and k + 2 < len(instrs)
            and instrs[k + 1].opname == "LOAD_CONST" and instrs[k + 1].argval is None
            and instrs[k + 2].opname == "YIELD_FROM"):
        return None
    for entry in rw.entries:
        if entry.start is ins and entry.target is not None and entry.target.opname == "END_ASYNC_FOR":
            return entry.target
    return None


def _lone_jump_forward(ins, head):
    return ins.opname == "JUMP" and ins.target is not None and ins.target.offset > head.offset


def _exit_jump_in_line(rw, instrs, head, jump, position):
    """Where the async loop at `head` goes on, its exit being `jump` (behind
    END_ASYNC_FOR in the cold code, to the code after the loop). When other
    code lies between the loop's last back jump and that code (an if's else
    branch the loop's if jumps over), the jump moves behind the back jump,
    where a plain `for` has its exit's jump, and is the exit: the code in
    between is not the rest of the body. Else the jump goes (the code after
    the loop follows the body)."""
    target = jump.target
    if _rounds_by_swallowing_only(rw, instrs, head, position):
        return _never_round_exit(rw, instrs, head, jump, position)
    back = _last_warm_back_jump(rw, instrs, head, position[id(jump)], position, len(instrs))
    if back is None:
        last = _leaves_try_going_nowhere(rw, instrs, head, jump, position)
        if last is None:
            rw.drop(jump)
            return target
        return _moved_behind(rw, last, jump)
    k = position[id(back)]
    following = _next_live(rw, instrs, k)
    if following is None or following is target or position.get(id(target), -1) < k or any(
            i.target is following for i in instrs[position[id(head)]:k]):
        # (the body's own jumps reach past its back jump: `if c: raise` ends it)
        rw.drop(jump)
        return target
    return _moved_behind(rw, back, jump)


def _rounds_by_swallowing_only(rw, instrs, head, position):
    """Whether the async loop at `head` goes round only through with
    statements' swallow paths in the cold code (no back jump in line)."""
    cold = _cold_start(rw, instrs, head, position)
    return (cold is not None and _last_warm_back_jump(rw, instrs, head, cold, position, cold) is None
            and _round_only_by_swallowing(instrs, head, position[id(head)], cold))


def _never_round_exit(rw, instrs, head, jump, position):
    """Where the async loop at `head` goes on when it goes round only
    through with statements' swallow paths (_rounds_by_swallowing_only)
    and its exit `jump` (behind END_ASYNC_FOR) reaches code laid out in
    line. The jump goes behind the body's end, where a plain `for` has its
    exit's jump, so the body's `break` ends there and not in the code
    after it: before an if's else branch that the code before the loop
    jumps to (the jump, the plain `for`'s jump over that else, is the
    loop's way on), or right before that code when the body falls into it
    (the jump is then the `break` the compiler dropped, the code the way
    on). Else the jump goes (the code after the loop follows the body)."""
    target = jump.target
    h, cold = position[id(head)], _cold_start(rw, instrs, head, position)
    end = position.get(id(target), -1)
    # (code before the loop jumps forward only past the loop's body)
    landings = [position[id(ins.target)] for ins in instrs[:h] if ins.target is not None and h < position.get(id(ins.target), -1) < cold]
    other = min(landings, default=cold)
    if h < other < end and instrs[other - 1].opname in _NO_FALL_THROUGH:
        return _moved_behind(rw, instrs[other - 1], jump)
    if h < end <= other and instrs[end - 1].opname not in _NO_FALL_THROUGH:
        _moved_behind(rw, instrs[end - 1], jump)
        return target
    rw.drop(jump)
    return target


def _moved_behind(rw, place, jump):
    """The exit `jump`, moved right behind `place`, each instruction
    keeping its exception-table row."""
    owner = _owners(rw)
    rw.move_after(place, [jump])
    _retable(rw, owner)
    return jump


def _leaves_try_going_nowhere(rw, instrs, head, jump, position):
    """The last instruction of the body of the async loop at `head` that
    never goes round, when its exit `jump` (behind END_ASYNC_FOR) leaves a
    try statement around the loop, whose handler covers END_ASYNC_FOR but
    not the code after: the jump goes behind that body, where a plain `for`
    ends the try body in line. None otherwise (the jump goes)."""
    exit_ = instrs[position[id(jump)] - 1]
    owner = _owners(rw)
    around, after = owner.get(id(exit_)), owner.get(id(jump.target))
    if around is None or exit_.opname != "END_ASYNC_FOR" or (after is not None and after.target is around.target):
        return None
    if position.get(id(jump.target), -1) < position[id(jump)] or _next_live(rw, instrs, position[id(around.target)]).opname == "WITH_EXCEPT_START":
        return None  # (the code after laid out in line, or a with's exit call, not a try's way on)
    cold = _cold_start(rw, instrs, head, position)
    return None if cold is None else _body_end_going_nowhere(instrs, head, [], position, cold)


def _reached_from_itself(rw, instrs, head, after, position, moved):
    """Whether the jumps to `after`, the first instruction behind the
    END_ASYNC_FOR of the loop at `head` in the cold code, all come from the
    code its own flow reaches there (a `while` loop's jump back to its
    head, the loop's else or the code after it): no other code shares it."""
    cold = _cold_start(rw, instrs, head, position)
    if cold is None or position[id(after)] < cold:
        return False
    tail, _ = _cold_tail(rw, instrs, after, position, cold, dict(moved))
    own = {id(ins) for ins in tail or ()}
    return bool(own) and all(id(i) in own for i in instrs if i.target is after)


def _inline_loop_tails(rw):
    """{id(head): first instruction after the loop} for the 3.12+ async loops
    whose following code was moved out of line (put back in line here). A
    loop laid out whole in the cold code finds its back jump in line only
    once the code around it has moved: sweeps until nothing moves."""
    instrs = rw.live()
    heads = [ins for k, ins in enumerate(instrs) if _new_style_exit(rw, instrs, k) is not None]
    if not heads:
        return {}
    rw.compact()  # (every jump then reaches a live instruction)
    moved = {}
    changed = True
    while changed:
        changed = False
        for head in reversed(heads):
            if id(head) in moved:
                continue
            instrs = rw.live()
            position = {id(ins): k for k, ins in enumerate(instrs)}
            exit_ = _new_style_exit(rw, instrs, position[id(head)])
            after = exit_ is not None and id(exit_) in position and _next_live(rw, instrs, position[id(exit_)])
            if not after or any(i.target is after for i in instrs) and not _reached_from_itself(rw, instrs, head, after, position, moved):
                continue
            behind = position[id(exit_)] - 1
            if instrs[behind].opname == "JUMP" and instrs[behind].target is head and after.opname == "POP_EXCEPT":
                # (END_ASYNC_FOR in line, right behind the loop's back jump,
                # the loop ending an except clause: so is the clause's way
                # out, which jumps past the handler's own cleanup)
                continue
            over = None
            if _lone_jump_forward(after, head):
                # A jump over handlers in the cold code (an inlined
                # comprehension's clean-up) to the code after the loop, or
                # to that code laid out in line (read as the exit, below).
                cold = _cold_start(rw, instrs, head, position)
                if cold is None or position[id(after.target)] < cold:
                    continue
                over, after = after, after.target
            first = _inline_loop_tail(rw, instrs, head, after, position, moved)
            if first is not None:
                moved[id(head)] = first
                changed = True
                if over is not None:
                    rw.drop(over)
    return moved


def fold_async_for(rw, old_style, cold_code_at_end):
    instrs = rw.live()
    if "GET_ANEXT" not in [ins.opname for ins in instrs]:  # (no generator step per instruction)
        return  # no async for: spare the tables below
    moved = _inline_loop_tails(rw) if cold_code_at_end else {}
    instrs = rw.live()
    n = len(instrs)
    position = {id(ins): k for k, ins in enumerate(instrs)}
    doomed_targets = set()
    targets = {id(i.target) for i in instrs if i.target is not None}
    for k in range(n):
        ins = instrs[k]
        if old_style:
            if not (ins.opname == "SETUP_FINALLY" and k + 4 < n
                    and instrs[k + 1].opname == "GET_ANEXT"
                    and instrs[k + 2].opname == "LOAD_CONST" and instrs[k + 2].argval is None
                    and instrs[k + 3].opname == "YIELD_FROM"
                    and instrs[k + 4].opname == "POP_BLOCK"):
                continue
            exit_ = ins.target
            drop = instrs[k + 1 : k + 5]
        else:
            exit_ = _new_style_exit(rw, instrs, k)
            drop = instrs[k + 1 : k + 3]
        if exit_ is None or exit_.opname != "END_ASYNC_FOR" or id(exit_) not in position:
            continue
        after = moved.get(id(ins)) or _next_live(rw, instrs, position[id(exit_)])
        back = position[id(exit_)] - 1
        while back > k and instrs[back] in rw.removed:
            back -= 1
        in_line = instrs[back].opname == "JUMP" and instrs[back].target is ins  # (right after the loop's back jump)
        if (cold_code_at_end and id(ins) not in moved and after is not None and id(after) not in targets
                and _lone_jump_forward(after, ins) and not in_line):
            # 3.12+ lays END_ASYNC_FOR out after the CLEANUP_THROW block and
            # jumps from there to the code after the loop.
            after = _exit_jump_in_line(rw, instrs, ins, after, position)
        ins.opname = "FOR_ITER"
        ins.argval = "async"
        ins.arg = None
        ins.target = after
        for d in drop:
            rw.drop(d)
        rw.drop(exit_)
        doomed_targets.add(id(exit_))
    if doomed_targets:
        rw.entries = [e for e in rw.entries if id(e.target) not in doomed_targets]
