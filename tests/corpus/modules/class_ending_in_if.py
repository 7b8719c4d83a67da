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
