"""Exceptions raised by depyf."""


class DecompilationError(Exception):
    """Bytecode that depyf could not turn back into source.

    Carries the qualified name of the code object, the offset and the
    instruction that stopped it, so a report can point at the culprit.
    """

    def __init__(self, message, qualname=None, offset=None, instruction=None):
        self.qualname = qualname
        self.offset = offset
        self.instruction = instruction
        self.reason = message
        parts = []
        if qualname:
            parts.append(qualname)
        if offset is not None:
            parts.append("offset %d" % offset)
        if instruction:
            parts.append(str(instruction))
        where = " (%s)" % ", ".join(parts) if parts else ""
        super().__init__("cannot decompile%s: %s" % (where, message))
