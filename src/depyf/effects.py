"""What a mismatching round trip may have lost: effects of the original
that the recompiled code performs fewer times.

Bytecode identity says whether two code objects are the same; it does not
say whether a difference matters.  Most mismatches are another spelling of
the same program (a copied exit written once, a condition the other way
round).  A mismatch whose recompiled code makes fewer calls, raises, stores
into attributes or subscripts, yields or imports than the original is
likely to have dropped or moved a statement: wrong code, which the sweep
reports apart.  Only a hint (read with `dis`'s opcode table, independent of depyf's own
reader): a call the compiler duplicated into several exits is counted each
time, so an exit written differently can look like a loss.
"""

import dis
import sys
from itertools import repeat
from types import CodeType

from .bytecode.code_record import CODE_TYPES
from .bytecode.versions import version_facts
from .errors import DecompilationError

_COUNTED = {
    "RAISE_VARARGS": "raise",
    "STORE_ATTR": "store attribute",
    "DELETE_ATTR": "delete attribute",
    "STORE_SUBSCR": "store subscript",
    "DELETE_SUBSCR": "delete subscript",
    "STORE_SLICE": "store subscript",
    "YIELD_VALUE": "yield",
    "IMPORT_NAME": "import",
    "STORE_GLOBAL": "store global",
}


def _kind(name):
    if name.startswith("CALL") and name not in ("CALL_INTRINSIC_1", "CALL_INTRINSIC_2", "CALL_FINALLY"):
        return "call"
    if name == "LOAD_SUPER_ATTR":
        return "call"  # 3.12+ `super().x` in one instruction: the super() call
    return _COUNTED.get(name)


# opcode -> effect kind, from `dis`'s table (no decoding of depyf's own)
_KIND_OF_OP = {op: _kind(name) for op, name in enumerate(dis.opname) if _kind(name)}
# Every other opcode: `bytes.translate` deletes them, leaving the counted.
_NOT_COUNTED = bytes(op for op in range(256) if op not in _KIND_OF_OP)


def _counted_ops(code):
    """The opcodes of `code`'s own instructions that `effect_counts` counts,
    in order (one C pass: every other byte of co_code is an opcode or an
    inline cache, CACHE, counted as nothing; the others deleted)."""
    return code.co_code[::2].translate(None, _NOT_COUNTED)


def effect_counts(code, counts=None, deep=True):
    """{effect: how often its instruction appears} over `code` and its nested
    code (`code`'s own alone where not `deep`).

    Reads co_code directly (`_counted_ops`), each counted opcode present
    counted once: the check runs on every decompile."""
    counts = {} if counts is None else counts
    ops = _counted_ops(code)
    if ops:
        for op in sorted(set(ops)):  # (in opcode order: the keys' order as a scan of _KIND_OF_OP gives it)
            kind = _KIND_OF_OP[op]
            counts[kind] = counts.get(kind, 0) + ops.count(op)
    if not deep:
        return counts
    for const in code.co_consts:
        if isinstance(const, CODE_TYPES):  # a CodeRecord when the code's own interpreter checks it
            effect_counts(const, counts)
    return counts


def performs_effects(code):
    """Whether `effect_counts(code)` counts anything (without counting: most
    code compiles back to its own bytecode, and then no count is compared)."""
    if _counted_ops(code):
        return True
    return any(performs_effects(const) for const in code.co_consts if isinstance(const, CODE_TYPES))


def same_code(original, recompiled):
    """Whether `recompiled` is `original` in every field `effect_counts`
    and `scope_facts` read (bytecode, names, flags, constants of one type
    and value, nested code alike): then it performs the same effects and
    has the same facts, and counting them is saved.  (Most decompiled
    functions compile back to the very bytecode; lines are not compared.)"""
    if (
        original.co_code != recompiled.co_code
        or original.co_names != recompiled.co_names
        or original.co_varnames != recompiled.co_varnames
        or original.co_cellvars != recompiled.co_cellvars
        or original.co_freevars != recompiled.co_freevars
        or original.co_flags != recompiled.co_flags
        or original.co_argcount != recompiled.co_argcount
        or original.co_kwonlyargcount != recompiled.co_kwonlyargcount
        or original.co_name != recompiled.co_name
        or len(original.co_consts) != len(recompiled.co_consts)
    ):
        return False
    for a, b in zip(original.co_consts, recompiled.co_consts):
        kind = a.__class__
        if kind is not b.__class__:
            return False
        if kind is tuple or kind is frozenset:
            if _typed(a) != _typed(b):
                return False
        elif isinstance(a, CODE_TYPES):
            if not same_code(a, b):
                return False
        elif a != b:  # (a NaN too: its facts are then counted)
            return False
    return True


def nested_loss(original, recompiled):
    """What one nested code object of `original` lost that the counts
    summed over the whole tree cannot see: an effect a sibling gained as
    often, a constant a sibling still holds.  (inner code, its path of
    names, {effect: how many fewer}, [facts lost]) for the first found, or
    None.

    Each code object is paired with the recompiled one of the same name and
    rank among its siblings of that name (3.12+ inlines comprehensions on
    both sides: they pair as nothing).  Where the two trees differ in shape
    below a code object (a reading may spell a lambda as a def, a
    comprehension as a loop, or drop dead code the compiler kept), that
    code object is compared summed over its subtree; at the top, that
    summed comparison is the caller's own."""
    pairs = _nested_pairs(original, recompiled)
    if not pairs:
        return None  # no nested code, or other shapes: the sums stand
    path = (original.co_name,)
    return _loss(original, recompiled, path, False) or _first_loss(pairs, path)


def _first_loss(pairs, path):
    for inner, inner_recompiled in pairs:
        if isinstance(inner, CodeType) and same_code(inner, inner_recompiled):
            continue
        inner_path = path + (inner.co_name,)
        below = _nested_pairs(inner, inner_recompiled)
        if below is None:  # trees of other shapes below: compared summed
            found = _loss(inner, inner_recompiled, inner_path, True)
        else:
            found = _loss(inner, inner_recompiled, inner_path, False) or _first_loss(below, inner_path)
        if found:
            return found
    return None


def _loss(original, recompiled, path, deep):
    lost = fewer(effect_counts(original, deep=deep), effect_counts(recompiled, deep=deep))
    missing = []
    if not lost and hasattr(original, "co_varnames"):  # (another version's slim record: effects only)
        missing = lost_facts(scope_facts(original, deep=deep), scope_facts(recompiled, deep=deep))
    return (original, path, lost, missing) if lost or missing else None


def _nested_pairs(original, recompiled):
    """[(nested code of `original`, the recompiled one paired with it)], or
    None where their names differ."""
    left = [c for c in original.co_consts if isinstance(c, CODE_TYPES)]
    right = [c for c in recompiled.co_consts if isinstance(c, CODE_TYPES)]
    if len(left) != len(right):
        return None
    if all(a.co_name == b.co_name for a, b in zip(left, right)):
        return list(zip(left, right))
    by_name = {}
    for code in right:
        by_name.setdefault(code.co_name, []).append(code)
    pairs = []
    for code in left:
        same_name = by_name.get(code.co_name)
        if not same_name:
            return None
        pairs.append((code, same_name.pop(0)))
    return pairs


def _typed(value):
    """A container constant with each item paired with its type (1 and True
    are equal, their facts are not)."""
    kind = value.__class__
    if kind is tuple or kind is frozenset:
        return kind, kind(_typed(v) for v in value)
    return kind, value


def lost_effects(original, recompiled):
    """{effect: how many fewer} where `recompiled` performs fewer than `original`."""
    return fewer(effect_counts(original), effect_counts(recompiled))


def fewer(before, after):
    """{effect: how many fewer} between two `effect_counts`."""
    return {k: n - after.get(k, 0) for k, n in sorted(before.items()) if n > after.get(k, 0)}


def scope_facts(code, facts=None, deep=True):
    """{(kind, name)}: the cells and free variables of `code` and its nested
    code (`code`'s own alone where not `deep`), the locals (past the arguments) with the code's global names, and
    the constants they load (flattened out of tuples and frozensets, with
    their type: 1, 1.0 and True are three).

    A decompilation that compiles to fewer of these forgets a `nonlocal`,
    reads a local as a global (`x: int` alone declares x), or dropped the
    code that held a constant, none of which the effect counts see. Left
    out: the constants a condition may fold away (0, 1, True, False, ''),
    a nested function's qualified name (the check compiles the source at
    another depth), `%` formats (3.11+ may compile one into an f-string's
    pieces) and the constants of code whose annotations are strings (the
    check's compile evaluates them)."""
    facts = set() if facts is None else facts
    flags = code.co_flags
    # (pairs made by zip, not by a generator: the check runs on every decompile)
    facts.update(zip(_LOCAL, code.co_varnames[_arguments(code):]))
    facts.update(zip(_NAME, code.co_names))
    facts.update(zip(_CELL, code.co_cellvars))
    facts.update(zip(_FREE, code.co_freevars))
    consts = code.co_consts
    nested = {code.co_name}  # (a class body stores its own __qualname__)
    for const in consts:
        if isinstance(const, CODE_TYPES):
            nested.add(const.co_name)
            if deep:
                scope_facts(const, facts)
    if flags & _FUTURE_ANNOTATIONS:
        return facts
    todo = [consts[k] for k in _const_indices(code)]
    while todo:
        const = todo.pop()
        kind = const.__class__
        if kind is tuple or kind is frozenset:
            todo.extend(const)
        elif kind is str and (const.rpartition(".")[2] in nested or "%" in const):
            # a qualified name MAKE_FUNCTION takes (up to 3.10), or a
            # printf-style format 3.11+ may compile into an f-string's parts
            continue
        elif kind in _LITERALS and not (kind is not float and const in _FOLDABLE):
            # (an object with no literal, which generated code keeps in
            # co_consts, is decompiled as a name: no constant to compare)
            facts.add(("constant", kind.__name__, const))
    return facts


def _arguments(code):
    """How many of co_varnames are the signature's (never lost: not facts)."""
    flags = code.co_flags
    return code.co_argcount + code.co_kwonlyargcount + bool(flags & 0x04) + bool(flags & 0x08)


def has_scope_facts(code):
    """Whether `scope_facts(code)` holds anything, told without making the
    set where the code's own names tell: a local past the arguments, a
    name of co_names, a cell or a free variable is a fact (almost every
    function)."""
    if len(code.co_varnames) > _arguments(code) or code.co_names or code.co_cellvars or code.co_freevars:
        return True
    return bool(scope_facts(code))


def lost_facts(before, after):
    """What of `scope_facts` `before` has that `after` lacks: constants
    gone, and locals, cells and free variables the recompiled code names in
    another scope (a name only dead code used, which the compiler dropped,
    is no loss)."""
    lost = []
    for fact in before - after:
        kind = fact[0]
        if kind == "name":
            continue
        if kind in ("local", "cell", "free") and not _named_otherwise(fact, after):
            continue
        lost.append(fact)
    return sorted(lost, key=repr)


def _named_otherwise(fact, after):
    name = fact[1]
    return any((kind, name) in after for kind in ("name", "local", "cell", "free") if kind != fact[0])


_LOCAL, _NAME, _CELL, _FREE = (repeat(kind) for kind in ("local", "name", "cell", "free"))
_FOLDABLE = frozenset((0, 1, ""))
_LITERALS = (int, float, complex, str, bytes)
_FUTURE_ANNOTATIONS = 0x1000000
_CONST_OPS = frozenset(dis.opmap[n] for n in ("LOAD_CONST", "RETURN_CONST", "KW_NAMES") if n in dis.opmap)
_EXTENDED_ARG = dis.opmap["EXTENDED_ARG"]
_STORE_NAME = dis.opmap["STORE_NAME"]
# what a class body stores of its own (3.13+): its line and its attributes,
# which the check's compile, at other lines and depths, gives other values
_CLASS_FACTS = frozenset({"__firstlineno__", "__static_attributes__"})


def _extended_arg(raw, ops, k):
    """The argument of the instruction at code unit k with the EXTENDED_ARG
    prefixes before it (`ops`: raw's opcodes; the callers test for a prefix
    first, rare, so that the common load costs no call)."""
    arg, j, shift = raw[2 * k + 1], k - 1, 8
    while j >= 0 and ops[j] == _EXTENDED_ARG:
        arg |= raw[2 * j + 1] << shift
        shift += 8
        j -= 1
    return arg


def _const_indices(code):
    """The co_consts indices instructions load (co_consts may keep
    constants the optimiser folded away: only those loaded count).  (The
    loads are found by a search over the opcodes, not a loop over every
    instruction: the check runs on every decompile.)"""
    raw = code.co_code
    names = code.co_names
    ops = raw[::2]
    out = set()
    for const_op in _CONST_OPS:
        k = ops.find(const_op)
        while k >= 0:
            i = 2 * k
            arg = raw[i + 1] if not k or ops[k - 1] != _EXTENDED_ARG else _extended_arg(raw, ops, k)
            if not (i + 2 < len(raw) and raw[i + 2] == _STORE_NAME and names[raw[i + 3]] in _CLASS_FACTS):
                out.add(arg)
            k = ops.find(const_op, k + 1)
    return out


# How the running compiler (3.11+) spells `m.f(...)` where the module binds
# `m` by an import: an attribute load and a plain call, where any other
# name's attribute is called as a method.  A function compiled alone has
# no such import, and calls as a method.  (3.11: the global's load pushes
# the NULL, then LOAD_ATTR, not LOAD_METHOD; 3.12: so, with LOAD_ATTR's
# method bit clear; 3.13: neither pushes it, a PUSH_NULL after the
# attribute's load does.)  The opcodes the spelling starts with, its inline
# caches (CACHE, 0) between them: one search over the opcodes finds them.
def _import_call_spelling():
    """The opcodes (and the LOAD_GLOBAL's cache count) of that spelling in
    the running version's table; (None, 0) before 3.11 or for a version
    the tables do not know (the slower comparison then runs)."""
    if sys.version_info < (3, 11):
        return None, 0
    try:
        facts = version_facts()
    except DecompilationError:
        return None, 0
    op, caches, cache = facts.opmap, facts.cache_count, bytes([facts.opmap["CACHE"]])
    spelling = bytes([op["LOAD_GLOBAL"]]) + cache * caches[op["LOAD_GLOBAL"]] + bytes([op["LOAD_ATTR"]])
    if sys.version_info >= (3, 13):
        spelling += cache * caches[op["LOAD_ATTR"]] + bytes([op["PUSH_NULL"]])
    return spelling, caches[op["LOAD_GLOBAL"]]


_IMPORT_CALL, _GLOBAL_CACHES = _import_call_spelling()
_NULL_FIRST = sys.version_info < (3, 13)
_METHOD_BIT = sys.version_info >= (3, 12)


def imported_call_names(code, out=None):
    """The global names whose attribute `code` (or its nested code) calls
    the way a name an import of its module binds is called (see above):
    the imports that make the function compiled alone the original's
    bytecode.  A superset where a call of a global's attribute spreads its
    arguments (`m.f(*a)`, compiled so with any name): more imports then
    only make the recompiled code differ.  Empty before 3.11."""
    out = set() if out is None else out
    if _IMPORT_CALL is None:
        return out
    raw = code.co_code
    ops = raw[::2]
    k = ops.find(_IMPORT_CALL)
    while k >= 0:
        arg = raw[2 * k + 1] if not k or ops[k - 1] != _EXTENDED_ARG else _extended_arg(raw, ops, k)
        attr = k + 1 + _GLOBAL_CACHES
        if bool(arg & 1) is _NULL_FIRST and not (_METHOD_BIT and raw[2 * attr + 1] & 1):
            out.add(code.co_names[arg >> 1])
        k = ops.find(_IMPORT_CALL, k + 1)
    for const in code.co_consts:
        if isinstance(const, CodeType):
            imported_call_names(const, out)
    return out
