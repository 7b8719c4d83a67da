"""The superinstructions: one instruction doing the work of two (3.13 fuses
two accesses to locals on one line), each with the two it stands for, per
CPython version.

Everything that reads bytecode splits them by this one table: the decoder
(whose argument names two locals), normalisation (the lifter sees the two
halves), the round-trip oracle and the checks of Dynamo's code in `pt2/`.
The version records (`bytecode/versions/`) take their version's row.
"""

_FAST_PAIRS_313 = {
    "LOAD_FAST_LOAD_FAST": ("LOAD_FAST", "LOAD_FAST"),
    "STORE_FAST_LOAD_FAST": ("STORE_FAST", "LOAD_FAST"),
    "STORE_FAST_STORE_FAST": ("STORE_FAST", "STORE_FAST"),
}

SUPERINSTRUCTIONS_BY_VERSION = {
    (3, 8): {},
    (3, 9): {},
    (3, 10): {},
    (3, 11): {},
    (3, 12): {},
    (3, 13): dict(_FAST_PAIRS_313),
    # 3.14 adds the pair of borrowed loads (opcodes_3_14.json).
    (3, 14): dict(_FAST_PAIRS_313, LOAD_FAST_BORROW_LOAD_FAST_BORROW=("LOAD_FAST_BORROW", "LOAD_FAST_BORROW")),
}

# Every version's, by name (no name fuses different halves in two
# versions): for the readers of the running interpreter's code.
SUPERINSTRUCTIONS = {}
for _table in SUPERINSTRUCTIONS_BY_VERSION.values():
    SUPERINSTRUCTIONS.update(_table)
