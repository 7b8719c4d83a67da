"""`prepare_debug` and `debug`: dump what torch.compile does, then step through it.

Inside `with prepare_debug(dump_dir):` every frame Dynamo compiles has its
transformed bytecode decompiled, written to `dump_dir`, compiled back from that
file and handed to Dynamo in place of its own code, so the decompilation is
verified by running it and debuggers can stop in the files.  Whenever that is
not possible (a construct the decompiler cannot handle, a torch internal that
changed), torch's own code runs, one warning names the function and the
reason, and the index records it.
"""

import contextlib
import os
import re
import sys
import threading
import warnings
import weakref

from . import _torch
from .codekeys import code_key
from .codegen import (
    CONSTANT_NOTE_END,
    CodegenFailure,
    compile_back,
    disassembly_comment,
    file_text_for,
    source_lines,
)
from .dumpdir import dump_dir_for, safe_name
from .events import (
    compile_reason_facts,
    first_line,
    graph_from_record,
    is_skip_frame_message,
    metrics_facts,
    output_code_of,
    parse_graph_break,
    skip_frame_facts,
)
from .graphs import GraphStore, stable_name
from .resume import resume_codes

_active = []  # sessions currently recording (innermost last)
_last_session = None
_warned = set()
_state_lock = threading.RLock()


# full_code files and the index cover every compile so far: rewriting them
# after each compile costs a program that compiles N frames N rewrites, on
# the compile path; graph files cost a print of each graph.  They are
# written this long after the first compile that changed them (by a timer,
# so a program that then runs for hours or dies abruptly still has them, and
# mostly while the program runs kernels that release the GIL), and for
# certain when the block exits.  Only the transformed code is written at
# once: torch runs it as soon as the bytecode hook returns.
DEFERRED_WRITE_S = 1.0


def _warn_once(key, message, filename=None, lineno=None):
    if key in _warned:
        return
    _warned.add(key)
    if filename:
        # point at the user's function, not at depyf
        warnings.warn_explicit(message, RuntimeWarning, filename, lineno or 1, module="depyf")
    else:
        warnings.warn(message, RuntimeWarning, stacklevel=3)


def _frame_globals(code, max_depth=12):
    """The globals Dynamo is compiling `code` against, found on the stack.

    Dynamo's compile function holds the frame's globals in a local named
    `globals` next to `code`; if a future torch renames them, the caller
    falls back to the globals of a live function with this code.
    """
    frame = sys._getframe(2)
    for _ in range(max_depth):
        if frame is None:
            break
        try:
            f_locals = frame.f_locals
            if f_locals.get("code") is code and isinstance(f_locals.get("globals"), dict):
                return f_locals["globals"]
        except Exception:
            pass
        frame = frame.f_back
    return None


def _globals_from_gc(code):
    import gc

    for ref in gc.get_referrers(code):
        if getattr(ref, "__code__", None) is code and hasattr(ref, "__globals__"):
            return ref.__globals__
    return None


_LIMIT = re.compile(r"torch\._dynamo hit config\.(\w+)")
_LIMIT_FUNCTION = re.compile(r"function: '(.*?)' \((.*):(\d+)\)")
_STACK_FRAME = re.compile(r'File "(.+?)", line (\d+)')
_LOOP_BREAK = "graph break in a for/while loop"  # the skip of a frame whose loop breaks the graph


def _frame_compile_number(cid):
    """n of a compile id `<frame>/<n>` (`0/1`, `0/1_1` after a restart):
    above 0 for a recompilation."""
    try:
        return int(str(cid).rsplit("/", 1)[1].split("_")[0])
    except (IndexError, ValueError):
        return 0


def _graph_aliases(code, frame_globals):
    """Dynamo's `__compiled_fn_5_<uuid>` -> `__compiled_fn_5`, for the names
    that can be installed beside Dynamo's (the text then reads the same in
    every run).  A stable name already bound to something else stays
    unused: older cache entries may still call it."""
    if frame_globals is None:
        return {}
    out = {}
    for name in code.co_names:
        if not name.startswith("__compiled_fn"):
            continue
        alias = stable_name(name)
        value = frame_globals.get(name)
        if alias != name and value is not None and frame_globals.get(alias, value) is value:
            out[name] = alias
    return out


def _install_aliases(frame_globals, aliases, code):
    for name, alias in aliases.items():
        value = frame_globals[name]
        frame_globals[alias] = value
        # Dynamo deletes its global when the code that calls it dies: so
        # does the alias (or it would keep the compiled graph alive)
        weakref.finalize(code, _drop_alias, frame_globals, alias, value)


def _drop_alias(frame_globals, alias, value):
    if frame_globals.get(alias) is value:
        del frame_globals[alias]


class FunctionInfo:
    """One user function (or resume function) Dynamo compiled."""

    def __init__(self, code, key, parent=None, resume_name=None):
        self.code = code
        self.key = key
        self.parent = parent  # FunctionInfo of the function a resume fn continues
        self.resume_name = resume_name
        self.globals = None
        self.full_code_file = None
        self.dirty = True


class TransformedInfo:
    def __init__(self, fn_name, filename, torch_code, our_code, def_text, ok, reason):
        self.fn_name = fn_name
        self.filename = filename
        self.torch_code = torch_code
        self.our_code = our_code
        self.def_text = def_text  # the def (or a comment block) without file header
        self.ok = ok
        self.reason = reason
        self.aliases = {}  # Dynamo's global name -> the name the text calls


class Session:
    def __init__(self, dump_dir, disable_caches=True):
        self.dump = dump_dir_for(dump_dir)
        self.graphs = GraphStore(self.dump)
        # keyed by code_key(code)
        self.functions = {}  # code -> FunctionInfo
        self.transformed = {}  # code object -> TransformedInfo
        self.resume_parents = {}  # resume code -> (parent FunctionInfo, global name)
        self.compile_info = {}  # compile id -> facts from torch's events
        self.resume_sources = {}  # resume code -> its section of full_code
        self.guard_sources = {}  # (id(guard manager), guard function name) -> (manager, source)
        self.skip_seen = set()
        self.disable_caches = disable_caches
        self.installation = None
        self.lock = threading.RLock()
        self._torch_dir = None
        self._timer = None  # pending write of full_code files and the index
        self._stopped = False
        self._last_output_code = None  # Inductor code whose file torch names next
        self._last_metrics = None  # the newest CompilationMetrics taken in
        self._last_compile_reason = None  # the newest GraphCompileReason taken in
        self._guard_failures_seen = {}  # code key -> guard failures of it taken in

    # -- lifecycle -------------------------------------------------------------
    def start(self):
        from .codegen import warm_up
        from .full_code import build_full_code  # noqa: F401 (imported before the first compile)
        from .hooks import Installation

        warm_up()
        self._stopped = False  # debug() starts the last session again
        self.dump.path  # choose this process's folder, clear the previous run
        earlier = _torch.compilation_metrics()
        self._last_metrics = earlier[-1] if earlier else None  # compiles before the block are not ours
        reasons = _torch.graph_compile_reasons()
        self._last_compile_reason = reasons[-1] if reasons else None
        failures = _torch.guard_failures() or {}
        self._guard_failures_seen = {code_key(c): len(v) for c, v in list(failures.items()) if isinstance(v, list)}
        self.installation = Installation(
            self, bytecode_hook=self.on_bytecode, disable_caches=self.disable_caches,
            metrics_log=earlier is None,
        )
        if earlier is None and not self.installation.metrics_logged:
            self.dump.failures.append(
                {"stage": "setup", "reason": "torch lacks get_compilation_metrics: no failure or recompilation reasons"}
            )
        for missing in self.installation.missing:
            self.dump.failures.append({"stage": "setup", "reason": "torch lacks " + missing})
        for note in self.installation.notes:
            if note not in self.dump.limitations:
                self.dump.limitations.append(note)
        self._adopt_compiled_before()

    def _adopt_compiled_before(self):
        from . import compiled_before

        try:
            with self.lock:
                found = compiled_before.adopt(self, TransformedInfo, _globals_from_gc)
        except Exception as e:
            self.internal_error("dumping the functions compiled before the block", e)
            return
        if found:
            self.flush()
            _warn_once(("compiled_before", self.dump.base, tuple(f["function"] for f in found)),
                       compiled_before.warning_text(found), found[0]["filename"], found[0]["firstlineno"])

    def stop(self):
        with self.lock:
            self._stopped = True
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
        try:
            self.flush(final=True)
        finally:
            if self.installation is not None:
                self.installation.close()
                self.installation = None
            try:
                self.dump.write_index()
            except Exception as e:
                _warn_once(("index", self.dump.base), "depyf: could not write the index: %s" % e)

    def internal_error(self, where, exc):
        reason = "%s: %s" % (type(exc).__name__, exc)
        self.dump.failures.append({"stage": where, "reason": reason})
        _warn_once(("internal", where), "depyf: %s failed (%s); torch is unaffected" % (where, reason))

    # -- functions ----------------------------------------------------------------
    def _function(self, code):
        ckey = code_key(code)
        info = self.functions.get(ckey)
        if info is not None:
            return info
        parent = self.resume_parents.get(ckey)
        resume_name = None
        if parent is not None:
            parent, resume_name = parent
        base = safe_name(code.co_name)
        n = self.dump.next_number(("function", base))
        key = "%s_%d" % (base, n)
        info = FunctionInfo(code, key, parent, resume_name)
        self.functions[ckey] = info
        top = info
        while top.parent is not None:
            top = top.parent
        self.dump.function_record(
            key,
            name=code.co_name,
            qualname=getattr(code, "co_qualname", code.co_name),
            filename=code.co_filename,
            firstlineno=code.co_firstlineno,
            user_lines=["%s:%d" % (code.co_filename, ln) for ln in source_lines(code)[:1]],
            resume_of=info.parent.key if info.parent else None,
            resume_global=resume_name,
        )
        return info

    def _top(self, info):
        while info.parent is not None:
            info = info.parent
        return info

    # -- the bytecode hook --------------------------------------------------------
    def on_bytecode(self, code, new_code):
        try:
            with self.lock:
                return self._on_bytecode(code, new_code)
        except Exception as e:
            self.internal_error("bytecode hook for %s" % getattr(code, "co_name", "?"), e)
            return None

    def _on_bytecode(self, code, new_code):
        self.drain_metrics()
        compile_id = _torch.current_compile_id()
        info = self._function(code)
        if info.globals is None:
            info.globals = _frame_globals(code)
        base = safe_name(code.co_name)
        n = self.dump.next_number(("transformed", base))
        fn_name = "__transformed_code_%d_for_%s" % (n, base)
        filename = fn_name + ".py"
        path = self.dump.file_path(filename)
        header = (
            "# Dynamo's transformed code for %s (%s:%d), compile %s, decompiled by depyf.\n"
            "# This file is what runs: set breakpoints here.\n"
            % (code.co_name, code.co_filename, code.co_firstlineno, compile_id)
        )
        ours = None
        reason = None
        aliases = {}
        try:
            from .dynamo_cleanup import Elided

            constants, elided = {}, Elided()
            inputs = {n: self.graphs.input_names(n) for n in new_code.co_names if n.startswith("__compiled_fn")}
            aliases = _graph_aliases(new_code, info.globals)
            readable = new_code
            if aliases:
                readable = new_code.replace(co_names=tuple(aliases.get(n, n) for n in new_code.co_names))
                inputs = {aliases.get(n, n): v for n, v in inputs.items()}
            text = file_text_for(readable, fn_name, header, constants, info.globals, elided, inputs)
            ours = compile_back(text, path, fn_name, readable, elided, constants)
            _install_aliases(info.globals, aliases, ours)
            def_text = "".join(
                line for line in text[len(header):].splitlines(True) if not line.endswith(CONSTANT_NOTE_END)
            )
        except CodegenFailure as e:
            reason = str(e)
            text = header + disassembly_comment(new_code, reason)
            def_text = None
            _warn_once(
                ("decompile", code.co_name),
                "depyf: could not decompile the code Dynamo made for %r (%s:%d): %s; "
                "torch's own code runs instead" % (code.co_name, code.co_filename, code.co_firstlineno, reason),
                code.co_filename,
                code.co_firstlineno,
            )
        tinfo = TransformedInfo(fn_name, filename, new_code, ours, def_text, ours is not None, reason)
        tinfo.aliases = aliases if ours is not None else {}
        self.transformed[code_key(new_code)] = tinfo
        if ours is not None:
            self.transformed[code_key(ours)] = tinfo
        self.dump.write(
            filename,
            text,
            kind="transformed_code",
            function=info.key,
            compile_id=compile_id,
            user_lines=["%s:%d" % (code.co_filename, ln) for ln in source_lines(code)],
            decompiled=ours is not None,
            reason=reason,
            code_from_dump=ours is not None,
        )
        # remember what this code calls: resume functions and compiled graphs
        compiled_fns = [n for n in new_code.co_names if n.startswith("__compiled_fn")]
        resumes = [n for n in new_code.co_names if n.startswith("__resume_at")]
        for rname, rcode in resume_codes(new_code, info.globals):
            if code_key(rcode) not in self.functions:
                self.resume_parents[code_key(rcode)] = (info, rname)
        if compile_id is not None:
            self.compile_info.setdefault(compile_id, {})["function"] = info.key
            for cf in compiled_fns:
                self.graphs.function_of_compile[compile_id] = info.key
        if compile_id is not None:
            self._take_compile_facts(compile_id, code)
        rec = self.dump.function_record(info.key)
        rec["compiles"].append(
            {
                "compile_id": compile_id,
                "transformed_code": filename,
                "decompiled": ours is not None,
                "reason": reason,
                "compiled_fns": [stable_name(c) for c in compiled_fns],
                "resume_functions": resumes,
            }
        )
        self._top(info).dirty = True
        self.flush()
        return ours

    # -- torch's compile records -----------------------------------------------------
    def _take_compile_facts(self, cid, code):
        """What older torch keeps elsewhere than in its logs and metrics,
        taken in when the compile `cid` of `code` hands its bytecode over:
        the graph breaks it compiled a graph at (torch 2.2-2.5 log none for
        a data-dependent branch, and a break at a user line only once) and
        the guard failures that made it recompile (their metrics have no
        recompilation reason)."""
        facts = self.compile_info.setdefault(cid, {})
        reasons = _torch.graph_compile_reasons()
        if reasons:
            start = 0
            for i in range(len(reasons) - 1, -1, -1):
                if reasons[i] is self._last_compile_reason:
                    start = i + 1
                    break
            self._last_compile_reason = reasons[-1]
            for reason in reasons[start:]:
                stack = getattr(reason, "user_stack", None) or ()
                if stack and not any(getattr(f, "filename", None) == code.co_filename for f in stack):
                    continue  # a compile of another frame that handed nothing over
                facts.setdefault("compile_reasons", []).append(compile_reason_facts(reason))
        failures = _torch.guard_failures()
        if failures is not None and _frame_compile_number(cid):
            ckey = code_key(code)
            found = failures.get(code) if ckey == code else None
            if found is None:
                found = next((v for c, v in list(failures.items()) if code_key(c) == ckey), None)
            if isinstance(found, list):
                seen = self._guard_failures_seen.get(ckey, 0)
                if seen > len(found):
                    seen = 0  # torch was reset
                new = [str(r) for r in found[seen:] if r]
                self._guard_failures_seen[ckey] = len(found)
                if new:
                    facts["guard_failures"] = "\n".join(new)

    def on_graph_break_record(self, record):
        cid = _torch.current_compile_id()
        if cid is None:
            return
        gb = parse_graph_break(record.getMessage(), record.exc_info)
        with self.lock:
            self.compile_info.setdefault(cid, {}).setdefault("graph_breaks", []).append(gb)

    def on_output_code_record(self, record):
        found = output_code_of(record)
        if found is None:
            return
        what, value = found
        with self.lock:
            if what == "code":
                self._last_output_code = self.graphs.add_inductor_code(
                    value, None, _torch.current_compile_id(), being_compiled=_torch.aot_graph_being_compiled())
            elif self._last_output_code is not None:
                # torch logs where it wrote the code after the code itself
                self._last_output_code.source_file = value
                self._last_output_code = None

    def drain_metrics(self):
        """Take in torch's records of the compiles finished since the last
        call (torch keeps only the latest few: drained at every compile)."""
        metrics = _torch.compilation_metrics()
        if not metrics:
            return
        with self.lock:
            start = 0
            for i in range(len(metrics) - 1, -1, -1):
                if metrics[i] is self._last_metrics:
                    start = i + 1
                    break
            self._last_metrics = metrics[-1]
            for m in metrics[start:]:
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
        for other, facts in self.compile_info.items():
            if facts.get("function") and str(other).rsplit("/", 1)[0] == frame:
                return facts["function"]
        return None

    def _known_resume(self, name, filename, firstlineno):
        """The code of a resume function some transformed code calls, by the
        name and place torch's record gives (None when none matches)."""
        for ckey, (parent, _) in self.resume_parents.items():
            code = ckey if hasattr(ckey, "co_name") else getattr(ckey, "code", None)
            if code is None:
                continue
            if code.co_name == name and code.co_filename == filename and firstlineno in (None, code.co_firstlineno):
                return code
        return None

    def _on_metrics(self, cid, m):
        facts = self.compile_info.get(cid, {}) if cid is not None else {}
        key = facts.get("function")
        if key is None and m.get("co_name") is None:
            key = self._function_of_frame(cid) if cid is not None else None
            if key is None:
                return  # names nothing depyf could file it under
        if key is None:
            # a resume function Dynamo ran eagerly is still the one its
            # parent's transformed code calls: filed under that parent
            rcode = self._known_resume(m.get("co_name"), m.get("co_filename"), m.get("co_firstlineno"))
            if rcode is not None:
                key = self._function(rcode).key
        if key is None:
            # no transformed code: find (or make) the record by name and place
            key = "%s_%s" % (safe_name(m.get("co_name")), "eager")
            self.dump.function_record(
                key,
                name=m.get("co_name"),
                filename=m.get("co_filename"),
                firstlineno=m.get("co_firstlineno"),
            )
        rec = self.dump.function_record(key)
        logged = facts.get("graph_breaks", [])
        lines = {gb.get("user_line") for gb in logged}
        skip = facts.get("skip_frame") or {}
        if _LOOP_BREAK in (skip.get("reason") or "") and skip.get("user_line") and skip["user_line"] not in lines:
            # torch <= 2.5 log a graph break inside a loop only as the
            # frame's skip, which names the break's user line
            logged = logged + [{"user_line": skip["user_line"], "reason": skip["reason"], "explanation": None}]
            lines.add(skip["user_line"])
        for gb in logged + [gb for gb in facts.get("compile_reasons", []) if gb.get("user_line") not in lines]:
            gb["compile_id"] = cid
            rec["graph_breaks"].append(gb)
        if m.get("recompile_reason"):
            rec["recompilations"].append({"compile_id": cid, "reason": m["recompile_reason"]})
        elif facts.get("guard_failures"):
            rec["recompilations"].append({"compile_id": cid, "reason": facts["guard_failures"]})
        for reason in m.get("restart_reasons") or []:
            rec.setdefault("restarts", []).append({"compile_id": cid, "reason": first_line(reason)})
        if m.get("fail_type") or m.get("fail_reason"):
            rec["skipped"][:] = [s for s in rec["skipped"] if cid is None or s.get("compile_id") != cid]
            rec["skipped"].append(
                {
                    "compile_id": cid,
                    "ran": "eagerly",
                    "reason": "%s: %s" % (m.get("fail_type"), m.get("fail_reason")) if m.get("fail_type") else str(m.get("fail_reason")),
                    "user_line": "%s:%s"
                    % (m.get("fail_user_frame_filename"), m.get("fail_user_frame_lineno"))
                    if m.get("fail_user_frame_filename")
                    else None,
                }
            )
        elif facts.get("skip_frame"):
            rec["skipped"].append(dict(facts["skip_frame"], compile_id=cid, ran="eagerly"))
        for name in ("graph_op_count", "guard_count", "entire_frame_compile_time_s"):
            if m.get(name) is not None:
                for c in rec["compiles"]:
                    if c.get("compile_id") == cid:
                        c[name] = m[name]

    # -- artifact logs ---------------------------------------------------------------
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

    def on_convert_frame_record(self, record):
        self.drain_metrics()  # before each compile starts, among others
        msg = str(record.msg)
        if record.exc_info and record.levelno >= 20:
            self._on_suppressed_error(record)
        if is_skip_frame_message(msg):
            self._on_skip_frame_record(record)
        elif msg.startswith("torch._dynamo hit config."):
            self._on_limit_record(record)
        if not msg.startswith("skipping:"):
            return
        args = record.args if isinstance(record.args, tuple) else ()
        if len(args) != 3:
            return
        name, reason, filename = (str(a) for a in args)
        if self._is_library_file(filename):
            return
        item = (name, filename, reason)
        with self.lock:
            if item in self.skip_seen or len(self.skip_seen) > 2000:
                return
            self.skip_seen.add(item)
            self.dump.skipped.append({"function": name, "filename": filename, "reason": reason})
            rcode = self._known_resume(name, filename, None)
            if rcode is not None:  # a resume function run eagerly: say why on its record
                rec = self.dump.function_record(self._function(rcode).key)
                rec["skipped"].append({"compile_id": _torch.current_compile_id(), "ran": "eagerly", "reason": reason})

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
            facts = self.compile_info.setdefault(cid, {})
            # torch 2.9 logs a frame's skip twice (once per frame it unwinds
            # through): a record that says less does not replace one that says more
            before = facts.get("skip_frame")
            if before is None or (skip["reason"] and not before.get("reason")):
                facts["skip_frame"] = skip
            if skip["user_line"] and not facts["skip_frame"].get("user_line"):
                facts["skip_frame"]["user_line"] = skip["user_line"]

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
            for rec in reversed(list(self.dump.functions.values())):
                for s in reversed(rec.get("skipped") or []):
                    if s.get("user_line") is None and head in (s.get("reason") or ""):
                        s["user_line"] = "%s:%s" % frames[-1]
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
            key = next((i.key for i in self.functions.values()
                        if (i.code.co_name, i.code.co_filename, i.code.co_firstlineno) == (name, filename, line)), None)
            if key is None:
                key = "%s_eager" % safe_name(name)
                self.dump.function_record(key, name=name, filename=filename, firstlineno=line)
            self.dump.function_record(key)["skipped"].append(
                {"compile_id": _torch.current_compile_id(), "ran": "eagerly",
                 "reason": "%s reached (%s)" % (m.group(1), first_line(message)), "user_line": None}
            )

    def _is_library_file(self, filename):
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

    # -- writing ----------------------------------------------------------------------
    def flush(self, final=False):
        self.drain_metrics()
        if final or self.dump.in_forked_child():
            # a forked child's timer thread did not survive the fork, and
            # such children often end in os._exit (multiprocessing does)
            self._write_deferred(final=final)
        elif self._timer is None and not self._stopped:
            self._timer = threading.Timer(DEFERRED_WRITE_S, self._on_timer)
            self._timer.daemon = True
            self._timer.start()

    def _on_timer(self):
        with self.lock:
            self._timer = None
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
        for info in list(self.functions.values()):
            if info.parent is None and (info.dirty or final):
                try:
                    self._write_full_code(info)
                except Exception as e:
                    self.internal_error("full_code for %s" % info.code.co_name, e)
        try:
            self.dump.write_index()
        except Exception as e:
            self.internal_error("index", e)

    def _write_full_code(self, info):
        from .full_code import build_full_code

        if info.globals is None:
            info.globals = _globals_from_gc(info.code)
        if info.full_code_file is None:
            base = safe_name(info.code.co_name)
            n = self.dump.next_number(("full_code", base))
            info.full_code_file = "full_code_for_%s_%d.py" % (base, n)
        text, members = build_full_code(self, info)
        self.dump.write(
            info.full_code_file,
            text,
            kind="full_code",
            function=info.key,
            user_lines=["%s:%d" % (info.code.co_filename, ln) for ln in source_lines(info.code)],
            decompiled=all(t.ok for t in members) if members else None,
        )
        self.dump.function_record(info.key, full_code=info.full_code_file)
        for child in self.functions.values():
            if child.parent is not None and self._top(child) is info:
                self.dump.function_record(child.key, full_code=info.full_code_file)
        info.dirty = False


# -- public API -------------------------------------------------------------------------


@contextlib.contextmanager
def prepare_debug(dump_src_dir, clean_wild_fx_code=True, log_bytecode=False, disable_caches=True):
    """Dump everything torch.compile does inside the block into `dump_src_dir`.

    The folder gets, per compiled function, `full_code_for_<fn>_<n>.py`,
    `__transformed_code_<n>_for_<fn>.py` (what actually runs), graph files
    `__compiled_fn_<n> <kind> <k>.py` and an index `depyf_index.json`.
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
        _warn_once(("setup",), "depyf: prepare_debug could not hook into torch (%s: %s); "
                   "the code runs without a dump" % (type(e).__name__, e))
        if session is not None and session.installation is not None:
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
                _warn_once(("stop",), "depyf: finishing the dump failed: %s" % e)


def _pause_in_debugger(frame):
    if os.environ.get("PYTHONBREAKPOINT") == "0":
        return
    import pdb

    pdb.Pdb().set_trace(frame)


@contextlib.contextmanager
def debug():
    """After `prepare_debug`: say where the files are, then pause in pdb.

    Set breakpoints in the dumped `__transformed_code_*` and graph files
    (`b <file>:<line>`), then `c`: the compiled code runs from those files.
    """
    session = _last_session
    if session is None:
        raise RuntimeError("depyf.debug() needs a prior `with depyf.prepare_debug(dump_dir):` block")
    session.start()
    session.flush(final=True)
    folder = session.dump.path
    files = sorted(
        a["path"] for a in session.dump.artifacts.values()
        if a.get("code_from_dump")
    )
    msg = [
        "depyf: the compiled code now runs from the files in %s" % folder,
        "Set breakpoints there, e.g. `b %s:<line>`, then `c` to continue." % os.path.join(folder, files[0]) if files else "",
        "Files that run from the dump: %s" % ", ".join(files) if files else "No file runs from the dump (see depyf_index.json).",
    ]
    print("\n".join(m for m in msg if m), flush=True)
    try:
        _pause_in_debugger(sys._getframe(2))
        yield
    finally:
        sys.settrace(None)
        session.stop()
