"""3.10 (mismatch, open): `else: pass` ending a named except clause before
a return reads without the else; the bytecode differs. 3.12+ reads it
(try_except_exits_311.py::case_m23_else_pass_in_clause)."""


def case_else_pass_in_named_clause_310():
    def named(a, log):
        try:
            log.append(1 // a)
        except ZeroDivisionError as e:
            if log:
                log.append(e.args)
            else:
                pass
        return a

    out = []
    for a in (0, 1):
        for log in ([], [5]):
            out.append((named(a, log), log))
    return out
