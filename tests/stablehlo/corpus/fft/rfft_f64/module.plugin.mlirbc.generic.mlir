"builtin.module"() <{sym_name = "jit_rfft"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf64>) -> tensor<4xcomplex<f64>>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<6xf64>):
    %1 = "func.call"(%arg1) <{callee = @fft}> : (tensor<6xf64>) -> tensor<4xcomplex<f64>>
    "func.return"(%1) : (tensor<4xcomplex<f64>>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf64>) -> tensor<4xcomplex<f64>>, res_attrs = [{}], sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6xf64>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 6>, fft_type = #stablehlo<fft_type RFFT>}> : (tensor<6xf64>) -> tensor<4xcomplex<f64>>
    "func.return"(%0) : (tensor<4xcomplex<f64>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
