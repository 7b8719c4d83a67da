"""One program per defect the report once told wrong: a module compiled with
inductor at two input sizes (graph files written in the middle of a compile),
a guard on torch.nn's own code, a graph break inside a called function, a
compiled generator, a function whose compile raises (always, and only when
recompiled), a decorated method and two resume functions of one line."""
import functools

import torch


class Small(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(4, 4)

    def forward(self, x):
        y = self.lin(x)
        print("small", y.shape)  # graph break: resume function 1
        if y.sum() > 0:  # data-dependent branch: resume functions per branch
            y = y * 2
        else:
            y = y - 1
        return y.relu()


def inner(x):
    print("inner", x.shape)  # a graph break inside a called function
    return x + 1


@torch.compile(backend="eager")
def outer(x):
    y = x * 3 + torch.zeros_like(x) * torch.ones_like(x) + torch.zeros_like(x) * 2.0 + torch.zeros_like(x).abs() * torch.ones_like(x).neg()  # a long line
    y = inner(y)  # the user's call site of the break
    return y - 1


@torch.compile(backend="eager")
def gen(x):
    yield x + 1  # torch: "Generators cannot be compiled directly"


@torch.compile(backend="eager")
def raises(x):
    y = x + 1
    raise ValueError("raised on purpose")


@torch.compile(backend="eager")
def sometimes(x, n):
    y = x + n  # n is specialized: a new n recompiles
    if n > 1:
        raise ValueError("only when n > 1")  # the recompilation raises
    return y


def log_calls(fn):
    @functools.wraps(fn)
    def wrapped_func(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapped_func


class Decorated(torch.nn.Module):
    @log_calls
    def forward(self, x):
        return torch.tanh(x) * 2


def main():
    torch.manual_seed(0)
    small = torch.compile(Small())
    for n in (4, 6):
        small(torch.ones(n, 4))
    outer(torch.ones(3))
    list(gen(torch.ones(2)))
    try:
        raises(torch.ones(2))
    except ValueError:
        pass
    sometimes(torch.ones(2), 1)
    try:
        sometimes(torch.ones(2), 2)
    except ValueError:
        pass
    torch.compile(Decorated(), backend="eager")(torch.ones(2))


if __name__ == "__main__":
    main()
