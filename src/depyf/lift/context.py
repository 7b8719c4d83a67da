"""What one decompile hands every lifter it makes: the caller's settings and
how to lift a nested code object.

One object, made by `driver.decompile_code` and given to each `Lifter`
(nested ones share it), instead of module-level context variables: the
mixins read their settings from `self.context` and lift nested functions,
classes and annotation scopes through it, so no mixin imports the driver
or the lifter (which import them).
"""

from ..bytecode.versions import version_facts


class LiftContext:
    """Settings and services of one decompile.

    - `constants`: receives the objects in co_consts with no literal form,
      by the name the source reads them from (None: such a constant is an
      error);
    - `constant_prefix`: how those names begin;
    - `frame_globals`: for Dynamo's code, the globals it runs with (where
      its resume functions are);
    - `elided`: for Dynamo's code, the caller's clean-up record of what
      was removed on purpose (the lifter adds the integers it folds away to
      its `consts` set), or None;
    - `graph_inputs`: for Dynamo's code, compiled graph global name -> the
      graph's input names;
    - `post_passes`: functions `(stmts, code, context)` run over the body of
      each function the lifter recognises as Dynamo's, in order;
    - `version`: the `bytecode.versions.Version` record of the Python version
      whose bytecode is read (default: the running interpreter's) (lifters read layout facts from it, as
      `self.version.FLAG`, never the running interpreter's);
    - `nested`: the driver's entry points for nested code objects (an
      object with `function_body`, `function_def`, `class_body` and
      `lifter`), set by the driver.
    """

    __slots__ = ("constants", "constant_prefix", "frame_globals", "elided", "graph_inputs", "post_passes", "nested", "version")

    def __init__(self, constants=None, constant_prefix="__const_", frame_globals=None, elided=None, graph_inputs=None,
                 post_passes=(), nested=None, version=None):
        self.constants = constants
        self.constant_prefix = constant_prefix
        self.frame_globals = frame_globals
        self.elided = elided
        self.graph_inputs = graph_inputs
        self.post_passes = tuple(post_passes)
        self.nested = nested
        self.version = version_facts(version)

    def note_elided_int(self, value):
        """Record an integer the source no longer loads (a folded subscript
        of Dynamo's code) so the compile-back check does not count it lost."""
        if self.elided is not None:
            self.elided.consts.add((int, value))
