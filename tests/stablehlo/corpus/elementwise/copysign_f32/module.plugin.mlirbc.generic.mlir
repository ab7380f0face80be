"builtin.module"() <{sym_name = "jit_copysign"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<2x4xf32>, %arg7: tensor<2x4xf32>):
    %14 = "func.call"(%arg6, %arg7) <{callee = @copysign}> : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%14) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "copysign", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x4xf32>, %arg5: tensor<2x4xf32>):
    %9 = "func.call"(%arg5) <{callee = @signbit}> : (tensor<2x4xf32>) -> tensor<2x4xi1>
    %10 = "stablehlo.abs"(%arg4) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %11 = "stablehlo.negate"(%10) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %12 = "stablehlo.abs"(%arg4) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %13 = "func.call"(%9, %11, %12) <{callee = @_where}> : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%13) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x4xf32>) -> tensor<2x4xi1>, res_attrs = [{}], sym_name = "signbit", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x4xf32>):
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<31> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.bitcast_convert"(%arg3) : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %4 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %5 = "stablehlo.shift_right_arithmetic"(%3, %4) : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi32>
    %6 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x4xi32>
    %7 = "stablehlo.compare"(%5, %6) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2x4xi32>, tensor<2x4xi32>) -> tensor<2x4xi1>
    %8 = "stablehlo.convert"(%7) : (tensor<2x4xi1>) -> tensor<2x4xi1>
    "func.return"(%8) : (tensor<2x4xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4xi1>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x4xf32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%0) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
