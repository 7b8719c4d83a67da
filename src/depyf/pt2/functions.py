"""The functions Dynamo compiled in one session, and the code it made for them.

Each user function (and each resume function, filed under the function it
continues) gets one `FunctionInfo` and one key, the name of its record in
the index; each transformed code object gets one `TransformedInfo`.  Code
objects are keyed by `code_key` (the same code seen twice is one function).
"""

import functools
import inspect
import sys
import types

from .codegen import source_lines
from .codekeys import code_key
from .dumpdir import safe_name
from .resume import resume_codes


class FunctionInfo:
    """One user function (or resume function) Dynamo compiled."""

    def __init__(self, code, key, parent=None, resume_name=None):
        self.code = code
        self.key = key
        self.parent = parent  # FunctionInfo of the function a resume fn continues
        self.resume_name = resume_name
        self.globals = None
        self.full_code_file = None
        self.dirty = True  # its full_code file is older than its compiles
        self._user_lines = None

    @property
    def user_lines(self):
        """`file:line` of each source line the function's code covers (the
        index records them for every file made of it: computed once)."""
        if self._user_lines is None:
            code = self.code
            self._user_lines = ["%s:%d" % (code.co_filename, ln) for ln in source_lines(code)]
        return self._user_lines


class TransformedInfo:
    """One transformed code object and what depyf made of it."""

    def __init__(self, fn_name, filename, torch_code, our_code, def_text, ok, reason, aliases=None):
        self.fn_name = fn_name
        self.filename = filename
        self.torch_code = torch_code
        self.our_code = our_code  # compiled back from the file, or None: torch's runs
        self.def_text = def_text  # the def (or a comment block) without file header
        self.ok = ok
        self.reason = reason
        self.aliases = aliases or {}  # Dynamo's global name -> the name the text calls


class FunctionTable:
    """Every function of the session, by code; named and indexed on first sight."""

    def __init__(self, dump):
        self.dump = dump
        self.functions = {}  # code key -> FunctionInfo
        self.transformed = {}  # code key of torch's or depyf's transformed code -> TransformedInfo
        self.resume_parents = {}  # code key of a resume function -> (parent FunctionInfo, global name)

    def get(self, code):
        return self.functions.get(code_key(code))

    def __contains__(self, code):
        return code_key(code) in self.functions

    def all(self):
        return list(self.functions.values())

    def of_code(self, code):
        """The FunctionInfo of `code`, made (and given its index record) when new."""
        ckey = code_key(code)
        info = self.functions.get(ckey)
        if info is not None:
            return info
        parent, resume_name = self.resume_parents.get(ckey, (None, None))
        base = safe_name(code.co_name)
        key = "%s_%d" % (base, self.dump.next_number(("function", base)))
        info = self.functions[ckey] = FunctionInfo(code, key, parent, resume_name)
        inner = wrapped_user_function(code) if parent is None else None
        rec = self.dump.index.function(
            key,
            name=code.co_name,
            qualname=inner.__qualname__ if inner is not None else qualname_of(code),
            code_qualname=getattr(code, "co_qualname", code.co_name),
            wraps="%s:%d" % (inner.__code__.co_filename, inner.__code__.co_firstlineno) if inner is not None else None,
            filename=code.co_filename,
            firstlineno=code.co_firstlineno,
            user_lines=info.user_lines[:1],
            resume_of=parent.key if parent else None,
            resume_global=resume_name,
        )
        if parent is not None:  # (dis reads the code: 0.1-0.2 ms a resume function, inside its compile)
            self.dump.index.later(rec, "resumes_at", functools.partial(
                resumed_line, code, self.dump.index.function(parent.key).filename))
        return info

    def note_resumes(self, parent, transformed_code, frame_globals=None):
        """Remember the resume functions `transformed_code` calls as
        continuations of `parent` (they are compiled later, by name)."""
        for rname, rcode in resume_codes(transformed_code, frame_globals if frame_globals is not None else parent.globals):
            if code_key(rcode) not in self.functions:
                self.resume_parents[code_key(rcode)] = (parent, rname)

    def add_transformed(self, tinfo):
        self.transformed[code_key(tinfo.torch_code)] = tinfo
        if tinfo.our_code is not None:
            self.transformed[code_key(tinfo.our_code)] = tinfo

    def transformed_of(self, code):
        return self.transformed.get(code_key(code)) if code is not None else None

    @staticmethod
    def top(info):
        while info.parent is not None:
            info = info.parent
        return info

    def members_of(self, top):
        """The resume functions filed (at any depth) under `top`."""
        return [f for f in self.functions.values() if f.parent is not None and self.top(f) is top]

    def known_resume(self, name, filename, firstlineno):
        """The code of a resume function some transformed code calls, by the
        name and place torch's record gives (None when none matches)."""
        for ckey in self.resume_parents:
            code = ckey if hasattr(ckey, "co_name") else getattr(ckey, "code", None)
            if code is None:
                continue
            if code.co_name == name and code.co_filename == filename and firstlineno in (None, code.co_firstlineno):
                return code
        return None

    def key_at(self, name, filename, firstlineno):
        """The key of the function whose code is at this place, or None."""
        return next((i.key for i in self.functions.values()
                     if (i.code.co_name, i.code.co_filename, i.code.co_firstlineno) == (name, filename, firstlineno)),
                    None)


def compile_local(code, name, max_depth=24):
    """A local of Dynamo's compile of `code`, found on the stack: its compile
    function holds the frame's `globals`, `locals` (and, torch >= 2.8, its
    `closure`) next to `code`; None when no frame holds one (a future torch
    that renames them: the callers fall back)."""
    frame = sys._getframe(2)
    for _ in range(max_depth):
        if frame is None:
            break
        try:
            f_locals = frame.f_locals
            if f_locals.get("code") is code and name in f_locals:
                return f_locals[name]
        except Exception:
            pass
        frame = frame.f_back
    return None


def frame_globals(code, max_depth=16):
    """The globals Dynamo is compiling `code` against (None: the caller
    falls back to the globals of a live function with this code)."""
    found = compile_local(code, "globals", max_depth)
    return found if isinstance(found, dict) else None


def qualname_of(code):
    """`Class.method` of a method's code: co_qualname (Python 3.11+); before,
    the qualified name of the frame's `self`'s method whose code this is."""
    qualname = getattr(code, "co_qualname", None)
    if qualname:
        return qualname
    f_locals = compile_local(code, "locals")
    this = f_locals.get("self") if isinstance(f_locals, dict) and code.co_varnames[:1] == ("self",) else None
    fn = getattr(type(this), code.co_name, None) if this is not None else None
    if getattr(fn, "__code__", None) is code and isinstance(getattr(fn, "__qualname__", None), str):
        return fn.__qualname__
    return code.co_name


_WRAPPER_FLAGS = inspect.CO_VARARGS | inspect.CO_VARKEYWORDS


def wrapped_user_function(code, max_depth=16):
    """The user's function whose decorator wrapper `code` is (`@wraps(fn)
    def wrapped_func(*args, **kwargs)`: Dynamo compiles the wrapper's frame,
    the user knows it as `LlamaForCausalLM.forward`), or None.

    The one function in the wrapper's closure, found next to `code` in
    Dynamo's compile (torch >= 2.8 keeps the frame's closure there); older
    torch keep none: the wrapper function objects of `code`, when all wrap
    the same function."""
    if not code.co_freevars or (code.co_flags & _WRAPPER_FLAGS) != _WRAPPER_FLAGS:
        return None
    closure = compile_local(code, "closure", max_depth)
    if isinstance(closure, tuple):
        fns = [v for v in _cell_values(closure) if isinstance(v, types.FunctionType)]
        return inspect.unwrap(fns[0]) if len(fns) == 1 else None
    import gc

    found = {}
    for ref in gc.get_referrers(code):
        if getattr(ref, "__code__", None) is code and hasattr(ref, "__wrapped__"):
            inner = inspect.unwrap(ref)
            if isinstance(inner, types.FunctionType):
                found[inner.__qualname__] = inner
    return found.popitem()[1] if len(found) == 1 else None


def _cell_values(cells):
    for cell in cells:
        try:
            yield cell.cell_contents
        except (ValueError, AttributeError):
            pass


def resumed_line(code, filename):
    """`file:line` of the statement a resume function resumes at: its
    prologue (restoring the stack) ends in a jump to it."""
    import dis

    starts = sorted((off, line) for off, line in dis.findlinestarts(code) if line is not None)
    for ins in dis.get_instructions(code):
        if "JUMP" in ins.opname and "IF" not in ins.opname and isinstance(ins.argval, int):
            line = None
            for off, ln in starts:
                if off > ins.argval:
                    break
                line = ln
            return "%s:%d" % (filename or code.co_filename, line) if line else None
    return None


def globals_from_gc(code):
    """The globals of a live function whose code is `code`, or None."""
    import gc

    for ref in gc.get_referrers(code):
        if getattr(ref, "__code__", None) is code and hasattr(ref, "__globals__"):
            return ref.__globals__
    return None
