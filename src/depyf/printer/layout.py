"""Line layout of decompiled expressions.

From 3.12 the compiler's jump optimisations look at line numbers: a
comprehension whose `if` stood on a line of its own compiles to other jumps
than the same comprehension on one line.  The lifter marks each expression
node with the source line of the instruction that made it (`_line`); here
every expression learns the first line it covers (`_start`), and the printer
starts a new line inside brackets where the original did.
"""

import ast


def mark_start_lines(order):
    """Set `_start` on every node below a statement that has lines inside it.

    `order`: (node, child nodes) pairs, parents before children
    (defaults.fill_missing_fields gives them)."""
    stmt = ast.stmt
    for node, kids in reversed(order):  # children before their parents
        if isinstance(node, stmt):
            continue
        start = getattr(node, "_line", None)
        for child in kids:
            child_start = getattr(child, "_start", None)
            if child_start is not None and (start is None or child_start < start):
                start = child_start
        if start is not None:
            node._start = start
