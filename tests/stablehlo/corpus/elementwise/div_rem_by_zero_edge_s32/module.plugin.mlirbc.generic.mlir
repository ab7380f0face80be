"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<6xi32>, %arg1: tensor<6xi32>):
    %0 = "stablehlo.divide"(%arg0, %arg1) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %1 = "stablehlo.remainder"(%arg0, %arg1) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%0, %1) : (tensor<6xi32>, tensor<6xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
