"""Code the compiler drops (unreachable, or behind a constant test) still
numbers its names in co_names; the decompiled source keeps them in dead code
at the same place (found by the nesting corpus: "co_names differs: original
('g',), recompiled ()")."""


def _after_return(c):
    if c:
        return 1
        g(2)
    return 2


def _constant_false_loop(c):
    while (0 and c and 1):
        g(1)


def _folded_arm(a):
    x = (g(a) if None else a)
    return x


def _after_endless_loop(a):
    if a is None:
        while True:
            x = yield a
        g(9)
    return a


def _dead_name_between(a, b):
    if a:
        h(a)
        return 1
        g(2)
    k(b)
    return 2


# 3.8/3.9 drop dead code only after a return (the peephole), not after a
# raise: a name only dead code used goes after a return first. Found by
# the nesting corpus (nest_loop.py::f_while__with__reraise).
def _dead_name_after_return_not_raise(a):
    if a is None:
        raise ValueError(a)
    return a
    g(a)


# 3.12/3.13: a try's else after a body that leaves is dropped, but 3.12+
# compiles the else before the clauses: a name the clauses say too is
# numbered first by the dead else ("co_names differs: original ('g',
# 'ValueError'), recompiled ('ValueError', 'g')"). Found by the nesting
# corpus (nest_loop.py::f_while_true__try_except_else__break); 3.11 too.
def _dead_else_names_first(a):
    while a:
        try:
            return int(a)
        except ValueError:
            a = a[:len(a) - 1]
        else:
            len(a)
    return None


def case_dead_else_names_first():
    return _dead_else_names_first(""), _dead_else_names_first("3x"), _dead_else_names_first("x")


def case_dead_code_runs_alike():
    return [_after_return(0), _after_return(1), _folded_arm(3)]


# 3.10+ (fuzz 3.10 seed 1 #306, #84, #410 and ~15 more; mismatch
# "co_cellvars differs: original ('a', 'b'), recompiled ()"): a
# comprehension or lambda in dead code (after an endless loop or a return)
# still makes cells of the names it closes over, though its code object is
# dropped: the decompiled source closes over them in dead code there.
def _dead_comprehension_cells(a, b, ys):
    while True:
        if a < b:
            return ys
        a = b
    x = [v for v in ys if v < a < b]


def _dead_lambda_cell(a):
    if a:
        return a
    return 0
    h = lambda q: q if q else a


def case_dead_closure_cells():
    return _dead_comprehension_cells(1, 2, (3,)), _dead_lambda_cell(0), _dead_lambda_cell(5)


# 3.8-3.13 (fuzz 3.8-3.11 seeds 1-3, ~60 programs, e.g. 3.10 seed 1 #8,
# #687, #917; mismatch "co_names differs: original ('g', 'cm'), recompiled
# ('cm', 'g')"): a dead `if 0:` body that opens the function (or a dead
# statement after the `return` the decompiler leaves implicit) names first
# what the code uses later, or nothing else uses: the decompiled source says
# the name in an `if 0:` body there. A comprehension's variables, which
# are not the function's names, do not count.
def _dead_test_names_first(a):
    if 0:
        str(a)
    n = len(a)
    return str(n)


def _dead_name_after_implicit_return(a):
    for v in a:
        len(v)
    return
    return str(a)


def _dead_test_then_comprehension(a):
    if 0:
        str(a)
    x = [v for v in range(a)]
    return str(len(x))


def case_dead_test_names_first():
    return _dead_test_names_first("ab"), _dead_name_after_implicit_return(["a"]), _dead_test_then_comprehension(3)


# 3.8-3.13 (fuzz 3.8-3.11 seeds 1-3, ~15 programs, e.g. 3.10 seed 3 #129,
# seed 2 #2, #985; mismatch "co_varnames differs: original (..., 'x', 'e'),
# recompiled (..., 'e')"): a store the compiler dropped (after an endless
# loop) numbered its local before the locals the code uses: the decompiled
# source deletes it in an `if 0:` body there.
def _dead_store_numbered_first(a):
    try:
        if a:
            while 1:
                pass
            x = len(a)
    except (KeyError, IndexError) as e:
        return str(e)
    return a


def case_dead_store_numbered_first():
    return _dead_store_numbered_first(""), _dead_store_numbered_first(None)


# 3.8-3.13 (fuzz 3.10 seed 1 #812, seed 2 #495, seed 3 #818, #429; mismatch
# "co_flags differs: original 0x83 (...), recompiled 0xc3 (...|NOFREE|...)"):
# a dead comprehension made a cell of the name it closes over; its name
# `range`, put back after the endless loop first, hid the loop from the
# cell's own placing, and with no leaving statement at all (the dead code
# behind a constant test) the cell was not put back: the closure goes in an
# `if 0:` body then.
def _dead_comprehension_after_loop_and_name(a, xs):
    while True:
        yield len(xs)
    x = {v for v in range(a) if v or xs}


def _dead_comprehension_behind_constant_test(a, xs):
    if 0:
        x = [v for v in xs if v < a]
    xs.append(a)


def case_dead_comprehension_cells():
    xs = [1]
    _dead_comprehension_behind_constant_test(2, xs)
    return next(_dead_comprehension_after_loop_and_name(0, (3,))), xs


# 3.12/3.13 (fuzz set, seeds 1-3, 5 programs: `while True: return a` then
# `x = g(b)`): dead code after a leaving statement says a name and stores
# a local; the name was put back after the return, then the dead store
# found no block ending in a leaving statement (was: mismatch, "co_varnames
# differs").
def _dead_name_then_dead_store(a, b):
    while True:
        return a
    x = str(b)
    return x


# 3.12/3.13 (fuzz set, seeds 1-3, 17 programs: `if 0: g(1)` ahead of code
# that says g later, or never): the body of a constant false test is
# compiled, numbering its names in co_names, then dropped; no leaving
# statement stands before the place the names go: they are put back under
# a false test, `if False: g` (was: mismatch, "co_names differs").
def _false_test_names_first(a, xs):
    if 0:
        str(a)
    for x in xs:
        a = len(x)
    str(a)
    return a


def _false_test_names_only(a):
    if None:
        str(a)
    if a:
        raise ValueError(a)
    return a


def case_dead_names_before_their_place():
    return (_dead_name_then_dead_store(1, 2), _false_test_names_first(0, ["ab", "c"]),
            _false_test_names_only(0))


# 3.8/3.9 (fuzz 3.8 seeds 1-3 #750, #831, #337, #543, #854, #215, #818,
# #844; refused "the decompiled source would lose 1 call, 1 yield"): a
# comprehension in dead code after a return (a loop's else, `while True`)
# is dropped with its code, but its code object stays in co_consts and
# its calls and yields are counted: the decompiled source makes it again,
# dead, after the return.
def _dead_genexpr_after_endless_return(xs):
    while True:
        return xs
    x = (v0 for v0 in xs if g(v0))


def _dead_dictcomp_after_loop_else(a, xs):
    while not a:
        a = xs
    else:
        return a
    x = {g(v0): g(v0) for v0 in g(a)}


def _dead_setcomp_after_for_else(xs):
    try:
        for v in xs:
            g(v)
        else:
            return xs
        x = {v1 for v0 in xs for v1 in g(v0)}
    except ValueError:
        return None


def case_dead_comprehension_code_objects():
    return _dead_genexpr_after_endless_return(3), _dead_dictcomp_after_loop_else(0, 4), _dead_setcomp_after_for_else(())


# 3.8-3.10 (fuzz 3.9/3.10 seed 2 #119; mismatch): a name said first by a
# dead test's body (`if None: ...`) in a function holding a try with an
# else and clauses: the names were left in the order the kept code says
# them, as the dead test that would put them right was not tried where a
# try has an else (3.11+ compile the else before the clauses, which the
# order read from the source did not follow).
def _dead_test_before_try_else(a, log):
    if None:
        log.append(str(a))
    try:
        log.append(a)
    except ValueError:
        log.append(1)
    else:
        log.append(str(2))
    return log


# 3.11-3.13 (fuzz 3.11 seed 1 #703, #956; mismatch): a try's else made dead
# by a raise ending its body says a name before the clauses (3.11+ compile
# the else first), inside a try with a finally body, where the name order
# was never put right (a return's copy of the finally body says its names
# where the return stands, which the source order did not follow).
def _dead_else_inside_try_finally(a, log):
    try:
        try:
            log.append(a)
            raise KeyError(a)
        except LookupError:
            log.append(str(1))
        else:
            log.append(str(2))
    finally:
        log.append(3)
    return log


# 3.10-3.13 (fuzz 3.11 seed 3 #693; mismatch): a dead operand says a name
# first, before a return inside a try with a finally body: the return's
# copy of the finally body says that body's names there.
def _dead_operand_before_return_through_finally(a, b, log):
    try:
        x = (0 or b) or (not 0) or (a if 0 else str(a))
        with log as x:
            return a
    except ValueError:
        log.append(1)
    else:
        log.append(2)
    finally:
        log.append(str(3))


class _DeadNamesLog(list):
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def case_dead_names_around_try_statements():
    out = []
    for a in (0, 1):
        out.append(_dead_test_before_try_else(a, []))
        out.append(_dead_else_inside_try_finally(a, []))
        log = _DeadNamesLog()
        out.append((_dead_operand_before_return_through_finally(a, a, log), list(log)))
    return out


# 3.8 (fuzz 3.8 seed 3 #384, a regression of the name-order reading above
# caught by the fuzz check): 3.8 compiles a finally body before the rest
# of its try statement (to see whether it holds a break, continue or
# return), so its names come first in co_names; read in source order, dead
# names were put before the try to move the body's names ahead of them.
def _finally_names_first_in_loop(a, b):
    for v in range(a):
        with _DeadNamesLog() as x, _DeadNamesLog() as y:
            x = [str(v0) for v0 in [v0 for v0 in range(a) if v0] for v1 in str(v0)]
            try:
                str(0)
            except ValueError:
                str(1)
            else:
                str(2)
            finally:
                try:
                    str(0)
                except (KeyError, IndexError) as e:
                    str(1)
                except Exception:
                    h = lambda q: q if q else a
                    str(h)
    else:
        str(1)
    return a


def case_finally_names_first():
    return [_finally_names_first_in_loop(a, 1) for a in (0, 2)]


# 3.11-3.13 (fuzz 3.12 seed 1 programs 703 and 956; mismatch, co_names
# order): a try/except/else inside a try/finally whose body only raises:
# its else is dead, the compiler drops it after numbering its names (3.11+
# compiles the else before the clauses). The names were not put back as
# soon as the function had a finally body anywhere, though only an early
# exit (return, break, continue) copies a finally body out of source order.
def case_mnew11_dead_else_under_finally():
    log = []

    def f(a):
        try:
            try:
                raise KeyError(a)
            except KeyError as e:
                log.append(len(e.args))
            else:
                len(a)
        finally:
            log.append(a)
        return log

    return f(1)


# 3.10-3.13 (fuzz 3.12 seed 2 program 119; mismatch, co_names order): a
# dead test (`if None:`) naming first what a with statement holding a
# try/except/else names later. No dead test was put back where a try had
# an else and clauses: 3.11+ numbers the else's names before the clauses',
# which the names read in source order did not show.
def case_mnew11_dead_test_before_try_else():
    log = []

    def f(a):
        if None:
            log.append(a)
        with open(__file__) as handle:
            try:
                handle.read(0)
            except ValueError as e:
                log.append(e)
            else:
                for v in (1, 2):
                    return v
        return a

    return f(1), log


# 3.10/3.11 refused ("would lose 1 call"): a dead comprehension after a
# try body's raise, the except clause ending the function in a return:
# put back after that return (the last leaving block), the comprehension
# was the last constant, which the compiler drops when unused. It goes
# after the leaving statement that comes last before its line. Found by
# the fuzz set (3.10/3.11 seed 1 #53, 3.11 seed 2 #199, seed 3 #552).
def case_dead_comprehension_in_try_body_before_returning_clause():
    def f(a, log):
        try:
            for v in a:
                log.append(v)
            else:
                raise ValueError(a)
            x = [v1 for v1 in range(a)]
        except ValueError:
            log.append(1)
            return log

    return f([2, 3], [])


# 3.10/3.11 refused ("would lose 2 call"): the same, the try body's
# dead comprehension after a loop's else that returns, through a finally
# body: the return read there carries the line of the function's last
# return (a copy's), so the block is found by where it begins. Found by
# the fuzz set (3.10/3.11 seed 3 #844).
def case_dead_comprehension_after_loop_else_return_in_try_finally():
    def f(a, log):
        try:
            while not a:
                log.append(0)
                a = log
            else:
                return a
            x = {log.append(v0): v0 for v0 in log}
        except ValueError:
            log.append(1)
        finally:
            log.append(3)
        return a

    return f(0, []), f(2, [])


# 3.8/3.9: a local bound only by dead code after the function's last,
# bare `return`: that return is the implicit one and is left out, and the
# local was put back in an `if 0:` body, which 3.8/3.9 do not compile (the
# local left co_varnames). It goes back after a written `return` (fuzz,
# mismOld12).
def case_mold12_dead_local_after_final_bare_return():
    log = []

    def one(a):
        log.append(a)
        return
        x = a

    def two(a):
        if a:
            log.append(-a)
        return
        y = a
        z = y

    return one(1), two(0), two(3), log
