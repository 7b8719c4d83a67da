"""Run under the interpreter a sample was made with: every transformed code
object in tests/torch/samples/dynamo_<torch>_py<python>.marshal must
decompile, compile back in Dynamo's frame layout and pass depyf's evidence
checks, as under prepare_debug, without torch.  Usage: dynamo_samples.py
FILE; prints OK or the failures."""

import marshal
import sys

from depyf.pt2.dynamo_cleanup import Elided
from depyf.pt2.codegen import CodegenFailure, compile_back, file_text_for
from depyf.pt2.dumpdir import safe_name


def main(path):
    with open(path, "rb") as f:
        cases = marshal.load(f)
    failures = []
    for case, codes in sorted(cases.items()):
        for i, code in enumerate(codes):
            name = "__transformed_code_%d_for_%s" % (i, safe_name(code.co_name))
            constants, elided = {}, Elided()
            try:
                text, _ = file_text_for(code, name, constants=constants, elided=elided)
                compile_back(text, "<dump>/%s.py" % name, name, code, elided, installed=constants)
            except CodegenFailure as e:
                failures.append("%s/%s: %s" % (case, code.co_name, e))
    if failures:
        print("FAIL:\n" + "\n".join(failures))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
