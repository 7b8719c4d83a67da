"""Opcodes that make statements: stores, deletes, imports, return, raise."""

import ast
import copy
from operator import attrgetter

from .expressions import PLAIN_VALUES, AugValue, as_expr
from ..bytecode.decode import instructions_between
from ..bytecode.idioms import HANDLER_EXIT_JUMP, JUMP, LEAVES, WITH_EXITS_UNDER_RETURN, WITH_LEFT, fits, match_before, where
from .exceptions_shared import _Marker
from .functions import CO_ASYNC_GENERATOR
from .nodes import (
    LOOP_TARGET,
    STORE,
    only_reads,
    ChainedTarget,
    NULL,
    IterValue,
    Null,
    Slot,
    Unpacking,
    const,
    del_ctx,
    is_const,
    is_pure_literal,
    name,
    store_ctx,
    walk,
)

# (the key of an instruction's place in the code object: no Python call per instruction)
_OFFSET = attrgetter("offset")


class ImportValue:
    """A module object from IMPORT_NAME, perhaps walked down by attributes."""

    __slots__ = ("module", "level", "fromlist", "attrs", "statement")

    def __init__(self, module, level, fromlist):
        self.module = module
        self.level = level
        self.fromlist = fromlist
        self.attrs = []
        self.statement = None


class ImportedName:
    """IMPORT_FROM's value: one name taken from a module."""

    __slots__ = ("source", "name")

    def __init__(self, source, name_):
        self.source = source
        self.name = name_


class _MultipleAssign:
    __slots__ = ("size", "targets", "values", "rotated", "waiting", "raw")

    def __init__(self, size, rotated):
        self.size = size
        self.rotated = rotated
        self.targets = []
        self.values = []
        self.waiting = ()  # ids of the values below the first store's
        self.raw = []


_SILENT_POPS = (Null, IterValue, ImportValue)


_COMPOUND = ((ast.If, ast.For, ast.AsyncFor, ast.While, ast.With, ast.AsyncWith, ast.Try) + ((ast.TryStar,) if hasattr(ast, "TryStar") else ())
             + ((ast.Match,) if hasattr(ast, "Match") else ()))
_MARKING = (ast.Try, ast.Pass) + ((ast.TryStar,) if hasattr(ast, "TryStar") else ())


# The classes of stored values that are no def or class (a decorator
# call wraps those), no import and no element of an unpacking: `assign`
# stores them at once.
_STORED_PLAIN = frozenset((ast.Name, ast.Attribute, ast.BinOp, ast.Subscript, ast.Compare, ast.BoolOp, ast.UnaryOp,
                           ast.Tuple, ast.List, ast.Dict, ast.JoinedStr, ast.IfExp, ast.Constant))

# Stored values `assign` passes to `assign_value` (_STORED_PLAIN) that
# `as_expr` returns unchanged (a constant may hold a code object): a call
# is tested apart (`assign`'s own test).
_STORED_AS_IS = _STORED_PLAIN & PLAIN_VALUES - {ast.Call}


def _pass_marked_after_last(stmts, line):
    """Whether a line marker on `line` (a `pass`'s NOP, dropped) comes
    after the compound statement ending `stmts`, past every line of it."""
    prev = stmts[-1] if stmts else None
    if not isinstance(prev, _COMPOUND):
        return False
    # (not after a statement ending in a `pass` of its own, `finally:
    # pass`: the marker may be that one, laid out last; a `pass` inside,
    # `if a: pass` before an elif, lays out before the statement's end)
    return all(getattr(node, "lineno", 0) < line for node in walk(prev)) and not _ends_in_pass(prev)


def _ends_in_pass(node):
    """Whether a block of compound `node` that may be laid out last ends
    in a `pass` (or in a statement that does, nested)."""
    if isinstance(node, ast.If):
        blocks = [node.orelse or node.body]
    elif isinstance(node, (ast.With, ast.AsyncWith)):
        blocks = [node.body]
    elif hasattr(node, "cases"):
        blocks = [case.body for case in node.cases]  # (a match: any case)
    else:
        # (loops and try statements: any block may be laid out last)
        blocks = [node.body, node.orelse] + [h.body for h in getattr(node, "handlers", ())]
        blocks.append(getattr(node, "finalbody", []))
    for block in blocks:
        last = block[-1] if block else None
        if isinstance(last, ast.Pass) or (isinstance(last, _COMPOUND) and _ends_in_pass(last)):
            return True
    return False


class StatementOps:

    def pass_marked_before(self, st, stmt, ins):
        """Whether a `pass` stood between the compound statement ending st
        and `stmt` (which starts at `ins`): the line marker (a NOP, dropped:
        Instr.after_marker) laid out before `ins` has a line of its own,
        past the statement's lines and before `stmt`'s, and `stmt` makes
        no marker of its own (a try, a constant test). The jumps out of
        the statement land on it: without it, 3.12+ copies the short exit
        after it onto them, or threads them on."""
        line = ins.after_marker
        if not st.stmts or ins.lineno is None or line >= ins.lineno or isinstance(stmt, _MARKING):
            return False
        if isinstance(stmt, (ast.If, ast.While)) and isinstance(stmt.test, ast.Constant):
            return False
        return _pass_marked_after_last(st.stmts, line)

    def trailing_pass_line(self, jump, stmts):
        """The line of a `pass` ending the block `stmts` after a compound
        statement, `jump` the block's jump out, or None: its marker (a NOP,
        dropped: after_marker), or (3.10) the jump itself on the `pass`'s
        line, which the statement's jumps out reach: a line past every line
        of the statement kept them from going on past this jump."""
        if not isinstance(stmts, list) or not stmts:
            return None
        line = jump.after_marker
        if line is None and jump.lineno and self.flow.jump_sources.get(jump.index):
            line = jump.lineno
        if line is None or not _pass_marked_after_last(stmts, line):
            return None
        return line

    # ------------------------------------------------------------ assignment
    def assign(self, st, target, value, ins):
        """Store `value` into `target` (an ast target node), emitting what it means."""
        cls = value.__class__
        if cls in _STORED_PLAIN or cls is ast.Call and (len(value.args) != 1 or value.keywords or value.args[0].__class__ in _STORED_PLAIN):
            # (most stored values: none of the tests below can apply; a
            # call is a def or a class only where it wraps one alone, a
            # decorator's, `definition_for`)
            self.assign_value(st, target, value, ins)
            return
        if isinstance(value, Slot):
            self.fill_slot(st, value, target, ins)
            return
        if isinstance(value, AugValue):
            self.emit(st, ast.AugAssign(store_ctx(target), value.op, value.value), ins)
            return
        if isinstance(value, ImportValue):
            self.store_import(st, value, target, ins)
            return
        if isinstance(value, ImportedName):
            self.store_imported_name(st, value, target, ins)
            return
        definition = self.definition_for(value, target, ins)
        if definition is not None:
            self.emit(st, definition, ins)
            return
        self.assign_value(st, target, value, ins)

    def assign_value(self, st, target, value, ins):
        """`assign` of a value that is no def, class, import or unpacked
        element: a chained store, one of a multiple assignment, or one."""
        if st.stack and st.stack[-1] is value:
            # A copy stays on the stack: either `a = b = v` or a walrus.
            inner = value if isinstance(value, ChainedTarget) else as_expr(self, value, ins)
            st.stack[-1] = ChainedTarget(target=store_ctx(target), value=inner)
            return
        if st.pending is not None:
            if not (st.region.protected and id(value) not in st.pending.waiting):
                self._feed_pending(st, target, value, ins)
                return
            # Inside try/with: a value computed after the stores began is a
            # statement of its own (a finally body's copy run above a
            # waiting return value): the stores so far were one.
            self.finally_copies.append(self.end_pending(st, ins))
        extra = len(st.stack) - st.base
        # Before 3.11 a multiple assignment rotates its values into place;
        # a plain store above a waiting value is a finally body copied
        # between `return value` and its RETURN.
        copied_finally = self.version.RETURN_WAITS_THROUGH_FINALLY and st.region.protected and not st.rotated
        if extra > 0 and not self.options.stores_stand_alone and not copied_finally and all(isinstance(v, ast.expr) and not isinstance(v, ChainedTarget) for v in st.stack[st.base :]):
            # `a, b = b, a`: the values were rotated into place, not packed.
            st.pending = _MultipleAssign(extra + 1, st.rotated)
            st.pending.waiting = {id(v) for v in st.stack[st.base :]}
            st.pending.targets.append(store_ctx(target))
            st.pending.values.append(as_expr(self, value, ins))
            st.pending.raw.append(value)
            return
        self.emit_assign(st, target, value, ins)

    def end_pending(self, st, ins):
        """The stores taken so far for a multiple assignment as the
        statement they make (3.11+ stores in reverse); returns it."""
        pending, st.pending = st.pending, None
        if len(pending.targets) == 1:
            self.emit_assign(st, pending.targets[0], pending.raw[0], ins)
            return st.stmts[-1]
        targets, values = pending.targets, pending.values
        if not pending.rotated:
            targets, values = targets[::-1], values[::-1]  # (3.11+ stores in reverse)
        self.emit(st, ast.Assign(targets=[ast.Tuple(elts=targets, ctx=ast.Store())], value=ast.Tuple(elts=values, ctx=ast.Load()), type_comment=None), ins)
        return st.stmts[-1]

    def _feed_pending(self, st, target, value, ins):
        """One more store of a multiple assignment; the statement when complete."""
        pending = st.pending
        pending.targets.append(store_ctx(target))
        pending.values.append(as_expr(self, value, ins))
        pending.raw.append(value)
        if len(pending.targets) < pending.size:
            return
        st.pending = None
        if not pending.rotated:
            # 3.11+ drops the SWAPs and stores in reverse instead.
            pending.targets.reverse()
            pending.values.reverse()
        self.emit(
            st,
            ast.Assign(
                targets=[ast.Tuple(elts=pending.targets, ctx=ast.Store())],
                value=ast.Tuple(elts=pending.values, ctx=ast.Load()),
                type_comment=None,
            ),
            ins,
        )

    def emit_assign(self, st, target, value, ins):
        targets = [store_ctx(target)]
        while isinstance(value, ChainedTarget):
            targets.insert(0, value.target)
            value = value.value
        self.emit(st, ast.Assign(targets, as_expr(self, value, ins), None), ins)

    def fill_slot(self, st, slot, target, ins):
        owner = slot.owner
        if owner.star is not None and slot.position == owner.star:
            target = ast.Starred(value=target, ctx=ast.Store())
        owner.elts[slot.position] = store_ctx(target)
        owner.missing -= 1
        if not owner.missing:
            self._unpacking_whole(st, owner, ins)

    def _unpacking_whole(self, st, owner, ins):
        """Every element of an unpacking is stored: the assignment is whole."""
        if owner.value is LOOP_TARGET:
            return
        # `[] = v` unpacks to nothing (and fails unless v is empty)
        tup = ast.Tuple(owner.elts, STORE) if owner.elts else ast.List([], STORE)
        if owner.parent is not None:
            self.fill_slot(st, owner.parent, tup, ins)
        else:
            if st.pending is not None:
                # `a, (b, c) = x, y`: the unpacked element is one of the targets.
                self._feed_pending(st, tup, owner.value, ins)
            elif st.stack and st.stack[-1] is owner.value:
                # `a, b = c = v`: the copy of v left on the stack goes to c.
                inner = owner.value if isinstance(owner.value, ChainedTarget) else as_expr(self, owner.value, ins)
                st.stack[-1] = ChainedTarget(target=tup, value=inner)
            else:
                self.emit_assign(st, tup, owner.value, ins)

    def _unpack(self, st, ins, count, star):
        value = self.pop(st, ins)
        parent = value if isinstance(value, Slot) else None
        owner = Unpacking(count, None if parent is not None else value, parent, star)
        owner.state = st
        owner.at = len(st.stmts)
        for position in reversed(range(count)):
            st.stack.append(Slot(owner, position))
        if not count:
            self._unpacking_whole(st, owner, ins)

    def op_UNPACK_SEQUENCE(self, ins, st):
        self._unpack(st, ins, ins.argval, None)

    def op_UNPACK_EX(self, ins, st):
        before = ins.argval & 0xFF
        after = ins.argval >> 8
        self._unpack(st, ins, before + 1 + after, before)

    def _store_name(self, ins, st):
        stack = st.stack
        try:
            value = stack.pop()
        except IndexError:
            raise self.error("stack underflow", ins) from None
        cls = value.__class__
        if (st.pending is None and len(stack) <= st.base and not (stack and stack[-1] is value)
                and (cls in _STORED_AS_IS or cls is ast.Call and (len(value.args) != 1 or value.keywords or value.args[0].__class__ in _STORED_PLAIN))):
            # (the commonest store, `x = <expression>` alone: what `assign`,
            # `assign_value` and `emit_assign` make of it, without their
            # calls: no def or class, no copy left on the stack, no
            # multiple assignment begun or beginning, an expression
            # `as_expr` returns as it is)
            self.emit(st, ast.Assign([ast.Name(ins.argval, STORE)], value, None), ins)
            return
        self.assign(st, ast.Name(ins.argval, STORE), value, ins)  # (`store_ctx` gives every target STORE)

    op_STORE_FAST = _store_name
    op_STORE_NAME = _store_name

    def op_STORE_GLOBAL(self, ins, st):
        self.globals_declared.add(ins.argval)
        self._store_name(ins, st)

    def op_STORE_DEREF(self, ins, st):
        if ins.argval in self.code.co_freevars:
            self.nonlocals_declared.add(ins.argval)
        self._store_name(ins, st)

    def op_STORE_ATTR(self, ins, st):
        owner = self.pop_expr(st, ins)
        value = self.pop(st, ins)
        self.assign(st, ast.Attribute(owner, ins.argval, STORE), value, ins)

    def op_STORE_SUBSCR(self, ins, st):
        index = self.pop_expr(st, ins)
        obj = self.pop_expr(st, ins)
        value = self.pop(st, ins)
        if (
            isinstance(obj, ast.Name)
            and obj.id == "__annotations__"
            and isinstance(index, ast.Constant)
            and isinstance(index.value, str)
            and self.is_annotation_scope()
        ):
            annotation = as_expr(self, value, ins)
            if self.code.co_flags & 0x1000000:  # postponed: stored as its source text
                from .functions import _unstring

                annotation = _unstring(annotation)
            self.annotate(st, index.value, annotation, ins)
            return
        target = ast.Subscript(obj, self.slice_of(index), STORE)
        self.assign(st, target, value, ins)

    def op_STORE_SLICE(self, ins, st):
        upper = self.pop_expr(st, ins)
        lower = self.pop_expr(st, ins)
        obj = self.pop_expr(st, ins)
        value = self.pop(st, ins)
        sl = ast.Slice(
            lower=None if _is_none(lower) else lower,
            upper=None if _is_none(upper) else upper,
            step=None,
        )
        self.assign(st, ast.Subscript(value=obj, slice=sl, ctx=ast.Store()), value, ins)

    def is_annotation_scope(self):
        return not (self.code.co_flags & 0x1)  # CO_OPTIMIZED: functions have no __annotations__ dict

    def annotate(self, st, target_name, annotation, ins):
        simple = 1
        prev = st.stmts[-1] if st.stmts else None
        target = name(target_name, ast.Store())
        if (
            isinstance(prev, ast.Assign)
            and len(prev.targets) == 1
            and isinstance(prev.targets[0], ast.Name)
            and prev.targets[0].id == target_name
        ):
            st.stmts.pop()
            self.emit(st, ast.AnnAssign(target=target, annotation=annotation, value=prev.value, simple=simple), ins)
        else:
            self.emit(st, ast.AnnAssign(target=target, annotation=annotation, value=None, simple=simple), ins)

    def op_SETUP_ANNOTATIONS(self, ins, st):
        pass

    # -------------------------------------------------------------- deletion
    def _delete_name(self, ins, st):
        self.emit(st, ast.Delete(targets=[del_ctx(name(ins.argval))]), ins)

    op_DELETE_FAST = _delete_name
    op_DELETE_NAME = _delete_name

    def op_DELETE_GLOBAL(self, ins, st):
        self.globals_declared.add(ins.argval)
        self._delete_name(ins, st)

    def op_DELETE_DEREF(self, ins, st):
        if ins.argval in self.code.co_freevars:
            self.nonlocals_declared.add(ins.argval)
        self._delete_name(ins, st)

    def op_DELETE_ATTR(self, ins, st):
        owner = self.pop_expr(st, ins)
        self.emit(st, ast.Delete(targets=[ast.Attribute(value=owner, attr=ins.argval, ctx=ast.Del())]), ins)

    def op_DELETE_SUBSCR(self, ins, st):
        index = self.pop_expr(st, ins)
        obj = self.pop_expr(st, ins)
        target = ast.Subscript(value=obj, slice=self.slice_of(index), ctx=ast.Del())
        self.emit(st, ast.Delete(targets=[target]), ins)

    # ---------------------------------------------------------- expressions
    def op_POP_TOP(self, ins, st):
        try:  # (`pop` in place: one call less for a frequent instruction)
            value = st.stack.pop()
        except IndexError:
            raise self.error("stack underflow", ins) from None
        if value.__class__ is ast.Call and not self.options.pops_of_reads_dropped:
            # (the usual statement: a call whose value is dropped, which no
            # test below reads otherwise; `pop_special`'s take values of
            # their own, a constant, the exception's bookkeeping)
            self.emit(st, ast.Expr(value), ins)
            return
        if isinstance(value, IterValue):
            return self.copied_break(ins, st)
        if isinstance(value, Slot):
            return self.dead_store(value, ins, st)
        if isinstance(value, _SILENT_POPS) or self.pop_special(st, value, ins):
            return
        if isinstance(value, ChainedTarget):
            self.emit(st, ast.Expr(value=as_expr(self, value, ins)), ins)  # a walrus chain, every link
            return
        if _does_nothing(value) or (self.options.pops_of_reads_dropped and only_reads(value)):
            # CPython drops such statements itself; generated code may pop
            # scratch lists and the lifter's own temporaries.
            return
        self.emit(st, ast.Expr(as_expr(self, value, ins)), ins)

    def dead_store(self, slot, ins, st):
        """3.13+: `a, _, _ = t` stores `_` twice in a row; the compiler
        turns the first, dead, store into POP_TOP (each one before the
        last, for more)."""
        k = ins.index + 1
        while k < self.count and fits(self.instrs[k], "POP_TOP"):
            k += 1
        nxt = self.instrs[k] if k < self.count else None
        if not self.version.DEAD_STORES_POPPED or nxt is None or not fits(nxt, "STORE_FAST"):
            raise self.error("value Slot used as an expression", ins)
        self.assign(st, name(nxt.argval, ast.Store()), slot, ins)
        return None

    def copied_break(self, ins, st):
        """3.10+: `break` out of a for loop whose exit block was copied here.

        The iterator is popped and the code after the loop (ending in a
        return) follows in place of a jump to it.
        """
        loop = st.region.loop
        if loop is None or ins.index in self.facts.written_loop_returns:
            return None
        nxt = ins.index + 1
        if loop.break_to is None:
            # (3.11: an async for ending a finally body's copy on the
            # exception path, its exit that copy's RERAISE: the way on is
            # not known, the loop's own exit is, where nothing but a break
            # arrives without its iterator)
            head = self.instrs[loop.head]
            return self._break_jumping_to(ins, st, self.resolve(head.target.index)) if fits(head, "FOR_ITER") else None
        found = self._break_jumping_to(ins, st, loop.break_to)
        if found is not None:
            return found
        if not self.version.COPIES_EXITS:
            return None  # (without copies that code is the function's own `return`)
        size = self._exit_copy_size(nxt, loop.break_to)
        if size and any(fits(x, "WITH_EXIT") for x in self.instrs[nxt:nxt + size]):
            # The compiler copies only short exit blocks: one that calls a
            # with's __exit__ is a return written through that with.
            return None
        if not size:
            return self.orphan_break(ins, st)
        self.emit(st, ast.Break(), ins)
        return nxt + size

    def _break_jumping_to(self, ins, st, exit_to):
        """The iterator popped at `ins`, then a jump (or the fall) to the
        loop's exit `exit_to`: a `break`. Once the iterator is gone the loop
        cannot go on, so that jump is a break even where it doubles as an
        if's jump over its else or ends the arm's block. Where reading goes
        on, or None."""
        nxt = ins.index + 1
        if nxt < self.count and self.resolve(nxt) == exit_to and (nxt == st.end or fits(self.instrs[nxt], JUMP)):
            self.emit(st, ast.Break(), ins)
            return nxt + 1 if fits(self.instrs[nxt], JUMP) else nxt
        # (3.12+: a copy of the code after a try statement the loop ends
        # the body of, read as the jump to it, TryExcept.unprotected_exit_copies)
        # (the jump ending an if's body is the if's, its body read without it)
        passed = self.skip.get(nxt)
        if passed is not None and passed <= st.end and fits(self.instrs[passed], JUMP) and self.resolve(self.instrs[passed].target.index) == exit_to:
            self.emit(st, ast.Break(), ins)
            return min(passed + 1, st.end)
        return None

    def pop_special(self, st, value, ins):
        return self.pop_handler_value(st, value, ins)

    def op_RETURN_VALUE(self, ins, st):
        value = self.pop_expr(st, ins)
        apart = self._constant_returned_apart(ins, value)
        if apart:
            # 3.12+ returns a constant it loads with RETURN_CONST, but for
            # one a constant test left (`return 1 if 1 else a`): the
            # dropped arm was what kept the two apart.
            value = ast.IfExp(test=const(True), body=value, orelse=const(value.value))
        dead = self.returned_dead_arm(ins, st)
        if dead is not None:
            value = ast.IfExp(test=const(True), body=value, orelse=dead[0])
        elif not apart and not self._implicit_return_maybe(value) and st.region.end == self.count and self._short_exit_left_jumped_to(ins):
            # The source's value was a folded constant test (`1 or a`): a
            # dead arm keeps the block apart as it did; `return 1` would
            # be copied onto the jump. (Only where the function's own
            # statements are read: a return in a branch may be the copy of
            # one after the statement, which a jump from a with's exit in a
            # finally body's copy reaches uncopied.)
            value = ast.IfExp(test=const(True), body=value, orelse=copy.deepcopy(value))
        stmt = ast.Return(value)
        if is_const(value, None, check=True):
            if self.code.co_flags & CO_ASYNC_GENERATOR:
                stmt.value = None  # an async generator may not spell `return None`
            if self.version.COPIES_EXITS and ins.index and not self.inherits_line(ins.index - 1) and self.return_none_lines().count(ins.lineno) == 1 and not self._line_of_code_laid_before(ins.index - 1) and not self._return_after_empty_finally(ins, st):
                stmt._written = True  # see driver._kept_return; copies of it are not
                if self.version.WRITTEN_RETURNS_COPIED and st.region.end == self.count and self._short_exit_left_jumped_to(ins):
                    # A jump (a handler's way out) reaches it: a written
                    # one would have been copied onto it (driver.
                    # _strip_trailing_return).
                    stmt._kept_apart = True
        self._mark_unwound(stmt, ins, st)
        self.emit(st, stmt, ins)
        self._line_past_with_exits(stmt, ins)
        return None if dead is None else dead[1]

    def _return_after_empty_finally(self, ins, st):
        """Whether the `return None` at `ins` ending the function falls
        from the end of a try statement whose finally body ends in `pass`
        (in a try of its own there too): the finally's normal copy is no
        code, its line going to the implicit return after it, a line of its
        own. A written one comes after the `pass`'s line marker, or (3.11)
        behind the handlers, jumped to."""
        last = st.stmts[-1] if st.region.end == self.count and isinstance(st.stmts, list) and st.stmts else None
        while isinstance(last, ast.Try) and last.finalbody and not isinstance(last.finalbody[-1], ast.Pass):
            last = last.finalbody[-1]
        if not isinstance(last, ast.Try) or not last.finalbody:
            return False
        load = self.instrs[ins.index - 1]
        if load.after_marker is not None:
            return False
        # (3.11 lays the handlers inline: the implicit return falls from
        # the normal copy right before the finally's handler, where the
        # body's and the clauses' jumps reach it; a written one, a line of
        # its own, lies behind the handlers)
        before_handler = self.version.TABLE_HANDLERS_INLINE and ins.index + 1 < self.count and fits(self.instrs[ins.index + 1], "PUSH_EXC_INFO")
        return before_handler or not self.flow.jump_sources.get(ins.index - 1)

    def _implicit_return_maybe(self, value):
        """Whether the returned value tells nothing of the exit block's size
        when the compiler copied the short exits: a `return None` may be
        the function's implicit one, which 3.12+ give no line until after
        (JUMPS_TO_EXITS_ADDED_LATER); a constant may be folded after
        (EXITS_COPIED_BEFORE_FOLDING: `return not 0`)."""
        if self.version.EXITS_COPIED_BEFORE_FOLDING and isinstance(value, ast.Constant):
            return True
        return self.version.JUMPS_TO_EXITS_ADDED_LATER and is_const(value, None, check=True)

    def _short_exit_left_jumped_to(self, ins):
        """Whether a jump reaches the exit block this return ends, one
        short enough that the compiler copies it onto each jump reaching it
        (the layout fact SHORT_EXITS_COPIED_ONTO_JUMPS): the block still
        ended in a jump when the copies were made. Its length is counted
        from where the jump went (`_exit_block_size`); a jump the compiler
        made after the copies tells nothing (`_jump_added_after_copies`)."""
        if not self.version.SHORT_EXITS_COPIED_ONTO_JUMPS:
            return False
        start = self.flow.block_at[ins.index].start
        for jump in self.flow.jump_sources.get(start, ()):
            if (fits(jump, JUMP) and jump.jump_offset is not None and (self._exit_block_size(jump.jump_offset, ins) or 5) <= 4
                    and None is not ins.lineno != jump.lineno is not None and not self._jump_added_after_copies(jump, ins)):
                return True
        return False

    def _jump_added_after_copies(self, jump, ins):
        """Whether `jump` to the exit block of `ins` may be one the compiler
        made after it copied the short exits (the layout fact
        JUMPS_TO_EXITS_ADDED_LATER): one inside a try or with body the
        return is not in (a loop's exit there went to the body's end
        first), one alone in its block where the constant tests were
        folded after the copies (EXITS_COPIED_BEFORE_FOLDING: what a
        conditional jump reached, or fell into, may have been one), or a
        backward one but a handler's way out."""
        if not self.version.JUMPS_TO_EXITS_ADDED_LATER:
            return False
        cover = self.flow.handler_cover()
        if cover.get(jump.index) != cover.get(ins.index):
            return True
        if self.version.EXITS_COPIED_BEFORE_FOLDING and self.flow.block_at[jump.index].start == jump.index:
            return True
        return jump.offset > ins.offset and match_before(self.instrs, jump.index + 1, HANDLER_EXIT_JUMP, self.version) is None

    def _exit_block_size(self, start_offset, ins):
        """The size of the exit block from `start_offset` (where a jump
        went) to the return `ins` when the compiler chose the blocks to copy
        (MAX_COPY_SIZE is 4), in its instructions (bytecode.decode.
        instructions_between); None where another jump lands inside it, or
        where it begins with a statement before the return and the return
        has copies (there it was two blocks, the first no exit block)."""
        if self.version.EXIT_COPY_SIZE_FROM_OFFSETS:
            return (ins.offset - start_offset) // 2 + 1  # (two bytes an instruction)
        k = ins.index
        while k >= 0 and self.instrs[k].offset >= start_offset:
            if self.instrs[k].lineno not in (None, ins.lineno) and self._return_copied(ins):
                return None  # (the return was a block alone, copied onto a jump; this one fell into it)
            if self.instrs[k].offset > start_offset and any(j.jump_offset != start_offset for j in self.flow.jump_sources.get(k, ())):
                return None
            k -= 1
        return instructions_between(self.code, start_offset, ins.offset, self.version)

    def _return_copied(self, ins):
        """Whether another return carries the line of the return `ins`."""
        return any(x is not ins and x.lineno == ins.lineno for x in self.instrs if fits(x, "RETURN_VALUE"))

    def _line_past_with_exits(self, stmt, ins):
        """The exit calls of the withs a statement leaves carry the with's
        line: the statement's is its value's, before them. (Two returns at
        the ends of a with's branches are two statements, no copies of one.)"""
        unwound = match_before(self.instrs, ins.index, WITH_EXITS_UNDER_RETURN, self.version)
        if unwound and unwound.start > 0 and self.instrs[unwound.start - 1].lineno:
            stmt.lineno = self.instrs[unwound.start - 1].lineno

    def _line_of_code_laid_before(self, k):
        """Whether the block at `k` has the line of the instruction laid
        out right before it in the code object (normalising may have moved
        either), one that does not fall into it: 3.12 gives the implicit
        exit laid out after an async for's body the line of the body's last
        instruction. A `return` written on its own line has a line of its
        own."""
        line, offset = self.instrs[k].lineno, self.instrs[k].offset
        if not line:
            return False  # (before the scan of every instruction: asked at returns)
        before = [ins for ins in self.instrs if ins.offset < offset]
        return bool(before) and max(before, key=_OFFSET).lineno == line

    def _constant_returned_apart(self, ins, value):
        k = ins.index
        return (
            self.version.RETURN_CONST_OPCODE
            and not ins.fused
            and isinstance(value, ast.Constant)
            and k > 0
            and fits(self.instrs[k - 1], "LOAD_CONST")
            and self.instrs[k - 1].argval is value.value
        )

    def _mark_unwound(self, stmt, ins, st):
        """A return or raise in an except clause after it has unwound is a
        copied exit (table/try_except.py, TryExcept.strip_tails): copied_exits reads it so."""
        if ins.index in self.facts.unwound_exits or self.version.BLOCK_EXIT_COPIES and self._run_from_unwind(ins, st):
            stmt._copy = True
            loop = st.region.loop
            if self.version.BLOCK_EXIT_COPIES and loop is not None and self._in_block_of_loop_body(ins.index, loop):
                # (still inside a with or try the loop's body set up: no
                # break's copy, which leaves those blocks first)
                stmt._in_block = True

    def _run_from_unwind(self, ins, st):
        """3.10: whether the return or raise `ins` runs straight on from an
        except clause's POP_EXCEPT (past the clean-up of the clause's name)
        or a with statement's exit call, nothing jumping in or out, and
        computes what it returns or raises there (or is a bare `raise`): a
        written one computes its value, or re-raises, before the clause
        unwinds or the with exits, so this is a copy of the code after a
        statement the clause or body leaves (a `break` out of a loop with an
        else: copied_exits reads it so; the block stack's side of
        table/try_except.py's mark_unwound_copies and mark_unwound_raises)."""
        instrs = self.instrs
        sources = self.flow.jump_sources
        end = first = ins.index
        while not self._unwinds_before(first):
            if first == 0 or first in sources:
                return False
            prev = instrs[first - 1]
            if prev.target is not None or fits(prev, LEAVES) or fits(prev, "POP_BLOCK"):
                return False  # (a block left in between: not straight on)
            first -= 1
        if first in sources:
            return False
        if fits(ins, "RAISE_VARARGS") and not ins.argval:
            # (under no clause still held: inside an enclosing clause it is
            # that clause's own `raise` after the statement, which
            # exceptions_shared._reraise_after_unwinding notes)
            return first == end and not any(isinstance(v, _Marker) and v.kind == "prev_exc" for v in st.stack)
        return any(not fits(instrs[x], "LOAD_CONST") for x in range(first, end))

    def _unwinds_before(self, k):
        """Whether the code before k ends an except clause's POP_EXCEPT (and
        the clean-up of its name) or a with statement's block and exit call."""
        instrs = self.instrs
        if fits(instrs[k - 1], "POP_EXCEPT") or k > 3 and fits(instrs[k - 4], "POP_EXCEPT") and self._name_cleanup(k - 3):
            return True
        while k > 0 and fits(instrs[k - 1], "POP_BLOCK"):
            # (the blocks of try statements around the with, left by the
            # same `break`: a written statement after the try computes
            # nothing between the exit call and its POP_BLOCK)
            k -= 1
        return match_before(instrs, k, WITH_LEFT, self.version) is not None

    def op_RAISE_VARARGS(self, ins, st):
        n = ins.argval
        cause = exc = None
        if n == 2:
            cause = self.pop_expr(st, ins)
        if n >= 1:
            exc = self.pop_expr(st, ins)
        if cause is None and self.version.ASSERTION_ERROR_OPCODE and _assertion_message(exc) is not False:
            # `assert False, msg` compiles to a bare raise of LOAD_ASSERTION_ERROR.
            self.emit(st, ast.Assert(test=const(False), msg=_assertion_message(exc)), ins)
            return
        stmt = ast.Raise(exc, cause)
        self._mark_unwound(stmt, ins, st)
        self._reraise_after_unwinding(st, stmt, ins)
        self.emit(st, stmt, ins)
        self._line_past_with_exits(stmt, ins)

    # --------------------------------------------------------------- imports
    def op_IMPORT_NAME(self, ins, st):
        fromlist = self.pop(st, ins)
        level = self.pop(st, ins)
        st.stack.append(ImportValue(ins.argval, level.value, fromlist.value))

    def op_IMPORT_FROM(self, ins, st):
        source = st.stack[-1] if st.stack else None
        if not isinstance(source, ImportValue):
            raise self.error("IMPORT_FROM without a module", ins)
        if source.fromlist is None:
            # 3.11+: `import a.b as c` walks down with IMPORT_FROM.
            walked = ImportValue(source.module, source.level, None)
            walked.attrs = source.attrs + [ins.argval]
            st.stack.append(walked)
            return
        st.stack.append(ImportedName(source, ins.argval))

    def store_import(self, st, value, target, ins):
        if not isinstance(target, ast.Name):
            raise self.error("import stored into a non-name", ins)
        module = value.module
        if value.level or value.fromlist is not None:
            raise self.error("unexpected import form", ins)
        first = module.split(".")[0]
        if value.attrs:
            asname = target.id
        elif target.id == first:
            asname = None
        else:
            asname = target.id
        self.emit(st, ast.Import(names=[ast.alias(name=module, asname=asname)]), ins)

    def store_imported_name(self, st, value, target, ins):
        source = value.source
        alias = ast.alias(name=value.name, asname=None if target.id == value.name else target.id)
        stmt = source.statement
        if stmt is None or not st.stmts or st.stmts[-1] is not stmt:
            stmt = ast.ImportFrom(module=source.module or None, names=[], level=source.level)
            source.statement = stmt
            self.emit(st, stmt, ins)
        stmt.names.append(alias)

    def op_IMPORT_STAR(self, ins, st):
        self.import_star(ins, st)

    def import_star(self, ins, st):
        source = self.pop(st, ins)
        if not isinstance(source, ImportValue):
            raise self.error("import * without a module", ins)
        self.emit(st, ast.ImportFrom(module=source.module or None, names=[ast.alias(name="*", asname=None)], level=source.level), ins)
        if self.version.IMPORT_STAR_LEAVES_RESULT:
            st.stack.append(NULL)

    def intrinsic(self, ins, st, kind):
        raise self.error("unsupported intrinsic %s" % kind, ins)


def _assertion_message(exc):
    """The message of a raise made by `assert` (None: no message), or False."""
    if isinstance(exc, ast.Name) and getattr(exc, "_assertion", False):
        return None
    if (
        isinstance(exc, ast.Call)
        and isinstance(exc.func, ast.Name)
        and getattr(exc.func, "_assertion", False)
        and len(exc.args) == 1
        and not exc.keywords
        and not isinstance(exc.args[0], ast.Starred)
    ):
        return exc.args[0]
    return False


def _does_nothing(value):
    if isinstance(value, ast.Name) and value.id.startswith("__temp_"):
        return True
    return isinstance(value, ast.expr) and is_pure_literal(value)


def _is_none(node):
    return isinstance(node, ast.Constant) and node.value is None
