"""Gradients, Jacobians, vmap and remat of ordinary numerical code."""

import jax
import jax.numpy as jnp
import numpy as np

from harness import case, comparison_test


def data(shape, seed=0):
    return jnp.asarray(np.random.default_rng(seed).standard_normal(shape).astype(np.float32))


def f(x):
    return jnp.sum(jnp.sin(x) * jnp.exp(-x ** 2) + jax.nn.softplus(x) * jnp.log1p(x ** 2))


@case
def derivatives():
    x = data((5,))
    return {"grad": jax.jit(jax.grad(f))(x), "value_and_grad": jax.jit(jax.value_and_grad(f))(x),
            "jacfwd": jax.jit(jax.jacfwd(jnp.tanh))(x), "jacrev": jax.jit(jax.jacrev(jnp.cumsum))(x),
            "hessian": jax.jit(jax.hessian(f))(x),
            "jvp": jax.jit(lambda x: jax.jvp(f, (x,), (jnp.ones_like(x),)))(x),
            "vjp": jax.jit(lambda x: jax.vjp(jnp.sin, x)[1](x))(x)}


@case
def vmap():
    xs = data((4, 5))
    w = data((5, 3), 1)
    return {"per_example_grad": jax.jit(jax.vmap(jax.grad(f)))(xs),
            "in_axes": jax.jit(jax.vmap(lambda x, w: x @ w, in_axes=(0, None)))(xs, w),
            "out_axes": jax.jit(jax.vmap(jnp.outer, in_axes=(0, 1), out_axes=2))(xs[:3], w),
            "nested": jax.jit(jax.vmap(jax.vmap(lambda a, b: a * b + 1)))(xs, xs.T.T)}


@case
def custom_rules_and_remat():
    x = data((6,))

    @jax.custom_jvp
    def clip_grad_identity(x):
        return x

    @clip_grad_identity.defjvp
    def _(primals, tangents):
        return primals[0], 0.5 * tangents[0]

    @jax.custom_vjp
    def scaled(x):
        return 2 * x

    scaled.defvjp(lambda x: (2 * x, None), lambda _, g: (3 * g,))
    remat = jax.checkpoint(lambda x: jnp.sin(jnp.sin(x)) * x)
    return {"custom_jvp": jax.jit(jax.grad(lambda x: jnp.sum(clip_grad_identity(x) * x)))(x),
            "custom_vjp": jax.jit(jax.grad(lambda x: jnp.sum(scaled(x))))(x),
            "remat": jax.jit(jax.grad(lambda x: jnp.sum(remat(x))))(x),
            "stop_gradient": jax.jit(jax.grad(lambda x: jnp.sum(x * jax.lax.stop_gradient(x))))(x),
            "relu_at_zero": jax.grad(lambda x: jnp.sum(jax.nn.relu(x)))(jnp.zeros(3))}


@case
def complex_gradients():
    z = data((4,)) + 1j * data((4,), 1)
    return {"holomorphic": jax.jit(jax.grad(lambda z: jnp.sum(z ** 2).real))(z),
            "abs": jax.jit(jax.grad(lambda z: jnp.sum(jnp.abs(z))))(z)}


test_case = comparison_test(globals())
