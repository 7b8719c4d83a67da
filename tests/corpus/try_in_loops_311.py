"""try/except statements inside loops (no break/continue out of them).

Samples that need Python 3.11 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Control-flow shape of 3.11+ (jumps, loops, conditions) that failed to
# decompile (3.8-3.10 read some of them differently: not yet identical
# there).

def elif_after_branch_ending_in_try():
    # 3.11 lays the inner handler out inline, after its body's copy of the
    # return; the elif after it is still the outer try's body.
    out = []

    def emit(mode):
        try:
            msg = 10 // mode
            if mode == 1:
                try:
                    out.append(1 // (mode - 1))
                except ZeroDivisionError:
                    out.append("zero")
                    out.append(msg)
            elif mode == 2:
                out.append(2)
            else:
                out.append(msg)
        except Exception:
            out.append("error")

    for m in (0, 1, 2, 3):
        emit(m)
    return out


# refuse23c (3.12/3.13: refused, 3.12 `if` readings the self-check refused;
# read as the loop now): siblings of try_in_loops.py::
# case_r19b_never_round_while_break_in_second_clause, a while loop that
# never goes round left by an except clause's break while another clause
# falls into the raise after the try: the loop in a for loop, and code
# after the loop (too long to copy: the break jumps there). Here because
# 3.10 reads them wrong (the break clause read as `pass`, the raise after
# the try as its else and after it too: the sample in
# tests/corpus/_open/refuse23c_never_round_while_clause_break_jumped_310.py).
def _refuse23c_raise_at(log, n, at):
    log.append(n)
    if n == at:
        raise KeyError(n)
    if n == at + 1:
        raise TypeError(n)


def _refuse23c_run(f):
    out = []
    for at in (1, 0, 5, 2):
        log = []
        try:
            out.append((f(log, 0, at), log))
        except (KeyError, TypeError) as e:
            out.append((type(e).__name__, e.args, repr(e.__context__), log))
    return out


def case_refuse23c_never_round_while_break_in_clause_in_for():
    def f(log, n, at):
        for m in (1, 2):
            while n < 3:
                n += 1
                try:
                    _refuse23c_raise_at(log, n, at)
                except TypeError:
                    log.append("t")
                except KeyError:
                    break
                raise KeyError(n)
            log.append(m)
        return n

    return _refuse23c_run(f)


def case_refuse23c_never_round_while_break_in_clause_then_code_after_loop():
    def f(log, n, at):
        while n < 3:
            n += 1
            try:
                _refuse23c_raise_at(log, n, at)
            except TypeError:
                log.append("t")
            except KeyError:
                break
            raise KeyError(n)
        log.append("after")
        return n * 2

    return _refuse23c_run(f)
