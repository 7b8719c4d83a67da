def _f(x):
    return 10 // x


def case_typed():
    try:
        r = _f(0)
    except ZeroDivisionError:
        r = -1
    return r


def case_bare():
    try:
        r = _f(0)
    except:
        r = -2
    return r


def case_as_name():
    try:
        _f(0)
    except ZeroDivisionError as e:
        r = str(e)
    return r


def case_several():
    out = []
    for v in (0, 'a', 2):
        try:
            out.append(_f(v))
        except ZeroDivisionError:
            out.append('z')
        except (TypeError, ValueError) as e:
            out.append(type(e).__name__)
    return out


def case_else():
    out = []
    for v in (0, 1):
        try:
            r = _f(v)
        except ZeroDivisionError:
            out.append('z')
        else:
            out.append(r)
    return out


def case_finally():
    out = []
    try:
        out.append(1)
    finally:
        out.append(2)
    return out


def case_try_except_finally():
    out = []
    for v in (0, 1, 'a'):
        try:
            try:
                out.append(_f(v))
            except ZeroDivisionError:
                out.append('z')
            else:
                out.append('else')
            finally:
                out.append('fin')
        except TypeError:
            out.append('t')
    return out


def case_nested():
    out = []
    try:
        try:
            raise KeyError(1)
        except KeyError as e:
            out.append(1)
            raise ValueError(2)
    except ValueError:
        out.append(2)
    return out


def case_return_in_try():
    try:
        return _f(1)
    except ZeroDivisionError:
        return 0


def case_return_in_handler():
    try:
        return _f(0)
    except ZeroDivisionError:
        return 0


def case_return_in_finally_body():
    out = []
    try:
        out.append(1)
        return out
    finally:
        out.append(2)


def _return_from_finally(log):
    try:
        log.append(1)
    finally:
        return log


def case_loop_break_continue():
    out = []
    for i in range(6):
        try:
            if i == 1:
                continue
            if i == 4:
                break
            out.append(_f(i - 2))
        except ZeroDivisionError:
            out.append('z')
            continue
    return out


def case_loop_finally_break():
    out = []
    for i in range(5):
        try:
            if i == 3:
                break
            if i == 1:
                continue
            out.append(i)
        finally:
            out.append('f')
    return out


def case_while_try():
    out = []
    i = 0
    while i < 4:
        i += 1
        try:
            out.append(_f(i - 2))
        except ZeroDivisionError:
            break
    return out


def case_raise_bare():
    try:
        try:
            _f(0)
        except ZeroDivisionError:
            raise
    except Exception as e:
        return type(e).__name__


def case_except_pass():
    try:
        _f(0)
    except ZeroDivisionError:
        pass
    return 1


def _stmts_after(x):
    try:
        y = _f(x)
    except ZeroDivisionError as exc:
        print(exc)
        y = 0
    z = y + 1
    return z


def _handler_only_raise(x):
    try:
        return _f(x)
    except ZeroDivisionError:
        raise ValueError(x) from None


def case_finally_in_handler():
    out = []
    try:
        _f(0)
    except ZeroDivisionError:
        try:
            out.append(1)
        finally:
            out.append(2)
    return out


def _module_level_like(a, b):
    try:
        import os
    except ImportError:
        os = None
    return os


# 3.11+: a try body that can raise nothing (`pass`, `return constant`): no
# row of the exception table reaches its handler, whose statement was not
# found. (The nesting corpus, `try: pass` / `try: return` nested in an if,
# a with, an elif with an else clause.)
def case_try_pass_except():
    log = []

    def f(a):
        try:
            pass
        except ValueError:
            log.append(1)
        log.append(a)

    def h(a, b):
        if a:
            log.append(0)
        elif b:
            try:
                pass
            except ValueError as e:
                log.append(1)
            else:
                log.append(2)
        log.append(b)

    f(5)
    h(0, 1)
    h(1, 0)
    return log


def case_try_return_except_in_if():
    log = []

    def f(a):
        if a:
            try:
                return
            except ValueError:
                log.append(1)
        log.append(a)

    f(0)
    f(1)
    return log


# 3.12+: `try: return` whose clauses end the function too (each with its
# own copy of the return): no clause jumps to where the statement goes on.
# (The nesting corpus, `if a or b: try: return except ValueError: ...` with
# elif/else after.)
def case_try_return_except_ends_function():
    log = []

    def f(a, b):
        if a or b:
            try:
                return
            except ValueError:
                log.append(1)
        elif not a:
            log.append(2)
        else:
            log.append(3)

    f(0, 0)
    f(1, 0)
    return log


# 3.12+ (the nesting corpus, f3_for_else__if__try_except__pass): `try: pass`
# whose clauses end in a copy of the code after the statement (`return x`,
# short, copied rather than jumped to), in a loop, an if or a generator: no
# clause jumps to where the statement ends, so its start was not found
# ("exception handling shape not supported").
def case_try_pass_clause_copies_return():
    log = []

    def in_loop(xs):
        for v in xs:
            try:
                pass
            except ValueError:
                log.append(1)
            return v

    def in_if(a):
        if a:
            try:
                pass
            except ValueError:
                log.append(1)
            return a
        log.append(0)

    def in_generator(a):
        yield a
        try:
            pass
        except ValueError:
            log.append(1)
        return a

    return [in_loop([3, 4]), in_if(1), in_if(0), list(in_generator(2))], log
