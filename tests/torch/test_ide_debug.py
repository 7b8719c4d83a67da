"""The seed debug program (examples/seed_debug.py, unchanged) under debugpy,
VS Code's debug engine, driven by a Debug Adapter Protocol client as an IDE
drives it: a breakpoint set in the dumped transformed code before the file
exists stops there, `depyf.debug()` pauses through the IDE's breakpoint
hook, and the program runs to its end (no terminal, no pdb)."""

import os
import shutil
import subprocess
import sys

import pytest

pytest.importorskip("torch")
pytest.importorskip("debugpy", reason="debugpy is in the `test` extra: pip install -e .[test]")

from dap import DapClient  # noqa: E402
from helpers import free_port  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SRC = os.path.join(ROOT, "src")
SEED = os.path.join(ROOT, "examples", "seed_debug.py")
TARGET = "__transformed_code_0_for_toy_example.py"


def _env(**extra):
    env = dict(os.environ)
    env["PYTHONPATH"] = SRC
    env.pop("TORCH_LOGS", None)
    env.update(extra)
    return env



def _first_body_line(path):
    lines = open(path).read().splitlines()
    body = [i + 1 for i, line in enumerate(lines) if line.startswith("    ") and not line.strip().startswith("#")]
    assert body, "%s holds no decompiled code" % path
    return body[0]


def _learn_breakpoint_line(cwd):
    """Run the seed once without a debugger to learn which line of the
    dumped file to break at, then remove the dump: the IDE sets the
    breakpoint before the file exists."""
    proc = subprocess.run([sys.executable, "seed_debug.py"], cwd=cwd, env=_env(PYTHONBREAKPOINT="0"),
                          capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr[-3000:]
    dump = os.path.join(cwd, "dump_src_dir")
    line = _first_body_line(os.path.join(dump, TARGET))
    shutil.rmtree(dump)
    return os.path.join(dump, TARGET), line


def _top_frame(client, thread_id):
    frames = client.request("stackTrace", threadId=thread_id, startFrame=0, levels=20)["stackFrames"]
    return frames


def test_seed_under_debugpy_stops_at_a_breakpoint_in_the_dumped_file(tmp_path):
    cwd = str(tmp_path)
    shutil.copy(SEED, os.path.join(cwd, "seed_debug.py"))
    target, line = _learn_breakpoint_line(cwd)
    assert not os.path.exists(target)

    port = free_port()
    out, err = open(os.path.join(cwd, "out.txt"), "w"), open(os.path.join(cwd, "err.txt"), "w")
    proc = subprocess.Popen(
        # subProcess off: Inductor checks each kernel library in a child
        # process, which debugpy would otherwise hold until it attached to it
        [sys.executable, "-m", "debugpy", "--listen", "127.0.0.1:%d" % port, "--wait-for-client",
         "--configure-subProcess", "false", "seed_debug.py"],
        cwd=cwd, env=_env(), stdout=out, stderr=err, stdin=subprocess.DEVNULL,
    )
    client = DapClient("127.0.0.1", port, timeout_s=540)
    try:
        client.request("initialize", clientID="depyf-test", adapterID="debugpy", pathFormat="path",
                       linesStartAt1=True, columnsStartAt1=True)
        attach = client.send("attach", justMyCode=True)
        client.event("initialized")
        placed = client.request("setBreakpoints", source={"path": target}, breakpoints=[{"line": line}])
        assert len(placed["breakpoints"]) == 1
        client.request("configurationDone")
        client.response(attach)

        # the breakpoint: the first call of toy_example runs the dumped file
        at, stopped = client.event("stopped", "exited", "terminated")
        assert stopped["event"] == "stopped", _outputs(cwd)
        thread = stopped["body"]["threadId"]
        frames = _top_frame(client, thread)
        top = frames[0]
        assert os.path.realpath(top["source"]["path"]) == os.path.realpath(target), frames[:3]
        assert top["line"] == line
        assert top["name"] == "__transformed_code_0_for_toy_example"
        assert any(f.get("source", {}).get("path", "").endswith("seed_debug.py") for f in frames)
        client.request("setBreakpoints", source={"path": target}, breakpoints=[])
        client.request("continue", threadId=thread)

        # depyf.debug(): the pause comes through the IDE's breakpoint hook
        at, paused = client.event("stopped", "exited", "terminated", start=at + 1)
        assert paused["event"] == "stopped", _outputs(cwd)
        frames = _top_frame(client, paused["body"]["threadId"])
        assert any(f.get("source", {}).get("path", "").endswith("seed_debug.py") for f in frames), frames[:4]
        client.request("continue", threadId=paused["body"]["threadId"])

        at, end = client.event("exited", "terminated", "stopped", start=at + 1)
        assert end["event"] != "stopped", "a stop after the debug() pause: %s" % end
    finally:
        client.close()
        try:
            proc.wait(timeout=120)
        finally:
            if proc.poll() is None:
                proc.kill()
            out.close()
            err.close()
    assert proc.returncode == 0, _outputs(cwd)
    stdout, stderr = _outputs(cwd)
    assert "depyf: the compiled code now runs from the files in" in stdout
    assert "BdbQuit" not in stderr and "Traceback" not in stderr, stderr[-3000:]


def _outputs(cwd):
    return tuple(open(os.path.join(cwd, name)).read() for name in ("out.txt", "err.txt"))
