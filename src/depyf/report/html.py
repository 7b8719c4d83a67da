"""The static HTML report: `report/index.html`, one page per compiled function
and one (or several, for large files) per dumped file.  Opened from disk: no
server, no network, inline CSS only.  Needs jinja2 and pygments (the
`report` extra)."""

import os
import re
import shutil
from html import escape

from . import ranks
from .model import common_trunk, load, split_loc


class MissingExtra(Exception):
    """jinja2 or pygments is not installed."""

PAGE_LINES = 2000  # lines of a dumped file per page
HIGHLIGHT_MAX = 1500000  # characters; larger files are shown unhighlighted
REPORT_DIR = "report"


def _extras():
    try:
        import jinja2
        import pygments  # noqa: F401
        from pygments.formatters import HtmlFormatter
        from pygments.lexers import PythonLexer
    except ImportError as e:
        raise MissingExtra(
            "the HTML report needs jinja2 and pygments (%s): pip install 'depyf[report]'" % e
        )
    return jinja2, HtmlFormatter, PythonLexer


class _Highlighter:
    def __init__(self, HtmlFormatter, PythonLexer):
        import pygments

        self._pyg = pygments
        self.lexer = PythonLexer()
        self.formatter = HtmlFormatter(nowrap=True)
        self.css = HtmlFormatter(style="default").get_style_defs(".src")

    def lines(self, text):
        """HTML of each line of `text` (Python-highlighted when not huge)."""
        n = len(text.splitlines())
        if len(text) > HIGHLIGHT_MAX:
            return [escape(line) for line in text.splitlines()]
        out = self._pyg.highlight(text, self.lexer, self.formatter).split("\n")
        if len(out) < n:
            out += [""] * (n - len(out))
        return out[:n]


def _slug(text):
    return re.sub(r"[^0-9A-Za-z]+", "_", text).strip("_") or "x"


class Builder:
    def __init__(self, dump, out_dir):
        jinja2, HtmlFormatter, PythonLexer = _extras()
        self.dump = dump
        self.out = out_dir
        self.hl = _Highlighter(HtmlFormatter, PythonLexer)
        from .templates import ARTIFACT, BASE, CSS, FUNCTION, INDEX, RECOMPILE

        self.env = jinja2.Environment(
            loader=jinja2.DictLoader({"base": BASE, "index": INDEX, "function": FUNCTION, "artifact": ARTIFACT,
                                      "recompile": RECOMPILE}),
            autoescape=True,
        )
        self.Markup = jinja2.utils.markupsafe.Markup if hasattr(jinja2.utils, "markupsafe") else __import__("markupsafe").Markup
        self.common = {"css": CSS, "pygments_css": self.Markup(self.hl.css)}
        self.fids = {}
        self.pages = {}  # (proc prefix, artifact path) -> page base name
        self.written = []
        self._nlines = {}
        self._user_hl = {}
        self.fn_anchors = {}  # function page -> the user-line anchors on it
        self.diff_page = {}  # (proc prefix, function key, compile id) -> its recompilation page

    # -- names and links -----------------------------------------------------
    def fid(self, path):
        if path not in self.fids:
            self.fids[path] = len(self.fids) + 1
        return self.fids[path]

    def uanchor(self, loc):
        return "u%d-%d" % (self.fid(loc[0]), loc[1])

    def fn_page(self, proc, key):
        return "f_%s%s.html" % (proc.prefix, _slug(key))

    def fn_href(self, proc, key):
        if key is None or key not in proc.functions:
            return None
        return self.fn_page(proc, proc.top(key))

    def user_href(self, proc, key, loc):
        """The user line on the page of the function `key` belongs to."""
        if isinstance(loc, str):
            loc = split_loc(loc)
        page = self.fn_href(proc, key)
        if page is None or loc is None:
            return None
        anchor = self.uanchor(loc)
        if page in self.fn_anchors and anchor not in self.fn_anchors[page]:
            return page  # that page does not show the line: the function itself
        return "%s#%s" % (page, anchor)

    def art_base(self, proc, path):
        key = (proc.prefix, path)
        if key not in self.pages:
            base = "a_%s%s" % (proc.prefix, _slug(os.path.splitext(path)[0]))
            taken = set(self.pages.values())
            name, n = base, 1
            while name in taken:
                n += 1
                name = "%s_%d" % (base, n)
            self.pages[key] = name
        return self.pages[key]

    def art_href(self, proc, path, line=None):
        if path not in proc.artifacts:
            return None
        base = self.art_base(proc, path)
        page = ((line - 1) // PAGE_LINES + 1) if line else 1
        name = base + (".html" if page == 1 else "_p%d.html" % page)
        return name + ("#L%d" % line if line else "")

    # -- writing -------------------------------------------------------------
    def write(self, name, template, **ctx):
        html = self.env.get_template(template).render(**dict(self.common, **ctx))
        path = os.path.join(self.out, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(html)
        self.written.append(path)

    def build(self):
        if os.path.isdir(self.out):
            shutil.rmtree(self.out)
        os.makedirs(self.out)
        for proc in self.dump.processes:
            for top in proc.groups:
                self.function_page(proc, top)
            for path in proc.artifacts:
                self.artifact_pages(proc, path)
            for r in proc.recompiles:
                self.recompile_page(proc, r)
        self.index_page()
        return os.path.join(self.out, "index.html")

    # -- the overview --------------------------------------------------------
    def short(self, loc):
        p = split_loc(loc) if isinstance(loc, str) else loc
        if not p:
            return loc or ""
        return "%s:%d" % (os.path.basename(p[0]), p[1])

    def code_at(self, loc):
        p = split_loc(loc) if isinstance(loc, str) else loc
        if not p:
            return ""
        text = self.dump.sources.line(*p)
        return text.strip() if text else ""

    def index_page(self):
        procs = []
        first = self.dump.processes[0].index
        for proc in self.dump.processes:
            rows = proc.function_rows()
            for r in rows:
                r["href"] = self.fn_page(proc, r["key"])
                r["where_short"] = self.short(r["where"])
            breaks = []
            for b in proc.breaks:
                key = b["functions"][0] if b["functions"] else None
                breaks.append(dict(
                    b,
                    href=self.user_href(proc, key, b["user_line"]) or "#",
                    short=self.short(b["user_line"]),
                    code=self.code_at(b["user_line"]),
                    fns=[{"name": proc.display_name(k), "href": self.fn_href(proc, k)} for k in b["functions"]],
                    transformed=[{"name": t, "href": self.art_href(proc, t)} for t in b["transformed"] if self.art_href(proc, t)],
                    stack=[dict(fr, href=self.user_href(proc, key, fr.get("user_line")), short=self.short(fr.get("user_line")),
                                code=self.code_at(fr.get("user_line"))) for fr in b["user_stack"]],
                ))
            recompiles = []
            for r in proc.recompiles:
                view = []
                for x in r["failed"]:
                    view.append(dict(x, href=self.user_href(proc, r["function"], x.get("user_line")),
                                     short=self.short(x.get("user_line")), code=self.code_at(x.get("user_line"))))
                recompiles.append(dict(r, failed_view=view, fn_href=self.fn_href(proc, r["function"]),
                                       diff_href=self.diff_page.get((proc.prefix, r["function"], r["compile_id"])),
                                       transformed_href=self.art_href(proc, r["transformed"]) if r["transformed"] else None))
            dynamic = [dict(d, fn_href=self.fn_href(proc, d["function"]),
                            sizes=[dict(x, href=self.user_href(proc, d["function"], x.get("user_line")),
                                        short=self.short(x.get("user_line"))) for x in d["sizes"]])
                       for d in proc.dynamic]
            trunk, tree = common_trunk(proc.call_tree)
            calls = self.call_site_view(proc, tree)
            calls_through = (dict(short=self.short(trunk[-1].user_line), function=trunk[-1].function, depth=len(trunk))
                             if trunk else None)
            skipped = [dict(s, fn_href=self.fn_href(proc, s["function"]),
                            href=self.user_href(proc, s["function"], s["user_line"]), short=self.short(s["user_line"]))
                       for s in proc.skipped]
            slowest = [dict(c, fn_href=self.fn_href(proc, c["function"]), dominant=max(c["phases"], key=lambda p: p[1])[0] if c["phases"] else None,
                            href=self.art_href(proc, c["transformed_code"]) if c["transformed_code"] else None,
                            time="%.3f s" % c["time_s"] if c["time_s"] is not None else "?")
                       for c in proc.compiles[:10]]
            fallbacks = [dict(f, href=self.art_href(proc, f["path"]) if f["path"] else None) for f in proc.fallbacks]
            before = [dict(c, href=self.fn_href(proc, c.get("function"))) for c in proc.index.get("compiled_before", [])]
            files = []
            for path, a in sorted(proc.artifacts.items(), key=lambda kv: (kv[1].get("function") or "", kv[0])):
                files.append(dict(path=path, kind=a.get("kind"), compile_id=a.get("compile_id"), cache_hit=a.get("cache_hit"),
                                  function=proc.display_name(a["function"]) if a.get("function") else None,
                                  href=self.art_href(proc, path), fn_href=self.fn_href(proc, a.get("function")),
                                  nlines=self._nlines.get((proc.prefix, path), "")))
            index_rel = os.path.relpath(os.path.join(proc.folder, "depyf_index.json"), self.out)
            procs.append(dict(name=proc.name, rel=proc.rel, prefix=proc.prefix, s=proc.summary(), rows=rows, breaks=breaks,
                              recompiles=recompiles, dynamic=dynamic, calls=calls, calls_through=calls_through, skipped=skipped, slowest=slowest, fallbacks=fallbacks, before=before,
                              files=files, index_href=index_rel.replace(os.sep, "/"), index_name=index_rel))
        self.write("index.html", "index", title="depyf report: what torch.compile did", back=None, folder=self.dump.folder,
                   torch_version=first.get("torch_version"), python=first.get("python"),
                   depyf_version=first.get("depyf_version"), procs=procs, divergences=self.rank_divergences())

    def call_site_view(self, proc, nodes):
        """The call-site tree as dicts for the template, each compile linked."""
        return [dict(short=self.short(n.user_line), code=self.code_at(n.user_line), function=n.function, count=n.count(),
                     compiles=[dict(name=name, compile_id=cid, href=self.fn_href(proc, key)) for key, name, cid in n.compiles],
                     children=self.call_site_view(proc, n.children)) for n in nodes]

    def rank_divergences(self):
        """Where the ranks diverge, each rank's function page linked."""
        by_rank = dict(ranks.rank_processes(self.dump))
        out = []
        for d in ranks.divergences(self.dump):
            rows = [dict(rank=r, shows=v, href=self.fn_href(by_rank[r], d.keys.get(r)) if d.keys.get(r) else None)
                    for r, v in sorted(d.per_rank.items())]
            # the line, on the page of a rank that shows something there
            holder = next((r for r, v in sorted(d.per_rank.items()) if v is not None and d.keys.get(r)), None)
            href = self.user_href(by_rank[holder], d.keys[holder], d.where) if holder is not None else None
            out.append(dict(headline=d.headline(), where=d.where, short=self.short(d.where), code=self.code_at(d.where),
                            href=href, rows=rows, detail=d.detail))
        return dict(items=out, ranks=[r for r in sorted(by_rank)]) if len(by_rank) > 1 else None

    # -- a recompilation: what changed ---------------------------------------
    def recompile_page(self, proc, r):
        """The failed guards with the user line of the value each checks,
        then side-by-side diffs of the transformed code and of the graph
        between the compile that no longer held and the new one."""
        from .diff import changed, side_by_side

        key, cid = r["function"], r["compile_id"]
        before = proc.previous_compile(key, cid)
        after = next((c for c in proc.functions.get(key, {}).get("compiles", []) if c.get("compile_id") == cid), None)
        if before is None or after is None:
            return  # (a recompilation that raised made no code to compare)
        diffs = []
        for what, a, b in (("transformed code", before.get("transformed_code"), after.get("transformed_code")),
                           ("graph", proc.graph_of(before), proc.graph_of(after))):
            ta = proc.artifact_text(a) if a else None
            tb = proc.artifact_text(b) if b else None
            if ta is None and tb is None:
                continue
            ta, tb = _without_header(ta or ""), _without_header(tb or "")
            diffs.append({"what": what, "before": a, "after": b, "before_href": self.art_href(proc, a) if a else None,
                          "after_href": self.art_href(proc, b) if b else None, "changed": changed(ta, tb),
                          "table": self.Markup(side_by_side(ta, tb))})
        failed = [dict(x, href=self.user_href(proc, key, x.get("user_line")), short=self.short(x.get("user_line")),
                       code=self.code_at(x.get("user_line"))) for x in r["failed"]]
        name = "r_%s%s_%s.html" % (proc.prefix, _slug(key), _slug(str(cid)))
        self.diff_page[(proc.prefix, key, cid)] = name
        self.write(name, "recompile", title="%s: recompiled, compile %s" % (proc.display_name(key), cid), back="index.html",
                   fn_href=self.fn_href(proc, key), fn_name=proc.display_name(key), compile_id=cid,
                   before_id=before.get("compile_id"), failed=failed, reason=r["reason"], diffs=diffs)

    # -- a function's page ---------------------------------------------------
    def function_page(self, proc, top):
        keys = proc.groups.get(top, [top])
        f = proc.functions.get(top, {})
        entries = []
        full_code = []
        for key in keys:
            rec = proc.functions.get(key, {})
            fc = rec.get("full_code")
            if fc and fc in proc.artifacts and fc not in [x["path"] for x in full_code]:
                full_code.append({"path": fc, "href": self.art_href(proc, fc)})
            for i, c in enumerate(rec.get("compiles", [])):
                graphs = []
                for cf in c.get("compiled_fns", []):
                    for path, a in sorted(proc.artifacts.items()):
                        if a.get("compiled_fn") == cf and a.get("kind") != "full_code":
                            graphs.append({"path": path, "href": self.art_href(proc, path),
                                           "label": _short_art(path)[len(cf):].strip() or path})
                guard_href = self._guard_href(proc, rec, i)
                t = c.get("entire_frame_compile_time_s")
                entries.append(dict(c, name=proc.display_name(key), resume_of=rec.get("resume_of"),
                                    resume_global=rec.get("resume_global"), entry=i,
                                    href=self.art_href(proc, c.get("transformed_code")) if c.get("transformed_code") else None,
                                    guard_href=guard_href, graphs=graphs, time="%.3f s" % t if t is not None else ""))
        own_locs, extra_locs, library_locs = proc.group_locs(top)
        self.fn_anchors[self.fn_page(proc, top)] = {self.uanchor(loc) for loc in own_locs + extra_locs + library_locs}
        own = self.source_table(proc, own_locs, keys) if own_locs else None
        extra = self._tables_by_file(proc, extra_locs, keys)
        library = self._tables_by_file(proc, library_locs, keys)
        missing = "%s unreadable" % f.get("filename") if f.get("filename") else "no file recorded"
        eager = [dict(x, href=self.user_href(proc, top, x["user_line"]), short=self.short(x["user_line"]))
                 for x in proc.skipped if x["function"] in keys]
        self.write(self.fn_page(proc, top), "function", eager=eager,
                   title="%s %s" % (proc.display_name(top), "(process %s)" % proc.name if proc.rel else ""),
                   back="index.html", where="%s:%s" % (f.get("filename"), f.get("firstlineno")), proc=proc.name if proc.rel else None,
                   entries=entries, full_code=full_code, own=own, extra=extra, library=library, source_missing=missing)

    def _tables_by_file(self, proc, locs, keys):
        by_file = {}
        for loc in locs:
            by_file.setdefault(loc[0], []).append(loc)
        return [{"path": path, "table": self.source_table(proc, ls, keys)} for path, ls in sorted(by_file.items())]

    def _guard_href(self, proc, rec, entry):
        fc = rec.get("full_code")
        if not fc or fc not in proc.artifacts:
            return None
        text = proc.artifact_text(fc)
        if text is None:
            return None
        section = rec.get("resume_global") or rec.get("name")
        if rec.get("resume_global"):
            section = section.lstrip("_")
        pat = re.compile(r"^def __guard_%d_for_%s\(" % (entry, re.escape(_slug_fn(section))))
        for i, line in enumerate(text.splitlines(), 1):
            if pat.match(line):
                return self.art_href(proc, fc, i)
        return self.art_href(proc, fc)

    def source_table(self, proc, locs, keys=None):
        """Rows of user source lines, each with what torch did with it."""
        rows = []
        by_file = {}
        for loc in locs:
            by_file.setdefault(loc[0], []).append(loc[1])
        for path, nums in by_file.items():
            lines = self.dump.sources.lines(path) or []
            hl = {}
            # only the lines shown are highlighted, run by run (a library
            # file may be thousands of lines for the few a graph came from)
            runs = []
            for n in nums:
                if runs and n == runs[-1][1] + 1:
                    runs[-1][1] = n
                else:
                    runs.append([n, n])
            for first, last in runs:
                key = (path, first, last)
                if key not in self._user_hl:
                    chunk = lines[first - 1:last]
                    self._user_hl[key] = self.hl.lines("\n".join(chunk)) if chunk else []
                for i, h in enumerate(self._user_hl[key]):
                    hl[first + i] = h
            prev = None
            for n in nums:
                if prev is not None and n != prev + 1:
                    rows.append('<tr><td class="ln">&hellip;</td><td class="mk"></td><td class="c"></td><td class="ann"></td></tr>')
                prev = n
                code = hl[n] if n in hl else '<span class="muted">(line not in the file)</span>'
                li = proc.lines.get((path, n))
                cls, marks, ann = "", "", ""
                anchor = self.uanchor((path, n))
                if li is not None:
                    kinds = li.kinds()
                    cls = " ".join(["marked"] + ["m-" + k for k in kinds]) if kinds else ""
                    marks, ann = self.line_annotation(proc, li, keys)
                    marks = '<a class="mk" href="#%s" title="what torch did with this line">%s</a>' % (anchor, marks) if marks else ""
                    ann = _detail("line %d" % n, ann) if ann else ""
                rows.append('<tr id="%s" class="%s"><td class="ln"><a href="#%s">%d</a></td><td class="mk">%s</td><td class="c src">%s</td><td class="ann">%s</td></tr>'
                            % (anchor, cls, anchor, n, marks, code, ann))
        return self.Markup('<div class="wrap"><table class="code">%s</table></div>' % "\n".join(rows))

    def line_annotation(self, proc, li, keys=None):
        """(compact markers, the detail shown on demand) of one user line."""
        out = []
        for k in li.kinds():
            out.append('<span class="badge b-%s">%s</span>' % (k, k))
        links = []
        for bid in li.breaks:
            links.append(self._break_detail(proc, bid, "graph break"))
        for bid in li.break_sites:
            if bid not in li.breaks:
                links.append(self._break_detail(proc, bid, "graph break inside this call"))
        for t in li.transformed:
            if self.art_href(proc, t) is None:
                continue
            links.append('<a class="transformed" href="%s">%s</a>' % (self.art_href(proc, t), escape(_short_art(t))))
        graphs = {}
        for path, node in li.nodes:
            graphs.setdefault(path, []).append(node)
        for path, nodes in graphs.items():
            links.append('<a class="node" href="%s">%s</a>: %s' % (
                self.art_href(proc, path, nodes[0].line), escape(_short_art(path)), escape(", ".join(n.name for n in nodes))))
        for path, k in li.kernels:
            line = k.line or (k.call_lines[0] if k.call_lines else None)
            links.append('<a class="kernel" href="%s">%s</a> <span class="muted">(%s)</span>' % (
                self.art_href(proc, path, line), escape(k.name), escape(_short_art(path))))
        seen = set()
        own_full_code = {proc.functions.get(k, {}).get("full_code") for k in keys} if keys else None
        for path, g in li.guards:
            key = (path, g.section, g.entry)
            if key in seen or (own_full_code is not None and path not in own_full_code):
                continue  # (a line of torch's own guards every function has: this function's only)
            seen.add(key)
            links.append('<a class="guard" href="%s">guard, entry %d of %s</a>' % (
                self.art_href(proc, path, g.line), g.entry, escape(proc.section_name(path, g.section))))
        for key, cid, guard in li.recompiles:
            links.append('<span class="bad">recompiled (%s): <code>%s</code> failed</span>' % (escape(str(cid)), escape(guard)))
        for s in li.skipped:
            links.append('<span class="muted">%s</span>' % escape(s))
        return "".join(out), "<br>".join(links)

    def _break_detail(self, proc, bid, label):
        """A graph break in a line's detail: torch's words and the user's
        traceback (innermost last), each frame linked."""
        b = next((x for x in proc.breaks if x["id"] == bid), None)
        head = '<a class="break" href="index.html#%s%s">%s</a>' % (proc.prefix, bid, label)
        if b is None:
            return head
        key = b["functions"][0] if b["functions"] else None
        frames = []
        for fr in b["user_stack"]:
            href = self.user_href(proc, key, fr.get("user_line"))
            where = escape(self.short(fr.get("user_line")))
            frames.append('<li>%s in <code>%s</code> <code class="muted">%s</code></li>' % (
                '<a class="frame" href="%s">%s</a>' % (href, where) if href else where,
                escape(fr.get("function") or ""), escape(self.code_at(fr.get("user_line")))))
        stack = '<div class="stack">user traceback (innermost last):<ol>%s</ol></div>' % "".join(frames) if len(frames) > 1 else ""
        return '%s: <b>%s</b>%s' % (head, escape(b.get("explanation") or b.get("reason") or ""), stack)

    # -- a dumped file's pages -----------------------------------------------


    def artifact_pages(self, proc, path):
        art = proc.artifacts[path]
        text = proc.artifact_text(path)
        if text is None:
            text = "# (file missing from the folder)"
        lines = text.splitlines() or [""]
        self._nlines[(proc.prefix, path)] = len(lines)
        hl = self.hl.lines(text) if text else [""]
        anns = self.artifact_annotations(proc, path, art, lines)
        npages = (len(lines) - 1) // PAGE_LINES + 1
        base = self.art_base(proc, path)
        fn_href = self.fn_href(proc, art.get("function"))
        for page in range(1, npages + 1):
            first = (page - 1) * PAGE_LINES + 1
            last = min(len(lines), page * PAGE_LINES)
            rows = []
            for n in range(first, last + 1):
                ann = anns.get(n)
                mark = '<a class="mk" href="#L%d" title="where this line comes from and goes"><span class="badge b-link">%d</span></a>' % (n, len(ann)) if ann else ""
                rows.append('<tr id="L%d"%s><td class="ln"><a href="#L%d">%d</a></td><td class="mk">%s</td><td class="c src">%s</td><td class="ann">%s</td></tr>'
                            % (n, ' class="marked"' if ann else "", n, n, mark, hl[n - 1] if n - 1 < len(hl) else "",
                               _detail("line %d" % n, "<br>".join(ann)) if ann else ""))
            pages = [{"n": i, "current": i == page, "href": base + (".html" if i == 1 else "_p%d.html" % i)} for i in range(1, npages + 1)]
            self.write(base + (".html" if page == 1 else "_p%d.html" % page), "artifact",
                       title=os.path.join(proc.rel, path) if proc.rel else path, back="index.html", kind=art.get("kind"), function=art.get("function"), fn_href=fn_href,
                       compile_id=art.get("compile_id"), decompiled=art.get("decompiled"), reason=art.get("reason"),
                       path=os.path.join(proc.rel, path) if proc.rel else path, nlines=len(lines), pages=pages,
                       first=first, last=last, table=self.Markup('<div class="wrap"><table class="code">%s</table></div>' % "\n".join(rows)))

    def artifact_annotations(self, proc, path, art, lines):
        """Line number -> the links shown beside that line of artifact `path`
        (its user lines, graph nodes, kernels, guards, resume functions)."""
        anns = {}
        key = art.get("function")

        def add(n, html):
            anns.setdefault(n, []).append(html)

        def ulink(loc, label=None):
            href = self.user_href(proc, key, loc)
            label = escape(label or self.short(loc))
            return '<a class="user" href="%s">%s</a>' % (href, label) if href else label

        kind = art.get("kind")
        if kind in ("dynamo_graph", "aot_forward_graph", "aot_backward_graph", "aot_joint_graph"):
            self._graph_annotations(proc, path, art, lines, add, ulink)
        elif kind == "inductor_output_code":
            self._kernel_annotations(proc, path, add, ulink)
        elif kind == "full_code":
            self._full_code_annotations(proc, path, lines, add, ulink)
        elif kind == "transformed_code":
            self._transformed_annotations(proc, path, art, lines, add, ulink)
        return anns

    def _graph_annotations(self, proc, path, art, lines, add, ulink):
        """A graph's nodes: the user line each came from, the kernels it went into."""
        kind = art.get("kind")
        kernels_by_node = {}
        kernels_by_user = {}
        for kpath, linked in proc.kernels.items():
            for k, aot, dyn in linked:
                for n in aot + dyn:
                    if n.graph == path:
                        kernels_by_node.setdefault(n.name, []).append((kpath, k))
                    if n.user and proc.artifacts.get(kpath, {}).get("compiled_fn") == art.get("compiled_fn"):
                        kernels_by_user.setdefault(n.user, []).append((kpath, k))
        done_user = set()
        for n in proc.graph_nodes.get(path, []):
            if n.user and n.user not in done_user:
                done_user.add(n.user)
                # the `# File:` comment above the node
                for j in range(n.line - 1, 0, -1):
                    if lines[j - 1].lstrip().startswith("# File:"):
                        add(j, "from " + ulink(n.user))
                        break
            ks = kernels_by_node.get(n.name) or ([] if kind != "dynamo_graph" else kernels_by_user.get(n.user, []))
            seen = set()
            for kpath, k in ks:
                if (kpath, k.name) in seen:
                    continue
                seen.add((kpath, k.name))
                line = k.line or (k.call_lines[0] if k.call_lines else None)
                add(n.line, '&rarr; <a class="kernel" href="%s">%s</a>' % (self.art_href(proc, kpath, line), escape(k.name)))

    def _kernel_annotations(self, proc, path, add, ulink):
        """Inductor's kernels: the graph nodes and user lines they compute."""
        for k, aot, dyn in proc.kernels.get(path, []):
            users = []
            for n in aot + dyn:
                if n.user and n.user not in users:
                    users.append(n.user)
            parts = []
            for gpath in sorted({n.graph for n in aot + dyn}):
                names = [n.name for n in aot + dyn if n.graph == gpath]
                first = min(n.line for n in aot + dyn if n.graph == gpath)
                parts.append('<a class="node" href="%s">%s</a>: %s' % (self.art_href(proc, gpath, first), escape(_short_art(gpath)), escape(", ".join(names))))
            how = ' <span class="muted">(matched by %s)</span>' % escape(k.how) if k.how else ""
            html = "&larr; " + "; ".join(parts) + how if parts else '<span class="muted">no graph node found for %s</span>' % escape(k.name)
            if users:
                html += "<br>&larr; " + ", ".join(ulink(u) for u in users)
            for n in ([k.line] if k.line else []) + k.call_lines:
                add(n, html)

    def _full_code_annotations(self, proc, path, lines, add, ulink):
        """full_code: each guard's user line, each cache entry's transformed code."""
        entries = proc.entries.get(path, {})
        for g in proc.guards.get(path, []):
            if g.user:
                add(g.line, ulink(g.user))
        for section, files in entries.items():
            for i, tc in files.items():
                for n, line in enumerate(lines, 1):
                    if line.startswith("# transformed code, cache entry %d (file: %s)" % (i, tc)):
                        if self.art_href(proc, tc):
                            add(n, '<a class="transformed" href="%s">%s</a>' % (self.art_href(proc, tc), escape(tc)))
                        break

    def _transformed_annotations(self, proc, path, art, lines, add, ulink):
        """Transformed code: the function, its guards, its graphs, its resume functions."""
        key = art.get("function")
        for ul in art.get("user_lines", [])[:1]:
            add(1, "the function: " + ulink(ul))
        rec = proc.functions.get(key, {})
        for i, c in enumerate(rec.get("compiles", [])):
            if c.get("transformed_code") == path:
                gh = self._guard_href(proc, rec, i)
                if gh:
                    add(1, '<a class="guard" href="%s">its guards (cache entry %d)</a>' % (gh, i))
                for cf in c.get("compiled_fns", []):
                    for gpath, a in sorted(proc.artifacts.items()):
                        if a.get("compiled_fn") == cf and a.get("kind") != "full_code":
                            for n, line in enumerate(lines, 1):
                                if re.search(r"\b%s\(" % re.escape(cf), line):
                                    add(n, '<a class="graph" href="%s">%s</a>' % (self.art_href(proc, gpath), escape(_short_art(gpath))))
                                    break
                for rname in c.get("resume_functions", []):
                    rkey = next((k for k, r in proc.functions.items() if r.get("resume_global") == rname and proc.top(k) == proc.top(key)), None)
                    rrec = proc.functions.get(rkey, {})
                    for rc in rrec.get("compiles", []):
                        if not self.art_href(proc, rc.get("transformed_code")):
                            continue
                        for n, line in enumerate(lines, 1):
                            if re.search(r"\b%s\(" % re.escape(rname), line):
                                add(n, 'resume: <a class="transformed" href="%s">%s</a>' % (
                                    self.art_href(proc, rc["transformed_code"]), escape(rc["transformed_code"])))
                                break


def _without_header(text):
    """A dumped file's text without depyf's first-line header (it names the
    file's own compile, which differs by design)."""
    first, sep, rest = text.partition("\n")
    return rest if "Written by depyf" in first or first.startswith("# transformed code") else text


def _detail(title, html):
    """The detail of one line: shown beside the code, in a panel, when the
    line is selected (its marker or number clicked: the row is the page's
    target), so the code itself reads unbroken."""
    return '<div class="detail"><div class="dh">%s <a class="close" href="#">close</a></div>%s</div>' % (title, html)


def _slug_fn(name):
    return re.sub(r"[^0-9A-Za-z_]+", "_", name or "").strip("_")


def _short_art(path):
    return os.path.splitext(path)[0]


def build(dump_dir, out_dir=None):
    dump = load(dump_dir)
    out = out_dir or os.path.join(dump.folder, REPORT_DIR)
    return Builder(dump, out).build()
