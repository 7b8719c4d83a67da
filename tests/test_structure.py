"""The decompiler's structure may only get simpler (issue 10's measures,
`python -m depyf.verify.structure`): each count is held to a ceiling that
is lowered as the work lands, never raised."""

import pytest

from depyf.verify.structure import counts, measure

CEILINGS = {
    "version tests in lift/ (lines)": 0,
    "modules in import cycles": 0,
    "functions over 80 lines": 0,
    "__dict__ side-table places": 0,
    "opname tests in lift/": 441,
}


@pytest.fixture(scope="module")
def result():
    return measure()


@pytest.mark.parametrize("name", sorted(CEILINGS))
def test_count_stays_under_its_ceiling(result, name):
    found = counts(result)[name]
    key = {
        "version tests in lift/ (lines)": "version_tests_in_lift",
        "modules in import cycles": "modules_in_cycles",
        "functions over 80 lines": "long_functions",
        "__dict__ side-table places": "side_tables",
        "opname tests in lift/": "opname_tests_in_lift",
    }[name]
    assert found <= CEILINGS[name], "%s: %d, ceiling %d:\n%s" % (name, found, CEILINGS[name], "\n".join(map(str, result[key][:40])))


def test_the_exception_strategy_is_chosen_by_the_codes_version():
    # Each reading of try statements is its own class; the lifter that reads
    # code of a version has the one of that version's bytecode family.
    from depyf.bytecode.versions import MEASURED_VERSIONS, version_facts
    from depyf.lift.exceptions_blocks import BlockStackOps
    from depyf.lift.exceptions_table import ExceptionTableOps
    from depyf.lift.lifter import Lifter, lifter_class

    for version in MEASURED_VERSIONS:
        cls = lifter_class(version_facts(version))
        family, other = (BlockStackOps, ExceptionTableOps) if version <= (3, 10) else (ExceptionTableOps, BlockStackOps)
        assert issubclass(cls, Lifter) and issubclass(cls, family) and not issubclass(cls, other), version
        assert cls is lifter_class(version_facts(version))  # (one class per family, built once)
    assert not set(vars(BlockStackOps)) & set(vars(ExceptionTableOps)) - {"__module__", "__doc__", "__qualname__", "__dict__", "__weakref__"}


def test_the_counter_sees_what_it_counts(tmp_path, monkeypatch):
    # The measures must find the shapes they count, or a ceiling of 0
    # proves nothing.
    import depyf.verify.structure as structure

    pkg = tmp_path / "depyf"
    (pkg / "lift").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "lift" / "__init__.py").write_text("")
    (pkg / "lift" / "a.py").write_text(
        "import sys\nfrom . import b\nPY = sys.version_info[:2]\n"
        "class A:\n    def f(self, ins):\n        if PY >= (3, 12) and ins.opname == 'X':\n"
        "            self.__dict__.setdefault('t', {})\n" + "        x = 1\n" * 81
    )
    (pkg / "lift" / "b.py").write_text("def g():\n    from . import a\n")
    monkeypatch.setattr(structure, "PACKAGE", str(pkg))
    found = counts(structure.measure())
    assert found["version tests in lift/ (lines)"] == 1
    assert found["modules in import cycles"] == 2
    assert found["functions over 80 lines"] == 1
    assert found["__dict__ side-table places"] == 1
    assert found["opname tests in lift/"] == 1
