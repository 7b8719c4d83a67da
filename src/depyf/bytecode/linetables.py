"""Line numbers from each CPython version's line-table format.

A code object read from another version's `.pyc` carries that version's
table, which the running interpreter cannot read: 3.8 and 3.9 write
`co_lnotab` (byte and line increments), 3.10 `co_linetable` (a range per
pair, -128 for "no line"), 3.11+ the location table (a header byte per
entry, then variable-length line and column deltas).  These functions
answer the two questions the decompiler asks, `co_lines()` and the line
starts `dis.findlinestarts` gives, as the code's own interpreter answers
them (facts from CPython's Objects/lnotab_notes.txt and
Objects/locations.md of each version).
"""


def lnotab_line_starts(lnotab, firstlineno, code_len):
    """{offset: line} of 3.8/3.9 code: where a new line starts."""
    starts = {}
    last = None
    line = firstlineno
    addr = 0
    for k in range(0, len(lnotab) - 1, 2):
        byte_incr, line_incr = lnotab[k], lnotab[k + 1]
        if byte_incr:
            if line != last:
                starts[addr] = line
                last = line
            addr += byte_incr
            if addr >= code_len:
                return starts  # increments past the end: lines optimised away
        line += line_incr - 0x100 if line_incr >= 0x80 else line_incr
    if line != last:
        starts[addr] = line
    return starts


def linetable_310_lines(table, firstlineno):
    """co_lines() of 3.10 code: (start, end, line or None), a range per pair
    (empty ranges left out, neighbours with one line not merged)."""
    ranges = []
    line = firstlineno
    end = 0
    for k in range(0, len(table) - 1, 2):
        start = end
        end += table[k]
        delta = table[k + 1]
        if delta >= 0x80:
            delta -= 0x100
        if delta == -128:
            current = None
        else:
            line += delta
            current = line
        if end > start:
            ranges.append((start, end, current))
    return ranges


def _varint(table, pos):
    byte = table[pos]
    pos += 1
    value = byte & 63
    shift = 6
    while byte & 64:
        byte = table[pos]
        pos += 1
        value |= (byte & 63) << shift
        shift += 6
    return value, pos


def _svarint(table, pos):
    value, pos = _varint(table, pos)
    return (-(value >> 1) if value & 1 else value >> 1), pos


_NO_LOCATION = 15
_LONG = 14
_NO_COLUMNS = 13
_ONE_LINE_FIRST = 10  # codes 10-12: the line moves by code - 10, two column bytes follow


def _location_ranges(table, firstlineno):
    """(start, end, line or None) per entry of a 3.11+ location table."""
    line = firstlineno
    end = 0
    pos = 0
    n = len(table)
    while pos < n:
        head = table[pos]
        pos += 1
        code = (head >> 3) & 15
        start = end
        end += ((head & 7) + 1) * 2
        if code == _NO_LOCATION:
            yield start, end, None
            continue
        if code == _LONG or code == _NO_COLUMNS:
            delta, pos = _svarint(table, pos)
            line += delta
        elif code >= _ONE_LINE_FIRST:
            line += code - _ONE_LINE_FIRST
        yield start, end, line
        # skip the columns (whatever their encoding) up to the next entry's head
        while pos < n and not table[pos] & 128:
            pos += 1


def location_table_lines(table, firstlineno, version):
    """co_lines() of 3.11+ code: an entry per range (3.11), neighbouring
    entries with one line merged (3.12+)."""
    if version < (3, 12):
        return list(_location_ranges(table, firstlineno))
    ranges = []
    for start, end, line in _location_ranges(table, firstlineno):
        if ranges and ranges[-1][2] == line and ranges[-1][1] == start:
            ranges[-1] = (ranges[-1][0], end, line)
        else:
            ranges.append((start, end, line))
    return ranges


def starts_from_lines(lines, version):
    """{offset: line} `dis.findlinestarts` of `version` gives from co_lines():
    3.10-3.12 skip lineless ranges, 3.13+ gives them as None (at each
    entry: its co_lines() merges neighbours with one line)."""
    starts = {}
    if version >= (3, 13):
        return {start: line for start, _end, line in lines}
    last = None
    for start, _end, line in lines:
        if line is not None and line != last:
            last = line
            starts[start] = line
    return starts
