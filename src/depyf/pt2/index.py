"""The records of `depyf_index.json`, typed: one dataclass per kind of entry.

The index is the dump folder's table of contents and the report's only
input, so its shape is fixed here and documented in docs/torch.md: every
record has every field (null, false or an empty list when there is nothing
to say), and the JSON is `dataclasses.asdict` of these records.  Code that
files a fact names the record's field; a misspelt field is an error, not a
new key.
"""

import sys
from collections import deque
from dataclasses import asdict, dataclass, field, fields
from typing import List, Optional

FORMAT = "depyf-index/1"


@dataclass
class Artifact:
    """One file depyf wrote."""

    path: str
    kind: str = ""  # transformed_code, full_code, dynamo_graph, aot_*_graph, inductor_output_code
    function: Optional[str] = None  # key of the function record it belongs to
    compile_id: Optional[str] = None
    compiled_fn: Optional[str] = None  # graph files: `__compiled_fn_<n>`
    user_lines: List[str] = field(default_factory=list)  # `file:line` of the user's code it maps to
    decompiled: Optional[bool] = None  # transformed code and full_code: did decompiling succeed
    reason: Optional[str] = None  # why not
    code_from_dump: bool = False  # the code torch runs for it was compiled from this file
    compiled_before_block: bool = False
    cache_hit: bool = False  # Inductor code loaded from torch's cache, or AOT graphs depyf kept beside it


@dataclass
class StackFrame:
    user_line: str  # `file:line`
    function: Optional[str] = None


@dataclass
class SymbolicSize:
    """A size or integer torch made symbolic (dynamic) in a compile."""

    symbol: str  # torch's name for it, `s0`
    source: str  # what it is, `L['x'].size()[0]`
    value: Optional[str] = None  # its value when the symbol was made (the hint)
    user_line: Optional[str] = None  # the user's line torch names for it (torch >= 2.5)


@dataclass
class Compile:
    """One compile of a function: the cache entry torch made."""

    compile_id: Optional[str]
    transformed_code: str  # its file
    decompiled: bool
    reason: Optional[str] = None
    compiled_fns: List[str] = field(default_factory=list)
    resume_functions: List[str] = field(default_factory=list)
    compiled_before_block: bool = False
    graph_op_count: Optional[int] = None  # from torch's CompilationMetrics
    guard_count: Optional[int] = None
    entire_frame_compile_time_s: Optional[float] = None
    symbolic_sizes: List[SymbolicSize] = field(default_factory=list)  # sizes this compile made dynamic
    triggered_from: List[StackFrame] = field(default_factory=list)  # the user's frames that led to it, innermost last
    backend_compile_time_s: Optional[float] = None  # of it, the backend's (AOTAutograd and Inductor)
    inductor_compile_time_s: Optional[float] = None  # of that, Inductor's (torch >= 2.5)
    depyf_time_s: Optional[float] = None  # of the whole, depyf's own bytecode hook (decompiling, writing)


@dataclass
class GraphBreak:
    reason: Optional[str]
    user_line: Optional[str] = None  # the innermost user frame (never torch's own code)
    explanation: Optional[str] = None
    compile_id: Optional[str] = None
    user_stack: List[StackFrame] = field(default_factory=list)  # user frames, innermost last
    hints: List[str] = field(default_factory=list)  # torch's hints (torch >= 2.7)
    doc_url: Optional[str] = None  # torch's graph-break registry page for it


@dataclass
class Recompilation:
    compile_id: Optional[str]
    reason: str  # the guard that failed


@dataclass
class EagerRun:
    """A frame Dynamo gave up on: it ran eagerly."""

    compile_id: Optional[str]
    reason: Optional[str]
    user_line: Optional[str] = None
    ran: str = "eagerly"


@dataclass
class Restart:
    compile_id: Optional[str]
    reason: Optional[str]


@dataclass
class FunctionRecord:
    """One compiled function (or resume function, or a frame that only ran eagerly)."""

    key: str
    name: Optional[str] = None
    qualname: Optional[str] = None  # as the user knows it (a decorator's wrapper: the function it wraps)
    code_qualname: Optional[str] = None  # of the code Dynamo compiled
    wraps: Optional[str] = None  # `file:line` of the user's function a decorator's wrapper calls
    resumes_at: Optional[str] = None  # a resume function: `file:line` of the statement it resumes at
    filename: Optional[str] = None
    firstlineno: Optional[int] = None
    user_lines: List[str] = field(default_factory=list)
    resume_of: Optional[str] = None  # key of the function a resume function continues
    resume_global: Optional[str] = None  # the global Dynamo calls it by
    full_code: Optional[str] = None  # the full_code file it is in
    compiled_before_block: bool = False
    compiles: List[Compile] = field(default_factory=list)
    graph_breaks: List[GraphBreak] = field(default_factory=list)
    recompilations: List[Recompilation] = field(default_factory=list)
    skipped: List[EagerRun] = field(default_factory=list)
    restarts: List[Restart] = field(default_factory=list)


@dataclass
class SkippedFrame:
    """A user frame Dynamo did not compile, with torch's reason."""

    function: str
    filename: str
    reason: str


@dataclass
class Failure:
    """Something that went wrong inside depyf; the program ran on."""

    stage: str
    reason: str
    file: Optional[str] = None


@dataclass
class CompiledBefore:
    """A function torch compiled before the block began."""

    name: str
    filename: str
    firstlineno: int
    function: Optional[str] = None  # its key in `functions`
    cache_entries: int = 0
    resume_functions: int = 0
    not_recovered: List[str] = field(default_factory=list)


@dataclass
class ProcessInfo:
    pid: int
    role: str = "main"  # main, rank, child, forked
    name: str = "main"  # its folder under the dump folder ("main": the folder itself)
    rank: Optional[int] = None
    world_size: Optional[int] = None
    parent_pid: Optional[int] = None
    cwd: Optional[str] = None  # what a relative co_filename is relative to


@dataclass
class OtherProcess:
    dir: str
    index: str


class Index:
    """Everything one process's index holds, as records."""

    def __init__(self, process=None):
        self.process = process
        self.artifacts = {}  # path -> Artifact
        self.functions = {}  # key -> FunctionRecord
        self.skipped_frames = []  # SkippedFrame
        self.failures = []  # Failure
        self.limitations = []  # str: what this torch does not let depyf record, and why
        self.compiled_before = []  # CompiledBefore
        self.caches = None  # "kept" (torch's compile caches as the user has them) or "disabled"
        self._later = deque()  # (record, field, compute): filled in when the index is next written

    def function(self, key, **values):
        """The record of `key` (made on first use), with `values` set
        (None leaves a field as it is)."""
        rec = self.functions.get(key)
        if rec is None:
            rec = self.functions[key] = FunctionRecord(key)
        if values:  # (most calls only look the record up: a few each compile)
            _update(rec, values)
        return rec

    def artifact(self, path, **values):
        rec = self.artifacts.get(path)
        if rec is None:
            rec = self.artifacts[path] = Artifact(path)
        _update(rec, values)
        return rec

    def later(self, rec, name, compute):
        """Set `rec`'s field `name` to `compute()` when the index is next
        written: a fact worked out from objects depyf keeps anyway, too
        costly to work out inside the compile that files it (the index is
        written after that compile, never before; nothing is lost)."""
        _check_fields(rec, (name,))
        self._later.append((rec, name, compute))

    def settle(self):
        """Work out the facts `later` deferred (one that fails stays null)."""
        while self._later:
            rec, name, compute = self._later.popleft()
            try:
                value = compute()
            except Exception:
                continue
            if value is not None:
                setattr(rec, name, value)

    def fail(self, stage, reason, file=None):
        self.failures.append(Failure(stage, reason, file))

    def to_json(self, depyf_version, torch_version, other_processes=None):
        self.settle()
        data = {
            "format": FORMAT,
            "depyf_version": depyf_version,
            "torch_version": torch_version,
            "python": sys.version.split()[0],
            "process": asdict(self.process) if self.process is not None else {},
            "artifacts": [asdict(a) for _, a in sorted(self.artifacts.items())],
            "functions": [asdict(f) for f in self.functions.values()],
            "skipped_frames": [asdict(s) for s in self.skipped_frames],
            "failures": [asdict(f) for f in self.failures],
            "limitations": list(self.limitations),
            "caches": self.caches,
            "compiled_before": [asdict(c) for c in self.compiled_before],
        }
        if other_processes is not None:
            data["other_processes"] = [asdict(o) for o in other_processes]
        return data


_FIELDS = {}


def _update(rec, values):
    _check_fields(rec, values)
    for name, value in values.items():
        if value is not None:
            setattr(rec, name, value)


def _check_fields(rec, names):
    known = _FIELDS.get(type(rec))
    if known is None:
        known = _FIELDS[type(rec)] = frozenset(f.name for f in fields(rec))
    if not known.issuperset(names):  # (one test in C: a dozen names at each record made or updated)
        name = next(name for name in names if name not in known)
        raise TypeError("%s has no field %r" % (type(rec).__name__, name))
