"""Bytecode layer: a code object read into a version-neutral instruction list."""

from .decode import decode
from .instr import ExceptionEntry, Instr
from .normalize import NEGATED_JUMP, normalize


def read(code, reachable_only=False):
    """Decode and normalise `code`: (instructions, exception entries);
    `reachable_only` drops code no path reaches (for generated code)."""
    instrs, entries = decode(code)
    return normalize(instrs, entries, reachable_only)


__all__ = ["ExceptionEntry", "Instr", "NEGATED_JUMP", "decode", "normalize", "read"]
