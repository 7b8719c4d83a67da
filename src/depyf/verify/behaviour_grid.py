"""Behaviour grid: mismatched units run over a grid of arguments and answers.

    python -m depyf.verify.behaviour_grid PATH... [--points N] [--all] [--json OUT]

The corpus runner calls only the functions that take no argument; the
nesting corpus' functions all take `a, b, c, d, xs, ys` and call helpers
(`g`, `cm`, `acm`, `ait`, `w`) the files do not define.  A unit whose
recompiled bytecode differs from the original's may run differently, and
that is the worst thing a decompiler can do.  For every module-level
function of a corpus file whose round trip is a mismatch (`--all`: every
one that recompiled), the original and a function built from the
recompiled code are each called at the same points of a seeded grid:

- arguments: small ints, booleans, None, lists (whose iteration is logged)
  by parameter name (`xs`, `ys` and other plural names get lists);
- helper answers: `g` echoes its first argument, or answers from a script
  that changes from call to call; the n-th helper event (a call of `g`, a
  context manager's enter or exit, a step of an iteration or an await)
  raises, or every `g` of one value does, with one of several exception
  types; context managers suppress or not;
- drivers: generators are iterated, sent values, thrown into or closed
  after their first item; coroutines are stepped and thrown into at an
  await; async generators likewise; a function returned (the nesting
  corpus' `*_outer` wrappers) is called at the same point.

What is compared: the returned value (or the exception: type, message,
group members and chain, `exception_chain`), the log of every helper event, the
global `G1`, the arguments afterwards and the cells of closures.  A run is
held to a budget of executed lines; a point whose original run spends it
is not compared.  The verdict of a unit is `same` or the first point at
which the two runs differ.
"""

import argparse
import inspect
import json
import os
import random
import sys
import types
import zlib

from ..quiet import quiet_compile
from .context import module_import_names
from .corpus import corpus_files, import_file, min_version, rebuild
from .exception_chain import exception_summary, without_addresses
from .ratchet import CORPUS_DIR, load_record, record_path
from .roundtrip import IDENTICAL, MISMATCH, iter_units, roundtrip_code, time_limit

POINTS = 160
SEED = 6
LINE_BUDGET = 4000  # lines the original may execute (the recompiled function gets four times as many)
EVENTS = 300  # helper events a run may make
ITEMS = 40  # items taken from a generator
SECONDS = 2  # a run's time limit (3.8 loses the budget's stop raised in some coroutines: the limit ends them)
SKIPS = 6  # points whose original run spends its budget before a unit's grid stops
SCALARS = (0, 1, 2, 3, None, True, False, -1)
LISTS = ((), (1, 2), (0, 1, 2, 3), (3,), (2, 0), (1,))
SCRIPT = (0, 1, [1, 2], None, 2, True, [], 3, "", (0, 1))
ERRORS = (ValueError, KeyError, OSError, IndexError, RuntimeError, TypeError, ZeroDivisionError)
DRIVES = ("next", "send", "throw", "close")
HELPERS = ("g", "cm", "acm", "ait", "w")


class OutOfBudget(BaseException):
    """A run made too many events or executed too many lines (a
    BaseException: the function's own `except Exception` must not catch it)."""


class Policy:
    """How the helpers answer at one grid point."""

    def __init__(self, rng):
        self.script = rng.random() < 0.4  # g answers from SCRIPT, else echoes
        self.shift = rng.randrange(len(SCRIPT))
        self.raise_at = rng.choice((None, None, 1, 2, 3, 4, 5, 7))  # the n-th event raises
        self.raise_on = rng.choice((None, None, None, 0, 1, 2, 9))  # every g(value) raises
        self.error = rng.choice(ERRORS)
        self.suppress = rng.random() < 0.25  # context managers swallow exceptions
        self.drive = rng.choice(DRIVES)

    def __repr__(self):
        return "Policy(script=%s, shift=%d, raise_at=%s, raise_on=%s, error=%s, suppress=%s, drive=%s)" % (
            self.script, self.shift, self.raise_at, self.raise_on, self.error.__name__, self.suppress, self.drive)


class World:
    """The helpers of one run and the log of what they saw."""

    def __init__(self, policy):
        self.policy = policy
        self.log = []
        self.exhausted = False  # the run spent its budget: not compared

    def event(self, kind, value):
        self.log.append((kind, shown(value)))
        if len(self.log) > EVENTS:
            self.exhausted = True
            raise OutOfBudget()
        p = self.policy
        if len(self.log) == p.raise_at or (kind == "g" and p.raise_on is not None and value == (p.raise_on,)):
            raise p.error("%s %s" % (kind, shown(value)))

    def answer(self, args):
        p = self.policy
        if p.script:
            return _fresh(SCRIPT[(len(self.log) + p.shift) % len(SCRIPT)])
        return args[0] if args else None

    def helpers(self):
        world = self

        def g(*args):
            world.event("g", args)
            for arg in args:
                if isinstance(arg, types.FunctionType):  # a lambda handed over: its answers are effects too
                    world.log.append(("called", outcome_of(lambda: (arg(0), arg(1)), world)))
            return world.answer(args)

        class cm:
            def __init__(self, x):
                self.x = x

            def __enter__(self):
                world.event("enter", self.x)
                return self.x

            def __exit__(self, kind, value, tb):
                world.event("exit", (self.x, kind and kind.__name__))
                # (never the budget's stop nor the time limit: those are no Exception)
                return world.policy.suppress and kind is not None and issubclass(kind, Exception)

            async def __aenter__(self):
                return self.__enter__()

            async def __aexit__(self, kind, value, tb):
                return self.__exit__(kind, value, tb)

        class ait:
            def __init__(self, x):
                self.items = list(range(x)) if isinstance(x, int) else list(x or ())

            def __aiter__(self):
                return self

            async def __anext__(self):
                world.event("anext", len(self.items))
                if not self.items:
                    raise StopAsyncIteration
                return self.items.pop(0)

        def w(x):
            return Suspend(world, x)

        return {"g": g, "cm": cm, "acm": cm, "ait": ait, "w": w}


def _fresh(value):
    return list(value) if isinstance(value, list) else value


class Suspend:
    """An awaitable that suspends once (the driver sees it) then gives `x`."""

    def __init__(self, world, x):
        self.world, self.x = world, x

    def __await__(self):
        self.world.event("await", self.x)
        yield ("suspended", shown(self.x))
        return self.x


class Logged(list):
    """A list argument whose iteration is logged (and may raise)."""

    world = None

    def __iter__(self):
        for item in list.__iter__(self):
            if self.world is not None:
                self.world.event("next", item)
            yield item


def shown(value):
    return without_addresses(repr(value))


# --- running one function at one point ------------------------------------------


def _line_budget(world, filename, budget):
    """A tracer counting the lines executed in `filename` (the code under
    test, original or recompiled: the harness' own lines do not count)."""
    left = [budget]

    def local(frame, event, arg):
        if event == "line":
            left[0] -= 1
        if left[0] < 0 and event in ("line", "opcode"):
            # Every instruction raises from now on: a `finally: continue`
            # catching the stop would otherwise loop on without a line event.
            world.exhausted = True
            frame.f_trace_opcodes = True
            raise OutOfBudget()
        return local

    return lambda frame, event, arg: local if frame.f_code.co_filename == filename else None


def outcome_of(thunk, world, point=None, depth=0):
    """('return', value settled) / ('raise', summary) / ('budget',) of `thunk()`."""
    try:
        return ("return", settled(thunk(), world, point, depth))
    except OutOfBudget:
        world.exhausted = True
        return ("budget",)
    except Exception as exc:
        return ("raise", exception_summary(exc))


def settled(value, world, point, depth):
    """`value` as compared: generators, coroutines and async generators run
    by the point's driver, functions returned called at the point, classes
    shown by their attributes."""
    if depth > 3:
        return shown(value)
    if isinstance(value, types.GeneratorType):
        return ["generator", drive_generator(value, world)]
    if isinstance(value, types.CoroutineType):
        return ["coroutine", drive_coroutine(value, world)]
    if isinstance(value, types.AsyncGeneratorType):
        return ["async generator", drive_async_generator(value, world)]
    if isinstance(value, types.FunctionType) and point is not None:
        return ["function", call_at(value, point, world, depth + 1)]
    if isinstance(value, type):
        return ["class", sorted((k, shown(v)) for k, v in vars(value).items() if not k.startswith("__"))]
    if isinstance(value, (list, tuple)):
        return [type(value).__name__] + [settled(v, world, None, depth + 1) for v in value]
    return shown(value)


def _step(world, action):
    """One driver step: ('yield', value) / ('stop', value) / ('raise', summary)."""
    try:
        return ("yield", shown(action()))
    except StopIteration as stop:
        return ("stop", shown(stop.value))
    except StopAsyncIteration:
        return ("stop", None)
    except OutOfBudget:
        world.exhausted = True
        raise
    except Exception as exc:
        return ("raise", exception_summary(exc))


def _driver_actions(gen, send, throw, close, drive):
    """The actions a driver takes on a generator-like object, by step number."""
    def action(n):
        if n == 0:
            return lambda: send(None)
        if drive == "send":
            return lambda: send(n * 10)
        if drive == "throw" and n == 1:
            return lambda: throw(ValueError("thrown"))
        if drive == "close" and n == 1:
            return close
        return lambda: send(None)
    return action


def drive_generator(gen, world):
    steps = []
    action = _driver_actions(gen, gen.send, gen.throw, gen.close, world.policy.drive)
    try:
        for n in range(ITEMS):
            steps.append(_step(world, action(n)))
            if steps[-1][0] != "yield" or (world.policy.drive == "close" and n == 1):
                break
    finally:
        gen.close()
    return steps


def drive_coroutine(coro, world):
    steps = []
    drive = "throw" if world.policy.drive == "throw" else "next"
    action = _driver_actions(coro, coro.send, coro.throw, coro.close, drive)
    try:
        for n in range(ITEMS):
            steps.append(_step(world, action(n)))
            if steps[-1][0] != "yield":
                break
    finally:
        coro.close()
    return steps


def drive_async_generator(agen, world):
    """Each item asked for with asend/athrow/aclose; the awaitable those give
    is stepped to its end (its suspensions are logged as steps)."""
    steps = []
    drive = world.policy.drive
    try:
        for n in range(ITEMS):
            if n == 1 and drive == "throw":
                step = agen.athrow(ValueError("thrown"))
            elif n == 1 and drive == "close":
                step = agen.aclose()
            else:
                step = agen.asend(None if n == 0 or drive != "send" else n * 10)
            last = _await_steps(step, world, steps)
            if last[0] != "stop" or drive == "close" and n == 1:
                break
    finally:
        _close_async(agen)
    return steps


def _await_steps(step, world, steps):
    """Step one awaitable to its end; ('stop', value) when it gave a value."""
    try:
        for _ in range(ITEMS):
            result = _step(world, lambda: step.send(None))
            steps.append(result)
            if result[0] != "yield":
                return result
        return ("budget",)
    finally:
        step.close()


def _close_async(agen):
    closing = agen.aclose()
    try:
        for _ in range(ITEMS):
            closing.send(None)
    except (StopIteration, StopAsyncIteration, RuntimeError):
        pass
    except Exception:
        pass
    finally:
        closing.close()


def arguments_for(fn, point):
    """Positional and keyword-only arguments of `fn` at `point`, by name
    (a name the point lacks gets the value of the point's `a`)."""
    code = fn.__code__
    names = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
    defaults = len(fn.__defaults__ or ())
    values = {}
    for i, name in enumerate(names):
        if i < code.co_argcount and i >= code.co_argcount - defaults and name not in point:
            continue  # optional: its default
        if i >= code.co_argcount and fn.__kwdefaults__ and name in fn.__kwdefaults__ and name not in point:
            continue
        values[name] = point[name] if name in point else fill_missing(name, point)
    positional = [values[n] for n in names[:code.co_argcount] if n in values]
    keywords = {n: values[n] for n in names[code.co_argcount:] if n in values}
    return positional, keywords


def call_at(fn, point, world, depth=0):
    """The outcome of calling `fn` at `point`, then the cells of its closure."""
    positional, keywords = arguments_for(fn, point)
    result = outcome_of(lambda: fn(*positional, **keywords), world, point, depth)
    return [result, _cells(fn)]


def _cells(fn):
    shown_cells = []
    for cell in fn.__closure__ or ():
        try:
            shown_cells.append(shown(cell.cell_contents))
        except ValueError:
            shown_cells.append("<empty>")
    return shown_cells


def plural(name):
    return len(name) > 1 and name.endswith("s")


def fill_missing(name, point):
    return point["xs"] if plural(name) else point["a"]


# --- one grid point, one unit, one file -------------------------------------------


def grid_point(rng):
    point = {name: rng.choice(SCALARS) for name in "abcd"}
    point.update(xs=rng.choice(LISTS), ys=rng.choice(LISTS))
    return point


def run_point(fn, namespace, own, point, policy, budget):
    """What running `fn` (its globals `namespace`) at `point` shows: the
    outcome, the helper log, `G1`, the list arguments afterwards. None when
    the run spent its budget."""
    world = World(policy)
    installed = {k: v for k, v in world.helpers().items() if k not in own}
    namespace.update(installed)
    namespace.pop("G1", None)
    fresh = {k: Logged(v) if isinstance(v, tuple) else v for k, v in point.items()}
    for value in fresh.values():
        if isinstance(value, Logged):
            value.world = world
    old = sys.gettrace()
    sys.settrace(_line_budget(world, fn.__code__.co_filename, budget))
    try:
        with time_limit(SECONDS):
            result = call_at(fn, fresh, world)
    except BaseException as exc:  # the time limit
        if isinstance(exc, KeyboardInterrupt):
            raise
        world.exhausted = True
    finally:
        sys.settrace(old)
    shown_run = None if world.exhausted else [result, list(world.log), shown(namespace.get("G1", "<unset>")),
                                               sorted((k, shown(list.copy(v))) for k, v in fresh.items()
                                                      if isinstance(v, Logged))]
    for name in installed:
        namespace.pop(name, None)
    namespace.pop("G1", None)
    return shown_run


def compare_runs(original, copy, namespace, own, key, points):
    """(compared, skipped, first difference or None) of running `original`
    and `copy` over `points` seeded grid points."""
    rng = random.Random(SEED ^ zlib.crc32(key.encode()))
    compared = skipped = 0
    for _ in range(points):
        point, policy = grid_point(rng), Policy(rng)
        expected = run_point(original, namespace, own, point, policy, LINE_BUDGET)
        if expected is None:
            skipped += 1
            if skipped == SKIPS:
                break
            continue
        got = run_point(copy, namespace, own, point, policy, 4 * LINE_BUDGET)
        compared += 1
        if got != expected:
            return compared, skipped, {"point": point, "policy": repr(policy),
                                       "original": expected, "recompiled": got}
    return compared, skipped, None


def check_file(path, points=POINTS, every=False, timeout=10.0, decompile=None, skip=()):
    """The records of the module-level functions of one corpus file whose
    round trip is a mismatch (`every`: or identical); the qualnames in
    `skip` are not round-tripped."""
    with open(path, encoding="utf-8") as f:
        source = f.read()
    try:
        module = import_file(path)
    except Exception as exc:  # (a module that only compiles: 3.13.0 and PEP 696 defaults)
        return [{"file": path, "qualname": "<import>", "status": "import_error", "verdict": "not run",
                 "message": "%s: %s" % (type(exc).__name__, exc)}]
    namespace = vars(module)
    own = set(namespace)
    module_code = quiet_compile(source, path, "exec")
    imports = module_import_names(source, path)
    functions = {(o.__code__.co_name, o.__code__.co_firstlineno): o for o in list(namespace.values())
                 if inspect.isfunction(o) and o.__module__ == module.__name__}
    records = []
    for unit in iter_units(module_code):
        original = None if unit.chain else functions.get((unit.code.co_name, unit.code.co_firstlineno))
        if original is None or unit.qualname in skip:
            continue
        res = roundtrip_code(unit, path, imports, timeout, decompile=decompile)
        if not (res.status == MISMATCH or every and res.status == IDENTICAL):
            continue
        rec = {"file": path, "qualname": res.qualname, "status": res.status, "decompiled": res.decompiled}
        if res.recompiled is None or res.recompiled.co_freevars != original.__code__.co_freevars:
            rec["verdict"] = "not run"
        else:
            compared, skipped, difference = compare_runs(original, rebuild(original, res.recompiled), namespace,
                                                         own, res.qualname, points)
            rec.update(compared=compared, skipped=skipped, difference=difference,
                       verdict="same" if difference is None else "different")
        records.append(rec)
    return records


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m depyf.verify.behaviour_grid", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("paths", nargs="+", help="corpus files or directories")
    p.add_argument("--points", type=int, default=POINTS)
    p.add_argument("--all", action="store_true", help="identical units too (a check of the grid itself)")
    p.add_argument("--json", metavar="OUT")
    p.add_argument("--failures", type=int, default=10, metavar="N")
    p.add_argument("--unrecorded", action="store_true",
                   help="also round-trip the units this interpreter's corpus record holds identical")
    args = p.parse_args(argv)
    recorded = set() if args.all or args.unrecorded else recorded_identical()
    records = []
    for root in args.paths:
        for path in corpus_files(root):
            if sys.version_info[:2] >= min_version(path):
                skip = {key.split("::", 1)[1] for key in recorded if key.split("::", 1)[0] == corpus_key(path)}
                found = check_file(path, args.points, args.all, skip=skip)
                records.extend(found)
                print("%s: %d units" % (path, len(found)), file=sys.stderr, flush=True)
    different = [r for r in records if r["verdict"] == "different"]
    for r in different[:args.failures]:
        d = r["difference"]
        print("--- %s::%s runs differently at %r %s" % (r["file"], r["qualname"], d["point"], d["policy"]))
        print("  original:   %s\n  recompiled: %s" % (_short(d["original"]), _short(d["recompiled"])))
    print("%-8s behaviour grid: units %d  run %d  same %d  different %d  not run %d  points compared %d" % (
        sys.version.split()[0], len(records), sum(1 for r in records if r["verdict"] != "not run"),
        sum(1 for r in records if r["verdict"] == "same"), len(different),
        sum(1 for r in records if r["verdict"] == "not run"), sum(r.get("compared", 0) for r in records)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(records, f, indent=1, default=repr)
    return 1 if different else 0


def recorded_identical():
    """The unit keys the corpus ratchet holds identical on this interpreter
    (identical bytecode runs the same: the grid leaves them out)."""
    path = record_path("corpus", "%d.%d" % sys.version_info[:2])
    return set(load_record(path)["identical"]) if os.path.exists(path) else set()


def corpus_key(path):
    return os.path.relpath(os.path.abspath(path), CORPUS_DIR).replace(os.sep, "/")


def _short(run):
    text = repr(run)
    return text if len(text) < 1200 else text[:1197] + "..."


if __name__ == "__main__":
    sys.exit(main())
