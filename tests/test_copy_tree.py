"""`lift.nodes.copy_tree`, the copy the Dynamo passes make of the
expressions and `del` statements they write twice, is what `copy.deepcopy`
makes of a tree of nodes."""

import ast
import copy
import glob
import os

from depyf.lift.nodes import copy_tree, walk

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")


def _trees():
    for path in sorted(glob.glob(os.path.join(CORPUS, "*.py")))[:40]:
        with open(path, encoding="utf-8") as f:
            try:
                module = ast.parse(f.read())
            except SyntaxError:  # (a sample of a later version's syntax)
                continue
        yield from module.body


def test_copy_tree_is_deepcopy_of_the_corpus_trees():
    for tree in _trees():
        copied = copy_tree(tree)
        assert ast.dump(copied, include_attributes=True) == ast.dump(copy.deepcopy(tree), include_attributes=True)
        originals = {id(node) for node in walk(tree)}
        assert not any(id(node) in originals for node in walk(copied))


def test_copy_tree_keeps_sharing_and_extra_attributes():
    shared = ast.Name(id="x", ctx=ast.Load())
    shared._line = 7  # (an attribute the lifter sets, no field)
    tree = ast.Tuple(elts=[shared, shared, ast.Constant(value=(1, "a"))], ctx=ast.Load())
    copied = copy_tree(tree)
    first, second, constant = copied.elts
    assert first is second and first is not shared and first._line == 7
    assert constant.value == (1, "a") and constant is not tree.elts[2]
    memo = {}
    a, b = copy_tree(ast.Expr(value=shared), memo), copy_tree(ast.Expr(value=shared), memo)
    assert a.value is b.value  # (one memo: as deepcopy of a list of them)
