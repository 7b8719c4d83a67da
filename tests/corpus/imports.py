import os
import os.path
import collections.abc as cabc
from functools import reduce as fold, partial
from itertools import *  # noqa: F403


def case_method_call_on_imported_module():
    # From 3.11 these compile differently because `os`/`cabc` are module-level
    # imports; the harness must recompile with the same import bindings.
    return os.path.join("a", "b"), os.fspath("p"), isinstance([], cabc.Sequence)


def case_import_forms_inside_function():
    import json
    import xml.dom as dom
    from math import sqrt as root, floor
    from collections import (
        OrderedDict,
        namedtuple as nt,
    )

    P = nt("P", "x y")
    return (json.dumps([1]), dom.__name__, root(16.0), floor(2.5),
            list(OrderedDict(a=1)), P(1, 2).y)


def case_star_imported_names():
    return list(islice(count(5), 3)), fold(lambda a, b: a * b, [1, 2, 3, 4]), partial(max, 3)(4)


def _shadowing(os):
    # A parameter named like a module-level import: still compiled as the
    # import special case from 3.11 (the compiler looks at the module scope).
    return os.getcwd()


def case_shadowing_parameter():
    class Fake:
        def getcwd(self):
            return "fake"

    return _shadowing(Fake())
