"""Round trip: decompile each unit of a module, recompile in context, compare.

Units are the functions (and lambdas) defined at module level or in a class
body reachable from module level without passing through a function, plus
3.12+ generic-parameter scopes on the way. Nested functions, comprehensions
and lambdas inside a unit are not units of their own: they are compared
recursively as constants of their parent.

Every unit runs guarded: only depyf.DecompilationError is an expected way to
fail; any other exception, RecursionError or a time-out is recorded as a
`crash` and the round trip carries on.
"""

import sys
import time
import traceback
import types

from ..quiet import quiet_compile
from .compare import compare_code
from .context import (ContextError, is_function_like, module_import_names,
                      recompile_module, recompile_unit)
from .time_limit import UnitTimeout, time_limit  # noqa: F401  (the checks import them from here)

IDENTICAL = "identical"
MISMATCH = "mismatch"
COMPILE_ERROR = "compile_error"
DECOMPILE_ERROR = "decompile_error"
CRASH = "crash"  # unexpected exception / RecursionError / timeout
STATUSES = (IDENTICAL, MISMATCH, COMPILE_ERROR, DECOMPILE_ERROR, CRASH)


class Unit:
    """A code object to round-trip, with the scopes that enclose it."""

    def __init__(self, code, chain):
        self.code = code
        self.chain = tuple(chain)  # enclosing code objects, outermost first

    @property
    def qualname(self):
        parts = [c.co_name for c in self.chain if not c.co_name.startswith("<generic")]
        return ".".join(parts + [self.code.co_name])


class UnitResult:
    def __init__(self, unit, filename):
        self.filename = filename
        self.qualname = unit.qualname
        self.firstlineno = unit.code.co_firstlineno
        self.status = None
        self.message = ""
        self.decompiled = None
        self.decompile_seconds = 0.0
        self.recompiled = None  # code object, when it compiled
        self.lost = None  # on a mismatch: effects the recompiled code has fewer of (depyf.effects)

    @property
    def ok(self):
        return self.status == IDENTICAL

    def to_json(self):
        return {
            "file": self.filename,
            "qualname": self.qualname,
            "line": self.firstlineno,
            "status": self.status,
            "message": self.message[:4000],
            "decompiled": None if self.decompiled is None else self.decompiled[:4000],
            "decompile_seconds": round(self.decompile_seconds, 6),
            "lost": self.lost or None,
        }


def _is_unit(code):
    if not is_function_like(code):
        return False
    return code.co_name == "<lambda>" or not code.co_name.startswith("<")


def _is_scope_to_enter(code):
    # Class bodies (not function-like) and 3.12+ annotation scopes of generic
    # classes/functions/aliases at module level.
    return not is_function_like(code) or code.co_name.startswith("<generic parameters of ")


def lazy_annotation_scopes(code):
    """Code objects in `code` that are 3.12+ lazily evaluated type-alias
    values and TypeVar bounds/constraints: they are built with MAKE_FUNCTION
    but handed straight to a CALL_INTRINSIC (TYPEALIAS, TYPEVAR_WITH_*).
    They are not functions anyone wrote, so they are not units (module mode
    and their enclosing unit still compare them)."""
    if sys.version_info < (3, 12):
        return set()
    import dis

    found = set()
    ins = list(dis.get_instructions(code))
    for i, x in enumerate(ins):
        if x.opname == "LOAD_CONST" and isinstance(x.argval, types.CodeType):
            for y in ins[i + 1:i + 6]:
                if y.opname.startswith("CALL_INTRINSIC") and (
                        "TYPEALIAS" in y.argrepr or "TYPEVAR" in y.argrepr):
                    found.add(id(x.argval))
                    break
    return found


def iter_units(module_code):
    def walk(code, chain):
        lazy = lazy_annotation_scopes(code)
        for const in code.co_consts:
            if not isinstance(const, types.CodeType) or id(const) in lazy:
                continue
            if _is_scope_to_enter(const):
                yield from walk(const, chain + [const])
            elif _is_unit(const):
                yield Unit(const, chain)

    yield from walk(module_code, [])


def _describe_exception(exc):
    tb = traceback.extract_tb(exc.__traceback__)
    where = ""
    if tb:
        last = tb[-1]
        where = " at %s:%d in %s" % (last.filename, last.lineno, last.name)
    return "%s: %s%s" % (type(exc).__name__, str(exc)[:500], where)


def roundtrip_code(unit, filename, import_names=(), timeout=None, whole_module=False,
                   decompile=None):
    """Round-trip one Unit; never raises (except KeyboardInterrupt).

    `decompile` defaults to depyf.decompile (looked up at call time, so the
    newest decompiler is used); oracle.SourceOracle can stand in for it.
    """
    import depyf

    decompile = decompile or depyf.decompile

    result = UnitResult(unit, filename)
    code = unit.code
    stage = "decompile"
    t0 = time.perf_counter()
    try:
        with time_limit(timeout):
            try:
                text = decompile(code)
            except depyf.DecompilationError as exc:
                result.decompile_seconds = time.perf_counter() - t0
                result.status = DECOMPILE_ERROR
                result.message = str(exc)
                return result
            result.decompile_seconds = time.perf_counter() - t0
            if not isinstance(text, str):
                raise TypeError("decompile returned %s, not str" % type(text).__name__)
            result.decompiled = text

            stage = "recompile"
            try:
                if whole_module:
                    recompiled = recompile_module(text, code, filename)
                else:
                    recompiled = recompile_unit(text, code, unit.chain, import_names, filename)
            except (SyntaxError, ValueError, TypeError, OverflowError, MemoryError, RecursionError) as exc:
                result.status = COMPILE_ERROR
                result.message = "%s: %s" % (type(exc).__name__, exc)
                return result
            except ContextError as exc:
                result.status = MISMATCH
                result.message = str(exc)
                return result
            result.recompiled = recompiled

            stage = "compare"
            diffs = compare_code(code, recompiled)
    except UnitTimeout as exc:
        if stage == "decompile":
            result.decompile_seconds = time.perf_counter() - t0
        result.status = CRASH
        result.message = "%s during %s" % (exc, stage)
        return result
    except Exception as exc:  # includes RecursionError
        if stage == "decompile":
            result.decompile_seconds = time.perf_counter() - t0
        result.status = CRASH
        result.message = "%s raised %s" % (stage, _describe_exception(exc))
        return result
    if diffs:
        from ..effects import lost_effects

        result.lost = lost_effects(code, recompiled)
        result.status = MISMATCH
        result.message = "\n".join(diffs[:5]) + (
            "\n... %d more differences" % (len(diffs) - 5) if len(diffs) > 5 else "")
    else:
        result.status = IDENTICAL
    return result


def roundtrip_source(source, filename="<source>", mode="units", timeout=None, decompile=None):
    """Round-trip `source`: per unit (mode="units") or the whole module
    code object (mode="module"). Returns a list of UnitResult.

    Raises SyntaxError if `source` itself does not compile on this Python.
    """
    module_code = quiet_compile(source, filename, "exec")
    if mode == "module":
        return [roundtrip_code(Unit(module_code, []), filename, timeout=timeout,
                               whole_module=True, decompile=decompile)]
    if mode != "units":
        raise ValueError("mode must be 'units' or 'module'")
    import_names = module_import_names(source, filename)
    return [roundtrip_code(u, filename, import_names, timeout, decompile=decompile)
            for u in iter_units(module_code)]


def summarize(results):
    counts = {s: 0 for s in STATUSES}
    for r in results:
        counts[r.status] += 1
    n = len(results)
    decompiled = n - counts[DECOMPILE_ERROR] - counts[CRASH]
    compiled = decompiled - counts[COMPILE_ERROR]
    pct = lambda k: 100.0 * k / n if n else 100.0
    return {
        "units": n,
        "counts": counts,
        "decompiled_pct": pct(decompiled),
        "compiles_pct": pct(compiled),
        "identical_pct": pct(counts[IDENTICAL]),
        "lossy": sum(1 for r in results if r.status == MISMATCH and r.lost),
        "decompile_seconds": sum(r.decompile_seconds for r in results),
    }
