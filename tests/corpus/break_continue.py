"""`break` and `continue` in for and while loops (no try around them).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Minimal sample of a decompiler bug.

def _break_with_copied_exit(xs):
    # 3.10+ copies `return out` to the break: iterator pop, then the copy.
    out = []
    for x in xs:
        if x > 3:
            break
        out.append(x)
    return out


def case_break_with_copied_exit():
    return _break_with_copied_exit([1, 2, 5, 1]), _break_with_copied_exit([])


# 3.10 shape that raised DecompilationError (block-stack reading, copied
# exits): a minimal sample of a stdlib unit.

def _parse_items(items, flags):
    parsed = []
    seen = False
    i = 0
    while 0 <= i < len(items):
        key, value = items[i]
        i += 1
        if key[0] == "$":
            if not seen:
                continue
            parsed.append((1, key[1:], value))
        elif key in ("a", "b"):
            if not seen:
                return None
            if value is None:
                # The jump past the else below goes to the loop's bottom
                # test, where the enclosing elif's body goes on.
                if key in flags:
                    parsed.append((1, key, True))
                else:
                    return None
            else:
                parsed.append((1, key, value))
        elif value is not None:
            parsed.append((2, key, value))
            seen = True
        else:
            return None
    return parsed


def if_else_past_else_to_loop_bottom():
    return [
        _parse_items([("x", 1), ("a", None), ("$v", 2)], ("a",)),
        _parse_items([("x", 1), ("b", None)], ("a",)),
        _parse_items([("$v", 1), ("x", 2), ("a", 3)], ()),
    ]


# Exception/control-flow shape of 3.8, 3.9 and 3.11 that did not decompile
# (stdlib sweep).

def case_if_body_ends_in_continue():
    # 3.10+: an if whose body is an if/else ending in continue, one branch
    # jumping past the outer else: that last jump back is the continue, not
    # the jump over the else.
    pos = 0
    seen = []
    for line in ["a", "", "bb", "c"]:
        if pos % 2:
            if line:
                pos = 1
            else:
                seen.append("skip")
                continue
        else:
            pos = 2
        while pos < 10:
            pos += 3
        seen.append(pos)
    return seen


def _else_after_return_branch(xs):
    # 3.10+: the if's body ends in a copied return (a break), its other
    # branch jumps straight to the loop's bottom test, past the else.
    i = 0
    n = len(xs)
    while i < n:
        x = xs[i]
        i += 1
        if x:
            if x == "b":
                if i < 3:
                    yield 2
                else:
                    break
            else:
                yield 4
        else:
            yield 5


def case_else_after_return_branch():
    return list(_else_after_return_branch(["a", "b", "", "b", "c"]))


# Control-flow shape of 3.10+ (copied exits, branches at the end of try/with
# bodies, elif chains, loops) that failed to round-trip.

def loop_continue_elif(xs=(1, None, 2, [3])):
    out = []
    for v in xs:
        if v is None:
            continue
        elif not isinstance(v, int):
            out.extend(v)
            continue
        out.append(v)
    return out


def loop_if_ends_in_continue(entries=({"t": 1}, {"t": None}, {"t": 0}, {})):
    # The if body's last jump back is its own continue: a branch inside it
    # skips that jump.
    out = []
    for e in entries:
        if "t" in e:
            test = e["t"]
            if test is None:
                continue
            if test and test != 0:
                continue
        out.append(e)
    return out


# Loop shape of 3.12+ (exits threaded through the jump that ends a block,
# folded backward jumps) that failed to round-trip.

def continue_in_bottom_tested_while():
    # 3.12+: `continue` jumps back to the test's first copy, before the
    # loop proper (which starts after it).
    items = [3, 0, 2, 0, 1]
    out = []
    while items:
        x = items.pop()
        if not x:
            continue
        out.append(x)
    return out


def continue_in_while_with_compound_test():
    items = [3, 0, 2, 0, 1]
    out = []
    while items and len(out) < 5:
        x = items.pop()
        if not x:
            continue
        out.append(x)
    return out


def continue_in_while_in_for():
    out = []
    for row in ([1, 0, 2], [], [0, 4]):
        while row:
            x = row.pop()
            if x == 0:
                continue
            out.append(x)
    return out


def two_ifs_continue_in_while(ignore_a=False, ignore_b=False):
    # Each `continue` folds into its own backward jump: two statements, not
    # one condition.
    items = [(1, 0), (0, 1), (1, 1), (0, 0)]
    out = []
    while items:
        a, b = items.pop()
        if not ignore_a and a:
            continue
        if not ignore_b and b:
            continue
        out.append((a, b))
    return out


def one_if_continue_in_while(ignore_a=False, ignore_b=False):
    items = [(1, 0), (0, 1), (1, 1), (0, 0)]
    out = []
    while items:
        a, b = items.pop()
        if not ((ignore_a or not a) and (ignore_b or not b)):
            continue
        out.append((a, b))
    return out


def continue_inside_if_at_loop_end():
    out = []
    prev = ""
    for name in ["do_a", "do_a", "x", "do_b"]:
        if name[:3] == "do_":
            if name == prev:
                continue
            prev = name
            out.append(name)
    return out


def continue_in_while_chained_test():
    s = {0: 1, 1: 0, 2: 3}
    out = []
    i = 0
    while 0 <= i < 3:
        m = s.get(i)
        i += 1
        if not m:
            continue
        out.append(m)
    return out


def continue_then_break_ending_while():
    # `if c: ...; continue` then `break`: no test at the loop's bottom.
    heap = [1, 3, 5, 7, 2]
    pos = 4
    newitem = heap[pos]
    while pos > 0:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem
    return heap


def break_copies_return_after_compound_test():
    # The break's copy of `return func` makes the test and the first if look
    # like one condition; the loop's body starts between them.
    def unwrap(func, stop=None):
        memo = {id(func)}
        while not isinstance(func, type) and hasattr(func, "wrapped"):
            if stop is not None and stop(func):
                break
            func = func.wrapped
            if id(func) in memo or len(memo) >= 5:
                raise ValueError("loop")
            memo.add(id(func))
        return func

    class W:
        def __init__(self, inner):
            self.wrapped = inner

    return [unwrap(W(W(3))), unwrap(W(W(3)), stop=lambda f: isinstance(f.wrapped, int)).wrapped]


# 3.10 bytecode mismatch.

def case_for_break_both_arms():
    # Both arms of the if end in `break` (POP_TOP of the iterator); the
    # first one's jump looked like the jump over the else, and the second
    # falls into the loop exit: both breaks were lost (3.10-3.13).
    values = ["x", "yz", "w", "x", "q"]
    found = None
    for idx in [0, 1, 3]:
        if values[idx] == "x":
            found = values[idx + 1]
            break
        else:
            found = values[idx][1:]
            break
    if found:
        found = found + "!"
    return found


# Bytecode mismatch found by the 3.11 stdlib sweep (and its 3.12/3.13
# twins).

def return_in_a_loop_equal_to_the_code_after_it():
    # `lib2to3.fixes.fix_next.is_assign_target`: `return False` inside the
    # loop pops the iterator like a `break` into a copy of the final
    # `return False` would, but keeps its own line.
    def find(items, stop, wanted):
        for item in items:
            if item == stop:
                return False
            elif item is wanted:
                return True
        return False

    def pair(paths, ok):
        for p in paths:
            if p == "/lib":
                continue
            if ok(p):
                if len(p) > 3:
                    return (p, 1)
                else:
                    return (None, None)
        return (None, None)

    return (find([1, 2], 2, None), find([3], 2, 3), find([], 0, 0),
            pair(["/lib", "/usr/lib"], bool), pair(["/x"], bool), pair([], bool))


def continue_on_an_in_test_in_a_loop():
    # `ast._new` (3.12): `if key not in fields: continue` read as
    # `if not key not in fields: rest`, which the compiler folds to `in`.
    def known(keys, fields):
        out = []
        for key in keys:
            if key not in fields:
                continue
            out.append(fields.index(key))
        return out

    def unknown(keys, fields):
        out = []
        for key in keys:
            if key in fields:
                continue
            out.append(key)
        return out

    return known("abc", "cb"), unknown("abc", "cb")


# 3.12+: a loop's exit (a short return) copied onto each break, read back as
# break; and 3.12+ exit copies after branches.

def break_inside_while_test():
    text = "a\\nb\\tc"
    i, n = 0, len(text)
    res = []
    while 0 <= i < n:
        j = text.find("\\", i)
        if j < 0:
            res.append(text[i:])
            break
        res.append(text[i:j])
        res.append(chr(ord(text[j + 1]) - 32))
        i = j + 2
    return "".join(res)


def explicit_return_none_after_loop():
    line, wrapped = 0, 0
    while line < 50:
        if line == 7 and wrapped:
            return line, wrapped
        line = line + 3
        if wrapped and line > 20:
            break
        if line > 30:
            wrapped = 1
            line = 1
    return None


def continue_after_nested_if():
    # The `continue` keeps a line of its own though two ways reach it.
    found = []
    skipping = True
    for member in reversed(range(8)):
        if skipping:
            if member == 5:
                skipping = False
            continue
        if member % 2:
            found.append(member)
    return found


# 3.8/3.9 bug.

def _continue_after_return_in_elif(items):
    # 3.8/3.9 thread a jump to a jump once: `if j < 0: return j` then
    # `continue` jumps straight to the loop head, which is not an if/else
    # when more code follows in the enclosing branch.
    out = []
    j = 0
    while j < len(items):
        c = items[j]
        if c == 1:
            if j > 2:
                j = j + 10 if j > 5 else j + 1
                if j < 0:
                    return j
                continue
            out.append("small")
            j += 1
        elif c == 2:
            j += 1
        else:
            j += 2
    return out


def case_continue_after_return_in_elif():
    return _continue_after_return_in_elif([1, 1, 1, 1, 2, 3, 1, 1])


def _else_continue(ops):
    # The else is only `continue`: the false jump is threaded through it.
    labels = []
    for op, arg in ops:
        if arg is not None:
            if op == "rel":
                label = arg + 2
            elif op == "abs":
                label = arg
            else:
                continue
            if label not in labels:
                labels.append(label)
    return labels


def case_else_continue():
    return _else_continue([("rel", 1), ("abs", 3), ("x", 4), ("abs", 5), ("rel", 1), ("abs", None)])


def _continue_ends_if_body(items, names):
    # `if not started: ...; continue` then more of the loop body: a jump in
    # the if's body to the code after it shows there is no else.
    out = {}
    started = False
    for name, kind in items:
        if not started:
            if kind in ("a", "b"):
                started = True
            else:
                if name not in names:
                    started = True
                    continue
        out[name] = kind
    return out


def case_continue_ends_if_body():
    return _continue_ends_if_body([("x", "c"), ("y", "c"), ("z", "a")], ("x",))


def _raise_or_continue(fields, changes):
    # `if b: raise` jumps to the `continue` after it, threaded to the loop
    # head: the continue is source, not the jump over an else.
    for name, init in fields:
        if name is None:
            continue
        if not init:
            if name in changes:
                raise ValueError(name)
            continue
        if name not in changes:
            changes[name] = init
    return changes


def case_raise_or_continue():
    return _raise_or_continue([("a", 1), (None, 0), ("b", 0), ("c", 3)], {"c": 0})


def _while_test_then_if_break(words):
    # A loop's own test is not merged with the `if ...: break` after it.
    out = {}
    for word in words:
        fragment = word
        while fragment:
            if not fragment:
                break
            if fragment in out:
                break
            out[fragment] = word
            fragment = fragment[:-1]
    return sorted(out)


def case_while_test_then_if_break():
    return _while_test_then_if_break(["abc", "abd", "b"])


# 3.11-3.13 shape found in the stdlib sweep (the shape is nested in the case
# so that its decompiled code is what runs).

def case_if_else_in_loop_both_continue():
    def run(names, namer, base, ext):
        result = []
        for name in names:
            if namer is None:
                if not name.startswith(base):
                    continue
            else:
                if not name.startswith(base) and name.endswith(ext) and len(name) > 3 and not name[3].isdigit():
                    continue
            if name[:2] == base[:2]:
                result.append(name)
        return result

    names = ["ab.1", "ab.x", "cd.log", "abxlog", "cdx9.log"]
    return [run(names, None, "ab", ".log"), run(names, 1, "ab", ".log")]


# 3.8/3.9: a `continue` ending a loop's body: the compiler keeps the loop's
# own jump back after it, unreachable; the continue was read as the body's
# end and dropped (other bytecode; until issue 19).
def case_continue_ending_for_body():
    out = []
    for i in range(3):
        out.append(i)
        continue
    return out


def case_continue_after_if_continue():
    out = []
    for i in range(4):
        if i % 2:
            continue
        out.append(i)
        continue
    return out


def case_continue_alone_in_while():
    n = 3
    while n > 0 and _count_down(n):
        n -= 1
        continue
    return n


def _count_down(n):
    return n


# 3.10: a `continue` ending a for body after an if/else: the then-branch
# jumps to it (it has a line of its own), where without it each branch
# gets its own copy of the loop's jump back (nesting corpus,
# f_for__if_else__pass).

def case_continue_after_if_else():
    out = []
    for i in range(4):
        if i % 2:
            pass
        else:
            out.append(i)
        continue
    return out


# 3.10: a `pass` falling into a for loop's jump back hands that jump its
# line (its NOP dropped): not a written `continue` (stdlib sweep,
# multiprocessing/resource_tracker.py main).

def case_pass_falls_into_jump_back():
    out = []
    for i in range(4):
        try:
            out.append(i)
        finally:
            pass
    return out


# 3.10+: `while c: continue`: the body is only the jump back to the test at
# the top (`while c: pass` tests again at the bottom) (nesting corpus,
# f_async_for_else__while__continue).

def case_while_only_continue():
    items = [1, 2, 3]
    while items.pop():
        continue
    return items


# 3.10+: `while c: continue` as an if's (or elif's) whole body: the loop is
# its test alone, its jump out and its jump back folded into one jump back
# to it. The if's condition took the loop's test in (3.10, 3.11:
# "unstructured jump"), the loop was read as the bottom test of a `while`
# tested by the if's condition (3.12+: "loop test not found"), and 3.12
# threads the loop's exit past the else (read as `while True:` with a
# break). Found by the nesting corpus (nest_if.py).
def case_while_only_continue_in_if():
    out = []
    for n in (0, 3):
        left = list(range(n))
        if n:
            while left.pop():
                continue
        out.append((n, left))
    return out


def case_while_only_continue_in_elif():
    out = []
    for n in (0, 1, 3):
        left = list(range(n))
        if n == 1:
            out.append("one")
        elif n:
            while left.pop():
                continue
        else:
            out.append("zero")
        out.append(left)
    return out


# 3.8/3.9: `while a and (b or c): continue`: `b` holding jumps straight back
# to the loop's head, threaded through the body's `continue`; the test was
# cut after `a` and the rest read as `if not (b or c): break` (other
# bytecode). Found by the nesting corpus (nest_try.py).
def case_while_compound_test_only_continue():
    left = [0, 5, 0, 1, 2]
    seen = []
    while left and (left.pop() or seen.append(1) or len(seen) < 2):
        continue
    return left, seen


def _while_compound_test_only_continue(a, b, c):
    while a and (b or c):
        continue


# 3.8/3.9: `if c: return` (or `while c: return`) then `continue` ending a
# for body: the condition's jump, threaded through the `continue`, goes
# straight back to the head, and the `continue` is left unreached behind
# the return; it was read into the if's body (other bytecode). 3.12/3.13
# lay the `continue` out as the loop's one jump back, on its own line: it
# was dropped. Found by the nesting corpus (nest_loop.py).
def case_return_then_continue_ending_for_body():
    out = []
    for v in (1, 2, 3):
        out.append(v)
        if v > 2:
            return out
        continue
    else:
        out.append("else")
    return out


def case_while_return_then_continue_ending_for_body():
    out = []
    for v in (1, 2, 3):
        out.append(v)
        while v > 2:
            return out
        continue
    return out


# 3.11+: `if c: ...; continue` ending a for body: the continue's jump back,
# on its own line, is the body's last instruction, reached only from the
# if's body (the other way has its own copy of the loop's jump back): the
# continue ends the if's body, not the loop's. Found by the stdlib ratchet
# (email/feedparser.py, FeedParser._parsegen) on a first reading of written
# continues ending for bodies that put it after the if. 3.10 (helper
# othold): the loop's closing jump back takes the line of its way in (the
# if's test), the continue keeps its own.
def case_continue_ending_if_ending_for_body():
    out = []
    for v in (1, 2, 3):
        if v != 2:
            out.append(v)
            continue
    return out


# 3.8/3.9: `if c: ... else: continue` with code after the if: the
# condition's jump goes straight back to the head, threaded through the
# else's `continue`, which is left unreached behind the body's jump over
# it; the else was lost and the code after the if read into its body
# (other bytecode). Found by the nesting corpus (nest_loop.py).
def case_else_continue_then_code():
    out = []
    for v in (1, 2, 3):
        if v != 2:
            out.append(v)
        else:
            continue
        out.append(-v)
    return out


# 3.8/3.9: an if in a for body holding an if/else whose arms both return,
# then an else returning: the inner if's jump over its else, threaded back
# to the loop head, is left unreached behind a return, like a `continue`
# after an if; it is no such continue (the branches jump past it). Found
# by the stdlib ratchet (importlib/_bootstrap.py, _find_spec) on a first
# reading of continues after `if c: return`.
def _if_in_if_both_returning_in_for(items, flag):
    for x in items:
        if x is not None:
            if not flag and x:
                y = x
                if y is None:
                    return 1
                else:
                    return y
            else:
                return 2
    return None


def case_if_in_if_both_returning_in_for():
    return [_if_in_if_both_returning_in_for(items, flag) for items in ([None, 3], [None], [0]) for flag in (False, True)]


# 3.8/3.9: an if/else ending a while body, then a written `continue`: the
# body's jump over the else is threaded on to the loop's head, and the
# inner if's false way jumps to the `continue`. The else was read as
# running up to the loop's end, the `continue` in it (a mismatch: the
# inner if's jump went on to the loop's own closing jump). Minimal sample
# of nest_depth3.py::f3_while__if_else__if__yield_value.
def _if_else_then_written_continue(items, log):
    while items:
        x = items.pop()
        if x:
            if x > 1:
                log.append(x)
        else:
            log.append("zero")
        continue
    return log


def case_if_else_then_written_continue():
    return _if_else_then_written_continue([0, 1, 2, 3], [])


# 3.8-3.10: `if b:` whose body is an if/elif, then a written `continue`,
# code after the if: every jump of the body is threaded to the loop's head,
# so the `continue` looked like the jump over an else, and the code after
# the if was read as that else (a mismatch). The `continue` has a line of
# its own, after every line of the body. Found while reducing
# nest_depth3.py::f3_for__if_elif_else__if_elif__lambda.
def _if_elif_then_continue_in_for(items, flag, log):
    for x in items:
        if flag:
            if x:
                log.append(x)
            elif not flag:
                log.append("never")
            continue
        log.append(-x)
    return log


def case_if_elif_then_continue_in_for():
    return _if_elif_then_continue_in_for([0, 1, 2], True, []), _if_elif_then_continue_in_for([0, 1], False, [])


# 3.8-3.10: the same written `continue` ending an if's body that holds a
# while/else: the inner loop's breaks jump to the `continue`, threaded on
# to the outer loop's head. Read as ending the if's body in `continue` (no
# else), those breaks had nowhere to go ("unstructured jump"). Found by
# the stdlib check (idlelib/pyparse.py Parser._study1) after the rule
# above.
def _string_scan(code):
    lines = []
    i, n = 0, len(code)
    while i < n:
        ch = code[i]
        i += 1
        if ch == '"':
            while i < n:
                ch = code[i]
                i += 1
                if ch == '"':
                    break
            else:
                lines.append("open")
            continue
        lines.append(ch)
    return lines


def case_while_else_in_if_then_continue():
    return _string_scan('a"bc"d'), _string_scan('x"yz')


# 3.8/3.9: a for loop body that never goes round, `if c: break` then
# `return x`: the jump back, dead after the return, is dropped, so the
# body's block ends at the loop's exit and the break's jump there read as
# the jump over an else (`else: return x`, which compiles to one more
# jump). Minimal sample of nest_loop.py::f_for__if__break.
def case_for_if_break_then_return():
    def f(a, b):
        for v in range(a):
            if a < b:
                break
            return v
        return "broke"

    return f(2, 5), f(2, 1), f(0, 1)


# 3.12/3.13 (corpus mismatches of nesting/nest_async.py::
# f_async_for__while__break and nesting/nest_depth3.py::
# f3_async_for__while__while_else__break): a loop that never goes round
# (`while c: ...; break`) compiles to no jump back; its `break` is a line
# marker then a copy of the exit block the test jumps to when false. Read as
# an if whose arms both reach that exit (`if not (a or not b or not c):
# pass`), or the test merged with the next loop's. The returns in f4 and
# the inner loop of f5 guard the readings around it.
def _logged(log, v):
    log.append(v)
    return v


def case_never_round():
    def f1(a, b, c, log):
        while _logged(log, a) or _logged(log, b) and _logged(log, c):
            break
        return a

    def f2(a, b, log):
        while _logged(log, a):
            _logged(log, "body")
            if _logged(log, b):
                _logged(log, "inner")
                break
            break
        return b

    def f3(a, b, log):
        for x in range(3):
            while _logged(log, a):
                _logged(log, x)
                break
            if b:
                return x
        return -1

    def f4(a, b, log):
        if _logged(log, a):
            pass
            return b
        return b

    def f5(a, b, log):
        while _logged(log, a):
            while _logged(log, b):
                b = 0
            else:
                break
            continue
        return a

    out = []
    for a in (0, 1):
        for b in (0, 1):
            for c in (0, 1):
                log = []
                out.append((f1(a, b, c, log), f2(a, b, log), f3(a, b, log), f4(a, b, log), f5(a, b, log), log))
    return out


# 3.13 (corpus mismatch of nesting/nest_if.py::f_if_elif__while__break): a
# loop that never goes round in an if's arm, its `break` a jump of its own
# line to where the arm's jump over the else goes (read as `if a: pass`).
# f3 (an if there) and f4 (a `continue`) guard the readings around it.
def case_never_round_in_arm():
    def f1(a, b, log):
        if a is None:
            while a:
                break
        elif a and b:
            log.append(1)
        log.append(9)
        return log

    def f2(a, b, log):
        if b:
            while a:
                log.append(a)
                break
        else:
            log.append(2)
        log.append(9)
        return log

    def f3(a, b, log):
        if b:
            if a:
                log.append(a)
        else:
            log.append(2)
        log.append(9)
        return log

    def f4(xs, log):
        for x in xs:
            if x:
                if x > 1:
                    continue
            else:
                log.append(x)
        return log

    return [(f(a, b, []), ) for f in (f1, f2, f3) for a in (0, 1, None) for b in (0, 1)] + [f4([0, 1, 2], [])]


# 3.8/3.9 (fuzz 3.8 seed 2 #423 and seed 3 #394; named as left last
# session): `while a or b: break` ending the body of an if with an else (or
# of a loop). `a`'s jump into the body was threaded through the `break` to
# the loop's end, the if's jump over its else, while `b`'s jump out went
# straight past that: two exits, read as `while True:` around an if.
def _while_or_break_ends_if_body(a, b, log):
    if log:
        while a or _logged(log, b):
            break
    else:
        log.append("else")
    return a


def _while_or_break_ends_loop_body(a, b, log):
    while not (a and b) and len(log) < 3:
        log.append("round")
        while _logged(log, a) or _logged(log, b):
            break
    return b


def _while_or_chain_break_ends_if_body(a, b, c, log):
    if a is not None:
        while a or b or _logged(log, c):
            break
    else:
        log.append(c)
    return c


def _while_mixed_chain_break_ends_if_body(a, b, c, log):
    if log:
        while a and _logged(log, b) or _logged(log, c):
            break
    else:
        log.append((a, b))
    return a


def case_while_or_break_ends_if_body():
    out = []
    for a in (0, 1, None):
        for b in (0, 1):
            for first in ([], [0]):
                log = list(first)
                out.append((_while_or_break_ends_if_body(a, b, log), _while_or_break_ends_loop_body(a, b, log),
                            _while_or_chain_break_ends_if_body(a, b, 0, log),
                            _while_mixed_chain_break_ends_if_body(a, b, a, log), log))
    return out


# 3.8/3.9 (mismatch; the siblings of _string_scan and case_never_round's
# f2): a loop with an else in an if's body, then `continue`, its `break`
# threaded through that `continue` back to the head of the loop around
# (read as an if/else, the else lost); and `if b: ...; break` then `break`,
# the if's false jump threaded through the second one (the first was read
# as the body falling off).
def case_o17_threaded_breaks_before_continue_and_break():
    def for_else_then_continue(xs, log):
        for x in xs:
            if x:
                for y in range(x):
                    if y == 2:
                        break
                else:
                    log.append("open")
                continue
            log.append(x)
        return log

    def while_else_then_continue(n, log):
        while n:
            n -= 1
            if n % 2:
                while n > 3:
                    n -= 2
                    if n == 5:
                        break
                else:
                    log.append("else")
                continue
            log.append(n)
        return log

    def break_then_break(xs, b, log):
        for x in xs:
            log.append(x)
            if b:
                log.append("inner")
                break
            break
        return log

    return [(for_else_then_continue([0, 1, 3, 4], []), while_else_then_continue(n, []), break_then_break([1, 2], b, [])) for n in (0, 8, 9) for b in (0, 1)]


# 3.8 (refused: unstructured jump, by the reading above before it was
# finished; the standard library's idlelib.pyparse.Parser._study1): the
# same loop with an else in an if's body, then `continue`, whose body also
# goes round (its own `continue`s jump back to its head, which the threaded
# breaks, going further back, must be told from).
def case_o17_threaded_break_past_else_of_loop_that_continues():
    def scan(code, log):
        i, n = 0, len(code)
        while i < n:
            ch = code[i]
            i += 1
            if ch == '"':
                while i < n:
                    ch = code[i]
                    i += 1
                    if ch == "x":
                        continue
                    if ch == '"':
                        break
                    log.append(ch)
                else:
                    log.append("open")
                continue
            log.append(ch.upper())
        return log

    return scan('a"bxc"d', []), scan('x"yz', [])


# 3.11: a while body ending in `break` after `if a: continue`: the break
# compiles to its line marker alone (a NOP) falling into the loop's exit,
# which the loop's test jumps past; the body's last jump back is the
# `continue`. Read up to that jump, the break became `if not a: break;
# continue` and its marker a `pass` after the loop (runs alike, compiles
# apart); with a try statement ending there (try_else.py::case_mb17_*)
# the reading ran differently. Found by try_else.py::w38_named_clause_binds_else_continue_then_break
# on 3.11 (a wrong reading).
def case_mb17_continue_then_break_ending_while():
    def f(a, b, log):
        while a < b:
            log.append(a)
            a += 1
            if a % 3:
                continue
            break
        return a, log

    return [f(a, 7, []) for a in (0, 2, 3, 8)]


def case_mb17_elif_continue_then_break_ending_while():
    def f(a, b, log):
        while a < b:
            log.append(a)
            a += 1
            if a % 3 == 1:
                continue
            elif a % 3 == 2:
                log.append("elif")
                continue
            break
        return a, log

    return [f(a, 7, []) for a in (0, 2, 3, 8)]


# 3.12, 3.13 (a wrong reading; 3.10, 3.11 a mismatch): the same loop first
# in a while body: the outer loop is tested at its bottom, its body starting
# at the inner loop's test, one head for both; the inner `continue`'s jump
# back is folded into the `if`'s test (3.12: POP_JUMP_IF_FALSE over a
# JUMP_BACKWARD), which was dropped, the inner loop read as `while b: ...;
# continue`. Alone in a function the same loop was refused (the self-check
# saw the test's constant lost). Found writing these samples.
def case_mb17_continue_then_break_ending_inner_while():
    def f(a, b, log):
        while a < b:
            while b:
                log.append(b)
                b -= 1
                if b % 2:
                    continue
                break
            a += 2
        return a, b, log

    return [f(a, 7, []) for a in (0, 2, 3, 8)]


def case_mb17_continue_then_break_ending_while_alone():
    def f(a, b, log):
        while a < b:
            log.append(b)
            b -= 1
            if b % 2:
                continue
            break
        return a, b, log

    return [f(a, 7, []) for a in (0, 2, 3, 8)]


# 3.11 (a wrong reading; every other version reads it right): a for loop
# whose body ends in `break` with no jump of its own (3.11 pops the
# iterator and falls into the loop's exit), then a statement holding a
# forward jump (a conditional expression, a chained comparison) ending the
# function or followed by a return on a line of its own. The loop had no
# jump to its exit, so the code after it was read as a for/else ending at
# that return (the split exit run, read by its lines): the break lost, the
# statement skipped whenever the loop ran. Found by the hunt, 3.11 seed
# 151 #179. (The helpers are inside the cases so that their recompiled
# code runs.)
def case_hb20_break_ending_body_then_conditional():
    def f(a, b, xs, log):
        for v in xs:
            if a is None:
                log.append(0)
            break
        log.append(len(log) + 1 if a else b)

    out = []
    for a in (None, 1, 0):
        for xs in ((), (5, 6)):
            log = []
            out.append((f(a, 2, xs, log), log))
    return out


def case_hb20_break_then_chained_comparison():
    def f(a, b, xs, log):
        for v in xs:
            log.append(v)
            break
        log.append(a < b < 3)

    out = []
    for a in (0, 1, 5):
        for xs in ((), (3, 4)):
            log = []
            out.append((f(a, 2, xs, log), log))
    return out


def case_hb20_break_then_conditional_then_return():
    def f(a, xs, log):
        for v in xs:
            log.append(v)
            break
        y = len(log) if a else 7
        return y

    out = []
    for a in (0, 1):
        for xs in ((), (3, 4)):
            log = []
            out.append((f(a, xs, log), log))
    return out


# 3.10-3.13 (loop_grid, gen23): a while loop with a test whose body
# ends in an if/elif/else whose every arm leaves (break, continue,
# return): the body ends in the return, no jump back after it, and the
# break's jump to the loop's exit was read as falling off the body's end:
# `if x == 1: pass` then a `continue`, the loop going round.

def case_gen23_while_test_if_arms_break_continue_return():
    log = []

    def f(xs):
        i = 0
        while i < len(xs):
            x = xs[i]
            i += 1
            if x == 1:
                break
            elif x in (2, 3):
                log.append(x)
                continue
            else:
                return log.append(x)
        log.append("done")
        return "end"

    return [f([1, 2, 0, 5]), f([2, 3, 1]), f([5, 1]), f([]), log]
