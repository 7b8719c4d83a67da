"""try/except statements whose body or clauses return, raise or re-raise,
and the code after them.

Samples that need Python 3.12 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# 3.12+ control-flow shape (copied exits).

def try_if_copied_exits(a=1, b=None):
    # 3.12+: the implicit return is copied to each path out of the try; the
    # copies are not returns inside its body.
    try:
        if a is not None and b is None:
            a.bit_length()
    except ConnectionResetError as exc:
        a = exc
    except OSError as exc:
        b = exc


# 3.12, 3.13 (fuzz seed 124 #23, found by the hunt): a try statement in an
# except clause that re-raises after it, the try body `if a: pass else:
# g(1)`: the if's branch that goes on after the statement ends in a copy
# of the bare `raise`, outside the inner try's rows; read as `raise` in the
# try body, where the inner clause caught it. Siblings: `raise E(a)` after
# a try at the function's level, an elif chain.
def _h19a_step(log, x, fail):
    log.append(x)
    if x == fail:
        raise ValueError(x)


def case_h19a_if_pass_in_try_then_reraise_in_clause():
    def f(a, log, fail):
        try:
            _h19a_step(log, 0, fail)
        except ValueError:
            try:
                if a:
                    pass
                else:
                    _h19a_step(log, 1, fail)
            except ValueError:
                log.append("inner")
            raise

    out = []
    for a in (0, 1):
        for fail in (0, 1, 5):
            log = []
            try:
                out.append((f(a, log, fail), log))
            except ValueError as e:
                out.append(("raised", e.args, log))
    return out


def case_h19a_if_pass_in_try_then_raise():
    def f(a, log, fail):
        try:
            if a:
                pass
            else:
                _h19a_step(log, 1, fail)
        except ValueError:
            log.append("caught")
        raise KeyError(a)

    out = []
    for a in (0, 1):
        for fail in (1, 5):
            log = []
            try:
                out.append((f(a, log, fail), log))
            except (KeyError, ValueError) as e:
                out.append(("raised", type(e).__name__, e.args, log))
    return out


def case_h19a_elif_pass_in_try_then_reraise_in_clause():
    def f(a, b, log, fail):
        try:
            _h19a_step(log, 0, fail)
        except ValueError:
            try:
                if a:
                    _h19a_step(log, 1, fail)
                elif b:
                    pass
                else:
                    _h19a_step(log, 2, fail)
            except ValueError:
                log.append("inner")
            raise

    out = []
    for a in (0, 1):
        for b in (0, 1):
            log = []
            try:
                out.append((f(a, b, log, 0), log))
            except ValueError as e:
                out.append(("raised", e.args, log))
    return out
