"""What a mismatching round trip may have lost: effects of the original
that the recompiled code performs fewer times.

Bytecode identity says whether two code objects are the same; it does not
say whether a difference matters.  Most mismatches are another spelling of
the same program (a copied exit written once, a condition the other way
round).  A mismatch whose recompiled code makes fewer calls, raises, stores
into attributes or subscripts, yields or imports than the original is
likely to have dropped or moved a statement: wrong code, which the sweep
reports apart.  Only a hint (read with `dis`'s opcode table, independent of depyf's own
reader): a call the compiler duplicated into several exits is counted each
time, so an exit written differently can look like a loss.
"""

import dis

from .bytecode.code_record import is_code

_COUNTED = {
    "RAISE_VARARGS": "raise",
    "STORE_ATTR": "store attribute",
    "DELETE_ATTR": "delete attribute",
    "STORE_SUBSCR": "store subscript",
    "DELETE_SUBSCR": "delete subscript",
    "STORE_SLICE": "store subscript",
    "YIELD_VALUE": "yield",
    "IMPORT_NAME": "import",
    "STORE_GLOBAL": "store global",
}


def _kind(name):
    if name.startswith("CALL") and name not in ("CALL_INTRINSIC_1", "CALL_INTRINSIC_2", "CALL_FINALLY"):
        return "call"
    if name == "LOAD_SUPER_ATTR":
        return "call"  # 3.12+ `super().x` in one instruction: the super() call
    return _COUNTED.get(name)


# opcode -> effect kind, from `dis`'s table (no decoding of depyf's own)
_KIND_OF_OP = {op: _kind(name) for op, name in enumerate(dis.opname) if _kind(name)}


def effect_counts(code, counts=None):
    """{effect: how often its instruction appears} over `code` and its nested code.

    Reads co_code directly (two bytes an instruction; inline caches are the
    CACHE opcode, counted as nothing): the check runs on every decompile."""
    counts = {} if counts is None else counts
    ops = code.co_code[::2]
    for op, kind in _KIND_OF_OP.items():
        n = ops.count(op)
        if n:
            counts[kind] = counts.get(kind, 0) + n
    for const in code.co_consts:
        if is_code(const):  # a CodeRecord when the code's own interpreter checks it
            effect_counts(const, counts)
    return counts


def lost_effects(original, recompiled):
    """{effect: how many fewer} where `recompiled` performs fewer than `original`."""
    return fewer(effect_counts(original), effect_counts(recompiled))


def fewer(before, after):
    """{effect: how many fewer} between two `effect_counts`."""
    return {k: n - after.get(k, 0) for k, n in sorted(before.items()) if n > after.get(k, 0)}
