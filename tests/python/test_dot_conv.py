"""dot, matmul, einsum and convolutions."""

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np

from harness import add_case, case, comparison_test


def data(shape, seed=0, dtype=np.float32):
    rng = np.random.default_rng(seed)
    if np.dtype(dtype).kind in "iu":
        return jnp.asarray(rng.integers(-5, 6, shape).astype(dtype))
    x = rng.standard_normal(shape)
    if np.dtype(dtype).kind == "c":
        x = x + 1j * rng.standard_normal(shape)
    return jnp.asarray(x.astype(dtype))


DOT_TYPES = {"float32": ("x32", "x64"), "bfloat16": ("x32",), "float16": ("x32",),
             "int32": ("x32",), "int8": ("x32",), "complex64": ("x32",),
             "float64": ("x64",), "complex128": ("x64",), "int64": ("x64",)}


def dots(dtype_name):
    dtype = ml_dtypes.bfloat16 if dtype_name == "bfloat16" else np.dtype(dtype_name)
    a, b = data((5, 7), 1, dtype), data((7, 3), 2, dtype)
    v = data((7,), 3, dtype)
    batch_a, batch_b = data((2, 4, 7), 4, dtype), data((2, 7, 3), 5, dtype)
    return jax.jit(lambda a, b, v, ba, bb: {
        "matmul": a @ b, "matvec": a @ v, "vdot": jnp.vdot(v, v), "batched": ba @ bb,
        "outer": jnp.outer(v, v), "tensordot": jnp.tensordot(ba, bb, axes=([0, 2], [0, 1]))})(
            a, b, v, batch_a, batch_b)


for name, variants in DOT_TYPES.items():
    add_case(globals(), f"dot_{name}", lambda name=name: dots(name), variants=variants)


@case(variants=("x32",))
def dot_preferred_element_type():
    a, b = data((4, 8), 1, np.int8), data((8, 3), 2, np.int8)
    h, g = data((4, 8), 3, ml_dtypes.bfloat16), data((8, 3), 4, ml_dtypes.bfloat16)
    return jax.jit(lambda a, b, h, g: {
        "int8_to_int32": jax.lax.dot(a, b, preferred_element_type=jnp.int32),
        "bf16_to_f32": jax.lax.dot(h, g, preferred_element_type=jnp.float32),
        "highest": jnp.matmul(h.astype(jnp.float32), g.astype(jnp.float32),
                              precision=jax.lax.Precision.HIGHEST)})(a, b, h, g)


@case(variants=("x32",))
def einsum():
    a, b, c = data((2, 3, 4), 1), data((4, 5), 2), data((2, 5), 3)
    return jax.jit(lambda a, b, c: {
        "contract": jnp.einsum("bij,jk->bik", a, b), "chain": jnp.einsum("bij,jk,bk->bi", a, b, c),
        "trace": jnp.einsum("ii->", b[:4, :4]), "transpose": jnp.einsum("bij->jib", a),
        "reduce": jnp.einsum("bij->b", a), "outer": jnp.einsum("i,j->ij", b[0], c[1])})(a, b, c)


def conv(lhs_shape, rhs_shape, dtype=np.float32, **kwargs):
    x, w = data(lhs_shape, 1, dtype), data(rhs_shape, 2, dtype)
    return jax.jit(lambda x, w: jax.lax.conv_general_dilated(x, w, **kwargs))(x, w)


CONVS = {
    "conv2d_same": dict(lhs_shape=(2, 3, 9, 9), rhs_shape=(4, 3, 3, 3), window_strides=(1, 1),
                        padding="SAME"),
    "conv2d_strided_valid": dict(lhs_shape=(1, 2, 10, 8), rhs_shape=(3, 2, 3, 2),
                                 window_strides=(2, 3), padding="VALID"),
    "conv2d_dilated": dict(lhs_shape=(1, 2, 9, 9), rhs_shape=(2, 2, 3, 3), window_strides=(1, 1),
                           padding=((1, 2), (0, 1)), rhs_dilation=(2, 1)),
    "conv2d_lhs_dilated": dict(lhs_shape=(1, 2, 5, 5), rhs_shape=(2, 2, 3, 3),
                               window_strides=(1, 1), padding=((2, 2), (2, 2)),
                               lhs_dilation=(2, 2)),
    "conv2d_grouped": dict(lhs_shape=(2, 4, 6, 6), rhs_shape=(6, 2, 3, 3), window_strides=(1, 1),
                           padding="SAME", feature_group_count=2),
    "conv2d_nhwc": dict(lhs_shape=(2, 8, 8, 3), rhs_shape=(3, 3, 3, 5), window_strides=(1, 1),
                        padding="SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")),
    "conv1d": dict(lhs_shape=(2, 3, 11), rhs_shape=(4, 3, 5), window_strides=(2,),
                   padding="SAME"),
    "conv3d": dict(lhs_shape=(1, 2, 5, 5, 5), rhs_shape=(2, 2, 2, 2, 2),
                   window_strides=(1, 1, 1), padding="VALID"),
    "conv2d_f64": dict(lhs_shape=(1, 2, 6, 6), rhs_shape=(3, 2, 3, 3), dtype=np.float64,
                       window_strides=(1, 1), padding="SAME"),
    "conv2d_bf16": dict(lhs_shape=(1, 2, 6, 6), rhs_shape=(3, 2, 3, 3), dtype=ml_dtypes.bfloat16,
                        window_strides=(1, 1), padding="SAME"),
    "conv2d_int32": dict(lhs_shape=(1, 2, 6, 6), rhs_shape=(3, 2, 3, 3), dtype=np.int32,
                         window_strides=(1, 1), padding="SAME"),
}
for name, kwargs in CONVS.items():
    add_case(globals(), name, lambda kwargs=kwargs: conv(**kwargs),
             variants=("x64",) if name.endswith("f64") else ("x32",))


@case(variants=("x32",))
def conv_transpose_and_grad():
    x, w = data((1, 5, 5, 2), 1), data((3, 3, 2, 4), 2)
    up = jax.jit(lambda x, w: jax.lax.conv_transpose(x, w, strides=(2, 2), padding="SAME",
                                                     dimension_numbers=("NHWC", "HWIO", "NHWC")))
    loss = lambda x, w: jnp.sum(jax.lax.conv_general_dilated(
        x, w, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")) ** 2)
    dx, dw = jax.jit(jax.grad(loss, argnums=(0, 1)))(x, w)
    return {"transpose": up(x, w), "dx": dx, "dw": dw}


test_case = comparison_test(globals(), {"x32": {"x64": False}, "x64": {"x64": True}})
