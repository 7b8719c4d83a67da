"""compare_code(a, b): differences between two code objects, recursively.

Empty list = identical after normalisation (see normalize.py). Messages are
meant for a human reading a failure report: they name the code object path
(`f.<locals>.g`), and for instruction differences show the first differing
instruction with a few neighbours on both sides.
"""

from .normalize import ATTRIBUTES, NormalizedCode, describe_flags, docstring

CONTEXT = 3


def _fmt_attr(attr, value):
    if attr == "co_flags":
        return describe_flags(value)
    return repr(value)


def _window(instrs, i, marker):
    lo, hi = max(0, i - CONTEXT), min(len(instrs), i + CONTEXT + 1)
    lines = []
    for j in range(lo, hi):
        lines.append("    %s %4d  %s" % (marker if j == i else " ", j, instrs[j].text))
    if i >= len(instrs):
        lines.append("    %s %4d  <end>" % (marker, len(instrs)))
    return "\n".join(lines)


def _first_difference(xs, ys):
    for i, (x, y) in enumerate(zip(xs, ys)):
        if x.key != y.key:
            return i
    if len(xs) != len(ys):
        return min(len(xs), len(ys))
    return None


def compare_code(a, b, path=None):
    """List of readable differences between code objects `a` (original) and
    `b` (recompiled); nested code objects are compared recursively."""
    path = path or a.co_name
    diffs = []
    for attr in ATTRIBUTES:
        va, vb = getattr(a, attr, None), getattr(b, attr, None)
        if va != vb:
            diffs.append("%s: %s differs: original %s, recompiled %s"
                         % (path, attr, _fmt_attr(attr, va), _fmt_attr(attr, vb)))
    da, db = docstring(a), docstring(b)
    if da != db:
        diffs.append("%s: docstring differs: original %r, recompiled %r" % (path, da, db))

    na, nb = NormalizedCode(a), NormalizedCode(b)
    i = _first_difference(na.instructions, nb.instructions)
    if i is not None:
        diffs.append(
            "%s: bytecode differs at instruction #%d (original %d instructions, "
            "recompiled %d)\n  original:\n%s\n  recompiled:\n%s"
            % (path, i, len(na.instructions), len(nb.instructions),
               _window(na.instructions, i, ">"), _window(nb.instructions, i, ">"))
        )
    if na.exception_table != nb.exception_table:
        diffs.append(_table_diff(path, na.exception_table, nb.exception_table))

    if len(na.nested) != len(nb.nested):
        diffs.append("%s: nested code objects differ: original %s, recompiled %s"
                     % (path, [c.co_name for c in na.nested], [c.co_name for c in nb.nested]))
    for ca, cb in zip(na.nested, nb.nested):
        diffs.extend(compare_code(ca, cb, "%s.%s" % (path, _child_name(ca))))
    return diffs


def _child_name(code):
    if code.co_flags & 0x3 == 0x3:  # CO_OPTIMIZED|CO_NEWLOCALS: a function
        return "<locals>.%s" % code.co_name
    return code.co_name


def _table_diff(path, ta, tb):
    first = next((k for k, (x, y) in enumerate(zip(ta, tb)) if x != y), min(len(ta), len(tb)))
    show = lambda t: "\n".join(
        "    %s %s" % (">" if k == first else " ", "start=#%d end=#%d target=#%d depth=%d lasti=%s" % e)
        for k, e in enumerate(t)) or "    <empty>"
    return ("%s: exception table differs at entry %d (instruction indices)\n"
            "  original:\n%s\n  recompiled:\n%s" % (path, first, show(ta), show(tb)))
