"""The dump folder's writes (pt2/dumpdir.py): a transformed code's file,
its name just numbered, is created in place; where a file is already
there under that name it is replaced whole, as every other file is."""

import os

from depyf.pt2.dumpdir import DumpDir


def _listing(folder):
    return sorted(os.listdir(folder))


def test_a_new_file_is_created_in_place_and_indexed(tmp_path):
    dump = DumpDir(str(tmp_path))
    full = dump.write("__transformed_code_0_for_f.py", "def f():\n    pass\n", new=True, kind="transformed_code")
    with open(full, encoding="utf-8") as f:
        assert f.read() == "def f():\n    pass\n"
    assert _listing(tmp_path) == ["__transformed_code_0_for_f.py"]  # no temporary left
    assert dump.index.artifacts["__transformed_code_0_for_f.py"].kind == "transformed_code"


def test_a_file_already_there_is_replaced_whole(tmp_path):
    (tmp_path / "__transformed_code_0_for_f.py").write_text("left from another run, longer than the new text\n")
    dump = DumpDir(str(tmp_path))
    full = dump.write("__transformed_code_0_for_f.py", "def f():\n    pass\n", new=True, kind="transformed_code")
    with open(full, encoding="utf-8") as f:
        assert f.read() == "def f():\n    pass\n"
    assert _listing(tmp_path) == ["__transformed_code_0_for_f.py"]


def test_a_rewritten_file_is_replaced_whole(tmp_path):
    dump = DumpDir(str(tmp_path))
    dump.write("full_code_for_f_0.py", "a = 1\n" * 50, kind="full_code")
    full = dump.write("full_code_for_f_0.py", "a = 2\n", kind="full_code")
    with open(full, encoding="utf-8") as f:
        assert f.read() == "a = 2\n"
    assert _listing(tmp_path) == ["full_code_for_f_0.py"]
