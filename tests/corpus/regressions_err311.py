"""Exception and control-flow shapes of 3.8, 3.9 and 3.11 that did not
decompile (stdlib sweep); one case each."""


def _boom(log, what, fail):
    log.append(what)
    if fail:
        raise OSError(what)
    return what


def _bare_except_return(log, fail):
    # 3.8/3.9: the return runs after POP_EXCEPT, outside the handler block,
    # followed by the dead no-match re-raise.
    try:
        x = _boom(log, "a", fail)
    except:
        return "caught " + str(len(log))
    log.append(x)
    return log


def case_bare_except_return():
    log = []
    return _bare_except_return(log, False), _bare_except_return(log, True)


def _retry_else_break(log, fails):
    # 3.8/3.9: the body's jump to `else: break` is threaded past the loop.
    i = 0
    while True:
        try:
            x = _boom(log, i, i < fails)
        except OSError:
            i += 1
            if i >= 5:
                raise
        else:
            break
    done = i * 2 + 1
    return x, i, done


def case_retry_else_break():
    log = []
    out = [_retry_else_break(log, 0), _retry_else_break(log, 2)]
    try:
        _retry_else_break(log, 9)
    except OSError as e:
        out.append(str(e))
    return out, log


def _while_true_else(log, fails):
    # 3.8/3.9: the dead else of `while True:` is compiled; breaks jump past it.
    i = 0
    while True:
        try:
            _boom(log, i, i < fails)
        except OSError:
            i += 1
        else:
            break
    else:
        raise
    done = i * 2 + 1
    return i, done


def case_while_true_else():
    log = []
    return _while_true_else(log, 0), _while_true_else(log, 3), log


def _named_clause_nested_if(log, a, b):
    # 3.8: a branch nested in a named clause jumps straight to the clause's
    # cleanup (POP_BLOCK; BEGIN_FINALLY).
    try:
        x = _boom(log, "a", True)
    except OSError as e:
        if a:
            if b:
                x = 1
            else:
                raise ValueError(str(e))
        else:
            x = 5
    return -x


def case_named_clause_nested_if():
    log = []
    out = [_named_clause_nested_if(log, 1, 1), _named_clause_nested_if(log, 0, 0)]
    try:
        _named_clause_nested_if(log, 1, 0)
    except ValueError as e:
        out.append(str(e))
    return out, log


def case_chained_compare_break():
    # 3.8/3.9: the jump over a chained comparison's cleanup into `break`
    # is threaded to the loop's exit.
    spans = [(0, 2), (2, 5), (5, 9)]
    i = 0
    p = 6
    while True:
        a, b = spans[i]
        if a <= p < b:
            break
        else:
            i += 1
    return i, a, b


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


def case_for_else_continue_then_break():
    # 3.8/3.9: a for-else ending in continue, then break: the for's breaks
    # are threaded through that break.
    items = [[1, 1, 2], [1, 1, 3], [1, 4]]
    common = []
    while True:
        prefix = None
        for item in items:
            if not item:
                break
            if prefix is None:
                prefix = item[0]
            elif item[0] != prefix:
                break
        else:
            for item in items:
                del item[0]
            common.append(prefix)
            continue
        break
    out = [common, items]
    return out


def case_if_body_ends_in_continue():
    # 3.10+: an if whose body is an if/else ending in continue, one branch
    # jumping past the outer else: that last jump back is the continue, not
    # the jump over the else.
    pos = 0
    seen = []
    for line in ["a", "", "bb", "c"]:
        if pos % 2:
            if line:
                pos = 1
            else:
                seen.append("skip")
                continue
        else:
            pos = 2
        while pos < 10:
            pos += 3
        seen.append(pos)
    return seen


def _else_after_return_branch(xs):
    # 3.10+: the if's body ends in a copied return (a break), its other
    # branch jumps straight to the loop's bottom test, past the else.
    i = 0
    n = len(xs)
    while i < n:
        x = xs[i]
        i += 1
        if x:
            if x == "b":
                if i < 3:
                    yield 2
                else:
                    break
            else:
                yield 4
        else:
            yield 5


def case_else_after_return_branch():
    return list(_else_after_return_branch(["a", "b", "", "b", "c"]))


def _ternary_condition(root, drv, n, a, b):
    # `if (x if t else y):` in a jump context: t jumps to the second arm,
    # the first arm's end jumps over it to the body.
    if (root or drv) if n == 0 else a != b:
        return "yes"
    return "no"


def case_ternary_condition():
    out = []
    for args in [(1, 0, 0, 1, 1), (0, 0, 0, 1, 2), (0, 0, 1, 1, 2), (0, 1, 1, 2, 2), (0, 1, 0, 2, 2)]:
        out.append(_ternary_condition(*args))
    return out


def case_while_body_ends_in_return():
    # The body ends in return: no jump back at its end, the last one is the
    # `continue` in the except clause.
    class Chan:
        def __init__(self):
            self.fifo = [1, None, "abcdef"]
            self.connected = True
            self.sent = []

        def send(self):
            while self.fifo and self.connected:
                first = self.fifo[0]
                try:
                    data = first[:3]
                except TypeError:
                    self.fifo.pop(0)
                    continue
                if data:
                    self.sent.append(data)
                return len(self.sent)

    c = Chan()
    return c.send(), c.sent, c.fifo


def _ishex(c):
    # 3.8/3.9: the last chained comparison's jump over its cleanup to the
    # return is that return, copied.
    return b'0' <= c <= b'9' or b'a' <= c <= b'f' or b'A' <= c <= b'F'


def case_return_or_chained_compare():
    return [_ishex(bytes([x])) for x in b"0aFgZ9/"]
