"""scan, while_loop, cond, switch and fori_loop; their gradients and vmaps."""

import jax
import jax.numpy as jnp
import numpy as np

from harness import case, comparison_test


def data(shape, seed=0):
    return jnp.asarray(np.random.default_rng(seed).standard_normal(shape).astype(np.float32))


def cumulative_scan(xs):
    def step(carry, x):
        carry = 0.9 * carry + jnp.tanh(x)
        return carry, carry * 2
    return jax.lax.scan(step, jnp.zeros(xs.shape[1:]), xs)


@case
def scan():
    xs = data((7, 3))
    final, ys = jax.jit(cumulative_scan)(xs)
    rev = jax.jit(lambda xs: jax.lax.scan(lambda c, x: (c + x, c * x), 0.0, xs, reverse=True))(
        xs[:, 0])
    unrolled = jax.jit(lambda xs: jax.lax.scan(lambda c, x: (c * x, c), 1.0, xs, unroll=3))(
        xs[:, 1])
    return {"final": final, "ys": ys, "reverse": rev, "unrolled": unrolled}


@case
def while_loop():
    def collatz_steps(n):
        def body(state):
            n, steps = state
            return jnp.where(n % 2 == 0, n // 2, 3 * n + 1), steps + 1
        return jax.lax.while_loop(lambda s: s[0] != 1, body, (n, 0))[1]

    def newton_sqrt(a):
        return jax.lax.while_loop(lambda x: jnp.abs(x * x - a) > 1e-5,
                                  lambda x: 0.5 * (x + a / x), a)
    return {"collatz": jax.jit(jax.vmap(collatz_steps))(jnp.arange(1, 12)),
            "newton": jax.jit(newton_sqrt)(jnp.float32(10.0))}


@case
def cond_and_switch():
    x = data((4,))
    f = jax.jit(lambda p, x: jax.lax.cond(p > 0, lambda x: jnp.sin(x), lambda x: x * 3.0, x))
    branches = [lambda x: x + 1, lambda x: x * x, lambda x: -x]
    s = jax.jit(lambda i, x: jax.lax.switch(i, branches, x))
    return {"true": f(1, x), "false": f(-1, x), "switch": [s(i, x) for i in range(-1, 4)],
            "vmapped_cond": jax.jit(jax.vmap(lambda p, x: jax.lax.cond(
                p, lambda: x * 2.0, lambda: x - 1.0)))(x > 0, x)}


@case
def fori_loop():
    x = data((3, 3))
    f = jax.jit(lambda x: jax.lax.fori_loop(0, 10, lambda i, a: a @ x * 0.5 + i, jnp.eye(3)))
    g = jax.jit(lambda n, x: jax.lax.fori_loop(0, n, lambda i, a: a + jnp.sin(a + i), x))
    return {"static_trip_count": f(x), "dynamic_trip_count": g(7, x)}


@case
def gradients_through_control_flow():
    xs = data((6, 2))
    scan_loss = lambda xs: jnp.sum(cumulative_scan(xs)[1] ** 2)
    cond_loss = lambda x: jax.lax.cond(x.sum() > 0, lambda x: jnp.sum(x ** 3),
                                       lambda x: jnp.sum(jnp.cos(x)), x)
    fori_loss = lambda x: jax.lax.fori_loop(0, 5, lambda i, a: jnp.tanh(a * 1.5), x).sum()
    return {"scan": jax.jit(jax.grad(scan_loss))(xs), "cond": jax.jit(jax.grad(cond_loss))(xs[0]),
            "fori": jax.jit(jax.grad(fori_loss))(xs[1]),
            "vmap_grad_scan": jax.jit(jax.vmap(jax.grad(scan_loss)))(jnp.stack([xs, -xs])),
            "jvp_scan": jax.jit(lambda x, t: jax.jvp(scan_loss, (x,), (t,)))(xs, xs * 0.1)}


@case
def nested_loops():
    def inner(c, x):
        return jax.lax.fori_loop(0, 3, lambda i, c: c * 0.5 + x, c), c
    outer = jax.jit(lambda xs: jax.lax.scan(inner, 0.0, xs))
    return outer(data((5,)))


test_case = comparison_test(globals())
