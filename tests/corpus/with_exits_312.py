"""with statements and the ways out of their bodies, in layouts of Python
3.12 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


class _ExitLogging:
    """Logs its exit; swallows a ValueError when told to."""

    def __init__(self, log, swallow):
        self.log, self.swallow = log, swallow

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind.__name__ if kind else None))
        return self.swallow and kind is ValueError


# 3.12/3.13: an if whose body is a with holding a with whose body is a
# try statement that always raises (through its finally body), then more
# of the outer body: the compiler lays out the if's way on (`return None`)
# right after the raise, then the try's handler, the nested with's handler
# and the rest of the outer body; the try's handler hid the nested with's
# ("with body without its exit call"; found by the fuzz set, 3.12/3.13
# seed 2 program 765, minimised by hand).
def case_with_raising_try_in_with_in_if():
    log = []

    def f(a, swallow):
        if a:
            with _ExitLogging(log, False):
                with _ExitLogging(log, swallow):
                    try:
                        raise ValueError(a)
                    finally:
                        log.append("finally")
                log.append(("after", a))

    out = [f(0, True), f(1, True)]
    try:
        f(2, False)
    except ValueError as e:
        out.append(str(e))
    return out, log
