"""Two ranks (gloo, CPU) that take different branches of one compiled
function: rank 0 scales, rank 1 breaks the graph; both then all-reduce.
Run with: torchrun --nproc_per_node=2 diverging_ranks.py DUMP_DIR"""

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
    # (no destroy_process_group: on torch 2.14's CUDA build on the CPU it
    # aborts the process now and then, "terminate called without an active
    # exception", torch alone too)
    dist.barrier()


if __name__ == "__main__":
    main()
