"""match statements (3.10+): cases, patterns and guards.

CPython compiles `match s:` as the subject followed by one block per case:

    COPY 1                 (every case but the last one that tests)
    <pattern>              consumes the copy; captures stay on the stack
    STORE name ...         one per capture, once the whole pattern matched
    <guard>                false jumps to the next case
    POP_TOP                (copied cases: the subject)
    <body>; JUMP end
    POP_TOP * k            failure block: a test that failed with k values
    next case:             above the case's base jumps k POP_TOPs before it

A trailing `case _:` tests nothing: the case before it consumes the subject
and the default body starts where that case fails to.

Patterns are read by a recursive descent that mirrors the compiler's
`compiler_pattern_*` functions while simulating the stack, so rotations
(runs of SWAP, some removed again by the 3.12+ optimiser) need no
bookkeeping of their own: each value being matched is a
`_Hole`; STOREs name the holes they pop. Anything that does not fit raises,
and the lifter falls back to reading the code as ordinary statements.
"""

import ast
import os
import sys

from ..errors import DecompilationError
from ..bytecode.idioms import (
    COPIES_TOP,
    COND_JUMP,
    JUMP,
    LEAVES,
    MATCH_ITEM_FROM_BACK,
    MATCH_ITEM_FROM_FRONT,
    MATCH_LENGTH_TEST,
    NO_FALLTHROUGH,
    Idiom,
    Op,
    fits,
    match,
    same_run,
)

from . import match_nodes
from .nodes import ChainedTarget, const
from .state import Region, State

_DEBUG = bool(os.environ.get("DEPYF_DEBUG_MATCH"))

_LOADS = Idiom("load a name", "LOAD_NAME|LOAD_GLOBAL|LOAD_FAST|LOAD_DEREF|LOAD_CLASSDEREF")
_STORES = Idiom("store a name", "STORE_FAST|STORE_NAME|STORE_GLOBAL|STORE_DEREF")


class _Hole:
    """A value a pattern is matched against."""

    __slots__ = ("kind", "name", "value", "children", "star", "keys", "rest", "cls", "nargs", "kwd", "alts", "inner")

    def __init__(self):
        self.kind = None  # None: wildcard; "capture" until a STORE names it
        self.name = None
        self.value = None
        self.children = None
        self.star = None
        self.keys = None
        self.rest = None
        self.cls = None
        self.nargs = 0
        self.kwd = ()
        self.alts = None
        self.inner = None


class _OrCapture:
    """One capture of an or-pattern: the same name in every alternative."""

    __slots__ = ("holes", "kind", "name")

    def __init__(self, holes):
        self.name = None
        self.holes = holes
        self.kind = "capture"


class _Tag:
    """Other values pattern code pushes: flags, lengths, key tuples, ..."""

    __slots__ = ("what", "hole", "value")

    def __init__(self, what, hole, value=None):
        self.what = what
        self.hole = hole
        self.value = value


class _Subject:
    """The copy of the subject the cases keep below their pattern."""

    __slots__ = ()


class _Ctx:
    """A failure context: jumps out of it pop down to `base` values."""

    __slots__ = ("base", "jumps")

    def __init__(self, base):
        self.base = base
        self.jumps = []  # (target index, stack length after the jump)


class _P:
    __slots__ = ("pos", "stack", "ctx", "body_limit", "or_join", "block")

    def __init__(self, pos, stack, ctx, block=None):
        self.body_limit = None
        # (end, follow) of the block the match is read in.
        self.block = block
        # (hole, index): where the alternatives of an or-pattern jump on success.
        self.or_join = None
        self.pos = pos
        self.stack = stack
        self.ctx = ctx


def _is_copy1(ins):
    return COPIES_TOP.fits(ins)


class PatternOps:
    # ------------------------------------------------------------- triggers
    def op_COPY(self, ins, st):
        if ins.argval == 1:
            nxt = self._try_match(ins.index, st, copied=True)
            if nxt is not None:
                return nxt
        return super().op_COPY(ins, st)

    def op_MATCH_SEQUENCE(self, ins, st):
        nxt = self._try_match(ins.index, st, copied=False)
        if nxt is None:
            raise self.error("match statement not understood", ins)
        return nxt

    op_MATCH_MAPPING = op_MATCH_SEQUENCE

    def op_MATCH_CLASS(self, ins, st):
        # The class and its keyword names were already simulated as values.
        start = ins.index - 1
        if start < 0 or not fits(self.instrs[start], "LOAD_CONST"):
            raise self.error("match statement not understood", ins)
        start -= 1
        while start > 0 and fits(self.instrs[start], "LOAD_ATTR"):
            start -= 1
        if not fits(self.instrs[start], _LOADS) or len(st.stack) < 3:
            raise self.error("match statement not understood", ins)
        saved = st.stack[-2:]
        del st.stack[-2:]
        nxt = self._try_match(start, st, copied=False)
        if nxt is None:
            st.stack.extend(saved)
            raise self.error("match statement not understood", ins)
        return nxt

    def pop_special(self, st, value, ins):
        """3.10/3.11: `LOAD_CONST c; POP_TOP` is `match c: case _:` (a bare
        constant statement compiles to nothing); 3.12+ drops both."""
        if (
            self.version.WILDCARD_MATCH_KEEPS_SUBJECT
            and not self.options.pops_of_reads_dropped
            and isinstance(value, ast.Constant)
            and ins.index > 0
            and fits(self.instrs[ins.index - 1], "LOAD_CONST")
        ):
            case = match_nodes.match_case(pattern=match_nodes.MatchAs(pattern=None, name=None), guard=None, body=[ast.Pass()])
            self.emit(st, match_nodes.Match(subject=value, cases=[case]), ins)
            return True
        return super().pop_special(st, value, ins)

    # ----------------------------------------------------------- statement
    def _try_match(self, pos, st, copied):
        if (not self.version.MATCH_STATEMENTS or self.options.no_match_statements or not st.stack
                or len(st.stack) > st.base + 1 or st.pending is not None):
            return None
        subject = st.stack[-1]
        if not isinstance(subject, ast.expr) or isinstance(subject, ChainedTarget):
            return None
        try:
            return self._match(pos, st, copied)
        except (DecompilationError, IndexError, AttributeError, TypeError) as exc:
            if _DEBUG:
                import traceback

                sys.stderr.write("match at %d not read: %r\n%s" % (pos, exc, traceback.format_exc(limit=-3)))
            return None

    def _match(self, pos, st, copied):
        instrs = self.instrs
        first = pos
        base = list(st.stack[:-1])
        subject = st.stack[-1]
        cases = []
        starts = []
        while True:
            case = None
            if copied and _is_copy1(instrs[pos]):
                try:
                    with self.trial:
                        case = self._case(pos + 1, base, True, st)
                except DecompilationError:
                    case = None
            if case is None:
                case = self._case(pos, base, False, st, lone=not cases)
                cases.append(case)
                break
            cases.append(case)
            starts.append(pos)
            pos = case["landing"]
            copied = True
        if len(cases) > 1 and _bare_default(cases[-1]):
            cases = self._or_before_default(cases, starts, base, st)
        if len(cases) < 2 and not _worth_a_match(cases[0]):
            return None
        if cases[-1].get("join") is not None:
            return self._match_displaced(first, st, subject, base, cases)
        last_landing = cases[-1]["landing"]
        region = st.region
        end = self._end_by_case_jumps(cases, last_landing, st.end)
        if end is None and st.end > last_landing:
            outer = self.follow_of(st.end, region) if st.end < self.count else region.follow
            for case in cases:
                body_end = case["body_end"]
                if body_end - 1 >= case["body_start"]:
                    last = instrs[body_end - 1]
                    if fits(last, JUMP) and self.resolve(last.target.index) == outer and outer is not None and not self._case_continues(last, region, cases):
                        end = st.end
            if end == st.end and cases[-1]["refutable"]:
                self._refuse_default_leaving_past_block(end)
        if end is None and st.end > last_landing and (self._cases_fall_off_copies(cases) or self._case_test_jumps_to(cases, st.end, region.follow)):
            end = st.end
        if end is None and st.end > last_landing:
            end = self._default_before_copied_exit(cases, last_landing, st.end)
        if end is None and st.end > last_landing and self._default_case_marker(cases, last_landing, st.end):
            end = st.end
        if end is None and st.end > last_landing:
            end = self._case_test_jumps_past(cases, last_landing, st.end)
        if end is None:
            end = last_landing
        follow = self.follow_of(end, region) if end != st.end else region.follow
        if end == st.end and self._cases_jump_to(cases, end):
            # (the block's own end, not the way on after it: an except*
            # clause ends before the clearing of its name, its region going
            # on past that)
            follow = self.resolve(end)
        irrefutable = cases[-1]
        if end > last_landing and not irrefutable["refutable"] and irrefutable["body_start"] == last_landing:
            # (the code up to the end is the irrefutable last case's body:
            # no default case can follow it)
            irrefutable["body_end"] = end
        out = []
        for case in cases:
            body_end = self._before_jump_to(case["body_start"], case["body_end"], follow)
            sub = Region(body_end, follow, region.loop, region.handler_depth, region.protected)
            body, _ = self.block(case["body_start"], body_end, sub, list(base))
            out.append(match_nodes.match_case(pattern=case["pattern"], guard=case["guard"], body=body or [ast.Pass()]))
        if end > last_landing and irrefutable["body_end"] != end:
            sub = Region(end, follow, region.loop, region.handler_depth, region.protected)
            body, _ = self.block(last_landing, end, sub, list(base))
            out.append(match_nodes.match_case(pattern=match_nodes.MatchAs(pattern=None, name=None), guard=None, body=body or [ast.Pass()]))
        st.stack.pop()
        self.emit(st, match_nodes.Match(subject=subject, cases=out), instrs[first])
        return end

    def _or_before_default(self, cases, starts, base, st):
        """`cases` read one a copied case, the last an unguarded `case _`
        read from the subject's pop: CPython compiles a trailing `case _`
        of several as the default (a NOP; the pop is in the failure of the
        case before it), so the copies are an or-pattern's alternatives in
        the last case before the default (3.12+ copies a returning body
        into each alternative: `case int(n) | float(n): return n`). Read
        the last case from the earliest copy that reads so."""
        for k, pos in enumerate(starts):
            try:
                with self.trial:
                    case = self._case(pos, base, False, st)
                    if case["landing"] == cases[-1]["landing"]:
                        return cases[:k] + [case]
            except DecompilationError:
                pass
        raise self.error("a copied case before the subject's pop", self.instrs[starts[-1]])

    def _end_by_case_jumps(self, cases, landing, block_end):
        """Where the match ends by the ways its case bodies go on: the
        furthest forward jump ending one past the last landing, inside the
        block (`_first_of_exit_copies`, `_end_past_cold_clauses` refine
        it), or the landing itself (`_cases_go_on_at`); None where they
        do not tell."""
        instrs = self.instrs
        end = None
        for case in cases:
            body_end = case["body_end"]
            if body_end - 1 >= case["body_start"]:
                last = instrs[body_end - 1]
                if fits(last, JUMP) and last.target.index > last.index:
                    t = last.target.index
                    if landing < t <= block_end:
                        end = t if end is None else max(end, t)
        end = self._first_of_exit_copies(cases, landing, block_end, end)
        end = self._end_past_cold_clauses(cases, landing, block_end, end)
        if end is None and self._cases_go_on_at(cases, landing):
            end = landing
        return end

    def _refuse_default_leaving_past_block(self, end):
        """The case bodies jump to the way on after the block (`outer`),
        and the default case's body falls off at the block's end into code
        that leaves (3.13: an except clause's exit copied onto each case
        body's jump round the loop, and the one the default body falls into
        a `return`): read, the jumps are the match's way on and the return
        the code after it, which every case then ran (hunt 3.13 seed 309
        #974, match_310.py::case_h23_seed309_*). Refused."""
        instrs = self.instrs
        if end >= self.count or fits(instrs[end - 1], NO_FALLTHROUGH):
            return
        k = end
        while k < self.count and not fits(instrs[k], NO_FALLTHROUGH):
            k += 1
        if k < self.count and fits(instrs[k], LEAVES):
            raise DecompilationError("case bodies going on round the loop while the default case's falls into a return read as the code after the match", self.qualname)

    def _case_continues(self, last, region, cases):
        """Whether the jump `last` ending a case body is a written
        `continue`: straight back to the head of the while loop around,
        outside any handler. A body falling off a match that ends a while
        loop's body jumps forward to the loop's own jump back (not
        threaded, 3.10+), so this one tells nothing of where the match
        ends. (A for loop's may be threaded to its head, 3.12+: fuzz seed
        1 #224, seed 3 #983; it is read as a continue only where the last
        case is a capture starting at the last landing, whose body and the
        code after the match read alike: `case x if x == 5: return`, its
        guard failing to the head, the rest read after the match.)"""
        loop = region.loop
        if loop is None or region.handler_depth != 0 or last.target.index > last.index:
            return False
        if fits(self.instrs[loop.head], "FOR_ITER") and not (
                not cases[-1]["refutable"] and cases[-1]["body_start"] == cases[-1]["landing"]):
            return False
        return self.resolve(last.target.index) == loop.continue_to

    def _cases_go_on_at(self, cases, landing):
        """Whether a case body goes on at the last landing: falls into it
        (the last case's, `case 2: pass`) or ends in a jump forward to it
        (`case [p] if p: pass` before a dropped `case _: pass`, the
        guard's failure landing there too). Only the code after the match
        is reached so: a default case's body starts where the patterns'
        failures land, and a body reaching it would run it. The code past
        the landing is then the code after the match, though another case
        goes on where that code goes (a `continue` ending it)."""
        instrs = self.instrs
        last_case = cases[-1]
        if last_case["body_end"] == landing and (last_case["refutable"] or last_case["guard"] is not None):
            # (an irrefutable last case without a guard has no landing of
            # its own: its body runs on, the landing set where it starts)
            if last_case["body_start"] == landing or not fits(instrs[landing - 1], NO_FALLTHROUGH):
                return True
        for case in cases:
            start, end = case["body_start"], case["body_end"]
            last = instrs[end - 1] if end > start else None
            if last is not None and fits(last, JUMP) and last.target.index == landing:
                return True
        return False

    def _default_case_marker(self, cases, landing, end):
        """Whether the code from the last landing on begins at the line
        marker of a `case _:` (its NOP, dropped: `after_marker`, on a line
        after the last case's and before the code's own), where no case
        body goes on to code after the match (each leaves, or ends in a
        copy of the exit, 3.10): that code is the default case's body,
        up to the block's end. (3.12+ lay cold code out last: not read so
        there.)"""
        if self.version.COLD_CODE_AT_END:
            return False
        instrs = self.instrs
        ins = instrs[landing]
        marker = ins.after_marker
        before = instrs[landing - 1].lineno
        if not (cases[-1]["refutable"] and marker is not None and marker < (ins.lineno or 0) and (before is None or before < marker)):
            return False
        # (only straight code: a default body of branches would need its
        # ends' copies of the exit read as the function's are)
        if any(fits(instrs[k], COND_JUMP) or fits(instrs[k], JUMP) for k in range(landing, end - 1)):
            return False
        # (a body falling on, `case 2: pass`, leaves its own marker there)
        ends = [instrs[c["body_end"] - 1] if c["body_end"] > c["body_start"] else None for c in cases]
        return all(last is not None and fits(last, NO_FALLTHROUGH) and not (fits(last, JUMP) and landing <= last.target.index) for last in ends)

    def _before_jump_to(self, start, end, follow):
        """Where the case body [start, end) ends without its last jump
        when that only goes on where the match does (`follow`), as an
        if's body ends before its jump over the else: a loop ending the
        body then sees its exit threaded through that jump (3.12+); `end`
        otherwise."""
        last = end - 1
        if follow is None or last <= start or not fits(self.instrs[last], JUMP) or last in self.flow.jump_sources:
            return end
        return last if self.resolve(self.instrs[last].target.index) == self.resolve(follow) else end

    def _end_past_cold_clauses(self, cases, landing, block_end, end):
        """3.12+: where the match ends when a try statement in a case body
        goes on, from its clauses laid out past the handlers (with the rest
        of the case body there: TryStar's and TryExcept's tail), to code in
        the block past the last landing: the code after the match (the
        furthest such place), or `end`."""
        if not self.version.COLD_CODE_AT_END:
            return end
        instrs = self.instrs
        for case in cases:
            for k in self.moved_handler_code(case["body_start"], case["body_end"]):
                t = instrs[k].target.index
                if fits(instrs[k], JUMP) and landing < t <= block_end and (end is None or t > end):
                    end = t
        return end

    def _cases_jump_to(self, cases, target):
        """Whether a case body ends in a jump to `target` itself."""
        instrs = self.instrs
        return any(c["body_end"] > c["body_start"] and fits(instrs[c["body_end"] - 1], JUMP) and instrs[c["body_end"] - 1].target.index == target for c in cases)

    def _first_of_exit_copies(self, cases, landing, block_end, end):
        """3.10: where the match ends when its case bodies jump forward to
        copies of one exit block (an except clause's way out, `POP_EXCEPT;
        return a`, copied to each jump to it, each copy on the line of its
        jump), laid out after the default case: the first copy, where the
        match's code ends. `end` (the furthest such jump) otherwise."""
        if end is None or not self.version.COPIES_EXITS:
            return end
        instrs = self.instrs
        targets = sorted({instrs[c["body_end"] - 1].target.index for c in cases if c["body_end"] > c["body_start"] and fits(instrs[c["body_end"] - 1], JUMP) and landing < instrs[c["body_end"] - 1].target.index <= block_end})
        first = targets[0]
        last = next((k for k in range(first, block_end) if fits(instrs[k], NO_FALLTHROUGH)), None)
        if len(targets) < 2 or last is None or not fits(instrs[last], LEAVES) or not fits(instrs[first - 1], LEAVES):
            return end
        size = last + 1 - first
        if all(same_run(instrs, t, first, size) for t in targets[1:]):
            return first
        return end

    def _case_test_jumps_to(self, cases, block_end, follow):
        """Whether a conditional jump in a case body goes to the
        block's end or to a copy of its way on (`follow`, a `return None`
        the compiler copied to the jump), past the code from the last
        landing on: an assert's or an if's way on when the body's other
        ways leave (`case [p] if p: assert a` in a try body). That code is
        then the default case, which the jump skips, not code after the
        match."""
        if block_end >= self.count:
            return False
        for case in cases:
            for k in range(case["body_start"], case["body_end"]):
                ins = self.instrs[k]
                if fits(ins, COND_JUMP) and (ins.target.index == block_end or (ins.target.index > block_end and self.copied_exit(ins.target.index, follow))):
                    return True
        return False

    def _case_test_jumps_past(self, cases, landing, block_end):
        """Where the match ends when the conditional jumps in case bodies
        that leave them forward all go to one place past the last
        landing, inside the block: its own end (3.12+: the block's end is
        past the cold code, so `_case_test_jumps_to` cannot see it). A
        finally body's normal copy ending a case body, `assert a, b`, jumps
        straight to the code after the match (the default case's body lies
        in between, which a body falling off would run); None otherwise."""
        instrs = self.instrs
        targets = set()
        for case in cases:
            for k in range(case["body_start"], case["body_end"]):
                ins = instrs[k]
                if fits(ins, COND_JUMP) and ins.target.index >= case["body_end"] and not self._ends_in_copy_of(case, ins.target.index):
                    targets.add(ins.target.index)
        if len(targets) != 1:
            return None
        target = targets.pop()
        return target if landing < target <= block_end else None

    def _ends_in_copy_of(self, case, at):
        """Whether the case body ends in a copy of the exit block at `at`
        (`if b: g(5)` then the copied `raise e` the test's jump reaches
        too: read so, that body leaves as the code after the match does)."""
        size = self._terminal_size(at)
        copy = case["body_end"] - size
        return size > 0 and copy >= case["body_start"] and self._exit_copy_size(copy, at) == size

    def _cases_fall_off_copies(self, cases):
        """3.10: whether every case body ends in a copy of the code after
        the statement that the match ends (an except clause's or a try
        body's: TryExcept.settle_clause_exit_copies, read_nested_closing_ends),
        its jump to the match's end become that copy: the code from the
        last landing on is then the default case, not code after the match."""
        facts = self.facts
        for case in cases:
            start, end = case["body_start"], case["body_end"]
            if end <= start or not any(facts.handler_tail_actions.get(k) == (end, False) or facts.closing_tails.get(k) == end for k in range(start, end)):
                return False
        return True

    def _default_before_copied_exit(self, cases, landing, end):
        """3.10+: where the match ends when every case body ends in a copy
        of the short exit block the block ends with (`return r`, copied to
        each jump to the code after the match), or falls into at `end`
        after leaving code (an except clause's POP_EXCEPT, copied with
        it), the code from the last landing up to that leaving being the
        default case's body: the copies keep the line of the code after
        it. The case bodies then end before their copies; None otherwise."""
        instrs = self.instrs
        bodies = [c for c in cases if c["body_end"] > c["body_start"]]
        if not bodies or not cases[-1]["refutable"]:
            return None  # (an irrefutable last case runs on into what follows)
        first_line = instrs[landing].lineno or 0
        after = self._terminal_size(end) if end < self.count and not fits(instrs[end - 1], LEAVES) else 0
        if after:
            # (the leaving code: what unwinds the statements around)
            starts = [end]
            while starts[-1] - 1 > landing and fits(instrs[starts[-1] - 1], _UNWINDS):
                starts.append(starts[-1] - 1)
        else:
            # (the longest block first: one ending in a return holds its value)
            starts = [k for k in range(landing + 1, end - 1) if self._terminal_size(k) == end - k]
        for exit_start in reversed(starts) if after else starts:
            leaving = end - exit_start if after else 0
            terminal = end if after else exit_start
            size = leaving + (after or end - exit_start)
            if (instrs[terminal].lineno or 0) <= first_line:
                continue
            copies = [c for c in bodies if self._ends_in_exit_copy(c, leaving, exit_start, terminal, size)]
            if copies and all(c in copies or self._leaves_on_its_own(c) for c in bodies):
                # (a case body that returns or raises itself, `case 1:
                # return a`, jumps to no copy of the exit)
                for c in copies:
                    c["body_end"] -= size
                return exit_start
        return None

    def _leaves_on_its_own(self, case):
        """Whether the case body ends in a return or raise of its own (no
        jump on to the code after the match)."""
        return fits(self.instrs[case["body_end"] - 1], LEAVES)

    def _ends_in_exit_copy(self, case, leaving, exit_start, terminal, size):
        """Whether the case body ends in `size` instructions: a copy (lines
        aside) of the `leaving` ones at exit_start, then one of the exit
        block at `terminal`, with its line."""
        at = case["body_end"] - size
        if at < case["body_start"] or not same_run(self.instrs, at, exit_start, leaving):
            return False
        copy = at + leaving
        return self._exit_copy_size(copy, terminal) == size - leaving and self.instrs[copy].lineno == self.instrs[terminal].lineno

    def _match_displaced(self, first, st, subject, base, cases):
        """The last case's body lies after the default body (see `_case`):

            case k-1 ...; JUMP end          (bodies of the earlier cases)
            landing: <default body>; JUMP end   (or it returns)
            join:    <stores, guard> <last case's body>
            end:

        Without a `case _` the default region is just `JUMP end`."""
        instrs = self.instrs
        last = cases[-1]
        landing, join, start = last["landing"], last["join"], last["body_start"]
        targets = []
        for case in cases[:-1]:
            k = case["body_end"] - 1
            if k >= case["body_start"] and fits(instrs[k], JUMP) and instrs[k].target.index > instrs[k].index:
                targets.append(instrs[k].target.index)
        tail = instrs[join - 1] if join > landing else None
        if tail is not None and fits(tail, JUMP) and tail.target.index > tail.index:
            targets.append(tail.target.index)
        inside = [t for t in targets if landing < t <= st.end]
        if any(t < start for t in inside) or len(set(inside)) > 1:
            raise self.error("match with its last case after the default not understood", instrs[first])
        end = inside[0] if inside else st.end
        if end < start:
            raise self.error("match with its last case after the default not understood", instrs[first])
        region = st.region
        follow = self.follow_of(end, region) if end != st.end else region.follow
        out = []
        for case in cases:
            case_end = end if case is last else case["body_end"]
            sub = Region(case_end, follow, region.loop, region.handler_depth, region.protected)
            body, _ = self.block(case["body_start"], case_end, sub, list(base))
            out.append(match_nodes.match_case(pattern=case["pattern"], guard=case["guard"], body=body or [ast.Pass()]))
        only_jump = join - landing == 1 and fits(tail, JUMP) and tail.target.index == end
        if join > landing and not only_jump:
            sub = Region(join, follow, region.loop, region.handler_depth, region.protected)
            body, _ = self.block(landing, join, sub, list(base))
            out.append(match_nodes.match_case(pattern=match_nodes.MatchAs(pattern=None, name=None), guard=None, body=body or [ast.Pass()]))
        elif join == landing:
            raise self.error("match with its last case after the default not understood", instrs[first])
        st.stack.pop()
        self.emit(st, match_nodes.Match(subject=subject, cases=out), instrs[first])
        return end

    def _case(self, pos, base, copied, st, lone=False):
        """`lone`: the first case read is the last (its subject not
        copied): a case only its guard can fail (no failure jump of its
        pattern, no or-pattern joining after it) is then no match
        (`_worth_a_match`), refused before its guard is scanned: after
        `a = b = v` that scan reads the next statement, and a `COPY 1` in
        it tries a match again, down the function."""
        instrs = self.instrs
        hole = _Hole()
        stack = list(base) + ([_Subject()] if copied else []) + [hole]
        ctx = _Ctx(len(stack) - 1)
        p = _P(pos, stack, ctx, (st.end, st.region.follow))
        self._pattern(p, hole)
        # Captures are stored once the whole pattern matched.
        while len(p.stack) > ctx.base and fits(instrs[p.pos], _STORES):
            ins = instrs[p.pos]
            value = p.stack.pop()
            self._name_capture(value, ins)
            p.pos += 1
        if len(p.stack) != ctx.base:
            raise self.error("pattern leaves values behind", instrs[p.pos])
        landing = self._landing(ctx, instrs[p.pos])
        by_pattern = landing is not None
        if lone and not by_pattern and (p.or_join is None or p.or_join[0] is not hole):
            raise self.error("a lone case only its guard can fail is no match", instrs[p.pos])
        guard = None
        after = p.pos
        if copied or landing is not None or True:
            found = self._guard(p.pos, p.stack, landing, st)
            if found is not None:
                guard, after, landing = found
        if copied:
            if not fits(instrs[after], "POP_TOP"):
                raise self.error("case does not pop its subject", instrs[after])
            after += 1
            if landing is None:
                raise self.error("an irrefutable case before others", instrs[after])
        pattern = self._build(hole)
        if landing is None:
            # An irrefutable last case: its body runs on into what follows.
            return {"pattern": pattern, "guard": guard, "body_start": after, "body_end": after, "landing": after, "refutable": False}
        starts = [t for t, _ in ctx.jumps]
        body_end = min(starts) if starts else landing
        body_end = min(body_end, landing)
        if p.body_limit is not None:
            body_end = min(body_end, p.body_limit)
        if body_end < after:
            join = p.or_join[1] if p.or_join is not None and p.or_join[0] is hole else None
            if copied or join is None or not landing <= join <= after:
                raise self.error("case body not found", instrs[after])
            # The last case is an or-pattern: CPython may put the code its
            # alternatives join at (stores, guard, body) after the default
            # body, which runs from the landing up to the join.
            return {"pattern": pattern, "guard": guard, "body_start": after, "body_end": None, "landing": landing, "refutable": True, "join": join}
        return {"pattern": pattern, "guard": guard, "body_start": after, "body_end": body_end, "landing": landing, "refutable": by_pattern or (guard is None and self.version.LONE_IRREFUTABLE_CASE_IS_MATCH)}

    def _landing(self, ctx, ins):
        """Where the failure jumps of `ctx` arrive after their POP_TOPs."""
        landing = None
        instrs = self.instrs
        for target, depth in ctx.jumps:
            pops = depth - ctx.base
            if pops < 0:
                raise self.error("pattern failure pops too much", ins)
            for k in range(pops):
                if not fits(instrs[target + k], "POP_TOP"):
                    raise self.error("pattern failure block not understood", instrs[target + k])
            if landing is None:
                landing = target + pops
            elif landing != target + pops:
                raise self.error("pattern failures land in different places", ins)
        return landing

    def _guard(self, pos, stack, landing, st):
        instrs = self.instrs
        if fits(instrs[pos], "POP_TOP") and len(stack) > st.base and isinstance(stack[-1], _Subject):
            return None
        scanned = self.scan_segment(pos, st.region, stack)
        if scanned is None:
            return None
        stk, j = scanned
        if len(stk) != len(stack) + 1:
            return None
        trial = State(list(stk), st.region, pos, st.end)
        segs, fall = self.collect_chain(instrs[j], trial)
        self._chain_fall = fall
        starts = {s.start for s in segs[1:]}
        exits = {s.target for s in segs} - starts
        exits.discard(fall)
        if len(exits) != 1:
            return None
        false_to = exits.pop()
        # (the last case, 3.10: its guard may jump to one copy of the short
        # block ending the function, its pattern's failures to another
        # after their POP_TOPs)
        if landing is not None and false_to != landing and not self._same_exit(false_to, landing):
            return None
        if false_to < fall:
            return None
        tail = self.loop_tails.get(fall)
        if tail is not None and fits(instrs[tail], COND_JUMP):
            # (the top test of a while loop starting the body, its exit
            # the match's end: the loop goes round after it, to the body
            # its bottom test repeats, 3.10+; no guard)
            return None
        test = self.recover(segs, 0, len(segs), fall, false_to)
        if test is None:
            return None
        return test, fall, false_to if landing is None else landing

    def _name_capture(self, value, ins):
        if not isinstance(value, (_Hole, _OrCapture)) or value.kind not in ("capture", "as"):
            raise self.error("store of a value that is not a capture", ins)
        if fits(ins, "STORE_GLOBAL"):
            self.globals_declared.add(ins.argval)
        elif fits(ins, "STORE_DEREF") and ins.argval in self.code.co_freevars:
            self.nonlocals_declared.add(ins.argval)
        _set_name(value, ins.argval)

    # ------------------------------------------------------------ patterns
    def _fail(self, p, ins):
        p.ctx.jumps.append((ins.target.index, len(p.stack)))

    def _expect(self, p, *names):
        ins = self.instrs[p.pos]
        if not fits(ins, "|".join(names)):
            raise self.error("unexpected instruction in a pattern", ins)
        p.pos += 1
        return ins

    def _drain_stores(self, p, keep=None):
        """Stores the 3.11+ optimiser moved before the rest of the pattern."""
        instrs = self.instrs
        while (
            p.stack
            and p.stack[-1] is not keep
            and fits(instrs[p.pos], _STORES)
            and isinstance(p.stack[-1], (_Hole, _OrCapture))
            and p.stack[-1].kind in ("capture", "as")
            and p.stack[-1].name is None
        ):
            self._name_capture(p.stack.pop(), instrs[p.pos])
            p.pos += 1

    def _top(self, p, value):
        self._drain_stores(p, value)
        if not p.stack or p.stack[-1] is not value:
            raise self.error("pattern value is not on top of the stack", self.instrs[p.pos])

    def _pattern(self, p, hole):
        """Read the pattern that consumes (or captures) `hole`."""
        instrs = self.instrs
        ins = instrs[p.pos]
        if _is_copy1(ins):
            self._top(p, hole)
            return self._copied(p, hole)
        if fits(ins, "POP_TOP") and p.stack and p.stack[-1] is hole:
            p.stack.pop()
            p.pos += 1
            return
        if fits(ins, "MATCH_SEQUENCE"):
            self._top(p, hole)
            return self._sequence(p, hole)
        if fits(ins, "MATCH_MAPPING"):
            self._top(p, hole)
            return self._mapping(p, hole)
        if fits(ins, "POP_JUMP_IF_NOT_NONE"):
            self._top(p, hole)
            p.stack.pop()
            self._fail(p, ins)
            p.pos += 1
            hole.kind = "singleton"
            hole.value = None
            return
        if fits(ins, "LOAD_CONST") and p.stack and p.stack[-1] is hole:
            nxt = instrs[p.pos + 1]
            if fits(nxt, "IS_OP 0") and (ins.argval is None or ins.argval is True or ins.argval is False):
                jump = instrs[p.pos + 2]
                if not fits(jump, "POP_JUMP_IF_FALSE"):
                    raise self.error("singleton pattern not understood", jump)
                p.stack.pop()
                self._fail(p, jump)
                p.pos += 3
                hole.kind = "singleton"
                hole.value = ins.argval
                return
            if fits(nxt, 'COMPARE_OP "=="'):
                return self._value(p, hole, const(ins.argval), p.pos + 1)
            raise self.error("literal pattern not understood", ins)
        if fits(ins, _LOADS) and p.stack and p.stack[-1] is hole:
            expr = ast.Name(id=ins.argval, ctx=ast.Load())
            k = p.pos + 1
            while fits(instrs[k], "LOAD_ATTR"):
                expr = ast.Attribute(value=expr, attr=instrs[k].argval, ctx=ast.Load())
                k += 1
            nxt = instrs[k]
            if fits(nxt, 'COMPARE_OP "=="') and k > p.pos + 1:
                return self._value(p, hole, expr, k)
            if fits(nxt, "LOAD_CONST") and isinstance(nxt.argval, tuple) and fits(instrs[k + 1], "MATCH_CLASS"):
                return self._class(p, hole, expr, nxt.argval, instrs[k + 1])
        # Anything else: a capture, perhaps rotated below the values that
        # later sub-patterns still need.
        self._rotations(p)
        hole.kind = "capture"

    def _rotations(self, p):
        instrs = self.instrs
        s = p.stack
        while fits(instrs[p.pos], "SWAP"):
            ins = instrs[p.pos]
            n = ins.argval
            if len(s) < n:
                raise self.error("stack underflow in a pattern", ins)
            s[-1], s[-n] = s[-n], s[-1]
            p.pos += 1

    def _value(self, p, hole, expr, cmp_index):
        jump = self.instrs[cmp_index + 1]
        if not fits(jump, "POP_JUMP_IF_FALSE"):
            raise self.error("value pattern not understood", jump)
        p.stack.pop()
        back = self._failing_back(p, jump)
        if back is not None:
            p.ctx.jumps.append((back, len(p.stack)))
        else:
            self._fail(p, jump)
        p.pos = cmp_index + 2
        hole.kind = "value"
        hole.value = expr

    def _failing_back(self, p, jump):
        """3.12+: a value pattern whose failure goes back to the head of
        the loop the match ends (the last case's, nothing after the match
        in the loop's body; its test inverted over the jump back, folded
        into one jump by normalisation): the match's block end, where the
        failure goes on; None otherwise."""
        if p.block is None or jump.target.index > jump.index:
            return None
        end, follow = p.block
        if follow is None or self.resolve(jump.target.index) != follow:
            return None
        return end

    def _alternative(self, p, outer):
        """Read one pattern (an or-alternative) in a fresh capture context,
        then return to `outer`: (its hole, its context)."""
        ctx = _Ctx(len(p.stack))
        hole = _Hole()
        p.stack.append(hole)
        p.ctx = ctx
        try:
            self._pattern(p, hole)
        finally:
            p.ctx = outer
        return hole, ctx

    def _copied(self, p, hole):
        """COPY 1 of the value being matched: an or-pattern or `p as name`."""
        instrs = self.instrs
        p.pos += 1
        outer = p.ctx
        first, ctx = self._alternative(p, outer)
        ins = instrs[p.pos]
        if not (fits(ins, JUMP) and ins.target.index > ins.index):
            inlined = self._inlined_or(p, hole, first, ctx, outer)
            if inlined:
                return
            # `pattern as name`: the copy's failures are the pattern's own.
            outer.jumps.extend(ctx.jumps)
            hole.kind = "as"
            hole.inner = first
            self._top(p, hole)
            self._rotations(p)
            return
        # An or-pattern: alternatives each jump to `end` on success.
        end = ins.target.index
        p.or_join = (hole, end)
        base = list(p.stack[: ctx.base])
        alts = [first]
        captures = [p.stack[ctx.base :]]
        p.pos += 1
        while True:
            landing = self._landing(ctx, ins)
            if landing is None:
                landing = p.pos
            for k in range(p.pos, landing):
                if not fits(instrs[k], "POP_TOP"):
                    raise self.error("or-pattern failure block not understood", instrs[k])
            p.pos = landing
            p.stack = list(base)
            if landing == end:
                break
            ins = instrs[p.pos]
            if _is_copy1(ins):
                p.pos += 1
                alt, ctx = self._alternative(p, outer)
                jump = instrs[p.pos]
                if not (fits(jump, JUMP) and jump.target.index == end):
                    raise self.error("or-pattern alternative not understood", jump)
                alts.append(alt)
                captures.append(p.stack[ctx.base :])
                p.pos += 1
                ins = jump
                continue
            if fits(ins, "POP_TOP"):
                self._or_exit(p, p.pos)
                p.pos = end
                break
            raise self.error("or-pattern not understood", ins)
        if len(alts) < 2 or any(len(c) != len(captures[0]) for c in captures):
            raise self.error("or-pattern alternatives bind different names", ins)
        self._close_or(p, hole, base, alts, captures)

    def _close_or(self, p, hole, base, alts, captures):
        """The or-pattern `hole` read, its alternatives `alts` binding the
        same names (`captures`, each alternative's in order): one capture
        a name over the stack `base`, then the subject's copy popped."""
        p.stack = list(base) + [_OrCapture([c[j] for c in captures]) for j in range(len(captures[0]))]
        hole.kind = "or"
        hole.alts = alts
        self._rotations(p)
        self._top(p, hole)
        self._expect(p, "POP_TOP")
        p.stack.pop()

    def _or_exit(self, p, at):
        """`POP_TOP; JUMP fail` after the last alternative (the jump is gone
        when the failure lands right after it)."""
        p.stack.pop()
        jump = self.instrs[at + 1]
        if fits(jump, JUMP) and jump.target.index > at:
            p.ctx.jumps.append((jump.target.index, len(p.stack)))
        else:
            p.ctx.jumps.append((at + 1, len(p.stack)))

    def _inlined_or(self, p, hole, first, ctx, outer):
        """3.12+: an or-pattern whose `JUMP end` was replaced by a copy of
        the code at `end` (the rest of the case up to its return)."""
        instrs = self.instrs
        if not ctx.jumps:
            return False
        tail_start = p.pos
        fail_start = min(t for t, _ in ctx.jumps)
        if fail_start <= tail_start:
            return False
        size = fail_start - tail_start
        saved = (p.pos, list(p.stack))
        base = list(p.stack[: ctx.base])
        alts = [first]
        captures = [p.stack[ctx.base :]]
        try:
            with self.trial:
                while True:
                    landing = self._landing(ctx, instrs[fail_start])
                    for k in range(fail_start, landing):
                        if not fits(instrs[k], "POP_TOP"):
                            raise self.error("or-pattern failure block not understood", instrs[k])
                    p.pos = landing
                    p.stack = list(base)
                    ins = instrs[landing]
                    if fits(ins, "POP_TOP"):
                        self._or_exit(p, landing)
                        break
                    if not _is_copy1(ins):
                        raise self.error("or-pattern not understood", ins)
                    p.pos += 1
                    alt, ctx = self._alternative(p, outer)
                    if not ctx.jumps and alt is not None:
                        raise self.error("or-pattern alternative not understood", instrs[p.pos])
                    fail_start = min(t for t, _ in ctx.jumps)
                    if fail_start - p.pos != size or not same_run(instrs, tail_start, p.pos, size):
                        raise self.error("or-pattern copies differ", instrs[p.pos])
                    alts.append(alt)
                    captures.append(p.stack[ctx.base :])
        except DecompilationError:
            p.pos, p.stack = saved
            return False
        if len(alts) < 2 or any(len(c) != len(captures[0]) for c in captures):
            p.pos, p.stack = saved
            return False
        p.pos = tail_start
        p.body_limit = tail_start + size if p.body_limit is None else min(p.body_limit, tail_start + size)
        self._close_or(p, hole, base, alts, captures)
        return True

    def _check_len(self, p, hole):
        """GET_LEN; LOAD_CONST n; COMPARE_OP; POP_JUMP_IF_FALSE: (op, n) or None."""
        instrs = self.instrs
        if not fits(instrs[p.pos], "GET_LEN"):
            return None
        if not match(instrs, p.pos, MATCH_LENGTH_TEST):
            raise self.error("length check not understood", instrs[p.pos])
        n, cmp_, jump = instrs[p.pos + 1], instrs[p.pos + 2], instrs[p.pos + 3]
        self._fail(p, jump)
        p.pos += 4
        return cmp_.argval, n.argval

    def _sequence(self, p, hole):
        instrs = self.instrs
        p.pos += 1
        jump = self._expect(p, "POP_JUMP_IF_FALSE")
        self._fail(p, jump)
        length = self._check_len(p, hole)
        hole.kind = "seq"
        ins = instrs[p.pos]
        if length is None:
            size, star = 1, 0
        elif length[0] == "==":
            size, star = length[1], None
        else:
            size, star = length[1] + 1, length[1]
        if fits(ins, "POP_TOP"):
            # Only wildcards.
            p.stack.pop()
            p.pos += 1
            hole.children = [_Hole() for _ in range(size)]
            hole.star = star
            return
        if fits(ins, "UNPACK_SEQUENCE"):
            if star is not None or ins.argval != size:
                raise self.error("sequence pattern not understood", ins)
            p.pos += 1
            self._unpacked(p, hole, size)
            return
        if fits(ins, "UNPACK_EX"):
            before, after = ins.argval & 0xFF, ins.argval >> 8
            if star is None or before + 1 + after != size:
                raise self.error("sequence pattern not understood", ins)
            p.pos += 1
            hole.star = before
            self._unpacked(p, hole, size)
            return
        if star is None or not _is_copy1(ins):
            raise self.error("sequence pattern not understood", ins)
        # `[a, *_, b]`: items taken by index; the star is a wildcard.
        children = [_Hole() for _ in range(size)]
        last_front = -1
        first_back = size
        while _is_copy1(instrs[p.pos]) and p.stack[-1] is hole:
            k = p.pos + 1
            if match(instrs, k, MATCH_ITEM_FROM_FRONT):
                index = instrs[k].argval
                p.pos = k + 2
                if not isinstance(index, int) or not 0 <= index < size or index < last_front:
                    raise self.error("sequence pattern index not understood", instrs[k])
                last_front = index
            elif match(instrs, k, MATCH_ITEM_FROM_BACK):
                index = size - instrs[k + 1].argval
                p.pos = k + 4
                if not 0 <= index < size:
                    raise self.error("sequence pattern index not understood", instrs[k])
                first_back = min(first_back, index)
            else:
                raise self.error("sequence pattern not understood", instrs[k])
            child = children[index]
            p.stack.append(child)
            self._pattern(p, child)
        if last_front >= first_back:
            raise self.error("sequence pattern not understood", instrs[p.pos])
        star = last_front + 1
        del children[star]
        children.insert(star, _Hole())
        hole.children = children
        hole.star = star
        self._top(p, hole)
        self._expect(p, "POP_TOP")
        p.stack.pop()

    def _unpacked(self, p, hole, size):
        p.stack.pop()
        children = [_Hole() for _ in range(size)]
        p.stack.extend(reversed(children))
        hole.children = children
        for child in children:
            self._pattern(p, child)

    def _indexed(self, p, container, count):
        """3.10: sub-patterns of a tuple of values, each taken by COPY 1; LOAD_CONST i; BINARY_SUBSCR."""
        instrs = self.instrs
        children = [_Hole() for _ in range(count)]
        last = -1
        while _is_copy1(instrs[p.pos]) and p.stack[-1] is container:
            k = p.pos + 1
            if not match(instrs, k, MATCH_ITEM_FROM_FRONT):
                break
            index = instrs[k].argval
            if not isinstance(index, int) or not last < index < count:
                raise self.error("sub-pattern index not understood", instrs[k])
            last = index
            p.pos = k + 2
            p.stack.append(children[index])
            self._pattern(p, children[index])
        self._top(p, container)
        self._expect(p, "POP_TOP")
        p.stack.pop()
        return children

    def _values(self, p, container, count):
        """The tuple of values MATCH_CLASS/MATCH_KEYS pushed, matched item by item."""
        instrs = self.instrs
        self._top(p, container)
        if fits(instrs[p.pos], "UNPACK_SEQUENCE"):
            if instrs[p.pos].argval != count:
                raise self.error("sub-pattern count not understood", instrs[p.pos])
            p.pos += 1
            p.stack.pop()
            children = [_Hole() for _ in range(count)]
            p.stack.extend(reversed(children))
            for child in children:
                self._pattern(p, child)
            return children
        return self._indexed(p, container, count)

    def _none_check(self, p):
        """The failure test after MATCH_CLASS/MATCH_KEYS."""
        instrs = self.instrs
        ins = instrs[p.pos]
        if not self.version.MATCH_RESULT_TESTED_FOR_NONE:
            self._expect(p, "POP_JUMP_IF_FALSE")
            self._fail(p, ins)
            return
        if not (_is_copy1(ins) and fits(instrs[p.pos + 1], "POP_JUMP_IF_NONE")):
            raise self.error("pattern test not understood", ins)
        self._fail(p, instrs[p.pos + 1])
        p.pos += 2

    def _class(self, p, hole, cls, names, match):
        p.pos = match.index + 1
        nargs = match.argval
        p.stack.pop()
        attrs = _Tag("attrs", hole)
        p.stack.append(attrs)
        self._none_check(p)
        children = self._values(p, attrs, nargs + len(names))
        hole.kind = "class"
        hole.cls = cls
        hole.nargs = nargs
        hole.kwd = names
        hole.children = children

    def _mapping(self, p, hole):
        instrs = self.instrs
        p.pos += 1
        jump = self._expect(p, "POP_JUMP_IF_FALSE")
        self._fail(p, jump)
        hole.kind = "map"
        hole.keys = []
        hole.children = []
        if fits(instrs[p.pos], "POP_TOP"):
            p.stack.pop()
            p.pos += 1
            return
        length = self._check_len(p, hole)
        # The keys: one constant tuple, or loads and BUILD_TUPLE.
        k = p.pos
        while not fits(instrs[k], "MATCH_KEYS"):
            if not fits(instrs[k], "LOAD_CONST|LOAD_ATTR|BUILD_TUPLE") and not fits(instrs[k], _LOADS):
                raise self.error("mapping pattern keys not understood", instrs[k])
            k += 1
        stmts, out = self.block(p.pos, k, Region(k, None), [])
        if stmts or len(out) != 1:
            raise self.error("mapping pattern keys not understood", instrs[k])
        keys = out[0]
        if isinstance(keys, ast.Constant) and isinstance(keys.value, tuple):
            keys = [const(v) for v in keys.value]
        elif isinstance(keys, ast.Tuple):
            keys = list(keys.elts)
        else:
            raise self.error("mapping pattern keys not understood", instrs[k])
        if (length is None) != (not keys) or (length is not None and (length[0] != ">=" or length[1] != len(keys))):
            raise self.error("mapping pattern length check not understood", instrs[k])
        p.pos = k + 1
        keys_tag = _Tag("keys", hole)
        values = _Tag("values", hole)
        p.stack.append(keys_tag)
        p.stack.append(values)
        if not self.version.MATCH_RESULT_TESTED_FOR_NONE:
            self._expect(p, "POP_JUMP_IF_FALSE")
            self._fail(p, instrs[p.pos - 1])
        else:
            self._none_check(p)
        hole.keys = keys
        hole.children = self._values(p, values, len(keys))
        # Now [subject, keys]: pop both, or build the rest dict.
        while True:
            self._drain_stores(p)
            ins = instrs[p.pos]
            if fits(ins, "POP_TOP") and p.stack and p.stack[-1] in (keys_tag, hole):
                popped = p.stack.pop()
                p.pos += 1
                if popped is hole:
                    return
                continue
            if fits(ins, "COPY_DICT_WITHOUT_KEYS") and p.stack[-1] is keys_tag and p.stack[-2] is hole:
                rest = _Hole()
                p.stack[-1] = rest
                p.pos += 1
                hole.rest = rest
                self._pattern(p, rest)
                continue
            if fits(ins, "BUILD_MAP 0") and p.stack[-1] is keys_tag and p.stack[-2] is hole:
                n = len(keys)
                k = p.pos
                shape = ["BUILD_MAP 0; SWAP 3; DICT_UPDATE 2", Op("UNPACK_SEQUENCE", n)]
                for j in range(n, 0, -1):
                    shape += [Op("COPY", 1 + j), "SWAP 2; DELETE_SUBSCR"]
                span = match(instrs, k, shape)
                if span is None:
                    raise self.error("mapping rest not understood", instrs[k])
                p.pos = span.end
                rest = _Hole()
                p.stack[-2:] = [rest]
                hole.rest = rest
                self._pattern(p, rest)
                return
            raise self.error("mapping pattern not understood", ins)

    # ------------------------------------------------------------- building
    def _build(self, hole, star=False):
        kind = hole.kind
        core = None
        if kind == "value":
            core = match_nodes.MatchValue(value=hole.value)
        elif kind == "singleton":
            core = match_nodes.MatchSingleton(value=hole.value)
        elif kind == "seq":
            items = []
            for index, child in enumerate(hole.children):
                if index == hole.star:
                    if child.kind not in (None, "capture"):
                        raise self.error("starred sub-pattern not understood")
                    items.append(match_nodes.MatchStar(name=child.name))
                else:
                    items.append(self._build(child))
            core = match_nodes.MatchSequence(patterns=items)
        elif kind == "map":
            rest = None
            if hole.rest is not None:
                if hole.rest.kind != "capture" or hole.rest.name is None:
                    raise self.error("mapping rest not understood")
                rest = hole.rest.name
            core = match_nodes.MatchMapping(keys=hole.keys, patterns=[self._build(c) for c in hole.children], rest=rest)
        elif kind == "class":
            pats = [self._build(c) for c in hole.children]
            core = match_nodes.MatchClass(
                cls=hole.cls,
                patterns=pats[: hole.nargs],
                kwd_attrs=list(hole.kwd),
                kwd_patterns=pats[hole.nargs :],
            )
        elif kind == "or":
            alts = []
            for alt in hole.alts:
                built = self._build(alt)
                if isinstance(built, match_nodes.MatchOr):
                    alts.extend(built.patterns)
                else:
                    alts.append(built)
            core = match_nodes.MatchOr(patterns=alts)
        elif kind == "as":
            core = self._build(hole.inner)
            if hole.name is None:
                raise self.error("as-pattern without a name")
            if isinstance(core, match_nodes.MatchAs) and core.pattern is None and core.name is None:
                core = None
        elif kind == "capture":
            if hole.name is None:
                raise self.error("captured value never stored")
        if hole.name is not None:
            return match_nodes.MatchAs(pattern=core, name=hole.name)
        if core is None:
            return match_nodes.MatchAs(pattern=None, name=None)
        return core


# What leaves the statements around a match before the code after it (an
# except clause's end), copied with that code into each case body.
_UNWINDS = Idiom("unwinding", "POP_EXCEPT")


def _set_name(value, name_):
    if isinstance(value, _OrCapture):
        value.name = name_
        for hole in value.holes:
            _set_name(hole, name_)
        return
    if value.name is not None:
        raise DecompilationError("a pattern value stored twice")
    value.name = name_


def _worth_a_match(case):
    """A lone irrefutable case is plain assignments: leave it to the lifter.
    So is one whose only test is its guard: `a = b = v` then `if c:`
    compiles the same way on every version (3.11 gives the match a line
    NOP more), and it is what people write (3.11's stdlib has 14 of them,
    `datetime`'s `myoff = otoff = None` among them)."""
    return case["refutable"]


def _bare_default(case):
    """`case _:` with no guard, its pattern the subject's pop."""
    pattern = case["pattern"]
    return (case["guard"] is None and isinstance(pattern, match_nodes.MatchAs)
            and pattern.pattern is None and pattern.name is None)
