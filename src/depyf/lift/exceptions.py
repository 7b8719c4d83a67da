"""try/except/finally and with statements."""


class ExceptionOps:
    def _unsupported(self, ins, st):
        raise self.error("exception handling is not supported yet", ins)

    op_SETUP_FINALLY = _unsupported
    op_SETUP_WITH = _unsupported
    op_SETUP_ASYNC_WITH = _unsupported
    op_BEFORE_WITH = _unsupported
    op_PUSH_EXC_INFO = _unsupported
    op_POP_BLOCK = _unsupported
    op_POP_EXCEPT = _unsupported
    op_RERAISE = _unsupported
    op_BEGIN_FINALLY = _unsupported
    op_END_FINALLY = _unsupported
    op_CALL_FINALLY = _unsupported
    op_POP_FINALLY = _unsupported
    op_WITH_EXCEPT_START = _unsupported
    op_JUMP_IF_NOT_EXC_MATCH = _unsupported
    op_CHECK_EXC_MATCH = _unsupported
    op_CHECK_EG_MATCH = _unsupported

    def exception_regions_present(self):
        return bool(self.entries)

    def _index_exceptions(self):
        pass
