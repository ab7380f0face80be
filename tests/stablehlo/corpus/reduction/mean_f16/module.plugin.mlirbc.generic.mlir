"builtin.module"() <{sym_name = "jit_mean"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x5xf16>) -> tensor<f16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x5xf16>):
    %0 = "stablehlo.constant"() <{value = dense<1.500000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.convert"(%arg0) : (tensor<3x5xf16>) -> tensor<3x5xf32>
    %3 = "stablehlo.reduce"(%2, %1) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %6 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) : (tensor<3x5xf32>, tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.divide"(%3, %0) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.convert"(%4) : (tensor<f32>) -> tensor<f16>
    "func.return"(%5) : (tensor<f16>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
