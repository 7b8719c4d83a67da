"""The public decompiler API: inputs, options, errors, and hostile input."""

import sys
import types

import pytest

import depyf


def sample(a, b=1, *rest, key=None, func=print, **extra):
    """Docstring line one.

    Line two."""
    total = a + b
    if key is not None:
        total += len(rest)
    return total


def test_function_gives_whole_def_with_defaults_and_docstring():
    source = depyf.decompile(sample)
    assert source.startswith("def sample(a, b=1, *rest, key=None, func=print, **extra):")
    assert '"""Docstring line one.' in source
    namespace = {}
    exec(source, namespace)
    assert namespace["sample"](1, 2, 3, key=1) == sample(1, 2, 3, key=1)


def test_code_object_method_and_lambda():
    assert depyf.decompile(sample.__code__).startswith("def sample(a, b, *rest, key, func, **extra):")

    class Holder:
        def method(self, x):
            return x * 2

    assert "return x * 2" in depyf.decompile(Holder().method)
    assert depyf.decompile(lambda q: q + 1).strip() == "lambda q: q + 1"


def test_options_indentation_and_name():
    def f(x):
        if x:
            return 1
        return 2

    out = depyf.Decompiler(f).decompile(indentation=2, overwite_fn_name="renamed")
    assert out.splitlines()[0] == "def renamed(x):"
    assert out.splitlines()[1] == "  if x:"


def test_module_code_object():
    code = compile("import os\nx = [i for i in range(3)]\nprint(x)\n", "m", "exec")
    out = depyf.decompile(code)
    assert out.splitlines() == ["import os", "x = [i for i in range(3)]", "print(x)"]


def test_bad_input_is_a_type_error():
    with pytest.raises(TypeError, match="expects a function"):
        depyf.decompile(42)


def test_decompilation_error_names_function_offset_and_instruction(monkeypatch):
    from depyf.bytecode import Instr
    from depyf.lift import lifter as lifter_module

    def broken():
        return 1

    real_read = lifter_module.read

    def read_with_unknown_op(code, **options):
        instrs, entries = real_read(code, **options)
        alien = Instr("NOT_AN_OPCODE", 0, 0, instrs[-1].offset, instrs[-1].lineno)
        alien.index = len(instrs) - 1
        return instrs[:-1] + [alien], entries

    monkeypatch.setattr(lifter_module, "read", read_with_unknown_op)
    with pytest.raises(depyf.DecompilationError) as info:
        depyf.decompile(broken)
    err = info.value
    assert "broken" in err.qualname
    assert err.offset is not None
    assert "NOT_AN_OPCODE" in str(err) and "unsupported instruction" in str(err)


def _nested_ifs(depth):
    src = "def f(x):\n"
    for i in range(depth):
        src += "    " * (i + 1) + "if x > %d:\n" % i
    src += "    " * (depth + 1) + "return x\n"
    namespace = {}
    exec(src, namespace)
    return namespace["f"]


def test_deep_nesting_decompiles_or_fails_cleanly():
    f = _nested_ifs(90)
    out = depyf.decompile(f)
    namespace = {}
    exec(out, namespace)
    assert namespace["f"](100) == 100 and namespace["f"](5) is None


def test_huge_inputs_never_raise_recursion_error():
    namespace = {}
    exec("def g(x):\n    return " + " and ".join("x%d" % i for i in range(3000)) + "\n", namespace)
    try:
        depyf.decompile(namespace["g"])
    except depyf.DecompilationError as exc:
        assert "too deeply" in str(exc)
    big = "def h(x):\n" + "".join("    x = x + %d\n    if x > %d:\n        x -= 1\n" % (i, i) for i in range(2000)) + "    return x\n"
    exec(big, namespace)
    out = depyf.decompile(namespace["h"])
    expected = namespace["h"](0)
    exec(out, namespace)
    assert namespace["h"](0) == expected


def test_work_budget_ends_runaway_reading_with_a_clear_error(monkeypatch):
    # A shape that sends the lifter round in circles (random.gammavariate
    # once did) must end in DecompilationError, not hang the caller.
    from depyf.lift import lifter

    monkeypatch.setattr(lifter, "STEP_BUDGET_PER_INSTRUCTION", 0)
    monkeypatch.setattr(lifter, "STEP_BUDGET_BASE", 3)

    def f(a, b):
        c = a + b
        return c * 2

    with pytest.raises(depyf.DecompilationError, match="work budget"):
        depyf.decompile(f)


def test_import_depyf_does_not_import_torch():
    import subprocess

    code = "import sys, depyf; print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], stdout=subprocess.PIPE, universal_newlines=True,
                         env={"PYTHONPATH": depyf.__path__[0].rsplit("/", 1)[0]})
    assert out.stdout.strip() == "False"


def _effects_sample(x, g):
    g(x)
    x.a = 1
    return x


def test_source_that_would_lose_a_statement_is_refused(monkeypatch):
    # The last check: a printer (or lifter) bug that drops a statement must
    # end in DecompilationError, never in source that runs differently.
    import depyf.printer as printer

    real = printer.to_source

    def dropping(tree, **kw):
        return real(tree, **kw).replace("    x.a = 1\n", "")

    monkeypatch.setattr(printer, "to_source", dropping)
    with pytest.raises(depyf.DecompilationError) as e:
        depyf.decompile(_effects_sample)
    assert "_effects_sample" in str(e.value) and "1 store attribute" in str(e.value)


def test_self_check_passes_closures_nonlocal_and_more_effects():
    from depyf.selfcheck import check_effects

    def outer():
        count = 0

        def bump(step):
            nonlocal count
            count += step
            return count

        return bump

    inner = outer()
    check_effects(inner.__code__, depyf.decompile(inner))  # `nonlocal` compiles inside the wrapper
    # more effects than the original: another spelling, not a loss
    check_effects(_effects_sample.__code__, depyf.decompile(_effects_sample).replace("return x", "print(x)\n    return x"))


def test_self_check_compiles_only_code_with_effects(monkeypatch):
    # A function without calls, raises, stores into objects, yields or
    # imports has nothing to lose: its source is not compiled again.
    from depyf import selfcheck

    compiled = []
    real = selfcheck.quiet_compile
    monkeypatch.setattr(selfcheck, "quiet_compile", lambda *a: compiled.append(a[0]) or real(*a))

    def pure(a, b):
        return a + b if a else b

    selfcheck.check_effects(pure.__code__, depyf.decompile(pure))
    assert compiled == []
    depyf.decompile(_effects_sample)  # calls a method, stores an attribute
    assert len(compiled) == 1


def test_collector_paused_during_a_decompile_and_left_as_it_was(monkeypatch):
    """The decompiler pauses the garbage collector while it runs (its
    temporaries die by reference count); the caller's setting comes back
    whether the decompile returns or raises."""
    import gc

    from depyf.lift import lifter as lifter_module

    seen = []
    real_read = lifter_module.read

    def read_and_look(code, **options):
        seen.append(gc.isenabled())
        return real_read(code, **options)

    monkeypatch.setattr(lifter_module, "read", read_and_look)
    was = gc.isenabled()
    try:
        gc.enable()
        depyf.decompile(sample)
        assert seen == [False] and gc.isenabled()

        def fail(code, **options):
            raise depyf.DecompilationError("made to fail", "sample")

        monkeypatch.setattr(lifter_module, "read", fail)
        with pytest.raises(depyf.DecompilationError):
            depyf.decompile(sample)
        assert gc.isenabled()

        gc.disable()
        monkeypatch.setattr(lifter_module, "read", real_read)
        depyf.decompile(sample)
        assert not gc.isenabled()
    finally:
        if was:
            gc.enable()
        else:
            gc.disable()


def test_self_check_refuses_source_that_reads_a_local_as_a_global_or_drops_a_constant(monkeypatch):
    # Wrong code the effect counts cannot see: no call, raise or store into
    # an object is lost, yet the program means something else.
    import depyf.printer as printer

    real = printer.to_source

    def annotated(x):
        y: int
        if x:
            return y
        return "no"

    def scoped():
        v = None

        def inner():
            nonlocal v
            [v := 1 for _ in ()]

        return inner

    def rewritten(old, new):
        def to_source(tree, **kw):
            return real(tree, **kw).replace(old, new)
        return to_source

    for fn, old, new, lost in ((annotated, "    y: object\n", "", "the local y (read as a global)"),
                               (annotated, "'no'", "None", "the constant 'no'"),
                               (scoped().__code__ and scoped, "nonlocal v", "global v", "the free variable v")):
        monkeypatch.setattr(printer, "to_source", rewritten(old, new))
        with pytest.raises(depyf.DecompilationError) as e:
            depyf.decompile(fn if fn is not scoped else scoped())
        assert lost in str(e.value), str(e.value)
    monkeypatch.setattr(printer, "to_source", real)
    text = depyf.decompile(annotated)
    assert "y: object" in text and "return y" in text


def test_self_check_refuses_source_that_does_not_compile(monkeypatch):
    # Text that does not compile is no decompilation (a tuple target once
    # came out as a walrus): an error, not source that looks checked.
    import depyf.printer as printer

    real = printer.to_source
    monkeypatch.setattr(printer, "to_source", lambda tree, **kw: real(tree, **kw).replace("x.a = 1", "(x.a := 1)"))
    with pytest.raises(depyf.DecompilationError) as e:
        depyf.decompile(_effects_sample)
    assert "does not compile" in str(e.value)
