"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""


def c0(a, b, c, d, xs, ys):
    return [v1 for v0 in range(a) if g(v0) in {1, 2} if not v0 for v1 in {1, 2}]


def c1(a, b, c, d, xs, ys):
    x = (v0 for v0 in ys for v1 in v0 for v2 in v1 if v2 < a < b if v2 or b)
    return x, [v for v in x if v]


def c2(a, b, c, d, xs, ys):
    class C:
        z = (v0 for v0 in {g(v0) for v0 in {1, 2} if not v0 if not v0 for v1 in v0} for v1 in ys)
        t = [v for v in xs if v]
    return C


async def c3(a, b, c, d, xs, ys):
    return {[(v1 if a else v0) for v0 in xs if v0 if v0 < a < b for v1 in g(a)] for v0 in g(a) if v0 or b for v1 in range(a) if v1 and a if v1}


def c4(a, b, c, d, xs, ys):
    x = {[g(v0) for v0 in {1, 2} if not v0] for v0 in range(a) if g(v0) in {1, 2} for v1 in range(a)}
    return x, [v for v in x if v]


def c5(a, b, c, d, xs, ys):
    class C:
        z = [{(v1 if a else v0): (v1 if a else v0) for v0 in {1, 2} for v1 in range(a)} for v0 in ys]
        t = [v for v in xs if v]
    return C


def c6(a, b, c, d, xs, ys):
    return (g(v0) for v0 in [g(v0) for v0 in ys] if not v0)


async def c7(a, b, c, d, xs, ys):
    x = ((v0 if a else v0) for v0 in range(a) if v0 < a < b)
    return x


def c8(a, b, c, d, xs, ys):
    class C:
        z = {(v1 if a else v0): (v1 if a else v0) for v0 in ys for v1 in [v0 for v0 in xs for v1 in xs if g(v1) in {1, 2} if not v1] if not v1}
        t = [v for v in xs if v]
    return C


def c9(a, b, c, d, xs, ys):
    return [g(v0) for v0 in g(a) for v1 in {v1: v1 for v0 in {v1 for v0 in xs for v1 in xs if v1 or b if g(v1) in {1, 2} for v2 in xs if g(v2) in {1, 2} if v2 < a < b} if (v0 if a else b) for v1 in v0} if g(v1) in {1, 2}]


def c10(a, b, c, d, xs, ys):
    x = {v0: v0 for v0 in g(a) if v0 < a < b for v1 in range(a) if (v1 if a else b) for v2 in g(a)}
    return x, [v for v in x if v]


async def c11(a, b, c, d, xs, ys):
    class C:
        z = (v0 for v0 in {1, 2} if g(v0) in {1, 2} if not v0 for v1 in range(a) if not v1 if (v1 if a else b) for v2 in v1)
        t = [v for v in xs if v]
    return C


def c12(a, b, c, d, xs, ys):
    return {v1: v1 for v0 in {1, 2} if not v0 for v1 in {1, 2} if v1 and a if v1 < a < b for v2 in g(a)}


def c13(a, b, c, d, xs, ys):
    x = {v0: v0 for v0 in {g(v0) for v0 in (v1 for v0 in g(a) if (v0 if a else b) if (v0 if a else b) for v1 in {1, 2})} if v0}
    return x, [v for v in x if v]


def c14(a, b, c, d, xs, ys):
    class C:
        z = {g(v0) for v0 in (v1 for v0 in {1, 2} for v1 in range(a) for v2 in {1, 2} if v2 < a < b if not v2) for v1 in xs}
        t = [v for v in xs if v]
    return C


async def c15(a, b, c, d, xs, ys):
    return {await w(g(v0)): await w(g(v0)) for v0 in g(a) if v0 or b if (v0 if a else b)}


def c16(a, b, c, d, xs, ys):
    x = {v1: v1 for v0 in xs for v1 in ys}
    return x, [v for v in x if v]


def c17(a, b, c, d, xs, ys):
    class C:
        z = ({v0: v0 for v0 in range(a)} for v0 in {v0 for v0 in range(a) if v0 or b} if v0 if v0 and a)
        t = [v for v in xs if v]
    return C


def c18(a, b, c, d, xs, ys):
    return {(v0 if a else v0) for v0 in {1, 2}}


async def c19(a, b, c, d, xs, ys):
    x = ((v1 if a else v0) async for v0 in {1, 2} if (v0 if a else b) if g(v0) in {1, 2} async for v1 in range(a) if not v1)
    return x


def c20(a, b, c, d, xs, ys):
    class C:
        z = (v1 for v0 in ys if v0 < a < b if not v0 for v1 in v0 if v1 < a < b)
        t = [v for v in xs if v]
    return C


def c21(a, b, c, d, xs, ys):
    return {g(v0): g(v0) for v0 in xs}


def c22(a, b, c, d, xs, ys):
    x = {v0: v0 for v0 in {(v1 if a else v0) for v0 in g(a) if g(v0) in {1, 2} if v0 or b for v1 in ys} if g(v0) in {1, 2} if v0 or b}
    return x, [v for v in x if v]


async def c23(a, b, c, d, xs, ys):
    class C:
        z = {{v0: v0 for v0 in g(a) if (v0 if a else b) if v0} for v0 in g(a) if v0 < a < b}
        t = [v for v in xs if v]
    return C


def c24(a, b, c, d, xs, ys):
    return ((v1 if a else v0) for v0 in {1, 2} if v0 < a < b if (v0 if a else b) for v1 in range(a))


def c25(a, b, c, d, xs, ys):
    x = {v0: v0 for v0 in g(a) if g(v0) in {1, 2}}
    return x, [v for v in x if v]


def c26(a, b, c, d, xs, ys):
    class C:
        z = [v0 for v0 in ((v0 if a else v0) for v0 in range(a))]
        t = [v for v in xs if v]
    return C


async def c27(a, b, c, d, xs, ys):
    return {[g(v0) for v0 in xs if g(v0) in {1, 2} if not v0]: [g(v0) for v0 in xs if g(v0) in {1, 2} if not v0] for v0 in {1, 2} if v0 or b for v1 in v0 for v2 in {1, 2} if (v2 if a else b) if v2 < a < b}


def c28(a, b, c, d, xs, ys):
    x = [g(v0) for v0 in [[(v2 if a else v0) for v0 in ys for v1 in ys for v2 in ys] for v0 in range(a) if not v0 for v1 in {1, 2}]]
    return x, [v for v in x if v]


def c29(a, b, c, d, xs, ys):
    class C:
        z = ({v0: v0 for v0 in xs if g(v0) in {1, 2} if g(v0) in {1, 2} for v1 in g(a) if not v1 if v1} for v0 in g(a) for v1 in range(a) if g(v1) in {1, 2})
        t = [v for v in xs if v]
    return C


def c30(a, b, c, d, xs, ys):
    return {{v0 for v0 in {1, 2} if g(v0) in {1, 2}}: {v0 for v0 in {1, 2} if g(v0) in {1, 2}} for v0 in range(a) if v0 and a for v1 in v0 if v1 or b for v2 in range(a)}


async def c31(a, b, c, d, xs, ys):
    x = {((v1 if a else v0) for v0 in xs for v1 in v0 if not v1 if (v1 if a else b)) async for v0 in (v0 for v0 in ys for v1 in range(a) if v1 < a < b if (v1 if a else b)) if (v0 if a else b) async for v1 in {g(v0) for v0 in range(a) if v0 or b for v1 in ys}}
    return x


def c32(a, b, c, d, xs, ys):
    class C:
        z = ((v1 if a else v0) for v0 in g(a) for v1 in v0 if v1 or b if (v1 if a else b))
        t = [v for v in xs if v]
    return C


def c33(a, b, c, d, xs, ys):
    return (v0 for v0 in xs)


def c34(a, b, c, d, xs, ys):
    x = {v1: v1 for v0 in xs for v1 in v0 if v1}
    return x, [v for v in x if v]


async def c35(a, b, c, d, xs, ys):
    class C:
        z = {v0 for v0 in xs}
        t = [v for v in xs if v]
    return C


def c36(a, b, c, d, xs, ys):
    return {(v1 if a else v0): (v1 if a else v0) for v0 in ys for v1 in [(v1 if a else v0) for v0 in {1, 2} if v0 and a for v1 in ys if v1 or b if g(v1) in {1, 2}]}


def c37(a, b, c, d, xs, ys):
    x = {g(v0) for v0 in xs if v0 or b if (v0 if a else b)}
    return x, [v for v in x if v]


def c38(a, b, c, d, xs, ys):
    class C:
        z = ((v0 if a else v0) for v0 in xs if v0 if v0 < a < b)
        t = [v for v in xs if v]
    return C


async def c39(a, b, c, d, xs, ys):
    return [(v1 if a else v0) for v0 in ys async for v1 in ys if (v1 if a else b) if v1 and a]


def c40(a, b, c, d, xs, ys):
    x = (g(v0) for v0 in xs for v1 in {1, 2} if v1 or b for v2 in {v0: v0 for v0 in g(a) if v0 and a if g(v0) in {1, 2}} if v2 < a < b)
    return x, [v for v in x if v]


def c41(a, b, c, d, xs, ys):
    class C:
        z = (v0 for v0 in {1, 2} if v0 < a < b for v1 in {1, 2})
        t = [v for v in xs if v]
    return C


def c42(a, b, c, d, xs, ys):
    return {g(v0) for v0 in range(a) if v0 or b if v0 and a}


async def c43(a, b, c, d, xs, ys):
    x = {v1 async for v0 in range(a) if v0 < a < b for v1 in {1, 2} if (v1 if a else b)}
    return x


def c44(a, b, c, d, xs, ys):
    class C:
        z = (g(v0) for v0 in range(a) if g(v0) in {1, 2} if v0 for v1 in ys)
        t = [v for v in xs if v]
    return C


def c45(a, b, c, d, xs, ys):
    return {(g(v0) for v0 in xs for v1 in {1, 2} if v1 < a < b): (g(v0) for v0 in xs for v1 in {1, 2} if v1 < a < b) for v0 in {1, 2} if v0 for v1 in ys}


def c46(a, b, c, d, xs, ys):
    x = (v0 for v0 in xs if not v0 for v1 in range(a) if v1 if v1 and a)
    return x, [v for v in x if v]


async def c47(a, b, c, d, xs, ys):
    class C:
        z = [{v1: v1 for v0 in {1, 2} if g(v0) in {1, 2} for v1 in {1, 2} if v1 or b} for v0 in xs if v0]
        t = [v for v in xs if v]
    return C


def c48(a, b, c, d, xs, ys):
    return ((v0 if a else v0) for v0 in xs)


def c49(a, b, c, d, xs, ys):
    x = (g(v0) for v0 in ys)
    return x, [v for v in x if v]


def c50(a, b, c, d, xs, ys):
    class C:
        z = {g(v0) for v0 in range(a)}
        t = [v for v in xs if v]
    return C


async def c51(a, b, c, d, xs, ys):
    return [await w(v0) async for v0 in xs if (v0 if a else b) if (v0 if a else b) async for v1 in ((v0 if a else v0) for v0 in ys) if (v1 if a else b) if g(v1) in {1, 2}]


def c52(a, b, c, d, xs, ys):
    x = {(v1 if a else v0) for v0 in xs for v1 in ys}
    return x, [v for v in x if v]


def c53(a, b, c, d, xs, ys):
    class C:
        z = [[v1 for v0 in g(a) if not v0 if (v0 if a else b) for v1 in g(a) if v1 and a] for v0 in ys for v1 in range(a)]
        t = [v for v in xs if v]
    return C


def c54(a, b, c, d, xs, ys):
    return (g(v0) for v0 in ys if (v0 if a else b) if v0 or b for v1 in {1, 2})


async def c55(a, b, c, d, xs, ys):
    x = (v0 for v0 in g(a) if v0 or b)
    return x


def c56(a, b, c, d, xs, ys):
    class C:
        z = (g(v0) for v0 in g(a))
        t = [v for v in xs if v]
    return C


def c57(a, b, c, d, xs, ys):
    return {g(v0): g(v0) for v0 in ys for v1 in range(a)}


def c58(a, b, c, d, xs, ys):
    x = {v0: v0 for v0 in xs for v1 in g(a)}
    return x, [v for v in x if v]


async def c59(a, b, c, d, xs, ys):
    class C:
        z = [v1 for v0 in xs for v1 in {1, 2}]
        t = [v for v in xs if v]
    return C


def c60(a, b, c, d, xs, ys):
    return {v2 for v0 in range(a) for v1 in ys if g(v1) in {1, 2} for v2 in g(a)}


def c61(a, b, c, d, xs, ys):
    x = [v0 for v0 in xs if g(v0) in {1, 2} for v1 in {1, 2} if v1 and a if (v1 if a else b)]
    return x, [v for v in x if v]


def c62(a, b, c, d, xs, ys):
    class C:
        z = [((v0 if a else v0) for v0 in range(a) if v0) for v0 in ys if v0 < a < b]
        t = [v for v in xs if v]
    return C


async def c63(a, b, c, d, xs, ys):
    return {{g(v0): g(v0) for v0 in range(a) for v1 in ys if not v1} for v0 in ((v0 if a else v0) for v0 in ys) if v0 or b async for v1 in ys if v1}


def c64(a, b, c, d, xs, ys):
    x = ((v1 if a else v0) for v0 in {[(v1 if a else v0) for v0 in {1, 2} if (v0 if a else b) for v1 in {1, 2}]: [(v1 if a else v0) for v0 in {1, 2} if (v0 if a else b) for v1 in {1, 2}] for v0 in {(v0 if a else v0): (v0 if a else v0) for v0 in {1, 2} if v0 if (v0 if a else b)} for v1 in {1, 2} if (v1 if a else b) if not v1} for v1 in [g(v0) for v0 in [(v0 if a else v0) for v0 in g(a) if v0] if v0 < a < b])
    return x, [v for v in x if v]


def c65(a, b, c, d, xs, ys):
    class C:
        z = [[g(v0) for v0 in range(a) for v1 in g(a) if g(v1) in {1, 2} if v1 < a < b] for v0 in range(a) for v1 in ys]
        t = [v for v in xs if v]
    return C


def c66(a, b, c, d, xs, ys):
    return {{(v0 if a else v0) for v0 in range(a) if v0 and a} for v0 in xs if v0 if v0 and a for v1 in (v0 for v0 in ys if not v0 if v0 for v1 in range(a))}


async def c67(a, b, c, d, xs, ys):
    x = {await w(v0): await w(v0) async for v0 in g(a) for v1 in v0 if v1 or b if v1 and a}
    return x


def c68(a, b, c, d, xs, ys):
    class C:
        z = ((v0 if a else v0) for v0 in {1, 2} if v0 or b)
        t = [v for v in xs if v]
    return C


def c69(a, b, c, d, xs, ys):
    return ([v0 for v0 in xs for v1 in {1, 2} if not v1 for v2 in ys] for v0 in g(a))


def c70(a, b, c, d, xs, ys):
    x = {v0 for v0 in ys if v0 < a < b for v1 in ys}
    return x, [v for v in x if v]


async def c71(a, b, c, d, xs, ys):
    class C:
        z = {g(v0): g(v0) for v0 in ys}
        t = [v for v in xs if v]
    return C


def c72(a, b, c, d, xs, ys):
    return [{g(v0): g(v0) for v0 in g(a) for v1 in range(a) if not v1} for v0 in ys for v1 in {(v1 if a else v0): (v1 if a else v0) for v0 in range(a) if (v0 if a else b) if v0 < a < b for v1 in {1, 2} if v1 < a < b if not v1} if v1 < a < b for v2 in v1 if g(v2) in {1, 2} if v2]


def c73(a, b, c, d, xs, ys):
    x = [g(v0) for v0 in {1, 2} for v1 in v0 if v1 or b for v2 in {1, 2} if v2 < a < b]
    return x, [v for v in x if v]


def c74(a, b, c, d, xs, ys):
    class C:
        z = {v1: v1 for v0 in ys for v1 in xs}
        t = [v for v in xs if v]
    return C


async def c75(a, b, c, d, xs, ys):
    return {v0 for v0 in range(a) if v0}


def c76(a, b, c, d, xs, ys):
    x = (v1 for v0 in {1, 2} for v1 in range(a))
    return x, [v for v in x if v]


def c77(a, b, c, d, xs, ys):
    class C:
        z = {g(v0) for v0 in ys}
        t = [v for v in xs if v]
    return C


def c78(a, b, c, d, xs, ys):
    return ({g(v0) for v0 in xs if v0 and a if v0 or b} for v0 in g(a) for v1 in {1, 2} if v1)


async def c79(a, b, c, d, xs, ys):
    x = [(v0 if a else v0) for v0 in g(a)]
    return x


def c80(a, b, c, d, xs, ys):
    class C:
        z = {g(v0): g(v0) for v0 in ys}
        t = [v for v in xs if v]
    return C


def c81(a, b, c, d, xs, ys):
    return [g(v0) for v0 in {1, 2} if g(v0) in {1, 2} if v0 < a < b]


def c82(a, b, c, d, xs, ys):
    x = {v1 for v0 in ys for v1 in ys if v1 or b}
    return x, [v for v in x if v]


async def c83(a, b, c, d, xs, ys):
    class C:
        z = [v0 for v0 in range(a) if v0 or b for v1 in g(a) if v1 < a < b if v1 or b for v2 in ys]
        t = [v for v in xs if v]
    return C


def c84(a, b, c, d, xs, ys):
    return (v1 for v0 in ys for v1 in (v0 for v0 in xs))


def c85(a, b, c, d, xs, ys):
    x = [v0 for v0 in {1, 2}]
    return x, [v for v in x if v]


def c86(a, b, c, d, xs, ys):
    class C:
        z = [(v2 if a else v0) for v0 in ys if v0 or b if g(v0) in {1, 2} for v1 in range(a) for v2 in g(a) if not v2]
        t = [v for v in xs if v]
    return C


async def c87(a, b, c, d, xs, ys):
    return {v2 for v0 in range(a) if v0 or b if v0 async for v1 in xs if g(v1) in {1, 2} if v1 < a < b async for v2 in {1, 2} if v2 and a if v2}


def c88(a, b, c, d, xs, ys):
    x = (g(v0) for v0 in g(a) if g(v0) in {1, 2} if (v0 if a else b))
    return x, [v for v in x if v]


def c89(a, b, c, d, xs, ys):
    class C:
        z = [v2 for v0 in {(v1 if a else v0) for v0 in xs if v0 < a < b if (v0 if a else b) for v1 in ys} if v0 < a < b for v1 in {(v1 if a else v0): (v1 if a else v0) for v0 in range(a) if (v0 if a else b) for v1 in v0} if v1 or b if v1 < a < b for v2 in ys if v2 < a < b]
        t = [v for v in xs if v]
    return C


def c90(a, b, c, d, xs, ys):
    return (v0 for v0 in ys for v1 in xs for v2 in range(a))


async def c91(a, b, c, d, xs, ys):
    x = [v2 for v0 in ((v2 if a else v0) for v0 in ys for v1 in xs if not v1 for v2 in v1 if (v2 if a else b)) async for v1 in {v0: v0 for v0 in xs if not v0 if v0 < a < b for v1 in ys if v1 < a < b if v1 or b for v2 in ys if v2 < a < b} for v2 in v1 if v2]
    return x


def c92(a, b, c, d, xs, ys):
    class C:
        z = (v1 for v0 in [g(v0) for v0 in ys for v1 in {1, 2}] if (v0 if a else b) if (v0 if a else b) for v1 in xs if (v1 if a else b) if g(v1) in {1, 2})
        t = [v for v in xs if v]
    return C


def c93(a, b, c, d, xs, ys):
    return {g(v0): g(v0) for v0 in range(a)}


def c94(a, b, c, d, xs, ys):
    x = [v0 for v0 in range(a) if v0 and a for v1 in v0]
    return x, [v for v in x if v]


async def c95(a, b, c, d, xs, ys):
    class C:
        z = (g(v0) for v0 in {1, 2} if v0 if v0 or b for v1 in xs if v1 and a)
        t = [v for v in xs if v]
    return C


def c96(a, b, c, d, xs, ys):
    return {g(v0): g(v0) for v0 in {1, 2} if v0 and a for v1 in v0 if g(v1) in {1, 2} if v1 < a < b}


def c97(a, b, c, d, xs, ys):
    x = (v0 for v0 in xs)
    return x, [v for v in x if v]


def c98(a, b, c, d, xs, ys):
    class C:
        z = {g(v0): g(v0) for v0 in ys if v0 and a}
        t = [v for v in xs if v]
    return C


async def c99(a, b, c, d, xs, ys):
    return (v0 async for v0 in {v1: v1 for v0 in xs for v1 in range(a) if g(v1) in {1, 2} if v1 for v2 in (g(v0) for v0 in ys for v1 in {1, 2})} if (v0 if a else b) for v1 in xs if v1 < a < b if not v1 async for v2 in {(v0 if a else v0) for v0 in xs if g(v0) in {1, 2} if g(v0) in {1, 2}})


def c100(a, b, c, d, xs, ys):
    x = {(v0 if a else v0) for v0 in g(a) if v0 and a if (v0 if a else b)}
    return x, [v for v in x if v]


def c101(a, b, c, d, xs, ys):
    class C:
        z = ((v1 if a else v0) for v0 in {(v1 if a else v0) for v0 in xs for v1 in xs} if v0 if g(v0) in {1, 2} for v1 in v0)
        t = [v for v in xs if v]
    return C


def c102(a, b, c, d, xs, ys):
    return (v0 for v0 in {1, 2} for v1 in {1, 2} if v1 for v2 in g(a) if v2)


async def c103(a, b, c, d, xs, ys):
    x = ((v1 if a else v0) async for v0 in ys async for v1 in {1, 2})
    return x


def c104(a, b, c, d, xs, ys):
    class C:
        z = {v0 for v0 in xs if g(v0) in {1, 2} if v0 < a < b}
        t = [v for v in xs if v]
    return C


def c105(a, b, c, d, xs, ys):
    return {v2: v2 for v0 in g(a) if v0 if g(v0) in {1, 2} for v1 in {[(v1 if a else v0) for v0 in {1, 2} if v0 < a < b for v1 in range(a) if v1] for v0 in {(v1 if a else v0) for v0 in xs if v0 and a for v1 in range(a) if v1 < a < b if v1 < a < b} if v0 if v0 and a for v1 in range(a)} for v2 in {1, 2} if v2 < a < b}


def c106(a, b, c, d, xs, ys):
    x = {v0 for v0 in xs}
    return x, [v for v in x if v]


async def c107(a, b, c, d, xs, ys):
    class C:
        z = ({v2: v2 for v0 in {1, 2} for v1 in ys if not v1 if not v1 for v2 in range(a) if v2} for v0 in ys)
        t = [v for v in xs if v]
    return C


def c108(a, b, c, d, xs, ys):
    return [g(v0) for v0 in xs if v0 and a for v1 in {v0: v0 for v0 in g(a)}]


def c109(a, b, c, d, xs, ys):
    x = (g(v0) for v0 in g(a))
    return x, [v for v in x if v]


def c110(a, b, c, d, xs, ys):
    class C:
        z = {g(v0): g(v0) for v0 in [(v0 if a else v0) for v0 in {1, 2} if v0 and a] if v0 < a < b for v1 in range(a) for v2 in g(a) if v2 < a < b}
        t = [v for v in xs if v]
    return C


async def c111(a, b, c, d, xs, ys):
    return (g(v0) async for v0 in xs async for v1 in ys)


def c112(a, b, c, d, xs, ys):
    x = {v0: v0 for v0 in [v0 for v0 in g(a) if v0 < a < b for v1 in v0] if (v0 if a else b) if g(v0) in {1, 2} for v1 in g(a)}
    return x, [v for v in x if v]


def c113(a, b, c, d, xs, ys):
    class C:
        z = {(v0 if a else v0): (v0 if a else v0) for v0 in [v0 for v0 in range(a) for v1 in ys] if not v0}
        t = [v for v in xs if v]
    return C


def c114(a, b, c, d, xs, ys):
    return ((v0 if a else v0) for v0 in g(a))


async def c115(a, b, c, d, xs, ys):
    x = {await w((v0 if a else v0)) for v0 in ys if (v0 if a else b)}
    return x


def c116(a, b, c, d, xs, ys):
    class C:
        z = [(v0 for v0 in g(a) if v0 or b) for v0 in {1, 2} if v0 if v0 < a < b]
        t = [v for v in xs if v]
    return C


def c117(a, b, c, d, xs, ys):
    return (g(v0) for v0 in {1, 2} if v0 or b if v0 < a < b for v1 in {1, 2} if g(v1) in {1, 2} if v1 or b for v2 in {1, 2})


def c118(a, b, c, d, xs, ys):
    x = [g(v0) for v0 in {1, 2} if v0 and a if v0 for v1 in range(a) if g(v1) in {1, 2}]
    return x, [v for v in x if v]


async def c119(a, b, c, d, xs, ys):
    class C:
        z = (v1 for v0 in {1, 2} if not v0 for v1 in (v0 for v0 in {1, 2} for v1 in range(a) if g(v1) in {1, 2} if v1))
        t = [v for v in xs if v]
    return C


def c120(a, b, c, d, xs, ys):
    return (v0 for v0 in ys if not v0 if v0 and a for v1 in range(a) if v1 and a for v2 in (v0 for v0 in {g(v0): g(v0) for v0 in range(a) if not v0}) if not v2)


def c121(a, b, c, d, xs, ys):
    x = [[v0 for v0 in range(a) if g(v0) in {1, 2} if (v0 if a else b) for v1 in range(a)] for v0 in g(a) for v1 in range(a) if not v1 if v1]
    return x, [v for v in x if v]


def c122(a, b, c, d, xs, ys):
    class C:
        z = (v0 for v0 in {1, 2} if v0)
        t = [v for v in xs if v]
    return C


async def c123(a, b, c, d, xs, ys):
    return {await w(v0) async for v0 in g(a) if g(v0) in {1, 2} if not v0 for v1 in range(a) async for v2 in ys}


def c124(a, b, c, d, xs, ys):
    x = [v0 for v0 in ys if (v0 if a else b) if v0 < a < b]
    return x, [v for v in x if v]


def c125(a, b, c, d, xs, ys):
    class C:
        z = ((v0 if a else v0) for v0 in range(a) if v0 < a < b if v0 or b)
        t = [v for v in xs if v]
    return C


def c126(a, b, c, d, xs, ys):
    return [v1 for v0 in [(v1 if a else v0) for v0 in range(a) if g(v0) in {1, 2} if v0 < a < b for v1 in range(a)] for v1 in (v1 for v0 in ys if (v0 if a else b) if not v0 for v1 in {1, 2} if g(v1) in {1, 2} if v1 and a) if v1 and a]


async def c127(a, b, c, d, xs, ys):
    x = [g(v0) for v0 in g(a) if (v0 if a else b)]
    return x


def c128(a, b, c, d, xs, ys):
    class C:
        z = (v0 for v0 in [v0 for v0 in ys] if v0 and a for v1 in range(a))
        t = [v for v in xs if v]
    return C


def c129(a, b, c, d, xs, ys):
    return {[(v0 if a else v0) for v0 in {v1: v1 for v0 in range(a) for v1 in {1, 2}}] for v0 in ys}


def c130(a, b, c, d, xs, ys):
    x = [v0 for v0 in ys if v0 or b if v0 and a for v1 in {1, 2} if v1 < a < b if v1 and a]
    return x, [v for v in x if v]


async def c131(a, b, c, d, xs, ys):
    class C:
        z = [v0 for v0 in {1, 2}]
        t = [v for v in xs if v]
    return C


def c132(a, b, c, d, xs, ys):
    return [{g(v0) for v0 in range(a)} for v0 in g(a) if v0 and a]


def c133(a, b, c, d, xs, ys):
    x = {(v2 if a else v0): (v2 if a else v0) for v0 in xs for v1 in range(a) if v1 and a for v2 in {v0 for v0 in xs for v1 in xs} if (v2 if a else b)}
    return x, [v for v in x if v]


def c134(a, b, c, d, xs, ys):
    class C:
        z = {g(v0) for v0 in {1, 2} if (v0 if a else b) if g(v0) in {1, 2}}
        t = [v for v in xs if v]
    return C


async def c135(a, b, c, d, xs, ys):
    return ((g(v0) for v0 in xs if v0 < a < b) for v0 in ys)


def c136(a, b, c, d, xs, ys):
    x = (g(v0) for v0 in xs if not v0 for v1 in {v0 for v0 in xs if v0 and a if v0 and a} if (v1 if a else b))
    return x, [v for v in x if v]


def c137(a, b, c, d, xs, ys):
    class C:
        z = {g(v0): g(v0) for v0 in {1, 2} if v0 if v0 < a < b}
        t = [v for v in xs if v]
    return C


def c138(a, b, c, d, xs, ys):
    return {v0: v0 for v0 in [g(v0) for v0 in ys] if (v0 if a else b) if not v0 for v1 in (v0 for v0 in xs if v0 < a < b for v1 in v0)}


async def c139(a, b, c, d, xs, ys):
    x = [v1 async for v0 in ys for v1 in xs for v2 in xs if v2 < a < b if g(v2) in {1, 2}]
    return x


def c140(a, b, c, d, xs, ys):
    class C:
        z = [v0 for v0 in ys if not v0 for v1 in v0 if v1]
        t = [v for v in xs if v]
    return C


def c141(a, b, c, d, xs, ys):
    return {[g(v0) for v0 in range(a)]: [g(v0) for v0 in range(a)] for v0 in g(a) if v0 and a}


def c142(a, b, c, d, xs, ys):
    x = ((v1 if a else v0) for v0 in g(a) if v0 or b for v1 in v0 if v1 if not v1)
    return x, [v for v in x if v]


async def c143(a, b, c, d, xs, ys):
    class C:
        z = {v1 for v0 in {1, 2} for v1 in g(a) for v2 in ys}
        t = [v for v in xs if v]
    return C


def c144(a, b, c, d, xs, ys):
    return [g(v0) for v0 in range(a)]


def c145(a, b, c, d, xs, ys):
    x = {v1: v1 for v0 in range(a) for v1 in {1, 2} for v2 in xs if (v2 if a else b)}
    return x, [v for v in x if v]


def c146(a, b, c, d, xs, ys):
    class C:
        z = {v0: v0 for v0 in g(a) if not v0 if v0 < a < b for v1 in ((v0 if a else v0) for v0 in range(a) if v0 and a) if g(v1) in {1, 2} if v1 or b}
        t = [v for v in xs if v]
    return C


async def c147(a, b, c, d, xs, ys):
    return [(v0 if a else v0) for v0 in ys if v0 or b]


def c148(a, b, c, d, xs, ys):
    x = [g(v0) for v0 in ys for v1 in {1, 2} if v1 < a < b]
    return x, [v for v in x if v]


def c149(a, b, c, d, xs, ys):
    class C:
        z = [g(v0) for v0 in [v0 for v0 in range(a) for v1 in xs for v2 in g(a)] if g(v0) in {1, 2} if (v0 if a else b)]
        t = [v for v in xs if v]
    return C


def c150(a, b, c, d, xs, ys):
    return {(v0 if a else v0) for v0 in [v2 for v0 in {g(v0): g(v0) for v0 in xs if v0 or b} for v1 in range(a) for v2 in {v0 for v0 in xs} if v2 or b]}


async def c151(a, b, c, d, xs, ys):
    x = [{{v0 for v0 in range(a) if not v0} for v0 in g(a) for v1 in ys} for v0 in ys]
    return x


def c152(a, b, c, d, xs, ys):
    class C:
        z = [v0 for v0 in [g(v0) for v0 in range(a)]]
        t = [v for v in xs if v]
    return C


def c153(a, b, c, d, xs, ys):
    return {(v0 for v0 in xs for v1 in {1, 2} if v1 or b if v1 or b) for v0 in {v2: v2 for v0 in {1, 2} if v0 and a if (v0 if a else b) for v1 in v0 if v1 or b for v2 in range(a) if g(v2) in {1, 2}} if (v0 if a else b) for v1 in range(a) for v2 in g(a) if not v2}


def c154(a, b, c, d, xs, ys):
    x = {g(v0) for v0 in {(v1 if a else v0) for v0 in {1, 2} if not v0 for v1 in range(a) if v1 if v1 < a < b} for v1 in [g(v0) for v0 in {(v1 if a else v0) for v0 in ys for v1 in ys} for v1 in xs if not v1 if g(v1) in {1, 2}] if v1 or b if not v1}
    return x, [v for v in x if v]


async def c155(a, b, c, d, xs, ys):
    class C:
        z = (v0 for v0 in range(a) if not v0 if v0 and a for v1 in v0 if g(v1) in {1, 2})
        t = [v for v in xs if v]
    return C


def c156(a, b, c, d, xs, ys):
    return (v2 for v0 in (v0 for v0 in ys if (v0 if a else b) if g(v0) in {1, 2}) if v0 or b if g(v0) in {1, 2} for v1 in v0 for v2 in g(a))


def c157(a, b, c, d, xs, ys):
    x = ((v2 if a else v0) for v0 in [v0 for v0 in xs for v1 in range(a) if v1 if v1 < a < b for v2 in xs] for v1 in {(v0 if a else v0) for v0 in xs if v0} for v2 in ys)
    return x, [v for v in x if v]


def c158(a, b, c, d, xs, ys):
    class C:
        z = {(v0 if a else v0) for v0 in g(a)}
        t = [v for v in xs if v]
    return C


async def c159(a, b, c, d, xs, ys):
    return {(v0 if a else v0): (v0 if a else v0) for v0 in {1, 2}}


def c160(a, b, c, d, xs, ys):
    x = [(v1 if a else v0) for v0 in g(a) for v1 in v0]
    return x, [v for v in x if v]


def c161(a, b, c, d, xs, ys):
    class C:
        z = (g(v0) for v0 in {1, 2} if v0 if (v0 if a else b) for v1 in g(a) if v1 or b if v1 or b)
        t = [v for v in xs if v]
    return C


def c162(a, b, c, d, xs, ys):
    return ((v1 if a else v0) for v0 in g(a) if not v0 for v1 in g(a) if v1 < a < b)


async def c163(a, b, c, d, xs, ys):
    x = {v1: v1 async for v0 in range(a) if v0 < a < b for v1 in v0}
    return x


def c164(a, b, c, d, xs, ys):
    class C:
        z = {g(v0) for v0 in range(a) for v1 in xs if (v1 if a else b) for v2 in {1, 2} if not v2 if v2 and a}
        t = [v for v in xs if v]
    return C


def c165(a, b, c, d, xs, ys):
    return {v0: v0 for v0 in {v0 for v0 in {1, 2}}}


def c166(a, b, c, d, xs, ys):
    x = {v0: v0 for v0 in ys}
    return x, [v for v in x if v]


async def c167(a, b, c, d, xs, ys):
    class C:
        z = [v0 for v0 in g(a) if v0 or b if v0]
        t = [v for v in xs if v]
    return C


def c168(a, b, c, d, xs, ys):
    return {v0: v0 for v0 in g(a) if not v0 for v1 in g(a) if v1}


def c169(a, b, c, d, xs, ys):
    x = {v0: v0 for v0 in [(v1 if a else v0) for v0 in {1, 2} for v1 in g(a) if v1 or b if v1 and a] if v0 and a if v0 and a}
    return x, [v for v in x if v]


def c170(a, b, c, d, xs, ys):
    class C:
        z = {v1: v1 for v0 in {1, 2} if v0 or b for v1 in {1, 2}}
        t = [v for v in xs if v]
    return C


async def c171(a, b, c, d, xs, ys):
    return (g(v0) async for v0 in range(a) if v0)


def c172(a, b, c, d, xs, ys):
    x = ({(v1 if a else v0) for v0 in ys if (v0 if a else b) for v1 in ys if g(v1) in {1, 2} if v1 or b} for v0 in g(a) for v1 in g(a) if v1 < a < b if g(v1) in {1, 2})
    return x, [v for v in x if v]


def c173(a, b, c, d, xs, ys):
    class C:
        z = [(v0 if a else v0) for v0 in {g(v0): g(v0) for v0 in g(a) for v1 in ys} if v0 or b if v0]
        t = [v for v in xs if v]
    return C


def c174(a, b, c, d, xs, ys):
    return [{v1 for v0 in ys if v0 and a for v1 in v0} for v0 in [v0 for v0 in g(a)] if v0 < a < b for v1 in g(a) if (v1 if a else b)]


async def c175(a, b, c, d, xs, ys):
    x = (await w(g(v0)) for v0 in g(a))
    return x


def c176(a, b, c, d, xs, ys):
    class C:
        z = [{g(v0): g(v0) for v0 in ys if (v0 if a else b) if not v0 for v1 in ys if (v1 if a else b)} for v0 in range(a)]
        t = [v for v in xs if v]
    return C


def c177(a, b, c, d, xs, ys):
    return ([v0 for v0 in xs for v1 in v0] for v0 in ys if v0 if (v0 if a else b) for v1 in xs if v1 and a if v1)


def c178(a, b, c, d, xs, ys):
    x = [g(v0) for v0 in {1, 2}]
    return x, [v for v in x if v]


async def c179(a, b, c, d, xs, ys):
    class C:
        z = {v1 for v0 in range(a) if g(v0) in {1, 2} if (v0 if a else b) for v1 in ((v0 if a else v0) for v0 in g(a)) if v1}
        t = [v for v in xs if v]
    return C


def c180(a, b, c, d, xs, ys):
    return [(v0 if a else v0) for v0 in range(a) if v0 if v0 < a < b]


def c181(a, b, c, d, xs, ys):
    x = (v0 for v0 in (v0 for v0 in g(a) if v0 and a for v1 in xs if g(v1) in {1, 2} if v1 and a) if g(v0) in {1, 2} if (v0 if a else b))
    return x, [v for v in x if v]


def c182(a, b, c, d, xs, ys):
    class C:
        z = {g(v0) for v0 in ys if not v0 if (v0 if a else b) for v1 in v0 if v1 or b}
        t = [v for v in xs if v]
    return C


async def c183(a, b, c, d, xs, ys):
    return {await w((v0 if a else v0)) async for v0 in g(a) if not v0}


def c184(a, b, c, d, xs, ys):
    x = (g(v0) for v0 in (g(v0) for v0 in {1, 2} if v0 < a < b if g(v0) in {1, 2}))
    return x, [v for v in x if v]


def c185(a, b, c, d, xs, ys):
    class C:
        z = ((v0 if a else v0) for v0 in g(a) if g(v0) in {1, 2})
        t = [v for v in xs if v]
    return C


def c186(a, b, c, d, xs, ys):
    return {v1: v1 for v0 in g(a) if g(v0) in {1, 2} for v1 in g(a) if v1 and a if v1 and a}


async def c187(a, b, c, d, xs, ys):
    x = ((v0 if a else v0) for v0 in {1, 2} if v0)
    return x


def c188(a, b, c, d, xs, ys):
    class C:
        z = {g(v0): g(v0) for v0 in range(a) if (v0 if a else b) for v1 in xs for v2 in g(a) if v2 or b}
        t = [v for v in xs if v]
    return C


def c189(a, b, c, d, xs, ys):
    return [g(v0) for v0 in g(a) if g(v0) in {1, 2} if v0]


def c190(a, b, c, d, xs, ys):
    x = (v0 for v0 in xs if (v0 if a else b) for v1 in {1, 2})
    return x, [v for v in x if v]


async def c191(a, b, c, d, xs, ys):
    class C:
        z = (g(v0) for v0 in ys)
        t = [v for v in xs if v]
    return C


def c192(a, b, c, d, xs, ys):
    return ((v1 if a else v0) for v0 in ((v1 if a else v0) for v0 in {1, 2} for v1 in range(a)) for v1 in {v0 for v0 in xs if not v0 for v1 in ys})


def c193(a, b, c, d, xs, ys):
    x = {v0: v0 for v0 in g(a) for v1 in xs if v1 and a if not v1}
    return x, [v for v in x if v]


def c194(a, b, c, d, xs, ys):
    class C:
        z = [v0 for v0 in range(a) if (v0 if a else b) if v0 < a < b]
        t = [v for v in xs if v]
    return C


async def c195(a, b, c, d, xs, ys):
    return {(v0 for v0 in g(a) if v0 and a if not v0) async for v0 in {1, 2} if g(v0) in {1, 2} if v0}


def c196(a, b, c, d, xs, ys):
    x = {(v1 if a else v0): (v1 if a else v0) for v0 in xs for v1 in ys}
    return x, [v for v in x if v]


def c197(a, b, c, d, xs, ys):
    class C:
        z = [g(v0) for v0 in {(v0 if a else v0): (v0 if a else v0) for v0 in xs if not v0}]
        t = [v for v in xs if v]
    return C


def c198(a, b, c, d, xs, ys):
    return [v0 for v0 in (v2 for v0 in range(a) for v1 in range(a) if v1 and a for v2 in {1, 2}) if v0 or b if v0 for v1 in (g(v0) for v0 in {(v0 if a else v0) for v0 in xs} for v1 in {g(v0): g(v0) for v0 in xs if v0 or b if v0 for v1 in xs} if (v1 if a else b) if v1 < a < b) if v1 < a < b]


async def c199(a, b, c, d, xs, ys):
    x = {await w(v0) for v0 in {v1: v1 for v0 in range(a) for v1 in {1, 2} if v1 < a < b for v2 in {(v0 if a else v0): (v0 if a else v0) for v0 in {1, 2}}} if not v0 if v0 for v1 in range(a)}
    return x


def c200(a, b, c, d, xs, ys):
    class C:
        z = [{v0: v0 for v0 in {1, 2} if not v0 for v1 in g(a) if not v1} for v0 in {v0: v0 for v0 in g(a) for v1 in range(a)}]
        t = [v for v in xs if v]
    return C


def c201(a, b, c, d, xs, ys):
    return [(v0 if a else v0) for v0 in ((v0 if a else v0) for v0 in ys if not v0 if v0 < a < b)]


def c202(a, b, c, d, xs, ys):
    x = (v1 for v0 in (v0 for v0 in (v1 for v0 in xs if not v0 for v1 in xs) for v1 in ((v2 if a else v0) for v0 in range(a) for v1 in ys for v2 in xs if g(v2) in {1, 2}) if v1) for v1 in (g(v0) for v0 in ys) if (v1 if a else b) for v2 in xs)
    return x, [v for v in x if v]


async def c203(a, b, c, d, xs, ys):
    class C:
        z = {[v1 for v0 in {1, 2} if v0 if v0 for v1 in range(a) if v1 and a] for v0 in g(a) for v1 in v0 if (v1 if a else b)}
        t = [v for v in xs if v]
    return C


def c204(a, b, c, d, xs, ys):
    return (v1 for v0 in range(a) if g(v0) in {1, 2} if v0 < a < b for v1 in xs if g(v1) in {1, 2} if not v1 for v2 in xs)


def c205(a, b, c, d, xs, ys):
    x = [[g(v0) for v0 in xs for v1 in {1, 2} if v1 or b] for v0 in xs for v1 in {1, 2} if (v1 if a else b)]
    return x, [v for v in x if v]


def c206(a, b, c, d, xs, ys):
    class C:
        z = {(v0 if a else v0): (v0 if a else v0) for v0 in g(a)}
        t = [v for v in xs if v]
    return C


async def c207(a, b, c, d, xs, ys):
    return [(v1 for v0 in xs if (v0 if a else b) for v1 in {v1 for v0 in ys if v0 < a < b if (v0 if a else b) for v1 in ys if v1 or b} if v1 and a) for v0 in ys for v1 in ys if v1]


def c208(a, b, c, d, xs, ys):
    x = {v0 for v0 in range(a) if v0 < a < b if g(v0) in {1, 2} for v1 in {1, 2} if g(v1) in {1, 2} if v1}
    return x, [v for v in x if v]


def c209(a, b, c, d, xs, ys):
    class C:
        z = [v2 for v0 in range(a) if not v0 for v1 in v0 if g(v1) in {1, 2} if v1 and a for v2 in {1, 2}]
        t = [v for v in xs if v]
    return C


def c210(a, b, c, d, xs, ys):
    return {v0 for v0 in xs if v0 < a < b}


async def c211(a, b, c, d, xs, ys):
    x = {v2 async for v0 in {1, 2} if not v0 if v0 < a < b async for v1 in range(a) async for v2 in {1, 2}}
    return x


def c212(a, b, c, d, xs, ys):
    class C:
        z = {(v0 for v0 in xs for v1 in ys if v1 if g(v1) in {1, 2}) for v0 in {1, 2} for v1 in v0 if g(v1) in {1, 2} for v2 in {1, 2} if v2 and a if v2 < a < b}
        t = [v for v in xs if v]
    return C


def c213(a, b, c, d, xs, ys):
    return ((v0 if a else v0) for v0 in ys if v0 and a if g(v0) in {1, 2})


def c214(a, b, c, d, xs, ys):
    x = [(v2 if a else v0) for v0 in range(a) for v1 in xs if v1 < a < b for v2 in (v1 for v0 in ys for v1 in v0)]
    return x, [v for v in x if v]


async def c215(a, b, c, d, xs, ys):
    class C:
        z = {(v0 if a else v0): (v0 if a else v0) for v0 in {v0 for v0 in range(a) for v1 in g(a) if v1 and a if v1 and a for v2 in xs if v2 or b} if v0 if (v0 if a else b)}
        t = [v for v in xs if v]
    return C


def c216(a, b, c, d, xs, ys):
    return [g(v0) for v0 in [(v1 if a else v0) for v0 in g(a) if v0 < a < b if v0 for v1 in {1, 2} if g(v1) in {1, 2}] if v0 for v1 in range(a) if v1 or b]


def c217(a, b, c, d, xs, ys):
    x = ([v1 for v0 in g(a) for v1 in v0 if (v1 if a else b) if v1] for v0 in xs for v1 in v0)
    return x, [v for v in x if v]


def c218(a, b, c, d, xs, ys):
    class C:
        z = [[v0 for v0 in xs for v1 in xs for v2 in range(a) if v2] for v0 in ((v1 if a else v0) for v0 in {1, 2} for v1 in g(a)) if (v0 if a else b) for v1 in {1, 2} if v1 and a]
        t = [v for v in xs if v]
    return C


async def c219(a, b, c, d, xs, ys):
    return [v1 async for v0 in range(a) for v1 in range(a) for v2 in {1, 2} if not v2 if v2]


def c220(a, b, c, d, xs, ys):
    x = {v0: v0 for v0 in g(a)}
    return x, [v for v in x if v]


def c221(a, b, c, d, xs, ys):
    class C:
        z = ({g(v0): g(v0) for v0 in ys for v1 in xs for v2 in {1, 2}} for v0 in [g(v0) for v0 in xs] if g(v0) in {1, 2} if v0 or b for v1 in {1, 2})
        t = [v for v in xs if v]
    return C


def c222(a, b, c, d, xs, ys):
    return [{g(v0): g(v0) for v0 in {1, 2}} for v0 in {v0: v0 for v0 in {1, 2} if not v0 if v0 or b for v1 in xs} for v1 in range(a) if not v1 if (v1 if a else b)]


async def c223(a, b, c, d, xs, ys):
    x = ((v0 if a else v0) async for v0 in xs)
    return x


def c224(a, b, c, d, xs, ys):
    class C:
        z = ((v0 if a else v0) for v0 in (v1 for v0 in range(a) if v0 or b for v1 in xs) if v0 if v0 or b)
        t = [v for v in xs if v]
    return C


def c225(a, b, c, d, xs, ys):
    return [{v0: v0 for v0 in {1, 2}} for v0 in ([(v2 if a else v0) for v0 in ys for v1 in ys if v1 or b for v2 in g(a) if not v2 if v2 < a < b] for v0 in ys for v1 in v0 if not v1 for v2 in {v0 for v0 in {1, 2} if v0 and a}) if v0 < a < b if (v0 if a else b) for v1 in v0 if v1 < a < b]


def c226(a, b, c, d, xs, ys):
    x = (g(v0) for v0 in range(a) if v0 and a for v1 in {v0: v0 for v0 in {1, 2} if not v0 if v0 or b} if v1 < a < b if v1 < a < b)
    return x, [v for v in x if v]


async def c227(a, b, c, d, xs, ys):
    class C:
        z = ([(v1 if a else v0) for v0 in g(a) for v1 in g(a)] for v0 in (v0 for v0 in ys) if not v0 for v1 in {1, 2})
        t = [v for v in xs if v]
    return C


def c228(a, b, c, d, xs, ys):
    return {v1: v1 for v0 in xs for v1 in v0 if v1}


def c229(a, b, c, d, xs, ys):
    x = [v2 for v0 in ys for v1 in g(a) for v2 in {1, 2} if not v2]
    return x, [v for v in x if v]


def c230(a, b, c, d, xs, ys):
    class C:
        z = {g(v0): g(v0) for v0 in {1, 2}}
        t = [v for v in xs if v]
    return C


async def c231(a, b, c, d, xs, ys):
    return {await w(v0) for v0 in ys for v1 in {1, 2} if v1 if v1 < a < b}


def c232(a, b, c, d, xs, ys):
    x = {v1 for v0 in {v0: v0 for v0 in xs} for v1 in range(a) if v1 if not v1}
    return x, [v for v in x if v]


def c233(a, b, c, d, xs, ys):
    class C:
        z = [(v1 if a else v0) for v0 in {1, 2} for v1 in v0 if v1 if not v1]
        t = [v for v in xs if v]
    return C


def c234(a, b, c, d, xs, ys):
    return {[g(v0) for v0 in xs] for v0 in xs if v0}


async def c235(a, b, c, d, xs, ys):
    x = ([[v2 for v0 in g(a) if not v0 for v1 in g(a) if v1 for v2 in {1, 2}] for v0 in {v1: v1 for v0 in range(a) for v1 in {1, 2} if (v1 if a else b)} if not v0 if v0 for v1 in ys for v2 in {v0 for v0 in g(a) if g(v0) in {1, 2} for v1 in range(a) if not v1}] async for v0 in {[(v0 if a else v0) for v0 in g(a) if v0 and a if (v0 if a else b)]: [(v0 if a else v0) for v0 in g(a) if v0 and a if (v0 if a else b)] for v0 in {1, 2}} if v0 < a < b)
    return x


def c236(a, b, c, d, xs, ys):
    class C:
        z = {v1: v1 for v0 in xs if v0 or b for v1 in (v0 for v0 in xs if g(v0) in {1, 2} if not v0 for v1 in g(a) if not v1 if v1 < a < b) if v1 or b}
        t = [v for v in xs if v]
    return C


def c237(a, b, c, d, xs, ys):
    return [v2 for v0 in range(a) if v0 and a if v0 and a for v1 in {v1 for v0 in {1, 2} if v0 for v1 in {1, 2} for v2 in xs if v2 < a < b if v2} for v2 in ((v0 if a else v0) for v0 in {(v1 if a else v0): (v1 if a else v0) for v0 in xs if v0 and a if v0 for v1 in xs if v1 or b})]


def c238(a, b, c, d, xs, ys):
    x = {{{v0: v0 for v0 in ys}: {v0: v0 for v0 in ys} for v0 in {1, 2} if v0 for v1 in ys for v2 in {1, 2}}: {{v0: v0 for v0 in ys}: {v0: v0 for v0 in ys} for v0 in {1, 2} if v0 for v1 in ys for v2 in {1, 2}} for v0 in range(a) for v1 in xs if v1 or b for v2 in g(a) if g(v2) in {1, 2}}
    return x, [v for v in x if v]


async def c239(a, b, c, d, xs, ys):
    class C:
        z = ({(v0 if a else v0): (v0 if a else v0) for v0 in ys} for v0 in {(v1 if a else v0): (v1 if a else v0) for v0 in range(a) if (v0 if a else b) if v0 or b for v1 in xs if g(v1) in {1, 2} if v1 < a < b} if v0 or b if v0 and a for v1 in g(a) for v2 in g(a))
        t = [v for v in xs if v]
    return C
