"""Open (loop_grid, gen23; 3.10 only, read right on 3.8/3.9 and 3.11+): a
while loop with a test and an else, whose body ends in a try statement
whose body continues and whose except clause breaks. The clause's break
(`POP_EXCEPT; JUMP_FORWARD` past the loop's else) is read as falling off
the try statement, then a `continue`: the loop goes round instead of
leaving, and its else runs. Program 545 of the 3.10 grid
(`depyf.verify.loop_grid`, listed in its KNOWN_WRONG)."""


def case_gen23_while_test_else_try_continue_except_break():
    log = []

    def f(xs):
        i = 0
        while i < len(xs):
            x = xs[i]
            i += 1
            try:
                y = 10 // x
                log.append(("a", x))
                continue
            except ZeroDivisionError:
                break
        else:
            log.append("else")
        log.append("done")
        return "end"

    return [f([1, 2, 0, 5]), f([3]), f([]), log]
