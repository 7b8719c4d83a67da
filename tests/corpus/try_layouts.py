def _f(x):
    return 10 // x


def _handler_returns_local(value):
    try:
        return _f(value)
    except ZeroDivisionError:
        return value


def case_handler_returns_local():
    return _handler_returns_local(0), _handler_returns_local(5)


def case_try_in_while_after():
    out = []
    i = 0
    while i < 4:
        i += 1
        try:
            out.append(_f(i - 2))
        except ZeroDivisionError as e:
            out.append(str(e))
        out.append(i)
    return out


def case_body_never_finishes():
    out = []
    try:
        raise KeyError(1)
    except KeyError:
        out.append(1)
    except ValueError:
        out.append(2)
    out.append(3)
    return out


def case_break_from_handler_in_for():
    out = []
    for i in range(5):
        try:
            out.append(_f(i - 3))
        except ZeroDivisionError:
            break
    return out


def _tail_after_if(x):
    if x:
        try:
            x = _f(x)
        except ZeroDivisionError:
            x = None
    return x


def case_tail_after_if():
    return _tail_after_if(0), _tail_after_if(2)


def _break_from_handler_in_if(items):
    data = None
    it = iter(items)
    while True:
        if items:
            try:
                data = _f(next(it))
            except ZeroDivisionError:
                break
        else:
            data = 2
        if data:
            break
    if not data:
        return 'none'
    return data


def case_break_from_handler_in_if():
    return _break_from_handler_in_if([0, 1]), _break_from_handler_in_if([5]), _break_from_handler_in_if([])


def _else_in_loop(obj, names):
    out = []
    for name in names:
        try:
            value = getattr(obj, name)
        except AttributeError:
            pass
        else:
            out.append(value)
    out.append(len(names))
    return out


def case_else_in_loop():
    return _else_in_loop(1, ['real', 'nope', 'imag'])


def _continue_then_return(items):
    for x in items:
        for y in items:
            try:
                r = _f(x - y)
            except ZeroDivisionError:
                continue
            return (r, x, y)
    raise ValueError('none')


def case_continue_then_return():
    return _continue_then_return([1, 2])


class _Ctx:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False


def _with_return_in_try(flag):
    try:
        with _Ctx():
            return _f(flag) == 10
    except ZeroDivisionError:
        return False


def case_with_return_in_try():
    return _with_return_in_try(0), _with_return_in_try(1)


def _nested_try_in_handler(obj, log):
    try:
        meth = obj.missing
    except AttributeError:
        log.append('warn')
        try:
            raise KeyError(1) from None
        except KeyError:
            log.append('k')
    else:
        meth(log)


def case_nested_try_in_handler():
    log = []
    _nested_try_in_handler(1, log)
    return log


def _loop_in_try_then_return(items, t):
    t = list(t)
    try:
        for x in items:
            t.remove(x)
    except ValueError:
        return False
    return not t


def case_loop_in_try_then_return():
    return _loop_in_try_then_return([1], [1]), _loop_in_try_then_return([2], [1])


def _else_returns(obj):
    try:
        get = obj.get
    except AttributeError:
        pass
    else:
        return get('a')
    return obj


def case_else_returns():
    return _else_returns({'a': 1}), _else_returns(5)


def _return_in_try_in_handler(obj):
    try:
        return obj.real
    except AttributeError:
        try:
            return obj.imag
        except AttributeError:
            return False


def case_return_in_try_in_handler():
    return _return_in_try_in_handler(3), _return_in_try_in_handler('x')


# 3.12/3.13: a generator ending in `try: try: pass / except A: ... / except
# B: ...`: the inner body is the implicit `return None`, copied into it,
# which no row of the table covers (a plain function's gets the row it
# would have had; a generator's StopIteration guard covers it), so the
# outer statement's body was read as empty, the inner one running past it.
# Refused ("try body runs past its block"); found by the nesting corpus
# (nest_try f_try_except_as__try_except__pass).
def _generator_ending_in_nested_try_pass(out):
    yield 1
    try:
        try:
            pass
        except ValueError:
            out.append("inner")
    except KeyError:
        out.append("outer")


def case_generator_ending_in_nested_try_pass():
    out = []
    return list(_generator_ending_in_nested_try_pass(out)), out


# 3.12: an if/elif/elif/else chain ending an except clause of a try
# statement that ends the body of another try, the else a store: each
# branch goes on to its own copy of the clause's way out (`POP_EXCEPT;
# return None`), the copies laid out in reverse; only the last branch's
# jump reached the clause's end, the others a copy ("unstructured jump").
# Found by star9 from nesting/nest_depth3.py::
# f3_try_except__try_except_as__if_elif_else__augassign.
def case_star9_elif_chain_ending_nested_clause():
    log = []
    seen = {}

    def f(a, b, fail):
        try:
            try:
                if fail:
                    raise KeyError(fail)
            except Exception:
                if a:
                    log.append("a")
                elif b:
                    log.append("b")
                elif a is None:
                    log.append("none")
                else:
                    seen["else"] = fail
        except ValueError:
            log.append("outer")

    for args in ((1, 0, 1), (0, 1, 1), (None, 0, 1), (0, 0, 2), (1, 1, 0)):
        f(*args)
    return log, seen


# 3.12/3.13: a `try: pass` (its handler covers nothing, no row names it)
# inside an except clause, code after the outer statement: 3.12 lays the
# code after the inner statement (the outer clause's POP_EXCEPT) behind
# the inner handler, the empty body's jump over the clauses right before
# it ("unstructured jump"; 3.13: "exception handling shape not
# supported"). Found by the fuzz set (3.12 seed 2 program 785), reduced.
def case_flownew12_empty_try_in_clause():
    log = []

    def f(fail):
        try:
            if fail:
                raise ValueError(fail)
        except ValueError:
            try:
                pass
            except ValueError:
                log.append("inner")
        x = fail
        log.append(x)

    f(0)
    f(1)
    return log


def case_flownew12_empty_try_in_clause_then_code():
    log = []

    def f(fail, tail):
        try:
            if fail:
                raise ValueError(fail)
        except ValueError:
            try:
                pass
            except KeyError:
                log.append("inner")
            log.append(tail)
        log.append(fail and tail)

    for args in ((0, 1), (1, 0), (2, 3)):
        f(*args)
    return log


class _FlowNew12Cm:
    """Logs its exit; swallows the exception of its body when told to."""

    def __init__(self, log, swallow=False):
        self.log = log
        self.swallow = swallow

    def __enter__(self):
        return self.log

    def __exit__(self, *exc):
        self.log.append(("exit", exc[0] is not None))
        return self.swallow


# 3.12/3.13: a `try: pass` (its handler covers nothing, no row names it)
# ending a with's body: its clauses go on to the with's exit call, which
# the statement was taken to start at, outside the body; its handler was
# then read as code ("exception handling shape not supported"). Found by
# the fuzz set (3.12 seed 3 programs 140, 339: `try: continue`/`break`,
# and the corpus's nest_depth3_311.py::f3_async_for__with__try_except_star__continue),
# reduced to `pass`.
def case_flownew12_empty_try_ending_with():
    log = []

    def f(a, swallow):
        with _FlowNew12Cm(log, swallow):
            log.append(a)
            try:
                pass
            except ValueError:
                log.append("inner")
        return a

    return [f(1, False), f(2, True)], log


def case_flownew12_empty_try_ending_with_as():
    log = []

    def f(a):
        with _FlowNew12Cm(log) as x, _FlowNew12Cm(log, a) as y:
            try:
                pass
            except ValueError as e:
                log.append(e)
            except KeyError:
                log.append("key")
        return x is y

    return [f(0), f(1)], log


def case_flownew12_empty_try_ending_with_in_branch():
    log = []

    def f(a, b):
        for v in a:
            with _FlowNew12Cm(log, b):
                if v:
                    try:
                        pass
                    except ValueError:
                        log.append("inner")
            log.append(v)
        return b

    return [f((0, 1), False), f((2,), True)], log


# 3.12 and 3.13 (fuzz 3.12/3.13 seed 1 program 467, reduced by the
# mismNew13 helper): `try: pass` / `except E: ...` alone in the body of an
# if whose condition is an and/or chain, ending a loop body. The body's
# block is empty (the try's line left a NOP only); the condition's jumps
# into it (its true ways) were taken for jumps past it, and the try read
# after the if (its false ways going straight round). Siblings: the try
# after an if with an empty body; an or condition.
def case_mnew13_empty_try_in_if_ending_loop():
    log = []

    def inside(a, b, c):
        for v in (1, 2):
            if a and (b or c):
                try:
                    pass
                except ValueError:
                    log.append(1)

    def after(a, b, c):
        for v in (1, 2):
            if a and (b or c):
                pass
            try:
                pass
            except ValueError:
                log.append(1)

    def either(a, b, c):
        for v in (1, 2):
            if a or b:
                try:
                    pass
                except ValueError:
                    log.append(1)

    for f in (inside, after, either):
        for args in ((0, 0, 0), (1, 0, 1), (1, 1, 0)):
            log.append(f(*args))
    return log


# 3.12 and 3.13: the same in a while loop whose body goes on after the if
# (refused: "exception handling shape not supported").
def case_mnew13_empty_try_in_if_ending_while():
    log = []

    def in_while(a, b, c):
        n = 0
        while n < 2:
            n += 1
            if a and (b or c):
                try:
                    pass
                except ValueError:
                    log.append(1)
        return n

    for args in ((0, 0, 0), (1, 0, 1), (1, 1, 0)):
        log.append(in_while(*args))
    return log


# 3.12 and 3.13 (fuzz 3.12/3.13 seed 2 program 67, reduced by the mismNew13
# helper): `try: try: pass` / `except E: ...` / `except F: ...` then code
# after the statement. Neither body holds an instruction, so both try
# statements begin where the code after them does; once the outer one
# (and the inner inside it) was read, the inner one was read again there,
# the outer inside it: the statement written twice (runs alike, the
# handlers being dead). Siblings: a named clause, three levels, a value
# returned.
def case_mnew13_nested_empty_tries_then_code():
    log = []

    def two(a):
        try:
            try:
                pass
            except KeyError:
                log.append(1)
        except ValueError:
            log.append(2)
        return not a

    def named(a):
        try:
            try:
                pass
            except (KeyError, IndexError) as e:
                log.append(e)
            except Exception:
                log.append(2)
        except ValueError:
            log.append(3)
        log.append(a)
        return a

    def three(a):
        try:
            try:
                try:
                    pass
                except KeyError:
                    log.append(1)
            except IndexError:
                log.append(2)
        except ValueError:
            log.append(3)
        return a + 1

    return [(two(a), named(a), three(a)) for a in (0, 1)], log


# 3.13 (fuzz 3.13 seed 2 program 406, reduced by the mismNew13 helper):
# `try: pass` / `except E: ...` / `else: <if/elif>` as a loop body, the
# clauses going round. The empty try was read at the loop's last closing
# jump (a try ending the body), its else read as code before it. The code
# there is on lines after the clauses': the else, the try beginning the
# body. Siblings: an else of one call, a while loop, code before the try.
def case_mnew13_empty_try_else_in_loop():
    log = []

    def if_elif(a, b):
        for v in (1, 2):
            try:
                pass
            except ValueError:
                log.append(1)
            else:
                if a:
                    log.append(a)
                elif b:
                    log.append(b)

    def one_call(a, b):
        for v in (a, b):
            try:
                pass
            except ValueError:
                log.append(1)
            else:
                log.append(v)

    def in_while(a, b):
        n = 0
        while n < 2:
            n += 1
            try:
                pass
            except ValueError:
                log.append(1)
            else:
                if a or b:
                    log.append(n)
        return n

    for args in ((0, 0), (1, 0), (0, 2)):
        log.append((if_elif(*args), one_call(*args), in_while(*args)))
    return log


# 3.12 and 3.13 (`case_mnew13_empty_try_in_if_ending_while`'s family, read
# since the sixteenth session: entries._bottom_test_head): `try: pass` /
# `except E: ...` ending a while loop's body whose clauses go on at the
# loop's bottom test (no closing jump): after an if (`_a`), alone (`_c`),
# in an if with an else (`_d`), with an and condition at the bottom
# (`_g`). All refused ("exception handling shape not supported").
def case_y16_empty_try_ending_while():
    log = []

    def y16_a(a, b, c):
        n = 0
        while n < 2:
            n += 1
            if a and (b or c):
                pass
            try:
                pass
            except ValueError:
                log.append(1)
        return n

    def y16_b(a, b, c):
        n = 0
        while n < 2:
            n += 1
            if a or b:
                try:
                    pass
                except ValueError:
                    log.append(1)
        return n

    def y16_c(a, b, c):
        n = 0
        while n < 2:
            n += 1
            try:
                pass
            except ValueError:
                log.append(1)
        return n

    def y16_d(a, b, c):
        n = 0
        while n < 2:
            n += 1
            if a:
                try:
                    pass
                except ValueError:
                    log.append(1)
            else:
                log.append(2)
        return n

    def y16_e(a, b, c):
        n = 0
        while n < 2:
            n += 1
            if a:
                try:
                    pass
                except ValueError:
                    log.append(1)
        else:
            log.append(3)
        return n

    def y16_g(a, b, c):
        n = 0
        while n < 2 and a:
            n += 1
            if b:
                try:
                    pass
                except ValueError:
                    log.append(1)
        return n

    for f in (y16_a, y16_b, y16_c, y16_d, y16_e, y16_g):
        for args in ((0, 0, 0), (1, 0, 1), (1, 1, 0)):
            log.append(f(*args))
    return log


# 3.13 (`case_flownew12_empty_try_in_clause`'s family, read since the
# sixteenth session: entries._threaded_unwind_before): `try: pass` in an
# except clause, the code after it the clause's end: 3.13 threads the
# inner clauses' way on through the outer clause's `POP_EXCEPT; JUMP`,
# laid out right before the inner handler. Refused: a named inner clause
# (`_a`), a named outer one (`_b`), two inner clauses (`_c`).
def case_y16_empty_try_in_clause():
    log = []

    def y16_a(fail):
        try:
            if fail:
                raise ValueError(fail)
        except ValueError:
            try:
                pass
            except ValueError as e:
                log.append(e)
        log.append(fail)

    def y16_b(fail):
        try:
            if fail:
                raise ValueError(fail)
        except ValueError as e:
            try:
                pass
            except KeyError:
                log.append("inner")
        log.append(fail)

    def y16_c(fail):
        try:
            if fail:
                raise ValueError(fail)
        except ValueError:
            try:
                pass
            except KeyError:
                log.append("inner")
            except TypeError:
                log.append("inner2")
        log.append(fail)

    for f in (y16_a, y16_b, y16_c):
        f(0)
        f(1)
    return log
