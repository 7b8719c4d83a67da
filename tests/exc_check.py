"""Round-trip checker for the exception/with corpus (tests/exc_corpus).

    python tests/exc_check.py [--show] FILE_OR_DIR...

For every unit of each file: decompile with depyf.lift.driver.decompile_code,
print, recompile in context, compare bytecode + exception table
(depyf.verify.roundtrip), and for zero-argument module-level functions not
starting with `_` compare run outcomes (depyf.verify.corpus). Prints one line
per failing unit and a final `SUMMARY {json}` line; exit status 1 on failure.
"""

import ast
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "src"))

from depyf.lift.driver import decompile_code  # noqa: E402
from depyf.verify import corpus as vc  # noqa: E402
from depyf.verify.context import module_import_names  # noqa: E402
from depyf.verify.roundtrip import IDENTICAL, iter_units, roundtrip_code  # noqa: E402


def _printer():
    try:
        from depyf.printer import to_source

        return to_source
    except ImportError:
        pass
    if hasattr(ast, "unparse"):
        return lambda tree: ast.unparse(ast.fix_missing_locations(tree))
    # 3.8: borrow 3.9's pure-Python unparser until depyf.printer lands.
    import glob
    import importlib.util

    cands = sorted(glob.glob(os.path.expanduser("~/.pyenv/versions/3.9.*/lib/python3.9/ast.py")))
    if not cands:
        raise RuntimeError("no printer available on this Python")
    spec = importlib.util.spec_from_file_location("_ast39", cands[-1])
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return lambda tree: mod.unparse(ast.fix_missing_locations(tree))


PRINT = _printer()


def decompile(code):
    return PRINT(decompile_code(code))


def files_of(args):
    out = []
    for a in args:
        if os.path.isdir(a):
            out.extend(vc.corpus_files(a))
        else:
            out.append(a)
    return [p for p in out if sys.version_info[:2] >= vc.min_version(p)]


def check_file(path, show):
    records = []
    with open(path, encoding="utf-8") as f:
        source = f.read()
    module = vc.import_file(path)
    module_code = compile(source, path, "exec", dont_inherit=True)
    imports = module_import_names(source, path)
    functions = {(o.__code__.co_name, o.__code__.co_firstlineno): (n, o)
                 for n, o in vars(module).items() if vc.inspect.isfunction(o) and o.__module__ == module.__name__}
    for unit in iter_units(module_code):
        res = roundtrip_code(unit, path, imports, 10, decompile=decompile)
        run = None
        entry = functions.get((unit.code.co_name, unit.code.co_firstlineno)) if not unit.chain else None
        if entry and vc._is_case(*entry):
            name, original = entry
            expected = vc.outcome(original, 10)
            if res.recompiled is None:
                run = "not run"
            else:
                got = vc.outcome(vc.rebuild(original, res.recompiled), 10)
                run = "same" if vc.same_outcome(expected, got) else "different: %r vs %r" % (expected, got)
        ok = res.status == IDENTICAL and run in (None, "same")
        records.append(ok)
        if not ok:
            print("FAIL %s:%d %s [%s] %s" % (os.path.basename(path), res.firstlineno, res.qualname, res.status,
                                           (res.message or "")[:600].replace("\n", "\n    ")))
            if run not in (None, "same"):
                print("    run: " + run)
            if show and res.decompiled:
                print("    " + res.decompiled.replace("\n", "\n    "))
    return records


def main(argv):
    show = "--show" in argv
    argv = [a for a in argv if a != "--show"]
    results = []
    for path in files_of(argv or [os.path.join(HERE, "exc_corpus")]):
        results.extend(check_file(path, show))
    summary = {"python": "%d.%d" % sys.version_info[:2], "units": len(results), "passed": sum(results)}
    print("SUMMARY " + json.dumps(summary))
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
