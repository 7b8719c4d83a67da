"""PEP 695 generic defs, classes and `type` aliases (3.12+; defaults 3.13),
decompiled as whole modules: module level, class bodies and functions."""

import pytest

from _lift_common import check_modules
from _pythons import VERSIONS


@pytest.mark.parametrize("version", VERSIONS)
def test_typeparams_whole_modules(version):
    check_modules(version, "typeparams_module")
