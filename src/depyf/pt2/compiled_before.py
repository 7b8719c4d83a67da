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
from .codegen import CodegenFailure, disassembly_comment, file_text_for
from .codekeys import code_key
from .functions import TransformedInfo, globals_from_gc
from .graphs import stable_name
from .index import Compile, CompiledBefore
from .resume import RESUME_PREFIX, resume_code_of, resume_codes
from .swap import transformed_file_name, transformed_header
from ..quiet import quiet_compile


def adopt(dump, functions, graphs, is_library_file):
    """Dump what torch holds for the functions compiled before the block
    into `dump` (filed in the session's FunctionTable and GraphStore);
    returns the index's CompiledBefore records it added."""
    codes = _torch.compiled_codes()
    if codes is None:
        dump.index.fail("setup", "torch keeps no list of the code it compiled: "
                                 "functions compiled before the block cannot be dumped")
        return []
    found = []
    for code in codes:
        if code.co_name.startswith(RESUME_PREFIX) or code in functions:
            continue  # resume functions are reached from their parent
        if is_library_file(code.co_filename):
            continue
        report = CompiledBefore(code.co_name, code.co_filename, code.co_firstlineno)
        report.function = _Adoption(dump, functions, graphs, report).function(code, globals_from_gc(code)).key
        found.append(report)
    dump.index.compiled_before.extend(found)
    return found


class _Adoption:
    """Files one function torch compiled before the block, and its resume functions."""

    def __init__(self, dump, functions, graphs, report):
        self.dump = dump
        self.functions = functions
        self.graphs = graphs
        self.report = report

    def function(self, code, frame_globals, parent=None, resume_name=None):
        if parent is not None:
            self.functions.resume_parents[code_key(code)] = (parent, resume_name)
        info = self.functions.of_code(code)
        info.globals = frame_globals
        self.dump.index.function(info.key, compiled_before_block=True)
        entries = _torch.cache_entries(code)
        if parent is None:
            self.report.cache_entries = len(entries)
        for entry in entries:
            entry_code = getattr(entry, "code", None)
            if entry_code is None:
                self.report.not_recovered.append(
                    "transformed code of a cache entry of %s (torch keeps none)" % code.co_name)
                continue
            self.entry(info, code, entry)
            for rname, rcode in resume_codes(entry_code, frame_globals):
                if rcode not in self.functions:
                    self.report.resume_functions += 1
                    self.function(rcode, frame_globals, info, rname)
            self.report.not_recovered.extend(
                "resume function %s (not in the module's globals)" % n for n in entry_code.co_names
                if n.startswith("__resume_at") and resume_code_of((frame_globals or {}).get(n)) is None)
        return info

    def _graph_aliases(self, entry_code, cid, frame_globals):
        """Stable names of the graphs the entry calls; their graph modules
        filed where the backend kept them."""
        aliases = {}
        for name in entry_code.co_names:
            if not name.startswith("__compiled_fn"):
                continue
            aliases[name] = stable_name(name)
            if name in self.graphs.by_global:
                continue
            gm = _torch.graph_module_of(frame_globals.get(name))
            if gm is not None:
                self.graphs.add_dynamo_graph(name, gm, cid)
            else:
                self.report.not_recovered.append(
                    "graphs of %s (the backend kept no graph module)" % stable_name(name))
        return aliases

    def entry(self, info, code, entry):
        entry_code = entry.code
        cid = getattr(entry, "compile_id", None)
        cid = None if cid is None else str(cid)
        aliases = self._graph_aliases(entry_code, cid, info.globals or {})
        fn_name, filename = transformed_file_name(self.dump, code)
        header = transformed_header(code, cid, (
            "# It was compiled before prepare_debug began: torch's own bytecode runs (this\n"
            "# file is for reading). Call torch._dynamo.reset() before the block to run it from here.\n"))
        readable = entry_code.replace(co_names=tuple(aliases.get(n, n) for n in entry_code.co_names))
        inputs = {aliases[n]: self.graphs.input_names(n) for n in aliases}
        reason = None
        try:
            from .dynamo_cleanup import Elided

            text, code_length = file_text_for(readable, fn_name, header, {}, info.globals, Elided(), inputs)
            quiet_compile(text, filename, "exec", dont_inherit=True)
            def_text = text[:code_length]
        except (CodegenFailure, SyntaxError) as e:
            reason = str(e)
            text = header + disassembly_comment(entry_code, reason)
            def_text = None
            self.report.not_recovered.append(
                "readable transformed code of %s, compile %s (%s)" % (code.co_name, cid, reason))
        self.functions.add_transformed(
            TransformedInfo(fn_name, filename, entry_code, None, def_text, reason is None, reason, aliases))
        self.dump.write(
            filename, text, kind="transformed_code", function=info.key, compile_id=cid,
            user_lines=info.user_lines,
            decompiled=reason is None, reason=reason, code_from_dump=False, compiled_before_block=True,
        )
        self.dump.index.function(info.key).compiles.append(Compile(
            compile_id=cid, transformed_code=filename, decompiled=reason is None, reason=reason,
            compiled_fns=list(aliases.values()), compiled_before_block=True,
            resume_functions=[n for n in entry_code.co_names if n.startswith("__resume_at")],
        ))
        self.functions.top(info).dirty = True


def warning_text(found):
    """One warning for all the functions compiled before the block."""
    names = ", ".join("%s (%s:%d)" % (f.name, f.filename, f.firstlineno) for f in found)
    missing = [m for f in found for m in f.not_recovered]
    text = ("depyf: %d function%s compiled before prepare_debug: %s. Inside the block torch runs its own "
            "code for %s; the dump holds what torch still keeps (guards, transformed code and resume "
            "functions, decompiled for reading)" % (len(found), "" if len(found) == 1 else "s", names,
                                                    "it" if len(found) == 1 else "them"))
    if missing:
        text += "; could not be recovered: %s" % "; ".join(missing[:8]) + (" ..." if len(missing) > 8 else "")
    return text + ". To capture and debug them from the dump, call torch._dynamo.reset() before the block."
