"""`depyf explain DIR`: what torch.compile did, in plain words, in the terminal."""

import os

from .model import split_loc


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
            "skipped": p.skipped,
            "slowest_compiles": p.compiles[:10],
            "fallbacks": p.fallbacks,
            "compiled_before": p.index.get("compiled_before", []),
        })
    from .ranks import divergence

    out["rank_divergence"] = [dict(d, ranks=[{k: r[k] for k in ("rank", "value", "function")} for r in d["ranks"]])
                              for d in divergence(dump)]
    return out


def _divergence_text(dump, w, limit):
    from .ranks import divergence

    found = divergence(dump)
    if not found:
        return
    w("")
    w("Where the ranks diverge: %d" % len(found))
    for d in found[:limit]:
        w("  %s (%s): %s differ" % (d["function"], _short(d["where"]) if d["where"] else "?", d["what"]))
        for line in d["lines"]:
            w("      at %s: %s" % (_short(line), _code(dump, line)))
        for r in d["ranks"]:
            w("      %s: %s" % (r["rank"], r["value"]))


def text(dump, limit=10, report_path=None):
    """The overview as lines of plain text."""
    lines = []
    w = lines.append
    many = len(dump.processes) > 1
    w("depyf: what torch.compile did (dump: %s)" % dump.folder)
    if report_path:
        w("report: %s" % report_path)
    _divergence_text(dump, w, limit)
    for p in dump.processes:
        s = p.summary()
        w("")
        if many:
            w("== process %s (%s, pid %s) ==" % (p.name, s["role"] or "?", s["pid"]))
        if not s["compiles"] and not s["compiled_before"] and not s["skipped"]:
            w("torch.compile compiled nothing in this run.")
            continue
        w("%d function(s) compiled (%d resume function(s)), %d graph(s), %d compile(s) taking %.2f s in all."
          % (s["functions"], s["resume_functions"], s["graphs"], s["compiles"], s["compile_time_s"]))
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
            if len(p.recompiles) > limit:
                w("  ... and %d more" % (len(p.recompiles) - limit))
        if p.skipped:
            w("")
            w("Frames torch did not compile (they ran eagerly): %d" % len(p.skipped))
            for sk in p.skipped[:limit]:
                where = " at %s" % _short(sk["user_line"]) if sk.get("user_line") else ""
                w("  %s%s: %s" % (sk["name"], where, sk["summary"]))
        if p.compiles:
            w("")
            w("Slowest compiles:")
            for c in p.compiles[:min(limit, 5)]:
                t = "%.3f s" % c["time_s"] if c["time_s"] is not None else "? s"
                most = max(c["phases"], key=lambda ph: ph[1]) if c.get("phases") else None
                share = ", mostly %s %.0f%%" % (most[0], 100.0 * most[1] / c["time_s"]) if most and c["time_s"] else ""
                w("  %s  %s (compile %s, %s ops, %s guards%s)" % (t, c["name"], c["compile_id"], c["graph_op_count"], c["guard_count"], share))
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
    return lines
