"""Exception shapes (3.11+ exception table) found in the stdlib sweep; one case each."""


class _Cm:
    def __init__(self, log, name, swallow):
        self.log = log
        self.name = name
        self.swallow = swallow

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self

    def __exit__(self, *exc):
        self.log.append("exit %s %s" % (self.name, exc[0] is not None))
        return self.swallow


def _return_through_two_withs(log, fail, swallow):
    # concurrent.futures.thread.ThreadPoolExecutor.submit
    with _Cm(log, "a", False), _Cm(log, "b", swallow):
        if fail:
            raise ValueError()
        f = len(log)
        return f


def return_through_two_withs():
    log = []
    out = [_return_through_two_withs(log, False, False), _return_through_two_withs(log, True, True)]
    try:
        _return_through_two_withs(log, True, False)
    except ValueError:
        out.append("raised")
    return out, log


def _const_return_through_two_withs(log, fail, swallow):
    with _Cm(log, "a", False):
        with _Cm(log, "b", swallow):
            if fail:
                raise ValueError()
            return 1
        log.append("after b")


def const_return_through_two_withs():
    log = []
    out = [_const_return_through_two_withs(log, False, False), _const_return_through_two_withs(log, True, True)]
    try:
        _const_return_through_two_withs(log, True, False)
    except ValueError:
        out.append("raised")
    return out, log


def _with_never_finishing_in_try_finally(log, state, swallow):
    # concurrent.futures._base.Future.result
    cm = _Cm(log, "a", swallow)
    try:
        with cm:
            if state == 1:
                raise ValueError()
            elif state == 2:
                return cm.name
            log.append("waited")
            raise TimeoutError()
    finally:
        cm = None
        log.append("finally")


def with_never_finishing_in_try_finally():
    log = []
    out = [_with_never_finishing_in_try_finally(log, 2, False), _with_never_finishing_in_try_finally(log, 1, True), _with_never_finishing_in_try_finally(log, 0, True)]
    for state in (0, 1):
        try:
            _with_never_finishing_in_try_finally(log, state, False)
        except (ValueError, TimeoutError) as e:
            out.append(type(e).__name__)
    return out, log


def _return_from_withs_in_try_finally_with_branches(log, fail, swallow):
    # runpy.run_path
    log.insert(0, 1)
    try:
        first = log.pop(0)
        with _Cm(log, "a", swallow) as t, _Cm(log, "b", False):
            if fail:
                raise ValueError()
            return t.name + str(first)
    finally:
        if 1 in log:
            log.remove(1)
        else:
            log.append("not there")


def return_from_withs_in_try_finally_with_branches():
    log = []
    out = [_return_from_withs_in_try_finally_with_branches(log, False, False), _return_from_withs_in_try_finally_with_branches(log, True, True)]
    try:
        _return_from_withs_in_try_finally_with_branches(log, True, False)
    except ValueError:
        out.append("raised")
    return out, log


def _return_from_with_in_try_finally_then_more(log, fail, swallow):
    try:
        with _Cm(log, "a", swallow):
            if fail:
                raise ValueError()
            return len(log)
    finally:
        if log:
            log.append("finally")
    log.append("after")
    return -1


def return_from_with_in_try_finally_then_more():
    log = []
    out = [_return_from_with_in_try_finally_then_more(log, False, False), _return_from_with_in_try_finally_then_more(log, True, True)]
    try:
        _return_from_with_in_try_finally_then_more(log, True, False)
    except ValueError:
        out.append("raised")
    return out, log


def _endless_loop_in_try_finally(items, count, log):
    # asyncio.base_events.BaseEventLoop._sendfile_fallback
    total = 0
    try:
        while True:
            if count:
                if total >= count:
                    return total
            read = items.pop() if items else 0
            if not read:
                return total
            total += read
    finally:
        if total > 0 and log is not None:
            log.append(total)
        log.append("restored")


def endless_loop_in_try_finally():
    log = []
    out = [_endless_loop_in_try_finally([1, 2, 3], 0, log), _endless_loop_in_try_finally([1, 2, 3], 4, log), _endless_loop_in_try_finally([], 0, log)]
    try:
        _endless_loop_in_try_finally([1, "x"], 0, log)
    except TypeError:
        out.append("raised")
    return out, log


async def _endless_async_loop_in_try_finally(items, log):
    async def drain():
        log.append("drain")

    total = 0
    try:
        while True:
            read = items.pop() if items else 0
            if not read:
                return total
            await drain()
            total += read
    finally:
        if total:
            log.append(total)
        await drain()


async def endless_async_loop_in_try_finally():
    log = []
    return await _endless_async_loop_in_try_finally([1, 2], log), await _endless_async_loop_in_try_finally([], log), log



def _endless_loop_in_try_finally_after_handlers(items, log):
    # asyncio.proactor_events.BaseProactorEventLoop._sock_sendfile_native
    try:
        first = items[0]
    except IndexError:
        raise ValueError("empty")
    try:
        size = len(items) // first
    except ZeroDivisionError:
        raise ValueError("zero")
    total = 0
    try:
        while True:
            if total >= size:
                return total
            total += items.pop()
    finally:
        if total > 0:
            log.append(total)


def endless_loop_in_try_finally_after_handlers():
    log = []
    out = [_endless_loop_in_try_finally_after_handlers([2, 1, 1, 1], log)]
    for items in ([], [0, 1]):
        try:
            _endless_loop_in_try_finally_after_handlers(items, log)
        except ValueError as e:
            out.append(str(e))
    return out, log
