"""`install()` / `uninstall()`: decompiled source in torch's bytecode log.

With `TORCH_LOGS="+bytecode"` torch logs the bytecode of every frame Dynamo
compiles.  After `depyf.install()` the same log also shows the decompiled
source of each transformed code object, written through torch's own
`bytecode` artifact logger (so it appears exactly when that log is enabled).
"""

import logging
import threading

from . import _torch

_handle = None
_lock = threading.Lock()


def _logger():
    return _torch.artifact_logger("torch._dynamo.convert_frame", "bytecode")


def _hook(code, new_code):
    try:
        log = _logger()
        if log is None or not log.isEnabledFor(logging.DEBUG):
            return None
        from .codegen import CodegenFailure, decompile_source

        try:
            src = decompile_source(new_code, new_code.co_name)
            text = "possible source code:\n%s" % src
        except CodegenFailure as e:
            text = "depyf could not decompile it: %s" % e
        log.debug(
            "DECOMPILED SOURCE for MODIFIED BYTECODE %s %s line %s\n%s",
            code.co_name,
            code.co_filename,
            code.co_firstlineno,
            text,
        )
    except Exception:  # logging must never break compilation
        pass
    return None


def install():
    """Add decompiled source to torch's `+bytecode` log (idempotent)."""
    global _handle
    with _lock:
        if _handle is not None:
            return
        register = _torch.register_bytecode_hook()
        if register is None:
            raise RuntimeError("this torch has no torch._dynamo.convert_frame.register_bytecode_hook")
        _handle = register(_hook)


def uninstall():
    """Undo `install()` (idempotent)."""
    global _handle
    with _lock:
        if _handle is not None:
            _handle.remove()
            _handle = None
