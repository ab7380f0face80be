"""Indexing, gather, scatter, slicing and data movement."""

import jax
import jax.numpy as jnp
import numpy as np

from harness import case, comparison_test


def data(shape=(4, 6), seed=0, dtype=np.float32):
    return jnp.asarray(np.random.default_rng(seed).standard_normal(shape).astype(dtype))


@case
def static_slicing():
    x = data((5, 6, 7))
    return jax.jit(lambda x: {"basic": x[1:4, ::2, -3:], "negative_step": x[::-1, :, ::-2],
                              "newaxis": x[None, 2, :, None, 3], "ellipsis": x[..., 1]})(x)


@case
def dynamic_slicing():
    x = data((8, 9))
    f = jax.jit(lambda x, i, j: {
        "dynamic_slice": jax.lax.dynamic_slice(x, (i, j), (3, 4)),
        "clamped": jax.lax.dynamic_slice(x, (i + 7, j), (3, 4)),
        "update": jax.lax.dynamic_update_slice(x, jnp.ones((2, 2)), (i, j)),
        "index": x[i], "index_in_dim": jax.lax.dynamic_index_in_dim(x, j, axis=1)})
    return f(x, 2, 3)


@case
def gather():
    x = data((6, 5))
    idx = jnp.array([4, 0, 2, 2, 5])
    f = jax.jit(lambda x, idx: {
        "take_rows": x[idx], "take_columns": x[:, idx[:3]], "pairs": x[idx, idx % 5],
        "take_along_axis": jnp.take_along_axis(x, jnp.argsort(x, axis=1), axis=1),
        "take_clip": jnp.take(x, idx + 3, axis=0, mode="clip"),
        "take_fill": jnp.take(x, idx + 3, axis=0, mode="fill", fill_value=-1.0),
        "negative": x[-idx - 1], "boolean_where": jnp.where(x > 0, x, 0.0)})
    return f(x, idx)


@case
def scatter():
    x = data((6, 5))
    idx = jnp.array([4, 0, 2, 2, 5])
    upd = data((5, 5), seed=1)
    f = jax.jit(lambda x, idx, upd: {
        "set": x.at[idx[:2]].set(upd[:2]), "add_duplicates": x.at[idx].add(upd),
        "mul": x.at[idx, 1].multiply(2.0), "min": x.at[idx].min(upd),
        "max": x.at[:, idx[:3]].max(1.0), "dropped": x.at[idx + 3].add(upd, mode="drop"),
        "segment_sum": jax.ops.segment_sum(upd, idx, num_segments=6)})
    return f(x, idx, upd)


@case
def scatter_integers():
    x = jnp.zeros(8, jnp.int32)
    idx = jnp.array([1, 3, 3, 7, 1, 1])
    return jax.jit(lambda x, i: {"histogram": x.at[i].add(1), "set": x.at[i].set(i * 10)})(x, idx)


@case
def movement():
    x = data((2, 3, 4))
    return jax.jit(lambda x: {
        "transpose": jnp.transpose(x, (2, 0, 1)), "reshape": x.reshape(4, 6),
        "concatenate": jnp.concatenate([x, x * 2], axis=1), "stack": jnp.stack([x, -x]),
        "pad": jnp.pad(x, ((1, 0), (0, 2), (1, 1)), constant_values=3.0),
        "pad_reflect": jnp.pad(x, ((0, 0), (1, 1), (2, 2)), mode="reflect"),
        "roll": jnp.roll(x, 2, axis=2), "flip": jnp.flip(x, axis=(0, 2)),
        "tile": jnp.tile(x, (1, 2, 1)), "repeat": jnp.repeat(x, 2, axis=1),
        "broadcast": jnp.broadcast_to(x[:, :1], (2, 5, 4)), "tril": jnp.tril(x[0]),
        "split": jnp.split(x, 2, axis=2), "iota": jnp.arange(12).reshape(3, 4),
        "eye": jnp.eye(3, 4, k=1), "diagonal": jnp.diagonal(x, axis1=1, axis2=2)})(x)


@case
def masks_with_static_size():
    x = data((10,))
    return jax.jit(lambda x: {
        "nonzero": jnp.nonzero(x > 0, size=10, fill_value=-1)[0],
        "compress_like": jnp.where(x > 0, size=10, fill_value=0)[0],
        "unique": jnp.unique(jnp.round(x), size=6, fill_value=99.0),
        "argwhere": jnp.argwhere(x < 0, size=4)})(x)


test_case = comparison_test(globals())
