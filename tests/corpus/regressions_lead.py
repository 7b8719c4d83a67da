"""Minimal samples of bugs fixed by the lead (one function a bug)."""


def case_lambda_returning_none():
    # the lambda's whole body is the `return None` a def body would drop
    noop = lambda: None  # noqa: E731
    table = {3: lambda _value: None}
    return noop(), table[3](1), getattr(object(), "missing", lambda: None)()
