"""The writer: graph files, full_code files and the index, off the compile path.

full_code files and the index cover every compile so far: rewriting them
after each compile costs a program that compiles N frames N rewrites, on the
compile path; graph files cost a print of each graph.  They are written this
long after the first compile that changed them (by a timer, so a program
that then runs for hours or dies abruptly still has them, and mostly while
the program runs kernels that release the GIL), and for certain when the
block exits.  Only the transformed code is written at once (by the code
swap): torch runs it as soon as the bytecode hook returns.
"""

import threading
import time

from .dumpdir import safe_name
from .full_code import FullCodeCache, build_full_code
from .functions import globals_from_gc

DEFERRED_WRITE_S = 1.0


class Writer:
    def __init__(self, dump, graphs, functions, lock, internal_error):
        self.dump = dump
        self.graphs = graphs
        self.functions = functions
        self.lock = lock
        self.internal_error = internal_error
        self.full_code_cache = FullCodeCache()
        # when the pending write of full_code files and the index is due
        # (None: none pending), guarded by its condition
        self._due = None
        self._due_changed = threading.Condition(threading.Lock())
        self._thread = None
        self._stopped = False

    def start(self):
        """Start the thread that writes by the timer (debug() starts the
        last session again).  Started here, when the block is entered: a
        thread started at the first compile cost that compile its start
        (about 0.1 ms, a percent of depyf's time in a small program's)."""
        with self._due_changed:
            self._stopped = False
            self._due = None
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="depyf-writer", daemon=True)
                self._thread.start()

    def stop(self):
        """No more timed writes (the caller writes once more, final)."""
        with self._due_changed:
            self._stopped = True
            self._due = None
            self._due_changed.notify()
        with self.lock:
            pass  # a timed write under way ends first: the final write comes after it

    def schedule(self, final=False):
        """Write what changed: now when `final` (or in a forked child), else
        by the timer."""
        if final or self.dump.in_forked_child():
            # a forked child's timer thread did not survive the fork, and
            # such children often end in os._exit (multiprocessing does)
            self._write_deferred(final=final)
            return
        with self._due_changed:
            if self._due is None and not self._stopped:
                self._due = time.monotonic() + DEFERRED_WRITE_S
                self._due_changed.notify()

    def _run(self):
        """The timer: write DEFERRED_WRITE_S after the first schedule since
        the last write, until stopped."""
        while True:
            with self._due_changed:
                while not self._stopped and (self._due is None or self._due > time.monotonic()):
                    self._due_changed.wait(None if self._due is None else self._due - time.monotonic())
                if self._stopped:
                    return
                self._due = None
            with self.lock:
                if not self._stopped:
                    self._write_deferred()

    def _write_deferred(self, final=False):
        # graph files first: the full_code files name them.  Printing a graph
        # is the largest cost of a compile's files, and the graph's forward
        # runs from its file from then on (the swap needs no compile)
        try:
            self.graphs.flush(final)
        except Exception as e:
            self.internal_error("graph files", e)
        for info in self.functions.all():
            if info.parent is None and (info.dirty or final):
                try:
                    self._write_full_code(info)
                except Exception as e:
                    self.internal_error("full_code for %s" % info.code.co_name, e)
        try:
            self.dump.write_index()
        except Exception as e:
            self.internal_error("index", e)

    def _graph_files(self, global_name):
        compiled = self.graphs.by_global.get(global_name)
        return [e.filename for e in compiled.entries] if compiled else []

    def full_code_text(self, info):
        """(text, [TransformedInfo]) of the full_code file of `info`, a top-level function."""
        if info.globals is None:
            info.globals = globals_from_gc(info.code)
        return build_full_code(info, self.functions, self._graph_files, self.full_code_cache)

    def _write_full_code(self, info):
        if info.full_code_file is None:
            base = safe_name(info.code.co_name)
            info.full_code_file = "full_code_for_%s_%d.py" % (base, self.dump.next_number(("full_code", base)))
        text, members = self.full_code_text(info)
        self.dump.write(
            info.full_code_file,
            text,
            kind="full_code",
            function=info.key,
            user_lines=info.user_lines,
            decompiled=all(t.ok for t in members) if members else None,
        )
        for member in [info] + self.functions.members_of(info):
            self.dump.index.function(member.key, full_code=info.full_code_file)
        info.dirty = False
