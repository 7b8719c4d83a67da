"""Guards of a Dynamo cache entry, written as a real Python function.

Torch keeps guards in a C++ tree whose leaves describe themselves as strings
("verbose code parts"), some of which are not Python (`... against {json}`,
`..., type=<class 'module'>`).  Each becomes one line of a function body: valid
Python where the text can be made so, otherwise an always-true line that keeps
the text as a comment.  The trailing comment gives the user source line the
guard came from, as torch recorded it.
"""

import re


def _leaf_parts(guard_manager):
    """[(code, comment)] for every leaf guard, walking torch's guard tree."""
    out = []
    root = getattr(guard_manager, "root", None)
    seen = set()

    def visit(mgr, depth=0):
        if depth > 200:
            return
        try:
            leaves = mgr.get_leaf_guards()
        except Exception:
            leaves = []
        for leaf in leaves:
            try:
                parts = leaf.verbose_code_parts()
            except Exception:
                continue
            for part in parts:
                item = _split_comment(str(part))
                if item not in seen:  # relational guards hang under several managers
                    seen.add(item)
                    out.append(item)
        try:
            children = mgr.get_child_managers()
        except Exception:
            children = []
        for child in children:
            visit(child, depth + 1)

    if root is not None and hasattr(root, "get_leaf_guards"):
        visit(root)
    if not out:
        for part in getattr(guard_manager, "code_parts", None) or []:
            out.append(_split_comment(str(part)))
    return out


def _split_comment(part):
    """Split 'code  # user line  # file:line in fn' into (code, comment)."""
    depth = 0
    quote = None
    for i, ch in enumerate(part):
        if quote:
            if ch == quote and part[i - 1] != "\\":
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "#" and depth == 0:
            return part[:i].rstrip(), part[i + 1 :].strip()
    return part.strip(), ""


def _compiles(expr):
    try:
        compile(expr, "<guard>", "eval")
        return True
    except SyntaxError:
        return False


_REWRITES = [
    # `___check_global_state() against {...}`: the call is the check
    (re.compile(r"^(.*\))\s+against\s+(.*)$", re.S), r"\1", r"against \2"),
    # `___check_obj_id(G['torch'], 123), type=<class 'module'>`
    (re.compile(r"^(.*),\s*type=<class '([^']*)'>$", re.S), r"\1", r"type \2"),
]


def python_guard_line(code):
    """(python expression, extra comment) for one guard's text."""
    if _compiles(code):
        return code, ""
    for pattern, expr_sub, note_sub in _REWRITES:
        m = pattern.match(code)
        if m:
            expr = m.expand(expr_sub)
            if _compiles(expr):
                return expr, m.expand(note_sub)
    return "True", "not expressible in Python, checked by torch: " + code


def _full_path(comment, filename):
    """torch shortens file names in guard comments; give the full one back."""
    if not filename:
        return comment

    def repl(m):
        short = m.group(1)
        return (filename if filename.endswith(short) else short) + m.group(2)

    return re.sub(r"(\S+\.py)(:\d+)", repl, comment)


def guard_function_source(fn_name, guard_manager, filename=None):
    """Source of `def fn_name(L, G, **___kwargs_ignored)` for one cache entry."""
    lines = [
        "def %s(L, G, **___kwargs_ignored):" % fn_name,
        "    # L: the frame's locals, G: its globals. The ___ helpers are torch's",
        "    # (torch._dynamo.guards); each line ends with where the guard came from.",
        "    __guard_hit = True",
    ]
    for code, comment in _leaf_parts(guard_manager):
        expr, note = python_guard_line(" ".join(code.split("\n")))
        if not expr:
            continue
        line = "    __guard_hit = __guard_hit and %s" % expr
        comments = [c for c in (note, _full_path(comment, filename)) if c]
        if comments:
            line += "  # " + "  # ".join(c.replace("\n", " ") for c in comments)
        lines.append(line)
    lines.append("    return __guard_hit")
    return "\n".join(lines) + "\n"
