"""The passes over Dynamo's generated code (depyf.pt2.dynamo_cleanup), on
hand-written bodies shaped like the decompiler's output: no torch needed.

Each case checks the text the passes leave and, where it runs, that the
cleaned function returns what the original returns."""

import ast
import textwrap
import types

from depyf.bytecode.versions import version_facts
from depyf.pt2.dynamo_cleanup import Elided, clean


def _code_of(module_code, name):
    for const in module_code.co_consts:
        if isinstance(const, types.CodeType) and const.co_name == name:
            return const
    raise AssertionError(name)


def cleaned(src, frame_globals=None, graph_inputs=None):
    """(source of the cleaned function, what the passes elided)."""
    tree = ast.parse(textwrap.dedent(src))
    fn = tree.body[0]
    code = _code_of(compile(tree, "<dynamo>", "exec"), fn.name)
    elided = Elided()
    clean(fn.body, code, elided, frame_globals, graph_inputs)
    fn.body = fn.body or [ast.Pass()]
    return ast.unparse(ast.fix_missing_locations(tree)), elided


def body_of(text):
    return textwrap.dedent("\n".join(text.splitlines()[1:]))


def run(src, namespace, *args):
    ns = dict(namespace)
    exec(textwrap.dedent(src), ns)
    name = ast.parse(textwrap.dedent(src)).body[0].name
    return ns[name](*args)


class Utils:
    """Stands in for `__import_torch_dot__dynamo_dot_utils`."""

    log = []

    @classmethod
    def enter(cls):
        cls.log.append("enter")
        return "cm"

    @classmethod
    def exit(cls, cm):
        cls.log.append("exit " + cm)


def resume(__nested_resume_fns, __nested_frame_values, b, x):
    return ("resume", __nested_resume_fns, __nested_frame_values, b, x)


def other_resume(__nested_resume_fns, __nested_frame_values, x, b):
    return ("other", x, b)


GLOBALS = {
    "__import_utils": Utils,
    "__compiled_fn_1": lambda a, b: (a > 0, a * 10, b),
    "__resume_at_1": resume,
    "__resume_at_2": other_resume,
}


# -- 1. caches stored but never read -------------------------------------------------------------

PREGRAPH = """
def f(a):
    tmp_2 = (tmp_1 := __import_utils.enter)()
    (tmp_3 := __import_utils.exit)(tmp_2)
    del tmp_1
    del tmp_3
    return a
"""


def test_unread_caches_go_and_the_single_use_result_is_inlined():
    text, elided = cleaned(PREGRAPH)
    assert body_of(text) == "__import_utils.exit(__import_utils.enter())\nreturn a"
    assert elided.reads == {"tmp_2"}
    Utils.log.clear()
    assert run(text, GLOBALS, 3) == 3
    assert Utils.log == ["enter", "exit cm"]


def test_cache_read_later_stays():
    text, _ = cleaned("""
        def f(self):
            w = (tmp_1 := self.params)['w']
            b = tmp_1['b']
            del tmp_1
            return (w, b)
        """)
    # (kept, and then written as a statement of its own: dynamo_lookups)
    assert "tmp_1 = self.params" in text and "w = tmp_1['w']" in text and "del tmp_1" not in text


def test_cache_deleted_where_it_may_be_unbound_stays():
    text, _ = cleaned("""
        def f(c):
            if c:
                g((tmp_1 := h))
            del tmp_1
            return c
        """)
    assert "tmp_1 = h" in text and "g(tmp_1)" in text and "del tmp_1" in text


# -- 2. deletions before a return --------------------------------------------------------------


def test_del_before_a_return_that_calls_nothing_goes():
    text, _ = cleaned("""
        def f(a, b):
            graph_out_0 = __compiled_fn_1(a, b)
            __temp_1 = graph_out_0[1]
            del graph_out_0
            return __temp_1
        """)
    assert body_of(text) == "graph_out_0 = __compiled_fn_1(a, b)\nreturn graph_out_0[1]"
    assert run(text, GLOBALS, 2, 5) == 20


def test_del_before_a_call_stays():
    text, _ = cleaned("""
        def f(a, b):
            graph_out_0 = __compiled_fn_1(a, b)
            x = graph_out_0[1]
            del graph_out_0
            return __resume_at_1([], [], b, x)
        """)
    assert "del graph_out_0" in text


def test_branch_test_read_before_a_del_is_read_in_the_if():
    # The seed's graph break: Dynamo reads the condition out of the graph's
    # outputs, deletes them, then branches.  The del moves into the branches
    # (it still runs before either resume call) so no temporary is needed.
    src = """
        def f(a, b):
            graph_out_0 = __compiled_fn_1(a, b)
            __temp_1 = graph_out_0[0]
            x = graph_out_0[1]
            del graph_out_0
            if __temp_1:
                return __resume_at_1([], [], b, x)
            return __resume_at_2([], [], b, x)
        """
    text, _ = cleaned(src)
    assert body_of(text) == (
        "graph_out_0 = __compiled_fn_1(a, b)\n"
        "x = graph_out_0[1]\n"
        "if graph_out_0[0]:\n"
        "    del graph_out_0\n"
        "    return __resume_at_1([], [], b, x)\n"
        "del graph_out_0\n"
        "return __resume_at_2([], [], b, x)"
    )
    for a in (3, -3):
        assert run(text, GLOBALS, a, 5) == run(src, GLOBALS, a, 5)


def test_del_moved_into_both_arms_when_the_if_falls_through():
    src = """
        def f(a, b):
            graph_out_0 = __compiled_fn_1(a, b)
            __temp_1 = graph_out_0[0]
            x = graph_out_0[1]
            del graph_out_0
            if not __temp_1:
                x = x + 1
            return __resume_at_1([], [], b, x)
        """
    text, _ = cleaned(src)
    assert "__temp" not in text
    assert body_of(text).startswith(
        "graph_out_0 = __compiled_fn_1(a, b)\nx = graph_out_0[1]\nif not graph_out_0[0]:\n"
        "    del graph_out_0\n    x = x + 1\nelse:\n    del graph_out_0\n")
    for a in (3, -3):
        assert run(text, GLOBALS, a, 5) == run(src, GLOBALS, a, 5)


def test_del_stays_when_the_deleted_value_is_not_what_the_test_reads():
    text, _ = cleaned("""
        def f(a, b):
            graph_out_0 = __compiled_fn_1(a, b)
            __temp_1 = graph_out_0[0]
            x = graph_out_0[1]
            del graph_out_0
            del b
            if __temp_1:
                return __resume_at_1([], [], a, x)
            return __resume_at_2([], [], a, x)
        """)
    assert "del b\nif graph_out_0[0]:" in body_of(text)


def test_del_before_a_return_inside_try_stays():
    # the finally clause runs after the return and could read the local
    text, _ = cleaned("""
        def f(a):
            try:
                del a
                return 1
            finally:
                g()
        """)
    assert "del a" in text


def test_del_of_a_cell_variable_stays():
    text, _ = cleaned("""
        def f(a):
            g = lambda: a
            del a
            return g
        """)
    assert "del a" in text


# -- 3. single-use temporaries ---------------------------------------------------------------


def test_call_result_not_moved_past_a_user_global():
    # `helper` is the user's: the call before it could rebind it
    text, _ = cleaned("""
        def f(a):
            __temp_1 = g(a)
            return helper.run(__temp_1)
        """)
    assert "__temp_1 = g(a)" in text


def test_pure_value_moves_past_commuting_statements_only():
    text, _ = cleaned("""
        def f(a):
            graph_out_0 = __compiled_fn_1(a, a)
            __temp_1 = torch.graph_break
            x = graph_out_0[0]
            del graph_out_0
            return __resume_at_1([], [], __temp_1(), x)
        """)
    assert "return __resume_at_1([], [], torch.graph_break(), x)" in text
    text, _ = cleaned("""
        def f(a):
            graph_out_0 = __compiled_fn_1(a, a)
            __temp_1 = graph_out_0[0]
            x = graph_out_0[1]
            del graph_out_0
            if __temp_1:
                return __resume_at_1([], [], a, x)
            return x
        """)
    # read in the test, before the del (which moved into the arm); the del
    # before the pure `return x` goes
    assert body_of(text) == (
        "graph_out_0 = __compiled_fn_1(a, a)\nx = graph_out_0[1]\nif graph_out_0[0]:\n"
        "    del graph_out_0\n    return __resume_at_1([], [], a, x)\nreturn x")


# -- 4. frame-value lists ----------------------------------------------------------------------

TOY = """
def toy(a, b):
    graph_out_0 = __compiled_fn_1(a, b)
    __temp_1 = graph_out_0[0]
    __temp_2 = [graph_out_0[1]][0:1]
    __temp_2.extend([b])
    del graph_out_0
    __temp_3 = [__temp_2]
    if __temp_1:
        __temp_3[0][0:0] = []
        __temp_4 = __temp_3[0]
        __temp_4[0:] = [__temp_4[1], __temp_4[0]]
        __temp_5 = [__temp_3[0]]
        __temp_6 = __temp_5[-1]
        del __temp_5[-1]
        return __resume_at_1([], __temp_5, *__temp_6)
    __temp_3[0][0:0] = []
    __temp_7 = [__temp_3[0]]
    __temp_8 = __temp_7[0]
    __temp_8[0:] = [__temp_8[1], __temp_8[0]]
    __temp_9 = __temp_7[-1]
    del __temp_7[-1]
    return __resume_at_2([], __temp_7, *__temp_9)
"""


def test_frame_value_lists_fold_into_the_resume_calls():
    text, elided = cleaned(TOY, {"__resume_at_1": resume, "__resume_at_2": resume})
    assert body_of(text) == textwrap.dedent("""\
        graph_out_0 = __compiled_fn_1(a, b)
        x = graph_out_0[1]
        if graph_out_0[0]:
            del graph_out_0
            return __resume_at_1([], [], b, x)
        del graph_out_0
        return __resume_at_2([], [], b, x)""")
    # the four slice stores, spelled as the running interpreter's bytecode does
    store = "STORE_SLICE" if version_facts(None).STORE_SLICE_OPCODE else "STORE_SUBSCR"
    assert elided.ops == {store: 4, "DELETE_SUBSCR": 2}
    assert (int, -1) in elided.consts
    for a in (1, -1):
        assert run(text, GLOBALS, a, 7) == run(TOY, GLOBALS, a, 7)


def test_value_ending_in_two_parameters_gets_a_neutral_name():
    text, _ = cleaned(TOY, {"__resume_at_1": resume, "__resume_at_2": other_resume})
    assert "__temp_1 = graph_out_0[1]" in text
    for a in (1, -1):
        assert run(text, GLOBALS, a, 7) == run(TOY, GLOBALS, a, 7)


def test_without_the_resume_functions_the_name_is_neutral():
    text, _ = cleaned(TOY)
    assert "__temp_1 = graph_out_0[1]" in text and "b, __temp_1)" in text


def test_list_that_escapes_stays():
    src = """
        def f(a, b):
            __temp_1 = [a]
            __temp_1.extend([b])
            log(__temp_1)
            return __resume_at_1([], [], *__temp_1)
        """
    text, elided = cleaned(src)
    assert "__temp_1.extend([b])" in text and not elided.ops


def test_list_passed_twice_stays():
    text, _ = cleaned("""
        def f(a):
            __temp_1 = [a]
            __temp_2 = [__temp_1, __temp_1]
            return g(__temp_2)
        """)
    # two displays would make two lists where the callee gets one twice
    assert body_of(text) == "__temp_1 = [a]\nreturn g([__temp_1, __temp_1])"


def test_value_evaluated_for_a_list_that_is_dropped_keeps_its_effect():
    src = """
        def f(a):
            __temp_1 = [g(a), a][1:]
            return __resume_at_1([], [], *__temp_1, a)
        """
    text, _ = cleaned(src)
    assert body_of(text) == "g(a)\nreturn __resume_at_1([], [], a, a)"


def test_global_put_into_a_list_is_read_where_it_was():
    # a call between could rebind the global: its value is bound first
    src = """
        def f(a):
            __temp_1 = [limit]
            a.step()
            return __resume_at_1([], [], *__temp_1)
        """
    text, _ = cleaned(src)
    assert body_of(text) == "__temp_1 = limit\na.step()\nreturn __resume_at_1([], [], __temp_1)"


def test_literal_moves_past_calls():
    text, _ = cleaned("""
        def f(a):
            tmp_27 = 2
            a.clear()
            return type(a).__mro__[tmp_27]
        """)
    assert body_of(text) == "a.clear()\nreturn type(a).__mro__[2]"


def test_a_list_used_elsewhere_stays_and_the_others_fold():
    src = """
        def f(x):
            __temp_1 = [(tmp_1 := LOG)[0], 1]
            tmp_1[:] = __temp_1
            __temp_3 = [[x]]
            __temp_3[0][0:0] = []
            __temp_4 = [__temp_3[0]]
            __temp_6 = __temp_4[-1]
            del __temp_4[-1]
            return __resume_at_9([], __temp_4, *__temp_6)
        """
    text, _ = cleaned(src)
    # the value goes before the target: the walrus binds tmp_1 in time
    assert body_of(text) == "tmp_1 = LOG\ntmp_1[:] = [tmp_1[0], 1]\nreturn __resume_at_9([], [], x)"
    for text_run in (text, src):
        log = [5]
        assert run(text_run, dict(GLOBALS, LOG=log, __resume_at_9=lambda *a: a), 3) == ([], [], 3)
        assert log == [5, 1]


def test_value_no_call_changes_moves_past_calls():
    text, _ = cleaned("""
        def f(x):
            __temp_1 = __import_torch.set_grad_enabled
            g(x)
            return __resume_at_1([], [], __temp_1, x)
        """)
    assert body_of(text) == "g(x)\nreturn __resume_at_1([], [], __import_torch.set_grad_enabled, x)"


def test_copy_of_a_stack_value_names_it():
    src = """
        def f(x, n):
            graph_out_0 = __compiled_fn_1(x, n)
            __temp_1 = graph_out_0[1]
            y = __temp_1
            __temp_2 = __temp_1
            del graph_out_0
            return __resume_at_9([], [], print_(n), y, [__temp_2, n])
        """
    text, elided = cleaned(src)
    assert body_of(text) == textwrap.dedent("""\
        graph_out_0 = __compiled_fn_1(x, n)
        y = graph_out_0[1]
        del graph_out_0
        return __resume_at_9([], [], print_(n), y, [y, n])""")
    ns = dict(GLOBALS, print_=lambda n: n, __resume_at_9=lambda *a: a)
    assert run(text, ns, 2, 3) == run(src, ns, 2, 3)
    text, _ = cleaned("""
        def f(x):
            __temp_2 = __compiled_fn_1(x, x)
            del x
            graph_out_0 = __temp_2
            return graph_out_0[0]
        """)
    assert body_of(text) == "graph_out_0 = __compiled_fn_1(x, x)\nreturn graph_out_0[0]"


# -- 5. values passed to compiled graphs --------------------------------------------------------


GRAPH_CALL = """
    def f(self, x):
        tmp_2 = __import_utils.enter()
        __temp_1 = (tmp_3 := self.p)['w']
        __temp_2 = tmp_3['b']
        __import_utils.exit(tmp_2)
        del tmp_3
        graph_out_0 = __compiled_fn_1(__temp_1, x, __temp_2, x)
        return graph_out_0[0]
    """


def test_values_passed_to_a_graph_take_its_input_names():
    inputs = {"__compiled_fn_1": ("L_self_p_w_", "L_x_", "L_self_p_b_", "x")}
    text, _ = cleaned(GRAPH_CALL, graph_inputs=inputs)
    assert "tmp_3 = self.p\n    L_self_p_w_ = tmp_3['w']" in text
    assert "L_self_p_b_ = tmp_3['b']" in text
    assert "__compiled_fn_1(L_self_p_w_, x, L_self_p_b_, x)" in text
    assert "__temp" not in text

    class Params:
        p = {"w": 2, "b": 3}

    ns = dict(GLOBALS, __compiled_fn_1=lambda w, x, b, y: (w * x + b,))
    assert run(text, ns, Params(), 5) == run(GRAPH_CALL, ns, Params(), 5) == 13


def test_graph_input_names_taken_or_unknown_stay_temporaries():
    # `x` is taken (a parameter); an unknown graph names nothing
    text, _ = cleaned(GRAPH_CALL, graph_inputs={"__compiled_fn_1": ("x", "L_x_")})
    assert "__compiled_fn_1(__temp_1, x, __temp_2, x)" in text
    text, _ = cleaned(GRAPH_CALL, graph_inputs={"__compiled_fn_2": ("a", "b")})
    assert "__compiled_fn_1(__temp_1, x, __temp_2, x)" in text


GRAPH_CALL_GETTERS = """
    def f(self, x):
        graph_out_0 = __compiled_fn_1((tmp_1 := __import_utils.dict_getitem)((tmp_7 := tmp_1((tmp_4 := self._modules), 'l1')._parameters), 'weight'), tmp_1(tmp_7, 'bias'), x, tmp_1((tmp_13 := tmp_1(tmp_4, 'l2')._parameters), 'weight'))
        return graph_out_0[0]
    """


def test_parameters_read_through_dynamo_getters_take_the_graph_input_names():
    # torch 2.7 reads a module's parameters into the call with its
    # dict_getitem helper, each lookup's object kept by a copy (`:=`)
    inputs = {"__compiled_fn_1": ("L_self_modules_l1_parameters_weight_", "L_self_modules_l1_parameters_bias_",
                                  "L_x_", "L_self_modules_l2_parameters_weight_")}
    text, _ = cleaned(GRAPH_CALL_GETTERS, graph_inputs=inputs)
    assert "L_self_modules_l1_parameters_weight_ = " in text, text
    assert "L_self_modules_l1_parameters_bias_ = tmp_1(tmp_7, 'bias')" in text, text
    assert "__compiled_fn_1(L_self_modules_l1_parameters_weight_, L_self_modules_l1_parameters_bias_, x, " in text, text

    class Linear:
        def __init__(self, w, b):
            self._parameters = {"weight": w, "bias": b}

    class Model:
        _modules = {"l1": Linear(2, 3), "l2": Linear(5, 7)}

    utils = types.SimpleNamespace(dict_getitem=lambda d, k: d[k])
    ns = dict(GLOBALS, __import_utils=utils, __compiled_fn_1=lambda w, b, x, w2: (w * x + b + w2,))
    assert run(text, ns, Model(), 5) == run(GRAPH_CALL_GETTERS, ns, Model(), 5) == 18
    # a graph that is not known, or a getter that is not Dynamo's: left alone
    text, _ = cleaned(GRAPH_CALL_GETTERS.replace("dict_getitem", "fetch"), graph_inputs=inputs)
    assert "L_self_modules_l1_parameters_weight_ = " not in text, text


# -- 8. negated identity and membership tests ------------------------------------------------

GATED_MARKER = """
def f(x):
    tmp_2 = __import_utils
    tmp_1 = None
    if x:
        tmp_1 = tmp_2.enter()
    if not tmp_1 is None:
        tmp_2.exit(tmp_1)
    return not x in [1, 2]
"""


def test_negated_is_reads_is_not():
    # torch 2.15's profiler-gated pregraph marker tests `cm is not None`
    # with the jump of `is None`; the decompiler keeps `not (a is b)`
    # (CPython's bytecode of it) but in Dynamo's code it reads as written
    text, _ = cleaned(GATED_MARKER)
    assert "if tmp_1 is not None:" in text, text
    assert "return x not in [1, 2]" in text, text
    for arg in (0, 1, 3):
        Utils.log.clear()
        got = run(text, GLOBALS, arg), list(Utils.log)
        Utils.log.clear()
        assert got == (run(GATED_MARKER, GLOBALS, arg), list(Utils.log))


def test_warm_up_reads_its_sample_as_dynamos_code():
    """prepare_debug's warm-up runs the code swap's steps on a sample of
    Dynamo's shapes, so that the first compile does not generate the
    printer's walkers for Dynamo's layout: the sample must be read as
    Dynamo's code (layout off, the clean-up passes run) and compile back."""
    import importlib

    from depyf.pt2 import warm_up
    from depyf.pt2.codegen import compile_back, file_text_for
    from depyf.pt2.dynamo_reading import looks_like_dynamo

    code = warm_up._dynamo_shaped.__code__
    assert looks_like_dynamo(code)
    elided, constants = Elided(), {}
    text, _ = file_text_for(code, "sample", "", constants, {}, elided, {})
    assert "tmp_1" not in text and "del tmp_1" not in text, text  # the unread cache went: the passes ran
    compile_back(text, "<sample>", "sample", code, elided, constants)  # raises CodegenFailure if it fails
    warm_up.warm_up()
    walkers = importlib.import_module("depyf.printer.prepare")._WALKERS[False]
    # (no ast.Name: a Name child is walked in place by its parent's walker,
    # printer/prepare._name_in_place, so it gets no walker of its own)
    assert {ast.Assign, ast.Expr, ast.Delete, ast.If, ast.Return, ast.Call, ast.Attribute, ast.Subscript,
            ast.List, ast.Constant} <= set(walkers)


def test_a_warm_up_that_fails_does_not_stop_the_session(monkeypatch):
    """Whatever goes wrong in the warm-up leaves only the first compile
    slower: prepare_debug's start must not fail on it (it would record nothing)."""
    from depyf.pt2 import warm_up

    def broken(*args, **kwargs):
        raise RuntimeError("a bug in the swap's code")

    monkeypatch.setattr(warm_up, "file_text_for", broken)
    warm_up.warm_up()


def test_graph_outputs_unpacked_off_the_call_are_split():
    """torch 2.2-2.5 unpack a graph's outputs straight off the call: the
    pass writes them the newer way (the pass runs only where the code
    unpacks something: it looks for UNPACK_SEQUENCE in the code first)."""
    text, _ = cleaned(
        """
        def f(a, b):
            x, y = __compiled_fn_1(a, b)
            return x + y
        """
    )
    assert "graph_out_0 = __compiled_fn_1(a, b)" in body_of(text), text
    assert "x, y =" not in text, text
    ns = {"__compiled_fn_1": lambda a, b: (a, b)}
    assert run(text, ns, 2, 3) == run(
        """
        def f(a, b):
            x, y = __compiled_fn_1(a, b)
            return x + y
        """, ns, 2, 3) == 5
