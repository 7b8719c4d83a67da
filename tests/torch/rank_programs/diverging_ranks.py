"""Two ranks (gloo, CPU) that take different branches of one compiled
function: rank 0 scales, rank 1 breaks the graph; both then all-reduce.
Run with: torchrun --nproc_per_node=2 diverging_ranks.py DUMP_DIR"""

import os
import sys

import torch
import torch.distributed as dist

import depyf


def step(x, rank):
    y = x * 2
    if rank == 0:
        y = y + 1
    else:
        print("rank", rank, "breaks the graph")
        y = y - 1
    return y.sum()


def main():
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    compiled = torch.compile(step, backend="eager")
    with depyf.prepare_debug(sys.argv[1]):
        out = compiled(torch.ones(4), rank)
    total = out.clone()
    dist.all_reduce(total)
    sys.stdout.write("rank %d total %s\n" % (rank, float(total)))  # one write: the ranks share the pipe
    sys.stdout.flush()
    dist.barrier()
    # The process leaves without the interpreter's teardown: gloo's threads
    # are destroyed there and now and then abort the process ("terminate
    # called without an active exception", torch alone too, with or without
    # destroy_process_group; seen on torch 2.13's CPU build and 2.14's CUDA
    # build). Everything this program writes is flushed by now.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
