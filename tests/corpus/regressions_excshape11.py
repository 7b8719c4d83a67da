"""Exception shapes (3.11+ exception table) found in the stdlib sweep; one case each."""


def _try_opening_if_body(log, outer, inner, fail):
    # 3.12+ copies the return after the if into both ways out; the try's
    # first test must not be read as more of the if's condition.
    if not outer:
        try:
            if not inner:
                if fail:
                    raise ValueError
                log.append("body")
        except ValueError:
            log.append("clause")
    return len(log)


def try_opening_if_body():
    log = []
    out = [_try_opening_if_body(log, a, b, c) for a in (0, 1) for b in (0, 1) for c in (0, 1)]
    return out, log
