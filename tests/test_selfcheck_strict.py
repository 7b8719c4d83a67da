"""The self-check stays as strict as it was when it does less work
(issue 19, "Speed"): the effects are counted by one C pass per code object,
and only where the recompiled code is not the original's bytecode, names
and constants.  Each test feeds `check_effects` an original and a text that
differs from it in one detail, and says what the check answers."""

import dis
import sys
import sysconfig
import os
import types

import pytest

from depyf.effects import _KIND_OF_OP, effect_counts, performs_effects, same_code
from depyf.errors import DecompilationError
from depyf.selfcheck import CHECKED, check_effects


def _function(source, name="f"):
    module = compile(source, "<original>", "exec")
    return next(c for c in module.co_consts if isinstance(c, types.CodeType) and c.co_name == name)


def _refused(source, text):
    with pytest.raises(DecompilationError) as info:
        check_effects(_function(source), text, "f")
    return str(info.value)


def test_the_same_function_on_other_lines_is_checked():
    """Lines are no part of the comparison: the same code laid out on other
    lines passes (a detail the check ignores, before and now)."""
    original = "def f(a):\n    g(a)\n    return a.x\n"
    text = "def f(a):\n\n\n    g(a)\n\n    return a.x\n"
    assert check_effects(_function(original), text, "f") == CHECKED


def test_one_constant_changed_is_refused():
    message = _refused("def f():\n    return g(1.5)\n", "def f():\n    return g(2.5)\n")
    assert "1.5" in message


def test_one_constant_of_another_type_is_refused():
    """1.0 for 1.5 compares equal to no constant; 2 for 2.0: equal values,
    another type (facts pair each constant with its type)."""
    assert "2.0" in _refused("def f():\n    return g(2.0)\n", "def f():\n    return g(2)\n")


def test_one_call_dropped_is_refused():
    message = _refused("def f():\n    g()\n    h()\n", "def f():\n    g()\n")
    assert "1 call" in message


def test_one_attribute_store_dropped_is_refused():
    message = _refused("def f(a):\n    a.x = 1\n    a.y = 2\n", "def f(a):\n    a.x = 1\n")
    assert "store attribute" in message


def test_an_effect_in_nested_code_dropped_is_refused():
    original = "def f(a):\n    def inner():\n        g()\n        h()\n    return inner\n"
    text = "def f(a):\n    def inner():\n        g()\n    return inner\n"
    assert "1 call" in _refused(original, text)


def test_a_local_read_as_a_global_is_refused():
    """No effect lost, one scope fact: the local x read as a global."""
    original = "def f(a):\n    x = a\n    return x + a\n"
    text = "def f(a):\n    y = a\n    return x + a\n"
    assert "local x" in _refused(original, text)


def test_one_name_changed_with_nothing_lost_is_checked():
    """Another global name, the same effects and facts otherwise: the check
    compares what may be lost, not names (as before)."""
    assert check_effects(_function("def f():\n    return g()\n"), "def f():\n    return h()\n", "f") == CHECKED


def test_more_effects_are_allowed():
    assert check_effects(_function("def f():\n    g()\n"), "def f():\n    g()\n    g()\n", "f") == CHECKED


def test_code_without_effects_losing_a_constant_is_refused():
    """No effect to count (`performs_effects` False): the facts are still
    compared."""
    code = _function("def f():\n    return 12345\n")
    assert not performs_effects(code)
    with pytest.raises(DecompilationError):
        check_effects(code, "def f():\n    return 54321\n", "f")


def _counted_by_scan(code, counts=None):
    """`effect_counts` as it was written before: one count per opcode of
    the table, in the table's order."""
    counts = {} if counts is None else counts
    ops = code.co_code[::2]
    for op, kind in _KIND_OF_OP.items():
        n = ops.count(op)
        if n:
            counts[kind] = counts.get(kind, 0) + n
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            _counted_by_scan(const, counts)
    return counts


def _stdlib_codes(limit):
    root = sysconfig.get_paths()["stdlib"]
    names = sorted(n for n in os.listdir(root) if n.endswith(".py"))[:limit]
    for name in names:
        try:
            with open(os.path.join(root, name), encoding="utf-8") as f:
                yield compile(f.read(), name, "exec", dont_inherit=True)
        except (SyntaxError, ValueError, UnicodeDecodeError):
            continue


def _all_code(code):
    yield code
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield from _all_code(const)


def test_effect_counts_are_those_of_a_scan_of_every_counted_opcode():
    """The same counts, keys in the same order, over 40 modules' code."""
    seen = 0
    for module in _stdlib_codes(40):
        for code in _all_code(module):
            expected = _counted_by_scan(code)
            got = effect_counts(code)
            assert got == expected and list(got) == list(expected), code.co_name
            assert performs_effects(code) == bool(expected), code.co_name
            seen += 1
    assert seen > 500


def test_same_code_tells_each_kind_of_difference():
    """`same_code` is what lets the check skip the counts: it must say no
    to a changed constant (value, or type of an equal one), name, local,
    flag or nested code, and yes where only lines differ."""
    base = _function("def f(a):\n    b = a + 1\n    return g(b)\n")
    assert same_code(base, _function("def f(a):\n\n    b = a + 1\n\n    return g(b)\n"))
    for other in (
        "def f(a):\n    b = a + 2\n    return g(b)\n",  # a constant
        "def f(a):\n    b = a + 1.0\n    return g(b)\n",  # an equal constant of another type
        "def f(a):\n    b = a + True\n    return g(b)\n",
        "def f(a):\n    b = a + 1\n    return h(b)\n",  # a global's name
        "def f(a):\n    c = a + 1\n    return g(c)\n",  # a local's name
        "def f(a, *r):\n    b = a + 1\n    return g(b)\n",  # flags, locals
        "def f(a):\n    b = a - 1\n    return g(b)\n",  # the bytecode
    ):
        assert not same_code(base, _function(other)), other
    nested = _function("def f(a):\n    return lambda: (a, 1)\n")
    assert same_code(nested, _function("def f(a):\n    return lambda: (a,\n 1)\n"))
    assert not same_code(nested, _function("def f(a):\n    return lambda: (a, 2)\n"))
    assert not same_code(_function("def f():\n    return (1, 2)\n"), _function("def f():\n    return (1, 2.0)\n"))



def test_calls_of_an_imported_module_are_found_from_the_bytecode():
    """3.11+ calls `m.f()` as an attribute where the module imports `m`, as
    a method otherwise: `imported_call_names` names the imports the call
    spelling shows (none before 3.11, where both spell one way), and the
    function's text compiled after them is the original's bytecode."""
    from depyf.effects import imported_call_names
    from depyf.selfcheck import _same_with_imports

    source = "import os, m\ndef f(a):\n    os.getcwd(a)\n    n.g(a)\n    return m.x\n"
    text = "def f(a):\n    os.getcwd(a)\n    n.g(a)\n    return m.x\n"
    code = _function(source)
    expected = {"os"} if sys.version_info >= (3, 11) else set()
    assert imported_call_names(code) == expected
    assert _same_with_imports(code, text, "f") is bool(expected)
    assert check_effects(code, text, "f") == CHECKED


def test_a_call_dropped_beside_an_imported_modules_call_is_refused():
    """The compile after the imports saves the comparison only where it
    gives the original's bytecode: a text that dropped a call is compared
    as before."""
    source = "import os\ndef f(a):\n    os.getcwd(a)\n    g(a)\n"
    message = _refused(source, "def f(a):\n    os.getcwd(a)\n")
    assert "1 call" in message
