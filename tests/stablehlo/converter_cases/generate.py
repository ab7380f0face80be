"""Writes tests/stablehlo/converter_cases/: hand-written StableHLO modules for
ops JAX rarely emits (if, map, batch norm, triangular_solve, cholesky,
composite, chlo.broadcast_*, collectives on one device...), with inputs and
the results XLA:CPU computes for the very same module text.

A test-data generator only (the C++ run test reads its output). Run with a
Python that has jax==jaxlib==0.10.2:

  python tests/stablehlo/converter_cases/generate.py

Each case gets <category>/<name>/{module.mlir, inputs.txt, expected.txt,
meta.json}, the corpus format (tests/stablehlo/corpus/README.md).
"""

import json
import os
import shutil
import sys
import types

os.environ["JAX_PLATFORMS"] = "cpu"

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def _corpus_module():
  """The literal formatting of generate_corpus.py, loaded without running it."""
  path = os.path.join(HERE, "..", "generate_corpus.py")
  module = types.ModuleType("generate_corpus")
  module.__dict__["__axle_rel__"] = True
  with open(path) as f:
    exec(compile(f.read(), "tests/stablehlo/generate_corpus.py", "exec"), module.__dict__)
  return module


def rng(name):
  return np.random.default_rng(sum(ord(c) * (i + 1) for i, c in enumerate(name)))


def func(signature, body):
  return ('"builtin.module"() ({\n  "func.func"() <{function_type = %s, sym_name = "main"}> ({\n%s\n'
          '  }) : () -> ()\n}) : () -> ()\n' % (signature, body))


CASES = []


def case(category, name, text, inputs, tol=(1e-6, 1e-5)):
  CASES.append((category, name, text, inputs, tol))


def build_cases():
  r = rng("converter")
  f32 = np.float32

  case("control", "if_uses_values_from_above", func(
      "(tensor<f32>, tensor<3xf32>) -> tensor<3xf32>", """
  ^bb0(%p: tensor<f32>, %x: tensor<3xf32>):
    %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    %e = "stablehlo.exponential"(%x) : (tensor<3xf32>) -> tensor<3xf32>
    %c = "stablehlo.compare"(%p, %zero) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %r = "stablehlo.if"(%c) ({
      %a = "stablehlo.add"(%x, %e) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%a) : (tensor<3xf32>) -> ()
    }, {
      %b = "stablehlo.negate"(%e) : (tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%b) : (tensor<3xf32>) -> ()
    }) : (tensor<i1>) -> tensor<3xf32>
    "func.return"(%r) : (tensor<3xf32>) -> ()"""),
       [np.array(-1.0, f32), r.standard_normal(3).astype(f32)])

  # A while inside a case branch, using values from two levels up.
  case("control", "while_in_case_nested_captures", func(
      "(tensor<i32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>", """
  ^bb0(%i: tensor<i32>, %x: tensor<2xf32>, %s: tensor<f32>):
    %sb = "stablehlo.broadcast_in_dim"(%s) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %r = "stablehlo.case"(%i) ({
      "stablehlo.return"(%x) : (tensor<2xf32>) -> ()
    }, {
      %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %w:2 = "stablehlo.while"(%z, %x) ({
      ^bb0(%k: tensor<i32>, %v: tensor<2xf32>):
        %lt = "stablehlo.compare"(%k, %i) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
        "stablehlo.return"(%lt) : (tensor<i1>) -> ()
      }, {
      ^bb0(%k: tensor<i32>, %v: tensor<2xf32>):
        %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
        %k1 = "stablehlo.add"(%k, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
        %v1 = "stablehlo.multiply"(%v, %sb) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
        "stablehlo.return"(%k1, %v1) : (tensor<i32>, tensor<2xf32>) -> ()
      }) : (tensor<i32>, tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>)
      "stablehlo.return"(%w#1) : (tensor<2xf32>) -> ()
    }) : (tensor<i32>) -> tensor<2xf32>
    "func.return"(%r) : (tensor<2xf32>) -> ()"""),
       [np.array(3, np.int32), np.array([1.5, -2], f32), np.array(1.25, f32)])

  case("control", "map_two_operands", func(
      "(tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>", """
  ^bb0(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>):
    %r = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %m = "stablehlo.multiply"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %s = "stablehlo.subtract"(%m, %x) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%r) : (tensor<2x3xf32>) -> ()"""),
       [r.standard_normal((2, 3)).astype(f32), r.standard_normal((2, 3)).astype(f32)])

  case("control", "composite_calls_decomposition", """
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<4xf32>):
    %r = "stablehlo.composite"(%x) <{composite_attributes = {alpha = 2.0 : f32}, decomposition = @my_op_impl, name = "my.op"}> : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%r) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "my_op_impl", sym_visibility = "private"}> ({
  ^bb0(%x: tensor<4xf32>):
    %t = "stablehlo.tanh"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %y = "stablehlo.add"(%t, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%y) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
""", [r.standard_normal(4).astype(f32)])

  case("misc", "tuple_and_get_tuple_element", func(
      "(tensor<2xf32>, tensor<i32>) -> (tensor<i32>, tensor<2xf32>)", """
  ^bb0(%a: tensor<2xf32>, %b: tensor<i32>):
    %t = "stablehlo.tuple"(%a, %b) : (tensor<2xf32>, tensor<i32>) -> tuple<tensor<2xf32>, tensor<i32>>
    %x = "stablehlo.get_tuple_element"(%t) <{index = 1 : i32}> : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<i32>
    %y = "stablehlo.get_tuple_element"(%t) <{index = 0 : i32}> : (tuple<tensor<2xf32>, tensor<i32>>) -> tensor<2xf32>
    "func.return"(%x, %y) : (tensor<i32>, tensor<2xf32>) -> ()"""),
       [np.array([1, 2], f32), np.array(7, np.int32)])

  case("misc", "scalar_select_and_clamp", func(
      "(tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)", """
  ^bb0(%p: tensor<i1>, %a: tensor<4xf32>, %b: tensor<4xf32>):
    %s = "stablehlo.select"(%p, %a, %b) : (tensor<i1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %lo = "stablehlo.constant"() <{value = dense<-0.5> : tensor<f32>}> : () -> tensor<f32>
    %hi = "stablehlo.constant"() <{value = dense<0.5> : tensor<f32>}> : () -> tensor<f32>
    %c = "stablehlo.clamp"(%lo, %a, %hi) : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    "func.return"(%s, %c) : (tensor<4xf32>, tensor<4xf32>) -> ()"""),
       [np.array(False), r.standard_normal(4).astype(f32), r.standard_normal(4).astype(f32)])

  case("misc", "get_dimension_size", func(
      "(tensor<3x5xf32>) -> tensor<i32>", """
  ^bb0(%a: tensor<3x5xf32>):
    %s = "stablehlo.get_dimension_size"(%a) <{dimension = 1 : i64}> : (tensor<3x5xf32>) -> tensor<i32>
    "func.return"(%s) : (tensor<i32>) -> ()"""),
       [r.standard_normal((3, 5)).astype(f32)])

  bn_x = r.standard_normal((2, 3, 4)).astype(f32)
  bn_scale = r.uniform(0.5, 1.5, 3).astype(f32)
  bn_offset = r.standard_normal(3).astype(f32)
  bn_mean = r.standard_normal(3).astype(f32)
  bn_var = r.uniform(0.5, 2, 3).astype(f32)
  case("linalg", "batch_norm_inference", func(
      "(tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>", """
  ^bb0(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>):
    %r = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3x4xf32>
    "func.return"(%r) : (tensor<2x3x4xf32>) -> ()"""),
       [bn_x, bn_scale, bn_offset, bn_mean, bn_var], tol=(1e-5, 1e-5))
  case("linalg", "batch_norm_training", func(
      "(tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)", """
  ^bb0(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>):
    %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
    "func.return"(%r#0, %r#1, %r#2) : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> ()"""),
       [bn_x, bn_scale, bn_offset], tol=(1e-5, 1e-5))
  case("linalg", "batch_norm_grad", func(
      "(tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)", """
  ^bb0(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>, %g: tensor<2x3x4xf32>):
    %r:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) <{epsilon = 1.0e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
    "func.return"(%r#0, %r#1, %r#2) : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> ()"""),
       [bn_x, bn_scale, bn_mean, bn_var, r.standard_normal((2, 3, 4)).astype(f32)], tol=(1e-4, 1e-4))

  a = np.tril(r.standard_normal((3, 3))).astype(f32) + 3 * np.eye(3, dtype=f32)
  for transpose in ["NO_TRANSPOSE", "TRANSPOSE"]:
    for left in ["true", "false"]:
      b_shape = "3x2" if left == "true" else "2x3"
      case("linalg", "triangular_solve_%s_left_%s" % (transpose.lower(), left), func(
          "(tensor<3x3xf32>, tensor<%sxf32>) -> tensor<%sxf32>" % (b_shape, b_shape), """
  ^bb0(%%a: tensor<3x3xf32>, %%b: tensor<%sxf32>):
    %%r = "stablehlo.triangular_solve"(%%a, %%b) <{left_side = %s, lower = true, transpose_a = #stablehlo<transpose %s>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<%sxf32>) -> tensor<%sxf32>
    "func.return"(%%r) : (tensor<%sxf32>) -> ()""" % (b_shape, left, transpose, b_shape, b_shape, b_shape)),
           [a, r.standard_normal((3, 2) if left == "true" else (2, 3)).astype(f32)], tol=(1e-5, 1e-4))
  spd = (lambda m: (m @ m.T + 3 * np.eye(3)).astype(f32))(r.standard_normal((3, 3)))
  case("linalg", "cholesky_lower", func(
      "(tensor<3x3xf32>) -> tensor<3x3xf32>", """
  ^bb0(%a: tensor<3x3xf32>):
    %r = "stablehlo.cholesky"(%a) <{lower = true}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%r) : (tensor<3x3xf32>) -> ()"""), [spd], tol=(1e-5, 1e-4))

  case("linalg", "dot_legacy_and_preferred_type", func(
      "(tensor<2x3xbf16>, tensor<3x4xbf16>) -> (tensor<2x4xf32>, tensor<2x4xbf16>)", """
  ^bb0(%a: tensor<2x3xbf16>, %b: tensor<3x4xbf16>):
    %d = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xf32>
    %e = "stablehlo.dot"(%a, %b) : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xbf16>
    "func.return"(%d, %e) : (tensor<2x4xf32>, tensor<2x4xbf16>) -> ()"""),
       [np.array([[1, 2, 3], [4, 5, 6]], dtype="bfloat16"),
        np.array([[1, 0, 2, 1], [0, 1, 1, 2], [3, 1, 0, 1]], dtype="bfloat16")])

  case("linalg", "convolution_dilated_grouped_reversed", func(
      "(tensor<1x4x7x7xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x6x6xf32>", """
  ^bb0(%x: tensor<1x4x7x7xf32>, %k: tensor<6x2x3x3xf32>):
    %r = "stablehlo.convolution"(%x, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>, feature_group_count = 2 : i64, lhs_dilation = array<i64: 2, 1>, padding = dense<[[1, 2], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 1>, window_reversal = array<i1: true, false>, window_strides = array<i64: 2, 1>}> : (tensor<1x4x7x7xf32>, tensor<6x2x3x3xf32>) -> tensor<1x6x6x6xf32>
    "func.return"(%r) : (tensor<1x6x6x6xf32>) -> ()"""),
       [r.standard_normal((1, 4, 7, 7)).astype(f32), r.standard_normal((6, 2, 3, 3)).astype(f32)],
       tol=(1e-5, 1e-5))

  case("indexing", "gather_with_batching_dims", func(
      "(tensor<2x5x3xf32>, tensor<2x4x1xi32>) -> tensor<2x4x3xf32>", """
  ^bb0(%x: tensor<2x5x3xf32>, %i: tensor<2x4x1xi32>):
    %r = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x5x3xf32>, tensor<2x4x1xi32>) -> tensor<2x4x3xf32>
    "func.return"(%r) : (tensor<2x4x3xf32>) -> ()"""),
       [r.standard_normal((2, 5, 3)).astype(f32), r.integers(0, 5, (2, 4, 1)).astype(np.int32)])

  case("indexing", "scatter_two_inputs", func(
      "(tensor<5xf32>, tensor<5xi32>, tensor<3x1xi32>, tensor<3xf32>, tensor<3xi32>) -> (tensor<5xf32>, tensor<5xi32>)", """
  ^bb0(%a: tensor<5xf32>, %b: tensor<5xi32>, %i: tensor<3x1xi32>, %u: tensor<3xf32>, %v: tensor<3xi32>):
    %r:2 = "stablehlo.scatter"(%a, %b, %i, %u, %v) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%x0: tensor<f32>, %y0: tensor<i32>, %x1: tensor<f32>, %y1: tensor<i32>):
      %s = "stablehlo.add"(%x0, %x1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %m = "stablehlo.maximum"(%y0, %y1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%s, %m) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<5xf32>, tensor<5xi32>, tensor<3x1xi32>, tensor<3xf32>, tensor<3xi32>) -> (tensor<5xf32>, tensor<5xi32>)
    "func.return"(%r#0, %r#1) : (tensor<5xf32>, tensor<5xi32>) -> ()"""),
       [r.standard_normal(5).astype(f32), r.integers(-5, 5, 5).astype(np.int32),
        np.array([[1], [3], [1]], np.int32), r.standard_normal(3).astype(f32),
        r.integers(-5, 5, 3).astype(np.int32)])

  case("reduction", "reduce_window_dilated_padded", func(
      "(tensor<5x6xf32>) -> tensor<5x4xf32>", """
  ^bb0(%x: tensor<5x6xf32>):
    %init = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
    %r = "stablehlo.reduce_window"(%x, %init) <{base_dilations = array<i64: 1, 2>, padding = dense<[[1, 1], [0, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 2>, window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 1, 3>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<5x6xf32>, tensor<f32>) -> tensor<5x4xf32>
    "func.return"(%r) : (tensor<5x4xf32>) -> ()"""),
       [r.standard_normal((5, 6)).astype(f32)])

  # The dynamic_* ops with constant shape operands (static after all).
  case("misc", "dynamic_ops_with_constant_shapes", func(
      "(tensor<2x3xf32>, tensor<4x5xf32>) -> (tensor<4x2x3xf32>, tensor<3x2xf32>, tensor<2x4xi32>, tensor<3x7xf32>, tensor<2x2xf32>)", """
  ^bb0(%x: tensor<2x3xf32>, %y: tensor<4x5xf32>):
    %s3 = "stablehlo.constant"() <{value = dense<[4, 2, 3]> : tensor<3xi64>}> : () -> tensor<3xi64>
    %0 = "stablehlo.dynamic_broadcast_in_dim"(%x, %s3) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x3xf32>, tensor<3xi64>) -> tensor<4x2x3xf32>
    %s2 = "stablehlo.constant"() <{value = dense<[3, 2]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %1 = "stablehlo.dynamic_reshape"(%x, %s2) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
    %s4 = "stablehlo.constant"() <{value = dense<[2, 4]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %2 = "stablehlo.dynamic_iota"(%s4) <{iota_dimension = 1 : i64}> : (tensor<2xi64>) -> tensor<2x4xi32>
    %pv = "stablehlo.constant"() <{value = dense<-1.0> : tensor<f32>}> : () -> tensor<f32>
    %lo = "stablehlo.constant"() <{value = dense<[1, 0]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %hi = "stablehlo.constant"() <{value = dense<[0, 2]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %in = "stablehlo.constant"() <{value = dense<[0, 1]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %3 = "stablehlo.dynamic_pad"(%x, %pv, %lo, %hi, %in) : (tensor<2x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<3x7xf32>
    %st = "stablehlo.constant"() <{value = dense<[1, 0]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %li = "stablehlo.constant"() <{value = dense<[3, 4]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %sd = "stablehlo.constant"() <{value = dense<[1, 3]> : tensor<2xi64>}> : () -> tensor<2xi64>
    %4 = "stablehlo.real_dynamic_slice"(%y, %st, %li, %sd) : (tensor<4x5xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x2xf32>
    "func.return"(%0, %1, %2, %3, %4) : (tensor<4x2x3xf32>, tensor<3x2xf32>, tensor<2x4xi32>, tensor<3x7xf32>, tensor<2x2xf32>) -> ()"""),
       [r.standard_normal((2, 3)).astype(f32), r.standard_normal((4, 5)).astype(f32)])

  # Collectives on one device (one replica): each is the identity or close to it.
  case("collectives", "single_device_collectives", """
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<ui32>), sym_name = "main"}> ({
  ^bb0(%x: tensor<4x2xf32>):
    %0 = "stablehlo.all_to_all"(%x) <{concat_dimension = 1 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>, split_count = 1 : i64, split_dimension = 0 : i64}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %1 = "stablehlo.collective_permute"(%x) <{source_target_pairs = dense<[[0, 0]]> : tensor<1x2xi64>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %2 = "stablehlo.reduce_scatter"(%x) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>, scatter_dimension = 0 : i64}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %3 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %4 = "stablehlo.replica_id"() : () -> tensor<ui32>
    "func.return"(%0, %1, %2, %3, %4) : (tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<4x2xf32>, tensor<ui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
""", [r.standard_normal((4, 2)).astype(f32)])

  # chlo ops JAX decomposes before export, written directly.
  x_pos = r.uniform(0.5, 3, 4).astype(f32)
  case("chlo", "special_functions", func(
      "(tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)", """
  ^bb0(%x: tensor<4xf32>, %q: tensor<4xf32>):
    %n = "stablehlo.constant"() <{value = dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %two = "stablehlo.constant"() <{value = dense<[2.0, 3.0, 4.5, 6.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %0 = "chlo.polygamma"(%n, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "chlo.zeta"(%two, %q) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2 = "chlo.bessel_i1e"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "chlo.tan"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0, %1, %2, %3) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()"""),
       [x_pos, r.uniform(0.5, 3, 4).astype(f32)], tol=(1e-4, 1e-4))

  case("chlo", "is_inf_family_and_conj", func(
      "(tensor<5xf32>, tensor<2xcomplex<f32>>) -> (tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<2xcomplex<f32>>)", """
  ^bb0(%x: tensor<5xf32>, %c: tensor<2xcomplex<f32>>):
    %0 = "chlo.is_inf"(%x) : (tensor<5xf32>) -> tensor<5xi1>
    %1 = "chlo.is_pos_inf"(%x) : (tensor<5xf32>) -> tensor<5xi1>
    %2 = "chlo.is_neg_inf"(%x) : (tensor<5xf32>) -> tensor<5xi1>
    %3 = "chlo.conj"(%c) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    "func.return"(%0, %1, %2, %3) : (tensor<5xi1>, tensor<5xi1>, tensor<5xi1>, tensor<2xcomplex<f32>>) -> ()"""),
       [np.array([1, np.inf, -np.inf, np.nan, -2], f32), np.array([1 + 2j, -3 - 0.5j], np.complex64)])

  case("chlo", "broadcast_binary_ops", func(
      "(tensor<3x1xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>)", """
  ^bb0(%a: tensor<3x1xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>):
    %0 = "chlo.broadcast_add"(%a, %b) : (tensor<3x1xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    %1 = "chlo.broadcast_compare"(%a, %b) <{comparison_direction = #chlo<comparison_direction LT>}> : (tensor<3x1xf32>, tensor<4xf32>) -> tensor<3x4xi1>
    %2 = "chlo.broadcast_multiply"(%0, %c) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3x4xf32>
    "func.return"(%0, %1, %2) : (tensor<3x4xf32>, tensor<3x4xi1>, tensor<3x4xf32>) -> ()"""),
       [r.standard_normal((3, 1)).astype(f32), r.standard_normal(4).astype(f32),
        r.standard_normal(4).astype(f32)])


def main():
  gc = _corpus_module()
  import jax
  from jax._src import xla_bridge
  from jax._src.lib import xla_client as xc
  backend = xla_bridge.get_backend()
  devices = xc.DeviceList(tuple(backend.devices()[:1]))
  build_cases()
  for category, name, text, inputs, (atol, rtol) in CASES:
    executable = backend.compile_and_load(text, devices, xc.CompileOptions())
    outputs = executable.execute([jax.device_put(a) for a in inputs])
    results = [np.asarray(o) for o in outputs]
    case_dir = os.path.join(HERE, category, name)
    if os.path.isdir(case_dir):
      shutil.rmtree(case_dir)
    os.makedirs(case_dir)
    with open(os.path.join(case_dir, "module.mlir"), "w") as f:
      f.write(text)
    with open(os.path.join(case_dir, "inputs.txt"), "w") as f:
      f.write("".join(gc.format_literal(np.asarray(a)) + "\n" for a in inputs))
    with open(os.path.join(case_dir, "expected.txt"), "w") as f:
      f.write(gc.format_result(results) + "\n")
    with open(os.path.join(case_dir, "meta.json"), "w") as f:
      json.dump({"category": category, "name": name,
                 "tolerance": {"atol": atol, "rtol": rtol}}, f, indent=1, sort_keys=True)
      f.write("\n")
    print("wrote", category + "/" + name)


if __name__ == "__main__":
  main()
