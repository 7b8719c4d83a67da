"""The superinstructions: one instruction doing the work of two (3.13 fuses
two accesses to locals on one line), each with the two it stands for.

Everything that reads bytecode splits them by this one table: the decoder
(whose argument names two locals), normalisation (the lifter sees the two
halves), the round-trip oracle and the checks of Dynamo's code in `pt2/`.
"""

SUPERINSTRUCTIONS = {
    "LOAD_FAST_LOAD_FAST": ("LOAD_FAST", "LOAD_FAST"),
    "STORE_FAST_LOAD_FAST": ("STORE_FAST", "LOAD_FAST"),
    "STORE_FAST_STORE_FAST": ("STORE_FAST", "STORE_FAST"),
}
