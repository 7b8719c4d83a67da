"""The exception-handling readers: which family reads a version's code,
and the 3.11+ statement readers on shapes found refused (their samples
across versions are in tests/corpus/finally_overrides_return.py)."""

import sys

import pytest

import depyf
from depyf.bytecode.versions import version_facts as shapes_for
from depyf.lift.exceptions import family_for
from depyf.lift.exceptions_blocks import BlockStackOps
from depyf.lift.table import ExceptionTableOps


@pytest.mark.parametrize("version", [(3, 8), (3, 9), (3, 10), (3, 11), (3, 12), (3, 13)])
def test_the_family_follows_the_code_layout(version):
    expected = BlockStackOps if version <= (3, 10) else ExceptionTableOps
    assert family_for(shapes_for(version)) is expected


def _finally_return_over_value(x):
    try:
        return x
    finally:
        return 1


def _finally_return_value_over_value(x, y):
    try:
        return x
    finally:
        return y


@pytest.mark.parametrize("fn", [_finally_return_over_value, _finally_return_value_over_value])
def test_a_finally_return_replacing_the_body_return(fn):
    # 3.11+: `finally: return 1` alone reads like a bare `except: return 1`;
    # the body's returned value, popped on the normal way out, tells them
    # apart. The text must compile to the same code.
    text = depyf.decompile(fn)
    assert "finally:" in text and "except" not in text, text
    namespace = {}
    exec(compile(text, "<decompiled>", "exec"), namespace)
    again = namespace[fn.__name__]
    assert again.__code__.co_code == fn.__code__.co_code
    assert again(*range(5, 5 + fn.__code__.co_argcount)) == fn(*range(5, 5 + fn.__code__.co_argcount))
