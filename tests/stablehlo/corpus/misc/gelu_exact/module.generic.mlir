"builtin.module"() <{sym_name = "jit_gelu"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %2 = "stablehlo.multiply"(%1, %arg0) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %3 = "stablehlo.negate"(%arg0) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %4 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %6 = "stablehlo.multiply"(%3, %5) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %7 = "chlo.erfc"(%6) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %8 = "stablehlo.multiply"(%2, %7) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%8) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
