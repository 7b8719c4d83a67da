"""Compile time under `prepare_debug` against the plain run, with cold and
warm torch compile caches, measured in the same run.

    PYTHONPATH=src python benchmarks/warm_cache.py [--repeats N] [--workload seed|llama|all] [--layers L]

Every measurement is a fresh process; the timed window is the program's
first calls (every frame compiled, forward and backward where there is
one), imports excluded.  For each workload:

- cold: a fresh, empty cache folder (TORCHINDUCTOR_CACHE_DIR), plain and
  under `prepare_debug`;
- warm: the same folder after one run of the same side (plain warms it for
  plain, a `prepare_debug` run for `prepare_debug`, which also keeps the AOT
  graphs beside it);
- cold-caches: `prepare_debug(disable_caches=True)` on a warm folder, the
  cost of the switch that compiles cold.

Prints wall and CPU time of the window (medians of the repeats; CPU time
counts this process only, and moves less with the machine's load) and their
ratios to the plain run of the same cache state (cold-caches: to plain warm).  Workloads: the seed program's `toy_example` (examples/seed_prepare_debug.py;
Inductor, both branches, forward and backward) and a transformers Llama built
from a config (Inductor, inference).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

PROGRAM = r'''
import json, sys, time
cfg = json.loads(sys.argv[1])
import torch

def toy_example(a, b):
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:
        b = b * -1
    return x * b

def seed():
    toy = torch.compile(toy_example)
    args = [(torch.randn(10, requires_grad=True), torch.randn(10)) for _ in range(8)]
    args[0][1].abs_()
    args[1][1].abs_().neg_()

    def run():
        for a, b in args:
            toy(a, b).sum().backward()
    return run

def llama():
    import transformers
    cfg_l = transformers.LlamaConfig(
        vocab_size=256, hidden_size=64, intermediate_size=128, num_hidden_layers=cfg["layers"],
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=128,
    )
    torch.manual_seed(0)
    model = torch.compile(transformers.LlamaForCausalLM(cfg_l).eval())
    ids = torch.randint(0, 256, (1, 16))

    def run():
        with torch.no_grad():
            model(input_ids=ids)
    return run

run = {"seed": seed, "llama": llama}[cfg["workload"]]()
cm = None
if cfg["depyf"]:
    import depyf
    cm = depyf.prepare_debug(cfg["dump"], disable_caches=True if cfg["cold_caches"] else None)
    cm.__enter__()
t0, c0 = time.perf_counter(), time.process_time()
run()
run()
elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
if cm is not None:
    cm.__exit__(None, None, None)
print("RESULT " + json.dumps({"compile_s": elapsed, "cpu_s": cpu}))
'''


def _measure(workload, layers, cache, depyf, cold_caches=False, dump=None):
    cfg = {"workload": workload, "layers": layers, "depyf": depyf, "cold_caches": cold_caches, "dump": dump}
    env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=cache)
    env.pop("TORCH_LOGS", None)
    proc = subprocess.run([sys.executable, "-c", PROGRAM, json.dumps(cfg)], env=env,
                          capture_output=True, text=True, timeout=1800)
    for line in proc.stdout.splitlines():
        if line.startswith("RESULT "):
            return json.loads(line[len("RESULT "):])
    raise RuntimeError("the %s run failed:\n%s" % (workload, proc.stderr[-3000:]))


def _one_round(workload, layers, work, depyf_first):
    """{cell: seconds} of one round: each side cold in a fresh folder, then
    warm in that folder, then the cold-caches switch on the warm folder.
    Rounds alternate which side goes first (the machine's load drifts)."""
    out = {}
    sides = [("plain", False), ("depyf", True)]
    for side, depyf in (sides[::-1] if depyf_first else sides):
        cache = tempfile.mkdtemp(dir=work)
        dump = os.path.join(work, "dump_%s" % side)
        out[side + " cold"] = _measure(workload, layers, cache, depyf, dump=dump)
        out[side + " warm"] = _measure(workload, layers, cache, depyf, dump=dump)
        if depyf:
            out["depyf cold-caches"] = _measure(workload, layers, cache, True, cold_caches=True, dump=dump)
    return out


def bench(workload, layers, repeats):
    with tempfile.TemporaryDirectory() as work:
        # one untimed run first: the OS's file cache and torch's import
        # would otherwise weigh on whichever side ran first
        _measure(workload, layers, tempfile.mkdtemp(dir=work), False)
        rounds = [_one_round(workload, layers, work, depyf_first=k % 2 == 1) for k in range(repeats)]
    med = {cell: {k: statistics.median(r[cell][k] for r in rounds) for k in ("compile_s", "cpu_s")} for cell in rounds[0]}
    label = workload if workload == "seed" else "llama, %d layers" % layers
    print("\n== %s (Inductor), median of %d ==" % (label, repeats))
    print("%-20s %9s %9s %10s %10s" % ("", "wall s", "CPU s", "wall/plain", "CPU/plain"))
    for cell in ("plain cold", "depyf cold", "plain warm", "depyf warm", "depyf cold-caches"):
        base = med["plain cold"] if cell.endswith("cold") else med["plain warm"]
        print("%-20s %9.2f %9.2f %9.2fx %9.2fx" % (
            cell, med[cell]["compile_s"], med[cell]["cpu_s"],
            med[cell]["compile_s"] / base["compile_s"], med[cell]["cpu_s"] / base["cpu_s"]))
    return med


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--workload", choices=("seed", "llama", "all"), default="all")
    ap.add_argument("--layers", type=int, default=2)
    opts = ap.parse_args()
    for workload in ("seed", "llama"):
        if opts.workload in (workload, "all"):
            bench(workload, opts.layers, opts.repeats)


if __name__ == "__main__":
    main()
