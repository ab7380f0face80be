"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x3xf32>, tensor<4x3x3xf32>) -> (tensor<2x3xf32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<2x3xf32>, %arg10: tensor<4x3x3xf32>):
    %10 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %15:4 = "stablehlo.while"(%arg10, %12, %arg9, %14) ({
    ^bb0(%arg15: tensor<4x3x3xf32>, %arg16: tensor<i32>, %arg17: tensor<2x3xf32>, %arg18: tensor<4xf32>):
      %20 = "stablehlo.compare"(%arg16, %11) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%20) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg11: tensor<4x3x3xf32>, %arg12: tensor<i32>, %arg13: tensor<2x3xf32>, %arg14: tensor<4xf32>):
      %16 = "func.call"(%arg11, %arg12) <{callee = @dynamic_index_in_dim}> : (tensor<4x3x3xf32>, tensor<i32>) -> tensor<3x3xf32>
      %17:2 = "func.call"(%arg13, %16) <{callee = @closed_call}> : (tensor<2x3xf32>, tensor<3x3xf32>) -> (tensor<2x3xf32>, tensor<f32>)
      %18 = "func.call"(%arg14, %17#1, %arg12) <{callee = @dynamic_update_index_in_dim}> : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %19 = "stablehlo.add"(%arg12, %10) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg11, %19, %17#0, %18) : (tensor<4x3x3xf32>, tensor<i32>, tensor<2x3xf32>, tensor<4xf32>) -> ()
    }) : (tensor<4x3x3xf32>, tensor<i32>, tensor<2x3xf32>, tensor<4xf32>) -> (tensor<4x3x3xf32>, tensor<i32>, tensor<2x3xf32>, tensor<4xf32>)
    "func.return"(%15#2, %15#3) : (tensor<2x3xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x3x3xf32>, tensor<i32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x3x3xf32>, %arg8: tensor<i32>):
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.dynamic_slice"(%arg7, %arg8, %7, %7) <{slice_sizes = array<i64: 1, 3, 3>}> : (tensor<4x3x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x3xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%9) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<3x3xf32>) -> (tensor<2x3xf32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x3xf32>, %arg4: tensor<3x3xf32>):
    %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.dot_general"(%arg3, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
    %4 = "stablehlo.tanh"(%3) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %5 = "stablehlo.reduce"(%arg3, %2) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %6 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%4, %5) : (tensor<2x3xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    "func.return"(%1) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
