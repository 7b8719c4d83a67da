"""The `match` statement's `ast` nodes, on any running interpreter.

The `ast` of 3.8 and 3.9 has none.  Code of 3.10+ read there still reads its
match statements, into stand-ins with the same fields, so that every other
choice of the reading is the one the code's own interpreter makes (a match
that the lifter could not build would send it down another reading: an
if-chain, a temporary for the subject, or an "unstructured jump").  Once the
reading is done, `stand_in_found` tells the caller to name the construct the
running `ast` cannot express, instead of printing other text.
"""

import ast


class StandIn(ast.AST):
    """A node of a newer `ast` than the running one."""


def _node(name, fields):
    real = getattr(ast, name, None)
    if real is not None:
        return real
    return type(name, (StandIn,), {"_fields": fields})


Match = _node("Match", ("subject", "cases"))
match_case = _node("match_case", ("pattern", "guard", "body"))
MatchValue = _node("MatchValue", ("value",))
MatchSingleton = _node("MatchSingleton", ("value",))
MatchSequence = _node("MatchSequence", ("patterns",))
MatchMapping = _node("MatchMapping", ("keys", "patterns", "rest"))
MatchClass = _node("MatchClass", ("cls", "patterns", "kwd_attrs", "kwd_patterns"))
MatchStar = _node("MatchStar", ("name",))
MatchAs = _node("MatchAs", ("pattern", "name"))
MatchOr = _node("MatchOr", ("patterns",))


def stand_in_found(tree):
    """The class name of a stand-in node in `tree`, or None."""
    if Match is not getattr(ast, "Match", None):
        for node in ast.walk(tree):
            if isinstance(node, StandIn):
                return type(node).__name__
    return None


def refutable(node):
    """Whether no case of the match statement `node` always matches."""
    last = node.cases[-1] if node.cases else None
    return not (last and last.guard is None and isinstance(last.pattern, MatchAs) and last.pattern.pattern is None)
