"""Minimal samples of 3.10 bytecode mismatches (helper mis310), one function each."""


def case_for_break_both_arms():
    # Both arms of the if end in `break` (POP_TOP of the iterator); the
    # first one's jump looked like the jump over the else, and the second
    # falls into the loop exit: both breaks were lost (3.10-3.13).
    values = ["x", "yz", "w", "x", "q"]
    found = None
    for idx in [0, 1, 3]:
        if values[idx] == "x":
            found = values[idx + 1]
            break
        else:
            found = values[idx][1:]
            break
    if found:
        found = found + "!"
    return found


def case_while_true_except_break():
    # 3.10: `except E: break` in a `while True` inside an if/elif: the
    # handler's jump to the loop exit is a break, not the end of the try.
    items = ["a", 1, "b", "a", 2]
    flag = len(items)
    if flag:
        while True:
            try:
                index = items.index("a")
                del items[index:index + 2]
            except ValueError:
                break
    elif flag is None:
        items = None
    _sink(items)
    return items


def _sink(value):
    return value


# 3.10 copies a short exit block (`return x`, a raise) after an except
# clause's POP_EXCEPT; a `return x` written in the clause unwinds after
# loading x instead. The copy is the clause falling off the try.

def case_clause_falls_into_copied_return():
    d = {"a": 1}
    key, default = "b", 7
    try:
        return d[key]
    except KeyError:
        d[key] = default
    return default


class _NoLoop:
    _loop = "fallback"


def case_clause_copied_return_after_else():
    fut = _NoLoop()
    try:
        get_loop = fut.get_loop
    except AttributeError:
        pass
    else:
        return get_loop()
    return fut._loop


def case_clause_copied_return_else_falls():
    out = []
    for item in (3, "x"):
        try:
            value = item + 1
        except TypeError:
            out.append(("bad", item))
        else:
            out.append(value)
    return _clause_copied_return_else_falls(out)


def _clause_copied_return_else_falls(out):
    try:
        first = out[5]
    except IndexError:
        out.append("none")
    else:
        out.append(first)
    return out


def case_clause_copied_return_of_enclosing_if():
    state = {"seekable": None}
    if state["seekable"] is None:
        try:
            len(state["missing"])
        except KeyError:
            state["seekable"] = False
        else:
            state["seekable"] = True
    return state["seekable"]


def case_clause_break_copies_loop_exit():
    items = [1, 2, 3]
    i = 0
    while i < 10:
        try:
            v = items[i]
            if v == 5:
                return i
        except IndexError:
            break
        i += 1
    raise ValueError(i)


def case_clause_if_arms_copied_return():
    cache = {}
    key = "k"
    try:
        value = cache[key]
    except KeyError:
        value = key * 2
        if len(cache) == 0:
            cache[key] = value
    return value


def case_while_true_left_by_clause_breaks():
    # 3.10: the code after a `while True` left only by `except: break` is
    # kept only as the clauses' copies of it.
    data = [4, 5]
    out = []
    i = 0
    while True:
        try:
            k = data[i]
        except IndexError:
            break
        out.append(k)
        i += 1
    return out


def case_break_in_try_body_copies_exit():
    # 3.10: `break` in a try body jumps to a short loop exit: a copy of it
    # follows the body's POP_BLOCK (a return written there loads first).
    path = 3
    seen = set()
    while path not in seen:
        seen.add(path)
        try:
            old = path
            path = [1, 2, 3, 4][path]
            if path > 3:
                path = old
                break
        except IndexError:
            break
    return path


def case_clause_continue_in_while_true():
    # 3.10: falling off a try in `while True` jumps to the loop's jump back;
    # `continue` in a clause jumps to the head itself.
    items = [1, "a", 2, None]
    out = []
    while True:
        try:
            item = items.pop(0)
            if item is None:
                break
            out.append(item + 1)
        except TypeError:
            continue
        except IndexError:
            break
    return out


def case_if_body_continue_in_while_true():
    # 3.10: the jump over an else goes to the jump back of `while True`;
    # an if body's jump straight to the head is a `continue`.
    items = [1, 2, 3, 4, 5]
    out = []
    while True:
        if not items:
            break
        item = items.pop()
        if item % 2:
            out.append(item)
            continue
        out.append(-item)
    return out


class _Holder:
    pass


def case_bare_clause_copied_return_then_else():
    # 3.10: a bare clause falls off into a copy of `return None`; the body's
    # normal exit jumps over it to the else (was read as code after the try,
    # leaving the else dead after a return).
    h = _Holder()
    _bare_clause_else(h, "1 + 1")
    _bare_clause_else(h, "1 +")
    return h.value


def _bare_clause_else(h, text):
    try:
        value = eval(text)
        len(str(value))
    except:
        pass
    else:
        h.value = value


def case_try_body_return_clause_falls_on():
    # 3.10: `return` ending a try body whose clause falls off to more code:
    # the return is the body's own, not a copy of the code after the try.
    h = _Holder()
    _body_return_clause_falls(h, _Holder())
    return type(h.source).__name__, h.target, type(h.source.mark).__name__


def _body_return_clause_falls(h, root):
    try:
        root.mark
        return
    except AttributeError:
        root.mark = h
    h.source = root
    h.target = None
