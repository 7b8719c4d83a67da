"""Graph files: Dynamo's graph, AOTAutograd's joint/forward/backward graphs and
Inductor's output code, each filed under the compiled function it belongs to.

Graph modules are written when they are final (after the backend compiled
them), and their `forward` is then swapped, in place, for the same code
compiled from the dumped file, so breakpoints in graph files are hit.  The swap
is made only when the two code objects are identical apart from line numbers.
"""

import inspect
import os
import re
import sys
import types
import weakref

from .codegen import _find_code
from ..quiet import quiet_compile

UUID_SUFFIX = re.compile(r"_[0-9a-f]{8}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{12}$")

# title torch logs -> (index kind, file-name part).  File names follow the
# older depyf's: `__compiled_fn_1.Forward_graph.0.py`, `__compiled_fn_1.kernel_0.py`
# (no spaces: they work in a shell, in pdb's `b file:line`, in every editor).
GRAPH_KINDS = {
    "joint graph": ("aot_joint_graph", "Joint_graph"),
    "forward graph": ("aot_forward_graph", "Forward_graph"),
    "backward graph": ("aot_backward_graph", "Backward_graph"),
    "inference graph": ("aot_inference_graph", "Inference_graph"),
}
KERNEL_KINDS = {
    "forward": "kernel",
    "inference": "kernel",
    "backward": "Backward_kernel",
}
_KERNEL = "inductor_output_code"
# (Inductor's code?, from a cache hit?) -> what a file's header adds
_CACHE_NOTES = {
    (True, True): " from torch's FX-graph cache (a cache hit)",
    (False, True): " from its copy beside torch's cache: this run loaded the compiled graph from the cache",
}


_NOT_NAME = re.compile(r"[^0-9A-Za-z_]+")  # (compiled on import: not in the first compile)


def graph_file_name(compiled_fn, kind, part, n):
    """`<fn>.<Part>.<n>.py` for graphs, `<fn>.<part>_<n>.py` for Inductor's code."""
    part = _NOT_NAME.sub("_", part)
    if kind == _KERNEL:
        return "%s.%s_%d.py" % (compiled_fn, part, n)
    return "%s.%s.%d.py" % (compiled_fn, part, n)


def stable_name(compiled_fn_name):
    """`__compiled_fn_5_<uuid>` -> `__compiled_fn_5` (the same in every run)."""
    return UUID_SUFFIX.sub("", compiled_fn_name)


def user_lines_of_graph(text):
    """['file:line', ...] from the '# File: path:line in fn' comments of a
    graph (torch 2.2: '# File: path:line, code: ...')."""
    out = []
    for m in re.finditer(r"# File: (.+?):(\d+)(?: in |, code: |$)", text, re.M):
        item = "%s:%s" % (m.group(1), m.group(2))
        if item not in out:
            out.append(item)
    return out


def _same_code(a, b):
    if a.co_code != b.co_code or a.co_names != b.co_names:
        return False
    if a.co_varnames != b.co_varnames or a.co_freevars != b.co_freevars:
        return False
    if len(a.co_consts) != len(b.co_consts):
        return False
    for x, y in zip(a.co_consts, b.co_consts):
        if isinstance(x, types.CodeType) and isinstance(y, types.CodeType):
            if not _same_code(x, y):
                return False
        elif type(x) is not type(y) or x != y:
            return False
    return True



def _forward_function(gm):
    """The function object behind gm.forward, after any lazy recompile."""
    real = getattr(gm, "real_recompile", None)
    if callable(real):
        try:
            real()
        except Exception:
            return None
    fn = getattr(type(gm), "forward", None)
    return fn if isinstance(fn, types.FunctionType) else None


def as_valid_python(text):
    """Graph text that compiles: torch names some graph classes `<lambda>`."""
    try:
        quiet_compile(text, "<graph>", "exec", dont_inherit=True)
        return text
    except SyntaxError:
        pass
    fixed = re.sub(r"^(\s*)class <[^>]*>\(", r"\1class GraphModule(", text, flags=re.M)
    try:
        quiet_compile(fixed, "<graph>", "exec", dont_inherit=True)
        return fixed
    except SyntaxError as e:
        body = "\n".join(("# " + line).rstrip() for line in text.splitlines())
        return "# (depyf: torch's text of this graph is not valid Python: %s)\n%s\n" % (e.msg, body)


def _readable(gm):
    # print_readable takes include_stride/include_device where torch's
    # Graph.python_code does (torch 2.3 on): asked of that signature (a
    # wrapped print_readable hides its own), so that the graph is printed
    # once, never retried on a TypeError
    kwargs = {}
    try:
        params = inspect.signature(type(gm.graph).python_code).parameters
        kwargs = {k: True for k in ("include_stride", "include_device") if k in params}
    except (TypeError, ValueError, AttributeError):
        pass
    return gm.print_readable(print_output=False, **kwargs)


class GraphEntry:
    """One graph of one compiled function."""

    def __init__(self, owner, kind, part, gm=None, text=None, compile_id=None):
        self.owner = owner  # CompiledFn
        self.kind = kind
        self.part = part
        self.gm_ref = weakref.ref(gm) if gm is not None else None
        # held until first written: Inductor drops the AOT graphs it compiled
        # before the compile ends, when the files are written
        self.gm_until_written = gm
        self.text = text
        self.compile_id = compile_id
        self.filename = None
        self.written_code = None  # forward code object that the file shows
        self.rebound = False
        self.cache_hit = False  # loaded from torch's cache (Inductor) or kept beside it (AOT)

    def graph_module(self):
        if self.gm_until_written is not None:
            return self.gm_until_written
        return self.gm_ref() if self.gm_ref is not None else None


class CompiledFn:
    def __init__(self, global_name, compile_id):
        self.global_name = global_name
        self.name = stable_name(global_name)
        self.compile_id = compile_id
        self.entries = []
        self.aot_ids = set()
        self.dynamo_text = None  # its Dynamo graph's text, once written: the key of its kept AOT graphs
        self.aot_restored = False


class GraphStore:
    """All graphs of one session, and their files."""

    def __init__(self, dump):
        self.dump = dump
        self.compiled = {}  # stable name -> CompiledFn
        self.by_global = {}
        self.latest_for_compile = {}  # compile id -> CompiledFn
        self.by_aot_id = {}
        self.function_of_compile = {}  # compile id -> key of the function record
        self.name_of_compile = {}  # compile id -> the function's name, as the user knows it
        self.entries_of_compile = {}  # compile id -> [GraphEntry]
        self.pending = []
        self.counters = {}
        self.keeper = None  # AotGraphKeeper while torch's caches are kept
        self.aot_cache_hits = set()  # compile ids whose AOT graphs came from torch's cache

    def keep_aot_graphs(self, cache_dir):
        """Keep AOT graphs beside torch's cache in `cache_dir` (None: nowhere)."""
        if cache_dir:
            import torch

            from .aot_keep import AotGraphKeeper

            self.keeper = AotGraphKeeper(os.path.join(cache_dir, "depyf_aot_graphs"), torch.__version__)

    def input_names(self, global_name):
        """The input names of the Dynamo graph installed as `global_name`, as
        its file spells them (None when the graph is unknown or gone)."""
        cf = self.by_global.get(global_name)
        for entry in cf.entries if cf is not None else ():
            if entry.kind == "dynamo_graph":
                gm = entry.graph_module()
                fn = _forward_function(gm) if gm is not None else None
                if fn is not None:
                    code = fn.__code__
                    return code.co_varnames[1 : code.co_argcount]  # after self
        return None

    # -- recording ---------------------------------------------------------------
    def add_dynamo_graph(self, global_name, gm, compile_id, text=None):
        cf = CompiledFn(global_name, compile_id)
        self.compiled[cf.name] = cf
        self.by_global[global_name] = cf
        if compile_id is not None:
            self.latest_for_compile[compile_id] = cf
        self._add(cf, "dynamo_graph", "Captured_Graph", gm, text, compile_id)
        return cf

    def add_aot_graph(self, title, maybe_id, gm, compile_id, text=None):
        """Record an AOT graph (`text`: a thunk of its text, when torch logged no module)."""
        kind, part = GRAPH_KINDS.get(
            title.lower(), ("aot_graph", title)
        )
        cf = None
        if maybe_id is not None:
            cf = self.by_aot_id.get(maybe_id)
        if cf is None and compile_id is not None:
            cf = self.latest_for_compile.get(compile_id)
        if cf is None:
            return None  # not attributable: no unnamed duplicate dumps
        if maybe_id is not None:
            cf.aot_ids.add(maybe_id)
            self.by_aot_id[maybe_id] = cf
        for e in cf.entries:  # torch logs some graphs from two places
            if e.kind != kind or e.compile_id != compile_id:
                continue
            if gm is not None and e.graph_module() is gm:
                return e
        return self._add(cf, kind, part, gm, text, compile_id)

    def add_inductor_code(self, payload, source_file, compile_id, being_compiled=None, from_cache=False):
        """being_compiled: torch's '<aot id>_<phase>' of the graph compiled now,
        for code without the `# AOT ID` header (torch 2.2); from_cache: torch
        loaded it from its FX-graph cache."""
        m = re.search(r"# AOT ID: \['(\d+)_(\w+)'\]", payload or "")
        if m is None and being_compiled:
            m = re.match(r"(\d+)_(\w+)$", being_compiled)
        cf = None
        phase = "forward"
        if m:
            phase = m.group(2)
            cf = self.by_aot_id.get(int(m.group(1)))
        if cf is None and compile_id is not None:
            cf = self.latest_for_compile.get(compile_id)
        if cf is None:
            return None
        if compile_id is None:
            # torch 2.2 compiles the backward lazily, outside any compile:
            # the compile is that of its graph
            compile_id = cf.compile_id
        part = KERNEL_KINDS.get(phase, phase + "_kernel")
        entry = self._add(cf, _KERNEL, part, None, payload, compile_id)
        entry.source_file = source_file
        entry.cache_hit = from_cache
        return entry

    def _add(self, cf, kind, part, gm, text, compile_id):
        entry = GraphEntry(cf, kind, part, gm, text, compile_id)
        key = (cf.name, part)
        n = self.counters.get(key, 0)
        self.counters[key] = n + 1
        entry.filename = graph_file_name(cf.name, kind, part, n)
        cf.entries.append(entry)
        self.entries_of_compile.setdefault(compile_id, []).append(entry)
        self.pending.append(entry)
        return entry

    def attribute(self, compile_id, key, name=None):
        """File the graphs of compile `compile_id` under the function `key`.

        Torch logs a compile's graphs before the compile hands its bytecode
        over (which names the function), and a timed write may come in
        between (a long Inductor compile): files written then are re-filed
        here, their header line rewritten in place (same line count, so a
        forward compiled from the file keeps its line numbers)."""
        self.function_of_compile[compile_id] = key
        self.name_of_compile[compile_id] = name or key
        for entry in self.entries_of_compile.get(compile_id, ()):
            art = self.dump.index.artifacts.get(entry.filename)
            if art is None or art.function == key:
                continue
            art.function = key
            path = self.dump.file_path(entry.filename)
            try:
                with open(path, encoding="utf-8") as f:
                    text = f.read()
            except OSError:
                continue
            first, sep, rest = text.partition("\n")
            if first.startswith("# ") and "Written by depyf." in first:
                self.dump.write(entry.filename, self._header(entry) + rest)

    # -- writing -------------------------------------------------------------------
    def flush(self, final=False):
        """Write (or rewrite) graph files whose graphs changed; swap in their code."""
        still = []
        for entry in self.pending:
            try:
                done = self._write(entry, final)
            except Exception as e:
                self.dump_failure(entry, e)
                done = True
            entry.gm_until_written = None
            if not done:
                still.append(entry)
        self.pending = still
        if self.keeper is not None and self.aot_cache_hits:
            self._restore_kept_aot_graphs()

    def _restore_kept_aot_graphs(self):
        """The AOT graphs of compiles that hit torch's AOTAutograd cache,
        from where a cold compile kept them (written at once: text only)."""
        for cf in list(self.compiled.values()):
            if cf.aot_restored or cf.dynamo_text is None or cf.compile_id not in self.aot_cache_hits:
                continue
            cf.aot_restored = True
            if any(e.kind.startswith("aot_") for e in cf.entries):
                continue  # torch traced them after all
            kept_graphs = self.keeper.load(cf.dynamo_text)
            if not kept_graphs:
                self.dump.index.limitations.append(
                    "no AOT graphs for %s: torch loaded them from its AOTAutograd cache, and depyf kept no copy "
                    "(the cache was warmed outside prepare_debug, or the graph's code changed); one run with "
                    "prepare_debug(disable_caches=True) dumps them and keeps them for later runs" % cf.name)
            for kept in kept_graphs:
                entry = self._add(cf, kept["kind"], kept["part"], None, kept["text"], cf.compile_id)
                entry.cache_hit = True
                self.pending.remove(entry)
                try:
                    self._write(entry, True)
                except Exception as e:
                    self.dump_failure(entry, e)

    def dump_failure(self, entry, exc):
        self.dump.index.fail("graph file", "%s: %s" % (type(exc).__name__, exc), entry.filename)

    def _header(self, entry):
        fn = self.name_of_compile.get(entry.compile_id)
        lines = [
            "# %s of %s%s, compile %s. Written by depyf%s."
            % (
                entry.kind.replace("_", " "),
                entry.owner.name,
                " (in %s)" % fn if fn else "",
                entry.compile_id,
                _CACHE_NOTES.get((entry.kind == _KERNEL, entry.cache_hit), ""),
            ),
        ]
        return "\n".join(lines) + "\n"

    def _record(self, entry, text, rebound, checked=False):
        if not checked:
            text = as_valid_python(text)
        if self.keeper is not None:
            self._keep(entry, text)
        self.dump.write(
            entry.filename,
            text,
            kind=entry.kind,
            function=self.function_of_compile.get(entry.compile_id),
            compile_id=entry.compile_id,
            compiled_fn=entry.owner.name,
            user_lines=user_lines_of_graph(text),
            code_from_dump=rebound,
            cache_hit=entry.cache_hit,
        )

    def _keep(self, entry, text):
        """Remember the Dynamo graph's text; keep a cold AOT graph beside the cache."""
        body = text.split("\n", 1)[1] if "\n" in text else ""  # without the header line (compile ids)
        if entry.kind == "dynamo_graph":
            entry.owner.dynamo_text = body
        elif entry.kind.startswith("aot_") and not entry.cache_hit and entry.owner.dynamo_text is not None:
            try:
                self.keeper.save(entry.owner.dynamo_text, entry.kind, entry.part, body)
            except OSError as e:
                self.dump.index.fail("keeping AOT graphs beside the cache", str(e), entry.filename)

    def _write(self, entry, final):
        if entry.kind == "inductor_output_code":
            text = self._header(entry) + (entry.text or "")
            path = self.dump.file_path(entry.filename)
            rebound = self._rebind_module(entry, text, path)
            self._record(entry, text, rebound)
            # the module is loaded after torch logs its code: retry until final
            return rebound or final
        gm = entry.graph_module()
        if gm is None:
            if entry.text is not None and entry.written_code is None and self.dump.index.artifacts.get(entry.filename) is None:
                self._record(entry, self._header(entry) + str(entry.text), False)
                entry.written_code = True
            return True
        fn = _forward_function(gm)
        if fn is None:
            self._record(entry, self._header(entry) + _readable(gm), False)
            return True
        if entry.written_code is fn.__code__:
            return final  # unchanged since the last write
        path = self.dump.file_path(entry.filename)
        header = self._header(entry)
        rebound = False
        # `first`: the forward compiled from the file's own text (one compile
        # checks that the text is valid Python and gives the code to rebind)
        raw = _readable(gm)
        first = self._compiled_forward(header + raw, path)
        if first is None:
            raw = as_valid_python(raw)
        text = header + raw
        if entry.kind in ("aot_joint_graph",):
            self._record(entry, text, False, checked=True)
            entry.written_code = fn.__code__
            return True
        for candidate in (text, header + str(getattr(gm, "code", ""))):
            new = first if candidate is text and first is not None else self._compiled_forward(candidate, path)
            if new is not None and _same_code(fn.__code__, new):
                fn.__code__ = new
                text, rebound = candidate, True
                break
        self._record(entry, text, rebound, checked=True)  # compiled above, either candidate
        entry.written_code = fn.__code__
        entry.rebound = rebound
        # a backward graph may still be recompiled by its lazy backend
        return final

    @staticmethod
    def _compiled_forward(text, path):
        try:
            module_code = quiet_compile(text, path, "exec", dont_inherit=True)
        except SyntaxError:
            return None
        return _find_code(module_code, "forward")

    def _rebind_module(self, entry, text, path):
        """Point the functions of Inductor's loaded module at the dumped file."""
        src = getattr(entry, "source_file", None)
        if not src:
            return False
        mod = None
        for m in list(sys.modules.values()):
            if getattr(m, "__file__", None) == src and isinstance(m, types.ModuleType):
                mod = m
                break
        if mod is None:
            return False
        try:
            module_code = quiet_compile(text, path, "exec", dont_inherit=True)
        except SyntaxError:
            return False
        new_codes = {}
        for const in module_code.co_consts:
            if isinstance(const, types.CodeType):
                new_codes.setdefault(const.co_name, []).append(const)
        swapped = False
        for value in list(vars(mod).values()):
            if isinstance(value, types.FunctionType) and value.__code__.co_filename == src:
                for cand in new_codes.get(value.__code__.co_name, []):
                    if _same_code(value.__code__, cand):
                        value.__code__ = cand
                        swapped = True
                        break
            elif isinstance(value, types.FunctionType) and value.__code__.co_filename == path:
                swapped = True
        return swapped
