class _Sock:
    def __init__(self, log, fail):
        self.log, self.fail, self.sock = log, fail, 1

    def quit(self):
        if self.fail:
            raise OSError('quit')
        self.log.append('quit')

    def close(self):
        self.log.append('close')


def _exit_like(self):
    if self.sock is not None:
        try:
            self.quit()
        except (OSError, EOFError):
            pass
        finally:
            if self.sock is not None:
                self.close()


def case_finally_if_at_end():
    a, b = _Sock([], False), _Sock([], True)
    _exit_like(a)
    _exit_like(b)
    return a.log, b.log


def _finally_if_else(log, x):
    try:
        log.append(x)
    finally:
        if x:
            log.append('t')
        else:
            log.append('f')


def case_finally_if_else():
    log = []
    _finally_if_else(log, 0)
    _finally_if_else(log, 1)
    return log
