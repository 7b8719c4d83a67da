"""3.12+ shapes found in the stdlib sweep (the compiler copies and drops
code these depend on from 3.12); one case each, nested so it runs."""


def case_break_copies_code_after_for_else():
    def common_prefix(items, out):
        while True:
            prefix = None
            for item in items:
                if not item:
                    break
                if prefix is None:
                    prefix = item[0]
                elif item[0] != prefix:
                    break
            else:
                for item in items:
                    del item[0]
                out.append(prefix)
                continue
            return out

    def first_big(items):
        for item in items:
            if item > 2:
                found = item
                break
        else:
            raise ValueError("none")
        return found * 10

    def nested(rows):
        for row in rows:
            for item in row:
                if item > 2:
                    found = item
                    break
            else:
                continue
            return found
        return 7

    out = [common_prefix([[1, 2, 3], [1, 2, 4]], []), common_prefix([[1], [2]], []), first_big([1, 5]), nested([[1], [2, 9]]), nested([[1]])]
    try:
        first_big([1])
    except ValueError as exc:
        out.append(str(exc))
    return out
