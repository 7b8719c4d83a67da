"""The report, explain and run without torch: parsing dumped files, a report
built from a small hand-written dump folder, the command line's errors, and
`depyf run`'s program runner in-process.  (Real captures: tests/torch/test_report_run.py.)"""

import json
import os
import subprocess
import sys

import pytest

from _pythons import REPO, SRC
from report_checks import check_all_artifacts_reachable, check_report, parse_page

from depyf.report import parse

PROGRAMS = os.path.join(REPO, "tests", "torch", "report_programs")

GRAPH = '''# dynamo graph of __compiled_fn_1 (in toy_0), compile 0/0. Written by depyf.
class GraphModule(torch.nn.Module):
    def forward(self, L_a_: "f32[10][1]cpu", L_b_: "f32[10][1]cpu"):
        l_a_ = L_a_
        l_b_ = L_b_

        # File: {src}:3 in toy, code: x = a / (torch.abs(a) + 1)
        abs_1: "f32[10][1]cpu" = torch.abs(l_a_)
        add: "f32[10][1]cpu" = abs_1 + 1;  abs_1 = None
        x: "f32[10][1]cpu" = l_a_ / add;  l_a_ = add = None

        # File: {src}:4 in toy, code: return x * b
        mul: "f32[10][1]cpu" = x * l_b_;  x = l_b_ = None
        return (mul,)
'''

FORWARD = '''# aot forward graph of __compiled_fn_1 (in toy_0), compile 0/0. Written by depyf.
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[10][1]cpu", arg1_1: "f32[10][1]cpu"):
        # File: {src}:3 in toy, code: x = a / (torch.abs(a) + 1)
        abs_1: "f32[10][1]cpu" = torch.ops.aten.abs.default(arg0_1)
        add: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(abs_1, 1);  abs_1 = None
        div: "f32[10][1]cpu" = torch.ops.aten.div.Tensor(arg0_1, add);  arg0_1 = add = None

        # File: {src}:4 in toy, code: return x * b
        mul: "f32[10][1]cpu" = torch.ops.aten.mul.Tensor(div, arg1_1);  div = arg1_1 = None
        return (mul,)
'''

# the GPU form: torch's comments name the source nodes
KERNEL_TRITON = '''# inductor output code of __compiled_fn_1 (in toy_0), compile 0/0. Written by depyf.
import torch
async_compile = AsyncCompile()

# kernel path: /tmp/x.py
# Topologically Sorted Source Nodes: [abs_1, add, x, mul], Original ATen: [aten.abs, aten.add, aten.div, aten.mul]
# Source node to ATen node mapping:
#   abs_1 => abs_1
#   add => add
#   mul => mul
#   x => div
triton_poi_fused_abs_add_div_mul_0 = async_compile.triton('triton_poi_fused_abs_add_div_mul_0', \'\'\'
@triton.jit
def triton_poi_fused_abs_add_div_mul_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    pass
\'\'\', device_str='cuda')

async_compile.wait(globals())
del async_compile

def call(args):
    arg0_1, arg1_1 = args
    args.clear()
    buf0 = empty_strided_cuda((10, ), (1, ), torch.float32)
    # Topologically Sorted Source Nodes: [abs_1, add, x, mul], Original ATen: [aten.abs, aten.add, aten.div, aten.mul]
    triton_poi_fused_abs_add_div_mul_0.run(arg0_1, arg1_1, buf0, 10, stream=stream0)
    return (buf0, )
'''

FULL_CODE = '''# Everything torch.compile made of `toy` ({src}:2), written by depyf.

# ===== compiled graphs (their code is in the graph files) =====
def __compiled_fn_1(*args, **kwargs):
    ...

# ===== toy =====
def __guard_0_for_toy(L, G, **___kwargs_ignored):
    __guard_hit = True
    __guard_hit = __guard_hit and utils_device.CURRENT_DEVICE == None  # _dynamo/output_graph.py:1122 in init_ambient_guards
    __guard_hit = __guard_hit and check_tensor(L['a'], Tensor, size=[10], stride=[1])  # x = a / (torch.abs(a) + 1)  # {src}:3 in toy
    return __guard_hit


# transformed code, cache entry 0 (file: __transformed_code_0_for_toy.py)
def __transformed_code_0_for_toy(a, b):
    graph_out_0 = __compiled_fn_1(a, b)
    return graph_out_0[0]
'''

TRANSFORMED = '''# Dynamo's transformed code for toy ({src}:2), compile 0/0, decompiled by depyf.
# This file is what runs: set breakpoints here.
def __transformed_code_0_for_toy(a, b):
    graph_out_0 = __compiled_fn_1(a, b)
    return graph_out_0[0]
'''

USER = '''import torch
def toy(a, b):
    x = a / (torch.abs(a) + 1)
    return x * b
'''


def make_dump(tmp_path, n_big_lines=0, relative=False):
    """A small dump folder of the form prepare_debug writes (GPU kernel comments).
    relative: the user's file named as Python 3.8 names a script run as
    `python user_prog.py` (relative to the working folder, which the index records)."""
    src = tmp_path / "user_prog.py"
    src.write_text(USER)
    abs_src = src
    if relative:
        src = "user_prog.py"
    d = tmp_path / "dump"
    d.mkdir()
    files = {
        "__compiled_fn_1.Captured_Graph.0.py": ("dynamo_graph", GRAPH),
        "__compiled_fn_1.Forward_graph.0.py": ("aot_forward_graph", FORWARD),
        "__compiled_fn_1.kernel_0.py": ("inductor_output_code", KERNEL_TRITON + "# filler\n" * n_big_lines),
        "full_code_for_toy_0.py": ("full_code", FULL_CODE),
        "__transformed_code_0_for_toy.py": ("transformed_code", TRANSFORMED),
    }
    arts = []
    for name, (kind, text) in files.items():
        (d / name).write_text(text.format(src=src) if "{src}" in text else text.replace("{src}", str(src)))
        a = {"path": name, "kind": kind, "function": "toy_0", "user_lines": []}
        if kind != "full_code":
            a["compile_id"] = "0/0"
        if kind not in ("full_code", "transformed_code"):
            a["compiled_fn"] = "__compiled_fn_1"
        if kind == "transformed_code":
            a["decompiled"] = True
        arts.append(a)
    index = {
        "format": "depyf-index/1", "torch_version": "0", "python": "3", "depyf_version": "0.1.0",
        "process": dict({"pid": 1, "role": "main", "name": "main"}, **({"cwd": str(tmp_path)} if relative else {})),
        "artifacts": arts,
        "functions": [{
            "key": "toy_0", "name": "toy", "qualname": "toy", "filename": str(src), "firstlineno": 2,
            "graph_breaks": [{"user_line": "%s:4" % src, "reason": "r", "explanation": "why", "compile_id": "0/0"}] * 3,
            "recompilations": [{"compile_id": "0/1", "reason": "0/0: tensor 'L['a']' size mismatch at index 0. expected 10, actual 11"}],
            "compiles": [{"compile_id": "0/0", "transformed_code": "__transformed_code_0_for_toy.py", "decompiled": True,
                          "compiled_fns": ["__compiled_fn_1"], "resume_functions": [], "entire_frame_compile_time_s": 0.5}],
            "skipped": [], "full_code": "full_code_for_toy_0.py",
        }],
        "skipped_frames": [], "failures": [], "compiled_before": [], "other_processes": [],
    }
    (d / "depyf_index.json").write_text(json.dumps(index))
    return str(d), str(abs_src)


# -- parsing ---------------------------------------------------------------------------


def test_graph_nodes_carry_their_user_line():
    nodes = parse.parse_graph(FORWARD.replace("{src}", "/u.py"), "g.py")
    by = {n.name: n for n in nodes}
    assert by["div"].user == ("/u.py", 3) and by["div"].op == "div"
    assert by["mul"].user == ("/u.py", 4) and by["mul"].op == "mul"
    assert "arg0_1" not in by  # placeholders are parameters, not nodes


def test_graph_nodes_carry_their_user_line_torch_2_2_form():
    """torch 2.2 writes `# File: <path>:<line>, code: ...` (no function name)."""
    old = "\n".join(line.replace(" in toy, code:", ", code:") for line in FORWARD.splitlines())
    assert " in toy" not in old
    by = {n.name: n for n in parse.parse_graph(old.replace("{src}", "/u.py"), "g.py")}
    assert by["div"].user == ("/u.py", 3) and by["mul"].user == ("/u.py", 4)


def test_triton_kernel_comments_name_the_nodes():
    (k,) = parse.parse_kernels(KERNEL_TRITON, "k.py")
    assert k.name == "triton_poi_fused_abs_add_div_mul_0"
    assert k.source_nodes == ["abs_1", "add", "x", "mul"]
    assert k.aten_nodes == ["abs_1", "add", "mul", "div"]
    assert k.how == "torch's comment" and k.call_lines


def test_cpu_kernel_matched_by_the_ops_in_its_name():
    text = ("cpp_fused_abs_add_div_lt_sum_0 = async_compile.cpp_pybinding(['const float*'], r'''\n'''\n)\n"
            "def call(args):\n    cpp_fused_abs_add_div_lt_sum_0(arg1_1, arg0_1, buf0)\n    buf3 = extern_kernels.mm(a, b)\n")
    kernels = parse.parse_kernels(text, "k.py")
    assert [k.name for k in kernels][0] == "cpp_fused_abs_add_div_lt_sum_0"
    assert kernels[1].name.startswith("extern_kernels.mm@") and kernels[1].ops == ["mm"]
    nodes = parse.parse_graph(FORWARD.replace("{src}", "/u.py"), "g.py")
    aot, dyn = parse.link_kernel(kernels[0], nodes, [])
    assert sorted(n.name for n in aot) == ["abs_1", "add", "div"]
    assert parse.split_ops(["native", "layer", "norm", "add"], {"native_layer_norm", "add"}) == ["native_layer_norm", "add"]


def test_guards_and_entries_of_full_code():
    guards, entries = parse.parse_full_code(FULL_CODE.replace("{src}", "/u.py"))
    assert [(g.user, g.entry) for g in guards if g.user] == [(("/u.py", 3), 0)]
    assert entries[(False, "toy")] == {0: "__transformed_code_0_for_toy.py"}


def test_guard_whose_user_line_holds_a_comment():
    # the user line of a guard ends in its own comment: the user file is
    # the last `# file:line in fn`
    text = ("# ===== f =====\ndef __guard_0_for_f(L, G, **___kwargs_ignored):\n"
            "    __guard_hit = True\n"
            "    __guard_hit = __guard_hit and L['n'] == 1  # y = y * n  # n is an int  # /u.py:15 in f\n"
            "    return __guard_hit\n")
    guards, _ = parse.parse_full_code(text)
    assert [(g.text, g.user) for g in guards] == [("L['n'] == 1", ("/u.py", 15))]


def test_recompile_reasons_in_plain_words():
    reason = ("3/0: n == 1                      # y = y * n  # mp/prog.py:14 in f\n"
              "User stack trace:\n  File \"/tmp/prog.py\", line 14, in f\n    y = y * n")
    (x,) = parse.parse_recompile_reason(reason)
    assert x["guard"] == "n == 1" and x["user_line"] == "/tmp/prog.py:14" and x["code"] == "y = y * n"
    assert "`n` was 1" in parse.plain_guard(x["guard"])
    # torch 2.9: no user stack trace, only the guard's comment, whose path
    # torch shortened (its shorten_filename drops two characters when the
    # path shares only "/" with torch's folder): the known file it ends
    reason29 = "3/0: n == 1                      # y = y * n  # n: an int  # mp/prog.py:14 in f"
    (z,) = parse.parse_recompile_reason(reason29, files=["/tmp/other.py", "/tmp/prog.py"])
    assert z["guard"] == "n == 1" and z["user_line"] == "/tmp/prog.py:14" and z["code"] == "y = y * n", z
    (z,) = parse.parse_recompile_reason(reason29.replace("mp/prog.py", "/tmp/prog.py"))
    assert z["user_line"] == "/tmp/prog.py:14", z  # a whole path: as it is
    (z,) = parse.parse_recompile_reason(reason29)
    assert z["user_line"] is None and z["code"] == "y = y * n", z  # no file it could be: no line
    # torch 2.2-2.5 (their guards log tapped): no compile id before the
    # guard, the same comments after it
    old = "L['n'] == 1                                  # y = y * n  # n: an int  # mp/prog.py:14 in resume_in_f"
    (w,) = parse.parse_recompile_reason(old, files=["/tmp/prog.py"])
    assert w["guard"] == "L['n'] == 1" and w["user_line"] == "/tmp/prog.py:14" and w["code"] == "y = y * n", w
    (y,) = parse.parse_recompile_reason("0/0: tensor 'L['x']' size mismatch at index 0. expected 3, actual 4")
    assert parse.plain_guard(y["guard"]) == "tensor `x` changed size in dimension 0: it was 3 when compiled, now 4"


# -- the report on a hand-written folder ------------------------------------------------------


def test_report_links_and_provenance(tmp_path):
    import depyf.report

    dump, src = make_dump(tmp_path, n_big_lines=4500)
    index_html = depyf.report.build(dump)
    report = os.path.dirname(index_html)
    reachable = check_report(report)
    check_all_artifacts_reachable(dump, reachable)
    # the large kernel file is paged, not dropped
    pages = sorted(n for n in os.listdir(report) if n.startswith("a_compiled_fn_1_kernel_0"))
    assert len(pages) == 3, pages
    # line 3 of the user's code -> its nodes and kernel, and back
    fn = parse_page(os.path.join(report, "f_toy_0.html"))
    (row_id,) = [r for r, text in fn.rows.items() if "torch.abs(a)" in text]
    links = fn.row_links[row_id]
    kernel_links = [h for h, c in links if c == "kernel"]
    assert kernel_links and kernel_links[0].startswith("a_compiled_fn_1_kernel_0.html#L")
    assert any(c == "node" and "Captured_Graph" in h for h, c in links)
    kpage = parse_page(os.path.join(report, kernel_links[0].split("#")[0]))
    anchor = kernel_links[0].split("#")[1]
    assert "f_toy_0.html#" + row_id in [h for h, c in kpage.row_links[anchor]]
    assert "abs_1, add, div, mul" in kpage.rows[anchor] or "abs_1" in kpage.rows[anchor]
    # the graph break, counted once per occurrence, deduplicated
    ov = parse_page(os.path.join(report, "index.html"))
    text = "".join(ov.text)
    assert "1 distinct, 3 in all" in text
    assert "changed size in dimension 0" in text


def test_relative_user_paths_resolve_against_the_recorded_working_folder(tmp_path, monkeypatch):
    """Python 3.8 names a script run as `python prog.py` by its relative
    path: the report finds its lines from any working folder."""
    import depyf.report
    from depyf.report import load

    dump, src = make_dump(tmp_path, relative=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(str(elsewhere))
    proc = load(dump).processes[0]
    li = proc.lines[(src, 3)]
    assert sorted(n.name for path, n in li.nodes if path == "__compiled_fn_1.Captured_Graph.0.py") == ["abs_1", "add", "x"]
    assert [k.name for path, k in li.kernels]
    assert proc.lines[(src, 4)].breaks
    index_html = depyf.report.build(dump)
    fn = parse_page(os.path.join(os.path.dirname(index_html), "f_toy_0.html"))
    assert [r for r, text in fn.rows.items() if "torch.abs(a)" in text]


def test_explain_text_and_json(tmp_path):
    dump, src = make_dump(tmp_path)
    env = dict(os.environ, PYTHONPATH=SRC)
    out = subprocess.run([sys.executable, "-m", "depyf", "explain", dump], env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "3x at" in out.stdout and "why" in out.stdout and "changed size" in out.stdout
    js = subprocess.run([sys.executable, "-m", "depyf", "explain", "--json", dump], env=env, stdout=subprocess.PIPE,
                        stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
    assert js.returncode == 0
    data = json.loads(js.stdout)
    assert data["processes"][0]["graph_breaks"][0]["count"] == 3


@pytest.mark.parametrize("command", ["explain", "report"])
def test_bad_folder_is_one_line_and_status_2(tmp_path, command):
    env = dict(os.environ, PYTHONPATH=SRC)
    for target in (str(tmp_path / "missing"), str(tmp_path)):
        out = subprocess.run([sys.executable, "-m", "depyf", command, target], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
        assert out.returncode == 2
        assert len(out.stderr.strip().splitlines()) == 1, out.stderr
        assert out.stderr.startswith("depyf: error:")


def test_missing_extra_names_it(tmp_path, monkeypatch, capsys):
    from depyf import cli

    dump, _ = make_dump(tmp_path)
    monkeypatch.setitem(sys.modules, "jinja2", None)
    assert cli.main(["report", dump]) == 2
    err = capsys.readouterr().err
    assert "depyf[report]" in err and len(err.strip().splitlines()) == 1


def test_import_depyf_report_needs_no_extra():
    code = "import sys; sys.modules['jinja2'] = None; sys.modules['pygments'] = None; import depyf.report, depyf.runner; print('torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, PYTHONPATH=SRC), stdout=subprocess.PIPE,
                         universal_newlines=True, timeout=60)
    assert out.stdout.strip() == "False"


# -- depyf run's runner, in this process ---------------------------------------------------------


@pytest.fixture
def saved_sys():
    argv, path = sys.argv[:], sys.path[:]
    yield
    sys.argv[:] = argv
    sys.path[:] = path
    sys.modules.pop("probe_mod", None)


def test_parse_run_args():
    from depyf.runner import RunUsage, parse_args

    assert parse_args(["--dump-dir", "d", "s.py", "--dump-dir", "x"])[0]["dump_dir"] == "d"
    assert parse_args(["--dump-dir", "d", "s.py", "--dump-dir", "x"])[1:] == ("script", "s.py", ["--dump-dir", "x"])
    assert parse_args(["-m", "pkg.mod", "-m", "a"])[1:] == ("module", "pkg.mod", ["-m", "a"])
    with pytest.raises(RunUsage):
        parse_args(["--bogus", "s.py"])
    with pytest.raises(RunUsage):
        parse_args([])


def test_runner_runs_a_script_as_python_does(saved_sys, capsys):
    from depyf.runner import _run_program

    probe = os.path.join(PROGRAMS, "probe.py")
    assert _run_program("script", probe, ["a", "--exit", "7"]) == 7
    seen = json.loads(capsys.readouterr().out)
    assert seen == {"argv": [probe, "a", "--exit", "7"], "name": "__main__", "path0": PROGRAMS, "file": probe, "stdin": None}
    assert _run_program("script", probe, ["--exit-msg"]) == 1
    assert capsys.readouterr().err.strip() == "probe says goodbye"
    assert _run_program("script", probe, ["--raise"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("Traceback (most recent call last):")
    assert "runpy" not in err and "runner.py" not in err and 'probe.py", line' in err
    assert err.strip().endswith("ValueError: probe raised on purpose")


def test_runner_runs_a_module_as_python_m_does(saved_sys, capsys, monkeypatch):
    from depyf.runner import _run_program

    monkeypatch.chdir(PROGRAMS)
    assert _run_program("module", "probe_mod", ["x", "--exit3"]) == 3
    seen = json.loads(capsys.readouterr().out)
    assert seen == {"argv": [os.path.join(PROGRAMS, "probe_mod.py"), "x", "--exit3"], "name": "__main__", "path0": PROGRAMS}
    direct = subprocess.run([sys.executable, "-m", "probe_mod", "x", "--exit3"], cwd=PROGRAMS, stdout=subprocess.PIPE,
                            universal_newlines=True, timeout=60)
    assert direct.returncode == 3 and json.loads(direct.stdout) == seen


def test_default_dump_dir_is_fresh(tmp_path, monkeypatch):
    from depyf.runner import default_dump_dir

    for name in ("RANK", "LOCAL_RANK", "WORLD_SIZE"):
        monkeypatch.delenv(name, raising=False)
    a = default_dump_dir("/x/my-prog.py", "script", str(tmp_path))
    b = default_dump_dir("/x/my-prog.py", "script", str(tmp_path))
    assert os.path.basename(a) == "depyf_my_prog_0" and os.path.basename(b) == "depyf_my_prog_1"


# -- torch's words, tracebacks, phases and diffs, read without torch ---------------------------

GRAPH_BREAK_LOG = '''Graph break in user code at /u/prog.py:3
Graph Break Reason: Encountered graph break when attempting to trace CALL: a function call, e.g. f(x, y):

Failed to trace builtin operator
  Explanation: Dynamo does not know how to trace builtin operator `print`
  Hint: Avoid calling builtin `print`.
  Hint: Please report an issue to PyTorch.

  Developer debug context: builtin print

 For more details about this graph break, please visit: https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0059.html

User code traceback:
  File "/u/prog.py", line 9, in <module>
    outer(torch.ones(2))
  File "/u/prog.py", line 7, in outer
    ys = list(map(inner, [x, x]))
  File "/u/prog.py", line 3, in inner
    print("inner")
'''


def test_graph_break_carries_the_user_traceback_hints_and_registry_page():
    from depyf.pt2.events import parse_graph_break

    gb = parse_graph_break(GRAPH_BREAK_LOG)
    assert gb["user_line"] == "/u/prog.py:3"
    assert [f["user_line"] for f in gb["user_stack"]] == ["/u/prog.py:9", "/u/prog.py:7", "/u/prog.py:3"]
    assert [f["function"] for f in gb["user_stack"]] == ["<module>", "outer", "inner"]
    assert gb["hints"] == ["Avoid calling builtin `print`.", "Please report an issue to PyTorch."]
    assert gb["doc_url"].endswith("/gb/gb0059.html")


def test_torch_words_keep_the_explanation_not_the_debug_context():
    from depyf.pt2.events import torch_words
    from depyf.report.model import torch_summary

    class Unsupported(Exception):
        pass

    exc = Unsupported("Attempt to trace generator\n  Explanation: Generators cannot be compiled directly.\n"
                      "  Hint: Call it from a function.\n\n  Developer debug context: internals\n")
    words = torch_words(exc)
    assert "Developer debug context" not in words and words.startswith("Attempt to trace generator")
    assert torch_summary(words) == "Attempt to trace generator: Generators cannot be compiled directly."
    assert torch_words(ValueError("")) == ""


def test_compile_time_by_phase():
    from depyf.report.model import compile_phases

    c = {"entire_frame_compile_time_s": 10.0, "backend_compile_time_s": 8.0, "inductor_compile_time_s": 6.0,
         "depyf_time_s": 0.5}
    assert compile_phases(c) == [("Dynamo", 1.5), ("AOTAutograd", 2.0), ("Inductor", 6.0), ("depyf", 0.5)]
    # torch 2.2: the backend's share only
    assert compile_phases({"entire_frame_compile_time_s": 3.0, "backend_compile_time_s": 1.0}) == [
        ("Dynamo", 2.0), ("backend", 1.0)]
    assert compile_phases({"entire_frame_compile_time_s": None}) == []


def test_side_by_side_diff():
    from depyf.report.diff import changed, side_by_side

    a = "def f(x):\n    y = x + 1\n    return y\n"
    b = "def f(x):\n    y = x + 2\n    z = y\n    return z\n"
    html = side_by_side(a, b)
    assert html.count('class="chg"') == 3  # two lines became three
    assert "x + 1" in html and "x + 2" in html
    assert changed(a, b) == 5 and changed(a, a) == 0
    assert "No difference" in side_by_side(a, a)
