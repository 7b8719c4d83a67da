import functools

_G = 0


def _make_counter(start=0):
    count = start

    def inc(by=1):
        nonlocal count
        count += by
        return count

    return inc


def case_closures_nonlocal():
    c = _make_counter(5)
    c()
    c(10)
    return c(), c.__code__.co_freevars


def case_global_in_nested():
    def setter(v):
        global _G
        _G = v

    setter(42)
    return _G


def case_lambda():
    add = lambda a, b=2, *rest, k=3, **kw: a + b + sum(rest) + k + len(kw)
    key = lambda p: (-p[1], p[0])
    return add(1), add(1, 1, 1, 1, k=0, z=9), sorted([("a", 1), ("b", 3), ("c", 3)], key=key)


def case_decorators_on_nested_defs():
    calls = []

    def trace(tag):
        def deco(fn):
            @functools.wraps(fn)
            def wrapper(*a, **k):
                calls.append(tag)
                return fn(*a, **k)
            return wrapper
        return deco

    @trace("outer")
    @trace("inner")
    def target(x):
        """doc of target"""
        return x + 1

    return target(1), calls, target.__name__, target.__doc__


def case_deep_closure():
    a = 1

    def f():
        b = 2

        def g():
            c = 3

            def h():
                return a + b + c

            return h()

        return g()

    return f()


def case_closure_in_loop_and_class():
    fns = []
    for i in range(3):
        def f(i=i):
            return i * 2
        fns.append(f)
    secret = "s"

    class K:
        value = secret

        def m(self):
            return secret + self.value

    return [f() for f in fns], K().m()


module_lambda = lambda x: x * 3
