"""A copy of a finally body (3.11+) proved by its paths: the compiler lays
the body out twice (the normal copy after the try body, the handler copy),
and the two need not be the same instructions in order: jump threading
differs between them (a conditional value's arm jumps into the other arm's
store in one copy, has its own store and re-raise in the other). Walking
both copies side by side, every pair of places reached together must hold
the same instruction (jump targets aside: the walk follows them), until
the handler copy re-raises; the places the normal copy has reached then
are its ends. Where it is one place, and the walk has visited every
instruction up to it, every way through the normal copy runs the handler
copy's instructions: it is a copy, ending there."""

from ...bytecode.idioms import JUMP, NO_FALLTHROUGH, fits, same_but_target

# The most pairs of places one proof visits (a finally body is short; a
# longer walk is refused, as a copy not proved).
_MOST_PAIRS = 2000


def _past_jumps(instrs, k, stop):
    """k past the NOPs and forward jumps there (which run nothing), up to
    `stop` (where a copy ends) at most; the places passed."""
    passed = []
    while k < stop and k not in passed:
        x = instrs[k]
        if fits(x, "NOP"):
            passed.append(k)
            k += 1
        elif fits(x, JUMP) and x.target.index > k:
            passed.append(k)
            k = min(x.target.index, stop)
        else:
            break
    return k, passed


def copy_by_paths_end(instrs, first, end, at, stop, ends, cover, cleanup):
    """Where the copy of the handler code [first, end) that starts at `at`
    ends, or None when it is not proved one: `ends`, the places of the
    handler copy that re-raise (its branches' copies of the final
    re-raise; `end` is one); `stop`, where the copy must end by (the
    handler); `cover`, the table's innermost handler of each place. Every
    instruction of the handler copy the walk reaches lies under the one
    handler (no statement of its own with a handler), every one of the
    normal copy under the handler of the first (the enclosing statement's,
    or none); no jump from outside the normal copy goes into it."""
    walked = copy_by_paths_exits(instrs, first, end, at, stop, ends, cover, cleanup)
    if walked is None:
        return None
    exits, visited = walked
    copy_end = _one_exit(instrs, exits, at, stop)
    if copy_end is None:
        copy_end = _first_of_copied_ways_on(instrs, exits, at, stop)
    if copy_end is None or not _closed(instrs, at, copy_end, visited):
        return None
    return copy_end


def copy_by_paths_exits(instrs, first, end, at, stop, ends, cover, cleanup):
    """The walk of `copy_by_paths_end`: the places the copy at `at` goes
    on to where the handler copy re-raises (its exits), and the places of
    the copy it visited; None where the two copies differ."""
    pairs = [(first, at)]
    seen = set()
    visited = set()
    exits = set()
    handler_cover = cleanup
    normal_cover = cover.get(at)
    while pairs:
        h, n = pairs.pop()
        if (h, n) in seen:
            continue
        seen.add((h, n))
        if len(seen) > _MOST_PAIRS:
            return None
        h, _ = _past_jumps(instrs, h, end)
        n, passed = _past_jumps(instrs, n, stop)
        visited.update(passed)
        if h == end or h in ends:
            exits.add(n)
            continue
        if not at <= n < stop or cover.get(h) != handler_cover or cover.get(n) != normal_cover:
            return None
        x, y = instrs[h], instrs[n]
        if not same_but_target(x, y):
            return None
        visited.add(n)
        if x.target is not None:
            if not first <= x.target.index <= end or x.target.index <= h:
                return None  # (a loop in the finally body, or a jump out of it: not walked)
            pairs.append((x.target.index, y.target.index))
        if not fits(x, NO_FALLTHROUGH):
            pairs.append((h + 1, n + 1))
    return exits, visited


def _closed(instrs, at, copy_end, visited):
    """Whether the walk visited every place of [at, copy_end) and no jump
    from outside goes into it (but to `at`)."""
    if any(k not in visited for k in range(at, copy_end)):
        return False
    return not any(x.target is not None and at < x.target.index < copy_end and not at <= k < copy_end for k, x in enumerate(instrs))


def returning_copy_by_paths_end(instrs, first, end, at, stop, ends, cover, cleanup, return_end):
    """Where a copy of the handler code [first, end) at `at` (proved as by
    `copy_by_paths_end`) ends with the `return value` after it, where each
    of its ways out runs a return of its own (3.11+ copy that short
    exit block, `SWAP 2; POP_TOP; RETURN_VALUE` say, into each way that
    reaches it: an if ending the finally body): `return_end(k)`, the end
    of the return at k or None; the returns all alike and under the
    copy's handler, the copy and its returns one closed range. None
    otherwise."""
    walked = copy_by_paths_exits(instrs, first, end, at, stop, ends, cover, cleanup)
    if walked is None:
        return None
    exits, visited = walked
    returns = {e: return_end(e) if at < e < stop else None for e in exits}
    if not returns or None in returns.values():
        return None
    shapes = {tuple(x.opname for x in instrs[e:r]) + tuple(x.arg for x in instrs[e:r]) for e, r in returns.items()}
    if len(shapes) != 1 or any(cover.get(k) != cover.get(at) for e, r in returns.items() for k in range(e, r)):
        return None
    for e, r in returns.items():
        visited.update(range(e, r))
    copy_end = max(returns.values())
    return copy_end if _closed(instrs, at, copy_end, visited) else None


def _one_exit(instrs, exits, at, stop):
    """The end of the copy at `at` whose ways out reach `exits`: the one of
    them in (at, stop], where every other goes on by jumps alone (3.12
    threads a conditional jump to the loop head the copy's closing jump
    goes to, `continue` ending a loop body); None where they go on
    differently."""
    inside = {e for e in exits if at < e <= stop}
    if len(inside) != 1:
        return None
    copy_end = inside.pop()
    if any(_jumped_to(instrs, e) != _jumped_to(instrs, copy_end) for e in exits):
        return None
    return copy_end


def _jumped_to(instrs, k):
    """Where the code at k goes on, past the NOPs and unconditional jumps
    there."""
    passed = set()
    while k < len(instrs) and k not in passed and (fits(instrs[k], "NOP") or fits(instrs[k], JUMP)):
        passed.add(k)
        k = k + 1 if fits(instrs[k], "NOP") else instrs[k].target.index
    return k


# The longest way on (the code after the copy) that 3.13 copies onto each
# way out of the copy: a `break`'s `POP_TOP; JUMP`.
_WAY_ON_MAX = 4


def _first_of_copied_ways_on(instrs, exits, at, stop):
    """3.13: the end of the copy at `at` whose ways out each run their
    own copy of the code after it (`POP_TOP; JUMP` of a `break` out of
    a for loop, copied onto each branch of an if ending the finally
    body): the first of `exits`, where every exit starts the same short
    block ending in a jump to one place; None otherwise."""
    if len(exits) < 2 or not all(at < e < stop for e in exits):
        return None
    first = min(exits)
    end = next((k for k in range(first, min(first + _WAY_ON_MAX, len(instrs))) if fits(instrs[k], JUMP)), None)
    if end is None:
        return None
    size = end + 1 - first
    for e in exits:
        if e + size > len(instrs) or not all(same_but_target(instrs[first + m], instrs[e + m]) and instrs[first + m].target is None for m in range(size - 1)):
            return None
        if not fits(instrs[e + size - 1], JUMP) or instrs[e + size - 1].target is not instrs[end].target:
            return None
    return first
