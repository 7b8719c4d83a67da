"""Read a code object's raw bytecode into `Instr` objects.

Decodes `co_code` directly (faster than going through `dis`): folds
EXTENDED_ARG, skips inline caches, resolves arguments to values and jump
arguments to the instruction they reach. Everything that differs between
CPython versions in *encoding* is handled here; differences in *shape* are
handled by `normalize.py`.
"""

from .instr import Instr, ExceptionEntry
from .versions import BINARY, COMPARE, CONST, FREE, JABS, JREL, LOCAL, NAME, NO_ARG, RAW, version_facts

def _local_names(code, version):
    """Names of the frame's fast locals, cells and frees, in oparg order:
    3.11+ numbers cells and frees after the locals (one `localsplus` list)."""
    if version.localsplus:
        names = list(code.co_varnames)
        seen = set(names)
        for name in code.co_cellvars:
            if name not in seen:
                names.append(name)
                seen.add(name)
        names.extend(code.co_freevars)
        return names, names
    return list(code.co_varnames), list(code.co_cellvars) + list(code.co_freevars)


_NO_LINE_YET = object()
# (A version's record, whether bookkeeping is left out) -> each opcode's
# (bytes to the next instruction, name, kind).
_OP_TABLES = {}

# Bookkeeping that no source spells and that the normaliser drops with no
# other effect (normalize._DROPPED holds it too, for what is decoded with
# it): `read` leaves it out as it decodes, no `Instr` made for it.  3.11's
# PRECALL is one instruction in eleven, RESUME one a function; where a jump
# or an exception-table row starts at one, the code is decoded again with
# it (forwarding there is the normaliser's work: it marks what a jump to
# a dropped line marker says).
LEFT_OUT = frozenset({"RESUME", "PRECALL", "GEN_START", "MAKE_CELL", "COPY_FREE_VARS"})

# The slots `_instructions` sets on each `Instr` it makes in place: an Instr
# slot added without being set there would be left unset.  (In place: an
# `Instr(...)` call runs an __init__ frame per instruction, half of what
# making one costs; the fields a kind sets are set in its branch, so no
# test of the kind follows the branches; one store a field, where a tuple
# assignment would build and unpack a tuple per instruction.  The rare
# fields are class attributes: set only where they differ.)
_SET_IN_PLACE = ("opname", "arg", "argval", "offset", "lineno", "target", "index")
if sorted(_SET_IN_PLACE + ("__dict__",)) != sorted(Instr.__slots__):
    raise ImportError("decode._instructions sets %s; Instr has %s" % (_SET_IN_PLACE, Instr.__slots__))


def _line_starts(code, version):
    """Offset -> line where a line starts, read as `dis.findlinestarts` of
    the code's own version reads it (without its generator: one resumption
    per line, for every code object read)."""
    kind = version.LINE_STARTS
    if kind == "lnotab":
        return _lnotab_starts(code)
    starts = {}
    last = _NO_LINE_YET  # (None is a line: "lines_none" starts a lineless range)
    skips_none = kind == "lines"
    for start, _end, line in code.co_lines():
        # (3.11+ gives a range an instruction: the line is tested against
        # the last first, which most ranges repeat)
        if line != last:
            if line is None and skips_none:
                continue
            last = line
            starts[start] = line
    return starts


def _lnotab_starts(code):
    """3.8/3.9's co_lnotab: (bytecode delta, line delta) byte pairs, a line
    delta of 0x80 and more being negative."""
    table = code.co_lnotab
    size = len(code.co_code)
    starts = {}
    last = None
    line = code.co_firstlineno
    addr = 0
    for k in range(0, len(table) - 1, 2):
        byte_step, line_step = table[k], table[k + 1]
        if byte_step:
            if line != last:
                starts[addr] = last = line
            addr += byte_step
            if addr >= size:
                return starts  # (the rest lies past the code: lines optimised away)
        line += line_step - 0x100 if line_step >= 0x80 else line_step
    if line != last:
        starts[addr] = line
    return starts


def decode(code, version=None, left_out=False):
    """Return (instructions, exception_entries) for `code`; targets resolved.

    `version`: the CPython version whose bytecode `code` holds ((3, 12) or
    its `versions.Version` record; None: the running interpreter's).
    `left_out`: without the bookkeeping of LEFT_OUT (for `read`: what
    normalising gives is the same)."""
    instrs, entries, _ = _decode(code, version_facts(version), left_out, False)
    return instrs, entries


def decode_for_read(code, version):
    """`read`'s decode: (instructions, exception entries, noted).  Left out
    as in `decode(code, version, left_out=True)`, with part of normalising
    done as it decodes (`noted` None where it was not: the code was decoded
    again as `decode` gives it): each superinstruction (3.12+: RETURN_CONST
    too) made its two halves and LOAD_FAST_CHECK named LOAD_FAST, as
    normalize._expand_superinstructions makes them, the NULL a global's
    load pushes made an instruction and a super() attribute's load that
    pushes one named LOAD_SUPER_METHOD, as normalize._global_null does, and
    `noted` the positions of every instruction normalize._drop_bookkeeping
    acts on (the jumps, the bookkeeping of NOTED), in order: that pass
    visits those alone."""
    return _decode(code, version, True, True)


def _decode(code, version, left_out, noting):
    instrs, by_offset, jumps, gaps, noted = _instructions(code, version, left_out, noting)
    table = getattr(code, "co_exceptiontable", None)
    rows = list(_parse_exception_table(table)) if table else ()
    if not _targets_set(jumps, by_offset, gaps, code) or gaps and rows and _row_at_gap(rows, gaps):
        # (a jump or a row reaches an instruction left out: decoded again with it)
        instrs, by_offset, jumps, gaps, noted = _instructions(code, version, False, False)
        _targets_set(jumps, by_offset, gaps, code)
    return instrs, _exception_entries(code, instrs, by_offset, rows), noted


def _targets_set(jumps, by_offset, gaps, code):
    """Set each jump's `target` to the instruction at its offset; False
    (stopped there) where one reaches an offset of `gaps` (an instruction
    left out), which is found where no instruction is: one test a jump."""
    size = len(by_offset)
    for ins in jumps:
        # (_at's lookup, without its call: one a jump)
        offset = ins.jump_offset
        target = by_offset[offset] if 0 <= offset < size else None
        if target is None:
            if offset in gaps:
                return False
            target = _at(by_offset, offset, ins, code)
        ins.target = target
    return True


def _row_at_gap(rows, gaps):
    """Whether an exception-table row's start or handler is at an offset
    of `gaps` (instructions left out): a row's end there is the next
    instruction, as normalising would forward it."""
    gaps = set(gaps)
    return any(start in gaps or target in gaps for start, _, target, _, _ in rows)


def _op_table(version, left_out, noting):
    """Each opcode's (bytes to the next instruction, name, kind): one lookup
    an instruction.  EXTENDED_ARG, CACHE (never at an instruction's start in
    code the compiler wrote), the numbers that are no opcode of the version
    and, with `left_out`, the opnames of LEFT_OUT get kinds of their own:
    the last three below 0, one test on every instruction for them.  With
    `noting` (decode_for_read), so do the bookkeeping of NOTED and what is
    split in two (kinds tested after every other), and LOAD_FAST_CHECK is
    named LOAD_FAST.  The argument kinds the decode loop would otherwise
    tell apart by a second test get kinds of their own too: a backward
    relative jump, a name whose argument packs flags below its index (3.11+),
    a superinstruction kept whole (`decode`'s)."""
    caches, opnames, kinds = version.cache_count, version.opname, version.arg_kind
    special = {version.opmap["EXTENDED_ARG"]: _EXTENDED, version.opmap.get("CACHE", -1): _SKIPPED}
    if noting:
        special.update((op, _NOTED) for op, name in enumerate(opnames) if name in NOTED)
        if version.FUSED_OPCODES:
            special.update((op, _FUSED) for op, name in enumerate(opnames)
                           if name in version.superinstructions or name == "RETURN_CONST")
    special.update((op, _JUMP_BACK) for op in version.backward_jumps if kinds[op] == JREL and op not in special)
    special.update((op, _NAME_FLAGGED) for op in version.name_arg_shifts if kinds[op] == NAME and op not in special)
    special.update((op, _PAIR) for op, name in enumerate(opnames)
                   if name in version.superinstructions and kinds[op] == LOCAL and op not in special)
    renamed = {"LOAD_FAST_CHECK": "LOAD_FAST"} if noting and version.FUSED_OPCODES else {}
    table = _OP_TABLES[version, left_out, noting] = [
        (2 + 2 * caches[op], renamed.get(opnames[op], opnames[op]),
         special[op] if op in special else _UNKNOWN if opnames[op] is None
         else _LEFT_OUT if left_out and opnames[op] in LEFT_OUT else _OWN_KIND[kinds[op]])
        for op in range(256)
    ]
    return table


# The kinds `_op_table` gives EXTENDED_ARG, CACHE, the numbers no opcode
# has and what is left out (the argument kinds of versions/ are 0 or more),
# and, for decode_for_read, the bookkeeping of NOTED and what it splits;
# then those of the arguments read apart (see _op_table).
_EXTENDED, _SKIPPED, _UNKNOWN, _LEFT_OUT = -1, -2, -3, -4
# The kinds of the decode loop, numbered so that a range test tells most
# apart: first those whose value is the argument's index into a sequence
# (`_instructions`' `indexed`, in their order), then the rest, the commoner
# first; one test reads most instructions' value, where a test a kind
# (one for each before it) did.
_LOCAL, _NAME, _CONST, _FREE, _BINARY = range(5)
_INDEXED = 5  # (the kinds below are the indexed ones)
_NO_ARG = 5
_JREL, _JABS, _JUMP_BACK = 6, 7, 8
_JUMPS_END = 9  # (the kinds from _JREL below it are the jumps)
_RAW, _NAME_FLAGGED, _COMPARE, _NOTED, _FUSED, _PAIR = 9, 10, 11, 12, 13, 14
# versions/' argument kind -> the decode loop's
_OWN_KIND = {LOCAL: _LOCAL, NAME: _NAME, CONST: _CONST, FREE: _FREE, BINARY: _BINARY, NO_ARG: _NO_ARG,
             JREL: _JREL, JABS: _JABS, RAW: _RAW, COMPARE: _COMPARE}

# The bookkeeping (none takes an argument) that normalize._drop_bookkeeping
# acts on besides the jumps and LEFT_OUT: decode_for_read notes where each is.
NOTED = frozenset({"NOP", "TO_BOOL", "END_FOR", "RETURN_GENERATOR"})


def _instructions(code, version, left_out, noting):
    """`code`'s instructions (jump targets still offsets), by offset (a list
    indexed by offset: None where no instruction starts), the jumps, the
    offsets left out, the noted positions."""
    raw, consts, names = code.co_code, code.co_consts, code.co_names
    fast_names, deref_names = _local_names(code, version)
    lines = _line_starts(code, version)
    compare_ops, compare_shift, jump_unit = version.compare_ops, version.compare_shift, version.jump_unit
    indexed = (fast_names, names, consts, deref_names, version.binary_ops)  # (by kind: _LOCAL ... _BINARY)
    new_instr = object.__new__
    table = _OP_TABLES.get((version, left_out, noting)) or _op_table(version, left_out, noting)
    n = len(raw)
    instrs, jumps, by_offset, gaps, noted = [], [], [None] * n, [], [] if noting else None
    append = instrs.append
    lineno, i = None, 0
    while i < n:
        start = i
        size, name, kind = table[raw[i]]
        i += size
        if start in lines:
            lineno = lines[start]
        if kind < 0:  # (EXTENDED_ARG, left out, CACHE, or no opcode: one test for all four)
            if kind == _EXTENDED:  # (the instruction it prefixes read whole here: no test of a prefix on every other)
                i, size, name, kind, arg, lineno = _prefixed(raw, start, i, table, lines, lineno)
            if kind < 0:
                if kind == _LEFT_OUT:
                    gaps.append(start)
                elif kind == _UNKNOWN:
                    _unknown_opcode(code, version, raw[i - size], start)
                continue
        else:
            arg = raw[start + 1]
        ins = new_instr(Instr)  # (made in place, every slot set here: see _SET_IN_PLACE)
        ins.target = None
        ins.offset = start
        ins.lineno = lineno
        ins.index = -1
        if kind < _INDEXED:  # (a local, a name, a constant, a free variable, a binary operator: one test for all)
            argval = indexed[kind][arg]
        elif kind == _NO_ARG:  # (the rest in the order of how common they are)
            argval = arg = None
        elif kind < _JUMPS_END:
            delta = arg * jump_unit
            argval = ins.jump_offset = delta if kind == _JABS else i + delta if kind == _JREL else i - delta
            jumps.append(ins)
            if noting:
                noted.append(len(instrs))
        elif kind == _RAW:
            argval = arg
        elif kind == _NAME_FLAGGED:
            argval, name = _flagged_name(ins, name, arg, names, version.name_arg_shifts[raw[i - size]])
            if noting and ins.push_null:  # (the NULL it pushes made an instruction: _null_made)
                if (name := _null_made(ins, name, arg, argval, version, by_offset, instrs)) is None:
                    continue
        elif kind == _COMPARE:
            argval = compare_ops[arg >> compare_shift]
        elif kind == _NOTED:
            argval = arg = None
            noted.append(len(instrs))
        elif kind == _FUSED:  # (both halves set and kept there)
            _unfused(ins, name, arg, lineno, fast_names, consts, version.superinstructions, by_offset, instrs)
            continue
        elif kind == _PAIR:
            argval = (fast_names[arg >> 4], fast_names[arg & 15])
        else:
            argval = arg
        ins.opname = name
        ins.arg = arg
        ins.argval = argval
        by_offset[start] = ins
        append(ins)
    return instrs, by_offset, jumps, gaps, noted


def _unfused(ins, name, arg, lineno, fast_names, consts, superinstructions, by_offset, instrs):
    """The superinstruction `ins` (3.12+: or RETURN_CONST) made the two
    instructions normalize._expand_superinstructions makes of it, the first
    (`ins`, by its offset) and the second kept in `instrs`."""
    halves = superinstructions.get(name)
    if halves is not None:
        ins.opname, ins.argval = halves[0], fast_names[arg >> 4]
        tail = Instr(halves[1], None, fast_names[arg & 15], ins.offset, lineno)
    else:
        ins.opname, ins.argval = "LOAD_CONST", consts[arg]
        tail = Instr("RETURN_VALUE", None, None, ins.offset, lineno)
        ins.fused = tail.fused = True
    ins.arg = arg
    by_offset[ins.offset] = ins
    instrs.append(ins)
    instrs.append(tail)


def _null_made(ins, name, arg, argval, version, by_offset, instrs):
    """What normalize._global_null makes of `ins` (`name`), a load that
    pushes a NULL too, done as it is decoded (decode_for_read: no pass
    over the list to put the NULLs in after): a super() attribute's load
    is named LOAD_SUPER_METHOD, the name returned; a LOAD_GLOBAL is put in
    `instrs` as two instructions, the NULL after the load (3.13) or before
    it, keeping the identity jumps aim at (`ins`, by its offset): None."""
    if name != "LOAD_GLOBAL":
        return "LOAD_SUPER_METHOD"
    offset, lineno = ins.offset, ins.lineno
    ins.arg = arg
    by_offset[offset] = ins
    if version.NULL_AFTER_GLOBAL:
        ins.opname, ins.argval = "LOAD_GLOBAL", argval
        instrs.append(ins)
        instrs.append(Instr("PUSH_NULL", None, None, offset, lineno))
    else:
        ins.opname, ins.argval, ins.push_null = "PUSH_NULL", None, False
        instrs.append(ins)
        instrs.append(Instr("LOAD_GLOBAL", arg, argval, offset, lineno))
    return None


def _prefixed(raw, ext_start, i, table, lines, lineno):
    """The instruction that the EXTENDED_ARG prefix at `ext_start` (`i`
    past it) prefixes, read whole: (the offset past it, its size, name and
    kind, its argument, its line).  Its line is the prefix's where a line
    starts there and not at the instruction (a line starting at a later
    prefix counts as the decode loop's test of each prefix counted it)."""
    ext = raw[ext_start + 1] << 8
    while True:
        if i >= len(raw):  # (a prefix ending the code: nothing made, as for CACHE)
            return i, 0, None, _SKIPPED, 0, lineno
        offset = i
        size, name, kind = table[raw[i]]
        i += size
        if kind != _EXTENDED:
            break
        if offset in lines:
            lineno = lines[offset]
        ext = (raw[offset + 1] | ext) << 8
    if offset in lines:
        lineno = lines[offset]
    elif ext_start in lines:
        lineno = lines[ext_start]
    return i, size, name, kind, raw[offset + 1] | ext, lineno


def opnames_present(code, version=None):
    """A set holding the opname of every instruction `decode` gives for
    `code` (a superset: CACHE, EXTENDED_ARG, LEFT_OUT's and 3.12's
    LOAD_ATTR beside the LOAD_METHOD it may stand for), read off the raw
    opcodes by C loops: every other byte from the first is an opcode or an
    inline cache (CACHE), never an argument."""
    version = version_facts(version)
    opnames = version.opname
    present = {opnames[op] for op in set(code.co_code[::2])}
    if "LOAD_ATTR" in present and version.name_arg_shifts:
        present.add("LOAD_METHOD")  # (_name_arg's)
    return present


def operations(code, version=None):
    """(opname, argval) of each instruction of `code`, in order, as `decode`
    names them, with the argument's value only where it names a local, a
    cell, a global or attribute, or a constant (None elsewhere); a
    superinstruction comes out as its two halves.  No offsets, lines or
    jump targets, and no `Instr`s: for the checks that only count what code
    names, loads and stores (the swap of each compiled frame checks two
    code objects so), at a third of `decode`'s cost."""
    version = version_facts(version)
    raw = code.co_code
    consts, names = code.co_consts, code.co_names
    fast_names, deref_names = _local_names(code, version)
    opnames, kinds, caches = version.opname, version.arg_kind, version.cache_count
    extended_arg, cache_op = version.opmap["EXTENDED_ARG"], version.opmap.get("CACHE", -1)
    superinstructions, name_shifts = version.superinstructions, version.name_arg_shifts
    out = []
    append = out.append
    ext = 0
    n = len(raw)
    i = 0
    while i < n:
        op = raw[i]
        arg = raw[i + 1] | ext
        start = i
        i += 2 + 2 * caches[op]
        if op == extended_arg:
            ext = arg << 8
            continue
        ext = 0
        if op == cache_op:
            continue
        name = opnames[op]
        kind = kinds[op]
        if name is None:
            _unknown_opcode(code, version, op, start)
        if kind == LOCAL:
            halves = superinstructions.get(name)
            if halves is not None:
                append((halves[0], fast_names[arg >> 4]))
                name, argval = halves[1], fast_names[arg & 15]
            else:
                argval = fast_names[arg]
        elif kind == NAME:
            argval, name = _name_arg(name, arg, names, name_shifts.get(op, 0))
        elif kind == CONST:
            argval = consts[arg]
        elif kind == FREE:
            argval = deref_names[arg]
        else:
            argval = None
        append((name, argval))
    return out


def instructions_between(code, start, end, version=None):
    """How many instructions the compiler laid out from offset `start` to
    the one at offset `end`, both included, as it counted them when it
    chose the exit blocks to copy: a superinstruction, fused after, counts
    two, and so does a RETURN_CONST where the constant's load was fused
    into its return after (EXITS_COPIED_BEFORE_FOLDING), and a LOAD_GLOBAL
    that pushes a call's NULL where that NULL was pushed apart
    (GLOBAL_NULL_FOLDED_AFTER_EXIT_COPY); line NOPs count, EXTENDED_ARG and
    inline caches do not."""
    version = version_facts(version)
    raw = code.co_code
    caches, opnames = version.cache_count, version.opname
    skipped = {version.opmap["EXTENDED_ARG"], version.opmap.get("CACHE", -1)}
    fused_later = set(version.superinstructions)
    if version.EXITS_COPIED_BEFORE_FOLDING:
        fused_later.add("RETURN_CONST")
    global_null = version.opmap["LOAD_GLOBAL"] if version.GLOBAL_NULL_FOLDED_AFTER_EXIT_COPY else None
    count = 0
    i = start
    while i <= end and i < len(raw):
        op = raw[i]
        if op not in skipped:
            count += 2 if opnames[op] in fused_later or (op == global_null and raw[i + 1] & 1) else 1
        i += 2 + 2 * caches[op]
    return count


def _name_arg(name, arg, names, shift):
    """(argval, opname) of an instruction that names a global or attribute:
    3.11+ packs flags into the low `shift` bits of some (a LOAD_ATTR with
    its low bit set is 3.12's LOAD_METHOD)."""
    if shift and name == "LOAD_ATTR" and arg & 1:
        name = "LOAD_METHOD"
    return names[arg >> shift], name


def _flagged_name(ins, name, arg, names, shift):
    """(argval, opname) of a name instruction whose argument packs flags
    (3.11+), the flags set on `ins` (a new one: `push_null` then says
    whether it pushes a NULL): `_name_arg` and `_name_flags` in one call,
    the decode loop's for every LOAD_GLOBAL and 3.12+ LOAD_ATTR."""
    if name == "LOAD_GLOBAL":
        if arg & 1:  # (set only where not the class's default, False)
            ins.push_null = True
    elif name == "LOAD_ATTR":
        if shift and arg & 1:
            name = "LOAD_METHOD"
    else:
        _name_flags(ins, name, arg)
    return names[arg >> shift], name


def _name_flags(ins, name, arg):
    """The flag bits below a name index of the instruction `name`: a global
    or super() attribute that pushes a NULL (or the method's object) too; a
    two-argument super().  Whether it pushes a NULL."""
    if name == "LOAD_GLOBAL":
        if arg & 1:  # (set only where not the class's default, False)
            ins.push_null = True
            return True
    elif name == "LOAD_SUPER_ATTR":
        if arg & 2:
            ins.two_arg_super = True
        if arg & 1:
            ins.push_null = True
            return True
    return False


def _unknown_opcode(code, version, op, offset):
    from ..errors import DecompilationError

    raise DecompilationError("opcode %d is not an opcode of Python %s" % (op, version.name),
                             getattr(code, "co_qualname", code.co_name), offset)


def _exception_entries(code, instrs, by_offset, rows):
    """3.11+: the exception table's `rows` (_parse_exception_table), their
    offsets resolved to instructions."""
    size = len(by_offset)
    # (`_at`'s lookup in place, its call only where it raises: three offsets a row)
    return [
        ExceptionEntry((by_offset[start] if 0 <= start < size else None) or _at(by_offset, start, None, code),
                       (by_offset[end] if 0 <= end < size else None) or _after(instrs, by_offset, end),
                       (by_offset[target] if 0 <= target < size else None) or _at(by_offset, target, None, code), depth, lasti)
        for start, end, target, depth, lasti in rows
    ]


def _at(by_offset, offset, ins, code):
    target = by_offset[offset] if 0 <= offset < len(by_offset) else None
    if target is None:
        from ..errors import DecompilationError

        raise DecompilationError(
            "jump to offset %d which starts no instruction" % offset,
            getattr(code, "co_qualname", code.co_name),
            ins.offset if ins is not None else None,
            ins,
        )
    return target


def _after(instrs, by_offset, end):
    """The first instruction at or after byte offset `end` (None: end of code)."""
    ins = by_offset[end] if 0 <= end < len(by_offset) else None
    if ins is not None:
        return ins
    for candidate in instrs:
        if candidate.offset >= end:
            return candidate
    return None


def _parse_exception_table(table):
    """The rows of a 3.11+ exception table: (start, end, target, depth,
    lasti), offsets in bytes.  Each row is four numbers, each number bytes
    of six bits, bit 6 set on every byte but its last (one loop over the
    bytes, no call a number: most numbers are one byte)."""
    numbers = []
    value = 0
    for b in table:
        value = (value << 6) | (b & 63)
        if b & 64:
            continue
        numbers.append(value)
        value = 0
        if len(numbers) == 4:
            start, length, target, dl = numbers
            numbers = []
            yield start * 2, (start + length) * 2, target * 2, dl >> 1, bool(dl & 1)
    if numbers or b & 64:
        raise IndexError("index out of range")  # (a row cut short, as reading past the table's end says)


def protected_ranges(code):
    """3.11+: the byte ranges [start, end) the code's exception table
    protects, as the compiler wrote it (before any handler is read away)."""
    table = getattr(code, "co_exceptiontable", None)
    return [(start, end) for start, end, _, _, _ in _parse_exception_table(table)] if table else []
