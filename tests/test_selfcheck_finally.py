"""The self-check refuses source that runs a finally body twice: the outer
finally body's copy read into the inner one (selfcheck.py, finally_read_twice)."""

import pytest

import depyf
from depyf.errors import DecompilationError
from depyf.selfcheck import check_effects


def _log(x):
    return x


def _nested_finally(x):
    try:
        try:
            _log(x)
        finally:
            _log(1)
    finally:
        _log(3)


def _in_clause(x):
    try:
        try:
            _log(x)
        except ValueError:
            try:
                _log(2)
            finally:
                _log(1)
    finally:
        _log(3)


# The readings that copy `_log(3)` into the inner finally body.
_WRONG = {
    _nested_finally: ("        finally:\n            _log(1)\n", "        finally:\n            _log(1)\n            _log(3)\n"),
    _in_clause: ("        finally:\n            _log(1)\n    finally:", "        finally:\n            _log(1)\n            _log(3)\n    finally:"),
}


@pytest.mark.parametrize("func", list(_WRONG), ids=lambda f: f.__name__)
def test_outer_finally_copied_into_inner_is_refused(func):
    right = depyf.decompile(func)
    old, new = _WRONG[func]
    assert old in right
    wrong = right.replace(old, new)
    with pytest.raises(DecompilationError, match="finally body twice"):
        check_effects(func.__code__, wrong)
    check_effects(func.__code__, right)


def test_same_finally_bodies_nested_are_no_copy():
    # an inner finally body the same as the outer one is written so
    # (nothing before the copy): not refused
    def f(x):
        try:
            try:
                _log(x)
            finally:
                _log(3)
        finally:
            _log(3)

    check_effects(f.__code__, depyf.decompile(f))


def test_parsed_only_where_a_finally_clause_comes_before_a_less_indented_one(monkeypatch):
    # the text is parsed again (ast.parse) only where the shape can be: a
    # `finally:` line before a less indented one; two try/finally
    # statements side by side are not, and the shape is still refused
    import ast

    from depyf import selfcheck

    def side_by_side(x):
        try:
            _log(x)
        finally:
            _log(1)
        try:
            _log(x)
        finally:
            _log(3)

    parsed = []
    real_parse = ast.parse
    monkeypatch.setattr(ast, "parse", lambda *a, **k: parsed.append(1) or real_parse(*a, **k))
    text = depyf.decompile(side_by_side)
    assert text.count("finally:") == 2
    parsed.clear()
    check_effects(side_by_side.__code__, text)
    assert not parsed
    assert not selfcheck._finally_inside_another(text)
    right = depyf.decompile(_nested_finally)
    assert selfcheck._finally_inside_another(right)
    old, new = _WRONG[_nested_finally]
    with pytest.raises(DecompilationError, match="finally body twice"):
        check_effects(_nested_finally.__code__, right.replace(old, new))
    assert parsed
