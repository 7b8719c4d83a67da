"""depyf.pt2.ide without an IDE: a pydevd-shaped debugger in sys.modules
whose breakpoint waits for a dump file is asked to place it once the file
is written, and only then; anything unexpected is ignored."""

import sys
import types

import pytest

from depyf.pt2 import ide


class FakeDebugger:
    def __init__(self, received, placed):
        self.api_received_breakpoints = {(path, 1): (path, ()) for path in received}
        self.breakpoints = {path: {} for path in placed}
        self.reapplied = 0


@pytest.fixture
def debugger(monkeypatch):
    holder = {}
    pydevd = types.ModuleType("pydevd")
    pydevd.get_global_debugger = lambda: holder.get("db")
    api = types.ModuleType("_pydevd_bundle.pydevd_api")

    class PyDevdAPI:
        def reapply_breakpoints(self, py_db):
            py_db.reapplied += 1

    api.PyDevdAPI = PyDevdAPI
    monkeypatch.setitem(sys.modules, "pydevd", pydevd)
    monkeypatch.setitem(sys.modules, "_pydevd_bundle", types.ModuleType("_pydevd_bundle"))
    monkeypatch.setitem(sys.modules, "_pydevd_bundle.pydevd_api", api)
    return holder


def test_a_waiting_breakpoint_is_placed_when_its_file_is_written(debugger, tmp_path):
    path = str(tmp_path / "__transformed_code_0_for_f.py")
    db = debugger["db"] = FakeDebugger(received=[path], placed=[])
    ide.file_written(path)
    assert db.reapplied == 1


def test_nothing_is_asked_for_other_files_or_placed_breakpoints(debugger, tmp_path):
    path = str(tmp_path / "__transformed_code_0_for_f.py")
    db = debugger["db"] = FakeDebugger(received=[str(tmp_path / "other.py")], placed=[])
    ide.file_written(path)
    db2 = debugger["db"] = FakeDebugger(received=[path], placed=[path])
    ide.file_written(path)
    assert db.reapplied == db2.reapplied == 0


def test_no_debugger_or_a_changed_one_is_ignored(debugger, tmp_path, monkeypatch):
    path = str(tmp_path / "f.py")
    ide.file_written(path)  # none attached
    debugger["db"] = object()  # no pydevd fields
    ide.file_written(path)
    db = debugger["db"] = FakeDebugger(received=[path], placed=[])
    monkeypatch.delattr(sys.modules["_pydevd_bundle.pydevd_api"], "PyDevdAPI")
    ide.file_written(path)  # its API moved: nothing raised, nothing done
    assert db.reapplied == 0
