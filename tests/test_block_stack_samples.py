"""Minimal samples of block-stack shapes (3.8-3.10) that once decompiled
to source whose bytecode differs: each must round-trip to identical
bytecode under every block-stack interpreter (`depyf.verify.corpus`)."""

import json

import pytest

from _pythons import interpreter, run_verify

SAMPLES = '''
def else_continue_after_break_clause(items, out):
    # 3.10: the try body's jump to the else's `continue` (a jump with a
    # line of its own) is not threaded to the loop's head.
    for x in items:
        try:
            out.append(x)
        except KeyError:
            break
        else:
            continue
    else:
        out.append(0)
    out.append(1)


def else_continue_after_continue_clause(items, out):
    for x in items:
        try:
            out.append(x)
        except KeyError:
            continue
        else:
            continue
    out.append(1)


def else_continue_without_loop_else(items, out):
    for x in items:
        try:
            out.append(x)
        except KeyError:
            break
        else:
            continue
    out.append(1)


def else_continue_ending_an_if_body(items, out):
    # ... where the jump back after the handler ends an if's body, not the
    # loop (the loop's own closing jump comes after the if).
    for x in items:
        if x:
            try:
                out.append(x)
            except KeyError:
                break
            else:
                continue
        out.append(2)


def else_continue_in_a_nested_loop(rows, out):
    for r in rows:
        for c in r:
            try:
                out.append(c)
            except KeyError:
                break
            else:
                continue
        else:
            out.append(0)
            continue
        break


async def async_for_continue(c):
    async for b in c:
        continue


async def async_for_break(c):
    async for b in c:
        break
'''


@pytest.mark.parametrize("version", ["3.8", "3.9", "3.10"])
def test_block_stack_samples_round_trip_identically(version, tmp_path):
    folder = tmp_path / "samples"
    folder.mkdir()
    (folder / "block_stack_samples.py").write_text(SAMPLES)
    out = tmp_path / "run.json"
    proc = run_verify(interpreter(version), ["-m", "depyf.verify.corpus", str(folder), "--json", str(out)], timeout=300)
    assert out.exists(), proc.stdout[-3000:]
    units = json.loads(out.read_text())["units"]
    assert len(units) == 7
    assert [(u["qualname"], u["status"]) for u in units if u["status"] != "identical"] == [], proc.stdout[-3000:]
