"""Generators, yield/yield from/await, async for, async comprehensions and
async generators under every interpreter."""

import pytest

from _lift_common import check_corpus
from _pythons import VERSIONS


@pytest.mark.parametrize("version", VERSIONS)
def test_generators_and_async(version):
    check_corpus(version, "generators")
