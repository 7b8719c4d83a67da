"""`depyf run`, `depyf report` and `depyf explain` on real captures: the seed
example (inductor: kernels), a program with graph breaks, a recompilation and
a frame run eagerly, a program that forks a worker, programs that compile
nothing, raise or run as -m; and the report in a headless Chromium."""

import json
import os
import re
import shutil
import subprocess
import tempfile
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SRC = os.path.join(REPO, "src")
PROGRAMS = os.path.join(HERE, "report_programs")
sys.path.insert(0, os.path.dirname(HERE))  # tests/: report_checks

from report_checks import check_all_artifacts_reachable, check_report, parse_page, resolve  # noqa: E402
from helpers import run_torchrun  # noqa: E402


def _env():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([SRC] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    env.pop("TORCH_LOGS", None)
    for name in ("RANK", "LOCAL_RANK", "WORLD_SIZE"):
        env.pop(name, None)
    # each program compiles cold, whatever ran before it: torch's caches are
    # kept under depyf, and an AOTAutograd cache warmed by another test's
    # copy of the program (another path, so no AOT graphs kept for this one)
    # would leave this dump without them
    env["TORCHINDUCTOR_CACHE_DIR"] = tempfile.mkdtemp(prefix="depyf-test-inductor-")
    return env


def depyf_run(args, cwd, stdin=None):
    return subprocess.run([sys.executable, "-m", "depyf", "run"] + args, cwd=str(cwd), env=_env(), input=stdin,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=600)


def only_dump_dir(cwd, prefix):
    found = [n for n in os.listdir(str(cwd)) if n.startswith(prefix)]
    assert len(found) == 1, found
    return os.path.join(str(cwd), found[0])


# -- the captures, once per module -----------------------------------------------------------


@pytest.fixture(scope="module")
def seed(tmp_path_factory):
    """examples/seed_prepare_debug.py as its README says (prepare_debug, inductor), then `depyf report`."""
    cwd = tmp_path_factory.mktemp("seed")
    shutil.copy(os.path.join(REPO, "examples", "seed_prepare_debug.py"), str(cwd))
    # a cache of its own: the seed compiled from another folder (other tests)
    # would hit the AOTAutograd cache with graphs whose `# File:` lines differ,
    # and the dump would have no AOT graphs to trace provenance through
    env = dict(_env(), TORCHINDUCTOR_CACHE_DIR=str(cwd / "inductor_cache"))
    p = subprocess.run([sys.executable, "seed_prepare_debug.py"], cwd=str(cwd), env=env, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True, timeout=600)
    assert p.returncode == 0, p.stderr
    dump = os.path.join(str(cwd), "dump_src_dir")
    r = subprocess.run([sys.executable, "-m", "depyf", "report", dump], cwd=str(cwd), env=_env(), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True, timeout=600)
    assert r.returncode == 0, r.stderr
    return {"dump": dump, "src": os.path.join(str(cwd), "seed_prepare_debug.py"), "report": os.path.join(dump, "report")}


@pytest.fixture(scope="module")
def breaks(tmp_path_factory):
    cwd = tmp_path_factory.mktemp("breaks")
    p = depyf_run([os.path.join(PROGRAMS, "breaks.py")], cwd)
    assert p.returncode == 0, p.stderr
    dump = only_dump_dir(cwd, "depyf_breaks_")
    return {"proc": p, "dump": dump, "report": os.path.join(dump, "report"), "src": os.path.join(PROGRAMS, "breaks.py")}


@pytest.fixture(scope="module")
def forks(tmp_path_factory):
    cwd = tmp_path_factory.mktemp("forks")
    dump = os.path.join(str(cwd), "out")
    p = depyf_run(["--dump-dir", dump, os.path.join(PROGRAMS, "forks.py")], cwd)
    assert p.returncode == 0, p.stderr
    return {"proc": p, "dump": dump, "report": os.path.join(dump, "report")}


@pytest.fixture(scope="module")
def defects(tmp_path_factory):
    """report_programs/defects.py through `depyf run`: one program per defect the report once told wrong."""
    cwd = tmp_path_factory.mktemp("defects")
    dump = os.path.join(str(cwd), "out")
    p = depyf_run(["--dump-dir", dump, os.path.join(PROGRAMS, "defects.py")], cwd)
    assert p.returncode == 0, p.stderr
    from depyf.report import load

    return {"proc": p, "dump": dump, "report": os.path.join(dump, "report"), "src": os.path.join(PROGRAMS, "defects.py"),
            "model": load(dump).processes[0]}


def src_line(path, text):
    with open(path) as f:
        for i, line in enumerate(f, 1):
            if text in line:
                return i
    raise AssertionError("%r not in %s" % (text, path))


# -- the report: links, reachability ---------------------------------------------------------


@pytest.mark.parametrize("which", ["seed", "breaks", "forks", "defects"])
def test_every_link_resolves_and_every_file_is_reachable(which, request):
    cap = request.getfixturevalue(which)
    reachable = check_report(cap["report"])
    check_all_artifacts_reachable(cap["dump"], reachable)


def test_distinct_graph_breaks_with_counts(breaks):
    with open(os.path.join(breaks["report"], "index.html")) as f:
        html = f.read()
    ov = parse_page(os.path.join(breaks["report"], "index.html"))
    text = "".join(ov.text)
    assert "Graph breaks: 2 distinct, 5 in all" in text, text
    out = subprocess.run([sys.executable, "-m", "depyf", "explain", "--json", breaks["dump"]], env=_env(),
                         stdout=subprocess.PIPE, universal_newlines=True, timeout=300)
    data = json.loads(out.stdout)["processes"][0]
    by_line = {gb["user_line"]: gb for gb in data["graph_breaks"]}
    printed = "%s:%d" % (breaks["src"], src_line(breaks["src"], 'print("noisy"'))
    branch = "%s:%d" % (breaks["src"], src_line(breaks["src"], "if x.mean() > 10"))
    # (torch >= 2.6 explain a break; 2.2-2.5 give only its reason)
    assert by_line[printed]["count"] == 4 and "print" in (by_line[printed]["explanation"] or by_line[printed]["reason"])
    assert by_line[branch]["count"] == 1
    # the recompilation: the failing guard in plain words, with its line
    (rc,) = data["recompilations"]
    (failed,) = rc["failed"]
    assert failed["guard"] in ("n == 1", "L['n'] == 1")  # (torch <= 2.5 write the guard's source, L['n'])
    assert failed["user_line"] == "%s:%d" % (breaks["src"], src_line(breaks["src"], "y = y * n"))
    assert "`n` was 1" in failed["plain"] and "`n` was 1" in html
    # the frame run eagerly
    assert any(s["name"] == "loop_break" and s["user_line"] == branch for s in data["skipped"])
    # run printed the same overview on stderr, and nothing of its own on stdout
    assert "Graph breaks: 2 distinct, 5 in all" in breaks["proc"].stderr
    assert breaks["proc"].stdout.count("noisy torch.Size([4])") == 4
    assert "depyf" not in breaks["proc"].stdout


def test_graph_break_links_to_user_line_and_transformed_code(breaks):
    report = breaks["report"]
    ov = parse_page(os.path.join(report, "index.html"))
    userlinks = [h for h, c in ov.links if c == "userline"]
    assert len(userlinks) == 2
    from depyf.report import load

    proc = load(breaks["dump"]).processes[0]
    (skipped_why,) = {s["summary"] for s in proc.skipped if s["name"] == "loop_break"}
    breaks_by_id = {b["id"]: b for b in proc.breaks}
    for href in userlinks:
        target, anchor = resolve(os.path.join(report, "index.html"), href)
        page = parse_page(target)
        row = page.rows[anchor]
        classes = [c for h, c in page.row_links[anchor]]
        assert "break" in classes, (row, classes)
        if "print(" in row:  # compiled around the break: the code that runs
            assert "transformed" in classes, (row, classes)
        else:  # the loop's frame ran eagerly: no transformed code, says why in torch's words
            # ("Unsupported: Data-dependent branching"; torch 2.9: "Skipping frame because
            # there is a graph break in a for/while loop") and links to the break itself
            assert "if x.mean() > 10" in row and "transformed" not in classes
            assert skipped_why and skipped_why in row, (skipped_why, row)
            (bhref,) = [h for h, c in page.row_links[anchor] if c == "break"]
            assert bhref.startswith("index.html#"), bhref
            linked = breaks_by_id[bhref.split("#")[1]]
            # (torch <= 2.5 log this break only as the frame's skip, "graph
            # break in a for/while loop", recorded as a break at its line)
            said = ("%(reason)s %(explanation)s" % linked).lower()
            assert "data-dependent branching" in said or "graph break in a for/while loop" in said, linked


def test_provenance_user_line_to_nodes_and_kernel(seed):
    from depyf.report import load

    proc = load(seed["dump"]).processes[0]
    line = src_line(seed["src"], "x = a / (torch.abs(a) + 1)")
    li = proc.lines[(seed["src"], line)]
    # the first compile's graph (torch numbers its graphs from 1, 2.2 from 0)
    (fn_name,) = {a["compiled_fn"] for a in proc.artifacts.values()
                  if a.get("kind") == "dynamo_graph" and a.get("compile_id") == "0/0"}
    dyn = sorted(n.name for path, n in li.nodes if path == fn_name + ".Captured_Graph.0.py")
    aot = sorted(n.name for path, n in li.nodes if path == fn_name + ".Forward_graph.0.py")
    assert dyn == ["abs_1", "add", "x"] and aot == ["abs_1", "add", "div"]
    kernels = [(path, k.name) for path, k in li.kernels]
    assert len(kernels) == 1 and kernels[0][0] == fn_name + ".kernel_0.py"
    assert kernels[0][1].startswith(("cpp_fused_", "triton_")) and "abs" in kernels[0][1]
    # and in the pages, both ways
    fn = parse_page(os.path.join(seed["report"], "f_toy_example_0.html"))
    (row,) = [r for r, t in fn.rows.items() if "torch.abs(a)" in t]
    (khref,) = [h for h, c in fn.row_links[row] if c == "kernel"]
    target, anchor = resolve(os.path.join(seed["report"], "f_toy_example_0.html"), khref)
    kpage = parse_page(target)
    assert kernels[0][1] in kpage.rows[anchor]
    assert "f_toy_example_0.html#" + row in [h for h, c in kpage.row_links[anchor]]
    assert "abs_1" in kpage.rows[anchor] and "div" in kpage.rows[anchor]


def test_several_processes(forks):
    assert os.path.isfile(os.path.join(forks["dump"], "proc_worker1", "depyf_index.json"))
    ov = parse_page(os.path.join(forks["report"], "index.html"))
    assert {"proc-main", "proc-proc_worker1"} <= ov.ids
    assert "== process proc_worker1" in forks["proc"].stderr
    assert "child result" in forks["proc"].stdout
    assert any(n.startswith("f_proc_worker1_g_") for n in os.listdir(forks["report"]))


# -- depyf run: the program runs as python runs it --------------------------------------------


def test_run_same_as_python(tmp_path):
    probe = os.path.join(PROGRAMS, "probe.py")
    args = [probe, "a b", "--stdin", "--exit", "7"]
    direct = subprocess.run([sys.executable] + args, cwd=str(tmp_path), input="hello\n", stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, universal_newlines=True, timeout=60)
    p = depyf_run(args, tmp_path, stdin="hello\n")
    assert (p.returncode, p.stdout) == (direct.returncode, direct.stdout) == (7, direct.stdout)
    assert json.loads(p.stdout)["stdin"] == "hello\n"
    dump = only_dump_dir(tmp_path, "depyf_probe_")
    assert "compiled nothing" in p.stderr and os.path.join(dump, "report", "index.html") in p.stderr
    ov = parse_page(os.path.join(dump, "report", "index.html"))
    assert "torch.compile compiled nothing in this run." in "".join(ov.text)
    p2 = depyf_run([probe], tmp_path)  # a second run never overwrites the first
    assert p2.returncode == 0 and len([n for n in os.listdir(str(tmp_path)) if n.startswith("depyf_probe_")]) == 2


def test_run_script_that_raises(tmp_path):
    p = depyf_run(["--dump-dir", "d", os.path.join(PROGRAMS, "probe.py"), "--raise"], tmp_path)
    assert p.returncode == 1
    assert "Traceback (most recent call last):" in p.stderr and "ValueError: probe raised on purpose" in p.stderr
    assert "runpy" not in p.stderr
    assert os.path.isfile(str(tmp_path / "d" / "report" / "index.html"))


def test_run_module(tmp_path):
    shutil.copy(os.path.join(PROGRAMS, "probe_mod.py"), str(tmp_path))
    p = depyf_run(["-m", "probe_mod", "x", "--exit3"], tmp_path)
    assert p.returncode == 3, p.stderr
    seen = json.loads(p.stdout)
    assert seen["name"] == "__main__" and seen["argv"] == [str(tmp_path / "probe_mod.py"), "x", "--exit3"]
    assert seen["path0"] == str(tmp_path)
    assert os.path.isdir(only_dump_dir(tmp_path, "depyf_probe_mod_"))


# -- in a browser ------------------------------------------------------------------------------


def _chromium():
    for name in (os.environ.get("DEPYF_CHROMIUM"), "chromium", "chromium-browser", "google-chrome", "chrome"):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def _browser(exe, *args):
    cmd = [exe, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
           "--disable-background-networking", "--user-data-dir=%s" % _browser.profile] + list(args)
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
    assert p.returncode == 0, p.stderr[-2000:]
    return p.stdout


def _dom(exe, path):
    from report_checks import Page

    page = Page()
    page.feed(_browser(exe, "--dump-dom", "file://" + path))
    return page


def _chromium_or_skip(what, tmp_path):
    """Chromium for the report's browser tests, with a fresh profile: in CI
    its absence fails the test (CI installs it), elsewhere it skips."""
    exe = _chromium()
    if exe is None:
        msg = "Chromium is not installed (apt-get install -y chromium): the report's %s test cannot run" % what
        if os.environ.get("CI") == "true":
            pytest.fail(msg)
        pytest.skip(msg + " (not in CI)")
    _browser.profile = str(tmp_path / "profile")
    return exe


def test_report_in_headless_chromium(seed, tmp_path):
    exe = _chromium_or_skip("browser", tmp_path)
    report = seed["report"]
    # the overview, as the browser builds it: the graph break and its user line
    ov = _dom(exe, os.path.join(report, "index.html"))
    text = "".join(ov.text)
    # (torch >= 2.6 explain the break; 2.2-2.5 name the branch Dynamo could not trace)
    assert "Graph breaks: 1 distinct, 1 in all" in text
    assert "Data-dependent branching" in text or "generic_jump TensorVariable()" in text
    (href,) = [h for h, c in ov.links if c == "userline"]
    fn_path, anchor = resolve(os.path.join(report, "index.html"), href)
    # follow it to the user's line
    fn = _dom(exe, fn_path)
    assert "if b.sum() < 0:" in fn.rows[anchor]
    assert "break" in fn.rows[anchor] and "graph break" in fn.rows[anchor]
    (thref,) = [h for h, c in fn.row_links[anchor] if c == "transformed"]
    # then to the transformed code that runs
    tpath, _ = resolve(fn_path, thref)
    tc = _dom(exe, tpath)
    ttext = "".join(tc.text)
    assert "def __transformed_code_0_for_toy_example(a, b):" in ttext and "__resume_at_" in ttext
    shots = os.environ.get("DEPYF_TEST_ARTIFACTS") or str(tmp_path)
    os.makedirs(shots, exist_ok=True)
    for name, url in (("report_overview.png", "file://" + os.path.join(report, "index.html")),
                      ("report_graph_break_line.png", "file://%s#%s" % (fn_path, anchor)),
                      ("report_transformed_code.png", "file://" + tpath)):
        out = os.path.join(shots, name)
        _browser(exe, "--hide-scrollbars", "--window-size=1280,1000", "--screenshot=%s" % out, url)
        assert os.path.getsize(out) > 10000, out
    print("screenshots in", shots)


# -- the index tells the same in every run ------------------------------------------------------


def _index_without_times(dump):
    with open(os.path.join(dump, "depyf_index.json")) as f:
        data = json.load(f)
    data.pop("process", None)
    for fn in data["functions"]:
        for c in fn["compiles"]:
            for name in list(c):
                if name.endswith("_time_s"):
                    c[name] = None
    return data


def test_attribution_does_not_depend_on_timing(tmp_path):
    """A timed write in the middle of a compile (its graph logged, its code
    not yet handed over) once left the graph without its function: five
    runs of the same program give the same index, every graph filed under
    its function, and the function table agrees with the summary."""
    program = os.path.join(PROGRAMS, "slow_compile.py")
    seen = []
    for i in range(5):
        dump = str(tmp_path / ("d%d" % i))
        p = depyf_run(["--dump-dir", dump, "--no-report", program], tmp_path)
        assert p.returncode == 0, p.stderr
        seen.append(_index_without_times(dump))
    graphs = [a for a in seen[0]["artifacts"] if a["kind"] != "full_code" and a["kind"] != "transformed_code"]
    assert len([a for a in graphs if a["kind"] == "dynamo_graph"]) == 2
    assert all(a["function"] for a in graphs), [(a["path"], a["function"]) for a in graphs]
    for other in seen[1:]:
        assert other == seen[0]
    from depyf.report import load

    proc = load(dump).processes[0]
    assert sum(r["graphs"] for r in proc.function_rows()) == proc.summary()["graphs"] == 2
    with open(os.path.join(dump, [a["path"] for a in graphs if a["kind"] == "dynamo_graph"][0])) as f:
        assert "(in f)" in f.readline()


# -- the defects, one test each, on report_programs/defects.py --------------------------------


def _page(defects, name):
    return parse_page(os.path.join(defects["report"], name))


def _row(page, code):
    """The anchor of the row whose own line (not its detail) holds `code`."""
    (row,) = [r for r, t in page.rows.items() if code in t.split("line ", 1)[0]]
    return row


def _fn_page_of(defects, display):
    proc = defects["model"]
    (key,) = [k for k in proc.groups if proc.display_name(k) == display]
    return "f_%s.html" % key.replace(".", "_"), key


def test_torch_relative_guard_paths_resolve_to_the_installed_file(defects):
    """torch names its own files relative to its folder (`nn/modules/linear.py:134`):
    resolved to the installed file, never to a file under the working folder,
    and folded away from the user's code."""
    import torch

    proc = defects["model"]
    users = {g.user[0] for gs in proc.guards.values() for g in gs if g.user}
    assert all(os.path.isfile(u) for u in users), [u for u in users if not os.path.isfile(u)]
    linear = os.path.join(os.path.dirname(os.path.abspath(torch.__file__)), "nn", "modules", "linear.py")
    assert proc.is_library(linear) and not proc.is_library(defects["src"])
    if not _torch_at_least(2, 6):
        return  # (torch <= 2.5 comment a guard with the user's line only, never torch's own)
    assert linear in users
    page, key = _fn_page_of(defects, "Small.forward")
    with open(os.path.join(defects["report"], page)) as f:
        html = f.read()
    assert "line not in the file" not in html
    own, library = html.split('<details id="library">')
    assert linear not in own and linear in library
    # a line of torch's own guards lists this function's guards only
    for href, cls in parse_page(os.path.join(defects["report"], page)).links:
        if cls == "guard":
            assert href.startswith("a_full_code_for_forward_0"), href


def test_break_inside_a_called_function_carries_the_user_traceback(defects):
    proc = defects["model"]
    src = defects["src"]
    inner_line = "%s:%d" % (src, src_line(src, 'print("inner"'))
    call_site = "%s:%d" % (src, src_line(src, "y = inner(y)"))
    (b,) = [b for b in proc.breaks if b["user_line"] == inner_line]
    stack = [f["user_line"] for f in b["user_stack"]]
    assert stack[-2:] == [call_site, inner_line], stack  # innermost last
    assert all(os.path.basename(s).startswith("defects.py:") for s in stack), stack  # no torch frame
    page, _ = _fn_page_of(defects, "outer")
    fn = _page(defects, page)
    rows = {fn.rows[r].strip().split("\n")[0]: r for r in fn.rows}
    site = _row(fn, "y = inner(y)")
    inner = _row(fn, 'print("inner"')
    assert "break" in [c for h, c in fn.row_links[site]] and "inside this call" in fn.rows[site]
    assert "break" in [c for h, c in fn.row_links[inner]]
    ov = _page(defects, "index.html")
    frames = [h for h, c in ov.links if c == "frame"]
    assert len(frames) >= 2 and rows


def _torch_at_least(major, minor):
    import torch

    return tuple(int(x) for x in re.findall(r"\d+", torch.__version__)[:2]) >= (major, minor)


def test_skipped_frames_say_torchs_own_words(defects):
    proc = defects["model"]
    text = "".join(_page(defects, "index.html").text)
    assert "an error was suppressed" not in text
    if not _torch_at_least(2, 6):
        return  # (torch <= 2.5 compile a generator function's frame, or skip it without a word)
    (gen,) = [s for s in proc.skipped if s["name"] == "gen"]
    assert "Generators cannot be compiled directly" in gen["summary"], gen
    assert "Generators cannot be compiled directly" in text
    assert "Generators cannot be compiled directly" in defects["proc"].stderr


def test_a_compile_that_raised_is_not_counted_as_compiled(defects):
    proc = defects["model"]
    rows = proc.function_rows()
    names = [r["name"] for r in rows]
    assert len(names) == len(set(names)) and all(r["cache_entries"] for r in rows)
    assert proc.summary()["functions"] == len(rows)
    assert sum(r["graphs"] for r in rows) == proc.summary()["graphs"]
    # the recompilation of `sometimes` raised: on its own row, not on a new one with no cache entry
    assert [k for k, f in proc.functions.items() if f.get("name") == "sometimes"] == ["sometimes_0"]
    (row,) = [r for r in rows if r["name"] == "sometimes"]
    if _torch_at_least(2, 6):  # (torch <= 2.5 keep no reason for a recompilation that raised)
        assert row["recompilations"] == 1
    for r in proc.recompiles:
        assert proc.functions[r["function"]]["compiles"], r
    (raises,) = [k for k, f in proc.functions.items() if f.get("name") == "raises"]
    if proc.functions[raises]["compiles"]:
        return  # (torch 2.2-2.4 compile the code before the raise and break the graph at it)
    assert "raises" not in names
    assert [s["name"] for s in proc.skipped].count("raises") == 1
    # a function with no graph: says so instead of an empty table
    with open(os.path.join(defects["report"], "f_%s.html" % raises)) as f:
        html = f.read()
    assert "torch compiled no code for this function" in html and "Cache entries" not in html
    assert "Observed exception" in html


def test_names_as_the_user_knows_them(defects):
    proc = defects["model"]
    names = [r["name"] for r in proc.function_rows()]
    assert "Decorated.forward" in names and not any("wrapped_func" in n for n in names)
    page, key = _fn_page_of(defects, "Decorated.forward")
    fn = _page(defects, page)
    assert "Decorated.forward" in fn.title
    assert any("return torch.tanh(x) * 2" in t for t in fn.rows.values())  # the model's code, not the decorator's
    # no internal keys in headers, no torch global names for resume functions
    for name in os.listdir(defects["report"]):
        if name.startswith("f_") or name == "index.html":
            p = _page(defects, name)
            assert not re.search(r"_\d+$", p.title.strip()), p.title
            with open(os.path.join(defects["report"], name)) as f:
                assert "__resume_at_" not in f.read(), name
    # the two resume functions of the data-dependent branch: by the statement each resumes at
    labels = {proc.display_name(k) for k in proc.functions if proc.functions[k].get("resume_of")}
    assert any(lbl.endswith("resumed at line %d (y = y - 1)" % src_line(defects["src"], "y = y - 1")) or
               lbl.endswith("resumed at line %d (y = y * 2)" % src_line(defects["src"], "y = y * 2")) for lbl in labels), labels
    assert any("resumed after line %d" % src_line(defects["src"], 'print("small"') in lbl for lbl in labels), labels
    # recompilations: every failed guard has its user line, and the line is tagged
    for r in proc.recompiles:
        assert all(x["user_line"] for x in r["failed"]), r
    assert any("recompile" in li.kinds() for li in proc.lines.values())
    text = "".join(_page(defects, "index.html").text)
    assert "(no user line)" not in text


_MEASURE = """<script>
window.addEventListener("load", function () {
  var w = document.documentElement.clientWidth, out = [], n = 0;
  document.querySelectorAll("td.mk a.mk, .detail").forEach(function (e) {
    var r = e.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return;  // not shown (a detail whose line is not selected)
    n += 1;
    if (r.left < 0 || r.right > w) out.push(e.className + " " + Math.round(r.left) + ".." + Math.round(r.right));
  });
  document.body.setAttribute("data-measured", JSON.stringify({width: w, shown: n, outside: out}));
});
</script>"""


def _measured(exe, page, fragment=""):
    """{width, shown, outside} of the markers and open detail panels of a
    report page laid out at 1400 px (a copy of the page with a script that
    measures them)."""
    with open(page, encoding="utf-8") as f:
        html = f.read()
    probe = page[:-5] + "_measure.html"
    with open(probe, "w", encoding="utf-8") as f:
        f.write(html.replace("</body>", _MEASURE + "</body>"))
    try:
        dom = _browser(exe, "--window-size=1400,1000", "--virtual-time-budget=3000", "--dump-dom",
                       "file://" + probe + fragment)
    finally:
        os.remove(probe)
    m = re.search(r'data-measured="([^"]*)"', dom)
    assert m, dom[-500:]
    import html as html_module

    return json.loads(html_module.unescape(m.group(1)))


def test_report_layout_at_1400px(defects, tmp_path):
    """The code reads unbroken: each annotated line has compact markers in
    the viewport at 1400 px, its detail opens in a panel inside the
    viewport; screenshots of the overview, a source page with a line's
    detail open and a break's traceback are kept as test artifacts."""
    exe = _chromium_or_skip("layout", tmp_path)
    report = defects["report"]
    page, _ = _fn_page_of(defects, "outer")
    fn = _page(defects, page)
    site = _row(fn, "y = inner(y)")
    long_line = _row(fn, "# a long line")
    assert len(fn.rows[long_line]) > 150
    for name, fragment in (("index.html", ""), (page, ""), (page, "#" + site), (page, "#" + long_line)):
        m = _measured(exe, os.path.join(report, name), fragment)
        assert m["width"] <= 1400 and not m["outside"], (name, fragment, m)
        if name == page:
            assert m["shown"] >= 3 + (1 if fragment else 0), m  # markers, and the open panel
    # a line's markers: one compact link, not a column of links
    marks = [c for h, c in fn.row_links[site] if c == "mk"]
    assert marks == ["mk"]
    inner = _row(fn, 'print("inner"')
    # the break's detail: torch's words and the user's traceback, innermost last, each frame linked
    (b,) = [b for b in defects["model"].breaks if b["user_line"].endswith(":%d" % src_line(defects["src"], 'print("inner"'))]
    said = b["explanation"] or b["reason"]  # (torch's words differ by release)
    assert said and said in fn.rows[inner] and "user traceback" in fn.rows[inner]
    frames = [h for h, c in fn.row_links[inner] if c == "frame"]
    assert [f.split("#")[-1] for f in frames[-2:]] == [site, inner], frames
    shots = os.environ.get("DEPYF_TEST_ARTIFACTS") or str(tmp_path / "shots")
    os.makedirs(shots, exist_ok=True)
    for shot, url in (("report_1400_overview.png", "file://" + os.path.join(report, "index.html")),
                      ("report_1400_source_line_detail.png", "file://%s#%s" % (os.path.join(report, page), site)),
                      ("report_1400_break_traceback.png", "file://%s#%s" % (os.path.join(report, page), inner))):
        out = os.path.join(shots, shot)
        _browser(exe, "--hide-scrollbars", "--window-size=1400,1000", "--screenshot=%s" % out, url)
        assert os.path.getsize(out) > 10000, out
    print("screenshots in", shots)


def test_recompilation_shown_as_what_changed(defects):
    """The failing guard with the user line of the value it checks, and
    side-by-side diffs of the transformed code and the graph of the two compiles."""
    report = defects["report"]
    ov = _page(defects, "index.html")
    diffs = [h for h, c in ov.links if c == "diff"]
    assert diffs, "no recompilation links its diff"
    (first,) = [h for h in diffs if h.startswith("r_forward_0_0_1")]
    page = _page(defects, first)
    text = "".join(page.text)
    assert "tensor `x` changed size in dimension 0" in text
    (uhref,) = [h for h, c in page.links if c == "userline"]
    target, anchor = resolve(os.path.join(report, first), uhref)
    # (the line torch gives the guards on x, torch 2.2: where x is used; else the def that takes x)
    row = parse_page(target).rows[anchor].split("line ", 1)[0]
    assert "def forward(self, x):" in row or "y = self.lin(x)" in row, row
    with open(os.path.join(report, first), encoding="utf-8") as f:
        html = f.read()
    assert "Transformed code: compile 0/0 &rarr; 0/1" in html and "Graph: compile 0/0 &rarr; 0/1" in html
    assert html.count('class="chg"') + html.count('class="ins"') + html.count('class="del"') > 2
    assert "__transformed_code_0_for_forward.py" in text and "__transformed_code_1_for_forward.py" in text


def test_compile_time_by_phase(defects):
    """Each compile's time split as torch measured it (Dynamo, the backend,
    Inductor where torch tells it apart) and depyf's own share."""
    proc = defects["model"]
    timed = [c for c in proc.compiles if c["time_s"]]
    assert timed
    for c in timed:
        phases = dict(c["phases"])
        assert "Dynamo" in phases and "depyf" in phases, c
        assert abs(sum(phases.values()) - c["time_s"]) < 1e-3 or sum(phases.values()) >= c["time_s"], c
        assert 0 < phases["depyf"] < c["time_s"], c
    inductor = [c for c in timed if c["name"] == "Small.forward"]
    assert any("AOTAutograd" in dict(c["phases"]) or "backend" in dict(c["phases"]) for c in inductor)
    text = "".join(_page(defects, "index.html").text)
    assert "Dynamo " in text and "depyf " in text and "mostly" in defects["proc"].stderr



def test_two_ranks_that_compile_differently(tmp_path):
    """torchrun, gloo, CPU: the ranks take different branches (rank 1 breaks
    the graph where rank 0 does not); the merged report names the
    divergence, the function and the line, and links each rank's page."""
    dump = str(tmp_path / "D")
    p = run_torchrun(["--nproc_per_node", "2", "-m", "depyf", "run", "--dump-dir", dump, os.path.join(PROGRAMS, "ranks.py")],
                     cleanup=lambda: shutil.rmtree(dump, ignore_errors=True), cwd=str(tmp_path), env=_env(),
                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
    assert p.returncode == 0, p.stderr[-3000:]
    r = subprocess.run([sys.executable, "-m", "depyf", "report", dump], env=_env(), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
    assert r.returncode == 0, r.stderr
    out = subprocess.run([sys.executable, "-m", "depyf", "explain", "--json", dump], env=_env(),
                         stdout=subprocess.PIPE, universal_newlines=True, timeout=300)
    found = json.loads(out.stdout)["rank_divergences"]
    src = os.path.join(PROGRAMS, "ranks.py")
    line = "%s:%d" % (src, src_line(src, 'print("rank 1 logs here")'))
    (breaks,) = [d for d in found if d["kind"] == "graph_break"]
    assert breaks["function"] == "step" and breaks["where"] == line
    assert breaks["per_rank"]["0"] is None and breaks["per_rank"]["1"].startswith("ranks.py:%d: " % src_line(src, 'print("rank 1'))
    assert any(d["kind"] in ("graph_differs", "graph_count") and d["function"] == "step" for d in found), found
    report = os.path.join(dump, "report")
    check_report(report)
    ov = parse_page(os.path.join(report, "index.html"))
    assert "divergence" in ov.ids
    (row,) = [r for r in ov.rows if r.startswith("divergence-") and "graph break on some ranks" in ov.rows[r]]
    (href,) = [h for h, c in ov.row_links[row] if c == "userline"]
    assert href.startswith("f_rank_1_step_0.html#"), href
    target, anchor = resolve(os.path.join(report, "index.html"), href)
    assert 'print("rank 1 logs here")' in parse_page(target).rows[anchor]
    assert [h for h, c in ov.row_links[row] if c == "rank"] == ["f_rank_0_step_0.html", "f_rank_1_step_0.html"]
