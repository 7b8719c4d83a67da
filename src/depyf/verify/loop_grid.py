"""The loop grid: every statement-in-a-loop shape, each arm ending every way.

    python -m depyf.verify.loop_grid [--count N] [--failures K] [--python PATH]
    python -m depyf.verify.loop_grid --check  [--versions 3.8,3.13] [--count N]
    python -m depyf.verify.loop_grid --update [--versions 3.8,3.13]

Random programs (`depyf.verify.fuzz`) seldom draw a loop holding one
statement whose arms all leave it a different way; that is where the
readers of jumps go wrong (a `continue` read as the code after the
statement, a `break` as a `return`).  This grid writes every such program,
in a fixed order (the same on every run and interpreter): a loop
(`LOOPS`: `for`, `while True` with `next()`, `while` with a test), with or
without an `else`, holding one statement (`STATEMENTS`: `if`/`elif`/`else`,
`match` where the grammar has it, `try`/`except`/`else`/`finally`, `with`, a
`try` inside a `with`, a `with` inside a `try`) whose arms each end
(`ENDINGS`) in `continue`, `break`, `return`, `raise`, code or `pass`, with
code after the statement and after the loop or not.  Every pair of endings
of a statement's first two arms is written with every loop; the other arms
and the options turn over with the program's number.

Each program is round-tripped like a fuzz program and then run
(`fuzz.run_verdict`: result, exception chain and the log of every call) at
each of `INPUTS`, under the plain and the exception-path prelude, so every
arm is taken: the first value picks the arm, the rest show what the arm's
ending did to the loop.

`--update` writes tests/ratchet/loop-grid-X.Y.json (a status and run code a
program, `fuzz.encode`); `--check` runs the grid again and fails when a
program leaves the identical set, the number decompiled, identical or
running the same drops, or a program runs differently that is not one of
the known wrong readings (`KNOWN_WRONG`, which must stay empty).
"""

import argparse
import json
import os
import sys
import types

from ..pythons import VERSIONS
from ..quiet import quiet_compile
from . import fuzz
from .roundtrip import IDENTICAL, roundtrip_source

ENDINGS = ("continue", "break", "return", "raise", "code", "pass")
LOOPS = ("for", "while_next", "while_test")
# Values the loop runs over: 1 takes the first arm, 2 and 3 the second
# (`case 2 | 3`), 5 the default; 0 makes a try body raise (`10 // x`) and
# the exception-path prelude's `cm(1)`/`cm(2)` swallow.  () runs no body.
INPUTS = ((1, 2, 0, 5), (2, 3, 1), (3, 0, 2), (5, 1, 3), (0, 5, 1), ())
# version -> program numbers that run differently: wrong readings not
# fixed yet, each with its sample in tests/corpus/_open/ (none now; a
# program leaving this list for running the same is fine, none may join).
KNOWN_WRONG = {}


def _arm(ending, tag, bare):
    """The lines of an arm ending `ending` (`bare`: a continue or break with
    no code before it)."""
    call = "g(%r)" % tag
    if ending in ("continue", "break"):
        return [ending] if bare else [call, ending]
    return {"return": ["return " + call], "raise": ["raise ValueError(%r)" % tag],
            "code": [call], "pass": ["pass"]}[ending]


def _block(head, lines):
    return [head] + ["    " + line for line in lines]


# A statement: (name, the oldest grammar, number of arms, writer(arms, subject) -> lines).
def _if_elif_else(arms, subject):
    return (_block("if %s == 1:" % subject, arms[0]) + _block("elif %s in (2, 3):" % subject, arms[1])
            + _block("else:", arms[2]))


def _if_elif(arms, subject):
    return _block("if %s == 1:" % subject, arms[0]) + _block("elif %s in (2, 3):" % subject, arms[1])


def _match(arms, subject):
    return _block("match %s:" % subject, _block("case 1:", arms[0]) + _block("case 2 | 3:", arms[1])
                  + _block("case _:", arms[2]))


def _match_no_default(arms, subject):
    return _block("match %s:" % subject, _block("case 1:", arms[0]) + _block("case 2 | 3:", arms[1]))


def _match_guard(arms, subject):
    return _block("match %s:" % subject, _block("case 1:", arms[0]) + _block("case v if v > 1:", arms[1]))


def _try_except(arms, subject):
    return _block("try:", ["y = 10 // %s" % subject] + arms[0]) + _block("except ZeroDivisionError:", arms[1])


def _try_except_else(arms, subject):
    return _try_except(arms, subject) + _block("else:", arms[2])


def _try_except_finally(arms, subject):
    return _try_except(arms, subject) + _block("finally:", arms[2])


def _try_except_else_finally(arms, subject):
    return _try_except_else(arms, subject) + _block("finally:", arms[3])


def _try_finally(arms, subject):
    return _block("try:", ["y = 10 // %s" % subject] + arms[0]) + _block("finally:", arms[1])


def _with(arms, subject):
    return _block("with cm(%s):" % subject, ["g('in')"] + arms[0]) + arms[1]


def _try_in_with(arms, subject):
    return _block("with cm(%s):" % subject, _try_except(arms, subject))


def _with_in_try(arms, subject):
    inner = _block("with cm(%s):" % subject, ["y = 10 // %s" % subject] + arms[0])
    return _block("try:", inner) + _block("except ZeroDivisionError:", arms[1])


STATEMENTS = (
    ("if_elif_else", (3, 8), 3, _if_elif_else), ("if_elif", (3, 8), 2, _if_elif),
    ("match", (3, 10), 3, _match), ("match_no_default", (3, 10), 2, _match_no_default),
    ("match_guard", (3, 10), 2, _match_guard),
    ("try_except", (3, 8), 2, _try_except), ("try_except_else", (3, 8), 3, _try_except_else),
    ("try_except_finally", (3, 8), 3, _try_except_finally),
    ("try_except_else_finally", (3, 8), 4, _try_except_else_finally),
    ("try_finally", (3, 8), 2, _try_finally), ("with", (3, 8), 2, _with),
    ("try_in_with", (3, 8), 2, _try_in_with), ("with_in_try", (3, 8), 2, _with_in_try),
)


def _options(number):
    """(loop else, code after the statement, code after the loop) of
    program `number`: all eight turn over along the programs."""
    return bool(number & 1), bool(number & 2), bool(number & 4)


def _loop(kind, statement, subject_is_call, options):
    """The function body: loop `kind` around the statement's lines."""
    has_else, after_statement, after_loop = options
    body = list(statement) + (["g('after')"] if after_statement else [])
    if kind == "for":
        lines = _block("for x in xs:", body)
    elif kind == "while_test":
        lines = ["i = 0"] + _block("while i < len(xs):", ["x = xs[i]", "i += 1"] + body)
    else:
        lines = _block("while True:", ([] if subject_is_call else ["x = next(it)"]) + body)
    if has_else:
        lines += _block("else:", ["g('else')"])
    if kind == "while_next":
        lines = ["it = iter(xs)"] + _block("try:", lines) + _block("except StopIteration:", ["g('stop')"])
    return lines + (["g('done')"] if after_loop else []) + ["return 'end'"]


def programs(version=None):
    """[(name, source)] of the grid for the grammar of `version` ((3,
    minor); default the running interpreter's)."""
    version = tuple(version or sys.version_info[:2])
    out = []
    for name, oldest, count, write in STATEMENTS:
        if version < oldest:
            continue
        for first in ENDINGS:
            for second in ENDINGS:
                for kind in LOOPS:
                    number = len(out)
                    endings = [first, second] + [ENDINGS[(number + k) % len(ENDINGS)] for k in range(count - 2)]
                    arms = [_arm(e, "abcd"[k], (number + k) % 2 == 0) for k, e in enumerate(endings)]
                    call = kind == "while_next" and name.startswith("match")
                    lines = _loop(kind, write(arms, "next(it)" if call else "x"), call, _options(number // 3))
                    fname = "loop_%d_%s_%s" % (number, name, kind)
                    out.append((fname, "\n".join(_block("def %s(xs=()):" % fname, lines)) + "\n"))
    return out


def run_program(index, name, source):
    """The record of one program (`fuzz.run_program`'s fields): its round
    trip and its run at every input under both preludes."""
    (result,) = roundtrip_source(source, "<loop grid %d>" % index, timeout=10)
    rec = {"index": index, "name": name, "status": result.status,
           "error": None if result.ok else fuzz.message_key(result),
           "run": None, "exception_run": None, "source": source, "message": result.message}
    namespace = {}
    exec(quiet_compile(source, "<loop grid>", "exec"), namespace)
    code = namespace[name].__code__
    verdicts = []
    for value in INPUTS:
        original = types.FunctionType(code, {}, name, (value,))
        for prelude in (fuzz.PRELUDE_CODE, fuzz.EXCEPTION_PRELUDE_CODES[0]):
            verdict, _ = fuzz.run_verdict(original, result.recompiled, prelude)
            verdicts.append((value, prelude is fuzz.PRELUDE_CODE, verdict))
    if result.recompiled is not None:
        wrong = [(v, plain, verdict) for v, plain, verdict in verdicts if verdict != "same"]
        rec["run"] = "same" if not wrong else "different at xs=%r (%s prelude): %s" % (
            wrong[0][0], "plain" if wrong[0][1] else "exception-path", wrong[0][2])
    return rec


def run_grid(indexes=None):
    grid = programs()
    chosen = range(len(grid)) if indexes is None else indexes
    return [run_program(i, *grid[i]) for i in chosen]


def record_path(version, record_dir=fuzz.RECORD_DIR):
    return os.path.join(record_dir, "loop-grid-%s.json" % version)


def make_record(records):
    return {"python": sys.version.split()[0], "figures": fuzz.figures(records), "programs": fuzz.encode(records)}


def compare(recorded_codes, records, known_wrong=()):
    """(failures, joined) of the runs `records` (any of the grid's
    programs) against the recorded codes."""
    before = recorded_codes.split()
    failures, joined = [], []
    if len(before) != len(programs()):
        failures.append("the record holds %d programs, the grid %d" % (len(before), len(programs())))
    for rec in records:
        old, new = before[rec["index"]] if rec["index"] < len(before) else "--", fuzz.encode([rec])
        if old[0] == "I" and new[0] != "I":
            failures.append("program %d left the identical set: %s" % (rec["index"], rec["error"]))
        elif old[0] != "I" and new[0] == "I":
            joined.append(rec["index"])
        if new[1] == "F" and rec["index"] not in known_wrong:
            failures.append("program %d runs differently: %s" % (rec["index"], rec["run"][:600]))
    now = fuzz.prefix_figures([fuzz.encode([r]) for r in records])
    was = fuzz.prefix_figures([before[r["index"]] for r in records if r["index"] < len(before)])
    failures += ["%s dropped: %d -> %d" % (key, was[key], now[key]) for key in was if now[key] < was[key]]
    return failures, joined


def check(indexes=None, record_dir=fuzz.RECORD_DIR, out=print):
    """Run the grid (or the programs `indexes`) on this interpreter against
    its record; returns whether it holds."""
    version = "%d.%d" % sys.version_info[:2]
    with open(record_path(version, record_dir)) as f:
        record = json.load(f)
    records = run_grid(indexes)
    failures, joined = compare(record["programs"], records, KNOWN_WRONG.get(version, ()))
    out("%-8s loop grid: %s%s%s" % (sys.version.split()[0], summary_line(records),
                                    "  joined: %s" % joined if joined else "",
                                    "".join("\n  FAIL " + f for f in failures)))
    return not failures


def summary_line(records):
    f = fuzz.figures(records)
    return "programs %d  decompiled %d  compiled %d  identical %d  runs-same %d/%d" % (
        f["programs"], f["decompiled"], f["compiled"], f["identical"], f["runs_same"], f["runs"])


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    p = argparse.ArgumentParser(prog="python -m depyf.verify.loop_grid", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--count", type=int, help="the first N programs only")
    p.add_argument("--python", help="run under this interpreter")
    p.add_argument("--versions", help="--check/--update under each of these interpreters (e.g. 3.8,3.13)")
    p.add_argument("--check", action="store_true", help="hold the grid to tests/ratchet/loop-grid-X.Y.json")
    p.add_argument("--update", action="store_true", help="write tests/ratchet/loop-grid-X.Y.json")
    p.add_argument("--failures", type=int, default=0, metavar="K",
                   help="show K programs that run differently or are not identical")
    p.add_argument("--dir", default=fuzz.RECORD_DIR, help="where the records live (default tests/ratchet)")
    args = p.parse_args(argv)
    if args.check and args.update:
        p.error("--check or --update, not both")
    if args.python or args.versions:
        rest = fuzz._without(argv, ("--python", "--versions"))
        if args.versions:
            versions = args.versions if args.versions != "all" else ",".join(VERSIONS)
            return fuzz._each_version(versions, rest, "depyf.verify.loop_grid")
        return fuzz._elsewhere(args.python, rest, "depyf.verify.loop_grid")
    indexes = None if args.count is None else range(min(args.count, len(programs())))
    if args.check:
        try:
            return 0 if check(indexes, args.dir) else 1
        except (OSError, ValueError, KeyError) as e:
            p.error("cannot check against the record: %s (write it with --update)" % e)
    records = run_grid(indexes)
    fuzz._show_failures(records, args.failures)
    if args.update:
        if indexes is not None:
            p.error("--update records the whole grid (no --count)")
        wrong = [r["index"] for r in records if fuzz.run_code(r) == "F"]
        unknown = sorted(set(wrong) - set(KNOWN_WRONG.get("%d.%d" % sys.version_info[:2], ())))
        if unknown:
            print("not recorded: programs %s run differently (wrong readings: fix them)" % unknown)
            return 1
        fuzz.save_record(make_record(records), record_path("%d.%d" % sys.version_info[:2], args.dir))
    print("%-8s loop grid: %s%s" % (sys.version.split()[0], summary_line(records),
                                    " (recorded)" if args.update else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
