"""Minimal samples of lossy decompilations fixed by the lossy helper (one
function a bug): the decompiled code dropped or moved statements."""


def case_return_in_try_body_then_more_code():
    # 3.10: `POP_BLOCK; LOAD_CONST None; RETURN_VALUE` ends the body while
    # the clause goes on after the statement: the return is the body's
    class Box:
        pass

    def mark(box):
        try:
            box.seen
            return "again"
        except AttributeError:
            box.seen = 1
        box.more = 2
        return "first"

    b = Box()
    return mark(b), mark(b), b.more


def case_bare_raise_after_with_in_clause():
    # 3.10: the `raise` after a with is copied after its exit call
    log = []

    class Lock:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, typ, value, tb):
            log.append(("exit", typ))

    def start(fail):
        try:
            if fail:
                raise ValueError(fail)
        except ValueError:
            with Lock():
                log.append("undo")
            raise
        return "ok"

    try:
        start("boom")
    except ValueError as e:
        log.append(str(e))
    return start(""), log


def case_bare_clause_returning_a_constant():
    # 3.10: `POP_EXCEPT; LOAD_CONST None; RETURN_VALUE` after a bare clause
    # is the clause's return when the body's exit goes elsewhere
    seen = []

    def whatis(arg):
        try:
            value = int(arg)
        except:
            return
        seen.append(value)
        return value * 2

    return whatis("x"), whatis("4"), seen


def case_try_body_falls_off_through_two_copies():
    # 3.10: each way off the body (`c and d` false) runs its own copy of
    # the raise after the try; the first was read as the body's and caught
    log = []

    def make():
        log.append("made")
        return ValueError("bad")

    def recv(c, d):
        try:
            if c and d:
                if c > 5:
                    raise ValueError
                return c
        except ValueError:
            pass
        raise make()

    out = [recv(1, 1)]
    for args in ((0, 1), (1, 0), (6, 1)):
        try:
            recv(*args)
        except ValueError as e:
            out.append(str(e))
    return out, log
