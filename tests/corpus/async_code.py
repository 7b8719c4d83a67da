import asyncio


class _Ticker:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.n <= 0:
            raise StopAsyncIteration
        self.n -= 1
        await asyncio.sleep(0)
        return self.n


async def _double(x):
    await asyncio.sleep(0)
    return 2 * x


async def _agen(n):
    for i in range(n):
        yield i
        await asyncio.sleep(0)


async def case_await_chain():
    a = await _double(3)
    b = await _double(a)
    return [a, b, await asyncio.gather(_double(1), _double(2))]


async def case_async_for_else():
    out = []
    async for v in _Ticker(4):
        if v == 0:
            break
        out.append(v)
    else:
        out.append("no break")
    async for v in _agen(3):
        out.append(v * 10)
    else:
        out.append("else")
    return out


async def case_async_comprehensions():
    a = [x async for x in _agen(5) if x % 2]
    b = {x: await _double(x) for x in range(3)}
    c = [await _double(y) async for y in _Ticker(3)]
    return a, b, c


def case_drive_coroutine_manually():
    async def inner():
        r = await _double(21)
        return r

    coro = inner()
    try:
        while True:
            coro.send(None)
    except StopIteration as stop:
        return stop.value


async def case_async_try():
    try:
        await _double(None)
    except TypeError as e:
        return "caught " + type(e).__name__
    finally:
        await asyncio.sleep(0)


# The async for samples below were refused or mismatched until issue 19
# (shapes found by running a peer decompiler's test inputs; written here
# from scratch).
#
# 3.12+ moves END_ASYNC_FOR to the cold code at the end, and with it the
# code after the loop when only the loop's exit reaches it: in a for body
# that is the jump back to the for's head (read as an unstructured jump).
async def case_async_for_ending_a_for_body():
    out = []
    for i in range(2):
        async for v in _Ticker(2):
            out.append((i, v))
    return out


# ... an async for whose body breaks out, then runs nested for and async
# for loops: the rest of each enclosing body laid out behind each
# END_ASYNC_FOR.
async def case_async_for_break_then_nested_loops():
    out = []
    async for x in _Ticker(4):
        if x == 1:
            break
        for i in range(2):
            out.append(i)
            async for y in _agen(2):
                for z in range(2):
                    async for w in _Ticker(1):
                        out.append((x, i, y, z, w))
    return out


# ... a while loop's bottom test after an inner async for, moved with it.
async def case_async_for_in_while_body():
    out = []
    n = 2
    while n:
        async for v in _Ticker(2):
            out.append((n, v))
        n -= 1
    return out


# ... an async for whose body holds a try/except, then a try around an
# async for nesting another: the code after each inner loop moved out, the
# clauses' handlers between its pieces.
async def case_async_for_try_then_try_around_async_for():
    out = []
    async for v in _Ticker(3):
        try:
            out.append(6 // v)
        except ZeroDivisionError:
            out.append("zero")
        out.append(v)
    try:
        async for w in _agen(3):
            async for u in _Ticker(2):
                try:
                    out.append(w // u)
                except ZeroDivisionError:
                    out.append("z")
                out.append(u)
            try:
                out.append(10 // w)
            except ZeroDivisionError:
                out.append("w")
            out.append("after")
    except ValueError:
        out.append("never")
    return out


# 3.12+: an async for whose body never goes round (it returns or raises
# on its first item): with no back jump in line, the code after the loop
# stayed in the cold code behind END_ASYNC_FOR, and the loop was read as
# running past the if (or while) around it ("loop runs past its block", or
# the code after it lost). Found by the nesting corpus (nest_if.py,
# nest_loop.py, nest_depth3.py).
async def case_async_for_never_going_round_in_if():
    out = []
    for n in (0, 2):
        try:
            if n < 3:
                async for v in _Ticker(n):
                    raise ValueError(v)
                out.append("after")
            out.append(n)
        except ValueError as e:
            out.append(str(e))
    return out


async def case_async_for_returning_in_while():
    n = 2
    while n:
        async for v in _Ticker(n):
            return v
        n -= 1
    return n


async def _async_for_raising_ends_if(a, b):
    if a < b:
        async for v in _Ticker(a):
            raise
        b = 9


# 3.12+: an async for whose body ends in `if c: raise` (or an assert):
# the jump back comes before the raise, which ends the body in line; the
# code after the loop goes behind the jump back, inside the body
# ("conditional jump leaves its block"). Found by the nesting corpus
# (nest_async.py, nest_depth3.py). (A first reading that ended every body
# where code outside the loop next jumps in moved the code after loops
# whose bodies go on in the cold code into them: fuzz 3.12/3.13.)
async def case_async_for_ending_in_if_raise():
    out = []
    try:
        async for v in _Ticker(3):
            out.append(v)
            if v < 1:
                raise ValueError(v)
        out.append("after")
    except ValueError as e:
        out.append(str(e))
    return out


async def case_async_for_ending_in_assert():
    out = []
    for n in (2, 5):
        async for v in _Ticker(n):
            out.append(v)
            assert v, n
        out.append(n)
    return out


# 3.12/3.13: an async for in an if whose else branch lies between the
# loop's jump back and the code after the if: the loop's exit (behind
# END_ASYNC_FOR in the cold code) jumps over that branch, and the branch was
# read as the rest of the loop body and again after the loop (it ran after
# every loop). Found by the behaviour grid (depyf.verify.behaviour_grid) on
# nest_depth3.py::f3_if_else__async_for__for_else__global.
async def case_async_for_in_if_with_else():
    out = []
    for n in (0, 2, 5):
        if n < 3:
            async for v in _Ticker(n):
                out.append(v)
        else:
            out.append("else")
        out.append(n)
    return out


async def case_async_for_continuing_in_if_with_else():
    out = []
    for n in (1, 4):
        if n < 3:
            async for v in _Ticker(n):
                if v:
                    continue
                out.append(v)
        elif n:
            out.append("elif")
        out.append(n)
    return out


# 3.12/3.13: an async for that never goes round (its body returns) and
# holds a try/except, in a try: the code after the loop (cold code, behind
# END_ASYNC_FOR) was read after the try, out of reach of its except clause
# (the clauses of the inner try jump back into the body, so the body's end
# was not found). Found by the behaviour grid on
# nest_depth3.py::f3_try_except_else__async_for_else__try_except_as__lambda.
def _fail_on_zero(n):
    if not n:
        raise ValueError("zero")
    return n


async def _async_for_returning_past_a_try_in_try(n):
    try:
        async for v in _Ticker(n):
            try:
                _fail_on_zero(v)
            except ValueError:
                v = "inner"
            return v
        _fail_on_zero(n)
        return n
    except ValueError as e:
        return str(e)


async def case_async_for_returning_past_a_try_in_try():
    return [await _async_for_returning_past_a_try_in_try(n) for n in (0, 1, 3)]


# 3.8/3.9: `continue` as an async for's whole body: the compiler keeps the
# loop's own jump back after it, unreachable; the continue was read as the
# body's end and dropped (other bytecode).
async def case_async_for_continue_alone():
    t = _Ticker(3)
    async for v in t:
        continue
    return t.n


async def case_async_for_break_alone():
    t = _Ticker(3)
    async for v in t:
        break
    return t.n


# 3.12/3.13: an async for whose body only breaks, with an else, code after
# it: the break falls into the code after the loop (its jump to the next
# instruction dropped), the else lies in the cold code with a jump back
# there, and no jump goes round. Refused ("loop runs past its block");
# the minimal shape of nest_try f_try_finally__async_for_else__break.
async def _async_for_break_alone_with_else(n, out):
    async for v in _Ticker(n):
        break
    else:
        out.append("else")
    out.append("after")


async def case_async_for_break_alone_with_else():
    out = []
    await _async_for_break_alone_with_else(0, out)
    await _async_for_break_alone_with_else(2, out)
    return out


# Comprehensions mixing for and async for clauses (issue 19's list of a
# held-out set's shapes; read right already).
async def case_comprehensions_mixing_for_and_async_for():
    a = [x + y async for x in _agen(3) for y in range(2)]
    b = [x * y for x in range(3) async for y in _agen(2)]
    c = {x async for x in _agen(4) for y in range(2) if x > y}
    return a, b, sorted(c)


# `async for` over a set display in a comprehension: the compiler stores the
# set as a frozenset constant, written back as a `frozenset({...})` call
# (other bytecode, an extra name) on every version. Found by the nesting
# corpus (tests/corpus/nesting/comprehensions.py::c103). A set is no async
# iterable: round-tripped, not run.
async def _async_for_over_a_set_display(xs):
    return [v async for v in {1, 2}], [(x, y) for x in xs async for y in {3, 4}]


# 3.12/3.13: an async for whose body only breaks, in a try's else: its
# else clause lies after the function's return, its jump to the code after
# the loop going back (a jump back that closes no loop). Refused ("loop
# runs past its block"); a first reading of loops going round only through
# code past their block read `while True:` there, dropping the else (found
# by the nesting corpus, nest_depth3 f3_for_else__try_except_else__async_for_else__break).
async def _async_for_else_break_in_try_else(n, out):
    try:
        out.append(n)
    except ValueError as e:
        out.append(e)
    else:
        async for v in _Ticker(n):
            break
        else:
            out.append("else")
        out.append("after")
    out.append("end")


async def case_async_for_else_break_in_try_else():
    out = []
    await _async_for_else_break_in_try_else(0, out)
    await _async_for_else_break_in_try_else(2, out)
    return out


# 3.12: a while loop whose body is an async for alone, ending the function:
# the bottom test, moved in with END_ASYNC_FOR from past the block, leaves
# through a jump back to the `return None` after the loop, which took
# another line than the top test's copy of it. Refused ("loop ends in a
# conditional jump that is not its test"). Found by the nesting corpus
# (nest_loop.py f_while__async_for__lambda).
async def _while_around_async_for_alone(n, out):
    while not n:
        async for v in _Ticker(2):
            out.append(v)
        n = out


async def _while_around_async_for_ending_it(n, out):
    while not out:
        async for v in _Ticker(n):
            out.append(v)


async def case_while_around_async_for_ending_function():
    out = []
    await _while_around_async_for_alone(0, out)
    await _while_around_async_for_ending_it(2, out)
    return out


# 3.12/3.13: an async for ending an if's body, an else (or elif, or another
# case of a match: match_310.py) after it: END_ASYNC_FOR, laid out past the function's
# end, jumps to the code after the if (in line, where the else joins it).
# The loop's exit was read as that place, the if as having no jump over
# its else, and the else ran after the loop (a wrong reading). Found while
# reducing nest_match_310.py f_match__async_for__del.
async def case_async_for_ending_if_before_else():
    async def then_else(n, out):
        if n == 1:
            async for v in _Ticker(2):
                out.append(v)
        else:
            out.append("else")
        out.append("after")

    async def then_elif(n, out):
        if n == 1:
            async for v in _Ticker(2):
                out.append(v)
        elif n:
            out.append("elif")
        out.append("after")

    async def in_while(n, out):
        while n:
            if n == 1:
                async for v in _Ticker(2):
                    out.append(v)
            elif n > 2:
                out.append("elif")
            n -= 1

    out = []
    for n in (0, 1, 2):
        await then_else(n, out)
        await then_elif(n, out)
    await in_while(3, out)
    return out


# 3.12/3.13: an async for whose body is a with statement that raises, the
# loop going round only when __exit__ swallows: with no back jump in line,
# the code after the loop stayed behind the with's handler and the swallow
# path's jump back was read as a written `continue` (other bytecode).
# Found by the nesting corpus (nest_async.py
# f_async_for__async_with__raise_from).
async def case_async_for_around_with_that_raises():
    class Swallow:
        def __init__(self, log):
            self.log = log

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.log.append(exc[0].__name__)
            return True

    async def f(n, log):
        async for v in _Ticker(n):
            with Swallow(log) as s:
                raise ValueError(v)
        return log

    return await f(2, [])


# 3.12/3.13: an async for that is an if's body, the if having an else: the
# loop's exit (behind END_ASYNC_FOR, in the cold code) jumps back to the code
# after the if, past the else laid out right after the loop's back jump. Read
# with the else inside the loop body after a `continue` and run again after
# the if (a wrong reading; found by the nesting corpus, nest_depth3
# f3_if_else__async_for__for_else__global). The shape is inside the case so
# that its recompiled code runs. (Named apart from the sample above, which it
# hid: that one's case never ran.)
async def case_async_for_in_if_with_else_inner():
    out = []

    async def step(n):
        if n > 1:
            async for v in _Ticker(n):
                out.append(v)
        else:
            out.append("else")
        out.append("end")

    await step(0)
    await step(3)
    return out


# 3.12/3.13 (fuzz seed 3 #286): async for loops that never go round (the
# innermost raises, the middle one breaks) inside a with: no jump goes back
# to the loop's head at all, which the rule for a loop going round only
# through a with's swallow path took for "every way round is a swallow
# path" (refused: "unstructured jump").
class _Quiet:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return True


async def _nested_async_for_raising_in_with(a, log):
    with _Quiet():
        async for v in _Ticker(a):
            async for w in _Ticker(a):
                async for x in _Ticker(a):
                    raise ValueError(a)
                break
        if a and log:
            log.append(1)
    log.append(2)
    return log


async def case_nested_async_for_raising_in_with():
    out = []
    for a in (0, 1, 2):
        out.append(await _nested_async_for_raising_in_with(a, [0]))
    return out


# 3.12/3.13 (fuzz seed 3 #27): an async for holding an async for with an
# else, ending an if's body before its else, in an except clause under a
# finally: the jump behind END_ASYNC_FOR was moved behind the loop's last
# jump back although the body's own jumps reach past it (3.12 mismatch,
# 3.13 refused).
async def _async_for_ending_if_in_clause(a, log):
    try:
        if a > 1:
            raise ValueError(a)
        log.append(0)
    except ValueError:
        if a:
            async for v in _Ticker(a):
                async for w in _Ticker(a):
                    return v
                else:
                    log.append(1)
        else:
            log.append(1)
    else:
        log.append(2)
    finally:
        log.append(3)
    return not a


async def case_async_for_ending_if_in_clause():
    out = []
    for a in (0, 1, 2):
        log = []
        out.append((await _async_for_ending_if_in_clause(a, log), log))
    return out


# 3.12, 3.13: `try: pass` as an async for's whole body, its clause going
# round: its handler, named by no row of the table, was taken for code of
# the loop body and the code after the loop put back before the handler's
# cleanup block (`except clause without a match test`). Found reducing the
# nesting corpus' nest_depth3.py::f3_try_except_else__async_for__try_except__pass.
async def case_async_for_try_pass_alone():
    t = _Ticker(3)
    async for v in t:
        try:
            pass
        except ValueError:
            t.n = -1
    return t.n


# 3.12, 3.13: an async for that never goes round (its body returns) as a
# try body, code after the try statement: END_ASYNC_FOR, covered by the
# try's handler, jumps on to that code, past the handlers; the jump was
# taken for the loop's own exit and dropped, so the loop left the try
# statement straight into the code after it. Refused ("exception handling
# shape not supported"). Found reducing the nesting corpus'
# nest_depth3.py::f3_try_except__async_for__try_except_else_finally__nonlocal_outer.
async def _async_for_returning_in_try(n, out):
    try:
        async for v in _Ticker(n):
            out.append(v)
            return v
    except ValueError:
        out.append("error")
    out.append("after")


async def case_async_for_returning_in_try():
    out = []
    return await _async_for_returning_in_try(0, out), await _async_for_returning_in_try(2, out), out


class _Cm:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")


# 3.12, 3.13: an async for that never goes round (its body returns) in a
# finally body, the last statement of a with: the code after the loop,
# laid out past the handlers, jumps on to the with's exit call laid out
# there too; that jump kept the code where it was, so the with body ended
# in a jump and not in its exit call. Refused ("with body without its exit
# call"). Found reducing the nesting corpus'
# nest_depth3.py::f3_with_parens__try_finally__async_for_else__bare_return.
async def _async_for_returning_in_finally_in_with(n, log):
    with _Cm(log):
        try:
            log.append("body")
        finally:
            async for v in _Ticker(n):
                return v
            log.append("after")


async def case_async_for_returning_in_finally_in_with():
    log = []
    return await _async_for_returning_in_finally_in_with(0, log), await _async_for_returning_in_finally_in_with(2, log), log


# 3.12, 3.13: an async for in an except clause of a try in a finally body,
# code after that try: in the finally body's exception copy, laid out past
# the handlers, END_ASYNC_FOR stays right behind the loop's back jump and
# the code after in line; taking END_ASYNC_FOR (a handler's target) for
# the start of cold code moved the code after the try, past the clause's
# cleanup, into the clause. Refused ("unstructured jump"). Found reducing
# the nesting corpus' nest_depth3.py::f3_try_finally__try_except_as__async_for__assert.
async def _async_for_in_clause_in_finally(n, out, fail):
    try:
        out.append(1 // fail)
    finally:
        try:
            out.append(2 // fail)
        except ZeroDivisionError:
            async for v in _Ticker(n):
                out.append(v)
        out.append("after")


async def case_async_for_in_clause_in_finally():
    out = []
    await _async_for_in_clause_in_finally(2, out, 1)
    try:
        await _async_for_in_clause_in_finally(2, out, 0)
    except ZeroDivisionError:
        out.append("raised")
    return out


# 3.12, 3.13: as above, the async for's body ending in a raise (an if's,
# `assert`), no jump back at its end: the code after the try in the finally
# body's exception copy (which the try body jumps to over the handlers)
# was taken for cold code after the loop and moved into the clause.
# Refused ("unstructured jump"). Found by the nesting corpus' nest_depth3.py
# f3_try_finally__try_except_as__async_for__assert.
async def _async_for_raising_in_clause_in_finally(n, out, fail):
    try:
        out.append(1 // fail)
    finally:
        try:
            out.append(2 // fail)
        except ZeroDivisionError:
            async for v in _Ticker(n):
                if v > 5:
                    raise ValueError(v)
        out.append("after")


async def case_async_for_raising_in_clause_in_finally():
    out = []
    await _async_for_raising_in_clause_in_finally(2, out, 1)
    try:
        await _async_for_raising_in_clause_in_finally(2, out, 0)
    except ZeroDivisionError:
        out.append("raised")
    return out


# 3.12/3.13: an async for in an async for in a while loop, the inner loop's
# body an assert (its raise laid out behind the jump back), the outer
# loop's body ending in a `continue` laid out in the cold code after the
# inner END_ASYNC_FOR. That code was moved back right behind the inner
# loop's jump back, in front of the assert's raise: the assert's test
# jumped past the loop's end ("conditional jump leaves its block"). Minimal
# sample of nest_depth3.py::f3_while__async_for__async_for_else__assert.
async def _async_for_assert_in_async_for_in_while(a, out):
    while a:
        async for v in _Ticker(a):
            async for w in _Ticker(v):
                assert w < 2, w
            out.append(v)
            a -= 1
            continue


async def case_async_for_assert_in_async_for_in_while():
    out = []
    await _async_for_assert_in_async_for_in_while(2, out)
    try:
        await _async_for_assert_in_async_for_in_while(5, out)
    except AssertionError as e:
        out.append(e.args)
    return out


# 3.12/3.13 (fuzz 3.12 seed 2 #281; refused: "the decompiled source would
# lose 1 call"): an async for with an else in an if's body, its body ending
# in `try: pass` (whose clauses, no row of the table reaching them, go
# round). The if's body was read first as a conditional expression's arm:
# that reading read the loop's body, and with it the try statement, which
# is read once only, before the loop statement ended it; the if's body,
# read next, had lost it.
async def _try_pass_ending_async_for_else_in_if(a, xs, out):
    if a:
        async for v in _Ticker(a):
            try:
                pass
            except ValueError:
                out.append(v)
        else:
            out.append("else")
    return xs


async def case_try_pass_ending_async_for_else_in_if():
    out = []
    for a in (0, 2):
        out.append(await _try_pass_ending_async_for_else_in_if(a, [a], out))
    return out


class _La16Items:
    """An async iterator over the items given."""

    def __init__(self, items):
        self.items = list(items)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.items:
            raise StopAsyncIteration
        return self.items.pop(0)


async def _la16_endless_runs(f):
    """f(log, a) over empty, true and false-first items; the endless loop
    raises UnboundLocalError at once."""
    out = []
    for a in ((), (1,), (0, 1)):
        log = []
        try:
            out.append((await f(log, a), log))
        except UnboundLocalError:
            out.append(("UnboundLocalError", log))
    return out


# 3.12/3.13: an async for in an if's else whose own else is an endless
# loop (that raises UnboundLocalError): read as `continue` then a `return
# None` inside the inner loop, the endless loop after the function's end
# (wrong reading: the inner loop's exit returned None instead of running
# its else). The endless loop, laid out in the cold code after the inner
# END_ASYNC_FOR, jumps back to its own head, which kept it from moving
# back in line. Found by the hunt, 3.12/3.13 seed 28 program 398 (moved
# from _open/hunt16b_async_for.py).
async def case_hb16_async_for_else_endless_loop():
    async def f(log, a):
        async for v in _La16Items(a):
            if v:
                log.append(v)
            else:
                async for w in _La16Items(a):
                    log.append(("inner", w))
                else:
                    while 1:
                        n += 1  # (n unbound: raises at once)

    return await _la16_endless_runs(f)


# 3.12/3.13: the same in a plain `for` (wrong reading, the same).
async def case_la16_async_for_else_endless_loop_in_for():
    async def f(log, a):
        for v in a:
            if v:
                log.append(v)
            else:
                async for w in _La16Items(a):
                    log.append(("inner", w))
                else:
                    while 1:
                        n += 1  # (n unbound: raises at once)

    return await _la16_endless_runs(f)


# 3.12/3.13: the same in a `while` (refused before).
async def case_la16_async_for_else_endless_loop_in_while():
    async def f(log, a):
        i = 0
        while i < len(a):
            v = a[i]
            i += 1
            if v:
                log.append(v)
            else:
                async for w in _La16Items(a):
                    log.append(("inner", w))
                else:
                    while 1:
                        n += 1  # (n unbound: raises at once)

    return await _la16_endless_runs(f)


# The siblings that read right: plain `for` loops, no if, an else that
# raises, the inner loop alone in an if's else.
async def case_la16_async_for_else_endless_loop_siblings():
    def plain(log, a):
        for v in a:
            if v:
                log.append(v)
            else:
                for w in a:
                    log.append(("inner", w))
                else:
                    while 1:
                        n += 1  # (n unbound: raises at once)

    async def plain_async(log, a):
        return plain(log, a)

    async def no_if(log, a):
        async for v in _La16Items(a):
            async for w in _La16Items(a):
                log.append(("inner", w))
            else:
                while 1:
                    n += 1  # (n unbound: raises at once)

    async def raising(log, a):
        async for v in _La16Items(a):
            if v:
                log.append(v)
            else:
                async for w in _La16Items(a):
                    log.append(("inner", w))
                else:
                    raise UnboundLocalError(w)

    async def alone(log, a):
        if a:
            log.append(1)
        else:
            async for w in _La16Items(a):
                log.append(("inner", w))
            else:
                while 1:
                    n += 1  # (n unbound: raises at once)

    return [await _la16_endless_runs(f) for f in (plain_async, no_if, raising, alone)]


def _lo17_raise_at(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


class _Lo17Ait:
    def __init__(self, xs):
        self.xs = list(xs)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.xs:
            raise StopAsyncIteration
        return self.xs.pop(0)


def _lo17_drive(f, points):
    out = []
    for a, xs, at in points:
        log = []
        co = f(log, a, xs, at)
        try:
            co.send(None)
        except StopIteration as e:
            out.append((e.value, log))
        except ValueError as e:
            out.append(("raised", e.args, type(e.__context__).__name__, log))
    return out


# 3.13 (fuzz 3.13 seed 56 #965, left open as hb17_open; 3.12 reads right):
# an async for loop in an if, whose body is try/except/else: return, then a
# raise (the loop never goes round), then code after the if: the clause's
# jump to the raise, laid out after the handlers, was taken for a jump past
# an else: read as `except: break` with the raise after the if and `else:
# return None`, so when the loop's iterator was empty the function raised
# instead of returning.
def case_lo17_async_for_try_else_return_then_raise_in_if():
    async def f(log, a, xs, at):
        if a:
            async for v in _Lo17Ait(xs):
                try:
                    _lo17_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    return a
                raise ValueError(a)
        return None

    return _lo17_drive(f, ((1, (), -1), (1, (1,), -1), (1, (1,), 1), (0, (1,), -1)))


# Sibling, 3.13: the clause unnamed, code after the if before the return.
def case_lo17_async_for_try_else_return_then_raise_in_if_then_code():
    async def f(log, a, xs, at):
        if a:
            async for v in _Lo17Ait(xs):
                try:
                    _lo17_raise_at(log, v, at)
                except ValueError:
                    log.append(2)
                else:
                    return a
                raise ValueError(a)
        log.append(3)
        return log

    return _lo17_drive(f, ((1, (), -1), (1, (1,), -1), (1, (1,), 1), (0, (1,), -1)))


# 3.12 (siblings of case_lo17_async_for_try_else_return_then_raise_in_if,
# found once the runner compared the exception's chain): the raise after the
# try is laid out in the clause past its POP_EXCEPT, uncovered; read as the
# clause's own, its `__context__` was the caught exception. A while loop
# around an await, and code after the raise.
def case_ctx18_async_for_named_clause_then_raise_in_if_then_code():
    async def f(log, a, xs, at):
        if a:
            async for v in _Lo17Ait(xs):
                try:
                    _lo17_raise_at(log, v, at)
                except ValueError as e:
                    log.append(e.args)
                else:
                    return a
                if v < 2:
                    raise ValueError(a)
                log.append(4)
        return log

    return _lo17_drive(f, ((1, (), -1), (1, (1,), -1), (1, (1,), 1), (1, (3, 1), 3), (0, (1,), -1)))


# 3.12/3.13 (helper refuse22b), the plainest of the case above: the code
# after the try statement, laid out past the handlers, goes round; the
# async for's exit (END_ASYNC_FOR after the function) jumps back to the
# code after the if, laid out right before the handlers. Refused ("loop
# runs past its block": the loop's body block ran to its jump back past
# the handlers, the code after the if inside it, and the if read an else
# reaching to the loop's exit).
def case_r22b_async_for_try_else_return_then_code_in_if():
    async def f(log, a, xs, at):
        if a:
            async for v in _Lo17Ait(xs):
                try:
                    _lo17_raise_at(log, v, at)
                except ValueError:
                    log.append(0)
                else:
                    return a
                log.append(4)
        return log

    return _lo17_drive(f, ((1, (), -1), (1, (1,), -1), (1, (1,), 1), (1, (3, 1), 3), (0, (1,), -1)))


def case_ctx18_while_await_named_clause_then_raise():
    async def f(log, a, xs, at):
        xs = list(xs)
        while xs:
            try:
                await asyncio.sleep(0)
                _lo17_raise_at(log, xs.pop(), at)
            except ValueError as e:
                pass
            else:
                return a
            raise ValueError(a)
        return None

    return _lo17_drive(f, ((1, (), -1), (1, (1,), -1), (1, (1,), 1), (0, (1,), -1)))


# 3.12, 3.13 (fuzz seed 102 #796, found by the hunt): an async for whose
# body raises or returns (it never goes round) in a try statement's else, in
# an if with an else: the code after the loop (behind END_ASYNC_FOR in the
# cold code) jumps to the code after the try, which the clause's way out
# shares; it stayed in the cold code, and the loop's body was read on over
# the if's else (`return None`), the code after the loop after the if: it
# ran when the clause ran. Siblings: a returning body, no else (3.13 reads
# it wrong too; 3.12 refuses it), an else with code after the if, the
# fuzz program's elif chain.
_H19A_POINTS = ((1, (), -1), (1, (1,), -1), (1, (), 0), (1, (1,), 0), (0, (1,), -1))


def case_h19a_async_for_raising_in_try_else_in_if_else_pass():
    async def f(log, a, xs, at):
        if a:
            try:
                _lo17_raise_at(log, 0, at)
            except ValueError as e:
                pass
            else:
                async for v in _Lo17Ait(xs):
                    raise ValueError(a)
                log.append(1)
            log.append(2)
        else:
            pass

    return _lo17_drive(f, _H19A_POINTS)


def case_h19a_async_for_returning_in_try_else_in_if_else_pass():
    async def f(log, a, xs, at):
        if a:
            try:
                _lo17_raise_at(log, 0, at)
            except ValueError:
                pass
            else:
                async for v in _Lo17Ait(xs):
                    return v
                log.append(1)
            log.append(2)
        else:
            pass

    return _lo17_drive(f, _H19A_POINTS)


def case_h19a_async_for_raising_in_try_else_in_if():
    async def f(log, a, xs, at):
        if a:
            try:
                _lo17_raise_at(log, 0, at)
            except ValueError:
                pass
            else:
                async for v in _Lo17Ait(xs):
                    raise ValueError(a)
                log.append(1)
            log.append(2)

    return _lo17_drive(f, _H19A_POINTS)


def case_h19a_async_for_raising_in_try_else_in_if_else_then_code():
    async def f(log, a, xs, at):
        if a:
            try:
                _lo17_raise_at(log, 0, at)
            except ValueError:
                pass
            else:
                async for v in _Lo17Ait(xs):
                    raise ValueError(a)
                log.append(1)
            log.append(2)
        else:
            log.append(3)
        log.append(4)
        return log

    return _lo17_drive(f, _H19A_POINTS)


def case_h19a_async_for_raising_in_try_else_in_elif_chain():
    async def f(log, a, xs, at):
        if a in xs:
            pass
        elif a is None:
            pass
        elif a:
            try:
                _lo17_raise_at(log, 0, at)
            except ValueError as e:
                pass
            else:
                async for v in _Lo17Ait(xs):
                    raise ValueError(a) from at
                x = [log.append(v0) for v0 in xs]
            x = 0 < a < 3
        else:
            pass
        return log

    return _lo17_drive(f, ((1, (), 0), (1, (2,), -1), (1, (2,), 0), (1, (), -1), (None, (), 0), (0, (), 0)))


# 3.13 (fuzz seed 119 #105, found by the hunt): `if a < b < c:` whose body
# is an async for ending in an assert (its raise ends the body; the
# assert's test goes round), then code: the comparison's cleanup jumps to
# that code, where the loop's exit lands too, and it was read as the if's
# else (run only when the test failed). Siblings: a body ending in `if a:
# continue` then a raise, a call after the if
# (branch_exits.py::case_h19a_* holds the plain for loop).
def case_h19a_chained_test_async_for_ending_in_assert_then_return():
    async def f(log, a, xs, at):
        if 0 < a < 3:
            async for v in _Lo17Ait(xs):
                assert a, at
        return a and at

    return _lo17_drive(f, ((1, (), 5), (1, (1,), 5), (4, (1,), 5), (0, (), 0)))


def case_h19a_chained_test_async_for_continue_then_raise_then_call():
    async def f(log, a, xs, at):
        if 0 < a < 3:
            async for v in _Lo17Ait(xs):
                if a:
                    continue
                raise ValueError(at)
        log.append(a)
        return log

    return _lo17_drive(f, ((1, (), 5), (1, (1,), 5), (4, (1,), 5), (0, (), 0)))


# 3.13 (hunt seed 255 #371): an async for in an if with an else, the
# function's raise after the if; the loop's body is a try/except/else/finally
# whose else raises, its clause's way on (through the finally body) the jump
# back. The body ends in line at the raise, the if's else and the raise after
# the if follow it, and the loop's exit (behind END_ASYNC_FOR) jumps back to
# that raise: the else branch was read as the rest of the loop body too, run
# after every round the clause ended. Siblings: an elif (read into the body
# as an if), a clause that continues with the raise after the try (the else
# branch read after the raise, as dead code).
_H22A_POINTS = ((1, (), -1), (1, (1,), -1), (1, (1,), 1), (1, (1, 2), 1), (0, (1,), -1))


def case_h22a_async_for_try_else_raise_finally_in_if_else_then_raise():
    async def f(log, a, xs, at):
        if a:
            async for v in _Lo17Ait(xs):
                try:
                    _lo17_raise_at(log, v, at)
                except ValueError:
                    pass
                else:
                    raise ValueError(a)
                finally:
                    log.append(3)
        else:
            log.append(1)
        raise ValueError(a)

    return _lo17_drive(f, _H22A_POINTS)


def case_h22a_async_for_try_else_raise_finally_in_if_elif_then_raise():
    async def f(log, a, xs, at):
        if a:
            async for v in _Lo17Ait(xs):
                try:
                    _lo17_raise_at(log, v, at)
                except ValueError:
                    pass
                else:
                    raise ValueError(a)
                finally:
                    log.append(3)
        elif at:
            log.append(1)
        raise ValueError(a)

    return _lo17_drive(f, _H22A_POINTS + ((0, (), 0),))


def case_h22a_async_for_try_continue_finally_raise_in_if_else_then_raise():
    async def f(log, a, xs, at):
        if a:
            async for v in _Lo17Ait(xs):
                try:
                    _lo17_raise_at(log, v, at)
                except ValueError:
                    continue
                finally:
                    log.append(3)
                raise ValueError(a)
        else:
            log.append(1)
        raise ValueError(a)

    return _lo17_drive(f, _H22A_POINTS)



# 3.13 (lead, hunt seed 7 #790 found on mism23b's branch): an async for
# loop with an else, its body's if holding a try whose named except clause
# falls off it, the if's else after; 3.13 spells the clause's way round the
# loop as an uninterruptible jump, which does not make it fall into the
# else (read so, the clause ran the else's code too).
def case_l23_async_for_else_if_try_named_clause_falls_off_before_else():
    async def f(log, a, xs, at):
        async for v in _Lo17Ait(xs):
            if a:
                try:
                    _lo17_raise_at(log, v, at)
                except ValueError as e:
                    log.append(1)
                else:
                    return v
            else:
                log.append(2)
        else:
            log.append(3)
        return a

    return _lo17_drive(f, _H22A_POINTS + ((0, (1, 2), 1),))


def case_l23_async_for_else_if_code_try_clause_falls_off_before_else():
    async def f(log, a, xs, at):
        async for v in _Lo17Ait(xs):
            if a:
                if v:
                    log.append(0)
                try:
                    _lo17_raise_at(log, v, at)
                except ValueError:
                    log.append(1)
                else:
                    return v
            else:
                log.append(2)
        else:
            log.append(3)
        return a

    return _lo17_drive(f, _H22A_POINTS + ((0, (1, 2), 1),))


def case_l23_for_else_if_try_named_clause_falls_off_before_else():
    def f(log, a, xs, at):
        for v in xs:
            if a:
                try:
                    _lo17_raise_at(log, v, at)
                except ValueError as e:
                    log.append(1)
                else:
                    return v
            else:
                log.append(2)
        else:
            log.append(3)
        return a

    out = []
    for a, xs, at in _H22A_POINTS + ((0, (1, 2), 1),):
        log = []
        out.append((f(log, a, xs, at), log))
    return out


_L23_LOG = []


def _l23_g(*args):
    _L23_LOG.append(args)
    if args and args[0] == 0:
        raise ValueError(0)
    return args[0] if args else None


async def _l23_ait(v):
    for item in range(min(v, 3)) if isinstance(v, int) else [v]:
        _L23_LOG.append(("next", item))
        yield item


def case_l23_hunt_seed7_790_clause_falls_off_before_if_else():
    # (the hunt program as it was found: its folded tests shape the jumps)
    async def f(a=2, b=2, c='k', d=True, xs=(1, 2, 3), ys=()):
        async for v in _l23_ait(a):
            if a is None:
                if (not (0 and xs[0] and d)):
                    _l23_g(1)
                try:
                    _l23_g(0)
                except ValueError as e:
                    _l23_g(1)
                else:
                    return
            else:
                _l23_g(1)
            if (None and (None if a else d)):
                _l23_g(1)
        else:
            _l23_g(1)
        return (a or _l23_g(a))

    out = []
    for a in (None, 2, 0):
        del _L23_LOG[:]
        co = f(a)
        try:
            co.send(None)
        except StopIteration as e:
            out.append((e.value, list(_L23_LOG)))
        except Exception as e:
            out.append((type(e).__name__, list(_L23_LOG)))
    return out
