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


def _finally_try_in_loop(log, xs):
    for x in xs:
        try:
            log.append(x)
        finally:
            try:
                _boom(log, "c", x)
            except OSError:
                pass


def case_finally_try_in_loop():
    log = []
    _finally_try_in_loop(log, [0, 1, 0])
    return log


def _except_then_finally_try(log, fail):
    try:
        _boom(log, "a", fail)
    except OSError:
        log.append("e")
    finally:
        try:
            _boom(log, "c", not fail)
        except OSError:
            pass


def case_except_then_finally_try():
    log = []
    _except_then_finally_try(log, False)
    _except_then_finally_try(log, True)
    return log


def _finally_if_try_finally(log, sock):
    try:
        log.append("a")
    finally:
        if sock is not None:
            try:
                _boom(log, "shutdown", sock)
            except OSError as exc:
                if exc.args == ("x",):
                    raise
            finally:
                log.append("close")


def case_finally_if_try_finally():
    log = []
    _finally_if_try_finally(log, None)
    _finally_if_try_finally(log, 0)
    _finally_if_try_finally(log, 1)
    return log
