"""`depyf.optimization`: the module path the older depyf gave its wrapper.

`TorchCompileWrapperWithCustomDispatcher` is the class serving engines
subclass; importing this module imports torch.
"""

from .pt2.wrapper import TorchCompileWrapperWithCustomDispatcher

__all__ = ["TorchCompileWrapperWithCustomDispatcher"]
