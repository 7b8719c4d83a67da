"""3.11 wrong reading the hunt of hunt20b found in fuzz seed 167 (#814), not
fixed (3.8-3.10 refuse these functions, 3.12 and 3.13 read them right).

- seed 167 #814: `while True:` whose body ends in a with statement whose
  body is `continue` (a one-item or two-item with, alone or after a for
  loop's else), then `return` after the with, reached only when __exit__
  swallows an exception raised in the with body (3.11 lays it out right
  after the swallow path, which falls into it). Read with the return after
  the `while True` loop, unreachable: where __exit__ swallows, the decompiled
  loop goes round again instead of returning (the hunt's run exhausted its
  line budget). The one-item form in a `while True` alone is read right
  since (with_exits_in_loops.py::case_hb20_*); the seed's two-item form
  after a for loop's else, left here, is refused on 3.11 as written here
  (inside a case), read wrong at module level
  (`def f(a, b, xs): while True: for v in xs: pass / else: with cm(a) as x,
  cm(b) as y: continue / return`).
"""


class _Swallow:
    def __init__(self, log, v):
        self.log, self.v = log, v

    def __enter__(self):
        self.log.append(("enter", self.v))
        if self.v == "late" and len(self.log) > 3:
            raise ValueError(self.v)
        return self.v

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", kind and kind.__name__))
        return kind is not None and issubclass(kind, ValueError)


def case_h20b_two_item_with_continue_after_for_else():
    def f(log, xs):
        while True:
            for v in xs:
                pass
            else:
                with _Swallow(log, "a") as x, _Swallow(log, "late") as y:
                    continue
            return 2

    log = []
    return f(log, ()), log
