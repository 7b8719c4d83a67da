"""`python -m depyf ...`: the command line."""

import argparse
import importlib
import os
import sys

from .errors import DecompilationError
from .quiet import quiet_compile

EXIT_BAD_INPUT = 2
# a bug inside depyf, not the input's fault
EXIT_INTERNAL = 3


class BadTarget(Exception):
    """A target the command line cannot decompile, with a one-line reason."""


def load_pyc(path):
    """The code of a .pyc of any CPython 3.8-3.13 (a CodeRecord for
    another version's)."""
    from .bytecode.pyc import PycError, load_pyc as read

    try:
        return read(path)[0]
    except PycError as exc:
        raise BadTarget(str(exc))


def load_source(path):
    with open(path, "rb") as f:
        source = f.read()
    try:
        return quiet_compile(source, path, "exec")
    except SyntaxError as exc:
        raise BadTarget("%s does not compile: %s (line %s)" % (path, exc.msg, exc.lineno))
    except ValueError as exc:
        raise BadTarget("%s does not compile: %s" % (path, exc))


def load_qualified(target):
    module_name, _, qualname = target.partition(":")
    if not module_name or not qualname:
        raise BadTarget("%r: expected a .pyc, a .py file or module:qualname" % target)
    try:
        obj = importlib.import_module(module_name)
    except ImportError as exc:
        raise BadTarget("cannot import module %r: %s" % (module_name, exc))
    for part in qualname.split("."):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            raise BadTarget("module %r has no attribute %r" % (module_name, qualname))
    return obj


def resolve_target(target):
    """The object named by a command-line TARGET."""
    if target.endswith((".pyc", ".pyo")):
        if not os.path.isfile(target):
            raise BadTarget("no such file: %s" % target)
        return load_pyc(target)
    if target.endswith(".py"):
        if not os.path.isfile(target):
            raise BadTarget("no such file: %s" % target)
        return load_source(target)
    if ":" in target:
        return load_qualified(target)
    if os.path.exists(target):
        raise BadTarget("%s is neither a .py nor a .pyc file" % target)
    raise BadTarget("no such file or module:qualname: %s" % target)


def _cmd_decompile(args):
    from .api import Decompiler

    obj = resolve_target(args.target)
    try:
        code = Decompiler(obj)
    except TypeError as exc:
        raise BadTarget("%s: %s" % (args.target, exc))
    source = code.decompile(indentation=args.indent)
    sys.stdout.write(source)
    if code.self_check.startswith("not checked"):
        sys.stderr.write("depyf: note: %s: %s\n" % (args.target, code.self_check))
    return 0


def _cmd_report(args):
    from . import report

    path = report.build(args.dir, args.out)
    sys.stderr.write("depyf: report written: %s\n" % path)
    return 0


def _cmd_explain(args):
    from . import report
    from .report.terminal import as_json, text

    dump = report.load(args.dir)
    if args.json:
        import json

        sys.stdout.write(json.dumps(as_json(dump), indent=1, default=str) + "\n")
    else:
        sys.stdout.write("\n".join(text(dump, limit=args.limit)) + "\n")
    return 0


def build_parser():
    parser = argparse.ArgumentParser(prog="depyf", description="Decompile Python bytecode; open up torch.compile.")
    sub = parser.add_subparsers(dest="command")
    dec = sub.add_parser("decompile", help="print the source of a .pyc (of any CPython 3.8-3.13), a .py file's "
                                           "bytecode, or module:qualname")
    dec.add_argument("target", help="a .pyc file (CPython 3.8-3.13), a .py file, or module:qualname")
    dec.add_argument("--indent", type=int, default=4, help="spaces per indentation level (default 4)")
    dec.set_defaults(func=_cmd_decompile)
    # `run` takes the program's arguments verbatim: dispatched before argparse (see main)
    sub.add_parser("run", help="run a program (script.py or -m module) with torch.compile captured, then report",
                   add_help=False)
    rep = sub.add_parser("report", help="build the HTML report of a dump folder (needs depyf[report])")
    rep.add_argument("dir", help="a folder written by `depyf run` or `with depyf.prepare_debug(dir):`")
    rep.add_argument("--out", help="where to write the report (default: DIR/report)")
    rep.set_defaults(func=_cmd_report)
    exp = sub.add_parser("explain", help="what torch.compile did in a dump folder, in plain words")
    exp.add_argument("dir", help="a folder written by `depyf run` or `with depyf.prepare_debug(dir):`")
    exp.add_argument("--json", action="store_true", help="print the overview as JSON")
    exp.add_argument("--limit", type=int, default=10, help="items shown per section (default 10)")
    exp.set_defaults(func=_cmd_explain)
    return parser


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] == "run":
        from .runner import run

        return run(argv[1:])
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_usage(sys.stderr)
        sys.stderr.write("depyf: error: a command is required (try: depyf decompile TARGET)\n")
        return EXIT_BAD_INPUT
    try:
        return args.func(args)
    except BadTarget as exc:
        sys.stderr.write("depyf: error: %s\n" % exc)
        return EXIT_BAD_INPUT
    except DecompilationError as exc:
        sys.stderr.write("depyf: error: %s\n" % exc)
        return EXIT_BAD_INPUT
    except OSError as exc:
        sys.stderr.write("depyf: error: %s\n" % exc)
        return EXIT_BAD_INPUT
    except Exception as exc:
        # the report's own errors (bad folder, missing extra): one line, status 2
        from .report import BadDump, MissingExtra

        if isinstance(exc, (BadDump, MissingExtra)):
            sys.stderr.write("depyf: error: %s\n" % exc)
            return EXIT_BAD_INPUT
        return _internal_error(exc)


def _internal_error(exc):
    """A bug inside depyf: one line naming it (the traceback when
    DEPYF_TRACEBACK=1 asks for it, for a bug report)."""
    if os.environ.get("DEPYF_TRACEBACK") == "1":
        import traceback

        traceback.print_exc()
    else:
        sys.stderr.write("depyf: internal error (a bug in depyf, please report it): %s: %s "
                         "(DEPYF_TRACEBACK=1 shows where)\n" % (type(exc).__name__, exc))
    return EXIT_INTERNAL
