"""The instruction sequences the compiler emits for one construct, by name,
and the one matcher that finds them.

An `Idiom` is a name and its spellings, one per range of Python versions (a
spelling holds from its version up to the next one given; `None` means the
compiler has no such sequence from that version on):

    HANDLER_CLEANUP = Idiom("handler clean-up", {(3, 11): "COPY; POP_EXCEPT; RERAISE"})

    span = match(instrs, k, HANDLER_CLEANUP, self.version)
    if span:                       # Span(start, end), or None
        k = span.end               # the first instruction past it

A spelling is steps separated by `;`, each one instruction:

    "POP_TOP"                      that opname, any argument
    "SWAP 2", "LOAD_CONST None"    that opname and that argval (a literal)
    "CALL_FUNCTION #3"             that opname and that raw `arg`
    "POP_JUMP_IF_TRUE|POP_JUMP_IF_FALSE"   any of the opnames
    "*"                            any instruction
    "SWAP 2?"                      the step, or nothing

or built from `Op` (an argument test), `Maybe`, `OneOf` (alternative
spellings), `Repeat` and other idioms, as a tuple of steps.

    match(instrs, k, idiom, version)         the run from k, or None
    match_before(instrs, k, idiom, version)  the run ending just before k
    fits(ins, step)                          one instruction (None: False)
    where(instrs, step, lo, hi)              the indices in [lo, hi) that fit

`same(a, b)` is the one rule for "the same instruction" (copies of a block:
jumps reach the same place, arguments are equal and of one type);
`same_run` compares two runs of instructions by it, `same_shifted` lets a
jump inside each copy go as far forward.
"""

import ast
from bisect import bisect_left
from collections import namedtuple

Span = namedtuple("Span", "start end")
Span.__doc__ = "Instructions [start, end) matched an idiom (a tuple: true even when empty)."

_ANY = object()


class Op:
    """One instruction: an opname (or several), and optionally its argval,
    raw arg, or a test on the instruction."""

    __slots__ = ("names", "argval", "arg", "test", "plain")

    def __init__(self, names, argval=_ANY, arg=_ANY, test=None):
        if isinstance(names, str):
            names = None if names == "*" else frozenset(names.split("|"))
        self.names = None if names is None else frozenset(names)
        self.argval = argval
        self.arg = arg
        self.test = test
        # only the opname matters (the common case, tested first)
        self.plain = argval is _ANY and arg is _ANY and test is None

    def fits(self, ins):
        if ins is None or (self.names is not None and ins.opname not in self.names):
            return False
        if self.plain:
            return True
        if self.argval is not _ANY and not (ins.argval == self.argval and type(ins.argval) is type(self.argval)):
            return False
        if self.arg is not _ANY and ins.arg != self.arg:
            return False
        return self.test is None or bool(self.test(ins))

    def __repr__(self):
        text = "*" if self.names is None else "|".join(sorted(self.names))
        if self.argval is not _ANY:
            text += " %r" % (self.argval,)
        if self.arg is not _ANY:
            text += " #%d" % self.arg
        return text


class Maybe:
    """The steps, or nothing."""

    __slots__ = ("steps",)

    def __init__(self, *steps):
        self.steps = _steps(steps)


class OneOf:
    """Any of the spellings (the first that lets the rest match)."""

    __slots__ = ("choices",)

    def __init__(self, *choices):
        self.choices = [_steps((c,)) for c in choices]


class Repeat:
    """The steps, `least` to `most` times (`most=None`: no bound), as many as fit."""

    __slots__ = ("steps", "least", "most")

    def __init__(self, steps, least=0, most=None):
        self.steps = _steps((steps,))
        self.least = least
        self.most = most


class Idiom:
    """A named instruction sequence, spelled per version (see the module)."""

    __slots__ = ("name", "spellings", "single", "names", "where", "by_version")

    def __init__(self, name, spellings, where=None):
        self.name = name
        # a test of the whole run, `where(instrs, start, end)`, for what no
        # one step can see (a store and a delete of one name)
        self.where = where
        if not isinstance(spellings, dict):
            spellings = {(0, 0): spellings}
        self.spellings = sorted((tuple(v), None if s is None else _steps((s,))) for v, s in spellings.items())
        # the one instruction of an idiom spelled alike in every version
        only = self.spellings[0][1] if len(self.spellings) == 1 else None
        self.single = only[0] if only and len(only) == 1 and type(only[0]) is Op and where is None else None
        # ... and its opnames, where they are all it tests (the fast test)
        self.names = self.single.names if self.single is not None and self.single.plain else None
        # version (a record or a tuple) -> its spelling, as `steps` found it
        self.by_version = {}

    def steps(self, version=None):
        """The spelling for `version` (a `Shapes` record or a (major, minor)
        tuple), or None where the version has no such idiom."""
        found = self.by_version.get(version, _ANY)
        if found is not _ANY:
            return found
        if len(self.spellings) == 1 and self.spellings[0][0] == (0, 0):
            found = self.by_version[version] = self.spellings[0][1]  # (kept too: `match` reads it without this call)
            return found
        if version is None:
            raise TypeError("idiom %r is spelled per version: pass the code's version" % self.name)
        number = tuple(getattr(version, "number", version))[:2]
        found = None
        for since, steps in self.spellings:
            if since <= number:
                found = steps
        # (asked at every match: the answer kept per version)
        self.by_version[version] = found
        return found

    def __repr__(self):
        return "Idiom(%r)" % self.name


def _step(text):
    text = text.strip()
    if text.endswith("?"):
        return Maybe(text[:-1])
    name, _, rest = text.partition(" ")
    rest = rest.strip()
    if not rest:
        return Op(name)
    if rest.startswith("#"):
        return Op(name, arg=int(rest[1:]))
    return Op(name, argval=ast.literal_eval(rest))


def _steps(parts):
    """A flat list of steps from spellings, steps and tuples of them."""
    out = []
    for part in parts:
        if isinstance(part, str):
            out.extend(_step(t) for t in part.split(";") if t.strip())
        elif isinstance(part, (tuple, list)):
            out.extend(_steps(part))
        else:
            out.append(part)
    return out


def _ends(instrs, k, steps, i, version):
    """Each index where steps[i:] can end when matched from instrs[k], most
    instructions first."""
    if i == len(steps):
        yield k
        return
    step = steps[i]
    if isinstance(step, Op):
        if k < len(instrs) and step.fits(instrs[k]):
            yield from _ends(instrs, k + 1, steps, i + 1, version)
    elif isinstance(step, Maybe):
        for mid in _ends(instrs, k, step.steps, 0, version):
            yield from _ends(instrs, mid, steps, i + 1, version)
        yield from _ends(instrs, k, steps, i + 1, version)
    elif isinstance(step, OneOf):
        for choice in step.choices:
            for mid in _ends(instrs, k, choice, 0, version):
                yield from _ends(instrs, mid, steps, i + 1, version)
    elif isinstance(step, Repeat):
        yield from _repeat(instrs, k, step, 0, steps, i, version)
    elif isinstance(step, Idiom):
        inner = step.steps(version)
        if inner is not None:
            for mid in _ends(instrs, k, inner, 0, version):
                if step.where is None or step.where(instrs, k, mid):
                    yield from _ends(instrs, mid, steps, i + 1, version)
    else:
        raise TypeError("not an idiom step: %r" % (step,))


def _repeat(instrs, k, rep, done, steps, i, version):
    if rep.most is None or done < rep.most:
        for mid in _ends(instrs, k, rep.steps, 0, version):
            if mid > k:
                yield from _repeat(instrs, mid, rep, done + 1, steps, i, version)
    if done >= rep.least:
        yield from _ends(instrs, k, steps, i + 1, version)


def _longest(steps):
    """The most instructions `steps` can match (None: no bound)."""
    total = 0
    for step in steps:
        if isinstance(step, Op):
            n = 1
        elif isinstance(step, Maybe):
            n = _longest(step.steps)
        elif isinstance(step, OneOf):
            ns = [_longest(c) for c in step.choices]
            n = None if None in ns else max(ns, default=0)
        elif isinstance(step, Repeat):
            one = _longest(step.steps)
            n = None if one is None or step.most is None else one * step.most
        else:  # an Idiom: its longest spelling
            ns = [_longest(s) for _, s in step.spellings if s is not None]
            n = None if None in ns else max(ns, default=0)
        if n is None:
            return None
        total += n
    return total


def _tail(steps):
    """`(names, empty)`: the opnames a non-empty run of `steps` can end with
    (None: any instruction), and whether the run can be empty."""
    found = set()
    for step in reversed(steps):
        kind = type(step)
        if kind is Op:
            names, empty = step.names, False
        elif kind is Maybe:
            names, empty = _tail(step.steps)[0], True
        elif kind is Repeat:
            names, empty = _tail(step.steps)
            empty = empty or step.least == 0
        else:  # OneOf, or an Idiom: any of its choices or spellings
            choices = step.choices if kind is OneOf else [s for _, s in step.spellings if s is not None]
            tails = [_tail(c) for c in choices]
            names = None if any(t[0] is None for t in tails) else frozenset().union(*(t[0] for t in tails))
            empty = not choices or any(t[1] for t in tails)
        if names is None:
            return None, empty
        found |= names
        if not empty:
            return frozenset(found), False
    return frozenset(found), True


# id of an idiom's steps -> (the steps, their `_tail`, their `_longest`)
_BOUNDS = {}
_PARSED_SPELLINGS = {}  # a spelling's text -> its steps (a scan matches one at every instruction)


def _as_steps(pattern, version):
    if isinstance(pattern, Idiom):
        if pattern.where is not None:
            return [pattern]  # (matched as a step, where its test runs)
        return pattern.steps(version)
    if pattern.__class__ is str:
        steps = _PARSED_SPELLINGS.get(pattern)
        if steps is None:
            steps = _PARSED_SPELLINGS[pattern] = _steps((pattern,))
        return steps
    return _steps((pattern,))


def match(instrs, at, pattern, version=None):
    """`Span(at, end)` where the instructions from index `at` spell `pattern`
    (an `Idiom`, or steps as in the module's doc) for `version`, else None."""
    # (`_as_steps`' commonest case, an idiom with no test of the run, without its call)
    # (and `Idiom.steps`' commonest, a spelling met before, without its call)
    if pattern.__class__ is Idiom and pattern.where is None:
        steps = pattern.by_version.get(version, _ANY)
        if steps is _ANY:
            steps = pattern.steps(version)
    else:
        steps = _as_steps(pattern, version)
    if steps is None or at < 0:
        return None
    for step in steps:
        if type(step) is not Op:
            break
    else:  # (the common case, every step one instruction: no generator)
        if at + len(steps) > len(instrs):
            return None
        k = at
        for step in steps:
            ins = instrs[k]
            k += 1
            if step.plain and ins is not None:  # (`Op.fits`' common case, without its call)
                if step.names is not None and ins.opname not in step.names:
                    return None
            elif not step.fits(ins):
                return None
        return Span(at, k)
    for end in _ends(instrs, at, steps, 0, version):
        return Span(at, end)
    return None


def match_before(instrs, end, pattern, version=None):
    """`Span(start, end)` where the instructions just before index `end`
    spell `pattern` (the longest such run), else None."""
    steps = _as_steps(pattern, version)
    if steps is None or end > len(instrs):
        return None
    bounds = _BOUNDS.get(id(steps))
    if bounds is None or bounds[0] is not steps:
        bounds = (steps, _tail(steps), _longest(steps))
        if pattern.__class__ is str or pattern.__class__ is Idiom and pattern.where is None:
            # (steps that live on in the idiom or the text's cache: their id stays theirs)
            _BOUNDS[id(steps)] = bounds
    (last, empty), most = bounds[1], bounds[2]
    # (the instruction just before `end` must be one the run can end with:
    # most calls end here, without trying every start)
    if not empty and last is not None and (end == 0 or instrs[end - 1].opname not in last):
        return None
    for start in range(0 if most is None else max(0, end - most), end + 1):
        if any(e == end for e in _ends(instrs, start, steps, 0, version)):
            return Span(start, end)
    return None


_PARSED = {}
# a step's text -> its opnames, where they are all it tests (the fast test)
_PLAIN_NAMES = {}


# A step (a one-instruction idiom, a step's text) -> its opnames, where
# they are all it tests: `fits`'s answer in one lookup (almost every call).
_FITS_NAMES = {}


def fits(ins, step, version=None):
    """Whether the one instruction `ins` (None: no) is `step`: a step's
    text ("SWAP 2"), an `Op`, or a one-instruction idiom."""
    # (the common case first, in one expression: a step met before, a real
    # instruction; a try costs nothing where nothing raises, where the
    # tests of None and a `get` call were half the function's bytecodes)
    try:
        return ins.opname in _FITS_NAMES[step]
    except (KeyError, AttributeError):
        pass
    if ins is None:
        return False
    kind = type(step)
    if kind is Idiom or kind is str:
        names = _names_tested(step)
        if names is not None:
            _FITS_NAMES[step] = names
            return ins.opname in names
    if kind is Idiom:
        if step.names is not None:
            return ins.opname in step.names
        if step.single is not None:
            return step.single.fits(ins)
    elif kind is str:
        names = _PLAIN_NAMES.get(step)
        if names is not None:
            return ins.opname in names
        op = _parsed(step)
        if type(op) is Op:
            return op.fits(ins)
    if kind is Op:
        return step.fits(ins)
    return match([ins], 0, step, version) == (0, 1)


def _parsed(text):
    """The step a step's text spells (parsed once), its opnames kept in
    _PLAIN_NAMES where they are all it tests."""
    op = _PARSED.get(text)
    if op is None:
        op = _PARSED[text] = _step(text)
        if type(op) is Op and op.plain and op.names is not None:
            _PLAIN_NAMES[text] = op.names
    return op


def _names_tested(step):
    """The opnames that are all `step` tests (an idiom or text naming
    opnames only), or None: the scans then test each instruction by name,
    with no call of `fits` per instruction."""
    kind = type(step)
    if kind is Idiom:
        return step.names
    if kind is str:
        names = _PLAIN_NAMES.get(step)
        if names is None and step not in _PARSED:
            _parsed(step)
            names = _PLAIN_NAMES.get(step)
        return names
    return None


def first_where(instrs, step, start, end):
    """The first index in [start, end) (`end` past the list: its end) of
    an instruction that is `step` (as in `fits`), or None: `where`'s first
    answer, without scanning on past it."""
    names = step.names if step.__class__ is Idiom else _names_tested(step)  # (an idiom's, without the call)
    for k in range(start, min(end, len(instrs))):
        if instrs[k].opname in names if names is not None else fits(instrs[k], step):
            return k
    return None


def first_jump_or(instrs, step, start, end):
    """The first index in [start, end) (`end` within the list) of an
    instruction that jumps (of any kind: it has a `target`) or is `step`
    (as in `fits`), or `end`: where straight code not holding `step` ends."""
    names = step.names if type(step) is Idiom else _names_tested(step)  # (an idiom's: no call)
    if names is None:
        for k in range(start, end):
            if instrs[k].target is not None or fits(instrs[k], step):
                return k
        return end
    for k in range(start, end):
        x = instrs[k]
        if x.target is not None or x.opname in names:
            return k
    return end


def where(instrs, step, start=0, end=None):
    """The indices in [start, end) of the instructions that are `step` (as
    in `fits`), in order: a scan for one kind of instruction."""
    names = step.names if step.__class__ is Idiom else _names_tested(step)  # (an idiom's, without the call)
    if start < 0:
        # (numbered from `start` as given, as a slice from there would be)
        return [k for k, x in enumerate(instrs[start:end], start) if (x.opname in names if names is not None else fits(x, step))]
    # (indices over the range the slice [start:end] takes, no copy of it;
    # clamped by hand where the bounds are not negative, the common case)
    n = len(instrs)
    if end is None:
        end = n
    elif end < 0:
        start, end, _ = slice(start, end).indices(n)
    elif end > n:
        end = n
    if start > end:
        start = end
    if names is not None:
        return [k for k in range(start, end) if instrs[k].opname in names]
    return [k for k in range(start, end) if fits(instrs[k], step)]


def jumps_where(instrs, jumps, step, start, end):
    """`where(instrs, step, start, end)` (`start` and `end` not below 0)
    for a `step` that only jumps are (its opnames those of ANY_JUMP), with
    `jumps` the sorted indices of the instructions of `instrs` that jump
    (`FlowIndex.jump_positions`): only those are tested, found by
    bisection, not every instruction of the range (a tenth of them or so)."""
    names = step.names if step.__class__ is Idiom else _names_tested(step)  # (an idiom's, without the call)
    if names is None or not names <= _JUMP_NAMES:
        return where(instrs, step, start, end)
    lo = bisect_left(jumps, start)
    return [k for k in jumps[lo:bisect_left(jumps, end, lo)] if instrs[k].opname in names]


def where_two(instrs, first, second, start=0, end=None):
    """`(where(instrs, first, start, end), where(instrs, second, start,
    end))` in one scan, `start` not below 0: `first` and `second` steps
    that test opnames only (as `_names_tested` reads them) and share none."""
    a = first.names if first.__class__ is Idiom else _names_tested(first)
    b = second.names if second.__class__ is Idiom else _names_tested(second)
    firsts, seconds = [], []
    # (a loop with appends: two comprehensions over the range cost more)
    for k in range(start, len(instrs) if end is None else min(end, len(instrs))):
        name = instrs[k].opname
        if name in a:
            firsts.append(k)
        elif name in b:
            seconds.append(k)
    return firsts, seconds


def arguments_where(instrs, step):
    """The set of the arguments (argval) of the instructions of `instrs`
    that are `step` (as in `fits`): what a kind of instruction names, in
    one scan with no list of indices."""
    names = step.names if step.__class__ is Idiom else _names_tested(step)  # (an idiom's, without the call)
    if names is not None:
        return {ins.argval for ins in instrs if ins.opname in names}
    return {ins.argval for ins in instrs if fits(ins, step)}


# Arguments the compiler derives from where an instruction stands, not from
# the source: YIELD_VALUE's is the stack depth under it (3.12), one more in
# the handler's copy of a finally body than in the normal copy.
PLACE_ARGUMENTS = frozenset(["YIELD_VALUE"])


def same_argument(a, b):
    """Whether two instructions of one opname take the same argument (equal
    and of one type: `1` is not `True`), or one that only says where each
    stands (PLACE_ARGUMENTS)."""
    return a.opname in PLACE_ARGUMENTS or a.argval == b.argval and type(a.argval) is type(b.argval)


def same(a, b):
    """Whether `a` and `b` are the same instruction where they stand (two
    copies of one block): one opname; jumps reach the same instruction;
    other arguments the same (`same_argument`)."""
    if a.opname != b.opname:
        return False
    if a.target is not None or b.target is not None:
        return a.target is b.target
    return same_argument(a, b)


def same_shifted(a, b):
    """`same`, but a jump forward in each by the same distance counts as the
    same (copies of a block whose own jumps stay inside each copy)."""
    if a.target is not None and b.target is not None and a.opname == b.opname:
        d = a.target.index - a.index
        return d > 0 and d == b.target.index - b.index
    return same(a, b)


def same_but_target(a, b):
    """`same`, where two jumps count as the same whatever they reach: the
    caller reads where each copy's jumps go (a copy's exits may go
    elsewhere than the original's)."""
    if a.opname != b.opname or (a.target is None) != (b.target is None):
        return False
    return a.target is not None or same_argument(a, b)


def same_run(instrs, first, second, length, rule=same):
    """Whether the `length` instructions at `first` and at `second` are the
    same, by `rule` (both runs inside `instrs`)."""
    if first < 0 or second < 0 or first + length > len(instrs) or second + length > len(instrs):
        return False
    # (a loop, not all() over a generator: most runs differ early, and a
    # generator left early is closed by an exception thrown into it)
    for k in range(length):
        if not rule(instrs[first + k], instrs[second + k]):
            return False
    return True


def opnames(instrs, start, end):
    """The opnames of instrs[start:end] (a block's shape, to compare with
    another block's: `same_run` where the arguments matter)."""
    return [x.opname for x in instrs[start:end]]


# ---------------------------------------------------------------------------
# The table: what the compiler emits, by construct.

# Instructions after which control never falls through to the next one.
NO_FALLTHROUGH = Idiom("no fall-through", "JUMP|RETURN_VALUE|RAISE_VARARGS|RERAISE")
# The end of a block that leaves the function or raises.
LEAVES = Idiom("leave", "RETURN_VALUE|RAISE_VARARGS|RERAISE")
# The conditional jumps (after normalisation every version has these four).
COND_JUMP = Idiom("conditional jump", "POP_JUMP_IF_FALSE|POP_JUMP_IF_TRUE|POP_JUMP_IF_NONE|POP_JUMP_IF_NOT_NONE")
JUMP = Idiom("jump", "JUMP")
ANY_JUMP = Idiom("jump or conditional jump", "JUMP|POP_JUMP_IF_FALSE|POP_JUMP_IF_TRUE|POP_JUMP_IF_NONE|POP_JUMP_IF_NOT_NONE")
# (the opnames `jumps_where` may look for among the jumps alone: every
# instruction of these names has a `target`)
_JUMP_NAMES = ANY_JUMP.names
# A `break` out of a for loop from inside a block: the loop's iterator is
# popped before the jump (which only the reader around can name).
ITERATOR_POPPED_JUMP = Idiom("iterator popped, then a jump", ("POP_TOP", JUMP))
# What pushes a block whose target is a handler (an exceptional edge, not
# where control goes); SETUP_CLEANUP is the 3.11+ compiler's own, kept for
# code that shows it.
BLOCK_SETUP = Idiom("block setup", "SETUP_FINALLY|SETUP_WITH|SETUP_ASYNC_WITH|SETUP_CLEANUP")
# What a copy of an exit block follows: the unwinding of the statement the
# exit leaves (its handler's or block's pop, an `as` name's deletion).
BEFORE_EXIT_COPY = Idiom("before an exit's copy", "POP_EXCEPT|POP_BLOCK|DELETE_FAST|DELETE_NAME|DELETE_GLOBAL|DELETE_DEREF")
# An enclosing statement's unwinding, which fresh code has none of. Up to
# 3.10 that includes the with exit call's copies of None (COPY) and a
# returned value moved under what the blocks leave (SWAP); from 3.11 the
# exit call is one WITH_EXIT, and fresh code may move values of its own
# (`return (x := f())`).
UNWINDING = Idiom("unwinding", {
    (3, 8): "POP_EXCEPT|POP_BLOCK|SETUP_FINALLY|SETUP_WITH|SETUP_ASYNC_WITH|SWAP|COPY",
    (3, 11): "POP_EXCEPT|POP_BLOCK|SETUP_FINALLY|SETUP_WITH|SETUP_ASYNC_WITH",
})

# A `return` of a name or constant, the blocks around left between its value
# and RETURN_VALUE (3.8-3.10: a copied `return a` after a try statement in a
# try body).
NAME_RETURNED = Idiom("a name or constant returned", ("LOAD_CONST|LOAD_FAST|LOAD_DEREF|LOAD_GLOBAL", Repeat("POP_BLOCK|POP_EXCEPT"), "RETURN_VALUE"))

# `return None`, written or the implicit one ending a function (3.12+'s
# RETURN_CONST, split by normalisation).
RETURNS_NONE = Idiom("return None", "LOAD_CONST None; RETURN_VALUE")

# A chained comparison's clean-up where a link failed: the middle operand
# under the result is dropped (`a < b < c`).
CHAIN_CLEANUP = Idiom("chained comparison clean-up", "SWAP 2; POP_TOP")
# ... copied in front of the return of the chain's value (3.10+ copies the
# exit block onto the jump).
CHAIN_CLEANUP_RETURN = Idiom("chained comparison clean-up, returned", (CHAIN_CLEANUP, "RETURN_VALUE"))
# ... in a jump context, where the failed link's jump took its result: the
# middle operand alone is dropped before the way on (the bottom copy of
# `while not (a < b < c)` goes back into the body so).
CHAIN_CLEANUP_JUMP = Idiom("chained comparison clean-up in a jump context, then a jump", ("POP_TOP", JUMP))

# A match statement's sequence pattern: the length test (`[a, b]`: `==`,
# `[a, *rest]`: `>=`), an item by its index from the front, and one by its
# index from the back (`len(s) - i`, after a star).
MATCH_LENGTH_TEST = Idiom("match: length test", ("GET_LEN; LOAD_CONST", OneOf('COMPARE_OP "=="', 'COMPARE_OP ">="'), "POP_JUMP_IF_FALSE"))
MATCH_ITEM_FROM_FRONT = Idiom("match: item from the front", "LOAD_CONST; BINARY_SUBSCR")
MATCH_ITEM_FROM_BACK = Idiom("match: item from the back", 'GET_LEN; LOAD_CONST; BINARY_OP ("-", False); BINARY_SUBSCR')

# A comprehension compiled in place (3.12+, bytecode/comprehensions.py):
# the result built before the loop, and the handler that restores the names
# it saved (one STORE_FAST per name the SWAP lifts) and re-raises.
COMPREHENSION_START = Idiom("inlined comprehension start", "BUILD_LIST|BUILD_SET|BUILD_MAP 0; SWAP 2; FOR_ITER")
COMPREHENSION_CLEANUP = Idiom("inlined comprehension clean-up", ("SWAP 2; POP_TOP; SWAP", Repeat("STORE_FAST"), "RERAISE"))

# `await x` (also an async with's __aenter__ / __aexit__ result), as the
# normaliser spells it in every version.
AWAIT = Idiom("await", "GET_AWAITABLE; LOAD_CONST; YIELD_FROM")

# A handler's clean-up block 3.11+ (`COPY 3; POP_EXCEPT; RERAISE 1`): the
# handler's own exception goes on when it raises.
HANDLER_CLEANUP = Idiom("handler clean-up", {(3, 8): None, (3, 11): "COPY; POP_EXCEPT; RERAISE"})
# A with's exit that swallowed the exception 3.11+: the exit's result and the
# saved lasti are popped.
WITH_SWALLOW = Idiom("with swallow", {(3, 8): None, (3, 11): "POP_TOP; POP_EXCEPT; POP_TOP; POP_TOP"})
# `return value` inside a 3.8-3.10 handler: the value rotated under the
# exception's three items.
UNDER_EXCEPTION = Idiom("under the exception", {(3, 8): "SWAP 4; SWAP 3; SWAP 2", (3, 11): None})
# 3.8: the end of a try body whose finally runs as a subroutine.
FINALLY_ENTRY = Idiom("finally entry", {(3, 8): "POP_BLOCK; BEGIN_FINALLY", (3, 9): None})
# A try/except handler's first instructions up to 3.10 (`COPY 1` is a
# typed clause's test of the exception; three pops an untyped one).
EXCEPT_HANDLER_HEAD = Idiom("except handler head", {(3, 8): OneOf("COPY 1", "POP_TOP; POP_TOP; POP_TOP"), (3, 11): None})
# The with statement's exit call on the normal way out 3.11+ as the
# compiler spells it (before normalize folds it into one WITH_EXIT): what a
# with's swallow path 3.12+ may go through, a copy of the exit call of the
# with items around (`with a, b:` its inner item's swallow path).
WITH_EXIT_CALL_SPELT = Idiom("with exit call, spelt out",
                             ("LOAD_CONST None; LOAD_CONST None; LOAD_CONST None; CALL #2", Maybe(AWAIT), "POP_TOP"))
# The with statement's exit call on the normal way out, 3.9-3.10 (the
# normaliser's WITH_EXIT from 3.11): `None, None, None` to __exit__.
WITH_EXIT_CALL = Idiom("with exit call", {(3, 8): None, (3, 9): "LOAD_CONST None; COPY 1; COPY 1; CALL_FUNCTION #3", (3, 11): None})
# A with handler 3.9-3.10 where the exit swallowed the exception (3.8:
# WITH_CLEANUP_START / WITH_CLEANUP_FINISH).
# 3.12+: a swallow path going straight back to a loop's head (the with
# statement ending the loop's body; bytecode/asyncfor.py).
SWALLOW_THEN_JUMP = Idiom("with swallow, then a jump", "POP_TOP; POP_EXCEPT; POP_TOP; POP_TOP; JUMP")
WITH_SWALLOW_BLOCKS = Idiom("with swallow (block stack)", {(3, 8): None, (3, 9): "POP_TOP; POP_TOP; POP_TOP; POP_EXCEPT; POP_TOP", (3, 11): None})
# The end of an `except ... as e` clause, every version: `e = None; del e`.
NAME_CLEANUP = Idiom(
    "name clean-up",
    "LOAD_CONST None; STORE_FAST|STORE_NAME|STORE_GLOBAL|STORE_DEREF; DELETE_FAST|DELETE_NAME|DELETE_GLOBAL|DELETE_DEREF",
    where=lambda instrs, start, end: instrs[start + 1].argval == instrs[start + 2].argval,
)
# A handler's way out 3.11+ through a jump the compiler wrote before it
# laid the handlers out last (an except clause's end, its name cleared; a
# with's swallow path): a backward jump from there is no jump added later.
HANDLER_EXIT_JUMP = Idiom("handler exit jump", {(3, 8): None, (3, 11): OneOf(("POP_EXCEPT", Maybe(NAME_CLEANUP), "JUMP"), SWALLOW_THEN_JUMP)})
# The with exit after its block on a way out of the body, 3.8-3.10
# (lift/blocks): 3.8 runs the handler as a subroutine, 3.9/3.10 call
# __exit__ with three Nones; an `async with` awaits the result.
WITH_EXIT_AFTER_BLOCK = Idiom("with exit after its block", {
    (3, 8): ("BEGIN_FINALLY; WITH_CLEANUP_START", Maybe(AWAIT), "WITH_CLEANUP_FINISH; POP_FINALLY"),
    (3, 9): (WITH_EXIT_CALL, Maybe(AWAIT), "POP_TOP"),
    (3, 11): None,
})
# A with statement's block popped and its exit called, 3.8-3.10: what a
# way out of the body runs before the code it leaves for.
WITH_LEFT = Idiom("with block left", {(3, 8): ("POP_BLOCK", WITH_EXIT_AFTER_BLOCK), (3, 11): None})
# `async with` 3.8-3.10, after BEFORE_ASYNC_WITH: __aenter__ awaited, then
# the block set up.
ASYNC_WITH_SETUP = Idiom("async with setup", {(3, 8): (AWAIT, "SETUP_ASYNC_WITH"), (3, 11): None})
# A way out of a 3.9/3.10 handler (a `return` in a finally body's handler
# copy): the exception's three items popped, then the handler; a returned
# value is rotated under them first and back.
# An except clause's way out when its body finishes, 3.8-3.10: the
# exception popped, a jump after the statement (3.9/3.10, a named clause:
# the block around its body popped first, the name cleared after).
CLAUSE_LEFT = Idiom("except clause left", {
    (3, 8): "POP_EXCEPT; JUMP",
    (3, 9): OneOf("POP_EXCEPT; JUMP", ("POP_BLOCK; POP_EXCEPT", NAME_CLEANUP, "JUMP")),
    (3, 11): None,
})
# An except clause left by a jump out of its body (a `break`), 3.8/3.9 and
# 3.11: the exception popped, then the jump; a named clause clears its name
# first (3.8: calls the finally body that clears it).
CLAUSE_JUMPED_OUT = Idiom("except clause jumped out of", {
    (3, 8): ("POP_EXCEPT", Maybe("CALL_FINALLY"), "JUMP"),
    (3, 9): ("POP_EXCEPT", Maybe(NAME_CLEANUP), "JUMP"),
    (3, 10): None,
    (3, 11): ("POP_EXCEPT", Maybe(NAME_CLEANUP), "JUMP"),
})
HANDLER_LEFT = Idiom("handler left", {(3, 8): "POP_TOP; POP_TOP; POP_TOP; POP_EXCEPT", (3, 11): None})
# 3.8-3.10: `return value` from a finally body inside an except clause:
# each enclosing handler is left with the value rotated under its exception.
# 3.8: a `return` leaving a finally body (after its POP_FINALLY) drops the
# None pushed before the statement's SETUP_FINALLY (under the value).
FINALLY_SLOT_DROPPED = Idiom("finally body's slot dropped", {(3, 8): "SWAP 2?; POP_TOP", (3, 9): None})
# 3.8: ... then, leaving an enclosing try/finally body, pops that body's
# block and calls its finally subroutine.
FINALLY_CALLED_UNDER_VALUE = Idiom("enclosing finally body called under a returned value", {(3, 8): "POP_BLOCK; CALL_FINALLY", (3, 9): None})
ENCLOSING_HANDLER_LEFT_UNDER_VALUE = Idiom("enclosing handler left under a returned value", {(3, 8): (UNDER_EXCEPTION, "POP_EXCEPT"), (3, 11): None})
# A return in an `except E as name` clause leaves the name's clean-up
# block: 3.8 calls its finally body, 3.9/3.10 run the clean-up inline
# after leaving the handler.
NAME_CLEANUP_LEFT_UNDER_VALUE = Idiom("except clause's name clean-up left under a returned value", {
    (3, 8): (UNDER_EXCEPTION, "POP_BLOCK; POP_EXCEPT; CALL_FINALLY"),
    (3, 9): ("POP_BLOCK", ENCLOSING_HANDLER_LEFT_UNDER_VALUE, NAME_CLEANUP),
    (3, 11): None,
})
HANDLER_LEFT_UNDER_VALUE = Idiom("handler left under a returned value", {
    (3, 8): (UNDER_EXCEPTION, "POP_TOP; POP_TOP; POP_TOP", UNDER_EXCEPTION, "POP_EXCEPT"),
    (3, 11): None,
})
# A `return` leaving a for loop: the loop's iterator dropped from under the
# returned value.
ITERATOR_UNDER_VALUE_DROPPED = Idiom("iterator under a returned value dropped", "SWAP 2; POP_TOP")

# except* (3.11+): the handler's prologue, past PUSH_EXC_INFO.
EXCEPT_STAR_HEAD = Idiom("except* head", {(3, 8): None, (3, 11): OneOf("BUILD_LIST; COPY", "COPY; BUILD_LIST; SWAP")})
# except* (3.11+): after the clauses, the exceptions left are re-raised.
EXCEPT_STAR_TAIL = Idiom("except* tail", {(3, 8): None, (3, 11): "PREP_RERAISE_STAR|CALL_INTRINSIC_2; COPY; POP_JUMP_IF_NOT_NONE; POP_TOP; POP_EXCEPT"})
EXCEPT_STAR_RERAISE = Idiom("except* re-raise", {(3, 8): None, (3, 11): "SWAP; POP_EXCEPT; RERAISE"})
# A finally body that returns, in its handler copy 3.11+: the value is
# swapped under the exception, which is popped, then under the saved one,
# which POP_EXCEPT restores (`value; SWAP 2; POP_TOP; SWAP 2; POP_EXCEPT;
# RETURN_VALUE`).
RETURN_THROUGH_HANDLER = Idiom("return through a handler", {(3, 8): None, (3, 11): "SWAP 2; POP_TOP; SWAP 2; POP_EXCEPT"})
# An enclosing except clause a `return value` leaves 3.11+: the exception
# it saved, under the value, restored.
CLAUSE_LEFT_UNDER_VALUE = Idiom("clause left under a value", {(3, 8): None, (3, 11): "SWAP 2; POP_EXCEPT"})
# A handler's exception popped before it returns 3.11+ (a constant, loaded
# after: `POP_TOP; POP_EXCEPT; <loops left>; LOAD_CONST; RETURN_VALUE`).
EXCEPTION_POPPED = Idiom("exception popped", {(3, 8): None, (3, 11): "POP_TOP; POP_EXCEPT"})
# A value popped from under the value being returned 3.11+: a for loop's
# iterator the return leaves, or the try body's returned value that a
# finally body's return replaces.
POPPED_UNDER_VALUE = Idiom("popped under a value", {(3, 8): None, (3, 11): "SWAP 2; POP_TOP"})
# A finally body that only returns a constant, its handler copy 3.11+
# (reads like a bare except clause returning it), leaving the for loops
# around (their iterators popped).
FINALLY_ONLY_RETURNS = Idiom("finally body only returning", {(3, 8): None, (3, 11): (EXCEPTION_POPPED, Repeat("POP_TOP", 0, 8), "LOAD_CONST; RETURN_VALUE")})
# `return constant` leaving the for loops around it (their iterators
# popped first): what `try: return` is when the body can raise nothing.
CONSTANT_RETURN_OUT_OF_LOOPS = Idiom("constant returned out of loops", (Repeat("POP_TOP", 0, 8), "LOAD_CONST; RETURN_VALUE"))
# `return value` from a with body 3.11+, the value computed inside: the exit
# call under it, then the return (the exception table leaves both out).
RETURN_OUT_OF_WITH = Idiom("return out of a with", {(3, 8): None, (3, 11): "SWAP?; WITH_EXIT; RETURN_VALUE"})
# What a `return` runs between its value and RETURN_VALUE to leave the withs
# around it, innermost first: their exit calls (the value rotated under
# each; 3.8-3.10 pop the with's block first).
WITH_EXITS_UNDER_RETURN = Idiom("with exits under a return value", {
    (3, 8): Repeat(("POP_BLOCK; SWAP 2?", WITH_EXIT_AFTER_BLOCK), 1, 4),
    (3, 11): Repeat("SWAP?; WITH_EXIT", 1, 4),
})
# except* (3.11+): a clause's test, past CHECK_EG_MATCH: no match jumps on.
# except* (3.11+): a clause's way out when its body finishes: its name
# cleared, (3.13) the list of raised groups appended to, a jump to the
# next clause or the re-raise.
EXCEPT_STAR_CLAUSE_EXIT = Idiom("except* clause exit", {(3, 8): None, (3, 11): (Maybe(NAME_CLEANUP), "LIST_APPEND 1?; JUMP")})
EXCEPT_STAR_NO_MATCH = Idiom("except* clause: no match", {(3, 8): None, (3, 11): "COPY; POP_JUMP_IF_NONE"})
# 3.13: an except clause of a try statement ending an enclosing except
# clause leaves through that clause's exit (both exceptions popped).
CLAUSE_LEAVES_ENCLOSING = Idiom("except clause leaving the enclosing clause", {(3, 8): None, (3, 13): "POP_EXCEPT; POP_EXCEPT; JUMP"})
# `fits(ins, "LOAD_CONST None")` as the step itself, `LOADS_NONE.fits(ins)`:
# a step with an argument is no opname lookup, and `fits` finds it only
# after a failed one (an exception a call).
LOADS_NONE = _parsed("LOAD_CONST None")
COPIES_TOP = _parsed("COPY 1")
