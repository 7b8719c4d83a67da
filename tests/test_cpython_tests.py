"""CPython's tests on decompiled code (`depyf.verify.cpython_tests`): the
comparison per test id, the replacement of a module's code (whole, unit by
unit, units kept), a deliberately wrong decompilation caught as a
regression, and one short CPython test module run end to end."""

import importlib.util
import json
import os
import subprocess
import sys
import types

import pytest

import depyf
from depyf.verify.cpython_tests import ModuleComparison
from depyf.verify.cpython_tests_child import OutcomeResult, suite_of
from depyf.verify.decompiled_modules import decompiled_code

SRC = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src")

SAMPLE = '''
import unittest

def add(a, b):
    return a + b

class Arithmetic(unittest.TestCase):
    def test_add(self):
        self.assertEqual(add(1, 2), 3)

    def test_type(self):
        self.assertIsInstance(add(1, 2), int)

    @unittest.skip("never")
    def test_skipped(self):
        pass
'''


def outcomes(code, name="depyf_sample_tests"):
    module = types.ModuleType(name)
    exec(code, module.__dict__)
    result = OutcomeResult()
    suite_of(module).run(result)
    return {"tests": {k: list(v) for k, v in result.outcomes.items()}}


def shipped():
    return outcomes(compile(SAMPLE, "sample.py", "exec"))


def test_comparison_finds_regressions_missing_tests_and_keeps_skips_apart():
    before = {"tests": {"m.T.a": ["pass", ""], "m.T.b": ["pass", ""], "m.T.c": ["fail", "AssertionError: x"],
                        "m.T.d": ["pass", ""], "m.T.e": ["xfail", ""]}}
    after = {"tests": {"m.T.a": ["pass", ""], "m.T.b": ["error", "NameError: name 'x' is not defined"],
                       "m.T.c": ["pass", ""], "m.T.e": ["skip", "why"]},
             "replacements": [{"replaced": 5, "kept": 1, "whole_module": False}]}
    c = ModuleComparison("m", before, after)
    assert c.tests == 5 and c.passed_both == 1
    assert [(t, d) for t, _, d, _ in c.regressions] == [("m.T.b", "error"), ("m.T.d", "missing")]
    assert c.regressions[0][3] == "NameError: name 'x' is not defined"
    assert (c.replaced, c.kept, c.failed) == (5, 1, True)


def test_line_dependent_tests_are_listed_apart():
    before = {"tests": {"test.test_patma.TestTracing.test_default_capture": ["pass", ""]}}
    after = {"tests": {"test.test_patma.TestTracing.test_default_capture": ["fail", "AssertionError: lists"]}}
    c = ModuleComparison("test_patma", before, after)
    assert not c.regressions and len(c.line_dependent) == 1 and not c.failed


def test_a_wrong_decompilation_is_caught_as_a_regression():
    def wrong(code):
        return depyf.decompile(code).replace("a + b", "a - b")

    code, record = decompiled_code(SAMPLE, "sample.py", "sample", decompile=wrong)
    assert record.whole_module and record.replaced == 4 and not record.kept
    c = ModuleComparison("sample", shipped(), dict(outcomes(code), replacements=[record.to_json()]))
    assert [t.rsplit(".", 1)[1] for t, _, _, _ in c.regressions] == ["test_add"]
    assert c.regressions[0][3].startswith("AssertionError: -1 != 3")
    assert c.passed_both == 1  # test_type; test_skipped is skipped in both runs


def test_true_decompilation_passes_as_shipped():
    code, record = decompiled_code(SAMPLE, "sample.py", "sample")
    c = ModuleComparison("sample", shipped(), outcomes(code))
    assert record.whole_module and not c.regressions and c.passed_both == 2


def test_units_are_replaced_one_by_one_when_the_module_cannot_be_read():
    def refuse_module_and_add(code):
        if code.co_name in ("<module>", "add"):
            raise depyf.DecompilationError("refused here", code.co_name)
        return depyf.decompile(code).replace("add(1, 2), 3", "add(1, 2), 4")

    code, record = decompiled_code(SAMPLE, "sample.py", "sample", decompile=refuse_module_and_add)
    assert not record.whole_module and "refused here" in record.whole_module_error
    assert record.replaced == 3 and [q for q, _ in record.kept] == ["add"]
    c = ModuleComparison("sample", shipped(), outcomes(code))
    # `add` kept its code; the replaced test method now expects 4
    assert [t.rsplit(".", 1)[1] for t, _, _, _ in c.regressions] == ["test_add"]


@pytest.mark.skipif(importlib.util.find_spec("test.test_bool") is None,
                    reason="this interpreter ships without CPython's test package")
def test_one_cpython_test_module_on_this_interpreter(tmp_path):
    out = tmp_path / "run.json"
    env = dict(os.environ, PYTHONPATH=SRC, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "depyf.verify.cpython_tests", "--tests", "test_bool",
                           "--json", str(out)], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          universal_newlines=True, timeout=300)
    assert proc.returncode == 0, proc.stdout
    (module,) = json.loads(out.read_text())["modules"]
    assert module["tests"] > 20 and module["passed_both"] == module["tests"]
    assert not module["regressions"] and module["replaced"] > 20 and module["kept"] == 0
    assert "regressions   0" in proc.stdout
