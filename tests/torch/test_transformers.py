"""A real model from a package nobody here wrote: a small transformers Llama
built from a config (no downloads), compiled under prepare_debug, compared
with eager on every output, cache objects included."""

import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

import depyf  # noqa: E402
from helpers import FrameRecorder, assert_all_python_compiles, assert_nothing_else, load_index  # noqa: E402


def deep_equal(a, b, path="out", seen=None):
    """Recursively compare tensors, containers and plain objects' attributes."""
    seen = set() if seen is None else seen
    if isinstance(a, torch.Tensor):
        assert isinstance(b, torch.Tensor), path
        assert a.shape == b.shape and a.dtype == b.dtype, path
        assert torch.allclose(a, b, atol=1e-5, rtol=1e-4), path
        return
    assert type(a) is type(b), "%s: %s vs %s" % (path, type(a), type(b))
    if id(a) in seen:
        return
    seen.add(id(a))
    if isinstance(a, dict) or hasattr(a, "keys") and callable(a.keys) and hasattr(a, "__getitem__"):
        assert list(a.keys()) == list(b.keys()), path
        for k in a.keys():
            deep_equal(a[k], b[k], "%s[%r]" % (path, k), seen)
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b), path
        for i, (x, y) in enumerate(zip(a, b)):
            deep_equal(x, y, "%s[%d]" % (path, i), seen)
    elif hasattr(a, "__dict__") and not isinstance(a, type):
        assert vars(a).keys() == vars(b).keys(), path
        for k in vars(a):
            deep_equal(getattr(a, k), getattr(b, k), "%s.%s" % (path, k), seen)
    else:
        assert a == b, "%s: %r vs %r" % (path, a, b)


def test_llama_from_config_matches_eager(tmp_path):
    if not hasattr(torch.compiler, "is_compiling"):
        # transformers calls torch.compiler.is_compiling() in the model's
        # code; Dynamo stops on the missing attribute (InternalTorchDynamoError)
        pytest.skip("torch %s lacks torch.compiler.is_compiling, which transformers %s calls while "
                    "Dynamo traces the model" % (torch.__version__, transformers.__version__))
    cfg = transformers.LlamaConfig(
        vocab_size=128, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64,
    )
    torch.manual_seed(0)
    model = transformers.LlamaForCausalLM(cfg).eval()
    ids = torch.randint(0, cfg.vocab_size, (2, 8))
    with torch.no_grad():
        expected = model(input_ids=ids, use_cache=True)
    torch._dynamo.reset()
    compiled = torch.compile(model, backend="aot_eager")
    dump = str(tmp_path / "dump")
    with depyf.prepare_debug(dump):
        with torch.no_grad(), FrameRecorder() as rec:
            got = compiled(input_ids=ids, use_cache=True)
    assert hasattr(got, "logits")
    deep_equal(expected, got)
    # the cache as this transformers returns it: a Cache with layers, one
    # with key_cache lists, or (4.46 with no cache passed in) the legacy tuple
    past = got.past_key_values
    layers = getattr(past, "layers", None) or getattr(past, "key_cache", None) or past
    assert past is not None and len(layers) == cfg.num_hidden_layers, type(past)
    assert_all_python_compiles(dump)
    assert_nothing_else(dump)
    index = load_index(dump)
    kinds = {a["kind"] for a in index["artifacts"]}
    assert {"transformed_code", "dynamo_graph", "aot_forward_graph", "full_code"} <= kinds
    # the model's forward by its name, whatever decorator wraps it (transformers
    # wraps some in `deprecate_kwarg.<locals>.wrapper.<locals>.wrapped_func`)
    tops = [f for f in index["functions"] if not f["resume_of"] and f["compiles"]]
    assert tops[0]["qualname"] == "LlamaForCausalLM.forward", [(f["qualname"], f["code_qualname"]) for f in tops]
    graph = [a for a in index["artifacts"] if a["kind"] == "dynamo_graph"][0]
    assert any("modeling_llama.py" in line for line in graph["user_lines"])
    if not rec.ran_transformed_from(dump):
        raise AssertionError("DECOMPILER: %s" % [
            (a["path"], a.get("reason")) for a in index["artifacts"] if a["kind"] == "transformed_code"])
    assert_reads_like_code(dump, index)


def assert_reads_like_code(dump, index):
    """The transformed code reads like a person's: lookup chains are
    statements (no walrus caching a step of one; a walrus after a call or
    an attribute read stays where it is), calls and displays wrap at 100
    characters; only
    one of Dynamo's long names (assigned, or one argument of a wrapped call)
    may run past them."""
    import ast
    import io
    import os

    from depyf.pt2.dynamo_lookups import hoist_lookup_chains
    import re
    import tokenize

    for art in index["artifacts"]:
        if art["kind"] != "transformed_code" or not art.get("decompiled"):
            continue
        with open(os.path.join(dump, art["path"])) as f:
            text = f.read()
        # (a docstring the original function has is text, not code)
        in_strings = set()
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.STRING:
                in_strings.update(range(tok.start[0], tok.end[0] + 1))
        code = [line for n, line in enumerate(text.splitlines(), 1)
                if n not in in_strings and not line.lstrip().startswith("#")]
        # nothing left that the lookup pass could have made a statement (a
        # walrus after a call, an attribute or subscript read stays), and no
        # parameter read through a walrus chain
        tree = ast.parse(text)
        before = ast.dump(tree)
        for node in ast.walk(tree):
            for field in ("body", "orelse", "finalbody"):
                inner = getattr(node, field, None)
                if isinstance(inner, list) and inner and isinstance(inner[0], ast.stmt):
                    hoist_lookup_chains(inner)
        assert ast.dump(tree) == before, art["path"]
        params = [n for n in ast.walk(tree) if isinstance(n, ast.Assign) and len(n.targets) == 1
                  and isinstance(n.targets[0], ast.Name) and n.targets[0].id.startswith("L_")]
        assert not [p.targets[0].id for p in params if any(isinstance(x, ast.NamedExpr) for x in ast.walk(p.value))]
        for line in code:
            if len(line) > 100:
                assert re.match(r"\s*\w{40,}(,| = [^,]*)$", line), (art["path"], line)

