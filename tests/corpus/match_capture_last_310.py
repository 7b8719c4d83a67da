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


# 3.11+ (helper othold): the body of a last capture case, after the other
# cases' jumps to the match's end, was read as a `case _` after it.
def capture_last_after_sequence(x):
    match x:
        case 1:
            y = 0
        case [z]:
            y = 1
        case z:
            y = 2
            return z
    return y


def case_capture_last_after_sequence():
    return [capture_last_after_sequence(x) for x in (1, [5], 7)]
