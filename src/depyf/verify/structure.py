"""Counts of how the decompiler's inside is built (issue 10's measures).

    python -m depyf.verify.structure [--json OUT] [--list]

- version tests in lift/: lines that compare the Python version (`PY`,
  `sys.version_info`) inside src/depyf/lift;
- import cycles: groups of depyf modules that import each other (imports
  inside functions included), and the modules in them;
- long functions: functions and methods over 80 lines;
- side tables: state kept in an object's `__dict__` under names its class
  never declares (`self.__dict__.setdefault/get/pop(...)` places);
- opname tests in lift/: comparisons that read an instruction's `opname`;
- broken layer imports: imports the layer table of docs/architecture.md
  (`verify/layers.py`) does not allow;
- version-named lift/ names: functions, methods and classes of lift/ whose
  name carries a Python version (`_try_except_311`, `_with_310`);
- Dynamo words in lift/: names (of variables, attributes, functions,
  parameters, imports) and string constants of lift/ that say `dynamo`,
  `torch` or `resume_in`, docstrings counted apart (comments are not
  counted: they may say where a shape is met);
- attributes outside the declared state: attributes a lift/ method creates
  on `self` that no `__init__`, `__slots__` or class body declares (the
  lifter's mixins share the lifter's `self`: its `__init__` and every
  mixin's class body declare for all of them); and the marks lift/ sets
  on other objects (ast nodes: `node._x = ...`) that `NODE_MARKS` in
  lift/nodes.py does not declare.
- opname-list comparisons in lift/: lines that compare the opnames of a
  run of instructions (`[x.opname for x in instrs[a:b]] == [...]`, inline
  or through a name holding the list) with a shape written by hand;
- matcher helpers: functions of lift/ and bytecode/ outside the idiom
  module (`depyf.bytecode.idioms`) that compare an instruction's opname with
  another instruction's or with a value they are given (a private rule of
  instruction equality or a private matcher).

--list prints each item, not only the counts.
"""

import argparse
import ast
import json
import os
import re
import sys

from .layers import broken_imports

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LONG_FUNCTION = 80
# The one place that matches instructions against shapes.
IDIOMS = "depyf.bytecode.idioms"


def _modules():
    """{dotted name: path} of every module of the depyf package."""
    out = {}
    root = os.path.dirname(PACKAGE)
    for dirpath, dirnames, filenames in os.walk(PACKAGE):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for name in sorted(filenames):
            if name.endswith(".py"):
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, root)[:-3].replace(os.sep, ".")
                if rel.endswith(".__init__"):
                    rel = rel[: -len(".__init__")]
                out[rel] = path
    return out


def _parse(path):
    with open(path, encoding="utf-8") as f:
        return ast.parse(f.read(), path)


def _is_version_test(node):
    if not isinstance(node, ast.Compare):
        return False
    for side in [node.left] + node.comparators:
        if isinstance(side, ast.Name) and side.id in ("PY", "PY_VERSION"):
            return True
        text = ast.dump(side)
        if "version_info" in text:
            return True
    return False


def _is_opname_test(node):
    if not isinstance(node, ast.Compare):
        return False
    return any(isinstance(side, ast.Attribute) and side.attr == "opname"
               for side in [node.left] + node.comparators)


# a Python version as a name's segment: `_38`, `_39`, `_310` .. `_319`
_VERSION_IN_NAME = re.compile(r"_3(?:8|9|1\d)(?=_|$)")
_DYNAMO_WORD = re.compile(r"dynamo|torch|resume_in", re.I)
_SCOPES = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _names_of(node):
    """The identifiers a node spells (its own, not its children's)."""
    if isinstance(node, ast.Name):
        return (node.id,)
    if isinstance(node, ast.Attribute):
        return (node.attr,)
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return (node.name,)
    if isinstance(node, ast.arg):
        return (node.arg,)
    if isinstance(node, ast.keyword):
        return (node.arg,) if node.arg else ()
    if isinstance(node, ast.alias):
        return (node.name, node.asname or "")
    return ()


def _docstrings(tree):
    """ids of the docstring constants of a tree."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, _SCOPES) and node.body and isinstance(node.body[0], ast.Expr):
            value = node.body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                out.add(id(value))
    return out


def _lift_names(tree, rel):
    """(version-named definitions, Dynamo words in names and strings,
    Dynamo words in docstrings) of one lift/ module."""
    versioned, words, doc_words = [], [], []
    docstrings = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and _VERSION_IN_NAME.search(node.name):
            versioned.append("%s:%d %s" % (rel, node.lineno, node.name))
        for name in _names_of(node):
            if _DYNAMO_WORD.search(name):
                words.append("%s:%d %s" % (rel, getattr(node, "lineno", 0), name))
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and _DYNAMO_WORD.search(node.value):
            found = "%s:%d %r" % (rel, node.lineno, node.value[:60])
            (doc_words if id(node) in docstrings else words).append(found)
    return versioned, words, doc_words


def _self_stores(function):
    """The `self.x` attribute nodes a function stores to."""
    for node in ast.walk(function):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and isinstance(node.value, ast.Name) and node.value.id == "self":
            yield node


def _declared(cls):
    """What a class declares: its `__init__`'s stores to `self`, its
    `__slots__`, the names its body assigns."""
    out = set()
    for item in cls.body:
        if isinstance(item, ast.FunctionDef) and item.name == "__init__":
            out.update(node.attr for node in _self_stores(item))
        elif isinstance(item, (ast.Assign, ast.AnnAssign)):
            targets = item.targets if isinstance(item, ast.Assign) else [item.target]
            out.update(t.id for t in targets if isinstance(t, ast.Name))
            if any(isinstance(t, ast.Name) and t.id == "__slots__" for t in targets) and item.value is not None:
                out.update(e.value for e in ast.walk(item.value) if isinstance(e, ast.Constant) and isinstance(e.value, str))
    return out


def _undeclared_attributes(classes):
    """One line per attribute a lift/ method creates outside the declared
    state.  `classes`: [(rel, ClassDef)] of lift/.  A class declares what
    its own `__init__`, `__slots__` and body declare and what its lift/
    bases declare; a class with no `__init__` in that line is one of the
    lifter's mixins: the lifter (its `__init__`) and every mixin's body
    declare for it."""
    by_name = {cls.name: cls for _, cls in classes}

    def lineage(cls, seen=()):
        out = [cls]
        for base in cls.bases:
            if isinstance(base, ast.Name) and base.id in by_name and base.id not in seen:
                out += lineage(by_name[base.id], seen + (base.id,))
        return out

    def has_init(cls):
        return any(isinstance(i, ast.FunctionDef) and i.name == "__init__" for c in lineage(cls) for i in c.body)

    def is_lifter_state(cls):
        return cls.name == "Lifter" or not has_init(cls)

    shared = set()
    for _, cls in classes:
        if is_lifter_state(cls):
            shared |= _declared(cls)
    found = {}
    for rel, cls in classes:
        declared = shared if is_lifter_state(cls) else set().union(*(_declared(c) for c in lineage(cls)))
        for item in cls.body:
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and item.name != "__init__":
                for node in _self_stores(item):
                    if node.attr not in declared:
                        key = "self." + node.attr if is_lifter_state(cls) else "%s.%s" % (cls.name, node.attr)
                        found.setdefault(key, []).append("%s:%d %s.%s" % (rel, node.lineno, cls.name, item.name))
    return ["%s (%s)" % (key, ", ".join(places)) for key, places in sorted(found.items())]


def _extends(function):
    """Whether a method calls `super().<its own name>(...)`: it extends the
    definition it overrides."""
    return any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == function.name
               and isinstance(n.func.value, ast.Call) and isinstance(n.func.value.func, ast.Name) and n.func.value.func.id == "super"
               for n in ast.walk(function))


def _shadowed_methods(classes):
    """One line per method name that two or more classes of one lift/ class
    line define where none extends another (`super().name`): the lifter is
    one class made of mixins, so the definition first in its method order
    takes every call meant for the others (two readers written under one
    name by two branches).  `classes`: [(rel, ClassDef)] of lift/; names a
    class body deletes (a helper used while the class is built) are no
    methods."""
    by_name = {cls.name: (rel, cls) for rel, cls in classes}

    def lineage(cls, seen=()):
        out = [cls]
        for base in cls.bases:
            if isinstance(base, ast.Name) and base.id in by_name and base.id not in seen:
                out += lineage(by_name[base.id][1], seen + (base.id,))
        return out

    def methods(cls):
        deleted = {t.id for item in cls.body if isinstance(item, ast.Delete) for t in item.targets if isinstance(t, ast.Name)}
        return [item for item in cls.body if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))
                and not item.name.startswith("__") and item.name not in deleted]

    found = set()
    for _, cls in classes:
        defined = {}
        for owner in lineage(cls):
            for item in methods(owner):
                defined.setdefault(item.name, {})[owner.name] = item
        for name, owners in defined.items():
            if len(owners) > 1 and not any(_extends(f) for f in owners.values()):
                found.add("%s (%s)" % (name, ", ".join("%s:%d %s" % (by_name[o][0], f.lineno, o) for o, f in sorted(owners.items()))))
    return sorted(found)


def _reads_opname(node):
    return any(isinstance(n, ast.Attribute) and n.attr == "opname" for n in ast.walk(node))


def _is_opname_list(node):
    """`[x.opname for x in instrs[a:b]]` (or a generator / tuple of them)."""
    if not isinstance(node, (ast.ListComp, ast.GeneratorExp)):
        return False
    gen = node.generators[0]
    elts = node.elt.elts if isinstance(node.elt, ast.Tuple) else [node.elt]
    return (isinstance(gen.iter, ast.Subscript) and isinstance(_slice_of(gen.iter), ast.Slice)
            and any(isinstance(e, ast.Attribute) and e.attr == "opname" for e in elts))


def _is_literal_shape(node):
    """A shape written in place: `["A", "B"]`, `["POP_TOP"] * 3`."""
    if isinstance(node, ast.BinOp):
        return _is_literal_shape(node.left) or _is_literal_shape(node.right)
    return isinstance(node, (ast.List, ast.Tuple))


def _opname_list_compares(tree):
    """Comparisons of a run's opnames with a shape: an opname list compared
    inline, or through a name it was stored in (`names[:2] == [...]`)."""
    out = []
    for func in ast.walk(tree):
        if not isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        stored = {t.id for node in ast.walk(func) if isinstance(node, ast.Assign) and _is_opname_list(node.value)
                  for t in node.targets if isinstance(t, ast.Name)}

        def is_list(side):
            while isinstance(side, ast.Subscript):
                side = side.value
            return _is_opname_list(side) or isinstance(side, ast.Name) and side.id in stored

        for node in ast.walk(func):
            if isinstance(node, ast.Compare) and any(is_list(s) for s in [node.left] + node.comparators):
                out.append((node.lineno, node.col_offset))
    return sorted(set(out))


def _slice_of(subscript):
    inner = subscript.slice
    return getattr(inner, "value", inner) if type(inner).__name__ == "Index" else inner


def _is_matcher_helper(func):
    """Whether the function compares an opname with another instruction's,
    or with a name it is given (a parameter, or a loop over one)."""
    given = {a.arg for a in func.args.args + func.args.kwonlyargs}
    for node in ast.walk(func):
        if isinstance(node, (ast.For, ast.comprehension)):
            given |= {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}
    for node in ast.walk(func):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left] + node.comparators
        if any(_is_opname_list(s) for s in sides) and not all(_is_opname_list(s) or _is_literal_shape(s) for s in sides):
            return True  # a run's opnames against a shape it is given
        if not _is_opname_test(node) or isinstance(node.comparators[-1], ast.Attribute) and isinstance(node.ops[-1], ast.In):
            continue
        others = [s for s in sides if not (isinstance(s, ast.Attribute) and s.attr == "opname")]
        if not others or any(isinstance(s, ast.Name) and s.id in given for s in others):
            return True
    return False


def _imports(module, tree, known):
    """depyf modules `module` imports anywhere in its tree."""
    out = set()
    package = module if module.endswith("__init__") else module.rsplit(".", 1)[0]
    is_package = os.path.basename(known[module]) == "__init__.py"
    if is_package:
        package = module
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in known:
                    out.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            # `from . import sub` imports the submodule; the package itself
            # only when a name is taken from it
            names_from_package = False
            for alias in node.names:
                sub = target + "." + alias.name
                if sub in known:
                    out.add(sub)
                else:
                    names_from_package = True
            if target in known and names_from_package:
                out.add(target)
    out.discard(module)
    return out


def _cycles(graph):
    """Strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10000))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _undefined_methods(classes):
    """One line per `self.name` a lift/ method reads (a call, or a reader
    put in a tuple of readers) that no lift/ class defines (as a method, a class attribute or declared state): the
    lifter is one class of mixins, so a reader renamed or dropped in a
    merge is only found when some code reaches the call.  Classes with a
    base outside lift/ (an `ast.NodeVisitor`) are left out: their base's
    methods are not read here."""
    names = {cls.name for _, cls in classes}
    defined = set()
    for _, cls in classes:
        defined |= _declared(cls)
        for item in cls.body:
            if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                defined.add(item.name)
                defined.update(node.attr for node in _self_stores(item))
    found = {}
    for rel, cls in classes:
        if any(not (isinstance(base, ast.Name) and (base.id in names or base.id == "object")) for base in cls.bases):
            continue
        for node in ast.walk(cls):
            if (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and isinstance(node.value, ast.Name)
                    and node.value.id == "self" and node.attr not in defined and not node.attr.startswith("__")):
                found.setdefault(node.attr, []).append("%s:%d %s" % (rel, node.lineno, cls.name))
    return ["%s (%s)" % (name, ", ".join(places)) for name, places in sorted(found.items())]


def measure():
    modules = _modules()
    trees = {m: _parse(p) for m, p in modules.items()}
    result = {"version_tests_in_lift": [], "long_functions": [], "side_tables": [], "opname_tests_in_lift": [],
              "version_names_in_lift": [], "dynamo_words_in_lift": [], "dynamo_words_in_lift_docstrings": [],
              "opname_lists_in_lift": [], "matcher_helpers": []}
    graph = {}
    lift_classes = []
    for module, tree in trees.items():
        rel = os.path.relpath(modules[module], os.path.dirname(PACKAGE))
        in_lift = module.startswith("depyf.lift")
        in_decompiler = (in_lift or module.startswith("depyf.bytecode")) and module != IDIOMS
        graph[module] = _imports(module, tree, modules)
        if in_lift:
            versioned, words, doc_words = _lift_names(tree, rel)
            result["version_names_in_lift"].extend(versioned)
            result["dynamo_words_in_lift"].extend(words)
            result["dynamo_words_in_lift_docstrings"].extend(doc_words)
            lift_classes.extend((rel, node) for node in ast.walk(tree) if isinstance(node, ast.ClassDef))
        version_lines = set()
        for node in ast.walk(tree):
            if in_lift and _is_version_test(node):
                version_lines.add(node.lineno)
            if in_lift and _is_opname_test(node):
                result["opname_tests_in_lift"].append("%s:%d" % (rel, node.lineno))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and in_decompiler and _is_matcher_helper(node):
                result["matcher_helpers"].append("%s:%d %s" % (rel, node.lineno, node.name))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = getattr(node, "end_lineno", node.lineno) - node.lineno + 1
                if length > LONG_FUNCTION:
                    result["long_functions"].append("%s:%d %s (%d lines)" % (rel, node.lineno, node.name, length))
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("setdefault", "get", "pop")
                    and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "__dict__"):
                result["side_tables"].append("%s:%d" % (rel, node.lineno))
        if in_lift:
            result["opname_lists_in_lift"].extend("%s:%d" % (rel, n) for n, _ in _opname_list_compares(tree))
        result["version_tests_in_lift"].extend("%s:%d" % (rel, n) for n in sorted(version_lines))
    cycles = _cycles(graph)
    result["import_cycles"] = cycles
    result["modules_in_cycles"] = sorted(m for c in cycles for m in c)
    result["lift_modules_in_cycles"] = [m for m in result["modules_in_cycles"] if m.startswith("depyf.lift")]
    result["broken_layer_imports"] = broken_imports(graph)
    result["undeclared_attributes_in_lift"] = _undeclared_attributes(lift_classes) + _undeclared_node_marks(trees, modules)
    result["shadowed_methods_in_lift"] = _shadowed_methods(lift_classes)
    result["undefined_methods_in_lift"] = _undefined_methods(lift_classes)
    return result


def _declared_node_marks(tree):
    """The keys of the `NODE_MARKS` dict literal of lift/nodes.py."""
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "NODE_MARKS" for t in node.targets):
            return {k.value for k in node.value.keys if isinstance(k, ast.Constant)}
    return set()


def _undeclared_node_marks(trees, modules):
    """One line per mark (`x._name = ...`, x not `self`) a lift/ module
    sets that NODE_MARKS does not declare."""
    declared = _declared_node_marks(trees["depyf.lift.nodes"]) if "depyf.lift.nodes" in trees else set()
    found = {}
    for module, tree in trees.items():
        if not module.startswith("depyf.lift"):
            continue
        rel = os.path.relpath(modules[module], os.path.dirname(PACKAGE))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store) and node.attr.startswith("_")
                    and not (isinstance(node.value, ast.Name) and node.value.id == "self") and node.attr not in declared):
                found.setdefault(node.attr, []).append("%s:%d" % (rel, node.lineno))
    return ["node mark %s (%s)" % (mark, ", ".join(places)) for mark, places in sorted(found.items())]


def counts(result):
    return {
        "version tests in lift/ (lines)": len(result["version_tests_in_lift"]),
        "modules in import cycles": len(result["modules_in_cycles"]),
        "  of them in lift/": len(result["lift_modules_in_cycles"]),
        "functions over %d lines" % LONG_FUNCTION: len(result["long_functions"]),
        "__dict__ side-table places": len(result["side_tables"]),
        "opname tests in lift/": len(result["opname_tests_in_lift"]),
        "imports the layer table forbids": len(result["broken_layer_imports"]),
        "version-named lift/ definitions": len(result["version_names_in_lift"]),
        "Dynamo words in lift/ names, strings": len(result["dynamo_words_in_lift"]),
        "Dynamo words in lift/ docstrings": len(result["dynamo_words_in_lift_docstrings"]),
        "lift/ attributes outside declared state": len(result["undeclared_attributes_in_lift"]),
        "opname-list comparisons in lift/": len(result["opname_lists_in_lift"]),
        "matcher helpers": len(result["matcher_helpers"]),
        "lift/ methods one class line defines twice": len(result["shadowed_methods_in_lift"]),
        "lift/ methods read but defined nowhere": len(result["undefined_methods_in_lift"]),
    }


# counts() name -> its list in measure()'s result
KEYS = {
    "version tests in lift/ (lines)": "version_tests_in_lift",
    "modules in import cycles": "modules_in_cycles",
    "  of them in lift/": "lift_modules_in_cycles",
    "functions over %d lines" % LONG_FUNCTION: "long_functions",
    "__dict__ side-table places": "side_tables",
    "opname tests in lift/": "opname_tests_in_lift",
    "imports the layer table forbids": "broken_layer_imports",
    "version-named lift/ definitions": "version_names_in_lift",
    "Dynamo words in lift/ names, strings": "dynamo_words_in_lift",
    "Dynamo words in lift/ docstrings": "dynamo_words_in_lift_docstrings",
    "lift/ attributes outside declared state": "undeclared_attributes_in_lift",
    "opname-list comparisons in lift/": "opname_lists_in_lift",
    "matcher helpers": "matcher_helpers",
    "lift/ methods one class line defines twice": "shadowed_methods_in_lift",
    "lift/ methods read but defined nowhere": "undefined_methods_in_lift",
}


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m depyf.verify.structure", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--json", metavar="OUT")
    p.add_argument("--list", action="store_true")
    args = p.parse_args(argv)
    result = measure()
    for name, n in counts(result).items():
        print("%-40s %5d" % (name, n))
    if args.list:
        for key in ("version_tests_in_lift", "long_functions", "side_tables", "broken_layer_imports", "version_names_in_lift",
                    "dynamo_words_in_lift", "dynamo_words_in_lift_docstrings", "undeclared_attributes_in_lift",
                    "opname_lists_in_lift", "matcher_helpers", "shadowed_methods_in_lift", "undefined_methods_in_lift"):
            print("\n%s:" % key)
            for item in result[key]:
                print("  " + item)
        print("\nimport cycles:")
        for c in result["import_cycles"]:
            print("  " + ", ".join(c))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
