"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def e0(a, b, c, d, xs, ys):
    return (not (c or a or None))


def e1(a, b, c, d, xs, ys):
    if (((g(a) is d != 1) if (None <= xs[0] is not None) else (d or a)) or ((d or 0) if (not 0) else (not c))):
        return 1
    return 2


def e2(a, b, c, d, xs, ys):
    if (d and d and d):
        g(1)
    else:
        g(2)


def e3(a, b, c, d, xs, ys):
    while (0 and c and 1):
        g(1)


def e4(a, b, c, d, xs, ys):
    x = ((not g(c)) if (g(b) if (None if 1 else d) else (xs[0] or d)) else g((c if b else b)))
    return x


def e5(a, b, c, d, xs, ys):
    assert (g(g(a)) and (b and g(a)) and (b not in b)), a


def e6(a, b, c, d, xs, ys):
    return [a for a in xs if (b > a < d)]


def e7(a, b, c, d, xs, ys):
    return lambda: ((0 and c) and g(0))


def e8(a, b, c, d, xs, ys):
    while 1:
        if g(b):
            break
        g(a)


def e9(a, b, c, d, xs, ys):
    for v in xs:
        if ((d if b else 0) if (xs[0] if None else c) else (g(a) or a or c)):
            continue
        g(v)


def e10(a, b, c, d, xs, ys):
    return (not g(b))


def e11(a, b, c, d, xs, ys):
    if ((0 == b < 0 < None) if (0 == g(a) <= b not in g(a)) else (a if xs[0] else b)):
        return 1
    return 2


def e12(a, b, c, d, xs, ys):
    if ((not 0) and (a or d)):
        g(1)
    else:
        g(2)


def e13(a, b, c, d, xs, ys):
    while g((0 or g(a) or a)):
        g(1)


def e14(a, b, c, d, xs, ys):
    x = g(g(None))
    return x


def e15(a, b, c, d, xs, ys):
    assert ((1 or d or d) and (not g(a)) and (d not in a >= c)), a


def e16(a, b, c, d, xs, ys):
    return [a for a in xs if (b is not d)]


def e17(a, b, c, d, xs, ys):
    return lambda: (not (1 and 1))


def e18(a, b, c, d, xs, ys):
    while 1:
        if (g(xs[0]) and (d or (None if xs[0] else 0))):
            break
        g(a)


def e19(a, b, c, d, xs, ys):
    for v in xs:
        if ((not 1) or (g(a) if d else g(a)) or (1 if 1 else xs[0])):
            continue
        g(v)


def e20(a, b, c, d, xs, ys):
    return ((1 and None) or (xs[0] if xs[0] else 0) or (c and (c if 0 else a)))


def e21(a, b, c, d, xs, ys):
    if (1 if 0 else d):
        return 1
    return 2


def e22(a, b, c, d, xs, ys):
    if ((not 0) or (0 or b)):
        g(1)
    else:
        g(2)


def e23(a, b, c, d, xs, ys):
    while (((None and (c if 0 else xs[0])) or ((g(a) if g(a) else xs[0]) if (c and (d if d else 0)) else (g(a) or None))) and ((xs[0] or b or d) and ((not d) if (not None) else (b or (xs[0] if d else c))))):
        g(1)


def e24(a, b, c, d, xs, ys):
    x = (not (a if 1 else None))
    return x


def e25(a, b, c, d, xs, ys):
    assert (not (xs[0] if b else c)), a


def e26(a, b, c, d, xs, ys):
    return [a for a in xs if (None or b or xs[0])]


def e27(a, b, c, d, xs, ys):
    return lambda: ((None and (c if c else b)) or ((not c) if (0 if d else b) else (None or 1 or d)))


def e28(a, b, c, d, xs, ys):
    while 1:
        if ((0 or a) and (not 1) and (not 0)):
            break
        g(a)


def e29(a, b, c, d, xs, ys):
    for v in xs:
        if (((c if d else b) and (None and (a if d else None))) or ((g(a) or xs[0] or 0) or ((d or c or b) if (c and d and c) else (0 if a else b))) or (g(xs[0]) and g(0))):
            continue
        g(v)


def e30(a, b, c, d, xs, ys):
    return ((a <= xs[0]) if (c and (d if xs[0] else 1)) else (c if 0 else b))


def e31(a, b, c, d, xs, ys):
    if (not (d and (b if c else a))):
        return 1
    return 2


def e32(a, b, c, d, xs, ys):
    if ((a > a is not a >= 0) == (0 and (a if a else b)) < (not None)):
        g(1)
    else:
        g(2)


def e33(a, b, c, d, xs, ys):
    while ((not b) or ((None or a) if (not a) else (1 or b))):
        g(1)


def e34(a, b, c, d, xs, ys):
    x = g(((b and a) or (g(a) if d else 1) or (b in b <= d > g(a))))
    return x


def e35(a, b, c, d, xs, ys):
    assert (((b and (c if xs[0] else d)) and (d if d else 0)) and (((g(a) >= g(a) is not a > b) if (d > c not in xs[0] == a) else (0 if c else xs[0])) if ((b or g(a)) and (xs[0] or (d if a else None))) else ((not 1) if (not d) else (None <= d != d)))), a


def e36(a, b, c, d, xs, ys):
    return [a for a in xs if (((xs[0] or (b if a else c)) == (xs[0] if a else g(a))) or (((a and (b if a else c)) and (None or xs[0])) if ((0 if xs[0] else 0) and (d is a) and (not xs[0])) else ((1 or (1 if 1 else b)) and (g(a) or c or 0))))]


def e37(a, b, c, d, xs, ys):
    return lambda: ((d and b) or (b and 1))


def e38(a, b, c, d, xs, ys):
    while 1:
        if ((c if None else b) and (0 and (a if 1 else None)) and (g(a) or None or None)):
            break
        g(a)


def e39(a, b, c, d, xs, ys):
    for v in xs:
        if (xs[0] if d else 1):
            continue
        g(v)


def e40(a, b, c, d, xs, ys):
    return (a and xs[0])


def e41(a, b, c, d, xs, ys):
    if (None >= a):
        return 1
    return 2


def e42(a, b, c, d, xs, ys):
    if ((not 0) if (0 and (1 if b else d)) else (xs[0] and (0 if a else d))):
        g(1)
    else:
        g(2)


def e43(a, b, c, d, xs, ys):
    while ((g(g(a)) or g(d) or (b if xs[0] else c)) or g((xs[0] and (g(a) if d else b)))):
        g(1)


def e44(a, b, c, d, xs, ys):
    x = (((d if a else a) or (c if a else b) or (0 if g(a) else None)) in (not (g(a) if c else c)))
    return x


def e45(a, b, c, d, xs, ys):
    assert (b if xs[0] else 1), a


def e46(a, b, c, d, xs, ys):
    return [a for a in xs if (((1 and None and b) < (c and (xs[0] if g(a) else xs[0])) == (1 if None else d) == (xs[0] not in c)) or (((not b) in (None if g(a) else a) not in (g(a) and xs[0]) in (d is b in g(a) >= d)) if ((b or b or xs[0]) and (g(None) if (0 if c else 0) else (not 1))) else (g(1) if (0 != d >= b < 0) else (c or (g(a) if d else xs[0])))))]


def e47(a, b, c, d, xs, ys):
    return lambda: (not (1 if 0 else g(a)))


def e48(a, b, c, d, xs, ys):
    while 1:
        if (0 if b else 0):
            break
        g(a)


def e49(a, b, c, d, xs, ys):
    for v in xs:
        if ((g(a) or c or None) and ((0 and 0) if (a if xs[0] else c) else (a > a > None is not a))):
            continue
        g(v)


def e50(a, b, c, d, xs, ys):
    return (a if xs[0] else c)


def e51(a, b, c, d, xs, ys):
    if ((not b) and (a if c else a) and (0 or c or xs[0])):
        return 1
    return 2


def e52(a, b, c, d, xs, ys):
    if (not xs[0]):
        g(1)
    else:
        g(2)


def e53(a, b, c, d, xs, ys):
    while (((a if None else None) or (None and 1)) or g((c if a else 0))):
        g(1)


def e54(a, b, c, d, xs, ys):
    x = ((g(a) or (xs[0] if 0 else d)) and (c or 0) and (0 or g(a)))
    return x


def e55(a, b, c, d, xs, ys):
    assert (not (b if 0 else a)), a


def e56(a, b, c, d, xs, ys):
    return [a for a in xs if ((g(a) if 0 else None) or (1 or g(a)) or (b if c else g(a)))]


def e57(a, b, c, d, xs, ys):
    return lambda: ((None or d or g(a)) == (0 == a >= g(a) == 1) in (g(a) and xs[0] and g(a)) not in (g(a) or (1 if 1 else 0)))


def e58(a, b, c, d, xs, ys):
    while 1:
        if (a or b or g(a)):
            break
        g(a)


def e59(a, b, c, d, xs, ys):
    for v in xs:
        if ((c and (c if b else a)) if (0 or (0 if 0 else c)) else (d if g(a) else 1)):
            continue
        g(v)


def e60(a, b, c, d, xs, ys):
    return (g(None) or (None if a else xs[0]) or (None and xs[0] and 1))


def e61(a, b, c, d, xs, ys):
    if (c or b or g(a)):
        return 1
    return 2


def e62(a, b, c, d, xs, ys):
    if (not (a not in a)):
        g(1)
    else:
        g(2)


def e63(a, b, c, d, xs, ys):
    while ((1 and c and a) in (g(a) if g(a) else None)):
        g(1)


def e64(a, b, c, d, xs, ys):
    x = (g(a) or None or xs[0])
    return x


def e65(a, b, c, d, xs, ys):
    assert (not d), a


def e66(a, b, c, d, xs, ys):
    return [a for a in xs if ((b or (1 if 0 else None)) if (not None) else (xs[0] or (a if 1 else b)))]


def e67(a, b, c, d, xs, ys):
    return lambda: (None or (c if xs[0] else 1))


def e68(a, b, c, d, xs, ys):
    while 1:
        if (not (not g(g(a)))):
            break
        g(a)


def e69(a, b, c, d, xs, ys):
    for v in xs:
        if ((g(a) and (not xs[0])) if ((c or a) and (b and (c if 1 else xs[0]))) else ((a if xs[0] else 0) if (0 and (None if b else g(a))) else (None if 1 else xs[0]))):
            continue
        g(v)


def e70(a, b, c, d, xs, ys):
    return ((0 >= g(a) not in 0 == d) or g(g(a)) or g(0))


def e71(a, b, c, d, xs, ys):
    if (c or xs[0]):
        return 1
    return 2


def e72(a, b, c, d, xs, ys):
    if (1 < b != None):
        g(1)
    else:
        g(2)


def e73(a, b, c, d, xs, ys):
    while g((c or 0 or 1)):
        g(1)


def e74(a, b, c, d, xs, ys):
    x = (0 if d else xs[0])
    return x


def e75(a, b, c, d, xs, ys):
    assert g((xs[0] or (None if None else a))), a


def e76(a, b, c, d, xs, ys):
    return [a for a in xs if ((d or d) and (g(d) if (xs[0] if c else d) else g(b)))]


def e77(a, b, c, d, xs, ys):
    return lambda: (not (b and 0))


def e78(a, b, c, d, xs, ys):
    while 1:
        if (((None if c else a) not in (g(a) and 1 and c) == (1 or a or b) not in (xs[0] or xs[0] or b)) if (not (d if 0 else a)) else ((d if xs[0] else 0) and g(d))):
            break
        g(a)


def e79(a, b, c, d, xs, ys):
    for v in xs:
        if (((0 if b else b) if (b <= None) else g(0)) <= ((not None) and (c if c else c) and (g(a) if g(a) else 0)) == g((b and None and b))):
            continue
        g(v)


def e80(a, b, c, d, xs, ys):
    return (d and d)


def e81(a, b, c, d, xs, ys):
    if (g((g(a) and 1)) != (not (d and c and 0))):
        return 1
    return 2


def e82(a, b, c, d, xs, ys):
    if ((g(a) is xs[0] >= d not in None) and (not None) and (0 in c)):
        g(1)
    else:
        g(2)


def e83(a, b, c, d, xs, ys):
    while (g(c) if (c or xs[0]) else (not 1)):
        g(1)


def e84(a, b, c, d, xs, ys):
    x = ((None if g(a) else c) <= (0 if None else xs[0]))
    return x


def e85(a, b, c, d, xs, ys):
    assert (((c or 1) >= (d is d) not in (0 if a else xs[0]) != g(b)) <= (g(0) and (0 if None else b) and (c or (g(a) if g(a) else d))) > ((0 if g(a) else a) or (0 if c else b) or (a and 1)) > ((0 if c else g(a)) and (c or (a if d else a)) and (a and d and a))), a


def e86(a, b, c, d, xs, ys):
    return [a for a in xs if ((b or c) and (xs[0] and (xs[0] if None else g(a))) and (xs[0] or b or a))]


def e87(a, b, c, d, xs, ys):
    return lambda: ((d if a else xs[0]) if g(b) else (0 and (None if g(a) else None)))


def e88(a, b, c, d, xs, ys):
    while 1:
        if (c < xs[0] not in None):
            break
        g(a)


def e89(a, b, c, d, xs, ys):
    for v in xs:
        if ((not d) == (d < xs[0] >= c) < (xs[0] not in a) >= (a or 1 or g(a))):
            continue
        g(v)


def e90(a, b, c, d, xs, ys):
    return ((xs[0] >= None > xs[0] > g(a)) and ((not b) if (g(a) or g(a)) else (0 and (a if xs[0] else 1))))


def e91(a, b, c, d, xs, ys):
    if (0 or 1):
        return 1
    return 2


def e92(a, b, c, d, xs, ys):
    if (((c or d or c) if g(g(a)) else g(0)) <= (not (a if d else c)) == ((g(a) or b or b) or ((c and c) if (g(a) if None else g(a)) else (g(a) if g(a) else g(a))))):
        g(1)
    else:
        g(2)


def e93(a, b, c, d, xs, ys):
    while ((None and (g(a) if xs[0] else g(a))) or (b and (c if c else g(a)))):
        g(1)


def e94(a, b, c, d, xs, ys):
    x = ((g(a) and d and d) and ((b not in g(a) >= b < c) if (a if None else c) else (0 if a else a)))
    return x


def e95(a, b, c, d, xs, ys):
    assert ((0 if a else b) or (d or c or None) or (g(a) and d and c)), a


def e96(a, b, c, d, xs, ys):
    return [a for a in xs if (xs[0] and None)]


def e97(a, b, c, d, xs, ys):
    return lambda: ((not 1) if (b or 1) else (1 if 0 else 0))


def e98(a, b, c, d, xs, ys):
    while 1:
        if (not (d if c else g(a))):
            break
        g(a)


def e99(a, b, c, d, xs, ys):
    for v in xs:
        if g((b in None)):
            continue
        g(v)


def e100(a, b, c, d, xs, ys):
    return (not (c != c in a == 0))


def e101(a, b, c, d, xs, ys):
    if ((g(a) if 0 else 0) if g(d) else (None or a or a)):
        return 1
    return 2


def e102(a, b, c, d, xs, ys):
    if ((not c) if (d or (b if b else None)) else (g(a) or g(a) or b)):
        g(1)
    else:
        g(2)


def e103(a, b, c, d, xs, ys):
    while (((b in None < d is c) or ((not xs[0]) if g(a) else (not 0))) if ((0 and (xs[0] if None else 0)) or (None if g(a) else a) or (None if g(a) else a)) else ((b and 1 and c) or (None if a else 1))):
        g(1)


def e104(a, b, c, d, xs, ys):
    x = (g(a) or (g(a) if 0 else d))
    return x


def e105(a, b, c, d, xs, ys):
    assert g((0 if a else xs[0])), a


def e106(a, b, c, d, xs, ys):
    return [a for a in xs if ((g(a) if b else g(a)) < (b if 1 else a) not in (not xs[0]))]


def e107(a, b, c, d, xs, ys):
    return lambda: (1 or c)


def e108(a, b, c, d, xs, ys):
    while 1:
        if (((c or a) if (c or (c if 1 else a)) else g(a)) and g((1 if 0 else c))):
            break
        g(a)


def e109(a, b, c, d, xs, ys):
    for v in xs:
        if ((b or a) == (g(a) >= b is not g(a)) > (g(a) <= d > a not in 0)):
            continue
        g(v)


def e110(a, b, c, d, xs, ys):
    return ((b and 1 and 0) or ((d and c and 0) if (xs[0] or a or 1) else (b if 0 else d)))


def e111(a, b, c, d, xs, ys):
    if ((a and a and 0) and (not g(a)) and (a if a else xs[0])):
        return 1
    return 2


def e112(a, b, c, d, xs, ys):
    if ((None if 0 else d) or (d if g(a) else a) or (0 < 1 == 1 == b)):
        g(1)
    else:
        g(2)


def e113(a, b, c, d, xs, ys):
    while ((b and None) and (not xs[0]) and (g(a) or (d if a else d))):
        g(1)


def e114(a, b, c, d, xs, ys):
    x = ((not c) and (a > d != 0 <= g(a)))
    return x


def e115(a, b, c, d, xs, ys):
    assert ((not 1) if (0 == 0) else (not xs[0])), a


def e116(a, b, c, d, xs, ys):
    return [a for a in xs if (0 or 0)]


def e117(a, b, c, d, xs, ys):
    return lambda: ((d if b else None) if (d if None else b) else (c if None else c))


def e118(a, b, c, d, xs, ys):
    while 1:
        if g(0):
            break
        g(a)


def e119(a, b, c, d, xs, ys):
    for v in xs:
        if ((not (c is not g(a) > 0 == c)) if g((None if c else d)) else ((d and b) if g(a) else (not d))):
            continue
        g(v)


def e120(a, b, c, d, xs, ys):
    return (not a)


def e121(a, b, c, d, xs, ys):
    if ((1 and (b if a else g(a))) or (b != xs[0])):
        return 1
    return 2


def e122(a, b, c, d, xs, ys):
    if g((xs[0] if None else None)):
        g(1)
    else:
        g(2)


def e123(a, b, c, d, xs, ys):
    while (not (g(a) if xs[0] else None)):
        g(1)


def e124(a, b, c, d, xs, ys):
    x = ((not g(a)) == (c in a > c > a) <= (None and g(a)))
    return x


def e125(a, b, c, d, xs, ys):
    assert (not (1 if None else xs[0])), a


def e126(a, b, c, d, xs, ys):
    return [a for a in xs if ((not g(xs[0])) is not (not (c if g(a) else a)) == (not (c or a or 0)) not in ((a and a) or (xs[0] not in c) or (g(a) or (1 if c else b))))]


def e127(a, b, c, d, xs, ys):
    return lambda: ((0 and (c if c else 0)) <= (a and (c if a else a)) > (c and (g(a) if b else 1)))


def e128(a, b, c, d, xs, ys):
    while 1:
        if (0 and b and xs[0]):
            break
        g(a)


def e129(a, b, c, d, xs, ys):
    for v in xs:
        if (((g(a) and (xs[0] if b else c)) or g(d)) if ((xs[0] and 1) if (a != b < 1) else g(xs[0])) else ((None and (b if None else 0)) if (not 0) else (1 or 1 or a))):
            continue
        g(v)


def e130(a, b, c, d, xs, ys):
    return ((c and 0 and g(a)) and (g(a) != xs[0]))


def e131(a, b, c, d, xs, ys):
    if (a or b or 1):
        return 1
    return 2


def e132(a, b, c, d, xs, ys):
    if (d if g(a) else 0):
        g(1)
    else:
        g(2)


def e133(a, b, c, d, xs, ys):
    while (g((a or (g(a) if 1 else b))) if ((xs[0] or (g(a) if b else c)) and (d if a else xs[0])) else ((0 if a else b) and ((0 == None in 1) if (not xs[0]) else (d if xs[0] else a)))):
        g(1)


def e134(a, b, c, d, xs, ys):
    x = g((a and (c if None else d)))
    return x


def e135(a, b, c, d, xs, ys):
    assert (c or xs[0] or 1), a


def e136(a, b, c, d, xs, ys):
    return [a for a in xs if (not (1 and a))]


def e137(a, b, c, d, xs, ys):
    return lambda: (d and (c if a else None))


def e138(a, b, c, d, xs, ys):
    while 1:
        if (g(a) or (d if g(a) else 0)):
            break
        g(a)


def e139(a, b, c, d, xs, ys):
    for v in xs:
        if (not 1):
            continue
        g(v)


def e140(a, b, c, d, xs, ys):
    return ((g(a) or c) or (0 < a) or (None and 0 and b))


def e141(a, b, c, d, xs, ys):
    if (xs[0] > g(a)):
        return 1
    return 2


def e142(a, b, c, d, xs, ys):
    if ((None < xs[0] > xs[0] == 0) and ((g(a) if None else None) if g(0) else (b or (g(a) if g(a) else None)))):
        g(1)
    else:
        g(2)


def e143(a, b, c, d, xs, ys):
    while (not (xs[0] > b in a is xs[0])):
        g(1)


def e144(a, b, c, d, xs, ys):
    x = ((not g(d)) if (not (0 if 1 else c)) else ((a or 1 or b) <= (a or (g(a) if b else d)) == (xs[0] and None) < (0 == d)))
    return x


def e145(a, b, c, d, xs, ys):
    assert ((1 if xs[0] else a) if g(a) else (a and (xs[0] if d else 1))), a


def e146(a, b, c, d, xs, ys):
    return [a for a in xs if g((xs[0] and (None if b else None)))]


def e147(a, b, c, d, xs, ys):
    return lambda: (xs[0] in g(a) not in b)


def e148(a, b, c, d, xs, ys):
    while 1:
        if ((1 if d else None) if (not 1) else (a if g(a) else g(a))):
            break
        g(a)


def e149(a, b, c, d, xs, ys):
    for v in xs:
        if (((a >= 1 >= xs[0] in xs[0]) if (d if a else g(a)) else (b != b != b)) >= ((c if None else a) and g(g(a)) and (g(a) and None))):
            continue
        g(v)


def e150(a, b, c, d, xs, ys):
    return (not ((not 0) and g(1)))


def e151(a, b, c, d, xs, ys):
    if (a and 0):
        return 1
    return 2


def e152(a, b, c, d, xs, ys):
    if (g((None or (0 if 0 else g(a)))) or ((b if a else b) or ((c if 0 else d) if g(c) else (b <= xs[0]))) or g((b in b not in b))):
        g(1)
    else:
        g(2)


def e153(a, b, c, d, xs, ys):
    while g(g(b)):
        g(1)


def e154(a, b, c, d, xs, ys):
    x = (g(a) if None else a)
    return x


def e155(a, b, c, d, xs, ys):
    assert ((c or (d if None else c)) and (d and 1 and g(a))), a


def e156(a, b, c, d, xs, ys):
    return [a for a in xs if (g(None) and ((g(a) if g(a) else xs[0]) if (None if c else a) else (a and a)))]


def e157(a, b, c, d, xs, ys):
    return lambda: ((not g(b)) or ((d if d else 0) and ((a or a) if (1 or c) else (g(a) or a))))


def e158(a, b, c, d, xs, ys):
    while 1:
        if (not (xs[0] and c and xs[0])):
            break
        g(a)


def e159(a, b, c, d, xs, ys):
    for v in xs:
        if (b or 0 or 0):
            continue
        g(v)


def e160(a, b, c, d, xs, ys):
    return ((b if b else d) > (not d) < g(b) is not g(None))


def e161(a, b, c, d, xs, ys):
    if ((not d) and (g(None) if (None if None else g(a)) else (b if g(a) else xs[0]))):
        return 1
    return 2


def e162(a, b, c, d, xs, ys):
    if (not (b or None or 0)):
        g(1)
    else:
        g(2)


def e163(a, b, c, d, xs, ys):
    while ((d if 0 else 1) if (not d) else (c != a)):
        g(1)


def e164(a, b, c, d, xs, ys):
    x = (not (not (d and g(a) and None)))
    return x


def e165(a, b, c, d, xs, ys):
    assert ((1 and b) and (1 or (b if 1 else g(a)))), a


def e166(a, b, c, d, xs, ys):
    return [a for a in xs if (((b and (None if None else g(a))) if (g(a) and b and c) else (g(a) if xs[0] else 0)) or ((1 if xs[0] else None) or (g(d) if (a if 0 else xs[0]) else (None and (None if 0 else c)))) or ((None or (1 if 0 else 1)) == (0 and 1 and d)))]


def e167(a, b, c, d, xs, ys):
    return lambda: ((b or a) and ((g(a) != d == g(a) is d) if (1 >= None not in None in None) else (None if g(a) else None)))


def e168(a, b, c, d, xs, ys):
    while 1:
        if ((xs[0] < 0 == None) if (not b) else (not g(a))):
            break
        g(a)


def e169(a, b, c, d, xs, ys):
    for v in xs:
        if (((g(a) and xs[0] and None) and (1 != 0 == 1 <= None)) not in ((c if 0 else c) and ((not b) if (0 or b) else g(0))) == (g(1) if (1 and None and 1) else (1 or (d if d else b)))):
            continue
        g(v)


def e170(a, b, c, d, xs, ys):
    return g(g(g(a)))


def e171(a, b, c, d, xs, ys):
    if (None or g(a)):
        return 1
    return 2


def e172(a, b, c, d, xs, ys):
    if g(0):
        g(1)
    else:
        g(2)


def e173(a, b, c, d, xs, ys):
    while ((0 or (d if b else None)) or (g(a) if a else c)):
        g(1)


def e174(a, b, c, d, xs, ys):
    x = ((b and b) == g(a) not in (xs[0] <= g(a)) == (g(a) or b or xs[0]))
    return x


def e175(a, b, c, d, xs, ys):
    assert ((d or d) and (not b) and (a and None)), a


def e176(a, b, c, d, xs, ys):
    return [a for a in xs if ((not xs[0]) and g(1))]


def e177(a, b, c, d, xs, ys):
    return lambda: (((g(a) == 1) and (d or 1)) or ((None if b else 0) and (xs[0] is not a <= 0 != b) and g(0)))


def e178(a, b, c, d, xs, ys):
    while 1:
        if g(((xs[0] if c else c) if (b or a or b) else (1 or d or b))):
            break
        g(a)


def e179(a, b, c, d, xs, ys):
    for v in xs:
        if (((d is not g(a) not in None) != (d or 1)) if ((not a) if (b > g(a) not in xs[0]) else g(xs[0])) else ((g(a) if a else d) if (g(a) if xs[0] else g(a)) else (a if 1 else b))):
            continue
        g(v)


def e180(a, b, c, d, xs, ys):
    return (((not a) and ((d and g(a)) if (b == 0 != 0) else (a and (None if g(a) else xs[0])))) and (not (c or (g(a) if g(a) else d))))


def e181(a, b, c, d, xs, ys):
    if (None and (c if d else a)):
        return 1
    return 2


def e182(a, b, c, d, xs, ys):
    if ((g(a) if 1 else b) or ((b and g(a)) if (not 0) else g(1))):
        g(1)
    else:
        g(2)


def e183(a, b, c, d, xs, ys):
    while (not xs[0]):
        g(1)


def e184(a, b, c, d, xs, ys):
    x = (c if None else b)
    return x


def e185(a, b, c, d, xs, ys):
    assert ((1 or (xs[0] if g(a) else a)) if (0 or (a if g(a) else 1)) else (c in g(a) == 0)), a


def e186(a, b, c, d, xs, ys):
    return [a for a in xs if ((0 and (c if xs[0] else xs[0])) if (0 and a) else (g(a) if b else g(a)))]


def e187(a, b, c, d, xs, ys):
    return lambda: (a or xs[0] or b)


def e188(a, b, c, d, xs, ys):
    while 1:
        if ((not 0) and ((d and xs[0]) if (c and 0) else (g(a) if g(a) else None))):
            break
        g(a)


def e189(a, b, c, d, xs, ys):
    for v in xs:
        if g(g(xs[0])):
            continue
        g(v)


def e190(a, b, c, d, xs, ys):
    return (1 > c)


def e191(a, b, c, d, xs, ys):
    if (not ((a and (0 if xs[0] else xs[0])) if (b or b) else (b is a))):
        return 1
    return 2


def e192(a, b, c, d, xs, ys):
    if g(((1 if a else a) if g(a) else (xs[0] or b))):
        g(1)
    else:
        g(2)


def e193(a, b, c, d, xs, ys):
    while (not xs[0]):
        g(1)


def e194(a, b, c, d, xs, ys):
    x = ((c or (None if 0 else None)) if (xs[0] and (b if xs[0] else 0)) else (d or 0))
    return x


def e195(a, b, c, d, xs, ys):
    assert ((b or a) or (c if None else b) or (1 or 1 or xs[0])), a


def e196(a, b, c, d, xs, ys):
    return [a for a in xs if ((d <= a < d > 1) if (0 or a) else (b and g(a)))]


def e197(a, b, c, d, xs, ys):
    return lambda: (((xs[0] == xs[0] is not g(a) == 1) or g(a)) if g((d if 0 else 0)) else g(g(xs[0])))


def e198(a, b, c, d, xs, ys):
    while 1:
        if ((g(g(a)) <= (a != b is not c) in (d >= b == g(a) in d)) if ((b > 1 != xs[0] <= 0) or (None >= d) or (d <= d > xs[0] not in c)) else (g(0) if (1 if None else a) else (g(a) or (None if a else xs[0])))):
            break
        g(a)


def e199(a, b, c, d, xs, ys):
    for v in xs:
        if (((None in 0 == c) if (not d) else (None if None else a)) if g((None > b)) else g((0 < None > xs[0]))):
            continue
        g(v)


def e200(a, b, c, d, xs, ys):
    return ((1 or (0 if d else 0)) or (a if 0 else g(a)))


def e201(a, b, c, d, xs, ys):
    if ((1 == d is not d == c) or (d >= d < xs[0])):
        return 1
    return 2


def e202(a, b, c, d, xs, ys):
    if (g(g(a)) if g(g(a)) else (g(a) if None else 1)):
        g(1)
    else:
        g(2)


def e203(a, b, c, d, xs, ys):
    while (a or None):
        g(1)


def e204(a, b, c, d, xs, ys):
    x = (not xs[0])
    return x


def e205(a, b, c, d, xs, ys):
    assert ((b or (0 if b else g(a))) or ((g(a) if 1 else None) if (not 0) else (xs[0] <= None))), a


def e206(a, b, c, d, xs, ys):
    return [a for a in xs if (g(a) or c or None)]


def e207(a, b, c, d, xs, ys):
    return lambda: ((d if 1 else b) < (not c) >= (a or d) >= (xs[0] if a else d))


def e208(a, b, c, d, xs, ys):
    while 1:
        if ((not 1) == (d and a)):
            break
        g(a)


def e209(a, b, c, d, xs, ys):
    for v in xs:
        if (((1 if b else g(a)) and (c or 1 or 0) and (d == d >= d <= 0)) < ((not 0) and ((xs[0] if a else b) if (d if xs[0] else b) else (g(a) and d and a)))):
            continue
        g(v)


def e210(a, b, c, d, xs, ys):
    return (1 if 1 else a)


def e211(a, b, c, d, xs, ys):
    if ((not (d if b else b)) <= (g(g(a)) or g(c) or (a and (None if None else g(a)))) <= ((a or a or None) and (c is not xs[0] > 0) and (xs[0] or (None if c else xs[0])))):
        return 1
    return 2


def e212(a, b, c, d, xs, ys):
    if (g(d) or (not c) or (0 and c)):
        g(1)
    else:
        g(2)


def e213(a, b, c, d, xs, ys):
    while (d if d else d):
        g(1)


def e214(a, b, c, d, xs, ys):
    x = g((1 or c or c))
    return x


def e215(a, b, c, d, xs, ys):
    assert (d if None else b), a


def e216(a, b, c, d, xs, ys):
    return [a for a in xs if (1 and g(a) and 1)]


def e217(a, b, c, d, xs, ys):
    return lambda: (xs[0] if c else None)


def e218(a, b, c, d, xs, ys):
    while 1:
        if (g(a) if (None if 0 else 0) else (xs[0] if 0 else 1)):
            break
        g(a)


def e219(a, b, c, d, xs, ys):
    for v in xs:
        if (not (not (1 == None))):
            continue
        g(v)


def e220(a, b, c, d, xs, ys):
    return (((b or (xs[0] if None else g(a))) or (b if 0 else xs[0])) if ((b if None else None) == (a and (g(a) if g(a) else b)) == (xs[0] or c or d) == (0 not in a)) else ((a if b else g(a)) if (None or 1) else (1 or None or 0)))


def e221(a, b, c, d, xs, ys):
    if ((0 and d) or (0 or 1) or (a and 0)):
        return 1
    return 2


def e222(a, b, c, d, xs, ys):
    if ((g(a) if d else a) or ((not 1) if (1 if g(a) else None) else (g(a) if xs[0] else g(a)))):
        g(1)
    else:
        g(2)


def e223(a, b, c, d, xs, ys):
    while ((0 or a) and (c is g(a) != a in a) and (None and 1)):
        g(1)


def e224(a, b, c, d, xs, ys):
    x = (b or g(a))
    return x


def e225(a, b, c, d, xs, ys):
    assert (not (0 == b)), a


def e226(a, b, c, d, xs, ys):
    return [a for a in xs if (((b == 0 not in d >= c) if (0 if 0 else 0) else (a or a or None)) if (g(b) < (not 0)) else ((not g(a)) or g(d)))]


def e227(a, b, c, d, xs, ys):
    return lambda: g(((b > c in None > a) and (b if None else g(a)) and (b or a)))


def e228(a, b, c, d, xs, ys):
    while 1:
        if (g(a) if 0 else g(a)):
            break
        g(a)


def e229(a, b, c, d, xs, ys):
    for v in xs:
        if (((g(a) or g(a) or d) if (xs[0] if None else 0) else (not 1)) and g((c or None))):
            continue
        g(v)


def e230(a, b, c, d, xs, ys):
    return (xs[0] if xs[0] else g(a))


def e231(a, b, c, d, xs, ys):
    if (not (not g(a))):
        return 1
    return 2


def e232(a, b, c, d, xs, ys):
    if (((b if b else None) in (xs[0] <= d) < (1 or (0 if c else b))) and (g(g(a)) or (0 if 1 else g(a)))):
        g(1)
    else:
        g(2)


def e233(a, b, c, d, xs, ys):
    while (g(a) or (None if b else c)):
        g(1)


def e234(a, b, c, d, xs, ys):
    x = g((not g(b)))
    return x


def e235(a, b, c, d, xs, ys):
    assert ((b or 0 or 0) or ((b > None) if (c not in 1) else (not xs[0]))), a


def e236(a, b, c, d, xs, ys):
    return [a for a in xs if (((xs[0] if None else d) if (not d) else (a if a else xs[0])) in ((not None) if (not 1) else (g(a) and None and d)) != ((c if None else b) in (c or (None if d else c)) < (xs[0] or a or xs[0])))]


def e237(a, b, c, d, xs, ys):
    return lambda: ((a if 1 else d) if (xs[0] or (d if xs[0] else 1)) else (d == a >= xs[0] > g(a)))


def e238(a, b, c, d, xs, ys):
    while 1:
        if (d or (0 if d else g(a))):
            break
        g(a)


def e239(a, b, c, d, xs, ys):
    for v in xs:
        if ((g(0) or (not g(a)) or (None >= 0 not in xs[0] not in a)) if ((a and (1 if 0 else 1)) and (a is None is d)) else (not (not c))):
            continue
        g(v)


def e240(a, b, c, d, xs, ys):
    return g(g((None and 1)))


def e241(a, b, c, d, xs, ys):
    if ((not xs[0]) if (g(a) or 1) else (b < c in None)):
        return 1
    return 2


def e242(a, b, c, d, xs, ys):
    if g((a > 1)):
        g(1)
    else:
        g(2)


def e243(a, b, c, d, xs, ys):
    while (g((not 0)) if g((not None)) else ((None if None else b) if g(c) else (b <= c <= d <= 0))):
        g(1)


def e244(a, b, c, d, xs, ys):
    x = (g(g(a)) if (not None) else (0 and b))
    return x


def e245(a, b, c, d, xs, ys):
    assert g(((0 if b else 0) and ((a != a) if (c or g(a)) else g(c)))), a


def e246(a, b, c, d, xs, ys):
    return [a for a in xs if ((c or g(a)) if (None or None) else (a and (a if d else c)))]


def e247(a, b, c, d, xs, ys):
    return lambda: ((not (1 if d else a)) and ((a and xs[0] and 1) or ((1 and (b if g(a) else 0)) if (g(a) >= g(a) < 0 >= g(a)) else (not c))) and ((not xs[0]) and (1 and d)))


def e248(a, b, c, d, xs, ys):
    while 1:
        if (0 and 0):
            break
        g(a)


def e249(a, b, c, d, xs, ys):
    for v in xs:
        if (((d if None else 1) if (0 or b) else (0 if b else d)) or ((xs[0] not in d >= d) or ((0 if xs[0] else a) if (xs[0] and g(a)) else (not 1)))):
            continue
        g(v)


def e250(a, b, c, d, xs, ys):
    return ((not d) or (c and b) or (d in c < None <= xs[0]))


def e251(a, b, c, d, xs, ys):
    if (g(None) if g(0) else g(xs[0])):
        return 1
    return 2


def e252(a, b, c, d, xs, ys):
    if ((0 if d else 0) if g(None) else (None and None)):
        g(1)
    else:
        g(2)


def e253(a, b, c, d, xs, ys):
    while ((a if b else b) or ((not None) if g(a) else (d in b <= a in c))):
        g(1)


def e254(a, b, c, d, xs, ys):
    x = ((c or 1 or b) if (b if xs[0] else d) else g(d))
    return x


def e255(a, b, c, d, xs, ys):
    assert (not (d and (0 if xs[0] else c))), a


def e256(a, b, c, d, xs, ys):
    return [a for a in xs if ((not g(b)) if (not (b or (0 if xs[0] else a))) else (not (None or (b if g(a) else c))))]


def e257(a, b, c, d, xs, ys):
    return lambda: (g(b) or (d and (None if xs[0] else b)))


def e258(a, b, c, d, xs, ys):
    while 1:
        if (not 0):
            break
        g(a)


def e259(a, b, c, d, xs, ys):
    for v in xs:
        if (((0 or None) and (not b)) and ((d >= 0 not in 1 != xs[0]) and (g(a) and d) and (not c))):
            continue
        g(v)


def e260(a, b, c, d, xs, ys):
    return g(g((d and (g(a) if c else 0))))


def e261(a, b, c, d, xs, ys):
    if ((0 or xs[0]) == (xs[0] or None or xs[0]) >= (c or None or None) != (a and a and xs[0])):
        return 1
    return 2


def e262(a, b, c, d, xs, ys):
    if (g(d) in (g(a) if d else a) > (not c) >= g(xs[0])):
        g(1)
    else:
        g(2)


def e263(a, b, c, d, xs, ys):
    while (g((None if 0 else c)) != ((d >= 0) or (g(a) if xs[0] else c))):
        g(1)


def e264(a, b, c, d, xs, ys):
    x = (not (xs[0] if c else 0))
    return x


def e265(a, b, c, d, xs, ys):
    assert (g(c) or ((not xs[0]) if g(g(a)) else (c and g(a)))), a


def e266(a, b, c, d, xs, ys):
    return [a for a in xs if g(b)]


def e267(a, b, c, d, xs, ys):
    return lambda: (d != 0)


def e268(a, b, c, d, xs, ys):
    while 1:
        if ((g(a) and g(a)) if (b or (b if c else None)) else (g(a) > b == d not in g(a))):
            break
        g(a)


def e269(a, b, c, d, xs, ys):
    for v in xs:
        if ((0 in None) == (c or g(a) or 1) not in (None if 0 else None)):
            continue
        g(v)


def e270(a, b, c, d, xs, ys):
    return ((not 1) and (d if 1 else d) and (xs[0] not in 0))


def e271(a, b, c, d, xs, ys):
    if (g(g(c)) == (not (None < xs[0] < b >= 0)) is not g((None or xs[0] or 0)) <= g((1 and 1 and c))):
        return 1
    return 2


def e272(a, b, c, d, xs, ys):
    if (g(d) if (b if d else g(a)) else (g(a) or c)):
        g(1)
    else:
        g(2)


def e273(a, b, c, d, xs, ys):
    while ((d if d else c) and (not 0)):
        g(1)


def e274(a, b, c, d, xs, ys):
    x = (None and xs[0])
    return x


def e275(a, b, c, d, xs, ys):
    assert ((a if xs[0] else b) and ((b and (0 if None else 1)) if (xs[0] == 0) else g(g(a)))), a


def e276(a, b, c, d, xs, ys):
    return [a for a in xs if (0 if 1 else xs[0])]


def e277(a, b, c, d, xs, ys):
    return lambda: (g(d) and (b or 1 or None))


def e278(a, b, c, d, xs, ys):
    while 1:
        if ((0 and b) if (None if d else c) else (d or (b if b else 0))):
            break
        g(a)


def e279(a, b, c, d, xs, ys):
    for v in xs:
        if ((1 or xs[0]) <= (xs[0] or g(a) or c)):
            continue
        g(v)


def e280(a, b, c, d, xs, ys):
    return (((None or 0) and (None if xs[0] else 1) and (c and g(a))) if ((c or 0 or d) if (d or xs[0] or g(a)) else (c if d else a)) else (not (0 or 1)))


def e281(a, b, c, d, xs, ys):
    if g((1 and 0 and b)):
        return 1
    return 2


def e282(a, b, c, d, xs, ys):
    if (0 if b else d):
        g(1)
    else:
        g(2)


def e283(a, b, c, d, xs, ys):
    while ((d and (g(a) if g(a) else c)) and ((1 and a and 1) if (a if c else 0) else (None and c and None))):
        g(1)


def e284(a, b, c, d, xs, ys):
    x = g((g(a) if g(a) else c))
    return x


def e285(a, b, c, d, xs, ys):
    assert ((d if g(a) else 1) if g(b) else (None and None and c)), a


def e286(a, b, c, d, xs, ys):
    return [a for a in xs if (b and 0)]


def e287(a, b, c, d, xs, ys):
    return lambda: (g(a) if b else c)


def e288(a, b, c, d, xs, ys):
    while 1:
        if (not (d and c and g(a))):
            break
        g(a)


def e289(a, b, c, d, xs, ys):
    for v in xs:
        if ((not b) and (a and (1 if a else a)) and (c if 0 else 0)):
            continue
        g(v)


def e290(a, b, c, d, xs, ys):
    return ((d if None else d) == (None and a and g(a)))


def e291(a, b, c, d, xs, ys):
    if (g(b) if (d and (a if xs[0] else None)) else (not c)):
        return 1
    return 2


def e292(a, b, c, d, xs, ys):
    if g(((a and 1) or ((xs[0] or c or d) if (c if g(a) else d) else (not d)))):
        g(1)
    else:
        g(2)


def e293(a, b, c, d, xs, ys):
    while (None and (1 if 1 else 1)):
        g(1)


def e294(a, b, c, d, xs, ys):
    x = g(((None or xs[0]) and ((a if None else c) if (b if a else None) else (g(a) if d else 1))))
    return x


def e295(a, b, c, d, xs, ys):
    assert (b or 0 or c), a


def e296(a, b, c, d, xs, ys):
    return [a for a in xs if (((g(a) if b else None) or ((d if None else c) if (not xs[0]) else (a if g(a) else d))) or g((c or 1 or d)))]


def e297(a, b, c, d, xs, ys):
    return lambda: (not (a if None else c))


def e298(a, b, c, d, xs, ys):
    while 1:
        if ((None if 1 else a) or (d if xs[0] else None)):
            break
        g(a)


def e299(a, b, c, d, xs, ys):
    for v in xs:
        if ((0 if a else 1) if (d if 1 else None) else (not 1)):
            continue
        g(v)


def chain1_0(a, b, c, d, xs, ys):
    return a == xs


def chain1_1(a, b, c, d, xs, ys):
    if c == c:
        return 1
    return 2


def chain1_2(a, b, c, d, xs, ys):
    if b != c:
        g(1)
    else:
        g(2)


def chain1_3(a, b, c, d, xs, ys):
    while 1 >= c:
        g(1)


def chain2_0(a, b, c, d, xs, ys):
    return b == 1 not in b


def chain2_1(a, b, c, d, xs, ys):
    if c <= g(a) < a:
        return 1
    return 2


def chain2_2(a, b, c, d, xs, ys):
    if xs > b != b:
        g(1)
    else:
        g(2)


def chain2_3(a, b, c, d, xs, ys):
    while xs < g(a) <= c:
        g(1)


def chain3_0(a, b, c, d, xs, ys):
    return d == 1 < b <= g(a)


def chain3_1(a, b, c, d, xs, ys):
    if g(a) in xs <= a not in g(a):
        return 1
    return 2


def chain3_2(a, b, c, d, xs, ys):
    if g(a) in g(a) in b == 1:
        g(1)
    else:
        g(2)


def chain3_3(a, b, c, d, xs, ys):
    while b < c in b <= c:
        g(1)


def chain4_0(a, b, c, d, xs, ys):
    return g(a) <= a == xs > xs is not b


def chain4_1(a, b, c, d, xs, ys):
    if a < b == d == 1 == g(a):
        return 1
    return 2


def chain4_2(a, b, c, d, xs, ys):
    if g(a) in c < a in b is not a:
        g(1)
    else:
        g(2)


def chain4_3(a, b, c, d, xs, ys):
    while xs < c not in b < 1 in g(a):
        g(1)


def chain5_0(a, b, c, d, xs, ys):
    return 1 == d >= g(a) is c is not a == b


def chain5_1(a, b, c, d, xs, ys):
    if b not in 1 != g(a) >= b != d == g(a):
        return 1
    return 2


def chain5_2(a, b, c, d, xs, ys):
    if b in c in a in c is not g(a) <= c:
        g(1)
    else:
        g(2)


def chain5_3(a, b, c, d, xs, ys):
    while c >= g(a) in d in c is xs <= d:
        g(1)


def chain6_0(a, b, c, d, xs, ys):
    return a >= d is b > c in 1 not in g(a) < a


def chain6_1(a, b, c, d, xs, ys):
    if b >= c > b < xs > 1 != c > c:
        return 1
    return 2


def chain6_2(a, b, c, d, xs, ys):
    if d < g(a) is g(a) in xs < g(a) in b is a:
        g(1)
    else:
        g(2)


def chain6_3(a, b, c, d, xs, ys):
    while c in b < xs == 1 not in b <= 1 != xs:
        g(1)


def chain7_0(a, b, c, d, xs, ys):
    return 1 < c < xs != b == xs is not c > b >= a


def chain7_1(a, b, c, d, xs, ys):
    if b > d is not a in d is a is not g(a) < xs <= 1:
        return 1
    return 2


def chain7_2(a, b, c, d, xs, ys):
    if b < b == 1 not in d >= g(a) in 1 != a in a:
        g(1)
    else:
        g(2)


def chain7_3(a, b, c, d, xs, ys):
    while d > c > g(a) in a not in d == b <= b > g(a):
        g(1)


def chain8_0(a, b, c, d, xs, ys):
    return 1 == 1 < d is a in a is b is d == xs in b


def chain8_1(a, b, c, d, xs, ys):
    if d in a is not d not in b is d >= c not in g(a) != d > d:
        return 1
    return 2


def chain8_2(a, b, c, d, xs, ys):
    if d > a < d > 1 <= c >= xs == a == xs is d:
        g(1)
    else:
        g(2)


def chain8_3(a, b, c, d, xs, ys):
    while d >= g(a) == c is a != g(a) is not xs != 1 > a > d:
        g(1)


def chain9_0(a, b, c, d, xs, ys):
    return g(a) == xs <= b is not a < xs < 1 < 1 == 1 >= xs == 1


def chain9_1(a, b, c, d, xs, ys):
    if xs is b not in d in 1 > 1 == b > d != a > d is xs:
        return 1
    return 2


def chain9_2(a, b, c, d, xs, ys):
    if a is g(a) == 1 == g(a) == g(a) not in 1 <= c >= a < c in 1:
        g(1)
    else:
        g(2)


def chain9_3(a, b, c, d, xs, ys):
    while a >= d >= d not in d != c >= b < b > g(a) in d >= 1:
        g(1)


def chain10_0(a, b, c, d, xs, ys):
    return xs != a not in a is not a is not b is d >= g(a) in xs != b > c is xs


def chain10_1(a, b, c, d, xs, ys):
    if b >= xs is not xs in b == b in g(a) == g(a) > b is not c <= a == 1:
        return 1
    return 2


def chain10_2(a, b, c, d, xs, ys):
    if 1 in a is c >= a > g(a) <= g(a) not in xs in d > g(a) not in c != a:
        g(1)
    else:
        g(2)


def chain10_3(a, b, c, d, xs, ys):
    while xs < 1 < 1 <= c not in 1 > a in d is not d not in a not in b > c:
        g(1)


def chain11_0(a, b, c, d, xs, ys):
    return a == a is xs != a >= a > c in g(a) > c in a > d == 1 == g(a)


def chain11_1(a, b, c, d, xs, ys):
    if a is not c > b in 1 <= 1 >= xs > 1 == 1 in c > 1 not in g(a) != b:
        return 1
    return 2


def chain11_2(a, b, c, d, xs, ys):
    if xs <= g(a) >= g(a) >= g(a) <= 1 == xs == 1 >= b not in b < g(a) < d > d:
        g(1)
    else:
        g(2)


def chain11_3(a, b, c, d, xs, ys):
    while g(a) in a not in b == d <= a >= d not in xs >= d >= d < a >= c not in a:
        g(1)


def chain12_0(a, b, c, d, xs, ys):
    return g(a) is not c < xs not in b is g(a) in xs is xs < b <= b != b <= xs < g(a) is not g(a)


def chain12_1(a, b, c, d, xs, ys):
    if b != a <= g(a) == 1 == d == c != g(a) < g(a) not in d != xs == 1 <= a in b:
        return 1
    return 2


def chain12_2(a, b, c, d, xs, ys):
    if xs in a <= a is g(a) is c != c < a is c > b == d == 1 <= 1 == a:
        g(1)
    else:
        g(2)


def chain12_3(a, b, c, d, xs, ys):
    while 1 not in 1 < b < d not in 1 == d in b in a <= 1 not in c is g(a) in g(a) <= xs:
        g(1)


def sets0(a, b, c, d, xs, ys):
    for v in {1, 2}:
        g(v)
    if a in {1, 2}:
        return [v for v in {1, 2} if v not in {1, 2}]
    return {v: v for v in {1, 2}}, (v for v in {1, 2}), a not in {1, 2}


def sets1(a, b, c, d, xs, ys):
    for v in {'x', 'y', 'z'}:
        g(v)
    if a in {'x', 'y', 'z'}:
        return [v for v in {'x', 'y', 'z'} if v not in {'x', 'y', 'z'}]
    return {v: v for v in {'x', 'y', 'z'}}, (v for v in {'x', 'y', 'z'}), a not in {'x', 'y', 'z'}


def sets2(a, b, c, d, xs, ys):
    for v in {1.5, None, (1, 2)}:
        g(v)
    if a in {1.5, None, (1, 2)}:
        return [v for v in {1.5, None, (1, 2)} if v not in {1.5, None, (1, 2)}]
    return {v: v for v in {1.5, None, (1, 2)}}, (v for v in {1.5, None, (1, 2)}), a not in {1.5, None, (1, 2)}


def sets3(a, b, c, d, xs, ys):
    for v in {a, b}:
        g(v)
    if a in {a, b}:
        return [v for v in {a, b} if v not in {a, b}]
    return {v: v for v in {a, b}}, (v for v in {a, b}), a not in {a, b}


def sets4(a, b, c, d, xs, ys):
    for v in {*xs}:
        g(v)
    if a in {*xs}:
        return [v for v in {*xs} if v not in {*xs}]
    return {v: v for v in {*xs}}, (v for v in {*xs}), a not in {*xs}
