"builtin.module"() <{sym_name = "jit_power"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x4xf64>, %arg1: tensor<2x4xf64>):
    %0 = "stablehlo.power"(%arg0, %arg1) : (tensor<2x4xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    "func.return"(%0) : (tensor<2x4xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
