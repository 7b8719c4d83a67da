"""A program with graph breaks (one reached from several places), a
recompilation, a frame torch runs eagerly and a frame it skips."""
import torch


def noisy(x):
    print("noisy", x.shape)  # graph break: print, reached from two places
    return x + 1


@torch.compile(backend="eager")
def model(x, n):
    y = x * 2
    y = noisy(y)
    y = y * n  # n is a python int: guard on its value, recompiles when it changes
    y = noisy(y)
    return y.relu()


@torch.compile(backend="eager")
def loop_break(x):
    for i in range(2):
        if x.mean() > 10:  # data dependent, inside a loop: the frame runs eagerly
            x = x - i
        else:
            x = x * 1.5
    return x


def main():
    for n in (1, 2):
        model(torch.ones(4), n)
    loop_break(torch.ones(3))


if __name__ == "__main__":
    main()
