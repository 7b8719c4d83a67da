"""Tests of depyf.printer (ast -> source).

Unit tests run on the interpreter running pytest.  The round trip over a
stdlib sample (and the snippet list in tests/helpers/printer_snippets.py) runs
in a subprocess under every interpreter 3.8-3.13 found in ~/.pyenv; a missing
interpreter fails its test.  DEPYF_FULL=1 additionally round-trips every .py
file of each interpreter's stdlib.
"""

import ast
import cmath
import glob
import json
import os
import subprocess
import sys
import textwrap

import pytest

from depyf.printer import SourcePrinter, to_source
from depyf.printer.constants import _same

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(os.path.dirname(HERE), "src")
HELPER = os.path.join(HERE, "helpers", "printer_roundtrip.py")
VERSIONS = ["3.8", "3.9", "3.10", "3.11", "3.12", "3.13"]
PYENV_PATTERN = os.path.expanduser("~/.pyenv/versions/{}.*/bin/python")


def roundtrip(source):
    """Print the parsed source and check the tree survives; return the text."""
    tree = ast.parse(source)
    text = to_source(tree)
    assert ast.dump(ast.parse(text)) == ast.dump(tree), text
    return text


def same_text(source):
    """``source`` is already in the printer's canonical form."""
    source = textwrap.dedent(source).lstrip("\n")
    assert roundtrip(source) == source


def expr_text(node):
    return to_source(ast.fix_missing_locations(node))


# -- precedence ----------------------------------------------------------------

@pytest.mark.parametrize(
    "source",
    [
        "(a + b) * c",
        "a + b * c",
        "a - (b - c)",
        "a - b - c",
        "2 ** 3 ** 4",
        "(2 ** 3) ** 4",
        "2 ** -1",
        "-x ** 2",
        "(-x) ** 2",
        "-(-x)",
        "~-x",
        "not not x",
        "(not x) == y",
        "not x == y",
        "a if b else c if d else e",
        "(a if b else c) if d else e",
        "await x ** 2",
        "a < b < c",
        "(a < b) < c",
        "a and b or c",
        "a and (b or c)",
        "(a and b) and c",
        "a or b or c",
        "a | b ^ c & d << e + f * g ** h",
        "((a | b) ^ c) & d",
        "(lambda: x)()",
        "x = lambda: (yield)",
        "(a + b).c",
        "(-1).real",
        "1 .real",
        "1.5.real",
        "f(*(a or b), **(c or d))",
        "{**(a or b)}",
        "f(x for x in y)",
        "f((x for x in y), z)",
        "[x for x in (lambda: y)()]",
        "[x for x in (a if b else c) if (d if e else f)]",
        "x = [(yield)]",
        "print((yield))",
        "x = yield y",
        "x += yield",
        "await (a + b)",
    ],
)
def test_precedence_is_minimal_and_correct(source):
    text = roundtrip(source)
    assert text == source + "\n"


def test_unary_minus_of_negative_constant():
    node = ast.UnaryOp(ast.USub(), ast.Constant(-1))
    assert expr_text(node) == "-(-1)"


def test_negative_constant_base_of_power_keeps_parentheses():
    node = ast.BinOp(ast.Constant(-1), ast.Pow(), ast.Constant(2))
    assert expr_text(node) == "(-1) ** 2"
    node = ast.BinOp(ast.Constant(2), ast.Pow(), ast.Constant(-1))
    assert expr_text(node) == "2 ** -1"
    node = ast.Attribute(ast.Constant(-2.5), "real", ast.Load())
    assert expr_text(node) == "(-2.5).real"


# -- tuples, subscripts, starred -------------------------------------------------

@pytest.mark.parametrize(
    "source",
    [
        "x = ()",
        "x = (1,)",
        "x = 1, 2",
        "x = *a, *b",
        "a[1, 2]",
        "a[()]",
        "a[1,]",
        "a[1:2, ::3]",
        "a[:]",
        "a[...]",
        "del (a, b), c",
        "for x in (*a, b):\n    pass",
        "for x, y in z:\n    pass",
        "f(a, *b, c=1, **d)",
        "[*a, *b]",
        "{*a, b}",
        "{**a, 'b': 1}",
        "x: int = 1",
        "(y): int",
        "return_ = (x := 1)",
        "if x := f():\n    pass",
        "while (n := n - 1) > 0:\n    pass",
    ],
)
def test_displays_and_targets(source):
    assert roundtrip(source) == source + "\n"


def test_empty_set_has_a_spelling():
    assert expr_text(ast.Set([])) == "{*()}"


def test_tuple_with_starred_in_subscript_is_parenthesized():
    tree = ast.parse("a[b]")
    tree.body[0].value.slice = ast.Tuple(
        [ast.Starred(ast.Name("b", ast.Load()), ast.Load()), ast.Constant(1)], ast.Load()
    )
    assert to_source(tree) == "a[(*b, 1)]\n"


# -- f-strings ---------------------------------------------------------------------

@pytest.mark.parametrize(
    "source, expected",
    [
        ('f"{x}"', "f'{x}'"),
        ('f"{x!r:>{width}.{precision}}"', "f'{x!r:>{width}.{precision}}'"),
        ("f'{x!s}{y!a}'", "f'{x!s}{y!a}'"),
        ("f'{ {1: 2}}'", "f'{ {1: 2}}'"),
        ("f'{(lambda: 1)()}'", "f'{(lambda: 1)()}'"),
        ("f'{(x := 1)}'", "f'{(x := 1)}'"),
        ("f'{x=}'", "f'x={x!r}'"),
        ("f'{{literal}} {x}'", "f'{{literal}} {x}'"),
        ("f\"{x['key']}\"", "f'{x[\"key\"]}'"),
        ("f\"it's {x}\"", "f\"it's {x}\""),
        ("f\"{'a'}{f'{b}'}\"", "f'{\"a\"}{f\"{b}\"}'"),
        ("f'{x}\\n\\t'", "f'{x}\\n\\t'"),
        ("f'''{\"eric's\"}'''", "f\"{'''eric's'''}\""),
    ],
)
def test_fstrings(source, expected):
    assert roundtrip(source) == expected + "\n"


def test_fstring_never_reuses_its_quote_inside():
    # valid on 3.8-3.11: the inner strings must use the other quote
    text = roundtrip("f\"{a['x']}{b['y']}\"")
    assert text == "f'{a[\"x\"]}{b[\"y\"]}'\n"


# -- constants -----------------------------------------------------------------------

CONSTANTS = [
    0, 1, -1, 10 ** 30, -(10 ** 30), True, False, None, Ellipsis,
    0.0, -0.0, 1.5, -1.5, 1e16, 1e-7, float("inf"), -float("inf"), float("nan"),
    0j, -0j, 2j, -2j, 1 + 2j, -1 - 2j, complex(0.0, -0.0), complex(-0.0, 0.0),
    complex(-0.0, -0.0), complex(0, -1), complex(-0.0, 1), complex(1, -0.0),
    complex(float("inf"), 1), complex(0, float("inf")), complex(-1.5, -float("inf")),
    complex(float("nan"), 1), complex(2, float("nan")), complex(float("nan"), float("nan")),
    "", "a'b\"c", "line\nbreak\ttab\x00\u20ac\ud800", b"", b"\x00'\"\xff",
    (), (1,), (1, (2.5, -0.0), "s"), frozenset(), frozenset({1, 2, 3}),
]


def _exact(a, b):
    if isinstance(a, (tuple, frozenset)):
        if type(a) is not type(b) or len(a) != len(b):
            return False
        if isinstance(a, frozenset):
            return a == b
        return all(_exact(x, y) for x, y in zip(a, b))
    return _same(a, b)


@pytest.mark.parametrize("value", CONSTANTS, ids=repr)
def test_constant_compiles_back_to_identical_value(value):
    text = to_source(ast.Constant(value))
    got = eval(compile(text, "<t>", "eval"))
    assert _exact(got, value), (text, got)
    # and the compiler folds it to a constant (no call, no name lookup)
    if isinstance(value, frozenset):
        return  # printed as a frozenset({...}) call, by design
    code = compile("x = " + text, "<t>", "exec")
    assert not code.co_names[1:], (text, code.co_names)
    if not (isinstance(value, (float, complex)) and cmath.isnan(value)):
        assert any(_exact(c, value) for c in code.co_consts), (text, code.co_consts)


def test_constant_spellings():
    assert to_source(ast.Constant(float("inf"))) == "1e309"
    assert to_source(ast.Constant(-float("inf"))) == "-1e309"
    assert to_source(ast.Constant(float("nan"))) == "(1e309 - 1e309)"
    assert to_source(ast.Constant(1 + 2j)) == "(1 + 2j)"
    assert to_source(ast.Constant(-0j)) == "-0j"
    assert to_source(ast.Constant(...)) == "..."
    assert to_source(ast.Constant((1,))) == "(1,)"
    assert to_source(ast.Constant(frozenset({1}))) == "frozenset({1})"
    assert to_source(ast.Constant("x", kind="u")) == "u'x'"


# -- statements --------------------------------------------------------------------

def test_statement_layout():
    same_text(
        '''
        'Module docstring.'
        import os.path as p, sys
        from ..pkg import a as b, c

        @decorator(arg)
        def f(a, /, b: int = 1, *args: str, c, d=2, **kw) -> 'T':
            'Doc.'
            global g
            x = y = 1
            if a:
                pass
            elif b:
                return
            elif c:
                x += 1
            else:
                raise E from exc
            for i in range(3):
                continue
            else:
                pass
            while 1:
                break
            try:
                pass
            except (A, B) as e:
                pass
            except:
                raise
            else:
                pass
            finally:
                del x
            with a as (b, c), d:
                pass
            assert x, 'message'

        class C(Base, metaclass=Meta):
            x: int

            async def g(self):
                async with a:
                    async for x in y:
                        await z
                return [x async for x in y if x]

        def empty():
            pass
        '''
    )


def test_empty_bodies_get_pass_and_indent_argument():
    tree = ast.parse("def f():\n    pass\n")
    tree.body[0].body = []
    assert to_source(tree, indent="\t") == "def f():\n\tpass\n"
    assert to_source(ast.parse("if a:\n    if b:\n        c"), indent="  ") == "if a:\n  if b:\n    c\n"


def test_input_kinds():
    tree = ast.parse("x = 1\ny = 2")
    assert to_source(tree.body) == "x = 1\ny = 2\n"
    assert to_source(tree.body[1]) == "y = 2\n"
    assert to_source(ast.parse("a + b", mode="eval")) == "a + b"
    assert to_source(ast.parse("a, b", mode="eval").body) == "a, b"


def test_line_map_records_where_statements_start():
    tree = ast.parse(
        "import a\n@d\ndef f():\n    x = 1\n    if x:\n        y\n    else:\n        z\nw"
    )
    lines = {}
    text = to_source(tree, line_map=lines)
    printed = text.splitlines()
    for node in ast.walk(tree):
        if isinstance(node, ast.stmt):
            assert id(node) in lines
    f = tree.body[1]
    assert printed[lines[id(f)] - 1] == "def f():"
    assert printed[lines[id(f.body[0])] - 1] == "    x = 1"
    assert printed[lines[id(f.body[1].orelse[0])] - 1] == "        z"
    assert printed[lines[id(tree.body[2])] - 1] == "w"
    printer = SourcePrinter()
    printer.print(tree)
    assert printer.statement_lines == lines


@pytest.mark.skipif(sys.version_info < (3, 10), reason="match needs 3.10")
def test_match_patterns():
    same_text(
        """
        match command.split():
            case [action, *rest] | {'a': 1, **rest} if rest:
                pass
            case Point(1, y=0 | 1 as y) as p:
                pass
            case -1 | 1 + 2j | None | True | a.b | 'x':
                pass
            case (x as y) | ((p | q) | r):
                pass
            case [*_] | {} | C():
                pass
            case _:
                pass
        """
    )


@pytest.mark.skipif(sys.version_info < (3, 11), reason="except* needs 3.11")
def test_try_star():
    same_text(
        """
        try:
            pass
        except* ValueError as e:
            pass
        except* (A, B):
            pass
        """
    )


@pytest.mark.skipif(sys.version_info < (3, 12), reason="type parameters need 3.12")
def test_type_params():
    same_text(
        """
        type Alias[T: (int, str), *Ts, **P] = dict[T, P]

        def f[T: int](x: T) -> T:
            pass

        class A[T, *Ts, **P](B):
            pass
        """
    )


@pytest.mark.skipif(sys.version_info < (3, 13), reason="type parameter defaults need 3.13")
def test_type_param_defaults():
    same_text("type X[T = int, *Ts = *tuple[int], **P = [int]] = T\n")


def test_every_node_type_of_this_version_has_a_printer():
    missing = []
    for name in dir(ast):
        cls = getattr(ast, name)
        if not isinstance(cls, type) or cls.__module__ != "ast" and cls.__module__ != "_ast":
            continue
        for base, prefix in ((ast.stmt, "s_"), (ast.expr, "e_"), (getattr(ast, "pattern", None), "p_")):
            if base is not None and issubclass(cls, base) and cls is not base:
                if not hasattr(SourcePrinter, prefix + name):
                    missing.append(name)
    assert not missing


# -- every interpreter -------------------------------------------------------------

def _interpreter(version):
    pattern = PYENV_PATTERN.format(version)
    found = sorted(glob.glob(pattern))
    if not found:
        pytest.fail(
            "Python %s interpreter not found: nothing matches %s; the printer "
            "must be checked on every version 3.8-3.13" % (version, pattern)
        )
    return found[-1]


def _run_helper(version, *args, timeout):
    python = _interpreter(version)
    env = dict(os.environ, PYTHONPATH=SRC)
    proc = subprocess.run(
        [python, HELPER] + list(args),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        universal_newlines=True,
        env=env,
        timeout=timeout,
    )
    summary = json.loads(proc.stdout.strip().splitlines()[-1]) if proc.stdout.strip() else {}
    assert proc.returncode == 0, "round trip failed under %s:\n%s" % (python, proc.stdout[-6000:])
    return summary


def test_all_interpreters_present():
    missing = [PYENV_PATTERN.format(v) for v in VERSIONS if not glob.glob(PYENV_PATTERN.format(v))]
    assert not missing, "interpreters not found: " + ", ".join(missing)


@pytest.mark.parametrize("version", VERSIONS)
def test_stdlib_sample_round_trip(version):
    summary = _run_helper(version, timeout=120)
    assert summary["failed"] == 0 and summary["ok"] == summary["files"]


@pytest.mark.skipif(not os.environ.get("DEPYF_FULL"), reason="set DEPYF_FULL=1 for the full stdlib sweep")
@pytest.mark.parametrize("version", VERSIONS)
def test_full_stdlib_round_trip(version):
    summary = _run_helper(version, "--full", timeout=900)
    print("full sweep %s: %s" % (version, json.dumps(summary)))
    assert summary["failed"] == 0


def test_multiline_docstring_is_triple_quoted():
    source = 'def f():\n    """Summary.\n\n    Details with \\\\ and "quotes".\n    """\n'
    text = roundtrip(source)
    assert text == 'def f():\n    """Summary.\n\n    Details with \\\\ and "quotes".\n    """\n'
    # any multi-line string statement; one-line strings stay plain reprs
    assert roundtrip("x = 1\n'a\\nb'\n'c'\n") == 'x = 1\n"""a\nb"""\n\'c\'\n'
    assert roundtrip("u'a\\n\\tb\\\\'\n") == 'u"""a\n\\tb\\\\"""\n'


def test_hand_built_tree_with_missing_optional_fields():
    name = lambda n: ast.Name(id=n, ctx=ast.Load())  # noqa: E731
    args = ast.arguments(args=[ast.arg(arg="a")], vararg=None, kwarg=None)
    func = ast.FunctionDef(
        name="f",
        args=args,
        body=[
            ast.If(test=name("a"), body=[ast.Return(value=name("a"))]),
            ast.AnnAssign(target=ast.Name(id="x", ctx=ast.Store()), annotation=name("int")),
            ast.Expr(value=ast.Call(func=name("g"), args=[])),
        ],
    )
    text = to_source(ast.Module(body=[func]))
    assert text == "def f(a):\n    if a:\n        return a\n    x: int\n    g()\n"


def test_long_left_associative_chain_does_not_recurse_per_term():
    node = ast.Name(id="a", ctx=ast.Load())
    for i in range(20000):
        node = ast.BinOp(node, ast.Add() if i % 2 else ast.Sub(), ast.Name(id="b", ctx=ast.Load()))
    text = to_source(node)
    assert text.startswith("a - b + b - b") and text.count(" b") == 20000


# -- wrapping at a width (Dynamo's code) ---------------------------------------------------------


def _wrapped(source, width):
    tree = ast.parse(textwrap.dedent(source))
    text = to_source(tree, width=width)
    return tree, text


def test_a_long_call_wraps_one_argument_a_line():
    tree, text = _wrapped("out = fn(" + ", ".join("argument_%d" % k for k in range(12)) + ", key=g(a, b))\n", 60)
    assert text.splitlines()[0] == "out = fn("
    assert text.splitlines()[1] == "    argument_0,"
    assert "    key=g(a, b)," in text.splitlines()
    assert text.splitlines()[-1] == ")"
    assert max(map(len, text.splitlines())) <= 60
    assert ast.dump(ast.parse(text)) == ast.dump(tree)


def test_what_fits_stays_on_its_line():
    source = "x = f(a, [1, 2], {'k': v})\nif a and b:\n    return (c, d)\n"
    assert to_source(ast.parse(source), width=100) == to_source(ast.parse(source))


def test_displays_conditions_and_nested_calls_wrap_and_parse_back():
    source = """
    def f():
        if some_condition_that_is_long and another_condition_that_is_long or third_condition:
            return (first_element_of_the_result, second_element_of_the_result, third_one)
        x = [element_number_one, element_number_two, g(inner_argument_one, inner_argument_two)]
        y = {'key_number_one': value_number_one, **rest_of_the_mapping, 'key_two': value_two}
        z = {member_number_one, member_number_two, member_number_three, member_four}
        return f'{not_wrapped_inside_an_fstring(argument_one, argument_two, argument_three)}'
    """
    tree, text = _wrapped(source, 50)
    assert ast.dump(ast.parse(text)) == ast.dump(tree)
    lines = text.splitlines()
    assert "    if (" in lines and "    ):" in lines
    assert "            first_element_of_the_result," in lines
    assert any(line.strip() == "**rest_of_the_mapping," for line in lines)
    # an f-string's field may not break: it stays whole
    assert any("not_wrapped_inside_an_fstring(argument_one, argument_two" in line for line in lines)


def test_a_long_declaration_splits_into_several_of_its_kind():
    names = ["free_variable_%d" % k for k in range(10)]
    source = "def f():\n    %s = None\n    def g():\n        nonlocal %s\n        return 1\n" % (" = ".join(names), ", ".join(names))
    text = to_source(ast.parse(source), width=60)
    declared = [line.strip() for line in text.splitlines() if line.strip().startswith("nonlocal")]
    assert len(declared) > 1 and all(len(line) <= 60 for line in text.splitlines() if "nonlocal" in line)
    assert sum((d[len("nonlocal "):].split(", ") for d in declared), []) == names
    compile(text, "<wrapped>", "exec")


def test_the_walk_before_printing_marks_first_lines_at_any_depth():
    # The walk before printing recurses; a spine deeper than the recursion
    # limit is walked again without recursion, to the same marks and fields.
    from depyf.printer.prepare import prepare

    for depth in (50, 20000):
        node = ast.Name(id="a", ctx=ast.Load())
        node._line = 7
        for i in range(depth):
            node = ast.BinOp(left=node, op=ast.Add(), right=ast.Name(id="b", ctx=ast.Load()))
            node.right._line = 9
        node._line = 8
        stmt = ast.Expr(value=node)
        prepare(stmt)
        assert node._start == 7 and node.right._start == 9 and not hasattr(stmt, "_start")
        assert node.left.left._start == 7
        call = ast.Call(func=ast.Name(id="f", ctx=ast.Load()), args=[node])  # no keywords field
        prepare([ast.Expr(value=call)], layout=False)
        assert call.keywords == [] and not hasattr(call, "_start")
