"""Sorting, top-k, cumulative ops, searchsorted and FFTs."""

import jax
import jax.numpy as jnp
import numpy as np

from harness import add_case, case, comparison_test


def data(shape, seed=0, dtype=np.float32):
    return jnp.asarray(np.random.default_rng(seed).standard_normal(shape).astype(dtype))


@case
def sort():
    x = data((4, 9))
    ints = jnp.asarray(np.random.default_rng(1).integers(0, 5, (4, 9)).astype(np.int32))
    special = jnp.array([3.0, np.nan, -0.0, 0.0, -np.inf, 1.0, np.inf, -2.0])
    return jax.jit(lambda x, i, s: {
        "sort": jnp.sort(x, axis=1), "sort0": jnp.sort(x, axis=0),
        "descending": jnp.sort(x, axis=1, descending=True), "argsort_stable": jnp.argsort(i, axis=1,
                                                                                         stable=True),
        "lexsort": jnp.lexsort((x[0], i[0])), "sort_ints": jnp.sort(i, axis=None),
        "special_values": jnp.sort(s), "key_value": jax.lax.sort((i[0], x[0]), num_keys=1),
        "median": jnp.median(x, axis=1), "quantile": jnp.quantile(x, 0.25)})(x, ints, special)


@case
def top_k():
    x = data((3, 20))
    return jax.jit(lambda x: dict(zip(("values", "indices"), jax.lax.top_k(x, 4))))(x)


@case
def cumulative():
    x = data((5, 6))
    i = jnp.arange(1, 13, dtype=jnp.int32).reshape(3, 4)
    return jax.jit(lambda x, i: {
        "cumsum": jnp.cumsum(x, axis=1), "cumsum0": jnp.cumsum(x, axis=0),
        "cumprod": jnp.cumprod(i, axis=1), "cummax": jax.lax.cummax(x, axis=1),
        "cummin_reverse": jax.lax.cummin(x, axis=0, reverse=True),
        "cumlogsumexp": jax.lax.cumlogsumexp(x, axis=1), "diff": jnp.diff(x, axis=1)})(x, i)


@case
def searchsorted_and_histogram():
    edges = jnp.linspace(-2, 2, 9)
    x = data((30,))
    return jax.jit(lambda e, x: {
        "left": jnp.searchsorted(e, x), "right": jnp.searchsorted(e, x, side="right"),
        "digitize": jnp.digitize(x, e), "histogram": jnp.histogram(x, bins=e)[0]})(edges, x)


def ffts(dtype):
    x = data((4, 8), 1, dtype)
    z = x + 1j * data((4, 8), 2, dtype)
    return jax.jit(lambda x, z: {
        "fft": jnp.fft.fft(z), "ifft": jnp.fft.ifft(z, axis=0), "rfft": jnp.fft.rfft(x),
        "irfft": jnp.fft.irfft(jnp.fft.rfft(x), n=8), "fft2": jnp.fft.fft2(z),
        "rfftn": jnp.fft.rfftn(x), "ifftn": jnp.fft.ifftn(z), "fft_padded": jnp.fft.fft(z, n=12),
        "fftshift": jnp.fft.fftshift(jnp.fft.fftfreq(8))})(x, z)


add_case(globals(), "fft_float32", lambda: ffts(np.float32), variants=("x32",))
add_case(globals(), "fft_float64", lambda: ffts(np.float64), variants=("x64",))
add_case(globals(), "fft_odd_length", lambda: jax.jit(jnp.fft.rfft)(data((3, 15), 4)),
         variants=("x32",))

test_case = comparison_test(globals(), {"x32": {"x64": False}, "x64": {"x64": True}})
