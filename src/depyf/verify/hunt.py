"""The hunt for wrong readings the fuzz record cannot see.

    python -m depyf.verify.hunt --seeds 4-20 [--count N] [--points P] [--python PATH | --versions 3.12,3.13]
    python -m depyf.verify.hunt --seeds 13 --shrink

A mismatch (decompiled, compiles, bytecode differs) is accepted because it
is believed to mean the same; the fuzz set (`depyf.verify.fuzz`) runs a
program only when all its parameters have defaults, once under each
prelude, at that one point.  The hunt takes every mismatched program of
the given seeds (`fuzz_programs.program`, any seed, not only the recorded
ones) and runs its original and its recompiled code side by side at
`--points` argument points (its defaults first, when it has them all, then
values drawn from `fuzz_programs.VALUES` and `SEQUENCES` by a generator of
its own seed and index) under the plain prelude and both exception-path
preludes (`fuzz.PRELUDE_CODE`, `fuzz.EXCEPTION_PRELUDE_CODES`).  Any
difference in the returned value or exception or in the log of calls is a
wrong reading: the program is printed with the point, the prelude, both
outcomes and the decompiled code, and (`--shrink`) a smaller program that
still runs differently, statements taken out one at a time.  A run that
exhausts the original's line budget is not compared; a program whose
finally body may swallow the budget's stop is not run (as in the fuzz set;
here also one whose finally body raises inside a try with clauses: `_not_run`).
The exit status is 1 when a program runs differently.
"""

import argparse
import ast
import random
import sys
import time

from ..pythons import VERSIONS
from ..quiet import quiet_compile
from . import fuzz
from .fuzz_programs import SEQUENCES, VALUES, program
from .roundtrip import MISMATCH, roundtrip_source

POINTS = 40
PRELUDES = ("plain", "exception path (even)", "exception path (odd)")
SHRINK_SECONDS = 60  # the most one program's shrinking may take


def preludes():
    return (fuzz.PRELUDE_CODE,) + tuple(fuzz.EXCEPTION_PRELUDE_CODES)


def parse_seeds(text):
    """`4-20` or `1,3,13-15` -> the list of seeds."""
    seeds = []
    for part in text.split(","):
        low, _, high = part.partition("-")
        seeds.extend(range(int(low), int(high or low) + 1))
    return seeds


def function_of(source, name):
    namespace = {}
    exec(quiet_compile(source, "<hunt>", "exec"), namespace)
    return namespace.get(name) or namespace[name + "_outer"]  # (nonlocal leaves: nesting.wrap_function)


def points_for(function, seed, index, count):
    """The argument points a program runs at: its defaults first when it
    has one for each parameter, then drawn points."""
    n = function.__code__.co_argcount
    defaults = tuple(function.__defaults__ or ())
    points = [defaults] if len(defaults) == n else []
    rng = random.Random("%d:%d" % (seed, index))
    while len(points) < count:
        values = [eval(rng.choice(VALUES)) for _ in range(4)] + [eval(rng.choice(SEQUENCES)) for _ in range(2)]
        points.append(tuple(values[:n]))
    return points


def first_difference(code, recompiled, points, counts):
    """(point, prelude index, original outcome, recompiled outcome) of the
    first run that differs, or None; `counts` adds the runs compared and
    skipped (the original ran out of lines)."""
    for point in points:
        for k, prelude in enumerate(preludes()):
            expected, _ = fuzz._run_logged(code, point, fuzz.LINE_BUDGET, prelude)
            if expected[0] == "budget":
                counts["skipped"] += 1
                continue
            counts["runs"] += 1
            got = fuzz.run_outcome(recompiled, point, 4 * fuzz.LINE_BUDGET, prelude)
            if got != expected:
                return point, k, expected, got
    return None


def differs_at(source, name, point, prelude):
    """The recompiled code of `source` when it is a mismatch that runs
    differently at `point` under the prelude numbered `prelude`, else None."""
    try:
        (result,) = roundtrip_source(source, "<hunt shrink>", timeout=10)
        if result.status != MISMATCH or result.recompiled is None:
            return None
        original = function_of(source, name)
    except Exception:
        return None
    if _not_run(ast.parse(source)):
        return None
    code = preludes()[prelude]
    expected, _ = fuzz._run_logged(original.__code__, point, fuzz.LINE_BUDGET, code)
    if expected[0] == "budget":
        return None
    got = fuzz.run_outcome(result.recompiled, point, 4 * fuzz.LINE_BUDGET, code)
    return result if got != expected else None


def _not_run(tree):
    """Whether a program's runs may outlive the budget's stop: a finally
    body that leaves by return, break or continue (`fuzz.swallows_exceptions`),
    or one that raises inside a try statement with clauses: the stop,
    raised at a line of the try body, unsets the tracer (a trace function
    that raises is removed), the finally body's exception replaces it and
    the clause catches that, so a loop around goes on untraced for ever
    (fuzz seed 53 #905 at one of its points filled the memory)."""
    if fuzz.swallows_exceptions(tree):
        return True
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and node.handlers:
            inner = [x for stmt in node.body for x in ast.walk(stmt) if isinstance(x, ast.Try) and x.finalbody]
            if any(isinstance(y, ast.Raise) for x in inner for stmt in x.finalbody for y in ast.walk(stmt)):
                return True
    return False


def _statement_lists(tree):
    """Every list of statements in `tree` (bodies, else and finally parts,
    clauses and cases), outermost first."""
    out = []
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            stmts = getattr(node, field, None)
            if isinstance(stmts, list) and stmts and isinstance(stmts[0], ast.stmt):
                out.append(stmts)
    return out


def shrink(source, name, point, prelude, seconds=SHRINK_SECONDS):
    """A smaller program (source, decompiled) that still runs differently
    at `point` under `prelude`: each statement in turn taken out (`pass`
    where it was the only one) while the difference stays."""
    deadline = time.time() + seconds
    best = source
    decompiled = None
    changed = True
    while changed and time.time() < deadline:
        changed = False
        tree = ast.parse(best)
        for stmts in _statement_lists(tree.body[0]):
            for k in range(len(stmts)):
                if time.time() > deadline:
                    break
                removed = stmts[k]
                stmts[k] = ast.Pass() if len(stmts) == 1 else None
                del_one = stmts[k] is None
                if del_one:
                    del stmts[k]
                candidate = _unparse(tree)
                result = candidate and candidate != best and differs_at(candidate, name, point, prelude)
                if result:
                    best, decompiled, changed = candidate, result.decompiled, True
                    break
                if del_one:
                    stmts.insert(k, removed)
                else:
                    stmts[k] = removed
            if changed:
                break
    return best, decompiled


def _unparse(tree):
    try:
        return ast.unparse(ast.fix_missing_locations(tree)) + "\n"
    except (AttributeError, ValueError):  # (3.8: no ast.unparse)
        return None


def hunt_program(seed, index, points, counts, out, shrink_it=False):
    """Hunt one program; whether it runs differently."""
    name, source = program(seed, index)
    counts["programs"] += 1
    (result,) = roundtrip_source(source, "<fuzz %d:%d>" % (seed, index), timeout=20)
    if result.status != MISMATCH or result.recompiled is None:
        return False
    counts["mismatch"] += 1
    if _not_run(ast.parse(source)):
        counts["not_run"] += 1
        return False
    original = function_of(source, name)
    found = first_difference(original.__code__, result.recompiled, points_for(original, seed, index, points), counts)
    if found is None:
        return False
    counts["different"] += 1
    point, prelude, expected, got = found
    out("=== RUNS DIFFERENTLY %s seed %d #%d at %r under the %s prelude\n  original:   %r\n  recompiled: %r" % (
        "%d.%d" % sys.version_info[:2], seed, index, point, PRELUDES[prelude], expected, got))
    out(source.rstrip() + "\n--- decompiled:\n" + (result.decompiled or "").rstrip())
    if shrink_it:
        small, decompiled = shrink(source, name, point, prelude)
        if decompiled is not None:
            out("--- smaller, still runs differently at that point:\n" + small.rstrip() + "\n--- decompiled:\n" + decompiled.rstrip())
    return True


def hunt(seeds, count, points, out=print, shrink_it=False):
    """Hunt the first `count` programs of each seed; the counts."""
    counts = dict(programs=0, mismatch=0, not_run=0, runs=0, skipped=0, different=0)
    for seed in seeds:
        start = time.time()
        before = dict(counts)
        for index in range(count):
            hunt_program(seed, index, points, counts, out, shrink_it)
        out("%-8s hunt seed %d: programs %d  mismatch %d  runs compared %d  runs-different-programs %d  (%.1f s)" % (
            sys.version.split()[0], seed, counts["programs"] - before["programs"], counts["mismatch"] - before["mismatch"],
            counts["runs"] - before["runs"], counts["different"] - before["different"], time.time() - start))
    return counts


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    p = argparse.ArgumentParser(prog="python -m depyf.verify.hunt", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seeds", required=True, help="e.g. 4-20 or 1,3,13-15")
    p.add_argument("--count", type=int, default=fuzz.COUNT, help="programs per seed (default %d)" % fuzz.COUNT)
    p.add_argument("--points", type=int, default=POINTS, help="argument points a program runs at (default %d)" % POINTS)
    p.add_argument("--shrink", action="store_true", help="also print a smaller program that runs differently")
    p.add_argument("--python", help="run under this interpreter")
    p.add_argument("--versions", help="run under each of these interpreters (e.g. 3.12,3.13, or all)")
    args = p.parse_args(argv)
    if args.python or args.versions:
        rest = fuzz._without(argv, ("--python", "--versions"))
        if args.versions:
            versions = args.versions if args.versions != "all" else ",".join(VERSIONS)
            return fuzz._each_version(versions, rest, module="depyf.verify.hunt")
        return fuzz._elsewhere(args.python, rest, module="depyf.verify.hunt")
    counts = hunt(parse_seeds(args.seeds), args.count, args.points, shrink_it=args.shrink)
    print("%-8s hunt: programs %d  mismatch %d  not run %d  runs compared %d  skipped %d  programs running differently %d" % (
        sys.version.split()[0], counts["programs"], counts["mismatch"], counts["not_run"], counts["runs"], counts["skipped"],
        counts["different"]))
    return 1 if counts["different"] else 0


if __name__ == "__main__":
    sys.exit(main())
