"""The self-check of `selfcheck_elsewhere`, in the code's own interpreter.

Run as a script by that interpreter (`python3.X -I selfcheck_child.py SRC`)
with depyf's folder as its argument: it reads the request (the original's
bytecode, the decompiled text, the def's name) from stdin, runs
`selfcheck.check_effects` there, where compiling the text gives that
version's bytecode, and answers {"lost": null or the reason} on stdout.
"""

import json
import sys

FIELDS = ("co_name", "co_flags", "co_argcount", "co_freevars")  # selfcheck_elsewhere.FIELDS


def _rebuild(node, version):
    from depyf.bytecode.code_record import CodeRecord

    fields = {k: node[k] for k in FIELDS}
    fields["co_freevars"] = tuple(fields["co_freevars"])
    fields["co_code"] = bytes.fromhex(node["co_code"])
    fields["co_consts"] = tuple(_rebuild(c, version) for c in node["nested"])
    return CodeRecord(version, **fields)


def main():
    """In the code's own interpreter: the check, its answer as JSON."""
    sys.path.insert(0, sys.argv[1])
    from depyf.errors import DecompilationError
    from depyf.selfcheck import check_effects

    request = json.loads(sys.stdin.read())
    original = _rebuild(request["code"], sys.version_info[:2])
    try:
        check_effects(original, request["text"], request["name"])
    except DecompilationError as exc:
        sys.stdout.write(json.dumps({"lost": exc.reason}))
        return
    sys.stdout.write(json.dumps({"lost": None}))


if __name__ == "__main__":
    main()
