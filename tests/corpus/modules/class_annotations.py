x: int = 1
y: "str"


class A:
    a: int
    b: list = []
    c = 1
    print(c)
    del c
