"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3xf32>, %arg1: tensor<5x3xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3xf32>, tensor<5x3xf32>) -> tensor<5xf32>
    %1 = "stablehlo.tanh"(%0) : (tensor<5xf32>) -> tensor<5xf32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %4 = "stablehlo.subtract"(%3, %1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %7 = "stablehlo.multiply"(%6, %4) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %8 = "stablehlo.multiply"(%7, %1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %9 = "stablehlo.add"(%7, %8) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %10 = "stablehlo.dot_general"(%9, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<5xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
    "func.return"(%10) : (tensor<5x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
