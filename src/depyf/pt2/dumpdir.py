"""The dump folder: one folder per process, the files in it, and the JSON index.

Several processes may share one `dump_dir` (torchrun, multiprocessing): the
main process writes into `dump_dir` itself, a distributed rank into
`dump_dir/rank_<r>`, a multiprocessing child into `dump_dir/proc_<name>` and a
bare `os.fork` child into `dump_dir/pid_<pid>`.  Each folder has its own
index, so no process ever writes another's files and nothing needs a lock.

Running the program again into the same folder removes the files the previous
run listed in its index before writing new ones; files depyf did not write are
never touched.
"""

import json
import multiprocessing
import os
import re
import sys
import sysconfig
import threading

from . import ide
from .index import Index, OtherProcess, ProcessInfo

INDEX_NAME = "depyf_index.json"

_forked = False


def _note_fork():
    global _forked
    _forked = True
    for dd in list(_DIRS.values()):
        dd._proc_dir = None


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_note_fork)


def safe_name(name):
    """A file-name-safe, identifier-like form of a code object's name."""
    name = re.sub(r"[^0-9A-Za-z_]+", "_", name or "unnamed").strip("_")
    return name or "unnamed"


def _process_identity(base):
    """(folder, ProcessInfo) for the current process under `base`."""
    env_rank = os.environ.get("RANK")
    world = os.environ.get("WORLD_SIZE")
    info = ProcessInfo(pid=os.getpid())
    try:
        # what a relative co_filename is relative to (Python 3.8 names a
        # script run as `python prog.py` so): the report resolves against it
        info.cwd = os.getcwd()
    except OSError:
        pass
    rank = None
    if env_rank is not None and env_rank.isdigit():
        rank = int(env_rank)
        info.world_size = int(world) if (world or "").isdigit() else None
    else:
        from ._torch import distributed_rank

        try:
            found = distributed_rank() if "torch" in sys.modules else None
        except Exception:
            found = None
        if found is not None:
            rank, info.world_size = found
    if rank is not None:
        info.rank, info.role, info.name = rank, "rank", "rank_%d" % rank
        return os.path.join(base, info.name), info
    try:
        parent = multiprocessing.parent_process()
    except Exception:
        parent = None
    if parent is not None:
        info.role, info.name, info.parent_pid = "child", "proc_" + safe_name(multiprocessing.current_process().name), parent.pid
        return os.path.join(base, info.name), info
    if _forked:
        info.role, info.name = "forked", "pid_%d" % os.getpid()
        return os.path.join(base, info.name), info
    return base, info


class DumpDir:
    """Files and index of one process inside a dump folder."""

    def __init__(self, base):
        self.base = os.path.abspath(base)
        self._proc_dir = None
        self._pid = None
        self.lock = threading.RLock()
        self.reset_state()

    def reset_state(self):
        self.index = Index()
        self.name_counters = {}

    # -- where this process writes ------------------------------------------
    @property
    def path(self):
        if self._proc_dir is None or self._pid != os.getpid():
            self._open_for_this_process()
        return self._proc_dir

    def _open_for_this_process(self):
        folder, info = _process_identity(self.base)
        if self._pid is not None and self._pid != os.getpid():
            self.reset_state()  # a forked child starts its own record
        self._proc_dir = folder
        self._pid = os.getpid()
        self.index.process = info
        os.makedirs(folder, exist_ok=True)
        self._remove_previous_run(folder)

    def _remove_previous_run(self, folder):
        index_path = os.path.join(folder, INDEX_NAME)
        try:
            with open(index_path) as f:
                old = json.load(f)
        except (OSError, ValueError):
            return
        if old.get("process", {}).get("pid") == os.getpid() and self.index.artifacts:
            return
        for art in old.get("artifacts", []):
            rel = art.get("path", "")
            full = os.path.normpath(os.path.join(folder, rel))
            if os.path.dirname(full) != os.path.normpath(folder):
                continue  # only files directly in this folder, never elsewhere
            try:
                os.remove(full)
            except OSError:
                pass
        try:
            os.remove(index_path)
        except OSError:
            pass

    # -- names --------------------------------------------------------------
    def next_number(self, key):
        with self.lock:
            n = self.name_counters.get(key, 0)
            self.name_counters[key] = n + 1
            return n

    def file_path(self, filename):
        return os.path.join(self.path, filename)

    # -- writing ------------------------------------------------------------
    def write(self, filename, text, new=False, **record):
        """Write `text` to `filename` in this process's folder and index it
        (`record`: the fields of its `index.Artifact`).  `new`: the name was
        just numbered (a transformed code's file, written inside the
        compile): no reader knows it yet, so it is written in place."""
        with self.lock:
            full = self.file_path(filename)
            if not new or not _write_new(full, text):
                _write_atomically(full, text)
            self.index.artifact(filename, **record)
        if filename.endswith(".py"):
            ide.file_written(full)  # outside the lock: the debugger may take its own
        return full

    def index_json(self):
        from .. import __version__

        try:
            import torch

            torch_version = torch.__version__
        except Exception:
            torch_version = None
        process = self.index.process
        others = self._other_process_dirs() if process is not None and process.role == "main" else None
        data = self.index.to_json(__version__, torch_version, others)
        data["torch_dir"], data["library_dirs"] = _library_dirs()
        return data

    def _other_process_dirs(self):
        out = []
        try:
            names = sorted(os.listdir(self.base))
        except OSError:
            return out
        for name in names:
            if re.match(r"^(rank|proc|pid)_", name) and os.path.isfile(
                os.path.join(self.base, name, INDEX_NAME)
            ):
                out.append(OtherProcess(name, name + "/" + INDEX_NAME))
        return out

    def in_forked_child(self):
        return _forked

    def write_index(self):
        with self.lock:
            full = self.file_path(INDEX_NAME)
            _write_atomically(full, json.dumps(self.index_json(), indent=1, default=str))
            return full


def _library_dirs():
    """(torch's folder, [folders of code that is not the user's]): torch's,
    depyf's and Python's own.  torch names its own files relative to its
    folder (`_dynamo/output_graph.py`, `nn/modules/linear.py`) and other
    installed files relative to the folder above it: the report resolves
    them against these, and folds lines there away from the user's code."""
    torch = sys.modules.get("torch")
    torch_dir = os.path.dirname(os.path.abspath(torch.__file__)) if getattr(torch, "__file__", None) else None
    dirs = [d for d in (torch_dir, os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        sysconfig.get_paths().get("stdlib")) if d]
    return torch_dir, dirs


def _file_bytes(text):
    # Written as bytes, the newlines as text mode writes them: a text-mode
    # file object costs a fifth of the write (four files a compile of a
    # small program)
    if os.linesep != "\n":
        text = text.replace("\n", os.linesep)
    return memoryview(text.encode("utf-8"))


def _write_all(fd, data):
    try:
        while data:
            data = data[os.write(fd, data):]
    finally:
        os.close(fd)


def _write_atomically(path, text):
    # a reader (the report, an editor) never sees half a file
    data = _file_bytes(text)
    tmp = path + ".tmp%d" % os.getpid()
    _write_all(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | _BINARY, 0o666), data)
    os.replace(tmp, path)


def _write_new(path, text):
    """Write `text` to `path` where no file is: created, written and closed
    (no temporary renamed into place: one directory change, not two, a
    fifth of the kernel's time of a file made inside the compile).  False
    where a file is there (a file this run did not list, left from another):
    the caller replaces it atomically."""
    data = _file_bytes(text)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o666)
    except FileExistsError:
        return False
    try:
        _write_all(fd, data)
    except BaseException:
        _remove_quietly(path)  # no half file left under the name
        raise
    return True


def _remove_quietly(path):
    try:
        os.remove(path)
    except OSError:
        pass


_BINARY = getattr(os, "O_BINARY", 0)


_DIRS = {}


def dump_dir_for(base):
    """The DumpDir for `base` in this process (one per absolute path)."""
    key = os.path.abspath(base)
    dd = _DIRS.get(key)
    if dd is None:
        dd = _DIRS[key] = DumpDir(key)
    return dd
