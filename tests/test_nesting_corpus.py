"""The nesting corpus (tests/corpus/nesting) is what `depyf.verify.nesting`
writes: seeded, the same on every run, every form met by every other."""

import os

from depyf.verify import nesting

FOLDER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus", "nesting")


def test_the_committed_files_are_the_generators_output():
    files, stale, extra = nesting.write(FOLDER, check=True)
    assert not stale and not extra, (
        "tests/corpus/nesting differs from the generator (stale: %s, extra: %s): run "
        "`PYTHONPATH=src python -m depyf.verify.nesting tests/corpus/nesting`, then the corpus ratchet update"
        % (stale, extra))


def test_the_same_files_come_out_twice():
    assert nesting.corpus_files() == nesting.corpus_files()


def test_every_form_holds_every_form_and_every_leaf_is_used():
    text = "\n".join(nesting.corpus_files().values())
    names = {f.name for f in nesting.FORMS}
    for outer in names:
        for inner in names:
            assert "def f_%s__%s__" % (outer, inner) in text
    for leaf in nesting.LEAVES:
        assert "__%s(" % leaf in text, leaf


def test_each_file_compiles_where_its_name_says(tmp_path):
    import re
    import sys

    for name, text in nesting.corpus_files().items():
        m = re.search(r"_3(\d\d)\.py$", name)
        if m and sys.version_info[:2] < (3, int(m.group(1))):
            continue
        compile(text, name, "exec")
