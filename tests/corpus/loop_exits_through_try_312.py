"""Loops whose try/except bodies or clauses break, continue or return.

Samples that need Python 3.12 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Loop shape of 3.12+ that 3.10 and 3.11 lay out another way (and do not
# round-trip yet).

def while_else_break_in_try():
    def find(stack, seen):
        for node in (1, 2, 3):
            if node in seen:
                continue
            while True:
                if node in seen:
                    if node in stack:
                        return node
                else:
                    seen.add(node)
                while stack:
                    try:
                        node = stack.pop()
                        break
                    except IndexError:
                        pass
                else:
                    break
        return None

    return [find([2, 1], set()), find([], {2})]


# 3.12+ shape found in the stdlib sweep (the compiler copies and drops code
# it depends on from 3.12), nested so it runs.

def case_break_copies_code_after_for_else():
    def common_prefix(items, out):
        while True:
            prefix = None
            for item in items:
                if not item:
                    break
                if prefix is None:
                    prefix = item[0]
                elif item[0] != prefix:
                    break
            else:
                for item in items:
                    del item[0]
                out.append(prefix)
                continue
            return out

    def first_big(items):
        for item in items:
            if item > 2:
                found = item
                break
        else:
            raise ValueError("none")
        return found * 10

    def nested(rows):
        for row in rows:
            for item in row:
                if item > 2:
                    found = item
                    break
            else:
                continue
            return found
        return 7

    out = [common_prefix([[1, 2, 3], [1, 2, 4]], []), common_prefix([[1], [2]], []), first_big([1, 5]), nested([[1], [2, 9]]), nested([[1]])]
    try:
        first_big([1])
    except ValueError as exc:
        out.append(str(exc))
    return out


# 3.12+: a try body that is only `return`, `break` or `continue` can raise
# nothing (no row of the table reaches its handler) and never finishes, so
# 3.12+ lays the code after the statement out behind the handler, not
# before it (found by the nesting corpus, issue 19: nest_async.py's
# f_async_for__try_except__bare_return, nest_loop.py's
# f_while_true__try_except__continue).

async def _items(items):
    for item in items:
        yield item


def _drive(coroutine):
    try:
        coroutine.send(None)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("the coroutine waited")


def case_return_in_try_in_async_for():
    out = []

    async def first(items):
        async for item in _items(items):
            out.append(item)
            try:
                return
            except ValueError:
                out.append(-1)
            out.append(9)
        out.append(10)

    _drive(first([1, 2]))
    _drive(first([]))
    return out


def case_continue_in_try_in_while_true():
    def count(n):
        out = []
        while True:
            out.append(len(out))
            if len(out) > n:
                return out
            try:
                continue
            except ValueError:
                out.append(-1)
            out.append(9)

    def spin():
        yield
        while 1:
            try:
                continue
            except ValueError:
                g(1)
        g(2)

    return [count(3), type(spin()).__name__]


# 3.12 (the fuzz hunt, fuzz seed 98 program 529, shrunk; the siblings by
# hand; the shapes without a with: loop_exits_through_try.py::case_o19_*):
# a try/except/else ending a with body in a loop, whose else continues the
# loop (through the with's exit call), then a raise after the statement,
# reached only from the clause. 3.12 lays the raise out in the clause, past
# its POP_EXCEPT (and the clearing of its name), where no row of the table
# covers it, and the else's `continue` as the with's exit call and the
# loop's closing jump: read as the clause's own, the raise made the caught
# exception its `__context__`. 3.13 refused them (the raise laid out past
# the clause's cleanup block, the clause threaded to it); read since as the
# cold code after the try (`TryClauses.cold_after_with_way_out`). (3.10 read the shape
# wrong too, the raise in the clause: loop_exits_through_try.py::case_o19w_*.)
class _O19Cm:
    def __init__(self, log, a):
        self.log = log
        self.a = a

    def __enter__(self):
        self.log.append(("enter", self.a))
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", self.a, kind and kind.__name__))
        return False


class _O19Ait:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.n:
            raise StopAsyncIteration
        self.n -= 1
        return self.n


def _o19_raise_at(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


def _o19_run(f):
    out = []
    for xs, at in (((1, 2), -1), ((1, 2), 1), ((1, 2), 2), ((), 0)):
        log = []
        try:
            r = f(log, xs, at)
            if hasattr(r, "send"):
                try:
                    r.send(None)
                except StopIteration as e:
                    r = e.value
            out.append((r, log))
        except ValueError as e:
            out.append(("raised", e.args, type(e.__context__).__name__, log))
    return out


def case_o19_seed98_529_clause_then_raise_after_else_continue_in_with_in_async_for():
    async def f(log, xs, at):
        async for v in _O19Ait(len(xs)):
            with _O19Cm(log, 1) as x, _O19Cm(log, 2) as y:
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    continue
                raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19_named_clause_then_raise_after_else_continue_in_with_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19Cm(log, v) as x:
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    continue
                raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19_clause_then_raise_after_else_continue_in_two_withs_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19Cm(log, v) as x, _O19Cm(log, -v) as y:
                try:
                    _o19_raise_at(log, v, at)
                except ValueError:
                    pass
                else:
                    continue
                raise ValueError(v)
        return "end"

    return _o19_run(f)
