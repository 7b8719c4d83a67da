"""Loop shapes of 3.12+ (exits threaded through the jump that ends a
block, folded backward jumps) that failed to round-trip."""


def while_ends_if_body_then_else(n=3):
    # 3.12 threads the loop's exit through the jump over the else.
    out = []
    for a in (0, 1):
        if a:
            while n > 0:
                out.append(n)
                n -= 1
        else:
            out.append("else")
        out.append("after")
    return out


def while_ends_if_body_copied_exit(a=1):
    # 3.12 copies the code after the if/else behind the loop.
    out = []
    if a:
        while len(out) < 3:
            out.append(a)
    else:
        out.append(0)
    out.append(-1)
    return out


def while_ends_for_body():
    # The while's exit jumps straight back to the for loop's head.
    out = []
    for element in ([1, 2], [], [3]):
        element.reverse()
        while element:
            out.append(element.pop())
    return out


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


def continue_before_the_last_statement():
    # `if c: continue` then the loop's last statement, not `if not c:`.
    items = ["x1", "", "y", "x2"]
    out = []
    while True:
        line = items.pop() if items else None
        if line is None:
            break
        if line.startswith("x"):
            continue
        out.append(line)
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


def break_from_for_else_ending_outer_loop():
    # 3.12+: the break jumps straight back to the outer loop's head.
    def check(mro, *methods):
        for method in methods:
            for d in mro:
                if method in d:
                    if d[method] is None:
                        return "none"
                    break
            else:
                return "missing"
        return True

    return [check(({"a": 1}, {"b": None}), "a"), check(({"a": 1},), "b"), check(({"b": None},), "b")]


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


def while_true_first_in_while_body():
    # Both loops jump back to the same instruction.
    pos = [0, 2, 4]
    size = 3
    k = 0
    out = []
    while size > 0:
        while True:
            if pos[k % 3] >= size:
                break
            k += 1
        out.append(k)
        size -= 1
    return out


def while_test_after_handlers():
    # The body's try never ends but through its handler: the bottom test
    # comes after the handler.
    h = [iter([1, 2]), iter([]), iter([3])]
    out = []
    while len(h) > 0:
        try:
            while True:
                out.append(next(h[-1]))
        except StopIteration:
            h.pop()
    return out


def while_in_if_exits_merged(flag=False):
    # All four tests leave for the same place; the loop re-tests only its own.
    text = list("ab\n\n\n")
    if text[-1] == "\n" and not flag:
        while len(text) > 1 and text[-2] == "\n":
            del text[-2]
    return "".join(text)


def _parent_chain(node):
    c = node.get("parent")
    while c is not None:
        if c.get("kind") == 1:
            return c
        c = c.get("parent")
    return None


def written_return_none_after_while():
    # Reached from the test at the top and its copy at the bottom: without
    # the written return each would get a copy of the implicit one.
    root = {"kind": 0}
    leaf = {"kind": 2, "parent": {"kind": 3, "parent": root}}
    return [_parent_chain(leaf), _parent_chain({"parent": {"kind": 1}})]


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
