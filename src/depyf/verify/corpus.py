"""Run-equivalence corpus runner.

    python -m depyf.verify.corpus tests/corpus [--json out.json] [--timeout S]

The corpus is every `.py` file under the directory, sub-folders included
(names starting with `_` are left out). A file named `*_3NN.py` is skipped
below Python 3.NN: that syntax does not exist there. For each corpus module,
import it, and for every unit (module-level function, method of a
module-level class, lambda):
  1. decompile, recompile in context, compare normalised bytecode
     (roundtrip.roundtrip_code);
  2. for module-level functions whose name does not start with `_` and that
     take no required argument ("cases"): call the original and a function
     built from the recompiled code object (same globals, defaults, closure)
     and compare the outcome: the returned value, or the exception's type,
     message and chain (`exception_chain.exception_summary`). Coroutine functions are run with asyncio.run.
A unit passes when its bytecode is identical and, for cases, outcomes match.

Files in a folder named `modules` (tests/corpus/modules/) are also
round-tripped as a whole: the module's code object is decompiled,
recompiled and compared, class bodies and module-level comprehensions
included; that round trip is one more unit, `<module>`, of the file.
"""

import argparse
import asyncio
import importlib.util
import inspect
import json
import os
import re
import sys
import types

from ..quiet import quiet_compile
from .context import module_import_names
from .exception_chain import exception_summary
from .roundtrip import IDENTICAL, iter_units, roundtrip_code, roundtrip_source
from .time_limit import UnitTimeout, time_limit

VERSION_SUFFIX = re.compile(r"_3(\d\d?)$")
MODULES_FOLDER = "modules"
MODULE_UNIT = "<module>"


def min_version(path):
    m = VERSION_SUFFIX.search(os.path.splitext(os.path.basename(path))[0])
    return (3, int(m.group(1))) if m else (3, 0)


def corpus_files(path):
    """The corpus modules of a directory (sub-folders included, sorted by
    path), or one module given by its path."""
    if os.path.isfile(path):
        if not path.endswith(".py"):
            raise ValueError("not a Python file: %s" % path)
        return [path]
    if not os.path.isdir(path):
        raise ValueError("no such corpus file or directory: %s" % path)
    found = []
    for folder, dirs, files in os.walk(path):
        dirs[:] = [d for d in dirs if not d.startswith(("_", "."))]
        found.extend(os.path.join(folder, f) for f in files if f.endswith(".py") and not f.startswith("_"))
    return sorted(found, key=lambda p: os.path.relpath(p, path).split(os.sep))


def whole_module(path):
    """Whether the file is also round-tripped as a whole module."""
    return os.path.basename(os.path.dirname(os.path.abspath(path))) == MODULES_FOLDER


def module_name(path):
    """A module name for a corpus file, unique among the corpus' folders:
    `depyf_corpus_<stem>`, the folder prepended for files in sub-folders."""
    stem = os.path.splitext(os.path.basename(path))[0]
    folder = os.path.basename(os.path.dirname(os.path.abspath(path)))
    return "depyf_corpus_" + (stem if folder == "corpus" else "%s__%s" % (re.sub(r"\W", "_", folder), stem))


def import_file(path):
    name = module_name(path)
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses & co. look modules up by name
    spec.loader.exec_module(module)
    return module


def _is_case(name, obj):
    if name.startswith("_") or not inspect.isfunction(obj):
        return False
    try:
        inspect.signature(obj).bind()
    except TypeError:
        return False
    return True


def outcome(fn, timeout):
    """('return', type, value) or ('raise', type, summary of the exception
    and its chain)."""
    try:
        with time_limit(timeout, label="%s in %s" % (fn.__qualname__, fn.__code__.co_filename)):
            if inspect.iscoroutinefunction(fn):
                value = asyncio.run(fn())
            else:
                value = fn()
            if isinstance(value, types.GeneratorType):
                value = list(value)
        return ("return", type(value).__name__, value)
    except Exception as exc:
        return ("raise", type(exc).__name__, exception_summary(exc))
    except BaseException as exc:  # time-out
        return ("raise", type(exc).__name__, exception_summary(exc))


def same_outcome(a, b):
    if a[:2] != b[:2]:
        return False
    try:
        if a[2] == b[2]:
            return True
    except Exception:
        pass
    return repr(a[2]) == repr(b[2])


def rebuild(original, code):
    fn = types.FunctionType(code, original.__globals__, original.__name__,
                            original.__defaults__, original.__closure__)
    fn.__kwdefaults__ = original.__kwdefaults__
    return fn


def run_module(path, timeout, oracle=False):
    """List of record dicts, one per unit (or one for an import failure)."""
    records = []
    try:
        with open(path, encoding="utf-8") as f:
            source = f.read()
        module = import_file(path)
    except Exception as exc:
        failed = {"file": path, "qualname": "<import>", "status": "import_error",
                  "message": "%s: %s" % (type(exc).__name__, exc), "run": None, "passed": False}
        if not whole_module(path):
            return [failed]
        try:
            quiet_compile(source, path, "exec")
        except Exception:
            return [failed]
        # A whole-module sample only needs to compile (3.13.0 refuses some
        # PEP 696 defaults when the module runs): its units are round-tripped
        # without runs.
        module = None
    module_code = quiet_compile(source, path, "exec")
    imports = module_import_names(source, path)
    decompile = None
    if oracle:
        from .oracle import SourceOracle
        decompile = SourceOracle(source)
    # Module-level functions as imported, matched to the compiled units by
    # (name, first line): the objects carry the defaults/closures to run with.
    functions = {} if module is None else {
        (o.__code__.co_name, o.__code__.co_firstlineno): (n, o)
        for n, o in vars(module).items() if inspect.isfunction(o) and o.__module__ == module.__name__}
    for unit in iter_units(module_code):
        res = roundtrip_code(unit, path, imports, timeout, decompile=decompile)
        rec = res.to_json()
        rec["run"] = None
        entry = functions.get((unit.code.co_name, unit.code.co_firstlineno)) if not unit.chain else None
        if entry and _is_case(*entry):
            name, original = entry
            expected = outcome(original, timeout)
            if expected[1] == UnitTimeout.__name__:
                # (its decompiled twin would time out too and compare the same)
                rec["run"] = "case did not finish: the original ran past the %gs time-out (a case must end)" % timeout
            elif res.recompiled is None:
                rec["run"] = "not run: no recompiled code"
            elif res.recompiled.co_freevars != original.__code__.co_freevars:
                rec["run"] = "not run: free variables differ"
            else:
                got = outcome(rebuild(original, res.recompiled), timeout)
                rec["run"] = "same" if same_outcome(expected, got) else (
                    "different: original %s, recompiled %s" % (_show(expected), _show(got)))
        rec["passed"] = rec["status"] == IDENTICAL and rec["run"] in (None, "same")
        records.append(rec)
    if whole_module(path):
        records.append(run_whole_module(source, path, timeout, oracle))
    return records


def run_whole_module(source, path, timeout, oracle=False):
    """The record of the whole-module round trip (unit `<module>`)."""
    decompile = None
    if oracle:
        from .oracle import SourceOracle
        decompile = SourceOracle(source)
    (res,) = roundtrip_source(source, path, mode="module", timeout=timeout, decompile=decompile)
    rec = res.to_json()
    rec["qualname"] = MODULE_UNIT
    rec["run"] = None
    rec["passed"] = rec["status"] == IDENTICAL
    return rec


def _shown_path(path, root):
    return os.path.relpath(path, root) if os.path.isdir(root) else os.path.basename(path)


def _show(o):
    text = "%s %s %r" % o
    return text if len(text) < 300 else text[:297] + "..."


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m depyf.verify.corpus", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("directory", help="a corpus directory, or one corpus module")
    p.add_argument("--json", metavar="OUT")
    p.add_argument("--timeout", type=float, default=10.0)
    p.add_argument("--failures", type=int, default=20, metavar="N")
    p.add_argument("--oracle", action="store_true",
                   help="use the original source instead of depyf (checks harness and corpus)")
    args = p.parse_args(argv)
    records, skipped = [], []
    if not args.oracle:
        # The decompiler's modules imported before any unit's time limit:
        # a first decompile timed out mid-import (a loaded machine) leaves
        # a half-initialised module behind, and every later unit crashes
        # on it (ImportError: cannot import name ...).
        from ..api import _decompiler_modules
        _decompiler_modules()
    try:
        paths = corpus_files(args.directory)
    except ValueError as e:
        p.error(str(e))
    for path in paths:
        if sys.version_info[:2] < min_version(path):
            skipped.append(os.path.relpath(path, args.directory) if os.path.isdir(args.directory)
                           else os.path.basename(path))
            continue
        records.extend(run_module(path, args.timeout, args.oracle))
    n = len(records)
    count = lambda pred: sum(1 for r in records if pred(r))
    cases = [r for r in records if r["run"] is not None]
    summary = {
        "python": sys.version.split()[0],
        "units": n,
        "decompiled": count(lambda r: r["status"] in ("identical", "mismatch", "compile_error")),
        "compiled": count(lambda r: r["status"] in ("identical", "mismatch")),
        "identical": count(lambda r: r["status"] == IDENTICAL),
        "cases": len(cases),
        "runs_same": sum(1 for r in cases if r["run"] == "same"),
        "passed": count(lambda r: r["passed"]),
        "skipped_files": skipped,
        "root": os.path.abspath(args.directory if os.path.isdir(args.directory)
                                else os.path.dirname(args.directory)),
    }
    shown = 0
    for r in records:
        if not r["passed"] and shown < args.failures:
            shown += 1
            print("--- [%s] %s:%s %s" % (r["status"], _shown_path(r["file"], args.directory), r.get("line", "?"),
                                         r["qualname"]))
            if r["message"]:
                print("  " + r["message"][:1500].replace("\n", "\n  "))
            if r["run"] not in (None, "same"):
                print("  run: " + r["run"])
    s = summary
    print("%-8s corpus: units %d  decompiled %d  compiles %d  identical %d  runs-same %d/%d  passed %d/%d  (skipped %s)"
          % (s["python"], n, s["decompiled"], s["compiled"], s["identical"], s["runs_same"],
             s["cases"], s["passed"], n, ", ".join(skipped) or "none"))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"summary": summary, "units": records}, f, indent=1, default=repr)
    return 0 if s["passed"] == n else 1


if __name__ == "__main__":
    sys.exit(main())
