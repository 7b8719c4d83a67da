"""Closure cells: a comprehension's own variable named like a cell of the
function (3.13 reads both with LOAD_FAST: the comprehension's is a value)."""


def comprehension_shadows_a_cell():
    base = 10
    add = lambda v: v + base  # noqa: E731 - base is a cell
    out = [base * 2 for base in range(3)]
    pairs = {base: add(base) for base in out}
    return out, pairs, add(1), base
