"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<i32>, tensor<4xi1>, tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>, !stablehlo.token, tensor<4xui32>, tensor<3x3xf32>) -> (), sym_name = "main"}> ({
  ^bb0(%arg2: tensor<4xf32>, %arg3: tensor<2x3x4xf32>, %arg4: tensor<2x4x5xf32>, %arg5: tensor<i32>, %arg6: tensor<4xi1>, %arg7: tensor<1x8x8x3xf32>, %arg8: tensor<3x3x3x16xf32>, %arg9: !stablehlo.token, %arg10: tensor<4xui32>, %arg11: tensor<3x3xf32>):
    %0 = "stablehlo.add"(%arg2, %arg2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.add"(%arg2, %arg2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.compare"(%arg2, %arg2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %3 = "stablehlo.compare"(%arg2, %arg2) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %4 = "stablehlo.dot_general"(%arg3, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %5 = "stablehlo.dot_general"(%arg3, %arg4) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %6 = "stablehlo.convolution"(%arg7, %arg8) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x8x8x16xf32>
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.reduce"(%arg2, %7) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %74 = "stablehlo.maximum"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%74) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %9:2 = "stablehlo.reduce"(%arg2, %arg2, %7, %7) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>, %arg18: tensor<f32>, %arg19: tensor<f32>):
      %72 = "stablehlo.add"(%arg16, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %73 = "stablehlo.add"(%arg17, %arg19) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%72, %73) : (tensor<f32>, tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %10 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2x4xf32>
    %11 = "stablehlo.transpose"(%arg11) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %12 = "stablehlo.reshape"(%arg2) : (tensor<4xf32>) -> tensor<2x2xf32>
    %13 = "stablehlo.convert"(%arg2) : (tensor<4xf32>) -> tensor<4xi32>
    %14 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %15 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x3xf32>) -> tensor<2x1xf32>
    %16 = "stablehlo.dynamic_slice"(%arg11, %arg5, %arg5) <{slice_sizes = array<i64: 2, 2>}> : (tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %17 = "stablehlo.concatenate"(%arg2, %arg2) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    %18 = "stablehlo.pad"(%arg2, %7) <{edge_padding_high = array<i64: 2>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<4xf32>, tensor<f32>) -> tensor<10xf32>
    %19 = "stablehlo.select"(%arg6, %arg2, %arg2) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "stablehlo.clamp"(%7, %arg2, %7) : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %21:2 = "stablehlo.while"(%arg5, %arg2) ({
    ^bb0(%arg14: tensor<i32>, %arg15: tensor<4xf32>):
      %70 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.compare"(%arg14, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<4xf32>):
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg12, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %arg13) : (tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
    %22 = "stablehlo.tuple"(%arg2, %arg5) : (tensor<4xf32>, tensor<i32>) -> tuple<tensor<4xf32>, tensor<i32>>
    %23 = "stablehlo.get_tuple_element"(%22) <{index = 1 : i32}> : (tuple<tensor<4xf32>, tensor<i32>>) -> tensor<i32>
    %24 = "stablehlo.bitcast_convert"(%arg2) : (tensor<4xf32>) -> tensor<4xi32>
    %25 = "stablehlo.complex"(%arg2, %arg2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %26 = "stablehlo.real"(%25) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %27 = "stablehlo.imag"(%25) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %28 = "stablehlo.fft"(%25) <{fft_length = array<i64: 4>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %29 = "stablehlo.reduce_precision"(%arg2) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
    %30:2 = "stablehlo.rng_bit_generator"(%arg10) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<4xui32>) -> (tensor<4xui32>, tensor<2x2xui32>)
    %31 = "stablehlo.custom_call"(%arg2) <{api_version = 4 : i32, backend_config = {bar = 1 : i32}, call_target_name = "foo", has_side_effect = true}> : (tensor<4xf32>) -> tensor<4xf32>
    %32:2 = "stablehlo.custom_call"(%arg2, %arg5) <{call_target_name = "weird name"}> : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
    %33:2 = "stablehlo.optimization_barrier"(%arg2, %arg5) : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
    %34 = "stablehlo.cholesky"(%arg11) <{lower = true}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %35 = "stablehlo.after_all"(%arg9, %arg9) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
    %36 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %37 = "stablehlo.replica_id"() : () -> tensor<ui32>
    %38 = "stablehlo.dynamic_update_slice"(%arg11, %arg11, %arg5, %arg5) : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
    %39:2 = "chlo.top_k"(%arg2) <{k = 2 : i64}> : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xi32>)
    %40 = "chlo.erf_inv"(%arg2) : (tensor<4xf32>) -> tensor<4xf32>
    %41 = "chlo.broadcast_add"(%arg2, %7) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %42 = "stablehlo.constant"() <{value = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
    %43 = "stablehlo.get_dimension_size"(%arg2) <{dimension = 0 : i64}> : (tensor<4xf32>) -> tensor<i32>
    %44 = "stablehlo.reverse"(%arg11) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %45 = "stablehlo.rng"(%7, %7, %14) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
    %46 = "stablehlo.dynamic_iota"(%14) <{iota_dimension = 0 : i64}> : (tensor<4xi32>) -> tensor<?x?x?x?xi32>
    %47 = "stablehlo.create_token"() : () -> !stablehlo.token
    %48 = "stablehlo.dot"(%arg11, %arg11) <{precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %49 = "stablehlo.tanh"(%arg2) : (tensor<4xf32>) -> tensor<4xf32>
    %50 = "stablehlo.is_finite"(%arg2) : (tensor<4xf32>) -> tensor<4xi1>
    %51 = "stablehlo.broadcast"(%arg2) <{broadcast_sizes = array<i64: 2>}> : (tensor<4xf32>) -> tensor<2x4xf32>
    %52 = "stablehlo.composite"(%arg2, %arg5) <{composite_attributes = {k = 1 : i64}, decomposition = @dec, name = "my.op", version = 2 : i32}> : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
    %53 = "stablehlo.set_dimension_size"(%arg2, %arg5) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
    %54 = "stablehlo.dynamic_broadcast_in_dim"(%arg2, %14) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
    %55 = "chlo.lgamma"(%arg2) : (tensor<4xf32>) -> tensor<4xf32>
    %56 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi4>}> : () -> tensor<2x2xi4>
    %57 = "stablehlo.constant"() <{value = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
    %58 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<2xf32>}> : () -> tensor<2xf32>
    %59 = "stablehlo.constant"() <{value = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
    %60 = "stablehlo.constant"() <{value = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf8E4M3FN>}> : () -> tensor<2xf8E4M3FN>
    %61 = "stablehlo.constant"() <{value = dense<18446744073709551615> : tensor<ui64>}> : () -> tensor<ui64>
    %62 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %63 = "stablehlo.round_nearest_even"(%arg2) : (tensor<4xf32>) -> tensor<4xf32>
    %64 = "stablehlo.dynamic_reshape"(%arg2, %14) : (tensor<4xf32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
    %65 = "stablehlo.einsum"(%arg11, %arg11) <{einsum_config = "ab,bc->ac"}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "stablehlo.optimization_barrier"() : () -> ()
    %66 = "chlo.next_after"(%arg2, %arg2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %67 = "chlo.broadcast_compare"(%arg2, %arg2) <{comparison_direction = #chlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>, sym_name = "dec", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<i32>):
    "func.return"(%arg0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

