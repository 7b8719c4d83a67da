"""The small eager program's code swaps, replayed warm in one process.

    PYTHONPATH=src python benchmarks/swap_replay.py [count|time|walks|dump] [N]

Compiles `torch_overhead.PROGRAM` under `prepare_debug` once, keeping what
each bytecode hook was handed (Dynamo's code, its frame's globals, the
graphs' input names), then runs the swap's steps (decompile, clean-up
passes, print, compile back, check) on those code objects again, round
after round:

- count: Python bytecodes executed in one round (`sys.settrace` opcode
  events: a count that machine load cannot change), and the N functions
  that execute most of them;
- time: thread CPU time a round, five batches of 20 rounds;
- walks: bytecodes in `lift.nodes.walk`, by the line that asked for the walk;
- dump: the text of each transformed-code file (to diff two checkouts).

`DEPYF_SRC=<other checkout's src>` measures another depyf (the code
before a change); the process checks where depyf came from.
"""

import collections
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.environ.get("DEPYF_SRC", os.path.join(os.path.dirname(HERE), "src"))
sys.path.insert(0, HERE)

import torch_overhead  # noqa: E402  (the program; it puts this checkout's src/ first on the path)

sys.path.insert(0, SRC)  # (ahead of it: DEPYF_SRC wins)
_SCRATCH = tempfile.mkdtemp(prefix="depyf-swap-replay-")


def captured_swaps():
    """(readable code, function name, header, frame globals, graph inputs) of
    each code swap of one compile of the program."""
    import depyf
    from depyf.pt2 import swap as swap_module

    if not os.path.abspath(depyf.__file__).startswith(os.path.join(os.path.abspath(SRC), "")):
        raise SystemExit("depyf came from %s, not from %s" % (depyf.__file__, SRC))
    captured = []
    decompiled = swap_module.CodeSwap._decompiled

    def keeping(self, info, new_code, fn_name, filename, header):
        inputs = {n: self.graphs.input_names(n) for n in new_code.co_names if n.startswith("__compiled_fn")}
        aliases = swap_module.graph_aliases(new_code, info.globals)
        readable = new_code
        if aliases:
            readable = new_code.replace(co_names=tuple(aliases.get(n, n) for n in new_code.co_names))
            inputs = {aliases.get(n, n): v for n, v in inputs.items()}
        captured.append((readable, fn_name, header, dict(info.globals), inputs))
        return decompiled(self, info, new_code, fn_name, filename, header)

    swap_module.CodeSwap._decompiled = keeping
    try:
        ns = {}
        exec(compile(torch_overhead.PROGRAM, "bench_program", "exec"), ns)
        run_once = ns["workload"]("eager")
        with tempfile.TemporaryDirectory() as d:
            with depyf.prepare_debug(os.path.join(d, "dump")):
                run_once()
                run_once()
    finally:
        swap_module.CodeSwap._decompiled = decompiled
    return captured


def one_round(swaps):
    """The swap's steps on each captured code; the texts made."""
    from depyf.pt2.codegen import compile_back, file_text_for
    from depyf.pt2.dynamo_cleanup import Elided

    texts = []
    path = os.path.join(_SCRATCH, "swap.py")  # (compile_back names the file; nothing is written)
    for readable, fn_name, header, frame_globals, inputs in swaps:
        constants, elided = {}, Elided()
        text, _ = file_text_for(readable, fn_name, header, constants, frame_globals, elided, inputs)
        compile_back(text, path, fn_name, readable, elided, constants)
        texts.append(text)
    return texts


def traced(swaps, key_of):
    """Bytecodes executed in one round, by `key_of(frame)` (None: not counted)."""
    counts = collections.Counter()

    def tracer(frame, event, arg):
        key = key_of(frame)
        if key is None:
            return None
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False

        def local(frame, event, arg):
            if event == "opcode":
                counts[key] += 1
            return local

        return local

    sys.settrace(tracer)
    try:
        one_round(swaps)
    finally:
        sys.settrace(None)
    return counts


def _function(frame):
    return "%s %s" % (frame.f_code.co_filename.split("/depyf/")[-1], frame.f_code.co_name)


def _walk_asker(frame):
    code = frame.f_code
    if code.co_name != "walk" or not code.co_filename.endswith(os.path.join("lift", "nodes.py")):
        return None
    back = frame.f_back
    return "%s:%d %s" % (back.f_code.co_filename.split("/depyf/")[-1], back.f_lineno, back.f_code.co_name)


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "count"
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    swaps = captured_swaps()
    texts = one_round(swaps)
    for _ in range(3):  # warm
        one_round(swaps)
    if mode == "dump":
        for text in texts:
            print(text)
            print("=" * 40)
    elif mode == "time":
        batches = []
        for _ in range(5):
            started = time.thread_time()
            for _ in range(20):
                one_round(swaps)
            batches.append((time.thread_time() - started) / 20 * 1e3)
        print("%d code swaps; ms a round (5 batches of 20): %s" % (
            len(swaps), " ".join("%.2f" % t for t in sorted(batches))))
    else:
        counts = traced(swaps, _walk_asker if mode == "walks" else _function)
        total = sum(counts.values())
        print("%d code swaps; bytecodes a round: %d%s" % (len(swaps), total, " in walk" if mode == "walks" else ""))
        for key, n in counts.most_common(top):
            print("%8d %5.1f%%  %s" % (n, 100.0 * n / max(total, 1), key))


if __name__ == "__main__":
    try:
        main()
    finally:
        os.rmdir(_SCRATCH)
