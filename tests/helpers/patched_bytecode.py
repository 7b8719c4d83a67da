"""Run under the interpreter under test: bytecode that no source compiles
to, but that Dynamo emits, must decompile to source that does the same.

Each case patches a compiled function in place (same size, so offsets
stay), decompiles the patched function, and compares what the two return.
Usage: patched_bytecode.py CASE; prints OK or what went wrong.
"""

import dis
import sys
import types

import depyf


def patch(code, find, replace):
    """`code` with the instructions `find` (a list of (opname, argval))
    replaced by `replace` (a list of (opname, arg)), each one code unit."""
    instrs = [i for i in dis.get_instructions(code) if i.opname != "CACHE"]
    for k in range(len(instrs) - len(find) + 1):
        window = instrs[k:k + len(find)]
        if [(i.opname, i.argval) for i in window] == find:
            break
    else:
        raise AssertionError("%s not found in %s" % (find, code.co_name))
    raw = bytearray(code.co_code)
    for ins, (opname, arg) in zip(window, replace):
        raw[ins.offset] = dis.opmap[opname]
        raw[ins.offset + 1] = arg
    return code.replace(co_code=bytes(raw))


# -- a cell used as a value -------------------------------------------------------
# Dynamo makes the resume functions of closures from a tuple of the frame's
# cells: the source must pass the cell, not the value in it.


def cell_outer():
    x = [1]

    def g():
        return x

    return (x, g)


def check_cell(fn, ns):
    cell, g = ns["cell_outer"]()
    if type(cell).__name__ != "cell":
        return "returns %r, not a cell" % (cell,)
    if cell is not g.__closure__[0] or cell.cell_contents != [1]:
        return "not the cell the nested function closes over"
    return None


def cell_case():
    # `return (x, g)` loads x's cell instead of its value: LOAD_CLOSURE, or
    # on 3.13 (where LOAD_CLOSURE is a pseudo-instruction) the LOAD_FAST it becomes
    load = "LOAD_CLOSURE" if sys.version_info < (3, 13) else "LOAD_FAST"
    ins = [i for i in dis.get_instructions(cell_outer) if i.opname == "LOAD_DEREF" and i.argval == "x"][0]
    return patch(cell_outer.__code__, [("LOAD_DEREF", "x")], [(load, ins.arg)]), check_cell


# -- a jump to the next instruction -------------------------------------------------
# Dynamo's resume functions jump over a NOP into a try statement.


def jump_outer(w):
    w = w + 1
    w
    try:
        if w > 0:
            raise ValueError("pos")
    except ValueError as e:
        w = w + len(str(e))
    return w


def check_jump(fn, ns):
    for arg in (-5, 1):
        if ns["jump_outer"](arg) != fn(arg):
            return "jump_outer(%d): %r, the patched bytecode %r" % (arg, ns["jump_outer"](arg), fn(arg))
    return None


def jump_case():
    # the statement `w` (a load and a POP_TOP) becomes `JUMP_FORWARD 0; NOP`
    code = patch(jump_outer.__code__, [("LOAD_FAST", "w"), ("POP_TOP", None)], [("JUMP_FORWARD", 0), ("NOP", 0)])
    return code, check_jump


# -- a jump over dead code ---------------------------------------------------------
# Dynamo makes a resume function from the original function's bytecode: it
# starts with a jump to the resume point, over the original code before it,
# which nothing reaches (torch 2.7 and older). The reachable code is the function.


def side_effect(w):
    raise AssertionError("dead code ran")


def torch_dynamo_resume_in_dead_at_1(w):
    w = side_effect(w)
    w = w * 2
    return w + 1


def check_dead(fn, ns):
    for arg in (-5, 1):
        if ns["torch_dynamo_resume_in_dead_at_1"](arg) != fn(arg):
            return "(%d): %r, the patched bytecode %r" % (arg, ns["torch_dynamo_resume_in_dead_at_1"](arg), fn(arg))
    return None


def dead_case():
    code = torch_dynamo_resume_in_dead_at_1.__code__
    instrs = [i for i in dis.get_instructions(code) if i.opname not in ("CACHE", "RESUME")]
    first = instrs[0]
    target = [i for i in instrs if i.starts_line == code.co_firstlineno + 3 or
              getattr(i, "line_number", None) == code.co_firstlineno + 3][0]
    delta = target.offset - (first.offset + 2)
    if sys.version_info >= (3, 10):
        delta //= 2  # counted in instructions (code units from 3.11)
    raw = bytearray(code.co_code)
    raw[first.offset] = dis.opmap["JUMP_FORWARD"]
    raw[first.offset + 1] = delta
    return code.replace(co_code=bytes(raw)), check_dead


# -- keyword names loaded before a del -----------------------------------------------
# Dynamo frees a graph's outputs (DELETE_FAST) after loading a keyword call's
# names and before the call (torch 2.5, `dataclasses.replace(b, x=y)` after
# a graph break): the names are still the call's (they were read as the del's).


def kw_target(b, x=None):
    return (b, x)


def kw_outer(b, g):
    t = ("x",)
    return kw_target(b, x=g, y=1)


def check_kw(fn, ns):
    if fn(1, 2) != (1, 2):
        return "the patched bytecode itself returns %r" % (fn(1, 2),)
    if ns["kw_outer"](1, 2) != (1, 2):
        return "kw_outer(1, 2): %r" % (ns["kw_outer"](1, 2),)
    return None


def kw_case():
    """`kw_target(b, x=g, y=1)` becomes: load b, g, the names ('x',), del t,
    call with two arguments."""
    code = kw_outer.__code__
    if sys.version_info[:2] <= (3, 10):
        call = "CALL_FUNCTION_KW"
    elif sys.version_info[:2] >= (3, 13):
        call = "CALL_KW"
    else:
        return None, "3.11 and 3.12 name a call's keywords with KW_NAMES: no del comes between"
    find = [("LOAD_CONST", 1), ("LOAD_CONST", ("x", "y")), (call, 3)]
    replace = [("LOAD_CONST", code.co_consts.index(("x",))), ("DELETE_FAST", code.co_varnames.index("t")), (call, 2)]
    return patch(code, find, replace), check_kw


# -- a waiting value grown in place between two dels ------------------------------
# Generated code may delete names one by one while a value waits on the
# stack; a list being built there grows by LIST_APPEND in between: the
# second del must see what the list reads now (b), not what it read at the
# first del.


def grown_outer(a, b):
    z = 0
    [a]
    b
    b
    return b


def check_grown(fn, ns):
    if fn(1, 2) != [1, 2]:
        return "the patched bytecode itself returns %r" % (fn(1, 2),)
    try:
        got = ns["grown_outer"](1, 2)
    except NameError as e:
        return "grown_outer(1, 2) raised %r" % (e,)
    if got != [1, 2]:
        return "grown_outer(1, 2): %r" % (got,)
    return None


def grown_case():
    """`[a]` waits: del z, load b, append it, del b, return the list."""
    code = grown_outer.__code__
    names = code.co_varnames
    find = [("BUILD_LIST", 1), ("POP_TOP", None), ("LOAD_FAST", "b"), ("POP_TOP", None), ("LOAD_FAST", "b"), ("POP_TOP", None), ("LOAD_FAST", "b"), ("RETURN_VALUE", None)]
    replace = [("BUILD_LIST", 1), ("DELETE_FAST", names.index("z")), ("LOAD_FAST", names.index("b")), ("LIST_APPEND", 1),
               ("DELETE_FAST", names.index("b")), ("NOP", 0), ("NOP", 0), ("RETURN_VALUE", 0)]
    return patch(code, find, replace), check_grown


CASES = {"cell": cell_case, "jump": jump_case, "dead": dead_case, "kwdel": kw_case, "grown": grown_case}


def main(case):
    code, check = CASES[case]()
    if code is None:
        print("SKIP: %s" % check)
        return 0
    fn = types.FunctionType(code, globals())
    try:
        source = depyf.decompile(fn)
    except depyf.DecompilationError as e:
        print("FAIL: %s" % e)
        return 1
    ns = dict(globals())  # the helpers a sample calls (its own name is rebound below)
    exec(compile(source, "<decompiled>", "exec"), ns)
    problem = check(fn, ns)
    if problem:
        print("FAIL: %s:\n%s" % (problem, source))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
