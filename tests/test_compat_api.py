"""The older depyf's public API, imported and used the way its clients do
(torch-free parts; tests/torch/test_compat_torch.py holds the rest)."""

import functools
import os
import subprocess
import sys

import pytest

import depyf
from depyf.decompiler import DecompilationError, Decompiler, decompile
from depyf.utils import decompile_ensure, get_code_owner


def add(a, b):
    return a + b


class Adder:
    def __call__(self, a, b):
        return a + b

    def method(self, x):
        return x * 2

    @classmethod
    def make(cls, n):
        return [cls] * n

    @staticmethod
    def twice(v):
        return v + v


def _exec_def(source, name):
    namespace = {}
    exec(source, namespace)
    return namespace[name]


def test_decompiler_module_holds_the_package_names():
    assert Decompiler is depyf.Decompiler
    assert decompile is depyf.decompile
    assert DecompilationError is depyf.DecompilationError
    assert issubclass(DecompilationError, Exception)


@pytest.mark.parametrize("make, name, args, expected", [
    (lambda: add, "add", (2, 3), 5),
    (lambda: add.__code__, "add", (2, 3), 5),
    (lambda: functools.partial(add, 1), "add", (2, 3), 5),
    (lambda: functools.lru_cache(None)(add), "add", (2, 3), 5),
    (lambda: functools.wraps(add)(lambda *a: add(*a)), "add", (2, 3), 5),
    (lambda: Adder(), "__call__", (None, 2, 3), 5),
    (lambda: Adder().method, "method", (None, 4), 8),
    (lambda: Adder.method, "method", (None, 4), 8),
    (lambda: Adder.make, "make", (list, 2), [list, list]),
    (lambda: Adder.twice, "twice", (5,), 10),
    (lambda: Adder.__dict__["twice"], "twice", (5,), 10),
    (lambda: functools.partial(functools.lru_cache(None)(Adder().method), 1), "method", (None, 4), 8),
])
def test_decompile_takes_what_the_older_one_takes(make, name, args, expected):
    obj = make()
    for source in (depyf.decompile(obj), Decompiler(obj).decompile(), decompile(obj)):
        assert source.startswith("def %s(" % name), source
        assert _exec_def(source, name)(*args) == expected


@pytest.mark.parametrize("obj, shown", [(42, "int"), ("text", "str"), (len, "builtin_function_or_method"),
                                        (functools.partial(len, "ab"), r"partial \(which wraps builtin_function_or_method\)")])
def test_decompile_names_the_type_it_cannot_take(obj, shown):
    with pytest.raises(TypeError, match=r"expects a function.*not %s$" % shown):
        depyf.decompile(obj)


def test_a_class_is_refused_with_a_hint_at_its_methods():
    with pytest.raises(TypeError, match="not the class Adder: decompile one of its methods"):
        Decompiler(Adder)


def test_a_decorator_that_wraps_itself_ends_in_the_type_error():
    class Loop:
        pass

    loop = Loop()
    loop.__wrapped__ = loop
    with pytest.raises(TypeError, match="not Loop"):
        depyf.decompile(loop)


def test_old_keywords_in_the_old_order():
    def f(x):
        if x:
            return 1
        return 2

    positional = Decompiler(f).decompile(2, "__temp_", "renamed")
    assert positional.splitlines()[:2] == ["def renamed(x):", "  if x:"]
    assert Decompiler(f).decompile(indentation=2, temp_prefix="tmp_", overwite_fn_name="renamed") == positional
    assert Decompiler(f).decompile(indentation=2, overwrite_fn_name="renamed") == positional
    assert Decompiler(f).decompile(overwite_fn_name="same", overwrite_fn_name="same").startswith("def same(x):")
    with pytest.raises(TypeError, match="different names"):
        Decompiler(f).decompile(overwite_fn_name="one", overwrite_fn_name="two")


def test_temp_prefix_must_begin_an_identifier():
    with pytest.raises(ValueError, match="temp_prefix"):
        Decompiler(add).decompile(temp_prefix="1-")


def test_get_code_owner_gives_the_function_whose_code_can_be_replaced():
    assert get_code_owner(add) is add
    assert get_code_owner(Adder().method) is Adder.method
    assert get_code_owner(functools.partial(add, 1)) is add
    assert get_code_owner(functools.lru_cache(None)(add)) is add
    assert get_code_owner(Adder()) is Adder.__call__
    owner = get_code_owner(Adder.make)
    owner.__code__ = owner.__code__  # writable: the owner, not a bound method
    assert get_code_owner(42) == 42  # nothing owns code: the object itself, as before


def test_decompile_ensure_gives_source_or_a_def_that_says_it_failed(monkeypatch):
    assert decompile_ensure(add.__code__) == depyf.decompile(add.__code__)
    assert decompile_ensure(add.__code__, "renamed").startswith("def renamed(a, b):")
    assert decompile_ensure(add.__code__, overwite_fn_name="renamed") == decompile_ensure(add.__code__, "renamed")

    def refuse(self, *args, **kwargs):
        raise DecompilationError("refused for the test")

    monkeypatch.setattr(Decompiler, "decompile", refuse)

    def signature(a, /, b, *rest, key, **extra):
        return a

    failed = decompile_ensure(signature.__code__)
    assert failed.startswith("def signature(a, /, b, *rest, key, **extra):\n")
    assert "Failed to decompile" in failed and "refused for the test" in failed
    assert _exec_def(failed, "signature")(1, 2, key=3) is None  # a def that compiles and runs
    assert decompile_ensure((lambda q, *, r: q).__code__, "named").startswith("def named(q, *, r):")
    assert decompile_ensure((lambda q: q).__code__).startswith("def _(q):")


def test_decompile_ensure_never_raises_even_on_bad_input():
    out = decompile_ensure(42)
    assert out.startswith("def _(*args, **kwargs):")
    assert "TypeError" in out and "int" in out
    _exec_def(out, "_")


def test_compat_modules_do_not_import_torch():
    code = ("import sys, depyf, depyf.decompiler, depyf.utils, depyf.explain;"
            " print('torch' in sys.modules, depyf.__file__)")
    src = os.path.dirname(os.path.dirname(os.path.abspath(depyf.__file__)))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=dict(os.environ, PYTHONPATH=src))
    assert out.stdout.split() == ["False", depyf.__file__]


def test_dump_src_outside_prepare_debug_is_a_clear_error():
    from depyf.explain import dump_src

    with pytest.raises(RuntimeError, match="inside `depyf.prepare_debug`"):
        dump_src(add.__code__, sys.modules[__name__])


def test_temp_prefix_renames_the_temporaries_and_avoids_names_in_use():
    # The lifter names a stack value no source name holds `__temp_N`; real
    # code rarely needs one, so the renaming is checked on a tree of that shape.
    import ast

    from depyf.api import _rename_temporaries
    from depyf.printer import to_source

    tree = ast.parse("def f(tmp_1):\n    __temp_2 = g()\n    __temp_1 = h(__temp_2)\n    return (__temp_1, __temp_2, tmp_1)\n")
    _rename_temporaries(tree, "tmp_")
    assert to_source(tree).splitlines()[1:] == [
        "    tmp_3 = g()", "    tmp_2 = h(tmp_3)", "    return tmp_2, tmp_3, tmp_1"]
