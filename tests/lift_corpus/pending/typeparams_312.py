def first[T](xs: list[T]) -> T:
    return xs[0]


class Box[T]:
    def __init__(self, item: T):
        self.item = item

    def get(self) -> T:
        return self.item


class Pair[K, V: int, *Ts, **P](Box[K]):
    pass


type Alias = list[int]
type Generic[T] = dict[str, T]
