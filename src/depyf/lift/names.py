"""Source order read back from co_names.

The compiler numbers global and attribute names in the order the source
mentions them, while the bytecode may lay code out in another order (a try's
else before its handlers, copies of small exits). Where two spellings compile
to the same instructions, co_names tells which one was written.
"""

import opcode

# Normalised opnames that read their argument from co_names.
NAME_OPS = frozenset(opcode.opname[op] for op in opcode.hasname) | {"LOAD_METHOD", "LOAD_SUPER_METHOD"}


def _introduced(instrs, ranges, seen):
    """Names first used in the (lo, hi) ranges read in that order."""
    seen = set(seen)
    out = []
    for lo, hi in ranges:
        for ins in instrs[lo:hi]:
            if ins.opname in NAME_OPS and ins.argval not in seen:
                seen.add(ins.argval)
                out.append(ins.argval)
    return out


def written_first(code, instrs, first, second, before):
    """Whether the source mentions the code range `first` before the range
    `second` (both (lo, hi) index pairs): True, False, or None when the
    names they introduce (not used in instrs[:before]) cannot tell."""
    seen = _introduced(instrs, [(0, before)], ())
    in_order = _introduced(instrs, [first, second], seen)
    swapped = _introduced(instrs, [second, first], seen)
    if in_order == swapped:
        return None
    index = {name: k for k, name in enumerate(code.co_names)}
    actual = sorted(in_order, key=index.__getitem__)
    if actual == in_order:
        return True
    if actual == swapped:
        return False
    return None
