"""Loop shapes of 3.12+ that 3.10 and 3.11 lay out another way (and do not
round-trip yet)."""

def while_else_break_in_try():
    def find(stack, seen):
        for node in (1, 2, 3):
            if node in seen:
                continue
            while True:
                if node in seen:
                    if node in stack:
                        return node
                else:
                    seen.add(node)
                while stack:
                    try:
                        node = stack.pop()
                        break
                    except IndexError:
                        pass
                else:
                    break
        return None

    return [find([2, 1], set()), find([], {2})]



def while_true_closed_by_continue():
    # The loop's only jumps back are folded `if c: continue`s; its body
    # ends in a return, so it runs to the end of the function.
    def wait(results):
        while 1:
            sts = results.pop()
            if sts < 0:
                continue
            if sts == 0:
                if results:
                    continue
                return None
            return sts * 2

    return [wait([3, -1, 0]), wait([0, 0])]
