"""The transformed code torch releases' Dynamo made (samples in
tests/torch/samples/, one file per torch and Python version) decompiles and
compiles back, without torch: torch 2.9's closure resume functions made in
place, torch 2.15's profiler-gated pregraph markers (a `return None` of an
inlined template, pushed and popped around an `if`)."""

import os
import re

import pytest

from _pythons import REPO, interpreter, run_verify

SCRIPT = os.path.join(REPO, "tests", "helpers", "dynamo_samples.py")
SAMPLES = os.path.join(REPO, "tests", "torch", "samples")
FILES = sorted(f for f in os.listdir(SAMPLES) if re.match(r"dynamo_\d+_\d+_py3\d+\.marshal$", f))


@pytest.mark.parametrize("sample", FILES)
def test_dynamo_sample(sample):
    digits = re.search(r"_py3(\d+)\.", sample).group(1)
    proc = run_verify(interpreter("3.%s" % digits), [SCRIPT, os.path.join(SAMPLES, sample)], timeout=120)
    assert proc.returncode == 0 and proc.stdout.strip().endswith("OK"), proc.stdout[-3000:]
