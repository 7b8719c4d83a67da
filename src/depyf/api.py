"""Public decompiler API: `decompile(obj)` and `Decompiler(code)`."""

import ast
import gc
import re
import sys
import types

from .owner import code_of, function_of


_MODULES = None
# Where Dynamo's code wraps a call, display or condition (one item a line):
# 100 in the dump, where a closure's code sits one level deeper, in a wrapper
# that gives it its free variables (pt2/codegen.py).
DYNAMO_WIDTH = 96


def _decompiler_modules():
    """The decompiler's modules, imported by the first decompile (`import
    depyf` stays light) and kept: five import statements per call cost
    about 2% of decompiling a small function."""
    global _MODULES
    if _MODULES is None:
        from . import printer, selfcheck
        from .lift import driver
        # the pt2 modules the API needs (plain `ast` and code objects, no
        # torch): Dynamo's code recognised, its reading options, its clean-up
        from .pt2 import dynamo_cleanup, dynamo_reading

        _MODULES = (driver, dynamo_cleanup, dynamo_reading, printer, selfcheck)
    return _MODULES


TEMP_PREFIX = "__temp_"  # what the lifter names its temporaries
_TEMP = re.compile(re.escape(TEMP_PREFIX) + r"(\d+)$")


def _one_name(*names):
    """The def's name from the keywords that give it (None: the code's own)."""
    given = {n for n in names if n is not None}
    if len(given) > 1:
        raise TypeError("decompile() got different names for the function: %s" % ", ".join(sorted(map(repr, given))))
    return given.pop() if given else None


def _rename_temporaries(tree, prefix):
    """`__temp_N` -> `<prefix>N` throughout `tree`, skipping numbers whose new
    name the source already uses."""
    if not prefix.isidentifier():
        raise ValueError("temp_prefix must begin an identifier, not %r" % prefix)
    taken = set()
    temps = []
    for node in ast.walk(tree):
        for attr in ("id", "arg"):
            value = getattr(node, attr, None)
            if isinstance(value, str):
                if _TEMP.match(value):
                    temps.append(value)
                else:
                    taken.add(value)
        if isinstance(node, (ast.Global, ast.Nonlocal)):
            taken.update(node.names)
    renamed = {}
    number = 0
    for old in sorted(set(temps), key=lambda t: int(_TEMP.match(t).group(1))):
        number += 1
        while prefix + str(number) in taken:
            number += 1
        renamed[old] = prefix + str(number)
    for node in ast.walk(tree):
        for attr in ("id", "arg"):
            value = getattr(node, attr, None)
            if isinstance(value, str) and value in renamed:
                setattr(node, attr, renamed[value])


def _version_number(version):
    """(3, minor) of a version given as a tuple or a version record (None: None)."""
    return None if version is None else tuple(getattr(version, "number", version))[:2]


_MISSING_AST_NODE = re.compile(r"module 'ast' has no attribute '(\w+)'")


def _inexpressible(exc, code, version):
    """The DecompilationError for code of another version that needed an
    `ast` node the running interpreter lacks (None: another error).  The
    constructs known to need one are found before reading (`expressible`):
    this names any other."""
    found = _MISSING_AST_NODE.search(str(exc))
    if found is None or version is None:
        return None
    from .expressible import inexpressible_error

    node = found.group(1)
    return inexpressible_error(node, "a construct built as ast.%s" % node, _version_number(version),
                               getattr(code, "co_qualname", code.co_name))


def _raise_if_inexpressible(tree, code, number):
    """A match statement of 3.10+ code that reads only values and names
    (no MATCH_* instruction for `check_expressible` to find) is read on
    3.8/3.9 into stand-in nodes: name the construct rather than print."""
    from .lift.match_nodes import stand_in_found

    if stand_in_found(tree) is not None:
        from .expressible import inexpressible_error

        raise inexpressible_error("Match", "a `match` statement", number, getattr(code, "co_qualname", code.co_name))


class Decompiler:
    """Decompile one code object (function, lambda, class body or module):
    a code object of the running interpreter, or a `CodeRecord` of another
    version's (`depyf.load_pyc`)."""

    def __init__(self, code, version=None):
        # After decompile(): objects from co_consts that have no literal
        # form, by the global name the source reads them from.
        self.constants = {}
        # After decompile(): how the source was checked against the code
        # (`selfcheck`: "checked", "skipped: ...", "checked by Python 3.8",
        # "not checked: ..." for code of another version with no interpreter of it).
        self.self_check = None
        # After decompile() of Dynamo's code: what its cleanup removed on
        # purpose (a `pt2.dynamo_cleanup.Elided`).
        self.elided = None
        if code.__class__ is types.CodeType:
            # (a code object is its own owner and has no function: what
            # `function_of` and `code_of` say, without their peeling)
            self.function, self.code = None, code
        else:
            self.function = function_of(code)
            self.code = code_of(code)
        # The CPython version whose bytecode the code holds ((3, 12); None:
        # the running interpreter's): it chooses the decompiler's facts.  A
        # CodeRecord read from another version's .pyc says its own.
        if version is None and self.code.__class__ is not types.CodeType:
            version = self.code.version
        self.version = version

    def decompile(self, indentation=4, temp_prefix=TEMP_PREFIX, overwite_fn_name=None, *, overwrite_fn_name=None,
                  name=None, constant_prefix="__const_", frame_globals=None, graph_inputs=None, self_check=True):
        """The source text.

        The first three parameters are those of the older depyf, in its
        order: `temp_prefix` begins the names of the decompiler's
        temporaries (stack values no source name holds), and the def is
        named `overwrite_fn_name` (`overwite_fn_name`, its old spelling, is
        accepted too; `name` is the same).  `frame_globals`: for Dynamo's
        code, the globals it runs with (its resume functions name the values
        passed to them); `graph_inputs`: the input names of the compiled
        graphs it calls, by global name (the values it passes them are named
        so)."""
        name = _one_name(name, overwrite_fn_name, overwite_fn_name)
        # The collector paused: the decompiler's temporaries (instructions,
        # trees) die by reference count; collections while they live only
        # walk them and promote them to older generations, which brings a
        # full collection of the caller's heap forward.
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            return self._decompile(indentation, temp_prefix, name, constant_prefix, frame_globals, graph_inputs,
                                   self_check)
        except AttributeError as exc:
            error = _inexpressible(exc, self.code, self.version)
            if error is None:
                raise
            raise error from None
        finally:
            if was_enabled:
                gc.enable()

    def _decompile(self, indentation, temp_prefix, name, constant_prefix, frame_globals, graph_inputs, self_check):
        driver, dynamo_cleanup, dynamo_reading, printer, selfcheck = _decompiler_modules()
        number = _version_number(self.version)
        if number is not None and number > sys.version_info[:2]:
            from .expressible import check_expressible

            check_expressible(self.code, number)
        self.constants = {}
        elided = self.elided = dynamo_cleanup.Elided()

        def cleanup(stmts, code):
            dynamo_cleanup.clean(stmts, code, elided, frame_globals, graph_inputs)

        # (the process's one set of Dynamo's options: the clean-up and its
        # arguments are this thread's while the decompile runs)
        reading = dynamo_reading.dynamo_reading(shared_cleanup=True)
        before = dynamo_reading.set_cleanup(cleanup)
        try:
            tree = driver.decompile_code(
                self.code,
                name=name,
                function=self.function,
                constants=self.constants,
                constant_prefix=constant_prefix,
                reading=reading,
                folded_constants=elided.consts,
                version=self.version,
            )
        finally:
            dynamo_reading.set_cleanup(before)
        if number is not None and number > sys.version_info[:2]:
            _raise_if_inexpressible(tree, self.code, number)
        if temp_prefix != TEMP_PREFIX:
            _rename_temporaries(tree, temp_prefix)
        # (Dynamo's code is the running interpreter's: a record never is)
        dynamo = self.code.__class__ is types.CodeType and reading.is_dynamo(self.code)
        # the lifter marks no lines in Dynamo's code (its lines are borrowed);
        # its long calls (a model's graph call passes every parameter) wrap
        text = printer.to_source(tree, indent=" " * indentation, layout=not dynamo, width=DYNAMO_WIDTH if dynamo else None)
        if dynamo:
            self.self_check = "skipped: Dynamo's code is checked by depyf.pt2 against torch's"
        elif not self_check:
            self.self_check = "skipped: self_check=False"
        else:
            self.self_check = selfcheck.check_effects(self.code, text, name)
        return text


def decompile(obj, **options):
    """Return Python source for `obj`'s bytecode; a function gives its whole def."""
    return Decompiler(obj).decompile(**options)


def load_pyc(path):
    """The code in the `.pyc` file at `path`, written by any CPython 3.8 to
    3.13: a code object when it is the running interpreter's bytecode, a
    `CodeRecord` (its `version` says whose) otherwise; either decompiles.
    A file that is not a readable .pyc raises `depyf.bytecode.pyc.PycError`
    (a ValueError) naming the file and the problem."""
    from .bytecode.pyc import load_pyc as read

    return read(path)[0]
