"""Wrong reading left open by hunt17b (fuzz 3.12 seed 58 #935, 3.12/3.13,
wrong at 4443c69e too). Run with
`PYTHONPATH=src ~/.pyenv/versions/3.12.*/bin/python -m depyf.verify.corpus tests/corpus/_open --failures 50`.
"""


def _hb17_open_raise_at(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


# 3.12/3.13: `while True:` whose body is an if/elif, the elif's body a
# try/except then `break`, code after the loop: the `break` is read inside
# the except clause (`except ValueError: ...; break`), so when the try body
# finishes the loop goes round for ever. (Without the code after the loop,
# or without the first branch, it reads right; 3.11 reads right.)
def case_hb17_break_after_try_in_elif_in_while_true():
    def f(log, a, xs, at):
        while True:
            if a < 0:
                log.append(3)
                a += 1
            elif a in xs:
                try:
                    _hb17_open_raise_at(log, a, at)
                except ValueError:
                    log.append(2)
                break
        log.append(4)
        return log

    return [f([], 1, (1, 2), -1), f([], 1, (1, 2), 1), f([], -1, (0,), 0)]
