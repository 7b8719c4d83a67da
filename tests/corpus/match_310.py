import enum


class _Color(enum.Enum):
    RED = 1
    GREEN = 2


class _Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


def _describe(subject):
    match subject:
        case None:
            return "none"
        case True | False as b:
            return "bool %s" % b
        case 0:
            return "zero literal"
        case -1 | 1.5 | 2j:
            return "numeric literal"
        case "s" | b"b":
            return "string literal"
        case _Color.RED:
            return "value pattern"
        case [] | ():
            return "empty sequence"
        case [x]:
            return "one %r" % (x,)
        case [1, 2, *rest] if len(rest) > 1:
            return "guarded star %r" % (rest,)
        case [first, *_, last]:
            return "first/last %r %r" % (first, last)
        case {"k": v, **others} if not others:
            return "mapping only k=%r" % (v,)
        case {"k": v, "j": [*_] as lst, **others}:
            return "mapping %r %r %r" % (v, lst, sorted(others))
        case _Point(0, 0):
            return "origin"
        case _Point(x=0, y=yy) | _Point(yy, 0):
            return "on axis %r" % (yy,)
        case _Point(x, y=int() | float() as y):
            return "point %r %r" % (x, y)
        case str() as s if s.startswith("x"):
            return "x-string"
        case int(n) | float(n):
            return "number %r" % (n,)
        case (("nested", [a, b]) | ("nested", a, b)):
            return "nested %r %r" % (a, b)
        case _:
            return "other"


def case_match_all_patterns():
    subjects = [None, True, 0, -1, 1.5, 2j, "s", b"b", _Color.RED, _Color.GREEN, [], (),
                [9], [1, 2, 3, 4], [1, 2, 3], [5, 6, 7], {"k": 1}, {"k": 1, "j": [2], "z": 0},
                {"k": 1, "j": 3}, _Point(0, 0), _Point(0, 5), _Point(4, 0), _Point(1, 2.5),
                _Point(1, "q"), "xyz", "abc", 42, 4.5, ("nested", [1, 2]), ("nested", 3, 4), object]
    return [_describe(s) for s in subjects]


def case_match_in_loop():
    out = []
    for cmd in ["go north", "look", "drop all things", "quit", "??"]:
        match cmd.split():
            case ["go", direction]:
                out.append(("go", direction))
            case ["look"]:
                out.append("look")
            case ["drop", *objs]:
                out.append(("drop", objs))
                continue
            case ["quit"]:
                break
            case _:
                out.append("unknown")
    return out


def case_match_capture_scope():
    match (1, 2):
        case (a, b) if a > b:
            res = "gt"
        case (a, b):
            res = "le"
    return res, a, b


def _or_last_returns(x):
    match x:
        case 1:
            return "one"
        case int(n) | float(n):
            return n
        case _:
            return "other"


def _or_last_nested(x):
    match x:
        case 0:
            r = "zero"
        case ("p", [a, b]) | ("p", a, b):
            r = a + b
        case _:
            r = "other"
    return r


def case_or_pattern_before_default():
    return ([_or_last_returns(v) for v in (1, 2, 2.5, "s")],
            [_or_last_nested(v) for v in (0, ("p", [1, 2]), ("p", 3, 4), ("q", 1, 2), 7)])


def case_m23_or_of_three_returning_before_default():
    # 3.12+ copies the returning body into each alternative of the last
    # case before `case _:`; the copies read as copied cases, the last one
    # followed by the subject's pop, which no trailing `case _` compiles to.
    def f(x):
        match x:
            case "a":
                return 0
            case []:
                return 1
            case int(n) | float(n) | complex(n):
                return n
            case _:
                return "other"

    return [f(v) for v in ("a", [], 2, 2.5, 1j, "s")]


# One small case per pattern kind.

def case_literal_patterns():
    out = []
    for v in (0, -1, 1.5, -2.5, 2j, -1 + 2j, "s", b"b", None, True, 9):
        match v:
            case 0:
                out.append("zero")
            case -1:
                out.append("minus one")
            case -2.5:
                out.append("neg float")
            case 1.5:
                out.append("float")
            case 2j:
                out.append("imag")
            case -1 + 2j:
                out.append("complex")
            case "s":
                out.append("str")
            case b"b":
                out.append("bytes")
            case None:
                out.append("none")
            case True:
                out.append("true")
            case _:
                out.append("other")
    return out


def case_capture_pattern():
    match [1, 2]:
        case whole:
            pass
    return whole


def case_wildcard_pattern():
    match 5:
        case _:
            r = "any"
    return r


def case_value_pattern():
    out = []
    for v in (_Color.RED, _Color.GREEN, 3):
        match v:
            case _Color.RED:
                out.append("red")
            case _Color.GREEN:
                out.append("green")
            case _:
                out.append("none")
    return out


def case_sequence_star_pattern():
    out = []
    for v in ([1], [1, 2, 3, 4], (5, 6), "xy"):
        match v:
            case [x]:
                out.append(("one", x))
            case [first, *middle, last]:
                out.append((first, middle, last))
            case _:
                out.append("no")
    return out


def case_mapping_rest_pattern():
    out = []
    for v in ({"a": 1, "b": 2, "c": 3}, {"b": 1}, [1]):
        match v:
            case {"a": a, **rest}:
                out.append((a, sorted(rest)))
            case {}:
                out.append("mapping")
            case _:
                out.append("no")
    return out


def case_class_patterns():
    out = []
    for v in (_Point(1, 2), _Point(0, 5), 7, "t"):
        match v:
            case _Point(0, y):
                out.append(("axis", y))
            case _Point(x=x, y=2):
                out.append(("y2", x))
            case int(n):
                out.append(("int", n))
            case str():
                out.append("str")
    return out


def case_or_pattern():
    out = []
    for v in (1, 2, 3, [4], (5,)):
        match v:
            case 1 | 2:
                out.append("small")
            case [x] | (x,):
                out.append(("one", x))
            case _:
                out.append("other")
    return out


def case_as_pattern():
    match [3, (4, 5)]:
        case [int() as a, (b, c) as pair]:
            return a, b, c, pair
    return None


def case_nested_patterns():
    out = []
    for v in ({"pts": [_Point(1, 2), _Point(3, 4)]}, {"pts": []}, {"pts": [[1, [2, 3]]]}):
        match v:
            case {"pts": [_Point(x=x1), _Point(y=y2)]}:
                out.append((x1, y2))
            case {"pts": [[a, [b, c]]]}:
                out.append((a, b, c))
            case {"pts": []}:
                out.append("empty")
    return out


def case_guards():
    out = []
    for v in (1, 5, 12, -3, 0):
        match v:
            case int(n) if n > 10 and n % 2 == 0:
                out.append("big even")
            case int(n) if n < 0 or n == 5:
                out.append("neg or five")
            case n if not n:
                out.append("falsy")
            case _:
                out.append("other")
    return out


def case_fall_through():
    out = []
    for v in (1, 2, 3):
        match v:
            case 1:
                out.append("one")
            case 2:
                pass
        out.append(v)
    return out


# 3.10 (the nesting corpus): a finally body ending in a match then a
# return: the normal copy holds the return at each case's end; it was read
# into the try body (the decompiled function ran the finally body twice).
def case_finally_match_then_return():
    log = []

    def f(a):
        try:
            log.append("body")
        finally:
            match a:
                case 1:
                    log.append(1)
                case [p, q] if p:
                    log.append(2)
                case _:
                    log.append(4)
            return a

    return [f(1), f([1, 2]), f([0, 2]), f(5)], log


# 3.11+: a match ending a with body whose last case returns: the return
# (through the exit call) cannot raise and ends the protected range, but
# the other cases jump past it to the exit call, which the body reaches
# ("with exit without its context manager"; nesting corpus,
# f_with__match__bare_return).
def case_match_returning_last_case_in_with():
    log = []

    class Manager:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append("exit")

    def f(a):
        with Manager():
            match a:
                case 1:
                    log.append(1)
                case _:
                    return
        log.append("after")

    f(1)
    f(2)
    return log


# 3.10: a match with a wildcard case ending an except clause, `return x`
# after the try statement: each case body ends in the clause's copy of that
# return instead of a jump to the match's end, so the wildcard case's body
# was read as code after the match (run after every case). Found by the
# nesting corpus (nest_depth3.py::f3_try_except_as__try_except_else__match__await).
def case_match_ending_clause_before_return():
    log = []

    def f(x):
        try:
            log.append(1 // x[0])
        except (ZeroDivisionError, TypeError):
            match x:
                case [0]:
                    log.append("zero")
                case [p, q] if q:
                    log.append(p)
                case _:
                    log.append("other")
        return x

    return [f([0]), f([1]), f(["a", 2]), f(["b", 0])], log


# 3.10 (3.11+ checked): a match ending an except clause under a finally, a
# case ending in `return`: the finally body copied before that return was
# not taken out of the case (the copies were stripped in ifs, not matches),
# so it ran twice. Found by running the nesting corpus
# (nest_try_310.py::f_try_except_else_finally__match__bare_return).
def case_match_return_in_clause_under_finally():
    log = []

    def f(a):
        try:
            raise ValueError(a)
        except ValueError:
            match a:
                case 1:
                    log.append(1)
                case [p, q] if p:
                    log.append(2)
                case _:
                    return 'r'
        finally:
            log.append('f')
        return 'after'

    return [f(a) for a in (1, [1, 2], 0)], log


class _Typed:
    def __init__(self, log, kind, name):
        self._log, self._kind, self.name = log, kind, name

    @property
    def kind(self):
        self._log.append(("kind", self.name))
        return self._kind


# 3.12/3.13 (stdlib symtable.Class.get_methods): a match of value patterns
# in a loop whose last case, when it fails, jumps back to the loop's head
# (its test inverted around that jump) is not read as a match; the subject
# waits on the stack while the if chain compares it.  It was read as
# `__temp_1 = st.kind` then `if st.kind == ...` (the subject computed
# twice), then refused; then the temporary (a mismatch); now the match
# (patterns._failing_back: the last case's failure is the block's end).
def case_value_match_in_loop_last_case_goes_round():
    log = []

    def f(xs):
        out = []
        for st in xs:
            match st.kind:
                case _Color.RED:
                    if st.name == "skip":
                        continue
                    out.append(st.name)
                case _Color.GREEN:
                    out.append(-1)
        return out

    return f([_Typed(log, _Color.RED, "a"), _Typed(log, _Color.RED, "skip"), _Typed(log, _Color.GREEN, "b"), _Typed(log, 3, "c")]), log


class _AsyncCount:
    """Yields 0..n-1, asynchronously."""

    def __init__(self, n):
        self.n = n
        self.i = 0

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i - 1


# 3.12/3.13: an async for ending a case's body, another case after it:
# END_ASYNC_FOR, laid out past the function's end, jumps to the code after
# the match. The loop's exit was read as that place, and the next case's
# test and body as code after the loop, run after it (a wrong reading; see
# async_code.py case_async_for_ending_if_before_else). Found while reducing
# nest_match_310.py f_match__async_for__del.
async def case_async_for_ending_case():
    async def f(n, out):
        match n:
            case 1:
                async for v in _AsyncCount(2):
                    out.append(v)
            case _:
                out.append("other")
        out.append("after")

    out = []
    for n in (0, 1):
        await f(n, out)
    return out


# 3.10: a match ending an except clause nested in another, its default case
# returning: each other case's way out (both clauses left, then `return
# a`) is its own copy, laid out after the default body on the line of its
# jump. The match was read as ending at the furthest copy, the first copy
# falling into the default body ("POP_EXCEPT outside a handler", "match
# statement not understood"). Minimal sample of
# nest_depth3_310.py::f3_try_except_as__try_except_as__match__return.
def case_match_in_nested_clause_copies_way_out():
    def f(a, log):
        try:
            log.append(1 // 0)
        except Exception:
            try:
                log.append(1 // 0)
            except Exception:
                match a:
                    case [p, q]:
                        log.append(p)
                    case {"k": r}:
                        log.append(r)
                    case _:
                        return "default"
        return log

    return f([1, 2], []), f({"k": 3}, []), f(0, [])


# 3.10: a match ending a try/finally body, the code after the statement a
# `return a`: each case's way out is a copy of the finally body then of
# that return. The reader took copies off the ends of if and try statements
# only ("code after the try statement copied where it cannot be moved
# out"). Minimal sample of nest_try_310.py::f_try_finally__match__pass.
def case_match_ending_try_finally_body_before_return():
    def f(a, log):
        try:
            match a:
                case 1:
                    log.append(1)
                case [p, q]:
                    log.append(p)
                case _:
                    log.append(4)
        finally:
            log.append("fin")
        return a, log

    return f(1, []), f([5, 6], []), f(0, [])


# 3.10: a match with a default case ending a finally body: each other case
# ends in a copy of the RERAISE closing the body, the default case's body
# read as code after the match ("finally body falls off where no statement
# ends"). Minimal sample of nest_try_310.py::f_try_finally__match__lambda.
def case_match_with_default_ending_finally_body():
    def f(a, log):
        try:
            log.append(0)
        finally:
            match a:
                case 1:
                    log.append(1)
                case [p, q]:
                    log.append(p)
                case _:
                    log.append(4)
        return log

    return f(1, []), f([5, 6], []), f(0, [])


# 3.12/3.13: a case body holding a try/except whose body never finishes
# (`raise`), then more code; no other case jumps to the code after the
# match: the clauses go on to the rest of the case body laid out past the
# handlers, which jumps back to the code after the match ("match statement
# not understood"). Found beside nest_match_311 f_match__try_except_star__reraise.
def case_try_never_finishing_in_case_then_code():
    def f(subject, log):
        match subject:
            case {"k": r}:
                try:
                    raise KeyError(r)
                except KeyError:
                    log.append("clause")
                log.append(r)
            case _:
                log.append("default")
        log.append("end")
        return log

    log = []
    f({"k": 1}, log)
    f(2, log)
    return log


# 3.12/3.13: `try: pass` (or except*) in a case body, then more code, and a
# default case ending the function with `return constant`: the default
# case's `case _:` line NOP and return were taken for the body of a
# `try: return` whose handler no row reaches ("cannot find where the try
# statement ends"). Minimal shape of nest_match_311 f_match__try_except_star__pass.
def case_empty_try_in_case_before_returning_default():
    def f(subject, log):
        match subject:
            case 1:
                log.append(1)
            case {"k": r}:
                try:
                    pass
                except ValueError:
                    log.append("clause")
                log.append(r)
            case _:
                log.append("default")

    log = []
    for subject in (1, {"k": 2}, 3):
        f(subject, log)
    return log


# 3.12/3.13 (fuzz 3.12 seed 2 #486, seed 1 #448; refused: "match
# statement not understood"): an async for whose body raises (it never goes
# round) ends a case's body, another case after it. The loop has no jump
# back and its exit (END_ASYNC_FOR, laid out after the function's end) is
# the code after the match: its body was read up to there, the next case's
# test with it.
async def case_async_for_never_round_ending_case():
    async def f(a, out):
        match a:
            case [p, q] if p:
                async for v in _AsyncCount(q):
                    raise ValueError(v)
            case {"k": r}:
                out.append(r)
        out.append("after")

    out = []
    for a in ([1, 0], [1, 2], {"k": 3}, 4):
        try:
            await f(a, out)
        except ValueError as e:
            out.append(e.args)
    return out


# 3.10/3.12/3.13: a while loop ending a case body: the loop's exit is
# threaded through the case's jump to the end of the match (3.12+), or that
# jump follows the loop's bottom test (3.10), which the loop reader took
# for code of the loop ("match statement not understood"). An if's body is
# read without its jump over the else; a case body now too. With no
# default case, the loop's top test jumps where a failed guard would (the
# match's end): it was read as the case's guard. Found by star9 from the
# fuzz set (3.12 seed 3: a while loop in a mapping case).
def case_star9_while_loop_ending_case():
    def f(subject, n):
        log = []
        match subject:
            case {"k": r}:
                while n:
                    log.append(r)
                    n -= 1
            case _:
                log.append("default")
        log.append("end")
        return log

    def no_default(subject, n):
        log = []
        match subject:
            case {"k": r}:
                while n:
                    log.append(r)
                    n -= 1
        log.append("end")
        return log

    return f({"k": 1}, 2), f({"k": 2}, 0), f(3, 1), no_default({"k": 1}, 2), no_default({"k": 2}, 0), no_default(3, 1)


# 3.11 (fuzz 3.11 seed 1 #54, #350, #642, #784, seed 2 #324; mismatch): a
# match ending the function whose last case is `case _:`, one case holding
# a try/finally: 3.11 copies the implicit `return None` into each case (the
# try/finally's normal way out included). Read as cases ending in `return
# None` with the default case's body after the match, the try/finally's
# return came after its handler instead, and the default case lost its NOP.
def _cases_copying_exit_then_default(subject, log):
    match subject:
        case 1:
            log.append(1)
        case [p, q] if p:
            try:
                log.append(p)
            finally:
                log.append(q)
        case {"k": r}:
            log.append(r)
        case _:
            log.append(4)


def case_cases_copying_exit_then_default():
    log = []
    for subject in (1, [1, 2], [0, 2], {"k": 3}, 5):
        _cases_copying_exit_then_default(subject, log)
    return log


# 3.12/3.13 (fuzz 3.12 seed 1 program 730; mismatch, co_varnames order): a
# match whose first case returns and whose others jump on to a short exit
# (`x = a` then the return, copied into each) read the default case as code
# after the match, so the copy of that exit in the second case stored `x`
# before the third case captured `r`.
def case_returning_case_then_copied_exit():
    def f(a):
        log = []
        match a:
            case 1:
                return a
            case [p, q]:
                log.append(p)
            case {"k": r}:
                log.append(r)
            case _:
                log.append(4)
        x = log
        return x

    return f(1), f([2, 3]), f({"k": 5}), f("z")


# 3.10 (fuzz 3.10 seed 1 #911; mismatch): a match whose last case is
# `case _:`, then code short enough that 3.10 copies it (with the implicit
# return) onto the end of every other case: the default case's body was
# read as code after the match (its `case _:` line marker lost), the
# copies as each case's own code.
def case_default_case_then_copied_exit():
    def f(a, log):
        match a:
            case 1:
                log.append(1)
            case [p, q] if p:
                log.append(2)
            case _:
                log.append(4)
        y = log

    out = []
    for a in (1, [1, 2], [0, 2], 5):
        log = []
        out.append((f(a, log), log))
    return out


# 3.11 (fuzz 3.11 seed 2 #404; mismatch): a match ending the function whose
# cases all leave (their ends copies of the exit), the last one through a
# try whose clauses return: the default case's body, straight code after
# its `case _:` line marker (a NOP, dropped), was read as code after the
# match.
def case_default_case_after_cases_that_leave():
    def f(a, b, c, d, log):
        match a:
            case 1:
                log.append(1)
            case [p, q] if p:
                log.append(2)
            case {'k': r}:
                try:
                    if (1 and (0 if c else d)):
                        log.append(1)
                    try:
                        raise ValueError(a) from b
                    except (KeyError, IndexError) as e:
                        log.append(1)
                    except Exception:
                        log.append(2)
                except (KeyError, IndexError) as e:
                    log.append(1)
                except Exception:
                    log.append(2)
            case _:
                log.append(4)

    out = []
    for a in (1, [1, 2], {"k": 3}, 5):
        log = []
        out.append((f(a, None, 0, 1, log), log))
    return out


# 3.10/3.12 (fuzz 3.12 seed 3 #817; refused: "match statement not
# understood"): a match ending a try body, a guarded case's body an assert
# and a default case after it. The default body ends in the try body's
# `return None` and the assert's way on jumps to that return's copy past
# the try body's block: the match was read as ending at the last case's
# landing, the default body as code after it, so the assert's jump left
# its case's block.
def case_assert_case_then_default_in_try():
    def f(a, log):
        try:
            match a:
                case [p, q] if p:
                    assert q, p
                case _:
                    log.append(4)
        except ValueError:
            log.append(1)

    log = []
    for a in ([1, 2], [0, 2], 5):
        f(a, log)
    try:
        f([1, 0], log)
    except AssertionError as e:
        log.append(e.args)
    return log


# 3.12/3.13 (fuzz 3.12 seed 1 #448; refused: "match statement not
# understood"): an async for that goes round (a try with an else in its
# body) ends a guarded case's body, other cases after it. Its exit
# (END_ASYNC_FOR, laid out after the function's end) is the code after the
# match, past the case's block: the loop's body was read up to there, the
# try's else running into the next case's test (the code after the match
# no short exit the compiler copies).
async def case_async_for_round_ending_case():
    async def f(a, out):
        match a:
            case 1:
                out.append(1)
            case [p, q] if p:
                async for v in _AsyncCount(q):
                    try:
                        out.append(10 // v)
                    except ZeroDivisionError:
                        out.append("zero")
                    else:
                        out.append("else")
            case {"k": r}:
                out.append(r)
            case _:
                out.append(4)
        return len(out) or (a if a else None)

    out = []
    for a in (1, [1, 3], [0, 2], {"k": 3}, "z"):
        await f(a, out)
    return out


# 3.12/3.13 (fuzz 3.12 seed 2 #486; refused: "match statement not
# understood"): `if c: async for ...: raise` / `else: ...` in a case body,
# the code after the match a chained comparison (no short exit to copy).
# The loop never goes round, so the if's body has no jump over the else:
# only the loop's exit (END_ASYNC_FOR, past the function's end) goes on to
# the code after the if/else, read as where the loop's body ended.
async def case_async_for_never_round_in_if_before_else():
    async def f(a, b, c, out):
        match a:
            case [p, q] if p:
                if p or q:
                    async for v in _AsyncCount(q):
                        raise ValueError(v)
                else:
                    out.append(1)
            case {"k": r}:
                out.append(r)
        return b <= c < 3

    out = []
    for a in ([1, 0], [1, 2], {"k": 3}, 4, [0, 0]):
        try:
            out.append(await f(a, 1, 2, out))
        except ValueError as e:
            out.append(e.args)
    return out


# 3.12+ (fuzz 3.12 seed 1 program 297, minimized; refused "finally body not
# copied after the try body"): try/except/else/finally ending a match case,
# its else an endless loop, the code after the match branching (not
# copied): the finally body's normal copy (the clauses', past the handlers)
# jumps back to that code; the next case's jump there, laid out between the
# body and the handler, was taken for a way to the copy.
def case_try_finally_endless_else_ending_case():
    log = []

    def f(a, n):
        match a:
            case 1:
                try:
                    log.append(1 // n)
                except ZeroDivisionError:
                    log.append("z")
                else:
                    while True:
                        log.append(2)
                        if len(log) > 4:
                            raise KeyError(n)
                finally:
                    log.append(3)
            case {"k": r}:
                log.append(r)
        return len(log) if n else -1

    out = []
    for a, n in ((1, 0), ({"k": 5}, 1), (1, 1)):
        try:
            out.append(f(a, n))
        except KeyError as e:
            out.append(("k", e.args))
    return out, log


# 3.10: a guarded last case with no default, ending the function: its guard
# jumps to one copy of the `return None` ending the function, its pattern's
# failures to another after their POP_TOP; the guard was read as an `if`
# in the case body (fuzz, mismOld12).
def case_mold12_guarded_last_case_ending_function():
    log = []

    def pass_body(a):
        match a:
            case [p, q] if p:
                pass

    def call_body(a):
        match a:
            case [p, q] if p:
                log.append(q)

    def falsy_guard_body(a):
        match a:
            case [p, q] if not p and q:
                log.append(p)

    out = []
    for a in ([1, 2], [0, 3], [1], "xy", 5):
        out.append((pass_body(a), call_body(a), falsy_guard_body(a)))
    return out, log


# 3.10-3.12: a loop's else holding a match whose case ends in a conditional
# expression: an uncopied join in a case body is the case's end, not the
# else's. A sibling of fuzz 3.10 seed 3 #437 (an async for whose else holds
# such a match, more in its case body), which the loop else reader
# (loops._else_before_uncopied_join, now _else_before_split_exit) ended
# inside the case, the match then refused; this smaller one read right (mismOld12).
def case_mold12_loop_else_holding_match_with_conditional_value():
    log = []

    def f(n, a, b):
        for v in range(n):
            log.append(v)
        else:
            match a:
                case 1:
                    if not b:
                        log.append(0)
                    else:
                        y = None if a else b
                        log.append(y)
                case [p, q] if p:
                    log.append(q)
                case _:
                    log.append(4)

    return [f(n, a, b) for n in (0, 2) for a in (1, [1, 2], [0, 3], "s") for b in (0, 5)], log


# 3.10: a `pass` between a match and the statement after it: its line
# marker (a NOP) keeps the code after the match apart, which 3.10 would
# otherwise copy into each case; the reader dropped the `pass` after a
# match (pass_marked_before knew the other compound statements only).
# Found in fuzz 3.10 seed 3 #916 (old15).
def case_old15_pass_after_match():
    log = []

    def f(a, b):
        match a:
            case 1:
                log.append(1)
            case [p, q] if p:
                log.append(q)
            case {"k": r}:
                log.append(r)
            case _:
                log.append(4)
        pass
        return 0 == b

    def f2(a, b):
        match a:
            case 1:
                log.append(1)
            case [p, q]:
                log.append(p)
        pass
        return (a, b)

    return [(f(a, b), f2(a, b)) for a in (1, [1, 2], [0, 3], {"k": 5}, "s") for b in (0, 5)], log


# 3.10: a match ending the function: each case's end holds a copy of the
# implicit `return None` (3.10 copies it as 3.11 does), which the reader
# left in each case; a case ending in an if/else whose else ends in a
# conditional store then read as `if: return None` and the store, which
# compiles otherwise. Found in fuzz 3.10 seed 3 #377 and #437 (old15).
def case_old15_match_ending_function_copies_of_exit():
    log = []

    def f(a, b):
        match a:
            case 1:
                if not b:
                    pass
                else:
                    y = None if a else b
                    log.append(y)
            case [p, q] if p:
                pass

    def f2(a, b):
        log.append(a)
        match a:
            case 1:
                if not b:
                    log.append(0)
                else:
                    y = (b, 1) if b > 1 else a
            case [p, q] if p:
                log.append(q)
            case _:
                log.append(4)

    def f3(a, b):
        match a:
            case 1:
                y = b if a else None
                for v in range(b):
                    log.append(v)
                if b and b < 4:
                    log.append(b)
            case {"k": r}:
                log.append(r)

    return [(f(a, b), f2(a, b), f3(a, b)) for a in (1, [1, 2], [0, 3], {"k": 5}, "s") for b in (0, 2, 5)], log


# 3.10+: a `pass` ending an if's body after a match (in a loop, an elif
# after it): its line keeps the cases' jumps out landing on the body's
# jump over the else. Found in fuzz 3.10 seed 3 #504 (old15).
def case_old15_pass_after_match_ending_if_body():
    log = []

    def f(xs, b):
        for a in xs:
            if not b:
                match a:
                    case 1:
                        log.append(1)
                    case [p, q] if p:
                        log.append(q)
                pass
            elif b > 1:
                log.append(2)
            else:
                log.append(3)
            x = a
        return log

    return [f(xs, b) for xs in ([1, [1, 2], [0, 3], "s"], []) for b in (0, 1, 2)]



# 3.13 (fuzz seed 80 #795, found by the hunt): `while a and b: continue`
# in the first case of a match in a try statement's else, the other cases
# patterns: each of the condition's exits keeps a jump of its own, and
# normalising folded b's false jump over the jump back into a jump back
# when b holds.  The loop was read as `while a: continue` (`b` taken for
# the body's `if b: continue`, the body's end for its way round): with b
# false it never ended.  Refused now.
class _H18aTruths:
    """True the first `n` times it is tested, then false."""

    def __init__(self, n):
        self.n = n

    def __bool__(self):
        self.n -= 1
        return self.n >= 0


def case_h18a_while_and_continue_in_first_case_in_try_else():
    def f(a, b):
        try:
            pass
        except ValueError:
            pass
        else:
            match a:
                case 1:
                    while a and b:
                        continue
                case [p, q] if p:
                    pass
                case {"k": r}:
                    pass
        return a, b.n

    return [f(a, _H18aTruths(n)) for a in (1, [1, 2], {"k": 3}, 0) for n in (0, 2)]


def case_h18a_while_and_continue_in_first_case_of_two_in_try_else():
    def f(a, b):
        try:
            pass
        except ValueError:
            pass
        else:
            match a:
                case 1:
                    while a and b:
                        continue
                case {"k": r}:
                    pass
        return a, b.n

    return [f(a, _H18aTruths(n)) for a in (1, {"k": 3}, 0) for n in (0, 2)]


# refuse23c: siblings of the two h18a samples above (3.13; now read as
# `while a and b: continue`, the other jump out skipped): `while not a and
# b`, code after the loop in the case, `while a or b` (3.13 laid out
# plainly), the match ending a for loop's body (its exits jump back to the
# for loop's head: read as `while a: continue`, b dropped, the loop never
# ended: a wrong reading); three tests (refused: more jumps out).
def case_refuse23c_while_not_and_continue_in_first_case_in_try_else():
    def f(a, b):
        try:
            pass
        except ValueError:
            pass
        else:
            match a:
                case 1:
                    while not a and b:
                        continue
                case 2:
                    pass
        return a, b.n

    return [f(a, _H18aTruths(n)) for a in (1, 2, 0) for n in (0, 2)]


def case_refuse23c_while_and_continue_then_code_in_first_case_in_try_else():
    def f(a, b, log):
        try:
            pass
        except ValueError:
            pass
        else:
            match a:
                case 1:
                    while a and b:
                        continue
                    log.append(1)
                case 2:
                    pass
        return a, b.n, log

    return [f(a, _H18aTruths(n), []) for a in (1, 2, 0) for n in (0, 2)]


def case_refuse23c_while_or_continue_in_first_case_in_try_else():
    def f(a, b):
        try:
            pass
        except ValueError:
            pass
        else:
            match a:
                case 1:
                    while a or b:
                        continue
                case 2:
                    pass
        return a, b.n

    return [f(a, _H18aTruths(n)) for a in (2, 0) for n in (0, 2)]


def case_refuse23c_while_and_continue_in_first_case_in_try_else_in_for():
    def f(xs, b):
        out = []
        for a in xs:
            try:
                pass
            except ValueError:
                pass
            else:
                match a:
                    case 1:
                        while a and b:
                            continue
                    case 2:
                        out.append(2)
        return out, b.n

    return [f(xs, _H18aTruths(n)) for xs in ([1, 2], [2, 1, 0]) for n in (0, 2)]


def case_refuse23c_while_three_tests_continue_in_first_case_in_try_else():
    def f(a, b, c):
        try:
            pass
        except ValueError:
            pass
        else:
            match a:
                case 1:
                    while a and b and c:
                        continue
                case 2:
                    pass
        return a, b.n, c.n

    return [f(a, _H18aTruths(n), _H18aTruths(m)) for a in (1, 2, 0) for n in (0, 2) for m in (1, 3)]


def case_h18a_while_and_continue_in_first_case():
    def f(a, b):
        match a:
            case 1:
                while a and b:
                    continue
            case [p, q] if p:
                pass
            case {"k": r}:
                pass
        return a, b.n

    return [f(a, _H18aTruths(n)) for a in (1, [1, 2], {"k": 3}, 0) for n in (0, 2)]


def case_h18a_while_or_continue_in_first_case_in_try_else():
    def f(a, b):
        try:
            pass
        except ValueError:
            pass
        else:
            match a:
                case 1:
                    while b or not a:
                        continue
                case {"k": r}:
                    pass
        return a, b.n

    return [f(a, _H18aTruths(n)) for a in (1, {"k": 3}, 0) for n in (0, 2)]



# 3.12/3.13 (fuzz seed 89 #841, found by the hunt; loop_shapes.py::case_
# h18a_if_or_around_while_*): the same in a match's case.
class _H18aTruthsAfter:
    """False the first `n` times it is tested, then true."""

    def __init__(self, n, log):
        self.n = n
        self.log = log

    def __bool__(self):
        self.log.append(self.n)
        self.n -= 1
        return self.n < 0


def case_h18a_if_or_around_while_not_continue_in_match():
    def f(a, b, log):
        match log:
            case []:
                if a or b:
                    while not a:
                        continue
            case [p, q] if p:
                pass
            case _:
                pass
        return b

    log = []
    return [f(_H18aTruthsAfter(n, log), b, log if n else []) for n in (0, 2) for b in (0, 1)], log



# 3.12 and 3.13: `try: break` / except / else / finally in a while loop in
# a match's last case: the break's copy of the finally body was read as
# the else's `g(3); break`, so g(3) ran twice (hunt of hunt18a, fuzz seed
# 97 #596, shrunk; loop_exits_through_finally.py holds it without the
# match).
def case_h18a_seed97_break_in_try_finally_in_while_in_last_case():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a, b):
        match a:
            case 1:
                pass
            case [p, q] if p:
                pass
            case {"k": r}:
                pass
            case _:
                while not (a and b):
                    try:
                        break
                    except ValueError:
                        pass
                    else:
                        pass
                    finally:
                        g(3)
        g(a)

    out = []
    for point in [(None, True), ("k", "k"), (0, 1), ([1, 2], 0), ({"k": 1}, 0)]:
        del log[:]
        out.append((f(*point), list(log)))
    return out


# 3.10: a try/except around a match whose cases end in copies of the
# `return a` after it, the last case a try/finally (its handler copy laid
# out last, before the except clause), then `raise ValueError(a)` after
# the statement: the body's last instruction that re-raise, the clause's
# copy of the raise (after its POP_EXCEPT) was left in the clause, where
# it chains the caught exception as its __context__. Hunt of hunt19b
# (exception chains compared), fuzz seed 11 #371, shrunk.
def case_h19b_seed11_raise_after_try_around_match():
    log = []

    def g(x):
        log.append(x)
        if x == "bad":
            raise ValueError(x)
        return x

    def f(a, b):
        try:
            match a:
                case 1:
                    pass
                case [p, q] if p:
                    pass
                case {"k": r}:
                    pass
                case _:
                    try:
                        pass
                    finally:
                        x = g(b)
            return a
        except ValueError as e:
            pass
        else:
            pass
        raise ValueError(a)

    out = []
    for point in [(1, 2), (5, "bad"), (5, "ok"), ([1, 2], 0), ({"k": 1}, "bad")]:
        del log[:]
        try:
            out.append(("returned", f(*point)))
        except ValueError as e:
            out.append(("raised", e.args, repr(e.__context__)))
        out.append(list(log))
    return out


# Siblings: a clause without a name, a sequence pattern without a guard,
# a finally body that raises through the clause.
def case_h19b_raise_after_try_around_match_variants():
    log = []

    def g(x):
        log.append(x)
        if x == "bad":
            raise ValueError(x)
        return x

    def f1(a, b):
        try:
            match a:
                case [p, q] if p:
                    pass
                case _:
                    try:
                        pass
                    finally:
                        x = g(b)
            return a
        except ValueError:
            pass
        raise KeyError(a)

    def f2(a, b):
        try:
            match a:
                case [p, q]:
                    g(p)
                case _:
                    try:
                        g(a)
                    finally:
                        g(b)
            return a
        except ValueError as e:
            g(1)
        raise KeyError(b)

    out = []
    for point in [((1, 2), "ok"), ((0, 1), "bad"), ("bad", "ok"), (3, "bad"), (("bad", 1), 0)]:
        del log[:]
        for f in (f1, f2):
            try:
                out.append(("returned", f(*point)))
            except KeyError as e:
                out.append(("raised", e.args, repr(e.__context__)))
        out.append(list(log))
    return out


# 3.12 (fuzz seed 155 #637, found by the hunt of hunt20a): a finally body
# ending in `assert a, b` ends the first case's body, a later case's body
# is a copy of the raise after the match, and a `case _:` body lies in
# between. The normal copy of the finally body jumps past the default
# body straight to the raise after the match: the match was read as ending
# at the default body (`g(4)` read after the match), so case 1 fell into
# it. Siblings: try/finally without a clause, `assert b`, `case {'k': r}`.
def case_h20a_finally_assert_ending_case_before_default():
    log = []

    def g(x):
        log.append(x)
        if x == "bad":
            raise ValueError(x)
        return x

    def f1(a, b):
        match a:
            case 1:
                try:
                    g(0)
                except ValueError:
                    g(1)
                else:
                    g(2)
                finally:
                    assert a, b
            case [p, q] if p:
                g(2)
            case _:
                g(4)
        raise ValueError(a)

    def f2(a, b):
        match a:
            case 1:
                try:
                    g(b)
                finally:
                    assert a, b
            case [p, q] if p:
                pass
            case _:
                g(4)
        raise KeyError(a)

    def f3(a, b):
        match a:
            case 1:
                try:
                    g(0)
                except ValueError:
                    g(1)
                finally:
                    assert b
            case {"k": r}:
                pass
            case _:
                g(4)
        raise KeyError(b)

    out = []
    for point in [(1, "ok"), (True, "bad"), (1, 0), ([1, 2], 0), ({"k": 1}, 1), (3, "ok")]:
        for f in (f1, f2, f3):
            del log[:]
            try:
                out.append(("returned", f(*point)))
            except (ValueError, KeyError, AssertionError) as e:
                out.append(("raised", type(e).__name__, e.args, repr(e.__context__)))
            out.append(list(log))
    return out


# 3.12/3.13 (fuzz seed 184 #761, found by the last hunt of session 20): a
# match ending the function whose first case ends in a try/finally whose
# finally body ends in an `if` (its normal copy ends in the copies of the
# closing `return None` its test jumps to), the cases after it `pass`
# (copies of that return too), then `case _: g(4)`. The last copy, which
# the finally's normal copy ends in and the reading went on at, was taken
# for a copy of the first and skipped: case 1's body lost its return and
# the default body was read after the match, so case 1 ran g(4) too.
# Siblings: `if a or b:`, `if b: g(1)` after an except clause, `g(1)` in
# the if with `case [p, q]: g(3)` (read wrong before too), a default body
# of a loop and an if (wrong before); the match in an if in a try:
# case_o21_seed184_match_in_if_in_try. The same shape in an if/else:
# finally_layouts.py::case_o21_finally_if_ending_if_body_before_else.
def case_h20_seed184_finally_if_ending_first_case_before_default():
    log = []

    def g(x):
        log.append(x)
        if x == "bad":
            raise ValueError(x)
        return x

    def f1(a, b):
        match a:
            case 1:
                try:
                    g(0)
                finally:
                    if a and b:
                        pass
            case [p, q] if p:
                pass
            case {"k": r}:
                pass
            case _:
                g(4)

    def f2(a, b):
        match a:
            case 1:
                try:
                    g(b)
                finally:
                    if a or b:
                        pass
            case [p, q] if p:
                pass
            case _:
                g(4)

    def f3(a, b):
        match a:
            case 1:
                try:
                    g(b)
                except ValueError:
                    g(2)
                finally:
                    if b:
                        g(1)
            case {"k": r}:
                pass
            case _:
                g(4)

    def f4(a, b):
        match a:
            case 1:
                try:
                    g(b)
                finally:
                    if a and b:
                        g(1)
            case [p, q]:
                g(3)
            case _:
                g(4)

    def f5(a, b):
        match a:
            case 1:
                try:
                    g(b)
                finally:
                    if a and b:
                        pass
            case [p, q] if p:
                pass
            case _:
                for x in (1, 2):
                    g(x)
                if b:
                    g(7)

    out = []
    for point in [(1, 0), (1, 1), (True, "bad"), (2, 0), ([1, 2], 0), ({"k": 1}, 0), (0, 5)]:
        for f in (f1, f2, f3, f4, f5):
            del log[:]
            try:
                out.append(("returned", f(*point)))
            except ValueError as e:
                out.append(("raised", e.args))
            out.append(list(log))
    return out


# o21: 3.13, the shape of case_h20_seed184_finally_if_ending_first_case_before_default
# (a sibling) with the match in an if in a try body: case 1 ran g(4) too
# (3.12 refuses it).
def case_o21_seed184_match_in_if_in_try():
    log = []

    def g(x):
        log.append(x)
        if x == "bad":
            raise ValueError(x)
        return x

    def f(a, b):
        try:
            if b != 5:
                match a:
                    case 1:
                        try:
                            g(b)
                        finally:
                            if a and b:
                                pass
                    case [p, q] if p:
                        pass
                    case _:
                        g(4)
        except ValueError:
            g(8)

    out = []
    for point in [(1, 0), (1, 1), (True, "bad"), (2, 0), ([1, 2], 0), (0, 5)]:
        del log[:]
        out.append((f(*point), list(log)))
    return out


# 3.13 (fuzz seed 188 #921, found by the last hunt of session 20): `while
# True:` holding a match whose first case is a try/except/else with a
# nested try/except/else in its clause (`yield from xs` in the inner
# clause), then `continue` after the try: the `continue` was read inside
# the outer else, so after the clause the loop ran the code after the
# match (`g(a)`) where the original goes round. Siblings: no `yield from`,
# the match in a `for` loop, `break` for `continue`.
def case_h20_seed188_continue_after_try_in_case_in_while_true():
    log = []

    def g(x):
        log.append(x)
        if x == 0 and len(log) % 2:
            raise ValueError(x)
        if len(log) > 12:
            raise KeyError("stop")
        return x

    def f1(a, xs):
        while True:
            match a:
                case 1:
                    try:
                        g(0)
                    except ValueError as e:
                        try:
                            g(0)
                        except ValueError as e:
                            yield from xs
                        else:
                            pass
                    else:
                        g(2)
                    continue
                case [p, q] if p:
                    pass
                case _:
                    pass
            g(a)

    def f2(a, xs):
        while True:
            match a:
                case 1:
                    try:
                        g(0)
                    except ValueError:
                        try:
                            g(0)
                        except ValueError:
                            g(xs[0])
                        else:
                            pass
                    else:
                        g(2)
                    continue
                case [p, q] if p:
                    pass
                case _:
                    pass
            g(a)
        yield

    def f3(a, xs):
        for x in xs * 4:
            match a:
                case 1:
                    try:
                        g(0)
                    except ValueError:
                        try:
                            g(0)
                        except ValueError:
                            yield x
                        else:
                            pass
                    else:
                        g(2)
                    continue
                case [p, q] if p:
                    pass
                case _:
                    pass
            g(a)

    def f4(a, xs):
        while True:
            match a:
                case 1:
                    try:
                        g(0)
                    except ValueError:
                        try:
                            g(0)
                        except ValueError:
                            yield from xs
                        else:
                            pass
                    else:
                        g(2)
                    break
                case [p, q] if p:
                    pass
                case _:
                    pass
            g(a)
        g(5)

    out = []
    for f in (f1, f2, f3, f4):
        for a in (1, 2):
            del log[:]
            try:
                out.append(list(f(a, (7, 8))))
            except KeyError as e:
                out.append(("stopped", e.args))
            out.append(list(log))
    return out


# o21: 3.12/3.13 (fuzz seed 226 #316, found by the hunt of seeds 221-230):
# `while True:` in a with, holding `async with` around a match whose second
# case `break`s, then `x = xs[0]` after the async with. The break's jump,
# after the async with's exit call, to the loop's exit past its closing
# jump was taken for the body's way on: the body read on to it, so the
# assignment was read inside the async with (then `continue`) and ran
# before its exit. Siblings without the match:
# with_exits_in_loops.py::case_o21_seed226_break_after_exit_in_with_in_while_true.
def case_o21_seed226_break_in_match_in_async_with_in_while_true():
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

    async def f1(a=1, b=2, xs=(0, "x")):
        with Cm(a) as x, Cm(b) as y:
            while True:
                async with Acm(a) as x:
                    match a:
                        case 1:
                            pass
                        case [p, q] if p:
                            break
                        case {"k": r}:
                            pass
                        case _:
                            pass
                x = xs[0]

    out = []
    for args in [(1, 2, ()), ([1, 2], 2, ()), (3, 0, ())]:
        del log[:]
        try:
            out.append(asyncio.run(f1(*args)))
        except IndexError:
            out.append(("IndexError",))
        out.append(list(log))
    return out


def case_m22_last_case_pass_falls_into_code_after_match_in_while_true():
    # The last case's `pass` falls into the code after the match (its
    # failure lands there too) while the first case ends in `continue`:
    # that code was read as a `case _:` body, which `case 2` skips
    # (decompiled, a 2 went round without the log of it: wrong, 3.10-3.13).
    def f(xs):
        log = []
        it = iter(xs)
        try:
            while True:
                match next(it):
                    case 1:
                        log.append(0)
                        continue
                    case 2:
                        pass
                log.append("after")
        except StopIteration:
            return log

    return f([1, 2, 3, 2, 1])


def case_m22_last_case_pass_falls_into_code_after_match_in_for():
    def f(a, xs):
        log = []
        for x in xs:
            match x:
                case 1:
                    continue
                case 2:
                    pass
            log.append((a, x))
        return log

    return f(0, [1, 2, 3, 1, 2])


def case_m22_guard_body_jumps_to_landing_before_dropped_default():
    # The guard case's `pass` jumps forward to the landing of its
    # failures (the dropped `case _: pass` left only NOPs): that is the
    # code after the match, though the first case continues (read as
    # `if a == 1: a` then a match of the rest: runs the same, bytecode not).
    def f(xs):
        log = []
        it = iter(xs)
        try:
            while True:
                match next(it):
                    case 1:
                        log.append(2)
                        continue
                    case [p, q] if p:
                        pass
                    case _:
                        pass
                log.append("after")
        except StopIteration:
            return log

    return f([1, [1, 2], [0, 2], 5, 1])


# 3.12/3.13: the match form of
# loop_exits_through_try.py::case_m22_two_breaks_ending_for_loop_in_try_before_return
# (its first case's `break` read as `pass`: wrong).
def case_m22_match_breaking_ending_for_loop_in_try_before_return():
    def f(xs):
        log = []
        try:
            for x in xs:
                log.append(x)
                match x:
                    case 1:
                        break
                    case 2:
                        log.append(3)
                        break
        except StopIteration:
            pass
        return log

    return [f([0, 1, 2]), f([0, 2, 1]), f([5])]


# 3.10-3.13 (mism22a's generated match-in-loop shapes): every case body
# ends in a written `continue`, the code after the match then runs only
# when no case matches. A body falling off the match jumps forward to the
# loop's own jump back (not threaded there); one jumping straight back is
# a `continue`, which tells nothing of where the match ends: the code
# after it was read as a `case _:` body (runs the same; bytecode not).
def case_m22_cases_continue_before_code_after_match():
    def f(xs):
        log = []
        it = iter(xs)
        try:
            while True:
                match next(it):
                    case 1:
                        log.append(1)
                        continue
                    case [p, q] if p:
                        log.append(p)
                        continue
                log.append("after")
        except StopIteration:
            pass
        return log

    return f([1, [1, 2], 5, [0, 1], 1])


def _h23_g(x, log):
    log.append(("g", x))
    if x == 0:
        raise ValueError(x)
    return x


# 3.13 wrong reading (hunt 3.13 seed 309 #974, helper hunt23; 3.12 a mismatch
# only): a match in a named except clause in a for loop whose default case
# returns: the other cases' copies of the clause exit going round the loop read
# as the match's way on, the return as the code after it (every case left the
# loop). Refused (3.13).
def case_h23_seed309_match_return_in_named_clause_in_for():
    def f(a, log, xs=(1, 2, 3)):
        for v in xs:
            try:
                _h23_g(v - 1, log)
            except ValueError as e:
                match a:
                    case 1:
                        pass
                    case [p, q] if p:
                        pass
                    case {"k": r}:
                        pass
                    case _:
                        return
            else:
                pass
        else:
            pass

    out = []
    for a in (None, 1, (1, 2), {"k": 3}):
        log = []
        out.append((f(a, log), log))
    return out



# 3.13 (the hunt program 3.13 seed 309 #974 itself, shrunk by the lead): the
# same match in a named clause, the try's else and the loop's else holding
# code: the else read as the code after the try (it ran after the clause too).
# Refused (3.13).
def case_l23_seed309_match_return_in_named_clause_else_code_in_for():
    def f(a, log, xs=(0, 1, 0)):
        for v in xs:
            try:
                _h23_g(v, log)
            except ValueError as e:
                match a:
                    case 1:
                        pass
                    case [p, q] if p:
                        pass
                    case {"k": r}:
                        pass
                    case _:
                        return
            else:
                _h23_g(2, log)
        else:
            _h23_g(1, log)

    out = []
    for a in (None, 1, (1, 2), {"k": 3}):
        log = []
        out.append((f(a, log), log))
    return out

# 3.10-3.13 (loop_grid, gen23; mism22a's generator: 18 left the identical
# set on 3.13, 5 on 3.12, 2 on 3.10): a match ending a for loop's body,
# a case body's jump back to the head (a written continue, or threaded
# from falling off), the last case a capture whose guard fails to the
# head. Read as falling off, the match ran to the loop's end and the
# guard became an if in the capture's body; read as a continue, the code
# from the capture's landing on is after the match: both run the same, the
# second recompiles identically.

def case_gen23_for_match_continue_before_capture_guard():
    def f(xs):
        log = []
        for x in xs:
            match x:
                case 1:
                    log.append(1)
                    continue
                case x if x == 5:
                    return log
        return log

    return [f([1, 2, 5, 1]), f([2, 2]), f([5, 1])]


# 3.10-3.13 (loop_grid, gen23): the match form of break_continue.py's
# case_gen23_while_test_if_arms_break_continue_return (its break read as
# falling off the body, the loop going round).

def case_gen23_while_test_match_arms_break_continue_return():
    log = []

    def f(xs):
        i = 0
        while i < len(xs):
            x = xs[i]
            i += 1
            match x:
                case 1:
                    break
                case 2 | 3:
                    log.append(x)
                    continue
                case _:
                    return log.append(x)
        log.append("done")
        return "end"

    return [f([1, 2, 0, 5]), f([2, 3, 1]), f([5, 1]), f([]), log]
