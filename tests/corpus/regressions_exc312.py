"""Exception shapes (3.11+ exception table) found in the stdlib sweep; one case each."""


class _Fails:
    def __init__(self, fail):
        self.fail = fail
        self.log = []

    def get(self, key):
        self.log.append(key)
        if self.fail:
            raise KeyError(key)
        return key


def _return_from_nested_try_in_named_clause(first, second):
    try:
        return first.get("a")
    except KeyError as err:
        try:
            return second.get("b")
        except KeyError:
            raise AttributeError(str(err)) from None


def return_from_nested_try_in_named_clause():
    out = [_return_from_nested_try_in_named_clause(_Fails(False), _Fails(True))]
    out.append(_return_from_nested_try_in_named_clause(_Fails(True), _Fails(False)))
    try:
        _return_from_nested_try_in_named_clause(_Fails(True), _Fails(True))
    except AttributeError as e:
        out.append(str(e))
    return out


def _return_through_finally_holding_try(log, fail):
    got = False
    try:
        got = len(log) < 10
        return got
    finally:
        log.append("finally")
        if got:
            try:
                if fail:
                    raise ValueError
                log.append("tried")
            except ValueError:
                pass


def return_through_finally_holding_try():
    log = []
    return _return_through_finally_holding_try(log, False), _return_through_finally_holding_try(log, True), log


def _return_through_two_finally(log):
    try:
        try:
            return log.pop()
        finally:
            log.append("inner")
    finally:
        log.append("outer")


def return_through_two_finally():
    log = [1]
    return _return_through_two_finally(log), log


def _after_try_only_from_clause(kind, data):
    if kind is None:
        if data:
            try:
                return "ascii", data.decode("ascii")
            except UnicodeDecodeError:
                pass
            if kind == "8bit":
                return "8bit", data
        kind = "base64"
    return kind, len(data)


def after_try_only_from_clause():
    return [_after_try_only_from_clause(None, b"ab"), _after_try_only_from_clause(None, b"\xff"), _after_try_only_from_clause("x", b"")]


def continue_in_try_body():
    out = []
    for term in ["1", "x", "2"]:
        try:
            out.append(int(term))
            continue
        except ValueError:
            pass
        out.append(term)
    return out


def _loop_round_through_clause(table, keys):
    while True:
        try:
            return table[next(keys)]
        except StopIteration:
            return None
        except KeyError:
            continue


def loop_round_through_clause():
    table = {2: "two"}
    return _loop_round_through_clause(table, iter([1, 2])), _loop_round_through_clause(table, iter([1]))


def continue_in_two_try_bodies():
    out = []
    for term in ["1", "0.5", "7.5", "x"]:
        try:
            out.append(int(term))
            continue
        except ValueError:
            pass
        try:
            frac = float(term)
            if frac > 1 or frac < 0:
                out.append("big")
                continue
            out.append(frac)
            continue
        except ValueError:
            pass
        out.append(term)
    return out
