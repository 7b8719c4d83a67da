"""`async for` folded into a FOR_ITER whose argval is "async".

3.8-3.10:  head: SETUP_FINALLY exit; GET_ANEXT; LOAD_CONST None; YIELD_FROM;
           POP_BLOCK; <body>; JUMP head; exit: END_ASYNC_FOR
3.11+:     head: GET_ANEXT; LOAD_CONST None; YIELD_FROM (the SEND loop, already
           folded by normalize._fold_send); <body>; JUMP head;
           exit: END_ASYNC_FOR, with exception-table entries from the head's
           instructions to END_ASYNC_FOR (StopAsyncIteration ends the loop).

Both become `head: FOR_ITER after_exit; <body>; JUMP head`, the shape of a
plain for loop; the lifter makes it an `ast.AsyncFor` (control.for_loop). The
head instruction keeps its identity so the back jump still reaches it.
"""


def _next_live(rw, instrs, k):
    for m in range(k + 1, len(instrs)):
        if id(instrs[m]) not in rw.removed:
            return instrs[m]
    return None


def fold_async_for(rw, old_style):
    instrs = rw.live()
    if "GET_ANEXT" not in [ins.opname for ins in instrs]:  # (no generator step per instruction)
        return  # no async for: spare the tables below
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
            if not (ins.opname == "GET_ANEXT" and k + 2 < n
                    and instrs[k + 1].opname == "LOAD_CONST" and instrs[k + 1].argval is None
                    and instrs[k + 2].opname == "YIELD_FROM"):
                continue
            exit_ = None
            for entry in rw.entries:
                if entry.start is ins and entry.target is not None and entry.target.opname == "END_ASYNC_FOR":
                    exit_ = entry.target
                    break
            drop = instrs[k + 1 : k + 3]
        if exit_ is None or exit_.opname != "END_ASYNC_FOR" or id(exit_) not in position:
            continue
        after = _next_live(rw, instrs, position[id(exit_)])
        if (after is not None and after.opname == "JUMP" and id(after) not in targets
                and after.target is not None and after.target.offset > ins.offset):
            # 3.12+ lays END_ASYNC_FOR out after the CLEANUP_THROW block and
            # jumps from there to the code after the loop.
            rw.drop(after)
            after = after.target
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
