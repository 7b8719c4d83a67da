"""Exception regions (depyf.bytecode.regions) on small hand-made instruction lists."""

from depyf.bytecode.instr import ExceptionEntry, Instr
from depyf.bytecode.regions import block_stacks, handler_cover


def listing(*ops):
    """(opname, jump target index or None) pairs -> linked Instr list."""
    instrs = []
    for k, (opname, _) in enumerate(ops):
        ins = Instr(opname, None, None, 2 * k)
        ins.index = k
        instrs.append(ins)
    for ins, (_, target) in zip(instrs, ops):
        if target is not None:
            ins.target = instrs[target]
    return instrs


def test_a_setup_protects_its_body_and_its_handler_runs_inside_its_block():
    # try: f() except: g()   (3.8-3.10 layout)
    instrs = listing(
        ("SETUP_FINALLY", 4),  # 0
        ("CALL_FUNCTION", None),  # 1 f()
        ("POP_BLOCK", None),  # 2
        ("JUMP", 7),  # 3
        ("POP_TOP", None),  # 4 handler
        ("POP_EXCEPT", None),  # 5
        ("JUMP", 7),  # 6
        ("RETURN_VALUE", None),  # 7
    )
    stacks = block_stacks(instrs)
    assert stacks[0] == ()
    assert stacks[1] == stacks[2] == (("S", 4),)
    assert stacks[3] == ()  # after POP_BLOCK
    assert stacks[4] == stacks[5] == (("H", 4),)
    assert stacks[6] == stacks[7] == ()


def test_a_handler_is_entered_only_by_its_exception_edge():
    # the JUMP at 1 skips the setup's body and lands on the handler's first
    # instruction: not a way into the handler (no block stack from it)
    instrs = listing(
        ("SETUP_FINALLY", 3),  # 0
        ("RETURN_VALUE", None),  # 1
        ("NOP", None),  # 2 unreachable
        ("POP_TOP", None),  # 3 handler
        ("RETURN_VALUE", None),  # 4
    )
    stacks = block_stacks(instrs)
    assert stacks[2] is None
    assert stacks[3] == (("H", 3),)


def test_the_exception_table_covers_its_ranges():
    instrs = listing(("NOP", None), ("CALL", None), ("NOP", None), ("PUSH_EXC_INFO", None), ("RETURN_VALUE", None))
    entry = ExceptionEntry(instrs[1], instrs[3], instrs[3], 0, False)
    assert handler_cover(len(instrs), [entry]) == {1: 3, 2: 3}
    open_ended = ExceptionEntry(instrs[2], None, instrs[3], 0, False)
    assert handler_cover(len(instrs), [open_ended]) == {2: 3, 3: 3, 4: 3}
