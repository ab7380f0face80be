"""jax.random: key derivation is exact integer arithmetic (threefry), so
bits must match exactly; distributions built on them within tolerance."""

import jax
import jax.numpy as jnp

from harness import case, comparison_test


@case
def keys_and_bits():
    key = jax.random.key(42)
    k1, k2 = jax.random.split(key)
    many = jax.random.split(k1, 5)
    return {"split": jax.random.key_data(jax.random.split(key, 3)),
            "fold_in": jax.random.key_data(jax.random.fold_in(k2, 7)),
            "bits32": jax.random.bits(k1, (6,)), "bits8": jax.random.bits(k2, (6,), jnp.uint8),
            "vmapped": jax.vmap(lambda k: jax.random.bits(k, (2,)))(many),
            "legacy_key": jax.random.PRNGKey(3)}


@case
def distributions():
    key = jax.random.key(0)
    ks = jax.random.split(key, 12)
    return jax.jit(lambda ks: {
        "uniform": jax.random.uniform(ks[0], (8,)),
        "uniform_bounds": jax.random.uniform(ks[1], (4,), minval=-2.0, maxval=5.0),
        "normal": jax.random.normal(ks[2], (8,)), "randint": jax.random.randint(ks[3], (8,), -5, 9),
        "bernoulli": jax.random.bernoulli(ks[4], 0.3, (10,)),
        "permutation": jax.random.permutation(ks[5], 10),
        "choice": jax.random.choice(ks[6], 20, (5,), replace=False),
        "categorical": jax.random.categorical(ks[7], jnp.log(jnp.arange(1.0, 6.0)), shape=(7,)),
        "gumbel": jax.random.gumbel(ks[8], (4,)), "truncated": jax.random.truncated_normal(
            ks[9], -1.0, 1.0, (4,)), "gamma": jax.random.gamma(ks[10], 2.5, (4,))})(ks)


@case()
def multivariate_normal():
    """Draws through a Cholesky factorisation (LAPACK potrf on XLA:CPU)."""
    key = jax.random.key(11)
    cov = jnp.array([[2.0, 0.5], [0.5, 1.0]])
    return jax.jit(lambda k: jax.random.multivariate_normal(k, jnp.zeros(2), cov, (3,)))(key)


@case
def rbg_keys():
    """The 'rbg' implementation draws through XLA's RngBitGenerator."""
    key = jax.random.key(5, impl="rbg")
    return {"bits": jax.random.bits(key, (8,)), "uniform": jax.random.uniform(key, (3,))}


@case
def dropout_in_jit():
    x = jnp.ones((4, 6))
    f = jax.jit(lambda key, x: jnp.where(jax.random.bernoulli(key, 0.75, x.shape), x / 0.75, 0))
    return f(jax.random.key(9), x)


test_case = comparison_test(globals())
