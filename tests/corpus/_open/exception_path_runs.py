"""Wrong readings found by running fuzz programs under exception preludes
and the behaviour grid's helper answers (`python -m depyf.verify.fuzz`'s
exception-path run; the behaviour grid over the fuzz set's mismatched
programs)."""


class _ExcPathCM:
    """A context manager that logs, raises from __enter__ when told, and
    swallows an Exception when told."""

    def __init__(self, log, name, fail_enter=False, swallow=False):
        self.log, self.name, self.fail_enter, self.swallow = log, name, fail_enter, swallow

    def __enter__(self):
        self.log.append(("enter", self.name))
        if self.fail_enter:
            raise ValueError(self.name)
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", self.name, kind.__name__ if kind else None))
        return self.swallow


# 3.11: a with whose body is a with whose body always returns (the finally
# returns), then a statement reached only through the inner with's swallow
# path: read as `with a, b:` with that statement after both, outside the
# outer with, where the outer with's swallow path reaches it (it runs when
# the inner __enter__ raises and the outer __exit__ swallows; the original
# returns None). Found by the behaviour grid over the fuzz set's seed 4
# program 321 (3.11), whose helpers' __enter__ never raise in the fuzz set.
def case_with_holding_with_that_returns_then_raise():
    def with_holding_with_that_returns(log, fail_enter, swallow):
        with _ExcPathCM(log, "outer", swallow=swallow):
            with _ExcPathCM(log, "inner", fail_enter=fail_enter):
                try:
                    log.append("body")
                finally:
                    return "returned"
            raise KeyError("after the inner with")

    out = []
    for fail_enter in (False, True):
        for swallow in (False, True):
            log = []
            try:
                value = with_holding_with_that_returns(log, fail_enter, swallow)
            except Exception as e:
                value = type(e).__name__
            out.append((value, log))
    return out
