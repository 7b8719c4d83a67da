"""3.12+ inlined comprehensions (PEP 709) folded into one marker instruction.

CPython 3.12 compiles `[e for x in it if c]` in place instead of calling a
`<listcomp>` code object:

    <it>; GET_ITER
    LOAD_FAST_AND_CLEAR x ...          save the names the comprehension binds
    SWAP k+1                           (absent when it binds no fast local)
    BUILD_LIST 0 | BUILD_SET 0 | BUILD_MAP 0
    SWAP 2
    FOR_ITER exit ... JUMP back
    exit: END_FOR
    SWAP k+1; STORE_FAST x ...         restore them (the compiler may move the
                                       result's STORE_FAST/POP_TOP in front of
                                       these stores instead of the SWAP)

plus a cleanup handler reached through the exception table that restores the
names and re-raises: `SWAP 2; POP_TOP; [SWAP k+1]; STORE_FAST x ...; RERAISE 0`.

`fold_inlined_comprehensions` rewrites the prologue into one
`INLINE_COMPREHENSION` instruction (argval: (kind, saved names)) right before
the FOR_ITER, drops the restores and the cleanup handler, and points the
handler's exception-table entries at whatever handler covered the cleanup
block (the enclosing try), or removes them. The lifter
(`FunctionOps.op_INLINE_COMPREHENSION`) then sees only the loop nest, as in
the body of a 3.11 `<listcomp>`.
"""

from .idioms import COMPREHENSION_CLEANUP, COMPREHENSION_START, JUMP, Op, Repeat, fits, match

_BUILD_KIND = {"BUILD_LIST": "list", "BUILD_SET": "set", "BUILD_MAP": "dict"}


def _cleanup_handler(instrs, k):
    """Length of the cleanup block starting at instrs[k], or 0."""
    span = match(instrs, k, COMPREHENSION_CLEANUP)
    # (one store per name the SWAP lifts)
    if span is None or span.end - k != 4 + instrs[k + 2].argval - 1:
        return 0
    return span.end - k


# The opnames a comprehension's prologue starts with: the first name it
# saves, or (saving none) COMPREHENSION_START's first.  Any other
# instruction starts none: the scan passes it after one test (it tried two
# matches at every instruction).
_PROLOGUE_FIRST = frozenset(_BUILD_KIND) | {"LOAD_FAST_AND_CLEAR"}


def fold_inlined_comprehensions(rw):
    instrs = rw.live()
    n = len(instrs)
    position = {id(ins): k for k, ins in enumerate(instrs)}
    changed = False
    for k in range(n):
        ins = instrs[k]
        if ins.opname not in _PROLOGUE_FIRST or ins in rw.removed:
            continue
        saved = []
        j = k
        while j < n and fits(instrs[j], "LOAD_FAST_AND_CLEAR"):
            saved.append(instrs[j].argval)
            j += 1
        if not saved and match(instrs, k - 2, "LOAD_FAST_AND_CLEAR; SWAP"):
            continue  # the tail of a prologue that did not match
        if saved:
            if match(instrs, k - 1, "LOAD_FAST_AND_CLEAR"):
                continue  # not the first of the run
            if not match(instrs, j, Op("SWAP", len(saved) + 1)):
                continue
            j += 1
        if not match(instrs, j, COMPREHENSION_START):
            continue
        loop = instrs[j + 2]
        exit_ = position.get(id(loop.target))
        if exit_ is None:
            continue
        hop = instrs[exit_]
        if fits(hop, JUMP) and hop.target is not None and position.get(id(hop.target), -1) > exit_:
            # 3.12 async: END_ASYNC_FOR; JUMP over the cleanup handler to the restores.
            exit_ = position[id(hop.target)]
        else:
            hop = None
        restores = _restores(instrs, exit_, saved)
        if restores is None:
            continue
        if hop is not None:
            loop.target = hop.target
            rw.drop(hop)
        kind = _BUILD_KIND[instrs[j].opname]
        ins.opname = "INLINE_COMPREHENSION"
        ins.argval = (kind, tuple(saved))
        ins.arg = None
        if hop is not None or instrs[exit_].hopped_to:
            ins.restores_after_hop = len(restores)
        for m in range(k + 1, j + 2):
            rw.drop(instrs[m])
        for r in restores:
            rw.drop(r)
        changed = True
    if changed:
        _drop_cleanup_handlers(rw, instrs, position)


def _restores(instrs, exit_, saved):
    """The instructions after the loop that restore `saved` (list), or None."""
    if not saved:
        return []
    want = sorted(saved)
    k = len(saved)
    stores = instrs[exit_ + 1 : exit_ + 1 + k]
    restored = match(instrs, exit_ + 1, Repeat("STORE_FAST", k, k)) and sorted(s.argval for s in stores) == want
    if match(instrs, exit_, Op("SWAP", k + 1)):
        return [instrs[exit_]] + stores if restored else None
    # Static swap: the result's consumer moved in front of the restores.
    if match(instrs, exit_, "STORE_FAST|POP_TOP"):
        if restored:
            return stores
    return None


def _drop_cleanup_handlers(rw, instrs, position):
    handlers = {}
    for entry in rw.entries:
        k = position.get(id(entry.target))
        if k is None or id(entry.target) in handlers:
            continue
        length = _cleanup_handler(instrs, k)
        if length:
            handlers[id(entry.target)] = (k, length)
    if not handlers:
        return
    kept = []
    for entry in rw.entries:
        hid = id(entry.target)
        if hid in handlers:
            cover = _resolve(hid, handlers, rw, instrs, position)
            if cover is None:
                continue
            entry.target = cover.target
            entry.depth = cover.depth
            entry.lasti = cover.lasti
        kept.append(entry)
    for hid, (k, length) in handlers.items():
        for m in range(k, k + length):
            rw.drop(instrs[m])
    # Merge neighbours that now lead to the same handler.
    merged = []
    for entry in kept:
        prev = merged[-1] if merged else None
        if (prev is not None and prev.end is entry.start and prev.target is entry.target
                and prev.depth == entry.depth and prev.lasti == entry.lasti):
            prev.end = entry.end
            continue
        merged.append(entry)
    rw.entries = merged


def _resolve(hid, handlers, rw, instrs, position):
    """The non-cleanup entry covering cleanup block `hid` (through nested cleanups)."""
    seen = set()
    while hid not in seen:
        seen.add(hid)
        k, _ = handlers[hid]
        cover = None
        for entry in rw.entries:
            s = position.get(id(entry.start))
            e = position.get(id(entry.end)) if entry.end is not None else len(instrs)
            if s is not None and e is not None and s <= k < e:
                cover = entry
                break
        if cover is None:
            return None
        if id(cover.target) not in handlers:
            return cover
        hid = id(cover.target)
    return None
