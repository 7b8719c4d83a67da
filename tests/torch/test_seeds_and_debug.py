"""The two seed examples, run unchanged as scripts, and the pdb session of
`depyf.debug()` driven from stdin."""

import os
import re
import shutil
import subprocess
import sys

import pytest

pytest.importorskip("torch")

from helpers import assert_all_python_compiles, assert_nothing_else, load_index  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLES = os.path.join(os.path.dirname(os.path.dirname(HERE)), "examples")  # the repo's copies, run unchanged


def run_script(script, cwd, env, stdin=None, standin=False, timeout=600):
    cmd = [sys.executable]
    if standin:
        cmd.append(os.path.join(HERE, "standin.py"))
    cmd.append(script)
    return subprocess.run(cmd, cwd=cwd, env=env, input=stdin, capture_output=True, text=True, timeout=timeout)


@pytest.fixture(scope="module")
def seed_prepare_debug_run(tmp_path_factory):
    """seed_prepare_debug.py unchanged (inductor backend), run once for all checks."""
    env = dict(os.environ)
    src = os.path.join(os.path.dirname(os.path.dirname(HERE)), "src")
    env["PYTHONPATH"] = os.pathsep.join([src, HERE])
    cwd = tmp_path_factory.mktemp("seed1")
    shutil.copy(os.path.join(EXAMPLES, "seed_prepare_debug.py"), cwd)
    proc = run_script("seed_prepare_debug.py", str(cwd), env)
    return proc, os.path.join(str(cwd), "dump_src_dir")


def test_seed_prepare_debug_runs_and_dumps(seed_prepare_debug_run):
    proc, dump = seed_prepare_debug_run
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert_all_python_compiles(dump)
    assert_nothing_else(dump)
    index = load_index(dump)
    names = set(os.listdir(dump))
    assert "full_code_for_toy_example_0.py" in names
    assert "__transformed_code_0_for_toy_example.py" in names
    assert any(re.match(r"__transformed_code_\d+_for_(torch_dynamo_)?resume_in_toy_example(_at_\d+)?\.py", n) for n in names)
    assert any(re.match(r"__compiled_fn_\d+\.Captured_Graph\.0\.py", n) for n in names)
    kernels = [a for a in index["artifacts"] if a["kind"] == "inductor_output_code"]
    assert kernels and all(a["compiled_fn"] for a in kernels)
    top = [f for f in index["functions"] if f["name"] == "toy_example"][0]
    assert top["graph_breaks"][0]["user_line"].endswith("seed_prepare_debug.py:10")
    full = open(os.path.join(dump, "full_code_for_toy_example_0.py")).read()
    assert "def toy_example(a, b):" in full and "__guard_0_for_toy_example" in full
    # a guard comment points at the user line it came from
    assert re.search(r"# x = a / \(torch\.abs\(a\) \+ 1\)  # .*seed_prepare_debug\.py:9", full)


def test_seed_prepare_debug_transformed_code_decompiled(seed_prepare_debug_run):
    """Needs the decompiler: the transformed code is decompiled (so it is what ran)."""
    proc, dump = seed_prepare_debug_run
    index = load_index(dump)
    failed = [(a["path"], a.get("reason")) for a in index["artifacts"]
              if a["kind"] == "transformed_code" and not a["decompiled"]]
    assert not failed, "DECOMPILER: %s" % failed


def test_rerun_replaces_previous_files(tmp_path):
    env = dict(os.environ)
    src = os.path.join(os.path.dirname(os.path.dirname(HERE)), "src")
    env["PYTHONPATH"] = os.pathsep.join([src, HERE])
    cwd = str(tmp_path)
    script = os.path.join(cwd, "seed_aot.py")
    text = open(os.path.join(EXAMPLES, "seed_prepare_debug.py")).read().replace(
        "@torch.compile", '@torch.compile(backend="aot_eager")')
    with open(script, "w") as f:
        f.write(text)
    proc = run_script(script, cwd, env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    dump = os.path.join(cwd, "dump_src_dir")
    before = sorted(os.listdir(dump))
    # pretend the previous run wrote one more file: the next run must remove it
    import json

    index = load_index(dump)
    stale = "__transformed_code_99_for_gone.py"
    index["artifacts"].append({"path": stale, "kind": "transformed_code"})
    with open(os.path.join(dump, stale), "w") as f:
        f.write("# stale\n")
    with open(os.path.join(dump, "depyf_index.json"), "w") as f:
        json.dump(index, f)
    with open(os.path.join(dump, "notes_by_the_user.txt"), "w") as f:
        f.write("keep me")
    proc = run_script(script, cwd, env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    after = sorted(os.listdir(dump))
    assert stale not in after
    assert "notes_by_the_user.txt" in after  # depyf only removes files it wrote
    os.remove(os.path.join(dump, "notes_by_the_user.txt"))
    after.remove("notes_by_the_user.txt")
    assert after == before  # same names: replaced, no pile-up of uuid-named files
    assert_nothing_else(dump)
    assert not any(re.search(r"[0-9a-f]{8}_[0-9a-f]{4}_", n) for n in after)


PDB_COMMANDS = """\
b {file}:{line}
c
where
p __file__ if False else 'at-breakpoint'
clear
y
c
"""


def _debug_session(tmp_path, standin):
    env = dict(os.environ)
    src = os.path.join(os.path.dirname(os.path.dirname(HERE)), "src")
    env["PYTHONPATH"] = os.pathsep.join([src, HERE])
    cwd = tmp_path
    script = os.path.join(str(cwd), "seed_debug.py")
    shutil.copy(os.path.join(EXAMPLES, "seed_debug.py"), script)
    # first run, to learn which line of the dumped file to break at
    proc = run_script(script, str(cwd), env, stdin="c\n", standin=standin)
    assert proc.returncode == 0, proc.stderr[-3000:]
    dump = os.path.join(str(cwd), "dump_src_dir")
    target = os.path.join(dump, "__transformed_code_0_for_toy_example.py")
    lines = open(target).read().splitlines()
    body = [i + 1 for i, l in enumerate(lines) if l.startswith("    ") and not l.strip().startswith("#")]
    assert body, "DECOMPILER: %s holds no decompiled code:\n%s" % (target, "\n".join(lines[:4]))
    line = body[0]
    proc = run_script(script, str(cwd), env, stdin=PDB_COMMANDS.format(file=target, line=line), standin=standin)
    out = proc.stdout
    assert proc.returncode == 0, proc.stderr[-3000:] + out[-3000:]
    assert "depyf: the compiled code now runs from the files in" in out
    assert "Breakpoint 1 at %s:%d" % (target, line) in out
    # the frame shown at the stop is the dumped file, not the user's source
    stops = re.findall(r"^> (.*?)\((\d+)\)(\w+)\(\)", out, re.M)
    hit = [s for s in stops if s[0] == target]
    assert hit, out[-4000:]
    assert int(hit[0][1]) == line
    assert hit[0][2] == "__transformed_code_0_for_toy_example"
    assert "'at-breakpoint'" in out
    assert_all_python_compiles(dump)
    assert_nothing_else(dump)
    full = open(os.path.join(dump, "full_code_for_toy_example_0.py")).read()
    assert "def __transformed_code_0_for_toy_example(a, b):" in full
    return out


def test_seed_debug_breakpoint_in_dumped_file(tmp_path):
    """The seed debug example with depyf's decompiler (needs it to succeed)."""
    _debug_session(tmp_path, standin=False)


def test_debug_breakpoint_plumbing_with_standin(tmp_path):
    """The same session with a test-only stand-in decompiler: checks the torch
    layer (compile back from the dump, debugger stops there) independently."""
    _debug_session(tmp_path, standin=True)
