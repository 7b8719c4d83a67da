"""What one decompile hands every lifter it makes: the caller's settings and
how to lift a nested code object.

One object, made by `driver.decompile_code` and given to each `Lifter`
(nested ones share it), instead of module-level context variables: the
mixins read their settings from `self.context` and lift nested functions,
classes and annotation scopes through it, so no mixin imports the driver
or the lifter (which import them).
"""

from ..bytecode.versions import version_facts
from .options import every_code_as_compiled


class LiftContext:
    """Settings and services of one decompile.

    - `constants`: receives the objects in co_consts with no literal form,
      by the name the source reads them from (None: such a constant is an
      error);
    - `constant_prefix`: how those names begin;
    - `reading`: a function `code -> ReadingOptions` (`lift/options.py`)
      choosing how each code object is read, nested ones too (default:
      CPython's layouts for all);
    - `folded_constants`: a set that receives `(int, value)` for each
      integer a folded subscript no longer loads (see `ReadingOptions`), so
      that a check of the source's constants knows it was dropped on
      purpose; None: not recorded;
    - `version`: the `bytecode.versions.Version` record of the Python version
      whose bytecode is read (default: the running interpreter's; lifters read layout facts from it, as
      `self.version.FLAG`, never the running interpreter's);
    - `nested`: the driver's entry points for nested code objects (an
      object with `function_body`, `function_def`, `class_body` and
      `lifter`), set by the driver;
    """

    __slots__ = ("constants", "constant_prefix", "reading", "folded_constants", "nested", "version")

    def __init__(self, constants=None, constant_prefix="__const_", reading=None, folded_constants=None, nested=None,
                 version=None):
        self.constants = constants
        self.constant_prefix = constant_prefix
        self.reading = reading if reading is not None else every_code_as_compiled
        self.folded_constants = folded_constants
        self.nested = nested
        self.version = version_facts(version)

    def note_folded_int(self, value):
        """Record an integer the source no longer loads (a folded subscript)
        so the compile-back check does not count it lost."""
        if self.folded_constants is not None:
            self.folded_constants.add((int, value))
