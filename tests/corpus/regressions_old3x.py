"""3.8/3.9/3.10 (block-stack) shapes that raised DecompilationError: each a
minimal sample of a stdlib unit."""


def loop_bare_except_continue():
    # 3.8/3.9: the clause's `continue` is followed by an unreachable
    # `POP_EXCEPT; JUMP after` (uuid.getnode).
    def getnode(getters):
        node = None
        for getter in getters:
            try:
                node = getter()
            except:
                continue
            if node is not None and node > 3:
                return node
        return -1

    def bad():
        raise ValueError

    return getnode([bad, lambda: 2, bad, lambda: 5]), getnode([bad])
