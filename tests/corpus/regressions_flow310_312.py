"""3.12+ control-flow shapes (see regressions_flow310.py)."""


def try_if_copied_exits(a=1, b=None):
    # 3.12+: the implicit return is copied to each path out of the try; the
    # copies are not returns inside its body.
    try:
        if a is not None and b is None:
            a.bit_length()
    except ConnectionResetError as exc:
        a = exc
    except OSError as exc:
        b = exc
