"""A wrong reading the hunt of fuzz seeds 231-240 on 3.12 and 3.13 of the
twenty-first session found (seed 235 #185, shrunk), already in the code at
that session's start, not fixed yet (3.12 and 3.13; 3.8-3.11 read it right).

Shape: a try body that is a while loop (`while a is None:`, or `while a:`)
whose body is a with statement that returns, then `except ...:` clauses
and a bare `raise` after the try statement. 3.12+ lays that `raise` (the
loop's exit block, the code after the try) right after the with body's
return, before the with's handler and the loop test copied to the bottom;
the table leaves it out of the try's protected range. It was read as the
try body's last statement (after the loop), so the RuntimeError of the
bare raise (no active exception) is caught by the try's own
`except Exception:` clause, which ran (logged) where the original does not.
(`_nested_with_goes_on` rightly says the body goes on after the with's
handler; the gap of the loop's exit block before it is then taken into
the body.) Since the next commit of that session such a raise (no table
row covers it, a jump from the body's loop reaches it) is refused
(`BodyExtentOps._past_gap_without_raise`): the first two cases are a
refusal now, no longer a wrong reading; the third (the loop with an else,
the hunt's unshrunk program) is still read wrong; reading all three right
(the raise after the try statement) is open.
"""

_log = []


class _Cm:
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        _log.append(("enter", self.v))
        return self.v

    def __exit__(self, t, e, tb):
        _log.append(("exit", self.v, t and t.__name__))
        return False


def _run(f, *args):
    del _log[:]
    try:
        out = ("returned", f(*args))
    except Exception as e:
        out = ("raised", type(e).__name__)
    return out, list(_log)


def case_o21_seed235_raise_after_try_holding_while_with_returning():
    def f(a):
        try:
            while a is None:
                with _Cm(a):
                    return a
        except KeyError:
            _log.append("key")
        except Exception:
            _log.append("caught")
        raise

    return [_run(f, None), _run(f, "k")]


def case_o21_seed235_raise_after_try_holding_while_truthy_with_returning():
    def f(a):
        try:
            while a:
                with _Cm(a):
                    return a
        except Exception:
            _log.append("caught")
        raise

    return [_run(f, 1), _run(f, 0)]


# Still read wrong on 3.12/3.13 after the refusal (the hunt's unshrunk
# seed 235 #185): the loop's else (`g(1)`, in the try body, covered) is
# the loop's exit block, the uncovered raise after the try falls out of
# it, reached by no jump, so the refusal's test does not see it; the raise
# is read after the else, in the try body.
def case_o21_seed235_raise_after_try_holding_while_else_with_returning():
    def f(a):
        try:
            while a is None:
                with _Cm(a):
                    return a
            else:
                _log.append("else")
        except KeyError:
            _log.append("key")
        except Exception:
            _log.append("caught")
        raise

    return [_run(f, None), _run(f, "k")]
