"""Values the stack simulation holds besides plain `ast` expressions."""

import ast

# Whether this interpreter's `ast` wraps a subscript's index in ast.Index
# (3.8; from 3.9 the class only returns its value).  A fact of the running
# `ast` module, not of the bytecode read: detected, not looked up by version.
_INDEX = getattr(ast, "Index", None)
AST_INDEX_NODES = _INDEX is not None and type(_INDEX(value=ast.Constant(value=0))) is _INDEX


class Null:
    """The NULL a 3.11+ call sequence pushes beside the callable."""

    __slots__ = ()


NULL = Null()


class FunctionValue:
    """A function object built by MAKE_FUNCTION, before we know its use."""

    __slots__ = ("code", "defaults", "kwdefaults", "annotations", "closure", "qualname")

    def __init__(self, code, defaults, kwdefaults, annotations, closure, qualname=None):
        self.code = code
        self.defaults = defaults
        self.kwdefaults = kwdefaults
        self.annotations = annotations
        self.closure = closure
        self.qualname = qualname  # MAKE_FUNCTION's qualified name constant (3.8-3.10)


class BuildClass:
    """The `__build_class__` builtin pushed by LOAD_BUILD_CLASS."""

    __slots__ = ()


class ClassValue:
    """`__build_class__(body, name, *bases, **kw)` before it is stored."""

    __slots__ = ("function", "name", "bases", "keywords")

    def __init__(self, function, name, bases, keywords):
        self.function = function
        self.name = name
        self.bases = bases
        self.keywords = keywords


class Slot:
    """A place a STORE fills: one element of an unpacking, or a loop target."""

    __slots__ = ("owner", "position")

    def __init__(self, owner, position):
        self.owner = owner
        self.position = position


class Unpacking:
    """The tuple target of UNPACK_SEQUENCE/UNPACK_EX being filled by stores."""

    __slots__ = ("elts", "missing", "value", "parent", "star", "state", "at", "temps")

    def __init__(self, count, value, parent, star=None):
        self.elts = [None] * count
        self.missing = count
        self.value = value
        self.parent = parent
        self.star = star
        # Where the unpacking ran (block state, statement index), in case
        # an element is read as a value instead of stored (generated code).
        self.state = None
        self.at = None
        self.temps = None


class ExceptionValue:
    """The exception object a handler has on its stack."""

    __slots__ = ()


class WithEnter:
    """The value `__enter__` returned, bound by `as` (or discarded)."""

    __slots__ = ()


class IterValue:
    """`GET_ITER`'s result: the iterable, remembered for a following loop.

    `expr`: the iterator as a value, `iter(iterable)`, once something other
    than a loop reads it (`iterators_as_values`: generated code may pass a
    loop's iterator on); one node, so that every reader of
    this one iterator shares the one evaluation."""

    __slots__ = ("iterable", "is_async", "expr")

    def __init__(self, iterable, is_async=False):
        self.iterable = iterable
        self.is_async = is_async
        self.expr = None


class ChainedTarget(ast.NamedExpr):
    """A value stored while a copy stays on the stack: `a = b = v` or `(a := v)`."""


# The marks the readers set on ast nodes, outside the nodes' fields (read
# back with getattr, default False/None): the only such attributes lift/
# may set (verify/structure.py counts any other as undeclared state).
NODE_MARKS = {
    "_assertion": "the name AssertionError an assert statement loads (not one the source names)",
    "_breaks_into_exit": "a try statement whose body ends in a `break` compiled to nothing (table/try_except.py), or a with statement whose body ends in a `break` with code after it reached only when __exit__ swallows (table/with_statement.py): the loop reader writes no second one",
    "_cell_of": "a read of a frame's cell through a lambda's closure: the variable's name",
    "_closed": "a boolean operation the compiler kept as one group: not merged into the one around it",
    "_copy": "a return or raise in an except clause after it unwound: a copied exit (copied_exits.py)",
    "_in_block": "a copied exit (`_copy`, 3.10) read inside a with or try block that the innermost loop's body set up: the code after a statement there, never a copy of the loop's exit that a break reaches (copied_exits._exits_in)",
    "_held": "a bare raise read after its handler unwound: how many handlers' exceptions it was read under (exceptions_shared.refuse_unwound_reraises)",
    "_either_way": "`if t: pass` whose test goes on to the next instruction either way (branches.BranchOps.branch): alone in a comprehension's loop, a never-true filter (functions.build_comprehension)",
    "_dead_remnant": "the remnant of a dead return (Lifter.dead_return_remnant): no return to fold (driver)",
    "_graph": "a condition read from the condition graph (conditional_jumps.py)",
    "_implicit_await": "an async comprehension's call, awaited by code the source does not spell",
    "_kept_apart": "a written-looking `return None` ending the function that a handler's way out still jumps to: a dead test's line on the implicit one (statements.op_RETURN_VALUE, driver)",
    "_join_kept": "a conditional expression whose first arm's jump to the join stayed before a short exit the compiler would have copied onto it: a statement ended in between (conditional_values.py, driver._ends_in_kept_join)",
    "_jumps_out": "`if not t: break` read from a test jumping straight out of the loop (loops.py)",
    "_line": "the line an expression's last instruction carries (printer/layout.py)",
    "_merge": "a with statement that `with a, b:` may merge with the one it holds",
    "_none_test": "`x is None` / `x is not None` read from a None jump (jump_tests.folds_not)",
    "_written": "a `return None` the source wrote, not an implicit one (driver._kept_return)",
}


# One load context for every name the lifter makes, and one store context,
# as CPython's parser shares one (a context holds nothing; passes replace
# it, never change it).
_LOAD = LOAD = ast.Load()
STORE = ast.Store()


# (fields by position: the two helpers run for most loads, and keyword
# arguments cost half as much again as the node itself)
def name(id_, ctx=None):
    return ast.Name(id_, ctx or _LOAD)


def no_arguments():
    """The arguments of a lambda that takes none."""
    return ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[])


# Statements after which their block goes on nowhere.
LEAVING = (ast.Return, ast.Raise, ast.Continue, ast.Break)


def is_return_none(stmt):
    """`return` or `return None`."""
    return isinstance(stmt, ast.Return) and (stmt.value is None or (isinstance(stmt.value, ast.Constant) and stmt.value.value is None))


def const(value):
    return ast.Constant(value, None)


def is_const(node, value=None, check=False):
    if not isinstance(node, ast.Constant):
        return False
    return not check or (node.value is value or (type(node.value) is type(value) and node.value == value))


def is_pure_literal(node):
    """A constant or a display of constants: evaluating it has no effect and reads nothing.
    (Loops, not a generator's `all`: the lifter asks this of each value
    waiting on the stack when a statement is written, and generated code
    keeps displays of names there.)"""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        for item in node.elts:
            if not is_pure_literal(item):
                return False
        return True
    if isinstance(node, ast.Dict):
        for key in node.keys:
            if key is None or not is_pure_literal(key):
                return False
        for value in node.values:
            if not is_pure_literal(value):
                return False
        return True
    return False


def store_ctx(node):
    """Return `node` re-tagged as an assignment target."""
    if node.__class__ is ast.Name:  # (most targets: one test)
        node.ctx = STORE
        return node
    if isinstance(node, (ast.Name, ast.Attribute, ast.Subscript, ast.Starred)):
        node.ctx = STORE
        if isinstance(node, ast.Starred):
            store_ctx(node.value)
    elif isinstance(node, (ast.Tuple, ast.List)):
        node.ctx = STORE
        for elt in node.elts:
            store_ctx(elt)
    return node


def del_ctx(node):
    node.ctx = ast.Del()
    return node


# Fields that never hold a node worth visiting: names and flags, and the
# context and operator singletons no pass asks about.
_LEAF_FIELDS = frozenset({"ctx", "op", "ops", "id", "attr", "arg", "name", "module", "level", "kind", "conversion", "is_async", "type_comment"})
_CHILD_FIELDS = {ast.Constant: ()}


def child_fields(cls):
    """The fields of node class `cls` that may hold nodes worth visiting."""
    fields = _CHILD_FIELDS.get(cls)
    if fields is None:
        fields = _CHILD_FIELDS[cls] = tuple(f for f in cls._fields if f not in _LEAF_FIELDS)
    return fields


_OPERATOR_FIELDS = frozenset({"ctx", "op", "ops"})
_NODE_FIELDS = {}


def node_fields(cls):
    """The fields of node class `cls` in `ast.iter_child_nodes`' order,
    leaving out expression contexts and operators (`children`' fields; a
    `name` may hold a node: `type X = ...`)."""
    fields = _NODE_FIELDS.get(cls)
    if fields is None:
        fields = _NODE_FIELDS[cls] = tuple(f for f in cls._fields if f not in _OPERATOR_FIELDS)
    return fields


def children(node):
    """`ast.iter_child_nodes(node)` as a list, leaving out expression
    contexts and operators (leaves with nothing to find in them)."""
    cls = node.__class__
    fields = _NODE_FIELDS.get(cls)
    if fields is None:
        fields = node_fields(cls)
    out = []
    for field in fields:
        value = getattr(node, field, None)
        if value.__class__ is list:
            out.extend([item for item in value if isinstance(item, ast.AST)])
        elif isinstance(value, ast.AST):
            out.append(value)
    return out


def walk(node):
    """Every node under `node` in `ast.walk`'s order, as a list, leaving out
    expression contexts and operators.

    The post passes walk the same trees many times; this avoids
    `ast.walk`'s generator-per-node cost and the visits of leaf fields
    (3-5x faster on big functions).
    """
    out = [node]
    append = out.append
    AST = ast.AST
    cached = _CHILD_FIELDS
    for current in out:  # (a list's iterator goes on over what is appended: no index kept)
        try:  # (a subscript, not `get` and a test: this runs for every node; callgrind: -4% a walk)
            fields = cached[current.__class__]
        except KeyError:
            fields = child_fields(current.__class__)
        for field in fields:
            value = getattr(current, field, None)
            if value.__class__ is list:
                for item in value:
                    if isinstance(item, AST):
                        append(item)
            elif isinstance(value, AST):
                append(value)
    return out


def copy_tree(node, memo=None):
    """A copy of `node` and of every node under it: what `copy.deepcopy`
    makes of a tree of nodes (each node copied once, `memo`: id -> copy,
    shared between calls that copy parts of one tree), by the nodes'
    attributes alone: an attribute that holds neither a node nor a list
    is shared (the lifter's trees hold strings, numbers and immutable
    constants there); deepcopy asks each object how to copy it, 3-5
    times as slow on small expressions."""
    if memo is None:
        memo = {}
    done = memo.get(id(node))
    if done is not None:
        return done
    cls = node.__class__
    new = memo[id(node)] = cls.__new__(cls)
    attrs = new.__dict__
    AST = ast.AST
    for key, value in node.__dict__.items():
        if isinstance(value, AST):
            value = copy_tree(value, memo)
        elif value.__class__ is list:
            value = [copy_tree(item, memo) if isinstance(item, AST) else item for item in value]
        attrs[key] = value
    return new


# Fields that hold statement lists (an except clause's too).
_STATEMENT_LIST_FIELDS = frozenset(("body", "orelse", "finalbody", "handlers"))


class _NestsByClass(dict):
    """Node class -> whether it has a field that holds statements, worked
    out on first sight."""

    __slots__ = ()

    def __missing__(self, cls):
        found = self[cls] = not _STATEMENT_LIST_FIELDS.isdisjoint(getattr(cls, "_fields", ()))
        return found


_NESTS = _NestsByClass()


def nests_statements(stmt):
    """Whether `stmt`'s class has a field that holds statements: the post
    passes that walk the statement lists pass the other statements (most
    of them) without a look at each field."""
    return _NESTS[stmt.__class__]


def statement_lists(stmt):
    """The statement lists nested directly in `stmt` (a list: the passes
    that walk them call this for every compound statement, and a
    generator cost more than the list)."""
    fields, handlers, _ = statement_fields(stmt.__class__)
    out = []
    for field in fields:
        inner = getattr(stmt, field, None)
        if isinstance(inner, list):
            out.append(inner)
    if handlers:
        for handler in stmt.handlers:
            out.append(handler.body)
    return out


def statement_fields(cls):
    """What of a statement of class `cls` holds statement lists, the one
    account the walks of statement lists share (`statement_lists`,
    `copied_exits.exit_copy_facts`): (its fields that hold one, of
    "body", "orelse" and "finalbody"; whether its `handlers` hold
    clauses, each with a body; whether its `cases` do, a match's), worked
    out once a class."""
    plan = _STATEMENT_FIELDS.get(cls)
    if plan is None:
        fields = getattr(cls, "_fields", ())
        nests = _NESTS[cls]
        plan = _STATEMENT_FIELDS[cls] = (tuple(f for f in ("body", "orelse", "finalbody") if f in fields) if nests else (),
                                         nests and "handlers" in fields, "cases" in fields)
    return plan


_STATEMENT_FIELDS = {}


def lists_inner_first(stmts):
    """Every statement list nested in `stmts`, then `stmts`: each after the
    lists inside its statements, for passes that rewrite a list in place
    once the lists inside it are done."""
    for stmt in stmts:
        for inner in statement_lists(stmt):
            yield from lists_inner_first(inner)
    yield stmts


# The value a for loop's target is stored from (its iterator's next item).
LOOP_TARGET = object()


class InlineContainer:
    """The list/set/dict an inlined comprehension fills."""

    __slots__ = ()


def names_in(node):
    """The names `node` mentions."""
    return {n.id for n in walk(node) if isinstance(n, ast.Name)}


def rebound_names(stmt, nodes=None):
    """The names `stmt` stores, deletes or declares; `nodes`: `walk(stmt)` when the caller has it already."""
    names = set()
    passed = _NEVER_BINDING
    Name, Load, Store, Del = ast.Name, ast.Load, ast.Store, ast.Del
    for node in nodes if nodes is not None else walk(stmt):
        # (classes, not isinstance calls, and the classes that bind no name
        # kept: the lifter asks this of each statement written while values
        # wait, most of Dynamo's)
        cls = node.__class__
        if cls in passed:
            continue
        if cls is Name or issubclass(cls, Name):
            ctx = node.ctx.__class__
            if ctx is not Load and (ctx is Store or ctx is Del or isinstance(node.ctx, (Store, Del))):
                names.add(node.id)
        elif issubclass(cls, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
        else:
            passed.add(cls)
    return names


# node classes that bind no name (filled as `rebound_names` meets them)
_NEVER_BINDING = set()


def only_reads(value):
    """Displays, names, constants and constant subscripts of them: generated
    code pops such scratch values; reading them again changes nothing."""
    if not isinstance(value, ast.expr):
        return False
    # (the walk leaves out contexts and operators: a node holding an
    # operator is no read anyway; the answer per class is kept, Dynamo's
    # passes ask this of most of its statements)
    kinds = _READ_KINDS
    for node in walk(value):
        cls = node.__class__
        kind = kinds.get(cls)
        if kind is None:
            kind = kinds[cls] = _read_kind(cls)
        if kind is _SUBSCRIPT:
            if not isinstance(node.slice, (ast.Constant, ast.Slice)) and not (
                hasattr(ast, "Index") and isinstance(node.slice, ast.Index)
            ):
                return False
        elif kind is _NOT_A_READ:
            return False
    return True


_SUBSCRIPT, _NOT_A_READ, _A_READ = "subscript", "not a read", "a read"
_READ_KINDS = {}


def _read_kind(cls):
    """How `only_reads` takes a node of class `cls`."""
    if issubclass(cls, ast.Subscript):
        return _SUBSCRIPT
    if issubclass(cls, (ast.Name, ast.Constant, ast.List, ast.Tuple, ast.Slice, ast.expr_context, getattr(ast, "Index", ast.Slice))):
        return _A_READ
    return _NOT_A_READ


def replace_node(tree, old, new):
    """Put `new` wherever the very object `old` occurs in `tree`."""
    for node in walk(tree):
        for field, value in ast.iter_fields(node):
            if value is old:
                setattr(node, field, new)
            elif isinstance(value, list):
                for i, item in enumerate(value):
                    if item is old:
                        value[i] = new


def waiting_values(st):
    """The values waiting on the stack that a temporary would hold (not
    plain names, constants or slices), bottom first."""
    return [v for v in st.stack[st.base:] if isinstance(v, ast.expr) and not isinstance(v, (ast.Name, ast.Constant, ast.Slice))]
