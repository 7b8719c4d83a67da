"""Where the ranks of a distributed job diverge, read from their dumps.

A job hangs on a collective when its ranks run different code: a function
compiled into different graphs, a graph break or a recompilation on some
ranks only, a different guard failing.  Each rank's dump (`rank_<r>/`) says
what torch did there; this module lines the ranks up function by function
and lists every difference, at the user's function and line.

Functions are matched across ranks by where they are (file, first line,
qualified name), not by their index keys, which count per process.
"""

import difflib
import os
import re

_RANK = re.compile(r"^rank_(\d+)$")
GRAPH_KINDS = ("dynamo_graph",)


class Divergence:
    """One difference between ranks.

    `kind`: `compiled_on_some_ranks`, `graph_count`, `graph_differs`,
    `graph_break`, `recompilation`, `skipped`; `function`: the function's
    name as the user knows it; `where`: `file:line` in the user's code;
    `per_rank`: rank -> what that rank shows (a short string, or None for
    nothing); `detail`: lines that show the difference (a diff of graphs)."""

    def __init__(self, kind, function, where, per_rank, detail=()):
        self.kind = kind
        self.function = function
        self.where = where
        self.per_rank = per_rank
        self.detail = list(detail)
        self.keys = {}  # rank -> the function's key in that rank's index (None: not there)

    def as_dict(self):
        return {"kind": self.kind, "function": self.function, "where": self.where,
                "per_rank": {str(r): v for r, v in sorted(self.per_rank.items())}, "detail": self.detail,
                "keys": {str(r): k for r, k in sorted(self.keys.items())}}

    def headline(self):
        return _HEADLINES[self.kind] % {"function": self.function}


_HEADLINES = {
    "compiled_on_some_ranks": "%(function)s is compiled on some ranks only",
    "graph_count": "%(function)s is compiled into a different number of graphs on different ranks",
    "graph_differs": "%(function)s is compiled into different graphs on different ranks",
    "graph_break": "%(function)s has a graph break on some ranks only",
    "recompilation": "%(function)s recompiles differently on different ranks",
    "skipped": "%(function)s runs eagerly on some ranks only",
}


def rank_processes(dump):
    """(rank, process) for each process of `dump` that is a rank, by rank."""
    out = []
    for proc in dump.processes:
        rank = (proc.info or {}).get("rank")
        m = _RANK.match(proc.rel or "")
        if rank is None and m:
            rank = int(m.group(1))
        if rank is not None:
            out.append((int(rank), proc))
    return sorted(out, key=lambda rp: rp[0])


def _identity(f):
    return (os.path.basename(f.get("filename") or ""), f.get("firstlineno"), f.get("qualname") or f.get("name"))


def _where(f):
    return "%s:%s" % (f.get("filename"), f.get("firstlineno"))


def _short(loc):
    """`file.py:line` of a `path:line` (the divergence names the full path)."""
    return os.path.basename(loc) if loc else "?"


def _graph_body(text):
    """A graph file without its comments and blank lines: what the graph is,
    not where or when it was written."""
    return [line.rstrip() for line in (text or "").splitlines()
            if line.strip() and not line.lstrip().startswith("#")]


class _RankView:
    """One rank's facts per function, keyed by the function's identity."""

    def __init__(self, proc):
        self.proc = proc
        self.functions = {}
        for f in proc.index.get("functions", []):
            self.functions.setdefault(_identity(f), f)
        graphs = {}
        for art in proc.index.get("artifacts", []):
            if art.get("kind") in GRAPH_KINDS and art.get("function"):
                graphs.setdefault(art["function"], []).append(art["path"])
        self.graphs = {k: sorted(v, key=_graph_order) for k, v in graphs.items()}

    def graph_texts(self, f):
        return [_graph_body(self.proc.artifact_text(p)) for p in self.graphs.get(f["key"], [])]


def _graph_order(path):
    m = re.match(r"__compiled_fn_(\d+)", os.path.basename(path))
    return (int(m.group(1)) if m else 1 << 30, path)


def divergences(dump):
    """Every difference between the ranks of `dump` (an empty list when it
    holds fewer than two ranks, or when they agree)."""
    ranks = rank_processes(dump)
    if len(ranks) < 2:
        return []
    views = {r: _RankView(p) for r, p in ranks}
    identities = []
    for r, _ in ranks:
        for ident in views[r].functions:
            if ident not in identities:
                identities.append(ident)
    out = []
    for ident in identities:
        recs = {r: views[r].functions.get(ident) for r, _ in ranks}
        out.extend(_function_divergences(recs, views))
    return out


def _name(recs):
    f = next(f for f in recs.values() if f is not None)
    return f.get("qualname") or f.get("name"), _where(f)


def _function_divergences(recs, views):
    name, where = _name(recs)
    compiled = {r: (len(f["compiles"]) if f else 0) for r, f in recs.items()}
    out = []
    if len(set(c > 0 for c in compiled.values())) > 1:
        out.append(Divergence("compiled_on_some_ranks", name, where,
                              {r: "%d compile(s)" % c if c else None for r, c in compiled.items()}))
    else:  # (a function compiled on some ranks only has graphs there only)
        out.extend(_graph_divergences(name, where, recs, views))
    out.extend(_event_divergences(name, where, recs))
    for d in out:
        d.keys = {r: (f["key"] if f else None) for r, f in recs.items()}
    return out


def _graph_divergences(name, where, recs, views):
    texts = {r: (views[r].graph_texts(f) if f else []) for r, f in recs.items()}
    counts = {r: len(t) for r, t in texts.items()}
    if len(set(counts.values())) > 1:
        return [Divergence("graph_count", name, where, {r: "%d graph(s)" % c for r, c in counts.items()})]
    first_rank = min(texts)
    out = []
    for i in range(counts[first_rank]):
        base = texts[first_rank][i]
        differ = [r for r in texts if texts[r][i] != base]
        if not differ:
            continue
        other = differ[0]
        diff = list(difflib.unified_diff(base, texts[other][i], "rank %d, graph %d" % (first_rank, i),
                                         "rank %d, graph %d" % (other, i), lineterm="", n=1))
        per_rank = {r: "graph %d, %s rank %d's" % (i, "unlike" if r in differ else "the same as", first_rank)
                    for r in texts}
        per_rank[first_rank] = "graph %d (%d lines)" % (i, len(base))
        out.append(Divergence("graph_differs", name, where, per_rank, diff[:80]))
    return out


def _event_divergences(name, where, recs):
    out = []
    for kind, field, describe in (
        ("graph_break", "graph_breaks", lambda e: "%s: %s" % (_short(e.get("user_line")), e.get("reason") or "")),
        ("recompilation", "recompilations", lambda e: e.get("reason") or ""),
        ("skipped", "skipped", lambda e: e.get("reason") or ""),
    ):
        seen = {r: sorted({describe(e) for e in (f or {}).get(field, [])}) for r, f in recs.items()}
        if len({tuple(v) for v in seen.values()}) > 1:
            where_here = where
            if kind == "graph_break":
                lines = [e.get("user_line") for f in recs.values() if f for e in f.get(field, []) if e.get("user_line")]
                where_here = lines[0] if lines else where
            out.append(Divergence(kind, name, where_here, {r: "; ".join(v) if v else None for r, v in seen.items()}))
    return out


def text(dump, limit=10):
    """The divergences of `dump` in plain words (no lines when the ranks agree
    or there are fewer than two)."""
    ranks = rank_processes(dump)
    if len(ranks) < 2:
        return []
    found = divergences(dump)
    if not found:
        return ["Ranks %s agree: the same functions, graphs, graph breaks and recompilations."
                % ", ".join(str(r) for r, _ in ranks)]
    lines = ["Ranks diverge (%d difference(s)): a collective can hang where ranks run different code." % len(found)]
    for d in found[:limit]:
        lines.append("  %s (%s)" % (d.headline(), d.where))
        for r, v in sorted(d.per_rank.items()):
            lines.append("    rank %d: %s" % (r, v if v is not None else "(nothing)"))
    if len(found) > limit:
        lines.append("  ... and %d more" % (len(found) - limit))
    return lines
