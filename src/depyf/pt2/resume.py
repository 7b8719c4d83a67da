"""Dynamo's resume functions, as its transformed code reaches them.

Transformed code reaches a resume function through a global `__resume_at_N`:
the resume function itself, or for a closure's resume function (torch 2.6+)
a maker that builds it from the frame's cells and holds its code in a cell.
Older torch builds a closure's resume function in the transformed code
itself, from a code object constant (MAKE_FUNCTION with a closure).
"""

import types

RESUME_PREFIX = "torch_dynamo_resume_in_"
# torch 2.2 names them `resume_in_<fn>`: only read so where Dynamo's own
# code or globals hold them
RESUME_PREFIXES = (RESUME_PREFIX, "resume_in_")


def _is_resume(obj):
    return isinstance(obj, types.CodeType) and obj.co_name.startswith(RESUME_PREFIXES)


def resume_code_of(fn):
    """The code of the resume function a `__resume_at_N` global stands for,
    or None."""
    code = getattr(fn, "__code__", None)
    if not isinstance(code, types.CodeType):
        return None
    if _is_resume(code):
        return code
    for cell in getattr(fn, "__closure__", None) or ():
        try:
            if _is_resume(cell.cell_contents):
                return cell.cell_contents
        except ValueError:  # an empty cell
            continue
    for const in code.co_consts:
        if _is_resume(const):
            return const
    return code


def resume_codes(transformed, frame_globals):
    """[(name, resume code)] for the resume functions `transformed` calls:
    by the global's name, or by the code's own name for a code constant."""
    out = []
    for name in transformed.co_names:
        if name.startswith("__resume_at"):
            rcode = resume_code_of((frame_globals or {}).get(name))
            if rcode is not None:
                out.append((name, rcode))
    for const in transformed.co_consts:
        if _is_resume(const):
            out.append((const.co_name, const))
    return out
