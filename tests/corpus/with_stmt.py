import asyncio


class _Recorder:
    def __init__(self, log, name, swallow=False):
        self.log, self.name, self.swallow = log, name, swallow

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self.name.upper()

    def __exit__(self, exc_type, exc, tb):
        self.log.append("exit %s %s" % (self.name, exc_type.__name__ if exc_type else None))
        return self.swallow

    async def __aenter__(self):
        self.log.append("aenter " + self.name)
        return self.name * 2

    async def __aexit__(self, exc_type, exc, tb):
        self.log.append("aexit " + self.name)
        return self.swallow


def case_with_several_items():
    log = []
    with _Recorder(log, "a") as a, _Recorder(log, "b") as b, _Recorder(log, "c"):
        log.append(a + b)
    with _Recorder(log, "d", swallow=True) as (x):
        raise KeyError(x)
    return log


def case_with_targets():
    log = []
    holder = {}

    class O:
        pass

    o = O()
    with _Recorder(log, "t") as holder["k"]:
        pass
    with _Recorder(log, "u") as o.attr:
        pass
    with _Recorder(log, "pq") as (first, second):
        pass
    return log, holder, o.attr, first, second


def _with_return(log):
    with _Recorder(log, "r"):
        for i in range(3):
            if i == 1:
                return i
    return -1


def case_with_return_and_exception():
    log = []
    r = _with_return(log)
    try:
        with _Recorder(log, "e"):
            raise ValueError("boom")
    except ValueError as e:
        log.append(str(e))
    return r, log


def case_async_with():
    async def go(log):
        async with _Recorder(log, "x") as x, _Recorder(log, "y") as y:
            log.append(x + y)
        async with _Recorder(log, "z", swallow=True):
            raise RuntimeError
        return log

    return asyncio.run(go([]))
