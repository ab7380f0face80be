"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x1x2xf32>) -> tensor<1x3x2xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x1x2xf32>):
    %0 = "stablehlo.reshape"(%arg0) : (tensor<3x1x2xf32>) -> tensor<3x2xf32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<3x2xf32>) -> tensor<1x3x2xf32>
    "func.return"(%1) : (tensor<1x3x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
