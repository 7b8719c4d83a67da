"""depyf: readable Python source from bytecode, and torch.compile opened up.

`import depyf` needs only the standard library; torch features import torch
when they are first used.
"""

from .errors import DecompilationError
from .api import Decompiler, decompile, load_pyc

__version__ = "0.1.0"

__all__ = [
    "DecompilationError",
    "Decompiler",
    "decompile",
    "load_pyc",
    "prepare_debug",
    "debug",
    "install",
    "uninstall",
    "TorchCompileWrapperWithCustomDispatcher",
    "__version__",
]

# Torch-facing names resolve lazily so that importing depyf never imports torch.
_TORCH_NAMES = {
    "prepare_debug": "depyf.pt2.session",
    "debug": "depyf.pt2.session",
    "install": "depyf.pt2.bytecode_log",
    "uninstall": "depyf.pt2.bytecode_log",
    "TorchCompileWrapperWithCustomDispatcher": "depyf.pt2.wrapper",
}


# The older depyf's module paths, reachable as attributes as they were there
# (`depyf.decompiler.Decompiler`, `depyf.utils.decompile_ensure`); imported
# on first use (`depyf.optimization` imports torch).
_SUBMODULES = ("decompiler", "utils", "explain", "optimization")


def __getattr__(name):
    import importlib

    if name in _SUBMODULES:
        return importlib.import_module("depyf." + name)
    module_name = _TORCH_NAMES.get(name)
    if module_name is None:
        raise AttributeError("module 'depyf' has no attribute %r" % name)
    return getattr(importlib.import_module(module_name), name)
