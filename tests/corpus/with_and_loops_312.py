"""with statements around or inside loops, endless loops in a with.

Samples that need Python 3.12 or newer (older interpreters skip the file).

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# Exception shape of 3.12+ layouts (3.10 decompiles `drain_in_with` wrongly:
# the break out of the while loop inside the with is lost).

class _Lock:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")


def drain_in_with():
    items = [None, 1, 2]
    log = []
    with _Lock(log):
        while True:
            try:
                item = items.pop()
            except IndexError:
                break
            if item is not None:
                log.append(item)
    return log
