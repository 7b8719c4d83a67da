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
import sys

from . import _torch
from .codekeys import code_key
from .dumpdir import safe_name
from .events import (
    CACHE_LOADERS,
    compile_reason_facts,
    torch_words,
    first_line,
    graph_from_record,
    create_symbol_facts,
    is_skip_frame_message,
    no_tensor_skip_facts,
    metrics_facts,
    output_code_of,
    parse_graph_break,
    skip_frame_facts,
)
from .graphs import stable_name
from .index import Compile, EagerRun, GraphBreak, Recompilation, Restart, SkippedFrame, SymbolicSize, StackFrame

_LIMIT = re.compile(r"torch\._dynamo hit config\.(\w+)")
_LIMIT_FUNCTION = re.compile(r"function: '(.*?)' \((.*):(\d+)\)")
_STACK_FRAME = re.compile(r'File "(.+?)", line (\d+)')
_LOOP_BREAK = "graph break in a for/while loop"  # the skip of a frame whose loop breaks the graph
_GENERIC_SKIP = "an error was suppressed during compilation"  # torch's reason that names none
_WONT_CONVERT = re.compile(r"WON'T CONVERT (\S+) (.+?) line (\d+)")
# depyf's own folder (its frames are none of the user's)
_DEPYF_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
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

    __slots__ = ("function", "graph_breaks", "compile_reasons", "guard_failures", "skip_frame", "symbolic_sizes")

    def __init__(self):
        self.function = None  # key of the function record, once its bytecode was handed over
        self.graph_breaks = []  # dicts from the graph_breaks log
        self.compile_reasons = []  # dicts from torch's graph compile reasons (torch <= 2.5)
        self.guard_failures = None  # text: the guards that failed (a recompilation)
        self.skip_frame = None  # {reason, user_line}: Dynamo gave up on the frame
        self.symbolic_sizes = []  # SymbolicSize: the sizes this compile made dynamic


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
        self._library_files = {}  # file name -> is_library_file's answer
        self._user_files = {}  # file name -> whether `call_stack` keeps its frames
        self._last_output_code = None  # Inductor code whose file torch names next
        self._last_metrics = None  # the newest CompilationMetrics taken in
        self._last_compile_reason = None  # the newest GraphCompileReason taken in
        self._guard_failures_seen = {}  # code key -> guard failures of it taken in
        self._torch_words = {}  # (name, filename) -> torch's words for the error it suppressed
        self._break_stacks = {}  # user line of a graph break -> its user stack, as first logged
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
        self._input_codes_before = {code_key(c) for c in _torch.dynamo_input_codes() or ()}
        self._aot_cache_hits = _torch.aot_cache_hits()
        return earlier

    def _facts(self, cid):
        facts = self.compile_facts.get(cid)
        if facts is None:
            facts = self.compile_facts[cid] = CompileFacts()
        return facts

    # -- a compile handed its bytecode over --------------------------------------------
    def compile_made(self, cid, info, code, new_code, tinfo, triggered_from=()):
        self._note_aot_cache_hit(cid)
        compiled_fns = [n for n in new_code.co_names if n.startswith("__compiled_fn")]
        if cid is not None:
            self._facts(cid).function = info.key
            if compiled_fns:
                rec = self.index.function(info.key)
                self.graphs.attribute(cid, info.key, rec.qualname or rec.name)
            self._take_compile_facts(cid, code)
        self.index.function(info.key).compiles.append(Compile(
            compile_id=cid,
            transformed_code=tinfo.filename,
            decompiled=tinfo.our_code is not None,
            reason=tinfo.reason,
            compiled_fns=[stable_name(c) for c in compiled_fns],
            resume_functions=[n for n in new_code.co_names if n.startswith("__resume_at")],
            symbolic_sizes=_in_file(self._facts(cid).symbolic_sizes, code.co_filename) if cid is not None else [],
            triggered_from=list(triggered_from),
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
            self._user_frames_of_break(gb)
            self._facts(cid).graph_breaks.append(gb)

    def _user_frames_of_break(self, gb):
        """The break's user stack without torch's frames, its user line the
        innermost user frame (torch names its own polyfill's line when the
        break is inside a call it makes); a repeated break, logged without
        its stack, gets the stack logged the first time."""
        dumped = self.dump.path + os.sep  # the transformed code torch runs from the dump is not the user's
        stack = [f for f in gb["user_stack"]
                 if not self.is_library_file(f["user_line"].rpartition(":")[0]) and not f["user_line"].startswith(dumped)]
        line = gb.get("user_line")
        if stack and (line is None or self.is_library_file(line.rpartition(":")[0])):
            gb["user_line"] = line = stack[-1]["user_line"]
        if stack:
            self._break_stacks[line] = stack
        gb["user_stack"] = stack or self._break_stacks.get(line, [])

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
        newest = _torch.newest_compilation_metrics()
        if newest is None or newest is self._last_metrics:
            return  # (most calls: nothing finished since the last)
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
            # a compile of a function compiled before (a recompilation that raised)
            key = self.functions.key_at(m.get("co_name"), m.get("co_filename"), m.get("co_firstlineno"))
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
                for name in ("graph_op_count", "guard_count", "entire_frame_compile_time_s", "backend_compile_time_s",
                             "inductor_compile_time_s"):
                    if m.get(name) is not None:
                        setattr(compile_rec, name, m[name])
                if compile_rec.inductor_compile_time_s is None and m.get("inductor_cumulative_compile_time_us") is not None:
                    compile_rec.inductor_compile_time_s = m["inductor_cumulative_compile_time_us"] / 1e6

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
        return [GraphBreak(gb.get("reason"), gb.get("user_line"), gb.get("explanation"), cid,
                           [StackFrame(**f) for f in gb.get("user_stack") or ()], gb.get("hints") or [], gb.get("doc_url"))
                for gb in logged]

    def call_stack(self, skip=1, limit=64):
        """The user's frames on the stack now, innermost last: at a compile,
        where in the program it was triggered (torch's own frames, depyf's,
        the dump's and the standard library's left out)."""
        frames = []
        dump = None
        # (the answer per file name kept: asked of each of the forty-odd
        # frames on the stack at each compile, most of them torch's)
        users = self._user_files
        f = sys._getframe(skip + 1)
        while f is not None and len(frames) < limit:
            name = f.f_code.co_filename
            user = users.get(name)
            if user is None:  # (the dump's code runs for the user's)
                dump = dump or os.path.join(self.dump.base, "")
                user = users[name] = not self.is_library_file(name) and not name.startswith(dump)
            if user:
                frames.append(StackFrame("%s:%d" % (name, f.f_lineno), f.f_code.co_name))
            f = f.f_back
        frames.reverse()
        return frames

    # -- the symbolic-shapes log ----------------------------------------------------------
    def on_symbolic_shapes_record(self, record):
        """A size torch made symbolic: filed under the compile that made it."""
        facts = create_symbol_facts(record)
        cid = _torch.current_compile_id()
        if facts is None or cid is None:
            return
        with self.lock:
            self._facts(cid).symbolic_sizes.append(SymbolicSize(**facts))

    # -- the convert-frame log -----------------------------------------------------------
    def on_convert_frame_record(self, record):
        self.drain_metrics()  # before each compile starts, among others
        msg = str(record.msg)
        if record.exc_info and record.levelno >= 20:
            self._on_suppressed_error(record)
            if msg.startswith("WON'T CONVERT"):
                self._note_torch_words(record)
        if is_skip_frame_message(msg):
            self._on_skip_frame_record(record)
        elif msg.startswith("torch._dynamo hit config."):
            self._on_limit_record(record)
        elif msg.startswith("skipping:"):
            args = record.args if isinstance(record.args, tuple) else ()
            if len(args) == 3:
                name, reason, filename = (str(a) for a in args)
                self._on_skipped_frame(name, filename, reason)
        else:
            facts = no_tensor_skip_facts(record)
            if facts is not None:
                self._on_skipped_frame(*facts)

    def _on_skipped_frame(self, name, filename, reason):
        """A frame Dynamo does not compile at all (`skipping: <name>
        (reason: ..., file: ...)`; torch <= 2.9: `skipping because no
        torch.* <name> <file> <line>`)."""
        if self.is_library_file(filename):
            return
        if reason == _GENERIC_SKIP:
            reason = self._torch_words.get((name, filename), reason)
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

    def record_frames_left_to_python(self, reason):
        """Each user frame Dynamo was handed during the block that it neither
        compiled nor said anything of: a skipped frame with `reason`.  For a
        torch whose convert-frame log cannot be read (see hooks.py)."""
        for code in _torch.dynamo_input_codes() or ():
            if code_key(code) in self._input_codes_before or self.is_library_file(code.co_filename):
                continue
            info = self.functions.get(code)
            if info is not None:
                rec = self.index.function(info.key)
                if rec.compiles or rec.skipped:
                    continue
            if _torch.cache_entries(code):
                continue
            self._on_skipped_frame(code.co_name, code.co_filename, reason)

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

    def _note_torch_words(self, record):
        """`WON'T CONVERT <name> <file> line <n>` with the exception: what
        torch says of a frame it then skips only as "an error was
        suppressed" (a compiled generator: "Generators cannot be compiled
        directly")."""
        m = _WONT_CONVERT.match(record.getMessage())
        exc = record.exc_info[1] if isinstance(record.exc_info, tuple) and len(record.exc_info) > 1 else None
        if m is None or exc is None:
            return
        words = torch_words(exc)
        if not words:
            return
        with self.lock:
            self._torch_words[(m.group(1), m.group(2))] = words
            for s in self.index.skipped_frames:  # logged before the error, on some torch
                if (s.function, s.filename, s.reason) == (m.group(1), m.group(2), _GENERIC_SKIP):
                    s.reason = words
                    self.skip_seen.add((s.function, s.filename, words))
        # torch 2.6-2.8 say nothing more of the frame: it runs eagerly for this
        # (a `skipping:` record after it names the same frame and words, and is one)
        self._on_skipped_frame(m.group(1), m.group(2), words)

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
        # asked of every frame on the stack at each compile (`call_stack`):
        # the answer per file name is kept
        found = self._library_files.get(filename)
        if found is None:
            found = self._library_files[filename] = self._in_library(filename)
        return found

    def _in_library(self, filename):
        if self._torch_dir is None:
            import torch

            self._torch_dir = os.path.dirname(torch.__file__)
        return (
            filename.startswith(self._torch_dir)
            or filename.startswith(_DEPYF_DIR)
            or filename.startswith("<")
            or os.sep + "lib" + os.sep + "python3" in filename
            and "site-packages" not in filename
        )


def _in_file(sizes, filename):
    """`sizes` with each user line torch shortened (it cuts the front off a
    path: `/tmp/prog.py` reads `mp/prog.py`) given the path of the frame's
    file where that ends so."""
    out = []
    for size in sizes:
        loc = size.user_line
        if loc and not os.path.isabs(loc):
            path, _, line = loc.rpartition(":")
            # elsewhere (torch's own `nn/modules/linear.py`, an inlined
            # function's file) the path cannot be told: no line is better
            # than a wrong one
            resolved = "%s:%s" % (filename, line) if path and filename.endswith(path) else None
            size = SymbolicSize(size.symbol, size.source, size.value, resolved)
        out.append(size)
    return out
