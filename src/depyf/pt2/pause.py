"""Pausing in the user's debugger for `depyf.debug()`.

The pause goes through Python's breakpoint hook, as `breakpoint()` does, so
that whichever debugger owns it takes the stop: an IDE's (debugpy installs
its own hook), `PYTHONBREAKPOINT=ipdb.set_trace`, or pdb by default.  With
the default hook and pdb, the stop is shown in the user's frame (the `with
depyf.debug():` line) rather than inside depyf.  A debugger's trace
function is never replaced or cleared: only a pdb this module started is
stopped when the block ends.
"""

import os
import sys


def _pdb_by_default():
    """True when the hook is Python's own and it would start pdb."""
    if sys.breakpointhook is not sys.__breakpointhook__:
        return False
    return os.environ.get("PYTHONBREAKPOINT", "") in ("", "pdb.set_trace")


def _skipped():
    return sys.breakpointhook is sys.__breakpointhook__ and os.environ.get("PYTHONBREAKPOINT") == "0"


class Pause:
    """One pause: `start(frame)` stops in the debugger, `end()` leaves the
    tracing as it was unless the user's debugger installed it."""

    def __init__(self):
        self.trace_before = None
        self.pdb = None

    def start(self, user_frame):
        self.trace_before = sys.gettrace()
        if _skipped():
            return
        if _pdb_by_default():
            import pdb

            self.pdb = pdb.Pdb()
            self.pdb.set_trace(user_frame)
            return
        sys.breakpointhook()

    def end(self):
        """Stop the pdb this pause started, if it still traces; anything
        else (an IDE's tracer, one the user set) stays."""
        if self.pdb is None:
            return
        current = sys.gettrace()
        if current is not None and getattr(current, "__self__", None) is self.pdb and self.trace_before is None:
            self.pdb.set_continue()  # pdb's own way out: no more stops, trace removed where it can be
            sys.settrace(None)
