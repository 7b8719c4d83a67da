"""Two wrong readings a last hunt of the twentieth session found (fuzz
seeds 181-190 on 3.12 and 3.13, shrunk), already in the code at that
session's start, not fixed yet.

- seed 184 #761 (3.12 and 3.13): a `match` whose first case body ends in a
  try/finally whose finally body ends in an `if` (its test's false jump goes
  past the match), the cases after it `pass`, then `case _: g(4)`: the
  default's body read after the match, so case 1 runs g(4) too.
- seed 188 #921 (3.13): `while True:` holding a match whose first case is a
  try/except/else with a nested try/except/else in the clause (a
  `yield from` in the inner clause), then `continue` after the try: the
  `continue` read inside the outer else, so after the clause the loop runs
  the code after the match (`g(a)`) where the original goes round.
"""


def case_h20_seed184_finally_if_ending_first_case_before_default():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b):
        match a:
            case 1:
                try:
                    g(0)
                finally:
                    if a and b:
                        pass
            case [p, q] if p:
                pass
            case {"k": r}:
                pass
            case _:
                g(4)

    out = []
    for a, b in ((1, 0), (1, 1), (2, 0), ([1, 2], 0), ({"k": 1}, 0)):
        del log[:]
        out.append((f(a, b), list(log)))
    return out


def case_h20_seed188_continue_after_try_in_case_in_while_true():
    log = []

    def g(x):
        log.append(x)
        if x == 0 and len(log) % 2:
            raise ValueError(x)
        if len(log) > 12:
            raise KeyError("stop")
        return x

    def f(a, xs):
        while True:
            match a:
                case 1:
                    try:
                        g(0)
                    except ValueError as e:
                        try:
                            g(0)
                        except ValueError as e:
                            yield from xs
                        else:
                            pass
                    else:
                        g(2)
                    continue
                case [p, q] if p:
                    pass
                case _:
                    pass
            g(a)

    out = []
    for a in (1, 2):
        del log[:]
        try:
            out.append(list(f(a, (7, 8))))
        except KeyError as e:
            out.append(("stopped", e.args))
        out.append(list(log))
    return out
