"""Code objects as dictionary keys.

A code object's hash is made from its constants, and Dynamo puts
unhashable ones among them (the frame's globals dict, for the nested
functions it rebuilds after a graph break): such a code cannot be a key.
`code_key` gives the code itself when it hashes (equal code objects keep
sharing an entry) and otherwise a key by identity, which holds the code so
that its id stays its own.
"""


class _ByIdentity:
    __slots__ = ("code",)

    def __init__(self, code):
        self.code = code

    def __hash__(self):
        return id(self.code)

    def __eq__(self, other):
        return isinstance(other, _ByIdentity) and other.code is self.code


def code_key(code):
    try:
        hash(code)
    except TypeError:
        return _ByIdentity(code)
    return code
