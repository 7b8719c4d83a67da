from __future__ import annotations


def case_postponed_annotations():
    def f(x: UndefinedType, *, y: List[int] = 3) -> Whatever:  # noqa: F821
        return x, y

    class C:
        attr: Unknown = 5  # noqa: F821

        def m(self, a: Foo) -> Bar:  # noqa: F821
            return a

    return f(1), sorted(f.__annotations__.items()), C.__annotations__, C().m(2)


def annotated_unit(a: SomeType, b: "quoted" = 1) -> Other:  # noqa: F821
    local: int = a
    return local
