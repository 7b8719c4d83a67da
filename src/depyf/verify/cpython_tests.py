"""CPython's own tests run on decompiled code.

    python -m depyf.verify.cpython_tests [--python PATH] [--tests test_grammar,test_string,...] [--json OUT]

Each test module of the interpreter's `test` package is run twice, each
time in a fresh child process of that interpreter: once as shipped, once
with the module's code (and its submodules', for a test package) replaced
by its decompiled-and-recompiled form (`decompiled_modules`: the module
read whole, else unit by unit, keeping the units depyf cannot read).  The
two runs are compared test id by test id: a *regression* is a test that
passes as shipped and fails, errors or is missing when run on the
decompiled code.  The test module's own code is what is decompiled; the
standard library it tests is not.

Prints one row per module (tests run, passed in both runs, regressions,
functions replaced and kept) and each regression with its first error
line; exits 1 when there is a regression or a run failed.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

SRC = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# (module, first version that has it): the language broadly (statements,
# scopes, comprehensions, exceptions, generators and coroutines, classes
# and descriptors, pattern matching) and the builtin types, each a few
# seconds at most.
DEFAULT_TESTS = (
    ("test_grammar", (3, 8)), ("test_exceptions", (3, 8)), ("test_raise", (3, 8)), ("test_with", (3, 8)),
    ("test_contextlib", (3, 8)), ("test_contextlib_async", (3, 8)), ("test_generators", (3, 8)),
    ("test_genexps", (3, 8)), ("test_coroutines", (3, 8)), ("test_asyncgen", (3, 8)), ("test_scope", (3, 8)),
    ("test_listcomps", (3, 8)), ("test_setcomps", (3, 8)), ("test_dictcomps", (3, 8)), ("test_unpack", (3, 8)),
    ("test_keywordonlyarg", (3, 8)), ("test_named_expressions", (3, 8)), ("test_augassign", (3, 8)),
    ("test_opcodes", (3, 8)), ("test_patma", (3, 10)), ("test_except_star", (3, 11)), ("test_string", (3, 8)),
    ("test_fstring", (3, 8)), ("test_bool", (3, 8)), ("test_int", (3, 8)), ("test_list", (3, 8)),
    ("test_dict", (3, 8)), ("test_set", (3, 8)), ("test_class", (3, 8)), ("test_descr", (3, 8)),
    ("test_super", (3, 8)), ("test_property", (3, 8)), ("test_decorators", (3, 8)), ("test_functools", (3, 8)),
    ("test_itertools", (3, 8)), ("test_json", (3, 8)), ("test_dataclasses", (3, 8)),
)

PASSED = ("pass", "xfail")

# Tests that assert the source lines of frames or trace line numbers
# relative to a function's first line: the decompiled code has lines of its
# own, so they fail on it whatever the decompiler does.  Listed apart from
# the regressions (by test id prefix), each run, never hidden.
LINE_DEPENDENT = (
    "test.test_patma.TestTracing.",  # line events relative to co_firstlineno
    "test.test_exceptions.ExceptionTests.test_unhandled",  # the traceback shows `raise exc`
    "test.test_contextlib.ContextManagerTestCase.test_contextmanager_traceback",  # frames' source lines
    "test.test_contextlib.TestExitStack.test_exit_exception_traceback",
    "test.test_contextlib_async.AsyncContextManagerTestCase.test_contextmanager_traceback",
    "test.test_contextlib_async.TestAsyncExitStack.test_exit_exception_traceback",
    "test.test_coroutines.OriginTrackingTest.test_origin_tracking_warning",  # the warning quotes the line
    # the source text under an exception's columns (3.13's tracebacks)
    "test.test_with.NestedWith.testExceptionLocation",
    "test.test_listcomps.ListComprehensionTest.test_exception_locations",
    "test.test_setcomps.SetComprehensionTest.test_exception_locations",
    "test.test_dictcomps.DictComprehensionTest.test_exception_locations",
)


def line_dependent(test_id):
    return test_id.startswith(LINE_DEPENDENT)


def default_tests(version):
    return [name for name, since in DEFAULT_TESTS if version >= since]


class ModuleComparison:
    """The two runs of one test module, compared."""

    def __init__(self, module, shipped, decompiled):
        self.module = module
        self.shipped = shipped
        self.decompiled = decompiled
        self.error = shipped.get("error") or decompiled.get("error")
        before, after = shipped.get("tests", {}), decompiled.get("tests", {})
        self.tests = len(before)
        self.passed_both = sum(1 for k, v in before.items() if v[0] in PASSED and after.get(k, ("",))[0] in PASSED)
        self.regressions = []  # (test id, shipped status, decompiled status, first error line)
        for key, (status, _) in sorted(before.items()):
            if status not in PASSED:
                continue
            got = after.get(key)
            if got is None:
                self.regressions.append((key, status, "missing", decompiled.get("error") or "not run"))
            elif got[0] not in PASSED and got[0] != "skip":
                self.regressions.append((key, status, got[0], got[1]))
        self.line_dependent = [r for r in self.regressions if line_dependent(r[0])]
        self.regressions = [r for r in self.regressions if not line_dependent(r[0])]
        replaced = decompiled.get("replacements", [])
        self.replaced = sum(r["replaced"] for r in replaced)
        self.kept = sum(r["kept"] for r in replaced)
        self.whole = sum(1 for r in replaced if r["whole_module"])
        self.files = len(replaced)

    @property
    def failed(self):
        return bool(self.regressions or self.shipped.get("error"))

    def row(self):
        return "%-24s tests %5d  passed both %5d  regressions %3d  line-dependent %d  functions replaced %5d kept %3d" \
            "  whole %d/%d%s" % (
            self.module, self.tests, self.passed_both, len(self.regressions), len(self.line_dependent),
            self.replaced, self.kept,
            self.whole, self.files, ("  ERROR " + self.error) if self.error else "")

    def to_json(self):
        return {"module": self.module, "tests": self.tests, "passed_both": self.passed_both,
                "regressions": [{"test": t, "shipped": s, "decompiled": d, "message": m}
                                for t, s, d, m in self.regressions],
                "line_dependent": [{"test": t, "shipped": s, "decompiled": d, "message": m}
                                   for t, s, d, m in self.line_dependent],
                "replaced": self.replaced, "kept": self.kept, "whole_module_files": self.whole,
                "files": self.files, "error": self.error,
                "replacements": self.decompiled.get("replacements", []),
                "seconds": [self.shipped.get("seconds"), self.decompiled.get("seconds")]}


def run_child(python, module, mode, folder, timeout):
    """The child's JSON record (a record with `error` when it wrote none)."""
    out = os.path.join(folder, "%s-%s.json" % (module, mode))
    log = os.path.join(folder, "%s-%s.log" % (module, mode))
    env = dict(os.environ, PYTHONPATH=SRC, PYTHONDONTWRITEBYTECODE="1")
    cmd = [python, "-m", "depyf.verify.cpython_tests_child", module, "--mode", mode, "--json", out]
    try:
        with open(log, "w") as f:
            proc = subprocess.run(cmd, env=env, stdout=f, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                  timeout=timeout, cwd=folder)
        code = proc.returncode
    except subprocess.TimeoutExpired:
        return {"module": module, "error": "timed out after %ds" % timeout}
    if os.path.exists(out):
        with open(out) as f:
            return json.load(f)
    with open(log, errors="replace") as f:
        tail = f.read()[-600:].strip().splitlines()
    return {"module": module, "error": "child exited %d: %s" % (code, tail[-1] if tail else "no output")}


def compare_module(python, module, timeout=600):
    with tempfile.TemporaryDirectory() as folder:
        shipped = run_child(python, module, "shipped", folder, timeout)
        if shipped.get("error"):
            return ModuleComparison(module, shipped, {})
        decompiled = run_child(python, module, "decompiled", folder, timeout)
    return ModuleComparison(module, shipped, decompiled)


def python_version(python):
    out = subprocess.run([python, "-c", "import sys; print(sys.version.split()[0])"], stdout=subprocess.PIPE,
                         universal_newlines=True, check=True).stdout.strip()
    return out, tuple(int(x) for x in out.split(".")[:2])


def summary(comparisons, python, limit=50):
    """The totals line and each regression (the rows are printed as the
    modules finish)."""
    lines = []
    total = lambda attr: sum(getattr(c, attr) for c in comparisons)
    regressions = [r for c in comparisons for r in c.regressions]
    apart = [r for c in comparisons for r in c.line_dependent]
    lines.append("%-8s %d modules  tests %d  passed both %d  regressions %d  line-dependent %d"
                 "  functions replaced %d kept %d" % (
                     python, len(comparisons), total("tests"), total("passed_both"), len(regressions), len(apart),
                     total("replaced"), total("kept")))
    for label, found in (("REGRESSION", regressions), ("LINE-DEPENDENT", apart)):
        for test, shipped, decompiled, message in found[:limit]:
            lines.append("  %s %s [%s -> %s] %s" % (label, test, shipped, decompiled, message[:300]))
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m depyf.verify.cpython_tests", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--python", default=sys.executable, help="the interpreter whose tests run (default: this one)")
    p.add_argument("--tests", help="comma-separated test modules (default: a set across the language)")
    p.add_argument("--json", metavar="OUT")
    p.add_argument("--timeout", type=int, default=600, help="seconds per child run")
    args = p.parse_args(argv)
    try:
        full, version = python_version(args.python)
    except (OSError, subprocess.CalledProcessError, ValueError) as e:
        p.error("cannot run --python %s: %s" % (args.python, e))
    names = [n.strip() for n in args.tests.split(",") if n.strip()] if args.tests else default_tests(version)
    comparisons = []
    for name in names:
        c = compare_module(args.python, name, args.timeout)
        print(c.row(), flush=True)
        comparisons.append(c)
    print(summary(comparisons, full))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"python": full, "modules": [c.to_json() for c in comparisons]}, f, indent=1)
    return int(any(c.failed for c in comparisons))


if __name__ == "__main__":
    sys.exit(main())
