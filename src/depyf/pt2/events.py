"""Taps on torch's own compile events.

All are records torch makes for observers, read where torch makes them:

- artifact loggers: `graph_code`, `aot_graphs` and `aot_joint_graph`, whose
  records carry the graph modules themselves; `graph_breaks` (each graph
  break with its user line and reason); `output_code` (Inductor's code and
  the file it is loaded from);
- the convert-frame debug log: the frames Dynamo skipped, with the reason;
- torch's `CompilationMetrics`, one per compile (failure, restart and
  recompilation reasons), read from the queue torch keeps of them.

A tap is a logging.Filter put on the logger: it sees each record, hands it to
the session, and lets through only what the user's own logging settings would
have let through, so turning a logger up for depyf prints nothing new.

Not the structured trace (`trace_structured`): torch serialises every one of
its events, payloads included, as soon as anything listens there, which
cost 5-10% of a small program's compile time; the records above carry the
same facts.
"""

import logging
import re

# artifact loggers whose records carry graph modules: (module, artifact)
GRAPH_LOGGERS = [
    ("torch._dynamo.output_graph", "graph_code"),
    ("torch._functorch._aot_autograd.graph_compile", "aot_graphs"),
    ("torch._functorch._aot_autograd.graph_compile", "aot_joint_graph"),
    ("torch._functorch._aot_autograd.graph_capture", "aot_graphs"),
    # torch 2.2-2.7 log them from these (any other module torch registers
    # for these artifacts is tapped too)
    ("torch._functorch._aot_autograd.jit_compile_runtime_wrappers", "aot_graphs"),
    ("torch._functorch._aot_autograd.jit_compile_runtime_wrappers", "aot_joint_graph"),
    ("torch._functorch._aot_autograd.dispatch_and_compile_graph", "aot_graphs"),
]
SKIP_LOGGER = "torch._dynamo.convert_frame"
# artifact -> the modules known to log it (any other torch registers is tapped too)
GRAPH_BREAK_LOGGERS = ("graph_breaks", ("torch._dynamo.symbolic_convert", "torch._dynamo.convert_frame", "torch._dynamo.exc"))
OUTPUT_CODE_LOGGERS = ("output_code", ("torch._inductor.graph", "torch._inductor.codecache", "torch._inductor.compile_fx"))
# the functions of torch's FX-graph cache that log Inductor's code when they
# load it (2.5-2.7: `_lookup_graph`, 2.9 on: `cache_hit_post_compile`); a
# compile logs it from elsewhere
CACHE_LOADERS = frozenset(("_lookup_graph", "cache_hit_post_compile"))

_GRAPH_BREAK_AT = re.compile(r"Graph break (?:\(.*?\) )?in user code at (.+?):(\d+)")
_GRAPH_BREAK_REASON = re.compile(r"Graph Break Reason: (.*)")
_EXPLANATION = re.compile(r"Explanation: (.*)")
_OLD_GRAPH_BREAK = re.compile(r"Graph break: (?:skip: )?(.*?)\s*from user code at:\n", re.S)
_STACK_FRAME = re.compile(r'File "(.+?)", line (\d+)')
_STACK_FRAME_NAMED = re.compile(r'File "(.+?)", line (\d+), in (\S+)')
_TRACEBACK_HEAD = "User code traceback:"
_HINT = re.compile(r"^\s*Hint: (.*)$", re.M)
_DOC_URL = re.compile(r"please visit: (\S+)")


def user_stack_of(text):
    """[{user_line, function}] of the formatted user stack in a graph-break
    message (torch >= 2.6: after `User code traceback:`; before: after
    `from user code at:`), outermost first."""
    for head in (_TRACEBACK_HEAD, "from user code at:"):
        if head in text:
            tail = text.split(head, 1)[1]
            return [{"user_line": "%s:%s" % (f, n), "function": name} for f, n, name in _STACK_FRAME_NAMED.findall(tail)]
    return []


def hints_of(text):
    """torch's hints for a graph break and its graph-break registry page (torch >= 2.7 give them)."""
    url = _DOC_URL.search(text)
    return [h.strip() for h in _HINT.findall(text)], url.group(1).rstrip(".") if url else None


def first_line(text):
    return str(text).strip().splitlines()[0] if str(text).strip() else ""


def parse_graph_break(message, exc_info=None):
    """{user_line, reason, explanation} of a graph-break log message (the
    full one, or the short one torch logs for a repeated break).

    torch 2.2-2.5 log `Graph break: [<reason> ]from user code at:` and the
    formatted user stack (innermost frame last); 2.3-2.5 leave the reason
    to the exception the record carries (`exc_info`)."""
    old = _OLD_GRAPH_BREAK.match(message)
    if old is not None:
        frames = _STACK_FRAME.findall(message[old.end():])
        reason = old.group(1).strip()
        exc = exc_info[1] if isinstance(exc_info, tuple) and len(exc_info) > 1 else None
        if not reason and exc is not None:
            reason = first_line(exc)
        return {
            "user_line": "%s:%s" % frames[-1] if frames else None,
            "reason": reason or first_line(message),
            "explanation": None,
            "user_stack": user_stack_of(message),
            "hints": [],
            "doc_url": None,
        }
    m = _GRAPH_BREAK_AT.search(message)
    reason = _GRAPH_BREAK_REASON.search(message)
    expl = _EXPLANATION.search(message)
    hints, url = hints_of(message)
    return {
        "user_line": "%s:%s" % (m.group(1), m.group(2)) if m else None,
        "reason": reason.group(1).strip() if reason else first_line(message),
        "explanation": expl.group(1).strip() if expl else None,
        "user_stack": user_stack_of(message),
        "hints": hints,
        "doc_url": url,
    }


_DEBUG_CONTEXT = "Developer debug context:"


def torch_words(exc):
    """What torch says of an error, in its own words: the message with its
    `Explanation:` and `Hint:` lines, without the stack and debug context
    (empty when it says nothing)."""
    text = str(exc).split(_DEBUG_CONTEXT, 1)[0]
    text = text.split("\nfrom user code:", 1)[0].strip()
    if not text:
        return ""
    name = type(exc).__name__
    return text if name in ("Unsupported", "SkipFrame") else "%s: %s" % (name, text)


def compile_reason_facts(reason):
    """{user_line, reason, explanation} of one of torch's
    `GraphCompileReason`s (a graph compiled at a graph break)."""
    stack = list(getattr(reason, "user_stack", None) or ())
    last = stack[-1] if stack else None
    line = getattr(last, "lineno", None)
    return {
        "user_line": "%s:%s" % (last.filename, line) if last is not None and line is not None else None,
        "reason": first_line(getattr(reason, "reason", "")),
        "explanation": None,
    }


# ShapeEnv's log: `create_symbol s0 = 4 for L['x'].size()[0] [2, int_oo] ...`
# at INFO, one record per size made symbolic, on every torch from 2.2 (the
# user's line among its later arguments from 2.5)
SYMBOLIC_SHAPES_LOGGER = "torch.fx.experimental.symbolic_shapes"
_USER_LOC = re.compile(r"(\S+\.py):(\d+)")


def create_symbol_facts(record):
    """{symbol, value, source, user_line} of a `create_symbol` record, else None."""
    if not str(record.msg).startswith("create_symbol %s = %s for %s"):
        return None
    args = record.args if isinstance(record.args, tuple) else ()
    if len(args) < 3:
        return None
    user_line = None
    for extra in args[3:]:
        m = _USER_LOC.search(str(extra)) if extra else None
        if m:
            user_line = "%s:%s" % (m.group(1), m.group(2))
            break
    source = args[2]() if callable(args[2]) else args[2]
    return {"symbol": str(args[0]), "value": str(args[1]), "source": str(source), "user_line": user_line}


def is_skip_frame_message(msg):
    """The convert-frame log's `SkipFrame` record: Dynamo gave up on a frame,
    which runs eagerly (`Skipping frame ...`; torch 2.11: `Received signal to
    skip frame (without graph break): ...`)."""
    return msg.startswith(("Skipping frame", "Received signal to skip frame"))


# torch <= 2.9 logs a frame it leaves to Python because none of its locals
# holds a tensor with this message (name, file, first line), and nowhere else;
# later releases say "no tensor-related objects found in frame" in a
# `skipping:` record.
NO_TENSOR_MESSAGE = "skipping because no torch.*"


def no_tensor_skip_facts(record):
    """(name, filename, reason) of a `skipping because no torch.*` record,
    else None."""
    if not str(record.msg).startswith(NO_TENSOR_MESSAGE):
        return None
    args = record.args if isinstance(record.args, tuple) else ()
    if len(args) < 2:
        return None
    return str(args[0]), str(args[1]), "%s (no tensor among the frame's locals)" % NO_TENSOR_MESSAGE


_SUMMARY_FRAME = re.compile(r"file (.+?), line (\d+)")  # torch's frame_summary()


def skip_frame_facts(exc):
    """{reason, user_line} of the `SkipFrame` in a `Skipping frame` record.

    Its message says why (and may name the user's line, as a formatted stack
    or torch's frame_summary()); torch 2.9 raises it with no message `from`
    the graph break that made Dynamo give up (a break inside a generator):
    then the reason is the cause's, and the user line the innermost frame of
    the cause's user stack (`real_stack`)."""
    text = str(exc)
    frames = _STACK_FRAME.findall(text) or _SUMMARY_FRAME.findall(text)
    reason = first_line(text)
    seen = 0
    cause = exc
    while not reason and seen < 8:
        cause = getattr(cause, "__cause__", None) or getattr(cause, "__context__", None)
        if cause is None:
            break
        seen += 1
        reason = first_line(cause)
        if reason and not frames:
            stack = [f for f in (getattr(cause, "real_stack", None) or ()) if getattr(f, "lineno", None) is not None]
            frames = [(stack[-1].filename, stack[-1].lineno)] if stack else _STACK_FRAME.findall(str(cause))
    return {"reason": reason, "user_line": "%s:%s" % tuple(frames[-1]) if frames else None}


def output_code_of(record):
    """("code", text) or ("path", file) from an `output_code` record, else None."""
    msg = str(record.msg)
    args = record.args if isinstance(record.args, tuple) else ()
    if len(args) != 1 or not isinstance(args[0], str):
        return None
    if msg.startswith("Output code:"):
        return "code", args[0]
    if msg.startswith("Output code written to:"):
        return "path", args[0]
    return None


# the CompilationMetrics fields the index records
METRICS_FIELDS = (
    "compile_id", "co_name", "co_filename", "co_firstlineno", "fail_type", "fail_reason",
    "fail_user_frame_filename", "fail_user_frame_lineno", "restart_reasons", "recompile_reason",
    "graph_op_count", "guard_count", "entire_frame_compile_time_s",
    # the phases (torch 2.2 has the backend's; 2.5 on Inductor's; 2.6 on in microseconds)
    "backend_compile_time_s", "inductor_compile_time_s", "inductor_cumulative_compile_time_us",
)


def metrics_facts(metrics):
    """The fields of one `CompilationMetrics` depyf records, as a dict."""
    out = {name: getattr(metrics, name, None) for name in METRICS_FIELDS}
    if out["compile_id"] is not None:
        out["compile_id"] = str(out["compile_id"])
    return out


def _closure_values(fn, depth=0):
    """Names bound in `fn`'s closure, following nested closures one level."""
    out = {}
    code = getattr(fn, "__code__", None)
    cells = getattr(fn, "__closure__", None) or ()
    if code is None:
        return out
    for name, cell in zip(code.co_freevars, cells):
        try:
            value = cell.cell_contents
        except ValueError:
            continue
        out.setdefault(name, value)
        if depth == 0 and callable(value) and hasattr(value, "__closure__"):
            for k, v in _closure_values(value, 1).items():
                out.setdefault(k, v)
    return out


_HEADER = re.compile(r"^=+ (.*?) =+")


def graph_from_record(record, gm_class):
    """(title, maybe_id, graph module or None, text thunk) from a graph log record."""
    args = record.args if isinstance(record.args, tuple) else ()
    lazy = args[0] if args else None
    func = getattr(lazy, "func", None)
    if func is None:
        return None
    values = _closure_values(func)
    gm = values.get("gm")
    if gm_class is not None and not isinstance(gm, gm_class):
        gm = next((v for v in values.values() if isinstance(v, gm_class)), None)
    name = values.get("name")
    maybe_id = values.get("maybe_id")
    if not isinstance(name, str):
        text = str(lazy)
        m = _HEADER.match(text)
        name = m.group(1) if m else "graph"
    return name, maybe_id, gm, lazy


class LoggerTap(logging.Filter):
    """Sees every record of one logger; passes on what the user would see."""

    def __init__(self, logger, callback, sink):
        super().__init__()
        self.logger = logger
        self.callback = callback
        self.sink = sink
        self.user_level = logger.level
        self.user_effective = logger.getEffectiveLevel()

    def filter(self, record):
        try:
            self.callback(record)
        except Exception as e:
            self.sink.internal_error("log tap %s" % self.logger.name, e)
        return record.levelno >= self.user_effective
