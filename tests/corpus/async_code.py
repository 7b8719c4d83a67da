import asyncio


class _Ticker:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.n <= 0:
            raise StopAsyncIteration
        self.n -= 1
        await asyncio.sleep(0)
        return self.n


async def _double(x):
    await asyncio.sleep(0)
    return 2 * x


async def _agen(n):
    for i in range(n):
        yield i
        await asyncio.sleep(0)


async def case_await_chain():
    a = await _double(3)
    b = await _double(a)
    return [a, b, await asyncio.gather(_double(1), _double(2))]


async def case_async_for_else():
    out = []
    async for v in _Ticker(4):
        if v == 0:
            break
        out.append(v)
    else:
        out.append("no break")
    async for v in _agen(3):
        out.append(v * 10)
    else:
        out.append("else")
    return out


async def case_async_comprehensions():
    a = [x async for x in _agen(5) if x % 2]
    b = {x: await _double(x) for x in range(3)}
    c = [await _double(y) async for y in _Ticker(3)]
    return a, b, c


def case_drive_coroutine_manually():
    async def inner():
        r = await _double(21)
        return r

    coro = inner()
    try:
        while True:
            coro.send(None)
    except StopIteration as stop:
        return stop.value


async def case_async_try():
    try:
        await _double(None)
    except TypeError as e:
        return "caught " + type(e).__name__
    finally:
        await asyncio.sleep(0)
