"""`python -m probe_mod`: says how it was run."""
import json
import sys

print(json.dumps({"argv": sys.argv, "name": __name__, "path0": sys.path[0]}))
sys.exit(3 if "--exit3" in sys.argv else 0)
