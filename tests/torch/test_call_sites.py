"""Where in the program each compile was triggered: the user's frames at
the compile in the index, merged into a call-site tree by `depyf explain`
and the report."""

import os
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch")

import depyf  # noqa: E402
from helpers import load_index  # noqa: E402

SRC = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "src")
HERE = os.path.abspath(__file__)


def layer(x):
    return x.relu() * 2


def block(compiled, x):
    return compiled(x) + 1  # CALLS layer


def model(compiled, x):
    a = block(compiled, x)  # FIRST
    b = block(compiled, x.view(2, -1))  # SECOND
    return a, b


def _line(marker):
    with open(HERE) as f:
        for n, text in enumerate(f, 1):
            if text.rstrip().endswith("# " + marker):
                return "%s:%d" % (HERE, n)
    raise LookupError(marker)


def test_each_compile_records_the_users_frames_that_led_to_it(tmp_path):
    torch._dynamo.reset()
    dump = str(tmp_path / "dump")
    compiled = torch.compile(layer, backend="eager")
    with depyf.prepare_debug(dump):
        model(compiled, torch.ones(4))
    rec = next(f for f in load_index(dump)["functions"] if f["name"] == "layer")
    stacks = [[fr["user_line"] for fr in c["triggered_from"]] for c in rec["compiles"]]
    assert len(stacks) == 2, stacks
    assert stacks[0][-2:] == [_line("FIRST"), _line("CALLS layer")], stacks[0]
    assert stacks[1][-2:] == [_line("SECOND"), _line("CALLS layer")], stacks[1]
    assert all(not fr["user_line"].startswith(os.path.dirname(torch.__file__)) for s in rec["compiles"]
               for fr in s["triggered_from"]), "torch's own frames are left out"
    assert [fr["function"] for fr in rec["compiles"][0]["triggered_from"][-2:]] == ["model", "block"]

    env = dict(os.environ, PYTHONPATH=SRC)
    out = subprocess.run([sys.executable, "-m", "depyf", "explain", dump], env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert "Where the compiles were triggered" in text, text
    first = "test_call_sites.py:%s in model (1 compile(s))" % _line("FIRST").rsplit(":", 1)[1]
    second = "test_call_sites.py:%s in model (1 compile(s))" % _line("SECOND").rsplit(":", 1)[1]
    assert first in text and second in text, text
    assert ": compiles layer %s" % rec["compiles"][0]["compile_id"] in text, text

    pytest.importorskip("jinja2")
    pytest.importorskip("pygments")
    from depyf import report

    page = open(report.build(dump, str(tmp_path / "report"))).read()
    assert "Where the compiles were triggered" in page and 'class="calltree"' in page
    assert "b = block(compiled, x.view(2, -1))" in page
