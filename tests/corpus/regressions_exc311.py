"""Exception-table shapes (3.11+) found in the stdlib sweep; one case each."""


def _boom(log, what, fail):
    log.append(what)
    if fail:
        raise OSError(what)


def _finally_holds_try(log, fail):
    try:
        _boom(log, "a", False)
    finally:
        log.append("b")
        try:
            _boom(log, "c", fail)
        except OSError:
            log.append("caught")


def case_finally_holds_try():
    log = []
    _finally_holds_try(log, False)
    _finally_holds_try(log, True)
    return log


def _finally_holds_try_then_return(log, fail):
    try:
        _boom(log, "a", False)
    finally:
        try:
            _boom(log, "c", fail)
        except OSError:
            pass
    return 5


def case_finally_holds_try_then_return():
    log = []
    return _finally_holds_try_then_return(log, False), _finally_holds_try_then_return(log, True), log


def _finally_holds_try_finally(log):
    try:
        _boom(log, "a", False)
    finally:
        try:
            _boom(log, "c", False)
        finally:
            log.append("d")


def case_finally_holds_try_finally():
    log = []
    _finally_holds_try_finally(log)
    return log


def _return_in_finally_try(log, fail):
    try:
        return len(log)
    finally:
        try:
            _boom(log, "c", fail)
        except OSError:
            pass


def case_return_in_finally_try():
    log = []
    return _return_in_finally_try(log, False), _return_in_finally_try(log, True), log


def _finally_if_then_return(log, x):
    try:
        log.append("a")
    finally:
        if x:
            log.append("x")
    return 5


def case_finally_if_then_return():
    log = []
    return _finally_if_then_return(log, 0), _finally_if_then_return(log, 1), log
