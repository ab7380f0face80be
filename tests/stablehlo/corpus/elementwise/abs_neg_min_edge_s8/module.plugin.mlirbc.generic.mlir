"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4xi8>):
    %0 = "stablehlo.abs"(%arg0) : (tensor<4xi8>) -> tensor<4xi8>
    %1 = "stablehlo.negate"(%arg0) : (tensor<4xi8>) -> tensor<4xi8>
    "func.return"(%0, %1) : (tensor<4xi8>, tensor<4xi8>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
