"""`names.source_names`: the names a piece of source uses, in the order the
compiler meets them (it picks between spellings that compile alike)."""

import ast
import subprocess

from _pythons import SRC, interpreter

from depyf.lift.names import source_names


class _Code:
    co_varnames = ()
    co_cellvars = ()
    co_freevars = ()


def _names(source):
    return source_names(_Code(), ast.parse(source).body)


def test_names_follow_evaluation_order():
    assert _names("x.a += f(y)") == ["x", "a", "f", "y"]
    assert _names("z = g(w)") == ["g", "w", "z"]
    assert _names("for i in it: h(i)") == ["it", "i", "h", "i"]


def test_a_type_aliases_name_is_a_name_it_uses():
    # `type X = int` (3.12+): the alias's name is a Name node in a field
    # named `name`; the speed-up of the walk (fields looked up once per
    # class) skipped it with the other leaf fields.
    script = (
        "import ast\n"
        "from depyf.lift.names import source_names\n"
        "class C: co_varnames = co_cellvars = co_freevars = ()\n"
        "print(source_names(C(), ast.parse('type X = int').body))\n"
    )
    out = subprocess.run([interpreter("3.12"), "-c", script], env={"PYTHONPATH": SRC},
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True, timeout=60)
    assert out.stdout.strip() == "['X', 'int']", out.stdout
