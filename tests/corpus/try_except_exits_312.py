"""try/except statements whose body or clauses return, raise or re-raise,
and the code after them.

Samples that need Python 3.12 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# 3.12+ control-flow shape (copied exits).

def try_if_copied_exits(a=1, b=None):
    # 3.12+: the implicit return is copied to each path out of the try; the
    # copies are not returns inside its body.
    try:
        if a is not None and b is None:
            a.bit_length()
    except ConnectionResetError as exc:
        a = exc
    except OSError as exc:
        b = exc
