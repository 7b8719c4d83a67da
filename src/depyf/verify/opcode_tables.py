"""Rewrite the opcode tables of `bytecode/versions/` (`opcodes_3_X.json`)
from each installed interpreter, 3.8 to 3.13:

    python -m depyf.verify.opcode_tables

Each interpreter runs `bytecode/versions/generate.py --extract`, which
reads its own `opcode` and `dis` modules; a missing interpreter is an
error naming where it was looked for.  (3.14's table is written by hand:
see generate.py.)
"""

import sys

from ..bytecode.versions.generate import dumps, path_for, run_extract
from ..pythons import VERSIONS, find_python


def main():
    for version in VERSIONS:
        python, looked = find_python(version)
        if python is None:
            sys.exit("no Python %s: looked for %s" % (version, looked))
        with open(path_for(version), "w") as f:
            f.write(dumps(run_extract(python)))
        print("wrote", path_for(version))


if __name__ == "__main__":
    main()
