"""Import a module with its code replaced by the decompiled-and-recompiled form.

The module's code object is decompiled as a whole (module body, class
bodies, every function) and the text compiled back.  Where the whole module
cannot be read (one function the decompiler refuses, text that does not
compile), each unit (module-level function, method of a module-level
class: `roundtrip.iter_units`) is decompiled and recompiled in its context
on its own and put in the place of the original; a unit that cannot be
read keeps its original code and is counted as kept.

`install(names)` puts a finder first on `sys.meta_path` that loads the named
modules (and their submodules: a test package's files) this way; the
record of what was replaced is `REPLACEMENTS`, one entry per module.
"""

import importlib.abc
import importlib.machinery
import importlib.util
import sys
import types

from ..quiet import quiet_compile
from .context import FUTURE_FLAGS, module_import_names, recompile_unit
from .roundtrip import iter_units

# {module name: Replacement}, filled as the finder loads modules
REPLACEMENTS = {}


class Replacement:
    """What became of one module's code: read whole, or unit by unit with
    the units kept and why."""

    def __init__(self, name, path):
        self.name = name
        self.path = path
        self.whole_module = False
        self.whole_module_error = ""
        self.replaced = 0
        self.kept = []  # (qualname, reason)
        self.text = None  # the decompiled module, when read whole

    def to_json(self):
        return {"module": self.name, "path": self.path, "whole_module": self.whole_module,
                "whole_module_error": self.whole_module_error[:300], "replaced": self.replaced,
                "kept": len(self.kept), "kept_units": [{"unit": q, "reason": r[:300]} for q, r in self.kept]}


def _reason(exc):
    return "%s: %s" % (type(exc).__name__, (str(exc).strip().splitlines() or [""])[0])


def _count_functions(code):
    """Function-like code objects under `code` that are units (what the whole
    module's reading replaced)."""
    return sum(1 for _ in iter_units(code))


def decompiled_code(source, path, name, decompile=None):
    """(code object to run, Replacement) for the module `source` at `path`."""
    import depyf

    decompile = decompile or depyf.decompile
    record = Replacement(name, path)
    original = quiet_compile(source, path, "exec")
    try:
        text = decompile(original)
        code = quiet_compile(text, path, "exec", original.co_flags & FUTURE_FLAGS)
    except Exception as exc:  # DecompilationError, or text that does not compile
        record.whole_module_error = _reason(exc)
    else:
        record.whole_module = True
        record.text = text
        record.replaced = _count_functions(original)
        return code, record
    return _unit_by_unit(original, source, path, record, decompile), record


def _unit_by_unit(original, source, path, record, decompile):
    """`original` with each unit that round-trips replaced by its recompiled
    code; the others kept (listed in `record`)."""
    imports = module_import_names(source, path)
    replacements = {}
    for unit in iter_units(original):
        try:
            text = decompile(unit.code)
            new = recompile_unit(text, unit.code, unit.chain, imports, path)
        except Exception as exc:
            record.kept.append((unit.qualname, _reason(exc)))
            continue
        if new.co_freevars != unit.code.co_freevars:
            # The closure its maker builds follows the original's free
            # variables; other ones would bind the wrong cells.
            record.kept.append((unit.qualname, "free variables differ: %s" % (new.co_freevars,)))
            continue
        replacements[id(unit.code)] = new
        record.replaced += 1
    return _substituted(original, replacements)


def _substituted(code, replacements):
    """`code` with the code objects of `replacements` (by id) put in place of
    the originals, wherever in its constants tree they are."""
    changed = False
    consts = []
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            new = replacements.get(id(const))
            if new is None:
                new = _substituted(const, replacements)
            changed = changed or new is not const
            const = new
        consts.append(const)
    return code.replace(co_consts=tuple(consts)) if changed else code


class DecompiledLoader(importlib.machinery.SourceFileLoader):
    """Loads a source module with `decompiled_code` instead of the compiler's code."""

    def get_code(self, fullname):
        path = self.get_filename(fullname)
        source = importlib.util.decode_source(self.get_data(path))
        code, record = decompiled_code(source, path, fullname)
        REPLACEMENTS[fullname] = record
        return code


class DecompiledFinder(importlib.abc.MetaPathFinder):
    """Finds the named modules and their submodules as sources and hands
    them to DecompiledLoader."""

    def __init__(self, names):
        self.names = tuple(names)

    def _wanted(self, fullname):
        return any(fullname == n or fullname.startswith(n + ".") for n in self.names)

    def find_spec(self, fullname, path=None, target=None):
        if not self._wanted(fullname):
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or not (spec.origin or "").endswith(".py"):
            return spec
        loader = DecompiledLoader(fullname, spec.origin)
        return importlib.util.spec_from_file_location(
            fullname, spec.origin, loader=loader,
            submodule_search_locations=spec.submodule_search_locations)


def install(names):
    """Load the modules `names` (and their submodules) decompiled from now on."""
    sys.meta_path.insert(0, DecompiledFinder(names))
