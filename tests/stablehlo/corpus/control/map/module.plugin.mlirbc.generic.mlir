"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x3xf32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<4x3xf32>):
    %6 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %11:3 = "stablehlo.while"(%arg6, %8, %10) ({
    ^bb0(%arg10: tensor<4x3xf32>, %arg11: tensor<i32>, %arg12: tensor<4xf32>):
      %16 = "stablehlo.compare"(%arg11, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%16) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg7: tensor<4x3xf32>, %arg8: tensor<i32>, %arg9: tensor<4xf32>):
      %12 = "func.call"(%arg7, %arg8) <{callee = @dynamic_index_in_dim}> : (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>
      %13 = "func.call"(%12) <{callee = @closed_call}> : (tensor<3xf32>) -> tensor<f32>
      %14 = "func.call"(%arg9, %13, %arg8) <{callee = @dynamic_update_index_in_dim}> : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %15 = "stablehlo.add"(%arg8, %6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg7, %15, %14) : (tensor<4x3xf32>, tensor<i32>, tensor<4xf32>) -> ()
    }) : (tensor<4x3xf32>, tensor<i32>, tensor<4xf32>) -> (tensor<4x3xf32>, tensor<i32>, tensor<4xf32>)
    "func.return"(%11#2) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x3xf32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<4x3xf32>, %arg5: tensor<i32>):
    %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %4 = "stablehlo.dynamic_slice"(%arg4, %arg5, %3) <{slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1x3xf32>) -> tensor<3xf32>
    "func.return"(%5) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<3xf32>):
    %2 = "stablehlo.dot_general"(%arg3, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
    "func.return"(%2) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    "func.return"(%1) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
