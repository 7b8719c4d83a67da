"""if/elif/else and conditional expressions whose arms return, raise or fall
into copied exit code.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Minimal sample of a decompiler bug.

def _ternary_argument_of_raise(msg=None):
    # 3.10+ copies the call and raise into both arms of the conditional.
    if msg != "ok":
        raise ValueError("no message" if msg is None else msg)
    return msg


def case_ternary_argument_of_raise():
    out = []
    for m in (None, "bad", "ok"):
        try:
            out.append(_ternary_argument_of_raise(m))
        except ValueError as exc:
            out.append(str(exc))
    return out


def _compound_condition_closing_late(a, b, c):
    # `x or (y and z)` only closes on two exits after its third test.
    if a or (b and c):
        return 1
    return 0


def case_compound_condition_closing_late():
    return [_compound_condition_closing_late(a, b, c) for a in (0, 1) for b in (0, 1) for c in (0, 1)]


def _return_ternary_of_constants(x, y):
    # 3.12 copies the return into each arm as LOAD_CONST + RETURN_VALUE,
    # unlike `if x == y: return 0` (RETURN_CONST).
    return 0 if x == y else 1 if x > y else -1


def case_return_ternary_of_constants():
    return [_return_ternary_of_constants(a, 2) for a in (1, 2, 3)]


def _elif_after_raising_body(value, low, high):
    # The if-body ends in a raise, so no jump skips the elif; only the
    # nested if's false jump shows where the whole statement ends.
    if low == "-inf":
        if value > high:
            raise ValueError("above")
    elif high == "inf":
        if value < low:
            raise ValueError("below")
    else:
        if value < low or value > high:
            raise ValueError("outside")
    return value


def case_elif_after_raising_body():
    out = []
    for args in ((1, "-inf", 5), (9, "-inf", 5), (1, 2, "inf"), (3, 1, 4), (7, 1, 4)):
        try:
            out.append(_elif_after_raising_body(*args))
        except ValueError as exc:
            out.append(str(exc))
    return out


# Exception/control-flow shape of 3.8, 3.9 and 3.11 that did not decompile
# (stdlib sweep).

def _ternary_condition(root, drv, n, a, b):
    # `if (x if t else y):` in a jump context: t jumps to the second arm,
    # the first arm's end jumps over it to the body.
    if (root or drv) if n == 0 else a != b:
        return "yes"
    return "no"


def case_ternary_condition():
    out = []
    for args in [(1, 0, 0, 1, 1), (0, 0, 0, 1, 2), (0, 0, 1, 1, 2), (0, 1, 1, 2, 2), (0, 1, 0, 2, 2)]:
        out.append(_ternary_condition(*args))
    return out


# Bytecode mismatch found by the 3.11 stdlib sweep (and its 3.12/3.13
# twins).

def written_return_none_in_a_branch():
    # `trace.Trace.globaltrace_lt`: an inner `else: return None` has a line
    # of its own; the implicit exit's copies take the line of their jump.
    def trace(why, name, log):
        if why == "call":
            log.append(name)
            if name:
                x = len(name)
                if x > 2:
                    return x
            else:
                return None

    def either(flag, log):
        if flag:
            log.append(flag)
        else:
            return None

    log = []
    return trace("call", "abc", log), trace("call", "", log), trace("x", "a", log), either(1, log), either(0, log), log


def return_of_a_conditional_expression_with_a_constant_else():
    # `_osx_support._supports_universal_builds` (3.12): the copied return
    # leaves the else arm's constant loaded and returned apart (no
    # RETURN_CONST), which only a conditional expression does.
    def supported(version):
        return bool(version >= (10, 4)) if version else False

    return supported((10, 5)), supported(()), supported((9,))


# 3.12+: a loop's exit (a short return) copied onto each break, read back as
# break; and 3.12+ exit copies after branches.

# The exit copied onto the ends of an if's branches, read back as one
# statement after the if (names it introduces are numbered after the
# branches' in co_names).
class _Box:
    def __init__(self):
        self.log = []

    def append(self, value):
        self.log.append(value)


def _set_flag(box, data):
    if data == "0":
        box.append(False)
    elif data == "1":
        box.append(True)
    else:
        raise TypeError("bad boolean value")
    box.value = 0


def tail_after_elif_chain():
    box = _Box()
    _set_flag(box, "0")
    _set_flag(box, "1")
    try:
        _set_flag(box, "2")
    except TypeError as e:
        box.append(str(e))
    return box.log, box.value


def _store(box, data=None):
    if data is None:
        data = b""
    else:
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError("expected bytes, not %s" % data.__class__.__name__)
        data = bytes(data)
    box.data = data


def tail_assignment_after_if_else():
    box = _Box()
    _store(box)
    first = box.data
    _store(box, bytearray(b"xy"))
    return first, box.data


def _lookup(name, frame, names):
    if name in names:
        return "local", names[name]
    if "__builtins__" in frame:
        builtins = frame["__builtins__"]
        if isinstance(builtins, dict):
            if name in builtins:
                return "builtin", builtins[name]
        else:
            if hasattr(builtins, name):
                return "builtin", getattr(builtins, name)
    return None, _UNDEF


_UNDEF = "undef"


def tail_folds_into_else():
    frame = {"__builtins__": {"x": 1}}
    return (_lookup("a", frame, {"a": 2}), _lookup("x", frame, {}), _lookup("y", frame, {}),
            _lookup("real", {"__builtins__": 3}, {}), _lookup("q", {"__builtins__": 3}, {}))


class _NoBox(Exception):
    pass


def _make(box, path, create):
    box.path = path
    if not path:
        if create:
            box.made = sorted([path, "x"])
            box.sizes = (len(path), len("x"))
        else:
            raise _NoBox(path)
    box.locked = False


def nested_if_tail_folds():
    a, b = _Box(), _Box()
    _make(a, "", True)
    _make(b, "p", False)
    try:
        _make(_Box(), "", False)
    except _NoBox:
        raised = True
    return a.made, a.sizes, a.locked, b.locked, raised


class _ShapeError(Exception):
    pass


def _shape(box, kind, data=None):
    box.kind = kind
    if kind == "polygon":
        if isinstance(data, list):
            data = tuple(data)
    elif kind == "image":
        if isinstance(data, str):
            if data.lower().endswith(".gif") and len(data) > 4:
                data = data.upper()
    elif kind == "compound":
        data = []
    else:
        raise _ShapeError("no shape type %s" % kind)
    box.shape = data


def exit_copy_in_nested_if():
    out = []
    for kind, data in (("polygon", [1]), ("polygon", 2), ("image", "a.gif"), ("image", 3), ("compound", 0)):
        box = _Box()
        _shape(box, kind, data)
        out.append((box.kind, box.shape))
    try:
        _shape(_Box(), "x")
    except _ShapeError as e:
        out.append(str(e))
    return out


def _linkage(fileout, bits="64bit", linkage=""):
    if "ELF" in fileout:
        linkage = "ELF"
    elif "COFF" in fileout:
        linkage = "COFF"
    elif "MS-DOS" in fileout:
        linkage = "MSDOS"
    else:
        pass
    return bits, linkage


def exit_copy_before_else_pass():
    # Not folded: falling into the exit block gets no copy, so the copy
    # ending the last branch stands for the jump over an `else: pass`.
    return [_linkage(x) for x in ("ELF", "COFF", "MS-DOS", "a.out")]


# Name and local order (co_names, co_varnames) that follows the source
# order; shape found in the 3.12/3.13 stdlib sweeps.

class _Tags:
    level = 0
    tags = None


def _ternary_store_ends(obj, amt):
    # The store and the return after the merge are copied into both arms.
    obj.level += amt
    obj.tags = '' if obj.level == 0 else 'l' + str(obj.level)


def _if_else_store_ends(obj, amt):
    obj.level += amt
    if obj.level == 0:
        obj.tags = ''
    else:
        obj.tags = 'l' + str(obj.level)


def case_ternary_store_ends():
    out = []
    for f in (_ternary_store_ends, _if_else_store_ends):
        obj = _Tags()
        f(obj, 1)
        out.append(obj.tags)
        f(obj, -1)
        out.append(obj.tags)
    return out


def _if_else_raise(codes, key):
    if key not in codes:
        raise KeyError(key)
    if key == "user":
        parser = codes[key]
    elif key == "default":
        parser = codes[key]
    else:
        raise ValueError("Invalid set")
    return parser.upper()


def case_if_else_raise():
    out = []
    for key in ("user", "default", "other"):
        try:
            out.append(_if_else_raise({"user": "a", "default": "b", "other": "c"}, key))
        except ValueError as e:
            out.append(str(e))
    return out


def _if_else_then_return(x, sign):
    if x > 1:
        if x > 5:
            raise ValueError("big")
        s = "-nan" if sign else "nan"
    else:
        s = str(x)
    return len(s)


def case_if_else_then_return():
    out = []
    for x in (0, 2, 9):
        try:
            out.append(_if_else_then_return(x, x == 2))
        except ValueError as e:
            out.append(str(e))
    return out


# 3.8/3.9 bug.

def _else_return(a):
    # 3.8/3.9 keep an unreachable `return None` after a final compound
    # statement; `return a` at the top level loses it.
    if not a:
        return 1
    else:
        return a


def case_else_return():
    return _else_return(0), _else_return(5)


def _elif_chain_return(a):
    if a == 1:
        return "one"
    elif a == 2:
        return "two"
    else:
        x = a * 2
        return x


def case_elif_chain_return():
    return [_elif_chain_return(n) for n in range(4)]


def _else_return_none(a):
    # Two `return None` in a row: the explicit one is source.
    if a:
        return a
    else:
        return None


def case_else_return_none():
    return _else_return_none(0), _else_return_none(3)


def _nested_else_return(a, b, s):
    # The inner if/elif/else ends a branch that has an else: the jump over
    # that else survives after the inner `return` only behind the inner
    # statement's end.
    if a == b:
        x = s + 1
        if x == 2:
            return 0
        elif x < 2:
            return -1
        else:
            return 1
    elif a > b:
        return 5
    else:
        return 6


def case_nested_else_return():
    return [_nested_else_return(a, b, s) for a in (1, 2) for b in (1, 2) for s in (0, 1, 2)]


# 3.11-3.13 shape found in the stdlib sweep (the shape is nested in the case
# so that its decompiled code is what runs).

def case_chained_assignment_then_if():
    # Was read as `match v: case a as b if ...:` (3.10, 3.12+).
    def run(host):
        erhn = req_host = host.lower()
        if "." not in req_host:
            erhn = req_host + ".local"
        return req_host, erhn

    return [run("Example.COM"), run("LocalHost")]


# A conditional expression as the right operand of `or`/`and` in a return
# (every version but 3.11 copies the return into the expression's first
# arm): refused until issue 19 ("boolean operand is not an expression";
# a held-out decompiler test set).
def _or_conditional(x, y):
    return x or (x if x < y else y)


def _and_conditional(x, y):
    return x and (x if x < y else y)


def _or_or_conditional(x, y):
    return x or y or (x if y else 2)


def case_conditional_as_boolean_operand():
    return [(_or_conditional(a, b), _and_conditional(a, b), _or_or_conditional(a, b))
            for a in (0, 1, 3) for b in (0, 2)]


# 3.8-3.11: `else: pass` leaves the body's jump over the else (3.11: over
# the `pass`'s NOP); read as an if without an else, the jump was lost.
# Found by the nesting corpus (nest_if.py::f_if_else__if_else__pass).
def _else_pass(a, b, c, log):
    if a and (b or c):
        log.append(0)
    else:
        pass
    if a:
        log.append(1)
    elif b:
        log.append(2)
    else:
        pass
    return log


def case_else_pass():
    return [_else_pass(a, b, c, []) for a in (0, 1) for b in (0, 1) for c in (0, 1)]


# 3.12/3.13: `else: pass` ending a try body, before the return after the
# statement: the compiler copies that return into each branch, so no jump
# goes over the else; the tests' false jumps land on the `pass`'s NOP alone
# (dropped), then the return. Read without the else, the jumps went to the
# return itself. Found by the nesting corpus
# (nest_try.py::f_try_except_as__if_elif_else__pass).
def _else_pass_before_copied_return(a, b, log):
    try:
        if a:
            log.append(0)
        elif a or b:
            log.append(1)
        else:
            pass
    except ValueError:
        log.append(2)
    return log


def case_else_pass_before_copied_return():
    return [_else_pass_before_copied_return(a, b, []) for a in (0, 1) for b in (0, 1)]


# 3.10 (fuzz 3.10 seed 1 #560, seed 3 #65, #445; mismatch): an if/elif/else
# ending the function whose elif body ends in an if whose test has two
# false jumps (`b or c and log`): at the function's end each of them gets
# its own copy of the implicit `return None`. Read as `if a: ...; return
# None` then the rest of the function, the written return was one block
# both jumps reached.
def _elif_ending_in_two_way_if_at_end(a, b, c, log):
    if a is None:
        log.append(0)
    elif a:
        log.append(1)
        if b or c and log:
            log.append(2)
    else:
        log.append(3)


def case_elif_ending_in_two_way_if_at_end():
    log = []
    for a in (None, 0, 1):
        for b in (0, 1):
            for c in (0, 1):
                _elif_ending_in_two_way_if_at_end(a, b, c, log)
    return log


# 3.12/3.13: an if arm holding a with whose body returns, code after the
# with, then an else: that code, reached only when __exit__ swallows an
# exception, is laid out after the handler and jumps back past the else.
# Read as an if without else (its body never falls through), that jump was
# an "unstructured jump". Found by the fuzz set (3.12/3.13 seed 2 #941,
# seed 3 #366 and #973).
class _BranchSwallowing:
    def __init__(self, log, swallow):
        self.log = log
        self.swallow = swallow

    def __enter__(self):
        self.log.append("in")

    def __exit__(self, kind, value, tb):
        self.log.append("out")
        return self.swallow


def _with_return_in_arm_then_else(a, swallow, log):
    if a:
        with _BranchSwallowing(log, swallow):
            if a > 1:
                raise ValueError(a)
            return log
        x = len(log)
    else:
        x = -1
    log.append(x)
    return log


def case_with_return_in_arm_then_else():
    return [_with_return_in_arm_then_else(a, s, []) for a in (0, 1, 2) for s in (False, True) if (a, s) != (2, False)]


# 3.10: an if/else ending the function whose else ends in `name = a if c
# else b`: read as `if not c: ...; return None` then the store, which 3.10
# compiles otherwise (the store, alone before the implicit exit, joins it in
# one short block copied onto the first arm's jump). Found minimising fuzz
# 3.10 seed 3 #437 (old15); siblings vary the arms and the body.
def _old15_if_pass_else_conditional_store(a, b, log):
    log.append(a)
    if not a:
        pass
    else:
        y = None if a else b
        log.append(y)
        y = log if b else a


def _old15_if_call_else_conditional_store(a, b, log):
    log.append(b)
    if not a:
        log.append(0)
    else:
        y = (b, a) if b else a


def _old15_if_chain_else_conditional_store(a, b, log):
    if a and b:
        log.append(1)
    else:
        log.append(2)
        y = a if b else [b]


def case_old15_if_else_ending_in_conditional_store():
    log = []
    out = []
    for a in (0, 1, "s"):
        for b in (0, 2):
            out.append((_old15_if_pass_else_conditional_store(a, b, log), _old15_if_call_else_conditional_store(a, b, log),
                        _old15_if_chain_else_conditional_store(a, b, log)))
    return out, log


# 3.10: the same with other last statements whose code after the
# conditional expression's join is short enough to be copied with the exit
# (a call of it, a store into an attribute of a name). Siblings of
# case_old15_if_else_ending_in_conditional_store (old15). The call failed
# longest: copied, it reads as the same call of a conditional expression
# after a written `return` (_old15_written_return_before_call_of_conditional);
# only the first arm's jump kept to the join tells them apart (x16).
def _old15_if_else_ending_in_call_of_conditional(a, b, log):
    if not a:
        log.append(0)
    else:
        log.append(None if a > 1 else b)


def _old15_if_else_ending_in_attribute_store(a, b, log, box):
    if not a:
        log.append(0)
    else:
        box.y = log if b else a


class _Old15Box:
    y = None


def case_old15_if_else_ending_in_short_conditional_join():
    log = []
    out = []
    for a in (0, 1, 2):
        for b in (0, 3):
            box = _Old15Box()
            out.append((_old15_if_else_ending_in_call_of_conditional(a, b, log),
                        _old15_if_else_ending_in_attribute_store(a, b, log, box), box.y is log, box.y))
    return out, log


def _old15_written_return_before_call_of_conditional(a, b, log):
    if not a:
        log.append(0)
        return
    log.append(None if a > 1 else b)


def case_old15_written_return_before_call_of_conditional():
    log = []
    return [_old15_written_return_before_call_of_conditional(a, b, log) for a in (0, 1, 2) for b in (0, 3)], log


# An if/else ending the function whose else ends in a simple statement
# holding a conditional expression (an augmented store, a call of one),
# the if's body only `pass`: read as `if not a: return None` then the
# statement on 3.12/3.13 (the first arm's jump to the join stayed, the
# join's short exit block not copied onto it: the else's end stood
# between). Siblings of _old15_if_pass_else_conditional_store (x16); the
# written return before them joins the exit and copies it.
def _x16_if_pass_else_augmented_conditional(a, b, log):
    if not a:
        pass
    else:
        log += [a] if b else []


def _x16_if_pass_else_call_of_conditional(a, b, log):
    if not a:
        pass
    else:
        log.append(a if b else 0)


def _x16_written_return_before_conditional_store(a, b, log):
    if not a:
        return
    y = log if b else a
    log.append(y)
    y = a if b else log


def case_x16_if_pass_else_ending_in_conditional():
    out = []
    for a in (0, 1, "s"):
        for b in (0, 2):
            log = []
            out.append((_x16_if_pass_else_augmented_conditional(a, b, log), _x16_if_pass_else_call_of_conditional(a, b, log),
                        _x16_written_return_before_conditional_store(a, b, log), len(log)))
    return out

# ha16 (3.10; hunt seed 36 #424, a wrong reading): `if a:` holding `if
# g(a): pass` / `else: g(1)` before the function's final return. 3.10
# copies that return into the `pass` arm, and the outer test's false jump
# goes straight to the final return, which the `g(1)` arm falls into. The
# condition `not a or g(a)` took the final return for a later copy of the
# arm's (its jump aimed at the arm) and passed over it: the `g(1)` arm
# returned None. Siblings: the same under an elif with a walrus test, in
# a for body, in an except clause, in a coroutine.
def case_ha16_nested_if_pass_else_before_return():
    def f(a, d, log):
        if a:
            if log.append(a) or a - 1:
                pass
            else:
                log.append(-1)
        return d

    log = []
    return [f(a, 7, log) for a in (0, 1, 2)], log


def case_ha16_elif_if_pass_else_before_return():
    def f(a, b, d, log):
        if a:
            pass
        elif b is not None:
            if (y := log.append(b) or b - 1):
                pass
            else:
                log.append(-1)
        return d

    log = []
    return [f(a, b, 7, log) for a in (0, 1) for b in (None, 0, 1, 2)], log


def case_ha16_nested_if_pass_else_in_for():
    def f(xs, d, log):
        for x in xs:
            if x:
                if log.append(x) or x - 1:
                    pass
                else:
                    log.append(-1)
            return d

    log = []
    return [f(xs, 7, log) for xs in ((), (0,), (1,), (2,))], log


def case_ha16_nested_if_pass_else_in_clause():
    def f(a, d, log):
        try:
            log.append(1 // a)
        except ZeroDivisionError:
            if d:
                if log.append(d) or d - 1:
                    pass
                else:
                    log.append(-1)
            return d

    log = []
    return [f(a, d, log) for a in (0, 1) for d in (0, 1, 2)], log


def case_ha16_nested_if_pass_else_async():
    async def f(a, d, log):
        if a:
            if log.append(a) or a - 1:
                pass
            else:
                log.append(-1)
        return d

    log = []
    out = []
    for a in (0, 1, 2):
        co = f(a, 7, log)
        try:
            co.send(None)
        except StopIteration as stop:
            out.append(stop.value)
    return out, log


# ha16 (3.10; siblings of case_ha16_nested_if_pass_else_before_return, a
# wrong reading before the fix): the `if g(): pass` / `else:` two ifs
# deep, with an elif between, and with an `or` test.
def case_ha16_nested_if_pass_else_two_deep():
    def f(a, b, d, log):
        if a:
            if b:
                if log.append(a) or a - 1:
                    pass
                else:
                    log.append(-1)
        return d

    log = []
    return [f(a, b, 7, log) for a in (0, 1, 2) for b in (0, 1)], log


def case_ha16_nested_if_pass_elif_else_before_return():
    def f(a, b, d, log):
        if a:
            if log.append(a) or a - 1:
                pass
            elif b:
                log.append(-2)
            else:
                log.append(-1)
        return d

    log = []
    return [f(a, b, 7, log) for a in (0, 1, 2) for b in (0, 1)], log


def case_ha16_nested_if_or_pass_else_before_return():
    def f(a, b, d, log):
        if a:
            if log.append(a) or a - 1 or b:
                pass
            else:
                log.append(-1)
        return d

    log = []
    return [f(a, b, 7, log) for a in (0, 1, 2) for b in (0, 1)], log


# 3.12 (fuzz seed 70 #601, found by the hunt): an if/else inside an if's
# body whose own body is an if on a compound test (`if a and b: pass`):
# each of that test's false jumps gets its own copy of the function's
# closing `return None`, laid out after the else's copy.  The else was
# read up to the furthest of those copies, taking in the nearer one, so
# the inner if's false way fell off the outer if into the code of its
# elif (g(2) ran where the original returned).
def case_h18a_nested_and_pass_else_pass_then_elif():
    def f(a, b, c, d, log):
        if log.append(a) or a is not None:
            if a or (b and c):
                if a and b:
                    pass
            else:
                pass
        elif d:
            log.append(2)

    log = []
    return [f(a, b, c, d, log) for a in (None, 0, 1) for b in (0, 1) for c in (0, 1) for d in (0, 1)], log


def case_h18a_nested_and_pass_else_pass_elif_chain():
    def f(a, b, c, log):
        if not a:
            pass
        elif log.append(a) or a - 1:
            if a or (b and c):
                if a and b:
                    pass
            else:
                pass
        elif a or (b and c):
            log.append(2)
        else:
            pass

    log = []
    return [f(a, b, c, log) for a in (0, 1, 2) for b in (0, 1) for c in (0, 1)], log


def case_h18a_nested_and3_pass_else_call_then_elif():
    def f(a, b, c, d, log):
        if log.append(a) or a is not None:
            if a or b:
                if a and b and c:
                    pass
            else:
                log.append(-1)
        elif d:
            log.append(2)

    log = []
    return [f(a, b, c, d, log) for a in (None, 0, 1) for b in (0, 1) for c in (0, 1) for d in (0, 1)], log


def case_h18a_nested_or_pass_else_pass_then_else():
    def f(a, b, c, d, log):
        if log.append(a) or a is not None:
            if a or c:
                if a or b:
                    pass
            else:
                pass
        else:
            log.append(2)

    log = []
    return [f(a, b, c, d, log) for a in (None, 0, 1) for b in (0, 1) for c in (0, 1) for d in (0,)], log


def case_h18a_nested_and_call_else_pass_then_elif():
    def f(a, b, c, d, log):
        if log.append(a) or a is not None:
            if a or (b and c):
                if a and b:
                    log.append(1)
            else:
                pass
        elif d:
            log.append(2)

    log = []
    return [f(a, b, c, d, log) for a in (None, 0, 1) for b in (0, 1) for c in (0, 1) for d in (0, 1)], log



# 3.8/3.9 (h18n23, probes of the h18a shapes): a nested if whose body ends in
# an `else: pass` ending an if body followed by an elif / else: the jump over
# the empty else is threaded through the outer body's jump, and the test's
# false way, to that else, with it.  Read without the else (or its tests
# merged with the inner if's), the two jumps became one.
def case_h18n23_nested_try_else_pass_then_elif():
    def f(a, b, d, log):
        if log.append(a) or a is not None:
            if a or b:
                try:
                    log.append(1 / b)
                except ZeroDivisionError:
                    pass
            else:
                pass
        elif d:
            log.append(2)

    log = []
    return [f(a, b, d, log) for a in (None, 0, 1) for b in (0, 1) for d in (0, 1)], log


def case_h18n23_nested_if_else_else_pass_then_elif():
    def f(a, b, c, d, log):
        if a:
            if b or c:
                if c:
                    log.append(1)
                else:
                    log.append(3)
            else:
                pass
        elif d:
            log.append(2)

    log = []
    return [f(a, b, c, d, log) for a in (0, 1) for b in (0, 1) for c in (0, 1) for d in (0, 1)], log


def case_h18n23_nested_and_else_pass_then_else():
    def f(a, b, c, log):
        if a:
            if b or c:
                if c and b:
                    log.append(1)
            else:
                pass
        else:
            log.append(2)

    log = []
    return [f(a, b, c, log) for a in (0, 1) for b in (0, 1) for c in (0, 1)], log

# 3.12 (fuzz seed 62 #324, found by the hunt): an if/elif ending a loop's
# body whose if body ends in a try/finally with an assert in its finally
# body: the assert's jump when it holds, the way on after the if/elif,
# goes straight back to the loop's head, and the body's copy of the
# finally body ends in the assert's raise.  Read without an else, the elif's
# test ran after the body (g(1) where the original went round).
def case_h18a_if_try_finally_assert_elif_in_for():
    def f(xs, c, log):
        for a in xs:
            if a:
                try:
                    log.append(a)
                except ValueError:
                    pass
                finally:
                    assert a < 3, a
            elif c:
                log.append("elif")
        return log

    return [f(xs, c, []) for xs in ((0, 1, 2), (1, 0)) for c in (0, 1)]


def case_h18a_if_or_try_finally_assert_elif_in_for():
    def f(xs, b, c, log):
        for a in xs:
            if a or (b and c):
                try:
                    pass
                except ValueError:
                    pass
                finally:
                    assert a < 3, b
            elif a or (b and c):
                log.append("elif")
        return log

    return [f(xs, b, c, []) for xs in ((0, 1, 2), (1, 0)) for b in (0, 1) for c in (0, 1)]


def case_h18a_if_try_finally_assert_elif_in_while():
    def f(n, c, log):
        while n:
            n -= 1
            if n % 2:
                try:
                    log.append(n)
                except ValueError:
                    pass
                finally:
                    assert n < 9, n
            elif c:
                log.append("elif")
        return log

    return [f(n, c, []) for n in (0, 3, 4) for c in (0, 1)]


def case_h18a_if_try_finally_assert_elif_in_async_for():
    async def f(xs, c, log):
        async for a in _h18a_aiter(xs):
            if a:
                try:
                    log.append(a)
                except ValueError:
                    pass
                finally:
                    assert a < 3, a
            elif c:
                log.append("elif")
        return log

    out = []
    for xs in ((0, 1, 2), (1, 0)):
        for c in (0, 1):
            co = f(xs, c, [])
            try:
                co.send(None)
            except StopIteration as e:
                out.append(e.value)
    return out


class _h18a_aiter:
    def __init__(self, xs):
        self.xs = list(xs)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.xs:
            raise StopAsyncIteration
        return self.xs.pop(0)


def case_h18a_if_assert_elif_in_for():
    def f(xs, c, log):
        for a in xs:
            if a:
                assert a < 3, a
            elif c:
                log.append("elif")
        return log

    return [f(xs, c, []) for xs in ((0, 1, 2), (1, 0)) for c in (0, 1)]


# 3.13 (fuzz seed 81 #280, found by the hunt): in an except clause (an
# except* one in except_star_311.py), `if a < b < c:` whose body is a with statement, then an elif,
# then code.  The chained comparison's cleanup jumps into the elif; the
# with's handlers, laid out inline in the clause, end the body, so its jump
# over the else was not seen and the else was read on to the clause's end:
# the code after the if ran only when the test failed.
def case_h18a_chained_test_with_body_elif_then_call_in_clause():
    def f(a, b, c, log):
        try:
            raise KeyError(a)
        except KeyError as e:
            if a < b < c:
                with _H18aCm(log):
                    pass
            elif a < b:
                log.append("elif")
            log.append("after")
        return log

    return [f(a, b, c, []) for a in (0, 1) for b in (0, 1) for c in (0, 2)]


def case_h18a_chained_test_with_body_else_then_call_in_clause():
    def f(a, b, c, log):
        try:
            raise KeyError(a)
        except KeyError:
            if a < b < c:
                with _H18aCm(log):
                    log.append("with")
            else:
                log.append("else")
            log.append("after")
        return log

    return [f(a, b, c, []) for a in (0, 1) for b in (0, 1) for c in (0, 2)]


class _H18aCm:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


# 3.13 (the plain for loop of fuzz seed 119 #105, found by the hunt;
# async_code.py::case_h19a_*): `if a < b < c:` whose body is a for loop
# ending in an assert, then code: the comparison's cleanup and the loop's
# exit both land on that code; it was read as the if's else.
def case_h19a_chained_test_for_ending_in_assert_then_return():
    def f(a, xs, d):
        if 0 < a < 3:
            for v in xs:
                assert a, d
        return d and a

    return [f(a, xs, d) for a in (0, 1, 4) for xs in ((), (1,)) for d in (0, 2)]


def case_h19a_chained_test_for_ending_in_raise_then_call():
    def f(a, xs, log):
        if 0 < a < 3:
            for v in xs:
                if v:
                    continue
                raise ValueError(v)
        log.append(a)
        return log

    out = []
    for a in (0, 1, 4):
        for xs in ((), (1,), (0,)):
            try:
                out.append(f(a, xs, []))
            except ValueError as e:
                out.append(str(e))
    return out
