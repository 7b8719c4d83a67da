"""Finally shapes decompiled to code that runs differently (see README.md)."""


# 3.10 (the blocks readers; fuzz seed 3 #539, still running differently
# after the two-deep shapes moved to finally_holding_try.py): finally
# bodies three deep, the innermost ending in a loop whose exit is a copy
# of the closing RERAISE. In the outermost handler copy the middle
# statement's normal copy is not recognised (its ways out are RERAISE
# copies, not the `return n` copied in the normal copy), so the finally
# body read there holds a copy of its own finally body; the outer normal
# copy then does not compare and is read into the try body.
def case_finally_three_deep_ending_in_loop():
    log = []

    def f(n):
        try:
            log.append("a")
        finally:
            try:
                log.append("b")
            finally:
                try:
                    log.append("c")
                finally:
                    while n > 0:
                        n -= 1
                        log.append(n)
        return n

    return f(2), log
