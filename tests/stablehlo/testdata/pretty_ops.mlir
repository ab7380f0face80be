// Every custom (pretty) op format the text reader knows, one use each.
// pretty_ops.generic.mlir is jaxlib 0.10.2's generic print of this file
// (mlir get_asm(print_generic_op_form=True)): the oracle for mlir_text_parser_test.
func.func @main(%a: tensor<4xf32>, %b: tensor<2x3x4xf32>, %c: tensor<2x4x5xf32>, %i: tensor<i32>, %p: tensor<4xi1>, %x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x16xf32>, %t: !stablehlo.token, %u: tensor<4xui32>, %m: tensor<3x3xf32>) {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  %1 = stablehlo.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = stablehlo.compare GT, %a, %a, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %3 = stablehlo.compare EQ, %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %4 = stablehlo.dot_general %b, %c, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %5 = stablehlo.dot_general %b, %c, batching_dims = [0] x [0], contracting_dims = [2] x [1], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  %6 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x8x8x16xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %7 = stablehlo.reduce(%a init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  %8:2 = stablehlo.reduce(%a init: %cst), (%a init: %cst) across dimensions = [0] : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
   reducer(%r0: tensor<f32>, %r2: tensor<f32>) (%r1: tensor<f32>, %r3: tensor<f32>)  {
    %s0 = stablehlo.add %r0, %r2 : tensor<f32>
    %s1 = stablehlo.add %r1, %r3 : tensor<f32>
    stablehlo.return %s0, %s1 : tensor<f32>, tensor<f32>
  }
  %9 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
  %10 = stablehlo.transpose %m, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %11 = stablehlo.reshape %a : (tensor<4xf32>) -> tensor<2x2xf32>
  %12 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xi32>
  %13 = stablehlo.iota dim = 0 : tensor<4xi32>
  %14 = stablehlo.slice %m [0:2, 1:3:2] : (tensor<3x3xf32>) -> tensor<2x1xf32>
  %15 = stablehlo.dynamic_slice %m, %i, %i, sizes = [2, 2] : (tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
  %16 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %17 = stablehlo.pad %a, %cst, low = [1], high = [2], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<10xf32>
  %18 = stablehlo.select %p, %a, %a : tensor<4xi1>, tensor<4xf32>
  %19 = stablehlo.clamp %cst, %a, %cst : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %20:2 = stablehlo.while(%iterArg = %i, %iterArg_0 = %a) : tensor<i32>, tensor<4xf32>
   cond {
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %q = stablehlo.compare LT, %iterArg, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %q : tensor<i1>
  } do {
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %q = stablehlo.add %iterArg, %c1 : tensor<i32>
    stablehlo.return %q, %iterArg_0 : tensor<i32>, tensor<4xf32>
  }
  %21 = stablehlo.tuple %a, %i : tuple<tensor<4xf32>, tensor<i32>>
  %22 = stablehlo.get_tuple_element %21[1] : (tuple<tensor<4xf32>, tensor<i32>>) -> tensor<i32>
  %23 = stablehlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4xi32>
  %24 = stablehlo.complex %a, %a : tensor<4xcomplex<f32>>
  %25 = stablehlo.real %24 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %26 = stablehlo.imag %24 : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
  %27 = stablehlo.fft %24, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %28 = stablehlo.reduce_precision %a, format = e5m10 : tensor<4xf32>
  %29:2 = stablehlo.rng_bit_generator %u, algorithm = DEFAULT : (tensor<4xui32>) -> (tensor<4xui32>, tensor<2x2xui32>)
  %30 = stablehlo.custom_call @foo(%a) {api_version = 4 : i32, backend_config = {bar = 1 : i32}, has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
  %31:2 = stablehlo.custom_call @"weird name"(%a, %i) : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
  %32:2 = stablehlo.optimization_barrier %a, %i : tensor<4xf32>, tensor<i32>
  %33 = stablehlo.cholesky %m, lower = true : tensor<3x3xf32>
  %34 = stablehlo.after_all %t, %t : !stablehlo.token
  %35 = stablehlo.partition_id : tensor<ui32>
  %36 = stablehlo.replica_id : tensor<ui32>
  %37 = stablehlo.dynamic_update_slice %m, %m, %i, %i : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
  %values, %indices = chlo.top_k(%a, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)
  %38 = chlo.erf_inv %a : tensor<4xf32> -> tensor<4xf32>
  %39 = chlo.broadcast_add %a, %cst : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %40 = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>
  %41 = stablehlo.get_dimension_size %a, dim = 0 : (tensor<4xf32>) -> tensor<i32>
  %42 = stablehlo.reverse %m, dims = [0, 1] : tensor<3x3xf32>
  %43 = stablehlo.rng %cst, %cst, %13, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
  %44 = stablehlo.dynamic_iota %13, dim = 0 : (tensor<4xi32>) -> tensor<?x?x?x?xi32>
  %45 = stablehlo.create_token : !stablehlo.token
  %46 = stablehlo.dot %m, %m, precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %47 = stablehlo.tanh %a : tensor<4xf32>
  %48 = stablehlo.is_finite %a : (tensor<4xf32>) -> tensor<4xi1>
  %49 = stablehlo.broadcast %a, sizes = [2] : (tensor<4xf32>) -> tensor<2x4xf32>
  %50 = stablehlo.composite "my.op" %a, %i {composite_attributes = {k = 1 : i64}, decomposition = @dec, version = 2 : i32} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  %51 = stablehlo.set_dimension_size %a, %i, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
  %52 = stablehlo.dynamic_broadcast_in_dim %a, %13, dims = [0] : (tensor<4xf32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
  %53 = chlo.lgamma %a : tensor<4xf32> -> tensor<4xf32>
  %54 = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi4>
  %55 = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %56 = stablehlo.constant dense<0x7FC00000> : tensor<2xf32>
  %57 = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xbf16>
  %58 = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf8E4M3FN>
  %59 = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %60 = stablehlo.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  %61 = stablehlo.round_nearest_even %a : tensor<4xf32>
  %62 = stablehlo.dynamic_reshape %a, %13 : (tensor<4xf32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
  %63 = stablehlo.einsum %m, %m, config = "ab,bc->ac" : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  stablehlo.optimization_barrier ()
  %64 = chlo.next_after %a, %a : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %65 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return
}
func.func private @dec(%a: tensor<4xf32>, %b: tensor<i32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @more(%a: tensor<4xf32>, %l: tensor<8x4xf32>, %r: tensor<2x4x3xf32>, %g: tensor<2xi32>, %d: tensor<?xf32, #stablehlo.type_extensions<bounds = [4]>>) {
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  %1 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.000000e+00, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  %2 = "chlo.ragged_dot"(%l, %r, %g) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<8x4xf32>, tensor<2x4x3xf32>, tensor<2xi32>) -> tensor<8x3xf32>
  %3 = stablehlo.abs %d : tensor<?xf32, #stablehlo.bounds<4>>
  %4 = stablehlo.custom_call @foo(%a) {backend_config = "", called_computations = [@more]} : (tensor<4xf32>) -> tensor<4xf32>
  %5 = stablehlo.constant dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
  %6 = stablehlo.constant dense<-0.000000e+00> : tensor<f16>
  %7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %8 = stablehlo.constant dense<[0x7F800000, 1.0]> : tensor<2xf32>
  return
}
func.func @scan(%a: tensor<4xf32>, %c: tensor<f32>) {
  %0:2 = chlo.scan (%a) inits (%c) dimension=0 {
  ^bb0(%x: tensor<f32>, %acc: tensor<f32>):
    %s = stablehlo.add %x, %acc : tensor<f32>
    stablehlo.return %s, %s : tensor<f32>, tensor<f32>
  } : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
  return
}
