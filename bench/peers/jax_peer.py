#!/usr/bin/env python3
"""JAX peer of the benchmark (see common.py): every workload under
jax.jit, which is XLA:CPU itself; results are waited for
(block_until_ready). Threads: run.py pins the process to N cores (taskset)
and, for one thread, sets XLA_FLAGS=--xla_cpu_multi_thread_eigen=false.
Also reports XLA's compile time (lower + compile, cold and from JAX's
in-memory cache) of the modules Axle's compile time is measured on."""
import time

import jax
import jax.numpy as jnp
import numpy as np

import common

COMPILE_WORKLOADS = ("mlp_b64", "transformer_b8")


def jax_ops():
    F = common.Ops()
    F.tanh, F.exp = jnp.tanh, jnp.exp
    F.relu = lambda x: jnp.maximum(x, 0)
    F.rsqrt = jax.lax.rsqrt
    F.sum_last = lambda x: jnp.sum(x, axis=-1, keepdims=True)
    F.max_last = lambda x: jnp.max(x, axis=-1, keepdims=True)
    F.sum_axis = lambda x, axis: jnp.sum(x, axis=axis)
    F.transpose = jnp.transpose
    F.reshape = jnp.reshape

    def conv(x, k, layout, pad):
        numbers = ("NHWC", "HWIO", "NHWC") if layout == "nhwc" else ("NCHW", "OIHW", "NCHW")
        return jax.lax.conv_general_dilated(x, k, (1, 1), [(pad, pad), (pad, pad)],
                                            dimension_numbers=numbers)

    F.conv = conv
    F.softmax = lambda x: jax.nn.softmax(x, axis=-1)
    F.max_pool_nhwc = lambda x: jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1),
                                                      (1, 2, 2, 1), "VALID")
    return F


def main():
    args = common.parse_args(__doc__.splitlines()[0])
    F = jax_ops()

    def function(item):
        if item["kind"] == "while_loop":
            trips = item["params"]["trips"]
            return lambda x: jax.lax.fori_loop(0, trips, lambda i, y: y * 0.9999 + 0.0001, x)
        fn = common.function_for(F, item)
        if fn is None:
            raise common.Skip()
        return fn

    def prepare(item, inputs):
        fn = function(item)
        arrays = [jax.device_put(x) for x in inputs]
        start = time.perf_counter()
        compiled = jax.jit(fn).lower(*arrays).compile()
        extra = {"compile_ms": (time.perf_counter() - start) * 1e3}
        return (lambda: compiled(*arrays).block_until_ready()), extra

    common.run_peer("jax", args, prepare, np.asarray)

    # Compile times: a fresh jit (cold: nothing cached in memory; no
    # persistent cache is configured) and the same one again (warm).
    for item, inputs in common.workloads(args):
        if item["name"] not in COMPILE_WORKLOADS:
            continue
        arrays = [jax.device_put(x) for x in inputs]
        cold, warm = [], []
        for _ in range(3):
            jitted = jax.jit(lambda *a, f=function(item): f(*a))
            start = time.perf_counter()
            jitted.lower(*arrays).compile()
            cold.append((time.perf_counter() - start) * 1e3)
            start = time.perf_counter()
            jitted.lower(*arrays).compile()
            warm.append((time.perf_counter() - start) * 1e3)
        common.emit({"peer": "jax", "workload": "compile_" + item["name"],
                     "cold_ms": sorted(cold)[1], "warm_ms": sorted(warm)[1]})


if __name__ == "__main__":
    main()
