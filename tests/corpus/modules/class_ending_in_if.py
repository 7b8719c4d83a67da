"""Class bodies whose last statement is an `if` (CPython's test_json: an
`if cjson is not None:` closing a class): the body's implicit exit copied
into the branches is no `return` of the source."""

flag = True


class Chosen:
    if flag:
        value = 1


class ChosenElse:
    value = 0
    if flag:
        value = 1
    else:
        value = 2


class ChosenElif:
    # 3.13: `__static_attributes__` is stored before the implicit exit,
    # copied with it into each branch (read as a store there).
    if not flag:
        value = 0
    elif flag:
        value = 1


class Renamed:
    # A store to a bookkeeping name the source wrote, before the copied
    # exit (3.13: and its `__static_attributes__` store), stays.
    if flag:
        value = 1
        __qualname__ = "Renamed2"
