def _countdown(n):
    while n > 0:
        received = yield n
        n -= 1 if received is None else received
    return "done"


def _delegate():
    result = yield from _countdown(3)
    yield result
    yield from [7, 8]


def case_generators():
    g = _countdown(10)
    out = [next(g), g.send(3), g.send(None)]
    return out, list(_delegate())


def case_generator_return_value():
    def gen():
        yield 1
        return 99

    g = gen()
    next(g)
    try:
        next(g)
    except StopIteration as e:
        return e.value


def case_generator_close_and_throw():
    log = []

    def gen():
        try:
            while True:
                try:
                    yield
                except ValueError:
                    log.append("thrown")
        finally:
            log.append("closed")

    g = gen()
    next(g)
    g.throw(ValueError)
    g.close()
    return log


def case_comprehensions():
    data = range(10)
    lst = [x * 2 for x in data if x % 3 if x > 1]
    st = {x % 4 for x in data}
    dct = {x: y for x in range(3) for y in "ab" if (x, y) != (1, "a")}
    nested = [[i * j for j in range(i)] for i in range(4)]
    gen = sum(x for x in data if x & 1)
    gen2 = list((a, b) for a in range(3) for b in range(a))
    return lst, sorted(st), dct, nested, gen, gen2


def case_comprehension_scoping():
    x = 10
    lst = [x for x in range(3)]
    y = 5
    closures = [lambda: i * y for i in range(3)]
    return x, lst, [f() for f in closures]


def case_generator_expression_lazy():
    seen = []

    def src():
        for i in range(5):
            seen.append(i)
            yield i

    g = (i * i for i in src() if i)
    first = next(g)
    return first, seen
