def _all_kinds(a, b, /, c, d=4, *args, e, f=6, **kwargs) -> dict:
    return dict(a=a, b=b, c=c, d=d, args=args, e=e, f=f, kwargs=sorted(kwargs.items()))


def _annotated(x: int, y: "str" = "y", *, z: list = None) -> "tuple[int, str]":
    return x, y, z


def case_signatures():
    return (_all_kinds(1, 2, 3, e=5),
            _all_kinds(1, 2, c=3, d=9, e=5, g=7),
            _all_kinds(1, 2, 3, 4, 5, 6, e=0),
            _annotated(1),
            sorted(_annotated.__annotations__))


def case_nested_signatures():
    def inner(p, q=[1], *, r: int = 3, **kw: str) -> None:
        return p, q, r, kw

    def only_kw(*, a, b=2):
        return a + b

    def only_pos(a, b=3, /):
        return a * b

    return (inner(0), inner(1, 2, r=4, s="t"), only_kw(a=1), only_pos(2),
            inner.__defaults__, inner.__kwdefaults__, sorted(inner.__annotations__))


def case_star_calls():
    def f(*args, **kwargs):
        return args, sorted(kwargs.items())

    xs = [1, 2]
    kw = {"a": 1}
    return (f(*xs), f(0, *xs, 3, *xs), f(**kw), f(*xs, b=2, **kw, c=3),
            f(*xs, *(), **{}, **{"z": 0}))


# All versions (helper othold, from case_star_calls): a dict display passed
# by `**` was read as keyword arguments (3.9+: merged into the call's empty
# dict; 3.8: passed alone, or after keyword arguments), which compile
# otherwise.
def case_dict_display_unpacked_in_call():
    def f(*args, **kwargs):
        return args, sorted(kwargs.items())

    kw = {"k": 3}
    return (f(**{"z": 0}), f(**{}, **{"z": 0}), f(1, **{"a": 1}, b=2), f(a=1, **{"b": 2}),
            f(**kw, **{"c": 4}), {**{}, "e": 6}, {"f": 7, **{"g": 8}})
