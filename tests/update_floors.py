"""Measure the decompiler under every interpreter and write tests/floors.json."""

import json
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from _floors import FLOORS_PATH  # noqa: E402
from _pythons import REPO, VERSIONS, find_python, run_verify  # noqa: E402


def main():
    data = {"stdlib_sample": {}, "corpus": {}}
    for version in VERSIONS:
        python, looked = find_python(version)
        if python is None:
            sys.exit("Python %s not found (looked for %s)" % (version, looked))
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "s.json")
            run_verify(python, ["-m", "depyf.verify.sweep", "--sample", "30", "--json", out], timeout=900)
            s = json.load(open(out))["summary"]
            data["stdlib_sample"][version] = {k: s[k] for k in ("decompiled_pct", "compiles_pct", "identical_pct", "lossy")}
            out = os.path.join(tmp, "c.json")
            run_verify(python, ["-m", "depyf.verify.corpus", os.path.join(REPO, "tests", "corpus"), "--json", out], timeout=900)
            c = json.load(open(out))["summary"]
            data["corpus"][version] = {"identical": c["identical"], "units": c["units"]}
        print(version, data["stdlib_sample"][version], data["corpus"][version])
    with open(FLOORS_PATH, "w") as f:
        json.dump(data, f, indent=2, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
