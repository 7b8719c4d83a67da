"""3.9-3.13 (refused, open; found by the lead writing a sample): a
comprehension's `for y in [expr]` is compiled as an assignment (3.9's
optimisation of that idiom: no iteration), which the comprehension reader
does not recognise: "comprehension body not understood". 3.8 iterates a
one-item tuple and reads it (`for y in (expr,)`)."""


def case_comprehension_for_in_one_item_list():
    def f(pts):
        return [(a, log) for a in pts for log in [[]]]

    def h(pts):
        return [y for a in pts for y in [a * 2]]

    return f((1, 2)), h((1, 2))
