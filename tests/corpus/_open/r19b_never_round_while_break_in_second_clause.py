"""3.13 wrong reading (found by refuse19b, writing siblings of
try_in_loops.py::case_hb18_try_two_clauses_break_then_raise_in_if_in_while_in_with):
a while loop whose body always leaves (the raise after the try statement;
the second clause's `break`) never goes round, so 3.13 leaves no jump back;
the loop is read as `if n < 3:` and the break clause, whose jump was
threaded into a copy of `return n`, as `pass`: the raise after the
statement then runs when the clause catches (the original returns n).
3.11 and 3.12 refuse it ("unstructured jump"; "would lose 1 call, 1
raise")."""


def _r19b_raise_at(log, n, at):
    log.append(n)
    if n == at:
        raise KeyError(n)
    if n == at + 1:
        raise TypeError(n)


def case_r19b_never_round_while_break_in_second_clause():
    def f(log, a, n, at):
        while n < 3:
            n += 1
            try:
                _r19b_raise_at(log, n, at)
            except ValueError:
                log.append("v")
            except (KeyError, TypeError):
                break
            raise KeyError(n)
        return n

    out = []
    for at in (1, 0, 5):
        log = []
        try:
            out.append((f(log, 1, 0, at), log))
        except KeyError as e:
            out.append(("KeyError", e.args, log))
    return out
