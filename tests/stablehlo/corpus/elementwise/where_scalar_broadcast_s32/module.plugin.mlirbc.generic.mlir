"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5xi32>) -> tensor<2x5xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<2x5xi32>):
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x5xi32>
    %5 = "stablehlo.compare"(%arg3, %4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %6 = "func.call"(%5, %arg3, %3) <{callee = @_where}> : (tensor<2x5xi1>, tensor<2x5xi32>, tensor<i32>) -> tensor<2x5xi32>
    "func.return"(%6) : (tensor<2x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x5xi1>, tensor<2x5xi32>, tensor<i32>) -> tensor<2x5xi32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x5xi1>, %arg1: tensor<2x5xi32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x5xi32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<2x5xi1>, tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi32>
    "func.return"(%2) : (tensor<2x5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
