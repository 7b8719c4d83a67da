"""Dynamo's code recognised, and the reading options it is decompiled with.

Dynamo (torch.compile) writes its bytecode itself: values wait on the stack
across statements, lines are borrowed from the user's function, resume
functions jump over dead code, closures' resume functions are made from code
objects in place.  The lifter reads CPython's layouts only unless told
otherwise (`lift/options.py`); this module tells it, for each code object
that looks like Dynamo's.  Nothing here imports torch: `depyf.decompile`
uses it for any code it is given.
"""

import dis
import re
import threading
import types

from ..lift.options import COMPILED_FROM_SOURCE, ReadingOptions

# Which options Dynamo's code needs, and the shape of its code each is for.
_DYNAMO_SHAPES = dict(
    # a resume function jumps over the original code to its resume point
    reachable_only=True,
    # its instructions carry the user's lines, not a layout of their own
    lines_borrowed=True,
    # torch 2.2-2.5 pass a loop's iterator on to the resume function
    iterators_as_values=True,
    # it stores while other values wait on the stack (a graph call's
    # function loaded, its arguments being built)
    stores_stand_alone=True,
    values_wait_at_branches=True,
    # arms that end alike are its two resume calls (torch 2.2-2.5 on 3.10)
    tails_never_copied=True,
    # it copies lists it then mutates, and call results
    copies_built_once=True,
    # it pops scratch lists and constants
    pops_of_reads_dropped=True,
    # it selects graph outputs from the list it built: `[a, b][0]`
    display_subscripts_folded=True,
    # a closure's resume function made in place (torch 2.9 and 2.2-2.5)
    code_objects_as_values=True,
    # inside its `with` around a graph break (torch 2.2-2.5), a function
    # loaded before the try is called in it: the result waits after it
    values_outlive_try=True,
    # its `with` exit pushes None and jumps over the handler to a POP_TOP
    with_exit_over_handler=True,
    # its co_names are the user's function's names, then its own
    names_unordered=True,
    # it writes its code from templates: no match statement (a `COPY 1` is
    # its `:=` of a cache: trying a match at each cost a fifth of reading
    # a frame's values for a resume function), no local declared by an
    # annotation (its slots nothing binds are the user's locals that went
    # into the graph; a read of one would be caught by the check of the
    # code compiled back, `pt2.codegen.check_coverage`)
    no_match_statements=True,
    no_annotated_locals=True,
)


def dynamo_reading(post_passes=(), shared_cleanup=False):
    """A choice of reading options (for `LiftContext.reading`): Dynamo's
    options, with `post_passes` run over its functions, for code that looks
    like Dynamo's; CPython's layouts for any other.  Its `is_dynamo(code)`
    gives the verdict it reached for `code` (one decompile asks again about
    the code it read: the test is not run twice).  `shared_cleanup`: the
    options are the process's one set whose post pass is `run_cleanup`
    (the clean-up `set_cleanup` gave this thread), not made anew."""
    # (made the first time Dynamo's code is met: most decompiles meet none)
    options = _SHARED_OPTIONS if shared_cleanup else []
    verdicts = {}  # id(code) -> (code, verdict), for the decompile that uses this reading

    def is_dynamo(code):
        known = verdicts.get(id(code))
        if known is not None and known[0] is code:
            return known[1]
        verdict = looks_like_dynamo(code)
        verdicts[id(code)] = (code, verdict)
        return verdict

    def reading(code):
        if not is_dynamo(code):
            return COMPILED_FROM_SOURCE
        if not options:
            options.append(ReadingOptions((run_cleanup,) if shared_cleanup else post_passes, **_DYNAMO_SHAPES))
        return options[0]

    reading.is_dynamo = is_dynamo
    return reading


# Dynamo's options with `run_cleanup` as their post pass, made once (a
# decompile of Dynamo's code made its own set, to hold its clean-up's
# arguments: the clean-up under way is the thread's instead)
_SHARED_OPTIONS = []
_THREAD = threading.local()


def run_cleanup(stmts, code):
    """The post pass of the shared options: the clean-up `set_cleanup`
    made this thread's, run over `stmts`."""
    _THREAD.cleanup(stmts, code)


def set_cleanup(cleanup):
    """Make `cleanup(stmts, code)` the post pass the shared options run on
    this thread (its decompile under way); returns the one it replaces
    (to be set back when that decompile ends: decompiles may nest)."""
    before = getattr(_THREAD, "cleanup", None)
    _THREAD.cleanup = cleanup
    return before


_DYNAMO_NAME_PREFIXES = ("__compiled_fn", "__resume_at_", "__import_torch", "___stack", "__comprehension_", "__builtins_dict__")
# (both searched over names joined by newlines: no name holds one)
_DYNAMO_NAMES = re.compile("^(?:%s)" % "|".join(re.escape(p) for p in _DYNAMO_NAME_PREFIXES), re.M)
# a global Dynamo installs by the id of its value: `__<prefix>_<id>_c<compile>`
_DYNAMO_NAME_BY_ID = re.compile(r"^(?=__).*_\d{6,}_c\d+$", re.M)


def looks_like_dynamo(code):
    """Code that torch.compile generated (its shapes are not CPython's)."""
    if code.co_name.startswith("torch_dynamo_resume_in_"):
        return True
    if _old_resume_code(code):
        return True
    # (one search over the names joined a line each: asked of every code
    # object read, where a loop over the names showed in profiles; every
    # name they find starts with "__", so text without one is not searched)
    names = "\n".join(code.co_names)
    if "__" in names and (_DYNAMO_NAMES.search(names) or _DYNAMO_NAME_BY_ID.search(names)):
        return True
    varnames = "\n".join(code.co_varnames)
    if "__" in varnames and _DYNAMO_NAMES.search(varnames):
        return True
    # a frame that calls nothing Dynamo installed but makes a resume
    # function in place (torch 2.9, a closure whose callee breaks the graph)
    # (a loop: asked of every code object read, most of which hold no code)
    for c in code.co_consts:
        if isinstance(c, types.CodeType) and (c.co_name.startswith("torch_dynamo_resume_in_") or _old_resume_code(c)):
            return True
    return False


_PROLOGUE = frozenset(("NOP", "RESUME", "COPY_FREE_VARS", "MAKE_CELL", "EXTENDED_ARG"))


def _old_resume_code(code):
    """A resume function of torch 2.2 and older: named `resume_in_<fn>`,
    taking the stack values as `___stack<n>` or starting with a jump over
    the original function's code to the resume point (no source starts a
    function with a jump)."""
    if not code.co_name.startswith("resume_in_"):
        return False
    if any(n.startswith("___stack") for n in code.co_varnames[: code.co_argcount]):
        return True
    for ins in dis.get_instructions(code):
        if ins.opname in _PROLOGUE:
            continue
        return ins.opname in ("JUMP_ABSOLUTE", "JUMP_FORWARD", "JUMP_BACKWARD")
    return False
