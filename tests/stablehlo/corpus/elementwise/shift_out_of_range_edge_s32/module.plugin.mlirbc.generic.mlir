"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xi32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<5xi32>, tensor<5xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<5xi32>, %arg1: tensor<5xi32>):
    %0 = "stablehlo.shift_left"(%arg0, %arg1) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %1 = "stablehlo.shift_right_logical"(%arg0, %arg1) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %2 = "stablehlo.shift_right_arithmetic"(%arg0, %arg1) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%0, %1, %2) : (tensor<5xi32>, tensor<5xi32>, tensor<5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
