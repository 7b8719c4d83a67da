"""Loop layouts: loops ending a function or a body, loop tests, nested loops.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Minimal sample of a decompiler bug.

def _while_ends_function(limit):
    # 3.12 copied the function's implicit return between the loop's bottom
    # test and its exit; the loop came out as `if ...: while True:`.
    n = 0
    while n < limit:
        n += 1
        _sink(n)


def _sink(value):
    return value


def case_while_ends_function():
    return _while_ends_function(3)


def _while_chained_compare(i, n):
    # The loop's bottom copy of a chained comparison is shaped differently
    # from its top test (and 3.12 copies the exit block into its cleanup).
    while 0 <= i < n:
        i += 1
    return i


def case_while_chained_compare():
    return [_while_chained_compare(i, 5) for i in (-1, 0, 3, 9)]


def _for_without_jump_back(items):
    # Every path through the body leaves the loop: no jump back to FOR_ITER.
    for item in items:
        return item * 2
    raise KeyError("empty")


def case_for_without_jump_back():
    out = [_for_without_jump_back([3, 4])]
    try:
        _for_without_jump_back([])
    except KeyError as exc:
        out.append(str(exc))
    return out


class _Reader:
    def __init__(self, n):
        self.n = n
        self.got = []

    def poll(self):
        return self.n > 0

    def recv(self):
        self.n -= 1
        self.got.append(self.n)


def _if_around_while(closed, reader):
    # 3.11+ merges `if not closed` and the loop's first test into one chain
    # (their exits are copies of `return None`); the loop bottom re-tests only poll().
    if not closed:
        while reader.poll():
            reader.recv()


def case_if_around_while():
    r = _Reader(3)
    _if_around_while(False, r)
    _if_around_while(True, r)
    return r.got


# Exception shape (3.11+ exception table) found in the stdlib sweep.

def repeated_underscore_targets():
    rows = [("a", 1, 2, 3, 4), ("b", 5, 6, 7, 8)]
    out = [tag for tag, _, _, _, _ in rows]
    for tag, _, _, _, last in rows:
        out.append(tag + str(last))
    return out, any(tag == "b" for tag, _, _, _, _ in rows)


# Minimal sample of a decompiler bug.

def case_unpacking_the_same_name_twice():
    # 3.13 turns the first of two stores into `_` into POP_TOP
    seen = []
    for start, end, _, _ in [(1, 2, 3, 4), (5, 6, 7, 8)]:
        seen.append((start, end, _))
    return seen


# Loop shape of 3.12+ (exits threaded through the jump that ends a block,
# folded backward jumps) that failed to round-trip.

def while_ends_if_body_then_else(n=3):
    # 3.12 threads the loop's exit through the jump over the else.
    out = []
    for a in (0, 1):
        if a:
            while n > 0:
                out.append(n)
                n -= 1
        else:
            out.append("else")
        out.append("after")
    return out


def while_ends_if_body_copied_exit(a=1):
    # 3.12 copies the code after the if/else behind the loop.
    out = []
    if a:
        while len(out) < 3:
            out.append(a)
    else:
        out.append(0)
    out.append(-1)
    return out


def while_ends_for_body():
    # The while's exit jumps straight back to the for loop's head.
    out = []
    for element in ([1, 2], [], [3]):
        element.reverse()
        while element:
            out.append(element.pop())
    return out


def while_in_if_exits_merged(flag=False):
    # All four tests leave for the same place; the loop re-tests only its own.
    text = list("ab\n\n\n")
    if text[-1] == "\n" and not flag:
        while len(text) > 1 and text[-2] == "\n":
            del text[-2]
    return "".join(text)


def _parent_chain(node):
    c = node.get("parent")
    while c is not None:
        if c.get("kind") == 1:
            return c
        c = c.get("parent")
    return None


def written_return_none_after_while():
    # Reached from the test at the top and its copy at the bottom: without
    # the written return each would get a copy of the implicit one.
    root = {"kind": 0}
    leaf = {"kind": 2, "parent": {"kind": 3, "parent": root}}
    return [_parent_chain(leaf), _parent_chain({"parent": {"kind": 1}})]


# Bytecode mismatch found by the 3.11 stdlib sweep (and its 3.12/3.13
# twins).

def generator_whose_yield_was_optimised_away():
    # `_collections_abc.Iterable.__iter__`: the compiler drops the dead loop, so
    # only the GENERATOR flag says the source held a yield.
    def empty():
        while False:
            yield None

    def returns_first():
        return 5
        yield

    return list(empty()), list(returns_first())


def chained_comparison_ending_in_a_none_test():
    # `turtle.TurtleScreenBase._resize`: 3.11+ folds the last link's
    # `is None` and its jump into POP_JUMP_IF_NOT_NONE, which was read as
    # `is not None` holding (the whole test came out negated).
    def all_none(a, b, c):
        if a is b is c is None:
            return 1
        return 2

    def all_same_not_none(a, b, c):
        if a is b is c is not None:
            return 1
        return 2

    def less_then_none(a, b, log):
        if a < b is None:
            log.append(a)

    def loop(a, b, log):
        while a < b is not None:
            log.append(a)
            a += 1
            if a > 5:
                b = None

    log = []
    less_then_none(1, 2, log)
    loop(1, 3, log)
    return (
        all_none(None, None, None), all_none(1, 2, 3), all_none(None, None, 0),
        all_same_not_none(1, 1, 1), all_same_not_none(None, None, None), log,
    )


# 3.8/3.9 bug.

def _loop_body_else_return(items):
    for x in items:
        if x:
            return 1
        else:
            return 2
    return 3


def case_loop_body_else_return():
    return _loop_body_else_return([]), _loop_body_else_return([0]), _loop_body_else_return([1])


def _while_not_is_or_in(x, y):
    while not (x is None or y in x):
        x = x[1:]
    return x


def case_while_not_is_or_in():
    # (the loop ends only on `y in x` or `x is None`: `x[1:]` of [] is [], so
    # a call that goes round at all, ([1], 5), never ended)
    return _while_not_is_or_in([1, 2, 3], 3), _while_not_is_or_in(None, 5)


def _if_not_then_while(closed, items):
    # Both tests leave for the same place, but the second is the loop's.
    if not closed:
        while items:
            items.pop()
    return items


def case_if_not_then_while():
    return _if_not_then_while(False, [1, 2]), _if_not_then_while(True, [1, 2])


def _while_ends_for_body(lists):
    # The while's exit is the for loop's back jump: its test jumps straight
    # to the for loop's head.
    for element in lists:
        element.reverse()
        while element:
            yield element.pop()


def case_while_ends_for_body():
    return list(_while_ends_for_body([[1, 2], [], [3]]))


# 3.11-3.13 shape found in the stdlib sweep (the shape is nested in the case
# so that its decompiled code is what runs).

def case_while_test_holds_or_value():
    def run(a, b):
        post = 0
        while a[: post or None] and b[: post or None] and a[post - 1] == b[post - 1]:
            post -= 1
        return post, a[: post or None]

    return [run("abcxyz", "qxyz"), run("abc", "abd"), run("", "x")]


# A set display iterated by a for loop or a comprehension: the compiler
# stores it as a frozenset constant, written back as a `frozenset({...})`
# call until issue 19 (other bytecode; a held-out decompiler test set).
def case_for_over_a_set_display():
    out = []
    for c in {1, 2}:
        out.append(c)
    return sorted(out), sorted(x * 2 for x in {3, 4}), sorted([y for y in {5, 6}]), sorted({z for z in {7}})


# All versions: a `while a or b:` whose body starts with `if a or b:`; the
# two tests leave by the same two ways, so the loop's condition chain ran on
# into the if's (was: cannot rebuild condition). Found by the nesting corpus
# (tests/corpus/nesting/nest_loop.py::f_while__if__pass).
def _while_or_then_if_or(items):
    out = []
    while items or out:
        if items or len(out) > 3:
            out.append(items.pop() if items else 0)
        if not items:
            break
    return out


def case_while_or_then_if_or():
    return [_while_or_then_if_or([1, 2]), _while_or_then_if_or([]), _while_or_then_if_or([5])]


def _while_or_then_if_or_pass(a, b):
    while a or b:
        if a or b:
            pass
        _sink(a)


# 3.10+: `if x is None:` around `while x or y:` whose exits CPython merged;
# the loop's bottom test was matched on its first load alone, so the if's
# `x is None` was read as part of the loop's test (and `g(x)` in the body
# could pass for the bottom test). Was a mismatch or an error on 3.11+.
def _if_none_around_while(x, items):
    if x is None:
        while x or items:
            x = items.pop() if items else 0
            if not x:
                break
    return x


def _if_not_none_around_while(x, items):
    if x is not None:
        while x:
            x = _sink(items.pop()) if items else 0


def case_if_none_around_while():
    return [_if_none_around_while(None, [0, 3]), _if_none_around_while(None, []), _if_none_around_while(2, [1])]


# 3.10+: `if a or b: while a:` in a loop; the chain's first step and the
# loop's bottom test both test `a`, so the bottom test passed for a copy of
# the whole chain and the if was read into the loop's test (`while (a or b)
# and a:`, the body re-testing `a or b` each round; with an augmented
# assignment body the body was dropped). Found by the nesting corpus
# (nest_depth3.py::f3_while_true__if__while__augassign).
def _drain_if_or(a, b, log):
    for _ in range(3):
        if a or b:
            while a:
                log.append(a)
                a -= 1
        b = not b
    return log


def _drain_if_or_forever(a, b, log):
    while True:
        if a or b and a:
            while a:
                a -= 1
                log.append(a)
        if len(log) > 2:
            return log


def case_if_or_around_while_in_loop():
    return _drain_if_or(2, 0, []), _drain_if_or(0, 1, []), _drain_if_or_forever(3, 1, [])


# 3.8/3.9: `while c: continue` as a named except clause's body: the loop's
# own jump back after the `continue` is unreachable, and was cut off the
# clause's end with the unreachable `POP_EXCEPT; JUMP` of clauses that
# cannot finish ("loop runs past its block"). Found by the nesting corpus
# (nest_try.py).
def case_while_continue_in_named_clause():
    left = [0, 1, 2]
    try:
        raise ValueError(len(left))
    except ValueError as e:
        while left.pop():
            continue
    return left


# 3.10, 3.11 (nesting/expressions.py e253, run over a grid of inputs): the
# bottom copy of `while b or (True if g(a) else d < b <= a < c)` was
# looked for by its first step alone (`b`), found at the `b` of the
# chained comparison: the loop's test became an inner `while True` whose
# break went back to the whole test (`g(a)` called twice). (Nested so
# that the decompiled code is what runs; `g` answers from a script.)
def case_while_bottom_test_repeats_first_step():
    log = []
    answers = iter([1, 0, 0, 0])

    def g(x):
        log.append(x)
        return next(answers, 0)

    def f(a, b, c, d):
        while b or (True if g(a) else d < b <= a < c):
            g(1)

    f(5, 0, 9, 0)
    return log


# 3.12/3.13: a while loop whose body ends in `continue` (tested at the top
# only), ending a for loop's body: its test's exit jumps straight back to
# the for loop's head. Read as `while True: if c: ...; continue; break`
# (other bytecode; nesting corpus, f3_async_for_else__while__while__assign).
def case_while_ending_in_continue_ends_for_body():
    out = []
    for v in range(3):
        n = v
        while n > 0:
            out.append((v, n))
            n -= 1
            continue
    out.append("end")
    return out


# 3.12/3.13: `while c: continue` first in the body of a while loop tested
# at its top and bottom: the inner test jumps back to the head both loops
# share (its `continue` is that jump), which read as a conditional leaving
# the outer body ("conditional jump leaves its block"). Found by the fuzz
# set (3.12/3.13 seed 3 #731).
def _pop_odd_runs(todo, log):
    while todo:
        while todo.pop() % 2:
            continue
        log.append(len(todo))
    return log


def case_while_continue_first_in_while():
    return _pop_odd_runs([2, 1, 3, 4, 5], []), _pop_odd_runs([], [])


# 3.10-3.13 (fuzz 3.10/3.11 seed 1 #48; mismatch): a `pass` ending a for
# loop's body after an if whose last branch is `elif c: pass`: the jump
# back takes the line of the last `pass` (its NOP dropped), the if's body
# jumping to it, not threaded to the loop's head; the branch's `pass` keeps
# its own line marker right before it. It read as falling from the
# branch's `pass` (no statement after the if), which recompiles to a body
# jumping straight back to the head.
def case_pass_after_elif_pass_ending_for_body():
    def f(a, b, xs, log):
        for v in xs:
            if a is None:
                log.append(v)
            elif a and b:
                pass
            pass
        return log

    return [f(a, b, (1, 2), []) for a in (None, 0, 1) for b in (0, 1)]


# 3.10-3.13 wrong reading (found by helper try18 while reading
# try_in_loops.py::_if_chain_around_while_ending_in_try_in_for): `if a and
# b(): while b(): ...`, the loop's test the same as the if's last member.
# The if's chain and the loop's top test are one run of jumps to the exit;
# the loop was taken to begin at the first member whose first step its
# bottom copy begins with, the if's `b()`: read `if a: while b() and b():`,
# calling b() twice a round. The loop begins at the first member from
# which the run is as long as the bottom copy (`_loop_chain_start`).
def case_lo18_if_chain_ending_in_loop_test_around_while():
    def f(a, calls, log):
        def b():
            log.append(calls[0])
            calls[0] -= 1
            return calls[0] > 0

        if a and b():
            while b():
                log.append("round")
        return log

    def g(a, c, calls, log):
        def b():
            log.append(calls[0])
            calls[0] -= 1
            return calls[0] > 0

        if a and b():
            while b() and c:
                log.append("round")
        return log

    def h(a, calls, log):
        def b():
            log.append(calls[0])
            calls[0] -= 1
            return calls[0] > 0

        if a and b() and b():
            while b():
                log.append("round")
        return log

    out = []
    for a in (0, 1):
        for n in (1, 2, 5):
            out.append(f(a, [n], []))
            out.append(g(a, 1, [n], []))
            out.append(h(a, [n], []))
    return out


# 3.12/3.13 (refused, "condition around a loop not understood"; helper
# try18, from try_in_loops.py::_if_chain_around_while_ending_in_try_in_for):
# `if a: while b: ...` ending the body of a loop around. 3.12+ threads the
# if's and the loop's jumps out to the head of the loop around, where the
# jump ending the body goes: the chain is read with that head as its false
# exit (`_threaded_chain_exit`).
def case_lo18_if_around_while_ending_loop_body():
    def plain(xs, a, log):
        for x in xs:
            if x:
                while a:
                    a -= 1
                    log.append(a)
        return log

    def chain(xs, a, log):
        for x in xs:
            if x and a:
                while a:
                    a -= 1
                    log.append(a)
        return log

    def either(xs, a, log):
        for x in xs:
            if x or a:
                while a:
                    a -= 1
                    log.append(a)
        return log

    def in_while(n, a, log):
        while n:
            n -= 1
            if a and n:
                while a:
                    a -= 1
                    log.append(a)
        return log

    def nested(xs, a, log):
        for x in xs:
            for y in xs:
                if x:
                    while a > y:
                        a -= 1
                        log.append(a)
        return log

    out = []
    for xs in ((), (0,), (1, 0, 2)):
        for a in (0, 2):
            for f in (plain, chain, either, nested):
                out.append(f(xs, a, []))
            out.append(in_while(len(xs), a, []))
    return out
