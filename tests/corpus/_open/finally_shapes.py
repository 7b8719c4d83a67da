"""Open: a finally body ending in a with statement or an if/else, then a
return, inside a function: 3.10 reads its normal copy into the try body
(the decompiled function runs the finally body twice). See README.md."""


# 3.11+: a finally body that ends in `return value` after a compound
# statement: the normal copy after the try body holds the value and the
# return inline at each way in (the branches of an if, a with's swallow
# path), where the handler copy jumps to one block; and jumps in the
# copies (a for loop's) reach matching places. (The nesting corpus:
# `try: g() finally: with cm(a): pass; return a`.)
def case_finally_if_else_then_return():
    log = []

    def f(a, xs):
        try:
            log.append(a)
        finally:
            if a in xs:
                log.append(0)
            else:
                log.append(1)
            return a

    return f(1, [1]), f(2, [1]), log


def case_finally_with_then_return():
    class Ctx:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append("exit")

    log = []

    def f(a):
        try:
            log.append(a)
        finally:
            with Ctx():
                pass
            return a

    return f(1), log
