"""The small eager program's code swaps in CPU instructions, for two or more checkouts.

    PYTHONPATH=src python benchmarks/swap_instructions.py capture swaps.marshal   # needs torch
    python benchmarks/swap_instructions.py count swaps.marshal SRC [SRC ...]       # needs valgrind, not torch

`capture` keeps what each bytecode hook of one compile of
`torch_overhead.PROGRAM` was handed (as `swap_replay.py` does: Dynamo's
code, the graphs' input names, the resume functions' code its frame's
globals hold) in a marshal file.  `count` replays those swaps (decompile,
clean-up passes, print, compile back, check) with the depyf of each `SRC`
(a checkout's `src/`) under `valgrind --tool=callgrind`, once with no round
and once with ten after the same warm-up, and prints the difference over
ten: the instructions of one round.  Machine load cannot move the count,
and unlike a count of Python bytecodes it sees what C code costs (a
`map()` over a set's `__contains__` runs no bytecode and is slower than the
loop it replaces).  Each side's texts are compared: the count of a side
that writes other texts is refused.  Run it with the interpreter the file
was captured with (not a pyenv shim: valgrind measures the process it
starts).
"""

import marshal
import os
import re
import subprocess
import sys
import tempfile
import types

HERE = os.path.dirname(os.path.abspath(__file__))
ROUNDS = 10


def capture(path):
    sys.path.insert(0, HERE)
    import swap_replay

    out = []
    for readable, fn_name, header, frame_globals, inputs in swap_replay.captured_swaps():
        resumes = {k: v.__code__ for k, v in frame_globals.items()
                   if k.startswith("__resume_at_") and isinstance(getattr(v, "__code__", None), types.CodeType)}
        out.append((readable, fn_name, header, resumes, {k: tuple(v) if v is not None else None for k, v in inputs.items()}))
    with open(path, "wb") as f:
        marshal.dump(out, f)
    print("%d code swaps kept in %s" % (len(out), path))


def replay(src, path, rounds):
    """(runs in the measured process) the swaps, `rounds` rounds after a warm-up; prints the texts."""
    sys.path.insert(0, src)
    import depyf
    from depyf.pt2.codegen import compile_back, file_text_for
    from depyf.pt2.dynamo_cleanup import Elided

    if not os.path.abspath(depyf.__file__).startswith(os.path.join(os.path.abspath(src), "")):
        raise SystemExit("depyf came from %s, not from %s" % (depyf.__file__, src))
    with open(path, "rb") as f:
        swaps = [(code, fn_name, header, {k: types.FunctionType(c, {}) for k, c in resumes.items()}, inputs)
                 for code, fn_name, header, resumes, inputs in marshal.load(f)]
    target = os.path.join(tempfile.gettempdir(), "swap.py")  # (compile_back names the file; nothing is written)

    def one_round():
        texts = []
        for code, fn_name, header, frame_globals, inputs in swaps:
            constants, elided = {}, Elided()
            text, _ = file_text_for(code, fn_name, header, constants, frame_globals, elided, inputs)
            compile_back(text, target, fn_name, code, elided, constants)
            texts.append(text)
        return texts

    texts = one_round()
    for _ in range(3 + rounds):
        one_round()
    print("\n".join(texts))


def _instructions(src, path, rounds, scratch):
    out = os.path.join(scratch, "callgrind.out")
    env = dict(os.environ, PYTHONHASHSEED="0")
    proc = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, sys.executable,
                           os.path.abspath(__file__), "replay", path, src, str(rounds)],
                          env=env, capture_output=True, text=True)
    if proc.returncode:
        raise SystemExit("replay with %s failed:\n%s" % (src, proc.stderr[-3000:]))
    with open(out) as f:
        total = int(re.search(r"^(?:summary|totals): (\d+)", f.read(), re.M).group(1))
    return total, proc.stdout


def count(path, sources):
    texts = None
    with tempfile.TemporaryDirectory() as scratch:
        for src in sources:
            src = os.path.abspath(src)
            before, text = _instructions(src, path, 0, scratch)
            after, _ = _instructions(src, path, ROUNDS, scratch)
            if texts is not None and text != texts:
                raise SystemExit("%s writes other texts than %s" % (src, sources[0]))
            texts = text
            print("%s: %.2f M instructions a round" % (src, (after - before) / ROUNDS / 1e6))


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    if mode == "capture" and len(sys.argv) == 3:
        capture(sys.argv[2])
    elif mode == "replay":
        replay(sys.argv[3], sys.argv[2], int(sys.argv[4]))
    elif mode == "count" and len(sys.argv) > 3:
        count(sys.argv[2], sys.argv[3:])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
