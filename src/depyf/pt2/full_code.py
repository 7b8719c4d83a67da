"""`full_code_for_<fn>_<n>.py`: one compiled function, everything torch made of it.

The file is valid Python meant for reading: stubs for the compiled graphs
(naming their graph files), then for the function and each resume function
(nested ones too): the guards of every cache entry as a Python function, the
transformed code of the entry, and the dispatch over the entries in the order
torch tries them.
"""

import textwrap

from . import _torch
from .codekeys import code_key
from .codegen import (
    CodegenFailure,
    arg_count,
    call_text,
    decompile_source,
    disassembly_comment,
    signature_text,
)
from .dumpdir import safe_name
from .guards import guard_function_source
from .resume import resume_code_of, resume_codes
from ..quiet import quiet_compile


def _valid(section):
    """`section` if it compiles, else the same text commented out."""
    try:
        quiet_compile(section, "<full_code section>", "exec", dont_inherit=True)
        return section
    except SyntaxError as e:
        body = "\n".join(("# " + line).rstrip() for line in section.splitlines())
        return "# (depyf: this part is not valid Python: %s)\n%s\n" % (e.msg, body)


class FullCodeCache:
    """What stays the same between rebuilds of a session's full_code files
    (they are rebuilt after each compile): the guard function of each cache
    entry and the decompiled original of each resume function."""

    def __init__(self):
        self.guard_sources = {}  # (id(guard manager), guard function name) -> (manager, source)
        self.resume_sources = {}  # code key of a resume function -> its section

    def guards_of(self, guard_name, guard_manager, code):
        key = (id(guard_manager), guard_name)
        cached = self.guard_sources.get(key)
        if cached is None or cached[0] is not guard_manager:
            cached = (guard_manager, guard_function_source(guard_name, guard_manager, code.co_filename, code))
            self.guard_sources[key] = cached  # holding the manager keeps its id unique
        return cached[1]

    def resume_original(self, fn_code, original):
        """The section of a resume function's own code, as Dynamo generated it."""
        key = code_key(fn_code)
        if key not in self.resume_sources:
            try:
                src = decompile_source(fn_code, original)
                self.resume_sources[key] = "# resume function as Dynamo generated it\n" + src
            except CodegenFailure as e:
                self.resume_sources[key] = disassembly_comment(fn_code, str(e)) + _stub(
                    original, fn_code, "resume function, not decompiled")
        return self.resume_sources[key]


def _stub(name, code, doc):
    return "def %s(%s):\n    %r\n    ...\n" % (name, signature_text(code), doc)


def build_full_code(root, functions, graph_files, cache):
    """(text, [TransformedInfo]) of the full_code file of `root`, a top-level
    FunctionInfo: `functions` is the session's FunctionTable, `graph_files`
    maps a compiled graph's global name to its files, `cache` is the
    session's FullCodeCache."""
    # Sections are nearly always valid: one compile of the assembled file
    # checks them all, and only a failure pays for checking each section.
    text, members = _FullCode(root, functions, graph_files, cache, lambda section: section).assemble()
    if _compiles(text, root):
        return text, members
    text, members = _FullCode(root, functions, graph_files, cache, _valid).assemble()
    if not _compiles(text, root):
        text = "# (depyf: the assembled file did not compile)\n" + textwrap.indent(text, "# ")
    return text, members


def _compiles(text, info):
    try:
        quiet_compile(text, info.full_code_file or "<full_code>", "exec", dont_inherit=True)
        return True
    except SyntaxError:
        return False


class _FullCode:
    """One assembly of a full_code file; `check(section)` is applied to each
    section (identity, or `_valid`)."""

    def __init__(self, root, functions, graph_files, cache, check):
        self.root = root
        self.functions = functions
        self.graph_files = graph_files
        self.cache = cache
        self.check = check
        self.members = []  # TransformedInfo of every entry shown
        self.compiled_names = []  # graph globals the entries call, in order of first call
        self.aliases = {}  # compiled graph global -> the name the transformed text calls
        self.sections = []
        self.visited = set()

    def assemble(self):
        code = self.root.code
        display = safe_name(code.co_name) if code.co_name.isidentifier() else "__compiled_" + safe_name(code.co_name)
        self._visit(code, display)
        out = [
            "# Everything torch.compile made of `%s` (%s:%d), written by depyf."
            % (code.co_name, code.co_filename, code.co_firstlineno),
            "# Valid Python for reading; the code that runs is in the",
            "# __transformed_code_* files (and torch's graph files) next to this one.",
            "",
        ]
        stubs = self._graph_stubs()
        if stubs:
            out.append("# ===== compiled graphs (their code is in the graph files) =====")
            out.append("\n".join(stubs))
        out.extend(self.sections)
        return "\n".join(out).rstrip("\n") + "\n", self.members

    def _graph_stubs(self):
        stubs = []
        for name in self.compiled_names:
            files = self.graph_files(name)
            doc = "compiled graph; see " + (", ".join(files) if files else "the index")
            stubs.append("def %s(*args, **kwargs):\n    %r\n    ...\n" % (self.aliases.get(name, name), doc))
        return stubs

    def _visit(self, fn_code, display, resume_name=None):
        """The section of one function (then of the resume functions its
        entries call): each cache entry's guards and transformed code, the
        code run when no entry matches, and the dispatch over the entries."""
        key = code_key(fn_code)
        if key in self.visited:
            return
        self.visited.add(key)
        finfo = self.functions.get(fn_code)
        frame_globals = (finfo.globals if finfo else None) or self.root.globals or {}
        base = safe_name(display)
        parts, dispatch, nested = [], [], []
        for i, entry in enumerate(_torch.cache_entries(fn_code)):
            guard_name = "__guard_%d_for_%s" % (i, base)
            parts.append(self._guards_part(guard_name, entry, fn_code))
            tname, names_from = self._entry_part(i, entry, fn_code, base, parts)
            dispatch.append((guard_name, tname))
            self._note_calls(names_from, frame_globals, nested)
        original = "__original_%s" % base
        if resume_name is None:
            parts.append(_stub(
                original, fn_code,
                "the user's code, %s:%d; when no guard holds, Dynamo compiles a new "
                "cache entry or runs this" % (fn_code.co_filename, fn_code.co_firstlineno)))
        else:
            parts.append(self.check(self.cache.resume_original(fn_code, original)))
        header = "# ===== %s%s =====\n" % ("resume function " if resume_name else "", display)
        self.sections.append(header + "\n\n".join(parts) + "\n\n"
                             + self.check(_dispatch_def(display, fn_code, dispatch, original)))
        for rname, rcode in nested:
            if rcode is not None:
                self._visit(rcode, rname, rname)
            else:
                self.sections.append("# resume function %s\n" % rname)

    def _guards_part(self, guard_name, entry, fn_code):
        manager = getattr(entry, "guard_manager", None)
        if manager is None:
            manager = getattr(entry, "check_fn", None)  # torch <= 2.5
        if manager is None:
            return _stub(guard_name, fn_code, "guards unavailable")
        return self.check(self.cache.guards_of(guard_name, manager, fn_code))

    def _entry_part(self, i, entry, fn_code, base, parts):
        """Adds cache entry `i`'s transformed code to `parts`; returns the
        name it is called by and the code whose names it calls."""
        entry_code = getattr(entry, "code", None)
        tinfo = self.functions.transformed_of(entry_code)
        if tinfo is None:
            tname = "__transformed_code_of_entry_%d_for_%s" % (i, base)
            parts.append(_stub(tname, fn_code, "compiled before depyf was recording"))
            return tname, entry_code
        self.members.append(tinfo)
        if tinfo.def_text is not None:
            parts.append("# transformed code, cache entry %d (file: %s)\n" % (i, tinfo.filename)
                         + self.check(_closure_unwrapped(tinfo.def_text, tinfo.fn_name)))
        else:
            parts.append(disassembly_comment(tinfo.torch_code, tinfo.reason or "")
                         + _stub(tinfo.fn_name, fn_code, "not decompiled; see %s" % tinfo.filename))
        self.aliases.update(tinfo.aliases)
        return tinfo.fn_name, tinfo.torch_code

    def _note_calls(self, names_from, frame_globals, nested):
        """The compiled graphs and resume functions a transformed code calls."""
        for n in getattr(names_from, "co_names", ()):
            if n.startswith("__compiled_fn") and n not in self.compiled_names:
                self.compiled_names.append(n)
        if names_from is None:
            return
        for found in resume_codes(names_from, frame_globals):
            if found not in nested:
                nested.append(found)
        nested.extend(("%s (not found in the module's globals)" % n, None) for n in names_from.co_names
                      if n.startswith("__resume_at") and resume_code_of(frame_globals.get(n)) is None)


def _closure_unwrapped(def_text, fn_name):
    """A closure's transformed code sits in a wrapper that gives it its free
    variables: named after the function here, and called to define it."""
    if not def_text.lstrip().startswith("def __depyf_closure_wrapper"):
        return def_text
    wrapper = "__closure_of_%s" % fn_name
    body = def_text.replace("def __depyf_closure_wrapper", "def " + wrapper, 1)
    return body.rstrip("\n") + "\n    return %s\n%s = %s()\n" % (fn_name, fn_name, wrapper)


def _dispatch_def(display, fn_code, dispatch, original):
    """`def <fn>(...)`: the entries' guards tried in torch's order."""
    lines = ["def %s(%s):" % (display, signature_text(fn_code))]
    lines.append("    __local_dict = {%s}" % ", ".join("%r: %s" % (v, v) for v in _arg_names(fn_code)))
    lines.append("    __global_dict = globals()")
    call = call_text(fn_code)
    for guard_name, tname in dispatch:
        lines.append("    if %s(__local_dict, __global_dict):" % guard_name)
        lines.append("        return %s(%s)" % (tname, call))
    lines.append("    # no cache entry matched: Dynamo compiles a new one (or runs the original)")
    lines.append("    return %s(%s)" % (original, call))
    return "\n".join(lines) + "\n"


def _arg_names(code):
    return code.co_varnames[: arg_count(code)]
