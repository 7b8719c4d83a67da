"""`depyf run`, `depyf report` and `depyf explain` on real captures: the seed
example (inductor: kernels), a program with graph breaks, a recompilation and
a frame run eagerly, a program that forks a worker, programs that compile
nothing, raise or run as -m; and the report in a headless Chromium."""

import json
import os
import shutil
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SRC = os.path.join(REPO, "src")
PROGRAMS = os.path.join(HERE, "report_programs")
sys.path.insert(0, os.path.dirname(HERE))  # tests/: report_checks

from report_checks import check_all_artifacts_reachable, check_report, parse_page, resolve  # noqa: E402


def _env():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([SRC] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    env.pop("TORCH_LOGS", None)
    for name in ("RANK", "LOCAL_RANK", "WORLD_SIZE"):
        env.pop(name, None)
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


def src_line(path, text):
    with open(path) as f:
        for i, line in enumerate(f, 1):
            if text in line:
                return i
    raise AssertionError("%r not in %s" % (text, path))


# -- the report: links, reachability ---------------------------------------------------------


@pytest.mark.parametrize("which", ["seed", "breaks", "forks"])
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


def test_report_in_headless_chromium(seed, tmp_path):
    exe = _chromium()
    if exe is None:
        msg = "Chromium is not installed (apt-get install -y chromium): the report's browser test cannot run"
        if os.environ.get("CI") == "true":
            pytest.fail(msg)
        pytest.skip(msg + " (not in CI)")
    _browser.profile = str(tmp_path / "profile")
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
