#!/usr/bin/env python3
"""NumPy peer of the benchmark (see common.py). Threads: NumPy's own loops
are single-threaded; its BLAS (matmul) follows OPENBLAS_NUM_THREADS /
OMP_NUM_THREADS, which run.py sets. No convolution in NumPy: skipped."""
import numpy as np

import common


def numpy_ops():
    F = common.Ops()
    F.tanh, F.exp = np.tanh, np.exp
    F.relu = lambda x: np.maximum(x, np.float32(0))
    F.rsqrt = lambda x: np.float32(1) / np.sqrt(x)
    F.sum_last = lambda x: np.sum(x, axis=-1, keepdims=True)
    F.max_last = lambda x: np.max(x, axis=-1, keepdims=True)
    F.sum_axis = lambda x, axis: np.sum(x, axis=axis)
    F.transpose = lambda x, perm: np.ascontiguousarray(np.transpose(x, perm))
    F.reshape = np.reshape

    def no_conv(*args):
        raise common.Skip("NumPy has no convolution")

    F.conv = F.max_pool_nhwc = no_conv
    return F


def main():
    args = common.parse_args(__doc__.splitlines()[0])
    F = numpy_ops()

    def prepare(item, inputs):
        if item["kind"] == "while_loop":
            trips = item["params"]["trips"]
            a, c = np.float32(0.9999), np.float32(0.0001)

            def loop():
                x = inputs[0]
                for _ in range(trips):
                    x = x * a + c
                return x
            return loop, {}
        fn = common.function_for(F, item)
        if fn is None:
            raise common.Skip()
        if item["kind"] == "conv" or item["kind"] == "cnn":
            raise common.Skip("NumPy has no convolution")
        return (lambda: fn(*inputs)), {}

    common.run_peer("numpy", args, prepare, np.asarray)


if __name__ == "__main__":
    main()
