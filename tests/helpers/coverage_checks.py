"""Run under the interpreter under test: pt2's evidence checks
(`check_coverage`, `check_locals_flow`) compare the code Dynamo made with
the code compiled back from the dump.  Dynamo emits one LOAD_FAST/STORE_FAST
per local; 3.13's compiler fuses two on one line into a superinstruction
(LOAD_FAST_LOAD_FAST, STORE_FAST_LOAD_FAST, STORE_FAST_STORE_FAST).  The
checks must read both halves, or correct code falls back to torch's.

Usage: coverage_checks.py CASE; prints OK or what went wrong.
"""

import sys

from depyf.pt2.codegen import CodegenFailure, check_coverage, check_locals_flow


def code_of(src, name="f"):
    ns = {}
    exec(compile(src, "<case>", "exec"), ns)
    return ns[name].__code__


# Each local access on a line of its own: never fused (Dynamo's shape).
SPREAD = """
def f(a, b):
    t = (a,
         b)
    u, v = t
    w = u
    return (w,
            v)
"""
# The same program written compactly: fused on 3.13 (`u, v = t` stores with
# STORE_FAST_STORE_FAST: unread, the later read of u was "unset").
FUSED = """
def f(a, b):
    t = (a, b)
    u, v = t
    w = u; return (w, v)
"""
# Loses the read of b (3.13: LOAD_FAST_LOAD_FAST a, a).
LOST = """
def f(a, b):
    t = (a, a)
    u, v = t
    w = u; return (w, v)
"""
# Reads x before any store of it (the store is fused with another).
UNSET = """
def f(a):
    y = x; x = a
    return y
"""

# A store into a slice: Dynamo's code builds the slice and stores with
# STORE_SUBSCR; 3.12+ compiles `x[:] = v` to STORE_SLICE, the same store.
SLICE_BUILT = """
def f(x):
    x[slice(None, None)] = [1]
"""
SLICE = """
def f(x):
    x[:] = [1]
    slice(None, None)
"""


# The store removed on purpose by the Dynamo cleanup, which names it as the
# interpreter spells it (STORE_SLICE on 3.12+).
SLICE_ELIDED = """
def f(x):
    [1], x
    slice(None, None)
"""


def case_slice():
    check_coverage(code_of(SLICE_BUILT), code_of(SLICE))
    from depyf.pt2.dynamo_cleanup import Elided

    elided = Elided()
    elided.op("STORE_SLICE" if sys.version_info >= (3, 12) else "STORE_SUBSCR")
    check_coverage(code_of(SLICE_BUILT), code_of(SLICE_ELIDED), elided)
    check_coverage(code_of(SLICE), code_of(SLICE_ELIDED), elided)

# A closure passing on its free variable's cell (Dynamo's code for a closure
# does, to make its resume function): 3.13 loads the cell with LOAD_FAST,
# a read of a free variable, which is always bound.
CELL = """
def outer(func):
    def wrapper(x):
        return (lambda: func).__closure__[0]
    return wrapper
"""


def case_cell():
    check_locals_flow(_nested(code_of(CELL, "outer"), "wrapper"))


def _nested(code, name):
    import types

    return [c for c in code.co_consts if isinstance(c, types.CodeType) and c.co_name == name][0]


def case_fused():
    check_coverage(code_of(SPREAD), code_of(FUSED))
    check_locals_flow(code_of(FUSED))


def case_lost():
    try:
        check_coverage(code_of(SPREAD), code_of(LOST))
    except CodegenFailure as e:
        if "no longer reads ['b']" not in str(e):
            raise AssertionError("wrong reason: %s" % e)
    else:
        raise AssertionError("a lost read of b passed")
    try:
        check_locals_flow(code_of(UNSET))
    except CodegenFailure as e:
        if "'x' where it is unset" not in str(e):
            raise AssertionError("wrong reason: %s" % e)
    else:
        raise AssertionError("a read of an unset local passed")


def _code_objects(code):
    import types

    yield code
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            yield from _code_objects(c)


def case_compiled():
    """The check's one-pass profile of code compiled back (`_compiled_profile`)
    gives what `_profile` and `check_locals_flow` read off the decoder's
    pairs, on every code object of the corpus and the cases above, compiled
    by this interpreter."""
    import glob
    import os

    from depyf.pt2.codegen import _compiled_profile, _LOCAL_FLOW, _profile

    corpus = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "corpus")
    sources = [SPREAD, FUSED, LOST, UNSET, SLICE_BUILT, SLICE, SLICE_ELIDED, CELL]
    for path in sorted(glob.glob(os.path.join(corpus, "**", "*.py"), recursive=True)):
        with open(path, encoding="utf-8") as f:
            sources.append(f.read())
    checked = 0
    for src in sources:
        try:
            module = compile(src, "<case>", "exec")
        except SyntaxError:  # (a sample of a later version's syntax)
            continue
        for code in _code_objects(module):
            names, consts, reads, counts, instrs = _profile(code)
            one_pass = _compiled_profile(code)
            if one_pass is None or one_pass[:4] != (names, consts, reads, counts):
                raise AssertionError("the one-pass profile of %s differs" % code.co_name)
            if one_pass[4] != [(op, arg) for op, arg in instrs if op in _LOCAL_FLOW]:
                raise AssertionError("the one-pass local accesses of %s differ" % code.co_name)
            checked += 1
    print("%d code objects" % checked)


CASES = {"compiled": case_compiled, "fused": case_fused, "lost": case_lost, "slice": case_slice, "cell": case_cell}


def main(case):
    try:
        CASES[case]()
    except (AssertionError, CodegenFailure) as e:
        print("FAIL: %s" % e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
