"""Everything depyf changes in torch, in one place, undone on exit.

- a bytecode hook through torch's `register_bytecode_hook` (public hook)
- taps (logging filters) on a few artifact loggers and the convert-frame
  log, with their level turned to DEBUG while depyf records (the
  symbolic-shapes log to INFO: the sizes torch makes dynamic) (their children
  kept at their own level); the user's levels are put back on exit.  On
  torch 2.4-2.8 the `guards` log too, only to have torch record each
  guard's user line (it does so only while that log is at DEBUG)
- compile-cache settings through torch's own `config.patch`, so the dump is
  the same with warm or cold caches

No torch function is replaced.  `Installation.close()` undoes all of it in
reverse order, whatever failed on the way in.
"""

import contextlib
import logging

from . import _torch
from .events import (GRAPH_BREAK_LOGGERS, GRAPH_LOGGERS, OUTPUT_CODE_LOGGERS, SKIP_LOGGER, SYMBOLIC_SHAPES_LOGGER,
                     LoggerTap)


class Installation:
    def __init__(self, sink, bytecode_hook=None, graphs=True, disable_caches=True, metrics_log=False):
        self.sink = sink
        self._undo = []
        self.missing = []
        self.metrics_logged = False
        self.notes = []  # what depyf leaves out on this torch, and why
        # why a frame torch left to Python is, where its log cannot say
        self.unlogged_skip_reason = None
        try:
            if bytecode_hook is not None:
                self._install_bytecode_hook(bytecode_hook)
            if graphs:
                self._install_graph_taps()
            self._install_event_taps()
            self._install_skip_tap()
            self._tap(logging.getLogger(SYMBOLIC_SHAPES_LOGGER), self.sink.on_symbolic_shapes_record, level=logging.INFO)
            self._install_guard_stack_tap()
            if metrics_log:
                self._install_metrics_tap()
            if disable_caches:
                self._patch_configs()
        except BaseException:
            self.close()
            raise

    # -- pieces ---------------------------------------------------------------
    def _install_bytecode_hook(self, hook):
        register = _torch.register_bytecode_hook()
        if register is None:
            self.missing.append("torch._dynamo.convert_frame.register_bytecode_hook")
            return
        handle = register(hook)
        self._undo.append(handle.remove)

    def _tap(self, logger, callback, raise_level=True, level=logging.DEBUG):
        tap = LoggerTap(logger, callback, self.sink)
        old_level = logger.level
        logger.addFilter(tap)
        if raise_level and not logger.isEnabledFor(level):
            pinned = _pin_children(logger)
            logger.setLevel(level)
        else:
            pinned = []

        def undo():
            logger.removeFilter(tap)
            logger.setLevel(old_level)
            for child in pinned:
                child.setLevel(logging.NOTSET)

        self._undo.append(undo)

    def _install_graph_taps(self):
        seen = set()
        by_artifact = {}
        for module, artifact in GRAPH_LOGGERS:
            by_artifact.setdefault(artifact, []).append(module)
        for artifact, modules in by_artifact.items():
            if artifact.startswith("aot_"):
                logs = _torch.artifact_loggers(artifact, modules)
            else:  # Dynamo's graph: only from the output graph (others log graph_code too)
                logs = [log for log in (_torch.artifact_logger(m, artifact) for m in modules) if log is not None]
            if not logs:
                self.missing.append("torch's %s logs" % artifact)
            for log in logs:
                if log.name not in seen:
                    seen.add(log.name)
                    self._tap(log, self.sink.on_graph_record)

    def _install_event_taps(self):
        for (artifact, modules), callback in (
            (GRAPH_BREAK_LOGGERS, self.sink.on_graph_break_record),
            (OUTPUT_CODE_LOGGERS, self.sink.on_output_code_record),
        ):
            logs = _torch.artifact_loggers(artifact, modules)
            if not logs:
                self.missing.append("torch's %s logs" % artifact)
            for log in logs:
                self._tap(log, callback)

    def _install_skip_tap(self):
        log = logging.getLogger(SKIP_LOGGER)
        if log.isEnabledFor(logging.DEBUG) or not _torch.skip_log_prints():
            self._tap(log, self.sink.on_convert_frame_record)
            return
        # this torch prints a line to the program's stdout for every frame
        # it skips while that log is at DEBUG: at DEBUG only while it
        # compiles (its compile start/end callbacks), where it skips no frame
        self._tap(log, self.sink.on_convert_frame_record, raise_level=False)
        handler = _torch.compile_callbacks()
        note = ("frames torch skips outside its compiles (%s's 'skipping:' records) are recorded without torch's "
                "reason: this torch prints to stdout for each while that log is at DEBUG" % SKIP_LOGGER)
        self.unlogged_skip_reason = (
            "torch ran this frame without compiling it and logged no reason that depyf can read (this torch logs "
            "frames it leaves to Python, such as those with no tensor among their locals, only at DEBUG, where it "
            "also prints to stdout)")
        if handler is None:
            note += "; nor are frames run eagerly for a graph break in a loop (no compile callbacks to raise it by)"
        else:
            self._debug_while_compiling(log, handler)
        self.notes.append(note)

    def _install_guard_stack_tap(self):
        """torch 2.4-2.8 record the user line a guard came from (the guard
        comments of full_code, a failed guard's line) only while their
        `guards` log is at DEBUG: raised while depyf records, its records
        passed on only as the user's level lets them."""
        if not _torch.guard_user_stacks_need_guards_log():
            return
        log = _torch.artifact_logger("torch._dynamo.guards", "guards")
        if log is None:
            self.missing.append("torch's guards log (guards' user lines)")
            return
        self._tap(log, _ignore_record)

    def _debug_while_compiling(self, log, handler):
        user_level = log.level
        pinned = _pin_children(log)
        depth = [0]

        def start():
            depth[0] += 1
            log.setLevel(logging.DEBUG)

        def end():
            depth[0] = max(0, depth[0] - 1)
            if not depth[0]:
                log.setLevel(user_level)

        handler.register_start_callback(start)
        handler.register_end_callback(end)

        def undo():
            with contextlib.suppress(Exception):
                handler.remove_start_callback(start)
            with contextlib.suppress(Exception):
                handler.remove_end_callback(end)
            log.setLevel(user_level)
            for child in pinned:
                child.setLevel(logging.NOTSET)

        self._undo.append(undo)

    def _install_metrics_tap(self):
        """torch without a queue of its compile metrics (2.2) logs each
        one through `torch._utils_internal.log_compilation_event`."""
        log = _torch.metrics_logger()
        if log is None:
            return
        self._tap(log, self.sink.on_metrics_record)
        self.metrics_logged = True

    def _patch_configs(self):
        for mod, values in _torch.config_patches():
            cm = mod.patch(values)
            cm.__enter__()
            self._undo.append(lambda cm=cm: cm.__exit__(None, None, None))

    # -- undo -------------------------------------------------------------------
    def close(self):
        while self._undo:
            undo = self._undo.pop()
            with contextlib.suppress(Exception):
                undo()


def _ignore_record(record):
    pass


def _pin_children(logger):
    """Keep `logger`'s children at the level they have now while it is
    turned to DEBUG: they would inherit it, and torch does costly work
    for some of them once enabled (`convert_frame.__bytecode` disassembles
    every frame it compiles, twice).  Returns the loggers pinned."""
    prefix = logger.name + "."
    pinned = []
    for name, child in list(logging.Logger.manager.loggerDict.items()):
        if name.startswith(prefix) and isinstance(child, logging.Logger) and child.level == logging.NOTSET:
            child.setLevel(child.getEffectiveLevel())
            pinned.append(child)
    return pinned
