"""Control-flow shapes of 3.11-3.13 (exit blocks copied into loop and
clause bodies, jumps out of nested statements) that failed to round-trip."""


def _call(log, *args):
    log.append(args)
    if args and args[0] == "bad":
        raise ValueError(args[0])


def clause_try_exit_copies():
    # 3.11/3.12: the inner try's body and its clause each jump to their
    # own copy of the enclosing named clause's cleanup and return.
    log = []

    def run(x):
        try:
            _call(log, x)
        except ValueError as exc:
            try:
                _call(log, str(exc), exc.args[0])
            except KeyError:
                raise
            except BaseException:
                _call(log, "handled")

    run("ok")
    run("bad")
    return log
