"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<5xf32>):
    %22:2 = "func.call"(%arg9) <{callee = @sort}> : (tensor<5xf32>) -> (tensor<5xf32>, tensor<5x1xui32>)
    %23 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xf32>
    %24 = "stablehlo.multiply"(%22#0, %23) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%24, %25) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %31 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %27 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %29 = "stablehlo.multiply"(%28, %23) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %30 = "func.call"(%22#1, %29) <{callee = @sort_0}> : (tensor<5x1xui32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%30) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> (tensor<5xf32>, tensor<5x1xui32>), res_attrs = [{}, {}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<5xf32>):
    %4 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui32>
    %5:2 = "stablehlo.sort"(%arg4, %4) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<ui32>, %arg8: tensor<ui32>):
      %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %8 = "stablehlo.compare"(%arg5, %7) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %10 = "stablehlo.select"(%8, %9, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %11 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %12 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %13 = "stablehlo.select"(%11, %12, %10) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %15 = "stablehlo.compare"(%arg6, %14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %17 = "stablehlo.select"(%15, %16, %arg6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %18 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %19 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %20 = "stablehlo.select"(%18, %19, %17) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %21 = "stablehlo.compare"(%13, %20) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%21) : (tensor<i1>) -> ()
    }) : (tensor<5xf32>, tensor<5xui32>) -> (tensor<5xf32>, tensor<5xui32>)
    %6 = "stablehlo.broadcast_in_dim"(%5#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xui32>) -> tensor<5x1xui32>
    "func.return"(%5#0, %6) : (tensor<5xf32>, tensor<5x1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<5x1xui32>, tensor<5xf32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "sort_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5x1xui32>, %arg1: tensor<5xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<5xf32>, tensor<5x1xui32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%2) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
