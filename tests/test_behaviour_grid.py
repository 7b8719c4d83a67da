"""The behaviour grid (`depyf.verify.behaviour_grid`): a recompiled function
that runs differently at some argument, helper answer, raised exception or
driver step is caught; one that runs the same is not; runs are repeatable."""

import sys

import pytest

from depyf.verify import behaviour_grid
from depyf.verify.oracle import SourceOracle

FUNCTIONS = '''
def plain(a, b, c, d, xs, ys):
    if a and b:
        g(1)
    return g(2)


def guarded(a, b, c, d, xs, ys):
    try:
        g(a)
    except ValueError:
        return 1
    with cm(b):
        g(c)
    return 2


def sender(a, b, c, d, xs, ys):
    for v in xs:
        x = yield v
        g(x)


def counter_outer(a):
    n = 0
    def counter(a, b, c, d, xs, ys):
        nonlocal n
        n = a
        g(b)
    return counter
'''


def wrong_decompiler(source, swap):
    """The true source of each function, with one text swapped in `swap`'s function."""
    oracle = SourceOracle(source)

    def decompile(code):
        text = oracle(code)
        return text.replace(*swap[1]) if code.co_name == swap[0] else text
    return decompile


def grid(tmp_path, decompile=None, every=False, points=80):
    path = tmp_path / "grid_sample.py"
    path.write_text(FUNCTIONS)
    return {r["qualname"]: r for r in behaviour_grid.check_file(str(path), points, every,
                                                                decompile=decompile(FUNCTIONS) if decompile else None)}


needs_unparse = pytest.mark.skipif(sys.version_info < (3, 9), reason="the source oracle needs ast.unparse")


@needs_unparse
def test_the_true_source_runs_the_same_everywhere(tmp_path):
    records = grid(tmp_path, SourceOracle, every=True)
    assert set(records) == {"plain", "guarded", "sender", "counter_outer"}
    assert all(r["verdict"] == "same" and r["compared"] > 40 for r in records.values())


@needs_unparse
@pytest.mark.parametrize("swap", [
    ("plain", ("a and b", "a or b")),  # arguments
    ("guarded", ("except ValueError", "except KeyError")),  # a raising helper
    ("guarded", ("with cm(b)", "with cm(c)")),  # the context manager's log
    ("sender", ("g(x)", "g(v)")),  # values sent into a generator
    ("counter_outer", ("n = a", "n = b")),  # a returned closure and its cell
])
def test_a_wrong_reading_runs_differently(tmp_path, swap):
    records = grid(tmp_path, lambda source: wrong_decompiler(source, swap))
    record = records[swap[0]]
    assert record["status"] == "mismatch" and record["verdict"] == "different"
    assert record["difference"]["original"] != record["difference"]["recompiled"]
    assert all(r["verdict"] == "same" for name, r in records.items() if name != swap[0])


def test_runs_are_repeatable(tmp_path):
    path = tmp_path / "grid_sample.py"
    path.write_text(FUNCTIONS)
    from depyf.verify.corpus import import_file
    module = import_file(str(path))
    namespace = vars(module)
    for name in ("guarded", "sender", "counter_outer"):
        fn = namespace[name]
        compared, skipped, difference = behaviour_grid.compare_runs(fn, fn, namespace, set(namespace), name, 60)
        assert difference is None and compared == 60 and skipped == 0
