"""Open samples of with statements leaving loops (see ../with_exits_in_loops.py)."""


class _R21eCm:
    def __init__(self, log, name, swallow):
        self.log = log
        self.name = name
        self.swallow = swallow

    def __enter__(self):
        self.log.append(("enter", self.name))

    def __exit__(self, *exc):
        self.log.append(("exit", self.name, exc[0] is not None))
        return self.swallow


def _r21e_step(log, x, at):
    log.append(x)
    if x == at:
        raise KeyError(x)


# r21e (found probing siblings of the r21a samples): a with ending an
# except clause in a for loop, its body ending in `continue`, code after
# the try. 3.13 reads it WRONG: the `continue` written after the with, so a
# swallowed exception goes round the loop instead of on to the code after
# the try. 3.13 lays the swallow path's cleanup block right before the
# clause's own exit (`POP_EXCEPT; JUMP_BACKWARD_NO_INTERRUPT` to the code
# after the try, no jump between), while the body leaves by `POP_EXCEPT;
# JUMP_BACKWARD` to the loop's head: the two exits differ, yet the body's
# way out is read as the clause's end (code_after_leaving finds no rule;
# swallow_reads_on_in_clause wants the swallow path to jump there). 3.8-3.12
# read it right (3.11 since r21e).
def case_r21e_with_continue_ending_clause_then_code_after_try():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                log.append("z")
                with _R21eCm(log, "b", swallow):
                    _r21e_step(log, x, at)
                    continue
            log.append("after try")
        return len(log)

    out = []
    for xs in ([1, 2], [0, 5], [0, 0], []):
        for swallow in (False, True):
            for at in (-1, 0, 5):
                log = []
                try:
                    out.append((f(log, xs, swallow, at), log))
                except (ZeroDivisionError, KeyError) as e:
                    out.append((type(e).__name__, log))
    return out
