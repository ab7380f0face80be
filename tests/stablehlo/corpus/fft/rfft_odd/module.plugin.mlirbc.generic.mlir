"builtin.module"() <{sym_name = "jit_rfft"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7xf32>) -> tensor<4xcomplex<f32>>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<7xf32>):
    %1 = "func.call"(%arg1) <{callee = @fft}> : (tensor<7xf32>) -> tensor<4xcomplex<f32>>
    "func.return"(%1) : (tensor<4xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<7xf32>) -> tensor<4xcomplex<f32>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<7xf32>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 7>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<7xf32>) -> tensor<4xcomplex<f32>>
    "func.return"(%0) : (tensor<4xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
