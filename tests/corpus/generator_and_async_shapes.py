"""Generators, yield from, await, async for, async generators and comprehensions."""

import asyncio


def gen_simple():
    yield 1
    yield 2


def gen_value():
    x = yield
    return x


def gen_loop():
    for i in range(3):
        yield i * i


def gen_return_value():
    yield 1
    return 5


def gen_bare_return(flag=False):
    if flag:
        return
    yield 1


def gen_yield_expr():
    y = yield 1
    z = (yield y) + 1
    return z


def gen_yield_from():
    yield from range(3)
    r = yield from gen_simple()
    return r


def gen_yield_in_call():
    print((yield 1), (yield 2))


def gen_in_while():
    n = 0
    while n < 3:
        n += 1
        yield n
    yield -1


def run_gens():
    return (list(gen_simple()), list(gen_loop()), list(gen_return_value()), list(gen_bare_return()),
            list(gen_yield_from()), list(gen_in_while()))


async def coro_simple():
    await asyncio.sleep(0)
    return 1


async def coro_await_value():
    x = await coro_simple()
    return x + (await coro_simple())


class AIter:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.n <= 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n


async def async_for_simple():
    out = []
    async for i in AIter(3):
        out.append(i)
    return out


async def async_for_else():
    out = []
    async for i in AIter(3):
        out.append(i)
    else:
        out.append("done")
    return out


async def async_for_break():
    out = []
    async for i in AIter(5):
        if i == 2:
            break
        if i == 3:
            out.append(-1)
            continue
        out.append(i)
    out.append("end")
    return out


async def async_for_nested():
    out = []
    async for i in AIter(2):
        for j in range(2):
            out.append((i, j))
    return out


async def async_for_unpack():
    out = []
    async for a in AIter(2):
        async for b in AIter(a + 1):
            out.append(a + b)
    return out


async def async_listcomp():
    return [i async for i in AIter(3)]


async def async_listcomp_cond():
    return [i * 2 async for i in AIter(5) if i % 2]


async def async_setcomp():
    return {i async for i in AIter(3)}


async def async_dictcomp():
    return {i: i async for i in AIter(3)}


async def await_in_comp():
    return [await coro_simple() for _ in range(2)]


async def async_genexpr():
    g = (i async for i in AIter(3))
    return [x async for x in g]


async def _agen():
    yield 1
    await asyncio.sleep(0)
    yield 2


async def _agen_loop():
    async for i in AIter(3):
        yield i


async def _agen_return():
    yield 1
    return


async def use_agen():
    return [x async for x in _agen()], [x async for x in _agen_loop()], [x async for x in _agen_return()]


async def _agen_send():
    x = yield 1
    yield x
