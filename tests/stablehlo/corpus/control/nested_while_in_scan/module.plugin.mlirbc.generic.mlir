"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> (tensor<i32>, tensor<4xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<4xi32>):
    %9 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %13:4 = "stablehlo.while"(%arg11, %11, %11, %12) ({
    ^bb0(%arg16: tensor<4xi32>, %arg17: tensor<i32>, %arg18: tensor<i32>, %arg19: tensor<4xi32>):
      %18 = "stablehlo.compare"(%arg17, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%18) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<4xi32>, %arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<4xi32>):
      %14 = "func.call"(%arg12, %arg13) <{callee = @dynamic_index_in_dim}> : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
      %15:2 = "func.call"(%arg14, %14) <{callee = @closed_call}> : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
      %16 = "func.call"(%arg15, %15#1, %arg13) <{callee = @dynamic_update_index_in_dim}> : (tensor<4xi32>, tensor<i32>, tensor<i32>) -> tensor<4xi32>
      %17 = "stablehlo.add"(%arg13, %9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg12, %17, %15#0, %16) : (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>)
    "func.return"(%13#2, %13#3) : (tensor<i32>, tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xi32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4xi32>, %arg10: tensor<i32>):
    %7 = "stablehlo.dynamic_slice"(%arg9, %arg10) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %8 = "stablehlo.reshape"(%7) : (tensor<1xi32>) -> tensor<i32>
    "func.return"(%8) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
    %2 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.while"(%arg4, %arg3) ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      %5 = "stablehlo.convert"(%arg8) : (tensor<i32>) -> tensor<i32>
      %6 = "stablehlo.compare"(%5, %arg7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%6) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %4 = "stablehlo.add"(%arg6, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg5, %4) : (tensor<i32>, tensor<i32>) -> ()
    }) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
    "func.return"(%3#1, %arg3) : (tensor<i32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi32>, tensor<i32>, tensor<i32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%1) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
