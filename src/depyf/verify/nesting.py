"""The nesting corpus: every statement form nested in every other.

    python -m depyf.verify.nesting tests/corpus/nesting          (write)
    python -m depyf.verify.nesting tests/corpus/nesting --check  (compare)

The standard library holds few of the shapes a decompiler trips on: a
`break` two loops deep in a `finally`, a conditional expression inside an
`or`, an eleven-operator comparison. This module writes them, seeded, so the
same files come out on every run and every interpreter:

- `nest_<outer>*.py`: for each pair of statement forms (if/elif/else,
  while/else, `while True`, for/else, async for, with, async with,
  try/except/else/finally, except*, match), three functions with the second
  nested in a body of the first and a simple statement or an exit (return,
  break, continue, raise, del, global/nonlocal, assert, lambda, yield,
  yield from, await) innermost; leaves rotate so each one meets each form;
- `nest_depth3*.py`: a seeded sample of three-deep nests;
- `expressions.py`: conditional expressions in boolean operators and back,
  long chained comparisons, constant sets after `in`, walrus;
- `comprehensions*.py`: list/set/dict/generator comprehensions, nested, with
  conditions, `async for`, inside class bodies.

The functions take required arguments: the corpus runner round-trips their
bytecode and does not call them. A file whose forms need Python 3.NN is
named `*_3NN.py`, so the runner skips it below that version.
"""

import argparse
import os
import random
import sys
import zlib

SEED = 19
HEADER = '"""Written by `python -m depyf.verify.nesting`; do not edit (see tests/corpus/README.md)."""\n'
PARAMS = "a, b, c, d, xs, ys"


def indent(lines, by=1):
    return ["    " * by + line for line in lines]


def rng_for(name):
    """A generator seeded by the function's name: adding a form elsewhere
    does not change the functions already written."""
    return random.Random(zlib.crc32(name.encode()) ^ SEED)


class Ctx:
    """Where a body sits: inside a loop of the function, which function
    flavour (plain, gen, coro, agen) and the counter for unique names."""

    def __init__(self, flavour, names):
        self.loop = False
        self.except_star = False  # no break/continue/return in an except* clause
        self.flavour = flavour
        self.names = names

    def inside_loop(self, loop=True):
        c = Ctx(self.flavour, self.names)
        c.loop = loop
        c.except_star = self.except_star
        return c

    def fresh(self, stem):
        self.names.append(stem)
        return "%s%d" % (stem, len(self.names))

    @property
    def is_async(self):
        return self.flavour in ("coro", "agen")


# --- conditions and expressions ---------------------------------------------

CONDITIONS = ("a", "not a", "a and b", "a or b", "a < b", "a and (b or c)", "a or b and c",
              "(y := g(a))", "a is None", "a in xs", "a < b < c", "not (a and b)")


def condition(rng):
    return rng.choice(CONDITIONS)


def expression(rng, depth):
    """A random expression over a, b, c, d of the shapes that nest the
    compiler's jumps: and/or, conditional expressions, `not`, chains."""
    if depth <= 0:
        return rng.choice(("a", "b", "c", "d", "0", "1", "None", "g(a)", "xs[0]"))
    kind = rng.choice(("and", "or", "ifexp", "ifexp", "not", "compare", "call", "paren_bool"))
    sub = lambda: expression(rng, depth - 1)
    if kind in ("and", "or"):
        return "(%s)" % (" %s " % kind).join(sub() for _ in range(rng.randint(2, 3)))
    if kind == "ifexp":
        return "(%s if %s else %s)" % (sub(), sub(), sub())
    if kind == "not":
        return "(not %s)" % sub()
    if kind == "compare":
        return "(%s)" % chain(rng, rng.randint(1, 3), sub)
    if kind == "call":
        return "g(%s)" % sub()
    return "(%s %s (%s if %s else %s))" % (sub(), rng.choice(("and", "or")), sub(), sub(), sub())


COMPARE_OPS = ("<", "<=", "==", "!=", ">", ">=", "is", "is not", "in", "not in")


def chain(rng, n, operand):
    parts = [operand()]
    for _ in range(n):
        op, right = rng.choice(COMPARE_OPS), operand()
        if op.startswith("is") and (_literal(parts[-1]) or _literal(right)):
            op = "=="  # `is` with a literal is a SyntaxWarning
        parts += [op, right]
    return " ".join(parts)


def _literal(text):
    return text[:1].isdigit() or text[:1] in "'\"({[" and not text.startswith("(not")


# --- leaves: the innermost statements ---------------------------------------

def leaf_lines(name, ctx):
    if name == "return":
        return ["return" if ctx.flavour == "agen" else "return a"]
    if name == "global":
        n = ctx.fresh("G")
        return ["global %s" % n, "%s = a" % n]
    if name == "nonlocal":
        return ["nonlocal %s" % ctx.fresh("n"), "g(b)"]
    return {
        "pass": ["pass"], "call": ["g(a)"], "assign": ["x = g(b)"], "augassign": ["x += 1"],
        "bare_return": ["return"], "break": ["break"], "continue": ["continue"],
        "raise": ["raise ValueError(a)"], "raise_from": ["raise ValueError(a) from b"],
        "reraise": ["raise"], "del": ["x = a", "del x"], "assert": ["assert a, b"],
        "lambda": ["h = lambda q: q if q else a", "g(h)"], "yield": ["yield a"],
        "yield_value": ["x = yield a"], "yield_from": ["yield from xs"], "await": ["await w(a)"],
    }[name]


LEAVES = ("return", "break", "continue", "raise", "pass", "bare_return", "yield", "del", "global",
          "nonlocal", "assert", "lambda", "await", "yield_from", "call", "raise_from", "assign",
          "reraise", "yield_value", "augassign")


def leaf_allowed(name, ctx):
    if ctx.except_star and name in ("break", "continue", "return", "bare_return"):
        return False
    if name in ("break", "continue"):
        return ctx.loop
    if name in ("yield", "yield_value"):
        return ctx.flavour in ("gen", "agen")
    if name == "yield_from":
        return ctx.flavour == "gen"
    if name == "await":
        return ctx.is_async
    return True


def pick_leaf(preferred, ctx, rng):
    """`preferred` when it is valid here, else another leaf."""
    if leaf_allowed(preferred, ctx):
        return preferred
    return rng.choice([n for n in LEAVES if leaf_allowed(n, ctx)])


# --- statement forms ---------------------------------------------------------

class Form:
    """A compound statement with bodies; `bodies(ctx)` gives each body's
    context, `render(rng, filled)` the lines around the filled bodies."""

    def __init__(self, name, header, bodies, version=(3, 8), is_async=False):
        self.name = name
        self.header = header  # function (rng, ctx) -> (list of (line, body ctx loop flag))
        self.nbodies = bodies
        self.version = version
        self.is_async = is_async


def _loop_header(head, with_else):
    def build(rng, ctx):
        parts = [(head(rng), True)]
        if with_else:
            parts.append(("else:", ctx.loop))
        return parts
    return build


def _if_header(elifs, with_else):
    def build(rng, ctx):
        parts = [("if %s:" % condition(rng), ctx.loop)]
        parts += [("elif %s:" % condition(rng), ctx.loop) for _ in range(elifs)]
        if with_else:
            parts.append(("else:", ctx.loop))
        return parts
    return build


def _try_header(clauses):
    def build(rng, ctx):
        return [(line, ctx.loop) for line in clauses]
    return build


def _simple_header(line_of):
    def build(rng, ctx):
        return [(line_of(rng), ctx.loop)]
    return build


def _match_header(rng, ctx):
    return [("match a:", None), ("    case 1:", ctx.loop), ("    case [p, q] if p:", ctx.loop),
            ("    case {'k': r}:", ctx.loop), ("    case _:", ctx.loop)]


def _forms():
    for_head = lambda rng: "for v in %s:" % rng.choice(("xs", "range(a)", "(1, 2)", "{1, 2}", "g(a)"))
    while_head = lambda rng: "while %s:" % condition(rng)
    true_head = lambda rng: rng.choice(("while True:", "while 1:"))
    F = Form
    return [
        F("if", _if_header(0, False), 1), F("if_else", _if_header(0, True), 2),
        F("if_elif", _if_header(1, False), 2), F("if_elif_else", _if_header(2, True), 4),
        F("while", _loop_header(while_head, False), 1), F("while_else", _loop_header(while_head, True), 2),
        F("while_true", _loop_header(true_head, False), 1),
        F("for", _loop_header(for_head, False), 1), F("for_else", _loop_header(for_head, True), 2),
        F("async_for", _loop_header(lambda rng: "async for v in ait(a):", False), 1, is_async=True),
        F("async_for_else", _loop_header(lambda rng: "async for v in ait(a):", True), 2, is_async=True),
        F("with", _simple_header(lambda rng: "with cm(a):"), 1),
        F("with_as", _simple_header(lambda rng: "with cm(a) as x, cm(b) as y:"), 1),
        F("async_with", _simple_header(lambda rng: "async with acm(a) as x:"), 1, is_async=True),
        F("try_except", _try_header(("try:", "except ValueError:")), 2),
        F("try_except_as", _try_header(("try:", "except (KeyError, IndexError) as e:", "except Exception:")), 3),
        F("try_except_else", _try_header(("try:", "except ValueError as e:", "else:")), 3),
        F("try_finally", _try_header(("try:", "finally:")), 2),
        F("try_except_else_finally", _try_header(("try:", "except ValueError:", "else:", "finally:")), 4),
        F("try_except_star", _try_header(("try:", "except* ValueError:", "except* (KeyError, OSError) as e:")),
          3, version=(3, 11)),
        F("match", _match_header, 4, version=(3, 10)),
        F("with_parens", _simple_header(lambda rng: "with (cm(a) as x, cm(b) as y):"), 1, version=(3, 10)),
    ]


FORMS = _forms()
LOOPS = {"while", "while_else", "while_true", "for", "for_else", "async_for", "async_for_else"}


def render_form(form, ctx, rng, fill):
    """Lines of `form` whose hole body (chosen by rng) is `fill(body_ctx)`
    and whose other bodies are simple calls."""
    parts = form.header(rng, ctx)
    bodies = [i for i, (_, loop) in enumerate(parts) if loop is not None]
    hole = rng.choice(bodies)
    lines = []
    for i, (line, loop) in enumerate(parts):
        lines.append(line)
        if loop is None:
            continue
        pad = 2 if line.startswith("    ") else 1
        body_ctx = ctx.inside_loop(loop or (form.name in LOOPS and i == 0))
        body_ctx.except_star = ctx.except_star or line.startswith("except*")
        lines += indent(fill(body_ctx) if i == hole else ["g(%d)" % i], pad)
    return lines


# --- functions ---------------------------------------------------------------

def flavour_for(forms, rng, leaf):
    if any(f.is_async for f in forms) or leaf == "await":
        return "agen" if leaf in ("yield", "yield_value") else "coro"
    if leaf in ("yield", "yield_from", "yield_value"):
        return "gen"
    return rng.choice(("plain", "plain", "plain", "gen", "coro"))


def nest_function(name, forms, leaf):
    """One function: forms[0] holding forms[1] ... holding `leaf`, with a
    statement after each nested statement picked by the rng."""
    rng = rng_for(name)
    ctx = Ctx(flavour_for(forms, rng, leaf), [])

    def fill(depth):
        def body(c):
            if depth == len(forms):
                return leaf_lines(pick_leaf(leaf, c, rng), c)
            lines = render_form(forms[depth], c, rng, fill(depth + 1))
            after = rng.choice((None, None, "g(9)", "return", "continue"))
            if after and after != "g(9)":
                after = pick_leaf(after, c, rng) if leaf_allowed(after, c) else None
                return lines + (leaf_lines(after, c) if after else [])
            return lines + (["g(9)"] if after else [])
        return body

    body = fill(0)(ctx)
    body += rng.choice(([], ["return b"] if ctx.flavour != "agen" else [], ["g(b)"]))
    return wrap_function(name, ctx, body)


def wrap_function(name, ctx, body):
    prefix = "async def" if ctx.is_async else "def"
    if ctx.flavour == "gen" and not any("yield" in line for line in body):
        body = ["yield"] + body
    if ctx.flavour == "agen" and not any("yield" in line for line in body):
        body = ["yield"] + body
    nonlocals = [n for n in ctx.names if n.startswith("n")]
    lines = ["%s %s(%s):" % (prefix, name, PARAMS)] + indent(body)
    if not nonlocals:
        return lines
    # `nonlocal` needs an enclosing function that binds the names.
    names = ["n%d" % (i + 1) for i, n in enumerate(ctx.names) if n == "n"]
    outer = ["def %s_outer(a):" % name] + indent(["%s = 0" % n for n in names] + lines + ["return %s" % name])
    return outer


FAMILIES = {"if": "if", "if_else": "if", "if_elif": "if", "if_elif_else": "if", "while": "loop",
            "while_else": "loop", "while_true": "loop", "for": "loop", "for_else": "loop",
            "async_for": "async", "async_for_else": "async", "async_with": "async", "with": "with",
            "with_as": "with", "with_parens": "with", "match": "match"}


def family(form):
    return FAMILIES.get(form.name, "try" if form.name.startswith("try") else form.name)


def pair_functions():
    """(file stem, min version, lines) for every pair of forms, three leaves
    each, the leaves rotated so each meets each form."""
    for i, outer in enumerate(FORMS):
        for j, inner in enumerate(FORMS):
            for k in range(3):
                leaf = LEAVES[(i + j * 3 + k * 7) % len(LEAVES)]
                name = "f_%s__%s__%s" % (outer.name, inner.name, leaf)
                yield "nest_" + family(outer), max(outer.version, inner.version), \
                    nest_function(name, [outer, inner], leaf)


def depth3_functions(count=600):
    """A seeded sample of three-deep nests."""
    rng = random.Random(SEED)
    seen = set()
    while len(seen) < count:
        chosen = [rng.choice(FORMS) for _ in range(3)]
        leaf = rng.choice(LEAVES)
        name = "f3_%s__%s" % ("__".join(f.name for f in chosen), leaf)
        if name in seen:
            continue
        seen.add(name)
        yield "nest_depth3", max(f.version for f in chosen), nest_function(name, chosen, leaf)


# --- expressions ---------------------------------------------------------------

EXPRESSION_PLACES = (
    lambda e: ["return %s" % e],
    lambda e: ["if %s:" % e, "    return 1", "return 2"],
    lambda e: ["if %s:" % e, "    g(1)", "else:", "    g(2)"],
    lambda e: ["while %s:" % e, "    g(1)"],
    lambda e: ["x = %s" % e, "return x"],
    lambda e: ["assert %s, a" % e],
    lambda e: ["return [a for a in xs if %s]" % e],
    lambda e: ["return lambda: %s" % e],
    lambda e: ["while 1:", "    if %s:" % e, "        break", "    g(a)"],
    lambda e: ["for v in xs:", "    if %s:" % e, "        continue", "    g(v)"],
)


def expression_functions(count=300):
    rng = random.Random(SEED + 1)
    for n in range(count):
        e = expression(rng, rng.choice((1, 2, 2, 3)))
        place = EXPRESSION_PLACES[n % len(EXPRESSION_PLACES)]
        yield "expressions", (3, 8), ["def e%d(%s):" % (n, PARAMS)] + indent(place(e))
    for n in range(1, 13):
        for m, place in enumerate(EXPRESSION_PLACES[:4]):
            e = chain(rng, n, lambda: rng.choice(("a", "b", "c", "d", "1", "g(a)", "xs")))
            yield "expressions", (3, 8), ["def chain%d_%d(%s):" % (n, m, PARAMS)] + indent(place(e))
    sets = ("{1, 2}", "{'x', 'y', 'z'}", "{1.5, None, (1, 2)}", "{a, b}", "{*xs}")
    for n, s in enumerate(sets):
        yield "expressions", (3, 8), ["def sets%d(%s):" % (n, PARAMS)] + indent(
            ["for v in %s:" % s, "    g(v)", "if a in %s:" % s, "    return [v for v in %s if v not in %s]" % (s, s),
             "return {v: v for v in %s}, (v for v in %s), a not in %s" % (s, s, s)])


# --- comprehensions -------------------------------------------------------------

def comprehension(rng, is_async, depth):
    clauses = []
    names = []
    for i in range(rng.choice((1, 1, 2, 2, 3))):
        var = "v%d" % i
        choices = ["xs", "ys", "range(a)", "{1, 2}", "g(a)"] + names[-1:]
        # Nested comprehensions stay synchronous: an async one inside
        # another is a SyntaxError before 3.11.
        iterable = comprehension(rng, False, depth - 1) if depth > 0 and rng.random() < 0.3 else rng.choice(choices)
        use_async = is_async and rng.random() < 0.4
        clauses.append("%s %s in %s" % ("async for" if use_async else "for", var, iterable))
        names.append(var)
        for _ in range(rng.choice((0, 0, 1, 2))):
            clauses.append("if " + rng.choice(("%s", "not %s", "%s and a", "%s or b", "%s < a < b",
                                               "(%s if a else b)", "g(%s) in {1, 2}")) % var)
    value = rng.choice(names + ["(%s if a else %s)" % (names[-1], names[0]), "g(%s)" % names[0]])
    if depth > 0 and rng.random() < 0.3:
        value = comprehension(rng, False, depth - 1)
    elif is_async and rng.random() < 0.3:
        value = "await w(%s)" % value
    kind = rng.choice(("[%s %s]", "{%s %s}", "{%s: %s %s}", "(%s %s)"))
    body = " ".join(clauses)
    return kind % (value, value, body) if kind.count("%s") == 3 else kind % (value, body)


def comprehension_functions(count=240):
    rng = random.Random(SEED + 2)
    for n in range(count):
        is_async = n % 4 == 3
        comp = comprehension(rng, is_async, rng.choice((0, 1, 1, 2)))
        where = n % 3
        if where == 0:
            body = ["return %s" % comp]
        elif where == 1:
            body = ["x = %s" % comp, "return x, [v for v in x if v]" if not is_async else "return x"]
        else:
            body = ["class C:", "    z = %s" % comp.replace("await ", ""), "    t = [v for v in xs if v]", "return C"]
            body[1] = "    z = %s" % comprehension(rng, False, 1)
        yield "comprehensions", (3, 8), ["%sdef c%d(%s):" % ("async " if is_async else "", n, PARAMS)] + indent(body)


# --- writing the files ------------------------------------------------------------

def corpus_files():
    """{file name: text} of the whole nesting corpus."""
    files = {}
    for gen in (pair_functions(), depth3_functions(), expression_functions(), comprehension_functions()):
        for stem, version, lines in gen:
            name = stem + ("" if version == (3, 8) else "_%d%d" % version) + ".py"
            files.setdefault(name, []).append("\n".join(lines) + "\n")
    return {name: HEADER + "\n\n" + "\n\n".join(funcs) for name, funcs in sorted(files.items())}


def write(folder, check=False):
    """Write the corpus into `folder` (or, with check, list the files that
    differ from what would be written)."""
    files = corpus_files()
    stale = []
    for name, text in files.items():
        path = os.path.join(folder, name)
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old != text:
            stale.append(name)
            if not check:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
    extra = sorted(n for n in os.listdir(folder) if n.endswith(".py") and n not in files) if os.path.isdir(folder) else []
    return files, stale, extra


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m depyf.verify.nesting", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("folder")
    p.add_argument("--check", action="store_true", help="fail when the files differ from what would be written")
    args = p.parse_args(argv)
    if not args.check:
        os.makedirs(args.folder, exist_ok=True)
    files, stale, extra = write(args.folder, args.check)
    print("%d files, %d functions; %s: %s%s" % (
        len(files), sum(t.count("\ndef ") + t.count("\nasync def ") for t in files.values()),
        "differ" if args.check else "written", ", ".join(stale) or "none",
        "; not written by this module: " + ", ".join(extra) if extra else ""))
    return 1 if args.check and (stale or extra) else 0


if __name__ == "__main__":
    sys.exit(main())
