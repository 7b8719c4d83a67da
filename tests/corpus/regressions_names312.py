"""Name and local orders (co_names, co_varnames) that follow the source order;
shapes found in the 3.12/3.13 stdlib sweeps, one case each."""


def _get(d, k):
    return d[k]


class _Box:
    value = 3


def _else_raises(d):
    # The else after handlers that cannot finish sits before them: its
    # names come first.
    try:
        _get(d, "a")
    except (KeyError, StopIteration):
        return None
    else:
        raise RuntimeError("ignored")


def case_else_raises():
    out = [_else_raises({})]
    try:
        _else_raises({"a": 1})
    except RuntimeError as e:
        out.append(str(e))
    return out


def _else_returns(d):
    try:
        fmt = _get(d, "a")
    except KeyError:
        raise ValueError("missing")
    else:
        return fmt.format(1, 2)


def case_else_returns():
    out = [_else_returns({"a": "{}-{}"})]
    try:
        _else_returns({})
    except ValueError as e:
        out.append(str(e))
    return out


def _else_falls_off(box, log):
    try:
        closed = box.value
    except AttributeError:
        pass
    else:
        if closed > 2 and not isinstance(closed, bool):
            log.append(closed)


def case_else_falls_off():
    log = []
    _else_falls_off(_Box(), log)
    _else_falls_off(None, log)
    return log


def _after_small_tail(d):
    # No else: the tail after the statement is only copied before the handler.
    try:
        x = _get(d, "a")
    except KeyError:
        return None
    return len(x)


def case_after_small_tail():
    return [_after_small_tail({}), _after_small_tail({"a": "xyz"})]


def _loop_else_breaks(rows, stop):
    # The loop's handlers lie past its back jump; the else before them.
    n = 0
    out = []
    while 1:
        try:
            for i in range(n, n + 2):
                out.append(rows[i])
        except IndexError:
            return out[:1]
        else:
            n += 2
            if max(out) == stop:
                break
    return out


def case_loop_else_breaks():
    return [_loop_else_breaks([1, 2, 3], 9), _loop_else_breaks([1, 5, 9, 2], 9)]


def _continue_then_code(d):
    out = []
    for key in sorted(d):
        try:
            value = _get(d, key)[0]
        except (IndexError, TypeError):
            continue
        item = str(key) + repr(value)
        out.append(item)
    return out


def case_continue_then_code():
    return _continue_then_code({"a": [1], "b": [], "c": 3, "d": "xy"})


def _else_in_loop(d):
    out = []
    for key in sorted(d):
        try:
            value = _get(d, key)[0]
        except (IndexError, TypeError):
            out.append(None)
        else:
            out.append(str(key) + repr(value))
    return out


def case_else_in_loop():
    return _else_in_loop({"a": [1], "b": [], "c": 3, "d": "xy"})


def _else_of_try_ends_in_if(log, fail):
    try:
        if fail:
            raise OSError
    except OSError:
        pass
    else:
        if log:
            log.append(1)
            if len(log) > 2:
                log.append(2)
            return
        elif log is not None:
            log.append(3)


def case_else_of_try_ends_in_if():
    log = []
    _else_of_try_ends_in_if(log, False)
    _else_of_try_ends_in_if(log, True)
    _else_of_try_ends_in_if(log, False)
    _else_of_try_ends_in_if(log, False)
    return log


class _Tags:
    level = 0
    tags = None


def _ternary_store_ends(obj, amt):
    # The store and the return after the merge are copied into both arms.
    obj.level += amt
    obj.tags = '' if obj.level == 0 else 'l' + str(obj.level)


def _if_else_store_ends(obj, amt):
    obj.level += amt
    if obj.level == 0:
        obj.tags = ''
    else:
        obj.tags = 'l' + str(obj.level)


def case_ternary_store_ends():
    out = []
    for f in (_ternary_store_ends, _if_else_store_ends):
        obj = _Tags()
        f(obj, 1)
        out.append(obj.tags)
        f(obj, -1)
        out.append(obj.tags)
    return out


def _if_else_raise(codes, key):
    if key not in codes:
        raise KeyError(key)
    if key == "user":
        parser = codes[key]
    elif key == "default":
        parser = codes[key]
    else:
        raise ValueError("Invalid set")
    return parser.upper()


def case_if_else_raise():
    out = []
    for key in ("user", "default", "other"):
        try:
            out.append(_if_else_raise({"user": "a", "default": "b", "other": "c"}, key))
        except ValueError as e:
            out.append(str(e))
    return out


def _if_else_then_return(x, sign):
    if x > 1:
        if x > 5:
            raise ValueError("big")
        s = "-nan" if sign else "nan"
    else:
        s = str(x)
    return len(s)


def case_if_else_then_return():
    out = []
    for x in (0, 2, 9):
        try:
            out.append(_if_else_then_return(x, x == 2))
        except ValueError as e:
            out.append(str(e))
    return out


class _Pos:
    def __init__(self, data):
        self.data = data

    def tell(self):
        return len(self.data)


def _two_tries(obj, items):
    # The first try's handler lies past the second try's else.
    try:
        obj.first = items[0]
    except IndexError:
        raise EOFError from None
    try:
        obj.offset = obj.tell()
    except (AttributeError, OSError):
        obj.seekable = False
    else:
        obj.seekable = True


def case_two_tries():
    out = []
    for data in ([1], []):
        obj = _Pos(data)
        try:
            _two_tries(obj, data)
        except EOFError:
            out.append("eof")
        out.append(sorted(vars(obj)))
    return out


def _two_underscores(code):
    _, _, encoding = code.partition(".")
    a, _, _ = code.partition(".")
    return a, encoding


def case_two_underscores():
    return [_two_underscores("x.y"), _two_underscores("xy")]


def _nested_reraise(log, fail):
    # 3.10: the inner handler's re-raise ends the code before the outer
    # handler; that code is no copied exit.
    try:
        fd = len(log)
        try:
            log.append(fd // (0 if fail else 1))
        except:
            log.append("inner")
            raise
    except (ZeroDivisionError, ValueError):
        pass


def case_nested_reraise():
    log = []
    _nested_reraise(log, False)
    _nested_reraise(log, True)
    return log
