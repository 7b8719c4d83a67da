"""The hunt (`depyf.verify.hunt`): a wrong recompilation of a mismatch is
caught at an argument point the fuzz set never runs, the seeds parse, and
a fixed slice of fuzz programs runs the same on both paths under every
interpreter."""

import pytest

from depyf.quiet import quiet_compile
from depyf.verify import hunt

from _pythons import VERSIONS, interpreter, run_verify

# The slice every interpreter hunts: seeds 4-8, 1,000 programs each, 40
# points (the fourteenth session's hunt found wrong readings there, fixed
# since); about 5 s of CPU a seed on one interpreter (3.12).
SLICE = ["--seeds", "4-8"]


def function_code(source):
    return next(c for c in quiet_compile(source, "<test>", "exec").co_consts if hasattr(c, "co_code"))


def test_seeds_parse():
    assert hunt.parse_seeds("4-6,9,12-13") == [4, 5, 6, 9, 12, 13]


def test_points_start_with_the_defaults():
    def f(a=1, b=None):
        pass

    points = hunt.points_for(f, 3, 7, 5)
    assert points[0] == (1, None) and len(points) == 5 and all(len(p) == 2 for p in points)
    assert points == hunt.points_for(f, 3, 7, 5)


def test_a_difference_at_another_point_is_found():
    # (the two agree at the defaults, the only point the fuzz set runs)
    right = function_code("def f(a=1):\n    if a:\n        return g(1)\n    return g(2)\n")
    wrong = function_code("def f(a=1):\n    return g(1)\n")
    counts = dict(runs=0, skipped=0)
    point, prelude, expected, got = hunt.first_difference(right, wrong, [(1,), (0,)], counts)
    assert point == (0,) and prelude == 0 and expected != got
    assert hunt.first_difference(right, right, [(1,), (0,)], counts) is None


@pytest.mark.parametrize("version", VERSIONS)
def test_the_slice_runs_the_same(version):
    result = run_verify(interpreter(version), ["-m", "depyf.verify.hunt"] + SLICE, timeout=900)
    assert result.returncode == 0, result.stdout[-6000:]
    assert "programs running differently 0" in result.stdout
