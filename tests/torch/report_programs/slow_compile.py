"""Two compiles whose backend takes longer than depyf's timed write: the
write comes in the middle of the second compile, after its graph was logged
and before it hands its code over."""
import time

import torch


def slow_backend(gm, example_inputs):
    time.sleep(1.3)  # a long backend compile (Inductor on a large model)
    return gm.forward


@torch.compile(backend=slow_backend)
def f(x):
    y = x.sin()
    print("break")  # two graphs: two compiles
    return y.cos() + 1


if __name__ == "__main__":
    f(torch.ones(3))
    f(torch.ones(3))
