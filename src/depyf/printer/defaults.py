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


def fill_missing_fields(tree):
    """Fill the absent fields; return every node, parents before children,
    each with its child nodes (one walk serves the layout pass too)."""
    roots = tree if isinstance(tree, list) else [tree]
    order = []
    stack = list(reversed(roots))
    node_type = ast.AST
    while stack:
        node = stack.pop()
        kids = []
        for name in node._fields:
            try:
                value = getattr(node, name)
            except AttributeError:
                setattr(node, name, [] if name in SEQUENCE_FIELDS else SCALAR_DEFAULTS.get(name))
                continue
            if isinstance(value, node_type):
                kids.append(value)
            elif isinstance(value, list):
                kids.extend(item for item in value if isinstance(item, node_type))
        order.append((node, kids))
        stack.extend(kids)
    return order
