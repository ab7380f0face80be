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
    for add_cases in (_first_cases,):
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
