"""Where the ranks of a distributed run diverge: a function compiled into
different graphs on different ranks, a graph break, a recompilation or a
frame run eagerly on some ranks only, different guards failing.  A rank
that compiles differently runs different collectives: this is how a
distributed job hangs.  Standard library only: read from each rank's index."""

import os

from .model import split_loc


def rank_processes(dump):
    """The processes of a distributed run, by rank (none when fewer than two)."""
    ranks = sorted((p for p in dump.processes if p.info.get("rank") is not None), key=lambda p: p.info["rank"])
    return ranks if len(ranks) > 1 else []


def _profile(proc):
    """(filename, firstlineno) of each top function -> what this rank made of it."""
    out = {}
    for top, keys in proc.groups.items():
        f = proc.functions.get(top, {})
        ident = (f.get("filename"), f.get("firstlineno"))
        graphs = [a for a in proc.artifacts.values() if a.get("kind") == "dynamo_graph" and a.get("function") in keys]
        recs = [proc.functions[k] for k in keys if k in proc.functions]
        out[ident] = {
            "key": top,
            "name": proc.display_name(top),
            "compiled": proc.compiled(top),
            "graphs": len(graphs),
            "graph breaks": sorted({gb.get("user_line") or "?" for r in recs for gb in r.get("graph_breaks", [])}),
            "recompilations": sorted({x["plain"] for rc in proc.recompiles if rc["function"] in keys for x in rc["failed"]}),
            "ran eagerly": sorted({s["summary"] for s in proc.skipped if s["function"] in keys}),
        }
    return out


ASPECTS = ("compiled", "graphs", "graph breaks", "recompilations", "ran eagerly")


def divergence(dump):
    """[{function, where, what, ranks: [{rank, value, raw, function, proc}], lines}]:
    each way a function's compiles differ between ranks."""
    procs = rank_processes(dump)
    profiles = [(p, _profile(p)) for p in procs]
    idents = []
    for _, prof in profiles:
        idents.extend(i for i in prof if i not in idents)
    out = []
    for ident in idents:
        seen = [(p, prof.get(ident)) for p, prof in profiles]
        name = next(s["name"] for _, s in seen if s is not None)
        for what in ASPECTS:
            values = [s[what] if s is not None else (False if what == "compiled" else None) for _, s in seen]
            if all(v == values[0] for v in values):
                continue
            lines = []
            if what == "graph breaks":  # the lines some ranks break at and others do not
                every = [set(v or ()) for v in values]
                lines = sorted(set().union(*every) - set.intersection(*every))
            out.append({
                "function": name,
                "where": "%s:%s" % ident if ident[0] else None,
                "what": what,
                "ranks": [{"rank": p.name, "value": _shown(v), "raw": v, "function": s["key"] if s else None, "proc": p}
                          for (p, s), v in zip(seen, values)],
                "lines": [x for x in lines if split_loc(x)],
            })
    return out


def _short(value):
    loc = split_loc(value)
    return "%s:%d" % (os.path.basename(loc[0]), loc[1]) if loc else value


def _shown(value):
    if value is None:
        return "not compiled"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        return "; ".join(_short(v) for v in value) if value else "none"
    return str(value)
