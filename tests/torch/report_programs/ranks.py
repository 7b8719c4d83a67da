"""Two ranks (torchrun, gloo, CPU) that take different branches: rank 1
breaks the graph where rank 0 does not, so the ranks compile differently."""
import os

import torch
import torch.distributed as dist


@torch.compile(backend="eager")
def step(x, rank):
    y = x * 2
    if rank == 1:
        print("rank 1 logs here")  # a graph break on rank 1 only
    return y + 1


def main():
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    y = step(torch.ones(4), rank)
    t = y.sum().reshape(1)
    dist.all_reduce(t)
    print("rank", rank, "sum", float(t))
    # (no destroy_process_group: on torch 2.14's CUDA build on the CPU it
    # aborts the process now and then, "terminate called without an active
    # exception", torch alone too)
    dist.barrier()


if __name__ == "__main__":
    main()
