#!/usr/bin/env python3
"""JAX programs for the JAX-on-Axle comparison (bench/jax_compare.py): the
same script, inputs and timing run once with JAX_PLATFORMS=axle (Axle's
PJRT plugin) and once with JAX_PLATFORMS=cpu (XLA:CPU). Prints one JSON
object per program (median_us/min_us, or error) and saves each program's
first output to --out/NAME.PLATFORM.npy for the cross-check.

The models are the test suite's (tests/python/models.py)."""
import argparse
import importlib.metadata
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(REPO, "tests", "python"))
sys.path.insert(0, os.path.join(REPO, "python"))

import common  # noqa: E402


def register_axle():
    """JAX finds the plugin through axle_jax's entry point when the package
    is installed; from a development tree, through the package's own code."""
    if not any(p.name == "axle" for p in importlib.metadata.entry_points(group="jax_plugins")):
        import axle_jax
        axle_jax.initialize()


def programs(quick):
    import jax
    import jax.numpy as jnp
    import numpy as np

    import models

    scale = 1 if quick else 4
    rng = np.random.default_rng(0)
    data = lambda *shape: jnp.asarray(rng.standard_normal(shape).astype(np.float32))
    labels = lambda n, k: jnp.asarray(rng.integers(0, k, n).astype(np.int32))

    mlp_p = models.mlp_params([256, 512 * scale // 2, 512 * scale // 2, 10])
    mlp_x, mlp_y = data(16 * scale, 256), labels(16 * scale, 10)
    mlp_loss = lambda p, x, y: models.cross_entropy(models.mlp(p, x), y)
    cnn_p = models.cnn_params(channels=(1, 16, 32), hw=28)
    cnn_x, cnn_y = data(4 * scale, 28, 28, 1), labels(4 * scale, 10)
    cnn_loss = lambda p, x, y: models.cross_entropy(models.cnn(p, x), y)
    tr_p = models.transformer_params(d=64 * scale // 2 if scale > 1 else 64, ff=256)
    tr_x = data(2 * scale, 32, tr_p["wq"].shape[0])
    lstm_p = models.lstm_params(32, 64)
    lstm_x = data(16 * scale, 8, 32)
    small = data(4)
    loop_x = data(64)
    fori_trips = 1000 * scale

    return {
        "jax_mlp_fwd": (jax.jit(models.mlp), (mlp_p, mlp_x)),
        "jax_mlp_train": (models.sgd_step(mlp_loss), (mlp_p, mlp_x, mlp_y)),
        "jax_cnn_fwd": (jax.jit(models.cnn), (cnn_p, cnn_x)),
        "jax_cnn_train": (models.sgd_step(cnn_loss), (cnn_p, cnn_x, cnn_y)),
        "jax_transformer_fwd": (jax.jit(models.transformer_block), (tr_p, tr_x)),
        "jax_transformer_train": (models.sgd_step(lambda p, x: models.transformer_loss(p, x)),
                                  (tr_p, tr_x)),
        "jax_lstm_scan": (jax.jit(models.lstm), (lstm_p, lstm_x)),
        "jax_fori_small_body": (jax.jit(lambda x: jax.lax.fori_loop(
            0, fori_trips, lambda i, y: jnp.sin(y) * 0.5 + y * 0.5, x)), (loop_x,)),
        "jax_add_f32x4_per_call": (jax.jit(lambda x: x + 1), (small,)),
    }


def first_leaf(tree):
    import jax
    import numpy as np
    leaves = jax.tree_util.tree_leaves(tree)
    return np.asarray(leaves[-1] if len(leaves) > 1 else leaves[0])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--platform", required=True, help="axle or cpu")
    parser.add_argument("--out", required=True)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--reps", type=int, default=10)
    parser.add_argument("--min-seconds", type=float, default=0.3)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--workloads", default="")
    args = parser.parse_args()
    os.environ["JAX_PLATFORMS"] = args.platform
    if args.platform == "axle":
        register_axle()
    import jax
    import numpy as np

    peer = "jax-axle" if args.platform == "axle" else "jax-xla"
    wanted = set(filter(None, args.workloads.split(",")))
    for name, (fn, inputs) in programs(args.quick).items():
        if wanted and name not in wanted:
            continue
        try:
            start = time.perf_counter()
            result = jax.block_until_ready(fn(*inputs))
            first_ms = (time.perf_counter() - start) * 1e3
            sample = os.path.join(args.out, f"{name}.{peer}.npy")
            common.save_sample(sample, first_leaf(result))
            record = {"peer": peer, "workload": name, "first_call_ms": first_ms, "output": sample}
            record.update(common.measure(lambda: jax.block_until_ready(fn(*inputs)), args.reps,
                                         args.min_seconds))
            common.emit(record)
        except Exception as e:  # reported, the other programs still run
            common.emit({"peer": peer, "workload": name, "error": f"{type(e).__name__}: {e}"[:500]})


if __name__ == "__main__":
    main()
