"""try/finally: returns through the finally body, finally bodies with
branches or loops, code after the statement.

Samples that need Python 3.11 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Exception shape (3.11+ exception table) found in the stdlib sweep whose
# 3.8-3.10 block-stack form is not lifted yet ("finally body without its
# end").

def _finally_body_raising_in_clause(log, fail):
    # asyncio.base_events.Server.serve_forever
    try:
        if fail:
            raise KeyError(fail)
        log.append("waited")
    except KeyError:
        try:
            log.append("closing")
        finally:
            raise
    finally:
        log.append("finally")


def finally_body_raising_in_clause():
    log = []
    out = [_finally_body_raising_in_clause(log, 0)]
    try:
        _finally_body_raising_in_clause(log, 1)
    except KeyError as e:
        out.append(repr(e))
    return out, log


def _finally_body_raising(log, fail):
    try:
        if fail:
            raise KeyError(fail)
        log.append("body")
    finally:
        log.append("finally")
        raise ValueError(len(log))


def finally_body_raising():
    log = []
    out = []
    for fail in (0, 1):
        try:
            _finally_body_raising(log, fail)
        except ValueError as e:
            out.append(repr(e))
    return out, log
