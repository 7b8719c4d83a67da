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
_SPECS = {}


def field_spec(cls):
    """(field, walk into it, default when absent) for each field of `cls`
    (prepare.py fills the absent ones in its walk before printing)."""
    spec = _SPECS.get(cls)
    if spec is None:
        spec = _SPECS[cls] = tuple(
            (name, name not in _LEAF_FIELDS, [] if name in SEQUENCE_FIELDS else SCALAR_DEFAULTS.get(name))
            for name in cls._fields
        )
    return spec
