"""`depyf explain DIR`: what torch.compile did, in plain words, in the terminal."""

import os

from . import ranks
from .model import common_trunk, split_loc


def _short(loc, cwd=None):
    """'path:line' relative to the working folder when it is under it."""
    p = split_loc(loc)
    if p is None:
        return loc or "(no user line)"
    path, line = p
    cwd = cwd or os.getcwd()
    try:
        rel = os.path.relpath(path, cwd)
        if not rel.startswith(".."):
            path = rel
    except ValueError:
        pass
    return "%s:%d" % (path, line)


def _code(dump, loc):
    p = split_loc(loc)
    if p is None:
        return ""
    text = dump.sources.line(*p)
    return text.strip() if text else ""


def _tree(w, nodes, indent, limit, depth=0):
    for node in nodes[:limit]:
        here = ", ".join("%s %s" % (name, cid) for _, name, cid in node.compiles[:limit])
        w("%s%s in %s (%d compile(s))%s" % (indent, _short(node.user_line), node.function, node.count(),
                                           ": compiles " + here if here else ""))
        if depth < 12:
            _tree(w, node.children, indent + "  ", limit, depth + 1)
    if len(nodes) > limit:
        w("%s... and %d more" % (indent, len(nodes) - limit))


def _sizes(sizes):
    return ", ".join("%s (%s, was %s)" % (x["source"], x["symbol"], x["value"]) for x in sizes)


def as_json(dump):
    """The overview as plain data (for `depyf explain --json`)."""
    out = {"folder": dump.folder, "processes": []}
    for p in dump.processes:
        out["processes"].append({
            "summary": p.summary(),
            "folder": p.folder,
            "functions": p.function_rows(),
            "graph_breaks": [
                {k: b[k] for k in ("reason", "explanation", "user_line", "count", "functions", "compile_ids")}
                for b in p.breaks
            ],
            "recompilations": [
                {k: r[k] for k in ("function", "name", "compile_id", "reason", "failed")} for r in p.recompiles
            ],
            "dynamic_shapes": p.dynamic,
            "call_sites": [n.as_dict() for n in p.call_tree],
            "skipped": p.skipped,
            "slowest_compiles": p.compiles[:10],
            "fallbacks": p.fallbacks,
            "compiled_before": p.index.get("compiled_before", []),
        })
    out["rank_divergences"] = [d.as_dict() for d in ranks.divergences(dump)]
    return out


def text(dump, limit=10, report_path=None):
    """The overview as lines of plain text."""
    lines = []
    w = lines.append
    many = len(dump.processes) > 1
    w("depyf: what torch.compile did (dump: %s)" % dump.folder)
    if report_path:
        w("report: %s" % report_path)
    diverging = ranks.text(dump, limit=limit)
    if diverging:  # first: a job that hangs on a collective is why one reads this
        w("")
        lines.extend(diverging)
    for p in dump.processes:
        s = p.summary()
        w("")
        if many:
            w("== process %s (%s, pid %s) ==" % (p.name, s["role"] or "?", s["pid"]))
        if not s["compiles"] and not s["compiled_before"] and not s["skipped"]:
            w("torch.compile compiled nothing in this run.")
            continue
        _process_text(w, dump, p, s, limit)
    return lines


def _process_text(w, dump, p, s, limit):
    """What one process's torch.compile did, as lines given to `w`."""
    w("%d function(s) compiled (%d resume function(s)), %d graph(s), %d compile(s) taking %.2f s in all."
      % (s["functions"], s["resume_functions"], s["graphs"], s["compiles"], s["compile_time_s"]))
    if s.get("caches") == "kept":
        w("torch's compile caches kept: %d file(s) came from a cache hit." % s["cache_hits"])
    elif s.get("caches") == "disabled":
        w("torch's compile caches were off (a cold compile).")
    if p.breaks:
        w("")
        w("Graph breaks: %d distinct, %d in all" % (len(p.breaks), s["graph_breaks"]))
        for b in p.breaks[:limit]:
            w("  %dx at %s: %s" % (b["count"], _short(b["user_line"]), _code(dump, b["user_line"])))
            w("      %s" % (b["explanation"] or b["reason"] or "?"))
            names = [p.display_name(k) for k in b["functions"]]
            w("      in %s" % ", ".join(sorted(set(names))))
        if len(p.breaks) > limit:
            w("  ... and %d more (see the report)" % (len(p.breaks) - limit))
    else:
        w("No graph breaks.")
    if p.recompiles:
        w("")
        w("Recompilations: %d" % len(p.recompiles))
        for r in p.recompiles[:limit]:
            for x in r["failed"] or [{"plain": r["reason"], "user_line": None, "guard": r["reason"]}]:
                where = " (guard from %s: %s)" % (_short(x["user_line"]), _code(dump, x["user_line"])) if x.get("user_line") else ""
                w("  %s, compile %s: %s%s" % (r["name"], r["compile_id"], x["plain"], where))
            if r.get("dynamic"):
                w("      switched to dynamic shapes: %s" % _sizes(r["dynamic"]))
        if len(p.recompiles) > limit:
            w("  ... and %d more" % (len(p.recompiles) - limit))
    asked = [d for d in p.dynamic if not d["after_recompilation"]]
    if asked:
        w("")
        w("Dynamic shapes from the first compile (dynamic=True or marked dynamic): %d compile(s)" % len(asked))
        for d in asked[:limit]:
            w("  %s, compile %s: %s" % (d["name"], d["compile_id"], _sizes(d["sizes"])))
    if p.skipped:
        w("")
        w("Frames torch did not compile (they ran eagerly): %d" % len(p.skipped))
        for sk in p.skipped[:limit]:
            where = " at %s" % _short(sk["user_line"]) if sk.get("user_line") else ""
            w("  %s%s: %s" % (sk["name"], where, sk["summary"]))
    if p.call_tree:
        w("")
        trunk, tree = common_trunk(p.call_tree)
        w("Where the compiles were triggered%s:" % (
            " (all through %s in %s)" % (_short(trunk[-1].user_line), trunk[-1].function) if trunk else ""))
        _tree(w, tree, "  ", limit)
    if p.compiles:
        w("")
        w("Slowest compiles:")
        for c in p.compiles[:min(limit, 5)]:
            t = "%.3f s" % c["time_s"] if c["time_s"] is not None else "? s"
            most = max(c["phases"], key=lambda ph: ph[1]) if c.get("phases") else None
            share = ", mostly %s %.0f%%" % (most[0], 100.0 * most[1] / c["time_s"]) if most and c["time_s"] else ""
            w("  %s  %s (compile %s, %s ops, %s guards%s)" % (t, c["name"], c["compile_id"], c["graph_op_count"],
                                                            c["guard_count"], share))
    if p.fallbacks:
        w("")
        w("Fallbacks (torch's own code ran, or depyf failed somewhere): %d" % len(p.fallbacks))
        for fb in p.fallbacks[:limit]:
            w("  %s: %s" % (fb["path"] or "depyf", fb["reason"]))
    before = p.index.get("compiled_before", [])
    if before:
        w("")
        w("Compiled before the block (dumped from what torch still held): %d" % len(before))
        for cb in before[:limit]:
            w("  %s (%s:%s), %s cache entr%s" % (cb.get("name"), cb.get("filename"), cb.get("firstlineno"),
                                               cb.get("cache_entries"), "y" if cb.get("cache_entries") == 1 else "ies"))
