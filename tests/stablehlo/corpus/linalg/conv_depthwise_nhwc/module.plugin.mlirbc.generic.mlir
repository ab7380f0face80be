"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<1x5x5x3xf32>, tensor<3x3x1x3xf32>) -> tensor<1x5x5x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<1x5x5x3xf32>, %arg1: tensor<3x3x1x3xf32>):
    %0 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 3 : i64, padding = dense<1> : tensor<2x2xi64>}> : (tensor<1x5x5x3xf32>, tensor<3x3x1x3xf32>) -> tensor<1x5x5x3xf32>
    "func.return"(%0) : (tensor<1x5x5x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
