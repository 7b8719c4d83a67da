type Plain[T = int] = list[T]


def case_type_param_defaults():
    class Box[T = int, *Ts = *tuple[int, str], **P = [int, bool]]:
        pass

    def ident[X: (int, str) = str, Y: int = bool](x: X) -> X:
        return x

    return ([(t.__name__, str(t.__default__)) for t in Box.__type_params__],
            [(t.__name__, t.__default__) for t in ident.__type_params__], ident(4),
            Plain.__type_params__[0].__default__)
