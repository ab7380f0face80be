"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x3xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4x4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x3xf32>, %arg1: tensor<4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xui32>
    %2 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xui32>
    %3 = "stablehlo.compare"(%1, %2) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xi1>
    %4 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
    %5 = "stablehlo.select"(%3, %arg0, %4) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %6 = "stablehlo.reduce"(%5, %0) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %8 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %7 = "stablehlo.dot_general"(%arg1, %arg1) <{dot_dimension_numbers = #stablehlo.dot<>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    "func.return"(%6, %7) : (tensor<f32>, tensor<4x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
