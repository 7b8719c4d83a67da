"""with statements and the ways out of their bodies, in layouts of Python
3.12 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


class _ExitLogging:
    """Logs its exit; swallows a ValueError when told to."""

    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind.__name__ if kind else None))
        return self.swallow and kind is ValueError


# 3.12/3.13: an if whose body is a with holding a with whose body is a
# try statement that always raises (through its finally body), then more
# of the outer body: the compiler lays out the if's way on (`return None`)
# right after the raise, then the try's handler, the nested with's handler
# and the rest of the outer body; the try's handler hid the nested with's
# ("with body without its exit call"; found by the fuzz set, 3.12/3.13
# seed 2 program 765, minimised by hand).
def case_with_raising_try_in_with_in_if():
    log = []

    def f(a, swallow):
        if a:
            with _ExitLogging(log, False):
                with _ExitLogging(log, swallow):
                    try:
                        raise ValueError(a)
                    finally:
                        log.append("finally")
                log.append(("after", a))

    out = [f(0, True), f(1, True)]
    try:
        f(2, False)
    except ValueError as e:
        out.append(str(e))
    return out, log


# 3.12/3.13: a with whose body is a while loop (its test a comparison)
# holding a with that returns, then more of the loop's body, and a raise
# after the outer with: the loop's exit block (the outer exit call and the
# raise) lies between the return and the inner handler, the rest of the
# loop's body after that handler; the raise was taken for the end of the
# inner with's body, which then "never finishes" ("with body without its
# exit call"; found by the fuzz set, 3.12 seed 3 program 502, minimised by
# hand).
def case_returning_with_in_while_in_with_then_raise():
    log = []

    def f(a, b):
        with _ExitLogging(log, False):
            while a < b:
                with _ExitLogging(log, False):
                    return a
                log.append(("round", a))
        raise ValueError(a)

    out = [f(1, 2)]
    try:
        f(2, 2)
    except ValueError as e:
        out.append(str(e))
    return out, log


# 3.12/3.13: a while loop whose test has two members, whose body is a
# with holding a with that returns, then more of both bodies: the four
# copies of the loop's exit (`return None`, one per test member, top and
# bottom) lie between the return and the inner handler; only the copy
# right before the one the loop's test jumps to was passed over
# ("unstructured jump"; found by the fuzz set, 3.12/3.13 seed 1 program
# 431 and seed 2 program 118, minimised by hand).
def case_returning_with_in_with_in_while_and():
    log = []

    def f(a, b):
        while a and b:
            with _ExitLogging(log, False):
                with _ExitLogging(log, False):
                    return a
                log.append(("inner", a))
            log.append(("outer", a))

    return [f(1, 1), f(0, 1), f(1, 0)], log


# 3.12/3.13: an else branch whose body is a two-item with holding a with
# that returns, then more of the outer body: the code after the if
# (the enclosing block's way on) lies between the return and the inner
# handler, the rest of the outer body after that handler, and the
# middle with's exit call jumps to the outer one's, laid out after the
# middle handler; the outer bodies were cut at the branch's end
# ("unstructured jump"; found by the fuzz set, 3.12/3.13 seed 2 program
# 118, minimised by hand).
def case_returning_with_in_with_in_else_then_code():
    log = []

    def f(a, b):
        if a:
            log.append("if")
        else:
            with _ExitLogging(log, False), _ExitLogging(log, False):
                with _ExitLogging(log, False):
                    return b
                log.append("rest")
        log.append("after")

    return [f(1, 2), f(0, 3)], log


# 3.12/3.13: like case_with_raising_try_in_with_in_if, the if having an
# else: the compiler lays out the else branch (ending in `return None`)
# after the raise, before the try's handler; the copy of that return
# after the outer exit call was matched against the code up to the nested
# with's handler, past the try's ("with body without its exit call";
# found by the fuzz set, 3.12/3.13 seed 2 program 765, minimised by hand).
def case_with_raising_try_in_with_in_if_else():
    log = []

    def f(a, swallow):
        if a:
            with _ExitLogging(log, False):
                with _ExitLogging(log, swallow):
                    try:
                        raise ValueError(a)
                    finally:
                        log.append("finally")
                log.append(("after", a))
        else:
            log.append("else")

    out = [f(0, True), f(1, True)]
    try:
        f(2, False)
    except ValueError as e:
        out.append(str(e))
    return out, log


# 3.12/3.13: a with whose body is a try statement whose body may return,
# then a raise: the with never finishes, the try's handlers (laid out
# after the raise) lie between the body and the with's handler, and the
# code after the with (`return None`) is reached only through its swallow
# path ("with body without its exit call"; found by the fuzz set,
# 3.12/3.13 seed 3 program 437, minimised by hand).
def case_raise_after_returning_try_in_with():
    log = []

    def f(a, swallow):
        with _ExitLogging(log, swallow):
            try:
                if a:
                    return a
                log.append("try")
            except KeyError:
                log.append("clause")
            raise ValueError(a)

    out = [f(1, False), f(0, True)]
    try:
        f(0, False)
    except ValueError as e:
        out.append(str(e))
    return out, log


# 3.12/3.13: a two-item with whose body is a try statement, then a raise:
# the handlers of the try lie between the raise and the inner with's
# handler, whose swallow path goes on to the outer exit call laid out after
# it; the outer body was cut at the try's handlers ("with body without its
# exit call"; found by the fuzz set, 3.12/3.13 seed 3 programs 437 and 452,
# minimised by hand).
def case_raise_after_try_in_two_item_with():
    log = []

    def f(a, swallow):
        with _ExitLogging(log, False), _ExitLogging(log, swallow):
            try:
                if a:
                    return a
                log.append("try")
            except KeyError:
                log.append("clause")
            raise ValueError(a)

    out = [f(1, False), f(0, True)]
    try:
        f(0, False)
    except ValueError as e:
        out.append(str(e))
    return out, log


# 3.12/3.13: a with whose body is a while loop holding a with whose body
# is a try statement that always raises: the loop's exit block (the outer
# exit call and `return None`) lies between the raise and the try's
# handler, the rest of the loop's body after the handlers; it was read as
# a `return c` out of the try's body ("with body without its exit call";
# found by the fuzz set, 3.12/3.13 seed 2 program 2, minimised by hand).
def case_try_in_with_in_while_in_with():
    log = []

    def f(n):
        with _ExitLogging(log, False):
            while n:
                with _ExitLogging(log, True):
                    try:
                        raise ValueError(n)
                    except KeyError:
                        log.append("clause")
                log.append(("round", n))
                n -= 1

    return f(2), log


_SWALLOW_LOG = []


def _named(v):
    return v.__name__ if isinstance(v, type) else v


class _SwallowingIfTrue:
    """Logs its exit; swallows every exception when its value is true."""

    def __init__(self, v):
        self.v = v

    def __enter__(self):
        return self.v

    def __exit__(self, kind, value, tb):
        _SWALLOW_LOG.append(("exit", _named(self.v), kind.__name__ if kind else None))
        return bool(self.v)


def _logged_call(v):
    """Logs v; raises v when it is an exception class."""
    _SWALLOW_LOG.append(("g", _named(v)))
    if isinstance(v, type):
        raise v(len(_SWALLOW_LOG))
    return v


def _outcomes(f, *points):
    """f's result (or exception name) at each point, and the log."""
    del _SWALLOW_LOG[:]
    out = []
    for point in points:
        try:
            out.append(f(*point))
        except Exception as e:
            out.append(type(e).__name__)
    return out, list(_SWALLOW_LOG)


# 3.12/3.13: a try whose body is a with that returns after a try
# statement, then code after the with (reached only when __exit__
# swallows), then code after the outer try: the code after the with was
# read as the outer try's else body, out of reach of its handler (found by
# the hunt, 3.12/3.13 seed 141 program 437, minimised by hand). Was
# refused (`TryExcept.refuse_protected_else`); read since the with's
# swallow path going on in the try body keeps the body going past the
# return (`_returning_with_swallows_into_body`).
def case_code_after_returning_with_in_try():
    def f(a, b):
        try:
            with _SwallowingIfTrue(a) as x:
                try:
                    _logged_call(a)
                except KeyError:
                    _logged_call(2)
                return
            _logged_call(b or a)
        except ValueError:
            _logged_call(3)
        return _logged_call(4)

    return _outcomes(f, (1, 1), (ValueError, 1), (ValueError, ValueError))


# 3.12/3.13: a try whose body is a with that returns, with a bare raise
# after the try: the raise (copied by the compiler onto the with's swallow
# path, outside the try's range) was read inside the try's body, so an
# `except Exception` caught its RuntimeError (found by the hunt, 3.12/3.13
# seed 144 program 350, shrunk by the hunt and by hand). Was refused (the
# copy is no code after the with, `protected_as_statement`); read since
# the with's value return (`SWAP 2; WITH_EXIT; RETURN_VALUE`) ends the try
# body as a constant one does (`_exit_call_of_return`).
def case_raise_after_try_around_returning_with():
    def f(a):
        try:
            with _SwallowingIfTrue(a) as x:
                return _logged_call(a)
        except Exception:
            _logged_call(2)
        raise

    return _outcomes(f, (1,), (ValueError,), (0,))


# 3.12: an if whose body is a try around a with that returns, then code
# after the try: the with's swallow path into that code was read as the
# try's else body returning None, so the code after it never ran (found
# minimising the hunt's 3.12 seed 144 program 350 by hand). Was refused
# (`TryExcept.refuse_else_reached_from_after`); read since the code after
# the try, laid out past the handlers and jumping back to where the
# body's return ends, is read before the code there (`cold_goes_back`).
def case_code_after_try_around_returning_with_in_if():
    def f(a):
        if a:
            try:
                with _SwallowingIfTrue(a) as x:
                    return _logged_call(a)
            except KeyError:
                _logged_call(2)
            _logged_call(3)

    return _outcomes(f, (1,), (ValueError,), (0,))


# 3.12/3.13: the same with code after the if and an else branch (written
# with `cold_goes_back`): the code after the try goes back to the code
# after the if.
def case_code_after_try_around_returning_with_in_if_then_code():
    def f(a, b):
        if b:
            try:
                with _SwallowingIfTrue(a) as x:
                    return _logged_call(a)
            except KeyError:
                _logged_call(2)
            _logged_call(3)
        else:
            _logged_call(6)
        return _logged_call(5)

    return _outcomes(f, (1, 1), (ValueError, 1), (KeyError, 1), (0, 1), (0, 0), (ValueError, 0))


# 3.12/3.13: siblings of the two above (written with their fixes): the
# with's try holding a finally body, a constant returned, the code after
# the with raising into the outer clause; and the bare raise after a try
# whose with returns a value computed under a try of its own.
def case_raise_after_returning_with_holding_try_finally_in_try():
    def f(a, b):
        try:
            with _SwallowingIfTrue(a) as x:
                try:
                    _logged_call(a)
                finally:
                    _logged_call(5)
                return 7
            _logged_call(b)
        except KeyError:
            _logged_call(3)
        return _logged_call(4)

    return _outcomes(f, (1, 1), (ValueError, 1), (ValueError, KeyError), (KeyError, ValueError), (0, 1))


def case_raise_after_try_around_returning_value_with_holding_try():
    def f(a, b):
        try:
            with _SwallowingIfTrue(a) as x:
                try:
                    y = _logged_call(b)
                except KeyError:
                    y = 2
                return _logged_call(y)
        except ValueError:
            _logged_call(3)
        raise

    return _outcomes(f, (1, 1), (ValueError, ValueError), (0, KeyError), (0, ValueError), (1, TypeError))


class _EnterFailsIfFalse(_SwallowingIfTrue):
    """Its __enter__ raises ValueError when its value is false."""

    def __enter__(self):
        if not self.v:
            raise ValueError("enter")
        return self.v


# 3.12: a for loop whose body is a try whose body is a two-item with
# holding nothing then a `return` (the function's last: `break`), then
# code after the try: the return was read inside the outer with's body,
# so when the inner __enter__ raises and the outer __exit__ swallows it,
# the loop went on to that code instead of returning (found by the hunt,
# 3.12 seed 146 program 140, shrunk by the hunt and by hand).
def case_return_after_two_item_with_in_try_in_for():
    def f(a, b):
        for v in (1, 2):
            try:
                with _SwallowingIfTrue(a) as x, _EnterFailsIfFalse(b) as y:
                    pass
                return
            except ValueError:
                _logged_call("clause")
            _logged_call(v)

    return _outcomes(f, (1, 1), (1, 0), (0, 0))


# 3.13: a named except clause ending with a two-item with holding
# nothing, an else after it, the function's end after the statement: the
# `return None` after the clause was read inside the outer with's body
# and the else as code after the statement, so when the inner __enter__
# raises and the outer __exit__ swallows it, the else ran (found by the
# hunt, 3.13 seed 148 program 631, shrunk by the hunt and by hand).
def case_two_item_with_ending_named_clause_then_else():
    def f(a, b):
        try:
            _logged_call(a)
        except ValueError as e:
            with _SwallowingIfTrue(1) as x, _EnterFailsIfFalse(b) as y:
                pass
        else:
            _logged_call("else")

    return _outcomes(f, (1, 1), (ValueError, 1), (ValueError, 0))
