"""Control-flow shapes of 3.10+ (copied exits, branches at the end of
try/with bodies, elif chains, loops) that failed to round-trip."""

import threading


def try_if_return(x=1):
    # 3.11+: the constant return is outside the protected range.
    try:
        if x:
            return 1
    except KeyError:
        pass
    return 2


def try_if_return_none(x=1):
    try:
        if x > 0:
            x = 3
            return
    except Exception:
        pass
    return x


def with_or_return():
    lock = threading.Lock()
    with lock:
        if lock is None or lock.locked() is False:
            return
    return 3


def with_if_return_both():
    lock = threading.Lock()
    with lock:
        if lock.acquire(False):
            lock.release()
            return True
        return False


def with_if_return_after():
    lock = threading.Lock()
    with lock:
        if lock.acquire(False):
            lock.release()
            return True
    return False


def with_return_const():
    lock = threading.Lock()
    with lock:
        lock.locked()
        return False


def with_then_return_const():
    lock = threading.Lock()
    with lock:
        lock.locked()
    return False


def chained_compare_elif(a=1, b=1, c=1):
    if a == b == c == 0:
        f = 0.0
    elif a == 7:
        f = 1.0
    else:
        f = 2.0
    return f


def loop_continue_elif(xs=(1, None, 2, [3])):
    out = []
    for v in xs:
        if v is None:
            continue
        elif not isinstance(v, int):
            out.extend(v)
            continue
        out.append(v)
    return out


def chained_compare_return_after(a=1, b=1, c=1):
    # 3.10+: the code after the statement is copied behind the cleanup.
    if a == b == c == 0:
        f = 0.0
        return f
    f = 2.0
    return f


def chained_compare_else_return_both(a=0, b=0, c=0):
    if a == b == c == 0:
        f = 0.0
        return f
    else:
        f = 2.0
    return f


def chained_compare_else(a=0, b=0, c=1):
    # The cleanup falls into the else; the branch ends in a copy of the return.
    if a == b == c == 0:
        f = 0.0
    else:
        f = 2.0
    return f


def chained_compare_then_if(i=5, w=4):
    # The branch falls into the next statement: no else.
    r = 0
    if 2 <= i <= 8:
        r = i
    if r != w:
        r = -r
    return r


def loop_if_ends_in_continue(entries=({"t": 1}, {"t": None}, {"t": 0}, {})):
    # The if body's last jump back is its own continue: a branch inside it
    # skips that jump.
    out = []
    for e in entries:
        if "t" in e:
            test = e["t"]
            if test is None:
                continue
            if test and test != 0:
                continue
        out.append(e)
    return out

