class Packer:
    """Module-level class: its methods are units recompiled inside `class Packer`."""

    kind = "packer"

    def __init__(self, n):
        self.__buf = [n]
        self._size = n

    def push(self, v):
        self.__buf.append(v)
        return len(self.__buf)

    @property
    def size(self):
        return self._size

    @size.setter
    def size(self, v):
        self._size = v * 2

    @classmethod
    def make(cls, n):
        return cls(n)

    @staticmethod
    def helper(a, b=1):
        return a - b

    def __repr__(self):
        return "Packer(%r)" % (self.__buf,)


class Child(Packer):
    def __init__(self, n):
        super().__init__(n + 1)
        self.tag = __class__.__name__

    def push(self, v):
        return super().push(v * 10) + 100


def case_classes():
    p = Packer.make(3)
    p.push(4)
    p.size = 5
    c = Child(1)
    return repr(p), p.size, Packer.helper(5), c.push(2), c.tag, repr(c)


def case_class_body_in_function():
    class Base:
        def hello(self):
            return "base"

    class Derived(Base):
        items = [i for i in range(3)]
        doubled = {k: k * 2 for k in items}
        total = sum(items)
        if total > 2:
            big = True
        else:
            big = False

        def hello(self):
            return "derived+" + super().hello()

        def who(self):
            return __class__.__name__

        @property
        def total3(self):
            return self.total * 3

        def __private(self):
            return "private"

        def call_private(self):
            return self.__private()

    d = Derived()
    return d.hello(), d.who(), d.total3, d.items, d.doubled, d.big, d.call_private()


def case_class_keywords_and_decorators():
    registry = []

    def register(cls):
        registry.append(cls.__name__)
        return cls

    class Meta(type):
        def __new__(mcls, name, bases, ns, flag=None):
            ns["flag"] = flag
            return super().__new__(mcls, name, bases, ns)

    @register
    class A(object, metaclass=Meta, flag="on"):
        pass

    return registry, A.flag, type(A).__name__


def case_dunder_class_cell():
    class C:
        def get(self):
            return __class__

    return C().get() is C


# All versions: a method and a nested class with private names, bound in the
# class body under their mangled names (`_Holder__secret`) while their code
# keeps the written one (`__secret`); read as "function __secret used as a
# value" before (found in case_class_body_in_function).
def case_private_definitions_in_class_body():
    class _Holder:
        def __secret(self):
            return 1

        class __Inner:
            pass

        def reveal(self):
            return self.__secret(), self.__Inner.__name__

    return _Holder().reveal()
