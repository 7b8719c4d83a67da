"""try/except* (3.11+): after `PUSH_EXC_INFO` and a prologue that keeps the
group and a list of raised groups, each clause is `type; CHECK_EG_MATCH;
COPY 1; POP_JUMP_IF_NONE nomatch; STORE|POP_TOP; body (protected by a
handler collecting what it raises); jumps`, `nomatch: POP_TOP`; then
`[LIST_APPEND 1]; PREP_RERAISE_STAR; COPY 1; POP_JUMP_IF_NOT_NONE r;
POP_TOP; POP_EXCEPT; <after>`, `r: SWAP 2; POP_EXCEPT; RERAISE 0`, cleanup.
"""

import ast

from ...bytecode.idioms import (
    EXCEPT_STAR_CLAUSE_EXIT,
    EXCEPT_STAR_HEAD,
    EXCEPT_STAR_NO_MATCH,
    EXCEPT_STAR_RERAISE,
    EXCEPT_STAR_TAIL,
    JUMP,
    fits,
    match,
)
from ..exceptions_shared import CLEANUP_SIZE, _Marker
from .try_clauses import TryClauses


class TryStar(TryClauses):
    """One try/except* statement being read."""

    # Where the code after the statement, laid out past the handlers and
    # read as its tail, ends (`ends_loop_body_with_continue`), or None.
    cold_end = None

    def read(self):
        """Reads the clauses, where the statement ends and its else, emits
        the TryStar into st; where reading goes on."""
        marks = [_Marker("prev_exc"), _Marker("exc"), _Marker("raised"), _Marker("rest")]
        self.base = list(self.st.stack) + marks
        after_clauses, self.clauses = self.read_clauses()
        self.after, self.tail = self.find_end(after_clauses)
        loop = self.st.region.loop
        else_continues = False
        continues = self.continue_before_handler()
        later_else = None if continues else self.else_past_clauses()
        if continues:
            else_end, resume = self.body_end, self.handler
        elif self.ends_loop_body_with_continue():
            else_end = resume = self.body_end
            continues, later_else = True, None
        elif self.continues_through_final_copy(loop):
            # (as TryExcept: the body's `continue` through the enclosing
            # finally body's copy)
            else_end = resume = self.body_end
            continues, later_else = True, None
        elif self.ends_loop_body_with_break() or self.ends_block_before_cold_code():
            else_end = resume = self.body_end
            later_else = None
        elif self.round_before_exit(loop) is not None:
            # (as TryExcept: the loop's closing jump, after an enclosing
            # with's exit call, ends the body or the else: a `continue`)
            tail = self.round_before_exit(loop)
            else_end, resume, continues = max(tail, self.body_end), self.handler, tail < self.body_end
            else_continues, later_else = not continues, None
        elif later_else is not None:
            else_end, resume = self.body_end, self.after
        else:
            else_end, resume, self.after = self.find_else_range()
            if not self.version.COLD_CODE_AT_END and self.body_end < else_end <= self.handler:
                # (3.11 lays an else out past the clauses, else_past_clauses:
                # the code between the body and the handlers is the body's
                # own way out, a `break` unwinding it)
                self.body_end = else_end
        follow = self.after if self.after is not None else self.st.region.follow
        if self.cold_end is not None:
            # (the statement goes on to its tail, laid out past the
            # handlers: a jump round the loop, the way out of a with in the
            # body, is a written `continue`, as TryExcept's `cold_tail`;
            # except_star_311.py::case_h19a_*)
            follow = self.tail[0]
        if else_continues:
            follow = loop.continue_to  # (the else's way round)
        body, orelse = self.read_body_and_else(else_end, follow)
        if else_continues:
            orelse.append(ast.Continue())
        if later_else is not None:
            orelse, _ = self.lifter.block(later_else, self.after, self.lifter._sub(self.st, self.after, follow), list(self.st.stack))
        if continues:
            body.append(ast.Continue())
        handlers = []
        for typ, name, clause_start, clause_end in self.clauses:
            clause_follow = self.exit_copies_as_jumps(clause_start, clause_end)
            clause_body, _ = self.lifter.block(clause_start, clause_end, self.lifter._sub(self.st, clause_end, clause_follow, 1), list(self.base))
            handlers.append(ast.ExceptHandler(type=typ, name=name, body=clause_body or [ast.Pass()]))
        self.lifter.skip[self.handler] = self.cleanup + CLEANUP_SIZE
        node = ast.TryStar(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[])
        self.lifter.emit(self.st, node, self.lifter.instrs[self.body_start])
        if self.tail is not None:
            stmts, _ = self.lifter.block(self.tail[0], self.tail[1], self.lifter._sub(self.st, self.tail[1], None), list(self.st.stack))
            for x in stmts:
                self.lifter.emit(self.st, x)
            if self.cold_end is not None:
                self.lifter.skip[self.tail[0]] = self.cold_end
        return resume

    def ends_loop_body_with_continue(self):
        """`try: continue` ending the loop body (`entries._leaving_try_body`,
        `_jumping_try_body`), read at its closing jump: when the clauses go
        on to code laid out past the handlers (3.12+), that is the code after
        the statement, which goes round by its own jump: it is read as the
        statement's tail (`tail`)."""
        if self.lifter.tries_ending_loops.get(self.body_start, (None, None, False))[0::2] != (self.handler, True):
            return False
        if self.after is not None and self.tail is None and self.after > self.cleanup:
            self.tail_past_handlers()
        return True

    def tail_past_handlers(self):
        """The code after the statement, laid out past the handlers where
        the clauses go on (`after`), read as the statement's tail."""
        instrs = self.lifter.instrs
        end = cold_end = self.lifter._cold_end(self.after)
        if fits(instrs[end - 1], JUMP) and self.lifter.resolve(instrs[end - 1].target.index) == self.st.region.follow:
            end -= 1  # (its way round: the loop body falls off)
        self.tail = (self.after, end)
        self.cold_end = cold_end  # (passed over once read)
        self.after = None

    def ends_loop_body_with_break(self):
        """3.12+: a try body ending in a for loop's `break` (its own, or
        unprotected right after it: `TryClauses.body_breaks`), the clauses
        going on to code laid out past the handlers: that code is the
        statement's tail, read here (`tail_past_handlers`)."""
        loop = self.st.region.loop
        if not self.version.COLD_CODE_AT_END or self.after is None or self.tail is not None or self.after <= self.cleanup:
            return False
        if self.break_after_body(loop):
            self.body_end += 2
        elif not self.body_breaks(loop):
            return False
        self.tail_past_handlers()
        return True

    def ends_block_before_cold_code(self):
        """3.12+: a body that never finishes ending the block (a case's,
        an if's arm), the clauses going on to the code after the statement
        laid out past the handlers, as protected as the statement and past
        the block's end: that code is the statement's tail, read here
        (`tail_past_handlers`), as TryExcept's `cold_tail`
        (with_exits_in_loops_311.py::case_wr12_with_return_in_try_star_in_for)."""
        lifter = self.lifter
        if not self.version.COLD_CODE_AT_END or self.after is None or self.tail is not None or self.after <= self.cleanup:
            return False
        if self.st.end >= lifter.count or lifter.cover.get(self.after) != lifter.cover.get(self.cleanup):
            return False
        if self.body_end != self.st.end and not self.exit_copy_ends_block():
            return False
        if not (lifter._no_fallthrough(self.body_start, self.body_end) or self.ends_in_with_way_out()):
            return False  # (a with's way out ends the body, its swallow path going on where the clauses do)
        if self.body_end != self.st.end:
            lifter.skip[self.body_end] = self.st.end  # (the exit copy: no part of the block)
        self.tail_past_handlers()
        return True

    def exit_copy_ends_block(self):
        """3.12: whether the body, ending in a jump (round the loop), is
        followed up to the block's end only by a copy of an exit block
        (`return None`) that only code past the handlers jumps to (a while
        loop's test laid out at its end, jumping there when false): the
        body ends the block all the same
        (except_star_311.py::case_h19a_with_continue_in_try_star_in_while)."""
        lifter = self.lifter
        k, end = self.body_end, self.st.end
        if not (k < end and fits(lifter.instrs[k - 1], JUMP) and lifter._terminal_size(k) == end - k):
            return False
        sources = lifter.flow.jump_sources.get(k, ())
        return bool(sources) and all(x.index > self.cleanup for x in sources)

    def else_past_clauses(self):
        """3.11 lays the else out past the clauses' cleanup block, the body
        jumping over them to it, the clauses to where it ends (`after`):
        where it starts, or None."""
        instrs = self.lifter.instrs
        past = self.cleanup + CLEANUP_SIZE
        jump = instrs[self.body_end]
        if self.body_end != self.handler - 1 or not fits(jump, JUMP) or self.after is None or not past < self.after <= self.st.end:
            return None
        return past if jump.target.index == past else None

    def clause_follow(self, clause_end):
        """Where the clause ending at clause_end goes when its body finishes
        (None if its way out is not there): a try statement ending the
        clause finishes there too, through its own copies of that way out
        (3.13 copies it to each)."""
        instrs = self.lifter.instrs
        way_out = match(instrs, clause_end, EXCEPT_STAR_CLAUSE_EXIT, self.version)
        if not way_out:
            return None
        return self.lifter.resolve(instrs[way_out.end - 1].target.index)

    def exit_copies_as_jumps(self, clause_start, clause_end):
        """3.13 ends each branch of a clause that finishes with a copy of
        the clause's way out at clause_end (its name cleared, the raised
        groups appended to, the jump on), outside the clause's own handler:
        read each copy as the jump to clause_end it replaces. Where the
        clause goes on when its body finishes (`clause_follow`): where such
        a copy jumps when the clause's main line never finishes (its last
        branch an endless loop), leaving no way out at clause_end."""
        instrs = self.lifter.instrs
        way_out = match(instrs, clause_end, EXCEPT_STAR_CLAUSE_EXIT, self.version)
        own = self.lifter.cover.get(clause_end - 1)
        if not way_out and own is not None and self.main_line_never_finishes(clause_start, clause_end):
            return self.exit_copy_inside(clause_start, clause_end, own)
        if not way_out or not fits(instrs[way_out.end - 2], "LIST_APPEND"):
            return self.clause_follow(clause_end)
        n = way_out.end - clause_end
        k = clause_start + 1
        while k + n <= clause_end:
            if own is not None and self.lifter._in_extent(k - 1, own) and not self.lifter._in_extent(k, own) and self.lifter._same_code(k, clause_end, n):
                self.lifter.skip[k] = k + n - 1
                instrs[k + n - 1].target = instrs[clause_end]
                k += n
            else:
                k += 1
        return self.clause_follow(clause_end)

    def main_line_never_finishes(self, start, end):
        """Whether the code [start, end) ends in a return or raise, or in the
        jump back of an endless loop inside it."""
        last = self.lifter.instrs[end - 1]
        return end > start and (fits(last, "RETURN_VALUE|RAISE_VARARGS|RERAISE") or fits(last, JUMP) and start <= last.target.index < end - 1)

    def exit_copy_inside(self, clause_start, clause_end, own):
        """3.13: where the copies of the clause's way out inside the clause
        [clause_start, clause_end), outside its own handler `own`, jump
        (the clauses' end), each copy's jump read as the clause going on
        there; None when there is none, or they jump to several places."""
        instrs = self.lifter.instrs
        found = []
        for k in range(clause_start + 1, clause_end):
            way_out = match(instrs, k, EXCEPT_STAR_CLAUSE_EXIT, self.version)
            if way_out and way_out.end <= clause_end and fits(instrs[way_out.end - 2], "LIST_APPEND") and self.lifter._in_extent(k - 1, own) and not self.lifter._in_extent(k, own):
                found.append((k, way_out.end))
        targets = {self.lifter.resolve(instrs[end - 1].target.index) for _, end in found}
        if len(targets) != 1:
            return None
        for k, end in found:
            self.lifter.skip[k] = end - 1
        return targets.pop()

    def read_clauses(self):
        """The except* clauses of the handler at `handler` (cleanup block at `cleanup`):
        where the code after the last one starts, and the clauses, each
        (type expression, name, start, end) of its body."""
        instrs = self.lifter.instrs
        head = match(instrs, self.handler + 1, EXCEPT_STAR_HEAD, self.version)
        if not head:
            raise self.lifter.error("except* prologue not understood", instrs[self.handler])
        clause_head = head.end
        clauses = []
        while True:
            match_test = clause_head
            while match_test < self.cleanup and not fits(instrs[match_test], "CHECK_EG_MATCH"):
                if fits(instrs[match_test], "PREP_RERAISE_STAR|CALL_INTRINSIC_2|LIST_APPEND"):
                    break
                match_test += 1
            if match_test >= self.cleanup or not fits(instrs[match_test], "CHECK_EG_MATCH"):
                break
            typ, _ = self.lifter.expression(clause_head, match_test, self.lifter._sub(self.st, match_test, None), self.base)
            if not match(instrs, match_test + 1, EXCEPT_STAR_NO_MATCH, self.version):
                raise self.lifter.error("except* clause shape", instrs[match_test])
            nomatch = instrs[match_test + 2].target.index
            if not fits(instrs[nomatch], "POP_TOP"):
                raise self.lifter.error("except* clause shape", instrs[nomatch])
            store = instrs[match_test + 3]
            name = store.argval if store.opname.startswith("STORE_") else None
            if name is None and not fits(store, "POP_TOP"):
                raise self.lifter.error("unexpected except* clause target", store)
            clause_start = match_test + 4  # past COPY 1; POP_JUMP_IF_NONE; STORE|POP_TOP
            # The clause's own handler (collecting what it raises, past
            # the clearing of its name), not that of a try statement the
            # clause starts with.
            chain = [h for h in self.lifter._chain(clause_start) if clause_start < h < nomatch]
            own = [h for h in chain if fits(instrs[h], "LIST_APPEND") or self.lifter._name_cleanup(h) and fits(instrs[h + 3], "LIST_APPEND")]
            clause_handler = self.lifter.cover.get(clause_start)
            clause_end = clause_start
            if own and own[0] != clause_handler:
                # (its main line: the handlers of that statement, laid out
                # inline, and the code after it)
                clause_end = self.lifter._main_line_end(clause_start, own[0])
            elif clause_handler is not None and clause_start < clause_handler < nomatch:
                # (its main line: not the last instruction its handler
                # covers, which may lie in the handler of a with in it, a
                # swallow path ending in a copy of the clause's way out, 3.13)
                clause_end = self.lifter._main_line_end(clause_start, clause_handler)
            clauses.append((typ, name, clause_start, clause_end))
            clause_head = nomatch + 1
        if not clauses:
            raise self.lifter.error("except* without clauses", instrs[self.handler])
        return clause_head, clauses

    def copies_code_after_enclosing(self, start, stop):
        """Whether [start, stop), where the clauses of a statement whose body
        never finishes go on, ending in a return, is a copy of the code
        after an enclosing try statement (3.12+ copies that exit block to
        each way in): no handler of a statement around protects it, while
        one holds this statement."""
        lifter = self.lifter
        around = lifter.cover.get(self.cleanup)
        if around is None or not fits(lifter.instrs[stop - 1], "RETURN_VALUE") or not lifter._no_fallthrough(self.body_start, self.body_end):
            return False
        return all(lifter.cover.get(k) not in lifter._chain(self.body_start) for k in range(start, stop))

    def body_never_finishes(self, tail):
        """Whether the body cannot finish, its clauses going on to the
        code after the statement held at `tail` (start, end): a with
        statement in it that swallows goes on to code laid out past its
        handler, up to the statement's handler."""
        lifter = self.lifter
        return lifter._no_fallthrough(self.body_start, self.body_end, tail) or (
            self.body_end < self.handler and lifter._no_fallthrough(self.body_start, self.handler, tail))

    def find_end(self, after_clauses):
        """The end of except* clauses, from k (`[LIST_APPEND 1];
        PREP_RERAISE_STAR; ...`, cleanup block at `cleanup`): where the statement
        goes on (None if they do not say), and the code after the statement
        held there, (start, end), or None."""
        instrs = self.lifter.instrs
        reraise_star = after_clauses
        if fits(instrs[reraise_star], "LIST_APPEND"):
            reraise_star += 1
        clauses_done = match(instrs, reraise_star, EXCEPT_STAR_TAIL, self.version)
        if not clauses_done:
            raise self.lifter.error("except* end not understood", instrs[reraise_star])
        reraise = instrs[reraise_star + 2].target.index
        if match(instrs, reraise, EXCEPT_STAR_RERAISE, self.version) != (reraise, self.cleanup):
            raise self.lifter.error("except* re-raise not understood", instrs[reraise])
        clauses_done = clauses_done.end
        after = None
        tail = None
        if fits(instrs[clauses_done], JUMP):
            after = self.lifter.resolve(instrs[clauses_done].target.index)
        elif self.copies_code_after_enclosing(clauses_done, reraise):
            # (the code after the enclosing statement, copied: the clauses
            # fall off the enclosing block)
            self.lifter.skip[clauses_done] = reraise
            after = self.st.end
        elif clauses_done < reraise and fits(instrs[reraise - 1], "RETURN_VALUE|RAISE_VARARGS|JUMP"):
            # (a copy of the body's way out: a return or a raise, or 3.13 an
            # enclosing except clause's exit, `POP_EXCEPT; JUMP`, threaded
            # here)
            if self.lifter._same_code(clauses_done, self.body_end, reraise - clauses_done):
                after = self.body_end
                self.copied_loop_return(clauses_done, reraise - clauses_done)
            elif fits(instrs[reraise - 1], "RETURN_VALUE") and self.lifter.cover.get(self.cleanup) == self.lifter.cover.get(clauses_done) and self.body_never_finishes((clauses_done, reraise)):
                # (protected as the statement is, by the handler of a try
                # around or by none: the code after, held here)
                tail = (clauses_done, reraise)
            else:
                raise self.lifter.error("except* clauses end in code not understood", instrs[clauses_done])
        else:
            raise self.lifter.error("except* end not understood", instrs[clauses_done])
        return after, tail
