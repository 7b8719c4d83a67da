"""Whether the running interpreter's `ast` can express code of a newer Python.

Source is built as `ast` nodes of the running interpreter: code read from a
newer version's `.pyc` may hold a construct whose node that `ast` lacks (a
`match` statement read on 3.8 or 3.9, an `except*` on 3.10, type parameters
or a `type` statement on 3.11).  Before such code is read, its instructions
are searched for the ones only that construct compiles to, and the first
found is a `DecompilationError` naming the construct, instead of an error
from deep inside the lifter.
"""

import ast
import sys

from .bytecode.decode import decode
from .errors import DecompilationError

_RUNNING = sys.version_info[:2]

# CALL_INTRINSIC_1 arguments of 3.12+ (Include/internal/pycore_intrinsics.h):
# TYPEVAR, PARAMSPEC, TYPEVARTUPLE, SUBSCRIPT_GENERIC, TYPEALIAS
_TYPE_PARAM_INTRINSICS = frozenset(range(7, 12))

# (ast node the construct needs, the construct in words, instruction test)
_CONSTRUCTS = (
    ("Match", "a `match` statement",
     lambda ins: ins.opname in ("MATCH_CLASS", "MATCH_SEQUENCE", "MATCH_MAPPING", "MATCH_KEYS")),
    ("TryStar", "an `except*` clause", lambda ins: ins.opname == "CHECK_EG_MATCH"),
    ("TypeVar", "type parameters or a `type` statement (PEP 695)",
     lambda ins: ins.opname == "CALL_INTRINSIC_1" and ins.arg in _TYPE_PARAM_INTRINSICS),
)


def _codes(code):
    yield code
    for const in code.co_consts:
        if hasattr(const, "co_code"):
            for nested in _codes(const):
                yield nested


def inexpressible_error(node, words, code_version, qualname):
    return DecompilationError(
        "Python %d.%d bytecode holds %s, which the running Python %d.%d's ast cannot express (no ast.%s): "
        "decompile it under Python %d.%d or later" % (code_version + (words,) + _RUNNING + (node,) + code_version),
        qualname)


def check_expressible(code, version):
    """Raise DecompilationError when `code` (of CPython `version`, nested
    code included) holds a construct the running `ast` has no node for."""
    missing = [(node, words, test) for node, words, test in _CONSTRUCTS if not hasattr(ast, node)]
    if not missing or tuple(version) <= _RUNNING:
        return
    for each in _codes(code):
        for ins in decode(each, version)[0]:
            for node, words, test in missing:
                if test(ins):
                    raise inexpressible_error(node, words, tuple(version),
                                              getattr(each, "co_qualname", each.co_name))
