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


def finally_try_except(log=None):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        try:
            log.append({}["k"])
        except KeyError:
            log.append(2)
    return log


def finally_try_finally_implicit(log=None):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        try:
            log.append(2)
        finally:
            log.append(3)


def finally_if_in_try_finally(log=None):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        try:
            if log:
                log.append(2)
        finally:
            log.append(3)


def finally_if_else(log=None, flag=False):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        if flag:
            log.append(2)
        else:
            log.append(3)


def finally_elif(log=None, a=0, b=1):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        if a:
            log.append(2)
        elif b:
            log.append(3)


def finally_if_try_else(log=None, flag=True):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        if flag:
            try:
                log.append(2)
            except KeyError:
                log.append(3)
        else:
            log.append(4)


def finally_try_then_code():
    log = []
    try:
        log.append(1)
    finally:
        try:
            log.append(2)
        except KeyError:
            pass
        log.append(3)
    return log


def finally_nested_ifs(log=None, a=1, b=0):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        if a:
            if b:
                log.append(2)
        else:
            log.append(3)


def finally_try_two_clauses():
    log = []
    try:
        log.append(1)
    finally:
        try:
            log.append(int("x"))
        except KeyError:
            log.append(2)
        except ValueError:
            pass
        log.append(3)
    return log


def finally_try_if_else(log=None, flag=0):
    log = [] if log is None else log
    try:
        log.append(1)
    finally:
        try:
            if flag:
                log.append(2)
            else:
                log.append(3)
        except KeyError:
            pass


def finally_return_value_if_else(flag=1):
    log = []
    try:
        if flag:
            return len(log) + 5
        log.append(1)
    finally:
        if flag:
            log.append(2)
        else:
            log.append(3)


def finally_continue_if_else(xs=(0, 1, 2)):
    log = []
    for x in xs:
        try:
            if x:
                continue
            log.append(x)
        finally:
            if x > 1:
                log.append(-x)
            else:
                log.append(x)
    return log


def finally_return_after_nested_try(name="nope"):
    log = []
    try:
        try:
            with open(name, "rb") as fp:
                out = fp.read()
        except FileNotFoundError:
            out = b""
    finally:
        try:
            log.append(int(name))
        except ValueError:
            pass
    return out
