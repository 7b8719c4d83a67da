"""Decompile Dynamo's bytecode and compile the result back from its dump file.

The code object compiled back must be interchangeable with the one Dynamo
made: the same arguments, the same free and cell variables (Dynamo's frame
shim copies them by position).  Anything else is reported as a failure and the
caller keeps torch's own code.
"""

import dis
import inspect
import textwrap
import types


class CodegenFailure(Exception):
    """Decompiled source could not stand in for the original code object."""


def arg_count(code):
    return (
        code.co_argcount
        + code.co_kwonlyargcount
        + bool(code.co_flags & inspect.CO_VARARGS)
        + bool(code.co_flags & inspect.CO_VARKEYWORDS)
    )


def signature_text(code):
    """The parameter list of `code` as Python source (no defaults)."""
    names = code.co_varnames
    pos = list(names[: code.co_argcount])
    posonly = code.co_posonlyargcount
    kwonly = list(names[code.co_argcount : code.co_argcount + code.co_kwonlyargcount])
    i = code.co_argcount + code.co_kwonlyargcount
    varargs = varkw = None
    if code.co_flags & inspect.CO_VARARGS:
        varargs = names[i]
        i += 1
    if code.co_flags & inspect.CO_VARKEYWORDS:
        varkw = names[i]
    parts = []
    for k, n in enumerate(pos):
        parts.append(n)
        if posonly and k == posonly - 1:
            parts.append("/")
    if varargs:
        parts.append("*" + varargs)
    elif kwonly:
        parts.append("*")
    parts.extend(kwonly)
    if varkw:
        parts.append("**" + varkw)
    return ", ".join(parts)


def call_text(code):
    """Source that calls a function with `code`'s signature, forwarding args."""
    names = code.co_varnames
    pos = list(names[: code.co_argcount])
    kwonly = list(names[code.co_argcount : code.co_argcount + code.co_kwonlyargcount])
    i = code.co_argcount + code.co_kwonlyargcount
    parts = []
    parts.extend(pos)
    if code.co_flags & inspect.CO_VARARGS:
        parts.append("*" + names[i])
        i += 1
    parts.extend("%s=%s" % (n, n) for n in kwonly)
    if code.co_flags & inspect.CO_VARKEYWORDS:
        parts.append("**" + names[i])
    return ", ".join(parts)


def decompile_source(code, fn_name):
    """depyf's decompiler on `code`, renaming the function to `fn_name`.

    Any exception (the decompiler raising DecompilationError, or any other
    bug in it) becomes a CodegenFailure with the reason.
    """
    import depyf

    try:
        src = depyf.Decompiler(code).decompile(overwite_fn_name=fn_name)
    except depyf.DecompilationError as e:
        raise CodegenFailure(str(e)) from None
    except Exception as e:  # an incomplete decompiler must not break the program
        raise CodegenFailure("%s: %s" % (type(e).__name__, e)) from None
    if not isinstance(src, str) or not src.strip():
        raise CodegenFailure("decompiler returned no source")
    return src


def _find_code(code, name):
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            if const.co_name == name:
                return const
            found = _find_code(const, name)
            if found is not None:
                return found
    return None


def with_closure_wrapper(src, original):
    """Wrap `src` (a def) in a function binding `original`'s free variables.

    Compiled at top level, a free variable would become a global; inside the
    wrapper it stays free, with the same name, as Dynamo requires.
    """
    if not original.co_freevars:
        return src, 0
    header = [
        "def __depyf_closure_wrapper():",
        "    # free variables of the original function; the real values come",
        "    # from its closure when Dynamo runs this code",
    ]
    header += ["    %s = None" % v for v in original.co_freevars]
    body = textwrap.indent(src.rstrip("\n"), "    ")
    return "\n".join(header) + "\n" + body + "\n", len(header)


def check_compatible(original, new):
    """Raise CodegenFailure unless `new` can run in `original`'s frame."""
    n_old, n_new = arg_count(original), arg_count(new)
    if original.co_varnames[:n_old] != new.co_varnames[:n_new]:
        raise CodegenFailure(
            "arguments differ: %s vs %s"
            % (original.co_varnames[:n_old], new.co_varnames[:n_new])
        )
    if original.co_freevars != new.co_freevars:
        raise CodegenFailure(
            "free variables differ: %s vs %s" % (original.co_freevars, new.co_freevars)
        )
    if original.co_cellvars != new.co_cellvars:
        raise CodegenFailure(
            "cell variables differ: %s vs %s" % (original.co_cellvars, new.co_cellvars)
        )
    gen_flags = (
        inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR
    )
    if (original.co_flags & gen_flags) != (new.co_flags & gen_flags):
        raise CodegenFailure("generator/coroutine flags differ")


def file_text_for(code, fn_name, header=""):
    """(file text, function name) of the decompiled `code`, ready to compile."""
    src = decompile_source(code, fn_name)
    src, _ = with_closure_wrapper(src, code)
    text = header + src
    if not text.endswith("\n"):
        text += "\n"
    return text


def compile_back(text, path, fn_name, original):
    """Compile `text` as file `path` and return the code object of `fn_name`."""
    try:
        module_code = compile(text, path, "exec", dont_inherit=True)
    except SyntaxError as e:
        raise CodegenFailure("decompiled source does not compile: %s" % e) from None
    new = _find_code(module_code, fn_name)
    if new is None:
        raise CodegenFailure("no function %r in the decompiled source" % fn_name)
    check_compatible(original, new)
    return new


def disassembly_comment(code, reason):
    """A comment-only Python file body: why decompiling failed, and the bytecode."""
    lines = ["# depyf could not decompile this code: %s" % reason.replace("\n", " ")]
    lines.append("# torch's own bytecode runs instead. Its disassembly:")
    try:
        listing = dis.Bytecode(code).dis()
    except Exception as e:  # pragma: no cover - dis itself failing
        listing = "<dis failed: %s>" % e
    lines.extend(("# " + line).rstrip() for line in listing.splitlines())
    return "\n".join(lines) + "\n"


def source_lines(code):
    """Sorted user source lines that `code` covers (its own and nested code)."""
    lines = set()

    def visit(c):
        try:
            for _, line in dis.findlinestarts(c):
                if line is not None:
                    lines.add(line)
        except Exception:
            pass
        for const in c.co_consts:
            if isinstance(const, types.CodeType):
                visit(const)

    visit(code)
    return sorted(lines)
