"""The running interpreter's layout facts as module-level names, for the
code that has not moved to the record of the code it reads yet.

The facts themselves live in `bytecode/versions/` (one record per CPython
version, chosen by the version of the code being read); a lifter reads them
as `self.version.FLAG`.  New code imports nothing from here.
"""

import sys

from .versions import MEASURED_VERSIONS, Version, version_facts

PY = sys.version_info[:2]

# (the names this module has always had)
Shapes = Version
shapes_for = version_facts
KNOWN_VERSIONS = MEASURED_VERSIONS

RUNNING = version_facts(PY)
globals().update(RUNNING.as_dict())
