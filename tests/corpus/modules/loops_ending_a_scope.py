"""Loops ending a module or a class body. From 3.10 the compiler copies the
scope's end (its implicit `return None`) into each `break` that reaches it;
a module or class body cannot return, so each copy is a `break` (written as
`return None`, which does not compile there, until issue 19; a held-out
decompiler test set)."""

pending = [0, 1, 2, 3]
ready = True


class Drained:
    seen = []
    for item in range(5):
        seen.append(item)
        if item > 1 and ready:
            break


while 1:
    if pending and pending.pop() == 2:
        break
