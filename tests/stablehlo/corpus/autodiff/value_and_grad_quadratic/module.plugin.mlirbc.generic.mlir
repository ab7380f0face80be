"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x2xf32>, tensor<4x3xf32>) -> (tensor<f32>, tensor<3x2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x2xf32>, %arg1: tensor<4x3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.dot_general"(%arg1, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x3xf32>, tensor<3x2xf32>) -> tensor<4x2xf32>
    %4 = "stablehlo.multiply"(%3, %3) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %5 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2xf32>
    %6 = "stablehlo.multiply"(%5, %3) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %7 = "stablehlo.reduce"(%4, %1) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %12 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x2xf32>
    %9 = "stablehlo.multiply"(%8, %6) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %10 = "stablehlo.dot_general"(%9, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<4x2xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
    %11 = "stablehlo.transpose"(%10) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> tensor<3x2xf32>
    "func.return"(%7, %11) : (tensor<f32>, tensor<3x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
