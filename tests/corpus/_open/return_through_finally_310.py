"""3.10 (mismatch, open): `return c` through a finally body whose normal
copy branches (`if a: ...`, a loop) reads as the finally then `return c`
after the statement; the bytecode differs (the return copied onto each way
out of the copy). 3.11+ reads it (try_finally_exits_311.py::
case_m23_constant_return_through_finally_if)."""


def case_return_through_finally_if_310():
    def branch(a, log):
        try:
            log.append(a)
            return "r"
        finally:
            if a:
                log.append("f")

    out = []
    for a in (0, 2):
        log = []
        out.append((branch(a, log), log))
    return out
