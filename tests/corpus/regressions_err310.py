"""3.10 shapes that raised DecompilationError (block-stack reading,
copied exits): each a minimal sample of a stdlib unit."""

import threading


def with_loop_breaks_to_copied_exit(n=5):
    # 3.10: each break jumps to its own copy of `POP_BLOCK; exit; return x`.
    lock = threading.Lock()
    x = 0
    with lock:
        while x < n:
            x += 1
            if x == 3:
                break
            if x * 2 == n:
                break
    return x
