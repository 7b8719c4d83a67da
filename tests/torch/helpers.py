"""Shared checks for the torch tests."""

import glob
import json
import os
import sys

INDEX = "depyf_index.json"


def load_index(folder):
    with open(os.path.join(folder, INDEX)) as f:
        return json.load(f)


def assert_all_python_compiles(folder):
    files = glob.glob(os.path.join(folder, "**", "*.py"), recursive=True)
    assert files, "no .py files in %s" % folder
    for path in files:
        with open(path) as f:
            compile(f.read(), path, "exec", dont_inherit=True)
    return files


def assert_nothing_else(folder):
    """Only indexed files (and the index) are in the folder: no locks, no tmp files."""
    index = load_index(folder)
    listed = {a["path"] for a in index["artifacts"]} | {INDEX}
    present = {n for n in os.listdir(folder) if os.path.isfile(os.path.join(folder, n))}
    assert present == listed, (sorted(present - listed), sorted(listed - present))


class FrameRecorder:
    """Which files the frames of a call came from (sys.setprofile)."""

    def __init__(self):
        self.files = set()

    def _profile(self, frame, event, arg):
        if event == "call":
            self.files.add(frame.f_code.co_filename)

    def __enter__(self):
        self._old = sys.getprofile()
        sys.setprofile(self._profile)
        return self

    def __exit__(self, *exc):
        sys.setprofile(self._old)

    def ran_transformed_from(self, folder):
        return [f for f in self.ran_from(folder) if "__transformed_code_" in os.path.basename(f)]

    def ran_from(self, folder):
        folder = os.path.abspath(folder)
        return sorted(f for f in self.files if os.path.abspath(f).startswith(folder + os.sep))


def same(a, b):
    import torch

    if isinstance(a, torch.Tensor):
        return isinstance(b, torch.Tensor) and a.shape == b.shape and torch.allclose(a, b, atol=1e-5, equal_nan=True)
    if isinstance(a, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return a == b


def free_port():
    """A TCP port on the loopback that nothing listens on now."""
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# torch's own troubles that a second run does not meet: the port chosen
# free was taken before the rendezvous listened (another process on a
# loaded machine), or gloo's threads aborted the process in the
# interpreter's teardown, after the program had done all its work.
_TORCHRUN_RETRIED = ("eaddrinuse", "address already in use", "terminate called without an active exception")


def run_torchrun(args, cleanup, **kwargs):
    """Run `python -m torch.distributed.run --master_port=P *args` on a free
    port; runs it once more, after `cleanup()`, only when the first run
    failed for one of the reasons in _TORCHRUN_RETRIED."""
    import subprocess

    for attempt in range(2):
        cmd = [sys.executable, "-m", "torch.distributed.run", "--master_port=%d" % free_port()] + list(args)
        p = subprocess.run(cmd, universal_newlines=True, **kwargs)
        output = ((p.stdout or "") + (p.stderr or "")).lower()
        if p.returncode == 0 or not any(reason in output for reason in _TORCHRUN_RETRIED):
            return p
        cleanup()
    return p
