"""Taps on torch's own compile events.

Two sources, both offered by torch for observers:

- the structured trace (`torch._logging.trace_structured`), which torch emits
  only while its trace logger has a handler: graph-break reasons,
  recompilation reasons, compilation metrics (with failure reasons), Inductor
  output code;
- artifact loggers (`graph_code`, `aot_graphs`, `aot_joint_graph`) and the
  convert-frame debug log, whose records carry the graph modules themselves
  and the frames Dynamo skipped.

A tap is a logging.Filter put on the logger: it sees each record, hands it to
the session, and lets through only what the user's own logging settings would
have let through, so turning a logger up for depyf prints nothing new.
"""

import logging
import re

# artifact loggers whose records carry graph modules: (module, artifact)
GRAPH_LOGGERS = [
    ("torch._dynamo.output_graph", "graph_code"),
    ("torch._functorch._aot_autograd.graph_compile", "aot_graphs"),
    ("torch._functorch._aot_autograd.graph_compile", "aot_joint_graph"),
    ("torch._functorch._aot_autograd.graph_capture", "aot_graphs"),
]
SKIP_LOGGER = "torch._dynamo.convert_frame"

AOT_GRAPH_EVENTS = {
    "aot_inference_graph": "forward graph",  # AOT logs it as its forward graph
    "aot_forward_graph": "forward graph",
    "aot_backward_graph": "backward graph",
    "aot_joint_graph": "joint graph",
}
TRACE_EVENTS = set(AOT_GRAPH_EVENTS) | {
    "dynamo_start",
    "dynamo_output_graph",  # the captured graph's readable text, made once by torch
    "compilation_metrics",
    "inductor_output_code",
    "artifact",
}
TRACE_ARTIFACTS = {"dynamo_graph_break_reason", "recompile_reasons"}


def compile_id_of(metadata):
    fid = metadata.get("frame_id")
    cid = metadata.get("frame_compile_id")
    if fid is None or cid is None:
        return None
    s = "%s/%s" % (fid, cid)
    if metadata.get("compiled_autograd_id") is not None:
        s = "!%s/%s" % (metadata["compiled_autograd_id"], s)
    return s


class TraceHandler(logging.Handler):
    """Receives torch's structured trace records."""

    def __init__(self, sink):
        super().__init__(logging.DEBUG)
        self.sink = sink

    def emit(self, record):
        metadata = getattr(record, "metadata", None)
        if not isinstance(metadata, dict):
            return
        try:
            for key in metadata:
                if key in TRACE_EVENTS:
                    if key == "artifact":
                        name = (metadata.get("artifact") or {}).get("name")
                        if name not in TRACE_ARTIFACTS:
                            return
                        key = name
                    self.sink.on_trace(
                        key, metadata, getattr(record, "payload", None)
                    )
                    return
        except Exception as e:  # never let depyf break torch's logging
            self.sink.internal_error("structured trace (%s)" % key, e)


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
