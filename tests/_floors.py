"""Measured floors: what the decompiler reaches today, per interpreter.

The issue's targets (100% decompiled, 100% compiles, >= 99% identical on the
stdlib) are not all met yet; the default test run guards against any
regression below the measured figures in tests/floors.json, and
DEPYF_TARGETS=1 asserts the targets themselves. Raise the floors (run
`python tests/update_floors.py`) whenever the decompiler improves.
"""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
FLOORS_PATH = os.path.join(HERE, "floors.json")
TARGETS = os.environ.get("DEPYF_TARGETS") == "1"


def floors(kind, version):
    with open(FLOORS_PATH) as f:
        data = json.load(f)
    return data[kind][version]
