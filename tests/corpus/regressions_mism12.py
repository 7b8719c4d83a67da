"""3.12+: a loop's exit (a short return) copied onto each break, read back as break."""


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


def break_before_new_names():
    out = []
    items = iter([3, 0, 2, -1, 5])
    while 1:
        ch = next(items)
        if not ch:
            continue
        if ch < 0:
            break
        out.append(ch)
    return len(out), sorted(out)


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


def break_inside_while_test():
    text = "a\\nb\\tc"
    i, n = 0, len(text)
    res = []
    while 0 <= i < n:
        j = text.find("\\", i)
        if j < 0:
            res.append(text[i:])
            break
        res.append(text[i:j])
        res.append(chr(ord(text[j + 1]) - 32))
        i = j + 2
    return "".join(res)


def explicit_return_none_after_loop():
    line, wrapped = 0, 0
    while line < 50:
        if line == 7 and wrapped:
            return line, wrapped
        line = line + 3
        if wrapped and line > 20:
            break
        if line > 30:
            wrapped = 1
            line = 1
    return None


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


def continue_after_nested_if():
    # The `continue` keeps a line of its own though two ways reach it.
    found = []
    skipping = True
    for member in reversed(range(8)):
        if skipping:
            if member == 5:
                skipping = False
            continue
        if member % 2:
            found.append(member)
    return found


# The exit copied onto the ends of an if's branches, read back as one
# statement after the if (names it introduces are numbered after the
# branches' in co_names).
class _Box:
    def __init__(self):
        self.log = []

    def append(self, value):
        self.log.append(value)


def _set_flag(box, data):
    if data == "0":
        box.append(False)
    elif data == "1":
        box.append(True)
    else:
        raise TypeError("bad boolean value")
    box.value = 0


def tail_after_elif_chain():
    box = _Box()
    _set_flag(box, "0")
    _set_flag(box, "1")
    try:
        _set_flag(box, "2")
    except TypeError as e:
        box.append(str(e))
    return box.log, box.value


def _store(box, data=None):
    if data is None:
        data = b""
    else:
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError("expected bytes, not %s" % data.__class__.__name__)
        data = bytes(data)
    box.data = data


def tail_assignment_after_if_else():
    box = _Box()
    _store(box)
    first = box.data
    _store(box, bytearray(b"xy"))
    return first, box.data


def _lookup(name, frame, names):
    if name in names:
        return "local", names[name]
    if "__builtins__" in frame:
        builtins = frame["__builtins__"]
        if isinstance(builtins, dict):
            if name in builtins:
                return "builtin", builtins[name]
        else:
            if hasattr(builtins, name):
                return "builtin", getattr(builtins, name)
    return None, _UNDEF


_UNDEF = "undef"


def tail_folds_into_else():
    frame = {"__builtins__": {"x": 1}}
    return (_lookup("a", frame, {"a": 2}), _lookup("x", frame, {}), _lookup("y", frame, {}),
            _lookup("real", {"__builtins__": 3}, {}), _lookup("q", {"__builtins__": 3}, {}))


def _format(msg):
    try:
        fw = msg.formatter
    except AttributeError:
        pass
    else:
        if fw is not _format_impl:
            return fw(msg)
    return _format_impl(msg)


def _format_impl(msg):
    return "impl"


def try_else_falls_to_exit():
    class M:
        formatter = staticmethod(lambda m: "custom")

    class N:
        pass

    return _format(M()), _format(N())


def _add(items, item, append):
    if not append:
        try:
            items.remove(item)
        except ValueError:
            pass
        items.insert(0, item)
    else:
        if item not in items:
            items.append(item)
    _mutated(items)


def _mutated(items):
    items.append(len(items))


def tail_with_implicit_return():
    items = [1, 2]
    _add(items, 2, False)
    _add(items, 7, True)
    _add(items, 7, True)
    return items


class _NoBox(Exception):
    pass


def _make(box, path, create):
    box.path = path
    if not path:
        if create:
            box.made = sorted([path, "x"])
            box.sizes = (len(path), len("x"))
        else:
            raise _NoBox(path)
    box.locked = False


def nested_if_tail_folds():
    a, b = _Box(), _Box()
    _make(a, "", True)
    _make(b, "p", False)
    try:
        _make(_Box(), "", False)
    except _NoBox:
        raised = True
    return a.made, a.sizes, a.locked, b.locked, raised


class _ShapeError(Exception):
    pass


def _shape(box, kind, data=None):
    box.kind = kind
    if kind == "polygon":
        if isinstance(data, list):
            data = tuple(data)
    elif kind == "image":
        if isinstance(data, str):
            if data.lower().endswith(".gif") and len(data) > 4:
                data = data.upper()
    elif kind == "compound":
        data = []
    else:
        raise _ShapeError("no shape type %s" % kind)
    box.shape = data


def exit_copy_in_nested_if():
    out = []
    for kind, data in (("polygon", [1]), ("polygon", 2), ("image", "a.gif"), ("image", 3), ("compound", 0)):
        box = _Box()
        _shape(box, kind, data)
        out.append((box.kind, box.shape))
    try:
        _shape(_Box(), "x")
    except _ShapeError as e:
        out.append(str(e))
    return out


def _linkage(fileout, bits="64bit", linkage=""):
    if "ELF" in fileout:
        linkage = "ELF"
    elif "COFF" in fileout:
        linkage = "COFF"
    elif "MS-DOS" in fileout:
        linkage = "MSDOS"
    else:
        pass
    return bits, linkage


def exit_copy_before_else_pass():
    # Not folded: falling into the exit block gets no copy, so the copy
    # ending the last branch stands for the jump over an `else: pass`.
    return [_linkage(x) for x in ("ELF", "COFF", "MS-DOS", "a.out")]


def _valid_time(tt):
    year, month, mday = tt[:3]
    if (year >= 1970) and (1 <= month <= 12) and (1 <= mday <= 31):
        return year * 10000 + month * 100 + mday
    else:
        return None


def return_none_after_chained_compares():
    # The written `return None` is kept: each chained comparison's cleanup
    # is one more way to it.
    return [_valid_time(t) for t in ((2020, 5, 17), (1969, 1, 1), (2000, 13, 1), (2000, 1, 0))]


def _is_mount(path, table):
    try:
        s1 = table[path]
    except (KeyError, TypeError):
        return False
    else:
        if isinstance(s1, str):
            return False
    parent = path.rpartition("/")[0] or "/"
    try:
        s2 = table[parent]
    except KeyError:
        return False
    return s1 != s2


def else_of_try_by_names():
    # 3.12+ numbers an else's names before the clauses': the first `if`
    # is the else of the try, the rest follows the statement.
    table = {"/": 1, "/a": 1, "/b": 2, "/c": "link", "/d/e": 3}
    return [_is_mount(p, table) for p in ("/a", "/b", "/c", "/x", "/d/e", None)]


# The module's top level mentions `super`: 3.12+ then compiles `super()`
# in its methods as a plain call (the harness's wrapper has to mention it).
_safe_super = super


def super_call_when_module_mentions_super():
    class Base:
        def reset(self, *args, **kwargs):
            return ("base", args, sorted(kwargs))

    class Child(Base):
        def reset(self, /, *args, **kwargs):
            return super().reset(*args, **kwargs) + ("child",)

    return Child().reset(1, k=2)
