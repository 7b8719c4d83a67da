"""Bytecode layer: a code object read into a version-neutral instruction list."""

from .decode import decode
from .instr import ExceptionEntry, Instr
from .normalize import NEGATED_JUMP, normalize


def read(code):
    """Decode and normalise `code`: (instructions, exception entries)."""
    instrs, entries = decode(code)
    return normalize(instrs, entries)


__all__ = ["ExceptionEntry", "Instr", "NEGATED_JUMP", "decode", "normalize", "read"]
