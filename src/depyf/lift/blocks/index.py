"""The block stack at each instruction, and what it says about the
statements' layout: where a handler ends, which POP_BLOCK closes a body,
what kind of handler a SETUP instruction opens, the with exit call."""

from ...bytecode.idioms import (
    ENCLOSING_HANDLER_LEFT_UNDER_VALUE, EXCEPT_HANDLER_HEAD, FINALLY_CALLED_UNDER_VALUE, FINALLY_SLOT_DROPPED, HANDLER_LEFT, ITERATOR_UNDER_VALUE_DROPPED,
    JUMP, NAME_CLEANUP_LEFT_UNDER_VALUE, WITH_EXIT_AFTER_BLOCK, WITH_SWALLOW_BLOCKS, fits, match, where,
)
from ..copy_limits import MAX_COPY_SIZE
from ..exceptions_shared import _Marker
from ...errors import DecompilationError


class BlockIndexOps:
    """Lifter mixin: queries of the block stack (`self.blocks`)."""

    def _index_blocks(self):
        # the block stack of each instruction: ("S", handler) protects it,
        # ("H", handler) runs it inside that handler (bytecode/regions.py)
        self.blocks = self.flow.block_stacks()

    def _has_block(self, k, blk):
        b = self.blocks[k] if 0 <= k < self.count else None
        return b is not None and blk in b

    def _handler_end(self, handler):
        """One past the last instruction that runs inside handler."""
        last = handler
        for k in range(handler, self.count):
            if self._has_block(k, ("H", handler)):
                last = k
        return last + 1

    def _under_other_body(self, k, handler):
        """Whether instruction k, reachable, runs inside a body other than
        the one `handler` protects (a POP_BLOCK there closes an enclosing
        body, laid out on a way out of both; an unreachable one, 3.9's dead
        code after a loop that never ends, has no block stack to tell)."""
        b = self.blocks[k]
        return b is not None and not (b and b[-1] == ("S", handler))

    def _last_pop_block(self, statement_start, handler):
        for k in range(handler - 1, statement_start, -1):
            b = self.blocks[k]
            if fits(self.instrs[k], "POP_BLOCK") and b and b[-1] == ("S", handler):
                return k
        return None

    def _is_try_except_handler(self, handler):
        return (bool(match(self.instrs, handler, EXCEPT_HANDLER_HEAD, self.version)) and not self._returns_over_value(handler) and not self._finally_returns(handler)
                and not self._finally_only_leaves_loop(handler))

    def _returns_over_value(self, handler):
        """3.9/3.10: whether the handler that opens like a bare except
        clause (`POP_TOP x3; POP_EXCEPT; <return c>`) is a finally body
        that is only `return c` replacing the try body's returned value:
        the body's normal exit keeps that value over its POP_BLOCK, then
        drops it for the same return. (A try body with except clauses
        leaves no value there.)"""
        instrs = self.instrs
        span = match(instrs, handler, HANDLER_LEFT, self.version)
        if not span or self.version.FINALLY_SUBROUTINES:
            return False
        ret = next((k for k in range(span.end, min(span.end + 6, self.count)) if fits(instrs[k], "RETURN_VALUE")), None)
        if ret is None or not fits(instrs[ret - 1], "LOAD_CONST"):
            return False
        pop = self._last_pop_block(0, handler)
        return pop is not None and fits(instrs[pop + 1], "POP_TOP") and self._same_code(pop + 2, span.end, ret + 1 - span.end)

    def _finally_only_leaves_loop(self, handler):
        """3.9: whether the handler that opens like a bare except clause
        (`POP_TOP x3; POP_EXCEPT`, then a for loop's iterator popped and a
        jump) is a finally body that is only `continue` or `break`: its
        closing RERAISE, dead, follows the jump (a clause's `continue` is
        followed by the clause's own dead exit), and the body's normal
        exit runs the same code right after its POP_BLOCK, then the dead
        jump over the handler."""
        instrs = self.instrs
        span = match(instrs, handler, HANDLER_LEFT, self.version)
        if not span or self.version.FINALLY_SUBROUTINES or self.version.BLOCK_EXIT_COPIES:
            return False
        jump = span.end
        while jump < self.count and fits(instrs[jump], "POP_TOP"):
            jump += 1
        if jump + 1 >= self.count or not fits(instrs[jump], JUMP) or not fits(instrs[jump + 1], "RERAISE"):
            return False
        n = jump + 1 - span.end
        pop = self._last_pop_block(0, handler)
        return pop is not None and pop + 1 + n == handler - 1 and fits(instrs[handler - 1], JUMP) and self._same_code(pop + 1, span.end, n)

    def _finally_returns(self, handler):
        """3.10: whether the handler that opens like a bare except clause
        (`POP_TOP x3; POP_EXCEPT; <code>; RETURN_VALUE`) is a finally body
        that returns (`finally: return`, after the enclosing finally
        bodies' copies): the try body's normal exit, with no jump, runs
        the same code after its POP_BLOCK. (The code after a bare clause
        is copied onto both ways when short, `return x`: `except: pass`
        then compiles alike, runs alike, and is left so.)"""
        instrs = self.instrs
        span = match(instrs, handler, HANDLER_LEFT, self.version)
        if not span or not self.version.BLOCK_EXIT_COPIES:
            return False
        ret = span.end
        while ret < self.count and instrs[ret].target is None and not fits(instrs[ret], "RETURN_VALUE|POP_EXCEPT|RERAISE"):
            ret += 1
        if ret >= self.count or not fits(instrs[ret], "RETURN_VALUE"):
            return False
        if any(match(instrs, j, WITH_EXIT_AFTER_BLOCK, self.version) for j in range(span.end, ret)):
            return False  # (out of a with too: read as the clause it compiles alike to)
        if self.short_enough_to_copy(span.end, ret + 1):
            return False  # (the compiler's copies of the code after an except clause)
        pop = self._last_pop_block(0, handler)
        n = ret + 1 - span.end
        return pop is not None and pop + 1 + n <= handler and self._same_code(pop + 1, span.end, n)

    def _is_try_except_block(self, k):
        """Whether the POP_BLOCK at k closes a try body with except clauses."""
        b = self.blocks[k]
        if not b or b[-1][0] != "S":
            return False
        return self._is_try_except_handler(b[-1][1])

    def _prev_exc(self):
        return [_Marker("prev_exc") for _ in range(3)]

    def _finally_range(self, handler, last):
        """3.8-3.10: the finally body at handler ends at the first `last` opcode run
        in h's own handler block."""
        blk = self.blocks[handler]
        instrs = self.instrs
        for k in range(handler, self.count):
            if not fits(instrs[k], last):
                continue
            if self.blocks[k] == blk:
                return k
            p = k - 1
            if self.blocks[k] is None and p > handler and self.blocks[p] is None and fits(instrs[p], "JUMP") and handler <= instrs[p].target.index < p:
                p -= 1  # (the dead jump back of a loop the return leaves)
            if self.blocks[k] is None and p >= handler and fits(instrs[p], "RAISE_VARARGS|RETURN_VALUE") and (
                self.blocks[p] == blk or (blk and self.blocks[p] == blk[:-1]) or self._return_leaving(handler, p + 1, blk) == p
            ):
                # The body ends in `raise` (or in `return`, after the
                # POP_FINALLY, 3.8, or POP_EXCEPT, 3.9, that leaves the
                # finally block): its end is unreachable.
                return k
            if self.blocks[k] is None and self._leaving_jump(k - 1, blk):
                return k  # (the same after a `continue` or `break`)
            if self.blocks[k] is None and self._dead_after_endless_loop(handler, k, blk):
                # 3.8/3.9: the body ends in `while True:`; the code after
                # that loop is dead, kept up to the body's end.
                return k
        if self.version.BLOCK_STACK and not self.version.KEEPS_UNREACHABLE_CODE:
            last_in = max((k for k in range(handler, self.count) if self.blocks[k] == blk), default=None)
            if last_in is not None and fits(instrs[last_in], "RAISE_VARARGS"):
                # ... and 3.10 drops it.
                return last_in + 1
            if last_in is not None and self._leaving_jump(last_in + 1, blk):
                return last_in + 2
            falls = self._break_falling_out(last_in + 1, blk) if last_in is not None else None
            if falls is not None:
                return falls
            after = self._past_leaving(last_in + 1, blk) if last_in is not None else self.count
            while after < self.count and fits(instrs[after], "POP_TOP") and _leaves_to(self.blocks[after], blk):
                after += 1  # (the loops' iterators a constant's return drops)
            for end in range(after, min(after + 2, self.count)):
                # ... also after a `return`, which the POP_EXCEPT before it
                # leaves the block for (a constant is loaded after it).
                if not _leaves_to(self.blocks[end], blk):
                    break
                if fits(instrs[end], "RETURN_VALUE"):
                    return end + 1
            copied = self._copied_exit_after_leaving(after, blk)
            if copied is not None:
                return copied
        last_in = max((k for k in range(handler, self.count) if self.blocks[k] == blk), default=None)
        if self.version.BLOCK_STACK and last_in is not None and fits(instrs[last_in], "JUMP") and handler <= instrs[last_in].target.index < last_in:
            # A finally body that never finishes (`while True:` left by no
            # break) ends with its loop's jump back.
            return last_in + 1
        raise self.error("finally body without its end", self.instrs[handler])

    def _copied_exit_after_leaving(self, k, blk):
        """3.10: where the finally body whose handler block is `blk` ends
        when a `break` ends it, its loop's exit block (`return len(log)`,
        short enough) copied at k after the unwinding: past that copy of
        an exit block found elsewhere in the code; None otherwise."""
        size = self._terminal_size(k, MAX_COPY_SIZE)
        if not size or not all(_leaves_to(self.blocks[j], blk) for j in range(k, k + size)):
            return None
        if any(j != k and self._exit_copy_size(k, j) == size for j in range(self.count)):
            return k + size
        return None

    def _dead_after_endless_loop(self, handler, k, blk):
        """Whether everything in [handler, k) after the finally body's last
        instruction in its handler block `blk`, a loop's jump back (or the
        closing re-raise of a statement nested in it), is unreachable."""
        last_in = max((j for j in range(handler, k) if self.blocks[j] == blk), default=None)
        if last_in is not None and last_in + 1 < k and self.blocks[last_in + 1] is None and self._jumps_back_into(last_in + 1, handler):
            last_in += 1  # (the loop's jump back is dead too: its body ends in a raise)
        if last_in is not None and self._jumps_back_into(last_in, handler):
            return all(b is None for b in self.blocks[last_in + 1 : k])
        # 3.8/3.9: the body ends in a try/finally statement that cannot
        # finish; the code after it is dead, kept up to the body's end,
        # past the inner handler's closing RERAISE (or, when the inner
        # finally body ends in a raise, past that raise: its closing
        # END_FINALLY or RERAISE is dead too).
        nested = max((j for j in range(handler, k) if self.blocks[j] and self.blocks[j][: len(blk)] == blk), default=None)
        if nested is None or nested + 1 >= k or not fits(self.instrs[nested], "RERAISE|RAISE_VARARGS") or len(self.blocks[nested]) <= len(blk):
            return False
        return all(b is None for b in self.blocks[nested + 1 : k])

    def _jumps_back_into(self, j, handler):
        """Whether the instruction at j jumps back into [handler, j)."""
        ins = self.instrs[j]
        return fits(ins, "JUMP") and handler <= ins.target.index < j

    def _leaving_jump(self, p, blk):
        """Whether the jump at p is a `continue` or `break` ending the
        finally body whose handler block is `blk`: it follows the
        POP_EXCEPT (3.9, 3.10) or POP_FINALLY and its value's POP_TOP (3.8)
        that leave that block."""
        blocks = self.blocks
        if not blk or p >= self.count or not fits(self.instrs[p], "JUMP") or blocks[p] != blk[:-1]:
            return False
        j = p - 1
        while j > 0 and blocks[j] == blk[:-1] and fits(self.instrs[j], "POP_TOP"):
            j -= 1  # (and a `for` loop's iterator a `break` drops)
        return blocks[j] == blk

    def _break_falling_out(self, p, blk):
        """Where a `break` ending the finally body whose handler block is
        `blk` ends, when it has no jump: from p, the iterators of the loops
        it leaves popped, then the exit of the innermost of them, right
        there (its FOR_ITER's target; the compiler drops a jump to the
        next instruction): loop_exits_through_finally.py::
        case_finally_ends_in_break_from_inner_for. None otherwise."""
        instrs = self.instrs
        j = p
        while j < self.count and self.blocks[j] == blk[:-1] and fits(instrs[j], "POP_TOP"):
            j += 1
        if j >= self.count:
            return None
        if j == p:
            # (a while loop's exit, its test's jump there, the handler
            # left right before it: no iterator to pop)
            left = p > 0 and fits(instrs[p - 1], "POP_EXCEPT") and self.blocks[p - 1] == blk
            tests = [k for k in where(instrs, "POP_JUMP_IF_FALSE|POP_JUMP_IF_TRUE", 0, p) if instrs[k].target.index == j]
            return j if left and tests else None
        loops = [k for k in where(instrs, "FOR_ITER", 0, p) if instrs[k].target.index == j]
        return j if loops else None

    def _past_leaving(self, k, blk):
        """Past what a `return value` leaving the finally body's handler
        block `blk` runs from k before its RETURN_VALUE: the enclosing
        handlers left (in an except clause), the loops' iterators dropped,
        the enclosing try bodies' blocks popped and with statements' exits
        called."""
        instrs = self.instrs
        while k < self.count and _leaves_to(self.blocks[k], blk):
            span = (
                match(instrs, k, ENCLOSING_HANDLER_LEFT_UNDER_VALUE, self.version)
                or match(instrs, k, NAME_CLEANUP_LEFT_UNDER_VALUE, self.version)
                or match(instrs, k, ITERATOR_UNDER_VALUE_DROPPED)
                or match(instrs, k, FINALLY_CALLED_UNDER_VALUE, self.version)
            )
            if span:
                k = span.end
                continue
            # ... the enclosing with statements' exit calls (under the
            # value) and try bodies' blocks.
            exit_len, _ = self._with_exit_len(k)
            if exit_len:
                # (under the value, rotated; or before a constant is loaded)
                k += exit_len
            elif fits(instrs[k], "POP_BLOCK") and self._is_try_except_block(k):
                k += 1
            elif fits(instrs[k], "POP_BLOCK") and self._finally_copy_after(k) is not None:
                k = self._finally_copy_after(k)
            else:
                break
        return k

    def _finally_copy_after(self, k):
        """3.9/3.10: past `POP_BLOCK; <copy of the finally body>` at k, the
        enclosing try/finally body a return leaves (its block popped, its
        finally body run inline); None where that is not what follows."""
        blk = self.blocks[k]
        if self.version.FINALLY_SUBROUTINES or not blk or blk[-1][0] != "S" or self._is_try_except_block(k):
            return None
        handler = blk[-1][1]
        try:
            n = self._finally_range(handler, "RERAISE") - handler
        except DecompilationError:
            return None
        return k + 1 + n if k + 1 + n <= self.count and self._same_code(k + 1, handler, n) else None

    def _return_leaving(self, handler, k, blk):
        """3.9: where the RETURN_VALUE is that follows the finally body's
        last instruction in `blk` before k and what leaving runs
        (`_past_leaving`); None where other code (an enclosing finally
        body's copy) comes between."""
        last_in = max((j for j in range(handler, k) if self.blocks[j] == blk), default=None)
        if last_in is None:
            return None
        start = last_in + 1
        dropped = match(self.instrs, start, FINALLY_SLOT_DROPPED, self.version)
        end = self._past_leaving(dropped.end if dropped else start, blk)
        if match(self.instrs, end, "LOAD_CONST; RETURN_VALUE"):
            end += 1  # (a constant, loaded once the statements are left)
        return end if end < self.count and fits(self.instrs[end], "RETURN_VALUE") and _leaves_to(self.blocks[end], blk) else None

    def _with_exit_len(self, k):
        """(length, rotated) of the with exit call starting at POP_BLOCK k, or (0, False).

        3.9-3.10: `POP_BLOCK; [SWAP 2]; LOAD_CONST None; COPY 1; COPY 1;
        CALL_FUNCTION 3; [GET_AWAITABLE; LOAD_CONST None; YIELD_FROM]; POP_TOP`.
        3.8 (early exits only): `POP_BLOCK; [SWAP 2]; BEGIN_FINALLY;
        WITH_CLEANUP_START; [GET_AWAITABLE; LOAD_CONST None; YIELD_FROM];
        WITH_CLEANUP_FINISH; POP_FINALLY 0`.
        """
        instrs = self.instrs
        if not fits(instrs[k], "POP_BLOCK"):
            return 0, False
        j = k + 1
        rot = j < self.count and fits(instrs[j], "SWAP 2")
        if rot:
            j += 1
        span = match(instrs, j, WITH_EXIT_AFTER_BLOCK, self.version)
        return (span.end - k, rot) if span else (0, False)


    def with_handler_end(self, handler):
        """One past the with statement's exception handler at `handler`
        (3.8: WITH_CLEANUP_START ... END_FINALLY; 3.9/3.10:
        WITH_EXCEPT_START ... POP_JUMP_IF_TRUE to `POP_TOP x3; POP_EXCEPT;
        POP_TOP`); None where the code there is no such handler."""
        instrs = self.instrs
        count = self.count
        if self.version.FINALLY_SUBROUTINES:
            k = handler
            while k < min(handler + 6, count) and not fits(instrs[k], "END_FINALLY"):
                k += 1
            if k >= count or not fits(instrs[k], "END_FINALLY") or not fits(instrs[k - 1], "WITH_CLEANUP_FINISH"):
                return None
            return k + 1
        if not fits(instrs[handler], "WITH_EXCEPT_START"):
            return None
        k = handler + 1
        while k < min(handler + 6, count) and not fits(instrs[k], "POP_JUMP_IF_TRUE"):
            k += 1
        x = instrs[k].target.index if fits(instrs[k], "POP_JUMP_IF_TRUE") else -1
        if x < 0 or not match(instrs, x, WITH_SWALLOW_BLOCKS, self.version):
            return None
        return x + 5

def _leaves_to(inner, blk):
    """Whether the block stack `inner` is what leaving the finally body's
    handler block `blk` (and maybe enclosing handlers) leaves: a shorter
    stack that `blk` starts with."""
    return bool(blk) and inner is not None and len(inner) < len(blk) and blk[: len(inner)] == inner
