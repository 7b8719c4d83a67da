"""Minimal samples of bugs fixed by the lead (one function a bug)."""


def case_lambda_returning_none():
    # the lambda's whole body is the `return None` a def body would drop
    noop = lambda: None  # noqa: E731
    table = {3: lambda _value: None}
    return noop(), table[3](1), getattr(object(), "missing", lambda: None)()


def case_return_in_try_with_stores_in_finally():
    # 3.11+: the finally copy's stores run while the returned value waits
    class Box:
        bias = 5

    def calibrate(box):
        saved = box.bias
        box.bias = 0
        try:
            return box.bias + 1
        finally:
            box.bias = saved

    b = Box()
    return calibrate(b), b.bias


def case_return_from_try_inside_for():
    # 3.11+: `SWAP 2; POP_TOP; RETURN_VALUE` (the loop's iterator popped)
    # follows the protected range of the try
    def next_item(items, target):
        for i, item in enumerate(items):
            if item is target:
                try:
                    return items[i + 1]
                except IndexError:
                    return None

    xs = [1, 2, 3]
    return next_item(xs, xs[0]), next_item(xs, xs[2]), next_item(xs, 7)


def case_comprehension_condition_on_its_own_line():
    # 3.12+ jumps depend on line numbers: the `if` on its own line compiles
    # to other jumps than the same comprehension written on one line
    other = {2, 3}
    items = [1, 2, 3, 4]
    return list(value for value in items
                if value not in other)


def case_unpacking_the_same_name_twice():
    # 3.13 turns the first of two stores into `_` into POP_TOP
    seen = []
    for start, end, _, _ in [(1, 2, 3, 4), (5, 6, 7, 8)]:
        seen.append((start, end, _))
    return seen


def case_nested_with_at_the_end():
    # 3.10 copies the outer with's exit and the return to where the inner
    # with resumes after suppressing an exception
    import contextlib

    log = []

    @contextlib.contextmanager
    def cm(name, swallow=False):
        log.append("enter " + name)
        try:
            yield name
        except ZeroDivisionError:
            if not swallow:
                raise
        log.append("exit " + name)

    def run(fail):
        with cm("a") as x, cm("b", swallow=True):
            log.append(x)
            if fail:
                1 / 0

    run(False)
    run(True)
    return log


def case_nonlocal_declared_but_never_used():
    # types._cell_factory: the inner function's only trace of `a` is its
    # closure (co_freevars); without `nonlocal a` it would have none
    a = 1

    def f():
        nonlocal a

    return f.__closure__[0].cell_contents, f.__code__.co_freevars


def case_try_else_break_in_endless_loop():
    # zipimporter.__init__ (3.10+): the else clause (its raise and the
    # break out of `while True`) was dropped: an endless loop
    def first_positive(items):
        skipped = []
        while True:
            try:
                item = items.pop()
            except IndexError:
                skipped.append("empty")
                continue
            else:
                if item < 0:
                    raise ValueError(item)
                break
        return item, skipped

    out = [first_positive([3, 1])]
    try:
        first_positive([-2])
    except ValueError as e:
        out.append(e.args)
    return out


def case_continue_unless_chained_comparison():
    # random.gammavariate (3.8/3.9): the last link's fall into `continue`
    # was taken for the jump over the chain's cleanup; the decompiler
    # went back to the loop head forever
    def first_inside(values):
        it = iter(values)
        while 1:
            u = next(it)
            if not 1 < u < 9:
                continue
            return u

    return first_inside([0, 12, 9, 3, 5])


def case_return_from_withs_in_try_finally_with_try():
    # 3.10 (before the old3x fixes): the finally body's try/except was read
    # into the with body, so remove() ran twice
    class Cm:
        def __init__(self, log, name, swallow):
            self.log, self.name, self.swallow = log, name, swallow

        def __enter__(self):
            self.log.append("enter " + self.name)
            return self

        def __exit__(self, *exc):
            self.log.append("exit " + self.name)
            return self.swallow

    def run(log, fail, swallow):
        log.insert(0, 1)
        try:
            first = log.pop(0)
            with Cm(log, "a", swallow) as t, Cm(log, "b", False):
                if fail:
                    raise ValueError()
                return t.name + str(first)
        finally:
            try:
                log.remove(1)
            except ValueError:
                log.append("not there")

    out = []
    for args in ((False, False), (True, True), (True, False)):
        log = []
        try:
            out.append((run(log, *args), log))
        except ValueError:
            out.append(("raised", log))
    return out


def case_while_true_first_in_while_true():
    # idlelib HyperParser.get_expression (3.10): both loops' heads fell on
    # one instruction once the inner loop's line NOP was dropped; the
    # inner loop's break was an "unstructured jump"
    def scan(pos, lim, post):
        while True:
            while True:
                if pos > lim:
                    pos -= 1
                else:
                    break
            if not post:
                break
            pos -= 3
            post = pos > 10
        return pos

    return [scan(5, 2, False), scan(20, 2, True), scan(1, 2, True)]


def case_while_true_starting_with_a_while():
    # difflib._mdiff._line_iterator (3.10): the outer loop's head is the
    # inner loop's top test; the outer loop was taken for the inner one and
    # its continue was an "unstructured jump"
    def pump(lines, it):
        n = 0
        while True:
            while len(lines) < 4:
                lines.append(next(it, "X"))
            s = lines[0]
            if s == "X":
                n = 1
            elif s == "Y":
                lines.pop(0)
                continue
            else:
                return n, lines
            lines.clear()
            if len(lines) > 99:
                return 0, lines

    return pump(["Y", "Y"], iter(["Y", "X", "a", "b", "c", "d", "e", "f"]))


def case_while_true_clause_continue_then_code_ending_in_break():
    # multiprocessing SharedMemory.__init__, tarfile.TarFile.next (3.10):
    # the loop's only jump back is a clause's continue and the code after
    # the try, ending in break, runs on to the function's return
    def take(items, log):
        while True:
            try:
                x = items.pop()
            except IndexError:
                log.append("empty")
                if len(log) > 2:
                    return None
                continue
            log.append(x)
            break
        return x

    log = []
    return take([1, 2], log), take([], log), log
