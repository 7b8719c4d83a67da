type Alias = list[int]
type Pair[T] = tuple[T, T]


def first[T](xs: list[T]) -> T:
    return xs[0]


def with_bounds[T: (int, str), *Ts, **P](x: T) -> T:
    return x


class Box[T]:
    def __init__(self, item: T):
        self.item = item

    def get(self) -> T:
        return self.item

    def map[U](self, f) -> "Box[U]":
        return Box(f(self.item))

    def kind(self):
        return T.__name__, super().__repr__.__name__


def case_type_params():
    b = Box(3).map(str)
    return (first([4, 5]), with_bounds("s"), b.get(), Box(1).kind(),
            [t.__name__ for t in Box.__type_params__],
            Alias.__value__, Pair.__type_params__[0].__name__)


def case_local_generics():
    type Local[K] = dict[K, int]

    def ident[X](x: X) -> X:
        return x

    class Inner[V]:
        value: V

    return Local.__name__, ident(7), Inner.__type_params__[0].__name__


def _deco(f):
    f.decorated = True
    return f


def case_generic_shapes():
    scale = 3

    @_deco
    def pick[T: (int, str), *Ts, **P](x: T = scale, *rest: Ts, key: int = 2) -> T:
        return x

    class Meta(type):
        pass

    class Base:
        pass

    class Keyed[K: int, V](Base, metaclass=Meta):
        type Mapping = dict[K, V]

        def get[D](self, default: D = None) -> "V | D":
            return default

    type Scaled[N] = tuple[N, scale]
    params = [(t.__name__, getattr(t, "__bound__", None), getattr(t, "__constraints__", ()))
              for t in pick.__type_params__ + Keyed.__type_params__]
    return (pick(), pick.decorated, params, type(Keyed).__name__, Keyed.Mapping.__value__.__args__[1] is Keyed.__type_params__[1],
            Keyed().get(5), Scaled.__value__.__args__[1], Scaled.__type_params__[0].__name__)
