"""with statements around or inside loops, endless loops in a with.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


import threading


# 3.10 shape that raised DecompilationError (block-stack reading, copied
# exits): a minimal sample of a stdlib unit.

def with_loop_breaks_to_copied_exit(n=5):
    # 3.10: each break jumps to its own copy of `POP_BLOCK; exit; return x`.
    lock = threading.Lock()
    x = 0
    with lock:
        while x < n:
            x += 1
            if x == 3:
                break
            if x * 2 == n:
                break
    return x


class _Ctx:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def with_while_true_returns():
    log = []
    n = 0
    with _Ctx(log), _Ctx(log):
        while True:
            n += 1
            if n > 5:
                return n, log
            if n == 3:
                log.append(n)


# Exception-table shape (3.11+) found in the stdlib sweep.

class _Cm:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")


def _with_loop_return_then_none(log, tests):
    with _Cm(log):
        for tf in tests:
            if tf > 1:
                return tf
        return None


def case_with_loop_return_then_none():
    log = []
    return _with_loop_return_then_none(log, [0, 2]), _with_loop_return_then_none(log, [1]), log


# Exception shape (3.11+ exception table) found in the stdlib sweep.

class _NamedCtx:
    def __init__(self, log, name):
        self.log = log
        self.name = name

    def __enter__(self):
        self.log.append(self.name)
        return self

    def __exit__(self, *exc):
        self.log.append("exit " + self.name)


def nested_with_holding_endless_loop():
    log = []
    items = iter([1, 2, 0])
    with _NamedCtx(log, "a") as a, _NamedCtx(log, "b") as b:
        while True:
            x = next(items)
            log.append(x)
            if a is b:
                return False
            if not x:
                return log


def _return_from_clause_in_endless_with(log, keys):
    with _NamedCtx(log, "sel") as sel:
        while True:
            for key in keys:
                if key == "self":
                    try:
                        text = keys.pop(0)
                    except IndexError:
                        log.append("closed")
                        return sel.name
                    if text:
                        log.append(text)
                elif key is None:
                    return None


def return_from_clause_in_endless_with():
    log = []
    return _return_from_clause_in_endless_with(log, ["self", "a", None]), log


def _with_in_endless_loop_in_with(log, owners):
    with _NamedCtx(log, "outer"):
        while True:
            with _NamedCtx(log, "inner"):
                if owners.pop() == "me":
                    return True
                if not owners:
                    raise ValueError("deadlock")
                if len(owners) > 1:
                    log.append("waiting")
            log.append("acquire")


def with_in_endless_loop_in_with():
    log = []
    return _with_in_endless_loop_in_with(log, ["me", "x", "y"]), log


# Exception shape (3.11+ exception table) found in the stdlib sweep.

class _Resource:
    def __init__(self, name, log):
        self.name = name
        self.log = log

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self

    def __exit__(self, *exc):
        self.log.append("exit " + self.name)
        return False


def _endless_loop_in_two_withs(items, log):
    # 3.12+: the handler of the try before the with statements is laid out
    # between their body (an endless loop) and the handlers nested in it.
    for item in items[:2]:
        try:
            log.append(int(item))
        except ValueError:
            pass
    with _Resource("a", log) as first, _Resource("b", log) as second:
        while True:
            try:
                log.append(items.pop() + first.name + second.name)
            except IndexError as e:
                if log:
                    raise


def endless_loop_in_two_withs():
    log = []
    try:
        _endless_loop_in_two_withs(["1", "x", "y"], log)
    except IndexError:
        log.append("left")
    return log


# Control-flow shape of 3.11-3.13 (exit blocks copied into loop and clause
# bodies, jumps out of nested statements) that failed to round-trip.

class _LogCtx:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")


def while_with_endless_loop():
    # 3.12+: the with body never reaches its end (a `while True:` left by
    # a clause's `break`); the compiler lays the outer loop's exit block
    # (`return None`) out there, before the with's exit and the loop's
    # bottom test.
    log = []

    def run(stack):
        while stack:
            top = stack.pop()
            it = iter(top)
            with _LogCtx(log):
                while True:
                    try:
                        entry = next(it)
                    except StopIteration:
                        break
                    log.append(entry)

    run([[1, 2], [3]])
    return log


def with_endless_loop_last():
    # The `while True:` ends the with body; its clause's `break` goes to
    # the with's exit (3.12+ lays the code after the with out later).
    log = []
    it = iter([1, 2])
    with _LogCtx(log):
        while True:
            try:
                log.append(next(it))
            except StopIteration:
                break
    log.append("after")
    return log


def while_try_then_with_endless_loop():
    # As while_with_endless_loop, with a try statement's handler (before
    # the with) laid out between the exit block and the with's exit.
    log = []

    def run(stack):
        while stack:
            top = stack.pop()
            try:
                it = iter(top)
            except TypeError as error:
                log.append(type(error).__name__)
                continue
            with _LogCtx(log):
                while True:
                    try:
                        entry = next(it)
                    except StopIteration:
                        break
            log.append(entry)

    run([[1, 2], 5, [3]])
    return log


# 3.12/3.13: `try: while True: with c: return ...` whose with swallows
# exceptions: the loop goes round only from the with's swallow path, laid
# out past the with's handler (the try's body goes on there); the try body
# was read as ending at the return, the loop running past it. Refused
# ("loop runs past its block"); found by the nesting corpus (nest_depth3
# f3_try_finally__while_true__with__bare_return). The second: nothing
# after the with, the swallow path's jump going round at once.
class _SwallowingCtx:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append(exc[0] and exc[0].__name__)
        return True


def _while_true_with_return_in_try_finally(log, items):
    try:
        while True:
            with _SwallowingCtx(log):
                log.append(10 // items.pop())
                return
            log.append("swallowed")
    finally:
        log.append("finally")


def case_while_true_with_return_in_try_finally():
    log = []
    _while_true_with_return_in_try_finally(log, [5, 0, 0])
    return log


def _while_true_with_return_alone_in_try(log, items):
    try:
        while True:
            with _SwallowingCtx(log):
                return 10 // items.pop()
    except IndexError:
        log.append("empty")


def case_while_true_with_return_alone_in_try():
    # (The manager swallows every exception, IndexError too: the loop ends
    # only by the return, so every call must find a non-zero divisor. A call
    # with [] went round for ever, growing the log until the time-out, which
    # the manager swallowed as well: whole-corpus runs grew to gigabytes.)
    log = []
    return _while_true_with_return_alone_in_try(log, [5, 0]), _while_true_with_return_alone_in_try(log, [2, 0, 0]), log


# 3.13 (new15, from the fuzz set's refusals "with body without its exit
# call", seed 1 #956): a with body holding a condition that goes round a
# loop (a comprehension's filter, `if v and b:` ending a for body), then a
# try statement whose body raises: 3.13 leaves `POP_JUMP_IF_x;
# JUMP_BACKWARD` out of the exception table (3.12 covers its first half),
# which read as a gap in the with's body. Siblings: __exit__ swallowing or
# not (the grid's cm), the try with else/finally, a while with continue,
# a body that finishes.
def _n15cj_filter_comprehension_then_try_in_with(a, b, xs):
    with cm(a) as x:
        x = [v for v in xs if v]
        try:
            raise g(x)
        except ValueError:
            g(1)
    return x


def _n15cj_and_filter_then_try_finally_in_with(a, b, xs):
    with cm(a):
        s = {v for v in xs if v and b}
        try:
            raise g(s)
        except ValueError:
            g(1)
        else:
            g(2)
        finally:
            g(3)
    return s


def _n15cj_for_if_and_then_try_in_with(a, b, xs):
    n = 0
    with cm(a):
        for v in xs:
            if v and b:
                n += g(v)
        try:
            raise g(n)
        except (ValueError, TypeError):
            n = -n
    return n


def _n15cj_while_continue_then_try_in_with(a, b, xs):
    i = 0
    with cm(b):
        while i < len(xs):
            i += 1
            if xs[i - 1] or a:
                continue
            g(i)
        try:
            g(i)
        except KeyError:
            return i
        finally:
            i = g(i + 1)
    return i


def _n15cj_filter_then_try_in_with_plain_body(a, b, xs):
    with cm(a) as x:
        x = [v for v in xs if v and a]
        try:
            g(x)
        except ValueError:
            g(1)
        raise g(b)


class _Hb16Cm:
    """Logs its exit; swallows the exception when told."""

    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind and kind.__name__))
        return self.swallow


def _hb16_run(f, *args):
    log = []
    try:
        value = f(log, *args)
    except Exception as e:
        value = type(e).__name__
    return value, log


# 3.11: a while loop that never goes round (the with's `break`, the
# `return` after it) compiles to no jump back: read as an if statement, the
# with's body was read as falling into the `return` after the statement,
# which only the swallow path reaches (the exit call's jump past the if
# dropped). Refused: "with body leaves apart from its swallow path" (3.8,
# 3.9: refused before; 3.10, 3.12, 3.13 read it right). Found by the hunt,
# 3.11 seed 30 program 420.
def case_hb16_break_from_with_in_never_round_while():
    def f(log, n, swallow):
        while n < 3:
            with _Hb16Cm(log, swallow):
                log.append(10 // n)
                break
            return "swallowed"
        return "after"

    return [_hb16_run(f, n, swallow) for n in (0, 1, 5) for swallow in (False, True)]


# Its siblings that read right: the loop goes round (the `break` a jump to
# the loop's exit), a for loop, a `continue`.
def case_hb16_break_from_with_in_while_going_round():
    def f(log, n, swallow):
        while n < 3:
            with _Hb16Cm(log, swallow):
                log.append(10 // n)
                break
            n += 1
        return "after"

    return [_hb16_run(f, n, swallow) for n in (0, 1, 5) for swallow in (False, True)]


def case_hb16_break_from_with_in_never_round_for():
    def f(log, xs, swallow):
        for x in xs:
            with _Hb16Cm(log, swallow):
                log.append(10 // x)
                break
            return "swallowed"
        return "after"

    return [_hb16_run(f, xs, swallow) for xs in ((), (0,), (2, 0)) for swallow in (False, True)]


def case_hb16_continue_from_with_in_while():
    def f(log, n, swallow):
        while n < 3:
            n += 1
            with _Hb16Cm(log, swallow):
                log.append(10 // (n - 1))
                continue
            return "swallowed"
        return "after"

    return [_hb16_run(f, n, swallow) for n in (0, 1, 5) for swallow in (False, True)]


# 3.11-3.13: the same, the code after the loop a computed return (3.12/3.13
# copy it after the with's exit call, the `break`'s line marker before the
# exit call): it was read as the code after the with, the swallow path's
# `return` dropped. Refused as above (3.8-3.10: refused before).
def case_hb16_break_from_with_in_never_round_while_computed_return():
    def f(log, n, swallow):
        while n < 3:
            with _Hb16Cm(log, swallow):
                log.append(10 // n)
                break
            return
        return -n

    return [_hb16_run(f, n, swallow) for n in (0, 1, 5) for swallow in (False, True)]


# 3.12/3.13: a while loop whose body is a with that breaks, then code
# reached only when __exit__ swallows, the code after the loop too long to
# copy: the body's main line (the exit call) falls into the loop's exit,
# and the loop reader wrote a second `break` after that code, where the
# loop goes round (wrong reading: the loop stopped after a swallowed
# exception). Found by the hunt, 3.12/3.13 seed 27 program 427 (a two-item
# with there, whose inner manager's call may raise).
def case_hb16_break_from_with_then_code_in_while():
    def f(log, n, swallow):
        while n < 3:
            with _Hb16Cm(log, swallow):
                log.append(10 // n)
                break
            n += 1
        return [n, log[0] if log else None, log[-1] if log else None, len(log)]

    def two_items(log, n, swallow):
        while n < 3:
            with _Hb16Cm(log, swallow), _Hb16Cm(log, 10 // n):
                break
            n += 1
        return [n, log[0] if log else None, log[-1] if log else None, len(log)]

    return [_hb16_run(f, n, swallow) for f in (f, two_items) for n in (0, 1, 5) for swallow in (False, True)]


class _La16WhileCm:
    """Logs its exit; swallows the exception when told."""

    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind and kind.__name__))
        return self.swallow


# 3.12: the `while` sibling of async_with.py::case_hb16_async_for_with_break_in_if_else
# (a with that breaks in a loop in an if with an else) is refused (3.13
# reads it right).
def case_la16_while_with_break_in_if_else():
    def f(log, a, swallow):
        if a:
            while a:
                v = a.pop(0)
                with _La16WhileCm(log, swallow):
                    log.append(10 // v)
                    break
        else:
            log.append("else")
        log.append("after")

    out = []
    for a in ((), (0, 5), (5,)):
        for swallow in (False, True):
            log = []
            try:
                out.append((f(log, list(a), swallow), log))
            except ZeroDivisionError:
                out.append(("ZeroDivisionError", log))
    return out


# w17 (3.12, refused: 'loop runs past its block'): siblings of
# case_la16_while_with_break_in_if_else, a while loop ending an if's body
# whose test's false way is threaded over the else, going round only
# through a with's swallow path (its bottom test laid out after the
# with's handler): two with items, a return, code before the loop in the
# if's body, a loop test of two names.
def case_w17_while_with_leaving_in_if_else_siblings():
    def two_items(log, a, swallow):
        if a:
            while a:
                v = a.pop(0)
                with _La16WhileCm(log, swallow), _La16WhileCm(log, swallow):
                    log.append(10 // v)
                    break
        else:
            log.append("else")
        log.append("after")

    def returns(log, a, swallow):
        if a:
            while a:
                v = a.pop(0)
                with _La16WhileCm(log, swallow):
                    log.append(10 // v)
                    return v
        else:
            log.append("else")
        log.append("after")

    def code_before(log, a, swallow):
        if a:
            log.append("before")
            while a and log:
                v = a.pop(0)
                with _La16WhileCm(log, swallow):
                    log.append(10 // v)
                    break
        else:
            log.append("else")
        log.append("after")

    out = []
    for f in (two_items, returns, code_before):
        for a in ((), (0, 5), (5,)):
            for swallow in (False, True):
                log = []
                try:
                    out.append((f(log, list(a), swallow), log))
                except ZeroDivisionError:
                    out.append(("ZeroDivisionError", log))
    return out
# 3.8/3.9 (refused: unstructured jump; the siblings of
# case_hb16_break_from_with_in_never_round_while): a while loop that never
# goes round, its body's with statement ending in `break` and code after
# the with reached only when __exit__ swallows, ending in a raise; or the
# with inside another. No jump back is left: read as an if statement, the
# `break` jumps past its end.
def case_o17_break_from_with_in_never_round_while_then_raise():
    def then_raise(log, n, swallow):
        while n < 3:
            with _Hb16Cm(log, swallow) as cm:
                log.append(10 // n)
                break
            log.append("swallowed")
            raise KeyError(n)
        return "after"

    def nested(log, n, swallow):
        while n < 3:
            log.append(n)
            with _Hb16Cm(log, swallow):
                with _Hb16Cm(log, not swallow):
                    log.append(10 // n)
                    break
            return "swallowed"
        return "after"

    return [(_hb16_run(then_raise, n, swallow), _hb16_run(nested, n, swallow)) for n in (0, 1, 5) for swallow in (False, True)]


# 3.12 (3.13: the with ones refused, "unstructured jump", the try/finally
# ones read wrong too; 3.11 reads right): a with or try/finally around a
# for loop whose body is two nested with statements (or one with two items)
# that return or raise, code after the statement. The inner with's swallow
# path goes round the loop from past its handler, inside the statement's
# protected range, and the statement's body was taken to go on there
# (`while True: with c: return`), so the loop's exit laid out before it (the
# with's exit call or the finally body's copy, and the code after the
# statement) was read inside the body: `g` called before the outer
# __exit__, the finally body run twice. Found by the hunt with the
# exception chain compared (`hunt --seeds 1-20 --versions 3.12`: seed 10
# #639, async with / async for / with two items: return; seed 13 #63, the
# same in a try/finally, raising), minimal forms here; a single inner with
# or no statement around read right.
_CTX18_LOG = []


class _Ctx18Cm:
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        _CTX18_LOG.append(("enter", self.v))
        return self.v

    def __exit__(self, *exc):
        _CTX18_LOG.append(("exit", self.v))
        return False


def _ctx18_g(v):
    _CTX18_LOG.append(("g", v))
    return v


def _ctx18_points(f):
    out = []
    for xs in ((), (1,)):
        del _CTX18_LOG[:]
        out.append((f(0, xs), list(_CTX18_LOG)))
    return out


def case_ctx18_with_for_two_item_with_return_then_code():
    def f(a, xs):
        with _Ctx18Cm(a) as x:
            for v in xs:
                with _Ctx18Cm(v) as x, _Ctx18Cm(a) as y:
                    return a
        return _ctx18_g(a)

    return _ctx18_points(f)


def case_ctx18_with_for_nested_withs_return_then_code():
    def f(a, xs):
        with _Ctx18Cm(a) as x:
            for v in xs:
                with _Ctx18Cm(v) as x:
                    with _Ctx18Cm(a) as y:
                        return a
        return _ctx18_g(a)

    return _ctx18_points(f)


def case_ctx18_try_finally_for_two_item_with_return_then_code():
    def f(a, xs):
        try:
            for v in xs:
                with _Ctx18Cm(v) as x, _Ctx18Cm(a) as y:
                    return a
        finally:
            _ctx18_g(1)
        _ctx18_g(2)

    return _ctx18_points(f)


def case_ctx18_try_finally_for_two_item_with_raise_then_code():
    def f(a, xs):
        try:
            for v in xs:
                with _Ctx18Cm(v) as x, _Ctx18Cm(a) as y:
                    raise ValueError(a)
        finally:
            _ctx18_g(1)
        _ctx18_g(2)

    try:
        return _ctx18_points(f)
    except ValueError:
        return list(_CTX18_LOG)


# Siblings (3.12/3.13): the hunt's async form, a while loop with a test, a
# break before the inner with.
class _Ctx18Acm(_Ctx18Cm):
    async def __aenter__(self):
        return self.__enter__()

    async def __aexit__(self, *exc):
        return self.__exit__(*exc)


class _Ctx18Ait:
    def __init__(self, xs):
        self.xs = list(xs)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.xs:
            raise StopAsyncIteration
        return self.xs.pop(0)


async def case_ctx18_async_with_async_for_two_item_with_return_then_code():
    async def f(a, xs):
        async with _Ctx18Acm(a) as x:
            async for v in _Ctx18Ait(xs):
                with _Ctx18Cm(v) as x, _Ctx18Cm(a) as y:
                    return a
        return _ctx18_g(a)

    out = []
    for xs in ((), (1,)):
        del _CTX18_LOG[:]
        out.append((await f(0, xs), list(_CTX18_LOG)))
    return out


def case_ctx18_with_while_two_item_with_return_then_code():
    def f(a, xs):
        xs = list(xs)
        with _Ctx18Cm(a) as x:
            while xs:
                with _Ctx18Cm(xs.pop()) as x, _Ctx18Cm(a) as y:
                    return a
        return _ctx18_g(a)

    return _ctx18_points(f)


def case_ctx18_with_for_break_then_two_item_with_return_then_code():
    def f(a, xs):
        with _Ctx18Cm(a) as x:
            for v in xs:
                if v > 1:
                    break
                with _Ctx18Cm(v) as x, _Ctx18Cm(a) as y:
                    return a
        return _ctx18_g(a)

    return _ctx18_points(f)

# 3.11-3.13 (refused, "with body leaves apart from its swallow path"):
# siblings of case_hb16_break_from_with_in_never_round_while and its
# computed return (helper with18), the loop read from the with body's
# `break` (3.11: a jump to the loop's exit before the with's handler laid
# out inline; 3.12/3.13: the exit block's copy after the exit call, the
# break's line marker on that call): two items, a target, code before the
# with, a computed value after the with. The second, on 3.10 (its exit
# block too long to copy, the `break` a jump there), was a wrong reading
# (also on main): read as an if statement, the raise after the with ran
# when the body finished (blocks/with_statement.py refuse_parted_ways now
# refuses that reading; the loop is read first, never_round_loops.py); on
# 3.13 (the `break` falling straight into the exit block) the self-check
# caught that reading.
def case_with18_break_from_with_items_in_never_round_while():
    def f(log, n, swallow):
        while n < 3:
            log.append(("start", n))
            with _Hb16Cm(log, swallow) as a, _Hb16Cm(log, not swallow):
                log.append(10 // n)
                break
            return [a.swallow, n]
        return n * 2

    return [_hb16_run(f, n, swallow) for n in (0, 1, 5) for swallow in (False, True)]


def case_with18_break_from_with_in_never_round_while_then_raise_computed():
    def f(log, n, swallow):
        while n < 3:
            with _Hb16Cm(log, swallow):
                log.append(10 // n)
                break
            raise KeyError(n)
        return -n, len(log)

    return [_hb16_run(f, n, swallow) for n in (0, 1, 5) for swallow in (False, True)]


# r21c siblings of ctx18's two-item with returning in a for loop in a
# try/finally: the inner with's swallow path goes on through the outer's
# exit call and that one's jump back round the loop (3.11-3.13 refused
# them: stack underflow, the try body taken to end at the return).
class _R21cSwallowCm:
    def __init__(self, log, name, swallow):
        self.log, self.name, self.swallow = log, name, swallow

    def __enter__(self):
        self.log.append(("enter", self.name))
        return self.name

    def __exit__(self, tp, exc, tb):
        self.log.append(("exit", self.name, tp is not None))
        return self.swallow


def _r21c_points(f, args):
    out = []
    for a in args:
        for swallow in (False, True):
            log = []
            try:
                out.append((f(log, a, swallow), log))
            except ZeroDivisionError:
                out.append(("ZeroDivisionError", log))
    return out


def case_r21c_try_finally_for_nested_withs_swallow_return_then_code():
    def f(log, xs, swallow):
        try:
            for v in xs:
                with _R21cSwallowCm(log, "a", swallow) as x:
                    with _R21cSwallowCm(log, "b", swallow) as y:
                        return 10 // v, x, y
        finally:
            log.append("fin")
        log.append("after")
        return -1

    return _r21c_points(f, ((), (0,), (0, 2), (5,)))


def case_r21c_try_finally_while_two_item_with_swallow_return_then_code():
    def f(log, n, swallow):
        try:
            while n < 3:
                n += 1
                with _R21cSwallowCm(log, "a", swallow), _R21cSwallowCm(log, "b", swallow):
                    return 10 // (n - 2)
        finally:
            log.append(n)
        log.append("after")
        return n

    return _r21c_points(f, (0, 1, 2, 5))
