"""What this torch offers, detected rather than assumed.

Every accessor returns None (or an empty result) when the torch in use lacks
the feature, so callers degrade instead of crashing.
"""

import collections
import importlib
import inspect
import logging
import sys


def torch_module():
    import torch

    return torch


def _resolve(dotted):
    """Import `a.b.c` and return attribute chain, or None if any piece is missing.
    (About fifty calls a compile: `importlib` is imported with the module,
    and where a name was found is kept.)"""
    where = _WHERE.get(dotted)
    if where is not None:
        obj = sys.modules.get(where[0])
        for attr in where[1]:
            obj = getattr(obj, attr, None)
        if obj is not None:
            return obj
    parts = dotted.split(".")
    found = _already_imported(parts)
    if found is not None:
        return found
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except Exception:
            continue
        try:
            for attr in parts[cut:]:
                obj = getattr(obj, attr)
        except AttributeError:
            return None
        return obj
    return None


def _already_imported(parts):
    """The object `parts` name when a module of its chain is imported and
    has the rest as attributes, else None (then importing decides: maybe
    a submodule not imported yet).  Asked at every compile: a failing
    import of the whole name (`utils.get_compilation_metrics`) searches
    the path each time."""
    modules = sys.modules
    for cut in range(len(parts), 0, -1):
        module = ".".join(parts[:cut])
        obj = modules.get(module)
        if obj is None:
            continue
        for attr in parts[cut:]:
            obj = getattr(obj, attr, None)
        if obj is not None:
            _WHERE[".".join(parts)] = (module, tuple(parts[cut:]))
        return obj
    return None


# dotted name -> (the imported module it was found in, the attributes from
# there): read again from that module each time (torch rebinds some)
_WHERE = {}


def register_bytecode_hook():
    """torch's `register_bytecode_hook(hook) -> handle`, if it takes one hook."""
    fn = _resolve("torch._dynamo.convert_frame.register_bytecode_hook")
    if fn is None:
        return None
    try:
        params = inspect.signature(fn).parameters
        if len(params) != 1:
            return None
    except (TypeError, ValueError):
        pass
    return fn


def current_compile_id():
    """Dynamo's current compile id as a string like '0/1', or None."""
    ctx = _resolve("torch._guards.CompileContext")
    if ctx is None:
        return None
    try:
        cid = ctx.current_compile_id()
    except Exception:
        return None
    if cid is None:
        return None
    # (asked about twenty times a compile; torch's `CompileId.__str__`
    # formats it at each: its text is kept per compile id, which is frozen)
    known = _COMPILE_ID_TEXT.get(id(cid))
    if known is not None and known[0] is cid:
        return known[1]
    if len(_COMPILE_ID_TEXT) >= _COMPILE_IDS_KEPT:
        _COMPILE_ID_TEXT.clear()
    text = _COMPILE_ID_TEXT[id(cid)] = (cid, str(cid))
    return text[1]


_COMPILE_ID_TEXT = {}  # id(torch's compile id) -> (the compile id, its text)
_COMPILE_IDS_KEPT = 256


def aot_graph_being_compiled():
    """'<aot id>_<forward|backward|inference>': the AOT graph torch compiles
    now, as torch records it (`graph_being_compiled`, set around each
    backend compile), or None.  Torch 2.2's Inductor code carries no
    `# AOT ID` header, and its lazy backward compiles with no compile id."""
    names = _resolve("torch._functorch._aot_autograd.logging_utils.graph_being_compiled")
    if isinstance(names, list) and names and all(isinstance(n, str) for n in names):
        return "_".join(names)
    return None


def cache_entries(code):
    """Dynamo's cache entries for `code`, in the order torch tries them."""
    fn = _resolve("torch._dynamo.eval_frame._debug_get_cache_entry_list")
    if fn is None:
        return []
    try:
        return list(fn(code))
    except Exception:
        return []


def artifact_logger(module, artifact):
    """torch's artifact logger for `module`/`artifact` (a plain Logger)."""
    get = _resolve("torch._logging.getArtifactLogger")
    if get is None:
        return None
    try:
        log = get(module, artifact)
    except Exception:
        return None
    return log if isinstance(log, logging.Logger) else None


def graph_module_class():
    return _resolve("torch.fx.GraphModule")


def distributed_rank():
    """(rank, world_size) when torch.distributed is initialised, else None."""
    dist = _resolve("torch.distributed")
    try:
        if dist is not None and dist.is_available() and dist.is_initialized():
            return dist.get_rank(), dist.get_world_size()
    except Exception:
        pass
    return None


def caches_report_loaded_code():
    """Whether Inductor logs its code when it loads it from the FX-graph
    cache (so a warm compile's kernels reach the dump).

    The releases with an AOTAutograd cache (`enable_autograd_cache`, 2.5 on)
    log it from the cache's load path; 2.2-2.4 log nothing there, and there
    depyf turns the caches off while it records."""
    config = _resolve("torch._functorch.config")
    return config is not None and hasattr(config, "enable_autograd_cache")


def compile_cache_dir():
    """The folder of torch's local compile caches (TORCHINDUCTOR_CACHE_DIR or
    its default), or None."""
    for name in ("torch._inductor.runtime.cache_dir_utils.cache_dir",  # 2.6 on
                 "torch._inductor.runtime.runtime_utils.cache_dir",  # 2.4, 2.5
                 "torch._inductor.utils.cache_dir"):  # 2.2, 2.3
        fn = _resolve(name)
        if callable(fn):
            try:
                return fn()
            except Exception:
                return None
    return None


def aot_cache_hits():
    """How many AOTAutograd cache hits torch has counted in this process
    (its `counters`), or None where it keeps no such count."""
    counters = _resolve("torch._dynamo.utils.counters")
    try:
        return int(counters["aot_autograd"]["autograd_cache_hit"])
    except Exception:
        return None


def config_patches():
    """Config patches for a cold compile (`prepare_debug(disable_caches=True)`,
    or a torch whose caches do not report what they load).

    With a warm AOTAutograd or FX-graph cache torch skips the very steps whose
    graphs the dump shows.  Returns a list of (config module, {name: value})
    for names that exist.
    """
    wanted = [
        ("torch._functorch.config", {"enable_autograd_cache": False}),
        (
            "torch._inductor.config",
            {
                "fx_graph_cache": False,
                "fx_graph_remote_cache": False,
                "autotune_local_cache": False,
            },
        ),
    ]
    out = []
    for mod_name, values in wanted:
        mod = _resolve(mod_name)
        if mod is None or not hasattr(mod, "patch"):
            continue
        present = {k: v for k, v in values.items() if hasattr(mod, k)}
        if present:
            out.append((mod, present))
    return out


def compilation_metrics():
    """torch's records of its recent compiles (`CompilationMetrics`, oldest
    first: a bounded queue), or None when this torch keeps none."""
    fn = _resolve("torch._dynamo.utils.get_compilation_metrics")
    if fn is None:
        return None
    try:
        return list(fn())
    except Exception:
        return None


def newest_compilation_metrics():
    """The newest of torch's records of its compiles (`compilation_metrics()`'s
    last), or None: read off torch's queue without copying it where torch
    keeps one (`torch._dynamo.utils._compilation_metrics`, the queue
    `get_compilation_metrics` copies): the recorder asks before every frame
    torch converts whether anything finished since."""
    queue = getattr(sys.modules.get("torch._dynamo.utils"), "_compilation_metrics", None)
    if isinstance(queue, collections.deque):
        return queue[-1] if queue else None
    metrics = compilation_metrics()
    return metrics[-1] if metrics else None


def artifact_loggers(artifact, modules):
    """torch's loggers of `artifact`: those of `modules` (made now if their
    module is not imported yet, so that its first records are seen) and any
    other that torch has registered for it."""
    found = {}
    for module in modules:
        log = artifact_logger(module, artifact)
        if log is not None:
            found[log.name] = log
    registry = _resolve("torch._logging._internal.log_registry")
    names = getattr(registry, "artifact_log_qnames", None) or ()
    suffix = ".__" + artifact
    for name in list(names):
        if isinstance(name, str) and name.endswith(suffix) and name not in found:
            found[name] = logging.getLogger(name)
    return list(found.values())


def dynamo_input_codes():
    """The code objects Dynamo's frame callback was handed (past its skip
    files), oldest first, those still alive; None when this torch keeps no
    such list."""
    import types

    tracker = _resolve("torch._dynamo.convert_frame.input_codes")
    seen = getattr(tracker, "seen", None)
    if seen is None:
        return None
    out = []
    for ref in list(seen):
        try:
            code = ref()
        except Exception:
            continue
        if isinstance(code, types.CodeType):
            out.append(code)
    return out


def compiled_codes():
    """The code objects Dynamo has been asked to compile that still have
    cache entries, oldest first; None when this torch keeps no such list."""
    codes = dynamo_input_codes()
    return None if codes is None else [c for c in codes if cache_entries(c)]


def graph_module_of(compiled_fn, max_depth=8):
    """The GraphModule behind a `__compiled_fn_*` global, where the backend
    kept one (Dynamo wraps it: disable() around a bound forward), else None."""
    gm_class = graph_module_class()
    obj = compiled_fn
    for _ in range(max_depth):
        if obj is None:
            return None
        if gm_class is not None and isinstance(obj, gm_class):
            return obj
        nxt = getattr(obj, "__self__", None)
        if nxt is None:
            nxt = getattr(obj, "_torchdynamo_orig_callable", None)
        if nxt is None:
            nxt = getattr(obj, "__wrapped__", None)
        if nxt is obj:
            return None
        obj = nxt
    return None


def graph_compile_reasons():
    """torch's list of the reasons it compiled a graph at a graph break
    (`GraphCompileReason`: reason, user_stack), oldest first; None when
    this torch keeps none.  Covers the graph breaks older torch does not
    log (a data-dependent branch, a break logged once per user line)."""
    reasons = _resolve("torch._dynamo.utils.graph_break_reasons")
    return reasons if isinstance(reasons, list) else None


def guard_failures():
    """torch's record of the guard failures that made it recompile, per
    original code object (a dict of lists, appended to at each
    recompilation), or None.  Older torch keeps no recompilation reason
    in its `CompilationMetrics`."""
    failures = _resolve("torch._dynamo.utils.guard_failures")
    return failures if isinstance(failures, dict) else None



def metrics_logger():
    """The logger torch's `log_compilation_event` logs each compile's
    `CompilationMetrics` to, where it does (torch 2.2: at INFO, the metrics
    object the record's one argument), else None."""
    import logging

    fn = _resolve("torch._utils_internal.log_compilation_event")
    if fn is None:
        return None
    log = getattr(fn, "__globals__", {}).get("log")
    if not isinstance(log, logging.Logger) and isinstance(getattr(fn, "__module__", None), str):
        log = logging.getLogger(fn.__module__)
    return log


def skip_log_prints():
    """Whether torch's frame callback prints to stdout (not to its log) for
    each frame it skips once the convert-frame logger is enabled at DEBUG
    (torch 2.5: `print(frame.f_lasti, first_real_inst_idx(...))`): a
    function of `torch._dynamo.convert_frame` that both reads `f_lasti`
    and calls the `print` builtin."""
    import types

    mod = _resolve("torch._dynamo.convert_frame")
    if mod is None:
        return False

    def codes():
        for value in list(vars(mod).values()):
            if isinstance(value, type) and getattr(value, "__module__", None) == mod.__name__:
                for attr in vars(value).values():
                    code = getattr(attr, "__code__", None)
                    if code is not None:
                        yield code
            elif isinstance(value, types.FunctionType) and value.__module__ == mod.__name__:
                yield value.__code__

    stack = list(codes())
    while stack:
        code = stack.pop()
        if "print" in code.co_names and "f_lasti" in code.co_names:
            return True
        stack.extend(c for c in code.co_consts if isinstance(c, types.CodeType))
    return False


def compile_callbacks():
    """torch's handler of compile start/end callbacks (register_start_callback,
    register_end_callback and their remove_*), or None."""
    handler = _resolve("torch._dynamo.callback.callback_handler")
    names = ("register_start_callback", "register_end_callback", "remove_start_callback", "remove_end_callback")
    return handler if handler is not None and all(hasattr(handler, n) for n in names) else None


_GUARDS_SET = object()


def guard_user_stacks_need_guards_log(guards_set=_GUARDS_SET):
    """Whether torch records a guard's user stack only while its `guards`
    log is at DEBUG (torch 2.4-2.8: `GuardsSet.add(guard,
    collect_debug_stack=...)` with the flag from that log's level; 2.9+
    record it always).  Asked of the class: a probe guard added with the
    flag off comes back without a user stack."""
    if guards_set is _GUARDS_SET:
        guards_set = _resolve("torch._guards.GuardsSet")
    if guards_set is None:
        return False

    class Probe:
        stack = None
        user_stack = None

    probe = Probe()
    try:
        guards_set().add(probe, collect_debug_stack=False)
    except TypeError:
        return False  # no such flag: always recorded
    except Exception:
        return False
    return probe.user_stack is None
