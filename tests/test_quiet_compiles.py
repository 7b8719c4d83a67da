"""depyf's own compiles print nothing: the compiler's warnings about a
user's code (`x is 1`) are the user's to see when their program compiles,
not on stderr each time depyf decompiles or checks it (issue 19)."""

import subprocess
import sys
import textwrap
import warnings

import pytest

from _pythons import REPO, SRC, VERSIONS, interpreter
from depyf.quiet import quiet_compile

# Both comparisons draw a SyntaxWarning from the compiler on 3.8+.
SOURCE = textwrap.dedent("""
    def literal_identity(i):
        if i is 1:
            return 'one'
        elif i is not 2:
            return 'other'
        return 'two'
""")

# Decompiles the function (the self-check compiles the result), runs the
# round-trip harness and the CLI over it, and prints every warning seen.
SCRIPT = textwrap.dedent("""
    import os, sys, subprocess, tempfile, warnings
    warnings.simplefilter("always")
    import depyf
    from depyf.quiet import quiet_compile
    from depyf.verify.roundtrip import roundtrip_source
    source = %r
    namespace = {}
    exec(quiet_compile(source, "<sample>", "exec"), namespace)
    text = depyf.decompile(namespace["literal_identity"])
    assert "is 1" in text, text
    statuses = [r.status for r in roundtrip_source(source, "<sample>")]
    assert statuses == ["identical"], statuses
    path = os.path.join(tempfile.mkdtemp(), "sample.py")
    with open(path, "w") as f:
        f.write(source)
    cli = subprocess.run([sys.executable, "-W", "always", "-m", "depyf", "decompile", path],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True)
    assert cli.returncode == 0 and "is 1" in cli.stdout, cli
    sys.stderr.write(cli.stderr)
""") % SOURCE


def test_the_sample_does_warn_when_compiled_plainly():
    # Without this the tests below would prove nothing.
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        compile(SOURCE, "<sample>", "exec")
    assert any(issubclass(w.category, SyntaxWarning) for w in seen)


def test_quiet_compile_records_no_warning():
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        quiet_compile(SOURCE, "<sample>", "exec")
    assert not seen


def test_quiet_compile_leaves_the_filters_as_they_were():
    before = list(warnings.filters)
    quiet_compile(SOURCE, "<sample>", "exec")
    assert warnings.filters == before


@pytest.mark.parametrize("version", VERSIONS)
def test_decompile_check_and_cli_print_no_warning(version):
    env = {"PYTHONPATH": SRC, "PYTHONDONTWRITEBYTECODE": "1", "PATH": "/usr/bin:/bin"}
    proc = subprocess.run([interpreter(version), "-W", "always", "-c", SCRIPT], cwd=REPO, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stderr == "", "depyf printed warnings:\n" + proc.stderr
