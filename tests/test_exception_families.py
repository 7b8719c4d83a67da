"""The two readings of try statements (block stack 3.8-3.10, exception
table 3.11+) share only what holds for both: the shared class calls no
method that one reading alone defines, and the block-stack reading names
no method after a version (the code's layout facts, `self.version`, say
what differs)."""

import ast
import os
import re

import depyf.lift.exceptions_shared as shared
from depyf.lift.exceptions_blocks import BlockStackOps
from depyf.lift.exceptions_shared import SharedExceptionOps
from depyf.lift.table import ExceptionTableOps

LIFT = os.path.dirname(shared.__file__)
VERSION_NAME = re.compile(r"_(3)?(8|9|10|11|12|13|14|38|39|310|311|312|313|314)$")


def _called_on_self(path):
    tree = ast.parse(open(path).read())
    return {n.func.attr for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name) and n.func.value.id == "self"}


def test_the_shared_class_calls_into_neither_reading():
    one_reading_only = set(dir(BlockStackOps)) ^ set(dir(ExceptionTableOps))
    called = _called_on_self(shared.__file__)
    assert called, "the measure must see the calls it checks"
    assert not called & one_reading_only


def test_a_reading_defines_what_the_lifter_calls_on_both():
    # The entry points the other mixins call exist in both readings, each
    # its own (none inherited from a shared default that picks a family).
    for name in ("_index_exceptions", "past_handler", "rest_ends_block", "try_runs_past", "handler_break", "branch_exit", "pop_handler_value", "loop_exit_after_else", "op_BEFORE_ASYNC_WITH"):
        assert name not in vars(SharedExceptionOps), name
        assert callable(getattr(BlockStackOps, name)) and callable(getattr(ExceptionTableOps, name)), name


def test_no_block_stack_method_is_named_after_a_version():
    paths = [os.path.join(LIFT, "exceptions_blocks.py"), os.path.join(LIFT, "exceptions_shared.py")]
    blocks = os.path.join(LIFT, "blocks")
    paths += [os.path.join(blocks, f) for f in sorted(os.listdir(blocks)) if f.endswith(".py")]
    named = []
    for path in paths:
        for node in ast.walk(ast.parse(open(path).read())):
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and VERSION_NAME.search(node.name):
                named.append("%s: %s" % (os.path.basename(path), node.name))
    assert len(paths) > 5
    assert not named


def _spell(text):
    """Instructions from `OPNAME [argval]; ...` (an int argval is the arg too)."""
    from depyf.bytecode.instr import Instr

    out = []
    for k, part in enumerate(text.split(";")):
        name, _, arg = part.strip().partition(" ")
        value = eval(arg) if arg else None
        ins = Instr(name, value if isinstance(value, int) else None, value, 2 * k)
        ins.index = k
        out.append(ins)
    return out


def test_the_block_stack_idioms_per_version():
    from depyf.bytecode.idioms import ASYNC_WITH_SETUP, HANDLER_LEFT, HANDLER_LEFT_UNDER_VALUE, WITH_EXIT_AFTER_BLOCK, match

    exit_39 = _spell("LOAD_CONST None; COPY 1; COPY 1; CALL_FUNCTION 3; POP_TOP")
    exit_39_async = _spell("LOAD_CONST None; COPY 1; COPY 1; CALL_FUNCTION 3; GET_AWAITABLE; LOAD_CONST None; YIELD_FROM; POP_TOP")
    exit_38 = _spell("BEGIN_FINALLY; WITH_CLEANUP_START; WITH_CLEANUP_FINISH; POP_FINALLY 0")
    assert match(exit_39, 0, WITH_EXIT_AFTER_BLOCK, (3, 10)) == (0, 5)
    assert match(exit_39_async, 0, WITH_EXIT_AFTER_BLOCK, (3, 9)) == (0, 8)
    assert match(exit_38, 0, WITH_EXIT_AFTER_BLOCK, (3, 8)) == (0, 4)
    assert match(exit_38, 0, WITH_EXIT_AFTER_BLOCK, (3, 9)) is None
    assert match(exit_39, 0, WITH_EXIT_AFTER_BLOCK, (3, 11)) is None
    assert match(_spell("LOAD_CONST None; COPY 1; COPY 1; CALL_FUNCTION 2; POP_TOP"), 0, WITH_EXIT_AFTER_BLOCK, (3, 10)) is None
    assert match(_spell("POP_TOP; POP_TOP; POP_TOP; POP_EXCEPT"), 0, HANDLER_LEFT, (3, 9)) == (0, 4)
    under = _spell("SWAP 4; SWAP 3; SWAP 2; POP_TOP; POP_TOP; POP_TOP; SWAP 4; SWAP 3; SWAP 2; POP_EXCEPT")
    assert match(under, 0, HANDLER_LEFT_UNDER_VALUE, (3, 10)) == (0, 10)
    assert match(under, 0, HANDLER_LEFT, (3, 10)) is None
    assert match(_spell("GET_AWAITABLE; LOAD_CONST None; YIELD_FROM; SETUP_ASYNC_WITH"), 0, ASYNC_WITH_SETUP, (3, 8)) == (0, 4)
