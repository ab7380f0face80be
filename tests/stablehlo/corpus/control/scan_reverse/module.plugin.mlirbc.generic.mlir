"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xi32>) -> (tensor<i32>, tensor<5xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<5xi32>):
    %8 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %12:4 = "stablehlo.while"(%arg7, %10, %10, %11) ({
    ^bb0(%arg12: tensor<5xi32>, %arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<5xi32>):
      %19 = "stablehlo.compare"(%arg13, %9) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%19) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg8: tensor<5xi32>, %arg9: tensor<i32>, %arg10: tensor<i32>, %arg11: tensor<5xi32>):
      %13 = "stablehlo.subtract"(%9, %arg9) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %14 = "stablehlo.subtract"(%13, %8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %15 = "func.call"(%arg8, %14) <{callee = @dynamic_index_in_dim}> : (tensor<5xi32>, tensor<i32>) -> tensor<i32>
      %16:2 = "func.call"(%arg10, %15) <{callee = @closed_call}> : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
      %17 = "func.call"(%arg11, %16#1, %14) <{callee = @dynamic_update_index_in_dim}> : (tensor<5xi32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
      %18 = "stablehlo.add"(%arg9, %8) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg8, %18, %16#0, %17) : (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>) -> ()
    }) : (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>) -> (tensor<5xi32>, tensor<i32>, tensor<i32>, tensor<5xi32>)
    "func.return"(%12#2, %12#3) : (tensor<i32>, tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5xi32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<5xi32>, %arg6: tensor<i32>):
    %6 = "stablehlo.dynamic_slice"(%arg5, %arg6) <{slice_sizes = array<i64: 1>}> : (tensor<5xi32>, tensor<i32>) -> tensor<1xi32>
    %7 = "stablehlo.reshape"(%6) : (tensor<1xi32>) -> tensor<i32>
    "func.return"(%7) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
    %2 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.multiply"(%arg3, %2) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.convert"(%3) : (tensor<i32>) -> tensor<i32>
    %5 = "stablehlo.add"(%4, %arg4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%5, %arg3) : (tensor<i32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5xi32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<5xi32>, tensor<1xi32>, tensor<i32>) -> tensor<5xi32>
    "func.return"(%1) : (tensor<5xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
