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

# The limits entered and not yet left, innermost last.
_active = []
# The SIGALRM handler found before the first limit, called when no limit is
# active. The dispatcher stays installed once set: putting the old handler
# back while a signal is on its way would let it end the process (the
# default action of SIGALRM) or land in the next limit before its time.
_previous = []


def _dispatch(signum, frame):
    if _active:
        _active[-1]._fire(frame)
    elif _previous and callable(_previous[0]):
        _previous[0](signum, frame)


def _install_dispatcher():
    current = signal.getsignal(signal.SIGALRM)
    if current is not _dispatch:
        _previous[:] = [current]
        signal.signal(signal.SIGALRM, _dispatch)


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
        self.leaving = False
        self.tracing = False
        self.traced = []

    def __enter__(self):
        if self.active:
            self.entry = sys._getframe(1)
            self.old_trace = sys.gettrace()
            _install_dispatcher()
            self.deadline = time.monotonic() + self.seconds
            _active.append(self)
            signal.setitimer(signal.ITIMER_REAL, self.seconds)
        return self

    def __exit__(self, *exc):
        if self.active:
            # First: a signal handled from here on must not raise in the exit.
            self.leaving = True
            signal.setitimer(signal.ITIMER_REAL, 0)
            self.expired = False
            if self.tracing:
                sys.settrace(self.old_trace)
                self.tracing = False
                for frame in self.traced:
                    frame.f_trace = None
                self.traced = []
            if self in _active:
                _active.remove(self)
            if _active:  # an enclosing limit goes on with the time it has left
                outer = _active[-1]
                left = outer.deadline - time.monotonic()
                signal.setitimer(signal.ITIMER_REAL, _REFIRE_SECONDS if outer.expired or left <= 0 else left)
        return False

    def _fire(self, frame):
        if self.leaving:
            return  # leaving already: the exit turns the timer off
        early = self.deadline - time.monotonic()
        if early > 0:  # a late signal of an earlier limit: keep this one's time
            signal.setitimer(signal.ITIMER_REAL, early)
            return
        chain = self._unit_frames(frame)
        if chain and any(f.f_code in _OWN_CODES for f in chain):
            # Entering or leaving: a raise now would skip the exit's clean-up.
            signal.setitimer(signal.ITIMER_REAL, _REFIRE_SECONDS)
            return
        if not self.expired:
            self.expired = True
            self.expired_at = time.monotonic()
            signal.setitimer(signal.ITIMER_REAL, _REFIRE_SECONDS, _REFIRE_SECONDS)
        elif time.monotonic() - self.expired_at > self.grace:
            self._give_up(frame)
        if chain is not None:
            self._trace(chain)
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

    def _unit_frames(self, frame):
        """The frames from the interrupted one up to the one that set the
        limit, that one left out (it and its callers are the checker's own);
        None when the interrupted frame is not under it."""
        chain = []
        while frame is not None and frame is not self.entry:
            chain.append(frame)
            frame = frame.f_back
        return chain if frame is not None else None

    def _trace(self, chain):
        for unit_frame in chain:
            unit_frame.f_trace = self._raise_in_unit
        self.traced.extend(chain)
        self.tracing = True
        sys.settrace(self._raise_in_unit)

    def _raise_in_unit(self, frame, event, arg):
        if not self.expired or self.leaving or frame.f_code in _OWN_CODES:
            return None
        if event in ("line", "call"):
            raise UnitTimeout("timed out after %gs" % self.seconds)
        # An error in a trace function turns tracing off: the exception
        # being raised must reach its handler with the trace still on.
        return self._raise_in_unit


_OWN_CODES = (time_limit.__enter__.__code__, time_limit.__exit__.__code__)
