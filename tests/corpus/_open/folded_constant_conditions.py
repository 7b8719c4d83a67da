"""Open: readings that run differently (not fixed yet; see README.md)."""


# 3.12 only (3.11 and 3.13 read it right). Found 2026-12-06 by running the
# mismatched fuzz programs of seed 11 side by side with their originals
# (fuzz seed 11 #733). The if test is a conditional expression whose first
# arm the compiler folds away (`None and 1`: always false) and whose second
# arm ends in `(0 if a else 0)` (always false too): the reading writes
# `if not c: if a: return ... else: pass` and then `g(1)`, so with c and a
# both false it calls g(1), which the original never does (the behaviour
# grid, which supplies `g`, shows it).
def folded_ternary_arms_in_if_test(a, c):
    if ((None and 1) if g(a) else (c or (0 if a else 0))):
        g(1)
    return not a
