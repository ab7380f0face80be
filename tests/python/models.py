"""Small models written with jax.numpy only, shared by the model tests and
the benchmark (bench/jax_models.py imports this file)."""

import jax
import jax.numpy as jnp
import numpy as np


def _init(rng, shape, scale):
    return jnp.asarray((rng.standard_normal(shape) * scale).astype(np.float32))


# --- MLP ---------------------------------------------------------------------

def mlp_params(sizes, seed=0):
    rng = np.random.default_rng(seed)
    return [(_init(rng, (m, n), 1 / np.sqrt(m)), jnp.zeros(n, jnp.float32))
            for m, n in zip(sizes[:-1], sizes[1:])]


def mlp(params, x):
    for w, b in params[:-1]:
        x = jax.nn.relu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def cross_entropy(logits, labels):
    return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(labels, logits.shape[-1]),
                             axis=-1))


# --- CNN (NHWC) --------------------------------------------------------------

def cnn_params(channels=(1, 8, 16), classes=10, hw=16, seed=0):
    rng = np.random.default_rng(seed)
    convs = [(_init(rng, (3, 3, cin, cout), 1 / np.sqrt(9 * cin)), jnp.zeros(cout, jnp.float32))
             for cin, cout in zip(channels[:-1], channels[1:])]
    flat = channels[-1] * (hw // 2 ** len(convs)) ** 2
    return {"convs": convs, "dense": (_init(rng, (flat, classes), 1 / np.sqrt(flat)),
                                      jnp.zeros(classes, jnp.float32))}


def cnn(params, x):
    for w, b in params["convs"]:
        x = jax.lax.conv_general_dilated(x, w, (1, 1), "SAME",
                                         dimension_numbers=("NHWC", "HWIO", "NHWC"))
        x = jax.nn.relu(x + b)
        x = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    w, b = params["dense"]
    return x.reshape(x.shape[0], -1) @ w + b


# --- Transformer block ---------------------------------------------------------

HEADS = 4


def transformer_params(d=32, ff=64, seed=0):
    rng = np.random.default_rng(seed)
    p = {name: _init(rng, shape, 1 / np.sqrt(shape[0])) for name, shape in
         [("wq", (d, d)), ("wk", (d, d)), ("wv", (d, d)), ("wo", (d, d)), ("w1", (d, ff)),
          ("w2", (ff, d))]}
    p.update(ln1=jnp.ones(d, jnp.float32), ln2=jnp.ones(d, jnp.float32))
    return p


def layer_norm(x, scale):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * scale


def transformer_block(p, x):
    b, t, d = x.shape
    h = HEADS
    y = layer_norm(x, p["ln1"])
    split = lambda z: z.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)
    q, k, v = split(y @ p["wq"]), split(y @ p["wk"]), split(y @ p["wv"])
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d // h)
    causal = jnp.tril(jnp.ones((t, t), bool))
    attention = jax.nn.softmax(jnp.where(causal, scores, -1e9), axis=-1)
    y = (attention @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    x = x + y @ p["wo"]
    y = layer_norm(x, p["ln2"])
    return x + jax.nn.gelu(y @ p["w1"]) @ p["w2"]


def transformer_loss(p, x):
    return jnp.mean(transformer_block(p, x) ** 2)


# --- LSTM over lax.scan -------------------------------------------------------

def lstm_params(d_in=16, d_hidden=32, seed=0):
    rng = np.random.default_rng(seed)
    return {"w": _init(rng, (d_in + d_hidden, 4 * d_hidden), 1 / np.sqrt(d_in + d_hidden)),
            "b": jnp.zeros(4 * d_hidden, jnp.float32)}


def lstm(p, xs):
    """xs: (time, batch, d_in) -> the last hidden state (batch, d_hidden)."""
    hidden = p["w"].shape[1] // 4
    batch = xs.shape[1]

    def step(state, x):
        h, c = state
        gates = jnp.concatenate([x, h], axis=-1) @ p["w"] + p["b"]
        i, f, g, o = jnp.split(gates, 4, axis=-1)
        c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(c)
        return (h, c), None

    zeros = jnp.zeros((batch, hidden), jnp.float32)
    return jax.lax.scan(step, (zeros, zeros), xs)[0][0]


# --- Training steps --------------------------------------------------------------

def sgd_step(loss):
    """A jitted step: (params, *batch) -> (new params, loss)."""
    def step(params, *batch):
        value, grads = jax.value_and_grad(loss)(params, *batch)
        params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)
        return params, value
    return jax.jit(step)


def batch(shape, classes, seed):
    rng = np.random.default_rng(seed)
    return (jnp.asarray(rng.standard_normal(shape).astype(np.float32)),
            jnp.asarray(rng.integers(0, classes, shape[0]).astype(np.int32)))
