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
    "opname tests in lift/": 188,
    "opname-list comparisons in lift/": 17,
    "matcher helpers": 12,
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
        "opname-list comparisons in lift/": "opname_lists_in_lift",
        "matcher helpers": "matcher_helpers",
    }[name]
    assert found <= CEILINGS[name], "%s: %d, ceiling %d:\n%s" % (name, found, CEILINGS[name], "\n".join(map(str, result[key][:40])))


def test_the_exception_strategy_is_chosen_once():
    # Each reading of try statements is its own class; the lifter gets the
    # one of the running interpreter.
    from depyf.bytecode.shapes import BLOCK_STACK
    from depyf.lift.exceptions import ExceptionOps
    from depyf.lift.exceptions_blocks import BlockStackOps
    from depyf.lift.exceptions_table import ExceptionTableOps
    from depyf.lift.lifter import Lifter

    assert ExceptionOps is (BlockStackOps if BLOCK_STACK else ExceptionTableOps)
    assert issubclass(Lifter, ExceptionOps)
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
    (pkg / "lift" / "b.py").write_text(
        "def g():\n    from . import a\n"
        "def shape(instrs, k):\n    names = [x.opname for x in instrs[k : k + 3]]\n"
        "    return names[:2] == ['A', 'B'] or [x.opname for x in instrs[k : k + 2]] == ['C'] * 2\n"
        "def runs(instrs, k, seq):\n    return [(x.opname, x.argval) for x in instrs[k : k + 2]] == list(seq)\n"
        "def same(a, b):\n    return a.opname == b.opname\n"
        "def is_(ins, name):\n    return ins.opname == name\n"
    )
    (pkg / "bytecode").mkdir()
    (pkg / "bytecode" / "__init__.py").write_text("")
    (pkg / "bytecode" / "idioms.py").write_text("def same(a, b):\n    return a.opname == b.opname\n")
    monkeypatch.setattr(structure, "PACKAGE", str(pkg))
    found = counts(structure.measure())
    assert found["version tests in lift/ (lines)"] == 1
    assert found["modules in import cycles"] == 2
    assert found["functions over 80 lines"] == 1
    assert found["__dict__ side-table places"] == 1
    assert found["opname tests in lift/"] == 3
    assert found["opname-list comparisons in lift/"] == 3
    # runs, same, is_ (the idiom module's own rule is the one allowed)
    assert found["matcher helpers"] == 3
