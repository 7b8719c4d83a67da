"""`prepare_debug` and `debug`: dump what torch.compile does, then step through it.

Inside `with prepare_debug(dump_dir):` every frame Dynamo compiles has its
transformed bytecode decompiled, written to `dump_dir`, compiled back from that
file and handed to Dynamo in place of its own code, so the decompilation is
verified by running it and debuggers can stop in the files.  Whenever that is
not possible (a construct the decompiler cannot handle, a torch internal that
changed), torch's own code runs, one warning names the function and the
reason, and the index records it.

A `Session` joins four parts, each in its own module: the code swap
(`swap.py`), the recorder of what torch reports (`recorder.py`), the writer
of graph files, full_code files and the index (`writer.py`), and the hooks
that connect them to torch (`hooks.py`); `functions.py` holds the functions
they share and `index.py` the records they file.
"""

import contextlib
import gc
import os
import sys
import threading
import time

from . import _torch
from .dumpdir import dump_dir_for
from .functions import FunctionTable, frame_globals
from .graphs import GraphStore
from .notices import warn_once
from .recorder import Recorder
from .swap import CodeSwap
from .writer import Writer

_active = []  # sessions currently recording (innermost last)


_last_session = None


class Session:
    def __init__(self, dump_dir, disable_caches=None):
        self.dump = dump_dir_for(dump_dir)
        self.graphs = GraphStore(self.dump)
        self.functions = FunctionTable(self.dump)
        self.lock = threading.RLock()
        self.recorder = Recorder(self.dump, self.graphs, self.functions, self.lock, self.internal_error)
        self.swap = CodeSwap(self.dump, self.graphs)
        self.writer = Writer(self.dump, self.graphs, self.functions, self.lock, self.internal_error)
        self.disable_caches = disable_caches  # None: keep them where torch reports what they load
        self.installation = None

    # -- lifecycle -------------------------------------------------------------
    def start(self):
        from .hooks import Installation
        from .warm_up import warm_up

        warm_up()
        self.writer.start()
        self.dump.path  # choose this process's folder, clear the previous run
        earlier = self.recorder.start()
        cold = self.disable_caches
        if cold is None:
            cold = not _torch.caches_report_loaded_code()
        self.installation = Installation(
            self.recorder, bytecode_hook=self.on_bytecode, disable_caches=cold,
            metrics_log=earlier is None,
        )
        index = self.dump.index
        index.caches = "disabled" if cold else "kept"
        if cold and self.disable_caches is None:
            self.installation.notes.append(
                "compile caches off while recording: this torch does not log Inductor's code when it loads it from its cache")
        # AOT graphs are kept beside the cache cold or warm (a cold run's copy
        # serves later warm runs), where torch has an AOTAutograd cache
        cache_dir = _torch.compile_cache_dir() if _torch.caches_report_loaded_code() else None
        self.graphs.keep_aot_graphs(cache_dir)
        if not cold and cache_dir is None:
            self.installation.notes.append(
                "torch's compile cache folder not found: the AOT graphs of a cache hit are not dumped")
        if earlier is None and not self.installation.metrics_logged:
            index.fail("setup", "torch lacks get_compilation_metrics: no failure or recompilation reasons")
        for missing in self.installation.missing:
            index.fail("setup", "torch lacks " + missing)
        for note in self.installation.notes:
            if note not in index.limitations:
                index.limitations.append(note)
        self._adopt_compiled_before()

    def _adopt_compiled_before(self):
        from . import compiled_before

        try:
            with self.lock:
                found = compiled_before.adopt(self.dump, self.functions, self.graphs, self.recorder.is_library_file)
        except Exception as e:
            self.internal_error("dumping the functions compiled before the block", e)
            return
        if found:
            self.writer.schedule()
            warn_once(("compiled_before", self.dump.base, tuple(f.function for f in found)),
                      compiled_before.warning_text(found), found[0].filename, found[0].firstlineno)

    def stop(self):
        self.writer.stop()
        try:
            self._record_unlogged_skips()
            self.flush(final=True)
        finally:
            if self.installation is not None:
                self.installation.close()
                self.installation = None
            try:
                self.dump.write_index()
            except Exception as e:
                warn_once(("index", self.dump.base), "depyf: could not write the index: %s" % e)

    def _record_unlogged_skips(self):
        reason = self.installation.unlogged_skip_reason if self.installation is not None else None
        if reason is None:
            return
        try:
            with self.lock:
                self.recorder.record_frames_left_to_python(reason)
        except Exception as e:
            self.internal_error("recording the frames torch left to Python", e)

    def flush(self, final=False):
        self.recorder.drain_metrics()
        self.writer.schedule(final)

    def full_source(self, code, module=None):
        """The text of the full_code file of the function whose original code
        is `code` (`module`: its globals, a module or a dict, where depyf
        cannot find them itself)."""
        with self.lock:
            info = self.functions.get(code)
            if info is None:
                raise ValueError("torch.compile has not compiled %s (%s:%s) inside this prepare_debug block"
                                 % (code.co_name, code.co_filename, code.co_firstlineno))
            info = self.functions.top(info)
            if info.globals is None and module is not None:
                info.globals = module if isinstance(module, dict) else getattr(module, "__dict__", None)
            self.graphs.flush()  # the file names its stubs give
            return self.writer.full_code_text(info)[0]

    def internal_error(self, where, exc):
        reason = "%s: %s" % (type(exc).__name__, exc)
        self.dump.index.fail(where, reason)
        warn_once(("internal", where), "depyf: %s failed (%s); torch is unaffected" % (where, reason))

    # -- the bytecode hook --------------------------------------------------------
    def on_bytecode(self, code, new_code):
        """torch's bytecode hook: the code torch runs instead of `new_code`
        (None: its own)."""
        try:
            with self.lock:
                # The collector is paused while depyf decompiles inside
                # torch's compile.  The decompiler's temporaries (trees,
                # instruction lists) die by reference count; collected while
                # they live, they survive into the oldest generation and bring
                # a full collection of the user's whole heap forward (half a
                # second for a Llama's, inside the compile).  Paused, nothing
                # is promoted; the next young collection after the hook frees
                # the few cycles it left.  (Written out here, not as a context
                # manager: a generator's context manager costs a few hundred
                # bytecodes a compile, in code run cold.)
                was_enabled = gc.isenabled()
                gc.disable()
                try:
                    return self._on_bytecode(code, new_code)
                finally:
                    if was_enabled:
                        gc.enable()
        except Exception as e:
            self.internal_error("bytecode hook for %s" % getattr(code, "co_name", "?"), e)
            return None

    def _on_bytecode(self, code, new_code):
        started = time.perf_counter()
        self.recorder.drain_metrics()
        compile_id = _torch.current_compile_id()
        info = self.functions.of_code(code)
        if info.globals is None:
            info.globals = frame_globals(code)
        tinfo = self.swap.swap(info, code, new_code, compile_id)
        self.functions.add_transformed(tinfo)
        # what this code calls: resume functions (compiled later, by name) and graphs
        self.functions.note_resumes(info, new_code)
        self.recorder.compile_made(compile_id, info, code, new_code, tinfo, self.recorder.call_stack(skip=3))
        self.functions.top(info).dirty = True
        # (no compile finished since the drain above: this one is still going on)
        self.writer.schedule()
        # (torch counts the hook in the compile's time: the report tells depyf's share)
        self.dump.index.function(info.key).compiles[-1].depyf_time_s = round(time.perf_counter() - started, 6)
        return tinfo.our_code


# -- public API -------------------------------------------------------------------------


@contextlib.contextmanager
def prepare_debug(dump_src_dir, clean_wild_fx_code=True, log_bytecode=False, disable_caches=None):
    """Dump everything torch.compile does inside the block into `dump_src_dir`.

    torch's compile caches stay as the user has them: code Inductor loads
    from its cache is dumped too (the index marks it `cache_hit`), and the
    AOT graphs a cache hit skips are kept beside the cache and dumped from
    there.  `disable_caches=True` compiles cold instead (every artifact made
    afresh); on torch 2.2-2.4, whose caches do not report what they load,
    they are off unless `disable_caches=False`.

    The folder gets, per compiled function, `full_code_for_<fn>_<n>.py`,
    `__transformed_code_<n>_for_<fn>.py` (what actually runs), graph files
    `__compiled_fn_<n>.<Kind>.<k>.py` (Inductor's code `__compiled_fn_<n>.kernel_<k>.py`) and an index `depyf_index.json`.
    `clean_wild_fx_code` and `log_bytecode` are accepted for compatibility.
    """
    global _last_session
    session = None
    try:
        session = Session(dump_src_dir, disable_caches=disable_caches)
        session.start()
        _active.append(session)
        _last_session = session
    except Exception as e:
        warn_once(("setup",), "depyf: prepare_debug could not hook into torch (%s: %s); "
                   "the code runs without a dump" % (type(e).__name__, e))
        if session is not None:
            session.writer.stop()  # (its timer thread started)
            if session.installation is not None:
                session.installation.close()
        session = None
    try:
        yield
    finally:
        if session is not None:
            if session in _active:
                _active.remove(session)
            try:
                session.stop()
            except Exception as e:
                warn_once(("stop",), "depyf: finishing the dump failed: %s" % e)


def dump_src(original_code, module=None):
    """The full source of what torch.compile made of `original_code` (the
    compiled function's own code) so far, as its full_code file has it.
    Only inside `prepare_debug`."""
    if not _active:
        raise RuntimeError("`dump_src` must be used inside `depyf.prepare_debug`")
    from ..owner import code_of

    return _active[-1].full_source(code_of(original_code), module)


@contextlib.contextmanager
def debug():
    """After `prepare_debug`: say where the files are, then pause in the debugger.

    The pause goes through `sys.breakpointhook` (pdb by default, an IDE's
    debugger when one is attached; `PYTHONBREAKPOINT=0` skips it).  Set
    breakpoints in the dumped `__transformed_code_*` and graph files
    (`b <file>:<line>` in pdb), then continue: the compiled code runs from
    those files.
    """
    session = _last_session
    if session is None:
        raise RuntimeError("depyf.debug() needs a prior `with depyf.prepare_debug(dump_dir):` block")
    session.start()
    session.flush(final=True)
    folder = session.dump.path
    files = sorted(
        a.path for a in session.dump.index.artifacts.values() if a.code_from_dump
    )
    msg = [
        "depyf: the compiled code now runs from the files in %s" % folder,
        "Set breakpoints there, e.g. `b %s:<line>`, then `c` to continue." % os.path.join(folder, files[0]) if files else "",
        "Files that run from the dump: %s" % ", ".join(files) if files else "No file runs from the dump (see depyf_index.json).",
    ]
    print("\n".join(m for m in msg if m), flush=True)
    from .pause import Pause

    pause = Pause()
    try:
        pause.start(sys._getframe(2))
        yield
    finally:
        pause.end()
        session.stop()
