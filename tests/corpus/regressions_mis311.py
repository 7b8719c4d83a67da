"""Bytecode mismatches found by the 3.11 stdlib sweep (and their 3.12/3.13 twins)."""


def generator_whose_yield_was_optimised_away():
    # `_collections_abc.Iterable.__iter__`: the compiler drops the dead loop, so
    # only the GENERATOR flag says the source held a yield.
    def empty():
        while False:
            yield None

    def returns_first():
        return 5
        yield

    return list(empty()), list(returns_first())


def written_return_none_after_a_loop():
    # `minidom._get_containing_element`: the loop's two exits (its first
    # test, its bottom test) share a written `return None`; the implicit
    # one would be copied for each.
    def find(nodes):
        k = 0
        while k < len(nodes):
            if nodes[k] > 2:
                return nodes[k]
            k += 1
        return None

    def first_true(items):
        while True:
            if items.pop():
                break
        return None

    return find([1, 2, 3]), find([]), first_true([0, 1, 0])


def unpacking_first_of_chained_targets():
    # `code.InteractiveInterpreter.showtraceback`: `a, b = c = v` keeps a
    # copy of v (COPY) for c while the tuple target unpacks the other.
    class Box:
        pass

    box = Box()
    first, second = pair = (1, 2)
    box.x, box.y = box.both = [3, 4]
    a, (b, c) = d = e = (5, (6, 7))
    return first, second, pair, box.x, box.y, box.both, a, b, c, d, e


def chained_comparison_ending_in_a_none_test():
    # `turtle.TurtleScreenBase._resize`: 3.11+ folds the last link's
    # `is None` and its jump into POP_JUMP_IF_NOT_NONE, which was read as
    # `is not None` holding (the whole test came out negated).
    def all_none(a, b, c):
        if a is b is c is None:
            return 1
        return 2

    def all_same_not_none(a, b, c):
        if a is b is c is not None:
            return 1
        return 2

    def less_then_none(a, b, log):
        if a < b is None:
            log.append(a)

    def loop(a, b, log):
        while a < b is not None:
            log.append(a)
            a += 1
            if a > 5:
                b = None

    log = []
    less_then_none(1, 2, log)
    loop(1, 3, log)
    return (
        all_none(None, None, None), all_none(1, 2, 3), all_none(None, None, 0),
        all_same_not_none(1, 1, 1), all_same_not_none(None, None, None), log,
    )


def written_return_none_in_a_branch():
    # `trace.Trace.globaltrace_lt`: an inner `else: return None` has a line
    # of its own; the implicit exit's copies take the line of their jump.
    def trace(why, name, log):
        if why == "call":
            log.append(name)
            if name:
                x = len(name)
                if x > 2:
                    return x
            else:
                return None

    def either(flag, log):
        if flag:
            log.append(flag)
        else:
            return None

    log = []
    return trace("call", "abc", log), trace("call", "", log), trace("x", "a", log), either(1, log), either(0, log), log


def return_in_a_loop_equal_to_the_code_after_it():
    # `lib2to3.fixes.fix_next.is_assign_target`: `return False` inside the
    # loop pops the iterator like a `break` into a copy of the final
    # `return False` would, but keeps its own line.
    def find(items, stop, wanted):
        for item in items:
            if item == stop:
                return False
            elif item is wanted:
                return True
        return False

    def pair(paths, ok):
        for p in paths:
            if p == "/lib":
                continue
            if ok(p):
                if len(p) > 3:
                    return (p, 1)
                else:
                    return (None, None)
        return (None, None)

    return (find([1, 2], 2, None), find([3], 2, 3), find([], 0, 0),
            pair(["/lib", "/usr/lib"], bool), pair(["/x"], bool), pair([], bool))


def written_return_none_copied_into_handlers():
    # `platform.win32_edition` (3.12): the final written `return None` is
    # copied to the handler that falls into it; the copies share its line,
    # so none of them tells a written return apart.
    def edition(key):
        try:
            try:
                value = {"a": 1}[key]
            except KeyError:
                value = {"b": 2}[key]
        except KeyError:
            pass
        else:
            try:
                with open(__file__) as f:
                    return value + len(f.read(0))
            except OSError:
                pass

        return None

    return edition("a"), edition("b"), edition("c")


def continue_on_an_in_test_in_a_loop():
    # `ast._new` (3.12): `if key not in fields: continue` read as
    # `if not key not in fields: rest`, which the compiler folds to `in`.
    def known(keys, fields):
        out = []
        for key in keys:
            if key not in fields:
                continue
            out.append(fields.index(key))
        return out

    def unknown(keys, fields):
        out = []
        for key in keys:
            if key in fields:
                continue
            out.append(key)
        return out

    return known("abc", "cb"), unknown("abc", "cb")


def return_of_a_conditional_expression_with_a_constant_else():
    # `_osx_support._supports_universal_builds` (3.12): the copied return
    # leaves the else arm's constant loaded and returned apart (no
    # RETURN_CONST), which only a conditional expression does.
    def supported(version):
        return bool(version >= (10, 4)) if version else False

    return supported((10, 5)), supported(()), supported((9,))
