"""Open: readings that run differently (not fixed yet; see README.md).
Found 2026-12-06 by `python -m depyf.verify.hunt` (the fuzz mismatches of
seeds 13-20 run side by side at 40 argument points under the three
preludes)."""


# 3.10, 3.11 and 3.12 (3.8, 3.9 read it exactly; 3.13 reads it right).
# An if test that is a conditional expression whose first arm folds to
# false (`c and None`), nested in an if with an else: the reading writes
# `if not b: if c: return None` and the outer if's else after the
# statement, so with a true, b and c false it calls the else's `g(1)`,
# which the original never does. The same family as
# folded_constant_conditions.py (3.12), another shape. Fuzz seed 13 #672
# (3.10, 3.11), minimised by hand.
def case_wh15_folded_arm_if_test_in_if_with_else():
    def f(a, b, c, d, log):
        if a:
            if (c and None) if not b else d:
                log.append(1)
        else:
            log.append(2)

    out = []
    for a in (0, 1):
        for b in (0, 1):
            for c in (0, 1):
                for d in (0, 1):
                    log = []
                    f(a, b, c, d, log)
                    out.append(log)
    return out

