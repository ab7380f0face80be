"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>):
    %0 = "stablehlo.and"(%arg0, %arg1) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %1 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %3 = "stablehlo.xor"(%arg0, %2) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %4 = "stablehlo.or"(%0, %3) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %5 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %7 = "stablehlo.shift_left"(%arg0, %6) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %8 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %10 = "stablehlo.shift_right_arithmetic"(%arg1, %9) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%4, %7, %10) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
