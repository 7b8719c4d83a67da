"""Compiles in the main process and in a forked multiprocessing worker."""
import multiprocessing as mp

import torch


@torch.compile(backend="eager")
def f(x):
    return torch.sin(x) + 1


@torch.compile(backend="eager")
def g(x):
    return torch.cos(x) * 2


def work(q):
    q.put(float(g(f(torch.ones(3) * 2)).sum()))


if __name__ == "__main__":
    f(torch.ones(3))
    ctx = mp.get_context("fork")
    q = ctx.Queue()
    p = ctx.Process(target=work, args=(q,), name="worker1")
    p.start()
    print("child result", round(q.get(), 3))
    p.join()
    print("exit", p.exitcode)
