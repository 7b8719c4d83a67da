"""Minimal samples of 3.8/3.9 bugs, one shape per function."""


def _else_return(a):
    # 3.8/3.9 keep an unreachable `return None` after a final compound
    # statement; `return a` at the top level loses it.
    if not a:
        return 1
    else:
        return a


def case_else_return():
    return _else_return(0), _else_return(5)


def _elif_chain_return(a):
    if a == 1:
        return "one"
    elif a == 2:
        return "two"
    else:
        x = a * 2
        return x


def case_elif_chain_return():
    return [_elif_chain_return(n) for n in range(4)]


def _else_return_none(a):
    # Two `return None` in a row: the explicit one is source.
    if a:
        return a
    else:
        return None


def case_else_return_none():
    return _else_return_none(0), _else_return_none(3)


def _try_else_return(d, key):
    try:
        d[key]
    except KeyError:
        return False
    else:
        return True


def case_try_else_return():
    return _try_else_return({1: 2}, 1), _try_else_return({}, 1)


def _continue_after_return_in_elif(items):
    # 3.8/3.9 thread a jump to a jump once: `if j < 0: return j` then
    # `continue` jumps straight to the loop head, which is not an if/else
    # when more code follows in the enclosing branch.
    out = []
    j = 0
    while j < len(items):
        c = items[j]
        if c == 1:
            if j > 2:
                j = j + 10 if j > 5 else j + 1
                if j < 0:
                    return j
                continue
            out.append("small")
            j += 1
        elif c == 2:
            j += 1
        else:
            j += 2
    return out


def case_continue_after_return_in_elif():
    return _continue_after_return_in_elif([1, 1, 1, 1, 2, 3, 1, 1])


def _else_continue(ops):
    # The else is only `continue`: the false jump is threaded through it.
    labels = []
    for op, arg in ops:
        if arg is not None:
            if op == "rel":
                label = arg + 2
            elif op == "abs":
                label = arg
            else:
                continue
            if label not in labels:
                labels.append(label)
    return labels


def case_else_continue():
    return _else_continue([("rel", 1), ("abs", 3), ("x", 4), ("abs", 5), ("rel", 1), ("abs", None)])


def _else_break(text, i):
    # The else is only `break`: the false jump is threaded through it to the
    # loop's exit.
    if text[i:i + 1] == "%":
        j = i + 1
        while 1:
            c = text[j:j + 1]
            if not c:
                return -1
            if c.isspace():
                j = j + 1
            else:
                break
    else:
        j = i
    return j


def case_else_break():
    return _else_break("%  x", 0), _else_break("ab", 0), _else_break("%  ", 0)


def _bare_except_reraises(x):
    # The bare clause cannot finish; its `POP_EXCEPT; JUMP` is unreachable.
    seen = []
    try:
        y = 10 // x
    except:
        seen.append("failed")
        raise
    return y, seen


def case_bare_except_reraises():
    try:
        _bare_except_reraises(0)
    except ZeroDivisionError:
        return _bare_except_reraises(2)


def _bare_except_reraises_else(x):
    # ... and its dead jump is the only sign of where the else ends.
    seen = []
    try:
        if x > 1:
            for k in range(x):
                seen.append(10 // (k - 1 + x))
        seen.append(10 // x)
    except:
        if seen:
            seen.clear()
        raise
    else:
        seen.append("ok")
    return seen


def case_bare_except_reraises_else():
    try:
        _bare_except_reraises_else(0)
    except ZeroDivisionError:
        return _bare_except_reraises_else(2)


def _nested_else_return(a, b, s):
    # The inner if/elif/else ends a branch that has an else: the jump over
    # that else survives after the inner `return` only behind the inner
    # statement's end.
    if a == b:
        x = s + 1
        if x == 2:
            return 0
        elif x < 2:
            return -1
        else:
            return 1
    elif a > b:
        return 5
    else:
        return 6


def case_nested_else_return():
    return [_nested_else_return(a, b, s) for a in (1, 2) for b in (1, 2) for s in (0, 1, 2)]


def _loop_body_else_return(items):
    for x in items:
        if x:
            return 1
        else:
            return 2
    return 3


def case_loop_body_else_return():
    return _loop_body_else_return([]), _loop_body_else_return([0]), _loop_body_else_return([1])


def _assert_is_or(policy):
    # `not (a is b)` compiles as `a is not b`: the negated jump test is
    # written `not (a or b)` rather than `not a and not b`.
    assert policy is None or isinstance(policy, int)
    return policy


def case_assert_is_or():
    return _assert_is_or(None), _assert_is_or(3)


def _while_not_is_or_in(x, y):
    while not (x is None or y in x):
        x = x[1:]
    return x


def case_while_not_is_or_in():
    return _while_not_is_or_in([1, 2, 3], 3), _while_not_is_or_in([1], 5)


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


def _named_clause_then_else(values):
    # 3.9 clears `exc` between the clause's POP_EXCEPT and its jump past
    # the else.
    out = []
    try:
        values.pop()
    except IndexError as exc:
        out.append(type(exc).__name__)
    else:
        out.append("popped")
    values = None
    return out, values


def case_named_clause_then_else():
    return _named_clause_then_else([1]), _named_clause_then_else([])


def _if_not_then_while(closed, items):
    # Both tests leave for the same place, but the second is the loop's.
    if not closed:
        while items:
            items.pop()
    return items


def case_if_not_then_while():
    return _if_not_then_while(False, [1, 2]), _if_not_then_while(True, [1, 2])


def _continue_ends_if_body(items, names):
    # `if not started: ...; continue` then more of the loop body: a jump in
    # the if's body to the code after it shows there is no else.
    out = {}
    started = False
    for name, kind in items:
        if not started:
            if kind in ("a", "b"):
                started = True
            else:
                if name not in names:
                    started = True
                    continue
        out[name] = kind
    return out


def case_continue_ends_if_body():
    return _continue_ends_if_body([("x", "c"), ("y", "c"), ("z", "a")], ("x",))


def _chained_compare_three_links(a, b, c):
    # Each link but the last jumps to the cleanup that pops the middle
    # operand; three links were not merged into one comparison.
    if a == b == c == 0:
        f = 0.0
    elif a == 5:
        f = 1
    else:
        f = 2
    return f


def case_chained_compare_three_links():
    return [_chained_compare_three_links(a, b, c) for a in (0, 5) for b in (0, 5) for c in (0, 1)]


class _Flag:
    quitting = False


def _return_in_try_finally_store(value):
    # 3.9 copies the finally body between the returned value and RETURN;
    # its store is no multiple assignment.
    flag = _Flag()
    try:
        return int(value), flag
    except ValueError:
        pass
    finally:
        flag.quitting = True


def case_return_in_try_finally_store():
    got, flag = _return_in_try_finally_store("3")
    return got, flag.quitting, _return_in_try_finally_store("x")


def _while_ends_for_body(lists):
    # The while's exit is the for loop's back jump: its test jumps straight
    # to the for loop's head.
    for element in lists:
        element.reverse()
        while element:
            yield element.pop()


def case_while_ends_for_body():
    return list(_while_ends_for_body([[1, 2], [], [3]]))


def _raise_or_continue(fields, changes):
    # `if b: raise` jumps to the `continue` after it, threaded to the loop
    # head: the continue is source, not the jump over an else.
    for name, init in fields:
        if name is None:
            continue
        if not init:
            if name in changes:
                raise ValueError(name)
            continue
        if name not in changes:
            changes[name] = init
    return changes


def case_raise_or_continue():
    return _raise_or_continue([("a", 1), (None, 0), ("b", 0), ("c", 3)], {"c": 0})


def _return_in_loop_in_try_finally(tests, closed):
    # 3.9 copies the finally body before a `return` inside a loop too.
    f = None
    try:
        f = []
        for tf in tests:
            res = tf * 2
            if res > 2:
                return res, closed
    finally:
        if f is not None:
            closed.append(len(f))
    return None


def case_return_in_loop_in_try_finally():
    return _return_in_loop_in_try_finally([1, 2], []), _return_in_loop_in_try_finally([1], [])


class _Parser:
    def __init__(self):
        self.fed = []

    def close(self):
        return "".join(self.fed)


def _return_value_waits_for_finally_if(chunks, close_source):
    # 3.9: the returned value waits while the finally copy's `if` runs, and
    # the normal exit's jump after that copy survives the return.
    parser = _Parser()
    closed = []
    try:
        while True:
            data = chunks.pop() if chunks else None
            if not data:
                break
            parser.fed.append(data)
        parser.root = parser.close()
        return parser.root, closed
    finally:
        if close_source:
            closed.append(True)


def case_return_value_waits_for_finally_if():
    return _return_value_waits_for_finally_if(["a", "b"], True), _return_value_waits_for_finally_if([], False)


class _Exc:
    def __init__(self, context=None):
        self.__context__ = context


def _or_then_break(new_exc, old_exc, frame_exc):
    # `a` jumps straight to where the `break` goes (threaded through it).
    while 1:
        exc_context = new_exc.__context__
        if exc_context is old_exc:
            return "set"
        if exc_context is None or exc_context is frame_exc:
            break
        new_exc = exc_context
    return new_exc is frame_exc


def case_or_then_break():
    frame = _Exc()
    chain = _Exc(_Exc(frame))
    return _or_then_break(chain, None, frame), _or_then_break(_Exc(), frame, frame), _or_then_break(_Exc(_Exc()), frame, None)


def _while_test_then_if_break(words):
    # A loop's own test is not merged with the `if ...: break` after it.
    out = {}
    for word in words:
        fragment = word
        while fragment:
            if not fragment:
                break
            if fragment in out:
                break
            out[fragment] = word
            fragment = fragment[:-1]
    return sorted(out)


def case_while_test_then_if_break():
    return _while_test_then_if_break(["abc", "abd", "b"])
