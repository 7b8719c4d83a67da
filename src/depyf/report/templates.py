"""The report's jinja2 templates (kept in Python so they install with the code)."""

CSS = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d2330;background:#fafbfc}
header{background:#24292f;color:#fff;padding:10px 20px}header a{color:#9cdcfe}
main{padding:10px 20px 40px}
h1{font-size:20px;margin:4px 0}h2{font-size:17px;margin:26px 0 8px;border-bottom:1px solid #d0d7de;padding-bottom:3px}
h3{font-size:15px;margin:18px 0 6px}
table{border-collapse:collapse;margin:6px 0}th,td{border:1px solid #d0d7de;padding:3px 7px;vertical-align:top;text-align:left}
th{background:#eef1f4}td.num{text-align:right;font-variant-numeric:tabular-nums}
code,pre,.src{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
.muted{color:#6a737d}.bad{color:#b31d28}.ok{color:#22863a}
.badge{display:inline-block;border-radius:8px;padding:0 6px;margin:0 2px;font-size:11px;color:#fff}
.b-graph{background:#2f7d32}.b-kernel{background:#6f42c1}.b-break{background:#cb2431}.b-guard{background:#b08800}
.b-skipped{background:#586069}.b-recompile{background:#e36209}
.wrap{overflow-x:auto;max-width:100%}
table.code{border:none;min-width:100%;background:#fff}table.code td{border:none;padding:0 6px;white-space:pre;vertical-align:top}
table.code td.ln{color:#8c959f;text-align:right;user-select:none;width:1%}table.code td.ln a{color:inherit;text-decoration:none}
table.code td.mk{width:1%;padding:0 4px;white-space:nowrap}td.mk a.mk{text-decoration:none}td.mk .badge{font-size:10px;padding:0 4px;margin:0 1px}
table.code td.ann{width:0;padding:0}.b-link{background:#57606a}
.detail{display:none}
tr:target .detail{display:block;position:fixed;top:64px;right:14px;width:min(36vw,560px);max-height:calc(100vh - 90px);overflow:auto;background:#fff;border:1px solid #d0d7de;border-radius:6px;box-shadow:0 6px 20px rgba(0,0,0,.18);padding:8px 12px;z-index:10;white-space:normal;font-family:system-ui,sans-serif;font-size:12.5px;line-height:1.6}
.detail .dh{font-weight:bold;margin-bottom:4px}.detail .close{float:right;font-weight:normal}
table.code tr:target{background:#fff8c5}table.code tr.marked td.c{background:#f1f8ff}
table.code tr.m-break td.c{background:#ffeef0}
.detail a{margin-right:6px}.gb{border:1px solid #d0d7de;background:#fff;padding:6px 10px;margin:8px 0;border-radius:4px}
.gb:target{outline:2px solid #f9c513}.count{font-weight:bold;font-size:16px;margin-right:6px}
details>summary{cursor:pointer}.pager a{margin:0 4px}
.stack ol{margin:2px 0 2px 18px;padding:0}.hints{color:#57606a;font-size:13px}
ul.calltree, ul.calltree ul{list-style:none;padding-left:1.2em;margin:0}ul.calltree li{margin:2px 0}
table.diff tr.chg td.l,table.diff tr.del td.l{background:#ffebe9}table.diff tr.chg td.r,table.diff tr.ins td.r{background:#dafbe1}
table.diff{table-layout:fixed;width:100%}table.diff td.ln{width:3.5em}table.diff td.c{white-space:pre-wrap;word-break:break-all}
table.diff td.l{border-right:1px solid #d0d7de}table.diff tr.gap td{background:#f6f8fa}
pre.reason{white-space:pre-wrap;background:#f6f8fa;padding:6px;border-radius:4px;max-height:30em;overflow:auto}
"""

BASE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ title }}</title>
<style>{{ css }}{{ pygments_css }}</style></head>
<body><header><h1>{{ title }}</h1>{% if back %}<a href="{{ back }}">&larr; overview</a>{% endif %}{% block sub %}{% endblock %}</header>
<main>{% block body %}{% endblock %}</main></body></html>
"""

INDEX = """{% extends "base" %}
{% block sub %}<div>dump: <code>{{ folder }}</code> &middot; torch {{ torch_version or "?" }} &middot; Python {{ python or "?" }} &middot; depyf {{ depyf_version or "?" }}</div>{% endblock %}
{% block body %}
{% if procs|length > 1 %}
<h2 id="processes">Processes ({{ procs|length }})</h2>
<table><tr><th>process</th><th>role</th><th>pid</th><th>functions</th><th>compiles</th><th>graph breaks</th><th>recompilations</th><th>skipped</th><th>compile time</th><th>folder</th></tr>
{% for p in procs %}<tr><td><a href="#proc-{{ p.name }}">{{ p.name }}</a></td><td>{{ p.s.role }}</td><td class="num">{{ p.s.pid }}</td><td class="num">{{ p.s.functions }}</td><td class="num">{{ p.s.compiles }}</td>
<td class="num">{{ p.s.graph_breaks }} ({{ p.s.distinct_graph_breaks }} distinct)</td><td class="num">{{ p.s.recompilations }}</td><td class="num">{{ p.s.skipped }}</td><td class="num">{{ "%.2f"|format(p.s.compile_time_s) }} s</td><td><code>{{ p.rel or "." }}</code></td></tr>{% endfor %}
</table>{% endif %}
{% if divergences %}
<section id="ranks">
{% if divergences["items"] %}<h2 id="divergence">Ranks diverge ({{ divergences["items"]|length }} difference(s))</h2>
<p>A distributed job hangs on a collective where its ranks run different code. Each difference names your function and line and what each rank shows; a rank's link opens its own page of the function.</p>
<table><tr><th>what differs</th><th>where</th><th>per rank</th></tr>
{% for d in divergences["items"] %}<tr id="divergence-{{ loop.index }}"><td class="bad">{{ d.headline }}</td>
<td>{% if d.href %}<a class="userline" href="{{ d.href }}"><code>{{ d.short }}</code></a>{% else %}<code>{{ d.short }}</code>{% endif %} <code>{{ d.code }}</code></td>
<td>{% for r in d.rows %}{% if r.href %}<a class="rank" href="{{ r.href }}">rank {{ r.rank }}</a>{% else %}rank {{ r.rank }}{% endif %}: {{ r.shows if r.shows is not none else "(nothing)" }}<br>{% endfor %}
{% if d.detail %}<details><summary class="muted">the graphs, side by side as a diff</summary><pre class="reason">{{ d.detail|join("\n") }}</pre></details>{% endif %}</td></tr>
{% endfor %}</table>{% else %}<h2 id="divergence">Ranks agree</h2><p>Ranks {{ divergences["ranks"]|join(", ") }} compiled the same functions into the same graphs, with the same graph breaks and recompilations.</p>{% endif %}
</section>{% endif %}
{% for p in procs %}
<section id="proc-{{ p.name }}">
{% if procs|length > 1 %}<h2>Process {{ p.name }} <span class="muted">({{ p.s.role }}, pid {{ p.s.pid }}{% if p.s.rank is not none %}, rank {{ p.s.rank }}{% endif %})</span></h2>{% endif %}
{% if not p.s.compiles and not p.s.compiled_before and not p.s.skipped %}
<p class="nothing"><b>torch.compile compiled nothing in this {{ "process" if procs|length > 1 else "run" }}.</b> No function was compiled inside the block (is <code>torch.compile</code> called, and is the compiled function run?).</p>
{% else %}
<p>{{ p.s.functions }} function(s) compiled ({{ p.s.resume_functions }} resume function(s)), {{ p.s.graphs }} graph(s), {{ p.s.compiles }} compile(s) taking {{ "%.2f"|format(p.s.compile_time_s) }} s; {{ p.s.graph_breaks }} graph break(s), {{ p.s.distinct_graph_breaks }} distinct; {{ p.s.recompilations }} recompilation(s); {{ p.s.skipped }} frame(s) run eagerly; {{ p.s.fallbacks }} fallback(s).{% if p.s.caches %} torch's compile caches: {{ p.s.caches }}{% if p.s.caches == "kept" %}, {{ p.s.cache_hits }} file(s) from a cache hit{% endif %}.{% endif %}</p>
{% endif %}
{% if p.rows %}
<h3 id="{{ p.prefix }}functions">Compiled functions</h3>
<table><tr><th>function</th><th>defined at</th><th>graphs</th><th>graph breaks</th><th>recompilations</th><th>cache entries</th><th>resume fns</th><th>compile time</th><th>ran eagerly</th><th>fallbacks</th></tr>
{% for r in p.rows %}<tr><td><a href="{{ r.href }}">{{ r.name }}</a>{% if r.compiled_before_block %} <span class="muted">(compiled before the block)</span>{% endif %}</td><td><code>{{ r.where_short }}</code></td>
<td class="num">{{ r.graphs }}</td><td class="num {{ 'bad' if r.graph_breaks }}">{{ r.graph_breaks }}</td><td class="num {{ 'bad' if r.recompilations }}">{{ r.recompilations }}</td><td class="num">{{ r.cache_entries }}</td><td class="num">{{ r.resume_functions }}</td>
<td class="num">{{ "%.3f"|format(r.compile_time_s) }} s</td><td class="num {{ 'bad' if r.skipped }}">{{ r.skipped }}</td><td class="num {{ 'bad' if r.fallbacks }}">{{ r.fallbacks }}</td></tr>{% endfor %}
</table>{% endif %}
{% if p.breaks %}
<h3 id="{{ p.prefix }}graph-breaks">Graph breaks: {{ p.breaks|length }} distinct, {{ p.s.graph_breaks }} in all</h3>
{% for b in p.breaks %}<div class="gb" id="{{ p.prefix }}{{ b.id }}"><span class="count">{{ b.count }}&times;</span>
<a class="userline" href="{{ b.href }}"><code>{{ b.short }}</code></a> <code>{{ b.code }}</code>
<div><b>{{ b.explanation or b.reason }}</b></div>
{% if b.explanation and b.reason %}<div class="muted">{{ b.reason }}</div>{% endif %}
{% if b.stack|length > 1 %}<div class="stack">user traceback (innermost last):<ol>{% for fr in b.stack %}<li>{% if fr.href %}<a class="frame" href="{{ fr.href }}"><code>{{ fr.short }}</code></a>{% else %}<code>{{ fr.short }}</code>{% endif %} in <code>{{ fr.function }}</code> <code class="muted">{{ fr.code }}</code></li>{% endfor %}</ol></div>{% endif %}
{% if b.hints or b.doc_url %}<div class="hints">{% for h in b.hints %}<div>hint: {{ h }}</div>{% endfor %}{% if b.doc_url %}<div>torch's page for this graph break: <code>{{ b.doc_url }}</code></div>{% endif %}</div>{% endif %}
<div class="muted">in {% for f in b.fns %}<a href="{{ f.href }}">{{ f.name }}</a>{% if not loop.last %}, {% endif %}{% endfor %} &middot; compiles {{ b.compile_ids|join(", ") }}
{% if b.transformed %} &middot; transformed code: {% for t in b.transformed %}<a href="{{ t.href }}">{{ t.name }}</a> {% endfor %}{% endif %}</div></div>
{% endfor %}{% elif p.s.compiles %}<h3>No graph breaks</h3>{% endif %}
{% if p.recompiles %}
<h3 id="{{ p.prefix }}recompilations">Recompilations ({{ p.recompiles|length }})</h3>
<table><tr><th>function</th><th>compile</th><th>why (the guard that failed)</th><th>guard from</th><th>new code</th><th>what changed</th></tr>
{% for r in p.recompiles %}{% for x in r.failed_view %}<tr><td><a href="{{ r.fn_href }}">{{ r.name }}</a></td><td>{{ r.compile_id }}</td><td>{{ x.plain }}<br><code class="muted">{{ x.entry or "" }} {{ x.guard }}</code></td>
<td>{% if x.href %}<a href="{{ x.href }}"><code>{{ x.short }}</code></a> <code>{{ x.code }}</code>{% else %}<span class="muted">(no user line)</span>{% endif %}</td>
<td>{% if r.transformed_href %}<a href="{{ r.transformed_href }}">{{ r.transformed }}</a>{% endif %}</td>
<td>{% if r.diff_href %}<a class="diff" href="{{ r.diff_href }}">diff</a>{% endif %}</td></tr>{% endfor %}{% endfor %}
</table>{% for r in p.recompiles %}<details><summary class="muted">torch's reason for {{ r.name }} {{ r.compile_id }}</summary><pre class="reason">{{ r.reason }}</pre></details>{% endfor %}{% endif %}
{% if p.dynamic %}
<h3 id="{{ p.prefix }}dynamic">Dynamic shapes ({{ p.dynamic|length }} compile(s) made sizes symbolic)</h3>
<table><tr><th>function</th><th>compile</th><th>sizes made symbolic</th><th>why</th></tr>
{% for d in p.dynamic %}<tr><td><a href="{{ d.fn_href }}">{{ d.name }}</a></td><td>{{ d.compile_id }}</td>
<td>{% for x in d.sizes %}<code>{{ x.source }}</code> as <code>{{ x.symbol }}</code> <span class="muted">(was {{ x.value }}{% if x.href %}, <a href="{{ x.href }}">{{ x.short }}</a>{% endif %})</span>{% if not loop.last %}<br>{% endif %}{% endfor %}</td>
<td>{% if d.after_recompilation %}a recompilation switched it to dynamic shapes: <span class="muted">{{ d.recompile_reason }}</span>{% else %}asked for (<code>dynamic=True</code> or marked dynamic){% endif %}</td></tr>{% endfor %}
</table>{% endif %}
{% if p.calls %}
<h3 id="{{ p.prefix }}calls">Where the compiles were triggered</h3>
{% if p.calls_through %}<p class="muted">All through <code>{{ p.calls_through.short }}</code> in {{ p.calls_through.function }} ({{ p.calls_through.depth }} frame(s) every compile shares, not shown).</p>{% endif %}
<ul class="calltree">{% for n in p.calls recursive %}<li><code>{{ n.short }}</code> in <b>{{ n.function }}</b>{% if n.code %} <code class="muted">{{ n.code }}</code>{% endif %} <span class="muted">({{ n.count }} compile(s))</span>
{% if n.compiles %}&rarr; {% for c in n.compiles %}<a href="{{ c.href }}">{{ c.name }}</a> {{ c.compile_id }}{% if not loop.last %}, {% endif %}{% endfor %}{% endif %}
{% if n.children %}<ul>{{ loop(n.children) }}</ul>{% endif %}</li>{% endfor %}</ul>{% endif %}
{% if p.skipped %}
<h3 id="{{ p.prefix }}skipped">Frames torch did not compile ({{ p.skipped|length }}): they ran eagerly</h3>
<table><tr><th>function</th><th>where</th><th>why</th></tr>
{% for s in p.skipped %}<tr><td>{% if s.fn_href %}<a href="{{ s.fn_href }}">{{ s.name }}</a>{% else %}{{ s.name }}{% endif %}</td><td>{% if s.href %}<a href="{{ s.href }}"><code>{{ s.short }}</code></a>{% else %}<code>{{ s.short }}</code>{% endif %}</td>
<td>{{ s.summary }} <span class="muted">({{ s.ran }})</span>{% if s.reason and s.reason != s.summary %}<details><summary class="muted">torch's full reason</summary><pre class="reason">{{ s.reason }}</pre></details>{% endif %}</td></tr>{% endfor %}
</table>{% endif %}
{% if p.slowest %}
<h3 id="{{ p.prefix }}slowest">Slowest compiles</h3>
<table><tr><th>time</th><th>by phase</th><th>function</th><th>compile</th><th>ops</th><th>guards</th><th>transformed code</th></tr>
{% for c in p.slowest %}<tr><td class="num">{{ c.time }}</td><td class="phases">{% for ph, t in c.phases %}{% if ph == c.dominant %}<b>{{ ph }} {{ "%.3f"|format(t) }} s</b>{% else %}{{ ph }} {{ "%.3f"|format(t) }} s{% endif %}{% if not loop.last %} &middot; {% endif %}{% endfor %}</td><td><a href="{{ c.fn_href }}">{{ c.name }}</a></td><td>{{ c.compile_id }}</td><td class="num">{{ c.graph_op_count }}</td><td class="num">{{ c.guard_count }}</td><td>{% if c.href %}<a href="{{ c.href }}">{{ c.transformed_code }}</a>{% endif %}</td></tr>{% endfor %}
</table>{% endif %}
{% if p.fallbacks %}
<h3 id="{{ p.prefix }}fallbacks">Fallbacks ({{ p.fallbacks|length }})</h3>
<p class="muted">Code depyf could not decompile runs as torch made it (the file holds its disassembly); failures are depyf's own, the program ran on.</p>
<ul>{% for f in p.fallbacks %}<li>{% if f.href %}<a href="{{ f.href }}">{{ f.path }}</a>{% else %}depyf{% endif %}: <span class="bad">{{ f.reason }}</span></li>{% endfor %}</ul>{% endif %}
{% if p.before %}
<h3 id="{{ p.prefix }}compiled-before">Compiled before the block ({{ p.before|length }})</h3>
<table><tr><th>function</th><th>defined at</th><th>cache entries</th><th>resume functions</th><th>not recovered</th></tr>
{% for c in p.before %}<tr><td>{% if c.href %}<a href="{{ c.href }}">{{ c.name }}</a>{% else %}{{ c.name }}{% endif %}</td><td><code>{{ c.filename }}:{{ c.firstlineno }}</code></td><td class="num">{{ c.cache_entries }}</td><td class="num">{{ c.resume_functions|length if c.resume_functions is iterable and c.resume_functions is not string else c.resume_functions }}</td><td>{{ c.not_recovered }}</td></tr>{% endfor %}
</table>{% endif %}
<h3 id="{{ p.prefix }}files">All files ({{ p.files|length }})</h3>
<details{% if p.files|length < 40 %} open{% endif %}><summary>every file in the index, by function</summary>
<table><tr><th>file</th><th>kind</th><th>function</th><th>compile</th><th>lines</th></tr>
{% for a in p.files %}<tr><td><a class="artifact" href="{{ a.href }}">{{ a.path }}</a></td><td>{{ a.kind }}{% if a.cache_hit %} <span class="muted">(cache hit)</span>{% endif %}</td><td>{% if a.fn_href %}<a href="{{ a.fn_href }}">{{ a.function }}</a>{% else %}{{ a.function or "" }}{% endif %}</td><td>{{ a.compile_id or "" }}</td><td class="num">{{ a.nlines }}</td></tr>{% endfor %}
</table></details>
<p class="muted">The index itself: <a href="{{ p.index_href }}">{{ p.index_name }}</a></p>
</section>
{% endfor %}
{% endblock %}
"""

FUNCTION = """{% extends "base" %}
{% block sub %}<div><code>{{ where }}</code>{% if proc %} &middot; process {{ proc }}{% endif %}</div>{% endblock %}
{% block body %}
{% if not entries %}<h2>Not compiled</h2>
<p class="nothing">torch compiled no code for this function: it ran eagerly.</p>
{% for r in eager %}<div class="gb"><b>{{ r.summary }}</b>{% if r.href %} at <a href="{{ r.href }}"><code>{{ r.short }}</code></a>{% endif %}{% if r.reason != r.summary %}<details><summary class="muted">torch's full reason</summary><pre class="reason">{{ r.reason }}</pre></details>{% endif %}</div>{% endfor %}
{% else %}<h2>Cache entries and what each runs</h2>
<table><tr><th>function</th><th>compile</th><th>transformed code (runs)</th><th>guards</th><th>graphs</th><th>time</th><th>ops</th><th>guards</th></tr>
{% for e in entries %}<tr><td>{{ e.name }}</td><td>{{ e.compile_id }}</td>
<td>{% if e.href %}<a class="transformed" href="{{ e.href }}">{{ e.transformed_code }}</a>{% if e.decompiled == false %} <span class="bad">(torch's code runs)</span>{% endif %}{% endif %}</td>
<td>{% if e.guard_href %}<a href="{{ e.guard_href }}">guards, entry {{ e.entry }}</a>{% endif %}</td>
<td>{% if e.graphs %}<code>{{ e.compiled_fns|join(", ") }}</code>: {% endif %}{% for g in e.graphs %}<a href="{{ g.href }}" title="{{ g.path }}">{{ g.label }}</a>{% if not loop.last %} &middot; {% endif %}{% endfor %}</td><td class="num">{{ e.time }}</td><td class="num">{{ e.graph_op_count }}</td><td class="num">{{ e.guard_count }}</td></tr>{% endfor %}
</table>{% endif %}
{% if full_code %}<p>Everything together (guards, dispatch, transformed code, resume functions): {% for f in full_code %}<a href="{{ f.href }}">{{ f.path }}</a> {% endfor %}</p>{% endif %}
<p>Click a line's markers for what torch made of it. <span class="badge b-graph">graph</span> in a compiled graph &middot; <span class="badge b-kernel">kernel</span> in an Inductor kernel &middot; <span class="badge b-break">break</span> caused a graph break &middot; <span class="badge b-guard">guard</span> guarded &middot; <span class="badge b-recompile">recompile</span> a failed guard &middot; <span class="badge b-skipped">skipped</span> ran eagerly</p>
<h2 id="source">Source{% if not own %} <span class="muted">(not available: {{ source_missing }})</span>{% endif %}</h2>
{% if own %}{{ own }}{% endif %}
{% if extra %}<h2 id="elsewhere">Lines elsewhere (inlined into this function's graphs, or where its guards came from)</h2>
{% for f in extra %}<h3><code>{{ f.path }}</code></h3>{{ f.table }}{% endfor %}{% endif %}
{% if library %}<details id="library"><summary><b>torch's and Python's own code</b> <span class="muted">({{ library|length }} file(s): lines of the libraries this function's graphs and guards came from)</span></summary>
{% for f in library %}<h3><code>{{ f.path }}</code></h3>{{ f.table }}{% endfor %}</details>{% endif %}
{% endblock %}
"""

RECOMPILE = """{% extends "base" %}
{% block sub %}<div><a href="{{ fn_href }}">{{ fn_name }}</a> &middot; compile {{ before_id }} no longer held; compile {{ compile_id }} was made</div>{% endblock %}
{% block body %}
<h2>The guard that failed</h2>
<table><tr><th>in plain words</th><th>guard</th><th>the value it checks, in the user's code</th></tr>
{% for x in failed %}<tr><td>{{ x.plain }}</td><td><code>{{ x.guard }}</code></td><td>{% if x.href %}<a class="userline" href="{{ x.href }}"><code>{{ x.short }}</code></a> <code>{{ x.code }}</code>{% else %}<span class="muted">(torch names no user line)</span>{% endif %}</td></tr>{% endfor %}
</table>
<details><summary class="muted">torch's reason</summary><pre class="reason">{{ reason }}</pre></details>
{% for d in diffs %}<h2>{{ d.what|capitalize }}: compile {{ before_id }} &rarr; {{ compile_id }} <span class="muted">({{ d.changed }} line(s) differ)</span></h2>
<p>{% if d.before_href %}<a href="{{ d.before_href }}">{{ d.before }}</a>{% else %}<span class="muted">(none)</span>{% endif %} &rarr; {% if d.after_href %}<a href="{{ d.after_href }}">{{ d.after }}</a>{% else %}<span class="muted">(none)</span>{% endif %}</p>
{{ d.table }}{% endfor %}
{% endblock %}
"""

ARTIFACT = """{% extends "base" %}
{% block sub %}<div>{{ kind }}{% if fn_href %} of <a href="{{ fn_href }}">{{ function }}</a>{% endif %}{% if compile_id %}, compile {{ compile_id }}{% endif %}
{% if decompiled == false %} &middot; <span class="bad">not decompiled: {{ reason }}</span>{% endif %}
&middot; <code>{{ path }}</code> ({{ nlines }} lines)</div>
{% if pages|length > 1 %}<div class="pager">page {% for pg in pages %}{% if pg.current %}<b>{{ pg.n }}</b>{% else %}<a href="{{ pg.href }}">{{ pg.n }}</a>{% endif %}{% endfor %} (lines {{ first }}&ndash;{{ last }})</div>{% endif %}{% endblock %}
{% block body %}{{ table }}{% endblock %}
"""
