"""The exception compared by the corpus runner, the fuzz set, the hunt and
the behaviour grid (`depyf.verify.exception_chain`): type and message, and
the chain, so that a raise read inside or outside the clause it followed
(the same exception, another `__context__`) runs differently."""

from depyf.quiet import quiet_compile
from depyf.verify import fuzz
from depyf.verify.corpus import outcome, same_outcome
from depyf.verify.exception_chain import CYCLE, exception_summary

# The same ValueError(a), raised after the clause and inside it.
AFTER_CLAUSE = "def f(a=1):\n    try:\n        g(0)\n    except Exception:\n        pass\n    raise ValueError(a)\n"
IN_CLAUSE = "def f(a=1):\n    try:\n        g(0)\n    except Exception:\n        raise ValueError(a)\n"


def _function_code(source):
    return next(c for c in quiet_compile(source, "<test>", "exec").co_consts if hasattr(c, "co_code"))


def _raised(source):
    namespace = {"g": lambda v: {}[v]}
    exec(quiet_compile(source, "<test>", "exec"), namespace)
    try:
        namespace["f"]()
    except ValueError as e:
        return e
    raise AssertionError("did not raise")


def test_the_summary_holds_the_chain():
    after, inside = exception_summary(_raised(AFTER_CLAUSE)), exception_summary(_raised(IN_CLAUSE))
    assert after[:2] == inside[:2] == ["ValueError", "1"]
    assert after[-1] is None and inside[-1][0] == "KeyError"
    assert after != inside


def test_cause_and_suppressed_context_are_told_apart():
    def raise_from(cause):
        try:
            try:
                raise KeyError(1)
            except KeyError:
                raise ValueError(2) from cause
        except ValueError as e:
            return exception_summary(e)
    assert raise_from(None) != raise_from(TypeError(3))
    assert raise_from(None)[3] is True and raise_from(None)[5][0] == "KeyError"


def test_a_cycle_ends_the_summary():
    a, b = ValueError("a"), KeyError("b")
    a.__context__, b.__context__ = b, a
    summary = exception_summary(a)
    assert summary[5][0] == "KeyError" and summary[5][5] == CYCLE


def test_the_chain_is_followed_a_few_links_only():
    exc = ValueError(0)
    for k in range(1, 50):
        nxt = ValueError(k)
        nxt.__context__ = exc
        exc = nxt
    depth, link = 0, exception_summary(exc)
    while link is not None and len(link) > 2:
        depth, link = depth + 1, link[5]
    assert 2 <= depth < 10


def test_the_corpus_runner_sees_the_context():
    after = outcome(lambda: exec(AFTER_CLAUSE + "f()", {"g": lambda v: {}[v]}), 5)
    inside = outcome(lambda: exec(IN_CLAUSE + "f()", {"g": lambda v: {}[v]}), 5)
    assert after[:2] == inside[:2] == ("raise", "ValueError")
    assert not same_outcome(after, inside)


def test_the_fuzz_runs_see_the_context():
    prelude = fuzz.EXCEPTION_PRELUDE_CODES[1]  # (g(0) raises KeyError)
    after = fuzz.run_outcome(_function_code(AFTER_CLAUSE), (1,), fuzz.LINE_BUDGET, prelude)
    inside = fuzz.run_outcome(_function_code(IN_CLAUSE), (1,), fuzz.LINE_BUDGET, prelude)
    assert after[:3] == inside[:3] == ("raise", "ValueError", "1")
    assert after != inside
