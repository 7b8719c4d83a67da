"""Class bodies: docstrings, super(), __class__, annotations, nesting, metaclass keywords."""


class Base:
    """Base docstring."""

    x: int = 1
    y: str

    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v

    @staticmethod
    def st(a):
        return a + 1

    @classmethod
    def cm(cls):
        return cls.__name__

    @property
    def prop(self):
        return self.v * 2


class Child(Base):
    def __init__(self, v):
        super().__init__(v + 1)

    def get(self):
        return super().get() * 10

    def klass(self):
        return __class__.__name__

    class Inner:
        z = 3

        def f(self):
            return self.z


class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        ns["kw"] = kw
        return super().__new__(mcs, name, bases, ns)


class WithMeta(Base, metaclass=Meta, flag=True):
    pass


def make_classes():
    class Local(Child):
        """Local doc."""
        a: int = 2
        b = [i for i in range(3)]

        def m(self):
            return super().get(), __class__

    o = Local(1)
    return (o.m()[0], Local.__doc__, Local.__annotations__, Child(2).get(), Child(1).klass(),
            Child.Inner().f(), WithMeta.kw, Base.st(1), Base.cm(), Base(3).prop)


def class_in_function_closure():
    n = 5

    class C:
        val = n

        def m(self):
            return n

    return C.val, C().m()
