import enum


class _Color(enum.Enum):
    RED = 1
    GREEN = 2


class _Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


def _describe(subject):
    match subject:
        case None:
            return "none"
        case True | False as b:
            return "bool %s" % b
        case 0:
            return "zero literal"
        case -1 | 1.5 | 2j:
            return "numeric literal"
        case "s" | b"b":
            return "string literal"
        case _Color.RED:
            return "value pattern"
        case [] | ():
            return "empty sequence"
        case [x]:
            return "one %r" % (x,)
        case [1, 2, *rest] if len(rest) > 1:
            return "guarded star %r" % (rest,)
        case [first, *_, last]:
            return "first/last %r %r" % (first, last)
        case {"k": v, **others} if not others:
            return "mapping only k=%r" % (v,)
        case {"k": v, "j": [*_] as lst, **others}:
            return "mapping %r %r %r" % (v, lst, sorted(others))
        case _Point(0, 0):
            return "origin"
        case _Point(x=0, y=yy) | _Point(yy, 0):
            return "on axis %r" % (yy,)
        case _Point(x, y=int() | float() as y):
            return "point %r %r" % (x, y)
        case str() as s if s.startswith("x"):
            return "x-string"
        case int(n) | float(n):
            return "number %r" % (n,)
        case (("nested", [a, b]) | ("nested", a, b)):
            return "nested %r %r" % (a, b)
        case _:
            return "other"


def case_match_all_patterns():
    subjects = [None, True, 0, -1, 1.5, 2j, "s", b"b", _Color.RED, _Color.GREEN, [], (),
                [9], [1, 2, 3, 4], [1, 2, 3], [5, 6, 7], {"k": 1}, {"k": 1, "j": [2], "z": 0},
                {"k": 1, "j": 3}, _Point(0, 0), _Point(0, 5), _Point(4, 0), _Point(1, 2.5),
                _Point(1, "q"), "xyz", "abc", 42, 4.5, ("nested", [1, 2]), ("nested", 3, 4), object]
    return [_describe(s) for s in subjects]


def case_match_in_loop():
    out = []
    for cmd in ["go north", "look", "drop all things", "quit", "??"]:
        match cmd.split():
            case ["go", direction]:
                out.append(("go", direction))
            case ["look"]:
                out.append("look")
            case ["drop", *objs]:
                out.append(("drop", objs))
                continue
            case ["quit"]:
                break
            case _:
                out.append("unknown")
    return out


def case_match_capture_scope():
    match (1, 2):
        case (a, b) if a > b:
            res = "gt"
        case (a, b):
            res = "le"
    return res, a, b


def _or_last_returns(x):
    match x:
        case 1:
            return "one"
        case int(n) | float(n):
            return n
        case _:
            return "other"


def _or_last_nested(x):
    match x:
        case 0:
            r = "zero"
        case ("p", [a, b]) | ("p", a, b):
            r = a + b
        case _:
            r = "other"
    return r


def case_or_pattern_before_default():
    return ([_or_last_returns(v) for v in (1, 2, 2.5, "s")],
            [_or_last_nested(v) for v in (0, ("p", [1, 2]), ("p", 3, 4), ("q", 1, 2), 7)])
