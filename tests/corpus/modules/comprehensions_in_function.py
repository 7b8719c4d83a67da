def f(a):
    b = [x for x in a]
    return b, {x for x in a}
