"builtin.module"() <{sym_name = "jit_logical_xor"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<6xi1>, %arg1: tensor<6xi1>):
    %0 = "stablehlo.xor"(%arg0, %arg1) : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    "func.return"(%0) : (tensor<6xi1>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
