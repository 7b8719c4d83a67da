"""3.13 wrong reading (found by `depyf.verify.hunt --seeds 7 --versions 3.13`,
program #790, on the interim merge 1abb745b, before rec23's change): in a for
loop, an if/else whose if body is a try/except/else (the else returning) and
whose else is a call, followed by an if whose test folds to false (compiled
to nothing: every branch jumps back to the loop head). 3.13 reads the else's
call after the if/else (the `else:` dropped) and the clause falls into it, so
a caught exception runs the else's call too. 3.12 reads it right (the clause
ends in `continue`, a mismatch that runs the same); 3.8-3.11 identical."""


def _g(log, x):
    log.append(x)
    if x == 0:
        raise ValueError(x)
    return x


def case_rec23_else_lost_before_folded_if_in_for():
    def f(log, a):
        for v in (1, 2):
            if a is None:
                try:
                    _g(log, 0)
                except ValueError as e:
                    _g(log, 1)
                else:
                    return
            else:
                _g(log, 2)
            if None and a:
                _g(log, 3)
        return a

    out = []
    for a in (None, 1):
        log = []
        out.append((f(log, a), log))
    return out
