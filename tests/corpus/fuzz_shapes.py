"""Shapes the fuzz set (`python -m depyf.verify.fuzz`) found decompiled into
code that runs differently; each case runs, so its outcome is compared too."""


def _g(v, log):
    log.append(v)
    return v


def ifexp_with_constant_branch_as_condition():
    # 3.10 (fuzz 3.10 seed 2 #164): the constant branch of the inner
    # conditional expression decides the outer one at compile time; the
    # other branch's test was dropped.
    out = []
    for a, b in ((0, 0), (0, 1), (1, 0), (1, 1)):
        log = []
        x = "yes" if (0 if _g(a, log) else b) else "no"
        out.append((x, log))
    return out


def ifexp_with_constant_branch_in_else_clause():
    out = []
    for a, b in ((0, 0), (0, 1), (1, 0)):
        log = []
        try:
            _g(-1, log)
        except ValueError:
            _g(-2, log)
        else:
            x = (_g(b, log) or 0) if (0 if _g(a, log) else b) else (not 0)
            _g(x, log)
        out.append(log)
    return out


class _Manager:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")


def finally_with_loop_holding_with_and_return(log):
    # 3.10 (fuzz 3.10 seed 3 #20): a finally holding a loop whose body is a
    # with and a bare return, inside a loop: the finally body's copy on the
    # normal way out was left in the try body (3.10: run twice; its bytecode
    # differs on 3.10 and 3.11).
    for v in range(2):
        try:
            log.append(("body", v))
        finally:
            for v in range(2):
                with _Manager(log):
                    log.append(("finally", v))
                return
    return log


class _AsyncManager:
    def __init__(self, log):
        self.log = log

    async def __aenter__(self):
        self.log.append("enter")

    async def __aexit__(self, *exc):
        self.log.append("exit")


async def break_out_of_async_with_in_while():
    # 3.11 (fuzz 3.11 seed 1 #675): a `break` ending an async with body in a
    # while loop was lost (the decompiled loop never ends).
    log = []
    for v in range(1):
        while v in (0, 1):
            async with _AsyncManager(log):
                break
    return log


# 3.13 (fuzz seed 1, program 70; found after the fix that refuses it): in
# an async def, `if a < b < c:` whose body ends in a loop that never goes
# round, then `return d`: the loop test's false jump to the return was read
# into an else of the if (a true chain and a false `a` returned None).
# Refused now (not reduced further: the sync form, or one without the
# comprehension, reads right). (Nested so that the decompiled code runs.)
def case_async_if_chain_loop_then_return():
    import asyncio

    class _Cm:
        def __init__(self, v):
            pass

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

    def g(v):
        return v

    async def f(a, b, c, d, xs):
        if a < b < c:
            x = {v0: v0 for v0 in {1, 2}}
            while a and (b or c):
                with _Cm(a):
                    while not (a and b):
                        g(0)
                    else:
                        raise ValueError(a)
                raise
        return (d or (xs[0] if b else a))

    return asyncio.run(f(0, 1, 2, 7, (1,)))


class _Swallowing:
    """A context manager whose __exit__ swallows the exception, so the code
    after a with body that always raises runs."""

    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind.__name__ if kind else None))
        return True


def _with_raising_in_while(a, log):
    while a:
        with _Swallowing(log):
            raise ValueError(a)
        log.append(a)
        a -= 1


def with_raising_in_while_then_code():
    # 3.12 (fuzz 3.12 seed 2 #275, #836, seed 3 #525 ...; refused: "with
    # body without its exit call"): a while loop ending the function whose
    # body is a with that always raises, then code reached only when
    # __exit__ swallows (`_with_raising_in_while`); the bottom test lies
    # past the handlers, and its way out goes to a copy of `return None`
    # laid out between the with body and its handler.
    out = []
    for a in (0, 1, 2):
        log = []
        _with_raising_in_while(a, log)
        out.append(log)
    return out


class _SwallowingTwice(_Swallowing):
    """Swallows the first two exceptions only (ends a `while True` loop)."""

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind.__name__ if kind else None))
        return sum(1 for x in self.log if x == ("exit", "ValueError")) <= 2


def _with_raising_ends_if_in_while_true(a, log):
    while True:
        if a:
            with _SwallowingTwice(log):
                raise ValueError(a)
        else:
            log.append(a)
            a = 1


def _with_raising_ends_if_in_for(xs, log):
    for v in xs:
        if v:
            with _Swallowing(log):
                raise ValueError(v)
        else:
            log.append(v)


def with_raising_ends_if_in_loop():
    # 3.12, 3.13 (fuzz 3.12 seed 2 #275; refused: "with body without its
    # exit call"): an if/else ending a loop's body, the if's body a with
    # that always raises: the with's swallow path, laid out after the loop,
    # jumps straight back to the loop's head (no `continue`: that would
    # jump from a line of its own), which said no else.
    out = []
    for a in (0, 1):
        log = []
        try:
            _with_raising_ends_if_in_while_true(a, log)
        except ValueError as e:
            log.append(("raised", e.args))
        out.append(log)
    log = []
    _with_raising_ends_if_in_for((0, 1, 2, 0), log)
    out.append(log)
    return out


def _with_returning_ends_if(a, log):
    if a:
        with _Swallowing(log):
            log.append(a)
            return
        log.append("swallowed")


def with_returning_ends_if():
    # 3.12 (fuzz 3.12 seed 1 #832; refused: "unstructured jump"): an if
    # ending the function whose body is a with that returns, then code
    # reached when __exit__ swallows: that code, laid out after the
    # function, jumps to a copy of `return None` that took the with's line.
    log = []
    for a in (0, 1):
        _with_returning_ends_if(a, log)
    return log


def _nested_with_raising_ends_if(a, log):
    if a:
        with _Manager(log):
            with _Swallowing(log):
                raise ValueError(a)
            log.append("after the inner with")
    log.append("after the if")


def _nested_with_raising_ends_if_then_return(a, log):
    if a:
        with _Manager(log):
            with _Swallowing(log):
                raise ValueError(a)
            log.append("after the inner with")
    return len(log)


def nested_with_raising_ends_if():
    # 3.12, 3.13 (fuzz 3.12 seed 2 #765 and others; refused: "with body
    # without its exit call"): a with whose nested with always raises,
    # ending an if's body: the compiler lays out the code after the if
    # right after the raise, then the nested handler and the rest of the
    # outer body (reached when the nested __exit__ swallows), which jumps
    # back there after the outer exit call.
    # (`_then_return`: the code after the if, a return, is copied after
    # the outer exit call instead of jumped back to.)
    log = []
    for a in (0, 1):
        _nested_with_raising_ends_if(a, log)
        log.append(_nested_with_raising_ends_if_then_return(a, log))
    return log


def _with_returning_then_branchy_code(a, log):
    for v in (1, 2):
        with _Swallowing(log):
            return 10 // a
        x = not (v if a else None)
        log.append(x)


def _with_continuing_then_branchy_code(xs, log):
    for v in xs:
        with _Swallowing(log):
            log.append(10 // v)
            continue
        if v is not None:
            log.append("swallowed")


def with_leaving_then_branchy_code():
    # 3.12, 3.13 (fuzz 3.13 seed 1 #103, async; refused: "unstructured
    # jump"): in a loop, a with whose body returns (or continues), then
    # code with a branch inside (a conditional expression, an if whose test
    # jumps back round the loop): that code, reached only when __exit__
    # swallows, laid out after the handler, was not found past its first
    # branch.
    log = []
    log.append(_with_returning_then_branchy_code(0, log))
    log.append(_with_returning_then_branchy_code(5, log))
    _with_continuing_then_branchy_code((0, 1, 0), log)
    return log


def _with_raising_then_break_past_else(xs, log):
    for v in xs:
        with _Swallowing(log):
            raise ValueError(v)
        break
    else:
        log.append("else")
    log.append("after")


def with_raising_then_break_past_else():
    # 3.12, 3.13 (fuzz 3.13 seed 1 #722; refused: "unstructured jump"): a
    # for/else whose only `break` follows a with that always raises: the
    # break, reached only when __exit__ swallows, lies after the handler,
    # where the loop's reader did not look for it (no else found).
    log = []
    _with_raising_then_break_past_else((), log)
    _with_raising_then_break_past_else((1, 2), log)
    return log


def _with_continuing_then_boolean_operator(xs, log):
    for v in xs:
        with _Swallowing(log):
            log.append(10 // v)
            continue
        log.append(v or "zero")


def with_continuing_then_boolean_operator():
    # 3.12, 3.13 (fuzz 3.13 seed 2 #64, async; refused: "unstructured
    # jump"): the code after a with whose body continues, reached only
    # when __exit__ swallows, holds a boolean operator (`JUMP_IF_TRUE_OR_POP`
    # once read): it was not found past it.
    log = []
    _with_continuing_then_boolean_operator((0, 1, 0), log)
    return log


def _dead_return_of_boolean(a, b):
    return a
    return b and a


def _dead_store_of_conditional(a, b, c):
    for v in (a, b):
        log = v
    else:
        return log
    y = (c or a) if a else b


def dead_code_after_return_remnants():
    # 3.8, 3.9 (fuzz 3.8 seed 1 #149, #5 and 17 more; refused: "stack
    # underflow"): the peephole removes dead code after a return only up
    # to its first jump target, so what is left of the statement (the
    # second return alone; the store of a conditional expression, past the
    # jump over its else) pops what nothing pushed. That code is dropped
    # (the units round-trip as mismatches: the remnant is not rebuilt).
    return [_dead_return_of_boolean(1, 2), _dead_store_of_conditional(1, 2, 3)]


def _shared_return_of_folded_or(a, log):
    try:
        log.append(10 // a)
    except ZeroDivisionError as e:
        log.append("zero")
    else:
        x = a
        del x
    return 1 or a


def _shared_store_and_return_of_folded_choice(a, b, d):
    y = (not 0) if a else b
    return b if 0 else d


def shared_return_of_folded_value():
    # 3.10 (fuzz 3.10 seed 1 #162, #194, #239 and ~30 more; mismatch): a
    # return whose value is a folded constant test (`1 or a`, `a if 1 else
    # 0`) still ended in a jump when the compiler copied short exit blocks
    # onto the jumps reaching them, so the way into it from a clause or a
    # conditional expression's arm stays a jump; read as `return 1` it was
    # copied there.
    log = []
    values = [_shared_return_of_folded_or(a, log) for a in (0, 2)]
    values.append(_shared_store_and_return_of_folded_choice(1, 2, 3))
    values.append(_shared_store_and_return_of_folded_choice(0, 2, 4))
    return values, log


def _with_raising_ends_if_then_code(a, log):
    if a:
        with _Swallowing(log):
            raise ValueError(a)
        log.append("swallowed")


def _with_raising_after_code_ends_if(a, log):
    if a:
        log.append("before")
        with _Swallowing(log):
            raise ValueError(a)
        log.append(a)


def with_raising_ends_if_then_code():
    # 3.12 (fuzz 3.12 seed 2 #462; refused: "with body without its exit
    # call"): an if's body ends with a with whose body raises, code after
    # it (reached only when __exit__ swallows) laid out after the handler
    # and jumping back to the if's copy of the function's `return None`,
    # left between the with body and the handler: that copy was not seen
    # as the block's way on.
    log = []
    _with_raising_ends_if_then_code(0, log)
    _with_raising_ends_if_then_code(1, log)
    _with_raising_after_code_ends_if(2, log)
    return log


def _inner_with_then_raise_ends_if(a, log):
    if a:
        with _Swallowing(log):
            with _Manager(log):
                log.append(a)
            raise
    log.append("after")


def inner_with_then_raise_ends_if():
    # 3.12, 3.13 (fuzz 3.12 seed 2 #491; refused: "with body without its
    # exit call"): a with body ending in a nested with then a bare `raise`
    # (no exception active: a RuntimeError, swallowed), the outer ending an if: the inner with's swallow path goes on through a
    # copy of that `raise` laid out after its handler, so the outer body
    # never finishes; the copy was read as the inner with finishing.
    log = []
    _inner_with_then_raise_ends_if(0, log)
    _inner_with_then_raise_ends_if(1, log)
    return log


def _with_raising_in_with_before_else(a, log):
    if a:
        with _Swallowing(log):
            with _Manager(log):
                raise ValueError(a)
            log.append("after")
    else:
        log.append("else")


def _two_item_with_raising_in_with_before_else(a, log):
    if a:
        with _Swallowing(log):
            log.append(a)
            with _Swallowing(log) as x, _Manager(log) as y:
                raise ValueError(a)
            if a > 1:
                log.append(("swallowed", x, y))
    else:
        log.append("else")
    log.append("end")


def with_raising_in_with_before_else():
    # 3.12, 3.13 (fuzz 3.12 seed 2 #808, minimised by hand; refused: "with
    # body without its exit call"): an if with an else whose body ends in
    # a with whose nested with always raises, then more code: the compiler
    # lays out the else branch (and the code after the if) right after the
    # raise, then the nested handler and the rest of the body up to the
    # exit call, which jumps to the code after the if (or a copy of the
    # else branch's `return None`).
    log = []
    for a in (0, 1, 2):
        _with_raising_in_with_before_else(a, log)
        _two_item_with_raising_in_with_before_else(a, log)
    return log


def _with_raising_in_while_then_if(a, log):
    while a:
        with _Swallowing(log):
            raise ValueError(a)
        if a > 1:
            a -= 1
        else:
            a = 0


def _endless_loop_in_with_in_while_then_if(a, log):
    while a:
        with _Swallowing(log):
            while 1:
                a -= 1
                log.append(10 // a)
        if a:
            log.append("a")
    return a


def with_raising_in_while_then_if():
    # 3.12, 3.13 (fuzz 3.12 seed 1 #123, seed 3 #455, minimised by hand;
    # refused: "with body without its exit call"): a while loop whose body
    # is a with that never finishes (a raise, an endless loop), then an if
    # reached only when __exit__ swallows, laid out after the handler and
    # falling into the loop's bottom test: only straight code (or a tail
    # ending in a jump) was taken for the code after the statement.
    log = []
    for a in (0, 1, 3):
        _with_raising_in_while_then_if(a, log)
        log.append(_endless_loop_in_with_in_while_then_if(a, log))
    return log


def _dead_test_remnant_with_call(a, b, d, log):
    if a or b:
        while a and b:
            log.append(a)
            a = 0
        else:
            return 1
        if log.pop() not in (d and b):
            log.append(1)
    return 2


def _dead_call_remnant_past_conditional(a, b, log):
    while 1:
        return a
    log.append(not (log.pop() if a else b))


def dead_remnants_holding_calls():
    # 3.8, 3.9 (fuzz 3.9 seed 1 #5, #141, seed 2 #173; refused: "would
    # lose 1 call"): dead code after a return is kept from its first jump
    # target on, here the join of `d and b` or of a conditional
    # expression; what is left (the test and the if body; the call of
    # the conditional's value) holds a call, and dropping the remnant
    # (`dead_code_after_return_remnants`) loses it.
    log = []
    values = [_dead_test_remnant_with_call(a, b, 3, log) for a, b in ((0, 0), (1, 1), (0, 1))]
    values.append(_dead_call_remnant_past_conditional(4, 5, log))
    return values, log


def _dead_return_of_chained_comparison(a, b, c):
    return a
    return a < b < c


def dead_return_remnant_of_chained_comparison():
    # 3.8, 3.9 (fuzz 3.8 seed 2 #294, #337; mismatch: the recompiled code
    # ends early): a dead `return a < b < c` after a return keeps, past
    # the peephole, its comparison's clean-up from its label on (`ROT_TWO;
    # POP_TOP; RETURN_VALUE`), which the reading skipped: the decompiled
    # source had nothing there.
    return _dead_return_of_chained_comparison(1, 2, 3)


def _dead_return_of_conditional_with_none_arm(a, b, log):
    log.append(a)
    return
    return a if b else None


def dead_return_remnant_of_conditional_with_none_arm():
    # 3.8, 3.9 (fuzz 3.8 seed 3 #657, #937; mismatch: the recompiled code
    # ends early): a dead `return a if b else None` after a `return` keeps
    # its else arm from its label on, `LOAD_CONST None; RETURN_VALUE`: a
    # second `return None`, which was dropped as the implicit one (none
    # follows a function's last `return`).
    log = []
    _dead_return_of_conditional_with_none_arm(1, 2, log)
    return log
