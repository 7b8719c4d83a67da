"""`TorchCompileWrapperWithCustomDispatcher`: the base class serving engines use.

Subclasses define `forward`.  Calling the wrapper calls the compiled
`forward`; every code object Dynamo makes for `forward` is recorded in
`compiled_codes`, and `dispatch_to_code(i)` runs the next calls straight
through compiled code `i`, skipping Dynamo's guards (the caller knows which
one applies).  `use_custom_dispatcher` (True by default, as in the older
depyf) is the subclass's own switch: its `__call__` reads it to choose between
`dispatch_to_code` and the compiled callable.  Without a `compiled_callable`,
`torch.compile(self.forward, **compile_kwargs)` is made.
"""

import sys
import weakref
from abc import abstractmethod
from contextlib import contextmanager

from . import _torch


class TorchCompileWrapperWithCustomDispatcher:
    def __init__(self, compiled_callable=None, use_custom_dispatcher=True, **compile_kwargs):
        import torch

        if compiled_callable is None:
            compiled_callable = torch.compile(self.forward, **compile_kwargs)
        self.compiled_callable = compiled_callable
        self.original_code_object = self.__class__.forward.__code__
        self.compiled_codes = []
        self.use_custom_dispatcher = use_custom_dispatcher
        register = _torch.register_bytecode_hook()
        self._hook_handle = None
        if register is not None:
            self_ref = weakref.ref(self)

            def hook(old_code, new_code):
                me = self_ref()
                if me is None:
                    return None
                return me.bytecode_hook(old_code, new_code)

            self._hook_handle = register(hook)

    def __del__(self):
        handle = getattr(self, "_hook_handle", None)
        if handle is not None:
            try:
                handle.remove()
            except Exception:
                pass

    def __call__(self, *args, **kwargs):
        """Run the compiled forward (Dynamo picks the code, with guards)."""
        return self.compiled_callable(*args, **kwargs)

    @abstractmethod
    def forward(self, *args, **kwargs):
        ...

    def bytecode_hook(self, old_code, new_code):
        """Record code Dynamo made for *this* wrapper's forward."""
        if old_code is not self.original_code_object:
            return None
        # the same class may have several instances: the `self` of the frame
        # being compiled tells them apart
        owner = _self_of_frame_compiling(old_code)
        if owner is not _UNKNOWN and owner is not self:
            return None
        self.compiled_codes.append(new_code)
        return None

    @contextmanager
    def dispatch_to_code(self, index):
        """Inside the block, `self.forward` runs compiled code `index` directly."""
        self.__class__.forward.__code__ = self.compiled_codes[index]
        try:
            yield
        finally:
            self.__class__.forward.__code__ = self.original_code_object


_UNKNOWN = object()


def _self_of_frame_compiling(code):
    """`self` in the frame of `code` that Dynamo compiles now, found in the
    callers of the bytecode hook: a `frame` local holding that frame (torch's
    convert-frame callbacks and `_compile` on most releases) or, where torch
    passes the frame's pieces, a `locals` dict beside `code`.  _UNKNOWN when
    neither is there."""
    frame = sys._getframe(2)
    while frame is not None:
        try:
            local_vars = frame.f_locals
        except Exception:
            local_vars = {}
        compiled = local_vars.get("frame")
        if getattr(compiled, "f_code", None) is code:
            values = getattr(compiled, "f_locals", None)
            if isinstance(values, dict):
                return values.get("self", _UNKNOWN)
        if local_vars.get("code") is code and isinstance(local_vars.get("locals"), dict):
            return local_vars["locals"].get("self", _UNKNOWN)
        frame = frame.f_back
    return _UNKNOWN
