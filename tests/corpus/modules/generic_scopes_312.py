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


def deco(f):
    return f


@deco
def bounded[T: (int, str), U: int, *Ts, **P](x: T = 1, *args: Ts, key: U = 2, **kw: P) -> T:
    return x


class Meta(type):
    pass


class Keyed[K: int, V](Box[K], metaclass=Meta):
    type Mapping = dict[K, V]
    type Local[D] = dict[D, V]

    def get[D](self, default: D = None) -> "V | D":
        return default


def outer(a):
    @deco
    def ident[X: (int, str)](x: X = a) -> X:
        return a

    class Inner[W](Box[W]):
        value: W

    type Closure[K] = dict[K, a]
    return ident, Inner, Closure


if True:
    type Conditional = int


class Plain:
    type Inside = int

    def method[M](self, m: M) -> M:
        return m

    @staticmethod
    def static[M, N](m: M, n: N = None) -> tuple[M, N]:
        def inner[Q](q: Q) -> tuple[Q, M]:
            return q, m
        return inner
