"""What a dump folder says, gathered for the report and `depyf explain`.

Standard library only: reads `depyf_index.json` (the main process's and those
of the other processes that wrote into the folder) and the dumped files.
"""

import ast
import json
import os
import re

from . import parse

INDEX_NAME = "depyf_index.json"
_PROC_DIR = re.compile(r"^(rank|proc|pid)_")
_GUARDED_VALUE = re.compile(r"^tensor '(?:L\[')?(\w+)(?:'\])?' ")
_RESUME_GLOBAL = re.compile(r"^_*resume_at_(\d+)_\d+$")
_RESUME_NAME = re.compile(r"^torch_dynamo_resume_in_\w+?_at_(\d+)$")


class BadDump(Exception):
    """A folder the report cannot be built from, with a one-line reason."""


def _read(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return None


def _load_index(path):
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except OSError as e:
        raise BadDump("cannot read %s: %s" % (path, e.strerror or e))
    except ValueError as e:
        raise BadDump("%s is not valid JSON: %s" % (path, e))
    if not isinstance(data, dict) or "artifacts" not in data:
        raise BadDump("%s is not a depyf index" % path)
    return data


def split_loc(loc):
    """'path:line' -> (path, line) or None."""
    if not loc or not isinstance(loc, str):
        return None
    path, _, line = loc.rpartition(":")
    if not path or not line.isdigit():
        return None
    return path, int(line)


def _absolute_user_paths(index, abspath):
    """The index's user file names (`filename`, `*user_line*`), made
    absolute in place."""

    def loc(value):
        sl = split_loc(value)
        return "%s:%d" % (abspath(sl[0]), sl[1]) if sl else value

    def fix(rec):
        if not isinstance(rec, dict):
            return
        if isinstance(rec.get("filename"), str):
            rec["filename"] = abspath(rec["filename"])
        for k, v in list(rec.items()):
            if k == "user_line" and isinstance(v, str):
                rec[k] = loc(v)
            elif k == "user_lines" and isinstance(v, list):
                rec[k] = [loc(x) if isinstance(x, str) else x for x in v]
            elif isinstance(v, list):
                for x in v:
                    fix(x)
            elif isinstance(v, dict):
                fix(v)

    for key in ("functions", "artifacts", "skipped_frames", "skipped", "compiled_before"):
        for rec in index.get(key) or []:
            fix(rec)


class SourceCache:
    """User files, read once; the def that starts at a line."""

    def __init__(self):
        self.texts = {}
        self.trees = {}

    def lines(self, path):
        if path not in self.texts:
            text = _read(path) if path and not path.startswith("<") else None
            self.texts[path] = text.splitlines() if text is not None else None
        return self.texts[path]

    def line(self, path, n):
        lines = self.lines(path)
        if lines and 0 < n <= len(lines):
            return lines[n - 1]
        return None

    def def_range(self, path, firstlineno, name=None):
        """(first, last) lines of the def at `firstlineno` (decorators included)."""
        lines = self.lines(path)
        if not lines or not firstlineno:
            return None
        if path not in self.trees:
            try:
                self.trees[path] = ast.parse("\n".join(lines) + "\n")
            except (SyntaxError, ValueError):
                self.trees[path] = None
        tree = self.trees[path]
        if tree is not None:
            for node in ast.walk(tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                    starts = [node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])]
                    if firstlineno in starts and getattr(node, "end_lineno", None):
                        return min(starts), node.end_lineno
        # no ast positions (or no match): the indented block under the line
        first = firstlineno
        indent = len(lines[first - 1]) - len(lines[first - 1].lstrip())
        last = first
        for i in range(first, len(lines)):
            text = lines[i]
            if text.strip() and len(text) - len(text.lstrip()) <= indent and not text.lstrip().startswith(("@", ")")):
                if i + 1 > first + 1 or not lines[first - 1].lstrip().startswith("@"):
                    break
            last = i + 1
        return first, last

    def find_def(self, path, name):
        """First line of `def name` in `path` (for frames torch names only by name)."""
        lines = self.lines(path)
        if not lines:
            return None
        pat = re.compile(r"^\s*(?:async\s+)?def\s+%s\s*\(" % re.escape(name))
        for i, text in enumerate(lines, 1):
            if pat.match(text):
                return i
        return None


class LineInfo:
    """What torch did with one user line."""

    def __init__(self, loc):
        self.loc = loc
        self.nodes = []  # (artifact path, Node)
        self.kernels = []  # (artifact path, Kernel)
        self.guards = []  # (full_code path, Guard)
        self.breaks = []  # distinct break ids
        self.break_sites = []  # break ids of breaks inside a call made on this line
        self.skipped = []  # reasons
        self.recompiles = []  # (function key, compile id, guard)
        self.transformed = []  # transformed_code paths
        self.functions = []  # function keys

    def add(self, attr, item):
        seq = getattr(self, attr)
        if item not in seq:
            seq.append(item)

    def kinds(self):
        out = []
        if self.nodes:
            out.append("graph")
        if self.kernels:
            out.append("kernel")
        if self.breaks or self.break_sites:
            out.append("break")
        if self.guards:
            out.append("guard")
        if self.skipped:
            out.append("skipped")
        if self.recompiles:
            out.append("recompile")
        return out


class CallSite:
    """A user frame some compiles were triggered through: `user_line`,
    `function`, the frames called from it (`children`) and the compiles
    triggered right there (`compiles`: (function key, name, compile id))."""

    __slots__ = ("user_line", "function", "children", "compiles")

    def __init__(self, user_line, function):
        self.user_line = user_line
        self.function = function
        self.children = []
        self.compiles = []

    def count(self):
        return len(self.compiles) + sum(c.count() for c in self.children)

    def as_dict(self):
        return {"user_line": self.user_line, "function": self.function, "compiles": [list(c) for c in self.compiles],
                "children": [c.as_dict() for c in self.children]}


def call_site_tree(compiles):
    """The call sites of `compiles` ((key, name, compile record) triples) as
    a tree of CallSite roots, merged where their stacks share a prefix."""
    roots = []
    for key, name, c in compiles:
        level, node = roots, None
        for frame in c.get("triggered_from") or ():
            loc, fn = frame.get("user_line"), frame.get("function")
            node = next((n for n in level if (n.user_line, n.function) == (loc, fn)), None)
            if node is None:
                node = CallSite(loc, fn)
                level.append(node)
            level = node.children
        if node is not None:
            node.compiles.append((key, name, c.get("compile_id")))
    return roots


def common_trunk(roots):
    """(frames every compile was triggered through, the tree below them):
    the outermost frames of a program (its runner, the test harness, `main`)
    are the same for every compile and say nothing about where they differ."""
    trunk = []
    while len(roots) == 1 and not roots[0].compiles and roots[0].children:
        trunk.append(roots[0])
        roots = roots[0].children
    return trunk, roots


class Process:
    """One process's folder and index."""

    def __init__(self, dump, rel, index):
        self.dump = dump
        self.rel = rel  # '' for the main folder, else e.g. 'rank_1'
        self.folder = os.path.join(dump.folder, rel) if rel else dump.folder
        self.index = index
        info = index.get("process") or {}
        self.name = rel or info.get("name") or "main"
        self.info = info
        self.cwd = info.get("cwd")  # what a relative file name is relative to
        _absolute_user_paths(index, self.abspath)
        self.prefix = re.sub(r"[^0-9A-Za-z]+", "_", rel) + "_" if rel else ""
        self.artifacts = {a["path"]: a for a in index.get("artifacts", []) if a.get("path")}
        self.functions = {}
        for f in index.get("functions", []):
            self.functions[f["key"]] = f
        self.lines = {}  # (path, line) -> LineInfo
        self.graph_nodes = {}  # artifact path -> [Node]
        self.kernels = {}  # artifact path -> [(Kernel, aot nodes, dynamo nodes)]
        self.guards = {}  # full_code path -> [Guard]
        self.entries = {}  # full_code path -> {(section): {i: file}}
        self.breaks = []  # distinct graph breaks
        self.recompiles = []
        self.dynamic = []  # compiles that made sizes symbolic (dynamic shapes)
        self.call_tree = []  # where compiles were triggered: [CallSite], outermost frames first
        self.skipped = []
        self.fallbacks = []
        self.compiles = []
        self.groups = {}  # top function key -> [function keys]
        self._analyse()

    # -- helpers --------------------------------------------------------------
    def top(self, key):
        seen = set()
        while key in self.functions and self.functions[key].get("resume_of") and key not in seen:
            seen.add(key)
            key = self.functions[key]["resume_of"]
        return key

    def abspath(self, path):
        """A user file's name as absolute: Python 3.8 names a script run as
        `python prog.py` by the relative name (co_filename), relative to the
        working folder the index records."""
        if (not path or not isinstance(path, str) or os.path.isabs(path) or path.startswith("<")
                or not self.cwd):
            return path
        return os.path.normpath(os.path.join(self.cwd, path))

    def display_name(self, key):
        """The name a user knows function `key` by: a decorator's wrapper by
        the function it wraps; a resume function by the function it
        continues and the statement it resumes at (never by torch's global
        name for it, which differs from one compile of its parent to the
        next)."""
        f = self.functions.get(key, {})
        if not f.get("resume_of"):
            return f.get("qualname") or f.get("name") or key
        top = self.top(key)
        base = self.display_name(top) if top != key else key
        loc = split_loc(f.get("resumes_at"))
        if loc is None:
            m = _RESUME_NAME.match(f.get("name") or "")
            return "%s, resumed after line %s" % (base, m.group(1)) if m else "%s, resumed (%s)" % (base, f.get("name"))
        code = (self.dump.sources.line(self.abspath(loc[0]), loc[1]) or "").split("  #")[0].strip()
        m = _RESUME_NAME.match(f.get("name") or "")
        broke_at = int(m.group(1)) if m else f.get("firstlineno")  # (torch 2.2 name no line: the code starts at it)
        how = "after" if broke_at == loc[1] else "at"  # the rest of the statement that broke
        return "%s, resumed %s line %d%s" % (base, how, loc[1], " (%s)" % code if code else "")

    def section_name(self, full_code, section):
        """The display name of a full_code file's section `(is_resume, name)`
        (a resume function's section is named by a global of torch's)."""
        is_resume, name = section
        keys = [k for k, f in self.functions.items() if f.get("full_code") == full_code]
        for k in keys:
            f = self.functions[k]
            if (f.get("resume_global") if is_resume else f.get("name")) == name:
                return self.display_name(k)
        m = _RESUME_GLOBAL.match(name)
        for k in keys if m else ():  # the global of another compile of the parent: same offset
            g = _RESUME_GLOBAL.match(self.functions[k].get("resume_global") or "")
            if g and g.group(1) == m.group(1):
                return self.display_name(k)
        return name

    def resolve(self, path):
        """A file name torch shortened (relative to its own folder, or to the
        folder above it for other installed code; a user file that shares
        only "/" with torch's loses its first character) as the file it names."""
        if not path or not isinstance(path, str) or os.path.isabs(path) or path.startswith("<"):
            return path
        torch_dir = self.index.get("torch_dir")
        for base in (self.cwd, torch_dir, os.path.dirname(torch_dir) if torch_dir else None):
            if base and os.path.isfile(os.path.join(base, path)):
                return os.path.normpath(os.path.join(base, path))
        known = parse.known_file(path, [f.get("filename") for f in self.functions.values()])
        return known or self.abspath(path)

    def is_library(self, path):
        """Is `path` torch's, depyf's or Python's own code (not the user's)?"""
        if not path or not isinstance(path, str) or path.startswith("<"):
            return bool(path)
        for d in self.index.get("library_dirs") or ():
            if d and path.startswith(d.rstrip(os.sep) + os.sep):
                if d == self.index.get("torch_dir") or not any(p in path for p in ("site-packages", "dist-packages")):
                    return True
        return False

    def line(self, loc):
        if isinstance(loc, str):
            loc = split_loc(loc)
        if loc is None:
            return None
        loc = (self.abspath(loc[0]), loc[1])
        info = self.lines.get(loc)
        if info is None:
            info = self.lines[loc] = LineInfo(loc)
        return info

    def artifact_text(self, path):
        return _read(os.path.join(self.folder, path))

    def transformed_of(self, key, compile_id):
        for c in self.functions.get(key, {}).get("compiles", []):
            if c.get("compile_id") == compile_id and c.get("transformed_code"):
                return c["transformed_code"]
        return None

    def previous_compile(self, key, compile_id):
        """The compile of function `key` a recompilation `compile_id`
        (`<frame>/<n>`) was made beside: the latest of the same frame
        before it (None when the index has none)."""
        frame, _, n = str(compile_id).partition("/")
        n = _compile_number(n)
        best = None
        for c in self.functions.get(key, {}).get("compiles", []):
            f, _, m = str(c.get("compile_id")).partition("/")
            m = _compile_number(m)
            if f == frame and m is not None and n is not None and m < n and (best is None or m > best[0]):
                best = (m, c)
        return best[1] if best else None

    def graph_of(self, compile_rec):
        """The Dynamo graph file of one compile (None: it made no graph)."""
        for cf in (compile_rec or {}).get("compiled_fns", []):
            for path, a in sorted(self.artifacts.items()):
                if a.get("compiled_fn") == cf and a.get("kind") == "dynamo_graph":
                    return path
        return None

    # -- analysis -------------------------------------------------------------
    def _analyse(self):
        for key in self.functions:
            self.groups.setdefault(self.top(key), []).append(key)
        self._graphs()
        self._guards()
        self._events()

    def _graphs(self):
        by_fn = {}
        for path, art in self.artifacts.items():
            if art.get("kind") in ("dynamo_graph", "aot_forward_graph", "aot_backward_graph", "aot_joint_graph"):
                text = self.artifact_text(path)
                nodes = parse.parse_graph(text, path) if text is not None else []
                for n in nodes:
                    if n.user:
                        n.user = (self.abspath(n.user[0]), n.user[1])
                self.graph_nodes[path] = nodes
                by_fn.setdefault(art.get("compiled_fn"), {}).setdefault(art["kind"], []).append(path)
                for n in nodes:
                    li = self.line(n.user)
                    if li is not None:
                        li.add("nodes", (path, n))
                        self._note_function(li, art)
        for path, art in self.artifacts.items():
            if art.get("kind") != "inductor_output_code":
                continue
            text = self.artifact_text(path)
            kernels = parse.parse_kernels(text, path) if text is not None else []
            graphs = by_fn.get(art.get("compiled_fn"), {})
            backward = " Backward " in path or "backward" in path.lower().split(" kernel")[0]
            aot_paths = graphs.get("aot_backward_graph" if backward else "aot_forward_graph", [])
            aot_path = _same_number(aot_paths, path)
            dyn_path = _same_number(graphs.get("dynamo_graph", []), path)
            aot_nodes = self.graph_nodes.get(aot_path, [])
            dyn_nodes = self.graph_nodes.get(dyn_path, [])
            linked = []
            for k in kernels:
                aot, dyn = parse.link_kernel(k, aot_nodes, dyn_nodes)
                linked.append((k, aot, dyn))
                for n in aot + dyn:
                    li = self.line(n.user)
                    if li is not None:
                        li.add("kernels", (path, k))
                        self._note_function(li, art)
            self.kernels[path] = linked

    def _note_function(self, li, art):
        key = art.get("function")
        if key:
            li.add("functions", key)
            tc = self.transformed_of(key, art.get("compile_id"))
            if tc:
                li.add("transformed", tc)

    def _guards(self):
        for path, art in self.artifacts.items():
            if art.get("kind") != "full_code":
                continue
            text = self.artifact_text(path)
            if text is None:
                continue
            guards, entries = parse.parse_full_code(text)
            for g in guards:
                if g.user:
                    g.user = (self.resolve(g.user[0]), g.user[1])
            self.guards[path] = guards
            self.entries[path] = entries
            for g in guards:
                li = self.line(g.user)
                if li is None:
                    continue
                li.add("guards", (path, g))
                tc = entries.get(g.section, {}).get(g.entry)
                if tc:
                    li.add("transformed", tc)
                if art.get("function"):
                    li.add("functions", art["function"])

    def _guard_user_line(self, code):
        """The user line the full code gives the guard `code` (torch <= 2.5
        name none in a recompile reason): the one line all guards of that
        text have, else None."""
        users = {g.user for gs in self.guards.values() for g in gs if g.text == code and g.user}
        if len(users) != 1:
            return None
        path, line = users.pop()
        return "%s:%d" % (path, line)

    def _value_user_line(self, key, guard):
        """The user line of the value a failed guard checks, where torch's
        reason names none (`tensor 'x' size mismatch ...`): the user line
        torch gives the other guards on that value in the function's full
        code, else the function's first line (a guarded local is one of its
        arguments, or for a resume function a value live at its start)."""
        m = _GUARDED_VALUE.match(guard.strip())
        f = self.functions.get(key, {})
        if m is None or not f.get("filename"):
            return None
        source = "L['%s']" % m.group(1)
        full_code = f.get("full_code")
        users = [g.user for g in self.guards.get(full_code, []) if source in g.text and g.user and not self.is_library(g.user[0])]
        if users:
            return "%s:%d" % users[0]
        return "%s:%s" % (f["filename"], f.get("firstlineno")) if f.get("firstlineno") else None

    def _events(self):
        distinct = {}
        for key, f in self.functions.items():
            self._compile_events(key, f)
            self._graph_break_events(key, f, distinct)
            self._recompile_events(key, f)
            self._dynamic_events(key, f)
            self._skip_events(key, f)
        self._frames_torch_skipped()
        self.call_tree = call_site_tree(
            (key, self.display_name(key), c) for key, f in self.functions.items() for c in f.get("compiles", []))
        self.breaks = sorted(distinct.values(), key=lambda d: -d["count"])
        self._fallback_events()
        self.compiles.sort(key=lambda c: -(c["time_s"] or 0))

    def _fallback_events(self):
        """Artifacts that kept torch's code, and depyf's own failures."""
        for path, art in sorted(self.artifacts.items()):
            if art.get("decompiled") is False and art.get("kind") != "full_code":
                self.fallbacks.append({"path": path, "function": art.get("function"), "reason": art.get("reason")})
        for fail in self.index.get("failures", []):
            self.fallbacks.append({"path": None, "function": None, "reason": "%s: %s" % (fail.get("stage"), fail.get("reason"))})

    def _compile_events(self, key, f):
        """The compiles of function `key` (record `f`), for the slowest list."""
        for c in f.get("compiles", []):
            self.compiles.append({
                "function": key,
                "name": self.display_name(key),
                "compile_id": c.get("compile_id"),
                "time_s": c.get("entire_frame_compile_time_s"),
                "phases": compile_phases(c),
                "graph_op_count": c.get("graph_op_count"),
                "guard_count": c.get("guard_count"),
                "transformed_code": c.get("transformed_code"),
                "decompiled": c.get("decompiled"),
            })

    def _graph_break_events(self, key, f, distinct):
        """Function `key`'s graph breaks, folded into `distinct` (by reason
        and user line) and marked on their user lines."""
        for gb in f.get("graph_breaks", []):
            why = gb.get("explanation") or gb.get("reason") or "?"
            k = (why, gb.get("user_line"))
            d = distinct.get(k)
            if d is None:
                d = distinct[k] = {
                    "id": "gb%d" % (len(distinct) + 1),
                    "reason": gb.get("reason"),
                    "explanation": gb.get("explanation"),
                    "user_line": gb.get("user_line"),
                    "count": 0,
                    "functions": [],
                    "compile_ids": [],
                    "transformed": [],
                    "user_stack": gb.get("user_stack") or [],
                    "hints": gb.get("hints") or [],
                    "doc_url": gb.get("doc_url"),
                }
            d["count"] += 1
            if key not in d["functions"]:
                d["functions"].append(key)
            if gb.get("compile_id") not in d["compile_ids"]:
                d["compile_ids"].append(gb.get("compile_id"))
            tc = self.transformed_of(key, gb.get("compile_id"))
            if tc and tc not in d["transformed"]:
                d["transformed"].append(tc)
            li = self.line(gb.get("user_line"))
            if li is not None:
                li.add("breaks", d["id"])
                li.add("functions", key)
                if tc:
                    li.add("transformed", tc)
            for frame in self._frames_in_function(key, gb.get("user_stack") or [])[:-1]:
                site = self.line(frame.get("user_line"))
                if site is not None:
                    site.add("break_sites", d["id"])
                    site.add("functions", key)

    def _frames_in_function(self, key, stack):
        """The frames of a break's user stack from the compiled function's
        own frame inwards (its callers are not part of the compile)."""
        names = {self.functions.get(k, {}).get("name") for k in (key, self.top(key))}
        files = {self.functions.get(k, {}).get("filename") for k in (key, self.top(key))}
        for i in range(len(stack) - 1, -1, -1):
            loc = split_loc(stack[i].get("user_line"))
            if stack[i].get("function") in names and loc and self.abspath(loc[0]) in files:
                return stack[i:]
        return stack[-1:]

    def _recompile_events(self, key, f):
        """Function `key`'s recompilations with their failed guards in plain
        words, marked on the guards' user lines."""
        for rc in f.get("recompilations", []):
            failed = parse.parse_recompile_reason(rc.get("reason"), files=[f.get("filename")] + self._user_files())
            for x in failed:
                if x.get("user_line") is None:
                    x["user_line"] = self._guard_user_line(x["guard"]) or self._value_user_line(key, x["guard"])
            item = {
                "function": key,
                "name": self.display_name(key),
                "compile_id": rc.get("compile_id"),
                "reason": rc.get("reason"),
                "failed": [dict(x, plain=parse.plain_guard(x["guard"])) for x in failed],
                "transformed": self.transformed_of(key, rc.get("compile_id")),
            }
            self.recompiles.append(item)
            for x in failed:
                li = self.line(x.get("user_line"))
                if li is not None:
                    li.add("recompiles", (key, rc.get("compile_id"), x["guard"]))
                    li.add("functions", key)

    def _dynamic_events(self, key, f):
        """Function `key`'s compiles that made sizes symbolic, and whether a
        recompilation switched it to dynamic shapes (else they were asked
        for: `dynamic=True`, `mark_dynamic`)."""
        recompiled = {rc.get("compile_id"): rc.get("reason") for rc in f.get("recompilations", [])}
        for c in f.get("compiles", []):
            sizes = c.get("symbolic_sizes") or []
            if not sizes:
                continue
            cid = c.get("compile_id")
            self.dynamic.append({
                "function": key,
                "name": self.display_name(key),
                "compile_id": cid,
                "sizes": sizes,
                "after_recompilation": cid in recompiled,
                "recompile_reason": recompiled.get(cid),
            })
            for size in sizes:
                li = self.line(size.get("user_line"))
                if li is not None:
                    li.add("functions", key)
        for rc in self.recompiles:
            if rc["function"] == key:
                rc["dynamic"] = next((d["sizes"] for d in self.dynamic
                                      if d["function"] == key and d["compile_id"] == rc["compile_id"]), [])

    def _skip_events(self, key, f):
        """The frames of function `key` torch ran eagerly, and why."""
        for s in f.get("skipped", []):
            item = {
                "function": key,
                "name": self.display_name(key),
                "compile_id": s.get("compile_id"),
                "reason": s.get("reason"),
                "summary": torch_summary(s.get("reason")),
                "user_line": s.get("user_line"),
                "ran": s.get("ran"),
            }
            self.skipped.append(item)
            li = self.line(s.get("user_line"))
            if li is not None:
                li.add("skipped", item["summary"])
                li.add("functions", key)

    def _frames_torch_skipped(self):
        """Frames torch skipped that depyf has no function record of."""
        seen = {(self.functions.get(x["function"], {}).get("name"), self.functions.get(x["function"], {}).get("filename"))
                for x in self.skipped}
        for s in self.index.get("skipped_frames", []):
            if (s.get("function"), s.get("filename")) in seen:
                continue  # the same frame, already told with its user line
            first = self.dump.sources.find_def(s.get("filename"), s.get("function") or "")
            loc = "%s:%d" % (s.get("filename"), first) if first else None
            key = self._key_by_name(s.get("function"), s.get("filename"))
            item = {
                "function": key,
                "name": s.get("function"),
                "compile_id": None,
                "reason": s.get("reason"),
                "summary": torch_summary(s.get("reason")),
                "user_line": loc,
                "ran": "skipped by torch",
            }
            self.skipped.append(item)
            li = self.line(loc)
            if li is not None:
                li.add("skipped", "torch skipped this frame: %s" % item["summary"])
                if key:
                    li.add("functions", key)

    def _user_files(self):
        """The user files this process's index names (functions, graph breaks)."""
        files = []
        for f in self.functions.values():
            locs = [f.get("filename")] + [split_loc(gb.get("user_line")) for gb in f.get("graph_breaks", [])]
            for loc in locs:
                path = loc[0] if isinstance(loc, tuple) else loc
                if path and path not in files:
                    files.append(path)
        return files

    def _key_by_name(self, name, filename):
        for key, f in self.functions.items():
            if f.get("name") == name and f.get("filename") == filename:
                return key
        return None

    # -- what the pages show --------------------------------------------------
    def group_locs(self, top):
        """The user lines a function page shows: the function's own source
        plus every line its artifacts point at elsewhere (inlined code)."""
        keys = set(self.groups.get(top, [top]))
        f = self.functions.get(top, {})
        own = []
        rng = None
        filename, first = f.get("filename"), f.get("firstlineno")
        if not (filename and first):
            # a record without its place (a forked child's): the transformed code says it
            for a in self.artifacts.values():
                if a.get("function") == top and a.get("kind") == "transformed_code" and a.get("user_lines"):
                    loc = split_loc(a["user_lines"][0])
                    if loc:
                        filename, first = loc
                        break
        wraps = split_loc(f.get("wraps"))
        if wraps:  # a decorator's wrapper: the user's function is the source to show
            filename, first = self.abspath(wraps[0]), wraps[1]
        if filename and first:
            rng = self.dump.sources.def_range(filename, first, f.get("name"))
        if rng:
            own = [(filename, n) for n in range(rng[0], rng[1] + 1)]
        own_set = set(own)
        extra = sorted(loc for loc, li in self.lines.items() if keys & set(li.functions) and loc not in own_set)
        return own, [loc for loc in extra if not self.is_library(loc[0])], [loc for loc in extra if self.is_library(loc[0])]

    def summary(self):
        fns = self.functions
        tops = [k for k in fns if not fns[k].get("resume_of") and self.compiled(k)]
        graphs = [a for a in self.artifacts.values() if a.get("kind") == "dynamo_graph"]
        total = sum(c["time_s"] or 0 for c in self.compiles)
        return {
            "process": self.name,
            "pid": self.info.get("pid"),
            "role": self.info.get("role"),
            "rank": self.info.get("rank"),
            "functions": len(tops),
            "resume_functions": len([k for k in fns if fns[k].get("resume_of") and self.compiled(k)]),
            "compiles": len(self.compiles),
            "graphs": len(graphs),
            "graph_breaks": sum(b["count"] for b in self.breaks),
            "distinct_graph_breaks": len(self.breaks),
            "recompilations": len(self.recompiles),
            "dynamic_compiles": len(self.dynamic),
            "skipped": len(self.skipped),
            "fallbacks": len(self.fallbacks),
            "compiled_before": len(self.index.get("compiled_before", [])),
            "compile_time_s": round(total, 6),
            "artifacts": len(self.artifacts),
            "caches": self.index.get("caches"),  # torch's compile caches inside the block: kept or disabled
            "cache_hits": len([a for a in self.artifacts.values() if a.get("cache_hit")]),
        }

    def compiled(self, key):
        """Did torch compile code for `key` (or, for a top function, for any
        of its resume functions)?  A function whose every compile raised ran
        eagerly: it is told among the frames torch did not compile."""
        keys = self.groups.get(key, [key])
        return any(self.functions.get(k, {}).get("compiles") for k in keys)

    def function_rows(self):
        """One row per compiled top function, most important first."""
        rows = []
        for top, keys in self.groups.items():
            if not self.compiled(top):
                continue
            f = self.functions.get(top, {})
            comps = [c for c in self.compiles if c["function"] in keys]
            graphs = [a for a in self.artifacts.values() if a.get("kind") == "dynamo_graph" and a.get("function") in keys]
            rows.append({
                "key": top,
                "name": self.display_name(top),
                "where": "%s:%s" % (f.get("filename"), f.get("firstlineno")) if f.get("filename") else None,
                "graphs": len(graphs),
                "graph_breaks": sum(len(self.functions[k].get("graph_breaks", [])) for k in keys),
                "recompilations": sum(len(self.functions[k].get("recompilations", [])) for k in keys),
                "cache_entries": sum(len(self.functions[k].get("compiles", [])) for k in keys),
                "resume_functions": len(keys) - 1,
                "compile_time_s": round(sum(c["time_s"] or 0 for c in comps), 6),
                "skipped": sum(len(self.functions[k].get("skipped", [])) for k in keys),
                "fallbacks": sum(1 for x in self.fallbacks if x["function"] in keys),
                "compiled_before_block": bool(f.get("compiled_before_block")),
            })
        rows.sort(key=lambda r: (-(r["graph_breaks"] + r["recompilations"] + r["skipped"] + r["fallbacks"]), -r["compile_time_s"], r["name"]))
        return rows


def _same_number(paths, path):
    """Of graph files, the one whose trailing number matches `path`'s."""
    if not paths:
        return None
    m = re.search(r"(\d+)\.py$", path)
    if m:
        for p in paths:
            if p.endswith(" %s.py" % m.group(1)):
                return p
    return sorted(paths)[0]


def compile_phases(c):
    """[(phase, seconds)] of one compile, from what torch measured: Dynamo
    (tracing, guards, bytecode: the whole less the rest), the backend
    (AOTAutograd, and of it Inductor where torch >= 2.5 tell it apart), and
    depyf's own bytecode hook (inside the whole as torch counts it)."""
    total = c.get("entire_frame_compile_time_s")
    if total is None:
        return []
    backend, inductor, depyf = (c.get("backend_compile_time_s"), c.get("inductor_compile_time_s"), c.get("depyf_time_s"))
    out = [("Dynamo", max(total - (backend or 0) - (depyf or 0), 0.0))]
    if backend is not None and inductor is not None and inductor <= backend:
        out += [("AOTAutograd", backend - inductor), ("Inductor", inductor)]
    elif backend is not None:
        out.append(("backend", backend))
    if depyf is not None:
        out.append(("depyf", depyf))
    return out


def _compile_number(text):
    """n of `n` or `n_1` (a restarted compile), else None."""
    head = str(text).split("_")[0]
    return int(head) if head.isdigit() else None


def _first_line(text):
    for line in (text or "").splitlines():
        if line.strip():
            return line.strip()
    return ""


def torch_summary(text):
    """torch's reason in one line, in its own words: its headline and, where
    torch explains it (`Explanation: ...`), the explanation."""
    head = _first_line(text)
    for line in (text or "").splitlines()[1:]:
        line = line.strip()
        if line.startswith("Explanation:"):
            return "%s: %s" % (head.rstrip(":"), line[len("Explanation:"):].strip())
    return head


class Dump:
    """A dump folder: the main process and every other process that wrote into it."""

    def __init__(self, folder):
        folder = os.path.abspath(folder)
        if not os.path.isdir(folder):
            raise BadDump("no such folder: %s" % folder)
        self.folder = folder
        self.sources = SourceCache()
        self.processes = []
        main_index = os.path.join(folder, INDEX_NAME)
        rels = []
        if os.path.isfile(main_index):
            index = _load_index(main_index)
            self.processes.append(Process(self, "", index))
            rels = [p.get("dir") for p in index.get("other_processes", []) if p.get("dir")]
        # processes that wrote after the main index (or without any main process: torchrun)
        try:
            names = sorted(os.listdir(folder))
        except OSError as e:
            raise BadDump("cannot list %s: %s" % (folder, e.strerror))
        for name in names:
            if _PROC_DIR.match(name) and name not in rels and os.path.isfile(os.path.join(folder, name, INDEX_NAME)):
                rels.append(name)
        for rel in sorted(rels, key=_proc_order):
            path = os.path.join(folder, rel, INDEX_NAME)
            if os.path.isfile(path):
                self.processes.append(Process(self, rel, _load_index(path)))
        if not self.processes:
            raise BadDump("%s holds no %s: not a depyf dump folder (made by `depyf run` or `with depyf.prepare_debug(dir):`)" % (folder, INDEX_NAME))

    def summary(self):
        return [p.summary() for p in self.processes]


def _proc_order(name):
    m = re.match(r"^rank_(\d+)$", name)
    return (0, int(m.group(1)), name) if m else (1, 0, name)


def load(folder):
    return Dump(folder)
