"""What prepare_debug costs, measured against a baseline in the same run.

    PYTHONPATH=src python benchmarks/torch_overhead.py [--quick] [--layers N] [--repeats N]
                                                     [--only overhead|percall|decompile|readability]

1. compile wall time of a small program (graph break + nn.Module forward and
   backward), without and with `prepare_debug`, for the eager and inductor
   backends, and of a 4-layer transformers Llama (eager backend); each
   measurement in a fresh process with a fresh Inductor cache directory, so
   both sides compile cold.  "block" also counts entering prepare_debug
   (importing depyf, warming the decompiler) and exiting it;
2. per-call time of the compiled program after compilation, without and with
   (the code that runs under prepare_debug is the code compiled back from the
   dump, when the decompiler succeeded);
3. decompile time of every transformed code object of a many-layer
   transformers Llama (built from a config) against its Dynamo compile time;
4. readability of the dumped transformed code: statements that do nothing,
   single-use temporaries, user variable names kept.

Targets from the issue: compile overhead < 5%, per-call overhead < 1%,
decompilation < 2% of compile time.  This is a benchmark, not a test.
"""

import argparse
import ast
import contextlib
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.join(os.path.dirname(HERE), "src")
sys.path.insert(0, SRC)

# -- the measured program ----------------------------------------------------------------------

PROGRAM = '''
import torch

def toy_example(a, b):
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:
        b = b * -1
    return x * b

class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = torch.nn.Linear(16, 32)
        self.l2 = torch.nn.Linear(32, 4)

    def forward(self, x):
        h = torch.relu(self.l1(x))
        return self.l2(h).sum()

def workload(backend):
    torch.manual_seed(0)
    toy = torch.compile(toy_example, backend=backend)
    model = torch.compile(MLP(), backend=backend)
    args = [(torch.randn(10), torch.randn(10)) for _ in range(8)]
    x = torch.randn(8, 16)

    def run_once():
        for a, b in args:
            toy(a, b)
        model(x).backward()

    return run_once


def workload_llama(backend, layers=4):
    import transformers

    cfg = transformers.LlamaConfig(
        vocab_size=256, hidden_size=64, intermediate_size=128, num_hidden_layers=layers,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=128,
    )
    torch.manual_seed(0)
    model = torch.compile(transformers.LlamaForCausalLM(cfg).eval(), backend=backend)
    ids = torch.randint(0, 256, (1, 16))

    def run_once():
        with torch.no_grad():
            model(input_ids=ids)

    return run_once
'''


def worker(cfg):
    """Runs in a fresh process: compile (timed), then per-call timing."""
    import torch

    if cfg.get("src"):  # --against: another depyf's source tree
        sys.path.insert(0, cfg["src"])
        import depyf

        if not os.path.abspath(depyf.__file__).startswith(os.path.join(cfg["src"], "")):
            raise RuntimeError("depyf came from %s, not from %s" % (depyf.__file__, cfg["src"]))
    ns = {}
    exec(compile(PROGRAM, "bench_program", "exec"), ns)
    run_once = ns[cfg.get("workload", "workload")](cfg["backend"])
    dump = cfg.get("dump")
    result = {"enter_s": 0.0, "exit_s": 0.0, "enter_cpu_s": 0.0, "exit_cpu_s": 0.0}
    hook_s = {}
    if dump:
        t0, c0 = time.perf_counter(), time.thread_time()
        import depyf

        _time_session_hooks(hook_s)

        cm = depyf.prepare_debug(dump)
        cm.__enter__()
        result["enter_s"] = time.perf_counter() - t0
        result["enter_cpu_s"] = time.thread_time() - c0
    if cfg.get("collect", True):
        # both sides start the timed compile from a collected heap: where the
        # next full collection falls depends on all that was allocated before
        # (entering prepare_debug moves it), and one full collection of a
        # Llama's heap is several percent of its compile
        gc.collect()
    pauses = _GcPauses()
    writer = _writer_clock()
    w0 = time.clock_gettime(writer) if writer is not None else 0.0
    t0, c0 = time.perf_counter(), time.thread_time()
    with pauses:
        run_once()  # compiles every frame (both branches of toy_example are reached)
        run_once()
    result["compile_s"] = time.perf_counter() - t0
    result["compile_cpu_s"] = time.thread_time() - c0
    # depyf's writer thread, in the same window (files written after the
    # hooks return: not in the callbacks' time, still the program's CPU)
    result["writer_cpu_s"] = time.clock_gettime(writer) - w0 if writer is not None else 0.0
    result["gc_s"] = pauses.seconds
    result["gc_full"] = pauses.collections[2]
    result["hooks_s"] = sum(hook_s.values())
    result["trace_s"] = _torch_trace_seconds()
    calls = cfg.get("calls", 200)
    times = []
    for _ in range(cfg.get("repeats", 7)):
        t0 = time.perf_counter()
        for _ in range(calls):
            run_once()
        times.append((time.perf_counter() - t0) / calls)
    result["per_call_s"] = min(times)
    if dump:
        t0, c0 = time.perf_counter(), time.thread_time()
        cm.__exit__(None, None, None)
        result["exit_s"] = time.perf_counter() - t0
        result["exit_cpu_s"] = time.thread_time() - c0
        with open(os.path.join(dump, "depyf_index.json")) as f:
            index = json.load(f)
        tc = [a for a in index["artifacts"] if a["kind"] == "transformed_code"]
        result["transformed"] = len(tc)
        result["decompiled"] = sum(1 for a in tc if a.get("decompiled"))
    print("RESULT " + json.dumps(result))


def _writer_clock():
    """The CPU clock of depyf's writer thread, where this platform has one."""
    import threading

    for thread in threading.enumerate():
        if thread.name == "depyf-writer" and hasattr(time, "pthread_getcpuclockid"):
            try:
                return time.pthread_getcpuclockid(thread.ident)
            except OSError:
                return None
    return None


class _GcPauses:
    """Collections by generation, and their wall time, while the block runs."""

    def __init__(self):
        self.collections = [0, 0, 0]
        self.seconds = 0.0
        self._start = None

    def _callback(self, phase, info):
        if phase == "start":
            self._start = time.perf_counter()
        elif self._start is not None:
            self.seconds += time.perf_counter() - self._start
            self.collections[info["generation"]] += 1

    def __enter__(self):
        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *exc):
        gc.callbacks.remove(self._callback)


def _time_session_hooks(acc):
    """Thread CPU time spent in depyf's callbacks (benchmark instrumentation:
    wraps the session's entry points, which torch calls on the compiling
    thread)."""
    import functools

    from depyf.pt2 import recorder, session

    for owner, name in ((session.Session, "on_bytecode"), (recorder.Recorder, "on_graph_record"),
                        (recorder.Recorder, "on_convert_frame_record"),
                        (recorder.Recorder, "on_graph_break_record"), (recorder.Recorder, "on_output_code_record")):
        fn = getattr(owner, name)

        def timed(*a, _fn=fn, _name=name, **k):
            t = time.thread_time()
            try:
                return _fn(*a, **k)
            finally:
                acc[_name] = acc.get(_name, 0.0) + time.thread_time() - t

        setattr(owner, name, functools.wraps(fn)(timed))


def _torch_trace_seconds():
    """What torch's structured trace cost (torch accounts it per compile):
    torch computes the trace's payloads only while a handler listens."""
    try:
        from torch._logging._internal import structured_logging_overhead
    except ImportError:
        return 0.0
    return float(sum(structured_logging_overhead.values()))


def run_worker(cfg):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([SRC] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    with tempfile.TemporaryDirectory() as cache:
        env["TORCHINDUCTOR_CACHE_DIR"] = cache
        proc = subprocess.run(
            [sys.executable, __file__, "--worker", json.dumps(cfg)],
            env=env, capture_output=True, text=True, timeout=1800,
        )
    for line in proc.stdout.splitlines():
        if line.startswith("RESULT "):
            return json.loads(line[7:])
    raise RuntimeError("worker failed:\n" + proc.stderr[-3000:])


def compile_and_call_overhead(runs, repeats, collect=True):
    """runs: [(label, workload, backend)]."""
    rows = []
    for label, workload, backend in runs:
        base, dep = [], []
        extra = {}
        for i in range(repeats):
            # alternate the order, so drift hits both sides alike
            for side in ((0, 1) if i % 2 == 0 else (1, 0)):
                cfg = {"backend": backend, "workload": workload, "calls": 200 if workload == "workload" else 20,
                       "collect": collect}
                if side == 0:
                    base.append(run_worker(cfg))
                    continue
                with tempfile.TemporaryDirectory() as d:
                    r = run_worker(dict(cfg, dump=os.path.join(d, "dump")))
                dep.append(r)
                extra = r
        bc = statistics.median(r["compile_s"] for r in base)
        dc = statistics.median(r["compile_s"] for r in dep)
        # the whole `with prepare_debug` block: entering (imports, warm-up), compiling, exiting
        dw = statistics.median(r["enter_s"] + r["compile_s"] + r["exit_s"] for r in dep)
        bp = statistics.median(r["per_call_s"] for r in base)
        dp = statistics.median(r["per_call_s"] for r in dep)
        attribution = {
            "base_cpu": statistics.median(r["compile_cpu_s"] for r in base),
            "dep_cpu": statistics.median(r["compile_cpu_s"] for r in dep),
            "hooks": statistics.median(r["hooks_s"] for r in dep),
            "trace": statistics.median(r["trace_s"] for r in dep),
            "base_gc": statistics.median(r["gc_s"] for r in base),
            "dep_gc": statistics.median(r["gc_s"] for r in dep),
            "base_full": statistics.median(r["gc_full"] for r in base),
            "dep_full": statistics.median(r["gc_full"] for r in dep),
        }
        rows.append((label, bc, dc, dw, bp, dp, extra.get("decompiled"), extra.get("transformed"), attribution))
    return rows


def callbacks_against(src, repeats, workload="workload", backend="eager"):
    """depyf's callbacks with the depyf in `src` (another source tree: the
    code before a change) and with this one, against the compile without
    depyf: each repeat runs the three sides in fresh processes, in an order
    that rotates, so that the machine's drift hits all three alike.  Each
    share is a run's callbacks over the same repeat's compile CPU time
    without depyf."""
    sides = {"without": [], "against": [], "this": []}
    order = list(sides)
    for i in range(repeats):
        for side in order[i % 3:] + order[:i % 3]:
            cfg = {"backend": backend, "workload": workload, "calls": 1, "repeats": 1}
            if side == "without":
                sides[side].append(run_worker(cfg))
                continue
            if side == "against":
                cfg["src"] = os.path.abspath(src)
            with tempfile.TemporaryDirectory() as d:
                sides[side].append(run_worker(dict(cfg, dump=os.path.join(d, "dump"))))
    base = [r["compile_cpu_s"] for r in sides["without"]]
    out = {"without": {"compile_cpu_s": _spread(base)}}
    for side in ("against", "this"):
        runs = sides[side]
        out[side] = {
            "hooks_s": _spread([r["hooks_s"] for r in runs]),
            "share": _spread([r["hooks_s"] / b for r, b in zip(runs, base)]),
            "compile_cpu_s": _spread([r["compile_cpu_s"] for r in runs]),
            "enter_cpu_s": _spread([r["enter_cpu_s"] for r in runs]),
            "exit_cpu_s": _spread([r["exit_cpu_s"] for r in runs]),
            "writer_cpu_s": _spread([r.get("writer_cpu_s", 0.0) for r in runs]),
        }
    return out


def _spread(values):
    """(median, least, most)."""
    return statistics.median(values), min(values), max(values)


def per_call_in_process(backend, rounds=4, calls=100):
    """Per-call time, alternating with/without prepare_debug in one process,
    and the Python instructions the code Dynamo made executes per call
    (torch's own code without depyf, the code compiled back from the dump
    with it): a count that no machine load changes.

    Less exposed to machine load than comparing separate processes.
    """
    import torch
    from torch._dynamo.convert_frame import register_bytecode_hook

    import depyf

    ns = {}
    exec(compile(PROGRAM, "bench_program", "exec"), ns)
    res = {False: [], True: []}
    opcodes = {}
    for i in range(rounds):
        for dep in ((False, True) if i % 2 == 0 else (True, False)):
            torch._dynamo.reset()
            run_once = ns["workload"](backend)
            made = set()  # the code that runs: a hook after depyf's sees depyf's code
            with tempfile.TemporaryDirectory() as d:
                with depyf.prepare_debug(os.path.join(d, "dump")) if dep else contextlib.nullcontext():
                    handle = register_bytecode_hook(lambda old, new: made.add(new))
                    try:
                        run_once()
                        run_once()
                    finally:
                        handle.remove()
            if dep not in opcodes:
                opcodes[dep] = _opcodes_executed(run_once, made)
            best = float("inf")
            for _ in range(5):
                t0 = time.perf_counter()
                for _ in range(calls):
                    run_once()
                best = min(best, (time.perf_counter() - t0) / calls)
            res[dep].append(best)
    return statistics.median(res[False]), statistics.median(res[True]), opcodes[False], opcodes[True]


def _opcodes_executed(fn, codes):
    """Instructions executed in frames running one of `codes` during fn()."""
    count = [0]

    def tracer(frame, event, arg):
        if frame.f_code not in codes:
            return None
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False

        def local(frame, event, arg):
            if event == "opcode":
                count[0] += 1
            return local

        return local

    sys.settrace(tracer)
    try:
        fn()
    finally:
        sys.settrace(None)
    return count[0]


# -- decompile time of a large model ------------------------------------------------------------


def decompile_vs_compile(layers):
    import torch
    import transformers

    import depyf
    from torch._dynamo.convert_frame import register_bytecode_hook

    cfg = transformers.LlamaConfig(
        vocab_size=256, hidden_size=64, intermediate_size=128, num_hidden_layers=layers,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=128,
    )
    torch.manual_seed(0)
    model = transformers.LlamaForCausalLM(cfg).eval()
    ids = torch.randint(0, 256, (1, 16))
    codes = []
    handle = register_bytecode_hook(lambda old, new: codes.append(new))
    torch._dynamo.reset()
    compiled = torch.compile(model, backend="eager")
    # CPU time of this thread for both sides: on a loaded machine wall time
    # charges whatever else runs to whichever side it lands in
    t0 = time.thread_time()
    with torch.no_grad():
        compiled(input_ids=ids)
    compile_s = time.thread_time() - t0
    handle.remove()
    depyf.decompile(decompile_vs_compile)  # imports the decompiler, as entering prepare_debug does
    runs = []
    for _ in range(5):
        t0 = time.thread_time()
        ok = 0
        reasons = []
        for code in codes:
            try:
                depyf.decompile(code)
                ok += 1
            except Exception as e:  # the decompiler's failures are part of the result
                reasons.append("%s: %s" % (type(e).__name__, str(e)[:80]))
        runs.append(time.thread_time() - t0)
    # best of 5: a decompile of a 7000-instruction function is sometimes
    # paused several times its length (garbage collection of the big trees,
    # the machine): the least time is the decompiler's own
    decompile_s = min(runs)
    instructions = sum(len(code.co_code) // 2 for code in codes)
    return compile_s, decompile_s, len(codes), ok, instructions, reasons


# -- readability -------------------------------------------------------------------------------------


def _pure(node):
    return not any(isinstance(n, (ast.Call, ast.Await, ast.Yield, ast.YieldFrom, ast.NamedExpr))
                   for n in ast.walk(node))


def readability(folder):
    """Counts over the decompiled __transformed_code_* files in `folder`."""
    stats = {"files": 0, "statements": 0, "dead": 0, "temporaries": 0, "single_use_temporaries": 0,
             "dynamo_locals": 0, "single_use_dynamo_locals": 0, "graph_input_names": 0}
    for name in sorted(os.listdir(folder)):
        if not name.startswith("__transformed_code_"):
            continue
        text = open(os.path.join(folder, name)).read()
        try:
            tree = ast.parse(text)
        except SyntaxError:
            continue
        fns = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name.startswith("__transformed_code_")]
        if not fns:
            continue  # not decompiled (a comment with the disassembly)
        stats["files"] += 1
        fn = fns[0]
        args = {a.arg for a in fn.args.args + fn.args.kwonlyargs}
        # uses of a value: its reads, and a walrus (which is a read of the
        # value it binds); `del` is no use
        stores, loads = {}, {}
        for node in ast.walk(fn):
            if isinstance(node, ast.NamedExpr):
                loads[node.target.id] = loads.get(node.target.id, 0) + 1
            if isinstance(node, ast.stmt) and node is not fn:
                stats["statements"] += 1
                if isinstance(node, ast.Expr) and _pure(node.value):
                    stats["dead"] += 1
            if isinstance(node, ast.Name):
                bucket = stores if isinstance(node.ctx, ast.Store) else loads if isinstance(node.ctx, ast.Load) else None
                if bucket is not None:
                    bucket[node.id] = bucket.get(node.id, 0) + 1
        # the decompiler's own temporaries, and Dynamo's cache locals (tmp_N
        # are real locals of Dynamo's bytecode, stored and read there)
        temps = [n for n in stores if n not in args and n.startswith("__")]
        cached = [n for n in stores if n not in args and n.startswith("tmp_")]
        stats["temporaries"] += len(temps)
        stats["single_use_temporaries"] += sum(1 for n in temps if loads.get(n, 0) <= 1)
        stats["dynamo_locals"] += len(cached)
        stats["single_use_dynamo_locals"] += sum(1 for n in cached if loads.get(n, 0) <= 1)
        # values passed to a compiled graph, named after the graph's inputs (L_x_, G_w_)
        stats["graph_input_names"] += sum(1 for n in stores if n not in args and n[:2] in ("L_", "G_"))
    return stats


def readability_run():
    """Dump the benchmark program (eager backend) and measure the files."""
    import torch
    from torch._dynamo.convert_frame import register_bytecode_hook

    import depyf

    ns = {}
    exec(compile(PROGRAM, "bench_program", "exec"), ns)
    pairs = []
    handle = register_bytecode_hook(lambda old, new: pairs.append((old, new)))
    try:
        with tempfile.TemporaryDirectory() as d:
            dump = os.path.join(d, "dump")
            torch._dynamo.reset()
            with depyf.prepare_debug(dump):
                run_once = ns["workload"]("eager")
                run_once()
                run_once()
            stats = readability(dump)
            used = set()
            for name in os.listdir(dump):
                if name.startswith("__transformed_code_"):
                    try:
                        tree = ast.parse(open(os.path.join(dump, name)).read())
                    except SyntaxError:
                        continue
                    used |= {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
                    used |= {n.arg for n in ast.walk(tree) if isinstance(n, ast.arg)}
            with open(os.path.join(dump, "depyf_index.json")) as f:
                index = json.load(f)
    finally:
        handle.remove()
    # user variable names Dynamo's code still reads or writes (a name whose
    # value went entirely into the graph stays in co_varnames unused), and
    # how many the dump shows
    import dis

    user = set()
    for old, new in pairs:
        touched = {i.argval for i in dis.get_instructions(new)
                   if i.opname.startswith(("LOAD_FAST", "STORE_FAST", "DELETE_FAST", "LOAD_DEREF", "STORE_DEREF"))}
        user |= set(old.co_varnames) & touched
    user = {n for n in user if not n.startswith("__")}
    stats["user_names"] = len(user)
    stats["user_names_kept"] = len(user & used)
    tc = [a for a in index["artifacts"] if a["kind"] == "transformed_code"]
    stats["transformed"] = len(tc)
    stats["decompiled"] = sum(1 for a in tc if a.get("decompiled"))
    return stats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--worker")
    ap.add_argument("--quick", action="store_true", help="eager only, one repeat, 8 layers")
    ap.add_argument("--layers", type=int, default=24)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--workload", action="append", metavar="LABEL",
                    help="overhead part: only these workloads (small/eager, small/inductor, llama4/eager; repeatable)")
    ap.add_argument("--no-collect", action="store_true",
                    help="do not collect garbage before each timed compile (the full collection a side owes "
                         "then falls wherever earlier allocations put it)")
    parts = ("overhead", "percall", "decompile", "readability")
    ap.add_argument("--only", choices=parts, action="append", help="run only these parts (repeatable)")
    ap.add_argument("--against", metavar="SRC",
                    help="only depyf's callbacks on the small eager program, with the depyf in SRC (another "
                         "checkout's src/, e.g. the code before a change) and with this one, alternating")
    args = ap.parse_args()
    if args.worker:
        worker(json.loads(args.worker))
        return
    if args.against:
        against_part(args.against, args.repeats)
        return
    backends = ["eager"] if args.quick else ["eager", "inductor"]
    repeats = 1 if args.quick else args.repeats
    layers = 8 if args.quick else args.layers

    wanted = set(args.only or parts)
    if "overhead" in wanted:
        overhead_part(backends, repeats, collect=not args.no_collect, only=args.workload)
    if "percall" in wanted:
        percall_part(backends)
    if "decompile" in wanted:
        decompile_part(layers)
    if "readability" in wanted:
        readability_part()


def overhead_part(backends, repeats, collect, only=None):
    print("== compile and per-call overhead (median of %d fresh processes each) ==" % repeats)
    if collect:
        print("(each side collects garbage right before its timed compile; --no-collect to see without)")
    print("compile: the first calls, which compile every frame; block: entering prepare_debug")
    print("(imports, warm-up) + compile + exiting (final files), against the same compile without")
    print("%-15s %12s %12s %7s %7s %14s %14s %7s  %s" % (
        "workload", "compile base", "with depyf", "ratio", "block", "per-call base", "with depyf", "ratio",
        "decompiled"))
    runs = [("small/" + b, "workload", b) for b in backends]
    try:
        import transformers  # noqa: F401

        runs.append(("llama4/eager", "workload_llama", "eager"))
    except ImportError:
        print("(transformers missing: the Llama workload is skipped)")
    if only:
        runs = [r for r in runs if r[0] in only]
    rows = compile_and_call_overhead(runs, repeats, collect)
    for label, bc, dc, dw, bp, dp, ok, total, _ in rows:
        print("%-15s %11.2fs %11.2fs %7.3f %7.3f %12.1fus %12.1fus %7.3f  %s/%s" % (
            label, bc, dc, dc / bc, dw / bc, bp * 1e6, dp * 1e6, dp / bp, ok, total))
    print("\ncompile CPU time of the compiling thread (less exposed to machine load than wall time);")
    print("depyf hooks: CPU time inside depyf's callbacks (decompile, compile back, write files);")
    print("torch trace: torch's own accounting (wall) of its structured trace, whose payloads it")
    print("computes only while a handler listens (depyf no longer does: near 0 unless TORCH_TRACE is set);")
    print("gc: garbage collection pauses during the compile (wall), and the full collections among them")
    print("%-15s %10s %10s %7s %18s %18s %21s" % ("workload", "cpu base", "with depyf", "ratio", "depyf hooks",
                                                  "torch trace", "gc base -> depyf"))
    for label, *_, a in rows:
        print("%-15s %9.3fs %9.3fs %7.3f %9.1fms %5.1f%% %9.1fms %5.1f%% %6.0fms -> %4.0fms %g->%g" % (
            label, a["base_cpu"], a["dep_cpu"], a["dep_cpu"] / a["base_cpu"],
            a["hooks"] * 1e3, 100 * a["hooks"] / a["base_cpu"], a["trace"] * 1e3, 100 * a["trace"] / a["base_cpu"],
            a["base_gc"] * 1e3, a["dep_gc"] * 1e3, a["base_full"], a["dep_full"]))


def against_part(src, repeats):
    if not os.path.isfile(os.path.join(src, "depyf", "__init__.py")):
        # (a path without depyf would measure this checkout on both sides)
        raise SystemExit("--against %s: no depyf package there (give the src/ folder that holds depyf/)" % src)
    print("== depyf's callbacks on the small eager program: %s against this depyf ==" % src)
    print("(thread CPU time; %d rounds of three fresh processes, the order rotating; median (least-most))" % repeats)
    res = callbacks_against(src, repeats)

    def ms(t):
        return "%6.1f ms (%.1f-%.1f)" % tuple(x * 1e3 for x in t)

    print("compile without depyf: %s" % ms(res["without"]["compile_cpu_s"]))
    for side, label in (("against", src), ("this", "this depyf")):
        r = res[side]
        print("%s\n  callbacks %s, share %.2f%% (%.2f-%.2f%%); compile %s; entering %s, leaving %s;"
              " writer thread in the compile %s" % (
                  label, ms(r["hooks_s"]), *(100 * x for x in r["share"]), ms(r["compile_cpu_s"]),
                  ms(r["enter_cpu_s"]), ms(r["exit_cpu_s"]), ms(r["writer_cpu_s"])))


def percall_part(backends):
    print("\n== per-call time, alternating in one process (median of 4 rounds, best of 5x100 calls) ==")
    print("(opcodes: instructions executed per call in the code Dynamo made, torch's own against the")
    print(" code compiled back from the dump that runs under prepare_debug; machine load cannot change it)")
    for backend in backends:
        b, d, ob, od = per_call_in_process(backend)
        print("%-9s base %8.1fus  with depyf %8.1fus  ratio %.3f   opcodes per call %d -> %d (%+.1f%%)" % (
            backend, b * 1e6, d * 1e6, d / b, ob, od, 100.0 * (od - ob) / max(ob, 1)))


def decompile_part(layers):
    print("\n== decompile time vs Dynamo compile time (Llama, %d layers, eager backend) ==" % layers)
    try:
        cs, ds, n, ok, ins, reasons = decompile_vs_compile(layers)
        print("Dynamo compile %.2fs CPU; decompiling its %d transformed code objects (%d instructions) "
              "%.4fs CPU (best of 5) = %.2f%% of compile time; %d/%d decompiled" % (cs, n, ins, ds, 100 * ds / cs, ok, n))
        for r in sorted(set(reasons))[:5]:
            print("  failure: %s" % r)
    except ImportError as e:
        print("skipped: %s" % e)


def readability_part():
    print("\n== readability of the dumped transformed code ==")
    stats = readability_run()
    st = max(stats["statements"], 1)
    print("decompiled files %d of %d transformed codes; statements %d; no-op statements %d (%.0f%%); "
          "decompiler temporaries %d, used once %d; Dynamo's own tmp_N locals %d, used once %d; "
          "values named after graph inputs %d; user variable names kept %d/%d" % (
              stats["files"], stats["transformed"], stats["statements"], stats["dead"],
              100.0 * stats["dead"] / st, stats["temporaries"], stats["single_use_temporaries"],
              stats["dynamo_locals"], stats["single_use_dynamo_locals"], stats["graph_input_names"],
              stats["user_names_kept"], stats["user_names"]))
    if not stats["files"]:
        print("(nothing decompiled yet: the counts cover no file)")


if __name__ == "__main__":
    main()
