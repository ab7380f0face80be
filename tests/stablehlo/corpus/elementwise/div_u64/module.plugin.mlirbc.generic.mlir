"builtin.module"() <{sym_name = "jit_div"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<6xui64>, %arg1: tensor<6xui64>):
    %0 = "stablehlo.divide"(%arg0, %arg1) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    "func.return"(%0) : (tensor<6xui64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
