"""`depyf run [--dump-dir DIR] script.py [args...]` / `depyf run -m module [args...]`:
run a program exactly as `python script.py` would, with `prepare_debug`
capturing the whole run, then write the report and say where it is (on
stderr: stdout stays the program's).
"""

import os
import re
import runpy
import sys
import traceback

USAGE = "usage: depyf run [--dump-dir DIR] [--no-report] [--quiet] [--cold-caches] (script.py | -m module) [args...]"


class RunUsage(Exception):
    """Bad `depyf run` arguments, with a one-line reason."""


def parse_args(argv):
    """(options, target kind, target, program args). Options stop at the
    script or -m: everything after belongs to the program."""
    opts = {"dump_dir": None, "report": True, "explain": True, "cold_caches": False}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "-m":
            if i + 1 >= len(argv):
                raise RunUsage("-m needs a module name")
            return opts, "module", argv[i + 1], argv[i + 2:]
        if a.startswith("-m") and len(a) > 2:
            return opts, "module", a[2:], argv[i + 1:]
        if a in ("--dump-dir", "-o"):
            if i + 1 >= len(argv):
                raise RunUsage("%s needs a folder" % a)
            opts["dump_dir"] = argv[i + 1]
            i += 2
            continue
        if a.startswith("--dump-dir="):
            opts["dump_dir"] = a.split("=", 1)[1]
            i += 1
            continue
        if a == "--no-report":
            opts["report"] = False
            i += 1
            continue
        if a == "--cold-caches":  # compile cold, as if torch had no caches
            opts["cold_caches"] = True
            i += 1
            continue
        if a == "--quiet":
            opts["explain"] = False
            i += 1
            continue
        if a in ("-h", "--help"):
            raise RunUsage(None)
        if a == "--":
            i += 1
            if i >= len(argv):
                break
            return opts, "script", argv[i], argv[i + 1:]
        if a.startswith("-"):
            raise RunUsage("unknown option %s (options go before the script)" % a)
        return opts, "script", a, argv[i + 1:]
    raise RunUsage("a script or -m module is required")


def _rank():
    for name in ("RANK", "LOCAL_RANK"):
        v = os.environ.get(name)
        if v is not None and v.isdigit():
            return int(v)
    return None


def default_dump_dir(target, kind, cwd=None):
    """A fresh folder named after the program: depyf_<name>_<n>. Ranks of one
    torchrun job (same parent, the launcher) share one folder, each writing
    its rank_<r>/ in it."""
    cwd = cwd or os.getcwd()
    name = target if kind == "module" else os.path.splitext(os.path.basename(target))[0]
    name = re.sub(r"[^0-9A-Za-z_]+", "_", name).strip("_") or "program"
    world = os.environ.get("WORLD_SIZE")
    if _rank() is not None and world and world.isdigit() and int(world) > 1:
        job = os.environ.get("TORCHELASTIC_RUN_ID")
        job = job if job and job != "none" else "ppid%d" % os.getppid()
        path = os.path.join(cwd, "depyf_%s_%s" % (name, re.sub(r"[^0-9A-Za-z_]+", "_", job)))
        os.makedirs(path, exist_ok=True)
        return path
    n = 0
    while True:
        path = os.path.join(cwd, "depyf_%s_%d" % (name, n))
        try:
            os.makedirs(path)
            return path
        except FileExistsError:
            n += 1


def _torch_available():
    import importlib.util

    try:
        return importlib.util.find_spec("torch") is not None
    except (ImportError, ValueError):
        return False


def _print_exception(exc, program_files):
    """As the interpreter would: through sys.excepthook, from the program's
    first frame on (depyf's and runpy's frames left out)."""
    tb = exc.__traceback__
    first = tb
    while first is not None and _own_frame(first, program_files):
        first = first.tb_next
    exc.__traceback__ = first or tb  # the default hook prints the exception's own traceback
    try:
        sys.excepthook(type(exc), exc, first or tb)
    except Exception:
        traceback.print_exception(type(exc), exc, first or tb)


_HERE = os.path.dirname(os.path.abspath(__file__))


def _own_frame(tb, program_files):
    """A frame of depyf's runner or of runpy (python's own traceback has none)."""
    fn = tb.tb_frame.f_code.co_filename
    if os.path.abspath(fn) in program_files:
        return False
    return os.path.abspath(fn) == os.path.abspath(__file__) or "runpy" in os.path.basename(fn)


def _exit_code(exc):
    """The status `python` exits with for a SystemExit (printing a message
    one carries, as the interpreter does)."""
    code = exc.code
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF if code >= 0 else code & 0xFF
    try:
        sys.stderr.write("%s\n" % (code,))
    except Exception:
        pass
    return 1


def _run_program(kind, target, args):
    """Run it as `python` would; returns the exit status."""
    if kind == "script":
        path = target
        if not os.path.exists(path):
            sys.stderr.write("depyf run: can't open file %r: [Errno 2] No such file or directory\n" % path)
            return 2
        sys.argv = [target] + list(args)
        # python puts the script's folder first on sys.path (a folder or zip: its __main__)
        sys.path[0] = os.path.dirname(os.path.realpath(path)) if os.path.isfile(path) else os.path.abspath(path)
        program_files = {os.path.abspath(path), os.path.realpath(path)}
        runner = lambda: runpy.run_path(path, run_name="__main__")  # noqa: E731
    else:
        sys.argv = [target] + list(args)  # run_module puts the module's file first, as python -m does
        sys.path[0] = os.getcwd()
        program_files = set()
        try:
            import importlib.util

            spec = importlib.util.find_spec(target)
            if spec is not None and spec.origin:
                program_files.add(os.path.abspath(spec.origin))
        except Exception:
            pass
        runner = lambda: runpy.run_module(target, run_name="__main__", alter_sys=True)  # noqa: E731
    try:
        runner()
        return 0
    except SystemExit as e:
        return _exit_code(e)
    except KeyboardInterrupt as e:
        _print_exception(e, program_files)
        return 130
    except BaseException as e:  # the program's uncaught exception
        if kind == "module" and isinstance(e, ImportError) and getattr(e, "name", None) == target:
            sys.stderr.write("%s: No module named %s\n" % (sys.executable, target))
            return 1
        _print_exception(e, program_files)
        return 1


def _stderr(text):
    try:
        sys.stdout.flush()
    except Exception:
        pass
    sys.stderr.write(text)
    sys.stderr.flush()


def run(argv):
    """`depyf run ...`; returns the exit status."""
    try:
        opts, kind, target, args = parse_args(argv)
    except RunUsage as e:
        if e.args[0] is None:
            sys.stdout.write(USAGE + "\n")
            return 0
        sys.stderr.write("%s\ndepyf run: error: %s\n" % (USAGE, e.args[0]))
        return 2
    dump_dir = os.path.abspath(opts["dump_dir"]) if opts["dump_dir"] else default_dump_dir(target, kind)
    main_pid = os.getpid()
    capture = _torch_available()
    if not capture:
        _stderr("depyf run: torch is not importable: the program runs without capture\n")
        return _run_program(kind, target, args)
    import depyf

    status = 1
    try:
        with depyf.prepare_debug(dump_dir, disable_caches=True if opts["cold_caches"] else None):
            status = _run_program(kind, target, args)
    finally:
        if os.getpid() != main_pid:
            # a child forked by the program that returned here: it has its
            # own folder (written by prepare_debug); no report from it
            os._exit(status)
    rank = _rank()
    if rank not in (None, 0):
        return status  # the report is rank 0's
    _finish(dump_dir, opts)
    return status


def _finish(dump_dir, opts):
    from . import report as _report
    from .report.model import BadDump

    report_path = None
    note = None
    if opts["report"]:
        try:
            report_path = _report.build(dump_dir)
        except _report.MissingExtra as e:
            note = "no HTML report: %s" % e
        except BadDump as e:
            note = "no report: %s" % e
        except Exception as e:  # the program's status must not change for a report failure
            note = "the report could not be built (%s: %s)" % (type(e).__name__, e)
    lines = []
    try:
        from .report.terminal import text

        dump = _report.load(dump_dir)
        lines = text(dump, limit=5, report_path=report_path) if opts["explain"] else []
    except BadDump as e:
        lines = ["depyf: %s" % e]
    except Exception as e:
        lines = ["depyf: could not read the dump (%s: %s)" % (type(e).__name__, e)]
    if not opts["explain"]:
        lines = ["depyf: dump in %s" % dump_dir] + (["report: %s" % report_path] if report_path else [])
    if note:
        lines.append("depyf: " + note)
    if _rank() == 0:
        lines.append("depyf: other ranks may still be writing: run `depyf report %s` when all have finished" % dump_dir)
    _stderr("\n" + "\n".join(lines) + "\n")
