"""Training loops and a transformer block: the loss after N steps (and the
final parameters) must agree; errors accumulate over steps, hence the
looser tolerance."""

import jax
import jax.numpy as jnp
import numpy as np

import models
from harness import case, comparison_test

STEPS = 8


def train(loss, params, x, y):
    step = models.sgd_step(loss)
    losses = []
    for _ in range(STEPS):
        params, value = step(params, x, y)
        losses.append(value)
    return {"losses": jnp.stack(losses), "params": params}


@case(tol_scale=50)
def mlp_training():
    x, y = models.batch((16, 20), 5, seed=1)
    loss = lambda p, x, y: models.cross_entropy(models.mlp(p, x), y)
    return train(loss, models.mlp_params([20, 32, 32, 5]), x, y)


@case(tol_scale=50)
def cnn_training():
    x, y = models.batch((4, 16, 16, 1), 10, seed=2)
    loss = lambda p, x, y: models.cross_entropy(models.cnn(p, x), y)
    return train(loss, models.cnn_params(), x, y)


@case(tol_scale=20)
def transformer_forward_backward():
    p = models.transformer_params()
    x = jnp.asarray(np.random.default_rng(3).standard_normal((2, 8, 32)).astype(np.float32))
    value, grads = jax.jit(jax.value_and_grad(models.transformer_loss, argnums=(0, 1)))(p, x)
    return {"forward": jax.jit(models.transformer_block)(p, x), "loss": value, "grads": grads}


@case(tol_scale=20)
def lstm_forward_backward():
    p = models.lstm_params()
    xs = jnp.asarray(np.random.default_rng(4).standard_normal((6, 3, 16)).astype(np.float32))
    loss = lambda p, xs: jnp.sum(models.lstm(p, xs) ** 2)
    return {"forward": jax.jit(models.lstm)(p, xs), "grads": jax.jit(jax.grad(loss))(p, xs)}


test_case = comparison_test(globals())
