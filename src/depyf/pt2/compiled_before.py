"""Functions torch compiled before `prepare_debug` began.

A model compiled and warmed up before the block runs its cache entries
inside it: torch compiles nothing, so no hook of depyf's ever sees it.
What torch still holds is dumped when the block starts: each cache entry's
transformed code (decompiled for reading; torch's own bytecode keeps
running, as it is already installed in the entry), its guards (in the
function's full_code file), its resume functions, and the Dynamo graphs a
backend kept as graph modules.  The index lists these functions under
`compiled_before` with what could not be recovered, and one warning says
which functions they are.
"""

from . import _torch
from .codegen import CodegenFailure, disassembly_comment, file_text_for, source_lines
from .codekeys import code_key
from .dumpdir import safe_name
from .graphs import stable_name
from .resume import RESUME_PREFIX, resume_code_of, resume_codes


def adopt(session, transformed_info, globals_of):
    """Dump what torch holds for the functions compiled before the block;
    returns the index entries it added.  `transformed_info` makes the
    session's record of a transformed code, `globals_of(code)` finds the
    globals of a live function with that code (both the session's: passed
    in, so that this module does not import it back)."""
    codes = _torch.compiled_codes()
    if codes is None:
        session.dump.failures.append({"stage": "setup", "reason": "torch keeps no list of the code it compiled: "
                                      "functions compiled before the block cannot be dumped"})
        return []
    found = []
    for code in codes:
        if code.co_name.startswith(RESUME_PREFIX) or code_key(code) in session.functions:
            continue  # resume functions are reached from their parent
        if session._is_library_file(code.co_filename):
            continue
        report = {"name": code.co_name, "filename": code.co_filename, "firstlineno": code.co_firstlineno,
                  "cache_entries": 0, "resume_functions": 0, "not_recovered": []}
        info = _adopt_function(session, code, globals_of(code), report, transformed_info)
        report["function"] = info.key
        report["cache_entries"] = len(_torch.cache_entries(code))
        found.append(report)
    session.dump.compiled_before.extend(found)
    return found


def _adopt_function(session, code, frame_globals, report, transformed_info, parent=None, resume_name=None):
    if parent is not None:
        session.resume_parents[code_key(code)] = (parent, resume_name)
    info = session._function(code)
    info.globals = frame_globals
    session.dump.function_record(info.key, compiled_before_block=True)
    for entry in _torch.cache_entries(code):
        entry_code = getattr(entry, "code", None)
        if entry_code is None:
            report["not_recovered"].append("transformed code of a cache entry of %s (torch keeps none)" % code.co_name)
            continue
        _adopt_entry(session, info, code, entry, report, transformed_info)
        for rname, rcode in resume_codes(entry_code, frame_globals):
            if code_key(rcode) not in session.functions:
                report["resume_functions"] += 1
                _adopt_function(session, rcode, frame_globals, report, transformed_info, info, rname)
        report["not_recovered"].extend(
            "resume function %s (not in the module's globals)" % n for n in entry_code.co_names
            if n.startswith("__resume_at") and resume_code_of((frame_globals or {}).get(n)) is None)
    return info


def _adopt_entry(session, info, code, entry, report, transformed_info):
    entry_code = entry.code
    cid = getattr(entry, "compile_id", None)
    cid = None if cid is None else str(cid)
    frame_globals = info.globals or {}
    aliases = {}
    for name in entry_code.co_names:
        if not name.startswith("__compiled_fn"):
            continue
        aliases[name] = stable_name(name)
        if name in session.graphs.by_global:
            continue
        gm = _torch.graph_module_of(frame_globals.get(name))
        if gm is not None:
            session.graphs.add_dynamo_graph(name, gm, cid)
        else:
            report["not_recovered"].append(
                "graphs of %s (the backend kept no graph module)" % stable_name(name))
    base = safe_name(code.co_name)
    fn_name = "__transformed_code_%d_for_%s" % (session.dump.next_number(("transformed", base)), base)
    filename = fn_name + ".py"
    header = (
        "# Dynamo's transformed code for %s (%s:%d), compile %s, decompiled by depyf.\n"
        "# It was compiled before prepare_debug began: torch's own bytecode runs (this\n"
        "# file is for reading). Call torch._dynamo.reset() before the block to run it from here.\n"
        % (code.co_name, code.co_filename, code.co_firstlineno, cid)
    )
    readable = entry_code.replace(co_names=tuple(aliases.get(n, n) for n in entry_code.co_names))
    inputs = {aliases[n]: session.graphs.input_names(n) for n in aliases}
    reason = None
    try:
        from .dynamo_cleanup import Elided

        text = file_text_for(readable, fn_name, header, {}, info.globals, Elided(), inputs)
        compile(text, filename, "exec", dont_inherit=True)
        def_text = text[len(header):]
    except (CodegenFailure, SyntaxError) as e:
        reason = str(e)
        text = header + disassembly_comment(entry_code, reason)
        def_text = None
        report["not_recovered"].append("readable transformed code of %s, compile %s (%s)" % (code.co_name, cid, reason))
    tinfo = transformed_info(fn_name, filename, entry_code, None, def_text, reason is None, reason)
    tinfo.aliases = aliases
    session.transformed[code_key(entry_code)] = tinfo
    session.dump.write(
        filename, text, kind="transformed_code", function=info.key, compile_id=cid,
        user_lines=["%s:%d" % (code.co_filename, ln) for ln in source_lines(code)],
        decompiled=reason is None, reason=reason, code_from_dump=False, compiled_before_block=True,
    )
    session.dump.function_record(info.key)["compiles"].append({
        "compile_id": cid, "transformed_code": filename, "decompiled": reason is None, "reason": reason,
        "compiled_fns": [aliases[n] for n in aliases], "compiled_before_block": True,
        "resume_functions": [n for n in entry_code.co_names if n.startswith("__resume_at")],
    })
    session._top(info).dirty = True


def warning_text(found):
    """One warning for all the functions compiled before the block."""
    names = ", ".join("%s (%s:%d)" % (f["name"], f["filename"], f["firstlineno"]) for f in found)
    missing = [m for f in found for m in f["not_recovered"]]
    text = ("depyf: %d function%s compiled before prepare_debug: %s. Inside the block torch runs its own "
            "code for %s; the dump holds what torch still keeps (guards, transformed code and resume "
            "functions, decompiled for reading)" % (len(found), "" if len(found) == 1 else "s", names,
                                                    "it" if len(found) == 1 else "them"))
    if missing:
        text += "; could not be recovered: %s" % "; ".join(missing[:8]) + (" ..." if len(missing) > 8 else "")
    return text + ". To capture and debug them from the dump, call torch._dynamo.reset() before the block."
