"""The one walk over a tree before it is printed: absent fields filled
(defaults.py) and, with the line layout on, every expression's first line
marked (layout.py).

The walk visits every node of every decompile, so each node class gets its
own walker, generated from its field list the first time the class is met:
straight-line code per field instead of a loop over (field, kind, default)
tuples, and one recursive call per node that returns the node's first line,
so the layout needs no second pass over a node list.  The recursion goes no
deeper than the printer's own (two frames a level), which runs afterwards
under the same recursion limit; where it does not (the printer prints a
left spine of thousands of `a + b + ...` terms without recursion), the
tree is walked again iteratively: filling and marking are idempotent.
"""

import ast

from .defaults import field_spec

_MISSING = object()


class _Walkers:
    """node class -> its walker(node), which returns the node's `_start`
    (`by_class`, a plain dict: a subscript of a dict subclass with
    `__missing__` looks its `__getitem__` up and calls it, at every node);
    a walker is generated the first time its class is met (`missing`)."""

    def __init__(self, layout):
        self.by_class = {}
        self.layout = layout

    def missing(self, cls):
        walk = self.by_class[cls] = _walker(cls, self.layout, self)
        return walk

    def __iter__(self):
        """The node classes met so far."""
        return iter(self.by_class)


_WALKERS = {True: _Walkers(True), False: _Walkers(False)}


def prepare(tree, layout=True):
    """Fill `tree`'s absent fields; with `layout`, set `_start` (the first
    source line under it, from the lifter's `_line` marks) on every node
    below a statement that has one.  `tree`: a node or a list of nodes."""
    roots = tree if isinstance(tree, list) else [tree]
    walkers = _WALKERS[bool(layout)]
    try:
        for node in roots:
            walk = walkers.by_class.get(node.__class__) or walkers.missing(node.__class__)
            walk(node)
    except RecursionError:
        _prepare_iteratively(roots, layout)


def _prepare_iteratively(roots, layout):
    """What the walkers do, with a stack of nodes instead of recursion."""
    order = []  # (node, child nodes), parents before children
    stack = list(reversed(roots))
    while stack:
        node = stack.pop()
        kids = []
        values = node.__dict__
        for name, walked, default in field_spec(node.__class__):
            value = values.get(name, _MISSING)
            if value is _MISSING:
                setattr(node, name, list(default) if default.__class__ is list else default)
            elif walked:
                items = value if value.__class__ is list else [value]
                kids.extend(item for item in items if isinstance(item, ast.AST))
        order.append((node, kids))
        stack.extend(kids)
    if layout:
        for node, kids in reversed(order):  # children before their parents
            if isinstance(node, ast.stmt):
                continue
            starts = [s for s in (getattr(kid, "_start", None) for kid in kids) if s is not None]
            line = getattr(node, "_line", None)
            if line is not None:
                starts.append(line)
            if starts:
                node._start = min(starts)


def _walker(cls, layout, walkers):
    """The source of `cls`'s walker, compiled (see the module doc).  A field
    is read by subscript (present is the common case: no method call)."""
    marks = layout and not issubclass(cls, ast.stmt)  # a statement's lines are its own
    lines = ["def walk(node):", "    d = node.__dict__"]
    if marks:
        lines.append("    start = d.get('_line')")
    defaults = {}
    for k, (name, walked, default) in enumerate(field_spec(cls)):
        fill = "node.%s = []" % name if default.__class__ is list else "node.%s = D%d" % (name, k)
        defaults["D%d" % k] = default
        if not walked:
            lines += ["    if %r not in d:" % name, "        " + fill]
            continue
        lines += ["    try:", "        v = d[%r]" % name, "    except KeyError:", "        " + fill, "    else:"]
        lines += ["        if v.__class__ is list:", "            for item in v:", "                if isinstance(item, AST):"]
        lines += ["                    " + line for line in _visit("item", marks)]
        lines += ["        elif isinstance(v, AST):"]
        lines += ["            " + line for line in _visit("v", marks)]
    if marks:
        lines += ["    if start is not None:", "        node._start = start", "        return start"]
    lines.append("    return d.get('_start')")
    scope = dict(defaults, AST=ast.AST, NAME=ast.Name, WALKERS=walkers.by_class, MISSING=walkers.missing)
    exec(compile("\n".join(lines), "<depyf walker of %s>" % cls.__name__, "exec"), scope)
    return scope["walk"]


def _visit(var, marks):
    """Lines that walk the child node `var` (and take its first line).  A
    Name (a third of the nodes walked) is walked in place: its walker's
    body, without its call (`_name_in_place`)."""
    find = ["try:", "    w = WALKERS[%s.__class__]" % var, "except KeyError:", "    w = MISSING(%s.__class__)" % var]
    if not marks:
        return ["if %s.__class__ is NAME:" % var] + ["    " + line for line in _name_in_place(var, marks)] + [
            "else:"] + ["    " + line for line in find + ["w(%s)" % var]]
    return ["if %s.__class__ is NAME:" % var] + ["    " + line for line in _name_in_place(var, marks)] + [
        "else:"] + ["    " + line for line in find + ["s = w(%s)" % var]] + [
        "if s is not None and (start is None or s < start):",
        "    start = s",
    ]


def _name_in_place(var, marks):
    """What the walker of ast.Name does to `var` (its fields, none walked
    into, filled where absent), its first line left in `s` (with `marks`)."""
    lines = ["n = %s.__dict__" % var]
    for name, walked, default in field_spec(ast.Name):
        if walked or default is not None:  # (the walker's own code does what these need)
            raise ImportError("prepare: ast.Name's field %r is not a plain leaf" % name)
        lines += ["if %r not in n:" % name, "    %s.%s = None" % (var, name)]
    if marks:
        lines += ["s = n.get('_line')", "if s is not None:", "    %s._start = s" % var, "else:", "    s = n.get('_start')"]
    return lines
