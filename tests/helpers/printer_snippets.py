"""Tricky sources for the printer round trip, checked on every interpreter that
can parse them: (minimum version, source).  Standard library only."""

SNIPPETS = [
    ((3, 8), "x = -(-a) ** 2 + (-b) ** 2 - (c - d) - e - f\ny = not not a == b\nz = -x ** 2"),
    ((3, 8), "a if b else c if d else e\n(a if b else c) if d else e\n(a and b) and c or d"),
    ((3, 8), "a < b < c\n(a < b) < c\nx = 2 ** 3 ** -4, (2 ** 3) ** 4\n(not a) == b"),
    ((3, 8), "x = *a, *b\nreturn_ = (yield)\ndel (a, b), c\n[a, b] = c\n() = x\n(a,) = b"),
    ((3, 8), "def f():\n    return (yield from x)\n    x = yield\n    x += yield\n"
             "    yield (yield)\n    yield *a, b\n    return *a, b\n    f((yield))"),
    ((3, 8), "for x in (*a, b):\n    pass\nelse:\n    pass\nx: int = 1, 2\n(y): int\ny.z: int = 3"),
    ((3, 8), "a[1:2, ::3]\na[()]\na[1,]\na[1:2,]\na[...]\na[b][c:d]\na[::]\na[:, None]"),
    ((3, 8), "if (x := f()):\n    pass\nelif y:\n    pass\nelse:\n    z\n(w := 1)\nf((v := 2))\n"
             "while (n := n - 1):\n    pass\n[(y := 1) for x in z if (y := x)]"),
    ((3, 8), "lambda: (yield)\nlambda x, /, y=1, *a, z, k=2, **kw: 0\nlambda *, a: a\nlambda *a: (a, b)"),
    ((3, 8), "def f(a, /, b: int = 1, *c: str, d, e=2, **k) -> 'x':\n    '''doc'''\n"
             "    global g\n    def h():\n        nonlocal a\ndef g(a, b, /):\n    pass"),
    ((3, 8), "@a.b(c)\n@d\nclass A(B, *C, metaclass=M, **kw):\n    x: int\n"
             "    async def f(self):\n        async with a as (b, c), d:\n"
             "            async for x in y:\n                await z ** 2\n"
             "        return [await x async for x in y]\nclass E:\n    pass"),
    ((3, 8), "with (a, b):\n    pass\nwith (a, b) as c, d as [e, f]:\n    pass\nwith a, (b, c):\n    pass"),
    ((3, 8), "try:\n    pass\nexcept (A, B) as e:\n    raise C from e\nexcept:\n    raise\n"
             "else:\n    pass\nfinally:\n    pass\ntry:\n    pass\nfinally:\n    pass"),
    ((3, 8), "f\"{x!r:>{w}.{p}}\" f'{ {1: 2}}' f\"{'a' if b else 'c'}\" f'{(lambda: 1)()}'"),
    ((3, 8), "f\"{x=}\"\nf\"{'a'}{f'{b}'}\"\nf\"{x['a']!s}\\n\" f'{y!a}'\n"
             "f'''{\"eric's\"}'''\nf''\nf'{{}}{x}{{'\nf'{d[\"#\"]}'\nf'{x:>{w}}}}{{'"),
    ((3, 8), "f'''a\n{x}\tb\\\\c'''\nf'{a!r:{b!s}>{c}}'\nf'{x:%H:%M}'\nf'{3.14:{w}}'\nf'{(x, y)}'"),
    ((3, 8), "u'x'\nb'\\x00'\n1 .real\n1.5.real\n1j.imag\n(-1) ** 2\n0xff + 1e309 + 2j\n'\\ud800'"),
    ((3, 8), "{**a, 'b': 1, **(c or d)}\nf(*(a or b), **(c or d))\n{*a, *b}\n[*a, *b]\n"
             "f(x for x in y)\nf((x for x in y), z)\nf(a=1, *b)\nf(*a, *b, c=1, **d, **e)"),
    ((3, 8), "[x async for x in y if x if not x for z in x]\n{k: v for k, v in d}\n"
             "{x for x, in y}\n(x for x in (lambda: y)())\n[x for x in (a if b else c)]"),
    ((3, 8), "from . import a\nfrom ..b.c import (d as e, f)\nfrom x import *\nimport a.b as c, d"),
    ((3, 8), "assert x, 'msg'\nwhile 1:\n    break\nelse:\n    continue\nx |= 1\nx **= 2\nx @= y"),
    ((3, 8), "x = a if b else (lambda: c)\ny = (lambda: a) if b else c\nz = (yield) if a else b"),
    ((3, 8), "print(*a, sep='')\nx = [i for i in range(3)][0]\n(a, b)[0]\n(a + b).c\n"
             "(-a).b\n(await_ := 1)\nx = {}\ny = {1: 2}.get"),
    ((3, 9), "@(lambda f: f)\ndef g():\n    pass\na[b, c:d]\n@x[0].y\nclass A:\n    pass"),
    ((3, 10), "match x:\n    case [1, *r] | {'a': 2, **kw} if (y := 3):\n        pass\n"
              "    case C(1, a=(b as c) | d) as e:\n        pass\n"
              "    case -1 | 1 + 2j | -1 - 2j | None | True | a.b | 'x' 'y':\n        pass\n"
              "    case (a, *_) | [*b] | {} | C():\n        pass\n    case _:\n        pass"),
    ((3, 10), "match a, *b:\n    case ((x as y) as z) | ((p | q) | r):\n        pass\n"
              "match (x := y):\n    case {1: _, **rest}:\n        pass\n    case [a] if x if y else z:\n        pass"),
    ((3, 10), "with (a as b, c as d):\n    pass\nwith (a, b as c):\n    pass\na[x := 1]"),
    ((3, 11), "try:\n    pass\nexcept* A as e:\n    pass\nexcept* (B, C):\n    pass\n"
              "a[*b]\na[*b, 1:2]\ndef f(*a: *Ts): pass\nfor x in *a, b: pass"),
    ((3, 12), "type X = int\ntype Y[T: (int, str), *Ts, **P] = dict[T, P]\n"
              "def f[T: int](x: T) -> T: pass\nclass A[T, *Ts, **P](B): pass\n"
              "f'{x['a']}' f'{'\\n'.join(y)}' f'{f'{f'{z}'}'}'\nf'{x!r:{'>'}10}'"),
    ((3, 13), "type X[T = int, *Ts = *tuple[int], **P = [int]] = T\n"
              "def f[T: int = bool](): pass\nclass C[T: (A, B) = A]: pass"),
]
