"""Minimal samples of 3.8/3.9 bugs, one shape per function."""


def _else_return(a):
    # 3.8/3.9 keep an unreachable `return None` after a final compound
    # statement; `return a` at the top level loses it.
    if not a:
        return 1
    else:
        return a


def case_else_return():
    return _else_return(0), _else_return(5)


def _elif_chain_return(a):
    if a == 1:
        return "one"
    elif a == 2:
        return "two"
    else:
        x = a * 2
        return x


def case_elif_chain_return():
    return [_elif_chain_return(n) for n in range(4)]


def _else_return_none(a):
    # Two `return None` in a row: the explicit one is source.
    if a:
        return a
    else:
        return None


def case_else_return_none():
    return _else_return_none(0), _else_return_none(3)


def _try_else_return(d, key):
    try:
        d[key]
    except KeyError:
        return False
    else:
        return True


def case_try_else_return():
    return _try_else_return({1: 2}, 1), _try_else_return({}, 1)
