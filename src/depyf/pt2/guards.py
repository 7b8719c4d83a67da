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
        # torch <= 2.5: the entry's check_fn, a function (2.2-2.4) or a
        # manager (2.5) listing its guards with their user lines
        parts = getattr(guard_manager, "verbose_code_parts", None) or getattr(guard_manager, "code_parts", None)
        for part in parts if isinstance(parts, (list, tuple)) else []:
            out.append(_split_comment(str(part)))
    return out


def _split_comment(part):
    """Split 'code  # user line  # file:line in fn' into (code, comment)."""
    if "#" not in part:
        return part.strip(), ""
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
            # torch writes `code  # <user line>  # file:line in fn`; with the
            # user line unknown, that leaves an empty first comment
            return part[:i].rstrip(), part[i + 1 :].strip().lstrip("#").strip()
    return part.strip(), ""


def _compiles(expr):
    try:
        compile(expr, "<guard>", "eval", dont_inherit=True)
        return True
    except SyntaxError:
        return False


_REWRITES = [
    # `___check_global_state() against {...}`: the call is the check
    (re.compile(r"^(.*\))\s+against\s+(.*)$", re.S), r"\1", r"against \2"),
    # `___check_obj_id(G['torch'], 123), type=<class 'module'>`
    (re.compile(r"^(.*),\s*type=<class '([^']*)'>$", re.S), r"\1", r"type \2"),
]


def _rewritten(code):
    """(expression, note) by the first rewrite whose pattern matches, or None."""
    for pattern, expr_sub, note_sub in _REWRITES:
        m = pattern.match(code)
        if m:
            return m.expand(expr_sub), m.expand(note_sub)
    return None


def python_guard_line(code):
    """(python expression, extra comment) for one guard's text."""
    if _compiles(code):
        return code, ""
    rewritten = _rewritten(code)
    if rewritten is not None and _compiles(rewritten[0]):
        return rewritten
    return "True", "not expressible in Python, checked by torch: " + code


def _full_path(comment, filename):
    """torch shortens file names in guard comments; give the full one back."""
    if not filename:
        return comment

    def repl(m):
        short = m.group(1)
        return (filename if filename.endswith(short) else short) + m.group(2)

    return re.sub(r"(\S+\.py)(:\d+)", repl, comment)


_SOURCE = re.compile(r"""\b([LG])\[['"]([A-Za-z_]\w*)['"]\]""")
_LOCAL_LOADS = ("LOAD_FAST", "LOAD_FAST_CHECK", "LOAD_DEREF", "LOAD_CLOSURE", "LOAD_FAST_AND_CLEAR")
_GLOBAL_LOADS = ("LOAD_GLOBAL", "LOAD_NAME")
_ENDS = ("RETURN_VALUE", "RETURN_CONST", "RAISE_VARARGS", "RERAISE")


def first_reads(code):
    """{("L" or "G", name): line} of the first read of each local and global
    in `code`: the earliest line among the reads reachable from its entry
    (a resume function jumps past the copy of the code before its resume
    point, unreachable)."""
    import dis

    try:
        instrs = list(dis.get_instructions(code))
    except Exception:
        return {}
    at = {ins.offset: k for k, ins in enumerate(instrs)}
    jumps = set(dis.hasjrel) | set(dis.hasjabs)
    out, seen, todo, line = {}, set(), [0], None
    while todo:
        k = todo.pop(0)
        while k is not None and k < len(instrs) and k not in seen:
            seen.add(k)
            ins = instrs[k]
            if ins.starts_line:
                line = ins.starts_line if not isinstance(ins.starts_line, bool) else getattr(ins, "line_number", line)
            nxt = k + 1
            key = ("L" if ins.opname in _LOCAL_LOADS else "G" if ins.opname in _GLOBAL_LOADS else None, ins.argval)
            if key[0] is not None and line and (key not in out or line < out[key]):
                out[key] = line
            if ins.opcode in jumps and isinstance(ins.argval, int) and ins.argval in at:
                if "JUMP" in ins.opname and not any(w in ins.opname for w in ("IF", "OR_POP", "SETUP", "FOR_ITER", "SEND")):
                    nxt = at[ins.argval]  # unconditional
                else:
                    todo.append(at[ins.argval])
            elif ins.opname in _ENDS:
                nxt = None
            k = nxt
    return out


def _user_line_comment(code_text, code, reads):
    """`<line>  # file:line in fn` of the first read of the first frame
    local or global a guard checks, for a guard torch names no line for
    (torch <= 2.5 record none for most guards)."""
    import linecache

    for m in _SOURCE.finditer(code_text):
        line = reads.get((m.group(1), m.group(2)))
        if line:
            text = linecache.getline(code.co_filename, line).strip()
            where = "%s:%d in %s" % (code.co_filename, line, code.co_name)
            return "%s  # %s" % (text, where) if text else where
    return ""


def guard_function_source(fn_name, guard_manager, filename=None, code=None):
    """Source of `def fn_name(L, G, **___kwargs_ignored)` for one cache entry.

    `code`: the frame's code, whose first reads give the user line of
    guards torch left without one."""
    lines = [
        "def %s(L, G, **___kwargs_ignored):" % fn_name,
        "    # L: the frame's locals, G: its globals. The ___ helpers are torch's",
        "    # (torch._dynamo.guards); each line ends with where the guard came from.",
        "    __guard_hit = True",
    ]
    guards, codes = [], []
    reads = None
    frame_code = code
    for code, comment in _leaf_parts(guard_manager):
        code = " ".join(code.split("\n"))
        codes.append(code)
        if not comment and frame_code is not None:
            if reads is None:
                reads = first_reads(frame_code)
            comment = _user_line_comment(code, frame_code, reads)
        guards.append((_rewritten(code) or (code, "")) + (comment,))
    # Almost every guard is a Python expression once rewritten: one compile of
    # the whole function checks them all, and each syntax error names the one
    # guard line that needs the careful treatment.
    checked = set()
    while True:
        text = _guard_function_text(lines, guards, filename)
        try:
            compile(text, "<guard>", "exec", dont_inherit=True)
            return text
        except SyntaxError as e:
            k = (e.lineno or 0) - len(lines) - 1
        if not 0 <= k < len(guards) or k in checked:
            break
        checked.add(k)
        guards[k] = python_guard_line(codes[k]) + (guards[k][2],)
    guards = [python_guard_line(code) + (guard[2],) for code, guard in zip(codes, guards)]
    return _guard_function_text(lines, guards, filename)


def _guard_function_text(header, guards, filename):
    lines = list(header)
    for expr, note, comment in guards:
        line = "    __guard_hit = __guard_hit and %s" % expr
        comments = [c for c in (note, _full_path(comment, filename)) if c]
        if comments:
            line += "  # " + "  # ".join(c.replace("\n", " ") for c in comments)
        lines.append(line)
    lines.append("    return __guard_hit")
    return "\n".join(lines) + "\n"
