"""Side-by-side diffs for the report: what changed between two compiles of
one function (its transformed code, its graphs).  Standard library only."""

import difflib
from html import escape


def side_by_side(before, after, context=3):
    """HTML rows of a two-column diff of two texts: unchanged runs folded to
    `context` lines around each change."""
    a, b = before.splitlines(), after.splitlines()
    rows = []
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for group in matcher.get_grouped_opcodes(context):
        if rows:
            rows.append('<tr class="gap"><td class="ln">&hellip;</td><td></td><td class="ln">&hellip;</td><td></td></tr>')
        for tag, i1, i2, j1, j2 in group:
            n = max(i2 - i1, j2 - j1)
            for k in range(n):
                i, j = i1 + k, j1 + k
                left = a[i] if i < i2 else None
                right = b[j] if j < j2 else None
                rows.append(_row(tag, i + 1 if left is not None else None, left, j + 1 if right is not None else None, right))
    if not rows:
        return '<p class="muted">No difference.</p>'
    return '<div class="wrap"><table class="code diff">%s</table></div>' % "\n".join(rows)


def _row(tag, ln_a, left, ln_b, right):
    cls = {"equal": "", "replace": "chg", "delete": "del", "insert": "ins"}[tag]
    return '<tr class="%s"><td class="ln">%s</td><td class="c src l">%s</td><td class="ln">%s</td><td class="c src r">%s</td></tr>' % (
        cls, ln_a or "", escape(left) if left is not None else "", ln_b or "", escape(right) if right is not None else "")


def changed(before, after):
    """How many lines differ (removed + added) between two texts."""
    a, b = before.splitlines(), after.splitlines()
    n = 0
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag != "equal":
            n += (i2 - i1) + (j2 - j1)
    return n
