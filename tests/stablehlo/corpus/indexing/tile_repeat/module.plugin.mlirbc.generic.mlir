"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x3xi32>) -> (tensor<4x3xi32>, tensor<2x6xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x3xi32>):
    %0 = "stablehlo.reshape"(%arg0) : (tensor<2x3xi32>) -> tensor<1x2x1x3xi32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2x1x3xi32>) -> tensor<2x2x1x3xi32>
    %2 = "stablehlo.reshape"(%1) : (tensor<2x2x1x3xi32>) -> tensor<4x3xi32>
    %3 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x3xi32>) -> tensor<2x3x2xi32>
    %4 = "stablehlo.reshape"(%3) : (tensor<2x3x2xi32>) -> tensor<2x6xi32>
    "func.return"(%2, %4) : (tensor<4x3xi32>, tensor<2x6xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
