# 3.11 (helper othold): `finally: pass` leaves only the handler's re-raise:
# with no copy's line to compare, the body's returns were taken for code
# after the statement copied behind the copy.
def _div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return None
    finally:
        pass


def case_try_except_else_finally():
    log = []
    for b in (1, 0, "x"):
        try:
            r = 10 / b
        except ZeroDivisionError as e:
            log.append(("zde", str(e)))
        except (TypeError, ValueError):
            log.append("type")
        else:
            log.append(("ok", r))
        finally:
            log.append("fin")
    return log


def case_nested_try():
    log = []
    try:
        try:
            raise KeyError("inner")
        except KeyError as e:
            log.append("caught " + str(e))
            raise ValueError("outer") from e
        finally:
            log.append("inner finally")
    except ValueError as e:
        log.append((str(e), type(e.__cause__).__name__))
    return log


def _return_in_finally_order(log):
    try:
        log.append("try")
        return "from try"
    finally:
        log.append("finally")


def case_return_inside():
    log = []
    r = _return_in_finally_order(log)
    return r, log, _div(1, 0), _div(6, 3)


def case_try_in_loops():
    out = []
    for i in range(6):
        try:
            if i == 1:
                continue
            if i == 4:
                break
            out.append(10 // (i - 2))
        except ZeroDivisionError:
            out.append("z")
        finally:
            out.append("f%d" % i)
    i = 0
    while i < 3:
        try:
            i += 1
            try:
                if i == 2:
                    raise RuntimeError(i)
            finally:
                out.append("w%d" % i)
        except RuntimeError as e:
            out.append(e.args)
    return out


def case_reraise_and_bare_except():
    out = []
    try:
        try:
            {}["missing"]
        except KeyError:
            out.append("k")
            raise
    except Exception as e:
        out.append(type(e).__name__)
    try:
        1 / 0
    except:
        out.append("bare")
    return out


def case_exception_variable_cleared():
    try:
        raise ValueError("v")
    except ValueError as err:
        kept = err.args
    try:
        err
    except NameError:
        return kept, "cleared"
    return kept, "not cleared"


def case_raises():
    raise LookupError("case raises on purpose")
