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
    nodes = tree if isinstance(tree, list) else [tree]
    for root in nodes:
        for node in ast.walk(root):
            for name in node._fields:
                if not hasattr(node, name):
                    if name in SEQUENCE_FIELDS:
                        default = []
                    else:
                        default = SCALAR_DEFAULTS.get(name)
                    setattr(node, name, default)
