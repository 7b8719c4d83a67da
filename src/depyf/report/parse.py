"""Reading the dumped files back: graph nodes and their user lines, Inductor
kernels and the nodes they came from, guards and their user lines.

Standard library only, no torch: everything comes from the text depyf wrote.

- Graph files (`print_readable`): a `# File: <path>:<line> in <fn>, code: ...`
  comment stands above the nodes that line produced, until the next comment
  or blank line.
- Inductor output code: a kernel is defined as `<name> = async_compile.<x>(`;
  on GPU torch writes above it `# ... Source Nodes: [...], Original ATen:
  [...]` and `# Source node to ATen node mapping:` (`#   x => div`); the CPU
  (C++) backend writes none, and the kernel's name lists the ATen ops fused
  into it (`cpp_fused_abs_add_div_lt_sum_0`), matched to the AOT graph's nodes
  by op name.
- full_code files: each guard line ends with `# <user code>  # <path>:<line>
  in <fn>`; `def __guard_<i>_for_<name>` is cache entry i of the section
  (`# ===== <fn> =====` or `# ===== resume function <global> =====`).
"""

import os
import re

_FILE_COMMENT = re.compile(r"^\s*# File: (.+?):(\d+)(?: in ([\w<>.]+))?(?:, code: (.*))?$")  # torch 2.2: no " in <fn>"
_NODE = re.compile(r"^\s+([A-Za-z_]\w*)(?:\s*:\s*\"[^\"]*\")?\s*=\s*(.+)$")
_ATEN_CALL = re.compile(r"torch\.ops\.(\w+)\.(\w+)(?:\.(\w+))?\(")
_KERNEL_DEF = re.compile(r"^([A-Za-z_]\w*) = async_compile\.(\w+)\(")
_SOURCE_NODES = re.compile(r"Source Nodes: \[([^\]]*)\](?:, Original ATen: \[([^\]]*)\])?")
_MAPPING = re.compile(r"^#\s+(\w+) => (.+)$")
_CALL_LINE = re.compile(r"^\s+(?:[\w, ]+=\s*)?([A-Za-z_][\w.]*)\((.*)$")
_GUARD_DEF = re.compile(r"^def (__guard_(\d+)_for_\w+)\(")
_SECTION = re.compile(r"^# ===== (resume function )?(.+?) =====$")
_GUARD_USER = re.compile(r"#\s(?:.*)#\s(\S[^#]*?):(\d+) in ([\w<>.]+)\s*$")  # (the last `# file:line in fn`: the user line may hold a comment)
_ENTRY_FILE = re.compile(r"^# transformed code, cache entry (\d+) \(file: (.+?)\)\s*$")
_KERNEL_NAME = re.compile(r"^(?:cpp|triton|mps|halide|pallas)_(?:poi_|red_|per_|tem_)?fused_(.+?)(?:_\d+)?$")


class Node:
    __slots__ = ("name", "line", "user", "op", "graph")

    def __init__(self, name, line, user, op, graph):
        self.name = name  # FX node name
        self.line = line  # line in the graph file
        self.user = user  # (path, line) or None
        self.op = op  # aten op packet name ("abs") or None
        self.graph = graph  # the graph artifact's path

    def as_dict(self):
        return {"name": self.name, "line": self.line, "user_line": _loc(self.user), "op": self.op}


def _loc(user):
    return "%s:%d" % user if user else None


def parse_graph(text, path):
    """The nodes of a graph file: [Node], in file order."""
    nodes = []
    user = None
    for i, line in enumerate(text.splitlines(), 1):
        m = _FILE_COMMENT.match(line)
        if m:
            user = (m.group(1), int(m.group(2)))
            continue
        stripped = line.strip()
        if not stripped or stripped.startswith(("def ", "class ", "return")):
            user = None
            continue
        if stripped.startswith("#"):
            continue
        m = _NODE.match(line)
        if not m:
            continue
        name, expr = m.group(1), m.group(2)
        op = None
        a = _ATEN_CALL.match(expr)
        if a:
            op = a.group(2)
        nodes.append(Node(name, i, user, op, path))
    return nodes


class Kernel:
    __slots__ = ("name", "line", "call_lines", "source_nodes", "aten_nodes", "ops", "how", "path")

    def __init__(self, name, line, path):
        self.name = name
        self.line = line  # where it is defined in the output code (0: extern call)
        self.call_lines = []  # where `call` runs it
        self.source_nodes = []  # Dynamo graph node names (torch's comment)
        self.aten_nodes = []  # AOT graph node names (torch's mapping comment)
        self.ops = []  # ATen op names
        self.how = None  # "torch's comment" or "kernel name"
        self.path = path


def parse_kernels(text, path):
    """The kernels of an Inductor output-code file: [Kernel]."""
    lines = text.splitlines()
    kernels = {}
    order = []

    def comments_above(i):
        out = []
        j = i - 1
        while j >= 0 and lines[j].lstrip().startswith("#"):
            out.append(lines[j].strip())
            j -= 1
        return list(reversed(out))

    def take_comments(k, block):
        for c in block:
            m = _SOURCE_NODES.search(c)
            if m:
                k.source_nodes = _names(m.group(1)) or k.source_nodes
                if m.group(2):
                    k.ops = [a.split(".")[-1] for a in _names(m.group(2))] or k.ops
                k.how = "torch's comment"
            m = _MAPPING.match(c)
            if m:
                for n in m.group(2).split(","):
                    n = n.strip()
                    if n and n not in k.aten_nodes:
                        k.aten_nodes.append(n)

    in_call = False
    for i, line in enumerate(lines):
        m = _KERNEL_DEF.match(line)
        if m and m.group(2) != "wait":
            k = kernels.get(m.group(1))
            if k is None:
                k = kernels[m.group(1)] = Kernel(m.group(1), i + 1, path)
                order.append(k)
            take_comments(k, comments_above(i))
            if not k.ops:
                nm = _KERNEL_NAME.match(k.name)
                if nm:
                    k.ops = nm.group(1).split("_")  # op names, split later against the graph
                    k.how = k.how or "kernel name"
            continue
        if re.match(r"^\s*def call\(", line):
            in_call = True
            continue
        if in_call and line and not line.startswith((" ", "\t")):
            in_call = False
        if not in_call:
            continue
        m = _CALL_LINE.match(line)
        if not m:
            continue
        callee = m.group(1)
        if callee not in kernels and callee.endswith(".run"):
            callee = callee[:-4]  # triton: `kernel.run(...)`
        if callee in kernels:
            k = kernels[callee]
            k.call_lines.append(i + 1)
            if k.how != "torch's comment":
                take_comments(k, comments_above(i))
        elif callee.startswith("extern_kernels."):
            name = "%s@%d" % (callee, i + 1)
            k = kernels[name] = Kernel(name, 0, path)
            order.append(k)
            k.call_lines.append(i + 1)
            take_comments(k, comments_above(i))
            if not k.ops:
                k.ops = [callee.split(".", 1)[1]]
                k.how = "extern call"
    return order


def _names(text):
    return [n.strip() for n in (text or "").split(",") if n.strip()]


def split_ops(tokens, known):
    """Split a kernel name's underscore tokens into op names found in `known`
    (longest first); tokens that form no known op are dropped."""
    out = []
    i = 0
    while i < len(tokens):
        for j in range(len(tokens), i, -1):
            cand = "_".join(tokens[i:j])
            if cand in known:
                out.append(cand)
                i = j
                break
        else:
            i += 1
    return out


def link_kernel(kernel, aot_nodes, dynamo_nodes):
    """The graph nodes a kernel came from: (aot nodes, dynamo nodes)."""
    by_name = {n.name: n for n in aot_nodes}
    dyn_by_name = {n.name: n for n in dynamo_nodes}
    aot, dyn = [], []
    if kernel.aten_nodes:
        aot = [by_name[n] for n in kernel.aten_nodes if n in by_name]
    if kernel.source_nodes:
        dyn = [dyn_by_name[n] for n in kernel.source_nodes if n in dyn_by_name]
        if not aot:
            aot = [by_name[n] for n in kernel.source_nodes if n in by_name]
    if not aot and not dyn and kernel.ops:
        known = {n.op for n in aot_nodes if n.op}
        ops = set(split_ops(kernel.ops, known)) if kernel.how != "torch's comment" else set(kernel.ops)
        aot = [n for n in aot_nodes if n.op in ops]
    return aot, dyn


class Guard:
    __slots__ = ("line", "entry", "section", "user", "text")

    def __init__(self, line, entry, section, user, text):
        self.line = line
        self.entry = entry
        self.section = section  # (is_resume, name)
        self.user = user
        self.text = text


def parse_full_code(text):
    """(guards, entries): guard lines with a user line, and for each section
    the transformed-code file of each cache entry {(section): {i: file}}."""
    guards = []
    entries = {}
    section = None
    entry = None
    for i, line in enumerate(text.splitlines(), 1):
        m = _SECTION.match(line)
        if m:
            section = (bool(m.group(1)), m.group(2))
            entry = None
            continue
        m = _GUARD_DEF.match(line)
        if m:
            entry = int(m.group(2))
            continue
        m = _ENTRY_FILE.match(line)
        if m and section is not None:
            entries.setdefault(section, {})[int(m.group(1))] = m.group(2)
            continue
        if entry is not None and line.startswith("    __guard_hit = __guard_hit and"):
            g = _GUARD_USER.search(line)
            user = (g.group(1), int(g.group(2))) if g and (os.path.isabs(g.group(1)) or g.group(1).endswith(".py")) else None
            code = line.split("__guard_hit and", 1)[1].split("  #", 1)[0].strip()
            guards.append(Guard(i, entry, section, user, code))
        elif line.startswith("def ") or line.startswith("# ====="):
            entry = None
    return guards, entries


_RECOMPILE_ENTRY = re.compile(r"^(\d+/\d+): (.*)$")
_STACK_FILE = re.compile(r'File "(.+?)", line (\d+)')


_GUARD_COMMENT_AT = re.compile(r"^(\S.*?):(\d+) in ([\w<>.]+)\s*$")


def known_file(path, files):
    """`path` as torch wrote it in a guard's comment, made whole: torch
    shortens it (relative to its own folder; when they share only "/" it
    drops the path's first character too), so it is the end of a file the
    dump knows."""
    if os.path.isabs(path):
        return path
    files = [f for f in files or () if f]
    for f in files:
        if f.endswith(os.sep + path):
            return f
    for f in files:
        if f.endswith(path) and os.path.basename(f) == os.path.basename(path):
            return f
    return None


def parse_recompile_reason(reason, files=()):
    """[{entry, guard, user_line, code}] from torch's recompile reason.

    Each failed guard is `<entry>: <guard>  # <user code>  # <path>:<line> in
    <fn>`; torch 2.10+ adds the user stack (`File "<path>", line <n>`), which
    names the whole path; before, the comment's path (shortened by torch) is
    matched to `files`, the user files the dump knows."""
    out = []
    cur = None
    lines = (reason or "").splitlines()
    for idx, line in enumerate(lines):
        m = _RECOMPILE_ENTRY.match(line)
        if m:
            cur = _failed_guard(m.group(1), m.group(2), files)
            out.append(cur)
            continue
        m = _STACK_FILE.search(line)
        if m and cur is not None:
            cur["user_line"] = "%s:%s" % (m.group(1), m.group(2))
            if idx + 1 < len(lines):
                cur["code"] = lines[idx + 1].strip().split("  #")[0].strip() or None
    if not out and reason:
        # (torch 2.2-2.5: no compile id before the guard)
        out.append(_failed_guard(None, reason.strip().splitlines()[0], files))
        for idx, line in enumerate(lines):
            m = _STACK_FILE.search(line)
            if m:
                out[0]["user_line"] = "%s:%s" % (m.group(1), m.group(2))
                break
    return out


def _failed_guard(entry, text, files):
    """{entry, guard, user_line, code} of one failed guard's line: the guard,
    then (where torch comments it) `  # <user code>  # <path>:<line> in <fn>`."""
    parts = text.split("  # ")
    failed = {"entry": entry, "guard": parts[0].strip(), "user_line": None, "code": None}
    at = _GUARD_COMMENT_AT.match(parts[-1].strip()) if len(parts) > 1 else None
    if at is not None:
        whole = known_file(at.group(1), files)
        failed["user_line"] = "%s:%s" % (whole, at.group(2)) if whole else None
        failed["code"] = parts[1].strip() if len(parts) > 2 else None
    return failed


def plain_guard(guard):
    """A failed guard in plain words."""
    g = guard.strip()
    m = re.match(r"^tensor '(.+?)' (size|stride) mismatch at index (\d+)\. expected (\S+), actual (\S+)", g)
    if m:
        return "tensor %s changed %s in dimension %s: it was %s when compiled, now %s" % (
            _var(m.group(1)), m.group(2), m.group(3), m.group(4), m.group(5))
    m = re.match(r"^tensor '(.+?)' (dtype|device|requires_grad|dispatch key set|rank|ndim) mismatch", g)
    if m:
        return "tensor %s changed its %s (%s)" % (_var(m.group(1)), m.group(2), g)
    m = re.match(r"^(.+?) == (.+)$", g)
    if m and not m.group(1).startswith("___") and "(" not in m.group(1):
        return "%s was %s when compiled (Python values are specialized into the graph); it differs now" % (
            _var(m.group(1)), m.group(2))
    if g.startswith("___check_obj_id") or "id(" in g:
        return "a different object is passed or referenced than when compiled (%s)" % g
    if "___check_type_id" in g or "type(" in g:
        return "a value changed its type (%s)" % g
    if g.startswith("len("):
        return "a sequence changed its length (%s)" % g
    if "global_state" in g or "grad_mode" in g.lower():
        return "torch's global state changed (grad mode, autocast, default dtype...) (%s)" % g
    return "guard failed: %s" % g


def _var(src):
    m = re.match(r"^L\['(\w+)'\](.*)$", src)
    if m:
        return "`%s%s`" % (m.group(1), m.group(2))
    m = re.match(r"^G\['(\w+)'\](.*)$", src)
    if m:
        return "global `%s%s`" % (m.group(1), m.group(2))
    return "`%s`" % src
