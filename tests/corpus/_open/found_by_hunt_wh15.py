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


# 3.10 and 3.12 (3.13 reads it exactly): the shape of
# try_except_exits.py::case_wh15_reraise_after_clause_break with `raise
# KeyError(n)` after the loop: read as the clause's own raise, the new
# exception chains the clause's (`__context__` a ZeroDivisionError) where
# the code's chains none. The bare raise's refusal (exceptions_shared.
# refuse_unwound_reraises) would cover it if it took every raise, but 3.10's
# fuzz record (seed 3 #183) holds such a raise in a clause never reached,
# which would then be refused. Found reading the bare raise's shape (the
# hunt compares no `__context__`).
def case_wh15_raise_after_clause_break_chains_nothing():
    def f(n, log):
        for v in range(n):
            try:
                log.append(1 // v)
            except ZeroDivisionError:
                break
        else:
            log.append("else")
        raise KeyError(n)

    out = []
    for n in (0, 1, 2):
        log = []
        try:
            out.append(f(n, log))
        except KeyError as e:
            out.append((type(e.__context__).__name__, log))
    return out
