"""The functions and inputs of the StableHLO corpus (read by generate_corpus.py).

build(x64, Case, Inputs) returns the cases of one run: the 32-bit run
(x64=False) or the jax_enable_x64 run. Each case is a category, a name, a JAX
function, its concrete inputs (a list of numpy arrays or pytrees of them) and
a tolerance class ("exact", "arith", "trans", "loose"; see generate_corpus.py).
Tables, not one function per op: add a row to add a case.
"""

import functools

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

BF16 = ml_dtypes.bfloat16
F16 = np.float16
F32 = np.float32
S32 = np.int32
U8 = np.uint8
S8 = np.int8
C64 = np.complex64


class _Builder:
    def __init__(self, x64, case_type, inputs_type):
        self.x64 = x64
        self.case_type = case_type
        self.inputs_type = inputs_type
        self.cases = []
        self.names = set()

    def inputs(self, category, name):
        return self.inputs_type(f"{category}/{name}")

    def add(self, category, name, fn, args, tol="exact"):
        path = f"{category}/{name}"
        assert path not in self.names, f"duplicate case {path}"
        self.names.add(path)
        self.cases.append(self.case_type(category, name, fn, list(args), tol, self.x64))


def build(x64, case_type, inputs_type):
    b = _Builder(x64, case_type, inputs_type)
    if x64:
        _x64_cases(b)
    else:
        for add_cases in (_first_cases, _elementwise_cases, _reduction_cases, _indexing_cases,
                          _linalg_cases, _sort_cases, _control_cases, _random_cases,
                          _autodiff_cases, _model_cases, _fft_cases, _misc_cases,
                          _edge_cases, _sharding_cases, _custom_call_cases):
            add_cases(b)
    return b.cases

# ------------------------------------------------------------ first cases

def _first_cases(b):
    i = b.inputs("elementwise", "add_f32")
    b.add("elementwise", "add_f32", jnp.add, [i.normal((2, 3)), i.normal((2, 3))], "arith")
    i = b.inputs("elementwise", "tanh_exp_chain_f32")
    b.add("elementwise", "tanh_exp_chain_f32", lambda x: jnp.exp(jnp.tanh(x)) * 2.0,
          [i.normal((4, 5))], "trans")
    i = b.inputs("elementwise", "bitwise_s32")
    b.add("elementwise", "bitwise_s32",
          lambda a, c: ((a & c) | (a ^ 7), a << 3, c >> 2),
          [i.ints((8,), -100, 100), i.ints((8,), 0, 1000)])
    i = b.inputs("reduction", "sum_axis1_f32")
    b.add("reduction", "sum_axis1_f32", lambda x: jnp.sum(x, axis=1), [i.normal((3, 7))], "arith")
    i = b.inputs("indexing", "take_f32")
    b.add("indexing", "take_f32", lambda x, idx: x[idx],
          [i.normal((6, 3)), i.ints((4,), 0, 6)])
    i = b.inputs("linalg", "matmul_f32")
    b.add("linalg", "matmul_f32", jnp.matmul, [i.normal((4, 5)), i.normal((5, 3))], "arith")
    i = b.inputs("sort", "sort_f32")
    b.add("sort", "sort_f32", lambda x: jnp.sort(x, axis=-1), [i.normal((3, 6))])
    i = b.inputs("control", "scan_cumsum_f32")
    b.add("control", "scan_cumsum_f32",
          lambda xs: lax.scan(lambda c, x: (c + x, c * x), jnp.float32(0), xs),
          [i.normal((5,))], "arith")
    b.add("random", "normal_threefry",
          lambda seed: jax.random.normal(jax.random.PRNGKey(seed), (3, 4)),
          [np.int32(42)], "trans")
    i = b.inputs("autodiff", "grad_tanh_sum_f32")
    b.add("autodiff", "grad_tanh_sum_f32", jax.grad(lambda x: jnp.sum(jnp.tanh(x) ** 2)),
          [i.normal((2, 4))], "trans")
    i = b.inputs("misc", "max_pool_2x2_f32")
    b.add("misc", "max_pool_2x2_f32",
          lambda x: lax.reduce_window(x, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID"),
          [i.normal((1, 4, 4, 2))])
    i = b.inputs("fft", "fft_c64")
    b.add("fft", "fft_c64", jnp.fft.fft, [i.normal((8,), C64)], "arith")


def _x64_cases(b):
    i = b.inputs("elementwise", "add_f64")
    b.add("elementwise", "add_f64", jnp.add,
          [i.normal((2, 3), np.float64), i.normal((2, 3), np.float64)], "arith")

# ------------------------------------------------------------ elementwise

# XLA's element type names, as the case names spell them.
_TYPE_NAME = {np.dtype(t): name for t, name in [
    (F32, "f32"), (F16, "f16"), (BF16, "bf16"), (np.float64, "f64"), (C64, "c64"),
    (np.complex128, "c128"), (S8, "s8"), (np.int16, "s16"), (S32, "s32"), (np.int64, "s64"),
    (U8, "u8"), (np.uint32, "u32"), (np.uint64, "u64"), (np.bool_, "pred"),
    (ml_dtypes.float8_e4m3fn, "f8e4m3fn"), (ml_dtypes.float8_e5m2, "f8e5m2")]}


def _float_input(i, domain, shape, dtype):
    """An input of a float or complex dtype from a named domain."""
    if np.issubdtype(np.dtype(dtype), np.complexfloating):
        return i.normal(shape, dtype)
    if domain == "any":
        return i.normal(shape, F32).astype(dtype)
    if domain == "wide":
        return i.normal(shape, F32, scale=4.0).astype(dtype)
    if domain == "pos":
        return i.uniform(shape, 0.1, 4.0).astype(dtype)
    if domain == "unit":
        return i.uniform(shape, -0.9, 0.9).astype(dtype)
    if domain == "geone":
        return i.uniform(shape, 1.1, 4.0).astype(dtype)
    if domain == "halves":  # exact .5 ties for the rounding ops
        quarters = 0.25 * (i.ints(shape, 0, 2) == 0)
        return (i.ints(shape, -8, 8).astype(F32) / 2 + quarters).astype(dtype)
    if domain == "special":  # every IEEE class once, then normal values
        base = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.0, -2.5, 1e-30], F32)
        rest = i.normal((int(np.prod(shape)) - base.size,), F32)
        return np.concatenate([base, rest]).reshape(shape).astype(dtype)
    raise ValueError(domain)


_FLOATS = (F32, F16, BF16)
_SPECIAL = jax.scipy.special

# name, function, input domain, tolerance class, dtypes
_UNARY_FLOAT = [
    ("neg", jnp.negative, "any", "exact", (F32, BF16, C64)),
    ("abs", jnp.abs, "any", "arith", (F32, F16, C64)),  # |c64| is a hypot
    ("sign", jnp.sign, "special", "exact", (F32,)),
    ("floor", jnp.floor, "halves", "exact", (F32,)),
    ("ceil", jnp.ceil, "halves", "exact", (F32, F16)),
    ("round", jnp.round, "halves", "exact", (F32,)),
    ("round_away", lambda x: lax.round(x, lax.RoundingMethod.AWAY_FROM_ZERO), "halves", "exact",
     (F32,)),
    ("exp", jnp.exp, "any", "trans", (F32, BF16, C64)),
    ("exp2", jnp.exp2, "any", "trans", (F32,)),
    ("log", jnp.log, "pos", "trans", (F32, F16, C64)),
    ("log1p", jnp.log1p, "pos", "trans", (F32,)),
    ("expm1", jnp.expm1, "any", "trans", (F32,)),
    ("tanh", jnp.tanh, "any", "trans", (F32, BF16, C64)),
    ("sigmoid", jax.nn.sigmoid, "wide", "trans", (F32, BF16)),
    ("sin", jnp.sin, "wide", "trans", (F32, C64)),
    ("cos", jnp.cos, "wide", "trans", (F32,)),
    ("tan", jnp.tan, "unit", "trans", (F32,)),
    ("sqrt", jnp.sqrt, "pos", "trans", (F32, F16, C64)),
    ("rsqrt", lax.rsqrt, "pos", "trans", (F32,)),
    ("cbrt", jnp.cbrt, "wide", "trans", (F32,)),
    ("square", jnp.square, "any", "arith", (F32,)),
    ("reciprocal", jnp.reciprocal, "pos", "arith", (F32,)),
    ("erf", _SPECIAL.erf, "any", "trans", (F32,)),
    ("erfc", _SPECIAL.erfc, "any", "trans", (F32,)),
    ("erf_inv", _SPECIAL.erfinv, "unit", "loose", (F32,)),
    ("lgamma", _SPECIAL.gammaln, "pos", "loose", (F32,)),
    ("digamma", _SPECIAL.digamma, "pos", "loose", (F32,)),
    ("atan", jnp.arctan, "wide", "trans", (F32,)),
    ("asin", jnp.arcsin, "unit", "trans", (F32,)),
    ("acos", jnp.arccos, "unit", "trans", (F32,)),
    ("sinh", jnp.sinh, "any", "trans", (F32,)),
    ("cosh", jnp.cosh, "any", "trans", (F32,)),
    ("asinh", jnp.arcsinh, "wide", "trans", (F32,)),
    ("acosh", jnp.arccosh, "geone", "trans", (F32,)),
    ("atanh", jnp.arctanh, "unit", "trans", (F32,)),
    ("is_finite", jnp.isfinite, "special", "exact", (F32, F16)),
    ("isnan", jnp.isnan, "special", "exact", (F32,)),
    ("nan_to_num", jnp.nan_to_num, "special", "exact", (F32,)),
    ("real", jnp.real, "any", "exact", (C64,)),
    ("imag", jnp.imag, "any", "exact", (C64,)),
    ("conj", jnp.conj, "any", "exact", (C64,)),
    ("angle", jnp.angle, "any", "trans", (C64,)),
    ("integer_pow3", lambda x: x ** 3, "any", "arith", (F32,)),
    ("integer_pow_neg2", lambda x: lax.integer_pow(x, -2), "pos", "arith", (F32,)),
    ("softplus", jax.nn.softplus, "wide", "trans", (F32,)),
]

_BINARY_FLOAT = [
    ("add", jnp.add, "any", "arith", (F32, BF16, C64)),
    ("sub", jnp.subtract, "any", "arith", (F32, F16)),
    ("mul", jnp.multiply, "any", "arith", (F32, F16, C64)),
    ("div", jnp.divide, "pos", "arith", (F32, BF16, C64)),
    ("pow", jnp.power, "pos", "trans", (F32,)),
    ("maximum", jnp.maximum, "special", "exact", (F32,)),
    ("minimum", jnp.minimum, "special", "exact", (F32, BF16)),
    ("remainder", jnp.remainder, "wide", "arith", (F32,)),
    ("fmod", jnp.fmod, "wide", "arith", (F32,)),
    ("atan2", jnp.arctan2, "any", "trans", (F32,)),
    ("nextafter", jnp.nextafter, "any", "exact", (F32,)),
    ("eq", jnp.equal, "special", "exact", (F32,)),
    ("ne", jnp.not_equal, "special", "exact", (F32,)),
    ("lt", jnp.less, "any", "exact", (F32,)),
    ("le", jnp.less_equal, "any", "exact", (F32,)),
    ("gt", jnp.greater, "any", "exact", (F32,)),
    ("ge", jnp.greater_equal, "any", "exact", (F32,)),
    ("hypot", jnp.hypot, "any", "trans", (F32,)),
    ("copysign", jnp.copysign, "any", "exact", (F32,)),
]

_INTS = (S32, U8, S8)


def _int_input(i, shape, dtype, domain):
    info = np.iinfo(dtype)
    if domain == "small":
        low, high = max(info.min, -20), min(info.max, 20)
    elif domain == "nonzero":
        return np.where(i.ints(shape, 0, 2) == 0, 1, -1).astype(dtype) * i.ints(shape, 1, 9, dtype) \
            if info.min < 0 else i.ints(shape, 1, 9, dtype)
    elif domain == "shift":
        return i.ints(shape, 0, info.bits, dtype)
    else:
        low, high = info.min, info.max
    return i.ints(shape, low, high, dtype if info.bits < 64 else np.int64)


# name, function, operand domains, dtypes
_INT_OPS = [
    ("add", jnp.add, ("full", "full"), (S32, U8)),
    ("sub", jnp.subtract, ("full", "full"), (S8,)),
    ("mul", jnp.multiply, ("full", "full"), (S32,)),
    ("div", lax.div, ("full", "nonzero"), _INTS),
    ("rem", lax.rem, ("full", "nonzero"), _INTS),
    ("floor_divide", jnp.floor_divide, ("small", "nonzero"), (S32,)),
    ("maximum", jnp.maximum, ("full", "full"), (S32, U8)),
    ("minimum", jnp.minimum, ("full", "full"), (S8,)),
    ("abs", jnp.abs, ("full",), (S8,)),
    ("neg", jnp.negative, ("full",), (S32,)),
    ("sign", jnp.sign, ("small",), (S32,)),
    ("and", jnp.bitwise_and, ("full", "full"), (S32,)),
    ("or", jnp.bitwise_or, ("full", "full"), (U8,)),
    ("xor", jnp.bitwise_xor, ("full", "full"), (S8,)),
    ("not", jnp.bitwise_not, ("full",), (S32, U8)),
    ("shift_left", lax.shift_left, ("full", "shift"), _INTS),
    ("shift_right_logical", lax.shift_right_logical, ("full", "shift"), _INTS),
    ("shift_right_arithmetic", lax.shift_right_arithmetic, ("full", "shift"), _INTS),
    ("population_count", lax.population_count, ("full",), (S32, U8)),
    ("clz", lax.clz, ("full",), (S32, S8)),
    ("integer_pow3", lambda x: x ** 3, ("small",), (S32,)),
    ("lt", jnp.less, ("small", "small"), (S32, U8)),
    ("eq", jnp.equal, ("small", "small"), (S32,)),
    ("ge", jnp.greater_equal, ("small", "small"), (U8,)),
    ("clip", lambda x: jnp.clip(x, -5, 7), ("small",), (S32,)),
]

_CONVERTS = [  # from, to, domain
    (F32, S32, "wide"), (S32, F32, None), (F32, BF16, "any"), (BF16, F32, "any"),
    (F32, F16, "wide"), (F16, F32, "any"), (F32, U8, "pos"), (U8, F32, None),
    (F32, np.bool_, "special"), (np.bool_, F32, None), (S32, C64, None), (F32, C64, "any"),
    (S32, S8, None), (U8, S32, None),
    (BF16, F16, "any"), (F32, ml_dtypes.float8_e4m3fn, "unit"), (ml_dtypes.float8_e5m2, F32, "unit"),
    (np.bool_, S32, None),
]


def _elementwise_cases(b):
    cat = "elementwise"
    shape = (2, 4)
    for name, fn, domain, tol, dtypes in _UNARY_FLOAT:
        for dtype in dtypes:
            case = f"{name}_{_TYPE_NAME[np.dtype(dtype)]}"
            i = b.inputs(cat, case)
            b.add(cat, case, fn, [_float_input(i, domain, shape, dtype)], tol)
    for name, fn, domain, tol, dtypes in _BINARY_FLOAT:
        for dtype in dtypes:
            case = f"{name}_{_TYPE_NAME[np.dtype(dtype)]}"
            if f"{cat}/{case}" in b.names:  # one of the first cases
                continue
            i = b.inputs(cat, case)
            b.add(cat, case, fn, [_float_input(i, domain, shape, dtype),
                                  _float_input(i, "any" if domain == "special" else domain, shape,
                                               dtype)], tol)
    for name, fn, domains, dtypes in _INT_OPS:
        for dtype in dtypes:
            case = f"{name}_{_TYPE_NAME[np.dtype(dtype)]}"
            if f"{cat}/{case}" in b.names:
                continue
            i = b.inputs(cat, case)
            b.add(cat, case, fn, [_int_input(i, (8,), dtype, d) for d in domains])
    for name, fn in [("and", jnp.logical_and), ("or", jnp.logical_or), ("xor", jnp.logical_xor),
                     ("not", jnp.logical_not), ("eq", jnp.equal)]:
        i = b.inputs(cat, f"{name}_pred")
        arity = 1 if name == "not" else 2
        b.add(cat, f"{name}_pred", fn, [i.bools((6,)) for _ in range(arity)])
    for source, target, domain in _CONVERTS:
        source, target = np.dtype(source), np.dtype(target)
        case = f"convert_{_TYPE_NAME[source]}_to_{_TYPE_NAME[target]}"
        i = b.inputs(cat, case)
        if domain is None:
            if source == np.bool_:
                arg = i.bools((8,))
            else:
                arg = _int_input(i, (8,), source, "full" if source.itemsize == 1 else "small")
        else:
            arg = _float_input(i, domain, (8,), source)
        b.add(cat, case, functools.partial(lax.convert_element_type, new_dtype=target), [arg])
    i = b.inputs(cat, "select_f32")
    b.add(cat, "select_f32", jnp.where, [i.bools((3, 4)), i.normal((3, 4)), i.normal((3, 4))])
    i = b.inputs(cat, "where_scalar_broadcast_s32")
    b.add(cat, "where_scalar_broadcast_s32", lambda x: jnp.where(x > 0, x, 0),
          [i.ints((2, 5), -9, 9)])
    i = b.inputs(cat, "clip_f32")
    b.add(cat, "clip_f32", lambda x, lo, hi: jnp.clip(x, lo, hi),
          [i.normal((2, 4)), np.float32(-0.5), np.float32(0.5)])
    i = b.inputs(cat, "broadcast_add_f32")
    b.add(cat, "broadcast_add_f32", lambda x, y: x + y, [i.normal((3, 1)), i.normal((1, 4))],
          "arith")
    i = b.inputs(cat, "scalar_ops_f32")
    b.add(cat, "scalar_ops_f32", lambda x, y: (x * y + 1.0, jnp.maximum(x, y)),
          [np.float32(1.5), np.float32(-2.25)], "arith")
    i = b.inputs(cat, "complex_from_parts")
    b.add(cat, "complex_from_parts", lax.complex, [i.normal((4,)), i.normal((4,))])
    i = b.inputs(cat, "logistic_chain_bf16")
    b.add(cat, "logistic_chain_bf16", lambda x, y: jax.nn.sigmoid(x * y) + jnp.tanh(y),
          [i.normal((4, 4), BF16), i.normal((4, 4), BF16)], "loose")


# -------------------------------------------------------------- reduction

def _reduction_cases(b):
    cat = "reduction"
    rows = [  # name, function, dtype, tolerance
        ("sum_all_f32", jnp.sum, F32, "arith"),
        ("sum_axis0_bf16", lambda x: jnp.sum(x, axis=0), BF16, "loose"),
        ("sum_axis02_f32", lambda x: jnp.sum(x, axis=(0, 2)), F32, "arith"),
        ("sum_s32", lambda x: jnp.sum(x, axis=1), S32, "exact"),
        ("prod_axis1_f32", lambda x: jnp.prod(x, axis=1), F32, "arith"),
        ("max_axis1_f32", lambda x: jnp.max(x, axis=1), F32, "exact"),
        ("min_all_s32", jnp.min, S32, "exact"),
        ("max_keepdims_f16", lambda x: jnp.max(x, axis=-1, keepdims=True), F16, "exact"),
        ("argmax_axis1_f32", lambda x: jnp.argmax(x, axis=1), F32, "exact"),
        ("argmin_axis0_f32", lambda x: jnp.argmin(x, axis=0), F32, "exact"),
        ("argmax_s32", lambda x: jnp.argmax(x, axis=-1), S32, "exact"),
        ("mean_axis1_f32", lambda x: jnp.mean(x, axis=1), F32, "arith"),
        ("mean_f16", jnp.mean, F16, "loose"),
        ("var_axis0_f32", lambda x: jnp.var(x, axis=0), F32, "arith"),
        ("std_f32", jnp.std, F32, "arith"),
        ("logsumexp_axis1_f32", lambda x: jax.nn.logsumexp(x, axis=1), F32, "trans"),
        ("cumsum_axis1_f32", lambda x: jnp.cumsum(x, axis=1), F32, "arith"),
        ("cumsum_s32", lambda x: jnp.cumsum(x, axis=0), S32, "exact"),
        ("cumprod_axis0_f32", lambda x: jnp.cumprod(x, axis=0), F32, "arith"),
        ("cummax_axis1_f32", lambda x: lax.cummax(x, axis=1), F32, "exact"),
        ("cummin_reverse_f32", lambda x: lax.cummin(x, axis=1, reverse=True), F32, "exact"),
        ("softmax_f32", lambda x: jax.nn.softmax(x, axis=-1), F32, "trans"),
        ("log_softmax_f32", lambda x: jax.nn.log_softmax(x, axis=-1), F32, "trans"),
        ("softmax_bf16", lambda x: jax.nn.softmax(x, axis=-1), BF16, "loose"),
        ("any_all_pred", lambda x: (jnp.any(x, axis=1), jnp.all(x, axis=0)), np.bool_, "exact"),
        ("count_nonzero_f32", lambda x: jnp.count_nonzero(x > 0, axis=1), F32, "exact"),
        ("sum_of_squares_c64", lambda x: jnp.sum(x * x, axis=0), C64, "arith"),
        ("max_min_variadic_f32", lambda x: (jnp.max(x, axis=0), jnp.min(x, axis=0),
                                            jnp.argmax(x, axis=0)), F32, "exact"),
    ]
    for name, fn, dtype, tol in rows:
        i = b.inputs(cat, name)
        shape = (2, 3, 4) if "axis02" in name else (3, 5)
        if dtype == np.bool_:
            arg = i.bools(shape)
        elif np.issubdtype(np.dtype(dtype), np.integer):
            arg = i.ints(shape, -50, 50, dtype)
        else:
            arg = i.normal(shape, dtype)
        b.add(cat, name, fn, [arg], tol)

# --------------------------------------------------------------- indexing

def _indexing_cases(b):
    cat = "indexing"

    def add(name, fn, make_args, tol="exact"):
        b.add(cat, name, fn, make_args(b.inputs(cat, name)), tol)

    add("slice_strided", lambda x: x[1:5:2, ::3], lambda i: [i.normal((6, 7))])
    add("slice_negative_step", lambda x: x[::-2], lambda i: [i.ints((7,), 0, 100)])
    add("dynamic_slice", lambda x, s: lax.dynamic_slice(x, (s, 1), (2, 3)),
        lambda i: [i.normal((5, 6)), np.int32(2)])
    add("dynamic_slice_clamped", lambda x, s: lax.dynamic_slice(x, (s,), (3,)),
        lambda i: [i.normal((6,)), np.int32(5)])
    add("dynamic_update_slice", lambda x, u, s: lax.dynamic_update_slice(x, u, (s, 0)),
        lambda i: [i.normal((5, 4)), i.normal((2, 4)), np.int32(3)])
    add("dynamic_index_scalar", lambda x, k: x[k], lambda i: [i.normal((4, 3)), np.int32(-1)])
    add("gather_take_rows", lambda x, idx: x[idx], lambda i: [i.normal((6, 3)), i.ints((5,), 0, 6)])
    add("gather_take_axis1", lambda x, idx: jnp.take(x, idx, axis=1),
        lambda i: [i.normal((3, 6)), i.ints((4,), 0, 6)])
    add("gather_take_along_axis", lambda x, idx: jnp.take_along_axis(x, idx, axis=1),
        lambda i: [i.normal((3, 5)), i.ints((3, 2), 0, 5)])
    add("gather_two_index_arrays", lambda x, r, c: x[r, c],
        lambda i: [i.normal((4, 5)), i.ints((3,), 0, 4), i.ints((3,), 0, 5)])
    add("gather_2d_indices", lambda x, idx: x[idx],
        lambda i: [i.ints((5, 2), -9, 9), i.ints((2, 3), 0, 5)])
    add("gather_out_of_bounds_clip", lambda x, idx: jnp.take(x, idx, mode="clip"),
        lambda i: [i.normal((5,)), np.array([-3, 0, 4, 9], np.int32)])
    add("gather_fill", lambda x, idx: x.at[idx].get(mode="fill", fill_value=-1.0),
        lambda i: [i.normal((5,)), np.array([-7, 0, 4, 9], np.int32)])
    add("scatter_set", lambda x, idx, u: x.at[idx].set(u),
        lambda i: [i.normal((6, 2)), np.array([4, 1, 0], np.int32), i.normal((3, 2))])
    add("scatter_add_duplicates", lambda x, idx, u: x.at[idx].add(u),
        lambda i: [i.normal((5,)), np.array([1, 3, 1, 1], np.int32), i.normal((4,))], "arith")
    add("scatter_mul", lambda x, idx, u: x.at[idx].multiply(u),
        lambda i: [i.normal((5,)), np.array([0, 2], np.int32), i.normal((2,))], "arith")
    add("scatter_min_s32", lambda x, idx, u: x.at[idx].min(u),
        lambda i: [i.ints((6,), -9, 9), np.array([5, 0, 5], np.int32), i.ints((3,), -9, 9)])
    add("scatter_max_2d", lambda x, r, c, u: x.at[r, c].max(u),
        lambda i: [i.normal((3, 4)), np.array([0, 2], np.int32), np.array([3, 1], np.int32),
                   i.normal((2,))])
    add("scatter_add_rows_bf16", lambda x, idx, u: x.at[idx].add(u),
        lambda i: [i.normal((4, 3), BF16), np.array([3, 3], np.int32), i.normal((2, 3), BF16)],
        "loose")
    add("pad_interior_negative", lambda x: lax.pad(x, 0.5, [(1, -1, 1), (2, 0, 0)]),
        lambda i: [i.normal((3, 2))])
    add("pad_edge", lambda x: jnp.pad(x, ((1, 2), (0, 1)), mode="edge"),
        lambda i: [i.ints((2, 3), 0, 9)])
    add("pad_reflect", lambda x: jnp.pad(x, 2, mode="reflect"), lambda i: [i.normal((5,))])
    add("concatenate", lambda x, y, z: jnp.concatenate([x, y, z], axis=1),
        lambda i: [i.normal((2, 1)), i.normal((2, 3)), i.normal((2, 2))])
    add("stack", lambda x, y: jnp.stack([x, y]), lambda i: [i.ints((3,), 0, 9), i.ints((3,), 0, 9)])
    add("reshape", lambda x: x.reshape(3, 2, 2), lambda i: [i.normal((4, 3))])
    add("transpose", lambda x: jnp.transpose(x, (2, 0, 1)), lambda i: [i.normal((2, 3, 4))])
    add("broadcast_to", lambda x: jnp.broadcast_to(x, (3, 2, 4)), lambda i: [i.normal((2, 1))])
    add("flip", lambda x: jnp.flip(x, axis=(0, 1)), lambda i: [i.normal((3, 4))])
    add("iota_arange",
        lambda n: jnp.arange(6, dtype=jnp.int32) * n + jnp.arange(6.0)[::-1].astype(jnp.int32),
        lambda i: [np.int32(3)])
    add("iota_2d", lambda x: x + lax.broadcasted_iota(jnp.float32, (3, 4), 1),
        lambda i: [i.normal((3, 4))])
    add("squeeze_expand_dims", lambda x: jnp.expand_dims(jnp.squeeze(x, axis=1), 0),
        lambda i: [i.normal((3, 1, 2))])
    add("roll", lambda x: jnp.roll(x, 2, axis=1), lambda i: [i.normal((2, 5))])
    add("tile_repeat", lambda x: (jnp.tile(x, (2, 1)), jnp.repeat(x, 2, axis=1)),
        lambda i: [i.ints((2, 3), 0, 9)])
    add("tril_triu", lambda x: (jnp.tril(x), jnp.triu(x, 1)), lambda i: [i.normal((4, 4))])
    add("eye_trace", lambda x: (jnp.eye(3, dtype=x.dtype) * x, jnp.trace(x)),
        lambda i: [i.normal((3, 3))], "arith")
    add("diff_outer", lambda x: (jnp.diff(x), jnp.outer(x, x)), lambda i: [i.normal((4,))], "arith")
    add("swapaxes_pred", lambda x: jnp.swapaxes(x, 0, 1), lambda i: [i.bools((2, 3))])

# ----------------------------------------------------------------- linalg

def _conv(lhs, rhs, dims, **kw):
    return lax.conv_general_dilated(lhs, rhs, dimension_numbers=dims, **kw)


def _linalg_cases(b):
    cat = "linalg"

    def add(name, fn, make_args, tol="arith"):
        b.add(cat, name, fn, make_args(b.inputs(cat, name)), tol)

    add("dot_vectors", jnp.dot, lambda i: [i.normal((6,)), i.normal((6,))])
    add("matvec", jnp.matmul, lambda i: [i.normal((3, 5)), i.normal((5,))])
    add("matmul_batched", jnp.matmul, lambda i: [i.normal((2, 3, 4)), i.normal((2, 4, 5))])
    add("matmul_broadcast_batch", jnp.matmul, lambda i: [i.normal((2, 3, 4)), i.normal((4, 2))])
    add("matmul_s32", jnp.matmul, lambda i: [i.ints((3, 4), -5, 5), i.ints((4, 2), -5, 5)], "exact")
    add("matmul_bf16_to_f32",
        lambda x, y: jnp.matmul(x, y, preferred_element_type=jnp.float32),
        lambda i: [i.normal((4, 8), BF16), i.normal((8, 3), BF16)], "trans")
    add("matmul_f16", jnp.matmul, lambda i: [i.normal((3, 4), F16), i.normal((4, 3), F16)], "loose")
    add("matmul_c64", jnp.matmul, lambda i: [i.normal((2, 3), C64), i.normal((3, 2), C64)])
    add("einsum_bij_bjk", lambda x, y: jnp.einsum("bij,bjk->bik", x, y),
        lambda i: [i.normal((2, 3, 4)), i.normal((2, 4, 2))])
    add("einsum_attention_scores", lambda q, k: jnp.einsum("bqhd,bkhd->bhqk", q, k),
        lambda i: [i.normal((1, 3, 2, 4)), i.normal((1, 5, 2, 4))])
    add("einsum_trace_outer", lambda x, y: (jnp.einsum("ii->", x), jnp.einsum("i,j->ij", y, y)),
        lambda i: [i.normal((3, 3)), i.normal((4,))])
    add("tensordot_axes2", lambda x, y: jnp.tensordot(x, y, axes=2),
        lambda i: [i.normal((2, 3, 4)), i.normal((3, 4, 5))])
    add("dot_general_batch_contract",
        lambda x, y: lax.dot_general(x, y, (((2,), (1,)), ((0,), (0,)))),
        lambda i: [i.normal((2, 3, 4)), i.normal((2, 4, 3))])
    nchw = ("NCHW", "OIHW", "NCHW")
    nhwc = ("NHWC", "HWIO", "NHWC")
    add("conv_nchw_valid", lambda x, w: _conv(x, w, nchw, window_strides=(1, 1), padding="VALID"),
        lambda i: [i.normal((1, 2, 5, 5)), i.normal((3, 2, 3, 3))])
    add("conv_nhwc_same_stride2",
        lambda x, w: _conv(x, w, nhwc, window_strides=(2, 2), padding="SAME"),
        lambda i: [i.normal((2, 6, 6, 3)), i.normal((3, 3, 3, 4))])
    add("conv_explicit_padding",
        lambda x, w: _conv(x, w, nchw, window_strides=(1, 2), padding=((1, 2), (0, 1))),
        lambda i: [i.normal((1, 1, 4, 5)), i.normal((2, 1, 2, 2))])
    add("conv_rhs_dilation",
        lambda x, w: _conv(x, w, nchw, window_strides=(1, 1), padding="VALID",
                           rhs_dilation=(2, 2)),
        lambda i: [i.normal((1, 2, 6, 6)), i.normal((2, 2, 2, 2))])
    add("conv_lhs_dilation",
        lambda x, w: _conv(x, w, nhwc, window_strides=(1, 1), padding=((1, 1), (1, 1)),
                           lhs_dilation=(2, 2)),
        lambda i: [i.normal((1, 3, 3, 2)), i.normal((2, 2, 2, 2))])
    add("conv_feature_groups",
        lambda x, w: _conv(x, w, nchw, window_strides=(1, 1), padding="SAME",
                           feature_group_count=2),
        lambda i: [i.normal((1, 4, 4, 4)), i.normal((6, 2, 3, 3))])
    add("conv_depthwise_nhwc",
        lambda x, w: _conv(x, w, nhwc, window_strides=(1, 1), padding="SAME",
                           feature_group_count=3),
        lambda i: [i.normal((1, 5, 5, 3)), i.normal((3, 3, 1, 3))])
    add("conv_batch_groups",
        lambda x, w: _conv(x, w, nchw, window_strides=(1, 1), padding="VALID",
                           batch_group_count=2),
        lambda i: [i.normal((2, 2, 4, 4)), i.normal((4, 2, 2, 2))])
    add("conv_1d_nwc", lambda x, w: _conv(x, w, ("NWC", "WIO", "NWC"), window_strides=(1,),
                                          padding="SAME"),
        lambda i: [i.normal((2, 7, 3)), i.normal((3, 3, 4))])
    add("conv_3d", lambda x, w: _conv(x, w, ("NCDHW", "OIDHW", "NCDHW"), window_strides=(1, 1, 1),
                                      padding="VALID"),
        lambda i: [i.normal((1, 1, 3, 4, 4)), i.normal((2, 1, 2, 2, 2))])
    add("conv_transpose",
        lambda x, w: lax.conv_transpose(x, w, strides=(2, 2), padding="SAME",
                                        dimension_numbers=nhwc),
        lambda i: [i.normal((1, 3, 3, 2)), i.normal((3, 3, 2, 2))])
    add("conv_bf16", lambda x, w: _conv(x, w, nchw, window_strides=(1, 1), padding="SAME"),
        lambda i: [i.normal((1, 2, 4, 4), BF16), i.normal((2, 2, 3, 3), BF16)], "loose")

# ------------------------------------------------------------------- sort

def _sort_cases(b):
    cat = "sort"

    def add(name, fn, make_args, tol="exact"):
        b.add(cat, name, fn, make_args(b.inputs(cat, name)), tol)

    add("sort_axis0_s32", lambda x: jnp.sort(x, axis=0), lambda i: [i.ints((5, 3), -5, 5)])
    add("sort_descending", lambda x: jnp.sort(x)[::-1], lambda i: [i.normal((7,))])
    add("sort_with_nan", jnp.sort, lambda i: [_float_input(i, "special", (10,), F32)])
    add("sort_bf16", jnp.sort, lambda i: [i.normal((8,), BF16)])
    add("argsort", lambda x: jnp.argsort(x, axis=-1), lambda i: [i.normal((3, 5))])
    add("argsort_stable_ties", lambda x: jnp.argsort(x, stable=True),
        lambda i: [i.ints((10,), 0, 3)])
    add("argsort_descending", lambda x: jnp.argsort(x, descending=True),
        lambda i: [i.ints((8,), 0, 4)])
    add("top_k", lambda x: lax.top_k(x, 3), lambda i: [i.normal((2, 6))])
    add("sort_multi_operand", lambda k, v: lax.sort((k, v), num_keys=1),
        lambda i: [i.ints((6,), 0, 3), i.normal((6,))])
    add("sort_two_keys", lambda k1, k2, v: lax.sort((k1, k2, v), num_keys=2, is_stable=True),
        lambda i: [i.ints((8,), 0, 2), i.ints((8,), 0, 3), i.ints((8,), 0, 100)])
    add("median", lambda x: jnp.median(x, axis=1), lambda i: [i.normal((3, 5))], "arith")
    add("searchsorted", lambda s, q: jnp.searchsorted(s, q),
        lambda i: [np.sort(i.normal((8,))), i.normal((4,))])
    add("sort_u8", jnp.sort, lambda i: [i.ints((9,), 0, 255, U8)])

# ---------------------------------------------------------------- control

def _control_cases(b):
    cat = "control"

    def add(name, fn, make_args, tol="arith"):
        b.add(cat, name, fn, make_args(b.inputs(cat, name)), tol)

    add("scan_matrix_carry",
        lambda h, xs: lax.scan(lambda c, x: (jnp.tanh(c @ x), c.sum()), h, xs),
        lambda i: [i.normal((2, 3)), i.normal((4, 3, 3), scale=0.5)], "trans")
    add("scan_reverse", lambda xs: lax.scan(lambda c, x: (c * 2 + x, c), 0, xs, reverse=True),
        lambda i: [i.ints((5,), 0, 9)], "exact")
    add("while_loop_count",
        lambda x: lax.while_loop(lambda s: s[0] < 10, lambda s: (s[0] + 1, s[1] * 1.5), (0, x)),
        lambda i: [i.normal((3,))])
    add("while_loop_data_dependent",
        lambda x: lax.while_loop(lambda v: jnp.sum(v) < 100.0, lambda v: v * 2.0 + 1.0, x),
        lambda i: [i.uniform((4,), 0.1, 1.0)])
    add("fori_loop", lambda x: lax.fori_loop(0, 5, lambda k, v: v + k * v, x),
        lambda i: [i.normal((2, 2))])
    add("fori_loop_dynamic_bounds", lambda n, x: lax.fori_loop(0, n, lambda k, v: v * 0.5 + k, x),
        lambda i: [np.int32(4), i.normal((3,))])
    add("cond", lambda p, x: lax.cond(p, lambda v: jnp.sin(v), lambda v: v * 3.0, x),
        lambda i: [np.bool_(True), i.normal((4,))], "trans")
    add("cond_false_two_operands",
        lambda p, x, y: lax.cond(p, lambda a, c: a + c, lambda a, c: a - c, x, y),
        lambda i: [np.bool_(False), i.normal((3,)), i.normal((3,))])
    add("cond_from_comparison", lambda x: lax.cond(x.sum() > 0, lambda v: v, lambda v: -v, x),
        lambda i: [i.normal((5,))], "exact")
    add("switch", lambda k, x: lax.switch(k, [lambda v: v + 1, lambda v: v * v, jnp.exp], x),
        lambda i: [np.int32(1), i.normal((4,))], "trans")
    add("switch_clamped_index",
        lambda k, x: lax.switch(k, [lambda v: v + 1, lambda v: v * v, lambda v: -v], x),
        lambda i: [np.int32(7), i.ints((4,), -9, 9)], "exact")
    add("nested_scan_in_cond",
        lambda p, xs: lax.cond(p, lambda v: lax.scan(lambda c, x: (c + x, c), 0.0, v)[1],
                               lambda v: v, xs),
        lambda i: [np.bool_(True), i.normal((5,))])
    add("nested_while_in_scan",
        lambda xs: lax.scan(lambda c, x: (lax.while_loop(lambda v: v < x, lambda v: v + 1, c), c),
                            0, xs),
        lambda i: [i.ints((4,), 0, 20)], "exact")
    add("map", lambda xs: lax.map(lambda r: jnp.dot(r, r), xs), lambda i: [i.normal((4, 3))])
    add("associative_scan", lambda x: lax.associative_scan(jnp.add, x), lambda i: [i.normal((8,))])

# ----------------------------------------------------------------- random

def _random_cases(b):
    cat = "random"
    rows = [
        ("uniform_prngkey", lambda s: jax.random.uniform(jax.random.PRNGKey(s), (2, 5)), "arith"),
        ("normal_typed_key", lambda s: jax.random.normal(jax.random.key(s), (6,)), "trans"),
        ("bernoulli", lambda s: jax.random.bernoulli(jax.random.PRNGKey(s), 0.3, (10,)), "exact"),
        ("categorical", lambda s: jax.random.categorical(jax.random.key(s),
                                                         jnp.log(jnp.array([0.1, 0.6, 0.3])),
                                                         shape=(8,)), "exact"),
        ("randint", lambda s: jax.random.randint(jax.random.PRNGKey(s), (7,), -5, 20), "exact"),
        ("split_fold_in", lambda s: jax.random.uniform(
            jax.random.fold_in(jax.random.split(jax.random.key(s))[1], 7), (3,)), "arith"),
        ("permutation", lambda s: jax.random.permutation(jax.random.PRNGKey(s), 8), "exact"),
        ("bits_u32", lambda s: jax.random.bits(jax.random.key(s), (4,), jnp.uint32), "exact"),
        ("key_data", lambda s: jax.random.key_data(jax.random.split(jax.random.key(s), 3)), "exact"),
        ("truncated_normal", lambda s: jax.random.truncated_normal(jax.random.PRNGKey(s), -1.0,
                                                                   1.0, (5,)), "loose"),
        ("dropout_mask", lambda s, x: jnp.where(jax.random.bernoulli(jax.random.PRNGKey(s), 0.5,
                                                                     x.shape), x / 0.5, 0.0),
         "arith"),
    ]
    for name, fn, tol in rows:
        i = b.inputs(cat, name)
        args = [np.int32(_seed(name))]
        if name == "dropout_mask":
            args.append(i.normal((3, 4)))
        b.add(cat, name, fn, args, tol)


def _seed(name):
    import zlib
    return zlib.crc32(name.encode()) % 1000

# --------------------------------------------------------------- autodiff

def _autodiff_cases(b):
    cat = "autodiff"

    def add(name, fn, make_args, tol="trans"):
        b.add(cat, name, fn, make_args(b.inputs(cat, name)), tol)

    add("value_and_grad_quadratic", jax.value_and_grad(lambda w, x: jnp.sum((x @ w) ** 2)),
        lambda i: [i.normal((3, 2)), i.normal((4, 3))], "arith")
    add("grad_softmax_cross_entropy",
        jax.grad(lambda logits, y: -jnp.sum(y * jax.nn.log_softmax(logits))),
        lambda i: [i.normal((2, 5)), np.eye(5, dtype=F32)[[1, 3]]])
    add("jacfwd_sin", jax.jacfwd(lambda x: jnp.sin(x) * x[0]), lambda i: [i.normal((3,))])
    add("jacrev_matmul", jax.jacrev(lambda x: x @ x.T), lambda i: [i.normal((2, 2))], "arith")
    add("hessian", jax.hessian(lambda x: jnp.sum(jnp.exp(x) * x[::-1])), lambda i: [i.normal((3,))])
    add("vmap_matmul", jax.vmap(jnp.matmul), lambda i: [i.normal((3, 2, 4)), i.normal((3, 4, 2))],
        "arith")
    add("vmap_in_axes", jax.vmap(lambda x, y: x * y + jnp.sum(x), in_axes=(1, None)),
        lambda i: [i.normal((4, 3)), i.normal((4,))], "arith")
    add("vmap_grad_per_example", jax.vmap(jax.grad(lambda w, x: jnp.tanh(jnp.dot(w, x))),
                                          in_axes=(None, 0)),
        lambda i: [i.normal((3,)), i.normal((5, 3))])
    add("grad_through_scan", jax.grad(lambda w, xs: lax.scan(lambda c, x: (jnp.tanh(c * w + x),
                                                                            None), 0.0, xs)[0]),
        lambda i: [np.float32(0.7), i.normal((5,))])
    add("grad_through_fori", jax.grad(lambda x: lax.fori_loop(0, 3, lambda k, v: jnp.sin(v) * 2, x)),
        lambda i: [np.float32(0.3)])
    add("grad_through_cond", jax.grad(lambda x: lax.cond(x > 0, jnp.sin, jnp.cos, x)),
        lambda i: [np.float32(-0.4)])
    add("grad_conv", jax.grad(lambda w, x: jnp.sum(_conv(x, w, ("NCHW", "OIHW", "NCHW"),
                                                         window_strides=(1, 1),
                                                         padding="SAME") ** 2), argnums=(0, 1)),
        lambda i: [i.normal((2, 1, 3, 3)), i.normal((1, 1, 4, 4))], "loose")
    add("grad_gather_scatter", jax.grad(lambda x, idx: jnp.sum(x[idx] ** 2)),
        lambda i: [i.normal((5,)), np.array([0, 2, 2, 4], np.int32)], "arith")
    add("grad_relu_custom_jvp", jax.grad(lambda x: jnp.sum(jax.nn.relu(x) * x)),
        lambda i: [i.normal((6,))], "arith")
    add("grad_logsumexp", jax.grad(lambda x: jax.nn.logsumexp(x)), lambda i: [i.normal((5,))])
    add("jvp_tanh", lambda x, t: jax.jvp(jnp.tanh, (x,), (t,)),
        lambda i: [i.normal((4,)), i.normal((4,))])
    add("vjp_exp_mul", lambda x, ct: jax.vjp(lambda v: jnp.exp(v) * v, x)[1](ct),
        lambda i: [i.normal((4,)), i.normal((4,))])
    add("grad_dynamic_slice", jax.grad(lambda x, s: jnp.sum(lax.dynamic_slice(x, (s,), (2,)) ** 3)),
        lambda i: [i.normal((5,)), np.int32(2)], "arith")
    add("grad_max_reduce", jax.grad(lambda x: jnp.sum(jnp.max(x, axis=1))),
        lambda i: [i.normal((3, 4))], "exact")
    add("grad_sort", jax.grad(lambda x: jnp.sum(jnp.sort(x) * jnp.arange(5.0))),
        lambda i: [i.normal((5,))], "exact")

# ----------------------------------------------------------------- models

def _mlp_loss(params, x, y):
    h = x
    for k, (w, bias) in enumerate(params):
        h = h @ w + bias
        if k + 1 < len(params):
            h = jax.nn.relu(h)
    return jnp.mean(_xent(h, y))


def _xent(logits, labels):
    return -jnp.sum(jax.nn.one_hot(labels, logits.shape[-1]) * jax.nn.log_softmax(logits), axis=-1)


def _sgd_step(loss_fn):
    def step(params, *batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, *batch)
        return loss, jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
    return step


def _cnn_loss(params, x, y):
    w1, w2, wd = params
    h = jax.nn.relu(_conv(x, w1, ("NHWC", "HWIO", "NHWC"), window_strides=(1, 1), padding="SAME"))
    h = lax.reduce_window(h, -jnp.inf, lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
    h = jax.nn.relu(_conv(h, w2, ("NHWC", "HWIO", "NHWC"), window_strides=(1, 1), padding="SAME"))
    h = jnp.mean(h, axis=(1, 2))
    return jnp.mean(_xent(h @ wd, y))


def _layer_norm(x, g, bias):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.var(x, axis=-1, keepdims=True)
    return (x - mean) * lax.rsqrt(var + 1e-5) * g + bias


def _transformer_block(p, x):
    t, d = x.shape[-2], x.shape[-1]
    heads = 2
    h = _layer_norm(x, p["ln1_g"], p["ln1_b"])
    q, k, v = jnp.split(h @ p["wqkv"], 3, axis=-1)
    split = lambda a: a.reshape(a.shape[0], t, heads, d // heads)
    q, k, v = split(q), split(k), split(v)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / np.sqrt(d // heads).astype(F32)
    mask = jnp.tril(jnp.ones((t, t), bool))
    scores = jnp.where(mask, scores, -1e9)
    attn = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1), v).reshape(x.shape)
    x = x + attn @ p["wo"]
    h = _layer_norm(x, p["ln2_g"], p["ln2_b"])
    return x + jax.nn.gelu(h @ p["w1"]) @ p["w2"]


def _lstm(params, xs, h0, c0):
    wx, wh, bias = params

    def cell(carry, x):
        h, c = carry
        gates = x @ wx + h @ wh + bias
        i, f, g, o = jnp.split(gates, 4, axis=-1)
        c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
        h = jax.nn.sigmoid(o) * jnp.tanh(c)
        return (h, c), h

    (h, c), hs = lax.scan(cell, (h0, c0), xs)
    return hs, h, c


def _decoder_step(p, cache_k, cache_v, x, pos):
    q, k, v = x @ p["wq"], x @ p["wk"], x @ p["wv"]
    cache_k = lax.dynamic_update_slice(cache_k, k[None, :], (pos, 0))
    cache_v = lax.dynamic_update_slice(cache_v, v[None, :], (pos, 0))
    scores = cache_k @ q / np.float32(np.sqrt(q.shape[0]))
    scores = jnp.where(jnp.arange(cache_k.shape[0]) <= pos, scores, -jnp.inf)
    out = jax.nn.softmax(scores) @ cache_v
    return out @ p["wo"], cache_k, cache_v


def _model_cases(b):
    cat = "models"
    i = b.inputs(cat, "mlp_train_step")
    mlp = [(i.normal((6, 8), scale=0.4), i.normal((8,), scale=0.1)),
           (i.normal((8, 3), scale=0.4), i.normal((3,), scale=0.1))]
    b.add(cat, "mlp_train_step", _sgd_step(_mlp_loss),
          [mlp, i.normal((4, 6)), i.ints((4,), 0, 3)], "loose")
    i = b.inputs(cat, "cnn_train_step")
    cnn = [i.normal((3, 3, 1, 4), scale=0.3), i.normal((3, 3, 4, 4), scale=0.3),
           i.normal((4, 3), scale=0.3)]
    b.add(cat, "cnn_train_step", _sgd_step(_cnn_loss),
          [cnn, i.normal((2, 6, 6, 1)), i.ints((2,), 0, 3)], "loose")
    i = b.inputs(cat, "transformer_block")
    d = 8
    tp = {"ln1_g": 1 + i.normal((d,), scale=0.1), "ln1_b": i.normal((d,), scale=0.1),
          "wqkv": i.normal((d, 3 * d), scale=0.3), "wo": i.normal((d, d), scale=0.3),
          "ln2_g": 1 + i.normal((d,), scale=0.1), "ln2_b": i.normal((d,), scale=0.1),
          "w1": i.normal((d, 2 * d), scale=0.3), "w2": i.normal((2 * d, d), scale=0.3)}
    x = i.normal((2, 4, d))
    b.add(cat, "transformer_block_forward", _transformer_block, [tp, x], "loose")
    b.add(cat, "transformer_block_backward",
          jax.grad(lambda p, x: jnp.sum(_transformer_block(p, x) ** 2), argnums=(0, 1)),
          [tp, x], "loose")
    i = b.inputs(cat, "lstm_scan")
    lstm = [i.normal((3, 16), scale=0.4), i.normal((4, 16), scale=0.4), i.normal((16,), scale=0.1)]
    b.add(cat, "lstm_scan", _lstm, [lstm, i.normal((5, 2, 3)), i.normal((2, 4)), i.normal((2, 4))],
          "loose")
    b.add(cat, "lstm_grad", jax.grad(lambda p, xs, h, c: jnp.sum(_lstm(p, xs, h, c)[0] ** 2)),
          [lstm, i.normal((5, 2, 3)), i.normal((2, 4)), i.normal((2, 4))], "loose")
    i = b.inputs(cat, "decoder_kv_cache_step")
    dp = {k: i.normal((6, 6), scale=0.4) for k in ("wq", "wk", "wv", "wo")}
    b.add(cat, "decoder_kv_cache_step", _decoder_step,
          [dp, i.normal((5, 6)), i.normal((5, 6)), i.normal((6,)), np.int32(2)], "loose")

# -------------------------------------------------------------------- fft

def _fft_cases(b):
    cat = "fft"
    rows = [
        ("ifft_c64", jnp.fft.ifft, C64, (8,)),
        ("fft_f32_input", jnp.fft.fft, F32, (6,)),
        ("rfft", jnp.fft.rfft, F32, (8,)),
        ("rfft_odd", jnp.fft.rfft, F32, (7,)),
        ("irfft", jnp.fft.irfft, C64, (5,)),
        ("fft2", jnp.fft.fft2, C64, (4, 4)),
        ("ifft2", jnp.fft.ifft2, C64, (2, 4)),
        ("rfft2", jnp.fft.rfft2, F32, (4, 6)),
        ("irfft2", lambda x: jnp.fft.irfft2(x, s=(4, 6)), C64, (4, 4)),
        ("fftn_axes", lambda x: jnp.fft.fftn(x, axes=(0, 2)), C64, (2, 3, 4)),
        ("fft_batched_axis0", lambda x: jnp.fft.fft(x, axis=0), C64, (4, 3)),
    ]
    for name, fn, dtype, shape in rows:
        i = b.inputs(cat, name)
        b.add(cat, name, fn, [i.normal(shape, dtype)], "trans")

# ------------------------------------------------------------------- misc

def _pool(x, op, init, window, stride, padding):
    return lax.reduce_window(x, init, op, window, stride, padding)


def _misc_cases(b):
    cat = "misc"

    def add(name, fn, make_args, tol="exact"):
        b.add(cat, name, fn, make_args(b.inputs(cat, name)), tol)

    add("avg_pool_nhwc", lambda x: _pool(x, lax.add, 0.0, (1, 2, 2, 1), (1, 1, 1, 1), "VALID") / 4,
        lambda i: [i.normal((1, 3, 3, 2))], "arith")
    add("max_pool_same_padding", lambda x: _pool(x, lax.max, -jnp.inf, (1, 1, 3, 3), (1, 1, 2, 2),
                                                 "SAME"),
        lambda i: [i.normal((1, 2, 5, 5))])
    add("reduce_window_min_dilated",
        lambda x: lax.reduce_window(x, jnp.inf, lax.min, (2,), (1,), "VALID",
                                    window_dilation=(2,)),
        lambda i: [i.normal((7,))])
    add("reduce_window_base_dilation",
        lambda x: lax.reduce_window(x, 0, lax.add, (2,), (1,), ((1, 1),), base_dilation=(2,)),
        lambda i: [i.ints((4,), 0, 9)])
    add("max_pool_grad_select_and_scatter",
        jax.grad(lambda x: jnp.sum(_pool(x, lax.max, -jnp.inf, (1, 2, 2, 1), (1, 2, 2, 1),
                                        "VALID") ** 2)),
        lambda i: [i.normal((1, 4, 4, 1))], "arith")
    add("avg_pool_grad", jax.grad(lambda x: jnp.sum(jnp.sin(
        _pool(x, lax.add, 0.0, (1, 2, 2, 1), (1, 1, 1, 1), "SAME")))),
        lambda i: [i.normal((1, 3, 3, 1))], "trans")
    add("clamp", lambda lo, x, hi: lax.clamp(lo, x, hi),
        lambda i: [np.float32(-0.3), i.normal((6,)), np.float32(0.4)])
    add("clamp_array_bounds_s32", lax.clamp,
        lambda i: [i.ints((5,), -5, 0), i.ints((5,), -9, 9), i.ints((5,), 0, 5)])
    add("relu", jax.nn.relu, lambda i: [i.normal((2, 4))])
    add("gelu_tanh", jax.nn.gelu, lambda i: [i.normal((2, 4))], "trans")
    add("gelu_exact", functools.partial(jax.nn.gelu, approximate=False),
        lambda i: [i.normal((2, 4))], "trans")
    add("silu", jax.nn.silu, lambda i: [i.normal((2, 4))], "trans")
    add("one_hot", lambda x: jax.nn.one_hot(x, 5), lambda i: [np.array([0, 3, 4, 7, -1], np.int32)])
    add("norm_vector", jnp.linalg.norm, lambda i: [i.normal((6,))], "trans")
    add("norm_frobenius_inf", lambda x: (jnp.linalg.norm(x), jnp.linalg.norm(x, ord=jnp.inf)),
        lambda i: [i.normal((3, 4))], "trans")
    add("cumlogsumexp", lambda x: lax.cumlogsumexp(x, axis=0), lambda i: [i.normal((6,))], "trans")
    add("reduce_precision", lambda x: lax.reduce_precision(x, exponent_bits=5, mantissa_bits=2),
        lambda i: [_float_input(i, "special", (8,), F32)])
    add("bitcast_f32_to_s32", lambda x: lax.bitcast_convert_type(x, jnp.int32),
        lambda i: [_float_input(i, "special", (8,), F32)])
    add("bitcast_s32_to_f32", lambda x: lax.bitcast_convert_type(x, jnp.float32),
        lambda i: [np.array([0, 1065353216, -1082130432, 2139095040, 1, 8388608], np.int32)])
    add("bitcast_f32_to_u8x4", lambda x: lax.bitcast_convert_type(x, jnp.uint8),
        lambda i: [i.normal((3,))])
    add("bitcast_u8x2_to_bf16", lambda x: lax.bitcast_convert_type(x, jnp.bfloat16),
        lambda i: [i.ints((3, 2), 0, 255, U8)])
    add("logsumexp_where_mask", lambda x, m: jax.nn.logsumexp(x, where=m),
        lambda i: [i.normal((5,)), np.array([True, False, True, True, False])], "trans")
    add("standardize", lambda x: jax.nn.standardize(x, axis=-1), lambda i: [i.normal((2, 5))],
        "trans")
    add("interp", lambda x, xp, fp: jnp.interp(x, xp, fp),
        lambda i: [i.uniform((5,), 0, 3), np.array([0, 1, 2, 3], F32), i.normal((4,))], "arith")
    add("polyval", lambda c, x: jnp.polyval(c, x), lambda i: [i.normal((4,)), i.normal((5,))],
        "arith")
    add("unsigned_compare_and_select_u8", lambda x, y: jnp.where(x > y, x - y, y - x),
        lambda i: [i.ints((6,), 0, 255, U8), i.ints((6,), 0, 255, U8)])
    add("optimization_barrier", lambda x: lax.optimization_barrier((x * 2, x + 1)),
        lambda i: [i.normal((3,))])
    add("constant_array_embedded", lambda x: x + jnp.array([[1.5, -2.0, 3.25], [0.0, 1e-3, -7.0]]),
        lambda i: [i.normal((2, 3))], "arith")
    add("f8e4m3fn_roundtrip", lambda x: x.astype(ml_dtypes.float8_e4m3fn).astype(jnp.float32) * 2,
        lambda i: [i.normal((6,))])

# ------------------------------------------------------------ edge cases

def _edge_cases(b):
    """What XLA:CPU does where StableHLO leaves room: integer division by zero
    and overflow, shifts by the bit width or more, float to int of NaN, inf and
    out-of-range values, precision and algorithm attributes."""
    cat = "elementwise"
    s32_min = np.iinfo(np.int32).min
    b.add(cat, "div_rem_by_zero_edge_s32", lambda x, y: (lax.div(x, y), lax.rem(x, y)),
          [np.array([7, -7, 0, s32_min, s32_min, 5], S32), np.array([0, 0, 0, -1, 0, -1], S32)])
    b.add(cat, "div_rem_by_zero_edge_u8", lambda x, y: (lax.div(x, y), lax.rem(x, y)),
          [np.array([7, 255, 0, 3], U8), np.array([0, 0, 0, 2], U8)])
    b.add(cat, "shift_out_of_range_edge_s32",
          lambda x, y: (lax.shift_left(x, y), lax.shift_right_logical(x, y),
                        lax.shift_right_arithmetic(x, y)),
          [np.array([1, -8, 12345, -1, 7], S32), np.array([31, 32, 33, 40, -1], S32)])
    b.add(cat, "convert_special_edge_f32_to_s32",
          functools.partial(lax.convert_element_type, new_dtype=jnp.int32),
          [np.array([np.nan, np.inf, -np.inf, 3e9, -3e9, -2.7, 2.7, -0.0], F32)])
    b.add(cat, "convert_special_edge_f32_to_u8",
          functools.partial(lax.convert_element_type, new_dtype=jnp.uint8),
          [np.array([np.nan, np.inf, -np.inf, 300.0, -1.5, 255.9, 0.5, 128.0], F32)])
    b.add(cat, "convert_overflow_edge_f32_to_bf16_f16",
          lambda x: (x.astype(jnp.bfloat16), x.astype(jnp.float16)),
          [np.array([1e30, -1e30, 70000.0, 65504.0, 1e-8, 3.1415927, np.nan, -0.0], F32)])
    b.add(cat, "abs_neg_min_edge_s8", lambda x: (jnp.abs(x), -x),
          [np.array([-128, 127, -1, 0], S8)])
    i = b.inputs("linalg", "matmul_precision_highest")
    b.add("linalg", "matmul_precision_highest",
          lambda x, y: jnp.matmul(x, y, precision=lax.Precision.HIGHEST),
          [i.normal((3, 4)), i.normal((4, 2))], "arith")
    i = b.inputs("indexing", "segment_sum")
    b.add("indexing", "segment_sum", lambda d, s: jax.ops.segment_sum(d, s, num_segments=4),
          [i.normal((7, 2)), np.array([0, 0, 1, 3, 3, 3, 2], np.int32)], "arith")
    i = b.inputs("indexing", "scatter_sorted_unique")
    b.add("indexing", "scatter_sorted_unique",
          lambda x, idx, u: x.at[idx].set(u, indices_are_sorted=True, unique_indices=True),
          [i.normal((6,)), np.array([1, 2, 4], np.int32), i.normal((3,))])
    b.add("random", "rbg_uniform",
          lambda s: jax.random.uniform(jax.random.key(s, impl="rbg"), (6,)), [np.int32(5)], "arith")
    b.add("random", "rng_bit_generator_default",
          lambda k: lax.rng_bit_generator(k, (2, 3), dtype=jnp.uint32),
          [np.array([1, 2, 3, 4], np.uint32)])

# --------------------------------------------------------------- sharding

def _sharding_cases(b):
    """Single-device sharding annotations and a one-device shard_map: what
    sharded programs put in the module, on the one CPU device there is."""
    from jax.sharding import Mesh, NamedSharding, PartitionSpec as P
    cat = "sharding"
    mesh = Mesh(np.array(jax.devices()[:1]), ("x",))
    i = b.inputs(cat, "with_sharding_constraint")
    b.add(cat, "with_sharding_constraint",
          lambda x: lax.with_sharding_constraint(x * 2, NamedSharding(mesh, P("x", None))) + 1,
          [i.normal((4, 3))], "arith")
    i = b.inputs(cat, "shard_map_psum")
    b.add(cat, "shard_map_psum",
          jax.shard_map(lambda x: lax.psum(jnp.sum(x, axis=0), "x"), mesh=mesh, in_specs=P("x"),
                        out_specs=P()),
          [i.normal((4, 3))], "arith")
    i = b.inputs(cat, "shard_map_all_gather")
    b.add(cat, "shard_map_all_gather",
          jax.shard_map(lambda x: lax.all_gather(x, "x", tiled=True) * 2, mesh=mesh,
                        in_specs=P("x"), out_specs=P(), check_vma=False),
          [i.normal((2, 3))], "arith")

# ------------------------------------------------------------ custom call

def _custom_call_cases(b):
    """CPU lowerings that call LAPACK through FFI custom calls: another issue's
    work; kept under customcall/ so that it has real inputs."""
    cat = "customcall"

    def spd(i, n):
        a = i.normal((n, n))
        return (a @ a.T + n * np.eye(n)).astype(F32)

    def add(name, fn, make_args):
        b.add(cat, name, fn, make_args(b.inputs(cat, name)), "loose")

    add("inv", jnp.linalg.inv, lambda i: [spd(i, 3)])
    add("solve", jnp.linalg.solve, lambda i: [spd(i, 3), i.normal((3,))])
    add("cholesky", jnp.linalg.cholesky, lambda i: [spd(i, 3)])
    add("eigh", jnp.linalg.eigvalsh, lambda i: [spd(i, 3)])
    add("svd_values", lambda a: jnp.linalg.svd(a, compute_uv=False), lambda i: [i.normal((3, 2))])
    add("qr_r", lambda a: jnp.abs(jnp.linalg.qr(a)[1]), lambda i: [i.normal((3, 3))])
    add("det", jnp.linalg.det, lambda i: [spd(i, 3)])

# -------------------------------------------------------------------- x64

def _x64_cases(b):
    f64, s64, c128, u64 = np.float64, np.int64, np.complex128, np.uint64
    cat = "elementwise"
    rows = [("add", jnp.add, "any", "arith"), ("div", jnp.divide, "pos", "arith"),
            ("exp", jnp.exp, "any", "trans"), ("log", jnp.log, "pos", "trans"),
            ("tanh", jnp.tanh, "any", "trans"), ("pow", jnp.power, "pos", "trans"),
            ("erf", _SPECIAL.erf, "any", "trans"), ("atan2", jnp.arctan2, "any", "trans")]
    for name, fn, domain, tol in rows:
        for dtype in (f64, c128) if name in ("add", "exp") else (f64,):
            case = f"{name}_{_TYPE_NAME[np.dtype(dtype)]}"
            if case == "add_f64":
                continue  # one of the first cases
            i = b.inputs(cat, case)
            arity = 2 if name in ("add", "div", "pow", "atan2") else 1
            b.add(cat, case, fn, [_float_input(i, domain, (2, 4), dtype).astype(dtype)
                                  for _ in range(arity)], tol)
    for name, fn in [("mul_s64", jnp.multiply), ("shift_left_s64", lax.shift_left),
                     ("div_u64", lax.div)]:
        i = b.inputs(cat, name)
        dtype = u64 if "u64" in name else s64
        rhs = i.ints((6,), 1, 60).astype(dtype)
        lhs = i.rng.integers(np.iinfo(dtype).min, np.iinfo(dtype).max, (6,), dtype=dtype)
        b.add(cat, name, fn, [lhs, rhs])
    for source, target in [(f64, np.float32), (np.float32, f64), (s64, f64), (f64, s64),
                           (np.int32, s64), (u64, np.float32)]:
        case = f"convert_{_TYPE_NAME[np.dtype(source)]}_to_{_TYPE_NAME[np.dtype(target)]}"
        i = b.inputs(cat, case)
        if np.issubdtype(np.dtype(source), np.integer):
            arg = i.rng.integers(0 if source == u64 else -1000, 10**12, (6,)).astype(source)
        else:
            arg = i.normal((6,), scale=1e3).astype(source)
        b.add(cat, case, functools.partial(lax.convert_element_type, new_dtype=target), [arg])

    def add(cat, name, fn, make_args, tol="arith"):
        b.add(cat, name, fn, make_args(b.inputs(cat, name)), tol)

    add("reduction", "sum_f64", lambda x: jnp.sum(x, axis=0), lambda i: [i.normal((4, 3), f64)])
    add("reduction", "cumsum_s64", jnp.cumsum, lambda i: [i.ints((6,), -10**6, 10**6, s64)], "exact")
    add("reduction", "argmax_f64_index_s64", jnp.argmax, lambda i: [i.normal((7,), f64)], "exact")
    add("linalg", "matmul_f64", jnp.matmul, lambda i: [i.normal((3, 4), f64), i.normal((4, 2), f64)])
    add("linalg", "matmul_c128", jnp.matmul,
        lambda i: [i.normal((2, 3), c128), i.normal((3, 2), c128)])
    add("sort", "sort_f64", jnp.sort, lambda i: [i.normal((7,), f64)], "exact")
    add("fft", "fft_c128", jnp.fft.fft, lambda i: [i.normal((8,), c128)], "trans")
    add("fft", "rfft_f64", jnp.fft.rfft, lambda i: [i.normal((6,), f64)], "trans")
    add("indexing", "iota_s64_dynamic_slice",
        lambda s: lax.dynamic_slice(jnp.arange(10), (s,), (3,)),
        lambda i: [np.int64(4)], "exact")
    add("random", "uniform_f64", lambda s: jax.random.uniform(jax.random.PRNGKey(s), (4,), f64),
        lambda i: [np.int64(7)])
    add("random", "bits_u64", lambda s: jax.random.bits(jax.random.key(s), (3,), jnp.uint64),
        lambda i: [np.int64(11)], "exact")
    add("control", "while_s64_counter",
        lambda n: lax.while_loop(lambda c: c[0] < n, lambda c: (c[0] + 1, c[1] * 3), (0, 1)),
        lambda i: [np.int64(20)], "exact")
    add("autodiff", "grad_f64", jax.grad(lambda x: jnp.sum(jnp.sin(x) * jnp.exp(x))),
        lambda i: [i.normal((4,), f64)], "trans")
