"""Source order read back from co_names.

The compiler numbers global and attribute names in the order the source
mentions them, while the bytecode may lay code out in another order (a try's
else before its handlers, copies of small exits). Where two spellings compile
to the same instructions, co_names tells which one was written.
"""

import ast

from ..bytecode.idioms import Idiom, Op, arguments_where, first_where, where
from ..bytecode.versions import KNOWN_VERSIONS, LOCAL, NAME, version_facts
from .nodes import children, node_fields

# Normalised opnames that read their argument from co_names: those of every
# version's opcode table (an opname means the same in each version that has
# it), and the names normalisation gives.
NAME_OPS = Idiom("uses a name", Op(frozenset(record.opname[op] for record in map(version_facts, KNOWN_VERSIONS) for op in range(256)
                                             if record.arg_kind[op] == NAME) | {"LOAD_METHOD", "LOAD_SUPER_METHOD"}))

# Those that read or bind a local of co_varnames.
LOCAL_OPS = Idiom("uses a local", Op(frozenset(record.opname[op] for record in map(version_facts, KNOWN_VERSIONS) for op in range(256)
                                               if record.arg_kind[op] == LOCAL)))


def _introduced(instrs, ranges, seen):
    """Names first used in the (lo, hi) ranges read in that order."""
    seen = set(seen)
    out = []
    for lo, hi in ranges:
        for k in where(instrs, NAME_OPS, lo, hi):
            ins = instrs[k]
            if ins.argval not in seen:
                seen.add(ins.argval)
                out.append(ins.argval)
    return out


def names_before(instrs, before):
    """The names instrs[:before] use (a set: only tested for membership)."""
    return arguments_where(instrs[:before], NAME_OPS)  # (no list of indices on the way)


def names_used(instrs, lo, hi):
    """Whether instrs[lo:hi] use a co_names entry: `written_first` can tell
    nothing of a range that uses none (None, whatever the other)."""
    return first_where(instrs, NAME_OPS, lo, hi) is not None  # (the first one tells: no list of them)


def written_first(code, instrs, first, second, before, seen=None):
    """Whether the source mentions the code range `first` before the range
    `second` (both (lo, hi) index pairs): True, False, or None when the
    names they introduce (not used in instrs[:before]) cannot tell.
    `seen`: `names_before(instrs, before)`, where the caller asks again
    with the same `before`."""
    if seen is None:
        seen = names_before(instrs, before)
    return first_of(code, seen, _introduced(instrs, [first], ()), _introduced(instrs, [second], ()))


def first_of(code, seen, first, second, table=None):
    """written_first for the name lists of two pieces of code (`seen`:
    those of what runs before both); None where either list is empty.
    `table`: the names' numbering (co_names unless said)."""
    in_order = _new(seen, first + second)
    swapped = _new(seen, second + first)
    if in_order == swapped:
        return None
    index = {name: k for k, name in enumerate(code.co_names if table is None else table)}
    if any(name not in index for name in in_order):
        return None
    actual = sorted(in_order, key=index.__getitem__)
    if actual == in_order:
        return True
    if actual == swapped:
        return False
    return None


def _new(seen, names):
    seen = set(seen)
    out = []
    for name in names:
        if name not in seen:
            seen.add(name)
            out.append(name)
    return out


def code_locals(code):
    """The names `code` keeps in frame slots (not in co_names)."""
    return set(code.co_varnames) | set(code.co_cellvars) | set(code.co_freevars)


def source_names(code, nodes):
    """The co_names entries `nodes` (ast statements or expressions) use, in
    about the order the compiler meets them (values before their targets;
    nested functions' bodies are their own code)."""
    local = code_locals(code)
    out = []
    visitors = _NAMES_VISITORS
    for node in nodes:
        try:  # (`_visit_names` in place: one call less a statement)
            visit = visitors[node.__class__]
        except KeyError:
            visit = _names_visitor(node.__class__)
        visit(node, local, out)
    return out


def _visit_names(node, local, out):
    # Module level, not a closure: a recursive closure is a reference cycle
    # left for the collector on every call.  One dictionary lookup of the
    # node's class gives the function that visits it (`_names_visitor`):
    # the part of the walk a chain of tests used to choose was a fifth of
    # the walk's bytecodes.
    try:
        visit = _NAMES_VISITORS[node.__class__]
    except KeyError:
        visit = _names_visitor(node.__class__)
    visit(node, local, out)


def _visit_name(node, local, out):
    if node.id not in local:
        out.append(node.id)


def _visit_attribute(node, local, out):
    value = node.value
    if value.__class__ is ast.Name:  # (`a.b`, the most common: the name read in place, no call)
        if value.id not in local:
            out.append(value.id)
    else:
        _visit_names(value, local, out)
    out.append(node.attr)


def _visit_aug_assign(node, local, out):
    # (the target is read first: `x.a += v` loads x.a, then v)
    _visit_names(node.target, local, out)
    _visit_names(node.value, local, out)


def _visit_assign(node, local, out):
    value = node.value
    if value is not None:
        try:  # (`_visit_names` in place: one call less an assignment)
            visit = _NAMES_VISITORS[value.__class__]
        except KeyError:
            visit = _names_visitor(value.__class__)
        visit(value, local, out)
    for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
        if target.__class__ is ast.Name:  # (most targets: read in place, no call)
            if target.id not in local:
                out.append(target.id)
        else:
            _visit_names(target, local, out)


def _visit_for(node, local, out):
    _visit_names(node.iter, local, out)
    _visit_names(node.target, local, out)
    for stmt in node.body + node.orelse:
        _visit_names(stmt, local, out)


def _visit_skipped(node, local, out):
    # (a def, class or lambda: only its defaults/decorators run here,
    # too rare to matter; import names are rare in these shapes)
    return


# Node class -> the function that visits its nodes (`_names_visitor`),
# made on first sight.
_NAMES_VISITORS = {}


def _names_visitor(cls):
    """The function that visits nodes of class `cls` for `_visit_names`,
    chosen by the isinstance tests in their order of precedence (a
    subclass the lifter makes, a Name or a Pass, takes its base's); for
    any other node, one compiled for its fields (`_children_visitor`)."""
    if issubclass(cls, ast.AugAssign):
        visit = _visit_aug_assign
    elif issubclass(cls, (ast.Assign, ast.AnnAssign)):
        visit = _visit_assign
    elif issubclass(cls, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
        visit = _visit_skipped
    elif issubclass(cls, (ast.For, ast.AsyncFor)):
        visit = _visit_for
    elif issubclass(cls, ast.Name):
        visit = _visit_name
    elif issubclass(cls, ast.Attribute):
        visit = _visit_attribute
    elif issubclass(cls, (ast.Import, ast.ImportFrom)):
        visit = _visit_skipped
    else:
        visit = _children_visitor(cls)
    _NAMES_VISITORS[cls] = visit
    return visit


def _children_visitor(cls):
    """The visitor of a node of class `cls` that is none of the kinds
    `_names_visitor` names: its children in `children`' order, each field
    read by its name (no loop over the fields), a plain name and an
    attribute of one read in place (most children: no call), a plain
    constant passed over (the classes themselves, not subclasses the
    lifter makes). A field holding one node is read without a loop (no
    tuple made for it), and the fields that only ever hold a name, a
    number or a flag are not read at all."""
    lines = ["def visit(node, local, out):"]
    for field in node_fields(cls):
        if field in _NAMES_LEAF_FIELDS:
            continue
        lines += ["    try:",
                  "        value = node.%s" % field,
                  "    except AttributeError:",  # (an optional field the lifter left unset: before 3.13)
                  "        value = None",
                  "    if value.__class__ is list:",
                  "        for item in value:"]
        lines += ["            " + line for line in _child_visit("item")]
        lines += ["    elif value is not None:"]
        lines += ["        " + line for line in _child_visit("value")]
    if len(lines) == 1:
        lines.append("    return")
    scope = {"Name": ast.Name, "Attribute": ast.Attribute, "Constant": ast.Constant, "AST": ast.AST, "VISITORS": _NAMES_VISITORS,
             "new_visitor": _names_visitor, "visit_names": _visit_names}
    exec(compile("\n".join(lines), "<depyf names visitor of %s>" % cls.__name__, "exec"), scope)
    return scope["visit"]


# Fields that hold a name, a number or a flag in every node class that has
# them (never a node: the visitor does not read them).
_NAMES_LEAF_FIELDS = frozenset({"id", "attr", "arg", "module", "level", "kind", "conversion", "is_async", "type_comment"})


def _child_visit(var):
    """The visitor's lines for one child value `var`: a name and an
    attribute of a name read in place, a constant passed over, any other
    node handed to its class's visitor."""
    return ["kind = %s.__class__" % var,
            "if kind is Name:",
            "    if %s.id not in local:" % var,
            "        out.append(%s.id)" % var,
            "elif kind is Attribute:",  # (`_visit_attribute` in place: the next most common child)
            "    inner = %s.value" % var,
            "    if inner.__class__ is Name:",
            "        if inner.id not in local:",
            "            out.append(inner.id)",
            "    else:",
            "        visit_names(inner, local, out)",
            "    out.append(%s.attr)" % var,
            "elif kind is not Constant and isinstance(%s, AST):" % var,
            "    try:",
            "        child = VISITORS[kind]",
            "    except KeyError:",
            "        child = new_visitor(kind)",
            "    child(%s, local, out)" % var]


def source_locals(code, nodes):
    """The local variables (co_varnames, arguments left out) `nodes` use, in
    about the order the compiler meets them: it numbers them as it
    compiles, where co_names cannot tell (`x = g(b)` in a try's else, whose
    names the clauses used already). A clause's name comes before its
    body; a try's else before its clauses, as 3.12+ compiles them."""
    local = set(code.co_varnames)
    out = []

    def visit(node):
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            if node.value is not None:
                visit(node.value)
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                visit(target)
            return
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef, ast.comprehension)):
            return  # (a comprehension's variables: 3.12 numbers them apart)
        if isinstance(node, (ast.For, ast.AsyncFor)):
            visit(node.iter)
            visit(node.target)
            for stmt in node.body + node.orelse:
                visit(stmt)
            return
        if isinstance(node, ast.Try):
            for stmt in node.body + node.orelse:
                visit(stmt)
            for handler in node.handlers:
                visit(handler)
            for stmt in node.finalbody:
                visit(stmt)
            return
        if isinstance(node, ast.ExceptHandler) and node.name in local:
            if node.type is not None:
                visit(node.type)
            out.append(node.name)
            for stmt in node.body:
                visit(stmt)
            return
        if isinstance(node, ast.Name) and node.id in local:
            out.append(node.id)
        for child in children(node):
            visit(child)

    for node in nodes:
        visit(node)
    return out
