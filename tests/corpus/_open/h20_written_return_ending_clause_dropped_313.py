"""3.13 (found by open20 while siblings of fuzz 3.13 seed 9 #995 were
tried; main reads them so too): an if body whose try's body never
finishes (a with that returns) and whose except clause ends in a written
`return` (3.13 keeps it, on a line of its own, after the POP_EXCEPT), the
if followed by more code. The clause's `return` is dropped: the clause
falls on into the code after the if (extra g(2)/g(3) calls). 3.12
refuses these; 3.11 reads them right."""

_L = []


class _Cm:
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        _L.append(("enter", self.v))
        if self.v == 2:
            raise ValueError(self.v)
        return self.v

    def __exit__(self, kind, value, tb):
        _L.append(("exit", self.v))
        return False


def g(v):
    _L.append(("g", v))


def _drive(f):
    out = []
    for a, b in ((0, 2), (1, 2), (2, 0), (2, 2), (3, 4), (0, 0)):
        del _L[:]
        try:
            out.append((f(a, b), list(_L)))
        except Exception as e:
            out.append((type(e).__name__, list(_L)))
    return out


def case_h20_written_return_in_clause_in_nested_if():
    def f(a, b):
        if b:
            if a:
                try:
                    with _Cm(a) as x, _Cm(b) as y:
                        return
                except ValueError:
                    g(1)
                    return
            g(2)
        g(3)
    return _drive(f)


def case_h20_written_return_in_clause_then_code():
    def f(a, b):
        if a:
            try:
                with _Cm(a) as x:
                    return
            except ValueError:
                g(1)
                return
        g(2)
        if b:
            g(4)
    return _drive(f)


def case_h20_written_return_in_loop():
    def f(a, b):
        for i in range(2):
            if a:
                try:
                    with _Cm(a) as x:
                        return
                except ValueError:
                    g(1)
                    return
            g(2)
        g(3)
    return _drive(f)


def case_h20_written_return_in_while_true():
    def f(a, b):
        while True:
            if a:
                try:
                    with _Cm(b) as x:
                        return
                except ValueError:
                    g(1)
                    return
            g(2)
            break
        g(3)
    return _drive(f)

