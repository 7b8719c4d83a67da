"""Comprehensions: ≤3.11 code objects and 3.12+ inlined (PEP 709) shapes."""

import pytest

from _lift_common import check_corpus, check_modules
from _pythons import VERSIONS


@pytest.mark.parametrize("version", VERSIONS)
def test_comprehensions_in_functions(version):
    check_corpus(version, "comprehensions")


@pytest.mark.parametrize("version", VERSIONS)
def test_comprehensions_module_and_class_level(version):
    check_modules(version, "comprehensions_module")
