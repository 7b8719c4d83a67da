"""try/except read from the block stack: `TryExcept`.

    SETUP_FINALLY h; body; POP_BLOCK; JUMP else|after
    h: clause...; END_FINALLY (3.8) | RERAISE (the no-match re-raise)
    else; after

A typed clause is `COPY 1; type; JUMP_IF_NOT_EXC_MATCH next; POP_TOP;
STORE|POP_TOP; POP_TOP; body; POP_EXCEPT; JUMP after` (a named clause wraps
its body in SETUP_FINALLY + `name = None; del name`), a bare one `POP_TOP
x3; body`.
"""

import ast

from ...bytecode.idioms import BLOCK_SETUP, CLAUSE_LEFT, COND_JUMP, FINALLY_ENTRY, HANDLER_LEFT, ITERATOR_UNDER_VALUE_DROPPED, NO_FALLTHROUGH, UNDER_EXCEPTION, Op, fits, match, match_before, same_run
from ..exceptions_shared import _Marker
from ..same_tree import same_trees
from ..nodes import LEAVING
from .statement import BlockStatement


class Clause:
    """One except clause: its type expression (None: bare), the name it
    binds (or None), its body [start, end), and whether the jump ending it
    is a written `continue`/`break` rather than its way out (`explicit`)."""

    __slots__ = ("type", "name", "start", "end", "explicit", "leaves_after_cleanup")

    def __init__(self, type, name, start, end, explicit=False):
        self.type = type
        self.name = name
        self.start = start
        self.end = end
        self.explicit = explicit
        # 3.8, a named clause: its way out, past its name's cleanup and so
        # outside its body, is a written `break`/`continue` (the statement
        # class, or None; mark_named_clause_exits).
        self.leaves_after_cleanup = None


class TryExcept(BlockStatement):
    """A try/except whose SETUP_FINALLY is at `start` and handler at
    `handler`. Reading it fills the fields below, then emits the Try."""

    def __init__(self, reader, start, handler, st):
        super().__init__(reader, start, handler, st)
        # The stack the clauses start with: the try's, and the exception
        # being handled.
        self.base = list(st.stack) + reader._prev_exc()
        self.handler_end = reader._handler_end(handler)
        self.clauses = []
        # The offsets of the clauses' ways out (`POP_EXCEPT; JUMP after` or
        # where it would be).
        self.exits = []
        # Where the statement goes on when a part finishes (None: unknown).
        self.after = None
        # Whether the body has a normal exit, and where it ends.
        self.normal = False
        self.body_end = handler
        self.else_end = self.handler_end
        # 3.10: the else read from the body's copy of the code after the
        # statement, and the code after the statement held in a clause's copy
        # ((start, end) or None).
        self.else_from_body = None
        self.tail_after = None
        # 3.10: the else ends in its own copy of that code (where_copies_leave).
        self.else_ends_in_copy = False
        # 3.10: the body and the clauses end in copies of that code
        # (read_nested_closing_ends).
        self.nested_ends = False
        # 3.10: the else is a written `continue` that closes the for loop
        # around (else_is_loop_continue).
        self.else_continue = False
        # 3.10: the else is the rest of the block, going round the loop
        # (else_goes_round): a `continue` ends it.
        self.else_round = False
        # The clauses fall off into a `break` written after the statement,
        # the else going round (clauses_fall_into_marked_break).
        self.breaks_after = False

    def read(self):
        """Emit the Try into the state; where reading goes on."""
        reader = self.reader
        self.read_clauses()
        self.else_end = self.handler_end
        self.mark_written_jumps()
        self.after = self.where_clauses_go()
        # The body's normal exit: POP_BLOCK; JUMP else|after.
        self.normal = self.body_jumps_over_handler()
        if self.normal and self.handler - 1 in reader.facts.body_breaks:
            self.normal = False  # (clause_continue_end: the body's jump is `break`)
        if self.normal:
            self.read_jumped_body_end()
        else:
            self.read_unjumped_body_end()
            self.read_dead_else()
            self.clauses_break_out()
        if self.version.BLOCK_EXIT_COPIES and not self.nested_ends:
            body_tail = (self.body_end + 1, self.handler) if self.normal and not self.body_jumps_over_handler() else None
            settled = self.settle_clause_exit_copies(body_tail)
            if settled is not None:
                self.else_end, self.tail_after = settled
                if body_tail is not None and self.tail_after is not None:
                    self.else_from_body = body_tail
        if self.clauses_fall_into_marked_break():
            self.else_end, self.tail_after, self.after = self.st.end, None, self.st.region.loop.break_to
            self.else_round = self.breaks_after = True
        if self.after is None:
            self.after = reader.follow_of(self.else_end, self.st.region)
        self.emit()
        return self.else_end

    def clauses_fall_into_marked_break(self):
        """Whether the clauses that fall off jump to a copy of the loop's
        exit past the end of the block, which keeps the line marker of a
        statement of its own (a NOP, dropped: Instr.after_marker) and only
        they reach, where the body goes on to an else that is the rest of
        the block and goes round the loop: the `break` written after the
        statement. A `break` in a clause jumps to the exit straight, its
        line on the clause's last instructions; read so, the statement ran
        the same but compiled to other bytes
        (with_exits_in_loops.py::case_m21_*, case_hb17_*)."""
        reader = self.reader
        instrs = self.instrs
        loop = self.st.region.loop
        if loop is None or loop.break_to is None or not self.normal or any(c.explicit for c in self.clauses):
            return False
        last = instrs[self.handler - 1]
        if not fits(last, "JUMP") or last.target.index != self.handler_end or not self.else_goes_round(loop):
            return False
        at = self.clause_jump_target()
        if at is None or at < self.st.end or instrs[at].after_marker is None or reader.resolve(at) != loop.break_to:
            return False
        return all(self.handler <= x.index < self.handler_end for x in reader.flow.jump_sources.get(at, ()))

    def body_jumps_over_handler(self):
        """Whether the try body ends in its normal exit, `POP_BLOCK; JUMP
        else|after`, right before the handler."""
        instrs = self.instrs
        return fits(instrs[self.handler - 1], "JUMP") and fits(instrs[self.handler - 2], "POP_BLOCK")

    # ---------------------------------------------------------------- clauses
    def read_clauses(self):
        """The clauses of the handler, the offsets of their ways out, and the
        handler's end, moved past a bare clause's own exit."""
        instrs = self.instrs
        clause_head = self.handler
        while True:
            ins = instrs[clause_head]
            if fits(ins, "POP_TOP"):  # bare except: the last clause
                clause_end = self.bare_clause_end()
                self.clauses.append(Clause(None, None, clause_head + 3, clause_end))  # body: past POP_TOP (x3, the exception)
                break
            if fits(ins, "RERAISE|END_FINALLY"):
                if clause_head + 1 != self.handler_end:
                    raise self.error("except clauses end before their handler", ins)
                break
            clause, clause_head = self.typed_clause(clause_head)
            self.clauses.append(clause)

    def bare_clause_end(self):
        """Where the bare except clause ending the handler ends; moves the
        handler's end past the clause's own way out and notes where the
        clause's `POP_EXCEPT; JUMP after` is in exits."""
        instrs = self.instrs
        count = self.reader.count
        blocks = self.reader.blocks
        exits = self.exits
        handler_end = self.handler_end
        clause_end = handler_end
        if fits(instrs[clause_end - 1], "POP_EXCEPT") and clause_end < count and fits(instrs[clause_end], "JUMP"):
            clause_end += 1
            handler_end = clause_end
            if self.version.KEEPS_UNREACHABLE_CODE and handler_end + 1 < count and blocks[handler_end] is None and fits(instrs[handler_end], "POP_EXCEPT") and fits(instrs[handler_end + 1], "JUMP"):
                # The clause ends in its own jump (`continue`); the
                # unreachable `POP_EXCEPT; JUMP after` says where
                # falling off it would go.
                exits.append(handler_end + 1)
                handler_end += 2
            else:
                exits.append(clause_end - 1)
        elif handler_end + 1 < count and blocks[handler_end] is None and fits(instrs[handler_end], "POP_EXCEPT") and fits(instrs[handler_end + 1], "JUMP"):
            # The clause cannot finish: its `POP_EXCEPT; JUMP after`
            # is unreachable, but still says where `after` is.
            exits.append(handler_end + 1)
            handler_end += 2
        else:
            leave = self.leave_after_pop_except(handler_end)
            if leave is not None:
                # `except: ...; return x`: the return runs after
                # POP_EXCEPT, outside the handler block, and the dead
                # no-match re-raise follows it.
                clause_end = handler_end = leave
            exits.append(clause_end - 1)
        if handler_end < count and fits(instrs[handler_end], "END_FINALLY|RERAISE") and blocks[handler_end] is None:
            handler_end += 1  # the no-match re-raise, unreachable after a bare clause
        self.handler_end = handler_end
        return clause_end

    def leave_after_pop_except(self, r):
        """r follows a bare clause's last POP_EXCEPT: one past the
        straight-line code that leaves the function from there, when the
        clause's unreachable no-match re-raise comes right after it."""
        reader = self.reader
        instrs = self.instrs
        count = reader.count
        if r < 1 or not fits(instrs[r - 1], "POP_EXCEPT"):
            return None
        if self.version.BLOCK_EXIT_COPIES:
            # `<under the exception>; POP_EXCEPT; RETURN_VALUE`: a computed
            # value returned (3.10 has no dead re-raise after it).
            k = r
            while k + 2 < count and match(instrs, k, ITERATOR_UNDER_VALUE_DROPPED):
                k += 2  # (the iterators of the loops it leaves)
            if k < count and fits(instrs[k], "RETURN_VALUE") and match_before(instrs, r - 1, UNDER_EXCEPTION, self.version):
                return k + 1
            # A copy of the short exit after the statement (the clause falls
            # off there), which the body's normal exit jumps over to its else.
            end = reader._exit_block_end(r, count)
            if end is not None and any(fits(x, "JUMP") and x.target.index == end for x in instrs[:r]):
                return end
            return self.own_return(r)
        for k in range(r, count - 1):
            x = instrs[k]
            # (POP_BLOCK: the return leaves the try statements around, 3.8
            # calling their finally bodies, 3.9 copying them before it)
            if (x.target is not None and not fits(x, "CALL_FINALLY")) or fits(x, BLOCK_SETUP) or fits(x, "POP_EXCEPT|END_FINALLY|RERAISE"):
                return None
            if fits(x, "RETURN_VALUE|RAISE_VARARGS"):
                nxt = instrs[k + 1]
                if fits(nxt, "END_FINALLY|RERAISE") and reader.blocks[k + 1] is None:
                    return k + 1
                return None
        return None

    def own_return(self, r):
        """3.10: straight-line code from r after a bare clause's POP_EXCEPT
        to a RETURN_VALUE (`return c`, past the try statements around it
        left) is the clause's own return, not a copy of the code after the
        statement, where the body's normal exit reaches that code (its
        jump's target, or a copy before the handler) and it differs: one
        past the return, or None."""
        instrs = self.instrs
        count = self.reader.count
        k = r
        while k < count and instrs[k].target is None and not fits(instrs[k], BLOCK_SETUP) and not fits(instrs[k], "POP_EXCEPT|RETURN_VALUE|RAISE_VARARGS|RERAISE"):
            k += 1
        if k >= count or k == r or not fits(instrs[k], "RETURN_VALUE"):
            return None
        n = k + 1 - r
        if self.body_jumps_over_handler():
            after = instrs[self.handler - 1].target.index
        else:
            pop = self.reader._last_pop_block(self.start, self.handler)
            after = self.reader._short_exit_tail(pop + 1 if pop is not None else None, self.handler)
            if after is None:
                return None
            if self.handler - after != n:
                # (a tail of another length differs: `return` ending the
                # body, the clause falling off into a copy of the code
                # after the if around, try_else.py::case_ha17_dead_else_bare_clause;
                # only where nothing else reaches that code)
                return None if any(self.reader.flow.jump_sources.get(j) for j in range(r, k + 1)) else k + 1
        return None if self.reader._same_code(after, r, n) else k + 1

    def typed_clause(self, clause_head):
        """The except clause starting at clause_head (`COPY 1; type;
        JUMP_IF_NOT_EXC_MATCH next; POP_TOP; STORE|POP_TOP; POP_TOP`):
        (its Clause, where the next clause starts); notes its way out in
        exits."""
        reader = self.reader
        instrs = self.instrs
        handler_end = self.handler_end
        ins = instrs[clause_head]
        if not (fits(ins, "COPY") and ins.argval == 1):
            raise self.error("except clause shape", ins)
        match_test = clause_head + 1
        while match_test < handler_end and not fits(instrs[match_test], "JUMP_IF_NOT_EXC_MATCH"):
            match_test += 1
        if match_test >= handler_end:
            raise self.error("except clause without a match test", ins)
        typ, _ = reader.expression(clause_head + 1, match_test, self.sub(match_test, None), self.base + [_Marker("exc")])
        next_clause = instrs[match_test].target.index
        if not fits(instrs[match_test + 1], "POP_TOP") or not fits(instrs[match_test + 3], "POP_TOP"):
            raise self.error("except clause shape", instrs[match_test + 1])
        store = instrs[match_test + 2]
        if fits(store, "POP_TOP"):
            self.exits.append(next_clause - 1)
            return Clause(typ, None, match_test + 4, next_clause), next_clause  # body: past POP_TOP; POP_TOP; POP_TOP
        if not store.opname.startswith("STORE_"):
            raise self.error("unexpected except clause target", store)
        name = store.argval
        setup = instrs[match_test + 4]
        if not fits(setup, "SETUP_FINALLY"):
            raise self.error("named except clause without its cleanup", setup)
        return Clause(typ, name, match_test + 5, self.named_clause_end(store, setup.target.index, next_clause)), next_clause  # body: past POP_TOP; STORE; POP_TOP; SETUP_FINALLY

    def named_clause_end(self, store, name_cleanup, next_clause):
        """Where the body of a named clause ends, before its name's cleanup
        `name = None; del name` at name_cleanup; notes its way out in exits."""
        instrs = self.instrs
        name = store.argval
        # `name = None; del name`, then the end of the finally around the body
        cleanup = ("LOAD_CONST None", Op(store.opname, argval=name), Op("DELETE" + store.opname[5:], argval=name))
        if not match(instrs, name_cleanup, cleanup):
            raise self.error("named except clause without its cleanup", instrs[name_cleanup])
        closing = instrs[name_cleanup + 3] if name_cleanup + 3 < len(instrs) else None
        if self.version.FINALLY_SUBROUTINES:
            if not fits(closing, "END_FINALLY"):
                raise self.error("named except clause without its cleanup", instrs[name_cleanup])
            self.exits.append(name_cleanup + 5)  # the JUMP after the cleanup's END_FINALLY and POP_EXCEPT
            return name_cleanup - 2 if match(instrs, name_cleanup - 2, FINALLY_ENTRY, self.version) else name_cleanup
        if not fits(closing, "RERAISE") or name_cleanup + 4 != next_clause:
            raise self.error("named except clause without its cleanup", instrs[name_cleanup])
        self.exits.append(name_cleanup - 1)  # the clause's JUMP out, before its name's cleanup
        return name_cleanup

    def mark_written_jumps(self):
        """Drop the unreachable `POP_EXCEPT; JUMP` after a clause that cannot
        finish, and mark the clauses whose closing jump is a written
        `continue`/`break` rather than their way out."""
        reader = self.reader
        instrs = self.instrs
        loop = self.st.region.loop
        for clause in self.clauses:
            explicit = False
            end = clause.end
            while clause.end > clause.start and reader.blocks[clause.end - 1] is None and not self.closes_loop_inside(clause, clause.end - 1):
                clause.end -= 1
                explicit = True
            # (3.8, a named clause: its body's block popped and the name's
            # clean-up called after its end)
            left = match_before(instrs, end, CLAUSE_LEFT, self.version) or match(instrs, end, FINALLY_ENTRY, self.version)
            if explicit and left and clause.end < left.start:
                # 3.8/3.9 keep the dead code after a statement that cannot
                # finish (an endless loop, a try whose finally body returns)
                # up to the clause's way out: only that goes, the dead
                # statements are read (past_dead_remnant).
                clause.end = left.start
                explicit = False
            elif explicit and not left and self.dead_exit_ends_clause(clause.end, end):
                # (... or the clause ends in such dead code that leaves it,
                # `return a` after an endless loop: no way out follows)
                clause.end = end
                explicit = False
            # `continue`/`break` ending a clause is then written, not implied.
            explicit = explicit and loop is not None and fits(instrs[clause.end - 1], "JUMP") and reader.resolve(instrs[clause.end - 1].target.index) in (loop.continue_to, loop.break_to)
            if clause.end - 1 in reader.facts.clause_continues:
                explicit = True  # (clause_continue_end)
            clause.explicit = explicit
        if self.version.BLOCK_EXIT_COPIES and loop is not None and fits(instrs[self.handler - 1], "JUMP") and instrs[self.handler - 1].target.index != loop.continue_to:
            # 3.10 leaves the try by a jump to the loop's jump back (the body
            # does); a clause whose jump reaches the loop's head itself ends
            # in a written `continue`.
            for clause in self.clauses:
                last = instrs[clause.end - 1]
                clause.explicit = clause.explicit or (fits(last, "JUMP") and last.target.index == loop.continue_to and reader.loop_tails.get(loop.continue_to) != clause.end - 1)
        if self.version.BLOCK_EXIT_COPIES and loop is not None:
            for clause in self.clauses:
                clause.explicit = clause.explicit or self.continue_on_own_line(clause, loop)

    def continue_on_own_line(self, clause, loop):
        """3.10: whether the clause is left (`POP_EXCEPT; JUMP`, a named
        one's cleanup first) by a jump to the loop's head on a line of its
        own, past the clause body's: a `continue` written in the clause
        (falling off, the way out takes the line of the code before it)."""
        instrs = self.instrs
        last = instrs[clause.end - 1]
        if not fits(last, "JUMP") or last.target.index != loop.continue_to or last.lineno is None:
            return False
        span = match_before(instrs, clause.end, CLAUSE_LEFT, self.version)
        if not span or span.start <= clause.start:
            return False
        before = instrs[span.start - 1]
        return all(x.lineno == last.lineno for x in instrs[span.start : clause.end]) and before.lineno is not None and before.lineno < last.lineno

    def dead_exit_ends_clause(self, live_end, end):
        """3.8/3.9 (KEEPS_UNREACHABLE_CODE): whether the clause's code
        [live_end, end), which nothing reaches, after a statement that
        cannot finish, is a return or raise ending the clause: no jump
        into it, none out of it."""
        instrs = self.instrs
        if not self.version.KEEPS_UNREACHABLE_CODE or live_end >= end or not fits(instrs[end - 1], "RETURN_VALUE|RAISE_VARARGS"):
            return False
        if not fits(instrs[live_end - 1], NO_FALLTHROUGH):
            return False
        # (3.8: a return out of a named clause calls its name's clean-up,
        # which starts at `end`)
        sources = self.reader.flow.jump_sources
        return not any(k in sources or instrs[k].target is not None and instrs[k].target.index != end for k in range(live_end, end))

    def closes_loop_inside(self, clause, k):
        """Whether the jump at k closes a loop of the clause: `while c:
        continue` keeps its own jump back after the continue, unreachable
        but the loop's end."""
        target = self.instrs[k].target
        return target is not None and clause.start <= target.index < k and self.reader.loop_tails.get(target.index) == k

    def mark_jumps_as_breaks(self):
        """The clauses leave the loop the body stays in: their closing jumps
        are written breaks."""
        for clause in self.clauses:
            clause.explicit = clause.explicit or fits(self.instrs[clause.end - 1], "JUMP")
        self.mark_named_clause_exits()

    def mark_named_clause_exits(self):
        """3.8: a named clause's body ends before its name's cleanup, its way
        out (`POP_EXCEPT; JUMP` after the cleanup) is outside it. Where the
        clauses leave the loop the body stays in, that jump is a written
        break/continue: note which, to write at the clause's end."""
        reader = self.reader
        instrs = self.instrs
        loop = self.st.region.loop
        for clause in self.clauses:
            if clause.explicit or clause.name is None or not match(instrs, clause.end, FINALLY_ENTRY, self.version):
                continue
            # POP_BLOCK; BEGIN_FINALLY; name = None; del name; END_FINALLY; POP_EXCEPT; JUMP
            exit_at = clause.end + 7
            if exit_at >= reader.count or reader.blocks[exit_at] is None:
                continue  # (the clause cannot finish: its way out is dead)
            jump = instrs[exit_at]
            if not fits(jump, "JUMP") or not fits(instrs[exit_at - 1], "POP_EXCEPT"):
                raise self.error("named except clause without its way out", jump)
            goes = reader.resolve(jump.target.index)
            if goes == loop.break_to:
                clause.leaves_after_cleanup = ast.Break
            elif goes == loop.continue_to:
                clause.leaves_after_cleanup = ast.Continue
            else:
                raise self.error("named except clause leaves the loop elsewhere", jump)

    def where_clauses_go(self):
        """Where the clauses go when they finish: the target of the first
        `POP_EXCEPT; JUMP` at their exits (reachable ones first), or None."""
        target = self.clause_jump_target()
        return None if target is None else self.reader.resolve(target)

    def clause_jump_target(self):
        """The target of the first `POP_EXCEPT; JUMP` at the clauses' exits
        (reachable ones first) as laid out, not followed on, or None."""
        reader = self.reader
        instrs = self.instrs
        count = reader.count
        after = None
        for reachable in (True, False):
            for exit_at in self.exits:
                if 0 <= exit_at < count and (reader.blocks[exit_at] is None) == reachable:
                    continue
                # 3.9+ clears a clause's name between the two.
                pop_except = exit_at - 4 if not self.version.FINALLY_SUBROUTINES and exit_at >= 4 and instrs[exit_at - 1].opname.startswith("DELETE_") else exit_at - 1
                if 0 <= exit_at < count and fits(instrs[exit_at], "JUMP") and fits(instrs[pop_except], "POP_EXCEPT") and not self.leaves_enclosing_handler(pop_except):
                    after = instrs[exit_at].target.index
                    break
            if after is not None or not self.version.KEEPS_UNREACHABLE_CODE:
                break
        return after

    def leaves_enclosing_handler(self, pop_except):
        """Whether the POP_EXCEPT at pop_except ends the leaving of an
        enclosing handler (a finally body's handler copy) after the
        clause's own: the jump after it is a `continue`/`break` written in
        the clause, out of both, not the clause's way out (which, dead
        after it, is gone)."""
        span = match(self.instrs, pop_except - 3, HANDLER_LEFT, self.version) if pop_except >= 4 else None
        return bool(span) and span.end == pop_except + 1 and fits(self.instrs[pop_except - 4], "POP_EXCEPT")

    # ------------------------------------------------------------------- body
    def read_jumped_body_end(self):
        """For a body ending in `POP_BLOCK; JUMP else|after` before the
        handler: where the else ends, where the body ends, where the
        statement goes on, and which clauses' jumps are written breaks
        (where they leave the loop the body stays in)."""
        reader = self.reader
        instrs = self.instrs
        handler, handler_end = self.handler, self.handler_end
        self.else_end = handler_end
        body_jump_to = instrs[handler - 1].target.index
        if body_jump_to != handler_end and handler_end < reader.count and fits(instrs[handler_end], "JUMP") and reader.resolve(handler_end) == reader.resolve(body_jump_to) and self.version.THREADS_JUMPS_ACROSS_LINES:
            # The body's jump to an else that starts with a jump (`else:
            # break`) is threaded through it.
            body_jump_to = handler_end
        if body_jump_to == handler_end and self.after is not None and self.after != reader.resolve(handler_end):
            self.else_reaching_after()
        if body_jump_to == handler_end and self.after is None and self.clauses_close_enclosing_body():
            # The clauses fall off through copies of the code after the try
            # statement this one ends: the else runs to the block's end too.
            self.else_end = self.st.end
        if body_jump_to == handler_end and self.else_end == handler_end:
            self.else_continue = self.else_is_loop_continue()
        self.body_end = handler - 2
        after = self.after
        goes = after if after is not None else reader.follow_of(handler_end, self.st.region)
        loop = self.st.region.loop
        if body_jump_to != handler_end and loop is not None and reader._jump_to_while_true_head_continues(body_jump_to, handler - 1, loop):
            self.body_end = handler  # (3.10: straight to the head, not to the jump back: `continue`)
        elif body_jump_to != handler_end and goes is not None and not reader._same_exit(body_jump_to, goes):
            if loop is not None and reader.resolve(body_jump_to) in (loop.continue_to, loop.break_to):
                self.body_end = handler  # the body ends in its own break/continue
                if self.version.BLOCK_EXIT_COPIES and after == loop.break_to and handler_end == self.st.end and not reader._same_exit(after, reader.follow_of(self.st.end, self.st.region)):
                    # 3.10: the try ends the loop's body, the clauses jump
                    # to the loop's exit (past its else): written breaks,
                    # not the statement's way on (loop_grid: `try:
                    # continue except E: break` in `while c: ... else:`).
                    self.mark_jumps_as_breaks()
                    self.after = None
            elif self.version.BLOCK_EXIT_COPIES and loop is not None and after in (loop.continue_to, loop.break_to) and handler_end == self.st.end and reader._same_exit(body_jump_to, reader.follow_of(self.st.end, self.st.region)):
                # The try ends its block (an if's body, jumping over
                # the else); the clauses leave the loop: written breaks.
                self.mark_jumps_as_breaks()
                self.after = None
            elif after is not None:
                raise self.error("try body and handlers go different ways", instrs[handler - 1])

    def clauses_break_out(self):
        """A body with no jump over the handler (it cannot finish, or what
        follows its POP_BLOCK is an else that cannot), whose clauses jump
        to the exit of the loop the statement stays in, where the block it
        ends does not go (an if's body, going on at the loop's test): the
        clauses' jumps are written breaks. Taken for the statement's way
        on, the clauses fell off into the loop going round."""
        reader = self.reader
        loop = self.st.region.loop
        after = self.after
        if loop is None or after is None or after != loop.break_to or self.else_end != self.handler_end or self.handler_end < after <= self.st.end:
            return
        fall = reader.follow_of(self.handler_end, self.st.region)
        if fall is None or reader._same_exit(after, fall):
            return
        self.mark_jumps_as_breaks()
        self.after = None

    def else_is_loop_continue(self):
        """3.10: the body's normal exit jumps to the jump back to the head
        of the for loop around, right after the handler, where the
        statement's block ends. The loop's own closing jump and an if's
        jump over its else have no line, and a jump to them is threaded on
        to where they go; this one is not: it has a line of its own, a
        written `continue` (the else's)."""
        reader = self.reader
        loop = self.st.region.loop
        k = self.handler_end
        if not self.version.BLOCK_EXIT_COPIES or loop is None or k != self.st.end or k >= reader.count:
            return False
        jump = self.instrs[k]
        if self.clause_jump_target() == k:
            return False  # (a clause falls into it too: the code after the statement)
        if not fits(jump, "JUMP") or jump.target.index != loop.continue_to:
            return False
        return fits(self.instrs[loop.head], "FOR_ITER") or self.written_while_continue(jump, loop)

    def written_while_continue(self, jump, loop):
        """3.10: whether `jump`, to the test at the head of a while loop
        (a conditional jump to the loop's exit right there), is a written
        `continue`: 3.10 copies the test after the body for its way round,
        so a jump to the head on a line other than the test's is one."""
        instrs = self.instrs
        head = loop.continue_to
        tested = any(fits(x, COND_JUMP) and x.target.index == loop.break_to for x in instrs[head : min(head + 8, jump.index)])
        return tested and jump.lineno is not None and jump.lineno != instrs[head].lineno

    def else_reaching_after(self):
        """The body jumps to an else right after the handler, the clauses
        elsewhere: where that else ends (the clauses' `after`, or the
        block's end)."""
        reader = self.reader
        st = self.st
        after = self.after
        loop = st.region.loop
        fall = reader.follow_of(st.end, st.region)
        laid_out = self.clause_jump_target()
        if self.handler_end < laid_out < after <= st.end and reader.facts.exit_copies.get(laid_out) == after:
            # 3.10: the clauses jump to a copy of the closing end of the
            # with body this statement ends (its last copy, after the else,
            # taken for the original): the else ends at theirs, its own
            # way out (a loop's exit) goes to the later one.
            self.else_end = laid_out
        elif self.handler_end < after <= st.end:
            self.else_end = after
        elif after == fall or (fall is not None and reader._same_exit(after, fall)) or (loop is not None and after in (loop.continue_to, loop.break_to) and fall is not None and reader.resolve(fall) == after):
            self.else_end = st.end
            if loop is not None and after == loop.break_to != fall:
                # The body goes on in the loop, the clauses leave it:
                # their jumps are written breaks.
                self.mark_jumps_as_breaks()
        elif loop is not None and after in (loop.continue_to, loop.break_to) and self.threaded_else_end() is not None:
            self.else_end = self.threaded_else_end()
        elif loop is not None and after in (loop.continue_to, loop.break_to):
            # Every clause ends in continue/break; falling off the
            # block goes elsewhere: the statement ends at handler_end.
            self.after = None
            self.mark_named_clause_exits()
        else:
            raise self.error("cannot find where the try statement ends", self.instrs[self.handler_end])

    def threaded_else_end(self):
        """3.8/3.9: the `break`/`continue` written after the try statement
        (a jump on a line of its own, in the block) where the clauses'
        way out went before the compiler threaded it on to the loop's
        exit or head: the else ends there. A clause ending in a written
        `break` keeps its own way out after it, dead (mark_written_jumps
        finds it): then, or with no such jump, None."""
        reader = self.reader
        instrs = self.instrs
        if not self.version.THREADS_JUMPS_ACROSS_LINES or any(c.explicit for c in self.clauses):
            return None
        for k in range(self.st.end - 1, self.handler_end, -1):
            x = instrs[k]
            if fits(x, "JUMP") and reader.resolve(x.target.index) == self.after and x.lineno is not None and x.lineno != instrs[k - 1].lineno:
                return k
        return None

    def read_unjumped_body_end(self):
        """For a body that does not end in a jump over the handler: where it
        ends, whether it has a normal exit after all (a copy of the code
        after the statement before the handler), and the clauses without
        their copies of that code."""
        reader = self.reader
        instrs = self.instrs
        handler = self.handler
        self.normal = False
        self.body_end = handler
        pop_block = reader._last_pop_block(self.start, handler)
        if self.read_nested_closing_ends():
            return
        tail = reader._short_exit_tail(pop_block + 1 if pop_block is not None else None, handler)
        after = self.after if self.after is not None else self.clause_closing_copy()
        if tail is not None and after is not None and not reader._copied_from(tail, after, handler - tail):
            # A clause falls off to other code: what runs after the body's
            # POP_BLOCK is an else that cannot finish (3.10 lays it out
            # there, no jump over the handler needed), but for `return c`,
            # which the body's own return compiles to as well.
            if reader._fresh_tail(tail, handler) == handler or fits(instrs[handler - 1], "RAISE_VARARGS"):
                self.body_end = pop_block
                self.normal = True
                self.else_from_body = (tail, handler)
                return
            tail = None
        if tail is not None:
            tail_len = handler - tail
            for clause in self.clauses:
                if reader._same_code(clause.end - tail_len, tail, tail_len) and clause.end - tail_len > clause.start and self.after_clause_unwinding(clause.end - tail_len):
                    clause.end -= tail_len
            self.body_end = pop_block
            self.normal = True
            reader._note_closing_end(self.start, pop_block, handler)
        elif fits(instrs[handler - 1], "RERAISE") and reader.blocks[handler - 1] == reader.blocks[self.start] and pop_block != handler - 2:
            # Code between the body's POP_BLOCK and a finally body's
            # end (op_RERAISE) is not the body's.
            raise self.error("code after the try body before the finally body ends", instrs[handler - 1])

    def clause_closing_copy(self):
        """3.10: where a clause falls off when its way out is a copy of the
        closing end of the try body around (`_note_closing_end`: `POP_EXCEPT;
        POP_BLOCK; <code after that statement>`, no jump), or None. The code
        the body runs after its POP_BLOCK is then not a copy of the code
        after this statement but an else that cannot finish."""
        reader = self.reader
        instrs = self.instrs
        for clause in self.clauses:
            for pop_except in range(clause.start, clause.end):
                if not fits(instrs[pop_except], "POP_EXCEPT") or not reader.blocks[pop_except] or reader.blocks[pop_except][-1] != ("H", self.handler):
                    continue
                tail_start = pop_except + 4 if reader._name_cleanup(pop_except + 1) else pop_except + 1
                if tail_start in reader.facts.exit_copies:
                    return reader.resolve(tail_start)
        return None

    def after_clause_unwinding(self, k):
        """Whether k follows a clause's POP_EXCEPT (and its name's
        cleanup): a copy of the code after the statement runs there, a
        `raise` written in the clause before it."""
        instrs = self.instrs
        if k >= 4 and fits(instrs[k - 4], "POP_EXCEPT") and self.reader._name_cleanup(k - 3):
            return True
        return k >= 1 and fits(instrs[k - 1], "POP_EXCEPT")

    def read_nested_closing_ends(self):
        """3.10: the body ends in a statement (a try) each of whose ways out
        also closes this body: `POP_BLOCK; <copy of the code after this
        statement>` inside it, as in each clause after its POP_EXCEPT.
        Those copies are the body and the clauses falling off (noted for
        op_POP_BLOCK and op_POP_EXCEPT to pass over); the code is written
        once, after the statement. Whether the body is that shape."""
        reader = self.reader
        handler = self.handler
        if not self.version.BLOCK_EXIT_COPIES or self.after is not None:
            return False
        sites = []
        for k in range(self.start + 1, handler):
            block = reader.blocks[k]
            if fits(self.instrs[k], "POP_BLOCK") and block and block[-1] == ("S", handler):
                if k + 1 < handler and fits(self.instrs[k + 1], "RETURN_VALUE"):
                    continue  # (a `return v` written inside, v computed before)
                end = reader._fresh_tail(k + 1, handler)
                if end is None:
                    return False  # (another way out: a return, a break)
                sites.append((k + 1, end))
        clauses = [(tail_start, tail_end) for _, tail_start, tail_end in self.clause_exit_copies()]
        if not sites or sites == sites[-1:] and sites[-1][1] == handler:
            return False  # (one copy, right before the handler: read_unjumped_body_end's)
        for clause in self.clauses:
            if not any(clause.start <= t and e <= clause.end for t, e in clauses) and not fits(self.instrs[clause.end - 1], "RETURN_VALUE|RAISE_VARARGS|RERAISE"):
                return False  # (a clause that goes on elsewhere)
        nested = [k for k in range(self.start + 1, handler) if fits(self.instrs[k], "SETUP_FINALLY") and reader.blocks[k] and reader.blocks[k][-1] == ("S", handler)]
        if not nested or sites[0][0] < nested[-1]:
            return False  # (the copies are a nested try statement's ways out)
        first, first_end = sites[0]
        n = first_end - first
        if any(e - t != n or not reader._same_code(t, first, n) for t, e in sites + clauses):
            return False
        for t, e in sites:
            reader.facts.closing_tails[t - 1] = e
        for pop_except, _, tail_end in self.clause_exit_copies():
            reader.facts.handler_tail_actions[pop_except] = (tail_end, False)
        self.tail_after = (first, first_end)
        self.nested_ends = True
        return True

    def clauses_close_enclosing_body(self):
        """Whether each clause ends in a copy noted by the enclosing try
        statement's read_nested_closing_ends, or by the enclosing except
        clause's settle_clause_exit_copies (this statement ends that
        clause, whose copies of the code after its statement follow the
        POP_EXCEPT of each of this one's clauses)."""
        tails = self.reader.facts.closing_tails
        actions = self.reader.facts.handler_tail_actions
        return bool(self.clauses) and all(
            any(tails.get(k) == clause.end or actions.get(k) == (clause.end, False) for k in range(clause.start, clause.end)) for clause in self.clauses
        )

    def read_dead_else(self):
        """3.8/3.9 keep the else of a try body that never finishes: code
        nothing reaches between the handler and where the clauses go, which
        they jump over (read after the statement, the clauses would run it)."""
        reader = self.reader
        after = self.after
        loop = self.st.region.loop
        if after is not None and loop is not None and after == loop.continue_to and after <= self.start:
            # The clauses go round the loop: the dead else runs to the end
            # of the loop's body (read after the statement, the clauses
            # would fall into it).
            after = self.st.end
        elif after is not None and after > self.st.end and reader._same_exit(after, reader.follow_of(self.st.end, self.st.region)):
            # The clauses leave the block the statement ends (an if's body,
            # to the code after the if): the dead else runs to the block's
            # end (read after the statement, the clauses would run it).
            after = self.st.end
        if self.normal or not self.version.KEEPS_UNREACHABLE_CODE or after is None or not self.handler_end < after <= self.st.end:
            return
        instrs = self.instrs
        if any(x.target is not None and self.handler_end <= x.target.index < after for x in instrs[: self.handler_end] + instrs[after:]):
            return
        # (3.8: only the handler's END_FINALLY, which re-raises there, falls into it)
        if fits(instrs[self.handler_end - 1], "END_FINALLY|RERAISE") or all(reader.blocks[k] is None for k in range(self.handler_end, after)):
            self.else_end = after

    # ---------------------------------------------------- 3.10's copied exits
    def clause_exit_copies(self, constant=False):
        """3.10: (POP_EXCEPT index, start, end) of each copy of a short exit
        block that ends a clause: the clause fell off, and its jump to the
        code after the statement became that code. `constant`: a `return c`
        counts too (one written in the clause compiles the same)."""
        reader = self.reader
        instrs = self.instrs
        handler = self.handler
        tail_end_of = reader._exit_block_end if constant else reader._fresh_tail
        found = []
        for clause in self.clauses:
            for pop_except in range(clause.start, clause.end):
                if not fits(instrs[pop_except], "POP_EXCEPT") or not reader.blocks[pop_except] or reader.blocks[pop_except][-1] != ("H", handler):
                    continue
                tail_start = pop_except + 4 if reader._name_cleanup(pop_except + 1) else pop_except + 1
                tail_end = tail_end_of(tail_start, clause.end)
                if tail_end is not None:
                    found.append((pop_except, tail_start, tail_end))
        return found

    def constant_return_copies(self):
        """3.10: the copies of the `return c` after the try's else (the
        function's implicit `return None`) that end the branches of a
        clause falling off: back to back at the clause's end (3.10 lays the
        jumped-to copies out after the last branch's own), two or more in
        one clause, which written returns, shared by an if statement's
        branches, cannot be. [] where the shape is not that one: a written
        `return` inside the clause is followed by more of its code."""
        if not self.body_jumps_over_handler() or self.instrs[self.handler - 1].target.index != self.handler_end:
            return []
        copies = self.clause_exit_copies(constant=True)
        if not copies:
            return []
        reader = self.reader
        _, first_start, first_end = copies[0]
        tail_len = first_end - first_start
        after = self.st.end - tail_len
        if not self.handler_end <= after or not reader._copied_from(first_start, after, tail_len):
            return []  # (the code after the try is not that return)
        if any(fits(x, "RETURN_VALUE") for x in self.instrs[self.handler_end : after]):
            return []  # (an else with copies of its own, read where it ends the function)
        held = []
        for clause in self.clauses:
            own = [c for c in copies if clause.start <= c[0] < clause.end]
            if own and (own[-1][2] != clause.end or any(not self.back_to_back(prev[2], nxt[0]) for prev, nxt in zip(own, own[1:]))):
                return []
            held.append(len(own))
        return copies if max(held) > 1 else []

    def back_to_back(self, copy_end, pop_except):
        """Whether the copy whose POP_EXCEPT is at pop_except starts right
        where the one before ends (a named clause pops its name's block
        first)."""
        return pop_except == copy_end or pop_except == copy_end + 1 and fits(self.instrs[copy_end], "POP_BLOCK")

    def settle_clause_exit_copies(self, body_tail):
        """3.10: clauses ending in copies of the code after the try (a
        `return x` or a raise after POP_EXCEPT, where a return written in
        the clause would run it before). Each copy is the clause falling
        off: marked for op_POP_EXCEPT to skip, or to read as a break where
        it copies the loop's exit. `body_tail`: the code the body runs after
        its POP_BLOCK, read as the code after the statement.

        Returns (else_end, tail to write after the statement or None), or
        None to leave the shape alone."""
        copies = self.clause_exit_copies() or (self.constant_return_copies() if body_tail is None else [])
        if not copies:
            return None
        reader = self.reader
        instrs = self.instrs
        _, first_start, first_end = copies[0]
        tail_len = first_end - first_start
        if any(tail_end - tail_start != tail_len or not same_run(instrs, tail_start, first_start, tail_len) for _, tail_start, tail_end in copies):
            return None
        actions = reader.facts.handler_tail_actions
        loop = self.st.region.loop
        if loop is not None and reader._copies_loop_exit(first_start, first_end, loop):
            for pop_except, tail_start, tail_end in copies:
                actions[pop_except] = (tail_end, True)
            return self.else_end, None
        settled = self.where_copies_leave(body_tail, first_start, first_end)
        if settled is None:
            return None
        for pop_except, tail_start, tail_end in copies:
            actions[pop_except] = (tail_end, False)
        return settled

    def ends_in_nested_handler(self):
        """Whether the body ends in the handler copy of a statement nested
        in it (its re-raise, inside this statement's block): a body with no
        normal exit that ends so falls off nowhere, its ways out returns
        after its POP_BLOCKs (`match` cases ending in copies of `return a`
        after the match, the last case's try/finally handler laid out
        last: match_310.py::case_h19b_seed11_raise_after_try_around_match)."""
        reader = self.reader
        inner, outer = reader.blocks[self.handler - 1], reader.blocks[self.start]
        return fits(self.instrs[self.handler - 1], "RERAISE") and inner is not None and outer is not None and len(inner) > len(outer)

    def where_copies_leave(self, body_tail, first_start, first_end):
        """(else_end, tail to write after the statement or None) for clauses
        ending in copies of [first_start, first_end); None where the shape
        is not one of those."""
        reader = self.reader
        instrs = self.instrs
        handler_end = self.handler_end
        end = self.st.end
        tail_len = first_end - first_start
        last = instrs[self.handler - 1]
        if body_tail is not None:
            # The clauses copied other code than the body runs after its
            # POP_BLOCK: that code is the try's else, theirs follows.
            if handler_end != end:
                return None
            return handler_end, (first_start, first_end)
        if not self.normal:
            # (or a body that nothing leaves but an exception, ending in a
            # nested statement whose ways out all re-raise or an endless
            # loop: nothing pops this statement's block)
            leaves = fits(last, "RETURN_VALUE|RAISE_VARARGS") or reader._last_pop_block(self.start, self.handler) is None or self.ends_in_nested_handler()
            if not leaves or handler_end != end:
                return None
            return handler_end, (first_start, first_end)
        loop = self.st.region.loop
        if fits(last, "JUMP") and handler_end == end and loop is not None and reader.resolve(last.target.index) in (loop.continue_to, loop.break_to):
            # The body's jump leaves the loop's body, which the clauses'
            # copies of the code after the try (a return or raise after
            # their POP_EXCEPT) do not: a `continue`/`break` written in
            # the body, and only the clauses reach that code, its one copy
            # theirs. (Not where it jumps to the else's own written
            # `continue`, else_is_loop_continue: the body finishes into
            # the else.)
            if not (self.else_continue and last.target.index == handler_end):
                self.body_end = self.handler
            return handler_end, (first_start, first_end)
        if not fits(last, "JUMP") or last.target.index != handler_end:
            return None
        if handler_end <= end - tail_len and reader._copied_from(first_start, end - tail_len, tail_len):
            return end - tail_len, None  # the code after the try ends the block
        if handler_end <= end and reader._copied_from(first_start, reader.follow_of(end, self.st.region), tail_len):
            return end, None  # the code after the enclosing statement
        if fits(instrs[first_end - 1], "RAISE_VARARGS|RETURN_VALUE") and self.else_goes_round(loop):
            # The body goes on to the rest of the block the statement ends,
            # which goes round the loop, where the clauses reach the code
            # after the try (which cannot finish): that rest is the else,
            # ending in a `continue` (through the exit calls of the withs
            # around: 3.10 lays them out as their normal exits), that code
            # the clauses' one copy.
            self.else_round = True
            return end, (first_start, first_end)
        if handler_end < end and (fits(instrs[end - 1], "RETURN_VALUE|RAISE_VARARGS") or self.ends_in_endless_loop(handler_end, end)):
            # Only the clauses reach the code after the try: its one copy
            # is theirs; the rest of the block is the try's else (ending in
            # a return or raise, or in an endless loop:
            # try_else.py::case_h22b_*).
            return end, (first_start, first_end)
        if handler_end < end and fits(instrs[end - 1], "RERAISE") and self.st.region.loop is None:
            # The else ends in a try/finally (or a with) whose normal exit
            # holds another copy, read after that statement: taken off the
            # else's end in emit.
            self.else_ends_in_copy = True
            return end, (first_start, first_end)
        return None

    def ends_in_endless_loop(self, start, end):
        """Whether the code [start, end) ends in the jump back of a loop
        inside it and no jump there leaves it: it cannot finish (`while 1:`
        left only by a return or a raise)."""
        instrs = self.instrs
        last = instrs[end - 1]
        if not fits(last, "JUMP") or not start <= last.target.index < end:
            return False  # (`while 1: pass` jumps to itself)
        return all(x.target is None or start <= x.target.index < end for x in instrs[start:end])

    def else_goes_round(self, loop):
        """3.10: the block the statement ends goes round the loop around: it
        ends the loop's body, ends in a jump to the loop's head, or goes on
        at its end to the normal exits of the withs around (their exit
        calls) and a jump there."""
        reader = self.reader
        instrs = self.instrs
        end = self.st.end
        if loop is None or end >= reader.count:
            return False
        k = end - 1
        follow = reader.follow_of(end, self.st.region)
        if follow is not None and follow != end and reader.resolve(follow) == loop.continue_to:
            return True  # (the block ends the loop's body)
        if follow == end:
            k = end
            while k < reader.count:
                size, rotated = reader._with_exit_len(k)
                if not size or rotated:
                    break
                k += size
            if k == end:
                return False
        return k < reader.count and fits(instrs[k], "JUMP") and reader.resolve(instrs[k].target.index) == loop.continue_to

    # ------------------------------------------------------------------- emit
    def emit(self):
        """Read the body, the else and each clause's body and emit the Try,
        then the code after the statement held in the body's or a clause's
        copy."""
        reader = self.reader
        instrs = self.instrs
        st = self.st
        follow = self.after
        body, _ = reader.block(self.start + 1, self.body_end, self.sub(self.body_end, self.body_end if self.normal else None), list(st.stack))
        orelse = []
        if self.else_end > self.handler_end:
            # (an else going round before a `break` after the statement
            # falls off round the loop)
            else_follow = reader.follow_of(self.else_end, st.region) if self.breaks_after else follow
            orelse, _ = reader.block(self.handler_end, self.else_end, self.sub(self.else_end, else_follow), list(st.stack))
        elif self.else_from_body is not None:
            orelse, _ = reader.block(self.else_from_body[0], self.else_from_body[1], self.sub(self.else_from_body[1], None), list(st.stack))
        elif self.else_continue:
            orelse = [ast.Continue()]
        if self.else_round and not (orelse and isinstance(orelse[-1], LEAVING)):
            orelse.append(ast.Continue())
        tail = None
        if self.tail_after is not None:
            tail, _ = reader.block(self.tail_after[0], self.tail_after[1], self.sub(self.tail_after[1], None), list(st.stack))
        if self.else_ends_in_copy:
            if not orelse or not same_trees(orelse[-len(tail) :], tail):
                raise self.error("else without its copy of the code after the try statement", instrs[self.else_end - 1])
            del orelse[-len(tail) :]
        handlers = []
        for clause in self.clauses:
            hfollow = -1 if clause.explicit else follow
            if clause.name is not None and not clause.explicit and match(instrs, clause.end, FINALLY_ENTRY, self.version):
                # Jumps out of a named clause's branches land on its
                # cleanup's POP_BLOCK (3.8 threads none of them further).
                hfollow = clause.end
            clause_body, _ = reader.block(clause.start, clause.end, self.sub(clause.end, hfollow, 1), list(self.base))
            if clause.leaves_after_cleanup is not None and not (clause_body and isinstance(clause_body[-1], LEAVING)):
                clause_body.append(clause.leaves_after_cleanup())
            handlers.append(ast.ExceptHandler(type=clause.type, name=clause.name, body=clause_body or [ast.Pass()]))
        node = ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[])
        reader.emit(st, node, instrs[self.start])
        if not self.body_jumps_over_handler() and self.normal and self.else_from_body is None:
            reader._emit_tail(st, self.body_end + 1, self.handler)
        for x in tail or ():
            reader.emit(st, x)
        if self.breaks_after:
            reader.emit(st, ast.Break(), instrs[self.clause_jump_target()])
