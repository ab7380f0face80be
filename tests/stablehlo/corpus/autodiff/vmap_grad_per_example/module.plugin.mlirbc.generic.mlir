"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3xf32>, %arg1: tensor<5x3xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>}> : (tensor<3xf32>, tensor<5x3xf32>) -> tensor<5xf32>
    %2 = "stablehlo.tanh"(%1) : (tensor<5xf32>) -> tensor<5xf32>
    %3 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %4 = "stablehlo.subtract"(%3, %2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %5 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %6 = "stablehlo.multiply"(%5, %4) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %7 = "stablehlo.multiply"(%6, %2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %8 = "stablehlo.add"(%6, %7) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %9 = "stablehlo.dot_general"(%8, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>}> : (tensor<5xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%9) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
