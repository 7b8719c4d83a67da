"""The self-check's test for a finally body read twice.

3.9+ copies a finally body onto each way out of its try body; where that
body ends in another try statement with a finally body, the outer copy
follows the inner statement's own normal copy straight away.  A reader that
takes the outer copy for the end of the inner finally body writes source
that runs the outer finally body twice: once at the end of the inner one,
once as its own.  The effect counts cannot see it (more effects is another
spelling, not a loss), so the shape itself is refused: a try statement
ending (through the last statements of its body, else or clauses) in a
try statement whose finally body is longer than the outer one's and ends
in a copy of it.
"""

import ast

_TRY = tuple(getattr(ast, name) for name in ("Try", "TryStar") if hasattr(ast, name))


def _ending_statements(stmts):
    """The statements that end `stmts`, through the last statements of
    the if, with and try statements there (not loops: their body's end
    goes round, not on)."""
    while stmts:
        last = stmts[-1]
        yield last
        if isinstance(last, ast.If):
            yield from _ending_statements(last.orelse)
            stmts = last.body
        elif isinstance(last, (ast.With, ast.AsyncWith)):
            stmts = last.body
        elif isinstance(last, _TRY):
            for handler in last.handlers:
                yield from _ending_statements(handler.body)
            yield from _ending_statements(last.orelse)
            stmts = last.body
        else:
            return


def finally_read_twice(tree):
    """The first try statement in `tree` whose finally body ends a try
    statement it ends with a copy of its own (see the module), or None."""
    for node in ast.walk(tree):
        if not isinstance(node, _TRY) or not node.finalbody:
            continue
        outer = [ast.dump(s) for s in node.finalbody]
        ends = list(_ending_statements(node.body)) + list(_ending_statements(node.orelse))
        for handler in node.handlers:
            ends.extend(_ending_statements(handler.body))
        for inner in ends:
            if isinstance(inner, _TRY) and len(inner.finalbody) > len(outer) and [ast.dump(s) for s in inner.finalbody[-len(outer):]] == outer:
                return inner
    return None
