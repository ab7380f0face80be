"builtin.module"() <{sym_name = "jit_angle"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<2x4xcomplex<f32>>):
    %3 = "func.call"(%arg1) <{callee = @angle}> : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    "func.return"(%3) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "angle", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4xcomplex<f32>>):
    %0 = "stablehlo.real"(%arg0) : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %1 = "stablehlo.imag"(%arg0) : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %2 = "stablehlo.atan2"(%1, %0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%2) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
