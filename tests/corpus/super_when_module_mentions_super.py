"""super() in methods of a module whose top level mentions `super` (kept
alone: the module-level name changes how 3.12+ compiles every super()
call in the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# 3.12+: a loop's exit (a short return) copied onto each break, read back as
# break; and 3.12+ exit copies after branches.

# The module's top level mentions `super`: 3.12+ then compiles `super()`
# in its methods as a plain call (the harness's wrapper has to mention it).
_safe_super = super


def super_call_when_module_mentions_super():
    class Base:
        def reset(self, *args, **kwargs):
            return ("base", args, sorted(kwargs))

    class Child(Base):
        def reset(self, /, *args, **kwargs):
            return super().reset(*args, **kwargs) + ("child",)

    return Child().reset(1, k=2)
