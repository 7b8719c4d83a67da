"""The layer table of docs/architecture.md as data: which modules form each
layer and which modules each layer may import.  `verify/structure.py`
counts the imports that break it.

Modules are named relative to the package (`lift` stands for `depyf.lift`
and every module under it; `__init__` for `depyf` itself).  A layer may
always import its own modules and the standard library.  Where the page's
table names no layer for a module, the row here says so; when the page
changes, this table changes with it.
"""

_EVERYTHING = ("",)

# (layer, its modules, what it may import)
LAYERS = (
    ("bytecode", ("bytecode",), ("errors",)),
    ("lift", ("lift",), ("bytecode", "errors", "quiet")),
    ("printer", ("printer",), ()),
    # `errors.py` and `quiet.py` (not rows of the page's table): the errors
    # every layer raises, the compile every layer that compiles text goes
    # through (the page's paragraph on quiet.py)
    ("shared", ("errors", "quiet"), ()),
    # (`depyf/__init__.py` is where `depyf.decompile` is read from)
    ("api", ("__init__", "api", "selfcheck", "selfcheck_elsewhere", "selfcheck_child", "expressible", "effects", "pythons", "owner"),
     ("bytecode", "lift", "printer", "pt2.dynamo_reading", "pt2.dynamo_cleanup", "pt2.dynamo_lookups", "errors", "quiet")),
    ("older paths", ("decompiler", "utils", "explain", "optimization"), ("__init__", "api", "owner", "pt2", "errors", "quiet")),
    ("torch", ("pt2",),
     ("bytecode", "lift", "printer", "errors", "quiet", "__init__", "api", "selfcheck", "selfcheck_elsewhere", "expressible",
      "effects", "pythons", "owner", "decompiler", "utils", "explain", "optimization")),
    # (`runner.py` runs the user's program inside `depyf.prepare_debug`)
    ("report", ("report", "runner"), ("pt2.index", "__init__", "errors", "quiet")),
    # (`verify/`: the oracle, sweep, corpus, ratchet, structure counts, the
    # torch matrix, CPython's tests on decompiled code -- `cpython_tests`,
    # `cpython_tests_child`, `decompiled_modules` -- and the fuzz set --
    # `fuzz`, `fuzz_programs`)
    ("verify", ("verify",), _EVERYTHING),
    # (not a row of the page's table: `python -m depyf` and its commands)
    ("command line", ("__main__", "cli"), _EVERYTHING),
)


def _relative(module):
    """`depyf.lift.driver` -> `lift.driver`; `depyf` -> `__init__`."""
    return module.partition(".")[2] or "__init__"


def _matches(relative, prefix):
    return prefix == "" or relative == prefix or relative.startswith(prefix + ".")


def layer_of(module):
    """The layer of a depyf module (dotted name), by its longest member
    prefix; None for a module no row holds."""
    relative = _relative(module)
    best, length = None, -1
    for layer, members, _ in LAYERS:
        for prefix in members:
            if _matches(relative, prefix) and len(prefix) > length:
                best, length = layer, len(prefix)
    return best


def may_import(importer, imported):
    """Whether the table lets module `importer` import module `imported`."""
    layer = layer_of(importer)
    if layer is None:
        return False
    if layer_of(imported) == layer:
        return True
    allowed = next(allowed for name, _, allowed in LAYERS if name == layer)
    target = _relative(imported)
    return any(_matches(target, prefix) for prefix in allowed)


def broken_imports(graph):
    """`importer -> imported` for each import in `graph` ({module: set of
    modules it imports}) the table does not allow, sorted; a module no row
    holds is listed as `module: in no layer`."""
    out = []
    for importer in sorted(graph):
        if layer_of(importer) is None:
            out.append("%s: in no layer" % importer)
            continue
        out.extend("%s -> %s" % (importer, imported) for imported in sorted(graph[importer])
                   if not may_import(importer, imported))
    return out
