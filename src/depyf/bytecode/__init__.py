"""Bytecode layer: a code object read into a version-neutral instruction list."""

from .decode import decode, decode_for_read, opnames_present
from .instr import ExceptionEntry, Instr
from .normalize import NEGATED_JUMP, normalize
from .versions import version_facts


def read(code, reachable_only=False, version=None):
    """Decode and normalise `code`: (instructions, exception entries);
    `reachable_only` drops code no path reaches (for generated code).
    `version`: the CPython version whose bytecode `code` holds ((3, 12) or
    its `versions.Version` record; None: the running interpreter's)."""
    version = version_facts(version)
    # (without the bookkeeping normalising drops anyway, decode.LEFT_OUT,
    # and part of normalising done as it decodes)
    instrs, entries, noted = decode_for_read(code, version)
    return normalize(instrs, entries, reachable_only, version, present=opnames_present(code, version), noted=noted)


__all__ = ["ExceptionEntry", "Instr", "NEGATED_JUMP", "decode", "normalize", "read", "version_facts"]
