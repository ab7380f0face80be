"""Writes the VHLO portable artifacts mlir_bytecode_reader_test.cc reads.

For each case: NAME.default.mlirbc (what jax.export sends plugins, at JAX's
default VHLO version), NAME.VERSION.mlirbc for older targets a plugin may pin,
and NAME.generic.mlir, the oracle: jaxlib's own deserialiser reading the
default artifact back, printed in MLIR's generic op form. Run with the
JAX 0.10.2 environment: python tests/stablehlo/bytecode/generate.py
"""
import os

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

OUT = os.path.dirname(os.path.abspath(__file__))
# No Python source lines in the locations: smaller files that do not change
# when this script does.
jax.config.update("jax_traceback_in_locations_limit", 0)
OLD_VERSIONS = ["1.0.0", "0.14.0", "0.12.0", "0.10.0", "0.9.0"]


def f32(*shape):
  return np.arange(np.prod(shape), dtype=np.float32).reshape(shape) / 7


def cases():
  yield "add_dot_reduce", lambda x, y: jnp.sum(x @ y + 1.0, axis=0), (f32(2, 3), f32(3, 4))
  yield "batched_dot", lambda x, y: lax.dot_general(
      x, y, (((2,), (1,)), ((0,), (0,))), precision=lax.Precision.HIGHEST), (f32(2, 3, 4), f32(2, 4, 5))
  yield "conv", lambda x, k: lax.conv_general_dilated(
      x, k, (2, 1), ((1, 1), (0, 0)), rhs_dilation=(1, 2),
      dimension_numbers=("NHWC", "HWIO", "NHWC")), (f32(1, 6, 6, 2), f32(3, 2, 2, 4))
  yield "gather_scatter", lambda x, i: x[i].sum() + x.at[i].add(1.0).sum(), (
      f32(5, 3), np.array([4, 0, 2], np.int32))
  yield "sort_argmax", lambda x: (jnp.sort(x, axis=1), jnp.argmax(x, axis=0)), (f32(3, 4),)
  yield "control_flow", lambda x, n: lax.fori_loop(
      0, n, lambda i, c: lax.cond(c.sum() > 10.0, lambda v: v * 0.5, lambda v: v + 1.0, c), x), (
          f32(4), np.int32(5))
  yield "window_pad_slice", lambda x: lax.reduce_window(
      jnp.pad(x, ((1, 0), (0, 2))), -jnp.inf, lax.max, (2, 2), (1, 2), "VALID")[::2, 1:], (f32(5, 5),)
  yield "constants", lambda x: (
      jnp.where(jnp.array([True, False, True, True, False, True, True, True, False]), x, 0.0),
      x.astype(jnp.bfloat16) * jnp.bfloat16(1.5),
      jnp.array([1, 2, 3], jnp.uint8) < jnp.uint8(2),
      (x[:2] * (1 + 2j)).astype(jnp.complex64)), (f32(9),)
  yield "misc_ops", lambda x: (
      jnp.transpose(x), jnp.concatenate([x, x], 0), lax.iota(jnp.int32, 3),
      jnp.clip(x, 0.1, 0.5), jnp.fft.fft(x.astype(jnp.complex64)), jnp.exp(x),
      lax.dynamic_slice(x, (1, 0), (1, 2)), lax.bitcast_convert_type(x, jnp.int32),
      jnp.tanh(x).reshape(6)), (f32(2, 3),)
  yield "rng", lambda k: jax.random.uniform(jax.random.wrap_key_data(k), (3,)), (
      np.array([0, 42], np.uint32),)


def write_sharded():
  """An artifact mixing VHLO with Shardy (sdy) ops, as JAX exports sharded
  code; jaxlib's own deserialiser lacks the sdy dialect, so no oracle."""
  from jax.sharding import AxisType, NamedSharding, PartitionSpec as P
  mesh = jax.make_mesh((1,), ("x",), axis_types=(AxisType.Auto,))
  sharding = NamedSharding(mesh, P("x"))
  fn = lambda x: lax.with_sharding_constraint(x * 2, sharding) + 1
  exported = jax.export.export(jax.jit(fn, in_shardings=sharding))(f32(4))
  with open(os.path.join(OUT, "sdy_sharding_constraint.mlirbc"), "wb") as f:
    f.write(exported.mlir_module_serialized)


def main():
  write_sharded()
  ctx = ir.Context()
  for name, fn, args in cases():
    exported = jax.export.export(jax.jit(fn))(*args)
    default = exported.mlir_module_serialized
    with open(os.path.join(OUT, name + ".default.mlirbc"), "wb") as f:
      f.write(default)
    text = exported.mlir_module()
    for version in OLD_VERSIONS:
      old = stablehlo.serialize_portable_artifact_str(text, version)
      with open(os.path.join(OUT, f"{name}.{version}.mlirbc"), "wb") as f:
        f.write(old)
    module = stablehlo.deserialize_portable_artifact(ctx, default)
    with open(os.path.join(OUT, name + ".generic.mlir"), "w") as f:
      f.write(module.operation.get_asm(print_generic_op_form=True))


if __name__ == "__main__":
  main()
