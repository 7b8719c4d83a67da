def case_fstrings():
    name, value, width = "pi", 3.14159, 10
    items = ["a", "b"]
    return [
        f"{name}={value:.2f}",
        f"{name!r} {name!s} {name!a}",
        f"{value:{width}.{2}f}|",
        f"{'nested ' + name:>{width + 2}}",
        f"{items[0]}{items[-1]}{len(items)}",
        f"{{literal}} {value!r:>12}",
        f"{1 + 2=}" if True else "",
        f"{'x' if value > 3 else 'y'}",
        f"multi {name} " f"joined {value:g}",
        f"",
        "plain" f"{name}",
    ]


def case_string_constants():
    return ("tab\there", "quote'\"", b"bytes\x00\xff", r"raw\n", "uni\u00e9\U0001F600",
            """triple
line""", "a" "b", -0.0, 1e300 * 10, 2j, (1, (2, frozenset({3}))))


def case_percent_and_format():
    return "%s-%d-%05.1f" % ("a", 3, 2.25), "{0}{x}".format(1, x=2), "%(k)s" % {"k": "v"}
