"""Breakpoints an attached IDE set in a dump file before the file existed.

debugpy (VS Code's debug engine, built on pydevd) keeps the breakpoints the
IDE sends but places only those whose file exists; one set in
`__transformed_code_0_for_fn.py` before the first run wrote it would never
stop.  When depyf writes a file that such a breakpoint names, it asks the
debugger to apply the breakpoints it holds again, as pydevd itself does
after a change of source mapping.  The debugger is detected, never
assumed; whatever fails here leaves the user's program and the debugger
as they were.
"""

import os
import sys


def _debugger():
    pydevd = sys.modules.get("pydevd")  # imported only when a pydevd-based debugger runs
    get = getattr(pydevd, "get_global_debugger", None)
    return get() if callable(get) else None


def _same_file(a, b):
    return os.path.normcase(os.path.realpath(a)) == os.path.normcase(os.path.realpath(b))


def _waiting_for(py_db, path):
    """True when the debugger holds a breakpoint for `path` it has not placed."""
    received = getattr(py_db, "api_received_breakpoints", None)
    placed = getattr(py_db, "breakpoints", None)
    if not received or placed is None:
        return False
    if any(_same_file(name, path) for name in list(placed)):
        return False
    return any(isinstance(key, tuple) and key and isinstance(key[0], str) and _same_file(key[0], path)
               for key in list(received))


def file_written(path):
    """`path` now exists: place the breakpoints an attached debugger holds for it."""
    try:
        py_db = _debugger()
        if py_db is None or not _waiting_for(py_db, path):
            return
        from _pydevd_bundle.pydevd_api import PyDevdAPI

        reapply = getattr(PyDevdAPI(), "reapply_breakpoints", None)
        if reapply is not None:
            reapply(py_db)
    except Exception:
        pass  # a debugger internal changed: the breakpoint waits for the next run, nothing breaks
