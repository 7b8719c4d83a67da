"""A `match` whose last case is a bare capture pattern (CPython's
test_patma 164/168): the decompiled text put a case after the irrefutable
one, which does not compile."""


def capture_after_literal():
    x = 0
    match x:
        case 1:
            y = 0
        case z:
            y = 1
    return x, y, z


def capture_after_literal_of(x):
    match x:
        case 1:
            y = 0
        case z:
            y = 1
    return y, z
