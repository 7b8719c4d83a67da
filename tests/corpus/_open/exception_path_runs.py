"""Wrong readings found by running fuzz programs under exception preludes
and other argument points (`python -m depyf.verify.fuzz`'s exception-path
run, and a wider exploration of the fuzz set's mismatched programs)."""


async def _exc_path_items(n):
    for i in range(n):
        yield i


# 3.11: an async for whose body is only `break`, ending a finally body that
# is itself inside a finally body: the copy's break (a jump to the jump past
# the inner try's handler) is read as the end of the body, so the loop comes
# out as `async for v in ...: pass` and runs every item (the fuzz set's seed
# 1 program 616 called with a=2; its defaults never reach a second item).
async def case_async_for_break_ending_nested_finally():
    log = []
    try:
        log.append(0)
    finally:
        try:
            log.append(1)
        finally:
            async for v in _exc_path_items(3):
                log.append(v)
                break
    return log
