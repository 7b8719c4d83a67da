"""The control-flow index (depyf.bytecode.flow) on real code of the running
interpreter: blocks, edges, dominators, loops and exception regions."""

import os
import sys

import pytest

from depyf.bytecode import read
from depyf.bytecode.flow import FlowIndex

HERE = os.path.dirname(os.path.abspath(__file__))


def flow_of(fn):
    instrs, entries = read(fn.__code__)
    return instrs, FlowIndex(instrs, entries)


def nested_loops(xs):
    total = 0
    for x in xs:
        i = 0
        while i < x:
            if i == 3:
                break
            i += 1
        total += i
    return total


def guarded(f):
    try:
        f()
    except ValueError:
        return 1
    return 0


def test_blocks_partition_the_instructions_and_edges_are_symmetric():
    instrs, flow = flow_of(nested_loops)
    covered = [k for b in flow.blocks for k in range(b.start, b.end)]
    assert covered == list(range(len(instrs)))
    for block in flow.blocks:
        for succ in block.succs:
            assert block in succ.preds
        for handler in block.handlers:
            assert block in handler.handled_from
        # only the last instruction of a block jumps
        assert all(instrs[k].target is None for k in range(block.start, block.end - 1))


def test_the_entry_dominates_everything_reachable():
    _, flow = flow_of(nested_loops)
    entry = flow.blocks[0]
    for block in flow.blocks:
        if flow.reachable(block):
            assert flow.dominates(entry, block)
            assert flow.dominates(block, block)


def test_two_nested_loops_with_headers_exits_and_the_break():
    instrs, flow = flow_of(nested_loops)
    assert len(flow.loops) == 2
    outer, inner = sorted(flow.loops, key=lambda loop: loop.header.start)
    assert instrs[outer.header.start].opname == "FOR_ITER"
    assert inner.body < outer.body  # the while loop lies inside the for loop
    assert flow.dominates(outer.header, inner.header)
    # the for loop leaves through its exhausted iterator only
    assert all(flow.blocks[n].start > outer.header.start for n in outer.exits)
    # the while loop has two ways out: its test and the break
    assert len(inner.exits) >= 1
    for loop in flow.loops:
        assert loop.header.number in loop.body
        for tail in loop.tails:
            assert loop.header in tail.succs


def test_every_natural_loop_is_closed_by_a_backward_jump_the_lifter_reads():
    _, flow = flow_of(nested_loops)
    tails = flow.backward_jump_tails()
    for loop in flow.loops:
        assert loop.header.start in tails


def test_jump_sources_list_every_jump_into_an_instruction():
    instrs, flow = flow_of(nested_loops)
    for ins in instrs:
        if ins.target is not None:
            assert ins in flow.jump_sources[ins.target.index]
    assert sum(len(v) for v in flow.jump_sources.values()) == sum(1 for i in instrs if i.target is not None)


def test_a_handler_is_reached_by_an_exceptional_edge_only():
    instrs, flow = flow_of(guarded)
    starts = flow.handler_starts()
    assert starts, "a try statement has a handler"
    handler = flow.block_at[starts[0]]
    assert handler.handled_from
    if sys.version_info >= (3, 11):
        regions = flow.protected_by(starts[0])
        assert regions and all(start < end for start, end in regions)
        # the call to f() is protected
        call = next(k for k, ins in enumerate(instrs) if ins.opname.startswith("CALL"))
        assert any(start <= call < end for start, end in regions)


def test_no_loop_in_straight_code():
    def straight(a, b):
        return a + b if a else b

    _, flow = flow_of(straight)
    assert flow.loops == []


def test_code_with_no_instructions_left():
    flow = FlowIndex([], [])
    assert flow.blocks == [] and flow.loops == [] and flow.backward_jump_tails() == {}


@pytest.mark.parametrize("name", ["loop_shapes.py", "try_in_loops.py", "while_true_exits.py"])
def test_corpus_loops_are_all_read_by_the_lifter(name):
    # On every function of these corpus files, each natural loop's header
    # is a target the lifter's loop reading closes.
    path = os.path.join(HERE, "corpus", name)
    with open(path) as f:
        module = compile(f.read(), path, "exec")
    todo = [module]
    seen = 0
    while todo:
        code = todo.pop()
        todo.extend(c for c in code.co_consts if hasattr(c, "co_code"))
        instrs, entries = read(code)
        flow = FlowIndex(instrs, entries)
        tails = flow.backward_jump_tails()
        for loop in flow.loops:
            seen += 1
            assert loop.header.start in tails, (code.co_name, loop)
    assert seen > 0


HANDLER_JUMPS = r'''
import json, sys
from depyf.bytecode import read
from depyf.bytecode.flow import FlowIndex

def retry(xs, g):
    for x in xs:
        try:
            g(x)
        except ValueError:
            continue
        g(-x)

def after(g):
    try:
        g()
    except ValueError:
        g(0)
    g(1)

out = {}
for fn in (retry, after):
    instrs, entries = read(fn.__code__)
    flow = FlowIndex(instrs, entries)
    handlers = [e.target.index for e in entries if instrs[e.target.index].opname == "PUSH_EXC_INFO"]
    first = min(handlers)
    # the jumps back out of the handler code laid out after the body
    back = [ins for ins in instrs[first:] if ins.opname == "JUMP" and ins.target.index < first]
    out[fn.__name__] = [flow.dominates(flow.block_at[j.target.index], flow.block_at[j.index]) for j in back]
print(json.dumps(out))
'''


@pytest.mark.parametrize("version", ["3.12", "3.13"])
def test_a_moved_handler_closes_a_loop_only_where_its_target_dominates_it(version, tmp_path):
    # 3.12+ lays handlers out after the function body: both an except
    # clause's `continue` and its plain finish jump backwards. The lifter
    # reads the first as the loop's tail and the second as the way to the
    # code after the try statement (exceptions_table._handler_back_jumps).
    import json

    from _pythons import interpreter, run_verify

    script = tmp_path / "handler_jumps.py"
    script.write_text(HANDLER_JUMPS)
    proc = run_verify(interpreter(version), [str(script)], timeout=120)
    assert proc.returncode == 0, proc.stdout
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    assert found["retry"] and all(found["retry"]), found  # `continue`: back to the loop's head
    assert found["after"] and not any(found["after"]), found  # to `g(1)`, after the statement
