"""The decompiler's structure may only get simpler (issue 10's measures,
`python -m depyf.verify.structure`): each count is held to a ceiling that
is lowered as the work lands, never raised."""

import pytest

from depyf.verify.layers import LAYERS, layer_of, may_import
from depyf.verify.structure import KEYS, counts, measure

CEILINGS = {
    "version tests in lift/ (lines)": 0,
    "modules in import cycles": 0,
    "functions over 80 lines": 0,
    "__dict__ side-table places": 0,
    "opname tests in lift/": 0,
    "opname-list comparisons in lift/": 0,
    "matcher helpers": 0,
    # the promises of docs/architecture.md (issue 19, part 6)
    "imports the layer table forbids": 0,
    "version-named lift/ definitions": 0,
    "Dynamo words in lift/ names, strings": 0,
    "Dynamo words in lift/ docstrings": 0,
    "lift/ attributes outside declared state": 0,
    # two readers written under one name (the lifter is one class of mixins)
    "lift/ methods one class line defines twice": 0,
    # a reader renamed or dropped in a merge, still called
    "lift/ methods read but defined nowhere": 0,
}


@pytest.fixture(scope="module")
def result():
    return measure()


@pytest.mark.parametrize("name", sorted(CEILINGS))
def test_count_stays_under_its_ceiling(result, name):
    found = counts(result)[name]
    key = KEYS[name]
    assert found <= CEILINGS[name], "%s: %d, ceiling %d:\n%s" % (name, found, CEILINGS[name], "\n".join(map(str, result[key][:40])))


def test_the_exception_strategy_is_chosen_by_the_codes_version():
    # Each reading of try statements is its own class; the lifter that reads
    # code of a version has the one of that version's bytecode family.
    from depyf.bytecode.versions import MEASURED_VERSIONS, version_facts
    from depyf.lift.exceptions_blocks import BlockStackOps
    from depyf.lift.table import ExceptionTableOps
    from depyf.lift.lifter import Lifter, lifter_class

    for version in MEASURED_VERSIONS:
        cls = lifter_class(version_facts(version))
        family, other = (BlockStackOps, ExceptionTableOps) if version <= (3, 10) else (ExceptionTableOps, BlockStackOps)
        assert issubclass(cls, Lifter) and issubclass(cls, family) and not issubclass(cls, other), version
        assert cls is lifter_class(version_facts(version))  # (one class per family, built once)
    # the two families share no method but the opcode both read their own way
    assert not set(vars(BlockStackOps)) & set(vars(ExceptionTableOps)) - {"__module__", "__doc__", "__qualname__", "__dict__", "__weakref__",
                                                                         "op_BEFORE_ASYNC_WITH"}


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
        "class Lifter:\n    def __init__(self):\n        self.known = 1\n"
        "    def _index(self):\n        self.known = 2\n        self.grown = {}\n"
        "class Mixin:\n    declared = None\n"
        "    def _try_except_311(self, torch_dynamo_resume_in_f):\n"
        "        \"\"\"Dynamo's shape.\"\"\"\n        self.declared = 'graph'\n        return 'resume_in_f'\n"
        "def shape(instrs, k):\n    names = [x.opname for x in instrs[k : k + 3]]\n"
        "    return names[:2] == ['A', 'B'] or [x.opname for x in instrs[k : k + 2]] == ['C'] * 2\n"
        "def runs(instrs, k, seq):\n    return [(x.opname, x.argval) for x in instrs[k : k + 2]] == list(seq)\n"
        "def same(a, b):\n    return a.opname == b.opname\n"
        "def is_(ins, name):\n    return ins.opname == name\n"
        "class Other:\n    def _index(self):\n        return 1\n"
        "class Both(Lifter, Other):\n    pass\n"
        "class Extended(Other):\n    def _index(self):\n        return super()._index()\n"
        "class Reader:\n    def read(self):\n        return self._index() or self.known or self.renamed_reader()\n"
        "    def readers(self):\n        return (self.read, self.dropped_reader)\n"
        "import ast\nclass Visitor(ast.NodeVisitor):\n    def visit_Name(self, node):\n        self.generic_visit(node)\n"
    )
    # the printer imports lift/ (the table lets it import nothing of depyf)
    (pkg / "printer").mkdir()
    (pkg / "printer" / "__init__.py").write_text("from ..lift import b\n")
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
    assert found["imports the layer table forbids"] == 1
    assert found["version-named lift/ definitions"] == 1
    assert found["Dynamo words in lift/ names, strings"] == 2  # the parameter, the string
    assert found["Dynamo words in lift/ docstrings"] == 1
    assert found["lift/ attributes outside declared state"] == 1  # `grown`
    assert found["lift/ methods one class line defines twice"] == 1  # `_index` in Both's line, not Extended's
    assert found["lift/ methods read but defined nowhere"] == 2  # `renamed_reader`, `dropped_reader`, not the visitor's base's


def test_every_module_has_a_layer_and_the_table_holds_the_page(result):
    # A new module must be given its layer (a row of docs/architecture.md).
    assert [m for m in result["broken_layer_imports"] if m.endswith("in no layer")] == []
    assert [name for name, _, _ in LAYERS][:3] == ["bytecode", "lift", "printer"]
    assert layer_of("depyf.lift.driver") == "lift" and layer_of("depyf") == "api"
    assert may_import("depyf.lift.driver", "depyf.bytecode.versions")
    assert not may_import("depyf.bytecode.decode", "depyf.lift.nodes")
    assert not may_import("depyf.lift.driver", "depyf.pt2.dynamo_reading")
    assert may_import("depyf.api", "depyf.pt2.dynamo_reading") and not may_import("depyf.api", "depyf.pt2.swap")
