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
    # (no destroy_process_group: it aborts the process now and then,
    # "terminate called without an active exception", torch alone too; the
    # interpreter's teardown can too, after `depyf run` wrote its dump, and
    # the test runs the program once more then: helpers.run_torchrun)
    dist.barrier()


if __name__ == "__main__":
    main()
