"""How a code object is read: options that change what the lifter accepts
and what it writes, for bytecode that no compiler of source produced.

By default the lifter reads code as CPython's compiler lays it out, and
takes any other shape for a misreading (an error beats wrong source).  A
code generator that writes bytecode itself keeps values on the stack across
statements, borrows line numbers, leaves dead code and makes functions from
code objects in place; each option below lets one such shape through and
says what the source becomes.  The caller chooses the options per code
object (`LiftContext.reading`), nested code objects included.
"""


class ReadingOptions:
    """What the reading of one code object allows beyond CPython's layouts.

    - `reachable_only`: instructions no path from the entry reaches are
      dropped before reading (a jump over code that is never run);
    - `lines_borrowed`: the line numbers do not come from a source's layout:
      no expression is marked with the line it was read at, so the printer
      lays the source out by its own rules;
    - `iterators_as_values`: an iterator made by `GET_ITER` may be used as a
      value (passed on, or waiting across a statement), not only by a `for`
      loop: it reads as `iter(x)`, made where `GET_ITER` ran;
    - `stores_stand_alone`: a store while values wait below it on the stack
      is a statement of its own, in the order it ran (without it, the stores
      are read as one multiple assignment, `a, b = b, a`, whose values the
      compiler rotated into place);
    - `values_wait_at_branches`: a branch taken while values wait on the
      stack, and which is no conditional expression, holds them in
      temporaries everywhere (without it, not inside a try body before 3.11,
      where such a value is a return value under a copy of the finally body);
    - `tails_never_copied`: the arms of a branch that end alike are two
      pieces of code, never one tail the compiler copied into both arms, so
      no conditional expression is rebuilt from them;
    - `copies_built_once`: a `COPY` of a built value (not a name or a
      constant) that no store consumes holds the value in a temporary: the
      source builds it once and uses it twice;
    - `pops_of_reads_dropped`: a popped value that only reads (names,
      constants, displays of them, constant subscripts) is dropped, not kept
      as an expression statement; a constant loaded and popped is never
      `match c: case _:` (3.10 and 3.11 spell that so);
    - `display_subscripts_folded`: a constant subscript of a display is
      read as what it selects (`[a, b][0]` is `a`, `[a, b][:1]` is `[a]`)
      when what it drops only reads; the integers no longer loaded go to
      `LiftContext.folded_constants`;
    - `code_objects_as_values`: a function made from a code object that is
      no lambda and used as a value (not bound by a `def`) reads as
      `FunctionType(code, globals(), name, defaults, closure)` with the code
      object a named constant (without it: an error);
    - `values_outlive_try`: a try body may leave values on the stack for the
      code after the statement; they go into temporaries at the end of the
      body (without it: an error);
    - `with_exit_over_handler`: a `with` body may end with `LOAD_CONST None`
      and a jump over the handler to a `POP_TOP`: the normal exit, read as
      nothing;
    - `names_unordered`: co_names is not in the order a source names them
      (the names of the code the generator started from, then its own), so
      the names no instruction uses are not written back as dead code
      (`dead_names.py`): they would be noise, and no compile of the text
      is to number them;
    - `no_match_statements`: the code holds no match statement (a generator
      that writes its bytecode from templates writes none): a `COPY 1` is
      never a case's copy of its subject, so no match is tried there, and a
      `MATCH_*` instruction is an error;
    - `no_annotated_locals`: no local is declared by an annotation alone (a
      generator's local slots the body never binds are names it no longer
      uses): no declaration is looked for (see `unbound_locals.py`);
    - `post_passes`: functions `(stmts, code)` run in order over the body
      of each function read with these options, once it is read.
    """

    __slots__ = (
        "reachable_only", "lines_borrowed", "iterators_as_values", "stores_stand_alone", "values_wait_at_branches",
        "tails_never_copied", "copies_built_once", "pops_of_reads_dropped", "display_subscripts_folded",
        "code_objects_as_values", "values_outlive_try", "with_exit_over_handler", "names_unordered",
        "no_match_statements", "no_annotated_locals", "post_passes",
    )

    def __init__(self, post_passes=(), **allowed):
        for name in self.__slots__[:-1]:
            setattr(self, name, bool(allowed.pop(name, False)))
        if allowed:
            raise TypeError("unknown reading options: %s" % ", ".join(sorted(allowed)))
        self.post_passes = tuple(post_passes)

    def __repr__(self):
        on = [name for name in self.__slots__[:-1] if getattr(self, name)]
        return "ReadingOptions(%s)" % ", ".join("%s=True" % name for name in on)


# CPython's layouts only: how every code object is read unless the caller
# chooses otherwise.
COMPILED_FROM_SOURCE = ReadingOptions()


def every_code_as_compiled(code):
    """The default choice of `LiftContext.reading`: the same options for
    every code object."""
    return COMPILED_FROM_SOURCE
