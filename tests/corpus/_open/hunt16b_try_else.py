"""A wrong reading the hunt found on 3.13 (seed 21) and left open (hunt16b).
Run with
`PYTHONPATH=src ~/.pyenv/versions/3.13.*/bin/python -m depyf.verify.corpus tests/corpus/_open --failures 50`.
"""


class _Hb16Cm:
    """Logs its exit; swallows the exception when told."""

    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind and kind.__name__))
        return self.swallow


# 3.13: a try body that is an if whose body is a while loop holding a with
# that raises and code after the with, the code after the try two
# statements (too long to copy): read as the try's else, where the clause
# falling off returned None (wrong reading; with the code after the try a
# single short return, try_except_exits.py::case_hb16_loop_exit_copy_after_raise_in_try
# reads right). Found by the hunt, 3.13 seed 21 program 552 (except*
# clauses there, plain except clauses show it too).
def case_hb16_code_after_try_read_as_else_after_loop_with():
    def f(log, a, b, swallow):
        try:
            if a and b:
                while a:
                    with _Hb16Cm(log, swallow):
                        a -= 1
                        raise ValueError(a)
                    log.append(("after with", a))
            else:
                log.append("else")
        except ValueError:
            log.append("clause")
        x = not a
        return [x, not b]

    out = []
    for a, b, swallow in ((1, 1, False), (2, 1, True), (0, 1, False)):
        log = []
        out.append((f(log, a, b, swallow), log))
    return out
