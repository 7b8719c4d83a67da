"""Missing optional fields of hand-built trees.

Before 3.13, ``ast.If(test=t, body=b)`` has no ``orelse`` attribute at all;
3.13 fills such fields with ``[]`` / ``None``.  The decompiler builds trees
by hand, so before printing we add the missing fields the way 3.13 would
(only attributes that are absent are set; nothing present is changed).
"""

import ast

# Fields declared as sequences (``*``) in the ASDL of 3.8-3.13.
SEQUENCE_FIELDS = frozenset(
    """body orelse finalbody handlers decorator_list keywords bases type_params
    ifs posonlyargs kwonlyargs kw_defaults defaults type_ignores targets names
    elts keys values ops comparators generators args dims items cases patterns
    kwd_attrs kwd_patterns argtypes""".split()
)
SCALAR_DEFAULTS = {"simple": 1, "conversion": -1, "level": 0, "is_async": 0}


# Fields whose values are names, flags or operator singletons: filled when
# absent like any other, never walked into (nothing below them is printed
# with a line of its own).
_LEAF_FIELDS = frozenset("ctx op ops id attr arg name module level kind conversion is_async type_comment simple".split())
_MISSING = object()
_SPECS = {}


def _spec(cls):
    """(field, walk into it, default when absent) for each field of `cls`."""
    spec = _SPECS.get(cls)
    if spec is None:
        spec = _SPECS[cls] = tuple(
            (name, name not in _LEAF_FIELDS, [] if name in SEQUENCE_FIELDS else SCALAR_DEFAULTS.get(name))
            for name in cls._fields
        )
    return spec


def fill_missing_fields(tree):
    """Fill the absent fields; return every node, parents before children,
    each with its child nodes (one walk serves the layout pass too)."""
    roots = tree if isinstance(tree, list) else [tree]
    order = []
    stack = list(reversed(roots))
    node_type = ast.AST
    specs = _SPECS
    while stack:
        node = stack.pop()
        kids = []
        spec = specs.get(node.__class__)
        if spec is None:  # (an empty spec is a fieldless node's, cached too)
            spec = _spec(node.__class__)
        values = node.__dict__
        for name, walked, default in spec:
            value = values.get(name, _MISSING)
            if value is _MISSING:
                setattr(node, name, list(default) if default.__class__ is list else default)
            elif not walked:
                continue
            elif value.__class__ is list:
                for item in value:  # (a loop: no generator per list)
                    if isinstance(item, node_type):
                        kids.append(item)
            elif isinstance(value, node_type):
                kids.append(value)
        order.append((node, kids))
        stack.extend(kids)
    return order
