"""How long the HTML report takes to build, and how large it is, against the
compile time of the program it reports on (measured in the same run).

    PYTHONPATH=src python benchmarks/report_build.py [--repeats 3] [--backend inductor] [--layers 2] [--only seed|llama]

Workloads: the seed example (examples/seed_prepare_debug.py, inductor) and a
small transformers Llama built from a config (no download), each captured
with `prepare_debug` in a fresh process.  Compile time is what torch reports
for the compiles (`entire_frame_compile_time_s`, summed over the index);
report build time is the best of `--repeats` builds in this process
(`depyf.report.build`), with `depyf explain`'s text as well.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
SRC = os.path.join(REPO, "src")
sys.path.insert(0, SRC)

LLAMA = r'''
import sys, torch, transformers, depyf
cfg = transformers.LlamaConfig(vocab_size=128, hidden_size=32, intermediate_size=64, num_hidden_layers=%(layers)d,
                               num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64)
torch.manual_seed(0)
model = transformers.LlamaForCausalLM(cfg).eval()
ids = torch.randint(0, cfg.vocab_size, (2, 8))
compiled = torch.compile(model, backend=%(backend)r)
with depyf.prepare_debug(sys.argv[1]):
    with torch.no_grad():
        compiled(input_ids=ids, use_cache=True)
'''


def _env():
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([SRC] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    env.pop("TORCH_LOGS", None)
    return env


def capture_seed(work):
    shutil.copy(os.path.join(REPO, "examples", "seed_prepare_debug.py"), work)
    t = time.perf_counter()
    subprocess.run([sys.executable, "seed_prepare_debug.py"], cwd=work, env=_env(), check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return os.path.join(work, "dump_src_dir"), time.perf_counter() - t


def capture_llama(work, backend, layers):
    script = os.path.join(work, "llama_prog.py")
    with open(script, "w") as f:
        f.write(LLAMA % {"backend": backend, "layers": layers})
    dump = os.path.join(work, "dump")
    t = time.perf_counter()
    subprocess.run([sys.executable, script, dump], cwd=work, env=_env(), check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return dump, time.perf_counter() - t


def compile_time(dump):
    from depyf.report import load

    return sum(c["time_s"] or 0 for p in load(dump).processes for c in p.compiles)


def size_of(folder):
    total, files = 0, 0
    for root, _, names in os.walk(folder):
        for n in names:
            total += os.path.getsize(os.path.join(root, n))
            files += 1
    return total, files


def measure(label, dump, run_wall, repeats):
    import depyf.report

    comp = compile_time(dump)
    builds = []
    for _ in range(repeats):
        t = time.perf_counter()
        path = depyf.report.build(dump)
        builds.append(time.perf_counter() - t)
    t = time.perf_counter()
    depyf.report.explain(dump)
    explain_s = time.perf_counter() - t
    rsize, rfiles = size_of(os.path.dirname(path))
    dsize, dfiles = size_of(dump)
    dsize -= rsize
    dfiles -= rfiles
    best = min(builds)
    row = {
        "workload": label,
        "compile_s": round(comp, 3),
        "program_wall_s": round(run_wall, 2),
        "report_build_s": round(best, 3),
        "build_over_compile": round(best / comp, 4) if comp else None,
        "explain_s": round(explain_s, 3),
        "report_bytes": rsize,
        "report_pages": rfiles,
        "dump_bytes": dsize,
        "dump_files": dfiles,
    }
    print("%-22s compile %7.2f s | report build %6.3f s (%5.1f%% of compile) | explain %5.3f s | report %6.0f KiB in %d pages for a %5.0f KiB dump of %d files"
          % (label, comp, best, 100 * best / comp if comp else float("nan"), explain_s, rsize / 1024.0, rfiles, dsize / 1024.0, dfiles))
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--backend", default="inductor", help="backend for the Llama (default inductor)")
    ap.add_argument("--layers", type=int, default=2)
    ap.add_argument("--only", choices=["seed", "llama"])
    ap.add_argument("--json", help="also write the rows to this file")
    args = ap.parse_args()
    rows = []
    work = tempfile.mkdtemp(prefix="depyf_report_bench_")
    try:
        if args.only in (None, "seed"):
            d = os.path.join(work, "seed")
            os.makedirs(d)
            dump, wall = capture_seed(d)
            rows.append(measure("seed (inductor)", dump, wall, args.repeats))
        if args.only in (None, "llama"):
            d = os.path.join(work, "llama")
            os.makedirs(d)
            dump, wall = capture_llama(d, args.backend, args.layers)
            rows.append(measure("llama %dL (%s)" % (args.layers, args.backend), dump, wall, args.repeats))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
