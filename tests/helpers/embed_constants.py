"""Run under the interpreter under test: depyf.pt2.codegen.embed_constants
turns reads of named constants into LOAD_CONSTs of the objects (no torch
needed), so decompiled Dynamo code runs with nothing installed in its
globals. Prints OK or what went wrong."""

import sys

from depyf.pt2.codegen import CodegenFailure, embed_constants

SOURCE = '''
def f(x, n):
    g = __const_0                # a plain read
    y = __const_1(x) + n         # a called global: the NULL of the call
    total = 0
    for i in range(n):           # jumps over the rewritten loads stay right
        try:
            total += __const_1(i)
        except ValueError:
            total -= 1
    h = lambda: __const_0        # nested code too
    return g, y, total, h(), [__const_2 for _ in range(2)]
'''


def check(filler):
    glob = {"__builtins__": __builtins__}
    src = SOURCE.replace("    g = __const_0", filler + "    g = __const_0")
    code = compile(src, "<embed>", "exec")
    fcode = [c for c in code.co_consts if getattr(c, "co_name", None) == "f"][0]
    the_dict = {}
    constants = {"__const_0": the_dict, "__const_1": abs, "__const_2": glob}
    new = embed_constants(fcode, constants)
    fn = type(main)(new, glob)  # the globals hold no __const_N
    got = fn(-3, 3)
    want = (the_dict, 6, 3, the_dict, [glob, glob])
    if got != want or got[0] is not the_dict or got[4][0] is not glob:
        return "%r, expected %r" % (got, want)
    if any(k.startswith("__const") for k in glob):
        return "installed %s" % sorted(glob)
    return None


def main():
    problem = check("")
    if problem is None:
        # many constants first: the loads need EXTENDED_ARG, which fits in
        # a LOAD_GLOBAL's inline caches (3.11+); before 3.11 there is no
        # room, and the code is refused (torch's own code runs)
        filler = "".join("    _v%d = 'c%d'\n" % (k, k) for k in range(300))
        try:
            problem = check(filler)
        except CodegenFailure as e:
            if sys.version_info >= (3, 11):
                problem = str(e)
    if problem:
        print("FAIL: %s" % problem)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
