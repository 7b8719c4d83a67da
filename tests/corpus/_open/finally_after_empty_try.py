"""Open (found by jumpNew11 while reducing fuzz 3.12 seed 1 #17): a wrong
reading on 3.12/3.13 of `try: pass` / `finally: y = (x or f()) if c else b`.
The finally body's normal copy and its copy for exceptions read differently
(the normal one as a conditional expression, its arms each ending in a copy
of `y = ...; return None`; the exception one as an if/else, its arms ending
in copies of the re-raise): the normal copy was not stripped from the try
body, so the decompiled function runs the finally body twice (f called
twice):

    try:
        y = a or f(a) if c else b
        return None
    finally:
        if c: y = a or f(a)
        else: y = b
"""


def case_empty_try_finally_ternary_of_or():
    calls = []

    def f(v):
        calls.append(v)
        return v

    def run(a, b, c):
        try:
            pass
        finally:
            y = a or f(a) if c else b

    run(0, 1, 1)
    run(2, 1, 0)
    return calls
