"""Post passes over the function bodies Dynamo (torch.compile) generates.

Dynamo's bytecode keeps values on the stack and in cache locals in ways no
person writes; decompiled as is, it reads as a wall of temporaries.  These
passes run only on Dynamo's code (`dynamo_reading.looks_like_dynamo`) and rely
on facts that hold for it, so that each rewrite is the same program:

- the decompiler's `__temp_N` are stack values of the bytecode and Dynamo's
  `tmp_N` are its own cache locals: nothing outside the frame reads them;
- Dynamo's installed globals (`__import_*`, `__compiled_fn_*`,
  `__resume_at_*`) and attributes of its `__import_*` modules are not rebound
  by the calls its code makes, so reading them earlier or later reads the
  same object.

The check of the compiled-back code (`codegen.check_coverage`) counts
stores, deletions and local reads; what a pass removes on purpose is
recorded in `Elided`.  Nothing here imports torch: `depyf.decompile` hands
`clean` to the lifter as a post-pass of Dynamo's reading options
(`dynamo_reading.py`) for any code it is given.
"""

import ast
import dis
import keyword
import re
from itertools import chain

from ..bytecode.versions import version_facts
from ..lift.nodes import AST_INDEX_NODES
from ..lift.nodes import child_fields, copy_tree, is_pure_literal, names_in, only_reads, rebound_names, walk
from .dynamo_lookups import hoist_lookup_chains

class _ChildFields(dict):
    """Node class -> `child_fields(cls)`, by one subscript (the passes that
    rewrite nodes in place ask it of every node they visit)."""

    __slots__ = ()

    def __missing__(self, cls):
        fields = self[cls] = child_fields(cls)
        return fields


_FIELDS = _ChildFields()
_TEMP = re.compile(r"__temp_\d+$")
_CACHE = re.compile(r"tmp_\d+$")
_INSTALLED = ("__import_", "__compiled_fn_", "__resume_at_")
_SCOPES = (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
_SCOPE_CLASSES = frozenset(_SCOPES)


class Elided:
    """What the passes removed on purpose: effect opcodes by name (as the
    bytecode spells them), locals the code no longer reads and constants
    (as `(type, value)`) it no longer loads."""

    def __init__(self):
        self.ops = {}
        self.reads = set()
        self.consts = set()

    def op(self, name):
        self.ops[name] = self.ops.get(name, 0) + 1


def clean(stmts, code, elided=None, frame_globals=None, graph_inputs=None):
    """Run the Dynamo passes over a function body, in place.

    `graph_inputs`: compiled graph global name -> the graph's input names."""
    elided = elided if elided is not None else Elided()
    _split_graph_unpacks(stmts, code)
    walks, uses = _drop_dead_temps(stmts)
    walks = _drop_unread_caches(stmts, code, walks, uses)
    # (each statement's walk serves the passes after it until one rewrites
    # statements it does not account for: most passes change nothing in
    # most of Dynamo's functions; those that only remove or move whole
    # statements walk again only the compound statements)
    walks = _FrameValues(stmts, code, frame_globals, walks).fold(elided)
    if _name_copied_temps(stmts, code, elided):
        walks = None
    walks = _drop_dels_before_return(stmts, code, walks)
    walks, uses = _dels_into_branches(stmts, walks)
    walks = _inline_single_use_temps(stmts, code, elided, walks, uses)
    walks = _drop_dels_before_return(stmts, code, walks)  # inlining can bring a return next to them
    if _hoist_graph_arguments(stmts, code, graph_inputs):
        walks = [walk(stmt) for stmt in stmts]
    # one walk for the two renamings (a renaming moves no node)
    nodes = list(chain.from_iterable(walks))
    _name_graph_inputs(stmts, code, graph_inputs, nodes)
    _renumber_temps(stmts, nodes)
    # (the classes of the walk, looked at by `map(type, ...)`, no Python code
    # a node: half the time of a generator's `any`; asked twice)
    classes = set(map(type, nodes))
    _fold_negated_tests(stmts, nodes, classes)  # renaming moved no node: its walk serves
    # (folding adds or drops no walrus; the statements that hold none are
    # passed over)
    if ast.NamedExpr in classes:
        with_walrus = {id(stmt_nodes[0]) for stmt_nodes in walks if ast.NamedExpr in set(map(type, stmt_nodes))}
        hoist_lookup_chains(stmts, with_walrus)
    return stmts


# (Dynamo's code is compiled by the running interpreter)
_STORE_SLICE_OPCODE = version_facts(None).STORE_SLICE_OPCODE

_NEGATED_OPS = {ast.Is: ast.IsNot, ast.In: ast.NotIn}


def _fold_negated_tests(stmts, nodes=None, classes=None):
    """`not a is b` reads `a is not b` (and `not a in b`, `a not in b`): the
    same bool.  The decompiler keeps the first, CPython's bytecode of it;
    Dynamo's code tests `is None` and jumps the other way (torch 2.15's
    profiler-gated `if cm is not None`).

    `nodes`: a walk of `stmts` already made (`classes`: the set of their
    classes, where the caller has it).  Parents are visited after their
    descendants (a walk, reversed), so that a folded comparison takes
    operands already folded."""
    if nodes is None:
        nodes = [node for stmt in stmts for node in walk(stmt)]
    if ast.UnaryOp not in (classes if classes is not None else set(map(type, nodes))):  # (see `clean`)
        return
    AST = ast.AST
    for node in reversed(nodes):
        for field in _FIELDS[node.__class__]:
            value = getattr(node, field, None)
            if value.__class__ is list:
                for k, item in enumerate(value):
                    if isinstance(item, AST) and _negated_test(item):
                        value[k] = _folded_test(item)
            elif isinstance(value, AST) and _negated_test(value):
                setattr(node, field, _folded_test(value))


def _negated_test(node):
    inner = node.operand if node.__class__ is ast.UnaryOp else None
    return (
        inner is not None
        and isinstance(node.op, ast.Not)
        and isinstance(inner, ast.Compare)
        and len(inner.ops) == 1
        and type(inner.ops[0]) in _NEGATED_OPS
    )


def _folded_test(node):
    inner = node.operand
    return ast.copy_location(
        ast.Compare(left=inner.left, ops=[_NEGATED_OPS[type(inner.ops[0])]()], comparators=inner.comparators), node
    )


# -- helpers -----------------------------------------------------------------------------------


def _tree(stmts):
    return ast.Module(body=stmts, type_ignores=[])


def _uses(stmts):
    """Per name: how often it is read, how often stored, and the names deleted
    (one walk: the passes need these of a many-layer model's forward)."""
    return _uses_of((walk(_tree(stmts)),))


def _uses_of(walks):
    """`_uses` over the nodes of walks already made (`walks`: lists of
    nodes, each statement's walk or one of the whole tree; read list by
    list, with no generator between: this runs on every node of most
    functions)."""
    reads, stores, deleted = {}, {}, set()
    Name, Load, Store = ast.Name, ast.Load, ast.Store
    for nodes in walks:
        for node in nodes:
            if node.__class__ is Name:
                ctx = node.ctx.__class__
                if ctx is Load:
                    reads[node.id] = reads.get(node.id, 0) + 1
                elif ctx is Store:
                    stores[node.id] = stores.get(node.id, 0) + 1
                else:
                    deleted.add(node.id)
    return reads, stores, deleted


# statements that hold no statement list (most of Dynamo's code: the walks
# over every statement list ask this of each statement, again and again)
_SIMPLE_STATEMENTS = frozenset((ast.Assign, ast.Expr, ast.Return, ast.Delete, ast.AugAssign, ast.AnnAssign,
                                ast.Pass, ast.Raise, ast.Global, ast.Nonlocal, ast.Import, ast.ImportFrom,
                                ast.Break, ast.Continue, ast.Assert))


def _compound_bodies(stmt):
    for field in ("body", "orelse", "finalbody"):
        inner = getattr(stmt, field, None)
        if isinstance(inner, list) and inner and isinstance(inner[0], ast.stmt):
            yield field, inner


def _statement_lists(stmts):
    """`stmts` and every statement list nested in it."""
    yield stmts
    for stmt in stmts:
        if stmt.__class__ in _SIMPLE_STATEMENTS:
            continue
        for _, inner in _compound_bodies(stmt):
            yield from _statement_lists(inner)
        for handler in getattr(stmt, "handlers", ()):
            yield from _statement_lists(handler.body)


def _branches(stmts):
    """`stmts` and the if/else bodies in it: where a return leaves the
    function at once (no `finally` or `with` exit runs after it)."""
    yield stmts
    for stmt in stmts:
        if isinstance(stmt, ast.If):
            yield from _branches(stmt.body)
            yield from _branches(stmt.orelse)


def _arguments(code):
    n = code.co_argcount + code.co_kwonlyargcount + bool(code.co_flags & 0x4) + bool(code.co_flags & 0x8)
    return frozenset(code.co_varnames[:n])


_PARTLY_RUN = _SCOPE_CLASSES | {ast.BoolOp, ast.IfExp}
_STORING_STATEMENTS = (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.Expr, ast.Return)


def _certain_stores(node):
    """Names bound whenever `node` (a simple statement or an expression) completes."""
    names = set()
    todo = [node]
    AST = ast.AST
    while todo:
        sub = todo.pop()
        cls = sub.__class__
        if cls is ast.Name:
            if sub.ctx.__class__ is ast.Store:
                names.add(sub.id)
            continue
        if cls in _SCOPE_CLASSES:
            continue
        if cls is ast.BoolOp:
            todo.append(sub.values[0])  # only the first operand always runs
            continue
        if cls is ast.IfExp:
            todo.append(sub.test)
            continue
        for field in _FIELDS[cls]:
            value = getattr(sub, field, None)
            if value.__class__ is list:
                todo.extend(item for item in value if isinstance(item, AST))
            elif isinstance(value, AST):
                todo.append(value)
    return names


def _bound_at(stmts, code, walks=None):
    """id(del statement) -> the locals certainly bound when it starts
    (through straight-line code and if/else; anything else only unbinds).
    Only deletions are asked about: snapshots elsewhere would make this
    quadratic in a many-layer model's forward.

    `walks`: id(statement of `stmts`) -> its walk, for a caller that asks
    only about names some of them mention: the statements not in it are
    passed over (they neither bind nor unbind those names, and their
    deletions are not asked about)."""
    at = {}

    def walk_body(body, bound):
        for stmt in body:
            if walks is not None and body is stmts:
                nodes = walks.get(id(stmt))
                if nodes is None:
                    continue
                if stmt.__class__ is ast.Delete:
                    at[id(stmt)] = frozenset(bound)
                    bound -= {n.id for n in nodes if n.__class__ is ast.Name and n.ctx.__class__ is ast.Del}
                    continue
                if stmt.__class__ in _STORING_STATEMENTS and _PARTLY_RUN.isdisjoint(map(type, nodes)):
                    # every part of it runs: its stores are all certain
                    bound |= {n.id for n in nodes if n.__class__ is ast.Name and n.ctx.__class__ is ast.Store}
                    continue
            if isinstance(stmt, ast.If):
                bound |= _certain_stores(stmt.test)
                arms = [walk_body(arm, set(bound)) for arm in (stmt.body, stmt.orelse)]
                # an arm that returns or raises says nothing about what follows
                after = [b for arm, b in zip((stmt.body, stmt.orelse), arms) if not _ends(arm)]
                bound &= frozenset.intersection(*map(frozenset, after)) if after else bound
            elif isinstance(stmt, ast.Delete):
                at[id(stmt)] = frozenset(bound)
                bound -= _deleted(stmt)
            elif isinstance(stmt, _STORING_STATEMENTS):
                bound |= _certain_stores(stmt)
            else:
                bound -= _deleted(stmt)
        return bound

    walk_body(stmts, set(_arguments(code)))
    return at


def _deleted(stmt):
    return {n.id for n in walk(stmt) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Del)}


def _rewalked(stmts, walks, rewritten=(), nested_unchanged=False):
    """The walk of each statement of `stmts` after a pass that only
    removed, moved or added whole statements, and rewrote those whose ids
    are in `rewritten`: a simple statement that was there keeps its walk
    (`walks`: those of the statements before, each beginning with its
    statement); a compound one may hold a list that changed, and is walked
    again, unless the pass says it changed no statement list nested in
    `stmts` (`nested_unchanged`: what a compound statement holds is then
    what its walk found)."""
    before = {id(nodes[0]): nodes for nodes in walks}  # (its statement kept alive by `walks`: no id reused)
    for key in rewritten:
        before.pop(key, None)
    return _rewalked_from(stmts, before, nested_unchanged)


def _rewalked_from(stmts, before, nested_unchanged=False):
    """`_rewalked` given the walks kept, by id(statement) (each walk holds
    its statement: no id is reused while they are kept)."""
    if nested_unchanged:
        return [before.get(id(stmt)) or walk(stmt) for stmt in stmts]
    simple = _SIMPLE_STATEMENTS
    return [before[id(stmt)] if stmt.__class__ in simple and id(stmt) in before else walk(stmt) for stmt in stmts]


def _fill_empty(stmts):
    """Give each empty body a `pass`; True when one was."""
    filled = False
    simple = _SIMPLE_STATEMENTS  # (no body to fill: most statements, passed by one set lookup)
    for body in _statement_lists(stmts):
        for stmt in body:
            if stmt.__class__ in simple:
                continue
            if isinstance(getattr(stmt, "body", None), list) and not stmt.body:
                stmt.body = [ast.Pass()]
                filled = True
    return filled


_IMPURE = (ast.Call, ast.Await, ast.Yield, ast.YieldFrom, ast.NamedExpr) + _SCOPES
_IMPURE_CLASSES = {}  # node class -> whether it is one of _IMPURE (asked of most nodes of every pass)


def _pure(node, nodes=None):
    """Reads only: names, constants, displays, subscripts and attributes of
    them.  `nodes`: `walk(node)`, when the caller has it."""
    impure = _IMPURE_CLASSES
    for sub in nodes if nodes is not None else walk(node):
        found = impure.get(sub.__class__)
        if found is None:
            found = impure[sub.__class__] = issubclass(sub.__class__, _IMPURE)
        if found:
            return False
    return True


def _stable(node, local_names):
    """A read the calls of Dynamo's code cannot change: a constant, a local,
    an installed global or an attribute of an installed module."""
    if isinstance(node, (ast.Constant, ast.expr_context, ast.List, ast.Tuple)):
        return True  # a display's elements are judged on their own
    if isinstance(node, ast.Name):
        return node.id in local_names or node.id.startswith(_INSTALLED)
    if isinstance(node, ast.Attribute):
        return isinstance(node.value, ast.Name) and node.value.id.startswith("__import_")
    return False


# -- 1. dead scratch values and unread caches ------------------------------------------------------


def _graph_call(value):
    return (
        value.__class__ is ast.Call
        and value.func.__class__ is ast.Name
        and value.func.id.startswith("__compiled_fn_")
        and not value.keywords
    )


# (Dynamo's code is the running interpreter's: its opcode; `co_code`, at
# even offsets, holds the opcodes as compiled, never their specialised forms)
_UNPACK_SEQUENCE = dis.opmap["UNPACK_SEQUENCE"]


def _split_graph_unpacks(stmts, code):
    """torch 2.2-2.5 unpack a compiled graph's outputs straight off the call
    (`x, __temp_1 = __compiled_fn_1(a, b)`, UNPACK_SEQUENCE); newer torch
    keep them in `graph_out_0` and read `graph_out_0[i]`, then delete it.
    The unpacking is written the newer way, which the passes after this one
    read well (a branch on an output tests `graph_out_0[i]`, a returned one
    is returned by index):

        graph_out_0 = __compiled_fn_1(a, b)
        x = graph_out_0[0]
        __temp_1 = graph_out_0[1]
        del graph_out_0

    The same program: a graph returns exactly as many outputs as Dynamo's
    code unpacks, and the outputs are freed at the `del`, where the
    unpacking freed them."""
    if _UNPACK_SEQUENCE not in code.co_code[::2]:
        return  # (no unpacking in the code: newer torch, most functions; each statement was asked)
    taken = _TakenNames(stmts, code)

    def split(stmt):
        if not (
            stmt.__class__ is ast.Assign
            and len(stmt.targets) == 1
            and stmt.targets[0].__class__ is ast.Tuple
            and stmt.targets[0].elts
            and all(t.__class__ is ast.Name for t in stmt.targets[0].elts)
            and _graph_call(stmt.value)
        ):
            return None
        out = taken.new_name("graph_out_%d")
        parts = [ast.Assign(targets=[ast.Name(id=out, ctx=ast.Store())], value=stmt.value, type_comment=None)]
        for i, target in enumerate(stmt.targets[0].elts):
            item = ast.Subscript(value=ast.Name(id=out, ctx=ast.Load()), slice=_index(i), ctx=ast.Load())
            parts.append(ast.Assign(targets=[target], value=item, type_comment=None))
        parts.append(ast.Delete(targets=[ast.Name(id=out, ctx=ast.Del())]))
        return [ast.copy_location(new, stmt) for new in parts]

    _rewrite_each_statement(stmts, split)


class _TakenNames:
    """The names a variable a pass adds must not take (every name the body
    or the code object uses), gathered on first use."""

    def __init__(self, stmts, code):
        self._stmts = stmts
        self._code = code
        self._names = None

    @property
    def names(self):
        if self._names is None:
            reads, stores, deleted = _uses(self._stmts)
            code = self._code
            self._names = set(reads) | set(stores) | deleted | set(code.co_varnames) | set(code.co_names)
            self._names |= set(code.co_cellvars) | set(code.co_freevars)
        return self._names

    def new_name(self, pattern):
        """The first `pattern % n` not taken, now taken."""
        n = 0
        while pattern % n in self.names:
            n += 1
        self.names.add(pattern % n)
        return pattern % n


def _rewrite_each_statement(stmts, rewrite):
    """Replace each statement, in every statement list, by the statements
    `rewrite(stmt)` gives (None: keep it); the replacements are not
    rewritten again.  Returns whether it replaced any."""
    replaced = False
    for body in _statement_lists(stmts):
        k = 0
        while k < len(body):
            new = rewrite(body[k])
            if new is None:
                k += 1
                continue
            body[k : k + 1] = new
            k += len(new)
            replaced = True
    return replaced


def _index(i):
    if AST_INDEX_NODES:
        return ast.Index(value=ast.Constant(value=i, kind=None))
    return ast.Constant(value=i, kind=None)


def _drop_dead_temps(stmts):
    """Remove `__temp_N = <reads only>` whose temporary is never read (Dynamo's scratch lists).

    Returns the walk of each statement left and `_uses_of` the tree left
    (the next pass needs both; the stores and deletions counted are those
    of the tree before, which differ only in the `__temp_N` removed)."""
    # counted once: what a removed value read is taken off the counts,
    # which are then those of the rest of the tree (for the next round)
    walks = [walk(stmt) for stmt in stmts]
    uses = _uses_of(walks)
    reads, stores, deleted = uses
    first_round = True
    nested = []  # the statements removed from a nested list (its compound statement is walked again)
    # The temporaries stored and not read (an assignment's target is
    # stored; none, and no statement goes): first those the counts show
    # unread (a set difference: `reads` holds no zero yet), then, round
    # after round, those whose last read went with a removed value (a
    # temporary unread before whose assignment stayed stays again: the
    # pass removes the same shapes each round).
    dead = {name for name in stores.keys() - reads.keys() if _TEMP.match(name)}
    while True:
        removed = []

        def prune(body, top=False):
            kept = []
            for stmt in body:
                if (
                    isinstance(stmt, ast.Assign)
                    and len(stmt.targets) == 1
                    and isinstance(stmt.targets[0], ast.Name)
                    and stmt.targets[0].id in dead
                    and only_reads(stmt.value)
                ):
                    removed.append(stmt)
                    if not top:
                        nested.append(stmt)
                    continue
                if stmt.__class__ not in _SIMPLE_STATEMENTS:  # (most statements: no call to find no body)
                    for field, inner in _compound_bodies(stmt):
                        setattr(stmt, field, prune(inner) or [ast.Pass()])
                kept.append(stmt)
            return kept

        if dead:
            stmts[:] = prune(stmts, top=True)
        if not removed and first_round:
            return walks, uses
        if removed:
            first_round = False
            unread = []
            for name, n in _uses_of([walk(stmt.value) for stmt in removed])[0].items():
                reads[name] -= n
                if not reads[name]:
                    unread.append(name)
            dead = {name for name in unread if name in stores and _TEMP.match(name)}
            if dead:  # (else another round would find nothing: only a
                continue  # temporary no longer read can go, the rest keep their counts)
        return _rewalked(stmts, walks, nested_unchanged=not nested), uses


_CACHE_STATEMENTS = (ast.Assign, ast.Delete)


def _drop_caches(stmt, stmt_nodes, names):
    """`stmt` without the stores and deletions of `names` (None when nothing
    of it is left): a walrus gives its value, an assignment its evaluation.
    `stmt_nodes`: `walk(stmt)`.  (An `ast.NodeTransformer` did this, at
    several times the cost: this runs on most of Dynamo's functions.)"""
    NamedExpr = ast.NamedExpr
    # a walk reversed: every node after all its descendants, as the
    # transformer visited them (an assignment is judged by its value
    # without walruses)
    for node in reversed(stmt_nodes):
        for field in _FIELDS[node.__class__]:
            value = getattr(node, field, None)
            if value.__class__ is list:
                emptied = False
                for k, item in enumerate(value):
                    if item.__class__ is NamedExpr and item.target.id in names:
                        value[k] = _unwrapped(item, names)
                    elif item.__class__ in _CACHE_STATEMENTS:
                        value[k] = _without_caches(item, names)
                        emptied = emptied or value[k] is None
                if emptied:
                    value[:] = [item for item in value if item is not None]
            elif value.__class__ is NamedExpr and value.target.id in names:
                setattr(node, field, _unwrapped(value, names))
    return _without_caches(stmt, names) if stmt.__class__ in _CACHE_STATEMENTS else stmt


def _unwrapped(node, names):
    while node.__class__ is ast.NamedExpr and node.target.id in names:
        node = node.value
    return node


def _without_caches(stmt, names):
    if stmt.__class__ is ast.Delete:
        stmt.targets = [t for t in stmt.targets if not (isinstance(t, ast.Name) and t.id in names)]
        return stmt if stmt.targets else None
    if len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name) and stmt.targets[0].id in names:
        return None if only_reads(stmt.value) else ast.Expr(value=stmt.value)
    return stmt


def _mentioning(stmts, walks, names):
    """id(statement) -> its walk, for each of `stmts` (with `walks`, their
    walks) that mentions one of `names`.  (A loop that stops at the first
    name found, not a generator's `any`: asked of every node of most of
    Dynamo's functions, twice.)"""
    found = {}
    Name = ast.Name
    for stmt, nodes in zip(stmts, walks):
        for node in nodes:
            if node.__class__ is Name and node.id in names:
                found[id(stmt)] = nodes
                break
    return found


def _drop_unread_caches(stmts, code, walks=None, uses=None):
    """Dynamo's `tmp_N` caches that are stored (often by walrus) and deleted
    but never read: keep the value's evaluation, drop the store and the dels.

    Only where every `del` finds the cache certainly bound, so that no
    UnboundLocalError the original would raise goes missing.
    `walks`: the walk of each statement of `stmts`, already made; `uses`:
    `_uses_of` them (the caches' counts right: see `_drop_dead_temps`).
    Returns the walk of each statement left (those it changed walked
    again), or None where a body it emptied was filled.
    """
    # one walk per statement serves the whole pass (nothing changes before the end)
    per_stmt = walks if walks is not None else [walk(stmt) for stmt in stmts]
    reads, stores, deleted = uses if uses is not None else _uses_of(per_stmt)
    keep = set(code.co_cellvars) | set(code.co_freevars)
    unread = {name for name in set(stores) | deleted if not reads.get(name) and name not in keep and _CACHE.match(name)}
    if not unread:
        return per_stmt
    # the statements that mention one (the rest are passed over below)
    mentioning = _mentioning(stmts, per_stmt, unread)
    bound = _bound_at(stmts, code, mentioning)
    # the stores and deletions the pass knows how to remove (a deletion
    # only where `_bound_at` found the name bound: the deletions it judged
    # are those of the statement lists it walked).  Only the statements
    # that mention a cache hold its names, and the nodes that store or
    # delete them.
    # (one loop over their nodes; the stores and deletions of a cache are
    # judged after it, when every target allowed is known)
    allowed = set()
    candidates, binding = {}, []
    Name, Load = ast.Name, ast.Load
    for stmt_nodes in mentioning.values():
        for node in stmt_nodes:
            cls = node.__class__
            if cls is Name:
                if node.id in unread:
                    if isinstance(node.ctx, Load):
                        candidates.setdefault(node.id, True)
                    else:
                        binding.append(node)
            elif cls is ast.Delete:
                at = bound.get(id(node))
                if at:
                    allowed.update(id(t) for t in node.targets if isinstance(t, ast.Name) and t.id in at)
            elif isinstance(node, ast.NamedExpr):
                allowed.add(id(node.target))
            elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                allowed.add(id(node.targets[0]))
    for node in binding:
        candidates[node.id] = candidates.get(node.id, True) and id(node) in allowed
    names = {name for name, ok in candidates.items() if ok}
    if not names:
        return per_stmt
    out, out_walks = [], []
    for stmt, stmt_nodes in zip(stmts, per_stmt):
        if id(stmt) in mentioning:
            # (only the statements that mention a cache change: a node
            # changed is under one)
            stmt, stmt_nodes = _drop_caches(stmt, stmt_nodes, names), None
        if stmt is not None:
            out.append(stmt)
            out_walks.append(stmt_nodes)
    stmts[:] = out
    if _fill_empty(stmts):
        return None
    return [walk(stmt) if stmt_nodes is None else stmt_nodes for stmt, stmt_nodes in zip(stmts, out_walks)]


# -- 2. deletions right before a return ----------------------------------------------------------


def _drop_dels_before_return(stmts, code, walks=None):
    """`del a, b` right before a `return` whose value calls nothing: the
    locals die on return anyway.  Deletions before a call stay: there Dynamo
    frees memory on purpose.

    `walks`: the walk of each statement of `stmts`, when the caller has
    them (then only the statements that mention a name such a `del`
    deletes are followed for what is bound).  Returns the walk of each
    statement left where `walks` was given, else None."""
    ends = [body for body in _branches(stmts) if _ends_in_dels_and_pure_return(body)]
    if not ends:
        return walks
    mentioning = None
    if walks is not None:
        asked = {t.id for body in ends for stmt in _dels_before_return(body) for t in stmt.targets
                 if t.__class__ is ast.Name}
        mentioning = _mentioning(stmts, walks, asked)
    bound = _bound_at(stmts, code, mentioning)
    cells = set(code.co_cellvars) | set(code.co_freevars)
    dropped = False
    for body in ends:
        read = {n.id for n in walk(body[-1]) if isinstance(n, ast.Name)}
        start = len(body) - 1
        gone = set()
        for stmt in reversed(_dels_before_return(body)):
            names = [t.id for t in stmt.targets if isinstance(t, ast.Name)]
            if (
                len(names) != len(stmt.targets)
                or len(set(names)) != len(names)
                or (set(names) & (cells | read | gone))
                or not set(names) <= bound.get(id(stmt), frozenset())
            ):
                break
            gone.update(names)
            start -= 1
        dropped = dropped or start < len(body) - 1
        del body[start : len(body) - 1]
    return _rewalked(stmts, walks) if dropped and walks is not None else walks  # (it only removes statements)


def _ends_in_dels_and_pure_return(body):
    """`body` ends in a `del` and a `return` whose value calls nothing."""
    if len(body) < 2 or not isinstance(body[-1], ast.Return) or not isinstance(body[-2], ast.Delete):
        return False
    return body[-1].value is None or _pure(body[-1].value)


def _dels_before_return(body):
    """The `del` statements right before `body`'s last statement."""
    start = len(body) - 1
    while start > 0 and isinstance(body[start - 1], ast.Delete):
        start -= 1
    return body[start : len(body) - 1]


def _tested_temp(test):
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        test = test.operand
    if isinstance(test, ast.Name) and _TEMP.match(test.id):
        return test.id
    return None


def _dels_into_branches(stmts, walks=None):
    """`T = g[0]; ...; del g; if T:` is how Dynamo branches on a graph output
    (the seed's `if b.sum() < 0`): the test value waits on the stack while
    the outputs are freed.  Deleting `g` first thing in each arm instead
    keeps it alive only while the test is read, and lets `T` be inlined into
    the test.  Only deletions of names `T`'s value reads move, and only when
    `T` is read nowhere else.  `walks`: the walk of each statement of
    `stmts`, when the caller has them.  Returns the walk of each statement
    after it where `walks` was given, else None, and `_uses` of the tree
    where it counted them (None where no test reads a temporary): moving
    a `del` changes no count."""
    uses = reads = None  # counted when a test reads a temporary (rare enough to wait for)
    moved_any = False
    for body in _statement_lists(stmts):
        j = 0
        while j < len(body):
            stmt = body[j]
            j += 1
            name = _tested_temp(stmt.test) if isinstance(stmt, ast.If) else None
            if name is None:
                continue
            if reads is None:
                uses = _uses(stmts) if walks is None else _uses_of(walks)
                reads = uses[0]
            if reads.get(name) != 1:
                continue
            k = j - 2
            while k >= 0 and not (
                isinstance(body[k], ast.Assign)
                and len(body[k].targets) == 1
                and isinstance(body[k].targets[0], ast.Name)
                and body[k].targets[0].id == name
            ):
                k -= 1
            if k < 0 or not _pure(body[k].value):
                continue
            needed = names_in(body[k].value)
            moved = [
                d
                for d in body[k + 1 : j - 1]
                if isinstance(d, ast.Delete)
                and all(isinstance(t, ast.Name) and t.id in needed for t in d.targets)
            ]
            if not moved:
                continue
            moved_any = True
            for d in moved:
                body.remove(d)
            j -= len(moved)
            copies = {}  # (one memo for the list, as deepcopy of it had)
            stmt.body[:0] = [copy_tree(d, copies) for d in moved]
            if stmt.orelse:
                stmt.orelse[:0] = moved
            elif _ends(stmt.body):
                body[j:j] = moved
                j += len(moved)
            else:
                stmt.orelse = moved
    return (_rewalked(stmts, walks) if moved_any and walks is not None else walks), uses  # (it only moves `del`s)


# -- 3. single-use temporaries -------------------------------------------------------------------


def _evaluated_before(expr, name):
    """Sub-expressions of `expr` that run before the read of `name`, in
    evaluation order, or None when `name` is not read exactly there.

    Each node is listed after its whole subtree (contexts and operators
    too, in `ast.iter_child_nodes`' order): a node listed has every
    descendant listed before it."""
    before = []
    return before if _read_found(expr, name, before) else None


def _read_found(node, name, before):
    """`_evaluated_before`'s visit (fields read by hand: `ast.iter_child_nodes`
    is a generator a node, and this runs for every temporary inlined)."""
    if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load):
        return True
    AST = ast.AST
    for field in node._fields:
        value = getattr(node, field, None)
        if isinstance(value, AST):
            if _read_found(value, name, before):
                return True
        elif isinstance(value, list):
            for item in value:
                if isinstance(item, AST) and _read_found(item, name, before):
                    return True
    before.append(node)
    return False


def _unchanging(value, local_names, nodes=None):
    """`value` reads only what no call of Dynamo's code changes (see `_stable`):
    only rebinding one of its locals does.  `nodes`: `walk(value)`, when
    the caller has it."""
    return all(_stable(n, local_names) for n in (nodes if nodes is not None else walk(value)))


def _movable(value, before, local_names):
    """May `value` be evaluated after `before` instead of ahead of them?"""
    # (each node of `before` has its subtree in it: one look at each is
    # `_pure` of every one)
    if is_pure_literal(value) or (_pure(value) and _pure(None, before)):
        return True
    if _unchanging(value, local_names):
        read = {n.id for n in walk(value) if isinstance(n, ast.Name)}
        return not any(isinstance(b, ast.NamedExpr) and b.target.id in read for b in before)
    stored = {n.target.id for n in walk(value) if isinstance(n, ast.NamedExpr)}
    return all(_stable(b, local_names) and not (isinstance(b, ast.Name) and b.id in stored) for b in before)


def _replace_reads(tree, name, value):
    # (the fields `walk` visits: the others hold no name; `ast.iter_fields`
    # is a generator a node)
    for node in walk(tree):
        for field in _FIELDS[node.__class__]:
            child = getattr(node, field, None)
            if isinstance(child, ast.Name) and child.id == name and isinstance(child.ctx, ast.Load):
                setattr(node, field, value)
            elif isinstance(child, list):
                for i, item in enumerate(child):
                    if isinstance(item, ast.Name) and item.id == name and isinstance(item.ctx, ast.Load):
                        child[i] = value


class _StatementFacts:
    """What the inlining asks of a statement again and again, computed once
    (a many-layer model's forward has thousands of statements; each sweep
    of a block asks again of those it did not change)."""

    def __init__(self, stmts=(), walks=None):
        self._walks, self._names, self._rebound, self._binds_reads, self._values = {}, {}, {}, {}, {}
        if walks is not None:  # (each walk holds its statement: no id is reused while it is kept)
            self._walks.update(zip(map(id, stmts), walks))

    def _walk(self, stmt):
        nodes = self._walks.get(id(stmt))
        if nodes is None:
            nodes = self._walks[id(stmt)] = walk(stmt)
        return nodes

    def names(self, stmt):
        key = id(stmt)
        if key not in self._names:
            self._names[key] = {n.id for n in self._walk(stmt) if isinstance(n, ast.Name)}
        return self._names[key]

    def rebound(self, stmt):
        key = id(stmt)
        if key not in self._rebound:
            self._rebound[key] = rebound_names(stmt, self._walk(stmt))
        return self._rebound[key]

    def binds_reads(self, stmt):
        """`stmt` only binds names to reads, or deletes names."""
        key = id(stmt)
        if key not in self._binds_reads:
            if isinstance(stmt, ast.Assign):
                ok = all(isinstance(t, ast.Name) for t in stmt.targets) and _pure(stmt.value)
            else:
                ok = isinstance(stmt, ast.Delete) and all(isinstance(t, ast.Name) for t in stmt.targets)
            self._binds_reads[key] = ok
        return self._binds_reads[key]

    def value(self, stmt, local_names):
        """(the names it reads, a pure literal, pure, unchanging) of the
        value `stmt` binds: one walk of it answers the three last."""
        key = id(stmt)
        found = self._values.get(key)
        if found is None:
            value = stmt.value
            nodes = walk(value)
            found = self._values[key] = ({n.id for n in nodes if isinstance(n, ast.Name)}, is_pure_literal(value),
                                         _pure(value, nodes), _unchanging(value, local_names, nodes))
        return found

    def walks_of(self, stmts, nested_unchanged=False):
        """The walk of each of `stmts` (simple statements: those kept of the
        statements not changed; a compound one may hold one that changed,
        unless `nested_unchanged`: see `_rewalked`)."""
        # (the walks kept are by id(statement) already: those of the
        # statements changed were dropped as they changed)
        return _rewalked_from(stmts, self._walks, nested_unchanged=nested_unchanged)

    def changed(self, stmt):
        for cache in (self._walks, self._names, self._rebound, self._binds_reads, self._values):
            cache.pop(id(stmt), None)


def _inline_single_use_temps(stmts, code, elided=None, walks=None, uses=None):
    """`__temp_N = e` or `tmp_N = e` read once, by a later statement of the
    same block, where evaluating `e` at the read is the same: write `e` in
    place.  Statements in between must commute with `e` (so `e` is pure, or
    reads nothing a call changes); an `e` with calls moves only into the
    very next statement.  `walks`: the walk of each statement of `stmts`,
    when the caller has them, and `uses`: `_uses` of the tree, when it has
    those.  Returns the walk of each statement after it (those it kept of
    the statements it did not change)."""
    inlining = _SingleUseInlining(stmts, code, elided if elided is not None else Elided(), walks, uses)
    inlining.inline(stmts)
    return inlining.facts.walks_of(stmts, nested_unchanged=not inlining.nested_changed)


class _SingleUseInlining:
    """`_inline_single_use_temps` over one function body: the counts it
    takes of the whole body once, before any statement moves."""

    def __init__(self, stmts, code, elided, walks=None, uses=None):
        self.elided = elided
        if uses is not None:  # (counted by the pass before, which changed no count)
            self.reads, _, deleted = uses
        elif walks is None:
            self.reads, _, deleted = _uses(stmts)
        else:
            self.reads, _, deleted = _uses_of(walks)
        # a deleted name's `del` still needs the binding; a cell is also
        # read by the closures that hold it
        self.never_inlined = deleted | set(code.co_cellvars) | set(code.co_freevars)
        self.local_names = set(code.co_varnames)
        self.facts = _StatementFacts(stmts, walks)
        self.nested_changed = False  # a statement list nested in the body changed

    def inline(self, body, top=True):
        # One sweep per round instead of restarting at the top after each
        # inlining (quadratic on a many-layer model's forward).
        changed = True
        while changed:
            changed = False
            k = 0
            while k < len(body):
                if self.inline_one(body, k):
                    changed = True
                    k = max(k - 1, 0)  # the statement before may now move further
                else:
                    k += 1
            if changed and not top:
                self.nested_changed = True
        simple = _SIMPLE_STATEMENTS
        for stmt in body:
            if stmt.__class__ not in simple:
                for _, inner in _compound_bodies(stmt):
                    self.inline(inner, top=False)

    def single_use_name(self, stmt):
        """The temporary `stmt` binds, when it is read exactly once; else None."""
        # (the read count first: one lookup rejects most bindings, before
        # the two pattern matches)
        if not isinstance(stmt, ast.Assign) or len(stmt.targets) != 1:
            return None
        target = stmt.targets[0]
        if not isinstance(target, ast.Name):
            return None
        name = target.id
        if (
            self.reads.get(name) == 1
            and name not in self.never_inlined
            and (_TEMP.match(name) or _CACHE.match(name))
        ):
            return name
        return None

    def inline_one(self, body, k):
        """Write the value `body[k]` binds into the statement that reads it,
        and drop `body[k]`; False where that would change what runs."""
        stmt = body[k]
        name = self.single_use_name(stmt)
        if name is None:
            return False
        j = self.first_mention(body, k, name)
        if j is None or j == len(body) or not isinstance(body[j], (ast.Assign, ast.Expr, ast.Return, ast.If)):
            return False
        nxt = body[j]
        value_of_next = nxt.test if isinstance(nxt, ast.If) else nxt.value
        before = _evaluated_before(value_of_next, name) if value_of_next is not None else None
        if before is None or not _movable(stmt.value, before, self.local_names):
            return False
        _replace_reads(value_of_next, name, stmt.value)
        self.facts.changed(nxt)
        if isinstance(value_of_next, ast.Name) and value_of_next.id == name:
            if isinstance(nxt, ast.If):
                nxt.test = stmt.value
            else:
                nxt.value = stmt.value
        self.elided.reads.add(name)
        self.facts.changed(stmt)
        del body[k]
        return True

    def first_mention(self, body, k, name):
        """The index of the first statement after `body[k]` that mentions
        `name` (len(body) when none does), or None when `body[k]`'s value
        cannot be evaluated after one of the statements before it."""
        facts = self.facts
        j = k + 1
        read = None
        while j < len(body) and name not in facts.names(body[j]):
            if read is None:
                read, literal, pure, unchanging = facts.value(body[k], self.local_names)
            # a literal reads nothing: no statement can change what it makes;
            # a pure value moves past statements that only bind other names
            # to reads; an unchanging one past anything not rebinding its names
            if not (
                literal
                or (pure and facts.binds_reads(body[j]) and not facts.rebound(body[j]) & read)
                or (unchanging and not facts.rebound(body[j]) & read)
            ):
                return None
            j += 1
        return j


def _binds_temp(stmt):
    """The temporary or cache `stmt` binds alone (`T = e`), else None."""
    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
        name = stmt.targets[0].id
        if _TEMP.match(name) or _CACHE.match(name):
            return name
    return None


def _may_copy_temps(stmts):
    """Some block has `T = e`, maybe `del`s, then `y = T`: the shape
    `_name_copied_temps` rewrites, looked for statement by statement."""
    # (looked for from its rarer end, the copy `y = T`, a name's value; back
    # over the `del`s, the statement before binds `T`)
    Assign, Name, Delete = ast.Assign, ast.Name, ast.Delete
    for body in _statement_lists(stmts):
        for j, stmt in enumerate(body):
            if stmt.__class__ is not Assign and not isinstance(stmt, Assign):
                continue
            value = stmt.value
            if value.__class__ is not Name and not isinstance(value, Name):
                continue
            k = j - 1
            while k >= 0 and isinstance(body[k], Delete):
                k -= 1
            if k >= 0 and body[k].__class__ is Assign and _binds_temp(body[k]) == value.id:
                return True
    return False


def _name_copied_temps(stmts, code, elided):
    """`T = e` then `y = T` (maybe past `del`s of other names): Dynamo kept
    the value on the stack and stored a copy in the local `y`.  Bind `y`
    to `e` and read `y` for `T` everywhere: wherever `T` is read, the two
    hold the same object, as long as `y` is bound only there (and not
    deleted, unless the copy is the only read).  Returns whether it
    renamed any."""
    if not _may_copy_temps(stmts):
        return False  # the counts below walk the whole tree: not for nothing
    reads, stores, deleted = _uses(stmts)
    bound = _bound_at(stmts, code)
    cells = set(code.co_cellvars) | set(code.co_freevars)
    keep = cells | deleted
    renamed = {}
    for body in _statement_lists(stmts):
        k = 0
        while k < len(body):
            stmt = body[k]
            k += 1
            if not (
                isinstance(stmt, ast.Assign)
                and len(stmt.targets) == 1
                and isinstance(stmt.targets[0], ast.Name)
                and (_TEMP.match(stmt.targets[0].id) or _CACHE.match(stmt.targets[0].id))
                and stores.get(stmt.targets[0].id) == 1
                and stmt.targets[0].id not in keep
            ):
                continue
            temp = stmt.targets[0].id
            j = k
            while j < len(body) and isinstance(body[j], ast.Delete) and all(
                isinstance(t, ast.Name) and t.id != temp and t.id in bound.get(id(body[j]), ()) for t in body[j].targets
            ):
                j += 1
            if j == len(body):
                continue
            copy_stmt = body[j]
            if not (
                isinstance(copy_stmt, ast.Assign)
                and len(copy_stmt.targets) == 1
                and isinstance(copy_stmt.targets[0], ast.Name)
                and isinstance(copy_stmt.value, ast.Name)
                and copy_stmt.value.id == temp
            ):
                continue
            name = copy_stmt.targets[0].id
            skipped = {t.id for d in body[k:j] for t in d.targets}
            if name == temp or stores.get(name) != 1 or name in skipped or name in cells:
                continue
            if name in deleted and reads.get(temp) != 1:
                continue  # other reads of `T` might come after `del y`
            stmt.targets[0].id = name
            renamed[temp] = name
            del body[j]
    if renamed:
        for node in walk(_tree(stmts)):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id in renamed:
                node.id = renamed[node.id]
        elided.reads.update(renamed)
    return bool(renamed)


def _read_chain(node):
    """`self._modules['l1']._parameters['weight']`: a name, then attributes
    and constant subscripts; reading it again reads the same."""
    while True:
        cls = node.__class__
        if cls is ast.Attribute:
            node = node.value
        elif cls is ast.Subscript:
            index = node.slice
            if index.__class__ is getattr(ast, "Index", None):
                index = index.value
            if index.__class__ is not ast.Constant:
                return False
            node = node.value
        else:
            return cls is ast.Name


def _hoist_graph_arguments(stmts, code, graph_inputs):
    """torch 2.2-2.5 pass a module's parameters to a graph as attribute
    chains written into the call (2.7: through its dict_getitem helper, each
    lookup's object kept by `:=`, see `_getter_read`), newer torch through
    temporaries that
    `_name_graph_inputs` names after the graph's inputs.  Each such chain
    is read into a variable of the input's name before the statement that
    calls the graph: `L_self_modules_l1_parameters_weight_ =
    self._modules['l1']._parameters['weight']`, the name the graph file
    gives it.  Only where every argument is a name, a constant or such a
    chain (reads, none rebinding a local: reading the chains first reads
    the same values) and the call is the statement's value.  Returns
    whether it hoisted any."""
    if not graph_inputs or not _may_hoist(stmts, graph_inputs):
        return False
    taken = _TakenNames(stmts, code)

    def hoist(stmt):
        call = getattr(stmt, "value", None) if stmt.__class__ in (ast.Assign, ast.Return, ast.Expr) else None
        if call is None or not _graph_call(call) or call.func.id not in graph_inputs:
            return None
        params = graph_inputs[call.func.id] or ()
        if len(params) != len(call.args):
            return None
        if all(a.__class__ is ast.Name or a.__class__ is ast.Constant for a in call.args):
            return None  # (newer torch passes names: nothing to hoist, and no `:=` to look for)
        found = _getter_names(call.args)
        bound, getters = found if found is not None else (set(), set())
        copied = found is not None and bool(bound)
        if not all(a.__class__ is ast.Constant or _read_chain(a) or (copied and _getter_read(a, getters))
                   for a in call.args):
            return None
        if copied and bound & {a.id for a in call.args if a.__class__ is ast.Name}:
            return None  # a name passed as it is that an argument rebinds: read where it was
        hoisted = []
        original = list(call.args)
        for i, (arg, param) in enumerate(zip(call.args, params)):
            if arg.__class__ in (ast.Name, ast.Constant):
                continue
            if not (param.isidentifier() and not keyword.iskeyword(param) and param not in taken.names):
                if copied:  # what it binds may be read by an argument hoisted after it
                    hoisted = []
                    break
                continue
            taken.names.add(param)
            hoisted.append(ast.copy_location(
                ast.Assign(targets=[ast.Name(id=param, ctx=ast.Store())], value=arg, type_comment=None), stmt))
            call.args[i] = ast.Name(id=param, ctx=ast.Load())
        if hoisted:
            return hoisted + [stmt]
        if copied:
            call.args[:] = original
        return None

    return _rewrite_each_statement(stmts, hoist)


def _may_hoist(stmts, graph_inputs):
    """Some statement's value calls a compiled graph, one argument for each
    of its inputs, not all of them names or constants: the statements
    `_hoist_graph_arguments` looks further at (newer torch passes names
    only: then its rewrite is not run)."""
    Name, Constant, valued = ast.Name, ast.Constant, _VALUED_STATEMENTS
    for body in _statement_lists(stmts):
        for stmt in body:
            if stmt.__class__ not in valued:
                continue
            call = getattr(stmt, "value", None)
            if call is None or not _graph_call(call) or call.func.id not in graph_inputs:
                continue
            if len(graph_inputs[call.func.id] or ()) != len(call.args):
                continue
            for a in call.args:
                if a.__class__ is not Name and a.__class__ is not Constant:
                    return True
    return False


_VALUED_STATEMENTS = frozenset((ast.Assign, ast.Return, ast.Expr))
_GETTERS = ("dict_getitem",)  # torch's own lookups Dynamo's code calls (torch._dynamo.utils)


def _getter_names(args):
    """(bound, getters): the names the arguments bind with `:=` (torch 2.7
    keeps a lookup's object by a copy), and those of them bound to one of
    Dynamo's getters read off its module; None when one is bound to
    anything else than such a getter or a read through them."""
    bound, getters = set(), set()
    for a in args:
        for n in walk(a):
            if n.__class__ is ast.NamedExpr:
                v = n.value
                if v.__class__ is ast.Attribute and v.attr in _GETTERS and _read_chain(v.value):
                    getters.add(n.target.id)
                elif not (_read_chain(v) or _getter_read(v, getters)):
                    return None
                bound.add(n.target.id)
    return bound, getters


def _getter_read(node, names):
    """A read chain whose steps may also be calls of Dynamo's getters
    (`__import_torch_dot__dynamo_dot_utils.dict_getitem(d, 'k')`, or a name
    in `names`, bound to one) on such reads and constants, and `:=` copies
    of such reads: reading it again reads the same."""
    cls = node.__class__
    if cls is ast.NamedExpr:
        return _getter_read(node.value, names)
    if cls in (ast.Name, ast.Constant):
        return True
    if cls is ast.Attribute:
        return node.attr in _GETTERS and _read_chain(node.value) or _getter_read(node.value, names)
    if cls is ast.Subscript:
        index = node.slice
        if index.__class__ is getattr(ast, "Index", None):
            index = index.value
        return index.__class__ is ast.Constant and _getter_read(node.value, names)
    if cls is ast.Call and not node.keywords:
        func = node.func.value if node.func.__class__ is ast.NamedExpr else node.func
        is_getter = (func.__class__ is ast.Attribute and func.attr in _GETTERS and _read_chain(func.value)) or (
            func.__class__ is ast.Name and func.id in names)
        return is_getter and all(_getter_read(a, names) for a in node.args)
    return False


def _graph_calls_passing_temps(nodes, graph_inputs):
    Call, Name = ast.Call, ast.Name  # (asked of every node of every function)
    return [node for node in nodes if node.__class__ is Call and node.func.__class__ is Name
            and graph_inputs.get(node.func.id) and any(a.__class__ is ast.Name and _TEMP.match(a.id) for a in node.args)]


def _name_graph_inputs(stmts, code, graph_inputs, nodes=None):
    """A `__temp_N` (stored once, never deleted) passed to a compiled graph
    takes the name of the graph's input it becomes, so the transformed code
    and the graph file say the same: `L_self_modules_l1_parameters_weight_`
    instead of `__temp_1`.  `nodes`: the nodes of `stmts`, in any order,
    when the caller has them."""
    if not graph_inputs:
        return
    # (the calls of graphs that pass a temporary: mostly none, and then
    # nothing below is counted)
    calls = _graph_calls_passing_temps(nodes, graph_inputs) if nodes is not None else None
    if calls is None or len(calls) > 1:
        # (the order of `ast.walk`'s, which decides between two calls that
        # would give one name to two temporaries; one call has no order,
        # and the counts and renaming below take the nodes in any order)
        nodes = walk(_tree(stmts))
        calls = _graph_calls_passing_temps(nodes, graph_inputs)
    if not calls:
        return
    reads, stores, deleted = _uses_of((nodes,))
    taken = set(reads) | set(stores) | deleted | set(code.co_varnames) | set(code.co_names)
    taken |= set(code.co_cellvars) | set(code.co_freevars)
    renamed = {}
    for node in calls:
        params = graph_inputs.get(node.func.id) or ()
        for arg, param in zip(node.args, params):
            if arg.__class__ is ast.Starred:
                break  # later positions are not known
            if (
                arg.__class__ is ast.Name
                and _TEMP.match(arg.id)
                and stores.get(arg.id) == 1
                and arg.id not in deleted
                and arg.id not in renamed
                and param.isidentifier()
                and not keyword.iskeyword(param)
                and param not in taken
            ):
                renamed[arg.id] = param
                taken.add(param)
    if renamed:
        for node in nodes:
            if node.__class__ is ast.Name and node.id in renamed:
                node.id = renamed[node.id]


def _renumber_temps(stmts, nodes=None):
    """`__temp_1`, `__temp_2`, … in order of first appearance.  Returns the
    walk it made (renaming moves no node); `nodes`: that walk (each
    statement's in turn), when the caller has it."""
    if nodes is None:
        nodes = [node for stmt in stmts for node in walk(stmt)]
    # each name met: its new name, None for a name no temporary's (each
    # name matched once, not at every read)
    seen, count, Name, temp = {}, 0, ast.Name, _TEMP.match
    for node in nodes:
        if node.__class__ is Name and node.id not in seen:
            if temp(node.id):
                count += 1
                seen[node.id] = "__temp_%d" % count
            else:
                seen[node.id] = None
    renamed = {old: new for old, new in seen.items() if new is not None and old != new}
    if renamed:
        done = set()  # a node can sit in two places of the tree: rename it once
        for node in nodes:
            if node.__class__ is Name and node.id in renamed and id(node) not in done:
                done.add(id(node))
                node.id = renamed[node.id]
    return nodes


# -- 4. the frame-value lists of resume calls -------------------------------------------------------


class _Bail(Exception):
    """Something the interpreter does not model: leave the code as it is."""


class _Escapes(Exception):
    """A statement uses these tracked names in a way not modelled: they stay
    plain variables, and the interpreter starts again without them."""

    def __init__(self, names):
        super().__init__(names)
        self.names = names


class _List:
    """A list the function built from displays (its identity matters: lists alias)."""

    __slots__ = ("items",)

    def __init__(self, items):
        self.items = items


class _Item:
    """A value put into a list: the expression computing it, evaluated once."""

    __slots__ = ("expr", "rewritable", "params", "name")

    def __init__(self, expr, rewritable):
        self.expr = expr
        self.rewritable = rewritable  # the expression may be written again at the call
        self.params = set()  # resume-function parameters it is passed as (None: elsewhere)
        self.name = None


def _const_int(node):
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _const_int(node.operand)
        return None if inner is None else -inner
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    return None


def _const_slice(node):
    if not isinstance(node, ast.Slice) or node.step is not None:
        return None
    bounds = []
    for part in (node.lower, node.upper):
        if part is None:
            bounds.append(None)
        else:
            value = _const_int(part)
            if value is None:
                return None
            bounds.append(value)
    return slice(*bounds)


def _fork(env):
    """A copy of the lists reachable from `env`, aliasing kept."""
    copies = {}

    def copy_of(value):
        if not isinstance(value, _List):
            return value
        if id(value) not in copies:
            new = copies[id(value)] = _List([])
            new.items = [copy_of(v) for v in value.items]
        return copies[id(value)]

    return {name: copy_of(value) for name, value in env.items()}


def _ends(body):
    if not body:
        return False
    last = body[-1]
    if isinstance(last, (ast.Return, ast.Raise)):
        return True
    return isinstance(last, ast.If) and _ends(last.body) and _ends(last.orelse)


def _binds_display(stmts):
    """Some `__temp_N = [...]` (or a subscript of a display): the only
    statement that starts tracking a list in `_FrameValues` (which
    otherwise finds nothing to rewrite)."""
    for body in _statement_lists(stmts):
        for stmt in body:
            if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name)):
                continue
            value = stmt.value
            while isinstance(value, ast.Subscript):
                value = value.value
            if isinstance(value, ast.List):
                return True
    return False


# what `_FrameValues.count_stores` takes of a node: the most, nothing
# (false: one test passes them)
_NEITHER, _A_NAME, _A_LOOP = 0, 1, 2


class _CountedKinds(dict):
    """Node class -> its kind for `count_stores`, worked out on first sight."""

    __slots__ = ()

    def __missing__(self, cls):
        kind = _A_NAME if issubclass(cls, ast.Name) else _A_LOOP if issubclass(cls, (ast.For, ast.While)) else _NEITHER
        self[cls] = kind
        return kind


_COUNTED_KINDS = _CountedKinds()


class _FrameValues:
    """An abstract interpreter for the lists Dynamo builds to pass a frame's
    values to resume functions.

    Lists made from displays in `__temp_N`, then only sliced, extended,
    slice-assigned, indexed and `del`-ed, and finally passed to the call a
    `return` makes (as arguments or `*T`): the statements go, the call gets
    the final displays.  A value put into such a list that cannot be written
    again at the call is bound to a variable where it was evaluated, named
    after the resume function's parameter it ends up in when that is one
    name.  A statement using a tracked list in a way not modelled makes its
    lists plain variables again (and whatever they touch, in turn).
    """

    def __init__(self, stmts, code, frame_globals, walks=None):
        self.stmts = stmts
        self.code = code
        self.frame_globals = frame_globals or {}
        self.walks = walks  # the walk of each statement of `stmts`, when the caller has them
        self.escaped = set()  # `__temp_N` left as they are
        self.names_of = {}  # id(node) -> the names read, stored or deleted under it

    def count_stores(self):
        stores, self.looped, self.names = {}, set(), set()
        kinds = _COUNTED_KINDS
        # (each statement's walk where the caller has them: the same nodes)
        for nodes in self.walks if self.walks is not None else (walk(_tree(self.stmts)),):
            for node in nodes:
                kind = kinds[node.__class__]
                if not kind:
                    continue
                if kind == _A_NAME:
                    self.names.add(node.id)  # (the tree stays as it is until the rewrite: `name_items` reads them)
                    # a deletion counts as two stores: a deleted name is never written again for its value
                    ctx = node.ctx.__class__
                    if ctx is ast.Store:
                        stores[node.id] = stores.get(node.id, 0) + 1
                    elif ctx is ast.Del:
                        stores[node.id] = stores.get(node.id, 0) + 2
                else:
                    self.looped |= rebound_names(node)
        self.stores = stores

    # -- the abstract values of expressions
    def mentions(self, node, env):
        if not env:
            return False
        cls = node.__class__  # (most nodes asked about: a name or a constant, no walk needed)
        if cls is ast.Name:
            return node.id in env
        if cls is ast.Constant:
            return False
        # the tree does not change while it is interpreted (the rewrite comes
        # after): the names of a node are taken once, asked again and again
        names = self.names_of.get(id(node))
        if names is None:
            names = self.names_of[id(node)] = {n.id for n in walk(node) if n.__class__ is ast.Name}
        return not names.isdisjoint(env)

    def value(self, expr, env, stmt):
        """The list or item `expr` evaluates to, None when it is no tracked value."""
        if isinstance(expr, ast.Name):
            return env.get(expr.id)
        if isinstance(expr, ast.List) and isinstance(expr.ctx, ast.Load):
            return _List([self.element(e, env, stmt) for e in expr.elts])
        if isinstance(expr, ast.Subscript) and (isinstance(expr.value, ast.List) or self.mentions(expr.value, env)):
            base = self.value(expr.value, env, stmt)
            if not isinstance(base, _List) or self.mentions(expr.slice, env):
                raise _Bail
            index = _const_int(expr.slice)
            if index is not None:
                if not -len(base.items) <= index < len(base.items):
                    raise _Bail
                return base.items[index]
            part = _const_slice(expr.slice)
            if part is None:
                raise _Bail
            return _List(base.items[part])
        return None

    def element(self, expr, env, stmt):
        if isinstance(expr, ast.Starred):
            raise _Bail
        found = self.value(expr, env, stmt)
        if found is not None:
            return found
        if self.mentions(expr, env):
            raise _Bail
        item = _Item(expr, self.rewritable(expr))
        self.evaluated.setdefault(id(stmt), []).append(item)
        return item

    def rewritable(self, expr):
        """Evaluating `expr` again later gives the same object."""
        if isinstance(expr, ast.Constant):
            return True
        if isinstance(expr, ast.Name):
            if expr.id.startswith(_INSTALLED):
                return True
            # a local bound at most once (so before this read), never deleted;
            # another global could be rebound by any call
            return expr.id in self.code.co_varnames and self.stores.get(expr.id, 0) <= 1 and expr.id not in self.looped
        return False

    def a_list(self, expr, env, stmt):
        found = self.value(expr, env, stmt)
        if not isinstance(found, _List):
            raise _Bail
        return found

    # -- statements
    def run(self, body, env):
        """Interpret `body`; True when every path through it returned."""
        for stmt in body:
            try:
                if self.step(stmt, env):
                    return True
            except _Bail:
                raise _Escapes({n.id for n in walk(stmt) if isinstance(n, ast.Name) and n.id in env}) from None
        return False

    def step(self, stmt, env):
        """Interpret `stmt`; True when every path through it returned."""
        if self.list_statement(stmt, env):
            return False
        if isinstance(stmt, ast.Return):
            if stmt.value is not None and self.mentions(stmt.value, env):
                self.final_call(stmt.value, env, stmt)
            return True
        if isinstance(stmt, ast.If):
            return self.branches(stmt, env)
        if self.mentions(stmt, env):
            raise _Bail
        for name in rebound_names(stmt):
            env.pop(name, None)
        return isinstance(stmt, ast.Raise)

    def list_statement(self, stmt, env):
        """Interpret `stmt` when it binds a `__temp_N` or changes a tracked
        list in a way modelled; True when it did."""
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target = stmt.targets[0]
            if isinstance(target, ast.Name) and _TEMP.match(target.id) and target.id not in self.escaped:
                self.bind_temp(stmt, target.id, env)
                return True
            if isinstance(target, ast.Subscript) and self.mentions(target.value, env):
                self.store_into_list(stmt, target, env)
                return True
        if (
            isinstance(stmt, ast.Delete)
            and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Subscript)
            and self.mentions(stmt.targets[0].value, env)
        ):
            self.delete_from_list(stmt, stmt.targets[0], env)
            return True
        if (
            isinstance(stmt, ast.Expr)
            and isinstance(stmt.value, ast.Call)
            and isinstance(stmt.value.func, ast.Attribute)
            and stmt.value.func.attr == "extend"
            and self.mentions(stmt.value.func.value, env)
        ):
            self.extend_list(stmt, stmt.value, env)
            return True
        return False

    def bind_temp(self, stmt, name, env):
        """`name = value`: a tracked value moves into `name` (the statement
        goes); any other value ends the tracking of `name`."""
        found = self.value(stmt.value, env, stmt)
        if found is None:
            if self.mentions(stmt.value, env):
                raise _Bail
            env.pop(name, None)
            return
        env[name] = found
        self.removed[id(stmt)] = stmt

    def store_into_list(self, stmt, target, env):
        """`L[i] = value` or `L[a:b] = values` on a tracked list."""
        if self.mentions(target.slice, env):
            raise _Bail
        # the value is evaluated before the list it goes into
        part, index = _const_slice(target.slice), _const_int(target.slice)
        if part is not None:
            items = self.a_list(stmt.value, env, stmt).items
            self.a_list(target.value, env, stmt).items[part] = list(items)
        elif index is not None:
            item = self.element(stmt.value, env, stmt)
            base = self.a_list(target.value, env, stmt)
            if not -len(base.items) <= index < len(base.items):
                raise _Bail
            base.items[index] = item
        else:
            raise _Bail
        self.removed[id(stmt)] = stmt

    def delete_from_list(self, stmt, target, env):
        """`del L[i]` or `del L[a:b]` on a tracked list."""
        if self.mentions(target.slice, env):
            raise _Bail
        base = self.a_list(target.value, env, stmt)
        index = _const_int(target.slice)
        part = _const_slice(target.slice)
        if index is not None:
            if not -len(base.items) <= index < len(base.items):
                raise _Bail
            del base.items[index]
        elif part is not None:
            del base.items[part]
        else:
            raise _Bail
        self.removed[id(stmt)] = stmt

    def extend_list(self, stmt, call, env):
        """`L.extend(M)` on tracked lists."""
        if len(call.args) != 1 or call.keywords:
            raise _Bail
        base = self.a_list(call.func.value, env, stmt)
        base.items.extend(self.a_list(call.args[0], env, stmt).items)
        self.removed[id(stmt)] = stmt

    def branches(self, stmt, env):
        """An `if`: a branch that returns is interpreted on a copy of `env`;
        one that goes on must leave the tracked lists alone.  True when both
        return."""
        if self.mentions(stmt.test, env):
            raise _Bail
        ended = True
        for branch in (stmt.body, stmt.orelse):
            if _ends(branch):
                self.run(branch, _fork(env))
                continue
            ended = False
            if any(self.mentions(s, env) for s in branch):
                raise _Bail
            for name in set().union(set(), *map(rebound_names, branch)):
                env.pop(name, None)
        return ended

    def final_call(self, call, env, stmt):
        if not isinstance(call, ast.Call) or self.mentions(call.func, env):
            raise _Bail
        if any(self.mentions(k, env) for k in call.keywords):
            raise _Bail
        args, known = [], []  # known: the position is the parameter's index
        for arg in call.args:
            if isinstance(arg, ast.Starred) and self.mentions(arg, env):
                items = self.a_list(arg.value, env, stmt).items
                args.extend(items)
                known.extend([not known or known[-1]] * len(items))
            elif self.mentions(arg, env):
                found = self.value(arg, env, stmt)
                if found is None:
                    raise _Bail
                args.append(found)
                known.append(not known or known[-1])
            else:
                args.append(arg)
                known.append((not known or known[-1]) and not isinstance(arg, ast.Starred))
        if not all(item.rewritable for item in self.evaluated.get(id(stmt), ())):
            raise _Bail  # computed in the call itself: no statement to bind it at
        self.finals.append((call, args, stmt))
        params = self.parameters(call.func)
        seen = set()
        for position, arg in enumerate(args):
            self.reach(arg, params[position] if known[position] and position < len(params) else None, seen)

    def parameters(self, func):
        if isinstance(func, ast.Name) and func.id.startswith("__resume_at_"):
            code = getattr(self.frame_globals.get(func.id), "__code__", None)
            if code is not None:
                return code.co_varnames[: code.co_argcount]
        return ()

    def reach(self, value, param, seen):
        if isinstance(value, _Item):
            value.params.add(param)
        elif isinstance(value, _List):
            if id(value) in seen:
                raise _Bail  # one list passed twice: displays would make two
            seen.add(id(value))
            for item in value.items:
                self.reach(item, None, seen)

    # -- the rewrite
    def fold(self, elided):
        """Rewrite the lists it can follow.  Returns the walk of each
        statement after it where the caller gave them, else None."""
        if not _binds_display(self.stmts):
            return self.walks  # no list is ever tracked: nothing to interpret
        self.count_stores()
        while True:
            self.evaluated = {}  # id(stmt) -> items its evaluation computed, in order
            self.removed = {}  # id(stmt) -> stmt
            self.finals = []  # (call, abstract arguments, the statement that makes it)
            try:
                self.run(self.stmts, {})
                break
            except _Escapes as e:
                if not e.names - self.escaped:
                    return self.walks
                self.escaped |= e.names
        if not self.removed:
            return self.walks
        self.name_items()
        for call, args, _ in self.finals:
            call.args = [self.display(a) if isinstance(a, (_List, _Item)) else a for a in args]
        # (the statements removed are as they were walked: only calls of
        # the returns, which stay, were rewritten above)
        walk_of = {id(nodes[0]): nodes for nodes in self.walks} if self.walks is not None else {}
        for body in _statement_lists(self.stmts):
            out = []
            for stmt in body:
                if id(stmt) not in self.removed:
                    out.append(stmt)
                    continue
                self.count(stmt, elided, walk_of.get(id(stmt)))
                for item in self.evaluated.get(id(stmt), ()):
                    if item.name is not None:
                        out.append(ast.Assign(targets=[ast.Name(id=item.name, ctx=ast.Store())], value=item.expr, lineno=0))
                    elif not item.params and not item.rewritable and not only_reads(item.expr):
                        out.append(ast.Expr(value=item.expr))
            body[:] = out
        _fill_empty(self.stmts)
        if self.walks is None:
            return None
        # (the statements removed go; those that bind items are new; the
        # returns whose calls were rewritten are walked again)
        return _rewalked(self.stmts, self.walks, {id(stmt) for _, _, stmt in self.finals})

    def name_items(self):
        taken = set(self.names)
        taken |= set(self.code.co_varnames[: len(_arguments(self.code))])
        taken |= set(self.code.co_cellvars) | set(self.code.co_freevars)
        fresh = 1 + max([int(n[len("__temp_"):]) for n in taken if _TEMP.match(n)] or [0])
        for items in self.evaluated.values():
            for item in items:
                if item.rewritable or not item.params:
                    continue
                (param,) = item.params if len(item.params) == 1 else (None,)
                if param is None or param.startswith("__") or param in taken or not param.isidentifier():
                    param = "__temp_%d" % fresh
                    fresh += 1
                taken.add(param)
                item.name = param

    def display(self, value):
        if isinstance(value, _List):
            return ast.List(elts=[self.display(v) for v in value.items], ctx=ast.Load())
        if value.name is not None:
            return ast.Name(id=value.name, ctx=ast.Load())
        return copy_tree(value.expr)

    def count(self, stmt, elided, nodes=None):
        """Excuse in `elided` what removing `stmt` takes from the code
        (`nodes`: its walk, when there is one)."""
        Constant, UnaryOp, consts = ast.Constant, ast.UnaryOp, elided.consts
        for node in nodes if nodes is not None else walk(stmt):
            cls = node.__class__
            if cls is Constant:  # (`_const_int` of a constant, without the call)
                if node.value.__class__ is int:
                    consts.add((int, node.value))
            elif cls is UnaryOp:
                value = _const_int(node)
                if value is not None:
                    consts.add((int, value))
        if isinstance(stmt, ast.Delete):
            elided.op("DELETE_SUBSCR")
        elif isinstance(stmt, ast.Assign) and isinstance(stmt.targets[0], ast.Subscript):
            sliced = isinstance(stmt.targets[0].slice, ast.Slice)
            elided.op("STORE_SLICE" if sliced and _STORE_SLICE_OPCODE else "STORE_SUBSCR")
