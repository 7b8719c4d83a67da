"""3.13 (wrong reading, open; found by the hunt, on main as well):
`python -m depyf.verify.hunt --seeds 7 --versions 3.13` (#790, at (None, 2,
0, 'k', (1, 2, 3), (None,)) under the exception-path (even) prelude). The
if/else in the async for loop reads with the else's `g(1)` after the if
statement (then a `continue`), so the except clause falling off runs it
too. Not yet cut down to a case with its own helpers: the program is kept
as the hunt prints it (`g`, `ait` are the fuzz prelude's)."""


async def fuzz_7_790(a=2, b=2, c='k', d=True, xs=(1, 2, 3), ys=()):
    async for v in ait(a):
        if a is None:
            if (not (0 and xs[0] and d)):
                g(1)
            try:
                g(0)
            except ValueError as e:
                g(1)
            else:
                return
        else:
            g(1)
        if (None and (None if a else d)):
            g(1)
    else:
        g(1)
    return (a or g(a))
