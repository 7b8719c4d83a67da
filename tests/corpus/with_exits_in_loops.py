"""A with statement whose body ends by leaving the loop around it: the
exit call is followed by the jump of the `continue`/`break` instead of the
jump past the handler."""


class _Manager:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def with_break_in_for():
    log = []
    for x in range(3):
        with _Manager(log):
            log.append(x)
            break
        log.append("after")
    return log


def with_two_items_continue():
    log = []
    n = 3
    while n:
        n -= 1
        with _Manager(log) as m, _Manager(log):
            m.log.append(n)
            continue
        log.append("after")
    else:
        log.append("else")
    return log


def with_continue_in_if():
    log = []
    for x in range(3):
        if x:
            with _Manager(log):
                continue
        log.append(x)
    return log
