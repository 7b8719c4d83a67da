"""Run one compiled case under prepare_debug and check what every case must show."""

import os

import depyf

from helpers import FrameRecorder, assert_all_python_compiles, assert_nothing_else, load_index, same


class CaseResult:
    def __init__(self, dump, index, recorder, got, expected):
        self.dump = dump
        self.index = index
        self.recorder = recorder
        self.got = got
        self.expected = expected

    def functions(self, name=None):
        return [f for f in self.index["functions"] if name is None or f.get("name") == name]

    def artifacts(self, kind):
        return [a for a in self.index["artifacts"] if a["kind"] == kind]

    def read(self, path):
        with open(os.path.join(self.dump, path)) as f:
            return f.read()

    def assert_ran_from_dump(self):
        """The frame that ran executed code compiled from the dump folder,
        and every transformed code (resume functions too) was decompiled.

        Fails (with the decompiler's reasons) when depyf fell back to torch's
        own code because the decompiler could not handle Dynamo's bytecode.
        """
        ran = [f for f in self.recorder.ran_from(self.dump) if "__transformed_code_" in f]
        fallbacks = sorted(
            {"%s: %s" % (a["path"], a.get("reason")) for a in self.artifacts("transformed_code") if not a.get("decompiled")}
        )
        if not ran:
            raise AssertionError("DECOMPILER: no code ran from the dump; fallbacks:\n" + "\n".join(fallbacks))
        # and none of the code Dynamo made (resume functions too) fell back
        assert not fallbacks, "DECOMPILER: fell back to torch's code:\n" + "\n".join(fallbacks)
        return ran


def run_case(tmp_path, fn, arg_sets, backend="aot_eager", reference=None, compile_kwargs=None, kwarg_sets=None, compare=None):
    """Call torch.compile(fn) on each args in `arg_sets` under prepare_debug.

    `kwarg_sets` (optional, one dict per args) are passed as keywords too;
    `compare(expected, got)` (default: helpers.same) raises or returns false
    when the outputs differ.
    `reference(args)` gives the eager result (default: fn(*args, **kwargs)); the last
    call runs under a frame recorder.  Checks outputs, that every dumped .py
    compiles and that the folder holds only indexed files.
    """
    import torch

    torch._dynamo.reset()
    kwarg_sets = kwarg_sets or [{} for _ in arg_sets]
    assert len(kwarg_sets) == len(arg_sets)
    if reference is None:
        expected = [fn(*args, **kw) for args, kw in zip(arg_sets, kwarg_sets)]
    else:
        expected = [reference(args) for args in arg_sets]
    compiled = torch.compile(fn, backend=backend, **(compile_kwargs or {}))
    dump = str(tmp_path / "dump")
    got = []
    with depyf.prepare_debug(dump):
        for args, kw in zip(arg_sets[:-1], kwarg_sets[:-1]):
            got.append(compiled(*args, **kw))
        with FrameRecorder() as rec:
            got.append(compiled(*arg_sets[-1], **kwarg_sets[-1]))
    assert (compare or same)(expected, got) is not False, (expected, got)
    index = load_index(dump)
    if any(f["compiles"] for f in index["functions"]):
        assert_all_python_compiles(dump)
    assert_nothing_else(dump)
    assert index["functions"], "no function recorded"
    for f in index["functions"]:
        if f["compiles"]:
            assert f.get("full_code"), f
    return CaseResult(dump, index, rec, got, expected)
