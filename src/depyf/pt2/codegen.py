"""Decompile Dynamo's bytecode and compile the result back from its dump file.

The code object compiled back must be interchangeable with the one Dynamo
made: the same arguments, the same free and cell variables (Dynamo's frame
shim copies them by position).  Anything else is reported as a failure and the
caller keeps torch's own code.
"""

import dis
import inspect
import operator
import re
import sys
import textwrap
import types

from ..bytecode.decode import operations  # (imported here: asked twice a compile)
from ..bytecode.superinstructions import SUPERINSTRUCTIONS
from ..bytecode.versions import CONST as _CONST_KIND
from ..bytecode.versions import FREE as _FREE_KIND
from ..bytecode.versions import LOCAL as _LOCAL_KIND
from ..bytecode.versions import NAME as _NAME_KIND
from ..bytecode.versions import version_facts
from ..quiet import quiet_compile


class CodegenFailure(Exception):
    """Decompiled source could not stand in for the original code object."""


def arg_count(code):
    return (
        code.co_argcount
        + code.co_kwonlyargcount
        + bool(code.co_flags & inspect.CO_VARARGS)
        + bool(code.co_flags & inspect.CO_VARKEYWORDS)
    )


def signature_text(code):
    """The parameter list of `code` as Python source (no defaults)."""
    names = code.co_varnames
    pos = list(names[: code.co_argcount])
    posonly = code.co_posonlyargcount
    kwonly = list(names[code.co_argcount : code.co_argcount + code.co_kwonlyargcount])
    i = code.co_argcount + code.co_kwonlyargcount
    varargs = varkw = None
    if code.co_flags & inspect.CO_VARARGS:
        varargs = names[i]
        i += 1
    if code.co_flags & inspect.CO_VARKEYWORDS:
        varkw = names[i]
    parts = []
    for k, n in enumerate(pos):
        parts.append(n)
        if posonly and k == posonly - 1:
            parts.append("/")
    if varargs:
        parts.append("*" + varargs)
    elif kwonly:
        parts.append("*")
    parts.extend(kwonly)
    if varkw:
        parts.append("**" + varkw)
    return ", ".join(parts)


def call_text(code):
    """Source that calls a function with `code`'s signature, forwarding args."""
    names = code.co_varnames
    pos = list(names[: code.co_argcount])
    kwonly = list(names[code.co_argcount : code.co_argcount + code.co_kwonlyargcount])
    i = code.co_argcount + code.co_kwonlyargcount
    parts = []
    parts.extend(pos)
    if code.co_flags & inspect.CO_VARARGS:
        parts.append("*" + names[i])
        i += 1
    parts.extend("%s=%s" % (n, n) for n in kwonly)
    if code.co_flags & inspect.CO_VARKEYWORDS:
        parts.append("**" + names[i])
    return ", ".join(parts)


def decompile_source(code, fn_name, constants=None, frame_globals=None, elided=None, graph_inputs=None):
    """depyf's decompiler on `code`, renaming the function to `fn_name`.

    `frame_globals`: the globals the code runs with; `elided` (a
    `dynamo_cleanup.Elided`) receives what the cleanup removed;
    `graph_inputs`: compiled graph global name -> its input names.

    Any exception (the decompiler raising DecompilationError, or any other
    bug in it) becomes a CodegenFailure with the reason.
    """
    import depyf

    if not code.co_name.isidentifier():
        # `<lambda>`, `<genexpr>`...: Dynamo's code for them is a plain function body
        fields = {"co_name": fn_name}
        if hasattr(code, "co_qualname"):
            fields["co_qualname"] = fn_name
        code = code.replace(**fields)
    try:
        decompiler = depyf.Decompiler(code)
        # Objects Dynamo put in co_consts that have no literal form are read
        # from globals named after this function (unique per dump file).
        src = decompiler.decompile(overwite_fn_name=fn_name, constant_prefix="%s_const_" % fn_name, frame_globals=frame_globals,
                                        graph_inputs=graph_inputs)
        if constants is not None:
            constants.update(decompiler.constants)
        if elided is not None and decompiler.elided is not None:
            elided.ops.update(decompiler.elided.ops)
            elided.reads.update(decompiler.elided.reads)
            elided.consts.update(decompiler.elided.consts)
    except depyf.DecompilationError as e:
        raise CodegenFailure(str(e)) from None
    except Exception as e:  # an incomplete decompiler must not break the program
        raise CodegenFailure("%s: %s" % (type(e).__name__, e)) from None
    if not isinstance(src, str) or not src.strip():
        raise CodegenFailure("decompiler returned no source")
    return src


def _find_code(code, name):
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            if const.co_name == name:
                return const
            found = _find_code(const, name)
            if found is not None:
                return found
    return None


def with_closure_wrapper(src, original):
    """Wrap `src` (a def) in a function binding `original`'s free variables.

    Compiled at top level, a free variable would become a global; inside the
    wrapper it stays free, with the same name, as Dynamo requires.
    """
    if not original.co_freevars:
        return src, 0
    header = [
        "def __depyf_closure_wrapper():",
        "    # free variables of the original function; the real values come",
        "    # from its closure when Dynamo runs this code",
    ]
    header += ["    %s = None" % v for v in original.co_freevars]
    body = textwrap.indent(src.rstrip("\n"), "    ")
    return "\n".join(header) + "\n" + body + "\n", len(header)


def check_compatible(original, new):
    """Raise CodegenFailure unless `new` can run in `original`'s frame."""
    n_old, n_new = arg_count(original), arg_count(new)
    if original.co_varnames[:n_old] != new.co_varnames[:n_new]:
        raise CodegenFailure(
            "arguments differ: %s vs %s"
            % (original.co_varnames[:n_old], new.co_varnames[:n_new])
        )
    if original.co_freevars != new.co_freevars:
        raise CodegenFailure(
            "free variables differ: %s vs %s" % (original.co_freevars, new.co_freevars)
        )
    if original.co_cellvars != new.co_cellvars:
        raise CodegenFailure(
            "cell variables differ: %s vs %s" % (original.co_cellvars, new.co_cellvars)
        )
    gen_flags = (
        inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR
    )
    if (original.co_flags & gen_flags) != (new.co_flags & gen_flags):
        raise CodegenFailure("generator/coroutine flags differ")


def match_variable_order(original, new):
    """`new` with its free and cell variables in `original`'s order, when
    both hold the same names in another order; else `new` unchanged.

    Dynamo's shim hands a frame its cells by position, and a resume function
    made on Python 3.8 lists them in an order no source compiles to.  Each
    instruction that names a cell is given the cell's index in the new
    order, in the same width: offsets, jumps and tables stay."""
    if (original.co_freevars, original.co_cellvars) == (new.co_freevars, new.co_cellvars):
        return new
    if (sorted(original.co_freevars) != sorted(new.co_freevars)
            or sorted(original.co_cellvars) != sorted(new.co_cellvars)):
        return new
    target = new.replace(co_freevars=original.co_freevars, co_cellvars=original.co_cellvars)
    before, after = _cell_slots(new), _cell_slots(target)
    moved = {i: after[name] for name, i in before.items()}
    raw = bytearray(new.co_code)
    for at, op, arg, prefixes in _wordcode(raw):
        if op in _CELL_OPS or op in _LOCAL_OPS:
            changed = moved.get(arg, arg)
        elif op in _LOCAL_PAIR_OPS:  # 3.13: two locals, four bits each
            first, second = moved.get(arg >> 4, arg >> 4), moved.get(arg & 15, arg & 15)
            changed = (first << 4 | second) if first < 16 and second < 16 else None
        else:
            continue
        if changed is None or changed >> (8 * (prefixes + 1)):
            return new  # a wider argument would move every offset
        for k in range(prefixes + 1):
            raw[at + 1 - 2 * k] = (changed >> (8 * k)) & 0xFF
    return target.replace(co_code=bytes(raw))


# Instructions whose argument is a cell's index; from 3.11 a cell is one of
# the frame's locals, and 3.13 loads a closure's cells with LOAD_FAST.
_CELL_OPS = frozenset(dis.hasfree)
_LOCAL_OPS = frozenset(dis.haslocal) if sys.version_info >= (3, 11) else frozenset()
_LOCAL_PAIR_OPS = frozenset(dis.opmap[n] for n in SUPERINSTRUCTIONS if n in dis.opmap)
_LOCAL_OPS -= _LOCAL_PAIR_OPS


def _cell_slots(code):
    """name -> the index instructions use for that cell or free variable."""
    if sys.version_info < (3, 11):  # an index into cellvars + freevars
        return {n: i for i, n in enumerate(code.co_cellvars + code.co_freevars)}
    # 3.11+: an index into the frame's locals; a cell that is an argument
    # keeps the argument's slot, which no reordering moves
    names = list(code.co_varnames)
    names += [n for n in code.co_cellvars if n not in code.co_varnames]
    names += list(code.co_freevars)
    keep = set(code.co_varnames)
    return {n: i for i, n in enumerate(names) if n not in keep}


def _wordcode(raw):
    """(offset, opcode, full argument, number of EXTENDED_ARG prefixes)."""
    arg = prefixes = 0
    for at in range(0, len(raw), 2):
        op = raw[at]
        arg = arg << 8 | raw[at + 1]
        if op == _EXTENDED_ARG:
            prefixes += 1
            continue
        yield at, op, arg, prefixes
        arg = prefixes = 0


# Opcode names that load a constant or use a name, as the decoder spells
# them (3.12's LOAD_ATTR with its method bit reads as LOAD_METHOD).
_CONST_OPS = frozenset(dis.opname[o] for o in dis.hasconst)
_NAME_OPS = frozenset(dis.opname[o] for o in dis.hasname) | {"LOAD_METHOD"}



def _instructions(code):
    """(opname, argval) of each instruction of `code`, by depyf's decoder's
    `operations` (no instruction objects: these checks run on every
    compiled frame), a superinstruction as its two halves (3.13 fuses two
    local accesses on one line; Dynamo's code never does)."""
    try:
        return operations(code)
    except Exception:  # code the decoder refuses is still checked, by dis
        out = []
        for i in dis.get_instructions(code):
            halves = SUPERINSTRUCTIONS.get(i.opname)
            if halves is None:
                out.append((i.opname, i.argval))
            else:
                out.append((halves[0], i.argval[0]))
                out.append((halves[1], i.argval[1]))
        return out


def _consts(code, out=None, instrs=None):
    """Constants the instructions load (co_consts may list more)."""
    out = set() if out is None else out
    for opname, c in instrs if instrs is not None else _instructions(code):
        if opname not in _CONST_OPS:
            continue
        if isinstance(c, types.CodeType):
            _consts(c, out)
        else:
            _literal_consts(c, out)
    return out


# the classes `_literal_consts` counts a constant of as itself (exactly:
# not bool, not a subclass), and the code class (never subclassed)
_PLAIN_LITERALS = frozenset((int, float, str, bytes))
_CODE = types.CodeType


def _literal_consts(c, out):
    """Add the constant `c` (not a code object) as `_consts` counts it."""
    if type(c) in (tuple, frozenset):
        # (not a subclass, torch.Size: no literal form, the decompiled
        # code reads it whole from a global)
        for x in c:
            if isinstance(x, (int, float, str, bytes)) and not isinstance(x, bool):
                out.add((type(x), x))
    elif isinstance(c, (int, float, str, bytes)) and not isinstance(c, bool):
        out.add((type(c), c))


def _names(code, out=None, instrs=None):
    """Global and attribute names the instructions use (co_names may list more)."""
    out = set() if out is None else out
    instrs = instrs if instrs is not None else _instructions(code)
    out.update(argval for opname, argval in instrs if opname in _NAME_OPS)
    for c in _loaded_code(instrs):  # nested functions, comprehensions
        _names(c, out)
    return out


def _loaded_code(instrs):
    """Nested code objects the instructions load: Dynamo's code keeps the
    original function's lambdas and genexprs in co_consts without using them."""
    return [argval for opname, argval in instrs if opname in _CONST_OPS and isinstance(argval, types.CodeType)]


_READS = ("LOAD_FAST", "LOAD_FAST_CHECK", "LOAD_CLOSURE", "LOAD_DEREF")
# Reads such as BINARY_SUBSCR are not counted: `[a, b][0]` in Dynamo's code
# legitimately decompiles to `a`.
_EFFECT_OPS = ("STORE_ATTR", "STORE_SUBSCR", "DELETE_SUBSCR", "STORE_GLOBAL", "STORE_SLICE")
# 3.12+ compiles `x[a:b] = v` to STORE_SLICE; Dynamo builds the slice and
# uses STORE_SUBSCR: the same store.
_SAME_EFFECT = {"STORE_SLICE": "STORE_SUBSCR"}


# opname -> what `_profile` takes of its instructions, worked out once per
# opname (a frame's code has a few dozen opnames and hundreds of
# instructions, most of them of no role: those opnames are kept apart, one
# set lookup passes such an instruction)
_ROLES = {}
_NO_ROLE = (False, False, None, False)
_ROLELESS = set()


def _role(opname):
    """(a name, a constant, the op counted as, a local read) of `opname`;
    None where it is none of them."""
    if opname.startswith("CALL"):
        counted = "CALL"
    elif opname in _EFFECT_OPS:
        counted = _SAME_EFFECT.get(opname, opname)
    else:
        counted = None
    role = (opname in _NAME_OPS, opname in _CONST_OPS, counted, counted is None and opname in _READS)
    return None if role == _NO_ROLE else role


def _profile(code):
    """Names, constants, locals read and op counts of `code`, in one pass
    (`_names` and `_consts` of it, with the reads and counts), from the
    decoder's pairs: where `_compiled_profile` cannot read the code."""
    instrs = _instructions(code)
    into = counts, reads, names, consts, nested = {}, set(), set(), set(), []
    roles, roleless = _ROLES, _ROLELESS
    for opname, argval in instrs:
        if opname in roleless:
            continue
        role = roles.get(opname)
        if role is None:
            role = _role(opname)
            if role is None:
                roleless.add(opname)
                continue
            roles[opname] = role
        _take_pair(role, argval, into)
    for c in nested:  # nested functions, comprehensions
        _names(c, names)
        _consts(c, consts)
    return names, consts, reads, counts, instrs


_LOCAL_FLOW = frozenset(("STORE_FAST", "DELETE_FAST", "LOAD_FAST", "LOAD_FAST_CHECK"))

# The running interpreter's opcodes as `_compiled_profile` reads them,
# made the first time: a table for `bytes.translate` that turns each opcode
# byte into 1 where there is something to take of it, else 0; what it takes
# of it (None: nothing, most instructions and a CACHE; else one of the
# common actions below, or (its argument's kind, `_role` of its name,
# whether `check_locals_flow` follows it, its halves' (name, role, followed)
# where it is a superinstruction), read by `_take`), the call or store it
# counts as, its name's shift (3.11+ packs flags below a name's index).  An
# EXTENDED_ARG's kind is _PREFIX, an opcode with no name's _UNKNOWN.
_RAW_UNITS, _RAW_TAKEN, _RAW_COUNTED, _RAW_SHIFTS = [], [], [], []
_TAKEN_UNIT = re.compile(b"[^\\x00]")
_PREFIX, _UNKNOWN = -1, -2
# the common actions: a constant loaded, a local read (and followed), a
# local stored or deleted (followed), a cell read, a name used, a count
_A_CONST, _A_READ, _A_FLOW, _A_CELL_READ, _A_NAME, _A_COUNT = range(6)


def _raw_table():
    facts = _FACTS
    prefix = facts.opmap["EXTENDED_ARG"]
    for op in range(256):
        name, kind = facts.opname[op], facts.arg_kind[op]
        _RAW_SHIFTS.append(facts.name_arg_shifts.get(op, 0))
        role = _role(name) if name is not None else None
        _RAW_COUNTED.append(role[2] if role else None)
        if op == prefix or name is None:
            _RAW_TAKEN.append((_PREFIX if op == prefix else _UNKNOWN, None, False, None))
            continue
        if name == "LOAD_ATTR" and op in facts.name_arg_shifts and _role("LOAD_METHOD") != role:
            raise ImportError("3.12's LOAD_ATTR read as LOAD_METHOD has another role")
        _RAW_TAKEN.append(_action(name, kind, role, name in _LOCAL_FLOW))
    _RAW_UNITS.append(bytes(0 if taken is None else 1 for taken in _RAW_TAKEN))
    return _RAW_UNITS[0], _RAW_TAKEN, _RAW_COUNTED, _RAW_SHIFTS


def _action(name, kind, role, follow):
    halves = _FACTS.superinstructions.get(name) if kind == _LOCAL_KIND else None
    if halves is not None:
        return kind, role, follow, tuple((half, _role(half), half in _LOCAL_FLOW) for half in halves)
    if role is None:
        return (_A_FLOW if kind == _LOCAL_KIND else (kind, role, follow, None)) if follow else None
    common = {
        ((False, True, None, False), _CONST_KIND, False): _A_CONST,
        ((False, False, None, True), _LOCAL_KIND, True): _A_READ,
        ((False, False, None, True), _FREE_KIND, False): _A_CELL_READ,
        ((True, False, None, False), _NAME_KIND, False): _A_NAME,
    }.get((role, kind, follow))
    if common is not None:
        return common
    if role[:2] == (False, False) and role[2] is not None and not follow:
        return _A_COUNT
    return kind, role, follow, None


def _take(act, opname, arg, name_arg, code_consts, fast, deref, into):
    """What `_compiled_profile` takes of an instruction of no common action
    (`act`: its (kind, role, followed, halves)): as `_profile` and
    `check_locals_flow` read its (opname, argval) pair or pairs."""
    names, consts, reads, counts, nested, flow = into
    kind, role, follow, halves = act
    if halves is not None:
        pairs = [(half, half_role, half_follow, fast[a]) for (half, half_role, half_follow), a in zip(halves, (arg >> 4, arg & 15))]
    elif kind == _LOCAL_KIND:
        pairs = [(opname, role, follow, fast[arg])]
    elif kind == _FREE_KIND:
        pairs = [(opname, role, follow, deref[arg])]
    else:
        pairs = [(opname, role, follow, name_arg if kind == _NAME_KIND else code_consts[arg] if kind == _CONST_KIND else None)]
    for opname, role, follow, argval in pairs:
        if follow:
            flow.append((opname, argval))
        if role is not None:
            _take_pair(role, argval, (counts, reads, names, consts, nested))


def _take_pair(role, argval, into):
    """Take an instruction of `role` (see `_role`) and argument `argval`
    into (counts, reads, names, consts, nested code) as `_profile` counts
    it."""
    counts, reads, names, consts, nested = into
    name, const, counted, read = role
    if name:
        names.add(argval)
    if const:
        if argval.__class__ is _CODE:
            nested.append(argval)
        elif argval is not None:
            _literal_consts(argval, consts)
    if counted is not None:
        counts[counted] = counts.get(counted, 0) + 1
    elif read:
        reads.add(argval)


def _compiled_profile(code):
    """`_profile(code)` and the local accesses `check_locals_flow` follows
    ((opname, argval), in order), for code the running interpreter compiled
    (Dynamo's, and the text compiled back), read off its raw bytecode in
    one pass: the decoder's `operations` and the two walks over its pairs
    cost about three times as much on every compiled frame.  None where an
    opcode has no name here (the caller decodes it as `_profile` does)."""
    units, taken, counted, shifts = (_RAW_UNITS[0], _RAW_TAKEN, _RAW_COUNTED, _RAW_SHIFTS) if _RAW_UNITS else _raw_table()
    raw, code_consts, code_names, opnames = code.co_code, code.co_consts, code.co_names, _FACTS.opname
    if _FACTS.localsplus:
        fast = deref = code.co_varnames + tuple(n for n in code.co_cellvars if n not in code.co_varnames) + code.co_freevars
    else:
        fast, deref = code.co_varnames, code.co_cellvars + code.co_freevars
    counts, reads, names, consts, nested, flow = {}, set(), set(), set(), [], []
    ext = prefixed = 0  # (an EXTENDED_ARG's high bits, and the offset of the instruction they prefix)
    # Every other byte from the first is an opcode or an inline cache's
    # (CACHE, 0: how `co_code` gives it); the code units of no role are
    # passed over by C: their opcode byte is 0 in `raw[::2]` translated.
    for found in _TAKEN_UNIT.finditer(raw[::2].translate(units)):
        at = 2 * found.start()
        op = raw[at]
        act = taken[op]
        arg = raw[at + 1]
        if ext:
            if at == prefixed:
                arg |= ext
            ext = 0
        if act == _A_CONST:
            argval = code_consts[arg]
            cls = argval.__class__
            if cls in _PLAIN_LITERALS:  # (most constants: `_literal_consts` without the call)
                consts.add((cls, argval))
            elif cls is _CODE:
                nested.append(argval)
            elif argval is not None:
                _literal_consts(argval, consts)
        elif act == _A_READ:
            reads.add(fast[arg])
            flow.append((opnames[op], fast[arg]))
        elif act == _A_FLOW:
            flow.append((opnames[op], fast[arg]))
        elif act == _A_NAME:
            names.add(code_names[arg >> shifts[op]])
        elif act == _A_COUNT:
            counts[counted[op]] = counts.get(counted[op], 0) + 1
        elif act == _A_CELL_READ:
            reads.add(deref[arg])
        elif act[0] == _PREFIX:
            ext, prefixed = arg << 8, at + 2
        elif act[0] == _UNKNOWN:
            return None
        else:
            _take(act, opnames[op], arg, code_names[arg >> shifts[op]] if act[0] == _NAME_KIND else None, code_consts,
                  fast, deref, (names, consts, reads, counts, nested, flow))
    for c in nested:  # nested functions, comprehensions
        _names(c, names)
        _consts(c, consts)
    return names, consts, reads, counts, flow


def check_locals_flow(code, instrs=None):
    """Reject code reading a local that, in instruction order, is unset or deleted.

    Linear order over-approximates (a branch may make it fine), so this can
    only turn a correct decompilation into a fallback, never the reverse.
    """
    # Cell and free variables are always bound to their cell (3.13 reads a
    # cell as a value with LOAD_FAST, where LOAD_CLOSURE was).
    assigned = set(code.co_varnames[: arg_count(code)]) | set(code.co_cellvars) | set(code.co_freevars)
    flow = _LOCAL_FLOW
    for opname, argval in instrs if instrs is not None else _instructions(code):
        if opname not in flow:  # (most instructions: one lookup, not four comparisons)
            continue
        if opname == "STORE_FAST":
            assigned.add(argval)
        elif opname == "DELETE_FAST":
            assigned.discard(argval)
        elif (opname == "LOAD_FAST" or opname == "LOAD_FAST_CHECK") and argval not in assigned:
            if argval.startswith("."):  # comprehension iterator argument
                continue
            raise CodegenFailure("decompiled code reads %r where it is unset" % argval)


def check_coverage(original, new, elided=None, installed=None):
    """Cheap evidence that `new` does everything `original` does.

    Decompiled code that compiles can still be wrong; these checks catch the
    common failure, a dropped statement or expression: every global and
    attribute name, every constant, every local read and (at least) as many
    calls and stores as the original; and no local read where it is unset.  Order and stack shuffles are not checked.
    `elided` (a `dynamo_cleanup.Elided`) excuses what the decompiler's
    Dynamo cleanup removed on purpose.  Code objects among the `installed`
    constants (a nested function Dynamo rebuilds) run from there.
    """
    names_a, consts_a, reads_a, counts_a, _ = _compiled_profile(original) or _profile(original)
    names_b, consts_b, reads_b, counts_b, instrs_b = _compiled_profile(new) or _profile(new)
    for value in (installed or {}).values():
        if isinstance(value, types.CodeType):
            names_b |= _names(value)
            consts_b |= _consts(value)
    missing = names_a - names_b
    if missing:
        raise CodegenFailure("decompiled code lost names %s" % sorted(missing))
    lost = {v for t, v in consts_a - consts_b - (elided.consts if elided is not None else set())}
    if lost:
        raise CodegenFailure("decompiled code lost constants %s" % sorted(map(repr, lost)))
    unread = reads_a - reads_b - (elided.reads if elided is not None else set())
    if unread:
        raise CodegenFailure("decompiled code no longer reads %s" % sorted(unread))
    excused = {}
    for op, n in (elided.ops.items() if elided is not None else ()):
        op = _SAME_EFFECT.get(op, op)
        excused[op] = excused.get(op, 0) + n
    for op, n in counts_a.items():
        if counts_b.get(op, 0) + excused.get(op, 0) < n:
            raise CodegenFailure("decompiled code has fewer %s (%d < %d)" % (op, counts_b.get(op, 0), n))
    check_locals_flow(new, instrs_b)


def _insert_at_body_start(src, fn_name, declaration):
    """`src` with the text `declaration(def_node, indent)` inserted before
    the first statement of the function `fn_name` (unchanged if none)."""
    import ast

    tree = ast.parse(src)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == fn_name:
            first = node.body[0]
            lines = src.splitlines(True)
            lines.insert(first.lineno - 1, declaration(node, " " * first.col_offset))
            return "".join(lines)
    return src


def _name_lines(prefix, names, width=100):
    """`prefix` + names, comma-separated, split over lines of at most
    `width` characters (each line starting with `prefix` again)."""
    lines, current = [], []
    for name in names:
        if current and len(prefix) + len(", ".join(current + [name])) > width:
            lines.append(prefix + ", ".join(current))
            current = []
        current.append(name)
    if current:
        lines.append(prefix + ", ".join(current))
    return lines


def declare_free_variables(src, fn_name, names):
    """Add `nonlocal` for free variables the decompiled body no longer mentions.

    Dynamo's code keeps all of the original's free variables even when it
    reads only some (the rest went into the graph); the frame layout must
    keep them too, and `nonlocal` declares them without running anything.
    """

    def declaration(node, indent):
        text = "%s# free variables of the original function\n" % indent
        return text + "".join(line + "\n" for line in _name_lines(indent + "nonlocal ", names))

    return _insert_at_body_start(src, fn_name, declaration)


def declare_cell_variables(src, fn_name, names):
    """Keep as cell variables those the decompiled body no longer closes over.

    Dynamo's code keeps all of the original's cells (the frame it runs in is
    laid out by them) even when the closures that used them went into the
    graph. A closure that never runs, under `if 0:`, makes a name a cell
    variable and compiles to nothing."""

    def declaration(node, indent):
        args = set(node.args.args + node.args.kwonlyargs + getattr(node.args, "posonlyargs", [])
                   + [a for a in (node.args.vararg, node.args.kwarg) if a is not None])
        args = {a.arg for a in args}
        locals_ = [n for n in names if n not in args]  # a cell must be local: bound somewhere
        decl = "%sif 0:  # cell variables of the original function\n" % indent
        if locals_:
            decl += "%s    %s = None\n" % (indent, " = ".join(locals_))
        decl += "%s    (lambda: (%s%s))\n" % (indent, ", ".join(names), "," if len(names) == 1 else "")
        return decl

    return _insert_at_body_start(src, fn_name, declaration)


# The text last compiled by `_compiled_alone` and the module code compiled
# from it: `compile_back` of a file whose code is that text (its notes are
# comments) takes that code instead of compiling the same text again.
_last_compiled = [None, None]


def _compiled_alone(src, fn_name, code):
    wrapped, _ = with_closure_wrapper(src, code)
    try:
        module_code = quiet_compile(wrapped, "<check>", "exec", dont_inherit=True)
    except SyntaxError:
        return None
    _last_compiled[:] = wrapped, module_code
    return _find_code(module_code, fn_name)


def _declare_missing_variables(src, fn_name, code):
    """`src` with the free and cell variables of `code` that its compile
    lacks declared (see `declare_free_variables`, `declare_cell_variables`).
    One compile answers both questions, unless free variables had to be
    declared (the cells are then asked of the text with them)."""
    new = None
    for wanted, field, declare in ((code.co_freevars, "co_freevars", declare_free_variables),
                                   (code.co_cellvars, "co_cellvars", declare_cell_variables)):
        if not wanted:
            continue
        if new is None:
            new = _compiled_alone(src, fn_name, code)
            if new is None:
                return src
        missing = [v for v in wanted if v not in getattr(new, field)]
        if missing:
            src = declare(src, fn_name, missing)
            new = None  # (the text changed: what it lacks is asked of its own compile)
    return src


def _compiled_before(text, path):
    """The module code of `text` as file `path`, where `_compiled_alone`
    compiled its code part last (what follows is blank lines and comments,
    which compile to nothing); else None."""
    wrapped, module_code = _last_compiled
    if wrapped is None or not text.startswith(wrapped):
        return None
    _last_compiled[:] = None, None
    rest = text[len(wrapped):]
    if "\0" in rest or not all(not line.strip() or line.lstrip().startswith("#") for line in rest.splitlines()):
        return None
    try:
        rest.encode("utf-8")  # (compile refuses text it cannot encode)
    except UnicodeError:
        return None
    return _with_filename(module_code, path)


def _with_filename(code, path):
    """`code` and the code objects nested in it, as compiled from file `path`."""
    consts = code.co_consts
    if any(isinstance(c, types.CodeType) for c in consts):
        consts = tuple(_with_filename(c, path) if isinstance(c, types.CodeType) else c for c in consts)
    return code.replace(co_filename=path, co_consts=consts)


def constant_note(value, limit=160):
    """One line saying what an installed constant is (its repr can be a
    whole module's globals, over many lines)."""
    if isinstance(value, dict) and "__name__" in value and "__builtins__" in value:
        return "<the globals of module %r>" % (value["__name__"],)
    try:
        text = repr(value)
    except Exception as e:  # a repr that fails must not fail the dump
        text = "<%s object, repr failed: %s>" % (type(value).__name__, type(e).__name__)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


# ends the header line saying what a `__const_N` of the text is
CONSTANT_NOTE_END = " (a constant of the code, as in Dynamo's)\n"


def file_text_for(code, fn_name, notes="", constants=None, frame_globals=None, elided=None, graph_inputs=None):
    """(file text, length of its code part) of the decompiled `code`, ready to compile.

    The code comes first, so that its body begins on line 2 as in the older
    depyf's files (`b <file>:2` in pdb stops at its first statement); the
    comment lines `notes` and one line per constant of the code follow it.
    `constants` (a dict) receives the globals the text reads objects from;
    `frame_globals`, `elided` and `graph_inputs` as for `decompile_source`.
    """
    found = {}
    src = decompile_source(code, fn_name, found, frame_globals, elided, graph_inputs)
    if found:
        if constants is None:
            raise CodegenFailure("constants without a literal form: %s" % ", ".join(map(repr, found.values())))
        constants.update(found)
        notes += "".join(("# %s = %s" % (k, constant_note(v))) + CONSTANT_NOTE_END for k, v in found.items())
    if code.co_freevars or code.co_cellvars:
        src = _declare_missing_variables(src, fn_name, code)
    src, _ = with_closure_wrapper(src, code)
    if not src.endswith("\n"):
        src += "\n"
    return src + ("\n" + notes if notes else ""), len(src)


def compile_back(text, path, fn_name, original, elided=None, installed=None):
    """Compile `text` as file `path` and return the code object of `fn_name`.

    `installed`: the constants the text reads from its globals."""
    module_code = _compiled_before(text, path)  # (code with free or cell variables: compiled for the checks)
    if module_code is None:
        try:
            module_code = quiet_compile(text, path, "exec", dont_inherit=True)
        except SyntaxError as e:
            raise CodegenFailure("decompiled source does not compile: %s" % e) from None
    new = _find_code(module_code, fn_name)
    if new is None:
        raise CodegenFailure("no function %r in the decompiled source" % fn_name)
    new = match_variable_order(original, new)
    check_compatible(original, new)
    check_coverage(original, new, elided, installed)
    if installed:
        new = embed_constants(new, installed)
    return new


_LOAD_CONST = dis.opmap["LOAD_CONST"]
_LOAD_GLOBAL = dis.opmap["LOAD_GLOBAL"]
_NOP = dis.opmap["NOP"]
_EXTENDED_ARG = dis.opmap["EXTENDED_ARG"]
_PUSH_NULL = dis.opmap.get("PUSH_NULL")
_FACTS = version_facts(None)  # (the code compiled back is the running interpreter's)


def embed_constants(code, constants):
    """`code` with each read of a global named in `constants` turned into a
    LOAD_CONST of the object, as Dynamo's own code loads it.

    The source names the object (`__const_N`, said in the file's notes);
    the code runs without it in the frame's globals, so nothing is installed
    in the user's module (an object installed there can be the module's own
    globals dict, which torch then walks forever), and the code still runs
    after the block.  Each LOAD_GLOBAL and its inline caches become a
    LOAD_CONST (with its EXTENDED_ARGs and the NULL a call needs) padded with
    NOPs: offsets, jumps, line and exception tables stay."""
    consts = list(code.co_consts)
    for k, c in enumerate(consts):
        if isinstance(c, types.CodeType):
            consts[k] = embed_constants(c, constants)
    raw = bytearray(code.co_code)
    names = code.co_names
    # (the wordcode read by hand, not by `dis.get_instructions`: a model's
    # forward has thousands of instructions, and dis made an Instruction of
    # each, a sixth of its whole code swap)
    shift = _FACTS.name_arg_shifts.get(_LOAD_GLOBAL, 0)
    units = len(raw) // 2
    changed = False
    for at, op, arg, prefixes in _wordcode(code.co_code):  # (not `raw`: it changes below)
        if op != _LOAD_GLOBAL or names[arg >> shift] not in constants:
            continue
        name = names[arg >> shift]
        value = constants[name]
        index = next((j for j, c in enumerate(consts) if c is value), None)
        if index is None:
            index = len(consts)
            consts.append(value)
        start = at - 2 * prefixes
        end = min(at + 2 + 2 * _FACTS.cache_count[op], 2 * units)
        replaced = [(_EXTENDED_ARG, (index >> shift_) & 0xFF) for shift_ in (24, 16, 8) if index >> shift_]
        replaced.append((_LOAD_CONST, index & 0xFF))
        if sys.version_info >= (3, 11) and arg & 1:  # the NULL below a called global
            replaced = replaced + [(_PUSH_NULL, 0)] if sys.version_info >= (3, 13) else [(_PUSH_NULL, 0)] + replaced
        if 2 * len(replaced) > end - start:
            raise CodegenFailure("no room to load constant %s in place of its global" % name)
        replaced += [(_NOP, 0)] * ((end - start) // 2 - len(replaced))
        for n, (unit_op, unit_arg) in enumerate(replaced):
            raw[start + 2 * n] = unit_op
            raw[start + 2 * n + 1] = unit_arg
        changed = True
    if not changed and all(a is b for a, b in zip(consts, code.co_consts)):
        return code
    return code.replace(co_code=bytes(raw), co_consts=tuple(consts))


def disassembly_comment(code, reason):
    """A comment-only Python file body: why decompiling failed, and the bytecode."""
    lines = ["# depyf could not decompile this code: %s" % reason.replace("\n", " ")]
    lines.append("# torch's own bytecode runs instead. Its disassembly:")
    try:
        listing = dis.Bytecode(code).dis()
    except Exception as e:  # pragma: no cover - dis itself failing
        listing = "<dis failed: %s>" % e
    lines.extend(("# " + line).rstrip() for line in listing.splitlines())
    return "\n".join(lines) + "\n"


_LINE_OF_RANGE = operator.itemgetter(2)  # (of a `co_lines()` triple)


def source_lines(code):
    """Sorted user source lines that `code` covers (its own and nested code)."""
    lines = set()

    def visit(c):
        try:
            if hasattr(c, "co_lines"):  # (3.10+: every line a range has, in C; dis's generator is 4x the work)
                lines.update(map(_LINE_OF_RANGE, c.co_lines()))
            else:
                for _, line in dis.findlinestarts(c):
                    lines.add(line)
        except Exception:
            pass
        lines.discard(None)
        for const in c.co_consts:
            if isinstance(const, types.CodeType):
                visit(const)

    visit(code)
    return sorted(lines)
