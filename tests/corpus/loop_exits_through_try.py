"""Loops whose try/except bodies or clauses break, continue or return.

Each sample: a module-level case (run and compared) and the helpers it
calls; a comment names the interpreter versions and how it was found.
"""


# 3.10 shape that raised DecompilationError (block-stack reading, copied
# exits): a minimal sample of a stdlib unit.

def _is_dir(x):
    if x == 2:
        raise OSError(x)
    return x % 3 == 0


def loop_if_try_handler_continue():
    # The clause's `continue` goes to the loop head, the try's end to the
    # code after the if: the clause does not fall off the try.
    out = []
    for entry in range(8):
        if entry % 2 == 0:
            try:
                if not _is_dir(entry):
                    continue
            except OSError as e:
                if e.args[0] != 2:
                    raise
                continue
        out.append(entry)
    return out


def loop_try_break_handler_falls():
    # The try body's break is its POP_BLOCK; JUMP out of the loop; the
    # clause falls off the try into the code after it.
    delay = 1
    n = 0
    while True:
        try:
            n += 1
            handle = 10 // (n - 3 if n < 3 else 1)
            break
        except ZeroDivisionError as exc:
            if exc is None:
                raise
        delay = min(delay * 2, 5)
    # (long enough not to be copied to the break)
    return [handle, delay, n - 1, n + 1]


def loop_try_break_handler_raises():
    n = 0
    while True:
        try:
            n += 1
            if n > 3:
                break
        except KeyError:
            raise
        n += 1
    return [n, n + 1, n * 2, n - 1]


def _future_features(tokens):
    it = iter(tokens)
    features = set()
    try:
        while True:
            tp = next(it)
            if tp == "doc":
                if "doc" in features:
                    break
                features.add(tp)
            else:
                break
    except StopIteration:
        pass
    # 3.10 copies this return to each break (inside the try's block):
    # the copies are the try's end, the return is outside the try.
    return frozenset(features)


def try_loop_breaks_to_copied_return():
    return [sorted(_future_features(t)) for t in (["skip", "doc", "x"], ["doc", "doc"], ["skip"])]


# 3.10 shape that raised DecompilationError: a minimal sample of a stdlib
# unit.

def _open_retry(name, log):
    if name is None:
        n = 0
        while True:
            n += 1
            name = n
            try:
                if n < 3:
                    raise KeyError(n)
            except KeyError:
                continue
            log.append(name)
            break
    else:
        log.append(name)
    try:
        log.append(10 // name)
    except ZeroDivisionError:
        log.append("zero")
        raise
    return log


def loop_clause_continue_break_at_block_end():
    # 3.10: the only jump back is the clause's `continue`; the code after
    # the try runs on to the end of the if's body (the `break` is the
    # jump over the else).
    return [_open_retry(None, []), _open_retry(5, [])]


def loop_clause_continue_try_then_break():
    # 3.10: the try statement ends the `while True:` (and the for body);
    # its body and clause jump to the `break`, the for loop's jump back.
    out = []
    charmap = [0] * 4
    for op, av in ((1, 2), (2, 300), (1, 300), (0, 5)):
        while True:
            try:
                if op == 1:
                    charmap[av] = 1
                else:
                    out.append(av)
            except IndexError:
                if len(charmap) == 4:
                    charmap += [0] * 400
                    continue
                if op:
                    out.append(-1)
                else:
                    out.append(-2)
            break
    return out, len(charmap), sum(charmap)


def loop_clause_continue_break_in_for_body():
    out = []
    for v in (0, 1, 2, 5):
        n = 0
        while True:
            n += 1
            try:
                if n < v:
                    raise KeyError(n)
            except KeyError:
                continue
            out.append(n)
            break
    return out


# Exception/control-flow shape of 3.8, 3.9 and 3.11 that did not decompile
# (stdlib sweep).

def _boom(log, what, fail):
    log.append(what)
    if fail:
        raise OSError(what)
    return what


def _retry_else_break(log, fails):
    # 3.8/3.9: the body's jump to `else: break` is threaded past the loop.
    i = 0
    while True:
        try:
            x = _boom(log, i, i < fails)
        except OSError:
            i += 1
            if i >= 5:
                raise
        else:
            break
    done = i * 2 + 1
    return x, i, done


def case_retry_else_break():
    log = []
    out = [_retry_else_break(log, 0), _retry_else_break(log, 2)]
    try:
        _retry_else_break(log, 9)
    except OSError as e:
        out.append(str(e))
    return out, log


def _while_true_else(log, fails):
    # 3.8/3.9: the dead else of `while True:` is compiled; breaks jump past it.
    i = 0
    while True:
        try:
            _boom(log, i, i < fails)
        except OSError:
            i += 1
        else:
            break
    else:
        raise
    done = i * 2 + 1
    return i, done


def case_while_true_else():
    log = []
    return _while_true_else(log, 0), _while_true_else(log, 3), log


def case_while_body_ends_in_return():
    # The body ends in return: no jump back at its end, the last one is the
    # `continue` in the except clause.
    class Chan:
        def __init__(self):
            self.fifo = [1, None, "abcdef"]
            self.connected = True
            self.sent = []

        def send(self):
            while self.fifo and self.connected:
                first = self.fifo[0]
                try:
                    data = first[:3]
                except TypeError:
                    self.fifo.pop(0)
                    continue
                if data:
                    self.sent.append(data)
                return len(self.sent)

    c = Chan()
    return c.send(), c.sent, c.fifo


# Exception shape (3.11+ exception table) found in the stdlib sweep.

def continue_in_try_body():
    out = []
    for term in ["1", "x", "2"]:
        try:
            out.append(int(term))
            continue
        except ValueError:
            pass
        out.append(term)
    return out


def _loop_round_through_clause(table, keys):
    while True:
        try:
            return table[next(keys)]
        except StopIteration:
            return None
        except KeyError:
            continue


def loop_round_through_clause():
    table = {2: "two"}
    return _loop_round_through_clause(table, iter([1, 2])), _loop_round_through_clause(table, iter([1]))


def continue_in_two_try_bodies():
    out = []
    for term in ["1", "0.5", "7.5", "x"]:
        try:
            out.append(int(term))
            continue
        except ValueError:
            pass
        try:
            frac = float(term)
            if frac > 1 or frac < 0:
                out.append("big")
                continue
            out.append(frac)
            continue
        except ValueError:
            pass
        out.append(term)
    return out


def _break_from_try_in_while(parts):
    found = None
    while parts:
        try:
            found = int(parts[-1])
            break
        except ValueError:
            parts.pop()
    return found


def break_from_try_in_while():
    return _break_from_try_in_while(["1", "x"]), _break_from_try_in_while(["y", "x"]), _break_from_try_in_while(["7"])


def _return_from_clause_in_loop_with_else(ports, wanted, log):
    for p in ports.split(","):
        try:
            int(p)
        except ValueError:
            log.append("bad " + p)
            return False
        if p == wanted:
            break
    else:
        log.append("not found")
        return False
    return True


def return_from_clause_in_loop_with_else():
    log = []
    return [_return_from_clause_in_loop_with_else("1,2", "2", log), _return_from_clause_in_loop_with_else("1,x", "2", log), _return_from_clause_in_loop_with_else("1", "2", log)], log


# Exception shape (3.11+ exception table) found in the stdlib sweep.

def _break_from_try_in_clause(args, params, kwargs):
    # 3.11: the nested try ends the except clause; its clauses and its
    # else leave the loop (`break`, through two POP_EXCEPTs), which is not
    # where the statement ends.
    args = iter(args)
    params = iter(params)
    bound = []
    rest = None
    while True:
        try:
            arg = next(args)
        except StopIteration:
            try:
                param = next(params)
            except StopIteration:
                break
            else:
                if param.startswith("*"):
                    break
                elif param in kwargs:
                    raise TypeError(param) from None
                else:
                    rest = param
                    break
        else:
            try:
                param = next(params)
            except StopIteration:
                raise TypeError("too many") from None
            else:
                bound.append((param, arg))
    return bound, rest


def break_from_try_in_clause():
    out = []
    for args, params in (((1, 2), ("a", "b")), ((1,), ("a", "b")), ((1,), ("a", "*b")), ((1,), ("a", "k")), ((1, 2), ("a",))):
        try:
            out.append(_break_from_try_in_clause(args, params, {"k": 1}))
        except TypeError as e:
            out.append(str(e))
    return out


def _else_continues(values):
    # 3.11: the else ends in `continue`, before the handlers laid out inline.
    out = []
    while values:
        value = values.pop()
        if value % 2:
            try:
                out.append(10 // (value - 1))
            except ZeroDivisionError:
                out.append("zero")
            else:
                out.append("else")
                continue
        out.append(value)
    return out


def else_continues():
    return _else_continues([0, 1, 2, 3, 5, 6])


def _clause_continue_after_if(items, quitting):
    # 3.11+: the clause's written `continue` jumps straight to the loop's
    # head; falling off the statement goes through the loop's closing jump.
    out = []
    while True:
        try:
            item = items.pop()
            out.append(10 // item)
        except ZeroDivisionError:
            if quitting:
                out.append("quit")
            continue
        except IndexError:
            return out


def clause_continue_after_if():
    return _clause_continue_after_if([1, 0, 2], True), _clause_continue_after_if([0, 5], False)


# try-statement boundaries and finally copies (3.11+ stdlib shape).

class _Console:
    def __init__(self, reads):
        self.reads = reads
        self.queue = []

    def read(self):
        r = self.reads.pop()
        if isinstance(r, int):
            raise OSError(r, "x")
        return r

    def get_event(self, block=True):
        # _pyrepl.unix_console.UnixConsole.get_event (3.13): `while True:`
        # at the start of a bottom-tested loop's body (sharing its head),
        # going round through a clause's `continue` laid out after both;
        # the try's else breaks into the outer loop's test.
        if not block and not self.queue:
            return None
        while not self.queue:
            while True:
                try:
                    self.queue.append(self.read())
                except OSError as err:
                    if err.errno == 4:
                        if self.queue:
                            return self.queue.pop()
                        else:
                            continue
                    else:
                        raise
                else:
                    break
        return self.queue.pop()


def loop_sharing_head_with_clause_continue():
    out = []
    for reads in (["a"], ["b", 4], ["c", 4, 4]):
        out.append(_Console(list(reads)).get_event())
    try:
        _Console([1]).get_event()
    except OSError as e:
        out.append(e.errno)
    return out


# Control-flow shape of 3.11-3.13 (exit blocks copied into loop and clause
# bodies, jumps out of nested statements) that failed to round-trip.

def clause_for_else_continue():
    # 3.13: the clause ends in the for-else's `continue` (to the loop
    # head); its `break` goes on after the statement, an if whose false
    # test also jumps to the loop head.
    out = []
    mro = [{"a": 1}, {"b": 2}]
    for key in ["a", "x", "b", "c"]:
        try:
            value = {"c": 3}[key]
        except KeyError:
            for base in mro:
                if key in base:
                    value = base[key]
                    break
            else:
                continue
        if value > 1 or key == "a":
            out.append((key, value))
    return out


def clause_try_continue_in_loop():
    # 3.13: the inner try's body goes on by leaving the enclosing clause
    # (`POP_EXCEPT`, clearing the name, jumping to the code after the
    # outer statement); its clause `continue`s.
    log = []
    runs = [KeyError, ValueError, None, ValueError, KeyError]

    def interaction(e):
        if len(log) % 2:
            raise KeyError(e)

    while runs:
        err = runs.pop()
        try:
            if err is not None:
                raise err("x")
        except KeyError:
            log.append(1)
        except BaseException as e:
            log.append(type(e).__name__)
            try:
                interaction(e)
            except KeyError:
                log.append(2)
                continue
        log.append(3)
    return log


# Minimal sample of a decompiler bug.

def case_try_else_break_in_endless_loop():
    # zipimporter.__init__ (3.10+): the else clause (its raise and the
    # break out of `while True`) was dropped: an endless loop
    def first_positive(items):
        skipped = []
        while True:
            try:
                item = items.pop()
            except IndexError:
                skipped.append("empty")
                continue
            else:
                if item < 0:
                    raise ValueError(item)
                break
        return item, skipped

    out = [first_positive([3, 1])]
    try:
        first_positive([-2])
    except ValueError as e:
        out.append(e.args)
    return out


# 3.12/3.13 (corpus mismatch of case_try_else_break_in_endless_loop): the
# try's else then `break`, the code after the loop laid out between the try
# body and its handlers; read as `break` right after the try, the else as code
# after the loop. The break's line marker (a NOP) comes after the else.
def case_try_else_then_break_before_code_after_loop():
    def take(items, log):
        while True:
            try:
                v = items.pop()
            except IndexError:
                items.append(0)
                continue
            else:
                log.append(v)
                if v > 5:
                    log.append("big")
                break
        log.append("after")
        return log

    return take([1, 9], []), take([3], []), take([], [])


# 3.12/3.13 guard of the one above: `break` right after the try, its line
# marker before the code after the loop (read as it is).
def case_break_after_try_then_code():
    def take(items, log):
        while True:
            try:
                v = items.pop()
            except IndexError:
                items.append(0)
                continue
            break
        log.append(v)
        if v > 5:
            log.append("big")
        return log

    return take([1, 9], []), take([3], []), take([], [])


# 3.12/3.13 (found with the one above): an else that returns, a `pass` in
# it (a line marker, which is no `break`).
def case_else_returns_no_break():
    def take(items, log):
        while True:
            try:
                v = items.pop()
            except IndexError:
                items.append(0)
                continue
            else:
                if v > 5:
                    log.append("big")
                    pass
                return log

    return take([1, 9], []), take([3], []), take([], [])


def case_while_true_clause_continue_then_code_ending_in_break():
    # multiprocessing SharedMemory.__init__, tarfile.TarFile.next (3.10):
    # the loop's only jump back is a clause's continue and the code after
    # the try, ending in break, runs on to the function's return
    def take(items, log):
        while True:
            try:
                x = items.pop()
            except IndexError:
                log.append("empty")
                if len(log) > 2:
                    return None
                continue
            log.append(x)
            break
        return x

    log = []
    return take([1, 2], log), take([], log), log


# 3.10 bytecode mismatch.

def case_while_true_except_break():
    # 3.10: `except E: break` in a `while True` inside an if/elif: the
    # handler's jump to the loop exit is a break, not the end of the try.
    items = ["a", 1, "b", "a", 2]
    flag = len(items)
    if flag:
        while True:
            try:
                index = items.index("a")
                del items[index:index + 2]
            except ValueError:
                break
    elif flag is None:
        items = None
    _sink(items)
    return items


def _sink(value):
    return value


def case_clause_break_copies_loop_exit():
    items = [1, 2, 3]
    i = 0
    while i < 10:
        try:
            v = items[i]
            if v == 5:
                return i
        except IndexError:
            break
        i += 1
    raise ValueError(i)


def case_while_true_left_by_clause_breaks():
    # 3.10: the code after a `while True` left only by `except: break` is
    # kept only as the clauses' copies of it.
    data = [4, 5]
    out = []
    i = 0
    while True:
        try:
            k = data[i]
        except IndexError:
            break
        out.append(k)
        i += 1
    return out


def case_break_in_try_body_copies_exit():
    # 3.10: `break` in a try body jumps to a short loop exit: a copy of it
    # follows the body's POP_BLOCK (a return written there loads first).
    path = 3
    seen = set()
    while path not in seen:
        seen.add(path)
        try:
            old = path
            path = [1, 2, 3, 4][path]
            if path > 3:
                path = old
                break
        except IndexError:
            break
    return path


def case_clause_continue_in_while_true():
    # 3.10: falling off a try in `while True` jumps to the loop's jump back;
    # `continue` in a clause jumps to the head itself.
    items = [1, "a", 2, None]
    out = []
    while True:
        try:
            item = items.pop(0)
            if item is None:
                break
            out.append(item + 1)
        except TypeError:
            continue
        except IndexError:
            break
    return out


# 3.12+: a loop's exit (a short return) copied onto each break, read back as
# break; and 3.12+ exit copies after branches.

def _chunks():
    return [b"ab", b"", b"cd"]


def break_in_handler_while_true():
    data = _chunks()
    result = bytearray()
    k = 0
    while True:
        try:
            chunk = data[k]
        except IndexError:
            if result:
                break
            return None
        if not chunk:
            break
        result += chunk
        k += 1
    return bytes(result)


def break_as_last_clause_statement():
    # The break ends the last clause of the loop body: only the value
    # loaded after the clause unwound tells it from a `return` there.
    expected, actual = [1, 2, 2, 5], [2, 3, 3]
    i = j = 0
    missing = []
    unexpected = []
    while True:
        try:
            e = expected[i]
            a = actual[j]
            if e < a:
                missing.append(e)
                i += 1
            elif e > a:
                unexpected.append(a)
                j += 1
            else:
                i += 1
                j += 1
        except IndexError:
            missing.extend(expected[i:])
            unexpected.extend(actual[j:])
            break
    return missing, unexpected


def break_in_try_body():
    path = "a"
    seen = set()
    links = {"a": "b", "b": "c", "c": 5}
    while path not in seen:
        seen.add(path)
        try:
            old = path
            path = links[path]
            if not isinstance(path, str):
                path = old
                break
        except KeyError:
            break
    return path


# Name and local order (co_names, co_varnames) that follows the source
# order; shape found in the 3.12/3.13 stdlib sweeps.

def _get(d, k):
    return d[k]


def _loop_else_breaks(rows, stop):
    # The loop's handlers lie past its back jump; the else before them.
    n = 0
    out = []
    while 1:
        try:
            for i in range(n, n + 2):
                out.append(rows[i])
        except IndexError:
            return out[:1]
        else:
            n += 2
            if max(out) == stop:
                break
    return out


def case_loop_else_breaks():
    return [_loop_else_breaks([1, 2, 3], 9), _loop_else_breaks([1, 5, 9, 2], 9)]


def _continue_then_code(d):
    out = []
    for key in sorted(d):
        try:
            value = _get(d, key)[0]
        except (IndexError, TypeError):
            continue
        item = str(key) + repr(value)
        out.append(item)
    return out


def case_continue_then_code():
    return _continue_then_code({"a": [1], "b": [], "c": 3, "d": "xy"})


# 3.8/3.9/3.10 (block-stack) shape that raised DecompilationError: a minimal
# sample of a stdlib unit.

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


# 3.11-3.13 shape found in the stdlib sweep (the shape is nested in the case
# so that its decompiled code is what runs).

def _stat(x):
    if x is None or x < 0:
        raise OSError(x)
    return x * 2


def _join(x):
    if isinstance(x, str):
        raise TypeError(x)
    return x


def case_for_else_raising_in_if_body():
    def run(items, key):
        if key is None:
            for item in items:
                if item > 2:
                    found = item
                    break
            else:
                raise ValueError("none")
        else:
            found = items[key]
        log = [found]
        log.append(found * 10)
        return log

    out = [run([1, 5, 7], None), run([1, 5], 0)]
    try:
        run([1], None)
    except ValueError as exc:
        out.append(str(exc))
    return out


def case_search_in_clause():
    def run(first, paths):
        try:
            found = _stat(first)
        except OSError:
            for p in paths:
                try:
                    full = _join(p)
                except (TypeError, AttributeError):
                    continue
                try:
                    found = _stat(full)
                    break
                except OSError:
                    pass
            else:
                return []
        log = [found]
        log.append(first)
        return log

    return [run(1, []), run(None, ["a", -1, 3, 4]), run(None, ["a", -1])]


def case_break_ends_try_in_clause():
    def run(first, paths):
        try:
            found = _stat(first)
        except OSError:
            for p in paths:
                try:
                    found = _stat(p)
                    break
                except OSError:
                    pass
            else:
                found = None
        log = [found]
        log.append(first)
        return log

    return [run(1, []), run(None, [-1, 3, 4]), run(None, [-1])]


def case_break_ends_try_in_clause_no_else():
    def run(first, paths):
        found = -5
        try:
            found = _stat(first)
        except OSError:
            for p in paths:
                try:
                    found = _stat(p)
                    break
                except OSError:
                    pass
        return [found]

    return [run(1, []), run(None, [-1, 3, 4]), run(None, [-1])]


def case_break_ends_try_in_loop():
    def run(paths):
        found = None
        for p in paths:
            try:
                found = _stat(p)
                break
            except OSError:
                pass
        return found

    return [run([]), run([-1, 3, 4]), run([-1])]


def case_break_in_clause_else_returns():
    def run(first, paths):
        try:
            found = _stat(first)
        except OSError:
            for p in paths:
                if p > 2:
                    found = p
                    break
            else:
                return []
        log = [found]
        log.append(first)
        return log

    return [run(1, []), run(None, [1, 3, 4]), run(None, [1])]


def case_while_true_try_continue_then_break():
    class Source:
        def __init__(self, script):
            self.script = list(script)
            self.offset = 0
            self.log = []

        def read(self):
            self.offset += 1
            step = self.script.pop(0)
            if isinstance(step, type):
                raise step("x")
            return step

    def run(src):
        value = None
        while True:
            try:
                value = src.read()
            except EOFError as e:
                if src.offset < 3:
                    src.log.append(str(e))
                    continue
            except ValueError:
                if src.offset == 1:
                    raise KeyError("first") from None
            break
        if value is not None:
            src.log.append(value)
        return value, src.log

    out = [run(Source([5])), run(Source([EOFError, EOFError, 7])), run(Source([EOFError, EOFError, EOFError])), run(Source([EOFError, ValueError]))]
    try:
        run(Source([ValueError]))
    except KeyError as exc:
        out.append(str(exc))
    return out


def case_drain_queue_then_flag():
    class Empty(Exception):
        pass

    class Q:
        def __init__(self, n):
            self.n = n

        def get_nowait(self):
            if self.n == 0:
                raise Empty()
            self.n -= 1

    class Ex:
        cancel = True
        shut = False

    def run(q, ex):
        if ex is not None:
            ex.shut = True
            if ex.cancel:
                while True:
                    try:
                        q.get_nowait()
                    except Empty:
                        break
                ex.cancel = False
        return ex.shut, ex.cancel, q.n

    return [run(Q(3), Ex()), run(Q(0), Ex())]


def case_try_bodies_ending_in_continue():
    def run(args):
        processed = []
        for term in args:
            try:
                processed.append(int(term))
                continue
            except ValueError:
                pass
            try:
                frac = float(term)
                if frac > 1 or frac < 0:
                    processed.append("bad")
                    continue
                processed.append(frac)
                continue
            except ValueError:
                pass
            processed.append(term)
        return processed

    return run(["1", "0.5", "7.5", "x"])


# `break` out of a loop through a try/finally or a with (3.12+): the code
# after the loop, a short `return x`, is copied behind the finally body's
# copy (or the exit call) into each break, and with an if/else around the
# loop (subprocess.Popen._wait) only lies after the else. Read as a return
# in the body, x would be computed before the finally body (or __exit__).

def try_continue_then_break_in_for():
    # 3.12+ folds `if v > 2: continue` (a jump back) into the try body's
    # last test; the try's normal exit, past it, is the `break`. Read as a
    # `while True:` that never reaches its end, the break was lost (the
    # loop went round instead): refused, then (loop13) read as the loop
    # closed by the continue then a break, inside the try when the loop's
    # jump back went before the try's protected range (its line NOP).
    items = [1, 5, 2, 3]
    out = []
    for k in range(3):
        while True:
            try:
                v = items.pop()
                out.append(v)
                if v > 2:
                    continue
            except IndexError:
                out.append("e")
            break
    return out


def case_m23_named_clause_falls_into_break_in_while_in_for():
    # 3.13: the clauses fall off into the `break` after the try statement,
    # compiled to its line marker alone: their jump, threaded to the for
    # loop's way round, is spelled uninterruptibly (a clause falling off),
    # where a `break` of their own would jump plainly. Read as that break
    # (the loop's way out), the bytecode differed.
    items = [1, 5, 2, 3, 7]
    out = []
    for k in range(4):
        while True:
            try:
                v = items.pop()
                out.append(v)
                if v > 2:
                    continue
            except IndexError as e:
                out.append(type(e).__name__)
            except KeyError:
                out.append("k")
            break
    return out


def try_continue_then_break_before_code():
    items = [1, 5, 2, 3]
    out = []
    for k in range(3):
        while True:
            try:
                v = items.pop()
                if v > 2:
                    continue
                out.append(v)
            except IndexError:
                out.append("e")
                break
            break
        out.append(k)
    return out


# 3.10: `while True:` whose last jump back is a `continue` in a try body,
# the statement then `break`, and the loop ends the function (`return x`
# after it, copied onto the try's ways out): the loop ends where the
# statement's handler ends (was: stack underflow). Found while reducing
# try_continue_then_break_in_for.
def _pop_until_small(items, out):
    while True:
        try:
            v = items.pop()
            if v > 2:
                continue
        except IndexError:
            out.append("e")
        break
    return out


def case_while_true_try_continue_then_break_ends_function():
    return _pop_until_small([1, 5, 2, 3], []), _pop_until_small([7], [])


# 3.12/3.13 refused these ("loop runs past its block"): the try body
# returns, so only the except clause reaches the loop's bottom test, laid
# out after the handlers; the test's way out is a copy of the `return None`
# after the loop (3.12: jumped to in the body; 3.13: falling from the
# test). Found by the nesting corpus (nest_depth3).

def _raise_at_three(x, out):
    out.append(x)
    if x == 3:
        raise KeyError(x)
    return x


def while_try_returns_clause_goes_round():
    def f(n, out):
        while n:
            try:
                _raise_at_three(n, out)
                return n
            except KeyError:
                n -= 1
    out = []
    return f(3, out), f(0, out), out


def while_or_try_returns_clause_goes_round():
    # (a test of two members: the bottom copy holds both)
    def f(n, m, out):
        while n or m:
            try:
                _raise_at_three(n + m, out)
                return n
            except KeyError:
                n, m = 0, m - 1
    out = []
    return f(3, 0, out), f(0, 3, out), f(0, 0, out), out


def while_and_or_try_returns_two_clauses_go_round():
    # (`a or b and c`: the bottom test leaves by two ways, to two copies of
    # the `return None`; 3.13 read a `break` after the try statement from
    # the second one before each was passed over; nest_depth3
    # f3_while__try_except_as__if_elif_else__assert)
    def f(n, m, k, out):
        while n or m and k:
            try:
                _raise_at_three(n + m, out)
                return n
            except (KeyError, IndexError) as e:
                n, m = 0, m - 1
                out.append(e.args)
            except Exception:
                k = 0
    out = []
    return f(3, 0, 1, out), f(0, 3, 1, out), f(0, 3, 0, out), f(0, 0, 1, out), out


# 3.12/3.13 refused these ("loop runs past its block"): `if m: while n:`
# whose tests' exits CPython merged, the loop's moved bottom test
# re-testing only `n`; a `while True:` ending a for body going round only
# through the except clause, laid out after the handlers past the for
# body. Minimal shapes of nesting corpus units.

def if_while_try_returns_clause_goes_round():
    def f(n, m, out):
        if m:
            while n:
                try:
                    n -= 1
                    _raise_at_three(n, out)
                    return n
                except KeyError:
                    out.append("k")
                out.append("after")
        return "end"
    out = []
    return f(5, 1, out), f(1, 1, out), f(0, 1, out), f(4, 0, out), out


def while_true_in_for_try_returns_clause_goes_round():
    def f(xs, out):
        for v in xs:
            while True:
                try:
                    v -= 1
                    _raise_at_three(v, out)
                    return v
                except KeyError:
                    out.append("k")
        return "end"
    out = []
    return f([5, 4], out), f([], out), out


# 3.12/3.13 read the `break` as `pass` (wrong): the try body returns, so
# the loop's exit block lies right after it, and the clause's `break` is a
# copy of that block, which looked like a copy of the code after the
# statement. Found while fixing the samples above.

def while_try_returns_clause_breaks():
    def f(n, out):
        while n:
            try:
                n -= 1
                if n > 2:
                    raise KeyError(n)
                if n == 2:
                    raise ValueError(n)
                return n
            except KeyError:
                out.append(n)
            except ValueError:
                break
        return "end"
    out = []
    return f(5, out), f(2, out), f(0, out), out


# 3.10: `while True:` whose try body ends in `continue`: the body's jump goes
# straight to the loop's head (the `while` line), where the clauses' go to
# the jump back after the statement; read as `pass`, the try body jumped
# forward instead. Found by the nesting corpus
# (nest_loop.py::f_while_true__try_except__continue).
# 3.12/3.13: the clause's way round is the loop's closing jump, laid out
# after the handlers (only the clause reaches it): read at the function's
# level, "unstructured jump".
# (nest_loop.py::f_while_true__try_except__continue). 3.11 (helper
# othold): the `continue`, between the body and the handlers, was taken for
# the body's way out to the loop's closing jump; it has a line of its own.
def _while_true_try_continue(items, log):
    while True:
        try:
            if not items:
                return log
            log.append(10 // items.pop())
            continue
        except ZeroDivisionError:
            log.append("zero")


def case_while_true_try_continue():
    return _while_true_try_continue([1, 0, 2], [])


# 3.12/3.13: `while a or b and c:` whose body is a try that returns, only
# its except clause going round: the bottom test lies past the handlers,
# and its `b` test jumps back to the loop's exit (`return x`, laid out
# before it). That jump was taken for a loop closing at the exit ("loop
# ends in a conditional jump that is not its test"). Found by the nesting
# corpus (nest_loop.py f_while_else__try_except_else__return).
def case_while_chain_test_moved_past_handlers():
    def f(a, b, c, out):
        while a or b and c:
            try:
                return out[a]
            except IndexError:
                out.append(a)
                a -= 1
        return out

    return f(3, 0, 0, [7]), f(0, 1, 1, [5]), f(0, 1, 0, [])


# 3.12, 3.13 shape that raised DecompilationError ("cannot find where the
# try statement ends"): the else ends in `continue` (written, or a branch
# in it falling off the loop body), so only the clauses reach the code after
# the statement, which 3.12+ lays out past the handlers. Reduced from
# nesting/nest_depth3.py::f3_while_true__try_except_else__try_except_else_finally__call.

def _else_continues_past_handlers(items, log):
    for x in items:
        try:
            log.append(10 // x)
        except ZeroDivisionError:
            log.append("zero")
        else:
            if x > 2:
                log.append("big")
            continue
        log.append("after")
    return log


def case_else_continues_past_handlers():
    return _else_continues_past_handlers([1, 0, 5, 0, 3], [])


def _else_try_continues_past_handlers(items, log):
    while items:
        x = items.pop()
        try:
            log.append(10 // x)
        except ZeroDivisionError:
            log.append("zero")
        else:
            try:
                log.append(6 // (x - 1))
            except ZeroDivisionError:
                log.append("one")
            continue
        log.append("after")
    return log


def case_else_try_continues_past_handlers():
    return _else_try_continues_past_handlers([1, 0, 5, 0, 3], [])


# 3.12, 3.13 shape that raised DecompilationError ("exception handling
# shape not supported"): `try: return` in a for loop, the code after the
# statement copied into the clause; the body can raise nothing, so no row
# of the table names the handler, and the return pops the iterator first.
# Found reducing the nesting corpus' depth-3 units.

def _try_return_in_for(items, log):
    for x in items:
        try:
            return
        except ValueError:
            log.append(x)
        return x


def case_try_return_in_for():
    log = []
    return _try_return_in_for([1, 2], log), log


# 3.12, 3.13 shape that raised DecompilationError ("exception handling
# shape not supported"): `try: continue` ending a for loop's body, the
# clause going on to the code after the statement, a short exit 3.12+
# copies into the clause (the body never reaches it: no original is
# left). The body is the loop's closing jump itself. Found reducing the
# nesting corpus' nest_depth3_311.py::f3_async_for__with__try_except_star__continue.

def _try_continue_clause_returns(items, log):
    for x in items:
        try:
            continue
        except ValueError:
            log.append(x)
        return x
    return "end"


def case_try_continue_clause_returns():
    log = []
    return _try_continue_clause_returns([1, 2], log), log


class _LoopCm:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")

    def __exit__(self, *exc):
        self.log.append("exit")


# 3.12, 3.13 shape that raised DecompilationError ("stack underflow"):
# `try: return` in a with in a for loop, the clause going on to the code
# after the statement: the return's exit call and jump out carry the
# with's line, the function's `return None` after the loop (on the loop's
# line) lies between it and the handler, and was taken for the try body.
# Found reducing the nesting corpus'
# nest_depth3.py::f3_async_for__async_with__try_except__bare_return.
def _try_return_in_with_in_for(items, log):
    for x in items:
        with _LoopCm(log):
            try:
                return
            except ValueError:
                log.append(x)
            return x


def case_try_return_in_with_in_for():
    log = []
    return _try_return_in_with_in_for([1, 2], log), _try_return_in_with_in_for([], log), log


# 3.8-3.10: `while True:` whose only way round is an except clause's
# `continue`, the code after the try statement returning: no jump back
# ends the loop, which holds the return (3.10 copies `return n` into the
# try body; before 3.10 it follows the handler). Read as a loop ending at
# the clause's jump back, the rest fell outside ("POP_EXCEPT outside a
# handler", 3.10 "exception handling shape not supported"). Minimal sample
# of nest_depth3.py::f3_try_except_else_finally__while_true__try_except_as__continue.
def case_while_true_clause_continue_then_return():
    def f(items):
        while True:
            try:
                n = 10 // items.pop()
            except ZeroDivisionError:
                continue
            return n

    return f([5, 0, 0]), f([2])


# The same loop in the body of a try statement (3.10: `return n` loaded
# before the outer POP_BLOCK).
def case_while_true_clause_continue_then_return_in_try():
    def f(items):
        try:
            while True:
                try:
                    n = 10 // items.pop()
                except ZeroDivisionError:
                    continue
                return n
        except IndexError:
            return -1

    return f([5, 0, 0]), f([0])


# The same loop in the body of a try/finally (3.8: the return calls the
# finally body, CALL_FINALLY, which was taken for a jump out of the loop's
# block; 3.9/3.10 copy the finally body before the return).
def case_while_true_clause_continue_then_return_in_try_finally():
    def f(items, log):
        try:
            while True:
                try:
                    n = 10 // items.pop()
                except ZeroDivisionError:
                    continue
                return n
        finally:
            log.append("finally")

    log = []
    return f([5, 0, 0], log), log


# 3.11: an if whose body returns, its else `while True:` around `try:
# continue` (nothing protected): the `return None` ending the if's body,
# right before the loop's head, was taken for the try body (`try: return
# None`), and the else ended at the handler ("loop runs past its block").
# Never called (the loop never ends). Minimal sample of
# nest_depth3_311.py::f3_if_elif_else__while_true__try_except_star__continue.
def _return_then_while_true_try_continue(a, log):
    if a:
        log.append(a)
    else:
        while True:
            try:
                continue
            except ValueError:
                log.append("value")
            log.append("after")


# 3.10 (helper othold; the stdlib ratchet, multiprocessing.resource_sharer
# _ResourceSharer._serve): a bare clause ending `while 1:`'s body with an
# if: the loop's closing jump back, where the clause and the try body join,
# keeps the `while` line, none of its ways in's: not a written `continue`
# (one is reached by falling into it only).
def _clause_if_ends_while_one(items, log):
    while 1:
        try:
            v = items.pop()
            if v is None:
                break
            log.append(10 // v)
        except:
            if not log:
                log.append("first")
    return log


def case_clause_if_ends_while_one():
    return _clause_if_ends_while_one([None, 0, 2, 0], [])


# 3.12/3.13: `try: continue` in a for loop with code after the statement:
# the body can raise nothing (no row names the handler), its jump back is
# the loop's closing jump, and the code after the statement, reached only
# from the clause, lies behind the handler with its own jump back. The
# loop ended at the continue ("exception handling shape not supported").
# Found by tryNewR reducing nest_loop_311.py::f_while__try_except_star__break.
def case_bare_continue_try_then_code_in_for():
    log = []

    def f(xs):
        for x in xs:
            try:
                continue
            except ValueError:
                log.append(x)
            log.append(-x)
        return len(xs)

    return f([1, 2]), log


# 3.12/3.13 (corpus mismatch of nesting/nest_depth3.py::
# f3_while__if_elif__try_except__nonlocal_outer): a `continue` written after
# a try statement, ending an if's body in a loop; the clauses fall into it
# (3.12+ does not thread their jump on to the loop's head), the body too.
# Read as the try's else (`else: continue`), the clauses' jump as a
# `continue` of their own. The last: a clause's own `continue` (a jump to
# the head itself) guards that reading.
def case_continue_after_try_in_if():
    def run(items, log):
        i = 0
        while i < len(items):
            x = items[i]
            i += 1
            if x > 0:
                try:
                    log.append(10 // (x - 1))
                except ZeroDivisionError:
                    log.append("zero")
                continue
            elif x < -5:
                log.append("neg")
            log.append(x)
        return log

    return run([1, 2, -9, 0], [])


def case_continue_after_try_in_if_for():
    def run(items, log):
        for x in items:
            if x > 0:
                try:
                    log.append(10 // (x - 1))
                except ZeroDivisionError:
                    log.append("zero")
                continue
            log.append(x)
        return log

    return run([1, 2, -9, 0], [])


def case_continue_after_try_named_clause():
    def run(items, log):
        while items:
            x = items.pop()
            if x:
                try:
                    log.append(10 // (x - 1))
                except ZeroDivisionError as e:
                    log.append(type(e).__name__)
                continue
            log.append(x)
        return log

    return run([1, 2, 0], [])


def case_continue_in_clause_and_after_try():
    def run(items, log):
        while items:
            x = items.pop()
            if x:
                try:
                    log.append(10 // (x - 1))
                except ZeroDivisionError:
                    log.append("zero")
                    continue
                continue
            log.append(x)
        return log

    return run([1, 2, 0], [])


# 3.12/3.13 (corpus mismatch of nesting/nest_depth3.py::
# f3_try_except_else_finally__while_else__try_except__continue): a clause's
# `continue` (its jump straight to the loop's head), then a return after the
# try statement, which the body falls into; read as the try's else and the
# clause falling off into a `continue` after the statement (that jump would
# go through the `continue`'s own jump back).
def case_clause_continue_then_return_after_try():
    def first(items, log):
        while items:
            x = items.pop()
            try:
                v = 10 // x
            except ZeroDivisionError:
                log.append("zero")
                continue
            return v
        return None

    log = []
    return first([5, 0], log), first([0], log), log


# 3.12/3.13 guard of the one above: a clause falling off into the code after
# the try statement, the else returning (read as it is).
def case_clause_falls_off_else_returns():
    def first(items, log):
        while items:
            x = items.pop()
            try:
                v = 10 // x
            except ZeroDivisionError:
                log.append("zero")
            else:
                return v
            log.append("again")
        return None

    log = []
    return first([5, 0], log), first([0], log), log


# 3.12/3.13 guards of the clause's `continue` read above: a named clause's
# `continue` in a for loop (its name cleanup before the jump), and a clause
# falling off through the for loop's jump back copied into it (it takes the
# clause's line: no `continue`).
def case_named_clause_continue_then_return():
    def f(items, log):
        for x in items:
            try:
                v = 10 // x
            except ZeroDivisionError as e:
                log.append(str(e)[:4])
                continue
            return v
        return log

    return f([0, 5], []), f([0], [])


def case_clause_pass_body_breaks_for():
    def f(items):
        data = None
        for x in items:
            try:
                data = 10 // x
                break
            except ZeroDivisionError:
                pass
        return data

    return f([0, 5]), f([0]), f([])


# 3.12/3.13 (corpus mismatch of nesting/nest_async.py::
# f_async_for_else__try_except_else__bare_return): `try: return` (a constant:
# the body can raise nothing, no row of the table names the handler) ending a
# loop body whose clauses go round; placed at the loop's head (no closing
# jump to find), the try was read before the loop (`try: pass`).
def case_try_return_constant_ends_loop_body():
    log = []

    def with_else(a, xs):
        for v in xs:
            try:
                return
            except ValueError as e:
                log.append(1)
            else:
                log.append(2)
        else:
            log.append(3)
        log.append(a)

    def plain(a, xs):
        for v in xs:
            try:
                return 5
            except ValueError:
                log.append(1)
        log.append(a)

    return with_else(0, [1]), with_else(1, []), plain(2, [1]), plain(3, []), log


# 3.13 (corpus mismatch of nesting/nest_depth3.py::
# f3_async_for__try_except__try_except_as__bare_return): a `continue` ending
# a clause that holds a try statement, in a for loop: one unwinding and jump
# back, of the `continue`'s line, that the inner statement's ways out jump to
# (falling off, each would get its own copy of the loop's jump back); it was
# read as the clause falling off (dropped). falls_off guards that reading.
def case_continue_ends_clause_holding_try():
    def in_for(items, log):
        for x in items:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                try:
                    log.append(int(log[-1]) if log else 0)
                except ValueError:
                    log.append("bad")
                continue
        return log

    def in_while(items, log):
        while items:
            x = items.pop()
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                try:
                    log.append(len(log) // x)
                except ZeroDivisionError:
                    log.append("zero")
                continue
        return log

    def falls_off(items, log):
        for x in items:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                try:
                    log.append(len(log) // x)
                except ZeroDivisionError:
                    log.append("zero")
        return log

    return in_for([1, 0, 2], []), in_for([0], ["x"]), in_while([1, 0], []), falls_off([0, 5], [])


# 3.12/3.13 guard (stdlib concurrent.futures.process._terminate_broken,
# found by the stdlib ratchet while reading the clauses' `continue` above):
# a clause falling into a statement after the try that is no jump (`del`).
def case_clause_falls_into_del_after_try_in_for():
    def f(items, log):
        for k, v in items:
            try:
                log.append(10 // v)
            except ZeroDivisionError:
                pass
            del v
        return log

    return f([(1, 2), (2, 0)], [])


# 3.12/3.13 (corpus mismatch of case_search_in_clause): a try in a loop in
# an except clause, its clause's `continue`, code after it. Handler code is
# cold, kept in the order it was compiled in: the body jumps over the
# clauses to that code, which the reading saw; the names pass (co_names,
# `except OSError`'s name looking new) moved it into the try's else.
def case_code_after_try_in_clause_loop():
    def f(first, paths):
        found = None
        try:
            found = int(first)
        except ValueError:
            for p in paths:
                try:
                    full = p + 1
                except TypeError:
                    continue
                try:
                    found = int(full)
                except ValueError:
                    pass
        return found

    return f("1", []), f("x", ["a", 2, 3]), f("x", ["a"])


# 3.13 guard (stdlib pkgutil.walk_packages, found by the stdlib ratchet while
# reading the clause's `continue` above): an if ending a clause in a for loop
# jumps to the clause's unwinding and jump back, which takes that jump's line
# (a copy's): the clause falls off, no `continue`.
def case_clause_if_falls_off_in_for():
    def walk(items, onerror, log):
        for x in items:
            log.append(x)
            try:
                v = 10 // x
            except ZeroDivisionError:
                if onerror is not None:
                    onerror(x)
            except TypeError:
                if onerror is not None:
                    onerror(x)
                else:
                    raise
            else:
                log.append(v)
        return log

    errors = []
    return walk([1, 0, 2], errors.append, []), walk([0, 5], None, []), errors
# 3.12/3.13: a for loop whose try body ends in `break` (alone, or after a
# call), the clause going on to code after the statement: that code is
# laid out past the handlers (the loop's exit ends the block), and the
# break was read as falling off the block ("cannot find where the try
# statement ends"). The `while` variant stays refused (its break is no
# instruction); found while reading nest_loop_311 f_while__try_except_star__break.
def case_try_break_then_code_in_for():
    def alone(items, log):
        for x in items:
            try:
                break
            except ValueError:
                log.append("clause")
            log.append(x)
        log.append("after")

    def after_call(items, log):
        for x in items:
            try:
                log.append(10 // x)
                break
            except ZeroDivisionError:
                log.append("clause")
            log.append(x)
        log.append("after")

    log = []
    alone([1, 2], log)
    after_call([0, 0, 5, 1], log)
    after_call([0], log)
    return log
# 3.11: `try: break` with except clauses in a for loop: the body can raise
# nothing (no row names the handler), laid out as the iterator popped and
# the jump out right before the handler ("exception handling shape not
# supported"). Found by tryOld7 reducing
# loop_exits_through_finally.py::case_bare_break_from_try_except_finally_in_for.
def case_bare_break_try_except_in_for():
    log = []

    def f(xs):
        for x in xs:
            try:
                break
            except ValueError:
                pass
        log.append(len(xs))

    return [f([1, 2]), f([])], log


# 3.12/3.13: `try: break` with except clauses in a while loop: the body can
# raise nothing (no row names the handler) and the break falls straight
# into the code after the loop, laid out right after the `try:` line. The
# code after the loop was read as the try body (`try: <code after>;
# break`), so an exception it raised went to the clauses: a wrong reading
# (`while True`), or "exception handling shape not supported" (a loop
# test). Found by star9 from nesting/nest_loop_311.py::
# f_while__try_except_star__break.
def _star9_after(log, x):
    log.append(x)
    if x == "after" and len(log) < 4:
        raise ValueError(x)


def case_star9_while_true_try_break_falls_into_code_after():
    log = []

    def endless():
        while True:
            try:
                break
            except ValueError:
                log.append("clause")
            log.append("body")
        _star9_after(log, "after")

    try:
        endless()
    except ValueError as e:
        log.append(repr(e))
    return log


def case_star9_while_test_try_break_falls_into_code_after():
    log = []

    def tested(a):
        while a:
            try:
                break
            except ValueError:
                log.append("clause")
            log.append("body")
        _star9_after(log, "after")

    for a in (1, 0):
        try:
            tested(a)
        except ValueError as e:
            log.append(repr(e))
    return log


# 3.12/3.13: a while loop ending the function, tested at its top and
# bottom, whose try body falls on into the bottom test while a clause's
# `continue`, laid out after the loop, jumps back to the top test: that
# jump, the last one back there, was taken for the loop's own, and the
# bottom test read as a second loop ("loop ends in a conditional jump that
# is not its test"; with a walrus or `not (a and b)` test, "loop runs past
# its block"). Found by the fuzz set (3.12/3.13 seed 1 #672, seed 3 #74).
def _while_clause_continue_at_top(todo, log):
    while todo:
        try:
            log.append(10 // todo.pop())
        except ZeroDivisionError:
            continue


def _while_walrus_clause_continue(todo, log):
    while (n := len(todo)):
        try:
            log.append(10 // todo.pop() + n)
        except ZeroDivisionError as e:
            log.append(type(e).__name__)
            continue


def case_while_clause_continue_at_top():
    first, second = [], []
    _while_clause_continue_at_top([1, 0, 2, 0], first)
    _while_walrus_clause_continue([0, 5, 0], second)
    return first, second


# 3.12/3.13: `while True:` around a try statement whose body is a while
# loop tested at its top and bottom (its else raises): the clause's way
# round the outer loop, laid out after it, jumps back to the inner loop's
# top test, which is also the outer loop's head. It is no `continue` of the
# inner loop (the try statement starts before that loop's body). Found by
# the fuzz set (3.12/3.13 seed 3 #551, which a first reading of
# case_while_clause_continue_at_top broke).
def case_clause_round_while_true_over_tested_loop():
    log = []

    def f(a, b):
        while True:
            try:
                while a < b:
                    log.append(a)
                    a += 1
                else:
                    raise ValueError(a)
            except ValueError:
                log.append("clause")
                if len(log) > 6:
                    return log

    return f(0, 2)


# 3.12/3.13: the while loop of _while_clause_continue_at_top as a for loop's
# body: the clause's `continue`, laid out after the for loop, lies past the
# block the while loop is read in ("loop runs past its block"). Found by the
# fuzz set (3.12/3.13 seed 1 #672, seed 3 #74).
def _for_while_clause_continue(rows, log):
    for todo in rows:
        while todo:
            try:
                log.append(10 // todo.pop())
            except ZeroDivisionError:
                continue


def case_for_while_clause_continue():
    log = []
    _for_while_clause_continue([[1, 0], [], [0, 5]], log)
    return log


# 3.12+ (found minimizing loop_exits_through_finally.py::
# case_break_from_try_except_finally_in_while; refused "cannot find where
# the try statement ends"): a while loop's try/except whose body ends in
# `break`, the code after the loop laid out right behind the body (the
# break compiles to nothing), the code after the statement reached by the
# clauses alone, laid out past the handlers with the loop's bottom test.
def case_try_body_break_falls_into_while_exit():
    log = []

    def f(xs):
        while xs:
            x = xs.pop()
            try:
                log.append(10 // x)
                break
            except ZeroDivisionError:
                log.append("z")
            log.append(9)
        log.append(2)

    return [f([1, 0]), f([0, 0]), f([])], log


# 3.12+ (fuzz 3.12 seed 2 program 230, minimized; refused "cannot find
# where the try statement ends"): a `break` in an except clause, through an
# enclosing finally body's copy, out of a while loop with an else, the code
# after the loop branching (not copied): the clause, laid out past the
# loop, holds its only jump past the else, where the loop reader did not
# look: the else was read as the code after the loop.
def case_clause_break_past_while_else():
    log = []

    def f(xs):
        while xs:
            x = xs.pop()
            try:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    break
                log.append("b")
            except ValueError:
                log.append("v")
            finally:
                log.append("fin")
            log.append(4)
        else:
            log.append("else")
        return len(log) if xs else -1

    return [f([1, 0]), f([1]), f([])], log


# 3.13 (the corpus's nesting/nest_depth3.py::f3_async_for__async_for__
# try_except__bare_return, reduced by the mismNew13 helper): a bare
# `return` in an except clause in a for loop nested in another, the code
# after the inner loop returning. The return pops both iterators (on its
# line) then returns None, like the function's end: it was read as a
# `break`, an inner else (`return x`) and the outer loop's `break`.
# Siblings: the breaks that reading wrote, three loops, async for loops.
def case_mnew13_return_in_clause_in_nested_for():
    log = []

    def returns(a):
        for v in a:
            for w in a:
                try:
                    log.append(10 // w)
                except ZeroDivisionError:
                    return
            return a

    def breaks(a):
        for v in a:
            for w in a:
                try:
                    log.append(10 // w)
                except ZeroDivisionError:
                    break
            else:
                return a
            break

    def three(a):
        for u in a:
            for v in a:
                for w in a:
                    try:
                        log.append(10 // w)
                    except ZeroDivisionError:
                        return
                log.append(v)
            return u

    return [(returns(a), breaks(a), three(a)) for a in ((1, 2), (1, 0), (0,))], log


class _MNew13Items:
    """An async iterator over the items given."""

    def __init__(self, items):
        self.items = list(items)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.items:
            raise StopAsyncIteration
        return self.items.pop(0)


async def case_mnew13_return_in_clause_in_nested_async_for():
    log = []

    async def f(a):
        async for v in _MNew13Items(a):
            async for w in _MNew13Items(a):
                try:
                    log.append(10 // w)
                except ZeroDivisionError:
                    return
            return a

    return [await f(a) for a in ((1, 2), (1, 0), (0,))], log


# 3.13 (was a wrong reading; found 2026-12-06 by running the mismatched fuzz
# programs of seed 14 side by side with their originals, #964): an except
# clause holding a loop left by a `break` from the clause of a try in its
# body, the statement's else after it. The clause never falls off the loop's
# end: the only way out of it is the `break`, which 3.13 threads to the code
# after the statement, `POP_EXCEPT; POP_EXCEPT; JUMP t`, leaving both
# clauses. The reader, finding no clause's jump there, read the else as code
# after the statement (run after the clause too). `_a`, `_d`, `_e`: wrong
# before; the others vary the loop and the clause's way out. The behaviour
# grid, which supplies `g`, runs them.
def wf15_clause_break_a(a):
    try:
        g(0)
    except ValueError:
        while True:
            try:
                g(0)
            except ValueError:
                break
    else:
        g(2)
    finally:
        g(3)


def wf15_clause_break_b(a):
    try:
        g(0)
    except ValueError:
        while True:
            try:
                g(0)
            except ValueError:
                break
    else:
        g(2)


def wf15_clause_break_c(a):
    try:
        g(0)
    except ValueError:
        while True:
            if g(1):
                break
    else:
        g(2)
    finally:
        g(3)


def wf15_clause_break_d(a):
    try:
        g(0)
    except ValueError:
        while True:
            try:
                g(0)
            except ValueError:
                break
            x = a
    else:
        g(2)
    finally:
        g(3)
    y = a


def wf15_clause_break_e(a, xs):
    for x in xs:
        try:
            g(x)
        except ValueError:
            while True:
                try:
                    g(0)
                except ValueError:
                    break
        else:
            g(2)
        finally:
            g(3)


def wf15_clause_break_f(a):
    try:
        g(0)
    except ValueError:
        try:
            g(1)
        except KeyError:
            return g(5)
    else:
        g(2)
    finally:
        g(3)


def wf15_clause_break_h(a):
    try:
        g(0)
    except ValueError:
        for x in a:
            try:
                g(x)
            except ValueError:
                break
    else:
        g(2)
    finally:
        g(3)


# 3.10 (o16): a while loop with a test whose body ends in `return`, its
# last jump back an except clause's written `continue` (straight to the
# head): read as the clause falling off, the code after the try moved
# into an else (mismatch).
def o16_case_while_test_clause_continue_body_returns():
    def f(xs):
        n = 0
        while xs and n < 5:
            n += 1
            try:
                v = 10 // xs.pop()
            except ZeroDivisionError:
                continue
            if v > 2:
                return v, n
            return -v, n
        return None, n

    return f([5, 0, 0]), f([0]), f([]), f([1, 0])
# 3.11 (`case_continue_in_clause_and_after_try`'s family, joined in the
# sixteenth session: TryExcept.continue_past_hop): a clause ending in a
# `continue` of its own (its jump straight to the loop's head) before a
# `continue` written after the statement (the body's jump over the handlers
# goes there): read as the clause falling off. `_b`: one of two clauses,
# another branch of the first one falling off (3.12 and 3.13 mismatched
# `_b` too: the clauses fall into the `continue` after the statement).
def case_y16_continue_in_clause_then_after_try():
    def y16_a(items, log):
        while items:
            x = items.pop()
            try:
                log.append(10 // (x - 1))
            except ZeroDivisionError:
                log.append("zero")
                continue
            continue
        return log

    def y16_b(items, log):
        while items:
            x = items.pop()
            if x:
                try:
                    log.append(10 // (x - 1))
                except ZeroDivisionError:
                    log.append("zero")
                    if x > 3:
                        continue
                    log.append(1)
                except KeyError:
                    continue
                continue
            log.append(x)
        return log

    return y16_a([1, 2, 0], []), y16_b([1, 2, 0, 5], [])


# 3.11 (`nest_loop.py::f_while_true__try_except__continue`'s shape, read
# since the sixteenth session: entries._unprotected_try_start): `try:
# continue` the whole body of a `while True`: its jump (to itself) is the
# loop's closing jump, read as the jump of `try: pass` over the handlers.
def case_y16_try_continue_all_of_while_true():
    def y16_a(a, log):
        n = 0
        while 1:
            try:
                continue
            except ValueError:
                log.append(1)
        return n

    def y16_b(a, log):
        if a:
            return a
        while True:
            try:
                continue
            except (KeyError, ValueError) as e:
                log.append(e)
        log.append(2)

    log = []
    return y16_b(1, log), log


# 3.13: a `return` (of None) after a try statement ending a for loop's
# body, the function's end after the loop: 3.13 copies the return (the
# iterator popped, `return None`) into the except clause, where a `break`
# is jumped to; read as `break` (runs the same; bytecode differs).
# nest_async_311.py::f_async_for__try_except_star__yield is the except*
# form.
def y17_case_return_after_try_ending_for():
    log = []

    def f(xs, fail):
        for v in xs:
            try:
                log.append(10 // (v - fail))
            except ZeroDivisionError:
                log.append("z")
            return

    return [f(xs, fail) for xs in ((), (1, 2), (3,)) for fail in (1, 3)], log
# 3.10 (mismatch; the siblings of case_while_true_clause_continue_then_return_in_try
# and case_y16_continue_in_clause_then_after_try's `y16_b`): a `return`
# after a try statement in a loop inside another try's body, the clause
# going round (the return, its value loaded after the body's POP_BLOCK and
# the outer statement's block popped after it, was read into the body);
# and `if c: continue` inside a clause before more of it, the code after
# the statement a `continue` of its own line (the clause's jump back, after
# its POP_EXCEPT, was read as the if's jump over an else).
def case_o17_return_after_try_in_try_and_clause_continue():
    def return_after(items):
        try:
            for v in items:
                try:
                    n = 10 // v
                except ZeroDivisionError:
                    continue
                return n + 1
        except KeyError:
            return -1

    def clause_continue(items, log):
        for x in items:
            if x:
                try:
                    log.append(10 // (x - 1))
                except ZeroDivisionError:
                    log.append("zero")
                    if len(log) > 3:
                        continue
                    log.append(1)
                continue
            log.append(x)
        return log

    return return_after([0, 5]), return_after([0]), clause_continue([1, 2, 0, 1, 1, 3], [])
# 3.11-3.13 wrong reading (hunt, fuzz seed 42 #83: the loop's exit read as
# an else that returns): a for loop whose body ends in `return constant`
# ends a try body inside an except clause. The return unwinds the clause
# (POP_EXCEPT) before its constant, none of it in the table, so the body's
# end stopped at it and the loop's exit jump, after the return, was read as
# an else holding the return: the code after the statement never ran.
def _hb17_raise_first(log, x):
    log.append(x)
    if len(log) == 1:
        raise ValueError(x)
    return x


def case_hb17_for_return_ending_try_in_clause():
    def f(log, xs):
        try:
            _hb17_raise_first(log, 0)
        except ValueError:
            try:
                for v in xs:
                    return
            except ValueError:
                pass
            log.append(5)

    out = []
    for xs in ((), (1,)):
        log = []
        out.append((f(log, xs), log))
    return out


# Siblings (3.11-3.13, all read so): the clause named, the try in a clause
# of a clause, a constant other than None with an else, a call before the
# return, the clause in a for loop and in a while loop, async for.
def case_hb17_for_return_ending_try_in_named_clause():
    def f(log, xs):
        try:
            _hb17_raise_first(log, 0)
        except ValueError as e:
            try:
                for v in xs:
                    return
            except ValueError:
                pass
            log.append(5)

    out = []
    for xs in ((), (1,)):
        log = []
        out.append((f(log, xs), log))
    return out


def case_hb17_for_return_ending_try_in_clause_of_clause():
    def f(log, xs):
        try:
            _hb17_raise_first(log, 0)
        except ValueError:
            try:
                raise ValueError(1)
            except ValueError:
                try:
                    for v in xs:
                        return
                except TypeError:
                    pass
                log.append(4)
            log.append(5)

    out = []
    for xs in ((), (1,)):
        log = []
        out.append((f(log, xs), log))
    return out


def case_hb17_for_return_constant_ending_try_with_else_in_clause():
    def f(log, xs):
        try:
            _hb17_raise_first(log, 0)
        except ValueError:
            try:
                for v in xs:
                    return 3
            except ValueError:
                pass
            else:
                log.append(6)
            log.append(5)

    out = []
    for xs in ((), (1,)):
        log = []
        out.append((f(log, xs), log))
    return out


def case_hb17_for_call_return_ending_try_in_clause():
    def f(log, xs):
        try:
            _hb17_raise_first(log, 0)
        except ValueError:
            try:
                for v in xs:
                    log.append(v)
                    return
            except ValueError:
                pass
            log.append(5)

    out = []
    for xs in ((), (1,)):
        log = []
        out.append((f(log, xs), log))
    return out


def case_hb17_for_return_ending_try_in_clause_in_loops():
    def f(log, xs, ys):
        for q in xs:
            try:
                _hb17_raise_first(log, q)
            except ValueError:
                try:
                    for v in ys:
                        return
                except ValueError:
                    pass
                log.append(5)

    def w(log, n, ys):
        while n:
            try:
                _hb17_raise_first(log, n)
            except ValueError:
                try:
                    for v in ys:
                        return
                except ValueError:
                    pass
                log.append(5)
            n -= 1

    out = []
    for ys in ((), (1,)):
        log = []
        out.append((f(log, (1, 2), ys), log))
        log = []
        out.append((w(log, 2, ys), log))
    return out


def case_hb17_async_for_return_ending_try_in_clause():
    class Ait:
        def __init__(self, xs):
            self.xs = list(xs)

        def __aiter__(self):
            return self

        async def __anext__(self):
            if not self.xs:
                raise StopAsyncIteration
            return self.xs.pop(0)

    async def f(log, xs):
        try:
            _hb17_raise_first(log, 0)
        except ValueError:
            try:
                async for v in Ait(xs):
                    return
            except ValueError:
                pass
            log.append(5)

    out = []
    for xs in ((), (1,)):
        log = []
        co = f(log, xs)
        try:
            co.send(None)
        except StopIteration as e:
            out.append((e.value, log))
    return out


# Sibling: the try in a finally body (3.11-3.13: refused before, read
# since).
def case_hb17_for_return_ending_try_in_finally():
    def f(log, xs):
        try:
            _hb17_raise_first(log, 0)
        finally:
            try:
                for v in xs:
                    return
            except ValueError:
                pass
            log.append(5)

    out = []
    for xs in ((1,), ()):
        log = []
        try:
            out.append((f(log, xs), log))
        except ValueError as e:
            out.append((repr(e), log))
    return out


# 3.12/3.13 wrong reading (hunt17b, a sibling of the seed 42 #83 shape):
# the loop's body returns under a test, so the loop goes round (3.12+ jump
# straight back to its head from the test), and the loop's exit was taken
# for an else that returns. Siblings: the try not in a clause, `continue`
# before the return, a call before the test.
def case_hb17_for_if_return_ending_try_in_clause():
    def f(log, xs):
        try:
            _hb17_raise_first(log, 0)
        except ValueError:
            try:
                for v in xs:
                    if v:
                        return
            except ValueError:
                pass
            log.append(5)

    out = []
    for xs in ((), (0,), (0, 1)):
        log = []
        out.append((f(log, xs), log))
    return out


def case_hb17_for_if_return_ending_try():
    def f(log, xs):
        try:
            for v in xs:
                if v:
                    return 1
        except ValueError:
            pass
        log.append(5)

    out = []
    for xs in ((), (0,), (0, 1)):
        log = []
        out.append((f(log, xs), log))
    return out


def case_hb17_for_continue_return_ending_try_in_clause():
    def f(log, xs):
        try:
            _hb17_raise_first(log, 0)
        except ValueError:
            try:
                for v in xs:
                    log.append(v)
                    if v:
                        continue
                    return
            except ValueError:
                pass
            log.append(5)

    out = []
    for xs in ((), (1,), (1, 0)):
        log = []
        out.append((f(log, xs), log))
    return out


# 3.11-3.13 wrong reading (fuzz seed 42 #83 itself: the statement around
# has a finally body): the return runs a copy of the finally body on its
# way out, after the iterator's pop and the clause's exception, before its
# constant; none of it in the table. The body was cut at the return, the
# loop's exit read as an else that returns. Siblings: no clause around,
# a finally body with a branch, the return under a test, the loop in a loop.
def case_hb17_for_return_ending_try_in_clause_with_finally():
    def f(log, xs):
        try:
            _hb17_raise_first(log, 0)
        except ValueError:
            try:
                for v in xs:
                    return
            except ValueError:
                pass
            log.append(5)
        finally:
            log.append(3)

    out = []
    for xs in ((), (1,)):
        log = []
        out.append((f(log, xs), log))
    return out


def case_hb17_for_return_ending_try_in_finally_statement():
    def f(log, xs, a):
        try:
            try:
                for v in xs:
                    return
            except ValueError:
                pass
            log.append(5)
        finally:
            if a:
                log.append(3)

    out = []
    for xs in ((), (1,)):
        for a in (0, 1):
            log = []
            out.append((f(log, xs, a), log))
    return out


def case_hb17_for_if_return_ending_try_in_finally_statement():
    def f(log, xs):
        try:
            try:
                for v in xs:
                    if v:
                        return
            except ValueError:
                pass
            log.append(5)
        finally:
            log.append(3)

    out = []
    for xs in ((), (0,), (0, 1)):
        log = []
        out.append((f(log, xs), log))
    return out


def case_hb17_for_return_ending_try_in_loop_in_finally_statement():
    def f(log, xs, ys):
        try:
            for v in xs:
                try:
                    for w in ys:
                        return
                except ValueError:
                    pass
                log.append(5)
        finally:
            log.append(3)

    out = []
    for ys in ((), (1,)):
        log = []
        out.append((f(log, (1, 2), ys), log))
    return out


# Sibling that must stay identical (3.11 stdlib pathlib's
# _PreciseSelector._select_from left the identical set under a first
# version of the fix above): the if's other branch lays its own copy of
# `return None` between the loop's jump back and the loop's exit, which
# looks like a return ending the loop's body; the loop is entered there
# from outside, so that return is not the loop's.
def case_hb17_if_for_yield_ending_try_returning_clause():
    def f(xs, c):
        try:
            if c(xs):
                for p in xs:
                    yield p
        except PermissionError:
            return

    def c(xs):
        if xs == "raise":
            raise PermissionError
        return xs

    return [list(f(xs, c)) for xs in ((), (1, 2), "raise")]


# 3.11-3.13 (left: the break sibling on 3.10, a mismatch of its own):
# `if c: continue` in an except clause that goes on past it, the clause falling off into a
# `continue` after the try statement (or more code): the if's way out
# (`POP_EXCEPT`, the name's clean-up, a jump straight to the loop's head)
# was read as the jump over an else, the clause's own way on going round
# too, through the `continue` after the statement (`if c: pass / else:
# ...`: runs alike, compiles apart). The clause's own way out comes last;
# an if's jump over an else goes there, unwinding nothing itself (3.13
# threads it through that exit: a copy, jumping where it does, where the
# `continue` jumps to the loop's head). 3.11 also read the `continue` after the
# try statement, ending an if's body, as the jump over an else: the
# clause's own `continue` jumping back in that body was taken for a way
# out threaded there. Found on
# case_o17_return_after_try_in_try_and_clause_continue (3.11-3.13).
def case_cc18_clause_if_continue_then_code_before_continue():
    def f(items, log):
        for x in items:
            if x is not None:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    log.append("zero")
                    if len(log) > 2:
                        continue
                    log.append(1)
                continue
            log.append(x)
        return log

    return f([1, 0, None, 2, 0, 0], [])


def case_cc18_named_clause_if_continue_then_code_in_for():
    def f(items, log):
        for x in items:
            if x is not None:
                try:
                    log.append(10 // x)
                except ZeroDivisionError as e:
                    log.append(type(e).__name__)
                    if len(log) > 2:
                        continue
                    log.append(1)
                continue
            log.append(x)
        return log

    return f([1, 0, None, 2, 0, 0], [])


def case_cc18_clause_if_break_then_code_before_continue():
    def f(items, log):
        for x in items:
            if x is not None:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    log.append("zero")
                    if len(log) > 3:
                        break
                    log.append(1)
                continue
            log.append(x)
        return log

    return f([1, 0, None, 2, 0, 0], [])


def case_cc18_clause_if_continue_then_code_in_for():
    def f(items, log):
        for x in items:
            try:
                log.append(10 // x)
            except ZeroDivisionError:
                log.append("zero")
                if len(log) > 2:
                    continue
                log.append(1)
            log.append(x)
        return log

    return f([1, 0, 2, 0, 0], [])


# 3.11 (3.8: the bare clause, 3.10: the named one, mismatches of their
# own, left): a while body ending in a try statement whose last clause
# ends in `continue` (or a finally body that is only `continue`, read as
# a bare clause, loop_exits_through_finally.py::case_finally_only_continue_or_break_39):
# the clause's jump back, after its unwinding and laid out inline before
# the handlers' end, is the loop's last jump back; read as the written
# `continue` closing the body, it went after the statement, the clause
# falling off into it (`except E: ...` then `continue`: runs alike, one
# more jump). A clause falling off goes to the loop's bottom test. Found
# on case_finally_only_continue_or_break_39 (3.11).
def case_cl18_clause_continue_ending_while_body():
    def f(a, log):
        while a:
            a -= 1
            try:
                log.append(10 // (a % 3))
                continue
            except ZeroDivisionError:
                log.append("zero")
                continue
        return a, log

    return f(7, [])


def case_cl18_named_clause_continue_ending_while_body():
    def f(a, log):
        while a:
            a -= 1
            try:
                log.append(10 // (a % 3))
                continue
            except ZeroDivisionError as e:
                log.append(type(e).__name__)
                continue
        return a, log

    return f(7, [])


def case_cl18_bare_clause_only_continue_ending_while_body():
    def f(a, log):
        while a:
            a -= 1
            try:
                log.append(10 // (a % 3))
                continue
            except:
                continue
        return a, log

    return f(7, [])


def case_cl18_two_clauses_continue_ending_while_body():
    def f(a, log):
        while a:
            a -= 1
            try:
                log.append(10 // (a % 3))
                continue
            except KeyError:
                log.append("key")
            except ZeroDivisionError:
                log.append("zero")
                continue
        return a, log

    return f(7, [])


def case_cl18_clause_falls_off_ending_while_body():
    def f(a, log):
        while a:
            a -= 1
            try:
                log.append(10 // (a % 3))
                continue
            except ZeroDivisionError:
                log.append("zero")
        return a, log

    return f(7, [])


# Siblings of case_cc18_*: the clause's if falling off both ways (an
# if/else), its way over the else 3.13 threads through the clause's own
# way out (a copy of it, the same jump): no `continue`. (3.13: the first a
# mismatch of its own, left.)
def case_cc18_clause_if_else_then_code_before_continue():
    def f(items, log):
        for x in items:
            if x is not None:
                try:
                    log.append(10 // x)
                except ZeroDivisionError:
                    if len(log) > 2:
                        log.append("many")
                    else:
                        log.append("few")
                continue
            log.append(x)
        return log

    return f([1, 0, None, 2, 0, 0], [])


def case_cc18_named_clause_if_else_in_while():
    def f(items, log):
        while items:
            x = items.pop()
            try:
                log.append(10 // x)
            except ZeroDivisionError as e:
                if len(log) > 2:
                    log.append(str(e)[:3])
                else:
                    log.append("few")
            log.append(x)
        return log

    return f([1, 0, 2, 0, 0, 3], [])


# 3.12 (the fuzz hunt, fuzz seed 98 program 529, shrunk; the siblings by
# hand): a try/except/else whose else continues (or breaks) the loop, then
# a raise after the statement, reached only from the clause. 3.12 lays the
# raise out in the clause, past its POP_EXCEPT (and the clearing of its
# name), where no row of the table covers it, and the else's `continue`
# as the loop's closing jump (after the exit calls of the withs around):
# read as the clause's own, the raise made the caught exception its
# `__context__` (try_else.py::case_ctx18e_*: the else returning). The
# shapes with a with around (the seed's own): loop_exits_through_try_312.py
# (3.10 read them wrong: case_o19w_named_clause_then_raise_after_else_continue_in_with_in_for
# below).
def _o19_raise_at(log, x, at):
    log.append(x)
    if x == at:
        raise ValueError(x)


def _o19_run(f):
    out = []
    for xs, at in (((1, 2), -1), ((1, 2), 1), ((1, 2), 2), ((), 0)):
        log = []
        try:
            r = f(log, xs, at)
            if hasattr(r, "send"):
                try:
                    r.send(None)
                except StopIteration as e:
                    r = e.value
            out.append((r, log))
        except ValueError as e:
            out.append(("raised", e.args, type(e.__context__).__name__, log))
    return out


def case_o19_named_clause_then_raise_after_else_continue_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                _o19_raise_at(log, v, at)
            except ValueError as e:
                pass
            else:
                continue
            raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19_clause_then_raise_after_else_continue_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                _o19_raise_at(log, v, at)
            except ValueError:
                log.append("caught")
            else:
                continue
            raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19_named_clause_then_raise_after_else_break_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                _o19_raise_at(log, v, at)
            except ValueError as e:
                pass
            else:
                break
            raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19_named_clause_then_raise_after_else_continue_in_while():
    def f(log, xs, at):
        n = len(xs)
        while n:
            n -= 1
            try:
                _o19_raise_at(log, n, at)
            except ValueError as e:
                pass
            else:
                continue
            raise ValueError(n)
        return "end"

    return _o19_run(f)


# 3.10 (found moving fuzz seed 98 #529's samples into the corpus, open19):
# the shape above ending a with body in a for loop. 3.10 read the raise as
# the clause's own (`except ValueError as e: raise ValueError(v)` and a
# `continue` after the try), so the raised exception got the caught one as
# its `__context__` where the original's has none.
class _O19WithCm:
    def __init__(self, log, a):
        self.log = log
        self.a = a

    def __enter__(self):
        self.log.append(("enter", self.a))
        return self

    def __exit__(self, kind, value, tb):
        self.log.append(("exit", self.a, kind and kind.__name__))
        return False


def case_o19w_named_clause_then_raise_after_else_continue_in_with_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v) as x:
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    continue
                raise ValueError(v)
        return "end"

    return _o19_run(f)


# The siblings (by hand): two withs, an unnamed clause, a while loop, an
# async def, code after the with: 3.10 read each raise as the clause's own.
# (Code in the else before its `continue`, which 3.10 read so too and 3.12
# still reads wrong: _open/o19_raise_after_else_code_continue.py.)
def case_o19w_named_clause_then_raise_after_else_continue_in_two_withs_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v) as x:
                with _O19WithCm(log, -v):
                    try:
                        _o19_raise_at(log, v, at)
                    except ValueError as e:
                        pass
                    else:
                        continue
                    raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19w_clause_then_raise_after_else_continue_in_with_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v):
                try:
                    _o19_raise_at(log, v, at)
                except ValueError:
                    log.append("c")
                else:
                    continue
                raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19w_named_clause_then_raise_after_else_continue_in_with_in_while():
    def f(log, xs, at):
        n = len(xs)
        while n:
            n -= 1
            with _O19WithCm(log, n):
                try:
                    _o19_raise_at(log, n, at)
                except ValueError as e:
                    pass
                else:
                    continue
                raise ValueError(n)
        return "end"

    return _o19_run(f)


def case_o19w_named_clause_then_raise_after_else_continue_in_with_in_for_in_async_def():
    async def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v):
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    continue
                raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19w_named_clause_then_raise_after_else_continue_in_with_then_code_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v):
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    continue
                raise ValueError(v)
            log.append("after")
        return "end"

    return _o19_run(f)


# 3.10: sibling of with_exits_in_loops.py::
# case_h19b_seed95_raise_after_try_in_with_in_while_true without the with:
# `while True:` around a try/except whose body is an inner try/except (its
# body returning) then `raise KeyError`, the outer clause catching it: the
# raise copied onto the inner clause's exit, inside the outer try's block,
# was read as a `break` and the raise after the loop (the KeyError
# escaped, where the original caught it and went round). Hunt of hunt19b.
def case_h19b_raise_after_inner_try_in_try_in_while_true():
    log = []

    def g(x):
        log.append(x)
        if x == "bad":
            raise ValueError(x)
        return x

    def f(a):
        n = 0
        while True:
            n += 1
            try:
                try:
                    return g(a if n < 3 else "ok")
                except ValueError:
                    g(1)
                raise KeyError(a)
            except KeyError:
                g(n)

    out = []
    for a in ("ok", "bad"):
        del log[:]
        try:
            out.append(("returned", f(a)))
        except KeyError as e:
            out.append(("raised", e.args))
        out.append(list(log))
    return out


# The o19w shape with code in the else before its continue (found writing
# the 3.10 siblings, o310): 3.12 read the raise after the try as the
# clause's own (the raised exception chaining the caught one); 3.12 reads
# the first three right now, the else holding `if c: continue` is refused
# (the self-check); 3.13 refused the with forms (the o19w forms above,
# without code in the else, read since: `cold_after_with_way_out`); the
# two whose else is straight code read since too (refuse22b: that code,
# before the with's exit call, is the else, going round).
def case_o19e_named_clause_then_raise_after_else_code_continue_in_with_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v):
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    log.append("else")
                    continue
                raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19e_named_clause_then_raise_after_else_code_continue_in_for():
    def f(log, xs, at):
        for v in xs:
            try:
                _o19_raise_at(log, v, at)
            except ValueError as e:
                pass
            else:
                log.append("else")
                continue
            raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19e_named_clause_then_raise_after_else_code_continue_in_two_withs_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v) as x:
                with _O19WithCm(log, -v):
                    try:
                        _o19_raise_at(log, v, at)
                    except ValueError as e:
                        pass
                    else:
                        log.append("else")
                        continue
                    raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_o19e_named_clause_then_raise_after_else_if_continue_in_with_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v):
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    if v > 1:
                        continue
                    log.append("else")
                    continue
                raise ValueError(v)
        return "end"

    return _o19_run(f)



# 3.13 (helper refuse22b): siblings of the o19e with forms above, the else
# straight code then `continue` (3.13 refused them: "cannot find where the
# try statement ends"): in a while loop, with code after the with, in an
# async def with two statements in the else, and with a clause doing work
# and code before the raise after the statement.
def case_r22b_clause_then_raise_after_else_code_continue_in_with_in_while():
    def f(log, xs, at):
        n = len(xs)
        while n:
            n -= 1
            with _O19WithCm(log, n):
                try:
                    _o19_raise_at(log, n, at)
                except ValueError as e:
                    pass
                else:
                    log.append("else")
                    continue
                raise ValueError(n)
        return "end"

    return _o19_run(f)


def case_r22b_clause_then_raise_after_else_code_continue_in_with_then_code_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v):
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    log.append("else")
                    continue
                raise ValueError(v)
            log.append("after")
        return "end"

    return _o19_run(f)


def case_r22b_clause_then_raise_after_else_code_continue_in_with_in_async_def():
    async def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v):
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    pass
                else:
                    log.append("else")
                    x = v + 1
                    continue
                raise ValueError(v)
        return "end"

    return _o19_run(f)


def case_r22b_clause_code_then_code_raise_after_else_code_continue_in_with_in_for():
    def f(log, xs, at):
        for v in xs:
            with _O19WithCm(log, v):
                try:
                    _o19_raise_at(log, v, at)
                except ValueError as e:
                    log.append(e.args)
                else:
                    log.append("else")
                    continue
                log.append("c")
                raise ValueError(v)
        return "end"

    return _o19_run(f)


# 3.12/3.13 (fuzz seed 165 #229, found by the hunt of hunt20a): `while
# True:` whose only way out is `try: break` in a try statement in another
# try's body: the break compiles to nothing and falls into the code after
# the loop, laid out right after it, which no row covers. Read as the inner
# try's else (then `return None`), the outer clause caught what that code
# raised and went round the loop again; now refused. Siblings: an async
# function, one clause each, a for loop.
def case_h20a_break_in_nested_try_then_code_after_loop():
    log = []

    def g(x):
        log.append(x)
        if len(log) > 5:
            return "stop"
        if x == 0:
            raise ValueError(x)
        return x

    async def f1(a):
        while True:
            try:
                try:
                    break
                except (KeyError, IndexError) as e:
                    pass
                except Exception:
                    pass
            except ValueError as e:
                pass
            else:
                pass
        x = g(a)

    def f2(a):
        while True:
            try:
                try:
                    break
                except KeyError:
                    pass
            except ValueError:
                pass
        g(a)
        return a

    def f3(a):
        for x in (1, 2):
            try:
                try:
                    break
                except KeyError:
                    pass
            except ValueError:
                g(x)
        return g(a)

    out = []
    for a in (0, 1):
        for f in (f1, f2, f3):
            del log[:]
            try:
                r = f(a)
                if hasattr(r, "send"):
                    try:
                        r.send(None)
                    except StopIteration as e:
                        r = e.value
                out.append(("returned", r))
            except ValueError as e:
                out.append(("raised", e.args))
            out.append(list(log))
    return out


# 3.12/3.13 (refused: "exception handling shape not supported"; helper
# refuse20a, the shape of loop_exits_through_finally.py::
# case_h18a_break_in_try_finally_named_clause without its finally): `try:
# break` in a while loop, a named except clause. The body can raise nothing:
# no row of the table covers it, and normalising found no body for the
# handler where the clause's way on follows the deletion of its name.
def case_r20a_try_break_named_clause_in_while():
    log = []

    def g(x):
        log.append(x)
        return x

    def f(a):
        while a:
            try:
                break
            except ValueError as e:
                g(e)
        return a

    def f2(a):
        while a:
            a -= 1
            try:
                break
            except (KeyError, ValueError) as e:
                g(e)
            g(4)
        g(5)
        return a

    out = []
    for a in (0, 1, 2):
        del log[:]
        out.append((f(a), f2(a), list(log)))
    return out


# mism21 (3.13): the `break` after a try whose else goes round, the clause
# falling off into it, then code after the loop: read into the clause with a
# `continue` after, it ran the same but compiled to other bytes.
def _m21_raise_at_two(log, n):
    log.append(n)
    if n == 2:
        raise ValueError(n)


def case_m21_clause_falls_into_break_after_try_else_continue_in_while():
    def f(log, n):
        while n:
            n -= 1
            try:
                _m21_raise_at_two(log, n)
            except ValueError:
                log.append("clause")
            else:
                continue
            break
        log.append("after")
        return n

    out = []
    for n in (3, 5):
        log = []
        out.append((f(log, n), log))
    return out


# h22c (3.12/3.13 wrong reading, hunt seed 273 #503, async for there): `try:
# break` / `except E as e:` in a while loop whose test is `not (a and b)`,
# ending a for loop's body. The body can raise nothing (no row names the
# handler, which is dead code); the named clause's way out (past the
# clearing of its name) jumps to a copy of the while test. Read as
# `while not a or not b: pass` then the try after the while, `continue` its
# body: the while went round (testing again) where the original broke out.
def _h22c_test(log):
    log.append("test")
    return len(log) > 3


def case_h22c_seed273_try_break_named_clause_in_while_in_for():
    def f(a, xs, log):
        for v in xs:
            while not (a and _h22c_test(log)):
                try:
                    break
                except ValueError as e:
                    log.append(e)
        return log

    return [f(1, [1, 2], []), f(1, [3], ["x"]), f(1, [], [])]


# h22c: the same with an else (the fuzz program's shape).
def case_h22c_seed273_try_break_named_clause_else_in_while_in_for():
    def f(a, xs, log):
        for v in xs:
            while not (a and _h22c_test(log)):
                try:
                    break
                except ValueError as e:
                    log.append(e)
                else:
                    log.append("else")
                log.append(a)
        return log

    return [f(1, [1, 2], []), f(1, [3], ["x"]), f(1, [], [])]


# refuse23c: siblings of the h22c samples (3.12/3.13, refused: the named
# clause's way on, past the clearing of its name, was not seen as a jump
# behind the handler, where the unnamed clause's was): a one-call test, an
# `or` test, two named clauses.
def case_refuse23c_try_break_named_clause_in_while_not_call_in_for():
    def f(a, xs, log):
        for v in xs:
            while not _h22c_test(log):
                try:
                    break
                except ValueError as e:
                    log.append(e)
        return log

    return [f(1, [1, 2], []), f(1, [3], ["x"]), f(1, [], [])]


def case_refuse23c_try_break_named_clause_in_while_or_in_for():
    def f(a, xs, log):
        for v in xs:
            while a or _h22c_test(log):
                try:
                    break
                except ValueError as e:
                    log.append(e)
        return log

    return [f(0, [1, 2], []), f(1, [3], ["x"]), f(1, [], [])]


def case_refuse23c_try_break_two_named_clauses_in_while_in_for():
    def f(a, xs, log):
        for v in xs:
            while not (a and _h22c_test(log)):
                try:
                    break
                except ValueError as e:
                    log.append(e)
                except KeyError as k:
                    log.append(k)
        return log

    return [f(1, [1, 2], []), f(1, [3], ["x"]), f(1, [], [])]


# 3.12/3.13 (found by mism22a's generated match-in-loop shapes): a for loop
# ending a try body in two breaks, each the iterator's pop then a copy of
# the code after the try (`return log`, left out of the table); the loop's
# END_FOR, covered, is dropped. The body was cut at the first uncovered
# copy, the loop's last break's copy read as the code after the try: the
# first `break` was read as `pass` (the loop went on: wrong).
def case_m22_two_breaks_ending_for_loop_in_try_before_return():
    def f(xs):
        log = []
        try:
            for x in xs:
                if x == 1:
                    break
                elif x == 2:
                    break
        except StopIteration:
            pass
        return log

    def g(xs):
        log = []
        try:
            for x in xs:
                log.append(x)
                if x == 1:
                    break
                if x == 2:
                    log.append(3)
                    break
        except StopIteration:
            pass
        return log

    return [f([0, 1, 2]), g([0, 1, 2]), g([0, 2, 1]), g([5])]


# hunt23 (3.13 wrong reading, hunt seed 295 #770, shrunk by `hunt --shrink`):
# `break` from an except clause of a try in a while loop that lies inside an
# enclosing except clause, the code after the enclosing statement not
# copied. 3.13 threads the break through the loop's exit, the enclosing
# clause's way out: `POP_EXCEPT; POP_EXCEPT; JUMP after`; the inner
# statement took that for its clause falling off the enclosing clause and
# read the break as `pass` (the loop went round). A loop between the two
# clauses means falling off goes round it, never out of the enclosing one.
def _h23_div(log, a, n):
    log.append(("div", a, n))
    return 1 // (a - n)


def case_h23_break_from_clause_in_while_in_clause():
    def f(a, b, log):
        try:
            _h23_div(log, a, 0)
        except ZeroDivisionError:
            n = 0
            while n < 3 or (b and n < 5):
                n += 1
                try:
                    _h23_div(log, b, n)
                except ZeroDivisionError:
                    break
        return b and None

    out = []
    for a in (0, 1):
        for b in (0, 2, 4, 9):
            log = []
            out.append((f(a, b, log), log))
    return out


# hunt23: its siblings, a named clause and a for loop (the break pops the
# iterator first), and code after the loop inside the enclosing clause (the
# break jumps there: nothing threaded).
def case_h23_break_from_named_clause_in_while_in_clause():
    def f(a, b, log):
        try:
            _h23_div(log, a, 0)
        except ZeroDivisionError:
            n = 0
            while n < 4:
                n += 1
                try:
                    _h23_div(log, b, n)
                except ZeroDivisionError as e:
                    log.append(type(e).__name__)
                    break
        return len(log) and None

    out = []
    for a in (0, 1):
        for b in (0, 2, 9):
            log = []
            out.append((f(a, b, log), log))
    return out


def case_h23_break_from_clause_in_for_in_clause():
    def f(a, b, xs, log):
        try:
            _h23_div(log, a, 0)
        except ZeroDivisionError:
            for n in xs:
                try:
                    _h23_div(log, b, n)
                except ZeroDivisionError:
                    break
        return a and None

    out = []
    for a in (0, 1):
        for b in (0, 2, 9):
            log = []
            out.append((f(a, b, (1, 2, 3), log), log))
    return out


def case_h23_break_from_clause_in_while_then_code_in_clause():
    def f(a, b, log):
        try:
            _h23_div(log, a, 0)
        except ZeroDivisionError:
            n = 0
            while n < 4:
                n += 1
                try:
                    _h23_div(log, b, n)
                except ZeroDivisionError:
                    break
            log.append(("after loop", n))
        return a and None

    out = []
    for a in (0, 1):
        for b in (0, 2, 9):
            log = []
            out.append((f(a, b, log), log))
    return out


# hunt23: the same break from a `while True` loop, from a loop in the second
# of two enclosing clauses, and from a loop in an if in the enclosing clause
# (the loop's exit is the if's end there, not where the enclosing clause's
# way out jumps: 3.13 read it as `pass` too).
def case_h23_break_from_clause_in_while_true_in_clause():
    def f(a, b, log):
        try:
            _h23_div(log, a, 0)
        except ZeroDivisionError:
            n = 0
            while True:
                n += 1
                try:
                    _h23_div(log, b, n)
                except ZeroDivisionError:
                    break
                if n > 4:
                    return 5
        return b and None

    out = []
    for a in (0, 1):
        for b in (0, 2, 9):
            log = []
            out.append((f(a, b, log), log))
    return out


def case_h23_break_from_clause_in_while_in_second_clause():
    def f(a, b, log):
        try:
            _h23_div(log, a, 0)
        except KeyError:
            pass
        except ZeroDivisionError:
            n = 0
            while n < 4:
                n += 1
                try:
                    _h23_div(log, b, n)
                except ZeroDivisionError:
                    break
        return b and None

    out = []
    for a in (0, 1):
        for b in (0, 2, 9):
            log = []
            out.append((f(a, b, log), log))
    return out


def case_h23_break_from_clause_in_while_in_if_in_clause():
    def f(a, b, log):
        try:
            _h23_div(log, a, 0)
        except ZeroDivisionError:
            if b:
                n = 0
                while n < 4:
                    n += 1
                    try:
                        _h23_div(log, b, n)
                    except ZeroDivisionError:
                        break
        return b and None

    out = []
    for a in (0, 1):
        for b in (0, 2, 9):
            log = []
            out.append((f(a, b, log), log))
    return out


# 3.10 (loop_grid, gen23): a while loop with a test whose body ends in a
# try statement whose body breaks and whose except clause continues (its
# else, a return, dead): the body ends in the clause's re-raise, the
# loop's exit right after it, and the break's jump there was read as
# falling off the try body, the loop going round.

def case_gen23_while_test_try_break_except_continue():
    log = []

    def f(xs):
        i = 0
        while i < len(xs):
            x = xs[i]
            i += 1
            try:
                y = 10 // x
                break
            except ZeroDivisionError:
                log.append(("b", x))
                continue
            else:
                return log.append(("c", x))
        log.append("done")
        return "end"

    return [f([1, 2, 0, 5]), f([0, 0, 3]), f([]), log]


# 3.10 (loop_grid, gen23): a while loop with a test and an else, whose
# body ends in a try statement whose body continues and whose except
# clause breaks: the clause's break (`POP_EXCEPT; JUMP_FORWARD` past the
# loop's else) was read as falling off the try statement, then a
# `continue`: the loop went round instead of leaving, and its else ran.

def case_gen23_while_test_else_try_continue_except_break():
    log = []

    def f(xs):
        i = 0
        while i < len(xs):
            x = xs[i]
            i += 1
            try:
                y = 10 // x
                log.append(("a", x))
                continue
            except ZeroDivisionError:
                break
        else:
            log.append("else")
        log.append("done")
        return "end"

    return [f([1, 2, 0, 5]), f([3]), f([]), log]


# 3.13 wrong reading (found by `depyf.verify.hunt --seeds 7 --versions 3.13`,
# program #790, on the interim merge 1abb745b, before rec23's change): in a for
# loop, an if/else whose if body is a try/except/else (the else returning) and
# whose else is a call, followed by an if whose test folds to false (compiled
# to nothing: every branch jumps back to the loop head). 3.13 reads the else's
# call after the if/else (the `else:` dropped) and the clause falls into it, so
# a caught exception runs the else's call too. 3.12 reads it right (the clause
# ends in `continue`, a mismatch that runs the same); 3.8-3.11 identical.
# Read right by the lead's fix (b5e08529).


def _rec23_g(log, x):
    log.append(x)
    if x == 0:
        raise ValueError(x)
    return x


def case_rec23_else_lost_before_folded_if_in_for():
    def f(log, a):
        for v in (1, 2):
            if a is None:
                try:
                    _rec23_g(log, 0)
                except ValueError as e:
                    _rec23_g(log, 1)
                else:
                    return
            else:
                _rec23_g(log, 2)
            if None and a:
                _rec23_g(log, 3)
        return a

    out = []
    for a in (None, 1):
        log = []
        out.append((f(log, a), log))
    return out
