"""Seeded random functions for the fuzz set (`depyf.verify.fuzz`).

Program `index` of seed `seed` is drawn from its own generator
(`random.Random("seed:index")`, the same on every run, interpreter and hash
seed), so the first 100 programs of a seed are the same whether 100 or
1000 are asked for.  Each is one function: one to four statement forms of
`nesting.FORMS` (those the interpreter's grammar has) nested in one another
around a leaf of `nesting.LEAVES`, with random statements built of
`nesting.expression`, `nesting.condition` and `nesting.comprehension`
before and after each nested form.  Most take only parameters with
defaults: those are also run (`PRELUDE` gives the names they call, and
records each call in `LOG`).
"""

import random
import sys

from .nesting import (FORMS, PARAMS, Ctx, comprehension, condition, expression, flavour_for, leaf_allowed,
                      leaf_lines, LEAVES, pick_leaf, render_form, wrap_function)

# What the programs call: each call is logged, each value is deterministic.
PRELUDE = '''
LOG = []

def g(*args):
    LOG.append(("g",) + args)
    return args[0] if args else None

class cm:
    def __init__(self, v):
        self.v = v
    def __enter__(self):
        LOG.append(("enter", self.v))
        return self.v
    def __exit__(self, kind, value, tb):
        LOG.append(("exit", self.v, kind.__name__ if kind else None))
        return False

class acm(cm):
    async def __aenter__(self):
        return self.__enter__()
    async def __aexit__(self, kind, value, tb):
        return self.__exit__(kind, value, tb)

class _Awaitable:
    def __init__(self, v):
        self.v = v
    def __await__(self):
        LOG.append(("await", self.v))
        return self.v
        yield

def w(v):
    return _Awaitable(v)

async def ait(v):
    for item in (range(min(v, 3)) if isinstance(v, int) else [v]):
        LOG.append(("next", item))
        yield item
'''

# The exception-path run (`fuzz.run_program`): the same names, but `g`
# raises for two of the values it is given, `cm`/`acm` swallow an Exception
# for three of theirs and, entered inside another, raise from __enter__ for
# two, so except clauses, finally bodies left by an exception, with exits
# that swallow and the code after them (a nested with's swallow path) run
# too (the plain PRELUDE never raises nor swallows).  `g(0)` is every try body the
# generator does not fill: which exception it raises alternates between
# programs (`exception_prelude`), so `except ValueError` and `except
# (KeyError, ...)` clauses both get run.  Only `Exception`s are swallowed:
# the run's budget stop (a BaseException) always gets through.
EXCEPTION_PRELUDE = PRELUDE + '''
FAULTS = {0: %s, 'k': %s}
SWALLOWED_FOR = (1, 2, 'k')  # (True == 1): not 0 nor None, whose exits let it through

def _fault(v):
    try:
        return FAULTS.get(v)
    except TypeError:  # unhashable
        return None

def g(*args):
    LOG.append(("g",) + args)
    fault = _fault(args[0]) if args else None
    if fault is not None:
        LOG.append(("raise", fault.__name__))
        raise fault(args[0])
    return args[0] if args else None

ENTER_FAULTS = (2, 'k')  # an inner with's __enter__ raises for these
OPEN = [0]  # context managers entered and not exited

def _enter_failing(self):
    LOG.append(("enter", self.v))
    if OPEN[0] and self.v in ENTER_FAULTS:
        LOG.append(("raise", "ValueError"))
        raise ValueError(self.v)
    OPEN[0] += 1
    return self.v

def _exit_swallowing(self, kind, value, tb):
    OPEN[0] -= 1
    swallow = kind is not None and issubclass(kind, Exception) and self.v in SWALLOWED_FOR
    LOG.append(("exit", self.v, kind.__name__ if kind else None) + (("swallowed",) if swallow else ()))
    return swallow

cm.__enter__ = _enter_failing
cm.__exit__ = _exit_swallowing
'''


def exception_prelude(index):
    """The exception-path prelude of program `index`: `g(0)` raises
    ValueError in even programs and KeyError in odd ones (`g('k')` the
    other)."""
    first, second = ("ValueError", "KeyError")[::1 if index % 2 == 0 else -1]
    return EXCEPTION_PRELUDE % (first, second)


# Argument values a runnable program's defaults draw from.
VALUES = ("0", "1", "2", "None", "'k'", "True")
SEQUENCES = ("()", "(1, 2, 3)", "(0, 'x')", "(None,)", "(2, 1)")
STATEMENTS = ("x = %s", "g(%s)", "if %s:\n    g(1)", "y = %s if a else b", "x = %s\ng(x)")


def available_forms(version):
    return [f for f in FORMS if f.version <= version]


def filler(rng):
    """A random simple statement (lines) built of a random expression or
    comprehension."""
    if rng.random() < 0.25:
        return ["x = %s" % comprehension(rng, False, rng.choice((0, 1)))]
    shape = rng.choice(STATEMENTS)
    value = expression(rng, rng.choice((0, 1, 2))) if rng.random() < 0.8 else condition(rng)
    return (shape % value).split("\n")


def function_lines(rng, name, forms, leaf):
    """The lines of one function: `forms` nested around `leaf`, fillers
    around each level."""
    ctx = Ctx(flavour_for(forms, rng, leaf), [])

    def fill(depth):
        def body(c):
            if depth == len(forms):
                return leaf_lines(pick_leaf(leaf, c, rng), c)
            before = filler(rng) if rng.random() < 0.3 else []
            lines = before + render_form(forms[depth], c, rng, fill(depth + 1))
            after = rng.random()
            if after < 0.3:
                lines += filler(rng)
            elif after < 0.45:
                extra = rng.choice(LEAVES)
                if leaf_allowed(extra, c):
                    lines += leaf_lines(extra, c)
            return lines
        return body

    body = fill(0)(ctx)
    if ctx.flavour != "agen" and rng.random() < 0.5:
        body.append("return %s" % expression(rng, 1))
    return wrap_function(name, ctx, body)


def parameters(rng):
    """Defaults for every parameter (a runnable program), or none."""
    if rng.random() < 0.2:
        return PARAMS
    a, b, c, d = (rng.choice(VALUES) for _ in range(4))
    return "a=%s, b=%s, c=%s, d=%s, xs=%s, ys=%s" % (a, b, c, d, rng.choice(SEQUENCES), rng.choice(SEQUENCES))


def program(seed, index, version=None):
    """(function name, source) of program `index` of `seed`, for the grammar
    of `version` ((3, minor); default the running interpreter's)."""
    version = tuple(version or sys.version_info[:2])
    rng = random.Random("%d:%d" % (seed, index))
    forms = available_forms(version)
    chosen = [rng.choice(forms) for _ in range(rng.choice((1, 2, 2, 3, 3, 4)))]
    leaf = rng.choice(LEAVES)
    name = "fuzz_%d_%d" % (seed, index)
    lines = function_lines(rng, name, chosen, leaf)
    params = parameters(rng)
    lines = [line.replace("(%s):" % PARAMS, "(%s):" % params, 1) if " %s(" % name in line else line
             for line in lines]
    return name, "\n".join(lines) + "\n"
