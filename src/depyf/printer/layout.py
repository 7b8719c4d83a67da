"""Line layout of decompiled expressions.

From 3.12 the compiler's jump optimisations look at line numbers: a
comprehension whose `if` stood on a line of its own compiles to other jumps
than the same comprehension on one line.  The lifter marks each expression
node with the source line of the instruction that made it (`_line`); here
every expression learns the first line it covers (`_start`), and the printer
starts a new line inside brackets where the original did.

The marks are set in the one walk before printing (prepare.py): an
expression's `_start` is the least of its own `_line` and its children's
`_start`; statements get none (their lines are their own).
"""
