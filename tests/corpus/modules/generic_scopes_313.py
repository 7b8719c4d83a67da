type Plain[T = int] = list[T]


class Box[T = int, *Ts = *tuple[int, str], **P = [int, bool]]:
    pass


def ident[X: (int, str) = str, Y: int = bool](x: X) -> X:
    return x
