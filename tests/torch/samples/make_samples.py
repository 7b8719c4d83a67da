"""Write dynamo_<torch>_py<python>.marshal for the running torch and Python:
`{case: [code, ...]}`, the transformed code Dynamo makes for the programs of
tests/torch/test_dynamo_bytecode.py (a function among the constants is
written as a tuple naming it; code objects with other constants marshal
cannot write are left out).  Run from the repo root:
PYTHONPATH=src:tests/torch python tests/torch/samples/make_samples.py"""

import marshal
import os
import sys
import types

import torch

from test_dynamo_bytecode import CASES, _transformed_codes


def _marshalable(code):
    """`code` with each constant marshal cannot write (a function: torch
    2.11's pop_null lambda) replaced by a tuple naming it, in code objects
    among the constants too; None when something else cannot be written.
    The decompiler reads a constant as a constant either way."""
    consts = []
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            c = _marshalable(c)
            if c is None:
                return None
        elif isinstance(c, types.FunctionType):
            c = ("function constant", c.__qualname__)
        consts.append(c)
    code = code.replace(co_consts=tuple(consts))
    try:
        marshal.dumps(code)
    except ValueError:
        return None
    return code


def main():
    out = {}
    for case, (fn, arg_sets) in sorted(CASES.items()):
        kept = []
        for code in _transformed_codes(fn, *arg_sets):
            code = _marshalable(code)
            if code is None:
                continue
            kept.append(code)
        if kept:
            out[case] = kept
    torch_version = "_".join(torch.__version__.split("+")[0].split(".")[:2])
    name = "dynamo_%s_py%d%d.marshal" % (torch_version, sys.version_info[0], sys.version_info[1])
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), name), "wb") as f:
        marshal.dump(out, f)
    print(name, {k: len(v) for k, v in out.items()})


if __name__ == "__main__":
    main()
