"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x1x3x4x4xf32>, tensor<2x1x2x2x2xf32>) -> tensor<1x2x2x3x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<1x1x3x4x4xf32>, %arg1: tensor<2x1x2x2x2xf32>):
    %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, f, 0, 1, 2]x[o, i, 0, 1, 2]->[b, f, 0, 1, 2]>, feature_group_count = 1 : i64}> : (tensor<1x1x3x4x4xf32>, tensor<2x1x2x2x2xf32>) -> tensor<1x2x2x3x3xf32>
    "func.return"(%0) : (tensor<1x2x2x3x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
