"""A with statement whose body ends by leaving the loop around it: the
exit call is followed by the jump of the `continue`/`break` instead of the
jump past the handler."""


class _Manager:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def with_break_in_for():
    log = []
    for x in range(3):
        with _Manager(log):
            log.append(x)
            break
        log.append("after")
    return log


def with_two_items_continue():
    log = []
    n = 3
    while n:
        n -= 1
        with _Manager(log) as m, _Manager(log):
            m.log.append(n)
            continue
        log.append("after")
    else:
        log.append("else")
    return log


def with_continue_in_if():
    log = []
    for x in range(3):
        if x:
            with _Manager(log):
                continue
        log.append(x)
    return log


class _Swallowing:
    """Swallows the exception of its body when told to."""

    def __init__(self, log, swallow):
        self.log = log
        self.swallow = swallow

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append(("exit", exc[0] is not None))
        return self.swallow


# 3.12+: the body ends in `continue`, so the code after the
# statement is reached only when __exit__ swallows an exception: it is laid
# out after the handler, where the swallow path jumps over the cleanup
# block ("unstructured jump"; nesting corpus, f_async_for__with__continue).
def case_with_continue_then_code():
    log = []
    for x in range(4):
        with _Swallowing(log, x % 2):
            if x > 1:
                raise ValueError(x)
            continue
        log.append(("after", x))
    return log


# 3.12+: the body raises, a written `continue` after the statement: its
# jump back is laid out after the handler on its own (nesting corpus,
# f_for_else__with__raise_from).
def case_raising_with_then_continue():
    log = []
    for x in range(3):
        with _Swallowing(log, x != 2):
            raise ValueError(x)
        continue
    else:
        log.append("else")
    return log


# 3.12+: the body raises and ends the loop's body, a return after the
# statement (reached only when __exit__ swallows) lies right after the
# swallow path ("with body without its exit call"; nesting corpus,
# f_for__with_as__reraise, with one item and with two: the inner with's
# swallow path goes through the outer's exit call, laid out after the
# inner handler, and a copy of that return).
def case_raising_with_then_return_in_loop():
    log = []

    def f(n):
        for x in range(n):
            with _Swallowing(log, x == 1):
                raise ValueError(x)
            return x
        return -1

    out = [f(0)]
    try:
        f(1)
    except ValueError as e:
        out.append(repr(e))
    return out, log


def case_raising_two_item_with_then_return_in_loop():
    log = []

    def f(n, swallow):
        for x in range(n):
            with _Swallowing(log, swallow == 1) as p, _Swallowing(log, swallow == 2) as q:
                raise ValueError(x)
            return x
        return -1

    out = [f(0, 0), f(1, 1), f(1, 2)]
    try:
        f(1, 0)
    except ValueError as e:
        out.append(repr(e))
    return out, log


# 3.11+: `with a, b: return x` in a loop, code after it: the inner swallow
# path goes through a copy of the outer's exit call and jumps to that code
# (3.12+: laid out after the handlers), as the outer's swallow path does
# (nesting corpus, f_async_for_else__with_as__return).
def case_returning_two_item_with_in_loop_then_code():
    log = []

    def f(n, swallow):
        for x in range(n):
            with _Swallowing(log, swallow == 1) as p, _Swallowing(log, swallow == 2) as q:
                if x < 2:
                    raise ValueError(x)
                return x
            log.append(("after", x))
        return -1

    return [f(3, 1), f(3, 2), f(1, 2)], log


# 3.11: `with a, b: return` (a constant) in a for loop: the constant is
# loaded after the exit calls and the pop of the loop's iterator, outside
# the protected range, so the return read as one after the statement
# ("with exit without its context manager"; with one item: `with a: pass`
# then `return`; nesting corpus, f3_for__while_true__with_parens__bare_return,
# f3_if_elif__for__with_as__break).
def case_constant_return_from_with_in_for():
    log = []

    def one(n, swallow):
        for x in range(n):
            with _Swallowing(log, swallow) as p:
                if x == 0:
                    raise ValueError(x)
                return
            log.append(("after", x))
        return -1

    def two(n, swallow):
        for x in range(n):
            for y in range(n):
                with _Swallowing(log, swallow == 1) as p, _Swallowing(log, swallow == 2):
                    if y == 0:
                        raise ValueError(y)
                    return
                log.append(("after", y))
        return -1

    def written_after(n):
        for x in range(n):
            with _Swallowing(log, False):
                log.append(x)
            return
        return -1

    out = [one(0, True), one(2, True), two(0, 0), two(2, 1), two(2, 2), written_after(2)]
    try:
        two(2, 0)
    except ValueError as e:
        out.append(repr(e))
    return out, log


# 3.11: `with a, b: break` in a for loop: after the exit calls the pop of
# the loop's iterator and the jump past the loop; the inner swallow path
# goes through a copy of the outer exit call and on after the statement
# ("with exit without its context manager"; nesting corpus,
# f3_if_else__async_for_else__with_parens__break).
def case_two_item_with_break_in_for():
    log = []

    def f(n, swallow):
        for x in range(n):
            with _Swallowing(log, swallow == 1) as p, _Swallowing(log, swallow == 2):
                if x == 0:
                    raise ValueError(x)
                break
            log.append(("after", x))
        else:
            log.append("else")
        return log.append("end")

    def nested(n, swallow):
        for x in range(n):
            for y in range(n):
                with _Swallowing(log, swallow == 1) as p, _Swallowing(log, swallow == 2):
                    if y == 0:
                        raise ValueError(y)
                    break
                log.append(("after", y))
            log.append(("outer", x))

    out = [f(0, 0), f(2, 1), f(2, 2), nested(2, 1), nested(2, 2)]
    try:
        f(2, 0)
    except ValueError as e:
        out.append(repr(e))
    return out, log


# 3.12/3.13 refused this ("loop runs past its block"): the with body
# returns, so only the swallow path reaches the code after the statement
# and the loop's bottom test, laid out after the handler. Found by the
# nesting corpus (a minimal repro of nest_depth3).

def while_with_returns_swallowed_goes_round():
    def f(n, log):
        while n:
            with _Swallowing(log, True):
                n -= 1
                if n:
                    raise KeyError(n)
                return "returned"
            log.append(n)
    log = []
    return f(3, log), f(0, log), log


# 3.12/3.13 refused these ("loop runs past its block"): a `while True:`
# ending a for body (or a `while c:` in an if) goes round only through
# the with's swallow path, laid out after the handler past the enclosing
# block. Found by the nesting corpus (nest_depth3_310
# f3_for__while_true__with_parens__bare_return, nest_depth3
# f3_if_elif_else__while_else__async_with__return).

def while_true_in_for_with_returns():
    def f(xs, log):
        for v in xs:
            while True:
                with _Swallowing(log, True):
                    v -= 1
                    if v % 2:
                        raise KeyError(v)
                    return v
    log = []
    return f([5, 7], log), f([], log), log


def while_true_in_for_with_returns_then_code():
    def f(xs, log):
        for v in xs:
            while True:
                with _Swallowing(log, True), _Manager(log):
                    v -= 1
                    if v % 2:
                        raise KeyError(v)
                    return v
                log.append(v)
        return "end"
    log = []
    return f([5, 7], log), f([], log), log


def while_in_if_with_returns_continue_else():
    def f(n, m, log):
        if m:
            while n:
                with _Swallowing(log, True):
                    n -= 1
                    if n % 2:
                        raise KeyError(n)
                    return n
                continue
            else:
                log.append("else")
        return "end"
    log = []
    return f(5, 1, log), f(1, 1, log), f(0, 1, log), f(5, 0, log), log


# 3.12/3.13: `return constant` in a with body in a for loop pops the
# iterator between the exit call and the constant: read as a return after
# the statement (a mismatch; found with the samples above).
def for_with_returns_constant():
    def f(xs, log):
        for v in xs:
            with _Manager(log):
                log.append(v)
                return 1
        return 2
    log = []
    return f([3, 4], log), f([], log), log


# 3.12/3.13: `while c:` whose body is a with statement that breaks: the
# loop goes round only when __exit__ swallows, its bottom test laid out
# past the handler. With the body falling into the loop's exit (the break
# compiled to nothing after the exit call), the break was lost and the
# loop never ended; with code before the break, the break was read after
# the with statement, so a swallowed exception left the loop (wrong
# readings). Found while reducing fuzz_shapes.py
# break_out_of_async_with_in_while.
def case_with_break_in_while():
    def only_break(n, log):
        while n:
            with _Swallowing(log, True):
                break
        return log

    def in_for(items, log):
        for x in items:
            while x:
                with _Swallowing(log, True):
                    break
            log.append(x)
        return log

    def code_then_break(items, log):
        while items:
            with _Swallowing(log, True):
                x = items.pop()
                log.append(10 // x)
                break
        return log

    return only_break(1, []), in_for([0, 1], []), code_then_break([5, 0], [])


# 3.12/3.13: the same `while` ending a for loop's body: its test's false
# way goes back to the for loop's head, so the bottom test past the
# handler was not looked for ("loop runs past its block"). Found by
# fuzz_shapes.py break_out_of_async_with_in_while (fuzz 3.11 seed 1 #675).
def case_with_break_in_while_ending_for():
    def breaks(items, log):
        for x in items:
            while x:
                with _Swallowing(log, True):
                    log.append(10 // x.pop())
                    break
        return log

    def returns(items, log):
        for x in items:
            while x:
                with _Swallowing(log, True):
                    log.append(10 // x.pop())
                    return log
        return log

    return breaks([[], [1, 0]], []), returns([[], [2, 0]], []), returns([[0]], [])


# 3.8/3.9: code after a `continue` in a with body, which nothing reaches, is
# kept and was written inside the with still: its own way out (the second
# `continue`, the dead normal exit) found the exit marker gone ("with exit
# without its context manager"). The for/else whose else continues is how
# such code comes without being written dead. Minimal sample of
# nest_depth3.py::f3_async_for_else__with__for_else__continue.
def case_with_for_else_continue_then_continue():
    def f(items, log):
        for x in items:
            with _Manager(log):
                for y in x:
                    log.append(y)
                else:
                    continue
                continue
            log.append("after")
        return log

    def g(items, log):
        for x in items:
            with _Manager(log):
                log.append(x)
                continue
                log.append("dead")
            log.append("after")
        return log

    return f([[1], [], [2, 3]], []), g([1, 2], [])


# 3.12/3.13: `with a: ... break` in a for loop with an else: after the exit
# call the pop of the iterator and the jump past the else; the code after
# the with, reached only through the swallow path, lies after the handler
# ("unstructured jump"; found beside case_two_item_with_break_in_for).
def case_with_break_past_for_else():
    log = []

    def f(n, swallow):
        for x in range(n):
            with _Swallowing(log, swallow):
                if x == 0:
                    raise ValueError(x)
                break
            log.append(("after", x))
        else:
            log.append("else")
        return log.append("end")

    return [f(0, 0), f(2, 1), f(1, 1)], log


# 3.12/3.13: `break` right after a with statement in a for loop (the
# _sitebuiltins._Printer.__setup shape): the swallow path goes on at the
# pop of the iterator, so the break follows the statement; taken for the
# with body's own `break` (reading the pop and the jump after the exit
# call as one), it became a mismatch (found by the stdlib ratchet).
def case_break_after_with_in_try_in_for():
    log = []

    def f(names, swallow):
        data = None
        for name in names:
            try:
                with _Swallowing(log, swallow):
                    if name == "bad":
                        raise OSError(name)
                    data = name
                break
            except OSError:
                log.append(("missing", name))
        return data

    return [f(["bad", "good"], False), f(["bad", "good"], True), f([], False)], log


# 3.12/3.13: a with whose nested with always raises, then more code, the
# last statement of a for loop's body: the compiler lays out the loop's
# exit (`return None`) right after the raise, then the nested handler and
# the rest of the body up to the exit call and the jump round the loop
# ("with body without its exit call"; found by the fuzz set, seed 2,
# minimised by hand).
def case_with_nested_raise_then_code_in_for():
    log = []

    def f(n, swallow):
        for x in range(n):
            with _Swallowing(log, True):
                with _Swallowing(log, swallow):
                    raise ValueError(x)
                log.append(("after", x))

    return [f(2, False), f(2, True)], log


# 3.12/3.13: `break` (`continue`) three or four withs deep in a loop: each
# inner swallow path goes through a copy of the exit call around it, then
# a jump to the copy one level out; only the two-deep shape was known, the
# copies deeper in read as code of their own ("with exit without its
# context manager"; found by the fuzz set, seed 2, minimised by hand).
def case_three_withs_break_in_for():
    log = []

    def f(n, swallow):
        for x in range(n):
            with _Swallowing(log, swallow):
                with _Swallowing(log, swallow):
                    with _Swallowing(log, swallow):
                        break
        else:
            log.append("else")
        return log.append(("end", n))

    def f4(n, swallow):
        for x in range(n):
            with _Swallowing(log, swallow):
                with _Swallowing(log, swallow):
                    with _Swallowing(log, swallow):
                        with _Swallowing(log, swallow):
                            break
        log.append(("end4", n))

    def w(n, swallow):
        while n:
            n -= 1
            with _Swallowing(log, swallow):
                with _Swallowing(log, swallow):
                    with _Swallowing(log, swallow):
                        continue
        return n

    return [f(2, False), f(0, True), f4(3, True), w(3, False)], log


# 3.12/3.13: a with whose nested with always raises, then a raise, ending
# an if (a for loop's body): the compiler lays out the block's way on (the
# loop's exit) right after the first raise, then the nested handler and
# the second raise (3.13: past the nested cleanup block); the body never
# finishes ("with body without its exit call"; found by the fuzz set,
# seed 2, minimised by hand).
def case_with_nested_raise_then_raise():
    log = []

    def in_if(a, swallow):
        if a:
            with _Swallowing(log, True):
                with _Swallowing(log, swallow):
                    raise ValueError(a)
                raise KeyError(a)

    def in_if_else(a, swallow):
        if a:
            with _Swallowing(log, True):
                with _Swallowing(log, swallow):
                    raise ValueError(a)
                log.append(("swallowed", a))
                raise KeyError(a)
        else:
            log.append("else")
        return a

    def in_for(n, swallow):
        for x in range(n):
            with _Swallowing(log, True):
                with _Swallowing(log, swallow):
                    raise ValueError(x)
                raise KeyError(x)

    return [in_if(0, True), in_if(1, False), in_if(1, True), in_if_else(0, True), in_if_else(2, True),
            in_for(2, True), in_for(1, False)], log


# 3.12/3.13: `while a:` whose body is a with holding a with that returns,
# then more of the outer body (reached only when the inner __exit__
# swallows): the compiler lays the loop's exit blocks (`return None`, the
# test's and the bottom test's) right after the return, before the inner
# handler; the outer body was taken to end at that return ("unstructured
# jump", "with exit without its context manager"; found by the fuzz set,
# 3.12 seed 1 program 431, minimised by hand).
def case_while_with_nested_return_then_code():
    log = []

    def stored(a, n):
        while a:
            with _Swallowing(log, False):
                with _Swallowing(log, n):
                    return
                y = n
                log.append(y)

    def called(a, n):
        while a:
            with _Swallowing(log, True):
                with _Swallowing(log, False):
                    return
                log.append(n)

    return [stored(0, 1), stored(1, 2), called(1, 0), called(0, 3)], log


# 3.12/3.13: `while a:` whose body is a with whose body is an async for
# left by a return: the loop's exit blocks are laid out right after the
# return, before the with's exit call that the async for exits to; the
# body was taken to end at the return ("with exit without its context
# manager"; found by the fuzz set, 3.12 seed 3 program 90, minimised by
# hand).
async def case_while_with_async_for_returning():
    log = []

    async def items(n):
        for i in range(n):
            yield i

    async def returning(a, n):
        while a:
            with _Swallowing(log, False):
                async for v in items(n):
                    return v
            log.append(a)
            a -= 1

    return [await returning(0, 1), await returning(2, 1), await returning(2, 0)], log


# 3.12: a for loop whose body is a try statement whose body ends in a with
# whose body is `continue`: the swallow path jumps to a lone jump back to
# the loop's head laid out after the with's cleanup block, outside the
# try's rows (not threaded), which was read as a statement of the
# function ("unstructured jump"). Found by the fuzz set (3.12 seed 1
# program 136, an except* clause), reduced by hand.
def case_flownew12_try_with_continue_in_for():
    log = []

    def f(items, swallow, fail):
        for v in items:
            try:
                with _Swallowing(log, swallow):
                    if fail == v:
                        raise KeyError(v)
                    log.append(v)
                    continue
            except KeyError:
                log.append("caught")
        return log[-1:]

    return [f((1, 2), False, 0), f((1, 2), True, 1), f((1, 2), False, 2)], log


def case_flownew12_try_with_only_continue_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Swallowing(log, swallow):
                    continue
            except ValueError:
                log.append("caught")
        return v

    return [f((1, 2), False), f((3,), True)], log



# 3.12: a with whose body is a for loop whose body is `try: continue` (its
# handler covers nothing, no row names it): the normaliser took the code
# after the loop (the for loop's line marker after END_FOR, the with's
# exit call, `return None`) for the body of a `try: return None`, and the
# jump back, which the with's row covers, was never the body it gets
# ("cannot find where the try statement ends"; with code after the try:
# "unstructured jump"). Found by the fuzz set (3.12 seed 3 program 140,
# an async for), reduced by hand.
def case_flownew12_with_for_try_continue():
    log = []

    def f(items, swallow):
        with _Swallowing(log, swallow):
            for v in items:
                try:
                    continue
                except ValueError:
                    log.append("caught")

    return [f((1, 2), False), f((), True)], log


def case_flownew12_with_for_try_continue_then_code():
    log = []

    def f(items, swallow):
        with _Swallowing(log, swallow):
            for v in items:
                try:
                    continue
                except ValueError:
                    log.append("caught")
                log.append(v)
        return items

    return [f((1, 2), False), f((3,), True)], log


# 3.11 and 3.13 (3.12 refused it, "unstructured jump"): a for loop whose
# body is a try statement whose body is a with whose body ends in `break`:
# read with an `else: break` on the try (3.13: the `break` lost from the
# with body), so when __exit__ swallows an exception the decompiled loop
# stopped where the original goes round (the swallow path runs on past
# the with to the end of the try body, then the next iteration). Found by
# the fuzz set (3.12 seed 1 program 136, an except* clause), reduced by
# hand (wrongRead12); the siblings vary the loop, the way out, the code
# after the with and the statement around.
class _Wr12Swallow:
    def __init__(self, log, swallow):
        self.log = log
        self.swallow = swallow

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append(("exit", exc[0] is not None))
        return self.swallow


class _Wr12AsyncSwallow(_Wr12Swallow):
    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        return self.__exit__(*exc)


def case_wr12_with_break_in_try_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            log.append(v)
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow:
                        raise KeyError(v)
                    break
            except ValueError:
                log.append("caught")
        return v

    return [f((1, 2), False), f((3, 4), True)], log


def case_wr12_with_break_then_code_in_try_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    log.append(v)
                    break
                log.append("after")
            except ValueError:
                log.append("caught")
        return log[-1:]

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_wr12_with_break_in_try_in_while():
    log = []

    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow:
                        raise KeyError(n)
                    break
            except KeyError:
                log.append("caught")
        return n

    return [f(3, False), f(3, True)], log


def case_wr12_with_continue_then_code_in_try_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    continue
                log.append(("after", v))
            except ValueError:
                log.append("caught")
            log.append(("end", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_wr12_with_return_in_try_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    return v
            except ValueError:
                log.append("caught")
        return None

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_wr12_with_break_in_try_else_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    break
            except ValueError:
                log.append("caught")
            else:
                log.append(("else", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_wr12_with_break_in_try_then_code_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    break
            except ValueError:
                log.append("caught")
            log.append(("end", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_wr12_with_break_in_try_finally_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    break
            finally:
                log.append(("finally", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_wr12_with_break_in_try_except_finally_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    break
            except ValueError:
                log.append("caught")
            finally:
                log.append(("finally", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


# 3.11-3.13 (refused, "cannot find where the try statement ends"): a with
# whose body leaves the loop around after its exit call ends the body of a
# try/except that ends a try/finally's body: the way out runs the finally
# body's copy right after the exit call, the clauses and the swallow path
# go on to the normal copy. Siblings of
# case_wr12_with_break_in_try_except_finally_in_for (helper with18): the
# way out, the loop, the clause, async. Still refused: the for loop with an
# else (3.12: the break's copy is of the code after the else, no way out
# of the loop the readers know; "cannot find where the try statement
# ends").
def case_with18_with_continue_in_try_except_finally_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    log.append(("body", v))
                    continue
            except ValueError:
                log.append("caught")
            finally:
                log.append(("finally", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_with18_with_break_in_try_except_finally_in_while():
    log = []

    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    break
            except KeyError:
                log.append("caught")
            finally:
                log.append(("finally", n))
        return n

    return [f(3, 5), f(3, 1), f(3, 2)], log


# 3.12/3.13 wrong reading (helper refuse20a, found widening the break
# through a finally copy to a copied loop exit): the sibling above with code
# after the while loop. The with's `break` goes out through the exit call,
# the finally body's copy, into the loop's exit; it was read as a `break`
# after the with, so a swallowed exception left the loop where the original
# went round. Refused now: a with ending the try body is the with's own
# way out (`with_leaves_through_final_copy`).
def case_r20a_with_break_in_try_except_finally_in_while_then_code():
    log = []

    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    break
            except KeyError:
                log.append("caught")
            finally:
                log.append(("finally", n))
        log.append("after")
        log.append(n)
        return n

    return [f(3, 5), f(3, 1), f(3, 2), f(0, 0)], log


# 3.11-3.13 (refused: the decompiled source lost a call, the `break` read
# after the try/finally, the way out's copy of the finally body left
# behind): the same in a while loop, whose swallow path goes round to the
# bottom test laid out past the handlers (3.12+) (helper with18).
def case_with18_with_break_in_try_finally_in_while():
    log = []

    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    break
            finally:
                log.append(("finally", n))
        return n

    return [f(3, 5), f(3, 1), f(3, 2)], log


def case_with18_with_continue_in_try_finally_in_while():
    log = []

    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    log.append(("body", n))
                    continue
            finally:
                log.append(("finally", n))
            log.append(("after", n))
        return n

    return [f(3, 5), f(3, 1), f(3, 2)], log


def case_with18_with_break_in_try_except_finally_in_for_clause_breaks():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise ValueError(v)
                    break
            except ValueError:
                log.append("caught")
                break
            finally:
                log.append(("finally", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_with18_with_break_in_try_except_finally_in_for_then_code():
    log = []

    def f(items, swallow):
        for v in items:
            log.append(("start", v))
            try:
                with _Wr12Swallow(log, swallow) as w:
                    if swallow == v:
                        raise KeyError(w)
                    break
            except (ValueError, TypeError) as e:
                log.append(("caught", e))
            finally:
                log.append(("finally", v))
        else:
            log.append("exhausted")
        return len(log)

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


async def case_with18_async_with_break_in_try_except_finally_in_for():
    log = []

    async def f(items, swallow):
        for v in items:
            try:
                async with _Wr12AsyncSwallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    break
            except ValueError:
                log.append("caught")
            finally:
                log.append(("finally", v))
        return v

    return [await f((1, 2), 0), await f((1, 2), 1), await f((1, 2), 2)], log


async def case_wr12_async_with_break_in_try_in_for():
    log = []

    async def f(items, swallow):
        for v in items:
            try:
                async with _Wr12AsyncSwallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    break
            except ValueError:
                log.append("caught")
        return v

    return [await f((1, 2), 0), await f((1, 2), 1), await f((1, 2), 2)], log


async def case_wr12_async_with_continue_then_code_in_try_in_while():
    log = []

    async def f(n, swallow):
        while n:
            n -= 1
            try:
                async with _Wr12AsyncSwallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    continue
                log.append(("after", n))
            except ValueError:
                log.append("caught")
        return n

    return [await f(2, 5), await f(2, 1), await f(2, 0)], log


# The shapes those readers must tell apart from a with body's own way
# out (3.12 gives the swallow path its own copy of an else's `break`,
# `LOAD_FAST v; RETURN_VALUE`): the try's else, or the try body after
# the with, leaves the loop; the with body finishes.
def case_wr12_with_in_try_else_break_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    log.append(v)
            except ValueError:
                log.append("caught")
            else:
                break
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_wr12_with_then_break_in_try_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    log.append(v)
                break
            except ValueError:
                log.append("caught")
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_wr12_with_in_try_else_break_in_while():
    log = []

    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    log.append(n)
            except ValueError:
                log.append("caught")
            else:
                break
        return n

    return [f(2, 5), f(2, 1), f(2, 0)], log


# More siblings (wrongRead12): a conditional `break`, two context
# managers, a try around the try, `return value` in a while loop (3.12
# and 3.13 read it with a `break` after the with: its swallow path goes
# on after the try statement, to the code there), the try in an if.
def case_wr12_x_if_break_in_with_in_try():
    log = []
    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    if v > 1:
                        break
                    log.append(v)
            except ValueError:
                log.append("caught")
        return v
    return [f((1, 2, 3), 0), f((1, 2, 3), 1), f((1, 2, 3), 2)], log


def case_wr12_x_two_withs_break_in_try():
    log = []
    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow), _Wr12Swallow(log, False):
                    if swallow == v:
                        raise KeyError(v)
                    break
            except ValueError:
                log.append("caught")
        return v
    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_wr12_x_nested_try_with_break():
    log = []
    def f(items, swallow):
        for v in items:
            try:
                try:
                    with _Wr12Swallow(log, swallow):
                        if swallow == v:
                            raise KeyError(v)
                        break
                except ValueError:
                    log.append("inner")
            except TypeError:
                log.append("outer")
        return v
    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_wr12_x_with_return_value_in_try_in_while():
    log = []
    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    return n * 10
            except ValueError:
                log.append("caught")
            log.append(("end", n))
        return -1
    return [f(2, 5), f(2, 1), f(2, 0)], log


def case_wr12_x_break_in_with_in_try_in_if():
    log = []
    def f(items, swallow):
        for v in items:
            if v:
                try:
                    with _Wr12Swallow(log, swallow):
                        if swallow == v:
                            raise KeyError(v)
                        break
                except ValueError:
                    log.append("caught")
            log.append(("end", v))
        return v
    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


# 3.10/3.11: a with statement ending a loop's body with `continue`: its
# exit call jumps straight to the loop's head, the swallow path by a jump
# of its own; a body that finishes jumps to where the swallow path goes on
# (the loop's jump back). Both reach the head, and the `continue` was
# dropped (fuzz 3.10 seed 3, 3.11 seeds 1 and 3, mismOld12).
class _Mold12Quiet:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append("x")
        return True

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        self.log.append("ax")
        return True


async def _mold12_items(xs):
    for x in xs:
        yield x


def case_mold12_with_ending_loop_body_in_continue():
    import asyncio

    log = []

    def for_loop(xs):
        for v in xs:
            with _Mold12Quiet(log):
                log.append(v)
                continue

    def while_loop(n):
        while n:
            n -= 1
            with _Mold12Quiet(log):
                continue

    async def async_for(xs):
        async for v in _mold12_items(xs):
            with _Mold12Quiet(log):
                log.append(1 // v)
                continue

    async def async_for_async_with(xs):
        async for v in _mold12_items(xs):
            async with _Mold12Quiet(log):
                continue

    for_loop((1, 2))
    while_loop(2)
    asyncio.run(async_for((1, 0, 2)))
    asyncio.run(async_for_async_with((1,)))
    return log


# 3.12/3.13 (refNew13): siblings of case_wr12_with_return_in_try_in_for, a
# with that returns ending a try body that ends the loop body; __exit__
# swallowing goes round the loop through a lone jump after the with's
# cleanup block (3.12 refused the for loop: "unstructured jump"). The
# returned value, the loop kind and the items vary.
def case_rn13_with_return_value_in_try_in_while():
    log = []

    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    return n * 10 + len(log)
            except ValueError:
                log.append("caught")
        return -1

    return [f(3, 0), f(3, 1), f(3, 2), f(3, 3), f(0, 0)], log


def case_rn13_with_return_in_try_in_nested_for():
    log = []

    def f(rows, swallow):
        total = 0
        for row in rows:
            for v in row:
                try:
                    with _Wr12Swallow(log, swallow):
                        if swallow == v:
                            raise KeyError(v)
                        return v + total
                except LookupError:
                    log.append(("caught", v))
            total += 1
        return total

    return [f(((1, 2), (3,)), 0), f(((1, 2), (3,)), 1), f(((1, 2), (3,)), True), f(((2,), (1,)), 2)], log


def case_rn13_two_item_with_return_in_try_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow), _Wr12Swallow(log, not swallow):
                    if swallow == v:
                        raise KeyError(v)
                    return v
            except ValueError:
                log.append("caught")
        return None

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2), f((), 1)], log


def case_rn13_with_return_in_if_in_try_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                if v:
                    with _Wr12Swallow(log, swallow):
                        if swallow == v:
                            raise KeyError(v)
                        return v
            except ValueError:
                log.append("caught")
        return None

    return [f((0, 1, 2), 0), f((0, 1, 2), 1), f((1, 2), 2), f((0,), 0)], log


# 3.12/3.13 (refNew13): siblings of case_wr12_with_break_in_try_else_in_for,
# a try body that finishes only through a with's swallow path (`with c:
# break`/`continue`/`return`), the try's else laid out after the with's
# cleanup block, reached from that path alone (3.12/3.13 refused them:
# "unstructured jump"). The else computes, the loop is a while, the with
# leaves by continue or return.
def case_rn13_with_continue_in_try_else_in_while():
    log = []

    def f(n, swallow):
        total = 0
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    total += n
                    continue
            except ValueError:
                log.append("caught")
            else:
                total += 100
                log.append(("else", n, total))
        return total

    return [f(3, 0), f(3, 1), f(3, 2), f(3, True), f(0, 0)], log


def case_rn13_with_return_in_try_else_in_for():
    log = []

    def f(items, swallow):
        seen = []
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    return v, seen
            except LookupError:
                log.append("caught")
            else:
                seen.append(v if v else -1)
        return None, seen

    return [f((1, 2), 0), f((1, 2), 1), f((0, 2), 0), f((1, 2), True), f((), 2)], log


class _WrongAwithExitLog:
    """Logs the exception type its __exit__ sees (swallows nothing)."""

    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        self.log.append(("exit", t.__name__ if t else None))
        return False


# 3.10: `break` out of a with in a `while 1:` (the with's body an if/else)
# whose loop is left only by that break, the code after the loop a raise:
# 3.10 writes the raise right after the break's exit call, and it was read
# inside the with body (__exit__ then saw the ValueError instead of None).
# Found running fuzz programs side by side (3.10, seed 9 program 309).
def case_break_out_of_with_in_while_1_before_raise():
    log = []

    def f(a, b):
        if a:
            while 1:
                with _WrongAwithExitLog(log):
                    if b:
                        log.append("if")
                    else:
                        log.append("else")
                    break
            raise ValueError(a)
        log.append("skip")

    out = []
    for a, b in ((1, 1), (1, 0), (0, 0)):
        try:
            f(a, b)
        except ValueError as e:
            out.append(("raised", e.args))
    return out, log


# 3.12: siblings of case_wr12_x_nested_try_with_break, a with whose body
# leaves the loop ending the inner of nested try/except statements in a for
# loop: 3.12 does not thread the swallow path's jumps through each
# statement's lone jump before its handler, so the hop after the outer
# handlers is reached from the swallow path too. Refused ('unstructured
# jump') on 3.12: three statements nested, the with returning, a clause
# that continues, the inner statement with an else, the statements in an if.
def case_w16_three_nested_try_with_break():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                try:
                    try:
                        with _Wr12Swallow(log, swallow):
                            if swallow == v:
                                raise KeyError(v)
                            break
                    except ValueError:
                        log.append("inner")
                except LookupError:
                    log.append("mid")
            except TypeError:
                log.append("outer")
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_w16_nested_try_with_return():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                try:
                    with _Wr12Swallow(log, swallow):
                        if swallow == v:
                            raise KeyError(v)
                        return v
                except ValueError:
                    log.append("inner")
            except TypeError:
                log.append("outer")
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_w16_nested_try_with_break_clause_continues():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                try:
                    with _Wr12Swallow(log, swallow):
                        if swallow == v:
                            raise KeyError(v)
                        break
                except ValueError:
                    log.append("inner")
                except KeyError:
                    continue
            except TypeError:
                log.append("outer")
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_w16_nested_try_else_with_break():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                try:
                    with _Wr12Swallow(log, swallow):
                        if swallow == v:
                            raise KeyError(v)
                        break
                except ValueError:
                    log.append("inner")
                else:
                    log.append(("else", v))
            except TypeError:
                log.append("outer")
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_w16_nested_try_with_break_in_if():
    log = []

    def f(items, swallow):
        for v in items:
            if v:
                try:
                    try:
                        with _Wr12Swallow(log, swallow):
                            if swallow == v:
                                raise KeyError(v)
                            break
                    except ValueError:
                        log.append("inner")
                except TypeError:
                    log.append("outer")
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


# 3.12/3.13: the same nested statements, code after the outer one (a call
# that raises what the outer clause catches): the inner statement took that
# code as its own (its clauses and swallow path go on there: 3.12 through
# the outer body's unthreaded jump, 3.13 straight), read inside the outer
# try body, where the outer clause caught its TypeError. Now read after the
# outer statement (the handler around the inner cleanup block does not cover
# it).
def _w16_raise_type_error_at_two(v):
    if v == 2:
        raise TypeError(v)


def case_w16_nested_try_with_break_then_code():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                try:
                    with _Wr12Swallow(log, swallow):
                        if swallow == v:
                            raise KeyError(v)
                        break
                except ValueError:
                    log.append("inner")
            except TypeError:
                log.append("outer")
            _w16_raise_type_error_at_two(v)
        return v

    out = []
    for items, swallow in (((1, 2), 0), ((1, 2), 1), ((2,), 2)):
        try:
            out.append(f(items, swallow))
        except TypeError as e:
            out.append(("raised", e.args))
    return out, log


# 3.12/3.13: siblings of case_wr12_with_continue_then_code_in_try_in_for, a
# with whose body ends in `continue`, the loop's own closing jump (the
# with's way out and the block's end at once), more of the try body after
# the with laid out past its cleanup block, reached when __exit__ swallows.
# Refused ('try body runs past its block') on 3.12/3.13: no code after the
# try, a `break` after the with, the try nested in another, in an if, a
# with of two items.
def case_w16_with_continue_then_code_in_try_ending_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    continue
                log.append(("after", v))
            except ValueError:
                log.append("caught")
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_w16_with_continue_then_break_in_try_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    continue
                log.append(("after", v))
                break
            except ValueError:
                log.append("caught")
            log.append(("end", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_w16_with_continue_then_code_in_nested_try_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                try:
                    with _Wr12Swallow(log, swallow):
                        if swallow == v:
                            raise KeyError(v)
                        continue
                    log.append(("after", v))
                except ValueError:
                    log.append("caught")
            except TypeError:
                log.append("outer")
            log.append(("end", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_w16_with_continue_then_code_in_try_in_if_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            if v:
                try:
                    with _Wr12Swallow(log, swallow):
                        if swallow == v:
                            raise KeyError(v)
                        continue
                    log.append(("after", v))
                except ValueError:
                    log.append("caught")
                log.append(("end", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_w16_two_item_with_continue_then_code_in_try_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow), _Wr12Swallow(log, 0):
                    if swallow == v:
                        raise KeyError(v)
                    continue
                log.append(("after", v))
            except ValueError:
                log.append("caught")
            log.append(("end", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


# 3.12/3.13: the same with an else after the code after the with: reading
# the first shapes above, the else (unprotected, after that code) was read
# into the try body, where the clause would catch what it raises. Refused
# (the with's code after the statement may not run on out of the try
# statement's protection).
def case_w16_with_continue_then_code_in_try_else_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    continue
                log.append(("after", v))
            except ValueError:
                log.append("caught")
            else:
                log.append("else")
            log.append(("end", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


# 3.12/3.13 (refused, as the case above): siblings of
# case_w16_with_continue_then_code_in_try_else_in_for (helper with18), the
# else read from where the code after the with, laid out past its cleanup
# block, leaves the try's protection: `break`, the else ending the loop
# body, two statements, a while loop, a named clause. The else ending a
# for loop's body was refused ("unstructured jump"), read since
# (`TryExcept.else_past_with_cleanup`: the code after the with is more of
# the body, the with's jump round the loop its `continue`); so was an else
# that raises (no jump after it; the self-check saw the raise lost), read
# since as an else ending at the handler.
def case_with18_with_break_then_code_in_try_else_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    break
                log.append(("after", v))
            except ValueError:
                log.append("caught")
            else:
                log.append("else")
            log.append(("end", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_with18_with_continue_then_code_in_try_else_ending_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    continue
                log.append(("after", v))
            except ValueError:
                log.append("caught")
            else:
                log.append("else")
                log.append(("else", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


# 3.12/3.13: a sibling of the one above (written with its fix,
# `TryExcept.else_past_with_cleanup` reading the code after the with as
# more of the body, then the else): the with's body branching, two
# statements after the with, the else one statement, in a while loop.
def case_with18_with_continue_then_code_in_try_else_ending_while():
    log = []

    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    elif n == 7:
                        log.append("seven")
                    continue
                log.append(("after", n))
                log.append(n * 2)
            except ValueError:
                log.append("caught")
            else:
                log.append(("else", n))
        return n

    return [f(3, 5), f(3, 1), f(3, 2), f(9, 7)], log

def case_with18_with_continue_then_code_in_try_else_in_while():
    log = []

    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    continue
                log.append(("after", n))
            except ValueError as e:
                log.append(("caught", e))
            else:
                log.append(("else", n))
            log.append(("end", n))
        return n

    return [f(3, 5), f(3, 1), f(3, 2)], log


def case_with18_with_continue_then_raise_in_try_else_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    continue
                log.append(("after", v))
            except ValueError:
                log.append("caught")
            else:
                raise ValueError(v)
            log.append(("end", v))
        return v

    out = []
    for swallow in (0, 1, 2):
        try:
            out.append(f((1, 2), swallow))
        except ValueError as e:
            out.append(("raised", e.args))
    return out, log


# 3.12/3.13: siblings of case_rn13_with_return_in_try_else_in_for, the else
# laid out past the with's cleanup block (reached from its swallow path
# alone) branching: a conditional expression, `and`, an if whose jump round
# the loop is threaded, `if c: continue`. Refused ('unstructured jump',
# 'conditional jump leaves its block') on 3.12/3.13.
def case_w16_with_break_in_try_else_conditional_in_for():
    log = []

    def f(items, swallow):
        seen = []
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    break
            except LookupError:
                log.append("caught")
            else:
                seen.append(v if v else -1)
        return None, seen

    return [f((1, 2), 0), f((1, 2), 1), f((0, 2), 0), f((1, 2), True), f((), 2)], log


def case_w16_with_return_in_try_else_and_in_for():
    log = []

    def f(items, swallow):
        seen = []
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    return v, seen
            except LookupError:
                log.append("caught")
            else:
                seen.append(v and swallow)
        return None, seen

    return [f((1, 2), 0), f((1, 2), 1), f((0, 2), 0), f((1, 2), True), f((), 2)], log


def case_w16_with_return_in_try_else_if_in_for():
    log = []

    def f(items, swallow):
        seen = []
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    return v, seen
            except LookupError:
                log.append("caught")
            else:
                if v:
                    seen.append(v)
        return None, seen

    return [f((1, 2), 0), f((1, 2), 1), f((0, 2), 0), f((1, 2), True), f((), 2)], log


def case_w16_with_return_in_try_else_if_continue_in_for():
    log = []

    def f(items, swallow):
        seen = []
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    return v, seen
            except LookupError:
                log.append("caught")
            else:
                if not v:
                    continue
                seen.append(v)
        return None, seen

    return [f((1, 2), 0), f((1, 2), 1), f((0, 2), 0), f((1, 2), True), f((), 2)], log


# 3.12/3.13: siblings of case_wr12_with_break_in_try_finally_in_for, a with
# whose body leaves the loop (through the finally body's copy, then the way
# out: the iterator popped and the copy of the code after the loop, or the
# jump back) ending a try/finally body, the with's swallow path going on to
# the normal copy laid out past its cleanup block: code after the
# try/finally (laid out apart, past the handler), `continue`, no code after
# the loop, code before the `break`. Refused on 3.11 ('would lose 1 call':
# the normal copy there right after the swallow path) and 3.12/3.13
# ('unstructured jump').
def case_w16_with_break_in_try_finally_then_code_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    break
            finally:
                log.append(("finally", v))
            log.append(v)
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_w16_with_continue_in_try_finally_then_code_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    continue
            finally:
                log.append(("finally", v))
            log.append(v)
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_w16_with_break_in_try_finally_ending_function_loop():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    break
            finally:
                log.append(("finally", v))
        log.append("end")

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


def case_w16_with_code_then_break_in_try_finally_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    log.append(("body", v))
                    break
            finally:
                log.append(("finally", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


# 3.11: the two-item sibling above with code after the with that raises
# what the clause catches: 3.11 lays the with's handlers out inline after
# the body's `continue`, that code after them (reached when __exit__
# swallows, protected by the try), and it was read as the try's else, where
# the clause did not catch its ValueError. Now refused on 3.11 (an else
# holds no code the statement's handler protects); identical on 3.12/3.13.
def _w16_raise_value_error(v):
    raise ValueError(v)


def case_w16_two_item_with_continue_then_raise_in_try_in_for():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow), _Wr12Swallow(log, 0):
                    if swallow == v:
                        raise KeyError(v)
                    continue
                _w16_raise_value_error(v)
            except ValueError:
                log.append("caught")
            log.append(("end", v))
        return v

    return [f((1, 2), 0), f((1, 2), 1), f((1, 2), 2)], log


# w17 (3.11): siblings of case_w16_two_item_with_continue_then_code_in_try_in_for,
# the inner item's swallow path going on through a copy of the outer
# item's exit call to the code after the with: a `break`, three items,
# two nested with statements, a while loop.
def case_w17_with_items_leaving_then_code_in_try_siblings():
    log = []

    def breaks(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow), _Wr12Swallow(log, 0):
                    if swallow == v:
                        raise KeyError(v)
                    break
                log.append(("after", v))
            except ValueError:
                log.append("caught")
            log.append(("end", v))
        return v

    def three(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow), _Wr12Swallow(log, 0), _Wr12Swallow(log, 0):
                    if swallow == v:
                        raise KeyError(v)
                    continue
                log.append(("after", v))
            except ValueError:
                log.append("caught")
            log.append(("end", v))
        return v

    def nested(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    with _Wr12Swallow(log, 0):
                        if swallow == v:
                            raise KeyError(v)
                        continue
                log.append(("after", v))
            except ValueError:
                log.append("caught")
            log.append(("end", v))
        return v

    def in_while(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow), _Wr12Swallow(log, 0):
                    if swallow == n:
                        raise KeyError(n)
                    continue
                log.append(("after", n))
            except ValueError:
                log.append("caught")
            log.append(("end", n))
        return n

    out = [f((1, 2), s) for f in (breaks, three, nested) for s in (0, 1, 2)]
    return out + [in_while(3, s) for s in (0, 1, 2)], log


# 3.12/3.13 (refused, "unstructured jump"): siblings of the while loop
# above (helper with18): the try body ends in the with's `continue` right
# before the loop's exit, laid out in the loop's block; the code after the
# with and after the try, past the handlers, falls into the bottom test.
# Nested with statements, three items, a named clause.
def case_with18_with_items_continue_then_code_in_try_in_while():
    log = []

    def nested(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    with _Wr12Swallow(log, 0):
                        if swallow == n:
                            raise KeyError(n)
                        continue
                log.append(("after", n))
            except ValueError:
                log.append("caught")
            log.append(("end", n))
        return n

    def three(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow), _Wr12Swallow(log, 0), _Wr12Swallow(log, 0):
                    if swallow == n:
                        raise KeyError(n)
                    continue
                log.append(("after", n))
            except (ValueError, TypeError) as e:
                log.append(("caught", e))
            log.append(("end", n))
        return n

    return [f(3, s) for f in (nested, three) for s in (0, 1, 2)], log


# w17 (3.12/3.13, refused: 'would lose 1 call', 'unstructured jump'):
# siblings of case_rn13_with_continue_in_try_else_in_while, the try's
# else reached only through a with's swallow path, laid out after the
# with's cleanup block, going on to where the block ends: a while loop's
# bottom test laid out past the handlers, or the code after an if the
# try ends the body of (in a for or a while loop); a branch in the else.
def case_w17_with_leaving_try_else_ends_block_siblings():
    log = []

    def branching_else(n, swallow):
        total = 0
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == n:
                        raise KeyError(n)
                    total += n
                    continue
            except ValueError:
                log.append("caught")
            else:
                if total > 3:
                    total += 100
                log.append(("else", n, total))
        return total

    def in_if_in_while(n, swallow):
        total = 0
        while n:
            n -= 1
            if n > 1:
                try:
                    with _Wr12Swallow(log, swallow):
                        if swallow == n:
                            raise KeyError(n)
                        total += n
                        continue
                except ValueError:
                    log.append("caught")
                else:
                    total += 100
            log.append(("after", n, total))
        return total

    def in_if_in_for(n, swallow):
        total = 0
        for v in range(n):
            if v > 0:
                try:
                    with _Wr12Swallow(log, swallow):
                        if swallow == v:
                            raise KeyError(v)
                        total += v
                        continue
                except ValueError:
                    log.append("caught")
                else:
                    total += 100
            log.append(("after", v, total))
        return total

    return [f(4, s) for f in (branching_else, in_if_in_while, in_if_in_for) for s in (0, 1, 2, True)], log


# w17 (3.12/3.13, a wrong reading): case_break_out_of_with_in_while_1_before_raise
# whose with body can raise, __exit__ swallowing: `while 1:` going round
# only through the with's swallow path, the with's body ending in a
# `break` (compiled to nothing: its exit call falls into the code after
# the loop, a raise ending the if's body) was read without the break, the
# raise inside the loop after the with, where a swallowed exception ran
# it instead of going round. The loop without the if around, a return
# after it (the same wrong reading), and `async with` (3.12/3.13 refused
# it).
class _W17SwallowFew:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        self.log.append(("exit", t and t.__name__))
        return len(self.log) < 5

    async def __aenter__(self):
        return self

    async def __aexit__(self, t, v, tb):
        return self.__exit__(t, v, tb)


def case_w17_break_out_of_swallowing_with_in_while_1_before_raise():
    def in_if(a, b, log):
        if a:
            while 1:
                with _W17SwallowFew(log):
                    if b:
                        log.append(10 // b)
                    else:
                        log.append(10 // (a - 1))
                    break
            raise ValueError(a)
        log.append("skip")

    def alone(a, b, log):
        while 1:
            with _W17SwallowFew(log):
                log.append(10 // (a - b))
                break
        raise ValueError(a)

    def return_after(a, b, log):
        x = 0
        while 1:
            with _W17SwallowFew(log):
                x = 10 // (a - b)
                break
        return x

    async def in_if_async(a, b, log):
        if a:
            while 1:
                async with _W17SwallowFew(log):
                    if b:
                        log.append(10 // b)
                    else:
                        log.append(10 // (a - 1))
                    break
            raise ValueError(a)
        log.append("skip")

    def run(f, a, b):
        log = []
        try:
            co = f(a, b, log)
            if hasattr(co, "send"):
                co.send(None)
        except (ValueError, ZeroDivisionError, StopIteration) as e:
            return type(e).__name__, log
        return None, log

    return [run(f, a, b) for f in (in_if, alone, return_after, in_if_async) for a, b in ((1, 0), (1, 2), (0, 0), (2, 0), (2, 2))]


# w17: more of case_w17_break_out_of_swallowing_with_in_while_1_before_raise,
# code before the with in the loop's body (3.12/3.13: the same wrong
# reading), two nested with statements (refused on 3.12/3.13).
def case_w17_break_out_of_swallowing_with_in_while_1_siblings():
    def code_before(a, log):
        x = 0
        while True:
            log.append(0)
            with _W17SwallowFew(log):
                x = 10 // a
                break
        raise ValueError(x)

    def nested(a, log):
        x = 0
        while True:
            with _W17SwallowFew(log):
                with _W17SwallowFew(log):
                    x = 10 // a
                    break
        return x

    out = []
    for f in (code_before, nested):
        for a in (0, 1, 2):
            log = []
            try:
                out.append((f(a, log), log))
            except (ValueError, ZeroDivisionError) as e:
                out.append((type(e).__name__, log))
    return out


# 3.12/3.13 (refused, "with exit without its context manager"): siblings
# of the nested case above (helper with18): `while True:` going round only
# through the swallow paths of nested with statements ending its body,
# their exit calls in a row falling into the code after the loop; the
# inner swallow paths go through copies of the outer exit calls. Three
# items, async, a raise after the loop.
class _With18Swallow:
    def __init__(self, log, n=5):
        self.log = log
        self.n = n

    def __enter__(self):
        return self

    def __exit__(self, t, v, tb):
        self.log.append(("exit", t and t.__name__))
        return len(self.log) < self.n

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc):
        return self.__exit__(*exc)


def case_with18_break_out_of_three_swallowing_withs_in_while_1():
    def f(a, log):
        x = 0
        while True:
            with _With18Swallow(log), _With18Swallow(log, 4), _With18Swallow(log, 3):
                x = 10 // a
                break
        return x

    out = []
    for a in (0, 1, 2):
        log = []
        try:
            out.append((f(a, log), log))
        except ZeroDivisionError as e:
            out.append((type(e).__name__, log))
    return out


def case_with18_break_out_of_nested_swallowing_withs_in_while_1_then_raise():
    def f(a, log):
        x = 0
        while True:
            with _With18Swallow(log):
                with _With18Swallow(log, 3):
                    x = 10 // a
                    break
        raise ValueError(x)

    out = []
    for a in (0, 1, 2):
        log = []
        try:
            out.append((f(a, log), log))
        except (ValueError, ZeroDivisionError) as e:
            out.append((type(e).__name__, e.args, log))
    return out


async def case_with18_break_out_of_nested_swallowing_async_withs_in_while_1():
    async def f(a, log):
        x = 0
        while True:
            async with _With18Swallow(log), _With18Swallow(log, 3):
                x = 10 // a
                break
        return x

    out = []
    for a in (0, 1, 2):
        log = []
        try:
            out.append((await f(a, log), log))
        except ZeroDivisionError as e:
            out.append((type(e).__name__, log))
    return out


# 3.11 wrong reading (hunt, fuzz seed 52 #729 reduced; the with sibling of
# its finally body): `try: ... except: pass else: continue` then `break`
# ending a while loop's body in a with body. The `break` is a line marker
# alone, the clause's jump going straight to the loop's exit, which ends the
# block (the with's exit call): that jump was read as the clause falling off
# the statement, the loop going round (`continue` after the try), and the
# `break` was lost. Now the clause breaks; identical on 3.11, 3.12/3.13
# read right before (`except: break`).
def _hb17_raise_at(log, n, at):
    log.append(n)
    if n == at:
        raise ValueError(n)


def case_hb17_try_else_continue_then_break_in_while_in_with():
    def f(log, n, at):
        with _Wr12Swallow(log, False):
            while n:
                n -= 1
                try:
                    _hb17_raise_at(log, n, at)
                except ValueError as e:
                    pass
                else:
                    continue
                break
        return n

    out = []
    for at in (-1, 1):
        log = []
        out.append((f(log, 3, at), log))
    return out


# Siblings: an else with code before its `continue` (3.11 wrong reading
# too), the clause with code, a for loop, async with (read right before).
def case_hb17_try_else_code_continue_then_break_in_while_in_with():
    def f(log, n, at):
        with _Wr12Swallow(log, False):
            while n:
                n -= 1
                try:
                    _hb17_raise_at(log, n, at)
                except ValueError:
                    log.append("clause")
                else:
                    log.append("else")
                    continue
                break
        return n

    out = []
    for at in (-1, 1):
        log = []
        out.append((f(log, 3, at), log))
    return out


def case_hb17_try_else_continue_then_break_in_for_in_with():
    def f(log, xs, at):
        with _Wr12Swallow(log, False):
            for v in xs:
                try:
                    _hb17_raise_at(log, v, at)
                except ValueError:
                    log.append("clause")
                else:
                    continue
                break
        return log

    return [f([], (3, 2, 1), at) for at in (-1, 2)]


def case_hb17_try_else_continue_then_break_in_while_in_async_with():
    async def f(log, n, at):
        async with _Wr12AsyncSwallow(log, False):
            while n:
                n -= 1
                try:
                    _hb17_raise_at(log, n, at)
                except ValueError:
                    log.append("clause")
                else:
                    continue
                break
        return n

    out = []
    for at in (-1, 1):
        log = []
        co = f(log, 3, at)
        try:
            co.send(None)
        except StopIteration as e:
            out.append((e.value, log))
    return out


# mism21: the `break` after a try whose else goes round (`continue`), in a
# while loop in a with: the clauses falling off jump to that break, a lone
# jump to the with's exit keeping the break's own line (3.12+: a NOP), where
# a `break` in a clause jumps there straight. Read into the clauses, the
# statement ran the same but compiled to other bytes (3.10, 3.12, 3.13).
def _m21_raise(log, n):
    log.append(n)
    if n == 2:
        raise ValueError(n)
    if n == 4:
        raise KeyError(n)


def case_m21_two_clauses_fall_into_break_after_try_in_while_in_with():
    def f(log, n):
        with _Wr12Swallow(log, False):
            while n:
                n -= 1
                try:
                    _m21_raise(log, n)
                except ValueError:
                    log.append("clause")
                except KeyError as e:
                    log.append(e.args)
                else:
                    log.append("else")
                    continue
                break
        return n

    out = []
    for n in (3, 5, 6):
        log = []
        out.append((f(log, n), log))
    return out


def case_m21_clause_continue_in_if_or_raise_then_break_after_try_in_with():
    def f(log, n):
        with _Wr12Swallow(log, True):
            while n:
                n -= 1
                try:
                    _m21_raise(log, n)
                except ValueError:
                    log.append("clause")
                    if n > 100:
                        continue
                except KeyError:
                    raise
                else:
                    continue
                break
        return n

    out = []
    for n in (3, 5, 6):
        log = []
        out.append((f(log, n), log))
    return out


def case_m21_continue_before_try_then_break_after_it_in_with():
    def f(log, n):
        with _Wr12Swallow(log, False):
            while n:
                n -= 1
                if n > 100:
                    continue
                try:
                    _m21_raise(log, n)
                except ValueError:
                    log.append("clause")
                else:
                    log.append("else")
                    continue
                break
            log.append("after")
        return n

    out = []
    for n in (3, 5):
        log = []
        out.append((f(log, n), log))
    return out


def case_m21_else_break_in_if_then_continue_then_break_after_try_in_with():
    def f(log, n):
        with _Wr12Swallow(log, False):
            while n:
                n -= 1
                try:
                    _m21_raise(log, n)
                except ValueError:
                    log.append("clause")
                else:
                    log.append("else")
                    if n == 5:
                        break
                    continue
                break
        return n

    out = []
    for n in (3, 5, 6, 8):
        log = []
        out.append((f(log, n), log))
    return out


def case_m21_break_after_try_then_code_after_loop_in_with():
    def f(log, n):
        with _Wr12Swallow(log, True):
            while n:
                n -= 1
                try:
                    _m21_raise(log, n)
                except ValueError:
                    log.append("clause")
                else:
                    continue
                break
            log.append("after")
        log.append("out")
        return n

    out = []
    for n in (3, 5, 6):
        log = []
        out.append((f(log, n), log))
    return out


# 3.12 (fuzz seed 68 #636, found by the hunt): `break` from an if in a
# with body inside a try in a while loop, the code after the loop `return
# g(c)`: the break's exit call then a copy of that code, which begins with
# the call's NULL.  Not taken for a copy (only loads were), it was read as
# `return g(c)` inside the with: g ran before the exit call.  (The call
# takes one argument: a longer block is not copied.)
_H18A_LOG = []


def _h18a_tell(c):
    _H18A_LOG.append(("after", c))
    return c


def _h18a_log_of(results):
    out = list(_H18A_LOG)
    del _H18A_LOG[:]
    return results, out


def case_h18a_break_from_with_in_try_in_while_then_call():
    def f(a, c):
        while a is None or a:
            try:
                with _Wr12Swallow(_H18A_LOG, False):
                    if a is None:
                        break
            except KeyError:
                pass
            a -= 1
        return _h18a_tell(c)

    del _H18A_LOG[:]
    return _h18a_log_of([f(a, 5) for a in (None, 1)])


def case_h18a_break_from_with_in_try_with_two_clauses_in_while_not_and():
    def f(a, b, c):
        while not (a and b):
            try:
                with _Wr12Swallow(_H18A_LOG, False):
                    if a is None:
                        break
            except (KeyError, IndexError) as e:
                pass
            except Exception:
                pass
            b = 1
            a = 1
        return _h18a_tell(c)

    del _H18A_LOG[:]
    return _h18a_log_of([f(a, b, 5) for a in (None, 0, 1) for b in (0, 1)])


def case_h18a_break_from_with_in_while_then_call():
    def f(a, c):
        while a is None or a:
            with _Wr12Swallow(_H18A_LOG, False):
                if a is None:
                    break
            a -= 1
        return _h18a_tell(c)

    del _H18A_LOG[:]
    return _h18a_log_of([f(a, 5) for a in (None, 1)])


def case_h18a_break_from_with_in_try_in_for_then_call():
    def f(a, c):
        for n in range(2):
            try:
                with _Wr12Swallow(_H18A_LOG, False):
                    if a is None:
                        break
            except KeyError:
                pass
        return _h18a_tell(c)

    del _H18A_LOG[:]
    return _h18a_log_of([f(a, 5) for a in (None, 1)])


def case_h18a_break_from_with_in_try_in_while_then_raise():
    def f(a, c):
        while a is None or a:
            try:
                with _Wr12Swallow(_H18A_LOG, False):
                    if a is None:
                        break
            except KeyError:
                pass
            a -= 1
        raise _h18a_error(c)

    del _H18A_LOG[:]
    out = []
    for a in (None, 1):
        try:
            f(a, 5)
        except KeyError as e:
            out.append(e.args)
    return _h18a_log_of(out)


def _h18a_error(c):
    _H18A_LOG.append(("error", c))
    return KeyError(c)


# 3.12/3.13 (fuzz seed 74 #916, found by the hunt): `break` from an if in
# a with body inside a for loop inside another with (or a try/finally), then
# code after the inner with in the loop body.  The inner body's extent was
# read on through the break's jump to the loop's exit (the outer exit call):
# the code after the inner with went inside it, as an else, with exit calls
# out of order.
def case_h18a_break_from_with_in_for_in_with_then_call():
    def f(a, log):
        with _Wr12Swallow(log, False):
            for v in range(3):
                with _Wr12Swallow(log, False):
                    if a == v:
                        break
                log.append(v)
        return log

    return [f(a, []) for a in (0, 1, 5)]


def case_h18a_break_from_with_or_test_in_for_in_with_then_assert():
    def f(a, b, log):
        with _Wr12Swallow(log, False):
            for v in range(3):
                with _Wr12Swallow(log, False):
                    if a == v or b:
                        break
                    else:
                        pass
                assert v < 2, v
        return log

    out = []
    for a in (0, 1, 5):
        for b in (0, 1):
            log = []
            try:
                out.append(f(a, b, log))
            except AssertionError as e:
                out.append(("assert", e.args, log))
    return out


def case_h18a_break_from_two_item_with_in_for_in_two_item_with():
    def f(a, log):
        with _Wr12Swallow(log, False) as x, _Wr12Swallow(log, False) as y:
            for v in range(3):
                with _Wr12Swallow(log, False) as x, _Wr12Swallow(log, False) as y:
                    if a == v:
                        break
                log.append(v)
        return log

    return [f(a, []) for a in (0, 1, 5)]


def case_h18a_break_from_with_in_for_in_try_finally_then_call():
    def f(a, log):
        try:
            for v in range(3):
                with _Wr12Swallow(log, False):
                    if a == v:
                        break
                log.append(v)
        finally:
            log.append("finally")
        return log

    return [f(a, []) for a in (0, 1, 5)]


def case_h18a_break_from_with_in_async_for_in_with_then_call():
    async def f(a, log):
        with _Wr12Swallow(log, False):
            async for v in _h18a_arange(3):
                with _Wr12Swallow(log, False):
                    if a == v:
                        break
                log.append(v)
        return log

    out = []
    for a in (0, 1, 5):
        co = f(a, [])
        try:
            co.send(None)
        except StopIteration as e:
            out.append(e.value)
    return out


class _h18a_arange:
    def __init__(self, n):
        self.n = n
        self.k = 0

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.k >= self.n:
            raise StopAsyncIteration
        self.k += 1
        return self.k - 1


# 3.12 (hunt 3.10 seed 68 #636's siblings): `break` out of a with statement
# in a while loop, the code after the loop a short exit (`return g(c)`),
# which 3.12 copies after the break's exit call: read as `return g(c)` in
# the with body, g(c) ran before the exit call. A written return computes
# its value before the exit call; one computed after it is the copy of the
# code after the loop a break reaches.
def _hb18_note(log):
    # (one argument: `return _hb18_note(log)` is short enough to copy)
    log.append("value")
    return len(log)


def case_hb18_with_break_in_while_then_return_call():
    def f(log, a):
        while not a:
            with _Manager(log):
                if a is None:
                    break
            a = 1
        return _hb18_note(log)

    out = []
    for a in (None, 0, 1):
        log = []
        out.append((f(log, a), log))
    return out


def case_hb18_with_break_in_while_then_call_then_return_call():
    def f(log, a):
        while not a:
            with _Manager(log):
                if a is None:
                    break
            log.append("after with")
            a = 1
        return _hb18_note(log)

    out = []
    for a in (None, 0, 1):
        log = []
        out.append((f(log, a), log))
    return out


def case_hb18_with_break_in_while_else_then_return_call():
    def f(log, a):
        while not a:
            with _Manager(log):
                if a is None:
                    break
            a = 1
        else:
            log.append("else")
        return _hb18_note(log)

    out = []
    for a in (None, 0, 1):
        log = []
        out.append((f(log, a), log))
    return out


# 3.10 (refuse19b, sibling of the case above): the break in the inner of
# two nested with statements, both exit calls then the copy of the code
# after the loop's else (`return g(log)`) before the else; refused ("code
# after a with's exit call in its body": the copy not told from the loop's
# exit, which is the else's start).
def case_hb18_two_withs_break_in_while_else_then_return_call():
    def f(log, a):
        while not a:
            with _Manager(log):
                with _Manager(log):
                    if a is None:
                        break
            a = 1
        else:
            log.append("else")
        return _hb18_note(log)

    out = []
    for a in (None, 0, 1):
        log = []
        out.append((f(log, a), log))
    return out


# 3.10, 3.12 (hunt 3.10 seed 68 #636, shrunk): the same break in a with
# inside a try/except ending a while loop with an else: read as `return
# g(x)` in the with body (g(x) before the exit call) and, on 3.10, the else
# after the loop (the break ran it).
def case_hb18_with_break_in_try_in_while_else_then_return_call():
    def f(log, a, b):
        while not (a and b):
            try:
                with _Manager(log):
                    if a is None:
                        break
            except (KeyError, IndexError) as e:
                pass
            except Exception:
                pass
            a = b = 1
        else:
            log.append("else")
        return _hb18_note(log)

    out = []
    for a in (None, 0, 1):
        log = []
        out.append((f(log, a, 1), log))
    return out


def case_hb18_with_break_in_try_in_while_then_return_call():
    def f(log, a):
        while not a:
            try:
                with _Manager(log):
                    if a is None:
                        break
            except KeyError:
                pass
            a = 1
        return _hb18_note(log)

    out = []
    for a in (None, 0, 1):
        log = []
        out.append((f(log, a), log))
    return out


def case_hb18_with_break_in_for_then_return_call():
    # (the for loop's sibling: read right before)
    def f(log, a, xs):
        for v in xs:
            with _Manager(log):
                if a is None:
                    break
        return _hb18_note(log)

    out = []
    for a in (None, 0):
        log = []
        out.append((f(log, a, (1, 2)), log))
    return out


# --- open19: a with statement whose body returns a constant (`return`,
# `return c`: the constant loaded after the exit calls, outside every
# protected range) inside a try statement, the way a swallowed exception
# goes on (round the loop, or after the try) elsewhere. Found by the fuzz
# hunt (hunt18a, fuzz seed 98 program 283 on 3.12 and 3.13: `async for` /
# `for` / try / `with a, b: return`); the siblings by hand. The try body
# was measured up to the last exit call, so the block around read the
# return a second time after the with (as the try's else, or as a
# `break` ... `return None` of the loops), where a swallowed exception
# went round the loop.

_O19_LOG = []


class _O19Cm:
    def __init__(self, a):
        self.a = a

    def __enter__(self):
        _O19_LOG.append(("enter", self.a))
        return self

    def __exit__(self, kind, value, tb):
        _O19_LOG.append(("exit", self.a, kind and kind.__name__))
        return kind is not None and issubclass(kind, (ValueError, AssertionError))


def _o19_cm(a):
    return _O19Cm(a)


def _o19_g(x):
    _O19_LOG.append(("g", x))
    if _O19_LOG[0] == "raise" and x == 0:
        raise ValueError(x)
    return x


def _o19_runs(f, points):
    """f called at each point twice: plainly, then with `_o19_g(0)` raising
    ValueError (which the managers swallow); a coroutine is run to its
    end (it awaits nothing that suspends)."""
    out = []
    for first in ("plain", "raise"):
        for point in points:
            del _O19_LOG[:]
            _O19_LOG.append(first)
            try:
                r = f(*point)
                if hasattr(r, "send"):
                    try:
                        r.send(None)
                    except StopIteration as e:
                        r = e.value
                out.append(("return", r, list(_O19_LOG)))
            except Exception as e:
                out.append(("raise", type(e).__name__, list(_O19_LOG)))
    return out


class _O19Ait:
    def __init__(self, n):
        self.n = n

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.n:
            raise StopAsyncIteration
        self.n -= 1
        return self.n


def _o19_ait(a):
    return _O19Ait(2)


def case_o19_seed98_return_from_two_item_with_in_try_in_for_in_async_for():
    # (3.12, 3.13: read as `break` from the with, `continue` in the
    # clauses, loop elses and a `return None` after the inner loop)
    async def f(a, b, xs):
        async for v in _o19_ait(a):
            for v in xs:
                try:
                    with _o19_cm(a) as x, _o19_cm(b) as y:
                        _o19_g(0)
                        return
                except (KeyError, IndexError) as e:
                    pass
                except Exception:
                    pass
        return "end"

    return _o19_runs(f, [(1, 2, (1, 2, 3)), (1, 2, ())])


def case_o19_return_from_two_item_with_in_try_in_for_in_for():
    # (plain for loops: the same on 3.12, 3.13)
    def f(a, b, xs):
        for w in (1, 2):
            for v in xs:
                try:
                    with _o19_cm(a) as x, _o19_cm(b) as y:
                        _o19_g(0)
                        return
                except (KeyError, IndexError) as e:
                    pass
                except Exception:
                    pass
        return "end"

    return _o19_runs(f, [(1, 2, (1, 2, 3)), (1, 2, ())])


def case_o19_return_from_with_in_try_in_for_in_async_for():
    # (one item: 3.11 too, the return read again as the try's else)
    async def f(a, b, xs):
        async for v in _o19_ait(a):
            for v in xs:
                try:
                    with _o19_cm(a) as x:
                        _o19_g(0)
                        return
                except (KeyError, IndexError) as e:
                    pass
                except Exception:
                    pass
        return "end"

    return _o19_runs(f, [(1, 2, (1, 2, 3)), (1, 2, ())])


def case_o19_return_value_from_two_item_with_in_try_in_for_in_async_for():
    # (a value returned: loaded before the exit calls, read right on
    # every version; the contrast)
    async def f(a, b, xs):
        async for v in _o19_ait(a):
            for v in xs:
                try:
                    with _o19_cm(a) as x, _o19_cm(b) as y:
                        _o19_g(0)
                        return v
                except (KeyError, IndexError) as e:
                    pass
                except Exception:
                    pass
        return "end"

    return _o19_runs(f, [(1, 2, (1, 2, 3)), (1, 2, ())])


def case_o19_return_from_with_in_try_in_for():
    # (one loop, one item: 3.11 read the return again as the try's else,
    # 3.12 and 3.13 as `continue` in the clause and a `return None` after
    # the try)
    def f(a, b, xs):
        for v in xs:
            try:
                with _o19_cm(a) as x:
                    _o19_g(0)
                    return
            except Exception:
                pass
        return "end"

    return _o19_runs(f, [(1, 2, (1, 2, 3)), (1, 2, ())])


def case_o19_return_from_two_item_with_in_try_in_for():
    # (3.12, 3.13)
    def f(a, b, xs):
        for v in xs:
            try:
                with _o19_cm(a) as x, _o19_cm(b) as y:
                    _o19_g(0)
                    return
            except Exception:
                pass
        return "end"

    return _o19_runs(f, [(1, 2, (1, 2, 3)), (1, 2, ())])


def case_o19_return_from_with_in_try_in_while():
    # (a while loop: 3.12, 3.13 read the return again as the try's else)
    def f(a, b, xs):
        n = 2
        while n:
            n -= 1
            try:
                with _o19_cm(a) as x:
                    _o19_g(0)
                    return
            except Exception:
                pass
        return "end"

    return _o19_runs(f, [(1, 2, (1, 2, 3)), (1, 2, ())])


def case_o19_return_constant_from_with_in_try_in_for_in_for():
    # (a constant other than None: 3.11-3.13)
    def f(a, b, xs):
        for w in (1, 2):
            for v in xs:
                try:
                    with _o19_cm(a) as x:
                        _o19_g(0)
                        return 5
                except Exception:
                    pass
        return "end"

    return _o19_runs(f, [(1, 2, (1, 2, 3)), (1, 2, ())])


def case_o19_return_from_with_in_try_then_code_in_for_in_for():
    # (code after the try in the inner loop: 3.11-3.13)
    def f(a, b, xs):
        for w in (1, 2):
            for v in xs:
                try:
                    with _o19_cm(a) as x:
                        _o19_g(0)
                        return
                except Exception:
                    pass
                _o19_g(2)
        return "end"

    return _o19_runs(f, [(1, 2, (1, 2, 3)), (1, 2, ())])


def case_o19_return_from_two_item_with_in_try_in_for_in_while():
    # (3.12, 3.13)
    def f(a, b, xs):
        n = 2
        while n:
            n -= 1
            for v in xs:
                try:
                    with _o19_cm(a) as x, _o19_cm(b) as y:
                        _o19_g(0)
                        return
                except Exception:
                    pass
        return "end"

    return _o19_runs(f, [(1, 2, (1, 2, 3)), (1, 2, ())])
# 3.12/3.13 (refused: "try body runs past its block"): `for: with c: try:
# ...; continue / except E: ... / return v`, the code after the try a
# return in the with body.  Minimal sample of the nesting corpus'
# nest_depth3_311.py::f3_async_for__with__try_except_star__continue (its
# `except*` sibling is in except_star_311.py).
def case_x19_with_try_continue_except_then_return_in_for():
    log = []

    def f(xs, swallow):
        for x in xs:
            with _Swallowing(log, swallow):
                try:
                    log.append(10 // x)
                    continue
                except ZeroDivisionError:
                    log.append("clause")
                return x
        return "done"

    return [f(xs, swallow) for xs in ([1, 2], [1, 0, 2], []) for swallow in (False, True)], log


# 3.12/3.13 (refused: "exception handling shape not supported"): `async for:
# with c: try: continue / except E: ...`, code after the with: the try body
# covers nothing (no row reaches its handler), its `continue` (the with's
# exit call, the jump back) laid out right before the async for's throw
# cleanup, the loop's exit laid out past the handlers.  Reduced from the
# nesting corpus' nest_depth3_311.py::f3_async_for__with__try_except_star__continue.
def case_x19_with_try_only_continue_in_async_for():
    import asyncio

    log = []

    class Items:
        def __init__(self, n):
            self.n = n

        def __aiter__(self):
            return self

        async def __anext__(self):
            if self.n == 0:
                raise StopAsyncIteration
            self.n -= 1
            return self.n

    async def f(n, swallow):
        async for x in Items(n):
            with _Swallowing(log, swallow):
                try:
                    continue
                except ValueError:
                    log.append("clause")
            log.append(("after with", x))
        return n

    return [asyncio.run(f(n, swallow)) for n in (0, 2) for swallow in (False, True)], log
# 3.10: `while True:` around a with whose body ends in a try/except (the
# try body never finishing) then a bare `raise`: 3.10 copies the raise onto
# the clause's exit, still inside the with's block, and the loop (left by
# nothing) has no exit code; the copy was read as a `break` and the raise
# after the loop (__exit__ then saw no exception where the original's saw
# the RuntimeError). Hunt of hunt19b, fuzz seed 95 #909 (two-item with in
# a with), shrunk.
def case_h19b_seed95_raise_after_try_in_with_in_while_true():
    log = []

    class _Cm:
        def __init__(self, x):
            self.x = x

        def __enter__(self):
            log.append(("enter", self.x))
            return self.x

        def __exit__(self, t, v, tb):
            log.append(("exit", self.x, t.__name__ if t else None))
            return False

    def f(a, b):
        with _Cm(a):
            while True:
                with _Cm(a) as x, _Cm(b) as y:
                    try:
                        raise ValueError(a)
                    except ValueError as e:
                        pass
                    else:
                        pass
                    raise

    out = []
    for point in [(0, "k"), (1, 2)]:
        del log[:]
        try:
            out.append(("returned", f(*point)))
        except RuntimeError as e:
            out.append(("raised", type(e).__name__))
        out.append(list(log))
    return out


# Siblings: a raise of a new exception after the try, whose body returns;
# a return after it (read right: the loop's exit copies differ).
def case_h19b_raise_after_try_in_with_in_while_true_variants():
    log = []

    class _Cm:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, t, v, tb):
            log.append(("exit", t.__name__ if t else None))
            return False

    def g(x):
        log.append(x)
        if x == "bad":
            raise ValueError(x)
        return x

    def f1(a):
        while True:
            with _Cm():
                try:
                    return g(a)
                except ValueError:
                    g(1)
                raise KeyError(a)

    def f2(a):
        while True:
            with _Cm():
                try:
                    return g(a)
                except ValueError:
                    g(1)
                return g(3)

    out = []
    for a in ("ok", "bad"):
        del log[:]
        for f in (f1, f2):
            try:
                out.append(("returned", f(a)))
            except KeyError as e:
                out.append(("raised", e.args))
        out.append(list(log))
    return out


# A `return` after a with whose __exit__ may swallow, in a try in a loop:
# the swallow path ends in its own copy of the return (the loop's iterator
# popped, then the constant), so a swallowed exception returns too; the
# return is the code after the with, not the with's own. 3.12 read it as
# the with's own (`with: ...; return`) and the swallowed exception went
# round the loop (fuzz 3.12 seed 113 #458, found by the hunt).
def case_l19_return_after_swallowing_with_in_try_in_loop():
    log = []

    class Cm:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, kind, value, tb):
            log.append(("exit", kind and kind.__name__))
            return kind is not None and issubclass(kind, ValueError)

    class Acm:
        async def __aenter__(self):
            log.append("aenter")

        async def __aexit__(self, kind, value, tb):
            log.append(("aexit", kind and kind.__name__))
            return kind is not None and issubclass(kind, ValueError)

    async def in_async_for_range(a, b, xs):
        for v in range(a):
            try:
                async with Acm():
                    if a in xs:
                        log.append(0)
                    elif a < b:
                        log.append(2)
                    else:
                        raise ValueError(a)
                return
            except (KeyError, IndexError):
                log.append(1)

    def in_for(a, b):
        for v in range(a):
            try:
                with Cm():
                    if a < b:
                        log.append(2)
                    else:
                        raise ValueError(a)
                return
            except KeyError:
                log.append(1)

    def value_in_for(a, b):
        for v in range(a):
            try:
                with Cm():
                    if a < b:
                        log.append(2)
                    else:
                        raise ValueError(a)
                return 7
            except KeyError:
                log.append(1)
        return 8

    def in_while(a, b):
        while a:
            a -= 1
            try:
                with Cm():
                    if a < b:
                        log.append(2)
                    else:
                        raise ValueError(a)
                return
            except KeyError:
                log.append(1)

    out = []
    for a, b, xs in ((2, 0, ()), (2, 5, ()), (2, 0, (2,))):
        del log[:]
        co = in_async_for_range(a, b, xs)
        try:
            co.send(None)
        except StopIteration as e:
            log.append(("returned", e.value))
        out.append(list(log))
        for f in (in_for, value_in_for, in_while):
            del log[:]
            out.append((f(a, b), list(log)))
    return out


# 3.11 (a wrong reading; 3.8-3.10 refused these until o38, 3.12 and 3.13 read them
# right): `while True:` whose body ends in a with statement whose body
# leaves by `continue`, then code after the with (`return`), reached only
# when __exit__ swallows an exception raised in the with body: 3.11 lays it
# out right after the swallow path, which falls into it. Read after the
# endless loop, unreachable: where __exit__ swallowed, the loop went round
# again. Found by the hunt, 3.11 seed 167 #814 (its two-item form, after a
# for loop's else: case_o311_* below).
class _Hb20Swallow:
    def __init__(self, log, v):
        self.log, self.v = log, v

    def __enter__(self):
        self.log.append(("enter", self.v))
        return self.v

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind and kind.__name__))
        return kind is not None and issubclass(kind, ValueError)


def case_hb20_with_continue_then_return_in_while_true():
    def f(log, xs):
        it = iter(xs)
        while True:
            with _Hb20Swallow(log, "a") as x:
                if next(it):
                    raise ValueError(x)
                continue
            return 1

    log = []
    return f(log, [0, 0, 1]), log


def case_hb20_with_branchy_continue_then_return_in_while_true():
    def f(log, xs):
        it = iter(xs)
        while True:
            with _Hb20Swallow(log, "b") as x:
                v = next(it)
                if v == 1:
                    continue
                log.append(v)
                if v:
                    raise ValueError(v)
                continue
            log.append("after")
            return v

    log = []
    return f(log, [0, 1, 2]), log


# 3.11 (a wrong reading or a refusal; 3.8-3.10 refused these until o38, 3.12 and 3.13
# read them right): the two-item form of the shape above. The return after
# a two-item with whose body is `continue`, in `while True` (alone or after
# a for loop's else), is reached when either __exit__ swallows: 3.11 lays
# the inner with's swallow path out as a copy of the outer exit call that
# jumps to the return. Read after the endless loop, unreachable (a bare
# `return`), or refused (`return 2`: the constant would be lost). Found by
# the hunt, 3.11 seed 167 #814.
class _O311Swallow:
    def __init__(self, log, v):
        self.log, self.v = log, v

    def __enter__(self):
        self.log.append(("enter", self.v))
        if self.v == "late" and len(self.log) > 3:
            raise ValueError(self.v)
        return self.v

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind and kind.__name__))
        return kind is not None and issubclass(kind, ValueError)


def case_o311_two_item_with_continue_after_for_else():
    def f(log, xs):
        while True:
            for v in xs:
                pass
            else:
                with _O311Swallow(log, "a") as x, _O311Swallow(log, "late") as y:
                    continue
            return 2

    log = []
    return f(log, ()), log


def case_o311_two_item_with_continue_then_bare_return():
    def f(log, xs):
        it = iter(xs)
        while True:
            with _Hb20Swallow(log, "a") as x, _Hb20Swallow(log, "b") as y:
                if next(it):
                    raise ValueError(x)
                continue
            return

    log = []
    return f(log, [0, 0, 1]), log


def case_o311_two_item_with_continue_after_for_else_bare_return():
    def f(log, xs):
        while True:
            for v in xs:
                pass
            else:
                with _O311Swallow(log, "a") as x, _O311Swallow(log, "late") as y:
                    continue
            return

    log = []
    return f(log, ()), log


def case_o311_two_item_with_code_then_continue_then_return():
    def f(log, xs):
        it = iter(xs)
        while True:
            with _Hb20Swallow(log, "a") as x, _Hb20Swallow(log, "b") as y:
                log.append(next(it))
                if log[-1]:
                    raise ValueError(x)
                continue
            log.append("after")
            return len(log)

    log = []
    return f(log, [0, 1]), log


def case_o311_nested_withs_continue_then_return():
    def f(log, xs):
        it = iter(xs)
        while True:
            with _Hb20Swallow(log, "a") as x:
                with _Hb20Swallow(log, "b") as y:
                    if next(it):
                        raise ValueError(x)
                    continue
            return 1

    log = []
    return f(log, [0, 1]), log


def case_o311_two_item_with_continue_then_raise():
    def f(log, xs):
        it = iter(xs)
        while True:
            with _Hb20Swallow(log, "a") as x, _Hb20Swallow(log, "b") as y:
                if next(it):
                    raise ValueError(x)
                continue
            raise KeyError(len(log))

    log = []
    try:
        f(log, [0, 1])
    except KeyError as e:
        log.append(e.args)
    return log


# 3.13 (fuzz seed 174 #385, found by the hunt of hunt20a, shrunk): a for
# loop with an else, its body a try (two clauses) around a with holding a
# try/except/else whose else returns, then code after the outer try. The
# with's way on goes past the handlers to that code, which no row covers:
# read as more of the try body (`g(a); continue` inside it) with the
# return as the outer try's else, g(a) ran when the inner else returned.
# Now refused (3.12 refuses it too).
def case_h20a_seed174_with_else_return_in_try_in_for_else():
    log = []

    class _Cm:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append("exit")

    def g(x):
        log.append(x)
        if x == "bad":
            raise ValueError(x)

    def f(a):
        for v in (1,):
            try:
                with _Cm():
                    try:
                        g(a)
                    except ValueError as e:
                        pass
                    else:
                        return
            except (KeyError, IndexError) as e:
                pass
            except Exception:
                pass
            g(a)
        else:
            g(1)

    out = []
    for a in (1, "bad"):
        del log[:]
        try:
            out.append(("returned", f(a)))
        except ValueError as e:
            out.append(("raised", e.args))
        out.append(list(log))
    return out


# 3.8-3.10 (refused; read right since o38): siblings of the hb20 shape above
# (`while True:` whose body ends in `with m: ...; continue`, the code after
# the with reached only where __exit__ swallows). A `break` after the with
# (3.10 refused), the loop inside a for loop (3.10 refused), code between
# nested withs (3.8 refused), async with. Still refused (not read wrong):
# the for loop one on 3.11 (a call dropped), the nested withs one on 3.11-3.13
# (with exit without its context manager).
def case_o38_with_continue_then_break_in_while_true():
    def f(log, xs):
        it = iter(xs)
        while True:
            with _Hb20Swallow(log, "a"):
                if next(it):
                    raise ValueError
                continue
            break
        log.append("after")
        return 5

    log = []
    return f(log, [0, 0, 1]), log


def case_o38_with_continue_then_break_in_while_true_in_for():
    def f(log, xs):
        it = iter(xs)
        for y in (1, 2):
            while True:
                with _Hb20Swallow(log, "a"):
                    if next(it):
                        raise ValueError
                    continue
                log.append(y)
                break
        return log

    log = []
    return f(log, [0, 1, 0, 0, 1])


def case_o38_nested_withs_code_between_continue_then_return():
    def f(log, xs):
        it = iter(xs)
        while True:
            with _Hb20Swallow(log, "a"):
                with _Hb20Swallow(log, "b"):
                    if next(it):
                        raise ValueError
                    continue
                log.append("inner swallowed")
            return 2

    log = []
    return f(log, [0, 1]), log


# Siblings (helper refuse23a): 3.11-3.13 refused the nested withs ending
# in a `continue` with code between their ends ("with exit without its
# context manager": the loop ended at the jump back after the exit calls
# of both, the code after the inner with read again after the loop).
# Read now; still refused: the for loop's (3.12/3.13), the `break` (3.11).
def case_r23a_nested_withs_code_between_continue_then_code_then_return():
    def f(log, xs):
        it = iter(xs)
        while True:
            with _Hb20Swallow(log, "a"):
                with _Hb20Swallow(log, "b"):
                    if next(it):
                        raise ValueError
                    continue
                log.append("inner swallowed")
            log.append("outer")
            return 2

    log = []
    return f(log, [0, 1]), log


def case_r23a_three_withs_code_between_continue_then_return():
    def f(log, xs):
        it = iter(xs)
        while True:
            with _Hb20Swallow(log, "a"):
                with _Hb20Swallow(log, "b"):
                    with _Hb20Swallow(log, "c"):
                        if next(it):
                            raise ValueError
                        continue
                    log.append("c swallowed")
                log.append("b done")
            return 3

    log = []
    return f(log, [0, 0, 1]), log


def case_r23a_nested_withs_code_between_continue_in_for():
    def f(log, xs):
        for x in xs:
            with _Hb20Swallow(log, "a"):
                with _Hb20Swallow(log, "b"):
                    if x:
                        raise ValueError
                    continue
                log.append("inner swallowed")
            log.append(x)
        return len(log)

    log = []
    return f(log, [0, 1, 0]), log


def case_r23a_nested_withs_code_between_break_then_return():
    def f(log, xs):
        it = iter(xs)
        while True:
            with _Hb20Swallow(log, "a"):
                with _Hb20Swallow(log, "b"):
                    if next(it):
                        raise ValueError
                    break
                log.append("inner swallowed")
            return 2
        return 7

    log = []
    return [f(log, [0, 1]), f(log, [1, 0])], log


def case_o38_async_with_continue_then_return_in_while_true():
    import asyncio

    async def f(log, xs):
        it = iter(xs)
        while True:
            async with _Wr12AsyncSwallow(log, True):
                if next(it):
                    raise ValueError
                continue
            log.append("after")
            return 3

    log = []
    return asyncio.run(f(log, [0, 0, 1])), log


# 3.12/3.13 (helper refuse21a): `with a, b: continue` (break) in an except
# clause in a loop, code after the with: the clause is left right after
# the exit calls (`POP_EXCEPT`, then the jump); the inner with's swallow
# path goes through a copy of the outer exit call to that code, which was
# walked as code ("with exit without its context manager"). 3.11 refuses
# it too ("POP_EXCEPT outside a handler"); the one-item with read
# "POP_EXCEPT outside a handler" on 3.11-3.13 (the code after the with lies
# inside the clause's range, read on after the clause's own `continue`).
# 3.12/3.13 read them now but for a named clause (its name cleared between
# POP_EXCEPT and the jump); 3.11 still refuses them.
class _R21aCm:
    def __init__(self, log, name, swallow):
        self.log = log
        self.name = name
        self.swallow = swallow

    def __enter__(self):
        self.log.append(("enter", self.name))

    def __exit__(self, *exc):
        self.log.append(("exit", self.name, exc[0] is not None))
        return self.swallow


def _r21a_step(log, x, at):
    log.append(x)
    if x == at:
        raise KeyError(x)


def _r21a_run(f):
    out = []
    for xs in ([1, 2], [0, 5], [0, 0], []):
        for swallow in (False, True):
            for at in (-1, 0, 5):
                log = []
                try:
                    out.append((f(log, xs, swallow, at), log))
                except (ZeroDivisionError, KeyError) as e:
                    out.append((type(e).__name__, log))
    return out


def case_r21a_two_withs_continue_in_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                with _R21aCm(log, "a", False), _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    continue
                log.append("after with")
        return len(log)

    return _r21a_run(f)


def case_r21a_two_withs_break_in_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                with _R21aCm(log, "a", swallow), _R21aCm(log, "b", False):
                    _r21a_step(log, x, at)
                    break
                log.append("after with")
        return len(log)

    return _r21a_run(f)


def case_r21a_two_withs_continue_in_clause_then_code_in_while():
    def f(log, xs, swallow, at):
        xs = list(xs)
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                with _R21aCm(log, "a", False), _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    continue
                log.append("after with")
        return len(log)

    return _r21a_run(f)


def case_r21a_with_continue_in_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    continue
                log.append("after with")
        return len(log)

    return _r21a_run(f)


def case_r21a_with_break_in_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    break
                log.append("after with")
            log.append("after try")
        return len(log)

    return _r21a_run(f)


def case_r21a_with_continue_in_clause_then_code_in_while():
    def f(log, xs, swallow, at):
        xs = list(xs)
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    continue
                log.append("after with")
            log.append("after try")
        return len(log)

    return _r21a_run(f)


def case_r21a_with_continue_in_named_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError as e:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    continue
                log.append(type(e).__name__)
        return len(log)

    return _r21a_run(f)


def case_r21a_with_continue_in_second_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
                _r21a_step(log, x, at + 1)
            except KeyError:
                log.append("key")
            except ZeroDivisionError:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    continue
                log.append("after with")
            else:
                log.append("else")
        return len(log)

    return _r21a_run(f)


# r21e: 3.11 siblings of the r21a samples, refused on 3.11 before helper
# r21e ("POP_EXCEPT outside a handler"; a `continue` read after the
# statement, a call lost): a with in an except clause whose body leaves
# the loop (`POP_EXCEPT`, a named clause's name cleared, then the jump; a
# for loop's iterator popped for a `break`), more of the clause after it.
# 3.11 reads them with the way out the body's last statement
# (with_statement.leave_from_handler_copy, leave_through_exits). 3.8-3.10
# read them; 3.12 refuses the first three, 3.13 the second and third.
def case_r21e_with_break_in_clause_then_if():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    break
                if at > 0:
                    log.append("pos")
                else:
                    log.append("neg")
            log.append("after try")
        else:
            log.append("else")
        return len(log)

    return _r21a_run(f)


def case_r21e_with_break_in_named_clause_in_while():
    def f(log, xs, swallow, at):
        xs = list(xs)
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            except ZeroDivisionError as e:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    break
                log.append(str(e))
            log.append("after try")
        return len(log)

    return _r21a_run(f)


def case_r21e_with_continue_in_try_in_clause():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                try:
                    with _R21aCm(log, "b", swallow):
                        _r21a_step(log, x, at)
                        continue
                    log.append("after with")
                except KeyError:
                    log.append("key")
        return len(log)

    return _r21a_run(f)


def case_r21e_three_withs_break_in_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                with _R21aCm(log, "a", False), _R21aCm(log, "b", swallow), _R21aCm(log, "c", False):
                    _r21a_step(log, x, at)
                    break
                log.append("after with")
        return len(log)

    return _r21a_run(f)


# r21e: 3.13 (found probing siblings of the r21a samples): a with ENDING an
# except clause in a loop, its body leaving the loop (`continue`/`break`),
# code after the try. Read WRONG: the way out written after the with, so a
# swallowed exception leaves the loop instead of going on after the try.
# 3.13 lays the swallow path's cleanup block right before the clause's own
# exit (`POP_EXCEPT`, the name cleared, a jump to the code after the try;
# no jump between), while the body leaves by `POP_EXCEPT` and its own jump:
# the body's way out was read as the clause's end. 3.12 reads them right
# but for the named clause (refused: its name cleared between POP_EXCEPT
# and the jump), 3.8-3.11 read them all.
def case_r21e_with_continue_ending_clause_then_code_after_try():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                log.append("z")
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    continue
            log.append("after try")
        return len(log)

    return _r21a_run(f)


def case_r21e_with_continue_ending_named_clause_then_code_after_try():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError as e:
                log.append(str(e))
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    continue
            log.append("after try")
        return len(log)

    return _r21a_run(f)


def case_r21e_with_break_ending_clause_then_code_after_try():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    break
            log.append("after try")
        return len(log)

    return _r21a_run(f)


def case_r21e_with_continue_ending_clause_in_while():
    def f(log, xs, swallow, at):
        xs = list(xs)
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    continue
            log.append("after try")
        return len(log)

    return _r21a_run(f)


def case_r21e_withs_ending_two_clauses_continue_and_break():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
                _r21a_step(log, x, at + 1)
            except KeyError:
                with _R21aCm(log, "k", swallow):
                    _r21a_step(log, x, at)
                    continue
            except ZeroDivisionError:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    break
            log.append("after try")
        return len(log)

    return _r21a_run(f)


def case_r21e_with_continue_ending_clause_in_if_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            if x != 5:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    with _R21aCm(log, "b", swallow):
                        _r21a_step(log, x, at)
                        continue
            log.append("after if")
        return len(log)

    return _r21a_run(f)


def case_r21e_with_break_ending_clause_then_else():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    break
            else:
                log.append("else")
            log.append("after try")
        return len(log)

    return _r21a_run(f)


# o21: 3.12/3.13 (fuzz seed 227 #93, found by the hunt of seeds 221-230):
# `while a or (b and c):` whose body is a two-item with holding `break`,
# then `return 1 or xs[0]` (folded to `return 1`). 3.12+ lays the code
# after the loop right after the with's exit calls, inside the loop's range
# (the loop test copied to the bottom, past the handlers, jumps back to
# it): the constant return there was read as the with body's (`with m:
# return c`), the loop's exit losing it, so a loop whose test is false at
# once returned None. Siblings (read right before, stay as checks): a
# return in the with, one item, an if before the break, a for loop.
def case_o21_seed227_break_in_two_item_with_in_while_then_return():
    log = []

    class Cm:
        def __init__(self, v):
            self.v = v

        def __enter__(self):
            log.append(("enter", self.v))
            return self.v

        def __exit__(self, t, e, tb):
            log.append(("exit", self.v, t and t.__name__))
            return False

    def f1(a=1, b=0, c=None, xs=(None,)):
        while a or (b and c):
            with Cm(a) as x, Cm(b) as y:
                break
        return 1 or xs[0]

    def f2(a=1, b=0, c=None):
        while a or (b and c):
            with Cm(a) as x, Cm(b) as y:
                return 1
        return 1

    def f3(a=1, b=0, c=None):
        while a or (b and c):
            with Cm(a) as x:
                break
        return 1

    def f4(a=1, b=0, c=None):
        while a or (b and c):
            with Cm(a) as x, Cm(b) as y:
                if c:
                    return 1
                break
        return 1

    def f5(a=1, b=0, c=None):
        for x in (a, b):
            with Cm(a) as x, Cm(b) as y:
                break
        return 2

    out = []
    for args in [(1, 0, None), (0, None, 0), (0, 1, 1)]:
        for f in (f1, f2, f3, f4, f5):
            del log[:]
            out.append(f(*args))
            out.append(list(log))
    return out


# o21: 3.12/3.13 (found from fuzz seed 226 #316 of the hunt of seeds
# 221-230, match_310.py::case_o21_seed226_break_in_match_in_async_with_in_while_true):
# `while True:` in a with, holding a with whose body's if `break`s, then
# `x = xs[0]` after that with. The break's jump, after the with's exit
# call, to the loop's exit past its closing jump was taken for the body's
# way on: the body read on to it, so the assignment was read inside the
# with (then `continue`) and ran before its exit. An async with, and a
# plain one with an elif.
def case_o21_seed226_break_after_exit_in_with_in_while_true():
    import asyncio

    log = []

    class Cm:
        def __init__(self, v):
            self.v = v

        def __enter__(self):
            log.append(("enter", self.v))
            return self.v

        def __exit__(self, t, e, tb):
            log.append(("exit", self.v, t and t.__name__))
            return False

    class Acm:
        def __init__(self, v):
            self.v = v

        async def __aenter__(self):
            log.append(("aenter", self.v))
            return self.v

        async def __aexit__(self, t, e, tb):
            log.append(("aexit", self.v, t and t.__name__))
            return False

    async def f1(a, b, xs):
        with Cm(a) as x:
            while True:
                async with Acm(a) as x:
                    if a == 3:
                        break
                    g = 1
                x = xs[0]

    async def f2(a, b, xs):
        with Cm(b) as y:
            while True:
                with Cm(a) as x:
                    if a == 3:
                        break
                    elif a == 1:
                        pass
                x = xs[0]

    out = []
    for args in [(1, 2, ()), (3, 0, ())]:
        for f in (f1, f2):
            del log[:]
            try:
                out.append(asyncio.run(f(*args)))
            except IndexError:
                out.append(("IndexError",))
            out.append(list(log))
    return out


# The hunt of fuzz seeds 231-240 on 3.12 and 3.13 of the twenty-first
# session (seed 235 #185, shrunk): a try body that is a while loop whose
# body is a with statement that returns, `except` clauses, then a bare
# `raise` after the try statement. 3.12+ lays that raise (the loop's exit
# block, the code after the try; with the loop's else, after the else)
# right after the with body's return, before the with's handler; no table
# row covers it. It was read as the try body's last statement, so the
# RuntimeError of the bare raise was caught by the try's own
# `except Exception:` clause (logged "caught" where the original does
# not). Refused now (`BodyExtentOps._past_gap_without_raise`); reading
# the raise after the try statement is open. 3.8-3.11 read them right.
_o21h_log = []


class _O21hCm:
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        _o21h_log.append(("enter", self.v))
        return self.v

    def __exit__(self, t, e, tb):
        _o21h_log.append(("exit", self.v, t and t.__name__))
        return False


def _o21h_run(f, *args):
    del _o21h_log[:]
    try:
        out = ("returned", f(*args))
    except Exception as e:
        out = ("raised", type(e).__name__)
    return out, list(_o21h_log)


def case_o21_seed235_raise_after_try_holding_while_with_returning():
    def f(a):
        try:
            while a is None:
                with _O21hCm(a):
                    return a
        except KeyError:
            _o21h_log.append("key")
        except Exception:
            _o21h_log.append("caught")
        raise

    return [_o21h_run(f, None), _o21h_run(f, "k")]


def case_o21_seed235_raise_after_try_holding_while_truthy_with_returning():
    def f(a):
        try:
            while a:
                with _O21hCm(a):
                    return a
        except Exception:
            _o21h_log.append("caught")
        raise

    return [_o21h_run(f, 1), _o21h_run(f, 0)]


# The hunt's unshrunk program (seed 235 #185): the loop's else (in the try
# body, covered) is the loop's exit block, the uncovered raise after the
# try falls out of it, reached by no jump of its own (the loop test jumps
# to the else's start), so the first form of the refusal did not see it:
# the raise was read after the else, in the try body (3.12/3.13).
def case_o21_seed235_raise_after_try_holding_while_else_with_returning():
    def f(a):
        try:
            while a is None:
                with _O21hCm(a):
                    return a
            else:
                _o21h_log.append("else")
        except KeyError:
            _o21h_log.append("key")
        except Exception:
            _o21h_log.append("caught")
        raise

    return [_o21h_run(f, None), _o21h_run(f, "k")]


# The raise after the try builds its exception (`raise E(a)`): its
# uncovered run, laid out after the with's return, begins before the
# RAISE_VARARGS; the try body ends where that run begins (3.12/3.13).
def case_r22a_raise_call_after_try_holding_while_with_returning():
    def f(a):
        try:
            while a is None:
                with _O21hCm(a):
                    return a
        except KeyError:
            _o21h_log.append("key")
        raise ValueError(a)

    return [_o21h_run(f, None), _o21h_run(f, "k")]


# 3.12/3.13 (refused: "cannot find where the try statement ends"): the
# with's `break` ending a try/except/finally body in a while loop, its
# jump compiled to nothing (the finally body's copy falls into the loop's
# exit), the clauses and the swallow path going round through the normal
# copy; the with body also goes round by a `continue`.
def case_r22a_with_continue_or_break_in_try_except_finally_in_while():
    log = []

    def f(n, swallow):
        while n:
            n -= 1
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == n:
                        continue
                    if swallow == -n:
                        raise KeyError(n)
                    break
            except KeyError:
                log.append("caught")
            finally:
                log.append(("finally", n))
        log.append("after")
        return n

    return [f(3, 5), f(3, 1), f(3, -2), f(3, 0), f(0, 0)], log


# The same, the with body only breaking, the loop's test not negated.
def case_r22a_with_break_in_try_except_finally_in_while_only():
    log = []

    def f(n, swallow):
        while n:
            try:
                with _Wr12Swallow(log, swallow):
                    break
            except KeyError:
                log.append("caught")
            finally:
                log.append(("finally", n))
        log.append("after")
        return n

    return [f(3, 0), f(0, 0)], log


# 3.12 (refused: "POP_EXCEPT outside a handler"): a with in an except
# clause in a for loop with an else, its body's `break` after the exit
# call leaving the clause (`POP_EXCEPT`), the iterator popped, then the
# compiler's copy of the code after the else (a short exit); more of the
# clause after the with. The copy is the breaks' (`orphan_break`).
def case_r22a_with_break_in_clause_in_for_else_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    break
                log.append("swallowed")
            log.append("after try")
        else:
            log.append("else")
        return len(log)

    return _r21a_run(f)


# 3.12/3.13 (refused: "unstructured jump"): siblings of
# case_r21e_with_continue_in_try_in_clause. The with in a try in a named
# except clause, more of the clause after that try; and a `break` out of
# the for loop, code after the try in the loop (3.13; 3.12 still refuses
# it). The with's way out leaves the clause first (`POP_EXCEPT`, the name
# cleared), then jumps; its swallow path goes on in the inner try's body.
def case_r22a_with_continue_in_try_in_named_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError as e:
                try:
                    with _R21aCm(log, "b", swallow):
                        _r21a_step(log, x, at)
                        continue
                    log.append("after with")
                except KeyError:
                    log.append("key")
                log.append(str(e))
        return len(log)

    return _r21a_run(f)


def case_r22a_with_break_in_try_in_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                try:
                    with _R21aCm(log, "b", swallow):
                        _r21a_step(log, x, at)
                        break
                    log.append("after with")
                except KeyError:
                    log.append("key")
            log.append("after")
        return len(log)

    return _r21a_run(f)


# Siblings of the two above (helper refuse23a). 3.11 refused the named
# clause's `break` (its way out leaves the clause first, `POP_EXCEPT` and
# the name cleared, before the jump); 3.12 refused the `break`s whose code
# after the loop is a short return, copied after the clause is left
# (`unstructured jump`). The two-item with (all), and a with's written
# `return` in the try (all), are refused still.
def case_r23a_with_break_in_try_in_named_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError as e:
                try:
                    with _R21aCm(log, "b", swallow):
                        _r21a_step(log, x, at)
                        break
                    log.append("after with")
                except KeyError:
                    log.append("key")
                log.append(str(e))
            log.append("after")
        return len(log)

    return _r21a_run(f)


def case_r23a_with_continue_in_named_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError as e:
                with _R21aCm(log, "b", swallow):
                    _r21a_step(log, x, at)
                    continue
                log.append(str(e))
            log.append("after")
        return len(log)

    return _r21a_run(f)


def case_r23a_with_continue_in_try_in_named_clause_in_while():
    def f(log, xs, swallow, at):
        xs = list(xs)
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            except ZeroDivisionError as e:
                try:
                    with _R21aCm(log, "b", swallow):
                        _r21a_step(log, x, at)
                        continue
                except KeyError:
                    log.append("key")
                log.append(str(e))
        return len(log)

    return _r21a_run(f)


def case_r23a_two_withs_continue_in_try_in_named_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError as e:
                try:
                    with _R21aCm(log, "a", False), _R21aCm(log, "b", swallow):
                        _r21a_step(log, x, at)
                        continue
                    log.append("after with")
                except KeyError:
                    log.append("key")
                log.append(str(e))
        return len(log)

    return _r21a_run(f)


def case_r23a_with_break_in_try_in_clause_in_while_then_return():
    def f(log, xs, swallow, at):
        xs = list(xs)
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                try:
                    with _R21aCm(log, "b", swallow):
                        _r21a_step(log, x, at)
                        break
                    log.append("after with")
                except KeyError:
                    log.append("key")
            log.append("after")
        return len(log)

    return _r21a_run(f)


def case_r23a_with_break_in_try_in_clause_then_raise():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                try:
                    with _R21aCm(log, "b", swallow):
                        _r21a_step(log, x, at)
                        break
                    log.append("after with")
                except KeyError:
                    log.append("key")
            log.append("after")
        raise KeyError(len(log))

    return _r21a_run(f)


def case_r23a_with_break_in_try_in_clause_then_two_statements():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                try:
                    with _R21aCm(log, "b", swallow):
                        _r21a_step(log, x, at)
                        break
                    log.append("after with")
                except KeyError:
                    log.append("key")
            log.append("after")
        log.append("end")
        return len(log)

    return _r21a_run(f)


def case_r23a_with_return_in_try_in_clause_then_code():
    def f(log, xs, swallow, at):
        for x in xs:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                try:
                    with _R21aCm(log, "b", swallow):
                        _r21a_step(log, x, at)
                        return len(log)
                    log.append("after with")
                except KeyError:
                    log.append("key")
            log.append("after")
        return -1

    return _r21a_run(f)


# 3.12/3.13 WRONG reading (found widening the o21 seed 235 reading): the
# code after a try/except holding a while whose with returns, laid out
# after the with's return, read as more of the try body: the statement's
# own clause caught what that code raised. Here it raises KeyError.
def _r22a_after(a, log):
    log.append(("after", a))
    if a == "k":
        raise KeyError(a)
    return a


def case_r22a_code_after_try_holding_while_with_returning():
    def f(a):
        try:
            while a is None:
                with _O21hCm(a):
                    return a
        except KeyError:
            _o21h_log.append("key")
        return _r22a_after(a, _o21h_log)

    def g(a):
        try:
            while a is None:
                with _O21hCm(a):
                    return a
        except KeyError as e:
            _o21h_log.append(("key", e.args))
        except ValueError:
            raise
        _r22a_after(a, _o21h_log)

    return [_o21h_run(h, a) for h in (f, g) for a in (None, "k", "v")]


# Guards of the reading above (`_code_after_in_gap`): a return in a try
# body jumped to by an if's branch, no value before it, its way out
# through the exit call of a with around the try (or the copy of a
# finally body around): a way out of the body, not the code after the
# statement (3.12/3.13 read them right before it and after).
def case_r22a_return_through_with_after_raising_branch_in_try():
    log = []

    class Cm:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append(("exit", exc[0] is not None))

    def f(x):
        with Cm():
            try:
                log.append(0)
                if x:
                    raise ValueError(x)
                return
            except ValueError:
                log.append(1)
        log.append(2)

    def g(x):
        try:
            try:
                log.append(0)
                if x:
                    raise ValueError(x)
                return
            except ValueError:
                log.append(1)
        finally:
            log.append(3)
        log.append(2)

    return [f(0), f(1), g(0), g(1)], log


# 3.12 (refused: "cannot find where the try statement ends" / "unstructured
# jump"): siblings of case_with18_with_break_in_try_except_finally_in_for_then_code,
# the with's `break` out of a for loop with an else ending a try/finally
# body: the finally body's copy, the iterator popped, then the copy of the
# code after the else (the breaks' own, `orphan_break`).
def case_r22a_with_break_in_try_finally_in_for_else():
    log = []

    def f(items, swallow):
        for v in items:
            try:
                with _Wr12Swallow(log, swallow):
                    if swallow == v:
                        raise KeyError(v)
                    break
            finally:
                log.append(("finally", v))
        else:
            log.append("exhausted")
        return len(log)

    def g(items, swallow):
        for v in items:
            if v == 3:
                break
            try:
                with _Wr12Swallow(log, swallow):
                    break
            except KeyError:
                log.append("caught")
            finally:
                log.append(("finally", v))
        else:
            log.append("exhausted")
        return len(log)

    return [h(xs, s) for h in (f, g) for xs in ((1, 2), (3,), ()) for s in (0, 1, 2)], log


# hunt23 (3.12/3.13 wrong reading, hunt seed 303 #998, shrunk by `hunt
# --shrink`): `with a, b:` holding `with c, d: g()` then `break`. The
# break's exit calls follow the inner statement's on the main line, the
# same instructions as a break inside the innermost body; only the swallow
# paths tell: the inner statement's goes on into the break (on the main
# line), no copy of the exit call around it. Read into the innermost body
# (`with a, b, c, d: g(); break`): an exception the inner managers
# swallowed then went round the loop (a while loop whose test stays true:
# the budget ran out) where the original broke out. Managers that swallow
# by their value, so each path runs.
class _H23Cm:
    def __init__(self, v, log):
        self.v, self.log = v, log

    def __enter__(self):
        self.log.append(("enter", self.v))
        return self.v

    def __exit__(self, typ, exc, tb):
        self.log.append(("exit", self.v, typ is not None))
        return self.v == 1


def _h23_run(f):
    out = []
    for a in (0, 1):
        for b in (0, 1, 2):
            log = []
            try:
                out.append((f(a, b, log), log))
            except ZeroDivisionError:
                out.append(("raised", log))
    return out


def case_h23_two_item_with_then_break_in_two_item_with_in_while():
    def f(a, b, log):
        n = 0
        while n < 3:
            n += 1
            with _H23Cm(a, log) as x, _H23Cm(b, log) as y:
                with _H23Cm(a, log) as x, _H23Cm(b, log) as y:
                    log.append(1 // b)
                break
        else:
            pass
        return n

    return _h23_run(f)


# hunt23: siblings, three single withs (the break in the middle one's body),
# a for loop, and code after the loop (no copy of it in the break).
def case_h23_with_then_break_in_with_in_with_in_while():
    def f(a, b, log):
        n = 0
        while n < 3:
            n += 1
            with _H23Cm(a, log) as x:
                with _H23Cm(b, log) as y:
                    with _H23Cm(a, log) as x:
                        log.append(1 // b)
                    break
        return n

    return _h23_run(f)


def case_h23_two_item_with_then_break_in_two_item_with_in_for():
    def f(a, b, log):
        n = -1
        for n in range(3):
            with _H23Cm(a, log) as x, _H23Cm(b, log) as y:
                with _H23Cm(a, log) as x, _H23Cm(b, log) as y:
                    log.append(1 // b)
                break
        return n

    return _h23_run(f)


def case_h23_two_item_with_then_break_in_two_item_with_then_code():
    def f(a, b, log):
        n = 0
        while n < 3:
            n += 1
            with _H23Cm(a, log) as x, _H23Cm(b, log) as y:
                with _H23Cm(a, log) as x, _H23Cm(b, log) as y:
                    log.append(1 // b)
                break
        log.append(("after", n))

    return _h23_run(f)


# hunt23: the same with `continue` (read exactly before too).
def case_h23_two_item_with_then_continue_in_two_item_with_in_for():
    def f(a, b, log):
        n = -1
        for n in range(3):
            with _H23Cm(a, log) as x, _H23Cm(b, log) as y:
                with _H23Cm(a, log) as x, _H23Cm(b, log) as y:
                    log.append(1 // b)
                continue
        return n

    return _h23_run(f)
