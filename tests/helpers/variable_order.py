"""Run under the interpreter under test: depyf.pt2.codegen.compile_back
accepts decompiled code whose free and cell variables are the original's in
another order (Python 3.8 orders the free variables of Dynamo's resume
functions differently from what their source compiles to) and gives back
code that takes the original's closure, in the original's order.  No torch
needed.  Prints OK or what went wrong."""

import types

from depyf.pt2.codegen import CodegenFailure, check_compatible, match_variable_order

SOURCE = '''
def outer():
    alpha = beta = gamma = None
    def f(x):
        kept = [x]
        def inner():
            return kept, gamma
        total = x + alpha * 10 + beta * 100
        return total, inner()
    return f
'''


def code_of(src, name):
    module = compile(src, "<order>", "exec")
    for c in module.co_consts:
        if isinstance(c, types.CodeType):
            for d in c.co_consts:
                if isinstance(d, types.CodeType) and d.co_name == name:
                    return d
    raise LookupError(name)


def run(code, closure_values):
    cells = tuple(types.CellType(v) if hasattr(types, "CellType") else _cell(v) for v in closure_values)
    return types.FunctionType(code, {}, "f", None, cells)(1)


def _cell(value):  # Python 3.7 and older have no types.CellType
    return (lambda: value).__closure__[0]


def main():
    new = code_of(SOURCE, "f")
    values = {"alpha": 2, "beta": 3, "gamma": 4}
    want = run(new, [values[n] for n in new.co_freevars])
    # What Dynamo's code has: the same names, reversed.
    order = tuple(reversed(new.co_freevars))
    original = new.replace(co_freevars=order)
    try:
        check_compatible(original, new)
        return "the two orders were not told apart"
    except CodegenFailure:
        pass
    fixed = match_variable_order(original, new)
    if fixed.co_freevars != order:
        return "free variables %s, expected %s" % (fixed.co_freevars, order)
    check_compatible(original, fixed)
    got = run(fixed, [values[n] for n in order])
    if got[0] != want[0] or got[1][1] != want[1][1] or got[1][0] != [1]:
        return "ran to %r, expected %r" % (got, want)
    # other names than the original's: left as they are for the check to refuse
    other = new.replace(co_freevars=("alpha", "beta", "delta")) if len(new.co_freevars) == 3 else None
    if other is not None and match_variable_order(other, new) is not new:
        return "a different set of names was reordered"
    return None


if __name__ == "__main__":
    problem = main()
    print(problem or "OK")
