"""Open: readings that run differently (not fixed yet; see README.md)."""


# 3.12 and 3.13 (3.11 reads it right). Found 2026-12-06 by running the
# mismatched fuzz programs of seed 15 side by side with their originals
# (fuzz seed 15 #545; its for loop shape is fixed: loop_else.py,
# `wf15_for_else_break_in_clause_raise`). A while loop with an else whose
# body's try clause breaks, and a bare `raise` after the loop: the `break`
# (`POP_EXCEPT`, then a jump to the code after the else) became a copy of
# that code. The reading writes the copy as the clause's own `raise` (it
# re-raises the clause's exception; the original raises RuntimeError) and
# the loop's else as code after the loop (run after the `break` too). The
# loop's reader finds no jump of a `break` to tell where the else ends, and
# no iterator pop marks the copy as a `break` (for loops: `orphan_break`).
# The behaviour grid, which supplies `g`, shows it.
def open_while_else_break_in_clause(a, xs):
    while xs:
        try:
            g(0)
        except ValueError:
            break
    else:
        g(1)
    raise
