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


CASES = {"cell": cell_case, "jump": jump_case, "dead": dead_case}


def main(case):
    code, check = CASES[case]()
    fn = types.FunctionType(code, globals())
    try:
        source = depyf.decompile(fn)
    except depyf.DecompilationError as e:
        print("FAIL: %s" % e)
        return 1
    ns = {}
    exec(compile(source, "<decompiled>", "exec"), ns)
    problem = check(fn, ns)
    if problem:
        print("FAIL: %s:\n%s" % (problem, source))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
