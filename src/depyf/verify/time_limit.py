"""A wall-clock limit for one unit of a check, that the unit cannot swallow.

The units run by the checks are arbitrary code: corpus cases, and functions
rebuilt from decompiled source that may read wrongly. A wrong reading can turn
a finite loop into an endless one, and when that loop's body holds a bare
`except:` or a `finally: continue`, the one exception a timer raises is
caught by the unit itself: the check then runs on for ever (and grew to many
gigabytes when the loop also appended to a list).

So once the limit has passed, the timer keeps firing, and each firing also
turns on a trace function over the unit's frames that raises at the next line
or call. A handler that catches one raise raises again on its own first
line, so an enclosing `try` is left in turn until the exception reaches the
frame that set the limit. CPython turns a trace function off when it raises,
so a unit whose handlers run loops of their own can still catch each raise;
such a unit gets a grace period and then the process ends with a message
that names it: a check that stops with a clear error, instead of one that
never ends or eats the machine's memory.
"""

import os
import signal
import sys
import threading
import time


class UnitTimeout(BaseException):
    """BaseException so that a decompiler's `except Exception` cannot eat it."""


# How often the timer fires again once the limit has passed.
_REFIRE_SECONDS = 0.05

# Exit status of a process ended by a unit that would not stop.
UNSTOPPABLE_EXIT_STATUS = 70


class time_limit:
    """Per-unit wall-clock limit via SIGALRM (POSIX main thread only;
    elsewhere it is a no-op rather than an error)."""

    def __init__(self, seconds, label=None):
        self.seconds = seconds
        self.label = label
        # After the limit, how long the unit may go on catching the raises.
        self.grace = max(2.0, 2 * seconds) if seconds else 0
        self.active = (
            bool(seconds)
            and hasattr(signal, "setitimer")
            and threading.current_thread() is threading.main_thread()
        )
        self.expired = False
        self.tracing = False
        self.traced = []

    def __enter__(self):
        if self.active:
            self.entry = sys._getframe(1)
            self.old_handler = signal.signal(signal.SIGALRM, self._fire)
            self.old_trace = sys.gettrace()
            signal.setitimer(signal.ITIMER_REAL, self.seconds)
        return self

    def __exit__(self, *exc):
        if self.active:
            signal.setitimer(signal.ITIMER_REAL, 0)
            self.expired = False
            if self.tracing:
                sys.settrace(self.old_trace)
                self.tracing = False
                for frame in self.traced:
                    frame.f_trace = None
                self.traced = []
            signal.signal(signal.SIGALRM, self.old_handler)
        return False

    def _fire(self, signum, frame):
        if frame is not None and frame.f_code is _EXIT_CODE:
            return  # leaving already: the exit turns the timer off
        if not self.expired:
            self.expired = True
            self.expired_at = time.monotonic()
            signal.setitimer(signal.ITIMER_REAL, _REFIRE_SECONDS, _REFIRE_SECONDS)
        elif time.monotonic() - self.expired_at > self.grace:
            self._give_up(frame)
        self._trace_unit_frames(frame)
        raise UnitTimeout("timed out after %gs" % self.seconds)

    def _give_up(self, frame):
        where = "" if frame is None else " (running %s, line %d of %s)" % (
            frame.f_code.co_name, frame.f_lineno, frame.f_code.co_filename)
        sys.stderr.write(
            "depyf: %s did not stop %gs after its time-out of %gs%s: it catches the "
            "time-out itself (an endless loop under a bare `except:` or a `finally: "
            "continue`); the check ends here.\n"
            % (self.label or "a unit", self.grace, self.seconds, where))
        sys.stderr.flush()
        os._exit(UNSTOPPABLE_EXIT_STATUS)

    def _trace_unit_frames(self, frame):
        """Trace the frames between the interrupted one and the one that set
        the limit (that one and its callers are the checker's own)."""
        chain = []
        while frame is not None and frame is not self.entry:
            chain.append(frame)
            frame = frame.f_back
        if frame is None:
            return  # not under this limit's frame: raise once, trace nothing
        for unit_frame in chain:
            unit_frame.f_trace = self._raise_in_unit
        self.traced.extend(chain)
        self.tracing = True
        sys.settrace(self._raise_in_unit)

    def _raise_in_unit(self, frame, event, arg):
        if not self.expired or frame.f_code is _EXIT_CODE:
            return None
        if event in ("line", "call"):
            raise UnitTimeout("timed out after %gs" % self.seconds)
        # An error in a trace function turns tracing off: the exception
        # being raised must reach its handler with the trace still on.
        return self._raise_in_unit


_EXIT_CODE = time_limit.__exit__.__code__
