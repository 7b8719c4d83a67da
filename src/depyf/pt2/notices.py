"""One warning per problem: a failure inside depyf is said once, not per compile."""

import warnings

_warned = set()


def warn_once(key, message, filename=None, lineno=None):
    if key in _warned:
        return
    _warned.add(key)
    if filename:
        # point at the user's function, not at depyf
        warnings.warn_explicit(message, RuntimeWarning, filename, lineno or 1, module="depyf")
    else:
        warnings.warn(message, RuntimeWarning, stacklevel=3)
