"""`depyf.decompiler`: the module path the older depyf gave its decompiler.

Clients import `Decompiler`, `decompile` and `DecompilationError` from here;
they are the same objects as `depyf.Decompiler`, `depyf.decompile` and
`depyf.DecompilationError`.
"""

from .api import Decompiler, decompile
from .errors import DecompilationError

__all__ = ["Decompiler", "decompile", "DecompilationError"]
