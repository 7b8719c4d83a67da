"""The self-check compares each nested function with its own recompiled
counterpart, not the counts summed over the whole tree: a nested function
that lost an effect or a constant is refused even where a sibling holds the
same constant or gained as many effects (selfcheck.py, effects.nested_loss)."""

import pytest

from depyf.errors import DecompilationError
from depyf.selfcheck import check_effects


def _nested_two(log):
    def first(x):
        log.append(4)
        return x

    def second(x):
        try:
            return x + 4
        finally:
            log.append(x)

    return first, second


_RIGHT = '''def _nested_two(log):
    def first(x):
        log.append(4)
        return x

    def second(x):
        try:
            return x + 4
        finally:
            log.append(x)

    return first, second
'''

# `first` logs x, not 4: the constant 4 is lost there, but `second` still
# holds it, so the summed facts lose nothing.
_CONSTANT_LOST = _RIGHT.replace("        log.append(4)\n", "        log.append(x)\n")

# `first` lost a call (`log.append(4)` became `log.append` read only);
# `second` ran its finally body twice, one call more: the sums are the same.
_CALL_LOST = _RIGHT.replace("        log.append(4)\n", "        log.append, 4\n").replace(
    "            log.append(x)\n", "            log.append(x)\n            log.append(x)\n"
)


def test_right_reading_passes():
    check_effects(_nested_two.__code__, _RIGHT)


@pytest.mark.parametrize("text", [_CONSTANT_LOST, _CALL_LOST], ids=["constant", "call"])
def test_nested_function_loss_hidden_by_sibling_is_refused(text):
    with pytest.raises(DecompilationError, match=r"_nested_two\.<locals>\.first|_nested_two\.first") as info:
        check_effects(_nested_two.__code__, text)
    assert "first" in info.value.reason


def _with_lambda(xs):
    key = lambda x: x + 4
    return list(map(key, xs))


def test_other_shape_falls_back_to_the_sum():
    # a lambda written as a def: the trees differ in name, so the counts are
    # compared summed (which this reading passes)
    text = "def _with_lambda(xs):\n    def key(x):\n        return x + 4\n    return list(map(key, xs))\n"
    check_effects(_with_lambda.__code__, text)
