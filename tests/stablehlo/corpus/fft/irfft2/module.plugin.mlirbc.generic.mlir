"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f32>>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<4x4xcomplex<f32>>):
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "func.call"(%arg3, %3) <{callee = @_pad}> : (tensor<4x4xcomplex<f32>>, tensor<i32>) -> tensor<4x4xcomplex<f32>>
    %5 = "func.call"(%4) <{callee = @fft}> : (tensor<4x4xcomplex<f32>>) -> tensor<4x6xf32>
    "func.return"(%5) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xcomplex<f32>>, tensor<i32>) -> tensor<4x4xcomplex<f32>>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<4x4xcomplex<f32>>, %arg2: tensor<i32>):
    %1 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<complex<f32>>
    %2 = "stablehlo.pad"(%arg1, %1) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<4x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    "func.return"(%2) : (tensor<4x4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xcomplex<f32>>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 4, 6>, fft_type = #stablehlo<fft_type IRFFT>}> : (tensor<4x4xcomplex<f32>>) -> tensor<4x6xf32>
    "func.return"(%0) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
