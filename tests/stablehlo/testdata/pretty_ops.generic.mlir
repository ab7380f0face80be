"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<i32>, tensor<4xi1>, tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>, !stablehlo.token, tensor<4xui32>, tensor<3x3xf32>) -> (), sym_name = "main"}> ({
  ^bb0(%arg7: tensor<4xf32>, %arg8: tensor<2x3x4xf32>, %arg9: tensor<2x4x5xf32>, %arg10: tensor<i32>, %arg11: tensor<4xi1>, %arg12: tensor<1x8x8x3xf32>, %arg13: tensor<3x3x3x16xf32>, %arg14: !stablehlo.token, %arg15: tensor<4xui32>, %arg16: tensor<3x3xf32>):
    %9 = "stablehlo.add"(%arg7, %arg7) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "stablehlo.add"(%arg7, %arg7) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %11 = "stablehlo.compare"(%arg7, %arg7) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %12 = "stablehlo.compare"(%arg7, %arg7) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %13 = "stablehlo.dot_general"(%arg8, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %14 = "stablehlo.dot_general"(%arg8, %arg9) <{algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false>, dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %15 = "stablehlo.convolution"(%arg12, %arg13) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x8x8x3xf32>, tensor<3x3x3x16xf32>) -> tensor<1x8x8x16xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.reduce"(%arg7, %16) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %83 = "stablehlo.maximum"(%arg25, %arg26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%83) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %18:2 = "stablehlo.reduce"(%arg7, %arg7, %16, %16) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>, %arg23: tensor<f32>, %arg24: tensor<f32>):
      %81 = "stablehlo.add"(%arg21, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %82 = "stablehlo.add"(%arg22, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%81, %82) : (tensor<f32>, tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %19 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2x4xf32>
    %20 = "stablehlo.transpose"(%arg16) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %21 = "stablehlo.reshape"(%arg7) : (tensor<4xf32>) -> tensor<2x2xf32>
    %22 = "stablehlo.convert"(%arg7) : (tensor<4xf32>) -> tensor<4xi32>
    %23 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %24 = "stablehlo.slice"(%arg16) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<3x3xf32>) -> tensor<2x1xf32>
    %25 = "stablehlo.dynamic_slice"(%arg16, %arg10, %arg10) <{slice_sizes = array<i64: 2, 2>}> : (tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %26 = "stablehlo.concatenate"(%arg7, %arg7) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    %27 = "stablehlo.pad"(%arg7, %16) <{edge_padding_high = array<i64: 2>, edge_padding_low = array<i64: 1>, interior_padding = array<i64: 1>}> : (tensor<4xf32>, tensor<f32>) -> tensor<10xf32>
    %28 = "stablehlo.select"(%arg11, %arg7, %arg7) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %29 = "stablehlo.clamp"(%16, %arg7, %16) : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %30:2 = "stablehlo.while"(%arg10, %arg7) ({
    ^bb0(%arg19: tensor<i32>, %arg20: tensor<4xf32>):
      %79 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %80 = "stablehlo.compare"(%arg19, %79) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%80) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg17: tensor<i32>, %arg18: tensor<4xf32>):
      %77 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %78 = "stablehlo.add"(%arg17, %77) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%78, %arg18) : (tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
    %31 = "stablehlo.tuple"(%arg7, %arg10) : (tensor<4xf32>, tensor<i32>) -> tuple<tensor<4xf32>, tensor<i32>>
    %32 = "stablehlo.get_tuple_element"(%31) <{index = 1 : i32}> : (tuple<tensor<4xf32>, tensor<i32>>) -> tensor<i32>
    %33 = "stablehlo.bitcast_convert"(%arg7) : (tensor<4xf32>) -> tensor<4xi32>
    %34 = "stablehlo.complex"(%arg7, %arg7) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %35 = "stablehlo.real"(%34) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %36 = "stablehlo.imag"(%34) : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
    %37 = "stablehlo.fft"(%34) <{fft_length = array<i64: 4>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %38 = "stablehlo.reduce_precision"(%arg7) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
    %39:2 = "stablehlo.rng_bit_generator"(%arg15) <{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}> : (tensor<4xui32>) -> (tensor<4xui32>, tensor<2x2xui32>)
    %40 = "stablehlo.custom_call"(%arg7) <{api_version = 4 : i32, backend_config = {bar = 1 : i32}, call_target_name = "foo", has_side_effect = true}> : (tensor<4xf32>) -> tensor<4xf32>
    %41:2 = "stablehlo.custom_call"(%arg7, %arg10) <{call_target_name = "weird name"}> : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
    %42:2 = "stablehlo.optimization_barrier"(%arg7, %arg10) : (tensor<4xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<i32>)
    %43 = "stablehlo.cholesky"(%arg16) <{lower = true}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %44 = "stablehlo.after_all"(%arg14, %arg14) : (!stablehlo.token, !stablehlo.token) -> !stablehlo.token
    %45 = "stablehlo.partition_id"() : () -> tensor<ui32>
    %46 = "stablehlo.replica_id"() : () -> tensor<ui32>
    %47 = "stablehlo.dynamic_update_slice"(%arg16, %arg16, %arg10, %arg10) : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
    %48:2 = "chlo.top_k"(%arg7) <{k = 2 : i64}> : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xi32>)
    %49 = "chlo.erf_inv"(%arg7) : (tensor<4xf32>) -> tensor<4xf32>
    %50 = "chlo.broadcast_add"(%arg7, %16) : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %51 = "stablehlo.constant"() <{value = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>}> : () -> tensor<2xcomplex<f32>>
    %52 = "stablehlo.get_dimension_size"(%arg7) <{dimension = 0 : i64}> : (tensor<4xf32>) -> tensor<i32>
    %53 = "stablehlo.reverse"(%arg16) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %54 = "stablehlo.rng"(%16, %16, %23) <{rng_distribution = #stablehlo<rng_distribution UNIFORM>}> : (tensor<f32>, tensor<f32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
    %55 = "stablehlo.dynamic_iota"(%23) <{iota_dimension = 0 : i64}> : (tensor<4xi32>) -> tensor<?x?x?x?xi32>
    %56 = "stablehlo.create_token"() : () -> !stablehlo.token
    %57 = "stablehlo.dot"(%arg16, %arg16) <{precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %58 = "stablehlo.tanh"(%arg7) : (tensor<4xf32>) -> tensor<4xf32>
    %59 = "stablehlo.is_finite"(%arg7) : (tensor<4xf32>) -> tensor<4xi1>
    %60 = "stablehlo.broadcast"(%arg7) <{broadcast_sizes = array<i64: 2>}> : (tensor<4xf32>) -> tensor<2x4xf32>
    %61 = "stablehlo.composite"(%arg7, %arg10) <{composite_attributes = {k = 1 : i64}, decomposition = @dec, name = "my.op", version = 2 : i32}> : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
    %62 = "stablehlo.set_dimension_size"(%arg7, %arg10) <{dimension = 0 : i64}> : (tensor<4xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<4>>
    %63 = "stablehlo.dynamic_broadcast_in_dim"(%arg7, %23) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
    %64 = "chlo.lgamma"(%arg7) : (tensor<4xf32>) -> tensor<4xf32>
    %65 = "stablehlo.constant"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi4>}> : () -> tensor<2x2xi4>
    %66 = "stablehlo.constant"() <{value = dense<[true, false]> : tensor<2xi1>}> : () -> tensor<2xi1>
    %67 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<2xf32>}> : () -> tensor<2xf32>
    %68 = "stablehlo.constant"() <{value = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
    %69 = "stablehlo.constant"() <{value = dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf8E4M3FN>}> : () -> tensor<2xf8E4M3FN>
    %70 = "stablehlo.constant"() <{value = dense<18446744073709551615> : tensor<ui64>}> : () -> tensor<ui64>
    %71 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %72 = "stablehlo.round_nearest_even"(%arg7) : (tensor<4xf32>) -> tensor<4xf32>
    %73 = "stablehlo.dynamic_reshape"(%arg7, %23) : (tensor<4xf32>, tensor<4xi32>) -> tensor<?x?x?x?xf32>
    %74 = "stablehlo.einsum"(%arg16, %arg16) <{einsum_config = "ab,bc->ac"}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "stablehlo.optimization_barrier"() : () -> ()
    %75 = "chlo.next_after"(%arg7, %arg7) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %76 = "chlo.broadcast_compare"(%arg7, %arg7) <{comparison_direction = #chlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>, sym_name = "dec", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<4xf32>, %arg6: tensor<i32>):
    "func.return"(%arg5) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<8x4xf32>, tensor<2x4x3xf32>, tensor<2xi32>, tensor<?xf32, #stablehlo.bounds<4>>) -> (), sym_name = "more"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<2x4x3xf32>, %arg3: tensor<2xi32>, %arg4: tensor<?xf32, #stablehlo.bounds<4>>):
    %0 = "stablehlo.exponential"(%arg0) <{result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>}> : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "stablehlo.exponential"(%arg0) <{result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>}> : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "chlo.ragged_dot"(%arg1, %arg2, %arg3) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision DEFAULT>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}> : (tensor<8x4xf32>, tensor<2x4x3xf32>, tensor<2xi32>) -> tensor<8x3xf32>
    %3 = "stablehlo.abs"(%arg4) : (tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>>
    %4 = "stablehlo.custom_call"(%arg0) <{backend_config = "", call_target_name = "foo", called_computations = [@more]}> : (tensor<4xf32>) -> tensor<4xf32>
    %5 = "stablehlo.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>}> : () -> tensor<2x2xf64>
    %6 = "stablehlo.constant"() <{value = dense<-0.000000e+00> : tensor<f16>}> : () -> tensor<f16>
    %7 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.constant"() <{value = dense<[0x7F800000, 1.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

