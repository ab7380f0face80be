"""jnp element-wise operations, conversions and reductions over every
dtype, with x64 on (every type) and off (the common 32-bit types)."""

import jax
import jax.numpy as jnp
import jax.scipy.special as jsp
import ml_dtypes
import numpy as np

import known_issues
from harness import add_case, comparison_test

FLOATS = ["float16", "bfloat16", "float32", "float64"]
SIGNED = ["int8", "int16", "int32", "int64"]
UNSIGNED = ["uint8", "uint16", "uint32", "uint64"]
COMPLEX = ["complex64", "complex128"]
WIDE = {"float64", "int64", "uint64", "complex128"}
SHAPE = (3, 5)


def np_dtype(name):
    return np.dtype(getattr(ml_dtypes, name)) if name == "bfloat16" else np.dtype(name)


def values(name, seed, positive=False, nonzero=False):
    """Deterministic inputs of SHAPE for dtype `name`."""
    rng = np.random.default_rng(seed)
    dtype = np_dtype(name)
    if name == "bool":
        return jnp.asarray(rng.random(SHAPE) < 0.5)
    if dtype.kind in "iu":
        info = np.iinfo(dtype)
        low = 1 if positive or nonzero else max(info.min, -100)
        x = rng.integers(low, min(info.max, 100), SHAPE)
        if nonzero:
            x = np.where(x == 0, 3, x)
        return jnp.asarray(x.astype(dtype))
    if dtype.kind == "c":
        x = rng.uniform(0.2, 2, SHAPE) + 1j * rng.uniform(-2, 2, SHAPE)
        return jnp.asarray(x.astype(dtype))
    x = rng.uniform(0.1, 3, SHAPE) if positive else rng.uniform(-3, 3, SHAPE)
    return jnp.asarray(x.astype(dtype))


def specials(name):
    x = np.array([0.0, -0.0, 1.0, -1.0, np.inf, -np.inf, np.nan, 1e-3, 65000.0, -2.5, 0.5, 7.0])
    return jnp.asarray(x.astype(np_dtype(name)))


# op name -> (function, input kind) for each family of types.
FLOAT_UNARY = {
    "neg": jnp.negative, "abs": jnp.abs, "exp": jnp.exp, "expm1": jnp.expm1,
    "sin": jnp.sin, "cos": jnp.cos, "tan": jnp.tan, "tanh": jnp.tanh,
    "arctan": jnp.arctan, "sinh": jnp.sinh, "floor": jnp.floor, "ceil": jnp.ceil,
    "round": jnp.round, "sign": jnp.sign, "square": jnp.square,
    "sigmoid": jax.nn.sigmoid, "erf": jsp.erf, "relu": jax.nn.relu,
    "gelu": jax.nn.gelu, "softplus": jax.nn.softplus, "silu": jax.nn.silu,
}
FLOAT_POSITIVE_UNARY = {
    "log": jnp.log, "log1p": jnp.log1p, "sqrt": jnp.sqrt, "rsqrt": jax.lax.rsqrt,
    "cbrt": jnp.cbrt, "reciprocal": jnp.reciprocal, "lgamma": jsp.gammaln,
    "erfinv_scaled": lambda x: jsp.erfinv(x / 4),
}
FLOAT_BINARY = {
    "add": jnp.add, "subtract": jnp.subtract, "multiply": jnp.multiply,
    "divide": jnp.divide, "maximum": jnp.maximum, "minimum": jnp.minimum,
    "arctan2": jnp.arctan2, "power": lambda a, b: jnp.power(jnp.abs(a) + 0.5, b),
    "hypot": jnp.hypot, "mod": lambda a, b: jnp.mod(a, b + 4.0),
    "copysign": jnp.copysign, "nextafter": jnp.nextafter,
}
INT_UNARY = {
    "neg": jnp.negative, "abs": jnp.abs, "sign": jnp.sign, "square": jnp.square,
    "invert": jnp.invert, "popcount": jax.lax.population_count,
    "clz": jax.lax.clz,
}
INT_BINARY = {
    "add": jnp.add, "subtract": jnp.subtract, "multiply": jnp.multiply,
    "floor_divide": jnp.floor_divide, "remainder": jnp.remainder,
    "div": jax.lax.div, "rem": jax.lax.rem,
    "maximum": jnp.maximum, "minimum": jnp.minimum,
    "bitwise_and": jnp.bitwise_and, "bitwise_or": jnp.bitwise_or,
    "bitwise_xor": jnp.bitwise_xor,
    "left_shift": lambda a, b: jnp.left_shift(a, jnp.abs(b) % 7),
    "right_shift": lambda a, b: jnp.right_shift(a, jnp.abs(b) % 7),
    "power": lambda a, b: jnp.power(a, jnp.abs(b) % 4),
}
COMPLEX_UNARY = {
    "neg": jnp.negative, "abs": jnp.abs, "exp": jnp.exp, "log": jnp.log,
    "sqrt": jnp.sqrt, "conj": jnp.conj, "real": jnp.real, "imag": jnp.imag,
    "angle": jnp.angle, "sin": jnp.sin, "tanh": jnp.tanh, "square": jnp.square,
}
COMPLEX_BINARY = {
    "add": jnp.add, "subtract": jnp.subtract, "multiply": jnp.multiply,
    "divide": jnp.divide, "power": lambda a, b: jnp.power(a, b),
}
COMPARE = {
    "equal": jnp.equal, "less": jnp.less, "greater_equal": jnp.greater_equal,
    "not_equal": jnp.not_equal,
}
REDUCE = {
    "sum": lambda x: jnp.sum(x), "sum0": lambda x: jnp.sum(x, axis=0),
    "prod1": lambda x: jnp.prod(x, axis=1), "max": lambda x: jnp.max(x, axis=1),
    "min": lambda x: jnp.min(x, axis=0), "argmax": lambda x: jnp.argmax(x, axis=1),
    "argmin": lambda x: jnp.argmin(x),
}
FLOAT_REDUCE = {
    "mean": lambda x: jnp.mean(x, axis=1), "var": lambda x: jnp.var(x),
    "std0": lambda x: jnp.std(x, axis=0), "logsumexp": lambda x: jsp.logsumexp(x, axis=1),
    "softmax": lambda x: jax.nn.softmax(x, axis=-1), "norm": lambda x: jnp.linalg.norm(x),
    "cumsum": lambda x: jnp.cumsum(x, axis=1),
}
BOOL_OPS = {
    "logical_and": lambda a, b: jnp.logical_and(a, b), "logical_or": lambda a, b: a | b,
    "logical_xor": lambda a, b: a ^ b, "logical_not": lambda a, b: ~a,
    "any": lambda a, b: jnp.any(a, axis=1), "all": lambda a, b: jnp.all(a, axis=0),
    "where": lambda a, b: jnp.where(a, 1.5, -2.0), "sum": lambda a, b: jnp.sum(a),
    "equal": lambda a, b: a == b,
}

G = globals()


# Both modes for the types x32 programs mostly use; every type under x64
# (the suite's time budget).
BOTH_MODES = {"bfloat16", "float32", "int32", "uint8", "complex64"}


def variants_of(dtype):
    return ("x32", "x64") if dtype in BOTH_MODES else ("x64",)


def add_unary(dtype, group, table, **kinds):
    """One case (one compiled program) per dtype and table: the comparison
    names the op whose output differs."""
    add_case(G, f"{group}_{dtype}",
             lambda: jax.jit(lambda x: {op: f(x) for op, f in table.items()})(
                 values(dtype, 1, **kinds)),
             variants=variants_of(dtype))


def add_binary(dtype, group, table, **kinds):
    add_case(G, f"{group}_{dtype}",
             lambda: jax.jit(lambda a, b: {op: f(a, b) for op, f in table.items()})(
                 values(dtype, 2), values(dtype, 3, **kinds)),
             variants=variants_of(dtype))


for dtype in FLOATS:
    add_unary(dtype, "unary", FLOAT_UNARY)
    add_unary(dtype, "unary_positive", FLOAT_POSITIVE_UNARY, positive=True)
    add_binary(dtype, "binary", FLOAT_BINARY, nonzero=True)
    add_binary(dtype, "compare", COMPARE)
    add_unary(dtype, "reduce", {**REDUCE, **FLOAT_REDUCE})
    add_case(G, f"specials_{dtype}", lambda dtype=dtype: jax.jit(
        lambda x: {"add": x + x, "mul": x * x, "exp": jnp.exp(x), "sqrt": jnp.sqrt(x),
                   "log": jnp.log(x), "max": jnp.maximum(x, 0.5), "isnan": jnp.isnan(x),
                   "isinf": jnp.isinf(x), "tanh": jnp.tanh(x)})(specials(dtype)),
        variants=variants_of(dtype))

for dtype in SIGNED + UNSIGNED:
    add_unary(dtype, "unary", INT_UNARY)
    add_binary(dtype, "binary", {**INT_BINARY, **COMPARE}, nonzero=True)
    add_unary(dtype, "reduce", REDUCE)

for dtype in COMPLEX:
    add_unary(dtype, "unary", COMPLEX_UNARY)
    add_binary(dtype, "binary", COMPLEX_BINARY, nonzero=True)
    add_unary(dtype, "reduce", {"sum": jnp.sum, "prod": lambda x: jnp.prod(x, axis=0),
                                "mean": lambda x: jnp.mean(x, axis=1)})

add_case(G, "ops_bool", lambda: jax.jit(
    lambda a, b: {op: f(a, b) for op, f in BOOL_OPS.items()})(values("bool", 4), values("bool", 5)))


def conversions(dtype):
    """Every in-range conversion from `dtype` to every other type."""
    import jax.dtypes

    x = values(dtype, 6, positive=True)
    targets = ["bool"] + FLOATS + SIGNED + UNSIGNED + COMPLEX
    if not jax.config.jax_enable_x64:
        targets = [t for t in targets if t not in WIDE]
    return jax.jit(lambda x: {t: x.astype(np_dtype(t) if t != "bool" else bool)
                              for t in targets if not (np.dtype(np_dtype(dtype)).kind == "c"
                                                       and t not in COMPLEX)})(x)


for dtype in FLOATS + SIGNED + UNSIGNED + COMPLEX:
    add_case(G, f"convert_{dtype}", lambda dtype=dtype: conversions(dtype),
             variants=variants_of(dtype))


def denormals(dtype, bits):
    """Bit-exact: XLA:CPU flushes denormal inputs and results to zero."""
    tiny = np.finfo(dtype).tiny
    x = jnp.asarray(np.array([tiny / 1e2, -tiny / 7, tiny * 0.9, 1.0, tiny], dtype))
    out = jax.jit(lambda x: {"half": x * 0.5, "sum": x + x, "scaled": x * 1e-3,
                             "sqrt": jnp.sqrt(jnp.abs(x)), "div": x / 3.0,
                             "tiny_times_tiny": x * x})(x)
    return {k: np.asarray(v).view(bits) for k, v in out.items()}


add_case(G, "denormals_float32", lambda: denormals(np.float32, np.uint32), variants=("x32",))
add_case(G, "denormals_float64", lambda: denormals(np.float64, np.uint64), variants=("x64",))


def complex_specials(dtype, parts):
    """Infinities and NaNs through complex arithmetic, part by part."""
    inf, nan = np.inf, np.nan
    a = np.array([complex(inf, 0), complex(inf, inf), complex(1, nan), complex(0, 1),
                  complex(1e30, 1e30), complex(2, 3)], dtype)
    b = np.array([complex(0, 1), complex(1, 0), complex(1, 1), complex(inf, 0),
                  complex(1e30, -1e30), complex(0.5, -1)], dtype)
    out = jax.jit(lambda a, b: {"mul": a * b, "square": a * a, "div": a / b,
                                "abs": jnp.abs(a).astype(a.dtype)})(a, b)
    return {k: np.asarray(v).view(parts) for k, v in out.items()}


add_case(G, "complex_specials_complex64", lambda: complex_specials(np.complex64, np.float32),
         variants=("x32",), xfail=known_issues.COMPLEX64_OVERFLOW)
add_case(G, "complex_specials_complex128", lambda: complex_specials(np.complex128, np.float64),
         variants=("x64",))


def weak_types():
    """Python scalars against arrays: the result types follow the x64 mode."""
    x = jnp.arange(6)
    f = jax.jit(lambda x: {"int_plus_float": x + 1.5, "times_two": x * 2,
                           "true_divide": x / 4, "float_array": jnp.linspace(0, 1, 5),
                           "power": 2.0 ** jnp.arange(4), "mean": jnp.mean(x)})
    return f(x)


add_case(G, "weak_types", weak_types)

test_case = comparison_test(G, {"x32": {"x64": False}, "x64": {"x64": True}})
