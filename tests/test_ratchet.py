"""The per-unit ratchet's verdicts on small hand-made runs."""

import os

from depyf.verify.ratchet import compare, make_record, unit_keys

ROOT = os.path.join(os.sep, "lib")


def unit(name, status, qualname="f"):
    return {"file": os.path.join(ROOT, name), "qualname": qualname, "status": status, "message": "why"}


BASE = [unit("a.py", "identical"), unit("a.py", "identical"), unit("b.py", "mismatch"),
        unit("c.py", "decompile_error")]


def record():
    return make_record("stdlib", "3.11.7", BASE, ROOT)


def test_keys_number_repeated_qualnames_not_lines():
    assert unit_keys(BASE, ROOT) == ["a.py::f", "a.py::f#2", "b.py::f", "c.py::f"]


def test_same_run_passes():
    v = compare(record(), BASE, ROOT, "3.11.7")
    assert not v.failed and not v.joined


def test_unit_leaving_the_identical_set_fails_even_when_counts_stay():
    # one unit fixed, another broken: the identical count is unchanged
    run = [unit("a.py", "identical"), unit("a.py", "mismatch"), unit("b.py", "identical"),
           unit("c.py", "decompile_error")]
    v = compare(record(), run, ROOT, "3.11.7")
    assert v.failed
    assert [k for k, _, _ in v.left] == ["a.py::f#2"] and v.joined == ["b.py::f"]
    assert "LEFT    a.py::f#2 -> mismatch" in v.report()


def test_joining_passes_and_is_reported():
    run = BASE[:2] + [unit("b.py", "identical"), BASE[3]]
    v = compare(record(), run, ROOT, "3.11.7")
    assert not v.failed and v.joined == ["b.py::f"]


def test_a_mismatch_becoming_an_error_fails():
    run = BASE[:2] + [unit("b.py", "crash"), BASE[3]]
    v = compare(record(), run, ROOT, "3.11.7")
    assert v.failed and v.worse[0][:3] == ("b.py::f", "mismatch", "crash")


def test_missing_and_unknown_units_fail_on_the_same_interpreter_only():
    run = BASE[:3] + [unit("d.py", "identical")]
    same = compare(record(), run, ROOT, "3.11.7")
    assert same.failed and same.missing == ["c.py::f"] and same.unknown == ["d.py::f"]
    other = compare(record(), run, ROOT, "3.11.9")
    assert not other.failed


def test_a_unit_that_runs_differently_fails_whatever_its_record():
    # a mismatch recorded as a mismatch passes on status alone; running
    # differently from the original is a wrong reading, never recorded
    wrong = dict(unit("b.py", "mismatch"), run="different: original 1, recompiled 2")
    v = compare(record(), BASE[:2] + [wrong, BASE[3]], ROOT, "3.11.7")
    assert v.failed and v.different[0][0] == "b.py::f"
    assert "DIFFERENT b.py::f" in v.report()
    ran = dict(unit("b.py", "mismatch"), run="same")
    assert not compare(record(), BASE[:2] + [ran, BASE[3]], ROOT, "3.11.7").failed
