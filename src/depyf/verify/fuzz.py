"""The fuzz set: seeded random functions, decompiled, recompiled, compared and run.

    python -m depyf.verify.fuzz --seed S --count N [--python PATH] [--failures K]
    python -m depyf.verify.fuzz --check  [--versions 3.8,3.13] [--count N]
    python -m depyf.verify.fuzz --record [--versions 3.8,3.13]
    python -m depyf.verify.fuzz --record-exception-runs [--versions 3.8,3.13]

Each program (`fuzz_programs.program`) is compiled, decompiled, recompiled in
context and its normalised bytecode compared with the original
(`roundtrip.roundtrip_source`).  A program whose parameters all have
defaults is also run, the original and the recompiled function each in a
fresh namespace, under a budget of executed lines: the outcome (returned
value or exception, and the log of every call it made) must be the same.
A program whose original run exhausts the budget does not terminate and
is not compared.  The figures (decompiled, compiled, identical, runs,
runs-same, errors by message) depend on the seed and interpreter only.

Such a program is run a second time, the same original and recompiled code,
under the exception-path prelude (`fuzz_programs.exception_prelude`): `g`
raises for some values, `cm`/`acm` swallow for some and, entered inside
another, raise from `__enter__` for some, so the except clauses, finally
bodies, swallowing with exits and the code after them, which the plain
prelude never reaches, run too.  That run has its own
verdict (`exception_run`), and the figures of how many of those runs
raised in `g` or swallowed in a `cm`.

`--record` writes the figures of the fixed seeds `SEEDS` (each `COUNT`
programs) to tests/ratchet/fuzz-X.Y.json, with the programs that are not
identical, and the exception-path verdicts to
tests/ratchet/exception-runs-X.Y.json (`--record-exception-runs`: that file
only); `--check` runs them again (the first `--count` of each, when given)
and fails when a program leaves the identical set, the number of
decompiled, identical or same-running programs drops, or a program whose
exception-path run ran the same no longer does.
"""

import argparse
import ast
import json
import os
import re
import subprocess
import sys
import types
from collections import Counter

from ..pythons import VERSIONS, find_python
from ..quiet import quiet_compile
from .exception_chain import exception_summary, without_addresses
from .fuzz_programs import PRELUDE, exception_prelude, program
from .roundtrip import COMPILE_ERROR, IDENTICAL, MISMATCH, roundtrip_source

SRC = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECORD_DIR = os.path.join(os.path.dirname(SRC), "tests", "ratchet")
SEEDS = (1, 2, 3)
COUNT = 1000
LINE_BUDGET = 3000  # lines an original run may execute (its copy gets four times as many)
ITEMS = 50  # items taken from a generator


class OutOfLines(BaseException):
    """The run's line budget is spent (a BaseException: the program's own
    `except Exception` must not catch it)."""


def _budget_tracer(budget):
    left = [budget]

    def local(frame, event, arg):
        if event == "line":
            left[0] -= 1
            if left[0] < 0:
                raise OutOfLines()
        return local

    return lambda frame, event, arg: local


def _drive(value):
    """Run a generator, coroutine or async generator to its end (bounded)."""
    if isinstance(value, types.GeneratorType):
        return [item for _, item in zip(range(ITEMS), value)]
    if isinstance(value, types.CoroutineType):
        return _awaited(value)
    if isinstance(value, types.AsyncGeneratorType):
        items = []
        for _ in range(ITEMS):
            step = value.__anext__()
            try:
                items.append(_awaited(step))
            except StopAsyncIteration:
                break
            finally:
                step.close()  # (unfinished when the budget ran out: no "never awaited" warning)
        return items
    return value


def _awaited(awaitable):
    """What awaiting `awaitable` gives (nothing the programs await suspends)."""
    for _ in range(ITEMS):
        try:
            awaitable.send(None)
        except StopIteration as stop:
            return stop.value
    raise RuntimeError("awaitable did not finish")




def run_outcome(code, defaults, budget, prelude=None):
    """(kind, type name, repr of value or message, log, the exception's
    `exception_summary` or None) of running `code` as a function with `defaults` in a fresh namespace (set up by the code
    `prelude`, default PRELUDE's); kind `budget` when it ran out of lines."""
    return _run_logged(code, defaults, budget, prelude or PRELUDE_CODE)[0]


def _run_logged(code, defaults, budget, prelude):
    """(run_outcome, the run's LOG list)."""
    namespace = {"__name__": "depyf_fuzz"}
    exec(prelude, namespace)
    fn = types.FunctionType(code, namespace, code.co_name, defaults)
    old = sys.gettrace()
    sys.settrace(_budget_tracer(budget))
    value = raised = None
    try:
        value = fn()
        value = _drive(value)
        kind, name, text = "return", type(value).__name__, repr(value)
    except OutOfLines:
        kind, name, text = "budget", "", ""
    except Exception as exc:
        kind, name, text, raised = "raise", type(exc).__name__, str(exc), exc
    finally:
        sys.settrace(old)
        if isinstance(value, (types.CoroutineType, types.GeneratorType)):
            value.close()
    log = namespace["LOG"]
    chain = exception_summary(raised)  # (not under the budget's tracer)
    return (kind, name, without_addresses(text), without_addresses(repr(log)), chain), log


PRELUDE_CODE = quiet_compile(PRELUDE, "<fuzz prelude>", "exec")
EXCEPTION_PRELUDE_CODES = tuple(quiet_compile(exception_prelude(parity), "<fuzz exception prelude>", "exec")
                                for parity in (0, 1))


def message_key(result):
    """The error a program is counted under: its status and first message
    line, with names, offsets and numbers taken out."""
    if result.status == MISMATCH:
        return MISMATCH
    line = (result.message.strip().splitlines() or [""])[0]
    line = re.sub(r"^cannot decompile \([^)]*\): ", "cannot decompile: ", line)
    line = re.sub(r"'[^']*'", "'...'", line)
    return "%s: %s" % (result.status, re.sub(r"\d+", "N", line)[:160])


def _exits(stmts, loop_exits=True):
    """Whether `stmts` (not nested scopes) hold a return, or a break or
    continue of a loop around them."""
    for stmt in stmts:
        if isinstance(stmt, ast.Return) or loop_exits and isinstance(stmt, (ast.Break, ast.Continue)):
            return True
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        inner_loop = isinstance(stmt, (ast.For, ast.AsyncFor, ast.While))
        for field in ("body", "orelse", "handlers", "finalbody", "cases"):
            children = getattr(stmt, field, None) or []
            if field == "handlers" or field == "cases":
                children = [x for h in children for x in h.body]
            if _exits(children, loop_exits and not (inner_loop and field == "body")):
                return True
    return False


def swallows_exceptions(tree):
    """Whether a finally body of `tree` can leave by return, break or
    continue: it would swallow the budget's stop, run after run."""
    return any(isinstance(node, ast.Try) and _exits(node.finalbody) or
               type(node).__name__ == "TryStar" and _exits(node.finalbody) for node in ast.walk(tree))


def run_program(seed, index):
    """The record of one program: status, error key, run verdict."""
    name, source = program(seed, index)
    (result,) = roundtrip_source(source, "<fuzz %d:%d>" % (seed, index), timeout=10)
    rec = {"index": index, "status": result.status, "error": None if result.ok else message_key(result),
           "run": None, "exception_run": None, "raised": False, "swallowed": False,
           "source": source, "message": result.message}
    namespace = {}
    exec(quiet_compile(source, "<fuzz>", "exec"), namespace)
    original = namespace.get(name) or namespace[name + "_outer"]  # (nonlocal leaves: nesting.wrap_function)
    if original.__code__.co_argcount > len(original.__defaults__ or ()):
        return rec  # takes arguments: not run
    if swallows_exceptions(ast.parse(source)):
        rec["run"] = rec["exception_run"] = "not run: a finally body may swallow the budget's stop"
        return rec
    rec["run"], _ = run_verdict(original, result.recompiled, PRELUDE_CODE)
    rec["exception_run"], log = run_verdict(original, result.recompiled, EXCEPTION_PRELUDE_CODES[index % 2])
    rec["raised"] = any(entry[0] == "raise" for entry in log)
    rec["swallowed"] = any(entry[0] == "exit" and entry[-1] == "swallowed" for entry in log)
    return rec


def run_verdict(original, recompiled, prelude):
    """(verdict, the original run's LOG) of running the function `original`
    and the code `recompiled` (None: it did not compile) under `prelude`."""
    expected, log = _run_logged(original.__code__, original.__defaults__, LINE_BUDGET, prelude)
    if expected[0] == "budget":
        return "does not terminate", log
    if recompiled is None:
        return None, log
    got = run_outcome(recompiled, original.__defaults__, 4 * LINE_BUDGET, prelude)
    return ("same" if got == expected else "different: %r then %r" % (expected, got)), log


def figures(records):
    runs = [r for r in records if r["run"] in ("same",) or (r["run"] or "").startswith("different")]
    return {
        "programs": len(records),
        "decompiled": sum(1 for r in records if r["status"] in (IDENTICAL, MISMATCH, COMPILE_ERROR)),
        "compiled": sum(1 for r in records if r["status"] in (IDENTICAL, MISMATCH)),
        "identical": sum(1 for r in records if r["status"] == IDENTICAL),
        "runs": len(runs),
        "runs_same": sum(1 for r in runs if r["run"] == "same"),
        "errors": dict(sorted(Counter(r["error"] for r in records if r["error"]).items())),
    }


def exception_figures(records):
    """The exception-path runs' figures: runs compared, runs the same, and
    of the runs how many raised in `g` or swallowed in a `cm`."""
    runs = [r for r in records if verdict_code(r["exception_run"]) in "SF"]
    return {"runs": len(runs), "runs_same": sum(1 for r in runs if r["exception_run"] == "same"),
            "raised": sum(1 for r in runs if r["raised"]), "swallowed": sum(1 for r in runs if r["swallowed"]),
            "does_not_terminate": sum(1 for r in records if verdict_code(r["exception_run"]) == "N")}


def run_seed(seed, count):
    return [run_program(seed, i) for i in range(count)]


# --- the record ----------------------------------------------------------------

STATUS_CODES = {IDENTICAL: "I", MISMATCH: "M", COMPILE_ERROR: "C", "decompile_error": "D", "crash": "X"}


def verdict_code(run):
    """`-` not run (it takes arguments, or did not compile), `N` does not
    terminate, `S` runs the same, `F` runs differently."""
    if run is None or run.startswith("not run"):
        return "-"
    return {"same": "S", "does not terminate": "N"}.get(run, "F")


def run_code(rec):
    return verdict_code(rec["run"])


def encode(records):
    return " ".join(STATUS_CODES[r["status"]] + run_code(r) for r in records)


def encode_exception_runs(records):
    return "".join(verdict_code(r["exception_run"]) for r in records)


def prefix_figures(codes):
    """decompiled / identical / runs_same of the programs given by their codes."""
    return {"decompiled": sum(1 for c in codes if c[0] in "IMC"), "identical": sum(1 for c in codes if c[0] == "I"),
            "runs_same": sum(1 for c in codes if c[1] == "S")}


def record_path(version, record_dir=RECORD_DIR):
    return os.path.join(record_dir, "fuzz-%s.json" % version)


def exception_record_path(version, record_dir=RECORD_DIR):
    """The exception-path runs' record (its own file: the fuzz record's
    figures stay as they were)."""
    return os.path.join(record_dir, "exception-runs-%s.json" % version)


def make_record(results):
    """{seed: records} -> the record of this interpreter."""
    return {"python": sys.version.split()[0], "count": COUNT, "line_budget": LINE_BUDGET,
            "seeds": {str(seed): {"figures": figures(records), "programs": encode(records)}
                      for seed, records in sorted(results.items())}}


def make_exception_record(results):
    """{seed: records} -> the exception-path runs' record: one verdict code
    (`verdict_code`) a program."""
    return {"python": sys.version.split()[0], "count": COUNT, "line_budget": LINE_BUDGET,
            "seeds": {str(seed): {"figures": exception_figures(records), "programs": encode_exception_runs(records)}
                      for seed, records in sorted(results.items())}}


def compare_exception_runs(recorded_codes, records):
    """The failures of one seed's exception-path runs against their
    recorded codes: a program that ran the same must run the same."""
    now = encode_exception_runs(records)
    return ["program %d no longer runs the same on the exception path: %s" % (
                index, (records[index]["exception_run"] or "not run")[:600])
            for index, (old, new) in enumerate(zip(recorded_codes, now)) if old == "S" and new != "S"]


def compare_seed(recorded_codes, records):
    """(failures, joined) of one seed's run against its recorded codes."""
    now = encode(records).split()
    before = recorded_codes.split()[:len(now)]
    failures, joined = [], []
    for index, (old, new) in enumerate(zip(before, now)):
        if old[0] == "I" and new[0] != "I":
            failures.append("program %d left the identical set: %s" % (index, records[index]["error"]))
        elif old[0] != "I" and new[0] == "I":
            joined.append(index)
    old_figures, new_figures = prefix_figures(before), prefix_figures(now)
    for key in ("decompiled", "identical", "runs_same"):
        if new_figures[key] < old_figures[key]:
            failures.append("%s dropped: %d -> %d" % (key, old_figures[key], new_figures[key]))
    return failures, joined


def check(count=None, record_dir=RECORD_DIR, out=print):
    """Run the recorded seeds (their first `count` programs) on this
    interpreter; returns whether they hold the record."""
    version = "%d.%d" % sys.version_info[:2]
    with open(record_path(version, record_dir)) as f:
        record = json.load(f)
    with open(exception_record_path(version, record_dir)) as f:
        exception_seeds = json.load(f)["seeds"]
    ok = True
    for seed, entry in sorted(record["seeds"].items(), key=lambda kv: int(kv[0])):
        n = min(count or record["count"], record["count"])
        records = run_seed(int(seed), n)
        failures, joined = compare_seed(entry["programs"], records)
        failures += compare_exception_runs(exception_seeds[seed]["programs"], records)
        ok = ok and not failures
        out("%-8s fuzz seed %s: %s%s%s" % (sys.version.split()[0], seed, summary_line(records),
                                           "  joined: %s" % joined if joined else "",
                                           "".join("\n  FAIL " + f for f in failures)))
    return ok


def summary_line(records):
    f, e = figures(records), exception_figures(records)
    return ("programs %d  decompiled %d  compiled %d  identical %d  runs-same %d/%d  "
            "exception-path runs-same %d/%d (raised %d, swallowed %d)") % (
        f["programs"], f["decompiled"], f["compiled"], f["identical"], f["runs_same"], f["runs"],
        e["runs_same"], e["runs"], e["raised"], e["swallowed"])


def _elsewhere(python, argv, module="depyf.verify.fuzz"):
    env = dict(os.environ, PYTHONPATH=SRC, PYTHONDONTWRITEBYTECODE="1")
    return subprocess.call([python, "-m", module] + argv, env=env)


def _each_version(versions, argv, module="depyf.verify.fuzz"):
    status = 0
    for version in versions.split(","):
        python, looked = find_python(version)
        if python is None:
            print("%-8s interpreter not found (looked for %s)" % (version, looked))
            status = 1
            continue
        status |= _elsewhere(python, argv, module)
    return status


def _show_failures(records, limit):
    shown = [r for r in records if r["status"] != IDENTICAL or "F" in (run_code(r), verdict_code(r["exception_run"]))]
    for r in shown[:limit]:
        print("--- program %d [%s] %s" % (r["index"], r["status"], r["error"] or ""))
        if run_code(r) == "F":
            print("  run: " + r["run"][:600])
        if verdict_code(r["exception_run"]) == "F":
            print("  exception-path run: " + r["exception_run"][:600])
        print("  " + r["source"].rstrip().replace("\n", "\n  "))


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    p = argparse.ArgumentParser(prog="python -m depyf.verify.fuzz", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seed", type=int, default=SEEDS[0])
    p.add_argument("--count", type=int, help="programs per seed (default %d)" % COUNT)
    p.add_argument("--python", help="run under this interpreter")
    p.add_argument("--versions", help="--check/--record under each of these interpreters (e.g. 3.8,3.13)")
    p.add_argument("--check", action="store_true", help="hold the recorded seeds to tests/ratchet/fuzz-X.Y.json")
    p.add_argument("--record", action="store_true",
                   help="write tests/ratchet/fuzz-X.Y.json and tests/ratchet/exception-runs-X.Y.json")
    p.add_argument("--record-exception-runs", action="store_true",
                   help="write tests/ratchet/exception-runs-X.Y.json only")
    p.add_argument("--failures", type=int, default=0, metavar="K", help="show K programs that are not identical")
    p.add_argument("--json", metavar="OUT")
    p.add_argument("--dir", default=RECORD_DIR, help="where the records live (default tests/ratchet)")
    args = p.parse_args(argv)
    if args.check and (args.record or args.record_exception_runs):
        p.error("--check or --record, not both")
    if args.python or args.versions:
        rest = [a for a in _without(argv, ("--python", "--versions"))]
        if args.versions:
            return _each_version(args.versions if args.versions != "all" else ",".join(VERSIONS), rest)
        try:
            return _elsewhere(args.python, rest)
        except OSError as e:
            p.error("cannot run --python %s: %s" % (args.python, e))
    if args.check:
        try:
            return 0 if check(args.count, args.dir) else 1
        except (OSError, ValueError, KeyError) as e:
            p.error("cannot check against the record: %s (write it with --record)" % e)
    if args.record or args.record_exception_runs:
        version = "%d.%d" % sys.version_info[:2]
        results = {seed: run_seed(seed, COUNT) for seed in SEEDS}
        if args.record:
            save_record(make_record(results), record_path(version, args.dir))
        save_record(make_exception_record(results), exception_record_path(version, args.dir))
        for seed, records in results.items():
            print("%-8s fuzz seed %d: %s (recorded)" % (sys.version.split()[0], seed, summary_line(records)))
        return 0
    records = run_seed(args.seed, args.count or COUNT)
    f = figures(records)
    _show_failures(records, args.failures)
    print("%-8s fuzz seed %d: %s" % (sys.version.split()[0], args.seed, summary_line(records)))
    for key, n in sorted(f["errors"].items(), key=lambda kv: -kv[1]):
        print("  %5d  %s" % (n, key))
    if args.json:
        with open(args.json, "w") as out:
            json.dump({"python": sys.version.split()[0], "seed": args.seed, "figures": f,
                       "exception_figures": exception_figures(records), "programs": records},
                      out, indent=1)
    return 0


def _without(argv, options):
    """`argv` less the given options and their values."""
    out, skip = [], False
    for a in argv:
        if skip:
            skip = False
            continue
        if a in options:
            skip = True
            continue
        if any(a.startswith(o + "=") for o in options):
            continue
        out.append(a)
    return out


def save_record(record, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(record, f, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    sys.exit(main())
