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


def _valid(section):
    """`section` if it compiles, else the same text commented out."""
    try:
        compile(section, "<full_code section>", "exec", dont_inherit=True)
        return section
    except SyntaxError as e:
        body = "\n".join(("# " + line).rstrip() for line in section.splitlines())
        return "# (depyf: this part is not valid Python: %s)\n%s\n" % (e.msg, body)


def _guards_of(session, guard_name, guard_manager, code):
    """A cache entry's guards never change: build their function once per session."""
    key = (id(guard_manager), guard_name)
    cached = session.guard_sources.get(key)
    if cached is None or cached[0] is not guard_manager:
        cached = (guard_manager, guard_function_source(guard_name, guard_manager, code.co_filename, code))
        session.guard_sources[key] = cached  # holding the manager keeps its id unique
    return cached[1]


def _stub(name, code, doc):
    return "def %s(%s):\n    %r\n    ...\n" % (name, signature_text(code), doc)


def build_full_code(session, info):
    """(text, [TransformedInfo]) for the top-level FunctionInfo `info`."""
    # Sections are nearly always valid: one compile of the assembled file
    # checks them all, and only a failure pays for checking each section.
    text, members = _assemble(session, info, lambda section: section)
    if _compiles(text, info):
        return text, members
    text, members = _assemble(session, info, _valid)
    if not _compiles(text, info):
        text = "# (depyf: the assembled file did not compile)\n" + textwrap.indent(text, "# ")
    return text, members


def _compiles(text, info):
    try:
        compile(text, info.full_code_file or "<full_code>", "exec", dont_inherit=True)
        return True
    except SyntaxError:
        return False


def _assemble(session, info, check):
    code = info.code
    out = [
        "# Everything torch.compile made of `%s` (%s:%d), written by depyf."
        % (code.co_name, code.co_filename, code.co_firstlineno),
        "# Valid Python for reading; the code that runs is in the",
        "# __transformed_code_* files (and torch's graph files) next to this one.",
        "",
    ]
    members = []
    compiled_names = []
    aliases = {}  # compiled graph global -> the name the transformed text calls
    sections = []
    visited = set()

    def visit(fn_code, display, resume_fn_globals_name=None):
        key = code_key(fn_code)
        if key in visited:
            return
        visited.add(key)
        finfo = session.functions.get(key)
        g = (finfo.globals if finfo else None) or info.globals or {}
        entries = _torch.cache_entries(fn_code)
        base = safe_name(display)
        parts = []
        dispatch = []
        nested = []
        for i, entry in enumerate(entries):
            tinfo = session.transformed.get(code_key(getattr(entry, "code", None)))
            guard_name = "__guard_%d_for_%s" % (i, base)
            gm = getattr(entry, "guard_manager", None)
            if gm is None:
                gm = getattr(entry, "check_fn", None)  # torch <= 2.5
            if gm is not None:
                parts.append(check(_guards_of(session, guard_name, gm, fn_code)))
            else:
                parts.append(_stub(guard_name, fn_code, "guards unavailable") )
            entry_code = getattr(entry, "code", None)
            if tinfo is not None:
                members.append(tinfo)
                tname = tinfo.fn_name
                if tinfo.def_text is not None:
                    body = tinfo.def_text
                    if body.lstrip().startswith("def __depyf_closure_wrapper"):
                        wrapper = "__closure_of_%s" % tname
                        body = body.replace("def __depyf_closure_wrapper", "def " + wrapper, 1)
                        body = body.rstrip("\n") + "\n    return %s\n%s = %s()\n" % (tname, tname, wrapper)
                    parts.append("# transformed code, cache entry %d (file: %s)\n" % (i, tinfo.filename) + check(body))
                else:
                    parts.append(
                        disassembly_comment(tinfo.torch_code, tinfo.reason or "")
                        + _stub(tname, fn_code, "not decompiled; see %s" % tinfo.filename)
                    )
                names_from = tinfo.torch_code
                aliases.update(tinfo.aliases)
            else:
                tname = "__transformed_code_of_entry_%d_for_%s" % (i, base)
                parts.append(_stub(tname, fn_code, "compiled before depyf was recording"))
                names_from = entry_code
            dispatch.append((guard_name, tname))
            for n in getattr(names_from, "co_names", ()):
                if n.startswith("__compiled_fn") and n not in compiled_names:
                    compiled_names.append(n)
            if names_from is not None:
                for found in resume_codes(names_from, g):
                    if found not in nested:
                        nested.append(found)
                nested.extend(("%s (not found in the module's globals)" % n, None) for n in names_from.co_names
                              if n.startswith("__resume_at") and resume_code_of(g.get(n)) is None)
        # the code run when no entry matches
        original = "__original_%s" % base
        if resume_fn_globals_name is None:
            parts.append(
                _stub(
                    original,
                    fn_code,
                    "the user's code, %s:%d; when no guard holds, Dynamo compiles a new "
                    "cache entry or runs this" % (fn_code.co_filename, fn_code.co_firstlineno),
                )
            )
        else:
            cache = session.resume_sources
            if key not in cache:  # full_code is rebuilt after each compile
                try:
                    src = decompile_source(fn_code, original)
                    cache[key] = "# resume function as Dynamo generated it\n" + src
                except CodegenFailure as e:
                    cache[key] = disassembly_comment(fn_code, str(e)) + _stub(
                        original, fn_code, "resume function, not decompiled"
                    )
            parts.append(check(cache[key]))
        lines = ["def %s(%s):" % (display, signature_text(fn_code))]
        lines.append("    __local_dict = {%s}" % ", ".join(
            "%r: %s" % (v, v) for v in _arg_names(fn_code)))
        lines.append("    __global_dict = globals()")
        call = call_text(fn_code)
        for guard_name, tname in dispatch:
            lines.append("    if %s(__local_dict, __global_dict):" % guard_name)
            lines.append("        return %s(%s)" % (tname, call))
        lines.append("    # no cache entry matched: Dynamo compiles a new one (or runs the original)")
        lines.append("    return %s(%s)" % (original, call))
        header = "# ===== %s%s =====\n" % (
            "resume function " if resume_fn_globals_name else "",
            display,
        )
        sections.append(header + "\n\n".join(parts) + "\n\n" + check("\n".join(lines) + "\n"))
        for rname, rcode in nested:
            if rcode is not None:
                visit(rcode, rname, rname)
            else:
                sections.append("# resume function %s\n" % rname)

    visit(code, safe_name(code.co_name) if code.co_name.isidentifier() else "__compiled_" + safe_name(code.co_name))

    stubs = []
    for name in compiled_names:
        cf = session.graphs.by_global.get(name)
        files = [e.filename for e in cf.entries] if cf else []
        doc = "compiled graph; see " + (", ".join(files) if files else "the index")
        stubs.append("def %s(*args, **kwargs):\n    %r\n    ...\n" % (aliases.get(name, name), doc))
    if stubs:
        out.append("# ===== compiled graphs (their code is in the graph files) =====")
        out.append("\n".join(stubs))
    out.extend(sections)
    return "\n".join(out).rstrip("\n") + "\n", members


def _arg_names(code):
    return code.co_varnames[: arg_count(code)]
