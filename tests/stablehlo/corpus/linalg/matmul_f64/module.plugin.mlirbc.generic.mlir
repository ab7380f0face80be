"builtin.module"() <{sym_name = "jit_matmul"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x4xf64>, tensor<4x2xf64>) -> tensor<3x2xf64>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<3x4xf64>, %arg1: tensor<4x2xf64>):
    %0 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<3x4xf64>, tensor<4x2xf64>) -> tensor<3x2xf64>
    "func.return"(%0) : (tensor<3x2xf64>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
