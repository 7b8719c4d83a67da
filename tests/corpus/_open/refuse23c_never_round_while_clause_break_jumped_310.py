"""3.10 wrong reading (found by helper refuse23c's samples, now in
try_in_loops_311.py): a while loop that never goes round, left by a `break`
ending an except clause that jumps to the code after the loop (too long to
copy), while another clause falls into the raise after the try statement.
3.10 reads it as an if statement: the break clause as `pass`, the raise after
the try both as the try's else and after it, so the clause that broke out
raised instead (`loop_left_from_clause` takes only a copy of the exit block
for the break; read as the loop on trial, the try reader takes the clause's
jump to the loop's exit for the end of the statement, `pass`). 3.8/3.9 and
3.11-3.13 read it right."""


def _raise_at(log, n, at):
    log.append(n)
    if n == at:
        raise KeyError(n)
    if n == at + 1:
        raise TypeError(n)


def _run(f):
    out = []
    for at in (1, 0, 5, 2):
        log = []
        try:
            out.append((f(log, 0, at), log))
        except (KeyError, TypeError) as e:
            out.append((type(e).__name__, e.args, repr(e.__context__), log))
    return out


def case_never_round_while_break_in_clause_then_code_after_loop():
    def f(log, n, at):
        while n < 3:
            n += 1
            try:
                _raise_at(log, n, at)
            except TypeError:
                log.append("t")
            except KeyError:
                break
            raise KeyError(n)
        log.append("after")
        return n * 2

    return _run(f)


def case_never_round_while_break_in_clause_in_for():
    def f(log, n, at):
        for m in (1, 2):
            while n < 3:
                n += 1
                try:
                    _raise_at(log, n, at)
                except TypeError:
                    log.append("t")
                except KeyError:
                    break
                raise KeyError(n)
            log.append(m)
        return n

    return _run(f)
