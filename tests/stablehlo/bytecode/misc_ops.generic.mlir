"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<4x3xf32>, tensor<3xi32>, tensor<2x3xf32>, tensor<2x3xcomplex<f32>>, tensor<2x3xf32>, tensor<1x2xf32>, tensor<2x3xi32>, tensor<6xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<2x3xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.transpose"(%arg4) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %12 = "stablehlo.concatenate"(%arg4, %arg4) <{dimension = 0 : i64}> : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
    %13 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %14 = "func.call"(%arg4, %10, %9) <{callee = @clip}> : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    %15 = "stablehlo.convert"(%arg4) : (tensor<2x3xf32>) -> tensor<2x3xcomplex<f32>>
    %16 = "func.call"(%15) <{callee = @fft}> : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    %17 = "stablehlo.exponential"(%arg4) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %18 = "stablehlo.dynamic_slice"(%arg4, %8, %7) <{slice_sizes = array<i64: 1, 2>}> : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %19 = "stablehlo.bitcast_convert"(%arg4) : (tensor<2x3xf32>) -> tensor<2x3xi32>
    %20 = "stablehlo.tanh"(%arg4) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<2x3xf32>) -> tensor<6xf32>
    "func.return"(%11, %12, %13, %14, %16, %17, %18, %19, %21) : (tensor<3x2xf32>, tensor<4x3xf32>, tensor<3xi32>, tensor<2x3xf32>, tensor<2x3xcomplex<f32>>, tensor<2x3xf32>, tensor<1x2xf32>, tensor<2x3xi32>, tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<2x3xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3xf32>
    %3 = "stablehlo.maximum"(%2, %arg1) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %4 = "stablehlo.convert"(%arg3) : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3xf32>
    %6 = "stablehlo.minimum"(%5, %3) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%6) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x3xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 3>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    "func.return"(%0) : (tensor<2x3xcomplex<f32>>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
