"""One superinstruction table (issue 19): its row for each version names
every opcode of that interpreter that is two opcodes fused, and no other
source file of depyf spells one (the generated opcode tables,
bytecode/versions/opcodes_*.json, name every opcode: they are data, checked
against each interpreter by tests/test_bytecode_versions.py)."""

import json
import os
import subprocess

import pytest

from _pythons import REPO, SRC, VERSIONS, interpreter
from depyf.bytecode.superinstructions import SUPERINSTRUCTIONS, SUPERINSTRUCTIONS_BY_VERSION

FUSED = """
import json, opcode
names = set(opcode.opmap)
print(json.dumps(sorted(n for n in names for k in range(1, len(n))
                        if n[k] == "_" and n[:k] in names and n[k + 1:] in names)))
"""


@pytest.mark.parametrize("version", VERSIONS)
def test_the_table_names_every_fused_opcode(version):
    out = subprocess.run([interpreter(version), "-c", FUSED], stdout=subprocess.PIPE, universal_newlines=True,
                         check=True, timeout=60).stdout
    fused = json.loads(out)
    row = SUPERINSTRUCTIONS_BY_VERSION[tuple(int(x) for x in version.split("."))]
    assert fused == sorted(row)
    for name in fused:
        first, second = row[name]
        assert name == first + "_" + second


def test_no_other_file_spells_one():
    table = os.path.join(SRC, "depyf", "bytecode", "superinstructions.py")
    found = []
    for folder, _, files in os.walk(os.path.join(SRC, "depyf")):
        for name in files:
            path = os.path.join(folder, name)
            if name.endswith(".py") and path != table:
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                found += [(os.path.relpath(path, REPO), n) for n in SUPERINSTRUCTIONS if n in text]
    assert not found, found
