"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x6x6x2xf32>, tensor<3x2x2x4xf32>) -> tensor<1x3x4x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<1x6x6x2xf32>, %arg1: tensor<3x2x2x4xf32>):
    %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<[[1, 1], [0, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 2>, window_strides = array<i64: 2, 1>}> : (tensor<1x6x6x2xf32>, tensor<3x2x2x4xf32>) -> tensor<1x3x4x4xf32>
    "func.return"(%0) : (tensor<1x3x4x4xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
