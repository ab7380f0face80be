"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<i32>, tensor<4xi1>, tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>, !stablehlo.token, tensor<4xui32>, tensor<3x3xf32>) -> (), sym_name = "main"}> ({
  ^bb0(%arg11: tensor<4xf32>, %arg12: tensor<2x3x4xf32>, %arg13: tensor<2x4x5xf32>, %arg14: tensor<i32>, %arg15: tensor<4xi1>, %arg16: tensor<1x8x8x3xf32>, %arg17: tensor<3x3x3x16xf32>, %arg18: !stablehlo.token, %arg19: tensor<4xui32>, %arg20: tensor<3x3xf32>):
    %11 = "stablehlo.add"(%arg11, %arg11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %12 = "stablehlo.add"(%arg11, %arg11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %13 = "stablehlo.compare"(%arg11, %arg11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %14 = "stablehlo.compare"(%arg11, %arg11) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %15 = "stablehlo.dot_general"(%arg12, %arg13) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %16 = "stablehlo.dot_general"(%arg12, %arg13) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %17 = "stablehlo.convolution"(%arg16, %arg17) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x8x8x16xf32>
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%arg11, %18) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %85 = "stablehlo.maximum"(%arg29, %arg30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%85) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %20:2 = "stablehlo.reduce"(%arg11, %arg11, %18, %18) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>, %arg27: tensor<f32>, %arg28: tensor<f32>):
      %83 = "stablehlo.add"(%arg25, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %84 = "stablehlo.add"(%arg26, %arg28) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%83, %84) : (tensor<f32>, tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %21 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2x4xf32>
    %22 = "stablehlo.transpose"(%arg20) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %23 = "stablehlo.reshape"(%arg11) : (tensor<4xf32>) -> tensor<2x2xf32>
    %24 = "stablehlo.convert"(%arg11) : (tensor<4xf32>) -> tensor<4xi32>
    %25 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %26 = "stablehlo.slice"(%arg20) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x3xf32>) -> tensor<2x1xf32>
    %27 = "stablehlo.dynamic_slice"(%arg20, %arg14, %arg14) <{slice_sizes = array<i64: 2, 2>}> : (tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %28 = "stablehlo.concatenate"(%arg11, %arg11) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    %29 = "stablehlo.pad"(%arg11, %18) <{edge_padding_high = array<i64: 2>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<4xf32>, tensor<f32>) -> tensor<10xf32>
    %30 = "stablehlo.select"(%arg15, %arg11, %arg11) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %31 = "stablehlo.clamp"(%18, %arg11, %18) : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %32:2 = "stablehlo.while"(%arg14, %arg11) ({
    ^bb0(%arg23: tensor<i32>, %arg24: tensor<4xf32>):
      %81 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %82 = "stablehlo.compare"(%arg23, %81) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%82) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<4xf32>):
      %79 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %80 = "stablehlo.add"(%arg21, %79) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%80, %arg22) : (tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
    %33 = "stablehlo.tuple"(%arg11, %arg14) : (tensor<4xf32>, tensor<i32>) -> tuple<tensor<4xf32>, tensor<i32>>
    %34 = "stablehlo.get_tuple_element"(%33) <{index = 1 : i32}> : (tuple<tensor<4xf32>, tensor<i32>>) -> tensor<i32>
    %35 = "stablehlo.bitcast_convert"(%arg11) : (tensor<4xf32>) -> tensor<4xi32>
    %36 = "stablehlo.complex"(%arg11, %arg11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %37 = "stablehlo.real"(%36) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %38 = "stablehlo.imag"(%36) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %39 = "stablehlo.fft"(%36) <{fft_length = array<i64: 4>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %40 = "stablehlo.reduce_precision"(%arg11) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
    %41:2 = "stablehlo.rng_bit_generator"(%arg19) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<4xui32>) -> (tensor<4xui32>, tensor<2x2xui32>)
    %42 = "stablehlo.custom_call"(%arg11) <{api_version = 4 : i32, backend_config = {bar = 1 : i32}, call_target_name = "foo", has_side_effect = true}> : (tensor<4xf32>) -> tensor<4xf32>
    %43:2 = "stablehlo.custom_call"(%arg11, %arg14) <{call_target_name = "weird name"}> : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
    %44:2 = "stablehlo.optimization_barrier"(%arg11, %arg14) : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
    %45 = "stablehlo.cholesky"(%arg20) <{lower = true}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %46 = "stablehlo.after_all"(%arg18, %arg18) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
    %47 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %48 = "stablehlo.replica_id"() : () -> tensor<ui32>
    %49 = "stablehlo.dynamic_update_slice"(%arg20, %arg20, %arg14, %arg14) : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
    %50:2 = "chlo.top_k"(%arg11) <{k = 2 : i64}> : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xi32>)
    %51 = "chlo.erf_inv"(%arg11) : (tensor<4xf32>) -> tensor<4xf32>
    %52 = "chlo.broadcast_add"(%arg11, %18) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %53 = "stablehlo.constant"() <{value = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
    %54 = "stablehlo.get_dimension_size"(%arg11) <{dimension = 0 : i64}> : (tensor<4xf32>) -> tensor<i32>
    %55 = "stablehlo.reverse"(%arg20) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %56 = "stablehlo.rng"(%18, %18, %25) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
    %57 = "stablehlo.dynamic_iota"(%25) <{iota_dimension = 0 : i64}> : (tensor<4xi32>) -> tensor<?x?x?x?xi32>
    %58 = "stablehlo.create_token"() : () -> !stablehlo.token
    %59 = "stablehlo.dot"(%arg20, %arg20) <{precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %60 = "stablehlo.tanh"(%arg11) : (tensor<4xf32>) -> tensor<4xf32>
    %61 = "stablehlo.is_finite"(%arg11) : (tensor<4xf32>) -> tensor<4xi1>
    %62 = "stablehlo.broadcast"(%arg11) <{broadcast_sizes = array<i64: 2>}> : (tensor<4xf32>) -> tensor<2x4xf32>
    %63 = "stablehlo.composite"(%arg11, %arg14) <{composite_attributes = {k = 1 : i64}, decomposition = @dec, name = "my.op", version = 2 : i32}> : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
    %64 = "stablehlo.set_dimension_size"(%arg11, %arg14) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
    %65 = "stablehlo.dynamic_broadcast_in_dim"(%arg11, %25) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
    %66 = "chlo.lgamma"(%arg11) : (tensor<4xf32>) -> tensor<4xf32>
    %67 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi4>}> : () -> tensor<2x2xi4>
    %68 = "stablehlo.constant"() <{value = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
    %69 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<2xf32>}> : () -> tensor<2xf32>
    %70 = "stablehlo.constant"() <{value = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
    %71 = "stablehlo.constant"() <{value = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf8E4M3FN>}> : () -> tensor<2xf8E4M3FN>
    %72 = "stablehlo.constant"() <{value = dense<18446744073709551615> : tensor<ui64>}> : () -> tensor<ui64>
    %73 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %74 = "stablehlo.round_nearest_even"(%arg11) : (tensor<4xf32>) -> tensor<4xf32>
    %75 = "stablehlo.dynamic_reshape"(%arg11, %25) : (tensor<4xf32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
    %76 = "stablehlo.einsum"(%arg20, %arg20) <{einsum_config = "ab,bc->ac"}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "stablehlo.optimization_barrier"() : () -> ()
    %77 = "chlo.next_after"(%arg11, %arg11) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %78 = "chlo.broadcast_compare"(%arg11, %arg11) <{comparison_direction = #chlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>, sym_name = "dec", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4xf32>, %arg10: tensor<i32>):
    "func.return"(%arg9) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<8x4xf32>, tensor<2x4x3xf32>, tensor<2xi32>, tensor<?xf32, #stablehlo.bounds<4>>) -> (), sym_name = "more"}> ({
  ^bb0(%arg4: tensor<4xf32>, %arg5: tensor<8x4xf32>, %arg6: tensor<2x4x3xf32>, %arg7: tensor<2xi32>, %arg8: tensor<?xf32, #stablehlo.bounds<4>>):
    %2 = "stablehlo.exponential"(%arg4) <{result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>}> : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "stablehlo.exponential"(%arg4) <{result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>}> : (tensor<4xf32>) -> tensor<4xf32>
    %4 = "chlo.ragged_dot"(%arg5, %arg6, %arg7) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<8x4xf32>, tensor<2x4x3xf32>, tensor<2xi32>) -> tensor<8x3xf32>
    %5 = "stablehlo.abs"(%arg8) : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>>
    %6 = "stablehlo.custom_call"(%arg4) <{backend_config = "", call_target_name = "foo", called_computations = [@more]}> : (tensor<4xf32>) -> tensor<4xf32>
    %7 = "stablehlo.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>}> : () -> tensor<2x2xf64>
    %8 = "stablehlo.constant"() <{value = dense<-0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %9 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.constant"() <{value = dense<[0x7F800000, 1.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<f32>) -> (), sym_name = "scan"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<f32>):
    %0:2 = "chlo.scan"(%arg0, %arg1) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 1, 1>, resultSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1, %1) : (tensor<f32>, tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

