"""try/except statements whose body or clauses return, raise or re-raise,
and the code after them.

Samples that need Python 3.11 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Control-flow shape of 3.11+ (jumps, loops, conditions) that failed to
# decompile (3.8-3.10 read some of them differently: not yet identical
# there).

def if_else_in_try_before_copied_return():
    # The if's jump over the else goes to a copy of the `return None` after
    # the try statement (with the jump's line), not to the original.
    out = []

    def f(mode, pid):
        if pid:
            try:
                if mode is None:
                    out.append(len(mode))
                else:
                    out.append(len(mode) + pid)
            except:
                out.append(pid)
        else:
            out.append(mode)

    f(None, 1)
    f([], 2)
    f("ab", 3)
    f("ab", 0)
    return out


def case_m23_else_pass_in_clause():
    # 3.12+ (3.10 too: _open/else_pass_in_named_clause_310.py): `else:
    # pass` ending an except clause before a return: the
    # compiler drops the pass's line marker into the POP_EXCEPT of the
    # clause's way out it copies there, a line of its own; read as an if
    # without an else, the copy was lost (3.13's
    # case_m23_else_pass_in_clause_before_finally_return below ends its
    # clause in a jump instead).
    def named(a, log):
        try:
            log.append(1 // a)
        except ZeroDivisionError as e:
            if log:
                log.append(e.args)
            else:
                pass
        return a

    def plain(a, log):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            if log:
                log.append(0)
            else:
                pass
        return a

    out = []
    for a in (0, 1):
        for f in (named, plain):
            for log in ([], [5]):
                out.append((f(a, log), log))
    return out


def case_m23_else_pass_in_clause_before_finally_return():
    # 3.13 (minimal nesting/nest_depth3.py::
    # f3_try_except_else_finally__try_except_as__if_else__pass): as
    # case_m23_else_pass_in_clause, the clause's way out a jump to the
    # return through the finally body around (each copy of it ends
    # in that jump; the code it copies has no line of its own, so the
    # marker's line is one no other code has): read without the else.
    def f(a, log):
        try:
            try:
                log.append(1 // a)
            except ZeroDivisionError as e:
                if log:
                    log.append(e.args)
                else:
                    pass
            return a
        finally:
            log.append("f")

    out = []
    for a in (0, 1):
        for log in ([], [5]):
            out.append((f(a, log), log))
    return out
