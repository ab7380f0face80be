"builtin.module"() <{sym_name = "jit_clamp"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi32>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<5xi32>, %arg1: tensor<5xi32>, %arg2: tensor<5xi32>):
    %0 = "stablehlo.clamp"(%arg0, %arg1, %arg2) : (tensor<5xi32>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%0) : (tensor<5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
