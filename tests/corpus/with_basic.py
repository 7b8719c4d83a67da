class _CM:
    def __init__(self, log, name, swallow=False):
        self.log, self.name, self.swallow = log, name, swallow

    def __enter__(self):
        self.log.append('enter ' + self.name)
        return (self.name, self.name)

    def __exit__(self, t, v, tb):
        self.log.append('exit ' + self.name)
        return self.swallow


def case_with_plain():
    log = []
    with _CM(log, 'a'):
        log.append(1)
    return log


def case_with_as():
    log = []
    with _CM(log, 'a') as x:
        log.append(x)
    return log


def case_with_tuple_target():
    log = []
    with _CM(log, 'a') as (p, q):
        log.append(p + q)
    return log


def case_with_several():
    log = []
    with _CM(log, 'a') as a, _CM(log, 'b'), _CM(log, 'c') as c:
        log.append((a, c))
    return log


def case_with_nested():
    log = []
    with _CM(log, 'a'):
        with _CM(log, 'b') as b:
            log.append(b)
        log.append(2)
    return log


def case_with_return():
    log = []
    with _CM(log, 'a'):
        return log


def _with_return_value(log):
    with _CM(log, 'a') as v:
        return v


def case_with_loop():
    log = []
    for i in range(5):
        with _CM(log, str(i)):
            if i == 1:
                continue
            if i == 3:
                break
            log.append(i)
    return log


def case_with_swallow():
    log = []
    with _CM(log, 'a', True):
        raise KeyError(1)
    return log


def case_with_in_try():
    log = []
    try:
        with _CM(log, 'a'):
            raise KeyError(1)
    except KeyError:
        log.append('k')
    return log


def case_try_in_with():
    log = []
    with _CM(log, 'a'):
        try:
            raise KeyError(1)
        except KeyError:
            log.append('k')
    return log


def _with_attr_target(obj, log):
    with _CM(log, 'a') as obj.attr:
        pass


def _with_endless_loop(log, items):
    it = iter(items)
    with _CM(log, 'a') as a:
        while True:
            x = next(it)
            if x > 2:
                return x
            log.append(x)


def case_with_endless_loop():
    log = []
    return _with_endless_loop(log, [1, 2, 3]), log
