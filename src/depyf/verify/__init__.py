"""Verification harness for the decompiler.

Everything here checks `depyf.decompile` from the outside: bytecode is read
with the stdlib `dis` module (an oracle independent of depyf's own bytecode
reader), decompiled source is recompiled in the context the original was
compiled in, and the two code objects are compared.

Modules (one idea each):
  normalize  - code object -> comparable, offset-free description
  compare    - compare_code(a, b) -> list of readable differences
  context    - recompile decompiled output as it was compiled originally
  roundtrip  - decompile / recompile / compare every unit of a module source
  sweep      - `python -m depyf.verify.sweep`: round trip over the stdlib
  corpus     - `python -m depyf.verify.corpus`: run-equivalence corpus runner
"""
