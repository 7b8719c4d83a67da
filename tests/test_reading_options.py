"""The lifter's reading options (`lift/options.py`) each change one thing in
the reading, chosen per code object by the caller; Dynamo's code is
recognised outside `lift/` (`pt2/dynamo_reading.py`)."""

import pytest

from depyf import printer
from depyf.lift.driver import decompile_code
from depyf.lift.options import COMPILED_FROM_SOURCE, ReadingOptions
from depyf.pt2.dynamo_reading import dynamo_reading, looks_like_dynamo


def _source(fn, options=None, folded=None):
    reading = None if options is None else (lambda code: options)
    tree = decompile_code(fn.__code__, function=fn, reading=reading, folded_constants=folded)
    return printer.to_source(tree)


def test_an_unknown_option_is_refused():
    with pytest.raises(TypeError, match="unknown reading options: reachable"):
        ReadingOptions(reachable=True)


def test_display_subscripts_folded():
    def f(a, b):
        return [a, b][1]

    assert "[a, b][1]" in _source(f)
    folded = set()
    text = _source(f, ReadingOptions(display_subscripts_folded=True), folded)
    assert "return b" in text and "[" not in text
    assert folded == {(int, 1)}


def test_pops_of_reads_dropped():
    def f(a):
        a
        return 1

    assert "    a\n" in _source(f)
    assert "    a\n" not in _source(f, ReadingOptions(pops_of_reads_dropped=True))


def test_names_unordered_writes_no_dead_names_back():
    def f(a):
        return a
        print(len(a))  # dropped by the compiler, its names kept in co_names

    assert "    print\n" in _source(f)
    text = _source(f, ReadingOptions(names_unordered=True))
    assert "print" not in text and "return a" in text


def test_stores_stand_alone_keep_what_the_code_does():
    def f(a, b):
        a, b = b, a
        return a - b

    assert "a, b = b, a" in _source(f)
    text = _source(f, ReadingOptions(stores_stand_alone=True))
    assert "a, b = b, a" not in text
    scope = {}
    exec(text, scope)
    assert scope["f"](5, 2) == f(5, 2) == -3


def test_post_passes_run_over_each_function_read_with_them():
    seen = []

    def note(stmts, code):
        seen.append(code.co_name)

    def outer():
        def inner():
            return 1
        return inner

    _source(outer, ReadingOptions(post_passes=(note,)))
    assert sorted(seen) == ["inner", "outer"]
    seen.clear()
    _source(outer)
    assert seen == []


def test_dynamo_code_is_chosen_by_pt2_not_the_lifter():
    def plain(x):
        return x + 1

    def dynamo_like(x):
        return __compiled_fn_1(x)  # noqa: F821

    resume = plain.__code__.replace(co_name="torch_dynamo_resume_in_plain_at_3")
    cleanup = object()
    reading = dynamo_reading(post_passes=(cleanup,))
    assert reading(plain.__code__) is COMPILED_FROM_SOURCE
    for code in (dynamo_like.__code__, resume):
        assert looks_like_dynamo(code)
        options = reading(code)
        assert options.reachable_only and options.values_outlive_try and options.post_passes == (cleanup,)


_MATCH = '''
def f(x):
    match x:
        case 1:
            return "one"
        case 2:
            return "two"
    return "other"
'''


@pytest.mark.skipif(not hasattr(__import__("ast"), "Match"), reason="match statements are 3.10+")
def test_no_match_statements_tries_none():
    ns = {}
    exec(compile(_MATCH, "<match>", "exec"), ns)
    f = ns["f"]
    assert "match x:" in _source(f)
    # read as plain code (or refused): never as a match
    try:
        text = _source(f, ReadingOptions(no_match_statements=True))
    except Exception as e:  # the lifter's refusal is an answer too
        assert "match" in str(e) or type(e).__name__ == "DecompilationError"
    else:
        assert "match" not in text
        scope = {}
        exec(text, scope)
        assert [scope["f"](v) for v in (1, 2, 3)] == ["one", "two", "other"]


def test_no_annotated_locals_declares_none():
    def f():
        x: int
        return x

    assert "x: object" in _source(f)
    assert "x: object" not in _source(f, ReadingOptions(no_annotated_locals=True))
