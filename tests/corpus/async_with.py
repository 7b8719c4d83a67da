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


# 3.12+: `with a, b:` whose body is an `async for` that raises, code after
# it: the inner with's normal exit and swallow path both jump to the outer's
# exit call, laid out after the inner handler ("with body without its exit
# call"; nesting corpus, f_with_parens__async_for__raise_from).
async def case_two_item_with_around_async_for():
    log = []

    class Swallow:
        def __init__(self, swallow):
            self.swallow = swallow

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            log.append(("exit", self.swallow, exc[0] is not None))
            return self.swallow

    class Items:
        def __init__(self, n):
            self.n = n

        def __aiter__(self):
            return self

        async def __anext__(self):
            if self.n <= 0:
                raise StopAsyncIteration
            self.n -= 1
            return self.n

    async def f(n):
        with Swallow(False) as x, Swallow(True) as y:
            async for v in Items(n):
                raise ValueError(v)
            log.append("after loop")
        log.append("after")

    await f(0)
    await f(2)
    return log


# 3.11+: an `async for` in a with body (or try body) whose head the table
# leaves out, a try statement in the loop: its handler, laid out inline,
# is still the with body's ("with body without its exit call"; nesting
# corpus, f3_async_with__async_for__try_except__raise).
async def case_try_in_async_for_in_with():
    log = []

    class Items:
        def __init__(self, n):
            self.n = n

        def __aiter__(self):
            return self

        async def __anext__(self):
            if self.n <= 0:
                raise StopAsyncIteration
            self.n -= 1
            return self.n

    async with _ACM(log, 'a'):
        async for v in Items(2):
            try:
                raise ValueError(v)
            except ValueError as e:
                log.append(repr(e))
        log.append("after loop")
    return log


# 3.12/3.13: `while c:` whose body is an async with statement that breaks
# (see with_exits_in_loops.py case_with_break_in_while): read as the with
# statement, then the break (mismatched bytecode). Found while reducing
# fuzz_shapes.py break_out_of_async_with_in_while.
async def case_async_with_break_in_while():
    log = []

    async def f(n):
        while n:
            async with _ACM(log, "a"):
                break
        return log

    return await f(1)


# 3.12, 3.13: `async with a: async with b: try ... except ...; return`:
# the inner swallow path reaches the outer exit call laid out after the
# inner handler; the async with's body starts past the await of
# __aenter__, where the inner handler was looked up one instruction too
# early, so the `return` inside went unseen and that exit call was read
# as code after the statement. Refused ("with exit without its context
# manager"). Found reducing the nesting corpus'
# nest_depth3.py::f3_async_for__async_with__try_except__bare_return.
async def case_async_with_nested_try_then_return():
    log = []
    async with _ACM(log, 'a'):
        async with _ACM(log, 'b'):
            try:
                log.append(1 // len(log))
            except ZeroDivisionError:
                log.append('zero')
            return log


# 3.11: `try: return` with except clauses in an async with: the body can
# raise nothing (no row names the handler), and the with's exit call,
# awaited in a loop of its own (SEND and its jump back), lies between the
# body's line marker and the return; the row normalize gives such a body
# stopped at that loop ("exception handling shape not supported"). Minimal
# sample of nest_depth3.py::f3_async_for__async_with__try_except__bare_return
# (tryOld7).
async def _bare_return_in_try_in_async_with(log):
    async with _ACM(log, 'a'):
        try:
            return
        except ValueError:
            log.append('v')
        log.append('after')


async def case_async_with_bare_return_in_try():
    log = []
    await _bare_return_in_try_in_async_with(log)
    return log


class _WithNew11Items:
    """An async iterator over n-1 .. 0."""

    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.n <= 0:
            raise StopAsyncIteration
        self.n -= 1
        return self.n


class _WithNew11Cm:
    """Logs its exit; swallows a ValueError when told to."""

    def __init__(self, log, swallow=False):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind.__name__ if kind else None))
        return self.swallow and kind is ValueError


# 3.12/3.13: a for loop whose body is a with holding an async for that
# returns, then more of the with body, then code after the with: the
# async loop never goes round, so 3.12 lays its exit (END_ASYNC_FOR) and
# the rest of the with body out in the cold code, after the for loop's
# exit, and the code after the with after the with's handler (its swallow
# path jumps there too); that code was left there, past the for loop's
# end ("with exit without its context manager"; found by the fuzz set,
# 3.12/3.13 seed 2 programs 792 and 882, seed 3 program 158, minimised by
# hand).
async def case_async_for_returning_in_with_then_code():
    log = []

    async def f(xs, n):
        for x in xs:
            with _WithNew11Cm(log):
                async for v in _WithNew11Items(n):
                    return v
                log.append(("rest", x))
            log.append(("after", x))
        return "end"

    return [await f([1, 2], 0), await f([3], 2)], log


# 3.12/3.13: the same in an else branch, the async loop raising (found by
# the fuzz set, 3.12/3.13 seed 2 program 882, minimised by hand).
async def case_async_for_raising_in_with_in_else():
    log = []

    async def f(a, n):
        if a:
            log.append("if")
        else:
            with _WithNew11Cm(log, True):
                async for v in _WithNew11Items(n):
                    raise ValueError(v)
                log.append("rest")
            log.append("after")
        log.append("end")

    await f(1, 1)
    await f(0, 0)
    await f(0, 2)
    return log


# 3.12/3.13: a while loop (a test of two operands) whose body is a with
# holding an async for whose body raises through a try/finally, then the
# loop's else: once the code after the async loop moves back in line, the
# while test at the bottom jumped to the else right after it (read as
# `return None` after the loop: a lost call). Found fixing the sample
# above (fuzz set, 3.12 seed 1 program 912).
async def case_async_for_raising_through_finally_in_with_in_while():
    log = []

    async def f(a, b, n):
        while a and b:
            with _WithNew11Cm(log, True):
                async for v in _WithNew11Items(n):
                    try:
                        raise ValueError(v)
                    finally:
                        log.append("finally")
            a -= 1
        else:
            log.append("else")

    await f(2, 1, 1)
    await f(1, 1, 0)
    return log


class _WrongAwithAcm:
    """Logs the exception type its __aexit__ sees (swallows nothing)."""

    def __init__(self, log):
        self.log = log

    async def __aenter__(self):
        return self

    async def __aexit__(self, t, v, tb):
        self.log.append(("exit", t.__name__ if t else None))
        return False


# 3.10: `break` out of an async with in a `while 1:` (its body an if/else)
# whose loop is left only by that break, the code after the loop a raise:
# 3.10 writes the raise right after the break's exit call, and it was read
# inside the async with body (__aexit__ then saw the ValueError instead of
# None). Found running fuzz programs side by side (3.10, seed 9 program 309).
async def case_break_out_of_async_with_in_while_1_before_raise():
    log = []

    async def f(a, b):
        if a:
            while 1:
                async with _WrongAwithAcm(log):
                    if a and b:
                        log.append("if")
                    else:
                        assert a, b
                    break
            raise ValueError(a)
        log.append("skip")

    out = []
    for a, b in ((1, 1), (1, 0), (0, 0)):
        try:
            await f(a, b)
        except ValueError as e:
            out.append(("raised", e.args))
    return out, log


class _La16Items:
    """An async iterator over the items given."""

    def __init__(self, items):
        self.items = list(items)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.items:
            raise StopAsyncIteration
        return self.items.pop(0)


class _La16Cm:
    """Logs its exit; swallows the exception when told."""

    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind and kind.__name__))
        return self.swallow


async def _la16_runs(f):
    """f(log, a, swallow) over empty, zero-first and plain items, the
    exception swallowed or not."""
    out = []
    for a in ((), (0, 5), (5,)):
        for swallow in (False, True):
            log = []
            try:
                out.append((await f(log, a, swallow), log))
            except ZeroDivisionError:
                out.append(("ZeroDivisionError", log))
    return out


# 3.12/3.13: an if whose body is an async for holding a with that breaks,
# an else branch after it: the else branch (laid out right after the
# with's `break`) was read as code after the with, inside the loop, where
# a swallowed exception goes round the loop (wrong reading: `g(1)` of the
# else ran in the loop). Found by the hunt, 3.12/3.13 seed 40 program 763
# (moved from _open/hunt16b_async_for.py).
async def case_hb16_async_for_with_break_in_if_else():
    async def f(log, a, swallow):
        if a:
            async for v in _La16Items(a):
                with _La16Cm(log, swallow):
                    log.append(10 // v)
                    break
        else:
            log.append("else")
        log.append("after")

    return await _la16_runs(f)


# 3.12/3.13: the same without the else: the `break` (its jump to the next
# instruction dropped, the loop's exit laid out in the cold code) was read
# after the with, where a swallowed exception breaks out of the loop
# (wrong reading: the loop stopped instead of going round).
async def case_la16_async_for_with_break_in_if():
    async def f(log, a, swallow):
        if a:
            async for v in _La16Items(a):
                with _La16Cm(log, swallow):
                    log.append(10 // v)
                    break
        log.append("after")

    return await _la16_runs(f)


# 3.12/3.13: the same ending in a `return` (wrong reading: the else ran in
# the loop after a swallowed exception).
async def case_la16_async_for_with_return_in_if_else():
    async def f(log, a, swallow):
        if a:
            async for v in _La16Items(a):
                with _La16Cm(log, swallow):
                    log.append(10 // v)
                    return 1
        else:
            log.append("else")
        log.append("after")

    return await _la16_runs(f)


# 3.12/3.13: the same with an elif (wrong reading: the elif's test and
# branch ran in the loop after a swallowed exception).
async def case_la16_async_for_with_break_in_if_elif():
    async def f(log, a, swallow):
        if a:
            async for v in _La16Items(a):
                with _La16Cm(log, swallow):
                    log.append(10 // v)
                    break
        elif swallow:
            log.append("elif")
        else:
            log.append("else")
        log.append("after")

    return await _la16_runs(f)


# The siblings that read right: a plain `for`, no with (a bare `break`),
# the async loop with an else of its own.
async def case_la16_async_for_with_break_siblings():
    def plain(log, a, swallow):
        if a:
            for v in a:
                with _La16Cm(log, swallow):
                    log.append(10 // v)
                    break
        else:
            log.append("else")
        log.append("after")

    async def plain_async(log, a, swallow):
        return plain(log, a, swallow)

    async def bare(log, a, swallow):
        if a:
            async for v in _La16Items(a):
                log.append(v)
                break
        else:
            log.append("else")
        log.append("after")

    async def loop_else(log, a, swallow):
        if a:
            async for v in _La16Items(a):
                with _La16Cm(log, swallow):
                    log.append(10 // v)
                    break
            else:
                log.append("loop-else")
        else:
            log.append("else")
        log.append("after")

    return [await _la16_runs(f) for f in (plain_async, bare, loop_else)]


# 3.12/3.13: case_hb16_async_for_with_break_in_if_else with two with
# items: the else branch was still read inside the loop after the with
# (wrong reading: the else ran in the loop after a swallowed exception).
# The inner item's swallow path goes on to a copy of the outer item's exit
# call in the cold code, whose jump back to the loop's head was no swallow
# path's for asyncfor._rounds_by_swallowing_only. Found by the hunt, 3.12
# seed 40 program 763 (moved from _open/la16_async_for.py).
async def case_la16_async_for_two_item_with_break_in_if_else():
    async def f(log, a, swallow):
        if a:
            async for v in _La16Items(a):
                with _La16Cm(log, swallow), _La16Cm(log, swallow):
                    log.append(10 // v)
                    break
        else:
            log.append("else")
        log.append("after")

    return await _la16_runs(f)


# Its siblings (w17_): three items (the innermost swallow path goes
# through two exit-call copies), two nested with statements, the two-item
# with ending in a return, without the else, and a plain `for`.
async def case_w17_async_for_with_items_break_siblings():
    async def three(log, a, swallow):
        if a:
            async for v in _La16Items(a):
                with _La16Cm(log, swallow), _La16Cm(log, swallow), _La16Cm(log, swallow):
                    log.append(10 // v)
                    break
        else:
            log.append("else")
        log.append("after")

    async def nested(log, a, swallow):
        if a:
            async for v in _La16Items(a):
                with _La16Cm(log, swallow):
                    with _La16Cm(log, not swallow):
                        log.append(10 // v)
                        break
        else:
            log.append("else")
        log.append("after")

    async def returning(log, a, swallow):
        if a:
            async for v in _La16Items(a):
                with _La16Cm(log, swallow), _La16Cm(log, swallow):
                    log.append(10 // v)
                    return v
        else:
            log.append("else")
        log.append("after")

    async def no_else(log, a, swallow):
        if a:
            async for v in _La16Items(a):
                with _La16Cm(log, swallow), _La16Cm(log, swallow):
                    log.append(10 // v)
                    break
        log.append("after")

    async def plain(log, a, swallow):
        if a:
            for v in a:
                with _La16Cm(log, swallow), _La16Cm(log, swallow):
                    log.append(10 // v)
                    break
        else:
            log.append("else")
        log.append("after")

    return [await _la16_runs(f) for f in (three, nested, returning, no_else, plain)]


def _h23_g(x, log):
    log.append(("g", x))
    if x == 0:
        raise ValueError(x)
    return x


# 3.11-3.13 wrong reading (hunt 3.12 seed 315 #616, helper hunt23):
# `try: async with m: ...; return` / `finally: g(1)` then `return d`: the
# swallow path into the finally body's normal copy and on to `return d` was
# lost, a swallowed exception returning None. Refused (3.11+).
class _H23Acm:
    def __init__(self, v, log):
        self.v, self.log = v, log

    async def __aenter__(self):
        self.log.append(("enter", self.v))
        return self.v

    async def __aexit__(self, typ, exc, tb):
        self.log.append(("exit", self.v, typ is not None))
        return self.v == "k"


def _h23_drive(coro):
    try:
        coro.send(None)
    except StopIteration as stop:
        return stop.value
    raise RuntimeError("suspended")


def case_h23_seed315_async_with_return_in_try_finally():
    async def f(a, d, log):
        try:
            async with _H23Acm(a, log) as x:
                x = {v1 for v0 in range(a) for v1 in _h23_g(a, log)}
                return
        finally:
            _h23_g(1, log)
        return d if 1 else a

    out = []
    for a in ("k", 0):
        log = []
        out.append((_h23_drive(f(a, "d", log)), log))
    return out
