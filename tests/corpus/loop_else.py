"""for/else and while/else: the else clause and the breaks that skip it.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Exception/control-flow shape of 3.8, 3.9 and 3.11 that did not decompile
# (stdlib sweep).

def _for_else_in_if(table, key):
    # 3.8/3.9: the for's break jumps (threaded) past the if/else the
    # for-else ends.
    if key is not None:
        for k, v in table:
            if k == key:
                found = v
                break
        else:
            raise KeyError(key)
    else:
        found = None
    out = [found]
    return out


def case_for_else_in_if():
    table = [(1, "a"), (2, "b")]
    out = [_for_else_in_if(table, 2), _for_else_in_if(table, None)]
    try:
        _for_else_in_if(table, 3)
    except KeyError as e:
        out.append(repr(e))
    return out


# Loop shape of 3.12+ (exits threaded through the jump that ends a block,
# folded backward jumps) that failed to round-trip.

def break_from_for_else_ending_outer_loop():
    # 3.12+: the break jumps straight back to the outer loop's head.
    def check(mro, *methods):
        for method in methods:
            for d in mro:
                if method in d:
                    if d[method] is None:
                        return "none"
                    break
            else:
                return "missing"
        return True

    return [check(({"a": 1}, {"b": None}), "a"), check(({"a": 1},), "b"), check(({"b": None},), "b")]


# 3.8/3.9 bug.

def _inner_for_else(mode, tables):
    # The inner loop's else ends the outer body: its break jumps to the
    # outer loop's back edge and on to the outer head.
    perm = []
    for table in tables:
        for bit, char in table:
            if mode & bit == bit:
                perm.append(char)
                break
        else:
            perm.append("-")
    return "".join(perm)


def case_inner_for_else():
    tables = (((4, "r"),), ((2, "w"), (8, "W")), ((1, "x"),))
    return _inner_for_else(5, tables), _inner_for_else(10, tables)


def _inner_while_else_in_if(a, b):
    while a > 0:
        a -= 1
        if b:
            while b:
                b -= 1
                if b == 3:
                    break
            else:
                a += 10
    return a, b


def case_inner_while_else_in_if():
    return _inner_while_else_in_if(3, 6), _inner_while_else_in_if(2, 2)


# 3.8/3.9/3.10 (block-stack) shape that raised DecompilationError: a minimal
# sample of a stdlib unit.

def while_else_if_ends_in_break():
    # 3.8/3.9: in a while's else, an if whose inner if shares its end and
    # whose body ends in `break` of the loop around (textwrap _wrap_chunks).
    def f(chunks, lines, ph):
        while chunks:
            cur = chunks.pop()
            if len(cur) > 2:
                lines.append(cur)
            else:
                while cur:
                    if cur[-1] == "x":
                        break
                    cur = cur[:-1]
                else:
                    if lines:
                        prev = lines[-1]
                        if len(prev) <= 3:
                            lines[-1] = prev + ph
                            break
                    lines.append(ph)
                break
        return lines

    return [f(list(c), [], "+") for c in (["ab", "abcd"], ["ax", "abcd"], ["", "xyz"], ["", "xyzw"], [""])]


# for/else loops nesting try/except/else with break and continue (issue
# 19's list of a held-out set's shapes).
def _first_int(items):
    for item in items:
        try:
            value = int(item)
        except ValueError:
            continue
        else:
            break
    else:
        return None
    return value


def _first_failure(items, log):
    for item in items:
        try:
            int(item)
        except (ValueError, TypeError):
            log.append("skip")
            continue
        except KeyError:
            break
        else:
            log.append(item)
            break
    else:
        log.append("none")
    return log


def _ints_until_bad(items, log):
    for item in items:
        if item:
            try:
                log.append(int(item))
            except ValueError:
                continue
            else:
                break
    else:
        log.append("end")
    return log


def case_for_else_around_try_except_else():
    return (_first_int(["a", "b", "7", "8"]), _first_int(["x"]), _first_failure(["a", None, "3"], []),
            _first_failure(["a"], []), _ints_until_bad(["", "z", "4"], []), _ints_until_bad(["", "z"], []))


# 3.8/3.9: `while c:` whose body never goes round: a for loop whose else
# breaks, then `return x`. With no jump back the while reads as an if, and
# the code kept after the else's jump out, which nothing reaches, was read
# as the way on (the function returned x, not None). Found by the nesting
# corpus (nest_loop.py::f_while__async_for_else__break).
def case_for_else_break_ends_loop_that_never_goes_round():
    log = []

    def f(a, xs):
        while a in xs:
            for v in a:
                log.append(v)
            else:
                break
            return a

    return f("ab", ["ab"]), f("c", []), log


# 3.8/3.9: `while a and (b or c): break` with an else: the peephole threads
# `b`'s jump into the body through the `break`'s jump, so the test leaves
# by three ways (the else, the body, past the else) and the chain reader
# stopped after `a` ("conditional jump leaves its block"). Found by the
# nesting corpus (nest_with.py::f_with_as__while_else__break).
def _while_else_threaded_break(a, b, c, log):
    while a and (b or c):
        break
    else:
        log.append(1)
    return log


def case_while_else_threaded_break():
    return [_while_else_threaded_break(a, b, c, []) for a in (0, 1) for b in (0, 1) for c in (0, 1)]


# 3.12/3.13 (fuzz 3.12/3.13 seed 3 #758, reduced; refused: "the decompiled
# source would lose 1 call"): a while loop with an else whose body is a
# with ending in `break`, the code after the loop a short exit (`return
# n`): the break leaves through the with's exit call straight into a copy
# of that code (no jump past the else), the loop going round only by the
# with's swallow path. The else was read as code after the loop, the copy
# as a return of the body's own.
class _LoopElseCm:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def _while_else_with_break(n, log):
    while n > 0:
        with _LoopElseCm(log):
            break
    else:
        log.append("else")
    return n


def case_while_else_with_break():
    log = []
    return [_while_else_with_break(n, log) for n in (0, 2)], log


# 3.12/3.13: a while loop with an else ending a for loop's body, its
# `if c: break` threaded to the for loop's head (a conditional jump back,
# not past the else): the else was not found ("conditional jump leaves
# its block"). Found by the fuzz set (3.12 seed 2 program 928, the break
# in an except clause), reduced by hand.
def case_flownew12_while_else_if_break_ending_for():
    log = []

    def f(items, limit):
        for v in items:
            n = 0
            while n < limit:
                n += 1
                if n * v > 2:
                    break
            else:
                log.append(("else", v))
        return log

    return f((1, 2, 3), 2), f((0, 5), 3)


# 3.12/3.13: the same with the break in an except clause, laid out past
# the loops, jumping to the for loop's head ("cannot find where the try
# statement ends").
def case_flownew12_while_else_clause_break_ending_for():
    log = []

    def fails(v, n):
        if v == n:
            raise KeyError(v)
        return n

    def f(items, limit):
        for v in items:
            n = 0
            while n < limit:
                n += 1
                try:
                    fails(v, n)
                except KeyError:
                    break
                except Exception:
                    log.append("other")
            else:
                log.append(("else", v))
        return log

    return f((1, 2, 5), 3), f((), 1)


# 3.12/3.13 (fuzz 3.12 seed 1 #259 and #862, reduced; mismatch): a loop
# without a break whose else ends the function in a conditional expression.
# The else's end is a label of its own, so the code where the expression's
# arms meet is no exit block the compiler copies onto the first arm's jump
# (it is one where the same code follows the loop).  The else was read as
# code after the loop.  The siblings vary the loop and the arm taken.
def case_mnew12_while_else_ending_in_ternary():
    def f(n, a, log):
        while n > 0:
            log.append(n)
            n -= 1
        else:
            log.append("x" if a else "y")

    log = []
    for n, a in ((0, 0), (2, 1), (1, 0)):
        f(n, a, log)
    return log


def case_mnew12_for_else_ending_in_ternary_store():
    def f(items, a, log):
        for item in items:
            log.append(item)
        else:
            x = a if a > 1 else -a
        return x

    log = []
    return [f(items, a, log) for items, a in (((), 0), ((1, 2), 3), ((4,), -2))], log


def case_mnew12_for_else_ending_in_ternary_call():
    def f(items, a, log):
        for item in items:
            log.append(item)
        else:
            log.append(a if a else len(items))

    log = []
    for items, a in (((), 0), ((1, 2), "a"), ((4,), 0)):
        f(items, a, log)
    return log


# 3.12/3.13 (fuzz 3.12 seed 3 #529, reduced; mismatch): the same with a with
# statement in the else: its handler, laid out after the final return, ends
# the block, so that return is not the block's last instruction.
class _Mnew12Cm:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")
        return True


def case_mnew12_for_else_with_then_ternary():
    def f(items, a, log):
        for item in items:
            log.append(item)
        else:
            with _Mnew12Cm(log):
                log.append(1 // a)
            log.append("x" if a else "y")

    log = []
    for items, a in (((), 0), ((1, 2), 3), ((4,), 0)):
        f(items, a, log)
    return log


# 3.10, 3.12: the else of a loop with no break, ending in a conditional
# expression (or a chained comparison) whose join runs into the implicit
# `return None`: the compiler copies such a short run onto the jump to the
# join when it is one block, and the else's end splits it in two. Read
# without its else, the recompiled function copied the run (fuzz,
# mismOld12).
def case_mold12_loop_else_ending_in_conditional_value():
    log = []

    def while_call(n, t):
        while n > 0:
            n -= 1
        else:
            log.append(t if t else n)

    def while_store(n, t):
        while n > 0:
            n -= 1
        else:
            x = t if t else -n
            log.append(x)

    def for_chain(xs, lo):
        for v in xs:
            log.append(v)
        else:
            log.append(lo < len(xs) < 3)

    def while_store_returned(n, t):
        while n > 0:
            n -= 1
        else:
            x = -t if t else n
        return x

    out = []
    for n, t in ((0, 0), (2, 5), (1, 0), (0, "s")):
        out.append((while_call(n, t), while_store(n, t), for_chain(range(n), t if isinstance(t, int) else 0),
                    while_store_returned(n, t if isinstance(t, int) else 1)))
    return out, log


# 3.12 (fuzz 3.12 seed 1 #166, seed 2 #932, reduced; mismatch): an async
# for loop's else ending the function in a list comprehension. Past
# END_ASYNC_FOR the code is cold, so the comprehension's clean-up handler
# stays in place, with a jump over it to the restores; the else's end is a
# label of its own, which kept that jump (`return None` past the label).
# With the comprehension after the loop instead, the restores and the
# return are one short exit block copied onto the jump, the clean-up laid
# out after the return. The else was read as code after the loop.
class _MNew14Ait:
    def __init__(self, items):
        self.items = list(items)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.items:
            raise StopAsyncIteration
        return self.items.pop(0)


def _mnew14_drive(coroutine):
    try:
        coroutine.send(None)
    except StopIteration as stop:
        return stop.value


async def _mnew14_async_for_else_ends_in_comprehension(xs, log):
    async for v in _MNew14Ait(xs):
        log.append(v)
    else:
        log.append(len(xs))
        found = [v * 2 for v in xs]


async def _mnew14_async_for_else_only_comprehension(xs, log):
    global _MNEW14_FOUND
    async for v in _MNew14Ait(xs):
        log.append(v)
    else:
        _MNEW14_FOUND = [v + 1 for v in xs if v]


async def _mnew14_async_for_else_comprehension_in_if(xs, log):
    global _MNEW14_FOUND
    async for v in _MNew14Ait(xs):
        log.append(v)
    else:
        if xs:
            _MNEW14_FOUND = {v: v for v in xs}


async def _mnew14_async_for_comprehension_after(xs, log):
    global _MNEW14_FOUND
    async for v in _MNew14Ait(xs):
        log.append(v)
    else:
        log.append(0)
    _MNEW14_FOUND = [v * 3 for v in xs]


_MNEW14_FOUND = None


def case_mnew14_async_for_else_ends_in_comprehension():
    global _MNEW14_FOUND
    _MNEW14_FOUND = None
    out = []
    for xs in ((), (1, 2), (0, 5)):
        for f in (_mnew14_async_for_else_ends_in_comprehension, _mnew14_async_for_else_only_comprehension,
                  _mnew14_async_for_else_comprehension_in_if, _mnew14_async_for_comprehension_after):
            log = []
            out.append((_mnew14_drive(f(xs, log)), log, _MNEW14_FOUND))
    return out


# 3.12 and 3.13 (was a wrong reading; 3.11 reads them right). Found
# 2026-12-06 by running the mismatched fuzz programs of seed 15 side by side
# with their originals (fuzz seed 15 #545): a for loop with an else whose
# body breaks (from a try's clause, or an if), and a short exit after the
# loop that raises (`raise`, `raise ValueError(a)`). The `break` pops the
# iterator and jumps to the code after the else, which the compiler copied
# in place of the jump: `POP_TOP; RAISE_VARARGS`. The reading wrote the copy
# as the loop body's own raise (in the clause: re-raising the clause's
# exception, or chaining the new one to it) and the else as code after the
# loop, run after the `break` too. `_return`: the same with a return after
# the loop (read right). The behaviour grid, which supplies `g`, runs them.
def wf15_for_else_break_in_clause_raise(a, xs):
    for v in xs:
        try:
            g(0)
        except ValueError:
            break
    else:
        g(1)
    raise


def wf15_for_else_break_in_clause_raise_new(a, xs):
    for v in xs:
        try:
            g(0)
        except ValueError:
            break
    else:
        g(1)
    raise ValueError(a)


def wf15_for_else_break_in_if_raise(a, xs):
    for v in xs:
        if g(v):
            break
    else:
        g(1)
    raise


def wf15_for_else_break_in_clause_return(a, xs):
    for v in xs:
        try:
            g(0)
        except ValueError:
            break
    else:
        g(1)
    return g(5)


def wf15_for_else_break_in_clause_return_constant(a, xs):
    for v in xs:
        try:
            g(0)
        except ValueError:
            break
    else:
        g(1)
    return 5


def wf15_for_break_in_clause_raise(a, xs):
    for v in xs:
        try:
            g(0)
        except ValueError:
            break
    raise


# 3.12 and 3.13 ran it differently (3.11 reads it right); refused there
# since the fifteenth session (`refuse_unwound_reraises`: a bare raise
# read inside a clause it was read after). Found 2026-12-06 by running the
# mismatched fuzz programs of seed 15 side by side with their originals
# (fuzz seed 15 #545; its for loop shape is fixed: loop_else.py,
# `wf15_for_else_break_in_clause_raise`). A while loop with an else whose
# body's try clause breaks, and a bare `raise` after the loop: the `break`
# (`POP_EXCEPT`, then a jump to the code after the else) became a copy of
# that code. The reading writes the copy as the clause's own `raise` (it
# re-raises the clause's exception; the original raises RuntimeError) and
# the loop's else as code after the loop (run after the `break` too). The
# loop's reader finds no jump of a `break` to tell where the else ends, and
# no iterator pop marks the copy as a `break` (for loops: `orphan_break`).
# The behaviour grid, which supplies `g`, shows it.
def wf15_while_else_break_in_clause_raise(a, xs):
    while xs:
        try:
            g(0)
        except ValueError:
            break
    else:
        g(1)
    raise


# 3.12 and 3.13 (`wf15_while_else_break_in_clause_raise`'s family, read
# since the sixteenth session by copied_exits._else_skipped_by_breaks): a
# while loop with an else whose try clause breaks, and code after the loop
# ending in a return. The `break` is a copy of that code (after the
# clause's POP_EXCEPT), the else read as code after the loop; 3.12/3.13
# mismatched `_a` and `_c` (the copy read as the clause's own return:
# runs alike), and refused `_b` (a named clause, then `raise`). `_d`: the
# copy holds two statements.
def case_y16_while_else_break_in_clause():
    def g(v, log):
        log.append(v)
        if v == 1:
            raise ValueError(v)
        return v

    def y16_a(a, xs, log):
        while xs:
            xs.pop()
            try:
                g(a, log)
            except ValueError:
                break
        else:
            g(2, log)
        return a

    def y16_b(a, xs, log):
        while xs:
            xs.pop()
            try:
                g(a, log)
            except ValueError as e:
                break
        else:
            g(2, log)
        raise KeyError(a)

    def y16_c(a, xs, log):
        while xs:
            xs.pop()
            try:
                g(0, log)
            except ValueError:
                xs.append(a)
                if a:
                    break
        else:
            g(3, log)
        return a

    def y16_d(a, xs, log):
        while xs:
            xs.pop()
            try:
                g(a, log)
            except ValueError:
                break
        else:
            g(2, log)
        x = a
        return x

    out = []
    for f in (y16_a, y16_b, y16_c, y16_d):
        for a in (0, 1):
            log = []
            try:
                out.append((f(a, [1, 2], log), log))
            except KeyError as e:
                out.append(("KeyError", log))
    return out


# 3.10 (mismatch; the siblings of `_while_else_with_break` and
# `case_y16_while_else_break_in_clause`): a while loop with an else whose
# `break` leaves a with statement or a named except clause under an if,
# the code after the loop (two statements; a return) copied onto the
# `break` after the exit call or the clause's POP_EXCEPT. The copy was
# read as the body's own code, the else as code after the loop (runs
# alike: the copy returns what the code after the loop would).
def case_o17_while_else_break_copies_after_exit():
    def from_with(n, log):
        while n > 0:
            n -= 1
            with _LoopElseCm(log):
                break
        else:
            log.append("else")
        x = n
        return x

    def from_named_clause(n, log):
        while n > 0:
            n -= 1
            try:
                log.append(10 // (n - 1))
            except ZeroDivisionError as e:
                if n:
                    break
        else:
            log.append("else")
        return log

    return [(from_with(n, []), from_named_clause(n, [])) for n in (0, 1, 3)]


# hunt23 (3.10 wrong reading, hunt seed 275 #569, shrunk by `hunt --shrink`):
# a for loop with an else ending an except clause, `if c: break` in it. 3.10
# copies the code after the try statement (`return not b`) into the clause's
# ways out: the break pops the iterator, then `POP_EXCEPT; return not b`,
# no jump; the else falls into the clause's own copy. The break's copy was
# read as the clause falling off (`pass`), no else found: the else ran
# after the loop, after a break too.
def _h23_g(x, log):
    log.append(x)
    if x == 0:
        raise ValueError(x)


def _h23_run(f):
    out = []
    for a in (0, 1):
        for b in (0, 1, 2):
            log = []
            try:
                out.append((f(a, b, log), log))
            except KeyError as e:
                out.append(("KeyError", e.args, log))
    return out


def case_h23_for_else_break_in_second_clause_after_named_one():
    def f(a, b, log):
        try:
            _h23_g(0, log)
        except (KeyError, IndexError) as e:
            pass
        except Exception:
            for v in (1, 2):
                if a < b:
                    break
            else:
                _h23_g(1, log)
        return not b

    return _h23_run(f)


# hunt23: siblings: one clause, a while loop (no iterator popped: its break
# is the copy itself, its line there), two breaks, and a raise after the
# try instead of a return.
def case_h23_for_else_break_in_clause():
    def f(a, b, log):
        try:
            _h23_g(0, log)
        except Exception:
            for v in (1, 2):
                if a < b:
                    break
            else:
                _h23_g(1, log)
        return not b

    return _h23_run(f)


def case_h23_while_else_break_in_clause():
    def f(a, b, log):
        try:
            _h23_g(0, log)
        except Exception:
            n = 0
            while n < 2:
                n += 1
                if a < b:
                    break
            else:
                _h23_g(1, log)
        return not b

    return _h23_run(f)


def case_h23_while_else_two_breaks_in_clause():
    def f(a, b, log):
        try:
            _h23_g(0, log)
        except Exception:
            n = 0
            while n < 3:
                n += 1
                if a < b:
                    break
                if n == b:
                    break
            else:
                _h23_g(1, log)
        return not b

    return _h23_run(f)


def case_h23_for_else_break_in_clause_then_raise():
    def f(a, b, log):
        try:
            _h23_g(0, log)
        except Exception:
            for v in (1, 2):
                if a < b:
                    break
            else:
                _h23_g(1, log)
        raise KeyError(b)

    return _h23_run(f)
