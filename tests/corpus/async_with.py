class _ACM:
    def __init__(self, log, name):
        self.log, self.name = log, name

    async def __aenter__(self):
        self.log.append('enter ' + self.name)
        return self.name

    async def __aexit__(self, t, v, tb):
        self.log.append('exit ' + self.name)
        return False


async def case_async_with():
    log = []
    async with _ACM(log, 'a') as a:
        log.append(a)
    return log


async def case_async_with_several():
    log = []
    async with _ACM(log, 'a') as a, _ACM(log, 'b'):
        log.append(a)
    return log


async def case_async_with_return():
    log = []
    async with _ACM(log, 'a'):
        return log


async def case_async_try():
    log = []
    try:
        async with _ACM(log, 'a'):
            raise KeyError(1)
    except KeyError:
        log.append(1)
    return log
