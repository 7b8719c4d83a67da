"""3.11 and 3.13 (3.12 refuses it): a for loop whose body is a try statement whose
body is a with whose body is `break`: decompiled with an `else: break` on
the try, so when __exit__ swallows an exception the decompiled loop stops
where the original goes round. Found by flowNew12 reducing the fuzz set's
3.12 seed 1 program 136 (an except* clause; `except` reads alike)."""


class _FlowNew12Swallow:
    def __init__(self, log, swallow):
        self.log = log
        self.swallow = swallow

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append(("exit", exc[0] is not None))
        return self.swallow


def case_with_break_in_try_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            log.append(v)
            try:
                with _FlowNew12Swallow(log, swallow):
                    if swallow:
                        raise KeyError(v)
                    break
            except ValueError:
                log.append("caught")
        return v

    return [f((1, 2), False), f((3, 4), True)], log
