"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>):
    %0 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<7> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.and"(%arg0, %arg1) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %4 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %5 = "stablehlo.xor"(%arg0, %4) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %6 = "stablehlo.or"(%3, %5) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %7 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %8 = "stablehlo.shift_left"(%arg0, %7) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %9 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %10 = "stablehlo.shift_right_arithmetic"(%arg1, %9) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%6, %8, %10) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
