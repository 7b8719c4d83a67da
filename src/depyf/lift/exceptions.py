"""try/except/finally and with statements.

3.11+ (exception table): every handler that starts with PUSH_EXC_INFO is one
try or with statement. `_index_exceptions` derives, from the table alone,
where each statement's protected body starts (`try_starts`): an instruction
belongs to handler H when H is reached by following "which handler covers
this" upwards from it (a nested statement's handler code is covered by its
cleanup block, which is covered by H). The lifter calls `exception_hook` when
it reaches such a start, or handler code already decompiled (`skip`).

The layouts recognised (each in one method):
  try/except     `_try_except_311`   PUSH_EXC_INFO, clauses of
                 `type; CHECK_EXC_MATCH; POP_JUMP_IF_FALSE next; STORE|POP_TOP;
                 body; POP_EXCEPT[; name cleanup]`, RERAISE 0, cleanup block
  try/finally    `_try_finally_311`  PUSH_EXC_INFO; F; RERAISE 0; cleanup; and
                 an inline copy of F on every way out of the body
  with           `op_BEFORE_WITH`    body; WITH_EXIT (normalised exit call)
Anything else raises DecompilationError.
"""

import ast
import sys

PY = sys.version_info[:2]


class _Marker:
    """Stack values the handlers push that no source expression stands for."""

    __slots__ = ("kind",)

    def __init__(self, kind):
        self.kind = kind

    def __repr__(self):
        return "<%s>" % self.kind


class WithEnter(ast.Name):
    """The value `__enter__` returned: stored into the `as` target, or popped."""


def _dump(node):
    return ast.dump(node, annotate_fields=False, include_attributes=False)


def _strip_copies(stmts, copy):
    """Remove the inline copies of a finally body before each way out."""
    if not copy:
        return stmts
    want = [_dump(s) for s in copy]
    n = len(copy)
    out = list(stmts)
    p = 0
    while p < len(out):
        s = out[p]
        if isinstance(s, (ast.Return, ast.Break, ast.Continue)) and p >= n and [_dump(x) for x in out[p - n : p]] == want:
            del out[p - n : p]
            p -= n
        elif isinstance(s, ast.If):
            s.body = _strip_copies(s.body, copy)
            s.orelse = _strip_copies(s.orelse, copy)
        elif isinstance(s, (ast.With, ast.AsyncWith)):
            s.body = _strip_copies(s.body, copy)
        elif isinstance(s, ast.Try):
            s.body = _strip_copies(s.body, copy)
            s.orelse = _strip_copies(s.orelse, copy)
            for h in s.handlers:
                h.body = _strip_copies(h.body, copy)
        p += 1
    return out


class ExceptionOps:
    def _unsupported(self, ins, st):
        raise self.error("exception handling shape not supported", ins)

    op_SETUP_FINALLY = _unsupported
    op_SETUP_WITH = _unsupported
    op_SETUP_ASYNC_WITH = _unsupported
    op_BEFORE_ASYNC_WITH = _unsupported
    op_PUSH_EXC_INFO = _unsupported
    op_POP_BLOCK = _unsupported
    op_RERAISE = _unsupported
    op_BEGIN_FINALLY = _unsupported
    op_END_FINALLY = _unsupported
    op_CALL_FINALLY = _unsupported
    op_POP_FINALLY = _unsupported
    op_WITH_EXCEPT_START = _unsupported
    op_JUMP_IF_NOT_EXC_MATCH = _unsupported
    op_CHECK_EXC_MATCH = _unsupported
    op_CHECK_EG_MATCH = _unsupported

    def exception_regions_present(self):
        return bool(self.entries)

    # -------------------------------------------------------------- indexing
    def _index_exceptions(self):
        self.try_starts = {}
        self.skip = {}
        self.active_tries = set()
        self.cover = {}
        if not self.entries:
            return
        cover = self.cover
        for e in self.entries:
            stop = e.end.index if e.end is not None else self.count
            for k in range(e.start.index, stop):
                cover[k] = e.target.index
        instrs = self.instrs
        handlers = [t for t in sorted(set(cover.values())) if instrs[t].opname == "PUSH_EXC_INFO"]
        starts = {}
        for k in range(self.count):
            for h in self._chain(k):
                if h not in starts and instrs[h].opname == "PUSH_EXC_INFO":
                    starts[h] = k
        for h in handlers:
            if h + 1 < self.count and instrs[h + 1].opname == "WITH_EXCEPT_START":
                continue
            if h in starts:
                self.try_starts.setdefault(starts[h], []).append(h)
        for lst in self.try_starts.values():
            lst.sort(key=lambda h: len(self._chain(h)))

    def _chain(self, k):
        """Handlers reached from instruction k, innermost first."""
        out = []
        c = self.cover.get(k)
        while c is not None and len(out) < 200:
            out.append(c)
            c = self.cover.get(c)
        return out

    def _in_extent(self, k, h):
        return h in self._chain(k)

    def _main_line_end(self, start, h):
        """End of the protected body of handler h that begins at `start`."""
        last = None
        gap = False
        k = start
        while k < self.count:
            if self._in_extent(k, h):
                if gap and self.instrs[k].opname == "PUSH_EXC_INFO":
                    break
                last = k
            else:
                if self.instrs[k].opname == "PUSH_EXC_INFO" or k == h:
                    break
                gap = True
            k += 1
        if last is None:
            raise self.error("empty protected region", self.instrs[start])
        end = last + 1
        # Instructions that cannot raise are left out of the table.
        names = [x.opname for x in self.instrs[end : end + 3]]
        if names[:1] == ["RETURN_VALUE"]:
            end += 1
        elif names == ["SWAP", "WITH_EXIT", "RETURN_VALUE"] or names[:2] == ["WITH_EXIT", "RETURN_VALUE"]:
            end += len(names) if names[0] == "SWAP" else 2
        return end

    # ------------------------------------------------------------ dispatch
    def exception_hook(self, i, st):
        """Called by Lifter.block at a try start or skipped handler code."""
        if i in self.skip:
            return self.skip[i]
        for h in self.try_starts.get(i, ()):
            if h not in self.active_tries:
                self.active_tries.add(h)
                try:
                    return self._try_311(i, h, st)
                finally:
                    self.active_tries.discard(h)
        return None

    def _sub(self, st, end, follow, depth=0):
        from .lifter import Region

        r = st.region
        return Region(end, follow, r.loop, r.handler_depth + depth)

    def _cleanup_of(self, h):
        c = self.cover.get(h)
        instrs = self.instrs
        if c is None or c + 2 >= self.count or instrs[c].opname != "COPY" or instrs[c + 1].opname != "POP_EXCEPT" or instrs[c + 2].opname != "RERAISE":
            raise self.error("handler without its cleanup block", instrs[h])
        return c

    def _try_311(self, bs, h, st):
        instrs = self.instrs
        c = self._cleanup_of(h)
        if c < h:
            raise self.error("cleanup block before its handler", instrs[h])
        be = self._main_line_end(bs, h)
        if self._is_except(h, c, st):
            return self._try_except_311(bs, be, h, c, st)
        return self._try_finally_311(bs, be, h, c, st)

    def _is_except(self, h, c, st):
        instrs = self.instrs
        if instrs[h + 1].opname == "POP_TOP":
            return True
        for k in range(h + 1, c):
            name = instrs[k].opname
            if name in ("CHECK_EXC_MATCH", "CHECK_EG_MATCH"):
                return True
            if name in ("STORE_FAST", "STORE_NAME", "STORE_GLOBAL", "STORE_DEREF", "POP_TOP", "RETURN_VALUE", "JUMP", "RERAISE", "PUSH_EXC_INFO") or name.startswith("POP_JUMP"):
                return False
        return False

    # ------------------------------------------------------------ try/except
    def _try_except_311(self, bs, be, h, c, st):
        instrs = self.instrs
        prev_exc = _Marker("prev_exc")
        base = list(st.stack) + [prev_exc]
        clauses = []
        k = h + 1
        after = None
        star = False
        while True:
            ins = instrs[k]
            if ins.opname == "RERAISE" and k + 1 == c:
                break
            if ins.opname == "POP_TOP":
                end = c
                clauses.append((None, None, k + 1, end))
                k = c
                break
            j = k
            while j < c and instrs[j].opname not in ("CHECK_EXC_MATCH", "CHECK_EG_MATCH"):
                j += 1
            if j >= c:
                raise self.error("except clause without a match test", ins)
            star = instrs[j].opname == "CHECK_EG_MATCH"
            if star:
                raise self.error("except* is not supported yet", instrs[j])
            typ, _ = self.expression(k, j, self._sub(st, j, None), base + [_Marker("exc")])
            jump = instrs[j + 1]
            if jump.opname != "POP_JUMP_IF_FALSE":
                raise self.error("except clause without its jump", jump)
            nxt = jump.target.index
            store = instrs[j + 2]
            name = None
            end = nxt
            if store.opname.startswith("STORE_"):
                name = store.argval
                if not (instrs[nxt - 1].opname == "RERAISE" and instrs[nxt - 2].opname.startswith("DELETE_") and instrs[nxt - 2].argval == name):
                    raise self.error("named except clause without its cleanup", store)
                end = nxt - 4
            elif store.opname != "POP_TOP":
                raise self.error("unexpected except clause target", store)
            clauses.append((typ, name, j + 3, end))
            k = nxt
        if PY >= (3, 12):
            clauses, after = self._strip_tails(clauses, be)
        # Where the statement ends: the clauses jump there.
        for (_, _, s, e) in clauses:
            last = instrs[e - 1]
            if last.opname == "JUMP":
                after = self.resolve(last.target.index)
                break
        else_end, nxt_index, after = self._else_range(be, h, after, st)
        follow = after if after is not None else st.region.follow
        body, _ = self.block(bs, be, self._sub(st, be, self.resolve(be) if be < else_end else follow), list(st.stack))
        orelse = []
        if else_end > be:
            orelse, _ = self.block(be, else_end, self._sub(st, else_end, follow), list(st.stack))
        handlers = []
        for typ, name, s, e in clauses:
            hbody, _ = self.block(s, e, self._sub(st, e, follow, 1), list(base))
            handlers.append(ast.ExceptHandler(type=typ, name=name, body=hbody or [ast.Pass()]))
        self.skip[h] = c + 3
        node = ast.Try(body=body or [ast.Pass()], handlers=handlers, orelse=orelse, finalbody=[])
        self.emit(st, node, instrs[bs])
        return nxt_index

    def _strip_tails(self, clauses, be):
        """3.12+: a clause that ends the function ends with a copy of the code
        after the statement (`POP_EXCEPT; <tail>; RETURN_VALUE`); cut it off."""
        instrs = self.instrs
        out = []
        after = None
        for typ, name, s, e in clauses:
            k = e - 1
            while k >= s and instrs[k].opname != "POP_EXCEPT":
                k -= 1
            if k >= s and instrs[e - 1].opname == "RETURN_VALUE":
                cut = k + 1
                if name is not None and instrs[cut].opname == "LOAD_CONST" and instrs[cut + 2].opname.startswith("DELETE_"):
                    cut += 3
                tail = instrs[cut:e]
                main = instrs[be : be + len(tail)]
                if tail and len(main) == len(tail) and all(a.opname == b.opname and a.argval == b.argval for a, b in zip(tail, main)):
                    e = cut
                    after = be
            out.append((typ, name, s, e))
        return out, after

    def _else_range(self, be, h, after, st):
        """(else end, where the lifter goes on, after) for a try body ending at be."""
        instrs = self.instrs
        if PY == (3, 11) or (h <= st.end and h - 1 >= be and instrs[h - 1].opname == "JUMP"):
            if h - 1 >= be and instrs[h - 1].opname == "JUMP" and h <= st.end:
                target = self.resolve(instrs[h - 1].target.index)
                if after is None:
                    after = target
                if target == after:
                    return h - 1, h, after
            if h <= st.end and (after is None or h == after):
                return h, h, after
        if after is None:
            return be, be, after
        if be <= after <= st.end:
            return after, after, after
        if after == self.follow_of(st.end, st.region) or (st.region.loop is not None and after in (st.region.loop.continue_to, st.region.loop.break_to)):
            return st.end, st.end, after
        raise self.error("cannot find where the try statement ends", instrs[be])

    # ----------------------------------------------------------- try/finally
    def _try_finally_311(self, bs, be, h, c, st):
        instrs = self.instrs
        r = c - 1
        if instrs[r].opname != "RERAISE":
            raise self.error("finally handler without its re-raise", instrs[h])
        base = list(st.stack) + [_Marker("prev_exc"), _Marker("exc")]
        final, _ = self.block(h + 1, r, self._sub(st, r, None, 1), base)
        n = r - (h + 1)
        shape = [x.opname for x in instrs[h + 1 : r]]
        body, _ = self.block(bs, be, self._sub(st, be, self.resolve(be)), list(st.stack))
        body = _strip_copies(body, final)
        nxt = be
        if [x.opname for x in instrs[be : be + n]] == shape:
            nxt = be + n
        elif not (body and isinstance(body[-1], (ast.Return, ast.Raise))):
            raise self.error("finally body not copied after the try body", instrs[be])
        if nxt < self.count and instrs[nxt].opname == "JUMP" and nxt + 1 == h:
            nxt += 1
        self.skip[h] = c + 3
        if len(body) == 1 and isinstance(body[0], ast.Try) and not body[0].finalbody and body[0].handlers:
            node = body[0]
            node.finalbody = final or [ast.Pass()]
        else:
            node = ast.Try(body=body or [ast.Pass()], handlers=[], orelse=[], finalbody=final or [ast.Pass()])
        self.emit(st, node, instrs[bs])
        return nxt

    # --------------------------------------------------------------- handlers
    def op_POP_EXCEPT(self, ins, st):
        for k in range(len(st.stack) - 1, -1, -1):
            v = st.stack[k]
            if isinstance(v, _Marker) and v.kind == "prev_exc":
                del st.stack[k]
                break
        else:
            raise self.error("POP_EXCEPT outside a handler", ins)
        i = ins.index
        instrs = self.instrs
        if (
            i + 3 < self.count
            and instrs[i + 1].opname == "LOAD_CONST"
            and instrs[i + 1].argval is None
            and instrs[i + 2].opname.startswith("STORE_")
            and instrs[i + 3].opname.startswith("DELETE_")
            and instrs[i + 2].argval == instrs[i + 3].argval
        ):
            return i + 4
        return None

    def pop_special(self, st, value, ins):
        if isinstance(value, _Marker):
            raise self.error("exception bookkeeping value popped", ins)
        return False

    # ------------------------------------------------------------------- with
    def op_BEFORE_WITH(self, ins, st):
        instrs = self.instrs
        i = ins.index
        h = self.cover.get(i + 1)
        if h is None or instrs[h].opname != "PUSH_EXC_INFO" or instrs[h + 1].opname != "WITH_EXCEPT_START":
            raise self.error("with statement without its handler", ins)
        c = self._cleanup_of(h)
        cm = self.pop(st, ins)
        be = self._main_line_end(i + 1, h)
        returns = instrs[be - 1].opname == "RETURN_VALUE"
        if not returns and instrs[be].opname != "WITH_EXIT":
            raise self.error("with body without its exit call", instrs[be])
        exit_ = _Marker("exit")
        enter = WithEnter(id="__with_enter__", ctx=ast.Load())
        stack = list(st.stack) + [exit_, enter]
        body, _ = self.block(i + 1, be, self._sub(st, be, be), stack)
        if not body:
            raise self.error("with target not stored", ins)
        first = body.pop(0)
        if isinstance(first, ast.Expr) and first.value is enter:
            target = None
        elif isinstance(first, ast.Assign) and len(first.targets) == 1 and first.value is enter:
            target = first.targets[0]
        else:
            raise self.error("with target not understood", ins)
        jt = instrs[h + 2]
        if jt.opname != "POP_JUMP_IF_TRUE":
            raise self.error("with handler shape", jt)
        lab = jt.target.index
        if [x.opname for x in instrs[lab : lab + 4]] != ["POP_TOP", "POP_EXCEPT", "POP_TOP", "POP_TOP"]:
            raise self.error("with handler shape", jt)
        stop = lab + 4
        if PY >= (3, 12):
            k = stop
            while k < self.count and k != c and instrs[k].opname not in ("JUMP", "RETURN_VALUE", "RERAISE", "RAISE_VARARGS"):
                k += 1
            if k < self.count and k != c:
                stop = k + 1
            if c >= stop or c < h:
                self.skip[c] = c + 3
        self.skip[h] = max(stop, c + 3) if h < c < stop else stop
        nxt = be if returns else be + 1
        if nxt < self.count and instrs[nxt].opname == "JUMP" and nxt + 1 == h:
            nxt += 1
        item = ast.withitem(context_expr=self._as_expr(cm, ins), optional_vars=target)
        if len(body) == 1 and isinstance(body[0], ast.With) and getattr(body[0], "_merge", False):
            node = ast.With(items=[item] + body[0].items, body=body[0].body, type_comment=None)
        else:
            node = ast.With(items=[item], body=body or [ast.Pass()], type_comment=None)
        node._merge = True
        self.emit(st, node, ins)
        return nxt

    def _as_expr(self, value, ins):
        from .expressions import as_expr

        return as_expr(self, value, ins)

    def op_WITH_EXIT(self, ins, st):
        stack = st.stack
        for k in range(len(stack) - 1, max(len(stack) - 3, -1), -1):
            v = stack[k]
            if isinstance(v, _Marker) and v.kind == "exit":
                del stack[k]
                return None
        raise self.error("with exit without its context manager", ins)
