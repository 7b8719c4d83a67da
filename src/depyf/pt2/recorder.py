"""The recorder: what torch reports about its compiles, filed in the index.

Torch tells observers about a compile in several places, at several times:
its artifact logs (graphs, graph breaks, Inductor's code), the convert-frame
log (frames skipped or given up on), its `CompilationMetrics` (failure,
restart and recompilation reasons, op and guard counts) and, on older
releases, lists it keeps (compile reasons, guard failures).  The recorder
takes each in as it comes, keeps what belongs to a compile until the
compile's function is known (`CompileFacts`), and files it under that
function's index record.
"""

import os
import re

from . import _torch
from .codekeys import code_key
from .dumpdir import safe_name
from .events import (
    CACHE_LOADERS,
    compile_reason_facts,
    first_line,
    graph_from_record,
    is_skip_frame_message,
    metrics_facts,
    output_code_of,
    parse_graph_break,
    skip_frame_facts,
)
from .graphs import stable_name
from .index import Compile, EagerRun, GraphBreak, Recompilation, Restart, SkippedFrame

_LIMIT = re.compile(r"torch\._dynamo hit config\.(\w+)")
_LIMIT_FUNCTION = re.compile(r"function: '(.*?)' \((.*):(\d+)\)")
_STACK_FRAME = re.compile(r'File "(.+?)", line (\d+)')
_LOOP_BREAK = "graph break in a for/while loop"  # the skip of a frame whose loop breaks the graph
_MAX_SKIPPED_FRAMES = 2000  # a program that skips more frames than this is not made slower by them


def _frame_compile_number(cid):
    """n of a compile id `<frame>/<n>` (`0/1`, `0/1_1` after a restart):
    above 0 for a recompilation."""
    try:
        return int(str(cid).rsplit("/", 1)[1].split("_")[0])
    except (IndexError, ValueError):
        return 0


def _newer_than(items, last):
    """The items of torch's list after `last` (the newest one taken in
    before): torch keeps only the latest few, so `last` may be gone."""
    for i in range(len(items) - 1, -1, -1):
        if items[i] is last:
            return items[i + 1:]
    return items


class CompileFacts:
    """What torch said about one compile before its metrics arrive."""

    __slots__ = ("function", "graph_breaks", "compile_reasons", "guard_failures", "skip_frame")

    def __init__(self):
        self.function = None  # key of the function record, once its bytecode was handed over
        self.graph_breaks = []  # dicts from the graph_breaks log
        self.compile_reasons = []  # dicts from torch's graph compile reasons (torch <= 2.5)
        self.guard_failures = None  # text: the guards that failed (a recompilation)
        self.skip_frame = None  # {reason, user_line}: Dynamo gave up on the frame


class Recorder:
    def __init__(self, dump, graphs, functions, lock, internal_error):
        self.dump = dump
        self.graphs = graphs
        self.functions = functions
        self.lock = lock
        self.internal_error = internal_error  # (where, exception): the log taps report to it
        self.compile_facts = {}  # compile id -> CompileFacts
        self.skip_seen = set()
        self._torch_dir = None
        self._last_output_code = None  # Inductor code whose file torch names next
        self._last_metrics = None  # the newest CompilationMetrics taken in
        self._last_compile_reason = None  # the newest GraphCompileReason taken in
        self._guard_failures_seen = {}  # code key -> guard failures of it taken in
        self._aot_cache_hits = None  # torch's count of AOTAutograd cache hits at the last compile

    @property
    def index(self):
        return self.dump.index

    def start(self):
        """Mark what torch recorded before the block as not ours; returns
        the metrics torch keeps (None when it keeps none)."""
        earlier = _torch.compilation_metrics()
        self._last_metrics = earlier[-1] if earlier else None
        reasons = _torch.graph_compile_reasons()
        self._last_compile_reason = reasons[-1] if reasons else None
        failures = _torch.guard_failures() or {}
        self._guard_failures_seen = {code_key(c): len(v) for c, v in list(failures.items()) if isinstance(v, list)}
        self._aot_cache_hits = _torch.aot_cache_hits()
        return earlier

    def _facts(self, cid):
        facts = self.compile_facts.get(cid)
        if facts is None:
            facts = self.compile_facts[cid] = CompileFacts()
        return facts

    # -- a compile handed its bytecode over --------------------------------------------
    def compile_made(self, cid, info, code, new_code, tinfo):
        self._note_aot_cache_hit(cid)
        compiled_fns = [n for n in new_code.co_names if n.startswith("__compiled_fn")]
        if cid is not None:
            self._facts(cid).function = info.key
            if compiled_fns:
                self.graphs.function_of_compile[cid] = info.key
            self._take_compile_facts(cid, code)
        self.index.function(info.key).compiles.append(Compile(
            compile_id=cid,
            transformed_code=tinfo.filename,
            decompiled=tinfo.our_code is not None,
            reason=tinfo.reason,
            compiled_fns=[stable_name(c) for c in compiled_fns],
            resume_functions=[n for n in new_code.co_names if n.startswith("__resume_at")],
        ))

    def _take_compile_facts(self, cid, code):
        """What older torch keeps elsewhere than in its logs and metrics,
        taken in when the compile `cid` of `code` hands its bytecode over:
        the graph breaks it compiled a graph at (torch 2.2-2.5 log none for
        a data-dependent branch, and a break at a user line only once) and
        the guard failures that made it recompile (their metrics have no
        recompilation reason)."""
        facts = self._facts(cid)
        reasons = _torch.graph_compile_reasons()
        if reasons:
            newer = _newer_than(reasons, self._last_compile_reason)
            self._last_compile_reason = reasons[-1]
            for reason in newer:
                stack = getattr(reason, "user_stack", None) or ()
                if stack and not any(getattr(f, "filename", None) == code.co_filename for f in stack):
                    continue  # a compile of another frame that handed nothing over
                facts.compile_reasons.append(compile_reason_facts(reason))
        failures = _torch.guard_failures()
        if failures is not None and _frame_compile_number(cid):
            new = self._new_guard_failures(failures, code)
            if new:
                facts.guard_failures = "\n".join(new)

    def _new_guard_failures(self, failures, code):
        ckey = code_key(code)
        found = failures.get(code) if ckey == code else None
        if found is None:
            found = next((v for c, v in list(failures.items()) if code_key(c) == ckey), None)
        if not isinstance(found, list):
            return []
        seen = self._guard_failures_seen.get(ckey, 0)
        if seen > len(found):
            seen = 0  # torch was reset
        self._guard_failures_seen[ckey] = len(found)
        return [str(r) for r in found[seen:] if r]

    # -- artifact logs ---------------------------------------------------------------
    def on_graph_break_record(self, record):
        cid = _torch.current_compile_id()
        if cid is None:
            return
        gb = parse_graph_break(record.getMessage(), record.exc_info)
        with self.lock:
            self._facts(cid).graph_breaks.append(gb)

    def _note_aot_cache_hit(self, cid):
        """The compile that just handed its bytecode over loaded its AOT
        graphs from torch's cache when torch counted a hit since the last."""
        hits = _torch.aot_cache_hits()
        if hits is not None and self._aot_cache_hits is not None and hits > self._aot_cache_hits and cid is not None:
            self.graphs.aot_cache_hits.add(cid)
        self._aot_cache_hits = hits

    def on_output_code_record(self, record):
        found = output_code_of(record)
        if found is None:
            return
        what, value = found
        with self.lock:
            if what == "code":
                from_cache = record.funcName in CACHE_LOADERS
                self._last_output_code = self.graphs.add_inductor_code(
                    value, None, _torch.current_compile_id(), being_compiled=_torch.aot_graph_being_compiled(),
                    from_cache=from_cache)
            elif self._last_output_code is not None:
                # torch logs where it wrote the code after the code itself
                self._last_output_code.source_file = value
                self._last_output_code = None

    def on_graph_record(self, record):
        gm_class = _torch.graph_module_class()
        found = graph_from_record(record, gm_class)
        if found is None:
            return
        title, maybe_id, gm, lazy = found
        cid = _torch.current_compile_id()
        with self.lock:
            if record.name.startswith("torch._dynamo.output_graph"):
                global_name = title
                if gm is not None:
                    global_name = getattr(gm, "meta", {}).get("backend_id", title)
                self.graphs.add_dynamo_graph(global_name, gm, cid, None if gm else lazy)
            else:
                self.graphs.add_aot_graph(title, maybe_id, gm, cid, None if gm else lazy)

    # -- metrics -------------------------------------------------------------------------
    def drain_metrics(self):
        """Take in torch's records of the compiles finished since the last
        call (torch keeps only the latest few: drained at every compile)."""
        metrics = _torch.compilation_metrics()
        if not metrics:
            return
        with self.lock:
            newer = _newer_than(metrics, self._last_metrics)
            self._last_metrics = metrics[-1]
            for m in newer:
                facts = metrics_facts(m)
                if facts["compile_id"] is not None:
                    self._on_metrics(facts["compile_id"], facts)

    def on_metrics_record(self, record):
        """torch 2.2 keeps no queue of its `CompilationMetrics`: it logs
        each (`log_compilation_event`, at INFO), inside the compile's
        context, without a compile id of its own."""
        args = record.args if isinstance(record.args, tuple) else ()
        if len(args) != 1 or not hasattr(args[0], "co_name") or not hasattr(args[0], "fail_reason"):
            return
        facts = metrics_facts(args[0])
        cid = facts["compile_id"] or _torch.current_compile_id()
        if cid is None:
            return
        facts["compile_id"] = cid
        with self.lock:
            self._on_metrics(cid, facts)

    def _function_of_frame(self, cid):
        """The function key of an earlier compile of the same frame: torch's
        record of a compile it refused (the recompile limit) names no
        function, only the compile id, `<frame>/<n>`."""
        frame = cid.rsplit("/", 1)[0]
        for other, facts in self.compile_facts.items():
            if facts.function and str(other).rsplit("/", 1)[0] == frame:
                return facts.function
        return None

    def _record_of_metrics(self, cid, m, facts):
        """The function record a compile's metrics belong to, or None."""
        key = facts.function
        if key is None and m.get("co_name") is None:
            key = self._function_of_frame(cid) if cid is not None else None
            if key is None:
                return None  # names nothing depyf could file it under
        if key is None:
            # a resume function Dynamo ran eagerly is still the one its
            # parent's transformed code calls: filed under that parent
            rcode = self.functions.known_resume(m.get("co_name"), m.get("co_filename"), m.get("co_firstlineno"))
            if rcode is not None:
                key = self.functions.of_code(rcode).key
        if key is None:
            # no transformed code: find (or make) the record by name and place
            key = "%s_%s" % (safe_name(m.get("co_name")), "eager")
            return self.index.function(key, name=m.get("co_name"), filename=m.get("co_filename"),
                                       firstlineno=m.get("co_firstlineno"))
        return self.index.function(key)

    def _on_metrics(self, cid, m):
        facts = self.compile_facts.get(cid) if cid is not None else None
        facts = facts if facts is not None else CompileFacts()
        rec = self._record_of_metrics(cid, m, facts)
        if rec is None:
            return
        rec.graph_breaks.extend(self._graph_breaks_of(cid, facts))
        if m.get("recompile_reason"):
            rec.recompilations.append(Recompilation(cid, m["recompile_reason"]))
        elif facts.guard_failures:
            rec.recompilations.append(Recompilation(cid, facts.guard_failures))
        for reason in m.get("restart_reasons") or []:
            rec.restarts.append(Restart(cid, first_line(reason)))
        if m.get("fail_type") or m.get("fail_reason"):
            rec.skipped[:] = [s for s in rec.skipped if cid is None or s.compile_id != cid]
            rec.skipped.append(EagerRun(
                compile_id=cid,
                reason="%s: %s" % (m.get("fail_type"), m.get("fail_reason")) if m.get("fail_type") else str(m.get("fail_reason")),
                user_line="%s:%s" % (m.get("fail_user_frame_filename"), m.get("fail_user_frame_lineno"))
                if m.get("fail_user_frame_filename") else None,
            ))
        elif facts.skip_frame:
            rec.skipped.append(EagerRun(cid, facts.skip_frame.get("reason"), facts.skip_frame.get("user_line")))
        for compile_rec in rec.compiles:
            if compile_rec.compile_id == cid:
                for name in ("graph_op_count", "guard_count", "entire_frame_compile_time_s"):
                    if m.get(name) is not None:
                        setattr(compile_rec, name, m[name])

    @staticmethod
    def _graph_breaks_of(cid, facts):
        """The graph breaks of one compile, each user line once: the logged
        ones, the loop break torch logs only as a skip, the compile reasons."""
        logged = list(facts.graph_breaks)
        lines = {gb.get("user_line") for gb in logged}
        skip = facts.skip_frame or {}
        if _LOOP_BREAK in (skip.get("reason") or "") and skip.get("user_line") and skip["user_line"] not in lines:
            # torch <= 2.5 log a graph break inside a loop only as the
            # frame's skip, which names the break's user line
            logged.append({"user_line": skip["user_line"], "reason": skip["reason"], "explanation": None})
            lines.add(skip["user_line"])
        logged.extend(gb for gb in facts.compile_reasons if gb.get("user_line") not in lines)
        return [GraphBreak(gb.get("reason"), gb.get("user_line"), gb.get("explanation"), cid) for gb in logged]

    # -- the convert-frame log -----------------------------------------------------------
    def on_convert_frame_record(self, record):
        self.drain_metrics()  # before each compile starts, among others
        msg = str(record.msg)
        if record.exc_info and record.levelno >= 20:
            self._on_suppressed_error(record)
        if is_skip_frame_message(msg):
            self._on_skip_frame_record(record)
        elif msg.startswith("torch._dynamo hit config."):
            self._on_limit_record(record)
        elif msg.startswith("skipping:"):
            self._on_skipping_record(record)

    def _on_skipping_record(self, record):
        """`skipping: <name> (reason: ..., file: ...)`: a frame Dynamo does
        not compile at all."""
        args = record.args if isinstance(record.args, tuple) else ()
        if len(args) != 3:
            return
        name, reason, filename = (str(a) for a in args)
        if self.is_library_file(filename):
            return
        item = (name, filename, reason)
        with self.lock:
            if item in self.skip_seen or len(self.skip_seen) > _MAX_SKIPPED_FRAMES:
                return
            self.skip_seen.add(item)
            self.index.skipped_frames.append(SkippedFrame(name, filename, reason))
            rcode = self.functions.known_resume(name, filename, None)
            if rcode is not None:  # a resume function run eagerly: say why on its record
                rec = self.index.function(self.functions.of_code(rcode).key)
                rec.skipped.append(EagerRun(_torch.current_compile_id(), reason))

    def _on_skip_frame_record(self, record):
        """`Skipping frame <reason> <name> <file> <line>` (torch 2.11:
        `Received signal to skip frame ...`): Dynamo gave up on the frame (a
        graph break in a loop, no ops left in a resume function) and it runs
        eagerly; torch <= 2.5 and 2.11 say so nowhere else (their metrics
        name no failure)."""
        args = record.args if isinstance(record.args, tuple) else ()
        cid = _torch.current_compile_id()
        if not args or cid is None:
            return
        skip = skip_frame_facts(args[0])
        with self.lock:
            facts = self._facts(cid)
            # torch 2.9 logs a frame's skip twice (once per frame it unwinds
            # through): a record that says less does not replace one that says more
            before = facts.skip_frame
            if before is None or (skip["reason"] and not before.get("reason")):
                facts.skip_frame = skip
            if skip["user_line"] and not facts.skip_frame.get("user_line"):
                facts.skip_frame["user_line"] = skip["user_line"]

    def _on_suppressed_error(self, record):
        """torch 2.2 logs the error it ran a frame eagerly for (after its
        metrics, which name no user line) with the user stack in the
        exception: the user line of that skipped entry."""
        exc = record.exc_info[1] if isinstance(record.exc_info, tuple) and len(record.exc_info) > 1 else None
        text = str(exc) if exc is not None else ""
        if "from user code:" not in text:
            return
        frames = _STACK_FRAME.findall(text.split("from user code:", 1)[1])
        head = first_line(text)
        if not frames or not head:
            return
        with self.lock:
            for rec in reversed(list(self.index.functions.values())):
                for s in reversed(rec.skipped):
                    if s.user_line is None and head in (s.reason or ""):
                        s.user_line = "%s:%s" % frames[-1]
                        return

    def _on_limit_record(self, record):
        """torch's warning that a frame hit its recompile limit (torch <= 2.5
        keeps no metrics of that attempt): the frame runs eagerly."""
        message = record.getMessage()
        m = _LIMIT.match(message)
        f = _LIMIT_FUNCTION.search(message)
        if m is None or f is None:
            return
        name, filename, line = f.group(1), f.group(2), int(f.group(3))
        with self.lock:
            key = self.functions.key_at(name, filename, line)
            if key is None:
                key = "%s_eager" % safe_name(name)
                self.index.function(key, name=name, filename=filename, firstlineno=line)
            self.index.function(key).skipped.append(
                EagerRun(_torch.current_compile_id(), "%s reached (%s)" % (m.group(1), first_line(message))))

    def is_library_file(self, filename):
        if self._torch_dir is None:
            import torch

            self._torch_dir = os.path.dirname(torch.__file__)
        here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        return (
            filename.startswith(self._torch_dir)
            or filename.startswith(here)
            or filename.startswith("<")
            or os.sep + "lib" + os.sep + "python3" in filename
            and "site-packages" not in filename
        )
