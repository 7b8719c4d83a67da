"""Open wrong readings found by the hunt of hunt20a (seeds 151-180, 3.12/3.13).

* 3.13, fuzz seed 174 #385 (shrunk): a for loop with an else, its body a
  try (two clauses, the first a tuple with a name) around a with holding a
  try/except/else whose else returns, then code after the outer try. The
  return (the with's exit call, the iterator popped, RETURN_CONST) is read
  as the outer try's `else: return None`, and the code after the outer
  try (`g(a)`, laid out past the handlers, covered by no row) is read
  inside its body with a `continue`: when the inner else runs, `g(a)` runs
  instead of returning. 3.12 refuses the shape (try body runs past its
  block); with one clause (`except KeyError:`) 3.13 reads it right (the
  return spelled as a break, the loop having no else).
"""


def case_h20a_seed174_with_else_return_in_try_in_for_else():
    log = []

    class _Cm:
        def __enter__(self):
            log.append("enter")

        def __exit__(self, *exc):
            log.append("exit")

    def g(x):
        log.append(x)
        if x == "bad":
            raise ValueError(x)

    def f(a):
        for v in (1,):
            try:
                with _Cm():
                    try:
                        g(a)
                    except ValueError as e:
                        pass
                    else:
                        return
            except (KeyError, IndexError) as e:
                pass
            except Exception:
                pass
            g(a)
        else:
            g(1)

    out = []
    for a in (1, "bad"):
        del log[:]
        try:
            out.append(("returned", f(a)))
        except ValueError as e:
            out.append(("raised", e.args))
        out.append(list(log))
    return out
