"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<4x3xcomplex<f32>>):
    %1 = "stablehlo.transpose"(%arg1) <{permutation = array<i64: 1, 0>}> : (tensor<4x3xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %2 = "func.call"(%1) <{callee = @fft}> : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %3 = "stablehlo.transpose"(%2) <{permutation = array<i64: 1, 0>}> : (tensor<3x4xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    "func.return"(%3) : (tensor<4x3xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x4xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 4>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    "func.return"(%0) : (tensor<3x4xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
