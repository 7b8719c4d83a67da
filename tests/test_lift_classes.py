"""Class bodies: docstrings, super()/__class__ cells, class annotations,
nested classes, metaclass keywords; as methods, classes in functions, and
whole modules."""

import pytest

from _lift_common import check_corpus, check_modules
from _pythons import VERSIONS


@pytest.mark.parametrize("version", VERSIONS)
def test_classes_units(version):
    check_corpus(version, "classes")


@pytest.mark.parametrize("version", VERSIONS)
def test_classes_whole_modules(version):
    check_modules(version, "classes")  # the unit corpus, round-tripped as modules too
    check_modules(version, "classes_module")
