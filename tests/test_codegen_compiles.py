"""The code swap compiles a closure's decompiled text once: the compile that
finds which free and cell variables the text lacks is the code that runs,
as compiled from the dump file (the notes after the def are comments)."""

from depyf.pt2 import codegen
from depyf.pt2.dynamo_cleanup import Elided


def _outer():
    cell = 1
    hidden = 2

    def inner(x):
        return x + cell + hidden

    return inner


def test_closure_compiled_once(monkeypatch):
    code = _outer().__code__
    compiles = []
    real = codegen.quiet_compile
    monkeypatch.setattr(codegen, "quiet_compile", lambda *a, **k: compiles.append(a[1]) or real(*a, **k))
    constants, elided = {}, Elided()
    text, _ = codegen.file_text_for(code, "swapped", "# a note\n", constants, None, elided)
    new = codegen.compile_back(text, "/dump/swapped.py", "swapped", code, elided, constants)
    assert compiles == ["<check>"]
    assert new.co_filename == "/dump/swapped.py"
    nested = [c for c in new.co_consts if hasattr(c, "co_filename")]
    assert all(c.co_filename == "/dump/swapped.py" for c in nested)
    monkeypatch.setattr(codegen, "_last_compiled", [None, None])
    again = codegen.compile_back(text, "/dump/swapped.py", "swapped", code, elided, constants)
    assert compiles == ["<check>", "/dump/swapped.py"]
    assert again == new  # (code equality: instructions, constants, names, lines; the filenames checked above)


def test_code_after_the_def_is_compiled(monkeypatch):
    code = _outer().__code__
    constants, elided = {}, Elided()
    text, _ = codegen.file_text_for(code, "swapped", "", constants, None, elided)
    compiles = []
    real = codegen.quiet_compile
    monkeypatch.setattr(codegen, "quiet_compile", lambda *a, **k: compiles.append(a[1]) or real(*a, **k))
    codegen.compile_back(text + "zzz = 1\n", "/dump/swapped.py", "swapped", code, elided, constants)
    assert compiles == ["/dump/swapped.py"]  # (not only comments after the code checked: compiled afresh)
