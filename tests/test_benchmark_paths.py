"""benchmarks/decompile_instructions.py runs both sides from paths of the
same length (CPython's instruction counts move with path lengths)."""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "benchmarks"))

from decompile_instructions import equal_length_sides  # noqa: E402


def _package(root, text):
    os.makedirs(os.path.join(root, "depyf", "__pycache__"))
    with open(os.path.join(root, "depyf", "__init__.py"), "w") as f:
        f.write(text)
    with open(os.path.join(root, "depyf", "__pycache__", "x.pyc"), "w") as f:
        f.write("")


def _check(paths, base_text, work_text):
    assert len(paths["base"]) == len(paths["work"])
    assert paths["base"] != paths["work"]
    assert os.path.dirname(os.path.dirname(paths["base"])) == os.path.dirname(os.path.dirname(paths["work"]))
    with open(os.path.join(paths["base"], "depyf", "__init__.py")) as f:
        assert f.read() == base_text
    with open(os.path.join(paths["work"], "depyf", "__init__.py")) as f:
        assert f.read() == work_text
    assert not os.path.exists(os.path.join(paths["work"], "depyf", "__pycache__"))


def test_folder_baseline_is_copied_beside_the_work_tree(tmp_path):
    base, work, tmp = tmp_path / "a-much-longer-folder-name", tmp_path / "w", tmp_path / "t"
    _package(str(base), "base = 1\n")
    _package(str(work), "work = 1\n")
    os.makedirs(str(tmp))
    _check(equal_length_sides(str(base), str(work), str(tmp)), "base = 1\n", "work = 1\n")


def test_git_revision_baseline_has_the_work_tree_path_length(tmp_path):
    work, tmp = tmp_path / "w", tmp_path / "t"
    _package(str(work), "work = 1\n")
    os.makedirs(str(tmp))
    paths = equal_length_sides("HEAD", str(work), str(tmp))
    assert len(paths["base"]) == len(paths["work"])
    assert os.path.isfile(os.path.join(paths["base"], "depyf", "__init__.py"))
