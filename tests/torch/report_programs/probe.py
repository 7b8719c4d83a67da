"""Says how it was run; exits or raises as its arguments ask. Compiles nothing."""
import json
import os
import sys

if __name__ == "__main__":
    print(json.dumps({"argv": sys.argv, "name": __name__, "path0": sys.path[0], "file": __file__,
                      "stdin": sys.stdin.read() if "--stdin" in sys.argv else None}))
    sys.stdout.flush()
    if "--raise" in sys.argv:
        raise ValueError("probe raised on purpose")
    if "--exit" in sys.argv:
        sys.exit(int(sys.argv[sys.argv.index("--exit") + 1]))
    if "--exit-msg" in sys.argv:
        sys.exit("probe says goodbye")
