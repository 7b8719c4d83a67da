"""3.13 (found by the hunt, 3.13 seed 9 program 995, minimised by hand;
main reads it so too): an elif branch whose body is a try/except* whose
body is a two-item with that returns, then more elif/else branches. The
code after the if statement was read as following the elif's try (`if
a: ... else: <try>` then a fresh `if a: g(2) else: g(3)`), so the clause
falling off ran the else branch too."""

_LOG = []


class _Cm:
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        _LOG.append(("enter", self.v))
        if self.v == 2:
            raise ValueError(self.v)
        return self.v

    def __exit__(self, kind, value, tb):
        _LOG.append(("exit", self.v, kind and kind.__name__))
        return False


def _g(v):
    _LOG.append(("g", v))


def case_except_star_two_item_with_returning_in_elif():
    def f(a, b):
        if a == 1:
            _g(0)
        elif not (a and b):
            try:
                with _Cm(a) as x, _Cm(b) as y:
                    return
            except* ValueError:
                _g(1)
        elif a:
            _g(2)
        else:
            _g(3)

    out = []
    for a, b in ((0, 2), (1, 2), (0, 0), (3, 4)):
        del _LOG[:]
        out.append((f(a, b), list(_LOG)))
    return out
