"""Run depyf.verify.corpus on a directory, with a stand-in printer.

Until depyf.printer.to_source exists this uses ast.unparse (3.9+); on 3.8,
which has no unparse, the tree is sent as ast.dump text to a newer
interpreter to be printed. Usage: python _lift_runner.py DIR [corpus args]
"""

import ast
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "src"))

import depyf  # noqa: E402
from depyf.verify.pythons import find_python  # noqa: E402

_UNPARSE = r"""
import ast, sys
ns = dict(vars(ast))
ns["ChainedTarget"] = ast.NamedExpr
tree = eval(sys.stdin.read(), ns)
sys.stdout.write(ast.unparse(ast.fix_missing_locations(tree)))
"""


def _printer():
    try:
        from depyf.printer import to_source  # noqa: F401

        return None
    except ImportError:
        pass
    if hasattr(ast, "unparse"):
        return lambda tree: ast.unparse(ast.fix_missing_locations(tree))
    newer = None
    for v in ("3.13", "3.12", "3.11", "3.10", "3.9"):
        newer = find_python(v)[0]
        if newer:
            break
    if newer is None:
        raise SystemExit("no 3.9+ interpreter to print 3.8 trees with")

    def remote(tree):
        proc = subprocess.run([newer, "-c", _UNPARSE], input=ast.dump(tree), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, universal_newlines=True)
        if proc.returncode:
            raise RuntimeError("printing failed: " + proc.stderr[-2000:])
        return proc.stdout

    return remote


def install():
    printer = _printer()
    if printer is None:
        return
    from depyf.lift.driver import decompile_code

    def decompile(obj, **options):
        code = depyf.api._code_of(obj)
        return printer(decompile_code(code))

    depyf.decompile = decompile


def run_modules(directory, failures=20):
    """Round-trip each file in `directory` as a whole module code object."""
    from depyf.verify.corpus import corpus_files, min_version
    from depyf.verify.roundtrip import IDENTICAL, roundtrip_source

    total = passed = 0
    for path in corpus_files(directory):
        if sys.version_info[:2] < min_version(path):
            continue
        with open(path) as f:
            source = f.read()
        (res,) = roundtrip_source(source, path, mode="module")
        total += 1
        if res.status == IDENTICAL:
            passed += 1
        elif failures > 0:
            failures -= 1
            print("--- [%s] %s\n  %s" % (res.status, os.path.basename(path), (res.message or "")[:1500].replace("\n", "\n  ")))
    print("%-8s modules: identical %d/%d" % (sys.version.split()[0], passed, total))
    return 0 if passed == total else 1


if __name__ == "__main__":
    install()
    if sys.argv[1] == "--modules":
        sys.exit(run_modules(sys.argv[2]))
    from depyf.verify import corpus

    sys.exit(corpus.main(sys.argv[1:]))
