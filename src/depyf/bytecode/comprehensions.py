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

_BUILD_KIND = {"BUILD_LIST": "list", "BUILD_SET": "set", "BUILD_MAP": "dict"}


def _is(ins, opname, argval=None):
    return ins is not None and ins.opname == opname and (argval is None or ins.argval == argval)


def _cleanup_handler(instrs, k):
    """Length of the cleanup block starting at instrs[k], or 0."""
    n = len(instrs)
    if not (k + 2 < n and _is(instrs[k], "SWAP", 2) and _is(instrs[k + 1], "POP_TOP")):
        return 0
    j = k + 2
    if not _is(instrs[j], "SWAP"):
        return 0
    count = instrs[j].argval - 1
    j += 1
    for _ in range(count):
        if j >= n or instrs[j].opname != "STORE_FAST":
            return 0
        j += 1
    if j < n and _is(instrs[j], "RERAISE"):
        return j + 1 - k
    return 0


def fold_inlined_comprehensions(rw):
    instrs = rw.live()
    n = len(instrs)
    position = {id(ins): k for k, ins in enumerate(instrs)}
    changed = False
    for k in range(n):
        ins = instrs[k]
        if id(ins) in rw.removed:
            continue
        saved = []
        j = k
        while j < n and instrs[j].opname == "LOAD_FAST_AND_CLEAR":
            saved.append(instrs[j].argval)
            j += 1
        if not saved and k > 1 and instrs[k - 1].opname == "SWAP" and instrs[k - 2].opname == "LOAD_FAST_AND_CLEAR":
            continue  # the tail of a prologue that did not match
        if saved:
            if k > 0 and instrs[k - 1].opname == "LOAD_FAST_AND_CLEAR":
                continue  # not the first of the run
            if not _is(instrs[j] if j < n else None, "SWAP", len(saved) + 1):
                continue
            j += 1
        if not (j + 2 < n and instrs[j].opname in _BUILD_KIND and instrs[j].argval == 0
                and _is(instrs[j + 1], "SWAP", 2) and instrs[j + 2].opname == "FOR_ITER"):
            continue
        loop = instrs[j + 2]
        exit_ = position.get(id(loop.target))
        if exit_ is None:
            continue
        hop = instrs[exit_]
        if hop.opname == "JUMP" and hop.target is not None and position.get(id(hop.target), -1) > exit_:
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
        for m in range(k + 1, j + 2):
            rw.drop(instrs[m])
        for r in restores:
            rw.drop(r)
        changed = True
    if changed:
        _drop_cleanup_handlers(rw, instrs, position)


def _restores(instrs, exit_, saved):
    """The instructions after the loop that restore `saved` (list), or None."""
    n = len(instrs)
    if not saved:
        return []
    want = sorted(saved)
    k = len(saved)
    if exit_ < n and _is(instrs[exit_], "SWAP", k + 1):
        stores = instrs[exit_ + 1 : exit_ + 1 + k]
        if len(stores) == k and all(s.opname == "STORE_FAST" for s in stores) and sorted(s.argval for s in stores) == want:
            return [instrs[exit_]] + stores
        return None
    # Static swap: the result's consumer moved in front of the restores.
    if exit_ < n and instrs[exit_].opname in ("STORE_FAST", "POP_TOP"):
        stores = instrs[exit_ + 1 : exit_ + 1 + k]
        if len(stores) == k and all(s.opname == "STORE_FAST" for s in stores) and sorted(s.argval for s in stores) == want:
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
