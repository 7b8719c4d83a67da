"""3.10 shapes that raised DecompilationError (block-stack reading,
copied exits): each a minimal sample of a stdlib unit."""

import threading


def with_loop_breaks_to_copied_exit(n=5):
    # 3.10: each break jumps to its own copy of `POP_BLOCK; exit; return x`.
    lock = threading.Lock()
    x = 0
    with lock:
        while x < n:
            x += 1
            if x == 3:
                break
            if x * 2 == n:
                break
    return x


def _is_dir(x):
    if x == 2:
        raise OSError(x)
    return x % 3 == 0


def loop_if_try_handler_continue():
    # The clause's `continue` goes to the loop head, the try's end to the
    # code after the if: the clause does not fall off the try.
    out = []
    for entry in range(8):
        if entry % 2 == 0:
            try:
                if not _is_dir(entry):
                    continue
            except OSError as e:
                if e.args[0] != 2:
                    raise
                continue
        out.append(entry)
    return out


def try_except_as_else():
    # 3.10: a named clause's `POP_EXCEPT; name = None; del name; JUMP after`.
    out = []
    for x in (1, 0):
        try:
            y = 1 // x
        except ZeroDivisionError as msg:
            out.append(str(msg))
        else:
            out.append(y)
        out.append("after")
    return out


def loop_try_break_handler_falls():
    # The try body's break is its POP_BLOCK; JUMP out of the loop; the
    # clause falls off the try into the code after it.
    delay = 1
    n = 0
    while True:
        try:
            n += 1
            handle = 10 // (n - 3 if n < 3 else 1)
            break
        except ZeroDivisionError as exc:
            if exc is None:
                raise
        delay = min(delay * 2, 5)
    # (long enough not to be copied to the break)
    return [handle, delay, n - 1, n + 1]


def loop_try_break_handler_raises():
    n = 0
    while True:
        try:
            n += 1
            if n > 3:
                break
        except KeyError:
            raise
        n += 1
    return [n, n + 1, n * 2, n - 1]


def return_through_two_finally_bodies():
    # The return runs the inner finally body's copy, then the outer's.
    log = []

    def inner(fut):
        try:
            try:
                return fut * 2
            finally:
                log.append("inner")
        finally:
            log.append("outer")

    return inner(4), log


class _Ctx:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def with_try_return_bare_except_raise():
    # The with body ends in a try whose body returns and whose clause raises.
    log = []
    with _Ctx(log) as p:
        try:
            return len(p.log), log
        except:
            log.append("kill")
            raise


def finally_body_with():
    # 3.10: the with in the finally body is followed by a copy of the
    # finally body's closing RERAISE.
    log = []
    with _Ctx(log):
        if log is None or not log:
            return log
    try:
        log.append("body")
    finally:
        with _Ctx(log):
            log.append("close")
    return log


def with_while_true_returns():
    log = []
    n = 0
    with _Ctx(log), _Ctx(log):
        while True:
            n += 1
            if n > 5:
                return n, log
            if n == 3:
                log.append(n)


def _with_nested_if_else_ends_2(band, ro, log):
    # 3.10: every branch end is its own copy of `POP_BLOCK; exit; return
    # None`; the inner if's jump goes to the last copy (the body's end).
    with _Ctx(log):
        if band:
            if ro:
                log.append("bytes")
            else:
                log.append("bytearray")
        else:
            log.append("next")
            if ro:
                log.append("readonly")


def with_nested_if_else_ends_2():
    out = []
    for band, ro in ((1, 1), (1, 0), (0, 1), (0, 0)):
        log = []
        _with_nested_if_else_ends_2(band, ro, log)
        out.append(log)
    return out


def _parse_items(items, flags):
    parsed = []
    seen = False
    i = 0
    while 0 <= i < len(items):
        key, value = items[i]
        i += 1
        if key[0] == "$":
            if not seen:
                continue
            parsed.append((1, key[1:], value))
        elif key in ("a", "b"):
            if not seen:
                return None
            if value is None:
                # The jump past the else below goes to the loop's bottom
                # test, where the enclosing elif's body goes on.
                if key in flags:
                    parsed.append((1, key, True))
                else:
                    return None
            else:
                parsed.append((1, key, value))
        elif value is not None:
            parsed.append((2, key, value))
            seen = True
        else:
            return None
    return parsed


def if_else_past_else_to_loop_bottom():
    return [
        _parse_items([("x", 1), ("a", None), ("$v", 2)], ("a",)),
        _parse_items([("x", 1), ("b", None)], ("a",)),
        _parse_items([("$v", 1), ("x", 2), ("a", 3)], ()),
    ]


def _future_features(tokens):
    it = iter(tokens)
    features = set()
    try:
        while True:
            tp = next(it)
            if tp == "doc":
                if "doc" in features:
                    break
                features.add(tp)
            else:
                break
    except StopIteration:
        pass
    # 3.10 copies this return to each break (inside the try's block):
    # the copies are the try's end, the return is outside the try.
    return frozenset(features)


def try_loop_breaks_to_copied_return():
    return [sorted(_future_features(t)) for t in (["skip", "doc", "x"], ["doc", "doc"], ["skip"])]
