"""Minimal samples of 3.10 bytecode mismatches (helper mis310), one function each."""


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


def case_while_true_except_break():
    # 3.10: `except E: break` in a `while True` inside an if/elif: the
    # handler's jump to the loop exit is a break, not the end of the try.
    items = ["a", 1, "b", "a", 2]
    flag = len(items)
    if flag:
        while True:
            try:
                index = items.index("a")
                del items[index:index + 2]
            except ValueError:
                break
    elif flag is None:
        items = None
    _sink(items)
    return items


def _sink(value):
    return value
