"""The torch side of depyf: everything that touches torch lives in this package.

Modules here import torch lazily (inside functions), so importing
``depyf.pt2`` itself costs nothing.  Layout:

- ``_torch``: feature detection over torch (what exists, with which signature)
- ``hooks``: the only module that changes torch state (bytecode hook, log taps,
  compile-cache config); everything it changes is restored on exit
- ``events``: collects torch's structured compile events and artifact logs
- ``dynamo_cleanup`` (with ``dynamo_lookups``): readability passes over the
  ``ast`` of Dynamo's code, which ``depyf.decompile`` hands the lifter as
  post-passes; plain ``ast``, no torch, the one module here the API imports
- ``codegen``: decompile transformed bytecode, compile it back from the dump file
- ``session``: ``prepare_debug`` and ``debug``; a ``Session`` joins the parts below
- ``swap``: the code swap (Dynamo's code for the decompiled code, compiled back)
- ``recorder``: what torch reports about its compiles, filed in the index
- ``writer``: graph, ``full_code`` and index files, off the compile path
- ``functions``: the table of compiled functions the three share
- ``guards``, ``full_code``, ``graphs``: the dumped files
- ``index``: the index's records (dataclasses, one schema)
- ``dumpdir``: the dump folder, per-process separation, writing files and the index
- ``compiled_before``: what torch still holds of functions compiled before the block
- ``bytecode_log``: ``install``/``uninstall`` for ``TORCH_LOGS=+bytecode``
- ``wrapper``: ``TorchCompileWrapperWithCustomDispatcher``
"""
