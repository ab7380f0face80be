"builtin.module"() <{sym_name = "jit_matmul"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x2x4xf32>, tensor<3x4x2xf32>) -> tensor<3x2x2xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x2x4xf32>, %arg1: tensor<3x4x2xf32>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<3x2x4xf32>, tensor<3x4x2xf32>) -> tensor<3x2x2xf32>
    "func.return"(%0) : (tensor<3x2x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
