"""One CPython test module run in this interpreter, its outcome per test id.

    python -m depyf.verify.cpython_tests_child test_grammar --mode shipped|decompiled --json OUT

Run by `depyf.verify.cpython_tests` (one process per module and mode, so
the two runs share nothing).  In `decompiled` mode the module and its
submodules are imported through `decompiled_modules` first.  The tests
are what unittest's loader finds in the module (its `load_tests` included)
plus, where the module runs doctests from its `test_main` (3.8-3.10 style),
its doctests.  The JSON written holds each test id's status (`pass`,
`fail`, `error`, `skip`, `xfail`, `xpass`) and first error line, and the
replacement records.
"""

import argparse
import doctest
import importlib
import importlib.util
import json
import sys
import time
import types
import unittest

PASSED = ("pass", "xfail")
FAILED = ("fail", "error")


def first_line(err):
    """`Type: first line of the message` of an exc_info triple."""
    kind, value, _ = err
    text = str(value).strip().splitlines()
    return "%s: %s" % (kind.__name__, text[0][:300] if text else "")


class OutcomeResult(unittest.TestResult):
    """Each test id's status and first error line; a failed sub-test fails
    its test (unittest then reports no success for it)."""

    def __init__(self):
        super().__init__()
        self.outcomes = {}

    def _set(self, test, status, message=""):
        key = test.id()
        old = self.outcomes.get(key)
        if old and old[0] in FAILED and status not in FAILED:
            return
        self.outcomes[key] = (status, message)

    def addSuccess(self, test):
        self._set(test, "pass")

    def addFailure(self, test, err):
        self._set(test, "fail", first_line(err))

    def addError(self, test, err):
        self._set(test, "error", first_line(err))

    def addSubTest(self, test, subtest, err):
        if err is not None:
            failed = issubclass(err[0], test.failureException)
            self._set(test, "fail" if failed else "error", first_line(err))

    def addSkip(self, test, reason):
        self._set(test, "skip", str(reason)[:200])

    def addExpectedFailure(self, test, err):
        self._set(test, "xfail")

    def addUnexpectedSuccess(self, test):
        self._set(test, "xpass")


def _runs_doctests(module):
    """Whether the module's `test_main` runs its doctests (modules before
    `load_tests` became the rule: test_generators, test_listcomps...)."""
    main = getattr(module, "test_main", None)
    if main is None or hasattr(module, "load_tests"):
        return False
    # (its names, not its source: the decompiled function's lines are not
    # the file's)
    return "run_doctest" in getattr(main, "__code__", types.SimpleNamespace(co_names=())).co_names


def suite_of(module):
    suite = unittest.defaultTestLoader.loadTestsFromModule(module)
    if _runs_doctests(module):
        try:
            suite.addTest(doctest.DocTestSuite(module))
        except ValueError:  # no docstrings with examples
            pass
    return suite


def _quiet_support():
    """regrtest's defaults: no resource-hungry tests, no chatter."""
    from test import support

    support.use_resources = []
    support.verbose = 0


def run(name, mode):
    full = "test." + name
    if importlib.util.find_spec(full) is None:
        return {"module": name, "error": "no such test module in this interpreter"}
    _quiet_support()
    if mode == "decompiled":
        from . import decompiled_modules

        decompiled_modules.install([full])
    started = time.perf_counter()
    result = OutcomeResult()
    out = {"module": name, "mode": mode}
    try:
        module = importlib.import_module(full)
    except Exception as exc:
        out["error"] = "import failed: " + first_line(sys.exc_info())
    else:
        suite_of(module).run(result)
    out["seconds"] = round(time.perf_counter() - started, 2)
    out["tests"] = {k: list(v) for k, v in sorted(result.outcomes.items())}
    if mode == "decompiled":
        from .decompiled_modules import REPLACEMENTS

        out["replacements"] = [r.to_json() for _, r in sorted(REPLACEMENTS.items())]
    return out


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m depyf.verify.cpython_tests_child", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("module", help="a module of the `test` package, e.g. test_grammar")
    p.add_argument("--mode", choices=("shipped", "decompiled"), required=True)
    p.add_argument("--json", metavar="OUT", required=True)
    args = p.parse_args(argv)
    out = run(args.module, args.mode)
    with open(args.json, "w") as f:
        json.dump(out, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
