"""More 3.10 control-flow shapes (copied exits without a line number:
the RERAISE ending a finally body, `return None`, the return after an
inline finally copy) that failed to round-trip."""


def finally_if(log=None):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        if log:
            log.append(2)


def finally_if_then_return():
    log = []
    try:
        log.append(1)
    finally:
        if log:
            log.append(2)
    return log


def finally_if_return_in_loop(items=(0, 3, 4)):
    f = None
    try:
        if items:
            f = []
        for x in items:
            if x:
                return x
    finally:
        if f is not None:
            f.append(1)
    return None


def finally_if_return_implicit(items=(0, 0)):
    f = []
    try:
        for x in items:
            if x:
                return x
    finally:
        if f:
            f.append(1)
