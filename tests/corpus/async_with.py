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


# 3.11+: an async with returning inside a with that returns after it: the
# async with's handler awaits __aexit__ before its swallow test, so the
# with around was not seen to go on after a swallowed exception. (The
# nesting corpus, `with cm(a) as x: async with acm(a) as x: return a` then
# `return a`.)
async def case_async_with_return_in_with():
    class Ctx:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

    log = []

    async def f(a):
        with Ctx() as x:
            async with _ACM(log, 'y') as y:
                return a
            return -a

    return await f(3), log
