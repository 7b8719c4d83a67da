"""try/except (3.11+): `PUSH_EXC_INFO`, clauses of `type; CHECK_EXC_MATCH;
POP_JUMP_IF_FALSE next; STORE|POP_TOP; body; POP_EXCEPT[; name cleanup]`,
`RERAISE 0`, the cleanup block; the body's exits and the code after the
statement copied into the clauses (3.12+), threaded through enclosing
handlers (3.13).
"""

import ast

from ...bytecode.idioms import CLAUSE_LEAVES_ENCLOSING, EXCEPT_STAR_CLAUSE_EXIT, JUMP, Idiom, LEAVES, NO_FALLTHROUGH, RETURNS_NONE, WITH_SWALLOW, fits, match, match_before, same
from ...errors import DecompilationError
from ..exceptions_shared import CLEANUP_SIZE, _Marker, cannot_finish
from ..state import Region
from .try_clauses import TryClauses
from .try_star import TryStar


# What the handlers, exit calls and swallow paths of with statements laid
# out inline hold (`refuse_protected_else`): no code of the user's.
_HANDLER_MACHINERY = Idiom("handler machinery", "NOP|POP_TOP|JUMP|POP_EXCEPT|WITH_EXIT|COPY|RERAISE|PUSH_EXC_INFO|WITH_EXCEPT_START|POP_JUMP_IF_TRUE|SWAP|LOAD_CONST")


class TryExcept(TryClauses):
    """One try/except statement being read."""

    def __init__(self, lifter, st, body_start, body_end, handler, cleanup):
        super().__init__(lifter, st, body_start, body_end, handler, cleanup)
        # Where the clauses go on, as they said before the else was found.
        self.clause_after = None
        # Whether a clause leaves the enclosing handler (3.13).
        self.leaves = False
        # The code after the statement laid out past the enclosing block
        # (3.12+), or None.
        self.cold = None
        # Where the else ends, where reading goes on after the statement,
        # and whether the body ends in a `continue` it does not write.
        self.else_end = None
        self.resume = None
        self.continues = False
        # Where the statement goes on, where the clauses go on when they
        # fall off (None: a written `continue`), and whether a `break`
        # follows the statement.
        self.follow = None
        self.hfollow = None
        self.breaks = False
        # Where an else that never finishes ends (`cold_tail`), and whether
        # it ends in a `continue` it does not write.
        self.never_finishing_else_end = None
        self.else_continues = False
        # Whether the body ends right before the loop's exit laid out in the
        # block (`ends_before_loop_exit`): no else there.
        self.before_loop_exit = False
        # Whether the body ends in a `break` that falls into the loop's exit (`body_falls_into_break`).
        self.breaks_into_exit = False
        # Whether the else does so, through the enclosing finally body's copy
        # (`else_breaks_through_final_copy`).
        self.else_breaks = False
        # Whether the code after the statement, laid out past the handlers,
        # goes on back at body_end (`cold_goes_back`).
        self.cold_back = False
        # The `continue` or `break` written after the statement, which the
        # else ends in and the clauses fall into (`jump_ends_else`), or None.
        self.jump_after = None

    def read(self):
        """Reads the clauses, where the statement ends and its else, emits
        the Try into st; where reading goes on."""
        self.base = list(self.st.stack) + [_Marker("prev_exc")]
        self.clauses = self.read_clauses()
        if self.clauses is None:
            return TryStar(self.lifter, self.st, self.body_start, self.body_end, self.handler, self.cleanup).read()
        self.cut_clause_ends()
        self.clause_after = self.after
        self.find_else()
        self.refuse_else_as_code_after()
        self.find_follow()
        self.emit()
        self.emit_code_after()
        return self.resume

    def unprotected_exit_copies(self):
        """3.12+ ends a branch of the try body that goes on after the
        statement with a copy of the code there when that is a short exit
        (`return x`); unlike a `return x` written in the body, the copy is
        outside the protected range. Read each such copy as the jump to the
        end of the body it replaces. (`return constant` cannot raise: written
        in the body it is left out of the range too, so it tells nothing.)"""
        if not self.version.TRY_EXITS_COPIED or self.body_end >= self.lifter.count or self.lifter._in_extent(self.body_end, self.handler):
            return
        instrs = self.lifter.instrs
        k = self.body_start + 1
        while k < self.body_end:
            m = 0
            behind = self._behind_chain_cleanup(k)
            if self.lifter._in_extent(k - 1, self.handler) and not self.lifter._in_extent(k, self.handler) and not fits(instrs[k - 1], "JUMP|RETURN_VALUE|RERAISE"):
                m = self.lifter._exit_copy_size(k, self.body_end)
            elif behind:
                m = self._constant_return_copy(k)
            # (a `raise` written in the body is protected: one outside the
            # range is a copy too, the code after a try in a clause that
            # re-raises, 3.12+: try_except_exits_312.py::case_h19a_*)
            copied = m > 1 and fits(instrs[k + m - 1], "RETURN_VALUE") and any(not fits(instrs[x], "LOAD_CONST") for x in range(k, k + m - 1))
            copied = copied or m > 0 and fits(instrs[k + m - 1], "RAISE_VARARGS")
            copied = copied or behind and m > 1 and fits(instrs[k + m - 1], "RETURN_VALUE")
            if copied and k + m <= self.body_end and not any(self.lifter._in_extent(x, self.handler) for x in range(k, k + m)) and not self.lifter._with_way_out_after(self.body_start, k, self.st):
                # (not a with's `break` into a copy of the code after the
                # loop, where the try body ends: `read_try`)
                # (where a `try: pass` begins, it is read first: the copy
                # is the code after it too, try_except_exits.py::
                # case_h21c_seed187_try_ending_then_branch_before_elif)
                passed = self.lifter.exit_copies_after_tries if self._empty_try_at(k) else self.lifter.skip
                passed[k] = k + m - 1
                instrs[k + m - 1].opname = "JUMP"
                instrs[k + m - 1].target = instrs[self.body_end]
                self.lifter.flow.made_jump(k + m - 1)
                k += m
            else:
                k += 1

    def _behind_chain_cleanup(self, k):
        """Whether the code at k lies right behind a chained comparison's
        clean-up (`POP_TOP; JUMP` on, past it), reached by a jump from
        before: a branch's `return constant` written there would follow
        its last test, so it is a copy of the code after the statement,
        laid out where the if ends (try_else.py::
        case_h21b_seed170_else_raise_in_elif_in_try)."""
        instrs = self.lifter.instrs
        if k < 2 or not fits(instrs[k - 2], "POP_TOP") or not fits(instrs[k - 1], JUMP) or instrs[k - 1].target.index <= k:
            return False
        sources = self.lifter.flow.jump_sources.get(k, ())
        return bool(sources) and all(x.index < k - 2 and fits(x, JUMP) for x in sources)

    def _constant_return_copy(self, k):
        """2 where `return constant` at k (no row covers it) repeats the
        code after the statement (each copy takes the line of the code
        reaching it: the lines tell nothing); else 0."""
        instrs, end = self.lifter.instrs, self.body_end
        if end + 1 >= self.lifter.count or self.lifter._in_extent(k, self.handler) or not fits(instrs[k + 1], "RETURN_VALUE"):
            return 0
        return 2 if same(instrs[k], instrs[end]) and same(instrs[k + 1], instrs[end + 1]) else 0

    def _empty_try_at(self, k):
        """Whether a try statement whose body is empty (no row reaches its
        handler, `try: pass`) begins at k."""
        unprotected = self.lifter.unprotected
        return any(h in unprotected and unprotected[h] is None for h in self.lifter.try_starts.get(k, ()))

    def read_clauses(self):
        """The clauses of the handler at `handler` (cleanup block at `cleanup`), each
        (type expression, name, start, end) of its body; None when they are
        except* clauses (CHECK_EG_MATCH)."""
        instrs = self.lifter.instrs
        clauses = []
        clause_head = self.handler + 1
        star = False
        while True:
            ins = instrs[clause_head]
            if fits(ins, "RERAISE") and clause_head + 1 == self.cleanup:
                break
            if fits(ins, "POP_TOP"):
                clause_end = self.cleanup
                clauses.append((None, None, clause_head + 1, clause_end))
                clause_head = self.cleanup
                break
            match_test = clause_head
            while match_test < self.cleanup and not fits(instrs[match_test], "CHECK_EXC_MATCH|CHECK_EG_MATCH"):
                match_test += 1
            if match_test >= self.cleanup:
                raise self.lifter.error("except clause without a match test", ins)
            star = fits(instrs[match_test], "CHECK_EG_MATCH")
            if star:
                return None
            typ, _ = self.lifter.expression(clause_head, match_test, self.lifter._sub(self.st, match_test, None), self.base + [_Marker("exc")])
            jump = instrs[match_test + 1]
            if not fits(jump, "POP_JUMP_IF_FALSE"):
                raise self.lifter.error("except clause without its jump", jump)
            next_clause = jump.target.index
            store = instrs[match_test + 2]
            name = None
            clause_end = next_clause
            if store.opname.startswith("STORE_"):
                name = store.argval
                if not (fits(instrs[next_clause - 1], "RERAISE") and instrs[next_clause - 2].opname.startswith("DELETE_") and instrs[next_clause - 2].argval == name):
                    raise self.lifter.error("named except clause without its cleanup", store)
                clause_end = next_clause - 4  # before the name's cleanup: LOAD_CONST None; STORE; DELETE; RERAISE 1
            elif not fits(store, "POP_TOP"):
                raise self.lifter.error("unexpected except clause target", store)
            clauses.append((typ, name, match_test + 3, clause_end))  # body: past POP_JUMP_IF_FALSE and STORE|POP_TOP
            clause_head = next_clause
        return clauses

    def cut_clause_ends(self):
        """The clauses with the copies of the code after the statement and
        the exits threaded into them cut off, each (type, name, start, end,
        extra: the statement to append or None); where they go on (None if
        no clause says); the code after the statement held in a clause
        (`strip_tails`) or None; and whether a clause leaves the enclosing
        handler (`cut_enclosing_exits`)."""
        instrs = self.lifter.instrs
        if self.version.TRY_EXITS_COPIED:
            self.clauses, self.after, self.tail = self.strip_tails()
        else:
            self.clauses = [x + (None,) for x in self.clauses]
        self.clauses, self.after = self.cut_threaded_exits()
        self.clauses, self.leaves = self.cut_enclosing_exits()
        held = self.after  # (a clause's copy of the code after the statement says where it goes on)
        # Where the statement ends: the clauses jump there.
        loop = self.st.region.loop
        for (_, _, clause_start, clause_end, _) in self.clauses:
            k = self.lifter.branch_exit(clause_end)
            last = instrs[k]
            if fits(last, JUMP) and loop is not None and fits(instrs[loop.head], "FOR_ITER") and fits(instrs[k - 1], "POP_TOP") and self.lifter.resolve(last.target.index) == loop.break_to:
                continue  # `break`: pops the iterator
            if fits(last, JUMP) and held is not None and loop is not None and self.lifter.resolve(last.target.index) == self.lifter.resolve(loop.break_to):
                # (a while loop's `break`, where another clause ends in a
                # copy of the code after the statement: try_in_loops.py::
                # case_hb18_try_two_clauses_break_then_raise_in_if_in_while_in_with)
                continue
            if fits(last, JUMP) and clause_start <= last.target.index < k:
                continue  # an endless loop ends the clause: it never goes on
            if fits(last, JUMP):
                self.after = self.written_jump_after(last) or self.lifter.resolve(last.target.index)
                self.refuse_skipping_copy(held)
                break
        if self.after is None and (self.version.CLAUSE_EXITS_THREADED or self.version.COLD_CODE_AT_END):
            # (3.12: an `async for` ending a clause, whose exit normalising
            # moved back to the loop's head, leaves the clause from inside:
            # with no way on found, the else was read after the statement,
            # run when the clause ran; fuzz 3.12 seed 64 #132)
            self.after = self.clause_exit_inside(loop)

    def refuse_skipping_copy(self, held):
        """Refuse where a clause ended in a copy of the code after the
        enclosing block (`held`, cut off by `strip_tails`) while another
        clause jumps on to code inside the block, before it (`after`): the
        first clause skips that code (a `break` threaded into the copy of
        the code after a loop that never goes round, read as an if), which
        falling off the cut clause would run (3.13: corpus/_open/
        r19b_never_round_while_break_in_second_clause.py)."""
        if held is None or held == self.after:
            return
        follow = self.lifter.follow_of(self.st.end, self.st.region)
        if held == follow and self.after < follow and self.st.end <= self.after:
            return  # (the code after the statement laid out past the block's end)
        if held == follow and self.body_end <= self.after < self.st.end:
            raise self.lifter.error("a clause goes on past code that another clause goes on to", self.lifter.instrs[self.handler])

    def find_else(self):
        """Where the try body ends (body_end, moved past a `break` laid out before
        the handler), the code after the statement laid out past the
        enclosing block (`cold_tail`) or None, where the else ends, where
        reading goes on, where the statement ends, and whether the body
        ends in a `continue` that is not written in it."""
        instrs = self.lifter.instrs
        loop = self.st.region.loop
        if self.version.TABLE_HANDLERS_INLINE and self.body_end == self.handler - 1 and loop is not None and fits(instrs[self.body_end], JUMP) and self.lifter.resolve(instrs[self.body_end].target.index) == loop.break_to != self.after:
            self.body_end = self.handler  # the body ends with `break`, between it and the handler
        if self.break_after_body(loop):
            self.body_end += 2  # (3.12+: the break, unprotected, ends the body and the block)
        cold = self.cold_tail() if self.tail is None else None
        continues = False
        if cold is not None and self.cold_back:
            else_end = nxt_index = self.body_end  # (the code after goes on there: `cold_goes_back`)
        elif cold is not None and self.body_end != self.st.end:
            # (`cold_tail`: an else that never finishes; in a loop, it goes
            # round: a `continue` of its own, the code after the statement
            # coming next)
            else_end, nxt_index = self.never_finishing_else_end, self.st.end
            self.else_continues = not self.before_loop_exit and not fits(instrs[self.st.end - 1], "RETURN_VALUE|RAISE_VARARGS") and self.st.end not in self.lifter.returned_at
        elif cold is not None:
            else_end = nxt_index = self.body_end
            self.breaks_into_exit = self.body_falls_into_break(loop)
            continues = not self.lifter._no_fallthrough(self.body_start, self.body_end) and not self.body_breaks(loop) and not self.breaks_into_exit and not self.ends_in_with_way_out()
        elif self.tail is not None and self.body_end < self.main_line_end() and not self.lifter._no_fallthrough(self.body_start, self.body_end, self.tail):
            else_end = nxt_index = self.main_line_end()  # (`strip_tails`) the else never finishes
        elif self.leaves and self.after is None and self.cleanup + CLEANUP_SIZE == self.st.end and (self.body_end == self.handler or self.lifter._only_leaves(self.body_end, self.handler)):
            # The clauses go on where the enclosing clause ends. Code
            # between the body and the handlers that never finishes (the
            # body's `return c`, unprotected) only the body reaches: the
            # else (read after the statement, the clauses falling off would
            # run it; try_else.py::case_ha17_clause_try_returns_constant).
            else_end, nxt_index = self.handler, self.cleanup + CLEANUP_SIZE
        elif self.breaks_through_final_copy(loop):
            else_end = nxt_index = self.body_end
            self.breaks_into_exit = True
        elif self.else_breaks_through_final_copy(loop):
            else_end = nxt_index = self.st.end
            self.else_breaks = True
        elif self.continues_through_final_copy(loop):
            else_end, nxt_index, continues = self.body_end, self.body_end, True
        elif self.continue_before_handler():
            else_end, nxt_index, continues = self.body_end, self.handler, True
        elif self.lifter.tries_ending_loops.get(self.body_start, (None, None, False))[0::2] == (self.handler, True):
            # `try: continue` ending the loop body (`entries._jumping_try_body`)
            else_end, nxt_index, continues = self.body_end, self.body_end, True
        elif self.round_before_exit(loop) is not None:
            # (the loop's closing jump ends the body or the else: a
            # `continue` written after the enclosing finally body's copy or
            # with's exit call)
            tail = self.round_before_exit(loop)
            else_end, nxt_index, continues = max(tail, self.body_end), self.handler, tail < self.body_end
            self.else_continues = not continues
        else:
            else_end, nxt_index, self.after = self.find_else_range()
        self.cold, self.else_end, self.resume, self.continues = cold, else_end, nxt_index, continues

    def refuse_protected_else(self):
        """3.11+: refuse an else [body_end, else_end), once the body and the
        else are read, holding code this statement's handler protects that
        no statement read (past what they read, `skip`; beyond the
        handlers, exit calls and swallow paths of the with statements in
        the body, laid out inline): that is more of the body, reached when
        a with's __exit__ swallows (`with a, b: continue` then code); read
        as the else, the clauses would not catch what it raises
        (with_exits_in_loops.py::case_w16_two_item_with_continue_then_raise_in_try_in_for;
        3.12+: `try: with c: ... return` then code, with_exits_312.py::
        case_code_after_returning_with_in_try)."""
        lifter = self.lifter
        k, end = self.body_end, min(self.else_end, self.handler)
        while k < end:
            if lifter.skip.get(k, k) > k:
                k = lifter.skip[k]
                continue
            if lifter.cover.get(k) == self.handler and not fits(lifter.instrs[k], _HANDLER_MACHINERY):
                raise DecompilationError("code the try statement protects read as its else", lifter.qualname)
            k += 1

    def refuse_else_past_outer_protection(self, orelse):
        """3.11+: refuse an else [body_end, else_end) holding code no row
        covers when the statement lies in a try body of its own (the
        handler around covers this statement's cleanup block): read as
        the else, that clause would catch what the code raises. It is
        the code after a `while True:` the body leaves by `break` (that
        jump read as falling into the else; a body that covers nothing,
        `covers_nothing`), laid out right after it (fuzz 3.12/3.13 seed
        165 #229)."""
        lifter = self.lifter
        around = lifter.cover.get(self.cleanup)
        if not orelse or around is None or not any(e.covers_nothing and e.target.index == self.handler for e in lifter.entries):
            return
        # (under a finally body, its copies before a return in the else
        # lie outside its rows: only clauses around are judged)
        cleanup = lifter.cover.get(around)
        if cleanup is None or not lifter._is_except(around, cleanup, self.st):
            return
        k, end = self.body_end, min(self.else_end, self.handler)
        while k < end:
            if lifter.skip.get(k, k) > k:
                k = lifter.skip[k]
                continue
            if lifter.cover.get(k) is None and not fits(lifter.instrs[k], _HANDLER_MACHINERY) and not fits(lifter.instrs[k], LEAVES):
                raise DecompilationError("code outside the try statement around read as the else", lifter.qualname)
            k += 1

    def refuse_else_past_finally_rows(self, orelse):
        """Refuse an else [body_end, else_end) read not ending in a way out
        (`continue`, `break`, `return`) that holds code the finally around
        this statement (the handler covering its cleanup block) does not
        protect while a clause further out does: that is the copy of the
        finally body a way out of the else runs (the finally's rows
        popped), left in the else's own code, the way out read elsewhere
        and the finally body run twice (3.11 `else: continue`,
        loop_exits_through_finally.py::case_r22b_else_continue_through_finally_in_try_in_for;
        3.13, the code after the loop laid out between the copy's jump
        and the handlers, case_r23a_else_continue_through_finally_in_try_in_while_then_code).
        An else read ending in its way out (the try around going on past
        it, `_leaves_body_at`) holds the copy before it, which the finally
        statement strips."""
        lifter = self.lifter
        final = lifter.cover.get(self.cleanup)
        if not orelse or self.else_continues or isinstance(orelse[-1], (ast.Continue, ast.Break, ast.Return)) or final is None:
            return
        if lifter.cover.get(final) is None or lifter._is_except(final, lifter.cover[final], self.st):
            return
        for k in range(self.body_end, min(self.else_end, self.handler)):
            around = lifter.cover.get(k)
            # (only clauses around: an outer finally's rows read it right,
            # case_o22_else_continue_through_finally_in_try_finally_in_for;
            # a try statement nested in the else is the finally's too)
            if lifter.skip.get(k, k) == k and around not in (None, final) and not lifter._in_extent(k, final) and not fits(lifter.instrs[k], _HANDLER_MACHINERY) and lifter.cover.get(around) is not None and lifter._is_except(around, lifter.cover[around], self.st):
                raise DecompilationError("a copy of the finally body before the else's way out read as the else", lifter.qualname)

    def refuse_raise_copied_past_name_cleanup(self, name, clause_start, clause_end, clause_body):
        """3.12+: refuse a clause read ending in a `raise` laid out past its
        POP_EXCEPT (and the clean-up of its name in a named one): that is
        the code after the statement copied into the clause (a written
        `raise` in the clause runs before them); read as the clause's own,
        the exception raised would chain the one caught
        (try_else.py::case_r22b_named_clause_then_raise_after_else_return_in_try_finally_in_for;
        unnamed, in a for loop nested in another, try_else.py::
        case_refuse23c_clause_then_raise_after_else_return_in_try_finally_in_nested_for)."""
        lifter = self.lifter
        if not clause_body or not isinstance(clause_body[-1], ast.Raise) or not fits(lifter.instrs[clause_end - 1], "RAISE_VARARGS"):
            return
        for k in range(clause_start, clause_end - 1):
            # (not a with's swallow path, its POP_EXCEPT then the exit's
            # values popped: with_exits.py::case_bare_raise_after_with_in_clause)
            if fits(lifter.instrs[k], "POP_EXCEPT") and lifter.skip.get(k, k) == k and not fits(lifter.instrs[k + 1], "POP_TOP"):
                first = lifter._past_unwind(k)
                if first < clause_end - 1 and not any(x.target is not None or fits(x, NO_FALLTHROUGH) for x in lifter.instrs[first : clause_end - 1]) and not self.copied_elsewhere(first, clause_end) and not self.clause_breaks_through_final_copy(first, clause_end):
                    raise DecompilationError("the raise after the try statement copied into a clause read as the clause's own", lifter.qualname)

    def clause_breaks_through_final_copy(self, start, end):
        """Whether the clause's code [start, end) is a `break` out of the
        loop around: the enclosing finally body's copy, then the code after
        a `while True:` loop kept only there (`loop_exit_copy`), which the
        finally statement reads as that break (`returns_as_breaks`), not
        the code after this statement (loop_exits_through_finally.py::
        case_h20a_clause_break_through_finally_then_raise)."""
        lifter, loop = self.lifter, self.st.region.loop
        final = lifter.cover.get(self.cleanup)
        if loop is None or final is None or lifter.cover.get(final) is None or lifter._is_except(final, lifter.cover[final], self.st):
            return False
        n = lifter.cover[final] - 1 - (final + 1)  # (the finally body, its RERAISE left out)
        if n <= 0 or start + n >= end or not fits(lifter.instrs[lifter.cover[final] - 1], "RERAISE") or not lifter._same_code(start, final + 1, n):
            return False
        return lifter.loop_exit_copy(start + n, end, loop) == end

    def copied_elsewhere(self, start, end):
        """Whether the code [start, end) (its iterators popped first) is
        laid out elsewhere too: the code after a loop a clause's `break`
        copies, read as that `break` later (loop_else.py::
        case_y16_while_else_break_in_clause), not code only the clauses
        reach."""
        lifter = self.lifter
        while start < end and fits(lifter.instrs[start], "POP_TOP"):
            start += 1
        n = end - start
        return any(lifter._same_code(start, p, n) for p in range(lifter.count - n + 1) if not start - n < p < end)

    def refuse_else_reached_from_after(self, orelse):
        """Refuse an else (orelse, read from [body_end, else_end)) that the body never reaches
        (it does not fall into it, none of its jumps lands there) while
        code past the statement jumps there: that is the code after the
        statement, the way on of code the body reaches by other paths (3.12:
        a with's swallow path into the code after the try, laid out after
        the handlers, going on to the function's `return None`); read as
        the else, that code would not run (with_exits_312.py::
        case_code_after_try_around_returning_with_in_if)."""
        lifter, start, end = self.lifter, self.body_end, self.else_end
        if not orelse or end is None or end <= start or self.body_start >= start or start >= lifter.count or not fits(lifter.instrs[start - 1], NO_FALLTHROUGH):
            return
        sources = lifter.flow.jump_sources.get(start, ())
        if sources and all(x.index >= end for x in sources):
            raise DecompilationError("code after the try statement read as its else", lifter.qualname)

    def refuse_else_as_code_after(self):
        """In a loop, where the clauses' way on is not found (`after`: the
        last jump of a named clause holding a try statement, 3.13) and the
        code between the body and the block's end (before the handlers,
        going round the loop) is read after the statement, though no clause
        reaches it (nothing from the handlers jumps there) and a clause goes
        round the loop past it: that code is
        the else, read after the statement it ran after each clause too
        (hunt 3.13 seed 307 #550, try_in_loops.py::case_h23_seed307_*).
        Refused."""
        lifter, loop, start = self.lifter, self.st.region.loop, self.body_end
        if self.after is not None or loop is None or self.cold is not None or self.else_end != start or not start < self.st.end <= self.handler:
            return
        if any(x.index >= self.handler for x in lifter.flow.jump_sources.get(start, ())):
            return
        instrs = lifter.instrs
        if not any(name is not None and any(fits(instrs[k], "PUSH_EXC_INFO|MATCH_SEQUENCE|MATCH_MAPPING|MATCH_CLASS") for k in range(a, b)) for _, name, a, b in (c[:4] for c in self.clauses)):
            return  # (only a named clause holding a try or a match statement hides its way on: match_310.py::case_l23_seed309_*)
        end = self.st.end if fits(instrs[self.st.end - 1], NO_FALLTHROUGH) else self.st.end + 1
        if end > lifter.count or not fits(instrs[end - 1], JUMP) or lifter.resolve(instrs[end - 1].target.index) != loop.continue_to:
            return  # (that code does not go round the loop as the clauses do: falls or jumps elsewhere)
        if any(fits(instrs[k], JUMP) and lifter.resolve(instrs[k].target.index) == loop.continue_to for k in range(self.handler, lifter.count)):
            raise DecompilationError("code the clauses skip going round the loop read after the try statement, not as its else", lifter.qualname)

    def find_follow(self):
        """Where the statement goes on (follow), where the clauses' bodies
        go on when they fall off (hfollow: None when their way round is a
        written `continue`), and whether a `break` follows the statement."""
        loop = self.st.region.loop
        follow = self.after if self.after is not None else self.st.region.follow
        hfollow = follow
        if loop is not None and self.after == self.clause_after == loop.break_to and self.clauses_break_spelled(loop):
            hfollow = None  # (the clauses' jumps there are `break`s: written out)
        elif loop is not None and self.clause_after in (loop.break_to, loop.continue_to) and self.after != self.clause_after:
            hfollow = self.after  # the statement ends elsewhere: the clauses' jumps are written out
        elif loop is not None and self.after in (loop.break_to, loop.continue_to) and self.else_end >= self.st.end:
            # The clauses `break`/`continue` while the statement, finishing,
            # would go elsewhere: the handlers write the jump out.
            natural = self.lifter.follow_of(self.else_end, self.st.region)
            if natural is not None and natural != self.after and self.jump_ends_else(loop) and not self.clauses_fall_into_marked_break(loop):
                # (the else's last jump, that way, written after the
                # statement: every way on goes there)
                self.else_end -= 1
                self.jump_after = ast.Continue if self.after == loop.continue_to else ast.Break
            elif natural is not None and natural != self.after and not (self.after == loop.break_to and self.clauses_fall_off_spelled()):
                hfollow = natural
        closes = self.loop_closes_in()
        breaks = closes and self.else_end == self.body_end and not self.lifter._no_fallthrough(self.body_start, self.body_end) and self.lifter.resolve(self.body_end) == loop.break_to
        breaks = breaks or self.break_shared_after_body(loop)
        if not breaks and self.clauses_fall_into_marked_break(loop):
            breaks = True  # (the else, or the body, goes round: a written `continue`)
            if self.else_end > self.body_end:
                self.else_continues = True
            else:
                self.continues = True
        if breaks:
            hfollow = loop.break_to  # the clauses fall off into the `break` after the statement
        elif closes:
            hfollow = None  # the clauses' way round is a written `continue`
        elif self.after == self.body_end and self.clauses_fall_into_continue():
            hfollow = loop.continue_to  # (through the `continue` after the statement)
        self.refuse_unknown_exit_as_end(loop, hfollow)
        self.follow, self.hfollow, self.breaks = follow, hfollow, breaks

    def jump_ends_else(self, loop):
        """Whether the else, ending the block where the block goes on
        elsewhere, ends in a jump of the loop around to where the clauses
        go on too (`after`: its continue, or a while loop's exit): the
        `continue` or `break` written after the statement, which the
        clauses fall off into (read as the else's, a clause whose last
        jump there lies in a nested try statement lost it: fuzz 3.13 seed
        188 #921, match_310.py::case_h20_seed188_continue_after_try_in_case_in_while_true)."""
        last = self.else_end - 1
        jump = self.lifter.instrs[last]
        if last <= self.body_end or not fits(jump, JUMP) or self.lifter.resolve(jump.target.index) != self.after:
            return False
        return self.after == loop.continue_to or not fits(self.lifter.instrs[loop.head], "FOR_ITER|GET_ANEXT")

    def break_shared_after_body(self, loop):
        """Whether the one jump right after the body, the else it ends, is a
        `break` that the clauses jump back to as well (3.12+: the clauses'
        way on is not threaded through a jump keeping a line of its own):
        the `break` written after the statement. Read as where the
        statement goes on, the clauses wrote it and the body finishing lost
        it, the loop going round (fuzz 3.12 seed 58 #935,
        while_true_exits.py::case_lo17_break_after_try_in_elif_in_while_true)."""
        instrs = self.lifter.instrs
        if loop is None or loop.break_to is None or self.else_end != self.body_end + 1 or not fits(instrs[self.body_end], JUMP):
            return False
        if self.lifter.resolve(self.body_end) != self.lifter.resolve(loop.break_to):
            return False
        ends = [instrs[self.lifter.branch_exit(x[3])] for x in self.clauses]
        return bool(ends) and all(fits(x, JUMP) and x.target.index == self.body_end for x in ends)

    def clauses_fall_into_marked_break(self, loop):
        """Whether every clause that falls off (the others never finish)
        jumps to one lone jump out of the loop, laid out past the handlers,
        that keeps the line marker of a statement of its own (a NOP,
        dropped: Instr.after_marker), only those clauses jumping there and
        the else (or the body) going round the loop: the `break` written
        after the statement. A `break` in a clause jumps out straight, its
        line on the clause's last instructions; read so, the statement ran
        the same but compiled to other bytes
        (with_exits_in_loops.py::case_m21_*, case_hb17_*)."""
        instrs = self.lifter.instrs
        if loop is None or loop.break_to is None or not self.clauses or self.else_end is None:
            return False
        ends = [instrs[self.lifter.branch_exit(x[3])] for x in self.clauses]
        if any(x[4] is not None for x in self.clauses) or not all(fits(x, JUMP) or fits(x, NO_FALLTHROUGH) for x in ends):
            return False
        ends = [x for x in ends if fits(x, JUMP)]
        at = ends[0].target.index if ends else None
        if at is None or any(x.target.index != at for x in ends) or at < self.cleanup + CLEANUP_SIZE or not fits(instrs[at], JUMP) or instrs[at].after_marker is None:
            return False
        if self.lifter.resolve(at) != self.lifter.resolve(loop.break_to):
            return False
        if sorted(x.index for x in self.lifter.flow.jump_sources.get(at, ())) != sorted(x.index for x in ends):
            return False
        last = instrs[self.else_end]
        return fits(last, JUMP) and self.lifter.resolve(last.target.index) == self.lifter.resolve(loop.continue_to)

    def refuse_unknown_exit_as_end(self, loop, hfollow):
        """Refuse clauses that go on at the end of the loop body's block
        where falling off it goes round, the loop's exit lying there but
        unknown to the loop (no `break_to`: a while loop ending a finally
        body's handler copy, 3.11): their jump there is a `break` the
        reading cannot write; read as falling off, it was lost
        (fuzz 3.11 seed 52 #729,
        loop_exits_through_finally.py::case_hb17_try_else_continue_then_break_in_finally)."""
        if loop is None or loop.break_to is not None or hfollow is None or hfollow != self.st.end:
            return
        natural = self.lifter.follow_of(self.st.end, self.st.region)
        if natural is not None and natural != hfollow:
            raise DecompilationError("clauses leave a loop whose exit is unknown", self.lifter.qualname)

    def emit(self):
        """Reads the body, the else and each clause's body and emits the Try
        (then a `break` when the body finishing leaves the loop) into st."""
        instrs = self.lifter.instrs
        loop = self.st.region.loop
        body_follow = self.follow
        if self.version.TRY_EXITS_COPIED and self.else_end == self.resume == self.body_end < self.handler and self.follow != self.body_end and self.lifter.resolve(self.body_end) == self.body_end and not self.body_breaks(loop) and not self.ends_in_with_way_out():
            # The statement goes on at the body's end: branches of the body
            # jump there (or leave through copies of the exit there); not
            # where the body's last jump is a `break` falling there.
            body_follow = self.body_end
        if self.else_continues:
            body_follow = loop.continue_to  # (the else's way round)
        resume = self.passed_hop(self.cleanup + CLEANUP_SIZE)
        body, orelse = self.read_body_and_else(self.else_end, body_follow)
        self.refuse_protected_else()
        self.refuse_else_past_outer_protection(orelse)
        self.refuse_else_reached_from_after(orelse)
        self.refuse_else_past_finally_rows(orelse)
        cold_else = self.lifter.facts.cold_elses.pop(self.handler, None)
        if cold_else is not None:
            if orelse:
                raise self.lifter.error("an else both before and after the handlers", instrs[cold_else[0]])
            orelse, _ = self.lifter.block(cold_else[0], cold_else[1], self.lifter._sub(self.st, cold_else[1], None), list(self.st.stack))
            self.lifter.skip[cold_else[0]] = cold_else[1]
        if self.continues or resume > self.cleanup + CLEANUP_SIZE and fits(instrs[self.body_end], JUMP) and self.lifter.resolve(self.body_end) == self.lifter.resolve(resume - 1):
            # (the clauses go round through the loop's closing jump: the
            # body's own jump to the head is a written `continue`)
            body.append(ast.Continue())
        if self.breaks_into_exit:
            body.append(ast.Break())
        if self.else_continues:
            orelse.append(ast.Continue())
        if self.else_breaks and not (orelse and cannot_finish(orelse[-1])):
            last = orelse[-1] if orelse else None
            if isinstance(last, ast.Try) and last.finalbody and not last.handlers and all(isinstance(x, ast.Pass) for x in last.body):
                last.body = [ast.Break()]  # (its body the break, which raises nothing: its row covers nothing)
            else:
                orelse.append(ast.Break())
        swallowed = None if orelse else self.else_past_with_cleanup(loop)
        if swallowed is not None:
            start, mid, end = swallowed
            if not fits(instrs[self.body_end - 1], NO_FALLTHROUGH):
                self.with_body_continues(body)
            if start < mid:
                more, _ = self.lifter.block(start, mid, self.lifter._sub(self.st, mid, None), list(self.st.stack))
                body = [x for x in body if not isinstance(x, ast.Pass)] + more
            orelse, _ = self.lifter.block(mid, end, Region(end, loop.continue_to, loop, self.st.region.handler_depth, self.st.region.protected), list(self.st.stack))
            self.lifter.skip[start] = end + (end < self.handler)
        handlers = []
        for typ, name, clause_start, clause_end, extra in self.clauses:
            clause_body, _ = self.lifter.block(clause_start, clause_end, self.lifter._sub(self.st, clause_end, self.hfollow, 1), list(self.base))
            self.refuse_raise_copied_past_name_cleanup(name, clause_start, clause_end, clause_body)
            if extra is None and self.clause_continues(clause_end, loop):
                extra = ast.Continue
            if extra is not None:
                clause_body.append(extra())
            handlers.append(ast.ExceptHandler(type=typ, name=name, body=clause_body or [ast.Pass()]))
        self.lifter.skip[self.handler] = resume
        node = ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[])
        node._breaks_into_exit = self.breaks_into_exit or self.else_breaks  # (the loop reader's closing `break` is written)
        self.lifter.emit(self.st, node, instrs[self.body_start])
        if self.jump_after is not None:
            self.lifter.emit(self.st, self.jump_after(), instrs[self.else_end])
        if self.breaks:
            # `while True: try ... except: continue` then `break`: the body
            # finishing leaves the loop (3.11 jumps over the handlers, 3.12+
            # falls into the code after the loop).
            self.lifter.emit(self.st, ast.Break(), instrs[self.body_end])

    def with_body_continues(self, body):
        """The try body read up to the jump round the loop right after the
        exit call of the with statement ending it (`else_past_with_cleanup`):
        that jump is the with body's `continue`, the swallow path going on
        elsewhere; write it there (falling off the with, the try's else
        would run: with_exits_in_loops.py::
        case_with18_with_continue_then_code_in_try_else_ending_for)."""
        last = body[-1] if body else None
        if not isinstance(last, (ast.With, ast.AsyncWith)) or last.body and isinstance(last.body[-1], (ast.Continue, ast.Break, ast.Return, ast.Raise)):
            raise self.lifter.error("a with's jump round the loop before an else past its cleanup", self.lifter.instrs[self.body_end])
        last.body = [x for x in last.body if not isinstance(x, ast.Pass)] + [ast.Continue()]

    def else_past_with_cleanup(self, loop):
        """3.12+: the else [start, end) of a try statement ending a loop's
        body whose body finishes only through a with's swallow path (`with
        c: break` in it): that path jumps over the with's cleanup block to
        the else, laid out there, as protected as the statement, which
        goes round the loop by its jump at `end`, right before the handler;
        None otherwise
        (with_exits_in_loops.py::case_wr12_with_break_in_try_else_in_for)."""
        lifter = self.lifter
        instrs = lifter.instrs
        if not self.version.COLD_CODE_AT_END or loop is None or self.body_end != self.st.end:
            return None
        if not fits(instrs[self.body_end - 1], NO_FALLTHROUGH) and not (self.body_end < lifter.count and fits(instrs[self.body_end], JUMP) and lifter.resolve(self.body_end) == lifter.resolve(loop.continue_to)):
            return None
        jumps = [x for x in instrs[self.body_end : self.handler] if fits(x, JUMP) and x.index < x.target.index < self.handler and lifter._in_extent(x.index, self.handler)]
        if len(jumps) != 1 or not match_before(instrs, jumps[0].index, WITH_SWALLOW, self.version):
            return None
        start = end = jumps[0].target.index
        # (the code after the with first, more of the body, protected by
        # this statement's handler alone: with_exits_in_loops.py::
        # case_with18_with_continue_then_code_in_try_else_ending_for)
        mid = start
        while mid < self.handler - 1 and lifter.cover.get(mid) == self.handler:
            mid += 1
        if lifter.cover.get(mid) != lifter.cover.get(self.cleanup) or lifter._in_extent(mid, self.handler):
            return None
        end = last = self.handler - 1
        # (round the loop: to its head, or where the block goes on, a
        # while loop's bottom test laid out past the handlers, 3.12+; or
        # an else that raises after the code after the with, no jump
        # round: it ends at the handler,
        # with_exits_in_loops.py::case_with18_with_continue_then_raise_in_try_else_in_for)
        rounds = {lifter.resolve(loop.continue_to)}
        if self.st.region.follow is not None:
            rounds.add(lifter.resolve(self.st.region.follow))
        if start < mid < end and fits(instrs[end], "RAISE_VARARGS"):
            end = self.handler
        elif end < start or not fits(instrs[end], JUMP) or lifter.resolve(end) not in rounds:
            return None
        # (straight code, or branches of its own: `x if c else y`, `if c:
        # ...`, its jump round the loop threaded)
        round_to = lifter.resolve(last)
        if any(x.target is not None and not start < x.target.index <= last and lifter.resolve(x.target.index) != round_to or x.target is None and fits(x, NO_FALLTHROUGH) for x in instrs[start:last]):
            return None
        sources = lifter.flow.jump_sources
        if any(not start <= x.index < end for k in range(start + 1, end + 1) for x in sources.get(k, ())) or [x.index for x in sources.get(start, ())] != [jumps[0].index]:
            return None  # (reached from elsewhere too, the body finishing: not the else alone)
        if start < mid and (mid == end or lifter.cover.get(jumps[0].index) != self.handler or any(x.target is not None or fits(x, NO_FALLTHROUGH) for x in instrs[start:mid])):
            return None  # (straight code of the body, then the else)
        if mid == end and not fits(instrs[self.body_end - 1], NO_FALLTHROUGH):
            return None  # (the body's `continue` ends the loop body: no else to read)
        return start, mid, end

    def emit_code_after(self):
        """Emits into st the code after the statement that was held in a
        clause (tail, `strip_tails`) or laid out past the enclosing block
        (cold, `cold_tail`), when there is some."""
        instrs = self.lifter.instrs
        if self.tail is not None:
            stmts, _ = self.lifter.block(self.tail[0], self.tail[1], self.lifter._sub(self.st, self.tail[1], None), list(self.st.stack))
            for x in stmts:
                self.lifter.emit(self.st, x)
        if self.cold is not None:
            r = self.st.region
            cold_end = end = self.lifter._cold_end(self.cold)
            if fits(instrs[end - 1], JUMP) and (self.lifter.resolve(instrs[end - 1].target.index) == r.follow or self.cold_back):
                end -= 1  # falls off the enclosing block (a loop body's way round), as a try body there may
            elif r.follow is not None and self.cold < r.follow < end:
                # (a while loop's test copied after its body: the block goes on there)
                cold_end = end = r.follow
            left = self.cold_leaves_protection(end)
            if left is not None:
                self.lifter.facts.cold_elses[self.lifter.cover.get(self.cold)] = (left, end)
                cold_end = end = left
            stmts, _ = self.lifter.block(self.cold, end, Region(end, r.follow, r.loop, r.handler_depth, r.protected), list(self.st.stack))
            self.lifter.skip[self.cold] = cold_end
            for x in stmts:
                self.lifter.emit(self.st, x)

    def cold_leaves_protection(self, end):
        """3.12+: where the code after the statement [cold, end), laid out
        past the handlers and protected by the except clauses of a try
        statement around, falls off that protection for good (the rest
        unprotected, reached only from here): that statement's else,
        which its reader takes (`cold_elses`); read here as that
        statement's body, its clauses covered it (3.12-3.13:
        nesting/nest_depth3_310.py::f3_try_except_else__try_except_else__with_parens__assign).
        None otherwise."""
        lifter = self.lifter
        instrs = lifter.instrs
        around = lifter.cover.get(self.cold)
        cleanup = lifter.cover.get(around) if around is not None else None
        if cleanup is None or not lifter._is_except(around, cleanup, self.st) or any(fits(x, "CHECK_EG_MATCH") for x in instrs[around:cleanup]):
            return None  # (except* clauses: TryStar takes no such else)
        left = end
        while left > self.cold and not lifter._in_extent(left - 1, around):
            left -= 1
        # (a statement starts there, on a line of its own: not the end of
        # a `return x` that left the statement, its value computed inside)
        if left in (self.cold, end) or fits(instrs[left - 1], NO_FALLTHROUGH) or fits(instrs[left], "RETURN_VALUE") or instrs[left].lineno == instrs[left - 1].lineno:
            return None
        if any(not self.cold <= x.index < end for k in range(left, end) for x in lifter.flow.jump_sources.get(k, ())):
            return None
        return left

    def passed_hop(self, k):
        """3.12+: past the jump at k, after the handlers, that only the
        clauses reach and that goes on where the statement does (the loop's
        closing jump, laid out there when the clauses alone go round it
        while the body's `continue` jumps to the head itself): read with
        them. k otherwise."""
        instrs = self.lifter.instrs
        if not self.version.COLD_CODE_AT_END or k >= self.lifter.count or not fits(instrs[k], JUMP) or self.after is None:
            return k
        if self.lifter.resolve(k) != self.lifter.resolve(self.after):
            return k
        sources = self.lifter.flow.jump_sources.get(k, [])
        if not sources or any(not self.handler <= x.index < self.cleanup and not self.swallowed_hop(x.index) for x in sources) or (k > 0 and not fits(instrs[k - 1], NO_FALLTHROUGH)):
            return k
        return k + 1

    def swallowed_hop(self, k):
        """3.12: whether the jump at k, right before the handler, is the
        body's way on that only a with's swallow path reaches (the body
        itself leaves by `break`, `return`...): straight from it, or
        through the same hops of the try statements nested in the body,
        their clauses going on there too; or the jump ending the else
        that path alone reaches (`else_past_with_cleanup`). 3.12 does not
        thread those jumps (each lies in another row), so the swallow path
        goes on through each statement's hop to the one after the
        handlers, which then is the body's way on as much as the clauses'
        (`passed_hop`) (with_exits_in_loops.py::
        case_wr12_x_nested_try_with_break, case_w16_*)."""
        if k != self.handler - 1:
            return False
        instrs = self.lifter.instrs
        sources = self.lifter.flow.jump_sources
        seen = set()

        def hop_from_swallow(j):
            # (a lone jump after a handler's cleanup block, before the next
            # handler, each way to it a jump from inside the body)
            if j in seen or not fits(instrs[j], JUMP) or not fits(instrs[j - 1], NO_FALLTHROUGH):
                return False
            seen.add(j)
            ways = sources.get(j, [])
            if not ways or any(not self.body_start <= x.index < j for x in ways):
                return False
            return any(match_before(instrs, x.index, WITH_SWALLOW, self.version) or fits(instrs[x.index + 1], "PUSH_EXC_INFO") and hop_from_swallow(x.index) for x in ways)

        swallowed = self.else_past_with_cleanup(self.st.region.loop)
        # (or the end of the else that the swallow path alone reaches)
        return swallowed is not None and swallowed[2] == k or hop_from_swallow(k)

    def clauses_fall_off_spelled(self):
        """3.13: whether every clause ends in a jump spelled as falling off
        the statement (uninterruptible: CLAUSE_EXIT_UNINTERRUPTIBLE), no
        `break` or `continue` of its own, though it goes where the loop
        does (`break` written after the statement, compiled to its line
        marker alone: loop_exits_through_try.py::try_continue_then_break_in_for)."""
        if not self.version.CLAUSE_EXIT_UNINTERRUPTIBLE or not self.clauses:
            return False
        instrs = self.lifter.instrs
        return all(fits(instrs[end - 1], JUMP) and instrs[end - 1].uninterruptible for _, _, _, end, _ in self.clauses)

    def clauses_break_spelled(self, loop):
        """3.13: whether the clauses leave for the loop's exit, laid out
        before them, each by a plain jump back (`POP_EXCEPT; JUMP_BACKWARD`):
        a `break`, where falling off into the code after the statement
        jumps uninterruptibly (CLAUSE_EXIT_UNINTERRUPTIBLE), so the
        statement does not end there though the loop's exit is where it
        would go on (a loop that never goes round:
        try_in_loops.py::case_r21c_never_round_while_clause_break_then_return_code_after_loop)."""
        if not self.version.CLAUSE_EXIT_UNINTERRUPTIBLE or loop.break_to is None:
            return False
        return bool(self.lifter.clause_breaks_back_to(loop.break_to, self.handler, self.cleanup))

    def clause_continues(self, clause_end, loop):
        """Whether the clause ending at e ends in a written `continue`, read
        as falling off: it jumps straight to the loop's head, while falling
        off the statement goes through the loop's own closing jump (a
        `while` loop's: it keeps the loop's line, so is not threaded; a for
        loop's, lineless, is copied to each way in). (Or, 3.12, it jumps
        round the loop itself while falling off goes through the hop
        after the handlers that a with's swallow path reaches too,
        `swallowed_hop`.)"""
        if self.continue_past_hop(clause_end, loop) or loop is not None and self.clause_jumps_past_hop(clause_end, loop):
            return True
        if not self.version.JUMPS_KEEP_LINES or loop is None or self.hfollow != loop.continue_to or loop.continue_to != loop.head:
            return False
        last = self.lifter.instrs[clause_end - 1]
        tail = self.lifter.loop_tails.get(loop.head)
        if not fits(last, JUMP) or last.target.index != loop.head or tail is None or tail == last.index:
            return False
        if fits(self.lifter.instrs[loop.head], "FOR_ITER"):
            return self.shared_own_line_continue(clause_end)
        return fits(self.lifter.instrs[tail], JUMP) and self.lifter.instrs[tail].target.index == loop.head

    def continue_past_hop(self, clause_end, loop):
        """Whether the clause ending at clause_end jumps straight where the
        `continue` written after the statement jumps (the loop's way
        round), which the body reaches (3.11: its jump over the handlers;
        3.12+: falling into it): a clause falling off would jump to that
        `continue` too (a jump keeping a line of its own is not threaded),
        so this one ends in its own `continue`
        (loop_exits_through_try.py::case_continue_in_clause_and_after_try)."""
        instrs = self.lifter.instrs
        if loop is None or self.handler < 1:
            return False
        if self.version.TABLE_HANDLERS_INLINE:
            over = instrs[self.handler - 1]
            if not fits(over, JUMP) or over.target.index < self.cleanup:
                return False
            hop = instrs[over.target.index]
        elif self.clauses_fall_into_continue():
            hop = instrs[self.body_end]
        else:
            return False
        last = instrs[clause_end - 1]
        return (fits(last, JUMP) and fits(hop, JUMP) and hop.target is last.target and hop.index != last.index and last.lineno != hop.lineno
                and self.lifter.resolve(last.target.index) in (loop.continue_to, loop.head))

    def clause_jumps_past_hop(self, clause_end, loop):
        """Whether the clause ending at clause_end jumps round the loop
        itself, not through the jump after the handlers that the body's
        swallow path and the other clauses go on through (`passed_hop`,
        `swallowed_hop`): a written `continue`."""
        instrs = self.lifter.instrs
        hop = self.cleanup + CLEANUP_SIZE
        last = instrs[clause_end - 1]
        if not fits(last, JUMP) or last.target.index == hop or self.passed_hop(hop) != hop + 1 or self.lifter.resolve(last.index) != self.lifter.resolve(loop.continue_to):
            return False
        return any(self.swallowed_hop(x.index) for x in self.lifter.flow.jump_sources.get(hop, ()))

    def shared_own_line_continue(self, clause_end):
        """3.12+ for loops: whether the clause ends in one unwinding and
        jump back that statements inside the clause jump to, with a line
        of its own: a written `continue` (falling off, each way gets its
        own copy of the loop's lineless jump back, taking that way's line)."""
        instrs = self.lifter.instrs
        unwind, jump = clause_end - 2, instrs[clause_end - 1]
        if not self.version.COLD_CODE_AT_END or not fits(instrs[unwind], "POP_EXCEPT") or jump.lineno is None or instrs[unwind].lineno != jump.lineno:
            return False
        ways_in = list(self.lifter.flow.jump_sources.get(unwind, ()))
        if not ways_in:
            return False
        if not fits(instrs[unwind - 1], NO_FALLTHROUGH):
            ways_in.append(instrs[unwind - 1])
        # (a copy takes the line of its way in: a `continue`'s line is none of theirs)
        return all(x.lineno != jump.lineno for x in ways_in)

    def clause_exit_inside(self, loop):
        """3.12+: where the statement goes on when no clause ends by jumping
        there but one leaves from inside (`POP_EXCEPT; JUMP t`: a branch
        that does not end the clause, a `break` out of a loop whose else
        never finishes with the clause's exit copied into it); None when no
        clause, or more than one place, says."""
        instrs = self.lifter.instrs
        found = set()
        for (_, _, clause_start, clause_end, _) in self.clauses:
            for k in range(clause_start + 1, clause_end - 1):
                if not fits(instrs[k], "POP_EXCEPT") or self.lifter._is_cleanup(k - 1):
                    continue
                if fits(instrs[k - 1], "POP_EXCEPT") and not self.inner_clause_threaded_out(k - 1):
                    continue
                j = self.lifter._past_unwind(k)
                if j >= clause_end or not fits(instrs[j], JUMP):
                    continue
                goes_to = self.lifter.resolve(instrs[j].target.index)
                if self.handler <= goes_to < self.cleanup + CLEANUP_SIZE or (loop is not None and goes_to in (loop.break_to, loop.continue_to)):
                    continue
                found.add(goes_to)
        return found.pop() if len(found) == 1 else None

    def inner_clause_threaded_out(self, k):
        """3.13: whether `POP_EXCEPT; POP_EXCEPT; JUMP` at k is the way out
        of a try statement ending a clause of this one (or a `break` out of
        a loop there, more exceptions popped before), threaded through
        this clause's exit: the jump goes where this statement goes on
        (try_else.py::case_wh15_else_after_clause_ending_in_try,
        try_in_loops.py::case_wh15_break_from_clause_in_clause_in_loop_in_clause)."""
        instrs = self.lifter.instrs
        return not self.lifter._is_cleanup(k - 1) and bool(match(instrs, k, CLAUSE_LEAVES_ENCLOSING, self.version))

    def cold_tail(self):
        """3.12+: where the code after a try statement starts when only its
        clauses reach it (the body never finishes) and it was laid out after
        the handlers, past the end of the enclosing block; None otherwise."""
        if not self.version.COLD_CODE_AT_END or self.after is None or self.after <= self.cleanup or self.st.end >= self.lifter.count:
            return None
        if self.finally_copy_at(self.after) or self.after_outside_enclosing():
            return None
        loop = self.st.region.loop
        if loop is not None and self.lifter.resolve(self.after) == loop.break_to and self.after == self.lifter.resolve(self.after):
            # The clauses `break` (`while True:` ending in the statement;
            # or the else goes round, the code after the loop a folded
            # `return (0 and 1)` the clauses do not copy: not read inside
            # the loop, try_in_loops.py::case_wh15_return_folded_constant_after_loop_of_try)
            return None
        if self.body_end != self.st.end and self.cold_after_with_way_out():
            # (an else, straight code, before the with's exit call and its
            # way round the loop: it goes round, `continue`)
            self.never_finishing_else_end = self.st.end
            return self.after
        if self.body_end != self.st.end and self.st.end < self.handler and self.else_returned_at(self.handler) is not None:
            # (an else handing its value to an enclosing finally body's copy
            # and return, laid out before the handlers, `main_line_end`:
            # try_else.py::case_ctx18e_named_clause_then_raise_in_try_finally)
            self.never_finishing_else_end = self.handler
            return self.after
        if self.body_end != self.st.end and self.ends_before_loop_exit(loop):
            self.never_finishing_else_end, self.before_loop_exit = self.body_end, True
            return self.after
        if self.body_end != self.st.end and self.cold_goes_back(loop):
            self.cold_back = True
            return self.after
        if self.body_end != self.st.end:
            self.never_finishing_else_end = self.else_never_finishes(loop)
            return self.after if self.never_finishing_else_end is not None else None
        if self.lifter._no_fallthrough(self.body_start, self.body_end) or self.body_breaks(loop) or self.body_falls_into_break(loop) or self.ends_in_with_way_out() or self.cold_after_with_way_out():
            return self.after
        if loop is not None and fits(self.lifter.instrs[self.body_end], JUMP) and self.lifter.instrs[self.body_end].target.index == loop.head == loop.continue_to:
            return self.after  # the body goes on with the loop (`continue`)
        return None

    def written_jump_after(self, last):
        """3.12+: the jump a clause's last jump `last` reaches, past the
        handlers, where that jump is a statement of its own (its line
        marker, on its line): the `break` or `continue` written after the
        statement, which only the clauses reach (cold code, laid out
        there), read there (with_exits_in_loops.py::case_hb17_try_else_continue_then_break_in_while_in_with);
        None otherwise."""
        target = last.target.index
        # (only where the body ends the block: an else of its own, going
        # round, is not read so)
        if not self.version.COLD_CODE_AT_END or target <= self.cleanup or target >= self.lifter.count or self.body_end < self.st.end:
            return None
        jump = self.lifter.instrs[target]
        if not fits(jump, JUMP) or jump.lineno is None or jump.after_marker != jump.lineno or jump.lineno == last.lineno:
            return None
        return target

    def after_outside_enclosing(self):
        """3.12+: whether the code after the handlers that the statement
        goes on to lies outside the try statement around it: the handler
        covering this one's cleanup block does not cover it (3.12 reaches
        it through the lone jump ending that statement's body, 3.13
        straight). It is that statement's code after, not this one's: read
        here, the enclosing statement's clauses would cover it
        (with_exits_in_loops.py::case_w16_nested_try_with_break_then_code)."""
        instrs = self.lifter.instrs
        around = self.lifter.cover.get(self.cleanup)
        if around is None or self.lifter.cover.get(self.after) == around or fits(instrs[around + 1], "WITH_EXCEPT_START"):
            return False  # (a with's exit call, the way on out of its body, lies outside its rows)
        return not fits(instrs[self.after], "NOP|JUMP|WITH_EXIT")

    def body_falls_into_break(self, loop):
        """3.12+: whether the body ends the loop body's block by falling into the loop's exit
        laid out right after it (a `break` whose jump is left out), while the block
        would go round."""
        if loop is None or self.body_end != self.st.end or loop.break_to is None or self.ends_in_with_way_out():
            return False  # (a with's way out ends the body: its `break` is the with body's)
        return self.lifter.resolve(self.st.end) == self.lifter.resolve(loop.break_to) != self.lifter.follow_of(self.st.end, self.st.region)

    def ends_before_loop_exit(self, loop):
        """3.12+: whether the body ends in the way round of a with's body
        (`ends_in_with_way_out`: a `continue`, the jump to a while loop's
        top test) right before the loop's exit, laid out in the loop's
        block, whose bottom test lies past the handlers and ends it: the
        code after the statement, where the clauses and the with's swallow
        path go on, laid out past the handlers, falls into that test. Only
        the exit block (straight, leaving), handlers, the code they
        protect (and this statement's clauses) and jumps to that code lie between
        (with_exits_in_loops.py::case_w17_with_items_leaving_then_code_in_try_siblings)."""
        lifter = self.lifter
        instrs = lifter.instrs
        if loop is None or self.body_end != loop.break_to or self.st.end != self.st.region.follow or not self.cleanup < self.after < self.st.end:
            return False
        k = self.body_end
        while k < self.after and instrs[k].target is None and not fits(instrs[k], NO_FALLTHROUGH):
            k += 1
        if k >= self.after or instrs[k].target is not None:
            return False
        for j in range(k + 1, self.after):
            if lifter.cover.get(j) is None and not self.handler <= j < self.cleanup + CLEANUP_SIZE and not (fits(instrs[j], JUMP) and lifter.resolve(j) == lifter.resolve(self.after)):
                return False
        return self.ends_in_with_way_out()

    def else_never_finishes(self, loop):
        """3.12+: where the else ends when [body_end, st.end) is an else that
        never finishes and ends the block, which only the body reaches:
        straight code leaving by a return or raise, or (in a loop) code
        whose branches stay inside it going round (its last jump back, left
        out, or falling off the loop body; the code after the statement,
        past the handlers, goes round by its own jump); None otherwise."""
        instrs = self.lifter.instrs
        end = else_end = self.st.end
        # (The code after, as protected as the statement: not the
        # normal copy of a finally body around.)
        if not (self.body_end < end <= self.handler and self.lifter.cover.get(self.after) == self.lifter.cover.get(self.cleanup)):
            return None
        if fits(instrs[end - 1], "RETURN_VALUE|RAISE_VARARGS"):
            branches, end = False, end - 1
        elif loop is None:
            return None
        elif fits(instrs[end - 1], JUMP) and self.lifter.resolve(instrs[end - 1].target.index) == loop.continue_to:
            branches, end = True, end - 1  # the loop's way round
            else_end = end
        elif self.lifter.resolve(end) == loop.continue_to and not fits(instrs[end - 1], NO_FALLTHROUGH):
            branches = True  # falls off the loop body: goes round
        else:
            return None
        inside = range(self.body_end, end)
        for x in instrs[self.body_end : end]:
            if x.target is not None and self.body_end < x.target.index <= end and (branches or self.leaves_by_swallow_only(end)):
                continue  # (a branch of its own)
            if fits(x, NO_FALLTHROUGH) and not (fits(x, LEAVES) and self.leaves_by_swallow_only(end)) or x.target is not None:
                return None
        # (Its own statements' handlers, laid out before this one's, may
        # jump back into it.)
        if all(s.index in inside or self.st.end <= s.index < self.handler for k in range(self.body_end + 1, self.st.end) for s in self.lifter.flow.jump_sources.get(k, ())):
            return else_end
        return None

    def cold_goes_back(self, loop):
        """3.12+: whether the code after the statement, laid out past the
        handlers (at `after`, which only the clauses and the swallow
        paths of the with statements in the body reach), ends in a jump
        back to body_end, and only it jumps there: the body cannot fall
        into [body_end, st.end), which is then the code after that (the
        rest of the enclosing block, `return None` ending the function),
        not an else (`if a: try: with c: return x` / `except` / then
        code: with_exits_312.py::case_code_after_try_around_returning_with_in_if;
        `refuse_else_reached_from_after` refused it read as an else)."""
        lifter, start = self.lifter, self.body_end
        if loop is not None or self.body_start >= start or start >= lifter.count or not fits(lifter.instrs[start - 1], NO_FALLTHROUGH):
            return False
        end = lifter._cold_end(self.after)
        last = lifter.instrs[end - 1]
        if not fits(last, JUMP) or last.target.index != start:
            return False
        sources = lifter.flow.jump_sources.get(start, ())
        return all(self.after <= x.index < end for x in sources)

    def leaves_by_swallow_only(self, end):
        """Whether the else [body_end, end], ending in a return or raise,
        holds a with statement whose swallow path goes on to the code
        after the statement (laid out past the handlers, read by the with
        as the code after it): then branches inside it that stay inside
        or leave (its body's `if c: raise`) are its own."""
        instrs = self.lifter.instrs
        withs = [k for k in range(self.body_end, end) if fits(instrs[k], "BEFORE_WITH|BEFORE_ASYNC_WITH")]
        return bool(withs) and fits(instrs[end], "RETURN_VALUE|RAISE_VARARGS")

    def strip_tails(self):
        """3.12+: a clause that ends the function ends with a copy of the code
        after the statement (`POP_EXCEPT; <tail>; RETURN_VALUE`); cut it off.
        The copy may also be of the code after the loop around the statement
        (a `break`) or after the enclosing block."""
        instrs = self.lifter.instrs
        out = []
        after = None
        tail = None
        loop = self.st.region.loop
        loop_exit_next = self.loop_exit_after_body(loop)
        for typ, name, clause_start, clause_end in self.clauses:
            self.mark_unwound_copies(clause_start, clause_end)
            pop_except = clause_end - 1
            while pop_except >= clause_start and not fits(instrs[pop_except], "POP_EXCEPT"):
                pop_except -= 1
            extra = None
            ends = instrs[clause_end - 1].opname
            # (`raise` in a clause raises before POP_EXCEPT: after it, it is
            # the code after the statement, unless a nested clause's.)
            raises = ends == "RAISE_VARARGS" and pop_except + 1 < clause_end and all(x.target is None and not fits(x, "RERAISE|RETURN_VALUE|RAISE_VARARGS") for x in instrs[pop_except + 1 : clause_end - 1])
            if pop_except >= clause_start and (ends == "RETURN_VALUE" and pop_except + 1 < clause_end - 1 or raises) and not fits(instrs[pop_except - 1], "SWAP|POP_EXCEPT"):
                cut = pop_except + 1
                if name is not None and fits(instrs[cut], "LOAD_CONST") and instrs[cut + 2].opname.startswith("DELETE_"):
                    cut += 3
                tail_len = clause_end - cut
                copyable = self.lifter.compiler_may_copy(cut, clause_end)
                if tail_len and copyable and not loop_exit_next and self.lifter._same_code(cut, self.body_end, tail_len) and not self.written_return_tail(pop_except, cut, clause_end):
                    self.copied_loop_return(cut, tail_len)
                    self.inner_exit_copies(clause_start, pop_except, tail_len, cut - pop_except - 1)
                    clause_end = cut
                    after = self.body_end
                elif tail_len and self.else_then_copy(cut, tail_len) and after in (None, self.handler - tail_len) and self.inner_copies(clause_start, pop_except, tail_len, cut - pop_except - 1, self.handler - tail_len):
                    # (Only where a branch inside the clause ends the same
                    # way: else the clause's tail reads as its own return.)
                    self.inner_exit_copies(clause_start, pop_except, tail_len, cut - pop_except - 1, self.handler - tail_len)
                    clause_end = cut
                    after = self.handler - tail_len
                elif tail_len and self.break_copy(cut, clause_end, loop, loop_exit_next):
                    clause_end = cut
                    extra = ast.Break
                else:
                    region_follow = self.lifter.follow_of(self.st.end, self.st.region)
                    if tail_len and copyable and region_follow is not None and region_follow != cut and self.lifter._same_code(cut, region_follow, tail_len) and (after is None or after == region_follow):
                        clause_end = cut
                        after = region_follow
                    elif tail_len and self.lifter.cover.get(self.cleanup) == self.lifter.cover.get(cut) and not self.loop_closes_in() and (self.lifter._no_fallthrough(self.body_start, self.body_end, (cut, clause_end)) or self.else_never_finishes_before(cut, clause_end)) and (tail is None or self.lifter._same_code(cut, tail[0], tail_len) and tail[1] - tail[0] == tail_len):
                        # The body (or the else it goes on with) never
                        # finishes: the code after the statement is only
                        # reached from the handlers, and each clause holds
                        # it (the first one is the original). (Inside a
                        # handler around, the tail is that handler's, as is
                        # the statement's cleanup.) (A clause's
                        # own `return constant` also pops the exception
                        # first: with an else, only a computed value tells.)
                        if tail is None:
                            tail = (cut, clause_end)
                        clause_end = cut
                    elif tail_len and raises and tail is None and not fits(instrs[cut], "POP_TOP") and self.body_goes_round(loop):
                        # The body goes round the loop (the else's
                        # `continue`: the loop's closing jump, as read),
                        # never reaching the code after the statement,
                        # laid out here, that the clause falls into: a
                        # raise there is no clause's (its exception keeps
                        # no `__context__`; fuzz 3.12 seed 98 #529,
                        # loop_exits_through_try.py::case_o19_*). (Not
                        # when the tail pops the iterator first: a `break`
                        # into a copy of the code after the loop,
                        # try_except_exits.py::case_wh15_raise_after_clause_break_chains_nothing.)
                        tail = (cut, clause_end)
                        clause_end = cut
                        self.else_continues = True
                    elif tail_len and (raises or self.lifter._computes(cut, clause_end)):
                        # Left as it is, but no statement the clause wrote
                        # (that computes its value before unwinding): a
                        # copy of an exit whose jump copied_exits finds.
                        self.lifter.facts.unwound_exits.add(clause_end - 1)
            out.append((typ, name, clause_start, clause_end, extra))
        return out, after, tail

    def written_return_tail(self, pop_except, cut, end):
        """Whether the `return None` after the clause's POP_EXCEPT (the
        iterators of the loops it leaves popped first) is the clause's
        written `return`, not a copy of the same code at the end of the
        body (a `return` out of a with there, after its exit call, the
        try's body never finishing): it has a line of its own, neither the
        line of the code before the unwinding (a copy of the lineless
        implicit exit takes that) nor the line of the code it would copy
        (3.13: except_star_311.py::case_h20_*)."""
        instrs = self.lifter.instrs
        if not fits(instrs[self.body_end - 1], "WITH_EXIT") or match(instrs, end - 2, RETURNS_NONE) is None or not all(fits(x, "POP_TOP") for x in instrs[cut : end - 2]):
            return False
        line = instrs[cut].lineno
        return line is not None and line != instrs[pop_except - 1].lineno and line != instrs[self.body_end].lineno

    def body_goes_round(self, loop):
        """Whether the body, finishing, falls into the closing jump of the
        loop around (the statement ends the loop body as read), or into
        the exit calls of the with statements around whose bodies it ends,
        then that jump: read as the else's `continue` (`strip_tails`)."""
        if loop is None or self.lifter._no_fallthrough(self.body_start, self.body_end):
            return False
        if self.body_end != self.st.end and not self.else_goes_on_round(loop):
            return False
        instrs = self.lifter.instrs
        k = self.st.end
        while k < self.lifter.count and fits(instrs[k], "WITH_EXIT"):
            k += 1
        return k < self.lifter.count and fits(instrs[k], JUMP) and self.lifter.resolve(k) == self.lifter.resolve(loop.continue_to)

    def else_goes_on_round(self, loop):
        """Whether the code between the body's end and the block's end (the
        else, 3.12+: laid out before the handlers) falls into the block's
        end, its jumps staying inside it or going round the loop: then the
        code after the statement, laid out past a clause, is reached from
        the clauses only (`body_goes_round`; an else running code before
        its `continue`, loop_exits_through_try_312.py::case_o19e_*)."""
        lifter = self.lifter
        if self.body_end > self.st.end or lifter._no_fallthrough(self.body_end, self.st.end):
            return False
        round_to = lifter.resolve(loop.continue_to)
        for x in lifter.instrs[self.body_end:self.st.end]:
            t = x.target
            if t is not None and not self.body_end <= t.index <= self.st.end and lifter.resolve(t.index) != round_to:
                return False
        return True

    def main_line_end(self):
        """Where the code that may be the else ends: at the handlers, or at
        the end of the block when that comes first (the code after it, as
        a loop's way out, is not the statement's) but for an else that
        hands its value to an enclosing finally body's copy and return
        laid out before the handlers (`else_returned_at`)."""
        if self.st.end < self.handler and self.else_returned_at(self.handler) is not None:
            return self.handler
        return min(self.handler, self.st.end)

    def else_never_finishes_before(self, cut, clause_end):
        """Whether the else the body goes on with never finishes (before
        the handlers or the block's end), so that the clause's computed
        tail [cut, clause_end) past its POP_EXCEPT is the code after the
        statement, which only the clauses reach (a clause's own `return
        constant` also pops the exception first: only a computed value
        tells)."""
        end = self.main_line_end()
        # (A tail that pops an iterator first leaves the loop around: a
        # `break` into a copy of the code after the loop, or the clause's
        # own `return constant`; the code after the statement computes a
        # value first, then pops.)
        leaves_loop = fits(self.lifter.instrs[cut], "POP_TOP")
        return self.body_end < end and not leaves_loop and self.lifter._computes(cut, clause_end) and self.lifter._no_fallthrough(self.body_start, end, (cut, clause_end))

    def mark_unwound_copies(self, clause_start, clause_end):
        """3.12+: a return in the clause [clause_start, clause_end) whose
        value is computed after a POP_EXCEPT (and the clause's name
        cleared) is a copy of the code after a statement the clause falls
        off (a written `return` computes its value before unwinding):
        tell copied_exits (`unwound_exits`), which reads it so. (The copy
        runs straight from the POP_EXCEPT: nothing jumps in or out.)"""
        instrs = self.lifter.instrs
        sources = self.lifter.flow.jump_sources
        for k in range(clause_start, clause_end - 1):
            if not fits(instrs[k], "POP_EXCEPT") or fits(instrs[k + 1], "POP_EXCEPT") or fits(instrs[k - 1], "SWAP"):
                continue
            first = self.lifter._past_unwind(k)
            end = first
            while end < clause_end and not fits(instrs[end], NO_FALLTHROUGH) and instrs[end].target is None and (end == first or end not in sources):
                end += 1
            if end < clause_end and fits(instrs[end], "RETURN_VALUE") and end > first and self.lifter._computes(first, end + 1):
                self.lifter.facts.unwound_exits.add(end)

    def else_then_copy(self, cut, tail_len):
        """3.12+: whether the clause's tail [cut, cut + tail_len), ending the
        function, copies the code that ends the main line right before the
        handlers, after an else running straight into it (no jump in or
        out): that code is the code after the statement, the else's end."""
        instrs = self.lifter.instrs
        start = self.handler - tail_len
        if not (self.body_end < start and self.handler <= self.st.end and self.lifter._same_code(cut, start, tail_len)):
            return False
        return not any(x.target is not None or fits(x, NO_FALLTHROUGH) for x in instrs[self.body_end : start])

    def inner_exit_copies(self, clause_start, pop_except, copy_len, named=0, original=None):
        """The clause [clause_start, pop_except] ends with POP_EXCEPT at
        `pop_except` (and the `named` instructions clearing its name) and a
        copy of the `copy_len` instructions at `original` (body_end unless
        said), the code after the statement; a branch inside it may end the
        same way (`POP_EXCEPT; <clear name>; <copy>`): read each such copy
        as the jump to the clause's end at `pop_except`."""
        instrs = self.lifter.instrs
        for x in self.inner_copies(clause_start, pop_except, copy_len, named, original):
                if x + named + copy_len + 1 == pop_except:
                    self.lifter.skip[x] = pop_except  # right before the end: falls into it
                else:
                    self.lifter.skip[x] = x + named + copy_len
                    instrs[x + named + copy_len].opname = "JUMP"
                    instrs[x + named + copy_len].target = instrs[pop_except]
                    self.lifter.flow.made_jump(x + named + copy_len)
                # (3.12 lays such a copy out after a nested try's
                # handlers, where its clauses jump, or after an if's
                # branches, each going to its own copy: to the end too.)
                for y in instrs[clause_start:pop_except]:
                    if y.target is instrs[x] and fits(y, JUMP):
                        y.target = instrs[pop_except]

    def inner_copies(self, clause_start, pop_except, copy_len, named=0, original=None):
        """The POP_EXCEPTs starting the copies `inner_exit_copies` reads."""
        instrs = self.lifter.instrs
        original = self.body_end if original is None else original
        return [
            x
            for x in range(clause_start + 1, pop_except - copy_len - named)
            if fits(instrs[x], "POP_EXCEPT")
            and not fits(instrs[x - 1], "SWAP|POP_EXCEPT")
            # (after a POP_TOP: a `return constant` leaving a for loop
            # pops its iterator and unwinds first too; a computed value
            # would be loaded before)
            and (not fits(instrs[x - 1], "POP_TOP") or self.lifter._computes(x + 1 + named, x + 1 + named + copy_len))
            and (not named or self.lifter._same_code(x + 1, pop_except + 1, named))
            and self.lifter._same_code(x + 1 + named, original, copy_len)
            and x not in self.lifter.skip
            and not self.with_own_return_at(x, clause_start, pop_except, named + copy_len)
        ]

    def with_own_return_at(self, x, clause_start, pop_except, size):
        """Whether the POP_EXCEPT at x (and the `size` instructions after
        it) right after the exit call of a with statement in the clause is
        that with body's own `return` (`with m: return`): a swallowed
        exception goes on elsewhere than the clause's end or a copy of it,
        at more of the clause, the code after the statement, which the
        body's way out skips. Read as the clause's way out copied there,
        the body fell into that code (3.12/3.13 hunt seed 263 #712,
        try_except_exits.py::case_h22a_*)."""
        lifter = self.lifter
        if not fits(lifter.instrs[x - 1], "WITH_EXIT"):
            return False
        handler = lifter._with_exiting_at(clause_start, x)
        stop = None if handler is None else lifter._swallow_end(handler)
        if stop is None:
            return False
        resume = lifter.resolve(stop)
        return resume != pop_except and not lifter._same_code(resume, x, 1 + size)

    def cut_threaded_exits(self):
        """A clause whose jump to the end of the statement was threaded
        through a short exit at body_end (`POP_EXCEPT; JUMP t`, leaving an
        enclosing handler, 3.13) ends with a copy of that exit: cut it off,
        the clause then goes on at body_end."""
        instrs = self.lifter.instrs
        at = self.body_end
        exit_len = self.threaded_exit_len(at)
        if exit_len is None:
            at = self.else_then_star_exit()
            exit_len = at is not None and self.threaded_exit_len(at)
        if not exit_len or instrs[at + exit_len - 1].target.index in self.lifter.loop_tails:
            return self.clauses, self.after  # (a jump to a loop head is read as the loop going on)
        out = []
        for typ, name, clause_start, clause_end, extra in self.clauses:
            left = clause_end - exit_len
            if name is not None and not fits(instrs[at], "POP_EXCEPT") and left - 4 > clause_start and self.lifter._name_cleanup(left - 3) and instrs[left - 2].argval == name:
                left -= 3  # (an except* clause's way out: past the clause's own name cleanup)
            if clause_end - exit_len > clause_start and fits(instrs[left - 1], "POP_EXCEPT") and self.lifter._same_code(clause_end - exit_len, at, exit_len):
                clause_end -= exit_len
                self.after = at
            out.append((typ, name, clause_start, clause_end, extra))
        return out, self.after

    def threaded_exit_len(self, at):
        """The length of the short exit at `at` (at most 5 instructions, the last a jump) when it leaves the
        enclosing clause (`threaded_exit`); None otherwise."""
        instrs = self.lifter.instrs
        exit_len = 1
        while exit_len <= 5 and at + exit_len <= self.lifter.count and not fits(instrs[at + exit_len - 1], JUMP):
            if instrs[at + exit_len - 1].target is not None:
                return None
            exit_len += 1
        if exit_len > 5 or at + exit_len > self.lifter.count or not self.threaded_exit(at, exit_len):
            return None
        return exit_len

    def else_then_star_exit(self):
        """3.13: where the except* clause's exit (`LIST_APPEND 1; JUMP`) the clauses' ways out copy
        follows an else [body_end, that exit) of straight code; None otherwise."""
        instrs = self.lifter.instrs
        if not self.version.CLAUSE_EXITS_THREADED:
            return None
        for k in range(self.body_end + 1, self.handler):
            if instrs[k - 1].target is not None or fits(instrs[k - 1], NO_FALLTHROUGH):
                return None
            way_out = match(instrs, k, EXCEPT_STAR_CLAUSE_EXIT, self.version)
            if way_out and fits(instrs[way_out.end - 2], "LIST_APPEND"):
                return k
        return None

    def threaded_exit(self, at, exit_len):
        """Whether the exit [at, at + exit_len) leaves the
        enclosing clause: an except clause's (`POP_EXCEPT` first) or an
        except* clause's (its name cleared, the raised groups appended to,
        with no `POP_EXCEPT`: the except* handler pops once, at its end)."""
        instrs = self.lifter.instrs
        if fits(instrs[at], "POP_EXCEPT"):
            return True
        way_out = match(instrs, at, EXCEPT_STAR_CLAUSE_EXIT, self.version)
        return bool(way_out) and way_out.end == at + exit_len and fits(instrs[way_out.end - 2], "LIST_APPEND")

    def cut_enclosing_exits(self):
        """3.13 threads a clause's way out of a try statement that ends an
        enclosing except clause through that clause's exit: the clause ends
        `POP_EXCEPT; POP_EXCEPT; JUMP t`, t where the enclosing statement
        goes on. Cut the copy off (the clause then falls off the enclosing
        clause); also tell whether any clause had it."""
        if not self.version.CLAUSE_EXITS_THREADED:
            return self.clauses, False
        instrs = self.lifter.instrs
        out = []
        leaves = False
        inside = self.loop_inside_enclosing_clause()
        for typ, name, clause_start, clause_end, extra in self.clauses:
            threaded = clause_end - 3 >= clause_start and match(instrs, clause_end - 3, CLAUSE_LEAVES_ENCLOSING, self.version)
            if threaded and inside:
                if extra is None and self.break_copy(clause_end - 2, clause_end, self.st.region.loop):
                    # (where the loop's exit resolves to that way out, the
                    # jump reads as the `break` itself; where it does not,
                    # the loop ending an if's body, the copy is cut off)
                    clause_end -= 2
                    extra = ast.Break
            elif threaded and self.lifter.resolve(clause_end - 1) == self.lifter._enclosing_end(self.handler) and not fits(instrs[clause_end - 4], "POP_EXCEPT"):
                # (a third exception popped: the way out leaves a clause
                # around the enclosing one too, a `break` out of a loop
                # between them, not the enclosing clause falling off:
                # try_in_loops.py::case_wh15_break_from_clause_in_clause_in_loop_in_clause)
                clause_end -= 2
                leaves = True
            out.append((typ, name, clause_start, clause_end, extra))
        return out, leaves

    def loop_inside_enclosing_clause(self):
        """Whether a loop around this statement lies inside the except
        clause holding it: falling off the statement goes round that loop,
        so a clause's `POP_EXCEPT; POP_EXCEPT; JUMP` to where the enclosing
        statement goes on is a `break` whose copy of the loop's exit (the
        enclosing clause's way out) 3.13 threads in, not the clause falling
        off the enclosing one (3.13 read the break as `pass`, hunt seed
        295 #770: loop_exits_through_try.py::case_h23_*)."""
        loop = self.st.region.loop
        found = self.lifter._enclosing_handler(self.handler)
        return loop is not None and found is not None and loop.head > found[1]

    def loop_exit_after_body(self, loop):
        """3.12+: whether the code right after a try body that ends the
        loop body's block is the loop's exit, not where the statement goes
        on (the loop's way round): `while c: try: return x` whose top
        test's exit block follows the body; a clause ending in a copy of
        it breaks."""
        if loop is None or loop.break_to is None or self.body_end != self.st.end:
            return False
        return self.lifter.resolve(loop.break_to) == self.body_end != self.lifter.follow_of(self.st.end, self.st.region)

    def finally_before_loop_exit(self, loop):
        """Whether a finally body lies between this statement and the exit
        of `loop`: its handler covers the statement but not the exit, so a
        `break` runs a copy of it first and a clause's tail that only
        matches the code at the exit is no `break` (`while a: try: while
        True: try ... except: return finally: g()` then `else: g()`: the
        return's copy of the finally body and `return None` read as that
        code, a break that ran the finally body twice: fuzz 3.12/3.13 seed
        61 #47, loop_exits_through_finally.py::case_h18a_*)."""
        lifter = self.lifter
        around_exit = set(lifter._chain(loop.break_to))
        return any(at - 1 not in around_exit for at, _ in lifter._finally_bodies_around(self.handler, every_layout=True))

    def break_copy(self, start, stop, loop, exit_next=False):
        """Whether [start, stop) is a `break` out of `loop` followed by a copy
        of the code after the loop (a for loop first pops its iterator).
        `exit_next`: the loop's exit follows the body (`loop_exit_after_body`)."""
        if loop is None or loop.break_to is None or loop.break_to == self.body_end and not exit_next:
            return False
        if self.finally_before_loop_exit(loop):
            return False
        instrs = self.lifter.instrs
        if fits(instrs[loop.head], "FOR_ITER"):
            if not fits(instrs[start], "POP_TOP"):
                return False
            start += 1
        n = stop - start
        return n > 0 and self.lifter._same_code(start, self.lifter.resolve(loop.break_to), n)
