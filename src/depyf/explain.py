"""`depyf.explain`: the module path of the older depyf's `dump_src`.

`dump_src(original_code, module)`, inside `depyf.prepare_debug`, returns the
full source of what torch.compile made of a function so far (the text of
its `full_code_for_*` file).  `original_code` is the function's code object
(or the function); `module` its globals, used where depyf cannot find them.
"""

__all__ = ["dump_src"]


def dump_src(original_code, module=None):
    from .pt2.session import dump_src as session_dump_src

    return session_dump_src(original_code, module)
