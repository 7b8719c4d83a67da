"""3.11 (3.12/3.13 refuse it): a sibling of
finally_and_with.py::case_swallow_path_after_with_in_try_finally (a try
whose body is a with that returns a value, then more of the try body,
reached only when __exit__ swallows an exception) in a for loop still reads
wrongly: the rest of the body is dropped and the finally body's normal copy
becomes a statement of its own. Found by wrongRead12b probing siblings of
the fuzz set's 3.13 seed 2 program 403."""


class _WrongRead12bSwallow:
    def __init__(self, log, swallow):
        self.log = log
        self.swallow = swallow

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append(("exit", exc[0] is not None))
        return self.swallow


def _wrong_read12b_check(log, value):
    log.append(value)
    if value == "boom":
        raise ValueError(value)
    return value


def case_with_return_then_body_in_try_finally_in_for():
    check = _wrong_read12b_check

    def f(log, items, swallow):
        for v in items:
            try:
                with _WrongRead12bSwallow(log, swallow):
                    check(log, v)
                    return v
                check(log, ("rest", v))
            finally:
                log.append("fin")
        return check(log, "after")

    out = []
    for items, swallow in (([1, 2], False), (["boom", 2], True), (["boom", "boom"], True)):
        log = []
        out.append((f(log, items, swallow), log))
    return out
