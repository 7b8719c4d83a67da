"""Write the opcode tables (`opcodes_3_X.json`) from the interpreters
themselves, and check them.

Run under any interpreter with a version as `--extract`, this file prints
that interpreter's facts as JSON, read from its own `opcode` and `dis`
modules and from code it compiles: the file imports nothing of depyf, so
CPython 3.8 runs it as it is.  `python -m depyf.bytecode.versions.generate`
runs it under each installed interpreter (`depyf.verify.pythons`) and
rewrites the tables; tests/test_bytecode_versions.py runs it again and
compares.  3.14's table is written by hand from CPython 3.14's published
metadata (its "source" says which files): no 3.14 interpreter is at hand.
"""

import json
import os
import sys

FOLDER = os.path.dirname(os.path.abspath(__file__))
KINDS = ("none", "const", "name", "local", "free", "compare", "jrel", "jabs", "binary", "raw")


def _kind(opcode, op):
    if op < opcode.HAVE_ARGUMENT:
        return "none"
    for kind, table in (("const", opcode.hasconst), ("name", opcode.hasname), ("local", opcode.haslocal),
                        ("free", opcode.hasfree), ("compare", opcode.hascompare), ("jrel", opcode.hasjrel),
                        ("jabs", getattr(opcode, "hasjabs", ()))):
        if op in table:
            return kind
    return "binary" if opcode.opname[op] == "BINARY_OP" else "raw"


def _caches(opcode):
    entries = getattr(opcode, "_inline_cache_entries", None)
    if isinstance(entries, dict):  # 3.13+: by name
        return {name: n for name, n in entries.items() if n}
    if entries is None:
        return {}
    return {opcode.opname[op]: n for op, n in enumerate(entries) if n}  # 3.11, 3.12: by number


_SAMPLE = '''
def f(a, b, z0, z1, z2):
    c = 1
    def g():
        return b
    while a:
        if a > b:
            z0 = (G0, G1, G2.w1.w2.w3)
        else:
            z2 = b
    return g, c
class C:
    def m(self):
        z0; z1; z2; z3
        return super().m4
'''


def _codes(code):
    yield code
    for const in code.co_consts:
        if hasattr(const, "co_code"):
            for inner in _codes(const):
                yield inner


def _measured(opcode, dis):
    """What only compiled code shows: the unit of jump arguments, where a
    comparison's operator sits in its argument, the flag bits below a name
    index, and whether cells and frees are numbered after the locals."""
    found = {"jump_unit": set(), "compare_shift": set(), "name_arg_shifts": {}, "localsplus": None}
    caches = _caches(opcode)
    for code in _codes(compile(_SAMPLE, "<sample>", "exec")):
        for ins in dis.get_instructions(code):
            _measure(ins, code, opcode, dis, caches, found)
    assert len(found["jump_unit"]) == 1 and len(found["compare_shift"]) == 1, found
    found["jump_unit"] = found["jump_unit"].pop()
    found["compare_shift"] = found["compare_shift"].pop()
    return found


def _measure(ins, code, opcode, dis, caches, found):
    op, name = ins.opcode, ins.opname
    if op in opcode.hasjrel and name in ("JUMP_FORWARD", "POP_JUMP_IF_FALSE", "POP_JUMP_FORWARD_IF_FALSE") and ins.arg:
        found["jump_unit"].add((ins.argval - ins.offset - 2 - 2 * caches.get(name, 0)) // ins.arg)
    elif op in opcode.hasjabs and name == "POP_JUMP_IF_FALSE" and ins.arg:
        found["jump_unit"].add(ins.argval // ins.arg)
    elif op in opcode.hascompare:
        found["compare_shift"].add(max(s for s in range(8) if ins.arg >> s == dis.cmp_op.index(ins.argval)))
    elif op in opcode.hasname and ins.argval in code.co_names and code.co_names.index(ins.argval) >= 2:
        shift = [s for s in range(3) if ins.arg >> s == code.co_names.index(ins.argval)][0]
        if shift:
            found["name_arg_shifts"][name] = shift
    elif op in opcode.hasfree and ins.argval == "b" and code.co_name == "f" and found["localsplus"] is None:
        found["localsplus"] = ins.arg == code.co_varnames.index("b")


def extract():
    """The running interpreter's facts, as a JSON-ready dict."""
    import dis
    import importlib.util
    import opcode

    ops = [[op, name, _kind(opcode, op), _caches(opcode).get(name, 0)]
           for op, name in enumerate(opcode.opname[:256]) if not name.startswith("<")]
    jrel = [opcode.opname[op] for op in opcode.hasjrel if op < 256]
    facts = {
        "version": "%d.%d" % sys.version_info[:2],
        "source": "the opcode and dis modules of CPython %d.%d.%d (generate.py)" % sys.version_info[:3],
        "magic": int.from_bytes(importlib.util.MAGIC_NUMBER[:2], "little"),
        "have_argument": opcode.HAVE_ARGUMENT,
        "opcodes": ops,
        "backward_jumps": sorted(name for name in jrel if "BACKWARD" in name),
        "compare_ops": list(dis.cmp_op),
        "binary_ops": [symbol for _, symbol in getattr(opcode, "_nb_ops", ())],
    }
    facts.update(_measured(opcode, dis))
    return facts


def dumps(facts):
    """JSON with one opcode a line (the tables are read in reviews)."""
    head = {k: v for k, v in facts.items() if k != "opcodes"}
    lines = ["{"]
    for key in sorted(head):
        lines.append("  %s: %s," % (json.dumps(key), json.dumps(head[key], sort_keys=True)))
    lines.append('  "opcodes": [')
    rows = ["    " + json.dumps(row) for row in facts["opcodes"]]
    lines.append(",\n".join(rows))
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def path_for(version):
    return os.path.join(FOLDER, "opcodes_%s.json" % version.replace(".", "_"))


def run_extract(python):
    """The facts `python` reports of itself."""
    import subprocess

    out = subprocess.run([python, os.path.abspath(__file__), "--extract"], stdout=subprocess.PIPE,
                         universal_newlines=True, check=True, timeout=120).stdout
    return json.loads(out)


def main():
    from depyf.verify.pythons import VERSIONS, find_python

    for version in VERSIONS:
        python, looked = find_python(version)
        if python is None:
            sys.exit("no Python %s: looked for %s" % (version, looked))
        with open(path_for(version), "w") as f:
            f.write(dumps(run_extract(python)))
        print("wrote", path_for(version))


if __name__ == "__main__":
    if sys.argv[1:] == ["--extract"]:
        print(json.dumps(extract()))
    else:
        main()
