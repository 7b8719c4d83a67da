"""3.8/3.9/3.10 (block-stack) shapes that raised DecompilationError: each a
minimal sample of a stdlib unit."""


def loop_bare_except_continue():
    # 3.8/3.9: the clause's `continue` is followed by an unreachable
    # `POP_EXCEPT; JUMP after` (uuid.getnode).
    def getnode(getters):
        out = []
        for getter in getters:
            try:
                node = getter()
            except:
                continue
            out.append(node)
        return out

    def bad():
        raise ValueError

    return getnode([bad, lambda: 2, bad, lambda: 5]), getnode([bad])


def finally_returns_in_branch():
    # The finally body's `return` pops the exception and the handler in its
    # handler copy (subprocess.Popen.__exit__).
    class P:
        def __init__(self, fail):
            self.fail = fail
            self.log = []

        def wait(self):
            self.log.append("wait")

        def run(self, kind):
            try:
                if self.fail:
                    raise KeyError(kind)
            finally:
                if kind == 2:
                    try:
                        self.log.append(int("x" if self.fail else "1"))
                    except ValueError:
                        pass
                    self.log.append("two")
                    return
                self.wait()

    out = []
    for fail in (False, True):
        for kind in (1, 2):
            p = P(fail)
            try:
                out.append(p.run(kind))
            except KeyError as e:
                out.append(repr(e))
            out.append(p.log)
    return out


def finally_returns_value_or_constant():
    # `return value` in the handler copy rotates the value under the
    # exception (multiprocessing PipeConnection._recv_bytes).
    def f(x, fail):
        try:
            if fail:
                raise ValueError(x)
        except TypeError:
            x = -1
        finally:
            n = x * 2
            if n == 2:
                return str(n)

    def g(x, fail):
        try:
            if fail:
                raise ValueError(x)
        finally:
            if x:
                return 1

    out = []
    for fail in (False, True):
        for x in (0, 1, 2):
            for fn in (f, g):
                try:
                    out.append(fn(x, fail))
                except ValueError as e:
                    out.append(repr(e))
    return out


def finally_body_ends_in_raise():
    # 3.8/3.9: the finally body's closing END_FINALLY/RERAISE is unreachable
    # after its bare `raise` (asyncio Server.serve_forever).
    class S:
        def __init__(self):
            self.log = []

        def fail(self, exc):
            raise exc

        def run(self, exc):
            try:
                self.fail(exc)
            except KeyError:
                try:
                    self.log.append("close")
                finally:
                    raise
            finally:
                self.log.append("done")

    out = []
    for exc in (KeyError, ValueError):
        s = S()
        try:
            s.run(exc)
        except Exception as e:
            out.append(type(e).__name__)
        out.append(s.log)
    return out


def return_value_then_finally_with_loop_or_try():
    # 3.9: `return v` in the try body, the finally body's copy holding a
    # loop (a dead copy of it follows the return: synchronize.Condition.wait)
    # or a try (the return is copied into its branches: importlib.reload).
    log = []

    def with_loop(n):
        try:
            return len(log)
        finally:
            log.append("release")
            for i in range(n):
                log.append(i)

    def with_try(d, key):
        try:
            log.append("body")
            return d.get(key, "none")
        finally:
            try:
                del d[key]
            except KeyError:
                log.append("missing")

    d = {"a": 1}
    return with_loop(2), with_try(d, "a"), with_try(d, "a"), log


def try_finally_branches_fall_off_function_end():
    # 3.10: each branch of the try body gets its own `POP_BLOCK; finally
    # copy; return None`, the copies with the finally body's line: they are
    # the function's implicit exit, not `return None` written in the body
    # (logging.config DictConfigurator.configure).
    def f(x, log):
        log.append(0)
        try:
            if x:
                for i in range(2):
                    log.append(i)
            elif x is None:
                try:
                    log.append(int("z"))
                except ValueError as e:
                    raise KeyError(x) from e
        finally:
            log.append("fin")

    out = []
    for x in (1, 0, None):
        log = []
        try:
            out.append(f(x, log))
        except KeyError as e:
            out.append(repr(e))
        out.append(log)
    return out


def while_else_if_ends_in_break():
    # 3.8/3.9: in a while's else, an if whose inner if shares its end and
    # whose body ends in `break` of the loop around (textwrap _wrap_chunks).
    def f(chunks, lines, ph):
        while chunks:
            cur = chunks.pop()
            if len(cur) > 2:
                lines.append(cur)
            else:
                while cur:
                    if cur[-1] == "x":
                        break
                    cur = cur[:-1]
                else:
                    if lines:
                        prev = lines[-1]
                        if len(prev) <= 3:
                            lines[-1] = prev + ph
                            break
                    lines.append(ph)
                break
        return lines

    return [f(list(c), [], "+") for c in (["ab", "abcd"], ["ax", "abcd"], ["", "xyz"], ["", "xyzw"], [""])]


def return_value_through_with_or_nested_finally():
    # 3.10: `return v` in a with in the try body (runpy.run_path), or in a
    # try/finally inside another (unittest TestCase.run): v is computed
    # once, before the finally bodies' copies, whose branches each get the
    # return (the main line read it twice, after the copy's effects).
    log = []

    class CM:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            log.append("exit")

    def run_path(path):
        log.insert(0, path)
        try:
            with CM() as t:
                g = {"t": type(t).__name__, "n": len(log)}
                return g.copy()
        finally:
            try:
                log.remove(path)
            except ValueError:
                log.append("gone")

    def run(result, stop):
        result.append("start")
        try:
            outcome = [len(result)]
            try:
                log.append(outcome)
                if outcome[0] > 1:
                    result.append("add")
                return len(result)
            finally:
                outcome.clear()
                log.append("cleared")
        finally:
            result.append("stop")
            if stop is not None:
                stop()

    return run_path("p"), run(["a"], None), run([], lambda: log.append("stopped")), log


def loop_if_try_clause_breaks():
    # 3.10: a try ending an if's body (which jumps over the else) whose
    # clause breaks out of the loop (_compression DecompressReader.read).
    def read(blocks):
        data = None
        while True:
            if blocks:
                raw = blocks.pop()
                if not raw:
                    break
                try:
                    data = int(raw)
                except ValueError:
                    break
            else:
                data = -1
            if data:
                break
        if not data:
            return "none"
        return data

    return [read(list(b)) for b in (["3"], ["x"], [""], ["0", "2"], ["0"], [])]


def loop_bare_clause_returns_value():
    # 3.10: `return v` from a bare clause in a for loop: `ROT_FOUR;
    # POP_EXCEPT; ROT_TWO; POP_TOP; RETURN_VALUE` (bdb.effective).
    def eff(possibles, ns):
        for b in possibles:
            if not b:
                continue
            try:
                val = eval(b, ns)
                if val:
                    return (b, True)
            except:
                return (b, False)
        return (None, None)

    return eff(["", "0", "x", "1"], {}), eff(["", "0", "1"], {}), eff([], {})


def try_finally_else_falls_off_function_end():
    # 3.10: the if/else ending the try body, the else's fall off copied as
    # `return None` with the finally body's line (tkinter.dnd finish).
    def finish(target, commit, log):
        try:
            log.append("start")
            if target is not None:
                if commit:
                    log.append("commit")
                else:
                    log.append("leave")
        finally:
            log.append("end")

    out = []
    for target, commit in ((None, 0), (1, 0), (1, 1)):
        log = []
        out.append((finish(target, commit, log), log))
    return out


def while_true_try_clause_continue():
    # 3.10: the loop's only jump back is a clause's `continue`, the try's
    # no-match re-raise after it (mailbox.Maildir.next).
    def nxt(it):
        while True:
            try:
                return {1: "one", 3: "three"}[next(it)]
            except StopIteration:
                return None
            except KeyError:
                continue

    it = iter([0, 1, 2, 3])
    return [nxt(it) for _ in range(3)]


def while_true_try_break_ends_block():
    # 3.10: the loop ends its if's body; the try body's way out is the jump
    # over the else (the `break`), a clause's `continue` the only jump back
    # (zipfile.ZipFile.__init__).
    def _open(name, mode):
        if mode != "rb":
            raise OSError(mode)
        return (name, mode)

    def opener(name, mode, modes, log):
        if isinstance(name, str):
            while True:
                try:
                    log.append(_open(name, mode))
                except OSError:
                    if mode in modes:
                        mode = modes[mode]
                        continue
                    raise
                break
        else:
            log.append("file")
        log.append(len(log))
        log.append(mode)
        return mode

    out = []
    for mode in ("r+b", "w+b", "rb", "x"):
        log = []
        try:
            out.append(opener("n", mode, {"r+b": "w+b", "w+b": "rb"}, log))
        except OSError as e:
            out.append(repr(e))
        out.append(log)
    return out, opener(3, "rb", {}, [])
