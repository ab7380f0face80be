"builtin.module"() <{sym_name = "jit_floor_divide"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg5: tensor<8xi32>, %arg6: tensor<8xi32>):
    %14 = "func.call"(%arg5, %arg6) <{callee = @floor_divide}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%14) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<8xi32>, %arg4: tensor<8xi32>):
    %1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.divide"(%arg3, %arg4) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %4 = "stablehlo.sign"(%arg3) : (tensor<8xi32>) -> tensor<8xi32>
    %5 = "stablehlo.sign"(%arg4) : (tensor<8xi32>) -> tensor<8xi32>
    %6 = "stablehlo.compare"(%4, %5) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %7 = "stablehlo.remainder"(%arg3, %arg4) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %8 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %9 = "stablehlo.compare"(%7, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %10 = "stablehlo.and"(%6, %9) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %11 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %12 = "stablehlo.subtract"(%3, %11) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %13 = "func.call"(%10, %12, %3) <{callee = @_where}> : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%13) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%0) : (tensor<8xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
