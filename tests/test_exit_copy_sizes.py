"""An exit the compiler did not copy reads as the plain statement the user
wrote.  3.12 and 3.13 copy an exit block of at most four instructions onto
the jumps that reach it; where a jump still reaches one, the reader spells
the return as a folded conditional (`v if True else v`) to keep that jump.
It must count the block as the compiler did: 3.13 still held a call's NULL
as a PUSH_NULL of its own then, so `return len(log)` after a try/except was
five instructions, never copied, and reads as written (it read
`return len(log) if True else len(log)`, byte-identical but not what the
user wrote: the corpus ratchet, which compares bytecode, cannot see it)."""

import textwrap

import pytest

from _pythons import interpreter, run_verify

# Each function: (source, the line its decompiled text must end with).
SAMPLES = [
    ("""
     def after_try(log, a):
         try:
             g(log, a)
         except ValueError:
             log.append(1)
         return len(log)
     """, "return len(log)"),
    ("""
     def after_nested_try(log, a, b):
         try:
             g(log, a)
         except ValueError:
             try:
                 g(log, b)
             except ValueError:
                 log.append(1)
         return len(log)
     """, "return len(log)"),
    ("""
     def call_of_two(log, a):
         try:
             g(log, a)
         except ValueError:
             log.append(1)
         return g(log, a)
     """, "return g(log, a)"),
    ("""
     def method_call(log, a):
         try:
             g(log, a)
         except ValueError:
             log.append(1)
         return log.pop()
     """, "return log.pop()"),
    ("""
     def global_value(log, a):
         try:
             g(log, a)
         except ValueError:
             log.append(1)
         return G
     """, "return G"),
]

SCRIPT = textwrap.dedent("""
    import sys, textwrap
    import depyf
    from depyf.verify.roundtrip import roundtrip_source
    failures = []
    for source, last in %r:
        source = textwrap.dedent(source)
        namespace = {}
        exec(compile(source, "<sample>", "exec"), namespace)
        function = [v for k, v in namespace.items() if callable(v) and not k.startswith("__")][0]
        text = depyf.decompile(function)
        got = text.strip().splitlines()[-1].strip()
        statuses = [r.status for r in roundtrip_source(source, "<sample>")]
        if got != last or statuses != ["identical"]:
            failures.append("%%s: ends %%r, round trip %%s" %% (function.__name__, got, statuses))
    print("\\n".join(failures) or "ok")
""") % (SAMPLES,)


@pytest.mark.parametrize("version", ["3.10", "3.11", "3.12", "3.13"])
def test_uncopied_exit_reads_as_written(version):
    result = run_verify(interpreter(version), ["-c", SCRIPT], timeout=120)
    assert result.stdout.strip().splitlines()[-1:] == ["ok"], result.stdout
