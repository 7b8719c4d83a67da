"""The code swap: Dynamo's transformed code, decompiled, written, compiled back.

Torch hands each transformed code object to the bytecode hook before it
runs it.  The swap decompiles it into `__transformed_code_<n>_for_<fn>.py`,
compiles that file back and returns the result, which torch then runs in
place of its own: the file is what runs, and breakpoints set in it are hit.
When any step fails, torch's own code runs, the file holds the reason and
the disassembly, and one warning names the function.
"""

import weakref

from .codegen import CodegenFailure, compile_back, disassembly_comment, file_text_for
from .dumpdir import safe_name
from .functions import TransformedInfo
from .graphs import stable_name
from .notices import warn_once


def transformed_file_name(dump, code):
    """(function name, file name) of the next transformed code of `code`."""
    base = safe_name(code.co_name)
    fn_name = "__transformed_code_%d_for_%s" % (dump.next_number(("transformed", base)), base)
    return fn_name, fn_name + ".py"


def transformed_header(code, compile_id, about):
    """The comment lines of a `__transformed_code_*` file (after its code;
    before the disassembly where decompiling failed): whose code it is,
    then `about` (what runs)."""
    return ("# Dynamo's transformed code for %s (%s:%d), compile %s, decompiled by depyf.\n%s"
            % (code.co_name, code.co_filename, code.co_firstlineno, compile_id, about))


def graph_aliases(code, frame_globals):
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


class CodeSwap:
    """Makes and writes the code that runs instead of Dynamo's."""

    def __init__(self, dump, graphs):
        self.dump = dump
        self.graphs = graphs

    def swap(self, info, code, new_code, compile_id):
        """The TransformedInfo of `new_code` (Dynamo's code for `info`'s
        `code`); its `our_code` is what torch should run, or None."""
        fn_name, filename = transformed_file_name(self.dump, code)
        header = transformed_header(code, compile_id, "# This file is what runs: set breakpoints in it.\n")
        try:
            tinfo, text = self._decompiled(info, new_code, fn_name, filename, header)
        except CodegenFailure as e:
            tinfo = TransformedInfo(fn_name, filename, new_code, None, None, False, str(e))
            text = header + disassembly_comment(new_code, tinfo.reason)
            warn_once(
                ("decompile", code.co_name),
                "depyf: could not decompile the code Dynamo made for %r (%s:%d): %s; "
                "torch's own code runs instead" % (code.co_name, code.co_filename, code.co_firstlineno, tinfo.reason),
                code.co_filename,
                code.co_firstlineno,
            )
        self.dump.write(
            filename,
            text,
            new=True,
            kind="transformed_code",
            function=info.key,
            compile_id=compile_id,
            user_lines=info.user_lines,
            decompiled=tinfo.ok,
            reason=tinfo.reason,
            code_from_dump=tinfo.ok,
        )
        return tinfo

    def _decompiled(self, info, new_code, fn_name, filename, header):
        """Decompile, compile back and install the graph aliases: the
        TransformedInfo and the file's text."""
        from .dynamo_cleanup import Elided

        constants, elided = {}, Elided()
        inputs = {n: self.graphs.input_names(n) for n in new_code.co_names if n.startswith("__compiled_fn")}
        aliases = graph_aliases(new_code, info.globals)
        readable = new_code
        if aliases:
            readable = new_code.replace(co_names=tuple(aliases.get(n, n) for n in new_code.co_names))
            inputs = {aliases.get(n, n): v for n, v in inputs.items()}
        text, code_length = file_text_for(readable, fn_name, header, constants, info.globals, elided, inputs)
        ours = compile_back(text, self.dump.file_path(filename), fn_name, readable, elided, constants)
        _install_aliases(info.globals, aliases, ours)
        def_text = text[:code_length]  # the def for full_code: without the notes after it
        return TransformedInfo(fn_name, filename, new_code, ours, def_text, True, None, aliases), text
