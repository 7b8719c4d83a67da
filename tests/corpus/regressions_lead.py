"""Minimal samples of bugs fixed by the lead (one function a bug)."""


def case_lambda_returning_none():
    # the lambda's whole body is the `return None` a def body would drop
    noop = lambda: None  # noqa: E731
    table = {3: lambda _value: None}
    return noop(), table[3](1), getattr(object(), "missing", lambda: None)()


def case_return_in_try_with_stores_in_finally():
    # 3.11+: the finally copy's stores run while the returned value waits
    class Box:
        bias = 5

    def calibrate(box):
        saved = box.bias
        box.bias = 0
        try:
            return box.bias + 1
        finally:
            box.bias = saved

    b = Box()
    return calibrate(b), b.bias
