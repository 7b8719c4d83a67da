"""Comprehensions and lambdas: their scopes, cells and conditions.

Samples that need Python 3.11 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Control-flow shape of 3.11+ (jumps, loops, conditions) that failed to
# decompile (3.8-3.10 read some of them differently: not yet identical
# there).

def lambda_ternary_copied_return():
    # 3.12+ copies the lambda's return into both arms of its conditional.
    from math import sqrt

    f = lambda p: sqrt(2 * p) - 1 if p < 1 / 2 else 1 - sqrt(2 - 2 * p)
    g = lambda p: sqrt(p) if p < 1 else (sqrt(p + 1) if p < 2 else sqrt(p + 2))
    return [f(0.25), f(0.75), g(0.5), g(1.5), g(2.5)]
